package tui

import (
	"context"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A best line that draws what the player cannot know is worth its
// expectation: the board says it as one, with the range of its outcomes,
// in the line's title and the panel, in both languages; a line of one
// outcome says its damage.
func TestGoldfishBestLineSaysItsExpectation(t *testing.T) {
	for _, tc := range []struct {
		lang         text.Lang
		line         BestLine
		title, panel string
	}{
		{text.EN, BestLine{Damage: 10, Expected: "9.5", Min: 6, Max: 12, Steps: []string{"play Wild Ride (red) · 6 dealt"}}, "9.5 damage expected (6 to 12)", "best line T1: 9.5 expected"},
		{text.JA, BestLine{Damage: 10, Expected: "9.5", Min: 6, Max: 12, Steps: []string{"プレイ: Wild Ride (red)"}}, "期待値9.5ダメージ（6〜12）", "最善手順 T1: 期待値9.5"},
		{text.EN, BestLine{Damage: 12, Steps: []string{"play Wild Ride (red) · 6 dealt"}}, "Best line of T1: 12 damage", "best line T1: 12"},
	} {
		gf := fishConfig(t, 15)
		gf.Best = func(ctx context.Context, g *rules.Game) (BestLine, error) { return tc.line, nil }
		m := fishBoard(t, gf, tc.lang, 120, 40)
		_, cmd := m.Update(keyMsg("b"))
		m.Update(cmd())
		v := ansi.Strip(m.View())
		if !strings.Contains(v, tc.title) {
			t.Errorf("%s: the line's title does not say %q:\n%s", tc.lang, tc.title, v)
		}
		m.Update(keyMsg("esc"))
		if v := ansi.Strip(m.View()); !strings.Contains(v, tc.panel) {
			t.Errorf("%s: the panel does not say %q:\n%s", tc.lang, tc.panel, v)
		}
	}
}

// At 80×24 the panel is narrower than "best line T1: 12.88 expected": it
// wraps the figure to a second line rather than cutting it.
func TestGoldfishPanelWrapsTheExpectation(t *testing.T) {
	gf := fishConfig(t, 15)
	gf.Best = func(ctx context.Context, g *rules.Game) (BestLine, error) {
		return BestLine{Damage: 13, Expected: "12.88", Min: 10, Max: 15, Steps: []string{"play Wild Ride (red)"}}, nil
	}
	m := fishBoard(t, gf, text.EN, 80, 24)
	_, cmd := m.Update(keyMsg("b"))
	m.Update(cmd())
	m.Update(keyMsg("esc"))
	v := ansi.Strip(m.View())
	if strings.Contains(v, "12.88 e…") || !strings.Contains(v, "best line T1: 12.88") || !strings.Contains(v, "│ expected") {
		t.Errorf("the panel cuts or loses the expectation:\n%s", v)
	}
}

package tui

import (
	"context"
	"slices"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A later deal starts with the set of weapons and equipment chosen on the
// first (CR 4.1.4), unasked and so unrecorded: the best line deals the
// game again from the record and must start with the same set, not stop
// at the set-up's equip question (turn 0, which the search refuses:
// 1st-strike-aurora after n read "No line to search: this turn's first
// question came after its action phase" on turn 1's first question).
func TestGoldfishBestAfterANewDeal(t *testing.T) {
	gf := fishDeck(t, "1st-strike-aurora", 4)
	var turn int
	var arms []string
	gf.Best = func(ctx context.Context, g *rules.Game) (BestLine, error) {
		v := g.Omniscient()
		turn, arms = v.Turn(), nil
		for _, o := range v.Zone(gf.Player.Opponent(), rules.ZoneArena) {
			arms = append(arms, v.Card(o).Key())
		}
		slices.Sort(arms)
		return BestLine{Damage: 1, Steps: []string{"play something"}, Searched: 1}, nil
	}
	g, _ := gf.Deal(gf.Seed)
	m := New(Config{Game: g, Lang: text.EN, Goldfish: gf, Equipment: &fakeEquip{}})
	t.Cleanup(m.Cancel)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	next(t, m, m.Init())
	if p := m.prompt(); p == nil || p.Kind != rules.AskEquip {
		t.Fatalf("first question %v, want the equip question", p)
	}
	press(t, m, "2")
	var chosen []string
	for _, o := range m.Game().Omniscient().Zone(m.gf.human(), rules.ZoneArena) {
		chosen = append(chosen, m.Game().Omniscient().Card(o).Key())
	}
	slices.Sort(chosen)
	for _, k := range []string{"n", "R"} {
		press(t, m, k) // nothing played yet: deals at once
		if p := m.prompt(); p == nil || p.Kind != rules.AskPriority || m.snap.Turn != 1 {
			t.Fatalf("after %s: %v at turn %d, want turn 1's first priority", k, p, m.snap.Turn)
		}
		_, cmd := m.Update(keyMsg("b"))
		if cmd == nil {
			t.Fatalf("after %s: b started no search", k)
		}
		m.Update(cmd())
		if b := m.gf.best; b.err != nil || b.line == nil {
			t.Fatalf("after %s: no line (%v)", k, b.err)
		}
		if turn != 1 || !slices.Equal(arms, chosen) {
			t.Errorf("after %s: searched at turn %d with %v in the arena, want turn 1 with %v", k, turn, arms, chosen)
		}
		m.Update(keyMsg("esc"))
	}
}

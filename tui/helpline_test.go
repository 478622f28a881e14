package tui

import (
	"context"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// On a goldfish board at 80 columns, at a priority question with a card
// played (so u undoes), every key of the board that works now is on the
// help line, in both languages: the best line, the stop on the goldfish's
// turn, a new deal and the same deal, undo, pass and quit — the line takes
// the keys' short words rather than leaving n and R to the ? screen.
func TestGoldfishHelpLineKeepsItsKeysAt80(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		gf := fishConfig(t, 15)
		gf.Best = func(ctx context.Context, g *rules.Game) (BestLine, error) {
			return BestLine{Damage: 1, Steps: []string{"pass"}}, nil
		}
		m := fishBoard(t, gf, lang, 80, 24)
		for i := 0; i < 200 && !(m.prompt() != nil && m.prompt().Kind == rules.AskPriority && m.keys.Undo.Enabled() && m.keys.Best.Enabled()); i++ {
			playOn(t, m)
		}
		k := m.keys
		want := []string{k.Best.Help().Key, k.TheirTurn.Help().Key, k.New.Help().Key, k.Replay.Help().Key, k.Undo.Help().Key, k.Pass.Help().Key, k.Quit.Help().Key}
		for _, b := range []bool{k.Best.Enabled(), k.TheirTurn.Enabled(), k.New.Enabled(), k.Replay.Enabled(), k.Undo.Enabled(), k.Pass.Enabled(), k.Quit.Enabled()} {
			if !b {
				t.Fatalf("%s: not every goldfish key is on at this question (%v)", lang, want)
			}
		}
		line := ansi.Strip(m.helpLine())
		if w := ansi.StringWidth(line); w > 80 {
			t.Errorf("%s: the help line is %d cells wide: %q", lang, w, line)
		}
		for _, key := range want {
			if !strings.HasPrefix(line, key+" ") && !strings.Contains(line, " "+key+" ") {
				t.Errorf("%s: the help line lacks %s: %q", lang, key, line)
			}
		}
		// The rest is a key away.
		if !strings.Contains(line, "? ") {
			t.Errorf("%s: the help line does not say ? shows the other keys: %q", lang, line)
		}
	}
}

// When a goldfish board asks for several cards (defenders, the cards to
// pitch), the help line at 80 columns says enter confirms them, with the
// goldfish's keys, in both languages.
func TestGoldfishHelpLineSaysEnterConfirms(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m := fishBoard(t, fishConfig(t, 15), lang, 80, 24)
		for i := 0; i < 400 && !(m.prompt() != nil && m.keys.Toggle.Enabled()); i++ {
			playOn(t, m)
		}
		if !m.keys.Toggle.Enabled() {
			t.Fatalf("%s: no question with several cards to choose", lang)
		}
		line := ansi.Strip(m.helpLine())
		for _, key := range []string{"enter " + m.say("key.confirm"), "n ", "R ", "q "} {
			if !strings.Contains(line, key) {
				t.Errorf("%s: the help line lacks %q: %q", lang, key, line)
			}
		}
	}
}

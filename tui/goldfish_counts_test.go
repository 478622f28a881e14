package tui

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/tui/text"
)

// At 80×24 the goldfish board beside its panel is 56 cells wide: a hero
// line with its zone counts after it is wider, and it was cut ("deck …
// (tab)") though tab lists cards, not counts. The counts go whole to a
// side's line with room for them (the goldfish's arsenal line) or to a
// line of their own (Olympia's), effects waiting or not (Lead with
// Speed's), in both languages.
func TestGoldfishZoneCountsWholeAt80x24(t *testing.T) {
	for _, c := range []struct {
		lang           text.Lang
		deck, banished string
	}{{text.EN, "deck 36", "ban 0"}, {text.JA, "デッキ 36", "追放 0"}} {
		m := fishBoard(t, fishDeck(t, "hh-olympia", 2), c.lang, 80, 24)
		check := func(when string) {
			t.Helper()
			v := m.View()
			if n := strings.Count(v, c.banished); n != 2 || !strings.Contains(v, c.deck) {
				t.Errorf("%s, %s: %q %d times, %q %v; want both sides' counts whole:\n%s", c.lang, when, c.banished, n, c.deck, strings.Contains(v, c.deck), v)
			}
		}
		check("at the first question")
		pick(t, m, "Lead with Speed")
		if p := m.prompt(); p != nil && len(p.Options) > 0 {
			pick(t, m, "Edge Ahead")
		}
		check("with an effect waiting")
	}
}

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

// Where the table has no line to spare, a hero line is still cut and
// ends with "(tab)": tab's card browser gives each hero's zone counts on
// the hero's row.
func TestCardBrowserHeroRowsGiveTheCounts(t *testing.T) {
	for _, c := range []struct {
		lang     text.Lang
		olympia  string
		goldfish string
	}{
		{text.EN, "Olympia hand 4 deck 36 grave 0 ban 0", "Goldfish hand 0 deck 0 grave 0 ban 0"},
		{text.JA, "Olympia 手札 4 デッキ 36 墓地 0 追放 0", "Goldfish 手札 0 デッキ 0 墓地 0 追放 0"},
	} {
		m := fishBoard(t, fishDeck(t, "hh-olympia", 2), c.lang, 120, 40)
		send(m, "tab")
		seen := map[string]bool{}
		for i := 0; i < 30; i++ {
			for _, want := range []string{c.olympia, c.goldfish} {
				if strings.Contains(m.View(), want) {
					seen[want] = true
				}
			}
			send(m, "down")
		}
		if !seen[c.olympia] || !seen[c.goldfish] {
			t.Errorf("%s: the browser's hero rows: %v, want %q and %q:\n%s", c.lang, seen, c.olympia, c.goldfish, m.View())
		}
	}
}

package cards_test

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
)

// keysOf lists the keys of cards.
func keysOf(cs []*rules.Card) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Key())
	}
	return out
}

// noWords is a text layer that renders nothing: only keys and
// specializations are searched.
func noWords(*rules.Card) []string { return nil }

func TestSearch(t *testing.T) {
	// Every word must match, in any case; the pool's order (cards.Keys)
	// is kept.
	if got := keysOf(cards.Search("PUMMEL", noWords)); !slices.Equal(got, []string{"Pummel (blue)", "Pummel (red)", "Pummel (yellow)"}) {
		t.Errorf("pummel: %q", got)
	}
	if got := keysOf(cards.Search("pummel  Red", noWords)); !slices.Equal(got, []string{"Pummel (red)"}) {
		t.Errorf("pummel red: %q", got)
	}
	// Curly quotes match straight ones.
	if got := keysOf(cards.Search("captain’s call", noWords)); len(got) != 3 || !slices.Contains(got, "Captain's Call (blue)") {
		t.Errorf("captain’s call: %q", got)
	}
	// The specialization is searched (CR 8.3.7: cards only Rhinar may have).
	if got := keysOf(cards.Search("rhinar", noWords)); !slices.Contains(got, "Alpha Rampage (red)") || slices.Contains(got, "Pummel (red)") {
		t.Errorf("rhinar: %q", got)
	}
	if got := cards.Search("no such card anywhere", noWords); len(got) != 0 {
		t.Errorf("nonsense matches %q", keysOf(got))
	}
	if got := cards.Search(" ", noWords); len(got) != len(cards.Keys()) {
		t.Errorf("an empty query matches %d cards of %d", len(got), len(cards.Keys()))
	}
}

// The words the text layer gives are searched, each apart: a query word
// never runs from one into the next.
func TestSearchWords(t *testing.T) {
	words := func(c *rules.Card) []string {
		if c.Key() == "Dodge (blue)" {
			return []string{"Zzqa", "bzzq"}
		}
		return nil
	}
	if got := keysOf(cards.Search("zzqa BZZQ", words)); !slices.Equal(got, []string{"Dodge (blue)"}) {
		t.Errorf("zzqa bzzq: %q", got)
	}
	if got := cards.Search("zzqab", words); len(got) != 0 {
		t.Errorf("a word across two of the card's words matches %q", keysOf(got))
	}
}

func TestFold(t *testing.T) {
	if got := cards.Fold("  Captain’s\n  CALL\t(Red) "); got != "captain's call (red)" {
		t.Errorf("Fold = %q", got)
	}
}

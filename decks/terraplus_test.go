package decks_test

// terra-plus: the 1st Strike Terra deck carrying Tectonic Rift, a variant
// that must stay legal and playable (embedded in decks/lists/).

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// terraPlus is the list wherever it is: embedded once moved, or
// waiting beside this package.
func terraPlus(t *testing.T) *decks.List {
	t.Helper()
	for _, n := range decks.Names() {
		if n == "terra-plus" {
			l, err := decks.Open(n)
			if err != nil {
				t.Fatal(err)
			}
			return l
		}
	}
	l, err := decks.Open(filepath.Join("waiting", "terra-plus.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// The list is a legal Blitz deck of real cards now (the catalog of the
// whole card world knows every card), with two Tectonic Rift, and the same
// 40 cards as the 1st Strike list but for them.
func TestTerraPlusIsALegalVariant(t *testing.T) {
	l := terraPlus(t)
	// Every rule of the format but "the engine implements it": that one
	// is TestTerraPlusLoads'.
	for _, e := range decks.LineErrors(decks.Check(l, decks.Blitz)) {
		if len(l.Missing()) > 0 && strings.Contains(e.Msg, "not implemented") {
			continue
		}
		t.Errorf("terra-plus is not a legal Blitz deck: %v", e)
	}
	if l.DeckSize() != 40 {
		t.Errorf("terra-plus has %d deck cards, want 40", l.DeckSize())
	}
	rift := 0
	for _, e := range l.Cards {
		if e.Key() == "Tectonic Rift (blue)" {
			rift += e.Count
		}
	}
	if rift != 2 {
		t.Errorf("terra-plus carries %d Tectonic Rift (blue), want 2", rift)
	}
	orig, err := os.ReadFile(filepath.Join("..", "..", "shared", "decks", "1st-strike-terra.txt"))
	if err != nil {
		t.Skipf("the 1st Strike list is not beside the repository (%v): the comparison is skipped", err)
	}
	base, err := decks.Read("1st-strike-terra.txt", orig)
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	for _, e := range base.Cards {
		count[e.Key()] += e.Count
	}
	for _, e := range l.Cards {
		count[e.Key()] -= e.Count
	}
	for k, n := range count {
		switch {
		case k == "Tectonic Rift (blue)" && n == -2, k == "Sigil of Shelter (blue)" && n == 2, n == 0:
		default:
			t.Errorf("%s: %+d against the 1st Strike list, want only Sigil of Shelter (blue) swapped for Tectonic Rift (blue)", k, -n)
		}
	}
}

// The list loads and the engine accepts it once every card is
// implemented; until the Terra cards land, the test says what is missing
// and skips.
func TestTerraPlusLoads(t *testing.T) {
	l := terraPlus(t)
	if miss := l.Missing(); len(miss) > 0 {
		var names []string
		for _, e := range miss {
			names = append(names, e.Key())
		}
		t.Skipf("terra-plus waits for the Terra cards: %d not implemented yet: %s", len(miss), strings.Join(names, ", "))
	}
	if err := l.Build(); err != nil {
		t.Fatal(err)
	}
	if _, err := rules.New(rules.Setup{Players: [2]rules.Deck{l.Deck, l.Deck}}); err != nil {
		t.Errorf("the engine refuses terra-plus: %v", err)
	}
}

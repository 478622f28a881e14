package decks_test

import (
	"os"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
)

func welcomeList(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("testdata/ira-welcome.txt")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The Welcome deck is a format of its own: a young hero, exactly 30
// deck-cards, 3 copies of a card. A list that declares no format and has
// a young hero with 30 cards is taken for one.
func TestWelcomeFormat(t *testing.T) {
	src := welcomeList(t)
	l, err := decks.Read("ira-welcome.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if f, ferr := decks.FormatOf(l, decks.FormatAuto); ferr != nil || f != decks.Welcome {
		t.Errorf("the format of the Welcome list is %v (%v), want Welcome", f, ferr)
	}
	expect(t, "the Welcome deck as shipped", problems(t, src, decks.FormatAuto), "")
	expect(t, "declared", problems(t, "Format: Welcome\n"+src, decks.FormatAuto), "")
	expect(t, "--format welcome", problems(t, src, decks.Welcome), "")
	expect(t, "a fourth copy", problems(t, with(t, with(t, src, "3 Head Jab (blue)", "4 Head Jab (blue)"), "3 Brutal Assault (blue)", "2 Brutal Assault (blue)"), decks.Welcome),
		"4 copies of Head Jab (blue): Welcome allows 3")
	expect(t, "29 cards", problems(t, with(t, src, "3 Head Jab (blue)", "2 Head Jab (blue)"), decks.Welcome),
		"the deck has 29 cards: Welcome needs exactly 30")
	// As a Blitz deck, the same list is 10 cards short and has 3 copies.
	if got := problems(t, src, decks.Blitz); len(got) < 2 {
		t.Errorf("as Blitz: %q, want the deck size and the copies refused", got)
	}
	// An adult hero is no Welcome hero.
	adult := problems(t, with(t, src, "1 Ira, Crimson Haze", "1 Rhinar, Reckless Rampage"), decks.Welcome)
	if len(adult) == 0 || !strings.Contains(adult[0], "Rhinar, Reckless Rampage is not a young hero: Welcome is played with a young hero") {
		t.Errorf("an adult hero: %q", adult)
	}
	for _, s := range []string{"welcome", "Welcome Deck", " WELCOME "} {
		if f, ok := decks.ParseFormat(s); !ok || f != decks.Welcome {
			t.Errorf("ParseFormat(%q) = %v, %v", s, f, ok)
		}
	}
	if decks.Welcome.String() != "Welcome" {
		t.Errorf("String() = %q", decks.Welcome.String())
	}
}

// A young hero with 40 cards stays a Blitz deck when no format is declared.
func TestWelcomeNotForBlitz(t *testing.T) {
	l, err := decks.Read("cb-rhinar.txt", []byte(precon(t)))
	if err != nil {
		t.Fatal(err)
	}
	if f, _ := decks.FormatOf(l, decks.FormatAuto); f != decks.Blitz {
		t.Errorf("format %v, want Blitz", f)
	}
}

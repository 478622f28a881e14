package scenario

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// A game from `start: game` refuses exactly the card-pools `decks check`
// refuses, with the same words (rules.CheckPool is the one source of the
// card-pool rules; rules/pool_test.go and decks/check_test.go have the same
// cases by name). Each case is one player's hero, arena-cards and deck,
// written once and read both ways: as a scenario, where the refusal is
// "FILE:LINE: p1.deck: message" on the line of the list, and as a deck
// list, where it is "FILE:LINE: message" on the line of the card.
//
// The scenario format cannot yet expect a refusal (`refused:`), so these
// cases live here rather than in testdata.
func TestPoolRefusedAsDecksCheckRefusesIt(t *testing.T) {
	type entry struct {
		n    int
		name string
	}
	for _, c := range []struct {
		name  string
		hero  string
		arena []entry
		deck  []entry
		// refused is the part whose list is refused ("arena" or "deck"),
		// "" for a pool both accept.
		refused string
	}{
		{"the precon's shape", "Rhinar", []entry{{1, "Bone Basher"}, {1, "Bone Vizier"}, {1, "Ironhide Legs"}},
			[]entry{{2, "Dodge (blue)"}, {1, "Alpha Rampage (red)"}, {1, "Chief Ruk'utan"}}, ""},
		{"a Warrior card for Rhinar", "Rhinar", nil, []entry{{2, "Dodge (blue)"}, {2, "Ironsong Response (red)"}}, "deck"},
		{"a weapon of another class", "Rhinar", []entry{{1, "Dawnblade, Resplendent"}}, nil, "arena"},
		{"a Brute mentor for Dorinthea", "Dorinthea, Quicksilver Prodigy", nil, []entry{{1, "Chief Ruk'utan"}}, "deck"},
		{"another hero's specialization", "Dorinthea, Quicksilver Prodigy", nil, []entry{{2, "Alpha Rampage (red)"}}, "deck"},
		{"Dorinthea's specialization", "Dorinthea, Quicksilver Prodigy", []entry{{1, "Dawnblade, Resplendent"}}, []entry{{2, "Glistening Steelblade (yellow)"}}, ""},
		// Spares: chosen as the game starts (CR 4.1.4), refused by neither.
		{"two two-handers", "Rhinar", []entry{{2, "Bone Basher"}}, nil, ""},
		{"a second head", "Rhinar", []entry{{1, "Bone Vizier"}, {1, "Ironrot Helm"}}, nil, ""},
		{"two helms", "Rhinar", []entry{{2, "Ironrot Helm"}}, nil, ""},
		{"a head and legs", "Rhinar", []entry{{1, "Ironrot Helm"}, {1, "Ironrot Legs"}}, nil, ""},
		// A token is no longer a case: a deck list's token line is a note
		// of what the deck makes (TestTokenInAScenarioDeck).
	} {
		t.Run(c.name, func(t *testing.T) {
			list := func(es []entry, scn bool) string {
				var parts []string
				for _, e := range es {
					if scn {
						parts = append(parts, fmt.Sprintf("%dx %s", e.n, e.name))
					} else {
						parts = append(parts, fmt.Sprintf("%d %s", e.n, e.name))
					}
				}
				if len(parts) == 0 && scn {
					return "nothing"
				}
				if scn {
					return strings.Join(parts, ", ")
				}
				return strings.Join(parts, "\n")
			}

			// The deck list: the hero on line 1, then the arena-cards,
			// then the deck. Its pool problems are the ones citing the
			// CR; the format's (Blitz's sizes) are set aside.
			src := "1 " + c.hero + "\n"
			if len(c.arena) > 0 {
				src += list(c.arena, false) + "\n"
			}
			if len(c.deck) > 0 {
				src += list(c.deck, false) + "\n"
			}
			l, err := decks.Read("d.txt", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if l.Hero == nil || l.Hero.Key() != c.hero {
				t.Fatalf("the deck list's hero: %v, want %s", l.Hero, c.hero)
			}
			var fromDecks []string
			for _, le := range decks.LineErrors(decks.Check(l, decks.Blitz)) {
				if strings.Contains(le.Msg, "(CR ") {
					fromDecks = append(fromDecks, le.Msg)
				}
			}

			// The scenario: the refused list's key is on line 5 (arena) or
			// 6 (deck).
			scn := "scenario: pool\nrules: 1.1.3\nstart: game\n" +
				"p1.hero: " + c.hero + "\np1.arena: " + list(c.arena, true) + "\np1.deck: " + list(c.deck, true) + "\n" +
				"p2.hero: Dorinthea\np2.arena: Dawnblade, Resplendent\np2.deck: Dodge (blue)\nexpect:\np1.life: 20\n"
			f, perr := Parse("p.scn", []byte(scn))

			if c.refused == "" {
				if perr != nil || len(fromDecks) > 0 {
					t.Fatalf("a legal pool: scenario %v; decks check %q", perr, fromDecks)
				}
				if _, err := f.Game(); err != nil {
					t.Errorf("the game does not start: %v", err)
				}
				return
			}
			var el ErrorList
			if !errors.As(perr, &el) || len(el) != 1 {
				t.Fatalf("scenario: %v, want one refusal", perr)
			}
			line, key := 5, "p1.arena"
			if c.refused == "deck" {
				line, key = 6, "p1.deck"
			}
			msg, ok := strings.CutPrefix(el[0].Msg, key+": ")
			if el[0].Line != line || !ok {
				t.Fatalf("scenario: %v, want it on line %d, about %s", el[0], line, key)
			}
			// The scenario says the first problem decks check finds;
			// decks check says every one.
			if len(fromDecks) == 0 || fromDecks[0] != msg {
				t.Errorf("scenario says %q\ndecks check says %q", msg, fromDecks)
			}
			// The message is CheckPool's, which rules.New gives for the
			// deck list's engine deck too, as `rathe play` would meet it.
			if err := l.Build(); err != nil {
				t.Fatal(err)
			}
			var p rules.PoolProblem
			_, err = rules.New(rules.Setup{Players: [2]rules.Deck{l.Deck, {Hero: l.Deck.Hero}}})
			if !errors.As(err, &p) || p.Error() != msg || err.Error() != "player 1: "+msg {
				t.Errorf("rules.New: %v, want player 1: %s", err, msg)
			}
		})
	}
}

// A token in a scenario's deck is a card in the deck zone, which no
// card-pool holds (CR 1.3.2b): refused. In a deck list the same line is a
// deck builder's note of the tokens the deck makes, kept apart from the
// card-pool, so decks check says nothing of it.
func TestTokenInAScenarioDeck(t *testing.T) {
	scn := "scenario: pool\nrules: 1.1.3\nstart: game\n" +
		"p1.hero: Rhinar\np1.arena: nothing\np1.deck: Dodge (blue), Quicken\n" +
		"p2.hero: Dorinthea\np2.arena: Dawnblade, Resplendent\np2.deck: Dodge (blue)\nexpect:\np1.life: 20\n"
	_, perr := Parse("p.scn", []byte(scn))
	var el ErrorList
	if !errors.As(perr, &el) || len(el) != 1 || el[0].Line != 6 || !strings.Contains(el[0].Msg, "Quicken is a token") {
		t.Errorf("scenario: %v, want Quicken refused on line 6", perr)
	}
	l, err := decks.Read("d.txt", []byte("1 Rhinar\n1 Dodge (blue)\n1 Quicken\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Tokens) != 1 || l.DeckSize() != 1 {
		t.Errorf("deck list: %d token notes, %d deck cards; want 1 and 1", len(l.Tokens), l.DeckSize())
	}
}

package decks_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
)

// A list with a spare helmet loads and passes decks check; Equip picks the
// arena-cards to start with and refuses a set that does not fit, in the
// words of the card-pool rules (CR 4.1.4a).
func TestEquipChoosesTheArenaCards(t *testing.T) {
	src := with(t, precon(t), "1 Bone Vizier", "1 Bone Vizier\n1 Ironrot Helm")
	expect(t, "a spare helmet", problems(t, src, decks.Blitz), "")
	load := func() *decks.List {
		l, err := decks.Parse("d.txt", strings.NewReader(src))
		if err != nil {
			t.Fatal(err)
		}
		if !l.Deck.Spare() {
			t.Fatal("the engine deck has no spare")
		}
		return l
	}
	l := load()
	if err := l.Equip([]string{"bone basher", "Ironrot Helm", "Ironhide Gauntlet", "Ironhide Legs", "Blossom of Spring"}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range l.Deck.Arena {
		got = append(got, c.Name)
	}
	if strings.Join(got, ", ") != "Bone Basher, Ironrot Helm, Blossom of Spring, Ironhide Gauntlet, Ironhide Legs" || l.Deck.Spare() {
		t.Errorf("arena %q", got)
	}
	for _, tc := range []struct {
		names []string
		want  string
	}{
		{[]string{"Bone Vizier", "Ironrot Helm"}, "Ironrot Helm: a second head equipment, after Bone Vizier: a hero starts the game with one equipment a slot (CR 4.1.4a)"},
		{[]string{"Ironrot Helm", "Ironrot Helm"}, "Ironrot Helm: the list has 1, all chosen already"},
		{[]string{"Dawnblade, Resplendent"}, `"Dawnblade, Resplendent" is not one of the list's weapons and equipment (Bone Basher, Bone Vizier, Ironrot Helm,`},
	} {
		err := load().Equip(tc.names)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.names, err, tc.want)
		}
	}
}

// Naming the spares brings the cards the names leave no choice about:
// Aurora's list has one chest piece, one arms piece and one weapon, which
// every set holds (the board's question says so), and two of head and
// legs. A slot with a choice the names did not make stays empty (CR
// 4.1.4a: up to one a slot).
func TestEquipAddsTheCardsWithoutChoice(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  string
	}{
		{[]string{"Spell Fray Tiara", "Spell Fray Leggings"}, "Aether Crackers, Blossom of Spring, Spell Fray Leggings, Spell Fray Tiara, Star Fall"},
		{[]string{"Ironrot Helm"}, "Aether Crackers, Blossom of Spring, Ironrot Helm, Star Fall"},
		{[]string{"Star Fall", "Aether Crackers", "Blossom of Spring", "Ironrot Legs", "Spell Fray Tiara"}, "Aether Crackers, Blossom of Spring, Ironrot Legs, Spell Fray Tiara, Star Fall"},
	} {
		l, err := decks.Load("1st-strike-aurora")
		if err != nil {
			t.Fatal(err)
		}
		if err := l.Equip(tc.names); err != nil {
			t.Fatalf("%q: %v", tc.names, err)
		}
		var got []string
		for _, c := range l.Deck.Arena {
			got = append(got, c.Name)
		}
		if strings.Join(got, ", ") != tc.want {
			t.Errorf("%q: arena %q, want %s", tc.names, got, tc.want)
		}
	}
}

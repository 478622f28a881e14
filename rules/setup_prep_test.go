package rules_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// loadDeck loads an embedded deck (prepared, as decks.Build leaves it).
func loadDeck(t testing.TB, name string) rules.Deck {
	t.Helper()
	l, err := decks.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return l.Deck
}

// unprepared is the same deck without its preparation (Deck.Prepare): New
// works it out for the one game.
func unprepared(d rules.Deck) rules.Deck {
	return rules.Deck{Hero: d.Hero, Arena: d.Arena, Cards: d.Cards}
}

// playOut plays a game between random players to its end (or the turn
// limit) and says how it went: decisions, winner, turn and the hash of the
// last state.
func playOut(t testing.TB, setup rules.Setup) string {
	return playOutFrom(t, rules.New, setup)
}

// playOutFrom is playOut of the game deal makes (rules.New, Table.New).
func playOutFrom(t testing.TB, deal func(rules.Setup) (*rules.Game, error), setup rules.Setup) string {
	g, err := deal(setup)
	if err != nil {
		t.Error(err)
		return ""
	}
	return finish(t, g, setup.Seed)
}

// finish plays g out between random players seeded from seed, and says how
// it went (playOut).
func finish(t testing.TB, g *rules.Game, seed uint64) string {
	g.SetDecider(0, rules.NewRandom(seed*2+1))
	g.SetDecider(1, rules.NewRandom(seed*2+2))
	return finishFrom(t, g)
}

// finishFrom plays g out with the deciders it has.
func finishFrom(t testing.TB, g *rules.Game) string {
	g.MaxTurns = benchMaxTurns
	if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
		t.Error(err)
	}
	return fmt.Sprintf("%d decisions, winner %d, turn %d, hash %016x", g.Decisions, g.State().Winner, g.State().Turn, g.State().Hash())
}

// checkCardIndices holds what New promises of State.Cards: index 0 is no
// card; the cards are told apart (no definition twice); and they are
// indexed in the order the objects meet them, object by object, the
// tokens the cards may create after them. The indices are in the state's
// hash, so this order is what keeps games the same.
func checkCardIndices(t *testing.T, g *rules.Game) {
	t.Helper()
	s := g.State()
	if s.Cards[0].Name != "(none)" {
		t.Errorf("State.Cards[0] is %q, want (none)", s.Cards[0].Name)
	}
	for i, c := range s.Cards {
		if j := slices.Index(s.Cards, c); j != i {
			t.Errorf("card %q at index %d and %d", c.Name, j, i)
		}
	}
	next := int16(1)
	for id := range s.Objs {
		switch k := s.Objs[id].Card; {
		case k > next:
			t.Fatalf("object %d has card index %d before index %d was given to any object", id, k, next)
		case k == next:
			next++
		}
	}
	for _, c := range s.Cards[next:] {
		if !slices.ContainsFunc(s.Cards[:next], func(d *rules.Card) bool { return slices.Contains(d.Tokens, c) }) &&
			!slices.ContainsFunc(s.Cards[next:], func(d *rules.Card) bool { return slices.Contains(d.Tokens, c) }) {
			t.Errorf("card %q is indexed after the objects' cards but no card creates it", c.Name)
		}
	}
}

// A prepared deck (what decks.Load gives) plays exactly the games its
// unprepared copy plays, in every kind of pairing: two decks, the same
// deck twice (cards shared by both players), decks whose cards create
// tokens, a deck with a spare helmet whose player chooses the arena-cards
// (CR 4.1.4).
func TestAPreparedDeckPlaysTheSameGames(t *testing.T) {
	spare := loadDeck(t, "cb-rhinar")
	spare.Arena = append(slices.Clone(spare.Arena), loadDeck(t, "cb-rhinar").Arena[1]) // a second head
	spare.Prepare()
	if !spare.Spare() {
		t.Fatal("the deck with a second helmet has no spare")
	}
	for _, pair := range []struct {
		name string
		a, b rules.Deck
	}{
		{"cb-rhinar v cb-dorinthea", loadDeck(t, "cb-rhinar"), loadDeck(t, "cb-dorinthea")},
		{"cb-rhinar v cb-rhinar", loadDeck(t, "cb-rhinar"), loadDeck(t, "cb-rhinar")},
		{"1st-strike-terra v 1st-strike-aurora", loadDeck(t, "1st-strike-terra"), loadDeck(t, "1st-strike-aurora")},
		{"a spare helmet v cb-dorinthea", spare, loadDeck(t, "cb-dorinthea")},
	} {
		t.Run(pair.name, func(t *testing.T) {
			for seed := uint64(1); seed <= 20; seed++ {
				prep := rules.Setup{Seed: seed, Players: [2]rules.Deck{pair.a, pair.b}}
				plain := rules.Setup{Seed: seed, Players: [2]rules.Deck{unprepared(pair.a), unprepared(pair.b)}}
				g1, err1 := rules.New(prep)
				g2, err2 := rules.New(plain)
				if err1 != nil || err2 != nil {
					t.Fatal(err1, err2)
				}
				checkCardIndices(t, g1)
				if !slices.Equal(g1.State().Cards, g2.State().Cards) || g1.State().Hash() != g2.State().Hash() {
					t.Fatalf("seed %d: the games differ at the start", seed)
				}
				if a, b := playOut(t, prep), playOut(t, plain); a != b {
					t.Errorf("seed %d: prepared %s; unprepared %s", seed, a, b)
				}
			}
		})
	}
}

// A deck changed after Prepare, in place or by a new list, is played as it
// is: its preparation, made from what it was, is not used.
func TestAChangedDeckIsPlayedAsItIs(t *testing.T) {
	dorinthea := loadDeck(t, "cb-dorinthea")
	other := dorinthea.Cards[0]
	for _, tc := range []struct {
		name   string
		change func(d *rules.Deck)
	}{
		{"a card replaced in place", func(d *rules.Deck) { d.Cards[7] = other }},
		{"a card added", func(d *rules.Deck) { d.Cards = append(slices.Clone(d.Cards), other) }},
		{"a card taken out", func(d *rules.Deck) { d.Cards = d.Cards[1:] }},
		{"another hero", func(d *rules.Deck) { d.Hero = dorinthea.Hero }},
		{"an arena-card replaced", func(d *rules.Deck) { d.Arena = slices.Clone(d.Arena); d.Arena[0] = dorinthea.Arena[0] }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := loadDeck(t, "cb-rhinar") // a deck of its own: changed in place
			tc.change(&d)                 // d keeps its preparation
			g, err := rules.New(rules.Setup{Seed: 3, Players: [2]rules.Deck{d, dorinthea}, PoolChecked: true})
			if err != nil {
				t.Fatal(err)
			}
			checkCardIndices(t, g)
			names := func(cs []*rules.Card) []string {
				var out []string
				for _, c := range cs {
					out = append(out, c.Name+" "+c.Color.String())
				}
				slices.Sort(out)
				return out
			}
			var deck, arena []*rules.Card
			for _, obj := range g.State().Zone(0, rules.ZoneDeck) {
				deck = append(deck, g.State().CardOf(obj))
			}
			for _, obj := range g.State().Zone(0, rules.ZoneArena) {
				arena = append(arena, g.State().CardOf(obj))
			}
			if want := names(d.Cards); !slices.Equal(names(deck), want) {
				t.Errorf("deck:\n%q\nwant\n%q", names(deck), want)
			}
			if want := names(append([]*rules.Card{d.Hero}, d.Arena...)); !slices.Equal(names(arena), want) {
				t.Errorf("arena %q, want %q", names(arena), want)
			}
			// The same game as the changed deck prepared anew.
			fresh := d
			fresh.Prepare()
			a := playOut(t, rules.Setup{Seed: 3, Players: [2]rules.Deck{d, dorinthea}, PoolChecked: true})
			b := playOut(t, rules.Setup{Seed: 3, Players: [2]rules.Deck{fresh, dorinthea}, PoolChecked: true})
			if a != b {
				t.Errorf("stale preparation: %s; prepared anew: %s", a, b)
			}
		})
	}
}

// A prepared deck is checked against the card-pool rules once for all its
// games (Deck.Prepare), with the words of an unprepared one: a deck that
// breaks a rule is refused by every game, a deck changed after Prepare is
// checked as it is.
func TestAPreparedDeckIsCheckedAsItIs(t *testing.T) {
	rhinar, dorinthea := loadDeck(t, "cb-rhinar"), loadDeck(t, "cb-dorinthea")
	bad := rhinar
	bad.Cards = append(slices.Clone(bad.Cards), dorinthea.Hero) // CR 1.3.2a: a hero in the deck
	bad.Prepare()
	_, want := rules.New(rules.Setup{Players: [2]rules.Deck{dorinthea, unprepared(bad)}})
	if want == nil || !strings.Contains(want.Error(), "player 2") {
		t.Fatalf("an unprepared deck with a hero in it: %v", want)
	}
	for seed := range uint64(3) {
		if _, err := rules.New(rules.Setup{Seed: seed, Players: [2]rules.Deck{dorinthea, bad}}); err == nil || err.Error() != want.Error() {
			t.Errorf("game %d: %v, want %v", seed, err, want)
		}
	}
	// Prepared while legal, then changed in place: checked as it is now.
	changed := loadDeck(t, "cb-rhinar")
	if _, err := rules.New(rules.Setup{Players: [2]rules.Deck{changed, dorinthea}}); err != nil {
		t.Fatal(err)
	}
	changed.Cards[0] = dorinthea.Hero
	if _, err := rules.New(rules.Setup{Players: [2]rules.Deck{changed, dorinthea}}); err == nil || !strings.Contains(err.Error(), "player 1") {
		t.Errorf("a deck given a hero after its first game: %v", err)
	}
	// PoolChecked still skips the check.
	if _, err := rules.New(rules.Setup{Players: [2]rules.Deck{dorinthea, bad}, PoolChecked: true}); err != nil {
		t.Errorf("PoolChecked: %v", err)
	}
}

// Games made from one Setup share its decks' preparation: two played at
// once (rathe sim --workers; one from New, one on a Table) end as they do
// one after the other, the decks checked by whichever game comes first. Run with -race, this is what finds
// a game writing into what it shares.
func TestGamesFromOneSetupPlayAtOnce(t *testing.T) {
	decks := func() [2]rules.Deck {
		return [2]rules.Deck{loadDeck(t, "1st-strike-terra"), loadDeck(t, "cb-rhinar")}
	}
	const games = 6
	var alone, together [games]string
	for i := range games {
		alone[i] = playOut(t, rules.Setup{Seed: uint64(i + 1), Players: decks()})
	}
	setup := rules.Setup{Players: decks()} // prepared, not yet checked
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			deal := rules.New
			if w == 1 { // the other deals on a table of its own
				deal = new(rules.Table).New
			}
			for i := w; i < games; i += 2 {
				s := setup
				s.Seed = uint64(i + 1)
				together[i] = playOutFrom(t, deal, s)
			}
		}()
	}
	wg.Wait()
	if alone != together {
		t.Errorf("one after the other:\n%q\nat once:\n%q", alone, together)
	}
}

// A Table deals the games New deals, game after game in the same memory:
// decks larger than the last and smaller, tokens, a spare helmet, the same
// deck twice. A setup it refuses leaves the game before as it was; a clone
// of a game has memory of its own and outlives the next deal.
func TestATableDealsTheGamesNewDeals(t *testing.T) {
	rhinar, dorinthea := loadDeck(t, "cb-rhinar"), loadDeck(t, "cb-dorinthea")
	big := rhinar
	big.Cards = append(slices.Clone(rhinar.Cards), rhinar.Cards...) // 80 cards
	big.Prepare()
	spare := rhinar
	spare.Arena = append(slices.Clone(rhinar.Arena), rhinar.Arena[1]) // a second head
	spare.Prepare()
	terra, aurora := loadDeck(t, "1st-strike-terra"), loadDeck(t, "1st-strike-aurora")
	var table rules.Table
	seed := uint64(0)
	for _, pair := range [][2]rules.Deck{
		{rhinar, dorinthea}, {big, dorinthea}, {rhinar, dorinthea}, {terra, aurora},
		{spare, dorinthea}, {dorinthea, dorinthea}, {dorinthea, big}, {aurora, rhinar},
	} {
		for range 3 {
			seed++
			setup := rules.Setup{Seed: seed, Players: pair, PoolChecked: true}
			if a, b := playOutFrom(t, table.New, setup), playOut(t, setup); a != b {
				t.Errorf("seed %d, %s v %s: on the table %s; from New %s", seed, pair[0].Hero.Name, pair[1].Hero.Name, a, b)
			}
		}
	}

	// A game in progress, its clone, then a setup refused and another game.
	setup := rules.Setup{Seed: 99, Players: [2]rules.Deck{rhinar, dorinthea}}
	want := playOut(t, setup)
	g, err := table.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	fresh, _ := rules.New(setup)
	for _, h := range []*rules.Game{g, fresh} {
		h.SetDecider(0, rules.NewRandom(99*2+1))
		h.SetDecider(1, rules.NewRandom(99*2+2))
		for h.Decisions < 40 {
			if err := h.Step(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
	}
	clone, freshClone := g.Clone(), fresh.Clone()
	bad := rhinar
	bad.Cards = append(slices.Clone(bad.Cards), dorinthea.Hero) // CR 1.3.2a: refused
	if _, err := table.New(rules.Setup{Seed: 5, Players: [2]rules.Deck{bad, dorinthea}}); err == nil {
		t.Fatal("a hero in the deck was not refused")
	}
	if got := finishFrom(t, g); got != want {
		t.Errorf("the game before a refused setup: %s, want %s", got, want)
	}
	if a, b := playOutFrom(t, table.New, rules.Setup{Seed: 100, Players: [2]rules.Deck{terra, aurora}}),
		playOut(t, rules.Setup{Seed: 100, Players: [2]rules.Deck{terra, aurora}}); a != b {
		t.Errorf("after the clone: on the table %s; from New %s", a, b)
	}
	if a, b := finish(t, clone, 7), finish(t, freshClone, 7); a != b {
		t.Errorf("a clone of a game of the table, after the next deal: %s; of a game from New: %s", a, b)
	}
}

package rules_test

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// The counts the priority prompt reads of each player's hand, arsenal and
// arena, by timing class (what lets it pass over them without a walk),
// follow the zone lists through whole random games of every embedded hero:
// objects made at the start and later (tokens), every move, the equipment
// chosen at the start (ira-welcome), and clones. A list changed behind the
// engine's back is caught.
func TestHeldFollowsTheZones(t *testing.T) {
	pairs := [][2]string{
		{"cb-rhinar", "cb-dorinthea"},
		{"1st-strike-aurora", "1st-strike-terra"},
		{"1st-strike-terra", "cb-rhinar"},
		{"ira-welcome", "ira-welcome"},
	}
	games := 6
	if testing.Short() {
		games = 2
	}
	steps := 0
	for _, pair := range pairs {
		ds := [2]rules.Deck{loadDeck(t, pair[0]), loadDeck(t, pair[1])}
		for seed := uint64(1); seed <= uint64(games); seed++ {
			g, err := rules.New(rules.Setup{Seed: seed, Players: ds})
			if err != nil {
				t.Fatal(err)
			}
			g.SetDecider(0, rules.NewRandom(seed*2+1))
			g.SetDecider(1, rules.NewRandom(seed*2+2))
			if !g.State().HeldAgrees() {
				t.Fatalf("%s v %s, seed %d: the counts disagree before the first step", pair[0], pair[1], seed)
			}
			for !g.Over() && g.State().Turn <= 300 {
				if err := g.Step(context.Background()); err != nil {
					t.Fatalf("%s v %s, seed %d: %v", pair[0], pair[1], seed, err)
				}
				steps++
				if !g.State().HeldAgrees() {
					t.Fatalf("%s v %s, seed %d, turn %d, step %s: the counts of hand, arsenal and arena disagree with the zone lists",
						pair[0], pair[1], seed, g.State().Turn, g.State().Step)
				}
				if steps%50 == 0 && !g.State().Clone().HeldAgrees() {
					t.Fatalf("%s v %s, seed %d, turn %d: a clone's counts disagree", pair[0], pair[1], seed, g.State().Turn)
				}
			}
		}
	}
	if steps < 1000 {
		t.Fatalf("%d steps: too few to say anything", steps)
	}

	// A card put into a hand without the engine is caught.
	g, err := rules.New(rules.Setup{Seed: 1, Players: [2]rules.Deck{loadDeck(t, "cb-rhinar"), loadDeck(t, "cb-dorinthea")}})
	if err != nil {
		t.Fatal(err)
	}
	s := g.State().Clone()
	deck := s.Zone(0, rules.ZoneDeck)
	s.SetZone(0, rules.ZoneHand, append(s.Zone(0, rules.ZoneHand), deck[0]))
	if s.HeldAgrees() {
		t.Error("a card listed in a hand behind the engine's back: HeldAgrees still says the counts agree")
	}
}

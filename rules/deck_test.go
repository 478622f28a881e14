package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// resolveOne plays card and lets it resolve.
func resolveOne(card string) []ruletest.Step {
	return []ruletest.Step{ruletest.Play(p1, card), ruletest.Pass(p1), ruletest.Pass(p2)}
}

// CR 8.5.6: drawing takes the top card of the deck into the hand, as many
// times as the deck allows (CR 8.5.6b: an empty deck draws nothing).
func TestCR_8_5_6_Draw(t *testing.T) {
	study := ruletest.Instant("Study", 0, rules.Draw{N: 2})
	for _, tc := range []struct {
		rule string
		deck []string
		hand []string
		left []string
	}{
		{"8.5.6", []string{"Gem", "Pebble", "Gem"}, []string{"Gem", "Pebble"}, []string{"Gem"}},
		{"8.5.6b", []string{"Pebble"}, []string{"Pebble"}, nil},
	} {
		x := ruletest.Position(study).Hand("Study").Deck(tc.deck...).Start(t)
		x.Run(resolveOne("Study")...)
		x.WantZone(p1, rules.ZoneHand, tc.hand...)
		x.WantOrder(p1, rules.ZoneDeck, tc.left...)
		x.WantCount(rules.EvDraw, len(tc.hand), "CR "+tc.rule)
	}
}

// CR 8.5.17: reveal the top card; it stays on top if it has 6 or more
// power, otherwise it goes to the bottom. An empty deck reveals nothing.
func TestCR_8_5_17_RevealTheTopCard(t *testing.T) {
	big := ruletest.Attack("Big", 0, 6, 2)
	peek := ruletest.Instant("Peek", 0, rules.RevealTopKeepIfPower{MinPower: 6})
	for _, tc := range []struct {
		rule    string
		deck    []string
		after   []string
		reveals int
	}{
		{"8.5.17", []string{"Big", "Gem"}, []string{"Big", "Gem"}, 1},
		{"8.5.17", []string{"Gem", "Big"}, []string{"Big", "Gem"}, 1},
		{"8.5.17", nil, nil, 0},
	} {
		x := ruletest.Position(big, peek).Hand("Peek").Deck(tc.deck...).Start(t)
		x.Run(resolveOne("Peek")...)
		x.WantOrder(p1, rules.ZoneDeck, tc.after...)
		x.WantCount(rules.EvReveal, tc.reveals, "CR "+tc.rule)
	}
}

// CR 8.5.24, 8.5.24a: turning a face-down card face up makes it public;
// a card face up already is not turned again.
func TestCR_8_5_24_TurnFaceUp(t *testing.T) {
	for _, up := range []bool{false, true} {
		lamp := ruletest.Resource("Lamp", 1)
		lamp.Triggers = []rules.Trigger{{When: rules.WhenYourTurnStarts, Where: rules.ZoneArsenal, Effects: []rules.Effect{rules.TurnFaceUp{}}}}
		b := ruletest.Position(lamp).Phase(rules.PhaseStart)
		if up {
			b.ArsenalUp("Lamp")
		} else {
			b.Arsenal("Lamp")
		}
		x := b.Start(t)
		obj := x.Find(p1, rules.ZoneArsenal, "Lamp")
		if x.G.ViewFor(p2).Visible(obj) != up {
			t.Fatalf("face up %v: p2 sees it %v", up, !up)
		}
		x.Run()
		if !x.G.State().Obj(obj).FaceUp || !x.G.ViewFor(p2).Visible(obj) {
			t.Errorf("the lamp is not face up and public")
		}
		x.WantCount(rules.EvTurnFaceUp, map[bool]int{false: 1, true: 0}[up], "CR 8.5.24a: only a face-down card turns")
	}
}

// CR 8.5.19: a search of the deck for a named card: found, the player may
// fail to find it on purpose (8.5.19a), an empty deck has no search
// question (8.5.19d); each time the deck is shuffled after (8.5.20).
func TestCR_8_5_19_SearchTheDeck(t *testing.T) {
	prize := ruletest.Attack("Prize", 0, 5, 2)
	for _, tc := range []struct {
		rule  string
		name  string
		deck  []string
		steps []ruletest.Step
		hand  []string
	}{
		{"8.5.19", "found", []string{"Gem", "Prize"}, []ruletest.Step{ruletest.Choose(p1, "Prize")}, []string{"Prize"}},
		{"8.5.19a", "not found on purpose", []string{"Gem", "Prize"}, []ruletest.Step{ruletest.Choose(p1)}, nil},
		{"8.5.19", "not there: no question", []string{"Gem"}, nil, nil},
		{"8.5.19d", "an empty deck", nil, nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			seek := ruletest.Instant("Seek", 0, rules.SearchDeck{Name: "Prize", To: rules.ZoneHand}, rules.ShuffleDeck{})
			x := ruletest.Position(seek, prize).Hand("Seek").Deck(tc.deck...).Start(t)
			x.Run(append(resolveOne("Seek"), tc.steps...)...)
			x.WantZone(p1, rules.ZoneHand, tc.hand...)
			x.WantCount(rules.EvShuffle, 1, "CR 8.5.20")
			if n := x.Count(rules.EvSearch); n != 1 && len(tc.deck) > 0 || n != 0 && len(tc.deck) == 0 {
				t.Errorf("CR %s: %d search events", tc.rule, n)
			}
		})
	}
}

// CR 8.5.19: while searching, the player looks at their own deck, and
// only then; the opponent never does.
func TestCR_8_5_19_TheSearcherLooksAtTheirDeck(t *testing.T) {
	prize := ruletest.Attack("Prize", 0, 5, 2)
	seek := ruletest.Instant("Seek", 0, rules.SearchDeck{Name: "Prize", To: rules.ZoneHand})
	x := ruletest.Position(seek, prize).Hand("Seek").Deck("Gem", "Prize").Start(t)
	gem := x.Find(p1, rules.ZoneDeck, "Gem")
	saw := false
	look := ruletest.Answer(rules.AskCards, p1, "look", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		saw = v.Visible(gem) && !x.G.ViewFor(p2).Visible(gem)
		return ruletest.PickCards(v, pr, []string{"Prize"})
	})
	if x.G.ViewFor(p1).Visible(gem) {
		t.Fatal("p1 sees their deck before the search")
	}
	x.Run(append(resolveOne("Seek"), look)...)
	if !saw {
		t.Error("while searching p1 does not see their deck, or p2 sees it")
	}
	if x.G.ViewFor(p1).Visible(gem) {
		t.Error("p1 still sees their deck after the search")
	}
}

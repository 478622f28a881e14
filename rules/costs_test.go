package rules_test

import (
	"fmt"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 5.1.6a: the cost is calculated from effects that set it, then those
// that increase it, then those that decrease it, whatever their order.
func TestCR_5_1_6a_CostCalculationOrder(t *testing.T) {
	aa := rules.AttackFilter{ActionCard: true}
	tax := ruletest.Instant("Tax", 0, rules.NextCardCosts{Filter: aa, Delta: 1})
	discount := ruletest.Instant("Discount", 0, rules.NextCardCosts{Filter: aa, Delta: -2})
	fixed := ruletest.Instant("Fixed", 0, rules.NextCardCosts{Filter: aa, HasSet: true, Set: 1})
	big := ruletest.Attack("Big", 4, 6, 2)
	x := ruletest.Position(tax, discount, fixed, big).Hand("Tax", "Discount", "Fixed", "Big", "Gem").Start(t)
	resolve := func(card string) []ruletest.Step {
		return []ruletest.Step{ruletest.Play(p1, card), ruletest.Pass(p1), ruletest.Pass(p2)}
	}
	x.Run(resolve("Tax")...)
	x.Run(resolve("Discount")...)
	x.Run(resolve("Fixed")...)
	x.Run(ruletest.Play(p1, "Big"))
	// Set to 1 first, then +1, then -2: 0. Any other order costs 1 or 2
	// and would pitch the Gem.
	x.WantZone(p1, rules.ZoneHand, "Gem")
	x.WantResources(p1, 0, "nothing paid")
}

// CR 5.1.6a: a decrease never takes a cost below zero.
func TestCR_5_1_6a_CostIsNeverBelowZero(t *testing.T) {
	discount := ruletest.Instant("Discount", 0, rules.NextCardCosts{Filter: rules.AttackFilter{ActionCard: true}, Delta: -3})
	jab := ruletest.Attack("Jab", 1, 3, 2)
	x := ruletest.Position(discount, jab).Hand("Discount", "Jab").Resources(1).Start(t)
	x.Run(ruletest.Play(p1, "Discount"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Play(p1, "Jab"))
	x.WantStack("Jab")
	x.WantResources(p1, 1, "a cost of 0, not -2: the point stays")
}

// CR 1.14.3b: cards are pitched only while resources are still owed;
// what a pitch gives beyond the cost stays as resource points.
func TestCR_1_14_3b_PitchOnlyWhileOwed(t *testing.T) {
	jab := ruletest.Attack("Jab", 1, 3, 2)
	x := ruletest.Position(jab).Hand("Jab", "Gem", "Gem").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.Pitch(p1, "Gem"))
	x.WantZone(p1, rules.ZoneHand, "Gem")
	x.WantResources(p1, 2, "3 pitched, 1 paid")
}

// CR 5.1.7-5.1.8 (effect costs are paid after resources): a card is
// offered for pitching only if the rest of the costs can still be paid
// after it. Pitching Pebble first would force Mid too and leave nothing to
// discard, so Pebble is held back (and the log says why) and Mid pays
// alone.
func TestCR_5_1_8_PitchOffersOnlyCardsThatLeaveTheCostsPayable(t *testing.T) {
	romp := ruletest.Attack("Romp", 2, 6, 3)
	romp.AddCosts = []rules.CostEffect{rules.DiscardRandomCost{}}
	mid := ruletest.Resource("Mid", 2)
	x := ruletest.Position(romp, mid).Hand("Romp", "Pebble", "Mid").Start(t)
	x.Run(ruletest.Play(p1, "Romp"))
	x.WantZone(p1, rules.ZonePitch, "Mid")
	x.WantZone(p1, rules.ZoneGraveyard, "Pebble")
	x.WantCount(rules.EvRewind, 0, "the play completes")
	var auto []string
	for _, e := range x.EventsOf(rules.EvAuto) {
		auto = append(auto, e.Why.String()+" "+x.G.State().CardOf(e.Obj).Name)
	}
	if want := []string{"held Pebble", "only-pitch Mid"}; fmt.Sprint(auto) != fmt.Sprint(want) {
		t.Errorf("auto lines %v, want %v", auto, want)
	}
}

// CR 5.1.8: a play whose discard could not survive the pitch it needs is
// not offered, and the reason names the card the pitch would take.
func TestCR_5_1_8_APlayWhoseDiscardCannotSurviveThePitchIsNotOffered(t *testing.T) {
	romp := ruletest.Attack("Romp", 2, 6, 3)
	romp.AddCosts = []rules.CostEffect{rules.DiscardRandomCost{}}
	x := ruletest.Position(romp).Hand("Romp", "Gem").Start(t)
	x.Run()
	x.WantBlocked(rules.ActPlay, "Romp", rules.ReasonNeededForCost)
	for _, b := range x.Prompt().Blocked {
		if b.Reason == rules.ReasonNeededForCost && (b.Needed < 0 || x.G.State().CardOf(b.Needed).Name != "Gem") {
			t.Errorf("blocked %+v: want the Gem named as needed (it must be pitched, leaving nothing to discard)", b)
		}
	}
}

// The effect costs a card may ask for (CR 5.1.8, 1.14.4), each paid after
// the resources, with the player's choice asked for when there is one.
func TestEffectCosts(t *testing.T) {
	big := ruletest.Attack("Big", 3, 6, 2)
	zip := ruletest.Instant("Zip", 1)
	for _, tc := range []struct {
		rule    string
		name    string
		cost    rules.CostEffect
		hand    []string // besides the card paid for
		purpose rules.Purpose
		choose  []string // the cards chosen, or nil when nothing is asked
		wantGY  []string
		wantH   []string
		wantD   []string // the deck, top first
		reveals int
	}{
		{"8.5.5", "discard a card of the player's choice", rules.DiscardCost{}, []string{"Big", "Pebble"}, rules.PurposeDiscard,
			[]string{"Pebble"}, []string{"Pebble"}, []string{"Big"}, []string{"Top"}, 0},
		{"8.5.5", "discard at random: the only card", rules.DiscardRandomCost{}, []string{"Big"}, rules.PurposeNone,
			nil, []string{"Big"}, nil, []string{"Top"}, 0},
		{"8.5.17", "reveal a card costing at most 1: the only one that fits", rules.RevealCost{Max: 1}, []string{"Big", "Zip"}, rules.PurposeNone,
			nil, nil, []string{"Big", "Zip"}, []string{"Top"}, 1},
		{"5.1.8", "a card from hand to the bottom of the deck", rules.BottomFromHandCost{}, []string{"Big", "Pebble"}, rules.PurposeBottom,
			[]string{"Big"}, nil, []string{"Pebble"}, []string{"Top", "Big"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			deal := ruletest.Action("Deal", 0, 1)
			deal.AddCosts = []rules.CostEffect{tc.cost}
			x := ruletest.Position(deal, big, zip).Hand("Deal").Hand(tc.hand...).Deck("Top").Known(ruletest.Resource("Top", 3)).Start(t)
			steps := []ruletest.Step{ruletest.Play(p1, "Deal")}
			if tc.choose != nil {
				steps = append(steps, ruletest.Answer(rules.AskCards, p1, "pay with "+fmt.Sprint(tc.choose), func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
					if pr.Purpose != tc.purpose {
						return rules.Answer{}, fmt.Errorf("CR %s: cards chosen for %q, want %q", tc.rule, pr.Purpose, tc.purpose)
					}
					return ruletest.PickCards(v, pr, tc.choose)
				}))
			}
			x.Run(steps...)
			x.WantStack("Deal")
			x.WantZone(p1, rules.ZoneGraveyard, tc.wantGY...)
			x.WantZone(p1, rules.ZoneHand, tc.wantH...)
			x.WantOrder(p1, rules.ZoneDeck, tc.wantD...)
			x.WantCount(rules.EvReveal, tc.reveals, "CR "+tc.rule)
		})
	}
}

// A card going under the deck as a cost stays private: the opponent is
// not told which card it was (CR 3.0.3: a private object's properties are
// not available to other players), its owner is.
func TestCR_5_1_8_ACardPutUnderTheDeckStaysPrivate(t *testing.T) {
	deal := ruletest.Action("Deal", 0, 1)
	deal.AddCosts = []rules.CostEffect{rules.BottomFromHandCost{}}
	x := ruletest.Position(deal).Hand("Deal", "Pebble").Start(t)
	pebble := x.Find(p1, rules.ZoneHand, "Pebble")
	x.Run(ruletest.Play(p1, "Deal"))
	x.WantOrder(p1, rules.ZoneDeck, "Pebble")
	told := 0
	for _, e := range x.Events {
		if e.Obj != pebble {
			continue
		}
		told++
		if c := x.G.ViewFor(p2).EventCard(&e); c != nil {
			t.Errorf("p2 reads the card of the %s event: %s", e.Kind, c.Key())
		}
		if x.G.ViewFor(p1).EventCard(&e) == nil {
			t.Errorf("p1 cannot read their own card in the %s event", e.Kind)
		}
	}
	if told == 0 {
		t.Error("no event about the card going under the deck")
	}
}

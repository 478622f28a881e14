package rules_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// dealX deals X damage to the opposing hero.
type dealX struct{}

func (dealX) Do(g *rules.Game, c *rules.Ctx) { rules.DealDamage{N: c.X}.Do(g, c) }
func (dealX) Text() rules.Text               { return rules.T("test-deal-x") }

// spy records that it resolved and with which X.
type spy struct{ log *[]int }

func (e spy) Do(g *rules.Game, c *rules.Ctx) { *e.log = append(*e.log, c.X) }
func (e spy) Text() rules.Text               { return rules.T("test-spy") }

// CR 5.1.3a: X is declared as the card is played, at most what the player
// could pay; the cost includes it.
func TestCR_5_1_3a_DeclareX(t *testing.T) {
	blast := ruletest.Action("Blast", 0, 3, dealX{})
	blast.XCost = true
	x := ruletest.Position(blast).Hand("Blast", "Gem", "Gem").Start(t)
	var asked rules.Prompt
	xs := ruletest.X(p1, 3)
	inner := xs.Answer
	xs.Answer = func(v rules.View, p rules.Prompt) (rules.Answer, error) { asked = p; return inner(v, p) }
	x.Run(ruletest.Play(p1, "Blast"), xs, ruletest.Pitch(p1, "Gem"), ruletest.PassToStep(rules.StepNone, p1))
	if asked.XMin != 0 || asked.XMax != 6 {
		t.Errorf("X range %d..%d, want 0..6 (what two Gems could pay)", asked.XMin, asked.XMax)
	}
	x.WantLife(p2, 17, "X = 3")
	x.WantZone(p1, rules.ZonePitch, "Gem")
	x.WantZone(p1, rules.ZoneHand, "Gem")
}

// CR 5.1.3b: the player declares which optional additional costs to pay;
// "if you paid" looks at what was declared and paid.
func TestCR_5_1_3b_OptionalAdditionalCost(t *testing.T) {
	for _, tc := range []struct {
		rule      string
		paid      bool
		life      int
		graveyard []string
		hand      []string
	}{
		{"5.1.3b", true, 14, []string{"Pebble", "Fury"}, nil},
		{"5.1.3b", false, 17, []string{"Fury"}, []string{"Pebble"}},
	} {
		fury := ruletest.Attack("Fury", 0, 3, 2)
		fury.OptCosts = []rules.CostEffect{rules.DiscardRandomCost{}}
		fury.Resolve = []rules.Effect{rules.IfPaid{I: 0, Then: []rules.Effect{rules.ThisGets{Power: 3}}}}
		x := ruletest.Position(fury).Hand("Fury", "Pebble").Start(t)
		// Nothing to defend with: no defend prompt.
		x.Run(ruletest.Play(p1, "Fury"), ruletest.May(p1, tc.paid), ruletest.PassToStep(rules.StepNone, p1))
		x.WantLife(p2, tc.life, "CR "+tc.rule+": 3, and 3 more if the cost was paid")
		x.WantZone(p1, rules.ZoneGraveyard, tc.graveyard...)
		x.WantZone(p1, rules.ZoneHand, tc.hand...)
	}
}

// CR 5.1.3c: an alternative cost replaces the resource cost. When only one
// way completes the play it is taken without asking, and the log says so;
// when both do, the player is asked.
func TestCR_5_1_3c_AlternativeCost(t *testing.T) {
	pricey := func(cost int) *rules.Card {
		c := ruletest.Attack("Pricey", cost, 4, 2)
		c.Alt = &rules.AltCost{Resource: 0, Effects: []rules.CostEffect{rules.DiscardCost{}}}
		return c
	}
	t.Run("only the alternative completes: taken without asking, and said", func(t *testing.T) {
		x := ruletest.Position(pricey(5)).Hand("Pricey", "Pebble").Start(t)
		x.Run(ruletest.Play(p1, "Pricey"))
		x.WantZone(p1, rules.ZoneGraveyard, "Pebble")
		x.WantZone(p1, rules.ZonePitch)
		x.WantStack("Pricey")
		if auto := x.EventsOf(rules.EvAuto); len(auto) == 0 || auto[0].Why != rules.AutoOnlyWay {
			t.Errorf("auto choices %v, want only-way first", auto)
		}
	})
	t.Run("both ways complete: the player is asked", func(t *testing.T) {
		x := ruletest.Position(pricey(1)).Hand("Pricey", "Pebble").Start(t)
		x.Run(ruletest.Play(p1, "Pricey"), ruletest.No(p1))
		x.WantZone(p1, rules.ZonePitch, "Pebble")
		x.WantZone(p1, rules.ZoneGraveyard)
	})
}

// failingCost says it can be paid and then is not: the only way left for a
// play to turn out illegal once every offered answer completes.
type failingCost struct{}

func (failingCost) CanPay(*rules.Game, *rules.Ctx) bool { return true }
func (failingCost) Pay(*rules.Game, *rules.Ctx) bool    { return false }
func (failingCost) Text() rules.Text                    { return rules.T("cost-discard") }

// CR 1.10.3: an action that turns out illegal is reversed to the state
// before it: the card back in hand, the pitched card back, the action point
// and resources as they were.
func TestCR_1_10_3_IllegalPlayIsRewound(t *testing.T) {
	romp := ruletest.Attack("Romp", 1, 6, 3)
	romp.AddCosts = []rules.CostEffect{failingCost{}}
	x := ruletest.Position(romp).Hand("Romp", "Pebble").Start(t)
	x.Run(ruletest.Play(p1, "Romp"))
	if ev := x.EventsOf(rules.EvRewind); len(ev) != 1 || ev[0].Rule != rules.CR(1, 10, 3) {
		t.Errorf("rewind events %v, want one for CR 1.10.3", ev)
	}
	x.WantZone(p1, rules.ZoneHand, "Romp", "Pebble")
	x.WantZone(p1, rules.ZonePitch)
	x.WantActions(p1, 1, "given back")
	x.WantResources(p1, 0, "the pitch undone")
	x.WantStack()
	if x.G.State().Priority != p1 {
		t.Errorf("priority with p%d, want p1 again", x.G.State().Priority+1)
	}
}

// CR 1.10.3 with SetRewindEnds: the illegal play is not reversed; the run
// ends with ErrRewound and the game, left where the play stopped, runs no
// more (nor a clone of it). Without it the same play is rewound as above.
func TestRewindEndsTheRun(t *testing.T) {
	romp := ruletest.Attack("Romp", 1, 6, 3)
	romp.AddCosts = []rules.CostEffect{failingCost{}}
	x := ruletest.Position(romp).Hand("Romp", "Pebble").Start(t)
	x.G.SetRewindEnds(true)
	err := x.RunErr(ruletest.Play(p1, "Romp"))
	if !errors.Is(err, rules.ErrRewound) {
		t.Fatalf("run: %v, want ErrRewound", err)
	}
	if n := x.Count(rules.EvRewind); n != 0 {
		t.Errorf("%d rewind events, want none", n)
	}
	x.WantZone(p1, rules.ZoneHand) // Romp on the stack, Pebble pitched: where the play left them
	if err := x.G.Clone().Run(context.Background()); err == nil || errors.Is(err, rules.ErrRewound) {
		t.Errorf("a clone of the game left there ran: %v", err)
	}
	x.G.SetRewindEnds(false)
	y := ruletest.Position(romp).Hand("Romp", "Pebble").Start(t)
	y.Run(ruletest.Play(p1, "Romp"))
	y.WantCount(rules.EvRewind, 1, "rewound without SetRewindEnds")
	y.WantZone(p1, rules.ZoneHand, "Romp", "Pebble")
}

// Cards that are never played: a resource (CR 8.1.7a), a mentor, which
// has no cost (CR 5.1.2b), and a card whose own restriction forbids it now
// (CR 1.0.2: the card's text wins over the rules).
func TestCardsThatCannotBePlayed(t *testing.T) {
	mentor := &rules.Card{Name: "Sage", Types: rules.Mentor, Classes: rules.Generic, Defense: 3, Props: rules.HasDefense}
	later := ruletest.Action("Later", 0, 1)
	later.PlayIf = &rules.Condition{Code: "never", Test: func(*rules.Game, *rules.Ctx) bool { return false }}
	for _, tc := range []struct {
		rule   string
		card   string
		reason rules.Reason
	}{
		{"8.1.7a", "Gem", rules.ReasonResourceCard},
		{"5.1.2b", "Sage", rules.ReasonNeverPlayed},
		{"1.0.2", "Later", rules.ReasonRestricted},
	} {
		t.Run(tc.card, func(t *testing.T) {
			x := ruletest.Position(mentor, later).Hand(tc.card, "Gem").Start(t)
			x.Run()
			if x.WantBlocked(rules.ActPlay, tc.card, tc.reason); t.Failed() {
				t.Logf("CR %s", tc.rule)
			}
		})
	}
}

// CR 5.1.2, 5.1.10: a card played goes onto the stack under its player's
// control as a layer, counts as played this turn, and an action card costs
// an action point (CR 8.1.1c). The player gets priority back (CR 1.11.5).
func TestCR_5_1_APlayedCardIsALayerOnTheStack(t *testing.T) {
	var log []int
	plan := ruletest.Action("Plan", 1, 3, spy{&log})
	x := ruletest.Position(plan).Hand("Plan", "Pebble").Start(t)
	x.Run(ruletest.Play(p1, "Plan"))
	x.WantStack("Plan")
	x.WantZone(p1, rules.ZoneHand)
	x.WantZone(p1, rules.ZonePitch, "Pebble")
	x.WantActions(p1, 0, "an action card costs an action point")
	if got := x.G.State().Players[p1].Turn.CardsPlayed; got != 1 {
		t.Errorf("cards played this turn = %d, want 1", got)
	}
	if l := x.G.State().Stack[0]; l.Kind != rules.CardLayer || l.Controller != p1 || l.From != rules.ZoneHand {
		t.Errorf("layer %+v, want p1's card layer from hand", l)
	}
	if pr := x.Prompt(); pr.Player != p1 || pr.Kind != rules.AskPriority {
		t.Errorf("after playing, a %s prompt for p%d, want p1's priority", pr.Kind, pr.Player+1)
	}
	if len(log) != 0 {
		t.Error("the card resolved before anyone passed")
	}
}

package rules_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// hitBoth deals N damage to each hero (a test effect).
type hitBoth struct{ N int }

func (e hitBoth) Do(g *rules.Game, c *rules.Ctx) {
	rules.DealDamage{N: e.N}.Do(g, c)
	other := *c
	other.Controller = c.Controller.Opponent()
	rules.DealDamage{N: e.N}.Do(g, &other)
}
func (e hitBoth) Text() rules.Text { return rules.T("test-hit-both", e.N) }

// dealX deals X damage to the opposing hero.
type dealX struct{}

func (dealX) Do(g *rules.Game, c *rules.Ctx) { rules.DealDamage{N: c.X}.Do(g, c) }
func (dealX) Text() rules.Text               { return rules.T("test-deal-x") }

func TestCR_5_1_3a_DeclareX(t *testing.T) {
	blast := action("Blast", 0, 3, dealX{})
	blast.XCost = true
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(blast, gem, gem)}}})
	var asked rules.Prompt
	xs := xval(0, 3)
	inner := xs.Answer
	xs.Answer = func(v rules.View, p rules.Prompt) (rules.Answer, error) { asked = p; return inner(v, p) }
	x.run(seq(play(0, "Blast"), xs, pitch(0, "Gem"), both(0))...)
	if asked.XMin != 0 || asked.XMax != 6 {
		t.Errorf("X range %d..%d, want 0..6 (what two Gems could pay)", asked.XMin, asked.XMax)
	}
	x.wantLife(1, 17)
	x.wantZone(0, rules.ZonePitch, "Gem")
	x.wantZone(0, rules.ZoneHand, "Gem")
}

func TestCR_1_7_5_Modes(t *testing.T) {
	choice := action("Choice", 0, 3)
	choice.Modes = []rules.Mode{{Effects: []rules.Effect{rules.GainLife{N: 2}}}, {Effects: []rules.Effect{rules.DealDamage{N: 1}}}, {Effects: []rules.Effect{rules.Draw{N: 1}}}}
	choice.MinModes, choice.MaxModes = 1, 2
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(choice), Deck: list(gem)}}})
	var asked rules.Prompt
	modes := rules.Scripted{Kind: rules.AskModes, Player: 0, Label: "modes 1, 2", Answer: func(v rules.View, p rules.Prompt) (rules.Answer, error) {
		asked = p
		return rules.Answer{IDs: []int32{p.Options[0].ID, p.Options[1].ID}}, nil
	}}
	x.run(seq(play(0, "Choice"), modes, both(0))...)
	if asked.Min != 1 || asked.Max != 2 || len(asked.Options) != 3 {
		t.Errorf("modes prompt %d..%d of %d options, want 1..2 of 3", asked.Min, asked.Max, len(asked.Options))
	}
	x.wantLife(0, 22)
	x.wantLife(1, 19)
	x.wantZone(0, rules.ZoneHand) // the third mode (draw) was not chosen
}

func TestCR_5_1_3b_OptionalAdditionalCost(t *testing.T) {
	for _, paid := range []bool{true, false} {
		fury := attack("Fury", 0, 3, 2)
		fury.OptCosts = []rules.CostEffect{rules.DiscardRandomCost{}}
		fury.Resolve = []rules.Effect{rules.IfPaid{I: 0, Then: []rules.Effect{rules.ThisGets{Power: 3}}}}
		x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(fury, pebble)}}})
		x.run(seq(play(0, "Fury"), may(0, paid), combat(0, passP(0))[:2], both(0), both(0), both(0), both(0), both(0))...)
		if paid {
			x.wantLife(1, 14) // 3 + 3 for the paid cost
			x.wantZone(0, rules.ZoneGraveyard, "Pebble", "Fury")
		} else {
			x.wantLife(1, 17)
			x.wantZone(0, rules.ZoneHand, "Pebble")
		}
	}
}

func TestCR_5_1_3c_AlternativeCost(t *testing.T) {
	t.Run("only the alternative completes: taken without asking, and said", func(t *testing.T) {
		pricey := attack("Pricey", 5, 4, 2)
		pricey.Alt = &rules.AltCost{Resource: 0, Effects: []rules.CostEffect{rules.DiscardCost{}}}
		x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(pricey, pebble)}}})
		var auto []rules.AutoWhy
		x.g.SetObserver(func(_ *rules.Game, e *rules.Event) {
			if e.Kind == rules.EvAuto {
				auto = append(auto, e.Why)
			}
		})
		x.run(play(0, "Pricey"))
		x.wantZone(0, rules.ZoneGraveyard, "Pebble")
		x.wantZone(0, rules.ZonePitch)
		if st := x.g.S.Stack; len(st) != 1 || x.g.S.CardOf(st[0].Obj).Name != "Pricey" {
			t.Errorf("Pricey is not on the stack: %v", st)
		}
		if len(auto) == 0 || auto[0] != rules.AutoOnlyWay {
			t.Errorf("auto choices %v, want only-way first", auto)
		}
	})
	t.Run("both ways complete: the player is asked", func(t *testing.T) {
		pricey := attack("Pricey", 1, 4, 2)
		pricey.Alt = &rules.AltCost{Resource: 0, Effects: []rules.CostEffect{rules.DiscardCost{}}}
		x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(pricey, pebble)}}})
		x.run(play(0, "Pricey"), may(0, false))
		x.wantZone(0, rules.ZonePitch, "Pebble")
		x.wantZone(0, rules.ZoneGraveyard)
	})
}

func TestCR_5_1_6a_CostCalculationOrder(t *testing.T) {
	aa := rules.AttackFilter{ActionCard: true}
	tax := instant("Tax", 0, rules.NextCardCosts{Filter: aa, Delta: 1})
	discount := instant("Discount", 0, rules.NextCardCosts{Filter: aa, Delta: -2})
	fixed := instant("Fixed", 0, rules.NextCardCosts{Filter: aa, HasSet: true, Set: 1})
	big := attack("Big", 4, 6, 2)
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(tax, discount, fixed, big, gem)}}})
	x.run(seq(play(0, "Tax"), both(0), play(0, "Discount"), both(0), play(0, "Fixed"), both(0), play(0, "Big"))...)
	// Set to 1 first, then +1, then -2: 0. Any other order costs 1 or 2
	// and would pitch the Gem.
	x.wantZone(0, rules.ZoneHand, "Gem")
	if r := x.g.S.Players[0].Resources; r != 0 {
		t.Errorf("resources %d, want 0", r)
	}
}

func TestCR_1_10_2d_StateTrigger(t *testing.T) {
	amulet := &rules.Card{Name: "Amulet", Types: rules.Equipment, Subtypes: rules.Chest, Classes: rules.Generic, Defense: 0, Props: rules.HasDefense,
		Triggers: []rules.Trigger{{State: &rules.Condition{Code: "life-10-or-less", Test: func(g *rules.Game, c *rules.Ctx) bool {
			return g.S.Players[c.Controller].Life <= 10
		}}, Effects: []rules.Effect{rules.GainLife{N: 5}}}}}
	x := newH(t, rules.Position{Players: [2]rules.Side{{Life: 8, Arena: list(amulet)}}})
	x.run(both(0)...)
	x.wantLife(0, 13)
	if n := len(x.g.S.Stack) + len(x.g.S.Pending); n != 0 {
		t.Errorf("%d layers still waiting; the trigger must not fire again above 10 life", n)
	}
}

func zapAndRespond(t *testing.T, responses ...*rules.Card) *h {
	zap := instant("Zap", 0, rules.DealDamage{N: 4})
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(zap)}, {Hand: responses}}})
	steps := seq(play(0, "Zap"), passP(0))
	for _, r := range responses {
		steps = append(steps, play(1, r.Name), passP(1), passP(0)) // the response resolves
		steps = append(steps, passP(0))                            // turn player passes again
		_ = r
	}
	if len(responses) == 0 {
		steps = append(steps, passP(1))
	} else {
		steps = steps[:len(steps)-1]
		steps = append(steps, passP(0), passP(1))
	}
	return x.run(steps...)
}

func TestCR_6_5_PreventionShield(t *testing.T) {
	x := zapAndRespond(t, instant("Shield", 0, rules.PreventNext{N: 3}))
	x.wantLife(1, 19)
}

func TestCR_6_4_ReplacementBeforePrevention(t *testing.T) {
	// 4 damage, replaced by 4+2 = 6, then 5 prevented: 1. Prevention first
	// would give 0 (or 2).
	x := zapAndRespond(t, instant("Shield", 0, rules.PreventNext{N: 5}), instant("Frail", 0, rules.ReplaceNextDamage{Delta: 2}))
	x.wantLife(1, 19)
}

func TestCR_7_7_2d_EffectClosesChain(t *testing.T) {
	jab := attack("Jab", 0, 3, 2)
	halt := instant("Halt", 0, rules.CloseChain{})
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(jab)}, {Hand: list(halt)}}})
	x.run(seq(play(0, "Jab"), both(0), passP(0), play(1, "Halt"), passP(1), passP(0))...)
	x.wantLife(1, 20)
	x.wantZone(0, rules.ZoneGraveyard, "Jab")
	if x.g.S.Chain.Open || x.g.S.Step != rules.StepNone {
		t.Errorf("chain open=%v step=%v, want closed", x.g.S.Chain.Open, x.g.S.Step)
	}
}

func TestCR_7_7_2c_AttackLeavesBeforeDamage(t *testing.T) {
	jab := attack("Jab", 0, 3, 2)
	smite := instant("Smite", 0, rules.DestroyAttack{})
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(jab)}, {Hand: list(smite)}}})
	x.run(seq(play(0, "Jab"), both(0), passP(0), play(1, "Smite"), passP(1), passP(0))...)
	x.wantLife(1, 20)
	x.wantZone(0, rules.ZoneGraveyard, "Jab")
	if x.g.S.Chain.Open {
		t.Error("the chain did not close when its attack ceased to exist")
	}
}

func TestCR_7_6_2a_GoAgainByLastKnownInformation(t *testing.T) {
	swift := attack("Swift", 0, 3, 2)
	swift.Keywords = rules.GoAgain
	smite := instant("Smite", 0, rules.DestroyAttack{})
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(swift)}, {Hand: list(smite)}}})
	// layer, attack, (no defenders), defend, reaction, then in the damage
	// step the defender destroys the attack after it hit.
	x.run(seq(play(0, "Swift"), both(0), both(0), both(0), both(0), passP(0), play(1, "Smite"), passP(1), passP(0), both(0))...)
	x.wantLife(1, 17)
	if a := x.g.S.Players[0].Actions; a != 1 {
		t.Errorf("action points %d, want 1: go again from the attack's last known information", a)
	}
}

func TestCR_4_5_4a_SimultaneousDeathIsADraw(t *testing.T) {
	boom := instant("Boom", 0, hitBoth{N: 1})
	x := newH(t, rules.Position{Players: [2]rules.Side{{Life: 1, Hand: list(boom)}, {Life: 1}}})
	x.run(seq(play(0, "Boom"), both(0))...)
	if !x.g.Over() || !x.g.S.Draw || x.g.S.Winner != rules.NoPlayer {
		t.Errorf("over=%v draw=%v winner=%v, want a draw", x.g.Over(), x.g.S.Draw, x.g.S.Winner)
	}
}

func TestCR_1_10_2a_HeroAtZeroLoses(t *testing.T) {
	zap := instant("Zap", 0, rules.DealDamage{N: 4})
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(zap)}, {Life: 4}}})
	x.run(seq(play(0, "Zap"), both(0))...)
	if !x.g.Over() || x.g.S.Winner != 0 {
		t.Errorf("over=%v winner=%v, want player 1 to win", x.g.Over(), x.g.S.Winner)
	}
}

// failingCost says it can be paid and then is not: the only way left for a
// play to turn out illegal once every offered answer completes.
type failingCost struct{}

func (failingCost) CanPay(*rules.Game, *rules.Ctx) bool { return true }
func (failingCost) Pay(*rules.Game, *rules.Ctx) bool    { return false }
func (failingCost) Text() rules.Text                    { return rules.T("cost-discard") }

func TestCR_1_10_3_IllegalPlayIsRewound(t *testing.T) {
	romp := attack("Romp", 1, 6, 3)
	romp.AddCosts = []rules.CostEffect{failingCost{}}
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(romp, pebble)}}})
	var rewound bool
	x.g.SetObserver(func(_ *rules.Game, e *rules.Event) {
		if e.Kind == rules.EvRewind && e.Rule == "1.10.3" {
			rewound = true
		}
	})
	x.run(play(0, "Romp"))
	if !rewound {
		t.Error("no rewind event")
	}
	x.wantZone(0, rules.ZoneHand, "Romp", "Pebble")
	x.wantZone(0, rules.ZonePitch)
	if x.g.S.Players[0].Actions != 1 || x.g.S.Players[0].Resources != 0 {
		t.Errorf("actions %d resources %d, want 1 and 0", x.g.S.Players[0].Actions, x.g.S.Players[0].Resources)
	}
	if len(x.g.S.Stack) != 0 {
		t.Errorf("stack %v, want empty", x.g.S.Stack)
	}
}

// CR 5.1.7-5.1.8 (effect costs are paid after resources): a card is offered
// for pitching only if the rest of the costs can still be paid after it.
// Pitching Pebble first would force Mid too and leave nothing to discard,
// so Pebble is held back (and the log says why) and Mid pays alone.
func TestCR_5_1_8_PitchOffersOnlyCardsThatLeaveTheCostsPayable(t *testing.T) {
	romp := attack("Romp", 2, 6, 3)
	romp.AddCosts = []rules.CostEffect{rules.DiscardRandomCost{}}
	mid := resource("Mid", 2)
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(romp, pebble, mid)}}})
	var auto []string
	x.g.SetObserver(func(g *rules.Game, e *rules.Event) {
		if e.Kind == rules.EvAuto {
			auto = append(auto, e.Why.String()+" "+g.S.CardOf(e.Obj).Name)
		}
		if e.Kind == rules.EvRewind {
			t.Error("the play was rewound")
		}
	})
	x.run(play(0, "Romp"))
	x.wantZone(0, rules.ZonePitch, "Mid")
	x.wantZone(0, rules.ZoneGraveyard, "Pebble")
	if want := []string{"held Pebble", "only-pitch Mid"}; fmt.Sprint(auto) != fmt.Sprint(want) {
		t.Errorf("auto lines %v, want %v", auto, want)
	}
}

func TestCR_1_14_3b_PitchOnlyWhileOwed(t *testing.T) {
	jab := attack("Jab", 1, 3, 2)
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(jab, gem, gem)}}})
	x.run(play(0, "Jab"), pitch(0, "Gem"))
	x.wantZone(0, rules.ZoneHand, "Gem")
	if r := x.g.S.Players[0].Resources; r != 2 {
		t.Errorf("resources %d, want 2 left over", r)
	}
}

func TestCR_8_3_4_DominateLimitsTheAnswer(t *testing.T) {
	p := rules.Prompt{Kind: rules.AskDefenders, Shape: rules.ShapeSubset, Player: 1, Min: 0, Max: 3,
		Limits: []rules.Limit{{From: rules.PlaceHand, Max: 1, Reason: rules.ReasonDominate, Rule: "8.3.4"}},
		Options: []rules.Option{
			{ID: 1, Act: rules.ActCard, From: rules.PlaceHand}, {ID: 2, Act: rules.ActCard, From: rules.PlaceHand},
			{ID: 3, Act: rules.ActCard, From: rules.PlaceEquipment}}}
	if err := p.Check(rules.Answer{IDs: []int32{1, 3}}); err != nil {
		t.Errorf("one hand card and equipment: %v", err)
	}
	wantRefusal(t, p.Check(rules.Answer{IDs: []int32{1, 2}}), rules.ReasonDominate, "8.3.4")
	if got := p.Limited(rules.PlaceHand); got != 1 {
		t.Errorf("Limited(hand) = %d, want 1", got)
	}
	if got := p.Limited(rules.PlaceEquipment); got != -1 {
		t.Errorf("Limited(equipment) = %d, want -1 (no limit)", got)
	}
}

// wantRefusal checks that err is a refusal with the reason code and rule:
// Check answers in codes, never prose (DESIGN.md: the prompt contract).
func wantRefusal(t *testing.T, err error, reason rules.Reason, rule string) {
	t.Helper()
	var r *rules.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("got %v, want a refusal %s", err, reason)
	}
	if r.Reason != reason || r.Rule != rule {
		t.Errorf("refusal %s (CR %s), want %s (CR %s)", r.Reason, r.Rule, reason, rule)
	}
}

func TestPromptCheckAnswersWithReasonCodes(t *testing.T) {
	p := rules.Prompt{Kind: rules.AskCards, Shape: rules.ShapeSubset, Min: 1, Max: 2, Rule: "8.5.19", Options: []rules.Option{{ID: 5}, {ID: 6}}}
	for _, c := range []struct {
		a    rules.Answer
		want rules.Reason
	}{
		{rules.Answer{IDs: []int32{7}}, rules.ReasonNotOffered},
		{rules.Answer{IDs: []int32{5, 5}}, rules.ReasonTwice},
		{rules.Answer{}, rules.ReasonCount},
		{rules.Answer{IDs: []int32{5, 6, 5}}, rules.ReasonCount},
	} {
		wantRefusal(t, p.Check(c.a), c.want, "8.5.19")
	}
	order := rules.Prompt{Kind: rules.AskOrder, Shape: rules.ShapeOrder, Min: 2, Max: 2, Rule: "1.10.2d", Options: []rules.Option{{ID: 5}, {ID: 6}}}
	wantRefusal(t, order.Check(rules.Answer{IDs: []int32{6}}), rules.ReasonOrderAll, "1.10.2d")
	x := rules.Prompt{Kind: rules.AskX, Shape: rules.ShapeNumber, XMin: 0, XMax: 3, Rule: "5.1.3a"}
	wantRefusal(t, x.Check(rules.Answer{X: 4}), rules.ReasonXRange, "5.1.3a")
	if err := x.Check(rules.Answer{X: 3}); err != nil {
		t.Errorf("X = 3 of 0..3 refused: %v", err)
	}
}

// randomGame plays seeded random deciders on two synthetic decks.
func randomSetup(seed uint64) rules.Setup {
	deck := func() []*rules.Card {
		var d []*rules.Card
		for i := 0; i < 10; i++ {
			d = append(d, attack("Jab", 1, 4, 2), gem, instant("Shield", 0, rules.PreventNext{N: 1}), pebble)
		}
		return d
	}
	return rules.Setup{Seed: seed, Players: [2]rules.Deck{{Hero: heroA, Cards: deck()}, {Hero: heroB, Cards: deck()}}}
}

func TestDeterminismAndReplay(t *testing.T) {
	play := func(seed uint64, rec *[]rules.Answer) *rules.Game {
		g, err := rules.New(randomSetup(seed))
		if err != nil {
			t.Fatal(err)
		}
		g.SetDecider(0, rules.Recorder{D: rules.NewRandom(seed + 100), Answers: rec})
		g.SetDecider(1, rules.Recorder{D: rules.NewRandom(seed + 200), Answers: rec})
		g.MaxTurns = 300
		if err := g.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		return g
	}
	var rec1, rec2 []rules.Answer
	a, b := play(7, &rec1), play(7, &rec2)
	if a.S.Hash() != b.S.Hash() {
		t.Fatal("the same seed gave different games")
	}
	if c := play(8, new([]rules.Answer)); c.S.Hash() == a.S.Hash() {
		t.Error("another seed gave the same game")
	}
	g, _ := rules.New(randomSetup(7))
	r := &rules.Replay{Answers: rec1}
	g.SetDecider(0, r)
	g.SetDecider(1, r)
	if err := g.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if g.S.Hash() != a.S.Hash() {
		t.Error("replaying the answers gave another state")
	}
}

func TestCloneResumesTheSameGame(t *testing.T) {
	g, _ := rules.New(randomSetup(3))
	d0, d1 := rules.NewRandom(1), rules.NewRandom(2)
	g.SetDecider(0, d0)
	g.SetDecider(1, d1)
	ctx := context.Background()
	for i := 0; i < 40 && !g.Over(); i++ {
		if err := g.Step(ctx); err != nil {
			t.Fatal(err)
		}
	}
	c := g.Clone()
	e0, e1 := *d0, *d1
	c.SetDecider(0, &e0)
	c.SetDecider(1, &e1)
	if c.S.Hash() != g.S.Hash() {
		t.Fatal("a clone hashes differently")
	}
	if err := g.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if err := c.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if c.S.Hash() != g.S.Hash() {
		t.Error("the clone and the original ended differently")
	}
}

func TestCR_7_2_3b_AnEarlierProxyCeasesWhenItsWeaponAttacksAgain(t *testing.T) {
	club := &rules.Card{Name: "Club", Types: rules.Weapon, Subtypes: rules.Club | rules.TwoHanded, Classes: rules.Generic, Power: 3, Props: rules.HasPower,
		Activated: []rules.Activated{{Type: rules.Action, Attack: true}}}
	rally := action("Rally", 0, 3, rules.AttacksGet{Filter: rules.AttackFilter{Weapon: true}, Gains: rules.GoAgain})
	rally.Keywords = rules.GoAgain
	x := newH(t, rules.Position{Players: [2]rules.Side{{Arena: list(club), Hand: list(rally)}}})
	x.run(seq(play(0, "Rally"), both(0), activate(0, "Club"), both(0), both(0), both(0), both(0), both(0), activate(0, "Club"), both(0))...)
	links := x.g.S.Chain.Links
	if len(links) != 2 {
		t.Fatalf("%d chain links, want 2", len(links))
	}
	if !x.g.S.Obj(links[0].Attack).Gone {
		t.Error("the first proxy still exists after its weapon attacked again")
	}
	if x.g.S.Obj(links[1].Attack).Gone || links[0].Power != 3 {
		t.Errorf("second proxy gone=%v, first link remembers power %d (want 3)", x.g.S.Obj(links[1].Attack).Gone, links[0].Power)
	}
	x.wantLife(1, 17)
}

func TestPositionWithEffectsInForce(t *testing.T) {
	boost := instant("Boost", 0, rules.NextAttack{Filter: rules.AttackFilter{ActionCard: true}, Power: 3})
	jab := attack("Jab", 0, 3, 2)
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(jab), Resolved: list(boost)}}})
	x.wantZone(0, rules.ZoneGraveyard, "Boost")
	x.run(seq(play(0, "Jab"), combat(0, passP(0))[:2], both(0), both(0), both(0), both(0))...)
	x.wantLife(1, 14) // 3 + 3 from the effect in force
}

func TestCR_5_1_8_APlayWhoseDiscardCannotSurviveThePitchIsNotOffered(t *testing.T) {
	romp := attack("Romp", 2, 6, 3)
	romp.AddCosts = []rules.CostEffect{rules.DiscardRandomCost{}}
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(romp, gem)}}})
	x.g.Explain = true
	var asked rules.Prompt
	x.g.SetDecider(0, rules.DeciderFunc(func(_ context.Context, _ rules.View, p rules.Prompt) (rules.Answer, error) {
		asked = p
		return rules.Answer{}, rules.ErrScriptDone
	}))
	_ = x.g.Run(context.Background())
	if len(asked.Options) != 1 {
		t.Errorf("options %v: want only pass", asked.Options)
	}
	found := false
	for _, b := range asked.Blocked {
		if x.g.S.CardOf(b.Obj).Name == "Romp" {
			found = b.Reason == rules.ReasonNeededForCost && b.Needed >= 0 && x.g.S.CardOf(b.Needed).Name == "Gem"
		}
	}
	if !found {
		t.Errorf("blocked %v: want Romp blocked as needed-for-cost naming the Gem (it must be pitched, leaving nothing to discard)", asked.Blocked)
	}
}

// CR 3.0.3: nothing about a private card reaches another player's view: not
// its card, its numbers, its keywords, nor the card lists of the deck.
func TestViewKeepsPrivateCardsPrivate(t *testing.T) {
	secret := attack("Secret", 1, 7, 3)
	secret.Keywords = rules.GoAgain
	g, err := rules.New(rules.Setup{Seed: 5, Players: [2]rules.Deck{
		{Hero: heroA, Cards: list(gem, gem, gem, gem, gem)},
		{Hero: heroB, Cards: list(secret, pebble, pebble, pebble, pebble)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(0)
	for id := range g.S.Objs {
		obj := rules.ObjID(id)
		if g.S.Objs[id].Owner != 1 || g.S.Objs[id].Zone != rules.ZoneDeck {
			continue
		}
		if v.Visible(obj) || v.Card(obj) != nil || v.Power(obj) != 0 || v.Defense(obj) != 0 || v.HasKeyword(obj, rules.GoAgain) {
			t.Errorf("player 1 learns about player 2's deck card %d", id)
		}
		if _, ok := v.Obj(obj); ok {
			t.Errorf("player 1 gets the object data of deck card %d", id)
		}
	}
	for i := int16(0); i < 10; i++ {
		if c := v.CardByIndex(i); c != nil && c.Name == "Secret" {
			t.Error("CardByIndex reveals a card of the opponent's deck list")
		}
	}
	if c := g.ViewFor(1).CardByIndex(g.S.Objs[g.S.Zone(1, rules.ZoneDeck)[0]].Card); c == nil {
		t.Error("a player cannot look up their own card")
	}
}

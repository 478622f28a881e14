package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// A forecast is what a card or weapon would attack with if played now:
// each row forecasts, then plays, and the attack's power on the chain must
// be the forecast (one home for the numbers: the play's own steps), while
// the card's power where it lies stays the printed one.
func TestForecastIsThePowerThePlayGives(t *testing.T) {
	weapon := rules.AttackFilter{Weapon: true}
	crackle := ruletest.Attack("Crackle", 0, 3, 2)
	crackle.Classes = rules.Lightning
	// Lightning flow (CR 8.4.16) on the card itself: its own play makes
	// it true.
	crackle.Statics = []rules.Static{{If: rules.LightningPlayed, Power: 1}}
	cards := []*rules.Card{
		ruletest.Attack("Jab", 0, 3, 2),
		crackle,
		ruletest.Weapon("Sword", 0, 2),
		ruletest.Instant("Boost", 0, rules.NextAttack{Power: 3}),
		ruletest.Instant("Hone", 0, rules.NextAttack{Filter: weapon, Power: 3}),
		ruletest.Instant("Drill", 0, rules.AttacksGet{Filter: weapon, Power: 1}),
		ruletest.Instant("Quick", 0, rules.NextAttack{OnPlay: true, Filter: rules.AttackFilter{ActionCard: true}, Gains: rules.GoAgain}),
		ruletest.Instant("Bloom", 0, rules.GainPlus{N: 3, Once: true}),
	}
	for _, tc := range []struct {
		rule, name, resolved, attack string
		zone                         rules.Zone
		power, printed               int
		goAgain                      bool
	}{
		{"1.8.10", "your next attack, on a card in hand", "Boost", "Jab", rules.ZoneHand, 6, 3, false},
		{"1.8.10", "your next attack, on a card in arsenal", "Boost", "Jab", rules.ZoneArsenal, 6, 3, false},
		{"1.8.10", "your next weapon attack is not a card's", "Hone", "Jab", rules.ZoneHand, 3, 3, false},
		{"1.8.10", "your next weapon attack", "Hone", "Sword", rules.ZoneArena, 5, 2, false},
		{"6.2", "your weapon attacks this turn", "Drill", "Sword", rules.ZoneArena, 3, 2, false},
		{"8.4.16", "lightning flow counts the card's own play", "", "Crackle", rules.ZoneHand, 4, 3, false},
		{"6.2.5", "a static bonus is a gain the replacement changes", "Bloom", "Crackle", rules.ZoneHand, 3 + 1 + 3, 3, false},
		{"1.8.10", "the next attack action card you play gains go again", "Quick", "Jab", rules.ZoneHand, 3, 3, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := ruletest.Position(cards...).Arena("Sword")
			switch tc.zone {
			case rules.ZoneArsenal:
				b = b.ArsenalUp(tc.attack)
			case rules.ZoneHand:
				b = b.Hand(tc.attack)
			}
			if tc.resolved != "" {
				b = b.Resolved(tc.resolved)
			}
			x := b.Start(t)
			v := x.G.ViewFor(p1)
			obj := x.Find(p1, tc.zone, tc.attack)
			before := x.G.State().Hash()
			f, ok := v.Forecast(obj)
			if !ok || !f.Attack {
				t.Fatalf("no attack forecast for %s (%v)", tc.attack, f)
			}
			if x.G.State().Hash() != before {
				t.Fatal("the forecast changed the game")
			}
			if f.Power != tc.power || f.GoAgain != tc.goAgain {
				t.Errorf("forecast %dp go again %v, want %dp %v (CR %s)", f.Power, f.GoAgain, tc.power, tc.goAgain, tc.rule)
			}
			if got := v.Power(obj); got != tc.printed {
				t.Errorf("power where it lies = %d, want the printed %d", got, tc.printed)
			}
			if tc.zone == rules.ZoneArena {
				x.Run(ruletest.Activate(p1, tc.attack))
			} else {
				x.Run(ruletest.Play(p1, tc.attack))
			}
			x.Run(ruletest.PassToStep(rules.StepReaction, p1))
			x.WantPower(x.Attack(), f.Power, "the forecast is what the play gives")
			if got := x.G.HasKeyword(x.Attack(), rules.GoAgain); got != f.GoAgain {
				t.Errorf("the attack has go again %v, the forecast said %v", got, f.GoAgain)
			}
		})
	}
}

// A forecast shows nothing hidden (CR 3.0.3): none for a card of the
// opponent's hand, nor for a card on the chain (its number is its power
// now), nor for a card with nothing to forecast.
func TestForecastOnlyOfWhatTheViewerMayPlay(t *testing.T) {
	cards := []*rules.Card{ruletest.Attack("Jab", 0, 3, 2), ruletest.Instant("Boost", 0, rules.NextAttack{Power: 3})}
	x := ruletest.Position(cards...).Hand("Jab").P2().Hand("Jab").Start(t)
	theirs := x.Find(p2, rules.ZoneHand, "Jab")
	if f, ok := x.G.ViewFor(p1).Forecast(theirs); ok {
		t.Errorf("a forecast of the opponent's hand card: %+v", f)
	}
	if _, ok := x.G.ViewFor(p2).Forecast(theirs); !ok {
		t.Error("no forecast of one's own hand card")
	}
	if f, ok := x.G.ViewFor(p1).Forecast(x.Find(p1, rules.ZoneHand, "Jab")); !ok || !f.HasDefense || f.Defense != 2 {
		t.Errorf("a card in hand defends with its defense: %+v %v", f, ok)
	}
}

// Effects that wait for a later event are listed on their controller's
// side, as data: "your next attack +3" (CR 1.8.10), a prevention (CR
// 6.4.10i/j) and the card they came from.
func TestWaitingEffects(t *testing.T) {
	cards := []*rules.Card{
		ruletest.Instant("Hone", 0, rules.NextAttack{Filter: rules.AttackFilter{Subtypes: rules.Sword}, Power: 3}),
		ruletest.Instant("Cover", 0, rules.PreventDamage{N: 2, Once: true}),
		ruletest.Instant("Wall", 0, rules.PreventDamage{N: 3}),
	}
	x := ruletest.Position(cards...).Resolved("Hone").P2().Resolved("Cover", "Wall").Start(t)
	v := x.G.ViewFor(p2)
	mine := v.Waiting(p1)
	if len(mine) != 1 || mine[0].Kind != rules.WaitAttack || mine[0].Power != 3 || mine[0].Filter.Subtypes != rules.Sword ||
		v.CardByIndex(mine[0].Source) == nil || v.CardByIndex(mine[0].Source).Name != "Hone" {
		t.Errorf("p1 waits %+v, want Hone's next sword attack +3", mine)
	}
	theirs := v.Waiting(p2)
	if len(theirs) != 2 {
		t.Fatalf("p2 waits %+v, want two preventions", theirs)
	}
	if w := theirs[0]; w.Kind != rules.WaitPrevent || w.Amount != 2 || !w.Once || w.Rule != rules.CRSub(6, 4, 10, 'i') {
		t.Errorf("Cover: %+v, want a fixed prevention of 2 (CR 6.4.10i)", w)
	}
	if w := theirs[1]; w.Kind != rules.WaitPrevent || w.Amount != 3 || w.Once || w.Rule != rules.CRSub(6, 4, 10, 'j') {
		t.Errorf("Wall: %+v, want a shield of 3 (CR 6.4.10j)", w)
	}
	// Once the attack takes it, the effect waits no more.
	sword := ruletest.Weapon("Blade", 0, 2)
	sword.Subtypes |= rules.Sword
	x = ruletest.Position(append(cards, sword)...).Arena("Blade").Resolved("Hone").Start(t)
	x.Run(ruletest.Activate(p1, "Blade"))
	if w := x.G.ViewFor(p1).Waiting(p1); len(w) != 0 {
		t.Errorf("after the sword attack: %+v, want nothing waiting", w)
	}
}

// An answer being chosen is refused as soon as a choice breaks a limit
// (overpower: one action card, CR 8.3.22), with the limit's reason and
// rule; fewer than Min is no fault yet.
func TestCheckPart(t *testing.T) {
	a, b, e := rules.Option{ID: 1, ActionCard: true}, rules.Option{ID: 2, ActionCard: true}, rules.Option{ID: 3}
	p := rules.Prompt{Kind: rules.AskDefenders, Shape: rules.ShapeSubset, Min: 1, Max: 3, Options: []rules.Option{a, b, e},
		Limits: []rules.Limit{{Action: true, Max: 1, Reason: rules.ReasonOverpower, Rule: rules.CR(8, 3, 22)}}}
	if err := p.CheckPart(rules.Answer{}); err != nil {
		t.Errorf("nothing chosen yet: %v", err)
	}
	if err := p.Room(rules.Answer{IDs: []int32{1}}, 3); err != nil {
		t.Errorf("an action card and equipment: %v", err)
	}
	err := p.Room(rules.Answer{IDs: []int32{1}}, 2)
	r, ok := err.(*rules.Refusal)
	if !ok || r.Reason != rules.ReasonOverpower || r.Rule != rules.CR(8, 3, 22) || r.Max != 1 {
		t.Errorf("a second action card: %v, want refused for overpower (CR 8.3.22)", err)
	}
	if err := p.Check(rules.Answer{IDs: []int32{1, 2}}); err == nil {
		t.Error("Check takes what CheckPart refused")
	}
}

// A forecast is of an attack its controller could still make this turn:
// none of a card's attack in the other player's turn (CR 8.1.1: actions
// in one's own action phase; what it would defend with stays), none of a
// weapon there, and none of a weapon whose once-per-turn attack is used
// up (CR 5.2.1a), while an unused one forecasts its power.
func TestForecastOnlyOfAnAttackStillToMake(t *testing.T) {
	cards := []*rules.Card{ruletest.Attack("Jab", 0, 3, 2), ruletest.Weapon("Sword", 0, 2), ruletest.Weapon("Axe", 0, 4)}
	x := ruletest.Position(cards...).Arena("Sword", "Axe").Hand("Jab").Actions(2).
		P2().Arena("Sword").Hand("Jab").Start(t)
	if f, ok := x.G.ViewFor(p2).Forecast(x.Find(p2, rules.ZoneHand, "Jab")); !ok || f.Attack || !f.HasDefense || f.Defense != 2 {
		t.Errorf("a card in hand in the other player's turn: %+v %v, want its defense 2 and no attack", f, ok)
	}
	if f, ok := x.G.ViewFor(p2).Forecast(x.Find(p2, rules.ZoneArena, "Sword")); ok {
		t.Errorf("a weapon in the other player's turn: %+v, want none", f)
	}
	if f, ok := x.G.ViewFor(p1).Forecast(x.Find(p1, rules.ZoneHand, "Jab")); !ok || !f.Attack || f.Power != 3 {
		t.Errorf("a card in hand in its own turn: %+v %v, want an attack of 3", f, ok)
	}
	sword := x.Find(p1, rules.ZoneArena, "Sword")
	if f, ok := x.G.ViewFor(p1).Forecast(sword); !ok || !f.Attack || f.Power != 2 {
		t.Errorf("an unused weapon: %+v %v, want an attack of 2", f, ok)
	}
	x.Run(ruletest.Activate(p1, "Sword"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2), ruletest.PassToStep(rules.StepNone, p1))
	if f, ok := x.G.ViewFor(p1).Forecast(sword); ok {
		t.Errorf("a weapon its attack used: %+v, want none", f)
	}
	if f, ok := x.G.ViewFor(p1).Forecast(x.Find(p1, rules.ZoneArena, "Axe")); !ok || !f.Attack || f.Power != 4 {
		t.Errorf("the other weapon, unused: %+v %v, want an attack of 4", f, ok)
	}
}

// CR 7.2.4: the forecast counts what the attack's own triggers give it as
// it attacks (the layer becomes a chain link and "when this attacks"
// resolves before the defend step): an attack that gets +2 as it attacks,
// and a weapon whose second attack each turn gets +1 (Dawnblade,
// Resplendent: the board showed "2p" for the second, which hit for 3).
// Each forecast is the power on the chain once played. A trigger that
// would show the player a card they do not know (a draw) is not run: the
// forecast is then the power without it, and tells nothing of the deck.
func TestForecastCountsTheAttacksTriggers(t *testing.T) {
	charge := ruletest.Attack("Charge", 0, 3, 2)
	charge.Triggers = []rules.Trigger{{When: rules.WhenThisAttacks, Effects: []rules.Effect{rules.ThisGets{Power: 2}}}}
	peek := ruletest.Attack("Peek", 0, 3, 2)
	peek.Triggers = []rules.Trigger{{When: rules.WhenThisAttacks, Effects: []rules.Effect{rules.Draw{N: 1}, rules.ThisGets{Power: 1}}}}
	blade := &rules.Card{Name: "Blade", Types: rules.Weapon, Subtypes: rules.Sword | rules.OneHanded, Classes: rules.Generic, Power: 2, Props: rules.HasPower,
		Activated: []rules.Activated{{Type: rules.Action, Attack: true}}}
	blade.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvAttack, Of: rules.This, Nth: 2}, Effects: []rules.Effect{rules.ThisGets{Power: 1}}}}
	rally := ruletest.Action("Rally", 0, 3, rules.AttacksGet{Filter: rules.AttackFilter{Weapon: true}, Gains: rules.GoAgain})
	rally.Keywords = rules.GoAgain
	filler := ruletest.Attack("Filler", 0, 1, 1)
	forecast := func(t *testing.T, x *ruletest.Game, zone rules.Zone, key string, want int) {
		t.Helper()
		before := x.G.State().Hash()
		f, ok := x.G.ViewFor(p1).Forecast(x.Find(p1, zone, key))
		if !ok || !f.Attack || f.Power != want {
			t.Errorf("%s: forecast %dp (%v), want %dp", key, f.Power, ok, want)
		}
		if x.G.State().Hash() != before {
			t.Fatal("the forecast changed the game")
		}
	}
	t.Run("when this attacks, +2", func(t *testing.T) {
		x := ruletest.Position(charge).Hand("Charge").Start(t)
		forecast(t, x, rules.ZoneHand, "Charge", 5)
		x.Run(ruletest.Play(p1, "Charge"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), 5, "the forecast is what the play gives")
	})
	t.Run("the second attack of a weapon each turn, +1", func(t *testing.T) {
		x := ruletest.Position(blade, rally).Arena("Blade").Hand("Rally").Start(t)
		forecast(t, x, rules.ZoneArena, "Blade", 2)
		x.Run(ruletest.Play(p1, "Rally"), ruletest.PassToStep(rules.StepNone, p1),
			ruletest.Activate(p1, "Blade"), ruletest.PassToStep(rules.StepNone, p1))
		forecast(t, x, rules.ZoneArena, "Blade", 3)
		// How many times the weapon attacked is public: the opponent
		// sees the same +1 (forecastWorld deals their world).
		if f, ok := x.G.ViewFor(p2).Forecast(x.Find(p1, rules.ZoneArena, "Blade")); !ok || f.Power != 3 {
			t.Errorf("the opponent's forecast of the second attack: %dp (%v), want 3p", f.Power, ok)
		}
		x.Run(ruletest.Activate(p1, "Blade"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), 3, "the second attack gets +1 as it attacks")
	})
	t.Run("the second attack of a weapon that costs, seen by the opponent", func(t *testing.T) {
		// The copy pitches for the cost (forecastTriggers) a card of the
		// world's hand, which the opponent may not see: paying is no
		// guess at a number, so the +1 still shows.
		dear := &rules.Card{Name: "Dear", Types: rules.Weapon, Subtypes: rules.Sword | rules.OneHanded, Classes: rules.Generic, Power: 2, Props: rules.HasPower,
			Activated: []rules.Activated{{Type: rules.Action, Attack: true, Cost: 3}}}
		dear.Triggers = blade.Triggers
		x := ruletest.Position(dear, rally, ruletest.Gem).Arena("Dear").Hand("Rally", "Gem", "Gem").Start(t)
		x.Run(ruletest.Play(p1, "Rally"), ruletest.PassToStep(rules.StepNone, p1),
			ruletest.Activate(p1, "Dear"), ruletest.Pitch(p1, "Gem"), ruletest.PassToStep(rules.StepNone, p1))
		if r := x.G.Omniscient().Resources(p1); r != 0 {
			t.Fatalf("%d resources left after the first attack, want 0 (the second pitches)", r)
		}
		forecast(t, x, rules.ZoneArena, "Dear", 3)
		if f, ok := x.G.ViewFor(p2).Forecast(x.Find(p1, rules.ZoneArena, "Dear")); !ok || f.Power != 3 {
			t.Errorf("the opponent's forecast of the second attack: %dp (%v), want 3p", f.Power, ok)
		}
		x.Run(ruletest.Activate(p1, "Dear"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), 3, "the second attack gets +1 as it attacks")
	})
	t.Run("a trigger that draws is not run", func(t *testing.T) {
		x := ruletest.Position(peek, filler).Hand("Peek").Deck("Filler").Start(t)
		forecast(t, x, rules.ZoneHand, "Peek", 3)
		x.Run(ruletest.Play(p1, "Peek"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), 4, "the play itself runs the trigger")
	})
}

// Once the action phase is over no attack is left to make this turn (CR
// 4.3.4, 4.4.1: the end phase gives no priority): at the arsenal question
// of the end phase a weapon not used up forecasts nothing, and a card in
// hand only what it would defend with. Dawnblade read "2p → 3p" there.
func TestForecastNoAttackPastTheActionPhase(t *testing.T) {
	cards := []*rules.Card{ruletest.Attack("Jab", 0, 3, 2), ruletest.Weapon("Sword", 0, 2)}
	x := ruletest.Position(cards...).Arena("Sword").Hand("Jab").Start(t)
	sword, jab := x.Find(p1, rules.ZoneArena, "Sword"), x.Find(p1, rules.ZoneHand, "Jab")
	if f, ok := x.G.ViewFor(p1).Forecast(sword); !ok || !f.Attack || f.Power != 2 {
		t.Fatalf("the sword in the action phase: %+v %v, want an attack of 2", f, ok)
	}
	x.Run(ruletest.PassTo(rules.AskCards, p1))
	if pr := x.Prompt(); pr.Purpose != rules.PurposeArsenal || x.G.Omniscient().Phase() != rules.PhaseEnd {
		t.Fatalf("not the end phase's arsenal question: %v in the %v phase", pr.Purpose, x.G.Omniscient().Phase())
	}
	for _, viewer := range []rules.Player{p1, p2} {
		if f, ok := x.G.ViewFor(viewer).Forecast(sword); ok {
			t.Errorf("p%d: the sword in the end phase forecasts %+v, want nothing", viewer+1, f)
		}
	}
	if f, ok := x.G.ViewFor(p1).Forecast(jab); !ok || f.Attack || !f.HasDefense || f.Defense != 2 {
		t.Errorf("a card in hand in the end phase: %+v %v, want its defense 2 and no attack", f, ok)
	}
}

// The forecast tells nothing hidden (CR 3.0.3, DESIGN.md "Fair"): the
// turn player's weapon is in the open, but what its triggers give as it
// attacks may hang on a card its opponent may not see. Each pair of
// positions differs only in where two hidden cards lie (the hand or the
// deck), which the opponent cannot tell apart: their forecast must be the
// same in both. The weapon's controller, who sees the hand, gets the
// number the attack will have.
func TestForecastTellsTheOpponentNothingHidden(t *testing.T) {
	gem, dud := ruletest.Attack("Gem", 0, 1, 2), ruletest.Attack("Dud", 0, 1, 2)
	big := ruletest.Attack("Big", 0, 6, 2)
	// holdsGem reads the controller's hand: a condition that makes no
	// event.
	holdsGem := &rules.Condition{Code: "test-holds-gem", Test: func(g *rules.Game, c *rules.Ctx) bool {
		v := g.Omniscient()
		for _, o := range v.Zone(c.Controller, rules.ZoneHand) {
			if v.Card(o) == gem {
				return true
			}
		}
		return false
	}}
	weapon := func(name string, effs ...rules.Effect) *rules.Card {
		w := ruletest.Weapon(name, 0, 2)
		w.Triggers = []rules.Trigger{{When: rules.WhenThisAttacks, Effects: effs}}
		return w
	}
	plus := []rules.Effect{rules.ThisGets{Power: 1}}
	for _, tc := range []struct {
		name         string
		weapon       *rules.Card
		hand, deck   string
		hand2, deck2 string
		mine, mine2  int // the controller's forecasts
	}{
		{"a condition reads the hand", weapon("Seer", rules.If{Cond: holdsGem, Then: plus}), "Gem", "Dud", "Dud", "Gem", 3, 2},
		{"a trigger draws, then reads the hand", weapon("Digger", rules.Draw{N: 1}, rules.If{Cond: holdsGem, Then: plus}), "Dud", "Gem", "Dud", "Dud", 2, 2},
		{"a trigger discards from the hand", weapon("Ripper", rules.MayDiscard{Then: []rules.Effect{rules.If{Cond: rules.Discarded6PowerThisTurn, Then: plus}}}), "Big", "Dud", "Dud", "Big", 3, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			at := func(hand, deck string) (mine, theirs rules.Forecast) {
				x := ruletest.Position(tc.weapon, gem, dud, big).Arena(tc.weapon.Name).Hand(hand).Deck(deck).Start(t)
				obj := x.Find(p1, rules.ZoneArena, tc.weapon.Name)
				mine, ok := x.G.ViewFor(p1).Forecast(obj)
				if !ok || !mine.Attack {
					t.Fatalf("hand %s, deck %s: no forecast for the controller", hand, deck)
				}
				theirs, ok = x.G.ViewFor(p2).Forecast(obj)
				if !ok || !theirs.Attack {
					t.Fatalf("hand %s, deck %s: no forecast for the opponent", hand, deck)
				}
				return mine, theirs
			}
			mine, theirs := at(tc.hand, tc.deck)
			mine2, theirs2 := at(tc.hand2, tc.deck2)
			if theirs != theirs2 {
				t.Errorf("the opponent tells the positions apart: %dp with %s in hand, %dp with %s", theirs.Power, tc.hand, theirs2.Power, tc.hand2)
			}
			if mine.Power != tc.mine || mine2.Power != tc.mine2 {
				t.Errorf("the controller's forecasts: %dp and %dp, want %dp and %dp", mine.Power, mine2.Power, tc.mine, tc.mine2)
			}
		})
	}
}

// A trigger's optional payment ("you may pay 2: +1", CR 1.8.3, Betsy's)
// is one the real play can make only from what is left once the card's
// own cost is paid (CR 5.1.7, paid before it is played): the forecast's
// copy pays that cost too, so it never shows a +1 the play cannot buy.
// Wage Gold read "7p → 8p" with one blue in hand: the blue paid the card,
// and the 1 left could not pay Betsy's 2.
func TestForecastPaysTheCostBeforeAnOptionalPayment(t *testing.T) {
	boost := ruletest.Attack("Boost", 2, 3, 2)
	boost.Triggers = []rules.Trigger{{When: rules.WhenThisAttacks,
		Effects: []rules.Effect{rules.MayPay{N: 2, Then: []rules.Effect{rules.ThisGets{Power: 1}}}}}}
	blue := ruletest.Resource("Blue", 3)
	for _, tc := range []struct {
		name  string
		hand  []string
		want  int
		steps []ruletest.Step // the real play, to the attack
	}{
		{"one blue pays the card, not the +1", []string{"Boost", "Blue"}, 3,
			[]ruletest.Step{ruletest.Play(p1, "Boost")}},
		{"two blues pay both", []string{"Boost", "Blue", "Blue"}, 4,
			[]ruletest.Step{ruletest.Play(p1, "Boost"), ruletest.Pitch(p1, "Blue"),
				ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(boost, blue).Hand(tc.hand...).Start(t)
			before := x.G.State().Hash()
			f, ok := x.G.ViewFor(p1).Forecast(x.Find(p1, rules.ZoneHand, "Boost"))
			if !ok || !f.Attack || f.Power != tc.want {
				t.Errorf("forecast %dp (%v), want %dp", f.Power, ok, tc.want)
			}
			if x.G.State().Hash() != before {
				t.Fatal("the forecast changed the game")
			}
			x.Run(append(tc.steps, ruletest.PassToStep(rules.StepReaction, p1))...)
			x.WantPower(x.Attack(), tc.want, "the forecast is what the play gives")
		})
	}
}

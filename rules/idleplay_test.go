package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// A prevention of damage to its player (CR 6.4.10), free and an instant,
// played from the hand or the arsenal on a turn against a goldfish,
// changes nothing of the turn but
// where the card lies (IdlePlay): no damage can come to its player
// (Unharmed). It is no longer so when the card costs a resource, when the
// other player is no goldfish, when a card of the game reads the play
// (a trigger on playing, "if you've played ... this turn"), may deal
// damage to a hero its controller chooses, or when a cost that banishes
// cards of its colour from the graveyard (CR 8.5.1) may still be paid
// this turn and the graveyard does not hold enough without it: an
// action's while an action point may come (CR 1.13.2), an attack
// reaction's while an attack is on its way to the reaction step (CR
// 8.1.2a), unless it can never be paid this turn: it banishes more cards
// of a colour than the graveyard can hold this turn, no card being drawn
// (CR 8.5.6).
func TestIdlePlay(t *testing.T) {
	goldfish := rules.GoldfishHero(rules.GoldfishLifeBlitz)
	chin := ruletest.Instant("Chin", 0, rules.PreventDamage{N: 2, Once: true})
	chin.Color = rules.Red
	dear := ruletest.Instant("Dear Chin", 1, rules.PreventDamage{N: 2, Once: true})
	dear.Color = rules.Red
	blue := ruletest.Instant("Blue Chin", 0, rules.PreventDamage{N: 2, Once: true})
	blue.Color = rules.Blue
	banisher := ruletest.Hero("Banisher")
	banisher.Activated = []rules.Activated{{Type: rules.Action, Once: true, GoAgain: true,
		EffCosts: []rules.CostEffect{rules.BanishFromGraveyardCost{Red: 2, Yellow: 2}}, Effects: []rules.Effect{rules.GainLife{N: 1}}}}
	hood := ruletest.Equipment("Hood", rules.Head, 1, 0)
	hood.Activated = []rules.Activated{{Type: rules.AttackReaction,
		EffCosts: []rules.CostEffect{rules.BanishFromGraveyardCost{Red: 1, Yellow: 1}, rules.DestroySelfCost{}},
		Effects:  []rules.Effect{rules.GainLife{N: 1}}}}
	jab := ruletest.Attack("Jab", 0, 2, 2)
	jab.Color = rules.Red
	watcher := ruletest.Attack("Watcher", 0, 2, 2)
	watcher.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvPlay, Of: rules.You}, Effects: []rules.Effect{rules.GainLife{N: 1}}}}
	flow := ruletest.Attack("Flow", 0, 2, 2)
	flow.PlayIf = rules.PlayedThisTurn(rules.Lightning)
	zap := ruletest.Instant("Zap", 0, rules.DealArcane{N: 1})
	sun := ruletest.Attack("Sun", 0, 2, 2)
	sun.Color = rules.Yellow
	// Cards that draw (CR 8.5.6): played, activated, on an attack's own
	// attack or hit, or only where a card defends (CR 7.0.5).
	drawer := ruletest.Action("Drawer", 0, 1, rules.Draw{N: 1})
	tome := ruletest.Equipment("Tome", rules.Arms, 0, 0)
	tome.Activated = []rules.Activated{{Type: rules.Action, Effects: []rules.Effect{rules.Draw{N: 1}}}}
	swing := ruletest.Attack("Swing", 0, 2, 2)
	swing.Triggers = []rules.Trigger{{When: rules.WhenThisAttacks, Effects: []rules.Effect{rules.Draw{N: 1}}}}
	strike := ruletest.Attack("Strike", 0, 2, 2)
	strike.Triggers = []rules.Trigger{{When: rules.WhenThisHits, Effects: []rules.Effect{rules.Draw{N: 1}}}}
	engage := ruletest.AttackReaction("Engage", 0, rules.If{Cond: rules.TargetDefendedByAttackAction, Then: []rules.Effect{rules.Draw{N: 1}}})
	// A banisher whose own ability draws: its draws come only once paid.
	seer := ruletest.Hero("Seer")
	seer.Activated = []rules.Activated{{Type: rules.Action, Once: true, GoAgain: true,
		EffCosts: []rules.CostEffect{rules.BanishFromGraveyardCost{Red: 2, Yellow: 2}}, Effects: []rules.Effect{rules.Draw{N: 1}}}}
	// No action point left (CR 1.13.2), kept so as the position is built.
	noPoint := func(pos *rules.Position) { pos.Players[0].Actions, pos.Players[0].ActionsGiven = 0, true }
	known := []*rules.Card{goldfish, chin, dear, blue, banisher, hood, jab, watcher, flow, zap, sun, drawer, tome, swing, strike,
		engage, seer}
	cases := []struct {
		name string
		b    func(b *ruletest.Builder) *ruletest.Builder
		card string
		want bool
	}{
		{"nothing reads it", func(b *ruletest.Builder) *ruletest.Builder { return b.Edit(noPoint) }, chin.Key(), true},
		{"with an action point too", func(b *ruletest.Builder) *ruletest.Builder { return b }, chin.Key(), true},
		{"it costs a resource", func(b *ruletest.Builder) *ruletest.Builder { return b.Edit(noPoint) }, dear.Key(), false},
		{"not against a goldfish", nil, chin.Key(), false},
		{"a card triggers on playing", func(b *ruletest.Builder) *ruletest.Builder { return b.Deck("Watcher") }, chin.Key(), false},
		{"a card asks for the cards played", func(b *ruletest.Builder) *ruletest.Builder { return b.Deck("Flow") }, chin.Key(), false},
		{"a card may deal damage to a chosen hero", func(b *ruletest.Builder) *ruletest.Builder { return b.Deck("Zap") }, chin.Key(), false},
		{"an action's banishing cost, no action point to come", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher").Edit(noPoint)
		}, chin.Key(), true},
		{"an action's banishing cost, an action point", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher").Graveyard(jab.Key(), sun.Key(), sun.Key())
		}, chin.Key(), false},
		// The cost can never be paid where fewer yellow cards than it
		// banishes may reach the graveyard this turn (those of the
		// graveyard, the hand, the arsenal, the arena, the stack and the
		// chain) and no card can be drawn (neverPaid).
		{"an action's banishing cost, an action point, no yellow card to come", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher").Graveyard(jab.Key(), sun.Key()).Pitch(sun.Key()).Banished(sun.Key()).Deck(sun.Key())
		}, chin.Key(), true},
		{"an action's banishing cost, an action point, a yellow card in the hand", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher").Graveyard(jab.Key(), sun.Key()).Hand(sun.Key())
		}, chin.Key(), false},
		{"an action's banishing cost, an action point, a yellow card on the chain", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher").Graveyard(jab.Key(), sun.Key()).Link(sun.Key()).Step(rules.StepReaction)
		}, chin.Key(), false},
		{"an action's banishing cost, an action point, a card that draws", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher").Graveyard(jab.Key()).Hand(drawer.Key())
		}, chin.Key(), false},
		{"an action's banishing cost, an action point, a permanent that draws", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher").Graveyard(jab.Key()).Arena("Tome")
		}, chin.Key(), false},
		{"an action's banishing cost, an action point, an attack that drew as it attacked", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher").Graveyard(jab.Key()).Link(swing.Key()).Step(rules.StepReaction)
		}, chin.Key(), true},
		{"an action's banishing cost, an action point, an attack that draws on a hit to come", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher").Graveyard(jab.Key()).Link(strike.Key()).Step(rules.StepReaction)
		}, chin.Key(), false},
		{"an action's banishing cost, an action point, an attack that drew on its hit", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher").Graveyard(jab.Key()).Link(strike.Key()).Step(rules.StepDamage)
		}, chin.Key(), true},
		{"an action's banishing cost, an action point, a card that draws only where a card defends", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher").Graveyard(jab.Key()).Hand(engage.Key())
		}, chin.Key(), true},
		{"an action's banishing cost that draws, an action point", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Seer").Graveyard(jab.Key())
		}, chin.Key(), true},
		{"an action's banishing cost, red enough in the graveyard", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher").Graveyard(jab.Key(), jab.Key())
		}, chin.Key(), true},
		{"an action's banishing cost, another colour", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Hero("Banisher")
		}, blue.Key(), true},
		{"an attack reaction's banishing cost, no attack to come", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Arena("Hood").Edit(noPoint)
		}, chin.Key(), true},
		{"an attack reaction's banishing cost, an attack in its reaction step", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Arena("Hood").Edit(noPoint).Link(jab.Key()).Step(rules.StepReaction).Graveyard(sun.Key())
		}, chin.Key(), false},
		{"an attack reaction's banishing cost, an attack in its reaction step, no yellow card", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Arena("Hood").Edit(noPoint).Link(jab.Key()).Step(rules.StepReaction)
		}, chin.Key(), true},
		{"an attack reaction's banishing cost, an attack past its damage", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Arena("Hood").Edit(noPoint).Link(jab.Key()).Step(rules.StepDamage)
		}, chin.Key(), true},
		{"an attack reaction's banishing cost, a red card in the graveyard", func(b *ruletest.Builder) *ruletest.Builder {
			return b.Arena("Hood").Edit(noPoint).Link(jab.Key()).Step(rules.StepReaction).Graveyard(jab.Key())
		}, chin.Key(), true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := ruletest.Position(known...).Hand(c.card)
			if c.b != nil {
				b = c.b(b).P2().Hero("Goldfish")
			}
			x := b.Start(t)
			obj := x.Find(ruletest.P1, rules.ZoneHand, c.card)
			if got := x.G.ViewFor(ruletest.P1).IdlePlay(obj); got != c.want {
				t.Errorf("IdlePlay %v, want %v", got, c.want)
			}
		})
	}
	// From the arsenal (CR 3.3) as from the hand: the twin keeps it there.
	// Not where a card may search the deck for the arsenal (CR 8.5.19),
	// which the twin's full arsenal would refuse.
	seeker := ruletest.Action("Seeker", 0, 1, rules.SearchDeck{Name: "Jab", To: rules.ZoneArsenal})
	for _, c := range []struct {
		deck string
		want bool
	}{{"", true}, {"Seeker", false}} {
		b := ruletest.Position(append(known, seeker)...).Arsenal(chin.Key())
		if c.deck != "" {
			b.Deck(c.deck)
		}
		x := b.P2().Hero("Goldfish").Start(t)
		if got := x.G.ViewFor(ruletest.P1).IdlePlay(x.Find(ruletest.P1, rules.ZoneArsenal, chin.Key())); got != c.want {
			t.Errorf("from the arsenal, deck %q: IdlePlay %v, want %v", c.deck, got, c.want)
		}
	}
	x := ruletest.Position(known...).Hand(jab.Key(), chin.Key()).Arena("Hood").P2().Hero("Goldfish").Start(t)
	if v := x.G.ViewFor(ruletest.P1); v.IdlePlay(x.Find(ruletest.P1, rules.ZoneHand, jab.Key())) || v.IdlePlay(x.Find(ruletest.P1, rules.ZoneArena, "Hood")) || v.IdlePlay(rules.NoObj) {
		t.Error("an attack, a card of the arena or no object plays idle")
	}
}

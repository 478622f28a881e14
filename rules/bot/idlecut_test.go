package bot_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Take it on the Chin (red) prevents damage to Kassai (CR 6.4.10), and
// against a goldfish none can come: once her attacks leave no action
// point to come (CR 1.13.2), Kassai's ability, which banishes 2 red cards
// from the graveyard (CR 8.5.1), cannot be paid again, and playing the
// card changes nothing but that it is gone from the hand, or the arsenal
// (rules.View.IdlePlay). The goldfish bot's search then tries the pass
// alone where it could play it (dominance.go, passOnly), and finds the
// line and the damage the search without the cut and the search that
// tries every answer find, in fewer runs.
func TestIdlePlayIsCut(t *testing.T) {
	for _, arsenal := range []bool{false, true} {
		b := ruletest.Position().Hero("Kassai").Arena("Cintari Saber").
			Hand("Lead with Speed (red)", "Draw Swords (blue)").
			Deck("Trade In (yellow)", "Agile Engagement (blue)", "Rising Energy (red)")
		if arsenal {
			b.Arsenal("Take it on the Chin (red)")
		} else {
			b.Hand("Take it on the Chin (red)")
		}
		g := position(t, b)
		l, uncut, all := cutKeepsTheLine(t, g, bot.SetNoIdleCut, "")
		if l.Runs >= uncut.Runs {
			t.Errorf("arsenal %v: %d runs, %d without the cut: nothing was cut", arsenal, l.Runs, uncut.Runs)
		}
		t.Logf("arsenal %v: runs %d, %d without the cut, %d trying every answer", arsenal, l.Runs, uncut.Runs, all)
		// Where the pass alone is tried, the run passes and goes on
		// (passOn) rather than stop at a position of one answer: the same
		// line, in fewer positions.
		_, stopped, _ := cutKeepsTheLine(t, g, bot.SetNoPassOn, "")
		if l.Nodes >= stopped.Nodes {
			t.Errorf("arsenal %v: %d positions, %d stopping where the pass alone is tried: the runs did not pass on", arsenal, l.Nodes, stopped.Nodes)
		}
		t.Logf("arsenal %v: positions %d, %d stopping where the pass alone is tried", arsenal, l.Nodes, stopped.Nodes)
	}
}

// Kassai's Cintari Saber attacks, Hood of Red Sand in her arena (an
// attack reaction that banishes a red and a yellow card from the
// graveyard, CR 8.5.1), a yellow card there and no action point left
// (CR 1.13.2). In the reaction step (CR 7.4) Take it on the Chin played
// is the red card the hood's cost needs (CR 8.1.2a): the play is not
// idle (rules.View.IdlePlay), the search tries it, and finds the line of
// the search that tries every answer. In the damage step the hood can
// no longer be used this turn: the search tries the pass alone
// (dominance.go, passOnly).
func TestIdlePlayKeptForTheGraveyard(t *testing.T) {
	at := func(st rules.Step) *ruletest.Game {
		return ruletest.Position(goldfish).Lookup(cards.Lookup).Hero("Kassai").Arena("Cintari Saber", "Hood of Red Sand").
			Hand("Take it on the Chin (red)", "Draw Swords (blue)").Graveyard("Draw Swords (yellow)").
			Link("Cintari Saber").Step(st).Edit(noPoint).P2().Hero(rules.GoldfishName).Start(t).Run()
	}
	for _, c := range []struct {
		step rules.Step
		cut  bool
	}{{rules.StepReaction, false}, {rules.StepDamage, true}} {
		x := at(c.step)
		p := x.Prompt()
		if len(p.Options) != 2 || p.Options[1].Act != rules.ActPlay {
			t.Fatalf("%v: %s, want pass and Take it on the Chin", c.step, ruletest.Describe(x.G.Omniscient(), p))
		}
		if got := bot.PassOnly(&p, x.G); got != c.cut {
			t.Errorf("%v: the pass alone tried %v, want %v", c.step, got, c.cut)
		}
	}
	cutKeepsTheLine(t, at(rules.StepReaction).G, bot.SetNoIdleCut, "")
}

// noPoint leaves the turn player no action point (CR 1.13.2) as the
// position is built.
func noPoint(pos *rules.Position) {
	pos.Players[pos.TurnPlayer].Actions, pos.Players[pos.TurnPlayer].ActionsGiven = 0, true
}

// Kassai's Cintari Saber attacks, an action point left (CR 1.13.2), so
// Kassai's ability (2 red and 2 yellow cards banished from the graveyard,
// CR 8.5.1) may still be activated this turn; but no yellow card is in
// her graveyard, hand, arsenal, arena or chain, and no card of hers can
// draw one (CR 8.5.6): the cost can never be paid this turn
// (rules.Game's neverPaid), so Take it on the Chin in the reaction step
// (CR 7.4) is idle, the search tries the pass alone (dominance.go,
// passOnly) and finds the line of the searches without the cut. Not with
// Draw Swords in her hand: a yellow card may be drawn.
func TestIdlePlayCostNeverPaid(t *testing.T) {
	at := func(hand ...string) *ruletest.Game {
		return ruletest.Position(goldfish).Lookup(cards.Lookup).Hero("Kassai").Arena("Cintari Saber").
			Hand(append([]string{"Take it on the Chin (red)", "Lead with Speed (red)"}, hand...)...).
			Graveyard("Rising Energy (red)").Deck("Trade In (yellow)", "Engaged Swiftblade (yellow)", "Agile Engagement (blue)").
			Link("Cintari Saber").Step(rules.StepReaction).P2().Hero(rules.GoldfishName).Start(t).Run()
	}
	for _, c := range []struct {
		hand []string
		cut  bool
	}{{nil, true}, {[]string{"Draw Swords (blue)"}, false}} {
		x := at(c.hand...)
		p := x.Prompt()
		if len(p.Options) != 2 || p.Options[1].Act != rules.ActPlay {
			t.Fatalf("%v: %s, want pass and Take it on the Chin", c.hand, ruletest.Describe(x.G.Omniscient(), p))
		}
		if got := bot.PassOnly(&p, x.G); got != c.cut {
			t.Errorf("%v: the pass alone tried %v, want %v", c.hand, got, c.cut)
		}
	}
	l, uncut, all := cutKeepsTheLine(t, at().G, bot.SetNoIdleCut, "")
	if l.Runs >= uncut.Runs {
		t.Errorf("%d runs, %d without the cut: nothing was cut", l.Runs, uncut.Runs)
	}
	t.Logf("runs %d, %d without the cut, %d trying every answer", l.Runs, uncut.Runs, all)
}

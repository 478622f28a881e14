package rules_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// bell is an equipment that triggers whenever a card is played, noting word.
func bell(name string, log *[]string, word string) *rules.Card {
	c := ruletest.Equipment(name, rules.Chest, 0, 0)
	c.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvPlay}, Effects: []rules.Effect{note{log, word}}}}
	return c
}

// CR 1.10.2d: a state-triggered ability triggers while its condition holds
// and no layer of it waits; once it resolved and the condition no longer
// holds it does not trigger again.
func TestCR_1_10_2d_StateTrigger(t *testing.T) {
	amulet := ruletest.Equipment("Amulet", rules.Chest, 0, 0)
	amulet.Triggers = []rules.Trigger{{State: &rules.Condition{Code: "life-10-or-less", Test: func(g *rules.Game, c *rules.Ctx) bool {
		return g.State().Players[c.Controller].Life <= 10
	}}, Effects: []rules.Effect{rules.GainLife{N: 5}}}}
	x := ruletest.Position(amulet).Life(8).Arena("Amulet").Start(t)
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantLife(p1, 13, "8 + 5, once")
	if n := len(x.G.State().Stack) + len(x.G.State().Pending); n != 0 {
		t.Errorf("%d layers still waiting; the trigger must not fire again above 10 life", n)
	}
}

// CR 1.10.2d: triggered layers go on the stack the turn player's first,
// so the other player's resolve first.
func TestCR_1_10_2d_TheTurnPlayersTriggersGoFirst(t *testing.T) {
	var log []string
	zap := ruletest.Instant("Zap", 0)
	x := ruletest.Position(zap, bell("Bell", &log, "p1"), bell("Gong", &log, "p2")).
		Hand("Zap").Arena("Bell").P2().Arena("Gong").Start(t)
	x.Run(ruletest.Play(p1, "Zap"))
	x.WantStack("Zap", "Bell", "Gong")
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Pass(p1), ruletest.Pass(p2))
	if got := strings.Join(log, ","); got != "p2,p1" {
		t.Errorf("resolved %q, want p2's trigger first", got)
	}
}

// CR 1.10.2d: a player with several triggered layers at once orders them
// (the last in the answer on top); copies of one ability need no order,
// and the log says so.
func TestCR_1_10_2d_APlayerOrdersTheirTriggers(t *testing.T) {
	var log []string
	zap := ruletest.Instant("Zap", 0)
	x := ruletest.Position(zap, bell("Bell", &log, "bell"), bell("Horn", &log, "horn")).Hand("Zap").Arena("Bell", "Horn").Start(t)
	var asked rules.Prompt
	order := ruletest.Order(p1)
	inner := order.Answer
	order.Answer = func(v rules.View, pr rules.Prompt) (rules.Answer, error) { asked = pr; return inner(v, pr) }
	x.Run(ruletest.Play(p1, "Zap"), order)
	if asked.Shape != rules.ShapeOrder || len(asked.Options) != 2 || asked.Options[0].About.Kind != rules.AbilityTriggered {
		t.Errorf("order prompt %+v, want the two triggered abilities", asked)
	}
	x.WantStack("Zap", "Bell", "Horn")
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	if got := strings.Join(log, ","); got != "horn" {
		t.Errorf("resolved %q, want the last ordered first", got)
	}

	twin := bell("Bell", &log, "bell")
	x = ruletest.Position(zap, twin).Hand("Zap").Arena("Bell", "Bell").Start(t)
	x.Run(ruletest.Play(p1, "Zap")) // no order question: the strict script would stop on it
	x.WantStack("Zap", "Bell", "Bell")
	if auto := x.EventsOf(rules.EvAuto); len(auto) != 1 || auto[0].Why != rules.AutoSameOrder || auto[0].Amount != 2 {
		t.Errorf("auto events %+v, want one same-order for 2 layers", auto)
	}
}

// CR 1.8.3: an optional triggered ability asks its controller first.
func TestCR_1_8_3_AnOptionalTriggerAsks(t *testing.T) {
	for _, yes := range []bool{true, false} {
		var log []string
		zap := ruletest.Instant("Zap", 0)
		b := bell("Bell", &log, "rang")
		b.Triggers[0].Optional = true
		x := ruletest.Position(zap, b).Hand("Zap").Arena("Bell").Start(t)
		x.Run(ruletest.Play(p1, "Zap"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.May(p1, yes))
		if rang := len(log) == 1; rang != yes {
			t.Errorf("answered %v: rang %v", yes, rang)
		}
	}
}

// CR 1.7.5d: the ability of a mode not chosen does not exist: a "when this
// attacks" of the second mode triggers only when that mode was chosen.
func TestCR_1_7_5d_TheTriggerOfAModeNotChosen(t *testing.T) {
	for _, tc := range []struct {
		rule string
		mode int
		life int
	}{
		{"1.7.5d", 0, 20},
		{"1.7.5d", 1, 21},
	} {
		slash := ruletest.Attack("Slash", 0, 3, 2)
		slash.Modes = []rules.Mode{{Effects: []rules.Effect{rules.ThisGets{Power: 1}}}, {}}
		slash.MinModes, slash.MaxModes = 1, 1
		slash.Triggers = []rules.Trigger{{When: rules.When{Event: rules.EvAttack, Of: rules.This}, Mode: 2, Effects: []rules.Effect{rules.GainLife{N: 1}}}}
		x := ruletest.Position(slash).Hand("Slash").Start(t)
		x.Run(ruletest.Play(p1, "Slash"), ruletest.Modes(p1, []int{0, 1}, tc.mode), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantLife(p1, tc.life, "CR "+tc.rule)
	}
}

// CR 8.5.10, 6.6: a delayed trigger waits for its event: the card an
// intimidate banished returns at the beginning of the end phase.
func TestCR_8_5_10_ADelayedTriggerReturnsTheBanishedCard(t *testing.T) {
	scare := ruletest.Instant("Scare", 0, rules.Intimidate{})
	x := ruletest.Position(scare).Hand("Scare").P2().Hand("Gem").Start(t)
	x.Run(ruletest.Play(p1, "Scare"), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantZone(p2, rules.ZoneBanished, "Gem")
	if len(x.G.State().Delayed) != 1 {
		t.Fatalf("%d delayed triggers, want the return", len(x.G.State().Delayed))
	}
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantZone(p2, rules.ZoneHand, "Gem")
	end, ret := -1, -1
	for i, e := range x.Events {
		switch e.Kind {
		case rules.EvEndPhase:
			end = i
		case rules.EvReturn:
			ret = i
		}
	}
	if x.Count(rules.EvReturn) != 1 || end < 0 || ret < end {
		t.Errorf("the return (event %d) is not after the end phase began (event %d)", ret, end)
	}
}

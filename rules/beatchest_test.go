package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// The beat chest block (CR 8.3.33), tested once in depth. Thump costs 1,
// has beat chest, and gains its player 2 life as it resolves if they have
// beaten chest this turn; Big and Brawn have 6 power, Small 5.
func beatChestCards() []*rules.Card {
	thump := ruletest.Action("Thump", 1, 1, rules.If{Cond: rules.BeatenChest, Then: []rules.Effect{rules.GainLife{N: 2}}})
	thump.OptCosts = []rules.CostEffect{rules.BeatChest{}}
	return []*rules.Card{thump, ruletest.Attack("Big", 0, 6, 2), ruletest.Attack("Brawn", 0, 6, 2), ruletest.Attack("Small", 0, 5, 2)}
}

func TestCR_8_3_33_BeatChest(t *testing.T) {
	start := func(t *testing.T, res int, hand ...string) *ruletest.Game {
		return ruletest.Position(beatChestCards()...).Hand(hand...).Resources(res).Start(t)
	}
	beaten := func(x *ruletest.Game) bool { return x.G.Omniscient().BeatenChest(p1) }
	resolve := []ruletest.Step{ruletest.Pass(p1), ruletest.Pass(p2)}
	t.Run("paid: the only card with 6 power is discarded unasked", func(t *testing.T) {
		x := start(t, 1, "Thump", "Big", "Small")
		x.Run(ruletest.Play(p1, "Thump"), ruletest.Yes(p1))
		// CR 8.3.33a: paying the cost is beating chest.
		x.WantZone(p1, rules.ZoneGraveyard, "Big")
		x.WantCount(rules.EvDiscard, 1, "CR 8.5.5: the cost is a discard")
		if !beaten(x) {
			t.Error("CR 8.3.33a: p1 paid beat chest but has not beaten chest")
		}
		x.Run(resolve...)
		x.WantLife(p1, 22, "Thump's bonus: p1 has beaten chest")
		x.WantZone(p1, rules.ZoneHand, "Small")
	})
	t.Run("two cards can pay: the player chooses which", func(t *testing.T) {
		x := start(t, 1, "Thump", "Big", "Brawn")
		x.Run(ruletest.Play(p1, "Thump"), ruletest.Yes(p1), ruletest.Choose(p1, "Brawn"))
		x.WantZone(p1, rules.ZoneGraveyard, "Brawn")
		x.WantZone(p1, rules.ZoneHand, "Big")
	})
	t.Run("declined: nothing discarded, not beaten", func(t *testing.T) {
		x := start(t, 1, "Thump", "Big")
		x.Run(ruletest.Play(p1, "Thump"), ruletest.No(p1))
		x.Run(resolve...)
		x.WantZone(p1, rules.ZoneHand, "Big")
		x.WantLife(p1, 20, "no bonus")
		if beaten(x) {
			t.Error("beaten chest without paying")
		}
	})
	t.Run("no card with 6 power: not asked", func(t *testing.T) {
		// CR 8.3.33b: the strict script fails on a question.
		x := start(t, 1, "Thump", "Small")
		x.Run(ruletest.Play(p1, "Thump"))
		x.Run(resolve...)
		x.WantZone(p1, rules.ZoneHand, "Small")
		x.WantLife(p1, 20, "no bonus")
	})
	t.Run("the pitch leaves the card for the cost", func(t *testing.T) {
		// CR 5.1.8: the cost is paid after the resources. Big could pay
		// the 1 Thump costs, but only the Gem is offered to pitch.
		x := start(t, 0, "Thump", "Big", "Gem")
		x.Run(ruletest.Play(p1, "Thump"), ruletest.Yes(p1))
		x.WantZone(p1, rules.ZonePitch, "Gem")
		x.WantZone(p1, rules.ZoneGraveyard, "Big")
		// With Big alone in hand, it must pitch: beat chest cannot be paid
		// with the play, so it is not asked (CR 8.3.33b).
		x = start(t, 0, "Thump", "Big")
		x.Run(ruletest.Play(p1, "Thump"))
		x.WantZone(p1, rules.ZonePitch, "Big")
		x.Run(resolve...)
		x.WantLife(p1, 20, "not beaten")
	})
	t.Run("the turn ends: forgotten", func(t *testing.T) {
		// CR 4.4.4: "this turn" ends with the turn (a live position: the
		// game goes on past the turn's end, CR 4.5.4d).
		x := ruletest.Position(beatChestCards()...).Hand("Thump", "Big").Resources(1).Live().Start(t)
		x.Run(ruletest.Play(p1, "Thump"), ruletest.Yes(p1))
		x.Run(resolve...)
		x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		if x.G.Omniscient().TurnPlayer() != p2 {
			t.Fatal("not p2's turn")
		}
		if beaten(x) {
			t.Error("p1's beaten chest of the last turn still counts")
		}
	})
	t.Run("offered means completable, and every answer is the engine's", func(t *testing.T) {
		// DESIGN.md: the completion search and perft walk the optional
		// cost's question and the choice of the card like any other.
		x := start(t, 0, "Thump", "Big", "Brawn", "Gem")
		x.Run()
		ok, _ := x.G.Completes(p1, rules.Option{Act: rules.ActPlay, Obj: x.Find(p1, rules.ZoneHand, "Thump")})
		if !ok {
			t.Error("Thump cannot be completed")
		}
		pos, err := ruletest.Position(beatChestCards()...).Hand("Thump", "Big", "Brawn", "Gem").Build()
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.NewPosition(pos)
		if err != nil {
			t.Fatal(err)
		}
		st, err := rules.Perft(g, nil, 4)
		if err != nil {
			t.Fatal(err)
		}
		if st.Refused > 0 {
			t.Errorf("%d enumerated answers refused", st.Refused)
		}
		if st.Prompts[rules.AskMay] == 0 || st.Prompts[rules.AskCards] == 0 {
			t.Errorf("perft met %d optional-cost questions and %d card choices, want both", st.Prompts[rules.AskMay], st.Prompts[rules.AskCards])
		}
	})
}

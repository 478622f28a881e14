package cards_test

// Tests of cards/hh_kayo.go, each written from the printed card: Kayo,
// Knucklehead, Mini Meataxe, Run into Trouble and Down But Not Out. p1 is
// the turn player.

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

const kayo = "Kayo"

func TestKayo(t *testing.T) {
	t.Run("+1 power anywhere but the combat chain", func(t *testing.T) {
		tb := pos().Hero(kayo).Hand(hhMutt).Deck(hhMutt).Graveyard(hhMutt).Resources(3).
			P2().Hero(dorinthea).Hand(hhMutt).
			Start(t)
		tb.WantPower(tb.Find(p1, rules.ZoneHand, hhMutt), 7, "6 printed, 1 in hand")
		tb.WantPower(tb.Find(p1, rules.ZoneDeck, hhMutt), 7, "in the deck")
		tb.WantPower(tb.Find(p1, rules.ZoneGraveyard, hhMutt), 7, "in the graveyard")
		tb.WantPower(tb.Find(p2, rules.ZoneHand, hhMutt), 6, "a card Kayo does not own")
		tb.Run(ruletest.Play(p1, hhMutt))
		stack := tb.G.Omniscient().Stack()
		tb.WantPower(stack[len(stack)-1].Obj, 7, "on the stack")
		tb.Run(ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 14, "on the chain it attacks with its printed 6")
	})
	t.Run("the first 6-power discard of the action phase makes a Might token", func(t *testing.T) {
		// The blue windups print 5 power: 6 with Kayo's bonus.
		tb := pos().Hero(kayo).Hand("Mighty Windup (blue)", "Agile Windup (blue)").
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Activate(p1, "Mighty Windup (blue)"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneArena, kayo, "Might", "Might")
		tb.Run(ruletest.Activate(p1, "Agile Windup (blue)"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneArena, kayo, "Might", "Might", "Agility")
	})
	t.Run("a card's power read off the chain has the +1", func(t *testing.T) {
		// Bare Fangs (yellow) discards the drawn Bare Fangs (yellow): 5
		// printed, 6 in Kayo's graveyard, so +2, and Kayo's Might.
		const fangs = "Bare Fangs (yellow)"
		tb := pos().Hero(kayo).Hand(fangs).Resources(2).Deck(fangs, hhDodge).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, fangs), ruletest.PassToStep(rules.StepAttack, p1))
		tb.WantPower(tb.Attack(), 5+2, "a 6-power discard")
		tb.WantZone(p1, rules.ZoneArena, kayo, "Might")
		// Pack Call's reveal reads it too: a 5-power card stays on top.
		tb = pos().Hero(dorinthea).Hand(hhMutt).Resources(3).
			P2().Hero(kayo).Hand("Pack Call (blue)").Deck(fangs, hhDodge).
			Start(t)
		tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Pack Call (blue)"),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantOrder(p2, rules.ZoneDeck, fangs, hhDodge)
	})
	t.Run("no Might for a discard in the opponent's turn", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Hand(hhMutt).Resources(3).
			P2().Hero(kayo).Hand("Rally the Rearguard (red)", hhMutt).
			Start(t)
		tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Rally the Rearguard (red)"),
			ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1), ruletest.Activate(p2, "Rally the Rearguard (red)"),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneGraveyard, hhMutt, "Rally the Rearguard (red)")
		tb.WantZone(p2, rules.ZoneArena, kayo)
		tb.WantLife(p2, 19, "6 power, 2+3 defense")
	})
	t.Run("one weapon zone: one one-handed weapon, no two-handed one", func(t *testing.T) {
		hero := cards.MustLookup(kayo).PoolCard()
		one := []rules.PoolEntry{{Card: cards.MustLookup("Mini Meataxe").PoolCard(), Count: 1}}
		if probs := rules.EquipProblems(&hero, one); len(probs) != 0 {
			t.Errorf("Mini Meataxe alone: %v", probs)
		}
		two := []rules.PoolEntry{{Card: cards.MustLookup("Mini Meataxe").PoolCard(), Count: 2}}
		if probs := rules.EquipProblems(&hero, two); len(probs) != 1 {
			t.Errorf("two Mini Meataxes: %v, want one problem", probs)
		}
		twoHanded := []rules.PoolEntry{{Card: cards.MustLookup(dawnblade).PoolCard(), Count: 1}}
		if probs := rules.EquipProblems(&hero, twoHanded); len(probs) != 1 {
			t.Errorf("a two-handed weapon: %v, want one problem", probs)
		}
	})
}

func TestKnucklehead(t *testing.T) {
	const head = "Knucklehead"
	deck := []string{hhDodge, hhDodge, hhDodge, hhDodge, hhDodge, hhDodge, hhDodge}
	rolled := map[int]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		tb := pos().Seed(seed).Hero(kayo).Arena(head).Deck(deck...).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Activate(p1, head))
		tb.WantZone(p1, rules.ZoneGraveyard, head) // destroyed as the cost
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		rolls := tb.EventsOf(rules.EvRoll)
		if len(rolls) != 1 || rolls[0].Amount < 1 || rolls[0].Amount > 6 {
			t.Fatalf("seed %d: rolls %v, want one of 1 to 6", seed, rolls)
		}
		n := rolls[0].Amount
		rolled[n] = true
		if got := tb.G.Omniscient().Intellect(p1); got != n {
			t.Errorf("seed %d: intellect %d, want the number rolled, %d", seed, got, n)
		}
		tb.Run(ruletest.PassUntil("p2's turn", func(v rules.View, _ rules.Prompt) bool { return v.TurnPlayer() == p2 }))
		if got := len(tb.Keys(p1, rules.ZoneHand)); got != n {
			t.Errorf("seed %d: drew up to %d cards, want the number rolled, %d", seed, got, n)
		}
		if got := tb.G.Omniscient().Intellect(p1); got != 4 {
			t.Errorf("seed %d: intellect %d after the turn, want Kayo's 4", seed, got)
		}
	}
	if len(rolled) < 3 {
		t.Errorf("12 seeds rolled only %v", rolled)
	}
}

func TestMiniMeataxe(t *testing.T) {
	tb := pos().Hero(kayo).Arena("Mini Meataxe").Resources(2).Actions(2).Deck(hhMutt, hhDodge).
		P2().Hero(dorinthea).
		Start(t)
	tb.Run(ruletest.Activate(p1, "Mini Meataxe"), ruletest.PassToStep(rules.StepAttack, p1))
	// The Mutt drawn into an empty hand is the random discard: 7 power
	// in Kayo's graveyard, his first 6-power discard, a Might token.
	tb.WantZone(p1, rules.ZoneGraveyard, hhMutt)
	tb.WantZone(p1, rules.ZoneArena, kayo, "Mini Meataxe", "Might")
	tb.WantResources(p1, 0, "{r}{r}")
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 17, "3 power")
	tb.WantBlocked(rules.ActActivate, "Mini Meataxe", rules.ReasonOncePerTurn)
}

func TestRunIntoTrouble(t *testing.T) {
	const trouble = "Run into Trouble (red)"
	for _, tc := range []struct {
		name   string
		tokens []string
		life1  int
	}{
		{"with an Agility token: 1 damage to the attacker", []string{"Agility"}, 19},
		{"without: none", []string{"Might"}, 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(rhinar).Hand(hhMutt).Resources(3).
				P2().Hero(kayo).Hand(trouble).Arena(tc.tokens...).
				Start(t)
			tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, trouble),
				ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p1, tc.life1, "the attacking hero")
			tb.WantLife(p2, 17, "6 power, 3 defense")
		})
	}
}

func TestDownButNotOut(t *testing.T) {
	behind := []string{rhinar, "Agility", "Might", "Vigor"} // the tokens of its hit
	for _, tc := range []struct {
		key    string
		life1  int
		arena1 []string
		power  int
		tokens []string
	}{
		// From the printed card: less life, and fewer equipment and tokens
		// than them, one count of both ("fewer" governs "equipment and
		// tokens"), not two.
		// Behind: less life, no equipment and no token against one of each.
		{"Down But Not Out (red)", 10, nil, 5 + 3, behind},
		{"Down But Not Out (yellow)", 10, nil, 4 + 3, behind},
		{"Down But Not Out (blue)", 10, nil, 3 + 3, behind},
		// Equal life: not behind.
		{"Down But Not Out (red)", 20, nil, 5, []string{rhinar}},
		// One token against an equipment and a token: fewer equipment and
		// tokens together, though as many tokens: behind.
		{"Down But Not Out (red)", 10, []string{"Gold"}, 5 + 3, append(behind, "Gold")},
		// Two tokens against an equipment and a token: as many together,
		// though no equipment: not behind.
		{"Down But Not Out (red)", 10, []string{"Gold", "Gold"}, 5, []string{rhinar, "Gold", "Gold"}},
	} {
		t.Run(tc.key, func(t *testing.T) {
			tb := pos().Hero(rhinar).Life(tc.life1).Hand(tc.key).Arena(tc.arena1...).Resources(3).
				P2().Hero(dorinthea).Arena("Ironrot Helm", "Gold").
				Start(t)
			tb.Run(ruletest.Play(p1, tc.key), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2),
				ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), tc.power, "printed, and +3 when behind")
			if got, want := tb.G.HasKeyword(tb.Attack(), rules.Overpower), slices.Contains(tc.tokens, "Agility"); got != want {
				t.Errorf("overpower %v, want %v", got, want)
			}
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-tc.power, "undefended")
			tb.WantZone(p1, rules.ZoneArena, tc.tokens...)
		})
	}
}

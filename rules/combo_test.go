package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Made-up cards for the chain-link conditions of combo.go: Jab and Feint
// are go again attacks of 1 power; Kick gets +3 when Jab was the last
// attack (combo); Leap gets +2 as chain link 3 or higher; Tally gets +1
// for each hit this chain; Spin draws when it is the second link in a row
// to hit.
func comboCards() []*rules.Card {
	goAgain := func(c *rules.Card) *rules.Card { c.Keywords = rules.GoAgain; return c }
	kick := ruletest.Attack("Kick", 0, 2, 2)
	kick.Statics = []rules.Static{{If: rules.LastAttackWas("Jab"), Power: 3}}
	leap := ruletest.Attack("Leap", 0, 2, 2)
	leap.Statics = []rules.Static{{If: rules.PlayedAsLinkAtLeast(3), Power: 2}}
	tally := ruletest.Attack("Tally", 0, 1, 2)
	tally.Statics = []rules.Static{{Power: 1, Per: rules.AttacksHitThisChain}}
	spin := goAgain(ruletest.Attack("Spin", 0, 1, 2))
	spin.Triggers = []rules.Trigger{{When: rules.WhenHitsInARow, Effects: []rules.Effect{rules.Draw{N: 1}}}}
	return []*rules.Card{goAgain(ruletest.Attack("Jab", 0, 1, 2)), goAgain(ruletest.Attack("Feint", 0, 1, 2)), kick, leap, tally, spin,
		ruletest.Attack("Block", 0, 0, 3), ruletest.Resource("Gem", 1)}
}

// hitThrough plays an attack and lets it resolve undefended, to p1's
// priority in the resolution step (p2 has no card to defend with).
func hitThrough(key string) []ruletest.Step {
	return []ruletest.Step{ruletest.Play(p1, key), ruletest.PassToStep(rules.StepResolution, p1)}
}

// through plays an attack that p2, who has cards to defend with, defends
// with the cards given (none: it goes through), to p1's priority in the
// resolution step.
func through(key string, defenders ...string) []ruletest.Step {
	return []ruletest.Step{ruletest.Play(p1, key), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, defenders...),
		ruletest.PassToStep(rules.StepResolution, p1)}
}

// CR 8.4.1: combo works when the named card was the last attack of this
// combat chain: not as the first link, not with another attack in between
// (a link missing from the combo), not on a new chain. Kick's "+3{p}" is a
// static ability of its own: on the stack it is not functional yet (CR
// 1.7.4h, 5.3.3: it becomes so as the layer resolves), so Kick waits there
// with its printed power.
func TestCR_8_4_1_ComboNeedsTheLastAttackOfThisChain(t *testing.T) {
	for _, tc := range []struct {
		name   string
		before [][]ruletest.Step
		power  int
	}{
		{"Jab, then Kick: the combo", [][]ruletest.Step{hitThrough("Jab")}, 5},
		{"Kick first: no combo", nil, 2},
		{"Jab, Feint, Kick: a link in between", [][]ruletest.Step{hitThrough("Jab"), hitThrough("Feint")}, 2},
		{"Feint, Jab, Kick: Jab is still the last", [][]ruletest.Step{hitThrough("Feint"), hitThrough("Jab")}, 5},
		{"Jab, the chain closes, Kick", [][]ruletest.Step{{ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepNone, p1)}}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(comboCards()...).Hand("Jab", "Feint", "Kick").P2().Start(t)
			for _, steps := range tc.before {
				x.Run(steps...)
			}
			x.Run(ruletest.Play(p1, "Kick"))
			x.WantPower(x.G.State().Stack[0].Obj, 2, "on the stack: its own static ability is not functional yet")
			x.Run(ruletest.PassToStep(rules.StepReaction, p1))
			x.WantPower(x.Attack(), tc.power, "on the chain, the link before it")
		})
	}
}

// CR 7.0.3: each attack becomes the next chain link, so an attack's link
// number is where it was played: "played as chain link 3 or higher".
func TestCR_7_0_3_PlayedAsChainLinkN(t *testing.T) {
	t.Run("link 3", func(t *testing.T) {
		x := ruletest.Position(comboCards()...).Hand("Jab", "Feint", "Leap").P2().Hand("Block", "Block").Start(t)
		// Hits do not matter: the first link is blocked.
		x.Run(through("Jab", "Block")...)
		x.Run(through("Feint")...)
		x.Run(ruletest.Play(p1, "Leap"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), 4, "2, +2 as link 3")
	})
	t.Run("link 2", func(t *testing.T) {
		x := ruletest.Position(comboCards()...).Hand("Jab", "Leap").P2().Start(t)
		x.Run(hitThrough("Jab")...)
		x.Run(ruletest.Play(p1, "Leap"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), 2, "link 2")
	})
	t.Run("a position with two links", func(t *testing.T) {
		x := ruletest.Position(comboCards()...).Link("Jab").Hit().Link("Feint").Hit().Step(rules.StepResolution).
			Hand("Leap").P2().Start(t)
		x.Run(ruletest.Play(p1, "Leap"), ruletest.PassToStep(rules.StepReaction, p1))
		x.WantPower(x.Attack(), 4, "link 3")
	})
}

// CR 7.5.5: a count of the hits of this combat chain, as a static ability
// reads it now.
func TestCR_7_5_5_ForEachHitThisChain(t *testing.T) {
	x := ruletest.Position(comboCards()...).Hand("Jab", "Feint", "Tally").P2().Hand("Block").Start(t)
	x.Run(through("Jab")...)
	x.Run(through("Feint", "Block")...)
	x.Run(ruletest.Play(p1, "Tally"), ruletest.PassToStep(rules.StepReaction, p1))
	x.WantPower(x.Attack(), 2, "1, +1: one of the two links hit")
	x.Run(ruletest.PassToStep(rules.StepResolution, p1))
	x.WantPower(x.Attack(), 3, "its own hit counts once it hit")
}

// CR 7.5.5: "the second chain link in a row to hit": the hit of the link
// before must be there; a link that did not hit breaks the row.
func TestCR_7_5_5_HitsInARow(t *testing.T) {
	for _, tc := range []struct {
		name  string
		first string // p2 defends the first link with these
		spin  bool   // Spin is the first link
		draws int
	}{
		{"after a hit", "", false, 1},
		{"after a blocked link", "Block", false, 0},
		{"as the first link", "", true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(comboCards()...).Hand("Jab", "Spin").Deck("Gem", "Gem").P2().Hand("Block", "Block").Start(t)
			if !tc.spin {
				if tc.first != "" {
					x.Run(through("Jab", tc.first)...)
				} else {
					x.Run(through("Jab")...)
				}
			}
			x.Run(through("Spin")...)
			if got := len(x.Keys(p1, rules.ZoneHand)) - btoi(tc.spin); got != tc.draws {
				t.Errorf("drew %d, want %d (hand %v)", got, tc.draws, x.Keys(p1, rules.ZoneHand))
			}
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// CR 1.4.2a, 7.2.4: a static ability of the hero about "your Nth attack
// each turn" takes hold as that attack is put on the stack, where it is an
// attack already (the attacks declared before it, and itself), and only on
// that attack.
func TestCR_1_4_2a_YourNthAttackEachTurn(t *testing.T) {
	hero := ruletest.Hero("Crimson")
	hero.AttackStatics = []rules.AttackStatic{{Nth: 2, Power: 3}}
	x := ruletest.Position(append(comboCards(), hero)...).Hero("Crimson").Hand("Jab", "Feint", "Kick").P2().Start(t)
	x.Run(ruletest.Play(p1, "Feint"), ruletest.PassToStep(rules.StepReaction, p1))
	x.WantPower(x.Attack(), 1, "the first attack")
	x.Run(ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, "Jab"))
	x.WantPower(x.G.State().Stack[0].Obj, 4, "the second attack, on the stack: 1+3")
	x.Run(ruletest.PassToStep(rules.StepReaction, p1))
	x.WantPower(x.Attack(), 4, "the second attack this turn, on a new chain: 1+3")
	x.Run(ruletest.PassToStep(rules.StepResolution, p1), ruletest.Play(p1, "Kick"), ruletest.PassToStep(rules.StepReaction, p1))
	x.WantPower(x.Attack(), 5, "the third: Kick's combo only, 2+3")
}

// CR 5.1.1a: a card is played from the hand or the arsenal, and the layer
// remembers which:
// "if this was played from arsenal" reads it as the card resolves.
func TestCR_5_1_1a_PlayedFromArsenal(t *testing.T) {
	for _, fromArsenal := range []bool{true, false} {
		spring := ruletest.DefenseReaction("Spring", 0, 2, rules.If{Cond: rules.PlayedFromArsenal, Then: []rules.Effect{rules.ThisGets{Defense: 2}}})
		b := ruletest.Position(append(comboCards(), spring)...).Hand("Kick").P2()
		if fromArsenal {
			b = b.Arsenal("Spring")
		} else {
			b = b.Hand("Spring")
		}
		x := b.Start(t)
		x.Run(ruletest.Play(p1, "Kick"), ruletest.PassToStep(rules.StepReaction, p2), ruletest.Play(p2, "Spring"), ruletest.PassToStep(rules.StepResolution, p1))
		want := 2
		if fromArsenal {
			want = 4
		}
		x.WantDefense(x.G.State().Chain.Links[0].Defenders[0], want, "2, +2 when played from arsenal")
	}
}

// A position with two chain links already made: the second link's attack
// is the hero's second attack this turn and has the bonus too.
func TestCR_7_2_4_YourNthAttackInAPosition(t *testing.T) {
	hero := ruletest.Hero("Crimson")
	hero.AttackStatics = []rules.AttackStatic{{Nth: 2, Power: 3}}
	x := ruletest.Position(append(comboCards(), hero)...).Hero("Crimson").Link("Jab").Hit().Link("Feint").Step(rules.StepReaction).P2().Start(t)
	x.WantPower(x.Attack(), 4, "Feint, the second attack: 1+3")
	x.WantPower(x.G.State().Chain.Links[0].Attack, 1, "Jab, the first")
}

package cards_test

// One test per card of terra.go and generic_equipment.go (Terra's 1st
// Strike deck). p1 is the turn player everywhere; the heroes are
// the Classic Battles ones (the positions do not check card-pools).

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

const (
	terraEarth3    = "Autumn's Touch (blue)"  // an Earth card that pitches for 3
	terraNotEarth3 = "Sigil of Solace (blue)" // a generic card that pitches for 3
	terraMutt      = "Muscle Mutt (yellow)"   // a generic attack: cost 3, 6 power, defense 2
	terraHammer    = "Redwood Hammer"
)

// terraDefendCheck answers the defend prompt with keys, after checking that
// the prompt refuses all of refused with reason (nil refused: no check).
func terraDefendCheck(t *testing.T, p rules.Player, refused []string, reason rules.Reason, keys ...string) ruletest.Step {
	return ruletest.Answer(rules.AskDefenders, p, "defend, checking a refusal", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		if refused != nil {
			a, err := ruletest.PickCards(v, pr, refused)
			if err != nil {
				return a, err
			}
			err = pr.Check(a)
			r, ok := err.(*rules.Refusal)
			if reason == rules.ReasonNone && err != nil {
				t.Errorf("defending with %q refused: %v", refused, err)
			}
			if reason != rules.ReasonNone && (!ok || r.Reason != reason) {
				t.Errorf("defending with %q: got %v, want a refusal %v", refused, err, reason)
			}
		}
		return ruletest.PickCards(v, pr, keys)
	})
}

func TestRedwoodHammer(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pitch string
		want  int
	}{
		{"an Earth card pitched: +1 power", terraEarth3, 4},
		{"no Earth card pitched: its own 3", terraNotEarth3, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(rhinar).Arena(terraHammer).Hand(tc.pitch).
				P2().Hero(dorinthea).
				Start(t)
			tb.Run(ruletest.Activate(p1, terraHammer), ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantZone(p1, rules.ZonePitch, tc.pitch)
			tb.WantPower(tb.Attack(), tc.want, "Redwood Hammer's attack")
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-tc.want, "undefended")
			// The bonus was the attack's: the hammer is 3 again.
			tb.WantPower(tb.Find(p1, rules.ZoneArena, terraHammer), 3, "the hammer after the chain closed")
		})
	}
}

func TestRottenOldBuckler(t *testing.T) {
	tb := pos().Hero(rhinar).Hand(terraMutt).Resources(3).
		P2().Hero(dorinthea).Arena("Rotten Old Buckler").
		Start(t)
	tb.Run(ruletest.Play(p1, terraMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Rotten Old Buckler"),
		ruletest.PassToStep(rules.StepDamage, p1))
	tb.WantLife(p2, 20-5, "6 power, 1 defense")
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	// CR 8.3.3: blade break destroys it when the chain closes.
	tb.WantZone(p2, rules.ZoneGraveyard, "Rotten Old Buckler")
}

func TestBurgeoning(t *testing.T) {
	for _, tc := range []struct {
		name    string
		key     string
		arsenal bool
		want    int
	}{
		{"red from hand", "Burgeoning (red)", false, 6},
		{"red from arsenal", "Burgeoning (red)", true, 7},
		{"blue from hand", "Burgeoning (blue)", false, 4},
		{"blue from arsenal", "Burgeoning (blue)", true, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := pos().Hero(rhinar).Resources(2)
			if tc.arsenal {
				b = b.ArsenalUp(tc.key)
			} else {
				b = b.Hand(tc.key)
			}
			tb := b.P2().Hero(dorinthea).Start(t)
			tb.Run(ruletest.Play(p1, tc.key))
			// A resolution ability (CR 7.2.3): nothing yet on the stack.
			tb.WantPower(tb.G.Omniscient().Stack()[len(tb.G.Omniscient().Stack())-1].Obj, k(tc.key).Power, "on the stack")
			tb.Run(ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), tc.want, "on the chain")
		})
	}
}

func TestConcuss(t *testing.T) {
	for _, tc := range []struct {
		name    string
		boost   bool
		discard bool
	}{
		{"power above its base: the hit hero discards", true, true},
		{"its base power: no discard", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hand := []string{"Concuss (red)"}
			if tc.boost {
				hand = append(hand, "Come to Fight (blue)")
			}
			tb := pos().Hero(rhinar).Hand(hand...).Resources(4).
				P2().Hero(dorinthea).Hand("Dodge (blue)", "Toughen Up (blue)").
				Start(t)
			if tc.boost {
				tb.Run(ruletest.Play(p1, "Come to Fight (blue)"), ruletest.PassToStep(rules.StepNone, p1))
			}
			// p2 holds only defense reactions: no defend prompt (CR 7.3.2a).
			tb.Run(ruletest.Play(p1, "Concuss (red)"))
			if tc.discard {
				tb.Run(ruletest.PassTo(rules.AskCards, p2), ruletest.Choose(p2, "Dodge (blue)"))
			}
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			if tc.discard {
				tb.WantZone(p2, rules.ZoneGraveyard, "Dodge (blue)")
				tb.WantLife(p2, 20-7, "6+1 undefended")
			} else {
				tb.WantZone(p2, rules.ZoneHand, "Dodge (blue)", "Toughen Up (blue)")
				tb.WantLife(p2, 20-6, "6 undefended")
			}
		})
	}
	t.Run("blue: 4 base", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Concuss (blue)", "Come to Fight (blue)").Resources(4).
			P2().Hero(dorinthea).Hand("Dodge (blue)", "Toughen Up (blue)").
			Start(t)
		tb.Run(ruletest.Play(p1, "Come to Fight (blue)"), ruletest.PassToStep(rules.StepNone, p1),
			ruletest.Play(p1, "Concuss (blue)"),
			ruletest.PassTo(rules.AskCards, p2), ruletest.Choose(p2, "Dodge (blue)"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneGraveyard, "Dodge (blue)")
	})
}

func TestLogFall(t *testing.T) {
	for _, key := range []string{"Log Fall (red)", "Log Fall (yellow)"} {
		t.Run(key+": Earth pitched, overpower allows one action card", func(t *testing.T) {
			tb := pos().Hero(rhinar).Hand(key, terraEarth3).
				P2().Hero(dorinthea).Hand(terraMutt, "Raging Onslaught (yellow)").Arena("Ironrot Helm").
				Start(t)
			tb.Run(ruletest.Play(p1, key), ruletest.PassToStep(rules.StepAttack, p1))
			if !tb.G.HasKeyword(tb.Attack(), rules.Overpower) {
				t.Fatal("no overpower with an Earth card pitched")
			}
			tb.Run(ruletest.PassTo(rules.AskDefenders, p2),
				terraDefendCheck(t, p2, []string{terraMutt, "Raging Onslaught (yellow)"}, rules.ReasonOverpower,
					terraMutt, "Ironrot Helm"))
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantZone(p2, rules.ZoneHand, "Raging Onslaught (yellow)")
		})
	}
	t.Run("no Earth card pitched: no overpower, two action cards defend", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Log Fall (red)", terraNotEarth3).
			P2().Hero(dorinthea).Hand(terraMutt, "Raging Onslaught (yellow)").
			Start(t)
		tb.Run(ruletest.Play(p1, "Log Fall (red)"), ruletest.PassToStep(rules.StepAttack, p1))
		if tb.G.HasKeyword(tb.Attack(), rules.Overpower) {
			t.Fatal("overpower without an Earth card pitched")
		}
		tb.Run(ruletest.PassTo(rules.AskDefenders, p2),
			terraDefendCheck(t, p2, []string{terraMutt, "Raging Onslaught (yellow)"}, rules.ReasonNone,
				terraMutt, "Raging Onslaught (yellow)"),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 20, "5 power, 6 defense")
	})
}

func TestStrongWood(t *testing.T) {
	for _, tc := range []struct {
		key, pitch string
		want       int
	}{
		{"Strong Wood (red)", terraEarth3, 7},
		{"Strong Wood (red)", terraNotEarth3, 6},
		{"Strong Wood (yellow)", terraEarth3, 6},
		{"Strong Wood (yellow)", terraNotEarth3, 5},
	} {
		t.Run(tc.key+" pitching "+tc.pitch, func(t *testing.T) {
			tb := pos().Hero(rhinar).Hand(tc.key, tc.pitch).
				P2().Hero(dorinthea).
				Start(t)
			tb.Run(ruletest.Play(p1, tc.key), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-tc.want, "undefended")
		})
	}
}

func TestAutumnsTouch(t *testing.T) {
	for key, power := range map[string]int{"Autumn's Touch (yellow)": 6, "Autumn's Touch (blue)": 5} {
		t.Run(key, func(t *testing.T) {
			// It is an Earth card with no text: pitching an Earth card
			// changes nothing for it.
			tb := pos().Hero(rhinar).Hand(key, terraEarth3).
				P2().Hero(dorinthea).
				Start(t)
			tb.Run(ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-power, "undefended")
			if c := tb.G.Omniscient().Card(tb.Find(p1, rules.ZoneGraveyard, key)); !c.Classes.Has(rules.Earth) {
				t.Errorf("%s is not an Earth card", key)
			}
		})
	}
}

// terraGainGame: p1 holds the effects (hand) and Come to Fight, whose +1
// is the gain the effects replace, then Autumn's Touch (yellow) (6 power).
func terraGainGame(t *testing.T, effects ...string) *ruletest.Game {
	hand := append(append([]string(nil), effects...), "Come to Fight (blue)", "Autumn's Touch (yellow)")
	return pos().Hero(rhinar).Hand(hand...).Resources(4).
		P2().Hero(dorinthea).
		Start(t)
}

func TestFlourish(t *testing.T) {
	for key, plus := range map[string]int{"Flourish (yellow)": 3, "Flourish (blue)": 2} {
		t.Run(key+": the next gain only", func(t *testing.T) {
			tb := terraGainGame(t, key)
			tb.Run(ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantActions(p1, 1, "go again")
			tb.Run(ruletest.Play(p1, "Come to Fight (blue)"), ruletest.PassToStep(rules.StepNone, p1),
				ruletest.Play(p1, "Autumn's Touch (yellow)"), ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), 6+1+plus, "Come to Fight's +1 replaced")
			tb.WantCount(rules.EvReplace, 1, "one replacement")
			// Used up: another gain is not replaced.
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-(7+plus), "undefended")
		})
	}
}

func TestThrive(t *testing.T) {
	tb := terraGainGame(t, "Thrive (yellow)")
	tb.Run(ruletest.Play(p1, "Thrive (yellow)"), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantActions(p1, 1, "go again")
	tb.Run(ruletest.Play(p1, "Come to Fight (blue)"), ruletest.PassToStep(rules.StepNone, p1),
		ruletest.Play(p1, "Autumn's Touch (yellow)"), ruletest.PassToStep(rules.StepReaction, p1))
	tb.WantPower(tb.Attack(), 6+1+1, "Come to Fight's +1 replaced by +2")
	// Not used up: Thrive stays for the turn.
	n := 0
	for _, e := range tb.G.Omniscient().Effects() {
		if e.GainPlus == 1 && !e.GainOnce {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d Thrive effects in force after a gain, want 1", n)
	}
}

// Flourish and Thrive on the same gain, in both orders (CR 6.4.4: each
// replaces the gain the other modified; CR 6.4.5: each once). The attack's
// controller orders them (CR 6.5); both orders give +1+3+1.
func TestFlourishAndThriveInBothOrders(t *testing.T) {
	for _, first := range []string{"Flourish (yellow)", "Thrive (yellow)"} {
		t.Run(first+" first", func(t *testing.T) {
			tb := terraGainGame(t, "Flourish (yellow)", "Thrive (yellow)")
			tb.Run(ruletest.Play(p1, "Flourish (yellow)"), ruletest.PassToStep(rules.StepNone, p1),
				ruletest.Play(p1, "Thrive (yellow)"), ruletest.PassToStep(rules.StepNone, p1),
				ruletest.Play(p1, "Come to Fight (blue)"), ruletest.PassToStep(rules.StepNone, p1),
				ruletest.Play(p1, "Autumn's Touch (yellow)"),
				ruletest.Answer(rules.AskOrder, p1, first+" first", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
					if pr.Rule != rules.CR(6, 5, 0) || len(pr.Options) != 2 {
						t.Errorf("order prompt %s with %d options, want CR 6.5 with 2", pr.Rule, len(pr.Options))
					}
					var a rules.Answer
					for _, o := range pr.Options {
						if ruletest.KeyOf(v, o.Obj) == first {
							a.IDs = append([]int32{o.ID}, a.IDs...)
						} else {
							a.IDs = append(a.IDs, o.ID)
						}
					}
					return a, nil
				}), ruletest.PassToStep(rules.StepReaction, p1))
			tb.WantPower(tb.Attack(), 6+1+3+1, "both replaced the +1")
			reps := tb.EventsOf(rules.EvReplace)
			if len(reps) != 2 {
				t.Fatalf("%d replacements, want 2", len(reps))
			}
			if got := tb.G.Omniscient().Card(reps[0].Other).Key(); got != first {
				t.Errorf("first replacement by %s, want %s", got, first)
			}
		})
	}
}

func TestHardKnuckle(t *testing.T) {
	for _, yes := range []bool{true, false} {
		name := map[bool]string{true: "destroyed: +1 power", false: "kept: no bonus"}[yes]
		t.Run(name, func(t *testing.T) {
			tb := pos().Hero(rhinar).Arena("Hard Knuckle").Hand(terraMutt).Resources(3).
				P2().Hero(dorinthea).
				Start(t)
			tb.Run(ruletest.Play(p1, terraMutt), ruletest.PassTo(rules.AskMay, p1), ruletest.May(p1, yes),
				ruletest.PassToStep(rules.StepNone, p1))
			if yes {
				tb.WantZone(p1, rules.ZoneGraveyard, "Hard Knuckle", terraMutt)
				tb.WantLife(p2, 20-7, "6+1")
			} else {
				tb.WantZone(p1, rules.ZoneArena, rhinar, "Hard Knuckle")
				tb.WantLife(p2, 20-6, "6")
			}
		})
	}
	t.Run("a non-attack action card does not trigger it", func(t *testing.T) {
		tb := pos().Hero(rhinar).Arena("Hard Knuckle").Hand("Come to Fight (blue)").Resources(1).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, "Come to Fight (blue)"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneArena, rhinar, "Hard Knuckle")
	})
}

// Strong Wood's Earth Bond +1 is a gain as it resolves (CR 7.2.3), so
// Thrive replaces it (CR 6.4.9): +2.
func TestStrongWoodWithThrive(t *testing.T) {
	tb := pos().Hero(rhinar).Hand("Thrive (yellow)", "Strong Wood (red)", terraEarth3).
		P2().Hero(dorinthea).
		Start(t)
	tb.Run(ruletest.Play(p1, "Thrive (yellow)"), ruletest.PassToStep(rules.StepNone, p1),
		ruletest.Play(p1, "Strong Wood (red)"), ruletest.PassToStep(rules.StepReaction, p1))
	tb.WantPower(tb.Attack(), 6+1+1, "Earth Bond's +1, plus 1 by Thrive")
}

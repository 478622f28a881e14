package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Cards for the facts remembered about a play (played.go).
var (
	// playedBond is an attack with Earth Bond: +2 power when an Earth card
	// was pitched to play it.
	playedBond = func() *rules.Card {
		c := ruletest.Attack("Bond", 2, 3, 2)
		c.Statics = []rules.Static{{If: rules.EarthBond, Power: 2}}
		return c
	}()
	// playedArsenal gets +1 power when it was played from the arsenal, as
	// it resolves (CR 7.2.3).
	playedArsenal = func() *rules.Card {
		c := ruletest.Attack("Grower", 0, 3, 2)
		c.Resolve = []rules.Effect{rules.If{Cond: rules.PlayedFromArsenal, Then: []rules.Effect{rules.ThisGets{Power: 1}}}}
		return c
	}()
	playedEarth  = func() *rules.Card { c := ruletest.Attack("Clod", 1, 1, 1); c.Classes = rules.Earth; return c }()
	playedPlain  = ruletest.Attack("Pebble", 1, 1, 1)
	playedHammer = func() *rules.Card {
		c := ruletest.Weapon("Maul", 1, 3)
		c.Statics = []rules.Static{{If: rules.PitchedToPlay(rules.Earth), Power: 1}}
		return c
	}()
)

// CR 8.4.15: Earth Bond asks which cards were pitched to play the card;
// the card remembers them as long as it is the same object (CR 3.0.9), on
// the stack and then on the chain. Its "+1{p}" is its own static ability,
// not functional on the stack before the layer resolves (CR 1.7.4h,
// 5.3.3): the power there is the printed one.
func TestEarthBondRemembersThePitch(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pitch []string
		want  int
	}{
		{"an Earth card pitched", []string{"Clod", "Pebble"}, 5},
		{"no Earth card pitched", []string{"Pebble", "Pebble"}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(playedBond, playedEarth, playedPlain).
				Hand(append([]string{"Bond"}, tc.pitch...)...).
				Start(t)
			x.Run(ruletest.Play(ruletest.P1, "Bond"), ruletest.Pitch(ruletest.P1, tc.pitch[0])) // the second is the only one left
			obj := x.G.State().Stack[len(x.G.State().Stack)-1].Obj
			x.WantPower(obj, 3, "on the stack, before it resolves")
			x.Run(ruletest.PassToStep(rules.StepReaction, ruletest.P1))
			x.WantPower(x.Attack(), tc.want, "on the chain")
			x.Run(ruletest.PassToStep(rules.StepNone, ruletest.P1))
			x.WantLife(ruletest.P2, 20-tc.want, "undefended")
			// In the graveyard it is a new object: it remembers nothing.
			if o := x.G.State().Obj(obj); o.Pitched != 0 {
				t.Errorf("in the graveyard: pitched %v; want none (CR 3.0.9)", o.Pitched.Classes().Names())
			}
		})
	}
}

// Cards pitched earlier in the turn are no part of this play.
func TestEarthBondOnlyCountsThisPlay(t *testing.T) {
	x := ruletest.Position(playedBond, playedEarth, playedPlain).
		Hand("Bond").Pitch("Clod").Resources(2).
		Start(t)
	x.Run(ruletest.Play(ruletest.P1, "Bond"), ruletest.PassToStep(rules.StepReaction, ruletest.P1))
	x.WantPower(x.Attack(), 3, "paid with points of an earlier pitch: no Earth card pitched to play it")
}

// A weapon's attack is its own object (CR 1.4.3): the pitch to activate it
// belongs to that attack, and the weapon has its own power again after.
func TestPitchedToAttackWithAWeapon(t *testing.T) {
	x := ruletest.Position(playedHammer, playedEarth).Arena("Maul").Hand("Clod").Start(t)
	x.Run(ruletest.Activate(ruletest.P1, "Maul"), ruletest.PassToStep(rules.StepReaction, ruletest.P1))
	x.WantPower(x.Attack(), 4, "an Earth card pitched to attack with it")
	x.Run(ruletest.PassToStep(rules.StepNone, ruletest.P1))
	x.WantPower(x.Find(ruletest.P1, rules.ZoneArena, "Maul"), 3, "the weapon after its attack ceased to exist")
}

// The hash packs an object's pitched supertypes into 16 bits.
func TestPitchedFitsItsWord(t *testing.T) {
	for i := 16; i < 32; i++ {
		if n := rules.Classes(1 << i).Names(); len(n) != 0 {
			t.Errorf("class %v is past the 16 bits the hash gives Obj.Pitched (hash.go)", n)
		}
	}
}

func TestPlayedFromArsenalAsItResolves(t *testing.T) {
	x := ruletest.Position(playedArsenal).ArsenalUp("Grower").Start(t)
	x.Run(ruletest.Play(ruletest.P1, "Grower"), ruletest.PassToStep(rules.StepReaction, ruletest.P1))
	x.WantPower(x.Attack(), 4, "played from the arsenal")
	y := ruletest.Position(playedArsenal).Hand("Grower").Start(t)
	y.Run(ruletest.Play(ruletest.P1, "Grower"), ruletest.PassToStep(rules.StepReaction, ruletest.P1))
	y.WantPower(y.Attack(), 3, "played from hand")
}

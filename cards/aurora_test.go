package cards_test

// One test per card of aurora.go (Aurora's 1st Strike deck). Player p1 is
// the turn player; "Cloud Cover (yellow)", a Lightning instant that costs
// 0, is what p1 plays first when a test needs a Lightning card played this
// turn (lightning flow, CR 8.4.16).

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

const cloudCover = "Cloud Cover (yellow)"

// auroraFlow plays Cloud Cover and lets it resolve: p1 has played a
// Lightning card this turn.
func auroraFlow() []ruletest.Step {
	return []ruletest.Step{ruletest.Play(p1, cloudCover), ruletest.Pass(p1), ruletest.Pass(p2)}
}

// auroraArcane sums the arcane damage dealt to p.
func auroraArcane(tb *ruletest.Game, p rules.Player) int {
	n := 0
	for _, e := range tb.EventsOf(rules.EvDamage) {
		if e.Player == p && e.Damage == rules.DamageArcane {
			n += e.Amount
		}
	}
	return n
}

func TestFry(t *testing.T) {
	const card = "Fry (red)"
	tb := pos().Hand(card).Start(t)
	tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 17, "3 power")
	tb.WantActions(p1, 1, "go again")
	for key, power := range map[string]int{"Fry (yellow)": 2, "Fry (blue)": 1} {
		if c := k(key); !c.Keywords.Has(rules.GoAgain) || c.Power != power {
			t.Errorf("%s: %+v, want %d power and go again", key, c, power)
		}
	}
}

func TestHeavensClaws(t *testing.T) {
	for _, tc := range []struct {
		key   string
		power int
	}{{"Heaven's Claws (red)", 5}, {"Heaven's Claws (yellow)", 4}, {"Heaven's Claws (blue)", 3}} {
		t.Run(tc.key, func(t *testing.T) {
			tb := pos().Hand(tc.key).Resources(1).Start(t)
			tb.Run(ruletest.Play(p1, tc.key), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 20-tc.power, "no text: its power")
			tb.WantActions(p1, 0, "no go again")
		})
	}
}

// Lightning flow (CR 8.4.16): +1 power once a Lightning card was played
// this turn; Crackling itself is Elemental, not Lightning.
func TestCrackling(t *testing.T) {
	for _, tc := range []struct {
		key   string
		flow  bool
		power int
	}{{"Crackling (red)", false, 3}, {"Crackling (red)", true, 4}, {"Crackling (yellow)", false, 2}, {"Crackling (yellow)", true, 3}} {
		t.Run(tc.key, func(t *testing.T) {
			tb := pos().Hand(tc.key, cloudCover).Start(t)
			var steps []ruletest.Step
			if tc.flow {
				steps = auroraFlow()
			}
			tb.Run(append(steps, ruletest.Play(p1, tc.key), ruletest.PassToStep(rules.StepReaction, p1))...)
			tb.WantPower(tb.Attack(), tc.power, "CR 8.4.16")
		})
	}
}

// Lightning flow: go again.
func TestPhotonRush(t *testing.T) {
	for _, key := range []string{"Photon Rush (red)", "Photon Rush (blue)"} {
		for _, flow := range []bool{false, true} {
			tb := pos().Hand(key, cloudCover).Start(t)
			var steps []ruletest.Step
			want := 0
			if flow {
				steps, want = auroraFlow(), 1
			}
			tb.Run(append(steps, ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1))...)
			tb.WantActions(p1, want, "go again only with lightning flow")
		}
	}
}

// "If this was played from arsenal, it gets go again": from hand it does
// not.
func TestLightningSurge(t *testing.T) {
	for _, key := range []string{"Lightning Surge (red)", "Lightning Surge (yellow)", "Lightning Surge (blue)"} {
		for _, fromArsenal := range []bool{false, true} {
			b := pos()
			want := 0
			if fromArsenal {
				b, want = b.Arsenal(key), 1
			} else {
				b = b.Hand(key)
			}
			tb := b.Start(t)
			tb.Run(ruletest.Play(p1, key), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantActions(p1, want, key+" from arsenal: go again")
		}
	}
	tb := pos().Hand("Lightning Surge (red)").Start(t)
	tb.Run(ruletest.Play(p1, "Lightning Surge (red)"), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 16, "4 power")
}

// The next Lightning or Elemental attack gets +N: not an attack of
// neither.
func TestSizzle(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	t.Run("Sizzle (red) on a Lightning attack", func(t *testing.T) {
		tb := pos().Hand("Sizzle (red)", "Fry (red)").Start(t)
		tb.Run(ruletest.Play(p1, "Sizzle (red)"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Play(p1, "Fry (red)"),
			ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 6, "3+3")
	})
	t.Run("Sizzle (yellow) waits past a generic attack for an Elemental one", func(t *testing.T) {
		tb := pos().Known(jab).Hand("Sizzle (yellow)", "Jab", "Crackling (yellow)").Actions(2).Start(t)
		tb.Run(ruletest.Play(p1, "Sizzle (yellow)"), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Play(p1, "Jab"),
			ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 3, "Jab is neither Lightning nor Elemental")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, "Crackling (yellow)"), ruletest.PassToStep(rules.StepReaction, p1))
		// 2, +1 lightning flow (Sizzle is a Lightning card), +2.
		tb.WantPower(tb.Attack(), 5, "Crackling (yellow) with both")
	})
}

// Lightning flow: when it hits a hero, 1 arcane damage to that hero.
func TestStaticShock(t *testing.T) {
	for _, tc := range []struct {
		key    string
		flow   bool
		life   int
		arcane int
	}{{"Static Shock (red)", true, 15, 1}, {"Static Shock (red)", false, 16, 0}, {"Static Shock (yellow)", true, 16, 1}} {
		tb := pos().Hand(tc.key, cloudCover).Start(t)
		var steps []ruletest.Step
		if tc.flow {
			steps = auroraFlow()
		}
		tb.Run(append(steps, ruletest.Play(p1, tc.key), ruletest.PassToStep(rules.StepNone, p1))...)
		tb.WantLife(p2, tc.life, tc.key)
		if got := auroraArcane(tb, p2); got != tc.arcane {
			t.Errorf("%s: %d arcane damage, want %d (CR 8.5.3b)", tc.key, got, tc.arcane)
		}
	}
}

// Lightning flow: N arcane damage to target hero, either one (oneself is a
// legal target, CR 1.8.5).
func TestHarnessLightning(t *testing.T) {
	t.Run("Harness Lightning (red) at the opposing hero", func(t *testing.T) {
		tb := pos().Hand("Harness Lightning (red)", cloudCover).Start(t)
		tb.Run(append(auroraFlow(), ruletest.Play(p1, "Harness Lightning (red)"), ruletest.TargetHero(p1, p2), ruletest.Pass(p1), ruletest.Pass(p2))...)
		tb.WantLife(p2, 17, "3 arcane damage")
		if auroraArcane(tb, p2) != 3 {
			t.Error("the damage is arcane (CR 8.5.3b)")
		}
	})
	t.Run("Harness Lightning (yellow) at oneself, through one's own Cloud Cover", func(t *testing.T) {
		tb := pos().Hand("Harness Lightning (yellow)", cloudCover).Start(t)
		tb.Run(append(auroraFlow(), ruletest.Play(p1, "Harness Lightning (yellow)"), ruletest.TargetHero(p1, p1), ruletest.Pass(p1), ruletest.Pass(p2))...)
		tb.WantLife(p1, 20, "2 arcane damage, 2 prevented by Cloud Cover")
		tb.WantLife(p2, 20, "the other hero")
	})
	t.Run("without a Lightning card played, nothing", func(t *testing.T) {
		tb := pos().Hand("Harness Lightning (red)").Start(t)
		tb.Run(ruletest.Play(p1, "Harness Lightning (red)"), ruletest.TargetHero(p1, p2), ruletest.Pass(p1), ruletest.Pass(p2))
		tb.WantLife(p2, 20, "lightning flow is off")
		tb.WantZone(p1, rules.ZoneGraveyard, "Harness Lightning (red)")
	})
}

// The next time you would be dealt damage this turn, prevent 2 of it: a
// fixed prevention (CR 6.4.10i) of any type, here physical.
func TestCloudCover(t *testing.T) {
	tb := pos().Hand("Heaven's Claws (red)", "Fry (red)").Resources(1).Actions(2).P2().Hand(cloudCover).Start(t)
	tb.Run(ruletest.Play(p1, "Heaven's Claws (red)"), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1),
		ruletest.Play(p2, cloudCover), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 17, "5 - 2")
	tb.Run(ruletest.Play(p1, "Fry (red)"), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantLife(p2, 14, "one damage event only: Fry's 3 go through")
	// With Spell Fray Tiara against 3 arcane damage, the defender orders
	// the two (CR 6.5.2): Cloud Cover first keeps the tiara for the last 1
	// or not; the tiara first costs it and Cloud Cover takes the other 2.
	for _, tc := range []struct {
		name  string
		order []string
		life  int
		arena []string
	}{
		{"Cloud Cover, then no spellvoid", []string{cloudCover, ""}, 19, []string{"Rhinar", "Spell Fray Tiara"}},
		{"Cloud Cover, then the tiara", []string{cloudCover, "Spell Fray Tiara"}, 20, []string{"Rhinar"}},
		{"the tiara, then Cloud Cover", []string{"Spell Fray Tiara"}, 20, []string{"Rhinar"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hand("Harness Lightning (red)", cloudCover).P2().Hero(rhinar).Hand(cloudCover).Arena("Spell Fray Tiara").Start(t)
			steps := append(auroraFlow(), ruletest.Play(p1, "Harness Lightning (red)"), ruletest.TargetHero(p1, p2), ruletest.Pass(p1),
				ruletest.Play(p2, cloudCover), ruletest.Pass(p2), ruletest.Pass(p1), ruletest.Pass(p1), ruletest.Pass(p2))
			for _, c := range tc.order {
				if c == "" {
					steps = append(steps, ruletest.Choose(p2))
				} else {
					steps = append(steps, ruletest.Choose(p2, c))
				}
			}
			tb.Run(steps...)
			tb.WantLife(p2, tc.life, tc.name)
			tb.WantZone(p2, rules.ZoneArena, tc.arena...)
		})
	}
}

// Spellvoid 1 (CR 8.3.15), each of the pair: destroyed one at a time, as
// the player chooses, against arcane damage.
func TestSpellFrayTiara(t *testing.T) { spellFrayPair(t, "Spell Fray Tiara", "Spell Fray Leggings") }

func TestSpellFrayLeggings(t *testing.T) { spellFrayPair(t, "Spell Fray Leggings", "Spell Fray Tiara") }

// spellFrayPair: arcane damage 3 with both in the arena; first is used
// first, then the other.
func spellFrayPair(t *testing.T, first, other string) {
	choose := func(keys ...string) ruletest.Step {
		return ruletest.Answer(rules.AskCards, p2, "spellvoid", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
			if pr.Purpose != rules.PurposePrevent || pr.Min != 0 {
				t.Errorf("prompt %+v, want an optional prevention", pr)
			}
			return ruletest.PickCards(v, pr, keys)
		})
	}
	tb := pos().Hand("Harness Lightning (red)", cloudCover).P2().Arena("Spell Fray Tiara", "Spell Fray Leggings").Start(t)
	tb.Run(append(auroraFlow(), ruletest.Play(p1, "Harness Lightning (red)"), ruletest.TargetHero(p1, p2), ruletest.Pass(p1), ruletest.Pass(p2),
		choose(first), choose(other))...)
	tb.WantLife(p2, 19, "3 arcane damage, 1 + 1 prevented")
	tb.WantZone(p2, rules.ZoneGraveyard, first, other)
	if k(first).Spellvoid != 1 || !k(first).Keywords.Has(rules.Spellvoid) {
		t.Errorf("%s: spellvoid 1", first)
	}
}

// Once per turn, {r}: attack for 1; with lightning flow its attacks get
// +1 power and go again.
func TestStarFall(t *testing.T) {
	for _, flow := range []bool{false, true} {
		tb := pos().Arena("Star Fall").Hand(cloudCover).Resources(1).Start(t)
		var steps []ruletest.Step
		power, actions := 1, 0
		if flow {
			steps, power, actions = auroraFlow(), 2, 1
		}
		tb.Run(append(steps, ruletest.Activate(p1, "Star Fall"), ruletest.PassToStep(rules.StepReaction, p1))...)
		tb.WantPower(tb.Attack(), power, "CR 8.4.16")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantActions(p1, actions, "go again with lightning flow")
		tb.WantLife(p2, 20-power, "Star Fall's hit")
	}
}

// When an attack you control hits a hero, you may destroy this; if you
// do, 1 arcane damage to that hero.
func TestAetherCrackers(t *testing.T) {
	for _, yes := range []bool{true, false} {
		tb := pos().Arena("Aether Crackers").Hand("Fry (red)").Start(t)
		tb.Run(ruletest.Play(p1, "Fry (red)"), ruletest.PassTo(rules.AskMay, p1), ruletest.May(p1, yes), ruletest.PassToStep(rules.StepNone, p1))
		if yes {
			tb.WantLife(p2, 16, "3 and 1 arcane")
			tb.WantZone(p1, rules.ZoneGraveyard, "Aether Crackers", "Fry (red)")
		} else {
			tb.WantLife(p2, 17, "3 only")
			tb.WantZone(p1, rules.ZoneGraveyard, "Fry (red)")
		}
	}
}

// When this is defended by 1 or more cards, you may pay {r}: +1 power.
// Undefended, nothing is asked (the script is strict).
func TestSparkSpray(t *testing.T) {
	t.Run("Spark Spray (yellow) defended, paid", func(t *testing.T) {
		tb := pos().Hand("Spark Spray (yellow)").Resources(1).P2().Hand("Heaven's Claws (red)", "Fry (red)").Start(t)
		tb.Run(ruletest.Play(p1, "Spark Spray (yellow)"), ruletest.PassTo(rules.AskDefenders, p2),
			ruletest.Defend(p2, "Heaven's Claws (red)", "Fry (red)"), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1),
			ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 4, "3+1, asked once for two defending cards")
		tb.WantResources(p1, 0, "paid")
	})
	t.Run("Spark Spray (red) defended, not paid", func(t *testing.T) {
		tb := pos().Hand("Spark Spray (red)").Resources(1).P2().Hand("Heaven's Claws (red)").Start(t)
		tb.Run(ruletest.Play(p1, "Spark Spray (red)"), ruletest.PassTo(rules.AskDefenders, p2),
			ruletest.Defend(p2, "Heaven's Claws (red)"), ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1),
			ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 4, "4, no +1")
		tb.WantResources(p1, 1, "not paid")
	})
	t.Run("Spark Spray (blue) undefended", func(t *testing.T) {
		tb := pos().Hand("Spark Spray (blue)").Resources(1).Start(t)
		tb.Run(ruletest.Play(p1, "Spark Spray (blue)"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 18, "2 power")
		tb.WantResources(p1, 1, "nothing to pay for")
	})
}

// Target attack action card with cost 1 or less gets +3, +2, +1; a
// weapon's attack is no attack action card, so it has no target then.
func TestLightningPress(t *testing.T) {
	for _, tc := range []struct {
		key   string
		bonus int
	}{{"Lightning Press (red)", 3}, {"Lightning Press (yellow)", 2}, {"Lightning Press (blue)", 1}} {
		t.Run(tc.key, func(t *testing.T) {
			tb := pos().Hand("Fry (red)", tc.key).Start(t)
			tb.Run(ruletest.Play(p1, "Fry (red)"), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Play(p1, tc.key),
				ruletest.Pass(p1), ruletest.Pass(p2))
			tb.WantPower(tb.Attack(), 3+tc.bonus, "Fry's 3 and the bonus")
			tb.Run(ruletest.PassToStep(rules.StepNone, p1))
			tb.WantLife(p2, 17-tc.bonus, "Fry with the bonus")
		})
	}
	t.Run("not on a weapon attack", func(t *testing.T) {
		tb := pos().Arena("Star Fall").Hand("Lightning Press (red)").Resources(1).Start(t)
		tb.Run(ruletest.Activate(p1, "Star Fall"), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantBlocked(rules.ActPlay, "Lightning Press (red)", rules.ReasonNoTarget)
	})
}

// Once per turn, instant, {r}{r}: create an Embodiment of Lightning, only
// after a Lightning card was played this turn (CR 5.2.1e); Essence of
// Lightning lets her deck hold Lightning cards (CR 8.3.16).
func TestAurora(t *testing.T) {
	const aurora = "Aurora"
	t.Run("blocked before a Lightning card is played", func(t *testing.T) {
		tb := pos().Hero(aurora).Hand(cloudCover).Resources(2).Start(t)
		tb.Run()
		tb.WantBlocked(rules.ActActivate, aurora, rules.ReasonCondition)
	})
	t.Run("after Cloud Cover: a token, once", func(t *testing.T) {
		tb := pos().Hero(aurora).Hand(cloudCover).Resources(4).Start(t)
		tb.Run(append(auroraFlow(), ruletest.Activate(p1, aurora), ruletest.Pass(p1), ruletest.Pass(p2))...)
		tb.WantZone(p1, rules.ZoneArena, aurora, "Embodiment of Lightning")
		tb.WantResources(p1, 2, "{r}{r} paid")
		tb.WantBlocked(rules.ActActivate, aurora, rules.ReasonOncePerTurn)
	})
	if c := k(aurora); !c.Keywords.Has(rules.Essence) || c.Essence != rules.Lightning {
		t.Errorf("Aurora: essence %v, want Lightning", c.Essence.Names())
	}
	p := k(aurora).PoolCard()
	if len(p.Essence) != 1 || p.Essence[0] != "Lightning" {
		t.Errorf("Aurora's pool card: essence %v", p.Essence)
	}
}

package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// The rule numbers of these tests are those of the newer CR quoted in
// RULES.md (prevention effects 6.4.10, their order 6.5.2-6.5.5); older CRs,
// which damage_test.go follows, numbered prevention 6.5.

// The cards of the prevention tests: p1's damage (generic Zap and Ping,
// arcane Bolt, a physical Jab), p2's preventions (a shield of 3, a fixed
// prevention of 2, an arcane-only shield) and a head piece with
// spellvoid 1.
var (
	pvZap    = ruletest.Instant("Zap", 0, rules.DealDamage{N: 4})
	pvPing   = ruletest.Instant("Ping", 0, rules.DealDamage{N: 1})
	pvBolt   = ruletest.Instant("Bolt", 0, rules.DealArcane{N: 3})
	pvJab    = ruletest.Attack("Jab", 0, 3, 2)
	pvShield = ruletest.Instant("Shield", 0, rules.PreventDamage{N: 3})
	pvCover  = ruletest.Instant("Cover", 0, rules.PreventDamage{N: 2, Once: true})
	pvWard   = ruletest.Instant("Ward", 0, rules.PreventDamage{N: 3, Kind: rules.DamageArcane})
	pvTiara  = func() *rules.Card {
		c := ruletest.Equipment("Tiara", rules.Head, 0, rules.Spellvoid)
		c.Spellvoid = 1
		return c
	}()
	pvCards = []*rules.Card{pvZap, pvPing, pvBolt, pvJab, pvShield, pvCover, pvWard, pvTiara}
)

// respond is p2 answering p1's layer on the stack with the instants
// named, each resolving before the next is played; then the layer
// resolves.
func respond(first string, instants ...string) []ruletest.Step {
	steps := []ruletest.Step{ruletest.Play(p1, first), ruletest.Pass(p1)}
	for _, r := range instants {
		steps = append(steps, ruletest.Play(p2, r), ruletest.Pass(p2), ruletest.Pass(p1), ruletest.Pass(p1))
	}
	return append(steps, ruletest.Pass(p2))
}

// choosePrevention answers p's prevention prompt (CR 6.5.2) with the
// cards keys, after checking its shape: min options to choose, n offered.
func choosePrevention(t *testing.T, p rules.Player, min, n int, keys ...string) ruletest.Step {
	return ruletest.Answer(rules.AskCards, p, "prevention", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		if pr.Purpose != rules.PurposePrevent || pr.Min != min || pr.Max != 1 || len(pr.Options) != n || pr.Rule != rules.CR(6, 5, 2) {
			t.Errorf("prompt %+v, want a prevention to choose (min %d, %d offered)", pr, min, n)
		}
		return ruletest.PickCards(v, pr, keys)
	})
}

func prevented(x *ruletest.Game) int {
	n := 0
	for _, e := range x.EventsOf(rules.EvPrevent) {
		n += e.Amount
	}
	return n
}

// CR 6.5.2, 6.5.5: two prevention effects apply to one damage event and
// do not both fit: the player whose hero is dealt it chooses which
// applies first, and the order shows. Zap deals 4 with a shield of 3 and a
// fixed 2 in force. The fixed one first: 2, then 2 of the shield, which
// keeps 1 and stops the Ping after. The shield first: 3, then 1 of the
// fixed one, whose other 1 is lost (CR 6.4.10i), and the Ping hits.
func TestCR_6_5_2_TwoPreventionsOneDamageInTheOrderChosen(t *testing.T) {
	for _, tc := range []struct {
		first string
		life  int // after Zap and Ping
	}{
		{"Cover", 20},
		{"Shield", 19},
	} {
		t.Run(tc.first+" first", func(t *testing.T) {
			x := ruletest.Position(pvCards...).Hand("Zap", "Ping").P2().Hand("Shield", "Cover").Start(t)
			x.Run(append(respond("Zap", "Shield", "Cover"), choosePrevention(t, p2, 1, 2, tc.first))...)
			x.WantLife(p2, 20, "CR 6.5.5: 4 prevented either way")
			x.Run(ruletest.Play(p1, "Ping"), ruletest.Pass(p1), ruletest.Pass(p2))
			x.WantLife(p2, tc.life, "CR 6.4.10i-j: what is left of the shield")
			if want := 5 - (20 - tc.life); prevented(x) != want {
				t.Errorf("prevented %d in all, want %d", prevented(x), want)
			}
		})
	}
}

// When every prevention's amount fits in the damage, the order changes
// nothing and nobody is asked: each prevents all it can (CR 6.5.5).
func TestCR_6_5_5_PreventionsThatAllFitAreNotAsked(t *testing.T) {
	x := ruletest.Position(pvCards...).Hand("Zap").P2().Hand("Cover").Arena("Tiara").Start(t)
	x.Run(respond("Zap", "Cover")...) // strict: a prevention prompt would fail the run
	x.WantLife(p2, 18, "4 - 2")
	x.WantZone(p2, rules.ZoneArena, "Beta", "Tiara") // generic damage: spellvoid is not asked
}

// CR 6.4.10i: a fixed prevention applies to the next damage event only;
// what it did not prevent is lost. CR 6.4.10j: a shield lasts until its
// amount is used up.
func TestCR_6_4_10i_FixedPreventionIsForOneEvent(t *testing.T) {
	for _, tc := range []struct {
		card string
		life int
	}{
		{"Cover", 19}, // 1 of 2 used on the first Ping, the second hits
		{"Shield", 20},
	} {
		t.Run(tc.card, func(t *testing.T) {
			pings := ruletest.Instant("Ping", 0, rules.DealDamage{N: 1})
			x := ruletest.Position(append(pvCards[:len(pvCards):len(pvCards)], pings)...).Hand("Ping", "Ping").P2().Hand(tc.card).Start(t)
			x.Run(respond("Ping", tc.card)...)
			x.WantLife(p2, 20, "the first Ping is prevented")
			x.Run(ruletest.Play(p1, "Ping"), ruletest.Pass(p1), ruletest.Pass(p2))
			x.WantLife(p2, tc.life, tc.card)
		})
	}
}

// CR 8.3.15: spellvoid: when its controller would be dealt arcane damage,
// they may destroy it to prevent N of it; declined, it stays.
func TestCR_8_3_15_SpellvoidPreventsArcaneDamage(t *testing.T) {
	for _, tc := range []struct {
		name  string
		use   []string
		life  int
		arena []string
	}{
		{"destroyed", []string{"Tiara"}, 18, nil},
		{"declined", nil, 17, []string{"Tiara"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(pvCards...).Hand("Bolt").P2().Arena("Tiara").Start(t)
			x.Run(append(respond("Bolt"), choosePrevention(t, p2, 0, 1, tc.use...))...)
			x.WantLife(p2, tc.life, "CR 8.3.15")
			x.WantZone(p2, rules.ZoneArena, append([]string{"Beta"}, tc.arena...)...)
			if len(tc.use) > 0 {
				if d := x.EventsOf(rules.EvDestroy); len(d) != 1 || d[0].Rule != rules.CR(8, 3, 15) {
					t.Errorf("destroy events %+v, want the tiara's (CR 8.3.15)", d)
				}
			}
			if d := x.EventsOf(rules.EvDamage); len(d) != 1 || d[0].Damage != rules.DamageArcane {
				t.Errorf("damage events %+v, want one of arcane damage (CR 8.5.3b)", d)
			}
		})
	}
}

// CR 8.5.3f, 8.3.15: spellvoid prevents arcane damage only: an attack's
// physical damage goes through and nothing is asked.
func TestCR_8_5_3f_SpellvoidAgainstPhysicalDamage(t *testing.T) {
	x := ruletest.Position(pvCards...).Hand("Jab").P2().Arena("Tiara").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2), ruletest.PassToStep(rules.StepResolution, p1))
	x.WantLife(p2, 17, "3 physical damage, none prevented")
	x.WantZone(p2, rules.ZoneArena, "Beta", "Tiara")
	x.WantCount(rules.EvPrevent, 0, "spellvoid is for arcane damage")
	if d := x.EventsOf(rules.EvDamage); len(d) != 1 || d[0].Damage != rules.DamagePhysical {
		t.Errorf("damage events %+v, want physical damage (CR 8.5.3b)", d)
	}
}

// CR 6.4.10c: a prevention that names a type prevents that type only: an
// arcane shield lets generic damage through and stops arcane damage.
func TestCR_6_4_10c_PreventionOfOneType(t *testing.T) {
	x := ruletest.Position(pvCards...).Hand("Zap", "Bolt").P2().Hand("Ward").Start(t)
	x.Run(respond("Zap", "Ward")...)
	x.WantLife(p2, 16, "generic damage is not arcane")
	x.Run(ruletest.Play(p1, "Bolt"), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantLife(p2, 16, "3 arcane damage prevented")
	if prevented(x) != 3 {
		t.Errorf("prevented %d, want 3", prevented(x))
	}
}

// A shield and spellvoid against one arcane damage event: the player
// applies the shield, then is asked again whether to destroy the tiara
// for what is left (CR 6.5.2: one at a time).
func TestCR_6_5_2_ShieldThenSpellvoid(t *testing.T) {
	x := ruletest.Position(pvCards...).Hand("Bolt").P2().Hand("Cover").Arena("Tiara").Start(t)
	x.Run(append(respond("Bolt", "Cover"), choosePrevention(t, p2, 1, 2, "Cover"), choosePrevention(t, p2, 0, 1, "Tiara"))...)
	x.WantLife(p2, 20, "2 by the fixed prevention, 1 by spellvoid")
	x.WantZone(p2, rules.ZoneArena, "Beta")
}

// CR 6.4.10i, 1.8.4: "the next time you would be dealt damage this turn,
// prevent 2 of that damage; if you do, create a token": the token comes
// with the prevention, once, and only if damage was prevented. A turn
// that ends first leaves no token (CR 4.4.4: the effect ends with it).
func TestCR_6_4_10i_PreventionThatCreates(t *testing.T) {
	charm := &rules.Card{Name: "Charm", Types: rules.Token, Subtypes: rules.Aura, Classes: rules.Generic}
	chin := ruletest.Instant("Chin", 0, rules.PreventDamage{N: 2, Once: true, Creates: charm})
	chin.Tokens = []*rules.Card{charm}
	cards := append(pvCards[:len(pvCards):len(pvCards)], chin, charm)
	t.Run("one ping: 1 prevented, one token", func(t *testing.T) {
		x := ruletest.Position(cards...).Hand("Ping", "Zap").P2().Hand("Chin").Start(t)
		x.Run(respond("Ping", "Chin")...)
		x.WantLife(p2, 20, "1 of 2 prevented")
		x.WantZone(p2, rules.ZoneArena, "Beta", "Charm")
		x.Run(ruletest.Play(p1, "Zap"), ruletest.Pass(p1), ruletest.Pass(p2))
		x.WantLife(p2, 16, "the prevention was used: Zap's 4 all dealt")
		x.WantZone(p2, rules.ZoneArena, "Beta", "Charm")
	})
	t.Run("no damage: no token", func(t *testing.T) {
		x := ruletest.Position(cards...).P2().Hand("Chin").Start(t)
		x.Run(ruletest.Pass(p1), ruletest.Play(p2, "Chin"), ruletest.Pass(p2), ruletest.Pass(p1))
		x.WantZone(p2, rules.ZoneArena, "Beta")
	})
}

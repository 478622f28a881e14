package cards_test

// Tests of cards/hh_rhinar.go, each written from the printed card: beat
// chest (CR 8.3.33) and "if you've discarded a card with 6 or more power
// this turn". p1 is the turn player.

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

const (
	hhPound = "Pound Town (red)" // power 7: a card beat chest can discard
	hhPack  = "Pack Hunt (blue)" // power 4: one it cannot
)

// veilThenWeapon destroys Monstrous Veil (draw, then discard at random:
// with an empty hand, the card drawn, top) and attacks with weapon.
func veilThenWeapon(t *testing.T, weapon, top string) *ruletest.Game {
	t.Helper()
	tb := pos().Hero(rhinar).Arena("Monstrous Veil", weapon).Deck(top).Resources(2).
		P2().Hero(dorinthea).
		Start(t)
	tb.Run(ruletest.Activate(p1, "Monstrous Veil"), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantZone(p1, rules.ZoneGraveyard, "Monstrous Veil", top)
	tb.Run(ruletest.Activate(p1, weapon), ruletest.PassToStep(rules.StepReaction, p1))
	return tb
}

func TestBallBreaker(t *testing.T) {
	tb := veilThenWeapon(t, "Ball Breaker", hhPound)
	tb.WantPower(tb.Attack(), 4, "3, and 1 after a 7-power card was discarded")
	tb.WantResources(p1, 0, "the attack costs 2")
	tb = veilThenWeapon(t, "Ball Breaker", hhPack)
	tb.WantPower(tb.Attack(), 3, "a 4-power card is not enough")
}

func TestMandibleClaw(t *testing.T) {
	tb := veilThenWeapon(t, "Mandible Claw", hhPound)
	tb.WantPower(tb.Attack(), 3, "its printed power")
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantActions(p1, 1, "go again after a 7-power card was discarded")
	tb = veilThenWeapon(t, "Mandible Claw", hhPack)
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantActions(p1, 0, "no go again")
}

func TestMonstrousVeil(t *testing.T) {
	t.Run("destroy this: draw, then discard a random card; go again", func(t *testing.T) {
		tb := pos().Hero(rhinar).Arena("Monstrous Veil").Hand(hhDodge).Deck(hhPack).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Activate(p1, "Monstrous Veil"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantCount(rules.EvDraw, 1, "one card drawn")
		tb.WantCount(rules.EvDiscard, 1, "one card discarded")
		if n := len(tb.Keys(p1, rules.ZoneHand)); n != 1 {
			t.Errorf("%d cards in hand, want 1: two, less the one discarded", n)
		}
		if n := len(tb.Keys(p1, rules.ZoneGraveyard)); n != 2 {
			t.Errorf("%d cards in the graveyard, want 2: the Veil and the discarded card", n)
		}
		tb.WantActions(p1, 1, "go again")
	})
	t.Run("battleworn: -1 defense once it defended", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(hhMutt).Resources(3).
			P2().Hero(dorinthea).Arena("Monstrous Veil").
			Start(t)
		tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Monstrous Veil"),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 15, "6 power less 1 defense")
		tb.WantDefense(tb.Find(p2, rules.ZoneArena, "Monstrous Veil"), 0, "1 and a -1 counter")
	})
}

// beatChestAttack plays attack from a hand with Pound Town (red), beating
// chest when beat is set, and returns the game in the reaction step; p2
// holds theirs, and defends with none of it. The heroes are plain: Rhinar
// would intimidate as the cost discards.
func beatChestAttack(t *testing.T, attack string, beat bool, theirs ...string) *ruletest.Game {
	t.Helper()
	tb := pos().Hand(attack, hhPound).Resources(3).
		P2().Hand(theirs...).
		Start(t)
	tb.Run(ruletest.Play(p1, attack), ruletest.May(p1, beat))
	if beat {
		tb.WantZone(p1, rules.ZoneGraveyard, hhPound)
	} else {
		tb.WantZone(p1, rules.ZoneHand, hhPound)
	}
	// The attack step, its triggers resolved; p2 declares no defender if
	// they hold a card, then the reaction step.
	tb.Run(ruletest.PassToStep(rules.StepAttack, p1))
	steps := []ruletest.Step{ruletest.Pass(p1), ruletest.Pass(p2)}
	if len(tb.Keys(p2, rules.ZoneHand)) > 0 {
		steps = append(steps, ruletest.Defend(p2))
	}
	tb.Run(append(steps, ruletest.PassToStep(rules.StepReaction, p1))...)
	return tb
}

// beatChestToken checks the cycle "when this attacks, if you've beaten
// chest this turn, create a [token] token": its red, yellow and blue.
func beatChestToken(t *testing.T, token string, red, yellow, blue string) {
	t.Helper()
	for _, c := range []struct {
		key   string
		power int
	}{{red, 7}, {yellow, 6}, {blue, 5}} {
		tb := beatChestAttack(t, c.key, true)
		tb.WantPower(tb.Attack(), c.power, "printed")
		tb.WantZone(p1, rules.ZoneArena, "Alpha", token)
		tb = beatChestAttack(t, c.key, false)
		tb.WantZone(p1, rules.ZoneArena, "Alpha")
	}
}

func TestAssaultAndBattery(t *testing.T) {
	beatChestToken(t, "Agility", "Assault and Battery (red)", "Assault and Battery (yellow)", "Assault and Battery (blue)")
}

func TestPoundTown(t *testing.T) {
	// The card beat chest discards is the red's other copy.
	beatChestToken(t, "Might", "Pound Town (red)", "Pound Town (yellow)", "Pound Town (blue)")
}

func TestRawhideRumble(t *testing.T) {
	for _, c := range []struct {
		key   string
		power int
	}{{"Rawhide Rumble (red)", 6}, {"Rawhide Rumble (yellow)", 5}, {"Rawhide Rumble (blue)", 4}} {
		tb := beatChestAttack(t, c.key, true, hhMutt)
		tb.WantPower(tb.Attack(), c.power, "printed")
		tb.WantZone(p2, rules.ZoneBanished, hhMutt)
		tb = beatChestAttack(t, c.key, false, hhMutt)
		tb.WantCount(rules.EvIntimidate, 0, "not beaten: no intimidation")
		tb.WantZone(p2, rules.ZoneHand, hhMutt)
	}
}

func TestBonebreakerBellow(t *testing.T) {
	for _, c := range []struct {
		key         string
		plain, beat int
	}{{"Bonebreaker Bellow (red)", 3, 5}, {"Bonebreaker Bellow (yellow)", 2, 4}, {"Bonebreaker Bellow (blue)", 1, 3}} {
		for _, beat := range []bool{false, true} {
			tb := pos().Hand(c.key, hhPound, hhPack).Resources(3).
				Start(t)
			tb.Run(ruletest.Play(p1, c.key), ruletest.May(p1, beat), ruletest.PassToStep(rules.StepNone, p1))
			tb.WantActions(p1, 1, "go again")
			tb.Run(ruletest.Play(p1, hhPack), ruletest.PassToStep(rules.StepReaction, p1))
			want, why := 4+c.plain, "the next Brute attack"
			if beat {
				want, why = 4+c.beat, "beaten chest: the greater bonus instead"
			}
			tb.WantPower(tb.Attack(), want, c.key+": "+why)
		}
	}
}

func TestPackHunt(t *testing.T) {
	for _, c := range []struct {
		key   string
		power int
	}{{"Pack Hunt (red)", 6}, {"Pack Hunt (yellow)", 5}, {"Pack Hunt (blue)", 4}} {
		tb := pos().Hero(rhinar).Hand(c.key).Resources(2).
			P2().Hero(dorinthea).Hand(hhMutt).
			Start(t)
		// The Mutt is banished when Pack Hunt attacks, so there is nothing
		// to defend with: no defend prompt (the strict script would fail
		// on one).
		tb.Run(ruletest.Play(p1, c.key), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneBanished, hhMutt)
		tb.WantLife(p2, 20-c.power, "undefended")
		if !tb.G.Omniscient().Stats(p1).Intimidated {
			t.Error("p1 has not intimidated this turn")
		}
	}
}

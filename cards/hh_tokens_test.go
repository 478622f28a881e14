package cards_test

// Tests of cards/hh_tokens.go, each written from the printed card: the
// tokens Gold, Vigor and Agility, the equipment destroyed for a token, and
// the action cards that create tokens. p1 is the turn player.

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

const (
	hhMutt  = "Muscle Mutt (yellow)" // Generic attack action card: cost 3, power 6
	hhDodge = "Dodge (blue)"
)

func TestGold(t *testing.T) {
	t.Run("{r}{r} and destroying it: draw a card, go again", func(t *testing.T) {
		tb := pos().Hero(rhinar).Arena("Gold").Deck(hhDodge).Resources(2).
			P2().Hero(dorinthea).
			Start(t)
		gold := tb.Find(p1, rules.ZoneArena, "Gold")
		tb.Run(ruletest.Activate(p1, "Gold"))
		// CR 8.1.8a: destroyed as a cost, the token ceases to exist.
		if !tb.Obj(gold).Gone {
			t.Error("the Gold token still exists after paying its cost")
		}
		tb.WantResources(p1, 0, "the ability costs 2")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneHand, hhDodge)
		tb.WantActions(p1, 1, "go again (CR 8.3.5)")
	})
	t.Run("one resource is not enough", func(t *testing.T) {
		tb := pos().Hero(rhinar).Arena("Gold").Deck(hhDodge).Resources(1).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run()
		if tb.Offered(rules.ActActivate, "Gold") {
			t.Error("Gold is offered with 1 resource and no card to pitch")
		}
	})
}

func TestVigor(t *testing.T) {
	tb := pos().Phase(rules.PhaseStart).Hero(rhinar).Arena("Vigor", "Vigor").
		P2().Hero(dorinthea).
		Start(t)
	tb.Run()
	// CR 4.2.2: destroyed at the start of the turn, each gains {r}.
	tb.WantZone(p1, rules.ZoneArena, rhinar)
	tb.WantResources(p1, 2, "two Vigor tokens, 1 resource each")
}

func TestAgility(t *testing.T) {
	tb := pos().Phase(rules.PhaseStart).Hero(rhinar).Arena("Agility").Hand(hhMutt).Resources(3).
		P2().Hero(dorinthea).
		Start(t)
	tb.Run()
	tb.WantZone(p1, rules.ZoneArena, rhinar)
	tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassToStep(rules.StepNone, p1))
	// The Mutt's go again gave back the action point it cost.
	tb.WantActions(p1, 1, "the next attack got go again")
}

// destroyThisCreate is the check of the block of the three equipment
// "Action – Destroy this: Create a [token] token. Go again" (CR 1.14.4
// destroying as a cost, CR 8.5.2 creating, CR 8.3.5 go again).
func destroyThisCreate(t *testing.T, equipment, token string) {
	t.Helper()
	tb := pos().Hero(rhinar).Arena(equipment).
		P2().Hero(dorinthea).
		Start(t)
	tb.Run(ruletest.Activate(p1, equipment))
	// Destroyed as the cost is paid, before the layer resolves.
	tb.WantZone(p1, rules.ZoneGraveyard, equipment)
	tb.WantZone(p1, rules.ZoneArena, rhinar)
	tb.WantActions(p1, 0, "the action point is spent")
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantZone(p1, rules.ZoneArena, rhinar, token)
	tb.WantActions(p1, 1, "go again")
}

func TestGauntletOfMight(t *testing.T) { destroyThisCreate(t, "Gauntlet of Might", "Might") }

func TestFlatTrackers(t *testing.T) { destroyThisCreate(t, "Flat Trackers", "Agility") }

func TestVigorGirth(t *testing.T) {
	destroyThisCreate(t, "Vigor Girth", "Vigor")
	t.Run("blade break: it is destroyed once it defended", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(hhMutt).Resources(3).
			P2().Hero(dorinthea).Arena("Vigor Girth").
			Start(t)
		tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Vigor Girth"),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 15, "6 power less 1 defense")
		tb.WantZone(p2, rules.ZoneGraveyard, "Vigor Girth")
	})
}

// createsTokens plays card and checks the tokens it leaves in the arena,
// in order, and its go again.
func createsTokens(t *testing.T, card string, tokens ...string) {
	t.Helper()
	tb := pos().Hero(rhinar).Hand(card).
		P2().Hero(dorinthea).
		Start(t)
	tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1))
	tb.WantZone(p1, rules.ZoneArena, append([]string{rhinar}, tokens...)...)
	tb.WantActions(p1, 1, "go again")
}

func TestPintOfStrongAndStout(t *testing.T) {
	createsTokens(t, "Pint of Strong and Stout (blue)", "Might", "Vigor")
}

func TestGobletOfBloodrunWine(t *testing.T) {
	createsTokens(t, "Goblet of Bloodrun Wine (blue)", "Agility", "Vigor")
}

func TestSmashbackAlehorn(t *testing.T) {
	createsTokens(t, "Smashback Alehorn (blue)", "Agility", "Might")
}

// leadWith plays card, then attack, and checks the token made and the
// attack's power once declared (CR 1.8.10: the next attack of the classes).
func leadWith(t *testing.T, card, token, attack string, power int) {
	t.Helper()
	t.Run(card+" then "+attack, func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(card, attack).Resources(4).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, card), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p1, rules.ZoneArena, rhinar, token)
		tb.Run(ruletest.Play(p1, attack), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), power, "the next attack of those classes")
	})
}

func TestLeadWithPower(t *testing.T) {
	leadWith(t, "Lead with Power (red)", "Might", bruteBigTree, 6+3)
	leadWith(t, "Lead with Power (yellow)", "Might", bruteBigTree, 6+2)
	leadWith(t, "Lead with Power (blue)", "Might", bruteBigTree, 6+1)
	// Muscle Mutt is Generic: neither Brute nor Guardian.
	leadWith(t, "Lead with Power (red)", "Might", hhMutt, 6)
}

func TestLeadWithSpeed(t *testing.T) {
	leadWith(t, "Lead with Speed (red)", "Agility", bruteBigTree, 6+3)
	leadWith(t, "Lead with Speed (yellow)", "Agility", bruteBigTree, 6+2)
	leadWith(t, "Lead with Speed (blue)", "Agility", bruteBigTree, 6+1)
	leadWith(t, "Lead with Speed (red)", "Agility", hhMutt, 6)
}

// windupFromHand activates the windup from p1's hand and checks the token
// it makes and where it went (CR 1.7.4b: from the hand, discarded as the
// cost).
func windupFromHand(t *testing.T, windup, token string) *ruletest.Game {
	t.Helper()
	tb := pos().Hero(rhinar).Hand(windup).
		P2().Hero(dorinthea).Hand(hhDodge).
		Start(t)
	tb.Run(ruletest.Activate(p1, windup))
	tb.WantZone(p1, rules.ZoneGraveyard, windup)
	tb.Run(ruletest.PassToStep(rules.StepNone, p1))
	tb.WantZone(p1, rules.ZoneArena, rhinar, token)
	tb.WantActions(p1, 1, "an instant costs no action point")
	return tb
}

func TestMightyWindup(t *testing.T) {
	// Discarding the 7-power red one in Rhinar's action phase is a discard
	// of a card with 6 or more power: Rhinar intimidates (his ability).
	tb := windupFromHand(t, "Mighty Windup (red)", "Might")
	tb.WantZone(p2, rules.ZoneBanished, hhDodge)
	tb = windupFromHand(t, "Mighty Windup (yellow)", "Might")
	tb.WantZone(p2, rules.ZoneBanished, hhDodge)
	// The blue one has 5 power: no intimidate.
	tb = windupFromHand(t, "Mighty Windup (blue)", "Might")
	tb.WantZone(p2, rules.ZoneHand, hhDodge)
}

func TestAgileWindup(t *testing.T) {
	windupFromHand(t, "Agile Windup (red)", "Agility")
	windupFromHand(t, "Agile Windup (yellow)", "Agility")
	windupFromHand(t, "Agile Windup (blue)", "Agility")
	t.Run("played, it is a 6-power attack", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand("Agile Windup (yellow)").Resources(3).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, "Agile Windup (yellow)"), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 14, "6 power, no defense")
	})
}

// temperWith: p2 wears equipment and controls tokens; p1's 6-power Muscle
// Mutt is defended by the equipment. The numbers that follow: p2's life,
// and whether temper (CR 8.3.10) leaves it in the arena.
func temperWith(t *testing.T, equipment string, tokens []string, life int, stays bool) {
	t.Helper()
	t.Run(equipment+" with "+strings.Join(tokens, ", "), func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(hhMutt).Resources(3).
			P2().Hero(dorinthea).Arena(append([]string{equipment}, tokens...)...).
			Start(t)
		tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, equipment),
			ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, life, "6 power less the defense the tokens give")
		if stays {
			tb.WantZone(p2, rules.ZoneGraveyard)
		} else {
			tb.WantZone(p2, rules.ZoneGraveyard, equipment)
		}
	})
}

func TestStandGround(t *testing.T) {
	temperWith(t, "Stand Ground", []string{"Might", "Vigor"}, 20-4, true)
	temperWith(t, "Stand Ground", []string{"Vigor"}, 20-5, false)
	temperWith(t, "Stand Ground", []string{"Agility"}, 20-6, false)
}

func TestBeckonApplause(t *testing.T) {
	temperWith(t, "Beckon Applause", []string{"Agility", "Vigor"}, 20-4, true)
	temperWith(t, "Beckon Applause", []string{"Agility"}, 20-5, false)
	temperWith(t, "Beckon Applause", []string{"Might"}, 20-6, false)
}

func TestRawMeat(t *testing.T) {
	temperWith(t, "Raw Meat", []string{"Agility", "Might"}, 20-4, true)
	temperWith(t, "Raw Meat", []string{"Might"}, 20-5, false)
	temperWith(t, "Raw Meat", []string{"Vigor"}, 20-6, false)
}

package cards_test

// Tests of cards/hh_clash.go, each from the printed card: who wins the
// clash (CR 8.5.45, tested in depth in rules/clash_test.go) and what the
// winner gets. p1 attacks with a Muscle Mutt (6 power); p2 defends.

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// clashDefends: p2 defends p1's Mutt with card; p1's deck top is mine,
// p2's theirs; the chain is played out.
func clashDefends(t *testing.T, card string, mine, theirs []string) *ruletest.Game {
	t.Helper()
	tb := pos().Hero(rhinar).Hand(hhMutt).Resources(3).Deck(mine...).
		P2().Hero(dorinthea).Hand(card).Deck(theirs...).
		Start(t)
	tb.Run(ruletest.Play(p1, hhMutt), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, card),
		ruletest.PassToStep(rules.StepNone, p1))
	return tb
}

func TestTestOfMight(t *testing.T)    { clashDefender(t, "Might", 4, "Test of Might (red)") }
func TestTestOfStrength(t *testing.T) { clashDefender(t, "Gold", 4, "Test of Strength (red)") }
func TestTestOfVigor(t *testing.T)    { clashDefender(t, "Vigor", 4, "Test of Vigor (red)") }
func TestClashOfMight(t *testing.T) {
	clashDefender(t, "Might", 3, "Clash of Might (red)", "Clash of Might (yellow)", "Clash of Might (blue)")
}
func TestClashOfVigor(t *testing.T) {
	clashDefender(t, "Vigor", 3, "Clash of Vigor (red)", "Clash of Vigor (yellow)", "Clash of Vigor (blue)")
}

// clashDefender: "when this defends, clash with the attacking hero; the
// winner creates a [token] token", for each card key.
func clashDefender(t *testing.T, token string, defense int, keys ...string) {
	for _, key := range keys {
		row := struct {
			card, token string
			defense     int
		}{key, token, defense}
		t.Run(row.card, func(t *testing.T) {
			// p2 reveals the Mutt (6) against a Dodge (no power): p2 wins.
			tb := clashDefends(t, row.card, []string{hhDodge}, []string{hhMutt})
			tb.WantZone(p2, rules.ZoneArena, dorinthea, row.token)
			tb.WantZone(p1, rules.ZoneArena, rhinar)
			tb.WantLife(p2, 20-(6-row.defense), "the Mutt's 6 on the printed defense")
			// p1 reveals the Mutt: the attacking hero wins the token.
			tb = clashDefends(t, row.card, []string{hhMutt}, []string{hhDodge})
			tb.WantZone(p1, rules.ZoneArena, rhinar, row.token)
			tb.WantZone(p2, rules.ZoneArena, dorinthea)
		})
	}
}

func TestThunk(t *testing.T) {
	winClashCreates(t, "Might", "Thunk (red)", "Thunk (yellow)", "Thunk (blue)")
}
func TestWallop(t *testing.T) {
	winClashCreates(t, "Vigor", "Wallop (red)", "Wallop (yellow)", "Wallop (blue)")
}

// winClashCreates: "when you win a clash revealing this, create a [token]
// token", for each card key.
func winClashCreates(t *testing.T, token string, keys ...string) {
	for _, key := range keys {
		row := struct{ card, token string }{key, token}
		t.Run(row.card, func(t *testing.T) {
			// Test of Strength's clash: p2 wins by revealing the card (power
			// 6 or more against a Dodge), which stays on top of the deck.
			tb := clashDefends(t, "Test of Strength (red)", []string{hhDodge}, []string{row.card, hhDodge})
			tb.WantZone(p2, rules.ZoneArena, dorinthea, "Gold", row.token)
			tb.WantOrder(p2, rules.ZoneDeck, row.card, hhDodge)
			// The attacking hero wins by revealing it: theirs the token.
			tb = clashDefends(t, "Test of Strength (red)", []string{row.card}, []string{hhDodge})
			tb.WantZone(p1, rules.ZoneArena, rhinar, "Gold", row.token)
			tb.WantZone(p2, rules.ZoneArena, dorinthea)
			// A tie (CR 8.5.45c): nobody wins, the card does nothing.
			tb = clashDefends(t, "Test of Strength (red)", []string{row.card}, []string{row.card})
			tb.WantZone(p1, rules.ZoneArena, rhinar)
			tb.WantZone(p2, rules.ZoneArena, dorinthea)
		})
	}
}

func TestMillersGrindstone(t *testing.T) {
	const grind = "Miller's Grindstone"
	game := func(t *testing.T, mine, theirs string) *ruletest.Game {
		tb := pos().Hero(rhinar).Arena(grind).Resources(3).Deck(mine).
			P2().Hero(dorinthea).Deck(theirs, hhDodge).
			Start(t)
		// p2 has nothing to defend with: no defenders prompt.
		tb.Run(ruletest.Activate(p1, grind), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 16, "a hit for 4")
		return tb
	}
	t.Run("you win: the top card of their deck is destroyed", func(t *testing.T) {
		tb := game(t, hhMutt, hhDodge)
		tb.WantZone(p2, rules.ZoneGraveyard, hhDodge)
		tb.WantOrder(p2, rules.ZoneDeck, hhDodge)
		tb.WantPower(tb.Find(p1, rules.ZoneArena, grind), 4, "no counter")
	})
	t.Run("they win: a -1 power counter on the weapon", func(t *testing.T) {
		tb := game(t, hhDodge, hhMutt)
		tb.WantZone(p2, rules.ZoneGraveyard)
		tb.WantOrder(p2, rules.ZoneDeck, hhMutt, hhDodge)
		tb.WantPower(tb.Find(p1, rules.ZoneArena, grind), 3, "4 with a -1{p} counter (CR 8.5.14)")
	})
}

package rules

// "If you've discarded a card with 6 or more {p} this turn" (Ball
// Breaker, Mandible Claw): whether the player has discarded (CR 8.5.5) a
// card with 6 or more power since this turn began, whoever's turn it is;
// the turn's counts end with the turn (CR 4.4.4).
//
// Which power: the discarded card's as it was in the hand. A card that
// moves to the graveyard is a new object there (CR 3.0.9), and "a card
// with 6 or more power" is about the card the player discarded, the
// object that left the hand: its last known information (CR 1.2.3, 1.2.3a)
// is the power it had then, with whatever applied to it in the hand. (The
// one effect of the pool that changes a card's power there, Kayo's +1 to
// the attack action cards he owns off the combat chain, owned.go, applies
// in the hand and in the graveyard alike, so the two readings give the
// same answer; this one is the rules'.) discard notes it as the card
// leaves.
//
// The fact is TurnStats.Discarded6Power, noted at every discard (one
// comparison; it is part of the state and its hash since Rhinar's first
// cards) and read only by the cards that ask.

// discardedPower is the power a discarded card needs for the fact: the
// one number the cards that ask it print.
const discardedPower = 6

// Discarded6PowerThisTurn holds when the controller has discarded a card with 6
// or more power this turn.
var Discarded6PowerThisTurn = &Condition{Code: "discarded-power-this-turn", Params: DiscardedPower{N: discardedPower},
	Test: func(g *Game, c *Ctx) bool { return g.s.Players[c.Controller].Turn.Discarded6Power }}

// DiscardedPower is the parameter of Discarded6PowerThisTurn's words: a card
// with N or more power.
type DiscardedPower struct{ N int }

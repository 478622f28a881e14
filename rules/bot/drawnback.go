package bot

import "github.com/rathe-tcg/rathe/rules"

// drawnBack is how many of the cards the player pitched this turn the end
// phase's draw gives back to its hand, the turn's measures being taken as
// that draw begins (runner.measure): the pitch zone goes to the bottom of
// the deck (CR 4.4.3c), and then the player draws up to its intellect
// (CR 4.4.3e), from the top: past the cards the deck held before, the
// pitched ones. With a deck shorter than the draw (a long game's end) a
// card pitched is not spent: the player holds it again at the turn's end
// as if it had kept it, and a plan that pitches it to attack loses no card
// for it (doc.go: an Aurora whose one card pays for Star Fall's attack,
// turn after turn, with both decks empty). hand is the hand before the
// draw, drawn the cards drawn so far; all of it is in the player's View: its hand, its intellect, the
// size of its deck, how many cards it put at the bottom.
//
// Only the plans weighed against a defender count it (Options.Weights):
// the goldfish's tie-break of the cards kept is bounded by
// rules.Game.ReachKept, which counts the cards the turn leaves before
// that draw.
func (r *runner) drawnBack(mine rules.View, hand, drawn int) int {
	if r.bottomed <= 0 {
		return 0
	}
	me := r.s.me
	want := mine.Intellect(me) - hand // what the draw takes (CR 4.4.3e)
	// The deck as the draw began: what is left and the cards drawn, the
	// pitched cards at its bottom.
	deck := mine.Count(me, rules.ZoneDeck) + drawn
	above := deck - r.bottomed
	return min(max(want-above, 0), r.bottomed)
}

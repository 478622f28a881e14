package rules

// SampleInOrder is Sample with the viewer's hand in the order of its
// cards' keys (Card.Key, copies of one card by their ids) rather than
// the order they came in. The hand is a private zone with no order
// among its rules (CR 3.9; the deck has one, CR 3.7.5: an ordered
// pile), which nothing reads, but the prompts list its cards in it, and
// a search that keeps the first of equal lines keeps the first listed: two views that hold the same cards in another order
// give samples that list them alike, so that a search on either finds
// the same line (the goldfish bot's memo of lines, rules/bot).
func (v View) SampleInOrder(seed uint64) *Game {
	c := v.Sample(seed)
	if v.Viewer != 0 && v.Viewer != 1 {
		return c
	}
	c.byKey(c.s.Zone(v.Viewer, ZoneHand))
	return c
}

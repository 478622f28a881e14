package text

import "github.com/rathe-tcg/rathe/rules"

// ActivateDoes says, short, what activating the ability ref does (CR
// 5.2): the costs that change the board (destroy this, discard a card)
// then what it does, the parts the card's text says them with (effCosts,
// activationBody), and go again where it has it, without its type, its
// limit nor its cost in resources (the pitches of a line pay those in
// steps of their own): "destroy this, then each weapon attack of yours
// this turn gets +1 power, with go again", "attack with this (CR 8.3.1)".
// "" when ref is no activated ability of a card the viewer may know.
func (w Words) ActivateDoes(ref rules.AbilityRef) string {
	c := w.View.CardByIndex(ref.Card)
	if c == nil || ref.Kind != rules.AbilityActivated || ref.Index < 0 || int(ref.Index) >= len(c.Activated) {
		return ""
	}
	return w.renderer(c).activateDoes(c.Activated[ref.Index])
}

// activateDoes is ActivateDoes of ab.
func (r *cardRenderer) activateDoes(ab rules.Activated) string {
	parts := append(r.effCosts(ab), r.activationBody(ab)...)
	if len(parts) == 0 {
		parts = append(parts, r.say("text.nothing-happens"))
	}
	s := r.l.then(parts)
	if ab.GoAgain {
		s = r.say("activate.go-again", s)
	}
	return s
}

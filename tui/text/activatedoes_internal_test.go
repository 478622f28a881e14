package text

import (
	"testing"

	"github.com/rathe-tcg/rathe/cards"
)

// CR 5.2: a line's activation (ActivateDoes) and the card's text
// (activated) say what an activation does from the same parts: its costs
// that change the board (effCosts) and what it does (activationBody).
// Every activation of every card of the pool, in both languages, says the
// same words both ways, with go again where it has it.
func TestActivateDoesIsTheCardTextsParts(t *testing.T) {
	n := 0
	for _, key := range cards.Keys() {
		c := cards.MustLookup(key)
		for i, ab := range c.Activated {
			for _, lang := range []Lang{EN, JA} {
				r := Words{Lang: lang}.renderer(c)
				parts := append(r.effCosts(ab), r.activationBody(ab)...)
				if len(parts) == 0 {
					parts = append(parts, r.say("text.nothing-happens"))
				}
				want := r.l.then(parts)
				if ab.GoAgain {
					want = r.say("activate.go-again", want)
				}
				if got := r.activateDoes(ab); got != want {
					t.Errorf("%s activation %d, %s: a line says %q, the card's parts %q", key, i, lang, got, want)
				}
				n++
			}
		}
	}
	t.Logf("%d activations compared", n)
	if n == 0 {
		t.Fatal("no activation in the pool")
	}
}

package text

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
)

// CR 5.2: every activation of every card of the pool says what it does in
// a line (ActivateDoes) with words both languages have: no code without
// words ("[code]"), something said, go again where it has it. Its parts are
// the card text's (effCosts, activationBody): 425681c rendered them both
// ways, ActivateDoes's own code then, and found the 70 equal.
func TestEveryActivationSaysWhatItDoes(t *testing.T) {
	n := 0
	for _, key := range cards.Keys() {
		c := cards.MustLookup(key)
		for i, ab := range c.Activated {
			for _, lang := range []Lang{EN, JA} {
				r := Words{Lang: lang}.renderer(c)
				got := r.activateDoes(ab)
				if got == "" || len(r.unknown) > 0 || strings.Contains(got, "[") {
					t.Errorf("%s activation %d, %s: %q (no words for %v)", key, i, lang, got, r.unknown)
				}
				// ", with go again", "（続行）": the phrase around nothing.
				if said := strings.HasSuffix(got, r.say("activate.go-again", "")); said != ab.GoAgain {
					t.Errorf("%s activation %d, %s: %q says go again: %v, has it: %v", key, i, lang, got, said, ab.GoAgain)
				}
				n++
			}
		}
	}
	if n < 70 {
		t.Fatalf("%d activations in the pool, want the 70 there were", n)
	}
}

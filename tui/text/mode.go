package text

import (
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// modeParts is mode i of the renderer's card in words: its target ("target
// a club or hammer weapon attack: ", or "") and what it does, with the
// triggered abilities that function only in that mode (CR 1.7.5d).
func (r *cardRenderer) modeParts(i int) (target, body string) {
	c := r.c
	m := c.Modes[i]
	if m.Target != nil {
		target = r.say("text.mode-target", r.target(*m.Target))
	}
	body = r.sentences(m.Effects)
	for _, t := range c.Triggers {
		if int(t.Mode) == i+1 {
			t.Mode = 0
			body = strings.TrimSpace(body + r.say("list.sentences") + r.trigger(t))
		}
	}
	return target, body
}

// ModeText is what a mode does, in the words of the card's text (CR
// 1.7.5): its target and its effects, or "" when ref is no mode of a
// known card. An option to choose a mode reads it, so that the choice
// says what it does and not only its number.
func (w Words) ModeText(ref rules.AbilityRef) string {
	if ref.Kind != rules.AbilityMode {
		return ""
	}
	c := w.View.CardByIndex(ref.Card)
	if c == nil || ref.Index < 0 || int(ref.Index) >= len(c.Modes) {
		return ""
	}
	target, body := w.renderer(c).modeParts(int(ref.Index))
	return target + body
}

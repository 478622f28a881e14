package text_test

// the codes the engine carries in its values — prompt kinds,
// purposes, phases, steps, refusals — each have words of their own in
// every language (the catalogue's other half: lang_internal_test.go
// walks the source for the ids it names).

import (
	"strings"
	"testing"
	"unicode"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

func japanese(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) {
			return true
		}
	}
	return false
}

// said checks one rendering: words, no "[id]" of words missing, no
// format error, and Japanese words in Japanese.
func said(t *testing.T, lang text.Lang, what, s string) {
	t.Helper()
	switch {
	case strings.TrimSpace(s) == "":
		t.Errorf("%s %s: no words", lang, what)
	case strings.Contains(s, "[") && strings.Contains(s, "]") && !strings.Contains(s, "(CR"):
		t.Errorf("%s %s: words missing: %q", lang, what, s)
	case strings.Contains(s, "%!"):
		t.Errorf("%s %s: a format error: %q", lang, what, s)
	case lang == text.JA && !japanese(s):
		t.Errorf("ja %s: not Japanese: %q", what, s)
	}
}

func TestEveryEngineValueHasWords(t *testing.T) {
	g := game(t)
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang, View: g.ViewFor(0)}
		kinds := 0
		for k := rules.AskPriority; k.String() != "?" && k.String() != ""; k++ {
			kinds++
			said(t, lang, "prompt "+k.String(), w.Prompt(&rules.Prompt{Kind: k, Player: 0}))
		}
		if kinds < 10 {
			t.Errorf("only %d prompt kinds", kinds)
		}
		seen := map[string]rules.Purpose{}
		for p := rules.Purpose(1); p.String() != "?"; p++ {
			s := w.Purpose(p)
			said(t, lang, "purpose "+p.String(), s)
			if q, ok := seen[s]; ok {
				t.Errorf("%s: purposes %s and %s say the same %q", lang, p, q, s)
			}
			seen[s] = p
		}
		for _, p := range []rules.Phase{rules.PhaseSetup, rules.PhaseStart, rules.PhaseAction, rules.PhaseEnd, rules.PhaseOver} {
			said(t, lang, "phase "+p.String(), w.Phase(p))
		}
		for _, s := range []rules.Step{rules.StepLayer, rules.StepAttack, rules.StepDefend, rules.StepReaction, rules.StepDamage, rules.StepResolution, rules.StepClose} {
			said(t, lang, "step "+s.String(), w.Step(s))
		}
		for r := rules.ReasonNoActionPoint; r.String() != ""; r++ {
			said(t, lang, "refusal "+r.String(), w.Refusal(&rules.Refusal{Reason: r, Rule: rules.CR(1, 2, 3), Min: 1, Max: 2}))
		}
	}
}

package lesson

import (
	"regexp"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The narration names subtypes and keywords as the board does: a word of
// the board's (a club, blade break) in a text's English is in its Japanese
// in the board's Japanese word ("棍棒", not "こん棒"), so the learner
// reads the same word on the board and in the lesson.
func TestNarrationNamesTermsAsTheBoard(t *testing.T) {
	en, ja := text.Words{Lang: text.EN}, text.Words{Lang: text.JA}
	type term struct{ en, ja string }
	var terms []term
	for s := rules.Subtypes(1); s != 0 && s <= rules.Axe; s <<= 1 {
		if s&(rules.Attack|rules.Young|rules.Head|rules.Chest|rules.Arms|rules.Legs) != 0 {
			// "an attack" is everywhere, as a noun; young is not a board
			// word here; the slots are in card names ("Ironrot Legs").
			continue
		}
		if e, j := en.SubtypeNames(s), ja.SubtypeNames(s); len(e) == 1 && len(j) == 1 && !strings.HasPrefix(j[0], "[") {
			terms = append(terms, term{e[0], j[0]})
		}
	}
	for _, k := range []rules.Keywords{rules.BladeBreak, rules.Battleworn, rules.Dominate, rules.Overpower, rules.Temper} {
		if e, j := en.KeywordNames(k), ja.KeywordNames(k); len(e) == 1 && len(j) == 1 {
			terms = append(terms, term{e[0], j[0]})
		}
	}
	checked := 0
	for _, l := range course(t) {
		for what, tx := range lessonTexts(l) {
			for _, tm := range terms {
				if !regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(tm.en) + `\b`).MatchString(tx["en"]) {
					continue
				}
				checked++
				if !strings.Contains(tx["ja"], tm.ja) {
					t.Errorf("lesson %d %s: the English says %q, the Japanese not the board's %q:\n%s", l.Number, what, tm.en, tm.ja, tx["ja"])
				}
			}
		}
	}
	if checked == 0 {
		t.Error("no lesson text names a subtype or keyword: the test shows nothing")
	}
	t.Logf("%d terms checked in the lessons' texts", checked)
}

package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/saves/lesson"
	"github.com/rathe-tcg/rathe/tui/text"
)

// At 80×24 a lesson's help line keeps the keys its intro names and that
// work at its first question: R starts again and q leaves, with the hint
// and undo, in both languages; moving and reading wait behind f1.
func TestLessonHelpLineKeepsRestartAndQuitAt80x24(t *testing.T) {
	all, err := lesson.Course()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for n := range all {
			m, _ := lessonModel(t, n+1, lang, 80, 24)
			send(m, "enter")
			if m.prompt() == nil || !m.keys.Restart.Enabled() || !m.keys.Quit.Enabled() {
				t.Fatalf("%s lesson %d: no question with R and q on", lang, n+1)
			}
			line := ansi.Strip(m.helpLine())
			if w := ansi.StringWidth(line); w > 80 {
				t.Errorf("%s lesson %d: the help line is %d cells wide: %q", lang, n+1, w, line)
			}
			for _, key := range []string{"? ", "R ", "q ", "f1 "} {
				if !strings.HasPrefix(line, key) && !strings.Contains(line, " "+key) {
					t.Errorf("%s lesson %d: the help line lacks %q: %q", lang, n+1, key, line)
				}
			}
			if m.keys.Undo.Enabled() && !strings.Contains(line, " u ") {
				t.Errorf("%s lesson %d: the help line lacks u: %q", lang, n+1, line)
			}
		}
	}
}

// When the last hint has been read to its end in a panel that scrolls, ?
// goes back to the panel's top (lessonKey): the help line says so, where
// it said "? hint" and ? gave no hint. Lesson 8 at 80x24 in Japanese with
// the e panel open: the third hint does not fit, ? reads on, then ? is
// "back to the top"; pressed, it is the top and ? reads on again.
func TestLessonHelpLineSaysHintKeyGoesBackToTheTop(t *testing.T) {
	m, _ := lessonModel(t, 8, text.JA, 80, 24)
	send(m, "enter", "?", "?", "?", "e")
	m.View()
	ls := m.lesson
	if ls.hints != lesson.Hints || ls.page.below() == 0 {
		t.Fatalf("hint %d, %d lines below: the panel does not scroll here:\n%s", ls.hints, ls.page.below(), ansi.Strip(m.View()))
	}
	has := func(words string) bool {
		m.View()
		return strings.Contains(ansi.Strip(m.helpLine()), "? "+m.say(words))
	}
	if !has("key.panel-more") {
		t.Errorf("cut below, the help line does not say ? reads on: %q", ansi.Strip(m.helpLine()))
	}
	for ls.page.below() > 0 {
		send(m, "?")
		m.View()
	}
	if !has("key.panel-top") || has("key.hint") {
		t.Errorf("at the end of the last hint, the help line says %q", ansi.Strip(m.helpLine()))
	}
	send(m, "?")
	m.View()
	if ls.page.above() != 0 || ls.hints != lesson.Hints {
		t.Errorf("? did not go back to the top: %d lines above, hint %d", ls.page.above(), ls.hints)
	}
	if !has("key.panel-more") {
		t.Errorf("back at the top, the help line says %q", ansi.Strip(m.helpLine()))
	}
}

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

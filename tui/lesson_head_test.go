package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/saves/lesson"
	"github.com/rathe-tcg/rathe/tui/text"
)

// noSpaces drops the spaces and the rule's dashes of s: what is left of a
// text wrapped over lines, to compare with the text in one piece.
func noSpaces(s string) string {
	s = ansi.Strip(s)
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '─' || r == '\n' {
			return -1
		}
		return r
	}, s)
}

// Every lesson's goal reads whole in the panel's head at 80×24 and
// 120×40, in both languages: wrapped onto a second line where it does not
// fit beside the title, never cut with "…" (the hint key is not the way to
// read the goal), and the screen still fills the terminal exactly.
func TestLessonGoalReadsWhole(t *testing.T) {
	all, err := lesson.Course()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, sz := range [][2]int{{80, 24}, {120, 40}} {
			w, h := sz[0], sz[1]
			for _, l := range all {
				m, _ := lessonModel(t, l.Number, lang, w, h)
				send(m, "enter")
				v := m.View()
				checkSize(t, "lesson", v, w, h)
				lines := strings.Split(ansi.Strip(v), "\n")
				head := -1
				for i, line := range lines {
					if strings.Contains(line, "── "+m.lessonTitle()) {
						head = i
						break
					}
				}
				if head < 0 {
					t.Errorf("%s %dx%d lesson %d: no panel head in\n%s", lang, w, h, l.Number, v)
					continue
				}
				twoLines := lines[head] + "\n" + lines[min(head+1, len(lines)-1)]
				if strings.Contains(lines[head], "…") {
					t.Errorf("%s %dx%d lesson %d: the head is cut: %q", lang, w, h, l.Number, lines[head])
				}
				if goal := m.lessonGoalText(); !strings.Contains(noSpaces(twoLines), noSpaces(goal)) {
					t.Errorf("%s %dx%d lesson %d: the goal %q does not read whole in\n%s", lang, w, h, l.Number, goal, twoLines)
				}
			}
		}
	}
}

// Once the goal is met or missed its mark goes beside the title when the
// goal has a line of its own (lesson 1 at 80 columns), not alone on a
// line under it; the panel keeps its lines.
func TestLessonMarkBesideTheTitle(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m, _ := lessonModel(t, 1, lang, 80, 24)
		send(m, "enter")
		rows := m.lessonRows(80)
		for _, st := range []struct {
			status lesson.Status
			mark   string
		}{{lesson.Met, "✓"}, {lesson.Missed, "✗"}} {
			m.lesson.status = st.status
			v := ansi.Strip(m.View())
			checkSize(t, "lesson", v, 80, 24)
			lines := strings.Split(v, "\n")
			for i, l := range lines {
				if strings.TrimSpace(l) == st.mark {
					t.Errorf("%s: the mark %s alone on line %d:\n%s", lang, st.mark, i+1, v)
				}
				if strings.Contains(l, "── "+m.lessonTitle()) && !strings.Contains(l, m.lessonTitle()+" "+st.mark) {
					t.Errorf("%s: the mark %s is not beside the title: %q", lang, st.mark, l)
				}
			}
			if m.lessonRows(80) != rows {
				t.Errorf("%s: the panel went from %d lines to %d", lang, rows, m.lessonRows(80))
			}
		}
	}
}

// A pager's mark counts one line as one: "1 more line", not "1 more lines".
func TestPagerSaysOneLine(t *testing.T) {
	w := text.Words{Lang: text.EN}
	if got := w.SayN("pager.more-below", 1, 1, "?"); got != "↓ 1 more line (?)" {
		t.Errorf("%q", got)
	}
	if got := w.SayN("pager.more-above", 2, 2, "?"); got != "↑ 2 lines above (?)" {
		t.Errorf("%q", got)
	}
}

// The closing screen lists the rules taught one a line, alike: none ends
// with the summary's closing stop.
func TestLessonTaughtLinesAlike(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m, _ := lessonModel(t, 1, lang, 120, 40)
		m.lesson.intro, m.lesson.done = false, true
		v := ansi.Strip(m.View())
		taught := strings.Index(v, m.say("lesson.taught"))
		if taught < 0 {
			t.Fatalf("%s: no rules taught on\n%s", lang, v)
		}
		for _, l := range strings.Split(v[taught:], "\n")[1:] {
			if l = strings.TrimSpace(l); strings.HasSuffix(l, ".") || strings.HasSuffix(l, "。") {
				t.Errorf("%s: %q ends with a stop the other lines do not have", lang, l)
			}
		}
	}
}

package tui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
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
// 120×40, in both languages, before the hints and with each of them (a
// long one pages the panel, and the pager's mark goes on the head's rule
// too): wrapped onto a line of its own where it does not fit beside the
// title and the mark, never cut with "…", and the screen still fills the
// terminal exactly.
func TestLessonGoalReadsWhole(t *testing.T) {
	all, err := lesson.Course()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, sz := range [][2]int{{80, 24}, {120, 40}} {
			for _, l := range all {
				m, _ := lessonModel(t, l.Number, lang, sz[0], sz[1])
				send(m, "enter")
				for hint := 0; hint <= lesson.Hints; hint++ {
					if hint > 0 {
						send(m, "?")
					}
					checkGoalWhole(t, m, fmt.Sprintf("%s %dx%d lesson %d hint %d", lang, sz[0], sz[1], l.Number, hint))
				}
			}
		}
	}
}

// checkGoalWhole fails when the lesson's goal is not whole on the panel's
// head (its rule and the line under it) or the rule is cut.
func checkGoalWhole(t *testing.T, m *Model, name string) {
	t.Helper()
	v := m.View()
	checkSize(t, name, v, m.width, m.height)
	lines := strings.Split(ansi.Strip(v), "\n")
	head := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "── "+m.lessonTitle()) })
	if head < 0 {
		t.Errorf("%s: no panel head in\n%s", name, v)
		return
	}
	if strings.Contains(lines[head], "…") {
		t.Errorf("%s: the head is cut: %q", name, lines[head])
	}
	twoLines := lines[head] + "\n" + lines[min(head+1, len(lines)-1)]
	if goal := m.lessonGoalText(); !strings.Contains(noSpaces(twoLines), noSpaces(goal)) {
		t.Errorf("%s: the goal %q does not read whole in\n%s", name, goal, twoLines)
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

// On a lesson's intro and closing screens no two keys of the help line
// say the same words (Japanese said 終了 for both enter, which leaves the
// lesson, and q).
func TestLessonScreenKeysSayDifferentThings(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m, _ := lessonModel(t, 4, lang, 80, 24)
		for _, screen := range []string{"intro", "closing"} {
			if screen == "closing" {
				m.lesson.intro, m.lesson.done = false, true
				m.lessonKeys()
			}
			seen := map[string]string{}
			for _, it := range helpItems(m.helpLine()) {
				k, words, _ := strings.Cut(it, " ")
				if other, ok := seen[words]; ok {
					t.Errorf("%s %s: %s and %s both say %q", lang, screen, other, k, words)
				}
				seen[words] = k
			}
		}
	}
}

// Passing the action phase away with a damage goal still to meet loses
// the goal (there is no priority in the end phase, CR 4.4.1): the board
// says so at the end phase's first question (the arsenal, CR 4.4.3b), not
// after the learner has answered it.
func TestLessonGoalLostSaidInTheEndPhase(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m, _ := lessonModel(t, 8, lang, 80, 24)
		send(m, "enter")
		_, cmd := m.Update(keyMsg("p"))
		if cmd == nil && m.confirmPass {
			_, cmd = m.Update(keyMsg("p"))
		}
		next(t, m, cmd)
		p := m.prompt()
		if p == nil || p.Kind != rules.AskCards || p.Purpose != rules.PurposeArsenal {
			t.Fatalf("%s: after passing, no arsenal question: %v", lang, p)
		}
		if m.lesson.status != lesson.Missed {
			t.Errorf("%s: at the arsenal question the goal is %v, not missed:\n%s", lang, m.lesson.status, m.View())
		}
	}
}

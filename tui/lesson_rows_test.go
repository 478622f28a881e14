package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/text"
)

// At 80x24 lesson 1's second hint takes three lines where the panel has
// two under its goal; the part below the hand left two rows empty under
// the three options, and the hint was cut ("…one card at a time (CR" /
// "↓ 1 more line (?)"). The panel takes the rows the part below leaves
// empty at this question: the hint reads whole, and the screen keeps its
// size.
func TestLessonPanelTakesTheEmptyRows(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m, _ := lessonModel(t, 1, lang, 80, 24)
		send(m, "enter", "?", "?")
		v := ansi.Strip(m.View())
		checkSize(t, "lesson", v, 80, 24)
		hint := m.lesson.cfg.L.Hints[1].In(string(lang))
		if !strings.Contains(noSpaces(v), noSpaces(hint)) {
			t.Errorf("%s: the second hint does not read whole:\n%s", lang, v)
		}
		if m.lesson.page.cut() {
			t.Errorf("%s: the panel still scrolls:\n%s", lang, v)
		}
	}
}

// Whenever the lesson's panel is cut (a hint or a narration longer than
// its lines), no row below the hand is left empty: the panel took them
// all. Lessons 1, 4 and 8, both languages, every hint level, 80x24.
func TestLessonPanelCutOnlyWithoutEmptyRows(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, n := range []int{1, 4, 8} {
			m, _ := lessonModel(t, n, lang, 80, 24)
			send(m, "enter")
			for level := 0; level <= 3; level++ {
				if level > 0 {
					send(m, "?")
					for m.lesson.page.below() > 0 {
						send(m, "?") // read on to the next hint
					}
				}
				v := ansi.Strip(m.View())
				checkSize(t, "lesson", v, 80, 24)
				if !m.lesson.page.cut() {
					continue
				}
				lines := strings.Split(v, "\n")
				sd := m.snap.Sides[m.lesson.cfg.L.Learner]
				label := m.say("hand.label", sd.Name)
				hand := -1
				for i, l := range lines {
					if strings.HasPrefix(l, label) {
						hand = i
						break
					}
				}
				if hand < 0 {
					t.Fatalf("%s lesson %d: no hand line in\n%s", lang, n, v)
				}
				// The last two lines are the bottom (a message or what
				// the highlighted option does) and the help line.
				for i := hand; i < len(lines)-2; i++ {
					if strings.TrimSpace(lines[i]) == "" {
						t.Errorf("%s lesson %d, hint %d: the panel is cut and row %d is empty:\n%s", lang, n, level, i+1, v)
						break
					}
				}
			}
		}
	}
}

// The other way round: when the part below the hand is cut (the e panel
// open on a long explanation), the lesson's panel keeps no empty row of
// its own; it gives them to the part below. Lesson 1 at its first
// question with e open: the panel's one line (press ? for a hint) left
// one row empty above the hand at 80x24, four at 80x40 and 120x40, while
// the explanation said "↓ 2 more lines (e)".
func TestLessonPanelGivesItsEmptyRowsBelow(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, size := range [][2]int{{80, 24}, {80, 40}, {120, 40}} {
			m, _ := lessonModel(t, 1, lang, size[0], size[1])
			send(m, "enter", "e")
			v := ansi.Strip(m.View())
			checkSize(t, "lesson", v, size[0], size[1])
			ls := m.lesson
			if ls.page.vp.Height > len(ls.page.lines) && m.panelOn && m.panelPage.cut() {
				t.Errorf("%s %dx%d: the lesson's panel keeps %d empty rows while the e panel is cut:\n%s", lang, size[0], size[1], ls.page.vp.Height-len(ls.page.lines), v)
			}
			if !strings.Contains(noSpaces(v), noSpaces(m.say("lesson.nudge"))) {
				t.Errorf("%s %dx%d: the panel's line is gone:\n%s", lang, size[0], size[1], v)
			}
		}
	}
}

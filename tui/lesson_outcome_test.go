package tui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Lesson 4's outcome (the goal met, the chain closed) takes no answer:
// the board's question, its options and what the highlighted one does
// are not shown, nor the panel's sentence asking to play or pass (e).
// The screen listed "› 1 pass", the play it could not make and the pass
// hint under "Goal met!", while the help line offered enter alone.
func TestLessonOutcomeShowsNoOptions(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, sz := range [][2]int{{80, 24}, {120, 40}} {
			id := fmt.Sprintf("%s %dx%d", lang, sz[0], sz[1])
			m, _ := lessonModel(t, 4, lang, sz[0], sz[1])
			send(m, "enter")
			defendWith(t, m, "Raging Onslaught", "Ironrot Helm")
			p := m.prompt()
			if !m.lesson.outcome || p == nil || len(p.Options) == 0 {
				t.Fatalf("%s: not at the outcome with a question waiting: outcome %v, %v", id, m.lesson.outcome, p)
			}
			// The words a player could take for a choice: the
			// question, each option's row as the list draws it, and
			// what each does.
			hidden := []string{p.Title}
			for _, l := range m.promptList(sz[0], 20) {
				hidden = append(hidden, strings.TrimSpace(ansi.Strip(l)))
			}
			for _, o := range p.Options {
				hidden = append(hidden, o.Explain)
			}
			for _, panel := range []bool{false, true} {
				if panel {
					send(m, "e")
					if !m.panelOn {
						t.Fatalf("%s: e does not open the panel at the outcome", id)
					}
				}
				v := ansi.Strip(m.View())
				flat := noSpaces(v)
				if !strings.Contains(flat, noSpaces(m.say("lesson.outcome"))) {
					t.Fatalf("%s: the outcome's words are not shown:\n%s", id, v)
				}
				for _, h := range hidden {
					if h != "" && strings.Contains(flat, noSpaces(h)) {
						t.Errorf("%s (panel %v): the outcome shows %q, which cannot be chosen:\n%s", id, panel, h, v)
					}
				}
				if ask := m.askSentence(p.Kind, m.snap.Name(p.Player)); panel && strings.Contains(flat, noSpaces(ask)) {
					t.Errorf("%s: the panel asks %q at the outcome:\n%s", id, ask, v)
				}
				checkSize(t, id, m.View(), sz[0], sz[1])
			}
		}
	}
}

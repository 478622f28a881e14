package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/lesson"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Once lesson 1's goal is met (in the damage step, the combat chain still
// open), the panel says so and what to do next; the pitch question's
// narration and the hint, said before, are gone, in both languages.
func TestLessonNarrationGivesWayWhenTheGoalIsMet(t *testing.T) {
	for _, c := range []struct {
		lang        text.Lang
		pitch, hint string
	}{
		{text.EN, "pitch one card at a time", "Hint 1/3"},
		{text.JA, "カードを1枚ずつピッチします", "ヒント1/3"},
	} {
		m, _ := lessonModel(t, 1, c.lang, 80, 24)
		send(m, "enter", "?")
		pick(t, m, "Muscle Mutt (yellow)")
		flat := func() string { return strings.ReplaceAll(m.View(), "\n", "") }
		if v := flat(); !strings.Contains(v, c.pitch) || m.lesson.hints != 1 {
			t.Fatalf("%s: the pitch question lacks its narration, or no hint was asked:\n%s", c.lang, m.View())
		}
		pick(t, m, "Titanium Bauble (blue)")
		if m.lesson.status != lesson.Met || m.lesson.outcome {
			t.Fatalf("%s: after the damage: status %v, outcome %v", c.lang, m.lesson.status, m.lesson.outcome)
		}
		v := m.View()
		met := m.say("lesson.met")
		if !strings.Contains(strings.ReplaceAll(v, "\n", ""), met[:len(met)/2]) {
			t.Errorf("%s: the panel does not say the goal is met:\n%s", c.lang, v)
		}
		if f := flat(); strings.Contains(f, c.pitch) || strings.Contains(f, c.hint) {
			t.Errorf("%s: the narration or the hint stays once the goal is met:\n%s", c.lang, v)
		}
	}
}

// The goal met at a question that is not priority (lesson 10: the three
// pieces defended, the blade breaks and the battleworn to order as the
// chain closes) asks for the answer first: the panel said "Pass (p) to
// the end of the combat chain", and p does nothing at that question (the
// help line offers enter).
func TestLessonMetAtAQuestionSaysAnswerFirst(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m, _ := lessonModel(t, 10, lang, 80, 24)
		send(m, "enter")
		for i := 0; i < 10 && (m.prompt() == nil || m.prompt().Kind != rules.AskDefenders); i++ {
			_, cmd := m.Update(keyMsg("p"))
			next(t, m, cmd)
		}
		send(m, "1", "2", "3")
		_, cmd := m.Update(keyMsg("enter"))
		next(t, m, cmd)
		if p := m.prompt(); p == nil || p.Kind != rules.AskOrder || m.lesson.status != lesson.Met {
			t.Fatalf("%s: not at the triggers' order with the goal met: %v, %v", lang, p, m.lesson.status)
		}
		v := strings.ReplaceAll(ansi.Strip(m.View()), "\n", "")
		if strings.Contains(v, m.say("lesson.met")) || !strings.Contains(noSpaces(v), noSpaces(m.say("lesson.met-answer"))) {
			t.Errorf("%s: the panel does not ask for the answer first:\n%s", lang, m.View())
		}
	}
}

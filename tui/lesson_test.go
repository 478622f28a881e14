package tui

import (
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/lesson"
	"github.com/rathe-tcg/rathe/tui/rulebook"
	"github.com/rathe-tcg/rathe/tui/text"
)

// lessonModel is lesson n on a board of w×h, past the game's first
// question, the intro screen up; done counts OnComplete's calls.
func lessonModel(t *testing.T, n int, lang text.Lang, w, h int) (*Model, *int) {
	t.Helper()
	l, err := lesson.Get(n)
	if err != nil {
		t.Fatal(err)
	}
	g, err := l.File.Game()
	if err != nil {
		t.Fatal(err)
	}
	done := new(int)
	m := New(Config{Game: g, Lang: lang, FullControl: l.FullControl, NewGame: l.File.Game,
		Lesson: &Lesson{L: l, OnComplete: func() error { *done++; return nil }}})
	t.Cleanup(m.Cancel)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	next(t, m, m.Init())
	return m, done
}

// pick chooses the option whose label holds s, and waits for the game's
// next message.
func pick(t *testing.T, m *Model, s string) {
	t.Helper()
	p := m.prompt()
	if p == nil {
		t.Fatalf("no question to pick %q at", s)
	}
	for i, r := range m.rows {
		if r.opt >= 0 && strings.Contains(p.Options[r.opt].Label, s) {
			m.cursor = i
			_, cmd := m.Update(keyMsg("enter"))
			next(t, m, cmd)
			return
		}
	}
	t.Fatalf("no option %q in %q", s, m.View())
}

// defendWith toggles the defenders question's options whose labels hold
// names, confirms them with enter, and waits for the game's next message.
// An option not found fails the test, as pick does.
func defendWith(t *testing.T, m *Model, names ...string) {
	t.Helper()
	for _, name := range names {
		found := false
		for i, r := range m.rows {
			if r.opt >= 0 && strings.Contains(m.prompt().Options[r.opt].Label, name) {
				m.cursor = i
				send(m, " ")
				found = true
			}
		}
		if !found {
			t.Fatalf("no option %q in %q", name, m.View())
		}
	}
	_, cmd := m.Update(keyMsg("enter"))
	next(t, m, cmd)
}

// Lesson 1 on the board, in each language: the intro, the panel with the
// goal, the three hints on ?, the narration of the pitch question, and the
// closing screen with the rules taught once the goal is met (recorded
// once).
func TestLessonOneOnTheBoard(t *testing.T) {
	for _, c := range []struct {
		lang                                 text.Lang
		before, goal, hint3, pitch, complete string
	}{
		{text.EN, "You are Rhinar", "Goal: deal 6 damage this turn", "Hint 3/3", "pitch one card at a time until", "Complete: Lesson 1"},
		{text.JA, "あなたはRhinarです", "目標：このターンに6ダメージを与える", "ヒント3/3", "カードを1枚ずつピッチします", "完了：レッスン1"},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			m, done := lessonModel(t, 1, c.lang, 80, 24)
			v := m.View()
			if !strings.Contains(v, c.before) || !strings.Contains(v, c.goal) {
				t.Fatalf("intro screen:\n%s", v)
			}
			if strings.Contains(v, "› 1") {
				t.Error("the intro shows the board")
			}
			send(m, "enter")
			v = m.View()
			if !strings.Contains(v, c.goal) || !strings.Contains(v, "Muscle Mutt") {
				t.Fatalf("board with the panel:\n%s", v)
			}
			if m.showHelp {
				t.Fatal("? opened the key help in a lesson")
			}
			send(m, "?", "?", "?")
			if v := m.View(); !strings.Contains(v, c.hint3) {
				t.Errorf("three ? do not show the third hint:\n%s", v)
			}
			send(m, "?")
			if m.message == "" {
				t.Error("a fourth ? says nothing")
			}
			m.Update(tea.KeyMsg{Type: tea.KeyF1})
			if !m.showHelp {
				t.Error("F1 does not open the key help in a lesson")
			}
			send(m, "esc")
			pick(t, m, "Muscle Mutt (yellow)")
			if p := m.prompt(); p == nil || p.Kind != rules.AskPitch {
				t.Fatalf("after playing the attack: %v", p)
			}
			if v := m.View(); !strings.Contains(strings.ReplaceAll(v, "\n", ""), c.pitch) {
				t.Errorf("the pitch question's narration is not shown:\n%s", v)
			}
			pick(t, m, "Titanium Bauble (blue)")
			// The goal is met in the damage step: the board asks at each
			// step to the end of the chain, then closes the lesson.
			if m.lesson.done || m.lesson.status != lesson.Met {
				t.Fatalf("after the damage: done %v, status %v", m.lesson.done, m.lesson.status)
			}
			for i := 0; i < 10 && !m.lesson.done; i++ {
				if _, cmd := m.Update(keyMsg("p")); cmd != nil {
					next(t, m, cmd)
				}
			}
			v = m.View()
			if !strings.Contains(v, c.complete) || !strings.Contains(v, "1.14.3") || !strings.Contains(v, "1.14.2d") {
				t.Fatalf("closing screen:\n%s", v)
			}
			if *done != 1 {
				t.Errorf("OnComplete called %d times, want 1", *done)
			}
			if got := m.Game().Omniscient().Life(1); got != 14 {
				t.Errorf("Dorinthea at %d life, want 14", got)
			}
			_, cmd := m.Update(keyMsg("enter"))
			if cmd == nil || !m.quitting {
				t.Error("enter on the closing screen does not leave")
			}
		})
	}
}

// A missed goal is said in the panel; R starts the lesson again from its
// position (the same state hash), the goals pending again.
func TestLessonMissedThenRestart(t *testing.T) {
	m, done := lessonModel(t, 4, text.EN, 120, 40)
	start := m.Game().Hash()
	send(m, "enter")
	if p := m.prompt(); p == nil || p.Kind != rules.AskDefenders {
		t.Fatalf("lesson 4 starts at %v, want the defenders question", p)
	}
	_, cmd := m.Update(keyMsg("enter")) // no card toggled: no defense
	next(t, m, cmd)
	if m.lesson.status != lesson.Missed || !strings.Contains(m.View(), "Goal missed") {
		t.Fatalf("taking 6 of 6 is not a missed goal:\n%s", m.View())
	}
	if *done != 0 {
		t.Error("a missed lesson was recorded as done")
	}
	_, cmd = m.Update(keyMsg("R"))
	next(t, m, cmd)
	if m.lesson.status != lesson.Pending || strings.Contains(m.View(), "Goal missed") {
		t.Error("R leaves the goal missed")
	}
	if p := m.prompt(); p == nil || p.Kind != rules.AskDefenders {
		t.Fatalf("after R: %v, want the defenders question again", p)
	}
	if m.Game().Hash() != start {
		t.Error("after R the defenders question is not the same game state as the first time")
	}
	// Now defend well: Raging Onslaught and the helm, 6 - 4 = 2.
	defendWith(t, m, "Raging Onslaught", "Ironrot Helm")
	for i := 0; i < 20 && !m.lesson.done; i++ {
		if _, cmd := m.Update(keyMsg("p")); cmd != nil {
			next(t, m, cmd)
		}
	}
	if !m.lesson.done || *done != 1 {
		t.Fatalf("defending for 4 does not complete the lesson (status %v):\n%s", m.lesson.status, m.View())
	}
}

// Without a lesson the board's keys are as before: ? is the key help, and
// no lesson key shows.
func TestNoLessonKeysOnAPlainBoard(t *testing.T) {
	m := newModel(Config{Lang: text.EN})
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	if m.keys.Hint.Enabled() || m.keys.Restart.Enabled() {
		t.Error("lesson keys enabled on a plain board")
	}
	send(m, "?")
	if !m.showHelp {
		t.Error("? is not the key help on a plain board")
	}
}

// The menu lists the lessons with done or not, starts on the first not
// done, and enter chooses it; q leaves with none.
func TestLessonMenu(t *testing.T) {
	items := []MenuItem{{1, "Pitching and paying", true}, {2, "Action points and go again", false}, {3, "The combat chain", false}}
	m := NewLessonMenu(items, text.EN, false)
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	v := m.View()
	for _, want := range []string{"✓  1. Pitching and paying", "done", "2. Action points and go again", "not done"} {
		if !strings.Contains(v, want) {
			t.Errorf("menu lacks %q:\n%s", want, v)
		}
	}
	m.Update(keyMsg("enter"))
	if m.Chosen() != 2 {
		t.Errorf("enter chose %d, want 2 (the first not done)", m.Chosen())
	}
	m = NewLessonMenu(items, text.JA, false)
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := m.View(); !strings.Contains(v, "未完了") || !strings.Contains(v, "レッスン") {
		t.Errorf("Japanese menu:\n%s", v)
	}
	m.Update(keyMsg("down"))
	m.Update(keyMsg("q"))
	if m.Chosen() != 0 {
		t.Errorf("q chose %d", m.Chosen())
	}
}

// Japanese wraps by cells, never more than w, and no line starts with a
// closing mark or a small kana. From 3 characters a line: at 2, "フィッ"
// cannot keep both its small kana off a line's start.
func TestWrapJA(t *testing.T) {
	s := "9、6、6でゴールドフィッシュを倒しました。20点を与えるのに何ターンかかるかは、デッキを測る方法です。"
	for w := 6; w <= 60; w++ {
		for _, l := range wrapLines(s, w, "") {
			if cellWidth(l) > w {
				t.Errorf("w %d: %q is %d cells", w, l, cellWidth(l))
			}
			if r := []rune(l); len(r) > 0 && strings.ContainsRune(rulebook.NoLineStart, r[0]) {
				t.Errorf("w %d: line starts with %q: %q", w, string(r[0]), l)
			}
		}
		if lines := wrapLines(s, w, ""); !rejoins(s, lines) {
			t.Errorf("w %d: text changed: %q", w, lines)
		}
	}
}

// Every lesson screen (intro, board with the panel and a hint, closing)
// fills the terminal exactly, in both languages, at the sizes of the
// board's golden screens.
func TestLessonScreensFitTheTerminal(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, sz := range [][2]int{{80, 24}, {120, 40}, {160, 48}} {
			w, h := sz[0], sz[1]
			name := string(lang) + " " + itoa(w) + "x" + itoa(h)
			m, _ := lessonModel(t, 14, lang, w, h)
			checkSize(t, name+" intro", m.View(), w, h)
			send(m, "enter", "?", "?", "?")
			checkSize(t, name+" board", m.View(), w, h)
			m.lesson.done = true
			checkSize(t, name+" closing", m.View(), w, h)
		}
	}
}

// A lesson's intro states its goal once: the checked goal, under the
// narration, which says no goal of its own.
func TestLessonIntroSaysTheGoalOnce(t *testing.T) {
	all, err := lesson.Course()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang text.Lang
		goal string
	}{{text.EN, "Goal:"}, {text.JA, "目標："}} {
		for _, l := range all {
			m, _ := lessonModel(t, l.Number, c.lang, 120, 40)
			intro := m.View()
			if n := strings.Count(intro, c.goal); n != 1 || !strings.Contains(intro, m.lessonGoalText()) {
				t.Errorf("%s lesson %d: the intro says %q %d times:\n%s", c.lang, l.Number, c.goal, n, intro)
			}
		}
	}
}

// Undo in a lesson goes back through the opponent's answers too: they
// are in the record and replayed, to the same state hash.
func TestLessonUndoReplaysTheOpponent(t *testing.T) {
	m, _ := lessonModel(t, 5, text.EN, 120, 40)
	send(m, "enter")
	pick(t, m, "Bone Basher")
	pick(t, m, "Titanium Bauble (blue)")
	if m.snap.StepCode != rules.StepReaction {
		t.Fatalf("after the Basher's attack the learner is asked in %v, want the reaction step", m.snap.StepCode)
	}
	before := m.Game().Hash()
	pick(t, m, "Pummel (red)")
	if p := m.prompt(); p == nil || p.Kind != rules.AskModes {
		t.Fatalf("after Pummel: %v, want its modes", p)
	}
	_, cmd := m.Update(keyMsg("u"))
	next(t, m, cmd)
	if p := m.prompt(); p == nil || p.Kind != rules.AskPriority || m.Game().Hash() != before {
		t.Errorf("undo: at %v, hash same %v", p, m.Game().Hash() == before)
	}
}

// A lesson missed then undone: in lesson 1 the yellow card pitched first
// wastes 2 resource points; the goal is missed at once, the panel says
// why, and u takes that one choice back (the goals pending again, the
// same state as at the pitch question, Muscle Mutt still on the stack:
// "u undoes your last choice"); the Bauble then completes the lesson.
func TestLessonMissedThenUndone(t *testing.T) {
	for _, c := range []struct {
		lang   text.Lang
		missed string
	}{
		{text.EN, "2 resource points were left over"},
		{text.JA, "リソースポイントが2余りました"},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			m, done := lessonModel(t, 1, c.lang, 80, 24)
			send(m, "enter")
			pick(t, m, "Muscle Mutt (yellow)")
			before := m.Game().Hash()
			pick(t, m, "Raging Onslaught (yellow)") // the Bauble follows, alone
			if m.lesson.status != lesson.Missed {
				t.Fatalf("the wasteful pitch leaves the lesson %v", m.lesson.status)
			}
			flat := strings.ReplaceAll(m.View(), "\n", "")
			for i := 0; i < 4 && !strings.Contains(flat, c.missed); i++ {
				send(m, "?") // the panel reads on at 80×24
				flat = strings.ReplaceAll(m.View(), "\n", "")
			}
			if !strings.Contains(flat, c.missed) {
				t.Errorf("the panel does not say why the goal was missed:\n%s", m.View())
			}
			_, cmd := m.Update(keyMsg("u"))
			if cmd == nil {
				t.Fatalf("u after the missed goal: %q", m.message)
			}
			next(t, m, cmd)
			if p := m.prompt(); m.lesson.status != lesson.Pending || m.Game().Hash() != before || p == nil || p.Kind != rules.AskPitch {
				t.Fatalf("after u: status %v, back at the pitch %v, asked %v", m.lesson.status, m.Game().Hash() == before, p)
			}
			if said := map[text.Lang]string{text.EN: "undone: your last answer taken back, to your pitch choice on turn 1", text.JA: "回答1件を取り消し"}[c.lang]; !strings.Contains(strings.ReplaceAll(m.View(), "\n", ""), said) {
				t.Errorf("the undo does not say %q:\n%s", said, m.View())
			}
			pick(t, m, "Titanium Bauble (blue)")
			for i := 0; i < 10 && !m.lesson.done; i++ {
				if _, cmd := m.Update(keyMsg("p")); cmd != nil {
					next(t, m, cmd)
				}
			}
			if !m.lesson.done || *done != 1 {
				t.Errorf("after the undo the right pitch does not complete the lesson: %v", m.lesson.status)
			}
		})
	}
}

// A goal the engine judged lost stays lost when an undo replays the game
// past the place it was judged: in lesson 13 Thrust pitched for Dawnblade
// leaves no line to 8 damage (said at the next priority); Razor Reflex
// played and its mode chosen, u goes back to the mode question, a question
// where the engine does not search, and the panel says the goal is missed
// there at once, with the most damage left. u back to the pitch question
// makes the goal pending again.
func TestLessonLostStaysLostThroughUndo(t *testing.T) {
	for _, c := range []struct {
		lang text.Lang
		why  string
	}{
		{text.EN, "You still needed 8 damage this turn"},
		{text.JA, "このターンにあと8ダメージが必要です"},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			m, _ := lessonModel(t, 13, c.lang, 120, 40)
			send(m, "enter")
			pick(t, m, "Dawnblade")
			pitchAt := m.Game().Hash()
			pick(t, m, "Thrust (red)")
			if m.lesson.status != lesson.Missed {
				t.Fatalf("Thrust pitched: the lesson is %v, want missed", m.lesson.status)
			}
			for i := 0; i < 6 && m.snap.StepCode != rules.StepReaction; i++ {
				_, cmd := m.Update(keyMsg("p"))
				next(t, m, cmd)
			}
			pick(t, m, "Razor Reflex (red)")
			if p := m.prompt(); p == nil || p.Kind != rules.AskModes {
				t.Fatalf("after Razor Reflex: %v, want its modes", p)
			}
			pick(t, m, "1")
			_, cmd := m.Update(keyMsg("u"))
			next(t, m, cmd)
			if p := m.prompt(); p == nil || p.Kind != rules.AskModes {
				t.Fatalf("after u: %v, want the modes again", p)
			}
			if m.lesson.status != lesson.Missed || m.lesson.tracker.Best() != 5 {
				t.Errorf("undone to the modes after the goal was lost: the lesson is %v (most left %d), want missed (5)", m.lesson.status, m.lesson.tracker.Best())
			}
			if flat := strings.ReplaceAll(m.View(), "\n", ""); !strings.Contains(flat, c.why) {
				t.Errorf("the panel does not say %q:\n%s", c.why, m.View())
			}
			for i := 0; i < 8 && m.Game().Hash() != pitchAt; i++ {
				_, cmd := m.Update(keyMsg("u"))
				next(t, m, cmd)
			}
			if m.Game().Hash() != pitchAt || m.lesson.status != lesson.Pending {
				t.Errorf("back at the pitch %v: the lesson is %v, want pending", m.Game().Hash() == pitchAt, m.lesson.status)
			}
		})
	}
}

// At 80×24 the panel has two lines: every hint of every lesson, and the
// narration, can be read whole, ? showing the rest of a text before the
// next hint; the panel's head says how many lines are hidden.
func TestLessonHintsReadWholeAt80x24(t *testing.T) {
	all, err := lesson.Course()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, l := range all {
			m, _ := lessonModel(t, l.Number, lang, 80, 24)
			send(m, "enter")
			var views []string
			for i := 0; i < 40; i++ {
				v := m.View()
				checkSize(t, "lesson", v, 80, 24)
				views = append(views, v)
				send(m, "?")
			}
			all := strings.Join(views, "\n")
			for h, hint := range l.Hints {
				// Each line of the hint as the panel wraps it is on
				// some screen.
				said := m.say("lesson.hint", h+1, lesson.Hints, hint.In(string(lang)))
				for _, line := range strings.Split(m.wrapText(sanitize(said), 80), "\n") {
					if !strings.Contains(all, strings.TrimRight(line, " ")) {
						t.Errorf("%s lesson %d: hint %d's line %q is never shown", lang, l.Number, h+1, line)
					}
				}
			}
		}
	}
}

// Lesson 4 shows what it taught before it ends: once the chain has closed
// the board shows the 2 damage and the helm destroyed by its blade break,
// the lesson is recorded, and enter opens the closing screen.
func TestLessonFourShowsTheOutcome(t *testing.T) {
	m, done := lessonModel(t, 4, text.EN, 80, 24)
	send(m, "enter")
	defendWith(t, m, "Raging Onslaught", "Ironrot Helm")
	if m.lesson.done || !m.lesson.outcome {
		t.Fatalf("after the defense: done %v, outcome %v", m.lesson.done, m.lesson.outcome)
	}
	v := strings.ReplaceAll(m.View(), "\n", "")
	for _, want := range []string{"Dorinthea is dealt 2 damage", "Ironrot Helm is destroyed", "life 18"} {
		if !strings.Contains(v, want) {
			t.Errorf("the outcome lacks %q:\n%s", want, m.View())
		}
	}
	if *done != 1 {
		t.Errorf("the lesson is recorded %d times at its outcome, want 1", *done)
	}
	send(m, "1") // playing on does nothing now
	if m.lesson.done {
		t.Error("a number key closed the lesson")
	}
	send(m, "enter")
	if !m.lesson.done || !strings.Contains(m.View(), "Complete: Lesson 4") {
		t.Errorf("enter does not open the closing screen:\n%s", m.View())
	}
}

// A missed goal follows the position: in lesson 4, Muscle Mutt alone
// defends (4 damage, the goal missed at once); at the priority question
// after the defence the panel says why and what to do, not the defend
// step's narration; u goes back to the defenders question and its words
// come back there, in both languages.
func TestLessonMissedDropsTheMomentsNarration(t *testing.T) {
	for _, c := range []struct {
		lang   text.Lang
		defend string
	}{
		{text.EN, "Choose the cards that defend"},
		{text.JA, lessonDefendJA(t)},
	} {
		m, _ := lessonModel(t, 4, c.lang, 80, 24)
		send(m, "enter")
		flat := func() string { return strings.ReplaceAll(m.View(), "\n", "") }
		if !strings.Contains(flat(), c.defend) {
			t.Fatalf("%s: no narration at the defenders question:\n%s", c.lang, m.View())
		}
		defendWith(t, m, "Muscle Mutt")
		if m.lesson.status != lesson.Missed {
			t.Fatalf("%s: Muscle Mutt alone leaves the lesson %v", c.lang, m.lesson.status)
		}
		if strings.Contains(flat(), c.defend) {
			t.Errorf("%s: the defend step's narration is still up at %v after the miss:\n%s", c.lang, m.prompt().Kind, m.View())
		}
		// Why: Muscle Mutt's 6 less 2 defense is 4 taken, 2 over the goal.
		if why := map[text.Lang]string{text.EN: "You took 4 damage, more than the 2 the goal allows: your defense was short by 2.", text.JA: "4ダメージを受けました。"}[c.lang]; !strings.Contains(flat(), why) {
			for i := 0; i < 3 && !strings.Contains(flat(), why); i++ {
				send(m, "?") // the panel reads on at 80×24
			}
			if !strings.Contains(flat(), why) {
				t.Errorf("%s: the panel does not say why (%q):\n%s", c.lang, why, m.View())
			}
		}
		_, cmd := m.Update(keyMsg("u"))
		next(t, m, cmd)
		if p := m.prompt(); p == nil || p.Kind != rules.AskDefenders || m.lesson.status != lesson.Pending || !strings.Contains(flat(), c.defend) {
			t.Errorf("%s: after u: at %v, %v, narration back %v:\n%s", c.lang, p, m.lesson.status, strings.Contains(flat(), c.defend), m.View())
		}
	}
}

// The narration follows the question: in lesson 8 the "may" question's
// words (Dorinthea's ability asks) are up at that question and gone at
// the priority question after it, where they no longer belong.
func TestLessonNarrationFollowsTheQuestion(t *testing.T) {
	m, _ := lessonModel(t, 8, text.EN, 80, 24)
	send(m, "enter")
	pick(t, m, "On a Knife Edge")
	pick(t, m, "Dawnblade")
	const may = "asks whether you will attack"
	flat := func() string { return strings.ReplaceAll(m.View(), "\n", "") }
	if p := m.prompt(); p == nil || p.Kind != rules.AskMay || !strings.Contains(flat(), may) {
		t.Fatalf("at %v, no narration of the may question:\n%s", p, m.View())
	}
	pick(t, m, "yes")
	if p := m.prompt(); p == nil || p.Kind == rules.AskMay || strings.Contains(flat(), may) {
		t.Errorf("at %v after the yes, the may question's narration is still up:\n%s", p, m.View())
	}
}

// lessonDefendJA is the start of lesson 4's narration at the defenders
// question in Japanese.
func lessonDefendJA(t *testing.T) string {
	t.Helper()
	l, err := lesson.Get(4)
	if err != nil {
		t.Fatal(err)
	}
	s := []rune(l.During["defenders"].In("ja"))
	if len(s) < 8 {
		t.Fatalf("lesson 4's narration at the defenders question: %q", string(s))
	}
	return string(s[:8])
}

// A mode is chosen by what it does (CR 1.7.5): in lesson 5 Pummel's
// options read their modes' words from the card's text, not "mode 1".
func TestModeOptionsSayWhatTheyDo(t *testing.T) {
	for _, c := range []struct {
		lang text.Lang
		one  string
	}{
		{text.EN, "mode 1: target a club or hammer weapon attack: "},
		{text.JA, "モード 1: 対象: "},
	} {
		m, _ := lessonModel(t, 5, c.lang, 80, 24)
		send(m, "enter")
		pick(t, m, "Bone Basher")
		pick(t, m, "Titanium Bauble (blue)")
		pick(t, m, "Pummel (red)")
		p := m.prompt()
		if p == nil || p.Kind != rules.AskModes {
			t.Fatalf("%s: after Pummel: %v", c.lang, p)
		}
		var labels []string
		for _, o := range p.Options {
			labels = append(labels, o.Label)
		}
		all := strings.Join(labels, "\n")
		if !strings.Contains(all, c.one) || !strings.Contains(all, "+4") {
			t.Errorf("%s: the modes read %q", c.lang, labels)
		}
		if !strings.Contains(m.View(), c.one) {
			t.Errorf("%s: the board does not show the mode's words:\n%s", c.lang, m.View())
		}
	}
}

// Lesson 8 says at once when its goal is lost: Dawnblade paid with On a
// Knife Edge leaves one attack of 2, and the board says so in the same
// turn, with what the engine found. u takes the pitch back, to the pitch
// question, where the activation had already lost the goal; a second u
// takes the activation back.
func TestLessonEightSaysAtOnceTheGoalIsLost(t *testing.T) {
	for _, c := range []struct {
		lang text.Lang
		why  string
	}{
		{text.EN, "You still needed 5 damage this turn, and no line of play left deals it"},
		{text.JA, "このターンにあと5ダメージが必要ですが"},
	} {
		m, _ := lessonModel(t, 8, c.lang, 120, 40)
		send(m, "enter")
		pick(t, m, "Dawnblade")
		pick(t, m, "On a Knife Edge")
		if m.lesson.status != lesson.Missed {
			t.Fatalf("%s: after the wasted Knife Edge the goal is %v", c.lang, m.lesson.status)
		}
		if m.snap.Turn != 1 {
			t.Errorf("%s: said on turn %d, not at once", c.lang, m.snap.Turn)
		}
		if v := strings.ReplaceAll(m.View(), "\n", ""); !strings.Contains(v, c.why) {
			t.Errorf("%s: the panel does not say why:\n%s", c.lang, m.View())
		}
		_, cmd := m.Update(keyMsg("u"))
		if cmd == nil {
			t.Fatalf("%s: u refused: %q", c.lang, m.message)
		}
		next(t, m, cmd)
		if p := m.prompt(); p == nil || p.Kind != rules.AskPitch || m.lesson.status != lesson.Missed {
			t.Errorf("%s: after u: %v, the goal %v; want the pitch question, missed", c.lang, p, m.lesson.status)
		}
		_, cmd = m.Update(keyMsg("u"))
		next(t, m, cmd)
		if m.lesson.status != lesson.Pending {
			t.Errorf("%s: after a second u the goal is %v", c.lang, m.lesson.status)
		}
	}
}

// A goal is said lost at the question after the answer that lost it,
// even inside an activation: in lesson 8, Dawnblade activated before On a
// Knife Edge can attack once, for 2 of the 5 (CR 5.2.3c: once per turn,
// and only go again gives Dorinthea's second attack), so its pitch
// question already says the goal is missed; u takes the activation back.
func TestLessonEightLostAtTheAnswerThatLostIt(t *testing.T) {
	for _, c := range []struct {
		lang text.Lang
		why  string
	}{
		{text.EN, "You still needed 5 damage this turn, and no line of play left deals it"},
		{text.JA, "このターンにあと5ダメージが必要ですが"},
	} {
		m, _ := lessonModel(t, 8, c.lang, 120, 40)
		send(m, "enter")
		pick(t, m, "Dawnblade")
		if p := m.prompt(); p == nil || p.Kind != rules.AskPitch {
			t.Fatalf("%s: after Dawnblade: %v, want its pitch question", c.lang, p)
		}
		if m.lesson.status != lesson.Missed || m.lesson.tracker.Best() != 2 {
			t.Fatalf("%s: at the pitch question after Dawnblade first the goal is %v (most left %d), want missed (2)", c.lang, m.lesson.status, m.lesson.tracker.Best())
		}
		if v := strings.ReplaceAll(m.View(), "\n", ""); !strings.Contains(v, c.why) {
			t.Errorf("%s: the panel does not say why:\n%s", c.lang, m.View())
		}
		_, cmd := m.Update(keyMsg("u"))
		if cmd == nil {
			t.Fatalf("%s: u refused: %q", c.lang, m.message)
		}
		next(t, m, cmd)
		if p := m.prompt(); p == nil || p.Kind != rules.AskPriority || m.lesson.status != lesson.Pending {
			t.Errorf("%s: after u: %v, the goal %v; want priority, pending", c.lang, p, m.lesson.status)
		}
		// The line of the lesson is never judged lost on the way.
		pick(t, m, "On a Knife Edge")
		if m.lesson.status != lesson.Pending {
			t.Errorf("%s: On a Knife Edge first: the goal is %v", c.lang, m.lesson.status)
		}
		pick(t, m, "Dawnblade")
		if m.lesson.status != lesson.Pending {
			t.Errorf("%s: then Dawnblade: the goal is %v", c.lang, m.lesson.status)
		}
	}
}

// Japanese keeps a Latin word whole when it fits a line: a hero's or a
// card's name is not cut in two ("D" / "orinthea").
func TestWrapJAKeepsLatinWords(t *testing.T) {
	s := "目標：リソースポイントを無駄にせずに支払い、このターンに6ダメージを与える。Dorintheaには防御に使えるカードがありません。"
	for w := 10; w <= 80; w++ {
		lines := wrapLines(s, w, "")
		if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, "Dorinthea") }) {
			t.Errorf("w %d: the name is cut: %q", w, lines)
		}
		for _, l := range lines {
			if cellWidth(l) > w {
				t.Errorf("w %d: %q is %d cells", w, l, cellWidth(l))
			}
		}
		if !rejoins(s, lines) {
			t.Errorf("w %d: text changed: %q", w, lines)
		}
	}
	// An opening mark goes down with the name it opens.
	for w := 10; w <= 60; w++ {
		for _, l := range wrapLines("装備品は残ります（キーワードによっては別）。《Ironrot Helm》はブレードブレイク", w, "") {
			if r := []rune(l); len(r) > 0 && strings.ContainsRune(rulebook.NoLineEnd, r[len(r)-1]) {
				t.Errorf("w %d: line ends with an opening mark: %q", w, l)
			}
		}
	}
	// A word longer than the line is broken all the same.
	if out := strings.Join(wrapLines("あAaaaaaaaaaaaaい", 6, ""), "\n"); strings.Contains(out, "Aaaaaaaaaaaaa") {
		t.Errorf("a word longer than the line is kept whole: %q", out)
	}
}

// Passing to the end of the action phase with a damage goal still to meet
// asks for a second key, saying what is still needed: in the end phase
// nobody gets priority (CR 4.4.1), so the goal would be lost.
func TestLessonPassWarnsTheGoalWouldBeLost(t *testing.T) {
	for _, c := range []struct {
		lang text.Lang
		warn string
	}{
		{text.EN, "the goal still needs 5 damage this turn"},
		{text.JA, "目標にはこのターンにあと5ダメージが必要です"},
	} {
		m, _ := lessonModel(t, 8, c.lang, 80, 24)
		send(m, "enter")
		if _, cmd := m.Update(keyMsg("p")); cmd != nil {
			t.Fatalf("%s: one p ended the action phase of a lesson with its goal to meet", c.lang)
		}
		if !strings.Contains(m.message, c.warn) {
			t.Errorf("%s: the first p says %q", c.lang, m.message)
		}
		send(m, "down") // any other key stays
		if _, cmd := m.Update(keyMsg("p")); cmd != nil {
			t.Fatalf("%s: p after another key passed at once", c.lang)
		}
		_, cmd := m.Update(keyMsg("p"))
		if cmd == nil {
			t.Fatalf("%s: a second p does not pass", c.lang)
		}
	}
}

// After an undo the narration of a moment is not left up at a question it
// does not belong to, and comes back when the game comes back to it.
func TestLessonNarrationAfterUndo(t *testing.T) {
	m, _ := lessonModel(t, 1, text.EN, 120, 40)
	send(m, "enter")
	const pitch = "You owe resources"
	pick(t, m, "Muscle Mutt (yellow)")
	if !strings.Contains(m.View(), pitch) {
		t.Fatalf("no narration at the pitch question:\n%s", m.View())
	}
	_, cmd := m.Update(keyMsg("u"))
	next(t, m, cmd)
	if p := m.prompt(); p == nil || p.Kind != rules.AskPriority || strings.Contains(m.View(), pitch) {
		t.Errorf("after u, at %v, the pitch's narration is still up:\n%s", p, m.View())
	}
	pick(t, m, "Muscle Mutt (yellow)")
	if !strings.Contains(m.View(), pitch) {
		t.Errorf("back at the pitch question, no narration:\n%s", m.View())
	}
}

// A Japanese line never starts with a small kana (kinsoku, as the log and
// the rules wrap): lesson 1's intro at 120 columns read "…カードをピ" /
// "ッチして…", and its closing screen at 120 "…カードはデ" / "ッキの一番下…".
// Nor with a space: the lesson's own wrapper (wrapJA, gone) carried the
// space of a break inside a card's name to the next line (" Muttはコ",
// " c3 6p 2d」は"), which reads as indented; the board's one wrapper
// (wrapLines, on rulebook.Wrap) drops it, so the lines rejoin to the
// text with one space taken at each break and nothing else changed.
func TestWrapJASmallKana(t *testing.T) {
	l, err := lesson.Get(1)
	if err != nil {
		t.Fatal(err)
	}
	small := "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
	for _, s := range []string{l.Before.In("ja"), l.After.In("ja")} {
		for _, para := range strings.Split(s, "\n") {
			for w := 10; w <= 100; w++ {
				lines := wrapLines(para, w, "")
				for _, line := range lines {
					if r := []rune(line); len(r) > 0 && strings.ContainsRune(small, r[0]) {
						t.Fatalf("w %d: a line starts with %q: %q", w, string(r[0]), line)
					}
					if strings.HasPrefix(line, " ") {
						t.Errorf("w %d: a line starts with a space: %q", w, line)
					}
					if cellWidth(line) > w {
						t.Errorf("w %d: %q is %d cells", w, line, cellWidth(line))
					}
				}
				if !rejoins(para, lines) {
					t.Errorf("w %d: text changed: %q", w, lines)
				}
			}
		}
	}
}

// The intro and closing screens take enter and q alone (lessonKey): their
// help line offers no other key. It offered "r rule • e explain", which
// did nothing there (lesson 1 at 80x24, both languages).
func TestLessonIntroAndClosingOfferTheirKeysOnly(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang}
		m, _ := lessonModel(t, 1, lang, 80, 24)
		check := func(screen string) {
			t.Helper()
			v := m.View()
			help := v[strings.LastIndex(v, "\n")+1:]
			if !strings.Contains(help, "enter") {
				t.Fatalf("%s %s: no enter on the help line %q", lang, screen, help)
			}
			for _, k := range []string{"r " + w.Say("key.rules"), "e " + w.Say("key.panel"), "tab", "f1"} {
				if strings.Contains(help, k) {
					t.Errorf("%s %s: the help line offers %q: %q", lang, screen, k, help)
				}
			}
			before := v
			send(m, "r", "e")
			if v := m.View(); v != before {
				t.Errorf("%s %s: r or e changed the screen:\n%s", lang, screen, v)
			}
		}
		check("intro")
		m.lesson.done = true
		send(m, "x") // the keys are set after a message
		check("closing")
	}
}

// rejoins reports whether lines are s wrapped: s read in order, with at
// most one space dropped at each break and nothing else changed.
func rejoins(s string, lines []string) bool {
	pos := 0
	for i, l := range lines {
		if i > 0 && strings.HasPrefix(s[pos:], " ") {
			pos++
		}
		if !strings.HasPrefix(s[pos:], l) {
			return false
		}
		pos += len(l)
	}
	return pos == len(s)
}

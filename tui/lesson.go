package tui

import (
	"context"
	"slices"
	"strings"
	"sync"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/lesson"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A lesson on the board (`rathe learn N`): the learner plays one side, the
// lesson's Opponent (saves/lesson) answers the other side's questions, a
// panel above the hand shows the lesson's title, its goal and the
// narration of the moment, `?` gives the next level of hint (in a lesson
// the key help moves to F1), and the goals are checked live from the
// game's events. An intro screen comes first; once every goal is met a
// closing screen gives the rules the lesson taught and the lesson is
// recorded as done. Undo works as on any board; R starts the lesson again.

// Lesson configures a board for a lesson.
type Lesson struct {
	L *lesson.Lesson
	// OnComplete is called once, when every goal is met (the command
	// records the lesson as done); an error is shown on the closing
	// screen.
	OnComplete func() error
}

// lessonState is the lesson's part of the model.
type lessonState struct {
	cfg     *Lesson
	tracker *lesson.Tracker
	intro   bool            // the intro screen is up
	said    string          // the narration shown in the panel (a moment's)
	shown   map[string]bool // the moments already narrated
	hints   int             // the hint levels shown, 0 to lesson.Hints
	// saidAt and hintAt order the narration and the hint: the newer is
	// shown first, where a small panel has room for one.
	saidAt, hintAt, clock int
	status                lesson.Status
	// page is the panel's place in its text when the text is longer
	// than the panel: ? reads on before it gives the next hint.
	page pager
	// outcome: every goal is met and the combat is over; the board
	// shows what happened (outcomeLines) until enter or p opens the
	// closing screen.
	outcome bool
	done    bool  // the closing screen
	doneErr error // OnComplete's error
	// outcomeLines are the log's lines of the damage dealt and the
	// objects destroyed in the lesson, as the learner reads them; the
	// game goroutine appends, the board reads (mu).
	mu           sync.Mutex
	outcomeLines []string
	// lost are the places the engine judged a damage goal lost
	// (lesson.Reach): an undo that replays the game past one says so
	// at once, whatever the question it stops at (a mode, a pitch),
	// where Reach searches only at priority. gen counts the games
	// attached, so a judgement of a game left behind is not kept (mu).
	lost []lostAt
	gen  int
}

// lostAt is a judgement of lesson.Reach: at the question after n answers
// of the game's record, at most best damage was left to deal.
type lostAt struct{ n, best int }

// noteLost keeps a judgement of the game of generation gen.
func (ls *lessonState) noteLost(gen, n, best int) {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	if gen == ls.gen {
		ls.lost = append(ls.lost, lostAt{n, best})
	}
}

// lostBy is the judgement made at or before the question after n answers,
// in the game of generation gen: the same answers lead there, so the
// goal is lost there too.
func (ls *lessonState) lostBy(gen, n int) (int, bool) {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	if gen != ls.gen {
		return 0, false
	}
	for _, l := range ls.lost {
		if l.n <= n {
			return l.best, true
		}
	}
	return 0, false
}

// attached starts generation gen+1 for a game that replays the record's
// first n answers: the judgements made past them are dropped.
func (ls *lessonState) attached(n int) int {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	ls.gen++
	kept := ls.lost[:0]
	for _, l := range ls.lost {
		if l.n <= n {
			kept = append(kept, l)
		}
	}
	ls.lost = kept
	return ls.gen
}

func newLessonState(cfg *Lesson) *lessonState {
	return &lessonState{cfg: cfg, intro: true, shown: map[string]bool{}}
}

// lessonSetup is called from newModel: the learner sits at the board
// without a hand-off screen, and the key help moves to F1 (? gives hints).
func (m *Model) lessonSetup() {
	if m.cfg.Lesson == nil {
		return
	}
	m.lesson = newLessonState(m.cfg.Lesson)
	m.shownFor = m.cfg.Lesson.L.Learner
	m.keys.Help.SetKeys("f1")
	m.keys.Help.SetHelp("f1", m.say("key.help"))
	m.keys.lesson = true
}

// attachLesson is called after each new bridge (the first game and each
// undo or restart): the opponent's questions go to the lesson's decider,
// and a new tracker follows the goals from the game's events.
func (m *Model) attachLesson() {
	ls := m.lesson
	if ls == nil || m.br == nil {
		return
	}
	b := m.br
	// One learner at the board: asked whenever they can do something,
	// and undo goes back as far as they like (the opponent is the
	// lesson's own).
	b.playable, b.undoAny = true, true
	l := ls.cfg.L
	t := lesson.NewTracker(l)
	ls.tracker = t
	b.game.SetDecider(l.Learner.Opponent(), lessonOpponent{b: b, d: l.Opponent})
	gen := ls.attached(len(b.replay))
	b.game.SetDecider(l.Learner, lessonLearner{b: b, l: l, t: t, ls: ls, gen: gen, w: new(lessonWatch)})
	ls.mu.Lock()
	ls.outcomeLines = nil
	ls.mu.Unlock()
	// A new game (the first, an undo, R): the moments are narrated again
	// when the game comes back to them, and no moment's words stay up
	// where they do not belong (a pitch's narration at a priority
	// question).
	ls.said, ls.shown = "", map[string]bool{}
	b.game.SetObserver(func(g *rules.Game, e *rules.Event) {
		b.observe(g, e)
		t.Observe(g, e)
		ls.noteOutcome(g, e, l.Learner, m.lang)
		if t.Status() != lesson.Pending {
			// Once the goals are decided the learner is asked at the
			// next question, even one where passing is all they can do,
			// so that the board can say so. Set in the game goroutine,
			// where the bridge reads it.
			b.fullControl = true
		}
	})
}

// noteOutcome keeps the log's line of an event the lesson's outcome is
// made of: damage dealt (CR 8.5.3) and objects destroyed (CR 8.5.4: a
// blade break, a battleworn helm), in the learner's view.
func (ls *lessonState) noteOutcome(g *rules.Game, e *rules.Event, learner rules.Player, lang text.Lang) {
	if e.Kind != rules.EvDamage && e.Kind != rules.EvDestroy {
		return
	}
	v := g.ViewFor(learner)
	if !v.SeesEvent(e) {
		return
	}
	line := text.Words{Lang: lang, View: v}.Event(e)
	ls.mu.Lock()
	defer ls.mu.Unlock()
	if len(ls.outcomeLines) < 64 {
		ls.outcomeLines = append(ls.outcomeLines, line)
	}
}

// lessonLearner is the learner's seat: the board's, after the engine is
// asked at each priority question whether the goals can still be met
// (lesson.Reach), so that a goal lost in the middle of the turn is said
// at once, and the learner is asked there to hear it.
type lessonLearner struct {
	b   *bridge
	l   *lesson.Lesson
	t   *lesson.Tracker
	ls  *lessonState
	gen int
	w   *lessonWatch
}

// lessonWatch follows the learner's answers from their last priority
// question (lesson.Since), so that a goal lost by an answer inside a
// card's play or an ability's activation, or by the play itself, is said
// at the question after it, not at the next priority.
type lessonWatch struct{ since *lesson.Since }

func (s lessonLearner) Decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	if len(s.b.replay) == 0 && s.t.Status() == lesson.Pending {
		n := s.b.rec.Len()
		if best, ok := s.ls.lostBy(s.gen, n); ok {
			// Replayed past the place the goal was judged lost (an
			// undo to a mode or pitch question after a wasted card):
			// said at once, not at the next priority.
			if s.t.Lost(best) {
				s.b.fullControl = true
			}
		} else if p.Kind == rules.AskPriority || v.ActionPhaseOver() {
			// At priority, and at any question once the action phase is
			// over, when no priority is left (the engine says when): a
			// pass that ended the action phase short of a damage goal
			// is said lost at the arsenal question, not after it. Not inside a card's play or an
			// ability's activation (a mode, a pitch): the search starts
			// from a position the game can be run on again, a priority
			// point (rules.Game.Run), and a view taken in the middle of
			// paying a cost is none.
			if s.l.Reach(ctx, v, s.t) {
				s.ls.noteLost(s.gen, n, s.t.Best())
				s.b.fullControl = true
			}
		}
	}
	if p.Kind == rules.AskPriority {
		s.w.since = nil
		if s.t.Status() == lesson.Pending {
			s.w.since = s.l.Watch(v, s.t) // replayed too: an undo may stop inside the action
		}
	}
	live := len(s.b.replay) == 0
	a, err := s.b.Decide(ctx, v, p)
	if err == nil && live && s.t.Status() == lesson.Pending && s.w.since.After(ctx, a, s.t) {
		s.ls.noteLost(s.gen, s.b.rec.Len(), s.t.Best())
		s.b.fullControl = true
	} else if err == nil && !live && s.w.since != nil {
		s.w.since.Note(a)
	}
	return a, err
}

// lessonOpponent answers the opponent's questions with the lesson's
// decider, through the bridge's record, so that undo replays them like
// every other answer.
type lessonOpponent struct {
	b *bridge
	d rules.Decider
}

func (o lessonOpponent) Decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	if len(o.b.replay) > 0 {
		return o.b.Decide(ctx, v, p) // replaying after an undo
	}
	a, err := o.d.Decide(ctx, v, p)
	if err == nil {
		o.b.rec.AnsweredAuto(o.b.game, &p, a) // the lesson's, no person's
	}
	return a, err
}

// lessonAsked is called when the game asks or ends: the narration of the
// moment, and the goals.
func (m *Model) lessonAsked() {
	ls := m.lesson
	if ls == nil || ls.tracker == nil {
		return
	}
	if m.snap != nil && m.snap.Prompt != nil && m.reply != nil {
		// The narration follows the question: a moment met for the first
		// time is narrated (and goes above an older hint); one met again
		// is said again, where it stands; a question of no moment with
		// words says none (a pitch's words are not left up at the
		// priority after the pitch, nor a "may" question's after it).
		p := m.snap.Prompt
		said, fresh := "", false
		for _, mo := range lesson.MomentsOf(p.Kind, p.Purpose, m.snap.PhaseCode, m.snap.StepCode) {
			t, ok := ls.cfg.L.During[mo]
			if !ok {
				continue
			}
			if !ls.shown[mo] {
				ls.shown[mo] = true
				said, fresh = t.In(string(m.lang)), true
				break
			}
			if said == "" {
				said = t.In(string(m.lang))
			}
		}
		if fresh {
			ls.clock++
			ls.saidAt = ls.clock
		}
		if said != ls.said {
			ls.page.vp.GotoTop()
		}
		ls.said = said
	}
	ls.status = ls.tracker.Status()
	// A goal met in the middle of combat waits for the combat chain to
	// close: the learner sees the damage dealt and the steps to the end
	// (the board asks at each of them then). Then the board shows what
	// happened (the damage, what was destroyed) and records the lesson;
	// enter opens the closing screen.
	inCombat := m.done == nil && m.snap != nil && m.snap.StepCode != rules.StepNone
	if ls.status == lesson.Met && !ls.outcome && !inCombat {
		ls.outcome, ls.intro = true, false
		ls.page.vp.GotoTop()
		if ls.cfg.OnComplete != nil {
			ls.doneErr = ls.cfg.OnComplete()
		}
		if m.done != nil {
			ls.done = true // the game is over: nothing more to see
		}
	}
}

// lessonOver reports whether the board shows a lesson's outcome: the
// goal met and the combat over, the question still waiting takes no
// answer (lessonKey), so the board shows neither it nor its options.
func (m *Model) lessonOver() bool {
	return m.lesson != nil && m.lesson.outcome
}

// lessonKey handles the lesson's keys before the board's: on the intro and
// closing screens every key; on the board ? (the next hint) and R
// (restart). It reports whether it took the key.
func (m *Model) lessonKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	ls := m.lesson
	if ls == nil || m.confirmQuit {
		return nil, false
	}
	k := m.keys
	switch {
	case ls.done:
		if key.Matches(msg, k.Enter, k.Quit, k.Back) {
			return m.quit(), true
		}
		return nil, true
	case ls.intro:
		if key.Matches(msg, k.Enter) {
			ls.intro = false
			return nil, true
		}
		return nil, !key.Matches(msg, k.Quit)
	}
	if m.overlayOpen() {
		return nil, false
	}
	if ls.outcome {
		// The lesson is done: enter (or p, as the panel said) opens the
		// closing screen; the keys that would play on are idle, those
		// that look (the log, the cards, the rules) work.
		switch {
		case key.Matches(msg, k.Enter) || msg.String() == "p":
			ls.done = true
			return nil, true
		case key.Matches(msg, k.Hint):
			if ls.page.below() > 0 {
				ls.page.vp.PageDown()
			} else {
				ls.page.vp.GotoTop()
			}
			return nil, true
		case key.Matches(msg, k.Choose, k.Toggle, k.Undo, k.Restart, k.Yes, k.No, k.Up, k.Down, k.Stop, k.Hold):
			return nil, true
		}
		return nil, false
	}
	switch {
	case key.Matches(msg, k.Hint):
		switch {
		case ls.page.below() > 0: // the panel's text is cut: read on
			ls.page.vp.PageDown()
		case ls.hints < lesson.Hints:
			ls.hints++
			ls.clock++
			ls.hintAt = ls.clock
			ls.page.vp.GotoTop()
		case ls.page.above() > 0:
			ls.page.vp.GotoTop()
		default:
			m.message = m.say("lesson.no-more-hints")
		}
		return nil, true
	case key.Matches(msg, k.Restart) && m.cfg.NewGame != nil && m.br != nil:
		m.undid = m.undoInfo
		cmd := m.restart(nil)
		ls.status, ls.hints = lesson.Pending, 0
		ls.page.vp.GotoTop()
		m.undone = false
		m.message = m.say("lesson.restarted")
		return cmd, true
	}
	return nil, false
}

// lessonKeys enables the lesson's keys in the help line.
func (m *Model) lessonKeys() {
	k := &m.keys
	k.Hint.SetEnabled(false)
	k.Restart.SetEnabled(false)
	ls := m.lesson
	if ls == nil {
		return
	}
	if ls.done || ls.intro {
		// Enter and q alone work there (lessonKey): the help line offers
		// no other key, r and e neither (the rule in focus and the panel
		// are the board's, which the screen hides).
		for _, b := range k.board() {
			if b != &k.Enter && b != &k.Quit {
				b.SetEnabled(false)
			}
		}
		k.Enter.SetEnabled(true)
		if ls.done {
			k.Enter.SetHelp("enter", m.say("lesson.leave"))
		} else {
			k.Enter.SetHelp("enter", m.say("lesson.start"))
		}
		return
	}
	if m.confirmQuit || m.overlayOpen() {
		return
	}
	k.Hint.SetEnabled(true)
	k.Restart.SetEnabled(m.cfg.NewGame != nil)
	if ls.outcome {
		k.Restart.SetEnabled(false)
		for _, b := range []*key.Binding{&k.Choose, &k.Up, &k.Down, &k.Toggle, &k.Pass, &k.Undo, &k.Stop, &k.Hold, &k.Yes, &k.No} {
			b.SetEnabled(false)
		}
		k.Enter.SetEnabled(true)
		k.Enter.SetHelp("enter", m.say("lesson.finish"))
	}
}

// lessonScreen is the intro or closing screen, or "" for the board.
func (m *Model) lessonScreen() string {
	ls := m.lesson
	if ls == nil || !(ls.intro || ls.done) {
		return ""
	}
	l := ls.cfg.L
	lang := string(m.lang)
	w := min(m.width-4, 100)
	var b strings.Builder
	para := func(s string) {
		for _, line := range strings.Split(s, "\n") {
			b.WriteString(m.wrapText(sanitize(line), w) + "\n")
		}
	}
	if ls.intro {
		b.WriteString(m.st.Title.Render(m.lessonTitle()) + "\n\n")
		para(l.Before.In(lang))
		b.WriteString("\n" + m.st.Deciding.Render(m.lessonGoalText()) + "\n\n")
		b.WriteString(m.st.Dim.Render(m.wrapText(m.say("lesson.intro-keys"), w)))
		return b.String()
	}
	b.WriteString(m.st.Title.Render(m.say("lesson.complete", m.lessonTitle())) + "\n\n")
	para(l.After.In(lang))
	b.WriteString("\n" + m.st.Title.Render(m.say("lesson.taught")) + "\n")
	// One rule a line: the summary's closing stop would end its last
	// line alone.
	for _, part := range strings.Split(strings.TrimRight(l.Summary.In(lang), ".。"), " · ") {
		para("  " + part)
	}
	if ls.doneErr != nil {
		b.WriteString("\n" + m.st.Error.Render(m.wrapText(m.say("lesson.progress-error", m.errorText(ls.doneErr)), w)) + "\n")
	}
	return b.String()
}

// lessonTitle is "Lesson N · title" (a file of one's own has no number).
func (m *Model) lessonTitle() string {
	l := m.lesson.cfg.L
	if l.Number == 0 {
		return m.say("lesson.title-file", sanitize(l.Title.In(string(m.lang))))
	}
	return m.say("lesson.title", l.Number, sanitize(l.Title.In(string(m.lang))))
}

// lessonGoalText is the lesson's goals in words.
func (m *Model) lessonGoalText() string {
	var goals []string
	for _, g := range m.lesson.cfg.L.Goals {
		goals = append(goals, goalWords(text.Words{Lang: m.lang}, g))
	}
	return m.say("lesson.goal", strings.Join(goals, m.say("lesson.and")))
}

// goalWords says one goal.
func goalWords(w text.Words, g lesson.Goal) string {
	switch g.Kind {
	case lesson.GoalDamage:
		return w.Say("goal.damage", g.N)
	case lesson.GoalTakeAtMost:
		return w.Say("goal.take-at-most", g.N)
	case lesson.GoalArsenal:
		return w.Say("goal.arsenal")
	case lesson.GoalWin:
		return w.Say("goal.win")
	case lesson.GoalWaste:
		if g.N == 0 {
			return w.Say("goal.waste-none")
		}
		return w.Say("goal.waste-at-most", g.N)
	}
	return "?"
}

// lessonPassWarning is the second key a pass asks for in a lesson when it
// would end the learner's action phase of the lesson's first turn with a
// damage goal still to meet (the engine says where passing ends it,
// Snapshot.PassesEnd): nothing is played after it (CR 4.4.1), so the goal
// would be lost. "" when the pass loses nothing.
func (m *Model) lessonPassWarning(p *board.Prompt) string {
	ls, s := m.lesson, m.snap
	if ls == nil || ls.tracker == nil || ls.outcome || s == nil || p.Kind != rules.AskPriority || !s.PassesEnd ||
		s.TurnPlayer != p.Player || p.Player != ls.cfg.L.Learner {
		return ""
	}
	need := ls.tracker.DamageNeeded(s.Turn)
	if need <= 0 {
		return ""
	}
	return m.say("lesson.pass-warning", need)
}

// missedWhy says why a missed goal was missed, where the goal has more to
// say than the mark: the resource points a pitch left over.
func (m *Model) missedWhy() string {
	t := m.lesson.tracker
	goals, status := t.Goals()
	for i, g := range goals {
		if status[i] != lesson.Missed {
			continue
		}
		switch {
		case g.Kind == lesson.GoalWaste:
			return m.say("lesson.missed-waste", t.Leftover())
		case g.Kind == lesson.GoalDamage && t.Best() >= 0:
			return m.say("lesson.missed-reach", g.N-t.Dealt(), t.Best())
		case g.Kind == lesson.GoalTakeAtMost:
			return m.say("lesson.missed-taken", t.Taken(), g.N, t.Taken()-g.N)
		}
	}
	return ""
}

// lessonRows is how many lines the lesson's panel takes above the hand at
// this terminal's size, w cells wide (0 without a lesson): one more for
// each line the goal needs under the title when it does not fit beside it.
func (m *Model) lessonRows(w int) int {
	if m.lesson == nil {
		return 0
	}
	// Measured with a mark, so the panel keeps its lines when the goal
	// is met or missed.
	_, goal := m.lessonHead(w, " ✓")
	extra := len(goal)
	switch {
	case m.height >= 40:
		return 6 + extra
	case m.height >= 30:
		return 5 + extra
	}
	return 3 + extra
}

// lessonHead is the panel's head, w cells wide: the words on its rule
// (the lesson's title, its goal and mark — met or missed — when they fit
// on one line) and the goal's lines under it when they do not, the mark
// then beside the title, so the goal always reads whole.
func (m *Model) lessonHead(w int, mark string) (string, []string) {
	title, goal := m.lessonTitle(), m.lessonGoalText()
	if one := "── " + title + " · " + goal + mark + " "; ansi.StringWidth(one)+m.lessonPagerRoom() <= w {
		return one, nil
	}
	var lines []string
	for _, part := range strings.Split(m.wrapText(goal, max(1, w-1)), "\n") {
		lines = append(lines, board.Pad(" "+m.st.Deciding.Render(part), w))
	}
	return "── " + title + mark + " ", lines
}

// lessonPagerRoom is the cells the pager's mark may take at the end of
// the rule (lessonPage), kept free so it never cuts the goal.
func (m *Model) lessonPagerRoom() int {
	return max(ansi.StringWidth(m.lessonPagerMark(99, 0)), ansi.StringWidth(m.lessonPagerMark(0, 99)))
}

// lessonPagerMark is the rule's end when the panel's body is longer than
// its lines: how many are hidden below (or else above) and the key.
func (m *Model) lessonPagerMark(below, above int) string {
	if below > 0 {
		return " " + m.sayN("pager.more-below", below, below, "?") + " ──"
	}
	return " " + m.sayN("pager.more-above", above, above, "?") + " ──"
}

// lessonRule is the panel's rule w cells wide: head, cut with "…" only
// where its words do not fit, then dashes, then right (the pager's mark).
func (m *Model) lessonRule(head string, w int, right string) string {
	room := max(0, w-ansi.StringWidth(right))
	head = ansi.Truncate(head, room, "…")
	return m.st.Border.Render(head+strings.Repeat("─", max(0, room-ansi.StringWidth(head)))) + right
}

// lessonPanel is the panel: a rule with the lesson's title, the goal and
// its state, then the latest hint or the narration of the moment, wrapped
// to w cells, n lines in all.
func (m *Model) lessonPanel(w, n int) []string {
	ls := m.lesson
	l := ls.cfg.L
	lang := string(m.lang)
	mark := ""
	switch ls.status {
	case lesson.Met:
		mark = " ✓"
	case lesson.Missed:
		mark = " ✗"
	}
	head, goal := m.lessonHead(w, mark)
	var body []string
	addText := func(s string, st func(...string) string) {
		for _, line := range strings.Split(s, "\n") {
			for _, part := range strings.Split(m.wrapText(sanitize(line), w), "\n") {
				body = append(body, st(part))
			}
		}
	}
	if ls.outcome {
		// What happened, after the combat: the damage and what was
		// destroyed, as the log said it.
		ls.mu.Lock()
		lines := slices.Clone(ls.outcomeLines)
		ls.mu.Unlock()
		for _, l := range lines {
			addText(l, m.st.Dim.Render)
		}
		addText(m.say("lesson.outcome"), m.st.Deciding.Render)
		return m.lessonPage(head, goal, body, w, n)
	}
	switch ls.status {
	case lesson.Missed:
		// The goal is missed: why, and what to do (u, R); the moment's
		// narration was for the question it was said at, which the game
		// has left (a defend step's words at the priority after it).
		addText(m.say("lesson.missed"), m.st.Error.Render)
		if why := m.missedWhy(); why != "" {
			addText(why, m.st.Error.Render)
		}
		hint := ls.hints
		if hint > 0 {
			addText(m.say("lesson.hint", hint, lesson.Hints, l.Hints[hint-1].In(lang)), m.st.Deciding.Render)
		}
		return m.lessonPage(head, goal, body, w, n)
	case lesson.Met:
		// The goal is met: what the learner does next (pass to the end
		// of the combat) and nothing else; the moment's narration and the
		// hints were for reaching it, and give way.
		met := "lesson.met"
		if s := m.snap; s != nil && s.Prompt != nil && m.reply != nil && s.Prompt.Kind != rules.AskPriority {
			// A question p does not pass (the triggers' order as the
			// chain closes): answered first.
			met = "lesson.met-answer"
		}
		addText(m.say(met), m.st.Deciding.Render)
		return m.lessonPage(head, goal, body, w, n)
	}
	said := ls.said
	if said == "" && ls.hints == 0 {
		said = m.say("lesson.nudge")
	}
	hint := func() {
		if h := ls.hints; h > 0 {
			addText(m.say("lesson.hint", h, lesson.Hints, l.Hints[h-1].In(lang)), m.st.Deciding.Render)
		}
	}
	narrate := func() {
		if said != "" {
			addText(said, m.st.Dim.Render)
		}
	}
	if ls.hintAt > ls.saidAt {
		hint()
		narrate()
	} else {
		narrate()
		hint()
	}
	return m.lessonPage(head, goal, body, w, n)
}

// lessonPage puts the panel's body under its head, n lines in all: when
// the body is longer than the lines left, a window of it, and the head
// ends with how many lines are hidden and the key that shows them (?).
func (m *Model) lessonPage(head string, goal, body []string, w, n int) []string {
	ls := m.lesson
	out := append([]string{m.lessonRule(head, w, "")}, goal...)
	rows := max(1, n-len(out))
	// The marker goes in the head, not on a line of its own.
	ls.page.lines, ls.page.vp.Height = body, rows
	ls.page.vp.SetContent(strings.Join(body, "\n"))
	ls.page.vp.SetYOffset(ls.page.vp.YOffset)
	if ls.page.cut() {
		out[0] = m.lessonRule(head, w, m.st.Border.Render(m.lessonPagerMark(ls.page.below(), ls.page.above())))
	}
	// What ? does now, in the help line (drawn after the panel).
	k := &m.keys.Hint
	if ls.outcome {
		k.SetEnabled(ls.page.cut())
	}
	switch {
	case ls.page.below() > 0:
		k.SetHelp("?", m.say("key.panel-more"))
	case ls.page.above() > 0 && (ls.outcome || ls.hints >= lesson.Hints):
		// No hint left to give: ? goes back to the top (lessonKey).
		k.SetHelp("?", m.say("key.panel-top"))
	default:
		k.SetHelp("?", m.say("key.hint"))
	}
	start := min(ls.page.vp.YOffset, len(body))
	end := min(len(body), start+rows)
	for _, l := range body[start:end] {
		out = append(out, board.Pad(l, w))
	}
	for len(out) < n {
		out = append(out, board.Pad("", w))
	}
	return out[:n]
}

// wrapText wraps s to w cells with the board's one wrapper (wrapLines,
// on rulebook.Wrap), as the log, the rules and the e panel are: English
// at spaces, Japanese between any two characters (it has no spaces
// between words; a line broken only at the space inside a card's name
// would leave half a line empty) but never starting a line with a
// closing mark or a small kana nor ending one with an opening mark, a
// Latin word (a card's or a hero's name) kept whole when it fits a line.
// The space at a break is dropped, not carried to the next line: a line
// that starts with a space reads as indented, a continuation of the one
// above, where the panel's hint and narration are flush left.
func (m *Model) wrapText(s string, w int) string {
	return strings.Join(wrapLines(s, w, ""), "\n")
}

package tui

import (
	"strings"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The rules panel (e): a sentence or two on where the game stands and what
// the player being asked may do now, the walk-through a friend gives at
// the table. It is made from the snapshot alone (phase, step, the stack,
// whose turn, the question's kind), one sentence per step, phase and kind
// of question, in the board's language (tui/text, "panel.").

// panelText is the panel's sentences for the snapshot s.
func (m *Model) panelText(s *board.Snapshot) string {
	turn := s.Name(s.TurnPlayer)
	other := s.Name(s.TurnPlayer.Opponent())
	var where string
	switch {
	case s.Over || s.PhaseCode == rules.PhaseOver:
		return m.say("panel.over")
	case s.PhaseCode == rules.PhaseSetup:
		where = m.say("panel.setup")
	case s.PhaseCode == rules.PhaseStart:
		where = m.say("panel.start", turn)
	case s.PhaseCode == rules.PhaseEnd:
		where = m.say("panel.end", turn)
	case !s.ChainOpen || s.StepCode == rules.StepNone:
		where = m.say("panel.action", turn)
	default:
		switch s.StepCode {
		case rules.StepLayer:
			where = m.say("panel.layer", turn)
		case rules.StepAttack:
			where = m.say("panel.attack")
		case rules.StepDefend:
			where = m.say("panel.defend", other)
		case rules.StepReaction:
			where = m.say("panel.reaction", turn, other)
		case rules.StepDamage:
			where = m.say("panel.damage")
		case rules.StepResolution:
			where = m.resolutionSentence(s, turn)
		case rules.StepClose:
			where = m.say("panel.close")
		}
	}
	parts := []string{where}
	// The layer step's attack is the stack's one layer: the sentence of
	// the step says it already.
	if n := len(s.Stack); n > 0 && !(s.StepCode == rules.StepLayer && n == 1) {
		parts = append(parts, m.sayN("panel.stack", n, n))
	}
	// A lesson's outcome asks nothing (lessonOver): no sentence on what
	// the player may do.
	if p := s.Prompt; p != nil && !m.lessonOver() {
		if ask := m.askSentence(p.Kind, s.Name(p.Player)); ask != "" {
			parts = append(parts, ask)
		}
	}
	return strings.Join(parts, m.say("panel.join"))
}

// askSentence says what the player asked may do, by the question's kind.
func (m *Model) askSentence(k rules.PromptKind, who string) string {
	switch k {
	case rules.AskPriority:
		return m.say("panel.ask-priority", who)
	case rules.AskPitch:
		return m.say("panel.ask-pitch", who)
	case rules.AskX:
		return m.say("panel.ask-x", who)
	case rules.AskModes:
		return m.say("panel.ask-modes", who)
	case rules.AskTarget:
		return m.say("panel.ask-target", who)
	case rules.AskAttackTarget:
		return m.say("panel.ask-attack-target", who)
	case rules.AskDefenders:
		return m.say("panel.ask-defenders", who)
	case rules.AskOrder:
		return m.say("panel.ask-order", who)
	case rules.AskMay:
		return m.say("panel.ask-may", who)
	case rules.AskCards:
		return m.say("panel.ask-cards", who)
	case rules.AskFirstPlayer:
		return m.say("panel.ask-first-player", who)
	}
	return ""
}

// resolutionSentence is the resolution step's sentence: what gave the
// turn player the action point they may attack again with, or that
// nothing did, as the engine says the link resolved (Link.GaveAction,
// CR 7.6.2), not as the attack's keywords read later; and whether they
// may attack again as the engine says it (Snapshot.AttackAgain, CR
// 7.6.3), not as the count of action points reads.
func (m *Model) resolutionSentence(s *board.Snapshot, turn string) string {
	goAgain := len(s.Chain) > 0 && s.Chain[len(s.Chain)-1].GaveAction
	switch {
	case goAgain && s.AttackAgain:
		return m.say("panel.resolution", turn)
	case goAgain:
		return m.say("panel.resolution-spent", turn)
	case s.AttackAgain:
		// The points they hold; while their next attack is being paid
		// for, the one it was played with.
		ap := 1
		if s.TurnPlayer == 0 || s.TurnPlayer == 1 {
			ap = max(ap, s.Sides[s.TurnPlayer].Actions)
		}
		return m.sayN("panel.resolution-no-go-again-ap", ap, turn, ap)
	}
	return m.say("panel.resolution-no-ap", turn)
}

// panelLines is the panel in w cells and at most n lines: its sentences
// and, below them, what the highlighted option does, wrapped. When they
// take more lines, the last says how many are left and e reads on, a
// page at a time (panelKey); on the last page, how many are above and E
// goes back to the top (e closes there); the help line says so too.
func (m *Model) panelLines(w, n int) []string {
	if !m.panelOn || m.snap == nil {
		return nil
	}
	txt := m.panelText(m.snap)
	if hint := m.hintText(); hint != "" && m.message == "" {
		txt += "\n" + hint
	}
	m.panelPage.set(wrapLines(txt, max(1, w-2), ""), n)
	lines := m.panelPage.window(func(above, below int) string {
		if below > 0 {
			return m.sayN("pager.more-below", below, below, "e")
		}
		// Lines, as below, and the key back to the top (e closes
		// the panel here).
		return m.sayN("pager.more-above", above, above, "E")
	})
	out := make([]string, len(lines))
	for i, l := range lines {
		mark := "  "
		if i == 0 && m.panelPage.above() == 0 {
			mark = "* "
		}
		out[i] = board.Pad(m.st.Deciding.Render(mark)+m.st.Dim.Render(l), w)
	}
	m.keys.Panel.SetHelp("e", m.say(m.panelKeyWord()))
	return out
}

// panelKeyWord is what e does now: open the panel, show its next page,
// or close it (after its last page).
func (m *Model) panelKeyWord() string {
	switch {
	case !m.panelOn:
		return "key.panel"
	case m.panelPage.below() > 0:
		return "key.panel-more"
	}
	return "key.panel-close"
}

// panelKey is e: it opens the panel at its top, shows the next page of
// one that does not fit, and closes it from its last page.
func (m *Model) panelKey() {
	switch {
	case !m.panelOn:
		m.panelOn = true
		m.panelPage.vp.GotoTop()
	case m.panelPage.below() > 0:
		m.panelPage.vp.PageDown()
	default:
		m.panelOn = false
	}
}

// sayN renders a message with a count (a form for one where the language
// has one).
func (m *Model) sayN(id string, n int, args ...any) string {
	return text.Words{Lang: m.lang}.SayN(id, n, args...)
}

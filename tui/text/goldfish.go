package text

// The words of the goldfish bot's best line.

import (
	"math"
	"strconv"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// GoldfishLine says the shown steps of a best line (bot.Step.Shown), one
// string each, in w's language: "play Pummel (red)", "pitch Dodge
// (blue)". A line with nothing shown says so in one step.
func (w Words) GoldfishLine(l *bot.Line) []string {
	var out []string
	for _, s := range w.GoldfishSteps(l) {
		out = append(out, s.Text)
	}
	return out
}

// LineStep is one shown step of a best line in words, and Dealt the
// damage dealt this turn by the time the line takes its next action (or
// ends): what the step's action brought the turn to. -1 for a step that
// is not an action (a pitch, a choice inside one, a draw), and for an
// attack reaction: what the attack deals with it is said on the attack,
// whose damage lands after the reaction (CR 7.4, 7.5).
type LineStep struct {
	Text  string `json:"text"`
	Dealt int    `json:"dealt"`
	// Before is the damage dealt when the step was taken: Dealt less
	// Before is the step's own.
	Before int `json:"-"`
}

// GoldfishSteps says the shown steps of a best line with their damage
// (LineStep). A line with nothing shown says so in one step.
func (w Words) GoldfishSteps(l *bot.Line) []LineStep {
	w.line = true
	var out []LineStep
	// The modes chosen for each card on the stack, so that a "yes" of its
	// resolution says which "may" it takes up (CR 1.7.5, 1.8.3).
	modes := map[*rules.Card][]int{}
	for i, s := range l.Steps {
		if s.Act == rules.ActPlay {
			delete(modes, s.Card)
		}
		if s.Act == rules.ActMode {
			modes[s.Card] = append(modes[s.Card], s.Value)
		}
		if !s.Shown() {
			continue
		}
		var st LineStep
		if s.Chance != nil && !shownAfter(l.Steps[i+1:]) {
			// The outcome shown plays nothing more (what follows are
			// passes and forced answers): the step says so, and what
			// the line dealt in it, rather than promise steps.
			st = LineStep{Text: w.chanceEnds(s.Chance, l.Dealt), Dealt: -1}
		} else {
			st = LineStep{Text: w.goldfishStep(s, modes[s.Card]), Dealt: -1}
		}
		if isAction(s) && !isAttackReaction(s) {
			// By the next action but the attack reactions played in the
			// attack's reaction step (Prized Galea after Cintari Saber):
			// the attack's damage is its own, not theirs.
			st.Before, st.Dealt = s.Dealt, l.Dealt
			for _, n := range l.Steps[i+1:] {
				if isAction(n) && !isAttackReaction(n) {
					st.Dealt = n.Dealt
					break
				}
			}
		}
		out = append(out, st)
	}
	if len(out) == 0 {
		out = append(out, LineStep{Text: w.Say("goldfish.line-empty"), Dealt: -1})
	}
	return out
}

// shownAfter reports whether any of steps is shown (bot.Step.Shown).
func shownAfter(steps []bot.Step) bool {
	for _, s := range steps {
		if s.Shown() {
			return true
		}
	}
	return false
}

// chanceEnds says a chance step after which the outcome shown plays
// nothing more, with dealt, the damage the line deals in that outcome.
func (w Words) chanceEnds(ch *bot.ChanceStep, dealt int) string {
	switch {
	case ch.Card != nil:
		return w.Say("goldfish.step.drawn-end", w.drawn(ch.Card, ch.Later), ch.Weight, ch.Total, Expected(ch.Expected), ch.Min, ch.Max, dealt)
	case ch.Drew != nil:
		return w.Say("goldfish.step.outcome-drew-end", ch.Outcomes, ch.Weight, ch.Total, Expected(ch.Expected), ch.Min, ch.Max, w.drawn(ch.Drew, ch.Later), dealt)
	}
	return w.Say("goldfish.step.outcome-end", ch.Outcomes, ch.Weight, ch.Total, Expected(ch.Expected), ch.Min, ch.Max, dealt)
}

// drawn names the card an outcome shown drew first and those it drew
// after in the same action (ChanceStep.Later, CR 8.5.6): "Blade Flash
// (blue), then Flock of the Feather Walkers (red)", so that a card the
// steps after play is not one the line never said it drew.
func (w Words) drawn(first *rules.Card, later []*rules.Card) string {
	s := CardName(first)
	for _, c := range later {
		s = w.say("goldfish.drew-then", s, CardName(c))
	}
	return s
}

// GoldfishStepDealt says a LineStep with the damage it deals, and after
// the first that deals any the line's total by then: "play Pummel (red)
// · 6 damage", "activate Dawnblade, Resplendent · 4 damage (10 in all)".
// A step that deals none (a pitch, an action that sets up) says none.
func (w Words) GoldfishStepDealt(s LineStep) string {
	switch own := s.Dealt - s.Before; {
	case s.Dealt < 0 || own <= 0:
		return s.Text
	case s.Before == 0:
		return w.Say("goldfish.step-dealt", s.Text, own)
	default:
		return w.Say("goldfish.step-dealt-total", s.Text, own, s.Dealt)
	}
}

// GoldfishDamage says what a best line deals: "9 damage", or with
// chance nodes "10 damage expected (6 to 14)".
func (w Words) GoldfishDamage(l *bot.Line) string {
	if l.Min == l.Max {
		return w.Say("goldfish.line-damage", l.Dealt)
	}
	return w.Say("goldfish.line-expected", Expected(l.Expected), l.Min, l.Max)
}

// Searched says what a search went through: "24499 lines searched,
// 61230 positions, in 950 ms" ("1 line", "1 position" by the count).
func (w Words) Searched(lines, positions int, ms int64) string {
	return w.say("goldfish.searched", w.sayN("goldfish.lines", lines, lines), w.sayN("goldfish.positions", positions, positions), ms)
}

// Expected is an expectation in figures: at most two decimals, none
// when it is whole ("10", "9.5", "7.33").
func Expected(x float64) string {
	return strconv.FormatFloat(math.Round(x*100)/100, 'f', -1, 64)
}

// isAction reports whether s plays or activates something at priority.
func isAction(s bot.Step) bool {
	return s.Chance == nil && s.Kind == rules.AskPriority && (s.Act == rules.ActPlay || s.Act == rules.ActActivate)
}

// isAttackReaction reports whether s plays an attack reaction card or
// activates an attack reaction ability (CR 1.3.2, 7.4.2: played in an
// attack's reaction step).
func isAttackReaction(s bot.Step) bool {
	switch {
	case s.Card == nil:
		return false
	case s.Act == rules.ActPlay:
		return s.Card.Types.Has(rules.AttackReaction)
	case s.Act == rules.ActActivate && s.About.Kind == rules.AbilityActivated && int(s.About.Index) < len(s.Card.Activated):
		return s.Card.Activated[s.About.Index].Type.Has(rules.AttackReaction)
	}
	return false
}

// GoldfishStep says one step of a best line.
func (w Words) GoldfishStep(s bot.Step) string { return w.goldfishStep(s, nil) }

// goldfishStep is GoldfishStep with the modes chosen for the step's card.
func (w Words) goldfishStep(s bot.Step, modes []int) string {
	card := ""
	if s.Card != nil {
		card = CardName(s.Card)
	}
	switch {
	case s.Chance != nil:
		ch := s.Chance
		if ch.Card != nil {
			return w.Say("goldfish.step.drawn", w.drawn(ch.Card, ch.Later), ch.Weight, ch.Total, Expected(ch.Expected), ch.Min, ch.Max)
		}
		if ch.Drew != nil {
			// A sampled outcome the player learned by a draw: which
			// card, so that the steps after read as its.
			return w.Say("goldfish.step.outcome-drew", ch.Outcomes, ch.Weight, ch.Total, Expected(ch.Expected), ch.Min, ch.Max, w.drawn(ch.Drew, ch.Later))
		}
		return w.Say("goldfish.step.outcome", ch.Outcomes, ch.Weight, ch.Total, Expected(ch.Expected), ch.Min, ch.Max)
	case s.Draw:
		// A card drawn where no chance step says it (a later action of
		// the outcome shown, CR 8.5.6): the steps after may play it.
		return w.Say("goldfish.step.draw", card)
	case s.Kind == rules.AskX:
		return w.Say("goldfish.step.x", s.X)
	case s.Kind == rules.AskCards && s.Purpose == rules.PurposeArsenal:
		return w.Say("goldfish.step.arsenal", card)
	}
	switch s.Act {
	case rules.ActPlay:
		return w.Say("goldfish.step.play", card)
	case rules.ActActivate:
		// What the ability does, as a yes or a mode says it (CR 5.2).
		if t := w.ActivateDoes(s.About); t != "" {
			return w.Say("goldfish.step.activate-is", card, t)
		}
		return w.Say("goldfish.step.activate", card)
	case rules.ActPitch:
		return w.Say("goldfish.step.pitch", card)
	case rules.ActYes:
		// What taking it up does, short: the effect, not the whole
		// ability with its condition (CR 1.8.3).
		if t := w.YesDoes(s.About, modes); t != "" {
			return w.Say("goldfish.step.yes-is", card, t)
		}
		return w.Say("goldfish.step.yes", card)
	case rules.ActNo:
		return w.Say("goldfish.step.no", card)
	case rules.ActMode:
		// The mode's words as the option says them (CR 1.7.5): a mode
		// whose effect is a triggered ability (Enlightened Strike's draw)
		// has no effects of its own to render.
		t := w.ModeText(s.About)
		if t == "" {
			t = w.AbilityText(s.About)
		}
		if t != "" {
			return w.Say("goldfish.step.mode-is", s.Value+1, card, t)
		}
		return w.Say("goldfish.step.mode", s.Value+1, card)
	case rules.ActTarget:
		if s.Player >= 0 && s.Card == nil {
			return w.Say("goldfish.step.target", w.Player(s.Player))
		}
		return w.Say("goldfish.step.target", card)
	}
	if s.Kind == rules.AskOrder && s.About.Is() {
		// Triggered layers put on the stack in the order chosen (CR
		// 1.10.2d): which ability goes where.
		name := card
		switch s.About.Kind {
		case rules.AbilityTriggered:
			name = w.say("ability.triggered", card)
		case rules.AbilityGranted:
			if by := w.View.CardByIndex(s.About.Card); by != nil {
				name = w.grantedName(by, s.About.Index, card, s.Card == by)
			}
		}
		return w.Say("goldfish.step.order", s.Value+1, name)
	}
	if s.Kind == rules.AskCards {
		// A card chosen for a purpose says what becomes of it.
		switch s.Purpose {
		case rules.PurposeBottom:
			return w.Say("goldfish.step.bottom", card)
		case rules.PurposeTop:
			return w.Say("goldfish.step.top", card)
		case rules.PurposeDiscard:
			return w.Say("goldfish.step.discard", card)
		case rules.PurposeBanish:
			return w.Say("goldfish.step.banish", card)
		case rules.PurposeReveal:
			return w.Say("goldfish.step.reveal", card)
		case rules.PurposeSearch:
			return w.Say("goldfish.step.search", card)
		}
	}
	return w.Say("goldfish.step.choose", card)
}

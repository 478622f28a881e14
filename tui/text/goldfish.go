package text

// The words of the goldfish bot's best line.

import (
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// GoldfishLine says the shown steps of a best line (bot.Step.Shown), one
// string each, in w's language: "play Pummel (red)", "pitch Dodge
// (blue)". A line with nothing shown says so in one step.
func (w Words) GoldfishLine(l *bot.Line) []string {
	var out []string
	for _, s := range l.Steps {
		if s.Shown() {
			out = append(out, w.GoldfishStep(s))
		}
	}
	if len(out) == 0 {
		out = append(out, w.Say("goldfish.line-empty"))
	}
	return out
}

// GoldfishStep says one step of a best line.
func (w Words) GoldfishStep(s bot.Step) string {
	card := ""
	if s.Card != nil {
		card = CardName(s.Card)
	}
	switch {
	case s.Kind == rules.AskX:
		return w.Say("goldfish.step.x", s.X)
	case s.Kind == rules.AskCards && s.Purpose == rules.PurposeArsenal:
		return w.Say("goldfish.step.arsenal", card)
	}
	switch s.Act {
	case rules.ActPlay:
		return w.Say("goldfish.step.play", card)
	case rules.ActActivate:
		return w.Say("goldfish.step.activate", card)
	case rules.ActPitch:
		return w.Say("goldfish.step.pitch", card)
	case rules.ActYes:
		return w.Say("goldfish.step.yes", card)
	case rules.ActNo:
		return w.Say("goldfish.step.no", card)
	case rules.ActMode:
		return w.Say("goldfish.step.mode", s.Value+1, card)
	case rules.ActTarget:
		if s.Player >= 0 && s.Card == nil {
			return w.Say("goldfish.step.target", w.Player(s.Player))
		}
		return w.Say("goldfish.step.target", card)
	}
	return w.Say("goldfish.step.choose", card)
}

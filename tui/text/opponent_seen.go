package text

import (
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// BotReasonSeen is BotReason as the computer's opponent may read it: a
// reason about cards that stay hidden after the answer (those it keeps
// in hand, puts face down in its arsenal, chooses for a cost or a
// discard, or a step of its plan other than a card played) is said
// without naming them: a pitch counts the cards it keeps in hand. Cards it blocks with, plays, pitches or activates
// are shown by the answer itself, and keep their names.
func (w Words) BotReasonSeen(r bot.Reason) string {
	switch r.Code {
	case bot.WhyTake:
		return w.Say("bot.why.take", r.N)
	case bot.WhySaveLater:
		// The cards it will play after the block are still in its hand.
		if len(r.Cards) > 0 {
			return w.Say("bot.why.save-later-block-seen", w.botCards(r.Cards), r.N)
		}
		return w.Say("bot.why.save-later-seen", r.N)
	case bot.WhyArsenal:
		return w.Say("bot.why.arsenal-seen")
	case bot.WhyKeep:
		return w.Say("bot.why.keep-seen")
	case bot.WhyPitch:
		if n := len(r.Keeps); n > 0 && len(r.Cards) > 0 {
			return w.SayN("bot.why.pitch-keeps-seen", n, CardName(r.Cards[0]), r.N, n)
		}
	case bot.WhyLine:
		if r.Kind == rules.AskPitch {
			return w.lineReason(r, true)
		}
		played := r.Kind == rules.AskPriority && (r.Act == rules.ActPlay || r.Act == rules.ActActivate)
		if !played && r.Kind != rules.AskPriority && r.Kind != rules.AskPitch {
			switch {
			case r.Lethal:
				return w.Say("bot.why.seen-lethal")
			case r.M > 0 && r.N == 0:
				return w.SayN("bot.why.seen-blocked", r.M, r.M)
			case r.M > 0:
				return w.SayN("bot.why.seen-spend", r.M, r.N, r.M)
			}
			return w.Say("bot.why.line-seen", r.N)
		}
	}
	return w.BotReason(r)
}

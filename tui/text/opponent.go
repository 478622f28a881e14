package text

// The words of the computer opponent's reasons (rules/bot: Opponent.Last).

import (
	"strings"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// BotReason says why the computer opponent gave its last answer, in w's
// language: "blocks with Dodge (blue): saves 3".
func (w Words) BotReason(r bot.Reason) string {
	cards := w.botCards(r.Cards)
	switch r.Code {
	case bot.WhyOnly:
		return w.Say("bot.why.only")
	case bot.WhyLine:
		return w.lineReason(r, false)
	case bot.WhyTooBig:
		return w.Say("bot.why.too-big")
	case bot.WhyBlock:
		return w.Say("bot.why.block", cards, r.N)
	case bot.WhyTake:
		if len(r.Cards) > 0 && r.M > 0 {
			return w.Say("bot.why.take-keep", r.N, cards, r.M)
		}
		return w.Say("bot.why.take", r.N)
	case bot.WhyLethal:
		return w.Say("bot.why.lethal", r.N, r.M)
	case bot.WhyReact:
		return w.Say("bot.why.react", cards, r.N, r.M)
	case bot.WhyPass:
		return w.Say("bot.why.pass")
	case bot.WhyPitch:
		if len(r.Keeps) > 0 {
			return w.Say("bot.why.pitch-keeps", cards, r.N, w.botCards(r.Keeps))
		}
		return w.Say("bot.why.pitch", cards, r.N)
	case bot.WhyFirst:
		return w.Say("bot.why.first")
	case bot.WhyEquip:
		return w.Say("bot.why.equip")
	case bot.WhyArsenal:
		return w.Say("bot.why.arsenal", cards)
	case bot.WhyKeep:
		return w.Say("bot.why.keep", cards)
	case bot.WhyTarget:
		return w.Say("bot.why.target")
	case bot.WhyNoPlay:
		return w.SayN("bot.why.no-play", r.N, r.N)
	case bot.WhySaveLater:
		if len(r.Cards) > 0 {
			return w.Say("bot.why.save-later-block", cards, r.N, r.M)
		}
		return w.Say("bot.why.save-later", r.N, r.M)
	}
	// The answer that does the least, said as what it does where the
	// question is known (the board sets Kind from the prompt): an order
	// left as listed, a "may" declined. (Kind's zero is AskPriority, so
	// a priority question says nothing more.)
	switch r.Kind {
	case rules.AskOrder:
		return w.Say("bot.why.least-order")
	case rules.AskMay:
		return w.Say("bot.why.least-may")
	}
	return w.Say("bot.why.least")
}

// lineReason is the reason of a step of the plan (bot.WhyLine): the step
// and what the plan deals; seen, a pitch's kept cards are counted, not
// named (pitchStep).
func (w Words) lineReason(r bot.Reason, seen bool) string {
	var card *rules.Card
	if len(r.Cards) > 0 {
		card = r.Cards[0]
	}
	pass := r.Act == rules.ActPass || r.Act == 0 && r.Kind == rules.AskPriority
	if pass && r.Lethal {
		return w.Say("bot.why.line-pass-lethal")
	}
	if pass && r.M == 0 {
		if r.N == 0 {
			// A plan that deals nothing and costs the other player
			// nothing is the cards kept: say so, not "deals 0".
			return w.Say("bot.why.line-pass-keep")
		}
		return w.Say("bot.why.line-pass", r.N)
	}
	if pass && r.N == 0 && r.M > 0 {
		// A pass expects no block: the turn's figures (what the game
		// has cost the other player so far and what the plan costs
		// from here) are what it is a step of, said as a plan, not as
		// the pass's own block.
		return w.SayN("bot.why.line-pass-spend", r.M, r.M)
	}
	step := w.Say("bot.why.pass")
	switch {
	case r.Kind == rules.AskPitch && card != nil && len(r.Keeps) > 0:
		step = w.pitchStep(r, seen)
	case !pass:
		step = w.GoldfishStep(bot.Step{Kind: r.Kind, Act: r.Act, Card: card, Player: rules.NoPlayer})
	}
	// A plan against a defender may deal nothing through the blocks
	// it expects and be worth its cards for those it makes the
	// defender spend (bot.WhyLine's M): say so, not "deals 0". A plan
	// that kills counts its damage up to the life there was: say it
	// kills, not "deals 4" before a hit of 5.
	switch {
	case r.Lethal:
		return w.Say("bot.why.line-lethal", step)
	case r.M > 0 && r.N == 0:
		return w.SayN("bot.why.line-blocked", r.M, step, r.M)
	case r.M > 0:
		return w.SayN("bot.why.line-spend", r.M, step, r.N, r.M)
	}
	return w.Say("bot.why.line", step, r.N)
}

// pitchStep is a plan's pitch as the step of its reason: the card, its
// resources and the cards it keeps (bot.Reason.Keeps); seen, for the
// person across the table, how many, not which.
func (w Words) pitchStep(r bot.Reason, seen bool) string {
	card, n := CardName(r.Cards[0]), len(r.Keeps)
	switch {
	case seen && r.KeepsNow:
		return w.SayN("bot.step.pitch-now-seen", n, card, r.V, n)
	case seen:
		return w.SayN("bot.step.pitch-kept-seen", n, card, r.V, n)
	case r.KeepsNow:
		return w.Say("bot.step.pitch-now", card, r.V, w.botCards(r.Keeps))
	}
	return w.Say("bot.step.pitch-kept", card, r.V, w.botCards(r.Keeps))
}

// botCards names the cards of a reason, joined.
func (w Words) botCards(cs []*rules.Card) string {
	names := make([]string, 0, len(cs))
	for _, c := range cs {
		names = append(names, CardName(c))
	}
	return strings.Join(names, w.Say("bot.and"))
}

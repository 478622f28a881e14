package text

import (
	"fmt"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// Waiting words an effect in force that waits for a later event
// (rules.View.Waiting), short enough for the hero's box, with the card it
// came from: "next sword attack +3p (Sharpen Steel (red))", "prevent 2 of
// the next damage (Cloud Cover (yellow))".
func (w Words) Waiting(x rules.Waiting) string {
	src := w.View.CardByIndex(x.Source)
	r := w.renderer(src)
	if src == nil {
		r = w.renderer(&rules.Card{})
	}
	var s string
	switch x.Kind {
	case rules.WaitAttack:
		s = w.say("board.wait-attack", r.filter(x.Filter, true), w.waitMods(x))
	case rules.WaitAttacks:
		s = w.say("board.wait-attacks", r.filter(x.Filter, true), w.waitMods(x))
	case rules.WaitPlay:
		what := r.filter(x.Filter, x.Power != 0 || x.Gains != 0 || x.Grant != 0)
		switch {
		case x.HasSet:
			s = w.say("board.wait-cost-set", what, x.SetCost)
		case x.CostDelta < 0:
			s = w.say("board.wait-cost-less", what, -x.CostDelta)
		case x.CostDelta > 0:
			s = w.say("board.wait-cost-more", what, x.CostDelta)
		default:
			s = w.say("board.wait-play", what, w.waitMods(x))
		}
	case rules.WaitPrevent:
		arcane := x.DamageKind == rules.DamageArcane
		switch {
		case x.Once && arcane:
			s = w.say("board.wait-prevent-once-arcane", x.Amount)
		case x.Once:
			s = w.say("board.wait-prevent-once", x.Amount)
		case arcane:
			s = w.say("board.wait-prevent-arcane", x.Amount)
		default:
			s = w.say("board.wait-prevent", x.Amount)
		}
		if x.Creates != nil {
			// Take it on the Chin: a token if the prevention prevents any
			// (CR 6.4.10i).
			s = w.say("board.wait-creates", s, w.tokenName(x.Creates))
		}
	case rules.WaitDamage:
		if x.Amount < 0 {
			s = w.say("board.wait-damage-less", -x.Amount)
		} else {
			s = w.say("board.wait-damage-more", x.Amount)
		}
	case rules.WaitGain:
		if x.Once {
			s = w.say("board.wait-gain-once", x.Amount)
		} else {
			s = w.say("board.wait-gain", x.Amount)
		}
	case rules.WaitWager:
		s = w.say("board.wait-wager-none")
		switch {
		case x.Prize != nil && x.And != nil:
			s = w.say("board.wait-wager-two", r.l.indefinite(CardName(x.Prize)), r.l.indefinite(CardName(x.And)))
		case x.Prize != nil:
			s = w.say("board.wait-wager", r.l.indefinite(CardName(x.Prize)))
		}
	case rules.WaitNextTime:
		// "The next time ... this turn" in the source card's own words
		// (its grant, which the engine runs).
		if src == nil {
			return ""
		}
		s = r.text(rules.NextTime{Grant: x.Grant}.Text())
	case rules.WaitReturn:
		s = w.sayN("board.wait-return", x.Amount, x.Amount)
	case rules.WaitAura:
		// The aura's triggered abilities in its own words (the card's
		// text, which the engine runs).
		if src == nil {
			return ""
		}
		// Triggers that do the same are said once, their events joined:
		// "when you play an attack action card or when you activate the
		// attack of a weapon, destroy this, then that attack gets go again".
		var bodies []string
		when := map[string][]string{}
		for _, t := range src.Triggers {
			if t.When.Event == rules.EvNone {
				continue
			}
			open, body := r.triggerParts(t)
			if _, ok := when[body]; !ok {
				bodies = append(bodies, body)
			}
			when[body] = append(when[body], open)
		}
		var parts []string
		for _, b := range bodies {
			parts = append(parts, r.say("text.trigger", strings.Join(when[b], r.say("list.or")), b))
		}
		if len(parts) == 0 {
			return ""
		}
		// The aura first: the rest may be folded away on a small screen.
		return w.say("board.wait-aura", CardName(src), strings.Join(parts, w.say("list.problems")))
	default:
		return ""
	}
	if src != nil {
		s = w.say("board.wait-source", s, CardName(src))
	}
	return s
}

// tokenName is a token's name after an article in English ("an Agility"),
// bare in Japanese (its words quote it).
func (w Words) tokenName(c *rules.Card) string {
	if w.Lang == JA {
		return c.Name
	}
	return article(c.Name)
}

// waitMods is what a waiting effect gives, in the board's short words:
// "+3p", "+1d", "go again", "an ability".
func (w Words) waitMods(x rules.Waiting) string {
	var parts []string
	if x.Power != 0 {
		parts = append(parts, fmt.Sprintf("%+dp", x.Power))
	}
	if x.Defense != 0 {
		parts = append(parts, fmt.Sprintf("%+dd", x.Defense))
	}
	for _, k := range w.KeywordNames(x.Gains) {
		parts = append(parts, strings.ToLower(k))
	}
	if x.Grant > 0 {
		// The ability itself is long: the source card's text says it, and
		// the chain link quotes it once an attack has it.
		parts = append(parts, w.say("board.wait-grant"))
	}
	return strings.Join(parts, w.say("list.comma"))
}

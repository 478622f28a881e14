package text

import (
	"errors"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// The words of the prompt contract (DESIGN.md): what an ability named by a
// rules.AbilityRef does and costs, why an answer is refused, what cards are
// chosen for, and why the engine chose alone. The engine gives codes; these
// functions are the only place they become sentences.

// AbilityText says what one ability does, with its cost where it has one,
// rendered from the definition that holds it ("" when the viewer may not
// know the card).
func (w Words) AbilityText(ref rules.AbilityRef) string {
	c := w.View.CardByIndex(ref.Card)
	if c == nil {
		return ""
	}
	r := w.renderer(c)
	i := int(ref.Index)
	switch ref.Kind {
	case rules.AbilityActivated:
		if i < len(c.Activated) {
			return r.activated(c.Activated[i])
		}
	case rules.AbilityTriggered:
		if i < len(c.Triggers) {
			return r.trigger(c.Triggers[i])
		}
	case rules.AbilityGranted:
		if i < len(c.Grants) {
			return r.grantText(c.Grants[i])
		}
	case rules.AbilityKeyword:
		// A numbered keyword that prevents for a cost (spellvoid, CR
		// 8.3.15) says what using it does: "text.<keyword>-does".
		if n := rules.KeywordN(c, ref.Keyword); n > 0 {
			if id := "text." + keywordID(ref.Keyword) + "-does"; w.knows(id) {
				return w.sayN(id, n, n)
			}
		}
		return r.keywordTrigger(ref.Keyword)
	case rules.AbilityDelayed:
		if rules.DelayedKind(ref.Index) == rules.DelayedWager {
			return w.say("ability.wager-settles")
		}
		if k := rules.DelayedKind(ref.Index); k >= rules.DelayedGrant { // rules/nexttime.go
			return r.sentence(r.text(rules.NextTime{Grant: int(k-rules.DelayedGrant) + 1}.Text()))
		}
		return w.say("ability.delayed-return")
	case rules.AbilityOptCost:
		if i < len(c.OptCosts) {
			return r.sentence(r.text(c.OptCosts[i].Text()))
		}
	case rules.AbilityAltCost:
		if c.Alt != nil {
			parts := []string{r.resources(c.Alt.Resource)}
			for _, e := range c.Alt.Effects {
				parts = append(parts, r.text(e.Text()))
			}
			return r.say("ability.pay-alt-cost", strings.Join(parts, r.say("list.and")))
		}
	case rules.AbilityMode:
		if i < len(c.Modes) {
			return r.sentences(c.Modes[i].Effects)
		}
	case rules.AbilityResolution:
		return r.sentences(c.Resolve)
	}
	return ""
}

// keywordID is a keyword's name as a message id's part: "Arcane Barrier"
// is "arcane-barrier".
func keywordID(k rules.Keywords) string {
	return strings.ReplaceAll(strings.ToLower(strings.Join(k.Names(), "")), " ", "-")
}

// keywordTrigger says what a keyword's triggered ability does, from the
// trigger the keyword table gives it (CR 8.3): a new triggered keyword
// needs words only for its name and for any new condition or effect.
func (r *cardRenderer) keywordTrigger(k rules.Keywords) string {
	for _, e := range rules.KeywordTable {
		if e.Bit == k && e.Trigger != nil {
			return r.say("ability.keyword-trigger", strings.Join(r.w.KeywordNames(k), ""), e.Rule, r.trigger(*e.Trigger))
		}
	}
	return strings.Join(r.w.KeywordNames(k), ", ")
}

// AbilityName names an ability as its own: "Rhinar's hero ability",
// "the trigger of Flock of the Feather Walkers (red)", "the blade break of
// Ironrot Helm", "the ability Warrior's Valor (red) granted".
func (w Words) AbilityName(obj rules.ObjID, ref rules.AbilityRef) string {
	return w.abilityNamed(obj, ref, w.Card(obj))
}

// abilityNamed is AbilityName with the card named card.
func (w Words) abilityNamed(obj rules.ObjID, ref rules.AbilityRef, card string) string {
	if c := w.View.Card(obj); c != nil && c.Types.Has(rules.Hero) && ref.Kind != rules.AbilityGranted {
		// The player's name, with the seat in a mirror match.
		who := c.Moniker
		if o, ok := w.View.Obj(obj); ok {
			who = w.Player(o.Controller)
		}
		return w.say("ability.hero", who)
	}
	switch ref.Kind {
	case rules.AbilityActivated:
		return w.say("ability.activated", card)
	case rules.AbilityTriggered:
		return w.say("ability.triggered", card)
	case rules.AbilityKeyword:
		// A keyword is a common noun in running text: "the blade break
		// of ..." (lower case is no change in Japanese).
		kw := strings.ToLower(strings.Join(w.KeywordNames(ref.Keyword), ""))
		return w.say("ability.keyword", kw, card)
	case rules.AbilityGranted:
		by := w.View.CardByIndex(ref.Card)
		if by == nil {
			return w.say("ability.granted", "?", card)
		}
		return w.grantedName(by, ref.Index, card, w.View.Card(obj) == by)
	case rules.AbilityDelayed:
		return w.say("ability.delayed", card)
	case rules.AbilityOptCost:
		return w.say("ability.optional-cost", card)
	case rules.AbilityAltCost:
		return w.say("ability.alternative-cost", card)
	case rules.AbilityMode:
		return w.say("ability.mode", ref.Index+1, card)
	}
	return card
}

// grantedName names ability i that card by gave to card (CR 6.2): "the
// ability Hold 'em (red) gave Dawnblade"; given by the card to itself
// (self, or the same name: Ironhide Legs' "when the combat chain closes,
// destroy it"), the card's own, as its printed ones are named: "the
// trigger of Ironhide Legs", not "the ability Ironhide Legs gave
// Ironhide Legs".
func (w Words) grantedName(by *rules.Card, i int8, card string, self bool) string {
	if !self && CardName(by) != card {
		return w.say("ability.granted", CardName(by), card)
	}
	if i >= 0 && int(i) < len(by.Grants) && by.Grants[i].Trigger != nil {
		return w.say("ability.triggered", card)
	}
	return w.say("ability.gained", card)
}

// Refusal says why an answer was refused (rules.Prompt.Check), with its
// rule.
func (w Words) Refusal(err error) string {
	var r *rules.Refusal
	if !errors.As(err, &r) {
		if err == nil {
			return ""
		}
		return err.Error()
	}
	var s string
	switch r.Reason {
	case rules.ReasonCount:
		if r.Min == r.Max {
			s = w.say("refusal.count-exactly", r.Min)
		} else {
			s = w.say("refusal.count", r.Min, r.Max)
		}
	case rules.ReasonOrderAll:
		s = w.say("refusal.order-all", r.Max)
	case rules.ReasonNotOffered:
		s = w.say("refusal.not-offered")
	case rules.ReasonTwice:
		s = w.say("refusal.twice")
	case rules.ReasonXRange:
		s = w.say("refusal.x-range", r.Min, r.Max)
	case rules.ReasonDominate:
		s = w.say("refusal.dominate", r.Max)
	case rules.ReasonOverpower:
		s = w.say("refusal.overpower", r.Max)
	default:
		s = w.Reason(r.Reason)
	}
	if r.Rule != 0 {
		s = citeAfter(s, r.Rule.String())
	}
	return s
}

// Purpose says what cards are chosen for (AskCards).
func (w Words) Purpose(p rules.Purpose) string {
	switch p {
	case rules.PurposeArsenal:
		return w.say("purpose.arsenal")
	case rules.PurposeSearch:
		return w.say("purpose.search")
	case rules.PurposeDiscard:
		return w.say("purpose.discard")
	case rules.PurposeReveal:
		return w.say("purpose.reveal")
	case rules.PurposeBanish:
		return w.say("purpose.banish")
	case rules.PurposeBottom:
		return w.say("purpose.bottom")
	case rules.PurposeTop:
		return w.say("purpose.top")
	case rules.PurposePrevent:
		return w.say("purpose.prevent")
	}
	return w.say("purpose.choose")
}

// purposeNoun is what a card chosen for a purpose does, for the log.
func (w Words) purposeNoun(p rules.Purpose) string {
	switch p {
	case rules.PurposeDiscard:
		return w.say("purpose-noun.discard")
	case rules.PurposeReveal:
		return w.say("purpose-noun.reveal")
	case rules.PurposeBanish:
		return w.say("purpose-noun.banish")
	case rules.PurposeBottom:
		return w.say("purpose-noun.bottom")
	case rules.PurposeTop:
		return w.say("purpose-noun.top")
	case rules.PurposePrevent:
		return w.say("purpose-noun.prevent")
	}
	return w.say("purpose-noun.choose")
}

// auto renders an EvAuto event: what the engine chose alone, and why.
func (w Words) auto(e *rules.Event) string {
	who := w.Player(e.Player)
	card := w.byIndex(e)
	if !w.View.SeesEvent(e) {
		// Someone else's private card: only that a choice was made.
		return w.say("auto.hidden", who)
	}
	switch e.Why {
	case rules.AutoOnlyPitch:
		return w.say("auto.only-pitch", who, card)
	case rules.AutoOnlyTarget:
		target := w.Player(rules.Player(e.Amount))
		if e.Other >= 0 && rules.Player(e.Amount) == rules.NoPlayer {
			target = w.Card(e.Other)
		}
		return w.say("auto.only-target", who, target, card)
	case rules.AutoOnlyCard:
		noun := w.purposeNoun(rules.Purpose(e.Amount))
		if destroysAsCost(rules.Purpose(e.Amount), e.Rule) {
			// A token destroyed as a cost (CR 1.14.4: "Destroy a Gold
			// you control"), as the question with more says (destroyCost).
			noun = w.say("purpose-noun.destroy-cost")
		}
		return w.say("auto.only-card", who, card, noun)
	case rules.AutoHeld:
		return w.say("auto.held", who, card)
	case rules.AutoOnlyWay:
		return w.say("auto.only-way", who, w.AbilityName(e.Obj, e.About), card)
	case rules.AutoSameOrder:
		return w.say("auto.same-order", who, e.Amount, card)
	case rules.AutoOnlyX:
		return w.say("auto.only-x", who, card)
	case rules.AutoMootOrder:
		return w.say("auto.moot-order", who, e.Amount)
	}
	return who + ": " + e.Why.String()
}

// EffectText says what an EvEffect changed: "+2 defense", "gains go
// again", "gains \"when this hits, ...\"".
func (w Words) EffectText(e *rules.Event) string {
	r := w.renderer(nil)
	s := ""
	if e.Power != 0 || e.Defense != 0 || e.Gains != 0 {
		if e.Power == 0 && e.Defense == 0 {
			s = r.say("text.gains", r.mods(int(e.Power), int(e.Defense), e.Gains))
		} else {
			s = r.say("text.gets", r.mods(int(e.Power), int(e.Defense), e.Gains))
		}
	}
	if e.Granted > 0 {
		if c := w.View.CardByIndex(e.GrantCard); c != nil && int(e.Granted) <= len(c.Grants) {
			r.c = c
			g := r.quoted(r.grantText(c.Grants[e.Granted-1]))
			if s != "" {
				s += r.say("list.and")
			}
			s += r.say("text.gains", g)
		}
	}
	return s
}

// moved says where a card went (EvMoveZone): both moves of the pool put
// a card on the bottom of its owner's deck.
func (w Words) moved(e *rules.Event, card string) string {
	who := w.Player(e.Player)
	switch {
	case e.To == rules.ZoneDeck && e.From == rules.ZoneHand:
		return w.say("event.hand-to-deck-bottom", who, card)
	case e.To == rules.ZoneDeck:
		return w.say("event.to-deck-bottom", card, who)
	}
	return w.say("event.move", card, w.Zone(e.To))
}

// BlockedReason says why an action is blocked; for a card a cost needs,
// it names that card.
func (w Words) BlockedReason(b rules.Blocked) string {
	if b.Reason == rules.ReasonNeededForCost && b.Needed >= 0 {
		card := w.Card(b.Needed)
		return w.say("blocked.needed-for-cost", card)
	}
	return w.Reason(b.Reason)
}

// BlockedRowReason is BlockedReason in the few words a row of the
// question's list has room for beside the action ("chain still open:
// attacks only"): the line under the list says the whole reason when the
// row is highlighted. A reason short already is said as it is.
func (w Words) BlockedRowReason(b rules.Blocked) string {
	if b.Reason == rules.ReasonNeededForCost && b.Needed >= 0 {
		return w.say("blocked.needed-for-cost.row", w.Card(b.Needed))
	}
	if id, ok := reasonIDs[b.Reason]; ok && w.knows(id+".row") {
		return w.say(id + ".row")
	}
	return w.BlockedReason(b)
}

// counterEvent says what counters an EvCounter put (CR 1.15): "a lesson
// counter", "2 +1 power counters", "a -1 defense counter".
func (w Words) counterEvent(card string, kind rules.CounterKind, n int) string {
	k := abs(n)
	return w.sayN("event.counter", k, card, k, w.counterName(kind, n))
}

// counterName names a kind of counter, with the sign of n for power and
// defense: "lesson", "+1 power", "-1 defense" ("" for a kind it does not
// know).
func (w Words) counterName(kind rules.CounterKind, n int) string {
	switch kind {
	case rules.CounterLesson:
		return w.say("counter.lesson")
	case rules.CounterPower:
		return w.say("counter.power", sign(n))
	case rules.CounterDefense:
		return w.say("counter.defense", sign(n))
	}
	return ""
}

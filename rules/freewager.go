package rules

import (
	"reflect"
	"strings"
	"sync"
)

// FreeWager reports whether p is the "may" of a wager that only gives:
// the turn player's "when this attacks a hero, you may wager a [token]
// token with them" (CR 8.5.46, an optional trigger, CR 1.8.3) against a
// goldfish, in a game where wagering adds choices and the player's
// tokens and takes nothing away. A search of the turn may answer it yes
// without trying no (rules/bot: the goldfish bot's search).
//
// Why. Answered yes, the attack wagers (CR 8.5.46a); as its chain link
// resolves the player wins the prize if it hit, else the goldfish does
// (8.5.46b: the winner creates the tokens). What a wager may cause: the
// wager and its being won, the tokens created, the delayed trigger's
// layer (priority passed, the layer resolving), and what reads them. So
// every line answered no has a twin answered yes that makes the same
// choices and declines whatever the wager offers more, when:
//   - the ability is the wager alone, of prizes that do nothing unasked
//     this turn: an aura waiting for its controller's next turn (Might,
//     Vigor, Agility), or a token whose abilities are only activated
//     (Gold: {r}{r}, destroy it: draw);
//   - every trigger of the game's cards (CR 1.3: their definitions) on an
//     event the wager may cause gives only a choice (an optional trigger,
//     or "you may pay": Betsy's +1); no replacement waits for such an
//     event, nor any delayed trigger in force;
//   - no condition asks for a token but to add defense (nobody attacks
//     the turn player on their turn), as ForLater's, nor for a wager but
//     to let a card be played ("only if you've wagered this chain link":
//     one more choice), and no count of a static ability adds power.
//
// The goldfish winning a prize adds nothing to the damage it takes (it
// never acts: GoldfishDecider). The twin deals the same damage, with the
// same arsenal, and keeps as many cards or more (the tokens won are kept
// in the arena), of the same power in hand and arsenal.
func (v View) FreeWager(p *Prompt) bool {
	s := v.g.s
	if p.Kind != AskMay || p.Rule != CR(1, 8, 3) || p.Player != s.TurnPlayer || !s.Goldfish(s.TurnPlayer.Opponent()) {
		return false
	}
	t := v.g.triggerOfRef(p.About)
	if t == nil || !t.Optional || len(t.Effects) != 1 {
		return false
	}
	w, ok := t.Effects[0].(Wager)
	if !ok || !quietPrize(w.Prize) || !quietPrize(w.And) {
		return false
	}
	if v.g.cardFacts() != nil {
		// Worked out once for the game's cards (factTable).
		if !v.g.facts.wagerBlind {
			return false
		}
	} else {
		for _, k := range s.Cards {
			if !blindToWager(k) {
				return false
			}
		}
	}
	for _, k := range [2]*Card{w.Prize, w.And} {
		if k != nil && !blindToWager(k) {
			return false
		}
	}
	for i := range s.Delayed {
		if wagerEvent(s.Delayed[i].On) {
			return false
		}
	}
	return true
}

// triggerOfRef is the triggered ability a "may" prompt names (its
// About): a card's own or one granted, nil for any other.
func (g *Game) triggerOfRef(a AbilityRef) *Trigger {
	s := g.s
	if a.Card < 0 || int(a.Card) >= len(s.Cards) || a.Index < 0 {
		return nil
	}
	c := s.Cards[a.Card]
	switch {
	case a.Kind == AbilityTriggered && int(a.Index) < len(c.Triggers):
		return &c.Triggers[a.Index]
	case a.Kind == AbilityGranted && int(a.Index) < len(c.Grants):
		return c.Grants[a.Index].Trigger
	}
	return nil
}

// quietPrize reports whether a token of definition t (none: nil) does
// nothing this turn unless its controller uses it: it waits for their
// next turn (waitsForNextTurn), or its only abilities are activated.
func quietPrize(t *Card) bool {
	if t == nil || waitsForNextTurn(t) {
		return true
	}
	return t.Types.Has(Token) && t.Power == 0 && len(t.Triggers)+len(t.Statics)+len(t.CostStatics)+len(t.AttackStatics)+
		len(t.Replacements)+len(t.Owned)+len(t.Grants)+len(t.Resolve)+len(t.Modes) == 0
}

// wagerEvent reports whether an event of kind k may come of a wager: the
// wager (CR 8.5.46a), its being won, the token created (8.5.46b), the
// delayed trigger's layer (ForLater's unsafe events, safeEvent).
func wagerEvent(k EventKind) bool {
	return k == EvWager || k == EvWagerWon || !safeEvent(k)
}

// blindToWager reports whether the abilities of c give only choices on
// what a wager may cause (FreeWager), ask for a token only for defense,
// and for a wager only to be played.
func blindToWager(c *Card) bool {
	for i := range c.Triggers {
		if !choiceOnWager(&c.Triggers[i]) {
			return false
		}
	}
	for i := range c.Grants {
		if t := c.Grants[i].Trigger; t != nil && !choiceOnWager(t) {
			return false
		}
		if st := c.Grants[i].Static; st != nil && !blindStatic(st) {
			return false
		}
	}
	for _, r := range c.Replacements {
		if wagerEvent(r.Event) {
			return false
		}
	}
	for i := range c.Statics {
		if !blindStatic(&c.Statics[i]) {
			return false
		}
	}
	for i := range c.CostStatics {
		if asksToken(c.CostStatics[i].If) || asksWager(c.CostStatics[i].If) {
			return false
		}
	}
	for i := range c.Activated {
		if asksToken(c.Activated[i].If) || asksWager(c.Activated[i].If) {
			return false
		}
	}
	return !asksToken(c.PlayIf) && (!asksWager(c.PlayIf) || c.PlayIf == WageredThisLink) && !effectsAskWager(c)
}

// effectsAskWager reports whether an effect of c asks, as it resolves,
// for a token or a wager (effectsAsk).
func effectsAskWager(c *Card) bool {
	a := effectsAsk(c)
	return a.token || a.wager
}

// effectsAsked is what the effects of a card ask as they resolve
// (effectsAsk): whether a token is controlled (asksToken), whether a
// wager was made (asksWager).
type effectsAsked struct{ token, wager bool }

// effectsAsk is what an effect of c asks, as it resolves (CR 1.8.4: an
// effect's "if"), at any depth of its resolution, its modes, its costs
// and its abilities' effects (a "may", an "if you paid"), not of the
// tokens it makes (each a definition of the game, looked at on its own).
// Such an effect does, with a token or a wager, what it does not without
// (FreeWager, ForLater). Worked out once per definition (effectsAsks).
func effectsAsk(c *Card) effectsAsked {
	if v, ok := effectsAsks.Load(c); ok {
		return v.(effectsAsked)
	}
	var es []any
	es = append(es, c.Resolve, c.Modes, c.AddCosts, c.OptCosts, c.Alt)
	for i := range c.Triggers {
		es = append(es, c.Triggers[i].Effects)
	}
	for i := range c.Activated {
		es = append(es, c.Activated[i].EffCosts, c.Activated[i].Effects)
	}
	for i := range c.Grants {
		if t := c.Grants[i].Trigger; t != nil {
			es = append(es, t.Effects)
		}
	}
	var a effectsAsked
	holdsIn(reflect.ValueOf(es), map[uintptr]bool{}, func(v reflect.Value) bool {
		if v.Kind() == reflect.Pointer && !v.IsNil() && v.Type() == reflect.TypeFor[*Condition]() {
			k := (*Condition)(v.UnsafePointer())
			a.token = a.token || asksToken(k)
			a.wager = a.wager || asksWager(k)
		}
		return false // every condition of every effect
	}, isCardDef)
	effectsAsks.Store(c, a)
	return a
}

// effectsAsks are the definitions looked through, and what was found
// (effectsAsk).
var effectsAsks sync.Map // *Card → effectsAsked

// isCardDef reports a card's definition (a token an effect makes), which
// effectsAsk does not look inside.
func isCardDef(v reflect.Value) bool { return v.Type() == reflect.TypeFor[*Card]() }

// blindStatic: a static ability that asks for a token, for a wager, or
// counts, only to add defense.
func blindStatic(st *Static) bool {
	return !(asksToken(st.If) || asksWager(st.If) || st.Per != nil) || st.Power == 0 && st.Grants == 0 && st.Defenders == nil
}

// asksWager reports whether a condition asks about wagers
// (WageredThisLink).
func asksWager(c *Condition) bool { return c != nil && strings.Contains(c.Code, "wager") }

// choiceOnWager: the trigger waits for no event a wager may cause, or
// gives only a choice (an optional trigger, "you may pay"); and it asks
// for a token only as its controller defends. (A token made on a wager
// won, Olympia's Gold, is not taken as a choice: with it the goldfish
// bot's line changed, hh-olympia's game 29 of seed 1, turn 3: two lines
// of one expected damage, chance nodes after them, the other taken.)
func choiceOnWager(t *Trigger) bool {
	w := &t.When
	if asksToken(w.If) && w.Event != EvDefend || asksWager(w.If) {
		return false
	}
	if !wagerEvent(w.Event) || t.Optional {
		return true
	}
	for _, e := range t.Effects {
		if e, ok := e.(MayPay); !ok || e.N <= 0 {
			return false
		}
	}
	return len(t.Effects) > 0
}

// Package text turns the engine's codes into words: log events, prompt
// options and "why not" reasons, in English and Japanese (DESIGN.md: words at
// the edge). The engine never holds a sentence; changing a word here never
// touches it.
//
// One way holds both languages: a table per language keyed by ids that
// are the same in every language (lang.go). A block family's words are
// in one file, English and Japanese side by side (words_<family>.go,
// family.go); the board's and the commands' are in en.go and ja.go. The code says w.say("event.draw", who, card); the board and the
// commands say w.Say(...) with ids of their own ("board.", "cmd.").
package text

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// Lang is a language of the game's words.
type Lang string

const (
	EN Lang = "en"
	JA Lang = "ja"
)

// ParseLang accepts "en" and "ja", in any case ("JA" is ja).
func ParseLang(s string) (Lang, error) {
	switch l := Lang(strings.ToLower(s)); l {
	case EN, JA:
		return l, nil
	}
	return "", fmt.Errorf("unknown language %q (want en or ja)", s)
}

// Words renders for one viewer in one language.
type Words struct {
	Lang Lang
	View rules.View
	// line is set while the words say a best line (GoldfishSteps): one
	// searched for the turn player against the other player answered as a
	// goldfish (bot.Best), whom the line's attacks attack whatever their
	// hero (a scenario's Rhinar for goldfish best --scenario).
	line bool
	// asks is the player whose "may" the words explain (Explain: the
	// prompt's player, who controls the ability that asks, CR 1.8.3),
	// where asking is set.
	asks   rules.Player
	asking bool
}

// Player names a player by their hero. When both heroes share a moniker
// (a mirror match), the seat follows it: "Rhinar (P1)", "Rhinar (P2)".
func (w Words) Player(p rules.Player) string {
	if p < 0 || p > 1 {
		return w.say("player.nobody")
	}
	c := w.View.Card(w.View.Hero(p))
	if c == nil {
		return fmt.Sprintf("P%d", p+1)
	}
	if o := w.View.Card(w.View.Hero(p.Opponent())); o != nil && o.Moniker == c.Moniker {
		return fmt.Sprintf("%s (P%d)", c.Moniker, p+1)
	}
	return c.Moniker
}

// Card names an object the viewer may see, or says it is hidden.
func (w Words) Card(obj rules.ObjID) string {
	if obj < 0 {
		return ""
	}
	c := w.View.Card(obj)
	if c == nil {
		return w.say("card.hidden")
	}
	return CardName(c)
}

// CardName is a card's name with its pitch colour.
func CardName(c *rules.Card) string { return rules.Printable(c.Key()) }

// layerAbility names the ability of a layer that resolves or fizzles. Its
// source may be back in a hidden zone by then, named still by the card the
// event names (known, the event seen): a clash reveals the top card of
// each deck and puts it back (CR 8.5.45), so Wallop's trigger ("when you
// win a clash revealing this") resolves from the deck, a line after both
// players saw it revealed (hh-victor v hh-kassai, seed 64, turn 7: "the
// trigger of a hidden card" it read).
func (w Words) layerAbility(e *rules.Event, byIndex string) string {
	name := w.Card(e.Obj)
	if w.View.Card(e.Obj) == nil && w.View.EventCard(e) != nil {
		name = byIndex
	}
	return w.abilityNamed(e.Obj, e.About, name)
}

// byIndex names the card of an event as it was when the event happened
// (last known information, CR 1.2.3): the words of an event are fixed
// then, so a card revealed from hand is named even after it went back.
func (w Words) byIndex(e *rules.Event) string {
	if !w.View.SeesEvent(e) {
		return w.say("card.unseen")
	}
	if c := w.View.EventCard(e); c != nil {
		return CardName(c)
	}
	return ""
}

var stepIDs = map[rules.Step]string{rules.StepLayer: "step.layer", rules.StepAttack: "step.attack", rules.StepDefend: "step.defend",
	rules.StepReaction: "step.reaction", rules.StepDamage: "step.damage", rules.StepResolution: "step.resolution", rules.StepClose: "step.close"}

// Step names a combat step ("" for none).
func (w Words) Step(s rules.Step) string {
	if id, ok := stepIDs[s]; ok {
		return w.say(id)
	}
	return ""
}

// firstPlayer says who takes the first turn and who chose it (CR 4.1.3):
// the player selected at random, asked or not (rules.EvFirstPlayer).
func (w Words) firstPlayer(e *rules.Event, who string) string {
	sel := rules.NoPlayer
	for p := rules.Player(0); p < 2; p++ {
		if e.Other != rules.NoObj && w.View.Hero(p) == e.Other {
			sel = p
		}
	}
	switch {
	case sel == rules.NoPlayer:
		return w.say("event.first-player", who)
	case e.Amount == 0:
		return w.say("event.first-player-random", who)
	case sel == e.Player:
		return w.say("event.first-player-self", who)
	}
	return w.say("event.first-player-other", w.Player(sel), who)
}

// prize names the prize of a wager event: Amount is 1 + the index of its
// definition (rules.EvWager), 0 for none.
func (w Words) prize(n int) string {
	if n <= 0 {
		return ""
	}
	if second := n >> 16; second > 0 { // a prize of two tokens (rules.Wager.And)
		return w.prize(n&0xffff) + w.say("list.and") + w.prize(second)
	}
	if c := w.View.CardByIndex(int16(n - 1)); c != nil {
		return CardName(c)
	}
	return ""
}

// Event renders one log line, ending with its CR rule.
func (w Words) Event(e *rules.Event) string {
	who := w.Player(e.Player)
	card := w.byIndex(e)
	n := e.Amount
	var line string
	switch e.Kind {
	case rules.EvFirstPlayer:
		line = w.firstPlayer(e, who)
	case rules.EvGameStart:
		line = w.say("event.game-start")
	case rules.EvTurnStart:
		line = w.say("event.turn-start", e.Turn, who)
	case rules.EvActionPhase:
		line = w.say("event.action-phase", who)
	case rules.EvEndPhase:
		line = w.say("event.end-phase", who)
	case rules.EvTurnEnd:
		line = w.say("event.turn-end", who)
	case rules.EvDraw:
		line = w.say("event.draw", who, card)
	case rules.EvPitch:
		line = w.say("event.pitch", who, card, n)
	case rules.EvPlay:
		line = w.say("event.play", who, card)
	case rules.EvActivate:
		line = w.say("event.activate", who, card)
	case rules.EvResolve:
		if e.About.Is() {
			card = w.layerAbility(e, card)
		}
		line = w.say("event.resolve", card)
	case rules.EvFizzle:
		if e.About.Is() {
			card = w.layerAbility(e, card)
		}
		line = w.say("event.fizzle", card)
	case rules.EvAuto:
		line = w.auto(e)
	case rules.EvEffect:
		line = card + ": " + w.EffectText(e)
	case rules.EvAttack:
		line = w.say("event.attack", card)
	case rules.EvDefend:
		line = w.say("event.defend", who, card)
	case rules.EvNoDefense:
		line = w.say("event.no-defense", who, card)
	case rules.EvHit:
		line = w.say("event.hit", card)
	case rules.EvDamage:
		line = w.say("event.damage", who, n, card)
		if e.Damage == rules.DamageArcane { // CR 8.5.3b
			line = w.say("event.damage-arcane", who, n, card)
		}
	case rules.EvPrevent:
		line = w.say("event.prevent", n, who)
		if e.Obj >= 0 { // which effect prevented it (CR 6.4.10)
			line = w.say("event.prevent-by", n, who, card)
		}
	case rules.EvGainLife:
		line = w.say("event.gain-life", who, n)
	case rules.EvGainResource:
		line = w.sayN("event.gain-resource", n, who, n)
	case rules.EvGainAction:
		line = w.sayN("event.gain-action", n, who, n)
	case rules.EvGainGoAgain:
		line = w.say("event.gain-go-again", card)
	case rules.EvDestroy:
		line = w.say("event.destroy", card)
	case rules.EvDiscard:
		line = w.say("event.discard", who, card)
	case rules.EvIntimidate:
		line = w.say("event.intimidate", who, card)
	case rules.EvReturn:
		line = w.say("event.return", card, who)
	case rules.EvReveal:
		line = w.say("event.reveal", who, card)
	case rules.EvClash:
		line = w.say("event.clash-none")
		if e.Player != rules.NoPlayer {
			line = w.say("event.clash", who, card, n)
		}
	case rules.EvWager:
		line = w.say("event.wager", who, w.Player(e.Player.Opponent()), card)
		if p := w.prize(n); p != "" {
			line = w.say("event.wager-prize", who, p, w.Player(e.Player.Opponent()), card)
		}
	case rules.EvWagerWon:
		line = w.say("event.wager-won", who, card)
		if p := w.prize(n); p != "" {
			line = w.say("event.wager-won-prize", who, card, p)
		}
	case rules.EvShuffle:
		line = w.say("event.shuffle", who)
	case rules.EvRoll:
		line = w.say("event.roll", who, card, n)
	case rules.EvCounter:
		line = w.counterEvent(card, e.Counter, n)
	case rules.EvLinkResolved:
		line = w.say("event.link-resolved", card)
	case rules.EvChainClose:
		line = w.say("event.chain-close")
	case rules.EvStep:
		line = w.Step(e.Step)
	case rules.EvPass:
		line = w.say("event.pass", who)
	case rules.EvRewind:
		line = w.say("event.rewind", who, card)
	case rules.EvArsenal:
		line = w.say("event.arsenal", who, card)
	case rules.EvPitchToBottom:
		line = w.sayN("event.pitch-to-bottom", n, who, n)
	case rules.EvLose:
		line = w.say("event.lose", who)
	case rules.EvWin:
		line = w.say("event.win", who)
	case rules.EvLoseLife:
		line = w.say("event.lose-life", who, n)
	case rules.EvBanish:
		line = w.say("event.banish", who, card)
	case rules.EvSearch:
		line = w.say("event.search", who, card)
	case rules.EvCreateToken:
		line = w.say("event.create-token", who, card)
	case rules.EvTurnFaceUp:
		line = w.say("event.turn-face-up", who, card)
	case rules.EvReplace:
		line = w.say("event.replace", who, n)
		if e.Power != 0 { // a replaced power gain (CR 6.4.9)
			line = w.say("event.replace-power", card, w.Card(e.Other), int(e.Power))
		}
	case rules.EvPriority:
		line = w.say("event.priority", who)
	case rules.EvMoveZone:
		line = w.moved(e, card)
	case rules.EvEquip:
		line = w.say("event.equip", who, card)
	case rules.EvDrawGame:
		line = w.say("event.draw-game")
	default:
		line = e.Kind.String()
	}
	if e.Rule != 0 {
		line += " (" + e.Rule.String() + ")"
	}
	return line
}

// Reason says why an action is not legal now.
func (w Words) Reason(r rules.Reason) string {
	if id, ok := reasonIDs[r]; ok {
		return w.say(id)
	}
	return ""
}

var reasonIDs = map[rules.Reason]string{
	rules.ReasonNoActionPoint: "reason.no-action-point",
	rules.ReasonStackNotEmpty: "reason.stack-not-empty",
	rules.ReasonCombat:        "reason.combat",
	rules.ReasonNotAttacking:  "reason.not-attacking",
	rules.ReasonNotDefending:  "reason.not-defending",
	rules.ReasonCannotPay:     "reason.cannot-pay",
	rules.ReasonOncePerTurn:   "reason.once-per-turn",
	rules.ReasonResourceCard:  "reason.resource-card",
	rules.ReasonNoTarget:      "reason.no-target",
	rules.ReasonRestricted:    "reason.restricted",
	rules.ReasonNoPriority:    "reason.no-priority",
	rules.ReasonDominate:      "reason.dominate",
	rules.ReasonCondition:     "reason.condition",
	rules.ReasonNotYourTurn:   "reason.not-your-turn",
	rules.ReasonNoAttack:      "reason.no-attack",
	rules.ReasonChainOpen:     "reason.chain-open",
	rules.ReasonNeededForCost: "reason.needed-for-cost",
	rules.ReasonWaitsForClose: "reason.combat.no-attack",
	rules.ReasonNeverPlayed:   "reason.never-played",
	rules.ReasonCount:         "reason.count",
	rules.ReasonOrderAll:      "reason.order-all",
	rules.ReasonNotOffered:    "reason.not-offered",
	rules.ReasonTwice:         "reason.twice",
	rules.ReasonXRange:        "reason.x-range",
	rules.ReasonOverpower:     "reason.overpower",

	// CR 5.1.8a: the costs that need a card from hand.
	rules.ReasonNoCardToReveal:  "reason.no-reveal",
	rules.ReasonNoCardToDiscard: "reason.no-discard",
}

// optionCard names an option's card. A layer to order whose source is
// back in a hidden zone is named by the card whose ability it is, which
// the option carries (About.Card) and the asked player reads in its text:
// a clash reveals the top card of each deck and puts it back (CR 8.5.45),
// and Wallop's trigger ("when you win a clash revealing this") was "the
// trigger of a hidden card" in the order of Victor's triggers, a line
// after both players saw it revealed (hh-victor v hh-kassai, seed 66,
// turn 14).
func (w Words) optionCard(o rules.Option) string {
	if o.Act == rules.ActCard && o.Obj >= 0 && w.View.Card(o.Obj) == nil {
		switch o.About.Kind {
		case rules.AbilityTriggered, rules.AbilityActivated, rules.AbilityKeyword:
			if c := w.View.CardByIndex(o.About.Card); c != nil {
				return CardName(c)
			}
		}
	}
	return w.Card(o.Obj)
}

// Option labels one option of a prompt.
func (w Words) Option(p *rules.Prompt, o rules.Option) string {
	card := w.optionCard(o)
	switch o.Act {
	case rules.ActPass:
		return w.say("option.pass")
	case rules.ActPlay:
		return w.say("option.play", card)
	case rules.ActActivate:
		return w.say("option.activate", card)
	case rules.ActCard:
		if o.About.Is() {
			// A layer to order: its source and which ability it is.
			if t := w.AbilityText(o.About); t != "" {
				return w.abilityNamed(o.Obj, o.About, card) + " — " + t
			}
			return w.abilityNamed(o.Obj, o.About, card)
		}
	case rules.ActPitch:
		return fmt.Sprintf("%s (+%d)", card, o.Value)
	case rules.ActYes:
		return w.say("option.yes")
	case rules.ActNo:
		return w.say("option.no")
	case rules.ActMode:
		// CR 1.7.5: the mode's words, so the choice says what it does.
		if t := w.ModeText(o.About); t != "" {
			return w.say("option.mode-does", o.Value+1, t)
		}
		return w.say("option.mode", o.Value+1)
	case rules.ActPlayer:
		return w.Player(o.Player)
	case rules.ActEquip: // a set of arena-cards (CR 4.1.4)
		return w.equipSet(equipDiff(p, p.Set(o)))
	case rules.ActTarget:
		if o.Player >= 0 {
			if o.Player == p.Player && p.Kind == rules.AskTarget {
				// CR 1.8.5: "target hero" may be one's own.
				return w.say("option.target-self", w.Player(o.Player))
			}
			return w.Player(o.Player)
		}
		return card
	}
	return card
}

// Explain says what choosing an option does and which rule allows it.
func (w Words) Explain(p *rules.Prompt, o rules.Option) string {
	card := w.optionCard(o)
	var line string
	switch o.Act {
	case rules.ActPass:
		line = w.say("explain.pass")
	case rules.ActPlay:
		line = w.say("explain.play", card)
	case rules.ActActivate:
		line = w.say("explain.activate", card)
		if t := w.AbilityText(o.About); t != "" {
			line += ": " + t
		}
	case rules.ActPitch:
		line = w.sayN("explain.pitch", o.Value, card, o.Value)
	case rules.ActCard:
		switch p.Kind {
		case rules.AskDefenders:
			line = w.say("explain.defend", card)
		case rules.AskOrder:
			switch p.Rule {
			case rules.CR(6, 5, 0): // replacement effects
				line = w.say("explain.order-replacement", card)
			case rules.CRSub(4, 4, 3, 'c'): // pitched cards to the deck bottom
				line = w.say("explain.order-pitched", card)
			default:
				// The layer by its ability: "put Victor Goldmane's hero
				// ability on the stack next", not the hero's name alone.
				if o.About.Is() {
					card = w.abilityNamed(o.Obj, o.About, card)
				}
				line = w.say("explain.order", card)
			}
		default:
			line = w.say("explain.choose", card)
			if p.Kind == rules.AskCards && p.Purpose == rules.PurposeArsenal {
				line = w.say("explain.arsenal", card)
			}
		}
	case rules.ActMode:
		line = w.say("explain.mode", o.Value+1)
	case rules.ActTarget:
		line = w.say("explain.target", w.Option(p, o))
	case rules.ActYes:
		line = w.say("explain.yes")
		// What yes does, short (the question quotes the whole ability);
		// the whole ability where no short words are found.
		if p != nil {
			w.asks, w.asking = p.Player, true
		}
		t := w.YesDoes(o.About, nil)
		if t == "" {
			t = w.AbilityText(o.About)
		}
		if t != "" {
			line = w.say("explain.yes-to", t)
		}
	case rules.ActNo:
		line = w.say("explain.no")
	case rules.ActPlayer:
		line = w.say("explain.first-player", w.Player(o.Player))
	case rules.ActEquip:
		// The cards the option is labelled with first, then those every
		// set holds: the hint reads as the label it explains.
		set := p.Set(o)
		diff := equipDiff(p, set)
		line = w.say("explain.equip", w.equipSet(set))
		if len(diff) < len(set) {
			var shared []rules.ObjID
			for _, obj := range set {
				if !slices.Contains(diff, obj) {
					shared = append(shared, obj)
				}
			}
			line = w.say("explain.equip-shared", w.equipSet(diff), w.equipSet(shared))
		}
	}
	if o.Rule != 0 {
		line = citeAfter(line, o.Rule.String())
	}
	return line
}

// citeAfter cites rule after s: inside the bracket s ends with when s ends
// with a citation, before the full stop of its sentence if any ("make one
// more attack with that weapon this turn (CR 5.2.3c, 1.8.3)", "Attack with
// this (CR 8.3.1, 5.2).", the way every line cites two rules), not in a
// bracket of its own after it; not again when that bracket cites it already.
func citeAfter(s, rule string) string {
	body, stop := s, ""
	for _, end := range []string{".", "。"} {
		if strings.HasSuffix(s, ")"+end) {
			body, stop = strings.TrimSuffix(s, end), end
		}
	}
	i := strings.LastIndex(body, "(CR ")
	if i < 0 || !strings.HasSuffix(body, ")") || strings.Contains(body[i:len(body)-1], ")") {
		return s + " (" + Cite(rule) + ")"
	}
	if slices.Contains(strings.Split(body[i+len("(CR "):len(body)-1], ", "), rule) {
		return s
	}
	return body[:len(body)-1] + ", " + rule + ")" + stop
}

// replacementText is the text of the replacement effect a "may" question
// names no ability for (CR 6.4): Victor Goldmane's "the first time each
// turn you would fail to win a clash, instead you may destroy a Gold
// token...", asked as a clash is lost. Without it the question read "use
// this ability?" alone (hh-victor v hh-kassai, seed 64, turn 3).
func (w Words) replacementText(p *rules.Prompt) string {
	if p.Rule != rules.CR(6, 4, 0) {
		return ""
	}
	c := w.View.Card(p.Source)
	if c == nil || len(c.Replacements) == 0 {
		return ""
	}
	r := w.renderer(c)
	var parts []string
	for _, rp := range c.Replacements {
		parts = append(parts, r.sentence(r.text(rp.Text())))
	}
	return strings.Join(parts, " ")
}

// Prompt says what a prompt asks.
func (w Words) Prompt(p *rules.Prompt) string {
	who := w.Player(p.Player)
	switch p.Kind {
	case rules.AskPriority:
		return w.say("prompt.priority", who)
	case rules.AskPitch:
		return w.say("prompt.pitch", who, p.Owed)
	case rules.AskX:
		return w.say("prompt.x", who, p.XMin, p.XMax)
	case rules.AskModes:
		return w.say("prompt.modes", who)
	case rules.AskTarget, rules.AskAttackTarget:
		return w.say("prompt.target", who)
	case rules.AskDefenders:
		return w.say("prompt.defenders", who)
	case rules.AskOrder:
		if p.Rule == rules.CRSub(4, 4, 3, 'c') {
			return w.say("prompt.order-pitched", who)
		}
		if p.Rule == rules.CR(6, 5, 0) { // replacement effects
			return w.say("prompt.order-replacements", who, w.Card(p.Source))
		}
		return w.say("prompt.order-triggers", who)
	case rules.AskMay:
		if p.About.Is() {
			name := w.AbilityName(p.Source, p.About)
			t := w.AbilityText(p.About)
			switch p.About.Kind {
			case rules.AbilityOptCost, rules.AbilityAltCost:
				return w.say("prompt.may-pay", who, name, t)
			}
			return w.say("prompt.may-use", who, name, t)
		}
		if t := w.replacementText(p); t != "" {
			return w.say("prompt.may-use", who, w.AbilityName(p.Source, p.About), t)
		}
		return w.say("prompt.may", who)
	case rules.AskCards:
		if t := w.destroyCost(p); t != "" {
			return who + ": " + t
		}
		if p.Purpose == rules.PurposeBottom && w.othersAmong(p) {
			// Victor Goldmane's clash again (CR 8.5.45): a revealed card
			// goes under its owner's deck, his or the other's.
			return who + ": " + w.say("purpose.bottom-owner")
		}
		if p.Purpose == rules.PurposeBanish && w.fromOwnGraveyard(p) {
			// Kassai's cost, "banish 2 red cards and 2 yellow cards
			// from your graveyard" (CR 8.5.1), asked "choose a card to
			// banish" over names her hand held too (hh-kassai v
			// hh-victor, seed 7, turn 16 at 80x24): say where from.
			return who + ": " + w.say("purpose.banish-graveyard")
		}
		return who + ": " + w.Purpose(p.Purpose)
	case rules.AskFirstPlayer:
		return w.say("prompt.first-player", who)
	case rules.AskEquip:
		return w.say("prompt.equip", who)
	}
	return who
}

// destroyCost words a choice of the token to destroy as a cost (CR
// 1.14.4: "Destroy a Gold you control: ..."), "" for another question:
// Victor Goldmane's clash again with two Golds read "choose cards" over
// "1 Gold, 2 Gold" (hh-victor v hh-kassai, seed 66, turn 14), saying
// neither what the card was for nor that either does.
func (w Words) destroyCost(p *rules.Prompt) string {
	if !destroysAsCost(p.Purpose, p.Rule) || len(p.Options) == 0 {
		return ""
	}
	name := w.Card(p.Options[0].Obj)
	for _, o := range p.Options[1:] {
		if w.Card(o.Obj) != name {
			return "" // tokens of one name only ("Destroy a Gold")
		}
	}
	return w.say("purpose.destroy-cost", name)
}

// destroysAsCost says a choice of cards with purpose and rule is of a
// token to destroy as a cost (CR 1.14.4), asked (destroyCost) or made for
// the only one (Words.auto).
func destroysAsCost(purpose rules.Purpose, rule rules.Rule) bool {
	return purpose == rules.PurposeNone && rule == rules.CR(1, 14, 4)
}

// fromOwnGraveyard reports whether every card a question offers lies in
// the graveyard of the player asked.
func (w Words) fromOwnGraveyard(p *rules.Prompt) bool {
	for _, o := range p.Options {
		if o.From != rules.PlaceGraveyard || w.View.Controller(o.Obj) != p.Player {
			return false
		}
	}
	return len(p.Options) > 0
}

// othersAmong reports whether a card among a question's options is another
// player's than the one asked (whose hand or deck it is in is public, CR
// 1.3.2).
func (w Words) othersAmong(p *rules.Prompt) bool {
	for _, o := range p.Options {
		if o.Obj >= 0 && w.View.Controller(o.Obj) != rules.NoPlayer && w.View.Controller(o.Obj) != p.Player {
			return true
		}
	}
	return false
}

// equipDiff is what tells a set apart in the list: its cards that are not
// in every set of the prompt (the whole set when it is the only one, or
// when every card is shared).
func equipDiff(p *rules.Prompt, set []rules.ObjID) []rules.ObjID {
	if p == nil || len(p.Options) < 2 {
		return set
	}
	var out []rules.ObjID
	for _, obj := range set {
		for _, o := range p.Options {
			if !slices.Contains(p.Set(o), obj) {
				out = append(out, obj)
				break
			}
		}
	}
	if len(out) == 0 {
		return set
	}
	return out
}

// equipSet names the cards of a set of arena-cards ("nothing" for none).
func (w Words) equipSet(set []rules.ObjID) string {
	if len(set) == 0 {
		return w.say("option.equip-nothing")
	}
	names := make([]string, len(set))
	for i, obj := range set {
		names[i] = w.Card(obj)
	}
	return strings.Join(names, w.say("list.equip"))
}

// Cite joins rule numbers for an explanation: "CR 7.3.2".
func Cite(rules ...string) string { return "CR " + strings.Join(rules, ", ") }

var phaseIDs = map[rules.Phase]string{rules.PhaseSetup: "phase.setup", rules.PhaseStart: "phase.start", rules.PhaseAction: "phase.action",
	rules.PhaseEnd: "phase.end", rules.PhaseOver: "phase.over"}

// Phase names a phase of the turn (CR 4.0.3).
func (w Words) Phase(p rules.Phase) string { return w.say(phaseIDs[p]) }

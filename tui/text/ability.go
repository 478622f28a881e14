package text

import (
	"errors"
	"fmt"
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
	r := &cardRenderer{w: w, c: c, tab: w.table(), used: map[int]bool{}}
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
		return w.keywordTrigger(ref.Keyword)
	case rules.AbilityDelayed:
		return w.pick("the cards it banished return to their owner's hand (CR 8.5.10)", "追放されたカードがオーナーの手札に戻る(CR 8.5.10)")
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
			return r.pick("pay ", "") + strings.Join(parts, r.pick(" and ", "、")) + r.pick(" instead of its cost", "をこれのコストの代わりに支払う")
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

// keywordTrigger says what a keyword's triggered ability does (CR 8.3).
func (w Words) keywordTrigger(k rules.Keywords) string {
	switch k {
	case rules.BladeBreak:
		return w.pick("blade break: when the combat chain closes, if this defended, it is destroyed (CR 8.3.3)",
			"ブレードブレイク: 戦闘チェインが閉じたとき、これが防御していたならこれを破壊する(CR 8.3.3)")
	case rules.Battleworn:
		return w.pick("battleworn: when the combat chain closes, if this defended, it gets a -1 defense counter (CR 8.3.2)",
			"バトルウォーン: 戦闘チェインが閉じたとき、これが防御していたならこれに防御値-1カウンターを置く(CR 8.3.2)")
	}
	return strings.Join(w.KeywordNames(k), ", ")
}

// AbilityName names an ability as its own: "Rhinar's hero ability",
// "the trigger of Flock of the Feather Walkers (red)", "the blade break of
// Ironrot Helm", "the ability Warrior's Valor (red) granted".
func (w Words) AbilityName(obj rules.ObjID, ref rules.AbilityRef) string {
	card := w.Card(obj)
	if c := w.View.Card(obj); c != nil && c.Types.Has(rules.Hero) && ref.Kind != rules.AbilityGranted {
		// The player's name, with the seat in a mirror match.
		who := c.Moniker
		if o, ok := w.View.Obj(obj); ok {
			who = w.Player(o.Controller)
		}
		return w.pick(who+"'s hero ability", who+"のヒーロー能力")
	}
	switch ref.Kind {
	case rules.AbilityActivated:
		return w.pick("the ability of "+card, card+"の起動型能力")
	case rules.AbilityTriggered:
		return w.pick("the trigger of "+card, card+"の誘発型能力")
	case rules.AbilityKeyword:
		kw := strings.Join(w.KeywordNames(ref.Keyword), "")
		return w.pick("the "+strings.ToLower(kw)+" of "+card, card+"の"+kw)
	case rules.AbilityGranted:
		by := "?"
		if c := w.View.CardByIndex(ref.Card); c != nil {
			by = CardName(c)
		}
		return w.pick("the ability "+by+" gave "+card, by+"が"+card+"に与えた能力")
	case rules.AbilityDelayed:
		return w.pick("the delayed trigger of "+card, card+"の遅延誘発")
	case rules.AbilityOptCost:
		return w.pick("the optional cost of "+card, card+"の任意の追加コスト")
	case rules.AbilityAltCost:
		return w.pick("the alternative cost of "+card, card+"の代替コスト")
	case rules.AbilityMode:
		return fmt.Sprintf(w.pick("mode %d of %s", "%[2]sのモード%[1]d"), ref.Index+1, card)
	}
	return card
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
			s = fmt.Sprintf(w.pick("choose exactly %d", "ちょうど%d個選んでください"), r.Min)
		} else {
			s = fmt.Sprintf(w.pick("choose %d to %d", "%d〜%d個選んでください"), r.Min, r.Max)
		}
	case rules.ReasonOrderAll:
		s = fmt.Sprintf(w.pick("put all %d in order", "%d個すべてを順番に並べてください"), r.Max)
	case rules.ReasonNotOffered:
		s = w.pick("that is not one of the choices", "それは選択肢にありません")
	case rules.ReasonTwice:
		s = w.pick("each may be chosen once", "同じものは1回しか選べません")
	case rules.ReasonXRange:
		s = fmt.Sprintf(w.pick("X must be a number from %d to %d", "Xは%d〜%dの数です"), r.Min, r.Max)
	case rules.ReasonDominate:
		s = fmt.Sprintf(w.pick("at most %d card from hand may defend (dominate)", "手札から防御できるのは%d枚まで(圧倒)"), r.Max)
	default:
		s = w.Reason(r.Reason)
	}
	if r.Rule != "" {
		s += " (" + Cite(r.Rule) + ")"
	}
	return s
}

// Purpose says what cards are chosen for (AskCards).
func (w Words) Purpose(p rules.Purpose) string {
	switch p {
	case rules.PurposeArsenal:
		return w.pick("put a card from hand into your arsenal, face down?", "手札のカードを1枚裏向きで格納庫に置きますか?")
	case rules.PurposeSearch:
		return w.pick("search your deck for a card", "デッキからカードを探す")
	case rules.PurposeDiscard:
		return w.pick("choose a card to discard", "捨てるカードを選択")
	case rules.PurposeReveal:
		return w.pick("choose a card to reveal", "公開するカードを選択")
	case rules.PurposeBanish:
		return w.pick("choose a card to banish", "追放するカードを選択")
	case rules.PurposeBottom:
		return w.pick("choose a card to put on the bottom of your deck", "デッキの一番下に置くカードを選択")
	}
	return w.pick("choose cards", "カードを選択")
}

// purposeNoun is what a card chosen for a purpose does, for the log.
func (w Words) purposeNoun(p rules.Purpose) string {
	switch p {
	case rules.PurposeDiscard:
		return w.pick("to discard", "捨てられる")
	case rules.PurposeReveal:
		return w.pick("to reveal", "公開できる")
	case rules.PurposeBanish:
		return w.pick("to banish", "追放できる")
	case rules.PurposeBottom:
		return w.pick("to put under the deck", "デッキの下に置ける")
	}
	return w.pick("to choose", "選べる")
}

// auto renders an EvAuto event: what the engine chose alone, and why.
func (w Words) auto(e *rules.Event) string {
	who := w.Player(e.Player)
	card := w.byIndex(e)
	if !w.View.SeesEvent(e) {
		// Someone else's private card: only that a choice was made.
		return fmt.Sprintf(w.pick("%s: the only possible choice was made", "%s: 唯一の選択肢が選ばれた"), who)
	}
	switch e.Why {
	case rules.AutoOnlyPitch:
		return fmt.Sprintf(w.pick("%s: %s is the only card that can pay, so it is pitched", "%s: 支払えるカードは%sだけなので、それをピッチする"), who, card)
	case rules.AutoOnlyTarget:
		target := w.Player(rules.Player(e.Amount))
		if e.Other >= 0 && rules.Player(e.Amount) == rules.NoPlayer {
			target = w.Card(e.Other)
		}
		return fmt.Sprintf(w.pick("%s: %s is the only legal target of %s", "%s: %sの適正な対象は%sだけ"), who, target, card)
	case rules.AutoOnlyCard:
		return fmt.Sprintf(w.pick("%s: %s is the only card %s", "%s: %sは%s唯一のカード"), who, card, w.purposeNoun(rules.Purpose(e.Amount)))
	case rules.AutoHeld:
		return fmt.Sprintf(w.pick("%s: %s stays in hand: a later cost needs it", "%s: %sは後のコストに必要なので手札に残す"), who, card)
	case rules.AutoOnlyWay:
		return fmt.Sprintf(w.pick("%s: only %s lets %s be paid, so it is used", "%s: %sでしか支払えないので、それを使う"), who, w.AbilityName(e.Obj, e.About), card)
	case rules.AutoSameOrder:
		return fmt.Sprintf(w.pick("%s: %d identical triggers of %s go on the stack (their order changes nothing)", "%[1]s: %[3]sの同一の誘発%[2]d個をスタックに置く(順番は結果を変えない)"), who, e.Amount, card)
	}
	return who + ": " + e.Why.String()
}

// EffectText says what an EvEffect changed: "+2 defense", "gains go
// again", "gains \"when this hits, ...\"".
func (w Words) EffectText(e *rules.Event) string {
	r := &cardRenderer{w: w, tab: w.table(), used: map[int]bool{}}
	s := ""
	if e.Power != 0 || e.Defense != 0 || e.Gains != 0 {
		s = r.mods(int(e.Power), int(e.Defense), e.Gains)
		if w.Lang == JA {
			s += "を得る"
		} else if e.Power == 0 && e.Defense == 0 {
			s = "gains " + s
		} else {
			s = "gets " + s
		}
	}
	if e.Granted > 0 {
		if c := w.View.CardByIndex(e.GrantCard); c != nil && int(e.Granted) <= len(c.Grants) {
			r.c = c
			g := r.quoted(r.grantText(c.Grants[e.Granted-1]))
			if s != "" {
				s += w.pick(" and ", "、")
			}
			s += w.pick("gains "+g, g+"を得る")
		}
	}
	return s
}

// moved says where a card went (EvMoveZone): both moves of the pool put
// a card on the bottom of its owner's deck.
func (w Words) moved(e *rules.Event, card string) (en, ja string) {
	who := w.Player(e.Player)
	switch {
	case e.To == rules.ZoneDeck && e.From == rules.ZoneHand:
		return who + " puts " + card + " from hand on the bottom of the deck", who + "は手札の" + card + "をデッキの一番下に置く"
	case e.To == rules.ZoneDeck:
		return card + " goes to the bottom of " + who + "'s deck", card + "を" + who + "のデッキの一番下に置く"
	}
	return card + " moves to the " + e.To.String(), card + "が" + zoneJA[e.To] + "に移動"
}

// BlockedReason says why an action is blocked; for a card a cost needs,
// it names that card.
func (w Words) BlockedReason(b rules.Blocked) string {
	if b.Reason == rules.ReasonNeededForCost && b.Needed >= 0 {
		card := w.Card(b.Needed)
		return fmt.Sprintf(w.pick("no card left for its other cost: %s is needed to pay it and cannot also be pitched",
			"別のコスト用のカードが残らない: %sはそのコストに必要で、ピッチにも使えない"), card)
	}
	return w.Reason(b.Reason)
}

// counterEvent says what counters an EvCounter put (CR 1.15): "a lesson
// counter", "2 +1 power counters", "a -1 defense counter".
func (w Words) counterEvent(card string, kind rules.CounterKind, n int) (en, ja string) {
	var nameEN, nameJA string
	switch kind {
	case rules.CounterLesson:
		nameEN, nameJA = "lesson", "レッスン"
	case rules.CounterPower:
		nameEN, nameJA = fmt.Sprintf("%+d power", sign(n)), fmt.Sprintf("パワー%+d", sign(n))
	case rules.CounterDefense:
		nameEN, nameJA = fmt.Sprintf("%+d defense", sign(n)), fmt.Sprintf("防御値%+d", sign(n))
	}
	k := abs(n)
	return card + " gets " + plural(k, "a "+nameEN+" counter", "%d "+nameEN+" counters"),
		fmt.Sprintf("%sに%sカウンターを%d個置く", card, nameJA, k)
}

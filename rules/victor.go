package rules

// Victor Goldmane's two abilities, as blocks: "the first time each turn
// you create a [token] from an effect you control" (a trigger on the
// create event, CR 8.5.2, When.Nth), and "the first time each turn you
// would fail to win a clash, instead you may [cost]; if you do, put one of
// the revealed cards on the bottom of its owner's deck, then clash again"
// (a replacement effect of the card, CR 6.4, on the clash, CR 8.5.45).
//
// "The first time each turn" is remembered as a record in state.Fired
// (DelayedOnce: a delayed trigger that never fires), which the turn's end
// clears with the fired ones (turn.go): nothing of it in a game whose
// cards do not ask.

// usedThisTurn is 1 when the ability of src waiting for events of kind on
// has had its first time this turn, 0 if not.
func (g *Game) usedThisTurn(src ObjID, on EventKind) int {
	for i := range g.s.Fired {
		if d := &g.s.Fired[i]; d.Do == DelayedOnce && d.Source == src && d.On == on {
			return 1
		}
	}
	return 0
}

// markUsed records that the ability of src waiting for events of kind on
// had its first time this turn.
func (g *Game) markUsed(src ObjID, on EventKind) {
	if g.usedThisTurn(src, on) == 0 {
		g.s.Fired = append(g.s.Fired, delayedTrigger{Controller: g.s.Obj(src).Controller, On: on, Player: NoPlayer,
			Do: DelayedOnce, Source: src, Won: NoPlayer})
	}
}

// createdByOwnEffect reports whether the create event e made a token
// named as w's filter asks (any, without a name) by an effect its creator
// controls: the source of the effect is theirs (CR 8.5.2c: the player an
// effect instructs creates it; "from an effect you control").
func (g *Game) createdByOwnEffect(w *When, e *Event) bool {
	s := g.s
	if e.Obj < 0 || w.Filter.Name != "" && s.CardOf(e.Obj).Name != w.Filter.Name {
		return false
	}
	return e.Other != NoObj && s.Obj(e.Other).Controller == e.Player
}

// Replacement is a replacement effect a card's static ability makes (CR
// 6.4): "the first time each turn you would fail to win a clash (Event
// EvClash, Nth 1), instead you may pay Cost; if you do, put one of the
// revealed cards on the bottom of its owner's deck, then clash again".
// Clash is the one event replaced so far (clash.go).
type Replacement struct {
	Event EventKind
	Nth   int8
	Cost  CostEffect
}

// Text is the replacement's words.
func (r Replacement) Text() Text { return T("replace-clash-lost", r) }

// clashAgain applies the clash replacement of player h's hero, if it has
// one unused this turn and h wants it, to a clash h would fail to win; the
// revealed cards are shown. It reports whether the clash is to be made
// again (CR 6.4: the failed result never happens).
func (g *Game) clashAgain(h Player, shown [2]ObjID) bool {
	s := g.s
	hero := s.Players[h].Hero
	if hero == NoObj || s.Obj(hero).Gone {
		return false
	}
	for _, r := range s.CardOf(hero).Replacements {
		if r.Event != EvClash || r.Nth > 0 && g.usedThisTurn(hero, EvClash) > 0 {
			continue
		}
		c := &Ctx{Controller: h, Source: hero}
		if r.Cost != nil && !r.Cost.CanPay(g, c) {
			continue
		}
		if !g.may(h, hero, AbilityRef{}, CR(6, 4, 0)) {
			continue
		}
		if r.Cost != nil && !r.Cost.Pay(g, c) {
			continue
		}
		g.markUsed(hero, EvClash)
		var revealed []ObjID
		for _, obj := range shown {
			if obj != NoObj && s.Obj(obj).Zone == ZoneDeck {
				revealed = append(revealed, obj)
			}
		}
		g.revealed = revealed // every player sees the cards named (View.Visible)
		obj, ok := g.chooseCard(h, hero, revealed, PurposeBottom, CR(8, 5, 45))
		g.revealed = nil
		if ok {
			owner := s.Obj(obj).Owner
			g.move(obj, ZoneDeck, true, false)
			g.rememberShown(obj) // every player saw it go to the bottom (seen.go)
			g.emit(Event{Kind: EvMoveZone, Player: owner, Obj: obj, Other: hero, From: ZoneDeck, To: ZoneDeck, Rule: CR(6, 4, 0)})
		}
		return true
	}
	return false
}

// reach: nothing for a clash made again (CR 6.4): a clash's effects count
// as if the player won it (clash.go), once for each clash effect, and a
// clash made again is the same clash, not a second win; its cost (a Gold
// destroyed) only takes away. Another event has no bound here.
func (r Replacement) reach(m *most) {
	if r.Event != EvClash {
		m.none = true
	}
}

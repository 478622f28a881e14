package rules

import (
	"reflect"
	"sync"
)

// What may still reach the turn player's graveyard this turn: a bound
// that tells a cost that banishes cards of a colour from the graveyard
// (CR 8.5.1, BanishFromGraveyardCost) that can never be paid this turn
// (idleBanish).
//
// A card of the player's goes to their graveyard (CR 3.8: its owner's)
// from the hand (discarded, CR 8.5.5), the stack (resolved, 5.3.7, or
// failed, 5.3.2), the combat chain (as it closes, 7.7.5-7.7.6) or the
// arena (destroyed, 8.5.4); a card is played from the hand or the arsenal
// alone (priority.go's playable), and reaches the stack from there. None
// goes there from the pitch zone or the banished zone in the action phase
// (the pitch zone empties into the deck in the end phase, CR 4.4.3c; a
// card intimidated comes back to the hand at its beginning, 4.4.2, a
// delayed trigger mayDraw refuses), and one leaves the deck only drawn
// (8.5.6) or searched for (8.5.19: to the hand or the arsenal), by an
// effect of the card's controller (a goldfish opponent's nothing,
// Unharmed; TestOnlyADrawBringsACardWithinTheGraveyardsReach plays every
// deck against a goldfish to hold it). The game's own draws (the start of
// the game's, the end phase's, CR 4.4.3e) come outside any action phase,
// and so outside any point where a cost is paid: the start and end
// phases give no priority (CR 4.2, 4.4; turn.go).
//
// So where no card can be drawn or searched for this turn (mayDraw says
// none), the cards of a colour the graveyard can ever hold this turn are
// at most those of the colour in the player's graveyard, hand, arsenal,
// arena, stack and combat chain now; a cost that banishes more of them
// than that is never paid.

// graveCounts is how many cards of each colour (by Color) p owns in the
// zones a card may reach the graveyard from this turn, the graveyard
// included: every zone but the deck, the pitch zone and the banished
// zone.
func (g *Game) graveCounts(p Player) [4]int {
	s := g.s
	var n [4]int
	for obj := range s.Objs {
		o := &s.Objs[obj]
		if o.Owner != p || o.Gone {
			continue
		}
		switch o.Zone {
		case ZoneDeck, ZonePitch, ZoneBanished:
			continue
		}
		n[s.Cards[o.Card].Color&3]++
	}
	return n
}

// neverPaid is the abilities of usable (a bit each) whose costs can
// never be paid this turn: each banishes from p's graveyard more cards of
// some colour than graveCounts finds, and no card can be drawn this turn
// but by the draws those abilities would make themselves (mayDraw
// without them). Then none of them is paid before a card is drawn (the
// colour's cards there stay fewer than the cost takes), and no card is
// drawn before one of them is paid: none is ever paid.
func (g *Game) neverPaid(p Player, usable []usableBanish, dead uint64) uint64 {
	if len(usable) > 64 {
		return 0
	}
	have := g.graveCounts(p)
	var never uint64
	for i, u := range usable {
		if dead&(1<<i) == 0 && !fits(u.counts, have) {
			never |= 1 << i
		}
	}
	if never == 0 || g.mayDraw(p, usable, never|dead) {
		return 0
	}
	return never
}

// fits reports whether have holds need of every colour.
func fits(need, have [4]int) bool {
	for col, n := range need {
		if have[col] < n {
			return false
		}
	}
	return true
}

// mayDraw reports whether a card may still be drawn or searched for from
// p's deck this turn (the moves out of the deck above: Draw,
// DrawThenDiscardRandom, SearchDeck) by an ability of an object of p's,
// an effect in force or a delayed trigger, but the abilities of usable
// whose bit never holds (neverPaid: never activated). It looks at what
// each may still do: a card of the hand or the arsenal may be played
// (and become a permanent, with abilities to activate); a card layer
// resolves; an activated or a triggered layer carries out its ability;
// a permanent's triggers and activated abilities not used up this turn
// (CR 5.2.1a) may come; an attack on the chain has resolved its text
// (CR 7.2.3) and has attacked (7.2.4: its "when this attacks" triggers
// are layers already, or gone), and has hit if its damage is dealt (CR
// 7.5); an effect in force may give an attack a triggered ability (a
// grant). Where no attack is defended from here on (undefended, Reach's
// assumption against a goldfish, defended.go) what needs a defender is
// never done. Anything else (a delayed trigger that returns cards, a
// wager's), a keyword whose trigger draws, or a card's trigger that
// functions outside the arena and draws (drawAway), answers yes.
func (g *Game) mayDraw(p Player, usable []usableBanish, never uint64) bool {
	s := g.s
	if keywordsDraw() || g.bufs.nLayers > 0 {
		return true
	}
	if g.cardFacts() != nil {
		if g.facts.drawAway {
			return true
		}
	} else {
		for _, c := range s.Cards {
			if idleFacts(c).drawAway {
				return true
			}
		}
	}
	und := g.undefended()
	for _, z := range [2]Zone{ZoneHand, ZoneArsenal} {
		for _, obj := range s.Zone(p, z) {
			if drawFactsOf(s.CardOf(obj), und).any() {
				return true
			}
		}
	}
	for _, obj := range s.Zone(p, ZoneArena) {
		o := s.Obj(obj)
		if o.Gone {
			continue
		}
		f := drawFactsOf(s.CardOf(obj), und)
		if f.rest || f.trig != 0 {
			return true
		}
		acts := f.acts
		c := s.CardOf(obj)
		if len(c.Activated) > 64 {
			return true
		}
		for i := range c.Activated {
			if acts&(1<<i) == 0 {
				continue
			}
			if s.usedUp(obj, &c.Activated[i]) {
				acts &^= 1 << i
				continue
			}
			for k, u := range usable {
				if never&(1<<k) != 0 && u.obj == obj && u.a == &c.Activated[i] {
					acts &^= 1 << i
				}
			}
		}
		if acts != 0 {
			return true
		}
	}
	for i := range s.Stack {
		l := &s.Stack[i]
		if l.Controller != p {
			return true // none of a goldfish's (Unharmed): not looked at
		}
		switch l.Kind {
		case CardLayer:
			if drawFactsOf(s.CardOf(l.Obj), und).any() {
				return true
			}
		case ActivatedLayer:
			if hasBit(drawFactsOf(s.CardOf(l.Obj), und).acts, int(l.Ability)) {
				return true
			}
		case TriggeredLayer:
			if g.triggerDraws(l.Obj, l.Ability, l.Granted, l.GrantCard, l.Keyword, l.Delayed, und) {
				return true
			}
		}
	}
	for i := range s.Pending {
		t := &s.Pending[i]
		if g.triggerDraws(t.Source, t.Ability, t.Granted, t.GrantCard, t.Keyword, t.Delayed, und) {
			return true
		}
	}
	for i := range s.Chain.Links {
		l := &s.Chain.Links[i]
		o := s.Obj(l.Attack)
		if o.Proxy != NoObj || o.Zone != ZoneChain || o.Controller != p {
			continue // a weapon's attack: the weapon's abilities are in the arena
		}
		f := drawFactsOf(s.CardOf(l.Attack), und)
		trig := f.trig &^ f.onAttack
		if l.Damaged || l.Resolved {
			trig &^= f.onHit
		}
		if f.rest || trig != 0 {
			return true
		}
	}
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Grant != 0 && hasBit(drawFactsOf(s.Cards[e.SourceCard], und).grants, int(e.Grant)-1) && !g.hitPast(e) {
			return true
		}
	}
	for i := range s.Delayed {
		if delayedDraws(s, &s.Delayed[i], und) {
			return true
		}
	}
	return false
}

// hitPast reports whether the ability e grants waits for the hit of the
// attack it is bound to (onHit), and that attack's hit is past: its link
// has dealt its damage or resolved (CR 7.5: an attack hits in its damage
// step), or it has ceased to exist.
func (g *Game) hitPast(e *ContEffect) bool {
	s := g.s
	if e.Next || e.AllMatching || e.Obj == NoObj || int(e.Obj) >= len(s.Objs) ||
		int(e.Grant)-1 >= 64 || drawFactsOf(s.Cards[e.SourceCard], false).grantOnHit&(1<<(e.Grant-1)) == 0 {
		return false
	}
	if s.Obj(e.Obj).Gone {
		return true
	}
	for i := range s.Chain.Links {
		if l := &s.Chain.Links[i]; l.Attack == e.Obj {
			return l.Damaged || l.Resolved
		}
	}
	return false
}

// triggerDraws reports whether a triggered layer's ability (as layer
// names it) may draw (mayDraw).
func (g *Game) triggerDraws(obj ObjID, ability int8, granted bool, grantCard int16, keyword Keywords, delayed int16, und bool) bool {
	s := g.s
	switch {
	case delayed > 0:
		return delayedDraws(s, &s.Fired[delayed-1], und)
	case keyword != 0:
		return false // keywordsDraw: none
	case granted:
		return hasBit(drawFactsOf(s.Cards[grantCard], und).grants, int(ability))
	}
	return hasBit(drawFactsOf(s.CardOf(obj), und).trig, int(ability))
}

// delayedDraws reports whether the delayed trigger d may draw when it
// fires: a grant's "next time" as the grant says; one that never fires
// (DelayedOnce) no; any other yes.
func delayedDraws(s *state, d *delayedTrigger, und bool) bool {
	switch d.Do {
	case DelayedGrant:
		return hasBit(drawFactsOf(s.Cards[d.Card-1], und).grants, int(d.Grant)-1)
	case DelayedOnce:
		return false
	}
	return true
}

// drawFact is which abilities of a definition may draw or search its
// controller's deck (mayDraw), a token it makes and the abilities it
// grants (by their index, a Grant field) included: its play (its
// resolution abilities, modes and costs), trig and acts a bit for each
// of its triggered and activated abilities, rest its other abilities
// (statics, replacements), grants a bit for each of its Grants; onAttack
// and onHit the triggers on its own attack and its own hit, grantOnHit
// the grants that trigger on the hit of what they are given to. Worked out
// with undefended (mayDraw): then what needs a defender draws nothing.
type drawFact struct {
	play, rest         bool
	trig, acts, grants uint64
	onAttack, onHit    uint64
	grantOnHit         uint64
}

// hasBit reports whether bit i of mask holds, or i is out of its range
// (no bit says "no" for it).
func hasBit(mask uint64, i int) bool { return i < 0 || i >= 64 || mask&(1<<i) != 0 }

// any reports whether some ability of the definition may draw.
func (f drawFact) any() bool { return f.play || f.rest || f.trig|f.acts != 0 }

// drawFactsOf is c's drawFact for undefended und, worked out once per
// definition with the rest of what IdlePlay reads of it (idleFacts). A
// definition with more than 64 abilities of a kind draws everywhere.
func drawFactsOf(c *Card, und bool) drawFact { return idleFacts(c).draw[b2i(und)] }

func newDrawFact(c *Card, und bool) drawFact {
	all := ^uint64(0)
	if len(c.Triggers) > 64 || len(c.Activated) > 64 || len(c.Grants) > 64 {
		return drawFact{play: true, rest: true, trig: all, acts: all, grants: all}
	}
	// A part draws if it holds a draw, or names a grant that does.
	draws := func(v any, grants uint64) bool {
		return drawsIn(v, und) || namedGrants(v)&grants != 0
	}
	// The grants that draw: a grant may name another.
	var f drawFact
	for changed := true; changed; {
		changed = false
		for i := range c.Grants {
			if f.grants&(1<<i) == 0 && draws(&c.Grants[i], f.grants) {
				f.grants |= 1 << i
				changed = true
			}
		}
	}
	for i := range c.Grants {
		if t := c.Grants[i].Trigger; t != nil && t.When.Event == EvHit && t.When.Of == This {
			f.grantOnHit |= 1 << i
		}
	}
	f.play = draws([]any{c.Resolve, c.Modes, c.AddCosts, c.OptCosts, c.Alt}, f.grants)
	f.rest = draws([]any{c.Replacements, c.Statics, c.CostStatics, c.AttackStatics, c.Owned}, f.grants)
	for i := range c.Triggers {
		t := &c.Triggers[i]
		if und && (t.When.Event == EvDefend || needsDefender(t.When.If)) {
			continue // never fires (defended.go)
		}
		if draws(t, f.grants) {
			f.trig |= 1 << i
		}
		if t.When.Of == This {
			switch t.When.Event {
			case EvAttack:
				f.onAttack |= 1 << i
			case EvHit:
				f.onHit |= 1 << i
			}
		}
	}
	for i := range c.Activated {
		if draws(&c.Activated[i], f.grants) {
			f.acts |= 1 << i
		}
	}
	// A grant that draws and that no part names is given by some way
	// this does not read: then every part may draw.
	if named := namedGrants([]any{c.Resolve, c.Modes, c.AddCosts, c.OptCosts, c.Alt, c.Replacements, c.Statics,
		c.CostStatics, c.AttackStatics, c.Owned, c.Triggers, c.Activated, c.Grants}); f.grants&^named != 0 {
		f = drawFact{play: true, rest: true, trig: all, acts: all, grants: all}
	}
	return f
}

// drawsIn reports whether v holds an effect that draws or searches the
// controller's deck, in a token it makes too; with und, not in what needs
// a defender (an If on one, a trigger on a defend or on one; defended.go).
func drawsIn(v any, und bool) bool {
	return holdsIn(reflect.ValueOf(v), map[uintptr]bool{}, func(v reflect.Value) bool {
		switch v.Type() {
		case reflect.TypeFor[Draw](), reflect.TypeFor[DrawThenDiscardRandom](), reflect.TypeFor[SearchDeck]():
			return true
		}
		return false
	}, func(v reflect.Value) bool {
		if !und {
			return false
		}
		switch v.Type() {
		case reflect.TypeFor[If]():
			return needsDefender(v.Interface().(If).Cond)
		case reflect.TypeFor[Trigger]():
			w := v.Interface().(Trigger).When
			return w.Event == EvDefend || needsDefender(w.If)
		}
		return false
	})
}

// namedGrants is the grants of its own card that v names (a bit each):
// the values of its fields named Grant, 1 + an index into the card's
// Grants (NextAttack, TargetGets, NextTime...); not inside a token's
// definition, whose grants are its own.
func namedGrants(v any) uint64 {
	var n uint64
	holdsIn(reflect.ValueOf(v), map[uintptr]bool{}, func(v reflect.Value) bool {
		if v.Kind() != reflect.Struct {
			return false
		}
		if gv := v.FieldByName("Grant"); gv.IsValid() && gv.CanInt() {
			if k := gv.Int(); k > 0 && k <= 64 {
				n |= 1 << (k - 1)
			}
		}
		return false
	}, isCardDef)
	return n
}

// keywordsDraw reports whether a keyword's trigger (KeywordTable) may
// draw: then mayDraw says yes everywhere (it does not look at them).
var keywordsDraw = sync.OnceValue(func() bool {
	for i := range KeywordTable {
		if t := KeywordTable[i].Trigger; t != nil && drawsIn(t, false) {
			return true
		}
	}
	return false
})

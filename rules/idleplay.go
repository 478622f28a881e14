package rules

import (
	"reflect"
	"sync"
)

// IdlePlay reports whether playing obj, a card in the hand or the arsenal
// of the turn player p, changes nothing of the rest of this turn that any
// rule reads, but that the card goes from there to the graveyard: a
// search of the turn may take the play as never made (rules/bot: a line
// that plays it keeps one card fewer than its twin that passes, and has
// a card in the arsenal if the twin has).
//
// Such a card: an instant (CR 8.1.x: played with priority, no action
// point taken, CR 1.13.2) that costs nothing (no resource, CR 1.14; no
// additional, optional or alternative cost; no target, mode or X) and
// has no ability but its effect, every part of which is a prevention of
// damage to its controller's hero this turn (CR 6.4.10: "the next time
// you would be dealt damage this turn, prevent 2 of that damage; if you
// do, create an Agility token", Take it on the Chin). Such a card can be
// played at every point the player has priority, before or after
// anything else, with no other cost.
//
// And when:
//   - no damage can be dealt to p's hero for the rest of this turn
//     (Unharmed): the prevention applies to no damage event (CR
//     6.4.10), so nothing is prevented, no token made ("if you do", CR
//     1.8.4), and the effect in force, which only a damage event reads,
//     changes nothing;
//   - no card of the game (its definitions, CR 1.3) reads what the play
//     leaves behind: its events (CR 5.1.10 the play, 5.3 the layer
//     resolving, 1.11.4 priority passed, the card's moves between zones),
//     a card of the hand fewer (a random discard, CR 8.5.5; intimidate,
//     8.5.10; which the twin's hand, a card more, would deal otherwise),
//     an arsenal emptied (a card searched for and put there, CR 8.5.19,
//     which the twin's full arsenal would not take; a card of an arsenal
//     destroyed, CR 8.5.4; the end phase's arsenal card, CR 4.4.3b, is a
//     card of the hand the twin keeps in its hand),
//     the cards played this turn ("if you've played a ... card this turn",
//     PlayedThisTurn), or the graveyard, a public zone (CR 3.8) that costs
//     read by colour: the costs that banish cards of the card's colour
//     from the graveyard (CR 8.5.1: Kassai's, Hood of Red Sand's) and may
//     still be paid this turn must find enough of them there without it
//     (idleBanish).
//
// Then every line that plays it has a twin that does not: the same
// answers less the play and the passes that resolve it. The twin deals
// the same damage, in the same worlds, and keeps the card.
func (v View) IdlePlay(obj ObjID) bool {
	s := v.g.s
	p := s.TurnPlayer
	if obj < 0 || int(obj) >= len(s.Objs) || !v.Visible(obj) {
		return false
	}
	o := s.Obj(obj)
	if o.Zone != ZoneHand && o.Zone != ZoneArsenal || o.Gone || o.Owner != p || !preventsOnly(s.CardOf(obj)) || !v.g.Unharmed(p) {
		return false
	}
	if ft := v.g.cardFacts(); ft != nil {
		if !v.g.facts.idleBlind {
			return false
		}
	} else {
		for _, c := range s.Cards {
			if !idleFacts(c).blind {
				return false
			}
		}
	}
	return v.g.idleBanish(p, s.CardOf(obj).Color)
}

// preventsOnly reports whether c is an instant that costs nothing and
// whose only abilities are preventions of damage to its controller's
// hero this turn (IdlePlay).
func preventsOnly(c *Card) bool {
	if c.Types != Instant || c.Cost != 0 || c.XCost || c.Keywords != 0 || len(c.Numbered) > 0 || c.Target != nil ||
		c.PlayIf != nil || c.Alt != nil || len(c.Modes)+len(c.AddCosts)+len(c.OptCosts)+len(c.Triggers)+
		len(c.Replacements)+len(c.Activated)+len(c.Statics)+len(c.CostStatics)+len(c.AttackStatics)+len(c.Grants)+
		len(c.Owned) > 0 || len(c.Resolve) == 0 {
		return false
	}
	for _, e := range c.Resolve {
		switch e.(type) {
		case PreventDamage, PreventNext:
		default:
			return false
		}
	}
	return true
}

// Unharmed reports whether no damage can be dealt to p's hero for the
// rest of this turn: p's own turn, against a goldfish (CR 1.11: it passes
// and plays nothing, GoldfishDecider) that controls no object but its
// hero, which has no ability; attacks are p's, and an attack's target is
// an opposing hero (CR 7.2); and no card of the game deals damage to a
// hero its controller may choose (DealArcane to "target hero", CR 8.5.3):
// damage a card deals otherwise (DealDamage, DealArcane without a
// target, the hit hero's) goes to its controller's opponent, or to the
// hero an attack hit.
func (g *Game) Unharmed(p Player) bool {
	s := g.s
	q := p.Opponent()
	if s.TurnPlayer != p || !s.Goldfish(q) {
		return false
	}
	for _, obj := range s.Zone(q, ZoneArena) {
		if obj != s.Players[q].Hero {
			return false
		}
	}
	for i := range s.Stack {
		if s.Stack[i].Controller == q {
			return false
		}
	}
	if g.cardFacts() != nil {
		return !g.facts.chosenDamage
	}
	for _, c := range s.Cards {
		if idleFacts(c).chosenDamage {
			return false
		}
	}
	return true
}

// idleBanish reports whether the costs that banish cards of colour col
// from p's graveyard (BanishFromGraveyardCost, CR 8.5.1) that can still
// be paid this turn take no more cards of the colour than the graveyard
// holds now: then a line with one card of the colour more there pays
// nothing its twin cannot (it banishes another card of the colour where
// the line banishes that one; nothing else reads the graveyard or the
// banished zone, blindToIdle). A cost that cannot be paid again is an
// ability's whose object is gone, out of play (the graveyard, the
// banished zone, the pitch zone) or the goldfish's, or in p's arena and
// used up this turn (CR 5.2.1a), or an action's with no action point to
// come (CR 1.13.2, noPoint), or an attack reaction's with no attack to
// come to a reaction step (CR 8.1.2a), or one whose costs can never be
// paid this turn (neverPaid: they banish more cards of a colour than the
// graveyard can ever hold this turn, no card being drawn). One that can
// is counted once if
// it can be used once (once per turn, or destroying its source, CR
// 8.5.4); one that may be used again, or is anywhere else (a card that
// may yet be played), answers no.
func (g *Game) idleBanish(p Player, col Color) bool {
	s := g.s
	var banishers *[2]uint64
	if g.cardFacts() != nil {
		banishers = &g.facts.banishers
		if banishers[0]|banishers[1] == 0 {
			return true
		}
	}
	// The abilities that may be used again this turn as far as their
	// object says, and what their costs take of the colour: first
	// without asking whether an action point may come (noPoint, which
	// reads every card the player may use), which the graveyard may make
	// moot.
	var room [4]usableBanish
	usable := room[:0]
	need := 0
	for obj := range s.Objs {
		o := &s.Objs[obj]
		if banishers != nil && banishers[o.Card>>6]&(1<<(o.Card&63)) == 0 {
			continue
		}
		c := s.Cards[o.Card]
		for i := range c.Activated {
			a := &c.Activated[i]
			counts := banishCounts(a.EffCosts)
			n := counts[col]
			if n == 0 {
				continue
			}
			switch {
			case o.Gone || o.Zone == ZoneGraveyard || o.Zone == ZoneBanished || o.Zone == ZonePitch || o.Controller != p:
				continue
			case o.Zone != ZoneArena || o.Proxy != NoObj || !a.Once && !destroysSelf(a.EffCosts):
				return false
			case s.usedUp(ObjID(obj), a):
				continue
			}
			usable = append(usable, usableBanish{a: a, obj: ObjID(obj), n: n, counts: counts})
			need += n
		}
	}
	if need == 0 {
		return true
	}
	have := 0
	for _, obj := range s.Zone(p, ZoneGraveyard) {
		if s.CardOf(obj).Color == col {
			have++
		}
	}
	if have >= need {
		return true
	}
	// The abilities that cannot be used this turn: no action point to
	// come (CR 1.13.2, noPoint) for an action's, no attack to come to a
	// reaction step for an attack reaction's (CR 8.1.2a); then those
	// whose costs can never be paid (neverPaid).
	none, _ := g.noPoint(p, g.undefended(), nil)
	var dead uint64
	for i, u := range usable {
		switch a := u.a; {
		case none && a.Type == Action && !a.Attack, none && a.Type == AttackReaction && !g.attackToCome():
			dead |= 1 << i
		}
	}
	if have >= needOf(usable, dead) {
		return true
	}
	return have >= needOf(usable, dead|g.neverPaid(p, usable, dead))
}

// needOf is how many cards of the colour the abilities of usable take,
// but those whose bit in skip holds.
func needOf(usable []usableBanish, skip uint64) int {
	need := 0
	for i, u := range usable {
		if skip&(1<<i) == 0 {
			need += u.n
		}
	}
	return need
}

// usableBanish is an ability a of the object obj with a cost that
// banishes cards of a colour from the graveyard, and how many (n); counts
// is how many of each colour its costs banish (neverPaid).
type usableBanish struct {
	a      *Activated
	obj    ObjID
	n      int
	counts [4]int
}

// destroysSelf reports whether one of the costs destroys the source.
func destroysSelf(costs []CostEffect) bool {
	for _, ce := range costs {
		if _, ok := ce.(DestroySelfCost); ok {
			return true
		}
	}
	return false
}

// attackToCome reports whether an attack may yet come to a reaction step
// this turn, with no action point to come (noPoint): a layer on the
// stack (it may be an attack), or the active chain link's attack not yet
// past its reaction step (CR 7.4).
func (g *Game) attackToCome() bool {
	s := g.s
	if len(s.Stack) > 0 {
		return true
	}
	l := s.Chain.Active()
	return l != nil && !l.Resolved && !l.Damaged && !l.Left
}

// banishCounts is how many cards of each colour the costs banish from
// the graveyard.
func banishCounts(costs []CostEffect) [4]int {
	var n [4]int
	for _, ce := range costs {
		if b, ok := ce.(BanishFromGraveyardCost); ok {
			for col, k := range b.counts() {
				n[col] += k
			}
		}
	}
	return n
}

// idleFact is what IdlePlay reads of a card definition: blind, it reads
// nothing an idle play leaves behind (IdlePlay; a banishing cost of an
// activated ability is looked at where its object is, idleBanish);
// chosenDamage, it may deal damage to a hero its controller chooses
// (Unharmed); banisher, an activated ability of it has a cost that
// banishes from the graveyard (idleBanish); drawAway, a triggered
// ability of it that functions outside the arena and the chain (in the
// graveyard, the deck...) may draw (mayDraw); draw, which of its
// abilities may draw, without undefended and with it (drawFactsOf).
type idleFact struct {
	blind, chosenDamage, banisher, drawAway bool
	draw                                    [2]drawFact
}

// idleFacts is c's idleFact, worked out once per definition.
func idleFacts(c *Card) idleFact {
	if f, ok := idleFactsOf.Load(c); ok {
		return f.(idleFact)
	}
	f := idleFact{blind: blindToIdle(c), draw: [2]drawFact{newDrawFact(c, false), newDrawFact(c, true)}}
	for i := range c.Triggers {
		f.drawAway = f.drawAway || c.Triggers[i].Where != 0 && drawsIn(&c.Triggers[i], false)
	}
	for i := range c.Grants {
		t := c.Grants[i].Trigger
		f.drawAway = f.drawAway || t != nil && t.Where != 0 && drawsIn(t, false)
	}
	for i := range c.Activated {
		for _, ce := range c.Activated[i].EffCosts {
			_, ok := ce.(BanishFromGraveyardCost)
			f.banisher = f.banisher || ok
		}
	}
	var es []any
	es = append(es, c.Resolve, c.Modes, c.AddCosts, c.OptCosts, c.Alt, c.Triggers, c.Activated, c.Grants, c.Replacements)
	f.chosenDamage = holdsIn(reflect.ValueOf(es), map[uintptr]bool{}, func(v reflect.Value) bool {
		return v.Type() == reflect.TypeFor[DealArcane]()
	}, isCardDef)
	idleFactsOf.Store(c, f)
	return f
}

// idleFactsOf are the definitions looked through (idleFacts).
var idleFactsOf sync.Map // *Card → idleFact

// blindToIdle reports whether the abilities of c read nothing an idle
// play leaves behind (IdlePlay): no trigger or replacement waits for an
// event it causes, no condition asks for the cards played this turn, no
// effect or cost discards at random or intimidates (a random card of a
// hand), searches a deck (for the arsenal, SearchDeck) or destroys an
// arsenal's card, and no cost of a play banishes from the graveyard (an activated
// ability's is idleBanish's).
func blindToIdle(c *Card) bool {
	if waitsFor(c, idleEvent) {
		return false
	}
	var es []any
	es = append(es, c.Resolve, c.Modes, c.AddCosts, c.OptCosts, c.Alt, c.PlayIf, c.Triggers, c.Grants, c.Statics,
		c.CostStatics, c.AttackStatics, c.Replacements, c.Owned)
	for i := range c.Activated {
		a := &c.Activated[i]
		es = append(es, a.If, a.Effects, a.Target)
		for _, ce := range a.EffCosts {
			if _, ok := ce.(BanishFromGraveyardCost); !ok {
				es = append(es, ce)
			}
		}
	}
	return !holdsIn(reflect.ValueOf(es), map[uintptr]bool{}, readsIdle, isCardDef)
}

// readsIdle: a value of a definition that reads what an idle play leaves
// behind (blindToIdle).
func readsIdle(v reflect.Value) bool {
	switch v.Type() {
	case reflect.TypeFor[*Condition]():
		k := (*Condition)(v.UnsafePointer())
		return k != nil && k.Code == "played-this-turn"
	case reflect.TypeFor[DiscardRandomCost](), reflect.TypeFor[DrawThenDiscardRandom](), reflect.TypeFor[Intimidate](),
		reflect.TypeFor[BanishFromGraveyardCost](), reflect.TypeFor[SearchDeck](), reflect.TypeFor[DestroyTheirArsenal]():
		return true
	}
	return false
}

// idleEvent reports whether an event of kind k may come of an idle play:
// the play (CR 5.1.10), its layer resolving (5.3), priority passed
// (1.11.4), the card's moves (ForLater's unsafe events, safeEvent).
func idleEvent(k EventKind) bool { return k == EvPlay || !safeEvent(k) }

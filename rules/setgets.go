package rules

// ControlledNowGet: every card matching Filter that the controller controls
// as the effect is generated gets Power, Defense and Gains this turn ("attack
// action cards you control gain +1{p} and +1{d} this turn").
//
// The set of cards is fixed when the effect is generated. It is a
// layer-continuous effect (CR 6.2.2), made when its layer resolves, and its
// objects are parameters the effect does not target: they are determined as
// it is generated (CR 1.8.5c, 1.8.6), among the public objects in the arena
// or on the stack (1.8.6b; only there does a card have a controller, 1.2.1b).
// Only an effect that names a future object ("the next attack action card
// you play") waits for one (CR 6.2.4): an attack action card played after
// the effect was generated is not in the set. Once the effect applies to a
// card it goes on applying while the card stays the same object, on the
// stack and then on the combat chain (CR 6.2.2c), even if its properties
// change; it ends when the card leaves (CR 3.0.9: a new object).
type ControlledNowGet struct {
	Filter         AttackFilter
	Power, Defense int
	Gains          Keywords
}

func (e ControlledNowGet) Do(g *Game, c *Ctx) {
	s := g.S
	var set []ObjID
	add := func(obj ObjID) {
		o := s.Obj(obj)
		if o.Controller == c.Controller && !o.Gone && o.FaceUp && g.matches(e.Filter, obj) {
			set = append(set, obj)
		}
	}
	for _, l := range s.Stack {
		if l.Kind == CardLayer {
			add(l.Obj)
		}
	}
	for i := range s.Chain.Links {
		link := &s.Chain.Links[i]
		if s.Obj(link.Attack).Zone == ZoneChain {
			add(link.Attack)
		}
		for _, d := range link.Defenders {
			if s.Obj(d).Zone == ZoneChain {
				add(d)
			}
		}
	}
	for _, obj := range s.Zone(c.Controller, ZoneArena) {
		add(obj)
	}
	for _, obj := range set {
		g.Grant(c, obj, ContEffect{Power: int8(e.Power), Defense: int8(e.Defense), Gains: e.Gains, Until: UntilEndOfTurn})
	}
}

// Text says the same words as the effect always did: the set is a matter
// of the rules, not of the card's text.
func (e ControlledNowGet) Text() Text {
	return T("cards-you-control-get", e.Filter, e.Power, e.Defense, e.Gains)
}

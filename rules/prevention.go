package rules

import "slices"

// Prevention (CR 6.4.10, the prevention effects; numbered 6.5 in older
// CRs): replacement effects that take damage out of a damage event before
// it happens. Two kinds are in play:
//
//   - effects with an amount, made by an instruction: a shield ("prevent
//     the next 3 damage") lasts over any number of events until its amount
//     is used up (CR 6.4.10j); a fixed prevention ("the next time you
//     would be dealt damage this turn, prevent 2 of that damage") applies
//     to one event and the rest of its amount is lost (CR 6.4.10i);
//   - static abilities of permanents that offer a prevention for a cost
//     (staticPreventions): spellvoid N, destroy it to prevent N arcane
//     damage (CR 8.3.15; one that cannot be destroyed cannot be used,
//     8.3.15a), and the like of other blocks (arcanebarrier.go).
//
// An effect that names a type of damage prevents only that type (CR
// 6.4.10c, 8.5.3f). When more than one applies to one damage event, the
// player whose hero would be dealt it — who controls them — applies them
// one at a time, in the order they choose (CR 6.5.2, 6.5.5): the order
// matters when amounts do not all fit, and only then is it asked. Each
// applies at most once to the event (CR 6.4.5).

// PreventDamage is a prevention effect on the controller's hero for the
// rest of the turn: N damage of Kind (DamageGeneric: any type, CR
// 6.4.10c); Once makes it fixed, for the next damage event only (CR
// 6.4.10i), otherwise it is a shield (CR 6.4.10j). Creates, when set,
// is the token its controller creates each time it prevents damage ("if
// you do, create an Agility token", CR 1.8.4): as part of the prevention,
// not a trigger; the card lists it in Card.Tokens.
type PreventDamage struct {
	N       int
	Kind    DamageKind
	Once    bool
	Creates *Card
}

func (e PreventDamage) Do(g *Game, c *Ctx) {
	ef := ContEffect{Obj: NoObj,
		Shield: true, Prevent: int16(e.N), PreventKind: e.Kind, PreventOnce: e.Once, Until: UntilEndOfTurn}
	if e.Creates != nil {
		ef.PreventCreates = 1 + g.AddCard(e.Creates)
	}
	g.addEffectFrom(c, ef)
}

func (e PreventDamage) Text() Text { return T("prevent-damage", e) }

// preventer is one prevention that could apply to the damage event being
// dealt: an effect (index in state.Effects) or a permanent's static
// prevention (staticPreventions[static]).
type preventer struct {
	eff    int // index in state.Effects, or -1 for a static prevention
	static int // index in staticPreventions when eff is -1
	obj    ObjID
	n      int  // how much it prevents at most
	may    bool // optional: a static prevention, used only if its player pays
}

// staticPrevention is a keyword of permanents that lets their controller
// prevent N damage of one type their hero would be dealt, for a cost
// (spellvoid: destroy this; arcane barrier: pay N{r}). Each applies at
// most once to a damage event (CR 6.4.5).
type staticPrevention struct {
	Bit  Keywords
	Rule Rule
	Kind DamageKind
	// Usable reports whether p could pay for obj's prevention of n now.
	Usable func(g *Game, p Player, obj ObjID, n int) bool
	// Pay pays for it; false when it could not be paid (nothing is
	// prevented then).
	Pay func(g *Game, p Player, obj ObjID, n int) bool
}

// staticPreventions are the static preventions in the order they are
// offered (each in arena order); blocks add theirs from their own file.
var staticPreventions = []staticPrevention{
	// CR 8.3.15: spellvoid N; 8.3.15a: only what can be destroyed, an
	// object still in the arena, controlled by p.
	{Bit: Spellvoid, Rule: CR(8, 3, 15), Kind: DamageArcane,
		Usable: func(g *Game, p Player, obj ObjID, _ int) bool { return true },
		Pay:    func(g *Game, p Player, obj ObjID, _ int) bool { g.destroy(p, obj, CR(8, 3, 15)); return true }},
}

// staticKey is a static prevention of one object, declined or used for
// the damage event being dealt.
type staticKey struct {
	obj    ObjID
	static int
}

// preventsKind reports whether a prevention of type want applies to damage
// of type got (CR 6.4.10c: no type named, every type; CR 8.5.3f).
func preventsKind(want, got DamageKind) bool { return want == DamageGeneric || want == got }

// preventers lists the preventions that could apply now to damage of
// kind to p's hero, in timestamp order, then the static preventions, each
// in arena order; skip holds those already declined or used for this
// event.
func (g *Game) preventers(p Player, kind DamageKind, skip []staticKey) []preventer {
	s := g.s
	out := g.bufs.preventers[:0]
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Shield && e.Prevent > 0 && e.Controller == p && preventsKind(e.PreventKind, kind) {
			out = append(out, preventer{eff: i, obj: e.Source, n: int(e.Prevent)})
		}
	}
	for si := range staticPreventions {
		sp := &staticPreventions[si]
		if !preventsKind(sp.Kind, kind) {
			continue
		}
		for _, obj := range s.Zone(Player(p), ZoneArena) {
			o := s.Obj(obj)
			n := KeywordN(s.CardOf(obj), sp.Bit)
			if n <= 0 || o.Gone || o.Controller != p || !g.HasKeyword(obj, sp.Bit) ||
				slices.Contains(skip, staticKey{obj, si}) || !sp.Usable(g, p, obj, n) {
				continue
			}
			out = append(out, preventer{eff: -1, static: si, obj: obj, n: n, may: true})
		}
	}
	g.bufs.preventers = out
	return out
}

// prevent applies the prevention effects to n damage of kind that src
// would deal to p's hero, and returns the damage left (CR 6.5.5).
func (g *Game) prevent(p Player, src ObjID, n int, kind DamageKind) int {
	var declined []staticKey
	for n > 0 {
		ps := g.preventers(p, kind, declined)
		if len(ps) == 0 {
			break
		}
		// Without a "may" and with room for every amount, each prevents
		// all it can in any order: nothing to ask.
		total, may := 0, false
		for _, pv := range ps {
			total += pv.n
			may = may || pv.may
		}
		if !may && (len(ps) == 1 || total <= n || g.samePreventers(ps)) {
			for _, e := range ps {
				n = g.applyPreventer(p, src, e, n)
			}
			g.pruneShields()
			break
		}
		ps = append([]preventer(nil), ps...) // the game's list serves others while the player chooses
		i, ok := g.choosePreventer(p, src, ps)
		if !ok {
			// Only optional ones were left and none was chosen.
			for _, pv := range ps {
				declined = append(declined, staticKey{pv.obj, pv.static})
			}
			continue
		}
		if ps[i].eff < 0 {
			declined = append(declined, staticKey{ps[i].obj, ps[i].static}) // CR 6.4.5: once an event
		}
		n = g.applyPreventer(p, src, ps[i], n)
		g.pruneShields()
	}
	return n
}

// samePreventers reports preventions that cannot be told apart: effects
// of one card definition with the same amount, type and kind, so any
// order gives the same game (as identical triggers, CR 1.10.2d).
func (g *Game) samePreventers(ps []preventer) bool {
	s := g.s
	a := &s.Effects[ps[0].eff]
	for _, pv := range ps[1:] {
		b := &s.Effects[pv.eff]
		if b.SourceCard != a.SourceCard || b.Prevent != a.Prevent || b.PreventKind != a.PreventKind || b.PreventOnce != a.PreventOnce {
			return false
		}
	}
	return true
}

// choosePreventer asks p which prevention applies next (CR 6.5.2): one of
// them, or, when all are optional, possibly none.
func (g *Game) choosePreventer(p Player, src ObjID, ps []preventer) (int, bool) {
	s := g.s
	mandatory := false
	for _, pv := range ps {
		mandatory = mandatory || !pv.may
	}
	pr := Prompt{Kind: AskCards, Shape: ShapeOne, Player: p, Min: 1, Max: 1, Source: src, Purpose: PurposePrevent, Rule: CR(6, 5, 2)}
	if !mandatory {
		pr.Shape, pr.Min = ShapeSubset, 0
	}
	for i, pv := range ps {
		o := opt(ActCard, pv.obj, int8(i), NoPlayer, CR(6, 5, 2))
		o.Value = i
		o.From = s.PlaceOf(pv.obj)
		if pv.eff < 0 {
			sp := &staticPreventions[pv.static]
			o.Rule = sp.Rule
			o.About = AbilityRef{Kind: AbilityKeyword, Card: s.Objs[pv.obj].Card, Keyword: sp.Bit}
		} else {
			o.Rule = CR(6, 4, 10)
			o.About = AbilityRef{Kind: AbilityResolution, Card: s.Effects[pv.eff].SourceCard}
		}
		pr.Options = append(pr.Options, o)
	}
	a := g.ask(pr)
	if len(a.IDs) == 0 {
		return 0, false
	}
	return pr.Options[pr.Find(a.IDs[0])].Value, true
}

// applyPreventer applies one prevention to n damage and returns what is
// left. A static prevention is paid for first (spellvoid destroys its
// object): the sub-event comes before the prevention (CR 6.4.1a, 8.3.15).
func (g *Game) applyPreventer(p Player, src ObjID, pv preventer, n int) int {
	s := g.s
	k := min(pv.n, n)
	if pv.eff < 0 {
		sp := &staticPreventions[pv.static]
		if !sp.Pay(g, p, pv.obj, pv.n) {
			return n
		}
		g.emit(Event{Kind: EvPrevent, Player: p, Obj: pv.obj, Other: src, Amount: k, Rule: sp.Rule})
		return n - k
	}
	e := &s.Effects[pv.eff]
	if e.PreventOnce {
		e.Prevent = 0 // CR 6.4.10i: the rest of a fixed prevention is lost
	} else {
		e.Prevent -= int16(k) // CR 6.4.10a
	}
	if k > 0 {
		g.emit(Event{Kind: EvPrevent, Player: p, Obj: e.Source, Other: src, Amount: k, Rule: CR(6, 4, 10)})
		if t := e.PreventCreates; t > 0 {
			// CR 1.8.4: "if you do": only a prevention that prevented.
			g.createToken(p, s.Cards[t-1], e.Source)
		}
	}
	return n - k
}

// reach: prevention deals nothing (reach.go).
func (PreventDamage) reach(*most) {}

package rules

// Damage (CR 1.9 / 6.4): dealing it, and the prevention and replacement
// effects that change the next damage.

// PreventNext: the next N damage the controller's hero would be dealt this
// turn is prevented (CR 6.5).
type PreventNext struct{ N int }

func (e PreventNext) Do(g *Game, c *Ctx) {
	g.addEffectFrom(c, ContEffect{Obj: NoObj,
		Shield: true, Prevent: int16(e.N), Until: UntilEndOfTurn})
}

func (e PreventNext) Text() Text { return T("prevent-next", e) }

// DealDamage: the source deals N damage to the opposing hero (CR 8.5.3).
type DealDamage struct{ N int }

func (e DealDamage) Do(g *Game, c *Ctx) {
	g.dealDamage(c.Controller, c.Source, c.Controller.Opponent(), e.N, false, CR(8, 5, 3))
}

func (e DealDamage) Text() Text { return T("deal-damage", e) }

// ReplaceNextDamage: the next time the controller's hero would be dealt
// damage this turn, it is dealt that much plus Delta instead (CR 6.4).
type ReplaceNextDamage struct{ Delta int }

func (e ReplaceNextDamage) Do(g *Game, c *Ctx) {
	g.addEffectFrom(c, ContEffect{Obj: NoObj,
		Shield: true, DamageDelta: int8(e.Delta), Until: UntilEndOfTurn})
}

func (e ReplaceNextDamage) Text() Text { return T("replace-next-damage", e) }

// dealDamage deals n damage from src (controlled by from) to hero p, after
// prevention (CR 8.5.3, 6.4). A combat hit is a hit event (CR 7.5.5), of
// physical damage (CR 8.5.3b); any other is generic damage.
// It returns the damage dealt.
func (g *Game) dealDamage(from Player, src ObjID, p Player, n int, hit bool, rule Rule) int {
	kind := DamageGeneric
	if hit {
		kind = DamagePhysical
	}
	return g.damage(from, src, p, n, kind, hit, rule)
}

// damage deals n damage of a type (CR 8.5.3b): replacement effects, then
// prevention (prevention.go), then the damage and, for a hit, the hit.
func (g *Game) damage(from Player, src ObjID, p Player, n int, kind DamageKind, hit bool, rule Rule) int {
	s := g.s
	// CR 6.4: replacement effects modify the event before prevention (6.5).
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Shield && e.DamageDelta != 0 && e.Controller == p {
			before := n
			n += int(e.DamageDelta)
			if n < 0 {
				n = 0
			}
			e.DamageDelta = 0
			g.emit(Event{Kind: EvReplace, Player: p, Obj: e.Source, Other: src, Amount: n - before, Rule: CR(6, 4, 0)})
		}
	}
	// CR 6.5.5: then the prevention effects, in the order the player
	// chooses where it matters (prevention.go).
	n = g.prevent(p, src, n, kind)
	g.pruneShields()
	if n <= 0 {
		return 0 // CR 7.5.5b: prevented damage is no hit
	}
	// CR 2.5.3e: a life total is never below zero.
	s.Players[p].Life = max(s.Players[p].Life-n, 0)
	s.Players[from].Turn.DamageDealt += int16(n)
	g.emit(Event{Kind: EvDamage, Player: p, Obj: src, Amount: n, Damage: kind, Rule: rule})
	if hit {
		g.emit(Event{Kind: EvHit, Player: from, Obj: src, Other: s.Players[p].Hero, Amount: n, Rule: CR(7, 5, 5)})
	}
	return n
}

func (g *Game) pruneShields() {
	out := g.s.Effects[:0]
	for _, e := range g.s.Effects {
		if e.Shield && e.Prevent == 0 && e.DamageDelta == 0 {
			continue
		}
		out = append(out, e)
	}
	g.s.Effects = out
}

// reach: shields of the controller's own hero deal nothing (reach.go).
func (PreventNext) reach(*most) {}

func (e DealDamage) reach(m *most) { m.power += max(e.N, 0) }

// reach: it changes damage to the controller's own hero (reach.go).
func (ReplaceNextDamage) reach(*most) {}

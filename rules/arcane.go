package rules

// Arcane damage (CR 8.5.3b): of the three types of damage, the one dealt
// only by an effect that says "arcane". Generic damage has no type;
// physical damage is what an attack's power deals in the damage step. An
// effect that prevents or changes one type of damage leaves the other
// types alone (CR 8.5.3f): spellvoid stops arcane damage, not an attack.

// DamageKind is the type of a damage event (CR 8.5.3b).
type DamageKind uint8

const (
	DamageGeneric  DamageKind = iota // "damage": no type
	DamagePhysical                   // {p} damage: an attack's power in the damage step (CR 7.5)
	DamageArcane                     // arcane damage: an effect that says so
)

var damageKindNames = [...]string{"generic", "physical", "arcane"}

func (k DamageKind) String() string { return enumName(damageKindNames[:], int(k)) }

// DealArcane: the source deals N arcane damage to the layer's target hero
// ("deal 3 arcane damage to target hero"), or, when the ability has no
// target, to the opposing hero (CR 8.5.3, 8.5.3b).
type DealArcane struct{ N int }

func (e DealArcane) Do(g *Game, c *Ctx) {
	p, ok := c.TargetHero() // "target hero", read at resolution (targets.go)
	if !ok {
		p = c.Controller.Opponent()
	}
	g.damage(c.Controller, c.Source, p, e.N, DamageArcane, false, CRSub(8, 5, 3, 'b'))
}

func (e DealArcane) Text() Text { return T("deal-arcane", e) }

// DealArcaneToHitHero: the source deals N arcane damage to the hero the
// triggering hit hit ("... hits a hero, deal 1 arcane damage to them",
// CR 7.5.5: the hit event names the hero).
type DealArcaneToHitHero struct{ N int }

func (e DealArcaneToHitHero) Do(g *Game, c *Ctx) {
	if c.Event == nil || c.Event.Kind != EvHit || c.Event.Other == NoObj {
		return
	}
	hero := c.Event.Other
	for p := range g.s.Players {
		if g.s.Players[p].Hero == hero {
			g.damage(c.Controller, c.Source, Player(p), e.N, DamageArcane, false, CRSub(8, 5, 3, 'b'))
			return
		}
	}
}

func (e DealArcaneToHitHero) Text() Text { return T("deal-arcane-to-hit-hero", e) }

// reach: the arcane damage (reach.go).
func (e DealArcane) reach(m *most) { m.power += max(e.N, 0) }

func (e DealArcaneToHitHero) reach(m *most) { m.power += max(e.N, 0) }

package rules

import "slices"

// Conditions: the "if" of an effect, checked as it resolves (CR 1.8.4), and
// the building blocks that test them.

// If generates Then only when the condition holds (CR 1.8.4).
type If struct {
	Cond *Condition
	Then []Effect
}

func (e If) Do(g *Game, c *Ctx) {
	if e.Cond.Test(g, c) {
		g.run(e.Then, c)
	}
}

func (e If) Text() Text { return T("if", e) }

// Intimidated holds when the controller intimidated this turn.
var Intimidated = &Condition{Code: "intimidated-this-turn", Test: func(g *Game, c *Ctx) bool {
	return g.s.Players[c.Controller].Turn.Intimidated
}}

// WeaponAttacksAtLeast holds when the controller attacked with weapons n or
// more times this turn.
func WeaponAttacksAtLeast(n int) *Condition {
	return &Condition{Code: "weapon-attacks-at-least", Params: WeaponAttacks{N: n}, Test: func(g *Game, c *Ctx) bool {
		return int(g.s.Players[c.Controller].Turn.WeaponAttacks) >= n
	}}
}

// WeaponAttacks is the parameter of WeaponAttacksAtLeast's words: N
// weapon attacks this turn.
type WeaponAttacks struct{ N int }

// Defending holds while the source is a defending card on the chain.
var Defending = &Condition{Code: "while-defending", Test: func(g *Game, c *Ctx) bool {
	return g.s.Obj(c.Source).Zone == ZoneChain && g.s.Obj(c.Source).Defended
}}

// Building blocks of conditions and their effects: random discards that
// reward big cards, looking at the top of the deck, paying resources
// inside an effect, and abilities an effect grants.

// hasPowerAtLeast reports whether obj is a card with n or more power now.
func (g *Game) hasPowerAtLeast(obj ObjID, n int) bool {
	return g.s.CardOf(obj).Has(HasPower) && g.Power(obj) >= n
}

// InYourActionPhase holds during the action phase of the controller's
// turn (CR 4.3).
var InYourActionPhase = &Condition{Code: "in-your-action-phase", Test: func(g *Game, c *Ctx) bool {
	return g.s.TurnPlayer == c.Controller && g.s.Phase == PhaseAction
}}

// LessLifeThanOpponent holds when the controller's hero has less life than
// the opposing hero.
var LessLifeThanOpponent = &Condition{Code: "less-life-than-opponent", Test: func(g *Game, c *Ctx) bool {
	return g.LessLife(c.Controller)
}}

// DefendsTogetherWith holds when the source defends together with N or
// more other cards of colour Color: "when this defends together with 2 or
// more yellow cards". Cards defend together when they are put on the
// chain link in the same event (CR 7.0.5e): the cards declared in the
// defend step, one compound event (CR 7.3.2d). It is a trigger condition,
// so it is asked as the defend event occurs (CR 7.0.5a, 6.6.5), of the
// whole compound event, although its cards join the link one by one; a
// card that defends alone (a defense reaction, CR 7.4.2d) defends
// together with none.
func DefendsTogetherWith(color Color, n int) *Condition {
	return &Condition{Code: "defends-together-with", Params: DefendingColour{Color: color, N: n}, Test: func(g *Game, c *Ctx) bool {
		if !slices.Contains(g.together, c.Source) {
			return false
		}
		k := 0
		for _, obj := range g.together {
			if obj != c.Source && g.s.CardOf(obj).Color == color {
				k++
			}
		}
		return k >= n
	}}
}

// DefendingColour is the parameter of DefendsTogetherWith's words: N or
// more cards of colour Color.
type DefendingColour struct {
	Color Color
	N     int
}

// OpposingHeroesWithMoreLife counts the opposing heroes whose life is
// greater than the controller's hero's: Bloodied Oval's defense, printed
// "*" and defined by this count (CR 2.3.2a).
var OpposingHeroesWithMoreLife = &Count{Code: "opposing-heroes-more-life", N: func(g *Game, obj ObjID) int {
	if g.LessLife(g.s.Obj(obj).Controller) {
		return 1 // one opposing hero in a game of two
	}
	return 0
}}

// LessLife reports whether p's hero has less life than the opposing hero
// (LessLifeThanOpponent, for a card's trigger that has no context).
func (g *Game) LessLife(p Player) bool {
	return g.s.Players[p].Life < g.s.Players[p.Opponent()].Life
}

// BehindOpponent holds when the controller's hero has less life than the
// opposing hero, and the controller controls fewer equipment and tokens
// than that hero's player (Down But Not Out). The printed card makes two
// comparisons: life, and one count of "equipment and tokens", the noun
// phrase "fewer" governs, compared once ("than them"); it does not ask for
// fewer equipment and, apart, fewer tokens. What a player controls is in
// the arena (CR 3.1).
var BehindOpponent = &Condition{Code: "behind-opponent", Test: func(g *Game, c *Ctx) bool {
	p, q := c.Controller, c.Controller.Opponent()
	pe, pt := g.equipmentAndTokens(p)
	qe, qt := g.equipmentAndTokens(q)
	return g.LessLife(p) && pe+pt < qe+qt
}}

// equipmentAndTokens counts the equipment and the tokens p controls.
func (g *Game) equipmentAndTokens(p Player) (equipment, tokens int) {
	s := g.s
	for _, obj := range s.Zone(p, ZoneArena) {
		o := s.Obj(obj)
		if o.Gone || o.Controller != p {
			continue
		}
		if o.Token {
			tokens++
		} else if s.CardOf(obj).Types.Has(Equipment) {
			equipment++
		}
	}
	return equipment, tokens
}

// DefendedByFewerNonEquipment holds while the source is an attack on a
// chain link defended by fewer than n defending cards that are not
// equipment (CR 7.0.5). An attack not yet on the chain has no defenders.
func DefendedByFewerNonEquipment(n int) *Condition {
	return &Condition{Code: "defended-by-fewer-non-equipment", Params: NonEquipmentDefenders{Fewer: n}, Test: func(g *Game, c *Ctx) bool {
		s := g.s
		for i := range s.Chain.Links {
			l := &s.Chain.Links[i]
			if l.Attack != c.Source {
				continue
			}
			k := 0
			for _, d := range l.Defenders {
				if !s.CardOf(d).Types.Has(Equipment) {
					k++
				}
			}
			return k < n
		}
		return true
	}}
}

// NonEquipmentDefenders is the parameter of DefendedByFewerNonEquipment's
// words: fewer than Fewer defending cards that are not equipment.
type NonEquipmentDefenders struct{ Fewer int }

// Condition is a yes/no question about the game, with words: its code
// and, when the words have parameters, Params, a struct whose named fields
// they are (see Text).
type Condition struct {
	Code string
	Test func(g *Game, c *Ctx) bool
	// Params are the parameters the words need ("at least 2 times"):
	// WeaponAttacks{N: 2}; nil for words without any.
	Params any
}

// Text is the condition's words, as an effect's are.
func (c *Condition) Text() Text { return Text{Code: c.Code, Params: c.Params} }

// SelfCountersAtLeast holds when the source has n or more counters of kind.
func SelfCountersAtLeast(kind CounterKind, n int) *Condition {
	return &Condition{Code: "self-counters-at-least", Params: SelfCounters{Kind: kind, N: n}, Test: func(g *Game, c *Ctx) bool {
		return int(g.s.Obj(c.Source).Counters[kind]) >= n
	}}
}

// SelfCounters is the parameter of SelfCountersAtLeast's words: N or more
// counters of Kind on this.
type SelfCounters struct {
	Kind CounterKind
	N    int
}

// sameObject reports whether the source is still the object the resolving
// ability knew: an object that changed zones or turned private is a new
// object (CR 3.0.9), and "this" no longer refers to it.
func sameObject(g *Game, c *Ctx) bool {
	o := g.s.Obj(c.Source)
	if o.Gone {
		return false
	}
	return c.layer == nil || c.layer.Obj != c.Source || c.layer.Gen == o.Gen
}

// reach: Then, as if the condition held (reach.go), unless it needs a
// defender where there is none (defended.go).
func (e If) reach(m *most) {
	switch {
	case m.undefended && needsDefender(e.Cond):
	case e.Cond == PlayedFromArsenal:
		m.fromArsenal(e.Then)
	default:
		m.effects(e.Then)
	}
}

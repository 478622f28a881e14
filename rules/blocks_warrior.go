package rules

import "strings"

// Building blocks first needed by the Warrior cards of Classic Battles.

// HasMoniker reports whether the card's name has the moniker m (CR 2.7.3):
// the part of a personal name before its comma, so that "Dawnblade" names
// Dawnblade, Resplendent as well.
func (c *Card) HasMoniker(m string) bool {
	if c.Moniker != "" {
		return strings.EqualFold(c.Moniker, m)
	}
	name, _, _ := strings.Cut(c.Name, ",")
	return strings.EqualFold(strings.TrimSpace(name), m)
}

// AttackSourceCounter puts N counters of Kind on the attack source of the
// source attack: the weapon an attack proxy stands for (CR 1.4.3), or the
// attacking card itself. On a weapon the counter stays after the attack is
// gone (CR 8.5.14).
type AttackSourceCounter struct {
	Kind CounterKind
	N    int
	Rule string
}

func (e AttackSourceCounter) Do(g *Game, c *Ctx) {
	obj := c.Source
	if p := g.S.Obj(obj).Proxy; p != NoObj {
		obj = p
	}
	o := g.S.Obj(obj)
	if o.Zone != ZoneArena && o.Zone != ZoneChain {
		return
	}
	o.Counters[e.Kind] += int8(e.N)
	g.emit(Event{Kind: EvCounter, Player: o.Controller, Obj: obj, Amount: e.N, Counter: e.Kind, Rule: e.Rule})
}
func (e AttackSourceCounter) Text() Text { return T("attack-source-counter", e.Kind, e.N) }

// NthWeaponAttackGets: the source attack, a weapon attack, gets Power[n-1]
// when it is its controller's nth weapon attack this turn ("if it's your
// second weapon attack this turn, it gains +2{p}"); nothing from the
// (len(Power)+1)th on.
type NthWeaponAttackGets struct{ Power []int }

func (e NthWeaponAttackGets) Do(g *Game, c *Ctx) {
	o := g.S.Obj(c.Source)
	if o.Proxy == NoObj || o.Gone || !g.isAttack(c.Source) {
		return
	}
	n := int(g.S.Players[c.Controller].Turn.WeaponAttacks)
	if n < 1 || n > len(e.Power) || e.Power[n-1] == 0 {
		return
	}
	g.Grant(c, c.Source, ContEffect{Power: int8(e.Power[n-1]), Until: UntilChainCloses})
}
func (e NthWeaponAttackGets) Text() Text { return T("nth-weapon-attack-gets", e.Power) }

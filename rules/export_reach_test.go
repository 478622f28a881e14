package rules

import (
	"fmt"
	"reflect"
	"sort"
)

// ReachUnknownWhy says why g.Reach() is unknown: the cards whose profile
// cannot say its most (and why), a weapon attacking without a bound, and
// the cards the deck may give without a bound; "" when it is known or
// not asked (another phase).
func ReachUnknownWhy(g *Game) []string {
	s := g.s
	if _, ok := g.Reach(); ok || s.Winner != NoPlayer || s.Draw || s.Phase != PhaseAction {
		return nil
	}
	p := s.TurnPlayer
	seen := map[string]bool{}
	add := func(why string) { seen[why] = true }
	for _, z := range []Zone{ZoneHand, ZoneArsenal, ZoneArena, ZoneDeck} {
		for _, obj := range s.Zone(p, z) {
			c := s.CardOf(obj)
			if !cardReach(c, 0, g.undefended()).ok {
				add(fmt.Sprintf("%s card %s: %s", z, c.Key(), profileWhy(c, 0)))
			}
			if z != ZoneArena {
				continue
			}
			for i := range c.Activated {
				if a := &c.Activated[i]; a.Attack && !a.Once {
					add("weapon attacks again: " + c.Key())
				}
			}
		}
	}
	for i := range s.Stack {
		c := s.CardOf(s.Stack[i].Obj)
		if !cardReach(c, 0, g.undefended()).ok {
			add(fmt.Sprintf("stack card %s: %s", c.Key(), profileWhy(c, 0)))
		}
	}
	draws := false
	for _, z := range []Zone{ZoneHand, ZoneArsenal, ZoneArena} {
		for _, obj := range s.Zone(p, z) {
			pr := cardReach(s.CardOf(obj), 0, g.undefended())
			if pr.manyDraws > 0 {
				add(fmt.Sprintf("%s card draws each time: %s", z, s.CardOf(obj).Key()))
			}
			draws = draws || pr.draws > 0 || pr.manyDraws > 0 || pr.eachDraws > 0
		}
	}
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Shield {
			continue
		}
		sub := most{card: s.Cards[e.SourceCard]}
		sub.grant(int(e.Grant), e.AllMatching)
		if sub.none {
			add("effect in force of " + s.Cards[e.SourceCard].Key())
		}
		if sub.manyDraws > 0 {
			add("effect in force draws each time: " + s.Cards[e.SourceCard].Key())
		}
		draws = draws || sub.draws > 0 || sub.manyDraws > 0
	}
	for i := range s.Delayed {
		var m, sub most
		g.reachDelayed(&m, &sub, &s.Delayed[i])
		if m.none {
			add(fmt.Sprint("delayed trigger ", s.Delayed[i].Do))
		}
		if m.manyDraws > 0 {
			add("delayed trigger draws each time")
		}
	}
	if draws {
		for _, obj := range s.Zone(p, ZoneDeck) {
			pr := cardReach(s.CardOf(obj), 0, g.undefended())
			if pr.gain > 1 || pr.manyDraws > 0 {
				add("deck card gains more than one place: " + s.CardOf(obj).Key())
			}
		}
	}
	if len(seen) == 0 {
		add("other (effects in force, layers, links without a cost)")
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// profileWhy names what makes c's profile unknown.
func profileWhy(c *Card, depth int) string {
	switch {
	case c.XCost:
		return "X cost"
	case len(c.Replacements) > 0:
		return "replacements"
	case len(c.Owned) > 0:
		return "owned statics"
	}
	var es []Effect
	es = append(es, c.Resolve...)
	for i := range c.Modes {
		es = append(es, c.Modes[i].Effects...)
	}
	for i := range c.Triggers {
		es = append(es, c.Triggers[i].Effects...)
	}
	for i := range c.Activated {
		es = append(es, c.Activated[i].Effects...)
	}
	for i := range c.Grants {
		if t := c.Grants[i].Trigger; t != nil {
			es = append(es, t.Effects...)
		}
	}
	var missing []string
	for _, e := range es {
		if _, ok := e.(reacher); !ok {
			missing = append(missing, reflect.TypeOf(e).Name())
		}
	}
	if len(missing) > 0 {
		return fmt.Sprint("no reach: ", missing)
	}
	for _, t := range c.Tokens {
		if depth > 0 {
			return "token of a token"
		}
		if !cardReach(t, depth+1, false).ok {
			return "token " + t.Key() + ": " + profileWhy(t, depth+1)
		}
	}
	return "?"
}

// ReachProfileOf describes c's profile (tests).
func ReachProfileOf(c *Card) string {
	p := cardReach(c, 0, false)
	return fmt.Sprintf("ok=%v value=%d active=%d next=%d each=%d many=%d res=%d draws=%d gain=%d manyDraws=%d cost=%d pitch=%d action=%v goAgain=%d manyGo=%v",
		p.ok, p.value, p.active, p.next, p.each, p.many, p.res, p.draws, p.gain, p.manyDraws, p.cost, c.Pitch, p.action, p.goAgain, p.manyGo)
}

// ReachParts are what a Reach is made of (reachParts).
type ReachParts = reachParts

// ReachWithParts is g.Reach() and its parts, worked out past
// reachMostDrawn too (ok is false only where a block cannot say).
func ReachWithParts(g *Game) (int, bool, ReachParts) {
	var w reachParts
	most, ok := g.reach(&w, nil, -1, false)
	return most, ok, w
}

package rules

import "sort"

// What a defence lets through: the damage step's sum (CR 7.5.2) as one
// function the engine deals damage by and the board warns by, and the
// least damage a defend question's answers can let through.

// Through is the damage an attack of the given power deals past defending
// cards of the given defenses: the power less their total defense when it
// is greater, else none (CR 7.5.2). Prevention and replacement (CR 6.4,
// 6.5) apply to that damage later, as it is dealt.
func Through(power int, defenses ...int) int {
	for _, d := range defenses {
		power -= d
	}
	return max(power, 0)
}

// LeastThrough is, for a defend question p (AskDefenders), the least
// damage the active chain link's attack would deal as things stand over
// every answer p allows (Prompt.Check: how many cards, dominate CR 8.3.4,
// overpower CR 8.3.22): Through with the attack's power now, the defense
// of the cards already defending and the defense each card offered would
// defend with (DefendsWith, CR 7.3.2). Effects still to come (reactions, triggers,
// prevention) are not counted. ok is false for another question or with
// no active link.
func (v View) LeastThrough(p *Prompt) (least int, ok bool) {
	s := v.g.s
	l := s.Chain.Active()
	if p.Kind != AskDefenders || l == nil {
		return 0, false
	}
	power := v.link(l).Power
	for _, d := range l.Defenders {
		power -= v.g.Defense(d)
	}
	// The options with a defense, the largest first: each answer is a
	// subset, and a subset of an allowed answer is allowed (a defend
	// question has no least number of cards), so a search that adds an
	// option only where Prompt.Room lets it finds the most defense.
	type opt struct {
		id  int32
		def int
	}
	var opts []opt
	for _, o := range p.Options {
		if d, _ := v.DefendsWith(o.Obj); d > 0 {
			opts = append(opts, opt{o.ID, d})
		}
	}
	sort.SliceStable(opts, func(i, j int) bool { return opts[i].def > opts[j].def })
	rest := make([]int, len(opts)+1) // rest[i]: the defense of opts[i:]
	for i := len(opts) - 1; i >= 0; i-- {
		rest[i] = rest[i+1] + opts[i].def
	}
	most := 0
	var a Answer
	var walk func(i, sum int)
	walk = func(i, sum int) {
		most = max(most, sum)
		if i == len(opts) || sum+rest[i] <= most || most >= power {
			return
		}
		if p.Room(a, opts[i].id) == nil {
			a.IDs = append(a.IDs, opts[i].id)
			walk(i+1, sum+opts[i].def)
			a.IDs = a.IDs[:len(a.IDs)-1]
		}
		walk(i+1, sum)
	}
	walk(0, 0)
	return Through(power, most), true
}

// DefendsWith is the defense obj would have as a defending card of the
// active chain link, declared now (CR 7.0.5, 7.3.2): its defense with the
// static abilities that work only while it defends, a permanent's "your
// attack action cards get +n{d} while defending" (CR 5.4.7, defenders.go)
// or its own "+2{d} while defending a weapon attack". The engine's own
// declaration (addDefender) runs on a copy that hears no trigger: what
// its defend event would trigger is not counted. ok is false with no
// active chain link or for an object the viewer may not see; the defense
// is then its defense now.
func (v View) DefendsWith(obj ObjID) (int, bool) {
	if !v.Visible(obj) {
		return 0, false
	}
	g := v.g
	now := g.Defense(obj)
	if l := g.s.Chain.Active(); l == nil || l.Resolved || g.s.Obj(obj).Defended {
		return now, false // no link to defend, or it defends already
	}
	t := g.forecastGame()
	d := now
	ok := forecastRun(t, func() {
		t.addDefender(obj, t.s.Obj(obj).Zone == ZoneHand, CR(7, 3, 2))
		d = t.Defense(obj)
	})
	if !ok {
		return now, false
	}
	return d, true
}

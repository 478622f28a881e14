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
// defend with now (CR 7.3.2). Effects still to come (reactions, triggers,
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
		if d := v.Defense(o.Obj); d > 0 {
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

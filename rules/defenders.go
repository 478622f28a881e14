package rules

// The static abilities of a permanent that change the cards its controller
// defends with ("your attack action cards get +3{d} while defending";
// CR 5.4.7, 7.0.5): a Static whose Defenders filter is set. While the
// permanent is in the arena (CR 1.7.4h), each card its controller controls
// that defends a chain link (on the chain, CR 7.0.5) and matches the
// filter has the static's Defense, for as long as it defends.

// defendersGet is the defense the controller's permanents give the
// defending card obj.
func (g *Game) defendersGet(obj ObjID) int {
	s := g.s
	p := s.Obj(obj).Controller
	d := 0
	for _, src := range s.Zone(p, ZoneArena) {
		c := s.CardOf(src)
		for i := range c.Statics {
			st := &c.Statics[i]
			if st.Defenders == nil || !g.matches(*st.Defenders, obj) {
				continue
			}
			if st.If == nil || g.holds(st.If, src, p) {
				d += st.Defense
			}
		}
	}
	return d
}

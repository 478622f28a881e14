package rules

// The delayed triggers that wait on a player's side, as View.Waiting
// lists them for the board: a "next time ... this turn" trigger (CR
// 6.6.3) on its controller's side, and intimidate's return (CR 8.5.10)
// on the side of the player whose cards wait in the banished zone. A
// wager's settling is listed by appendWagers; a "first time each turn"
// marker (DelayedOnce) waits for nothing and is not listed.

// appendDelayed appends to out the delayed triggers waiting on p's side.
func (g *Game) appendDelayed(out []Waiting, p Player) []Waiting {
	s := g.s
	for i := range s.Delayed {
		d := &s.Delayed[i]
		switch d.Do {
		case DelayedGrant:
			if d.Controller != p {
				continue
			}
			// CR 6.6.3a: it waits until it fires once or the turn ends.
			out = append(out, Waiting{Kind: WaitNextTime, Controller: p, Source: d.Card - 1, SourceObj: d.Source,
				Grant: int(d.Grant), Rule: CRSub(6, 6, 3, 'a')})
		case DelayedReturnToHand:
			// The cards still banished from this trigger: one that left
			// the banished zone does not return (CR 8.5.1c). How many is
			// public; which is private, face down in a public zone (CR 3.0.4c).
			n := 0
			for k, obj := range d.Objs {
				if o := s.Obj(obj); o.Owner == p && o.Zone == ZoneBanished && o.Gen == d.Gens[k] {
					n++
				}
			}
			if n == 0 {
				continue
			}
			w := Waiting{Kind: WaitReturn, Controller: d.Controller, Source: -1, SourceObj: d.Source, Amount: n, Rule: CR(8, 5, 10)}
			if d.Source >= 0 {
				w.Source = s.Obj(d.Source).Card
			}
			out = append(out, w)
		}
	}
	return out
}

package rules

// Points: life (CR 1.13) and resource points gained by an effect.

// GainLife: the controller's hero gains N life (CR 8.5.7a).
type GainLife struct{ N int }

func (e GainLife) Do(g *Game, c *Ctx) {
	g.s.Players[c.Controller].Life += e.N
	g.emit(Event{Kind: EvGainLife, Player: c.Controller, Obj: c.Source, Amount: e.N, Rule: CRSub(8, 5, 7, 'a')})
}

func (e GainLife) Text() Text { return T("gain-life", e) }

// GainResources: the controller gains N resource points (CR 1.13.3).
type GainResources struct{ N int }

func (e GainResources) Do(g *Game, c *Ctx) {
	g.s.Players[c.Controller].Resources += e.N
	g.emit(Event{Kind: EvGainResource, Player: c.Controller, Obj: c.Source, Amount: e.N, Rule: CR(8, 5, 7)})
}

func (e GainResources) Text() Text { return T("gain-resources", e) }

// reach: life gained deals nothing (reach.go).
func (GainLife) reach(*most) {}

func (e GainResources) reach(m *most) { m.res += max(e.N, 0) }

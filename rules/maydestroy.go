package rules

// MayDestroySelf: the controller may destroy the source; if they do, Then
// ("you may destroy this. If you do, the attack gets +1{p}", CR 8.5.4,
// 1.8.3). The choice is offered only while the source is in the arena,
// where destroying it can happen: an effect that cannot be done is no
// choice, and "if you do" then fails.
type MayDestroySelf struct{ Then []Effect }

func (e MayDestroySelf) Do(g *Game, c *Ctx) {
	if g.s.Obj(c.Source).Zone != ZoneArena || !sameObject(g, c) {
		return
	}
	if !g.may(c.Controller, c.Source, g.abilityOf(c), CR(1, 8, 3)) {
		return
	}
	g.destroy(c.Controller, c.Source, CR(8, 5, 4))
	g.run(e.Then, c)
}

func (e MayDestroySelf) Text() Text { return T("may-destroy-self", e) }

// reach: Then (reach.go).
func (e MayDestroySelf) reach(m *most) { m.effects(e.Then) }

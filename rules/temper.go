package rules

import "strings"

// Temper (CR 8.3.10), a triggered-static keyword of equipment: when the
// combat chain closes, if this defended, put a -1{d} counter on it, then
// destroy it if its defense is zero. Its trigger is the keyword table's
// (keywords.go), as blade break's and battleworn's are;
// DestroySelfIfNoDefense is its second half. Temper equipment often grows
// with the tokens its controller holds (ControlsToken), so the defense it
// is destroyed at is the one it has when the layer resolves.

// DestroySelfIfNoDefense destroys the source if its defense is now 0
// (CR 8.3.10: temper, after its counter).
type DestroySelfIfNoDefense struct{ Rule Rule }

func (e DestroySelfIfNoDefense) Do(g *Game, c *Ctx) {
	o := g.s.Obj(c.Source)
	if o.Gone || (o.Zone != ZoneArena && o.Zone != ZoneChain) || g.Defense(c.Source) > 0 {
		return
	}
	g.destroy(c.Controller, c.Source, e.Rule)
}

func (e DestroySelfIfNoDefense) Text() Text { return T("destroy-self-if-no-defense") }

// ControlsToken holds while the controller controls a token named Name in
// the arena ("if you control a Might token"; CR 8.1.8: a token exists only
// there).
func ControlsToken(name string) *Condition {
	return &Condition{Code: "you-control-token", Params: TokenName{Name: name}, Test: func(g *Game, c *Ctx) bool {
		for _, obj := range g.s.Zone(c.Controller, ZoneArena) {
			if o := g.s.Obj(obj); o.Token && strings.EqualFold(g.s.CardOf(obj).Name, name) {
				return true
			}
		}
		return false
	}}
}

// tokensNamed lists the tokens named name that p controls, oldest first.
func (g *Game) tokensNamed(p Player, name string) []ObjID {
	var out []ObjID
	for _, obj := range g.s.Zone(p, ZoneArena) {
		if o := g.s.Obj(obj); o.Token && strings.EqualFold(g.s.CardOf(obj).Name, name) {
			out = append(out, obj)
		}
	}
	return out
}

// TokenName is the parameter of ControlsToken's words: the token's name.
type TokenName struct{ Name string }

// reach: destroying deals nothing (reach.go).
func (DestroySelfIfNoDefense) reach(*most) {}

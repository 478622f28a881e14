package rules

// Dice: "roll a 6-sided die" (Knucklehead). A player brings the means to
// make, evenly, the random values their card-pool's effects call for (CR
// 1.1.1a); here it is the game's seeded generator (rng.go), so a game is
// still its setup and its answers: the same seed and answers roll the same
// numbers and reach the same hash. The roll is public and told by EvRoll
// (Amount: the number rolled); like a shuffle it makes the unknown known,
// so undo stops there (Event.Reveals).

// RollDie: the controller rolls a die of Sides sides, each number from 1
// to Sides as likely (CR 1.1.1a), then Then is generated with the number
// rolled (Ctx.Rolled: "the number rolled").
type RollDie struct {
	Sides int
	Then  []Effect
}

func (e RollDie) Do(g *Game, c *Ctx) {
	n := 1 + g.random(max(e.Sides, 1))
	g.emit(Event{Kind: EvRoll, Player: c.Controller, Obj: c.Source, Other: NoObj, Amount: n, Rule: CRSub(1, 1, 1, 'a')})
	c.Rolled = n
	g.run(e.Then, c)
}

func (e RollDie) Text() Text { return T("roll-die", e) }

// BaseIntellectIsRolled: until end of turn, the controller's base
// intellect is the number rolled (Ctx.Rolled). A hero's base intellect is
// its printed one (CR 2.4.2) unless an effect sets it; its intellect is
// that base as modified (CR 2.4.3), and no effect of the pool modifies it,
// so the player's intellect is the number rolled. It is what the end
// phase's draw reads (CR 4.4.3e: draw up to intellect), before the turn
// ends and the hero's printed intellect is back (CR 4.4.4, endPhase).
type BaseIntellectIsRolled struct{}

func (BaseIntellectIsRolled) Do(g *Game, c *Ctx) {
	g.s.Players[c.Controller].Intellect = c.Rolled
}

func (BaseIntellectIsRolled) Text() Text { return T("base-intellect-is-rolled") }

// restoreIntellect gives each hero its printed intellect back as the turn
// ends (CR 4.4.4: "until end of turn" effects end; BaseIntellectIsRolled).
func (g *Game) restoreIntellect() {
	s := g.s
	for p := range s.Players {
		if h := s.Players[p].Hero; h >= 0 && int(h) < len(s.Objs) {
			s.Players[p].Intellect = s.CardOf(h).Intellect
		}
	}
}

// reach: what the effects of the number rolled may add, whatever it is
// (reach.go).
func (e RollDie) reach(m *most) { m.effects(e.Then) }

// reach: nothing. Intellect is the number of cards drawn up to at the
// end of the turn (CR 4.4.3e, 1.3.3): after the turn's damage.
func (BaseIntellectIsRolled) reach(*most) {}

package rules

// "The next time [an event] this turn, [effects]": a delayed-triggered
// effect made by an effect as it resolves (CR 6.6.3: it lasts for the
// duration it says, 6.6.3a, and "the next time" triggers once; its layer
// goes on the stack as other triggers do, 1.10.2b). Its condition and effects are a triggered ability the
// source card defines among its Grants, so they stay data: the delayed
// trigger (state.Delayed, of kind DelayedGrant) names the card and the
// grant. It fires at most once and ends with the turn if it has not
// (CR 4.4.4: "this turn").

// NextTime: the next time this turn that the trigger condition of the
// source card's Grant (1-based) is met, its effects are generated under
// the controller's control (Kassai: "the next time a weapon you control
// hits a hero this turn, create a Gold token").
type NextTime struct{ Grant int }

func (e NextTime) Do(g *Game, c *Ctx) {
	s := g.s
	card := s.Obj(c.Source).Card
	s.Delayed = append(s.Delayed, delayedTrigger{Controller: c.Controller, On: s.Cards[card].Grants[e.Grant-1].Trigger.When.Event,
		Player: NoPlayer, Do: DelayedGrant, Source: c.Source, Card: card + 1, Grant: int8(e.Grant)})
}

func (e NextTime) Text() Text { return T("next-time", e) }

// grantOf is the triggered ability a DelayedGrant carries out.
func (g *Game) grantOf(d *delayedTrigger) *Trigger {
	return g.s.Cards[d.Card-1].Grants[d.Grant-1].Trigger
}

// nextTimeFires reports whether e meets the condition of d, a DelayedGrant,
// as the source's own triggered ability would (When, with the source).
func (g *Game) nextTimeFires(d *delayedTrigger, e *Event) bool {
	return g.meets(&g.grantOf(d).When, d.Source, e)
}

// resolveNextTime generates the effects of a fired DelayedGrant.
func (g *Game) resolveNextTime(d *delayedTrigger) {
	ctx := g.checkCtx(Ctx{Source: d.Source, Controller: d.Controller})
	defer g.doneCtx()
	g.run(g.grantOf(d).Effects, ctx)
}

// endNextTimes ends the DelayedGrants that did not fire this turn (CR
// 4.4.4). A game without one keeps its list as it was.
func (g *Game) endNextTimes() {
	s := g.s
	has := false
	for i := range s.Delayed {
		has = has || s.Delayed[i].Do == DelayedGrant
	}
	if !has {
		return
	}
	kept := s.Delayed[:0]
	for _, d := range s.Delayed {
		if d.Do != DelayedGrant {
			kept = append(kept, d)
		}
	}
	s.Delayed = kept
}

// reach: the granted ability's effects, once (reach.go).
// It fires at most once (CR 6.6.3), so they count once.
func (e NextTime) reach(m *most) { m.grantOnce(e.Grant) }

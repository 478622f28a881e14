package rules

// givePriority is entering a priority state (CR 1.10.2): game state
// actions, pending triggers onto the stack, then p gains priority.
func (g *Game) givePriority(p Player) {
	s := g.S
	for {
		if g.stateActions() {
			return // the game ended, or the chain closed and priority was given there
		}
		if len(s.Pending) == 0 {
			break
		}
		g.stackPending()
	}
	s.Priority = p
	s.Passes = 0
}

// stateActions performs the game state actions of CR 1.10.2. It reports
// true when it handed priority on itself (game over, chain closed).
func (g *Game) stateActions() bool {
	if g.stateActionsNoClose() {
		return true
	}
	// CR 1.10.2e: a chain a rule or effect closed closes now (CR 7.7.2):
	// an effect closed it, or the active attack ceased to exist before
	// damage was calculated (CR 7.7.2c).
	s := g.S
	if s.Chain.Open && s.Step != StepClose {
		link := s.Chain.Active()
		if s.Chain.Closing || (link != nil && link.Left && !link.Damaged) {
			g.closeStep()
			return true
		}
	}
	return false
}

// heroesDead is CR 1.10.2a: heroes at 0 life lose; all at once is a draw
// (CR 4.5.4a).
func (g *Game) heroesDead() bool {
	s := g.S
	dead := [2]bool{s.Players[0].Life <= 0, s.Players[1].Life <= 0}
	if dead[0] || dead[1] {
		g.endGame(dead)
		return true
	}
	return false
}

// stateTriggers is CR 1.10.2d: a state-triggered ability whose condition
// holds triggers, unless a layer of it is already waiting.
func (g *Game) stateTriggers() {
	s := g.S
	for p := range s.Players {
		for _, obj := range s.Players[p].Zones[ZoneArena] {
			c := s.CardOf(obj)
			for ti := range c.Triggers {
				t := &c.Triggers[ti]
				if t.State == nil || !g.functions(obj, t) || g.waiting(obj, int8(ti)) {
					continue
				}
				if t.State.Test(g, &Ctx{Source: obj, Controller: s.Obj(obj).Controller}) {
					s.Pending = append(s.Pending, Pending{Controller: s.Obj(obj).Controller, Source: obj, Ability: int8(ti), Event: Event{Kind: EvNone, Obj: obj}})
				}
			}
		}
	}
}

// waiting reports whether a triggered layer of (obj, ability) is pending or
// on the stack.
func (g *Game) waiting(obj ObjID, ability int8) bool {
	for _, t := range g.S.Pending {
		if t.Source == obj && t.Ability == ability && !t.Granted {
			return true
		}
	}
	for _, l := range g.S.Stack {
		if l.Kind == TriggeredLayer && l.Obj == obj && l.Ability == ability && !l.Granted {
			return true
		}
	}
	return false
}

func (g *Game) endGame(dead [2]bool) {
	s := g.S
	s.Phase = PhaseOver
	s.Priority = NoPlayer
	switch {
	case dead[0] && dead[1]:
		s.Draw = true
		s.Winner = NoPlayer
		g.emit(Event{Kind: EvDrawGame, Player: NoPlayer, Obj: NoObj, Rule: "4.5.4a"})
	default:
		loser := Player(0)
		if dead[1] {
			loser = 1
		}
		s.Players[loser].Lost = true
		s.Winner = loser.Opponent()
		g.emit(Event{Kind: EvLose, Player: loser, Obj: NoObj, Rule: "4.5.3a"})
		g.emit(Event{Kind: EvWin, Player: s.Winner, Obj: NoObj, Rule: "4.5.2a"})
	}
}

// stackPending adds pending triggered layers to the stack: the turn
// player's first, then the other's, each player ordering their own when
// they have several (CR 1.10.2d).
func (g *Game) stackPending() {
	s := g.S
	pend := s.Pending
	s.Pending = nil
	for _, p := range []Player{s.TurnPlayer, s.TurnPlayer.Opponent()} {
		var mine []Pending
		for _, t := range pend {
			if t.Controller == p {
				mine = append(mine, t)
			}
		}
		if len(mine) > 1 && g.samePending(mine) {
			// Identical layers: no order to choose, and the log says so.
			g.emit(Event{Kind: EvAuto, Player: p, Obj: mine[0].Source, Amount: len(mine), Why: AutoSameOrder,
				About: g.abilityOfTrigger(mine[0].Source, mine[0].Ability, mine[0].Granted, mine[0].GrantCard, mine[0].Delayed), Rule: "1.10.2d"})
		} else if len(mine) > 1 {
			// The answer lists the layers in the order they go on the
			// stack: the last one is on top and resolves first (CR 5.3.1).
			pr := Prompt{Kind: AskOrder, Shape: ShapeOrder, Player: p, Min: len(mine), Max: len(mine), Source: NoObj, Rule: "1.10.2d"}
			for i, t := range mine {
				o := Option{ID: OptionID(ActCard, t.Source, int8(i), NoPlayer), Act: ActCard, Obj: t.Source, Ability: int8(i), Value: i, Rule: "1.10.2d"}
				o.From = s.PlaceOf(t.Source)
				o.About = g.abilityOfTrigger(t.Source, t.Ability, t.Granted, t.GrantCard, t.Delayed)
				pr.Options = append(pr.Options, o)
			}
			a := g.ask(pr)
			ordered := make([]Pending, 0, len(mine))
			for _, id := range a.IDs {
				ordered = append(ordered, mine[pr.Options[pr.Find(id)].Value])
			}
			mine = ordered
		}
		for _, t := range mine {
			ev := t.Event
			s.Stack = append(s.Stack, Layer{Kind: TriggeredLayer, Obj: t.Source, Gen: s.Objs[t.Source].Gen, Controller: t.Controller,
				Ability: t.Ability, Granted: t.Granted, GrantCard: t.GrantCard, Event: ev, Delayed: t.Delayed})
		}
	}
}

// samePending reports triggered layers that cannot be told apart: the same
// ability of the same card definition (copies of one card, or one source
// twice), so any order gives the same game (CR 1.10.2d asks for an order
// only where it matters to the player).
func (g *Game) samePending(ps []Pending) bool {
	s := g.S
	for _, t := range ps[1:] {
		u := ps[0]
		if s.Objs[t.Source].Card != s.Objs[u.Source].Card || t.Ability != u.Ability || t.Granted != u.Granted ||
			t.GrantCard != u.GrantCard || (t.Delayed > 0) != (u.Delayed > 0) {
			return false
		}
	}
	return true
}

// drainStack resolves layers and performs game state actions as if all
// players passed in succession, until the stack is empty (CR 4.2.2, 4.4.2,
// 7.7.4). Players do not get priority.
func (g *Game) drainStack() {
	s := g.S
	for !g.Over() {
		if g.stateActionsNoClose() {
			return
		}
		if len(s.Pending) > 0 {
			g.stackPending()
			continue
		}
		if len(s.Stack) == 0 {
			return
		}
		g.resolveTop()
	}
}

// stateActionsNoClose is CR 1.10.2 for stretches without priority (start
// and end phase, the close step): the chain is not closed from here.
func (g *Game) stateActionsNoClose() bool {
	if g.heroesDead() {
		return true
	}
	g.stateTriggers()
	return false
}

// priority asks the player with priority what to do (CR 1.11).
func (g *Game) priority() {
	s := g.S
	p := s.Priority
	pr := g.priorityPrompt(p)
	a := g.ask(pr)
	o := pr.Options[pr.Find(a.IDs[0])]
	switch o.Act {
	case ActPass:
		g.emit(Event{Kind: EvPass, Player: p, Obj: NoObj, Rule: "1.11.4"})
		s.Passes++
		if s.Passes < len(s.Players) {
			// CR 1.11.4a: priority passes to the next player.
			s.Priority = p.Opponent()
			return
		}
		g.allPassed()
	case ActPlay:
		g.playCard(p, o.Obj)
		if !g.Over() && g.S.Phase == PhaseAction {
			g.givePriority(p) // CR 1.11.5: the player regains priority
		}
	case ActActivate:
		g.activate(p, o.Obj, int(o.Ability))
		if !g.Over() && g.S.Phase == PhaseAction {
			g.givePriority(p)
		}
	}
}

// allPassed: every player passed in succession (CR 1.11.4a). The top layer
// resolves; with an empty stack the step or phase ends.
func (g *Game) allPassed() {
	s := g.S
	s.Priority = NoPlayer
	s.Passes = 0
	if len(s.Stack) > 0 {
		g.resolveTop()
		if g.Over() || s.Priority != NoPlayer {
			return
		}
		// CR 5.3.7: after a layer resolves the turn player gains priority.
		g.givePriority(s.TurnPlayer)
		return
	}
	switch s.Step {
	case StepNone:
		// CR 4.3.4: the action phase ends.
		s.Phase = PhaseEnd
	case StepAttack:
		g.defendStep() // CR 7.2.6
	case StepDefend:
		g.reactionStep() // CR 7.3.4
	case StepReaction:
		g.damageStep() // CR 7.4.3
	case StepDamage:
		g.resolutionStep() // CR 7.5.4
	case StepResolution:
		g.closeStep() // CR 7.6.4
	case StepLayer:
		// The attack left the stack without resolving (it was removed):
		// nothing to attack with, so the chain closes (CR 7.7.2c).
		g.closeStep()
	}
}

// optionOf finds an option by id in p (or rebuilds the common ones).
func (g *Game) optionOf(id int32, p *Prompt) Option {
	if p != nil {
		if i := p.Find(id); i >= 0 {
			return p.Options[i]
		}
	}
	act := Act(id >> 24)
	obj := ObjID((id>>8)&0xffff) - 1
	pl := Player(id&3) - 1
	return Option{ID: id, Act: act, Obj: obj, Player: pl, Ability: int8(uint8(id>>2) & 0x3f)}
}

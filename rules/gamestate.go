package rules

// Game state actions (CR 1.10.2): heroes at 0 life, the end of the game,
// and the checks made each time a player would get priority.

// stateActions performs the game state actions of CR 1.10.2. It reports
// true when it handed priority on itself (game over, chain closed).
func (g *Game) stateActions() bool {
	if g.stateActionsNoClose() {
		return true
	}
	// CR 1.10.2e: a chain a rule or effect closed closes now (CR 7.7.2):
	// an effect closed it, or the active attack ceased to exist before
	// damage was calculated (CR 7.7.2c).
	s := g.s
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
	s := g.s
	dead := [2]bool{s.Players[0].Life <= 0, s.Players[1].Life <= 0}
	if dead[0] || dead[1] {
		g.endGame(dead)
		return true
	}
	return false
}

func (g *Game) endGame(dead [2]bool) {
	s := g.s
	s.Phase = PhaseOver
	s.Priority = NoPlayer
	switch {
	case dead[0] && dead[1]:
		s.Draw = true
		s.Winner = NoPlayer
		g.emit(Event{Kind: EvDrawGame, Player: NoPlayer, Obj: NoObj, Rule: CRSub(4, 5, 4, 'a')})
	default:
		loser := Player(0)
		if dead[1] {
			loser = 1
		}
		s.Players[loser].Lost = true
		s.Winner = loser.Opponent()
		g.emit(Event{Kind: EvLose, Player: loser, Obj: NoObj, Rule: CRSub(4, 5, 3, 'a')})
		g.emit(Event{Kind: EvWin, Player: s.Winner, Obj: NoObj, Rule: CRSub(4, 5, 2, 'a')})
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

func allSameCard(s *state, objs []ObjID) bool {
	for _, o := range objs[1:] {
		if s.Objs[o].Card != s.Objs[objs[0]].Card {
			return false
		}
	}
	return true
}

// stalemate ends the game in a draw when it can no longer advance (CR
// 4.5.4d), in either of two ways: for a whole round no player had any
// option but to pass, no card moved and no life total changed (the next
// round then starts from the same position with the same lack of options,
// forever); or no player can ever again reduce a life total, whatever
// they choose (noPlayerCanAdvance, stalemate.go).
func (g *Game) stalemate() bool {
	s := g.s
	quiet := !s.Offered && s.Moves == s.MovesAtTurnStart &&
		s.Players[0].Life == s.LifeAtTurnStart[0] && s.Players[1].Life == s.LifeAtTurnStart[1]
	if !quiet {
		s.Idle = 0
	} else {
		s.Idle++
	}
	if (!quiet || s.Idle < int8(len(s.Players))) && !g.noPlayerCanAdvance() {
		return false
	}
	s.Phase = PhaseOver
	s.Priority = NoPlayer
	s.Draw = true
	s.Winner = NoPlayer
	g.emit(Event{Kind: EvDrawGame, Player: NoPlayer, Obj: NoObj, Rule: CRSub(4, 5, 4, 'd')})
	return true
}

package rules

// gainActions gives p action points; it fails for a player who is not the
// turn player in the action phase (CR 1.13.2b, 8.5.7b).
func (g *Game) gainActions(p Player, n int, rule Rule) {
	if p != g.s.TurnPlayer || g.s.Phase != PhaseAction {
		return
	}
	g.s.Players[p].Actions += n
	g.emit(Event{Kind: EvGainAction, Player: p, Obj: NoObj, Amount: n, Rule: rule})
}

// tick advances the game by one decision or one automatic stretch.
func (g *Game) tick() {
	s := g.s
	if g.known != nil && (s.Phase == PhaseSetup || s.Phase == PhaseStart || s.Phase == PhaseEnd || s.Priority == NoPlayer) {
		g.known = nil // not the priority question it was built for
	}
	switch {
	case s.Phase == PhaseSetup:
		g.startGame()
	case s.Phase == PhaseStart:
		g.startPhase()
	case s.Phase == PhaseEnd:
		g.endPhase()
	case s.Priority != NoPlayer:
		g.priority()
	default:
		g.givePriority(s.TurnPlayer)
	}
}

// startGame is the start-of-game procedure (CR 4.1). Heroes, weapons and
// equipment are already in the arena and decks in their zones (New).
func (g *Game) startGame() {
	s := g.s
	// CR 4.1.3: a player selected at random chooses who goes first. The
	// question is asked when the setup says so (Setup.AskFirst: the board,
	// scenarios); otherwise (rathe sim, the random players' games) we read
	// the selected player's choice as taking the first turn themselves, so
	// those games keep their generator's draws and hashes.
	sel := Player(s.RNG.Intn(2))
	first := sel
	asked := 0
	if g.deciders[sel] != nil && g.askFirst {
		a := g.ask(Prompt{Kind: AskFirstPlayer, Shape: ShapeOne, Player: sel, Min: 1, Max: 1, Source: NoObj, Rule: CR(4, 1, 3),
			Options: []Option{opt(ActPlayer, NoObj, 0, sel, CR(4, 1, 3)), opt(ActPlayer, NoObj, 0, sel.Opponent(), CR(4, 1, 3))}})
		first = g.optionOf(a.IDs[0], nil).Player
		asked = 1
	}
	s.First = first
	s.TurnPlayer = first
	g.emit(Event{Kind: EvFirstPlayer, Player: first, Obj: NoObj, Other: s.Players[sel].Hero, Amount: asked, Rule: CR(4, 1, 3)})
	// CR 4.1.4: the players whose card-pools have spare weapons or
	// equipment choose what to start with (equip.go).
	g.chooseArenaCards(first)
	// CR 4.1.7: each player shuffles their deck.
	for _, p := range []Player{first, first.Opponent()} {
		g.shuffle(p)
	}
	// CR 4.1.8: equip, then the start of the game; triggers resolve as if
	// all players passed.
	for _, p := range []Player{first, first.Opponent()} {
		for _, obj := range s.Zone(p, ZoneArena) {
			if obj != s.Players[p].Hero {
				g.emit(Event{Kind: EvEquip, Player: p, Obj: obj, Rule: CR(4, 1, 8)})
			}
		}
	}
	g.emit(Event{Kind: EvGameStart, Player: first, Obj: NoObj, Rule: CR(4, 1, 8)})
	g.drainStack()
	// CR 4.1.9: draw up to intellect; the first player begins.
	for _, p := range []Player{first, first.Opponent()} {
		g.drawUpTo(p)
	}
	// The opening draws come before the first turn (CR 4.1.9, 4.2): no
	// card was drawn "this turn" yet (drawn.go).
	for p := range s.Players {
		s.Players[p].Turn.Drew = false
	}
	s.Turn = 1
	s.Phase = PhaseStart
}

// startPhase is CR 4.2: no priority; start-of-turn triggers resolve.
func (g *Game) startPhase() {
	s := g.s
	tp := s.TurnPlayer
	s.LifeAtTurnStart = [2]int{s.Players[0].Life, s.Players[1].Life}
	s.MovesAtTurnStart = s.Moves
	s.Offered = false
	g.emit(Event{Kind: EvTurnStart, Player: tp, Obj: NoObj, Rule: CR(4, 2, 2)})
	g.drainStack()
	if g.Over() {
		return
	}
	// CR 4.3: the action phase; the turn player gets 1 action point (not a
	// gain: CR 4.3.2a) and priority.
	s.Phase = PhaseAction
	s.Step = StepNone
	s.Players[tp].Actions = 1
	g.emit(Event{Kind: EvActionPhase, Player: tp, Obj: NoObj, Amount: 1, Rule: CR(4, 3, 1)})
	g.givePriority(tp)
}

// endPhase is CR 4.4.
func (g *Game) endPhase() {
	s := g.s
	tp := s.TurnPlayer
	// CR 4.4.2: beginning of the end phase (intimidated cards return).
	g.emit(Event{Kind: EvEndPhase, Player: tp, Obj: NoObj, Rule: CR(4, 4, 2)})
	g.drainStack()
	if g.Over() {
		return
	}
	// CR 4.4.3b: the turn player may arsenal a card from hand face down.
	if len(s.Zone(tp, ZoneArsenal)) == 0 && len(s.Zone(tp, ZoneHand)) > 0 {
		hand := s.Zone(tp, ZoneHand)
		p := Prompt{Kind: AskCards, Shape: ShapeSubset, Player: tp, Min: 0, Max: 1, Source: NoObj, Purpose: PurposeArsenal, Rule: CRSub(4, 4, 3, 'b')}
		p.Options = optionBuf(&g.bufs.arsenal) // the game's, reused next turn
		for _, obj := range hand {
			p.Options = g.addOpt(p.Options, ActCard, obj, 0, CRSub(4, 4, 3, 'b'))
		}
		g.bufs.arsenal = p.Options
		a := g.ask(p)
		if len(a.IDs) == 1 {
			obj := g.optionOf(a.IDs[0], &p).Obj
			g.move(obj, ZoneArsenal, false, false)
			g.emit(Event{Kind: EvArsenal, Player: tp, Obj: obj, From: ZoneHand, To: ZoneArsenal, Hidden: true, Rule: CRSub(4, 4, 3, 'b')})
		}
		g.drainStack()
	}
	if g.settle {
		g.settled() // RunTurnSettled ends here
		return
	}
	// CR 4.4.3c: pitched cards go to the bottom of the deck in an order
	// their owner chooses, hidden from the others.
	for _, p := range [2]Player{tp, tp.Opponent()} {
		pitch := append(g.bufs.objs[:0], s.Zone(p, ZonePitch)...)
		g.bufs.objs = pitch
		if len(pitch) == 0 {
			continue
		}
		order := pitch
		if len(pitch) > 1 && !allSameCard(s, pitch) {
			pr := Prompt{Kind: AskOrder, Shape: ShapeOrder, Player: p, Min: len(pitch), Max: len(pitch), Source: NoObj, Rule: CRSub(4, 4, 3, 'c')}
			pr.Options = optionBuf(&g.bufs.pitchOrder)
			for _, obj := range pitch {
				pr.Options = g.addOpt(pr.Options, ActCard, obj, 0, CRSub(4, 4, 3, 'c'))
			}
			g.bufs.pitchOrder = pr.Options
			a := g.ask(pr)
			order = order[:0] // the options hold the objects
			for _, id := range a.IDs {
				order = append(order, g.optionOf(id, &pr).Obj)
			}
		}
		for _, obj := range order {
			g.move(obj, ZoneDeck, true, false)
		}
		g.rememberBottom(p, order)
		g.emit(Event{Kind: EvPitchToBottom, Player: p, Obj: NoObj, Amount: len(order), Rule: CRSub(4, 4, 3, 'c')})
	}
	// CR 4.4.3d: all action and resource points are lost.
	for p := range s.Players {
		s.Players[p].Actions = 0
		s.Players[p].Resources = 0
	}
	// CR 4.4.3e: the turn player draws up to intellect; on the first turn
	// every player does.
	g.drawUpTo(tp)
	if s.Turn == 1 {
		g.drawUpTo(tp.Opponent())
	}
	g.drainStack()
	if g.Over() {
		return
	}
	if g.stalemate() {
		return
	}
	// CR 4.4.4: the turn ends; "this turn" effects end; the next player.
	g.expire(UntilEndOfTurn)
	g.endNextTimes() // nexttime.go
	g.restoreIntellect()
	s.Fired = s.Fired[:0]
	s.TurnUses = s.TurnUses[:0]
	for p := range s.Players {
		s.Players[p].Turn = TurnStats{}
		s.Players[p].BeatChest = false
	}
	g.emit(Event{Kind: EvTurnEnd, Player: tp, Obj: NoObj, Rule: CR(4, 4, 4)})
	s.TurnPlayer = tp.Opponent()
	s.Turn++
	s.Phase = PhaseStart
	s.Priority = NoPlayer
}

// passesEndActionPhase reports that every player passing in succession now
// ends the action phase (CR 4.3.4): in the action phase with the stack
// empty and no step of combat (the combat chain closed), where allPassed
// ends the phase rather than resolving a layer or starting a step.
func (s *state) passesEndActionPhase() bool {
	return s.Phase == PhaseAction && len(s.Stack) == 0 && s.Step == StepNone
}

// actionPhaseOver reports a turn past its action phase, or a game over
// (View.ActionPhaseOver).
func (s *state) actionPhaseOver() bool { return s.Phase > PhaseAction }

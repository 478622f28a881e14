package rules

// passOption is the priority prompt's first option: pass (CR 1.11.4),
// copied whole (built field by field each time, it was read back in
// wider words than it was written, which stalls).
var passOption = opt(ActPass, NoObj, 0, NoPlayer, CR(1, 11, 4))

// priorityHeads are the priority prompt's fields but its options, one for
// each player, copied whole into the prompt (as passOption: the prompt is
// copied whole for the decider right after).
var priorityHeads = [2]Prompt{priorityHead(0), priorityHead(1)}

func priorityHead(p Player) Prompt {
	return Prompt{Kind: AskPriority, Shape: ShapeOne, Player: p, Min: 1, Max: 1, Source: NoObj, Rule: CR(1, 11, 0)}
}

// priorityPrompt lists in pr, a Prompt the caller keeps (no copy of the
// whole prompt on the way back), p's priorityHeads but for the empty room
// of its Options, what p may do now: each card they may
// play, each ability they may activate, and pass. Cards and abilities they
// cannot use are listed as Blocked with the reason, for the learner.
func (g *Game) priorityPrompt(pr *Prompt, p Player) {
	s := g.s
	// pr.Options is the room the options are added to (priority gives the
	// game's list, reused by the next priority prompt): appending in place
	// writes no pointer.
	pr.Options = append(pr.Options, passOption)
	if g.Explain {
		pr.Blocked = g.bufs.blocked[:0]
	}
	// The timing of each class of card and ability, worked out once; the
	// facts of the cards, read without their definitions (nil: too many
	// cards for the table).
	var tv timingVerdicts
	g.timings(p, &tv)
	ft := g.cardFacts()
	// Nothing held has its timing now: the hand and arsenal need no walk
	// (unless every card is to be listed with its reason).
	if s.Players[p].held.play&tv.open != 0 || g.Explain {
		g.playable(pr, p, &tv, ft)
	}
	// abilities leaves out objects none of whose abilities' timing is now.
	open := uint8(1<<timingClasses - 1)
	if ft != nil && !g.Explain {
		open = tv.open
	}
	for _, ab := range g.abilities(p, ft, open) {
		obj, i := ab.obj, int(ab.ability)
		why := g.canActivate(p, obj, i, &tv)
		if why.Reason != ReasonNone && !g.Explain {
			continue
		}
		about := AbilityRef{Kind: AbilityActivated, Card: s.Objs[obj].Card, Index: int8(i)}
		if why.Reason == ReasonNone {
			pr.Options = g.addOpt(pr.Options, ActActivate, obj, int8(i), CR(5, 2, 0))
			pr.Options[len(pr.Options)-1].About = about
		} else {
			o := g.optAt(ActActivate, obj, int8(i), CR(5, 2, 0))
			o.About = about
			pr.Blocked = append(pr.Blocked, Blocked{Option: o, Reason: why.Reason, Rule: why.Rule, Needed: why.Needed})
		}
	}
	if len(pr.Options) > 1 {
		g.s.Offered = true
	}
	// The lists are kept for the next prompt when they grew (stored only
	// then: a pointer stored costs a write barrier while the collector
	// marks).
	if cap(pr.Options) > cap(g.bufs.priority) {
		g.bufs.priority = pr.Options
	}
	if g.Explain {
		g.bufs.blocked = pr.Blocked
		if len(pr.Blocked) == 0 {
			pr.Blocked = nil
		}
	}
}

// SetKnownPriority gives the game the priority prompt its next priority
// question would build, p, built at the very state the game is in (asked
// of this game or of the one it is a clone of, and kept, Prompt.Kept,
// where RunTurnUntil stopped at it): the question lists p's options (CR
// 1.11) rather than working them out card by card. It holds for the next
// tick alone, and only where that tick asks p's player for priority; a
// clone does not inherit it. The caller vouches that p is the prompt
// (the bot's search tests it: rules/bot's TestKnownPriorityIsBuilt).
func (g *Game) SetKnownPriority(p *Prompt) { g.known = p }

// knownPrompt is priorityPrompt from the prompt k it built before at this
// state (SetKnownPriority): its options copied into pr's room (the other
// fields are its player's priorityHeads, as k's), and what building it
// does to the state.
func (g *Game) knownPrompt(pr *Prompt, k *Prompt) {
	pr.Options = append(pr.Options, k.Options...)
	if len(pr.Options) > 1 {
		g.s.Offered = true
	}
	if cap(pr.Options) > cap(g.bufs.priority) {
		g.bufs.priority = pr.Options
	}
}

// playable adds to pr the cards in p's hand and arsenal that p may play now
// (with Explain, the others to pr.Blocked with the reason).
func (g *Game) playable(pr *Prompt, p Player, tv *timingVerdicts, ft *[maxFactCards]cardFacts) {
	s := g.s
	for _, z := range [2]Zone{ZoneHand, ZoneArsenal} {
		for _, obj := range s.Zone(p, z) {
			// Not listed, so not asked: a card that can never be played
			// or whose timing is not now (canPlay's first refusals).
			if ft != nil && !g.Explain {
				if k := ft[s.Objs[obj].Card].play; k == classNever || tv.open&(1<<k) == 0 {
					continue
				}
			}
			// CR 5.1: offered only if some answers complete the play.
			if why := g.canPlay(p, obj, tv); why.Reason == ReasonNone {
				pr.Options = g.addOpt(pr.Options, ActPlay, obj, 0, CR(5, 1, 0))
			} else if g.Explain {
				pr.Blocked = append(pr.Blocked, Blocked{Option: g.optAt(ActPlay, obj, 0, CR(5, 1, 0)), Reason: why.Reason, Rule: why.Rule, Needed: why.Needed})
			}
		}
	}
}

// abilityAt is an activated ability of an object: Activated[ability] of
// its card.
type abilityAt struct {
	obj     ObjID
	ability int8
}

// abilities lists every activated ability p could use: on permanents p
// controls and on p's cards on the combat chain, attacking or defending
// (CR 1.7.4: abilities function on the chain). With the card facts (ft),
// an object none of whose abilities has a timing class in open (bit k for
// class k) is left out. The list is the game's, reused by the next call.
func (g *Game) abilities(p Player, ft *[maxFactCards]cardFacts, open uint8) []abilityAt {
	s := g.s
	out := g.bufs.abilities[:0]
	add := func(obj ObjID) {
		if ft != nil && ft[s.Objs[obj].Card].acts&open == 0 {
			return // none of its abilities' timing is now
		}
		for i := range s.CardOf(obj).Activated {
			// An ability that works from the hand does nothing here
			// (CR 1.7.4b, handability.go).
			if !s.CardOf(obj).Activated[i].FromHand() {
				out = append(out, abilityAt{obj, int8(i)})
			}
		}
	}
	// With the facts, no ability in the arena whose timing is now: no walk.
	if ft == nil || s.Players[p].held.acts&open != 0 {
		for _, obj := range s.Zone(p, ZoneArena) {
			add(obj)
		}
	}
	for li := range s.Chain.Links {
		// An attack card (not a weapon's proxy, whose source is in the
		// arena) may have abilities of its own.
		if obj := s.Chain.Links[li].Attack; s.Obj(obj).Proxy == NoObj && s.Obj(obj).Controller == p && s.Obj(obj).Zone == ZoneChain {
			add(obj)
		}
		for _, obj := range s.Chain.Links[li].Defenders {
			if o := s.Obj(obj); o.Controller == p && o.Zone == ZoneChain {
				add(obj)
			}
		}
	}
	// CR 1.7.4b: the abilities whose cost discards their card work from
	// the hand (handability.go); with the facts, the hand is walked only
	// when some card of the game has one whose timing is now.
	if ft == nil || g.facts.hand&open != 0 {
		for _, obj := range s.Zone(p, ZoneHand) {
			if ft != nil && ft[s.Objs[obj].Card].hand&open == 0 {
				continue
			}
			for i := range s.CardOf(obj).Activated {
				if s.CardOf(obj).Activated[i].FromHand() {
					out = append(out, abilityAt{obj, int8(i)})
				}
			}
		}
	}
	if cap(out) > cap(g.bufs.abilities) {
		g.bufs.abilities = out // it grew (see priorityPrompt)
	}
	return out
}

// givePriority is entering a priority state (CR 1.10.2): game state
// actions, pending triggers onto the stack, then p gains priority.
func (g *Game) givePriority(p Player) {
	s := g.s
	for {
		g.staticGains(NoObj) // CR 6.2.5: a static bonus that started to apply since (replacement.go)
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

// priority asks the player with priority what to do (CR 1.11).
func (g *Game) priority() {
	s := g.s
	p := s.Priority
	// The prompt is the game's (gameBufs.prompt): RunTurnUntil's stop is
	// given it by pointer, and a prompt on the stack given so would be
	// moved to the heap. Nothing reads it once its option is chosen.
	pr := &g.bufs.prompt
	*pr = priorityHeads[p]
	pr.Options = optionBuf(&g.bufs.priority)
	if k := g.known; k != nil && k.Player == p && !g.Explain {
		g.known = nil
		g.knownPrompt(pr, k)
	} else {
		g.known = nil
		g.priorityPrompt(pr, p)
	}
	if g.stopAt != nil && g.stopAt(View{g: g, Viewer: p}, pr) {
		g.stopped = true // RunTurnUntil: not asked
		return
	}
	a := g.askPrompt(pr)
	o := pr.Options[pr.Find(a.IDs[0])]
	switch o.Act {
	case ActPass:
		g.emit(Event{Kind: EvPass, Player: p, Obj: NoObj, Rule: CR(1, 11, 4)})
		s.Passes++
		if s.Passes < len(s.Players) {
			// CR 1.11.4a: priority passes to the next player.
			s.Priority = p.Opponent()
			return
		}
		g.allPassed()
	case ActPlay:
		g.playCard(p, o.Obj)
		if !g.Over() && g.s.Phase == PhaseAction {
			g.givePriority(p) // CR 1.11.5: the player regains priority
		}
	case ActActivate:
		g.activate(p, o.Obj, int(o.Ability))
		if !g.Over() && g.s.Phase == PhaseAction {
			g.givePriority(p)
		}
	}
}

// allPassed: every player passed in succession (CR 1.11.4a). The top layer
// resolves; with an empty stack the step or phase ends.
func (g *Game) allPassed() {
	s := g.s
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
		// CR 4.3.4: the action phase ends (state.passesEndActionPhase).
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
	obj := OptionObj(id)
	pl := Player(id&3) - 1
	return Option{ID: id, Act: act, Obj: obj, Player: pl, Ability: int8(uint8(id>>2) & 0x3f)}
}

// cardFacts are what the priority prompt reads of a card definition to
// pass over what cannot be used now: the timing class of playing it
// (classNever: never, neverPlayed), and the set of the timing classes of
// its activated abilities (bit k for class k; none: it has none).
type cardFacts struct {
	play timingClass
	acts uint8
	// hand: the timing classes of the abilities that work from the hand
	// (CR 1.7.4b), which acts leaves out.
	hand uint8
}

// classNever is the play class of a card that can never be played.
const classNever = timingClasses

// maxFactCards is the most card definitions a game's fact table holds; a
// game with more reads its cards (no two embedded decks come near).
const maxFactCards = 128

// factTable holds the facts of state.Cards by card index, for the cards
// it was built for (the list at cards, n long: state.Cards only grows by
// copy, AddCard, so a list is known by where it starts and its length).
// It is never written once built: clones share it, and a game whose cards
// changed builds a new one. (Held by pointer, it keeps the game's memory
// within its size class: 272 bytes once a game, not 2 KB.)
type factTable struct {
	cards **Card
	n     int
	f     [maxFactCards]cardFacts
	// hand is the union of the cards' hand facts (cardFacts.hand).
	hand uint8
	// drawn: some card asks whether its player has drawn this turn
	// (drawn.go).
	drawn bool
	// discardNth: some card's trigger counts its player's discards
	// (discard.go).
	discardNth bool
	// wagerBlind: every card is blind to what a wager may cause
	// (blindToWager), as FreeWager asks at every "may" of a wager.
	wagerBlind bool
	// idleBlind: every card reads nothing an idle play leaves behind;
	// chosenDamage: some card may deal damage to a hero its controller
	// chooses; banishers: the cards with an activated ability that
	// banishes from the graveyard, bit i for card index i (IdlePlay,
	// Unharmed, idleBanish: idleFacts).
	idleBlind, chosenDamage bool
	banishers               [2]uint64
	// drawAway: some card may draw by a trigger that functions outside
	// the arena (idleFact's drawAway, mayDraw).
	drawAway bool
}

// cardFacts returns the facts of the game's cards by card index, nil when
// there are more than maxFactCards.
func (g *Game) cardFacts() *[maxFactCards]cardFacts {
	if ft := g.builtFacts(); ft != nil {
		return ft
	}
	return g.buildFacts()
}

// builtFacts returns the fact table of the game's cards if it is built
// already (cardFacts), nil if not.
func (g *Game) builtFacts() *[maxFactCards]cardFacts {
	if t, cards := g.facts, g.s.Cards; t != nil && t.n == len(cards) && t.cards == &cards[0] {
		return &t.f
	}
	return nil
}

// buildFacts builds a fact table for the game's cards (cardFacts).
func (g *Game) buildFacts() *[maxFactCards]cardFacts {
	s := g.s
	n := len(s.Cards)
	if n == 0 || n > maxFactCards {
		return nil
	}
	t := &factTable{cards: &s.Cards[0], n: n, wagerBlind: true, idleBlind: true}
	for i, c := range s.Cards {
		t.f[i] = factsOf(c)
		t.hand |= t.f[i].hand
		t.drawn = t.drawn || asksDrawn(c)
		t.discardNth = t.discardNth || asksDiscardNth(c)
		t.wagerBlind = t.wagerBlind && blindToWager(c)
		f := idleFacts(c)
		t.idleBlind = t.idleBlind && f.blind
		t.chosenDamage = t.chosenDamage || f.chosenDamage
		t.drawAway = t.drawAway || f.drawAway
		if f.banisher {
			t.banishers[i>>6] |= 1 << (i & 63)
		}
	}
	g.facts = t
	return &t.f
}

// factsOf works out the facts of a card (cardFacts).
func factsOf(c *Card) cardFacts {
	f := cardFacts{play: classNever}
	if neverPlayed(c).Reason == ReasonNone {
		f.play = classOf(c.Types, c.IsAttack())
	}
	for k := range c.Activated {
		if c.Activated[k].FromHand() {
			f.hand |= 1 << classOf(c.Activated[k].Type, c.Activated[k].Attack)
			continue
		}
		f.acts |= 1 << classOf(c.Activated[k].Type, c.Activated[k].Attack)
	}
	return f
}

// heldClasses counts, for one player, the cards in their hand and arsenal
// by the timing class they are played at (classNever: never), and the
// activated abilities' timing classes of the objects in their arena (one
// count for each class an object has abilities of), with the set of the
// classes counted (bit k for class k; never-played cards in none): what
// the priority prompt reads to see that nothing there can be used now
// without walking the zones (in 9 prompts of 10, nothing in hand and
// arsenal, and nothing in the arena, has a timing class that is open). It
// is kept as objects enter and leave the zone lists (Game.enter and
// Game.leave), is copied with the state, and is never hashed: it says
// nothing the lists do not. The sets could be worked out from the counts,
// but at every prompt that cost what the walks saved.
type heldClasses struct {
	play, acts   uint8
	nPlay, nActs [timingClasses]uint8
}

// hold counts obj, of player p's zone list z, in (by 1) or out (by -1) of
// the player's heldClasses; a zone that is not the hand, arsenal or arena
// changes nothing.
func (g *Game) hold(p Player, z Zone, obj ObjID, by int8) {
	if z != ZoneHand && z != ZoneArsenal && z != ZoneArena {
		return
	}
	s := g.s
	var f cardFacts
	if ft := g.builtFacts(); ft != nil { // not built for it: New makes objects as it adds cards
		f = ft[s.Objs[obj].Card]
	} else {
		f = factsOf(s.CardOf(obj))
	}
	s.Players[p].held.count(z, f, by)
}

// count counts a card of facts f in zone z in or out (by 1 or -1).
func (h *heldClasses) count(z Zone, f cardFacts, by int8) {
	if z == ZoneArena {
		for acts, k := f.acts, 0; acts != 0; acts, k = acts>>1, k+1 {
			if acts&1 != 0 {
				h.nActs[k] += uint8(by)
				h.acts = h.acts&^(1<<k) | b8(h.nActs[k] != 0)<<k
			}
		}
		return
	}
	if k := f.play; k != classNever {
		h.nPlay[k] += uint8(by)
		h.play = h.play&^(1<<k) | b8(h.nPlay[k] != 0)<<k
	}
}

// b8 is 1 for true, 0 for false.
func b8(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// countHeld works out p's heldClasses from the zone lists and the cards,
// as Game.hold keeps them (the check of HeldAgrees).
func (s *state) countHeld(p Player) heldClasses {
	var h heldClasses
	for _, z := range [3]Zone{ZoneHand, ZoneArsenal, ZoneArena} {
		for _, obj := range s.Zone(p, z) {
			h.count(z, factsOf(s.CardOf(obj)), 1)
		}
	}
	return h
}

// HeldAgrees reports whether the counts the priority prompt reads of each
// player's hand, arsenal and arena (heldClasses) agree with the zone lists:
// an invariant of every state the engine makes (the invariant checker
// checks it with every event).
func (s *state) HeldAgrees() bool {
	for p := range s.Players {
		if s.countHeld(Player(p)) != s.Players[p].held {
			return false
		}
	}
	return true
}

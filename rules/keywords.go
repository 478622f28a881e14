package rules

// Intimidate the opposing hero (CR 8.5.10).
type Intimidate struct{}

func (Intimidate) Do(g *Game, c *Ctx) { g.intimidate(c.Controller, c.Controller.Opponent(), c.Source) }

func (Intimidate) Text() Text { return T("intimidate") }

// Reprise: if the defending hero defended with a card from hand this chain
// link, Then (CR 8.4.3). Checked on resolution (8.4.3a).
func Reprise(then ...Effect) Effect { return If{Cond: DefendedFromHand, Then: then} }

// DefendedFromHand holds when the active chain link has a defending card
// that came from hand (CR 8.4.3).
var DefendedFromHand = &Condition{Code: "reprise", Test: func(g *Game, c *Ctx) bool {
	l := g.S.Chain.Active()
	return l != nil && l.FromHand > 0
}}

// Keyword triggered abilities (CR 8.3): their layers carry negative ability
// indices so they need no entry in a card's Triggers.
const (
	abilityBladeBreak int8 = -1
	abilityBattleworn int8 = -2
	// abilityDelayed marks the layer of a delayed trigger (Layer.Delayed).
	abilityDelayed int8 = -3
)

var (
	// CR 8.3.3: blade break: when the combat chain closes, if this
	// defended, destroy it.
	bladeBreak = Trigger{On: EvChainClose, Cond: "chain-closes-defended", Effects: []Effect{DestroySelf{Rule: "8.3.3"}}}
	// CR 8.3.2: battleworn: when the combat chain closes, if this
	// defended, put a -1{d} counter on it.
	battleworn = Trigger{On: EvChainClose, Cond: "chain-closes-defended", Effects: []Effect{SelfCounter{Kind: CounterDefense, N: -1, Rule: "8.3.2"}}}
)

func keywordTrigger(ability int8) *Trigger {
	switch ability {
	case abilityBladeBreak:
		return &bladeBreak
	case abilityBattleworn:
		return &battleworn
	}
	return nil
}

// keywordTriggers adds the keyword triggers an event sets off.
func (g *Game) keywordTriggers(e *Event) {
	if e.Kind != EvChainClose {
		return
	}
	s := g.S
	for p := range s.Players {
		for _, obj := range s.Players[p].Zones[ZoneArena] {
			o := s.Obj(obj)
			if !o.Defended {
				continue
			}
			if g.HasKeyword(obj, BladeBreak) {
				s.Pending = append(s.Pending, Pending{Controller: o.Controller, Source: obj, Ability: abilityBladeBreak, Event: *e})
			}
			if g.HasKeyword(obj, Battleworn) {
				s.Pending = append(s.Pending, Pending{Controller: o.Controller, Source: obj, Ability: abilityBattleworn, Event: *e})
			}
		}
	}
}

// intimidate: the player banishes a random card of their hand face down;
// at the beginning of the end phase it returns to their hand (CR 8.5.10).
// The player counts as intimidated even with an empty hand (8.5.10a).
func (g *Game) intimidate(by, p Player, src ObjID) {
	s := g.S
	s.Players[by].Turn.Intimidated = true
	hand := s.Zone(p, ZoneHand)
	if len(hand) == 0 {
		g.emit(Event{Kind: EvIntimidate, Player: p, Obj: NoObj, Other: src, Rule: "8.5.10a"})
		return
	}
	obj := hand[s.RNG.Intn(len(hand))]
	g.move(obj, ZoneBanished, false, false)
	s.Delayed = append(s.Delayed, Delayed{Controller: by, On: EvEndPhase, Player: NoPlayer, Do: DelayedReturnToHand,
		Objs: []ObjID{obj}, Gens: []uint16{s.Obj(obj).Gen}, Source: src})
	g.emit(Event{Kind: EvIntimidate, Player: p, Obj: obj, Other: src, From: ZoneHand, To: ZoneBanished, Hidden: true, Rule: "8.5.10"})
}

// dominated reports whether the active attack has dominate and already has
// a defending card from hand (CR 8.3.4, 7.4.2c).
func (g *Game) dominated(p Player) bool {
	link := g.S.Chain.Active()
	return link != nil && link.FromHand > 0 && g.HasKeyword(link.Attack, Dominate)
}

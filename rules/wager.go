package rules

// Wager (CR 8.5.46): a continuous effect on an attack and the hero it
// attacks. When the attack's chain link resolves, if the attack hit, the
// player who controls the effect wins the prize; otherwise the other
// player does (8.5.46). A token prize is created under the winner's
// control (8.5.46b).
//
// A wager in force is a delayed trigger (state.Delayed) of kind
// DelayedWager that fires when the attack's chain link resolves (CR
// 7.6.2); it moves to state.Fired as it fires and stays there, with its
// winner once its layer resolves, until the turn ends. Its fields:
// Controller wagered, Player is the hero wagered with, Objs[0] and Gens[0]
// the attack, Card 1 + the prize's definition (0 for none), Won the
// winner (NoPlayer until then). A chain that closes before the link
// resolves ends the wager with no winner (endWagers): the link never
// resolves, so the trigger never fires.

// Wager: the controller wagers Prize with the hero their attack attacks
// ("when this attacks a hero, you may wager a Gold token with them"; CR
// 8.5.46). The attack is the source's: the source itself, or the attack
// of the weapon that is the source.
//
// And is a second token of the same prize ("wager a Might and a Vigor
// token"): one wager, whose winner creates both (CR 8.5.46b).
type Wager struct{ Prize, And *Card }

func (e Wager) Do(g *Game, c *Ctx) { g.wager(c.Controller, c.Source, e.Prize, e.And) }

func (e Wager) Text() Text { return T("wager", e) }

// TargetWagers: the target attack wagers Prize with the defending hero
// (CR 8.5.46), its controller being the one who wagers ("target weapon
// attack you control wagers a Gold token with the defending hero").
type TargetWagers struct{ Prize *Card }

func (e TargetWagers) Do(g *Game, c *Ctx) {
	for _, t := range c.Targets {
		if t.Obj == NoObj || t.Player != NoPlayer || g.s.Obj(t.Obj).Gen != t.Gen {
			continue
		}
		g.wager(c.Controller, t.Obj, e.Prize, nil)
	}
}

func (e TargetWagers) Text() Text { return T("target-wagers", e) }

// linkOf is the chain link of the attack obj, or of the attack of the
// weapon obj (its proxy), or nil when it has none.
func (g *Game) linkOf(obj ObjID) *chainLink {
	s := g.s
	for i := range s.Chain.Links {
		l := &s.Chain.Links[i]
		if l.Attack == obj || s.Obj(l.Attack).Proxy == obj && !s.Obj(l.Attack).Gone {
			return l
		}
	}
	return nil
}

// wager makes p's wager of the attack of src with the hero it attacks. It
// fails when src is not an attack on the chain whose link has not
// resolved.
func (g *Game) wager(p Player, src ObjID, prize, and *Card) {
	s := g.s
	l := g.linkOf(src)
	if l == nil || l.Resolved || !g.isAttack(l.Attack) {
		return
	}
	var card, card2 int16
	if prize != nil {
		card = g.AddCard(prize) + 1
	}
	if and != nil {
		card2 = g.AddCard(and) + 1
	}
	attack := l.Attack
	s.Delayed = append(s.Delayed, delayedTrigger{Controller: p, On: EvLinkResolved, Player: l.Target, Do: DelayedWager,
		Objs: []ObjID{attack}, Gens: []uint16{s.Obj(attack).Gen}, Source: attack, Card: card, Card2: card2, Won: NoPlayer})
	// CR 8.5.46a: the attack and p have wagered.
	g.emit(Event{Kind: EvWager, Player: p, Obj: attack, Other: s.Players[l.Target].Hero, Amount: prizeAmount(card, card2), Rule: CRSub(8, 5, 46, 'a')})
}

// prizeAmount is the Amount of a wager's events: 1 + the prize's
// definition, and 1 + its second token's above bit 16 (0 for none).
func prizeAmount(card, card2 int16) int { return int(card) | int(card2)<<16 }

// settleWager carries out the trigger of a wager as it resolves (CR
// 8.5.46a): the attack hit, its wagerer wins; it did not, the other hero.
func (g *Game) settleWager(d *delayedTrigger) {
	s := g.s
	attack := d.Objs[0]
	hit := false
	for i := range s.Chain.Links {
		if l := &s.Chain.Links[i]; l.Attack == attack {
			hit = l.Hit
		}
	}
	win := d.Player
	if hit {
		win = d.Controller
	}
	d.Won = win
	g.emit(Event{Kind: EvWagerWon, Player: win, Obj: attack, Other: s.Players[win].Hero, Amount: prizeAmount(d.Card, d.Card2), Rule: CRSub(8, 5, 46, 'a')})
	// CR 8.5.46b: the winner creates the token prize, each of its tokens.
	for _, card := range [2]int16{d.Card, d.Card2} {
		if card > 0 {
			g.createToken(win, s.Cards[card-1], attack)
		}
	}
}

// wagerFires reports whether event e is the resolution of the chain link
// of the wager d's attack: the same object as when it wagered, or one
// that has left the chain link since (CR 7.0.3c: the link resolves all
// the same, with the attack's last known information).
func (g *Game) wagerFires(d *delayedTrigger, e *Event) bool {
	if e.Obj != d.Objs[0] || e.Obj < 0 {
		return false
	}
	if g.s.Obj(e.Obj).Gen == d.Gens[0] {
		return true
	}
	l := g.s.Chain.Active()
	return l != nil && l.Attack == e.Obj && l.Left
}

// endWagers ends the wagers whose chain link never resolved, as the chain
// closes (CR 7.7.7: the effects of the combat chain end with it).
func (g *Game) endWagers() {
	s := g.s
	kept := s.Delayed[:0]
	for _, d := range s.Delayed {
		if d.Do != DelayedWager {
			kept = append(kept, d)
		}
	}
	s.Delayed = kept
}

// appendWagers appends to out the wagers in force p made (View.Waiting):
// public, as the attack and its chain link are (CR 8.5.46).
func (g *Game) appendWagers(out []Waiting, p Player) []Waiting {
	s := g.s
	for i := range s.Delayed {
		d := &s.Delayed[i]
		if d.Do != DelayedWager || d.Controller != p {
			continue
		}
		attack := d.Objs[0]
		w := Waiting{Kind: WaitWager, Controller: p, Source: s.Obj(attack).Card, SourceObj: attack, Rule: CR(8, 5, 46)}
		if d.Card > 0 {
			w.Prize = s.Cards[d.Card-1]
		}
		if d.Card2 > 0 {
			w.And = s.Cards[d.Card2-1]
		}
		out = append(out, w)
	}
	return out
}

// WageredThisLink holds when the controller has wagered on the active
// chain link ("play this only if you've wagered this chain link", CR
// 8.5.46a).
var WageredThisLink = &Condition{Code: "wagered-this-chain-link", Test: func(g *Game, c *Ctx) bool {
	s := g.s
	l := s.Chain.Active()
	if l == nil {
		return false
	}
	for _, ds := range [2][]delayedTrigger{s.Delayed, s.Fired} {
		for i := range ds {
			d := &ds[i]
			if d.Do == DelayedWager && d.Controller == c.Controller && d.Objs[0] == l.Attack && s.Obj(l.Attack).Gen == d.Gens[0] {
				return true
			}
		}
	}
	return false
}}

// The trigger conditions of wagers (CR 6.6.1c, 8.5.46a).
var (
	// WhenThisAttacksAHero: "when this attacks a hero" (CR 7.2.4; every
	// attack here targets a hero).
	WhenThisAttacksAHero = When{Event: EvAttack, Of: This, To: ToHero}
	// WhenYourAttackWagers: "whenever an attack you control wagers".
	WhenYourAttackWagers = When{Event: EvWager, Of: YourAttack}
	// WhenYourAttackFirstWinsAWager: "the first time each of your attacks
	// wins a wager": the attack wins with the player who wagered.
	WhenYourAttackFirstWinsAWager = When{Event: EvWagerWon, Of: YourAttack, Nth: 1}
)

// WhenThisAttacksMayWager is the triggered ability "when this attacks a
// hero, you may wager a [prize] token with them" (CR 8.5.46).
func WhenThisAttacksMayWager(prize *Card) *Trigger {
	return &Trigger{When: WhenThisAttacksAHero, Optional: true, Effects: []Effect{Wager{Prize: prize}}}
}

// wagersWon counts the wagers of the attack obj its controller has won
// (When.Nth of EvWagerWon).
func (g *Game) wagersWon(obj ObjID) int {
	s := g.s
	if obj < 0 || int(obj) >= len(s.Objs) {
		return 0
	}
	p, won := s.Obj(obj).Controller, 0
	for i := range s.Fired {
		d := &s.Fired[i]
		if d.Do == DelayedWager && d.Objs[0] == obj && (d.Gens[0] == s.Obj(obj).Gen || g.leftChain(obj)) && d.Won == p && d.Controller == p {
			won++
		}
	}
	return won
}

// reach: the prize, as if the controller won (reach.go). A prize is made
// as the wagering attack's link resolves (CR 8.5.46b, 7.6.2): the cards
// its action abilities draw (a Gold's) come only after that attack, and
// only with an action point then; where that attack is one not yet made
// (the source is an action card: its own attack, or the next attack
// after it resolves, CR 7.0.1a), they are most's lateDraws.
func (e Wager) reach(m *most) {
	m.token(e.Prize, 1)
	m.token(e.And, 1)
	if m.card != nil && m.card.Types.Has(Action) && m.depth <= 1 {
		for _, t := range [2]*Card{e.Prize, e.And} {
			if t != nil {
				m.lateDraws += cardReach(t, m.depth+1, m.undefended).pointDraws
			}
		}
	}
}

func (e TargetWagers) reach(m *most) { m.token(e.Prize, 1) }

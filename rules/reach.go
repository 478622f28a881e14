package rules

import (
	"slices"
	"sync"
	"sync/atomic"
)

// Reach: an upper bound on the damage the turn player can still deal this
// turn, for a search that cuts the lines that cannot beat the best it has
// found (rules/bot). It is a bound, never a guess: every card, ability and
// effect that may add damage says the most it may add (each block in its
// own file, a method reach), and one that cannot say makes the whole bound
// unknown (Reach's ok is false), so that nothing is cut.
//
// Why it is a bound. The damage still to come this turn is dealt by
// attacks (their power, CR 7.5.2) and by effects that deal damage (CR
// 8.5.3). An attack is a card played or a weapon activated (CR 1.4.2,
// 1.4.3); its power is the printed one with what effects add (CR 2.9).
// So the damage to come is at most the sum, over everything the player
// may still play or activate, of what each may add if used: an attack's
// power and what its abilities give, a card's "next attack gets +N", the
// damage it deals; plus, for "every attack this turn gets +N" and the
// abilities that work each time something happens, that much times the
// most attacks or events the turn can still hold; plus the attack on the
// chain not yet dealt. What a card may do it is counted as doing, whatever
// its conditions: a condition only takes away.
//
// The resources bound what may be played: a card played is paid for (CR
// 1.14), and the resources come from cards pitched (their pitch value),
// from the points floating and from effects that give them. Each card of
// the hand and the arsenal is played, pitched or neither (a card is in one
// place, CR 3.0.1), so the most is a choice of roles whose costs the
// pitched cards, the floating points and every resource an effect may give
// cover: a knapsack, solved exactly (reachKnapsack). Its costs are the
// least a card may cost: its printed cost less every reduction it or the
// game may give (an alternative cost when lower), and 0 when an effect in
// the game may reduce costs in a way not counted here.
//
// A card drawn this turn (or found, or made playable from the deck) is one
// of the cards the deck holds, in any world the player may imagine (the
// deck's cards are the same in each, only their order is hidden): the
// cards drawn are distinct cards of the deck, at their least cost and
// most pitch, and at most the cards of the deck (rankedCards).
//
// Action points (CR 1.13.2) are counted as a bound of their own: the
// player's, plus one for each go again the turn may give (CR 8.3.5), with
// no bound where a go again is unlimited; the knapsack takes no more uses
// that need an action point than that (the states' a, below). Counting
// more action points than the turn can have makes the bound higher,
// never lower.
//
// The goldfish's side is not counted: what it may do only prevents damage.
// Reach is asked where the other player defends with nothing from here
// on: a goldfish, or a hero answered as the goldfish is where Game.Inert
// holds (rules/bot asks nothing else). So what needs a defender, a
// defend event or "if this is defended by an attack action card", adds
// nothing unless a link of the chain is defended already (defended.go).

// most is what blocks say of the most they may add to their controller's
// damage this turn. Fields add up over the blocks asked.
type most struct {
	// card is the definition whose blocks are asked: its Grants and
	// Tokens are what the effects' indices name.
	card *Card
	// none: a block cannot say its most.
	none bool
	// power is power given to attacks and damage dealt, once; next is
	// power that waits for an attack not yet made ("your next attack
	// gets +3"), once: nothing if no attack is made; each is
	// power given to every attack ("your attacks get +1 this turn", a
	// trigger on each attack of the player), counted once per attack;
	// many is what may be added each time something else happens,
	// counted times the most events of the turn.
	power, next, each, many int
	// res is resource points gained, draws the cards added from the deck
	// to what may be played; manyRes and manyDraws those given each time
	// something happens.
	res, draws         int
	manyRes, manyDraws int
	// gain is the cards the hand gains (drawn, less those its effects
	// put away at once: a random discard, a card to the bottom): the
	// places a card drawn may take (Reach).
	gain int
	// freeCosts: an effect may make costs lower than the bound counts;
	// freeWeapons: the costs of weapons' attacks alone.
	freeCosts, freeWeapons bool
	// goAgain counts the attacks that may be given go again (CR 8.3.5):
	// action points the turn may gain besides the cards' own; selfGo:
	// the card itself may get it; manyGo: go again without a count.
	goAgain        int
	selfGo, manyGo bool
	// goNow counts those of goAgain that may go to an attack already
	// made (not only to one not yet played: "your next attack", a
	// trigger on playing one, onPlay): noPoint.
	goNow  int
	onPlay bool
	// arsenalGo: the card itself gets go again if played from the
	// arsenal (fromArsenal).
	arsenalGo bool
	// extra counts the additional attacks a weapon may be given (CR
	// 5.2.3c: "you may attack an additional time with it"); extraGo
	// those of them given as a weapon's attack gains go again (a trigger
	// on EvGainGoAgain: Dorinthea's, extraMayCome).
	extra, extraGo int
	// paidGain is the part of gain that needs resources paid besides
	// the card's cost (a Gold token's draw: {r}{r} to activate), gainCost
	// the least of them (0: none).
	paidGain, gainCost int
	// eachDraws are the cards drawn each time the player attacks (a
	// trigger on each attack that makes a token that draws), each for
	// eachDrawCost resources paid (Reach: paid draws).
	eachDraws, eachDrawCost int
	// paidDraws counts the cards of draws each drawn only for a payment
	// of paidDrawCost resources at least, one card a payment (a Gold's
	// draw: {r}{r}, CR 1.14), besides a card's cost (Reach).
	paidDraws, paidDrawCost int
	// paidPower is power given once and only for resources paid ("you
	// may pay {r}{r}: that attack gets +1", MayPay), paidEach such
	// power given each time the player attacks (Betsy's, on each
	// attack that wagers): Reach counts them where the knapsack pays
	// for them.
	paidPower, paidEach paidBonus
	// paidMany is such power given each time something happens that may
	// happen any number of times (Betsy's: on each wager, and an attack
	// may wager more than once, CR 8.5.46): Reach counts it as many times
	// as the resources may pay for.
	paidMany paidBonus
	// lateDraws counts the cards of paidDraws that come only after an
	// attack not yet made, and only with an action point after it (a
	// wager's Gold: Wager's reach; Reach).
	lateDraws int
	// depth guards against a token that makes tokens.
	depth int
	// undefended: no attack of the turn is defended from here on
	// (defended.go: what needs a defender adds nothing).
	undefended bool
	// tokens counts the tokens made (ReachKept), manyTokens tokens made
	// each time something happens: no count.
	tokens     int
	manyTokens bool
}

// reacher is a block that says the most it may add (most).
type reacher interface {
	reach(m *most)
}

// effects adds what es may add.
func (m *most) effects(es []Effect) {
	for _, e := range es {
		if r, ok := e.(reacher); ok {
			r.reach(m)
		} else {
			m.none = true
		}
	}
}

// addAll adds what o says.
func (m *most) addAll(o *most) {
	m.none = m.none || o.none
	m.freeCosts = m.freeCosts || o.freeCosts
	m.freeWeapons = m.freeWeapons || o.freeWeapons
	m.power += o.power
	m.next += o.next
	m.each += o.each
	m.many += o.many
	m.res += o.res
	m.draws += o.draws
	m.gain += o.gain
	m.manyRes += o.manyRes
	m.manyDraws += o.manyDraws
	m.goAgain += o.goAgain
	m.goNow += o.goNow
	m.manyGo = m.manyGo || o.manyGo || o.selfGo || o.arsenalGo
	m.extra += o.extra
	m.extraGo += o.extraGo
	m.tokens += o.tokens
	m.manyTokens = m.manyTokens || o.manyTokens
	m.addPaidGain(o.paidGain, o.gainCost)
	m.addEachDraws(o.eachDraws, o.eachDrawCost)
	m.addPaidDraws(o.paidDraws, o.paidDrawCost)
	m.paidPower.add(o.paidPower)
	m.paidEach.add(o.paidEach)
	m.paidMany.add(o.paidMany)
	m.lateDraws += o.lateDraws
}

// paidBonus is power given for resources paid: value in all, for cost at
// least (the least of the payments it adds up: one payment of cost
// gives at least as much as any of them).
type paidBonus struct{ value, cost int }

// add adds o.
func (b *paidBonus) add(o paidBonus) {
	if o.value <= 0 {
		return
	}
	if b.value == 0 || o.cost < b.cost {
		b.cost = o.cost
	}
	b.value += o.value
}

// foldPaid counts the power given for resources paid as power given
// (once, paidPower) and, with each, every attack's (paidEach) and every
// event's (paidMany), their costs dropped: what the blocks that do not
// tell them apart count.
func (m *most) foldPaid(each bool) {
	m.power += m.paidPower.value
	m.paidPower = paidBonus{}
	if each {
		m.each += m.paidEach.value
		m.many += m.paidMany.value
		m.paidEach, m.paidMany = paidBonus{}, paidBonus{}
	}
}

// addPaidDraws notes n cards drawn, each for a payment of cost at least.
func (m *most) addPaidDraws(n, cost int) { addCosting(&m.paidDraws, &m.paidDrawCost, n, cost) }

// addPaidGain notes n places gained for at least cost resources each.
func (m *most) addPaidGain(n, cost int) { addCosting(&m.paidGain, &m.gainCost, n, cost) }

// addEachDraws notes n cards drawn on each attack, for cost each.
func (m *most) addEachDraws(n, cost int) { addCosting(&m.eachDraws, &m.eachDrawCost, n, cost) }

// addCosting adds n to a count of things each bought for least resources
// at least (none counted: no least yet): a bound keeps the cheapest.
func addCosting(count, least *int, n, cost int) {
	if n <= 0 {
		return
	}
	if *count == 0 || cost < *least {
		*least = cost
	}
	*count += n
}

// ifCardLeaves adds what es may add when a card of the hand leaves it
// first ("you may discard a card; if you do", CR 1.8.4): the places they
// gain are one fewer, and none if the card does not leave.
func (m *most) ifCardLeaves(es []Effect) {
	g := m.gain
	m.effects(es)
	m.gain = g + max(m.gain-g-1, 0)
}

// repeated adds what es may add each time something happens: each attack
// of the player (perAttack), or any event.
func (m *most) repeated(es []Effect, perAttack bool) {
	sub := most{card: m.card, depth: m.depth, undefended: m.undefended, onPlay: m.onPlay}
	sub.effects(es)
	m.none = m.none || sub.none
	m.freeCosts = m.freeCosts || sub.freeCosts
	m.freeWeapons = m.freeWeapons || sub.freeWeapons
	if perAttack {
		m.each += sub.power + sub.next + sub.each
		m.many += sub.many
		// Power paid for on each attack: paid for on each.
		m.paidEach.add(sub.paidPower)
		m.paidEach.add(sub.paidEach)
	} else {
		m.many += sub.power + sub.next + sub.each + sub.many
		// Power paid for each time: paid for each time.
		m.paidMany.add(sub.paidPower)
		m.paidMany.add(sub.paidEach)
	}
	m.paidMany.add(sub.paidMany)
	m.manyRes += sub.res + sub.manyRes
	m.manyTokens = m.manyTokens || sub.tokens > 0 || sub.manyTokens
	if perAttack && sub.manyDraws == 0 && sub.draws == sub.gain && sub.paidGain == sub.gain {
		// Cards drawn on each attack, each for resources paid (a Gold
		// made each time: Reach counts them with the attacks).
		m.addEachDraws(sub.draws, sub.gainCost)
	} else {
		m.manyDraws += sub.draws + sub.manyDraws
	}
	m.addEachDraws(sub.eachDraws, sub.eachDrawCost)
	m.manyGo = m.manyGo || sub.manyGo || sub.goAgain > 0 || sub.selfGo || sub.arsenalGo
	if sub.extra > 0 {
		m.none = true // additional attacks each time: no bound
	}
}

// modes adds what the modes ms of a card may add when at most k of
// them are chosen (CR 1.7.5; k 0 or at least their number: every one):
// each of the chosen modes' effects adds to a count, so the most of the
// chosen together is, count by count, the sum of the k largest of the
// modes (and a flag any mode's). What a mode gives for a payment counts
// by the payments' least cost, not a sum: then every mode is counted.
func (m *most) modes(ms []Mode, k int) {
	if k <= 0 || k >= len(ms) {
		for i := range ms {
			m.effects(ms[i].Effects) // every mode, as if all were chosen
		}
		return
	}
	var subs [8]most
	if len(ms) > len(subs) {
		m.modes(ms, 0)
		return
	}
	for i := range ms {
		sub := &subs[i]
		*sub = most{card: m.card, depth: m.depth, undefended: m.undefended, onPlay: m.onPlay}
		sub.effects(ms[i].Effects)
		if sub.paidGain > 0 || sub.eachDraws > 0 || sub.paidDraws > 0 || sub.paidPower.value > 0 || sub.paidEach.value > 0 {
			m.modes(ms, 0)
			return
		}
	}
	subs2 := subs[:len(ms)]
	top := func(f func(*most) int) int {
		var xs [8]int
		for i := range subs2 {
			xs[i] = f(&subs2[i])
		}
		return topSum(xs[:len(subs2)], k)
	}
	m.power += top(func(o *most) int { return o.power })
	m.next += top(func(o *most) int { return o.next })
	m.each += top(func(o *most) int { return o.each })
	m.many += top(func(o *most) int { return o.many })
	m.res += top(func(o *most) int { return o.res })
	m.draws += top(func(o *most) int { return o.draws })
	m.manyRes += top(func(o *most) int { return o.manyRes })
	m.manyDraws += top(func(o *most) int { return o.manyDraws })
	m.gain += top(func(o *most) int { return o.gain })
	m.goAgain += top(func(o *most) int { return o.goAgain })
	m.goNow += top(func(o *most) int { return o.goNow })
	m.extra += top(func(o *most) int { return o.extra })
	m.extraGo += top(func(o *most) int { return o.extraGo })
	m.tokens += top(func(o *most) int { return o.tokens })
	for i := range subs2 {
		o := &subs2[i]
		m.none = m.none || o.none
		m.freeCosts = m.freeCosts || o.freeCosts
		m.freeWeapons = m.freeWeapons || o.freeWeapons
		m.selfGo = m.selfGo || o.selfGo
		m.manyGo = m.manyGo || o.manyGo
		m.arsenalGo = m.arsenalGo || o.arsenalGo
		m.manyTokens = m.manyTokens || o.manyTokens
	}
}

// granted is the ability m.card.Grants[i-1] (0: none, nil); an index
// past the card's abilities makes the bound unknown.
func (m *most) granted(i int) *Grant {
	if i <= 0 || m.card == nil {
		return nil
	}
	if i > len(m.card.Grants) {
		m.none = true
		return nil
	}
	return &m.card.Grants[i-1]
}

// grant adds what the ability m.card.Grants[i-1] may add (0: none), to
// one object, or to every attack (each).
func (m *most) grant(i int, each bool) {
	gr := m.granted(i)
	if gr == nil {
		return
	}
	if st := gr.Static; st != nil {
		m.static(st, false, each)
	}
	if tr := gr.Trigger; tr != nil {
		if each {
			m.repeated(tr.Effects, true)
		} else {
			m.trigger(tr)
		}
	}
}

// grantOnce adds what the ability m.card.Grants[i-1] may add when it
// works once: a triggered ability that fires at most once ("the next
// time ...", CR 6.6.3), its effects once.
func (m *most) grantOnce(i int) {
	gr := m.granted(i)
	if gr == nil {
		return
	}
	if st := gr.Static; st != nil {
		m.static(st, false, false)
	}
	if tr := gr.Trigger; tr != nil {
		m.effects(tr.Effects)
	}
}

// nextGrant adds what the ability m.card.Grants[i-1] may add to an
// attack not yet made (next).
func (m *most) nextGrant(i int) {
	sub := most{card: m.card, depth: m.depth, undefended: m.undefended}
	sub.grant(i, false)
	sub.next += sub.power
	sub.power = 0
	m.addAll(&sub)
}

// static adds what a static ability may give: its power, once per attack
// when it is every attack's, times the most events when it has a count
// ("+1 for each attack that hit"). A static of the card itself (self)
// gives its go again to that card alone (CR 8.3.5: the card's own action
// point back): no other attack's.
func (m *most) static(st *Static, self, each bool) {
	if st.Defenders != nil || m.undefended && needsDefender(st.If) {
		return
	}
	if st.Grants.Has(GoAgain) {
		m.gains(GoAgain, self, each)
	}
	if st.Power <= 0 {
		return
	}
	switch {
	case st.Per != nil:
		m.many += st.Power
	case each:
		m.each += st.Power
	default:
		m.power += st.Power
	}
}

// gains notes the keywords k given: to the card itself (self), to one
// attack, or to every attack (each). Go again is an action point (CR
// 8.3.5); no other keyword adds damage against a goldfish.
func (m *most) gains(k Keywords, self, each bool) {
	if !k.Has(GoAgain) {
		return
	}
	switch {
	case each:
		m.manyGo = true
	case self:
		m.selfGo = true
	default:
		m.goAgain++
		m.goNow++
	}
}

// attackEvent reports whether w's event happens at most once for each
// attack (CR 7.2.4 attacking, 7.5.5 hitting, 7.0.5a being defended, 7.6.2
// the link resolving; a weapon's activation is its attack, CR 1.4.3). A
// wager is not: an attack wagers once for each wager ability it has or is
// given (CR 8.5.46; Good Time Chapeau's, once for each Gold destroyed),
// and wins each it wins; "the first time" it wins one is once.
func attackEvent(w *When) bool {
	switch w.Event {
	case EvAttack, EvHit, EvDefend, EvLinkResolved:
		return true
	case EvWagerWon:
		// "The first time each of your attacks wins a wager": an attack
		// may win several (Game.nth counts them); the first, once.
		return w.Nth == 1
	}
	return false
}

// trigger adds what a triggered ability of the card may add: once when
// its event is the card's own (its attack, its hit, its being played) or
// the ability destroys its source first (an aura's "destroy this,
// then"), once per attack when it waits for the player's attacks, and
// times the most events otherwise. "At the start of your turn" and "of
// your action phase" add nothing: the search's turn is past them (a layer
// they made already is counted as a layer, Reach).
func (m *most) trigger(tr *Trigger) {
	if tr.When.Event == EvTurnStart || tr.When.Event == EvActionPhase {
		return
	}
	if m.undefended && (tr.When.Event == EvDefend || needsDefender(tr.When.If)) {
		return // a defence: none (defended.go)
	}
	// On a card being played, the attack it names is that card (onPlay).
	defer func(on bool) { m.onPlay = on }(m.onPlay)
	if tr.When.Event == EvGainGoAgain {
		// The additional attacks it gives come as an attack gains go
		// again (extraGo).
		defer func(x int) { m.extraGo += m.extra - x }(m.extra)
	}
	m.onPlay = tr.When.Event == EvPlay && tr.When.Of != This
	if tr.When.Of == This || destroysFirst(tr.Effects) || onceATurn(&tr.When) {
		m.effects(tr.Effects)
		return
	}
	m.repeated(tr.Effects, tr.When.Of == YourAttack && attackEvent(&tr.When))
}

// onceATurn reports whether a trigger condition is met at most once a
// turn: "the first time each turn" (When.Nth) of an event counted by
// turn, not by attack (Game.nth: a token created, a card of 6 or more
// power discarded in the action phase), or the first time a weapon's
// attacks gain go again, once a weapon (its effect, an additional attack
// of that weapon, is counted for every weapon: ExtraAttack).
func onceATurn(w *When) bool {
	if w.Nth <= 0 {
		return false
	}
	switch w.Event {
	case EvCreateToken, EvDiscard, EvGainGoAgain:
		return true
	}
	return false
}

// givesOnlyDestroyed reports whether a permanent of definition c adds
// anything only by destroying itself first: it has no activated or
// static ability, and each of its triggers begins by destroying it
// (Aether Crackers: "you may destroy this; if you do, 1 arcane damage").
// What such a permanent gives is counted whole in Reach's most (its own,
// once, with what it adds to the resources, the draws and the rest,
// which only raise the bound), so a line that keeps it deals at most the
// most less what it gives: where that is above 0, every line that deals
// the most destroys it, and keeps one card fewer (ReachKept).
func givesOnlyDestroyed(c *Card) bool {
	if len(c.Activated) > 0 || len(c.Statics) > 0 || len(c.Triggers) == 0 {
		return false
	}
	for i := range c.Triggers {
		if !destroysFirst(c.Triggers[i].Effects) {
			return false
		}
	}
	return true
}

// destroysFirst reports whether es begin by destroying their source: the
// ability works once.
func destroysFirst(es []Effect) bool {
	if len(es) == 0 {
		return false
	}
	switch es[0].(type) {
	case DestroySelf, DestroySelfThen:
		return true
	}
	return false
}

// token adds what n tokens made this turn may add.
func (m *most) token(t *Card, n int) {
	if t == nil || n <= 0 {
		return
	}
	m.tokens += n
	if m.depth > 1 {
		m.none = true
		return
	}
	p := cardReach(t, m.depth+1, m.undefended)
	if !p.ok {
		m.none = true
		return
	}
	m.power += n * (p.value + p.active)
	m.next += n * p.next
	m.addProfile(p, n)
	if p.gainCost > 0 {
		m.addPaidGain(n*p.gain, p.gainCost)
	}
}

// addProfile adds what n cards of profile p may add whatever they are
// used for (their power and "next attack" bonus apart: they count only
// as the card is played or the permanent used): what every attack or
// event gets, resources, draws (and those paid for, paidDraws), the
// hand's gain and go again.
func (m *most) addProfile(p *reachProfile, n int) {
	m.none = m.none || !p.ok
	m.addPaidDraws(n*p.paidDraws, p.paidDrawCost)
	m.paidEach.add(paidBonus{n * p.paidEach.value, p.paidEach.cost})
	m.paidMany.add(paidBonus{n * p.paidMany.value, p.paidMany.cost})
	m.each += n * p.each
	m.many += n * p.many
	m.res += n * p.res
	m.draws += n * p.draws
	m.gain += n * p.gain
	m.manyRes += n * p.manyRes
	m.manyDraws += n * p.manyDraws
	m.goAgain += n * p.goAgain
	m.goNow += n * p.goNow
	m.extra += n * p.extra
	m.extraGo += n * p.extraGo
	m.tokens += n * p.tokens
	m.manyTokens = m.manyTokens || p.manyTokens
	m.addEachDraws(n*p.eachDraws, p.eachDrawCost)
	m.manyGo = m.manyGo || p.manyGo
	m.freeCosts = m.freeCosts || p.freeCosts
	m.freeWeapons = m.freeWeapons || p.freeWeapons
}

// reachProfile is what one card may add if played (or, for a permanent,
// used), from its definition alone.
type reachProfile struct {
	ok bool
	// next is what it may give an attack not yet made, once.
	next int
	// value is what it may add once: its power if it is an attack or a
	// weapon, and what its abilities give and deal; active what its
	// activated abilities may add, used once each (a weapon's attack
	// apart: Reach counts it as an attack); each what it may give every
	// attack, many what it may add each time something happens.
	value, active, each, many int
	// res and draws are the resource points and cards it may give, once
	// or (manyRes, manyDraws) each time something happens.
	res, draws             int
	manyRes, manyDraws     int
	gain                   int
	freeCosts, freeWeapons bool
	// goAgain counts the other attacks it may give go again; manyGo: go
	// again without a count; action: it takes an action point to play
	// (an action card, CR 1.13.2) and may not give it back (it has no
	// go again, and no effect of its own may give it) unless it is
	// played from the arsenal and arsenalGo (most).
	goAgain                           int
	manyGo, selfGo, action, arsenalGo bool
	// goNow counts those of goAgain that may go to an attack already
	// made (most).
	goNow int
	// freeGo: played without an action point (not an action card), it
	// may give one; freeGoUse: so may an ability of it, or of a token it
	// makes, activated without one (freeGoOf).
	freeGo, freeGoUse bool
	// extra counts the additional attacks it may give a weapon, extraGo
	// those as a weapon's attack gains go again (most).
	extra, extraGo int
	// paidGo is the part of goAgain its activated abilities give, each
	// once and for resources paid: paidGoCost at least each (Reach: a
	// permanent's, counted only where its cost is paid).
	paidGo, paidGoCost int
	// onHit is the part of value its triggers on a hit of its
	// controller's attacks add ("when an attack you control hits"): a
	// permanent adds it only where an attack may still hit (Reach).
	onHit int
	// nthPower is what a weapon's triggers on its own Nth attack of the
	// turn give ("the second time you attack with it each turn", N the
	// most of nth), not in value: an attack event happens once an
	// attack (CR 7.2.4), so such a trigger fires once a turn, on that
	// attack; Reach gives it to the weapon's attacks from the Nth on
	// while it has not fired (weaponNth).
	nthPower, nth int
	// gainCost is the least resources its gain needs besides its cost
	// (0: some of it needs none); eachDraws the cards it may draw on each
	// attack, for eachDrawCost each (most).
	gainCost                int
	eachDraws, eachDrawCost int
	// paidDraws are the cards of draws each drawn for a payment of
	// paidDrawCost at least, paidEach the power it gives each attack for
	// a payment (most).
	paidDraws, paidDrawCost int
	paidEach                paidBonus
	// pointDraws are the cards of paidDraws its activated abilities of
	// an action that is no attack draw (a Gold's: they need an action
	// point, CR 1.13.2, and a closed chain, 7.0.1a); lateDraws those of
	// its wagers' prizes (most).
	pointDraws, lateDraws int
	// paidMany is what it gives for a payment each time something
	// happens (most).
	paidMany paidBonus
	// cost is the least it may cost to play.
	cost int
	// tokens counts the tokens it may make, manyTokens: without a count
	// (most).
	tokens     int
	manyTokens bool
}

// reachProfiles are the profiles worked out, one map for each value of
// undefended (most).
var reachProfiles [2]profileMap[*Card]

// profileMap holds the profiles worked out, by K. Read at every Reach,
// for every card held and of the deck, and written once per key: a map
// read without a lock, copied on each write (a sync.Map's read hashed
// its interface key, 5 % of an hh-kayo goldfish game's CPU).
type profileMap[K comparable] struct {
	mu sync.Mutex
	m  atomic.Pointer[map[K]*reachProfile]
}

// load is the profile of k, if worked out.
func (pm *profileMap[K]) load(k K) (*reachProfile, bool) {
	m := pm.m.Load()
	if m == nil {
		return nil, false
	}
	p, ok := (*m)[k]
	return p, ok
}

// store keeps p as k's profile (the first one kept stays: they are the
// same).
func (pm *profileMap[K]) store(k K, p *reachProfile) {
	pm.mu.Lock()
	defer pm.mu.Unlock()
	var m map[K]*reachProfile
	if old := pm.m.Load(); old != nil {
		if _, ok := (*old)[k]; ok {
			return
		}
		m = make(map[K]*reachProfile, len(*old)+1)
		for k, v := range *old {
			m[k] = v
		}
	} else {
		m = map[K]*reachProfile{}
	}
	m[k] = p
	pm.m.Store(&m)
}

// cardReach is c's profile, worked out once per definition and value of
// undefended (most). It is shared: read only.
func cardReach(c *Card, depth int, undefended bool) *reachProfile {
	ps := &reachProfiles[b2i(undefended)]
	if p, ok := ps.load(c); ok {
		return p
	}
	p := newCardReach(c, depth, undefended, false, 0)
	if depth == 0 {
		ps.store(c, &p)
	}
	return &p
}

// reachSpentProfiles are the profiles of permanents some of whose
// abilities are spent for the turn (spentReach), as reachProfiles.
var reachSpentProfiles [2]profileMap[spentKey]

// spentKey names a spent profile: the definition, its activated
// abilities spent (acts), and the triggers spent (trigs, a bit each).
type spentKey struct {
	c     *Card
	acts  bool
	trigs uint64
}

// spentReach is c's profile as a permanent whose activated abilities can
// no longer be activated this turn (acts: Game.activationsSpent), or
// some of whose triggers can no longer trigger this turn (trigs:
// Game.triggersSpent): what the rest may add. It is shared: read only.
func spentReach(c *Card, undefended, acts bool, trigs uint64) *reachProfile {
	ps := &reachSpentProfiles[b2i(undefended)]
	k := spentKey{c, acts, trigs}
	if p, ok := ps.load(k); ok {
		return p
	}
	p := newCardReach(c, 0, undefended, acts, trigs)
	ps.store(k, &p)
	return &p
}

// triggersSpent tells (a bit each, the first 64) the triggers of the
// permanent obj (card c) that can no longer trigger this turn: those of
// "the first time each turn" (onceATurn, When.Nth) whose count this turn
// is at Nth already (Game.nth: the event's next time is a later one): a
// Gold token made, for the ability itself (its use noted once, CR 6.6.3);
// a card of 6 or more power discarded in the action phase, the
// controller's; a weapon's attack gaining go again, every weapon of the
// controller's arena (none: not spent).
func (g *Game) triggersSpent(obj ObjID, c *Card) uint64 {
	var out uint64
	s := g.s
	for i := range c.Triggers {
		w := &c.Triggers[i].When
		if i >= 64 || !onceATurn(w) {
			continue
		}
		spent := false
		switch w.Event {
		case EvCreateToken:
			spent = g.usedThisTurn(obj, EvCreateToken) >= int(w.Nth)
		case EvDiscard:
			spent = int(s.Players[s.Obj(obj).Controller].Turn.ActionDiscards6) >= int(w.Nth)
		case EvGainGoAgain:
			weapons := 0
			spent = true
			for _, o := range s.Zone(s.Obj(obj).Controller, ZoneArena) {
				if !s.Obj(o).Gone && s.CardOf(o).Types.Has(Weapon) {
					weapons++
					spent = spent && int(s.ThisTurn(o).GoAgain) >= int(w.Nth)
				}
			}
			spent = spent && weapons > 0
		}
		if spent {
			out |= 1 << i
		}
	}
	return out
}

// activationsSpent reports whether none of the activated abilities of
// the permanent obj (card c) may be activated again this turn: each is
// once per turn and the object has been used as many times as the turn
// allows it (CR 5.2.1a; state.usedUp, Game.canActivate's test). Only a
// permanent that is no weapon and has no attack ability: the additional
// uses an effect may still give (TurnUse.Extra, CR 5.2.3c) are a weapon's.
func (g *Game) activationsSpent(obj ObjID, c *Card) bool {
	if c.Types.Has(Weapon) || len(c.Activated) == 0 {
		return false
	}
	for i := range c.Activated {
		if a := &c.Activated[i]; a.Attack || !a.Once {
			return false
		}
	}
	// Each is once per turn: the first says for all (state.usedUp, the
	// test canActivate asks).
	return g.s.usedUp(obj, &c.Activated[0])
}

// newCardReach works c's profile out; spent leaves its activated
// abilities out, skip the triggers of its bits (spentReach).
func newCardReach(c *Card, depth int, undefended, spent bool, skip uint64) reachProfile {
	m := most{card: c, depth: depth, undefended: undefended}
	if c.XCost {
		return reachProfile{}
	}
	if undefended && needsDefender(c.PlayIf) {
		// It may not be played (defended.go): pitched, or nothing.
		return reachProfile{ok: true, cost: max(c.Cost, 0)}
	}
	for _, r := range c.Replacements {
		r.reach(&m)
	}
	for _, o := range c.Owned {
		o.reach(&m)
	}
	if c.IsAttack() || c.Types.Has(Weapon) {
		m.power += c.Power
	}
	// Its own power paid for is counted in its value, as before the
	// payments were told apart (paidPower: Reach's top level alone);
	// what it gives each attack for a payment is the profile's paidEach.
	m.effects(c.Resolve)
	m.modes(c.Modes, c.MaxModes)
	m.foldPaid(false)
	onHit, nthPower, nth := 0, 0, 0
	for i := range c.Triggers {
		if i < 64 && skip&(1<<i) != 0 {
			continue
		}
		tr := &c.Triggers[i]
		p0 := m.power
		m.trigger(tr)
		m.foldPaid(false)
		if tr.When.Event == EvHit && tr.When.Of == YourAttack {
			onHit += m.power - p0
		}
		if w := &tr.When; c.Types.Has(Weapon) && w.Event == EvAttack && w.Of == This && w.Nth > 0 {
			// The weapon's Nth attack of the turn: not every attack's
			// (nthPower).
			nthPower += m.power - p0
			m.power = p0
			nth = max(nth, int(w.Nth))
		}
	}
	for i := range c.Statics {
		m.static(&c.Statics[i], true, false) // its own
	}
	for _, a := range c.AttackStatics {
		m.power += max(a.Power, 0) // the Nth attack: once
	}
	for _, cs := range c.CostStatics {
		switch {
		case cs.Delta < 0 && cs.WeaponAttacks:
			m.freeWeapons = true // the weapons' attacks (CR 5.2.2b)
		case cs.Delta < 0 && cs.Subtypes != 0:
			m.freeCosts = true // other cards' costs
		}
	}
	value := m.power
	m.power = 0
	paidGo, paidGoCost, pointDraws := 0, 0, 0
	for i := range c.Activated {
		a := &c.Activated[i]
		if a.Attack || spent {
			continue // an attack of its own (Reach)
		}
		once := a.Once
		for _, ec := range a.EffCosts {
			switch ec.(type) {
			case DestroySelfCost, DiscardSelfCost:
				once = true
			}
		}
		g0, pg0, go0, d0, pd0 := m.gain, m.paidGain, m.goAgain, m.draws, m.paidDraws
		if once {
			m.effects(a.Effects)
		} else {
			m.repeated(a.Effects, false)
		}
		m.foldPaid(false)
		if d := (m.gain - g0) - (m.paidGain - pg0); d > 0 && a.Cost > 0 {
			// The places it gains need its cost paid.
			m.addPaidGain(d, a.Cost)
		}
		if once && a.Cost > 0 && m.draws-d0 == 1 && m.paidDraws == pd0 {
			// Its one card drawn needs its cost paid: one payment a
			// card (a Gold's).
			m.addPaidDraws(1, a.Cost)
			pointDraws += b2i(a.Type.Has(Action))
		}
		if d := m.goAgain - go0; d > 0 && once && a.Cost > 0 {
			// The go again it gives needs its cost paid (paidGo).
			if paidGo == 0 || a.Cost < paidGoCost {
				paidGoCost = a.Cost
			}
			paidGo += d
		}
	}
	p := reachProfile{ok: !m.none, value: value, active: m.power, next: m.next, each: m.each, many: m.many, res: m.res, draws: m.draws,
		manyRes: m.manyRes, manyDraws: m.manyDraws, gain: max(m.gain, 0), freeCosts: m.freeCosts, freeWeapons: m.freeWeapons,
		goAgain: m.goAgain, goNow: m.goNow, manyGo: m.manyGo, selfGo: m.selfGo, arsenalGo: m.arsenalGo, extra: m.extra,
		extraGo: m.extraGo, eachDraws: m.eachDraws, eachDrawCost: m.eachDrawCost, paidDraws: m.paidDraws, paidDrawCost: m.paidDrawCost,
		paidEach: m.paidEach, paidMany: m.paidMany, tokens: m.tokens, manyTokens: m.manyTokens,
		paidGo: paidGo, paidGoCost: paidGoCost, onHit: onHit, nthPower: nthPower, nth: nth, pointDraws: pointDraws, lateDraws: m.lateDraws}
	if m.paidGain > 0 && m.gain-m.paidGain <= 0 {
		p.gainCost = m.gainCost // every place it gains is paid for
	}
	p.action = c.Types.Has(Action) && !c.Keywords.Has(GoAgain) && !m.selfGo
	p.cost = leastCost(c)
	p.freeGo, p.freeGoUse = freeGoOf(c, &m)
	for _, t := range c.Tokens {
		if depth > 0 || cardReach(t, depth+1, undefended).freeGoUse {
			p.freeGoUse = true // a token's, or a token's token (not looked into)
		}
	}
	return p
}

// freeGoOf reports whether c, played without an action point, may give
// one (played), and whether an ability of it activated without one may
// (used). An action point is gained only as a layer with go again
// resolves (a card, an activated ability, CR 5.3.5; a chain link, 7.6.2:
// Game.gainActions), and what needs none to be used is a card that is
// not an action, or an ability not of an action (CR 1.13.2). So: a card
// not an action that has go again, or may be given it by its own statics
// or effects (m: most.gains' self); an activated ability not of an action
// with go again. Go again an effect gives others goes to attacks
// (most.gains: one attack, every attack), and an attack needs an action
// point to begin (an attack action card; a weapon's attack is an action,
// CR 1.4.2): a permanent's own go again (Star Fall's) is its attacks'.
func freeGoOf(c *Card, m *most) (played, used bool) {
	if !c.Types.Has(Action) {
		played = c.Keywords.Has(GoAgain) || m.selfGo || m.arsenalGo
		for i := range c.Statics {
			played = played || c.Statics[i].Grants.Has(GoAgain)
		}
	}
	for i := range c.Activated {
		if a := &c.Activated[i]; !a.Type.Has(Action) && a.GoAgain {
			used = true
		}
	}
	return played, used
}

// noPoint reports (none) whether the turn player p has no action point and can
// gain none this turn: none now, no layer on the stack or waiting to go
// there, none being resolved, no chain link to resolve, and nothing of
// theirs that needs no action point to be used may give one (freeGo: any
// card they own, wherever it is, and the tokens those make), nor any
// effect in force that gives go again. Then no action card may be played
// and no ability of an action activated (CR 1.13.2, 8.1.1c): the knapsack
// leaves them out (they only pitch), and a weapon's attacks.
//
// free reports that the scan found something that may give a point
// without one (looked for only when the rest holds): the knapsack's count
// of action points, which counts the go again cards give attacks and not
// an instant's own, then has no bound (with no point, it would allow no
// action at all: TestReachCountsNoActionWithoutAPoint's Spark).
func (g *Game) noPoint(p Player, und bool) (none, free bool) {
	s := g.s
	if s.Players[p].Actions > 0 || len(s.Pending) > 0 || g.bufs.nLayers > 0 {
		return false, false
	}
	for i := range s.Stack {
		if g.layerMayGivePoint(&s.Stack[i], und) {
			return false, false
		}
	}
	l := s.Chain.Active()
	if l != nil && !l.Resolved &&
		(l.Left && l.GoAgainLKI || !l.Left && g.ownGo(l.Attack, cardReach(s.CardOf(l.Attack), 0, und), false)) {
		return false, false // its go again at the resolution step (CR 7.6.2)
	}
	// An attack made and not resolved (on the chain, or a layer) may
	// still be given go again by a card or an ability used without a
	// point (an attack reaction, an instant): goNow.
	made := len(s.Stack) > 0 || l != nil && !l.Resolved
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.Gains.Has(GoAgain) || e.Grant != 0 {
			return false, false
		}
	}
	for z := ZoneDeck; z <= ZoneArena; z++ {
		for _, obj := range s.Zone(p, z) {
			// A permanent is not played again; a card elsewhere may be
			// (from the hand, the arsenal, a card drawn, or one an
			// effect lets them play), and its abilities used then.
			pr := cardReach(s.CardOf(obj), 0, und)
			if pr.freeGoUse || pr.freeGo && z != ZoneArena {
				return false, true
			}
			if made && (pr.goNow > 0 || pr.manyGo) {
				return false, false
			}
		}
	}
	return true, false
}

// layerMayGivePoint reports whether the layer l may give its controller
// an action point, itself or by what it does: as it resolves or its link
// does, with go again of its own (ownGo, an activated ability's GoAgain,
// CR 5.3.5, 7.6.2), or by the go again its effects give another (a
// profile's goAgain, manyGo), or a permanent or token it makes that may
// give one without a point (freeGoUse; an ability's tokens, any). A
// triggered layer may (not looked into).
func (g *Game) layerMayGivePoint(l *layer, und bool) bool {
	s := g.s
	c := s.CardOf(l.Obj)
	switch l.Kind {
	case CardLayer:
		pr := cardReach(c, 0, und)
		return g.ownGo(l.Obj, pr, l.From == ZoneArsenal) || pr.goAgain > 0 || pr.manyGo || pr.freeGoUse
	case ActivatedLayer:
		if int(l.Ability) >= len(c.Activated) {
			return true
		}
		a := &c.Activated[l.Ability]
		if a.GoAgain || a.Attack && g.ownGo(l.Obj, cardReach(c, 0, und), false) {
			return true
		}
		sub := most{card: c, undefended: und}
		sub.effects(a.Effects)
		return sub.none || sub.goAgain > 0 || sub.manyGo || sub.selfGo || sub.arsenalGo || sub.tokens > 0 || sub.manyTokens
	}
	return true
}

// reachItem is one thing the player may still use this turn: a card to
// play (or pitch for pitch), a weapon's attack; a card the deck may give
// is any of its cards (uses: one way each; none: it only pitches).
type reachItem struct {
	// one is the use of an item with one (many false), uses those of one
	// with many.
	one   [1]reachUse
	many  bool
	uses  []reachUse
	pitch int
	// card: it is a card, which takes a place in the hand (slots).
	card bool
	// need is the draws to be made before it is held (ReachKeptDealt:
	// the deck's need-th card; 0: held now).
	need int
	// point: its uses need an action point to begin (an action card, an
	// ability of an action, CR 1.13.2), even those that give it back;
	// reaction: it is an attack reaction (ReachKeptDealt's).
	point, reaction bool
}

// ways is the item's uses.
func (it *reachItem) ways() []reachUse {
	if it.many {
		return it.uses
	}
	return it.one[:]
}

// reachScratch is the memory of one Reach: its items and the knapsack's
// tables, kept from one Reach to the next (reachScratches).
type reachScratch struct {
	items []reachItem
	// decks are the passes over the deck's cards kept (deckPass),
	// deckKey the cards of the one being asked.
	decks   []deckPass
	deckKey []*Card
	// cards are the deck's cards as Reach's cards drawn may be,
	// linkCards those that are links; ranked and rankKeys rank's.
	cards, linkCards, ranked rankedCards
	rankKeys                 []uint64
	// uses holds the items' second ways (withPaidEach).
	uses []reachUse
	// byCards is fewestCards' memory, powers ReachKept's.
	byCards, powers   []int
	best, next        []int
	sufCost, sufPitch []int
	// freeDraws are the draws the knapsack starts with, made by nothing
	// it chooses (ReachKeptDealt's; 0 for Reach).
	freeDraws int
	// live and liveNext are the knapsack's rows that hold a state.
	live, liveNext []bool
	// sub is the most of one block (reach: a layer's, an effect's).
	sub most
	// memo keeps the knapsacks' answers by their inputs (reachKnapsacks).
	memo knapMemo
}

var reachScratches = sync.Pool{New: func() any { return new(reachScratch) }}

// rankedCard is a card of the deck as a card drawn: its use, its pitch,
// and its uses as a link (Reach).
type rankedCard struct {
	use    reachUse
	pitch  int
	links  [2]reachUse
	nLinks int
	// draws and gain are its profile's (less its late draws where
	// lateGone): the cards it draws, the places it gains; point: it is
	// an action card, reaction an attack reaction (dealtItems).
	draws, gain     int
	point, reaction bool
}

// rankedCards are cards of the deck, ranked.
type rankedCards []rankedCard

// item is the j-th card drawn of a kind: any of the cards from the j-th
// on, its uses (each costing extra more) or, for a link, its uses as one,
// and the most pitch of them (none for a link, which is used). A card
// drawn of a kind whose cards are k distinct cards of the deck: sorted by
// rank, the j-th of them is at rank j or below, so the items hold every
// choice of k distinct cards.
// An attack's use has a second way, with the power every attack may get
// for a payment (pe, most's paidEach), for that much more. Its uses are
// appended to buf (Reach's scratch: sc.uses).
// starts, when not nil (not for a link), are the indices of the cards
// that add to an item what the card before them does not (sameItem), in
// order: the first card's and each that differs from the one before it
// (deckPass's); the others are passed over without a look.
func (cs rankedCards) item(j, extra int, link bool, pe paidBonus, starts []int32, buf *[]reachUse) reachItem {
	it := reachItem{many: true, card: !link}
	// Room for every use (two a card, a link's two): addUse keeps them
	// in place, never more than it is given.
	start := len(*buf)
	*buf = slices.Grow(*buf, 2*(len(cs)-j))
	us := (*buf)[start:start]
	if starts != nil && !link {
		us = it.addCard(us, &cs[j], extra, pe)
		k, _ := slices.BinarySearch(starts, int32(j+1))
		for _, i := range starts[k:] {
			us = it.addCard(us, &cs[i], extra, pe)
		}
	} else {
		for i := j; i < len(cs); i++ {
			rc := &cs[i]
			if i > j && rc.sameItem(&cs[i-1], link) {
				// A copy of the card before it (a deck holds several): its
				// uses are in us already, or one as good is, and its pitch
				// is counted.
				continue
			}
			if link {
				for _, u := range rc.links[:rc.nLinks] {
					us = addUse(us, u)
				}
				continue
			}
			us = it.addCard(us, rc, extra, pe)
		}
	}
	*buf = (*buf)[:start+len(us)]
	it.uses = us[:len(us):len(us)]
	return it
}

// addCard adds to us the uses of rc as a card drawn of it (item: its use
// for extra more, and with pe paid for if an attack), and its pitch to
// it's.
func (it *reachItem) addCard(us []reachUse, rc *rankedCard, extra int, pe paidBonus) []reachUse {
	u := rc.use
	u.cost += extra
	us = addUse(us, u)
	if u.attack && pe.value > 0 {
		u.value += pe.value
		u.cost += pe.cost
		us = addUse(us, u)
	}
	it.pitch = max(it.pitch, rc.pitch)
	return us
}

// sameItem: rc adds to an item (rankedCards.item) what o does: its use
// and pitch, or for a link its uses as one.
func (rc *rankedCard) sameItem(o *rankedCard, link bool) bool {
	if link {
		return rc.nLinks == o.nLinks && rc.links == o.links
	}
	return rc.use == o.use && rc.pitch == o.pitch
}

// withPaidEach is it, whose one use is an attack's, with a second way:
// with the power every attack may get for a payment (pe, most's
// paidEach), for that much more (its uses in sc.uses).
func (sc *reachScratch) withPaidEach(it reachItem, pe paidBonus) reachItem {
	if pe.value <= 0 || it.many || !it.one[0].attack {
		return it
	}
	u := it.one[0]
	v := u
	v.value += pe.value
	v.cost += pe.cost
	n := len(sc.uses)
	sc.uses = append(sc.uses, u, v)
	it.uses, it.many = sc.uses[n:n+2:n+2], true
	return it
}

// reachUse is one way to use an item: for value at cost, taking an action
// point it does not give back (action).
type reachUse struct {
	// next is what it gives an attack made after it (reachProfile).
	value, next, cost int
	// attack: it is an attack (a card's, a weapon's).
	action, attack bool
	// draws is the cards it draws (ReachKeptDealt: the deck's next
	// ones); noPlace: it takes no place in the hand, as the place it
	// gains is the card's it draws (a link).
	draws   int8
	noPlace bool
}

// addUse adds u to us unless one of us is as good in every way (as much
// value, at most the cost, an action point only if u takes one); those u
// is as good as go.
func addUse(us []reachUse, u reachUse) []reachUse {
	asGood := func(a, b reachUse) bool {
		return a.value >= b.value && a.value+a.next >= b.value+b.next && a.cost <= b.cost &&
			(!a.action || b.action) && (a.attack || !b.attack) && a.draws >= b.draws && (a.noPlace || !b.noPlace)
	}
	for _, o := range us {
		if asGood(o, u) {
			return us
		}
	}
	out := us[:0]
	for _, o := range us {
		if !asGood(u, o) {
			out = append(out, o)
		}
	}
	return append(out, u)
}

// Reach returns an upper bound on the damage the turn player can still
// deal this turn (beyond what is dealt already), and false when some card
// or effect in the game cannot say the most it may add (the comment at
// the top of this file). Only the action phase is bounded: ok is false
// in the other phases and once the game is over.
func (g *Game) Reach() (int, bool) { return g.reach(nil, nil, -1, false) }

// ReachKept is Reach and, when Reach is target, the most cards the turn
// player may keep at the end of a line that deals target more damage, as
// the bot counts them (rules/bot, doc.go's tie-breaks): the hand, the
// arsenal and the arena less the hero, before the end phase draws; kept
// (and keptPower and held) is -1 otherwise, or when it has no bound
// (tokens made each time something happens).
//
// Such a line uses cards of the knapsack's (played or pitched) whose
// value reaches target less what is counted whatever the choices: at
// least the fewest cards of any choice of the knapsack that does
// (knapsack's byCards; a link, which takes no place, is a card used that
// is not counted, so the fewest is fewer, never more). The cards kept are
// then at most those held now and those the turn may add, less those.
// The turn may add: the cards drawn (the places the effects gain, the
// cards drawn for a price on each attack and by the cards drawn, the
// links: Reach counts them, and a card drawn then put away adds none),
// the tokens made (each effect that makes one says so, token), and a
// card on the stack, which may resolve into the arena (CR 8.2.4a). No
// other effect of the card pool puts a card in the hand or the arena in
// the action phase (a card returned to the hand later, a delayed
// trigger, makes Reach unknown). And a permanent that adds to the most
// only by destroying itself is gone from every such line
// (givesOnlyDestroyed).
//
// keptPower is the most power of the cards of the hand and the arsenal
// those lines keep (doc.go's last tie-break): the most of those cards
// kept (those held now and drawn, less the fewest used) of the most
// power among the cards held now and the cards of the deck the turn may
// draw (each drawn a distinct card of the deck).
//
// held is the most of those cards kept in the hand and the arsenal
// alone (the count keptPower sums): those held now and drawn, less the
// fewest used. A line whose held is 0 or less ends the action phase with
// no card in either, so none in the arsenal at the end of the turn: the
// end phase puts one there from the hand only (CR 4.4.3b), before its
// draw (4.4.3e).
func (g *Game) ReachKept(target int) (most, kept, keptPower, held int, ok bool) {
	var k [3]int
	most, ok = g.reach(nil, &k, target, false)
	return most, k[0], k[1], k[2], ok
}

// reachParts are what a Reach is made of, for the tests that probe how
// far it is above the best line (export_reach_test.go).
type reachParts struct {
	// Power is what is counted whatever the choices, Next what waits for
	// an attack, Many what each event adds and Events the most events.
	Power, Next, Many, Events int
	// Items are the knapsack's; Drawn, Paid and Links the cards the deck
	// gives (drawn, drawn for a price on each attack, drawn by cards
	// drawn); Knapsack and KnapsackAttack its most without an attack and
	// with one; Res, Slots and Actions its bounds.
	Items, Drawn, Paid, Links int
	Knapsack, KnapsackAttack  int
	Res, Slots, Actions       int
	// Deck is how many of the deck's cards the cards drawn are among
	// (all of them unless dealt).
	Deck int
}

// reach is Reach; w, when not nil, is told its parts, and the bound is
// worked out past reachMostDrawn too; kept, when not nil, is told the
// cards kept of a line that deals target and their power (ReachKept).
// dealt: the deck's order is the one the lines draw in (ReachKeptDealt):
// the cards drawn are the deck's first ones, with no limit on how many.
func (g *Game) reach(w *reachParts, kept *[3]int, target int, dealt bool) (int, bool) {
	s := g.s
	if s.Winner != NoPlayer || s.Draw || s.Phase != PhaseAction {
		return 0, false
	}
	p := s.TurnPlayer
	und := g.undefended()
	m := most{undefended: und} // what is counted whatever the choices
	profile := func(c *Card) *reachProfile {
		pr := cardReach(c, 0, und)
		m.addProfile(pr, 1)
		return pr
	}
	// The hand and the arsenal: cards to play or pitch (items, below).
	hand, ars := s.Zone(p, ZoneHand), s.Zone(p, ZoneArsenal)
	// late counts the cards drawn that come only after an attack not yet
	// made, with an action point then (lateDraws: the Golds its wager
	// may win), of the cards held and the effects for the next attack.
	late := 0
	for _, z := range [2][]ObjID{hand, ars} {
		for _, obj := range z {
			late += profile(s.CardOf(obj)).lateDraws
		}
	}
	// The permanents: their activated abilities, once each; their
	// triggers (each, many); a weapon's attacks are items.
	arena := s.Zone(p, ZoneArena)
	spent := 0 // the permanents every line of the most destroys (ReachKept)
	// The go again the permanents' activated abilities give for a price
	// (reachProfile's paidGo): paidGo of them, paidGoCost at least each;
	// counted where the knapsack pays for them (below).
	paidGo, paidGoCost := 0, 0
	// What the permanents add on a hit to come (reachProfile's onHit),
	// and how many of those add only that and only by destroying
	// themselves (givesOnlyDestroyed).
	onHit, onHitSpent := 0, 0
	for _, obj := range arena {
		if s.Obj(obj).Gone {
			continue
		}
		c := s.CardOf(obj)
		var pr *reachProfile
		if acts, trigs := g.activationsSpent(obj, c), g.triggersSpent(obj, c); acts || trigs != 0 {
			// Its abilities used up for the turn (Aurora's token, once
			// made; Dorinthea's additional attack, once Dawnblade gained
			// go again): they add nothing more, not even a token kept.
			pr = spentReach(c, und, acts, trigs)
			m.addProfile(pr, 1)
		} else {
			pr = profile(c)
		}
		if pr.paidGo > 0 {
			m.goAgain -= pr.paidGo // counted as paid for
			if paidGo == 0 || pr.paidGoCost < paidGoCost {
				paidGoCost = pr.paidGoCost
			}
			paidGo += pr.paidGo
		}
		m.power += pr.active
		m.next += pr.next
		if !c.Types.Has(Weapon) {
			// What its own triggers give once (a weapon's go to its
			// attacks): "when this is destroyed", an aura's "destroy
			// this, then" (the triggers of every attack or event are
			// its each and many).
			own := pr.value - c.Power*b2i(c.IsAttack())
			m.power += own - pr.onHit
			onHit += pr.onHit
			if own > 0 && givesOnlyDestroyed(c) {
				if own > pr.onHit {
					spent++
				} else {
					onHitSpent++ // only if counted in every line (below)
				}
			}
		}
	}
	// The stack and what waits to go on it. A card or an activated
	// ability may give an action point back as it resolves (go again, CR
	// 5.3.5), an attack as its link resolves (7.6.2): each that has go
	// again or may get it of its own (ownGo); what another may give it is
	// counted with that other (goAgain). A triggered layer gives none
	// (what its effects give is counted with them: a "this gets go
	// again" has no count, manyGo). Each attack gets what every attack
	// gets (attacks, below).
	actions := s.Players[p].Actions
	attacks := 0
	// The scratch: its sub is the most of one block at a time (a most
	// escapes to the heap: its blocks are read through interfaces), the
	// rest the knapsack's (below).
	sc := reachScratches.Get().(*reachScratch)
	defer reachScratches.Put(sc)
	for i := range s.Stack {
		l := &s.Stack[i]
		switch l.Kind {
		case CardLayer:
			c := s.CardOf(l.Obj)
			pr := profile(c)
			m.power += pr.value + pr.active
			m.next += pr.next
			attacks += b2i(c.IsAttack())
			actions += b2i(g.ownGo(l.Obj, pr, l.From == ZoneArsenal))
		case ActivatedLayer:
			c := s.CardOf(l.Obj)
			if int(l.Ability) >= len(c.Activated) {
				m.none = true
				break
			}
			a := &c.Activated[l.Ability]
			sub := &sc.sub
			*sub = most{card: c, undefended: und}
			sub.effects(a.Effects)
			m.addAll(sub)
			if a.Attack {
				m.power += g.weaponReach(l.Obj, und) + g.weaponNth(s.Obj(l.Obj).Proxy, c, und, 1)
				attacks++
			}
			actions += b2i(a.GoAgain || a.Attack && g.ownGo(l.Obj, cardReach(c, 0, und), false))
		case TriggeredLayer:
			g.reachTriggered(&m, &sc.sub, l.Obj, l.Ability, l.Granted, l.GrantCard, l.Keyword, l.Delayed)
		}
	}
	for i := range s.Pending {
		t := &s.Pending[i]
		g.reachTriggered(&m, &sc.sub, t.Source, t.Ability, t.Granted, t.GrantCard, t.Keyword, t.Delayed)
	}
	// The layers being resolved, already off the stack (layerCopy): none
	// at a priority point; at a question asked as one resolves (the "may"
	// of an optional trigger, CR 1.8.3), a triggered one adds what it may,
	// as on the stack (its effects not run yet, or run in part: counted
	// whole); an attack being resolved (attackStep) is not bounded here.
	for _, l := range g.bufs.layers[:g.bufs.nLayers] {
		if l.Kind != TriggeredLayer {
			return 0, false
		}
		g.reachTriggered(&m, &sc.sub, l.Obj, l.Ability, l.Granted, l.GrantCard, l.Keyword, l.Delayed)
	}
	// Delayed triggers still to fire.
	for i := range s.Delayed {
		g.reachDelayed(&m, &sc.sub, &s.Delayed[i])
	}
	// The chain: the attack not yet dealt its damage, with what it may
	// still get.
	if l := s.Chain.Active(); l != nil && !l.Damaged && !l.Left {
		c := s.CardOf(l.Attack)
		pr := profile(c)
		// Its power now, and what its abilities may still give (its
		// printed power is in the first already).
		m.power += g.Power(l.Attack) + pr.value - c.Power + pr.active
		m.next += pr.next
		attacks++
	}
	if l := s.Chain.Active(); l != nil && !l.Resolved {
		// Its go again, at the resolution step (CR 7.6.2), dealt its
		// damage or not: its last known go again if it left (7.6.2a),
		// else what it has or may get of its own (ownGo; an effect of
		// another may still give it go again after the damage step, and
		// is counted with that other, goAgain).
		if l.Left && l.GoAgainLKI || !l.Left && g.ownGo(l.Attack, cardReach(s.CardOf(l.Attack), 0, und), false) {
			actions++
		}
	}
	// The effects in force: for every attack, for the next attack, or
	// for one object: the attack on the stack, a weapon that may still
	// attack (the attack on the chain has its effects in its power; any
	// other object will not attack again this turn).
	var active ObjID = NoObj
	if l := s.Chain.Active(); l != nil {
		active = l.Attack
	}
	// One effect's most at a time, in the scratch's (sc.sub): one an
	// effect was a tenth of the bytes a goldfish game of dorinthea-plus
	// allocated.
	for i := range s.Effects {
		e := &s.Effects[i]
		if e.SetCost != 0 || e.HasSet || e.CostDelta < 0 {
			m.freeCosts = true
		}
		if e.Shield {
			if e.DamageDelta > 0 && e.Controller != p {
				m.many += int(e.DamageDelta)
			}
			continue
		}
		m.many += max(int(e.GainPlus), 0)
		sub := &sc.sub
		*sub = most{card: s.Cards[e.SourceCard], undefended: und}
		sub.grant(int(e.Grant), e.AllMatching)
		sub.foldPaid(true) // as before the payments were told apart
		sub.power += max(int(e.Power), 0)
		// The go again it gives (CR 8.3.5), unless it is bound to an
		// object whose go again is counted already, or that will not
		// resolve again (gainsNone).
		gainsNone := false
		switch {
		case e.AllMatching:
			sub.each += sub.power + sub.next
			sub.power, sub.next = 0, 0
		case e.Next:
			sub.next += sub.power
			sub.power = 0
			late += sub.lateDraws // an attack not yet played (bound as one is)
		case e.Obj == NoObj || int(e.Obj) >= len(s.Objs):
		case e.Obj == active:
			sub.power = 0    // in its power (Game.Power)
			gainsNone = true // in its go again (Game.HasKeyword: ownGo)
		default:
			switch o := s.Obj(e.Obj); {
			case o.Zone == ZoneStack:
				gainsNone = true // in its layer's go again (ownGo)
			case o.Zone == ZoneArena && s.CardOf(e.Obj).Types.Has(Weapon):
				sub.next += sub.power
				sub.power = 0
			default:
				sub.power, sub.next = 0, 0 // it attacks no more this turn
				gainsNone = true           // nor resolves
			}
		}
		if !gainsNone {
			sub.gains(e.Gains, false, e.AllMatching)
		}
		m.addAll(sub)
	}
	if m.none {
		return 0, false
	}
	// A hit is an attack's (CR 7.5.5: its damage dealt): one still to come
	// is the attack on the chain not yet dealt its damage, one on the
	// stack, or one a line makes later (what waits for an attack, next).
	// Counted in every line, it is spent in every line of the most
	// (ReachKept's spent); counted as waiting for an attack, in the lines
	// that make one (below).
	if attacks > 0 {
		m.power += onHit
		spent += onHitSpent
		onHitSpent = 0
	} else {
		m.next += onHit
	}
	m.power += attacks * m.each

	// The items: the cards of the hand and the arsenal, the weapons'
	// attacks left, and the cards the deck may give.
	sc.freeDraws = 0
	items := sc.items[:0]
	defer func() { sc.items = items[:0] }()
	sc.uses = sc.uses[:0]
	// The power given for a payment (MayPay, CR 1.8.3): once, an item
	// that takes no card (paidPower); on each attack, a second way of
	// each attack to come, and an item for each attack made (paidEach:
	// the most of the payments, at the least of their costs).
	if pp := m.paidPower; pp.value > 0 {
		items = append(items, reachItem{one: [1]reachUse{{value: pp.value, cost: pp.cost}}})
	}
	if pe := m.paidEach; pe.value > 0 {
		for range attacks {
			items = append(items, reachItem{one: [1]reachUse{{value: pe.value, cost: pe.cost}}})
		}
	}
	noPoint, freeGo := g.noPoint(p, und)
	held := len(items) // the items of the cards held, one each, from here
	for zi, z := range [2][]ObjID{hand, ars} {
		for _, obj := range z {
			c := s.CardOf(obj)
			pr := cardReach(c, 0, und)
			if noPoint && c.Types.Has(Action) {
				// It may only be pitched (noPoint).
				items = append(items, reachItem{pitch: c.Pitch, card: true})
				continue
			}
			u := reachUse{value: pr.value + pr.active, next: pr.next, cost: pr.cost, action: pr.action && !(zi == 1 && pr.arsenalGo),
				attack: c.IsAttack()}
			if c.IsAttack() {
				u.value += m.each
			}
			items = append(items, sc.withPaidEach(reachItem{one: [1]reachUse{u}, pitch: c.Pitch, card: true, point: c.Types.Has(Action),
				reaction: c.Types.Has(AttackReaction)}, m.paidEach))
		}
	}
	for _, obj := range arena {
		if s.Obj(obj).Gone {
			continue
		}
		c := s.CardOf(obj)
		for i := range c.Activated {
			a := &c.Activated[i]
			if !a.Attack || noPoint && a.Type.Has(Action) {
				continue // not an attack, or one that cannot begin (noPoint)
			}
			if !a.Once {
				return 0, false // attacks without a bound
			}
			pr := cardReach(c, 0, und)
			cost := a.Cost
			if m.freeWeapons {
				cost = 0 // its cost may be lower than counted
			}
			u := reachUse{value: g.weaponReach(obj, und) + m.each, cost: cost, attack: true,
				action: a.Type.Has(Action) && !a.GoAgain && !c.Keywords.Has(GoAgain) && !pr.selfGo}
			// The attacks on the stack come before those to make.
			made := 0
			for i := range s.Stack {
				if l := &s.Stack[i]; l.Kind == ActivatedLayer && s.Obj(l.Obj).Proxy == obj {
					made++
				}
			}
			// The additional attacks the turn may still give count for
			// every weapon (ExtraAttack) that may still attack, or may
			// still gain go again on the attack it makes now
			// (extraMayCome).
			left := 1 + int(s.ThisTurn(obj).Extra) - int(s.ThisTurn(obj).Used)
			left += m.extra - m.extraGo
			if left > 0 || g.extraMayCome(obj, &m, und) {
				left += m.extraGo
			}
			for j := range max(left, 0) {
				v := u
				v.value += g.weaponNth(obj, c, und, made+j+1)
				items = append(items, sc.withPaidEach(reachItem{one: [1]reachUse{v}, point: a.Type.Has(Action)}, m.paidEach))
			}
			// The tokens its triggers make, on each attack (its profile
			// counted them once).
			m.tokens += max(left-1, 0) * pr.tokens
		}
	}
	// A card the deck gives is one of its cards: it is used as one of
	// them, or pitched for the most pitch. A card given each time
	// something happens, or by a card the deck gives that gives cards,
	// may be any number of them: every card of the deck.
	//
	// The cards drawn take places in the hand: a card drawn then one
	// discarded at random (or put to the bottom) leaves as many cards as
	// before. So the cards played and pitched are at most the cards held
	// now and the places gained (slots), whatever is drawn. A card given
	// each time something happens, or one the deck gives that gains a
	// place, leaves them without a bound (-1).
	deck := s.Zone(p, ZoneDeck)
	slots := len(hand) + len(ars) + m.gain
	// The late draws (late, above) need an action point after the attack
	// that wins the Gold (CR 1.13.2, 7.0.1a: its draw is an action, and
	// waits for the chain to close). Where at most one action point can
	// be spent this turn and every attack to come spends one, none is
	// left after any attack to come: they are not drawn (lateGone).
	lateGone := late > 0 && g.noPointAfterAttacks(items, deck, und, &m, actions+m.goAgain+paidGo, freeGo, m.draws-late > 0 || m.eachDraws > 0)
	if !lateGone {
		late = 0
	}
	draws := m.draws - late
	// Of those, the cards drawn only for resources paid besides a card's
	// cost (a Gold's {r}{r}, CR 1.14): paidDraws, for paidDrawCost at
	// least each, one card a payment (below).
	paidDraws := min(m.paidDraws-late, draws)
	if m.manyDraws > 0 {
		draws, slots = len(deck), -1
	}
	// Cards drawn on each attack (a Gold made each time one wins a
	// wager), each paid for: at most one for each attack the items and
	// the chain hold, and a drawn attack draws again (a link, below).
	paid, keptDrawn, allDrawn := 0, 0, 0
	// noPlaces: the knapsack needs no count of places (dealtItems: each
	// card drawn is an item of its own, held once drawn, and every draw
	// gains a place, so no choice uses more cards than are held and
	// drawn).
	noPlaces := false
	if m.eachDraws > 0 {
		if m.eachDraws > 1 {
			return 0, false
		}
		paid = attacks
		for i := range items {
			paid += b2i(items[i].one[0].attack)
		}
		if slots >= 0 {
			slots += paid // each a place of its own
		}
		keptDrawn = paid
	}
	if draws > 0 || paid > 0 {
		// dealt (ReachKeptDealt): the deck's order is the game's own, so
		// the cards a line draws are the deck's first ones, as many as
		// it draws (CR 8.5.6: a draw takes the top card). A first pass
		// over the whole deck bounds how many (allDrawn and the links,
		// below); the cards drawn are then distinct cards of the deck's
		// first that many, and the pass is made again with those alone
		// as the deck (each pass's count no more than the last's).
		if dealt {
			ds := dealtSources{free: draws - paidDraws, paid: paidDraws, each: paid, paidCost: m.paidDrawCost,
				eachCost: m.eachDrawCost, res: -1, eachDraws: m.eachDraws > 0, und: und, lateGone: lateGone}
			if !m.freeCosts && m.manyRes == 0 {
				ds.res = s.Players[p].Resources + m.res
				for i := range items {
					ds.res += max(items[i].pitch, 0)
				}
			}
			deck = deck[:g.dealtDrawn(deck, &ds)]
		}
		m0, draws0, paidDraws0, slots0, paid0 := m, draws, paidDraws, slots, paid
		var dp *deckPass
		var links int
		for {
			// A link is a card drawn that, used, draws the next (it gains
			// one place: a card that draws one, or an attack that draws on
			// each attack): it takes no place, as the card it draws takes
			// its own, and the cards drawn that end the chains are at most
			// the draws counted (draws, paid). Its cost is the card's and
			// what the draw needs paid (a Gold's {r}{r}).
			// What a card drawn gives whatever it is used for: the n cards
			// drawn are n cards of the deck, one each (CR 3.0.1: a card is in
			// one place), so together they give at most the n most of the
			// deck's (topSum), not n times the most of one card. The pass
			// over the deck's cards (deckPass) says both.
			dp = sc.deckPass(s, deck, deckIn{each: m.each, paidEach: m.paidEach.value, eachDrawCost: m.eachDrawCost,
				eachDraws: m.eachDraws > 0, lateGone: lateGone, und: und})
			if dp.unknown {
				return 0, false
			}
			m.manyTokens = m.manyTokens || dp.manyTokens
			m.manyGo = m.manyGo || dp.manyGo
			m.freeCosts = m.freeCosts || dp.freeCosts
			if dp.noSlots {
				// A card drawn that gains more than one place, or draws
				// without a count.
				slots = -1
			}
			if dp.drawAll {
				// A card drawn that draws and puts a card away: as many as
				// there are places (none of them counted as paid for).
				draws, paidDraws = len(deck), 0
			}
			if slots < 0 {
				// Any number of cards: a bound too high to cut anything, and
				// long to work out.
				return 0, false
			}
			bestRes, bestManyRes := dp.top(measureRes, 1), dp.top(measureManyRes, 1)
			allDrawn = draws + paid // the cards drawn, those put away too
			// The cards drawn past the places left are not drawn items, and
			// may be the paid ones: the paid items are the rest (paidDraws
			// less those), and none where a cost may be lower than counted.
			paidDraws = max(paidDraws-(draws-min(draws, len(deck), slots)), 0)
			if m.freeCosts {
				paidDraws = 0
			}
			draws = min(draws, len(deck), slots)
			paid = min(paid, len(deck)-draws, slots-draws)
			// The links: each costs at least linkCost (what its draw needs
			// paid alone, when costs may be lower than counted), and every
			// resource of the turn is at most the points, what effects give
			// and the pitch of every card that may be pitched (a link is
			// used, not pitched).
			links = 0
			if len(dp.linkUses) > 0 {
				least := dp.linkCost
				if m.freeCosts {
					least = dp.linkPaid
				}
				if least <= bestRes || m.manyRes > 0 || bestManyRes > 0 {
					return 0, false
				}
				most := s.Players[p].Resources + m.res + (draws+paid)*(dp.pitch+bestRes)
				for i := range items {
					most += max(items[i].pitch, 0)
				}
				links = min(most/(least-bestRes), len(deck)-draws-paid)
				links = min(links, dp.linkCards) // each a card of the deck
			}
			if !dealt || allDrawn+links >= len(deck) {
				break
			}
			deck = deck[:allDrawn+links]
			m, draws, paidDraws, slots, paid = m0, draws0, paidDraws0, slots0, paid0
		}
		n := draws + paid + links // the cards drawn
		if w != nil {
			w.Drawn, w.Paid, w.Links, w.Deck = draws, paid, links, len(deck)
		}
		if n > reachMostDrawn && w == nil && !dealt {
			// Each counted as the deck's best card: a bound too high to
			// cut anything, and long to work out.
			return 0, false
		}
		// The cards drawn: in the deck's order where dealt (dealtItems
		// reads them so, and they are ranked after it), else ranked.
		if dealt {
			sc.cards = append(sc.cards[:0], dp.order...)
		} else {
			sc.cards = append(sc.cards[:0], dp.ranked...)
		}
		each := dp.top(measureEach, n)
		if each > 0 {
			// A card drawn that gives every attack more: every attack
			// may get it from every such card.
			for i := range sc.cards {
				rc := &sc.cards[i]
				rc.use.value += each
				for k := range rc.nLinks {
					rc.links[k].value += each
				}
			}
			for i := range items {
				items[i].one[0].value += each
				for k := range items[i].uses {
					items[i].uses[k].value += each
				}
			}
			m.power += (attacks + 1) * each
		}
		// The cards drawn of one kind (drawn, drawn for a price, links)
		// are cards of the deck, one each: ranked by the most they may
		// add, the j-th of a kind is one of the cards from the j-th on
		// (the cards of a kind, in the order of their ranks, are such
		// cards), not the best again (rankedCard).
		// dealt: the cards drawn are the deck's first ones, each item
		// the card itself (dealtItems), where it can say them; else
		// ranked, as below.
		rankedDraws, rankedPaid, rankedLinks := draws, paid, links
		if dealt {
			var exact bool
			ds := dealtSources{free: draws0 - paidDraws0, paid: paidDraws0, each: paid0, paidCost: m.paidDrawCost,
				eachCost: m.eachDrawCost, und: und, lateGone: lateGone}
			items, exact = g.dealtItems(sc, items, held, noPoint, m.paidEach, &ds)
			if exact {
				rankedDraws, rankedPaid, rankedLinks = 0, 0, 0
				// Every draw gains a place: none of the non-deck
				// sources' draws puts a card away (their places gained
				// are their draws), nor any card drawn's.
				noPlaces = m0.gain >= m0.draws
				for i := range sc.cards {
					noPlaces = noPlaces && sc.cards[i].gain >= sc.cards[i].draws
				}
			}
		}
		// drawnItem is the j-th card drawn's item (rankedCards.item), each
		// use for extra more: the pass's where it ranked the cards (what
		// every attack gets, added to each card alike, is added to each
		// use of the item alike: deckPass.item).
		drawnItem := func(j, extra int) reachItem {
			if dealt {
				return sc.cards.item(j, extra, false, m.paidEach, nil, &sc.uses)
			}
			return dp.item(j, extra, m.paidEach, each, &sc.uses)
		}
		if dealt {
			sc.rank()
		}
		for j := range rankedDraws {
			if j < draws-paidDraws {
				items = append(items, drawnItem(j, 0))
				continue
			}
			// The last paidDraws of the cards drawn, in the order of
			// their ranks, each for paidDrawCost more, in every role (as
			// the cards drawn for a price on each attack, below): a
			// line that uses or pitches w cards drawn, v of them paid
			// for, has them at the first w items in the order of
			// their ranks, of which at most v are among the last
			// paidDraws (its other draws, unpaid, are at most draws
			// less paidDraws).
			it := drawnItem(j, m.paidDrawCost)
			it.pitch = max(it.pitch-m.paidDrawCost, 0)
			items = append(items, it)
		}
		for j := range rankedPaid {
			// Drawn for what the draw needs paid, in every role.
			it := drawnItem(j, m.eachDrawCost)
			it.pitch = max(it.pitch-m.eachDrawCost, 0)
			items = append(items, it)
		}
		lc := sc.linkCards[:0]
		for _, rc := range sc.cards {
			if rc.nLinks > 0 {
				lc = append(lc, rc)
			}
		}
		sc.linkCards = lc
		for j := range rankedLinks {
			items = append(items, lc.item(j, 0, true, paidBonus{}, nil, &sc.uses))
		}
		m.many += dp.top(measureMany, n)
		m.res += dp.top(measureRes, n)
		m.manyRes += dp.top(measureManyRes, n)
		m.goAgain += dp.top(measureGoAgain, n)
		// The cards drawn that are used make tokens; those drawn by the
		// links and for a price on each attack are kept if not used.
		m.tokens += dp.top(measureTokens, n)
		keptDrawn += links
		allDrawn += links
	}
	// Action points: the player's, and one for each go again the turn may
	// give (CR 8.3.5, 1.13.2); -1 for no bound.
	actions += m.goAgain
	if m.manyGo || freeGo {
		actions = -1
	}
	// The most events of the turn: each item used and the attack on the
	// chain, an attack and a hit each and what they make (2 a thing, and
	// 4 more).
	events := 2*len(items) + 4
	res := s.Players[p].Resources + m.res + m.manyRes*events
	if m.freeCosts {
		for i := range items {
			items[i].one[0].cost = 0
			for k := range items[i].uses {
				items[i].uses[k].cost = 0
			}
		}
	}
	// The power paid for each time something happens that may happen any
	// number of times (paidMany: Betsy's, on each wager): each time for
	// its payment (MayPay's N: no card's or ability's cost, which no
	// effect lowers), so at most as many times as all the resources the
	// turn may have pay for (the points, what effects give, every card's
	// pitch): that many items of its own.
	if pm := m.paidMany; pm.value > 0 {
		if pm.cost <= 0 {
			return 0, false
		}
		most := res
		for i := range items {
			most += max(items[i].pitch, 0)
		}
		for range max(most/pm.cost, 0) {
			items = append(items, reachItem{one: [1]reachUse{{value: pm.value, cost: pm.cost}}})
		}
	}
	// The go again a permanent's ability gives for resources paid
	// (Aurora's token: {r}{r}): a line that takes j of them has j more
	// action points and j times paidGoCost fewer resources for the rest;
	// the most is the most of those lines (j from 0), where the action
	// points bound the knapsack at all. Where a cost may be lower than
	// counted, or the points have no bound, they are free as any go
	// again.
	if paidGo > 0 && (actions < 0 || m.freeCosts || m.freeWeapons || actions >= actionItems(items)) {
		if actions >= 0 {
			actions += paidGo
		}
		paidGo = 0
	}
	if dealt && attacks == 0 {
		// No attack on the stack or on the chain still to deal its
		// damage: an attack reaction is played only in the reaction step
		// of an attack of the player's (CR 8.1.2a), so what it gives
		// waits for an attack a line makes, as "next" does.
		for i := range items {
			if !items[i].reaction {
				continue
			}
			if !items[i].many {
				items[i].one[0].next += items[i].one[0].value
				items[i].one[0].value = 0
			}
			for k := range items[i].uses {
				items[i].uses[k].next += items[i].uses[k].value
				items[i].uses[k].value = 0
			}
		}
	}
	if dealt && actions == 0 && paidGo == 0 {
		// No action point this turn, none to come (the bound is 0): no
		// action card played, no ability of an action activated, go
		// again or not (CR 1.13.2: each needs a point to begin; Reach
		// counts one that gives its point back as taking none).
		for i := range items {
			if items[i].point {
				items[i].many, items[i].uses = true, nil
			}
		}
	}
	ks := slots
	if noPlaces {
		ks = -1
	}
	// The most of the lines that make no attack more (what waits for
	// one adds nothing), and of those that do.
	k0, k1 := sc.reachKnapsacks(items, res, ks, actions, paidGo, paidGoCost)
	most := m.power + m.many*events + k0
	if k1 >= 0 {
		most = max(most, m.power+m.next+m.many*events+k1)
	}
	if m.power+m.many*events+k0 < most {
		// Every line of the most makes an attack, and so destroys the
		// permanents that add on a hit only by destroying themselves
		// (onHitSpent): one that keeps one deals that much less.
		spent += onHitSpent
	}
	if kept != nil {
		*kept = [3]int{-1, -1, -1}
		if !m.manyTokens && most == target {
			drawn := max(m.gain, 0) + keptDrawn
			k := len(hand) + len(ars) + len(arena) - 1 + drawn + m.tokens - spent
			for i := range s.Stack {
				k += b2i(s.Stack[i].Kind == CardLayer)
			}
			// Every paid go again, paid for by nothing: the fewest cards
			// of every line j above, or fewer.
			fewest := sc.fewestCards(items, res, ks, actions+paidGo, target-m.power-m.many*events, target-m.power-m.next-m.many*events)
			// The power kept: of the cards of the hand and the arsenal,
			// held now or drawn (a card drawn then one discarded at
			// random may keep the card drawn), at most all less the
			// fewest used.
			ps := sc.powers[:0]
			for _, obj := range deck {
				ps = append(ps, s.CardOf(obj).Power)
			}
			slices.Sort(ps)
			// The allDrawn most, moved to the front: the memory keeps
			// its start (and its room) for the next Reach.
			ps = ps[:copy(ps, ps[max(len(ps)-allDrawn, 0):])]
			for _, z := range [2][]ObjID{hand, ars} {
				for _, obj := range z {
					ps = append(ps, s.CardOf(obj).Power)
				}
			}
			sc.powers = ps
			held := len(hand) + len(ars) + drawn - fewest
			*kept = [3]int{k - fewest, topSum(ps, held), held}
		}
	}
	if w != nil {
		w.Power, w.Next, w.Many, w.Events, w.Items = m.power, m.next, m.many, events, len(items)
		w.Knapsack, w.KnapsackAttack, w.Res, w.Slots, w.Actions = k0, k1, res, slots, actions
	}
	return most, true
}

// ownGo reports whether obj, a card on the stack or an attack (a weapon's
// attack proxy too), of profile pr, has go again now or may get it of its
// own as it resolves: printed, from its own statics (the weapon's, for
// its attack proxy: Game.HasKeyword), an effect in force, or its own
// effects and triggers (pr's selfGo; arsenalGo only for a card layer
// played from the arsenal, fromArsenal: "if this was played from
// arsenal" is read as that layer resolves, PlayedFromArsenal, and a
// chain link's layer has resolved). Go again any other card, ability or
// effect may give it is counted as that one's (most.gains: goAgain one
// each, manyGo without a count).
func (g *Game) ownGo(obj ObjID, pr *reachProfile, fromArsenal bool) bool {
	return pr.selfGo || pr.arsenalGo && fromArsenal || g.HasKeyword(obj, GoAgain)
}

// noPointAfterAttacks reports whether the turn player can have no action
// point after any attack still to be made resolves (the late draws,
// Reach): at most one action point can be spent this turn (actions, the
// knapsack's bound with the paid go again, at most 1, with a bound: no go
// again without a count, m.manyGo, nor one given without a point, free),
// and every attack to come spends one (each attack way of the items, and,
// when cards may be drawn (drawn), of the deck's cards, is an action that
// does not give its point back, reachUse.action). An action point is
// spent only by such a use and gained only by go again (CR 1.13.2, 8.3.5),
// at most actions less the points held now in all; an action with go
// again takes a point and gives it back. So after an attack to come,
// which spends one, the points held are at most actions less 1: none.
// (The deck's cards add their go again to actions.) A token made this
// turn is no item here: no token of the pool can attack (cards'
// TestNoTokenOfThePoolAttacks), so none is an attack to come.
func (g *Game) noPointAfterAttacks(items []reachItem, deck []ObjID, und bool, m *most, actions int, free, drawn bool) bool {
	if actions > 1 || actions < 0 || free || m.manyGo {
		return false
	}
	for i := range items {
		for _, u := range items[i].ways() {
			if u.attack && !u.action {
				return false
			}
		}
	}
	if !drawn {
		return true
	}
	for _, obj := range deck {
		c := g.s.CardOf(obj)
		pr := cardReach(c, 0, und)
		actions += pr.goAgain
		if pr.manyGo || c.IsAttack() && !pr.action || actions > 1 {
			return false
		}
	}
	return true
}

// weaponNth is what the weapon w (card c) gets on its k-th attack from
// now (1: the next) from its own triggers on its Nth attack of the turn
// (reachProfile's nthPower), while they have not fired: on the Nth
// attack and, as what they give may last the turn, every later one.
// Once fired, what they gave is in w's power (Game.Power) or waits as a
// triggered layer (counted as one).
func (g *Game) weaponNth(w ObjID, c *Card, und bool, k int) int {
	pr := cardReach(c, 0, und)
	if pr.nthPower <= 0 || w == NoObj {
		return 0
	}
	done := int(g.s.ThisTurn(w).Attacks)
	if done >= pr.nth || done+k < pr.nth {
		return 0
	}
	return pr.nthPower
}

// extraMayCome reports whether the weapon w, with no attack left this
// turn, may still be given an additional one as its attack gains go
// again (most.extraGo: the first time, Dorinthea's). An attack gains go
// again only while it is made (Game.noteGoAgain: its proxy, CR 1.4.3),
// so only while an attack of w is made and not over, and only if that
// attack has go again already (the trigger may wait), a trigger waits,
// or something may still give an attack made go again (CR 8.3.5): what
// m counts (goNow, manyGo: the cards held, the permanents and the tokens
// to come, the effects in force, the stack), or a card of the deck where
// one may be drawn (a card is played from the hand or the arsenal alone,
// Game.playable, and none comes back to them in the action phase:
// ReachKept).
func (g *Game) extraMayCome(w ObjID, m *most, und bool) bool {
	s := g.s
	attack := NoObj
	for i := range s.Stack {
		if l := &s.Stack[i]; l.Kind == ActivatedLayer && s.Obj(l.Obj).Proxy == w {
			attack = l.Obj
		}
	}
	if l := s.Chain.Active(); attack == NoObj && l != nil && l.Source == w && !l.Resolved && !l.Left {
		attack = l.Attack
	}
	switch {
	case attack == NoObj:
		return false // no attack of it to gain go again
	case g.HasKeyword(attack, GoAgain) || m.goNow > 0 || m.manyGo || len(s.Pending) > 0 || g.bufs.nLayers > 0:
		return true
	}
	for i := range s.Stack {
		if s.Stack[i].Kind == TriggeredLayer {
			return true
		}
	}
	if m.draws > 0 || m.manyDraws > 0 || m.eachDraws > 0 || m.paidDraws > 0 {
		for _, obj := range s.Zone(s.TurnPlayer, ZoneDeck) {
			if pr := cardReach(s.CardOf(obj), 0, und); pr.goNow > 0 || pr.manyGo {
				return true
			}
		}
	}
	return false
}

// actionItems counts the items a use of which takes an action point: the
// knapsack's action points bound nothing at that many or more.
func actionItems(items []reachItem) int {
	n := 0
	for i := range items {
		for _, u := range items[i].ways() {
			if u.action {
				n++
				break
			}
		}
	}
	return n
}

// reachTriggered adds what a triggered layer (on the stack, or waiting to
// go there) may add: its ability's effects, worked out in sub (Reach's
// scratch: its value is lost).
func (g *Game) reachTriggered(m, sub *most, obj ObjID, ability int8, granted bool, grantCard int16, keyword Keywords, delayed int16) {
	s := g.s
	switch {
	case delayed > 0:
		g.reachDelayed(m, sub, &s.Fired[delayed-1])
		return
	case keyword != 0:
		if t := keywordOf(keyword).Trigger; t != nil {
			*sub = most{card: s.CardOf(obj), undefended: m.undefended}
			sub.effects(t.Effects)
			m.addAll(sub)
		}
		return
	}
	var t *Trigger
	c := s.CardOf(obj)
	if granted {
		c = s.Cards[grantCard]
		if int(ability) < len(c.Grants) {
			t = c.Grants[ability].Trigger
		}
	} else if int(ability) < len(c.Triggers) {
		t = &c.Triggers[ability]
	}
	if t == nil {
		m.none = true
		return
	}
	*sub = most{card: c, undefended: m.undefended}
	sub.effects(t.Effects)
	m.addAll(sub)
}

// reachDelayed adds what a delayed trigger may add when it fires, worked
// out in sub as reachTriggered.
func (g *Game) reachDelayed(m, sub *most, d *delayedTrigger) {
	s := g.s
	switch d.Do {
	case DelayedWager:
		// The prize, as if the player won (CR 8.5.46).
		for _, k := range [2]int16{d.Card, d.Card2} {
			if k > 0 {
				m.token(s.Cards[k-1], 1)
			}
		}
	case DelayedGrant:
		// "The next time": it fires once (nexttime.go).
		*sub = most{card: s.Cards[d.Card-1], undefended: m.undefended}
		sub.grantOnce(int(d.Grant))
		m.addAll(sub)
	case DelayedOnce:
	default:
		m.none = true
	}
}

// topSum is the sum of the n largest of xs (all of them when fewer);
// xs is sorted, unless n is at most 4 and below len(xs): then the n
// largest are picked in one pass (most calls: a turn draws few cards).
func topSum(xs []int, n int) int {
	if n > 0 && n <= 4 && n < len(xs) {
		var top [4]int // the largest so far, largest first
		k := 0
		for _, x := range xs {
			i := k
			if k < n {
				k++
			} else if x <= top[n-1] {
				continue
			} else {
				i = n - 1
			}
			for ; i > 0 && top[i-1] < x; i-- {
				top[i] = top[i-1]
			}
			top[i] = x
		}
		t := 0
		for _, x := range top[:n] {
			t += x
		}
		return t
	}
	slices.Sort(xs)
	t := 0
	for i := len(xs) - 1; i >= 0 && i >= len(xs)-n; i-- {
		t += xs[i]
	}
	return t
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// weaponReach is what an attack with the weapon obj may add: its power now
// (counters, effects on it) or its printed one, and what its statics and
// triggers may give.
func (g *Game) weaponReach(obj ObjID, undefended bool) int {
	c := g.s.CardOf(obj)
	pr := cardReach(c, 0, undefended)
	return max(g.Power(obj), c.Power) + pr.value - c.Power
}

// reachKnapsack is the most value of the items used, each used one of
// its ways, pitched or neither, when the costs of those used are at most
// res and the pitch of those pitched, the cards used or pitched at most
// slots, and the uses that take an action point at most actions (-1: no
// bound, for either). The order the items are taken in does not matter:
// the balance may go below zero on the way (a card pitched later pays
// for one used before), only the end's must not.
//
// attack: the lines that make an attack, whose uses are worth what they
// give a later attack too (next), and -1 if there is none; else the
// lines that make none, whose attacks are not used and whose next adds
// nothing.
func reachKnapsack(items []reachItem, res, slots, actions int, attack bool) int {
	return new(reachScratch).knapsack(items, res, slots, actions, attack, nil)
}

// knapsack is reachKnapsack in sc's memory.
//
// The balances worth keeping after an item are those the items left can
// still bring to zero or more (at least minus their pitch), and a balance
// above what the items left can cost is worth what that cost is (it pays
// for all of them): so only that window of balances is kept, the rest
// merged into its top.
//
// byCards, when not nil (of a length above the card items), is told the
// most value of the choices that use each number of cards (-1: none).
func (sc *reachScratch) knapsack(items []reachItem, res, slots, actions int, attack bool, byCards []int) int {
	for i := range byCards {
		byCards[i] = -1
	}
	lo, hi := min(res, 0), max(res, 0)
	cards, acts, need := 0, 0, 0
	if cap(sc.sufCost) < len(items)+1 {
		sc.sufCost, sc.sufPitch = make([]int, len(items)+1), make([]int, len(items)+1)
	}
	sufCost, sufPitch := sc.sufCost[:len(items)+1], sc.sufPitch[:len(items)+1]
	sufCost[len(items)], sufPitch[len(items)] = 0, 0
	for i := len(items) - 1; i >= 0; i-- {
		it := &items[i]
		most, act := 0, false
		for _, u := range it.ways() {
			most = max(most, u.cost)
			act = act || u.action
		}
		lo -= most
		hi += max(it.pitch, 0)
		cards += b2i(it.card)
		acts += b2i(act)
		need = max(need, it.need)
		sufCost[i] = sufCost[i+1] + most
		sufPitch[i] = sufPitch[i+1] + max(it.pitch, 0)
	}
	out := -1
	if !attack {
		out = 0
	}
	if res < -sufPitch[0] {
		return out
	}
	// A bound that holds anyway is no dimension of the table.
	limitCards, limitActions := slots >= 0 && slots < cards, actions >= 0 && actions < acts
	if byCards != nil && !limitCards {
		limitCards, slots = true, cards // counted, not bounded
	}
	if !limitCards {
		slots = 0
	}
	if !limitActions {
		actions = 0
	}
	const none = -1 << 30
	// A state is (an attack made f, cards k, action points a, draws made
	// d, balance b): i = (((f*(slots+1)+k)*na+a)*nd+d)*w+b, the balance
	// b-lo; r is its row, ((f*(slots+1)+k)*na+a)*nd+d. The draws are
	// counted up to the most any item needs (nd-1; ReachKeptDealt's: an
	// item that needs d draws, the deck's d-th card, is held only once
	// they are made), from the free ones (freeDraws).
	w, na, nk, nd := hi-lo+1, actions+1, slots+1, need+1
	nf := 1 + b2i(attack)
	rows := na * nk * nf * nd
	n := w * rows
	if cap(sc.best) < n {
		sc.best, sc.next = make([]int, n, n+n/2), make([]int, n, n+n/2)
	}
	best, next := sc.best[:n], sc.next[:n]
	// live tells the rows that hold a state (the others' cells are not
	// kept up: not read), liveNext those of next.
	if cap(sc.live) < rows {
		sc.live, sc.liveNext = make([]bool, rows, rows+rows/2), make([]bool, rows, rows+rows/2)
	}
	live, liveNext := sc.live[:rows], sc.liveNext[:rows]
	clear(live)
	// The window of balances kept, [bLo, bHi], in every row.
	bLo := min(res, sufCost[0])
	bHi := bLo
	r0 := min(sc.freeDraws, need)
	best[r0*w+bLo-lo], live[r0] = 0, true
	for ii := range items {
		it := &items[ii]
		top, floor := sufCost[ii+1], -sufPitch[ii+1]
		most := 0
		for _, u := range it.ways() {
			most = max(most, u.cost)
		}
		nLo, nHi := max(bLo-most, floor), min(bHi+max(it.pitch, 0), top)
		if nLo > nHi {
			return out
		}
		clear(liveNext)
		// put keeps v at balance b of row r after this item.
		put := func(r, b, v int) {
			if b < floor {
				return
			}
			if !liveNext[r] {
				liveNext[r] = true
				for b := nLo; b <= nHi; b++ {
					next[r*w+b-lo] = none
				}
			}
			j := r*w + min(b, top) - lo
			next[j] = max(next[j], v)
		}
		dk := b2i(it.card && limitCards)
		// r is the row of (f, k, a, d), counted up as they are.
		for r, f, k, a, d := 0, 0, 0, 0, 0; r < rows; r++ {
			if r > 0 {
				if d++; d == nd {
					if d, a = 0, a+1; a == na {
						if a, k = 0, k+1; k == nk {
							k, f = 0, f+1
						}
					}
				}
			}
			if !live[r] {
				continue
			}
			for b := bLo; b <= bHi; b++ {
				v := best[r*w+b-lo]
				if v == none {
					continue
				}
				put(r, b, v) // neither
				if d < it.need {
					continue // not held yet
				}
				if it.pitch > 0 && k+dk <= slots {
					put(((f*nk+k+dk)*na+a)*nd+d, b+it.pitch, v)
				}
				for _, u := range it.ways() {
					da := b2i(u.action && limitActions)
					du := dk * b2i(!u.noPlace)
					if a+da > actions || k+du > slots || u.attack && !attack {
						continue
					}
					val, made := u.value, f
					if attack {
						val += u.next
						made = max(f, b2i(u.attack))
					}
					put(((made*nk+k+du)*na+a+da)*nd+min(d+int(u.draws), need), b-max(u.cost, 0), v+val)
				}
			}
		}
		best, next = next, best
		live, liveNext = liveNext, live
		bLo, bHi = nLo, nHi
	}
	for r := 0; r < rows; r++ {
		if !live[r] || attack && r/(nd*na*nk) != 1 {
			continue
		}
		for b := max(bLo, 0); b <= bHi; b++ {
			out = max(out, best[r*w+b-lo])
			if v := best[r*w+b-lo]; byCards != nil && v != none {
				k := (r / (nd * na)) % nk
				byCards[k] = max(byCards[k], v)
			}
		}
	}
	return out
}

// fewestCards is the fewest cards of the items a choice uses (played or
// pitched) whose value is at least need without an attack, or needAttack
// with one (knapsack); 0 when none does (none fewer).
func (sc *reachScratch) fewestCards(items []reachItem, res, slots, actions, need, needAttack int) int {
	n := len(items) + 1
	if cap(sc.byCards) < 2*n {
		sc.byCards = make([]int, 2*n)
	}
	by0, by1 := sc.byCards[:n], sc.byCards[n:2*n]
	sc.knapsack(items, res, slots, actions, false, by0)
	sc.knapsack(items, res, slots, actions, true, by1)
	for k := range n {
		if by0[k] >= 0 && by0[k] >= need || by1[k] >= 0 && by1[k] >= needAttack {
			return k
		}
	}
	return 0
}

// reachMostDrawn is the most cards drawn Reach works a bound out with:
// past it, each counted as the deck's best card, the bound is far above
// any line (hh-olympia's and hh-kassai's: 90-125 against 3-12, with 4 to
// 19 cards drawn), and its knapsack is long (hh-olympia's goldfish took
// a third more time with it than with none). Five, not four: hh-victor's
// turns that draw five cut there (positions a turn 62.09 -> 33.69, its
// CPU -27 %); at 6, 8 or 12 hh-victor and hh-betsy search the same
// positions as at 5.
const reachMostDrawn = 5

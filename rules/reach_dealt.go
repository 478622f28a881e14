package rules

import (
	"reflect"
	"sync"
)

// ReachKeptDealt is ReachKept (the same meaning: a true upper bound on
// the damage the turn player can still deal this turn, and the cards kept,
// their power and the cards held of a line that deals target), for a game
// whose deck order is the one its lines will draw in: the cards a line
// draws are the deck's first cards, in order (CR 8.5.6: a draw takes the
// top card), not any cards of the deck. So (reach, dealt):
//
//   - the cards drawn are among the deck's first as many as the turn may
//     draw, each draw paid for before the card it draws is held
//     (dealtDrawn), with no limit on how many (reachMostDrawn);
//   - each of them is an item of the knapsack as it is, held only once as
//     many draws as its place in the deck are made (dealtItems), the
//     draws made by the cards that draw as they are used (a card held,
//     a card drawn), by what needs a payment (a Gold's {r}{r}) as it is
//     paid, and by the rest from the start;
//   - where the turn can have no action point (the bound of them is 0),
//     no action card or ability of an action is used, go again or not
//     (CR 1.13.2: each needs one to begin); where no attack is on the
//     stack or on the chain still to deal its damage, an attack
//     reaction gives only what waits for an attack a line makes (CR
//     8.1.2a). Both hold for Reach too, which does not count them so.
//
// ONLY for a game whose deck order the caller dealt itself: a world a
// search imagined from the player's View (rules/bot's chance nodes), whose
// later draws come from that dealt order. The real game's deck order is
// hidden from every player (CR 1.3.3; a bot sees only its View): a caller
// outside such a world must not use it, nor a search that deals the deck
// again later in the line (a chance node inside the world).
//
// Where an effect of the game may change the deck's order or take a card
// of it other than by a draw from the top (deckOrderKept), it is ReachKept.
//
// Its caller is the goldfish bot's chance node with one node a line
// (rules/bot/chance.go: ownReach, an outcome's own most at the position
// its world's run stopped at), where it is known and tight where
// ReachKept mostly is not (hh-olympia's Golds; hh-kassai's worlds: 5.27
// on average against lines of 3.07, Reach known at 134 of 3,679
// positions). Not the cut inside a world against that world's own best
// (rules/bot/bound.go: searcher.reachKept): there its asks cost more CPU
// than its cuts saved (BENCHMARKS.md, lanes rdealt, rworld and olympia8).
// It is tested as a bound on the search's own worlds (rules/bot:
// TestReachKeptDealtIsABound).
func (g *Game) ReachKeptDealt(target int) (most, kept, keptPower, held int, ok bool) {
	var k [3]int
	most, ok = g.reach(nil, &k, target, g.deckOrderKept())
	return most, k[0], k[1], k[2], ok
}

// dealtSources are the draws a turn may make from what is not in the
// deck (dealtDrawn): free ones (no payment but a card's cost), paid ones
// (paidCost each at least: a Gold's {r}{r}) and each ones, one on each
// attack (eachCost each); res is the most resources the turn has before
// any card is drawn (the points, what effects give, the pitch of every
// card held: -1 for no bound).
type dealtSources struct {
	free, paid, each   int
	paidCost, eachCost int
	res                int
	// eachDraws: an attack drawn draws one more as it attacks; und is
	// reach's undefended, lateGone its lateGone.
	eachDraws, und, lateGone bool
}

// dealtDrawn bounds how many of the deck's first cards a line may draw
// this turn (reach, dealt). The deck's k-th card is drawn only once k
// draws are made (CR 8.5.6: a draw takes the top card), each by ds or by
// a card drawn before it: its own draws (its profile's, less its late
// draws where lateGone), and one more where it is an attack and each
// attack draws. And each draw is paid for (CR 1.14) before the card it
// draws is held: by the resources the turn has before any draw (ds.res)
// and those of the cards drawn before it (their pitch, what they give).
//
// Each draw costs at least: nothing (ds.free), ds.paidCost, ds.eachCost,
// and, by a card drawn, the card's least cost and the least its draws
// need paid besides for the first (gainCost), eachCost for the one on
// its attack (the card's cost counted once). Drawing the cheapest draw
// available each time, the resources spent after each draw are the
// least any line spends for as many (a draw available stays available,
// and which draws are available depends only on how many cards are
// drawn): so the count where the cheapest is past the resources is the
// most any line draws.
func (g *Game) dealtDrawn(deck []ObjID, ds *dealtSources) int {
	var buf [64]int
	src := buf[:0] // the costs of the draws available, one a draw
	for range ds.free {
		src = append(src, 0)
	}
	for range ds.paid {
		src = append(src, ds.paidCost)
	}
	for range ds.each {
		src = append(src, ds.eachCost)
	}
	budget, spent := ds.res, 0
	n := 0
	for n < len(deck) && len(src) > 0 {
		least := 0
		for i := range src {
			if src[i] < src[least] {
				least = i
			}
		}
		if budget >= 0 && spent+src[least] > budget {
			break
		}
		spent += src[least]
		src[least] = src[len(src)-1]
		src = src[:len(src)-1]
		c := g.s.CardOf(deck[n])
		n++
		pr := cardReach(c, 0, ds.und)
		if !pr.ok || pr.manyDraws > 0 || pr.eachDraws > 0 {
			return len(deck) // no count: reach has no bound then
		}
		if budget >= 0 {
			if pr.manyRes > 0 || pr.freeCosts || pr.freeWeapons {
				budget = -1 // resources or costs past counting
			} else {
				budget += max(c.Pitch, 0) + pr.res
			}
		}
		d := pr.draws
		if ds.lateGone {
			d -= pr.lateDraws
		}
		for i := range max(d, 0) {
			if i == 0 {
				src = append(src, pr.cost+pr.gainCost)
			} else {
				src = append(src, 0)
			}
		}
		if ds.eachDraws && c.IsAttack() {
			cost := ds.eachCost
			if d <= 0 {
				cost += pr.cost
			}
			src = append(src, cost)
		}
	}
	return n
}

// deckOrderBreakers are the effects that change a deck's order or take a
// card of it other than by a draw from its top: a search (CR 8.5.19), a
// shuffle (8.5.20), a card put on top from the hand (TopFromHand), the top
// card revealed and put on the bottom (RevealTopKeepIfPower; a clash made
// again, victor.go's Replacement). After one of them a line's draws are
// not the deck's first cards. A card put on the bottom from the hand keeps
// the order of the cards above it: the cards a turn draws, fewer than the
// deck holds (reach truncates the deck only then), are above it.
//
// A new effect that moves a card of the deck, or puts one into it
// anywhere but the bottom, belongs here.
var deckOrderBreakers = map[reflect.Type]bool{
	reflect.TypeFor[SearchDeck]():           true,
	reflect.TypeFor[ShuffleDeck]():          true,
	reflect.TypeFor[TopFromHand]():          true,
	reflect.TypeFor[RevealTopKeepIfPower](): true,
	reflect.TypeFor[Replacement]():          true,
}

// deckOrderKept reports whether no card of the game has an effect that
// may change a deck's order (deckOrderBreakers): every definition of the
// game (state.Cards: the cards of both players, the tokens made), and the
// tokens they may make.
func (g *Game) deckOrderKept() bool {
	for _, c := range g.s.Cards {
		if !cardKeepsDeckOrder(c) {
			return false
		}
	}
	return true
}

// deckOrderCards are the definitions looked through, and what was found
// (cardKeepsDeckOrder).
var deckOrderCards sync.Map // *Card → bool

// cardKeepsDeckOrder reports whether nothing in c's definition (its
// effects, costs, abilities, the tokens it makes, at any depth) is one of
// deckOrderBreakers; worked out once per definition.
func cardKeepsDeckOrder(c *Card) bool {
	if v, ok := deckOrderCards.Load(c); ok {
		return v.(bool)
	}
	keeps := keepsDeckOrder(reflect.ValueOf(c), map[uintptr]bool{})
	deckOrderCards.Store(c, keeps)
	return keeps
}

// keepsDeckOrder walks v (holdsIn) for a value of a type of
// deckOrderBreakers.
func keepsDeckOrder(v reflect.Value, seen map[uintptr]bool) bool {
	return !holdsIn(v, seen, breaksDeckOrder, nil)
}

// breaksDeckOrder reports a value of a type of deckOrderBreakers.
func breaksDeckOrder(v reflect.Value) bool {
	return v.Kind() == reflect.Struct && deckOrderBreakers[v.Type()]
}

// dealtItems appends to items the cards drawn as they are where the deck's
// order is the game's own (reach, dealt): sc.cards, in the deck's order,
// each an item of its own that is held once as many draws as its place are
// made (reachItem.need; CR 8.5.6: a draw takes the top card); and the
// draws that are no card's: ds.paid of them for ds.paidCost each, ds.each
// (one on each attack) for ds.eachCost each, items that make a draw; the
// free draws are the knapsack's to start with (freeDraws). A card drawn is
// used as it is (its use, with the power every attack may get for a
// payment, pe, as a second way), pitched, or used as a link: its use that
// draws (its gain's, for what the draw needs paid besides, gainCost; an
// attack's that draws as it attacks, for eachCost), which takes no place
// (the card it draws takes the one it gains). A card that draws and gains
// no place (a card put away for it) draws as it is used.
//
// The cards held (items from held on, the hand's and the arsenal's, one
// each) draw as they are used too, not whatever they are used for: their
// draws are taken out of ds's (dealtHeld).
//
// ok is false where a card drawn may draw in both ways (two links): then
// nothing is changed.
func (g *Game) dealtItems(sc *reachScratch, items []reachItem, held int, noPoint bool, pe paidBonus, ds *dealtSources) (_ []reachItem, ok bool) {
	for i := range sc.cards {
		if sc.cards[i].nLinks > 1 {
			return items, false
		}
	}
	g.dealtHeld(sc, items[held:], noPoint, ds)
	sc.freeDraws = max(ds.free, 0)
	for range max(ds.paid, 0) {
		items = append(items, reachItem{one: [1]reachUse{{cost: ds.paidCost, draws: 1}}})
	}
	for range max(ds.each, 0) {
		items = append(items, reachItem{one: [1]reachUse{{cost: ds.eachCost, draws: 1}}})
	}
	for j := range sc.cards {
		rc := &sc.cards[j]
		var buf [3]reachUse
		u := rc.use
		if rc.gain == 0 {
			u.draws = int8(max(rc.draws, 0))
		}
		ws := addUse(buf[:0], u)
		if u.attack && pe.value > 0 {
			v := u
			v.value += pe.value
			v.cost += pe.cost
			ws = addUse(ws, v)
		}
		if rc.nLinks == 1 {
			l := rc.links[0]
			l.noPlace = true
			if rc.gain == 1 {
				l.draws = int8(max(rc.draws, 1)) // its gain's
			} else {
				l.draws = int8(max(rc.draws, 0) + 1) // its attack's, and its own
			}
			ws = addUse(ws, l)
		}
		n := len(sc.uses)
		sc.uses = append(sc.uses, ws...)
		items = append(items, reachItem{many: true, uses: sc.uses[n:len(sc.uses):len(sc.uses)], pitch: rc.pitch, card: true, need: j + 1,
			point: rc.point, reaction: rc.reaction})
	}
	return items, true
}

// dealtHeld gives the items of the cards held (hs: the hand's, then the
// arsenal's, one each, as reach makes them) the draws of their cards: a
// card held draws only as it is played (its profile's draws, less its late
// draws where ds.lateGone); those of them drawn for a payment (paidDraws)
// only in a second way of each use, for paidDrawCost more each. They are
// taken out of ds's free and paid draws, which counted them whatever the
// card is used for. A card that may only be pitched (noPoint) draws none.
func (g *Game) dealtHeld(sc *reachScratch, hs []reachItem, noPoint bool, ds *dealtSources) {
	s := g.s
	p := s.TurnPlayer
	i := 0
	for _, z := range [2][]ObjID{s.Zone(p, ZoneHand), s.Zone(p, ZoneArsenal)} {
		for _, obj := range z {
			it := &hs[i]
			i++
			c := s.CardOf(obj)
			pr := cardReach(c, 0, ds.und)
			late := 0
			if ds.lateGone {
				late = pr.lateDraws
			}
			draws, paid := max(pr.draws-late, 0), max(pr.paidDraws-late, 0)
			paid = min(paid, draws)
			if draws == 0 {
				continue
			}
			ds.free -= draws - paid
			ds.paid -= paid
			if noPoint && c.Types.Has(Action) {
				continue // it is not played (reach)
			}
			var buf [4]reachUse
			ws := buf[:0]
			for _, u := range it.ways() {
				u.draws = int8(draws - paid)
				ws = addUse(ws, u)
				if paid > 0 {
					u.draws = int8(draws)
					u.cost += paid * pr.paidDrawCost
					ws = addUse(ws, u)
				}
			}
			n := len(sc.uses)
			sc.uses = append(sc.uses, ws...)
			it.many, it.uses = true, sc.uses[n:len(sc.uses):len(sc.uses)]
		}
	}
}

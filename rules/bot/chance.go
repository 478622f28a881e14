package bot

import (
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

// Chance nodes (Options.Chance; doc.go, "Hidden information"). Where a
// line shows the player a card they could not know, or a random outcome
// (rules.View.Learns: a draw from their deck, whose order no player
// knows, CR 1.3.3; a random discard, CR 8.5.5), the search does not play
// on in the one world it imagined: it deals the worlds the player may
// imagine at the last position before it (the priority point the action
// began at, with the answers given since, which the card cannot have
// changed), plays the rest of the line in each, and takes the line worth
// the most on average. The line is thus a policy: the answers after the
// card may differ in each world.
//
// The worlds are dealt from the position's View (rules.View.NextCards and
// SampleNext), never from the game the search began with, so the search
// still sees only what the player may see:
//
//   - A random choice of at most Chance.Exact outcomes (a random discard
//     from a hand of that many cards, CR 8.5.5) is a world per outcome,
//     each of weight 1 (rules.View.SampleRandom): the expectation over
//     it is exact, the deck the one seed deals.
//   - When the next hidden card of the deck can be at most Chance.Exact
//     distinct cards, each is a world, weighted by its copies: the
//     expectation over the next card is exact. The rest of the deck and
//     the random outcomes are those one seed deals.
//   - Otherwise (and for a random choice past Chance.Exact outcomes, or
//     more than one at once), Chance.Samples worlds dealt from seeds
//     drawn from Options.Seed and the turn, each of weight 1.
//
// The seeds are the search's and the turn's, not the node's: two nodes
// whose deck hides the same cards deal the same worlds, so that the plays
// of a line in another order around a chance node reach the same
// positions after it, which the table of positions finds (doc.go).
//
// The worlds' runs part where the card is shown (parkAt): the part of
// the action before it, which reads no hidden card and is the same game
// in every world, is played once from the node, and each world's run
// goes on from there with its own hidden cards and generator.
//
// Worlds in which the player sees the same thing where the action next
// asks them (the same card drawn, the same random outcome) are one
// outcome: their weights add up, and the rest is searched once. The line
// shows the steps of the likeliest outcome, of the most damage among
// equals. An outcome whose run ended the turn is that run's line, not
// played again.
//
// The bound (bound.go) at a chance node, whose outcomes' weights are
// known before any is searched: every world's damage is at most the
// node's most (the damage dealt before it and rules.Game.Reach, a bound
// for every world, as the worlds hold the same cards; the goldfish's life
// without one); an outcome whose run ended the turn gives its damage,
// known before it is searched (nodeBound). Before any outcome is
// searched and after each, the average is at most what those searched
// gave and the most for the others: once that is below the best line
// found, the node is cut (no part of the answer, not a value). Reach is
// asked only when the goldfish's life does not cut and a lower most may,
// once a position; then, while the node is still not cut, Reach at the
// position each outcome's run stopped at, which knows the card drawn
// (nodeBound.askOwn). The outcomes that may give most are searched
// first (nodeBound.pick): the order changes how soon a node is cut,
// never its value. Inside the worlds nothing is cut against the best
// found outside (a floor per world, the least it must give for the
// average to reach the best, cut 2-5 % of the runs); each world is
// searched against its own best instead (bound.go, enterWorld), asking
// Reach only while it cuts (worldAsks: at every position of every world
// it cost more than it saved).
//
// A kill inside a chance node (the goldfish bot's kill cut, dominance.go)
// ends the search of its world: no line of that world deals more, and a
// line that kills counts no tie-breaks (doc.go), so the world is worth
// the same whichever kill its search met first, taken from the table of
// positions or found anew, and the node the same in whatever order its
// outcomes are searched (searchOrder). When every outcome kills, the
// node is a sure kill, and the cut ends the whole search as a kill
// outside any node does.
//
// What the player learns later in the same action (a second draw before
// the next priority point) plays out in the world of the first: the
// position it could be dealt again from is the one the first card came
// from. From the next priority point on, a card shown is a chance node
// again, dealt from what the player sees there.
//
// What a bound must respect at a chance node: its value is an average,
// so a line's damage below one is a number with a fraction, and one
// outcome's damage may be above the average (Max) or below it (Min). A
// bound on the damage still reachable from a position must hold in every
// world the node may deal: the cards still hidden may be any of the
// deck's, not the ones the imagined world holds.

// Chance tunes the chance nodes of a search (Options.Chance).
type Chance struct {
	// Exact is the most distinct next cards dealt one world each;
	// Samples the worlds dealt past it, or for a random outcome.
	Exact, Samples int
	// Depth, when not 0, is the most chance nodes a line meets one
	// inside another: past it, what the player learns plays out in the
	// world of the last one.
	Depth int
}

// DefaultChance is the goldfish's setting (`goldfish best`, `goldfish
// --auto`): a deck's next card is dealt exactly when it can be one of at
// most 12 distinct cards, else 8 worlds are sampled; the first chance
// node of a line only (Depth 1: a node inside another costs its worlds
// again for each of the outer one's, and cb-rhinar's goldfish games,
// whose Brute cards discard at random, took a third longer with 2).
var DefaultChance = Chance{Exact: 12, Samples: 8, Depth: 1}

// ChanceStep is the step of a line where it meets a chance node
// (Step.Chance): the outcome its next steps show, and the line's damage
// over all the outcomes.
type ChanceStep struct {
	// Card is the next card of the deck in the outcome shown, when the
	// worlds were dealt by it (nil: sampled worlds, a random outcome).
	Card *rules.Card
	// Drew, when the player learned the outcome shown by drawing a card
	// (CR 8.5.6), is that card, the first they drew (nil otherwise):
	// with Card nil, what tells the sampled outcome shown from the
	// others.
	Drew *rules.Card
	// Later are the cards the player drew in the outcome shown after the
	// card or random outcome they first learned, in order, in the action
	// that showed it (the second of a draw of 2; at most 3): display only.
	Later []*rules.Card
	// Weight is the outcome's share, Weight in Total; Outcomes counts
	// the distinct outcomes.
	Weight, Total, Outcomes int
	// Expected, Min and Max are the damage the line deals (from where
	// the search began, uncapped) over the outcomes.
	Expected float64
	Min, Max int
}

// world is one world of a chance node: a game and its weight; k is
// its place among the node's worlds (an outcome's: its first world's).
type world struct {
	g      *rules.Game
	card   *rules.Card
	weight int
	seen   uint64
	k      int
}

// expect is the value of a chance node: the action being tried from node
// with prefix, whose run (first) showed the player something after the
// prefix.
func (s *searcher) expect(node *rules.Game, prefix []given, first run, unsure bool) (*result, error) {
	v := s.view(node)
	// The worlds are dealt from the search's seed and the turn alone, not
	// from the node: two nodes whose hidden cards are the same deal the
	// same worlds, so the positions after them that the same plays in
	// another order reach are the same, and the table of positions
	// (doc.go: transpositions) finds them.
	seed := s.seed ^ chanceSalt ^ uint64(v.Turn())*0x9e3779b97f4a7c15
	ws := s.deal(node, v, seed, first.outcomes)
	if onWorlds != nil {
		gs := make([]*rules.Game, len(ws))
		for i, w := range ws {
			gs[i] = w.g
		}
		onWorlds(gs)
	}
	if s.worlds == nil {
		s.worlds = map[*rules.Game]bool{}
	}
	s.chanceDepth++
	defer func() { s.chanceDepth-- }()
	for _, w := range ws {
		s.worlds[w.g] = true
	}
	defer func() {
		for _, w := range ws {
			delete(s.worlds, w.g)
		}
	}()
	// One outcome for the worlds the player cannot tell apart where the
	// action next stops.
	seeing := s.seeing
	s.seeing = true
	// In the memory of the chance nodes of this depth (one at a time):
	// the outcomes, their runs (those that ended the turn, or stopped at
	// a position) and results, at most one a world.
	om := s.mem.outcomes(s.chanceDepth, len(ws))
	outs, leaves, rs, order := om.outs, om.leaves, om.rs, om.order
	var kept []*rules.Reuse
	defer func() { s.freeNodes(kept) }()
	// The part of the action before the card is shown, played once
	// (parkAt), each world's run going on from there.
	pk := s.parkAt(node, v, ws, prefix, &first, unsure)
	rb := runsBound{s: s, node: node, pk: pk, on: s.bounding && s.haveBest && s.chanceDepth == 1 && !s.partial && !noRunsCut}
	for _, w := range ws {
		rb.all += w.weight
	}
	if pk != nil && rb.cut(outs, leaves, ws) {
		// Where the runs part (parkAt), the action's costs paid, its most
		// may cut before any world's run is played (runsBound).
		s.seeing = seeing
		return &cutResult, nil
	}
	for wi, w := range ws {
		s.worldSlot = len(outs) // its answers' memory, if a new outcome (runOn)
		rn, err := s.playFrom(w.g, pk, prefix, unsure, false, nil)
		if err != nil {
			s.seeing = seeing
			return nil, err
		}
		if rn.dead {
			s.seeing = seeing
			return &dead, nil
		}
		w.seen, w.k = rn.seen, wi
		merged := false
		for i := range outs {
			if outs[i].seen == w.seen {
				outs[i].weight += w.weight
				merged = true
				break
			}
		}
		if !merged {
			if rn.kind == stopNode {
				// The position the run stopped at is the outcome's first,
				// which its search needs (below): kept from the next runs.
				kept = append(kept, s.keepNode())
			}
			outs = append(outs, w)
			leaves = append(leaves, rn)
		}
		if rn.kind == stopLeaf && rb.cut(outs, leaves, ws[wi+1:]) {
			s.seeing = seeing
			return &cutResult, nil
		}
	}
	s.seeing = seeing

	var sum result
	total := 0
	shown := -1
	// The kill cut (dominance.go) within each world: once a line kills
	// there, no line of that world deals more, so the rest of its search
	// can only change the tie-breaks. When every world kills, the node
	// kills for sure, and the cut applies to the search around it too.
	killsAll := s.stopAtKill
	// The bound (bound.go; the header above): every world's damage is at
	// most most, the node's average at most what the outcomes searched
	// gave and what the others may (nodeBound).
	b := nodeBound{s: s, node: node, outs: outs, leaves: leaves, on: s.bounding && s.haveBest && s.chanceDepth == 1, pk: pk}
	b.order = searchOrder(order, len(outs))

	b.init()
	if rb.asked {
		b.most, b.asked = rb.most, true // what runsBound asked
	}
	if b.cut(0) {
		return &cutResult, nil
	}
	for range outs {
		rs = append(rs, nil)
	}
	for searched := range b.order {
		i := b.pick(searched)
		w := outs[i]
		s.killed = false
		var r *result
		var err error
		nodes := s.nodes
		if rn := &leaves[i]; rn.kind == stopLeaf {
			// The run that told the outcome ended the turn: it is the
			// outcome's one line, not played again.
			r = s.leaf(rn)
		} else if rn.kind == stopNode && s.replayed() {
			// It stopped at a position: the run the search would play
			// from the world (branch) is the same one, as it met no
			// question inside the action to go on through (fork) on
			// the way, and is not played again.
			outer, on := s.enterWorld()
			r, err = s.ended(w.g, prefix, rn, unsure)
			r = s.leaveWorld(outer, on, r)
		} else {
			outer, on := s.enterWorld()
			r, err = s.branch(w.g, prefix, unsure, nil)
			r = s.leaveWorld(outer, on, r)
		}
		killsAll = killsAll && s.killed
		s.killed = false
		if err != nil {
			return nil, err
		}
		if r.damage < 0 {
			return &dead, nil
		}
		b.known += float64(w.weight) * r.damage
		if b.on && leaves[i].kind != stopLeaf {
			s.learned.add(w.k, b.most-r.damage, s.nodes-nodes)
		}
		if b.cut(searched + 1) {
			return &cutResult, nil
		}
		rs[i] = r
	}
	// The node's value, summed in the outcomes' own order whatever the
	// order they were searched in (searchOrder, pick).
	for i, w := range outs {
		r := rs[i]
		f := float64(w.weight)
		sum.worth += f * r.worth
		sum.damage += f * r.damage
		sum.spent += f * r.spent
		sum.dealt += f * r.dealt
		sum.arsenal += f * r.arsenal
		sum.kept += f * r.kept
		sum.keptPower += f * r.keptPower
		if i == 0 || r.dmin < sum.dmin {
			sum.dmin = r.dmin
		}
		if i == 0 || r.dmax > sum.dmax {
			sum.dmax = r.dmax
		}
		total += w.weight
		if shown < 0 || w.weight > outs[shown].weight || w.weight == outs[shown].weight && r.damage > rs[shown].damage {
			shown = i
		}
	}
	if total == 0 {
		return &dead, nil
	}
	s.killed = killsAll
	if len(outs) == 1 {
		r := *rs[0]
		r.path = keptPath(r.path)
		return &r, nil // one outcome: nothing was left to chance
	}
	f := float64(total)
	sum.worth /= f
	sum.damage /= f
	sum.spent /= f
	sum.dealt /= f
	sum.arsenal /= f
	sum.kept /= f
	sum.keptPower /= f
	sum.shown = rs[shown].shown
	step := Step{Chance: &ChanceStep{Card: outs[shown].card, Weight: outs[shown].weight, Total: total, Outcomes: len(outs),
		Expected: sum.dealt, Min: sum.dmin, Max: sum.dmax}}
	if d := leaves[shown].drew; d > 0 {
		step.Chance.Drew = node.Omniscient().CardByIndex(d)
	}
	for _, d := range leaves[shown].later {
		if d > 0 {
			step.Chance.Later = append(step.Chance.Later, node.Omniscient().CardByIndex(d))
		}
	}
	sum.path = withStep(keptPath(rs[shown].path), first.learnedGiven, step)
	return &sum, nil
}

// parked is where the runs of a chance node's worlds part (parkAt): the
// game at the last priority question before the card is shown, played
// from the node, and what the run held there.
type parked struct {
	at     *rules.Game
	v      rules.View
	prefix []given
	unsure bool
	// The runner's: the answers so far and their steps, the run, how
	// many answers of prefix were given and priority questions met.
	given             []given
	steps             []Step
	owned             []ownSteps
	rn                run
	k, questions      int
	randoms, bottomed int
	measured          bool
}

// parkAt plays the action being tried at a chance node (node, seen as v,
// with prefix) from the node to the last priority question before the
// player learns what they could not know (first.learnedQ: its run met
// that many), and stops there without asking it: nil when there is no
// such question after the node's own, when the run does not get there
// as first did, or when the game there is not the node's in every card
// the worlds deal again (rules.View.HiddenAsIn: the moves since moved
// none, drew nothing random).
//
// Only against the goldfish (rules.GoldfishDecider, no Options.Opponent:
// the least answer, whatever the cards) holding no card a world deals
// (its hand, arsenal, banished cards and deck): the other player's
// answers read nothing the worlds deal differently.
//
// Each world ws[i] (a sample of v) played the same way reaches, at that
// question, the game there with its own hidden cards and generator
// (rules.View.RedealtAt): up to the card shown, the action reads no card
// hidden from the player (what it reads it shows, Learns: the first
// such event is after the question), so it makes the same moves in every
// world, and those moves took no hidden card from its place and drew
// nothing from the generator (HiddenAsIn). The worlds' runs go on from
// there (playFrom) rather than play the part before it again each
// (TestParkedWorldsAreTheWorldsPlayed checks the games, Hash for Hash).
func (s *searcher) parkAt(node *rules.Game, v rules.View, ws []world, prefix []given, first *run, unsure bool) *parked {
	if len(ws) < 2 || first.learnedQ < 2 || noPark || !s.fishOther {
		return nil
	}
	for _, z := range [...]rules.Zone{rules.ZoneHand, rules.ZoneArsenal, rules.ZoneBanished, rules.ZoneDeck} {
		if v.Count(s.fish, z) > 0 {
			return nil
		}
	}
	r := s.runner()
	defer r.done()
	c := node.CloneReusing(s.mem.park(s.chanceDepth))
	r.start(c, prefix, unsure)
	r.park = first.learnedQ
	// As a world's run: ws[0] tells runOn so (it is no chance node).
	rn, err := s.runOn(ws[0].g, c, r, false, nil)
	if err != nil || !r.parked || rn.dead || rn.learnedAt >= 0 || !v.HiddenAsIn(c) {
		return nil
	}
	pk := s.mem.parked(s.chanceDepth)
	*pk = parked{at: c, v: v, prefix: prefix, unsure: unsure,
		given: append(pk.given[:0], r.given...), steps: append(pk.steps[:0], r.steps...), owned: append(pk.owned[:0], r.owned...),
		rn: rn, k: r.k, questions: r.questions - 1, randoms: r.randoms, bottomed: r.bottomed, measured: r.measured}
	if onParked != nil {
		for _, w := range ws {
			onParked(pk.v.RedealtAt(pk.at, w.g, new(rules.Reuse)), s.parkedOf(w.g, prefix, first.learnedQ, unsure))
		}
	}
	return pk
}

// resume readies r, whose game is c (RedealtAt of pk's), to go on with
// the run pk's stopped: the question it stopped at is asked anew.
func (pk *parked) resume(r *runner, c *rules.Game) {
	r.start(c, pk.prefix, pk.unsure)
	r.given = append(r.given, pk.given...)
	r.steps = append(r.steps, pk.steps...)
	r.owned = append(r.owned, pk.owned...)
	r.rn = pk.rn
	r.k, r.questions = pk.k, pk.questions
	r.randoms, r.bottomed, r.measured = pk.randoms, pk.bottomed, pk.measured
}

// parkedOf is the game of a world's run stopped where parkAt stops the
// node's, for the tests (onParked): the world played from the start.
func (s *searcher) parkedOf(w *rules.Game, prefix []given, q int, unsure bool) *rules.Game {
	r := s.runner()
	defer r.done()
	c := w.Clone()
	r.start(c, prefix, unsure)
	r.park = q
	s.runOn(w, c, r, false, nil)
	if !r.parked {
		return nil
	}
	return c
}

// noPark, set by the tests, plays every world's run from the node.
var noPark bool

// onParked, when set (tests), is told of each world of a chance node
// whose runs part where the card is shown (parkAt): the game the world's
// run goes on from, and the one its run from the node reaches there.
var onParked func(redealt, played *rules.Game)

// nodeBound is the bound of a chance node (expect): after the first
// next of its outcomes outs (in order) are searched, giving known (the
// sum of their damage, by weight), the node's average is at most known
// and what the others may give, over the weight of all; below the best
// line found (bound.go), the node is cut: it is no part of the answer.
//
// What an outcome not searched yet may give: at most the node's most
// (the damage dealt before the node and rules.Game.Reach there, a bound
// in every world: the worlds hold the same cards; the goldfish's life
// without one); and a run that ended the turn (leaves, stopLeaf) exactly
// its damage, known before any outcome is searched: it is the outcome's
// one line (expect plays no other). Reach is a knapsack: asked only when
// the bounds known so far do not cut and a lower most may, once. The
// bound only decides whether the node is cut, never its value, which is
// summed in the outcomes' order as before: a node not cut is worth what
// it was.
//
// An outcome whose run stopped at a position (stopNode) is worth at most
// the damage dealt there and that position's own Reach (ownMost): its
// world's lines all go through it, and what it holds is what every world
// of the outcome holds but the deck's order, which Reach does not read
// (the worlds of an outcome show the same cards, and so hide the same
// ones). The node's Reach counts the card to come as the deck's best; the
// outcome's knows which it is, and what the action spent on the way.
// They are asked one by one, in the outcomes' order, while the node is
// not cut (askOwn), and only while they pay (ownAsks).
type nodeBound struct {
	s      *searcher
	node   *rules.Game
	outs   []world
	leaves []run
	on     bool
	// all is the weight of the outcomes, known the damage of those
	// searched (by weight).
	all   int
	known float64
	// most is the node's most, dealt the damage dealt before it (the
	// least a bound there may be), asked whether its Reach was asked.
	most, dealt float64
	asked       bool
	// own is each outcome's own most (askOwn), -1 until asked; nil
	// until one is.
	own []float64
	// pk is where the worlds' runs part, if they do (parkAt).
	pk *parked
	// order is the order the outcomes are searched in (searchOrder,
	// pick): the first next of it searched (cut, rest, askOwn).
	order []int
	// lowered: an own most was below the node's (askOwn).
	lowered bool
}

// searchOrder is the order a chance node's n outcomes are searched in
// before pick chooses among them, in order's memory: their own, or last
// first where the tests ask (reverseOutcomes). Only the bound reads it
// (nodeBound): the node's value is summed in the outcomes' own order,
// and each outcome's value is its world's best line, which no other
// outcome's search changes (a line that kills counts no tie-breaks in
// the goldfish's search, doc.go: whichever kill a world's search met
// first, its value is the same).
func searchOrder(order []int, n int) []int {
	order = order[:0]
	for i := range n {
		if reverseOutcomes {
			i = n - 1 - i
		}
		order = append(order, i)
	}
	return order
}

// reverseOutcomes, set by the tests, searches a chance node's outcomes
// last first (searchOrder).
var reverseOutcomes bool

func (b *nodeBound) init() {
	for _, w := range b.outs {
		b.all += w.weight
	}
	b.most = float64(b.s.rootLife)
	if b.on {
		b.dealt = float64(b.s.dealtIn(b.node))
	}
}

// rest is the most the outcomes not searched yet (order's from next on)
// may give (by weight), and the least that bound may become with a lower
// most.
func (b *nodeBound) rest(next int) (hi, lo float64) {
	for _, j := range b.order[next:] {
		w := float64(b.outs[j].weight)
		if rn := &b.leaves[j]; rn.kind == stopLeaf {
			d := min(float64(rn.leaf.damage), b.most)
			hi += w * d
			lo += w * d
		} else {
			hi += w * b.mostOf(j)
			lo += w * b.dealt
		}
	}
	return hi, lo
}

// askOwn asks the own most of the outcomes not searched yet (order's
// from next on; nodeBound's header) until the node is cut by them (known
// and hi, what rest gives, below target) or none is left to ask, and
// returns the new hi.
func (b *nodeBound) askOwn(next int, target, hi float64) float64 {
	s := b.s
	for _, j := range b.order[next:] {
		if b.known+hi < target {
			break
		}
		rn := &b.leaves[j]
		if rn.kind != stopNode || rn.child == nil || b.own != nil && b.own[j] >= 0 {
			continue
		}
		if !s.ownAsks.pays() {
			break
		}
		if b.own == nil {
			b.own = s.mem.ownMost(len(b.outs))
		}
		b.own[j] = b.most
		reach, ok := s.ownReach(rn.child)
		if !ok {
			s.ownAsks.unknown++
			continue
		}
		s.ownAsks.known++
		if own := float64(s.dealtIn(rn.child) + reach); own < b.most {
			b.lowered = true
			b.own[j] = own
			s.ownAsks.lower++
			hi, _ = b.rest(next)
		}
	}
	return hi
}

// ownReach is Reach at child, where an outcome's run stopped (askOwn).
// With one chance node a line (Chance.Depth 1) the outcome's lines are
// searched in its world (expect: the first world of the outcome), whose
// deck order the node dealt: what the player learns later plays out in
// that world (the header above), each draw taking its deck's top card
// (CR 8.5.6). So rules.Game.ReachKeptDealt bounds them, the cards drawn
// the world's next ones, with no limit on how many: known where Reach
// mostly is not (hh-olympia's Gold tokens, whose {r}{r} draws a card, CR
// 8.6.16, and the Golds her wagers make: more cards drawn than Reach
// bounds). Else, nodes inside the world dealing the deck again, Reach.
func (s *searcher) ownReach(child *rules.Game) (int, bool) {
	if s.chance == nil || s.chance.Depth != 1 || noOwnDealt {
		reach, _, _, _, ok := reachAgainst(child, s.fish, -1)
		return reach, ok
	}
	reach, _, _, _, ok := child.ReachKeptDealt(-1)
	if !ok || !child.Inert(s.fish) {
		return 0, false
	}
	return reach, true
}

// noOwnDealt, set by the tests, asks Reach, not ReachKeptDealt, at an
// outcome's position (ownReach).
var noOwnDealt bool

// ownAsks counts a search's own Reaches of chance nodes' outcomes
// (nodeBound.askOwn) that were known, those of them below the node's
// most, and those unknown. They are asked while two in three of those
// known were lower and no more were unknown than known, past
// ownAskGrace: where the outcome's Reach is often no lower than the
// node's (hh-kayo, 100 goldfish games: 2,577 of 5,217 lower; hh-rhinar
// 10,538 of 12,951, dorinthea-plus 5,854 of 5,971), or unknown (hh-kassai,
// hh-olympia: more cards drawn than Reach bounds), its knapsack costs
// more than the worlds it spares. Or while the nodes they cut (an own
// most lowered, and the node cut: cuts) are at least one in
// ownAskPerCut asks, past ownAskGrace: the first rule shuts on searches
// whose asks still cut (hh-rhinar, 100 goldfish games: positions 137,908
// -> 126,751; hh-olympia, 30 games: 118,532 -> 112,313), and hh-kayo's
// cut seldom and ask hardly more (57,335 -> 57,244). Not asking only
// cuts less: the answer is the same.
type ownAsks struct{ known, lower, unknown, cuts int }

// pays reports whether an outcome's own Reach is still worth asking.
func (o *ownAsks) pays() bool {
	if o.known+o.unknown < ownAskGrace+ownAskPerCut*o.cuts {
		return true
	}
	return 2*o.known < 2*ownAskGrace+3*o.lower && o.unknown < ownAskGrace+o.known
}

// ownAskPerCut is how many asks of an outcome's own Reach a node they
// cut pays for (ownAsks).
const ownAskPerCut = 32

// ownAskGrace is how many outcomes' own Reaches known (or unknown)
// ownAsks lets be asked before it counts.
const ownAskGrace = 16

// cut reports whether the node is cut once the first next outcomes of
// order are searched: its average cannot reach the best line found.
func (b *nodeBound) cut(next int) bool {
	if !b.on {
		return false
	}
	s := b.s
	target := s.best*float64(b.all) - boundSlack
	hi, lo := b.rest(next)
	if b.known+hi >= target && b.known+lo < target && !b.asked {
		// The goldfish's life does not cut, a lower most may.
		b.asked = true
		if most, ok := s.nodeMost(b.node, b.pk); ok {
			b.most = min(b.most, most)
		}
		hi, _ = b.rest(next)
	}
	if b.known+hi >= target && b.known+lo < target && !noOwnMost {
		// Nor the node's most: an outcome's own may.
		hi = b.askOwn(next, target, hi)
	}
	if b.known+hi >= target {
		return false
	}
	if b.lowered {
		s.ownAsks.cuts++ // an own most lowered, and the node cut (ownAsks)
	}
	// The average cannot reach the best line found: the node is no part
	// of the answer (cut, not a value).
	if onChanceCut != nil {
		onChanceCut(next, len(b.outs))
	}
	return true
}

// noOwnMost, set by the tests, asks no outcome's own most (askOwn).
var noOwnMost bool

// pick is the outcome searched next (expect), the first next of order
// searched: put at order[next] from among those left, in order
// (searchOrder) but where the bound may cut the node (on, and no budget:
// Options.Partial), there the one that may give most (mostOf) first, and
// among equals the one whose world did most for the cut at the nodes
// searched before (learned); a run that ended the turn first of all (its
// value is known, its search is none).
//
// Only the bound reads the order (searchOrder): a node not cut is worth
// what it was, and one cut is no part of the answer, however soon it is
// cut. What the order changes is how soon: the node is cut once what the
// outcomes searched gave and what the others may give is below the best
// line found, so the outcome whose damage falls furthest below what it
// may give, for the fewest positions searched, is the one to search
// first. Neither is known before; what it may give is, and the more it
// may, the further its damage falls below it (hh-rhinar's goldfish games:
// the outcomes' own most and how far their damage fell below it
// correlate 0.8, its damage and their own most 0.4). And the worlds of
// one search's nodes are most often the same worlds: they are dealt from
// the search's seed and the turn (deal), so the world of one place holds
// the same hidden cards at each node whose deck hides the same cards.
func (b *nodeBound) pick(next int) int {
	o := b.order
	if b.on && !b.s.partial && !noPick {
		best := next
		for j := next + 1; j < len(o); j++ {
			if b.before(o[j], o[best]) {
				best = j
			}
		}
		o[next], o[best] = o[best], o[next]
	}
	return o[next]
}

// noPick, set by the tests, searches the outcomes in order (searchOrder).
var noPick bool

// before reports whether outcome i is searched before outcome j (pick).
func (b *nodeBound) before(i, j int) bool {
	li, lj := b.leaves[i].kind == stopLeaf, b.leaves[j].kind == stopLeaf
	if li || lj {
		return li && !lj
	}
	if mi, mj := b.mostOf(i), b.mostOf(j); mi != mj {
		return mi > mj
	}
	l := &b.s.learned
	return l.worth(b.outs[i].k) > l.worth(b.outs[j].k)
}

// mostOf is the most outcome j, whose run stopped at a position, may
// give: the node's most, or its own where that was asked and is lower
// (askOwn).
func (b *nodeBound) mostOf(j int) float64 {
	if b.own != nil && b.own[j] >= 0 {
		return min(b.most, b.own[j])
	}
	return b.most
}

// learned is what the searches of the outcomes of a search's chance
// nodes gave, by the place of the outcome's world (nodeBound.pick): for
// each, the damage below the node's most and the positions searched,
// summed over its outcomes searched (n).
type learned [learnedWorlds]struct {
	below        float64
	positions, n int
}

// learnedWorlds is how many places of worlds learned keeps: the most
// worlds DefaultChance deals (Exact).
const learnedWorlds = 12

// add counts an outcome of the world at k searched: its damage below
// the node's most and the positions its search took.
func (l *learned) add(k int, below float64, positions int) {
	if k < len(l) {
		l[k].below += below
		l[k].positions += positions
		l[k].n++
	}
}

// worth is what searching an outcome of the world at k first is worth:
// the damage below the node's most that its outcomes gave, for each
// position searched (10 more an outcome, what a search costs besides);
// 0 for a world nothing was learned of.
func (l *learned) worth(k int) float64 {
	if k >= len(l) || l[k].n == 0 {
		return 0
	}
	return l[k].below / float64(l[k].positions+10*l[k].n)
}

// runsBound is nodeBound's bound before the node's outcomes are all
// known (expect: as the worlds' runs are played, one by one): the
// outcomes told so far give what nodeBound would count for them (a run
// that ended the turn its damage, any other the node's most) and the
// worlds not played yet the node's most each. Once that is below the
// best line found the node is cut, and the runs of the worlds left are
// not played: nodeBound would cut it before any outcome is searched, as
// its bound then is at most this one (a world not played yet gives its
// outcome's weight at most the node's most; the damage of a run that
// ended the turn is at most the node's most too, Reach being a bound of
// every line from the node). Asked before the first run where the runs
// part (parkAt: its most, nodeMost, is Reach with the action's costs
// paid; hh-kayo's Mini Meataxe, 20 games' turns: runs 40,306 -> 38,502),
// then after a run that ended the turn alone (the others change nothing
// in it), and as nodeBound is, but not
// in a search with a budget of runs (Options.Partial: the runs spared
// would reach other lines before it is spent). A world's run that would
// have been reversed (dead) after the cut makes no difference: the node
// is no line either way.
type runsBound struct {
	s    *searcher
	node *rules.Game
	pk   *parked
	on   bool
	// all is the weight of all the worlds; most the node's most once
	// asked (asked).
	all   int
	most  float64
	asked bool
}

// cut reports whether the node is cut with the outcomes outs (leaves
// their runs) told and the worlds rest not played.
func (rb *runsBound) cut(outs []world, leaves []run, rest []world) bool {
	if !rb.on {
		return false
	}
	s := rb.s
	target := s.best*float64(rb.all) - boundSlack
	most := float64(s.rootLife)
	if rb.asked {
		most = rb.most
	}
	hi, lo := rb.bounds(outs, leaves, rest, most)
	if hi >= target && lo < target && !rb.asked {
		// The goldfish's life does not cut, a lower most may (as
		// nodeBound asks it).
		rb.asked, rb.most = true, most
		if m, ok := s.nodeMost(rb.node, rb.pk); ok {
			rb.most = min(rb.most, m)
		}
		hi, _ = rb.bounds(outs, leaves, rest, rb.most)
	}
	if hi >= target {
		return false
	}
	if onChanceCut != nil {
		onChanceCut(0, len(outs)+len(rest))
	}
	return true
}

// nodeMost is the most a chance node's worlds may deal, counted from
// where the search began: the damage dealt and Reach where the worlds'
// runs part (pk, parkAt: the action played up to the last priority
// point before the card is shown, its costs paid, a position of the
// game as any other, with no hidden card moved since node), or else at
// node, the position (asked once a position: reach), the less of the
// two. Either is a bound of every world's lines, as the worlds hold the
// same cards, and the first of the action's alone. ok is false when the
// position's Reach is unknown (the other is not asked then).
func (s *searcher) nodeMost(node *rules.Game, pk *parked) (float64, bool) {
	reach, ok := s.reach(node)
	if !ok {
		// Unknown at the position, unknown past it most often too
		// (hh-kassai, hh-olympia: more cards drawn than Reach bounds).
		return 0, false
	}
	most := float64(s.dealtIn(node) + reach)
	if pk != nil && !noParkMost {
		if reach, _, _, _, ok := reachAgainst(pk.at, s.fish, -1); ok {
			most = min(most, float64(s.dealtIn(pk.at)+reach))
		}
	}
	return most, true
}

// noParkMost, set by the tests, has nodeMost ask the node's Reach alone.
var noParkMost bool

// bounds is the most the outcomes told and the worlds not played may
// give (by weight), with most the node's most, and the least that may
// become with a lower most: each world not played, and each outcome
// but one whose run ended the turn, gives at least the damage dealt at
// the node.
func (rb *runsBound) bounds(outs []world, leaves []run, rest []world, most float64) (hi, lo float64) {
	dealt := float64(rb.s.dealtIn(rb.node))
	for i := range outs {
		w := float64(outs[i].weight)
		if leaves[i].kind == stopLeaf {
			d := min(float64(leaves[i].leaf.damage), most)
			hi += w * d
			lo += w * d
		} else {
			hi += w * most
			lo += w * dealt
		}
	}
	for _, w := range rest {
		hi += float64(w.weight) * most
		lo += float64(w.weight) * dealt
	}
	return hi, lo
}

// noRunsCut, set by the tests, turns runsBound off alone.
var noRunsCut bool

// dealing is the worlds dealt at a position's chance nodes (deal): node
// is the position, random the outcomes of the random choice they were
// dealt for (0: dealt by the deck's next card, or sampled).
type dealing struct {
	node   *rules.Game
	random int
	ws     []world
}

// deal is the worlds of a chance node of node, the position being
// searched (at s.depth), seen as v, dealt from seed: for a random choice
// of outcomes outcomes (when more than one and at most Chance.Exact), each
// outcome; else by the deck's next card, or sampled (the header above).
//
// They are a function of v, seed and which of the three it is, and seed
// is the search's and the turn's: the chance nodes of the actions tried
// from one position (the draws of two cards, each played first) deal the
// same worlds. They are dealt once a position and kept while it is
// searched (walk clears the depth's when a new position begins there):
// the runs clone a world and never change it, so a world is the same
// game each time it is played from. They are dealt in the depth's memory
// (searchMem.world), which the worlds dealt before, searched, give up.
func (s *searcher) deal(node *rules.Game, v rules.View, seed uint64, outcomes int) []world {
	random := 0
	if outcomes > 1 && outcomes <= s.chance.Exact {
		random = outcomes
	}
	for len(s.dealt) <= s.depth {
		s.dealt = append(s.dealt, dealing{})
	}
	d := &s.dealt[s.depth]
	if d.node == node && d.random == random {
		return d.ws
	}
	var ws []world
	if random > 0 {
		// A random choice (a random discard, CR 8.5.5): each outcome a
		// world, each as likely.
		for k := range random {
			ws = append(ws, world{g: v.SampleRandomReusing(seed, k, s.mem.world(s.depth, len(ws))), weight: 1})
		}
	} else if next := v.NextCardsUpTo(max(s.chance.Exact, 0)); len(next) > 0 {
		for _, n := range next {
			if g := v.SampleNextReusing(seed, n.Card, s.mem.world(s.depth, len(ws))); g != nil {
				ws = append(ws, world{g: g, card: n.Card, weight: n.Copies})
			}
		}
	} else {
		for i := range max(s.chance.Samples, 1) {
			ws = append(ws, world{g: v.SampleReusing(seed+uint64(i)*0xbf58476d1ce4e5b9, s.mem.world(s.depth, len(ws))), weight: 1})
		}
	}
	if onDealt != nil {
		onDealt()
	}
	*d = dealing{node: node, random: random, ws: ws}
	return ws
}

// replayed counts a run of the search that is not played again (expect:
// an outcome's run that stopped at a position) as play would count it,
// and reports whether it may be: not past Options.MaxRuns (play's dead
// run), nor once the search is cancelled (branch's error).
func (s *searcher) replayed() bool {
	if s.partial && s.maxRuns > 0 && s.runs >= s.maxRuns || s.ctx.Err() != nil {
		return false
	}
	s.runs++
	return true
}

// reach is node.Reach, asked once a position: the chance nodes of the
// actions tried from one position ask it of the same one, and it is a
// knapsack.
func (s *searcher) reach(node *rules.Game) (int, bool) {
	key := node.PositionKey(&s.scratch)
	if r, ok := s.reaches[key]; ok {
		return r.most, r.ok
	}
	most, _, _, _, ok := reachAgainst(node, s.fish, -1)
	if s.reaches == nil {
		s.reaches = map[uint64]reached{}
	}
	s.reaches[key] = reached{most, ok}
	return most, ok
}

// reached is what Reach said of a position.
type reached struct {
	most int
	ok   bool
}

// boundSlack keeps the averages' rounding from cutting a node or line
// that ties the best: a cut is for what is below it by more.
const boundSlack = 1e-9

// chanceSalt is mixed into the seed of a chance node's worlds ("chance"
// in ASCII), so that they are not the world the search began with.
const chanceSalt = 0x6368616e6365

// onChanceCut, when set (tests), is told of every chance node the bound
// cut: after how many of how many outcomes.
var onChanceCut func(searched, outcomes int)

// onDealt, when set (tests), is told of every deal of a chance node's
// worlds (not of the nodes that find them dealt: deal).
var onDealt func()

// onWorlds, when set (tests), is told of the worlds of every chance node.
var onWorlds func(ws []*rules.Game)

// leaf is the result of a run that ended the turn (branch's stopLeaf).
func (s *searcher) leaf(rn *run) *result {
	s.leaves++
	r := resultOf(rn.leaf)
	if s.stopAtKill && rn.leaf.damage >= s.rootLife {
		s.killed = true
	}
	r.path = s.chain(rn.given, nil)
	return &r
}

// keptPath is p with the answers of its first run in memory of their own
// (keepBorrowed): an outcome's path begins with its world's run, whose
// answers are borrowed (runOn: searchMem.worldGiven) while the node is
// searched.
func keptPath(p *path) *path {
	if p == nil {
		return nil
	}
	c := *p
	c.gs = keepBorrowed(p.gs)
	return &c
}

// withStep is p with st after the steps of its n-th answer (before the
// first answer's steps when n is 0); the answers before it are copied,
// those after shared.
func withStep(p *path, n int, st Step) *path {
	if p == nil {
		return nil
	}
	c := *p
	if n > len(p.gs) {
		c.next = withStep(p.next, n-len(p.gs), st)
		return &c
	}
	c.gs = slices.Clone(p.gs)
	if n <= 0 {
		c.gs[0].steps = append([]Step{st}, p.gs[0].steps...)
	} else {
		g := &c.gs[n-1]
		g.steps = append(append([]Step(nil), g.steps...), st)
	}
	return &c
}

// seenKey digests what the player sees of where a run stopped, for
// telling a chance node's outcomes apart: the cards of every zone they
// see (by card, not by copy: two copies drawn are one outcome), the
// counts of the rest, life, action and resource points. The worlds of
// one node are alike up to the card shown, so what it changes shows
// there. Each number is folded in with seenMix, in an order whose
// lists are led by their lengths, so that two views whose numbers
// differ give different keys but with a chance of 2^-64.
func seenKey(v rules.View) uint64 {
	h := uint64(seenStart)
	var buf [64]rules.ObjID // the zones listed in turn, without allocating
	for p := range rules.Player(2) {
		h = seenMix(h, uint64(v.Life(p)))
		h = seenMix(h, uint64(v.Actions(p)))
		h = seenMix(h, uint64(v.Resources(p)))
		for _, z := range [...]rules.Zone{rules.ZoneDeck, rules.ZoneHand, rules.ZoneArsenal, rules.ZonePitch, rules.ZoneGraveyard,
			rules.ZoneBanished, rules.ZoneArena, rules.ZoneStack, rules.ZoneChain} {
			h = seenMix(h, uint64(v.Count(p, z)))
			seen := v.AppendZone(buf[:0], p, z)
			h = seenMix(h, uint64(len(seen)))
			for _, obj := range seen {
				h = seenMix(h, uint64(v.CardIndex(obj)))
			}
		}
	}
	if v.ChainOpen() {
		h = seenMix(h, 1)
	} else {
		h = seenMix(h, 0)
	}
	return h
}

// seenStart is seenKey's digest before any number ("seen" in ASCII).
const seenStart = 0x7365656e

// seenMix is h with x folded in: x spread by an odd multiplier, added,
// and the sum mixed by SplitMix64's finalizer (a bijection of 64 bits),
// so that for a given h each x gives its own digest.
func seenMix(h, x uint64) uint64 {
	h += x * 0x9e3779b97f4a7c15
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	h ^= h >> 31
	return h
}

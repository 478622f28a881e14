package bot

import (
	"context"
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

// The opponent's static policy (doc.go: what a card is worth, defending,
// pitching): each question is answered from what the View shows, the
// prompt's options and the numbers the engine gives (View.Power,
// View.Defense), never from a search.

// evalWeights are the weights of the evaluation, in points of life
// (doc.go); ev holds them.
type evalWeights struct {
	// Each point of life lost below the power of the attack faced (the
	// race: life within its reach), but never below dangerLife+1 nor
	// above lowLife, counts up to lowLifeExtra more (all of it at 1 life).
	lowLife      int
	lowLifeExtra float64
	// dangerLife is life an attack or two of the next turn take: going
	// down to it costs dangerCost more.
	dangerLife int
	dangerCost float64
	// hitCost is what an attack hitting costs besides its damage: its
	// "when this hits" effects.
	hitCost float64
	// lethalCost is the cost of dying.
	lethalCost float64
	// otherCardValue is a hand card that is neither an attack nor a
	// defense reaction: a non-attack action, an instant.
	otherCardValue float64
	// An attack card is worth attackBase and attackPower of its power,
	// and goAgainValue more with go again; a defense reaction its defense
	// and reactionExtra.
	attackBase, attackPower, goAgainValue, reactionExtra float64
	// wornCost is the cost of defending with an equipment that loses a
	// counter or is worn (battleworn, temper, CR 8.3.2, 8.3.10); plainCost
	// one that stays as it is. A blade break equipment (CR 8.3.3) costs
	// breakBase and breakPoint a point of its defense: it defends once,
	// and each point it would save later, at lower life, counts more
	// than one now at high life (lifeCost).
	wornCost, plainCost   float64
	breakBase, breakPoint float64
	// resourceValue is a resource point a cost needs beyond those in the
	// pool: a card pitched for it.
	resourceValue float64
	// playLoss is what a block costs for each point of power the best
	// attack the hand can still pay for loses (playable): the blue card
	// that pays for the big red one is worth that red's attack.
	playLoss float64
	// nextWeight is what the defence of the player's own seat pays for
	// each point of damage its next turn loses to a block (nextAttack),
	// and nextFloor for each card of it spent, once the race is on
	// (weighsNext).
	nextWeight, nextFloor float64
}

var ev = evalWeights{
	lowLife: 16, lowLifeExtra: 6,
	dangerLife: 4, dangerCost: 4,
	hitCost:        0.25,
	lethalCost:     1000,
	otherCardValue: 2.5,
	attackBase:     1.5, attackPower: 0.3, goAgainValue: 0.5, reactionExtra: 0.5,
	wornCost: 1, plainCost: 0.2,
	breakBase: 0.5, breakPoint: 2,
	resourceValue: 1,
	playLoss:      1,
	nextWeight:    1, nextFloor: 2,
}

// cardValue is what a card in hand or arsenal is worth kept, in points of
// life: the most of what it gives pitched (its pitch value, in resources)
// and what it does played (an attack: attackBase and a part of its power,
// more with go again; a defense reaction: its defense and a little more;
// another card: otherCardValue). A card of a hand is about three points
// of damage in the next turn, whichever it is: half the cards attack, the
// other half pay for them.
func cardValue(c *rules.Card) float64 {
	if c == nil {
		return 0
	}
	return max(playValue(c), float64(c.Pitch))
}

// playValue is cardValue's part for what c does played (or, for a card
// that is never played, such as a block card, what it does defending:
// otherCardValue).
func playValue(c *rules.Card) float64 {
	switch {
	case c.Types.Has(rules.DefenseReaction):
		return float64(c.Defense) + ev.reactionExtra
	case c.Subtypes.Has(rules.Attack) && c.Types.Has(rules.Action):
		play := ev.attackBase + ev.attackPower*float64(c.Power)
		if c.Keywords&rules.GoAgain != 0 {
			play += ev.goAgainValue
		}
		return play
	}
	return ev.otherCardValue
}

// arsenalValue is what c is worth put face down in the arsenal at the end
// of the turn (CR 4.4.3b), for the next turn: what it does played from
// there, alone (playValue). A card in the arsenal pays for nothing (CR
// 1.14.3: only the hand's cards are pitched) and does not defend (CR
// 7.3.2a: the defending cards come from the hand), so its pitch value
// does not count, and a card that is never played (a block card such as
// Canopy Shelter, a resource) is worth nothing there: the turn after, it
// neither attacks nor pays. A blue attack is worth its attack, no more.
// Between two cards that do as much played, the one of less pitch goes
// (a hundredth of a point a resource, below playValue's tenths): the
// other stays in hand, where its pitch still pays.
func arsenalValue(c *rules.Card) float64 {
	if c == nil || !c.Types.Any(rules.Action|rules.Instant|rules.AttackReaction|rules.DefenseReaction) {
		return 0
	}
	return playValue(c) - float64(c.Pitch)/100
}

// lifeCost is what taking n damage at life costs, from an attack of
// power threat (doc.go): each point of life lost counts 1, and more the
// lower it was once the life is within reach of such an attack (lowAt,
// lowLifeExtra: a point lost at 1 life counts 1+lowLifeExtra), an attack
// that hits hitCost more, going down to dangerLife or less dangerCost
// more, and dying lethalCost.
func lifeCost(n, life, threat int) float64 {
	if n <= 0 {
		return 0
	}
	if n >= life {
		return ev.lethalCost + float64(n)
	}
	low := lowAt(threat)
	c := ev.hitCost
	for k := life - n + 1; k <= life; k++ {
		c++
		if k < low {
			c += ev.lowLifeExtra * float64(low-k) / float64(low-1)
		}
	}
	if life-n <= ev.dangerLife {
		c += ev.dangerCost
	}
	return c
}

// lowAt is the life below which a point lost counts more, against
// attacks of power threat (doc.go: life is a resource until the race
// says otherwise): the life such an attack takes, at least dangerLife+1
// and at most lowLife. Above it the player survives another attack like
// it whatever it blocks now, and a card kept attacks on its next turn.
func lowAt(threat int) int {
	return min(ev.lowLife, max(ev.dangerLife+1, threat))
}

// defenderCost is what defending with option o costs: a card from hand
// is spent (cardValue); an equipment is worn (doc.go).
func defenderCost(v rules.View, o rules.Option) float64 {
	switch o.From {
	case rules.PlaceEquipment, rules.PlaceWeapon:
		switch {
		case v.HasKeyword(o.Obj, rules.BladeBreak):
			return ev.breakBase + ev.breakPoint*float64(v.Defense(o.Obj))
		case v.HasKeyword(o.Obj, rules.Battleworn), v.HasKeyword(o.Obj, rules.Temper):
			return ev.wornCost
		}
		return ev.plainCost
	}
	return cardValue(v.Card(o.Obj))
}

// block is one way to defend: the cards (their ids), what the static
// rule says it costs (blockCost) and how much of the attack it prevents.
type block struct {
	ids   []int32
	cost  float64
	saved int
	// taken is the damage the block lets through of the power shown;
	// lost is what that and what the attacker may still add cost in life
	// (blockLife).
	taken int
	lost  float64
}

// blocks weighs every legal subset of the defenders prompt p (CR 7.3.2):
// what it costs in life (blockLife: the damage left, and the risk that
// pump, what the attacker is taken to add after the defence, kills)
// plus the cards spent (defenderCost, or with next what the next turn
// loses: eachBlock), in the order the prompt lists them.
func blocks(v rules.View, p *rules.Prompt, pump int, next bool) []block {
	var out []block
	eachBlock(v, p, pump, next, func(b block) {
		b.ids = slices.Clone(b.ids)
		out = append(out, b)
	})
	return out
}

// pumpRisk is the share of lethalCost a block pays when only the guess
// of what the attacker may still add kills (blockLife): less than a
// death that is sure, so a block that surely survives is still worth
// its cards when every block may die to the guess.
const pumpRisk = 0.5

// blockLife is what a block costs in life: the damage taken of the
// power shown (lifeCost), and, when what the attacker may still add
// (pump, pumpReach) would kill where the power shown does not, a share
// of dying (pumpRisk). The pump is a guess: it weighs only where it
// decides the game, so a player above its reach defends as against the
// power shown and keeps its cards for its own attacks.
func blockLife(taken, pump, life, threat int) float64 {
	c := lifeCost(taken, life, threat)
	if pump <= 0 || taken >= life || taken+pump < life {
		return c
	}
	return c + ev.lethalCost*pumpRisk
}

// eachBlock is blocks told to yield, one subset at a time, its ids good
// only during the call: the defence imagined inside a plan weighs every
// subset of every attack it meets, and keeps two of them (defend). With
// next (the defence of the player's own seat), once the race is on
// (weighsNext), the cards of the hand a block spends cost what the next
// turn loses (nextAttack) rather than each its worth alone.
func eachBlock(v rules.View, p *rules.Prompt, pump int, next bool, yield func(b block)) {
	life := v.Life(p.Player)
	power := v.Power(p.Source)
	en := enumerate()
	held := heldCards(v, p.Player)
	if len(held) > 64 {
		held = held[:64]
	}
	best := playable(held, 0)
	var turn *nextAttack
	if next && weighsNext(v, p.Player, life) {
		if t := newNextAttack(held); t.full > 0 {
			turn = t
		}
	}
	// What each option brings, weighed once: a subset sums them.
	defs := make([]int, len(p.Options))
	costs := make([]float64, len(p.Options))
	bits := make([]uint64, len(p.Options))
	weighed := make([]bool, len(p.Options))
	for i, o := range p.Options {
		defs[i], costs[i] = v.Defense(o.Obj), defenderCost(v, o)
		if o.From == rules.PlaceHand || o.From == rules.PlaceArsenal {
			for k := range held {
				if held[k].obj == o.Obj {
					bits[i] |= 1 << k
				}
			}
			weighed[i] = nextWeighed(v.Card(o.Obj))
		}
	}
	en.Each(p, func(a rules.Answer) bool {
		def, spent, hand, kept := 0, 0.0, 0.0, 0.0
		var gone, counted uint64
		for _, id := range a.IDs {
			i := p.Find(id)
			def += defs[i]
			if bits[i] == 0 {
				spent += costs[i]
				continue
			}
			hand += costs[i]
			gone |= bits[i]
			if weighed[i] {
				counted |= bits[i]
			} else {
				kept += costs[i]
			}
		}
		switch {
		case turn != nil && gone != 0:
			hand = turn.loss(gone, counted) + kept
		case gone != 0 && best > 0:
			hand += ev.playLoss * float64(best-playable(held, gone))
		}
		spent += hand
		taken := max(0, power-def)
		// What the block stops of the pump: the defense beyond the
		// power shown.
		left := max(0, pump-max(0, def-power))
		lost := blockLife(taken, left, life, power)
		yield(block{ids: a.IDs, cost: lost + spent, saved: power - taken, taken: taken, lost: lost})
		return true
	})
}

// heldCard is a card of the hand or arsenal as playable weighs it.
type heldCard struct {
	obj                   rules.ObjID
	attack, hand, goAgain bool
	power, cost, pitch    int
}

// heldCards lists p's hand and arsenal for playable.
func heldCards(v rules.View, p rules.Player) []heldCard {
	var out []heldCard
	for _, z := range [2]rules.Zone{rules.ZoneHand, rules.ZoneArsenal} {
		for _, obj := range v.Zone(p, z) {
			c := v.Card(obj)
			if c == nil {
				continue
			}
			out = append(out, heldCard{obj: obj, attack: c.Types.Has(rules.Action) && c.Subtypes.Has(rules.Attack),
				hand: z == rules.ZoneHand, goAgain: c.Keywords&rules.GoAgain != 0, power: c.Power, cost: c.Cost, pitch: c.Pitch})
		}
	}
	return out
}

// playable is the power of the strongest attack action card of held but
// those gone (a bit each, by index) that the other cards of the hand
// could pay for pitched (CR 1.14.3: only hand cards pitch), on its own:
// what the next turn can still attack with. A hand of red cards that
// cost more than the others pitch attacks with nothing.
func playable(held []heldCard, gone uint64) int {
	pool := 0
	for i, h := range held {
		if h.hand && gone&(1<<i) == 0 {
			pool += h.pitch
		}
	}
	best := 0
	for i, h := range held {
		if !h.attack || gone&(1<<i) != 0 || h.power <= best {
			continue
		}
		left := pool
		if h.hand {
			left -= h.pitch
		}
		if left >= h.cost {
			best = h.power
		}
	}
	return best
}

// defend chooses the defending cards (CR 7.3.2): of every legal subset,
// the one that costs least in life (lifeCost of the damage left, pump
// added to the attack's power) plus the cards spent (defenderCost).
func defend(v rules.View, p *rules.Prompt, pump int, next bool) (rules.Answer, Reason) {
	// The first cheapest block, and the first cheapest with cards (what
	// blockAnswer names when the cheapest is none): the same as the
	// cheapest of blocks(v, p), without a copy of every subset.
	var best, withCards block
	n, m := 0, 0
	eachBlock(v, p, pump, next, func(b block) {
		if n == 0 || b.cost < best.cost {
			best = b
			best.ids = slices.Clone(b.ids)
		}
		n++
		if len(b.ids) > 0 && (m == 0 || b.cost < withCards.cost) {
			withCards = b
			withCards.ids = slices.Clone(b.ids)
			m++
		}
	})
	if best.taken >= v.Life(p.Player) {
		if b, ok := savedWith(v, p, pump, next); ok {
			return rules.Answer{IDs: b.ids}, Reason{Code: WhySaveLater, Cards: blockCards(v, p, b.ids), N: b.taken, M: v.Life(p.Player)}
		}
	}
	bs := []block{best}
	if m > 0 {
		bs = append(bs, withCards)
	}
	return blockAnswer(v, p, bs, 0)
}

// savedWith is the block that, with the cards that prevent damage or
// defend played after it in the reaction step (react, together: the
// instants and defense reactions of the hand and arsenal the block does
// not spend, paid by the resources and the pitch of the rest of the hand),
// keeps the player alive, when every block alone lets lethal damage
// through (CR 7.3.2, 7.4): Trade In's 2 and one Take it on the Chin's 2
// against 6 at 4 life. Of those, the one that spends least (the block's
// cards, defenderCost, and each card played after it, cardValue).
func savedWith(v rules.View, p *rules.Prompt, pump int, next bool) (block, bool) {
	me, life := p.Player, v.Life(p.Player)
	type later struct {
		obj   rules.ObjID
		stops int
		cost  int
		worth float64
	}
	var laters []later
	for _, z := range [2]rules.Zone{rules.ZoneHand, rules.ZoneArsenal} {
		for _, obj := range v.Zone(me, z) {
			c := v.Card(obj)
			if c == nil {
				continue
			}
			if stops := stopsOf(v, obj, c, true); stops > 0 {
				laters = append(laters, later{obj, stops, c.Cost, cardValue(c)})
			}
		}
	}
	if len(laters) == 0 {
		return block{}, false
	}
	slices.SortStableFunc(laters, func(a, b later) int { return b.stops - a.stops })
	var found block
	ok := false
	spentBest := 0.0
	eachBlock(v, p, pump, next, func(b block) {
		used := map[rules.ObjID]bool{}
		for _, id := range b.ids {
			used[p.Options[p.Find(id)].Obj] = true
		}
		left, cost, worth := b.taken, 0, b.cost-b.lost
		for _, l := range laters {
			if left < life {
				break
			}
			if used[l.obj] {
				continue
			}
			used[l.obj] = true
			left -= l.stops
			cost += l.cost
			worth += l.worth
		}
		if left >= life {
			return
		}
		if cost > payable(v, me, used) || ok && worth >= spentBest {
			return
		}
		found, ok, spentBest = b, true, worth
		found.ids = slices.Clone(b.ids)
	})
	return found, ok
}

// payable is what player me may pay with: their resources and the
// pitch of the cards of their hand not among used (savedWith, together).
func payable(v rules.View, me rules.Player, used map[rules.ObjID]bool) int {
	pool := v.Resources(me)
	for _, obj := range v.Zone(me, rules.ZoneHand) {
		if c := v.Card(obj); c != nil && !used[obj] {
			pool += c.Pitch
		}
	}
	return pool
}

// blockCards are the cards of the options ids names.
func blockCards(v rules.View, p *rules.Prompt, ids []int32) []*rules.Card {
	var out []*rules.Card
	for _, id := range ids {
		if c := v.Card(p.Options[p.Find(id)].Obj); c != nil {
			out = append(out, c)
		}
	}
	return out
}

// blockAnswer is the answer of the block bs[i] and its reason: the cards
// and what they save; the damage that kills; or, for no block, the best
// block passed up.
func blockAnswer(v rules.View, p *rules.Prompt, bs []block, i int) (rules.Answer, Reason) {
	power := v.Power(p.Source)
	life := v.Life(p.Player)
	chosen := bs[i]
	a := rules.Answer{IDs: chosen.ids}
	taken := power - chosen.saved
	switch {
	case taken >= life:
		return a, Reason{Code: WhyLethal, Cards: blockCards(v, p, chosen.ids), N: taken, M: life}
	case len(chosen.ids) > 0:
		return a, Reason{Code: WhyBlock, Cards: blockCards(v, p, chosen.ids), N: chosen.saved, M: power}
	}
	passed := -1
	for j := range bs {
		if len(bs[j].ids) > 0 && (passed < 0 || bs[j].cost < bs[passed].cost) {
			passed = j
		}
	}
	if passed < 0 {
		return a, Reason{Code: WhyTake, N: taken}
	}
	return a, Reason{Code: WhyTake, Cards: blockCards(v, p, bs[passed].ids), N: taken, M: bs[passed].saved}
}

// react chooses a card to play in defence while an attack on the
// player's hero is on the chain, if one saves more than it costs;
// otherwise it passes. A defense reaction (CR 8.1.3a) adds its defense to
// the link; in the reaction step (CR 7.4), once the defenders are known,
// an instant that prevents damage to its player's hero (CR 6.4.10: a
// prevention effect of any type or of physical damage, the attack's)
// stops that much of it too. What prevention is in force or on the stack
// already counts against the damage coming, so a second instant is
// played only for what the first does not stop.
func react(v rules.View, p *rules.Prompt) (rules.Answer, Reason, bool) {
	me := p.Player
	chain := v.Chain()
	if len(chain) == 0 || v.TurnPlayer() == me {
		return rules.Answer{}, Reason{}, false
	}
	link := chain[len(chain)-1]
	if link.Resolved || link.Target != me {
		return rules.Answer{}, Reason{}, false
	}
	coming := link.Power
	for _, d := range link.Defenders {
		coming -= v.Defense(d)
	}
	reaction := v.Step() == rules.StepReaction
	if reaction {
		coming -= shielded(v, me)
	}
	coming = max(coming, 0)
	if coming == 0 {
		return rules.Answer{}, Reason{}, false
	}
	life := v.Life(me)
	bestGain, bestIdx, bestStops := 0.0, -1, 0
	for i, o := range p.Options {
		if o.Act != rules.ActPlay {
			continue
		}
		c := v.Card(o.Obj)
		stops := stopsOf(v, o.Obj, c, reaction)
		if stops <= 0 {
			continue
		}
		left := max(0, coming-stops)
		extra := max(0, c.Cost-v.Resources(me))
		gain := lifeCost(coming, life, link.Power) - lifeCost(left, life, link.Power) - cardValue(c) - ev.resourceValue*float64(extra)
		if gain > bestGain {
			bestGain, bestIdx, bestStops = gain, i, stops
		}
	}
	if bestIdx < 0 && coming >= life {
		bestIdx, bestStops = together(v, p, coming, life, reaction)
	}
	if bestIdx < 0 {
		return rules.Answer{}, Reason{}, false
	}
	o := p.Options[bestIdx]
	saved := coming - max(0, coming-bestStops)
	return rules.Pick(o.ID), Reason{Code: WhyReact, Cards: []*rules.Card{v.Card(o.Obj)}, N: saved, M: coming}, true
}

// together is the first card to play of the fewest that, played one
// after another in the reaction step (CR 7.4), bring a lethal attack's
// damage coming below the player's life, when no one card does: two Take
// it on the Chin against 6 at 4 life. Each card played is in force or on
// the stack at the next priority (shielded) or defends the link (a defense
// reaction, CR 8.1.3a), so react then plays the next one for what it alone
// saves. The cards are taken by what they stop, most first; their costs
// must be paid by the resources and the pitch of the other cards of the
// hand (CR 1.14.3: only hand cards pitch). -1 when they cannot save it.
func together(v rules.View, p *rules.Prompt, coming, life int, reaction bool) (int, int) {
	type save struct{ i, stops, cost int }
	var saves []save
	chosen := map[rules.ObjID]bool{}
	for i, o := range p.Options {
		if o.Act != rules.ActPlay {
			continue
		}
		c := v.Card(o.Obj)
		stops := stopsOf(v, o.Obj, c, reaction)
		if stops > 0 {
			saves = append(saves, save{i, stops, c.Cost})
		}
	}
	slices.SortStableFunc(saves, func(a, b save) int {
		if a.stops != b.stops {
			return b.stops - a.stops
		}
		return a.cost - b.cost
	})
	stopped, cost := 0, 0
	for _, s := range saves {
		stopped += s.stops
		cost += s.cost
		chosen[p.Options[s.i].Obj] = true
		if coming-stopped >= life {
			continue
		}
		if cost > payable(v, p.Player, chosen) {
			return -1, 0
		}
		return saves[0].i, saves[0].stops
	}
	return -1, 0
}

// stopsOf is how much of an attack's damage card c (object obj) stops
// when played in defence: a defense reaction its defense on the link (CR
// 8.1.3a); in the reaction step (CR 7.4), once the defenders are known,
// an instant the damage it prevents (prevents). 0 for anything else, or
// no card.
func stopsOf(v rules.View, obj rules.ObjID, c *rules.Card, reaction bool) int {
	switch {
	case c == nil:
	case c.Types.Has(rules.DefenseReaction):
		return v.Defense(obj)
	case reaction && c.Types.Has(rules.Instant):
		return prevents(c)
	}
	return 0
}

// prevents is how much of an attack's damage card c prevents when it
// resolves (rules.PreventDamage of any type or of physical damage).
func prevents(c *rules.Card) int {
	n := 0
	for _, e := range c.Resolve {
		if pd, ok := e.(rules.PreventDamage); ok && (pd.Kind == rules.DamageGeneric || pd.Kind == rules.DamagePhysical) {
			n += pd.N
		}
	}
	return n
}

// shielded is the damage to player me's hero the prevention in force
// (CR 6.5) and the cards of me's on the stack that prevent (prevents)
// will stop.
func shielded(v rules.View, me rules.Player) int {
	n := 0
	for _, e := range v.Effects() {
		if e.Controller == me && e.Prevent > 0 && (e.PreventKind == rules.DamageGeneric || e.PreventKind == rules.DamagePhysical) {
			n += e.Prevent
		}
	}
	for _, l := range v.Stack() {
		if l.Controller == me && l.Kind == rules.CardLayer {
			if c := v.Card(l.Obj); c != nil {
				n += prevents(c)
			}
		}
	}
	return n
}

// pitch chooses the card to pitch (CR 1.14.3): of the cards that pay what
// is owed at once, the one worth least, with the attack it leaves the hand
// unable to pay for (playable); if none does, the one that pays most.
func pitch(v rules.View, p *rules.Prompt) (rules.Answer, Reason) {
	best := -1
	var bestVal float64
	pays := func(o rules.Option) bool { return o.Value >= p.Owed }
	// A card worth little alone may be the one that pays for the hand's
	// best attack (playable): pitched, that attack is lost too.
	held := heldCards(v, p.Player)
	if len(held) > 64 {
		held = held[:64]
	}
	attack := playable(held, 0)
	for i, o := range p.Options {
		val := cardValue(v.Card(o.Obj))
		if attack > 0 {
			for k := range held {
				if held[k].obj == o.Obj {
					val += ev.playLoss * float64(attack-playable(held, 1<<k))
				}
			}
		}
		if best < 0 {
			best, bestVal = i, val
			continue
		}
		b := p.Options[best]
		switch {
		case pays(o) && !pays(b):
		case !pays(o) && pays(b):
			continue
		case pays(o): // both pay: the one worth least, then the least wasted
			if val > bestVal || val == bestVal && o.Value >= b.Value {
				continue
			}
		default: // neither pays: the most resources, then the least worth
			if o.Value < b.Value || o.Value == b.Value && val >= bestVal {
				continue
			}
		}
		best, bestVal = i, val
	}
	o := p.Options[best]
	a := rules.Pick(o.ID)
	r := Reason{Code: WhyPitch, Cards: []*rules.Card{v.Card(o.Obj)}, N: o.Value, V: o.Value}
	if o.Value >= p.Owed {
		// Paid in full, the other cards stay; else the rest of the cost
		// is pitched next, and which is not settled (pitchwhy.go).
		r.Keeps = otherOptions(v, p, a, nil)
	}
	return a, r
}

// equip starts with the largest set of arena-cards offered (CR 4.1.4).
func equip(p *rules.Prompt) rules.Answer {
	best := 0
	for i, o := range p.Options {
		if len(p.Set(o)) > len(p.Set(p.Options[best])) {
			best = i
		}
	}
	return rules.Pick(p.Options[best].ID)
}

// chooseCards answers an AskCards prompt: the cards it values most for
// the arsenal (arsenalValue: what they do played from there) or a search
// (cardValue), the least (cardValue) for anything that spends them.
func chooseCards(v rules.View, p *rules.Prompt) (rules.Answer, Reason) {
	idx := make([]int, len(p.Options))
	for i := range idx {
		idx[i] = i
	}
	keep := p.Purpose == rules.PurposeArsenal || p.Purpose == rules.PurposeSearch
	value := cardValue
	if p.Purpose == rules.PurposeArsenal {
		value = arsenalValue
	}
	val := func(i int) float64 { return value(v.Card(p.Options[i].Obj)) }
	slices.SortStableFunc(idx, func(a, b int) int {
		x, y := val(a), val(b)
		if keep {
			x, y = y, x
		}
		switch {
		case x < y:
			return -1
		case x > y:
			return 1
		}
		return 0
	})
	n := p.Min
	if keep {
		n = p.Max
	}
	a := rules.Answer{}
	r := Reason{Code: WhyKeep}
	if keep {
		r.Code = WhyArsenal
	}
	for _, i := range idx {
		if len(a.IDs) == n {
			break
		}
		try := rules.Answer{IDs: append(slices.Clone(a.IDs), p.Options[i].ID)}
		if len(try.IDs) < p.Min || p.Check(try) == nil {
			a = try
			if c := v.Card(p.Options[i].Obj); c != nil {
				r.Cards = append(r.Cards, c)
			}
		}
	}
	if p.Check(a) != nil {
		return rules.LeastAnswer(*p), Reason{Code: WhyLeast}
	}
	return a, r
}

// static answers a question outside the turn's plan (doc.go).
func static(v rules.View, p *rules.Prompt) (rules.Answer, Reason) {
	switch p.Kind {
	case rules.AskDefenders:
		// The defender a plan imagines weighs the power shown: the
		// player plans against a defence that does not guess at its own
		// attack reactions (pumpReach is the player's own defence's).
		return defend(v, p, 0, false)
	case rules.AskPriority:
		if a, r, ok := react(v, p); ok {
			return a, r
		}
		return rules.LeastAnswer(*p), Reason{Code: WhyPass}
	case rules.AskPitch:
		return pitch(v, p)
	case rules.AskTarget, rules.AskAttackTarget:
		other := p.Player.Opponent()
		for _, o := range p.Options {
			if o.Player == other || o.Obj != rules.NoObj && o.Obj == v.Hero(other) {
				return rules.Pick(o.ID), Reason{Code: WhyTarget}
			}
		}
	case rules.AskCards:
		return chooseCards(v, p)
	}
	return rules.LeastAnswer(*p), Reason{Code: WhyLeast}
}

// modelDefender is how a plan imagines the other player (doc.go): by the
// opponent's own static policy, which reads only that player's view of
// the imagined world.
func modelDefender(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	if a, ok := only(&p); ok {
		return a, nil
	}
	a, _ := static(v, &p)
	if p.Check(a) != nil {
		return rules.LeastAnswer(p), nil
	}
	return a, nil
}

// pumpReach is what the attacker is taken to add to its attack once the
// defence is declared (CR 7.4.1a: the attacking hero plays attack
// reactions in the reaction step), as far as the defender can tell from
// its View: what the attacker's attack reactions gave a turn so far, read
// from its graveyard (a public zone, CR 3.0.4a: their "target attack gets
// +N{p}"), over the turns it has had, rounded; and no more than the cards
// it holds (hand and arsenal) could add, each the most one gave. A turn's
// reactions, not a card's: the attacker plays one or two of its cards as
// reactions in a turn whatever it holds, and each of its attacks is
// weighed as if that turn's reactions came on it. A deck that has shown
// no attack reaction adds nothing.
func pumpReach(v rules.View, attacker rules.Player) int {
	given, most := 0, 0
	for _, obj := range v.Zone(attacker, rules.ZoneGraveyard) {
		c := v.Card(obj)
		if c == nil || !c.Types.Has(rules.AttackReaction) {
			continue
		}
		for _, e := range c.Resolve {
			if g, ok := e.(rules.TargetGets); ok && g.Power > 0 {
				given += g.Power
				most = max(most, g.Power)
			}
		}
	}
	if given == 0 {
		return 0
	}
	// The first player has the odd turns.
	turns := v.Turn() / 2
	if attacker == v.First() {
		turns = (v.Turn() + 1) / 2
	}
	turns = max(turns, 1)
	held := v.Count(attacker, rules.ZoneHand) + v.Count(attacker, rules.ZoneArsenal)
	return min((2*given+turns)/(2*turns), held*most)
}

package bot

import "github.com/rathe-tcg/rathe/rules"

// The next turn's hand, as the defence of the player's own seat weighs it. The hand is drawn up to
// intellect only at the end of the player's own turn (CR 4.4.3e), so a
// card spent blocking is gone from the next turn, and a card the next
// turn cannot use is replaced by a draw at its end whether it is kept or
// not. What a block spends of the hand is then what the next turn's
// attacks lose, not what each card is worth alone: a hand of big attacks
// that do not go again plays one of them a turn (CR 8.3.5: without go
// again the action point is spent), and the others block for little.

// nextAttack is the next turn's damage by the cards of the hand a block
// spends (gone, a bit each of heldCards), weighed once each.
type nextAttack struct {
	held []heldCard
	full int
	memo map[uint64]int
}

// newNextAttack is nextAttack of held, the whole hand's damage weighed.
func newNextAttack(held []heldCard) *nextAttack {
	return &nextAttack{held: held, full: nextDamage(held, 0), memo: map[uint64]int{}}
}

// loss is what spending the cards gone costs: nextWeight of each point
// of the next turn's damage lost, and nextFloor for each card of spent
// (the cards nextWeighed), what a card is still worth beyond that turn's
// damage: the arsenal, a turn after it.
func (n *nextAttack) loss(gone, spent uint64) float64 {
	d, ok := n.memo[gone]
	if !ok {
		d = nextDamage(n.held, gone)
		n.memo[gone] = d
	}
	cards := 0
	for i := range n.held {
		if spent&(1<<i) != 0 {
			cards++
		}
	}
	return ev.nextWeight*float64(n.full-d) + ev.nextFloor*float64(cards)
}

// nextDamage is the most power the attack action cards of held but those
// gone can deal in one turn: any number that go again and at most one
// that does not (CR 8.3.5: one action point, and each attack with go
// again gives it back), their costs paid by the hand cards not played,
// pitched (CR 1.14.3). The first ten attacks are weighed.
func nextDamage(held []heldCard, gone uint64) int {
	var att [10]int
	n, pool := 0, 0
	for i, h := range held {
		if gone&(1<<i) != 0 {
			continue
		}
		if h.attack && n < len(att) {
			att[n] = i
			n++
		}
		if h.hand {
			pool += h.pitch
		}
	}
	best := 0
	for s := 1; s < 1<<n; s++ {
		stops, cost, pitched, power := 0, 0, 0, 0
		for j := range n {
			if s&(1<<j) == 0 {
				continue
			}
			h := held[att[j]]
			if !h.goAgain {
				stops++
			}
			cost += h.cost
			power += h.power
			if h.hand {
				pitched += h.pitch
			}
		}
		if stops <= 1 && power > best && cost <= pool-pitched {
			best = power
		}
	}
	return best
}

// nextWeighed is whether nextAttack weighs the cards c of a defence:
// attack action cards, whose damage nextDamage counts, and block cards,
// which are played only to defend and otherwise only pitch. Other cards
// (a non-attack action, an instant, a reaction) keep their worth
// (cardValue): what they add to the next turn is not counted there.
func nextWeighed(c *rules.Card) bool {
	return c != nil && (c.Types.Has(rules.Block) || c.Types.Has(rules.Action) && c.Subtypes.Has(rules.Attack))
}

// weighsNext is whether the defence of player me at life weighs the next
// turn (nextAttack): below lowLife, or while the attacker holds cards
// (hand, arsenal) to go on attacking with. At lowLife or more against an
// attacker with nothing left, this attack is the last before the
// player's turn, and the cards keep their worth alone: a player high in
// life spends none of its attacks on it.
func weighsNext(v rules.View, me rules.Player, life int) bool {
	foe := me.Opponent()
	return life < ev.lowLife || v.Count(foe, rules.ZoneHand)+v.Count(foe, rules.ZoneArsenal) > 0
}

package bot

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// The hard level's defence (doc.go: the opponent, looking ahead). A card
// spent defending is gone from the player's next turn: the hand is drawn
// up at the end of the player's own turn (CR 4.4.3e), not the other's, so
// the next turn plays the hand as it is after the defence. What a block
// costs is then the damage that turn loses for the cards it spends, and
// that depends on the rest of the hand: the blue card that pays for the
// big attack is worth more than its pitch value says, the third attack
// of a hand with one resource card less. The look ahead searches it:
// each block worth trying is weighed by the life it leaves (lifeCost)
// and the damage of the best line of the next turn with the cards it
// leaves, searched (Best) on a position of that turn built from what the
// player's View shows of its own side, against a goldfish.

// aheadTries is how many of the static rule's cheapest blocks (no two
// with the same cards from hand) the look ahead weighs.
const aheadTries = 6

// aheadNodes and aheadRuns bound each search of the next turn.
const (
	aheadNodes = 3_000
	aheadRuns  = 2_500
)

// defendAhead chooses among the blocks worth trying (the static rule's
// cheapest) the one worth most with the next turn searched (nextTurn);
// with one block worth trying, or when no next turn can be searched, it
// is the static rule's answer.
func (o *Opponent) defendAhead(ctx context.Context, v rules.View, p *rules.Prompt) (rules.Answer, Reason, error) {
	pump := pumpReach(v, p.Player.Opponent())
	bs := blocks(v, p, pump)
	order := make([]int, len(bs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case bs[a].cost < bs[b].cost:
			return -1
		case bs[a].cost > bs[b].cost:
			return 1
		}
		return 0
	})
	var tries []int
	seen := map[string]bool{}
	for _, i := range order {
		if len(tries) == aheadTries {
			break
		}
		k := blockKey(v, p, bs[i].ids)
		if seen[k] {
			continue
		}
		seen[k] = true
		tries = append(tries, i)
	}
	if len(tries) < 2 {
		a, r := blockAnswer(v, p, bs, order[0])
		return a, r, nil
	}
	me := p.Player
	life := v.Life(me)
	seed := o.seed ^ (o.plans+1)*0x94d049bb133111eb
	o.plans++
	damage := map[string]int{} // the next turn's damage by the hand it keeps
	best, bestScore := -1, 0.0
	for _, i := range tries {
		var spent []rules.ObjID
		wear := 0.0
		for _, id := range bs[i].ids {
			opt := p.Options[p.Find(id)]
			if opt.From == rules.PlaceHand || opt.From == rules.PlaceArsenal {
				spent = append(spent, opt.Obj)
			} else {
				wear += defenderCost(v, opt)
			}
		}
		taken := bs[i].taken
		if taken >= life {
			continue // dead: no next turn
		}
		key := objKey(spent)
		d, ok := damage[key]
		if !ok {
			var err error
			d, err = nextTurn(ctx, v, spent, life-taken, seed)
			if err != nil {
				if ctx.Err() != nil {
					return rules.Answer{}, Reason{}, ctx.Err()
				}
				a, r := blockAnswer(v, p, bs, order[0])
				return a, r, nil
			}
			damage[key] = d
		}
		score := float64(d) - bs[i].lost - wear
		if best < 0 || score > bestScore {
			best, bestScore = i, score
		}
	}
	if best < 0 {
		best = order[0]
	}
	a, r := blockAnswer(v, p, bs, best)
	r.Samples = 1
	return a, r, nil
}

// blockKey names a block by its cards, so that two blocks with copies of
// the same cards from hand are tried once.
func blockKey(v rules.View, p *rules.Prompt, ids []int32) string {
	keys := make([]string, 0, len(ids))
	for _, id := range ids {
		o := p.Options[p.Find(id)]
		if c := v.Card(o.Obj); c != nil && o.From == rules.PlaceHand {
			keys = append(keys, c.Key())
			continue
		}
		keys = append(keys, "#"+strconv.Itoa(int(o.Obj)))
	}
	slices.Sort(keys)
	return strings.Join(keys, "|")
}

func objKey(objs []rules.ObjID) string {
	s := slices.Clone(objs)
	slices.Sort(s)
	var b strings.Builder
	for _, o := range s {
		b.WriteString(strconv.Itoa(int(o)))
		b.WriteByte(',')
	}
	return b.String()
}

// nextTurn is the damage of the player's best line of its next turn
// against a goldfish at the other hero's life, with the hand and arsenal
// it has now but the cards spent, at life (View.Ahead: what the View
// shows of the player's own side), searched by Best within aheadNodes
// and aheadRuns.
func nextTurn(ctx context.Context, v rules.View, spent []rules.ObjID, life int, seed uint64) (int, error) {
	g, err := v.Ahead(spent, life, seed)
	if err != nil {
		return 0, err
	}
	l, err := Best(ctx, g.ViewFor(v.Viewer), Options{Seed: seed, MaxNodes: aheadNodes, MaxRuns: aheadRuns, Partial: true})
	if err != nil {
		return 0, err
	}
	return l.Damage, nil
}

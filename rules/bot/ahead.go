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
// costs is then what that turn loses for the cards it spends, and that
// depends on the rest of the hand: the blue card that pays for the big
// attack is worth more than its pitch value says, the third attack of a
// hand with one resource card less. The look ahead searches it: each
// block worth trying is weighed by the life it leaves (lifeCost) and the
// worth of the best line of the next turn with the cards it leaves
// (nextTurn), searched (Best) against a goldfish: its damage, and 1.5 a
// card it keeps, as the player's plans count a card kept (lineWeights).

// aheadTries is how many of the static rule's cheapest blocks (no two
// with the same cards from hand) the look ahead weighs.
const aheadTries = 6

// aheadNodes and aheadRuns bound each search of the next turn.
const (
	aheadNodes = 3_000
	aheadRuns  = 2_500
)

// defendAhead chooses among the blocks worth trying (the cheapest by the
// defence of the player's own seat, eachBlock with next: a card its next
// turn cannot use is cheap to block with, as normal weighs it) the one
// worth most with the next turn searched (nextTurn);
// with one block worth trying, or when no next turn can be searched, it
// is that defence's answer.
func (o *Opponent) defendAhead(ctx context.Context, v rules.View, p *rules.Prompt) (rules.Answer, Reason, error) {
	pump := pumpReach(v, p.Player.Opponent())
	bs := blocks(v, p, pump, true)
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
	worth := map[string]float64{} // the next turn's worth by the hand it keeps
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
		d, ok := worth[key]
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
			worth[key] = d
		}
		score := d - bs[i].lost - wear
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

// nextTurn is the worth, in points of life, of the player's best line of
// its next turn with the hand and arsenal it has now but the cards spent,
// at life, searched by Best within aheadNodes and aheadRuns against a
// goldfish (the other player passes and defends with nothing): a point of
// damage 1, and a card the player keeps at the end of that turn 1.5
// (aheadWeights: Weights.Kept as the plans have it, lineWeights). By the
// damage alone a card that turn would not play was worth nothing, and
// hard spent a Red Swing, the attack of the turn after, on a 1-power
// attack at 20 life (ahead_test.go).
//
// The position is one world the player may imagine (View.AheadSampled,
// so nothing in it is a card the player may not see): its own side as its
// View shows it, with the deck the world deals, so the end phase draws
// (CR 4.4.3e) and a card kept is a card more, not a card pitched coming
// back (drawnback.go); the other hero at its life.
//
// A next turn that wins counts aheadKill more than its line, not Best's
// killWorth: it wins against a goldfish, and a block is still weighed by
// the life it leaves.
func nextTurn(ctx context.Context, v rules.View, spent []rules.ObjID, life int, seed uint64) (float64, error) {
	g, err := v.AheadSampled(spent, life, seed)
	if err != nil {
		return 0, err
	}
	l, err := Best(ctx, g.ViewFor(v.Viewer), Options{Seed: seed, MaxNodes: aheadNodes, MaxRuns: aheadRuns, Partial: true, Weights: &aheadWeights})
	if err != nil {
		return 0, err
	}
	worth := l.Worth
	if worth >= killWorth/2 {
		worth -= killWorth
		worth += aheadKill
	}
	return float64(worth) / 10, nil
}

// aheadWeights weigh the lines of the next turn (nextTurn): the damage,
// and a card kept as the plans count it.
var aheadWeights = Weights{Kept: lineWeights.Kept}

// aheadKill is what a next turn that wins adds to its line's worth (in
// tenths, as Line.Worth): 10 points of life.
const aheadKill = 100

package bot

import (
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

// The greedy bot (doc.go: the greedy bot) is the yardstick the levels are
// measured against: an Opponent at level Greedy. Its own turn is the
// goldfish line (Best against a goldfish, as `rathe goldfish --auto`
// plays it: the most damage this turn, whatever the other player could
// block), and it defends by a fixed rule (greedyDefend); every other
// question gets the opponent's static answers (static).

// greedyBudget is the greedy bot's search: one world, against a goldfish
// (the other player passes and defends with nothing), large enough that
// the turns of the precons find their best line.
var greedyBudget = budget{samples: 1, nodes: 100_000, runs: 100_000}

// greedyMinBlock is the least damage a blue card must prevent for the
// greedy bot to defend with it when the attack is not lethal.
const greedyMinBlock = 3

// greedyDefend is the greedy bot's defence (CR 7.3.2, the defending hero
// declares its defending cards): when the attack's power would kill, the
// cards that keep it alive worth least (greedyLive); otherwise, with a
// blue card from hand (pitch 3) that prevents at least greedyMinBlock of
// it, the one of them worth least (cardValue); otherwise nothing. The
// rule is its own, not the opponent's evaluation, so that the yardstick
// stays where it is while the levels are tuned.
func greedyDefend(v rules.View, p *rules.Prompt) (rules.Answer, Reason) {
	power := v.Power(p.Source)
	if life := v.Life(p.Player); power >= life {
		return greedyLive(v, p, power, life)
	}
	best := -1
	var bestVal float64
	for i, o := range p.Options {
		if o.From != rules.PlaceHand {
			continue
		}
		c := v.Card(o.Obj)
		if c == nil || c.Pitch != 3 || min(v.Defense(o.Obj), power) < greedyMinBlock {
			continue
		}
		if p.Check(rules.Pick(o.ID)) != nil {
			continue // dominate, say: it may not defend alone
		}
		if val := cardValue(c); best < 0 || val < bestVal {
			best, bestVal = i, val
		}
	}
	if best < 0 {
		return rules.LeastAnswer(*p), Reason{Code: WhyTake, N: power}
	}
	o := p.Options[best]
	return rules.Pick(o.ID), Reason{Code: WhyBlock, Cards: []*rules.Card{v.Card(o.Obj)}, N: min(v.Defense(o.Obj), power), M: power}
}

// greedyLive is the greedy bot's block against a lethal attack: of the
// legal subsets (Prompt.Check: dominate, overpower) that leave it alive,
// the one whose cards are worth least (defenderCost), the fewest cards on
// a tie; when none does, the one that prevents most.
func greedyLive(v rules.View, p *rules.Prompt, power, life int) (rules.Answer, Reason) {
	var best []int32
	bestLives, bestDef, bestCost := false, -1, 0.0
	en := enumerate()
	en.Each(p, func(a rules.Answer) bool {
		def, cost := 0, 0.0
		for _, id := range a.IDs {
			o := p.Options[p.Find(id)]
			def += v.Defense(o.Obj)
			cost += defenderCost(v, o)
		}
		lives := power-def < life
		better := bestDef < 0 || lives && !bestLives
		switch {
		case better:
		case lives && bestLives:
			better = cost < bestCost || cost == bestCost && len(a.IDs) < len(best)
		case !lives && !bestLives:
			better = def > bestDef
		}
		if better {
			best, bestLives, bestDef, bestCost = slices.Clone(a.IDs), lives, def, cost
		}
		return true
	})
	cs := blockCards(v, p, best)
	saved := min(max(bestDef, 0), power)
	if !bestLives {
		return rules.Answer{IDs: best}, Reason{Code: WhyLethal, Cards: cs, N: power - saved, M: life}
	}
	return rules.Answer{IDs: best}, Reason{Code: WhyBlock, Cards: cs, N: saved, M: power}
}

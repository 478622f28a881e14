package bot_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// The searches that try every answer (bot.SetUnpruned) on the turns of
// the embedded decks, shared by the tests that read them: the pruned and
// the chance searches compare their lines with theirs
// (TestPrunedSearchIsExact, TestChanceSearchIsExact), and the bounds are
// checked at every position whose value they find (TestReachIsABound,
// TestReachKeptIsABound). The four ran the same searches, each its own:
// now a deck's turns are dealt once (deckTurns), and each search (a deck,
// with or without chance nodes, a limit of positions) runs once in the
// test binary, the bounds' checks made as it goes when its limit is
// -bound.nodes (by default -exact.nodes's: one search serves all four).

// unprunedKey names a shared search.
type unprunedKey struct {
	deck   string
	chance bool // bot.DefaultChance, else none
	nodes  int  // its limit of positions
}

// unprunedRun is a shared search over a deck's turns: the line and error
// of each turn, and what the bounds' checks found, when they were made.
type unprunedRun struct {
	lines   []bot.Line
	errs    []error
	checked bool // the bounds were checked (the limit is -bound.nodes)
	// TestReachIsABound's: the positions with a reach, those without, and
	// those whose reach and damage dealt fall short of their lines' most.
	reachChecked, reachUnknown int
	reachBad                   []string
	// and at the questions inside an action the runs went on through:
	// those checked, and those whose best line deals more.
	questionsChecked int
	questionsBad     []string
	// TestReachKeptIsABound's (no chance nodes): the positions checked,
	// and those whose line keeps more than ReachKept says.
	keptChecked int
	keptBad     []string
	// heldNone counts the positions checked whose lines ReachKept says
	// hold no card in the hand or the arsenal.
	heldNone int
	// TestReachKeptDealtIsABound's (no chance nodes: the search plays in
	// the one world it dealt, whose deck order its draws take): the
	// positions with a rules.Game.ReachKeptDealt, those without, those
	// whose line deals or keeps more than it says; of those with one, the
	// sums of it, of Reach where Reach has one (and how many), and of the
	// most their lines deal from there.
	dealtChecked, dealtUnknown, dealtKeptChecked int
	dealtBad                                     []string
	dealtSum, dealtReachSum, dealtMostSum        int
	dealtReachKnown                              int
}

var (
	sharedTurns    = map[string][]*rules.Game{}
	sharedUnpruned = map[unprunedKey]*unprunedRun{}
)

// exactTurns are deck name's turns as the exact tests take them:
// deckTurns of -exact.games games, a random player's or with -exact.bot
// the goldfish bot's, dealt once.
func exactTurns(t *testing.T, name string) []*rules.Game {
	t.Helper()
	if ts, ok := sharedTurns[name]; ok {
		return ts
	}
	ts := deckTurns(t, name, *exactGames, !*exactBot)
	sharedTurns[name] = ts
	return ts
}

// unprunedSearch is the unpruned search of deck name's turns (exactTurns)
// with chance nodes or not, within nodes positions: run once, then kept.
// The tests that share it run one after another (they set the package's
// hooks), never in parallel.
func unprunedSearch(t *testing.T, name string, chance bool, nodes int) *unprunedRun {
	t.Helper()
	k := unprunedKey{name, chance, nodes}
	if r, ok := sharedUnpruned[k]; ok {
		return r
	}
	r := &unprunedRun{checked: nodes == *boundNodes}
	o := bot.Options{Seed: 1, MaxNodes: nodes}
	if chance {
		o.Chance = &bot.DefaultChance
	}
	for i, g := range exactTurns(t, name) {
		if r.checked {
			bot.SetOnExactAll(func(node *rules.Game, rootLife, most int, dealt, arsenal, kept, keptPower float64) {
				r.checkReach(i, chance, node, rootLife, most)
				if !chance {
					r.checkKept(i, node, rootLife, dealt, arsenal, kept, keptPower)
					r.checkDealt(i, node, rootLife, most, dealt, arsenal, kept, keptPower)
				}
			})
		}
		if r.checked {
			bot.SetOnQuestion(func(most, lineMost int) {
				r.questionsChecked++
				if lineMost > most {
					r.questionsBad = append(r.questionsBad, fmt.Sprintf("turn %d (chance %v): a question whose damage dealt and reach are %d, its line deals %d",
						i, chance, most, lineMost))
				}
			})
		}
		bot.SetUnpruned(true)
		l, err := bot.Best(context.Background(), g.ViewFor(0), o)
		bot.SetUnpruned(false)
		bot.SetOnExactAll(nil)
		bot.SetOnQuestion(nil)
		r.lines, r.errs = append(r.lines, l), append(r.errs, err)
	}
	sharedUnpruned[k] = r
	return r
}

// checkReach is TestReachIsABound's check at a position whose value the
// search found: the damage dealt on the way and the reach are at least
// the most damage of its lines.
func (r *unprunedRun) checkReach(i int, chance bool, node *rules.Game, rootLife, most int) {
	reach, ok := node.Reach()
	if !ok {
		r.reachUnknown++
		return
	}
	r.reachChecked++
	dealt := rootLife - node.Omniscient().Life(1)
	if dealt+reach < most {
		r.reachBad = append(r.reachBad, fmt.Sprintf("turn %d (chance %v): a position dealt %d and reaches %d more, its line deals %d (%s)",
			i, chance, dealt, reach, most, handOf(node)))
	}
}

// checkKept is TestReachKeptIsABound's: where the most the position may
// deal is what its line deals, the line keeps at most the cards
// ReachKept says, of at most the power it says, and has no card in the
// arsenal where ReachKept says it holds none in the hand or the arsenal
// (held 0 or less). The line is the best of those of that damage, the
// arsenal its first tie-break: when it has none, no line of that damage
// has one.
func (r *unprunedRun) checkKept(i int, node *rules.Game, rootLife int, dealt, arsenal, kept, keptPower float64) {
	now := rootLife - node.Omniscient().Life(1)
	target := int(dealt) - now
	most, k, power, held, ok := node.ReachKept(target)
	if !ok || most != target || k < 0 {
		return
	}
	r.keptChecked++
	if held <= 0 {
		r.heldNone++
	}
	if kept > float64(k) || keptPower > float64(power) || held <= 0 && arsenal > 0 {
		r.keptBad = append(r.keptBad, fmt.Sprintf("turn %d: a position whose line deals %d more keeps %v cards of %v power (arsenal %v), ReachKept says %d of %d, %d held (%s)",
			i, target, kept, keptPower, arsenal, k, power, held, handOf(node)))
	}
}

// checkDealt is TestReachKeptDealtIsABound's, at a position of the one
// world the search dealt (no chance nodes): its deck order is the one
// its lines draw in, so rules.Game.ReachKeptDealt holds there as
// ReachKept does (checkReach, checkKept).
func (r *unprunedRun) checkDealt(i int, node *rules.Game, rootLife, most int, dealt, arsenal, kept, keptPower float64) {
	now := rootLife - node.Omniscient().Life(1)
	reach, _, _, _, ok := node.ReachKeptDealt(-1)
	if !ok {
		r.dealtUnknown++
		return
	}
	r.dealtChecked++
	r.dealtSum += reach
	r.dealtMostSum += most - now
	if full, ok := node.Reach(); ok {
		r.dealtReachKnown++
		r.dealtReachSum += full
	}
	if now+reach < most {
		r.dealtBad = append(r.dealtBad, fmt.Sprintf("turn %d: a position dealt %d and reaches %d more (dealt), its line deals %d (%s)",
			i, now, reach, most, handOf(node)))
	}
	target := int(dealt) - now
	m, k, power, held, ok := node.ReachKeptDealt(target)
	if !ok || m != target || k < 0 {
		return
	}
	r.dealtKeptChecked++
	if kept > float64(k) || keptPower > float64(power) || held <= 0 && arsenal > 0 {
		r.dealtBad = append(r.dealtBad, fmt.Sprintf("turn %d: a position whose line deals %d more keeps %v cards of %v power (arsenal %v), ReachKeptDealt says %d of %d, %d held (%s)",
			i, target, kept, keptPower, arsenal, k, power, held, handOf(node)))
	}
}

// searchErr fails the test on a search's error other than its limit.
func searchErr(t *testing.T, i int, err error) {
	t.Helper()
	if err != nil && !errors.Is(err, bot.ErrSearchLimit) {
		t.Fatalf("turn %d: %v", i, err)
	}
}

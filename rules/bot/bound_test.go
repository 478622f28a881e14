package bot_test

import (
	"flag"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

var boundNodes = flag.Int("bound.nodes", 400, "the unpruned search's limit of positions in TestReachIsABound and TestReachKeptIsABound (0: none; the same as -exact.nodes: one search serves them and the exact tests)")

// rules.Game.Reach is a bound: at every position the search that tries
// every answer finds the value of, on the turns of every embedded deck
// (a random player's games, or with -exact.bot the goldfish bot's), the damage dealt on
// the way and the reach are at least the most damage of the position's
// best line, in every outcome of its chance nodes too; and so at every
// question inside an action a run went on through (bound.go,
// questionCut). A bound below it would cut the best line (bound.go). The
// searches are shared with the exact tests (unpruned_test.go).
func TestReachIsABound(t *testing.T) {
	questions := 0
	for _, name := range decks.Names() {
		t.Run(name, func(t *testing.T) {
			checked, unknown, asked := 0, 0, 0
			for _, chance := range []bool{false, true} {
				r := unprunedSearch(t, name, chance, *boundNodes)
				for i, err := range r.errs {
					searchErr(t, i, err)
				}
				for _, bad := range r.reachBad {
					t.Error(bad)
				}
				for _, bad := range r.questionsBad {
					t.Error(bad)
				}
				checked += r.reachChecked
				unknown += r.reachUnknown
				asked += r.questionsChecked
			}
			questions += asked
			t.Logf("%d positions checked, %d without a bound; %d questions", checked, unknown, asked)
		})
	}
	if questions == 0 {
		t.Error("no question inside an action checked")
	}
}

// handOf names the cards of the turn player's hand and arsenal.
func handOf(g *rules.Game) string {
	v := g.Omniscient()
	out := ""
	for _, z := range []rules.Zone{rules.ZoneHand, rules.ZoneArsenal, rules.ZoneArena} {
		for _, obj := range v.Zone(0, z) {
			out += v.Card(obj).Key() + "; "
		}
	}
	return out
}

// rules.Game.ReachKept bounds the tie-breaks (bound.go's cut at equal
// damage): at every position the unpruned search finds the value of (no
// chance nodes: one line), where the most the position may deal is what
// its best line deals, that line keeps at most the cards ReachKept says,
// of at most the power it says, and has no card in the arsenal where
// ReachKept says no card is held in the hand or the arsenal (held 0 or
// less: the tie cut of a best line with no card in the arsenal, tieCut).
// The searches are shared (unpruned_test.go).
func TestReachKeptIsABound(t *testing.T) {
	heldNone := 0
	for _, name := range decks.Names() {
		t.Run(name, func(t *testing.T) {
			r := unprunedSearch(t, name, false, *boundNodes)
			for i, err := range r.errs {
				searchErr(t, i, err)
			}
			for _, bad := range r.keptBad {
				t.Error(bad)
			}
			heldNone += r.heldNone
			t.Logf("%d positions checked, %d holding no card", r.keptChecked, r.heldNone)
		})
	}
	if heldNone == 0 {
		t.Error("no position checked holds no card: the arsenal's bound is not checked")
	}
}

// rules.Game.ReachKeptDealt is a bound in a world whose deck order the
// search dealt: at every position the unpruned search finds the value of
// with no chance nodes (it plays in the one world it dealt from the View,
// its draws that world's deck in order), the damage dealt and
// ReachKeptDealt are at least the most of the position's lines, and where
// that is what its line deals, the line keeps at most the cards it says,
// of at most their power, as TestReachKeptIsABound's. It logs how much
// lower it is than Reach (where Reach has a bound) and how many positions
// it bounds that Reach does not.
func TestReachKeptDealtIsABound(t *testing.T) {
	checked := 0
	for _, name := range decks.Names() {
		t.Run(name, func(t *testing.T) {
			r := unprunedSearch(t, name, false, *boundNodes)
			for i, err := range r.errs {
				searchErr(t, i, err)
			}
			for _, bad := range r.dealtBad {
				t.Error(bad)
			}
			checked += r.dealtChecked
			n := max(r.dealtChecked, 1)
			t.Logf("%d positions checked (%d of them with Reach's bound too), %d without a bound, %d kept checked; mean ReachKeptDealt %.2f, its lines' most %.2f, Reach where known %.2f",
				r.dealtChecked, r.dealtReachKnown, r.dealtUnknown, r.dealtKeptChecked, float64(r.dealtSum)/float64(n),
				float64(r.dealtMostSum)/float64(n), float64(r.dealtReachSum)/float64(max(r.dealtReachKnown, 1)))
		})
	}
	if checked == 0 {
		t.Error("no position checked")
	}
}

// ReachKept counts a permanent that adds only by destroying itself as
// gone from every line of the most (rules: givesOnlyDestroyed): with
// Aether Crackers in the arena and Heavy (6 power for 1) and Blue Pad in
// hand, the most is 7, Heavy paid by Blue Pad and Crackers destroyed as
// it hits for 1 arcane; a line that keeps Crackers deals 6. The line of 7
// keeps no card, and ReachKept says so (it said 1, Crackers, before): a
// tie at 7 with a best line that keeps none is cut (bound.go, tieCut).
func TestReachKeptCountsAPermanentDestroyedForTheMost(t *testing.T) {
	g := position(t, ruletest.Position().Hero("Rhinar").Arena("Aether Crackers").Hand("Heavy", "Blue Pad"))
	most, kept, power, held, ok := g.ReachKept(7)
	if !ok || most != 7 || kept != 0 || power != 0 || held != 0 {
		t.Errorf("ReachKept(7): most %d, kept %d of power %d, %d held (ok %v); want 7, 0 of 0, 0 held", most, kept, power, held, ok)
	}
	l := search(t, g.ViewFor(0), bot.Options{Seed: 1})
	if l.Damage != 7 || l.Kept != 0 || l.Arsenal {
		t.Errorf("line %s: %d damage, %d kept, arsenal %v; want 7, none kept", words(l), l.Damage, l.Kept, l.Arsenal)
	}
}

// With no action point and none to come, Reach counts no action card:
// Quick (an attack action with go again, 3 power, free) in hand, no
// point, the stack empty: nothing may be dealt (it said 3: an action
// with go again was counted as taking no point, though it needs one to
// begin). An instant with go again in hand (Spark) gives one as it
// resolves (CR 5.3.5): with Heavy (6 power for 1, no go again) and Blue
// Pad, Heavy counts (Reach said 0 there before: its count of points left
// an instant's own go again out), and the line plays Spark, then Heavy,
// for 6.
func TestReachCountsNoActionWithoutAPoint(t *testing.T) {
	spark := withGoAgain(ruletest.Instant("Spark", 0))
	noPoint := func(p *rules.Position) { p.Players[0].Actions, p.Players[0].ActionsGiven = 0, true }
	g := position(t, ruletest.Position().Known(spark).Hero("Rhinar").Hand("Quick", "Blue Pad").Edit(noPoint))
	if most, ok := g.Reach(); !ok || most != 0 {
		t.Errorf("no point: Reach %d (ok %v), want 0", most, ok)
	}
	if l := search(t, g.ViewFor(0), bot.Options{Seed: 1}); l.Damage != 0 {
		t.Errorf("no point: line %s deals %d, want 0", words(l), l.Damage)
	}
	g = position(t, ruletest.Position().Known(spark).Hero("Rhinar").Hand("Heavy", "Blue Pad", "Spark").Edit(noPoint))
	if most, ok := g.Reach(); !ok || most < 6 {
		t.Errorf("Spark in hand: Reach %d (ok %v), want at least 6", most, ok)
	}
	if l := search(t, g.ViewFor(0), bot.Options{Seed: 1}); l.Damage != 6 {
		t.Errorf("Spark in hand: line %s deals %d, want 6 (Spark, then Heavy)", words(l), l.Damage)
	}
}

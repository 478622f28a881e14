package bot

import "testing"

// A result cut inside a chance node's world (bound.go: worldInexact,
// reusable) keeps the bar its position's search began with (cutAt): it
// is reused as a cut only by a world's search whose best is at least
// that bar, in any world, and never by the search outside the worlds,
// whose best is not a world's; a result that beats its bar, or began with
// none, is a value. The order of better is the bar's: damage, then the
// arsenal, the cards kept and their power (a tie on all of them is "no
// better": the first found is kept, doc.go).
func TestWorldCutResultIsReusedOnlyAtItsBar(t *testing.T) {
	s := &searcher{bounding: true, chance: &Chance{Depth: 1}, chanceDepth: 1}
	// The search outside has found a line above every bar below.
	s.haveBest, s.best = true, 10
	outer, on := s.enterWorld()
	if !on || s.haveBest || !s.worldCut {
		t.Fatalf("enterWorld: on %v, a best %v, worldCut %v; want a world with no best", on, s.haveBest, s.worldCut)
	}
	s.found(&result{damage: 3})
	at := s.at
	if at == nil || !s.haveBest {
		t.Fatal("a line found in a world gave no bar")
	}
	cut := s.worldInexact(&result{damage: 2, inexact: true}, at)
	if !cut.inexact || cut.cutAt != at {
		t.Fatalf("a result no better than its bar: inexact %v, cutAt %v; want a cut at the bar", cut.inexact, cut.cutAt)
	}
	if v := s.worldInexact(&result{damage: 3, arsenal: 1, inexact: true}, at); v.inexact || v.cutAt != nil {
		t.Error("a result better than its bar on a tie-break is no value")
	}
	if v := s.worldInexact(&result{damage: 1, inexact: true}, nil); v.inexact || v.cutAt != nil {
		t.Error("a result whose search began with no best is no value")
	}
	if !s.reusable(cut) {
		t.Error("a cut not reused by the world whose best is its bar")
	}
	if c := s.cutValue(); c.cutAt != s.at || !c.inexact {
		t.Errorf("a position the bound cuts in a world: cutAt %v, want the world's bar %v", c.cutAt, s.at)
	}
	r := s.leaveWorld(outer, on, cut)
	if r.inexact || r.cutAt != nil || s.worldCut {
		t.Error("a world's result is a value to its node, and the search is outside the world after it")
	}
	if !s.haveBest || s.best != 10 {
		t.Errorf("the outer best after the world: %v %v, want 10", s.haveBest, s.best)
	}
	if s.reusable(cut) {
		t.Error("a world's cut reused outside the worlds (whose best is above its bar)")
	}

	// Another world (another node's, or the next of the same node).
	outer, on = s.enterWorld()
	if s.reusable(cut) {
		t.Error("a world's cut reused by a world with no best yet")
	}
	for _, tc := range []struct {
		best   result
		reused bool
	}{
		{result{damage: 2, arsenal: 1, kept: 9}, false}, // less damage: below the bar
		{result{damage: 3}, true},                       // the bar itself
		{result{damage: 3, kept: 1}, true},              // above it on a tie-break
		{result{damage: 5}, true},
	} {
		s.found(&tc.best)
		if got := s.reusable(cut); got != tc.reused {
			t.Errorf("best %+v: the cut at %+v reused %v, want %v", *s.bestBar(), *at, got, tc.reused)
		}
	}
	s.leaveWorld(outer, on, nil)
}

package rules_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// CR 1.10.3: the state before a play is kept in memory the game reuses
// from one play to the next. Two illegal plays in a row, the second's
// snapshot taken where the first's was, are both undone to the same state.
func TestCR_1_10_3_RewoundTwiceFromTheReusedSnapshot(t *testing.T) {
	romp := attack("Romp", 1, 6, 3)
	romp.AddCosts = []rules.CostEffect{failingCost{}}
	x := newH(t, rules.Position{Players: [2]rules.Side{{Hand: list(romp, pebble)}}})
	var hashes []uint64
	x.g.SetObserver(func(g *rules.Game, e *rules.Event) {
		if e.Kind == rules.EvRewind {
			hashes = append(hashes, g.S.Hash())
		}
	})
	x.run(play(0, "Romp"), play(0, "Romp"))
	if len(hashes) != 2 || hashes[0] != hashes[1] {
		t.Fatalf("state hashes at the rewinds %x, want two equal", hashes)
	}
	x.wantZone(0, rules.ZoneHand, "Romp", "Pebble")
	x.wantZone(0, rules.ZonePitch)
	if len(x.g.S.Stack) != 0 || x.g.S.Players[0].Actions != 1 {
		t.Errorf("stack %d layers, %d actions; want none and 1", len(x.g.S.Stack), x.g.S.Players[0].Actions)
	}
}

// A snapshot is the state (same hash, and a clone of it too) until the
// next Take; a clone made from it keeps its own memory as the game goes on.
func TestSnapshotIsTheStateUntilTheNextTake(t *testing.T) {
	g := midGame(t)
	var sn rules.Snapshot
	before := g.S.Hash()
	taken := sn.Take(g.S)
	kept := taken.Clone()
	if taken.Hash() != before || kept.Hash() != before {
		t.Fatalf("snapshot %x, its clone %x, state %x", taken.Hash(), kept.Hash(), before)
	}
	for i := 0; i < 20 && !g.Over() && g.S.Hash() == before; i++ {
		if err := g.Step(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	after := g.S.Hash()
	if after == before {
		t.Fatal("the game did not move on")
	}
	if kept.Hash() != before {
		t.Errorf("the clone of the snapshot changed with the game: %x, want %x", kept.Hash(), before)
	}
	if again := sn.Take(g.S); again != taken || again.Hash() != after {
		t.Errorf("the next Take: %p hash %x, want %p hash %x", again, again.Hash(), taken, after)
	}
	if kept.Hash() != before {
		t.Errorf("the next Take changed the clone: %x, want %x", kept.Hash(), before)
	}
}

// A random decider copied by value (to resume a clone the same way) cuts
// its answers from lists of its own: answers the copy gave, and recorded,
// stay what they were while the original goes on answering.
func TestRandomCopyKeepsItsOwnAnswers(t *testing.T) {
	p := rules.Prompt{Kind: rules.AskCards, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}
	for i := int32(1); i <= 50; i++ {
		p.Options = append(p.Options, rules.Option{ID: i, Act: rules.ActCard})
	}
	d := rules.NewRandom(7)
	d.Decide(context.Background(), rules.View{}, p) // the original has cut from its block
	c := *d
	c.R = rules.NewRNG(8) // another game's answers
	var kept []rules.Answer
	for range 20 {
		a, _ := c.Decide(context.Background(), rules.View{}, p)
		kept = append(kept, a)
	}
	want := fmt.Sprint(kept)
	for range 20 {
		d.Decide(context.Background(), rules.View{}, p)
	}
	if got := fmt.Sprint(kept); got != want {
		t.Errorf("the copy's recorded answers %s became %s", want, got)
	}
}

package rules_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 1.10.3: the state before a play is kept in memory the game reuses
// from one play to the next. Two illegal plays in a row, the second's
// snapshot taken where the first's was, are both undone to the same state.
func TestCR_1_10_3_RewoundTwiceFromTheReusedSnapshot(t *testing.T) {
	romp := ruletest.Attack("Romp", 1, 6, 3)
	romp.AddCosts = []rules.CostEffect{failingCost{}}
	x := ruletest.Position(romp).Hand("Romp", "Pebble").Start(t)
	x.Run(ruletest.Play(p1, "Romp"))
	first := x.G.State().Hash()
	x.Run(ruletest.Play(p1, "Romp"))
	second := x.G.State().Hash()
	x.WantCount(rules.EvRewind, 2, "both plays undone")
	if first != second {
		t.Fatalf("state hashes after the first rewind %x, after the second %x: want them equal", first, second)
	}
	x.WantZone(p1, rules.ZoneHand, "Romp", "Pebble")
	x.WantZone(p1, rules.ZonePitch)
	x.WantStack()
	x.WantActions(p1, 1, "given back twice")
}

// A snapshot is the state (same hash, and a clone of it too) until the
// next Take; a clone made from it keeps its own memory as the game goes on.
func TestSnapshotIsTheStateUntilTheNextTake(t *testing.T) {
	g := midGame(t)
	var sn rules.Snapshot
	before := g.State().Hash()
	taken := sn.Take(g.State())
	kept := taken.Clone()
	if taken.Hash() != before || kept.Hash() != before {
		t.Fatalf("snapshot %x, its clone %x, state %x", taken.Hash(), kept.Hash(), before)
	}
	for i := 0; i < 20 && !g.Over() && g.State().Hash() == before; i++ {
		if err := g.Step(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	after := g.State().Hash()
	if after == before {
		t.Fatal("the game did not move on")
	}
	if kept.Hash() != before {
		t.Errorf("the clone of the snapshot changed with the game: %x, want %x", kept.Hash(), before)
	}
	if again := sn.Take(g.State()); again != taken || again.Hash() != after {
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

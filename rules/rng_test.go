package rules_test

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// DESIGN.md (determinism): the generator gives the same numbers for the
// same seed, other numbers for another seed, and numbers in range.
func TestRNGIsDeterministic(t *testing.T) {
	a, b, c := rules.NewRNG(42), rules.NewRNG(42), rules.NewRNG(43)
	same := true
	for i := 0; i < 100; i++ {
		x, y, z := a.Uint64(), b.Uint64(), c.Uint64()
		if x != y {
			t.Fatal("one seed, two sequences")
		}
		same = same && x == z
	}
	if same {
		t.Error("two seeds, one sequence")
	}
	r := rules.NewRNG(1)
	seen := map[int]bool{}
	for i := 0; i < 200; i++ {
		n := r.Intn(5)
		if n < 0 || n >= 5 {
			t.Fatalf("Intn(5) = %d", n)
		}
		seen[n] = true
	}
	if len(seen) != 5 {
		t.Errorf("Intn(5) over 200 draws gave %v", seen)
	}
	if r.Intn(0) != 0 || r.Intn(-3) != 0 {
		t.Error("Intn of no choices is not 0")
	}
}

// CR 8.5.20: a shuffle puts the same cards in a random order, the seed's.
func TestCR_8_5_20_AShuffleIsAPermutation(t *testing.T) {
	ids := []rules.ObjID{1, 2, 3, 4, 5, 6, 7, 8}
	a, b := slices.Clone(ids), slices.Clone(ids)
	r1, r2 := rules.NewRNG(9), rules.NewRNG(9)
	r1.Shuffle(a)
	r2.Shuffle(b)
	if !slices.Equal(a, b) {
		t.Error("one seed, two orders")
	}
	if slices.Equal(a, ids) {
		t.Error("the shuffle left the order as it was")
	}
	slices.Sort(a)
	if !slices.Equal(a, ids) {
		t.Errorf("the shuffle lost or doubled cards: %v", a)
	}
}

package rules

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestTopSumPicks checks topSum's one-pass pick of the n largest (n up to
// 4) against the sum of the last n of the sorted values, on random
// values with ties and negatives, for every n up to past the length.
func TestTopSumPicks(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		xs := make([]int, r.IntN(12))
		for i := range xs {
			xs[i] = r.IntN(9) - 3
		}
		for n := -1; n <= len(xs)+1; n++ {
			s := slices.Clone(xs)
			slices.Sort(s)
			want := 0
			for i := len(s) - 1; i >= 0 && i >= len(s)-n; i-- {
				want += s[i]
			}
			if got := topSum(slices.Clone(xs), n); got != want {
				t.Fatalf("topSum(%v, %d) = %d, want %d", xs, n, got, want)
			}
		}
	}
}

// TestTopSumsAreTopSum checks topSums (Reach's deck pass: the sum of the
// n largest for every n at once) against topSum for every n, on random
// values with ties and negatives.
func TestTopSumsAreTopSum(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		xs := make([]int, r.IntN(12))
		for i := range xs {
			xs[i] = r.IntN(9) - 3
		}
		sums := topSums(slices.Clone(xs))
		if len(sums) != len(xs)+1 {
			t.Fatalf("topSums(%v) has %d sums, want %d", xs, len(sums), len(xs)+1)
		}
		for n := range len(xs) + 1 {
			if want := topSum(slices.Clone(xs), n); sums[n] != want {
				t.Fatalf("topSums(%v)[%d] = %d, want %d", xs, n, sums[n], want)
			}
		}
	}
}

package bot

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// manySeen tells an answer's keys listed before from new ones, in its
// list and, once the list is full, in its map: every set added twice is
// refused the second time, wherever it was kept.
func TestManySeenRefusesASetTwice(t *testing.T) {
	var m manySeen
	set := func(i, n int) []optKey {
		keys := make([]optKey, n)
		for j := range keys {
			keys[j][0], keys[j][1] = byte(i), byte(j)
		}
		return keys
	}
	// 40 sets of 1-3 keys: more than the list holds (16 sets, 48 keys).
	for round := range 2 {
		for i := range 40 {
			if got := m.add(set(i, 1+i%3)); got != (round == 0) {
				t.Fatalf("round %d, set %d: add = %v", round, i, got)
			}
		}
	}
	if m.n == 0 || len(m.more) == 0 {
		t.Fatalf("list %d sets, map %d: want both used", m.n, len(m.more))
	}
}

// answerRoom is one an option, but a set question's subsets between its
// bounds (Answers.Each), at most maxAnswerRoom.
func TestAnswerRoomCountsTheSets(t *testing.T) {
	opts := func(n int) []rules.Option { return make([]rules.Option, n) }
	for _, c := range []struct {
		p    rules.Prompt
		want int
	}{
		{rules.Prompt{Shape: rules.ShapeSubset, Min: 2, Max: 2, Options: opts(4)}, 6}, // Art of War: 2 of 4 modes
		{rules.Prompt{Shape: rules.ShapeSubset, Min: 1, Max: 1, Options: opts(3)}, 3},
		{rules.Prompt{Shape: rules.ShapeSubset, Min: 0, Max: 3, Options: opts(3)}, 8},
		{rules.Prompt{Shape: rules.ShapeSubset, Min: 0, Max: 10, Options: opts(10)}, maxAnswerRoom},
		{rules.Prompt{Shape: rules.ShapeSubset, Min: 0, Max: 20, Options: opts(20)}, 20}, // past maxSubset
		{rules.Prompt{Shape: rules.ShapeOne, Options: opts(5)}, 5},
	} {
		if got := answerRoom(&c.p); got != c.want {
			t.Errorf("%d options, %d to %d: answerRoom = %d, want %d", len(c.p.Options), c.p.Min, c.p.Max, got, c.want)
		}
	}
}

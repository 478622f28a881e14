package saves

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// stop is a decider that has no answer: a game run with it stops at its
// next prompt, as a replay whose answers ran out does.
var stop = rules.DeciderFunc(func(context.Context, rules.View, rules.Prompt) (rules.Answer, error) {
	return rules.Answer{}, rules.ErrScriptDone
})

func TestPlayReplaysToTheSameHash(t *testing.T) {
	ctx := context.Background()
	for _, seed := range []uint64{1, 2, 3, 42, 1 << 40} {
		_, d1, d2 := Seeds(seed, 0)
		g, rec, err := Play(ctx, seed, "cb-rhinar", "cb-dorinthea", rules.NewRandom(d1), rules.NewRandom(d2))
		if err != nil {
			t.Fatalf("seed %d: play: %v", seed, err)
		}
		if !g.Over() {
			t.Fatalf("seed %d: Run returned before the game ended", seed)
		}
		if len(rec.Answers) != g.Decisions {
			t.Errorf("seed %d: %d answers recorded, %d decisions", seed, len(rec.Answers), g.Decisions)
		}
		r, err := Replay(ctx, rec)
		if err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		if got, want := r.Hash(), g.Hash(); got != want {
			t.Errorf("seed %d: replay hash %x, played %x", seed, got, want)
		}
		if !r.Over() || r.Omniscient().Winner() != g.Omniscient().Winner() || r.Omniscient().Turn() != g.Omniscient().Turn() {
			t.Errorf("seed %d: replay ended over=%v winner=%d turn=%d, played winner=%d turn=%d",
				seed, r.Over(), r.Omniscient().Winner(), r.Omniscient().Turn(), g.Omniscient().Winner(), g.Omniscient().Turn())
		}
	}
}

// TestReplayPrefix steps a recorded game one decision at a time, cloning it
// after each step. Replaying the answers given up to a step must give the
// same state as the clone run on to its next prompt with no answer; and the
// clone, resumed with the rest of the answers after the original went on
// without it, must reach the original's final state (clones share nothing).
func TestReplayPrefix(t *testing.T) {
	ctx := context.Background()
	for _, seed := range []uint64{7, 8} {
		setup, err := (&Record{Seed: seed, P1: "cb-dorinthea", P2: "cb-rhinar"}).Setup()
		if err != nil {
			t.Fatal(err)
		}
		_, d1, d2 := Seeds(seed, 0)
		rec := &Record{}
		g, err := Start(setup, rec, rules.NewRandom(d1), rules.NewRandom(d2))
		if err != nil {
			t.Fatal(err)
		}
		type point struct {
			step, answers int
			clone         *rules.Game
		}
		var points []point
		for step := 0; !g.Over(); step++ {
			if step > 100000 {
				t.Fatalf("seed %d: the game does not end", seed)
			}
			if err := g.Step(ctx); err != nil {
				t.Fatalf("seed %d: step %d: %v", seed, step, err)
			}
			points = append(points, point{step, len(rec.Answers), g.Clone()})
		}
		final := g.Hash()
		if len(points) < 50 {
			t.Fatalf("seed %d: only %d steps", seed, len(points))
		}
		for i, pt := range points {
			// Every step near the start, where the setup is, then a sample.
			if i > 40 && i%9 != 0 && i != len(points)-1 {
				continue
			}
			r, err := ReplaySetup(ctx, setup, rec.Answers[:pt.answers])
			if err != nil {
				t.Fatalf("seed %d: step %d: replay of %d answers: %v", seed, pt.step, pt.answers, err)
			}
			if r.Decisions != pt.answers {
				t.Errorf("seed %d: step %d: replay made %d decisions, want %d", seed, pt.step, r.Decisions, pt.answers)
			}
			stopped := pt.clone.Clone()
			stopped.SetDecider(0, stop)
			stopped.SetDecider(1, stop)
			if err := stopped.Run(ctx); err != nil && !errors.Is(err, rules.ErrScriptDone) {
				t.Fatalf("seed %d: step %d: stopped clone: %v", seed, pt.step, err)
			}
			if got, want := r.Hash(), stopped.Hash(); got != want {
				t.Errorf("seed %d: step %d: replay of %d answers hashes %x, the game stopped there %x",
					seed, pt.step, pt.answers, got, want)
			}
			resumed := pt.clone
			rp := &rules.Replay{Answers: rec.Answers[pt.answers:]}
			resumed.SetDecider(0, rp)
			resumed.SetDecider(1, rp)
			if err := resumed.Run(ctx); err != nil {
				t.Fatalf("seed %d: step %d: resumed clone: %v", seed, pt.step, err)
			}
			if got := resumed.Hash(); got != final || rp.Next != len(rp.Answers) {
				t.Errorf("seed %d: step %d: resumed clone ends with hash %x after %d of %d answers, want %x",
					seed, pt.step, got, rp.Next, len(rp.Answers), final)
			}
		}
	}
}

func TestReplayErrors(t *testing.T) {
	ctx := context.Background()
	_, d1, d2 := Seeds(5, 0)
	g, rec, err := Play(ctx, 5, "cb-rhinar", "cb-rhinar", rules.NewRandom(d1), rules.NewRandom(d2))
	if err != nil || !g.Over() {
		t.Fatalf("play: %v", err)
	}

	extra := *rec
	extra.Answers = append(append([]rules.Answer(nil), rec.Answers...), rules.Pick(1))
	if _, err := Replay(ctx, &extra); err == nil || !strings.Contains(err.Error(), "unused") {
		t.Errorf("an answer past the end: err = %v, want answers unused", err)
	}

	bad := *rec
	bad.Answers = append([]rules.Answer(nil), rec.Answers...)
	bad.Answers[len(bad.Answers)/2] = rules.Pick(-12345)
	if _, err := Replay(ctx, &bad); err == nil || !strings.Contains(err.Error(), "not-offered") {
		t.Errorf("an answer not offered: err = %v", err)
	}

	empty := &Record{Seed: 5, P1: "cb-rhinar", P2: "cb-rhinar"}
	r, err := Replay(ctx, empty)
	if err != nil {
		t.Fatalf("no answers: %v", err)
	}
	if r.Over() || r.Decisions != 0 || r.Omniscient().Turn() > 1 {
		t.Errorf("no answers: the game went on to turn %d (over %v, %d decisions)", r.Omniscient().Turn(), r.Over(), r.Decisions)
	}

	if _, err := Replay(ctx, &Record{P1: "cb-rhinar", P2: "no-such-deck"}); err == nil || !strings.Contains(err.Error(), "no-such-deck") {
		t.Errorf("unknown deck: err = %v", err)
	}
	if _, _, err := Play(ctx, 1, "no-such-deck", "cb-rhinar", stop); err == nil || !strings.Contains(err.Error(), "player 1") {
		t.Errorf("unknown deck: err = %v", err)
	}
	setup, err := rec.Setup()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Start(setup, &Record{}); err == nil {
		t.Error("Start without deciders: no error")
	}
}

// One decider may answer for both players; the record is the same.
func TestPlayOneDecider(t *testing.T) {
	ctx := context.Background()
	g, rec, err := Play(ctx, 9, "cb-dorinthea", "cb-dorinthea", rules.NewRandom(9))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Replay(ctx, rec)
	if err != nil {
		t.Fatal(err)
	}
	if r.Hash() != g.Hash() {
		t.Errorf("replay hash %x, played %x", r.Hash(), g.Hash())
	}
}

package saves

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// FuzzPlayout plays game `game` of the random playouts of seed (the
// matchup is game%len(matchups), as in TestPlayouts) with the invariants checked after
// every event, and replays it:
//
//	go test -run '^$' -fuzz '^FuzzPlayout$' -fuzztime 5m ./saves/
//
// A failing input reproduces with TestPlayouts' -playout-seed and
// -playout-game flags.
func FuzzPlayout(f *testing.F) {
	for _, s := range []struct {
		seed uint64
		game uint16
	}{{1, 0}, {1, 1}, {1, 2}, {1, 3}, {2, 17}, {42, 4242}, {1 << 63, 7}} {
		f.Add(s.seed, s.game)
	}
	ds := loadMatchups(f)
	f.Fuzz(func(t *testing.T, seed uint64, game uint16) {
		i := int(game)
		o := playout(context.Background(), seed, i, ds[i%len(matchups)], nil)
		if o.err != nil {
			t.Fatalf("game %d of seed %d (%s vs %s): %v\n\treproduce: go test -run 'TestPlayouts$' ./saves/ -playout-seed=%d -playout-game=%d -v",
				i, seed, matchups[i%len(matchups)][0], matchups[i%len(matchups)][1], o.err, seed, i)
		}
	})
}

// FuzzDecisions lets the fuzzer make the players' choices: each byte of
// choices answers one prompt (a random decider answers once they run
// out), so coverage guides the games into rare corners. A byte 0xff gives
// an answer the prompt did not offer, which the engine must refuse with an
// error, never a panic.
//
//	go test -run '^$' -fuzz '^FuzzDecisions$' -fuzztime 5m ./saves/
func FuzzDecisions(f *testing.F) {
	f.Add(uint64(1), uint8(0), []byte{})
	f.Add(uint64(2), uint8(1), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	f.Add(uint64(3), uint8(2), []byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add(uint64(4), uint8(3), []byte{200, 13, 77, 0xff})
	f.Add(uint64(5), uint8(0), []byte(strings.Repeat("\x01\x02\x03\x05\x08\x0d", 40)))
	ds := loadMatchups(f)
	f.Fuzz(func(t *testing.T, seed uint64, matchup uint8, choices []byte) {
		m := int(matchup) % len(matchups)
		gs, d1, d2 := Seeds(seed, 0)
		setup := rules.Setup{Seed: gs, Players: ds[m]}
		bd := &byteDecider{b: choices, rnd: [2]*rules.Random{rules.NewRandom(d1), rules.NewRandom(d2)}}
		rec := &Record{}
		g, err := Checked(context.Background(), setup, bd, bd, playoutMaxTurns, rec, nil)
		if bd.invalid {
			if err == nil || !strings.Contains(err.Error(), "rules: answer to") {
				t.Fatalf("seed %d, %s vs %s: an answer not offered gave %v, want the engine's refusal", seed, matchups[m][0], matchups[m][1], err)
			}
			return
		}
		if err != nil {
			if errors.Is(err, rules.ErrTurnLimit) && g != nil {
				t.Fatalf("seed %d, %s vs %s: %v: %s", seed, matchups[m][0], matchups[m][1], err, describe(g))
			}
			t.Fatalf("seed %d, %s vs %s: %v", seed, matchups[m][0], matchups[m][1], err)
		}
		r, err := ReplaySetup(context.Background(), setup, rec.Answers)
		if err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		if r.Hash() != g.Hash() {
			t.Fatalf("seed %d: replay hash %x, game %x", seed, r.Hash(), g.Hash())
		}
	})
}

// byteDecider answers from fuzz bytes, then at random.
type byteDecider struct {
	b       []byte
	rnd     [2]*rules.Random
	invalid bool
}

func (d *byteDecider) Decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	if len(d.b) == 0 {
		return d.rnd[p.Player].Decide(ctx, v, p)
	}
	c := int(d.b[0])
	d.b = d.b[1:]
	if c == 0xff {
		d.invalid = true
		if p.Kind == rules.AskX {
			return rules.Answer{X: p.XMax + 1}, nil
		}
		return rules.Pick(-1), nil
	}
	n := len(p.Options)
	switch {
	case p.Kind == rules.AskX:
		return rules.Answer{X: p.XMin + c%(p.XMax-p.XMin+1)}, nil
	case p.Shape == rules.ShapeOrder:
		// Rotate the offered order by c.
		ids := make([]int32, n)
		for i := range ids {
			ids[i] = p.Options[(i+c)%n].ID
		}
		return rules.Answer{IDs: ids}, nil
	case p.Shape == rules.ShapeSubset:
		// The bits of c choose among the first options, within Min..Max.
		var ids []int32
		var from [16]int
		for i := 0; i < n && len(ids) < p.Max; i++ {
			o := p.Options[i]
			if c&(1<<(i%8)) == 0 && n-i > p.Min-len(ids) {
				continue
			}
			if l := p.Limited(o.From); l >= 0 && from[o.From] >= l {
				continue
			}
			from[o.From]++
			ids = append(ids, o.ID)
		}
		return rules.Answer{IDs: ids}, nil
	}
	return rules.Pick(p.Options[c%n].ID), nil
}

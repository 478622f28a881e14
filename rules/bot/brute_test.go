package bot_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// bruteForce is the most damage any line of the turn deals, found the
// plain way: every answer of every question of the turn player, each
// line played from the start on a clone, no table, no pruning. It shares
// nothing with Best but the engine.
func bruteForce(t *testing.T, g *rules.Game) (damage, lines int) {
	t.Helper()
	me := g.Omniscient().TurnPlayer()
	fish := me.Opponent()
	life := g.Omniscient().Life(fish)
	stop := errors.New("stop")
	var walk func(prefix []rules.Answer) int
	walk = func(prefix []rules.Answer) int {
		c := g.Clone()
		var next *rules.Prompt
		k := 0
		c.SetDecider(me, rules.DeciderFunc(func(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			if v.TurnPlayer() != me {
				return rules.Answer{}, stop
			}
			if k < len(prefix) {
				k++
				return prefix[k-1], nil
			}
			cp := p
			cp.Options = slices.Clone(p.Options)
			cp.Limits = slices.Clone(p.Limits)
			next = &cp
			return rules.Answer{}, stop
		}))
		c.SetDecider(fish, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			if v.TurnPlayer() != me {
				return rules.Answer{}, stop
			}
			return rules.LeastAnswer(p), nil
		}))
		if err := c.Run(context.Background()); err != nil && !errors.Is(err, stop) {
			t.Fatalf("brute force: %v", err)
		}
		if next == nil {
			lines++
			return life - max(c.Omniscient().Life(fish), 0)
		}
		best := -1
		for _, a := range everyAnswer(next) {
			best = max(best, walk(append(slices.Clip(prefix), a)))
		}
		return best
	}
	return walk(nil), lines
}

// everyAnswer lists every answer a prompt accepts.
func everyAnswer(p *rules.Prompt) []rules.Answer {
	var out []rules.Answer
	switch p.Shape {
	case rules.ShapeNumber:
		for x := p.XMin; x <= p.XMax; x++ {
			out = append(out, rules.Answer{X: x})
		}
	case rules.ShapeOrder:
		var perm func(ids []int32, k int)
		perm = func(ids []int32, k int) {
			if k == len(ids) {
				out = append(out, rules.Answer{IDs: slices.Clone(ids)})
				return
			}
			for i := k; i < len(ids); i++ {
				ids[k], ids[i] = ids[i], ids[k]
				perm(ids, k+1)
				ids[k], ids[i] = ids[i], ids[k]
			}
		}
		var ids []int32
		for _, o := range p.Options {
			ids = append(ids, o.ID)
		}
		perm(ids, 0)
	default:
		for mask := 0; mask < 1<<len(p.Options); mask++ {
			var a rules.Answer
			for i, o := range p.Options {
				if mask&(1<<i) != 0 {
					a.IDs = append(a.IDs, o.ID)
				}
			}
			if p.Check(a) == nil {
				out = append(out, a)
			}
		}
	}
	return out
}

// Best and the brute force agree on the damage of small positions: the
// table and the pruning never lose a line.
func TestBestAgreesWithBruteForce(t *testing.T) {
	for _, tc := range []struct {
		name string
		pos  *ruletest.Builder
	}{
		{"go again or one big attack", ruletest.Position().Hand("Big", "Quick", "Quick", "Quick")},
		{"pitch the blue", ruletest.Position().Hand("Pebble", "Blue Pad", "Red Swing")},
		{"the arsenal card", ruletest.Position().Hand("Quick", "Pebble").Arsenal("Heavy")},
		{"a card not to play", ruletest.Position().Hand("Dud", "Heavy", "Pebble")},
		{"copies and a gem", ruletest.Position().Hand("Heavy", "Heavy", "Gem", "Quick")},
		{"resources carried over", ruletest.Position().Hand("Quick", "Heavy", "Blue Pad").Resources(1)},
		{"Dorinthea and Dawnblade", ruletest.Position().Hero("Dorinthea, Quicksilver Prodigy").Arena("Dawnblade, Resplendent").
			Hand("Toughen Up (blue)", "On a Knife Edge (yellow)", "Sharpen Steel (red)")},
		{"Dorinthea, a reaction", ruletest.Position().Hero("Dorinthea, Quicksilver Prodigy").Arena("Dawnblade, Resplendent").
			Hand("Ironsong Response (red)", "Titanium Bauble (blue)", "Thrust (red)")},
		{"Rhinar's club", ruletest.Position().Hero("Rhinar").Arena("Bone Basher").
			Hand("Wild Ride (red)", "Dodge (blue)", "Pack Hunt (red)")},
		{"Rhinar, intimidate and Beast Mode", ruletest.Position().Hero("Rhinar").Arena("Bone Basher", "Blossom of Spring").
			Hand("Clearing Bellow (blue)", "Beast Mode (red)", "Come to Fight (blue)")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := position(t, tc.pos)
			l := best(t, g)
			want, lines := bruteForce(t, g)
			if l.Damage != want {
				t.Errorf("Best deals %d (%s), the brute force %d", l.Damage, words(l), want)
			}
			t.Logf("brute force: %d lines; Best: %d", lines, l.Searched)
		})
	}
}

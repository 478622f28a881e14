package saves

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// With EveryDecision, a broken invariant of the state is caught at the next
// decision (not later), a wrong life change at its own event, and a game
// that is sound plays to the same end as with EveryEvent.
func TestCheckedEveryDecision(t *testing.T) {
	ds := loadMatchups(t)
	setup := rules.Setup{Seed: 4, Players: ds[1]}

	events, decisions, atDecision := 0, 0, -1
	corrupt := func(g *rules.Game, e *rules.Event) {
		events++
		if events == 30 {
			g.S.Players[0].Resources = -5
			atDecision = decisions
		}
	}
	count := func(d rules.Decider) rules.Decider {
		return rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			decisions++
			return d.Decide(ctx, v, p)
		})
	}
	_, err := CheckedEvery(context.Background(), EveryDecision, setup, count(rules.NewRandom(1)), count(rules.NewRandom(2)), 0, nil, corrupt)
	var v *Violation
	if !errors.As(err, &v) || !strings.Contains(v.Msg, "-5 resource points") || v.Event < 30 {
		t.Fatalf("corrupted at event 30: err = %v", err)
	}
	// The check ran before the next decision was answered.
	if decisions != atDecision {
		t.Errorf("%d decisions answered after the corruption, want 0", decisions-atDecision)
	}

	// Life is still accounted at every event.
	events = 0
	lose := func(g *rules.Game, e *rules.Event) {
		events++
		if events == 40 {
			g.S.Players[1].Life--
		}
	}
	_, err = CheckedEvery(context.Background(), EveryDecision, setup, rules.NewRandom(1), rules.NewRandom(2), 0, nil, lose)
	if !errors.As(err, &v) || v.Event != 40 || !strings.Contains(v.Msg, "life") {
		t.Errorf("life changed at event 40: err = %v", err)
	}

	// A sound game: the same end whichever the checking.
	a, errA := CheckedEvery(context.Background(), EveryDecision, setup, rules.NewRandom(1), rules.NewRandom(2), 0, nil, nil)
	b, errB := CheckedEvery(context.Background(), EveryEvent, setup, rules.NewRandom(1), rules.NewRandom(2), 0, nil, nil)
	if errA != nil || errB != nil || a.S.Hash() != b.S.Hash() || !a.Over() {
		t.Errorf("per decision: %v, per event: %v; hashes %x %x", errA, errB, a.S.Hash(), b.S.Hash())
	}
}

package ruletest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// Game is a game under test: the engine's game, the script that answers
// for both players, and every event so far.
type Game struct {
	T      testing.TB
	G      *rules.Game
	Script *Script
	Events []rules.Event
}

// NewGame puts a game under test: the script answers for both players,
// blocked actions are listed with reasons, and events are recorded.
func NewGame(t testing.TB, g *rules.Game) *Game {
	x := &Game{T: t, G: g, Script: &Script{MaxPasses: MaxPasses}}
	g.Explain = true
	g.SetDecider(P1, x.Script)
	g.SetDecider(P2, x.Script)
	g.SetObserver(func(_ *rules.Game, e *rules.Event) { x.Events = append(x.Events, *e) })
	return x
}

// Run plays the steps and stops at the first prompt after them, or when
// the game ends; a step that cannot be given, or one left over, fails the
// test. Run may be called again to go on from a priority prompt.
func (x *Game) Run(steps ...Step) *Game {
	x.T.Helper()
	if err := x.RunErr(steps...); err != nil {
		x.T.Fatalf("run: %v\n%s", err, x.Log(12))
	}
	return x
}

// RunErr is Run for a script that is meant to fail: it returns the error,
// and nil when every step was given.
func (x *Game) RunErr(steps ...Step) error {
	x.T.Helper()
	if st := x.Script.Stopped; st != nil && st.Kind != rules.AskPriority {
		// A run stopped inside an action (a pitch, a target) is not a
		// game that can go on: the action was cut short.
		x.T.Fatalf("cannot go on from a %s prompt, only from priority", st.Kind)
	}
	x.Script.Steps = append(x.Script.Steps, steps...)
	x.Script.Stopped = nil
	err := x.G.Run(context.Background())
	switch {
	case err == nil:
		// The game ended: a step waiting for its end holds.
		x.Script.Finish()
		return x.Script.Unused()
	case errors.Is(err, rules.ErrScriptDone):
		return x.Script.Unused()
	}
	return err
}

// Prompt is the prompt the script stopped at.
func (x *Game) Prompt() rules.Prompt {
	x.T.Helper()
	if x.Script.Stopped == nil {
		x.T.Fatal("the script did not stop at a prompt")
	}
	return *x.Script.Stopped
}

// Log renders the last n events, to show where a script went astray.
func (x *Game) Log(n int) string {
	var b strings.Builder
	for _, e := range x.Events[max(0, len(x.Events)-n):] {
		key := ""
		if c := x.G.Omniscient().CardByIndex(e.Card); c != nil {
			key = c.Key()
		}
		fmt.Fprintf(&b, "  %s p%d %s step=%s (CR %s)\n", e.Kind, e.Player+1, key, e.Step, e.Rule)
	}
	return b.String()
}

// --- the state

// Life, Resources and Actions are a player's life total, resource points
// and action points.
func (x *Game) Life(p rules.Player) int      { return x.G.Omniscient().Life(p) }
func (x *Game) Resources(p rules.Player) int { return x.G.Omniscient().Resources(p) }
func (x *Game) Actions(p rules.Player) int   { return x.G.Omniscient().Actions(p) }

// Keys lists the card keys of a player's zone in the zone's order (the
// deck top first).
func (x *Game) Keys(p rules.Player, z rules.Zone) []string {
	var out []string
	for _, obj := range x.G.Omniscient().Zone(p, z) {
		out = append(out, x.G.Omniscient().Card(obj).Key())
	}
	return out
}

// Find returns p's object in zone z with the card key.
func (x *Game) Find(p rules.Player, z rules.Zone, key string) rules.ObjID {
	x.T.Helper()
	for _, obj := range x.G.Omniscient().Zone(p, z) {
		if x.G.Omniscient().Card(obj).Key() == key {
			return obj
		}
	}
	x.T.Fatalf("no %s in p%d's %s (%q)", key, p+1, z, x.Keys(p, z))
	return rules.NoObj
}

// Attack is the attack of the active chain link.
func (x *Game) Attack() rules.ObjID {
	x.T.Helper()
	return x.Link().Attack
}

// Link is a copy of the active chain link (CR 7.0.3b); the test stops
// when there is none.
func (x *Game) Link() rules.ChainLink {
	x.T.Helper()
	l, ok := x.G.Omniscient().ActiveLink()
	if !ok {
		x.T.Fatal("no active chain link")
	}
	return l
}

// Obj is what the omniscient view shows of an object (rules.Object).
func (x *Game) Obj(obj rules.ObjID) rules.Object {
	o, _ := x.G.Omniscient().Obj(obj)
	return o
}

// StackKeys lists the cards of the layers on the stack, bottom first (an
// ability's layer is its source's card).
func (x *Game) StackKeys() []string {
	var out []string
	for _, l := range x.G.Omniscient().Stack() {
		out = append(out, x.G.Omniscient().Card(l.Obj).Key())
	}
	return out
}

// Count is how many events of kind happened.
func (x *Game) Count(kind rules.EventKind) int {
	n := 0
	for _, e := range x.Events {
		if e.Kind == kind {
			n++
		}
	}
	return n
}

// EventsOf lists the events of kind, in order.
func (x *Game) EventsOf(kind rules.EventKind) []rules.Event {
	var out []rules.Event
	for _, e := range x.Events {
		if e.Kind == kind {
			out = append(out, e)
		}
	}
	return out
}

// Offered reports whether the stopped-at prompt offers act on the card.
func (x *Game) Offered(act rules.Act, key string) bool {
	x.T.Helper()
	pr := x.Prompt()
	_, ok := OptionFor(x.Script.StoppedView, pr, act, key)
	return ok
}

// Blocked returns why the stopped-at prompt does not offer act on the
// card (rules.ReasonNone when it is not listed as blocked).
func (x *Game) Blocked(act rules.Act, key string) rules.Reason {
	x.T.Helper()
	pr := x.Prompt()
	for _, b := range pr.Blocked {
		if b.Act == act && KeyOf(x.Script.StoppedView, b.Obj) == key {
			return b.Reason
		}
	}
	return rules.ReasonNone
}

// --- checks

// WantLife checks a hero's life total.
func (x *Game) WantLife(p rules.Player, want int, why string) {
	x.T.Helper()
	if got := x.Life(p); got != want {
		x.T.Errorf("p%d life = %d, want %d (%s)", p+1, got, want, why)
	}
}

// WantActions checks a player's action points.
func (x *Game) WantActions(p rules.Player, want int, why string) {
	x.T.Helper()
	if got := x.Actions(p); got != want {
		x.T.Errorf("p%d action points = %d, want %d (%s)", p+1, got, want, why)
	}
}

// WantResources checks a player's resource points.
func (x *Game) WantResources(p rules.Player, want int, why string) {
	x.T.Helper()
	if got := x.Resources(p); got != want {
		x.T.Errorf("p%d resource points = %d, want %d (%s)", p+1, got, want, why)
	}
}

// WantPower checks an object's power.
func (x *Game) WantPower(obj rules.ObjID, want int, why string) {
	x.T.Helper()
	if got := x.G.Power(obj); got != want {
		x.T.Errorf("%s's power = %d, want %d (%s)", x.G.Omniscient().Card(obj).Key(), got, want, why)
	}
}

// WantDefense checks an object's defense.
func (x *Game) WantDefense(obj rules.ObjID, want int, why string) {
	x.T.Helper()
	if got := x.G.Defense(obj); got != want {
		x.T.Errorf("%s's defense = %d, want %d (%s)", x.G.Omniscient().Card(obj).Key(), got, want, why)
	}
}

// WantZone checks a zone's cards, in any order.
func (x *Game) WantZone(p rules.Player, z rules.Zone, keys ...string) {
	x.T.Helper()
	got, want := x.Keys(p, z), slices.Clone(keys)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		x.T.Errorf("p%d %s = %q, want %q", p+1, z, got, want)
	}
}

// WantOrder checks a zone's cards in the zone's order (the deck top
// first).
func (x *Game) WantOrder(p rules.Player, z rules.Zone, keys ...string) {
	x.T.Helper()
	if got := x.Keys(p, z); !slices.Equal(got, keys) {
		x.T.Errorf("p%d %s in order = %q, want %q", p+1, z, got, keys)
	}
}

// WantStack checks the cards of the layers on the stack, bottom first.
func (x *Game) WantStack(keys ...string) {
	x.T.Helper()
	if got := x.StackKeys(); !slices.Equal(got, keys) {
		x.T.Errorf("stack (bottom first) = %q, want %q", got, keys)
	}
}

// WantCount checks how many events of kind happened.
func (x *Game) WantCount(kind rules.EventKind, want int, why string) {
	x.T.Helper()
	if got := x.Count(kind); got != want {
		x.T.Errorf("%d %s events, want %d (%s)", got, kind, want, why)
	}
}

// WantBlocked checks that the stopped-at prompt does not offer act on the
// card, and lists it as blocked for reason.
func (x *Game) WantBlocked(act rules.Act, key string, reason rules.Reason) {
	x.T.Helper()
	if x.Offered(act, key) {
		x.T.Errorf("%s %s is offered, want it blocked (%s)", act, key, reason)
	}
	if got := x.Blocked(act, key); got != reason {
		x.T.Errorf("%s %s blocked for %q, want %q", act, key, got, reason)
	}
}

// WantOffered checks that the stopped-at prompt offers act on the card.
func (x *Game) WantOffered(act rules.Act, key string) {
	x.T.Helper()
	if !x.Offered(act, key) {
		x.T.Errorf("%s %s is not offered (blocked: %q)", act, key, x.Blocked(act, key))
	}
}

package cards_test

// A small harness for card tests: build a position from card keys, script
// both players' answers by card key and act, run until the script ends, then
// look at the state. The script is strict, like rules.ScriptDecider: a prompt
// of another kind or player than the next step expects fails the test, and so
// do steps left over. The one relaxation is passTo/passToStep, which pass
// priority (and nothing else) until a named prompt comes.

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
)

const (
	p1 rules.Player = 0 // the turn player in every test position
	p2 rules.Player = 1

	rhinar    = "Rhinar"
	dorinthea = "Dorinthea, Quicksilver Prodigy"
	dawnblade = "Dawnblade, Resplendent"
)

// k looks up a card by key ("Dodge (blue)").
func k(key string) *rules.Card { return cards.MustLookup(key) }

// ks looks up several cards.
func ks(keys ...string) []*rules.Card {
	out := make([]*rules.Card, len(keys))
	for i, key := range keys {
		out[i] = k(key)
	}
	return out
}

// step is one scripted answer, or (with until set) a run of passes.
type step struct {
	rules.Scripted
	// until, when set, makes the step pass every priority prompt until a
	// prompt for which it holds; that prompt goes to the next step.
	until func(v rules.View, pr rules.Prompt) bool
}

// maxPasses bounds one passTo step, so a prompt that never comes fails
// instead of playing on for ever.
const maxPasses = 40

// script is a strict decider over steps, shared by both players.
type script struct {
	steps   []step
	next    int
	passes  int
	stopped *rules.Prompt // the prompt the script had no answer for
}

func (s *script) Decide(_ context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
	for s.next < len(s.steps) {
		st := s.steps[s.next]
		if st.until == nil {
			break
		}
		if st.until(v, pr) {
			s.next++
			s.passes = 0
			continue
		}
		if pr.Kind != rules.AskPriority {
			return rules.Answer{}, fmt.Errorf("%s: met a %s prompt for p%d", st.Label, pr.Kind, pr.Player+1)
		}
		if s.passes++; s.passes > maxPasses {
			return rules.Answer{}, fmt.Errorf("%s: still not there after %d passes", st.Label, maxPasses)
		}
		return pickOption(v, pr, rules.ActPass, "")
	}
	if s.next >= len(s.steps) {
		s.stopped = &pr
		return rules.Answer{}, rules.ErrScriptDone
	}
	st := s.steps[s.next]
	if st.Kind != pr.Kind || st.Player != pr.Player {
		return rules.Answer{}, &rules.UnexpectedPrompt{Want: st.Scripted, Got: pr}
	}
	a, err := st.Answer(v, pr)
	if err != nil {
		return rules.Answer{}, fmt.Errorf("step %d (%s): %w", s.next+1, st.Label, err)
	}
	s.next++
	return a, nil
}

// table is a game under test.
type table struct {
	t      *testing.T
	g      *rules.Game
	s      *script
	events []rules.Event
}

// setup builds a game from a position (in the action phase unless it says
// otherwise), with reasons for blocked actions turned on.
func setup(t *testing.T, pos rules.Position) *table {
	t.Helper()
	if pos.Phase == rules.PhaseSetup {
		pos.Phase = rules.PhaseAction
	}
	g, err := rules.NewPosition(pos)
	if err != nil {
		t.Fatalf("position: %v", err)
	}
	g.Explain = true
	tb := &table{t: t, g: g, s: &script{}}
	g.SetDecider(p1, tb.s)
	g.SetDecider(p2, tb.s)
	g.SetObserver(func(_ *rules.Game, e *rules.Event) { tb.events = append(tb.events, *e) })
	return tb
}

// run plays the steps and stops at the first prompt after them. It may be
// called again to go on, when the game stopped at a priority prompt.
func (tb *table) run(steps ...step) {
	tb.t.Helper()
	if err := tb.runErr(steps...); err != nil {
		tb.t.Fatalf("run: %v\n%s", err, tb.log(12))
	}
}

// runErr is run for a script that is meant to fail: it returns the error
// instead of ErrScriptDone, and nil when the script ran to its end.
func (tb *table) runErr(steps ...step) error {
	tb.t.Helper()
	if st := tb.s.stopped; st != nil && st.Kind != rules.AskPriority {
		tb.t.Fatalf("cannot go on from a %s prompt, only from priority", st.Kind)
	}
	tb.s.steps = append(tb.s.steps, steps...)
	tb.s.stopped = nil
	err := tb.g.Run(context.Background())
	if errors.Is(err, rules.ErrScriptDone) {
		if tb.s.next < len(tb.s.steps) {
			return fmt.Errorf("%d steps unused, starting with %q", len(tb.s.steps)-tb.s.next, tb.s.steps[tb.s.next].Label)
		}
		return nil
	}
	if err == nil {
		return errors.New("the game ended before the script")
	}
	return err
}

// log renders the last n events, to show where a script went astray.
func (tb *table) log(n int) string {
	var b strings.Builder
	from := max(0, len(tb.events)-n)
	for _, e := range tb.events[from:] {
		name := ""
		if e.Card > 0 {
			name = tb.g.S.Cards[e.Card].Key()
		}
		fmt.Fprintf(&b, "  %s p%d %s step=%s (CR %s)\n", e.Kind, e.Player+1, name, e.Step, e.Rule)
	}
	return b.String()
}

// prompt is the prompt the script stopped at.
func (tb *table) prompt() rules.Prompt {
	tb.t.Helper()
	if tb.s.stopped == nil {
		tb.t.Fatal("the script did not stop at a prompt")
	}
	return *tb.s.stopped
}

// --- steps

// answer is a step for a prompt of kind for player p, answered by f.
func answer(kind rules.PromptKind, p rules.Player, label string, f func(v rules.View, pr rules.Prompt) (rules.Answer, error)) step {
	return step{Scripted: rules.Scripted{Kind: kind, Player: p, Label: fmt.Sprintf("p%d %s", p+1, label), Answer: f}}
}

// keyOf is the key of the card an option names, or "".
func keyOf(v rules.View, obj rules.ObjID) string {
	if c := v.Card(obj); c != nil {
		return c.Key()
	}
	return ""
}

// pickOption answers with the first option of act on the card key (any
// option of act when key is empty).
func pickOption(v rules.View, pr rules.Prompt, act rules.Act, key string) (rules.Answer, error) {
	for _, o := range pr.Options {
		if o.Act == act && (key == "" || keyOf(v, o.Obj) == key) {
			return rules.Pick(o.ID), nil
		}
	}
	return rules.Answer{}, fmt.Errorf("no %s option for %q among %s", act, key, describe(v, pr))
}

// pickCards answers with one option per key, each a different object.
func pickCards(v rules.View, pr rules.Prompt, keys []string) (rules.Answer, error) {
	a := rules.Answer{}
	for _, key := range keys {
		found := false
		for _, o := range pr.Options {
			if keyOf(v, o.Obj) == key && !slices.Contains(a.IDs, o.ID) {
				a.IDs = append(a.IDs, o.ID)
				found = true
				break
			}
		}
		if !found {
			return rules.Answer{}, fmt.Errorf("no option for %q among %s", key, describe(v, pr))
		}
	}
	return a, nil
}

func describe(v rules.View, pr rules.Prompt) string {
	var out []string
	for _, o := range pr.Options {
		out = append(out, strings.TrimSpace(o.Act.String()+" "+keyOf(v, o.Obj)))
	}
	return "[" + strings.Join(out, "; ") + "]"
}

func byAct(kind rules.PromptKind, p rules.Player, act rules.Act, key string) step {
	return answer(kind, p, strings.TrimSpace(act.String()+" "+key), func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		return pickOption(v, pr, act, key)
	})
}

// pass, play, activate, pitch, target, yes and no answer one prompt each.
func pass(p rules.Player) step { return byAct(rules.AskPriority, p, rules.ActPass, "") }

func play(p rules.Player, key string) step { return byAct(rules.AskPriority, p, rules.ActPlay, key) }

func activate(p rules.Player, key string) step {
	return byAct(rules.AskPriority, p, rules.ActActivate, key)
}

func pitch(p rules.Player, key string) step { return byAct(rules.AskPitch, p, rules.ActPitch, key) }

func yes(p rules.Player) step { return byAct(rules.AskMay, p, rules.ActYes, "") }

func no(p rules.Player) step { return byAct(rules.AskMay, p, rules.ActNo, "") }

// defend declares the defending cards (none for an empty list).
func defend(p rules.Player, keys ...string) step {
	return answer(rules.AskDefenders, p, "defend with "+strings.Join(keys, ", "), func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		return pickCards(v, pr, keys)
	})
}

// passUntil passes priority until cond holds; any other prompt fails.
func passUntil(label string, cond func(v rules.View, pr rules.Prompt) bool) step {
	return step{Scripted: rules.Scripted{Kind: rules.AskPriority, Player: rules.NoPlayer, Label: label}, until: cond}
}

// passTo passes priority until a prompt of kind for player p.
func passTo(kind rules.PromptKind, p rules.Player) step {
	return passUntil(fmt.Sprintf("pass to a %s prompt for p%d", kind, p+1), func(_ rules.View, pr rules.Prompt) bool {
		return pr.Kind == kind && pr.Player == p
	})
}

// passToStep passes priority until p has priority in combat step st with an
// empty stack (rules.StepNone: the combat chain is closed).
func passToStep(st rules.Step, p rules.Player) step {
	return passUntil(fmt.Sprintf("pass to p%d's priority in step %q", p+1, st), func(v rules.View, pr rules.Prompt) bool {
		return pr.Kind == rules.AskPriority && pr.Player == p && v.Step() == st && len(v.Stack()) == 0
	})
}

// --- looking at the state

func (tb *table) life(p rules.Player) int    { return tb.g.S.Players[p].Life }
func (tb *table) actions(p rules.Player) int { return tb.g.S.Players[p].Actions }
func (tb *table) res(p rules.Player) int     { return tb.g.S.Players[p].Resources }

// keys lists the card keys in a zone, sorted.
func (tb *table) keys(p rules.Player, z rules.Zone) []string {
	var out []string
	for _, obj := range tb.g.S.Zone(p, z) {
		out = append(out, tb.g.S.CardOf(obj).Key())
	}
	slices.Sort(out)
	return out
}

// wantZone checks a zone's contents, in any order.
func (tb *table) wantZone(p rules.Player, z rules.Zone, keys ...string) {
	tb.t.Helper()
	want := slices.Clone(keys)
	slices.Sort(want)
	if got := tb.keys(p, z); !slices.Equal(got, want) {
		tb.t.Errorf("p%d %s = %q, want %q", p+1, z, got, want)
	}
}

// wantLife checks a hero's life total.
func (tb *table) wantLife(p rules.Player, want int, why string) {
	tb.t.Helper()
	if got := tb.life(p); got != want {
		tb.t.Errorf("p%d life = %d, want %d (%s)", p+1, got, want, why)
	}
}

// find returns p's object in zone z with the card key.
func (tb *table) find(p rules.Player, z rules.Zone, key string) rules.ObjID {
	tb.t.Helper()
	for _, obj := range tb.g.S.Zone(p, z) {
		if tb.g.S.CardOf(obj).Key() == key {
			return obj
		}
	}
	tb.t.Fatalf("no %s in p%d's %s (%q)", key, p+1, z, tb.keys(p, z))
	return rules.NoObj
}

// attack is the attack of the active chain link.
func (tb *table) attack() rules.ObjID {
	tb.t.Helper()
	l := tb.g.S.Chain.Active()
	if l == nil {
		tb.t.Fatal("no active chain link")
	}
	return l.Attack
}

// stackKeys lists the cards of the layers on the stack, bottom first.
func (tb *table) stackKeys() []string {
	var out []string
	for _, l := range tb.g.S.Stack {
		out = append(out, tb.g.S.CardOf(l.Obj).Key())
	}
	return out
}

// count is how many events of kind happened.
func (tb *table) count(kind rules.EventKind) int {
	n := 0
	for _, e := range tb.events {
		if e.Kind == kind {
			n++
		}
	}
	return n
}

// offered reports whether the stopped-at prompt offers act on the card key.
func (tb *table) offered(act rules.Act, key string) bool {
	tb.t.Helper()
	pr := tb.prompt()
	v := tb.g.ViewFor(pr.Player)
	_, err := pickOption(v, pr, act, key)
	return err == nil
}

// blocked returns why the stopped-at priority prompt does not offer act on
// the card key (ReasonNone when it is not listed as blocked).
func (tb *table) blocked(act rules.Act, key string) rules.Reason {
	tb.t.Helper()
	pr := tb.prompt()
	v := tb.g.ViewFor(pr.Player)
	for _, b := range pr.Blocked {
		if b.Act == act && keyOf(v, b.Obj) == key {
			return b.Reason
		}
	}
	return rules.ReasonNone
}

// wantBlocked checks that the stopped-at prompt does not offer act on key,
// and lists it as blocked for reason.
func (tb *table) wantBlocked(act rules.Act, key string, reason rules.Reason) {
	tb.t.Helper()
	if tb.offered(act, key) {
		tb.t.Errorf("%s %s is offered, want it blocked (%s)", act, key, reason)
	}
	if got := tb.blocked(act, key); got != reason {
		tb.t.Errorf("%s %s blocked for %q, want %q", act, key, got, reason)
	}
}

// wantOffered checks that the stopped-at prompt offers act on key.
func (tb *table) wantOffered(act rules.Act, key string) {
	tb.t.Helper()
	if !tb.offered(act, key) {
		tb.t.Errorf("%s %s is not offered (blocked: %q)", act, key, tb.blocked(act, key))
	}
}

package scenario

import (
	"context"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// attack is a position where Rhinar attacks with Muscle Mutt and
// Dorinthea holds Raging Onslaught (so she is asked to defend).
const attack = `scenario: runner
rules: 7.5.2
p1.hero: Rhinar
p1.hand: Muscle Mutt (yellow), Titanium Bauble (blue)
p2.hero: Dorinthea
p2.hand: Raging Onslaught (yellow)
answers:
p1 play Muscle Mutt (yellow)
`

func runSrc(t *testing.T, src string, o RunOptions) *Result {
	t.Helper()
	f, err := Parse("r.scn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return f.Run(context.Background(), o)
}

// wantFailure checks that the run failed at line with words of msg.
func wantFailure(t *testing.T, res *Result, line int, msg string) {
	t.Helper()
	for _, e := range res.Failures {
		if e.Line == line && strings.Contains(e.Msg, msg) {
			return
		}
	}
	t.Errorf("want a failure at line %d: ...%s..., got %v (stopped at %s)", line, msg, res.Failures, res.Stopped)
}

func TestRunConditionMeetsAnotherPrompt(t *testing.T) {
	res := runSrc(t, attack+"pass until damage step\nexpect:\np2.life: 17\n", RunOptions{})
	wantFailure(t, res, 9, "`pass until damage step`: the game comes to p2's defenders prompt (answered with defend) first (offered: Raging Onslaught (yellow))")
}

func TestRunGameEndsBeforeAnAnswer(t *testing.T) {
	src := strings.Replace(attack, "p2.hand: Raging Onslaught (yellow)", "p2.life: 2", 1)
	res := runSrc(t, src+"pass until damage step\np1 pass\nexpect:\nwinner: p1\n", RunOptions{})
	wantFailure(t, res, 10, "`p1 pass`: the game ended before this answer (at the end of the game: p1 won)")
	if len(res.Failures) != 1 {
		t.Errorf("the checks after the unused answer were made: %v", res.Failures)
	}
}

func TestRunChecksAtTheEndOfTheGame(t *testing.T) {
	src := strings.Replace(attack, "p2.hand: Raging Onslaught (yellow)", "p2.life: 2", 1)
	res := runSrc(t, src+"pass until damage step\nexpect:\nwinner: p2\nprompt: p2 priority\n", RunOptions{})
	wantFailure(t, res, 11, "winner: want p2, got p1")
	wantFailure(t, res, 12, "want p2's priority prompt, got nothing (the game is over)")
	if res.Stopped != "the end of the game: p1 won" {
		t.Errorf("stopped at %q", res.Stopped)
	}
}

func TestRunTurnLimit(t *testing.T) {
	// Full arsenals: the turns go by with no prompt but priority, and the
	// limit comes before the engine could call a stalemate (CR 4.5.4d).
	src := strings.Replace(attack, "p1.hand: Muscle Mutt (yellow), Titanium Bauble (blue)",
		"p1.hand: Muscle Mutt (yellow)\np1.resources: 3\np1.arsenal: Dodge (blue)\np1.deck: 4x Dodge (blue)\np2.arsenal: Dodge (blue)\np2.deck: 4x Dodge (blue)", 1)
	res := runSrc(t, src+"pass until p2 defend\np2 defend Raging Onslaught (yellow)\npass until turn 99\nexpect:\nturn: 99\n", RunOptions{MaxTurns: 1})
	wantFailure(t, res, 16, "the game went past turn 2")
}

func TestRunPromptLimit(t *testing.T) {
	res := runSrc(t, attack+"pass until p2 defend\np2 defend nothing\npass until turn 99\nexpect:\nturn: 99\n", RunOptions{MaxPrompts: 10})
	wantFailure(t, res, 11, "more than 10 prompts")
}

func TestRunUnexpectedPrompt(t *testing.T) {
	res := runSrc(t, attack+"p1 pass\np1 pass\nexpect:\np2.life: 20\n", RunOptions{})
	wantFailure(t, res, 10, "`p1 pass`: the game is at p2's priority prompt (answered with pass/play/activate) instead (offered: pass)")
}

func TestRunRefusedAnswer(t *testing.T) {
	// Two cards from hand against dominate: offered one by one, refused
	// together.
	src := `scenario: refused
rules: 8.3.4
p1.hero: Rhinar
p1.hand: Overload (red)
p2.hero: Dorinthea
p2.hand: Raging Onslaught (yellow), Muscle Mutt (yellow)
answers:
p1 play Overload (red)
pass until p2 defend
p2 defend Raging Onslaught (yellow), Muscle Mutt (yellow)
expect:
p2.life: 20
`
	res := runSrc(t, src, RunOptions{})
	wantFailure(t, res, 10, "the engine refuses it: answer refused: dominate (CR 8.3.4)")
}

func TestRunNoActionPoint(t *testing.T) {
	// A position may leave the turn player without an action point.
	src := `scenario: no action point
rules: 8.1.1c
p1.hero: Rhinar
p1.actions: 0
p1.hand: Muscle Mutt (yellow), Sigil of Solace (blue), Titanium Bauble (blue)
p2.hero: Dorinthea
expect:
p1.actions: 0
blocked p1 Muscle Mutt (yellow): no-action-point
legal: p1 play Sigil of Solace (blue)
`
	if res := runSrc(t, src, RunOptions{}); !res.OK() {
		t.Error(res.Failures)
	}
}

func TestRunHooks(t *testing.T) {
	var answered []int
	events := 0
	res := runSrc(t, attack+"pass until p2 defend\np2 defend nothing\nexpect:\nstep: defend\n", RunOptions{
		Answered: func(line int, text string) { answered = append(answered, line) },
		Observer: func(g *rules.Game, e *rules.Event) { events++ },
	})
	if !res.OK() || len(answered) != 2 || answered[0] != 8 || answered[1] != 10 || events == 0 {
		t.Errorf("answered %v, %d events, %v", answered, events, res.Failures)
	}
}

func TestRunStartPhase(t *testing.T) {
	src := `scenario: start phase
rules: 4.3.2
turn: p2 2
phase: start
p1.hero: Rhinar
p2.hero: Dorinthea
expect:
turn: p2 2
phase: action
priority: p2
p2.actions: 1
p1.actions: 0
`
	if res := runSrc(t, src, RunOptions{}); !res.OK() {
		t.Error(res.Failures)
	}
}

// TestRunStartGame: a game from the start-of-game procedure asks the
// selected player who goes first (seed 1 selects p2), then each player has
// drawn up to intellect and the first player has priority (CR 4.1).
func TestRunStartGame(t *testing.T) {
	src := `scenario: start of the game
rules: 4.1.3
start: game
p1.hero: Rhinar
p1.deck: 6x Dodge (blue)
p2.hero: Dorinthea
p2.deck: 2x Dodge (blue)
expect:
phase: setup
prompt: p2 first
p1.hand: nothing
answers:
p2 first p2
expect:
turn: p2 1
priority: p2
p1.hand: 4
p1.deck: 2
p2.hand: 2
happened: first-player, shuffle, game-start
`
	if res := runSrc(t, src, RunOptions{}); !res.OK() {
		t.Error(res.Failures)
	}
	res := runSrc(t, strings.Replace(src, "p2 first p2", "p1 first p1", 1), RunOptions{})
	wantFailure(t, res, 13, "`p1 first p1`: the game is at p2's first-player prompt (answered with first) instead (offered: p2, p1)")
	// A script that ends before the choice stops in the procedure.
	res = runSrc(t, src[:strings.Index(src, "answers:")], RunOptions{})
	if !res.OK() || res.Stopped != "p2's first-player prompt (the start-of-game procedure)" {
		t.Errorf("stopped at %q: %v", res.Stopped, res.Failures)
	}
}

// TestRunTwice: a parsed file runs again from its position, with every
// check made again.
func TestRunTwice(t *testing.T) {
	f, err := Parse("r.scn", []byte(attack+"pass until p2 defend\np2 defend nothing\npass until damage step\nexpect:\np2.life: 99\n"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		res := f.Run(context.Background(), RunOptions{})
		if len(res.Failures) != 1 || !strings.Contains(res.Failures[0].Msg, "want 99, got 14") {
			t.Errorf("run %d: %v", i+1, res.Failures)
		}
	}
}

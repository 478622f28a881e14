package cli

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui"
	"github.com/rathe-tcg/rathe/tui/text"
)

// --scenario starts the board from a scenario's position.
func TestBoardGameFromScenario(t *testing.T) {
	o := &playOptions{scenario: "saves/scenario/testdata/1.11.5-playing-a-card-keeps-priority.scn"}
	g, err := boardGame(1, o)
	if err != nil {
		t.Fatal(err)
	}
	if life := g.Omniscient().Life(0); life != 12 {
		t.Errorf("p1 life %d, want the scenario's 12", life)
	}
	if n := len(g.Omniscient().Zone(0, rules.ZoneHand)); n != 2 {
		t.Errorf("p1 hand %d cards, want 2", n)
	}
}

// A bad scenario file is a file:line error, and nothing starts.
func TestBoardGameBadScenario(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.scn")
	if err := os.WriteFile(bad, []byte("scenario: bad\nturn: p1\np1.hero: Rhinar\np1.hand: Not A Real Card\np2.hero: Dorinthea, Quicksilver Prodigy\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := boardGame(1, &playOptions{scenario: bad})
	if err == nil || !strings.Contains(err.Error(), "bad.scn:4") {
		t.Errorf("error %v, want one naming bad.scn:4", err)
	}
	_, errOut, code := deckRun(t, "play", "--scenario", bad)
	if code == 0 || !strings.Contains(errOut, "bad.scn:4") {
		t.Errorf("play --scenario with a bad file: exit %d %s", code, errOut)
	}
}

// runRoot runs the root command with out as its standard output.
func runRoot(t *testing.T, out *os.File, args ...string) (string, int) {
	t.Helper()
	var errOut strings.Builder
	cmd := newRootCmd()
	cmd.SetArgs(args)
	cmd.SetOut(out)
	cmd.SetErr(&errOut)
	err := cmd.Execute()
	if err != nil {
		errOut.WriteString("rathe: " + err.Error() + "\n")
	}
	return errOut.String(), exitCodeOf(err)
}

// `rathe play > file` refuses (exit 2) instead of drawing a board nobody
// sees; --headless writes its game to the file.
func TestPlayRefusesNonTerminalOutput(t *testing.T) {
	t.Setenv("TERM", "xterm-256color")
	f, err := os.Create(filepath.Join(t.TempDir(), "out.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, args := range [][]string{{"play"}, {}, {"play", "--seed", "3"}} {
		errOut, code := runRoot(t, f, args...)
		if code != 2 || !strings.Contains(errOut, "the output is not one") || !strings.Contains(errOut, "--headless") {
			t.Errorf("rathe %v > file: exit %d %q", args, code, errOut)
		}
	}
	if st, _ := f.Stat(); st.Size() != 0 {
		t.Errorf("the refused board wrote %d bytes", st.Size())
	}
	errOut, code := runRoot(t, f, "play", "--headless", "--seed", "3")
	if code != 0 {
		t.Fatalf("play --headless > file: exit %d %q", code, errOut)
	}
	b, _ := os.ReadFile(f.Name())
	if !strings.Contains(string(b), "after ") {
		t.Errorf("play --headless wrote %q", b)
	}
}

// TERM=dumb cannot draw the board: refused with a message that says so.
func TestPlayRefusesDumbTerminal(t *testing.T) {
	t.Setenv("TERM", "dumb")
	_, errOut, code := deckRun(t, "play")
	if code != 2 || !strings.Contains(errOut, "TERM=dumb") {
		t.Errorf("TERM=dumb rathe play: exit %d %q", code, errOut)
	}
	if _, errOut, code := deckRun(t, "play", "--headless", "--seed", "2"); code != 0 {
		t.Errorf("TERM=dumb rathe play --headless: exit %d %q", code, errOut)
	}
}

// play --headless --scenario plays on from the scenario's position (turn 7
// here) between random players; a folder is refused.
func TestPlayHeadlessScenario(t *testing.T) {
	scn := filepath.Join(t.TempDir(), "late.scn")
	src := `scenario: a late turn
rules: 4.1
turn: p2 7
p1.hero: Rhinar
p1.life: 3
p1.arena: Bone Basher
p1.deck: 5x Pummel (red)
p2.hero: Dorinthea, Quicksilver Prodigy
p2.life: 2
p2.arena: Dawnblade, Resplendent
p2.deck: 5x Dodge (blue)
expect:
p2.life: 2
`
	if err := os.WriteFile(scn, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := deckRun(t, "play", "--headless", "--scenario", scn)
	if code != 0 {
		t.Fatalf("exit %d %q", code, errOut)
	}
	if !strings.HasPrefix(out, "T7 ") {
		t.Errorf("the game does not start at turn 7:\n%s", out)
	}
	if strings.Contains(out, "T1 ") {
		t.Errorf("the game played turn 1 (the decks, not the scenario):\n%s", out)
	}
	_, errOut, code = deckRun(t, "play", "--headless", "--scenario", filepath.Dir(scn))
	if code != 2 || !strings.Contains(errOut, "a folder, not a file") {
		t.Errorf("a folder: exit %d %q", code, errOut)
	}
}

// The headless log is an audit trail: every answer in words (priority
// passes, plays, pitches, defenders, "may" answers, orders), then the events
// it caused with their numbers and rules, so a judge can check the game
// from the text alone.
func TestHeadlessLogIsAnAuditTrail(t *testing.T) {
	out, errOut, code := deckRun(t, "play", "--headless", "--seed", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"you have priority › pass",       // a priority pass, answered
		"you have priority › play ",      // a play
		"pitch a card (",                 // a pitch question and its answer
		"choose cards to defend with › ", // defenders, chosen or none
		"Rhinar passes (1.11.4)",         // the pass itself
		"gets +",                         // an effect's numbers (CR 6.2)
		"put a card from hand into your arsenal, face down? › ", // the arsenal question
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the headless log lacks %q", want)
		}
	}
	// Every question line has its answer.
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, " › ") && strings.HasSuffix(strings.TrimSpace(l), "›") {
			t.Errorf("a question without its answer: %q", l)
		}
	}
}

// RATHE_HANDOFF_GUARD sets the board's hand-off guard: unset or empty the
// board's default, 0s none, a duration itself; anything else is a usage
// error (exit 2) that names the value.
func TestHandoffGuardFromEnvironment(t *testing.T) {
	w := text.Words{Lang: text.EN}
	for _, c := range []struct {
		v    string
		want time.Duration
		bad  bool
	}{
		{"", 0, false},
		{"0s", tui.NoHandoffGuard, false},
		{"1s", time.Second, false},
		{"250ms", 250 * time.Millisecond, false},
		{"-1s", 0, true},
		{"soon", 0, true},
		{"1", 0, true},
	} {
		t.Setenv("RATHE_HANDOFF_GUARD", c.v)
		d, err := handoffGuard(w)
		if c.bad {
			if exitCodeOf(err) != 2 || !strings.Contains(fmt.Sprint(err), "RATHE_HANDOFF_GUARD="+c.v) {
				t.Errorf("RATHE_HANDOFF_GUARD=%q: %v (exit %d), want a usage error naming it", c.v, err, exitCodeOf(err))
			}
			continue
		}
		if err != nil || d != c.want {
			t.Errorf("RATHE_HANDOFF_GUARD=%q: %v %v, want %v", c.v, d, err, c.want)
		}
	}
}

// play --scenario keeps its game in a save like any other game: made at
// the start, holding the scenario's position, loadable by resume, load
// and replay.
func TestScenarioGameHasASave(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	o := &playOptions{scenario: "saves/scenario/testdata/1.11.5-playing-a-card-keeps-priority.scn", stops: "default"}
	game, err := boardGame(1, o)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := newRecord(1, o)
	if err != nil || rec == nil {
		t.Fatalf("no record for a scenario game: %v", err)
	}
	defer rec.Close()
	if !rec.Written() || rec.Path() == "" {
		t.Fatal("no save made at the start of a scenario game")
	}
	l, err := saves.Load(context.Background(), rec.Path())
	if err != nil {
		t.Fatalf("the scenario game's save does not load: %v", err)
	}
	if got, want := l.Game.Omniscient().Life(0), game.Omniscient().Life(0); got != want || got != 12 {
		t.Fatalf("loaded p1 life %d, the scenario's %d", got, want)
	}
}

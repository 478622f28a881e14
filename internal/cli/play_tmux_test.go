package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/internal/patience"
)

// The board in a real terminal: tmux runs `rathe play` in a 120×40 pane and
// send-keys plays it, from the first screen to game over; `q` then `y`
// exits with status 0, at the end and in the middle of a game. Skipped
// where tmux is not installed.

type pane struct {
	t      *testing.T
	name   string
	status string
	// seen counts the screens captured that showed each watched text.
	watch []string
	seen  map[string]int
}

func startPane(t *testing.T, bin string, args ...string) *pane {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	dir := t.TempDir()
	p := &pane{t: t, name: fmt.Sprintf("rathe-test-%d-%d", os.Getpid(), time.Now().UnixNano()), status: filepath.Join(dir, "status")}
	// Saves go to a folder of the test (paneHome), never the user's. The
	// hand-off guard is off: the tests wait on the screen before each key,
	// never on the clock.
	cmd := fmt.Sprintf("RATHE_HOME=%s RATHE_HANDOFF_GUARD=0s %s %s; echo $? > %s; sleep 60", paneHome(t), bin, strings.Join(args, " "), p.status)
	if _, err := tmux("new-session", "-d", "-s", p.name, "-x", "120", "-y", "40", cmd); err != nil {
		t.Skipf("tmux cannot start a session here: %v", err)
	}
	t.Cleanup(func() { tmux("kill-session", "-t", p.name) })
	return p
}

func (p *pane) keys(keys ...string) {
	args := append([]string{"send-keys", "-t", p.name}, keys...)
	if _, err := tmux(args...); err != nil {
		p.t.Fatalf("send-keys: %v", err)
	}
}

func (p *pane) capture() string {
	out, err := tmux("capture-pane", "-p", "-t", p.name)
	if err != nil {
		p.t.Fatalf("capture-pane: %v", err)
	}
	return out
}

// waitFor polls the pane until it shows s, pressing the given keys between
// looks (none: just wait).
func (p *pane) waitFor(s string, limit time.Duration, press ...string) string {
	return p.waitForAll([]string{s}, limit, press...)
}

// waitForAll is waitFor for a screen showing every one of texts at once. A
// capture can fall between two lines of a redraw (the renderer writes only
// the lines that changed), so a screen that must show several things is
// waited for whole rather than judged on the first capture showing one.
// The limit is what a quiet machine needs with room to spare, scaled by
// the machine's load (patience.Limit): it only says when to give up.
func (p *pane) waitForAll(texts []string, limit time.Duration, press ...string) string {
	start, scaled := time.Now(), patience.Limit(limit)
	deadline := start.Add(scaled)
	for {
		screen := p.capture()
		for _, w := range p.watch {
			if strings.Contains(screen, w) {
				p.seen[w]++
			}
		}
		all := true
		for _, s := range texts {
			all = all && strings.Contains(screen, s)
		}
		if all {
			return screen
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("the pane never showed all of %q in %v (limit %v scaled to %v); last screen:\n%s", texts, time.Since(start).Round(time.Millisecond), limit, scaled.Round(time.Millisecond), screen)
		}
		if len(press) > 0 {
			p.keys(press...)
		}
		time.Sleep(15 * time.Millisecond)
	}
}

// exitStatus waits for the program to end and returns its exit status.
func (p *pane) exitStatus() string {
	deadline := time.Now().Add(patience.Limit(10 * time.Second))
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(p.status); err == nil && len(b) > 0 {
			return strings.TrimSpace(string(b))
		}
		time.Sleep(20 * time.Millisecond)
	}
	p.t.Fatalf("the program did not exit; screen:\n%s", p.capture())
	return ""
}

// built is the rathe command the tmux tests run: this test binary, by a
// link named rathe (asRathe), made once for them all (buildRathe) in a
// folder TestMain removes. TestMain runs the command (Main) when started
// by that name, and package main only calls Main: the panes run what a
// build of the command runs, and no run of the tests links a binary of
// its own for them (that link cost more CPU than most of the package's
// tests).
var built struct {
	once sync.Once
	dir  string
	bin  string
	err  error
}

// asRathe is the name that makes the test binary the command.
const asRathe = "rathe"

func buildRathe(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("plays in tmux panes")
	}
	built.once.Do(linkRathe)
	if built.err != nil {
		t.Fatalf("the rathe command: %v", built.err)
	}
	return built.bin
}

func linkRathe() {
	exe, err := os.Executable()
	if err != nil {
		built.err = err
		return
	}
	if built.dir, built.err = os.MkdirTemp("", "rathe-bin-"); built.err != nil {
		return
	}
	built.bin = filepath.Join(built.dir, asRathe)
	built.err = os.Symlink(exe, built.bin)
}

// From the first screen to game over, pressing Enter (the first option)
// on every screen, at 120×40: seed 11, and seed 7, where a newcomer
// choosing the first option whenever unsure must never loop on a play that
// is rewound (issue: offered means completable, CR 1.10.3).
func TestTmuxGameToGameOverThenQuit(t *testing.T) {
	t.Parallel() // waits on panes, not on the CPU
	bin := buildRathe(t)
	// --first: the player each seed selects at random goes first (CR 4.1.3).
	// The two games, in panes of their own, are played side by side.
	for _, sf := range [][2]string{{"11", "p1"}, {"7", "p2"}} {
		seed := sf[0]
		t.Run("seed"+seed, func(t *testing.T) {
			t.Parallel()
			tmuxGameToGameOver(t, bin, seed, sf[1])
		})
	}
}

// tmuxGameToGameOver plays one game of TestTmuxGameToGameOverThenQuit.
func tmuxGameToGameOver(t *testing.T, bin, seed, goesFirst string) {
	p := startPane(t, bin, "play", "--seed", seed, "--first", goesFirst, "--no-color")
	p.watch, p.seen = []string{"rewinds"}, map[string]int{}
	first := p.waitForAll([]string{"press Enter", "Pass to "}, 10*time.Second)
	if strings.Contains(first, "'s hand") {
		t.Fatalf("seed %s: the first screen is not a bare hand-off:\n%s", seed, first)
	}
	p.keys("Enter")
	// The board, whole: its prompt, the combat chain, the log, a hand.
	p.waitForAll([]string{"you have priority", "combat chain", "Log", "hand"}, 5*time.Second)
	// Enter on every screen plays the game to its end.
	p.waitFor("Game over", 90*time.Second, "Enter")
	// The summary's lines may land a frame after its title: give the
	// redraw a moment, with no key pressed, before judging it.
	p.waitForAll([]string{"Game over", "wins", "· dealt"}, 5*time.Second)
	if n := p.seen["rewinds"]; n > 0 {
		t.Errorf("seed %s: %d screens showed a rewound play", seed, n)
	}
	p.keys("q")
	p.waitFor("Quit the game?", 5*time.Second)
	p.keys("y")
	if st := p.exitStatus(); st != "0" {
		t.Errorf("seed %s: exit status %s after q y", seed, st)
	}
}

func TestTmuxQuitMidGame(t *testing.T) {
	t.Parallel() // waits on panes, not on the CPU
	bin := buildRathe(t)
	// On the hand-off screen.
	p := startPane(t, bin, "play", "--seed", "5", "--first", "p1")
	p.waitFor("press Enter", 10*time.Second)
	p.keys("q")
	p.waitFor("Quit the game?", 5*time.Second)
	p.keys("n") // n goes back to the game
	p.waitFor("press Enter", 5*time.Second)
	p.keys("q", "y")
	if st := p.exitStatus(); st != "0" {
		t.Errorf("exit status %s after q y on the hand-off", st)
	}
	// In the middle of a prompt, with the game goroutine waiting.
	p = startPane(t, bin, "play", "--seed", "5", "--first", "p1", "--open-hands")
	p.waitFor("you have priority", 10*time.Second)
	p.keys("Down", "q", "y")
	if st := p.exitStatus(); st != "0" {
		t.Errorf("exit status %s after q y on a prompt", st)
	}
}

// ctrl+z in a shell stops the board with the terminal put back, and `fg`
// brings it back in raw mode: the hand-off takes the Enter key (in line
// mode Enter would arrive as ctrl+j and pass nothing). A SIGTSTP sent from
// outside does the same.
func TestTmuxSuspendAndForeground(t *testing.T) {
	t.Parallel() // waits on panes, not on the CPU
	bin := buildRathe(t)
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not installed")
	}
	p := startPane(t, "PS1=shell-ready$ bash", "--norc", "--noprofile", "-i")
	p.waitFor("shell-ready$", 10*time.Second)
	p.keys(fmt.Sprintf("RATHE_HOME=%s RATHE_HANDOFF_GUARD=0s %s play --seed 3 --first p2 --no-color", paneHome(t), bin), "Enter")
	p.waitFor("Pass to", 10*time.Second)
	p.keys("C-z")
	p.waitFor("Stopped", 5*time.Second)
	p.keys("fg", "Enter")
	p.waitFor("Pass to", 5*time.Second)
	p.keys("Enter")
	p.waitFor("you have priority", 5*time.Second)
	// From outside: kill -TSTP.
	if err := exec.Command("kill", "-TSTP", p.pid(bin)).Run(); err != nil {
		t.Fatal(err)
	}
	p.waitFor("Stopped", 5*time.Second)
	p.keys("fg", "Enter")
	p.waitFor("you have priority", 5*time.Second)
	p.keys("q")
	p.waitFor("Quit the game?", 5*time.Second)
	p.keys("y")
	p.waitFor("rathe: game left", 5*time.Second)
	p.keys("echo status=$?", "Enter")
	p.waitFor("status=0", 5*time.Second)
}

package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/internal/patience"
)

// The saves in a real terminal (tmux; skipped where it is missing): a game
// killed with kill -9 resumes on the same board; SIGHUP leaves a sane
// terminal and a saved game; ctrl+c asks first.

var (
	homeOnce sync.Once
	homeDir  string
)

// paneHome is the RATHE_HOME of the programs the tmux tests start: one
// folder for the test binary, removed by TestMain at its end (tests that
// need their own set RATHE_HOME in args).
func paneHome(t *testing.T) string {
	homeOnce.Do(func() {
		d, err := os.MkdirTemp("", "rathe-home-")
		if err != nil {
			t.Fatal(err)
		}
		homeDir = d
	})
	return homeDir
}

// pid is the pid of the program bin running in the pane: one that
// descends from the pane's shell (other panes run the same binary at the
// same time).
func (p *pane) pid(bin string) string {
	shell, err := tmux("display-message", "-p", "-t", p.name, "#{pane_pid}")
	if err != nil {
		p.t.Fatalf("no pane %s: %v", p.name, err)
	}
	for parents := []string{strings.TrimSpace(string(shell))}; len(parents) > 0; {
		var children []string
		for _, parent := range parents {
			if out, err := exec.Command("pgrep", "-P", parent, "-f", "^"+bin+" ").Output(); err == nil {
				return strings.Fields(string(out))[0]
			}
			out, _ := exec.Command("pgrep", "-P", parent).Output()
			children = append(children, strings.Fields(string(out))...)
		}
		parents = children
	}
	p.t.Fatalf("no process of %s in the pane", bin)
	return ""
}

// settled waits for a question on the screen and for the screen to stay
// the same for a moment (the board has drawn it).
func (p *pane) settled() string {
	p.waitFor("›", 10*time.Second)
	prev := ""
	for deadline := time.Now().Add(patience.Limit(10 * time.Second)); time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond)
		s := p.capture()
		if s == prev {
			return s
		}
		prev = s
	}
	p.t.Fatal("the screen never settled")
	return ""
}

// waitChange waits for the pane to show something else than before.
func (p *pane) waitChange(before string) {
	deadline := time.Now().Add(patience.Limit(10 * time.Second))
	for p.capture() == before {
		if time.Now().After(deadline) {
			p.t.Fatalf("the screen did not change:\n%s", before)
		}
		time.Sleep(15 * time.Millisecond)
	}
}

// boardPart is the pane without its log column and help line: what must
// be the same after a resume.
func boardPart(screen string) string {
	var out []string
	for _, l := range strings.Split(screen, "\n") {
		if len(l) > 80 {
			l = l[:80]
		}
		out = append(out, strings.TrimRight(l, " "))
	}
	return strings.Join(out, "\n")
}

func TestTmuxKillThenResume(t *testing.T) {
	t.Parallel() // waits on panes, not on the CPU
	bin := buildRathe(t)
	home := t.TempDir()
	p := startPane(t, "RATHE_HOME="+home+" "+bin, "play", "--seed", "8", "--first", "p2", "--no-color", "--open-hands", "--no-pass-confirm")
	p.waitFor("you have priority", 10*time.Second)
	// A few decisions: the first option each time, the screen redrawn
	// after each.
	for range 3 {
		before := p.settled()
		p.keys("Enter")
		p.waitChange(before)
	}
	screen := p.settled()
	pid := p.pid(bin)
	files, _ := filepath.Glob(filepath.Join(home, "saves", "*.json"))
	if len(files) != 1 {
		t.Fatalf("%d save files after a few decisions, want 1", len(files))
	}
	if err := exec.Command("kill", "-9", pid).Run(); err != nil {
		t.Fatal(err)
	}
	p.exitStatus()
	q := startPane(t, "RATHE_HOME="+home+" "+bin, "resume", "--no-color")
	q.waitFor("›", 10*time.Second)
	again := q.settled()
	if boardPart(again) != boardPart(screen) {
		t.Fatalf("resume shows another board.\nbefore kill -9:\n%s\nafter resume:\n%s", screen, again)
	}
	// It goes on: one more answer is taken.
	q.keys("Enter")
	if next := q.settled(); boardPart(next) == boardPart(again) {
		t.Error("the resumed game does not go on")
	}
	q.keys("q", "y")
	if st := q.exitStatus(); st != "0" {
		t.Errorf("exit status %s after q y", st)
	}
	if out := q.capture(); !strings.Contains(out, "rathe resume") {
		t.Errorf("quitting does not say how to resume:\n%s", out)
	}
}

func TestTmuxHangupSavesAndRestoresTheTerminal(t *testing.T) {
	t.Parallel() // waits on panes, not on the CPU
	bin := buildRathe(t)
	home := t.TempDir()
	p := startPane(t, "RATHE_HOME="+home+" "+bin, "play", "--seed", "9", "--first", "p1", "--no-color", "--open-hands")
	p.waitFor("you have priority", 10*time.Second)
	if err := exec.Command("kill", "-HUP", p.pid(bin)).Run(); err != nil {
		t.Fatal(err)
	}
	if st := p.exitStatus(); st != "129" {
		t.Errorf("exit status %s after SIGHUP, want 129 (128+1)", st)
	}
	screen := p.capture()
	if !strings.Contains(screen, "rathe resume") {
		t.Errorf("no word on resuming after SIGHUP:\n%s", screen)
	}
	// The terminal is sane: stty in the pane shows echo and line mode on.
	out, err := tmux("display-message", "-p", "-t", p.name, "#{pane_tty}")
	if err != nil {
		t.Fatal(err)
	}
	tty := strings.TrimSpace(string(out))
	f, err := os.Open(tty)
	if err != nil {
		t.Skipf("cannot open the pane's terminal %s: %v", tty, err)
	}
	defer f.Close()
	cmd := exec.Command("stty", "-a")
	cmd.Stdin = f
	st, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{" echo ", " icanon "} {
		if !strings.Contains(" "+strings.ReplaceAll(string(st), "\n", " ")+" ", want) {
			t.Errorf("stty -a lacks %q after SIGHUP:\n%s", want, st)
		}
	}
	if files, _ := filepath.Glob(filepath.Join(home, "saves", "*.json")); len(files) != 1 {
		t.Errorf("%d saves after SIGHUP", len(files))
	}
}

func TestTmuxCtrlCAsksFirst(t *testing.T) {
	t.Parallel() // waits on panes, not on the CPU
	bin := buildRathe(t)
	p := startPane(t, bin, "play", "--seed", "5", "--first", "p1", "--no-color")
	p.waitFor("press Enter", 10*time.Second)
	p.keys("C-c")
	p.waitFor("Quit the game?", 5*time.Second)
	p.keys("n")
	p.waitFor("press Enter", 5*time.Second)
	p.keys("C-c")
	p.waitFor("Quit the game?", 5*time.Second)
	p.keys("C-c")
	if st := p.exitStatus(); st != "0" {
		t.Errorf("exit status %s after ctrl+c twice", st)
	}
}

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The autosave failing in a real terminal: the saves folder's place is
// taken by a file in the middle of a game; the next answer's save fails,
// the board says so at once and keeps saying it, and quitting exits 1.
func TestTmuxAutosaveFailureIsToldAndExitsOne(t *testing.T) {
	t.Parallel() // waits on a pane, not on the CPU
	bin := buildRathe(t)
	home := t.TempDir()
	p := startPane(t, "RATHE_HOME="+home+" "+bin, "play", "--seed", "8", "--first", "p2", "--no-color", "--open-hands")
	p.waitFor("you have priority", 10*time.Second)
	saves := filepath.Join(home, "saves")
	if files, _ := filepath.Glob(filepath.Join(saves, "*.json")); len(files) != 1 {
		t.Fatalf("%d save files at the first question, want 1", len(files))
	}
	if err := os.RemoveAll(saves); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(saves, []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	p.keys("p")
	screen := p.waitFor("not saved since turn", 10*time.Second, "p")
	if !strings.Contains(screen, "not a directory") {
		t.Errorf("the warning does not say why:\n%s", screen)
	}
	p.keys("q", "y")
	if st := p.exitStatus(); st != "1" {
		t.Errorf("exit status %s with the game not saved, want 1", st)
	}
	// The folder is gone with the file: nothing holds the game.
	if out := strings.ReplaceAll(p.capture(), "\n", ""); !strings.Contains(out, "could not be saved") || !strings.Contains(out, "no file holds this game") {
		t.Errorf("quitting does not say the game is not saved:\n%s", out)
	}
}

package cli

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A game open on a board (its save's lock held: here by this process,
// through another open file) is refused to `resume`, `load` and
// `saves rm`, each naming the pid that holds it, in either language;
// once it is let go, rm removes it.
func TestOpenGameRefusedToResumeLoadAndRm(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	path, _ := writeSave(t, 3, 20)
	lk, err := saves.TryLock(path)
	if err != nil {
		t.Fatal(err)
	}
	defer lk.Release()
	want := fmt.Sprintf("this game is open in another terminal (pid %d)", os.Getpid())
	for _, args := range [][]string{{"resume"}, {"load", path}, {"saves", "rm", path}} {
		_, errOut, code := runWithInput(t, args...)
		if code != 1 || !strings.Contains(errOut, want) {
			t.Errorf("%v: exit %d, %q; want 1 and %q", args, code, errOut, want)
		}
	}
	_, err = saves.TryLock(path)
	if ja := sayError(text.Words{Lang: text.JA}, err); !strings.Contains(ja, fmt.Sprintf("このゲームは別の端末で開かれています(pid %d)", os.Getpid())) {
		t.Errorf("in Japanese: %q", ja)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("saves rm removed an open game: %v", err)
	}
	lk.Release()
	if _, errOut, code := deckRun(t, "saves", "rm", path); code != 0 {
		t.Fatalf("saves rm of a closed game: exit %d %s", code, errOut)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("not removed: %v", err)
	}
	if _, err := os.Stat(saves.LockPath(path)); !os.IsNotExist(err) {
		t.Errorf("its lock file stays: %v", err)
	}
}

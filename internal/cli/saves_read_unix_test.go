//go:build unix

package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/internal/patience"
	"github.com/rathe-tcg/rathe/saves"
)

// runGuarded runs rathe in the test's process and fails the test if it
// does not return: a read that waits on a FIFO with no writer never does.
func runGuarded(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	done := make(chan struct{})
	var out, errOut string
	var code int
	go func() {
		defer close(done)
		// Keys from a reader: the board commands get past their terminal
		// check to the file.
		out, errOut, code = runWithInput(t, args...)
	}()
	select {
	case <-done:
	case <-time.After(patience.Limit(10 * time.Second)):
		t.Fatalf("rathe %s: still blocked after %v", strings.Join(args, " "), patience.Limit(10*time.Second).Round(time.Millisecond))
	}
	return out, errOut, code
}

// mkfifoAt makes a named pipe nobody writes to.
func mkfifoAt(t *testing.T, p string) {
	t.Helper()
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
}

// A FIFO, a link to one and a link to /dev/null in the saves folder are
// no saves: the listing, resume, completion and every command that names
// one go on at once; the listing leaves them out with a note, a command
// that names one refuses it (exit 2) before reading anything.
func TestSavesFolderFIFOAndDevice(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	good, _ := writeSave(t, 3, 20)
	dir := filepath.Dir(good)
	fifo := filepath.Join(dir, "pipe.json")
	mkfifoAt(t, fifo)
	if err := os.Symlink(fifo, filepath.Join(dir, "link.json")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/null", filepath.Join(dir, "null.json")); err != nil {
		t.Fatal(err)
	}

	out, errOut, code := runGuarded(t, "saves", "list")
	if code != 0 || !strings.Contains(out, filepath.Base(good)) {
		t.Errorf("saves list: exit %d, %q %q", code, out, errOut)
	}
	for _, name := range []string{"pipe.json", "link.json", "null.json"} {
		if strings.Contains(out, name) {
			t.Errorf("saves list lists %s as a save:\n%s", name, out)
		}
		if !strings.Contains(errOut, name) || !strings.Contains(errOut, "skipped") {
			t.Errorf("saves list says nothing of %s: %q", name, errOut)
		}
	}
	if !strings.Contains(errOut, "named pipe (FIFO)") || !strings.Contains(errOut, "a device") {
		t.Errorf("the notes do not say what the names are: %q", errOut)
	}
	out, _, code = runGuarded(t, "saves", "list", "--json")
	var list []saves.Entry
	if code != 0 || json.Unmarshal([]byte(out), &list) != nil || len(list) != 1 || list[0].Path != good {
		t.Errorf("saves list --json: exit %d, %s", code, out)
	}
	out, _, _ = runGuarded(t, "__complete", "load", "")
	if !strings.Contains(out, filepath.Base(good)) || strings.Contains(out, "pipe.json") || strings.Contains(out, "null.json") {
		t.Errorf("completion: %s", out)
	}
	// resume finds the good save, then wants a terminal: it got past the
	// listing.
	outFile, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer outFile.Close()
	if errOut, _ := runRoot(t, outFile, "resume"); strings.Contains(errOut, "no unfinished game") || !strings.Contains(errOut, "terminal") {
		t.Errorf("resume did not find the save: %s", errOut)
	}
	for _, name := range []string{"pipe.json", "link.json", fifo} {
		for _, args := range [][]string{
			{"load", name}, {"replay", name}, {"replay", name, "--to-end"}, {"saves", "scenario", name, "--turn", "1"},
		} {
			_, errOut, code := runGuarded(t, args...)
			if code != 2 || !strings.Contains(errOut, "named pipe (FIFO), not a regular file") {
				t.Errorf("rathe %s: exit %d, %q", strings.Join(args, " "), code, errOut)
			}
		}
	}
	for _, name := range []string{"null.json", "/dev/null"} {
		_, errOut, code := runGuarded(t, "replay", name, "--to-end")
		if code != 2 || !strings.Contains(errOut, "a device, not a regular file") {
			t.Errorf("rathe replay %s: exit %d, %q", name, code, errOut)
		}
	}
}

// lessons.json that is a link to /dev/zero, or a FIFO, is refused at once
// (exit 1: the progress file does not read), never read.
func TestLessonsFileFIFOAndDevice(t *testing.T) {
	for what, make := range map[string]func(t *testing.T, p string){
		"a device, not a regular file": func(t *testing.T, p string) {
			if err := os.Symlink("/dev/zero", p); err != nil {
				t.Fatal(err)
			}
		},
		"named pipe (FIFO), not a regular file": mkfifoAt,
	} {
		home := t.TempDir()
		t.Setenv("RATHE_HOME", home)
		make(t, filepath.Join(home, "lessons.json"))
		for _, args := range [][]string{{"learn", "--list"}, {"learn", "1"}} {
			_, errOut, code := runGuarded(t, args...)
			if code != 1 || !strings.Contains(errOut, what) || !strings.Contains(errOut, "lessons.json") {
				t.Errorf("%s: rathe %s: exit %d, %q", what, strings.Join(args, " "), code, errOut)
			}
		}
	}
}

// A RATHE_HOME with ESC and BEL in its name never reaches the terminal as
// they are, in any message about the folders and files under it.
func TestRatheHomeControlBytesNotPrinted(t *testing.T) {
	home := filepath.Join(t.TempDir(), "h\x1b]0;title\x07\x1b[31m")
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("RATHE_HOME", home)
	check := func(what string, args ...string) {
		t.Helper()
		out, errOut, _ := runGuarded(t, args...)
		if strings.ContainsAny(out+errOut, "\x1b\x07") {
			t.Errorf("%s: rathe %s prints control bytes: %q %q", what, strings.Join(args, " "), out, errOut)
		}
	}
	check("no saves", "saves", "list")
	check("no saves", "resume")
	os.WriteFile(filepath.Join(home, "saves"), nil, 0o644) // a file where the folder should be
	check("saves is a file", "saves", "list")
	check("saves is a file", "resume")
	check("saves is a file", "__complete", "load", "")
	os.Remove(filepath.Join(home, "saves"))
	os.WriteFile(filepath.Join(home, "lessons.json"), []byte("{bad"), 0o644)
	check("lessons.json not JSON", "learn", "--list")
	os.WriteFile(filepath.Join(home, "lessons.json"), []byte(`{"version": 7}`), 0o644)
	check("lessons.json of another version", "learn", "--list")
	os.Remove(filepath.Join(home, "lessons.json"))
	os.Mkdir(filepath.Join(home, "lessons.json"), 0o755)
	check("lessons.json a folder", "learn", "--list")
}

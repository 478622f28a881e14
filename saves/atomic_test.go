package saves_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/rathe-tcg/rathe/saves"
)

// WriteAtomic renames its temporary file onto the path, which would
// replace a device, a pipe or a folder with a regular file: it refuses
// them, and leaves them as they were. A regular file or a new path is
// written.
func TestWriteAtomicRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	for _, path := range []string{os.DevNull, fifo, dir} {
		before, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		err = saves.WriteAtomic(saves.OSFS{}, path, []byte("x"))
		if !errors.Is(err, saves.ErrNotRegularTarget) {
			t.Errorf("%s: err %v, want it refused", path, err)
		}
		after, err := os.Stat(path)
		if err != nil || after.Mode() != before.Mode() {
			t.Errorf("%s: was %v, now %v (%v)", path, before.Mode(), after.Mode(), err)
		}
	}
	for _, path := range []string{filepath.Join(dir, "new.txt"), filepath.Join(dir, "new.txt")} {
		if err := saves.WriteAtomic(saves.OSFS{}, path, []byte("ok")); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if b, _ := os.ReadFile(path); string(b) != "ok" {
			t.Errorf("%s holds %q", path, b)
		}
	}
}

// A path WriteAtomic cannot make its temporary file beside (a folder that
// is not there) is named in the error as it was given, not the temporary
// file's name, which the user never typed; the error is still the
// system's (not there: the board's "no saves folder").
func TestWriteAtomicNamesThePathAskedFor(t *testing.T) {
	path := filepath.Join(t.TempDir(), "gone", "pos.scn")
	err := saves.WriteAtomic(saves.OSFS{}, path, []byte("x"))
	if err == nil {
		t.Fatal("written into a folder that is not there")
	}
	if msg := err.Error(); !strings.Contains(msg, path) || strings.Contains(msg, ".tmp-") {
		t.Errorf("error %q: want it to name %s, and no temporary file", msg, path)
	}
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("error %v: want fs.ErrNotExist", err)
	}
}

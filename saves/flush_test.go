package saves

import (
	"os"
	"path/filepath"
	"testing"
)

// The tests of this package write their saves without flushing them to
// the disk (SetFlush): a flush guards against a power cut, which no test
// makes, and changes nothing else a test could see.
func TestMain(m *testing.M) {
	SetFlush(false)
	os.Exit(m.Run())
}

// With the flushes on (as rathe runs), a save is written and flushed
// through the real file system: the temporary file, its rename and the
// folder's sync; and a new game's file is made exclusively.
func TestSavesFlushedWhenOn(t *testing.T) {
	SetFlush(true)
	defer SetFlush(false)
	dir := t.TempDir()
	p := filepath.Join(dir, "game.json")
	for _, data := range []string{"one", "two, longer"} {
		if err := WriteAtomic(OSFS{}, p, []byte(data)); err != nil {
			t.Fatal(err)
		}
		if b, err := os.ReadFile(p); err != nil || string(b) != data {
			t.Fatalf("read back %q, %v; want %q", b, err, data)
		}
	}
	if err := writeExcl(p, []byte("three")); err == nil {
		t.Error("writeExcl wrote over a file that exists")
	}
	q := filepath.Join(dir, "new.json")
	if err := writeExcl(q, []byte("four")); err != nil {
		t.Fatal(err)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 2 {
		t.Errorf("%d files in the folder, want 2 (no temporary file left)", len(ents))
	}
}

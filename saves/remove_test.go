package saves

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// Outside the saves folder, Remove deletes only a save: a .json file whose
// JSON does not parse to a save's head (another program's, cut short or
// mistyped, or empty) is refused as no save and kept, as a valid JSON file
// with no format version is. A save damaged past its head (a checksum that
// does not match) is still a save, and goes.
func TestRemoveOutsideTheFolderKeepsBrokenJSON(t *testing.T) {
	dir, elsewhere := t.TempDir(), t.TempDir()
	for name, text := range map[string]string{
		"cut.json":   `{"name": "x",` + "\n",
		"typo.json":  `{"name": "x" "version": 1}` + "\n",
		"empty.json": "",
		"other.json": `{"name": "x"}` + "\n",
	} {
		p := filepath.Join(elsewhere, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Remove(dir, p); !errors.Is(err, ErrNotSave) {
			t.Errorf("%s: %v, want it refused as %v", name, err, ErrNotSave)
		}
		if got, err := os.ReadFile(p); err != nil || string(got) != text {
			t.Errorf("%s: %q (%v), want it kept as %q", name, got, err, text)
		}
	}
	damaged := filepath.Join(elsewhere, "damaged.json")
	if err := os.WriteFile(damaged, []byte(`{"format": 1, "checksum": "0000"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Remove(dir, damaged); err != nil {
		t.Errorf("a damaged save: %v, want it removed", err)
	}
	if _, err := os.Stat(damaged); !os.IsNotExist(err) {
		t.Errorf("the damaged save is still there (%v)", err)
	}
}

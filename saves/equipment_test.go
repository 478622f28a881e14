package saves

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The sets remembered per deck: written atomically, read back, and a file
// that does not read is an empty memory with an error to warn with, never
// a crash; a huge file is not read whole (decks.ReadRegular refuses what
// is not a regular file before opening it).
func TestEquipmentRemembered(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "home", "equipment.json")
	e, err := LoadEquipment(path)
	if err != nil || e.Get("cb-rhinar") != nil {
		t.Fatalf("a missing file: %v %v", e.Get("cb-rhinar"), err)
	}
	if err := e.Remember("1st-strike-terra", []string{"Crater Fist", "Ancestral Harmony"}); err != nil {
		t.Fatal(err)
	}
	if err := e.Remember("/decks/mine.txt", []string{"Bone Basher"}); err != nil {
		t.Fatal(err)
	}
	back, err := LoadEquipment(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := back.Get("1st-strike-terra"); !slices.Equal(got, []string{"Ancestral Harmony", "Crater Fist"}) {
		t.Errorf("read back %q", got)
	}
	if !back.Same("/decks/mine.txt", []string{"Bone Basher"}) || back.Same("/decks/mine.txt", []string{"Bone Vizier"}) {
		t.Error("Same does not tell the remembered set")
	}
	if ents, _ := os.ReadDir(filepath.Dir(path)); len(ents) != 1 {
		t.Errorf("the folder holds %d files, want the file alone (no temporary left)", len(ents))
	}
	for name, content := range map[string]string{
		"not json":      "{\"version\": 1, \"decks\": [",
		"a new version": `{"version": 9, "decks": {}}`,
		"too large":     `{"version": 1, "decks": {}}` + strings.Repeat(" ", maxEquipmentFile),
		"a stray brace": "{\"version\": 1,\n\"decks\": {\n  \"x\": [\"a\",\n}\n",
		"a wrong type":  "{\"version\": 1,\n\"decks\": {\n  \"x\": [1]\n}}\n",
		"version line":  "{\n\"version\": 9, \"decks\": {}}",
	} {
		bad := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".json")
		if err := os.WriteFile(bad, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		e, err := LoadEquipment(bad)
		if err == nil || e == nil || len(e.Decks) != 0 {
			t.Errorf("%s: %v, %v: want an empty memory and an error", name, e, err)
			continue
		}
		// The error says the line where the file goes wrong.
		if at := map[string]string{"a stray brace": ":4: ", "a wrong type": ":3: ", "version line": ":2: ", "not json": ":1: "}[name]; at != "" && !strings.Contains(err.Error(), bad+at) {
			t.Errorf("%s: %q does not say %s", name, err, bad+at)
		}
		// The next choice writes a good file over the bad one.
		if err := e.Remember("cb-rhinar", []string{"Bone Basher"}); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if e, err := LoadEquipment(bad); err != nil || e.Get("cb-rhinar") == nil {
			t.Errorf("%s: rewritten, it reads %v %v", name, e, err)
		}
	}
}

// Two boards that loaded the memory before either chose keep both decks'
// sets: each choice is merged into the file as it stands, under its lock,
// not written over it whole.
func TestEquipmentTwoWritersKeepBoth(t *testing.T) {
	path := filepath.Join(t.TempDir(), "equipment.json")
	a, _ := LoadEquipment(path)
	b, _ := LoadEquipment(path)
	if err := a.Remember("1st-strike-terra", []string{"Crater Fist"}); err != nil {
		t.Fatal(err)
	}
	if err := b.Remember("cb-rhinar", []string{"Bone Basher"}); err != nil {
		t.Fatal(err)
	}
	back, err := LoadEquipment(path)
	if err != nil {
		t.Fatal(err)
	}
	if back.Get("1st-strike-terra") == nil || back.Get("cb-rhinar") == nil {
		t.Errorf("the file keeps %v: one board's choice was written over", back.Decks)
	}
	if b.Get("1st-strike-terra") == nil {
		t.Error("the second board does not see the first's set after writing")
	}
}

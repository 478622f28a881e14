package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// spareList writes the Classic Battles Rhinar list with a spare helmet.
func spareList(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("decks/testdata/cb-rhinar.txt")
	if err != nil {
		t.Fatal(err)
	}
	src := strings.Replace(string(b), "1 Bone Vizier\n", "1 Bone Vizier\n1 Ironrot Helm\n", 1)
	path := filepath.Join(t.TempDir(), "spare.txt")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// CR 4.1.4: a list with a spare helmet loads in decks check and
// in a game; --equip chooses the set beforehand, and refuses a set that
// does not fit with the rule it breaks (exit 2, nothing starts).
func TestEquipFlag(t *testing.T) {
	path := spareList(t)
	if out, errOut, code := deckRun(t, "decks", "check", path); code != 0 {
		t.Fatalf("decks check: exit %d\n%s%s", code, out, errOut)
	}
	g, err := boardGame(1, &playOptions{p1: path, p2: "cb-dorinthea", equip1: "Bone Basher, Ironrot Helm, Ironhide Legs"})
	if err != nil {
		t.Fatal(err)
	}
	var arena []string
	for _, obj := range g.Omniscient().Zone(0, rules.ZoneArena) {
		arena = append(arena, g.Omniscient().Card(obj).Name)
	}
	// The chest and arms pieces, without a spare, come with the names.
	if strings.Join(arena, ", ") != "Rhinar, Bone Basher, Ironrot Helm, Blossom of Spring, Ironhide Gauntlet, Ironhide Legs" {
		t.Errorf("p1 starts with %q", arena)
	}
	for _, tc := range []struct{ flag, names, want string }{
		{"--equip", "Ironrot Helm,Bone Vizier", "--equip: Bone Vizier: a second head equipment, after Ironrot Helm: a hero starts the game with one equipment a slot (CR 4.1.4a)"},
		{"--equip", "Bone Basher, Dawnblade, Resplendent", `--equip: "Dawnblade" is not one of the list's weapons and equipment`},
		// A name with a comma of its own stays whole (SplitEquip).
		{"--equip2", "Dawnblade, Resplendent,Dawnblade, Resplendent", "--equip2: Dawnblade, Resplendent: the list has 1, all chosen already"},
		// Commas alone name nothing: neither the deck's own set nor none.
		{"--equip", " , ", `--equip " , " names no weapon or equipment`},
	} {
		_, errOut, code := deckRun(t, "play", "--headless", "--p1", path, tc.flag, tc.names)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%s %q: exit %d, %q; want exit 2 and %q", tc.flag, tc.names, code, errOut, tc.want)
		}
	}
}

// A list without weapons or equipment says so to --equip, rather than list
// its arena-cards as "()".
func TestEquipFlagListWithoutArena(t *testing.T) {
	b, err := os.ReadFile("decks/testdata/cb-rhinar.txt")
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	for _, arena := range []string{"Bone Basher", "Bone Vizier", "Blossom of Spring", "Ironhide Gauntlet", "Ironhide Legs"} {
		src = strings.Replace(src, "1 "+arena+"\n", "", 1)
	}
	keep := []string{src}
	path := filepath.Join(t.TempDir(), "bare.txt")
	if err := os.WriteFile(path, []byte(strings.Join(keep, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := deckRun(t, "goldfish", path, "--auto", "--runs", "1", "--equip", "Bone Basher")
	if want := `--equip: "Bone Basher": the list has no weapons or equipment to choose from`; code != 2 || !strings.Contains(errOut, want) || strings.Contains(errOut, "()") {
		t.Errorf("exit %d, %q; want exit 2 and %q", code, errOut, want)
	}
}

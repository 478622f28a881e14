package cli

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// The set a deck started with is offered first next time, under
// $RATHE_HOME; a broken file is set aside with an error to warn with, and
// the next choice writes a good one.
func TestEquipMemoryPerDeck(t *testing.T) {
	home := t.TempDir()
	t.Setenv("RATHE_HOME", home)
	deckFile := filepath.Join(t.TempDir(), "mine.txt")
	o := &playOptions{p1: "1st-strike-terra", p2: deckFile}
	m, err := newEquipMemory(o)
	if err != nil || m == nil {
		t.Fatalf("no file yet: %v %v", m, err)
	}
	if m.decks[0] != "1st-strike-terra" || !filepath.IsAbs(m.decks[1]) {
		t.Errorf("deck identities %q", m.decks)
	}
	sets := [][]string{{"A", "B"}, {"A", "C"}}
	if m.Default(0, sets) != -1 {
		t.Error("a default before any choice")
	}
	m.Chosen(0, []string{"C", "A"})
	if err := m.writeErr(); err != nil {
		t.Fatal(err)
	}
	again, err := newEquipMemory(o)
	if err != nil || again.Default(0, sets) != 1 || again.Default(1, sets) != -1 {
		t.Errorf("the next game: defaults %d, %d (%v), want 1 for the deck, -1 for the other", again.Default(0, sets), again.Default(1, sets), err)
	}
	if err := os.WriteFile(filepath.Join(home, "equipment.json"), []byte("{\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	broken, err := newEquipMemory(o)
	if err == nil || broken == nil || broken.Default(0, sets) != -1 {
		t.Fatalf("a broken file: %v %v", broken, err)
	}
	broken.Chosen(rules.Player(0), []string{"A", "B"})
	if fixed, err := newEquipMemory(o); err != nil || fixed.Default(0, sets) != 0 {
		t.Errorf("after a choice the file reads again: %v", err)
	}
}

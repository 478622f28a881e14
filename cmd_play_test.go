package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// --scenario starts the board from a scenario's position.
func TestBoardGameFromScenario(t *testing.T) {
	o := &playOptions{scenario: "saves/scenario/testdata/1.11.5-playing-a-card-keeps-priority.scn"}
	g, err := boardGame(1, o)
	if err != nil {
		t.Fatal(err)
	}
	if life := g.S.Players[0].Life; life != 12 {
		t.Errorf("p1 life %d, want the scenario's 12", life)
	}
	if n := len(g.S.Zone(0, rules.ZoneHand)); n != 2 {
		t.Errorf("p1 hand %d cards, want 2", n)
	}
}

// A bad scenario file is a file:line error, and nothing starts.
func TestBoardGameBadScenario(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.scn")
	if err := os.WriteFile(bad, []byte("scenario: bad\nturn: p1\np1.hero: Rhinar\np1.hand: Not A Real Card\np2.hero: Dorinthea, Quicksilver Prodigy\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := boardGame(1, &playOptions{scenario: bad})
	if err == nil || !strings.Contains(err.Error(), "bad.scn:4") {
		t.Errorf("error %v, want one naming bad.scn:4", err)
	}
	_, errOut, code := deckRun(t, "play", "--scenario", bad)
	if code == 0 || !strings.Contains(errOut, "bad.scn:4") {
		t.Errorf("play --scenario with a bad file: exit %d %s", code, errOut)
	}
}

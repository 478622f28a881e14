package cli

import (
	"strings"
	"testing"
)

// One game is "1 game", not "1 games".
func TestGoldfishAutoOneGame(t *testing.T) {
	out, errOut, code := deckRun(t, "goldfish", "cb-rhinar", "--auto", "--runs", "1")
	if code != 0 || !strings.Contains(out, "  1 game from seed 1 in ") {
		t.Errorf("exit %d %s\n%s", code, errOut, out)
	}
}

package cli

import (
	"strings"
	"testing"
)

// CR 4.1.3: --first answers for the player selected at random. Whatever
// the seed selects, the player named takes turn 1; without it the
// headless game asks nobody; a value other than p1 or p2 is a usage error.
func TestPlayFirst(t *testing.T) {
	for _, seed := range []string{"1", "2", "3", "4"} {
		for _, tc := range []struct{ flag, hero string }{{"p1", "Rhinar"}, {"p2", "Dorinthea"}} {
			out, errOut, code := deckRun(t, "play", "--headless", "--seed", seed, "--first", tc.flag)
			if code != 0 {
				t.Fatalf("--first %s: exit %d %s", tc.flag, code, errOut)
			}
			if !strings.Contains(out, "who goes first? › "+tc.hero) || !strings.Contains(out, "turn 1: "+tc.hero+"'s start phase") {
				t.Errorf("seed %s --first %s: the log does not answer %s and start their turn:\n%.600s", seed, tc.flag, tc.hero, out)
			}
		}
		out, _, _ := deckRun(t, "play", "--headless", "--seed", seed)
		if strings.Contains(out, "who goes first?") || !strings.Contains(out, "selected at random, takes the first turn") {
			t.Errorf("seed %s without --first: %.300s", seed, out)
		}
	}
	_, errOut, code := deckRun(t, "play", "--headless", "--first", "p3")
	if code != 2 || !strings.Contains(errOut, `--first: "p3" is not p1 or p2`) {
		t.Errorf("--first p3: exit %d %q", code, errOut)
	}
}

// The board asks who goes first (its setup says so) and the save keeps
// it, so a resumed game replays the answer; the headless game asks only
// with --first.
func TestPlaySetupAsksFirst(t *testing.T) {
	for _, tc := range []struct {
		o    playOptions
		want bool
	}{{playOptions{p1: "cb-rhinar", p2: "cb-dorinthea"}, true}, {playOptions{p1: "cb-rhinar", p2: "cb-dorinthea", headless: true}, false},
		{playOptions{p1: "cb-rhinar", p2: "cb-dorinthea", headless: true, first: "p2"}, true}} {
		s, err := playSetup(1, &tc.o)
		if err != nil {
			t.Fatal(err)
		}
		if s.AskFirst != tc.want {
			t.Errorf("%+v: AskFirst %v, want %v", tc.o, s.AskFirst, tc.want)
		}
	}
}

package cli

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// goldfishOn is `goldfish` in English, writing to out.
func goldfishOn(out *os.File) *goldfishOptions {
	return &goldfishOptions{streams: streams{ctx: context.Background(), in: strings.NewReader(""), out: out, errOut: out},
		global: &globalOptions{lang: "en", seed: 1}}
}

// Bad input stops before the board with exit 2 and says what is wrong:
// an unknown deck, a format rathe does not play, output that is not a
// terminal.
func TestGoldfishPlayRefuses(t *testing.T) {
	file, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	for _, c := range []struct {
		deck, format, want string
	}{
		{"no-such-deck", "", "no-such-deck"},
		{"cb-rhinar", "draft", "--format"},
		{"cb-rhinar", "", "--format"},
		{"cb-rhinar", "blitz", "terminal"},
	} {
		err := goldfishPlay(goldfishOn(file), c.deck, 1, c.format)
		if code := exitCodeOf(err); code != 2 || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s --format %q: exit %d, %v; want 2 and %q", c.deck, c.format, code, err, c.want)
		}
	}
}

// n deals seed after seed from the first, never the same twice in a row.
func TestGoldfishNewSeeds(t *testing.T) {
	seen := map[uint64]bool{1: true}
	s := uint64(1)
	for i := 0; i < 100; i++ {
		s = splitmix(s)
		if seen[s] {
			t.Fatalf("seed %d again after %d deals", s, i+1)
		}
		seen[s] = true
	}
}

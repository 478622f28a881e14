package scenario_test

import (
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/saves/scenario"
)

// The rules areas the scenarios must cover, and the keywords of
// the first decks: each needs a scenario citing a rule under it.
var requiredAreas = []string{
	"1.10.2", "1.10.3", "1.11", "1.13", "1.14",
	"4.1", "4.2", "4.3", "4.4",
	"5.1", "5.2", "5.3",
	"7.1", "7.2", "7.3", "7.4", "7.5", "7.6", "7.7",
	"8.3.2",  // battleworn
	"8.3.3",  // blade break
	"8.3.4",  // dominate
	"8.3.5",  // go again
	"8.3.7",  // specialization
	"8.4.3",  // reprise
	"8.5.10", // intimidate
	// The mechanics of the full card pool.
	"1.7.5",  // modes
	"8.1.10", // mentor
	"8.5.2",  // create a token
	"8.5.14", // put a counter
	"8.5.17", // reveal
	"8.5.19", // search
	"8.5.20", // shuffle
	"8.5.24", // turn face up
	"8.5.31", // pay
	"8.6.1",  // Quicken
}

var ruleNumber = regexp.MustCompile(`^[1-9]\.[0-9]+(\.[0-9]+[a-z]?)?$`)

// TestCRCoverage counts the distinct CR rules the scenarios exercise (their
// rules: lines) and checks every required area has one.
func TestCRCoverage(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.scn"))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, name := range files {
		f, err := scenario.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if f.Bug != "" {
			continue // a known bug exercises nothing yet
		}
		for _, r := range f.Rules {
			if !ruleNumber.MatchString(r) {
				t.Errorf("%s: %q is not a CR rule number", name, r)
			}
			seen[r] = true
		}
	}
	var all []string
	for r := range seen {
		all = append(all, r)
	}
	sort.Strings(all)
	t.Logf("%d distinct CR rules in %d scenarios: %s", len(all), len(files), strings.Join(all, " "))
	if len(all) < 230 {
		t.Errorf("%d distinct CR rules exercised, want at least 230", len(all))
	}
	for _, area := range requiredAreas {
		found := false
		for r := range seen {
			// The area, a rule under it, or a sub-rule letter: 8.5.2c is
			// under 8.5.2, 8.5.20 is not.
			if r == area || strings.HasPrefix(r, area+".") || (strings.HasPrefix(r, area) && len(r) == len(area)+1 && r[len(r)-1] >= 'a') {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("no scenario exercises CR %s", area)
		}
	}
}

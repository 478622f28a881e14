package rules_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"
)

// The package comment (doc.go) is the map of rules/: a file per idea.
// Every file it names is there. (Files it does not name yet: card.go,
// rng.go, text.go, types.go.)
func TestTheDocMapsEveryFile(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, m := range regexp.MustCompile(`\b([a-z]+\.go)\b`).FindAllStringSubmatch(string(doc), -1) {
		named[m[1]] = true
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	if len(named) < 20 {
		t.Fatalf("doc.go names %d files: the map is gone", len(named))
	}
	for f := range named {
		if !slices.Contains(files, f) {
			t.Errorf("doc.go names %s, which is not in rules/", f)
		}
	}
}

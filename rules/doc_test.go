package rules_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"
)

// The package comment (doc.go) is the map of rules/: a file per idea.
// Every file it names is there, and has one entry (one place to look).
func TestTheDocMapsEveryFile(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, m := range regexp.MustCompile(`\b([a-z]+\.go)\b`).FindAllStringSubmatch(string(doc), -1) {
		named[m[1]] = true
	}
	// An entry of the map (a line that starts with a file) once.
	entries := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^//\t([a-z_]+\.go) `).FindAllStringSubmatch(string(doc), -1) {
		if entries[m[1]] {
			t.Errorf("doc.go has two entries for %s", m[1])
		}
		entries[m[1]] = true
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

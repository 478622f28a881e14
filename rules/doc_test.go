package rules_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The package comment (doc.go) is the map of rules/: a file per idea.
// Every file of the package (but doc.go itself and the tests) is named
// there once, and every file it names is there: one place to look, and a
// map that cannot fall behind the folder.
func TestTheDocMapsEveryFile(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]int{}
	for _, m := range regexp.MustCompile(`\b([a-z_]+\.go)\b`).FindAllStringSubmatch(string(doc), -1) {
		named[m[1]]++
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	if len(named) < 20 {
		t.Fatalf("doc.go names %d files: the map is gone", len(named))
	}
	for f, n := range named {
		if !slices.Contains(files, f) {
			t.Errorf("doc.go names %s, which is not in rules/", f)
		} else if n > 1 {
			t.Errorf("doc.go names %s %d times, want once", f, n)
		}
	}
	for _, f := range files {
		if f != "doc.go" && !strings.HasSuffix(f, "_test.go") && named[f] == 0 {
			t.Errorf("%s is not in doc.go's map of the package: add it where its idea belongs", f)
		}
	}
}

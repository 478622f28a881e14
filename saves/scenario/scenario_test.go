package scenario_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/saves/scenario"
)

// TestScenarios runs every testdata/*.scn, one subtest per file. A file
// with `bug:` reproduces a known engine bug: it is skipped while it fails,
// and fails once it passes (the bug is fixed: remove the `bug:` line).
func TestScenarios(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.scn"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 15 {
		t.Fatalf("%d scenario files in testdata, want at least 15", len(files))
	}
	for _, name := range files {
		t.Run(strings.TrimSuffix(filepath.Base(name), ".scn"), func(t *testing.T) {
			t.Parallel()
			f, err := scenario.Load(name)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(filepath.Base(name), f.Rules[0]+"-") {
				t.Errorf("%s: the file name should start with its first rule, %s", name, f.Rules[0])
			}
			res := f.Run(context.Background(), scenario.RunOptions{})
			if f.Bug != "" {
				if res.OK() {
					t.Errorf("%s:%d: the known bug seems fixed (the scenario passes): remove the bug: line", name, f.BugLine)
					return
				}
				t.Skipf("known engine bug (%s):\n%v", f.Bug, res.Failures)
			}
			for _, e := range res.Failures {
				t.Error(e)
			}
			if !res.OK() {
				t.Logf("stopped where %s", res.Stopped)
			}
		})
	}
}

// TestScenarioFilesAreTidy keeps the files readable: no tabs, no
// trailing spaces, a newline at the end.
func TestScenarioFilesAreTidy(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.scn"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(data) == 0 || data[len(data)-1] != '\n' {
			t.Errorf("%s: no newline at the end", name)
		}
		for i, line := range strings.Split(string(data), "\n") {
			if strings.ContainsRune(line, '\t') || strings.TrimRight(line, " ") != line {
				t.Errorf("%s:%d: a tab or trailing space", name, i+1)
			}
		}
	}
}

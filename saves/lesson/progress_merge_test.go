package lesson

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Two learners' progress at once (two `rathe learn`): each read the file
// before the other wrote; each lesson finished stays recorded.
func TestTwoProgressWritersKeepBothLessons(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lessons.json")
	a, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	b, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.MarkDone(1); err != nil {
		t.Fatal(err)
	}
	if err := b.MarkDone(2); err != nil {
		t.Fatal(err)
	}
	got, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Done, []int{1, 2}) {
		t.Fatalf("the file holds %v, want [1 2]", got.Done)
	}
	if !b.IsDone(1) {
		t.Error("the second writer does not know of the first's lesson")
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(path), ".lessons.json.lock")); !os.IsNotExist(err) {
		t.Errorf("the lock file stays: %v", err)
	}
}

// TestProgressHelper marks the lessons of RATHE_PROGRESS_LESSONS done one
// by one in RATHE_PROGRESS_FILE, from a progress read once at the start
// (as `rathe learn` does).
func TestProgressHelper(t *testing.T) {
	path := os.Getenv("RATHE_PROGRESS_FILE")
	if path == "" {
		t.Skip("a helper of TestProgressWritersInFourProcesses")
	}
	p, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range strings.Split(os.Getenv("RATHE_PROGRESS_LESSONS"), ",") {
		n, _ := strconv.Atoi(f)
		if err := p.MarkDone(n); err != nil {
			t.Fatal(err)
		}
	}
}

// Four processes writing the progress at the same time, 25 lessons each:
// the file ends with all 100 (the read–modify–write is under the file's
// lock).
func TestProgressWritersInFourProcesses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lessons.json")
	var cmds []*exec.Cmd
	var want []int
	for k := range 4 {
		var ls []string
		for i := range 25 {
			n := 1 + k + 4*i
			ls = append(ls, strconv.Itoa(n))
			want = append(want, n)
		}
		cmd := exec.Command(os.Args[0], "-test.run=^TestProgressHelper$")
		cmd.Env = append(os.Environ(), "RATHE_PROGRESS_FILE="+path, "RATHE_PROGRESS_LESSONS="+strings.Join(ls, ","))
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, cmd)
	}
	for _, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Fatalf("helper: %v", err)
		}
	}
	got, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(want)
	if !slices.Equal(got.Done, want) {
		missing := []int{}
		for _, n := range want {
			if !got.IsDone(n) {
				missing = append(missing, n)
			}
		}
		t.Fatalf("%d of 100 lessons recorded; lost: %v", len(got.Done), fmt.Sprint(missing))
	}
}

package lesson

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Progress written and read back is the same; the file is replaced, never
// left half written (no temporary file stays behind).
func TestProgressRoundTrip(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "home", "lessons.json")
	p, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Done) != 0 || p.IsDone(1) {
		t.Fatalf("a missing file should be no lesson done, got %v", p.Done)
	}
	for _, n := range []int{3, 1, 3, 16} {
		if err := p.MarkDone(n); err != nil {
			t.Fatal(err)
		}
	}
	q, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(q.Done, []int{1, 3, 16}) || !q.IsDone(16) || q.IsDone(2) {
		t.Errorf("read back %v, want [1 3 16]", q.Done)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("the folder holds %d files, want only lessons.json", len(entries))
	}
}

func TestProgressPathUnderRatheHome(t *testing.T) {
	home := t.TempDir()
	t.Setenv("RATHE_HOME", home)
	p, err := ProgressPath()
	if err != nil {
		t.Fatal(err)
	}
	if p != filepath.Join(home, "lessons.json") {
		t.Errorf("progress at %s, want under RATHE_HOME", p)
	}
}

func TestBadProgressFileRefused(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"garbage": "{not json", "version": `{"version": 9, "done": [1]}`} {
		path := filepath.Join(dir, name+".json")
		os.WriteFile(path, []byte(body), 0o644)
		_, err := LoadProgress(path)
		if err == nil || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: got %v, want an error naming the file", name, err)
		}
	}
}

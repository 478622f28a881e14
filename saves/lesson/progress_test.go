package lesson

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/internal/patience"
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

// manyDone is a progress file of n distinct lesson numbers, from n down.
func manyDone(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"version": 1, "done": [`)
	for i := n; i >= 1; i-- {
		if i < n {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(i))
	}
	b.WriteString("]}\n")
	return []byte(b.String())
}

// A progress file of 150,000 numbers (under the size bound) loads in one
// sort: a sort for each number took minutes. The guard is far above the
// milliseconds one sort takes; go test -bench BenchmarkLoadProgress has
// the figures.
func TestProgressManyNumbersLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lessons.json")
	os.WriteFile(path, manyDone(150000), 0o644)
	done := make(chan struct{})
	var p *Progress
	var err error
	go func() { defer close(done); p, err = LoadProgress(path) }()
	select {
	case <-done:
	case <-time.After(patience.Limit(10 * time.Second)):
		t.Fatalf("LoadProgress of 150,000 numbers: still loading after %v", patience.Limit(10*time.Second).Round(time.Millisecond))
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Done) != 150000 || p.Done[0] != 1 || p.Done[149999] != 150000 || !p.IsDone(77777) {
		t.Errorf("loaded %d numbers", len(p.Done))
	}
}

// The numbers of a file are kept sorted, each once, none below 1.
func TestProgressNumbersNormalised(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lessons.json")
	os.WriteFile(path, []byte(`{"version": 1, "done": [5, 3, 5, -2, 0, 16, 3]}`), 0o644)
	p, err := LoadProgress(path)
	if err != nil || !slices.Equal(p.Done, []int{3, 5, 16}) {
		t.Errorf("LoadProgress = %v, %v; want [3 5 16]", p, err)
	}
}

// A progress file larger than the bound is refused, not read whole.
func TestProgressTooLarge(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lessons.json")
	os.WriteFile(path, manyDone(200000), 0o644)
	if _, err := LoadProgress(path); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("a 1.3 MB progress file: %v", err)
	}
}

func BenchmarkLoadProgress(b *testing.B) {
	for _, n := range []int{1000, 10000, 100000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			path := filepath.Join(b.TempDir(), "lessons.json")
			os.WriteFile(path, manyDone(n), 0o644)
			for b.Loop() {
				if _, err := LoadProgress(path); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

package decks

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/internal/patience"
)

func TestReadRegularFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "deck.txt")
	if err := os.WriteFile(p, []byte("1 Rhinar\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := ReadRegular(p, 100)
	if err != nil || string(b) != "1 Rhinar\n" {
		t.Fatalf("ReadRegular = %q, %v", b, err)
	}
	if _, err := ReadRegular(p, 4); err == nil || !strings.Contains(err.Error(), "larger than 4 bytes") {
		t.Errorf("a file over the bound: %v", err)
	}
}

// What is not a regular file is refused, and the error says what it is.
func TestReadRegularRefuses(t *testing.T) {
	dir := t.TempDir()
	cases := []struct{ path, want string }{
		{dir, "a folder, not a file"},
		{filepath.Join(dir, "missing.txt"), "no such file"},
	}
	if runtime.GOOS != "windows" {
		cases = append(cases, struct{ path, want string }{"/dev/null", "a device, not a regular file"})
	}
	for _, tc := range cases {
		_, err := ReadRegular(tc.path, 0)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.path, err, tc.want)
			continue
		}
		if !errors.Is(err, ErrUnreadable) {
			t.Errorf("%s: %v does not match ErrUnreadable", tc.path, err)
		}
		if !strings.HasPrefix(err.Error(), tc.path+": ") {
			t.Errorf("%s: %q does not name the path first", tc.path, err)
		}
	}
	if _, err := ReadRegular(dir, 0); !errors.Is(err, ErrNotRegular) {
		t.Errorf("a folder: %v does not match ErrNotRegular", err)
	}
}

// A path with control characters is named printably.
func TestReadRegularPrintablePath(t *testing.T) {
	p := filepath.Join(t.TempDir(), "x\x1b[2J\u202e.txt")
	_, err := ReadRegular(p, 0)
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\u202e") {
		t.Errorf("error %q", err)
	}
}

// Source (every deck reader) refuses a folder, without the embedded names'
// "not an embedded deck" detour.
func TestSourceRefusesFolder(t *testing.T) {
	dir := t.TempDir() + "/"
	_, _, err := Source(dir)
	if err == nil || !strings.Contains(err.Error(), "a folder, not a file") || !errors.Is(err, ErrUnreadable) {
		t.Errorf("Source(folder) = %v", err)
	}
}

// within fails the test when f does not return in time (a read that
// blocks on a FIFO with no writer).
func within(t *testing.T, d time.Duration, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(patience.Limit(d)):
		t.Fatalf("still blocked after %v (%v scaled by the load)", patience.Limit(d).Round(time.Millisecond), d)
	}
}

//go:build unix

package decks

import (
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// mkfifo makes a named pipe nobody writes to: opening it for reading the
// usual way blocks until a writer comes.
func mkfifo(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "deck.fifo")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	return p
}

func TestReadRegularFIFO(t *testing.T) {
	p := mkfifo(t)
	within(t, 5*time.Second, func() {
		_, err := ReadRegular(p, 0)
		if err == nil || !strings.Contains(err.Error(), "a named pipe (FIFO), not a regular file") || !errors.Is(err, ErrNotRegular) {
			t.Errorf("ReadRegular(FIFO) = %v", err)
		}
		if _, err := Open(p); err == nil || !strings.Contains(err.Error(), "named pipe") {
			t.Errorf("Open(FIFO) = %v", err)
		}
		if _, err := CardNames(p); err == nil || !strings.Contains(err.Error(), "named pipe") {
			t.Errorf("CardNames(FIFO) = %v", err)
		}
	})
}

//go:build unix

package cli

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/internal/patience"
)

// Every command that reads a file a user names refuses a FIFO at once,
// exit 2, instead of waiting for ever for a writer.
func TestCommandsRefuseFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "in.fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	for _, args := range [][]string{
		{"decks", "check", fifo},
		{"decks", "show", fifo},
		{"play", "--headless", "--p1", fifo},
		{"play", "--headless", "--scenario", fifo},
		{"play", "--scenario", fifo},
		{"sim", "--games", "1", "--p2", fifo},
		{"scenario", "run", fifo},
		{"load", fifo},
		{"replay", fifo, "--to-end"},
		{"saves", "scenario", fifo, "--turn", "1"},
	} {
		t.Run(strings.Join(args[:2], " "), func(t *testing.T) {
			done := make(chan struct{})
			var out, errOut string
			var code int
			go func() {
				defer close(done)
				// Keys from a reader, so that load gets as far as the file.
				out, errOut, code = runWithInput(t, args...)
			}()
			select {
			case <-done:
			case <-time.After(patience.Limit(5 * time.Second)):
				t.Fatalf("rathe %s: still blocked after %v", strings.Join(args, " "), patience.Limit(5*time.Second).Round(time.Millisecond))
			}
			if code != 2 || !strings.Contains(out+errOut, "named pipe (FIFO), not a regular file") {
				t.Errorf("rathe %s: exit %d, output %q %q", strings.Join(args, " "), code, out, errOut)
			}
		})
	}
}

//go:build unix

package tui

import (
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"

	tea "github.com/charmbracelet/bubbletea"
)

// stopWatch makes a SIGTSTP sent to the board from outside (`kill -TSTP`,
// or a terminal that still turns ctrl+z into the signal) suspend it the
// way the ctrl+z key does: the terminal is put back before the process
// stops and taken again when it continues. Without it the process would
// stop in raw mode on the alternate screen, and after `fg` read keys in
// whatever mode the shell left the terminal in.
//
// Once a Go program watches SIGTSTP, the signal never again takes its
// default action (the runtime keeps its handler), so the SIGTSTP that
// Bubble Tea's suspend sends its process group is caught here too, and
// the process stops itself with SIGSTOP, which the shell sees as the same
// stopped job.
type stopWatch struct {
	ch   chan os.Signal
	done chan struct{}
	// in is set from the suspend message to the resume message.
	in atomic.Bool
}

func watchStop(p *tea.Program) *stopWatch {
	w := &stopWatch{ch: make(chan os.Signal, 1), done: make(chan struct{})}
	signal.Notify(w.ch, syscall.SIGTSTP)
	go func() {
		for {
			select {
			case <-w.done:
				return
			case <-w.ch:
				if w.in.Load() {
					// Bubble Tea's own, the terminal already put back.
					syscall.Kill(os.Getpid(), syscall.SIGSTOP)
					continue
				}
				p.Send(tea.SuspendMsg{})
			}
		}
	}()
	return w
}

func (w *stopWatch) suspending(on bool) {
	if w != nil {
		w.in.Store(on)
	}
}

// stop ends the watch. The signal keeps Go's handler (see above): a
// SIGTSTP after the board is ignored rather than stopping the process.
func (w *stopWatch) stop() {
	if w == nil {
		return
	}
	signal.Stop(w.ch)
	close(w.done)
}

package tui

import (
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Signals while the board runs. Bubble Tea's own handler is off
// (tea.WithoutSignalHandler): SIGINT (a ctrl+c the terminal turned into a
// signal) asks like the ctrl+c key; SIGTERM, SIGHUP (a closed window, a
// dropped SSH session) and SIGQUIT end the board the normal way, which
// puts the terminal back (alternate screen off, cursor shown, echo and
// line mode on), and the game is saved (Run). If the terminal is gone and
// the normal way hangs, the program is killed after a moment, which
// restores the terminal too.

// quitSignals are the signals that end the board.
var quitSignals = []os.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT}

type signalWatch struct {
	ch   chan os.Signal
	done chan struct{}
	mu   sync.Mutex
	got  os.Signal
}

func watchSignals(p *tea.Program) *signalWatch {
	w := &signalWatch{ch: make(chan os.Signal, 4), done: make(chan struct{})}
	signal.Notify(w.ch, append([]os.Signal{os.Interrupt}, quitSignals...)...)
	go func() {
		for {
			select {
			case <-w.done:
				return
			case s := <-w.ch:
				if s == os.Interrupt {
					p.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
					continue
				}
				w.mu.Lock()
				if w.got == nil {
					w.got = s
				}
				w.mu.Unlock()
				p.Quit()
				time.AfterFunc(2*time.Second, p.Kill)
			}
		}
	}()
	return w
}

// stop ends the watch and returns the signal that ended the board, if any.
func (w *signalWatch) stop() os.Signal {
	signal.Stop(w.ch)
	close(w.done)
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.got
}

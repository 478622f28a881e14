package tui

import (
	"context"
	"errors"
	"io"
	"os"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
)

// Result is how a board session ended.
type Result struct {
	Summary Summary
	Ended   bool        // the game reached its end (else the players quit)
	Game    *rules.Game // the game last played (a new one after an undo)
	// Signal is the signal that ended the board (SIGTERM, SIGHUP,
	// SIGQUIT), or nil.
	Signal os.Signal
	// SaveErr is why the game could not be saved, or nil.
	SaveErr error
	// Seed is the seed of the goldfish game last dealt (n
	// deals new ones); 0 on other boards.
	Seed uint64
}

// Run plays cfg.Game on the terminal (the alternate screen) until the game
// ends and the players quit, or they quit early. However it ends (q y,
// ctrl+c twice, SIGTERM, SIGHUP, SIGQUIT), cfg.Record is saved and the
// terminal put back.
func Run(ctx context.Context, cfg Config, in io.Reader, out io.Writer) (Result, error) {
	m := New(cfg)
	defer m.Cancel()
	opts := []tea.ProgramOption{tea.WithAltScreen(), tea.WithContext(ctx), tea.WithoutSignalHandler()}
	if in != nil {
		opts = append(opts, tea.WithInput(in))
	}
	if out != nil {
		opts = append(opts, tea.WithOutput(out))
	}
	opts, susp := withSuspend(opts) // ctrl+z (suspend.go)
	p := tea.NewProgram(m, opts...)
	sw := watchSignals(p)
	susp.start(p)
	_, err := p.Run()
	susp.stop()
	sig := sw.stop()
	m.Cancel()
	var saveErr error
	if rec := m.Record(); rec != nil && cfg.Record != nil {
		saveErr = rec.Save()
	}
	if sig != nil && errors.Is(err, tea.ErrProgramKilled) {
		err = nil // killed after a signal, on purpose
	}
	if err != nil {
		return Result{Game: m.Game(), Signal: sig, SaveErr: saveErr, Seed: m.Seed()}, err
	}
	s, err, ok := m.Done()
	return Result{Summary: s, Ended: ok, Game: m.Game(), Signal: sig, SaveErr: saveErr, Seed: m.Seed()}, err
}

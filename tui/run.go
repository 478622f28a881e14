package tui

import (
	"context"
	"io"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
)

// Result is how a board session ended.
type Result struct {
	Summary Summary
	Ended   bool        // the game reached its end (else the players quit)
	Game    *rules.Game // the game last played (a new one after an undo)
}

// Run plays cfg.Game on the terminal (the alternate screen) until the game
// ends and the players quit, or they quit early.
func Run(ctx context.Context, cfg Config, in io.Reader, out io.Writer) (Result, error) {
	m := New(cfg)
	defer m.Cancel()
	opts := []tea.ProgramOption{tea.WithAltScreen(), tea.WithContext(ctx)}
	if in != nil {
		opts = append(opts, tea.WithInput(in))
	}
	if out != nil {
		opts = append(opts, tea.WithOutput(out))
	}
	if _, err := tea.NewProgram(m, opts...).Run(); err != nil {
		return Result{Game: m.Game()}, err
	}
	s, err, ok := m.Done()
	return Result{Summary: s, Ended: ok, Game: m.Game()}, err
}

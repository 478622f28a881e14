package tui

import (
	"context"
	"io"

	tea "github.com/charmbracelet/bubbletea"
)

// Run plays cfg.Game on the terminal (the alternate screen) until the game
// ends and the players quit, or they quit early. It returns the game's
// summary when the game ended.
func Run(ctx context.Context, cfg Config, in io.Reader, out io.Writer) (Summary, bool, error) {
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
		return Summary{}, false, err
	}
	s, err, ok := m.Done()
	if ok && err != nil {
		return s, ok, err
	}
	return s, ok, nil
}

//go:build !unix

package tui

import tea "github.com/charmbracelet/bubbletea"

// stopWatch: no SIGTSTP to watch where there is no job control.
type stopWatch struct{}

func watchStop(*tea.Program) *stopWatch { return nil }
func (w *stopWatch) suspending(bool)    {}
func (w *stopWatch) stop()              {}

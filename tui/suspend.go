package tui

import tea "github.com/charmbracelet/bubbletea"

// Suspending (ctrl+z, and `fg` to come back). The board holds the terminal
// in raw mode, where ctrl+z is a key, not the signal a shell stops a job
// with: every program of the board turns that key into Bubble Tea's
// suspend, which puts the terminal back (main screen, echo and line mode),
// stops the process the way the shell expects (SIGTSTP to its group), and
// once the shell continues it (SIGCONT) takes the terminal again — raw
// mode, the alternate screen — and redraws. A SIGTSTP sent from outside
// does the same (suspend_unix.go).

// suspender turns ctrl+z, and a SIGTSTP from outside, into a suspend.
type suspender struct {
	w *stopWatch // nil where there is no job control
}

// withSuspend adds the suspender to a program's options; start it once
// the program exists, and stop it when the program has ended.
func withSuspend(opts []tea.ProgramOption) ([]tea.ProgramOption, *suspender) {
	s := &suspender{}
	return append(opts, tea.WithFilter(s.filter)), s
}

// filter turns the ctrl+z key into tea.SuspendMsg before any model sees
// it, whatever screen is open (suspending answers nothing and shows
// nothing), and tells the watch of SIGTSTP when the program suspends and
// resumes.
func (s *suspender) filter(_ tea.Model, msg tea.Msg) tea.Msg {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		if msg.Type == tea.KeyCtrlZ {
			s.w.suspending(true)
			return tea.SuspendMsg{}
		}
	case tea.SuspendMsg:
		s.w.suspending(true)
	case tea.ResumeMsg:
		s.w.suspending(false)
	}
	return msg
}

// start watches SIGTSTP for p.
func (s *suspender) start(p *tea.Program) { s.w = watchStop(p) }

// stop ends the watch.
func (s *suspender) stop() { s.w.stop() }

package tui

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/rathe-tcg/rathe/tui/board"
)

// The board is drawn after every key, and most keys (a cursor move, a
// card's text opened, the log scrolled) leave the table and the log as
// they were: the last table and log drawn are kept and drawn again while
// what they are drawn from is the same.

// drawn is the last table drawn: the question's snapshot (which the board
// never changes once taken) at a size.
type drawn struct {
	snap  *board.Snapshot
	w, h  int
	leave int
	color bool
	s     string
}

// table is the snapshot's table at w×h, cut to it, leaving leave empty
// lines for the end of the log (board.RenderLeaving).
func (m *Model) table(w, h, leave int) string {
	t := &m.drawnTable
	if t.snap == nil || t.snap != m.snap || t.w != w || t.h != h || t.leave != leave || t.color != m.st.Color {
		*t = drawn{snap: m.snap, w: w, h: h, leave: leave, color: m.st.Color, s: clip(board.RenderLeaving(m.snap, w, h, m.st, leave), w, h)}
	}
	return t.s
}

// logDrawn is the last view of the log's viewport: its content (logGen
// counts the times syncLog set it), where it was scrolled to, and its size.
type logDrawn struct {
	gen, y, w, h int
	ok           bool
	s            string
}

// logView is the log viewport's View.
func (m *Model) logView() string {
	l := &m.drawnLog
	if !l.ok || l.gen != m.logGen || l.y != m.logv.YOffset || l.w != m.logv.Width || l.h != m.logv.Height {
		*l = logDrawn{gen: m.logGen, y: m.logv.YOffset, w: m.logv.Width, h: m.logv.Height, ok: true, s: m.logv.View()}
	}
	return l.s
}

// helpLines are the help lines drawn, by the width and the keys they were
// fitted to (each key's help, and whether ? is on). Fitting a line renders
// it again for each key it tries, which at 80 columns was a good part of a
// frame; a board goes back and forth between a few sets of keys (the
// question, an overlay open), far fewer than the frames it draws.
type helpLines map[string]string

// helpLinesKept is how many lines helpLines keeps before it starts again.
const helpLinesKept = 64

// drawnHelpLine is fit(w, on), fitted only for a width and keys not met
// before.
func (m *Model) drawnHelpLine(w int, on []key.Binding, fit func(int, []key.Binding) string) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(w))
	if hk := m.keys.Help; hk.Enabled() {
		b.WriteString("\x00" + hk.Help().Key + "\x01" + hk.Help().Desc)
	}
	for _, k := range on {
		h := k.Help()
		b.WriteString("\x00")
		b.WriteString(h.Key)
		b.WriteString("\x01")
		b.WriteString(h.Desc)
	}
	of := b.String()
	if s, ok := m.drawnHelp[of]; ok {
		return s
	}
	if m.drawnHelp == nil || len(m.drawnHelp) >= helpLinesKept {
		m.drawnHelp = helpLines{}
	}
	s := fit(w, on)
	m.drawnHelp[of] = s
	return s
}

package cli

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"
	xansi "github.com/charmbracelet/x/ansi"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/goldchart"
	"github.com/rathe-tcg/rathe/tui/text"
)

// progressLine is the progress bar of goldfish --auto on a terminal: the
// bar, then the deck, the games done of all and the time left at the rate
// so far, redrawn in place on one line of the terminal's width.
type progressLine struct {
	out   io.Writer
	w     text.Words
	bar   *goldchart.Progress
	deck  string
	total int
	start time.Time
	width int // the terminal's columns
	drawn int // the widest line drawn, blanked when done
	now   func() time.Time
}

func newProgressLine(out io.Writer, w text.Words, deck string, total int, color bool) *progressLine {
	width := termWidth(out)
	return &progressLine{out: out, w: w, bar: goldchart.NewProgress(min(40, max(10, width/2-4)), color),
		deck: rules.Printable(deck), total: total, start: time.Now(), width: width, now: time.Now}
}

// line is the line at done games of total: the bar, and its label.
func (p *progressLine) line(done int) string {
	label := p.w.Say("goldfish.progress", p.deck, done, p.total)
	if done > 0 && done < p.total {
		el := p.now().Sub(p.start)
		left := time.Duration(float64(el) / float64(done) * float64(p.total-done))
		label += p.w.Say("goldfish.progress-left", p.duration(left))
	}
	l := p.bar.Line(done, p.total) + "  " + label
	if w := lipgloss.Width(l); w > p.width-1 {
		// A narrow terminal: the label alone, cut to fit.
		l = xansi.Truncate(label, max(1, p.width-1), "…")
	}
	return l
}

// duration says a time left in seconds, or minutes and seconds past two
// minutes.
func (p *progressLine) duration(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	if s < 120 {
		return p.w.Say("goldfish.secs", s)
	}
	return p.w.Say("goldfish.mins", s/60, s%60)
}

// draw redraws the line at done games.
func (p *progressLine) draw(done int) {
	l := p.line(done)
	w := lipgloss.Width(l)
	pad := ""
	if w < p.drawn {
		pad = strings.Repeat(" ", p.drawn-w) // what the last line had past this one
	}
	p.drawn = max(p.drawn, w)
	fmt.Fprint(p.out, "\r"+l+pad)
}

// clear blanks the line, for what is printed next.
func (p *progressLine) clear() {
	fmt.Fprint(p.out, "\r"+strings.Repeat(" ", p.drawn)+"\r")
}

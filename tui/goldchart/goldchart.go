// Package goldchart draws the charts of `rathe goldfish --auto` for a
// terminal: the histogram of the turns the goldfish died on, with
// ntcharts' bar chart (Bubble Tea v1), and the progress of the runs, with
// bubbles' progress bar. The words (labels) come from the caller, which
// takes them from tui/text (text.Words.GoldfishLine says a best line).
package goldchart

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/NimbleMarkets/ntcharts/barchart"
	"github.com/charmbracelet/bubbles/progress"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// Bin is one bar of a histogram: its label and its count.
type Bin struct {
	Label string
	Count int
}

// Histogram draws bins as horizontal bars, one line each: the label, the
// bar (the longest fills what width leaves) and the count. Without color
// the bars are plain block characters.
func Histogram(bins []Bin, width int, color bool) string {
	if len(bins) == 0 {
		return ""
	}
	labelW, countW := 0, 0
	for _, b := range bins {
		labelW = max(labelW, lipgloss.Width(b.Label))
		countW = max(countW, len(strconv.Itoa(b.Count)))
	}
	barW := width - labelW - countW - 2
	if barW < 4 {
		barW = 4
	}
	r := lipgloss.NewRenderer(nil)
	if color {
		r.SetColorProfile(termenv.ANSI256)
	} else {
		r.SetColorProfile(termenv.Ascii)
	}
	bar := r.NewStyle().Foreground(lipgloss.Color("39"))
	data := make([]barchart.BarData, len(bins))
	for i, b := range bins {
		data[i] = barchart.BarData{Label: b.Label, Values: []barchart.BarValue{{Name: b.Label, Value: float64(b.Count), Style: bar}}}
	}
	m := barchart.New(barW, len(bins), barchart.WithHorizontalBars(), barchart.WithNoAxis(), barchart.WithBarGap(0),
		barchart.WithBarWidth(1), barchart.WithStyles(r.NewStyle(), r.NewStyle()), barchart.WithDataSet(data))
	m.Draw()
	lines := strings.Split(m.View(), "\n")
	var out strings.Builder
	for i, b := range bins {
		line := ""
		if i < len(lines) {
			line = strings.TrimRight(lines[i], " ")
		}
		pad := labelW - lipgloss.Width(b.Label)
		fmt.Fprintf(&out, "%s%s %s %d", b.Label, strings.Repeat(" ", pad), line, b.Count)
		if i < len(bins)-1 {
			out.WriteByte('\n')
		}
	}
	return out.String()
}

// Progress draws how far the runs are, as one line to redraw in place.
type Progress struct {
	m progress.Model
}

// NewProgress is a progress bar width columns wide.
func NewProgress(width int, color bool) *Progress {
	opts := []progress.Option{progress.WithWidth(width)}
	if color {
		opts = append(opts, progress.WithDefaultGradient())
	} else {
		opts = append(opts, progress.WithSolidFill(""), progress.WithColorProfile(termenv.Ascii))
	}
	return &Progress{m: progress.New(opts...)}
}

// Line is the bar at done out of total.
func (p *Progress) Line(done, total int) string {
	if total <= 0 {
		return p.m.ViewAs(0)
	}
	return p.m.ViewAs(float64(done) / float64(total))
}

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
	labels, values, ends := make([]string, len(bins)), make([]float64, len(bins)), make([]string, len(bins))
	for i, b := range bins {
		labels[i], values[i], ends[i] = b.Label, float64(b.Count), strconv.Itoa(b.Count)
	}
	return bars(labels, values, ends, 0, width, color)
}

// Point is one point of a curve of fractions: its label and its value,
// from 0 to 1.
type Point struct {
	Label    string
	Fraction float64
}

// Curve draws a curve of fractions (a cumulative share of games, say) as
// horizontal bars against a full bar of 1, one line each: the label, the
// bar and the percentage.
func Curve(points []Point, width int, color bool) string {
	labels, values, ends := make([]string, len(points)), make([]float64, len(points)), make([]string, len(points))
	for i, p := range points {
		labels[i], values[i], ends[i] = p.Label, p.Fraction, fmt.Sprintf("%.1f%%", 100*p.Fraction)
	}
	return bars(labels, values, ends, 1, width, color)
}

// bars draws the bars of values, labelled, each followed by its end
// text; the longest bar fills what width leaves, or, with a top above 0,
// a bar of top does.
func bars(labels []string, values []float64, ends []string, top float64, width int, color bool) string {
	if len(labels) == 0 {
		return ""
	}
	labelW, endW := 0, 0
	for i := range labels {
		labelW = max(labelW, lipgloss.Width(labels[i]))
		endW = max(endW, lipgloss.Width(ends[i]))
	}
	barW := width - labelW - endW - 2
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
	data := make([]barchart.BarData, len(labels))
	for i, l := range labels {
		data[i] = barchart.BarData{Label: l, Values: []barchart.BarValue{{Name: l, Value: values[i], Style: bar}}}
	}
	opts := []barchart.Option{barchart.WithHorizontalBars(), barchart.WithNoAxis(), barchart.WithBarGap(0),
		barchart.WithBarWidth(1), barchart.WithStyles(r.NewStyle(), r.NewStyle())}
	if top > 0 {
		opts = append(opts, barchart.WithMaxValue(top), barchart.WithNoAutoMaxValue())
	}
	m := barchart.New(barW, len(labels), append(opts, barchart.WithDataSet(data))...)
	m.Draw()
	lines := strings.Split(m.View(), "\n")
	var out strings.Builder
	for i, l := range labels {
		line := ""
		if i < len(lines) {
			line = strings.TrimRight(lines[i], " ")
		}
		pad := labelW - lipgloss.Width(l)
		fmt.Fprintf(&out, "%s%s %s %s", l, strings.Repeat(" ", pad), line, ends[i])
		if i < len(labels)-1 {
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

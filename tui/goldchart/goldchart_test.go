package goldchart

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// The histogram has a line a bin, its label first, and a longer bar for a
// bigger count; no line is wider than asked.
func TestHistogramBarsGrowWithTheCount(t *testing.T) {
	out := Histogram([]Bin{{"T3", 10}, {"T4", 40}, {"T5", 20}}, 40, false)
	lines := strings.Split(out, "\n")
	if len(lines) != 3 {
		t.Fatalf("%d lines, want 3:\n%s", len(lines), out)
	}
	bars := make([]int, 3)
	for i, l := range lines {
		if !strings.Contains(l, []string{"T3", "T4", "T5"}[i]) {
			t.Errorf("line %d %q lacks its label", i, l)
		}
		if w := utf8.RuneCountInString(l); w > 40 {
			t.Errorf("line %d is %d wide, want at most 40", i, w)
		}
		bars[i] = strings.Count(l, "█")
	}
	if !(bars[1] > bars[2] && bars[2] > bars[0] && bars[0] > 0) {
		t.Errorf("bar lengths %v, want T4 > T5 > T3 > 0:\n%s", bars, out)
	}
	t.Logf("\n%s", out)
}

// A curve of fractions is drawn against a whole bar of 1: a half fills
// half of what a whole would, and each line ends with its percentage.
func TestCurveAgainstAWhole(t *testing.T) {
	out := Curve([]Point{{"T1", 0}, {"T2", 0.5}, {"T3", 1}}, 40, false)
	lines := strings.Split(out, "\n")
	if len(lines) != 3 {
		t.Fatalf("%d lines, want 3:\n%s", len(lines), out)
	}
	var bars []int
	for i, want := range []string{"0.0%", "50.0%", "100.0%"} {
		if !strings.HasSuffix(lines[i], want) {
			t.Errorf("line %d %q does not end with %s", i, lines[i], want)
		}
		if w := utf8.RuneCountInString(lines[i]); w > 40 {
			t.Errorf("line %d is %d wide, want at most 40", i, w)
		}
		bars = append(bars, strings.Count(lines[i], "█"))
	}
	if bars[0] != 0 || bars[2] < 30 || bars[1] < bars[2]/2-1 || bars[1] > bars[2]/2+1 {
		t.Errorf("bars %v, want 0, half the whole, the whole:\n%s", bars, out)
	}
	// Against a whole of 1, not against the longest: 0.2 stays short.
	short := Curve([]Point{{"T1", 0.2}}, 40, false)
	if n := strings.Count(short, "█"); n > 8 {
		t.Errorf("0.2 drawn %d long: %q", n, short)
	}
	t.Logf("\n%s", out)
}

// The progress bar is as wide as asked and full at the end.
func TestProgressLine(t *testing.T) {
	p := NewProgress(30, false)
	half, full := p.Line(5, 10), p.Line(10, 10)
	if !strings.Contains(half, "50%") || !strings.Contains(full, "100%") {
		t.Errorf("half %q, full %q", half, full)
	}
	if w := utf8.RuneCountInString(full); w != 30 {
		t.Errorf("width %d, want 30: %q", w, full)
	}
}

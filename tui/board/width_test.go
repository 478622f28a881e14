package board

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
)

// widthCases are lines like the board's, and the odd ones a file or a
// terminal may bring: escapes other than SGR, controls, broken UTF-8,
// combining marks, emoji with joiners and variation selectors, flags,
// Hangul jamo, double-width text.
var widthCases = []string{
	"", " ", "a", "turn 3 · Rhinar · action phase", "\x1b[1mturn 3\x1b[0m · Rhinar",
	"\x1b[38;5;203mWrecking Ball (red)\x1b[0m  6p  → Dorinthea",
	"╭ \x1b[1mRhinar\x1b[0m ───────╮", "│ x │\n│ longer line │", "a\nbb\nccc\n",
	"1\x1b[1;38;5;214m▶\x1b[0m Bare Fangs", "…", "—", "→", "×", "›", "·",
	"ターン 3 · リナー", "ログ", "面ab面", "e\u0301", "\u0301x", "a\u200db", "👍", "👍🏽", "👨\u200d👩\u200d👧",
	"☺\ufe0f", "▶\ufe0f", "🇯🇵", "🇯🇵🇫🇷", "\u1100\u1161\u11a8", "한국어", "\u0600a", "\u0915\u094d\u0937",
	"tab\there", "cr\r\nlf", "\x1b]0;title\x07text", "\x1b[?25lx", "\x1b[1;2 qx", "\x1bPq\x1b\\x", "\x1b7x\x1b8",
	"\x18x", "\x1ax", "\x7f", "\x00a", "\xff", "\xc3", "a\xe3\x82", "\xc2\x85", "\xc2\x9bx", "\u00a0", "\u3000",
	"\x1b[", "\x1b", "x\x1b[38;5;", "\x1b[38;5;203m\n\x1b[0m", "\x1b[3\n8m", "\u2028", "e\u0301\u0301",
	"\x1b[1m面\x1b[0m\u0301",
	"\u0601\xec0\n", // a prepended mark joined to a byte that is not UTF-8 (found by FuzzWidth)
}

// TestWidthIsLipglossWidth: Width gives lipgloss.Width's figure, on the
// cases above, on each of their pairs, and on random strings made of their
// pieces.
func TestWidthIsLipglossWidth(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if got, want := Width(s), lipgloss.Width(s); got != want {
			t.Fatalf("Width(%q) = %d, lipgloss.Width %d", s, got, want)
		}
	}
	for _, a := range widthCases {
		check(a)
		for _, b := range widthCases {
			check(a + b)
		}
	}
	var pieces []string
	for _, c := range widthCases {
		for _, r := range c {
			pieces = append(pieces, string(r))
		}
		pieces = append(pieces, c)
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		var b strings.Builder
		for range rnd.IntN(12) {
			b.WriteString(pieces[rnd.IntN(len(pieces))])
		}
		check(b.String())
	}
}

// FuzzWidth: Width is lipgloss.Width on any string.
func FuzzWidth(f *testing.F) {
	for _, c := range widthCases {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Width(s), lipgloss.Width(s); got != want {
			t.Fatalf("Width(%q) = %d, lipgloss.Width %d", s, got, want)
		}
	})
}

// TestPaintIsRender: each of the board's styles, colour on and off, wraps
// a line as lipgloss renders it, and leaves the rest to lipgloss.
func TestPaintIsRender(t *testing.T) {
	for _, color := range []bool{true, false} {
		st := NewStyles(color)
		if st.p == nil {
			t.Fatal("NewStyles made no paints")
		}
		ps := []*paint{&st.p.title, &st.p.dim, &st.p.deciding, &st.p.border, &st.p.active, &st.p.hit,
			&st.p.plain, &st.p.red, &st.p.yellow, &st.p.blue, &st.p.lifeHigh, &st.p.lifeMid, &st.p.lifeLow}
		for i, p := range ps {
			if !p.ok {
				t.Errorf("colour %v: paint %d is not ready: every line goes through lipgloss", color, i)
			}
			for _, s := range widthCases {
				if got, want := p.on(s), p.style.Render(s); got != want {
					t.Errorf("colour %v, paint %d on %q: %q, Render gives %q", color, i, s, got, want)
				}
			}
		}
	}
	// A Styles not made by NewStyles renders with its styles.
	var zero Styles
	if got := zero.dim("x"); got != zero.Dim.Render("x") {
		t.Errorf("zero Styles: %q", got)
	}
}

// TestJoinTopIsJoinHorizontal: JoinTop is lipgloss's JoinHorizontal at the
// top, blocks of unequal widths and heights, styled and not.
func TestJoinTopIsJoinHorizontal(t *testing.T) {
	blocks := []string{"", "a", "a\nbbb\ncc", "\x1b[1mbold\x1b[0m\n面面\n\n", "╭──╮\n│x │\n╰──╯", "x\n", "e\u0301\n👍🏽 z"}
	check := func(bs ...string) {
		t.Helper()
		if got, want := JoinTop(bs...), lipgloss.JoinHorizontal(lipgloss.Top, bs...); got != want {
			t.Fatalf("JoinTop(%q) = %q, JoinHorizontal %q", bs, got, want)
		}
	}
	check()
	for _, a := range blocks {
		check(a)
		for _, b := range blocks {
			check(a, b)
			for _, c := range blocks {
				check(a, b, c)
			}
		}
	}
}

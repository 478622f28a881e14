package board

import (
	"strings"
	"sync/atomic"
	"unicode/utf8"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// Width is lipgloss.Width, the cells of the widest line of s, measured the
// same way (escape sequences take no cell, a grapheme cluster the cells
// ansi gives it) but faster on the board's own lines: printable ASCII is
// counted a byte a cell, SGR-like CSI sequences are skipped, and a rune
// that is a grapheme cluster of its own has its width looked up once. Any
// other byte or sequence is measured by ansi itself, so the figure is
// always lipgloss's (TestWidthIsLipglossWidth).
//
// Measuring text is most of what a frame costs (BenchmarkView: the
// board's frame at 160×48 in colour, within 500 µs).
func Width(s string) int {
	widest, w := 0, 0
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c >= 0x20 && c < 0x7f:
			w++
			i++
		case c == '\n':
			widest = max(widest, w)
			w = 0
			i++
		case c == 0x1b:
			// ESC [ params final: no cell. Anything else (other
			// escapes, intermediates, a control or a line break inside)
			// is left to lipgloss.
			j := i + 1
			if j >= len(s) || s[j] != '[' {
				return lipgloss.Width(s)
			}
			j++
			for j < len(s) && s[j] >= 0x30 && s[j] <= 0x3f {
				j++
			}
			if j >= len(s) || s[j] < 0x40 || s[j] > 0x7e {
				return lipgloss.Width(s)
			}
			i = j + 1
		case c < 0x80:
			// Other C0 controls and DEL are executed, taking no cell;
			// but CAN and SUB and the like are rare enough to leave to
			// lipgloss.
			return lipgloss.Width(s)
		default:
			n, size, ok := clusterAt(s, i)
			if !ok {
				return lipgloss.Width(s)
			}
			w += n
			i += size
		}
	}
	return max(widest, w)
}

// clusterAt measures the grapheme clusters starting at the non-ASCII byte
// s[i], as ansi's string width does (the first grapheme cluster of s[i:],
// then the next): a run of runes that are clusters of their own is taken
// at once, each decoded once. It returns their cells and their length in
// bytes; ok is false on bytes that are not UTF-8 (ansi's parser treats some
// as controls).
func clusterAt(s string, i int) (cells, size int, ok bool) {
	start := i
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n <= 1 {
		return 0, 0, false
	}
	for {
		info := runeInfo(r)
		if !info.alone {
			break
		}
		// A rune that neither joins what follows nor is joined by it
		// is a cluster of its own when the next rune is ASCII, or is
		// itself such a rune (see runeInfo).
		j := i + n
		if j >= len(s) || s[j] < 0x80 {
			return cells + info.cells, j - start, true
		}
		r2, n2 := utf8.DecodeRuneInString(s[j:])
		if r2 == utf8.RuneError && n2 <= 1 || !runeInfo(r2).alone {
			break
		}
		cells += info.cells
		i, r, n = j, r2, n2
	}
	if i > start {
		// The runs so far are counted; the rune at i is measured by
		// ansi on the next call.
		return cells, i - start, true
	}
	cluster, w := ansi.FirstGraphemeCluster(s[i:], ansi.GraphemeWidth)
	if len(cluster) == 0 || !utf8.ValidString(cluster) {
		// A cluster that holds a byte that is not UTF-8 (a prepended
		// mark joins whatever follows it) is one that ansi's parser,
		// which lipgloss measures with, reads otherwise.
		return 0, 0, false
	}
	return w, len(cluster), true
}

type runeFacts struct {
	cells int
	// alone: the rune is not joined to a rune before it (extend, ZWJ,
	// spacing mark), does not join what follows (prepend), and is neither
	// a regional indicator nor a Hangul jamo or syllable (the pair rules
	// of grapheme clusters). Two such runes side by side, or one before
	// ASCII, are always two clusters.
	alone bool
}

// runes caches runeFacts for the basic multilingual plane: 0 unknown, else
// cells+1, with bit 8 for alone. Filled as runes are met; racing writers
// store the same value.
var runes [0x10000]atomic.Uint32

func runeInfo(r rune) runeFacts {
	if r >= 0x10000 || r < 0 {
		return runeFacts{}
	}
	v := runes[r].Load()
	if v == 0 {
		f := measureRune(r)
		v = uint32(f.cells + 1)
		if f.alone {
			v |= 1 << 8
		}
		runes[r].Store(v)
	}
	return runeFacts{cells: int(v&0xff) - 1, alone: v&(1<<8) != 0}
}

func measureRune(r rune) runeFacts {
	s := string(r)
	cluster, cells := ansi.FirstGraphemeCluster(s, ansi.GraphemeWidth)
	f := runeFacts{cells: cells}
	if cluster != s || cells < 0 || cells > 0xfe {
		return runeFacts{}
	}
	hangul := (r >= 0x1100 && r <= 0x11ff) || (r >= 0xa960 && r <= 0xa97f) || (r >= 0xac00 && r <= 0xd7ff)
	if hangul {
		return f
	}
	// Probe the segmentation itself rather than trust a table of ours:
	// r followed by a letter, and a letter followed by r.
	after, _ := ansi.FirstGraphemeCluster(s+"a", ansi.GraphemeWidth)
	before, _ := ansi.FirstGraphemeCluster("a"+s, ansi.GraphemeWidth)
	f.alone = after == s && before == "a"
	return f
}

// JoinTop is lipgloss.JoinHorizontal(lipgloss.Top, blocks...), measured
// with Width: the blocks side by side, each line of a block padded with
// spaces to the block's widest, the shorter blocks given empty lines at the
// bottom (TestJoinTopIsJoinHorizontal).
func JoinTop(blocks ...string) string {
	switch len(blocks) {
	case 0:
		return ""
	case 1:
		return blocks[0]
	}
	lines := make([][]string, len(blocks))
	widths := make([]int, len(blocks))
	height, size := 0, 0
	for i, b := range blocks {
		lines[i] = strings.Split(b, "\n")
		for _, l := range lines[i] {
			widths[i] = max(widths[i], Width(l))
		}
		height = max(height, len(lines[i]))
		size += len(b)
	}
	var out strings.Builder
	out.Grow(size + height*(len(blocks)+8))
	for row := range height {
		for i := range blocks {
			l := ""
			if row < len(lines[i]) {
				l = lines[i][row]
			}
			out.WriteString(l)
			for n := widths[i] - Width(l); n > 0; n-- {
				out.WriteByte(' ')
			}
		}
		if row < height-1 {
			out.WriteByte('\n')
		}
	}
	return out.String()
}

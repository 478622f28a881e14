package cli

import (
	"bytes"
	"io"
	"strings"

	xansi "github.com/charmbracelet/x/ansi"
)

// table lines up tab-separated cells in columns as text/tabwriter does,
// but measured in terminal cells, not runes: a Japanese heading or value
// ("名前", "ブリッツ") is two cells a character, and tabwriter's columns
// slid under it. Cells are left-aligned, gap spaces apart; the last cell
// of a line is not padded. Flush writes what was written.
type table struct {
	out io.Writer
	gap int
	buf bytes.Buffer
}

func newTable(out io.Writer, gap int) *table { return &table{out: out, gap: gap} }

func (t *table) Write(p []byte) (int, error) { return t.buf.Write(p) }

// Flush writes the lines written, their columns aligned.
func (t *table) Flush() error {
	s := t.buf.String()
	t.buf.Reset()
	end := strings.HasSuffix(s, "\n")
	s = strings.TrimSuffix(s, "\n")
	var rows [][]string
	var widths []int
	for _, line := range strings.Split(s, "\n") {
		cells := strings.Split(line, "\t")
		for i, c := range cells[:len(cells)-1] {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], xansi.StringWidth(c))
		}
		rows = append(rows, cells)
	}
	var b strings.Builder
	for i, cells := range rows {
		if i > 0 {
			b.WriteByte('\n')
		}
		for j, c := range cells {
			b.WriteString(c)
			if j < len(cells)-1 {
				b.WriteString(strings.Repeat(" ", widths[j]-xansi.StringWidth(c)+t.gap))
			}
		}
	}
	if end {
		b.WriteByte('\n')
	}
	_, err := io.WriteString(t.out, b.String())
	return err
}

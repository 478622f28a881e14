package cli

import (
	"fmt"
	"io"
	"strings"

	xansi "github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/rulebook"
)

// printUnder prints s after head, wrapped to width cells and going on
// under its own start: English at spaces, Japanese between any two
// characters but never before its closing marks (rulebook.Wrap), a word
// longer than the line broken at the width. The one wrap of the commands'
// prose: a best line's step under its text, not under its number (where
// the terminal wrapped it to the first column, mid-word), and a rules
// entry under its indent (head "  ", width rulesWidthFor).
func printUnder(out io.Writer, head, s string, width int) {
	hw := xansi.StringWidth(head)
	limit := max(10, width-hw)
	pad := strings.Repeat(" ", hw)
	for i, l := range rulebook.Wrap(s, limit) {
		for j, part := range strings.Split(xansi.Hardwrap(l, limit, true), "\n") {
			if i == 0 && j == 0 {
				fmt.Fprintln(out, head+part)
				continue
			}
			fmt.Fprintln(out, pad+part)
		}
	}
}

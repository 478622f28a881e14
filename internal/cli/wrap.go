package cli

import (
	"fmt"
	"io"
	"strings"

	xansi "github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/rulebook"
)

// printUnder prints s after head, wrapped to width cells and going on
// under its own start (wrapUnder). The one wrap of the commands' prose: a
// best line's step under its text, not under its number (where the
// terminal wrapped it to the first column, mid-word), a rules entry under
// its indent (head "  ", width rulesWidthFor), a card's text, and the
// help's lines (wrapHelp).
func printUnder(out io.Writer, head, s string, width int) {
	for _, l := range wrapUnder(head, s, width) {
		fmt.Fprintln(out, l)
	}
}

// wrapUnder is s after head, wrapped to width cells, the lines after the
// first under s's start: English at spaces, Japanese between any two
// characters but never before its closing marks and never inside a Latin
// word ("--auto") (rulebook.Wrap), a word longer than the line broken at
// the width.
func wrapUnder(head, s string, width int) []string {
	hw := xansi.StringWidth(head)
	limit := max(10, width-hw)
	pad := strings.Repeat(" ", hw)
	var out []string
	for i, l := range rulebook.Wrap(s, limit) {
		for j, part := range strings.Split(xansi.Hardwrap(l, limit, true), "\n") {
			if i == 0 && j == 0 {
				out = append(out, head+part)
				continue
			}
			out = append(out, pad+part)
		}
	}
	return out
}

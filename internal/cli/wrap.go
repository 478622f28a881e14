package cli

import (
	"fmt"
	"io"
	"strings"

	xansi "github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/rulebook"
)

// shellArg is s as a shell reads it back in a command the output suggests
// ("rathe scenario run %s"): as it is when every character is one no shell
// treats specially, else in single quotes, so a path with a space
// ("my deck.txt") pastes back as one argument. Control characters are
// '?' first (rules.Printable): such a path is shown, not run.
func shellArg(s string) string {
	s = rules.Printable(s)
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return r < 0x80 && !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./:@%+=,", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// printUnder prints s after head, wrapped to width cells and going on
// under its own start (wrapUnder). The one wrap of the commands' prose: a
// best line's step under its text, not under its number (where the
// terminal wrapped it to the first column, mid-word), a rules entry under
// its indent (head "  ", width rulesWidthFor), a card's text, and the
// help's lines (wrapHelp); width 0 (a file, a pipe) wraps nothing.
func printUnder(out io.Writer, head, s string, width int) {
	for _, l := range wrapUnder(head, s, width) {
		fmt.Fprintln(out, l)
	}
}

// wrapUnder is s after head, wrapped to width cells, the lines after the
// first under s's start (wrapHanging, pad as wide as head).
func wrapUnder(head, s string, width int) []string {
	return wrapHanging(head, strings.Repeat(" ", xansi.StringWidth(head)), s, width)
}

// wrapHanging is s after head, wrapped to width cells less the wider of
// head and pad, the lines after the first after pad: English at spaces,
// Japanese between any two characters but never before its closing marks
// and never inside a Latin word ("--auto") (rulebook.Wrap), a word longer
// than the line broken at the width. width 0 (not a terminal) leaves s on
// one line after head.
func wrapHanging(head, pad, s string, width int) []string {
	if width <= 0 {
		return []string{head + s}
	}
	limit := max(10, width-max(xansi.StringWidth(head), xansi.StringWidth(pad)))
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

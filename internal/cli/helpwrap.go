package cli

import (
	"os"
	"strings"

	xansi "github.com/charmbracelet/x/ansi"
	"github.com/spf13/cobra"
)

func init() {
	// The help's commands and flags, wrapped to the terminal it is read
	// in (usage template: cli.usage-template).
	cobra.AddTemplateFunc("wrapHelp", func(s string) string { return wrapHelp(s, helpWidth()) })
}

// helpTemplate is cobra's help template with the command's long text
// wrapped to the terminal as its commands and flags are (wrapHelp): a
// Japanese line of it wider than 80 cells ran past an 80-column terminal,
// which broke it mid-word.
const helpTemplate = `{{with (or .Long .Short)}}{{. | trimTrailingWhitespaces | wrapHelp}}

{{end}}{{if or .Runnable .HasSubCommands}}{{.UsageString}}{{end}}`

// helpWidth is the width of the terminal the help goes to, or 0 (no
// wrapping) when stdout is a file or a pipe (a variable: tests set a
// width; terminalWidth).
var helpWidth = func() int { return terminalWidth(os.Stdout) }

// wrapHelp wraps each line of s wider than width cells under its own
// description (wrapUnder): a line of the commands or flags ("  --bot
// string   the seat...") goes on at the column its description starts at
// (after the first run of two spaces past the name), any other line (the
// command's long text) under its indent; the terminal wrapped them back
// to the first column, under the names, and Japanese, which has no
// spaces, mid-word ("（--" / "auto）", "（BENC" / "HMARKS.md）"). width 0
// leaves s as it is.
func wrapHelp(s string, width int) string {
	if width <= 0 {
		return s
	}
	lines := strings.Split(s, "\n")
	var out []string
	for _, l := range lines {
		if xansi.StringWidth(l) <= width {
			out = append(out, l)
			continue
		}
		col := descColumn(l)
		if col <= 0 || col > width/2 {
			col = len(l) - len(strings.TrimLeft(l, " "))
		}
		out = append(out, wrapUnder(l[:col], l[col:], width)...)
	}
	return strings.Join(out, "\n")
}

// descColumn is the byte offset (the same as the cell: names and flags
// are ASCII) at which the description of a help line starts: past its
// indent, its name, and the first run of two or more spaces; -1 when
// there is none.
func descColumn(l string) int {
	i := len(l) - len(strings.TrimLeft(l, " "))
	for i < len(l) {
		if l[i] >= 0x80 {
			return -1 // a name in ASCII only
		}
		if strings.HasPrefix(l[i:], "  ") {
			j := i
			for j < len(l) && l[j] == ' ' {
				j++
			}
			return j
		}
		i++
	}
	return -1
}

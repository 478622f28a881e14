package cli

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/rulebook"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

// looksLikeNumber is a query meant as a rule number, known or not: "7",
// "7.3.2b", "12.1".
var looksLikeNumber = regexp.MustCompile(`^[0-9]+(\.[0-9]+)*[a-z]?$`)

// rulesWidth is the width `rathe rules` wraps its text to, or the
// terminal's when it is narrower (rulesWidthFor).
const rulesWidth = 78

// rulesWidthFor is the width the rules wrap to on out: rulesWidth, or a
// narrower terminal's width (a 60-column pane broke the text mid-word:
// "may hap" / "pen.").
func rulesWidthFor(out io.Writer) int {
	if w := terminalWidth(out); w > 0 && w < rulesWidth {
		return w
	}
	return rulesWidth
}

// rulesOptions are the inputs of `rathe rules`.
type rulesOptions struct {
	streams
	global *globalOptions
	query  string // the arguments, joined
}

// newRulesCmd is `rathe rules [TERM|NUMBER]`: the rules in our own words
// (tui/rulebook). No argument lists the sections; a number prints its
// entry (or its nearest parent's); words search titles, terms and text.
func newRulesCmd(g *globalOptions, runF func(*rulesOptions) error) *cobra.Command {
	o := &rulesOptions{global: g}
	return &cobra.Command{
		Use:   "rules [TERM|NUMBER]",
		Short: "cli.rules",
		Long:  "cli.rules-long",
		Args:  cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.query = streamsOf(cmd), strings.Join(args, " ")
			if runF != nil {
				return runF(o)
			}
			return runRules(o)
		},
	}
}

// runRules prints what the query asks for; an error is exit status 1.
func runRules(o *rulesOptions) error {
	lang, err := text.ParseLang(o.global.lang)
	if err != nil {
		return &exitError{2, err}
	}
	out, query := o.out, o.query
	width := rulesWidthFor(out)
	b := rulebook.For(lang)
	w := text.Words{Lang: lang}
	query = strings.TrimSpace(query)
	if query == "" {
		printSections(out, b, w, width)
		return nil
	}
	num := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(query, "CR "), "cr "))
	if looksLikeNumber.MatchString(num) {
		e, exact := b.Nearest(num)
		switch {
		case e == nil:
			return &exitError{1, errors.New(w.Say("rulebook.unknown-number", rules.Printable(num)))}
		case !exact:
			fmt.Fprintln(out, w.Say("rulebook.nearest", num, e.Number))
			fmt.Fprintln(out)
		case e.Number != num:
			fmt.Fprintln(out, w.Say("rulebook.covered-by", num, e.Number))
			fmt.Fprintln(out)
		}
		printEntry(out, b, w, e, width)
		return nil
	}
	one, all := b.Find(query)
	switch {
	case len(all) == 0:
		return &exitError{1, errors.New(w.Say("rulebook.no-match", rules.Printable(query)))}
	case one != nil:
		printEntry(out, b, w, one, width)
		var others []string
		for _, e := range all {
			if e != one {
				others = append(others, e.Number)
			}
		}
		if len(others) > 0 {
			fmt.Fprintln(out)
			printUnder(out, "", w.Say("rulebook.also", strings.Join(others, " ")), width)
		}
	default:
		fmt.Fprintln(out, w.Say("rulebook.matches", len(all), rules.Printable(query)))
		printList(out, all, "  ")
	}
	return nil
}

// printSections lists the chapters with their sections under them.
func printSections(out io.Writer, b *rulebook.Book, w text.Words, width int) {
	printUnder(out, "", w.Say("rulebook.sections"), width)
	for _, e := range b.Sections() {
		if !strings.Contains(e.Number, ".") {
			fmt.Fprintf(out, "\n%s %s\n", e.Number, e.Title)
			continue
		}
		printList(out, []*rulebook.Entry{e}, "  ")
	}
}

// printEntry prints an entry: its number and title, its text, what it
// covers, its terms and the rules it leads to.
func printEntry(out io.Writer, b *rulebook.Book, w text.Words, e *rulebook.Entry, width int) {
	fmt.Fprintln(out, w.Say("rulebook.title", e.Number, e.Title))
	printUnder(out, "  ", e.Text, width)
	if len(e.Covers) > 0 {
		printUnder(out, "  ", w.Say("rulebook.covers", strings.Join(e.Covers, ", ")), width)
	}
	if len(e.Terms) > 0 {
		printUnder(out, "  ", w.Say("rulebook.terms", strings.Join(e.Terms, ", ")), width)
	}
	if len(e.See) > 0 {
		fmt.Fprintln(out, "  "+strings.TrimSpace(w.Say("rulebook.see", "")))
		var see []*rulebook.Entry
		for _, n := range e.See {
			if s, _ := b.Nearest(n); s != nil {
				see = append(see, s)
			}
		}
		printList(out, see, "    ")
	}
}

// printList prints entries one a line: number and title.
func printList(out io.Writer, es []*rulebook.Entry, indent string) {
	for _, e := range es {
		fmt.Fprintf(out, "%s%-7s %s\n", indent, e.Number, e.Title)
	}
}

package main

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"text/tabwriter"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newDecksCmd) }

// newDecksCmd is `rathe decks list|show|check`.
func newDecksCmd(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "decks",
		Short: "deck lists: the embedded decks, a list written back, a list checked",
		Long: `decks reads deck lists as players export them: Fabrary's current export
(Name:, Hero:, Format: lines, "Arena cards" and "Deck cards" sections, "3x Name
(red)" lines), Fabrary's and FaBDB's older export (Class:, Hero:, Weapons:,
Equipment: lines, "(2) Name (red)" lines), and plain "2 Name (red)" lines with
the hero and the arena-cards as count-1 lines. A deck is an embedded name
(rathe decks list) or a file path.`,
	}
	cmd.AddCommand(&cobra.Command{
		Use:   "list",
		Short: "list the embedded decks",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDecksList(cmd.OutOrStdout())
		},
	})
	cmd.AddCommand(&cobra.Command{
		Use:   "show NAME|FILE",
		Short: "write a deck list back in the plain format, grouped",
		Args:  usageArgs(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDecksShow(cmd.OutOrStdout(), cmd.ErrOrStderr(), args[0])
		},
	})
	var format string
	check := &cobra.Command{
		Use:   "check FILE...",
		Short: "check deck lists against a format's deck-building rules",
		Long: `check reads each deck (a file or an embedded name) and applies the rules
of its format: the one given with --format, else the one the file declares
(Format:), else Blitz for a young hero and Classic Constructed for an adult.
Every problem of a file is printed at once as FILE:LINE: message. The exit
status is 0 when every deck is legal, 1 otherwise, 2 for a bad --format
or no FILE.`,
		Args: usageArgs(cobra.MinimumNArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDecksCheck(cmd.OutOrStdout(), cmd.ErrOrStderr(), format, args)
		},
	}
	check.Flags().StringVar(&format, "format", "", "blitz, cc (Classic Constructed) or welcome; default: the file's Format: line, else by the hero")
	cmd.AddCommand(check)
	return cmd
}

func runDecksList(out io.Writer) error {
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tHERO\tFORMAT\tDECK\tARENA")
	for _, n := range decks.Names() {
		l, err := decks.Open(n)
		if err != nil {
			return err
		}
		hero := "(none)"
		if l.Hero != nil {
			hero = l.Hero.Card.Name
		}
		f, _ := decks.FormatOf(l, decks.FormatAuto)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\n", n, hero, f, l.DeckSize(), l.ArenaSize())
	}
	return tw.Flush()
}

func runDecksShow(out, errOut io.Writer, deck string) error {
	l, err := decks.Open(deck)
	if err != nil {
		if les := decks.LineErrors(err); len(les) > 0 {
			for _, le := range les {
				fmt.Fprintln(errOut, le)
			}
			return &exitError{1, fmt.Errorf("decks show: %s in %s", decksPlural(len(les), "problem"), printableArg(deck))}
		}
		return err // unreadable: exit 2 (exitCodeOf)
	}
	return l.Write(out)
}

func runDecksCheck(out, errOut io.Writer, format string, files []string) error {
	f, ok := decks.ParseFormat(format)
	if !ok {
		return &exitError{2, fmt.Errorf("decks check: --format %q: want blitz, cc or welcome", printableArg(format))}
	}
	bad, unreadable := 0, 0
	for _, file := range files {
		l, err := decks.Open(file)
		var les []*decks.LineError
		switch {
		case l == nil:
			fmt.Fprintln(errOut, err)
			unreadable++
			continue
		case err != nil:
			les = decks.LineErrors(err)
		}
		les = append(les, decks.LineErrors(decks.Check(l, f))...)
		if len(les) > 0 {
			for _, le := range sortLineErrors(les) {
				fmt.Fprintln(errOut, le)
			}
			bad++
			continue
		}
		g, _ := decks.FormatOf(l, f)
		fmt.Fprintf(out, "%s: ok: a %s deck for %s, %d deck-cards and %d arena-cards\n",
			printableArg(file), g, l.Hero.Card.Name, l.DeckSize(), l.ArenaSize())
	}
	switch {
	case unreadable > 0:
		return &exitError{2, fmt.Errorf("decks check: %d of %d files could not be read%s", unreadable, len(files), andIllegal(bad))}
	case bad > 0:
		return &exitError{1, fmt.Errorf("decks check: %d of %d decks are not legal", bad, len(files))}
	}
	return nil
}

// usageArgs makes a wrong number of arguments a usage error: exit 2, with
// the command's usage line.
func usageArgs(check cobra.PositionalArgs) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := check(cmd, args); err != nil {
			var e *exitError
			if errors.As(err, &e) {
				return err
			}
			prefix := commandName(cmd) + ": "
			if !cmd.HasParent() {
				prefix = ""
			}
			if cmd.HasSubCommands() && len(args) > 0 {
				return &exitError{2, fmt.Errorf("%sunknown command %q (commands: %s)", prefix, rules.Printable(args[0]), subcommandNames(cmd))}
			}
			return &exitError{2, fmt.Errorf("%s%v (usage: %s)", prefix, err, cmd.UseLine())}
		}
		return nil
	}
}

func andIllegal(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(", and %d are not legal", n)
}

// decksPlural is "1 problem", "2 problems".
func decksPlural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// sortLineErrors orders errors by line, keeping the order of equal lines.
func sortLineErrors(les []*decks.LineError) []*decks.LineError {
	sort.SliceStable(les, func(i, j int) bool { return les[i].Line < les[j].Line })
	return les
}

// printableArg makes text a user typed safe to print, bidirectional
// controls included.
func printableArg(s string) string { return rules.Printable(s) }

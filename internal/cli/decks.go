package cli

import (
	"errors"
	"fmt"
	"sort"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

// newDecksCmd is `rathe decks list|show|check`.
func newDecksCmd(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "decks",
		Short: "cli.decks",
		Long:  "cli.decks-long",
	}
	cmd.AddCommand(newDecksListCmd(g, nil), newDecksShowCmd(g, nil), newDecksCheckCmd(g, nil))
	return cmd
}

// decksListOptions are the inputs of `rathe decks list`.
type decksListOptions struct {
	streams
	w text.Words
}

func newDecksListCmd(g *globalOptions, runF func(*decksListOptions) error) *cobra.Command {
	o := &decksListOptions{}
	return &cobra.Command{
		Use:   "list",
		Short: "cli.decks-list",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.w = streamsOf(cmd), g.words()
			if runF != nil {
				return runF(o)
			}
			return runDecksList(o)
		},
	}
}

// decksShowOptions are the inputs of `rathe decks show`.
type decksShowOptions struct {
	streams
	w    text.Words
	deck string
}

func newDecksShowCmd(g *globalOptions, runF func(*decksShowOptions) error) *cobra.Command {
	o := &decksShowOptions{}
	return &cobra.Command{
		Use:               "show NAME|FILE",
		Short:             "cli.decks-show",
		Args:              usageArgs(cobra.ExactArgs(1)),
		ValidArgsFunction: completeDeckArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.w, o.deck = streamsOf(cmd), g.words(), args[0]
			if runF != nil {
				return runF(o)
			}
			return runDecksShow(o)
		},
	}
}

// decksCheckOptions are the inputs of `rathe decks check`.
type decksCheckOptions struct {
	streams
	w      text.Words
	format string
	files  []string
}

func newDecksCheckCmd(g *globalOptions, runF func(*decksCheckOptions) error) *cobra.Command {
	o := &decksCheckOptions{}
	cmd := &cobra.Command{
		Use:               "check FILE...",
		Short:             "cli.decks-check",
		Long:              "cli.decks-check-long",
		Args:              usageArgs(cobra.MinimumNArgs(1)),
		ValidArgsFunction: completeDeckArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.w, o.files = streamsOf(cmd), g.words(), args
			if runF != nil {
				return runF(o)
			}
			return runDecksCheck(o)
		},
	}
	cmd.Flags().StringVar(&o.format, "format", "", "flag.decks-check-format")
	return cmd
}

func runDecksList(o *decksListOptions) error {
	out, w := o.out, o.w
	tw := newTable(out, 2)
	fmt.Fprintln(tw, w.Say("cmd.decks-columns"))
	for _, n := range decks.Names() {
		l, err := decks.Open(n)
		if err != nil {
			return err
		}
		hero := w.Say("cmd.decks-no-hero")
		if l.Hero != nil {
			hero = l.Hero.Card.Name
		}
		f, _ := decks.FormatOf(l, decks.FormatAuto)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\n", n, hero, w.DeckFormat(f), l.DeckSize(), l.ArenaSize())
	}
	return tw.Flush()
}

func runDecksShow(o *decksShowOptions) error {
	out, errOut, w, deck := o.out, o.errOut, o.w, o.deck
	l, err := decks.Open(deck)
	if err != nil {
		if les := decks.LineErrors(err); len(les) > 0 {
			for _, le := range les {
				fmt.Fprintln(errOut, w.DeckProblem(le))
			}
			return &exitError{1, errors.New(w.SayN("cmd.decks-show-problems", len(les), len(les), printableArg(deck)))}
		}
		return err // unreadable: exit 2 (exitCodeOf)
	}
	return l.Write(out)
}

func runDecksCheck(o *decksCheckOptions) error {
	out, errOut, w, format, files := o.out, o.errOut, o.w, o.format, o.files
	f, ok := decks.ParseFormat(format)
	if !ok {
		return &exitError{2, errors.New(w.Say("cmd.decks-bad-format", printableArg(format)))}
	}
	bad, unreadable := 0, 0
	var audits []decks.PreconAudit // read once, for the first list that lacks cards
	for _, file := range files {
		l, err := decks.Open(file)
		var les []*decks.LineError
		switch {
		case l == nil:
			fmt.Fprintln(errOut, sayError(w, err))
			unreadable++
			continue
		case err != nil:
			les = decks.LineErrors(err)
		}
		if !l.Unread() { // else its one problem is that it is no list
			les = append(les, decks.LineErrors(decks.Check(l, f))...)
		}
		if len(les) > 0 {
			for _, le := range sortLineErrors(les) {
				fmt.Fprintln(errOut, w.DeckProblem(le))
			}
			if len(l.Missing()) > 0 && l.Hero != nil {
				if audits == nil {
					audits = append(preconAudits(), shippedPrecons()...)
				}
				fmt.Fprintln(errOut, nearestPreconNote(w, file, l, audits))
			}
			bad++
			continue
		}
		g, _ := decks.FormatOf(l, f)
		fmt.Fprintln(out, w.Say("cmd.decks-ok", printableArg(file), w.DeckFormat(g), l.Hero.Card.Name, l.DeckSize(), l.ArenaSize()))
	}
	switch {
	case unreadable > 0 && bad > 0:
		return &exitError{2, errors.New(w.Say("cmd.decks-unreadable-illegal", unreadable, len(files), bad))}
	case unreadable > 0:
		return &exitError{2, errors.New(w.Say("cmd.decks-unreadable", unreadable, len(files)))}
	case bad > 0:
		return &exitError{1, errors.New(w.Say("cmd.decks-illegal", bad, len(files)))}
	}
	return nil
}

// nearestPreconNote says, for a list whose cards the engine cannot all
// play, the playable precon of its hero nearest to it (most cards in
// common), and how to play it; or that none of that hero's is playable yet.
func nearestPreconNote(w text.Words, file string, l *decks.List, audits []decks.PreconAudit) string {
	hero := rules.Printable(l.Hero.Card.Moniker())
	a, ok := decks.NearestPrecon(l, audits)
	switch {
	case !ok:
		return w.Say("cmd.decks-no-precon", printableArg(file), hero)
	case isEmbeddedDeck(a.ID):
		return w.Say("cmd.decks-nearest-precon", printableArg(file), hero, a.ID, a.ID)
	}
	return w.Say("cmd.decks-nearest-unshipped", printableArg(file), hero, a.ID)
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
			w := wordsOf(cmd)
			prefix := commandName(cmd) + ": "
			if !cmd.HasParent() {
				prefix = ""
			}
			if cmd.HasSubCommands() && len(args) > 0 {
				return &exitError{2, errors.New(prefix + w.Say("cmd.unknown-command", rules.Printable(args[0]), subcommandNames(cmd)))}
			}
			return &exitError{2, errors.New(prefix + w.Say("cmd.usage-error", argsError(w, err), cmd.UseLine()))}
		}
		return nil
	}
}

// sortLineErrors orders errors by line, keeping the order of equal lines.
func sortLineErrors(les []*decks.LineError) []*decks.LineError {
	sort.SliceStable(les, func(i, j int) bool { return les[i].Line < les[j].Line })
	return les
}

// printableArg makes text a user typed safe to print, bidirectional
// controls included.
func printableArg(s string) string { return rules.Printable(s) }

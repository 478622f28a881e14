// Package cli is rathe's commands: the cobra tree main.go runs, each
// command wiring the packages (rules, decks, saves, tui) together.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

// exitError carries a process exit status through cobra.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit status %d", e.code)
	}
	return e.err.Error()
}
func (e *exitError) Unwrap() error { return e.err }

// printableError is err with its message made printable (rules.Printable:
// a path's control characters), err kept beneath it so that sayError still
// finds the words of its parts (the system's reason, text.Words.SystemReason).
type printableError struct{ err error }

func (e printableError) Error() string { return rules.Printable(e.err.Error()) }
func (e printableError) Unwrap() error { return e.err }

// globalOptions are the flags every command shares (DESIGN.md).
type globalOptions struct {
	lang    string
	seed    uint64
	noColor bool
}

func newRootCmd() *cobra.Command {
	g := &globalOptions{}
	po := &playOptions{global: g}
	root := &cobra.Command{
		Use:           "rathe",
		Short:         "cli.rathe",
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE:          playRunE(po, nil),
	}
	addPlayFlags(root, po)
	// --lang defaults from the locale (LC_ALL, LC_MESSAGES, LANG); an
	// explicit --lang wins.
	root.PersistentFlags().StringVar(&g.lang, "lang", string(text.FromLocale(os.Getenv)), "flag.lang")
	root.PersistentFlags().Uint64Var(&g.seed, "seed", 1, "flag.seed")
	// Its usage says each command's default (1 for sim and scenarios, a
	// new seed each game for play); pflag's "(default 1)" after it said
	// play's was 1 too. The help shows no default for it.
	root.PersistentFlags().Lookup("seed").DefValue = "0"
	root.PersistentFlags().BoolVar(&g.noColor, "no-color", os.Getenv("NO_COLOR") != "", "flag.no-color")
	// Every command, in one place (cobra lists them by name). Each is made
	// by its newXCmd(g, runF): the flags into an options struct, then
	// runF, or runX when runF is nil (tests pass their own).
	root.AddCommand(
		newPlayCmd(g, nil),
		newBotCmd(g),
		newCardsCmd(g),
		newDecksCmd(g),
		newGoldfishCmd(g, nil),
		newLearnCmd(g, nil),
		newRulesCmd(g, nil),
		newResumeCmd(g, nil),
		newLoadCmd(g, nil),
		newReplayCmd(g, nil),
		newSavesCmd(g),
		newScenarioCmd(g),
		newSimCmd(g, nil),
	)
	// --lang is checked once, before any command runs (exit 2); its
	// error is said in the locale's language.
	root.PersistentPreRunE = func(cmd *cobra.Command, args []string) error {
		l, err := text.ParseLang(g.lang)
		if err != nil {
			return &exitError{2, errors.New(g.words().Say("cmd.bad-lang", rules.Printable(g.lang)))}
		}
		g.lang = string(l) // the code as the game writes it (JA is ja)
		localize(cmd.Root(), g.words())
		return nil
	}
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		w := g.words()
		if !cmd.HasParent() {
			return &exitError{2, errors.New(w.Say("cmd.usage-error", sayError(w, err), cmd.UseLine()))}
		}
		return &exitError{2, errors.New(w.Say("cmd.command-usage-error", commandName(cmd), sayError(w, err), cmd.UseLine()))}
	})
	// help and completion are made here, not when the command runs, so
	// that they refuse what they do not take too.
	root.SetHelpCommand(&cobra.Command{
		Use:   "help [command]",
		Short: "cli.help",
		Args:  cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			c, rest, err := cmd.Root().Find(args)
			if err != nil || c == nil || len(rest) > 0 {
				return &exitError{2, errors.New(g.words().Say("cmd.help-unknown", rules.Printable(strings.Join(args, " ")), subcommandNames(cmd.Root())))}
			}
			return c.Help()
		},
	})
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	registerCompletions(root)
	strictArgs(root)
	// The descriptions and flag help in the language asked for: the
	// locale's now, --lang's once it is parsed (PersistentPreRunE, and the
	// help, which cobra prints without running it).
	localize(root, g.words())
	help := root.HelpFunc()
	root.SetHelpFunc(func(cmd *cobra.Command, args []string) {
		localize(cmd.Root(), wordsOf(cmd))
		help(cmd, args)
	})
	return root
}

// strictArgs makes every command of the tree refuse what it does not take,
// with exit 2: a command without an Args check takes no arguments (cobra
// would accept any), a group of commands (cards, decks, scenario) refuses
// an unknown subcommand instead of printing its help and exiting 0, and a
// wrong number of arguments is a usage error.
func strictArgs(cmd *cobra.Command) {
	if cmd.Args == nil {
		cmd.Args = cobra.NoArgs
	}
	if cmd.HasSubCommands() && cmd.RunE == nil && cmd.Run == nil {
		// cobra does not check the arguments of a command that cannot run.
		cmd.RunE = func(cmd *cobra.Command, args []string) error {
			cmd.SetOut(cmd.ErrOrStderr())
			cmd.Help()
			return &exitError{2, errors.New(wordsOf(cmd).Say("cmd.name-a-command", commandName(cmd), subcommandNames(cmd)))}
		}
	}
	cmd.Args = usageArgs(cmd.Args)
	for _, c := range cmd.Commands() {
		strictArgs(c)
	}
}

// commandName is the command's path less "rathe ": "decks check".
func commandName(cmd *cobra.Command) string {
	if !cmd.HasParent() {
		return cmd.Name()
	}
	return strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
}

func subcommandNames(cmd *cobra.Command) string {
	var names []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() {
			names = append(names, c.Name())
		}
	}
	return strings.Join(names, ", ")
}

// exitCodeOf is the exit status for an error a command returned (README,
// "Exit status"): an exitError's own code; 2 for input that could not be
// read at all (decks.ErrUnreadable: missing, a folder, a FIFO or a device);
// 1 otherwise.
func exitCodeOf(err error) int {
	if err == nil {
		return 0
	}
	if errors.Is(err, decks.ErrUnreadable) {
		return 2
	}
	var e *exitError
	if errors.As(err, &e) {
		return e.code
	}
	return 1
}

// Main runs the command line in os.Args and returns the process's exit
// status (README, "Exit status"); an error is said on stderr.
func Main() int {
	root := newRootCmd()
	err := root.Execute()
	if err == nil {
		return 0
	}
	fmt.Fprintln(os.Stderr, "rathe:", printableMessage(sayError(wordsOf(root), err)))
	return exitCodeOf(err)
}

// printableMessage is the last guard of an error message on its way to
// the terminal: whatever a message took from a file, a path or the
// environment (RATHE_HOME) without passing it through rules.Printable,
// every control character becomes '?', but for the message's own line
// breaks and tabs.
func printableMessage(msg string) string {
	lines := strings.Split(msg, "\n")
	for i, l := range lines {
		cells := strings.Split(l, "\t")
		for j, c := range cells {
			cells[j] = rules.Printable(c)
		}
		lines[i] = strings.Join(cells, "\t")
	}
	return strings.Join(lines, "\n")
}

// streams are what a command reads and writes and the context it runs in
// (cli/cli's IOStreams), in every command's options: taken from the cobra
// command as it runs (streamsOf), so that a test gives its own with
// SetIn, SetOut and SetErr, or fills them in and calls runX itself.
type streams struct {
	ctx         context.Context
	in          io.Reader
	out, errOut io.Writer
}

func streamsOf(cmd *cobra.Command) streams {
	return streams{ctx: commandContext(cmd), in: cmd.InOrStdin(), out: cmd.OutOrStdout(), errOut: cmd.ErrOrStderr()}
}

// commandContext is the command's context, or a background one when it was
// run without (tests call RunE directly).
func commandContext(cmd *cobra.Command) context.Context {
	if ctx := cmd.Context(); ctx != nil {
		return ctx
	}
	return context.Background()
}

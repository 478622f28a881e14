package cli

import (
	"context"
	"errors"
	"io"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

func init() {
	commands = append(commands, func(g *globalOptions) *cobra.Command { return newScenarioCmd(g, nil) })
}

// scenarioRunOptions are the inputs of `rathe scenario run` (cli/cli's
// options struct: tests may replace the run function).
type scenarioRunOptions struct {
	global  *globalOptions
	paths   []string
	verbose bool
	out     io.Writer
}

// newScenarioCmd is `rathe scenario`; runF replaces runScenario in tests.
func newScenarioCmd(g *globalOptions, runF func(context.Context, *scenarioRunOptions) error) *cobra.Command {
	if runF == nil {
		runF = runScenario
	}
	cmd := &cobra.Command{
		Use:   "scenario",
		Short: "cli.scenario",
		Args:  cobra.NoArgs,
	}
	o := &scenarioRunOptions{global: g}
	run := &cobra.Command{
		Use:   "run FILE...",
		Short: "cli.scenario-run",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return &exitError{scenario.ExitMalformed, errors.New(wordsOf(cmd).Say("cmd.scenario-run-no-files"))}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.paths = args
			o.out = cmd.OutOrStdout()
			ctx := commandContext(cmd)
			return runF(ctx, o)
		},
	}
	run.Flags().BoolVarP(&o.verbose, "verbose", "v", false, "flag.scenario-verbose")
	cmd.AddCommand(run)
	return cmd
}

// runScenario runs the files and maps the outcome to the exit status.
func runScenario(ctx context.Context, o *scenarioRunOptions) error {
	lang := text.EN
	if o.global != nil {
		l, err := text.ParseLang(o.global.lang)
		if err != nil {
			return &exitError{scenario.ExitMalformed, err}
		}
		lang = l
	}
	code, err := scenario.RunFiles(ctx, scenario.Options{
		Paths:   o.paths,
		Out:     o.out,
		Verbose: o.verbose,
		Words:   text.Words{Lang: lang},
		Event: func(g *rules.Game, e *rules.Event) string {
			return text.Words{Lang: lang, View: g.ViewFor(rules.Omniscient)}.Event(e)
		},
	})
	if code != scenario.ExitOK {
		return &exitError{code, err}
	}
	return nil
}

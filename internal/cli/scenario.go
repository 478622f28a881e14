package cli

import (
	"errors"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

// newScenarioCmd is `rathe scenario run`.
func newScenarioCmd(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "scenario",
		Short: "cli.scenario",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newScenarioRunCmd(g, nil))
	return cmd
}

// scenarioRunOptions are the inputs of `rathe scenario run`.
type scenarioRunOptions struct {
	streams
	global  *globalOptions
	paths   []string
	verbose bool
}

func newScenarioRunCmd(g *globalOptions, runF func(*scenarioRunOptions) error) *cobra.Command {
	o := &scenarioRunOptions{global: g}
	cmd := &cobra.Command{
		Use:   "run FILE...",
		Short: "cli.scenario-run",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return &exitError{scenario.ExitMalformed, errors.New(wordsOf(cmd).Say("cmd.scenario-run-no-files"))}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.paths = streamsOf(cmd), args
			if runF != nil {
				return runF(o)
			}
			return runScenario(o)
		},
	}
	cmd.Flags().BoolVarP(&o.verbose, "verbose", "v", false, "flag.scenario-verbose")
	return cmd
}

// runScenario runs the files and maps the outcome to the exit status.
func runScenario(o *scenarioRunOptions) error {
	lang := text.EN
	if o.global != nil {
		l, err := text.ParseLang(o.global.lang)
		if err != nil {
			return &exitError{scenario.ExitMalformed, err}
		}
		lang = l
	}
	code, err := scenario.RunFiles(o.ctx, scenario.Options{
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

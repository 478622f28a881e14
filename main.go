// Command rathe plays Flesh and Blood at the terminal.
package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

// exitError carries a process exit status through cobra.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// globalOptions are the flags every command shares (DESIGN.md).
type globalOptions struct {
	lang    string
	seed    uint64
	noColor bool
}

func newRootCmd() *cobra.Command {
	g := &globalOptions{}
	po := &playOptions{}
	root := &cobra.Command{
		Use:           "rathe",
		Short:         "Flesh and Blood at the terminal",
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runBoard(cmd, g, po)
		},
	}
	addPlayFlags(root, po)
	root.PersistentFlags().StringVar(&g.lang, "lang", "en", "language of the game's words: en or ja")
	root.PersistentFlags().Uint64Var(&g.seed, "seed", 1, "seed of the random generator (sim, scenario: 1 by default; play: a new seed each game unless given)")
	root.PersistentFlags().BoolVar(&g.noColor, "no-color", os.Getenv("NO_COLOR") != "", "no colours (NO_COLOR is honoured)")
	root.AddCommand(newPlayCmd(g))
	for _, add := range commands {
		root.AddCommand(add(g))
	}
	return root
}

// commands lets each command live in its own file: an init() appends its
// constructor here.
var commands []func(*globalOptions) *cobra.Command

func main() {
	err := newRootCmd().Execute()
	if err == nil {
		return
	}
	code := 1
	if e, ok := err.(*exitError); ok {
		code = e.code
		err = e.err
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "rathe:", err)
	}
	os.Exit(code)
}

package main

import (
	"context"
	"fmt"
	"io"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

type playOptions struct {
	p1, p2 string
}

// newPlayCmd is `rathe play`. Until the board (issue #5) exists it plays a
// headless demo game between two random players and prints its log.
func newPlayCmd(g *globalOptions) *cobra.Command {
	o := &playOptions{}
	cmd := &cobra.Command{
		Use:   "play",
		Short: "play a game on the embedded default decks (a headless demo until the board lands)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPlay(cmd.Context(), cmd.OutOrStdout(), g, o)
		},
	}
	addDeckFlags(cmd, &o.p1, &o.p2)
	return cmd
}

func addDeckFlags(cmd *cobra.Command, p1, p2 *string) {
	cmd.Flags().StringVar(p1, "p1", "cb-rhinar", "player 1's deck: an embedded name or a file")
	cmd.Flags().StringVar(p2, "p2", "cb-dorinthea", "player 2's deck: an embedded name or a file")
}

func runDemo(cmd *cobra.Command, g *globalOptions) error {
	return runPlay(cmd.Context(), cmd.OutOrStdout(), g, &playOptions{p1: "cb-rhinar", p2: "cb-dorinthea"})
}

// loadSetup reads both decks into a game setup.
func loadSetup(seed uint64, p1, p2 string) (rules.Setup, error) {
	a, err := loadDeck(p1)
	if err != nil {
		return rules.Setup{}, err
	}
	b, err := loadDeck(p2)
	if err != nil {
		return rules.Setup{}, err
	}
	return rules.Setup{Seed: seed, Players: [2]rules.Deck{a.Deck, b.Deck}}, nil
}

// loadDeck reads a deck by embedded name or file path for a game. A deck
// from a file must be legal in its format (the one it declares, else its
// hero's: decks.Check); the embedded decks are checked by the tests.
func loadDeck(nameOrPath string) (*decks.List, error) {
	l, err := decks.Load(nameOrPath)
	if err != nil {
		return nil, err
	}
	if !l.Embedded {
		if err := decks.Check(l, decks.FormatAuto); err != nil {
			return nil, err
		}
	}
	return l, nil
}

func runPlay(ctx context.Context, out io.Writer, g *globalOptions, o *playOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	lang, err := text.ParseLang(g.lang)
	if err != nil {
		return err
	}
	setup, err := loadSetup(g.seed, o.p1, o.p2)
	if err != nil {
		return err
	}
	game, err := rules.New(setup)
	if err != nil {
		return err
	}
	game.SetDecider(0, rules.NewRandom(g.seed*2+1))
	game.SetDecider(1, rules.NewRandom(g.seed*2+2))
	game.MaxTurns = 500
	w := text.Words{Lang: lang, View: game.ViewFor(rules.Omniscient)}
	game.SetObserver(func(_ *rules.Game, e *rules.Event) {
		if e.Kind == rules.EvPass || e.Kind == rules.EvResolve {
			return
		}
		fmt.Fprintf(out, "T%-3d %s\n", e.Turn, w.Event(e))
	})
	fmt.Fprintln(out, w.Pick("rathe: the board arrives with issue #5; meanwhile two random players play a headless game.",
		"rathe: 盤面は issue #5 で実装予定です。それまでは2人のランダムなプレイヤーが対戦します。"))
	if err := game.Run(ctx); err != nil {
		return err
	}
	s := game.S
	fmt.Fprintf(out, w.Pick("after %d turns: %s %d life, %s %d life\n", "%dターン後: %s ライフ%d、%s ライフ%d\n"),
		s.Turn, w.Player(0), s.Players[0].Life, w.Player(1), s.Players[1].Life)
	return nil
}

package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/saves/scenario"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

// newBotCmd is `rathe bot`: the computer opponent (rules/bot.Opponent)
// outside a game.
func newBotCmd(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "bot",
		Short: "cli.bot",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newBotMoveCmd(g, nil))
	return cmd
}

// botMoveOptions are the inputs of `rathe bot move`.
type botMoveOptions struct {
	streams
	global   *globalOptions
	scenario string
	level    string
	json     bool
	// skipForced answers the questions with one legal answer and asks the
	// first with a choice: a scenario holds no position inside the
	// defend step, and the defend question comes after a priority
	// question whose only answer is pass.
	skipForced bool
}

// botMoveJSON is the --json output of `rathe bot move`: who is asked,
// the answer, its reason, and what it cost.
type botMoveJSON struct {
	Player  int      `json:"player"`
	Hero    string   `json:"hero"`
	Prompt  string   `json:"prompt"`
	Answer  []string `json:"answer"`
	Reason  string   `json:"reason"`
	Code    string   `json:"code"`
	Level   string   `json:"level"`
	Seed    uint64   `json:"seed"`
	Samples int      `json:"samples"`
	MS      int64    `json:"ms"`
}

func newBotMoveCmd(g *globalOptions, runF func(*botMoveOptions) error) *cobra.Command {
	o := &botMoveOptions{global: g}
	cmd := &cobra.Command{
		Use:   "move --scenario FILE",
		Short: "cli.bot-move",
		Long:  "cli.bot-move-long",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams = streamsOf(cmd)
			if runF != nil {
				return runF(o)
			}
			return runBotMove(o)
		},
	}
	cmd.Flags().StringVar(&o.scenario, "scenario", "", "flag.bot-scenario")
	cmd.Flags().StringVar(&o.level, "level", "normal", "flag.bot-level")
	cmd.Flags().BoolVar(&o.json, "json", false, "flag.bot-json")
	cmd.Flags().BoolVar(&o.skipForced, "skip-forced", false, "flag.bot-skip-forced")
	return cmd
}

// errAsked stops the scenario's game once the opponent has answered.
var errAsked = errors.New("the bot answered")

// runBotMove prints the opponent's answer to the first question of the
// scenario's position, for whichever player is asked.
func runBotMove(o *botMoveOptions) error {
	w0 := o.global.words()
	if o.scenario == "" {
		return &exitError{2, errors.New(w0.Say("cmd.bot-scenario"))}
	}
	level, err := bot.ParseLevel(o.level)
	if err != nil {
		return &exitError{2, errors.New(w0.Say("cmd.bot-level", rules.Printable(o.level)))}
	}
	lang, err := text.ParseLang(o.global.lang)
	if err != nil {
		return &exitError{2, err}
	}
	ctx := o.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	name := rules.Printable(o.scenario)
	f, err := scenario.Load(o.scenario)
	if err != nil {
		return &exitError{2, err}
	}
	g, err := f.Game()
	if err != nil {
		return &exitError{2, fmt.Errorf("%s: %w", name, err)}
	}
	var res botMoveJSON
	var why bot.Reason
	asked := false
	ask := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		opp := bot.NewOpponent(p.Player, level, o.global.seed)
		start := time.Now()
		a, err := opp.Decide(ctx, v, p)
		if err != nil {
			return rules.Answer{}, err
		}
		res.MS = time.Since(start).Milliseconds()
		if o.skipForced && opp.Last().Code == bot.WhyOnly {
			return a, nil // one legal answer: not the question sought
		}
		asked, why = true, opp.Last()
		// The words are the asked player's: what they may see.
		w := text.Words{Lang: lang, View: v}
		res.Player, res.Hero, res.Prompt = int(p.Player)+1, w.Player(p.Player), w.Prompt(&p)
		if p.Shape == rules.ShapeNumber {
			res.Answer = []string{fmt.Sprintf("X = %d", a.X)}
		}
		for _, id := range a.IDs {
			if i := p.Find(id); i >= 0 {
				res.Answer = append(res.Answer, w.Option(&p, p.Options[i]))
			}
		}
		res.Reason, res.Code, res.Samples = w.BotReason(why), why.Code.String(), why.Samples
		return rules.Answer{}, errAsked
	})
	g.SetDecider(0, ask)
	g.SetDecider(1, ask)
	if err := g.Run(ctx); !errors.Is(err, errAsked) {
		if err != nil {
			return &exitError{1, fmt.Errorf("%s: %w", name, err)}
		}
	}
	if !asked {
		return &exitError{1, errors.New(w0.Say("cmd.bot-no-question", name))}
	}
	res.Level, res.Seed = level.String(), o.global.seed
	res.Answer = slices.DeleteFunc(res.Answer, func(s string) bool { return s == "" })
	if res.Answer == nil {
		res.Answer = []string{}
	}
	if o.json {
		return json.NewEncoder(o.out).Encode(res)
	}
	w := text.Words{Lang: lang}
	// The question without its "Rhinar: " (the line names who is asked
	// first), and the seat said once: a mirror's hero carries it already
	// ("Ira (P2)").
	question := strings.TrimPrefix(res.Prompt, res.Hero+": ")
	if strings.HasSuffix(res.Hero, fmt.Sprintf(" (P%d)", res.Player)) {
		fmt.Fprintln(o.out, w.Say("bot.move-asked-seat", res.Hero, question))
	} else {
		fmt.Fprintln(o.out, w.Say("bot.move-asked", res.Hero, res.Player, question))
	}
	if len(res.Answer) == 0 {
		fmt.Fprintln(o.out, w.Say("bot.move-answer", w.Say("bot.move-nothing")))
	}
	for _, a := range res.Answer {
		fmt.Fprintln(o.out, w.Say("bot.move-answer", a))
	}
	fmt.Fprintln(o.out, w.Say("bot.move-why", res.Reason))
	fmt.Fprintln(o.out, w.SayN("bot.move-cost", res.Samples, res.Level, res.Seed, res.Samples, res.MS))
	return nil
}

package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	xansi "github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/internal/runner"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/bot/stats"
	"github.com/rathe-tcg/rathe/saves/scenario"
	"github.com/rathe-tcg/rathe/tui/goldchart"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

// goldfishMaxTurns is how many of its turns a deck has to kill the
// goldfish in --auto when --turns is not given.
const goldfishMaxTurns = 30

// maxGoldfishSamples is the most worlds --samples lets a chance node of
// the goldfish bot deal past the exact (bot.Chance.Samples): each costs a
// search of the rest of the turn, so past it a run takes a slip of the
// keyboard's time; 64 gained 0.00-0.03 damage a turn over the default 8
// (BENCHMARKS.md, "Chance samples").
const maxGoldfishSamples = 64

// goldfishOptions are the inputs of `rathe goldfish` (cli/cli's options
// struct).
type goldfishOptions struct {
	streams
	global  *globalOptions
	decks   []string // the arguments
	format  string
	auto    bool
	runs    int
	turns   int
	workers int
	json    bool
	// samples is the worlds the bot's chance nodes deal past the exact
	// (--samples; bot.DefaultChance's by default).
	samples int
	// equip1 and equip2 are the weapons and equipment the first and the
	// second deck start with (--equip, --equip2), "" for the deck's own
	// or, from spares, the board's question or the bot's choice.
	equip1, equip2 string
	// seedGiven is --seed given: the board deals a new game each time
	// without it.
	seedGiven bool
	// flagsOfAuto are the flags of --auto that were given (without
	// --auto, a usage error).
	flagsOfAuto []string
	// progress draws a progress bar on out (a terminal, not --json).
	progress bool
}

// goldfishLife is the goldfish's life in a format (rules/goldfish.go).
func goldfishLife(format string, w text.Words) (int, error) {
	switch strings.ToLower(format) {
	case "blitz":
		return rules.GoldfishLifeBlitz, nil
	case "cc":
		return rules.GoldfishLifeCC, nil
	}
	return 0, &exitError{2, errors.New(w.Say("cmd.gf-format", rules.Printable(format)))}
}

// newGoldfishCmd is `rathe goldfish`: the board against a goldfish, its
// statistics (--auto), and `goldfish best`.
func newGoldfishCmd(g *globalOptions, runF func(*goldfishOptions) error) *cobra.Command {
	o := &goldfishOptions{global: g}
	cmd := &cobra.Command{
		Use:               "goldfish [DECK] [DECK]",
		Short:             "cli.goldfish",
		Long:              "cli.goldfish-long",
		Args:              cobra.MaximumNArgs(2),
		ValidArgsFunction: completeDeckArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.flagsOfAuto = nil
			for _, f := range []string{"runs", "turns", "workers", "json", "samples"} {
				if cmd.Flags().Changed(f) {
					o.flagsOfAuto = append(o.flagsOfAuto, f)
				}
			}
			o.streams, o.decks, o.seedGiven = streamsOf(cmd), args, cmd.Flags().Changed("seed")
			if runF != nil {
				return runF(o)
			}
			return runGoldfish(o)
		},
	}
	cmd.Flags().StringVar(&o.format, "format", "blitz", "flag.goldfish-format")
	cmd.Flags().BoolVar(&o.auto, "auto", false, "flag.goldfish-auto")
	cmd.Flags().IntVar(&o.runs, "runs", 100, "flag.goldfish-runs")
	cmd.Flags().IntVar(&o.turns, "turns", 0, "flag.goldfish-turns" /* names goldfishMaxTurns */)
	cmd.Flags().IntVar(&o.workers, "workers", runner.Workers(), "flag.goldfish-workers")
	cmd.Flags().BoolVar(&o.json, "json", false, "flag.goldfish-json")
	cmd.Flags().IntVar(&o.samples, "samples", bot.DefaultChance.Samples, "flag.goldfish-samples")
	cmd.Flags().StringVar(&o.equip1, "equip", "", "flag.goldfish-equip")
	cmd.Flags().StringVar(&o.equip2, "equip2", "", "flag.goldfish-equip2")
	registerDeckCompletion(cmd)
	cmd.AddCommand(newGoldfishBestCmd(g, nil))
	return cmd
}

// runGoldfish plays the board against the goldfish, or, with --auto, the
// bot's games.
func runGoldfish(o *goldfishOptions) error {
	g := o.global
	life, err := goldfishLife(o.format, g.words())
	if err != nil {
		return err
	}
	args := o.decks
	if !o.auto {
		if len(args) > 1 {
			return &exitError{2, errors.New(g.words().Say("cmd.gf-two-decks"))}
		}
		if len(o.flagsOfAuto) > 0 {
			return &exitError{2, errors.New(g.words().Say("cmd.gf-auto-only", o.flagsOfAuto[0]))}
		}
		deck := "cb-rhinar"
		if len(args) == 1 {
			deck = args[0]
		}
		if o.equip2 != "" {
			return &exitError{2, errors.New(g.words().Say("cmd.gf-equip2"))}
		}
		// The deck is checked here, so that every goldfish command
		// refuses a deck alike, before the board starts.
		l, err := goldfishDeck(g.words(), deck, o.equip1, "--equip")
		if err != nil {
			return &exitError{2, fmt.Errorf("goldfish: %w", err)}
		}
		if _, err := rules.New(rules.GoldfishSetup(g.seed, l.Deck, life)); err != nil {
			return &exitError{2, fmt.Errorf("goldfish: %s: %w", rules.Printable(deck), err)}
		}
		seed := g.seed
		if !o.seedGiven {
			seed = uint64(time.Now().UnixNano())
		}
		return goldfishPlay(o, deck, seed, strings.ToLower(o.format))
	}
	if o.runs < 1 || o.runs > maxGoldfishRuns {
		return &exitError{2, errors.New(g.words().Say("cmd.gf-runs", o.runs, maxGoldfishRuns))}
	}
	if o.workers < 1 || o.workers > runner.MaxWorkers {
		return &exitError{2, errors.New(g.words().Say("cmd.gf-workers", o.workers, runner.MaxWorkers))}
	}
	if o.turns < 0 || o.turns > maxGoldfishTurns {
		return &exitError{2, errors.New(g.words().Say("cmd.gf-turns", o.turns, maxGoldfishTurns))}
	}
	if err := goldfishSamplesOK(g.words(), "goldfish", o.samples); err != nil {
		return err
	}
	if len(args) == 0 {
		args = []string{"cb-rhinar"}
	}
	if o.equip2 != "" && len(args) < 2 {
		return &exitError{2, errors.New(g.words().Say("cmd.gf-equip2"))}
	}
	if f, ok := o.out.(*os.File); ok && !o.json && term.IsTerminal(f.Fd()) {
		o.progress = true
	}
	return runGoldfishAuto(o.ctx, o, args, life)
}

// goldfishBestOptions are the inputs of `rathe goldfish best`.
type goldfishBestOptions struct {
	streams
	global   *globalOptions
	scenario string
	json     bool
	// knownDeck: the scenario's deck order is known (a puzzle).
	knownDeck bool
	// samples: as goldfishOptions'.
	samples int
}

// goldfishBestJSON is the --json output of `rathe goldfish best`.
type goldfishBestJSON struct {
	// Damage is the damage the line deals on average over what the
	// unknown cards may be (uncapped); DamageMin and DamageMax the least
	// and the most; all three the same without unknown cards or with
	// --known-deck.
	Damage        float64         `json:"damage"`
	DamageMin     int             `json:"damage_min"`
	DamageMax     int             `json:"damage_max"`
	Line          []string        `json:"line"`
	Steps         []text.LineStep `json:"steps"`
	LinesSearched int             `json:"lines_searched"`
	MS            int64           `json:"ms"`
}

func newGoldfishBestCmd(g *globalOptions, runF func(*goldfishBestOptions) error) *cobra.Command {
	o := &goldfishBestOptions{global: g}
	cmd := &cobra.Command{
		Use:   "best --scenario FILE",
		Short: "cli.goldfish-best",
		Long:  "cli.goldfish-best-long",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams = streamsOf(cmd)
			if runF != nil {
				return runF(o)
			}
			return runGoldfishBest(o)
		},
	}
	cmd.Flags().StringVar(&o.scenario, "scenario", "", "flag.goldfish-scenario")
	cmd.Flags().BoolVar(&o.json, "json", false, "flag.goldfish-best-json")
	cmd.Flags().BoolVar(&o.knownDeck, "known-deck", false, "flag.goldfish-puzzle")
	cmd.Flags().IntVar(&o.samples, "samples", bot.DefaultChance.Samples, "flag.goldfish-samples")
	return cmd
}

// runGoldfishBest prints the best line of the scenario's position.
func runGoldfishBest(o *goldfishBestOptions) error {
	if o.scenario == "" {
		return &exitError{2, errors.New(o.global.words().Say("cmd.gf-best-scenario"))}
	}
	if err := goldfishSamplesOK(o.global.words(), "goldfish best", o.samples); err != nil {
		return err
	}
	ctx, out := o.ctx, o.out
	lang, err := text.ParseLang(o.global.lang)
	if err != nil {
		return &exitError{2, err}
	}
	name := rules.Printable(o.scenario)
	f, err := scenario.Load(o.scenario)
	if err != nil {
		return &exitError{2, err}
	}
	if f.StartGame {
		return &exitError{2, errors.New(o.global.words().Say("cmd.gf-best-start-game", name))}
	}
	g, err := f.Game()
	if err != nil {
		return &exitError{2, fmt.Errorf("%s: %w", name, err)}
	}
	if g.Omniscient().TurnPlayer() != 0 {
		return &exitError{2, errors.New(o.global.words().Say("cmd.gf-best-p2", name))}
	}
	start := time.Now()
	v := g.ViewFor(0)
	if o.knownDeck {
		v = v.KnowingDeck() // a puzzle: the order is given
	}
	l, err := bot.Best(ctx, v, bot.Options{Seed: o.global.seed, Chance: goldfishChance(o.samples)})
	if err != nil {
		return &exitError{1, fmt.Errorf("%s: %w", name, err)}
	}
	ms := time.Since(start).Milliseconds()
	w := text.Words{Lang: lang, View: g.ViewFor(0)}
	steps := w.GoldfishSteps(&l)
	if o.json {
		j := goldfishBestJSON{Damage: l.Expected, DamageMin: l.Min, DamageMax: l.Max, Steps: steps, LinesSearched: l.Searched, MS: ms}
		for _, s := range steps {
			j.Line = append(j.Line, s.Text)
		}
		return json.NewEncoder(out).Encode(j)
	}
	width := termWidth(out)
	printUnder(out, "", w.Say("goldfish.best-of", w.GoldfishDamage(&l)), width)
	for i, s := range steps {
		printUnder(out, "  "+strconv.Itoa(i+1)+". ", w.GoldfishStepDealt(s), width)
	}
	printUnder(out, "", w.Searched(l.Searched, l.Nodes, ms), width)
	return nil
}

// goldfishSamplesOK refuses a --samples out of 1..maxGoldfishSamples (a
// usage error of cmd).
func goldfishSamplesOK(w text.Words, cmd string, samples int) error {
	if samples < 1 || samples > maxGoldfishSamples {
		return &exitError{2, errors.New(w.Say("cmd.gf-samples", cmd, samples, maxGoldfishSamples))}
	}
	return nil
}

// goldfishChance is bot.DefaultChance with samples worlds dealt past the
// exact (--samples).
func goldfishChance(samples int) *bot.Chance {
	c := bot.DefaultChance
	c.Samples = samples
	return &c
}

// goldfishDeck loads a deck for the goldfish, equipped with the weapons
// and equipment flag names ("Name,Name", CR 4.1.4) when it names any.
func goldfishDeck(w text.Words, name, equip, flag string) (*decks.List, error) {
	l, err := loadDeck(name)
	if err != nil || strings.TrimSpace(equip) == "" {
		return l, err
	}
	if err := equipList(w, l, flag, equip); err != nil {
		return nil, err
	}
	return l, nil
}

// runGoldfishAuto plays o.runs games of each deck and prints them, or
// their comparison.
func runGoldfishAuto(ctx context.Context, o *goldfishOptions, deckNames []string, life int) error {
	lang, err := text.ParseLang(o.global.lang)
	if err != nil {
		return &exitError{2, err}
	}
	var ds []rules.Deck
	for i, name := range deckNames {
		equip, flag := o.equip1, "--equip"
		if i == 1 {
			equip, flag = o.equip2, "--equip2"
		}
		l, err := goldfishDeck(o.global.words(), name, equip, flag)
		if err != nil {
			return &exitError{2, fmt.Errorf("goldfish: %w", err)}
		}
		if _, err := rules.New(rules.GoldfishSetup(o.global.seed, l.Deck, life)); err != nil {
			return &exitError{2, fmt.Errorf("goldfish: %s: %w", rules.Printable(name), err)}
		}
		ds = append(ds, l.Deck)
	}
	// The searches make garbage fast; a few keep a large table (the
	// collector paced no more than runner.Headroom past it).
	defer runner.Pace(runner.Floor)()
	turns := o.turns
	if turns == 0 {
		turns = goldfishMaxTurns
	}
	var results []*stats.Result
	for i, d := range ds {
		r, err := goldfishRuns(ctx, o, deckNames[i], d, life, turns)
		if err != nil {
			return err
		}
		r.Deck = deckNames[i]
		results = append(results, r)
	}
	w := text.Words{Lang: lang}
	if len(results) == 1 {
		if o.json {
			return json.NewEncoder(o.out).Encode(results[0])
		}
		printGoldfishResult(o.out, w, results[0], o.global.noColor)
		return nil
	}
	return printGoldfishComparison(o, w, results)
}

// goldfishRuns plays o.runs games of deck against the goldfish, over
// o.workers goroutines; the games are summed up in game order as they end
// (runner.Run), so memory does not grow with o.runs. The first game that
// fails stops the run.
func goldfishRuns(ctx context.Context, o *goldfishOptions, name string, deck rules.Deck, life, turns int) (*stats.Result, error) {
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var bar *progressLine
	if o.progress {
		bar = newProgressLine(o.out, o.global.words(), name, o.runs, !o.global.noColor)
		bar.draw(0)
	}
	sum := stats.NewSum(o.global.seed, turns)
	var failed error
	noState := func() struct{} { return struct{}{} }
	// The games share the lines searched: a turn whose information set
	// another game met is answered from the memo, with the same answer
	// whichever game searched it first (bot.Memo), so the games are the
	// same for any number of workers.
	memo := bot.NewMemo(o.global.seed, 0)
	chance := goldfishChance(o.samples)
	play := func(ctx context.Context, _ struct{}, g runner.Game) stats.Game {
		return stats.PlayMemo(ctx, g.Seed, g.Players[0], deck, life, turns, memo, chance)
	}
	runner.Run(ctx, o.global.seed, o.runs, o.workers, noState, play, func(g runner.Game, gm stats.Game) {
		if failed != nil {
			return
		}
		if gm.Err != nil {
			failed = &exitError{1, fmt.Errorf("%s: %w", o.global.words().Say("cmd.gf-game-failed", g.Index, g.Seed, g.Players[0]), gm.Err)}
			cancel() // the games after it are not summed up
			return
		}
		sum.Add(&gm)
		if bar != nil {
			bar.draw(g.Index + 1)
		}
	})
	if bar != nil {
		bar.clear()
	}
	if failed != nil {
		return nil, failed
	}
	r := sum.Result(deck)
	r.Life, r.Turns = life, turns
	st := memo.Stats()
	r.Memo = &stats.MemoCount{FirstTurns: st.Keyed, MetAgain: st.MetAgain}
	if o.samples != bot.DefaultChance.Samples {
		r.Samples = o.samples
	}
	r.Elapsed = time.Since(start)
	r.MS = r.Elapsed.Milliseconds()
	return r, nil
}

func fmtMedian(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// printGoldfishResult prints one deck's statistics: the head
// (goldfishSummary), the chance of a kill by each turn, the damage of each
// turn, the opening hand and the cards.
func printGoldfishResult(out io.Writer, w text.Words, r *stats.Result, noColor bool) {
	width := termWidth(out)
	color := !noColor && termColor(out)
	for _, l := range goldfishSummary(w, r, min(60, width-6), color) {
		fmt.Fprintln(out, l)
	}
	if c := goldchart.Curve(killedByTurn(w, r), min(60, width-6), color); c != "" {
		fmt.Fprintln(out, "  "+w.Say("goldfish.killed-by"))
		for _, l := range strings.Split(c, "\n") {
			fmt.Fprintln(out, "    "+l)
		}
	}
	fmt.Fprintln(out, "  "+w.Say("goldfish.by-turn"))
	rows := [][]string{strings.Split(w.Say("goldfish.by-turn-head"), "\t")}
	for _, d := range r.DamageByTurn {
		blank := ""
		if d.Turn < len(r.Blanks) && d.N > 0 {
			blank = fmt.Sprintf("%.1f%%", 100*float64(r.Blanks[d.Turn])/float64(d.N))
		}
		rows = append(rows, []string{strconv.Itoa(d.Turn), strconv.Itoa(d.N), fmt.Sprintf("%.2f", d.Mean),
			fmt.Sprintf("%.2f–%.2f", d.Lo, d.Hi), blank})
	}
	printColumns(out, "    ", rows)
	fmt.Fprintln(out, "  "+w.Say("goldfish.damage", r.DamagePerTurnMean, r.DamagePerTurnCI[0], r.DamagePerTurnCI[1], fmtMedian(r.DamageMedian)))
	h := r.OpeningHand
	fmt.Fprintln(out, "  "+w.Say("goldfish.opening"))
	fmt.Fprintln(out, "    "+w.Say("goldfish.opening-pitch", h.PitchMean, h.PitchCI[0], h.PitchCI[1]))
	fmt.Fprintln(out, "    "+w.Say("goldfish.opening-play", h.PlayableMean, h.PlayableCI[0], h.PlayableCI[1]))
	printGoldfishCards(out, w, r, width)
}

// printGoldfishCards prints one deck's card table: how often each card was
// drawn, played, pitched and put in the arsenal, its share of the damage
// and its mean damage when played, the names wrapped to fit width.
func printGoldfishCards(out io.Writer, w text.Words, r *stats.Result, width int) {
	rows := [][]string{strings.Split(w.Say("goldfish.cards-head"), "\t")}
	for _, c := range r.Cards {
		rows = append(rows, []string{rules.Printable(c.Name), strconv.Itoa(c.Drawn), strconv.Itoa(c.Played),
			strconv.Itoa(c.Pitched), strconv.Itoa(c.Arsenal), fmtShare(c.Share), fmtWhenPlayed(c, true)})
	}
	printColumns(out, "  ", wrapColumn(rows, 0, width-2))
	for _, l := range strings.Split(w.Say("goldfish.cards-note"), "\n") {
		fmt.Fprintln(out, "  "+l)
	}
}

// killedByTurn is the curve of the games that killed by each turn, from
// the first turn a game killed on to the last (none: no curve).
func killedByTurn(w text.Words, r *stats.Result) []goldchart.Point {
	ks := r.Kills.Values()
	if len(ks) == 0 {
		return nil
	}
	var ps []goldchart.Point
	for t := ks[0]; t <= ks[len(ks)-1]; t++ {
		ps = append(ps, goldchart.Point{Label: w.Say("goldfish.hist-turn", t), Fraction: r.KilledByTurn[strconv.Itoa(t)]})
	}
	return ps
}

// fmtShare is a card's share of the damage, in percent.
func fmtShare(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

// fmtWhenPlayed is a card's mean damage of the turns it was played in,
// with the half-width of its 95 % interval when ci; blank when it was
// never played (no mean, not a mean of 0).
func fmtWhenPlayed(c stats.Card, ci bool) string {
	if c.MeanDamageWhenPlayed == nil {
		return ""
	}
	if !ci || c.MeanDamageWhenPlayedCI == nil {
		return fmt.Sprintf("%.2f", *c.MeanDamageWhenPlayed)
	}
	return fmt.Sprintf("%.2f ±%.2f", *c.MeanDamageWhenPlayed, (c.MeanDamageWhenPlayedCI[1]-c.MeanDamageWhenPlayedCI[0])/2)
}

// wrapColumn wraps the cells of column col (the header too) so that the
// rows, two spaces between columns, are at most width wide: a cell too
// long goes on under itself, two cells further in, on rows of its own
// with the other columns blank; nothing is cut. The column keeps at least
// 10 cells, so a very narrow terminal gets wider rows rather than a name
// one letter a line.
func wrapColumn(rows [][]string, col, width int) [][]string {
	var widths []int
	for _, row := range rows {
		for i, cell := range row {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], xansi.StringWidth(cell))
		}
	}
	total := 2 * (len(widths) - 1)
	for _, w := range widths {
		total += w
	}
	if total <= width || col >= len(widths) {
		return rows
	}
	keep := max(widths[col]-(total-width), 10)
	var out [][]string
	for _, row := range rows {
		if col >= len(row) || xansi.StringWidth(row[col]) <= keep {
			out = append(out, row)
			continue
		}
		parts := strings.Split(xansi.Wrap(row[col], keep-2, " "), "\n")
		first := append([]string(nil), row...)
		first[col] = strings.TrimRight(parts[0], " ")
		out = append(out, first)
		for _, p := range parts[1:] {
			more := make([]string, col+1)
			more[col] = "  " + strings.TrimSpace(p)
			out = append(out, more)
		}
	}
	return out
}

// printColumns prints rows in columns two spaces apart, padded by the
// width the terminal gives each string (a Japanese character takes two
// columns).
func printColumns(out io.Writer, indent string, rows [][]string) {
	var widths []int
	for _, row := range rows {
		for i, cell := range row {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], xansi.StringWidth(cell))
		}
	}
	for _, row := range rows {
		var b strings.Builder
		b.WriteString(indent)
		for i, cell := range row {
			b.WriteString(cell)
			if i < len(row)-1 {
				b.WriteString(strings.Repeat(" ", widths[i]-xansi.StringWidth(cell)+2))
			}
		}
		fmt.Fprintln(out, strings.TrimRight(b.String(), " "))
	}
}

// goldfishSummary is the head of a deck's statistics: the runs, the turns
// to kill, the interval of their mean and their histogram (histWidth
// columns).
func goldfishSummary(w text.Words, r *stats.Result, histWidth int, color bool) []string {
	out := []string{
		w.Say("goldfish.auto-head", rules.Printable(r.Deck), r.Life),
		"  " + w.SayN("goldfish.auto-runs", r.Runs, r.Runs, r.Seed, r.Elapsed.Seconds()),
	}
	if m := r.Memo; m != nil && m.FirstTurns > 0 {
		out = append(out, "  "+w.Say("goldfish.memo", m.MetAgain, m.FirstTurns, 100*float64(m.MetAgain)/float64(m.FirstTurns)))
	}
	if r.Samples > 0 {
		out = append(out, "  "+w.Say("goldfish.samples", r.Samples, bot.DefaultChance.Samples))
	}
	if len(r.Equipment) > 0 {
		// Wrapped between cards to the summary's width (a comparison
		// puts two summaries side by side).
		line := "  " + w.Say("goldfish.equipment")
		for i, k := range r.Equipment {
			k = rules.Printable(k)
			if i < len(r.Equipment)-1 {
				k += ","
			}
			if i > 0 && xansi.StringWidth(line)+1+xansi.StringWidth(k) > histWidth+4 {
				out = append(out, line)
				line = "   "
			}
			line += " " + k
		}
		out = append(out, line)
	}
	out = append(out, "  "+w.Say("goldfish.kill", r.TurnsToKillMean, fmtMedian(r.TurnsToKillMedian)))
	if len(r.Kills.Values()) > 0 {
		out = append(out, "    "+w.Say("goldfish.kill-ci", r.TurnsToKillCI[0], r.TurnsToKillCI[1]))
	}
	if n := r.TurnsToKillHist["none"]; n > 0 {
		out = append(out, "  "+w.Say("goldfish.no-kill", r.Turns, n))
	}
	var bins []goldchart.Bin
	if ks := r.Kills.Values(); len(ks) > 0 {
		lo, hi := ks[0], ks[len(ks)-1]
		for t := lo; t <= hi; t++ {
			bins = append(bins, goldchart.Bin{Label: w.Say("goldfish.hist-turn", t), Count: r.TurnsToKillHist[strconv.Itoa(t)]})
		}
	}
	if n := r.TurnsToKillHist["none"]; n > 0 {
		bins = append(bins, goldchart.Bin{Label: w.Say("goldfish.hist-none"), Count: n})
	}
	if h := goldchart.Histogram(bins, histWidth, color); h != "" {
		for _, l := range strings.Split(h, "\n") {
			out = append(out, "    "+l)
		}
	}
	return out
}

// termWidth is the width of the terminal out is, or 120 for a file or a
// pipe.
func termWidth(out io.Writer) int {
	if w := terminalWidth(out); w > 0 {
		return w
	}
	return 120
}

// terminalWidth is the width of the terminal out is, or 0 when it is none
// (a file, a pipe, a test's buffer).
func terminalWidth(out io.Writer) int {
	if f, ok := out.(*os.File); ok && term.IsTerminal(f.Fd()) {
		if w, _, err := term.GetSize(f.Fd()); err == nil && w > 0 {
			return w
		}
	}
	return 0
}

// termColor reports whether out is a terminal that shows colours.
func termColor(out io.Writer) bool {
	f, ok := out.(*os.File)
	return ok && term.IsTerminal(f.Fd())
}

// printGoldfishComparison prints two decks side by side and the test of
// the difference in their turns to kill.
func printGoldfishComparison(o *goldfishOptions, w text.Words, rs []*stats.Result) error {
	a, b := rs[0], rs[1]
	c := stats.Compare(a, b)
	if o.json {
		return json.NewEncoder(o.out).Encode(c)
	}
	// Side by side: the head of each deck's statistics (the cards are
	// for one deck at a time).
	color := !o.global.noColor && termColor(o.out)
	hw := min(34, (termWidth(o.out)-3)/2-6)
	half := (termWidth(o.out) - 3) / 2
	printBeside(o.out, wrapBeside(goldfishSummary(w, a, hw, color), half), wrapBeside(goldfishSummary(w, b, hw, color), half))
	fmt.Fprintln(o.out)
	printCardsSideBySide(o.out, w, a, b, termWidth(o.out))
	fmt.Fprintln(o.out)
	fmt.Fprintln(o.out, w.Say("goldfish.compare-diff", rules.Printable(a.Deck), rules.Printable(b.Deck), c.Difference))
	if !c.OK {
		fmt.Fprintln(o.out, w.Say("goldfish.compare-too-few"))
		return nil
	}
	fmt.Fprintln(o.out, w.Say("goldfish.compare-test", c.U, c.Z, c.P))
	if c.P < 0.05 {
		fmt.Fprintln(o.out, w.Say("goldfish.compare-sig"))
	} else {
		fmt.Fprintln(o.out, w.Say("goldfish.compare-not-sig"))
	}
	return nil
}

// wrapBeside wraps each line to w cells, so that two columns side by side
// fit the terminal: at spaces, or between any two characters of a word
// longer than the line (Japanese has no spaces), a wrapped line going on
// under its start, two cells further in.
func wrapBeside(lines []string, w int) []string {
	var out []string
	for _, l := range lines {
		if xansi.StringWidth(l) <= w {
			out = append(out, l)
			continue
		}
		indent := strings.Repeat(" ", len(l)-len(strings.TrimLeft(l, " "))+2)
		first := true
		for _, part := range strings.Split(xansi.Wrap(strings.TrimLeft(l, " "), max(1, w-len(indent)), " "), "\n") {
			if first {
				out = append(out, indent[2:]+part)
				first = false
				continue
			}
			out = append(out, indent+part)
		}
	}
	return out
}

// printBeside prints two columns of lines side by side, the left one
// padded to its widest line (in cells), a bar between them, no trailing
// spaces.
func printBeside(out io.Writer, left, right []string) {
	lw := 0
	for _, l := range left {
		lw = max(lw, xansi.StringWidth(l))
	}
	for i := range max(len(left), len(right)) {
		l, r := "", ""
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		fmt.Fprintln(out, strings.TrimRight(l+strings.Repeat(" ", lw-xansi.StringWidth(l))+" │ "+r, " "))
	}
}

// printCardsSideBySide prints the two decks' card tables side by side:
// each card's plays, its share of the damage and its mean damage when
// played. When a table does not fit half of width without wrapping its
// names, the two are printed one under the other, each under its deck's
// head, at the whole width: a name is never cut (wrapColumn).
func printCardsSideBySide(out io.Writer, w text.Words, a, b *stats.Result, width int) {
	half := (width - 3) / 2
	table := func(r *stats.Result, width int) []string {
		rows := [][]string{strings.Split(w.Say("goldfish.cmp-cards-head"), "\t")}
		for _, c := range r.Cards {
			rows = append(rows, []string{rules.Printable(c.Name), strconv.Itoa(c.Played), fmtShare(c.Share), fmtWhenPlayed(c, false)})
		}
		var b strings.Builder
		printColumns(&b, "", wrapColumn(rows, 0, width))
		return strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	}
	if ta, tb := table(a, half), table(b, half); widest(ta) <= half && widest(tb) <= half && len(ta) == len(a.Cards)+1 && len(tb) == len(b.Cards)+1 {
		printBeside(out, ta, tb)
	} else {
		for i, r := range []*stats.Result{a, b} {
			if i > 0 {
				fmt.Fprintln(out)
			}
			fmt.Fprintln(out, w.Say("goldfish.auto-head", rules.Printable(r.Deck), r.Life))
			for _, l := range table(r, width-2) {
				fmt.Fprintln(out, "  "+l)
			}
		}
	}
	for _, l := range strings.Split(w.Say("goldfish.cmp-cards-note"), "\n") {
		fmt.Fprintln(out, l)
	}
}

// widest is the width in cells of the widest of lines.
func widest(lines []string) int {
	n := 0
	for _, l := range lines {
		n = max(n, xansi.StringWidth(l))
	}
	return n
}

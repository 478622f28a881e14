package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	xansi "github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/saves/scenario"
	"github.com/rathe-tcg/rathe/tui/goldchart"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newGoldfishCmd) }

// goldfishMaxTurns is how many of its turns a deck has to kill the
// goldfish in --auto when --turns is not given.
const goldfishMaxTurns = 30

// goldfishOptions are the inputs of `rathe goldfish` (cli/cli's options
// struct).
type goldfishOptions struct {
	global  *globalOptions
	format  string
	auto    bool
	runs    int
	turns   int
	workers int
	json    bool
	out     io.Writer
	errOut  io.Writer
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
func newGoldfishCmd(g *globalOptions) *cobra.Command {
	o := &goldfishOptions{global: g}
	cmd := &cobra.Command{
		Use:   "goldfish [DECK] [DECK]",
		Short: "cli.goldfish",
		Long:  "cli.goldfish-long",
		Args:  cobra.MaximumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			life, err := goldfishLife(o.format, g.words())
			if err != nil {
				return err
			}
			if !o.auto {
				if len(args) > 1 {
					return &exitError{2, errors.New(g.words().Say("cmd.gf-two-decks"))}
				}
				for _, f := range []string{"runs", "turns", "workers", "json"} {
					if cmd.Flags().Changed(f) {
						return &exitError{2, errors.New(g.words().Say("cmd.gf-auto-only", f))}
					}
				}
				deck := "cb-rhinar"
				if len(args) == 1 {
					deck = args[0]
				}
				// The deck is checked here, so that every goldfish command
				// refuses a deck alike, before the board starts.
				l, err := loadDeck(deck)
				if err != nil {
					return &exitError{2, fmt.Errorf("goldfish: %w", err)}
				}
				if _, err := rules.New(rules.GoldfishSetup(g.seed, l.Deck, life)); err != nil {
					return &exitError{2, fmt.Errorf("goldfish: %s: %w", rules.Printable(deck), err)}
				}
				seed := g.seed
				if !cmd.Flags().Changed("seed") {
					seed = uint64(time.Now().UnixNano())
				}
				return goldfishPlay(cmd, deck, seed, strings.ToLower(o.format))
			}
			if o.runs < 1 || o.runs > maxGoldfishRuns {
				return &exitError{2, errors.New(g.words().Say("cmd.gf-runs", o.runs, maxGoldfishRuns))}
			}
			if o.workers < 1 || o.workers > maxWorkers {
				return &exitError{2, errors.New(g.words().Say("cmd.gf-workers", o.workers, maxWorkers))}
			}
			if o.turns < 0 || o.turns > maxGoldfishTurns {
				return &exitError{2, errors.New(g.words().Say("cmd.gf-turns", o.turns, maxGoldfishTurns))}
			}
			if len(args) == 0 {
				args = []string{"cb-rhinar"}
			}
			o.out, o.errOut = cmd.OutOrStdout(), cmd.ErrOrStderr()
			if f, ok := o.out.(*os.File); ok && !o.json && term.IsTerminal(f.Fd()) {
				o.progress = true
			}
			return runGoldfishAuto(commandContext(cmd), o, args, life)
		},
	}
	cmd.Flags().StringVar(&o.format, "format", "blitz", "flag.goldfish-format")
	cmd.Flags().BoolVar(&o.auto, "auto", false, "flag.goldfish-auto")
	cmd.Flags().IntVar(&o.runs, "runs", 100, "flag.goldfish-runs")
	cmd.Flags().IntVar(&o.turns, "turns", 0, "flag.goldfish-turns" /* names goldfishMaxTurns */)
	cmd.Flags().IntVar(&o.workers, "workers", min(runtime.GOMAXPROCS(0), maxWorkers), "flag.goldfish-workers")
	cmd.Flags().BoolVar(&o.json, "json", false, "flag.goldfish-json")
	registerDeckCompletion(cmd)
	cmd.AddCommand(newGoldfishBestCmd(g))
	return cmd
}

// goldfishBestOptions are the inputs of `rathe goldfish best`.
type goldfishBestOptions struct {
	global   *globalOptions
	scenario string
	json     bool
}

// goldfishBestJSON is the --json output of `rathe goldfish best`.
type goldfishBestJSON struct {
	Damage        int      `json:"damage"`
	Line          []string `json:"line"`
	LinesSearched int      `json:"lines_searched"`
	MS            int64    `json:"ms"`
}

func newGoldfishBestCmd(g *globalOptions) *cobra.Command {
	o := &goldfishBestOptions{global: g}
	cmd := &cobra.Command{
		Use:   "best --scenario FILE",
		Short: "cli.goldfish-best",
		Long:  "cli.goldfish-best-long",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.scenario == "" {
				return &exitError{2, errors.New(g.words().Say("cmd.gf-best-scenario"))}
			}
			return runGoldfishBest(commandContext(cmd), cmd.OutOrStdout(), o)
		},
	}
	cmd.Flags().StringVar(&o.scenario, "scenario", "", "flag.goldfish-scenario")
	cmd.Flags().BoolVar(&o.json, "json", false, "flag.goldfish-best-json")
	return cmd
}

// runGoldfishBest prints the best line of the scenario's position.
func runGoldfishBest(ctx context.Context, out io.Writer, o *goldfishBestOptions) error {
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
	l, err := bot.Best(ctx, g.ViewFor(0), bot.Options{Seed: o.global.seed})
	if err != nil {
		return &exitError{1, fmt.Errorf("%s: %w", name, err)}
	}
	ms := time.Since(start).Milliseconds()
	w := text.Words{Lang: lang, View: g.ViewFor(0)}
	steps := w.GoldfishLine(&l)
	if o.json {
		return json.NewEncoder(out).Encode(goldfishBestJSON{Damage: l.Damage, Line: steps, LinesSearched: l.Searched, MS: ms})
	}
	fmt.Fprintln(out, w.Say("goldfish.best", l.Damage))
	for i, s := range steps {
		fmt.Fprintf(out, "  %d. %s\n", i+1, s)
	}
	fmt.Fprintln(out, w.Say("goldfish.searched", l.Searched, l.Nodes, ms))
	return nil
}

// goldfishGame is how one game against the goldfish went.
type goldfishGame struct {
	killedOn int   // the deck's turn the goldfish died on; 0: it did not
	damage   []int // damage of each of the deck's turns
	cards    map[string]*cardCounts
	err      error
}

// cardCounts is what happened to one card (by key) in a game or a run.
type cardCounts struct {
	drawn, played, pitched, arsenal int
	// damage sums, for each play of the card, the damage of its turn.
	damage int
}

// goldfishCard is a card of the --json output.
type goldfishCard struct {
	Name                 string  `json:"name"`
	Drawn                int     `json:"drawn"`
	Played               int     `json:"played"`
	Pitched              int     `json:"pitched"`
	Arsenal              int     `json:"arsenal"`
	MeanDamageWhenPlayed float64 `json:"mean_damage_when_played"`
}

// goldfishResult is the --json output of `rathe goldfish --auto`: the
// issue's keys, exactly. turns_to_kill_hist counts the games by the turn
// of the deck the goldfish died on; "none" counts the games it did not.
type goldfishResult struct {
	Runs               int            `json:"runs"`
	Seed               uint64         `json:"seed"`
	TurnsToKillMean    float64        `json:"turns_to_kill_mean"`
	TurnsToKillMedian  float64        `json:"turns_to_kill_median"`
	TurnsToKillHist    map[string]int `json:"turns_to_kill_hist"`
	DamagePerTurnMean  float64        `json:"damage_per_turn_mean"`
	Cards              []goldfishCard `json:"cards"`
	MS                 int64          `json:"ms"`
	deck               string
	life, turns        int
	kills              tally // turns to kill of the games that killed
	damageMedian       float64
	blanks, turnsAlive []int // by the deck's turn: games with 0 damage, games that reached it
	elapsed            time.Duration
}

// runGoldfishAuto plays o.runs games of each deck and prints them, or
// their comparison.
func runGoldfishAuto(ctx context.Context, o *goldfishOptions, deckNames []string, life int) error {
	lang, err := text.ParseLang(o.global.lang)
	if err != nil {
		return &exitError{2, err}
	}
	var ds []rules.Deck
	for _, name := range deckNames {
		l, err := loadDeck(name)
		if err != nil {
			return &exitError{2, fmt.Errorf("goldfish: %w", err)}
		}
		if _, err := rules.New(rules.GoldfishSetup(o.global.seed, l.Deck, life)); err != nil {
			return &exitError{2, fmt.Errorf("goldfish: %s: %w", rules.Printable(name), err)}
		}
		ds = append(ds, l.Deck)
	}
	// The searches make garbage fast (rathe sim does the same).
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	turns := o.turns
	if turns == 0 {
		turns = goldfishMaxTurns
	}
	var results []*goldfishResult
	for i, d := range ds {
		r, err := goldfishRuns(ctx, o, d, life, turns)
		if err != nil {
			return err
		}
		r.deck = deckNames[i]
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
// (inOrder), so memory does not grow with o.runs. The first game that
// fails stops the run.
func goldfishRuns(ctx context.Context, o *goldfishOptions, deck rules.Deck, life, turns int) (*goldfishResult, error) {
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var bar *goldchart.Progress
	if o.progress {
		bar = goldchart.NewProgress(40, !o.global.noColor)
		fmt.Fprint(o.out, "\r"+bar.Line(0, o.runs))
	}
	sum := newGoldfishSum(o.global.seed, turns)
	var failed error
	noState := func() struct{} { return struct{}{} }
	play := func(ctx context.Context, _ struct{}, i int) goldfishGame {
		return playGoldfishGame(ctx, o.global.seed, i, deck, life, turns)
	}
	inOrder(ctx, o.runs, o.workers, noState, play, func(i int, gm goldfishGame) {
		if failed != nil {
			return
		}
		if gm.err != nil {
			gs, d1, _ := saves.Seeds(o.global.seed, i)
			failed = &exitError{1, fmt.Errorf("%s: %w", o.global.words().Say("cmd.gf-game-failed", i, gs, d1), gm.err)}
			cancel() // the games after it are not summed up
			return
		}
		sum.add(&gm)
		if bar != nil {
			fmt.Fprint(o.out, "\r"+bar.Line(i+1, o.runs))
		}
	})
	if bar != nil {
		fmt.Fprint(o.out, "\r"+strings.Repeat(" ", 48)+"\r")
	}
	if failed != nil {
		return nil, failed
	}
	r := sum.result()
	r.life, r.turns = life, turns
	r.elapsed = time.Since(start)
	r.MS = r.elapsed.Milliseconds()
	// The cards in the order of the deck list.
	seen := map[string]bool{}
	var order []string
	for _, c := range deck.Cards {
		if k := c.Key(); !seen[k] {
			seen[k] = true
			order = append(order, k)
		}
	}
	byName := map[string]*goldfishCard{}
	for i := range r.Cards {
		byName[r.Cards[i].Name] = &r.Cards[i]
	}
	cards := make([]goldfishCard, 0, len(r.Cards))
	for _, k := range order {
		if c, ok := byName[k]; ok {
			cards = append(cards, *c)
		} else {
			cards = append(cards, goldfishCard{Name: k})
		}
	}
	r.Cards = cards
	return r, nil
}

// playGoldfishGame plays game i of a run: the deck, played by the
// goldfish bot, against the goldfish, until it dies or the deck has had
// turns turns. The game and the bot are seeded from seed and i.
func playGoldfishGame(ctx context.Context, seed uint64, i int, deck rules.Deck, life, turns int) (r goldfishGame) {
	defer func() {
		if p := recover(); p != nil {
			r.err = fmt.Errorf("panic: %v", p)
		}
	}()
	gs, bs, _ := saves.Seeds(seed, i)
	g, err := rules.New(rules.GoldfishSetup(gs, deck, life))
	if err != nil {
		r.err = err
		return r
	}
	g.SetDecider(0, &bot.Goldfisher{Options: bot.Options{Seed: bs}})
	g.SetDecider(1, rules.GoldfishDecider)
	// The deck's turn k is the game's turn 2k-1 (it goes first): the game
	// stops as the goldfish's turn after the deck's last one begins.
	g.MaxTurns = 2*turns - 1
	r.cards = map[string]*cardCounts{}
	count := func(c *rules.Card) *cardCounts {
		k := c.Key()
		cc := r.cards[k]
		if cc == nil {
			cc = &cardCounts{}
			r.cards[k] = cc
		}
		return cc
	}
	var playedThisTurn []*cardCounts
	lifeAt := life
	endTurn := func() {
		d := lifeAt - max(g.Omniscient().Life(1), 0)
		r.damage = append(r.damage, d)
		for _, cc := range playedThisTurn {
			cc.damage += d
		}
		playedThisTurn = playedThisTurn[:0]
		lifeAt = g.Omniscient().Life(1)
	}
	g.SetObserver(func(g *rules.Game, e *rules.Event) {
		if e.Player != 0 && e.Kind != rules.EvTurnEnd {
			return
		}
		switch e.Kind {
		case rules.EvDraw:
			count(g.Omniscient().Card(e.Obj)).drawn++
		case rules.EvPlay:
			cc := count(g.Omniscient().Card(e.Obj))
			cc.played++
			playedThisTurn = append(playedThisTurn, cc)
		case rules.EvPitch:
			count(g.Omniscient().Card(e.Obj)).pitched++
		case rules.EvArsenal:
			count(g.Omniscient().Card(e.Obj)).arsenal++
		case rules.EvTurnEnd:
			if g.Omniscient().TurnPlayer() == 0 {
				endTurn()
			}
		}
	})
	err = g.Run(ctx)
	switch {
	case errors.Is(err, rules.ErrTurnLimit):
	case err != nil:
		r.err = err
		return r
	}
	if g.Over() && g.Omniscient().TurnPlayer() == 0 {
		endTurn() // the turn the goldfish died on
	}
	if g.Over() && g.Omniscient().Winner() == 0 {
		r.killedOn = len(r.damage)
	}
	return r
}

// goldfishSum sums the games up, one at a time in game order: counts and
// tallies, nothing kept of a game itself.
type goldfishSum struct {
	r       *goldfishResult
	damages tally // the damage of each of the deck's turns
	cards   map[string]*cardCounts
}

func newGoldfishSum(seed uint64, turns int) *goldfishSum {
	r := &goldfishResult{Seed: seed, TurnsToKillHist: map[string]int{}, kills: tally{}}
	r.blanks = make([]int, turns+1)
	r.turnsAlive = make([]int, turns+1)
	return &goldfishSum{r: r, damages: tally{}, cards: map[string]*cardCounts{}}
}

// add sums one more game up.
func (s *goldfishSum) add(gm *goldfishGame) {
	r := s.r
	r.Runs++
	if gm.killedOn > 0 {
		r.kills[gm.killedOn]++
		r.TurnsToKillHist[strconv.Itoa(gm.killedOn)]++
	} else {
		r.TurnsToKillHist["none"]++
	}
	for t, d := range gm.damage {
		s.damages[d]++
		if t+1 < len(r.turnsAlive) {
			r.turnsAlive[t+1]++
			if d == 0 {
				r.blanks[t+1]++
			}
		}
	}
	for k, c := range gm.cards {
		sum := s.cards[k]
		if sum == nil {
			sum = &cardCounts{}
			s.cards[k] = sum
		}
		sum.drawn += c.drawn
		sum.played += c.played
		sum.pitched += c.pitched
		sum.arsenal += c.arsenal
		sum.damage += c.damage
	}
}

// result is the sums as the statistics of the run.
func (s *goldfishSum) result() *goldfishResult {
	r := s.r
	r.TurnsToKillMean, r.TurnsToKillMedian = r.kills.meanMedian()
	r.DamagePerTurnMean, r.damageMedian = s.damages.meanMedian()
	names := make([]string, 0, len(s.cards))
	for k := range s.cards {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		c := s.cards[k]
		gc := goldfishCard{Name: k, Drawn: c.drawn, Played: c.played, Pitched: c.pitched, Arsenal: c.arsenal}
		if c.played > 0 {
			gc.MeanDamageWhenPlayed = round2(float64(c.damage) / float64(c.played))
		}
		r.Cards = append(r.Cards, gc)
	}
	r.TurnsToKillMean = round2(r.TurnsToKillMean)
	r.DamagePerTurnMean = round2(r.DamagePerTurnMean)
	return r
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }

// tally counts values: how many games, or turns, had each. It is what a
// run keeps of its games, whatever their number.
type tally map[int]int

// values are the values counted, in increasing order.
func (t tally) values() []int {
	xs := make([]int, 0, len(t))
	for x, n := range t {
		if n > 0 {
			xs = append(xs, x)
		}
	}
	slices.Sort(xs)
	return xs
}

// meanMedian of the values counted; 0, 0 for none.
func (t tally) meanMedian() (mean, median float64) {
	n, sum := 0, 0
	for x, c := range t {
		n += c
		sum += x * c
	}
	if n == 0 {
		return 0, 0
	}
	mean = float64(sum) / float64(n)
	// The k-th value in increasing order (from 0).
	nth := func(k int) int {
		for _, x := range t.values() {
			if k < t[x] {
				return x
			}
			k -= t[x]
		}
		panic("tally: no such value")
	}
	if n%2 == 1 {
		median = float64(nth(n / 2))
	} else {
		median = float64(nth(n/2-1)+nth(n/2)) / 2
	}
	return mean, median
}

func fmtMedian(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// printGoldfishResult prints one deck's statistics.
func printGoldfishResult(out io.Writer, w text.Words, r *goldfishResult, noColor bool) {
	for _, l := range goldfishSummary(w, r, min(60, termWidth(out)-6), !noColor && termColor(out)) {
		fmt.Fprintln(out, l)
	}
	fmt.Fprintln(out, "  "+w.Say("goldfish.blanks"))
	for t := 1; t < len(r.turnsAlive); t++ {
		if r.turnsAlive[t] == 0 {
			break
		}
		fmt.Fprintln(out, "    "+w.Say("goldfish.blank-turn", t, 100*float64(r.blanks[t])/float64(r.turnsAlive[t]), r.turnsAlive[t]))
	}
	rows := [][]string{strings.Split(w.Say("goldfish.cards-head"), "\t")}
	for _, c := range r.Cards {
		rows = append(rows, []string{rules.Printable(c.Name), strconv.Itoa(c.Drawn), strconv.Itoa(c.Played),
			strconv.Itoa(c.Pitched), strconv.Itoa(c.Arsenal), fmt.Sprintf("%.2f", c.MeanDamageWhenPlayed)})
	}
	printColumns(out, "  ", rows)
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
		fmt.Fprintln(out, b.String())
	}
}

// goldfishSummary is the head of a deck's statistics: the runs, the turns
// to kill and their histogram (histWidth columns), the damage a turn.
func goldfishSummary(w text.Words, r *goldfishResult, histWidth int, color bool) []string {
	out := []string{
		w.Say("goldfish.auto-head", rules.Printable(r.deck), r.life),
		"  " + w.Say("goldfish.auto-runs", r.Runs, r.Seed, r.elapsed.Seconds()),
		"  " + w.Say("goldfish.kill", r.TurnsToKillMean, fmtMedian(r.TurnsToKillMedian)),
	}
	if n := r.TurnsToKillHist["none"]; n > 0 {
		out = append(out, "  "+w.Say("goldfish.no-kill", r.turns, n))
	}
	var bins []goldchart.Bin
	if ks := r.kills.values(); len(ks) > 0 {
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
	return append(out, "  "+w.Say("goldfish.damage", r.DamagePerTurnMean, fmtMedian(r.damageMedian)))
}

// termWidth is the width of the terminal out is, or 120 for a file or a
// pipe.
func termWidth(out io.Writer) int {
	if f, ok := out.(*os.File); ok && term.IsTerminal(f.Fd()) {
		if w, _, err := term.GetSize(f.Fd()); err == nil && w > 0 {
			return w
		}
	}
	return 120
}

// termColor reports whether out is a terminal that shows colours.
func termColor(out io.Writer) bool {
	f, ok := out.(*os.File)
	return ok && term.IsTerminal(f.Fd())
}

// goldfishComparison is the --json output of two decks compared.
type goldfishComparison struct {
	Decks      []*goldfishResult `json:"decks"`
	Names      []string          `json:"names"`
	Difference float64           `json:"turns_to_kill_mean_difference"`
	Test       string            `json:"test"`
	U          float64           `json:"u"`
	Z          float64           `json:"z"`
	P          float64           `json:"p"`
}

// printGoldfishComparison prints two decks side by side and the test of
// the difference in their turns to kill.
func printGoldfishComparison(o *goldfishOptions, w text.Words, rs []*goldfishResult) error {
	a, b := rs[0], rs[1]
	u, z, p, ok := mannWhitney(a.kills, b.kills)
	diff := round2(a.TurnsToKillMean - b.TurnsToKillMean)
	if o.json {
		return json.NewEncoder(o.out).Encode(goldfishComparison{Decks: rs, Names: []string{a.deck, b.deck}, Difference: diff,
			Test: "mann-whitney-u", U: u, Z: round4(z), P: round4(p)})
	}
	// Side by side: the head of each deck's statistics (the cards are
	// for one deck at a time).
	color := !o.global.noColor && termColor(o.out)
	hw := min(34, (termWidth(o.out)-3)/2-6)
	ls, rsl := goldfishSummary(w, a, hw, color), goldfishSummary(w, b, hw, color)
	width := 0
	for _, l := range ls {
		width = max(width, xansi.StringWidth(l))
	}
	for i := 0; i < max(len(ls), len(rsl)); i++ {
		l, r := "", ""
		if i < len(ls) {
			l = ls[i]
		}
		if i < len(rsl) {
			r = rsl[i]
		}
		fmt.Fprintf(o.out, "%s%s │ %s\n", l, strings.Repeat(" ", width-xansi.StringWidth(l)), r)
	}
	fmt.Fprintln(o.out)
	fmt.Fprintln(o.out, w.Say("goldfish.compare-diff", rules.Printable(a.deck), rules.Printable(b.deck), diff))
	if !ok {
		fmt.Fprintln(o.out, w.Say("goldfish.compare-too-few"))
		return nil
	}
	fmt.Fprintln(o.out, w.Say("goldfish.compare-test", u, z, p))
	if p < 0.05 {
		fmt.Fprintln(o.out, w.Say("goldfish.compare-sig"))
	} else {
		fmt.Fprintln(o.out, w.Say("goldfish.compare-not-sig"))
	}
	return nil
}

func round4(x float64) float64 { return math.Round(x*10000) / 10000 }

// mannWhitney is the Mann-Whitney U test of two samples, given as
// tallies: U of the first, its z by the normal approximation with the
// variance corrected for ties and a continuity correction of 1/2, and the
// two-sided p. ok is false when a sample is empty or every value is the
// same.
func mannWhitney(a, b tally) (u, z, p float64, ok bool) {
	n1, n2 := 0.0, 0.0
	for _, c := range a {
		n1 += float64(c)
	}
	for _, c := range b {
		n2 += float64(c)
	}
	if n1 == 0 || n2 == 0 {
		return 0, 0, 1, false
	}
	both := tally{}
	for x, c := range a {
		both[x] += c
	}
	for x, c := range b {
		both[x] += c
	}
	n := n1 + n2
	r1, ties, below := 0.0, 0.0, 0.0
	for _, x := range both.values() {
		t := float64(both[x])
		rank := (2*below + t + 1) / 2 // ranks below+1..below+t, averaged
		r1 += float64(a[x]) * rank
		ties += t*t*t - t
		below += t
	}
	u = r1 - n1*(n1+1)/2
	mean := n1 * n2 / 2
	variance := n1 * n2 / 12 * ((n + 1) - ties/(n*(n-1)))
	if variance <= 0 {
		return u, 0, 1, false
	}
	d := u - mean
	switch {
	case d > 0.5:
		d -= 0.5
	case d < -0.5:
		d += 0.5
	default:
		d = 0
	}
	z = d / math.Sqrt(variance)
	p = math.Erfc(math.Abs(z) / math.Sqrt2)
	return u, z, p, true
}

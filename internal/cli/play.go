package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/charmbracelet/x/term"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
	"github.com/rathe-tcg/rathe/tui"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

// playOptions are the inputs of `rathe play` and of `rathe` alone.
type playOptions struct {
	streams
	global *globalOptions
	// seedGiven is --seed given: without it every game is shuffled anew.
	seedGiven bool
	// w says the setup's problems (--equip's, in --lang).
	w        text.Words
	p1, p2   string
	scenario string
	// scenarioText is the scenario as read (boardGame), for the save.
	scenarioText []byte
	hold         bool
	openHands    bool
	fullControl  bool
	// stops: where the board asks each player (tui.ParseStops);
	// noPassConfirm: one p ends the action phase even with cards to play.
	stops         string
	noPassConfirm bool
	headless      bool
	// The weapons and equipment each player starts with, by
	// name (CR 4.1.4); "" asks at the start of the game when the deck has
	// spares.
	equip1, equip2 string
	// first is --first: "p1" or "p2" takes the first turn, the answer of
	// the player selected at random (CR 4.1.3); "" asks on the board.
	first string
	// bot is --bot: "p2" or "p2:hard", the seat the computer takes
	// and its level (botseat.go).
	bot string
	// deckFlags are the flags of the decks given (--p1, --p2, --equip,
	// --equip2), which a scenario's position has no use for.
	deckFlags []string
}

// newPlayCmd is `rathe play`: a hot-seat game on the board (tui/).
func newPlayCmd(g *globalOptions, runF func(*playOptions) error) *cobra.Command {
	o := &playOptions{global: g}
	cmd := &cobra.Command{
		Use:   "play",
		Short: "cli.play",
		Args:  cobra.NoArgs,
		RunE:  playRunE(o, runF),
	}
	addPlayFlags(cmd, o)
	return cmd
}

// playRunE runs `play` and the root command (`rathe` alone plays).
func playRunE(o *playOptions, runF func(*playOptions) error) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		o.streams, o.seedGiven = streamsOf(cmd), cmd.Flags().Changed("seed")
		o.deckFlags = nil
		for _, f := range []string{"p1", "p2", "equip", "equip2"} {
			if cmd.Flags().Changed(f) {
				o.deckFlags = append(o.deckFlags, "--"+f)
			}
		}
		if runF != nil {
			return runF(o)
		}
		return runPlay(o)
	}
}

// addPlayFlags gives `play` and the root command (`rathe` alone plays) the
// same flags.
func addPlayFlags(cmd *cobra.Command, o *playOptions) {
	addDeckFlags(cmd, &o.p1, &o.p2)
	cmd.Flags().StringVar(&o.scenario, "scenario", "", "flag.play-scenario")
	cmd.Flags().BoolVar(&o.openHands, "open-hands", false, "flag.play-open-hands")
	cmd.Flags().BoolVar(&o.fullControl, "full-control", false, "flag.play-full-control")
	cmd.Flags().BoolVar(&o.hold, "hold-priority", false, "flag.play-hold-priority")
	cmd.Flags().StringVar(&o.stops, "stops", "default", "flag.play-stops")
	cmd.Flags().BoolVar(&o.noPassConfirm, "no-pass-confirm", false, "flag.play-no-confirm")
	cmd.Flags().BoolVar(&o.headless, "headless", false, "flag.play-headless")
	// Equipment chosen at the start of the game (CR 4.1.4).
	cmd.Flags().StringVar(&o.equip1, "equip", "", "flag.play-equip")
	cmd.Flags().StringVar(&o.equip2, "equip2", "", "flag.play-equip2")
	cmd.Flags().StringVar(&o.first, "first", "", "flag.play-first")
	cmd.Flags().StringVar(&o.bot, "bot", "", "flag.play-bot")
}

// boardGame sets up the game the board plays: a scenario's position, or
// the two decks.
func boardGame(seed uint64, o *playOptions) (*rules.Game, error) {
	if o.scenario != "" {
		// scenario.Load refuses a folder, a FIFO or a device at once.
		f, text, err := scenario.LoadText(o.scenario)
		if err != nil {
			return nil, &exitError{2, err}
		}
		o.scenarioText = text
		// CR 4.1.3: who goes first is asked at the start of the game; a
		// position past it has had its first turn, and --first was
		// dropped without a word (exit 0). A `start: game` file asks it.
		if !f.StartGame && strings.TrimSpace(o.first) != "" {
			return nil, &exitError{2, errors.New(o.w.Say("cmd.scenario-no-first"))}
		}
		game, err := f.Game()
		if err != nil {
			return nil, &exitError{2, fmt.Errorf("%s: %w", rules.Printable(o.scenario), err)}
		}
		return game, nil
	}
	setup, err := playSetup(seed, o)
	if err != nil {
		return nil, &exitError{2, err}
	}
	game, err := rules.New(setup)
	if err != nil {
		return nil, &exitError{2, err}
	}
	return game, nil
}

// handoffGuard is the board's hand-off guard (tui.Config.HandoffGuard):
// RATHE_HANDOFF_GUARD when set (a Go duration; 0s turns the guard off, for
// scripts and tests that wait on the screen rather than on the clock),
// else the board's default. A value that is not a duration is a usage
// error.
func handoffGuard(w text.Words) (time.Duration, error) {
	v, ok := os.LookupEnv("RATHE_HANDOFF_GUARD")
	if !ok || v == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		return 0, &exitError{2, errors.New(w.Say("cmd.bad-handoff-guard", rules.Printable(v)))}
	}
	if d == 0 {
		return tui.NoHandoffGuard, nil
	}
	return d, nil
}

// boardTerminal refuses to start a board where it cannot be seen or
// driven (exit 2): a dumb terminal (TERM=dumb cannot move the cursor),
// output that is not a terminal (`rathe play > file` would write screens
// nobody sees), or input that is not one (no keys). hint is the message id
// of what the command offers without a terminal. Writers and readers that
// are not files (tests) are let through.
func boardTerminal(w text.Words, hint string, in io.Reader, out io.Writer) error {
	without := w.Say(hint)
	if os.Getenv("TERM") == "dumb" {
		return &exitError{2, errors.New(w.Say("cmd.dumb-terminal") + without)}
	}
	if f, ok := out.(*os.File); ok && !term.IsTerminal(f.Fd()) {
		return &exitError{2, errors.New(w.Say("cmd.not-a-terminal") + without)}
	}
	if f, ok := in.(*os.File); ok && !term.IsTerminal(f.Fd()) {
		return &exitError{2, errors.New(w.Say("cmd.no-keys") + without)}
	}
	return nil
}

// runPlay starts the board (or plays headless). Without --seed every game
// is shuffled anew; the seed is printed at the end, so a game can be
// played again.
func runPlay(o *playOptions) error {
	g := o.global
	o.w = g.words()
	// A scenario names both heroes and every card: a deck given with it
	// was dropped without a word (exit 0). A usage error, board or not.
	if o.scenario != "" && len(o.deckFlags) > 0 {
		return &exitError{2, errors.New(o.w.Say("cmd.scenario-no-decks", strings.Join(o.deckFlags, ", ")))}
	}
	if o.headless {
		if o.bot != "" {
			return &exitError{2, errors.New(o.w.Say("cmd.bot-headless"))}
		}
		// The stops are the board's, but a stop nobody knows is a usage
		// error here too (it played the game, exit 0).
		if _, err := playStops(o.w, o.stops, nil); err != nil {
			return err
		}
		return runHeadless(o)
	}
	lang, err := text.ParseLang(g.lang)
	if err != nil {
		return err
	}
	seed := g.seed
	if !o.seedGiven {
		seed = uint64(time.Now().UnixNano())
	}
	stops, err := playStops(o.w, o.stops, o.setupFor(seed))
	if err != nil {
		return err
	}
	game, err := boardGame(seed, o)
	if err != nil {
		return err
	}
	if err := boardTerminal(o.w, "cmd.headless-hint", o.in, o.out); err != nil {
		return err
	}
	cfg := tui.Config{Game: game, Lang: lang, OpenHands: o.openHands, FullControl: o.fullControl, Color: !g.noColor, HoldPriority: o.hold,
		Stops: stops, NoPassConfirm: o.noPassConfirm}
	cfg.First, _ = o.firstPlayer() // read by boardGame already
	if cfg.Bot, err = boardBot(o.bot, seed); err != nil {
		return err
	}
	if cfg.HandoffGuard, err = handoffGuard(o.w); err != nil {
		return err
	}
	cfg.NewGame = func() (*rules.Game, error) { return boardGame(seed, o) }
	if cfg.Record, err = newRecord(seed, o); err != nil { // autosave (saves.go)
		return err
	}
	defer cfg.Record.Close() // the save's lock: the game is open until here
	// The sets of weapons and equipment each deck last started with are
	// offered first (CR 4.1.4); a file that does not read is set aside.
	var mem *equipMemory
	if o.scenario == "" {
		var merr error
		mem, merr = newEquipMemory(o)
		if merr != nil {
			fmt.Fprintln(o.errOut, o.w.Say("cmd.equip-unread", rules.Printable(sayError(o.w, merr))))
		}
		if mem != nil {
			cfg.Equipment = mem
			if setup, err := playSetup(seed, o); err == nil {
				for p, names := range [2]string{o.equip1, o.equip2} {
					if strings.TrimSpace(names) != "" {
						mem.remember(rules.Player(p), setup.Players[p].Arena)
					}
				}
			}
		}
	}
	res, err := tui.Run(o.ctx, cfg, o.in, o.out)
	if werr := mem.writeErr(); werr != nil {
		fmt.Fprintln(o.errOut, o.w.Say("cmd.equip-unsaved", rules.Printable(sayError(o.w, werr))))
	}
	if err != nil {
		return err
	}
	sum, ended, game := res.Summary, res.Ended, res.Game
	w := text.Words{Lang: lang, View: game.ViewFor(rules.Omniscient)}
	out := o.out
	from := w.Say("cmd.seed", seed)
	if o.scenario != "" {
		from = o.scenario
	}
	switch {
	case !ended:
		fmt.Fprintln(out, w.Say("cmd.left", game.Omniscient().Turn(), from))
	case sum.Winner == 0 || sum.Winner == 1:
		fmt.Fprintln(out, w.Say("cmd.won", w.Player(sum.Winner), sum.Turns, from))
	default:
		fmt.Fprintln(out, w.Say("cmd.drawn", sum.Turns, from))
	}
	return afterBoard(out, lang, res, cfg.Record)
}

// playStops reads --stops: a usage error (exit 2) names the stop it does
// not know and the places there are. The defaults ("default") fit each
// player's deck (tui.Stops.ForDeck), when the decks are known.
func playStops(w text.Words, list string, setup *rules.Setup) ([2]tui.Stops, error) {
	s, err := tui.ParseStops(list)
	var bad *tui.StopError
	if errors.As(err, &bad) {
		return [2]tui.Stops{}, &exitError{2, errors.New(w.Say("cmd.bad-stop", rules.Printable(bad.Name), tui.StopNames()))}
	}
	if s == 0 {
		s = tui.NoStops
	}
	out := [2]tui.Stops{s, s}
	if strings.TrimSpace(strings.ToLower(list)) == "default" && setup != nil {
		for p := range out {
			out[p] = s.ForDeck(setup.Players[p])
		}
	}
	return out, nil
}

// setupFor is the setup of a game of decks (nil for a scenario, or
// decks that do not set up: boardGame says why).
func (o *playOptions) setupFor(seed uint64) *rules.Setup {
	if o.scenario != "" {
		return nil
	}
	s, err := playSetup(seed, o)
	if err != nil {
		return nil
	}
	return &s
}

func addDeckFlags(cmd *cobra.Command, p1, p2 *string) {
	cmd.Flags().StringVar(p1, "p1", "cb-rhinar", "flag.play-p1")
	cmd.Flags().StringVar(p2, "p2", "cb-dorinthea", "flag.play-p2")
	registerDeckCompletion(cmd)
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

// playSetup is the setup of `rathe play`: both decks, each starting with
// the weapons and equipment --equip / --equip2 name when given (CR
// 4.1.4; otherwise a deck with spares asks as the game starts). The
// save file keeps the chosen arena-cards, so a resumed game asks nothing.
//
// CR 4.1.3: the player selected at random chooses who goes first. On the
// board they are asked (or --first answers for them); the headless game
// of random players asks only with --first, so that its log for a seed
// stays what it was.
func playSetup(seed uint64, o *playOptions) (rules.Setup, error) {
	setup, err := loadSetup(seed, o.p1, o.p2)
	if err != nil {
		return setup, err
	}
	first, err := o.firstPlayer()
	if err != nil {
		return setup, err
	}
	setup.AskFirst = !o.headless || first != 0
	// On the board, an order of triggers that changes nothing is not
	// asked (CR 1.10.2d, rules/mootorder.go); the save keeps the setting.
	setup.SkipMootOrders = !o.headless
	setup.SkipMoreMootOrders = !o.headless
	for p, x := range [2]struct{ deck, names, flag string }{{o.p1, o.equip1, "--equip"}, {o.p2, o.equip2, "--equip2"}} {
		if strings.TrimSpace(x.names) == "" {
			continue
		}
		l, err := loadDeck(x.deck)
		if err != nil {
			return setup, err
		}
		if err := equipList(o.w, l, x.flag, x.names); err != nil {
			return setup, err
		}
		setup.Players[p].Arena = l.Deck.Arena
	}
	return setup, nil
}

// equipList equips l with the weapons and equipment names ("Name,Name")
// that flag gave (CR 4.1.4), its problems said in w's words.
func equipList(w text.Words, l *decks.List, flag, names string) error {
	split := l.SplitEquip(names)
	if !slices.ContainsFunc(split, func(n string) bool { return strings.TrimSpace(n) != "" }) {
		// "," names nothing: not the deck's own set, nor none.
		return errors.New(w.Say("cmd.equip-empty", flag, rules.Printable(names)))
	}
	if err := l.Equip(split); err != nil {
		var ps decks.Problems
		if errors.As(err, &ps) {
			return errors.New(flag + ": " + w.Problems(ps))
		}
		return fmt.Errorf("%s: %w", flag, err)
	}
	return nil
}

// firstPlayer reads --first: 1 or 2, 0 when it is not given.
func (o *playOptions) firstPlayer() (int, error) {
	switch strings.ToLower(strings.TrimSpace(o.first)) {
	case "":
		return 0, nil
	case "p1", "1":
		return 1, nil
	case "p2", "2":
		return 2, nil
	}
	return 0, errors.New(o.w.Say("cmd.bad-first", rules.Printable(o.first)))
}

// loadDeck reads a deck by embedded name or file path for a game. A deck
// from a file must be legal in its format (the one it declares, else its
// hero's: decks.Check); the embedded decks are checked by the tests. A file
// that is not is refused with every problem `rathe decks check` finds in
// it, not the first alone.
func loadDeck(nameOrPath string) (*decks.List, error) {
	l, err := decks.Open(nameOrPath)
	if l == nil {
		return nil, err
	}
	if !l.Embedded {
		les := decks.LineErrors(err)
		if err != nil && len(les) == 0 {
			return nil, err
		}
		if !l.Unread() { // else its one problem is that it is no list
			les = append(les, decks.LineErrors(decks.Check(l, decks.FormatAuto))...)
		}
		if len(les) > 0 {
			return nil, &deckCheckError{file: nameOrPath, les: sortLineErrors(les)}
		}
	} else if err != nil {
		return nil, err
	}
	if err := l.Build(); err != nil {
		return nil, err
	}
	return l, nil
}

// deckCheckError is a deck file a game refuses: every problem `rathe
// decks check` prints of it, in line order, and the command that lists
// them again.
type deckCheckError struct {
	file string
	les  []*decks.LineError
}

func (e *deckCheckError) Error() string {
	var b strings.Builder
	for i, le := range e.les {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(le.Error())
	}
	return b.String() + "\n" + e.hint()
}

// hint points to decks check, in English (sayError says it in --lang).
func (e *deckCheckError) hint() string {
	return text.Words{Lang: text.EN}.Say("cmd.deck-check-hint", shellArg(e.file))
}

func (e *deckCheckError) Unwrap() []error {
	out := make([]error, len(e.les))
	for i, le := range e.les {
		out[i] = le
	}
	return out
}

// runHeadless plays the game between random players, printing every
// answer and event (--headless).
func runHeadless(o *playOptions) error {
	ctx, out, g := o.ctx, o.out, o.global
	if ctx == nil {
		ctx = context.Background()
	}
	lang, err := text.ParseLang(g.lang)
	if err != nil {
		return err
	}
	// With --scenario the game starts from the scenario's position (its
	// answers are not played); the players are random either way.
	game, err := boardGame(g.seed, o)
	if err != nil {
		return err
	}
	w := text.Words{Lang: lang, View: game.ViewFor(rules.Omniscient)}
	// The log is an audit trail: every answer, then every event it caused
	// with its numbers and rule, so a judge can check the game from the
	// text alone.
	first, err := o.firstPlayer()
	if err != nil {
		return &exitError{2, err}
	}
	for p := rules.Player(0); p < 2; p++ {
		game.SetDecider(p, auditDecider{d: firstDecider{d: rules.NewRandom(g.seed*2 + 1 + uint64(p)), first: first}, w: w, out: out})
	}
	game.MaxTurns = 500
	game.SetObserver(func(_ *rules.Game, e *rules.Event) {
		fmt.Fprintf(out, "T%-3d %s\n", e.Turn, w.Event(e))
	})
	if err := game.Run(ctx); err != nil {
		return err
	}
	v := game.Omniscient()
	fmt.Fprintln(out, w.Say("cmd.after-turns", v.Turn(), w.Player(0), v.Life(0), w.Player(1), v.Life(1)))
	return nil
}

// firstDecider answers who goes first as --first says (CR 4.1.3), and
// leaves every other question to d.
type firstDecider struct {
	d     rules.Decider
	first int
}

func (f firstDecider) Decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	if a, ok := tui.FirstAnswer(&p, f.first); ok {
		return a, nil
	}
	return f.d.Decide(ctx, v, p)
}

// auditDecider prints each answer a decider gives, in words: the question,
// then what was chosen (or the number, for X).
type auditDecider struct {
	d   rules.Decider
	w   text.Words
	out io.Writer
}

func (a auditDecider) Decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	ans, err := a.d.Decide(ctx, v, p)
	if err != nil {
		return ans, err
	}
	var chosen []string
	for _, id := range ans.IDs {
		if i := p.Find(id); i >= 0 {
			chosen = append(chosen, a.w.Option(&p, p.Options[i]))
		}
	}
	what := strings.Join(chosen, ", ")
	switch {
	case p.Shape == rules.ShapeNumber:
		what = fmt.Sprintf("X = %d", ans.X)
	case len(chosen) == 0:
		what = a.w.Say("cmd.none")
	}
	fmt.Fprintf(a.out, "T%-3d %s › %s\n", v.Turn(), rules.Printable(a.w.Prompt(&p)), rules.Printable(what))
	return ans, nil
}

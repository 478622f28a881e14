package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"unicode/utf8"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui"
	"github.com/rathe-tcg/rathe/tui/text"
	"github.com/spf13/cobra"
)

// Saved games (README "Saved games"): resume, load, replay, and
// `saves list/rm/scenario`. Every game on the board is saved after every
// answer into saves.Dir().

// newRecord starts the record of a new game: of decks, or of a scenario
// (its text is kept in the save: the game starts from its position).
// savedStops is --stops as the save keeps it: nothing for the default.
func savedStops(list string) string {
	if s, err := tui.ParseStops(list); err == nil && s == tui.DefaultStops {
		return ""
	}
	return list
}

func newRecord(seed uint64, o *playOptions) (*saves.Session, error) {
	var setup rules.Setup
	if o.scenario == "" {
		var err error
		setup, err = playSetup(seed, o) // with --equip's choice
		if err != nil {
			return nil, err
		}
	}
	// No folder for the saves, or one that cannot be made: the game could
	// not be kept, so it does not start (exit 2, as for input that cannot
	// be read).
	dir, err := saves.Dir()
	if err != nil {
		return nil, &exitError{2, err}
	}
	opts := saves.Options{OpenHands: o.openHands, FullControl: o.fullControl, HoldPriority: o.hold, Stops: savedStops(o.stops)}
	if b, err := boardBot(o.bot, seed); err == nil && b != nil {
		opts.Bot = botSpec(b)
	}
	var s *saves.Session
	if o.scenario != "" {
		s, err = saves.NewScenarioSession(dir, rules.Printable(o.scenario), o.scenarioText, opts)
	} else {
		s, err = saves.NewSession(dir, setup, [2]string{o.p1, o.p2}, opts)
	}
	if err != nil {
		return nil, &exitError{2, err}
	}
	return s, nil
}

// afterBoard says where the game is saved and how to go on, and turns a
// signal that ended the board into the exit status 128+N.
func afterBoard(out io.Writer, lang text.Lang, res tui.Result, rec *saves.Session) error {
	w := text.Words{Lang: lang}
	if rec != nil && rec.Path() != "" && (rec.Written() || res.SaveErr != nil) {
		path := rules.Printable(rec.Path())
		switch {
		case res.SaveErr != nil:
			fmt.Fprintln(out, w.Say("cmd.save-failed", rules.Printable(sayError(w, res.SaveErr))))
		case res.Ended:
			fmt.Fprintln(out, w.Say("cmd.record", path))
		default:
			fmt.Fprintln(out, w.Say("cmd.saved", path))
		}
	}
	if sig, ok := res.Signal.(syscall.Signal); ok {
		return &exitError{code: 128 + int(sig), err: errors.New(text.Words{Lang: lang}.Say("cmd.stopped-by", sig))}
	}
	if res.SaveErr != nil && rec != nil {
		// The last state of the game is not on disk: exit 1, saying
		// what the file still holds.
		if st := rec.SaveState(); st.Written && fileExists(rec.Path()) {
			return &exitError{code: 1, err: errors.New(w.Say("cmd.not-saved-holds", rules.Printable(rec.Path()), st.Turn))}
		}
		return &exitError{code: 1, err: errors.New(w.Say("cmd.not-saved-nofile"))}
	}
	return nil
}

// resumeOptions are the inputs of `rathe resume`.
type resumeOptions struct {
	streams
	global *globalOptions
}

func newResumeCmd(g *globalOptions, runF func(*resumeOptions) error) *cobra.Command {
	o := &resumeOptions{global: g}
	return &cobra.Command{
		Use:   "resume",
		Short: "cli.saves-resume",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams = streamsOf(cmd)
			if runF != nil {
				return runF(o)
			}
			return runResume(o)
		},
	}
}

// runResume plays on the latest unfinished game of the saves folder.
func runResume(o *resumeOptions) error {
	return runSaved(o.streams, o.global, func() (string, error) {
		dir, err := saves.Dir()
		if err != nil {
			return "", err
		}
		path, err := saves.Latest(dir)
		var none *saves.NoUnfinishedError
		if err != nil && !errors.As(err, &none) {
			// The folder cannot be read (not a folder, no
			// permission): input that cannot be read, exit 2 as
			// saves list; no unfinished game in it is 1.
			return "", &exitError{2, err}
		}
		return path, err
	})
}

// fileArgs are the arguments of a command that takes save files, checked
// when it runs (not by cobra, so that --lang is checked first, exit 2),
// and how the command names itself in a usage error.
type fileArgs struct {
	args    []string
	path    string // "load", "saves rm": as every command names itself after "rathe: "
	useLine string
}

func fileArgsOf(cmd *cobra.Command, args []string) fileArgs {
	return fileArgs{args: args, path: commandName(cmd), useLine: cmd.UseLine()}
}

// oneFile checks that the command got one file.
func (a fileArgs) oneFile(w text.Words) error {
	if len(a.args) != 1 {
		return &exitError{code: 2, err: errors.New(w.Say("cmd.one-save-file", a.path, len(a.args), a.useLine))}
	}
	return nil
}

// loadOptions are the inputs of `rathe load`.
type loadOptions struct {
	streams
	global *globalOptions
	fileArgs
}

func newLoadCmd(g *globalOptions, runF func(*loadOptions) error) *cobra.Command {
	o := &loadOptions{global: g}
	return &cobra.Command{
		Use:               "load FILE",
		Short:             "cli.saves-load",
		Args:              cobra.ArbitraryArgs,
		ValidArgsFunction: completeSaves,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.fileArgs = streamsOf(cmd), fileArgsOf(cmd, args)
			if runF != nil {
				return runF(o)
			}
			return runLoad(o)
		},
	}
}

// runLoad plays on the game of a save file.
func runLoad(o *loadOptions) error {
	if err := o.oneFile(o.global.words()); err != nil {
		return err
	}
	return runSaved(o.streams, o.global, func() (string, error) { return savePath(o.args[0]), nil })
}

// loadSaveArg loads the one save file a command is given (loadSave).
func loadSaveArg(ctx context.Context, w text.Words, a fileArgs) (*saves.Loaded, error) {
	if err := a.oneFile(w); err != nil {
		return nil, err
	}
	return loadSave(ctx, w, savePath(a.args[0]))
}

// loadSave loads a save: a file that cannot be read is exit 2 (input that
// cannot be read), a bad one exit 1 (saves.Load's message).
func loadSave(ctx context.Context, w text.Words, path string) (*saves.Loaded, error) {
	if info, err := os.Stat(path); err != nil || info.IsDir() {
		why := w.Say("cmd.save-is-folder")
		if err != nil {
			why = w.Say("cmd.save-unreadable")
			if errors.Is(err, os.ErrNotExist) {
				why = w.Say("cmd.save-no-such-file")
			}
		}
		return nil, &exitError{code: 2, err: errors.New(w.Say("cmd.save-bad-path", rules.Printable(path), why))}
	}
	// A FIFO, a device or a file without read permission is refused at
	// once by saves.Load (decks.ErrUnreadable: exit 2).
	return saves.Load(ctx, path)
}

// savePath takes a bare file name as one in the saves folder when it is
// not in the working directory.
func savePath(name string) string {
	if _, err := os.Stat(name); err == nil || strings.ContainsAny(name, `/\`) {
		return name
	}
	if dir, err := saves.Dir(); err == nil {
		if p := filepath.Join(dir, name); fileExists(p) {
			return p
		}
	}
	return name
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// runSaved loads the save find names (refusing a bad one, exit 1) and
// plays it on from where it stands: the answers are replayed, then the
// hand-off screen.
func runSaved(st streams, g *globalOptions, find func() (string, error)) error {
	lang, err := text.ParseLang(g.lang)
	if err != nil {
		return err
	}
	path, err := find()
	if err != nil {
		return err
	}
	// A board nobody could see is refused before the save is read and
	// replayed.
	if err := boardTerminal(text.Words{Lang: lang}, "cmd.saves-hint", st.in, st.out); err != nil {
		return err
	}
	ctx := st.ctx
	// One game, one writer: the save's lock is taken before it is read,
	// so a game open elsewhere is refused (exit 1) and no other board
	// writes it while this one plays. A folder where no lock can be made
	// (read-only) is read all the same: the board says it cannot save.
	lk, err := saves.TryLock(path)
	if errors.Is(err, saves.ErrInUse) {
		return err
	}
	defer lk.Release()
	l, err := loadSave(ctx, g.words(), path)
	if err != nil {
		return err
	}
	game, err := rules.New(l.Setup)
	if err != nil {
		return err
	}
	rec := saves.Resume(l, lk)
	o := l.File.Options
	list := o.Stops
	if list == "" {
		list = "default"
	}
	deckSetup := &l.Setup
	if l.File.Setup.Scenario != nil {
		deckSetup = nil // as play --scenario: the stops do not fit a deck
	}
	stops, err := playStops(g.words(), list, deckSetup)
	if err != nil {
		return err
	}
	cfg := tui.Config{Game: game, Lang: lang, OpenHands: o.OpenHands, FullControl: o.FullControl, HoldPriority: o.HoldPriority,
		Stops: stops, Color: !g.noColor, Record: rec, NewGame: func() (*rules.Game, error) { return rules.New(l.Setup) }}
	// A game against the computer goes on against it, at its level and
	// with its seed (the game's): the same answers as if never left.
	if cfg.Bot, err = boardBot(o.Bot, l.Setup.Seed); err != nil {
		return fmt.Errorf("%s: %w", rules.Printable(path), err)
	}
	if cfg.HandoffGuard, err = handoffGuard(text.Words{Lang: lang}); err != nil {
		return err
	}
	res, err := tui.Run(ctx, cfg, st.in, st.out)
	if err != nil {
		return err
	}
	out := st.out
	w := text.Words{Lang: lang, View: res.Game.ViewFor(rules.Omniscient)}
	switch s := res.Summary; {
	case !res.Ended:
		fmt.Fprintln(out, w.Say("cmd.resume-left", res.Game.Omniscient().Turn()))
	case s.Winner == 0 || s.Winner == 1:
		fmt.Fprintln(out, w.Say("cmd.resume-won", w.Player(s.Winner), s.Turns))
	default:
		fmt.Fprintln(out, w.Say("cmd.resume-drawn", s.Turns))
	}
	return afterBoard(out, lang, res, rec)
}

// replayOptions are the inputs of `rathe replay`.
type replayOptions struct {
	streams
	global *globalOptions
	fileArgs
	toEnd, json, reveal bool
}

func newReplayCmd(g *globalOptions, runF func(*replayOptions) error) *cobra.Command {
	o := &replayOptions{global: g}
	cmd := &cobra.Command{
		Use:               "replay FILE",
		Short:             "cli.saves-replay",
		Args:              cobra.ArbitraryArgs,
		ValidArgsFunction: completeSaves,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.fileArgs = streamsOf(cmd), fileArgsOf(cmd, args)
			if runF != nil {
				return runF(o)
			}
			return runReplay(o)
		},
	}
	cmd.Flags().BoolVar(&o.toEnd, "to-end", false, "flag.saves-to-end")
	cmd.Flags().BoolVar(&o.json, "json", false, "flag.saves-replay-json")
	cmd.Flags().BoolVar(&o.reveal, "reveal", false, "flag.saves-reveal")
	return cmd
}

// runReplay replays a save on the board, or prints where it ends
// (--to-end).
func runReplay(o *replayOptions) error {
	g, ctx := o.global, o.ctx
	if !o.toEnd {
		if err := o.oneFile(g.words()); err != nil {
			return err
		}
		if o.json {
			return &exitError{code: 2, err: errors.New(g.words().Say("cmd.json-to-end"))}
		}
		// The board: refused where nobody could see it, before the
		// save is read and replayed.
		if err := boardTerminal(g.words(), "cmd.replay-hint", o.in, o.out); err != nil {
			return err
		}
	}
	l, err := loadSaveArg(ctx, g.words(), o.fileArgs)
	if err != nil {
		return err
	}
	if o.toEnd {
		return printReplayEnd(o.out, g.words(), l, o.json)
	}
	lang, err := text.ParseLang(g.lang)
	if err != nil {
		return err
	}
	// The board of a replay shows both hands and what each
	// draws next: of a game still going on, only with --reveal.
	if err := hiddenRefused(g.words(), l, o.reveal, "replay"); err != nil {
		return err
	}
	return tui.RunReplay(ctx, tui.ReplayConfig{Setup: l.Setup, Answers: l.Answers, Lang: lang, Color: !g.noColor,
		Title: filepath.Base(l.Path)}, o.in, o.out)
}

// hiddenRefused refuses to show the hidden cards of a game that is not
// finished (both hands, the arsenal face down, the order of both decks)
// unless --reveal was given: a save is in the saves folder of both
// players, and a break in a hot-seat game must not let one read the
// other's hand. A finished game is open. Exit 2: the flag is missing.
func hiddenRefused(w text.Words, l *saves.Loaded, reveal bool, what string) error {
	if reveal || l.Game.Over() {
		return nil
	}
	return &exitError{code: 2, err: errors.New(w.Say("cmd.reveal-unfinished", rules.Printable(filepath.Base(l.Path)), what))}
}

// fileNamePart is text from a file (a save's name) made fit for the name
// of a file rathe writes: every character rules.Printable would not send
// to a terminal, and every byte that is not UTF-8, becomes '_'.
func fileNamePart(s string) string {
	return strings.Map(func(r rune) rune {
		if r == utf8.RuneError || rules.Printable(string(r)) != string(r) {
			return '_'
		}
		return r
	}, s)
}

// replayEnd is `replay --to-end --json`.
type replayEnd struct {
	Turns  int     `json:"turns"`
	Winner *string `json:"winner"`
	P1Life int     `json:"p1_life"`
	P2Life int     `json:"p2_life"`
	Hash   string  `json:"hash"`
}

func printReplayEnd(out io.Writer, w text.Words, l *saves.Loaded, asJSON bool) error {
	v := l.Game.Omniscient()
	e := replayEnd{Turns: v.Turn(), P1Life: v.Life(0), P2Life: v.Life(1), Hash: saves.HashText(l.Game.Hash())}
	if l.Game.Over() {
		w := "draw"
		if win := v.Winner(); win == 0 || win == 1 {
			w = fmt.Sprintf("p%d", win+1)
		}
		e.Winner = &w
	}
	if asJSON {
		b, err := json.Marshal(e)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(out, "%s\n", b)
		return err
	}
	winner := w.Say("cmd.replay-no-winner")
	if e.Winner != nil {
		winner = *e.Winner
	}
	_, err := fmt.Fprintln(out, w.Say("cmd.replay-end", e.Turns, winner, e.P1Life, e.P2Life, e.Hash))
	return err
}

// newSavesCmd is `rathe saves list|rm|scenario`.
func newSavesCmd(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "saves",
		Short: "cli.saves",
	}
	cmd.AddCommand(newSavesListCmd(g, nil), newSavesRmCmd(g, nil), newSavesScenarioCmd(g, nil))
	return cmd
}

// savesListOptions are the inputs of `rathe saves list`.
type savesListOptions struct {
	streams
	global *globalOptions
	json   bool
}

func newSavesListCmd(g *globalOptions, runF func(*savesListOptions) error) *cobra.Command {
	o := &savesListOptions{global: g}
	cmd := &cobra.Command{
		Use:   "list",
		Short: "cli.saves-list",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams = streamsOf(cmd)
			if runF != nil {
				return runF(o)
			}
			return runSavesList(o)
		},
	}
	cmd.Flags().BoolVar(&o.json, "json", false, "flag.saves-json")
	return cmd
}

func runSavesList(o *savesListOptions) error {
	g := o.global
	w := g.words()
	dir, err := saves.Dir()
	if err != nil {
		return err
	}
	all, err := saves.List(dir)
	if err != nil { // the folder cannot be read: exit 2
		return &exitError{2, printableError{err}}
	}
	// A name that is not a regular file (a FIFO, a device) is no
	// save: it was not opened, and is left out with a note.
	var l []saves.Entry
	for _, e := range all {
		if e.Skipped != nil {
			fmt.Fprintln(o.errOut, "rathe:", w.Say("cmd.saves-skipped", w.NotRegular(e.Skipped)))
			continue
		}
		l = append(l, e)
	}
	out := o.out
	if o.json {
		if l == nil {
			l = []saves.Entry{}
		}
		b, err := json.MarshalIndent(l, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(out, "%s\n", b)
		return err
	}
	if len(l) == 0 {
		fmt.Fprintln(out, w.Say("cmd.no-saves", rules.Printable(dir)))
		return nil
	}
	tw := newTable(out, 2)
	fmt.Fprintln(tw, w.Say("cmd.saves-columns"))
	for _, e := range l {
		fin := w.Say("cmd.saves-not-finished")
		if e.Finished {
			switch {
			case e.WinnerHero != "":
				fin = w.Say("cmd.saves-finished", e.WinnerHero)
			case e.Winner == "draw":
				fin = w.Say("cmd.saves-drawn")
			default:
				fin = w.Say("cmd.saves-finished", rules.Printable(e.Winner))
			}
		}
		if e.Err != "" {
			fmt.Fprintf(tw, "%s\t-\t-\t%s\t%s\n", e.Updated.Local().Format("2006-01-02 15:04"), w.Say("cmd.saves-unreadable"), rules.Printable(e.Path))
			continue
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\n", e.Updated.Local().Format("2006-01-02 15:04"), e.Heroes, e.Turn, fin, rules.Printable(e.Path))
	}
	return tw.Flush()
}

// savesRmOptions are the inputs of `rathe saves rm`.
type savesRmOptions struct {
	streams
	global *globalOptions
	fileArgs
}

func newSavesRmCmd(g *globalOptions, runF func(*savesRmOptions) error) *cobra.Command {
	o := &savesRmOptions{global: g}
	return &cobra.Command{
		Use:               "rm FILE...",
		Short:             "cli.saves-rm",
		Args:              cobra.ArbitraryArgs,
		ValidArgsFunction: completeSaves,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.fileArgs = streamsOf(cmd), fileArgsOf(cmd, args)
			if runF != nil {
				return runF(o)
			}
			return runSavesRm(o)
		},
	}
}

func runSavesRm(o *savesRmOptions) error {
	g := o.global
	if len(o.args) == 0 {
		return &exitError{code: 2, err: errors.New(g.words().Say("cmd.rm-name-saves", o.path, o.useLine))}
	}
	dir, err := saves.Dir()
	if err != nil {
		return err
	}
	var notRemoved []string
	code := 0
	for _, a := range o.args {
		p, err := saves.Remove(dir, a)
		if err != nil {
			fmt.Fprintln(o.errOut, "rathe:", sayError(g.words(), err))
			notRemoved = append(notRemoved, strconv.Quote(rules.Printable(a)))
			switch {
			case errors.Is(err, saves.ErrInUse):
				// A game open on a board: refused, the others go on.
				code = max(code, 1)
			default:
				// A file that is not there or not a save: input
				// that cannot be read (exit 2).
				code = 2
			}
			continue
		}
		fmt.Fprintln(o.out, g.words().Say("cmd.rm-removed", rules.Printable(p)))
	}
	if code != 0 {
		return &exitError{code: code, err: errors.New(g.words().Say("cmd.rm-failed", len(notRemoved), len(o.args), strings.Join(notRemoved, ", ")))}
	}
	return nil
}

// savesScenarioOptions are the inputs of `rathe saves scenario`.
type savesScenarioOptions struct {
	streams
	global *globalOptions
	fileArgs
	turn, decision int
	outPath        string
	reveal         bool
}

func newSavesScenarioCmd(g *globalOptions, runF func(*savesScenarioOptions) error) *cobra.Command {
	o := &savesScenarioOptions{global: g}
	cmd := &cobra.Command{
		Use:               "scenario FILE --turn N [--decision K]",
		Short:             "cli.saves-scenario",
		Args:              cobra.ArbitraryArgs,
		ValidArgsFunction: completeSaves,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.streams, o.fileArgs = streamsOf(cmd), fileArgsOf(cmd, args)
			if runF != nil {
				return runF(o)
			}
			return runSavesScenario(o)
		},
	}
	cmd.Flags().IntVar(&o.turn, "turn", 0, "flag.saves-turn")
	cmd.Flags().IntVar(&o.decision, "decision", 1, "flag.saves-decision")
	cmd.Flags().StringVarP(&o.outPath, "out", "o", "", "flag.saves-out")
	cmd.Flags().BoolVar(&o.reveal, "reveal", false, "flag.saves-reveal")
	return cmd
}

// runSavesScenario writes the position of a save at a turn and decision
// as a scenario.
func runSavesScenario(o *savesScenarioOptions) error {
	g, ctx := o.global, o.ctx
	// -o never replaces a saved game, the one read or another: a usage
	// error before the save is read.
	if err := o.oneFile(g.words()); err != nil {
		return err
	}
	if err := notOverASave(g.words(), o.outPath); err != nil {
		return err
	}
	l, err := loadSaveArg(ctx, g.words(), o.fileArgs)
	if err != nil {
		return err
	}
	if o.turn < 1 || o.decision < 1 {
		return &exitError{code: 2, err: errors.New(g.words().Say("cmd.scenario-turn", o.useLine))}
	}
	// A scenario holds every card where it is, hidden or not.
	if err := hiddenRefused(g.words(), l, o.reveal, "saves scenario"); err != nil {
		return err
	}
	data, at, note, err := saves.ScenarioAtNote(ctx, l, o.turn, o.decision)
	if err != nil {
		return err
	}
	if note != nil { // the note in the reader's language
		fmt.Fprintln(o.errOut, "rathe:", g.words().SaveProblem(*note))
	}
	if o.outPath == "-" {
		_, err := o.out.Write(data)
		return err
	}
	if o.outPath == "" {
		o.outPath = fmt.Sprintf("%s-turn%d-%d.scn", fileNamePart(strings.TrimSuffix(filepath.Base(l.Path), ".json")), at.Turn, at.Decision)
		if err := notOverASave(g.words(), o.outPath); err != nil {
			return err
		}
	}
	if err := saves.WriteAtomic(saves.OSFS{}, o.outPath, data); err != nil {
		// a refused path (not a regular file) is a
		// problem said in the language; its place is printable.
		var pe *saves.ProblemError
		if errors.As(err, &pe) {
			return pe
		}
		return printableError{err}
	}
	fmt.Fprintln(o.out, g.words().Say("cmd.scenario-wrote", rules.Printable(o.outPath), at.Turn, at.Decision, shellArg(o.outPath)))
	return nil
}

// notOverASave refuses (exit 2) a scenario's output path that names a
// saved game (saves.IsSave): `-o` given the save it reads replaced the game
// with the scenario. "-" (stdout) and a new path pass.
func notOverASave(w text.Words, path string) error {
	if path == "" || path == "-" || !saves.IsSave(path) {
		return nil
	}
	return &exitError{code: 2, err: errors.New(w.Say("cmd.scenario-over-save", rules.Printable(path)))}
}

// completeSaves completes the save files of the saves folder, and files.
func completeSaves(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	var out []string
	if dir, err := saves.Dir(); err == nil {
		l, _ := saves.List(dir)
		for _, e := range l {
			name := filepath.Base(e.Path)
			// A name a shell could not show as it is (control
			// characters) is not offered.
			if e.Skipped == nil && rules.Printable(name) == name && strings.HasPrefix(name, toComplete) {
				desc := e.Heroes
				if e.Err != "" {
					desc = "unreadable"
				}
				out = append(out, name+"\t"+desc)
			}
		}
	}
	if len(out) > 0 {
		return out, cobra.ShellCompDirectiveNoFileComp
	}
	return []string{"json"}, cobra.ShellCompDirectiveFilterFileExt
}

// completeDecks completes deck flags with the embedded decks, and files.
func completeDecks(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	var out []string
	for _, n := range decks.Names() {
		if strings.HasPrefix(n, toComplete) {
			out = append(out, n)
		}
	}
	return out, cobra.ShellCompDirectiveDefault
}

// completeDeckArgs completes a command's DECK arguments, at most n of them
// (0: any number), as --p1 is: the embedded decks, and files.
func completeDeckArgs(n int) completion {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		if n > 0 && len(args) >= n {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		return completeDecks(cmd, args, toComplete)
	}
}

// registerDeckCompletion completes --p1 and --p2.
func registerDeckCompletion(cmd *cobra.Command) {
	cmd.RegisterFlagCompletionFunc("p1", completeDecks)
	cmd.RegisterFlagCompletionFunc("p2", completeDecks)
}

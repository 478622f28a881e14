package cli

import (
	"fmt"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui"
	"github.com/rathe-tcg/rathe/tui/text"
)

// goldfishPlay is `rathe goldfish [DECK]` on the board: the deck against a
// goldfish with the format's life (rules.GoldfishSetup), one player, no
// hand-off (tui.Goldfish). The seed is the command's (a new one each game
// without --seed); the seed of the last game dealt is printed at the end,
// so that `--seed N` deals it again.
func goldfishPlay(o *goldfishOptions, deck string, seed uint64, format string) error {
	lang, err := text.ParseLang(o.global.lang)
	if err != nil {
		return &exitError{2, err}
	}
	w := text.Words{Lang: lang}
	l, err := goldfishDeck(w, deck, o.equip1, "--equip")
	if err != nil {
		return &exitError{2, err}
	}
	life, err := goldfishLife(format, w) // goldfish.go: blitz 20, cc 40
	if err != nil {
		return err
	}
	deal := func(s uint64) (*rules.Game, error) { return rules.New(goldfishBoardSetup(s, l.Deck, life)) }
	game, err := deal(seed)
	if err != nil {
		return &exitError{2, err}
	}
	if err := boardTerminal(w, "cmd.goldfish-hint", o.in, o.out); err != nil {
		return err
	}
	next := seed
	gf := &tui.Goldfish{
		Player:  1, // rules.GoldfishSetup seats the goldfish second
		Decider: func() rules.Decider { return rules.GoldfishDecider },
		Deal:    deal,
		Seed:    seed,
		// n deals the next seed of a sequence drawn from the first.
		NewSeed: func() uint64 { next = splitmix(next); return next },
		Best:    tui.BotBest(lang, seed),
	}
	cfg := tui.Config{Game: game, Lang: lang, Color: !o.global.noColor, Goldfish: gf}
	if cfg.HandoffGuard, err = handoffGuard(w); err != nil { // RATHE_HANDOFF_GUARD, as play reads it
		return err
	}
	// The set of weapons and equipment the deck last started with is
	// offered first (CR 4.1.4), and --equip's is remembered as chosen.
	mem, merr := equipMemoryFor([2]string{deckIdentity(deck), ""})
	if merr != nil {
		fmt.Fprintln(o.errOut, w.Say("cmd.equip-unread", rules.Printable(sayError(w, merr))))
	}
	if mem != nil {
		cfg.Equipment = mem
		if strings.TrimSpace(o.equip1) != "" {
			mem.remember(0, l.Deck.Arena)
		}
	}
	res, err := tui.Run(o.ctx, cfg, o.in, o.out)
	if werr := mem.writeErr(); werr != nil {
		fmt.Fprintln(o.errOut, w.Say("cmd.equip-unsaved", rules.Printable(sayError(w, werr))))
	}
	if err != nil {
		return err
	}
	out := o.out
	again := w.Say("cmd.gf-again", shellArg(deck), res.Seed)
	v := res.Game.Omniscient()
	switch {
	case fishDied(v, res.Ended, gf.Player):
		fmt.Fprintln(out, w.Say("cmd.gf-died", v.Turn(), res.Summary.DamageDealt[gf.Player.Opponent()], again))
	default:
		fmt.Fprintln(out, w.Say("cmd.gf-left", v.Turn(), v.Life(gf.Player), again))
	}
	return afterBoard(out, lang, res, nil)
}

// fishDied reports a game the board played to its end (ended) that the
// goldfish fish did not win: the engine says who won (CR 4.5.3a: a hero
// at 0 life loses; 4.5.4a: both at once, a draw), not the life total read
// here.
func fishDied(v rules.View, ended bool, fish rules.Player) bool {
	return ended && v.Over() && v.Winner() != fish
}

// splitmix is one step of SplitMix64: the seeds n deals, one after
// another, from the first.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// goldfishBoardSetup is a deal of the goldfish board: as rathe play's board,
// an order of triggers that changes nothing (Might, Agility and Vigor at
// the start of the turn) is not asked (CR 1.10.2d, rules/mootorder.go).
// The board's best line searches clones of its game, with the same
// setting; goldfish --auto and goldfish best keep theirs.
func goldfishBoardSetup(seed uint64, deck rules.Deck, life int) rules.Setup {
	setup := rules.GoldfishSetup(seed, deck, life)
	setup.SkipMootOrders, setup.SkipMoreMootOrders = true, true
	return setup
}

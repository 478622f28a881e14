// Package stats is what the goldfish bot's games add up to (`rathe
// goldfish --auto`): one game of a deck, played by the bot (bot.Goldfisher)
// against the goldfish (rules/goldfish.go), counted as it goes (Play); the
// sums of a run of them, one game at a time (Sum); the statistics of the
// run (Result); and the test of the difference between two decks
// (Compare, MannWhitney). It sees a game only through what the engine
// shows (rules.View, rules.Event), and keeps numbers, no game.
package stats

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"time"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// Game is how one game against the goldfish went.
type Game struct {
	KilledOn int   // the deck's turn the goldfish died on; 0: it did not
	Damage   []int // damage of each of the deck's turns
	Cards    map[string]*CardCounts
	Err      error
}

// CardCounts is what happened to one card (by key) in a game or a run.
type CardCounts struct {
	Drawn, Played, Pitched, Arsenal int
	// Damage sums, for each play of the card, the damage of its turn.
	Damage int
}

// Play plays one game: the deck, played by the goldfish bot (its search
// seeded by botSeed), against the goldfish with life, until it dies or the
// deck has had turns turns; the game is dealt from seed. A panic is the
// game's error.
func Play(ctx context.Context, seed, botSeed uint64, deck rules.Deck, life, turns int) (r Game) {
	defer func() {
		if p := recover(); p != nil {
			r.Err = fmt.Errorf("panic: %v", p)
		}
	}()
	g, err := rules.New(rules.GoldfishSetup(seed, deck, life))
	if err != nil {
		r.Err = err
		return r
	}
	g.SetDecider(0, &bot.Goldfisher{Options: bot.Options{Seed: botSeed}})
	g.SetDecider(1, rules.GoldfishDecider)
	// The deck's turn k is the game's turn 2k-1 (it goes first): the game
	// stops as the goldfish's turn after the deck's last one ends. Not
	// before: the bot searches its turn on clones of the game to the end
	// of the turn, and a clone past the limit fails the search.
	g.MaxTurns = 2 * turns
	r.Cards = map[string]*CardCounts{}
	count := func(c *rules.Card) *CardCounts {
		k := c.Key()
		cc := r.Cards[k]
		if cc == nil {
			cc = &CardCounts{}
			r.Cards[k] = cc
		}
		return cc
	}
	var playedThisTurn []*CardCounts
	lifeAt := life
	endTurn := func() {
		d := lifeAt - max(g.Omniscient().Life(1), 0)
		r.Damage = append(r.Damage, d)
		for _, cc := range playedThisTurn {
			cc.Damage += d
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
			count(g.Omniscient().Card(e.Obj)).Drawn++
		case rules.EvPlay:
			cc := count(g.Omniscient().Card(e.Obj))
			cc.Played++
			playedThisTurn = append(playedThisTurn, cc)
		case rules.EvPitch:
			count(g.Omniscient().Card(e.Obj)).Pitched++
		case rules.EvArsenal:
			count(g.Omniscient().Card(e.Obj)).Arsenal++
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
		r.Err = err
		return r
	}
	if g.Over() && g.Omniscient().TurnPlayer() == 0 {
		endTurn() // the turn the goldfish died on
	}
	if g.Over() && g.Omniscient().Winner() == 0 {
		r.KilledOn = len(r.Damage)
	}
	return r
}

// Card is a card of the --json output.
type Card struct {
	Name                 string  `json:"name"`
	Drawn                int     `json:"drawn"`
	Played               int     `json:"played"`
	Pitched              int     `json:"pitched"`
	Arsenal              int     `json:"arsenal"`
	MeanDamageWhenPlayed float64 `json:"mean_damage_when_played"`
}

// Result is the statistics of a run of one deck, and the --json output of
// `rathe goldfish --auto`: turns_to_kill_hist counts the games by the turn
// of the deck the goldfish died on; "none" counts the games it did not.
// The fields without a key are for the text output.
type Result struct {
	Runs              int            `json:"runs"`
	Seed              uint64         `json:"seed"`
	TurnsToKillMean   float64        `json:"turns_to_kill_mean"`
	TurnsToKillMedian float64        `json:"turns_to_kill_median"`
	TurnsToKillHist   map[string]int `json:"turns_to_kill_hist"`
	DamagePerTurnMean float64        `json:"damage_per_turn_mean"`
	Cards             []Card         `json:"cards"`
	MS                int64          `json:"ms"`

	Deck         string        `json:"-"` // as the command was given it
	Life, Turns  int           `json:"-"` // the goldfish's life; the deck's turns at most
	Kills        Tally         `json:"-"` // turns to kill of the games that killed
	DamageMedian float64       `json:"-"`
	Blanks       []int         `json:"-"` // by the deck's turn: games with 0 damage
	TurnsAlive   []int         `json:"-"` // by the deck's turn: games that reached it
	Elapsed      time.Duration `json:"-"`
}

// Sum sums the games of a run up, one at a time in game order: counts and
// tallies, nothing kept of a game itself, so that memory does not grow
// with the number of games.
type Sum struct {
	r       *Result
	damages Tally // the damage of each of the deck's turns
	cards   map[string]*CardCounts
}

// NewSum is the sum of no game yet of a run from seed, of turns turns at
// most.
func NewSum(seed uint64, turns int) *Sum {
	r := &Result{Seed: seed, TurnsToKillHist: map[string]int{}, Kills: Tally{}}
	r.Blanks = make([]int, turns+1)
	r.TurnsAlive = make([]int, turns+1)
	return &Sum{r: r, damages: Tally{}, cards: map[string]*CardCounts{}}
}

// Add sums one more game up.
func (s *Sum) Add(gm *Game) {
	r := s.r
	r.Runs++
	if gm.KilledOn > 0 {
		r.Kills[gm.KilledOn]++
		r.TurnsToKillHist[strconv.Itoa(gm.KilledOn)]++
	} else {
		r.TurnsToKillHist["none"]++
	}
	for t, d := range gm.Damage {
		s.damages[d]++
		if t+1 < len(r.TurnsAlive) {
			r.TurnsAlive[t+1]++
			if d == 0 {
				r.Blanks[t+1]++
			}
		}
	}
	for k, c := range gm.Cards {
		sum := s.cards[k]
		if sum == nil {
			sum = &CardCounts{}
			s.cards[k] = sum
		}
		sum.Drawn += c.Drawn
		sum.Played += c.Played
		sum.Pitched += c.Pitched
		sum.Arsenal += c.Arsenal
		sum.Damage += c.Damage
	}
}

// Result is the sums as the statistics of the run, the cards in the order
// of the deck list (a card never drawn with zeros).
func (s *Sum) Result(deck rules.Deck) *Result {
	r := s.r
	r.TurnsToKillMean, r.TurnsToKillMedian = r.Kills.MeanMedian()
	r.DamagePerTurnMean, r.DamageMedian = s.damages.MeanMedian()
	names := make([]string, 0, len(s.cards))
	for k := range s.cards {
		names = append(names, k)
	}
	sort.Strings(names)
	byName := map[string]Card{}
	for _, k := range names {
		c := s.cards[k]
		gc := Card{Name: k, Drawn: c.Drawn, Played: c.Played, Pitched: c.Pitched, Arsenal: c.Arsenal}
		if c.Played > 0 {
			gc.MeanDamageWhenPlayed = round2(float64(c.Damage) / float64(c.Played))
		}
		byName[k] = gc
	}
	r.TurnsToKillMean = round2(r.TurnsToKillMean)
	r.DamagePerTurnMean = round2(r.DamagePerTurnMean)
	r.Cards = make([]Card, 0, len(byName))
	seen := map[string]bool{}
	for _, c := range deck.Cards {
		k := c.Key()
		if seen[k] {
			continue
		}
		seen[k] = true
		if gc, ok := byName[k]; ok {
			r.Cards = append(r.Cards, gc)
		} else {
			r.Cards = append(r.Cards, Card{Name: k})
		}
	}
	return r
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }
func round4(x float64) float64 { return math.Round(x*10000) / 10000 }

// Tally counts values: how many games, or turns, had each. It is what a
// run keeps of its games, whatever their number.
type Tally map[int]int

// Values are the values counted, in increasing order.
func (t Tally) Values() []int {
	xs := make([]int, 0, len(t))
	for x, n := range t {
		if n > 0 {
			xs = append(xs, x)
		}
	}
	slices.Sort(xs)
	return xs
}

// MeanMedian of the values counted; 0, 0 for none.
func (t Tally) MeanMedian() (mean, median float64) {
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
		for _, x := range t.Values() {
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

// Comparison is two decks' runs compared, and the --json output of
// `rathe goldfish --auto` with two decks: the difference of their mean
// turns to kill and the Mann-Whitney U test of their turns to kill.
type Comparison struct {
	Decks      []*Result `json:"decks"`
	Names      []string  `json:"names"`
	Difference float64   `json:"turns_to_kill_mean_difference"`
	Test       string    `json:"test"`
	U          float64   `json:"u"`
	Z          float64   `json:"z"`
	P          float64   `json:"p"`
	// OK is false when the test cannot say anything (MannWhitney).
	OK bool `json:"-"`
}

// Compare is a's run against b's.
func Compare(a, b *Result) Comparison {
	u, z, p, ok := MannWhitney(a.Kills, b.Kills)
	return Comparison{Decks: []*Result{a, b}, Names: []string{a.Deck, b.Deck},
		Difference: round2(a.TurnsToKillMean - b.TurnsToKillMean),
		Test:       "mann-whitney-u", U: u, Z: round4(z), P: round4(p), OK: ok}
}

// MannWhitney is the Mann-Whitney U test of two samples, given as
// tallies: U of the first, its z by the normal approximation with the
// variance corrected for ties and a continuity correction of 1/2, and the
// two-sided p. ok is false when a sample is empty or every value is the
// same.
func MannWhitney(a, b Tally) (u, z, p float64, ok bool) {
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
	both := Tally{}
	for x, c := range a {
		both[x] += c
	}
	for x, c := range b {
		both[x] += c
	}
	n := n1 + n2
	r1, ties, below := 0.0, 0.0, 0.0
	for _, x := range both.Values() {
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

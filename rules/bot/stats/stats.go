// Package stats is what the goldfish bot's games add up to (`rathe
// goldfish --auto`): one game of a deck, played by the bot (bot.Goldfisher)
// against the goldfish (rules/goldfish.go), counted as it goes (Play); the
// sums of a run of them, one game at a time (Sum); the statistics of the
// run (Result); and the test of the difference between two decks
// (Compare, MannWhitney). It sees a game only through what the engine
// shows (rules.View, rules.Event), and keeps numbers, no game.
package stats

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
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
	KilledOn int // the deck's turn the goldfish died on; 0: it did not
	// Damage is the damage dealt to the goldfish in each of the deck's
	// turns, all of it: the hit that kills counts whole, not only the
	// life that was left (CR 2.5.3e keeps the life total at zero, not the
	// damage).
	Damage []int
	// Opening is the deck's first hand (CR 4.1.9: drawn up to intellect
	// before the first turn).
	Opening Hand
	// Equipment is the deck's weapons and equipment as its first turn
	// starts (CR 4.1.4: a deck with spares starts with the set chosen),
	// by card key.
	Equipment []string
	Cards     map[string]*CardCounts
	Err       error
}

// Hand is what a hand holds for a deck-builder: the resources its cards
// pitch for (CR 1.14.3), and how many of its action and instant cards
// could be paid for by pitching the others (CR 5.1.6).
type Hand struct {
	Pitch, Playable int
}

// CardCounts is what happened to one card (by key) in a game or a run.
type CardCounts struct {
	Drawn, Played, Pitched, Arsenal int
	// Damage sums, for each play of the card, the damage of its turn;
	// DamageSq the squares, for the interval of its mean.
	Damage, DamageSq int
	// Dealt is the damage the card itself dealt (it was the source, CR
	// 8.5.3), so that the cards' shares of all damage add up to one.
	Dealt int
}

// Play plays one game: the deck, played by the goldfish bot (its search
// seeded by botSeed), against the goldfish with life, until it dies or the
// deck has had turns turns; the game is dealt from seed. A panic is the
// game's error.
func Play(ctx context.Context, seed, botSeed uint64, deck rules.Deck, life, turns int) (r Game) {
	return PlayMemo(ctx, seed, botSeed, deck, life, turns, nil, nil)
}

// PlayMemo is Play with the bot's searches answered from memo where it
// met them (bot.Memo: the games of one deck share one; nil: none), and
// its chance nodes tuned by chance (nil: bot.DefaultChance; `goldfish
// --auto --samples`).
func PlayMemo(ctx context.Context, seed, botSeed uint64, deck rules.Deck, life, turns int, memo *bot.Memo, chance *bot.Chance) (r Game) {
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
	if chance == nil {
		chance = &bot.DefaultChance
	}
	g.SetDecider(0, &bot.Goldfisher{Options: bot.Options{Seed: botSeed, Chance: chance}, Memo: memo})
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
	dealt := 0 // to the goldfish since the deck's last turn ended
	endTurn := func() {
		r.Damage = append(r.Damage, dealt)
		for _, cc := range playedThisTurn {
			cc.Damage += dealt
			cc.DamageSq += dealt * dealt
		}
		playedThisTurn = playedThisTurn[:0]
		dealt = 0
	}
	opened := false
	g.SetObserver(func(g *rules.Game, e *rules.Event) {
		if e.Player == 1 && (e.Kind == rules.EvDamage || e.Kind == rules.EvLoseLife) {
			dealt += e.Amount
			if e.Kind == rules.EvDamage {
				if c := g.Omniscient().Card(e.Obj); c != nil {
					count(c).Dealt += e.Amount
				}
			}
			return
		}
		if e.Player != 0 && e.Kind != rules.EvTurnEnd {
			return
		}
		switch e.Kind {
		case rules.EvTurnStart:
			if !opened {
				opened = true
				r.Opening = handOf(g.Omniscient())
				r.Equipment = arenaOf(g.Omniscient())
			}
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

// arenaOf is the card keys of the deck's arena-cards (weapons and
// equipment) as v shows them.
func arenaOf(v rules.View) []string {
	var out []string
	for _, o := range v.Zone(0, rules.ZoneArena) {
		if c := v.Card(o); c != nil && o != v.Hero(0) {
			out = append(out, c.Key())
		}
	}
	return out
}

// handOf is the deck's hand as v shows it.
func handOf(v rules.View) Hand {
	var h Hand
	hand := v.Zone(0, rules.ZoneHand)
	for _, o := range hand {
		if c := v.Card(o); c != nil {
			h.Pitch += c.Pitch
		}
	}
	for _, o := range hand {
		c := v.Card(o)
		if c == nil || !(c.Types.Has(rules.Action) || c.Types.Has(rules.Instant)) {
			continue
		}
		// CR 1.14.3: a card pitched for the cost is another card of the
		// hand; the card played is not pitched for itself.
		if c.Cost <= h.Pitch-c.Pitch {
			h.Playable++
		}
	}
	return h
}

// Card is a card of the --json output. Share is the fraction of all the
// damage of the run the card dealt as its source; MeanDamageWhenPlayed
// the mean damage of the turns it was played in, null when it never was;
// its 95 % interval null too when it was played once.
type Card struct {
	Name                   string      `json:"name"`
	Drawn                  int         `json:"drawn"`
	Played                 int         `json:"played"`
	Pitched                int         `json:"pitched"`
	Arsenal                int         `json:"arsenal"`
	Damage                 int         `json:"damage"`
	Share                  float64     `json:"share"`
	MeanDamageWhenPlayed   *float64    `json:"mean_damage_when_played"`
	MeanDamageWhenPlayedCI *[2]float64 `json:"mean_damage_when_played_ci"`
}

// TurnDamage is the damage of one of the deck's turns over the games that
// reached it: its mean and the 95 % interval of the mean.
type TurnDamage struct {
	Turn int     `json:"turn"`
	N    int     `json:"n"`
	Mean float64 `json:"mean"`
	Lo   float64 `json:"lo"`
	Hi   float64 `json:"hi"`
}

// MemoCount is how many games' first turns the memo of lines keyed, and
// how many of them met a key another game met before (their lines are
// the earlier game's, bot.MemoStats.MetAgain): the same for any number
// of workers.
type MemoCount struct {
	FirstTurns int64 `json:"first_turns"`
	MetAgain   int64 `json:"met_again"`
}

// OpeningHand is the means of the first hands of a run, with their 95 %
// intervals.
type OpeningHand struct {
	PitchMean    float64    `json:"pitch_total_mean"`
	PitchCI      [2]float64 `json:"pitch_total_ci"`
	PlayableMean float64    `json:"playable_mean"`
	PlayableCI   [2]float64 `json:"playable_ci"`
}

// Result is the statistics of a run of one deck, and the --json output of
// `rathe goldfish --auto`: turns_to_kill_hist counts the games by the turn
// of the deck the goldfish died on; "none" counts the games it did not.
// killed_by_turn is the fraction of the games the goldfish was dead in by
// the end of each of the deck's turns; damage_by_turn the damage of each
// turn (uncapped) over the games that reached it. Every mean has its 95 %
// interval (normal approximation). The fields without a key are for the
// text output.
type Result struct {
	Runs              int             `json:"runs"`
	Seed              uint64          `json:"seed"`
	TurnsToKillMean   float64         `json:"turns_to_kill_mean"`
	TurnsToKillCI     [2]float64      `json:"turns_to_kill_ci"`
	TurnsToKillMedian float64         `json:"turns_to_kill_median"`
	TurnsToKillHist   ByTurn[int]     `json:"turns_to_kill_hist"`
	KilledByTurn      ByTurn[float64] `json:"killed_by_turn"`
	DamagePerTurnMean float64         `json:"damage_per_turn_mean"`
	DamagePerTurnCI   [2]float64      `json:"damage_per_turn_ci"`
	DamageByTurn      []TurnDamage    `json:"damage_by_turn"`
	OpeningHand       OpeningHand     `json:"opening_hand"`
	// Equipment is the weapons and equipment the deck started with, by
	// card key: the same set in every game (the --equip set, or the one
	// the bot chooses from the spares, the first the engine offers).
	Equipment []string `json:"equipment"`
	Cards     []Card   `json:"cards"`
	MS        int64    `json:"ms"`
	// Memo says how often the games' first turns were met again (the
	// goldfish bot's memo of lines): nil when no memo was used.
	Memo *MemoCount `json:"memo,omitempty"`
	// Samples is the worlds the bot's chance nodes dealt past the exact
	// (--samples) when it was not bot.DefaultChance's; 0, and not
	// written, for the default, so that a default run reads as before.
	Samples int `json:"samples,omitempty"`

	Deck         string        `json:"-"` // as the command was given it
	Life, Turns  int           `json:"-"` // the goldfish's life; the deck's turns at most
	Kills        Tally         `json:"-"` // turns to kill of the games that killed
	DamageMedian float64       `json:"-"`
	Blanks       []int         `json:"-"` // by the deck's turn: games with 0 damage
	TurnsAlive   []int         `json:"-"` // by the deck's turn: games that reached it
	Elapsed      time.Duration `json:"-"`
}

// ByTurn is a map keyed by a turn's number ("1", "2", …; "none" in
// turns_to_kill_hist), written to JSON in turn order: encoding/json sorts a
// map's keys as text ("1", "10", "11", …, "2"). The names and values are
// the same, only their order is.
type ByTurn[V int | float64] map[string]V

// MarshalJSON writes the turns in order, the keys that are not numbers
// after them in text order.
func (m ByTurn[V]) MarshalJSON() ([]byte, error) {
	if m == nil {
		return []byte("null"), nil
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		na, ea := strconv.Atoi(a)
		nb, eb := strconv.Atoi(b)
		switch {
		case ea == nil && eb == nil:
			return cmp.Compare(na, nb)
		case ea == nil:
			return -1
		case eb == nil:
			return 1
		}
		return cmp.Compare(a, b)
	})
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(',')
		}
		kb, err := json.Marshal(k)
		if err != nil {
			return nil, err
		}
		vb, err := json.Marshal(m[k])
		if err != nil {
			return nil, err
		}
		b.Write(kb)
		b.WriteByte(':')
		b.Write(vb)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// Sum sums the games of a run up, one at a time in game order: counts and
// tallies, nothing kept of a game itself, so that memory does not grow
// with the number of games.
type Sum struct {
	r       *Result
	damages Tally // the damage of each of the deck's turns
	kills   Moments
	all     Moments   // the damage of every turn
	byTurn  []Moments // by the deck's turn: its damage
	pitch   Moments
	play    Moments
	cards   map[string]*CardCounts
}

// NewSum is the sum of no game yet of a run from seed, of turns turns at
// most.
func NewSum(seed uint64, turns int) *Sum {
	r := &Result{Seed: seed, TurnsToKillHist: ByTurn[int]{}, Kills: Tally{}}
	r.Blanks = make([]int, turns+1)
	r.TurnsAlive = make([]int, turns+1)
	return &Sum{r: r, damages: Tally{}, byTurn: make([]Moments, turns+1), cards: map[string]*CardCounts{}}
}

// Add sums one more game up.
func (s *Sum) Add(gm *Game) {
	r := s.r
	r.Runs++
	if gm.KilledOn > 0 {
		r.Kills[gm.KilledOn]++
		s.kills.Add(gm.KilledOn)
		r.TurnsToKillHist[strconv.Itoa(gm.KilledOn)]++
	} else {
		r.TurnsToKillHist["none"]++
	}
	if r.Runs == 1 {
		r.Equipment = gm.Equipment
	}
	s.pitch.Add(gm.Opening.Pitch)
	s.play.Add(gm.Opening.Playable)
	for t, d := range gm.Damage {
		s.damages[d]++
		s.all.Add(d)
		if t+1 < len(r.TurnsAlive) {
			s.byTurn[t+1].Add(d)
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
		sum.DamageSq += c.DamageSq
		sum.Dealt += c.Dealt
	}
}

// Result is the sums as the statistics of the run, the cards in the order
// of the deck list (a card never drawn with zeros), then the other cards
// that dealt damage (the hero, weapons: sources of damage not in the
// deck), by name.
func (s *Sum) Result(deck rules.Deck) *Result {
	r := s.r
	r.TurnsToKillMean, r.TurnsToKillMedian = r.Kills.MeanMedian()
	r.DamagePerTurnMean, r.DamageMedian = s.damages.MeanMedian()
	r.TurnsToKillMean = round2(r.TurnsToKillMean)
	r.TurnsToKillCI = s.kills.CI()
	r.DamagePerTurnMean = round2(r.DamagePerTurnMean)
	r.DamagePerTurnCI = s.all.CI()
	r.KilledByTurn = ByTurn[float64]{}
	r.DamageByTurn = []TurnDamage{}
	killed := 0
	for t := 1; t < len(s.byTurn); t++ {
		killed += r.Kills[t]
		if r.Runs > 0 {
			r.KilledByTurn[strconv.Itoa(t)] = round4(float64(killed) / float64(r.Runs))
		}
		if m := s.byTurn[t]; m.N > 0 {
			ci := m.CI()
			r.DamageByTurn = append(r.DamageByTurn, TurnDamage{Turn: t, N: m.N, Mean: round2(m.Mean()), Lo: ci[0], Hi: ci[1]})
		}
	}
	r.OpeningHand = OpeningHand{PitchMean: round2(s.pitch.Mean()), PitchCI: s.pitch.CI(),
		PlayableMean: round2(s.play.Mean()), PlayableCI: s.play.CI()}
	total := 0
	for _, c := range s.cards {
		total += c.Dealt
	}
	card := func(k string) Card {
		c := s.cards[k]
		if c == nil {
			return Card{Name: k}
		}
		gc := Card{Name: k, Drawn: c.Drawn, Played: c.Played, Pitched: c.Pitched, Arsenal: c.Arsenal, Damage: c.Dealt}
		if total > 0 {
			gc.Share = round4(float64(c.Dealt) / float64(total))
		}
		if c.Played > 0 {
			m := Moments{N: c.Played, Sum: int64(c.Damage), SumSq: int64(c.DamageSq)}
			mean := round2(m.Mean())
			gc.MeanDamageWhenPlayed = &mean
			if m.N > 1 { // one play says nothing of the spread
				ci := m.CI()
				gc.MeanDamageWhenPlayedCI = &ci
			}
		}
		return gc
	}
	r.Cards = make([]Card, 0, len(s.cards))
	seen := map[string]bool{}
	for _, c := range deck.Cards {
		k := c.Key()
		if seen[k] {
			continue
		}
		seen[k] = true
		r.Cards = append(r.Cards, card(k))
	}
	var others []string
	for k, c := range s.cards {
		if !seen[k] && c.Dealt > 0 {
			others = append(others, k)
		}
	}
	sort.Strings(others)
	for _, k := range others {
		r.Cards = append(r.Cards, card(k))
	}
	return r
}

// Moments are the count, sum and sum of squares of values: their mean and
// the interval of the mean, in integers so that the sums do not depend on
// the order they were added in.
type Moments struct {
	N          int
	Sum, SumSq int64
}

// Add counts x.
func (m *Moments) Add(x int) {
	m.N++
	m.Sum += int64(x)
	m.SumSq += int64(x) * int64(x)
}

// Mean of the values; 0 for none.
func (m Moments) Mean() float64 {
	if m.N == 0 {
		return 0
	}
	return float64(m.Sum) / float64(m.N)
}

// CI is the 95 % interval of the mean by the normal approximation, mean ±
// 1.96 standard errors (the sample standard deviation over the root of
// the count), rounded to two places; the mean itself for fewer than two
// values.
func (m Moments) CI() [2]float64 {
	mean := m.Mean()
	if m.N < 2 {
		return [2]float64{round2(mean), round2(mean)}
	}
	n := float64(m.N)
	v := (float64(m.SumSq) - float64(m.Sum)*float64(m.Sum)/n) / (n - 1)
	se := math.Sqrt(max(v, 0) / n)
	return [2]float64{round2(mean - 1.96*se), round2(mean + 1.96*se)}
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

package stats_test

import (
	"context"
	"encoding/json"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot/stats"
)

// tallyOf counts xs.
func tallyOf(xs ...int) stats.Tally {
	t := stats.Tally{}
	for _, x := range xs {
		t[x]++
	}
	return t
}

// A tally's mean and median are those of the values it counts: odd and
// even counts, ties, none.
func TestTallyMeanMedian(t *testing.T) {
	for _, c := range []struct {
		xs           []int
		mean, median float64
	}{
		{nil, 0, 0},
		{[]int{4}, 4, 4},
		{[]int{5, 1, 3}, 3, 3},
		{[]int{1, 2, 3, 10}, 4, 2.5},
		{[]int{2, 2, 2, 7}, 3.25, 2},
		{[]int{0, 0, 6, 6}, 3, 3},
	} {
		mean, median := tallyOf(c.xs...).MeanMedian()
		if mean != c.mean || median != c.median {
			t.Errorf("%v: mean %v median %v, want %v %v", c.xs, mean, median, c.mean, c.median)
		}
	}
}

// The Mann-Whitney U test against values worked by hand: three against
// three with no overlap, U = 0, z = -4/sqrt(5.25) with the continuity
// correction, p = 0.0809; equal samples are not significant.
func TestMannWhitney(t *testing.T) {
	u, z, p, ok := stats.MannWhitney(tallyOf(1, 2, 3), tallyOf(4, 5, 6))
	if !ok || u != 0 || math.Abs(z+4/math.Sqrt(5.25)) > 1e-9 || math.Abs(p-0.0809) > 0.0005 {
		t.Errorf("U %v z %v p %v ok %v; want 0, %.4f, 0.0809", u, z, p, ok, -4/math.Sqrt(5.25))
	}
	_, _, p, ok = stats.MannWhitney(tallyOf(2, 3, 3, 4), tallyOf(2, 3, 3, 4))
	if !ok || p < 0.99 {
		t.Errorf("equal samples: p %v ok %v, want 1", p, ok)
	}
	if _, _, _, ok := stats.MannWhitney(tallyOf(3, 3), tallyOf(3, 3)); ok {
		t.Errorf("all ties: want no test")
	}
	if _, _, _, ok := stats.MannWhitney(tallyOf(), tallyOf(3)); ok {
		t.Errorf("an empty sample: want no test")
	}
}

// deck is an embedded deck.
func deck(t *testing.T, name string) rules.Deck {
	t.Helper()
	l, err := decks.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return l.Deck
}

// Games summed up by hand: the histogram by the turn of the kill ("none"
// for a game without), the means and medians, the games that reached each
// turn and those that dealt nothing in it, and the cards in the order of
// the deck list with the mean damage of the turns they were played in.
func TestSumByHand(t *testing.T) {
	d := deck(t, "cb-rhinar")
	first, second := d.Cards[0].Key(), d.Cards[len(d.Cards)-1].Key()
	s := stats.NewSum(9, 3)
	s.Add(&stats.Game{KilledOn: 2, Damage: []int{0, 20}, Opening: stats.Hand{Pitch: 7, Playable: 2}, Cards: map[string]*stats.CardCounts{
		second: {Drawn: 2, Played: 1, Damage: 20, DamageSq: 400, Dealt: 20},
	}})
	s.Add(&stats.Game{KilledOn: 3, Damage: []int{6, 6, 8}, Opening: stats.Hand{Pitch: 5, Playable: 1}, Cards: map[string]*stats.CardCounts{
		second: {Drawn: 1, Played: 1, Damage: 6, DamageSq: 36, Dealt: 14},
		first:  {Drawn: 1, Pitched: 1, Dealt: 6},
	}})
	s.Add(&stats.Game{Damage: []int{0, 1, 2}, Opening: stats.Hand{Pitch: 9, Playable: 3}})
	r := s.Result(d)
	if r.Runs != 3 || r.Seed != 9 {
		t.Errorf("runs %d seed %d, want 3 and 9", r.Runs, r.Seed)
	}
	if want := map[string]int{"2": 1, "3": 1, "none": 1}; !mapsEqual(r.TurnsToKillHist, want) {
		t.Errorf("histogram %v, want %v", r.TurnsToKillHist, want)
	}
	// Kills 2 and 3; damages 0 20 6 6 8 0 1 2: mean 43/8, median 4.
	if r.TurnsToKillMean != 2.5 || r.TurnsToKillMedian != 2.5 || r.DamagePerTurnMean != 5.38 || r.DamageMedian != 4 {
		t.Errorf("kill %v/%v damage %v/%v, want 2.5/2.5 and 5.38/4", r.TurnsToKillMean, r.TurnsToKillMedian, r.DamagePerTurnMean, r.DamageMedian)
	}
	if !slices.Equal(r.TurnsAlive, []int{0, 3, 3, 2}) || !slices.Equal(r.Blanks, []int{0, 2, 0, 0}) {
		t.Errorf("alive %v blanks %v, want [0 3 3 2] [0 2 0 0]", r.TurnsAlive, r.Blanks)
	}
	if r.Cards[0].Name != first || r.Cards[len(r.Cards)-1].Name != second {
		t.Fatalf("cards from %s to %s, want the deck's order %s to %s", r.Cards[0].Name, r.Cards[len(r.Cards)-1].Name, first, second)
	}
	// Played twice, on turns of 20 and 6: mean 13, sample variance 98,
	// so 13 ± 1.96·7; 34 of the 40 damage dealt.
	if c := r.Cards[len(r.Cards)-1]; c.Drawn != 3 || c.Played != 2 || c.MeanDamageWhenPlayed == nil || *c.MeanDamageWhenPlayed != 13 ||
		*c.MeanDamageWhenPlayedCI != [2]float64{-0.72, 26.72} || c.Damage != 34 || c.Share != 0.85 {
		t.Errorf("%s: %+v, want 3 drawn, 2 played, 13 [-0.72 26.72] damage when played, 34 dealt (0.85)", second, c)
	}
	// Never played: no mean, not a mean of zero.
	if c := r.Cards[0]; c.Pitched != 1 || c.MeanDamageWhenPlayed != nil || c.MeanDamageWhenPlayedCI != nil || c.Share != 0.15 {
		t.Errorf("%s: %+v, want 1 pitched, no mean, share 0.15", first, c)
	}
	// Kills 2 and 3: 2.5 ± 1.96·0.5. Dead by turn 1, 2, 3: 0, 1, 2 of 3.
	if r.TurnsToKillCI != [2]float64{1.52, 3.48} {
		t.Errorf("turns to kill interval %v, want [1.52 3.48]", r.TurnsToKillCI)
	}
	if want := map[string]float64{"1": 0, "2": 0.3333, "3": 0.6667}; !maps.Equal(r.KilledByTurn, want) {
		t.Errorf("killed by turn %v, want %v", r.KilledByTurn, want)
	}
	// Turn 1: 0 6 0, mean 2, variance 12; turn 2: 20 6 1, mean 9,
	// variance 97; turn 3: 8 2, mean 5, variance 18.
	if want := []stats.TurnDamage{{1, 3, 2, -1.92, 5.92}, {2, 3, 9, -2.15, 20.15}, {3, 2, 5, -0.88, 10.88}}; !slices.Equal(r.DamageByTurn, want) {
		t.Errorf("damage by turn %v, want %v", r.DamageByTurn, want)
	}
	// Hands of 7, 5, 9 pitch (7 ± 1.96·2/√3) and 2, 1, 3 playable.
	if want := (stats.OpeningHand{PitchMean: 7, PitchCI: [2]float64{4.74, 9.26}, PlayableMean: 2, PlayableCI: [2]float64{0.87, 3.13}}); r.OpeningHand != want {
		t.Errorf("opening hand %+v, want %+v", r.OpeningHand, want)
	}
	// Played once: a mean, no interval.
	once := stats.NewSum(1, 1)
	once.Add(&stats.Game{Damage: []int{5}, Cards: map[string]*stats.CardCounts{first: {Drawn: 1, Played: 1, Damage: 5, DamageSq: 25, Dealt: 5}}})
	if c := once.Result(d).Cards[0]; c.MeanDamageWhenPlayed == nil || *c.MeanDamageWhenPlayed != 5 || c.MeanDamageWhenPlayedCI != nil || c.Share != 1 {
		t.Errorf("played once: %+v, want a mean of 5, no interval, all the damage", c)
	}
	for _, c := range r.Cards[1 : len(r.Cards)-1] {
		if c != (stats.Card{Name: c.Name}) {
			t.Errorf("%s: %+v, never seen, want zeros", c.Name, c)
		}
	}
	// The text's fields stay out of the JSON.
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"Deck", "Kills", "Blanks", "Elapsed"} {
		if strings.Contains(string(b), k) {
			t.Errorf("the JSON has %s: %s", k, b)
		}
	}
}

func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// A game played by the bot: the goldfish dies on the turn the counted
// damage reaches its life, every play is of a card drawn (or in the
// arsenal), the same seeds give the same game, and a game of n turns
// plays n turns of the deck (the last one too) and is no kill.
func TestPlay(t *testing.T) {
	d := deck(t, "cb-rhinar")
	ctx := context.Background()
	g := stats.Play(ctx, 3, 4, d, rules.GoldfishLifeBlitz, 30)
	if g.Err != nil {
		t.Fatal(g.Err)
	}
	total := 0
	for _, x := range g.Damage {
		total += x
	}
	if g.KilledOn == 0 || g.KilledOn != len(g.Damage) || total < rules.GoldfishLifeBlitz {
		t.Errorf("killed on %d, damage %v (%d): want a kill on the last turn counted, at least %d damage", g.KilledOn, g.Damage, total, rules.GoldfishLifeBlitz)
	}
	played := 0
	for k, c := range g.Cards {
		played += c.Played
		if c.Played+c.Pitched > c.Drawn+c.Arsenal {
			t.Errorf("%s: %+v: more played and pitched than drawn", k, c)
		}
	}
	if played == 0 {
		t.Errorf("no card played: %+v", g)
	}
	// Every point of damage has its card: the turns' damage (uncapped)
	// is what the cards dealt.
	dealt := 0
	for _, c := range g.Cards {
		dealt += c.Dealt
	}
	if dealt != total {
		t.Errorf("the cards dealt %d, the turns %d", dealt, total)
	}
	// The opening hand: four cards (the hero's intellect) pitch at least
	// 4 and at most 12; at most four of them are playable.
	if h := g.Opening; h.Pitch < 4 || h.Pitch > 12 || h.Playable < 0 || h.Playable > 4 {
		t.Errorf("opening hand %+v", h)
	}
	again := stats.Play(ctx, 3, 4, d, rules.GoldfishLifeBlitz, 30)
	if !slices.Equal(again.Damage, g.Damage) || again.KilledOn != g.KilledOn {
		t.Errorf("the same seeds: %v then %v", g.Damage, again.Damage)
	}
	for n := 1; n < g.KilledOn; n++ {
		short := stats.Play(ctx, 3, 4, d, rules.GoldfishLifeBlitz, n)
		if short.Err != nil || short.KilledOn != 0 || !slices.Equal(short.Damage, g.Damage[:n]) {
			t.Errorf("%d turns: killed on %d, damage %v, err %v; want no kill and %v", n, short.KilledOn, short.Damage, short.Err, g.Damage[:n])
		}
	}
}

// Two runs compared: the difference of their means, the test's name and
// its verdict, and the decks' names in order.
func TestCompare(t *testing.T) {
	a := &stats.Result{Deck: "a", TurnsToKillMean: 3.5, Kills: tallyOf(3, 4, 3, 4)}
	b := &stats.Result{Deck: "b", TurnsToKillMean: 5, Kills: tallyOf(5, 5, 6, 4)}
	c := stats.Compare(a, b)
	if c.Difference != -1.5 || c.Test != "mann-whitney-u" || !c.OK || !slices.Equal(c.Names, []string{"a", "b"}) {
		t.Errorf("%+v", c)
	}
	if c := stats.Compare(a, &stats.Result{Deck: "none"}); c.OK {
		t.Errorf("against no kill: %+v, want no test", c)
	}
}

// A game says the weapons and equipment the deck started with (CR 4.1.4):
// a deck with spares the set the bot chose, the same whatever the
// shuffle; a deck equipped beforehand (`goldfish --equip`) that set; and
// the run keeps it for the JSON's "equipment".
func TestPlaySaysTheEquipment(t *testing.T) {
	ctx := context.Background()
	l, err := decks.Load("1st-strike-aurora")
	if err != nil {
		t.Fatal(err)
	}
	var first []string
	sum := stats.NewSum(1, 1)
	for seed := uint64(1); seed <= 2; seed++ {
		g := stats.Play(ctx, seed, 4, l.Deck, rules.GoldfishLifeBlitz, 1)
		if g.Err != nil {
			t.Fatal(g.Err)
		}
		if first == nil {
			first = g.Equipment
		}
		if len(g.Equipment) != 5 || !slices.Equal(g.Equipment, first) {
			t.Errorf("seed %d: equipment %v, want 5 cards as seed 1's %v", seed, g.Equipment, first)
		}
		sum.Add(&g)
	}
	if r := sum.Result(l.Deck); !slices.Equal(r.Equipment, first) {
		t.Errorf("the run's equipment %v, want %v", r.Equipment, first)
	}
	chosen := []string{"Star Fall", "Spell Fray Tiara", "Spell Fray Leggings"}
	if err := l.Equip(chosen); err != nil {
		t.Fatal(err)
	}
	g := stats.Play(ctx, 1, 4, l.Deck, rules.GoldfishLifeBlitz, 1)
	// The chest and arms pieces every set holds come with the names (decks.List.Equip).
	want := append(slices.Clone(chosen), "Aether Crackers", "Blossom of Spring")
	got := slices.Clone(g.Equipment)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("equipped beforehand: %v, want %v", g.Equipment, want)
	}
}

package rules_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// goldfishPractice is a deck of plain attacks for games against the
// goldfish.
func goldfishPractice() rules.Deck {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	var cards []*rules.Card
	for range 30 {
		cards = append(cards, jab)
	}
	return rules.Deck{Hero: ruletest.HeroA, Cards: cards}
}

// meFirst answers "me" to who goes first and otherwise as d does.
func meFirst(d rules.Decider) rules.Decider {
	return rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskFirstPlayer {
			for _, o := range p.Options {
				if o.Player == p.Player {
					return rules.Pick(o.ID), nil
				}
			}
		}
		return d.Decide(ctx, v, p)
	})
}

// CR 4.1.2, 4.1.4, 4.1.5: a goldfish is a hero with the format's life, no
// equipment and an empty deck; the card-pool rules accept it (they set no
// deck size), and a game against it starts, with the player taking the
// first turn whichever player the game selects (CR 4.1.3).
func TestGoldfishGameStartsWithThePlayerFirst(t *testing.T) {
	chosen := map[bool]int{} // whether the goldfish was the player chosen
	for _, life := range []int{rules.GoldfishLifeBlitz, rules.GoldfishLifeCC} {
		for seed := uint64(1); seed <= 8; seed++ {
			g, err := rules.New(rules.GoldfishSetup(seed, goldfishPractice(), life))
			if err != nil {
				t.Fatalf("life %d: a goldfish game is refused: %v", life, err)
			}
			if !g.State().Goldfish(ruletest.P2) || g.State().Goldfish(ruletest.P1) {
				t.Fatalf("Goldfish(P2) = %v, Goldfish(P1) = %v; want the goldfish in P2 only", g.State().Goldfish(ruletest.P2), g.State().Goldfish(ruletest.P1))
			}
			var asked []rules.PromptKind
			g.SetDecider(ruletest.P1, meFirst(rules.GoldfishDecider))
			g.SetDecider(ruletest.P2, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
				asked = append(asked, p.Kind)
				return rules.GoldfishDecider.Decide(ctx, v, p)
			}))
			g.MaxTurns = 1
			if err := g.Step(context.Background()); err != nil {
				t.Fatal(err)
			}
			if g.State().TurnPlayer != ruletest.P1 || g.State().Turn != 1 {
				t.Errorf("seed %d: turn %d is player %d's; want the player's first turn", seed, g.State().Turn, g.State().TurnPlayer+1)
			}
			if got := g.State().Players[ruletest.P2].Life; got != life {
				t.Errorf("goldfish life %d, want %d", got, life)
			}
			if n := len(g.State().Zone(ruletest.P2, rules.ZoneHand)) + len(g.State().Zone(ruletest.P2, rules.ZoneArena)); n != 1 {
				t.Errorf("the goldfish has %d objects in hand and arena; want its hero alone", n)
			}
			chosen[len(asked) > 0]++
			for _, k := range asked {
				if k != rules.AskFirstPlayer {
					t.Errorf("the goldfish was asked a %s prompt before the first turn", k)
				}
			}
		}
	}
	if chosen[true] == 0 || chosen[false] == 0 {
		t.Errorf("the goldfish was chosen in %d games and the player in %d; the seeds should try both", chosen[true], chosen[false])
	}
}

// CR 1.11, 7.3.2a: the goldfish only ever passes: attacked, it has nothing
// to defend with and is not asked; the player's attacks bring it to 0 and
// the game ends with the player the winner.
func TestGoldfishOnlyPassesAndDies(t *testing.T) {
	g, err := rules.New(rules.GoldfishSetup(7, goldfishPractice(), rules.GoldfishLifeBlitz))
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[rules.PromptKind]int{}
	g.SetDecider(ruletest.P1, meFirst(rules.NewRandom(3)))
	g.SetDecider(ruletest.P2, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		kinds[p.Kind]++
		a, err := rules.GoldfishDecider.Decide(ctx, v, p)
		if p.Kind == rules.AskPriority && p.Options[p.Find(a.IDs[0])].Act != rules.ActPass {
			t.Errorf("the goldfish did not pass")
		}
		return a, err
	}))
	g.MaxTurns = 60
	if err := g.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if g.State().Winner != ruletest.P1 || g.State().Players[ruletest.P2].Life > 0 {
		t.Errorf("winner %d, goldfish life %d; want the player to win with the goldfish at 0", g.State().Winner+1, g.State().Players[ruletest.P2].Life)
	}
	for k := range kinds {
		if k != rules.AskPriority && k != rules.AskFirstPlayer {
			t.Errorf("the goldfish was asked a %s prompt", k)
		}
	}
	if kinds[rules.AskPriority] == 0 {
		t.Errorf("the goldfish was never given priority")
	}
}

// LeastAnswer does the least each shape allows, and every answer it gives
// passes the prompt's own check.
func TestLeastAnswer(t *testing.T) {
	o := func(act rules.Act, id int32, p rules.Player) rules.Option {
		return rules.Option{ID: id, Act: act, Player: p}
	}
	for _, tc := range []struct {
		name string
		p    rules.Prompt
		want rules.Answer
	}{
		{"priority: pass", rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Min: 1, Max: 1,
			Options: []rules.Option{o(rules.ActPlay, 5, rules.NoPlayer), o(rules.ActPass, 9, rules.NoPlayer)}}, rules.Pick(9)},
		{"may: no", rules.Prompt{Kind: rules.AskMay, Shape: rules.ShapeOne, Min: 1, Max: 1,
			Options: []rules.Option{o(rules.ActYes, 1, rules.NoPlayer), o(rules.ActNo, 2, rules.NoPlayer)}}, rules.Pick(2)},
		{"defenders: none", rules.Prompt{Kind: rules.AskDefenders, Shape: rules.ShapeSubset, Min: 0, Max: 2,
			Options: []rules.Option{o(rules.ActCard, 1, rules.NoPlayer), o(rules.ActCard, 2, rules.NoPlayer)}}, rules.Answer{IDs: []int32{}}},
		{"order: as listed", rules.Prompt{Kind: rules.AskOrder, Shape: rules.ShapeOrder, Min: 2, Max: 2,
			Options: []rules.Option{o(rules.ActCard, 4, rules.NoPlayer), o(rules.ActCard, 3, rules.NoPlayer)}}, rules.Answer{IDs: []int32{4, 3}}},
		{"x: the least", rules.Prompt{Kind: rules.AskX, Shape: rules.ShapeNumber, XMin: 1, XMax: 4}, rules.Answer{X: 1}},
		{"first player: the other", rules.Prompt{Kind: rules.AskFirstPlayer, Shape: rules.ShapeOne, Player: ruletest.P2, Min: 1, Max: 1,
			Options: []rules.Option{o(rules.ActPlayer, 1, ruletest.P2), o(rules.ActPlayer, 2, ruletest.P1)}}, rules.Pick(2)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := rules.LeastAnswer(tc.p)
			if !slices.Equal(got.IDs, tc.want.IDs) || got.X != tc.want.X {
				t.Errorf("LeastAnswer = %+v, want %+v", got, tc.want)
			}
			if err := tc.p.Check(got); err != nil {
				t.Errorf("the answer is refused: %v", err)
			}
			// In memory given (LeastAnswerIn): the same answer, its ids
			// in that memory.
			var mem [8]int32
			in := rules.LeastAnswerIn(tc.p, func(n int) []int32 { return mem[:n:n] })
			if !slices.Equal(in.IDs, tc.want.IDs) || in.X != tc.want.X || (in.IDs == nil) != (got.IDs == nil) {
				t.Errorf("LeastAnswerIn = %+v, want %+v", in, got)
			}
			if len(in.IDs) > 0 && &in.IDs[0] != &mem[0] {
				t.Errorf("LeastAnswerIn's ids are not in the memory given")
			}
		})
	}
}

// DESIGN.md (a bot sees only its View): the clone a goldfish bot searches
// holds the same cards as the game, its own deck in another order drawn
// from the seed, and leaves the game as it was.
func TestGoldfishCloneHidesTheDeckOrder(t *testing.T) {
	var cards []*rules.Card
	for i := range 12 {
		cards = append(cards, ruletest.Attack(string(rune('A'+i)), 0, i, 2))
	}
	g, err := rules.New(rules.GoldfishSetup(5, rules.Deck{Hero: ruletest.HeroA, Cards: cards}, 20))
	if err != nil {
		t.Fatal(err)
	}
	before := g.State().Hash()
	deck := slices.Clone(g.State().Zone(ruletest.P1, rules.ZoneDeck))
	moved := false
	for seed := uint64(1); seed <= 4; seed++ {
		c := g.GoldfishClone(ruletest.P1, seed)
		got := c.State().Zone(ruletest.P1, rules.ZoneDeck)
		if !slices.Equal(got, deck) {
			moved = true
		}
		if !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(deck))) {
			t.Errorf("seed %d: the imagined deck holds other cards", seed)
		}
		if again := g.GoldfishClone(ruletest.P1, seed).State().Hash(); again != c.State().Hash() {
			t.Errorf("seed %d: two imagined clones differ", seed)
		}
	}
	if !moved {
		t.Errorf("no seed put the deck in another order")
	}
	if g.State().Hash() != before || !slices.Equal(g.State().Zone(ruletest.P1, rules.ZoneDeck), deck) {
		t.Errorf("imagining changed the game")
	}
}

// A clone made in reused memory is the game as Clone makes it: played on
// with the same answers it reaches the same state, and neither the game
// nor a clone before it is changed by it.
func TestCloneReusingIsAClone(t *testing.T) {
	g, err := rules.New(rules.GoldfishSetup(11, goldfishPractice(), rules.GoldfishLifeBlitz))
	if err != nil {
		t.Fatal(err)
	}
	g.SetDecider(ruletest.P1, meFirst(rules.NewRandom(5)))
	g.SetDecider(ruletest.P2, rules.GoldfishDecider)
	for range 12 {
		if err := g.Step(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	before := g.State().Hash()
	var r rules.Reuse
	for i := range 3 {
		want := g.Clone()
		want.SetDecider(ruletest.P1, meFirst(rules.NewRandom(uint64(i))))
		got := g.CloneReusing(&r)
		if got.State().Hash() != before {
			t.Fatalf("run %d: the reused clone hashes %x, the game %x", i, got.State().Hash(), before)
		}
		got.SetDecider(ruletest.P1, meFirst(rules.NewRandom(uint64(i))))
		got.MaxTurns, want.MaxTurns = 30, 30
		if err := want.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		if err := got.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got.State().Hash() != want.State().Hash() || got.State().Turn != want.State().Turn {
			t.Errorf("run %d: the reused clone ended on turn %d (%x), the clone on turn %d (%x)", i, got.State().Turn, got.State().Hash(), want.State().Turn, want.State().Hash())
		}
		if g.State().Hash() != before {
			t.Fatalf("run %d changed the game", i)
		}
	}
}

// The imagined deck depends on which cards the deck holds and the seed,
// not on their real order: two positions whose decks differ only in order
// imagine the same cards in the same order.
func TestGoldfishCloneIgnoresTheRealOrder(t *testing.T) {
	cards := []*rules.Card{ruletest.Attack("A", 0, 1, 2), ruletest.Attack("B", 0, 2, 2), ruletest.Attack("C", 0, 3, 2), ruletest.Attack("D", 0, 4, 2)}
	var imagined []string
	for _, order := range [][]string{{"A", "B", "C", "D"}, {"D", "C", "B", "A"}, {"C", "A", "D", "B"}} {
		pos, err := ruletest.Position(cards...).Deck(order...).Build()
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.NewPosition(pos)
		if err != nil {
			t.Fatal(err)
		}
		c := g.GoldfishClone(ruletest.P1, 9)
		var keys []string
		for _, obj := range c.State().Zone(ruletest.P1, rules.ZoneDeck) {
			keys = append(keys, c.State().CardOf(obj).Key())
		}
		imagined = append(imagined, strings.Join(keys, " "))
	}
	if imagined[0] != imagined[1] || imagined[0] != imagined[2] {
		t.Errorf("the imagined decks follow the real order: %q", imagined)
	}
}

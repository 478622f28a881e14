package rules_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// Perft holds legality still, as chess engines' perft holds move
// generation: from fixed positions, the number of distinct legal decision
// sequences to each depth (rules.Perft says what one answer is for each
// shape of prompt). The positions are scenario files in testdata/perft;
// the answers of a file bring the game to the perft root, the prompt its
// last `expect:` names.
//
// A change in legality changes a count. When one moves, explain it in the
// commit (which answer appeared or vanished, by which rule); run
//
//	go test -run TestPerft -v ./rules/
//
// for each position's breakdown by first answer (perft's "divide") at its
// deepest depth, to find the branch that moved.
//
// Prompt kinds no shipped card can ask yet: an attack target (one opposing
// hero: CR 1.4.5 leaves no choice, no prompt), a target of two or more
// legal choices (every targeting card targets the attack, and there is
// one), and X (no shipped card has X; the test builds a card that does).
var perftCases = []struct {
	file string
	// counts are the sequences at depth 1, 2, ...
	counts []uint64
	// kinds are prompt kinds the tree must meet: what the position is for.
	kinds []rules.PromptKind
}{
	{"01-priority-plays-and-activations.scn", []uint64{7, 18, 26, 63}, []rules.PromptKind{rules.AskPriority, rules.AskPitch}},
	{"02-pitch.scn", []uint64{4, 8, 8, 8}, []rules.PromptKind{rules.AskPitch}},
	{"03-modes.scn", []uint64{6, 18, 30, 30}, []rules.PromptKind{rules.AskModes, rules.AskPitch}},
	{"04-reactions-modes-and-targets.scn", []uint64{5, 14, 40, 78}, []rules.PromptKind{rules.AskPriority, rules.AskModes}},
	{"05-defenders.scn", []uint64{8, 8, 16, 16}, []rules.PromptKind{rules.AskDefenders}},
	{"06-dominate.scn", []uint64{16, 16, 16, 16}, []rules.PromptKind{rules.AskDefenders}},
	{"07-trigger-order-and-may.scn", []uint64{2, 2, 2, 4}, []rules.PromptKind{rules.AskOrder, rules.AskMay}},
	{"08-may-at-the-start-of-the-turn.scn", []uint64{2, 4, 6, 6}, []rules.PromptKind{rules.AskMay, rules.AskPriority}},
	{"09-choose-cards.scn", []uint64{5, 11, 30, 52}, []rules.PromptKind{rules.AskCards, rules.AskModes}},
	{"10-arsenal-and-pitch-order.scn", []uint64{4, 24, 24, 48}, []rules.PromptKind{rules.AskCards, rules.AskOrder}},
	{"11-search-the-deck.scn", []uint64{3, 3, 3, 3}, []rules.PromptKind{rules.AskCards}},
	{"12-both-players-react.scn", []uint64{3, 7, 18, 36}, []rules.PromptKind{rules.AskPriority, rules.AskModes, rules.AskPitch}},
	{"13-first-player.scn", []uint64{2, 10, 22, 36}, []rules.PromptKind{rules.AskFirstPlayer, rules.AskPriority}},
}

// perftRoot loads a position: the game at the file's position and the
// answers its script gives (recorded as the scenario runs), which bring
// the game to the perft root.
func perftRoot(tb testing.TB, file string) (*rules.Game, []rules.Answer) {
	tb.Helper()
	f, err := scenario.Load(filepath.Join("testdata", "perft", file))
	if err != nil {
		tb.Fatal(err)
	}
	var root []rules.Answer
	if res := f.Run(context.Background(), scenario.RunOptions{Answers: &root}); !res.OK() {
		tb.Fatalf("%s does not reach its root: %v", file, res.Failures)
	}
	g, err := f.Game()
	if err != nil {
		tb.Fatal(err)
	}
	return g, root
}

func TestPerft(t *testing.T) {
	for _, tc := range perftCases {
		t.Run(strings.TrimSuffix(tc.file, ".scn"), func(t *testing.T) {
			g, root := perftRoot(t, tc.file)
			checkPerft(t, g, root, tc.counts, tc.kinds)
		})
	}
	t.Run("x", func(t *testing.T) {
		checkPerft(t, xPosition(t), nil, []uint64{2, 5, 12, 12}, []rules.PromptKind{rules.AskX, rules.AskPitch})
	})
}

// checkPerft compares the counts at each depth, the deepest through the
// divide, whose branches it logs.
func checkPerft(t *testing.T, g *rules.Game, root []rules.Answer, counts []uint64, kinds []rules.PromptKind) {
	t.Helper()
	before := g.State().Hash()
	deep := len(counts)
	for d := 1; d < deep; d++ {
		st, err := rules.Perft(g, root, d)
		if err != nil {
			t.Fatalf("depth %d: %v", d, err)
		}
		if st.Refused > 0 {
			t.Errorf("depth %d: %d enumerated answers refused by Prompt.Check", d, st.Refused)
		}
		if st.Sequences != counts[d-1] {
			t.Errorf("depth %d: %d sequences, want %d", d, st.Sequences, counts[d-1])
		}
	}
	pr, branches, err := rules.PerftDivide(g, root, deep)
	if err != nil {
		t.Fatalf("depth %d: %v", deep, err)
	}
	if pr == nil {
		t.Fatal("the game ends before the root")
	}
	var total rules.PerftStats
	for _, b := range branches {
		st := b.Stats
		total.Sequences += st.Sequences
		total.Ended += st.Ended
		total.Refused += st.Refused
		for k := range st.Prompts {
			total.Prompts[k] += st.Prompts[k]
		}
		t.Logf("%-40s %d", describeAnswer(g, pr, b.Answer), st.Sequences)
	}
	total.Prompts[pr.Kind]++
	t.Logf("depth %d: %d sequences (%d ended sooner) from a %s prompt of p%d; prompts met: %s",
		deep, total.Sequences, total.Ended, pr.Kind, pr.Player+1, promptsMet(total))
	if total.Refused > 0 {
		t.Errorf("depth %d: %d enumerated answers refused by Prompt.Check", deep, total.Refused)
	}
	if total.Sequences != counts[deep-1] {
		t.Errorf("depth %d: %d sequences, want %d", deep, total.Sequences, counts[deep-1])
	}
	for _, k := range kinds {
		if total.Prompts[k] == 0 {
			t.Errorf("no %s prompt within depth %d: the position no longer tests what it is for", k, deep)
		}
	}
	if g.State().Hash() != before {
		t.Error("perft changed the game it started from")
	}
}

func promptsMet(st rules.PerftStats) string {
	var parts []string
	for k, n := range st.Prompts {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", rules.PromptKind(k), n))
		}
	}
	return strings.Join(parts, ", ")
}

// describeAnswer names an answer for the divide log.
func describeAnswer(g *rules.Game, pr *rules.Prompt, a rules.Answer) string {
	if pr.Shape == rules.ShapeNumber {
		return fmt.Sprintf("%s %d", pr.Kind, a.X)
	}
	if len(a.IDs) == 0 {
		return fmt.Sprintf("%s nothing", pr.Kind)
	}
	var parts []string
	for _, id := range a.IDs {
		k := pr.Find(id)
		if k < 0 {
			parts = append(parts, fmt.Sprint("?", id))
			continue
		}
		o := pr.Options[k]
		switch {
		case o.Act == rules.ActPass || o.Act == rules.ActYes || o.Act == rules.ActNo:
			parts = append(parts, o.Act.String())
		case o.Act == rules.ActMode:
			parts = append(parts, fmt.Sprintf("mode %d", o.Value+1))
		case o.Obj >= 0 && int(o.Obj) < len(g.State().Objs):
			parts = append(parts, o.Act.String()+" "+g.State().CardOf(o.Obj).Name)
		default:
			parts = append(parts, fmt.Sprintf("%s p%d", o.Act, o.Player+1))
		}
	}
	return strings.Join(parts, ", ")
}

// xPosition is a position with a card whose cost has X (CR 5.1.3a): none
// of the shipped cards has one, so the test makes one.
func xPosition(tb testing.TB) *rules.Game {
	tb.Helper()
	hero := &rules.Card{Name: "Perft Hero", Moniker: "Perft Hero", Types: rules.Hero, Classes: rules.Generic,
		Life: 20, Intellect: 4, Props: rules.HasLife | rules.HasIntellect}
	spell := &rules.Card{Name: "Perft X", Color: rules.Blue, Types: rules.Action, Classes: rules.Generic, Cost: 1, Pitch: 3, XCost: true,
		Props: rules.HasCost | rules.HasPitch}
	gem := &rules.Card{Name: "Perft Gem", Color: rules.Blue, Types: rules.Resource, Classes: rules.Generic, Pitch: 3,
		Props: rules.HasPitch}
	pebble := &rules.Card{Name: "Perft Pebble", Color: rules.Red, Types: rules.Resource, Classes: rules.Generic, Pitch: 1,
		Props: rules.HasPitch}
	// A free attack, banished: it changes no option, and the game can
	// still end (rules/stalemate.go).
	spare := &rules.Card{Name: "Perft Spare", Color: rules.Red, Types: rules.Action, Subtypes: rules.Attack, Classes: rules.Generic,
		Power: 1, Pitch: 1, Props: rules.HasCost | rules.HasPitch | rules.HasPower}
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Turn: 3, Players: [2]rules.Side{
		{Hero: hero, Hand: []*rules.Card{spell, gem, pebble}},
		{Hero: hero, Banished: []*rules.Card{spare}}, // live past the turn (CR 4.5.4d)
	}})
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// Every answer Perft enumerates passes Prompt.Check, and each subset or
// order counts once: checked on prompts of each shape built by hand.
func TestPerftAnswers(t *testing.T) {
	opts := func(n int, from ...rules.Place) []rules.Option {
		var out []rules.Option
		for i := range n {
			o := rules.Option{ID: int32(10 + i), Act: rules.ActCard}
			if i < len(from) {
				o.From = from[i]
			}
			out = append(out, o)
		}
		return out
	}
	for _, tc := range []struct {
		name string
		p    rules.Prompt
		want int
	}{
		{"one of three", rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Min: 1, Max: 1, Options: opts(3)}, 3},
		{"any subset of four", rules.Prompt{Kind: rules.AskDefenders, Shape: rules.ShapeSubset, Min: 0, Max: 4, Options: opts(4)}, 16},
		{"two of four", rules.Prompt{Kind: rules.AskModes, Shape: rules.ShapeSubset, Min: 2, Max: 2, Options: opts(4)}, 6},
		{"up to one of three", rules.Prompt{Kind: rules.AskCards, Shape: rules.ShapeSubset, Min: 0, Max: 1, Options: opts(3)}, 4},
		// Dominate: equipment (no place limit) and at most one of three
		// cards from hand: 2^2 * (1 + 3).
		{"one from hand", rules.Prompt{Kind: rules.AskDefenders, Shape: rules.ShapeSubset, Min: 0, Max: 5,
			Options: opts(5, rules.PlaceEquipment, rules.PlaceEquipment, rules.PlaceHand, rules.PlaceHand, rules.PlaceHand),
			Limits:  []rules.Limit{{From: rules.PlaceHand, Max: 1, Reason: rules.ReasonDominate, Rule: rules.CR(8, 3, 4)}}}, 16},
		{"order of three", rules.Prompt{Kind: rules.AskOrder, Shape: rules.ShapeOrder, Min: 3, Max: 3, Options: opts(3)}, 6},
		{"order of four", rules.Prompt{Kind: rules.AskOrder, Shape: rules.ShapeOrder, Min: 4, Max: 4, Options: opts(4)}, 24},
		{"x from 0 to 5", rules.Prompt{Kind: rules.AskX, Shape: rules.ShapeNumber, XMin: 0, XMax: 5}, 6},
	} {
		answers, err := rules.PerftAnswers(&tc.p)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if len(answers) != tc.want {
			t.Errorf("%s: %d answers, want %d", tc.name, len(answers), tc.want)
		}
		seen := map[string]bool{}
		for _, a := range answers {
			if err := tc.p.Check(a); err != nil {
				t.Errorf("%s: %v refused: %v", tc.name, a, err)
			}
			key := fmt.Sprint(a.IDs, a.X)
			if seen[key] {
				t.Errorf("%s: %v enumerated twice", tc.name, a)
			}
			seen[key] = true
		}
	}
	wide := rules.Prompt{Kind: rules.AskDefenders, Shape: rules.ShapeSubset, Min: 0, Max: 13, Options: opts(13)}
	if _, err := rules.PerftAnswers(&wide); err == nil {
		t.Error("a subset prompt of 13 options is enumerated, past the 12 the enumeration takes whole")
	}
}

// BenchmarkPerft runs every position of TestPerft to its deepest depth
// (BENCHMARKS.md):
//
//	go test -run '^$' -bench Perft -benchmem ./rules/
func BenchmarkPerft(b *testing.B) {
	type pos struct {
		g     *rules.Game
		root  []rules.Answer
		depth int
	}
	var all []pos
	for _, tc := range perftCases {
		g, root := perftRoot(b, tc.file)
		all = append(all, pos{g, root, len(tc.counts)})
	}
	all = append(all, pos{xPosition(b), nil, 3})
	b.ReportAllocs()
	var seqs uint64
	for b.Loop() {
		for _, p := range all {
			st, err := rules.Perft(p.g, p.root, p.depth)
			if err != nil {
				b.Fatal(err)
			}
			seqs += st.Sequences
		}
	}
	b.ReportMetric(float64(seqs)/b.Elapsed().Seconds(), "sequences/s")
}

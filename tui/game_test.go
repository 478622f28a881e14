package tui

import (
	"context"
	"errors"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// updating reports -update, the flag of the golden package that teatest
// brings (go test ./tui -update rewrites testdata/).
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// newGame sets up the default decks, Rhinar against Dorinthea.
func newGame(t testing.TB, seed uint64) *rules.Game {
	t.Helper()
	a, err := decks.Load("cb-rhinar")
	if err != nil {
		t.Fatal(err)
	}
	b, err := decks.Load("cb-dorinthea")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.New(rules.Setup{Seed: seed, Players: [2]rules.Deck{a.Deck, b.Deck}})
	if err != nil {
		t.Fatal(err)
	}
	g.MaxTurns = 200
	return g
}

var errCaptured = errors.New("captured")

// position plays seeded games between eager players until pred accepts a
// question, and leaves the game stopped there: the game, its bridge (whose
// log holds the events so far) and the question.
func position(tb testing.TB, pred func(v rules.View, p *rules.Prompt) bool) (*rules.Game, *bridge, rules.Prompt) {
	tb.Helper()
	for seed := uint64(1); seed <= 300; seed++ {
		g := newGame(tb, seed)
		b := newBridge(g, text.EN, false, true, nil)
		rnd := eager(seed)
		var at rules.Prompt
		d := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			if pred(v, &p) {
				at = p
				return rules.Answer{}, errCaptured
			}
			return rnd.Decide(ctx, v, p)
		})
		g.SetDecider(0, d)
		g.SetDecider(1, d)
		if err := g.Run(context.Background()); errors.Is(err, errCaptured) {
			return g, b, at
		}
	}
	tb.Fatal("no game of seeds 1..300 reached the position")
	return nil, nil, rules.Prompt{}
}

// capture is the question of position as the board would receive it: the
// snapshot for the deciding player and the log so far.
func capture(t *testing.T, pred func(v rules.View, p *rules.Prompt) bool) askMsg {
	t.Helper()
	g, b, p := position(t, pred)
	return askMsg{Snap: board.Take(g.ViewFor(p.Player), text.EN, &p), Log: b.flush(), Reply: make(chan rules.Answer, 1)}
}

// eager answers at random, but never passes when it can play: it makes
// long combat chains and full stacks.
func eager(seed uint64) rules.Decider {
	rnd := rules.NewRandom(seed)
	r := rand.New(rand.NewPCG(seed, 7))
	return rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskPriority && len(p.Options) > 1 {
			var plays []int32
			for _, o := range p.Options {
				if o.Act != rules.ActPass {
					plays = append(plays, o.ID)
				}
			}
			return rules.Pick(plays[r.IntN(len(plays))]), nil
		}
		return rnd.Decide(ctx, v, p)
	})
}

// screen renders the model at a size after a question, past the hand-off
// unless handoff is set.
func screen(msg askMsg, w, h int, handoff bool) string {
	m := newModel(Config{Lang: text.EN})
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	m.Update(msg)
	if !handoff {
		m.Update(keyMsg("enter"))
	}
	return m.View()
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if updating() {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./tui -update to write it)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs from the golden file (go test ./tui -update rewrites it):\n--- got\n%s\n--- want\n%s", name, got, want)
	}
}

func checkSize(t *testing.T, name, s string, w, h int) {
	t.Helper()
	lines := strings.Split(s, "\n")
	if len(lines) != h {
		t.Errorf("%s: %d lines, want %d", name, len(lines), h)
	}
	for i, l := range lines {
		if n := cellWidth(l); n > w {
			t.Errorf("%s: line %d is %d cells wide, more than %d: %q", name, i+1, n, w, l)
		}
	}
}

// The golden screens of the issue: a full combat chain, layers on the
// stack, the hand-off, a pitch prompt; at 80×24 and 160×48, monochrome.
func TestGoldenScreens(t *testing.T) {
	screens := map[string]askMsg{
		"chain": capture(t, func(v rules.View, p *rules.Prompt) bool {
			links := v.Chain()
			defended := 0
			for _, l := range links {
				defended += len(l.Defenders)
			}
			return p.Kind == rules.AskPriority && v.ChainOpen() && len(links) >= 3 && defended > 0 && v.Step() == rules.StepReaction
		}),
		"stack": capture(t, func(v rules.View, p *rules.Prompt) bool {
			return p.Kind == rules.AskPriority && len(v.Stack()) >= 2
		}),
		"pitch": capture(t, func(v rules.View, p *rules.Prompt) bool {
			return p.Kind == rules.AskPitch && len(p.Options) >= 2
		}),
	}
	screens["handoff"] = screens["pitch"]
	for name, msg := range screens {
		sizes := [][2]int{{80, 24}, {160, 48}}
		if name == "chain" {
			sizes = append(sizes, [2]int{120, 40}) // the README's capture
		}
		for _, size := range sizes {
			got := screen(msg, size[0], size[1], name == "handoff")
			id := name + "-" + itoa(size[0]) + "x" + itoa(size[1])
			checkSize(t, id, got, size[0], size[1])
			golden(t, id, got)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func cellWidth(s string) int { return lipgloss.Width(s) }

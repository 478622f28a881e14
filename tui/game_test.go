package tui

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
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
	return positionIn(tb, text.EN, pred)
}

// positionIn is position with the log in lang.
func positionIn(tb testing.TB, lang text.Lang, pred func(v rules.View, p *rules.Prompt) bool) (*rules.Game, *bridge, rules.Prompt) {
	tb.Helper()
	g, b, p, _ := positionFrom(tb, lang, 1, pred)
	return g, b, p
}

// positionFrom is positionIn trying the seeds from first on; it returns
// the seed that reached the position too.
func positionFrom(tb testing.TB, lang text.Lang, first uint64, pred func(v rules.View, p *rules.Prompt) bool) (*rules.Game, *bridge, rules.Prompt, uint64) {
	tb.Helper()
	for seed := first; seed <= 300; seed++ {
		g := newGame(tb, seed)
		b := newBridge(g, lang, false, true, nil)
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
			return g, b, at, seed
		}
	}
	tb.Fatalf("no game of seeds %d..300 reached the position", first)
	return nil, nil, rules.Prompt{}, 0
}

// captureIn is the question of position as the board would receive it,
// in lang: the snapshot for the deciding player and the log so far.
func captureIn(t *testing.T, lang text.Lang, pred func(v rules.View, p *rules.Prompt) bool) askMsg {
	t.Helper()
	msg, _ := captureFrom(t, lang, 1, pred)
	return msg
}

// captureFrom is captureIn trying the seeds from first on, and the seed
// that reached the position.
func captureFrom(t *testing.T, lang text.Lang, first uint64, pred func(v rules.View, p *rules.Prompt) bool) (askMsg, uint64) {
	t.Helper()
	g, b, p, seed := positionFrom(t, lang, first, pred)
	return askMsg{Snap: board.Take(g.ViewFor(p.Player), lang, &p), Log: b.flush(), Reply: make(chan rules.Answer, 1)}, seed
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
	m := newModel(Config{Lang: msg.Snap.Lang})
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
// stack, the hand-off, a pitch prompt; at 80×24, 120×40 and 160×48,
// monochrome, in English and in Japanese (double-width characters).
func TestGoldenScreens(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		screens := goldenScreens(t, lang)
		for name, msg := range screens {
			sizes := [][2]int{{80, 24}, {160, 48}}
			if name == "chain" || lang == text.JA {
				sizes = append(sizes, [2]int{120, 40}) // the README's capture
			}
			for _, size := range sizes {
				got := screen(msg, size[0], size[1], name == "handoff")
				id := name + "-" + itoa(size[0]) + "x" + itoa(size[1])
				if lang != text.EN {
					id = name + "-" + string(lang) + "-" + itoa(size[0]) + "x" + itoa(size[1])
				}
				checkSize(t, id, got, size[0], size[1])
				golden(t, id, got)
			}
		}
	}
}

// goldenSeeds remembers the seed at which each golden position was first
// found: the seeds before it were tried and reach no such position (the
// games are seeded), so the next search, in any language, starts there
// instead of playing them again. The position itself is played anew for
// every caller.
var goldenSeeds struct {
	sync.Mutex
	m map[string]uint64
}

func goldenScreens(t *testing.T, lang text.Lang) map[string]askMsg {
	preds := map[string]func(v rules.View, p *rules.Prompt) bool{
		"chain": func(v rules.View, p *rules.Prompt) bool {
			links := v.Chain()
			defended := 0
			for _, l := range links {
				defended += len(l.Defenders)
			}
			return p.Kind == rules.AskPriority && v.ChainOpen() && len(links) >= 3 && defended > 0 && v.Step() == rules.StepReaction
		},
		"stack": func(v rules.View, p *rules.Prompt) bool {
			return p.Kind == rules.AskPriority && len(v.Stack()) >= 2
		},
		"pitch": func(v rules.View, p *rules.Prompt) bool {
			return p.Kind == rules.AskPitch && len(p.Options) >= 2
		},
	}
	screens := map[string]askMsg{}
	for name, pred := range preds {
		goldenSeeds.Lock()
		first := max(goldenSeeds.m[name], 1)
		goldenSeeds.Unlock()
		msg, seed := captureFrom(t, lang, first, pred)
		goldenSeeds.Lock()
		if goldenSeeds.m == nil {
			goldenSeeds.m = map[string]uint64{}
		}
		goldenSeeds.m[name] = seed
		goldenSeeds.Unlock()
		screens[name] = msg
	}
	screens["handoff"] = screens["pitch"]
	return screens
}

// Every line of every golden screen, in both languages, is exactly as
// wide as the terminal it was drawn for: no border or column drifts
// (double-width characters count two cells).
func TestGoldenLinesFillTheTerminal(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.golden"))
	if err != nil {
		t.Fatal(err)
	}
	langs := map[string]int{}
	for _, f := range files {
		var w, h int
		base := strings.TrimSuffix(filepath.Base(f), ".golden")
		if _, err := fmt.Sscanf(base[strings.LastIndex(base, "-")+1:], "%dx%d", &w, &h); err != nil {
			t.Fatalf("%s: no size in the name: %v", f, err)
		}
		if strings.Contains(base, "-ja-") {
			langs["ja"]++
		} else {
			langs["en"]++
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(b), "\n")
		if len(lines) != h {
			t.Errorf("%s: %d lines, want %d", base, len(lines), h)
		}
		for i, l := range lines {
			if n, m := lipgloss.Width(l), ansi.StringWidth(l); n != w || m != w {
				t.Errorf("%s line %d: %d cells (ansi %d), want %d: %q", base, i+1, n, m, w, l)
			}
		}
		checkBorders(t, base, lines[:len(lines)-1], w)
	}
	if langs["ja"] < 9 || langs["en"] < 9 {
		t.Errorf("golden files: %v, want both languages", langs)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func cellWidth(s string) int { return lipgloss.Width(s) }

// borders lists the cells at which a line has box-drawing edges.
func borders(l string) map[int]rune {
	out := map[int]rune{}
	col := 0
	for _, r := range l {
		if strings.ContainsRune("│╭╮╰╯", r) {
			out[col] = r
		}
		col += ansi.StringWidth(string(r))
	}
	return out
}

// checkBorders fails when the boxes of a screen do not line up: every box
// that opens at the left edge closes at the same cell on every line, and
// when the log box closes at the right edge, it does on every line.
func checkBorders(t *testing.T, name string, lines []string, w int) {
	t.Helper()
	right := -1
	logBox := strings.Contains(lines[0], "╭ Log") || strings.Contains(lines[0], "╭ ログ")
	for i, l := range lines {
		b := borders(l)
		if logBox {
			if r, ok := b[w-1]; !ok || (r != '│' && r != '╮' && r != '╯') {
				t.Errorf("%s line %d: the log box does not close at cell %d: %q", name, i+1, w, l)
			}
		}
		if r, ok := b[0]; !ok || (r != '│' && r != '╭' && r != '╰') {
			continue
		}
		closeAt := -1
		for c := 1; c < w; c++ {
			if r, ok := b[c]; ok && (r == '│' || r == '╮' || r == '╯') {
				closeAt = c
				break
			}
		}
		if right < 0 {
			right = closeAt
		}
		if closeAt != right {
			t.Errorf("%s line %d: a box closes at cell %d, the others at %d: %q", name, i+1, closeAt+1, right+1, l)
		}
	}
}

package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// At 80×24 (and 120×40) the layout is chosen from the terminal's size
// alone: through a whole game, every question is drawn with the same
// layout, the hand and the question start on the same line, and the
// viewer's side stays where it was, however long the chain, the stack or
// the list of options.
func TestLayoutChosenBySizeAlone(t *testing.T) {
	t.Parallel() // independent, and long: runs beside the others
	for _, c := range []struct {
		w, h int
		lang text.Lang
		want board.Layout
	}{{80, 24, text.EN, board.Compact3}, {80, 24, text.JA, board.Compact3}, {120, 40, text.EN, board.Boxed}, {160, 48, text.JA, board.Boxed}} {
		name := fmt.Sprintf("%d×%d %s", c.w, c.h, c.lang)
		handWord := map[text.Lang]string{text.EN: "'s hand", text.JA: "の手札"}[c.lang]
		type shape struct {
			boxed         bool
			hand, heroRow int
		}
		var first *shape
		screens, chainMax, rowsMax := 0, 0, 0
		look := func(m *Model, what string) {
			if what != "board" || m.card != nil || m.cardsMode {
				return
			}
			leftW := c.w
			if m.wide() {
				leftW -= m.logWidth()
			}
			boardH, _, _ := m.screenRows()
			if got := board.LayoutFor(leftW, boardH); got != c.want {
				t.Fatalf("%s: layout %d, want %d", name, got, c.want)
			}
			lines := strings.Split(m.View(), "\n")
			sh := shape{boxed: strings.HasPrefix(lines[1], "╭"), hand: -1, heroRow: -1}
			me, _ := m.sides()
			for i, l := range lines {
				if sh.hand < 0 && strings.HasPrefix(l, m.snap.Sides[me].Name+handWord) {
					sh.hand = i
				}
			}
			// The viewer's hero line: the last line of the table that
			// names them first (inside its box when boxed).
			for i := sh.hand - 1; i > 0; i-- {
				l := strings.TrimPrefix(lines[i], "╭ ")
				if strings.HasPrefix(l, m.snap.Sides[me].Name) {
					sh.heroRow = i
					break
				}
			}
			if sh.hand < 0 || sh.heroRow < 0 {
				t.Fatalf("%s: no hand or hero line:\n%s", name, strings.Join(lines, "\n"))
			}
			if !c.want.Boxed() && first != nil && sh != *first {
				t.Fatalf("%s: the screen moved from %+v to %+v:\n%s", name, *first, sh, strings.Join(lines, "\n"))
			}
			if c.want.Boxed() && first != nil && (sh.boxed != first.boxed || sh.hand != first.hand) {
				t.Fatalf("%s: the screen moved from %+v to %+v:\n%s", name, *first, sh, strings.Join(lines, "\n"))
			}
			if first == nil {
				first = &sh
			}
			screens++
			chainMax = max(chainMax, len(m.snap.Chain)+len(m.snap.Stack))
			rowsMax = max(rowsMax, len(m.rows))
		}
		for _, seed := range []uint64{3, 7} {
			playOnBoard(t, newGame(t, seed), c.lang, c.w, c.h, seed, look)
		}
		// Random keys seldom build long chains: the golden positions (a
		// chain of three links, two layers on the stack) too.
		for name, msg := range goldenScreens(t, c.lang) {
			if name == "handoff" {
				continue
			}
			m := newModel(Config{Lang: c.lang})
			m.Update(tea.WindowSizeMsg{Width: c.w, Height: c.h})
			m.Update(msg)
			m.Update(keyMsg("enter"))
			look(m, "board")
		}
		if screens < 30 || chainMax < 3 || rowsMax < 8 {
			t.Errorf("%s: %d screens, at most %d links and layers, %d options: too tame to tell", name, screens, chainMax, rowsMax)
		}
		t.Logf("%s: %d screens, up to %d links and layers, %d options, %+v", name, screens, chainMax, rowsMax, *first)
	}
}

// At 120×40 the facts of a question's title (how many are chosen, their
// total defense, the dominate limit, how many may be chosen) wrap onto
// the next line instead of being cut.
func TestPromptTitleFactsWrapAt120x40(t *testing.T) {
	o := opts(rules.ActCard, rules.ActCard, rules.ActCard, rules.ActCard)
	o[0].From, o[1].From = rules.PlaceHand, rules.PlaceHand
	for _, lang := range []text.Lang{text.EN, text.JA} {
		p := ask(rules.Prompt{Kind: rules.AskDefenders, Shape: rules.ShapeSubset, Player: 1, Min: 0, Max: 4,
			Limits: []rules.Limit{{From: rules.PlaceHand, Max: 1, Reason: rules.ReasonDominate, Rule: rules.CR(8, 3, 4)}}},
			"Dorinthea, Quicksilver Prodigy: choose the cards to defend this attack with", o)
		p.Source = &board.Card{Name: "Flock of the Feather Walkers (red)", Color: rules.Red}
		m, _ := newTestModel(t, p)
		m.lang = lang
		send(m, " ", "down", "down", " ")
		v := m.View()
		want := []string{"chosen 2: 6d", "at most 1 from hand", "choose 0–4", "Flock of the Feather Walkers (red)"}
		if lang == text.JA {
			want = []string{"選択2枚: 防御6", "手札から最大1枚", "0〜4個", "Flock of the Feather Walkers (red)"}
		}
		for _, w := range want {
			if !strings.Contains(v, w) {
				t.Errorf("%s: the title lacks %q:\n%s", lang, w, v)
			}
		}
		for _, l := range strings.Split(v, "\n") {
			if strings.Contains(l, "Dorinthea, Quicksilver") && strings.Contains(l, "…") {
				t.Errorf("%s: the title is cut: %q", lang, l)
			}
		}
	}
}

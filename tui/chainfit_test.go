package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A chain of three links with many defenders, in the model's View: the
// boxed chain (120×40) gives the lines it has to the active link (CR
// 7.0.3b: the one the next answer is about), whole, and the others a line
// each, then more from the newest; no line of the box is cut while one is
// empty. It drew every link on one line, cut, over empty box lines, when
// not every link could be wrapped. The compact board (80×24) keeps a line
// a link with the active link's total in sight.
func TestModelChainBoxGivesItsLinesToTheActiveLink(t *testing.T) {
	for _, c := range []struct {
		lang  text.Lang
		total string
	}{{text.EN, "10d: Vigorous"}, {text.JA, "計10d: Vigorous"}} {
		for _, sz := range [][2]int{{80, 24}, {120, 40}} {
			p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPass))
			s := testSnap(p)
			s.Lang = c.lang
			s.ChainOpen = true
			def := func(name string, d int) board.Card {
				return board.Card{Name: name, Short: name, Props: rules.HasDefense, Defense: d}
			}
			many := []board.Card{def("Vigorous Engagement (blue)", 2), def("Come to Fight (red)", 2), def("Test of Strength (red)", 2),
				def("Stacked in Your Favor (blue)", 2), def("Hood of Red Sand", 1), def("Vigor Girth", 1), def("Gauntlet of Might", 1)}
			quote := `"While this is defended by an attack action card, this has go again."`
			for i := 0; i < 3; i++ {
				s.Chain = append(s.Chain, board.Link{N: i + 1, Attack: board.Card{Name: "Command Respect (blue)", Short: "Command Respect"},
					Power: 4, Target: "Dorinthea", Defenders: many[:4+i], Defense: 8 + i, Granted: []string{quote}, Resolved: i < 2, Active: i == 2})
			}
			m := newModel(Config{Lang: c.lang})
			m.Update(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
			m.Update(askMsg{Snap: s, Reply: make(chan rules.Answer, 1)})
			m.Update(keyMsg("enter"))
			view := ansi.Strip(m.View())
			if !strings.Contains(view, c.total) {
				t.Errorf("%s %v: the active link's total %q not drawn:\n%s", c.lang, sz, c.total, view)
			}
			if sz[0] < 120 {
				continue
			}
			// The chain's box, left of the log.
			chainTitle := text.Words{Lang: c.lang}.Say("board.chain-and-stack")
			in, cut, empty := false, 0, 0
			var box []string
			for _, l := range strings.Split(view, "\n") {
				l, _, _ = strings.Cut(l, "││")
				switch {
				case strings.HasPrefix(l, "╭"):
					in = strings.Contains(l, chainTitle)
					continue
				case !in || strings.HasPrefix(l, "╰"):
					in = false
					continue
				}
				box = append(box, l)
				body := strings.TrimSpace(strings.Trim(strings.TrimSpace(l), "│"))
				if body == "" {
					empty++
				}
				if strings.HasSuffix(body, "(tab)") {
					cut++
				}
			}
			joined := strings.Join(box, "\n")
			if len(box) == 0 {
				t.Fatalf("%s %v: no chain box:\n%s", c.lang, sz, view)
			}
			if cut > 0 && empty > 0 {
				t.Errorf("%s %v: %d lines of the chain cut with %d of its box empty:\n%s", c.lang, sz, cut, empty, joined)
			}
			// The active link is the last of the box before the stack:
			// its defenders and its quote whole.
			active := joined[strings.Index(joined, "3▶"):]
			flat := strings.Join(strings.Fields(strings.ReplaceAll(active, "│", " ")), " ")
			for _, want := range []string{"Vigor Girth 1d", "this has go again.\""} {
				if !strings.Contains(flat, want) {
					t.Errorf("%s %v: the active link's %q not drawn:\n%s", c.lang, sz, want, joined)
				}
			}
		}
	}
}

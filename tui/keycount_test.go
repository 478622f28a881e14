package tui

import (
	"strconv"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// keyCount is what a scripted game cost at the keyboard.
type keyCount struct {
	Keys, Handoffs, Questions, Turns int
	Hash                             uint64
}

// scriptedKeys plays 1st-strike-aurora against 1st-strike-terra (seed) on
// the hot-seat board with one fixed script, and counts every key pressed:
// the player whose turn it is plays the first card or ability offered in
// their action phase with the stack empty; every other priority question
// is passed (p, and p again where the board asks to confirm); every other
// question takes enter (the first option, the order as listed, or no
// defenders); a hand-off or banner takes enter. The script decides only
// where every board asks (the action phase with something to play, and
// the questions that are not priority), so the game is the same whatever
// the board's stops: only the keys differ.
func scriptedKeys(t *testing.T, seed uint64) keyCount {
	t.Helper()
	a, err := decks.Load("1st-strike-aurora")
	if err != nil {
		t.Fatal(err)
	}
	b, err := decks.Load("1st-strike-terra")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.New(rules.Setup{Seed: seed, Players: [2]rules.Deck{a.Deck, b.Deck}})
	if err != nil {
		t.Fatal(err)
	}
	g.MaxTurns = 200
	// The defaults of play: each deck's (no attack reaction in these two,
	// so no stop at the reaction step of one's own attacks).
	m := New(Config{Game: g, Lang: text.EN, Stops: [2]Stops{DefaultStops.ForDeck(a.Deck), DefaultStops.ForDeck(b.Deck)}})
	t.Cleanup(m.Cancel)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	var n keyCount
	press := func(k string) tea.Cmd {
		n.Keys++
		_, cmd := m.Update(keyMsg(k))
		return cmd
	}
	next(t, m, m.Init())
	for m.done == nil {
		if n.Keys > 20000 {
			t.Fatal("the scripted game does not end")
		}
		if m.handoff {
			n.Handoffs++
			press("enter")
			continue
		}
		p := m.prompt()
		if p == nil {
			t.Fatal("no question on the board")
		}
		n.Questions++
		var cmd tea.Cmd
		if p.Kind == rules.AskPriority {
			key := "p"
			s := m.snap
			if s.TurnPlayer == p.Player && s.PhaseCode == rules.PhaseAction && s.StepCode == rules.StepNone && len(s.Stack) == 0 {
				for i, r := range m.rows {
					if r.opt >= 0 && p.Options[r.opt].Act != rules.ActPass {
						key = strconv.Itoa(i + 1)
						break
					}
				}
			}
			cmd = press(key)
			if m.reply != nil && key == "p" {
				cmd = press("p") // the board asked to confirm the pass
			}
		} else {
			cmd = press("enter")
			if m.reply != nil && m.confirmLethal {
				cmd = press("enter") // no defender against a lethal attack: its second enter
			}
		}
		if m.reply != nil {
			t.Fatalf("the script did not answer %v: %q", p.Kind, m.message)
		}
		next(t, m, cmd)
	}
	if _, err, _ := m.Done(); err != nil {
		t.Fatal(err)
	}
	n.Turns = m.done.Stats.Turns
	n.Hash = m.Game().Hash()
	return n
}

// The keys a whole scripted hot-seat game takes (BENCHMARKS.md: "Keys of
// a hot-seat game"). go test ./tui -run TestKeysOfAScriptedGame -v
// prints them.
func TestKeysOfAScriptedGame(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		n := scriptedKeys(t, seed)
		if n.Keys <= n.Questions || n.Handoffs == 0 {
			t.Errorf("seed %d: %+v", seed, n)
		}
		t.Logf("seed %d: %d turns, %d keys, %d hand-offs and banners, %d questions, hash %016x", seed, n.Turns, n.Keys, n.Handoffs, n.Questions, n.Hash)
	}
}

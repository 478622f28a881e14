package tui

import (
	"math/rand/v2"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// keysFor answers the model's question through its keys: a random option
// for a single choice, enter for a multiple one (none, the highlighted one,
// or the order as listed).
func keysFor(m *Model, r *rand.Rand) []string {
	p := m.prompt()
	if p == nil {
		return nil
	}
	if p.Kind == rules.AskX || p.Kind == rules.AskOrder {
		return []string{"enter"}
	}
	if multi(p) {
		// Toggle about a third of the options (defend with some cards).
		var keys []string
		for range len(m.rows) {
			if r.IntN(3) == 0 {
				keys = append(keys, " ")
			}
			keys = append(keys, "down")
		}
		return append(keys, "enter")
	}
	n := m.numbered()
	keys := make([]string, 0, n)
	for range r.IntN(n) {
		keys = append(keys, "down")
	}
	return append(keys, "enter")
}

// secrets lists the names the viewer must not read: the cards of the
// opponent's hand and of both decks, unless the viewer can see a card of
// that name now or has read it in their log (a pitched card that went to
// the bottom of the deck was seen).
func secrets(g *rules.Game, viewer rules.Player, seen map[string]bool) []string {
	v := g.ViewFor(viewer)
	visible := map[string]bool{}
	for id := range g.Omniscient().Objects() {
		if c := v.Card(rules.ObjID(id)); c != nil {
			visible[c.Name] = true
		}
	}
	var out []string
	hidden := func(p rules.Player, z rules.Zone) {
		for _, obj := range g.Omniscient().Zone(p, z) {
			name := g.Omniscient().Card(obj).Name
			if !v.Visible(obj) && !visible[name] && !seen[name] {
				out = append(out, name)
			}
		}
	}
	hidden(1-viewer, rules.ZoneHand)
	hidden(0, rules.ZoneDeck)
	hidden(1, rules.ZoneDeck)
	hidden(1-viewer, rules.ZoneArsenal)
	hidden(1-viewer, rules.ZoneBanished)
	return out
}

// Every screen of seeded games, for each player, at 80×24 and 120×40: the
// hand-off screen, the deciding player's board, and the log, never show a
// card of the other player's hand or an unrevealed deck card.
func TestPrivacyEveryScreen(t *testing.T) {
	t.Parallel() // independent, and long: runs beside the others
	for _, seed := range []uint64{1, 2, 3, 4, 5} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			privacyGame(t, seed, size[0], size[1])
		}
	}
}

func privacyGame(t *testing.T, seed uint64, w, h int) {
	g := newGame(t, seed)
	m := New(Config{Game: g, Lang: text.EN})
	defer m.Cancel()
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	ch := m.ch
	// What each player has read in their log so far.
	var seen [2]map[string]bool
	seen[0], seen[1] = map[string]bool{}, map[string]bool{}
	names := map[string]bool{}
	for _, c := range g.Omniscient().Cards() {
		names[c.Name] = true
	}
	go m.br.run(m.ctx)
	r := rand.New(rand.NewPCG(seed, uint64(w)))
	screens := 0
	check := func(who rules.Player, what, s string) {
		screens++
		for _, name := range secrets(g, who, seen[who]) {
			if strings.Contains(s, name) {
				t.Fatalf("seed %d %dx%d: %s's %s shows the hidden card %q:\n%s", seed, w, h, m.snap.Name(who), what, name, s)
			}
		}
	}
	for {
		msg := <-ch
		m.Update(msg)
		if d, ok := msg.(doneMsg); ok {
			if d.Err != nil {
				t.Fatalf("seed %d: %v", seed, d.Err)
			}
			break
		}
		// The game goroutine waits for the answer: reading g is safe.
		ask := msg.(askMsg)
		who := ask.Snap.Prompt.Player
		for _, l := range ask.Log {
			for name := range names {
				if strings.Contains(l.Text[who], name) {
					seen[who][name] = true
				}
				if strings.Contains(l.Text[1-who], name) {
					seen[1-who][name] = true
				}
			}
		}
		if m.handoff {
			s := m.View()
			check(who, "hand-off screen", s)
			if strings.Contains(s, "hand") && !strings.Contains(s, "show my hand") {
				t.Fatalf("the hand-off screen draws a hand:\n%s", s)
			}
			m.Update(keyMsg("enter"))
		}
		check(who, "board", m.View())
		if !m.wide() {
			m.Update(keyMsg("l"))
			check(who, "log", m.View())
			m.Update(keyMsg("esc"))
		}
		for _, k := range keysFor(m, r) {
			m.Update(keyMsg(k))
		}
		if m.confirmPass { // the pass that ends the action phase: its second key
			m.Update(keyMsg("p"))
		}
		if m.reply != nil && m.message != "" && multi(ask.Snap.Prompt) {
			// Too many toggled (dominate, a maximum): choose none.
			m.picked = nil
			m.Update(keyMsg("enter"))
		}
		if m.reply != nil {
			t.Fatalf("seed %d: the keys %v did not answer %s (message %q)", seed, keysFor(m, r), ask.Snap.Prompt.Kind, m.message)
		}
	}
	if screens < 30 {
		t.Errorf("seed %d: only %d screens checked", seed, screens)
	}
	t.Logf("seed %d %dx%d: %d screens, turn %d", seed, w, h, screens, g.Omniscient().Turn())
}

// Any key, at any moment, in any screen: random presses from every key the
// board knows (and some it does not) never panic, never answer a question
// with an illegal answer (the engine re-checks each one and would end the
// game with an error), and the game still reaches its end.
func TestRandomKeysNeverBreakTheBoard(t *testing.T) {
	t.Parallel() // independent, and long: runs beside the others
	keys := []string{"1", "2", "3", "9", "0", "up", "down", "enter", "enter", "enter", " ", "p", "i", "tab", "esc", "l", "?", "s", "h", "pgup", "pgdown", "x", "backspace", "z", "q", "n"}
	for _, seed := range []uint64{1, 2} {
		g := newGame(t, seed)
		m := New(Config{Game: g, Lang: text.EN, OpenHands: seed == 2})
		m.Update(tea.WindowSizeMsg{Width: 80 + int(seed)*40, Height: 24 + int(seed)*16})
		ch := m.ch
		go m.br.run(m.ctx)
		r := rand.New(rand.NewPCG(seed, 99))
		presses := 0
		for done := false; !done; {
			msg := <-ch
			m.Update(msg)
			if d, ok := msg.(doneMsg); ok {
				if d.Err != nil {
					t.Fatalf("seed %d: %v", seed, d.Err)
				}
				done = true
				continue
			}
			for m.reply != nil {
				k := keys[r.IntN(len(keys))]
				if k == "pgup" || k == "pgdown" {
					m.Update(tea.KeyMsg{Type: map[string]tea.KeyType{"pgup": tea.KeyPgUp, "pgdown": tea.KeyPgDown}[k]})
				} else {
					m.Update(keyMsg(k))
				}
				_ = m.View()
				presses++
				if m.quitting {
					t.Fatal("quit without y")
				}
				if presses > 200000 {
					t.Fatal("the keys never got through")
				}
			}
		}
		m.Cancel()
		t.Logf("seed %d: %d presses, turn %d", seed, presses, g.Omniscient().Turn())
	}
}

package tui

import (
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// playOnBoard plays g on a model of size w×h to its end with random keys,
// calling look on every screen shown (after each question and hand-off),
// and returns the model at game over.
func playOnBoard(t *testing.T, g *rules.Game, lang text.Lang, w, h int, seed uint64, look func(m *Model, what string)) *Model {
	t.Helper()
	m := New(Config{Game: g, Lang: lang})
	t.Cleanup(m.Cancel)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	go m.br.run(m.ctx)
	r := rand.New(rand.NewPCG(seed, 3))
	for {
		msg := <-m.ch
		m.Update(msg)
		if d, ok := msg.(doneMsg); ok {
			if d.Err != nil {
				t.Fatalf("seed %d: %v", seed, d.Err)
			}
			look(m, "game over")
			return m
		}
		if m.handoff {
			look(m, "hand-off")
			m.Update(keyMsg("enter"))
		}
		look(m, "board")
		for _, k := range keysFor(m, r) {
			m.Update(keyMsg(k))
		}
		if m.confirmPass { // the pass that ends the action phase: its second key
			m.Update(keyMsg("p"))
		}
		if m.reply != nil && m.message != "" && multi(m.snap.Prompt) {
			m.picked = nil
			m.Update(keyMsg("enter"))
		}
		if m.reply != nil {
			t.Fatalf("seed %d: the keys did not answer %s (message %q)", seed, m.snap.Prompt.Kind, m.message)
		}
	}
}

func mirrorGame(t *testing.T, seed uint64) *rules.Game {
	t.Helper()
	a, err := decks.Load("cb-rhinar")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.New(rules.Setup{Seed: seed, Players: [2]rules.Deck{a.Deck, a.Deck}})
	if err != nil {
		t.Fatal(err)
	}
	g.MaxTurns = 200
	return g
}

// A mirror match (Rhinar against Rhinar): the players are called P1 and P2
// along with the hero on the hand-off, in the side boxes, in the log and on
// the game-over screen.
func TestMirrorMatchNamesP1P2(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		g := mirrorGame(t, 4)
		var handoffs, boards int
		m := playOnBoard(t, g, lang, 120, 40, 4, func(m *Model, what string) {
			v := m.View()
			switch what {
			case "hand-off":
				handoffs++
				who := m.snap.Prompt.Player
				want := []string{"Pass to Rhinar (P1)", "Pass to Rhinar (P2)"}[who]
				if lang == text.JA {
					want = []string{"Rhinar (P1)に交代", "Rhinar (P2)に交代"}[who]
				}
				if !strings.Contains(v, want) {
					t.Fatalf("%s: hand-off to %d lacks %q:\n%s", lang, who, want, v)
				}
			case "board":
				boards++
				if boards == 20 {
					for _, want := range []string{"╭ Rhinar (P1)", "╭ Rhinar (P2)"} {
						if !strings.Contains(v, want) {
							t.Errorf("%s: the board lacks %q:\n%s", lang, want, v)
						}
					}
				}
			case "game over":
				for _, want := range []string{"Rhinar (P1)", "Rhinar (P2)"} {
					if !strings.Contains(v, want) {
						t.Errorf("%s: game over lacks %q:\n%s", lang, want, v)
					}
				}
			}
		})
		if handoffs < 5 || boards < 20 {
			t.Fatalf("%s: only %d hand-offs and %d boards", lang, handoffs, boards)
		}
		log := strings.Join(m.logs[rules.Omniscient], "\n")
		for _, want := range []string{"Rhinar (P1)", "Rhinar (P2)"} {
			if !strings.Contains(log, want) {
				t.Errorf("%s: the log never names %q", lang, want)
			}
		}
		for _, l := range m.logs[rules.Omniscient] {
			// The lines that name a player (a card named Rhinar, the
			// hero, may resolve without one).
			if strings.Contains(l, "Rhinar's") || strings.Contains(l, "Rhinar plays") || strings.Contains(l, "Rhinar pitches") ||
				strings.Contains(l, "Rhinar draws") || strings.Contains(l, "Rhinar pass") || strings.Contains(l, "Rhinarの") {
				t.Errorf("%s: a log line names Rhinar without the seat: %q", lang, l)
				break
			}
		}
	}
	// Different heroes keep their plain names.
	a, _ := decks.Load("cb-rhinar")
	b, _ := decks.Load("cb-dorinthea")
	g, err := rules.New(rules.Setup{Seed: 1, Players: [2]rules.Deck{a.Deck, b.Deck}})
	if err != nil {
		t.Fatal(err)
	}
	w := text.Words{Lang: text.EN, View: g.ViewFor(0)}
	if w.Player(0) != "Rhinar" || w.Player(1) != "Dorinthea" {
		t.Errorf("not a mirror: %q, %q", w.Player(0), w.Player(1))
	}
}

// Game over shows, for each player, the damage they dealt and the life
// they lost, apart: the two differ (life is lost to the opponent's damage
// and to other effects, and gained back).
func TestGameOverDamageDealtAndLifeLost(t *testing.T) {
	g := newGame(t, 2)
	start := [2]int{g.Omniscient().Life(0), g.Omniscient().Life(1)}
	m := playOnBoard(t, g, text.EN, 80, 24, 2, func(*Model, string) {})
	sum, _, _ := m.Done()
	gainRE := regexp.MustCompile(`T\d+ (\S+) gains (\d+) life`)
	for p := rules.Player(0); p < 2; p++ {
		gained := 0
		for _, l := range m.logs[rules.Omniscient] {
			if mm := gainRE.FindStringSubmatch(l); mm != nil && mm[1] == m.snap.Name(p) {
				n, _ := strconv.Atoi(mm[2])
				gained += n
			}
		}
		if sum.StartLife[p] != start[p] || sum.LifeGained[p] != gained {
			t.Errorf("%s: summary start %d, gained %d; want %d, %d", m.snap.Name(p), sum.StartLife[p], sum.LifeGained[p], start[p], gained)
		}
		// CR 2.5.3e: life is never below zero, so the loser too ends
		// at what it started with, less what it lost, plus what it gained.
		if got := start[p] - sum.LifeLost[p] + gained; got != g.Omniscient().Life(p) {
			t.Errorf("%s: started at %d, lost %d, gained %d, ends at %d", m.snap.Name(p), start[p], sum.LifeLost[p], gained, g.Omniscient().Life(p))
		}
		if sum.LifeLost[p] < sum.DamageDealt[1-p] && g.Omniscient().Life(p) > 0 {
			t.Errorf("%s lost %d life to %d damage", m.snap.Name(p), sum.LifeLost[p], sum.DamageDealt[1-p])
		}
	}
	// The screen: made-up numbers that differ, so each is told apart.
	m.done.Stats.DamageDealt = [2]int{21, 13}
	m.done.Stats.LifeLost = [2]int{17, 24}
	m.done.Stats.StartLife, m.done.Stats.LifeGained = [2]int{20, 20}, [2]int{0, 4}
	m.done.Snap.Sides[0].Life, m.done.Snap.Sides[1].Life = 3, 0
	v := m.View()
	// Life gained counts: 20 + 4 - 24 is 0, and the line says so rather
	// than a loss of 24 from 20 (CR 8.5.7).
	for p, want := range []string{"life 20 → 3 (lost 17) · dealt 21 damage", "life 20 → 0 (gained 4, lost 24) · dealt 13 damage"} {
		line := ""
		for _, l := range strings.Split(v, "\n") {
			if strings.Contains(l, m.snap.Name(rules.Player(p))+" ") && strings.Contains(l, "dealt") {
				line = l
			}
		}
		if !strings.Contains(line, want) {
			t.Errorf("game over, %s: %q lacks %q:\n%s", m.snap.Name(rules.Player(p)), line, want, v)
		}
	}
	// One card played is "1 card" (Victor Goldmane read "played 1 cards",
	// hh-kassai v hh-victor, seed 69), more are "cards".
	m.done.Stats.CardsPlayed = [2]int{1, 2}
	v = m.View()
	if !strings.Contains(v, "played 1 card") || strings.Contains(v, "played 1 cards") || !strings.Contains(v, "played 2 cards") {
		t.Errorf("game over: the number of cards played is not said with its plural:\n%s", v)
	}
}

// Damage past a hero's last life is dealt but takes no life (CR 2.5.3e: a
// life total is never below zero, which the engine keeps): a hero at 2
// dealt 5 loses 2, and the game-over line reads "20 → 0 (lost 20)", not
// "(lost 23)" as it did for Betsy (hh-betsy v hh-kayo, seed 63). The
// summary counts what the engine's life total says after each event.
func TestSummaryLifeLostStopsAtZero(t *testing.T) {
	var s Summary
	s.StartLife = [2]int{20, 20}
	s.lostTo(0, 2) // 18 damage
	s.lostTo(0, 0) // 5 damage: the engine stops the life at 0
	s.DamageDealt[1] = 23
	if s.LifeLost[0] != 20 {
		t.Errorf("20 life, then 18 and 5 damage: lost %d, want 20", s.LifeLost[0])
	}
	s.LifeGained[1] = 4
	s.lostTo(1, 0) // 30 damage
	if s.LifeLost[1] != 24 {
		t.Errorf("20 life and 4 gained, then 30 damage: lost %d, want 24", s.LifeLost[1])
	}
}

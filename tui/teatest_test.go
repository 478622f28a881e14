package tui

import (
	"bytes"
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/rathe-tcg/rathe/internal/patience"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// One whole game through the real program: the game goroutine, the
// bridge, the hand-offs and the keys. The script is the key a hurried
// player presses: enter, on every screen. It passes every hand-off, plays
// the first card listed (passing is listed last), pitches the first card,
// defends with nothing and keeps orders as listed. An enter that arrives
// while the game is thinking is ignored, so the game is the same whatever
// the timing.
func TestTeatestScriptedGameToTheEnd(t *testing.T) {
	g := newGame(t, 11)
	m := New(Config{Game: g, Lang: text.EN})
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(120, 40))
	var stop atomic.Bool
	go func() {
		for !stop.Load() {
			tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
			time.Sleep(time.Millisecond)
		}
	}()
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return bytes.Contains(b, []byte("Game over"))
	}, teatest.WithDuration(patience.Limit(60*time.Second)), teatest.WithCheckInterval(20*time.Millisecond))
	stop.Store(true)
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q")})
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("y")})
	final := tm.FinalModel(t, teatest.WithFinalTimeout(patience.Limit(10*time.Second))).(*Model)
	sum, err, ok := final.Done()
	if !ok || err != nil {
		t.Fatalf("the game did not end cleanly: ended %v, %v", ok, err)
	}
	if sum.Winner != 0 && sum.Winner != 1 {
		t.Fatalf("no winner: %+v", sum)
	}
	loser := 1 - sum.Winner
	if final.snap.Sides[loser].Life > 0 {
		t.Errorf("%s lost with %d life", final.snap.Name(loser), final.snap.Sides[loser].Life)
	}
	if sum.DamageDealt[sum.Winner] < 20 || sum.CardsPlayed[0] == 0 || sum.CardsPlayed[1] == 0 {
		t.Errorf("summary does not add up: %+v", sum)
	}
	// The script is deterministic: same seed, same keys, same game.
	if sum.Winner != 0 || sum.Turns != 7 || sum.DamageDealt != [2]int{21, 15} {
		t.Errorf("the scripted game changed: %+v (want Rhinar on turn 7, damage [21 15])", sum)
	}
	if g.Omniscient().Winner() != sum.Winner || g.Omniscient().Phase() != rules.PhaseOver {
		t.Errorf("the game says winner %d phase %s; the board %d", g.Omniscient().Winner(), g.Omniscient().Phase(), sum.Winner)
	}
	t.Logf("%s wins on turn %d: damage %v, cards played %v", final.snap.Name(sum.Winner), sum.Turns, sum.DamageDealt, sum.CardsPlayed)
}

// The real program again, with undo pressed now and then among the keys:
// every undo restarts the game from its setup and replays; the game still
// reaches its end, and the engine never sees an illegal answer.
func TestTeatestUndoAmongTheKeys(t *testing.T) {
	const seed = 5
	m := New(Config{Game: newGame(t, seed), Lang: text.EN, NewGame: func() (*rules.Game, error) { return newGame(t, seed), nil }})
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 30))
	var stop atomic.Bool
	go func() {
		keys := []tea.KeyMsg{{Type: tea.KeyEnter}, {Type: tea.KeyEnter}, {Type: tea.KeyEnter}, {Type: tea.KeyEnter},
			{Type: tea.KeyDown}, {Type: tea.KeySpace, Runes: []rune{' '}}, {Type: tea.KeyRunes, Runes: []rune("u")}}
		r := rand.New(rand.NewPCG(seed, 1))
		for !stop.Load() {
			tm.Send(keys[r.IntN(len(keys))])
			time.Sleep(time.Millisecond)
		}
	}()
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return bytes.Contains(b, []byte("Game over"))
	}, teatest.WithDuration(patience.Limit(60*time.Second)), teatest.WithCheckInterval(20*time.Millisecond))
	stop.Store(true)
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("qy")})
	final := tm.FinalModel(t, teatest.WithFinalTimeout(patience.Limit(10*time.Second))).(*Model)
	if _, err, ok := final.Done(); !ok || err != nil {
		t.Fatalf("ended %v: %v", ok, err)
	}
	// How many undos land depends on when the keys arrive (a key sent
	// while the game thinks is dropped): TestUndoBackToTheLastPriorityChoice
	// checks undo itself, deterministically.
	t.Logf("%d undos, game over on turn %d", final.undos, final.Game().Omniscient().Turn())
}

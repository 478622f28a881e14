package tui

import (
	"bytes"
	"os"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/rathe-tcg/rathe/internal/patience"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/text"
)

func TestMain(m *testing.M) {
	// Tests send keys back to back, faster than any player: a clock that
	// moves a second at every reading keeps the hand-off guard out of
	// their way. The guard's own tests give their model a clock they move.
	defaultClock = steppingClock(time.Second)
	// Their saves are not flushed to the disk: no test cuts the power
	// (saves.SetFlush).
	saves.SetFlush(false)
	os.Exit(m.Run())
}

// steppingClock moves by step at every reading.
func steppingClock(step time.Duration) func() time.Time {
	var n atomic.Int64
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	return func() time.Time { return base.Add(time.Duration(n.Add(1)) * step) }
}

// manualClock stands still until the test moves it.
type manualClock struct{ t atomic.Int64 }

func (c *manualClock) now() time.Time {
	return time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(c.t.Load()))
}
func (c *manualClock) advance(d time.Duration) { c.t.Add(int64(d)) }

// A double Enter (or any key) at the hand-off never answers the next
// player's question: keys within 0.4 s after the hand-off screen closes
// are ignored, and so are keys within 0.4 s after it opens (the last
// player's second Enter would show the next hand).
func TestHandoffDoubleEnterIgnored(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPlay, rules.ActPass))
	var clk manualClock
	m := newModel(Config{Lang: text.EN})
	m.now = clk.now
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	reply := make(chan rules.Answer, 1)
	m.Update(askMsg{Snap: testSnap(p), Reply: reply})
	if !m.handoff {
		t.Fatal("no hand-off")
	}
	send(m, "enter") // the last player's second Enter, as the screen opens
	if !m.handoff {
		t.Fatal("an Enter at once after the hand-off opened closed it")
	}
	clk.advance(2 * time.Second)
	send(m, "enter")
	if m.handoff {
		t.Fatal("Enter 2 s after the hand-off opened does not close it")
	}
	for _, k := range []string{"enter", "1", "p", " ", "down"} {
		clk.advance(50 * time.Millisecond)
		send(m, k)
		if a, ok := answered(t, reply); ok {
			t.Fatalf("%q at %v after the hand-off closed answered %v", k, time.Duration(clk.t.Load())-2*time.Second, a)
		}
	}
	if m.cursor != 0 {
		t.Errorf("a guarded key moved the cursor to %d", m.cursor)
	}
	clk.advance(DefaultHandoffGuard - 250*time.Millisecond - time.Nanosecond)
	send(m, "enter")
	if _, ok := answered(t, reply); ok {
		t.Fatal("enter just before 0.4 s answered")
	}
	clk.advance(time.Nanosecond)
	send(m, "enter")
	wantIDs(t, reply, 100)

	// The same player asked again: no hand-off, no guard.
	reply = make(chan rules.Answer, 1)
	m.Update(askMsg{Snap: testSnap(p), Reply: reply})
	if m.handoff {
		t.Fatal("a hand-off to the same player")
	}
	send(m, "1")
	wantIDs(t, reply, 100)

	// ctrl+c always works.
	m.Update(askMsg{Snap: testSnap(ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 1, Min: 1, Max: 1}, "", opts(rules.ActPass))), Reply: make(chan rules.Answer, 1)})
	m.Update(tea.KeyMsg{Type: tea.KeyCtrlC})
	if !m.confirmQuit && !m.quitting {
		t.Error("ctrl+c at the hand-off is guarded")
	}
}

// The real program with a clock the test moves: at the game's first
// hand-off (Rhinar's first priority), Enter twice shows the hand and leaves
// the question open; the same second Enter once the guard is over answers
// it (Rhinar plays the first card listed and is asked to pitch).
func TestTeatestHandoffDoubleEnter(t *testing.T) {
	for _, gap := range []time.Duration{0, DefaultHandoffGuard - time.Millisecond, DefaultHandoffGuard} {
		g := newGame(t, 11)
		m := New(Config{Game: g, Lang: text.EN})
		var clk manualClock
		m.now = clk.now
		tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(120, 40))
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
			return bytes.Contains(b, []byte("Pass to Rhinar"))
		}, teatest.WithDuration(patience.Limit(20*time.Second)), teatest.WithCheckInterval(10*time.Millisecond))
		clk.advance(time.Second) // the player takes the seat
		tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
		// Messages are handled one at a time, in order: once this one is
		// taken, the Enter before it has been handled.
		tm.Send(tea.WindowSizeMsg{Width: 120, Height: 40})
		clk.advance(gap)
		tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
		if gap >= DefaultHandoffGuard {
			teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
				return bytes.Contains(b, []byte("still owed"))
			}, teatest.WithDuration(patience.Limit(20*time.Second)), teatest.WithCheckInterval(10*time.Millisecond))
		}
		tm.Send(tea.WindowSizeMsg{Width: 120, Height: 40})
		if err := tm.Quit(); err != nil {
			t.Fatal(err)
		}
		final := tm.FinalModel(t, teatest.WithFinalTimeout(patience.Limit(10*time.Second))).(*Model)
		if final.handoff || final.shownFor != 0 {
			t.Fatalf("gap %v: the first Enter did not show Rhinar's hand", gap)
		}
		p := final.prompt()
		if p == nil {
			t.Fatalf("gap %v: no question open", gap)
		}
		if gap < DefaultHandoffGuard && p.Kind != rules.AskPriority {
			t.Errorf("gap %v: the second Enter answered Rhinar's first priority (now %s)", gap, p.Kind)
		}
		if gap >= DefaultHandoffGuard && p.Kind != rules.AskPitch {
			t.Errorf("gap %v: the second Enter did not play the first card (now %s)", gap, p.Kind)
		}
	}
}

// Config.HandoffGuard sets the guard: a longer one ignores keys past the
// default's 0.4 s, NoHandoffGuard none at all, zero the default.
func TestHandoffGuardConfigured(t *testing.T) {
	for _, c := range []struct {
		guard   time.Duration
		gap     time.Duration
		guarded bool
	}{
		{0, DefaultHandoffGuard - time.Nanosecond, true},
		{0, DefaultHandoffGuard, false},
		{time.Second, 500 * time.Millisecond, true},
		{time.Second, time.Second, false},
		{NoHandoffGuard, 0, false},
	} {
		var clk manualClock
		m := newModel(Config{Lang: text.EN, HandoffGuard: c.guard})
		m.now = clk.now
		m.handoff = true
		m.handoffOpened = clk.now()
		clk.advance(c.gap)
		if got := m.guarded(tea.KeyMsg{Type: tea.KeyEnter}); got != c.guarded {
			t.Errorf("guard %v, Enter %v after the hand-off opened: guarded %v, want %v", c.guard, c.gap, got, c.guarded)
		}
	}
}

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
	"github.com/rathe-tcg/rathe/tui/text"
)

// The goldfish board through the real program, keys pressed at random
// among enter, undo, the best line (the bot's search, on its own goroutine
// while the game goes on) and esc, and once R: the goldfish's questions
// never reach the screen (no hand-off, no question for the goldfish), and
// the game reaches the goldfish's death.
func TestTeatestGoldfishToTheEnd(t *testing.T) {
	gf := fishConfig(t, 21)
	gf.Best = BotBest(text.EN, 21) // the bot's search, on its own goroutine
	g, _ := gf.Deal(gf.Seed)
	m := New(Config{Game: g, Lang: text.EN, Goldfish: gf})
	tm := teatest.NewTestModel(t, endGuard{m}, teatest.WithInitialTermSize(80, 24))
	var stop atomic.Bool
	go func() {
		keys := []string{"enter", "enter", "enter", "enter", "enter", "enter", "u", "b", "esc"}
		r := rand.New(rand.NewPCG(21, 1))
		for i := 0; !stop.Load(); i++ {
			k := keys[r.IntN(len(keys))]
			if i == 40 {
				k = "R"
			}
			tm.Send(keyMsg(k))
			time.Sleep(time.Millisecond)
		}
	}()
	var seen []byte
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		seen = append(seen, b...)
		return bytes.Contains(seen, []byte("The goldfish is dead"))
	}, teatest.WithDuration(patience.Limit(60*time.Second)), teatest.WithCheckInterval(20*time.Millisecond))
	stop.Store(true)
	tm.Send(keyMsg("q"))
	tm.Send(keyMsg("y"))
	final := tm.FinalModel(t, teatest.WithFinalTimeout(patience.Limit(10*time.Second))).(endGuard).Model
	if s, err, ok := final.Done(); !ok || err != nil || s.Winner != gf.Player.Opponent() {
		t.Fatalf("ended %v, %v: %+v", ok, err, s)
	}
	for _, never := range []string{"Pass to", "Goldfish: "} {
		if bytes.Contains(seen, []byte(never)) {
			t.Errorf("the screen showed %q", never)
		}
	}
	t.Logf("%d undos, %d deals, the goldfish died on T%d", final.undos, final.gf.deals, final.gf.panel.Died)
}

// endGuard keeps the end screen once it is reached: the keys still on
// their way (an undo among them would take the end back) are dropped, but
// for quitting.
type endGuard struct{ *Model }

func (e endGuard) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && e.done != nil && k.String() != "q" && k.String() != "y" {
		return e, nil
	}
	_, cmd := e.Model.Update(msg)
	return e, cmd
}

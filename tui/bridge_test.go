package tui

import (
	"context"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// playThrough runs a whole game through the bridge, answering every
// question it sends with a random legal answer, and returns the questions
// and the log (everyone's view).
func playThrough(t *testing.T, seed uint64, fullControl bool) ([]askMsg, []string) {
	t.Helper()
	g := newGame(t, seed)
	ch := make(chan tea.Msg)
	b := newBridge(g, text.EN, false, fullControl, ch)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go b.run(ctx)
	rnd := rules.NewRandom(seed)
	var asks []askMsg
	var log []string
	add := func(ls []logLine) {
		for _, l := range ls {
			if l.Replace && len(log) > 0 {
				log[len(log)-1] = l.Text[rules.Omniscient]
			} else {
				log = append(log, l.Text[rules.Omniscient])
			}
		}
	}
	for {
		switch msg := (<-ch).(type) {
		case doneMsg:
			add(msg.Log)
			if msg.Err != nil {
				t.Fatal(msg.Err)
			}
			return asks, log
		case askMsg:
			add(msg.Log)
			asks = append(asks, msg)
			// The game waits: its prompt is answered through its own
			// Random decider, on the live view.
			a, err := rnd.Decide(ctx, g.ViewFor(msg.Snap.Prompt.Player), lastPrompt(g, msg))
			if err != nil {
				t.Fatal(err)
			}
			msg.Reply <- a
		}
	}
}

// lastPrompt is the engine's prompt the snapshot carries.
func lastPrompt(g *rules.Game, msg askMsg) rules.Prompt { return msg.Snap.Prompt.Prompt }

func isOnlyPass(msg askMsg) bool {
	p := msg.Snap.Prompt
	return p.Kind == rules.AskPriority && len(p.Options) == 1 && p.Options[0].Act == rules.ActPass
}

// CR 1.11.4: the board passes for a player where they have no stop
// (stops.go); the log says so. With the default stops every priority
// question shown stands at one of the player's stops, and one where
// passing is all they can do only when they hold a card (so that the
// question says nothing of which). --full-control asks every time.
func TestAutoPass(t *testing.T) {
	asks, log := playThrough(t, 4, false)
	for _, a := range asks {
		s, p := a.Snap, a.Snap.Prompt
		if p.Kind != rules.AskPriority {
			continue
		}
		if !atDefaultStop(s, p.Player) {
			t.Fatalf("turn %d %s %s: %s asked at no stop", s.Turn, s.Phase, s.Step, s.Name(p.Player))
		}
		if isOnlyPass(a) && s.Sides[p.Player].HandCount+len(s.Sides[p.Player].Arsenal) == 0 {
			t.Fatalf("turn %d: %s asked with nothing to pass and nothing hidden", s.Turn, s.Name(p.Player))
		}
	}
	if !strings.Contains(strings.Join(log, "\n"), "· auto") {
		t.Error("the log does not say that the board passed")
	}
	full, _ := playThrough(t, 4, true)
	only := 0
	for _, a := range full {
		if isOnlyPass(a) {
			only++
		}
	}
	if only == 0 || len(full) <= len(asks) {
		t.Errorf("full control: %d pass-only questions of %d (auto-pass asked %d)", only, len(full), len(asks))
	}
}

// atDefaultStop: the action phase outside combat on one's own turn, or a
// reaction step; never over one's own layer.
func atDefaultStop(s *board.Snapshot, p rules.Player) bool {
	if n := len(s.Stack); n > 0 && s.Stack[n-1].Controller == s.Name(p) {
		return false
	}
	if s.PhaseCode == rules.PhaseAction && s.StepCode == rules.StepResolution && s.TurnPlayer == p && s.Sides[p].Actions > 0 {
		return true // the chain goes on (StopChain)
	}
	return s.PhaseCode == rules.PhaseAction && (s.StepCode == rules.StepNone && s.TurnPlayer == p || s.StepCode == rules.StepReaction)
}

// The optional stops hold back an auto-pass: "stop at the next step"
// once, in a later step; "hold priority" while the player's own layer is
// on top of the stack.
func TestStops(t *testing.T) {
	g := newGame(t, 3)
	out := make(chan tea.Msg, 1)
	b := newBridge(g, text.EN, false, false, out)
	b.stops = [2]Stops{} // "s" and "h" alone
	rnd := eager(3)
	pass := rules.Option{ID: rules.OptionID(rules.ActPass, rules.NoObj, 0, rules.NoPlayer), Act: rules.ActPass}
	// ask runs Decide on a pass-only prompt and reports whether it went
	// to the board (and was answered there).
	ask := func(ctx context.Context, v rules.View, p rules.Player) bool {
		asked := make(chan bool, 1)
		ctx2, cancel := context.WithCancel(ctx)
		go func() {
			select {
			case msg := <-out:
				msg.(askMsg).Reply <- rules.Pick(pass.ID)
				asked <- true
			case <-ctx2.Done():
				asked <- false
			}
		}()
		a, err := b.Decide(ctx2, v, rules.Prompt{Kind: rules.AskPriority, Player: p, Min: 1, Max: 1, Options: []rules.Option{pass}})
		cancel()
		if err != nil || len(a.IDs) != 1 || a.IDs[0] != pass.ID {
			t.Fatalf("Decide: %v %v", a, err)
		}
		return <-asked
	}
	checked := [3]bool{}
	d := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if !checked[0] && v.Phase() == rules.PhaseAction && v.Step() == rules.StepNone {
			checked[0] = true
			if ask(ctx, v, p.Player) {
				t.Error("a pass-only question went to the board without a stop")
			}
			b.stop[p.Player].arm(place{v.Turn(), v.Phase(), v.Step()})
			if ask(ctx, v, 1-p.Player) {
				t.Error("one player's stop held the other's auto-pass")
			}
			if ask(ctx, v, p.Player) {
				t.Error("the stop fired in the step it was armed in")
			}
		} else if checked[0] && !checked[1] && b.stop[p.Player].armed && v.Step() != rules.StepNone {
			checked[1] = true
			if !ask(ctx, v, p.Player) {
				t.Error("the stop did not hold the next step's auto-pass")
			}
			if b.stop[p.Player].armed || ask(ctx, v, p.Player) {
				t.Error("the stop fired twice")
			}
		}
		if st := v.Stack(); !checked[2] && len(st) > 0 && st[len(st)-1].Controller == p.Player {
			checked[2] = true
			if ask(ctx, v, p.Player) {
				t.Error("auto-pass held back over one's own layer without the setting")
			}
			b.holdPriority[p.Player].Store(true)
			if !ask(ctx, v, p.Player) {
				t.Error("hold priority did not hold")
			}
			if ask(ctx, v, 1-p.Player) {
				t.Error("hold priority held for the opponent's question")
			}
			b.holdPriority[p.Player].Store(false)
		}
		return rnd.Decide(ctx, v, p)
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := g.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if checked != [3]bool{true, true, true} {
		t.Errorf("not every stop was tried: %v", checked)
	}
}

// Quitting cancels the game's context: a game waiting for an answer ends.
func TestQuitEndsTheGameGoroutine(t *testing.T) {
	g := newGame(t, 2)
	m := New(Config{Game: g, Lang: text.EN})
	done := make(chan error, 1)
	go func() { done <- g.Run(m.ctx) }()
	msg := (<-m.ch).(askMsg)
	m.Update(msg)
	m.Update(keyMsg("q"))
	m.Update(keyMsg("y"))
	if err := <-done; err == nil || !strings.Contains(err.Error(), "context canceled") {
		t.Errorf("the game did not end with the board: %v", err)
	}
}

// A player whose whole turn the board passed through (nothing to play) is
// told so on their next screen: over whole games, every question that says
// so comes at least one of that player's turns after their last question,
// and the board shows it.
func TestWholeTurnAutoPassedIsTold(t *testing.T) {
	told := 0
	for seed := uint64(1); seed <= 12; seed++ {
		asks, _ := playThrough(t, seed, false)
		last := map[rules.Player]int{}
		for _, a := range asks {
			p := a.Snap.Prompt.Player
			if a.WholeTurns > 0 {
				told++
				if prev, ok := last[p]; ok && a.Snap.Turn-prev < 2 {
					t.Errorf("seed %d: player %d told of a passed turn at turn %d, last asked at turn %d", seed, p+1, a.Snap.Turn, prev)
				}
			}
			last[p] = a.Snap.Turn
		}
	}
	if told == 0 {
		t.Fatal("no game had a whole turn passed for a player: the test saw nothing")
	}
	m, _ := newTestModel(t, ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPass)))
	m.Update(askMsg{Snap: testSnap(ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPass, rules.ActPlay))),
		Reply: make(chan rules.Answer, 1), WholeTurns: 1})
	if !strings.Contains(m.View(), "passed through your last turn") {
		t.Errorf("the board does not say the turn was passed for them:\n%s", m.View())
	}
}

// Turns replayed from the record (resume, undo) were not passed for their
// player when the player was asked in them: the first question after the
// replay says nothing of passed turns (it once counted every replayed turn).
func TestWholeTurnNotToldAfterReplay(t *testing.T) {
	const seed = 3
	g := newGame(t, seed)
	ch := make(chan tea.Msg)
	b := newBridge(g, text.EN, false, false, ch)
	ctx, cancel := context.WithCancel(context.Background())
	go b.run(ctx)
	rnd := rules.NewRandom(seed)
	turn := 0
	for turn < 5 {
		msg, ok := (<-ch).(askMsg)
		if !ok {
			t.Fatal("the game ended before turn 5")
		}
		turn = msg.Snap.Turn
		a, err := rnd.Decide(ctx, g.ViewFor(msg.Snap.Prompt.Player), lastPrompt(g, msg))
		if err != nil {
			t.Fatal(err)
		}
		if turn < 5 {
			msg.Reply <- a
		}
	}
	cancel()
	rec := b.rec
	g2 := newGame(t, seed)
	ch2 := make(chan tea.Msg)
	b2 := newBridge(g2, text.EN, false, false, ch2)
	b2.attach(rec, rec.Len())
	ctx2, cancel2 := context.WithCancel(context.Background())
	defer cancel2()
	go b2.run(ctx2)
	msg, ok := (<-ch2).(askMsg)
	if !ok || msg.Snap.Turn != turn {
		t.Fatalf("after the replay: %T at turn %d, want the question of turn %d", msg, msg.Snap.Turn, turn)
	}
	if msg.WholeTurns != 0 {
		t.Errorf("after replaying %d answers the board says %d turns were passed for player %d", rec.Len(), msg.WholeTurns, msg.Snap.Prompt.Player+1)
	}
}

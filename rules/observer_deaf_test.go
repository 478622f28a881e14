package rules

import (
	"context"
	"testing"
)

// An observer hears every event, those of a kind no card listens for
// (deaf, which emit passes over without looking for triggers) too, with
// the card, turn and step record gives an event.
func TestObserverHearsDeafEvents(t *testing.T) {
	g, err := New(Setup{Seed: 2, Players: [2]Deck{roomDeck(), roomDeck()}, PoolChecked: true})
	if err != nil {
		t.Fatal(err)
	}
	g.SetDecider(0, NewRandom(1))
	g.SetDecider(1, NewRandom(2))
	draws := 0
	g.SetObserver(func(g *Game, e *Event) {
		if e.Kind != EvDraw {
			return
		}
		draws++
		if e.Turn != int16(g.s.Turn) || e.Step != g.s.Step || e.Card != g.s.Objs[e.Obj].Card {
			t.Errorf("a draw heard as turn %d, step %d, card %d; the game's turn %d, step %d, the card %d",
				e.Turn, e.Step, e.Card, g.s.Turn, g.s.Step, g.s.Objs[e.Obj].Card)
		}
	})
	g.MaxTurns = 3
	if err := g.Run(context.Background()); err != nil && err != ErrTurnLimit {
		t.Fatal(err)
	}
	if g.deaf>>EvDraw&1 == 0 {
		t.Fatal("no card of the decks listens for draws, yet draws are not deaf: the test tests nothing")
	}
	// The opening hands (CR 4.1.6) and the end phases' draws (4.4.3e).
	if draws < 8 {
		t.Errorf("the observer heard %d draws, want the opening hands' 8 and more", draws)
	}
}

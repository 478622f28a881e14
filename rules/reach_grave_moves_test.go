package rules

import (
	"context"
	"errors"
	"testing"
)

// LoadEveryTestDeck returns every embedded deck; set by
// invariants_decks_test.go (package rules_test), as LoadTestDecks.
var LoadEveryTestDeck func(tb testing.TB) []Deck

// reachable counts, by colour, the cards (not tokens, not attack proxies)
// p owns outside the deck, the pitch zone and the banished zone: what
// graveCounts bounds the graveyard by, tokens left out (CR 8.1.8a: a token
// never reaches a graveyard).
func reachable(s *state, p Player) [4]int {
	var n [4]int
	for i := range s.Objs {
		o := &s.Objs[i]
		if o.Owner != p || o.Gone || o.Token || o.Proxy != NoObj {
			continue
		}
		switch o.Zone {
		case ZoneDeck, ZonePitch, ZoneBanished, ZoneNone:
			continue
		}
		n[s.Cards[o.Card].Color&3]++
	}
	return n
}

// reach_grave.go's claim, which neverPaid rests on: against a goldfish
// (which does nothing: Unharmed), in an action phase a card of the
// player's comes out of the deck, the pitch zone or the banished zone only
// drawn (CR 8.5.6) or searched for (CR 8.5.19), so the player's cards of a
// colour outside those zones grow only at a draw or a search. Random games
// of every embedded deck against a goldfish, every event of every action
// phase: a card with a new effect that brings one back (played from the
// banished zone, returned to the hand, destroyed from its owner's own deck)
// fails here, and mayDraw must learn of it. (Against a real opponent the
// claim does not hold: Victor's clash destroys the top card of the other
// hero's deck, CR 8.5.4; neverPaid is asked only where the other player is
// a goldfish.)
func TestOnlyADrawBringsACardWithinTheGraveyardsReach(t *testing.T) {
	ds := LoadEveryTestDeck(t)
	const me = Player(0)
	grew := 0
	for i, d := range ds {
		for game := range 12 {
			seed := uint64(7000 + 10*i + game)
			g, err := New(GoldfishSetup(seed, d, 20))
			if err != nil {
				t.Fatal(err)
			}
			g.MaxTurns = 20
			g.SetDecider(me, NewRandom(seed*2+1))
			g.SetDecider(1, GoldfishDecider)
			var prev [4]int
			var prevTurn int
			prevAction := false
			watch := func(g *Game, e *Event) {
				s := g.s
				action := s.Phase == PhaseAction
				now := reachable(s, me)
				if action && prevAction && s.Turn == prevTurn {
					for col := range now {
						if now[col] <= prev[col] {
							continue
						}
						if e.Kind != EvDraw && e.Kind != EvSearch {
							t.Errorf("%s, game %d, turn %d: the player's cards of colour %d outside the deck, pitch and banished zones went %d -> %d at a %v event (card %q): reach_grave.go's mayDraw does not know this move",
								d.Hero.Name, game, s.Turn, col, prev[col], now[col], e.Kind, s.Cards[e.Card].Name)
						}
						grew++
					}
				}
				prev, prevAction, prevTurn = now, action, s.Turn
			}
			if err := g.RunChecked(context.Background(), EveryDecision, watch); err != nil && !errors.Is(err, ErrTurnLimit) {
				t.Fatalf("%s, game %d: %v", d.Hero.Name, game, err)
			}
		}
	}
	// The check must have met draws in action phases, or it proves nothing.
	if grew < 50 {
		t.Fatalf("only %d draws or searches met in action phases: the games prove nothing", grew)
	}
	t.Logf("%d decks, %d cards drawn or searched for in action phases", len(ds), grew)
}

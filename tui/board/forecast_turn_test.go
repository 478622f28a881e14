package board

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A card in hand shows the power it would attack with if played now only
// in its controller's own turn: Flying Kick (+2 as chain link 3 or
// higher) in the defender's hand, two links on the attacker's chain,
// shows its printed 5 and no forecast; in its own turn, the same chain,
// it shows "→ 7p".
func TestForecastOnlyInOnesOwnTurn(t *testing.T) {
	kick := func(turn rules.Player) string {
		b := pool().Hero("Ira, Crimson Haze").Hand("Flying Kick (red)").Link("Head Jab (blue)").Link("Head Jab (blue)").Step(rules.StepResolution).
			P2().Hero("Ira, Crimson Haze").Hand("Flying Kick (red)").TurnPlayer(turn)
		if turn == rules.Player(1) {
			b = pool().Hero("Ira, Crimson Haze").Hand("Flying Kick (red)").
				P2().Hero("Ira, Crimson Haze").Hand("Flying Kick (red)").Link("Head Jab (blue)").Link("Head Jab (blue)").Step(rules.StepResolution).TurnPlayer(turn)
		}
		x := b.Start(t)
		s := Take(x.G.ViewFor(0), text.EN, nil)
		for _, c := range s.Sides[0].Hand {
			if strings.HasPrefix(c.Name, "Flying Kick") {
				return c.Stats()
			}
		}
		t.Fatal("no Flying Kick in player 1's hand")
		return ""
	}
	if got := kick(0); !strings.Contains(got, "→ 7p") {
		t.Errorf("in its own turn, the third link: %q, want the forecast → 7p", got)
	}
	if got := kick(1); strings.Contains(got, "→") {
		t.Errorf("in the other's turn: %q, want no forecast", got)
	}
}

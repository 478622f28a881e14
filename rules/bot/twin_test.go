package bot_test

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
)

// The cheating twin (twin.go) searches the real game: every world it
// imagines shows the other player what the real game shows them (their
// hand, their arsenal), while the fair bot's worlds, dealt again, mostly
// do not. Both show their own player the same View.
func TestTwinSearchesTheRealGame(t *testing.T) {
	for _, cheat := range []bool{true, false} {
		g, _ := duel(t, "cb-rhinar", "cb-dorinthea", 0, bot.Normal, 3)
		var o *bot.Opponent
		if cheat {
			o = bot.NewTwin(0, bot.Normal, 3, g)
		} else {
			o = bot.NewOpponent(0, bot.Normal, 3)
		}
		g.SetDecider(0, o)
		worlds, same := 0, 0
		bot.SetOnSample(func(v rules.View, world *rules.Game) {
			worlds++
			if world.ViewFor(0).Hash() != g.ViewFor(0).Hash() {
				t.Errorf("cheat %v: a world shows player 1 another view", cheat)
			}
			if world.ViewFor(1).Hash() == g.ViewFor(1).Hash() {
				same++
			}
		})
		g.MaxTurns = 12
		err := g.Run(context.Background())
		bot.SetOnSample(nil)
		if err != nil && g.Omniscient().Turn() < 12 {
			t.Fatal(err)
		}
		t.Logf("cheat %v: %d worlds, %d of them the real one for player 2", cheat, worlds, same)
		switch {
		case worlds < 3:
			t.Errorf("cheat %v: %d worlds searched", cheat, worlds)
		case cheat && same != worlds:
			t.Errorf("the twin searched %d worlds, %d of them the real one", worlds, same)
		case !cheat && same > worlds/2:
			t.Errorf("the fair bot searched %d worlds, %d of them the real one", worlds, same)
		}
	}
}

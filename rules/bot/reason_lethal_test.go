package bot_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// A plan counts its damage up to the life the other player had as the
// turn began (doc.go): Muscle Mutt's 6 at 4 life is a plan of 4, and the
// reason says it is lethal (Reason.Lethal), so that its words do not say
// "deals 4" before a hit of 6. At 10 life the same play deals 6 and is
// not lethal.
func TestLineReasonSaysLethal(t *testing.T) {
	for _, c := range []struct {
		life   int
		n      int
		lethal bool
	}{{4, 4, true}, {10, 6, false}} {
		g := lethalGame(t, c.life)
		var why bot.Reason
		ask := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
			o := bot.NewOpponent(p.Player, bot.Normal, 1)
			if _, err := o.Decide(ctx, v, p); err != nil {
				return rules.Answer{}, err
			}
			why = o.Last()
			return rules.Answer{}, errAsked
		})
		g.SetDecider(0, ask)
		g.SetDecider(1, ask)
		if err := g.Run(context.Background()); !errors.Is(err, errAsked) {
			t.Fatalf("nobody was asked: %v", err)
		}
		if why.Code != bot.WhyLine || why.N != c.n || why.Lethal != c.lethal {
			t.Errorf("at %d life: %v N=%d lethal %v, want line N=%d lethal %v", c.life, why.Code, why.N, why.Lethal, c.n, c.lethal)
		}
	}
}

// lethalGame is Rhinar's turn holding Muscle Mutt (yellow) and a
// Titanium Bauble to pay for it, Dorinthea at life with nothing to
// defend with.
func lethalGame(t *testing.T, life int) *rules.Game {
	t.Helper()
	src := fmt.Sprintf(`scenario: a 6-power attack at %d life
rules: 1.10
turn: p1 5
phase: action

p1.hero: Rhinar
p1.life: 12
p1.hand: Muscle Mutt (yellow), Titanium Bauble (blue)
p1.deck: Dodge (blue), Wrecker Romp (blue), Pack Hunt (red), Smash Instinct (yellow)

p2.hero: Dorinthea
p2.life: %d
p2.deck: Dodge (blue), Thrust (red), Sharpen Steel (red), Toughen Up (blue)

expect:
p2.life: %d
`, life, life, life)
	f, err := scenario.Parse("lethal.scn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

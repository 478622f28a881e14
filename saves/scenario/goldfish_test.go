package scenario

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// `pN.hero: Goldfish` is the goldfish of rules/goldfish.go: 20 life and
// nothing else. An attack it cannot defend deals its full power.
func TestGoldfishHero(t *testing.T) {
	f, err := Parse("goldfish.scn", []byte(`scenario: a goldfish takes the whole attack
rules: 7.5.2
p1.hero: Rhinar
p1.hand: Muscle Mutt (yellow), Titanium Bauble (blue)
p2.hero: goldfish

answers:
p1 play Muscle Mutt (yellow)
pass until chain closed
expect:
p2.life: 14
`))
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	if !g.Omniscient().Goldfish(1) || g.Omniscient().Life(1) != rules.GoldfishLifeBlitz {
		t.Errorf("p2 is not a goldfish at %d life", rules.GoldfishLifeBlitz)
	}
	if res := f.Run(context.Background(), RunOptions{}); !res.OK() {
		t.Error(res.Failures)
	}
}

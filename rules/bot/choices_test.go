package bot_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Two Gold tokens nothing tells apart (rules.View.PlainToken) are one
// choice: the search activates one of them, not each; two copies of a
// card in the hand are one as well.
func TestTwoGoldTokensAreOneChoice(t *testing.T) {
	x := ruletest.Position(goldfish, quick).Lookup(cards.Lookup).Hand("Quick", "Quick").Arena("Gold", "Gold").Resources(4).
		P2().Hero(rules.GoldfishName).Start(t).Run()
	p := x.Prompt()
	golds, quicks := 0, 0
	for _, o := range p.Options {
		switch k := ruletest.KeyOf(x.G.Omniscient(), o.Obj); {
		case k == "Gold" && o.Act == rules.ActActivate:
			golds++
		case k == "Quick" && o.Act == rules.ActPlay:
			quicks++
		}
	}
	if golds != 2 || quicks != 2 {
		t.Fatalf("%d Gold activations and %d Quick plays offered, want 2 and 2 (%s)", golds, quicks, ruletest.Describe(x.G.Omniscient(), p))
	}
	if got, want := bot.Choices(&p, x.G), len(p.Options)-2; got != want {
		t.Errorf("%d answers tried of %d offered, want %d: one Gold, one Quick", got, len(p.Options), want)
	}
}

package bot_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// "When this attacks a hero, you may wager" (CR 8.5.46) against a
// goldfish, where wagering only gives (rules.View.FreeWager: Betsy's "you
// may pay 2: +1" on each wager, the Gold or Might won, Good Time
// Chapeau's and Stand Ground's asking for tokens): the goldfish bot's
// search answers yes without trying no (dominance.go, wagerYes) and
// finds the line, damage and cards kept of the search that tries both
// and of the search that tries every answer, in fewer runs. With Victor
// Goldmane as the hero ("the first time each turn you create a Gold
// token, draw a card": the Gold won would draw one, which no line
// answered no does), the wager does not only give: both answers are
// tried, the runs the same with wagerYes or without.
func TestWagerYesKeepsTheLine(t *testing.T) {
	for _, tc := range []struct {
		hero string
		cut  bool
	}{
		{"Betsy", true},
		{"Victor Goldmane", false},
	} {
		t.Run(tc.hero, func(t *testing.T) {
			g := position(t, ruletest.Position().Hero(tc.hero).Arena("Good Time Chapeau", "Stand Ground").
				Hand("Wage Gold (red)", "Money Where Ya Mouth Is (red)", "Wage Might (red)", "Big Bop (blue)").
				Deck("Concuss (red)", "Over the Top (blue)", "Command Respect (red)"))
			l, uncut, all := cutKeepsTheLine(t, g, bot.SetNoWagerYes, tc.hero+": ")
			switch {
			case tc.cut && l.Runs >= uncut.Runs:
				t.Errorf("%d runs, %d trying no too: no wager was settled", l.Runs, uncut.Runs)
			case !tc.cut && l.Runs != uncut.Runs:
				t.Errorf("%d runs, %d trying no too: a wager whose Gold draws a card was settled", l.Runs, uncut.Runs)
			}
			t.Logf("runs %d, %d trying no too, %d trying every answer", l.Runs, uncut.Runs, all)
		})
	}
}

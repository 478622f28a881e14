package bot_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Kassai's ability and Hood of Red Sand banish red and yellow cards from
// the graveyard as a cost (CR 8.5.1), one card at a time. Cards of one
// colour there that nothing tells apart (rules.View.AlikeInGraveyard)
// give the same lines whichever is banished: the goldfish bot's search
// takes the first offered (dominance.go, banishPick) and finds the line
// and the damage of the search that tries every card, and of the search
// that tries every answer, in fewer runs.
func TestBanishPickKeepsTheLine(t *testing.T) {
	g := position(t, ruletest.Position().Hero("Kassai").Arena("Cintari Saber", "Hood of Red Sand").
		Graveyard("Draw Swords (red)", "Lead with Speed (red)", "Agile Engagement (red)", "Draw Swords (yellow)", "Trade In (yellow)", "Fatal Engagement (yellow)").
		Hand("Draw Swords (red)", "Draw Swords (blue)").
		Deck("Lead with Speed (yellow)", "Agile Engagement (blue)", "Rising Energy (red)"))
	l, every, all := cutKeepsTheLine(t, g, bot.SetNoBanishPick, "")
	if l.Runs >= every.Runs {
		t.Errorf("%d runs, %d trying every card to banish: none was settled", l.Runs, every.Runs)
	}
	t.Logf("runs %d, %d trying every card to banish, %d trying every answer", l.Runs, every.Runs, all)
}

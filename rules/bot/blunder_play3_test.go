package bot_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Positions of whole games played against bot:normal at the board
// (2026-11-30, morning), where the bot answered as no Flesh and Blood
// player would.

// hh-victor v hh-kassai, seed 68, turn 28: Kassai at 4 life faces a
// 6-power Wallop, holding Trade In (red) and Take it on the Chin (red),
// a second Chin in her arsenal. Each Chin (an instant, cost 0) prevents
// the next 2 damage to her hero this turn, so one alone leaves 4, lethal,
// and the bot played neither ("6 damage at 4 life: no block saves it").
// Both, played one after the other in the reaction step (CR 7.4, 6.4.10),
// leave 2: she lives.
func TestPlay3TwoPreventionsSaveWhatOneCannot(t *testing.T) {
	six := ruletest.Attack("Six", 0, 6, 2)
	b := ruletest.Position().Link(six.Key()).Step(rules.StepAttack).P2().Life(4).
		Hand("Trade In (red)", "Take it on the Chin (red)").Arsenal("Take it on the Chin (red)")
	b.Known(six).Lookup(cards.Lookup)
	if left := p2LifeAfterLinkIn(t, b); left < 2 {
		t.Errorf("a 6-power attack at 4 life, two Take it on the Chin (2 each) to play: %d life after it, want 2 or more", left)
	}
	// One Chin and Trade In (2 defense): blocking with Trade In and
	// playing the Chin leaves 2 of the 6; the block alone or the Chin
	// alone leaves 4, lethal. The defence counts what it may still play.
	one := ruletest.Position().Link(six.Key()).Step(rules.StepAttack).P2().Life(4).
		Hand("Trade In (red)", "Take it on the Chin (red)")
	one.Known(six).Lookup(cards.Lookup)
	if left := p2LifeAfterLinkIn(t, one); left < 2 {
		t.Errorf("a 6-power attack at 4 life, one Take it on the Chin and Trade In (2 defense): %d life after it, want 2 or more", left)
	}
}

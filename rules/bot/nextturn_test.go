package bot_test

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Victor against Kassai (hh-victor v hh-kassai, normal against the greedy
// bot): Kassai attacks with small weapon attacks turn after turn, and
// normal as Victor blocked them with the cards its next turn needed, or
// took them while holding cards that turn could not use. The hand is
// drawn up only at the end of the player's own turn (CR 4.4.3e): a card
// blocked with is gone from the next turn, and a card the next turn
// cannot play (a second attack without go again, CR 8.3.5) is replaced
// by a draw at its end anyway. Below 16 life, the defence weighs what
// the next turn loses.
func TestDefenceSpendsWhatTheNextTurnCannotUse(t *testing.T) {
	two := ruletest.Attack("Two", 0, 2, 2)
	// Test of Strength is a block card: it is played only to defend, and
	// spent, the next turn's attack is still paid for by the blues. The
	// rule before spent Performance Bonus, an attack.
	hand := []string{"Test of Strength (red)", "Performance Bonus (yellow)", "Mighty Windup (yellow)", "Clash of Might (blue)", "Clash of Vigor (blue)"}
	if got := defends(t, bot.Normal, 14, two, nil, hand...); !slices.Equal(got, []string{"Test of Strength (red)"}) {
		t.Errorf("a 2-power attack at 14 life: defends with %v, want Test of Strength (red) alone", got)
	}
	// Thunk (8 power) is the next turn's attack, paid with the two blues;
	// Concuss (red) cannot be played too (neither goes again): it blocks.
	four := ruletest.Attack("Four", 0, 4, 2)
	hand = []string{"Thunk (red)", "Clash of Might (blue)", "Wallop (blue)", "Concuss (red)"}
	if got := defends(t, bot.Normal, 14, four, nil, hand...); !slices.Equal(got, []string{"Concuss (red)"}) {
		t.Errorf("a 4-power attack at 14 life: defends with %v, want Concuss (red) alone", got)
	}
}

// Hard weighs the blocks worth trying by its next turn searched
// (ahead.go); which blocks are worth trying is the defence of its own
// seat, so a card the next turn cannot use is as cheap to block with for
// hard as for normal (CR 4.4.3e: the hand is drawn up only at the end of
// the player's own turn).
func TestHardTriesTheBlocksNormalWeighs(t *testing.T) {
	four := ruletest.Attack("Four", 0, 4, 2)
	hand := []string{"Thunk (red)", "Clash of Might (blue)", "Wallop (blue)", "Concuss (red)"}
	if got := defends(t, bot.Hard, 14, four, nil, hand...); !slices.Equal(got, []string{"Concuss (red)"}) {
		t.Errorf("hard, a 4-power attack at 14 life: defends with %v, want Concuss (red) alone", got)
	}
	two := ruletest.Attack("Two", 0, 2, 2)
	hand = []string{"Test of Strength (red)", "Performance Bonus (yellow)", "Mighty Windup (yellow)", "Clash of Might (blue)", "Clash of Vigor (blue)"}
	if got := defends(t, bot.Hard, 14, two, nil, hand...); !slices.Equal(got, []string{"Test of Strength (red)"}) {
		t.Errorf("hard, a 2-power attack at 14 life: defends with %v, want Test of Strength (red) alone", got)
	}
}

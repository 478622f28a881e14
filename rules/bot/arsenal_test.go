package bot_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// terraEndHand is Terra (1st-strike-terra) in her action phase holding
// hand. She passes (the test's answer), and the end phase asks which
// card of it to put face down in her arsenal, if any (CR 4.4.3b).
func terraEndHand(hand ...string) *ruletest.Builder {
	b := ruletest.Position().Hero("Terra").Hand(hand...).
		Deck("Bracken Rap (red)", "Strong Wood (yellow)", "Flourish (blue)", "Concuss (red)", "Thrive (yellow)")
	b.Lookup(cards.Lookup)
	return b
}

// errArsenalAsked stops a game at the arsenal question once it is
// answered.
var errArsenalAsked = errors.New("the arsenal question was answered")

// A card in the arsenal can only be played: it is not pitched (CR
// 1.14.3: the hand's cards pay) and does not defend (CR 7.3.2a: defending
// cards come from the hand). Canopy Shelter (blue), a block card, is
// never played, so in the arsenal it does nothing the next turn; Log
// Fall (yellow) attacks for 4, its cost of 3 paid from a hand refilled
// to four. The static answer both levels give at the end phase (normal
// and greedy alike: chooseCards) valued Canopy Shelter by its pitch, 3,
// above Log Fall's attack, 2.7, and put the block card there; it
// arsenals the attack. Concuss (blue) attacks for 4 as Log Fall does and
// was valued 3 for its pitch too; of the two, the one whose pitch the
// hand keeps is the blue: Log Fall goes.
func TestArsenalsTheAttackNotTheBlockCard(t *testing.T) {
	for _, c := range []struct {
		hand []string
		want string
	}{
		{[]string{"Canopy Shelter (blue)", "Log Fall (yellow)"}, "Log Fall (yellow)"},
		{[]string{"Log Fall (yellow)", "Canopy Shelter (blue)"}, "Log Fall (yellow)"},
		{[]string{"Concuss (blue)", "Log Fall (yellow)"}, "Log Fall (yellow)"},
	} {
		for _, level := range []bot.Level{bot.Normal, bot.Greedy} {
			got, why := staticArsenal(t, c.hand, level)
			if got != c.want {
				t.Errorf("%v holding %v arsenals %q, want %q", level, c.hand, got, c.want)
			}
			if why.Code != bot.WhyArsenal {
				t.Errorf("%v holding %v: reason %v, want WhyArsenal", level, c.hand, why.Code)
			}
		}
	}
}

// staticArsenal is the card the bot at level puts in Terra's arsenal at
// the end of a turn she passed holding hand (terraEndHand), and why.
func staticArsenal(t *testing.T, hand []string, level bot.Level) (string, bot.Reason) {
	t.Helper()
	g := built(t, terraEndHand(hand...))
	var got string
	var why bot.Reason
	asked := 0
	d := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind != rules.AskCards || p.Purpose != rules.PurposeArsenal {
			return rules.LeastAnswer(p), nil
		}
		asked++
		o := bot.NewOpponent(p.Player, level, 1)
		a, err := o.Decide(ctx, v, p)
		if err != nil {
			return a, err
		}
		why = o.Last()
		for _, id := range a.IDs {
			if c := v.Card(p.Options[p.Find(id)].Obj); c != nil {
				got = c.Key()
			}
		}
		return a, errArsenalAsked
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	if err := g.Run(context.Background()); !errors.Is(err, errArsenalAsked) {
		t.Fatalf("%v: the arsenal question was not asked: %v", level, err)
	}
	if asked != 1 {
		t.Fatalf("%v: asked %d times", level, asked)
	}
	return got, why
}

// The goldfish's line (Best) answers the arsenal question of its end
// phase without branching (the turn's damage is settled, dominance.go):
// with three Canopy Shelters and two Log Falls, one action point, the
// line pitches a Canopy Shelter for a Log Fall (4 damage), another for
// Terra's Might token, and then took the first card listed, the third
// Canopy Shelter; it takes the attack.
func TestBestArsenalsTheAttackNotTheBlockCard(t *testing.T) {
	b := terraEndHand("Canopy Shelter (blue)", "Canopy Shelter (blue)", "Canopy Shelter (blue)", "Log Fall (yellow)", "Log Fall (yellow)")
	b.P2().Hero(rules.GoldfishName)
	b.Known(rules.GoldfishHero(rules.GoldfishLifeBlitz))
	g := built(t, b)
	l := best(t, g)
	if got := words(l); !strings.Contains(got, "arsenal Log Fall (yellow)") {
		t.Errorf("line %q, want Log Fall (yellow) put in the arsenal", got)
	}
	if !l.Arsenal {
		t.Errorf("no card in the arsenal at the end: %+v", measures(l))
	}
}

package board

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// In the reaction step of Kassai's sword attack, what she cannot do now is
// said with the reason that holds: her Cintari Saber, its attack made, is
// used up this turn (CR 5.2.1a), not waiting for the resolution step; an
// action that is no attack (Engaged Swiftblade) waits for the chain to
// close (CR 7.0.1a); an attack not yet made (Hot Streak's) waits for the
// resolution step, as the engine says (hh-kassai v hh-victor, seed 65,
// turns 4 and 12 at 120×40).
func TestBlockedReasonThatHolds(t *testing.T) {
	swift := cards.MustLookup("Engaged Swiftblade (yellow)")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Kassai"), Actions: 1, Resources: 3,
			Arena: []*rules.Card{cards.MustLookup("Cintari Saber"), cards.MustLookup("Hot Streak")},
			Hand:  []*rules.Card{swift},
			Deck:  []*rules.Card{swift, swift, swift}},
		{Hero: cards.MustLookup("Victor Goldmane"), Deck: []*rules.Card{swift}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	g.Explain = true
	rows := map[string]Blocked{}
	d := rules.DeciderFunc(func(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskPriority && p.Player == 0 {
			if v.Step() == rules.StepReaction {
				for lang, want := range map[text.Lang][3]string{
					text.EN: {"already used this turn", "after the chain closes", "wait for the resolution step"},
					text.JA: {"このターンはすでに使用した", "チェインが閉じてから", "解決ステップまで待つ"},
				} {
					snap := Take(v, lang, &p)
					for _, b := range snap.Prompt.Blocked {
						if b.Card != nil {
							rows[string(lang)+" "+b.Card.Name] = b
						}
					}
					for i, name := range []string{"Cintari Saber", "Engaged Swiftblade (yellow)", "Hot Streak"} {
						b, ok := rows[string(lang)+" "+name]
						if !ok {
							t.Errorf("%s: no row for %s among %v", lang, name, snap.Prompt.Blocked)
							continue
						}
						if b.Row != want[i] {
							t.Errorf("%s: %s's row says %q, want %q", lang, name, b.Row, want[i])
						}
					}
				}
				return rules.Answer{}, errSeen
			}
			for _, o := range p.Options {
				if o.Act == rules.ActActivate && v.Card(o.Obj) != nil && v.Card(o.Obj).Name == "Cintari Saber" {
					return rules.Pick(o.ID), nil
				}
			}
		}
		return firstOrNone(p), nil
	})
	if err := runBoth(g, d); !errors.Is(err, errSeen) {
		t.Fatalf("the game did not reach the reaction step of the saber's attack: %v", err)
	}
	if b := rows["en Cintari Saber"]; b.Rule != "5.2.1a" {
		t.Errorf("Cintari Saber's refusal cites %q, want 5.2.1a", b.Rule)
	}
}

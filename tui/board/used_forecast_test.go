package board

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A weapon whose attack is used up this turn shows no "→ 5p" of an attack
// it will not make: Cintari Saber, its attack made, read "3p (base 2p) →
// 6p (used)" once Lead with Speed waited for the next attack (hh-kassai v
// hh-victor, seed 67, turn 3 at 80×24). Hot Streak, not used, still shows
// what it would attack with.
func TestUsedWeaponShowsNoForecast(t *testing.T) {
	speed := cards.MustLookup("Lead with Speed (red)")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Kassai"), Actions: 2, Resources: 3,
			Arena: []*rules.Card{cards.MustLookup("Cintari Saber"), cards.MustLookup("Hot Streak")},
			Hand:  []*rules.Card{speed},
			Deck:  []*rules.Card{speed, speed, speed}},
		{Hero: cards.MustLookup("Victor Goldmane"), Deck: []*rules.Card{speed}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	weapons := map[string]Card{}
	attacked, played := false, false
	d := rules.DeciderFunc(func(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskPriority && p.Player == 0 {
			for _, o := range p.Options {
				c := v.Card(o.Obj)
				if !attacked && o.Act == rules.ActActivate && c != nil && c.Name == "Cintari Saber" {
					attacked = true
					return rules.Pick(o.ID), nil // attack first
				}
				if attacked && !played && o.Act == rules.ActPlay && c == speed {
					played = true
					return rules.Pick(o.ID), nil // then +3 for the next attack
				}
			}
			if played && len(v.Zone(0, rules.ZoneHand)) == 0 && len(v.Stack()) == 0 {
				snap := Take(v, text.EN, &p)
				for _, c := range snap.Sides[0].Weapons {
					weapons[c.Name] = c
				}
				return rules.Answer{}, errSeen
			}
			return rules.Pick(p.Options[0].ID), nil // pass
		}
		return firstOrNone(p), nil
	})
	if err := runBoth(g, d); !errors.Is(err, errSeen) {
		t.Fatalf("the game did not come back to Kassai after Lead with Speed: %v", err)
	}
	if c := weapons["Cintari Saber"]; !c.Used || c.Forecasted {
		t.Errorf("Cintari Saber, its attack made: used %v, forecast shown %v (%+v), want used and no forecast", c.Used, c.Forecasted, c.Forecast)
	}
	if c := weapons["Hot Streak"]; c.Used || !c.Forecasted || c.Forecast.Power != 5 {
		t.Errorf("Hot Streak, not used: forecast shown %v at %dp, want 5p", c.Forecasted, c.Forecast.Power)
	}
}

package board

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// "(used)" says a weapon can attack no more this turn (CR 5.2.1a), as the
// engine answers it (rules.View.AttacksUsedUp), not that it attacked:
// Dawnblade, given another attack by Dorinthea (its attack gained go
// again from On a Knife Edge, CR 5.2.3c), read "(used)" after its first
// attack while the second was still to make. Each language's word is
// checked on the board at 80×24: absent with the extra attack left,
// shown once it is made.
func TestUsedWeaponWithAnExtraAttackLeft(t *testing.T) {
	after := dawnbladeBoards(t)
	for n, want := range map[int]bool{0: false, 1: false, 2: true} {
		s, ok := after[n]
		if !ok {
			t.Errorf("no board seen after %d attacks", n)
			continue
		}
		if s.card.Used != want {
			t.Errorf("after %d attacks (an extra one given after the first): Used %v, want %v", n, s.card.Used, want)
		}
		for lang, b := range s.boards {
			word := text.Words{Lang: lang}.Say("board.used")
			if got := strings.Contains(b, word); got != want {
				t.Errorf("after %d attacks, %s board at 80×24 shows %q: %v, want %v\n%s", n, lang, word, got, want, b)
			}
		}
	}
}

// dawnbladeSeen is Dawnblade as the board shows it between attacks.
type dawnbladeSeen struct {
	card   Card
	boards map[text.Lang]string
}

// dawnbladeBoards plays Dorinthea's turn in which Dawnblade attacks twice
// (On a Knife Edge gives its attack go again, and Dorinthea another
// attack): the weapon and the board at 80×24, in each language, after 0,
// 1 and 2 of its attacks.
func dawnbladeBoards(t *testing.T) map[int]dawnbladeSeen {
	t.Helper()
	knife := cards.MustLookup("On a Knife Edge (yellow)")
	dawnblade := cards.MustLookup("Dawnblade, Resplendent")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Dorinthea, Quicksilver Prodigy"), Actions: 1, Resources: 2,
			Arena: []*rules.Card{dawnblade},
			Hand:  []*rules.Card{knife},
			Deck:  []*rules.Card{knife, knife, knife}},
		{Hero: cards.MustLookup("Rhinar"), Deck: []*rules.Card{knife}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	after := map[int]dawnbladeSeen{} // by Dawnblade's attacks this turn
	d := rules.DeciderFunc(func(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskMay {
			for _, o := range p.Options {
				if o.Act == rules.ActYes {
					return rules.Pick(o.ID), nil // Dorinthea's extra attack
				}
			}
		}
		if p.Kind != rules.AskPriority || p.Player != 0 {
			return firstOrNone(p), nil
		}
		// Between attacks: the chain closed, or a link's resolution step.
		if len(v.Stack()) == 0 && (!v.ChainOpen() || v.Step() == rules.StepResolution) {
			var blade rules.ObjID = rules.NoObj
			for _, obj := range v.Zone(0, rules.ZoneArena) {
				if v.Card(obj) == dawnblade {
					blade = obj
				}
			}
			n := v.ThisTurn(blade).Attacks
			if _, ok := after[n]; !ok {
				s := dawnbladeSeen{boards: map[text.Lang]string{}}
				for _, lang := range []text.Lang{text.EN, text.JA} {
					snap := Take(v, lang, &p)
					for _, c := range snap.Sides[0].Weapons {
						if c.Obj == blade {
							s.card = c
						}
					}
					s.boards[lang] = Render(snap, 80, 24, NewStyles(false))
				}
				after[n] = s
			}
			if n == 2 {
				return rules.Answer{}, errSeen
			}
		}
		for _, o := range p.Options {
			c := v.Card(o.Obj)
			if c == knife && o.Act == rules.ActPlay || c == dawnblade && o.Act == rules.ActActivate {
				return rules.Pick(o.ID), nil
			}
		}
		return rules.Pick(p.Options[0].ID), nil // pass
	})
	if err := runBoth(g, d); !errors.Is(err, errSeen) {
		t.Fatalf("Dorinthea did not attack twice with Dawnblade: %v (seen after %d attacks)", err, len(after))
	}
	return after
}

// The board forecasts what Dawnblade's next attack will have, its own
// trigger counted (the engine's forecast, CR 7.2.4): the second attack
// each turn gets +1 as it attacks, so after the first the weapon reads
// "2p → 3p" where it read "2p", and the second link hits with 3.
func TestDawnbladeForecastsItsSecondAttack(t *testing.T) {
	after := dawnbladeBoards(t)
	for n, want := range map[int]int{0: 2, 1: 3} {
		c := after[n].card
		if !c.Forecasted || !c.Forecast.Attack || c.Forecast.Power != want {
			t.Errorf("after %d attacks: forecast %+v (%v), want %dp", n, c.Forecast, c.Forecasted, want)
		}
	}
	c := after[1].card
	if got := c.Stats(); !strings.Contains(got, "2p → 3p") {
		t.Errorf("after the first attack Dawnblade reads %q, want 2p → 3p", got)
	}
}

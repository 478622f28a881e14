package rules_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// What a game refuses to start with (the rules the engine relies on): a
// deck card that cannot be in a deck (CR 1.3.2c), a mentor with a hero who
// is not young (CR 8.1.10a), another hero's specialization (CR 8.3.7);
// and what it takes: weapons for more than two hands (CR 4.1.4).
func TestAGameRefusesDecksItCannotPlay(t *testing.T) {
	adult := ruletest.Hero("Adult")
	adult.Subtypes = 0
	sage := &rules.Card{Name: "Sage", Types: rules.Mentor, Classes: rules.Generic}
	special := ruletest.Attack("Special", 0, 3, 2)
	special.Specialization = "Beta"
	big := ruletest.Weapon("Big", 0, 4)
	big.Subtypes = rules.Club | rules.TwoHanded
	for _, tc := range []struct {
		rule  string
		name  string
		deck  rules.Deck
		wants string // "" for a deck that is fine
	}{
		{"1.3.2a", "a hero in the deck", rules.Deck{Hero: ruletest.HeroA, Cards: []*rules.Card{ruletest.HeroB}}, "1.3.2a"},
		{"8.1.10a", "a mentor with an adult hero", rules.Deck{Hero: adult, Cards: []*rules.Card{sage}}, "8.1.10a"},
		{"8.1.10a", "a mentor with a young hero", rules.Deck{Hero: ruletest.HeroA, Cards: []*rules.Card{sage}}, ""},
		{"8.3.7", "another hero's specialization", rules.Deck{Hero: ruletest.HeroA, Cards: []*rules.Card{special}}, "8.3.7"},
		{"8.3.7", "the hero's own specialization", rules.Deck{Hero: ruletest.HeroB, Cards: []*rules.Card{special}}, ""},
		// CR 4.1.4: more weapons than hands is a choice at the start of the
		// game, not a refusal (equip.go).
		{"4.1.4", "three hands of weapons", rules.Deck{Hero: ruletest.HeroA, Arena: []*rules.Card{big, ruletest.Weapon("Sword", 0, 2)}}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rules.New(rules.Setup{Players: [2]rules.Deck{tc.deck, {Hero: ruletest.HeroB}}})
			switch {
			case tc.wants == "" && err != nil:
				t.Errorf("CR %s: %v", tc.rule, err)
			case tc.wants != "" && (err == nil || !strings.Contains(err.Error(), tc.wants) || !strings.Contains(err.Error(), "player 1")):
				t.Errorf("CR %s: err = %v, want player 1's deck refused citing CR %s", tc.rule, err, tc.wants)
			}
		})
	}
}

// CR 4.1: the start of the game: the player selected at random chooses
// who goes first (4.1.3), each deck is shuffled (4.1.7), weapons and
// equipment are equipped (4.1.8), and each player draws up to their
// intellect (4.1.9); the first player's turn begins.
func TestCR_4_1_StartingAGame(t *testing.T) {
	deck := func() []*rules.Card {
		var d []*rules.Card
		for i := 0; i < 8; i++ {
			d = append(d, ruletest.Gem)
		}
		return d
	}
	sword := ruletest.Weapon("Sword", 0, 2)
	g, err := rules.New(rules.Setup{Seed: 3, AskFirst: true, Players: [2]rules.Deck{
		{Hero: ruletest.HeroA, Arena: []*rules.Card{sword}, Cards: deck()}, {Hero: ruletest.HeroB, Cards: deck()}}})
	if err != nil {
		t.Fatal(err)
	}
	x := ruletest.NewGame(t, g)
	chooser, first := rules.NoPlayer, rules.NoPlayer
	var stopped rules.Prompt
	d := rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
		if pr.Kind != rules.AskFirstPlayer {
			stopped = pr
			return rules.Answer{}, rules.ErrScriptDone
		}
		// The chooser lets the other player go first.
		chooser, first = pr.Player, pr.Player.Opponent()
		return ruletest.FirstPlayer(pr.Player, first).Answer(v, pr)
	})
	g.SetDecider(p1, d)
	g.SetDecider(p2, d)
	if err := g.Run(context.Background()); !errors.Is(err, rules.ErrScriptDone) {
		t.Fatal(err)
	}
	if chooser == rules.NoPlayer || g.State().First != first || g.State().TurnPlayer != first {
		t.Fatalf("chooser p%d, first p%d, turn player p%d", chooser+1, g.State().First+1, g.State().TurnPlayer+1)
	}
	if stopped.Kind != rules.AskPriority || stopped.Player != first {
		t.Errorf("the game went on to a %s prompt for p%d, want the first player's priority", stopped.Kind, stopped.Player+1)
	}
	// The log says who chose: the chooser's hero, asked (Amount 1).
	if ev := x.EventsOf(rules.EvFirstPlayer); len(ev) != 1 || ev[0].Player != first || ev[0].Other != g.ViewFor(rules.Omniscient).Hero(chooser) || ev[0].Amount != 1 {
		t.Errorf("CR 4.1.3: first-player events %+v, want one: p%d first, chosen by p%d's hero, asked", ev, first+1, chooser+1)
	}
	x.WantCount(rules.EvShuffle, 2, "CR 4.1.7")
	x.WantCount(rules.EvEquip, 1, "CR 4.1.8: the sword")
	for p := rules.Player(0); p < 2; p++ {
		if n := len(g.State().Zone(p, rules.ZoneHand)); n != 4 {
			t.Errorf("CR 4.1.9: p%d holds %d cards, want their intellect, 4", p+1, n)
		}
	}
}

// CR 4.1.3: without Setup.AskFirst nobody is asked, and the player
// selected at random takes the first turn; the event says nobody chose
// (Amount 0) and names the selected player's hero.
func TestCR_4_1_3_NotAskedTheSelectedPlayerGoesFirst(t *testing.T) {
	deck := func() []*rules.Card {
		var d []*rules.Card
		for i := 0; i < 8; i++ {
			d = append(d, ruletest.Gem)
		}
		return d
	}
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: [2]rules.Deck{{Hero: ruletest.HeroA, Cards: deck()}, {Hero: ruletest.HeroB, Cards: deck()}}})
		if err != nil {
			t.Fatal(err)
		}
		x := ruletest.NewGame(t, g)
		d := rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
			if pr.Kind == rules.AskFirstPlayer {
				t.Fatalf("seed %d: asked who goes first without Setup.AskFirst", seed)
			}
			return rules.Answer{}, rules.ErrScriptDone
		})
		g.SetDecider(p1, d)
		g.SetDecider(p2, d)
		if err := g.Run(context.Background()); !errors.Is(err, rules.ErrScriptDone) {
			t.Fatal(err)
		}
		v := g.ViewFor(rules.Omniscient)
		first := v.TurnPlayer()
		ev := x.EventsOf(rules.EvFirstPlayer)
		if len(ev) != 1 || ev[0].Player != first || ev[0].Other != v.Hero(first) || ev[0].Amount != 0 {
			t.Errorf("seed %d: first-player events %+v, want one for p%d, selected, not asked", seed, ev, first+1)
		}
	}
}

// A position with cards that resolved earlier this turn: they lie in the
// graveyard and their effects are in force.
func TestAPositionWithEffectsInForce(t *testing.T) {
	boost := ruletest.Instant("Boost", 0, rules.NextAttack{Filter: rules.AttackFilter{ActionCard: true}, Power: 3})
	jab := ruletest.Attack("Jab", 0, 3, 2)
	x := ruletest.Position(boost, jab).Hand("Jab").Resolved("Boost").Start(t)
	x.WantZone(p1, rules.ZoneGraveyard, "Boost")
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 14, "3 + 3 from the effect in force")
}

// A position starts where it says: the life totals, resources and action
// points written, the turn player's priority in the action phase (1 action
// point unless it says otherwise), or the start of the turn.
func TestAPositionStartsWhereItSays(t *testing.T) {
	x := ruletest.Position().Life(7).Resources(2).P2().Life(30).TurnPlayer(p2).Turn(5).Start(t)
	x.Run()
	if pr := x.Prompt(); pr.Player != p2 || pr.Kind != rules.AskPriority || x.G.State().Turn != 5 {
		t.Errorf("a %s prompt for p%d on turn %d, want p2's priority on turn 5", pr.Kind, pr.Player+1, x.G.State().Turn)
	}
	x.WantLife(p1, 7, "written")
	x.WantLife(p2, 30, "written")
	x.WantResources(p1, 2, "written")
	x.WantActions(p2, 1, "the turn player's action point")
	x.WantActions(p1, 0, "not the turn player")
	if _, err := rules.NewPosition(rules.Position{Phase: rules.PhaseEnd, Players: [2]rules.Side{{Hero: ruletest.HeroA}, {Hero: ruletest.HeroB}}}); err == nil {
		t.Error("a position in the end phase was built")
	}
	if _, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction}); err == nil {
		t.Error("a position without heroes was built")
	}
}

// Setup.PoolChecked skips the card-pool check, for callers that made it
// already; without it New refuses a deck that breaks a pool rule.
func TestPoolCheckedSkipsTheCheck(t *testing.T) {
	// A Ninja card in a Generic hero's deck breaks CR 1.1.3.
	ninja := ruletest.Attack("Kick", 0, 3, 2)
	ninja.Classes = rules.Ninja
	bad := rules.Deck{Hero: ruletest.Hero("Plain"), Cards: []*rules.Card{ninja}}
	if probs := rules.CheckPool(bad.Pool()); len(probs) == 0 {
		t.Fatal("the Ninja card in a Generic deck breaks no pool rule")
	}
	if _, err := rules.New(rules.Setup{Players: [2]rules.Deck{bad, bad}}); err == nil {
		t.Error("New accepted a deck that breaks a pool rule")
	}
	if _, err := rules.New(rules.Setup{Players: [2]rules.Deck{bad, bad}, PoolChecked: true}); err != nil {
		t.Errorf("New with PoolChecked still checked: %v", err)
	}
}

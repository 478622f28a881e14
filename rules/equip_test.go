package rules_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// A card-pool with spares: two helms, legs, a one-handed sword, a
// two-handed club and an off-hand.
func spareArena() []*rules.Card {
	club := ruletest.Weapon("Club", 0, 4)
	club.Subtypes = rules.Club | rules.TwoHanded
	shield := &rules.Card{Name: "Shield", Types: rules.Equipment, Subtypes: rules.OffHand, Classes: rules.Generic, Defense: 1, Props: rules.HasDefense}
	return []*rules.Card{
		ruletest.Equipment("Helm A", rules.Head, 1, 0), ruletest.Equipment("Helm B", rules.Head, 2, 0),
		ruletest.Equipment("Legs", rules.Legs, 1, 0), ruletest.Weapon("Sword", 0, 2), club, shield,
	}
}

func gemDeck() []*rules.Card {
	var d []*rules.Card
	for range 8 {
		d = append(d, ruletest.Gem)
	}
	return d
}

// names lists the names of objects, sorted.
func names(g *rules.Game, objs []rules.ObjID) string {
	var out []string
	for _, obj := range objs {
		out = append(out, g.State().CardOf(obj).Name)
	}
	sort.Strings(out)
	return strings.Join(out, "+")
}

// untilPrompt runs g with both players answered by f until f returns
// ErrScriptDone.
func untilPrompt(t *testing.T, g *rules.Game, f func(v rules.View, pr rules.Prompt) (rules.Answer, error)) {
	t.Helper()
	d := rules.DeciderFunc(func(_ context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) { return f(v, pr) })
	g.SetDecider(p1, d)
	g.SetDecider(p2, d)
	if err := g.Run(context.Background()); !errors.Is(err, rules.ErrScriptDone) {
		t.Fatal(err)
	}
}

// CR 4.1.4: the prompt offers exactly the complete legal sets: every set
// of the pool's arena-cards that fits (rules.EquipProblems) and that no
// other card could join, each once.
func TestCR_4_1_4_TheSetsOffered(t *testing.T) {
	arena := spareArena()
	g, err := rules.New(rules.Setup{Seed: 1, Players: [2]rules.Deck{{Hero: ruletest.HeroA, Arena: arena, Cards: gemDeck()}, {Hero: ruletest.HeroB, Cards: gemDeck()}}})
	if err != nil {
		t.Fatal(err)
	}
	var pr rules.Prompt
	untilPrompt(t, g, func(_ rules.View, p rules.Prompt) (rules.Answer, error) {
		pr = p
		return rules.Answer{}, rules.ErrScriptDone
	})
	if pr.Kind != rules.AskEquip || pr.Player != p1 || pr.Shape != rules.ShapeOne {
		t.Fatalf("the first prompt is a %s prompt for p%d (%s), want p1's equip prompt", pr.Kind, pr.Player+1, pr.Shape)
	}
	var offered []string
	for _, o := range pr.Options {
		if o.Act != rules.ActEquip || o.Rule != rules.CRSub(4, 1, 4, 'a') {
			t.Errorf("option %+v", o)
		}
		offered = append(offered, names(g, pr.Set(o)))
	}
	sort.Strings(offered)
	// By brute force over every subset of the six cards.
	fits := func(cs []*rules.Card) bool {
		var es []rules.PoolEntry
		for _, c := range cs {
			es = append(es, rules.PoolEntry{Card: c.PoolCard(), Count: 1})
		}
		return len(rules.EquipProblems(nil, es)) == 0
	}
	var want []string
	for mask := 0; mask < 1<<len(arena); mask++ {
		var set []*rules.Card
		for i, c := range arena {
			if mask&(1<<i) != 0 {
				set = append(set, c)
			}
		}
		if !fits(set) {
			continue
		}
		complete := true
		for i, c := range arena {
			if mask&(1<<i) == 0 && fits(append(slices.Clone(set), c)) {
				complete = false
			}
		}
		if complete {
			var ns []string
			for _, c := range set {
				ns = append(ns, c.Name)
			}
			sort.Strings(ns)
			want = append(want, strings.Join(ns, "+"))
		}
	}
	sort.Strings(want)
	if fmt.Sprint(offered) != fmt.Sprint(want) {
		t.Errorf("offered %q\nwant    %q", offered, want)
	}
	// Two helms and three ways to fill the hands: club; sword and shield.
	if len(want) != 4 {
		t.Errorf("%d sets, want 4: %q", len(want), want)
	}
}

// CR 3.0.2: a player has two weapon zones, unless their hero says
// otherwise ("you have 1 weapon zone", Kayo); CR 3.16.2a: a two-handed
// weapon is equipped to two of them. With one zone the sets offered hold
// one one-handed weapon or the off-hand, never the two-handed club, and
// EquipProblems says why a second hand card does not fit, in the hero's
// words.
func TestCR_3_0_2_AHeroWithOneWeaponZone(t *testing.T) {
	hero := ruletest.Hero("One")
	hero.WeaponZones = 1
	g, err := rules.New(rules.Setup{Seed: 1, Players: [2]rules.Deck{{Hero: hero, Arena: spareArena(), Cards: gemDeck()}, {Hero: ruletest.HeroB, Cards: gemDeck()}}})
	if err != nil {
		t.Fatal(err)
	}
	var pr rules.Prompt
	untilPrompt(t, g, func(_ rules.View, p rules.Prompt) (rules.Answer, error) {
		pr = p
		return rules.Answer{}, rules.ErrScriptDone
	})
	var offered []string
	for _, o := range pr.Options {
		offered = append(offered, names(g, pr.Set(o)))
	}
	sort.Strings(offered)
	want := []string{"Helm A+Legs+Shield", "Helm A+Legs+Sword", "Helm B+Legs+Shield", "Helm B+Legs+Sword"}
	if fmt.Sprint(offered) != fmt.Sprint(want) {
		t.Errorf("offered %q\nwant    %q", offered, want)
	}
	one := hero.PoolCard()
	for _, tc := range []struct {
		cards []string
		words string
	}{
		{[]string{"Sword"}, ""},
		{[]string{"Club"}, "Club needs a weapon zone One does not have: One has 1"},
		{[]string{"Sword", "Shield"}, "Shield needs a weapon zone One does not have: One has 1"},
	} {
		var es []rules.PoolEntry
		for _, n := range tc.cards {
			for _, c := range spareArena() {
				if c.Name == n {
					es = append(es, rules.PoolEntry{Card: c.PoolCard(), Count: 1})
				}
			}
		}
		probs := rules.EquipProblems(&one, es)
		switch {
		case tc.words == "" && len(probs) != 0:
			t.Errorf("%v: %v, want none", tc.cards, probs)
		case tc.words != "" && (len(probs) != 1 || probs[0].Code() != "weapon-zones" || !strings.HasPrefix(probs[0].Error(), tc.words)):
			t.Errorf("%v: %v, want %q", tc.cards, probs, tc.words)
		}
	}
}

// CR 4.1.4, 4.1.6, 4.1.8: the chosen set is equipped; the rest is the
// inventory, out of the game and private; the opponent with no spare is
// not asked.
func TestCR_4_1_4_TheChosenSetIsEquipped(t *testing.T) {
	g, err := rules.New(rules.Setup{Seed: 2, Players: [2]rules.Deck{{Hero: ruletest.HeroA, Arena: spareArena(), Cards: gemDeck()},
		{Hero: ruletest.HeroB, Arena: []*rules.Card{ruletest.Weapon("Dagger", 0, 1)}, Cards: gemDeck()}}})
	if err != nil {
		t.Fatal(err)
	}
	x := ruletest.NewGame(t, g)
	var asked []rules.PromptKind
	var inventory []rules.ObjID
	untilPrompt(t, g, func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		asked = append(asked, pr.Kind)
		if pr.Kind != rules.AskEquip {
			return rules.Answer{}, rules.ErrScriptDone
		}
		for _, o := range pr.Options {
			if names(g, pr.Set(o)) == "Helm B+Legs+Shield+Sword" {
				for _, obj := range pr.Set(o) {
					if !v.Visible(obj) || g.ViewFor(p2).Visible(obj) {
						t.Errorf("%s: seen by its owner %v, by the opponent %v (CR 4.1.4b)", g.State().CardOf(obj).Name, v.Visible(obj), g.ViewFor(p2).Visible(obj))
					}
				}
				return rules.Pick(o.ID), nil
			}
		}
		return rules.Answer{}, fmt.Errorf("no such set in %v", pr.Options)
	})
	if fmt.Sprint(asked) != "[equip priority]" {
		t.Errorf("prompts %v: p1 chooses once, p2 (no spare) never", asked)
	}
	x.WantZone(p1, rules.ZoneArena, "Alpha", "Helm B", "Legs", "Sword", "Shield")
	x.WantZone(p2, rules.ZoneArena, "Beta", "Dagger")
	x.WantCount(rules.EvEquip, 5, "CR 4.1.8: four for p1, one for p2")
	for i := range g.State().Objs {
		if o := g.State().Obj(rules.ObjID(i)); o.Zone == rules.ZoneNone {
			inventory = append(inventory, rules.ObjID(i))
		}
	}
	if got := names(g, inventory); got != "Club+Helm A" {
		t.Errorf("out of the game: %s, want the club and the other helm (CR 4.1.6)", got)
	}
	for _, obj := range inventory {
		if g.ViewFor(p2).Visible(obj) || !g.ViewFor(p1).Visible(obj) {
			t.Errorf("%s: the inventory is private to its owner (CR 4.1.6b)", g.State().CardOf(obj).Name)
		}
	}
}

// A deck whose arena-cards fit is not asked, and its game is the game it
// always was: the same state as a deck with the same cards.
func TestCR_4_1_4_NoSpareNoQuestion(t *testing.T) {
	deck := rules.Deck{Hero: ruletest.HeroA, Arena: []*rules.Card{ruletest.Equipment("Helm", rules.Head, 1, 0), ruletest.Weapon("Sword", 0, 2)}, Cards: gemDeck()}
	if deck.Spare() {
		t.Fatal("a helm and a sword are spare")
	}
	g, err := rules.New(rules.Setup{Seed: 2, Players: [2]rules.Deck{deck, {Hero: ruletest.HeroB, Cards: gemDeck()}}})
	if err != nil {
		t.Fatal(err)
	}
	untilPrompt(t, g, func(_ rules.View, pr rules.Prompt) (rules.Answer, error) {
		if pr.Kind == rules.AskEquip {
			t.Error("asked to choose with no spare")
		}
		return rules.Answer{}, rules.ErrScriptDone
	})
	if n := len(g.State().Zone(p1, rules.ZoneArena)); n != 3 {
		t.Errorf("%d objects in p1's arena, want hero, helm and sword", n)
	}
}

// The random decider of `rathe sim` chooses a set like any other option.
func TestCR_4_1_4_RandomChoosesASet(t *testing.T) {
	g, err := rules.New(rules.Setup{Seed: 5, Players: [2]rules.Deck{{Hero: ruletest.HeroA, Arena: spareArena(), Cards: gemDeck()}, {Hero: ruletest.HeroB, Arena: spareArena(), Cards: gemDeck()}}})
	if err != nil {
		t.Fatal(err)
	}
	r := rules.NewRandom(9)
	g.SetDecider(p1, r)
	g.SetDecider(p2, r)
	if err := g.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	for p := rules.Player(0); p < 2; p++ {
		heads := 0
		for i := range g.State().Objs {
			o := g.State().Obj(rules.ObjID(i))
			if o.Owner == p && !o.Gone && g.State().CardOf(rules.ObjID(i)).Subtypes.Has(rules.Head) {
				heads++
			}
		}
		if heads != 1 {
			t.Errorf("p%d started with %d helms, want 1", p+1, heads)
		}
	}
}

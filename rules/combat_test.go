package rules_test

import (
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

var (
	mutt   = ruletest.Attack("Mutt", 3, 6, 2)
	bauble = ruletest.Resource("Bauble", 3)
	helm   = ruletest.Equipment("Helm", rules.Head, 1, rules.BladeBreak)
	dodge  = ruletest.DefenseReaction("Dodge", 0, 2)
)

// CR 7: one attack through every step: the layer step, the attack step,
// the defend step (an equipment with blade break defends), the reaction
// step (a defense reaction adds its defense), the damage step (power
// minus defense), the resolution step, and the close step (blade break
// destroys the equipment, CR 8.3.3).
func TestCR_7_AnAttackThroughEveryStep(t *testing.T) {
	x := ruletest.Position(mutt, bauble, helm, dodge).
		Hand("Mutt", "Bauble").
		P2().Arena("Helm").Hand("Dodge").
		Start(t)
	var steps []rules.Step
	x.G.SetObserver(func(_ *rules.Game, e *rules.Event) {
		if e.Kind == rules.EvStep {
			steps = append(steps, e.Step)
		}
		x.Events = append(x.Events, *e)
	})
	x.Run(ruletest.Play(p1, "Mutt"), // the Bauble is the only card to pitch: no question
		ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, "Helm"),
		ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1), ruletest.Play(p2, "Dodge"),
		ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 17, "6 power - 1 helm - 2 dodge")
	x.WantZone(p2, rules.ZoneArena, "Beta")
	x.WantZone(p2, rules.ZoneGraveyard, "Helm", "Dodge")
	x.WantZone(p1, rules.ZoneGraveyard, "Mutt")
	want := []rules.Step{rules.StepLayer, rules.StepAttack, rules.StepDefend, rules.StepReaction, rules.StepDamage, rules.StepResolution, rules.StepClose}
	if !slices.Equal(steps, want) {
		t.Errorf("steps %v, want %v", steps, want)
	}
	if x.G.State().Chain.Open {
		t.Error("the chain is still open")
	}
}

// CR 7.3.2a: the defending hero may defend with cards from hand that have
// defense and are not defense reactions, and with equipment in the arena.
func TestCR_7_3_2a_WhatMayDefend(t *testing.T) {
	plan := ruletest.Action("Plan", 0, 3)
	bare := ruletest.Instant("Bare", 0) // no defense
	sword := ruletest.Weapon("Sword", 1, 2)
	x := ruletest.Position(mutt, plan, bare, sword, helm, dodge).
		Hand("Mutt").Resources(3).
		P2().Hand("Plan", "Bare", "Dodge", "Gem").Arena("Sword", "Helm").
		Start(t)
	var offered []string
	look := ruletest.Answer(rules.AskDefenders, p2, "look", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		for _, o := range pr.Options {
			offered = append(offered, ruletest.KeyOf(v, o.Obj))
		}
		return rules.Answer{}, nil
	})
	x.Run(ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), look)
	slices.Sort(offered)
	if want := []string{"Gem", "Helm", "Plan"}; !slices.Equal(offered, want) {
		t.Errorf("defenders offered %q, want %q", offered, want)
	}
}

// CR 7.5.2, 7.5.5: the attack deals its power minus the total defense, and
// hits when it deals damage; with defense at least its power it deals
// nothing and does not hit.
func TestCR_7_5_2_DamageIsPowerMinusDefense(t *testing.T) {
	big := ruletest.Resource("Big", 3)
	big.Defense = 6
	for _, tc := range []struct {
		rule   string
		defend []string
		life   int
		hit    bool
	}{
		{"7.5.2", nil, 14, true},
		{"7.5.2", []string{"Gem"}, 17, true},
		{"7.5.2", []string{"Gem", "Gem"}, 20, false},
		{"7.5.2", []string{"Big"}, 20, false},
	} {
		x := ruletest.Position(mutt, big).Hand("Mutt").Resources(3).P2().Hand("Gem", "Gem", "Big").Start(t)
		x.Run(ruletest.Play(p1, "Mutt"), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, tc.defend...),
			ruletest.PassToStep(rules.StepResolution, p1))
		x.WantLife(p2, tc.life, "CR "+tc.rule)
		if l := x.G.State().Chain.Active(); l == nil || l.Hit != tc.hit {
			t.Errorf("CR %s: defended by %q, link %+v, want hit %v", tc.rule, tc.defend, l, tc.hit)
		}
		if n := x.Count(rules.EvHit); (n == 1) != tc.hit {
			t.Errorf("CR 7.5.5: %d hit events, want hit %v", n, tc.hit)
		}
	}
}

// CR 7.2.3b, 1.4.3c: when a weapon attacks again, its earlier proxy
// ceases to exist; the earlier link keeps what it knew.
func TestCR_7_2_3b_AnEarlierProxyCeasesWhenItsWeaponAttacksAgain(t *testing.T) {
	club := &rules.Card{Name: "Club", Types: rules.Weapon, Subtypes: rules.Club | rules.TwoHanded, Classes: rules.Generic, Power: 3, Props: rules.HasPower,
		Activated: []rules.Activated{{Type: rules.Action, Attack: true}}}
	rally := ruletest.Action("Rally", 0, 3, rules.AttacksGet{Filter: rules.AttackFilter{Weapon: true}, Gains: rules.GoAgain})
	rally.Keywords = rules.GoAgain
	x := ruletest.Position(club, rally).Arena("Club").Hand("Rally").Start(t)
	x.Run(ruletest.Play(p1, "Rally"), ruletest.PassToStep(rules.StepNone, p1),
		ruletest.Activate(p1, "Club"), ruletest.PassToStep(rules.StepResolution, p1),
		ruletest.Activate(p1, "Club"), ruletest.Pass(p1), ruletest.Pass(p2))
	links := x.G.State().Chain.Links
	if len(links) != 2 {
		t.Fatalf("%d chain links, want 2", len(links))
	}
	if !x.G.State().Obj(links[0].Attack).Gone {
		t.Error("the first proxy still exists after its weapon attacked again")
	}
	if x.G.State().Obj(links[1].Attack).Gone || links[0].Power != 3 {
		t.Errorf("second proxy gone=%v, first link remembers power %d (want 3)", x.G.State().Obj(links[1].Attack).Gone, links[0].Power)
	}
	x.WantLife(p2, 17, "the first attack's 3")
}

// CR 7.6.2a: an attack that left the chain after it hit still gives go
// again, by its last known information.
func TestCR_7_6_2a_GoAgainByLastKnownInformation(t *testing.T) {
	swift := ruletest.Attack("Swift", 0, 3, 2)
	swift.Keywords = rules.GoAgain
	smite := ruletest.Instant("Smite", 0, rules.DestroyAttack{})
	x := ruletest.Position(swift, smite).Hand("Swift").P2().Hand("Smite").Start(t)
	x.Run(ruletest.Play(p1, "Swift"), ruletest.PassToStep(rules.StepDamage, p1), ruletest.Pass(p1),
		ruletest.Play(p2, "Smite"), ruletest.Pass(p2), ruletest.Pass(p1), ruletest.PassToStep(rules.StepNone, p1))
	x.WantLife(p2, 17, "it hit before it left")
	x.WantActions(p1, 1, "go again from the attack's last known information")
	x.WantZone(p1, rules.ZoneGraveyard, "Swift")
}

// CR 7.4.2d, 7.0.5: a defense reaction that resolves becomes a defending
// card of the link, from hand.
func TestCR_7_4_2d_ADefenseReactionBecomesADefendingCard(t *testing.T) {
	x := ruletest.Position(mutt, dodge).Hand("Mutt").Resources(3).P2().Hand("Dodge").Start(t)
	x.Run(ruletest.Play(p1, "Mutt"), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Pass(p1),
		ruletest.Play(p2, "Dodge"), ruletest.Pass(p2), ruletest.Pass(p1))
	l := x.G.State().Chain.Active()
	if len(l.Defenders) != 1 || x.G.State().CardOf(l.Defenders[0]).Name != "Dodge" || l.FromHand != 1 {
		t.Errorf("link defenders %v (from hand %d), want Dodge from hand", l.Defenders, l.FromHand)
	}
}

// CR 7.3.2: the defending hero may declare no defending card, asked or with
// nothing that could defend; the defend step says so in one event
// (EvNoDefense, for the log), of the defender and the attack, and never
// beside a card declared (EvDefend).
func TestCR_7_3_2_NoDefenseIsAnEvent(t *testing.T) {
	for _, tc := range []struct {
		name   string
		hand   []string
		defend []string
		none   int
	}{
		{"asked, declares none", []string{"Gem"}, nil, 1},
		{"nothing to defend with", nil, nil, 1},
		{"declares a card", []string{"Gem"}, []string{"Gem"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ruletest.Position(mutt).Hand("Mutt").Resources(3).P2().Hand(tc.hand...).Start(t)
			x.Run(ruletest.Play(p1, "Mutt"))
			if len(tc.hand) > 0 {
				x.Run(ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, tc.defend...))
			}
			x.Run(ruletest.PassToStep(rules.StepReaction, p1))
			if n := x.Count(rules.EvNoDefense); n != tc.none {
				t.Fatalf("%d no-defense events, want %d", n, tc.none)
			}
			if n := x.Count(rules.EvDefend); n != len(tc.defend) {
				t.Errorf("%d defend events, want %d", n, len(tc.defend))
			}
			for _, e := range x.Events {
				if e.Kind == rules.EvNoDefense && (e.Player != p2 || e.Obj != x.Attack() || e.Rule != rules.CR(7, 3, 2) || e.Step != rules.StepDefend) {
					t.Errorf("no-defense event %+v: want p2, the attack %d, CR 7.3.2, in the defend step", e, x.Attack())
				}
			}
		})
	}
}

// CR 7.6.2: a chain link says whether its attack gave an action point as
// it resolved (ChainLink.GaveAction), what happened then, for the board:
// an attack with go again did, one with none did not, and one that left
// the chain did by its last known go again (CR 7.6.2a), an effect's go
// again included, though the card in the graveyard has none of it now.
func TestCR_7_6_2_TheLinkSaysItGaveAnActionPoint(t *testing.T) {
	swift := ruletest.Attack("Swift", 0, 3, 2)
	swift.Keywords = rules.GoAgain
	plain := ruletest.Attack("Plain", 0, 3, 2)
	rush := ruletest.Action("Rush", 0, 3, rules.NextAttack{Gains: rules.GoAgain})
	rush.Keywords = rules.GoAgain
	smite := ruletest.Instant("Smite", 0, rules.DestroyAttack{})
	for _, tc := range []struct {
		name   string
		hand   []string
		before []ruletest.Step
		attack string
		smite  bool
		want   bool
	}{
		{"go again", []string{"Swift"}, nil, "Swift", false, true},
		{"no go again", []string{"Plain"}, nil, "Plain", false, false},
		{"an effect's go again, the attack gone", []string{"Rush", "Plain"},
			[]ruletest.Step{ruletest.Play(p1, "Rush"), ruletest.PassToStep(rules.StepNone, p1)}, "Plain", true, true},
	} {
		x := ruletest.Position(swift, plain, rush, smite).Hand(tc.hand...).P2().Hand("Smite").Start(t)
		x.Run(tc.before...)
		x.Run(ruletest.Play(p1, tc.attack), ruletest.PassToStep(rules.StepDamage, p1), ruletest.Pass(p1))
		if tc.smite {
			x.Run(ruletest.Play(p2, "Smite"), ruletest.Pass(p2))
		} else {
			x.Run(ruletest.Pass(p2))
		}
		x.Run(ruletest.PassToStep(rules.StepResolution, p1))
		v := x.G.ViewFor(p1)
		l, ok := v.ActiveLink()
		if !ok {
			links := v.Chain()
			l = links[len(links)-1]
		}
		if l.GaveAction != tc.want {
			t.Errorf("%s: GaveAction %v, want %v", tc.name, l.GaveAction, tc.want)
		}
		if tc.smite && v.HasKeyword(l.Attack, rules.GoAgain) {
			t.Errorf("%s: the card in the graveyard still has go again: the case shows nothing", tc.name)
		}
		x.WantActions(p1, map[bool]int{true: 1, false: 0}[tc.want], tc.name)
	}
}

// CR 7.6.3, 8.1.1c: in the resolution step the turn player may attack
// again while they hold an action point — the one the link's go again
// gave (CR 7.6.2) or one left from before — and not without one
// (View.AttackAgain, what the board says and stops by). Every player sees
// it alike, and it agrees with the timing of an attack action with the
// stack empty; before the resolution step it is false.
func TestCR_7_6_3_AttackAgainWithAnActionPoint(t *testing.T) {
	swift := ruletest.Attack("Swift", 0, 3, 2)
	swift.Keywords = rules.GoAgain
	plain := ruletest.Attack("Plain", 0, 3, 2)
	for _, tc := range []struct {
		name    string
		attack  string
		actions int
		want    bool
	}{
		{"go again", "Swift", 1, true},
		{"no go again, one point left", "Plain", 2, true},
		{"no go again, none left", "Plain", 1, false},
	} {
		x := ruletest.Position(swift, plain).Hand(tc.attack).Actions(tc.actions).Start(t)
		x.Run(ruletest.Play(p1, tc.attack), ruletest.PassToStep(rules.StepDamage, p1))
		for _, viewer := range []rules.Player{p1, p2, rules.Omniscient} {
			if x.G.ViewFor(viewer).AttackAgain() {
				t.Errorf("%s: attack again in the damage step (viewer %d)", tc.name, viewer)
			}
		}
		x.Run(ruletest.PassToStep(rules.StepResolution, p1))
		for _, viewer := range []rules.Player{p1, p2, rules.Omniscient} {
			if got := x.G.ViewFor(viewer).AttackAgain(); got != tc.want {
				t.Errorf("%s: viewer %d: attack again %v, want %v", tc.name, viewer, got, tc.want)
			}
		}
		v := x.G.Omniscient()
		if r, _ := v.Timing(p1, rules.Action, true); (r == rules.ReasonNone) != tc.want {
			t.Errorf("%s: the timing of an attack says %v, attack again %v", tc.name, r, tc.want)
		}
	}
	// While the next attack is being played (its pitch asked), its action
	// point is paid and the step is still the resolution step: that is
	// the attack again.
	heavy := ruletest.Attack("Heavy", 1, 5, 2)
	gem, stone := ruletest.Resource("Gem", 1), ruletest.Resource("Stone", 2)
	x := ruletest.Position(swift, heavy, gem, stone).Hand("Swift", "Heavy", "Gem", "Stone").Start(t)
	x.Run(ruletest.Play(p1, "Swift"), ruletest.PassToStep(rules.StepResolution, p1))
	asked := false
	x.Run(ruletest.Play(p1, "Heavy"), ruletest.Answer(rules.AskPitch, p1, "look, pitch Gem", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		asked = v.Step() == rules.StepResolution && v.Actions(p1) == 0
		if !v.AttackAgain() {
			t.Errorf("paying for the next attack: attack again false")
		}
		return ruletest.PickOption(v, pr, rules.ActPitch, "Gem")
	}))
	if !asked {
		t.Error("the pitch was not asked in the resolution step with the action point paid: the case tests nothing")
	}
	if x.G.Omniscient().AttackAgain() {
		t.Errorf("attack again once the next attack is played (the %v step)", x.G.Omniscient().Step())
	}
}

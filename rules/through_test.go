package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 7.5.2: an attack deals the difference between its power and the
// total defense of its defending cards when its power is greater, and no
// damage otherwise.
func TestCR_7_5_2_Through(t *testing.T) {
	for _, tc := range []struct {
		power    int
		defenses []int
		want     int
	}{
		{5, nil, 5},
		{5, []int{2, 2}, 1},
		{5, []int{3, 2}, 0},
		{3, []int{4}, 0},
		{0, nil, 0},
	} {
		if got := rules.Through(tc.power, tc.defenses...); got != tc.want {
			t.Errorf("Through(%d, %v) = %d, want %d", tc.power, tc.defenses, got, tc.want)
		}
	}
}

// LeastThrough is the least damage any answer the defend question allows
// lets through now: every card counts for a plain attack, one card from
// hand for an attack with dominate (CR 8.3.4), and only the question's
// own answers count (a question that is not a defend question has none).
func TestLeastThrough(t *testing.T) {
	p1, p2 := ruletest.P1, ruletest.P2
	heavy := ruletest.Attack("Heavy", 0, 9, 2)
	crush := ruletest.Attack("Crush", 0, 9, 2)
	crush.Keywords = rules.Dominate
	small := ruletest.Attack("Small", 0, 2, 2)
	helm := ruletest.Equipment("Helm", rules.Head, 1, 0)
	for _, tc := range []struct {
		attack string
		want   int
	}{
		{"Heavy", 9 - (3 + 3 + 2 + 1)}, // 0: both Blocks, the Ward and the Helm
		{"Crush", 9 - (3 + 1)},         // one Block from hand, and the Helm
		{"Small", 0},
	} {
		x := ruletest.Position(heavy, crush, small, helm, ruletest.Attack("Block", 0, 3, 3), ruletest.Action("Ward", 0, 1)).
			Hand(tc.attack).P2().Hand("Block", "Block", "Ward").Arena("Helm").Start(t)
		x.Run(ruletest.Play(p1, tc.attack), ruletest.PassTo(rules.AskDefenders, p2))
		pr := x.Prompt()
		got, ok := x.G.ViewFor(p2).LeastThrough(&pr)
		if !ok || got != tc.want {
			t.Errorf("%s: LeastThrough = %d, %v; want %d, true", tc.attack, got, ok, tc.want)
		}
	}
	x := ruletest.Position(heavy).Hand("Heavy").Start(t)
	x.Run()
	pr := x.Prompt()
	if _, ok := x.G.ViewFor(p1).LeastThrough(&pr); ok {
		t.Errorf("a priority question has a least damage through")
	}
}

// DefendsWith counts what works only while a card defends (CR 7.0.5): a
// permanent's "your attack action cards get +3{d} while defending" and an
// equipment's "+2{d} while defending a weapon attack"; a card the bonus
// is not for keeps its defense. LeastThrough and, in the defend step,
// the forecast of a card in hand count the same numbers.
func TestDefendsWithCountsWhatWorksWhileDefending(t *testing.T) {
	p1, p2 := ruletest.P1, ruletest.P2
	stacked := ruletest.Action("Stacked", 0, 1)
	stacked.Subtypes = rules.Aura
	stacked.Statics = []rules.Static{{Defenders: &rules.AttackFilter{ActionCard: true}, Defense: 3}}
	parry := ruletest.Equipment("Parry", rules.Arms, 1, 0)
	parry.Statics = []rules.Static{{If: rules.DefendingWeaponAttack, Defense: 2}}
	heavy := ruletest.Attack("Heavy", 0, 12, 2)
	for _, tc := range []struct {
		name, attack string
		want         map[string]int
		least        int
	}{
		{"a card attack", "Heavy", map[string]int{"Block": 3 + 3, "Ward": 2, "Parry": 1}, 12 - (6 + 2 + 1)},
		{"a weapon attack", "Sword", map[string]int{"Block": 3 + 3, "Ward": 2, "Parry": 1 + 2}, 0},
	} {
		x := ruletest.Position(heavy, ruletest.Weapon("Sword", 0, 9), stacked, parry, ruletest.Attack("Block", 0, 3, 3), ruletest.Action("Ward", 0, 1)).
			Hand("Heavy").Arena("Sword").P2().Hand("Block", "Ward").Arena("Stacked", "Parry").Start(t)
		if tc.attack == "Sword" {
			x.Run(ruletest.Activate(p1, "Sword"))
		} else {
			x.Run(ruletest.Play(p1, tc.attack))
		}
		x.Run(ruletest.PassTo(rules.AskDefenders, p2))
		v := x.G.ViewFor(p2)
		for key, want := range tc.want {
			zone := rules.ZoneHand
			if key == "Parry" {
				zone = rules.ZoneArena
			}
			obj := x.Find(p2, zone, key)
			if got, ok := v.DefendsWith(obj); !ok || got != want {
				t.Errorf("%s: %s defends with %d (%v), want %d", tc.name, key, got, ok, want)
			}
			if key == "Block" && v.Defense(obj) != 3 {
				t.Errorf("%s: Block in hand has %d defense, want its own 3", tc.name, v.Defense(obj))
			}
			// The forecast of a card in hand says the same in the
			// defend step (what it would defend with now).
			if f, ok := v.Forecast(obj); zone == rules.ZoneHand && (!ok || !f.HasDefense || f.Defense != want) {
				t.Errorf("%s: %s forecast defends with %d (%v), want %d", tc.name, key, f.Defense, ok, want)
			}
		}
		pr := x.Prompt()
		if got, _ := v.LeastThrough(&pr); got != tc.least {
			t.Errorf("%s: LeastThrough %d, want %d", tc.name, got, tc.least)
		}
	}
}

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

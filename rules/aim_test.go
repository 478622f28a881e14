package rules

import "testing"

// What a layer does to its target, read from its effects (CR 1.8.5):
// arcane damage harms, a power gain helps, a power loss harms, through
// the conditions and choices that generate them; nothing said, unknown.
func TestAimOf(t *testing.T) {
	for _, c := range []struct {
		name string
		effs []Effect
		want Aim
	}{
		{"deal arcane", []Effect{DealArcane{N: 3}}, AimHarm},
		{"if lightning flow, deal arcane", []Effect{If{Then: []Effect{DealArcane{N: 3}}}}, AimHarm},
		{"target attack gets +2", []Effect{TargetGets{Power: 2}}, AimHelp},
		{"target attack gets go again", []Effect{May{Then: []Effect{TargetGets{Gains: GoAgain}}}}, AimHelp},
		{"target attack gets -1", []Effect{TargetGets{Power: -1}}, AimHarm},
		{"nothing about the target", []Effect{GainLife{N: 1}}, AimUnknown},
		{"none", nil, AimUnknown},
	} {
		if got := aimOf(c.effs); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

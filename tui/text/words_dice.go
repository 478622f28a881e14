package text

// The words of dice (CR 1.1.1a, rules/dice.go): the roll in the log.

import "github.com/rathe-tcg/rathe/rules"

var _ = family(map[string]both{
	"event.roll": {
		en: "%s rolls a die for %s: %d",
		ja: "%sが%sのためにサイコロを振る: %d"},
})

var _ = phrasing(map[string]phrased{
	// dice (rules/dice.go)
	"roll-die": {
		en: on(func(r *cardRenderer, e rules.RollDie) string {
			return sp("roll a %d-sided die (CR 1.1.1a), then ", e.Sides) + r.nested(e.Then)
		}),
		ja: on(func(r *cardRenderer, e rules.RollDie) string {
			return sp("%d面のサイコロを1個振り(CR 1.1.1a)、", e.Sides) + r.nested(e.Then)
		})},
	"base-intellect-is-rolled": {
		en: lit("your base intellect is the number rolled until the end of the turn (CR 2.4.2)"),
		ja: lit("ターン終了時まで、あなたの基本知力は出た目の数になる(CR 2.4.2)")},
})

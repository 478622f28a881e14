package text

// The words of "defended by" (CR 7.0.5, 7.3.2d; rules/defended.go): the
// card-text phrases of its triggers, conditions and restrictions.

import (
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

var _ = phrasing(map[string]phrased{
	"defends-together-with": {
		en: on(func(r *cardRenderer, p rules.DefendingColour) string {
			return sp("it defends together with %d or more %s cards (CR 7.3.2d)", p.N, strings.ToLower(r.w.ColorName(p.Color)))
		}),
		ja: on(func(r *cardRenderer, p rules.DefendingColour) string {
			return sp("これが%sのカード%d枚以上と共に防御した(CR 7.3.2d)", r.w.ColorName(p.Color), p.N)
		}),
		by: rules.DefendsTogetherWith(rules.Yellow, 2)},
	// defended by an attack action card (rules/defended.go)
	"attack-action-defends-this-link": {
		en: lit("an attack action card defends this chain link (CR 7.0.5)"),
		// 攻撃・アクションカードによる防御(rules/defended.go)
		ja: lit("攻撃・アクションカードがこのチェインリンクで防御している(CR 7.0.5)")},
	"target-defended-by-attack-action": {
		en: lit("the target attack is defended by an attack action card (CR 7.0.5)"),
		ja: lit("対象の攻撃が攻撃・アクションカードで防御されている(CR 7.0.5)")},
	"defended-by-attack-action": {
		en: lit("this is defended by an attack action card (CR 7.0.5)"),
		ja: lit("これが攻撃・アクションカードで防御されている(CR 7.0.5)")},
	"defending-weapon-attack": {
		en: lit("this is defending a weapon attack"),
		ja: lit("これが武器の攻撃を防御している")},
	"when-this-is-defended": {
		en: lit("when this is defended by 1 or more cards"),
		ja: lit("これが1枚以上のカードで防御されたとき")},
	"when-this-is-defended-by": {
		en: on(func(r *cardRenderer, w rules.When) string {
			return "each time this is defended by 1 or more " + r.filter(w.Filter, false) + "s (CR 7.0.5a)"
		}),
		ja: on(func(r *cardRenderer, w rules.When) string {
			return "これが1枚以上の" + r.filter(w.Filter, false) + "で防御されるたび(CR 7.0.5a)"
		}),
		by: rules.WhenThisIsDefendedByAttackActionCards},
})

package text

// The words of arcane damage (CR 8.5.3b, rules/arcane.go): the card-text
// phrases.

import "github.com/rathe-tcg/rathe/rules"

var _ = phrasing(map[string]phrased{
	// arcane damage, prevention, lightning flow
	"deal-arcane": {
		en: on(func(r *cardRenderer, e rules.DealArcane) string {
			if r.c != nil && r.c.Target != nil {
				return sp("deal %d arcane damage to the target hero", e.N)
			}
			return sp("deal %d arcane damage to the opposing hero", e.N)
		}),
		// 秘術ダメージ (arcane damage), 軽減 (prevention), lightning flow
		ja: on(func(r *cardRenderer, e rules.DealArcane) string {
			if r.c != nil && r.c.Target != nil {
				return sp("対象のヒーローに%d点の秘術ダメージを与える", e.N)
			}
			return sp("対戦相手のヒーローに%d点の秘術ダメージを与える", e.N)
		})},
	"deal-arcane-to-hit-hero": {
		en: on(func(r *cardRenderer, e rules.DealArcaneToHitHero) string {
			return sp("deal %d arcane damage to %s", e.N, r.that("that hero"))
		}),
		ja: on(func(r *cardRenderer, e rules.DealArcaneToHitHero) string {
			return sp("%sに%d点の秘術ダメージを与える", r.that("そのヒーロー"), e.N)
		})},
})

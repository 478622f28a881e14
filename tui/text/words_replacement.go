package text

// The words of replacement effects (CR 6.4, rules/replacement.go): damage
// and power gains changed, the order the player chooses, and the ones
// waiting on the board.

import "github.com/rathe-tcg/rathe/rules"

var _ = family(map[string]both{
	"event.replace": {
		en: "damage to %s changes by %+d",
		ja: "%sが受けるダメージが%+d点変わる"},
	// Replacement effects on power gains (CR 6.4).
	"event.replace-power": {
		en: "%s: %s makes its power gain %d more",
		ja: "%s: %sにより、得るパワーが%d増える"},
	"prompt.order-replacements": {
		en: "%s: order the effects that change the power %s gains: the first one applies first",
		ja: "%s: %sが得るパワーを変える効果の順番を選択(最初に選んだものが先に適用される)"},
	"explain.order-replacement": {
		en: "the effect of %s applies next (each applies once)",
		ja: "%sの効果を次に適用する(それぞれ1回だけ適用される)"},
	"board.wait-damage-more": {
		en: "the next damage is %d more",
		ja: "次のダメージは%d点多い"},
	"board.wait-damage-less": {
		en: "the next damage is %d less",
		ja: "次のダメージは%d点少ない"},
	"board.wait-gain": {
		en: "each power gain is %d more",
		ja: "攻撃がパワーを得るたび%d多く得る"},
	"board.wait-gain-once": {
		en: "the next power gain is %d more",
		ja: "次に攻撃がパワーを得るとき%d多く得る"},
})

var _ = phrasing(map[string]phrased{
	"replace-next-damage": {
		en: on((*cardRenderer).replaceEN),
		ja: on((*cardRenderer).replaceJA)},
	// replacement effects, played facts, Earth Bond
	"gain-plus": {
		en: on(func(_ *cardRenderer, e rules.GainPlus) string {
			if e.Once {
				return sp("the next time an attack would gain power this turn, it gains that much plus %d instead (CR 6.4)", e.N)
			}
			return sp("this turn, each time an attack would gain power, it gains that much plus %d instead (CR 6.4)", e.N)
		}),
		// 置換効果、プレイの仕方、大地の絆
		ja: on(func(_ *cardRenderer, e rules.GainPlus) string {
			if e.Once {
				return sp("このターン、次に攻撃がパワーを得る場合、代わりにその値に%dを加えた値を得る(CR 6.4)", e.N)
			}
			return sp("このターン、攻撃がパワーを得るたび、代わりにその値に%dを加えた値を得る(CR 6.4)", e.N)
		})},
	"instead": {
		en: on(func(r *cardRenderer, e rules.Instead) string {
			return r.nested(e.Then) + "; if " + r.condition(e.If) + ", instead " + r.nested(e.Instead) + " (CR 6.4.7)"
		}),
		ja: on(func(r *cardRenderer, e rules.Instead) string {
			return r.nested(e.Then) + "。" + r.condition(e.If) + "場合、代わりに" + r.nested(e.Instead) + "(CR 6.4.7)"
		})},
})

func (r *cardRenderer) replaceEN(e rules.ReplaceNextDamage) string {
	if d := e.Delta; d < 0 {
		return sp("the next time your hero would be dealt damage this turn, it is dealt %d less instead (CR 6.4)", -d)
	}
	return sp("the next time your hero would be dealt damage this turn, it is dealt %d more instead (CR 6.4)", e.Delta)
}

func (r *cardRenderer) replaceJA(e rules.ReplaceNextDamage) string {
	if d := e.Delta; d < 0 {
		return sp("このターン、次にあなたがダメージを受ける場合、代わりにそれより%d点少ないダメージを受ける(CR 6.4)", -d)
	}
	return sp("このターン、次にあなたがダメージを受ける場合、代わりにそれより%d点多いダメージを受ける(CR 6.4)", e.Delta)
}

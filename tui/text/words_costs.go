package text

// The words of costs (CR 1.14, 5.1; rules/costs.go): the card-text phrases
// of additional, optional and activation costs.

import (
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

var _ = phrasing(map[string]phrased{
	// costs
	"cost-discard-random": {
		en: lit("discard a random card"),
		ja: lit("カードを1枚ランダムに捨てる")},
	"cost-destroy-self": {
		en: lit("destroy this"),
		ja: lit("これを破壊する")},
	"cost-discard": {
		en: lit("discard a card"),
		ja: lit("カードを1枚捨てる")},
	"cost-discard-self": {
		en: lit("discard this from your hand (CR 1.7.4b)"),
		ja: lit("手札のこれを捨てる(CR 1.7.4b)")},
	"cost-reveal": {
		en: on(func(_ *cardRenderer, e rules.RevealCost) string {
			return sp("reveal a card from hand that costs %d or less", e.Max)
		}),
		ja: on(func(_ *cardRenderer, e rules.RevealCost) string {
			return sp("手札からコストが%d以下のカードを1枚公開する", e.Max)
		})},
	"cost-bottom-from-hand": {
		en: lit("put a card from your hand on the bottom of your deck"),
		ja: lit("手札のカードを1枚デッキの一番下に置く")},
	"cost-banish-from-graveyard": {
		en: on(func(r *cardRenderer, e rules.BanishFromGraveyardCost) string {
			var parts []string
			for _, c := range [3]struct {
				n   int
				col rules.Color
			}{{e.Red, rules.Red}, {e.Yellow, rules.Yellow}, {e.Blue, rules.Blue}} {
				if c.n > 0 {
					parts = append(parts, plural(c.n, article(r.w.ColorName(c.col))+" card", sp("%%d %s cards", r.w.ColorName(c.col))))
				}
			}
			return "banish " + strings.Join(parts, " and ") + " of your choice from your graveyard (CR 8.5.1)"
		}),
		ja: on(func(r *cardRenderer, e rules.BanishFromGraveyardCost) string {
			var parts []string
			for _, c := range [3]struct {
				n   int
				col rules.Color
			}{{e.Red, rules.Red}, {e.Yellow, rules.Yellow}, {e.Blue, rules.Blue}} {
				if c.n > 0 {
					parts = append(parts, sp("%sのカード%d枚", r.w.ColorName(c.col), c.n))
				}
			}
			return "あなたの墓地から、あなたが選んだ" + strings.Join(parts, "と") + "を追放する(CR 8.5.1)"
		})},
})

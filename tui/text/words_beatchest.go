package text

// The words of beat chest (CR 8.3.33, rules/beatchest.go): the optional
// additional cost and the condition of having paid it this turn.

import "github.com/rathe-tcg/rathe/rules"

var _ = phrasing(map[string]phrased{
	"beat-chest": {
		en: on(func(_ *cardRenderer, e rules.BeatChest) string {
			return sp("discard a card with power %d or more (beat chest, CR 8.3.33)", e.Power())
		}),
		ja: on(func(_ *cardRenderer, e rules.BeatChest) string {
			return sp("パワー%d以上のカードを1枚捨てる(CR 8.3.33、ビートチェスト)", e.Power())
		})},
	"beaten-chest-this-turn": {
		en: lit("you have beaten chest this turn (CR 8.3.33a)"),
		ja: lit("このターン、あなたがビートチェストした(CR 8.3.33a)")},
})

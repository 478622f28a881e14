package text

// The words of prevention (CR 6.4.10, rules/prevention.go): its events, the
// order the player chooses, and the shields waiting on the board.

import "github.com/rathe-tcg/rathe/rules"

var _ = family(map[string]both{
	"event.prevent": {
		en: "%d damage to %s is prevented",
		ja: "%[2]sが受ける%[1]d点のダメージを軽減"},
	"event.prevent-by": {
		en: "%d damage to %s is prevented by %s",
		ja: "%[3]sにより%[2]sが受ける%[1]d点のダメージを軽減"},
	"purpose.prevent": {
		en: "choose the prevention to apply next to this damage (CR 6.5.2)",
		ja: "このダメージに次に適用する軽減を選択(CR 6.5.2)"},
	"purpose-noun.prevent": {
		en: "to prevent damage",
		ja: "ダメージを軽減する"},
	"board.wait-prevent": {
		en: "prevent the next %d damage",
		ja: "次の%d点のダメージを軽減"},
	"board.wait-prevent-arcane": {
		en: "prevent the next %d arcane damage",
		ja: "次の%d点の秘術ダメージを軽減"},
	"board.wait-prevent-once": {
		en: "prevent %d of the next damage",
		ja: "次のダメージのうち%d点を軽減"},
	"board.wait-prevent-once-arcane": {
		en: "prevent %d of the next arcane damage",
		ja: "次の秘術ダメージのうち%d点を軽減"},
	"board.wait-creates": {
		en: "%s; if any is prevented, create %s token",
		ja: "%s。軽減したら「%s」トークンを1つ作成"},
})

var _ = phrasing(map[string]phrased{
	"prevent-next": {
		en: on(func(_ *cardRenderer, e rules.PreventNext) string {
			return sp("prevent the next %d damage your hero would be dealt this turn", e.N)
		}),
		ja: on(func(_ *cardRenderer, e rules.PreventNext) string {
			return sp("このターン、あなたが受ける次の%d点のダメージを軽減する", e.N)
		})},
	"prevent-damage": {
		en: on((*cardRenderer).preventEN),
		ja: on((*cardRenderer).preventJA)},
})

// preventEN: a shield or a fixed prevention, of one type of damage or any.
func (r *cardRenderer) preventEN(e rules.PreventDamage) string {
	kind := ""
	if e.Kind == rules.DamageArcane {
		kind = "arcane "
	}
	if e.Once && e.Creates != nil {
		return sp("the next time your hero would be dealt %sdamage this turn, prevent %d of that damage (CR 6.4.10i); if any is prevented, %s",
			kind, e.N, r.text(rules.CreateToken{Token: e.Creates}.Text()))
	}
	if e.Once {
		return sp("the next time your hero would be dealt %sdamage this turn, prevent %d of that damage (CR 6.4.10i)", kind, e.N)
	}
	return sp("prevent the next %d %sdamage your hero would be dealt this turn (CR 6.4.10j)", e.N, kind)
}

// preventJA: a shield or a fixed prevention.
func (r *cardRenderer) preventJA(e rules.PreventDamage) string {
	kind := "ダメージ"
	if e.Kind == rules.DamageArcane {
		kind = "秘術ダメージ"
	}
	if e.Once && e.Creates != nil {
		return sp("このターン、次にあなたが%sを受ける場合、そのうち%d点を軽減する(CR 6.4.10i)。軽減した場合、%s",
			kind, e.N, r.text(rules.CreateToken{Token: e.Creates}.Text()))
	}
	if e.Once {
		return sp("このターン、次にあなたが%sを受ける場合、そのうち%d点を軽減する(CR 6.4.10i)", kind, e.N)
	}
	return sp("このターン、あなたが受ける次の%d点の%sを軽減する(CR 6.4.10j)", e.N, kind)

}

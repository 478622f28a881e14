package text

// The words of attack statics and counted statics (rules/combo.go): the
// card text's sentences.

import (
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

var _ = family(map[string]both{
	// attack statics and counted statics (rules/combo.go)
	"text.your-nth-attack": {
		en: "Your %s attack each turn gets %s.",
		ja: "各ターンのあなたの%s攻撃は%sを得る。"},
	"text.static-per": {
		en: "This has %s for each %s.",
		ja: "%[2]s1つにつき、これは%[1]sを得る。"},
	"text.static-while-per": {
		en: "While %s: %s",
		ja: "%s場合：%s"},
	"text.static-defenders": {
		en: "Each %s you control has %s while it defends.",
		ja: "あなたがコントロールする%sは、防御している間%sを得る。"},
})

var _ = phrasing(map[string]phrased{
	// chain-link conditions and combo (rules/combo.go)
	"played-as-link-at-least": {
		en: on(func(_ *cardRenderer, p rules.ChainLinkNumber) string {
			return sp("this was played as chain link %d or higher", p.N)
		}),
		ja: on(func(_ *cardRenderer, p rules.ChainLinkNumber) string {
			return sp("これが%d番目以降のチェインリンクとしてプレイされた", p.N)
		}),
		by: rules.PlayedAsLinkAtLeast(3)},
	"attacks-hit-this-chain": {
		en: lit("attack that has hit this combat chain"),
		ja: lit("この戦闘チェインでヒットした攻撃")},
	"combo": {
		en: on(func(_ *cardRenderer, p rules.ComboNames) string {
			return "the last attack this combat chain was " + strings.Join(p.Names, " or ") + " (combo, CR 8.4.1)"
		}),
		ja: on(func(_ *cardRenderer, p rules.ComboNames) string {
			return "この戦闘チェインの直前の攻撃が" + strings.Join(p.Names, "か") + "だった(コンボ、CR 8.4.1)"
		}),
		by: rules.LastAttackWas("Head Jab")},
})

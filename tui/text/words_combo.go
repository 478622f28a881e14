package text

// The words of attack statics and counted statics (rules/combo.go): the
// card text's sentences.

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

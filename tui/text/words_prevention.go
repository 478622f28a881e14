package text

// The words of prevention (CR 6.4.10, rules/prevention.go): its events, the
// order the player chooses, and the shields waiting on the board.

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
})

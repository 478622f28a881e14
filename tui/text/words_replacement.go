package text

// The words of replacement effects (CR 6.4, rules/replacement.go): damage
// and power gains changed, the order the player chooses, and the ones
// waiting on the board.

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

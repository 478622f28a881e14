package text

// The words of wager (CR 8.5.46, rules/wager.go): its events, the wager waiting on the board, the ability that settles it.

var _ = family(map[string]both{
	"ability.wager-settles": {
		en: "the wager is settled: if the attack hit, whoever wagered wins it; if not, the hero wagered with (CR 8.5.46)",
		ja: "賭けの決着: 攻撃がヒットしていれば賭けたプレイヤーが、していなければ賭けの相手のヒーローが勝つ(CR 8.5.46)"},
	"board.wait-wager": {
		en: "wagered %s token on its hit",
		ja: "ヒットに「%s」トークンを賭けている"},
	"board.wait-wager-none": {
		en: "wagered on its hit",
		ja: "ヒットに賭けている"},
	"board.wait-wager-two": {
		en: "wagered %s and %s token on its hit",
		ja: "ヒットに「%s」と「%s」トークンを賭けている"},
	"event.wager": {
		en: "%s wagers with %s on %s",
		ja: "%sは%sと%sで賭ける"},
	"event.wager-prize": {
		en: "%s wagers %s token with %s on %s",
		ja: "%[1]sは%[3]sと%[4]sで「%[2]s」トークンを賭ける"},
	"event.wager-won": {
		en: "%s wins the wager of %s",
		ja: "%sが%sの賭けに勝つ"},
	"event.wager-won-prize": {
		en: "%s wins the wager of %s and takes its prize, %s token",
		ja: "%sが%sの賭けに勝ち、賞品の「%s」トークンを得る"},
})

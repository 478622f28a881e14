package text

// The words of wager (CR 8.5.46, rules/wager.go): its events, the wager waiting on the board, the ability that settles it.

import "github.com/rathe-tcg/rathe/rules"

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

var _ = phrasing(map[string]phrased{
	// wager and clash (rules/wager.go, rules/clash.go)
	"wager": {
		en: on(func(r *cardRenderer, e rules.Wager) string {
			if e.And != nil { // one prize of two tokens
				return sp("wager %s and %s token with %s (CR 8.5.46)", article(e.Prize.Name), article(e.And.Name), r.that("them"))
			}
			return sp("wager %s token with %s (CR 8.5.46)", article(e.Prize.Name), r.that("them"))
		}),
		// 賭けと激突(rules/wager.go, rules/clash.go)
		ja: on(func(r *cardRenderer, e rules.Wager) string {
			if e.And != nil { // one prize of two tokens
				return sp("%sと「%s」トークン1つと「%s」トークン1つを賭ける(CR 8.5.46)", r.that("そのヒーロー"), e.Prize.Name, e.And.Name)
			}
			return sp("%sと「%s」トークンを1つ賭ける(CR 8.5.46)", r.that("そのヒーロー"), e.Prize.Name)
		})},
	"target-wagers": {
		en: on(func(_ *cardRenderer, e rules.TargetWagers) string {
			return sp("the target attack wagers %s token with the defending hero (CR 8.5.46)", article(e.Prize.Name))
		}),
		ja: on(func(_ *cardRenderer, e rules.TargetWagers) string {
			return sp("対象の攻撃は防御ヒーローと「%s」トークンを1つ賭ける(CR 8.5.46)", e.Prize.Name)
		})},
	"wagered-this-chain-link": {
		en: lit("you have wagered this chain link (CR 8.5.46a)"),
		ja: lit("このチェインリンクであなたが賭けた(CR 8.5.46a)")},
	"your-attack-wagers": {
		en: on(func(r *cardRenderer, w rules.When) string {
			return "each time " + article(r.filter(w.Filter, true)) + " you control wagers (CR 8.5.46a)"
		}),
		ja: on(func(r *cardRenderer, w rules.When) string {
			return "あなたがコントロールする" + r.filter(w.Filter, true) + "が賭けるたび(CR 8.5.46a)"
		}),
		by: rules.WhenYourAttackWagers},
	"your-attack-wins-a-wager-nth": {
		en: on(func(r *cardRenderer, w rules.When) string {
			return "the " + r.ordinal(int(w.Nth)) + " time each " + r.filter(w.Filter, true) + " of yours wins a wager (CR 8.5.46a)"
		}),
		ja: on(func(r *cardRenderer, w rules.When) string {
			return sp("あなたの各%sが%s賭けに勝ったとき(CR 8.5.46a)", r.filter(w.Filter, true), r.ordinal(int(w.Nth)))
		}),
		by: rules.WhenYourAttackFirstWinsAWager},
})

var _ = keywordJA(keywordName{en: "Wager", ja: "賭け", unconfirmed: true})

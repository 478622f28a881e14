package text

// Why the computer opponent passes its turn: its plan keeps the cards
// (rules/bot: WhyLine, a pass that deals and costs nothing), or it holds
// cards and none can be played now (WhyNoPlay: no cost it can pay, no
// target). How many it holds is public; which, not.

var _ = family(map[string]both{
	// its plan passes, dealing nothing and costing the other player
	// nothing: no play it sees is worth the cards it keeps
	"bot.why.line-pass-keep": {
		en: "passes: keeping its cards is worth more than any play it sees this turn",
		ja: "パス: このターンに見えるどのプレイよりカードを残す方が価値がある"},
	"bot.why.no-play": {
		en: "passes the turn: none of the %d cards it holds can be played now",
		ja: "ターンをパス: 持っている%d枚のカードはどれも今はプレイできない"},
	"bot.why.no-play#one": {
		en: "passes the turn: the card it holds cannot be played now"},
})

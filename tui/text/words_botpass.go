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
	// a pass in a plan whose turn deals nothing and makes the other
	// player spend cards (blocks made, or blocks expected after it): the
	// turn's figures, not a block the pass expects
	"bot.why.line-pass-spend": {
		en: "passes: its plan deals no damage this turn, but makes the defender spend %d cards",
		ja: "パス: このターンの計画ではダメージを与えないが、相手にカードを%d枚使わせる"},
	"bot.why.line-pass-spend#one": {
		en: "passes: its plan deals no damage this turn, but makes the defender spend a card"},
	"bot.why.no-play": {
		en: "passes the turn: none of the %d cards it holds can be played now",
		ja: "ターンをパス: 持っている%d枚のカードはどれも今はプレイできない"},
	"bot.why.no-play#one": {
		en: "passes the turn: the card it holds cannot be played now"},
})

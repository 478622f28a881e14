package text

// Why the computer opponent passes a turn having played nothing (rules/bot:
// WhyNoPlay): it holds cards, and none can be played now (no cost it can
// pay, no target). How many it holds is public; which, not.

var _ = family(map[string]both{
	"bot.why.no-play": {
		en: "passes the turn: none of the %d cards it holds can be played now",
		ja: "ターンをパス: 持っている%d枚のカードはどれも今はプレイできない"},
	"bot.why.no-play#one": {
		en: "passes the turn: the card it holds cannot be played now"},
})

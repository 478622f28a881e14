package text

// What the other player is told when a hidden card moves (a fair log: the
// card stays hidden).

var _ = family(map[string]both{
	"revealed.draw": {
		en: "a card was drawn",
		ja: "カードが引かれました"},
	"revealed.reveal": {
		en: "a card was revealed",
		ja: "カードが公開されました"},
	"revealed.search": {
		en: "a deck was searched",
		ja: "デッキが探されました"},
	"revealed.discard": {
		en: "a card was discarded",
		ja: "カードが捨てられました"},
	"revealed.banish": {
		en: "a card was banished",
		ja: "カードが追放されました"},
	"revealed.shuffle": {
		en: "a deck was shuffled",
		ja: "デッキがシャッフルされました"},
	"revealed.turn-face-up": {
		en: "a card was turned face up",
		ja: "カードが表向きになりました"},
	"revealed.other": {
		en: "a hidden card came out",
		ja: "非公開のカードが明らかになりました"},
})

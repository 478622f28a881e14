package text

// The words of intimidate (CR 8.5.10): the event, what the other player
// sees of it, and the cards' return.

var _ = family(map[string]both{
	"event.intimidate": {
		en: "%s is intimidated: %s is banished face down",
		ja: "%sは威圧された: %sを裏向きで追放"},
	"ability.delayed-return": {
		en: "the cards it banished return to their owner's hand (CR 8.5.10)",
		ja: "追放されたカードがオーナーの手札に戻る(CR 8.5.10)"},
	"board.wait-return": {
		en: "%d cards banished face down return to hand at the end phase (intimidate)",
		ja: "裏向きで追放された%d枚は終了フェイズに手札に戻る(威圧)"},
	"board.wait-return#one": {
		en: "a card banished face down returns to hand at the end phase (intimidate)"},
	"revealed.intimidate": {
		en: "a card was banished by intimidate",
		ja: "威圧でカードが追放されました"},
})

var _ = phrasing(map[string]phrased{
	"intimidate": {
		en: lit("intimidate (CR 8.5.10)"),
		ja: lit("威圧する(CR 8.5.10)")},
	"intimidated-this-turn": {
		en: lit("you have intimidated this turn"),
		ja: lit("このターン、あなたが威圧した")},
})

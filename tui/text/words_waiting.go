package text

// The words of the delayed triggers the board lists among the waiting
// effects (rules.View.Waiting, rules/waitdelayed.go), and of what a fixed
// prevention creates.

var _ = family(map[string]both{
	"board.wait-return": {
		en: "%d cards banished face down return to hand at the end phase (intimidate)",
		ja: "裏向きで追放された%d枚は終了フェイズに手札に戻る(威圧)"},
	"board.wait-return#one": {
		en: "a card banished face down returns to hand at the end phase (intimidate)",
		ja: "裏向きで追放された1枚は終了フェイズに手札に戻る(威圧)"},
	"board.wait-creates": {
		en: "%s; if any is prevented, create %s token",
		ja: "%s。軽減したら「%s」トークンを1つ作成"},
})

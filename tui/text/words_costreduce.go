package text

// The words of cost statics and the next card's cost (CR 5.1.6a, 5.2.2b;
// rules/costreduce.go): the card text's sentences and the waiting cost on
// the board.

var _ = family(map[string]both{
	// cost statics (rules/costreduce.go)
	"text.costs-less": {
		en: "This costs %s less to play (CR 5.1.6a).",
		ja: "これをプレイするためのコストは%s少なくなる(CR 5.1.6a)。"},
	"text.costs-less-if": {
		en: "If %s, this costs %s less to play (CR 5.1.6a).",
		ja: "%s場合、これをプレイするためのコストは%s少なくなる(CR 5.1.6a)。"},
	"text.weapon-attacks-cost": {
		en: "The attacks of your %s weapons cost %s less to activate (CR 5.2.2b).",
		ja: "あなたの%sの武器の攻撃を起動するためのコストは%s少なくなる(CR 5.2.2b)。"},
	"text.weapon-attacks-cost-if": {
		en: "If %s, the attacks of your %s weapons cost %s less to activate (CR 5.2.2b).",
		ja: "%s場合、あなたの%sの武器の攻撃を起動するためのコストは%s少なくなる(CR 5.2.2b)。"},
	"board.wait-cost-set": {
		en: "next %s played costs %d",
		ja: "次にプレイする%sのコストは%d"},
	"board.wait-cost-less": {
		en: "next %s played costs %d less",
		ja: "次にプレイする%sのコスト%d減少"},
	"board.wait-cost-more": {
		en: "next %s played costs %d more",
		ja: "次にプレイする%sのコスト%d増加"},
})

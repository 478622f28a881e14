package text

// The names of abilities and layers as the prompts and the log say them
// (the prompt contract: rules.Prompt's sources).

var _ = family(map[string]both{
	// abilities by name (the prompt contract)
	"ability.hero": {
		en: "%s's hero ability",
		ja: "%sのヒーロー能力"},
	"ability.activated": {
		en: "the ability of %s",
		ja: "%sの起動型能力"},
	"ability.triggered": {
		en: "the trigger of %s",
		ja: "%sの誘発型能力"},
	"ability.keyword": {
		en: "the %s of %s",
		ja: "%[2]sの%[1]s"},
	"ability.granted": {
		en: "the ability %s gave %s",
		ja: "%sが%sに与えた能力"},
	"ability.gained": { // not a trigger, given by the card to itself
		en: "the ability %s gained",
		ja: "%sが得た能力"},
	"ability.delayed": {
		en: "the delayed trigger of %s",
		ja: "%sの遅延誘発"},
	"ability.optional-cost": {
		en: "the optional cost of %s",
		ja: "%sの任意の追加コスト"},
	"ability.alternative-cost": {
		en: "the alternative cost of %s",
		ja: "%sの代替コスト"},
	"ability.mode": {
		en: "mode %d of %s",
		ja: "%[2]sのモード%[1]d"},
	"ability.pay-alt-cost": {
		en: "pay %s instead of its cost",
		ja: "%sをこれのコストの代わりに支払う"},
	"ability.keyword-trigger": {
		en: "%s (CR %s): %s",
		ja: "%s(CR %s): %s"},
})

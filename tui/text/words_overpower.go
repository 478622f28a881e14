package text

// The words of overpower (CR 8.3.22, rules/overpower.go): why a declaration
// is refused, and the mark on the chain.

var _ = family(map[string]both{
	"reason.overpower": {
		en: "overpower: only one action card may defend",
		ja: "凌駕: 防御できるアクションカードは1枚まで"},
	"refusal.overpower": {
		en: "at most %d action card may defend (overpower)",
		ja: "防御できるアクションカードは%d枚まで(凌駕)"},
	"board.overpower": {
		en: "overpower",
		ja: "凌駕"},
})

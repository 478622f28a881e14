package text

// The words of dominate (CR 8.3.4): why a declaration is refused, and the
// mark on the chain.

var _ = family(map[string]both{
	"reason.dominate": {
		en: "dominate: only one card from hand may defend",
		ja: "圧倒: 手札から防御できるのは1枚まで"},
	"refusal.dominate": {
		en: "at most %d card from hand may defend (dominate)",
		ja: "手札から防御できるのは%d枚まで(圧倒)"},
	"board.dominate": {
		en: "dominate",
		ja: "圧倒"},
})

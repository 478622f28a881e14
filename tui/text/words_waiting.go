package text

// The words of what waits for a later event and the numbers the engine uses
// now (rules.View.Waiting, waiting.go). A block's own waiting words live in
// its words_<family>.go.

var _ = family(map[string]both{
	// The numbers the engine uses now beside the printed ones, and the
	// effects that wait for a later event (rules.View.Waiting).
	"board.base-power": {
		en: "(base %dp)",
		ja: "(基本%dp)"},
	"board.base-defense": {
		en: "(base %dd)",
		ja: "(基本%dd)"},
	"board.base-defense-star": {
		en: "(base *)",
		ja: "(基本*)"},
	// The forecast after a base: "7p (base 6p) → attacks with 6p", not
	// "→ 6p", which read as the base becoming 6p.
	"board.forecast-p": {
		en: "attacks with %s",
		ja: "攻撃時%s"},
	"board.forecast-d": {
		en: "defends with %s",
		ja: "防御時%s"},
	// With three numbers the first says what it is too: "now 7p (base
	// 6p) → attacks with 6p" (Kayo's +1 in hand, her card's printed 6 on
	// the chain), each number named.
	"board.now-p": {
		en: "now %s",
		ja: "現在%s"},
	"board.now-d": {
		en: "now %s",
		ja: "現在%s"},
	"board.waiting": {
		en: "waiting: %s",
		ja: "待機中の効果: %s"},
	"board.waiting-of": {
		en: "%s waiting: %s",
		ja: "%sの待機中の効果: %s"},
	"board.wait-source": {
		en: "%s (%s)",
		ja: "%s(%s)"},
	"board.wait-grant": {
		en: "gains an ability",
		ja: "能力を得る"},
	"board.wait-aura": {
		en: "%s: %s",
		ja: "%s: %s"},
	"board.wait-attack": {
		en: "next %s %s",
		ja: "次の%s %s"},
	"board.wait-attacks": {
		en: "each %s this turn %s",
		ja: "このターンの%sすべて %s"},
	"board.wait-play": {
		en: "next %s played: %s",
		ja: "次にプレイする%s: %s"},
})

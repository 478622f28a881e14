package text

// Why the computer opponent pitches one card rather than another (CR
// 1.14.3): the cards it keeps (rules/bot: Reason.Keeps). The computer's
// own seat reads the cards; the person across the table reads how many,
// for a card in hand is hidden from them (opponent_seen.go).

var _ = family(map[string]both{
	// a pitch of the turn's plan, as the step of a plan's reason: the
	// cards the plan plays later this turn
	"bot.step.pitch-now": {
		en: "pitch %s for %d, keeping %s for later in its plan",
		ja: "%sをピッチして%dリソース（%sは計画のこの後の手のために残す）"},
	// the cards that could have paid and stay in hand
	"bot.step.pitch-kept": {
		en: "pitch %s for %d, keeping %s",
		ja: "%sをピッチして%dリソース（%sは残す）"},
	"bot.step.pitch-now-seen": {
		en: "pitch %s for %d, keeping %d cards for later in its plan",
		ja: "%sをピッチして%dリソース（ほかの%d枚は計画のこの後の手のために残す）"},
	"bot.step.pitch-now-seen#one": {
		en: "pitch %[1]s for %[2]d, keeping a card for later in its plan"},
	"bot.step.pitch-kept-seen": {
		en: "pitch %s for %d, keeping %d other cards",
		ja: "%sをピッチして%dリソース（ほかの%d枚は残す）"},
	"bot.step.pitch-kept-seen#one": {
		en: "pitch %[1]s for %[2]d, keeping another card"},
	// a pitch outside a plan (the static rule: the card it misses least)
	"bot.why.pitch-keeps": {
		en: "pitches %s for %d: keeps %s, worth more",
		ja: "%sをピッチして%dリソース: %sの方が価値がある"},
	"bot.why.pitch-keeps-seen": {
		en: "pitches %s for %d: keeps %d cards it values more",
		ja: "%sをピッチして%dリソース: ほかの%d枚の方が価値がある"},
	"bot.why.pitch-keeps-seen#one": {
		en: "pitches %[1]s for %[2]d: keeps a card it values more"},
})

package text

// The frame of a card's text (cardtext.go): costs, targets, modes, triggers
// and statics put together around the phrases of the codes.

var _ = family(map[string]both{
	"text.essence": {
		en: "Essence of %s",
		ja: "%sのエッセンス"},
	// card text (see cardtext.go)
	"text.nothing-happens": {
		en: "nothing happens",
		ja: "何も起こらない"},
	"text.resources": {
		en: "%d resources",
		ja: "リソースポイント%d点"},
	"text.resources#one": {
		en: "1 resource"}, // Japanese has no form for one
	"text.power": {
		en: "%+d power",
		ja: "パワー%+d"},
	"text.defense": {
		en: "%+d defense",
		ja: "防御値%+d"},
	"text.no-mods": {
		en: "nothing",
		ja: "なし"},
	"text.gets": {
		en: "gets %s",
		ja: "%sを得る"},
	"text.gains": {
		en: "gains %s",
		ja: "%sを得る"},
	"text.gets-and-gains": {
		en: "gets %s and gains %s",
		ja: "%sと%sを得る"},
	"text.quoted": {
		en: "\"%s\"",
		ja: "「%s」"},
	"text.the-alternative-cost": {
		en: "the alternative cost",
		ja: "代替コスト"},
	// A numbered keyword and its number: "Spellvoid 1" (CR 8.3.15).
	"text.keyword-n": {
		en: "%s %d",
		ja: "%s%d"},
	"text.specialization": {
		en: "%s Specialization",
		ja: "%s特化"},
	"text.x-cost": {
		en: "Its cost includes X, chosen as it is played (CR 1.12.2).",
		ja: "コストにXを含み、Xの値はプレイする際に宣言する(CR 1.12.2)。"},
	"text.play-only-if": {
		en: "Play this only if %s.",
		ja: "%s場合のみプレイできる。"},
	"text.additional-cost": {
		en: "Additional cost to play this: %s",
		// CR 5.4.4a writes an additional cost 「これをプレイするための追加コストと
		// して、[コスト]」, optional when it says 「してもよい」.
		ja: "これをプレイするための追加コストとして、%s"},
	"text.optional-cost": {
		en: "Optional additional cost: %s",
		ja: "これをプレイするための追加コストとして、%s"},
	"text.alternative-cost": {
		en: "Alternative cost: instead of its cost, you may pay %s",
		ja: "代替コスト: これのコストを支払うのではなく、次を支払ってもよい: %s"},
	"text.target": {
		en: "Target: %s.",
		ja: "対象: %s。"},
	"text.mode-target": {
		en: "target %s: ",
		ja: "対象: %s。"},
	"text.mode": {
		en: "Mode %d. %s%s",
		ja: "モード %d. %s%s"},
	"text.can-give": {
		en: "Ability it can give: %s",
		ja: "与えうる能力: %s"},
	"text.choose": {
		en: "Choose %d (CR 1.7.5):",
		ja: "次から%dつを選ぶ(CR 1.7.5):"},
	"text.choose-or": {
		en: "Choose %d or %d (CR 1.7.5):",
		ja: "次から%dつか%dつを選ぶ(CR 1.7.5):"},
	"text.choose-range": {
		en: "Choose %d to %d (CR 1.7.5):",
		ja: "次から%d〜%dつを選ぶ(CR 1.7.5):"},
	"text.an-opposing-hero": {
		en: "an opposing hero",
		ja: "対戦相手のヒーロー1人"},
	"text.a-hero": {
		en: "a hero",
		ja: "ヒーロー1人"},
	"text.as-soon-as": {
		en: "as soon as %s",
		ja: "%sとき"},
	"text.trigger-if": {
		en: "%s, if %s",
		ja: "%s、%s場合"},
	"text.trigger": {
		en: "%s, %s",
		ja: "%s、%s"},
	"text.if-mode": {
		en: "(If mode %d was chosen) ",
		ja: "(モード%dを選んだ場合) "},
	"text.face-up": {
		en: "face up",
		ja: "表向き"},
	"text.face-down": {
		en: "face down",
		ja: "裏向き"},
	"text.where-face": {
		en: " %s",
		// 「The Librarianが裏向きで格納庫にある間、」(CR 5.4.7b example).
		ja: "%sで"},
	"text.where-zone": {
		en: " in your %s",
		ja: "%sに"},
	"text.where": {
		en: "While this is%s%s: ",
		ja: "これが%s%sある間、"},
	"text.once-per-turn": {
		en: "Once per turn %s",
		// CR 5.2.1 and its example: 「ターン1アクション ― 」.
		ja: "ターン1%s"},
	"text.attack-with-this": {
		en: "attack with this (CR 8.3.1)",
		ja: "これで攻撃する(CR 8.3.1)"},
	"text.activated": {
		en: "%s — %s: %s",
		ja: "%s ― %s: %s"},
	"text.go-again": {
		en: " Go again.",
		ja: "続行。"},
	"text.activate-only-if": {
		en: " Activate only if %s.",
		ja: "%s場合のみ起動できる。"},
	"text.ability-target": {
		en: " Target: %s.",
		ja: "対象: %s。"},
	"text.you-control": {
		en: "%s you control",
		ja: "あなたがコントロールする%s"},
	"text.static": {
		en: "This has %s.",
		ja: "これは%sを得る。"},
	"text.static-while": {
		en: "While %s, this has %s.",
		ja: "%s場合、これは%sを得る。"},
	"text.weapon-zones": {
		en: "You have %d weapon zones (CR 3.0.2).",
		ja: "あなたの武器ゾーンは%d個である(CR 3.0.2)。"},
	"text.weapon-zones#one": {
		en: "You have 1 weapon zone (CR 3.0.2)."}, // Japanese has no form for one
	"text.owned-static": {
		en: "Each %s you own has %s while it is in any zone but the %s.",
		ja: "あなたがオーナーである%[1]sは、%[3]s以外のゾーンにある間、%[2]sを得る。"},
	"text.ordinal.1": {
		en: "first",
		ja: "1回目の"},
	"text.ordinal.2": {
		en: "second",
		ja: "2回目の"},
	"text.ordinal.3": {
		en: "third",
		ja: "3回目の"},
	"text.ordinal.4": {
		en: "fourth",
		ja: "4回目の"},
})

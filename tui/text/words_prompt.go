package text

// The questions the engine asks (rules.Prompt), their options, what
// choosing one does, and the choices the board makes alone because only one
// is possible.

var _ = family(map[string]both{
	"auto.hidden": {
		en: "%s: the only possible choice was made",
		ja: "%s: 唯一の選択肢が選ばれた"},
	"auto.only-pitch": {
		en: "%s: %s is the only card that can pay, so it is pitched",
		ja: "%s: 支払えるカードは%sだけなので、それをピッチする"},
	"auto.only-target": {
		en: "%s: %s is the only legal target of %s",
		ja: "%[1]s: %[3]sの適正な対象は%[2]sだけ"},
	"auto.only-card": {
		en: "%s: %s is the only card %s",
		ja: "%s: %sは%s唯一のカード"},
	"auto.held": {
		en: "%s: %s stays in hand: a later cost needs it",
		ja: "%s: %sは後のコストに必要なので手札に残す"},
	"auto.only-way": {
		en: "%s: only %s lets %s be paid, so it is used",
		ja: "%[1]s: %[3]sは%[2]sでしか支払えないので、それを使う"},
	"auto.moot-order": {
		en: "%s: %d triggers go on the stack as they triggered (each acts on its own card alone, so their order changes nothing)",
		ja: "%s: 誘発%d個を誘発した順にスタックに置く(それぞれ自分のカードにだけ作用するので、順番は結果を変えない)"},
	"auto.same-order": {
		en: "%s: %d identical triggers of %s go on the stack (their order changes nothing)",
		ja: "%[1]s: %[3]sの同一の誘発%[2]d個をスタックに置く(順番は結果を変えない)"},
	// X declared without asking
	"auto.only-x": {
		en: "%s: nothing more can be paid, so X is 0 for %s",
		ja: "%[1]s: これ以上支払えないので、%[2]sのXは0"},
	// prompts, their options and what choosing one does
	"prompt.priority": {
		en: "%s: you have priority",
		ja: "%s: 優先権があります"},
	"prompt.pitch": {
		en: "%s: pitch a card (%d still owed)",
		ja: "%s: ピッチするカード(残り%d)"},
	"prompt.x": {
		en: "%s: choose X (%d to %d)",
		ja: "%s: Xを選択(%d〜%d)"},
	"prompt.modes": {
		en: "%s: choose modes",
		ja: "%s: モードを選択"},
	"prompt.target": {
		en: "%s: choose a target",
		ja: "%s: 対象を選択"},
	"prompt.defenders": {
		en: "%s: choose cards to defend with",
		ja: "%s: 防御するカードを選択"},
	"prompt.order-pitched": {
		en: "%s: order your pitched cards for the bottom of your deck (the first goes under first)",
		ja: "%s: ピッチしたカードをデッキの下に置く順番を選択(最初に選んだものが先に下に置かれる)"},
	"prompt.order-triggers": {
		en: "%s: order your triggers as they go on the stack: the last one is on top and resolves first",
		ja: "%s: 誘発をスタックに置く順番を選択: 最後に置いたものが一番上で、最初に解決する"},
	"prompt.may-pay": {
		en: "%s: pay %s? (%s)",
		ja: "%s: %sを支払いますか?(%s)"},
	"prompt.may-use": {
		en: "%s: use %s? %s",
		ja: "%s: %sを使いますか? %s"},
	"prompt.may": {
		en: "%s: use this ability?",
		ja: "%s: この能力を使いますか?"},
	"prompt.first-player": {
		en: "%s, selected at random: who goes first?",
		ja: "%s(無作為に選択): 先攻は?"},
	"prompt.equip": {
		en: "%s: which weapons and equipment do you start with?",
		ja: "%s: どの武器と装備品でゲームを始めますか?"},
	"explain.equip": {
		en: "start the game with %s equipped; the rest of your weapons and equipment stay out of this game",
		ja: "%sを装備してゲームを始める。残りの武器と装備品はこのゲームでは使わない"},
	"explain.equip-shared": {
		en: "start the game with %s equipped, and with %s, which every set holds; the rest of your weapons and equipment stay out of this game",
		ja: "%sを装備してゲームを始める(%sはどの組にも入る)。残りの武器と装備品はこのゲームでは使わない"},
	"option.equip-nothing": {
		en: "nothing",
		ja: "なし"},
	"purpose.arsenal": {
		en: "put a card from hand into your arsenal, face down?",
		ja: "手札のカードを1枚裏向きで格納庫に置きますか?"},
	"purpose.search": {
		en: "search your deck for a card",
		ja: "デッキからカードを探す"},
	"purpose.discard": {
		en: "choose a card to discard",
		ja: "捨てるカードを選択"},
	"purpose.reveal": {
		en: "choose a card to reveal",
		ja: "公開するカードを選択"},
	"purpose.banish": {
		en: "choose a card to banish",
		ja: "追放するカードを選択"},
	"purpose.banish-graveyard": {
		en: "choose a card to banish from your graveyard",
		ja: "墓地から追放するカードを選択"},
	"purpose.bottom": {
		en: "choose a card to put on the bottom of your deck",
		ja: "デッキの一番下に置くカードを選択"},
	"purpose.bottom-owner": {
		en: "choose a card to put on the bottom of its owner's deck",
		ja: "持ち主のデッキの一番下に置くカードを選択"},
	"purpose.destroy-cost": {
		en: "choose the %s to destroy, a cost (they are alike)",
		ja: "コストとして破壊する%sを選択(どれも同じ)"},
	"purpose.top": {
		en: "choose a card to put on top of your deck",
		ja: "デッキの一番上に置くカードを選択"},
	"purpose.choose": {
		en: "choose cards",
		ja: "カードを選択"},
	"purpose-noun.discard": {
		en: "to discard",
		ja: "捨てられる"},
	"purpose-noun.reveal": {
		en: "to reveal",
		ja: "公開できる"},
	"purpose-noun.banish": {
		en: "to banish",
		ja: "追放できる"},
	"purpose-noun.bottom": {
		en: "to put under the deck",
		ja: "デッキの下に置ける"},
	"purpose-noun.top": {
		en: "to put on top of the deck",
		ja: "デッキの上に置ける"},
	"purpose-noun.destroy-cost": {
		en: "to destroy, a cost",
		ja: "コストとして破壊できる"},
	"purpose-noun.choose": {
		en: "to choose",
		ja: "選べる"},
	"option.pass": {
		en: "pass",
		ja: "パス"},
	"option.play": {
		en: "play %s",
		ja: "プレイ: %s"},
	"option.activate": {
		en: "activate %s",
		ja: "起動: %s"},
	"option.yes": {
		en: "yes",
		ja: "はい"},
	"option.no": {
		en: "no",
		ja: "いいえ"},
	"option.mode": {
		en: "mode %d",
		ja: "モード %d"},
	"option.mode-does": {
		en: "mode %d: %s",
		ja: "モード %d: %s"},
	"explain.pass": {
		en: "pass priority; when both players pass in a row, the top layer resolves or the step ends",
		ja: "優先権をパスする。すべてのプレイヤーが連続してパスすると、スタックの一番上のレイヤーが解決されるか、スタックが空ならフェイズやステップが終了する"},
	"explain.play": {
		en: "put %s on the stack, then pay its costs",
		ja: "%sをスタックに置き、コストを支払う"},
	"explain.activate": {
		en: "activate an ability of %s, then pay its costs",
		ja: "%sの能力を起動し、コストを支払う"},
	"explain.pitch": {
		en: "pitch %s: it goes to the pitch zone and gives %d resource points",
		ja: "%sをピッチする: ピッチゾーンに置き、リソースポイントを%d点得る"},
	"explain.pitch#one": {
		en: "pitch %[1]s: it goes to the pitch zone and gives 1 resource point"}, // Japanese has no form for one
	"explain.defend": {
		en: "%s defends this attack",
		ja: "%sでこの攻撃を防御する"},
	"explain.order": {
		en: "put %s on the stack next (the last one put there resolves first)",
		ja: "%sを次にスタックに置く(最後に置いたものが最初に解決する)"},
	"explain.order-pitched": {
		en: "put %s on the bottom of your deck next (the last one goes deepest)",
		ja: "%sを次にデッキの一番下に置く(最後に置いたものが一番深くなる)"},
	"explain.choose": {
		en: "choose %s",
		ja: "%sを選ぶ"},
	"explain.arsenal": {
		en: "put %s face down into your arsenal, to play from there later",
		ja: "%sを裏向きで格納庫に置き、あとでそこからプレイする"},
	"explain.mode": {
		en: "choose mode %d",
		ja: "モード%dを選ぶ"},
	"explain.target": {
		en: "target %s",
		ja: "%sを対象にする"},
	"explain.yes": {
		en: "use it",
		ja: "使う"},
	"explain.yes-to": {
		en: "yes: %s",
		ja: "はい: %s"},
	"explain.no": {
		en: "do not use it",
		ja: "使わない"},
	"explain.first-player": {
		en: "%s takes the first turn",
		ja: "%sが先攻"},
	// a hero target that is the chooser's own hero
	"option.target-self": {
		en: "%s (yourself, CR 1.8.5)",
		ja: "%s(自分自身、CR 1.8.5)"},
})

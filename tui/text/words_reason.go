package text

// Why an action is not legal (rules.Reason) and why an answer is refused.

var _ = family(map[string]both{
	// why an action is not legal (rules.Reason) and why an answer is refused
	"reason.no-action-point": {
		en: "no action point",
		ja: "アクションポイントがない"},
	"reason.stack-not-empty": {
		en: "actions need an empty stack",
		ja: "アクションはスタックが空のときのみ"},
	"reason.combat": {
		en: "no actions during combat before the resolution step",
		ja: "戦闘中は解決ステップまでアクションを行えない"},
	"reason.combat.row": { // a row of the question's list: short, the line under the list says it whole
		en: "wait for the resolution step",
		ja: "解決ステップまで待つ"},
	"reason.combat.no-attack": { // rules.ReasonWaitsForClose: an action that is no attack, during combat (CR 7.0.1a)
		en: "no actions during combat before the resolution step, and there only an attack: one that is no attack waits for the combat chain to close; pass until it closes, then play it",
		ja: "戦闘中は解決ステップまでアクションを行えず、解決ステップでも攻撃のみ: 攻撃でないものは戦闘チェインが閉じるまで待つ。閉じるまでパスしてからプレイする"},
	"reason.combat.no-attack.row": {
		en: "after the chain closes",
		ja: "チェインが閉じてから"},
	"reason.never-played": { // rules.ReasonNeverPlayed (CR 5.1.2b)
		en: "a card of its type is never played: a block card only defends, equipment and weapons start in the arena",
		ja: "この種類のカードはプレイされない: ブロックカードは防御にのみ使い、装備品と武器は最初からアリーナにある"},
	"reason.never-played.row": {
		en: "never played",
		ja: "プレイされないカード"},
	"reason.not-attacking": {
		en: "attack reactions only for the attacker in the reaction step",
		ja: "攻撃リアクションは攻撃ヒーローがリアクションステップにのみプレイできる"},
	"reason.not-attacking.row": {
		en: "the attacker's reaction step only",
		ja: "攻撃側のリアクションステップのみ"},
	"reason.not-defending": {
		en: "defense reactions only for the defender in the reaction step",
		ja: "防御リアクションは防御ヒーローがリアクションステップにのみプレイできる"},
	"reason.not-defending.row": {
		en: "the defender's reaction step only",
		ja: "防御側のリアクションステップのみ"},
	"reason.cannot-pay": {
		en: "cannot pay the cost",
		ja: "コストを支払えない"},
	"reason.once-per-turn": {
		en: "already used this turn",
		ja: "このターンはすでに使用した"},
	"reason.resource-card": {
		en: "resource cards cannot be played",
		ja: "リソースカードはプレイできない"},
	"reason.no-target": {
		en: "no legal target",
		ja: "適正な対象がない"},
	"reason.restricted": {
		en: "its condition is not met",
		ja: "条件を満たしていない"},
	"reason.no-priority": {
		en: "no priority now",
		ja: "優先権がない"},
	"reason.condition": {
		en: "its activation condition is not met",
		ja: "起動条件を満たしていない"},
	"reason.not-your-turn": {
		en: "actions only in your own turn",
		ja: "アクションは自分のターンにのみ行える"},
	"reason.no-attack": {
		en: "there is no attack",
		ja: "攻撃がない"},
	"reason.chain-open": {
		en: "the combat chain is still open: only an attack may be played now; pass to close the chain, then play it",
		ja: "戦闘チェインがまだ開いている: 今は攻撃のみ。パスしてチェインを閉じてからプレイする"},
	"reason.chain-open.row": {
		en: "chain still open: attacks only",
		ja: "チェイン中は攻撃のみ"},
	"reason.needed-for-cost": {
		en: "a card it needs for another cost would have to be pitched",
		ja: "別のコストに必要なカードをピッチしなければならない"},
	"reason.count": {
		en: "not the number of choices asked for",
		ja: "選ぶ数が合っていない"},
	"reason.order-all": {
		en: "an order lists every choice once",
		ja: "順番はすべての選択肢を1回ずつ並べる"},
	"reason.not-offered": {
		en: "not one of the choices",
		ja: "選択肢にない"},
	"reason.twice": {
		en: "each may be chosen once",
		ja: "同じものは1回しか選べない"},
	"reason.x-range": {
		en: "X is outside its range",
		ja: "Xが範囲外"},
	"reason.no-reveal": {
		en: "its cost reveals a card from hand, and no card in your hand can be revealed for it",
		ja: "コストとして手札からカードを公開するが、公開できるカードが手札にない"},
	"reason.no-reveal.row": {
		en: "no card to reveal",
		ja: "公開できるカードがない"},
	"reason.no-discard": {
		en: "its cost discards a card, and your hand has no other card",
		ja: "コストとしてカードを捨てるが、手札にほかのカードがない"},
	"reason.no-discard.row": {
		en: "no other card to discard",
		ja: "捨てるカードがない"},
	"refusal.count-exactly": {
		en: "choose exactly %d",
		ja: "ちょうど%d個選んでください"},
	"refusal.count": {
		en: "choose %d to %d",
		ja: "%d〜%d個選んでください"},
	"refusal.order-all": {
		en: "put all %d in order",
		ja: "%d個すべてを順番に並べてください"},
	"refusal.not-offered": {
		en: "that is not one of the choices",
		ja: "それは選択肢にありません"},
	"refusal.twice": {
		en: "each may be chosen once",
		ja: "同じものは1回しか選べません"},
	"refusal.x-range": {
		en: "X must be a number from %d to %d",
		ja: "Xは%d〜%dの数です"},
})

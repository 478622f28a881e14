package text

// The log's words: the events of the game (CR 1.9), one message per event
// kind (rules/events.go). A block family's own events live in its
// words_<family>.go.

var _ = family(map[string]both{
	// the log (CR 1.9 events)
	"event.first-player": {
		en: "%s takes the first turn",
		ja: "%sが先攻"},
	// CR 4.1.3: the player selected at random chooses who goes first.
	"event.first-player-random": {
		en: "%s, selected at random, takes the first turn",
		ja: "無作為に選ばれた%sが先攻"},
	"event.first-player-self": {
		en: "%s, selected at random, chooses to take the first turn",
		ja: "無作為に選ばれた%sが自分の先攻を選択"},
	"event.first-player-other": {
		en: "%s, selected at random, gives the first turn to %s",
		ja: "無作為に選ばれた%sが%sを先攻に選択"},
	"event.game-start": {
		en: "the game begins",
		ja: "ゲーム開始"},
	"event.turn-start": {
		en: "turn %d: %s's start phase",
		ja: "ターン%d: %sの開始フェイズ"},
	"event.action-phase": {
		en: "%s's action phase: 1 action point",
		ja: "%sのアクションフェイズ: 1アクションポイントを得る"},
	"event.end-phase": {
		en: "%s's end phase",
		ja: "%sの終了フェイズ"},
	"event.turn-end": {
		en: "%s's turn ends",
		ja: "%sのターン終了"},
	"event.draw": {
		en: "%s draws %s",
		ja: "%sは%sを引く"},
	"event.pitch": {
		en: "%s pitches %s for %d",
		ja: "%sは%sをピッチ(+%d)"},
	"event.play": {
		en: "%s plays %s",
		ja: "%sは%sをプレイ"},
	"event.activate": {
		en: "%s activates %s",
		ja: "%sは%sを起動"},
	"event.resolve": {
		en: "%s resolves",
		ja: "%sが解決"},
	"event.fizzle": {
		en: "%s fails to resolve",
		ja: "%sは解決に失敗"},
	"event.attack": {
		en: "%s attacks",
		ja: "%sが攻撃"},
	"event.defend": {
		en: "%s defends with %s",
		ja: "%sは%sで防御"},
	"event.no-defense": { // rules.EvNoDefense (CR 7.3.2)
		en: "%s does not defend against %s",
		ja: "%sは%sに対して防御しない"},
	"event.hit": {
		en: "%s hits",
		ja: "%sがヒット"},
	"event.damage": {
		en: "%s is dealt %d damage by %s",
		ja: "%[1]sは%[3]sから%[2]d点のダメージを受ける"},
	"event.damage-arcane": {
		en: "%s is dealt %d arcane damage by %s",
		ja: "%[1]sは%[3]sから%[2]d点の秘術ダメージを受ける"},
	"event.gain-life": {
		en: "%s gains %d life",
		ja: "%sはライフを%d点得る"},
	"event.gain-resource": {
		en: "%s gains %d resource points",
		ja: "%sはリソースポイントを%d点得る"},
	"event.gain-resource#one": {
		en: "%[1]s gains 1 resource point"}, // Japanese has no form for one
	"event.gain-action": {
		en: "%s gains %d action points (go again)",
		ja: "%sは%dアクションポイントを得る(続行)"},
	"event.gain-action#one": {
		en: "%[1]s gains 1 action point (go again)"}, // Japanese has no form for one
	"event.gain-go-again": {
		en: "%s gains go again",
		ja: "%sは続行を得る"},
	"event.destroy": {
		en: "%s is destroyed",
		ja: "%sは破壊される"},
	"event.discard": {
		en: "%s discards %s",
		ja: "%sは%sを捨てる"},
	"event.return": {
		en: "%s returns to %s's hand",
		ja: "%sが%sの手札に戻る"},
	"event.reveal": {
		en: "%s reveals %s",
		ja: "%sは%sを公開"},
	"event.shuffle": {
		en: "%s shuffles their deck",
		ja: "%sはデッキをシャッフル"},
	"event.counter": {
		en: "%s gets %d %s counters",
		ja: "%[1]sに%[3]sカウンターを%[2]d個置く"},
	"event.counter#one": {
		en: "%[1]s gets a %[3]s counter"}, // Japanese has no form for one
	"event.link-resolved": {
		en: "the chain link of %s resolves",
		ja: "%sのチェインリンクが解決"},
	"event.chain-close": {
		en: "the combat chain closes",
		ja: "戦闘チェインが閉じる"},
	"event.pass": {
		en: "%s passes",
		ja: "%sはパス"},
	"event.rewind": {
		en: "%s could not complete playing %s: the game rewinds",
		ja: "%sは%sのプレイを完了できず、ゲーム状況が巻き戻る"},
	"event.arsenal": {
		en: "%s puts %s face down in the arsenal",
		ja: "%sは%sを格納庫に裏向きで置く"},
	"event.pitch-to-bottom": {
		en: "%s puts %d pitched cards on the bottom of the deck",
		ja: "%sはピッチゾーンの%d枚をデッキの一番下に置く"},
	"event.pitch-to-bottom#one": {
		en: "%[1]s puts 1 pitched card on the bottom of the deck"}, // Japanese has no form for one
	"event.lose": {
		en: "%s loses",
		ja: "%sの敗北"},
	"event.win": {
		en: "%s wins",
		ja: "%sの勝利"},
	"event.lose-life": {
		en: "%s loses %d life",
		ja: "%sはライフを%d点失う"},
	"event.banish": {
		en: "%s banishes %s",
		ja: "%sは%sを追放"},
	"event.search": {
		en: "%s searches their deck and finds %s",
		ja: "%sはデッキから%sを探し出す"},
	"event.create-token": {
		en: "%s creates %s",
		ja: "%sは%sを作成"},
	"event.turn-face-up": {
		en: "%s turns %s face up",
		ja: "%sは%sを表向きにする"},
	"event.priority": {
		en: "%s gains priority",
		ja: "%sが優先権を得る"},
	"event.equip": {
		en: "%s equips %s",
		ja: "%sは%sを装備"},
	"event.draw-game": {
		en: "the game is a draw",
		ja: "ゲームは引き分け"},
	"event.hand-to-deck-bottom": {
		en: "%s puts %s from hand on the bottom of the deck",
		ja: "%sは手札の%sをデッキの一番下に置く"},
	"event.to-deck-bottom": {
		en: "%s goes to the bottom of %s's deck",
		ja: "%sを%sのデッキの一番下に置く"},
	"event.move": {
		en: "%s moves to the %s",
		ja: "%sが%sに移動"},
})

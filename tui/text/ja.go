package text

// Japanese: everything the game says in Japanese, in the terms and
// sentence forms of the Japanese Comprehensive Rules.

import (
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

var japanese = language{phrases: phraseJA, messages: messagesJA, grammar: grammar{
	then:         jaThen,
	may:          jaMay,
	optionalCost: jaMay, // 「…を捨ててもよい」 (CR 5.4.4a)
	sentence:     sentenceJA,
	indefinite:   func(noun string) string { return noun },
	filter:       filterJA,
	names:        &namesJA,
}}

// namesJA: the names of types, subtypes, classes, keywords and zones. The
// words are those of the Japanese Comprehensive Rules where they name
// them: the deck-card types of CR 1.3.2c, 盟友/オーラ/アイテム (CR 1.3.3),
// 片手/両手/剣 (CR 1.4.3 example), the supertypes 汎用/戦士/光/忍者/ルーン剣士/
// 幻術士/機械技師/魔術師 (CR 1.1.3, 1.2.2d, 1.4.4a examples), 続行 (CR 5.3.5),
// 圧倒 and 凌駕 (CR 1.2.2c, 1.0.2 examples), 特化 (CR 5.4.3a), 格納庫/墓地/
// 追放ゾーン/ピッチゾーン/闘技場/戦闘チェイン (CR 1 and 5). Words the seeded
// chapters do not name (the other classes and subtypes, ブレードブレイク,
// バトルウォーン, 伝説...) are the best guess until the official term is
// checked.
var namesJA = names{
	types: map[string]string{"Action": "アクション", "Attack Reaction": "攻撃リアクション", "Defense Reaction": "防御リアクション",
		"Instant": "インスタント", "Resource": "リソース", "Equipment": "装備品", "Weapon": "武器", "Hero": "ヒーロー", "Token": "トークン",
		"Mentor": "メンター", "Block": "ブロック"},
	subtypes: map[string]string{"Attack": "攻撃", "Aura": "オーラ", "Item": "アイテム", "Sword": "剣", "Club": "棍棒", "Dagger": "短剣",
		"1H": "片手", "2H": "両手", "Head": "頭", "Chest": "胴", "Arms": "腕", "Legs": "脚", "Young": "ヤング", "Ally": "盟友", "Axe": "斧",
		"Hammer": "ハンマー", "Scepter": "笏", "Off-Hand": "オフハンド"},
	classes: map[string]string{"Generic": "汎用", "Brute": "ブルート", "Warrior": "戦士", "Guardian": "ガーディアン", "Ninja": "忍者",
		"Ranger": "レンジャー", "Runeblade": "ルーン剣士", "Wizard": "魔術師", "Mechanologist": "機械技師",
		"Illusionist": "幻術士", "Shadow": "シャドウ", "Light": "光", "Elemental": "エレメンタル",
		"Earth": "大地"}, // hero-terra
	keywords: map[string]string{"Go again": "続行", "Dominate": "圧倒", "Blade Break": "ブレードブレイク", "Battleworn": "バトルウォーン",
		"Legendary": "伝説", "Overpower": "凌駕", "Intimidate": "威圧", "Reprise": "リプライズ", "Spectra": "スペクトラ",
		"Temper": "テンパー", "Arcane Barrier": "秘術バリア", "Crush": "粉砕", "Guardwell": "ガードウェル",
		"Earth Bond": "大地の絆", "Essence": "本質"}, // hero-terra
	zones: map[rules.Zone]string{rules.ZoneDeck: "デッキ", rules.ZoneHand: "手札", rules.ZoneArsenal: "格納庫", rules.ZonePitch: "ピッチゾーン",
		rules.ZoneGraveyard: "墓地", rules.ZoneBanished: "追放ゾーン", rules.ZoneArena: "闘技場", rules.ZoneStack: "スタック", rules.ZoneChain: "戦闘チェイン"},
}

// messagesJA: the messages (see language). Japanese has no form for one.
var messagesJA = map[string]string{
	// names
	"player.nobody":   "なし",
	"card.hidden":     "非開示のカード",
	"card.unseen":     "カード",
	"color.red":       "赤",
	"color.yellow":    "黄",
	"color.blue":      "青",
	"color.colorless": "無色",
	"step.layer":      "レイヤーステップ",
	"step.attack":     "攻撃ステップ",
	"step.defend":     "防御ステップ",
	"step.reaction":   "リアクションステップ",
	"step.damage":     "ダメージステップ",
	"step.resolution": "解決ステップ",
	"step.close":      "クローズステップ",
	"phase.setup":     "ゲーム開始前",
	"phase.start":     "開始フェイズ",
	"phase.action":    "アクションフェイズ",
	"phase.end":       "終了フェイズ",
	"phase.over":      "ゲーム終了",
	"counter.lesson":  "レッスン",
	"counter.power":   "パワー%+d",
	"counter.defense": "防御値%+d",
	"list.type-line":  "・",
	"list.and":        "、",
	"list.or":         "か",
	"list.mods":       "と",
	"list.keywords":   "、",
	"list.costs":      "、",
	"list.sentences":  "",

	// the log (CR 1.9 events)
	"event.first-player":    "%sが先攻",
	"event.game-start":      "ゲーム開始",
	"event.turn-start":      "ターン%d: %sの開始フェイズ",
	"event.action-phase":    "%sのアクションフェイズ: 1アクションポイントを得る",
	"event.end-phase":       "%sの終了フェイズ",
	"event.turn-end":        "%sのターン終了",
	"event.draw":            "%sは%sを引く",
	"event.pitch":           "%sは%sをピッチ(+%d)",
	"event.play":            "%sは%sをプレイ",
	"event.activate":        "%sは%sを起動",
	"event.resolve":         "%sが解決",
	"event.fizzle":          "%sは解決に失敗",
	"event.attack":          "%sが攻撃",
	"event.defend":          "%sは%sで防御",
	"event.hit":             "%sがヒット",
	"event.damage":          "%[1]sは%[3]sから%[2]d点のダメージを受ける",
	"event.prevent":         "%[2]sが受ける%[1]d点のダメージを軽減",
	"event.gain-life":       "%sはライフを%d点得る",
	"event.gain-resource":   "%sはリソースポイントを%d点得る",
	"event.gain-action":     "%sは%dアクションポイントを得る(続行)",
	"event.gain-go-again":   "%sは続行を得る",
	"event.destroy":         "%sは破壊される",
	"event.discard":         "%sは%sを捨てる",
	"event.intimidate":      "%sは威圧された: %sを裏向きで追放",
	"event.return":          "%sが%sの手札に戻る",
	"event.reveal":          "%sは%sを公開",
	"event.shuffle":         "%sはデッキをシャッフル",
	"event.counter":         "%[1]sに%[3]sカウンターを%[2]d個置く",
	"event.link-resolved":   "%sのチェインリンクが解決",
	"event.chain-close":     "戦闘チェインが閉じる",
	"event.pass":            "%sはパス",
	"event.rewind":          "%sは%sのプレイを完了できず、ゲーム状況が巻き戻る",
	"event.arsenal":         "%sは%sを格納庫に裏向きで置く",
	"event.pitch-to-bottom": "%sはピッチゾーンの%d枚をデッキの一番下に置く",
	"event.lose":            "%sの敗北",
	"event.win":             "%sの勝利",
	"event.lose-life":       "%sはライフを%d点失う",
	"event.banish":          "%sは%sを追放",
	"event.search":          "%sはデッキから%sを探し出す",
	"event.create-token":    "%sは%sを作成",
	"event.turn-face-up":    "%sは%sを表向きにする",
	"event.replace":         "%sが受けるダメージが%+d点変わる",
	// hero-terra
	"event.replace-power":       "%s: %sにより、得るパワーが%d増える",
	"prompt.order-replacements": "%s: %sが得るパワーを変える効果の順番を選択(最初に選んだものが先に適用される)",
	"explain.order-replacement": "%sの効果を次に適用する(それぞれ1回だけ適用される)",
	"reason.overpower":          "凌駕: 防御できるアクションカードは1枚まで",
	"refusal.overpower":         "防御できるアクションカードは%d枚まで(凌駕)",
	"text.essence":              "%sの本質",
	"event.priority":            "%sが優先権を得る",
	"event.equip":               "%sは%sを装備",
	"event.draw-game":           "ゲームは引き分け",
	"event.hand-to-deck-bottom": "%sは手札の%sをデッキの一番下に置く",
	"event.to-deck-bottom":      "%sを%sのデッキの一番下に置く",
	"event.move":                "%sが%sに移動",
	"auto.hidden":               "%s: 唯一の選択肢が選ばれた",
	"auto.only-pitch":           "%s: 支払えるカードは%sだけなので、それをピッチする",
	"auto.only-target":          "%s: %sの適正な対象は%sだけ",
	"auto.only-card":            "%s: %sは%s唯一のカード",
	"auto.held":                 "%s: %sは後のコストに必要なので手札に残す",
	"auto.only-way":             "%[1]s: %[3]sは%[2]sでしか支払えないので、それを使う",
	"auto.same-order":           "%[1]s: %[3]sの同一の誘発%[2]d個をスタックに置く(順番は結果を変えない)",

	// why an action is not legal (rules.Reason) and why an answer is refused
	"reason.no-action-point":  "アクションポイントがない",
	"reason.stack-not-empty":  "アクションはスタックが空のときのみ",
	"reason.combat":           "戦闘中は解決ステップまでアクションを行えない",
	"reason.not-attacking":    "攻撃リアクションは攻撃ヒーローがリアクションステップにのみプレイできる",
	"reason.not-defending":    "防御リアクションは防御ヒーローがリアクションステップにのみプレイできる",
	"reason.cannot-pay":       "コストを支払えない",
	"reason.once-per-turn":    "このターンはすでに使用した",
	"reason.resource-card":    "リソースカードはプレイできない",
	"reason.no-target":        "適正な対象がない",
	"reason.restricted":       "条件を満たしていない",
	"reason.no-priority":      "優先権がない",
	"reason.dominate":         "圧倒: 手札から防御できるのは1枚まで",
	"reason.condition":        "起動条件を満たしていない",
	"reason.not-your-turn":    "アクションは自分のターンにのみ行える",
	"reason.no-attack":        "攻撃がない",
	"reason.chain-open":       "戦闘チェインがまだ開いている: 今は攻撃のみ。パスしてチェインを閉じてからプレイする",
	"reason.needed-for-cost":  "別のコストに必要なカードをピッチしなければならない",
	"reason.count":            "選ぶ数が合っていない",
	"reason.order-all":        "順番はすべての選択肢を1回ずつ並べる",
	"reason.not-offered":      "選択肢にない",
	"reason.twice":            "同じものは1回しか選べない",
	"reason.x-range":          "Xが範囲外",
	"blocked.needed-for-cost": "別のコスト用のカードが残らない: %sはそのコストに必要で、ピッチにも使えない",
	"refusal.count-exactly":   "ちょうど%d個選んでください",
	"refusal.count":           "%d〜%d個選んでください",
	"refusal.order-all":       "%d個すべてを順番に並べてください",
	"refusal.not-offered":     "それは選択肢にありません",
	"refusal.twice":           "同じものは1回しか選べません",
	"refusal.x-range":         "Xは%d〜%dの数です",
	"refusal.dominate":        "手札から防御できるのは%d枚まで(圧倒)",

	// prompts, their options and what choosing one does
	"prompt.priority":       "%s: 優先権があります",
	"prompt.pitch":          "%s: ピッチするカード(残り%d)",
	"prompt.x":              "%s: Xを選択(%d〜%d)",
	"prompt.modes":          "%s: モードを選択",
	"prompt.target":         "%s: 対象を選択",
	"prompt.defenders":      "%s: 防御するカードを選択",
	"prompt.order-pitched":  "%s: ピッチしたカードをデッキの下に置く順番を選択(最初に選んだものが先に下に置かれる)",
	"prompt.order-triggers": "%s: 誘発をスタックに置く順番を選択: 最後に置いたものが一番上で、最初に解決する",
	"prompt.may-pay":        "%s: %sを支払いますか?(%s)",
	"prompt.may-use":        "%s: %sを使いますか? %s",
	"prompt.may":            "%s: この能力を使いますか?",
	"prompt.first-player":   "%s: 先攻は?",
	"purpose.arsenal":       "手札のカードを1枚裏向きで格納庫に置きますか?",
	"purpose.search":        "デッキからカードを探す",
	"purpose.discard":       "捨てるカードを選択",
	"purpose.reveal":        "公開するカードを選択",
	"purpose.banish":        "追放するカードを選択",
	"purpose.bottom":        "デッキの一番下に置くカードを選択",
	"purpose.choose":        "カードを選択",
	"purpose-noun.discard":  "捨てられる",
	"purpose-noun.reveal":   "公開できる",
	"purpose-noun.banish":   "追放できる",
	"purpose-noun.bottom":   "デッキの下に置ける",
	"purpose-noun.choose":   "選べる",
	"option.pass":           "パス",
	"option.play":           "プレイ: %s",
	"option.activate":       "起動: %s",
	"option.yes":            "はい",
	"option.no":             "いいえ",
	"option.mode":           "モード %d",
	"explain.pass":          "優先権をパスする。すべてのプレイヤーが連続してパスすると、スタックの一番上のレイヤーが解決されるか、スタックが空ならフェイズやステップが終了する",
	"explain.play":          "%sをスタックに置き、コストを支払う",
	"explain.activate":      "%sの能力を起動し、コストを支払う",
	"explain.pitch":         "%sをピッチする: ピッチゾーンに置き、リソースポイントを%d点得る",
	"explain.defend":        "%sでこの攻撃を防御する",
	"explain.order":         "%sを次にスタックに置く(最後に置いたものが最初に解決する)",
	"explain.choose":        "%sを選ぶ",
	"explain.mode":          "モード%dを選ぶ",
	"explain.target":        "%sを対象にする",
	"explain.yes":           "使う",
	"explain.yes-to":        "はい: %s",
	"explain.no":            "使わない",
	"explain.first-player":  "%sが先攻",

	// hero-core (issue #11): a hero target that is the chooser's own hero
	"option.target-self": "%s(自分自身、CR 1.8.5)",

	// abilities by name (the prompt contract)
	"ability.hero":             "%sのヒーロー能力",
	"ability.activated":        "%sの起動型能力",
	"ability.triggered":        "%sの誘発型能力",
	"ability.keyword":          "%[2]sの%[1]s",
	"ability.granted":          "%sが%sに与えた能力",
	"ability.delayed":          "%sの遅延誘発",
	"ability.optional-cost":    "%sの任意の追加コスト",
	"ability.alternative-cost": "%sの代替コスト",
	"ability.mode":             "%[2]sのモード%[1]d",
	"ability.delayed-return":   "追放されたカードがオーナーの手札に戻る(CR 8.5.10)",
	"ability.pay-alt-cost":     "%sをこれのコストの代わりに支払う",
	"ability.keyword-trigger":  "%s(CR %s): %s",

	// card text (see cardtext.go)
	"text.nothing-happens":      "何も起こらない",
	"text.resources":            "リソースポイント%d点",
	"text.power":                "パワー%+d",
	"text.defense":              "防御値%+d",
	"text.no-mods":              "なし",
	"text.gets":                 "%sを得る",
	"text.gains":                "%sを得る",
	"text.gets-and-gains":       "%sと%sを得る",
	"text.quoted":               "「%s」",
	"text.the-alternative-cost": "代替コスト",
	"text.specialization":       "%s特化",
	"text.x-cost":               "コストにXを含み、Xの値はプレイする際に宣言する(CR 1.12.2)。",
	"text.play-only-if":         "%s場合のみプレイできる。",
	// CR 5.4.4a writes an additional cost 「これをプレイするための追加コストと
	// して、[コスト]」, optional when it says 「してもよい」.
	"text.additional-cost":  "これをプレイするための追加コストとして、%s",
	"text.optional-cost":    "これをプレイするための追加コストとして、%s",
	"text.alternative-cost": "代替コスト: これのコストを支払うのではなく、次を支払ってもよい: %s",
	"text.target":           "対象: %s。",
	"text.mode-target":      "対象: %s。",
	"text.mode":             "モード %d. %s%s",
	"text.can-give":         "与えうる能力: %s",
	"text.choose":           "次から%dつを選ぶ(CR 1.7.5):",
	"text.choose-or":        "次から%dつか%dつを選ぶ(CR 1.7.5):",
	"text.choose-range":     "次から%d〜%dつを選ぶ(CR 1.7.5):",
	"text.an-opposing-hero": "対戦相手のヒーロー1人",
	"text.a-hero":           "ヒーロー1人",
	"text.as-soon-as":       "%sとき",
	"text.trigger":          "%s、%s",
	"text.if-mode":          "(モード%dを選んだ場合) ",
	"text.face-up":          "表向き",
	"text.face-down":        "裏向き",
	// 「The Librarianが裏向きで格納庫にある間、」(CR 5.4.7b example).
	"text.where-face": "%sで",
	"text.where-zone": "%sに",
	"text.where":      "これが%s%sある間、",
	// CR 5.2.1 and its example: 「ターン1アクション ― 」.
	"text.once-per-turn":    "ターン1%s",
	"text.attack-with-this": "これで攻撃する(CR 8.3.1)",
	"text.activated":        "%s ― %s: %s",
	"text.go-again":         "続行。",
	"text.activate-only-if": "%s場合のみ起動できる。",
	"text.static":           "これは%sを得る。",
	"text.static-while":     "%s場合、これは%sを得る。",

	// the board (tui/board)
	"board.game-over-win":     "ゲーム終了 · %sの勝ち",
	"board.game-over-draw":    "ゲーム終了 · 引き分け",
	"board.turn":              "ターン%d",
	"board.priority":          "優先権: %s",
	"board.lesson-counters":   "レッスンカウンター%d個",
	"board.hero-short":        "ライフ%s 知力%d AP%d リソース%d",
	"board.hero":              "ライフ %s   知力 %d   アクションポイント %d   リソース %d",
	"board.weapon":            "武器 %s",
	"board.used":              "(使用済み)",
	"board.defended":          "(防御済み)",
	"board.token":             "(トークン)",
	"board.arsenal":           "格納庫: ",
	"board.pitch":             "ピッチゾーン: %s",
	"board.hand":              "手札 %d",
	"board.deck":              "デッキ %d",
	"board.graveyard":         "墓地 %d",
	"board.graveyard-short":   "墓地 %d",
	"board.graveyard-top":     " (一番上 %s)",
	"board.banished":          "追放 %d",
	"board.banished-short":    "追放 %d",
	"board.permanents":        "パーマネント: %s",
	"board.no-equipment":      "装備なし",
	"board.with":              "武器 %s",
	"board.defense-total":     "%s 計%dd",
	"board.defended-by":       "防御: %s",
	"board.defended-by-short": "防御 %s",
	"board.go-again":          "続行",
	"board.dominate":          "圧倒",
	"board.hit":               "ヒット %dダメージ",
	"board.no-hit":            "ヒットなし",
	"board.chain-closed":      "戦闘チェイン: 閉じている",
	"board.stack":             "スタック: ",
	"board.stack-empty":       "なし",
	"board.more":              "（他%d）",
	"board.earlier-links":     "…前のチェインリンク %d 個",
	"board.more-below":        "        …下に他 %d",
	"board.chain-and-stack":   "戦闘チェイン · スタック",
	"board.chain":             "戦闘チェイン",
	"board.face-down":         "裏向き",
	"board.face-down-mark":    "[裏向き]",
	"board.slot-head":         "頭",
	"board.slot-chest":        "胴",
	"board.slot-arms":         "腕",
	"board.slot-legs":         "脚",
	"board.layer-card":        "カード",
	"board.layer-ability":     "起動型能力",
	"board.layer-trigger":     "誘発型能力",

	// the commands (package main)
	"cmd.dumb-terminal":  "dumb 端末 (TERM=dumb) では盤面を描けません。カーソルを動かせる端末で実行してください",
	"cmd.not-a-terminal": "盤面は端末に描画しますが、出力が端末ではありません (ファイルやパイプへのリダイレクト?)",
	"cmd.no-keys":        "盤面はキー入力のために端末が必要です",
	"cmd.headless-hint":  "。端末なしでは --headless を使ってください",
	"cmd.seed":           "シード %d",
	"cmd.left":           "rathe: ターン%dで中断 (%s)",
	"cmd.won":            "rathe: ターン%[2]dで%[1]sの勝利 (%[3]s)",
	"cmd.drawn":          "rathe: ターン%dで引き分け (%s)",
	"cmd.resume-left":    "rathe: ターン%dで中断",
	"cmd.resume-won":     "rathe: ターン%[2]dで%[1]sの勝利",
	"cmd.resume-drawn":   "rathe: ターン%dで引き分け",
	"cmd.after-turns":    "%dターン後: %s ライフ%d、%s ライフ%d",
	"cmd.none":           "なし",
	"cmd.save-failed":    "rathe: ゲームを保存できませんでした: %s",
	"cmd.record":         "rathe: 対戦記録: %s (rathe replay FILE)",
	"cmd.saved":          "rathe: ゲームを %s に保存しました\nrathe: `rathe resume` で続きから遊べます",

	// the cards command (cmd_cards.go): a card's numbers, search and audit
	"stat.pitch":                "ピッチ",
	"stat.cost":                 "コスト",
	"stat.power":                "パワー",
	"stat.defense":              "防御値",
	"stat.life":                 "ライフ",
	"stat.intellect":            "知力",
	"cmd.keywords":              "キーワード: ",
	"cmd.not-playable":          "まだ使えません: エンジンが実装していない実在のカードです (テキストは表示しません)。",
	"cmd.search-columns":        "名前\tコスト\tピッチ\tパワー\t防御値",
	"cmd.no-sources":            "このバイナリのビルド元のソースがここにありません",
	"cmd.audit-ok":              "実装済 ",
	"cmd.audit-missing":         "未実装 ",
	"cmd.audit-tests":           "テスト",
	"cmd.audit-total":           "デッキのカード%d種: 未実装%d、テストなし%d",
	"cmd.audit-total-uncounted": "デッキのカード%d種: 未実装%d、テスト数は数えていません: %s",

	// the board's screens (package tui)
	"screen.shuffling":      "デッキをシャッフル中…",
	"small.size":            "端末が%d×%dです。盤面には%d×%d以上が必要です。",
	"small.enlarge":         "ウィンドウを広げるか、qで終了してください。",
	"small.press-q":         "qで終了",
	"small.needs":           "%d×%d以上が必要",
	"quit.question":         "ゲームを終了しますか? y はい · n いいえ",
	"quit.question-short":   "ゲームを終了しますか? y/n",
	"over.stopped":          "ゲームが中断しました: ",
	"over.win":              "ゲーム終了: %sの勝利",
	"over.draw":             "ゲーム終了: 引き分け",
	"over.turns":            "ターン数: %d",
	"over.side":             "%s  ライフ%2d · 与えたダメージ%2d · 失ったライフ%2d · プレイ%2d枚",
	"over.keys":             "qとyで終了 · lでログ",
	"log.title":             "ログ",
	"log.rule":              "ログ",
	"log.both-pass":         "T%d %s、%sの順にパス (1.11.4)",
	"log.auto":              " · 自動: できることがない",
	"hand.label":            "%sの手札",
	"hand.empty":            "(なし)",
	"fact.resources":        "リソース%d",
	"fact.chosen":           "選択%d枚: 防御%d",
	"fact.from-hand":        "手札から最大%d枚",
	"fact.order":            "順に番号を押すか、enterでこの順",
	"fact.range":            "%d〜%d個",
	"row.none":              "選ばない",
	"row.blocked":           "– %s: 今はできない(%s)",
	"row.none-explain":      "どれも選ばない",
	"row.blocked-explain":   "今はできない: %s(CR %s)",
	"note.whole-turns":      "前のターンはできることがなかったため、自動でパスしました(×%d)",
	"note.hold-on":          "自分のカードや能力の後も優先権を保持します",
	"note.hold-off":         "自分のレイヤーの後は再び自動パスします",
	"note.stop":             "次のステップでは、できることがなくても止まります",
	"note.no-option":        "選択肢%dはありません",
	"note.blocked":          "%s — 今はできない: %s(CR %s)",
	"note.answered-none":    "回答: なし",
	"note.record-ends":      "記録はここまで: `rathe load` で続きを遊べます",
	"undo.done":             "取り消し: 直前の優先権の選択に戻りました",
	"undo.done-n":           "取り消し: あなたの回答%d件を取り消し、ターン%dの優先権の選択に戻りました",
	"undo.unavailable":      "このゲームでは取り消しできません",
	"undo.nothing":          "取り消すものがありません: まだ何も選んでいません",
	"undo.other":            "取り消しできません: あなたの選択の後に相手が答えました(相手の選択は取り消せません)",
	"undo.hidden":           "取り消しできません: あなたの選択の後に%s。知った上で選び直せてしまいます (CR 3.0.3)",
	"undo.not-now":          "今は取り消しできません",
	"revealed.draw":         "カードが引かれました",
	"revealed.reveal":       "カードが公開されました",
	"revealed.search":       "デッキが探されました",
	"revealed.intimidate":   "威圧でカードが追放されました",
	"revealed.discard":      "カードが捨てられました",
	"revealed.banish":       "カードが追放されました",
	"revealed.shuffle":      "デッキがシャッフルされました",
	"revealed.turn-face-up": "カードが表向きになりました",
	"revealed.other":        "非公開のカードが明らかになりました",
	"handoff.pass-to":       "%sに交代 — Enterを押してください",
	"info.pitch":            "ピッチ%d %s",
	"browser.title":         "場のカード — enter: テキスト · esc: 戻る",
	"replay.line":           "リプレイ %s · 決定 %d/%d · ターン %d · ← → 決定 · pgup pgdn ターン · home end · q 終了",

	// the help line: what each key does now (keys.go)
	"key.choose":     "選ぶ",
	"key.toggle":     "選択切替",
	"key.move":       "移動",
	"key.enter":      "決定",
	"key.confirm":    "確定",
	"key.confirm-x":  "Xを決定",
	"key.pass":       "パス",
	"key.undo":       "取り消し",
	"key.cards":      "カード一覧",
	"key.text":       "テキスト",
	"key.card-text":  "テキスト",
	"key.stop":       "次のステップで止まる",
	"key.hold":       "優先権を保持",
	"key.log":        "ログ",
	"key.scroll-log": "ログをスクロール",
	"key.back":       "戻る",
	"key.help":       "ヘルプ",
	"key.quit":       "終了",
	"key.yes":        "はい、終了",
	"key.no":         "いいえ、続ける",
	"key.show-hand":  "手札を見る",

	// the ? screen: every key (overlay.go)
	"help.title":     "キー操作",
	"help.choose":    "選択肢を選ぶ(複数選択では切り替え)",
	"help.move":      "移動して決定。複数選択ではenterで確定",
	"help.toggle":    "選択肢の切り替え",
	"help.pass":      "優先権をパス(CR 1.11.4)",
	"help.undo":      "取り消し: 直前の優先権の選択に戻る(相手が答えておらず、非公開の情報が出ていない間)",
	"help.text":      "選んでいるカードのテキスト",
	"help.cards":     "場のカードを見る。enterでテキスト",
	"help.stop":      "次のステップで必ず止まる",
	"help.hold":      "自分のカードや能力の後も優先権を保持",
	"help.log":       "ログ(すべての出来事とルール番号)",
	"help.back":      "戻る",
	"help.quit":      "終了(y/nで確認)",
	"help.auto-pass": "パスしかできないときは自動でパスし、ログに記録します。",
	"help.handoff":   "プレイヤーが選ぶ前に「…に交代」と表示されます。キーボードを渡してください。",
}

// phraseJA: Japanese, in the terms and sentence forms of the Japanese
// Comprehensive Rules (攻撃, 防御, 続行, 戦闘チェイン, チェインリンク, 格納庫,
// 追放, リソースポイント, ライフ総量; 「あなた」 is your hero and 「対戦相手」 the
// opposing one, CR 1.1.2b). 威圧 and リプライズ are not in the seeded
// chapters and are still to be checked against the official cards.
var phraseJA = phrases{
	// effects
	"gain-life":      on(func(_ *cardRenderer, e rules.GainLife) string { return sp("ライフを%d点得る", e.N) }),
	"gain-resources": on(func(r *cardRenderer, e rules.GainResources) string { return r.resources(e.N) + "を得る" }),
	"intimidate":     lit("威圧する(CR 8.5.10)"),
	"next-attack":    on((*cardRenderer).nextAttackJA),
	"attacks-get":    on((*cardRenderer).attacksGetJA),
	"target-gets": on(func(r *cardRenderer, e rules.TargetGets) string {
		return "対象の攻撃は" + r.gets(e.Power, 0, e.Gains, e.Grant)
	}),
	"this-gets": on(func(r *cardRenderer, e rules.ThisGets) string {
		return "このターン、これは" + r.gets(e.Power, e.Defense, e.Gains, 0)
	}),
	"self-gains": on(func(r *cardRenderer, e rules.SelfGains) string {
		return "これは" + r.gets(e.Power, e.Defense, 0, e.Grant)
	}),
	"if":  on(func(r *cardRenderer, e rules.If) string { return r.condition(e.Cond) + "場合、" + r.nested(e.Then) }),
	"may": on(func(r *cardRenderer, e rules.May) string { return jaMay(r.nested(e.Then)) }),
	"if-paid": on(func(r *cardRenderer, e rules.IfPaid) string {
		return r.paidCost(e.I) + "を支払っていた場合、" + r.nested(e.Then)
	}),
	"destroy-self": lit("これを破壊する"),
	"self-counter": on(func(r *cardRenderer, e rules.SelfCounter) string { return r.counterJA(e.Kind, e.N, "これ") }),
	"prevent-next": on(func(_ *cardRenderer, e rules.PreventNext) string {
		return sp("このターン、あなたが受ける次の%d点のダメージを軽減する", e.N)
	}),
	"deal-damage": on(func(_ *cardRenderer, e rules.DealDamage) string {
		return sp("対戦相手のヒーローに%d点のダメージを与える", e.N)
	}),
	"draw": on(func(_ *cardRenderer, e rules.Draw) string { return sp("カードを%d枚引く", e.N) }),
	"nth-attack-gets": on(func(r *cardRenderer, e rules.AttackCount) string {
		return sp("それがこのターンの%d回目の攻撃である場合、ターン終了時までそれは%sを得る", e.Nth, r.mods(e.Power, 0, 0))
	}),
	"extra-attack":        lit("このターン、その武器で追加で1回攻撃できるようにする(CR 5.2.3c)"),
	"close-chain":         lit("戦闘チェインを閉じる"),
	"next-card-costs":     on((*cardRenderer).nextCostJA),
	"replace-next-damage": on((*cardRenderer).replaceJA),
	"destroy-attack":      lit("その攻撃を破壊する"),
	"link-gets": on(func(r *cardRenderer, e rules.LinkGets) string {
		return "このチェインリンクの間、その攻撃は" + r.gets(e.Power, 0, 0, 0)
	}),
	"draw-then-discard-random": on((*cardRenderer).drawDiscardJA),
	"reveal-top-keep-if-power": on(func(_ *cardRenderer, e rules.RevealTopKeepIfPower) string {
		return sp("あなたのデッキの一番上のカードを公開し、そのパワーが%d未満の場合、それをデッキの一番下に置く", e.MinPower)
	}),
	"may-pay": on(func(r *cardRenderer, e rules.MayPay) string {
		return r.resources(e.N) + "を支払ってもよい。そうした場合、" + r.nested(e.Then)
	}),
	"cards-you-control-get": on(func(r *cardRenderer, e rules.ControlledNowGet) string {
		return "このターン、あなたがコントロールする" + r.filter(e.Filter, false) + "はそれぞれ" + r.gets(e.Power, e.Defense, e.Gains, 0)
	}),
	"hit-hero-discards":    lit("ヒットを受けたヒーローは、自身が選んだカードを1枚捨てる(CR 8.5.5)"),
	"defend-from-arsenal":  lit("このターン、あなたは格納庫の攻撃・アクションカードでも防御できる"),
	"may-banish-from-hand": on((*cardRenderer).mayBanishJA),
	"attack-source-counter": on(func(r *cardRenderer, e rules.AttackSourceCounter) string {
		return r.counterJA(e.Kind, e.N, "攻撃している武器かカード")
	}),
	"nth-weapon-attack-gets": on((*cardRenderer).nthWeaponJA),
	"turn-face-up":           lit("これを表向きにする(CR 8.5.24)"),
	"banish-self":            lit("これを追放する(CR 8.5.1)"),
	"search-deck":            on((*cardRenderer).searchJA),
	"shuffle-deck":           lit("あなたのデッキをシャッフルする(CR 8.5.20)"),
	"create-token": on(func(_ *cardRenderer, e rules.CreateToken) string {
		return sp("「%s」トークンを1つ作成する(CR 8.5.2)", e.Token.Name)
	}),
	// hero-core (issue #11): auras and X
	"create-tokens": on(func(_ *cardRenderer, e rules.CreateTokens) string {
		if e.PerX {
			return sp("「%s」トークンをX個作成する(CR 8.5.2)", e.Token.Name)
		}
		return sp("「%s」トークンを%dつ作成する(CR 8.5.2)", e.Token.Name, e.N)
	}),
	"event-attack-gets": on(func(r *cardRenderer, e rules.EventAttackGets) string {
		return "その攻撃は" + r.gets(e.Power, 0, e.Gains, 0)
	}),
	// hero-terra: 置換効果、プレイの仕方、大地の絆
	"gain-plus": on(func(_ *cardRenderer, e rules.GainPlus) string {
		if e.Once {
			return sp("このターン、次に攻撃がパワーを得る場合、代わりにその値に%dを加えた値を得る(CR 6.4)", e.N)
		}
		return sp("このターン、攻撃がパワーを得るたび、代わりにその値に%dを加えた値を得る(CR 6.4)", e.N)
	}),
	"instead": on(func(r *cardRenderer, e rules.Instead) string {
		return r.nested(e.Then) + "。" + r.condition(e.If) + "場合、代わりに" + r.nested(e.Instead) + "(CR 6.4.7)"
	}),
	"may-destroy-self": on(func(r *cardRenderer, e rules.MayDestroySelf) string {
		return "これを破壊してもよい。そうした場合、" + r.nested(e.Then)
	}),
	"earth-bond": lit("これをプレイするために大地のカードがピッチされていた(大地の絆、CR 8.4.15)"),
	"pitched-to-play": on(func(r *cardRenderer, p rules.PitchedClasses) string {
		return sp("これをプレイするため、またはこれで攻撃するために%sのカードがピッチされていた", r.w.ClassNames(p.Classes)[0])
	}),
	"pitch-zone-has": on(func(r *cardRenderer, p rules.PitchedClasses) string {
		return sp("あなたのピッチゾーンに%sのカードがある", r.w.ClassNames(p.Classes)[0])
	}),
	"played-from-arsenal": lit("これが格納庫からプレイされていた"),
	"power-above-base":    lit("これのパワーが基本のパワーより大きい"),
	"each-end-phase":      lit("各終了フェイズの開始時(あなたのものと対戦相手のもの)"),
	// costs
	"cost-discard-random": lit("カードを1枚ランダムに捨てる"),
	"cost-destroy-self":   lit("これを破壊する"),
	"cost-discard":        lit("カードを1枚捨てる"),
	"cost-reveal": on(func(_ *cardRenderer, e rules.RevealCost) string {
		return sp("手札からコストが%d以下のカードを1枚公開する", e.Max)
	}),
	"cost-bottom-from-hand": lit("手札のカードを1枚デッキの一番下に置く"),
	// conditions
	"reprise":               lit("このチェインリンクで防御ヒーローが手札のカードで防御した(リプライズ、CR 8.4.3)"),
	"intimidated-this-turn": lit("このターン、あなたが威圧した"),
	"weapon-attacks-at-least": on(func(_ *cardRenderer, p rules.WeaponAttacks) string {
		return sp("このターン、あなたが武器で%d回以上攻撃した", p.N)
	}),
	"while-defending":         lit("これが防御している"),
	"less-life-than-opponent": lit("あなたのライフ総量が対戦相手より少ない"),
	"defended-by-fewer-non-equipment": on(func(_ *cardRenderer, p rules.NonEquipmentDefenders) string {
		return sp("これを防御している装備品以外のカードが%d枚未満である", p.Fewer)
	}),
	"self-counters-at-least": on((*cardRenderer).countersAtLeastJA),
	// trigger conditions
	"when-this-attacks":                 lit("これが攻撃したとき"),
	"when-this-hits":                    lit("これがヒットしたとき"),
	"when-this-hits-a-hero":             lit("これがヒーローにヒットしたとき"),
	"when-this-defends":                 lit("これが防御したとき"),
	"when-this-is-destroyed":            lit("これが破壊されたとき"),
	"when-you-play-this-with-less-life": lit("あなたのライフ総量が対戦相手より少ない状態でこれをプレイしたとき"),
	"discard-6-power-action-phase":      lit("あなたのアクションフェイズ中に、あなたがパワー6以上のカードを捨てるたび"),
	"dawnblade-first-go-again":          lit("各ターン、Dawnbladeが最初に続行を得たとき"),
	"second-attack-with-this":           lit("これがこのターン2回目に攻撃したとき"),
	"chain-closes-defended":             lit("戦闘チェインが閉じたとき、これが防御していた場合"),
	"chain-closes":                      lit("戦闘チェインが閉じたとき"),
	"you-play-6-power":                  lit("あなたがパワー6以上のカードをプレイするたび"),
	"your-sword-attack-hits":            lit("あなたがコントロールする剣の攻撃がヒットするたび"),
	"you-play-attack-action-card":       lit("あなたが攻撃・アクションカードをプレイしたとき"),
	"you-activate-weapon-attack":        lit("あなたが武器の攻撃を起動したとき"),
	"your-turn-starts":                  lit("あなたのターンの開始時"),
	// hero-core (issue #11): auras
	"your-action-phase-starts": lit("あなたのアクションフェイズの開始時"),
}

func (r *cardRenderer) nextAttackJA(e rules.NextAttack) string {
	what := sp("このターン、あなたの次の%sは", r.filter(e.Filter, true))
	if e.OnPlay {
		what = sp("このターン、あなたが次にプレイする%sは", r.filter(e.Filter, true))
	}
	return what + r.gets(e.Power, 0, e.Gains, e.Grant)
}

func (r *cardRenderer) counterJA(kind rules.CounterKind, n int, on string) string {
	return sp("%sに%sカウンターを%d個置く(CR 8.5.14)", on, r.counterName(kind, n), abs(n))
}

func (r *cardRenderer) attacksGetJA(e rules.AttacksGet) string {
	return sp("このターン、あなたの%sはそれぞれ%s", r.filter(e.Filter, true), r.gets(e.Power, 0, e.Gains, e.Grant))
}

func (r *cardRenderer) mayBanishJA(e rules.MayBanishFromHand) string {
	return sp("手札から%sを1枚追放してもよい(CR 8.5.1)。そうした場合、%s", r.filter(e.Filter, false), r.nested(e.Then))
}

func (r *cardRenderer) nthWeaponJA(e rules.NthWeaponAttackGets) string {
	var parts []string
	for i, p := range e.Power {
		if p != 0 {
			parts = append(parts, sp("これがこのターンのあなたの%d回目の武器の攻撃なら、これは%sを得る", i+1, r.mods(p, 0, 0)))
		}
	}
	if len(parts) == 0 {
		return r.say("text.nothing-happens")
	}
	return strings.Join(parts, "。")
}

func (r *cardRenderer) searchJA(e rules.SearchDeck) string {
	face := ""
	if e.FaceUp {
		face = "表向きで"
	}
	// 「あなたのデッキから「征服の命令」を1枚探し」(CR 1.4.4 example).
	return sp("あなたのデッキから「%s」を1枚探し、それを%sに%s置く(CR 8.5.19)", e.Name, r.w.Zone(e.To), face)
}

func (r *cardRenderer) countersAtLeastJA(p rules.SelfCounters) string {
	return sp("これに%sカウンターが%d個以上ある", r.counterName(p.Kind, 1), p.N)
}

func (r *cardRenderer) nextCostJA(e rules.NextCardCosts) string {
	what := sp("このターン、あなたが次にプレイする%sのコストは", r.filter(e.Filter, false))
	switch {
	case e.HasSet && e.Delta != 0:
		return sp("%s%dになり、その後%+dされる", what, e.Set, e.Delta)
	case e.HasSet:
		return sp("%s%dになる", what, e.Set)
	case e.Delta < 0:
		// CR 5.1.6a: effects increase (増加) or reduce (減少) a cost.
		return sp("%s%d減少する", what, -e.Delta)
	}
	return sp("%s%d増加する", what, e.Delta)
}

func (r *cardRenderer) replaceJA(e rules.ReplaceNextDamage) string {
	if d := e.Delta; d < 0 {
		return sp("このターン、次にあなたがダメージを受ける場合、代わりにそれより%d点少ないダメージを受ける(CR 6.4)", -d)
	}
	return sp("このターン、次にあなたがダメージを受ける場合、代わりにそれより%d点多いダメージを受ける(CR 6.4)", e.Delta)
}

func (r *cardRenderer) drawDiscardJA(e rules.DrawThenDiscardRandom) string {
	s := "カードを1枚引き、その後カードを1枚ランダムに捨てる"
	if len(e.IfSixPower) > 0 {
		s += "。捨てたカードのパワーが6以上の場合、" + r.nested(e.IfSixPower)
	}
	return s
}

// filterJA is filter in the Japanese rules' word order (CR 1.2.2d and the
// examples of CR 1.4.3e, 5.1.2a): supertypes join a card noun with ・
// (ルーン剣士・攻撃・アクションカード) and an attack with の (ルーン剣士の攻撃,
// 武器の攻撃); a cost limit comes first (コストが2以上の攻撃・アクションカード).
func filterJA(_ *cardRenderer, f rules.AttackFilter, attack bool, adj []string) string {
	var s string
	switch {
	case f.Weapon && (f.Name != "" || f.Moniker != ""):
		// A weapon named by its name or moniker: "Dawnbladeの攻撃".
		s = strings.Join(adj, "・") + "の攻撃"
	case f.Weapon:
		s = "武器の攻撃"
		if len(adj) > 0 {
			s = strings.Join(adj, "・") + "の" + s
		}
	case f.ActionCard:
		s = "攻撃・アクションカード"
		if len(adj) > 0 {
			s = strings.Join(adj, "・") + "・" + s
		}
	default:
		s = "カード"
		if attack || f.Subtypes.Has(rules.Attack) {
			s = "攻撃"
		}
		if len(adj) > 0 {
			s = strings.Join(adj, "・") + "の" + s
		}
	}
	switch {
	case f.MinCost > 0 && f.HasMaxCost:
		s = sp("コストが%d〜%dの", f.MinCost, f.MaxCost) + s
	case f.MinCost > 0:
		s = sp("コストが%d以上の", f.MinCost) + s
	case f.HasMaxCost && f.MaxCost == 0:
		s = "コストが0の" + s
	case f.HasMaxCost:
		s = sp("コストが%d以下の", f.MaxCost) + s
	}
	return s
}

// sentenceJA ends a clause with 。.
func sentenceJA(s string) string {
	if strings.HasSuffix(s, "。") {
		return s
	}
	return s + "。"
}

// jaThen joins Japanese clauses in order as the rules write a sequence
// (「それで攻撃し、その後シャッフルする」, CR 1.4.4 example): every clause but
// the last ends in its verb's continuative form.
func jaThen(parts []string) string {
	var b strings.Builder
	for i, p := range parts {
		if i == len(parts)-1 {
			b.WriteString(p)
			break
		}
		body, cite := jaSplitCite(p)
		if ren, _, ok := jaVerbForms(body); ok {
			b.WriteString(ren + cite + "、その後")
		} else {
			b.WriteString(p + "。その後、")
		}
	}
	return b.String()
}

// jaMay makes a clause optional: 「これを表向きにする」 → 「これを表向きにしても
// よい」 (CR 5.4.7b example). A sequence of clauses, or a verb it cannot
// conjugate, becomes 「次を行ってもよい: …」.
func jaMay(clause string) string {
	body, cite := jaSplitCite(clause)
	if !strings.Contains(body, "その後") && !strings.Contains(body, "。") {
		if _, te, ok := jaVerbForms(body); ok {
			return te + "もよい" + cite
		}
	}
	return "次を行ってもよい: " + clause
}

// jaSplitCite splits a trailing rule citation "(CR 8.5.10)" off a clause.
func jaSplitCite(s string) (body, cite string) {
	if i := strings.LastIndex(s, "(CR "); i > 0 && strings.HasSuffix(s, ")") {
		return s[:i], s[i:]
	}
	return s, ""
}

// jaVerbForms conjugates the verb that ends a Japanese clause: its
// continuative form (置く → 置き) and its te-form (置く → 置いて). ok is false
// when the clause does not end in a verb it knows how to conjugate.
func jaVerbForms(s string) (ren, te string, ok bool) {
	switch {
	case strings.HasSuffix(s, "する"):
		stem := strings.TrimSuffix(s, "する")
		return stem + "し", stem + "して", true
	case strings.HasSuffix(s, "得る"):
		// 「得、」 is correct but stiff: 「続行を得て、その後…」.
		stem := strings.TrimSuffix(s, "る")
		return stem + "て", stem + "て", true
	case strings.HasSuffix(s, "なる"):
		stem := strings.TrimSuffix(s, "る")
		return stem + "り", stem + "って", true
	}
	rs := []rune(s)
	if len(rs) < 2 {
		return "", "", false
	}
	stem, last, prev := string(rs[:len(rs)-1]), rs[len(rs)-1], rs[len(rs)-2]
	switch last {
	case 'く':
		return stem + "き", stem + "いて", true
	case 'す':
		return stem + "し", stem + "して", true
	case 'う':
		return stem + "い", stem + "って", true
	case 'つ':
		return stem + "ち", stem + "って", true
	case 'ぶ':
		return stem + "び", stem + "んで", true
	case 'む':
		return stem + "み", stem + "んで", true
	case 'る':
		// Ichidan verbs (捨てる, 与える, 受ける, 閉じる, できる): the kana before
		// る is of the e- or i-row.
		if strings.ContainsRune("えけげせぜてでねべめれいきぎしじちにびみり", prev) {
			return stem, stem + "て", true
		}
	}
	return "", "", false
}

package text

// Japanese: everything the game says in Japanese, in the terms and
// sentence forms of the Japanese Comprehensive Rules. The card-text
// phrases (words_*.go, beside the English) use them too: 攻撃, 防御, 続行,
// 戦闘チェイン, チェインリンク, 格納庫, 追放, リソースポイント, ライフ総量;
// 「あなた」 is your hero and 「対戦相手」 the opposing one (CR 1.1.2b). 威圧
// and リプライズ are not in the seeded chapters and are still to be checked
// against the official cards.

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
		"Hammer": "ハンマー", "Scepter": "笏", "Off-Hand": "オフハンド", "Flail": "フレイル", "Claw": "クロー"},
	classes: map[string]string{"Generic": "汎用", "Brute": "ブルート", "Warrior": "戦士", "Guardian": "ガーディアン", "Ninja": "忍者",
		"Ranger": "レンジャー", "Runeblade": "ルーン剣士", "Wizard": "魔術師", "Mechanologist": "機械技師",
		"Illusionist": "幻術士", "Shadow": "シャドウ", "Light": "光", "Elemental": "エレメンタル",
		"Lightning": "ライトニング",
		"Earth":     "大地"},
	keywords: map[string]string{"Go again": "続行", "Dominate": "圧倒", "Blade Break": "ブレードブレイク", "Battleworn": "バトルウォーン",
		"Legendary": "伝説", "Overpower": "凌駕", "Intimidate": "威圧", "Reprise": "リプライズ", "Spectra": "スペクトラ",
		"Temper": "テンパー", "Crush": "粉砕", "Guardwell": "ガードウェル",
		"Essence": "エッセンス", "Lightning Flow": "ライトニングフロー",
		"Earth Bond": "大地の絆", "Tower": "タワー", "Universal": "ユニバーサル", "Beat Chest": "ビートチェスト"},
	zones: map[rules.Zone]string{rules.ZoneDeck: "デッキ", rules.ZoneHand: "手札", rules.ZoneArsenal: "格納庫", rules.ZonePitch: "ピッチゾーン",
		rules.ZoneGraveyard: "墓地", rules.ZoneBanished: "追放ゾーン", rules.ZoneArena: "闘技場", rules.ZoneStack: "スタック", rules.ZoneChain: "戦闘チェイン"},
}

// unconfirmedJA is the one list of the Japanese terms this project uses
// that the official Japanese CR (the seeded chapters 1 and 5, see
// ../shared/RULES.md) does not confirm: the English term, then the word
// used for it (a block's keyword adds its own from its words file,
// keywordJA). Every other term of the tables is the CR's own. When an
// official word is found, change it in the tables and strike it here; a
// test holds every word of this list to being used somewhere.
var unconfirmedJA = map[string]string{
	// keywords (CR 8)
	"Blade Break": "ブレードブレイク", "Battleworn": "バトルウォーン", "Legendary": "伝説", "Intimidate": "威圧",
	"Reprise": "リプライズ", "Spectra": "スペクトラ", "Temper": "テンパー",
	"Crush": "粉砕", "Guardwell": "ガードウェル", "Ephemeral": "エフェメラル",
	"Tower": "タワー", "Universal": "ユニバーサル", "Beat Chest": "ビートチェスト",
	// classes, types and subtypes the seeded chapters do not name
	"Brute": "ブルート", "Guardian": "ガーディアン", "Ranger": "レンジャー", "Shadow": "シャドウ", "Elemental": "エレメンタル",
	"Mentor": "メンター", "Young": "ヤング", "Demi-Hero": "デミヒーロー", "Off-Hand": "オフハンド", "Quiver": "矢筒",
	"Club": "棍棒", "Dagger": "短剣", "Hammer": "ハンマー", "Scepter": "笏", "Flail": "フレイル", "Claw": "クロー",
	// formats (tournament rules, not the CR)
	"Blitz": "ブリッツ", "Classic Constructed": "クラシックコンストラクテッド", "Welcome": "ウェルカム",
}

// messagesJA: the messages (see language). Japanese has no form for one.
var messagesJA = map[string]string{
	// lead: the saves folder and a file over its size bound (internal/cli/lang.go)
	"cmd.save-no-dir":    "セーブデータのフォルダがありません：RATHE_HOME を設定してください",
	"cmd.save-dir":       "セーブデータのフォルダ",
	"cmd.file-too-large": "%s: %dバイトを超えています",
	// lead: goldfish command errors (internal/cli/goldfish.go)
	"cmd.gf-format":          "goldfish: --format %q: blitz か cc を指定してください",
	"cmd.gf-two-decks":       "goldfish: 2つのデッキを比べるのは --auto のときだけです",
	"cmd.gf-auto-only":       "goldfish: --%s は --auto と一緒に使います",
	"cmd.gf-equip2":          "goldfish: --equip2 は2つ目のデッキのもので、2つのデッキと --auto で使います",
	"cmd.equip-empty":        "%s %q は武器も装備品も名指ししていません: 名前をカンマ区切りで書いてください(\"Name,Name\")",
	"cmd.gf-runs":            "goldfish: --runs %d: 1から%dまでを指定してください",
	"cmd.gf-workers":         "goldfish: --workers %d: 1から%dまでを指定してください",
	"cmd.gf-samples":         "%s: --samples %d: 1から%dまでを指定してください",
	"cmd.gf-turns":           "goldfish: --turns %d: 1から%dまでを指定してください (0なら30)",
	"cmd.gf-best-scenario":   "goldfish best: --scenario FILE でシナリオを指定してください",
	"cmd.gf-best-start-game": "%s: `start: game` のシナリオには探索する局面がありません。goldfish best には進行中のターンが必要です",
	"cmd.gf-best-p2":         "%s: この局面はプレイヤー2のターンです。goldfish best はプレイヤー1のターンを調べます",
	"cmd.gf-game-failed":     "goldfish: ゲーム%d（ゲームの種 %d、ボットの種 %d）",
	// lead: the descriptions of rules, learn and goldfish (internal/cli/rules.go,
	// internal/cli/learn.go, internal/cli/goldfish.go)
	"cli.rules": "ルールを独自の言葉でCR番号とともに：番号、語句、またはセクション一覧",
	"cli.rules-long": `rules はルールブックを表示する。ゲームが引用するすべての総合ルール（CR）の
番号と、キーワードや用語について、rathe のために書いた説明（CRの原文ではない）
を英語または日本語（--lang ja）で示す。

  rathe rules              章とセクションの一覧
  rathe rules 7.3.2        項目（細則はそれを説明する項目へ、項目のない番号は
                           最も近い親の項目へ）
  rathe rules 続行         題名か用語で探した項目、または一致したものの一覧

終了ステータス：0 見つかった、1 一致なし、2 使い方の誤り。`,
	"cli.learn":       "1つずつ仕組みを学ぶレッスン：メニュー、--list、レッスンN、またはレッスンファイル",
	"flag.learn-list": "レッスンを番号つきで、完了・未完了とともに表示する",
	"cli.goldfish":    "ゴールドフィッシュ相手にデッキを練習する。--auto --runs N で最善手の統計",
	"cli.goldfish-long": `goldfish はデッキ（既定は cb-rhinar）をゴールドフィッシュ相手にプレイする。
ゴールドフィッシュはフォーマットのライフ（ブリッツ20、CC40）を持ち、カードも
装備品もなく、防御も行動もしないヒーローである。

--auto ではゴールドフィッシュ・ボットが --runs 回、ゴールドフィッシュが倒
れるまで（または --turns ターンまで）プレイし、毎ターン見つけた最大ダメー
ジの手順（rules/bot：そのターンの選択をすべて調べる厳密な探索）を使って集
計する：倒すまでのターン数、1ターンのダメージ、何もできなかったターン、各
カードが引かれ、プレイされ、ピッチされ、アーセナルに置かれた回数。i番目の
ゲームは --seed と i から種を得るので、--workers の数によらず結果は同じ。
--auto で2つのデッキを指定すると同じ種で対戦させて比べる（倒すまでのターン
数のマン・ホイットニーのU検定）。`,
	"cli.goldfish-best": "シナリオの局面でプレイヤー1のターンの最善手（プレイヤー2はゴールドフィッシュ）",
	"cli.goldfish-best-long": `best はシナリオの局面（FORMAT.md）からプレイヤー1のターンのすべての手順を
調べ、最大のダメージとそれを与える手順を表示する。プレイヤー2はゴールド
フィッシュとしてプレイされ、パスするだけで防御も行動もしない。ファイルの
回答と期待は使わず、局面だけを使う。手順の途中で引くカードは未知なので、
デッキにありうるカードすべてについての平均ダメージが最大の手順を選び、
最小と最大のダメージも示す。--known-deck はファイルのデッキの順番を既知と
して厳密な手順を出す。`,
	"flag.goldfish-format":    "ゴールドフィッシュのライフ：blitz（20）または cc（40）",
	"flag.goldfish-auto":      "ゴールドフィッシュ・ボットがデッキをプレイする：--runs 回の統計",
	"flag.goldfish-runs":      "ボットがプレイするゲーム数（--auto）",
	"flag.goldfish-turns":     "1ゲームでデッキ側が行う最大ターン数（--auto、0なら30）",
	"flag.goldfish-equip":     "デッキが最初に装備する武器と装備品を予備から選ぶ：\"Name,Name\"。どの組にもあるカードは自動で加わる（指定しなければ盤面で尋ね、デッキごとに記憶する。--auto では最初に示される組）",
	"flag.goldfish-equip2":    "2つ目のデッキについて同じことをする（2つのデッキと --auto）",
	"flag.goldfish-workers":   "同時に進めるゲーム数（--auto、数によらず結果は同じ）",
	"flag.goldfish-json":      "JSONで出力する（--auto）：runs, seed, turns_to_kill_mean, turns_to_kill_ci, turns_to_kill_median, turns_to_kill_hist, killed_by_turn, damage_per_turn_mean, damage_per_turn_ci, damage_by_turn, opening_hand, equipment, cards, ms, memo、--samples が既定でなければ samples",
	"flag.goldfish-samples":   "ボットの探索が厳密に扱わない確率ノード（次のカードが13種類以上ありうるとき、ランダムな結果）で配る世界の数（--auto、goldfish best）：少ないほど探索は速く、プレイは少し悪くなる（BENCHMARKS.md）",
	"flag.goldfish-scenario":  "局面を探索するシナリオファイル",
	"flag.goldfish-best-json": `JSONで出力する：{"damage","damage_min","damage_max","line","steps","lines_searched","ms"}`,
	"flag.goldfish-puzzle":    "シナリオのデッキの順番を既知とする（詰め問題）：引きの期待値ではなく厳密な手順",
	// names
	"player.nobody":  "なし",
	"card.hidden":    "非開示のカード",
	"card.unseen":    "カード",
	"list.type-line": "・",
	"list.and":       "、",
	"list.or":        "か",
	"list.mods":      "と",
	"list.keywords":  "、",
	"list.costs":     "、",
	"list.sentences": "",

	// why an action is not legal (rules.Reason) and why an answer is refused
	"blocked.needed-for-cost":     "別のコスト用のカードが残らない: %sはそのコストに必要で、ピッチにも使えない",
	"blocked.needed-for-cost.row": "%sは別のコストに必要",

	// prompts, their options and what choosing one does
	"list.equip": "、",

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
	"board.more-cards":        "+%d (tab)",
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
	"board.defended-by-total": "防御 %s",
	"board.defense-first":     "計%dd: %s",
	"board.defended-by":       "防御: %s",
	"board.defended-by-short": "防御 %s",
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
	"board.slot-off-hand":     "オフハンド",
	"board.layer-card":        "カード",
	"board.layer-ability":     "起動型能力",
	"board.layer-trigger":     "誘発型能力",

	// what a board command offers without a terminal (boardTerminal)
	"cmd.learn-hint":    "。端末なしでは `rathe learn --list` でレッスンの一覧を表示できます",
	"cmd.saves-hint":    "。端末なしでは `rathe saves list` と `rathe replay FILE --to-end` で保存したゲームを読めます",
	"cmd.replay-hint":   "。端末なしでは --to-end (--json も可) でゲームの最後を出力します",
	"cmd.goldfish-hint": "。端末なしでは `rathe goldfish --auto` でゴールドフィッシュとのゲームを自動で行えます",

	// the hand-off guard (internal/cli/play.go)
	"cmd.bad-handoff-guard": "RATHE_HANDOFF_GUARD=%s: 0 以上の時間ではありません (0s や 400ms など)",

	// the commands (internal/cli)
	"cmd.dumb-terminal":  "dumb 端末 (TERM=dumb) では盤面を描けません。カーソルを動かせる端末で実行してください",
	"cmd.not-a-terminal": "盤面は端末に描画しますが、出力が端末ではありません (ファイルやパイプへのリダイレクト?)",
	"cmd.no-keys":        "盤面はキー入力のために端末が必要です",
	"cmd.bad-stop":       "--stops: %q というストップはありません。場所は %s で、そのままか own- か opp- を付けます。none, default, all も使えます",
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

	// the last state of the game could not be saved (exit 1)
	"cmd.not-saved-holds":  "%s にはターン%dの時点のゲームが残っています",
	"cmd.not-saved-nofile": "このゲームを保存したファイルはありません",

	// the cards command (internal/cli/cards.go): a card's numbers, search and audit
	"stat.pitch":                "ピッチ",
	"stat.cost":                 "コスト",
	"stat.power":                "パワー",
	"stat.defense":              "防御値",
	"stat.life":                 "ライフ",
	"stat.intellect":            "知力",
	"cmd.keywords":              "キーワード: ",
	"cmd.not-playable":          "まだ使えません: エンジンが実装していない実在のカードです (テキストは表示しません)。",
	"cmd.search-columns":        "名前\tコスト\tピッチ\tパワー\t防御値\tプレイ可能",
	"cmd.search-yes":            "はい",
	"cmd.search-no":             "未実装",
	"cmd.no-sources":            "このバイナリのビルド元のソースがここにありません",
	"cmd.audit-ok":              "実装済 ",
	"cmd.audit-missing":         "未実装 ",
	"cmd.audit-tests":           "テスト",
	"cmd.audit-total":           "デッキのカード%d種: 未実装%d、テストなし%d",
	"cmd.audit-total-uncounted": "デッキのカード%d種: 未実装%d、テスト数は数えていません: %s",
	// `rathe cards audit --decks`: 構築済みデッキのリスト (internal/cli/audit_precons.go)
	"cmd.precon-intro":                "構築済みデッキのリスト%[2]d種のうち%[1]d種がプレイ可能。カード: リストのカードのうちカードデータにある種類数(トークンを含む)に対する実装済みの種類数。枚数: 同じことをカードプールの枚数で。カードデータのない行(データより新しいセット)は数えない。",
	"cmd.precon-col-list":             "リスト",
	"cmd.precon-col-hero":             "ヒーロー",
	"cmd.precon-col-format":           "形式",
	"cmd.precon-col-cards":            "カード",
	"cmd.precon-col-copies":           "枚数",
	"cmd.precon-col-playable":         "プレイ",
	"cmd.precon-yes":                  "はい",
	"cmd.precon-no":                   "まだ",
	"cmd.precon-keywords":             "未対応のキーワード: %s",
	"cmd.precon-missing-count":        "その他の未実装カード: %d",
	"cmd.precon-missing-few":          "その他の未実装カード: %d (%s)",
	"cmd.precon-no-data-count":        "カードデータなし: %d",
	"cmd.precon-problems-count":       "フォーマット上の問題: %d",
	"cmd.precon-sep":                  " / ",
	"cmd.precon-shipped":              "このリスト以外の構築済みデッキで、デッキとして同梱しているもの: %s。",
	"cmd.precon-more":                 "rathe cards audit --decks ID でリストの未実装カードを表示する。--json はすべてのリストを完全に出力する。",
	"cmd.precon-numbers":              "%s · カード%d/%d · 枚数%d/%d · %s",
	"cmd.precon-not-playable":         "まだプレイできない",
	"cmd.precon-playable":             "プレイ可能: rathe play --p1 %s",
	"cmd.precon-playable-not-shipped": "プレイ可能(デッキとしてはまだ同梱されていない)",
	"cmd.precon-keyword":              "未対応のキーワード %s (%d): %s",
	"cmd.precon-missing":              "その他の未実装カード、上のキーワードなし (%d): %s",
	"cmd.precon-no-data":              "カードデータなし、数えない (%d): %s",
	"cmd.precon-unknown":              "cards audit --decks: 構築済みデッキのリスト%qはない(リスト: %s)",

	// `rathe goldfish best` and `--auto`, the goldfish
	// bot's line (tui/goldchart renders the steps).
	"goldfish.step.play":        "プレイ: %s",
	"goldfish.step.activate":    "起動: %s",
	"goldfish.step.activate-is": "起動 (%s): %s",
	"activate.go-again":         "%s（続行）",
	"goldfish.step.pitch":       "ピッチ: %s",
	"goldfish.step.arsenal":     "格納庫へ: %s",
	"goldfish.step.yes":         "はい (%s)",
	"goldfish.step.yes-is":      "はい (%s): %s",
	"yes.pay":                   "%sを支払い、%s",
	"yes.hero-attacked":         "攻撃されたヒーロー",
	"yes.hero-hit":              "ヒットを受けたヒーロー",
	"yes.banish":                "手札から%sを1枚追放し(CR 8.5.1)、%s",
	"yes.discard":               "カードを1枚選んで捨て(CR 8.5.5)、%s",
	"yes.destroy-self":          "これを破壊し(CR 8.5.4)、%s",
	"goldfish.step.no":          "いいえ (%s)",
	"goldfish.step.mode":        "モード%d: %s",
	"goldfish.step.mode-is":     "モード%d (%s): %s",
	"goldfish.step.target":      "対象: %s",
	"goldfish.step.x":           "X = %d",
	"goldfish.step.choose":      "選ぶ: %s",
	"goldfish.step.order":       "順番%d: %s",
	"goldfish.step.bottom":      "%sをデッキの一番下に置く",
	"goldfish.step.top":         "%sをデッキの一番上に置く",
	"goldfish.step.discard":     "%sを捨てる",
	"goldfish.step.banish":      "%sを追放する",
	"goldfish.step.reveal":      "%sを公開する",
	"goldfish.step.draw":        "%sを引く",
	"goldfish.step.search":      "%sをデッキから探す (CR 8.5.19)",
	"goldfish.line-empty":       "することなし: パス",
	"goldfish.step.drawn":       "%[1]s を引く（%[3]d分の%[2]d。以下はこの場合の手順。すべての引きでは期待値%[4]s、%[5]d〜%[6]d）",
	"goldfish.step.outcome":     "見えないカードの結果は%[1]d通り。以下はこの場合の手順（探索した%[3]d分の%[2]d。全体では期待値%[4]s、%[5]d〜%[6]d）",
	"goldfish.step.drawn-end":   "%[1]s を引く（%[3]d分の%[2]d）。この場合は%[7]dダメージで、この後プレイするものはない（すべての引きでは期待値%[4]s、%[5]d〜%[6]d）",
	"goldfish.step.outcome-end": "見えないカードの結果は%[1]d通り。示した場合（探索した%[3]d分の%[2]d）は%[7]dダメージで、この後プレイするものはない（全体では期待値%[4]s、%[5]d〜%[6]d）",

	// A sampled outcome that draws: the card drawn.
	"goldfish.step.outcome-drew":     "%[7]s を引く（見えないカードの結果%[1]d通りの1つ。探索した%[3]d分の%[2]d）。以下はこの場合の手順（全体では期待値%[4]s、%[5]d〜%[6]d）",
	"goldfish.step.outcome-drew-end": "%[7]s を引く（見えないカードの結果%[1]d通りの1つ。探索した%[3]d分の%[2]d）。この場合は%[8]dダメージで、この後プレイするものはない（全体では期待値%[4]s、%[5]d〜%[6]d）",

	"goldfish.drew-then":        "%s、続いて%s",
	"goldfish.step-dealt":       "%s · %dダメージ",
	"goldfish.step-dealt-total": "%s · %dダメージ（計%d）",
	// the computer opponent's reasons (rules/bot: Opponent.Last, text/opponent.go)
	"bot.move-asked":                "%s（プレイヤー%d）への質問: %s",
	"bot.move-asked-seat":           "%sへの質問: %s",
	"bot.move-answer":               "答え: %s",
	"bot.move-nothing":              "なし",
	"bot.move-why":                  "理由: %s",
	"bot.move-cost":                 "%s、シード%d: %d個の世界を探索、%dミリ秒",
	"cmd.bot-scenario":              "bot move: --scenario FILE でシナリオを指定してください",
	"cmd.bot-level":                 "bot move: --level %q: easy、normal、hard、greedy のいずれかを指定してください",
	"cmd.bot-no-question":           "%s: この局面では誰にも質問がない（ゲームは終わっている）",
	"bot.and":                       "、",
	"bot.why.only":                  "選べる答えはこれだけ",
	"bot.why.line":                  "%s: このターンの計画で%d点のダメージ",
	"bot.why.line-lethal":           "%s: このターンの計画でとどめを刺す",
	"bot.why.line-spend":            "%s: このターンの計画で%d点のダメージ、相手にカードを%d枚使わせる",
	"bot.why.line-blocked":          "%s: 防御されると見て計画のダメージは0だが、相手にカードを%d枚使わせる",
	"bot.why.line-pass":             "パス: このターンの計画で%d点のダメージ",
	"bot.why.line-pass-lethal":      "パス: このターンの計画でとどめを刺す",
	"bot.why.too-big":               "予算内に計画なし: 最も単純な答え",
	"bot.why.block":                 "%sで防御: %d点軽減",
	"bot.why.take":                  "%d点のダメージを受ける: カードは残す方が価値がある",
	"bot.why.take-keep":             "%[1]d点のダメージを受ける: %[2]sを残す（防御なら%[3]d点軽減）",
	"bot.why.lethal":                "ライフ%[2]dに%[1]d点のダメージ: どの防御でも防げない",
	"bot.why.save-later":            "防御しない: ライフ%[2]dに%[1]d点のダメージ、手元のカードで軽減して生き残る",
	"bot.why.save-later-block":      "%[1]sで防御: ライフ%[3]dに残り%[2]d点、手元のカードで軽減して生き残る",
	"bot.why.save-later-seen":       "防御しない: いまは%d点を受ける",
	"bot.why.save-later-block-seen": "%sで防御: いまは残り%d点",
	"bot.why.react":                 "プレイ: %[1]s（%[3]d点のうち%[2]d点を軽減）",
	"bot.why.pass":                  "パス",
	"bot.why.pitch":                 "ピッチ: %s（%d）",
	"bot.why.first":                 "先攻を選ぶ",
	"bot.why.equip":                 "最も多くの装備で始める",
	"bot.why.arsenal":               "格納庫へ: %s（最も価値のあるカード）",
	"bot.why.keep":                  "選ぶ: %s（最も惜しくないカード）",
	"bot.why.target":                "相手のヒーローを対象にする",
	"bot.why.least":                 "最も何もしない答え",
	"bot.why.least-order":           "表示の順のまま",
	"bot.why.least-may":             "行わない",
	"bot.why.arsenal-seen":          "最も価値の高いカードを格納庫に置く",
	"bot.why.keep-seen":             "最も惜しくないカードを選ぶ",
	"bot.why.line-seen":             "このターン%dダメージを与える計画の一手",
	"bot.why.seen-lethal":           "このターンにとどめを刺す計画の一手",
	"bot.why.seen-spend":            "このターン%dダメージを与え、相手にカードを%d枚使わせる計画の一手",
	"bot.why.seen-blocked":          "防御されると見てダメージは0だが、相手にカードを%d枚使わせる計画の一手",
	"bot.thinking":                  "%s（コンピュータ）が考えています…",
	"bot.thinking-key":              "%s（コンピュータ）が考えています… · %sは無視しました：まだ質問はありません",
	"goldfish.best-of":              "最善の手順: %s",
	"goldfish.line-damage":          "%dダメージ",
	"goldfish.line-expected":        "期待値%sダメージ（%d〜%d）",
	"goldfish.searched":             "%s、%sを%dミリ秒で探索",
	"goldfish.lines":                "%d通りの手順",
	"goldfish.positions":            "%d局面",
	"goldfish.auto-head":            "%s 対 ゴールドフィッシュ (ライフ%d)",
	"goldfish.auto-runs":            "%dゲーム (シード%d)、%.1f秒",
	"goldfish.progress":             "%s · %d/%dゲーム",
	"goldfish.progress-left":        " · 残り%s",
	"goldfish.secs":                 "%d秒",
	"goldfish.mins":                 "%d分%d秒",
	"goldfish.samples":              "ボットの確率ノードは厳密に扱わないとき%d個の世界を配る（--samples、既定は%d）",
	"goldfish.memo":                 "以前のゲームと同じ最初のターン: %d / %d (%.0f%%)、その手順を再利用",
	"goldfish.equipment":            "武器と装備品:",
	"goldfish.kill":                 "倒すまでのターン数: 平均%.2f、中央値%s",
	"goldfish.kill-ci":              "平均の95%%区間: %.2f–%.2f",
	"goldfish.no-kill":              "%dターン以内に倒せなかったゲーム: %d",
	"goldfish.hist-turn":            "%dターン目",
	"goldfish.hist-none":            "倒せず",
	"goldfish.killed-by":            "そのターンの終わりまでにゴールドフィッシュを倒したゲームの割合:",
	"goldfish.by-turn":              "各ターンのダメージ (とどめの一撃も全部数える):",
	"goldfish.by-turn-head":         "ターン\tゲーム\t平均\t95%%区間\tダメージなし",
	"goldfish.damage":               "1ターンのダメージ: 平均%.2f (95%% %.2f–%.2f)、中央値%s",
	"goldfish.opening":              "最初の手札:",
	"goldfish.opening-pitch":        "ピッチの合計: 平均%.2f (95%% %.2f–%.2f)",
	"goldfish.opening-play":         "手札だけでコストを払えるカード: 平均%.2f枚 (95%% %.2f–%.2f)",
	"goldfish.cards-head":           "カード\tドロー\tプレイ\tピッチ\t格納庫\t割合\tターンのダメージ",
	"goldfish.cards-note":           "割合: 与えた全ダメージのうち、そのカードが与えた割合\nターンのダメージ: プレイしたターンの平均ダメージ±95%% (空欄: プレイなし)",
	"goldfish.cmp-cards-head":       "カード\tプレイ\t割合\tダメージ",
	"goldfish.cmp-cards-note":       "割合: 与えた全ダメージのうち、そのカードが与えた割合\nダメージ: プレイしたターンの平均ダメージ (空欄: プレイなし)",
	"goldfish.compare-diff":         "倒すまでの平均ターン数の差 (%s − %s): %+.2f",
	"goldfish.compare-test":         "マン・ホイットニーのU = %.1f、z = %.2f、両側p = %.3g (正規近似、同順位補正あり)",
	"goldfish.compare-sig":          "差は5%%水準で有意です",
	"goldfish.compare-not-sig":      "差は5%%水準で有意ではありません",
	"goldfish.compare-too-few":      "倒したゲームが少なく、差を検定できません",

	// the autosave fails: the warning on the help line (tui/saving.go)
	"autosave.not-saved-since": "ターン%d以降は保存されていません: %s",
	"autosave.full":            "ディスクがいっぱいです",
	"autosave.read-only":       "セーブデータのフォルダは読み取り専用です",
	"autosave.no-folder":       "セーブデータのフォルダがありません",

	// the board's screens (package tui)
	"screen.shuffling":            "デッキをシャッフル中…",
	"small.size":                  "端末が%d×%dです。盤面には%d×%d以上が必要です。",
	"small.enlarge":               "ウィンドウを広げるか、qで終了してください。",
	"small.press-q":               "qで終了",
	"small.needs":                 "%d×%d以上が必要",
	"quit.question":               "ゲームを終了しますか? y はい · n いいえ",
	"quit.question-short":         "ゲームを終了しますか? y/n",
	"over.stopped":                "ゲームが中断しました: ",
	"over.win":                    "ゲーム終了: %sの勝利",
	"over.draw":                   "ゲーム終了: 引き分け",
	"over.turns":                  "ターン数: %d",
	"over.side":                   "%s  ライフ%d → %d(失った%d) · 与えたダメージ%d · プレイ%d枚",
	"over.side-gained":            "%s  ライフ%d → %d(得た%d、失った%d) · 与えたダメージ%d · プレイ%d枚",
	"over.keys":                   "qとyで終了 · lでログ",
	"log.title":                   "ログ",
	"log.rule":                    "ログ",
	"log.bot":                     "T%d %s（コンピュータ）: %s",
	"bot.turn-pass":               "%d枚のカードを持ったままターンをパス",
	"log.both-pass":               "T%d %s、%sの順にパス (1.11.4)",
	"log.auto":                    " · 自動: できることがない",
	"log.auto-stop":               " · 自動: ここでは止まらない設定",
	"log.auto-pass":               " · 自動",
	"hand.label":                  "%sの手札",
	"hand.empty":                  "(なし)",
	"fact.resources":              "リソース%d",
	"fact.chosen":                 "選択%d枚: 防御%d",
	"fact.from-hand":              "手札から最大%d枚",
	"fact.action-cards":           "アクションカードは最大%d枚",
	"fact.at-most":                "最大%d枚",
	"fact.limit-why":              "%s(%s)",
	"fact.order":                  "順に番号を押す(enterで残りは表示の順)",
	"fact.range":                  "%d〜%d個",
	"row.none":                    "選ばない",
	"row.blocked":                 "– %s: 今はできない(%s)",
	"row.blocked-short":           "– %s: 今はできない",
	"row.none-explain":            "どれも選ばない",
	"row.blocked-explain":         "今はできない: %s(CR %s)",
	"hint.more":                   "(%s: 全文)",
	"note.whole-turns#one":        "前のターンはできることがなかったため、自動でパスしました",
	"note.whole-turns":            "直前の%dターンはできることがなかったため、自動でパスしました",
	"note.hold-on":                "自分のカードや能力の後も優先権を保持します",
	"note.hold-off":               "自分のレイヤーの後は再び自動パスします",
	"note.stop":                   "次のステップでは、できることがなくても止まります",
	"note.key-ignored":            "%sは無視しました：この質問は今出たところです。読んでからもう一度押してください",
	"note.confirm-lethal-defense": "もう一度enterで%dダメージを受ける(ライフ%d): 致死 · 他のキーで続行",
	"note.confirm-pass":           "もう一度パスでアクションフェイズを終了、他のキーで続行 · まだプレイできます: %s",
	"note.confirm-pass-ahead":     "新しい質問です: もう一度パスでアクションフェイズを終了、他のキーで続行 · まだプレイできます: %s",
	"list.and-more":               "%sほか%d件",
	"list.more-above":             "↑ ほか%d件",
	"list.more-below":             "↓ ほか%d件",
	"pager.more-below":            "↓ ほか%d行(%s)",
	"pager.more-above":            "↑ 上に%d行(%s)",
	"note.no-option":              "選択肢%dはありません",
	"note.blocked":                "%s — 今はできない: %s(CR %s)",
	"note.answered-none":          "回答: なし",
	"note.record-ends":            "記録はここまで: `rathe load` で続きを遊べます",
	"undo.done":                   "取り消し: 直前の%sに戻りました",
	"undo.done-n":                 "取り消し: あなたの回答%[1]d件を取り消し、ターン%[3]dの%[2]sに戻りました",
	"undo.kind.priority":          "優先権の選択",
	"undo.kind.pitch":             "ピッチの選択",
	"undo.kind.x":                 "Xの値の選択",
	"undo.kind.modes":             "モードの選択",
	"undo.kind.target":            "対象の選択",
	"undo.kind.attack-target":     "攻撃対象の選択",
	"undo.kind.defenders":         "防御の選択",
	"undo.kind.order":             "順番の選択",
	"undo.kind.may":               "するかしないかの選択",
	"undo.kind.cards":             "カードの選択",
	"undo.kind.first-player":      "先攻の選択",
	"undo.kind.equip":             "装備品の選択",
	"undo.kind.any":               "選択",
	"undo.unavailable":            "このゲームでは取り消しできません",
	"undo.nothing":                "取り消すものがありません: まだ何も選んでいません",
	"undo.other":                  "取り消しできません: あなたの選択の後に相手が答えました(相手の選択は取り消せません)",
	"undo.hidden":                 "取り消しできません: あなたの選択の後に%s。知った上で選び直せてしまいます (CR 3.0.3)",
	"undo.not-now":                "今は取り消しできません",
	"handoff.pass-to":             "%sに交代 — Enterを押してください",
	"handoff.turn":                "ターン%d — %s",
	"handoff.go-on":               "Enterで開始",
	"info.pitch":                  "ピッチ%d %s",
	"info.no-defense":             "防御力なし: 防御できない(CR 7.3.2b)",
	"browser.title":               "場のカード — enter: テキスト · esc: 戻る",
	"browser.where.hand":          "手札",
	"browser.where.chain":         "戦闘チェイン",
	"browser.where.defending":     "防御中",
	"browser.where.stack":         "スタック",
	"browser.where.weapon":        "武器",
	"browser.where.equipment":     "装備品",
	"browser.where.permanent":     "アリーナ",
	"browser.where.arsenal":       "格納庫",
	"browser.where.pitch":         "ピッチゾーン",
	"browser.where.waiting":       "効果が待機中",
	"browser.where.graveyard-top": "墓地の一番上",
	"replay.title":                "リプレイ %s",
	"replay.at":                   "決定 %d/%d · ターン %d",
	"replay.keys":                 "← → 決定 · pgup pgdn ターン · home end · q 終了",

	// the help line: what each key does now (keys.go)
	"key.choose":     "選ぶ",
	"key.toggle":     "選択切替",
	"key.move":       "移動",
	"key.enter":      "決定",
	"key.confirm":    "確定",
	"key.confirm-x":  "Xを決定",
	"key.x-step":     "Xを増減",
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
	"key.help-more":  "他のキー",
	"key.scroll":     "スクロール",
	"key.quit":       "終了",
	"key.yes":        "はい、終了",
	"key.no":         "いいえ、続ける",
	"key.show-hand":  "手札を見る",

	// the help line's short words, when its keys do not all fit in
	// their own words (view.go)
	"key.toggle-short":        "切替",
	"key.undo-short":          "取消",
	"key.stop-short":          "止まる",
	"key.hold-short":          "保持",
	"key.scroll-log-short":    "ログ",
	"key.panel-close-short":   "閉じる",
	"key.next-rule-short":     "次",
	"key.restart-short":       "最初から",
	"key.gf-new-short":        "新規",
	"key.gf-replay-short":     "再び",
	"key.gf-best-short":       "最善",
	"key.gf-their-turn-short": "相手番",

	// the ? screen: every key (overlay.go)
	"help.title":     "キー操作",
	"help.choose":    "その番号の選択肢を選ぶ、0 は10番目(複数選択では切り替え)",
	"help.move":      "移動して決定。複数選択ではenterで確定",
	"help.toggle":    "選択肢の切り替え",
	"help.pass":      "優先権をパス(CR 1.11.4)。出せるカードがあれば2回",
	"help.undo":      "直前の選択を取り消す(相手の回答やドローより前には戻れない)",
	"help.text":      "選んでいるカードのテキスト",
	"help.cards":     "場のカードを見る。enterでテキスト",
	"help.stop":      "次のステップで必ず止まる",
	"help.hold":      "自分のカードや能力の後も優先権を保持",
	"help.log":       "ログ(すべての出来事とルール番号)",
	"help.back":      "戻る",
	"help.quit":      "終了(y/nで確認)",
	"help.auto-pass": "ストップ: 手札に関係なく、自分のアクションフェイズ、相手の攻撃のリアクションステップ(デッキにアタックリアクションか攻撃を対象にとるインスタントがあれば自分の攻撃でも)、アクションポイントが残った自分の攻撃の解決ステップ(次の攻撃で戦闘チェインが続く)で聞きます。それ以外は自動でパスし、ログに記録します。s: 次のステップで止まる。h: カードの後も優先権を保持。play --stops で設定、--full-control で常に。",
	"help.bot":       "%sはコンピュータが操作し、交代の画面はありません。すぐに答え、その選択はすべて理由とともにログに記録されます。",
	"help.handoff":   "プレイヤーが選ぶ前に「…に交代」と表示されます。キーボードを渡してください。その画面でuを押すと、次のプレイヤーが答えるまで直前の手を取り消せます。",

	// the rulebook (rathe rules, r in the board) and the
	// rules panel (e). The rules themselves are in tui/rulebook.
	"rulebook.title":          "CR %s  %s",
	"rulebook.sections":       "ルールを私たちの言葉で、総合ルールの番号とともに。rathe rules 番号 または rathe rules 語 で1項目を読めます。",
	"rulebook.terms":          "用語: %s",
	"rulebook.covers":         "あわせて説明: %s",
	"rulebook.see":            "関連: %s",
	"rulebook.covered-by":     "CR %s は CR %s でまとめて説明しています。",
	"rulebook.nearest":        "CR %s 自体の項目はありません。最も近いのは CR %s です。",
	"rulebook.unknown-number": "rules: ルールブックに %s はありません(rathe rules で節の一覧)",
	"rulebook.no-match":       "rules: %q に当たる項目はありません(rathe rules で節の一覧)",
	"rulebook.matches":        "%[2]q に当たる項目が%[1]d件:",
	"rulebook.also":           "ほかに: %s",
	"rulebook.screen":         "ルールを私たちの言葉で",
	"rulebook.related":        "関連するルール(tabで移動、enterで開く):",
	"rulebook.on-screen":      "いま画面にある番号:",
	"rulebook.nothing":        "画面に開ける総合ルールの番号がありません",
	"key.rules":               "ルール",
	"key.rules-close":         "ルールを閉じる",
	"key.panel":               "説明",
	"key.panel-more":          "続きを読む",
	"key.panel-close":         "説明を閉じる",
	"key.next-rule":           "次のルール",
	"key.open-rule":           "開く",
	"help.rules":              "ルールを私たちの言葉で(tab・enterで関連へ、escで戻る)",
	"help.panel":              "ルールパネル: ゲームの現状と、いま誰が何をできるか。eで次のページ、Eで先頭に戻る",
	"panel.setup":             "ゲーム開始前: ゲーム開始時の手順の間は誰も優先権を得ません(CR 4.1)。",
	"panel.start":             "%sの開始フェイズ: ターン開始時の効果が起こり、誰も優先権を得ません(CR 4.2)。",
	"panel.action":            "%[1]sのアクションフェイズ、戦闘なし: %[1]sはアクションカードのプレイやアクション能力の起動(それぞれアクションポイント1点)か、インスタントができます。スタックが空で両者がパスするとフェイズが終わります(CR 4.3.4)。",
	"panel.layer":             "レイヤーステップ: %sの攻撃がスタックで待っています。今はインスタントのみ。両者が連続してパスすると解決してチェインリンクになります(CR 7.1)。",
	"panel.attack":            "攻撃ステップ: 攻撃が戦闘チェインにあり、攻撃しています。今はインスタントのみ。両者がパスすると防御ステップへ(CR 7.2)。",
	"panel.defend":            "防御ステップ: %sは手札のカードと装備品で防御します。その防御が攻撃のパワーから引かれます。その後はインスタントのみ。両者がパスするとリアクションステップへ(CR 7.3)。",
	"panel.reaction":          "リアクションステップ: 攻撃側の%sは攻撃リアクションを、防御側の%sは防御リアクションをプレイでき、インスタントは両者とも使えます。スタックが空で両者が連続してパスするとダメージが与えられます(CR 7.4)。",
	"panel.damage":            "ダメージステップ: 攻撃はパワーから防御の合計を引いたダメージを与えました(ダメージがあればヒット)。今はインスタントのみ。両者がパスすると解決ステップへ(CR 7.5)。",
	"panel.resolution":        "解決ステップ: チェインリンクが解決し、攻撃の続行で%[1]sがアクションポイントを1得ました(CR 7.6.2)。%[1]sはもう一度攻撃できます。両者がパスすると戦闘チェインが閉じます(CR 7.6)。",

	// CR 7.6.2: what gave the action point, or that nothing did.
	"panel.resolution-no-go-again-ap": "解決ステップ: チェインリンクが解決しました。攻撃に続行がないのでアクションポイントは得ていません(CR 7.6.2)が、%[1]sにはまだ%[2]d残っていて、もう一度攻撃できます。両者がパスすると戦闘チェインが閉じます(CR 7.6)。",
	"panel.resolution-no-ap":          "解決ステップ: チェインリンクが解決しました。攻撃に続行がないので%sはアクションポイントを得ず(CR 7.6.2)、もう一度攻撃することはできません。両者がパスすると戦闘チェインが閉じます(CR 7.6)。",
	"panel.resolution-spent":          "解決ステップ: チェインリンクが解決し、攻撃の続行で%[1]sがアクションポイントを1得ました(CR 7.6.2)が、今は残っておらず、もう一度攻撃することはできません。両者がパスすると戦闘チェインが閉じます(CR 7.6)。",

	"panel.close":             "クローズステップ: 戦闘チェインが閉じます(ブレードブレイク、バトルウォーン)。誰も優先権を得ません(CR 7.7)。",
	"panel.end":               "%sの終了フェイズ: 格納庫にカードを置き、ピッチしたカードをデッキの一番下へ、ポイントを失い、手札を知力まで補充します。誰も優先権を得ません(CR 4.4)。",
	"panel.over":              "ゲームは終わりました(CR 4.5)。",
	"panel.stack":             "スタックにレイヤーが%d個: 両者が連続してパスすると一番上から解決します(CR 5.3.1)。",
	"panel.ask-priority":      "%sが優先権を持っています: 選択肢をプレイ・起動するか、パスします(CR 1.11)。",
	"panel.ask-pitch":         "%sはコストを支払っています: 資源が足りるまでカードを1枚ずつピッチします(CR 1.14.2d)。",
	"panel.ask-x":             "%sがXを選びます。払える値までです(CR 5.1.3a)。",
	"panel.ask-modes":         "%sがモードを選びます(CR 1.7.5)。",
	"panel.ask-target":        "%sが適正なものの中から対象を選びます(CR 1.8.5)。",
	"panel.ask-attack-target": "%sが攻撃対象を選びます(CR 1.4.5)。",
	"panel.ask-defenders":     "%sが防御カードを選びます。選ばなくてもかまいません(CR 7.3.2)。",
	"panel.ask-order":         "%sが順番を選びます。最初に選んだものが先です(CR 1.10.2d, 4.4.3c)。",
	"panel.ask-may":           "%sが「してもよい」効果を使うか決めます(CR 1.8.3)。",
	"panel.ask-cards":         "%sが効果のためのカードを選びます(CR 1.8.6)。",
	"panel.ask-first-player":  "%sが最初のターンを行うプレイヤーを選びます(CR 4.1.3)。",
	"panel.join":              "", // 文の間に空白を入れない
	// lessons on the board (tui/lesson.go) and `rathe learn`
	// (internal/cli/learn.go)
	"key.hint":              "ヒント",
	"key.restart":           "やり直す",
	"lesson.title":          "レッスン%d · %s",
	"lesson.goal":           "目標：%s",
	"lesson.and":            "、かつ",
	"goal.damage":           "このターンに%dダメージを与える",
	"goal.take-at-most":     "受けるダメージを%d以下にする",
	"goal.arsenal":          "格納庫にカードを置いてターンを終える",
	"goal.win":              "ゲームに勝つ",
	"lesson.hint":           "ヒント%d/%d：%s",
	"lesson.nudge":          "?でヒント（3段階：手がかり、ルール、手順）。",
	"lesson.no-more-hints":  "これが最後のヒントです。手順はパネルにあります",
	"lesson.missed":         "目標未達成。uで直前の選択を取り消し、Rでレッスンを最初からやり直せます。",
	"lesson.met":            "目標達成！戦闘チェインが終わるまでパス（p）するとレッスン完了です。",
	"lesson.restarted":      "レッスンを最初からやり直します",
	"lesson.start":          "開始",
	"lesson.leave":          "レッスンを閉じる",
	"lesson.intro-keys":     "enterでレッスン開始 · レッスン中は?でヒント、uで取り消し、Rでやり直し、F1ですべてのキー、qで終了",
	"lesson.complete":       "完了：%s",
	"lesson.title-file":     "レッスン · %s",
	"lesson.taught":         "このレッスンで学んだルール",
	"lesson.progress-error": "レッスンの完了を記録できませんでした: %s",
	"learn.done":            "完了",
	"learn.not-done":        "未完了",
	"learn.menu-title":      "レッスン：遊びながらFlesh and Bloodを学ぶ",
	"learn.no-lesson":       "learn: レッスン%qはありません。1から%dの番号を指定してください（rathe learn --list）",
	"learn.list-no-lesson":  "learn: --list にレッスンは指定できません(使い方: %s)",
	"learn.finished":        "rathe: レッスン%d完了。次は rathe learn %d",
	"learn.all-finished":    "rathe: レッスン%d完了。これが最後のレッスンでした。",
	"learn.left":            "rathe: レッスン%dを目標達成前に終了しました（rathe learn %d で最初から）",
	// the goldfish board (tui/goldfish*.go)
	"key.gf-new":             "新しく配る",
	"key.gf-replay":          "同じ配りで",
	"key.gf-best":            "最善手順",
	"key.gf-their-turn":      "相手ターンで停止",
	"gf.note-new":            "新しいシャッフル(シード %d)",
	"gf.ask-new":             "新しいシャッフルで配り直しますか? 進行は失われます。y はい · n いいえ",
	"gf.ask-same":            "同じシャッフルで配り直しますか? 進行は失われます。y はい · n いいえ",
	"gf.note-same":           "同じシャッフルでもう一度(シード %d)",
	"gf.panel-title":         "ゴールドフィッシュ",
	"gf.panel-life":          "ライフ %s / %d",
	"gf.panel-now":           "◂ 今",
	"gf.panel-total":         "合計 %d",
	"gf.panel-pace":          "平均 %.1f/ターン",
	"gf.panel-dies":          "倒せる見込み T%d",
	"gf.panel-died":          "T%dで撃破",
	"gf.panel-no-pace":       "まだダメージなし",
	"gf.panel-thinking":      "最善手順: 検索中…",
	"gf.panel-best":          "最善手順 T%d: %d",
	"gf.panel-best-expected": "最善手順 T%d: 期待値%s",
	"gf.their-turn-on":       "ゴールドフィッシュのターンでもプレイできるものがあれば止まります(もう一度 g で解除)",
	"gf.their-turn-off":      "ゴールドフィッシュのターンは再び自動でパスします",
	"gf.best-not-your-turn":  "最善手順は自分のターンにだけ調べられます",
	"gf.best-thinking":       "T%dの最善手順を検索中… (escで閉じる)",
	"gf.best-failed":         "検索に失敗しました: %s",
	"gf.best-limit":          "検索が局面数の上限に達して止まりました: このターンは手順が多すぎてすべては調べられません",
	"gf.best-phase":          "検索する手順がありません: このターンの最初の質問はアクションフェイズの後でした",
	"gf.best-ended":          "検索する手順がありません: このターンの前にゲームが終わりました",
	"gf.best-title":          "T%dの最善手順: %dダメージ · あなた: ここまで%d",
	"gf.best-title-expected": "T%dの最善手順: 期待値%sダメージ（%d〜%d） · あなた: ここまで%d",
	"gf.best-nothing":        "プレイできるものなし: パス",
	"gf.best-searched":       "%d通りを検索 · escかbで閉じる",
	"gf.over-died":           "ゴールドフィッシュを倒しました: T%d(あなたの%dターン目)",
	"gf.over-alive":          "ゴールドフィッシュのライフは残り%d",
	"gf.over-by-turn":        "ターンごとのダメージ:",
	"gf.over-total":          "合計%dダメージ · %dターン · 平均%.1f · プレイしたカード%d枚",
	"gf.over-seed":           "シード %d(Rで同じシャッフル。--seedと同じ)",
	"gf.help-title":          "ゴールドフィッシュで",
	"gf.help-best":           "このターンの最善手順(あなたの手順と並べて)",
	"gf.help-their-turn":     "ゴールドフィッシュのターンでもプレイできるものがあれば止まる(もう一度で解除)。指定しなければ、そこでは何も起きないため自動でパスします",
	"gf.help-new":            "新しいシャッフルで配る(新しいシード。プレイ後は先に確認します)",
	"gf.help-replay":         "同じシャッフルでもう一度配る(プレイ後は先に確認します)",
	"gf.help-undo":           "取り消しはいくらでも戻れます",
	"cmd.gf-died":            "ゴールドフィッシュはターン%dに倒れました: %dダメージ。%s",
	"cmd.gf-left":            "ターン%dで終了。ゴールドフィッシュのライフは%d。%s",
	"cmd.gf-again":           "rathe goldfish %s --seed %d で同じゲームをもう一度配ります。",
	"gf.over-keys":           "n 新しく配る · R 同じシャッフルでもう一度 · u 取り消し · l ログ · q 終了",
	// the commands' words — descriptions, flag help, the usage
	// template, messages — and the problems of deck lists and card-pools
	// (decks.Problem: "deck.<code>" in English is decks.ProblemWords, see
	// problems.go; rules.PoolProblem: "pool.<reason>").
	"cli.cards":      "カードプール: カードの表示、検索、同梱デッキの監査",
	"cli.cards-show": "カードの数値、タイプ行、キーワード、テキスト",
	"cli.cards-show-long": `show はカードを表示する: 名前、色とピッチ、コスト、パワー、防御値、ライフ、
知力、タイプ行、キーワード、そしてエンジンの定義から描いたテキスト
(エンジンが実際に行うこと、--lang の言語で)。NAME の末尾に (red)、(yellow)、
(blue) を付けられる。複数の色があるカード名は、すべての色を表示する。
--json ではカード1枚につき1つのオブジェクトを持つJSON配列を出力する。`,
	"flag.cards-json":  "JSONオブジェクトを1つ出力する",
	"flag.audit-decks": "代わりに構築済みデッキのリスト: 各リストの実装済みカードとプレイできるか。ID を渡すとそのリストを詳しく",
	"cli.cards-search": "名前、タイプ、クラス、キーワード、テキストに QUERY の単語がすべて含まれるカード",
	"cli.cards-search-long": `search は、名前、タイプ行、クラス、キーワード、描いたテキスト(英語と
--lang の言語)に QUERY の単語がすべて含まれるカードを、大文字小文字を
区別せずに1行に1枚ずつ列挙する。一致しなければ終了ステータスは1。`,
	"cli.cards-audit": "同梱デッキの全カード: 実装済みか、いくつのテストが使っているか",
	"cli.cards-audit-long": `audit は同梱デッキに載っているすべてのカードについて、エンジンが実装して
いるか、いくつのテストが使っているかを列挙する: cards/ のテスト関数と、
そのカードを名指すシナリオファイルを、このバイナリのビルド元のソースから
数える。ソースが手元にないバイナリ(別の場所にインストールしたもの、
-trimpath でビルドしたもの)は、テストを数えなかったと表示する。デッキの
カードに未実装のものがあれば終了ステータスは1。--json は
{"cards": [{"name", "pitch", "implemented", "tests"}], "unimplemented": N}
を出力し、数えなかったときは "tests": null と "tests_not_counted": 理由 を出す。

--decks を付けると、代わりに公開されている構築済みデッキのリスト(事実として
同梱)を、プレイ可能なものから監査する: 各リストについて、カードデータにある
カードのうち実装済みの種類数と枚数、未実装カードに印刷されたキーワードのうち
エンジンがまだ扱わないもの、カードデータのない行(データより新しいセット、
数えない)。audit --decks ID... はそのリストの未実装カードを名指す。表示したら
終了ステータスは0。--json は {"lists": [...], "playable": N, "total": N} を出力する。`,
	"cli.play":                "この端末でのホットシート対戦: 2人のプレイヤー、1つのキーボード",
	"flag.play-scenario":      "シナリオファイルの局面から始める(その応答は再生しない)",
	"flag.play-open-hands":    "両方の手札を見せ、受け渡し画面を省く(学習、配信向け)",
	"flag.play-full-control":  "パスしかできないときも尋ねる(自動パスなし)",
	"flag.play-hold-priority": "自分のカードや能力の後も自動パスせずに優先権を保持する(h で切り替え)",
	"flag.play-stops":         "優先権で止まる場所: action, layer, attack, defend, reaction, damage, resolution に own- か opp- を付けるか付けない。chain (アクションポイントが残った自分の攻撃の解決ステップ: 次の攻撃で戦闘チェインが続く)。none, default, all も可",
	"flag.play-no-confirm":    "プレイできるカードがあっても、pを1回押すだけでアクションフェイズを終了する(確認なし)",
	"flag.play-headless":      "盤面なし: ランダムな2人のプレイヤーが対戦し、ログを出力する",
	"flag.play-equip":         "プレイヤー1が最初に装備する武器と装備品を、デッキの予備から選ぶ: \"Name,Name\"。どの組にもあるカードは自動で加わる(指定しなければ盤面で尋ねる)",
	"flag.play-equip2":        "プレイヤー2について同じことをする",
	"cmd.equip-unread":        "デッキごとに記憶した武器と装備品を読み込めなかったため、使いません: %s",
	"cmd.equip-unsaved":       "選んだ武器と装備品を記憶できませんでした: %s",
	"flag.play-first":         "先攻のプレイヤー、p1 か p2: 無作為に選ばれたプレイヤーの答え(CR 4.1.3、指定しなければ盤面で尋ねる)",
	"flag.play-bot":           "コンピュータが座る席とその強さ: p1 か p2 に :easy、:normal(既定)、:hard、:greedy(強さを測る基準)を付ける(p2:hard)。もう一方の席があなたで、交代画面はない",
	"cmd.deck-check-hint":     "(rathe decks check %s でもこれらの問題を一覧できます)",
	"cmd.bad-first":           "--first: %q は p1 でも p2 でもありません",
	"cmd.bot-headless":        "--bot は盤面で遊ぶためのもの。盤面なしでコンピュータ同士の対戦は sim --bot で行う",
	"flag.play-p1":            "プレイヤー1のデッキ: 同梱デッキの名前かファイル",
	"flag.play-p2":            "プレイヤー2のデッキ: 同梱デッキの名前かファイル",
	"cli.saves-resume":        "最後に中断したゲームを続ける",
	"cli.saves-load":          "保存したゲームを続ける",
	"cli.saves-replay":        "保存したゲームを盤面で振り返る(→ ← で1決定ずつ、pgup/pgdn で1ターンずつ)",
	"flag.saves-to-end":       "盤面なし: 最後まで再生し、ゲームの状況を出力する",
	"flag.saves-json":         "JSONで出力する",
	"cli.saves":               "保存したゲーム: list、rm、scenario",
	"cli.saves-list":          "保存したゲーム(新しい順): 日時、ヒーロー、ターン、終了したか、ファイル",
	"cli.saves-rm":            "保存したゲームを削除する(保存フォルダのファイル名、またはパス)",
	"cli.saves-scenario":      "保存したゲームのある決定時点の局面をシナリオファイルに書き出す",
	"flag.saves-turn":         "ターン(必須)",
	"flag.saves-decision":     "そのターン内の決定の番号(1から)",
	"flag.saves-out":          "書き出すシナリオファイル(既定: 保存ファイルにちなんだ名前でこのフォルダに。- で標準出力)",
	"flag.saves-reveal":       "終わっていないゲームの隠れたカードを見せる: 両方の手札、裏向きのアーセナル、両方のデッキの順番",
	"cli.scenario":            "ヘッドレスのシナリオ: 局面、応答、成り立つべきこと",
	"cli.scenario-run":        "シナリオファイル(.scn、またはそのフォルダ)を実行する。失敗があれば終了ステータス1、不正な形式なら2",
	"flag.scenario-verbose":   "各応答とゲームのログを出力する",
	"cli.bot":                 "ゲーム外でのコンピュータ対戦相手",
	"cli.bot-move":            "シナリオの局面の最初の質問へのコンピュータ対戦相手の答え",
	"cli.bot-move-long": `move はシナリオの局面を最初の質問まで進め、問われたプレイヤーとしての
コンピュータ対戦相手の答えを表示する（誰か、答え、その理由、調べた世界の数と時間）。
対戦相手はそのプレイヤーに見えるものだけを見て、相手の隠れたカードは見ない。
それらのカードの位置だけが違う二つのシナリオは同じ答えになる。`,
	"flag.bot-scenario":    "最初の質問に答えるシナリオファイル",
	"flag.bot-level":       "対戦相手の強さ: easy、normal、hard、greedy",
	"flag.bot-skip-forced": "合法な答えが一つしかない質問には答えて進み、選択のある最初の質問を問う(パスしかない優先権の後の防御の質問など: シナリオは防御ステップの途中の局面を持てない)",
	"flag.bot-json":        "{\"player\",\"hero\",\"prompt\",\"answer\",\"reason\",\"code\",\"level\",\"seed\",\"samples\",\"ms\"} を表示",
	"cli.sim":              "ランダムなプレイヤー同士のヘッドレス対戦: 統計、ファジング、ベンチマーク",
	"cli.sim-long": `sim はランダムな2人のプレイヤーでN回対戦し、結果を集計する。i番目のゲームの
シードは --seed と i から決まり、プレイヤーのシードも同様なので、同じシードは
--workers の値によらず同じゲームと同じハッシュを与える: ゲームはその数の
goroutine に分けられ、ゲーム順に集計される。エンジンの不変条件は各ゲームの
すべての決定で確かめる(--check events: すべてのイベントの後。遅いが、
破れたイベントで捕まえられる)。エンジンのエラー、panic、不変条件の違反、
ターン数の上限(300)で止まったゲームはエラーとして数え、標準エラーに説明を
出し、終了ステータスを1にする。`,
	"flag.sim-games":         "ゲーム数",
	"flag.sim-json":          "JSONオブジェクトを1つ出力する: games, p1_wins, p2_wins, draws, errors, turns_mean, decisions, decisions_per_sec, hash。--bot のときはさらに bots, bot_decisions, bot_ms_median, bot_ms_p99(経過時間)、bot_cpu_ms_median, bot_cpu_ms_p99(考えたスレッドのCPU時間、Linux)、bot_seats(席ごとの同じ値と、探索した答えの値: searches, search_ms_, search_cpu_ms_)",
	"flag.sim-workers":       "同時に行うゲーム数(結果はどの数でも同じ)",
	"flag.sim-check":         "不変条件を確かめる時点: decisions(すべての決定)または events(すべてのイベントの後)",
	"flag.sim-bot":           "コンピュータ対戦相手が担当する席とその強さ: p1、p2:hard（両方の席なら二回。残りの席はランダム）",
	"flag.cards-show-json":   "一致したカードのJSON配列を出力する",
	"flag.saves-replay-json": "--to-end と共に: {\"turns\",\"winner\",\"p1_life\",\"p2_life\",\"hash\"}",
	"cli.rathe":              "ターミナルで遊ぶFlesh and Blood",
	"cli.help":               "コマンドのヘルプ",
	"cli.usage-template": `使い方:{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [command]{{end}}{{if gt (len .Aliases) 0}}

別名:
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

例:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}{{$cmds := .Commands}}{{if eq (len .Groups) 0}}

コマンド:{{range $cmds}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
{{wrapHelp (print "  " (rpad .Name .NamePadding) " " .Short)}}{{end}}{{end}}{{else}}{{range $group := .Groups}}

{{.Title}}{{range $cmds}}{{if (and (eq .GroupID $group.ID) (or .IsAvailableCommand (eq .Name "help")))}}
{{wrapHelp (print "  " (rpad .Name .NamePadding) " " .Short)}}{{end}}{{end}}{{end}}{{if not .AllChildCommandsHaveGroup}}

その他のコマンド:{{range $cmds}}{{if (and (eq .GroupID "") (or .IsAvailableCommand (eq .Name "help")))}}
{{wrapHelp (print "  " (rpad .Name .NamePadding) " " .Short)}}{{end}}{{end}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

フラグ:
{{.LocalFlags.FlagUsages | wrapHelp | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

共通フラグ:
{{.InheritedFlags.FlagUsages | wrapHelp | trimTrailingWhitespaces}}{{end}}{{if .HasHelpSubCommands}}

その他のヘルプ:{{range .Commands}}{{if .IsAdditionalHelpTopicCommand}}
  {{rpad .CommandPath .CommandPathPadding}} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableSubCommands}}

{{wrapHelp (print "コマンドの詳細は \"" .CommandPath " [command] --help\" で表示します。")}}{{end}}
`,
	"cli.completion":       "指定したシェルの補完スクリプトを生成する",
	"cli.completion-shell": "%s用の補完スクリプトを生成する",
	"cli.decks":            "デッキリスト: 同梱デッキ、リストの書き戻し、リストの検査",
	"cli.decks-long": `decks はプレイヤーが書き出す形式のデッキリストを読む: Fabrary の現在の形式
(Name:、Hero:、Format: 行、"Arena cards" と "Deck cards" の節、"3x Name (red)"
行)、Fabrary と FaBDB の旧形式(Class:、Hero:、Weapons:、Equipment: 行、
"(2) Name (red)" 行)、そしてヒーローと闘技場カードを枚数1の行で書いた
素の "2 Name (red)" 行。デッキは同梱デッキの名前(rathe decks list)か
ファイルのパス。`,
	"cli.decks-list":  "同梱デッキを列挙する",
	"cli.decks-show":  "デッキリストを素の形式でまとめて書き戻す",
	"cli.decks-check": "デッキリストをフォーマットの構築ルールで検査する",
	"cli.decks-check-long": `check は各デッキ(ファイルか同梱デッキの名前)を読み、そのフォーマットの
ルールを適用する: --format で指定したもの、なければファイルが宣言するもの
(Format:)、それもなければヤングヒーローならブリッツ、大人のヒーローなら
クラシックコンストラクテッド。ファイルの問題はすべて一度に FILE:LINE: 内容
の形で出力する。終了ステータスは、すべてのデッキが適正なら0、そうでなければ
1、--format が不正か FILE がなければ2。`,
	"flag.decks-check-format":      "blitz、cc(クラシックコンストラクテッド)または welcome。既定: ファイルの Format: 行、なければヒーローから",
	"flag.lang":                    "ゲームの言語: en または ja(既定: ロケール LC_ALL、LC_MESSAGES、LANG から)",
	"flag.seed":                    "乱数生成器のシード(sim、scenario: 既定は1。play: 指定しなければ毎回新しいシード)",
	"flag.no-color":                "色を使わない(NO_COLOR にも従う)",
	"flag.help":                    "%s のヘルプ",
	"flag.no-descriptions":         "補完の説明を出さない",
	"cmd.bad-lang":                 "不明な言語 %q (en か ja を指定してください)",
	"cmd.usage-error":              "%v (使い方: %s)",
	"cmd.command-usage-error":      "%s: %v (使い方: %s)",
	"cmd.help-unknown":             "help: 不明なコマンド %q (コマンド: %s)",
	"cmd.name-a-command":           "%s: コマンドを指定してください: %s",
	"cmd.unknown-command":          "不明なコマンド %q (コマンド: %s)",
	"cmd.decks-columns":            "名前\tヒーロー\tフォーマット\tデッキ\t闘技場",
	"cmd.decks-no-hero":            "(なし)",
	"cmd.decks-show-problems":      "decks show: %[2]s に問題が%[1]d件",
	"cmd.decks-bad-format":         "decks check: --format %q: blitz、cc、welcome のいずれかを指定してください",
	"cmd.decks-ok":                 "%s: ok: %[3]sの%[2]sデッキ、デッキカード%[4]d枚と闘技場カード%[5]d枚",
	"cmd.decks-unreadable-illegal": "decks check: %[2]d個中%[1]d個のファイルを読めず、%[3]d個は適正ではありません",
	"cmd.decks-unreadable":         "decks check: %[2]d個中%[1]d個のファイルを読めません",
	"cmd.decks-illegal":            "decks check: %[2]d個中%[1]d個のデッキが適正ではありません",
	"cmd.decks-nearest-precon":     "%s: %sのプレイ可能な構築済みデッキで最も近いもの: %s (rathe play --p1 %s)",
	"cmd.decks-nearest-unshipped":  "%s: %sのプレイ可能な構築済みデッキで最も近いもの: %s (デッキとしてはまだ同梱されていません)",
	"cmd.decks-no-precon":          "%s: %sの構築済みデッキはまだどれもプレイできません (rathe cards audit --decks)",
	"cmd.no-card":                  "カード %q はありません",
	"cmd.no-card-lookalike":        "カード %q はありません: %s が含まれています (%q)",
	"cmd.no-card-closest":          "カード %q はありません。近いもの: %s",
	"cmd.no-card-matches":          "%q に一致するカードはありません",
	"cmd.deck-prefix":              "デッキ %s: ",
	"cmd.audit-unimplemented":      "デッキのカード%d種が未実装です",
	"cmd.stopped-by":               "%v で停止しました",
	"cmd.one-save-file":            "%s: 保存ファイルを1つ指定してください。%d個指定されました (使い方: %s)",
	"cmd.save-is-folder":           "フォルダです",
	"cmd.save-unreadable":          "読めません",
	"cmd.save-no-such-file":        "そのファイルはありません",
	"cmd.save-bad-path":            "%q: %s (保存ファイル、または `rathe saves list` にあるファイル名を指定してください)",
	"cmd.json-to-end":              "--json は --to-end と共に使います",
	"cmd.replay-no-winner":         "まだなし",
	"cmd.replay-end":               "ターン %d · 勝者 %s · p1 ライフ %d · p2 ライフ %d · ハッシュ %s",
	"cmd.no-saves":                 "%s に保存したゲームはありません",
	"cmd.saves-columns":            "日時\tヒーロー\tターン\t終了\tファイル",
	"cmd.saves-not-finished":       "いいえ",
	"cmd.saves-finished":           "はい (%s)",
	"cmd.saves-drawn":              "はい (引き分け)",
	"cmd.saves-unreadable":         "読めない",
	"cmd.saves-skipped":            "保存ファイルではないので飛ばしました: %s",
	"cmd.rm-name-saves":            "%s: 削除する保存ファイルを指定してください (使い方: %s)",
	"cmd.rm-failed":                "saves rm: %[2]d個のうち%[1]d個を削除できませんでした: %[3]s",
	"cmd.rm-removed":               "%s を削除しました",
	"cmd.scenario-turn":            "saves scenario: --turn N(必須)と --decision K は1から数えます (使い方: %s)",
	"cmd.reveal-unfinished":        "%s: ゲームはまだ終わっていません。%s はプレイヤーがまだ見ていないもの(両方の手札、裏向きのアーセナル、両方のデッキの順番)を見せます: それでも見せるには --reveal を付けてください",
	"cmd.scenario-over-save":       "saves scenario: %s は保存したゲームです。シナリオで上書きすることはありません: -o で別のファイルを指定してください",
	"cmd.scenario-no-first":        "--first: このシナリオは最初のターンより後の局面から始まるので、先攻はすでに決まっています (CR 4.1.3): --first を外してください ('start: game' のシナリオでは使えます)",
	"cmd.scenario-no-decks":        "%s: シナリオの局面が両方のヒーローとすべてのカードを決めるので、デッキも装備も指定できません: それらを外すか、--scenario なしでデッキを使ってください",
	"cmd.learn-progress-hint":      "%s に記録されているのは終えたレッスンだけです: このファイルを移動(または削除)すれば、rathe learn は新しい記録を始めます",
	"cmd.scenario-wrote":           "%[1]s に書き出しました(ターン%[2]d、決定%[3]d): rathe scenario run %[4]s",
	"cmd.scenario-run-no-files":    "scenario run: .scn ファイルかフォルダを1つ以上指定してください",
	"cmd.sim-games":                "sim: --games %d: 1から%dまでを指定してください",
	"cmd.sim-workers":              "sim: --workers %d: 1から%dまでを指定してください",
	"cmd.sim-check":                "sim: --check %q: decisions か events を指定してください",
	"cmd.sim-more-errors":          "rathe sim: ほかに%d回のゲームがエラーで止まりました",
	"cmd.sim-errors":               "sim: %[2]d回中%[1]d回のゲームがエラーで止まりました",
	"cmd.sim-games-from":           "シード%[2]dから%[1]d回: %[3]s(プレイヤー1)対 %[4]s(プレイヤー2)、%[5]s",
	"cmd.sim-random-players":       "ランダムなプレイヤー",
	"cmd.sim-bot-players":          "%sはコンピュータ、他はランダムなプレイヤー",
	"cmd.sim-bots-both":            "両方の席がコンピュータ(%sと%s)",
	"cmd.sim-wins":                 "  プレイヤー1の勝ち%d回(%.1f%%)、プレイヤー2の勝ち%d回(%.1f%%)、%s、%s",
	"cmd.sim-draws":                "引き分け%d回",
	"cmd.sim-error-count":          "エラー%d回",
	"cmd.sim-turns":                "  1ゲーム平均%.1fターン。%s を%.2f秒で(毎秒%.0f)",
	"cmd.sim-hash":                 "  ハッシュ %s",
	"cmd.sim-bots":                 "ボット %s: 考えた答え%d回、中央値%.2fミリ秒、99パーセンタイル%.2fミリ秒",
	"cmd.sim-bots-cpu":             "  考えたスレッドのCPU時間: 中央値%.2fミリ秒、99パーセンタイル%.2fミリ秒",
	"cmd.sim-bot-seat":             "  %s: 答え%d回、中央値%.2fミリ秒、99パーセンタイル%.2fミリ秒。CPU時間%.2fミリ秒と%.2fミリ秒",
	"format.blitz":                 "ブリッツ",
	"format.cc":                    "クラシックコンストラクテッド",
	"format.cc-short":              "CC",
	"format.welcome":               "ウェルカム",
	"format.auto":                  "自動",
	"list.comma":                   "、",
	"list.or-last":                 "または",
	"list.and-last":                "、",
	"list.problems":                "。",
	"deck-arg.such-as":             "(例えば%s)",
	"deck-arg.lined":               "%s(%d行目)",
	"deck-arg.lookalike":           "%s (ラテン文字の%cに似た文字、U+%04X)",
	"script.greek":                 "ギリシア文字",
	"script.cyrillic":              "キリル文字",
	"pool.no-hero":                 "ヒーローがいない",
	"pool.not-a-hero":              "%[1]sはヒーローではない (CR %[2]s)",
	"pool.hero-card":               "%[1]sはヒーローカードである: ヒーローカードはヒーローとしてゲームを開始し、カードプールには入らない (CR %[2]s)",
	"pool.token":                   "%[1]sはトークンである: トークンはゲーム中に効果によって作られ、デッキに入れて持ち込むことはない (CR %[2]s, 8.1.8)",
	"pool.ephemeral":               "%[1]sはエフェメラルを持つ: ゲーム中に効果によって作られ、カードプールには入らない (CR %[2]s)",
	"pool.not-a-card":              "%[1]sはプレイヤーがゲームに持ち込むカードではない: デッキカードでも闘技場カードでもない (CR %[2]s)",
	"pool.demi-hero":               "%[1]sはデミヒーローである: ヒーローではなく、ratheのデッキにはまだ入れられない (CR %[2]s)",
	"pool.mentor":                  "%[1]sはメンターである: ヤングヒーローのカードプールだけが入れられる (CR %[2]s)",
	"pool.arena-card-in-deck":      "%[1]sはデッキに入れられない: 装備した状態でゲームを開始する闘技場カードである (CR %[2]s, 4.1.5a)",
	"pool.deck-card-in-arena":      "%[1]sはデッキカードである: 装備した状態ではなく、デッキの中でゲームを開始する (CR %[2]s, 4.1.4)",
	"pool.no-zone":                 "%[1]sは、ヒーローがカードを置いてゲームを開始するどのゾーン(武器、頭、胴、腕、脚)にも合わない (CR %[2]s)",
	"pool.supertypes":              "%[1]sは%[8]sのカードである: %[3]sのカードプールには%[6]sのカードしか入らない (CR %[2]s)",
	"pool.specialization":          "%[1]sは%[8]sの特化である: %[6]sだけが持てる (CR %[2]s)",
	"pool.metatype":                "%[1]sは%[8]s専用のカードである: %[5]sだけが持てる (CR %[2]s)",
	"pool.legendary":               "%[1]sが%[7]d枚: 伝説なので、カードプールには1枚まで (CR %[2]s)",
	"pool.hands":                   "%[1]sにはヒーローに残っていない手が要る: 武器、オフハンド、矢筒で埋まる手は2つまで (CR %[2]s, 8.2.2)",
	"pool.weapon-zones":            "%[1]sには%[3]sにない武器ゾーンが要る: %[3]sの武器ゾーンは%[7]d個で、武器やオフハンドは1個ずつ、両手武器は2個を使う (CR %[2]s, 3.16.2a)",
	"pool.off-hand":                "%[1]s: %[4]sに続く2つ目のオフハンド: ヒーローが装備できるオフハンドは1つまで (CR %[2]s)",
	"pool.quiver":                  "%[1]s: %[4]sに続く2つ目の矢筒: ヒーローが装備できる矢筒は1つまで (CR %[2]s)",
	"pool.slot-copies":             "%[5]sの装備品%[1]sが%[7]d枚: ヒーローは各部位に装備品1つでゲームを開始する (CR %[2]s)",
	"pool.slot":                    "%[1]s: %[4]sに続く2つ目の%[5]sの装備品: ヒーローは各部位に装備品1つでゲームを開始する (CR %[2]s)",
	"cmd.sim-decisions":            "決定%d回",
	"deck.too-large":               "ファイルが%dバイトより大きい: デッキリストではない",
	"deck.nul":                     "NULバイトがある: テキストファイルではない(デッキリストはUTF-8のプレーンテキストで保存してください)",
	"deck.long-line":               "%d文字の行: デッキリストの行ではない",
	"deck.not-deck":                "デッキリストではない: %d行のどれもデッキリストの行(枚数とカード名 \"2 Pummel (red)\"、または \"Hero: Rhinar\")として読めない",
	"deck.not-utf8":                "この行はUTF-8のテキストではない: ファイルをUTF-8で保存してください",
	"deck.bad-count":               "不正な枚数 %q: 1行で指定できるのは0枚から%d枚まで",
	"deck.bad-count-number":        "不正な枚数 %q: 1行で指定できるのは0枚から%d枚まで、名前の前に整数で(\"2 Pummel (red)\")",
	"deck.count-no-name":           "枚数 %q の後にカード名がない",
	"deck.count-no-space":          "%q の枚数が不正: 枚数、空白、名前の順に書いてください(\"%d %s\")",
	"deck.second-hero":             "2人目のヒーロー %s: ヒーローはすでに%s (%d行目)",
	"deck.hero-copies":             "ヒーロー%[2]sが%[1]d枚: デッキのヒーローは1人",
	"deck.hero-line-not-hero":      "%sはヒーローではない: \"Hero:\" の行にはデッキのヒーローを書いてください(\"Hero: Rhinar\" など)",
	"deck.unknown-card":            "不明なカード %q",
	"deck.unknown-card-close":      "不明なカード %q: %s のことですか?",
	"deck.unknown-card-none":       "不明なカード %q: 近い名前のカードはない",
	"deck.unknown-hero-none":       "不明なヒーロー %q: 近い名前のヒーローはない",
	"deck.which-colour":            "%q には%sがある: どれか指定してください(例: %q)",
	"deck.no-colour":               "%sには色がない: %q と書いてください",
	"deck.no-such-colour":          "%sに%s版はない: あるのは%s",
	"deck.lookalike":               "%q に%sが含まれている: 名前はラテン文字で入力してください",
	"deck.lookalike-latin":         "%q に%sが含まれている: 名前はラテン文字で入力してください (%q)",
	"deck.no-hero":                 "ヒーローがいない: \"1 Rhinar\" や \"Hero: Rhinar\" のような行で指定してください",
	"deck.missing":                 "このリストのカード%d種はまだエンジンでプレイできない(実在するが未実装): %s",
	"deck.unknown-format":          "フォーマット %q: ratheがプレイし検査できるのはブリッツ、クラシックコンストラクテッド、ウェルカムのデッキだけ: \"Format: Blitz\"、\"Format: Classic Constructed\"、\"Format: Welcome\" と書いてください(decks check は --format も受け付ける)",
	"deck.not-young":               "%sはヤングヒーローではない: %sはヤングヒーローで遊ぶ%s",
	"deck.young":                   "%sはブリッツ用のヤングヒーロー: クラシックコンストラクテッドは大人のヒーローで遊ぶ%s",
	"deck.hero-not-legal":          "%sは%sで使用できない(カードデータのリーガリティ)",
	"deck.deck-exactly":            "デッキが%d枚: %sではちょうど%d枚が必要(ヒーローと闘技場カードは別)",
	"deck.deck-at-least":           "デッキが%d枚: %sでは%d枚以上が必要(ヒーローと闘技場カードは別)",
	"deck.pool-size":               "カードプールが%d枚(闘技場カード%d枚とデッキカード%d枚): %sでヒーロー以外に入れられるのは%d枚",
	"deck.copies":                  "%[2]sが%[1]d枚: %[3]sでは同じカード(同じ名前と色)は%[4]d枚まで",
	"deck.pool":                    "%s",
	"deck.not-legal":               "%sは%sで使用できない(カードデータのリーガリティ)",
	"deck.equip-all-chosen":        "%s: リストには%d枚あり、すべて選択済み",
	"deck.equip-not-in-list":       "%q はリストの武器と装備品のどれでもない(%s)",
	"deck.equip-no-arena":          "%q: リストに選べる武器も装備品もない",
	"cmd.deck-not-found":           "デッキ %q: 同梱デッキ(%s)でも読めるファイルでもありません: %v",
	"cmd.no-unfinished":            "%s に中断中のゲームはありません",
	"cmd.save-truncated":           "ファイルが途中で切れています: 最後まで書かれていません",
	"cmd.save-corrupted":           "ファイルは書かれた後に変更されています: チェックサムが一致しません",
	"cmd.save-invalid":             "ファイルの項目に範囲外の値があります",
	"cmd.save-not-save":            "ratheの保存ファイルではありません",
	"cmd.save-future":              "ファイルはより新しいratheで書かれています",
	"cmd.save-unknown-card":        "このratheが知らないカード",
	"cmd.save-diverged":            "応答を再生しても記録されたゲームになりません",
	"cmd.unknown-flag":             "不明なフラグ: --%s",
	"cmd.unknown-shorthand":        "不明な短縮フラグ: -%[2]s の %[1]q",
	"cmd.flag-needs-value":         "フラグに値が必要です: --%s",
	"cmd.flag-needs-value-short":   "フラグに値が必要です: -%[2]s の %[1]q",
	"cmd.flag-not-a-number":        "数字で書いた整数を指定してください(例: 42)",
	"cmd.flag-number-range":        "範囲外の数です(桁が多すぎます)",
	"cmd.flag-bad-value":           "%[2]q フラグに不正な値 %[1]q: %[3]v",
	"cmd.args-exactly":             "引数は%s個です(%s個指定されました)",
	"cmd.args-at-least":            "引数は%s個以上必要です(%s個指定されました)",
	"cmd.args-at-most":             "引数は%s個までです(%s個指定されました)",
	"cmd.cobra-unknown-command":    "%[2]q に不明なコマンド %[1]q",
	"scenario.no-files":            "シナリオファイルがありません",
	"scenario.ok":                  "ok   %s",
	"scenario.fail":                "失敗 %s",
	"scenario.fail-bug":            "失敗 %s (既知のエンジンのバグ: %s)",
	"scenario.stopped":             "%s: %s で停止",
	"scenario.malformed":           "%d個のシナリオファイルの形式が不正です",
	"scenario.malformed-failed":    "%d個のシナリオファイルの形式が不正で、%d個が失敗しました",
	"scenario.failed":              "%[2]d個中%[1]d個のシナリオが失敗しました",
	"scenario.no-scn":              "%s: このフォルダに .scn ファイルがありません",
	"scenario.inner-folder":        "実行しません: %s(指定したフォルダの中のフォルダ。scenario run が実行するのはフォルダ直下の .scn ファイルだけです: 実行するにはそのフォルダを指定してください)",

	// the bubbles list of the lesson menu (tui/lesson_menu.go)
	"menu.up":            "上へ",
	"menu.down":          "下へ",
	"menu.prev-page":     "前のページ",
	"menu.next-page":     "次のページ",
	"menu.start":         "先頭へ",
	"menu.end":           "末尾へ",
	"menu.filter":        "絞り込み",
	"menu.clear-filter":  "絞り込みを解除",
	"menu.cancel":        "取り消し",
	"menu.apply-filter":  "絞り込む",
	"menu.more":          "その他のキー",
	"menu.close-help":    "ヘルプを閉じる",
	"menu.quit":          "終了",
	"menu.choose":        "選ぶ",
	"menu.filter-prompt": "絞り込み: ",
	"menu.item":          "レッスン",
	"menu.items":         "レッスン",
	"menu.no-items":      "レッスンがありません。",
	// end

	// a scenario or lesson file's messages (saves/scenario.MessageWords)
	"scn.file-larger-than-bytes":                  "ファイルが%dバイトを超えています",
	"scn.answers-already-open-since-line":         "answers: はすでに開いています(%d行目から)",
	"scn.expect-already-open-since-line":          "expect: はすでに開いています(%d行目から)",
	"scn.line-longer-than-bytes":                  "行が%dバイトを超えています",
	"scn.nul-byte-not-text-file":                  "NULバイトがあります: テキストファイルではありません(シナリオはプレーンテキスト、UTF-8で保存してください)",
	"scn.missing-scenario-scenario-title":         "`scenario:`(シナリオの題名)がありません",
	"scn.missing-rules-cr-rules-scenario":         "`rules:`(シナリオが扱う総合ルールの番号、1つ以上)がありません",
	"scn.missing-p-hero":                          "`p%d.hero:` がありません",
	"scn.position-in-start-phase-has":             "開始フェイズの局面にはまだアクションポイントがありません(アクションフェイズで得る、CR 4.3.2)",
	"scn.pass-until-twice-without-answer":         "`pass until` が応答をはさまずに2回続いています(%d行目)",
	"scn.expect-has-no-expectations":              "expect: に期待が1つもありません",
	"scn.pass-until-needs-what-it":                "後に応答が続かない `pass until` には、どこまでパスするかが必要です: ステップ(`damage step`)、`chain closed` または `turn N`",
	"scn.pass-until-no-answer-follows":            "`pass until %s`: 後に応答が続きません",
	"scn.pass-until-followed-by-line":             "`pass until %s` の後が `%s` です(%d行目)",
	"scn.missing-expect-what-must-hold":           "`expect:`(最後に成り立つべきこと)がありません",
	"scn.refused-goes-in-last-expect":             "refused: は最後の `expect:` ブロックに、拒否される応答の後に書きます(そこでゲームが止まります)",
	"scn.game-from-start-game-line":               "%s: `start: game`(%d行目)のゲームはゲーム開始手順(CR 4.1)から始まり、残りはそれが作ります: seed、pN.hero、pN.arena、pN.deck だけを書いてください",
	"scn.counters-arena-cards-start-game":         "%s: カウンター: アリーナのカードはカウンターなしでゲームを始めます(CR 4.1)",
	"scn.key-error":                               "%s: %v",
	"scn.want-key-value-got":                      "`キー: 値` の形が必要ですが、%q です",
	"scn.given-twice-first-on-line":               "%s が2回書かれています(最初は%d行目)",
	"scn.scenario-needs-title":                    "scenario: に題名が必要です",
	"scn.not-cr-rule-number":                      "%q は総合ルールの番号ではありません(7.5.2 や 8.3.4b のように)",
	"scn.rules-needs-at-least-one":                "rules: に総合ルールの番号が1つ以上必要です",
	"scn.bug-needs-description-engine-bug":        "bug: にエンジンのバグの説明が必要です",
	"scn.seed-want-whole-number-got":              "seed: 整数が必要ですが、%q です",
	"scn.start-want-game-start-game":              "start: `game`(ゲーム開始手順、CR 4.1)か `position` が必要ですが、%q です",
	"scn.phase-position-starts-in-start":          "phase: 局面は `start` か `action` のフェイズで始まります。%q ではありません",
	"scn.one-hero":                                "%s: ヒーローは1人です",
	"scn.not-hero":                                "%s: %s はヒーローではありません",
	"scn.has-no-effect-that-resolves":             "%s: %s には解決する効果がありません。領域に置いてください",
	"scn.hero-write-it-as-hero":                   "%[1]s: %[2]s はヒーローです。%[3]s.hero に書いてください",
	"scn.not-permanent-arena-holds-weapons":       "%s: %s はパーマネントではありません(アリーナに置くのは武器、装備、アイテム、オーラ)",
	"scn.more-than-cards-on-one":                  "%s: 片側のカードが%d枚を超えています",
	"scn.turn-want-turn-player-and":               "turn: ターンプレイヤーとターン番号(またはどちらか)が必要です。`p1` や `p2 3` のように。%q ではありません",
	"scn.want-whole-number-got":                   "%s: 整数が必要ですが、%q です",
	"scn.number-outside":                          "%s: %d が%d..%dの範囲外です",
	"scn.more-than-entries-in-one":                "1つのリストの項目が%d個を超えています",
	"scn.empty-entry-in-list-cards":               "カードのリストに空の項目があります",
	"scn.count-range":                             "枚数%d(1..%dが必要)",
	"scn.pass-until-not-answer-verb":              "pass until: %q は応答の動詞ではありません(%s)",
	"scn.pass-until-not-combat-step":              "pass until: %q は優先権のある戦闘のステップではありません(layer、attack、defend、reaction、damage、resolution)",
	"scn.pass-until-turn-want-turn":               "pass until turn: ターン番号が必要ですが、%q です",
	"scn.pass-until-want-nothing-next":            "pass until: 何も書かないか、次の応答(`p2 defend`)、ステップ(`damage step`)、`chain closed` または `turn N` が必要ですが、%q です",
	"scn.answer-starts-player-who-gives":          "応答はそれを行うプレイヤー(p1 か p2)で始まりますが、%q です",
	"scn.want-got-value":                          "%s: %s が必要ですが、%q です",
	"scn.which-card":                              "%s: どのカードですか?",
	"scn.one-card-got":                            "%s: カードは1枚ですが、%q です",
	"scn.want-key-value-got-answer":               "`キー: 値` の形が必要ですが、%q です(応答ですか? 応答は `answers:` の後に書きます)",
	"scn.hero-arena-list-holds-other":             "%s: %s はヒーローです。アリーナのリストはそれ以外のパーマネント(武器、装備…)を書きます",
	"scn.count-bad":                               "枚数%d",
	"scn.want-cards-nothing-or-count":             "カード、`nothing` または枚数が必要です",
	"scn.want-blocked-player-card-reason":         "`blocked PLAYER CARD: REASON` の形が必要ですが、%q です",
	"scn.blocked-want-player-p1-or":               "blocked: 最初にプレイヤー(p1 か p2)が必要ですが、%q です",
	"scn.want-zone-card-property-got":             "`ZONE[CARD].PROPERTY` の形が必要ですが、%q です",
	"scn.want-zone-card-property-power":           "`ZONE[CARD].PROPERTY`(power、defense、counters、face、keywords)の形が必要ですが、%q です",
	"scn.want-n-after-card-counted":               "カードの後に1から数えた `#N` が必要ですが、%q です",
	"scn.unknown-place-want-chain-stack":          "不明な場所 %q: chain、stack、または p2.arena のようなプレイヤーの領域が必要です",
	"scn.face-want-up-or-down":                    "face: up か down が必要ですが、%q です",
	"scn.keywords-unknown-keyword-known":          "keywords: 不明なキーワード %q(既知: %s)",
	"scn.unknown-property-want-power-defense":     "不明な特性 %q(power、defense、counters、face、keywords のいずれか)",
	"scn.refused-given-twice-first-on":            "refused: が2回書かれています(最初は%d行目)",
	"scn.refused-want-regular-expression-refusal": "refused: 拒否メッセージに一致する正規表現が必要です。`not an attack` のように",
	"scn.refused-not-regular-expression":          "refused: %q は正規表現ではありません: %v",
	"scn.want-cards-got":                          "%d枚のはずが%d枚です(%s)",
	"scn.want-it-include-got-missing":             "%s を含むはずが、%s です(不足: %s)",
	"scn.want-got-order":                          "%s のはずが、%s です(%s)",
	"scn.want-got":                                "%s のはずが、%s です",
	"scn.want-face-got-face":                      "%s は %s のはずが、%s です",
	"scn.want-got-int":                            "%d のはずが、%d です",
	"scn.want-turn-got":                           "%sのターンのはずが、%sのターンです",
	"scn.want-prompt-got":                         "%sの %s プロンプトのはずが、%s です",
	"scn.want-legal-but":                          "`%s` は適正のはずが、%v",
	"scn.want-illegal-but-engine-accepts":         "`%s` は不適正のはずが、エンジンが受け付けます",
	"scn.want-event-got-none":                     "%s イベントがあるはずが、ありません",
	"scn.want-no-event-got":                       "%s イベントはないはずが、%d回あります",
	"scn.want-priority-prompt-got":                "%sの優先権のプロンプトのはずが、%s です",
	"scn.want-it-blocked-but-offered":             "不可(%s)のはずが、%s が選択肢にあります",
	"scn.want-it-blocked-but-it":                  "不可(%s)のはずが、選択肢にも不可の一覧にもありません",
	"scn.want-blocked-for-got-blocked":            "%s で不可のはずが、%s で不可です",
	"scn.want-there-got":                          "そこに %s があるはずが、%s です",
	"scn.want-refusal-matching-got-none":          "%q に一致する拒否のはずが、拒否はありません: 応答はすべて受け付けられました",
	"scn.want-refusal-matching-got":               "%q に一致する拒否のはずが、%q です",
	"scn.step-want-layer-attack-defend":           "step: layer、attack、defend、reaction、damage、resolution(優先権のあるステップ、CR 7)のいずれかが必要ですが、%q です",
	"scn.priority-want-player-who-holds":          "priority: 優先権を持つプレイヤーが必要です。`p2` や、相手が優先権を渡したときは `p2, p1 passed` のように(CR 1.11.4a)。%q ではありません",
	"scn.priority-player-who-passed-priority":     "priority: %sに優先権を渡したプレイヤーは%sです(CR 1.11.4a)",
	"scn.chain-want-attacking-player-and":         "chain: 攻撃するプレイヤーと攻撃が必要です。`p1 Muscle Mutt (yellow)` のように",
	"scn.chain-want-attacking-player-and-2":       "chain: 攻撃するプレイヤーと攻撃が必要です。`p1 Muscle Mutt (yellow)` のように。%q ではありません",
	"scn.chain-unknown-part-want-p2":              "chain: 不明な部分 %q(`p2 defends CARDS`、`hit`、`left the chain`、`modes N` のいずれか)",
	"scn.chain-defends-what-cards-or":             "chain: %sは何で防御しますか?(カード、または `nothing`)",
	"scn.modes-want-mode-numbers-counted":         "modes: 1から数えたモード番号が必要です。`1, 3` のように。%q ではありません",
	"scn.modes-want-mode-numbers-counted-2":       "modes: 1から数えたモード番号が必要です。`1, 3` のように",
	"scn.layer-want-got":                          "%s。%q ではありません",
	"scn.abilities-are-counted-from-1":            "%s: 能力は1から数えますが、%d です",
	"scn.want-card-or-2-card":                     "%[1]s: `%[2]s of CARD`(または `%[3]s 2 of CARD`)が必要ですが、%[4]q です",
	"scn.x-wants-whole-number-got":                "%s: x には整数が必要ですが、%q です",
	"scn.unknown-part-want-modes-n":               "%s: 不明な部分 %q(`modes N`、`target ...`、`x N` のいずれか)",
	"scn.unknown-part-want-modes-n-stack":         "%s: 不明な部分 %q(`modes N`、`target ...`、`x N`、`from arsenal`、`as an instant` のいずれか)",
	"scn.check":                                   "%s: %s",
	"scn.game-ended-before-this-answer":           "`%s`: この応答の前にゲームが終わりました(%s)",
	"scn.game-at-instead":                         "`%s`: ゲームは代わりに %s にあります(%s)",
	"scn.game-went-past-turn-without":             "この応答に届かないまま、ゲームがターン%dを過ぎました",
	"scn.more-than-prompts-without-reaching":      "この応答に届かないまま、プロンプトが%d回を超えました",
	"scn.run-error":                               "%v",
	"scn.want-got-missing":                        "%s のはずが、%s です(不足: %s)",
	"scn.want-got-extra":                          "%s のはずが、%s です(余分: %s)",
	"scn.want-got-missing-extra":                  "%s のはずが、%s です(不足: %s。余分: %s)",
	"scn.want-open-got-closed":                    "開いているはずが、閉じています",
	"scn.want-active-link-got":                    "アクティブなチェインリンクがあるはずが、%s です",
	"scn.want-prompt-got-none":                    "応答するプロンプトがあるはずが、ありません(%s)",
	"scn.want-no-prompt-got":                      "プロンプトはないはずが、%s です",
	"scn.top-first":                               "上から順に",
	"scn.setup-refused-nothing":                   "%s: 確かめるものがありません: 局面の準備が拒否されました",
	"scn.unknown-answer-kind":                     "不明な応答 %q。%s プロンプトには %s で応答します",
	"scn.unknown-answer":                          "不明な応答 %q%s",
	"scn.unknown-answer-list":                     "不明な応答 %q(応答: %s)",
	"scn.layer-want":                              "%s: プレイヤーとカードが必要です。`p1 Sigil of Solace (blue)`、`p1 activation of Gallantry Gold`、`p1 trigger of Quicken` のように",
	"scn.unknown-event":                           "%s: 不明なイベント %q%s",
	"scn.unknown-reason":                          "blocked: 不明な理由 %q%s",
	"scn.unknown-reason-list":                     "blocked: 不明な理由 %q(理由: %s)",
	"scn.unknown-key":                             "不明なキー %q%s",
	"scn.counters-only-arena":                     "カウンター([...])はアリーナと格納庫のカードにだけ書けます",
	"scn.counters-want-pairs":                     "counters: `種類 数` の組が必要です。`defense -1` のように。%q ではありません",
	"scn.counters-unknown-kind":                   "counters: 不明な種類 %q(%s のいずれか)",
	"scn.counters-want-number":                    "counters: %s の後に-99..99の数が必要ですが、%q です",
	"scn.unknown-card":                            "不明なカード %q%s",
	"scn.unknown-card-lookalike":                  "不明なカード %q: %s が含まれています(%q)",
	"scn.engine":                                  "%v",
	"scn.answer-error":                            "`%s`: %v",
	"scn.engine-refuses":                          "エンジンが拒否しました: %v",
	"scn.game-is-at":                              "ゲームは %s にあります",
	"scn.not-among-options-blocked":               "%s は選択肢にありません(%s)%s",
	"scn.not-among-options":                       "%s は選択肢にありません(%s)",
	"scn.not-prompt-for-x":                        "Xを選ぶプロンプトではありません",
	"scn.not-arsenal-prompt":                      "このプロンプトは CR %s のためにカードを選びます。格納庫ではありません(CR 4.4.3b): `choose` で応答してください",
	"scn.none-offered":                            "選択肢なし",
	"scn.offered":                                 "選択肢: %s",
	"scn.offered-more":                            "選択肢: %s、ほか%d個",
	"scn.prompt-none":                             "なし(ゲームは終わっています)",
	"scn.prompt-answered-with":                    "%sの %s プロンプト(%s で応答)",
	"scn.cannot-export":                           "この局面はシナリオとして書けません: %v",
	"scn.read":                                    "%v",
	"scn.engine-panicked":                         "エンジンがパニックしました(rules パッケージのバグ): %s",
	"scn.game-comes-to-first":                     "ゲームは先に %s に来ます(%s)",
	"scn.stop-end":                                "ゲーム終了",
	"scn.stop-draw":                               "ゲーム終了: 引き分け",
	"scn.stop-won":                                "ゲーム終了: %sの勝ち",
	"scn.stop-turn":                               "ターン%d、%sの%s",
	"scn.stop-setup":                              "ゲーム開始手順",
	"scn.stop-step":                               "%s、%s",
	"scn.stop-prompt":                             "%sの %s プロンプト(%s)",
	"scn.did-you-mean":                            "。%q のことですか?",
	"scn.blocked-because":                         "。%s は不可: %s(CR %s)",
	"scn.lesson-too-large":                        "ファイルが%dバイトを超えています",
	"scn.lesson-keys-first":                       "%s: レッスンのキーは最初の answers: より前に書きます",
	"scn.lesson-nul":                              "NULバイトがあります: テキストファイルではありません",
	"scn.lesson-twice":                            "%s: 2回書かれています(最初は%d行目)",
	"scn.lesson-empty":                            "%s: 空です",
	"scn.lesson-learner":                          "learner: p1 か p2 が必要ですが、%q です",
	"scn.lesson-goal":                             "goal: %v",
	"scn.lesson-full-control":                     "full-control: yes か no が必要ですが、%q です",
	"scn.lesson-taught-number":                    "taught: %q は総合ルールの番号ではありません(1.14.3 のように)",
	"scn.lesson-not-moment":                       "%s: %q は場面ではありません(%s)",
	"scn.lesson-during-language":                  "%[1]s: 言語が必要です。during.%[2]s.en または during.%[3]s.ja",
	"scn.lesson-language":                         "%[1]s: 言語が必要です。%[2]s.en または %[3]s.ja",
	"scn.lesson-text-missing":                     "%[1]s.%[2]s: ありません(レッスンの文はすべて %[3]s で書きます)",
	"scn.lesson-goal-missing":                     "goal: ありません(レッスンにはエンジンが確かめる目標が必要です)",
	"scn.lesson-taught-missing":                   "taught: ありません(レッスンが教えるルールの総合ルール番号)",
	"scn.lesson-summary-rule":                     "summary.%s: 教えたルール %s に触れていません",
	"scn.lesson-answers-missing":                  "answers: ありません(レッスンの応答はその解答です)",
	"scn.lesson-unknown-card":                     "%s: 不明なカード %q",
	"scn.lesson-goal-number":                      "0から999の数が必要ですが、%q です",
	"scn.lesson-goal-want":                        "`damage N`、`take at most N`、`waste at most N`、`arsenal`、`win` のいずれかが必要ですが、%q です",
	// the course's and the progress file's errors
	"scn.lesson-number-gap":          "%s: レッスン%dがありますが、%d番のはずです(ファイルは01、02…と欠番なしで番号を付けます)",
	"scn.lesson-file-name":           "%s: レッスンファイルの名前は NN-name.txt です",
	"scn.lesson-none":                "レッスン%dはありません: レッスンは1〜%dです",
	"scn.lesson-progress-unreadable": "レッスンの記録: %v",
	"scn.lesson-progress-not-json":   "%s: レッスンの記録ファイルではありません: %v",
	"scn.lesson-progress-version":    "%s: レッスンの記録ファイルのバージョンは%dです。この rathe が読めるのはバージョン%dです",
	"scn.want-nothing-after":         "何も続かないこと",
	"scn.want-modes":                 "1から数えたモード番号(`1, 3` のように)",
	"scn.want-player":                "プレイヤー(p1 か p2)",
	"scn.want-cards-or-nothing":      "カード、または `nothing`",
	"scn.want-phase":                 "start、action、end、over のいずれか",
	"scn.want-step":                  "none、layer、attack、defend、reaction、damage、resolution、close のいずれか",
	"scn.want-p1-p2-none":            "p1、p2、none のいずれか",
	"scn.want-winner":                "p1、p2、none、draw のいずれか",
	"scn.want-chain":                 "closed、open、または `N links`",
	"scn.want-yes-no":                "yes か no",
	"scn.want-events":                "hit、rewind、intimidate のようなイベント名",
	"scn.want-prompt":                "none、またはプレイヤーとプロンプトの種類(`p2 defenders` のように)",
	"scn.want-prompt-kind":           "プロンプトの種類: priority、pitch、x、modes、target、attack-target、defenders、order、may、cards、first-player",
	"scn.want-whole-number-range":    "0..%dの整数",
	// a save file's problems (saves.ProblemWords)
	"save.where":                ": ",
	"save.why-mid-action":       "アクションの途中",
	"save.why-not-action-phase": "アクションフェイズではない",
	"save.why-triggers":         "誘発した能力が待っている",
	"save.too-large":            "%v: %dMBを超えています",
	"save.empty":                "%v(ファイルが空です)",
	"save.not-json":             "%v: '{' で始まっていません",
	"save.bare":                 "%v",
	"save.json":                 "%v: %s",
	"save.wrong-type":           "%v: %s の型が違います",
	"save.no-version":           "%v(フォーマットのバージョンかチェックサムがありません)",
	"save.future":               "%v(フォーマット%d、rathe %s による)。この rathe(%s)が読めるのはフォーマット%d以前です: rathe を更新してください",
	"save.bad-answer":           "%v: 応答%d: %v",
	"save.diverged-version":     "%v(ターン%d: %s)。このセーブは rathe %s で書かれ、その後ルールが変わりました(これは rathe %s)",
	"save.diverged":             "%v(ターン%d: %s)",
	"save.not-json-name":        "セーブファイルではありません(セーブは .json で終わります)",
	"save.no-turn":              "ゲームにターン%dはありません(ターン1から%d)",
	"save.no-decision":          "ターン%dの決定は%d回で、%d回目はありません",
	"save.no-position":          "ターン%d決定%dまでに、シナリオに書ける局面がありません(%s)",
	"save.what-state":           "ターン開始時の状態が違います",
	"save.what-refused":         "応答%d(全%d)が拒否されます: %s",
	"save.what-end-state":       "応答が尽きたところの状態が違います",
	"save.what-end":             "記録されたゲームの終わりが違います",
	"save.what-left":            "応答を%d個残してゲームが終わりました",
	"save.what-turns":           "記録は%dターン、再生は%dターンです",
	"save.note-instead":         "ターン%d決定%dはまだシナリオに書けない局面です(%s): 代わりにその前の最後の決定、ターン%d決定%dを書きました",
	// WriteAtomic's refusal of a path that is not a regular file, and its kinds
	"save.player-deck":               "プレイヤー%dのデッキ: %s",
	"save.player-deck-unknown":       "プレイヤー%dのデッキに%vがあります: %q",
	"save.not-regular":               "通常のファイルではありません(%v): rathe が書き込むのは通常のファイルか新しいパスだけです",
	"save.in-use":                    "このゲームは別の端末で開かれています(pid %d)",
	"save.in-use-nopid":              "このゲームは別の端末で開かれています",
	"save.why-cost-paid":             "任意の追加コストか代替コストを支払ったレイヤーがある",
	"save.why-unnamed-trigger":       "書き表せない誘発レイヤーがある(付与された、遅延した、またはキーワードの誘発)",
	"save.why-hidden-trigger-source": "発生源がデッキか手札にある誘発レイヤーがある(激突で公開されたカード)",
	"save.why-gone-source":           "発生源のトークンがもう存在しない能力がスタックにある(その支払いのために破壊されたGold)",
	"read.not-regular":               "通常のファイルではありません",
	"read.folder":                    "フォルダです。ファイルではありません",
	"read.named-pipe":                "名前付きパイプ(FIFO)です。通常のファイルではありません",
	"read.device":                    "デバイスです。通常のファイルではありません",
	"read.socket":                    "ソケットです。通常のファイルではありません",
	"read.not-exist":                 "そのようなファイルやフォルダはありません",
	"read.permission":                "権限がありません",
	"read.not-dir":                   "フォルダではありません(パスの中にファイルがあります)",
	"read.no-space":                  "ディスクがいっぱいです(空き容量がありません)",
	"read.read-only":                 "読み取り専用のファイルシステムです",
	"read.too-big":                   "ファイルが大きすぎます",
	"save.kind-folder":               "フォルダ",
	"save.kind-named-pipe":           "名前付きパイプ",
	"save.kind-socket":               "ソケット",
	"save.kind-device":               "デバイス",
	"save.kind-special":              "特殊ファイル",

	// a save's fields checked one by one, and a card in the wrong field of its deck
	"save.player-wrong-place":          "プレイヤー%dのデッキ: %v: %q は%vではありません",
	"save.player-deck-not-implemented": "プレイヤー%dのデッキに%vがあります: %q はこの rathe ではまだプレイできません",
	"save.place-hero":                  "ヒーロー",
	"save.place-arena":                 "アリーナカード(武器、装備品)",
	"save.place-cards":                 "デッキカード",
	"save.field-format":                "%v: フォーマット%dはフォーマットのバージョンではありません(1から%d)",
	"save.field-rathe":                 "%v: %q は rathe のバージョンではありません",
	"save.field-date":                  "%v: %s は日時ではありません",
	"save.field-no-hero":               "%v: プレイヤー%dにヒーローがありません",
	"save.field-arena-count":           "%v: プレイヤー%dのアリーナカードは%d枚で、上限は%d枚です",
	"save.field-deck-count":            "%v: プレイヤー%dのデッキカードは%d枚で、上限は%d枚です",
	"save.field-scenario":              "%v: シナリオの%d行目: %s",
	"save.field-scenario-refused":      "%v: シナリオの局面が拒否されました: %s",
	"save.field-stops":                 "%v: %q は止まる場所のリストではありません",
	"save.field-winner":                "%v: 勝者 %q は p1、p2、draw のどれでもありません",
	"save.field-finished":              "%v: finished は%vですが、勝者は %q です",
	"save.field-turn":                  "%[1]v: ターン%[3]dが始まるところにターン%[2]dが記録されています",
	"save.field-mark-answers":          "%v: ターン開始までの応答数%dが%dから%dの範囲外です",
	"save.field-hash":                  "%v: %q は状態のハッシュ(16桁の16進数)ではありません",
	"save.field-end-turn":              "%v: 応答が尽きるのはターン%dですが、記録されたターンは%dから%dです",
	"save.field-end-answers":           "%v: 応答は%d個目で尽きるとありますが、ファイルにあるのは%d個です",
	"save.what-winner":                 "記録された勝者(%s)が再生の勝者(%s)と違います",
	// end of the scenario messages
	// a position a scenario or lesson names that the rules refuse (rules.PositionError)
	"pos.where-chain":                  "チェインリンク%d: ",
	"pos.where-stack":                  "スタックのレイヤー%d(上から): ",
	"pos.where-effects":                "効果%d: ",
	"pos.ability-of":                   "%sの能力",
	"pos.ability-activated":            "起動",
	"pos.ability-triggered":            "誘発",
	"pos.no-hero":                      "プレイヤー%d: ヒーローがいません",
	"pos.arsenal-holds-one-card":       "%s.arsenal: 格納庫に置けるカードは1枚です(CR 3.3.2)。%d枚ではありません",
	"pos.zone-holds-deck-cards":        "%s.%s: %s はデッキカードではありません。このゾーンに置けるのはデッキカードだけです(CR %s)",
	"pos.token-outside-arena":          "%s.%s: %s はトークンです。トークンは闘技場にしか存在しません(CR %s)",
	"pos.phase":                        "局面は開始フェイズかアクションフェイズから始まります(%sではありません)",
	"pos.modes-count-range":            "%[1]s: 選ばれたモードは%[4]d個ですが、%[2]d〜%[3]d個選びます(CR 1.7.5)",
	"pos.modes-count":                  "%s: 選ばれたモードは%[3]d個ですが、%[2]d個選びます(CR 1.7.5)",
	"pos.ability-no-target":            "%sの能力には対象がありません",
	"pos.ability-out-of-range":         "%sの%[3]s能力は%[2]d個です。%[4]d番目はありません",
	"pos.ability-source-missing":       "%sは戦闘チェイン、闘技場、墓地のどこにも%sのものとしてありません",
	"pos.activated-no-modes":           "ここで起動能力にモードはありません",
	"pos.as-instant-not-action":        "%sはアクションではありません: `as an instant` はアクションのためのものです(CR 8.1.1d)",
	"pos.asks-on-resolve":              "%sは解決時に質問をします: 局面はそれを再現できません",
	"pos.attack-left-chain":            "攻撃がダメージの前にチェインを離れました: 誰かが優先権を得る前に、ゲーム状態アクションとしてチェインが閉じます(CR 1.10.2e, 7.7.2c)。`priority:` を書かないでください",
	"pos.attack-not-bottom":            "%sは攻撃です: 攻撃はスタックが空のときにプレイされるので、一番下のレイヤーです(CR 8.1.1a)",
	"pos.attack-not-turn-player":       "%sが%sのターンに攻撃しています: 攻撃はアクションとしてプレイまたは起動され、アクションポイントを持つのはターンプレイヤーだけです(CR 1.13.2b, 8.1.1)",
	"pos.attack-on-stack-layer-step":   "スタックに攻撃があるのはレイヤーステップです(CR 7.1.1)。%sではありません",
	"pos.attack-step-before-defending": "防御するカードを宣言する前に攻撃ステップがあります(CR 7.3.2)",
	"pos.attack-targets-hero":          "攻撃は対戦相手のヒーローを対象とします(CR 1.4.5)",
	"pos.attacker-not-in-arena":        "%sが攻撃していますが、%s.arena にありません",
	"pos.attackers-card-defends":       "%sは攻撃側の%sのものです: 防御できるのは防御ヒーローのカードだけです(CR 7.3.2a)",
	"pos.cannot-be-played":             "%sはプレイも起動もできません(CR %s)",
	"pos.cannot-defend":                "%sは防御できません: 防御するカードは手札から出すか装備品です(CR 7.3.2a)",
	"pos.close-step-priority":          "クローズステップでは誰も優先権を得ません(CR 1.11.3)",
	"pos.combat-not-action-phase":      "チェイン、スタック、優先権、継続中の効果はアクションフェイズのものです(CR 1.11.3)。%sではありません",
	"pos.could-not-play-here":          "%s: %sはここでそれをプレイも起動もできなかったはずです: %s(CR %s)",
	"pos.defender-not-in-arena":        "%sが防御していますが、%s.arena にありません(またはすでに別のリンクを防御しています。CR 7.0.5d)",
	"pos.defends-not-defending-hero":   "%sは%sを攻撃しています: 防御するカードを宣言するのは防御ヒーローの%sだけです(CR 7.3.2a)",
	"pos.defense-reaction-defends":     "%sは防御リアクションです: リアクションステップで解決してから防御します(CR 7.4.2d)",
	"pos.dominate":                     "%sは圧倒を持っています: 手札から防御するカードは1枚までです(CR 8.3.4)",
	"pos.effect-no-modes":              "ここで能力にモードはありません",
	"pos.effect-not-in-graveyard":      "%sが%s.graveyard にありません: 解決したカードはそこにあります(CR 5.3.7)",
	"pos.effect-source-missing":        "%sは闘技場にも戦闘チェインにも%sのものとしてありません",
	"pos.hit-before-damage":            "アクティブなリンクがダメージステップの前にヒットしています(CR 7.5.5): ヒットを与えるのはダメージステップだけです",
	"pos.illegal-target":               "%sはここでは%sの適正な対象ではありません(CR 1.8.5)",
	"pos.layer-step-needs-attack":      "レイヤーステップではスタックに攻撃があります(CR 7.1.1)",
	"pos.mode-not-chosen":              "%sのその能力は選ばれなかったモードです(CR 1.7.5d)",
	"pos.mode-out-of-range":            "%sのモードは1〜%dです。%dではありません",
	"pos.mode-twice":                   "%s: モード%dは1回だけ選べます(CR 1.7.5b)",
	"pos.needs-target":                 "%sには対象が必要です(CR 1.8.5): `target ...` と書いてください",
	"pos.never-played":                 "%sはプレイされることがありません(CR 8.1.7a, 1.3)",
	"pos.no-ability":                   "%sに%s能力はありません",
	"pos.no-ability-but-attack":        "%sには攻撃のほかに%s能力がありません",
	"pos.no-attack":                    "攻撃がありません",
	"pos.no-attack-ability":            "%sに攻撃能力はありません(CR 8.3.1)",
	"pos.no-card":                      "カードがありません",
	"pos.no-defense":                   "%sには防御力がありません: 防御できません(CR 7.3.2b)",
	"pos.no-modes":                     "%sにモードはありません",
	"pos.no-resolving-effect":          "%sに解決する効果はありません",
	"pos.no-target":                    "%sに対象はありません",
	"pos.not-an-attack":                "%sは攻撃ではありません: 攻撃とは攻撃カードか武器の攻撃です(CR 1.4.1)",
	"pos.pass-ends-step":               "スタックが空のとき、%[2]sに続く%[1]sのパスでステップが終わります(CR 1.11.4a): ターンプレイヤーはパスなしで改めて優先権を得ます",
	"pos.priority-not-passed":          "%sが優先権を得るのは%sがパスしたとき(`priority: %s, %s passed` と書く)か、スタックにレイヤーをプレイまたは起動した後です(CR 1.11.4a, 1.11.5)",
	"pos.step-needs-chain":             "%sには開いた戦闘チェインが必要です: そのリンクを書いてください(`chain:`)",
	"pos.target-not-attack":            "%sは戦闘チェインにもスタックにもある攻撃ではありません: %sの対象です",
	"pos.trigger-source-missing":       "%sは戦闘チェイン、スタック、闘技場、墓地、格納庫、追放ゾーンのどこにも%sのものとしてありません",
	"pos.triggered-no-modes":           "ここで誘発したレイヤーにモードも対象もありません",
	"pos.triggers-first":               "%sは誰かが優先権を得る前にゲーム状態アクションとして誘発します(CR 1.10.2d)。`priority:` を書かないでください",
	"pos.unknown-layer-kind":           "未知の種類のレイヤーです",
	"pos.which-ability":                "%sには%[3]s能力が%[2]d個あります: どれかを1から数えて書いてください",
	"pos.which-player-target":          "どのプレイヤーが対象ですか?",
	"pos.which-step":                   "戦闘チェインが開いています: どのステップですか?(attack, defend, reaction, damage, resolution)",
	"pos.who-attacks":                  "誰が攻撃していますか?",
	"pos.who-has-priority":             "誰が優先権を持っていますか?",
	"pos.whose-effect":                 "誰の、どのカードからの効果ですか?",
	"pos.whose-layer":                  "誰のレイヤーですか?",
	// end of the position refusals
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

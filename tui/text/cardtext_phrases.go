package text

import (
	"fmt"
	"sort"
)

// The words of the card-text codes (see cardtext.go). One line per code and
// language: the key is the code a building block of package rules returns
// from Text() (or a Condition.Code, or a Trigger.Cond), the function gets
// the code's parameters by position (x.n(i) a number, x.f(i) an attack
// filter, x.kw(i) keywords, x.s(i) a string, x.b(i) a flag, x.effs(i)
// nested effects) and r's shared pieces (r.gets, r.mods, r.filter,
// r.nested, r.cond, r.resources, r.grant).
//
// Effects are clauses without a final full stop ("gain 1 life"); conditions
// are clauses that follow "if" / come before 場合 ("you have intimidated
// this turn"); trigger conditions open a triggered ability ("when this
// attacks" / 「これが攻撃したとき」).

var sp = fmt.Sprintf

type phrases = map[string]phrase

// lit is a phrase without parameters.
func lit(s string) phrase { return func(*cardRenderer, a) string { return s } }

// num is a phrase with numbers: the parameters at positions is, in order.
func num(format string, is ...int) phrase {
	return func(_ *cardRenderer, x a) string {
		args := make([]any, len(is))
		for j, i := range is {
			args[j] = x.n(i)
		}
		return sp(format, args...)
	}
}

// phraseEN: English.
var phraseEN = phrases{
	// effects
	"gain-life":      num("gain %d life", 0),
	"gain-resources": func(r *cardRenderer, x a) string { return "gain " + r.resources(x.n(0)) },
	"intimidate":     lit("intimidate (CR 8.5.10)"),
	"next-attack":    func(r *cardRenderer, x a) string { return r.nextAttackEN(x) },
	"attacks-get":    func(r *cardRenderer, x a) string { return r.attacksGetEN(x) },
	"target-gets":    func(r *cardRenderer, x a) string { return "the target attack " + r.gets(x.n(0), 0, x.kw(1), x.n(2)) },
	"this-gets":      func(r *cardRenderer, x a) string { return "this " + r.gets(x.n(0), x.n(1), x.kw(2), 0) + " this turn" },
	"self-gains":     func(r *cardRenderer, x a) string { return "this " + r.gets(x.n(0), x.n(1), 0, x.n(2)) },
	"if": func(r *cardRenderer, x a) string {
		return "if " + r.cond(x.s(0), x.get(2)) + ", " + r.nested(x.effs(1))
	},
	"may": func(r *cardRenderer, x a) string { return "you may " + r.nested(x.effs(0)) },
	"if-paid": func(r *cardRenderer, x a) string {
		return "if " + r.paidCost(x.n(0)) + " was paid, " + r.nested(x.effs(1))
	},
	"destroy-self": lit("destroy this"),
	"self-counter": func(r *cardRenderer, x a) string { return r.counterEN(x.n(0), x.n(1), "this") },
	"prevent-next": num("prevent the next %d damage your hero would be dealt this turn", 0),
	"deal-damage":  num("deal %d damage to the opposing hero", 0),
	"draw":         func(r *cardRenderer, x a) string { return plural(x.n(0), "draw a card", "draw %d cards") },
	"nth-attack-gets": func(r *cardRenderer, x a) string {
		return sp("on its attack number %d this turn, it gets %s until end of turn", x.n(0), r.mods(x.n(1), 0, 0))
	},
	"extra-attack":        lit("make one more attack with that weapon this turn (CR 5.2.3c)"),
	"close-chain":         lit("close the combat chain"),
	"next-card-costs":     func(r *cardRenderer, x a) string { return r.nextCostEN(x) },
	"replace-next-damage": func(r *cardRenderer, x a) string { return r.replaceEN(x.n(0)) },
	"destroy-attack":      lit("destroy the attack"),
	"link-gets": func(r *cardRenderer, x a) string {
		return "the attack " + r.gets(x.n(0), 0, 0, 0) + " for this chain link"
	},
	"draw-then-discard-random": func(r *cardRenderer, x a) string { return r.drawDiscardEN(x.effs(0)) },
	"reveal-top-keep-if-power": num("reveal your deck's top card; unless its power is %d or more, it goes to the bottom of your deck", 0),
	"may-pay": func(r *cardRenderer, x a) string {
		return "you may pay " + r.resources(x.n(0)) + "; if you do, " + r.nested(x.effs(1))
	},
	"cards-you-control-get": func(r *cardRenderer, x a) string {
		return "this turn, each " + r.filter(x.f(0), false) + " you control " + r.gets(x.n(1), x.n(2), x.kw(3), 0)
	},
	"hit-hero-discards":      lit("the hero it hit discards a card of their choice (CR 8.5.5)"),
	"defend-from-arsenal":    lit("this turn you may also defend with attack action cards from your arsenal"),
	"may-banish-from-hand":   func(r *cardRenderer, x a) string { return r.mayBanishEN(x) },
	"attack-source-counter":  func(r *cardRenderer, x a) string { return r.counterEN(x.n(0), x.n(1), "the attacking weapon or card") },
	"nth-weapon-attack-gets": func(r *cardRenderer, x a) string { return r.nthWeaponEN(x.ints(0)) },
	"turn-face-up":           lit("turn this face up (CR 8.5.24)"),
	"banish-self":            lit("banish this (CR 8.5.1)"),
	"search-deck":            func(r *cardRenderer, x a) string { return r.searchEN(x) },
	"shuffle-deck":           lit("shuffle your deck (CR 8.5.20)"),
	"create-token":           func(r *cardRenderer, x a) string { return sp("create a %s token (CR 8.5.2)", x.s(0)) },
	"event-attack-gets":      func(r *cardRenderer, x a) string { return "that attack " + r.gets(x.n(0), 0, x.kw(1), 0) },
	// costs
	"cost-discard-random":   lit("discard a random card"),
	"cost-destroy-self":     lit("destroy this"),
	"cost-discard":          lit("discard a card"),
	"cost-reveal":           num("reveal a card from hand that costs %d or less", 0),
	"cost-bottom-from-hand": lit("put a card from your hand on the bottom of your deck"),
	// conditions
	"reprise":               lit("the defending hero defended this chain link with a card from hand (reprise, CR 8.4.3)"),
	"intimidated-this-turn": lit("you have intimidated this turn"),
	"weapon-attacks-at-least": func(r *cardRenderer, x a) string {
		return plural(x.n(0), "you have attacked with a weapon this turn", "you have attacked with weapons %d or more times this turn")
	},
	"while-defending":                 lit("this is defending"),
	"less-life-than-opponent":         lit("your hero's life is lower than the opposing hero's"),
	"defended-by-fewer-non-equipment": num("fewer than %d cards other than equipment defend this", 0),
	"self-counters-at-least":          func(r *cardRenderer, x a) string { return r.countersAtLeastEN(x.n(0), x.n(1)) },
	// trigger conditions
	"when-this-attacks":                 lit("when this attacks"),
	"when-this-hits":                    lit("when this hits"),
	"when-this-hits-a-hero":             lit("when this hits a hero"),
	"when-this-defends":                 lit("when this defends"),
	"when-this-is-destroyed":            lit("when this is destroyed"),
	"when-you-play-this-with-less-life": lit("when you play this while your hero's life is lower than the opposing hero's"),
	"discard-6-power-action-phase":      lit("each time you discard a card with power 6 or more in your action phase"),
	"dawnblade-first-go-again":          lit("the first time each turn that Dawnblade gains go again"),
	"second-attack-with-this":           lit("when this attacks for the second time in a turn"),
	"chain-closes-defended":             lit("when the combat chain closes, if this defended"),
	"chain-closes":                      lit("when the combat chain closes"),
	"you-play-6-power":                  lit("each time you play a card with power 6 or more"),
	"your-sword-attack-hits":            lit("each time a sword attack you control hits"),
	"you-play-attack-action-card":       lit("when you play an attack action card"),
	"you-activate-weapon-attack":        lit("when you activate the attack of a weapon"),
	"your-turn-starts":                  lit("at the start of your turn"),
}

// phraseJA: Japanese, in the terms and sentence forms of the Japanese
// Comprehensive Rules (攻撃, 防御, 続行, 戦闘チェイン, チェインリンク, 格納庫,
// 追放, リソースポイント, ライフ総量; 「あなた」 is your hero and 「対戦相手」 the
// opposing one, CR 1.1.2b). 威圧 and リプライズ are not in the seeded
// chapters and are still to be checked against the official cards.
var phraseJA = phrases{
	// effects
	"gain-life":      num("ライフを%d点得る", 0),
	"gain-resources": func(r *cardRenderer, x a) string { return r.resources(x.n(0)) + "を得る" },
	"intimidate":     lit("威圧する(CR 8.5.10)"),
	"next-attack":    func(r *cardRenderer, x a) string { return r.nextAttackJA(x) },
	"attacks-get":    func(r *cardRenderer, x a) string { return r.attacksGetJA(x) },
	"target-gets":    func(r *cardRenderer, x a) string { return "対象の攻撃は" + r.gets(x.n(0), 0, x.kw(1), x.n(2)) },
	"this-gets": func(r *cardRenderer, x a) string {
		return "このターン、これは" + r.gets(x.n(0), x.n(1), x.kw(2), 0)
	},
	"self-gains": func(r *cardRenderer, x a) string { return "これは" + r.gets(x.n(0), x.n(1), 0, x.n(2)) },
	"if":         func(r *cardRenderer, x a) string { return r.cond(x.s(0), x.get(2)) + "場合、" + r.nested(x.effs(1)) },
	"may":        func(r *cardRenderer, x a) string { return jaMay(r.nested(x.effs(0))) },
	"if-paid": func(r *cardRenderer, x a) string {
		return r.paidCost(x.n(0)) + "を支払っていた場合、" + r.nested(x.effs(1))
	},
	"destroy-self": lit("これを破壊する"),
	"self-counter": func(r *cardRenderer, x a) string { return r.counterJA(x.n(0), x.n(1), "これ") },
	"prevent-next": num("このターン、あなたが受ける次の%d点のダメージを軽減する", 0),
	"deal-damage":  num("対戦相手のヒーローに%d点のダメージを与える", 0),
	"draw":         num("カードを%d枚引く", 0),
	"nth-attack-gets": func(r *cardRenderer, x a) string {
		return sp("それがこのターンの%d回目の攻撃である場合、ターン終了時までそれは%sを得る", x.n(0), r.mods(x.n(1), 0, 0))
	},
	"extra-attack":        lit("このターン、その武器で追加で1回攻撃できるようにする(CR 5.2.3c)"),
	"close-chain":         lit("戦闘チェインを閉じる"),
	"next-card-costs":     func(r *cardRenderer, x a) string { return r.nextCostJA(x) },
	"replace-next-damage": func(r *cardRenderer, x a) string { return r.replaceJA(x.n(0)) },
	"destroy-attack":      lit("その攻撃を破壊する"),
	"link-gets": func(r *cardRenderer, x a) string {
		return "このチェインリンクの間、その攻撃は" + r.gets(x.n(0), 0, 0, 0)
	},
	"draw-then-discard-random": func(r *cardRenderer, x a) string { return r.drawDiscardJA(x.effs(0)) },
	"reveal-top-keep-if-power": num("あなたのデッキの一番上のカードを公開し、そのパワーが%d未満の場合、それをデッキの一番下に置く", 0),
	"may-pay": func(r *cardRenderer, x a) string {
		return r.resources(x.n(0)) + "を支払ってもよい。そうした場合、" + r.nested(x.effs(1))
	},
	"cards-you-control-get": func(r *cardRenderer, x a) string {
		return "このターン、あなたがコントロールする" + r.filter(x.f(0), false) + "はそれぞれ" + r.gets(x.n(1), x.n(2), x.kw(3), 0)
	},
	"hit-hero-discards":    lit("ヒットを受けたヒーローは、自身が選んだカードを1枚捨てる(CR 8.5.5)"),
	"defend-from-arsenal":  lit("このターン、あなたは格納庫の攻撃・アクションカードでも防御できる"),
	"may-banish-from-hand": func(r *cardRenderer, x a) string { return r.mayBanishJA(x) },
	"attack-source-counter": func(r *cardRenderer, x a) string {
		return r.counterJA(x.n(0), x.n(1), "攻撃している武器かカード")
	},
	"nth-weapon-attack-gets": func(r *cardRenderer, x a) string { return r.nthWeaponJA(x.ints(0)) },
	"turn-face-up":           lit("これを表向きにする(CR 8.5.24)"),
	"banish-self":            lit("これを追放する(CR 8.5.1)"),
	"search-deck":            func(r *cardRenderer, x a) string { return r.searchJA(x) },
	"shuffle-deck":           lit("あなたのデッキをシャッフルする(CR 8.5.20)"),
	"create-token": func(r *cardRenderer, x a) string {
		return sp("「%s」トークンを1つ作成する(CR 8.5.2)", x.s(0))
	},
	"event-attack-gets": func(r *cardRenderer, x a) string { return "その攻撃は" + r.gets(x.n(0), 0, x.kw(1), 0) },
	// costs
	"cost-discard-random":   lit("カードを1枚ランダムに捨てる"),
	"cost-destroy-self":     lit("これを破壊する"),
	"cost-discard":          lit("カードを1枚捨てる"),
	"cost-reveal":           num("手札からコストが%d以下のカードを1枚公開する", 0),
	"cost-bottom-from-hand": lit("手札のカードを1枚デッキの一番下に置く"),
	// conditions
	"reprise":                         lit("このチェインリンクで防御ヒーローが手札のカードで防御した(リプライズ、CR 8.4.3)"),
	"intimidated-this-turn":           lit("このターン、あなたが威圧した"),
	"weapon-attacks-at-least":         num("このターン、あなたが武器で%d回以上攻撃した", 0),
	"while-defending":                 lit("これが防御している"),
	"less-life-than-opponent":         lit("あなたのライフ総量が対戦相手より少ない"),
	"defended-by-fewer-non-equipment": num("これを防御している装備品以外のカードが%d枚未満である", 0),
	"self-counters-at-least":          func(r *cardRenderer, x a) string { return r.countersAtLeastJA(x.n(0), x.n(1)) },
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
}

// CardTextCodes lists every code either language has words for, sorted.
func CardTextCodes() []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range []phrases{phraseEN, phraseJA} {
		for k := range t {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	sort.Strings(out)
	return out
}

package text

import (
	"fmt"
	"reflect"
	"sort"

	"github.com/rathe-tcg/rathe/rules"
)

// The words of the card-text codes (see cardtext.go). One line per code and
// language: the key is the code a building block of package rules returns
// from Text() (or a Condition's Code, or a Trigger's Cond). A code with
// parameters is written with on, whose function receives them as their own
// Go type: the building block itself (rules.GainLife), or a condition's
// parameter struct (rules.WeaponAttacks). A field read under a wrong name
// or as a wrong type does not compile; a code said with another type than
// its phrase takes renders as "[code]" and is reported (CardTextCheck).
// A code without parameters is a lit.
//
// Effects are clauses without a final full stop ("gain 1 life"); conditions
// are clauses that follow "if" / come before 場合 ("you have intimidated
// this turn"); trigger conditions open a triggered ability ("when this
// attacks" / 「これが攻撃したとき」).

var sp = fmt.Sprintf

type phrases = map[string]phrase

// phrase renders one code: say gets the Text's Params, which are of type
// of (nil: a code without parameters).
type phrase struct {
	of  reflect.Type
	say func(r *cardRenderer, params any) string
}

// on is the phrase of a code whose parameters are a P.
func on[P any](f func(r *cardRenderer, p P) string) phrase {
	return phrase{of: reflect.TypeFor[P](), say: func(r *cardRenderer, params any) string { return f(r, params.(P)) }}
}

// lit is a phrase without parameters.
func lit(s string) phrase { return phrase{say: func(*cardRenderer, any) string { return s }} }

// takes reports whether the phrase takes params as its parameters.
func (p phrase) takes(params any) bool { return reflect.TypeOf(params) == p.of }

// phraseEN: English.
var phraseEN = phrases{
	// effects
	"gain-life":      on(func(_ *cardRenderer, e rules.GainLife) string { return sp("gain %d life", e.N) }),
	"gain-resources": on(func(r *cardRenderer, e rules.GainResources) string { return "gain " + r.resources(e.N) }),
	"intimidate":     lit("intimidate (CR 8.5.10)"),
	"next-attack":    on((*cardRenderer).nextAttackEN),
	"attacks-get":    on((*cardRenderer).attacksGetEN),
	"target-gets": on(func(r *cardRenderer, e rules.TargetGets) string {
		return "the target attack " + r.gets(e.Power, 0, e.Gains, e.Grant)
	}),
	"this-gets": on(func(r *cardRenderer, e rules.ThisGets) string {
		return "this " + r.gets(e.Power, e.Defense, e.Gains, 0) + " this turn"
	}),
	"self-gains": on(func(r *cardRenderer, e rules.SelfGains) string {
		return "this " + r.gets(e.Power, e.Defense, 0, e.Grant)
	}),
	"if": on(func(r *cardRenderer, e rules.If) string {
		return "if " + r.condition(e.Cond) + ", " + r.nested(e.Then)
	}),
	"may": on(func(r *cardRenderer, e rules.May) string { return "you may " + r.nested(e.Then) }),
	"if-paid": on(func(r *cardRenderer, e rules.IfPaid) string {
		return "if " + r.paidCost(e.I) + " was paid, " + r.nested(e.Then)
	}),
	"destroy-self": lit("destroy this"),
	"self-counter": on(func(r *cardRenderer, e rules.SelfCounter) string { return r.counterEN(e.Kind, e.N, "this") }),
	"prevent-next": on(func(_ *cardRenderer, e rules.PreventNext) string {
		return sp("prevent the next %d damage your hero would be dealt this turn", e.N)
	}),
	"deal-damage": on(func(_ *cardRenderer, e rules.DealDamage) string {
		return sp("deal %d damage to the opposing hero", e.N)
	}),
	"draw": on(func(_ *cardRenderer, e rules.Draw) string { return plural(e.N, "draw a card", "draw %d cards") }),
	"nth-attack-gets": on(func(r *cardRenderer, e rules.AttackCount) string {
		return sp("on its attack number %d this turn, it gets %s until end of turn", e.Nth, r.mods(e.Power, 0, 0))
	}),
	"extra-attack":        lit("make one more attack with that weapon this turn (CR 5.2.3c)"),
	"close-chain":         lit("close the combat chain"),
	"next-card-costs":     on((*cardRenderer).nextCostEN),
	"replace-next-damage": on((*cardRenderer).replaceEN),
	"destroy-attack":      lit("destroy the attack"),
	"link-gets": on(func(r *cardRenderer, e rules.LinkGets) string {
		return "the attack " + r.gets(e.Power, 0, 0, 0) + " for this chain link"
	}),
	"draw-then-discard-random": on((*cardRenderer).drawDiscardEN),
	"reveal-top-keep-if-power": on(func(_ *cardRenderer, e rules.RevealTopKeepIfPower) string {
		return sp("reveal your deck's top card; unless its power is %d or more, it goes to the bottom of your deck", e.MinPower)
	}),
	"may-pay": on(func(r *cardRenderer, e rules.MayPay) string {
		return "you may pay " + r.resources(e.N) + "; if you do, " + r.nested(e.Then)
	}),
	"cards-you-control-get": on(func(r *cardRenderer, e rules.CardsYouControlGet) string {
		return "this turn, each " + r.filter(e.Filter, false) + " you control " + r.gets(e.Power, e.Defense, e.Gains, 0)
	}),
	"hit-hero-discards":    lit("the hero it hit discards a card of their choice (CR 8.5.5)"),
	"defend-from-arsenal":  lit("this turn you may also defend with attack action cards from your arsenal"),
	"may-banish-from-hand": on((*cardRenderer).mayBanishEN),
	"attack-source-counter": on(func(r *cardRenderer, e rules.AttackSourceCounter) string {
		return r.counterEN(e.Kind, e.N, "the attacking weapon or card")
	}),
	"nth-weapon-attack-gets": on((*cardRenderer).nthWeaponEN),
	"turn-face-up":           lit("turn this face up (CR 8.5.24)"),
	"banish-self":            lit("banish this (CR 8.5.1)"),
	"search-deck":            on((*cardRenderer).searchEN),
	"shuffle-deck":           lit("shuffle your deck (CR 8.5.20)"),
	"create-token": on(func(_ *cardRenderer, e rules.CreateToken) string {
		return sp("create a %s token (CR 8.5.2)", e.Token.Name)
	}),
	"event-attack-gets": on(func(r *cardRenderer, e rules.EventAttackGets) string {
		return "that attack " + r.gets(e.Power, 0, e.Gains, 0)
	}),
	// costs
	"cost-discard-random": lit("discard a random card"),
	"cost-destroy-self":   lit("destroy this"),
	"cost-discard":        lit("discard a card"),
	"cost-reveal": on(func(_ *cardRenderer, e rules.RevealCost) string {
		return sp("reveal a card from hand that costs %d or less", e.Max)
	}),
	"cost-bottom-from-hand": lit("put a card from your hand on the bottom of your deck"),
	// conditions
	"reprise":               lit("the defending hero defended this chain link with a card from hand (reprise, CR 8.4.3)"),
	"intimidated-this-turn": lit("you have intimidated this turn"),
	"weapon-attacks-at-least": on(func(_ *cardRenderer, p rules.WeaponAttacks) string {
		return plural(p.N, "you have attacked with a weapon this turn", "you have attacked with weapons %d or more times this turn")
	}),
	"while-defending":         lit("this is defending"),
	"less-life-than-opponent": lit("your hero's life is lower than the opposing hero's"),
	"defended-by-fewer-non-equipment": on(func(_ *cardRenderer, p rules.NonEquipmentDefenders) string {
		return sp("fewer than %d cards other than equipment defend this", p.Fewer)
	}),
	"self-counters-at-least": on((*cardRenderer).countersAtLeastEN),
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
	"cards-you-control-get": on(func(r *cardRenderer, e rules.CardsYouControlGet) string {
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
	"event-attack-gets": on(func(r *cardRenderer, e rules.EventAttackGets) string {
		return "その攻撃は" + r.gets(e.Power, 0, e.Gains, 0)
	}),
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

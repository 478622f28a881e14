package text

// The words of conditions (rules/conditions.go): the clauses that follow
// "if" or come before 場合 ("you have intimidated this turn").

import (
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

var _ = phrasing(map[string]phrased{
	"earth-bond": {
		en: lit("an Earth card was pitched to play this (Earth Bond, CR 8.4.15)"),
		ja: lit("これをプレイするために大地のカードがピッチされていた(大地の絆、CR 8.4.15)")},
	"pitched-to-play": {
		en: on(func(r *cardRenderer, p rules.PitchedClasses) string {
			return article(r.w.ClassNames(p.Classes)[0]+" card") + " was pitched to play this or to attack with it"
		}),
		ja: on(func(r *cardRenderer, p rules.PitchedClasses) string {
			return sp("これをプレイするため、またはこれで攻撃するために%sのカードがピッチされていた", r.w.ClassNames(p.Classes)[0])
		}),
		by: rules.PitchedToPlay(rules.Earth)},
	"pitch-zone-has": {
		en: on(func(r *cardRenderer, p rules.PitchedClasses) string {
			return "there is " + article(r.w.ClassNames(p.Classes)[0]+" card") + " in your pitch zone"
		}),
		ja: on(func(r *cardRenderer, p rules.PitchedClasses) string {
			return sp("あなたのピッチゾーンに%sのカードがある", r.w.ClassNames(p.Classes)[0])
		}),
		by: rules.PitchZoneHas(rules.Earth)},
	"played-from-arsenal": {
		en: lit("this was played from your arsenal"),
		ja: lit("これが格納庫からプレイされていた")},
	"power-above-base": {
		en: lit("this has more power than its base power"),
		ja: lit("これのパワーが基本のパワーより大きい")},
	"opposing-heroes-more-life": {
		en: lit("opposing hero whose life is greater than yours"),
		ja: lit("あなたよりライフが多い対戦相手のヒーロー")},
	"tower": {
		en: on(func(_ *cardRenderer, p rules.PowerAtLeast) string {
			return sp("this has %d or more power (tower, CR 8.4.13)", p.N)
		}),
		ja: on(func(_ *cardRenderer, p rules.PowerAtLeast) string {
			return sp("これのパワーが%d以上である(タワー、CR 8.4.13)", p.N)
		}),
		by: rules.Tower},
	// conditions
	"reprise": {
		en: lit("the defending hero defended this chain link with a card from hand (reprise, CR 8.4.3)"),
		ja: lit("このチェインリンクで防御ヒーローが手札のカードで防御した(リプライズ、CR 8.4.3)")},
	"drawn-this-turn": {
		en: lit("you have drawn a card this turn (CR 8.5.6)"),
		ja: lit("このターン、あなたがカードを引いた(CR 8.5.6)")},
	"discarded-power-this-turn": {
		en: on(func(_ *cardRenderer, p rules.DiscardedPower) string {
			return sp("you have discarded a card with power %d or more this turn", p.N)
		}),
		ja: on(func(_ *cardRenderer, p rules.DiscardedPower) string {
			return sp("このターン、あなたがパワー%d以上のカードを捨てた", p.N)
		}),
		by: rules.Discarded6PowerThisTurn},
	"weapon-attacks-at-least": {
		en: on(func(_ *cardRenderer, p rules.WeaponAttacks) string {
			return plural(p.N, "you have attacked with a weapon this turn", "you have attacked with weapons %d or more times this turn")
		}),
		ja: on(func(_ *cardRenderer, p rules.WeaponAttacks) string {
			return sp("このターン、あなたが武器で%d回以上攻撃した", p.N)
		}),
		by: rules.WeaponAttacksAtLeast(2)},
	"while-defending": {
		en: lit("this is defending"),
		ja: lit("これが防御している")},
	"less-life-than-opponent": {
		en: lit("your hero's life is lower than the opposing hero's"),
		ja: lit("あなたのライフ総量が対戦相手より少ない")},
	"behind-opponent": {
		en: lit("your hero's life is lower than the opposing hero's, and you control fewer equipment and tokens, counted together, than they do"),
		ja: lit("あなたのライフ総量が対戦相手より少なく、あなたがコントロールする装備品とトークンの合計が対戦相手より少ない")},
	"in-your-action-phase": {
		en: lit("it is your action phase"),
		ja: lit("あなたのアクションフェイズ中である")},
	"defended-this-chain": {
		en: lit("this defended"),
		ja: lit("これが防御していた")},
	"previous-link-hit": {
		en: lit("the chain link before it hit too"),
		ja: lit("その前のチェインリンクもヒットしていた")},
	"defended-by-fewer-non-equipment": {
		en: on(func(_ *cardRenderer, p rules.NonEquipmentDefenders) string {
			return sp("fewer than %d cards other than equipment defend this", p.Fewer)
		}),
		ja: on(func(_ *cardRenderer, p rules.NonEquipmentDefenders) string {
			return sp("これを防御している装備品以外のカードが%d枚未満である", p.Fewer)
		}),
		by: rules.DefendedByFewerNonEquipment(2)},
	"self-counters-at-least": {
		en: on((*cardRenderer).countersAtLeastEN),
		ja: on((*cardRenderer).countersAtLeastJA),
		by: rules.SelfCountersAtLeast(rules.CounterLesson, 1)},
	"played-this-turn": {
		en: on(func(r *cardRenderer, p rules.PlayedTalent) string {
			s := "you have played " + article(strings.Join(r.w.ClassNames(p.Talent), " ")) + " card this turn"
			if p.Label && p.Talent == rules.Lightning {
				s += " (lightning flow, CR 8.4.16)"
			}
			return s
		}),
		ja: on(func(r *cardRenderer, p rules.PlayedTalent) string {
			s := "このターン、あなたが" + strings.Join(r.w.ClassNames(p.Talent), "・") + "のカードをプレイしている"
			if p.Label && p.Talent == rules.Lightning {
				s += "(ライトニングフロー、CR 8.4.16)"
			}
			return s
		}),
		by: rules.LightningPlayed},
})

func (r *cardRenderer) countersAtLeastEN(p rules.SelfCounters) string {
	name := r.counterName(p.Kind, 1)
	return plural(p.N, sp("this has a %s counter", name), sp("this has %%d or more %s counters", name))
}

func (r *cardRenderer) countersAtLeastJA(p rules.SelfCounters) string {
	return sp("これに%sカウンターが%d個以上ある", r.counterName(p.Kind, 1), p.N)
}

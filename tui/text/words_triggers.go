package text

// The words of trigger conditions (CR 6.6, rules/when.go): the phrases that
// open a triggered ability ("when this attacks"). rules.When.Text derives
// the code from the When, which is the parameter of the words that need a
// number or an attack.

import "github.com/rathe-tcg/rathe/rules"

var _ = phrasing(map[string]phrased{
	"each-end-phase": {
		en: lit("at the beginning of each end phase (yours and your opponent's)"),
		ja: lit("各終了フェイズの開始時(あなたのものと対戦相手のもの)")},
	// trigger conditions
	"when-this-attacks": {
		en: lit("when this attacks"),
		ja: lit("これが攻撃したとき")},
	"when-this-hits": {
		en: lit("when this hits"),
		ja: lit("これがヒットしたとき")},
	"when-this-hits-a-hero": {
		en: lit("when this hits a hero"),
		ja: lit("これがヒーローにヒットしたとき")},
	// wager and clash (rules/wager.go, rules/clash.go)
	"when-this-attacks-a-hero": {
		en: lit("when this attacks a hero"),
		// 賭けと激突(rules/wager.go, rules/clash.go)
		ja: lit("これがヒーローを攻撃したとき")},
	"when-this-defends": {
		en: lit("when this defends"),
		ja: lit("これが防御したとき")},
	"when-this-is-destroyed": {
		en: lit("when this is destroyed"),
		ja: lit("これが破壊されたとき")},
	// (rules.When.Text: the code is derived from the When, which is the
	// parameter of the words that need a number or an attack)
	"when-you-play-this": {
		en: lit("when you play this"),
		ja: lit("これをプレイしたとき")},
	"when-this-attacks-nth": {
		en: on(func(r *cardRenderer, w rules.When) string {
			return "when this attacks for the " + r.ordinal(int(w.Nth)) + " time in a turn"
		}),
		ja: on(func(_ *cardRenderer, w rules.When) string {
			return sp("これがこのターン%d回目に攻撃したとき", w.Nth)
		}),
		by: rules.When{Event: rules.EvAttack, Of: rules.This, Nth: 2}},
	"you-discard-power-at-least": {
		en: on(func(_ *cardRenderer, w rules.When) string {
			return sp("each time you discard a card with power %d or more", w.MinPower)
		}),
		ja: on(func(_ *cardRenderer, w rules.When) string {
			return sp("あなたがパワー%d以上のカードを捨てるたび", w.MinPower)
		}),
		by: rules.When{Event: rules.EvDiscard, Of: rules.You, MinPower: 6}},
	"you-discard-power-at-least-nth": {
		en: on(func(r *cardRenderer, w rules.When) string {
			return sp("the %s time during your action phase that you discard a card with power %d or more", r.ordinal(int(w.Nth)), w.MinPower)
		}),
		ja: on(func(_ *cardRenderer, w rules.When) string {
			return sp("あなたのアクションフェイズ中、あなたがパワー%d以上のカードを%d回目に捨てたとき", w.MinPower, w.Nth)
		}),
		by: rules.When{Event: rules.EvDiscard, Of: rules.You, MinPower: 6, Nth: 1}},
	"you-play-power-at-least": {
		en: on(func(_ *cardRenderer, w rules.When) string {
			return sp("each time you play a card with power %d or more", w.MinPower)
		}),
		ja: on(func(_ *cardRenderer, w rules.When) string {
			return sp("あなたがパワー%d以上のカードをプレイするたび", w.MinPower)
		}),
		by: rules.When{Event: rules.EvPlay, Of: rules.You, MinPower: 6}},
	"you-play-attack": {
		en: on(func(r *cardRenderer, w rules.When) string {
			return "when you play " + article(r.filter(w.Filter, true))
		}),
		ja: on(func(r *cardRenderer, w rules.When) string {
			return "あなたが" + r.filter(w.Filter, true) + "をプレイしたとき"
		}),
		by: rules.WhenYouPlayAttackActionCard},
	"you-activate-attack": {
		en: on(func(r *cardRenderer, w rules.When) string {
			return "when you activate " + article(r.filter(w.Filter, true))
		}),
		ja: on(func(r *cardRenderer, w rules.When) string {
			return "あなたが" + r.filter(w.Filter, true) + "を起動したとき"
		}),
		by: rules.WhenYouActivateWeaponAttack},
	"your-attack-hits": {
		en: on(func(r *cardRenderer, w rules.When) string {
			return "each time " + article(r.filter(w.Filter, true)) + " you control hits"
		}),
		ja: on(func(r *cardRenderer, w rules.When) string {
			return "あなたがコントロールする" + r.filter(w.Filter, true) + "がヒットするたび"
		}),
		by: rules.When{Event: rules.EvHit, Of: rules.YourAttack, Filter: rules.AttackFilter{Subtypes: rules.Sword}}},
	"your-attack-gains-go-again-nth": {
		en: on(func(r *cardRenderer, w rules.When) string {
			return "the " + r.ordinal(int(w.Nth)) + " time each turn that " + article(r.filter(w.Filter, true)) + " you control gains go again"
		}),
		ja: on(func(r *cardRenderer, w rules.When) string {
			nth := sp("%d回目に", w.Nth)
			if w.Nth == 1 {
				nth = "最初に"
			}
			return sp("各ターン、あなたがコントロールする%sが%s続行を得たとき", r.filter(w.Filter, true), nth)
		}),
		by: rules.When{Event: rules.EvGainGoAgain, Of: rules.YourAttack, Filter: rules.AttackFilter{Weapon: true}, Nth: 1}},
	"each-chain-closes": {
		en: lit("when the combat chain closes"),
		ja: lit("戦闘チェインが閉じたとき")},
	"your-turn-starts": {
		en: lit("at the start of your turn"),
		ja: lit("あなたのターンの開始時")},
	"your-attack-hits-a-hero": {
		en: on(func(r *cardRenderer, w rules.When) string {
			return "each time a hero is hit by " + article(r.filter(w.Filter, true)) + " you control"
		}),
		ja: on(func(r *cardRenderer, w rules.When) string {
			return "あなたがコントロールする" + r.filter(w.Filter, true) + "がヒーローにヒットしたとき"
		}),
		by: rules.When{Event: rules.EvHit, Of: rules.YourAttack, To: rules.ToHero}},
	// auras
	"your-action-phase-starts": {
		en: lit("as your action phase begins"),
		ja: lit("あなたのアクションフェイズの開始時")},
})

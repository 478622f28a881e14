package text

// The words of clash (CR 8.5.45, rules/clash.go): its events and Victor's clash again.

import "github.com/rathe-tcg/rathe/rules"

var _ = family(map[string]both{
	"event.clash": {
		en: "%s wins the clash, revealing %s (power %d)",
		ja: "%sが%sを公開して激突に勝つ(パワー%d)"},
	"event.clash-none": {
		en: "nobody wins the clash",
		ja: "激突の勝者はいない"},
})

var _ = phrasing(map[string]phrased{
	"replace-clash-lost": {
		en: on(func(r *cardRenderer, e rules.Replacement) string {
			return sp("the %s time each turn you would fail to win a clash, instead you may %s; if you do, put one of the revealed cards on the bottom of its owner's deck, then clash again (CR 6.4, 8.5.45)",
				r.ordinal(int(e.Nth)), r.text(e.Cost.Text()))
		}),
		ja: on(func(r *cardRenderer, e rules.Replacement) string {
			return sp("各ターン%sあなたが激突に勝てなかったとき、代わりに、%sことを選んでもよい。そうしたなら、公開されたカード1枚をそのオーナーのデッキの一番下に置き、その後もう一度激突する(CR 6.4, 8.5.45)",
				r.ordinal(int(e.Nth)), r.text(e.Cost.Text()))
		}),
		by: rules.Replacement{Event: rules.EvClash, Nth: 1}},
	"clash": {
		en: on((*cardRenderer).clashEN),
		ja: on((*cardRenderer).clashJA)},
	"when-this-wins-a-clash": {
		en: lit("when you win a clash by revealing this (CR 8.5.45a)"),
		ja: lit("あなたがこれを公開して激突に勝ったとき(CR 8.5.45a)")},
})

// clashEN: whom the controller clashes with, then what the winner does
// (rules/clash.go, CR 8.5.45).
func (r *cardRenderer) clashEN(e rules.Clash) string {
	s := "you and the attacking hero clash (CR 8.5.45)"
	if e.With == rules.ClashThem {
		s = "you and " + r.that("that hero") + " clash (CR 8.5.45)"
	}
	if e.WinnerCreates != nil {
		s += sp("; the winner creates %s token", article(e.WinnerCreates.Name))
	}
	if len(e.IfYouWin) > 0 {
		s += "; if you win, " + r.nested(e.IfYouWin)
	}
	if len(e.IfTheyWin) > 0 {
		s += "; if they win, " + r.nested(e.IfTheyWin)
	}
	return s
}

// clashJA: clashEN's words (rules/clash.go, CR 8.5.45).
func (r *cardRenderer) clashJA(e rules.Clash) string {
	s := "攻撃ヒーローと激突する(CR 8.5.45)"
	if e.With == rules.ClashThem {
		s = r.that("そのヒーロー") + "と激突する(CR 8.5.45)"
	}
	if e.WinnerCreates != nil {
		s += sp("。勝者は「%s」トークンを1つ作成する", e.WinnerCreates.Name)
	}
	if len(e.IfYouWin) > 0 {
		s += "。あなたが勝った場合、" + r.nested(e.IfYouWin)
	}
	if len(e.IfTheyWin) > 0 {
		s += "。そのプレイヤーが勝った場合、" + r.nested(e.IfTheyWin)
	}
	return s
}

var _ = keywordJA(keywordName{en: "Clash", ja: "激突", unconfirmed: true})

package text

// The words of tokens (CR 8.5.2, rules/tokens.go): creating them,
// controlling one, destroying one as a cost, the first one each turn.

import "github.com/rathe-tcg/rathe/rules"

var _ = phrasing(map[string]phrased{
	"create-token": {
		en: on(func(_ *cardRenderer, e rules.CreateToken) string {
			return sp("create %s token (CR 8.5.2)", article(e.Token.Name)) // "an Embodiment of Lightning"
		}),
		ja: on(func(_ *cardRenderer, e rules.CreateToken) string {
			return sp("「%s」トークンを1つ作成する(CR 8.5.2)", e.Token.Name)
		})},
	// auras and X
	"create-tokens": {
		en: on(func(_ *cardRenderer, e rules.CreateTokens) string {
			if e.PerX {
				return sp("create X %s tokens (CR 8.5.2)", e.Token.Name)
			}
			return plural(e.N, sp("create a %s token (CR 8.5.2)", e.Token.Name), sp("create %%d %s tokens (CR 8.5.2)", e.Token.Name))
		}),
		ja: on(func(_ *cardRenderer, e rules.CreateTokens) string {
			if e.PerX {
				return sp("「%s」トークンをX個作成する(CR 8.5.2)", e.Token.Name)
			}
			return sp("「%s」トークンを%dつ作成する(CR 8.5.2)", e.Token.Name, e.N)
		})},
	"cost-destroy-token": {
		en: on(func(_ *cardRenderer, p rules.DestroyTokenCost) string {
			return sp("destroy %s token you control", article(p.Name))
		}),
		ja: on(func(_ *cardRenderer, p rules.DestroyTokenCost) string {
			return sp("あなたがコントロールする「%s」トークンを1つ破壊する", p.Name)
		})},
	"you-control-token": {
		en: on(func(_ *cardRenderer, p rules.TokenName) string {
			return sp("you control %s token", article(p.Name))
		}),
		ja: on(func(_ *cardRenderer, p rules.TokenName) string {
			return sp("あなたが「%s」トークンをコントロールしている", p.Name)
		}),
		by: rules.ControlsToken("Might")},
	"your-create-token-nth": {
		en: on(func(r *cardRenderer, w rules.When) string {
			return sp("the %s time each turn you create %s token from an effect you control (CR 8.5.2)", r.ordinal(int(w.Nth)), article(w.Filter.Name))
		}),
		ja: on(func(r *cardRenderer, w rules.When) string {
			return sp("各ターン%sあなたがコントロールする効果で「%s」トークンを作成したとき(CR 8.5.2)", r.ordinal(int(w.Nth)), w.Filter.Name)
		}),
		by: rules.When{Event: rules.EvCreateToken, Of: rules.You, Nth: 1}},
})

package board

import (
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A number that differs from its base and has a forecast shows three
// numbers, each saying what it is ("now 7p (base 6p) → attacks with 6p":
// Kayo's Rising Power, +1 in hand, its printed 6 on the chain), so that
// the arrow does not read as the base becoming 6p and the first number is
// not taken for the attack's; with no base beside it the arrow alone
// stays ("3p → 7p"), in both languages.
func TestForecastAfterABaseSaysWhatItIs(t *testing.T) {
	three := &Card{Power: 7, BasePower: 6, Defense: 2, BaseDefense: 3, HasBase: true, Forecasted: true,
		Forecast: rules.Forecast{Attack: true, Power: 6, HasDefense: true, Defense: 4}}
	two := &Card{Power: 3, BasePower: 3, HasBase: true, Forecasted: true, Forecast: rules.Forecast{Attack: true, Power: 7}}
	for _, c := range []struct {
		lang text.Lang
		card *Card
		def  bool
		want string
	}{
		{text.EN, three, false, "now 7p (base 6p) → attacks with 6p"},
		{text.JA, three, false, "現在7p (基本6p) → 攻撃時6p"},
		{text.EN, three, true, "now 2d (base 3d) → defends with 4d"},
		{text.JA, three, true, "現在2d (基本3d) → 防御時4d"},
		{text.EN, two, false, "3p → 7p"},
	} {
		st := NewStyles(false)
		st.Lang = c.lang
		got := st.Power(c.card)
		if c.def {
			got = st.Defense(c.card)
		}
		if got = ansi.Strip(got); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
}

package board

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
	"github.com/rathe-tcg/rathe/tui/text"
)

// pool starts a position whose keys are cards of the pool.
func pool() *ruletest.Builder {
	return ruletest.Position().Lookup(func(key string) (*rules.Card, bool) {
		c, ok := cards.Lookup(key)
		return c, ok && c.Key() == key
	})
}

// waitingSeen is the board of both players, in both languages, at 120×40:
// each must show every want (the English and the Japanese words).
func waitingSeen(t *testing.T, x *ruletest.Game, en, ja []string) {
	t.Helper()
	for _, tc := range []struct {
		lang text.Lang
		want []string
	}{{text.EN, en}, {text.JA, ja}} {
		for viewer := rules.Player(0); viewer < 2; viewer++ {
			out := Render(Take(x.G.ViewFor(viewer), tc.lang, nil), 120, 40, NewStyles(false))
			for _, w := range tc.want {
				if !strings.Contains(out, w) {
					t.Errorf("%s, seen by p%d: no %q among the waiting effects:\n%s", tc.lang, viewer+1, w, out)
				}
			}
		}
	}
}

// The delayed triggers wait on the board as the effects do: Kassai's "the
// next time a weapon you control hits a hero this turn" (CR 6.6.3),
// intimidate's return at the end phase (CR 8.5.10), and Take it on the
// Chin's prevention with the token it makes (CR 6.4.10i).
func TestBoardDelayedTriggersWait(t *testing.T) {
	t.Run("Kassai's next weapon hit", func(t *testing.T) {
		x := pool().Hero("Kassai").Arena("Cintari Saber").
			Graveyard("Trade In (red)", "Draw Swords (red)", "Trade In (yellow)", "Draw Swords (yellow)").
			P2().Hero("Rhinar").Start(t)
		x.Run(ruletest.Activate(ruletest.P1, "Kassai"), ruletest.PassToStep(rules.StepNone, ruletest.P1))
		waitingSeen(t, x, []string{"waiting: the next time a weapon attack you control hits a hero this turn, create a Gold token (CR 8.5.2) (Kassai)"},
			[]string{"待機中の効果: このターン、次にあなたがコントロールする武器の攻撃がヒーローにヒットしたとき"})
	})
	t.Run("intimidate's return", func(t *testing.T) {
		x := pool().Hero("Rhinar").Hand("Clearing Bellow (blue)").
			P2().Hero("Dorinthea, Quicksilver Prodigy").Hand("Toughen Up (blue)", "Dodge (blue)").Start(t)
		x.Run(ruletest.Play(ruletest.P1, "Clearing Bellow (blue)"), ruletest.Pass(ruletest.P1), ruletest.Pass(ruletest.P2))
		waitingSeen(t, x, []string{"a card banished face down returns to hand at the end phase (intimidate)"},
			[]string{"裏向きで追放された1枚は終了フェイズに手札に戻る(威圧)"})
	})
	t.Run("Take it on the Chin", func(t *testing.T) {
		x := pool().Hero("Rhinar").Hand("Muscle Mutt (yellow)").Resources(3).
			P2().Hero("Dorinthea, Quicksilver Prodigy").Hand("Take it on the Chin (red)").Start(t)
		x.Run(ruletest.Play(ruletest.P1, "Muscle Mutt (yellow)"), ruletest.Pass(ruletest.P1),
			ruletest.Play(ruletest.P2, "Take it on the Chin (red)"), ruletest.Pass(ruletest.P2), ruletest.Pass(ruletest.P1))
		waitingSeen(t, x, []string{"prevent 2 of the next damage; if any is prevented, create an Agility token"},
			[]string{"次のダメージのうち2点を軽減。軽減したら「Agility」トークンを1つ作成"})
	})
}

// Bloodied Oval's defense is printed "*" (CR 2.3.2a): the board shows the
// number its ability gives it now, beside the star: 0 while its controller
// has as much life as the opponent, 1 with less.
func TestBoardDefenseStar(t *testing.T) {
	for _, tc := range []struct {
		life   int
		en, ja string
	}{{20, "Bloodied Oval 0d (base *)", "Bloodied Oval 0d (基本*)"}, {10, "Bloodied Oval 1d (base *)", "Bloodied Oval 1d (基本*)"}} {
		x := pool().Hero("Dorinthea, Quicksilver Prodigy").Arena("Bloodied Oval").Life(tc.life).P2().Hero("Rhinar").Start(t)
		for lang, want := range map[text.Lang]string{text.EN: tc.en, text.JA: tc.ja} {
			if out := Render(Take(x.G.ViewFor(1), lang, nil), 120, 40, NewStyles(false)); !strings.Contains(out, want) {
				t.Errorf("%s, life %d: no %q:\n%s", lang, tc.life, want, out)
			}
		}
	}
}

package board

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A layer's chosen targets stand out on the stack line (CR 1.8.5: the target
// is chosen as the card is played and players should see it): in colour they
// are drawn in the active style, and without colour the arrow still names
// them.
func TestRenderTargetHighlighted(t *testing.T) {
	s := sample(text.EN)
	st := NewStyles(true)
	out := Render(s, 118, 28, st)
	want := st.Active.Render("Dorinthea")
	if !strings.Contains(out, "→ "+want) {
		t.Errorf("the target is not highlighted: want %q in\n%q", "→ "+want, out)
	}
	if plain := Render(s, 118, 28, NewStyles(false)); !strings.Contains(plain, "Bare Fangs (red) → Dorinthea") {
		t.Errorf("without colour the target is not named:\n%s", plain)
	}
}

// Alike permanents side by side are written once with their number: three
// Seismic Surge tokens are "3× Seismic Surge (token)".
func TestRenderAlikeTokensCounted(t *testing.T) {
	s := sample(text.EN)
	surge := Card{Obj: 90, Name: "Seismic Surge", Short: "Seismic Surge", Token: true}
	s.Sides[0].Permanents = []Card{surge, surge, surge, {Obj: 93, Name: "Might", Short: "Might", Token: true}}
	out := Render(s, 118, 28, NewStyles(false))
	if !strings.Contains(out, "3× Seismic Surge (token)") || strings.Contains(out, "Seismic Surge (token) · Seismic Surge") {
		t.Errorf("three Surges are not counted:\n%s", out)
	}
	if strings.Contains(out, "× Might") {
		t.Errorf("a single Might is counted:\n%s", out)
	}
}

// The chain line names the attack's keywords that change how it is
// defended: dominate and overpower (CR 8.3.4, 8.3.22), in either language.
func TestRenderLinkOverpower(t *testing.T) {
	for _, tc := range []struct {
		lang text.Lang
		word string
	}{{text.EN, "overpower"}, {text.JA, "凌駕"}} {
		s := sample(tc.lang)
		active := len(s.Chain) - 1
		if strings.Contains(Render(s, 118, 28, NewStyles(false)), tc.word) {
			t.Fatalf("%s: %q shown before the attack has it", tc.lang, tc.word)
		}
		s.Chain[active].Keywords |= rules.Overpower
		if out := Render(s, 118, 28, NewStyles(false)); !strings.Contains(out, tc.word) {
			t.Errorf("%s: an overpower attack's link lacks %q:\n%s", tc.lang, tc.word, out)
		}
	}
}

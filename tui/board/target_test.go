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

// Alike permanents are counted wherever they stand: tokens made one at a
// time interleave (Smashback Alehorn makes an Agility and a Might, then
// Flat Trackers an Agility, Gauntlet of Might a Might), and listed one by
// one they ran past the line; grouped they are "3× Agility (token) · 2×
// Might (token)", in the order each first appears.
func TestRenderAlikeTokensCountedApart(t *testing.T) {
	s := sample(text.EN)
	ag := Card{Obj: 90, Name: "Agility", Short: "Agility", Token: true}
	mi := Card{Obj: 91, Name: "Might", Short: "Might", Token: true}
	s.Sides[0].Permanents = []Card{ag, mi, ag, mi, ag}
	out := Render(s, 118, 28, NewStyles(false))
	if !strings.Contains(out, "3× Agility (token) · 2× Might (token)") {
		t.Errorf("interleaved tokens are not counted:\n%s", out)
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

// A stack line too long for the board keeps its target: the source's name
// is cut first, since the target is what players must see (CR 1.8.5). The
// Japanese words are wider, so at 80 columns a weapon's layer with its
// base power is the first line to pass the width.
func TestRenderStackKeepsTarget(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		s := sample(lang)
		src := card("Dawnblade, Resplendent", rules.Colorless, rules.HasPower, 8, 0)
		src.BasePower, src.HasBase = 2, true
		s.Stack = []Layer{
			{Controller: "Rhinar", Kind: "trigger", Source: card("Rhinar, Reckless Rampage", rules.Colorless, 0, 0, 0)},
			{Controller: "Dorinthea", Kind: "ability", Source: src, Attack: true, Targets: []string{"Rhinar"}},
		}
		if lang == text.JA {
			s.Stack[0].Kind, s.Stack[1].Kind = "誘発型能力", "起動型能力"
		}
		for _, sz := range [][2]int{{80, 13}, {80, 28}} {
			out := Render(s, sz[0], sz[1], NewStyles(false))
			checkFit(t, out, sz[0], sz[1], string(lang))
			if !strings.Contains(out, "→ Rhinar") {
				t.Errorf("%s %v: the stack line lost its target:\n%s", lang, sz, out)
			}
			if !strings.Contains(out, "Dawnbl") {
				t.Errorf("%s %v: the stack line lost its source:\n%s", lang, sz, out)
			}
		}
	}
}

// The other's hand count stays on their side however many effects wait
// there: the counts come last, and folded into the lines above they were
// the first cut (hh-rhinar v hh-olympia, seed 62, turn 8 at 120×40: two
// tokens waiting, a wager and four permanents left Olympia's box without
// "手札 1"). The waiting effects fold instead; tab shows them whole.
func TestRenderOtherHandCountKept(t *testing.T) {
	for _, tc := range []struct {
		lang text.Lang
		hand string
	}{{text.EN, "hand 3"}, {text.JA, "手札 3"}} {
		s := sample(tc.lang)
		o := &s.Sides[1]
		o.HandCount = 3
		o.Waiting = []string{
			"Agility: at the start of your turn, destroy this, then this turn, your next attack gets go again (CR 8.3.5)",
			"2× Vigor: at the start of your turn, destroy this, then gain 1 resource",
			"wagered a Vigor token on its hit (Wage Vigor (red))",
		}
		gold := Card{Obj: 90, Name: "Gold", Short: "Gold", Token: true}
		o.Permanents = []Card{gold, gold, {Obj: 91, Name: "Agility", Short: "Agility", Token: true}, {Obj: 92, Name: "Vigor", Short: "Vigor", Token: true}}
		o.Pitch = []Card{card("Wage Agility", rules.Blue, pd, 5, 2), card("Hold 'em", rules.Blue, rules.HasCost|rules.HasDefense, 0, 3)}
		out := Render(s, 80, 24, NewStyles(false))
		checkFit(t, out, 80, 24, string(tc.lang))
		if !strings.Contains(out, tc.hand) {
			t.Errorf("%s: the other's hand count %q is gone:\n%s", tc.lang, tc.hand, out)
		}
	}
}

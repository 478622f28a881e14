package text_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// CR 1.8.5: a "target hero" prompt offers both heroes; the chooser's own
// is labelled as such, so that choosing oneself is never a surprise (and a
// mirror match tells the two apart).
func TestTargetOptionNamesOneself(t *testing.T) {
	g := game(t)
	v := g.ViewFor(0)
	p := rules.Prompt{Kind: rules.AskTarget, Player: 0, Min: 1, Max: 1, Rule: rules.CR(5, 1, 4), Options: []rules.Option{
		{ID: 1, Act: rules.ActTarget, Obj: v.Hero(0), Player: 0},
		{ID: 2, Act: rules.ActTarget, Obj: v.Hero(1), Player: 1},
	}}
	for _, tc := range []struct {
		lang      text.Lang
		self, opp string
	}{
		{text.EN, "Rhinar (yourself, CR 1.8.5)", "Dorinthea"},
		{text.JA, "Rhinar(自分自身、CR 1.8.5)", "Dorinthea"},
	} {
		w := text.Words{Lang: tc.lang, View: v}
		if got := w.Option(&p, p.Options[0]); got != tc.self {
			t.Errorf("%s: own hero %q, want %q", tc.lang, got, tc.self)
		}
		if got := w.Option(&p, p.Options[1]); got != tc.opp || strings.Contains(got, "CR") {
			t.Errorf("%s: opposing hero %q, want %q", tc.lang, got, tc.opp)
		}
	}
}

// An X declared without asking says so in the log, in both languages
// (CR 5.1.3a, X can only be 0).
func TestAutoOnlyXRenders(t *testing.T) {
	g := game(t)
	hero := g.ViewFor(0).Hero(0)
	e := rules.Event{Kind: rules.EvAuto, Player: 0, Obj: hero, Why: rules.AutoOnlyX, Rule: rules.CRSub(5, 1, 3, 'a')}
	for lang, want := range map[text.Lang]string{text.EN: "X is 0", text.JA: "Xは0"} {
		w := text.Words{Lang: lang, View: g.ViewFor(0)}
		if got := w.Event(&e); !strings.Contains(got, want) || !strings.Contains(got, "Rhinar") {
			t.Errorf("%s: %q, want it to say %q of Rhinar", lang, got, want)
		}
	}
}

// CR 1.8.5: a single legal target chosen without asking: the source is
// the one whose target it is, in both languages (the Japanese line once
// had the two swapped).
func TestAutoOnlyTargetSourceAndTarget(t *testing.T) {
	g := game(t)
	v := g.ViewFor(0)
	// Rhinar's hero (the first card of the game) stands for the source,
	// Dorinthea's for the target.
	e := rules.Event{Kind: rules.EvAuto, Player: 0, Obj: v.Hero(0), Card: 1, Other: v.Hero(1), Amount: int(rules.NoPlayer), Why: rules.AutoOnlyTarget, Rule: rules.CR(1, 8, 5)}
	for lang, want := range map[text.Lang]string{text.EN: "Dorinthea, Quicksilver Prodigy is the only legal target of Rhinar", text.JA: "Rhinarの適正な対象はDorinthea, Quicksilver Prodigyだけ"} {
		w := text.Words{Lang: lang, View: v}
		if got := w.Event(&e); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}

// CR 4.4.3c: ordering the pitched cards for the deck bottom explains each
// option as going to the bottom of the deck, never onto the stack (that is
// the triggers' order, CR 1.10.2d).
func TestOrderPitchedSaysDeckBottom(t *testing.T) {
	g := game(t)
	v := g.ViewFor(0)
	o := rules.Option{ID: 1, Act: rules.ActCard, Obj: v.Hero(0), Player: 0}
	for _, tc := range []struct {
		lang        text.Lang
		rule        rules.Rule
		want, wrong string
	}{
		{text.EN, rules.CRSub(4, 4, 3, 'c'), "on the bottom of your deck next (the last one goes deepest)", "stack"},
		{text.JA, rules.CRSub(4, 4, 3, 'c'), "デッキの一番下", "スタック"},
		{text.EN, rules.CRSub(1, 10, 2, 'd'), "on the stack next", "deck"},
		{text.JA, rules.CRSub(1, 10, 2, 'd'), "スタック", "デッキ"},
	} {
		p := rules.Prompt{Kind: rules.AskOrder, Shape: rules.ShapeOrder, Player: 0, Min: 1, Max: 1, Rule: tc.rule, Options: []rules.Option{o}}
		got := text.Words{Lang: tc.lang, View: v}.Explain(&p, o)
		if !strings.Contains(got, tc.want) || strings.Contains(got, tc.wrong) {
			t.Errorf("%s %v: %q, want %q and no %q", tc.lang, tc.rule, got, tc.want, tc.wrong)
		}
	}
}

// CR 1.14.3: a pitched card gives resource points, one or several: the
// explanation counts them in English as a reader would.
func TestPitchSaysResourcePoints(t *testing.T) {
	g := game(t)
	v := g.ViewFor(0)
	for _, tc := range []struct {
		value int
		want  string
	}{
		{1, "gives 1 resource point (CR"},
		{3, "gives 3 resource points (CR"},
	} {
		o := rules.Option{ID: 1, Act: rules.ActPitch, Obj: v.Hero(0), Player: 0, Value: tc.value, Rule: rules.CR(1, 14, 3)}
		p := rules.Prompt{Kind: rules.AskPitch, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1, Options: []rules.Option{o}}
		if got := (text.Words{Lang: text.EN, View: v}).Explain(&p, o); !strings.Contains(got, tc.want) {
			t.Errorf("pitch for %d: %q, want %q", tc.value, got, tc.want)
		}
	}
}

// CR 4.4.3b: the end phase's arsenal question explains a card's option
// as putting it face down into the arsenal, not as "choose" it.
func TestArsenalOptionSaysWhatItDoes(t *testing.T) {
	g := game(t)
	v := g.ViewFor(0)
	o := rules.Option{ID: 1, Act: rules.ActCard, Obj: v.Hero(0), Player: 0}
	p := rules.Prompt{Kind: rules.AskCards, Shape: rules.ShapeSubset, Player: 0, Min: 0, Max: 1, Purpose: rules.PurposeArsenal, Rule: rules.CRSub(4, 4, 3, 'b'), Options: []rules.Option{o}}
	for lang, want := range map[text.Lang]string{text.EN: "face down into your arsenal", text.JA: "裏向きで格納庫に置"} {
		if got := (text.Words{Lang: lang, View: v}).Explain(&p, o); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}

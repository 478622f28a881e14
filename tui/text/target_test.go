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
// (hero-core: CR 5.1.3a, X can only be 0).
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

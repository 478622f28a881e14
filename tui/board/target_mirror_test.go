package board

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A layer that targets a hero names it as the chain does: by its seat in a
// mirror ("Aurora (P2)"), not by the hero card's name, which both share.
func TestStackTargetNamesTheSeatInAMirror(t *testing.T) {
	aurora := cards.MustLookup("Aurora")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{{Hero: aurora}, {Hero: aurora}}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.ViewFor(0)
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang, View: v}
		for p := rules.Player(0); p < 2; p++ {
			l := rules.Layer{Kind: rules.TriggeredLayer, Obj: v.Hero(0), Controller: 0, Targets: []rules.Target{{Player: p, Obj: v.Hero(p)}}}
			k := takeLayer(v, w, l)
			want := []string{"Aurora (P1)", "Aurora (P2)"}[p]
			if len(k.Targets) != 1 || k.Targets[0] != want || strings.Contains(k.Controller, ",") {
				t.Errorf("%s: target %q (controller %q), want %q", lang, k.Targets, k.Controller, want)
			}
		}
	}
}

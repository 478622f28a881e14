package tui

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The chain shows the abilities other cards give an attack (a Warrior's
// Valor attack: "when this hits, go again"), in both languages, from the
// card-text words; and dominate on a link whose attack has it.
func TestChainShowsDominateAndGrantedAbilities(t *testing.T) {
	g, _, p := position(t, func(v rules.View, p *rules.Prompt) bool {
		for _, l := range v.Chain() {
			for _, gr := range v.Grants(l.Attack) {
				if gr.Trigger != nil && gr.Trigger.When.Event == rules.EvHit {
					return true
				}
			}
		}
		return false
	})
	for _, lang := range []text.Lang{text.EN, text.JA} {
		snap := board.Take(g.ViewFor(p.Player), lang, &p)
		var granted []string
		for _, l := range snap.Chain {
			granted = append(granted, l.Granted...)
		}
		if len(granted) == 0 {
			t.Fatalf("%s: no granted ability in the snapshot", lang)
		}
		hit := ""
		for _, gr := range granted {
			if strings.Contains(gr, "[") || !strings.HasPrefix(gr, map[text.Lang]string{text.EN: "\"", text.JA: "「"}[lang]) {
				t.Errorf("%s: granted ability %q", lang, gr)
			}
			if strings.HasPrefix(gr, "\"When this hits") || strings.Contains(gr, "ヒットしたとき") {
				hit = gr
			}
		}
		if hit == "" {
			t.Fatalf("%s: no \"when this hits\" ability among %q", lang, granted)
		}
		out := board.Render(snap, 116, 40, board.NewStyles(false))
		if !strings.Contains(out, ansiCut(hit, 20)) {
			t.Errorf("%s: the chain does not show %q:\n%s", lang, hit, out)
		}
		t.Logf("%s: %q", lang, hit)
	}

	s := &board.Snapshot{Lang: text.EN, Viewer: 0, ChainOpen: true, Winner: rules.NoPlayer, Chain: []board.Link{{
		N: 1, Attack: board.Card{Name: "Overload (red)", Short: "Overload"}, Power: 3, Target: "Dorinthea", Active: true,
		Keywords: rules.Dominate, Granted: []string{"\"When this hits, it gains go again.\""},
	}}}
	s.Sides[0].Name, s.Sides[1].Name = "Rhinar", "Dorinthea"
	s.Sides[1].Player = 1
	for _, sz := range [][2]int{{80, 13}, {120, 30}} {
		out := board.Render(s, sz[0], sz[1], board.NewStyles(false))
		if !strings.Contains(out, "dominate") || !strings.Contains(out, "When this hits") {
			t.Errorf("%v: the link lacks dominate or its granted ability:\n%s", sz, out)
		}
	}
	s.Lang = text.JA
	if out := board.Render(s, 120, 30, board.NewStyles(false)); !strings.Contains(out, "圧倒") {
		t.Errorf("ja: no 圧倒:\n%s", out)
	}
}

// Go again is kept when the board is compact (80×24), and written with
// the CR's word in Japanese.
func TestCompactChainKeepsGoAgain(t *testing.T) {
	s := &board.Snapshot{Lang: text.EN, Viewer: 0, ChainOpen: true, Winner: rules.NoPlayer, Chain: []board.Link{{
		N: 1, Attack: board.Card{Name: "Flock of the Feather Walkers (red)", Short: "Flock of the Feather Walkers"}, Power: 5, Target: "Rhinar", Keywords: rules.GoAgain,
		Defenders: []board.Card{{Name: "Pack Hunt (red)", Props: rules.HasDefense, Defense: 3}, {Name: "Blossom of Spring", Props: rules.HasDefense}, {Name: "Come to Fight (blue)", Props: rules.HasDefense, Defense: 2}},
		Defense:   5, Resolved: true, Hit: true, Damage: 5,
	}}}
	s.Sides[0].Name, s.Sides[1].Name = "Dorinthea", "Rhinar"
	s.Sides[1].Player = 1
	for _, h := range []int{8, 10, 13} {
		out := board.Render(s, 80, h, board.NewStyles(false))
		if !strings.Contains(out, "go again") || !strings.Contains(out, "hit for 5") {
			t.Errorf("80×%d: go again or the hit is cut:\n%s", h, out)
		}
	}
	s.Lang = text.JA
	if out := board.Render(s, 80, 10, board.NewStyles(false)); !strings.Contains(out, "続行") {
		t.Errorf("ja: go again is not 続行:\n%s", out)
	}
}

// Lesson counters are called lesson counters, and the arsenal shows the
// counters of its cards (a mentor face up there).
func TestArsenalShowsLessonCounters(t *testing.T) {
	g, _, p := position(t, func(v rules.View, p *rules.Prompt) bool {
		for pl := rules.Player(0); pl < 2; pl++ {
			for _, obj := range v.Zone(pl, rules.ZoneArsenal) {
				if o, ok := v.Obj(obj); ok && o.FaceUp && o.Counters[rules.CounterLesson] > 0 {
					return true
				}
			}
		}
		return false
	})
	for _, lang := range []text.Lang{text.EN, text.JA} {
		snap := board.Take(g.ViewFor(p.Player), lang, &p)
		out := board.Render(snap, 116, 40, board.NewStyles(false))
		want := map[text.Lang]string{text.EN: "lesson counter", text.JA: "レッスンカウンター"}[lang]
		if !strings.Contains(out, want) {
			t.Errorf("%s: the arsenal's lesson counters are not shown:\n%s", lang, out)
		}
	}
}

func ansiCut(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		r = r[:n]
	}
	return string(r)
}

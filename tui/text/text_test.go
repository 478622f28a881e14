package text_test

import (
	"context"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

func game(t *testing.T) *rules.Game {
	t.Helper()
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Rhinar"), Hand: []*rules.Card{cards.MustLookup("Dodge (blue)")}},
		{Hero: cards.MustLookup("Dorinthea, Quicksilver Prodigy"), Hand: []*rules.Card{cards.MustLookup("Thrust (red)")}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Every event kind has words of its own in both languages, and names its rule.
func TestEveryEventRenders(t *testing.T) {
	g := game(t)
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang, View: g.ViewFor(0)}
		for k := rules.EvGameStart; k.String() != "?"; k++ {
			e := &rules.Event{Kind: k, Player: 0, Obj: rules.NoObj, Card: -1, Rule: rules.CR(9, 9, 9)}
			s := w.Event(e)
			if strings.HasPrefix(s, k.String()+" ") {
				t.Errorf("%s: event %s has no words: %q", lang, k, s)
			}
			if !strings.HasSuffix(s, "(9.9.9)") {
				t.Errorf("%s: event %s does not cite its rule: %q", lang, k, s)
			}
		}
	}
}

func TestEveryReasonRenders(t *testing.T) {
	g := game(t)
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang, View: g.ViewFor(0)}
		for r := rules.ReasonNoActionPoint; r.String() != ""; r++ {
			if w.Reason(r) == "" {
				t.Errorf("%s: reason %s has no words", lang, r)
			}
		}
	}
}

// A hidden card is never named to the other player.
func TestHiddenCardsStayHidden(t *testing.T) {
	g := game(t)
	hand := g.Omniscient().Zone(1, rules.ZoneHand)[0]
	draw := &rules.Event{Kind: rules.EvDraw, Player: 1, Obj: hand, Card: g.Omniscient().CardIndex(hand), Hidden: true, Rule: rules.CR(8, 5, 6)}
	mine := text.Words{Lang: text.EN, View: g.ViewFor(1)}.Event(draw)
	theirs := text.Words{Lang: text.EN, View: g.ViewFor(0)}.Event(draw)
	if !strings.Contains(mine, "Thrust") {
		t.Errorf("the drawer does not see their card: %q", mine)
	}
	if strings.Contains(theirs, "Thrust") {
		t.Errorf("the opponent sees a drawn card: %q", theirs)
	}
	if name := (text.Words{Lang: text.EN, View: g.ViewFor(0)}).Card(hand); strings.Contains(name, "Thrust") {
		t.Errorf("the opponent's hand card is named: %q", name)
	}
}

func TestParseLang(t *testing.T) {
	if _, err := text.ParseLang("fr"); err == nil {
		t.Error("fr accepted")
	}
	// The code in any case: JA is ja.
	for s, want := range map[string]text.Lang{"ja": text.JA, "JA": text.JA, "Ja": text.JA, "en": text.EN, "EN": text.EN} {
		if l, err := text.ParseLang(s); err != nil || l != want {
			t.Errorf("%s: %v %v, want %v", s, l, err, want)
		}
	}
}

// Every option of a real priority prompt has a label and an explanation
// that cites its rule.
func TestOptionsExplainThemselves(t *testing.T) {
	g := game(t)
	var seen []rules.Prompt
	g.SetDecider(0, rules.DeciderFunc(func(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		seen = append(seen, p)
		return rules.Answer{}, rules.ErrScriptDone
	}))
	_ = g.Run(context.Background())
	if len(seen) != 1 {
		t.Fatalf("%d prompts", len(seen))
	}
	p := seen[0]
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang, View: g.ViewFor(0)}
		for _, o := range p.Options {
			if w.Option(&p, o) == "" {
				t.Errorf("%s: option %v has no label", lang, o)
			}
			if e := w.Explain(&p, o); !strings.Contains(e, "CR ") {
				t.Errorf("%s: explanation %q cites no rule", lang, e)
			}
		}
	}
}

// Every kind of question has its own words in the undo message, in
// every language: none falls back to the neutral "last choice".
func TestUndoKindEveryKind(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		w := text.Words{Lang: lang}
		seen := map[string]rules.PromptKind{}
		for k := rules.AskPriority; k <= rules.AskEquip; k++ {
			s := w.UndoKind(k)
			if s == "" || strings.Contains(s, "[") {
				t.Errorf("%s %s: %q", lang, k, s)
			}
			if o, dup := seen[s]; dup {
				t.Errorf("%s: %s and %s both say %q", lang, o, k, s)
			}
			seen[s] = k
		}
	}
}

package tui

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Against overpower (CR 8.3.22) one action card may defend: the title says
// so with the engine's limit, a second action card cannot be toggled on
// (the engine's CheckPart refuses it, and the message says why), and it is
// marked as not choosable while the first is chosen; equipment still may
// be. Nothing here restates the rule: the limit is the prompt's.
func TestDefendOverpowerRefusedAsToggled(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		o := opts(rules.ActCard, rules.ActCard, rules.ActCard)
		o[0].ActionCard, o[1].ActionCard = true, true
		o[0].From, o[1].From, o[2].From = rules.PlaceHand, rules.PlaceHand, rules.PlaceEquipment
		p := ask(rules.Prompt{Kind: rules.AskDefenders, Shape: rules.ShapeSubset, Player: 1, Min: 0, Max: 3,
			Limits: []rules.Limit{{Action: true, Max: 1, Reason: rules.ReasonOverpower, Rule: rules.CR(8, 3, 22)}}},
			"choose the cards to defend this attack with", o)
		m, reply := newTestModel(t, p)
		m.lang = lang
		limit := map[text.Lang]string{text.EN: "at most 1 action card (overpower, CR 8.3.22)", text.JA: "アクションカードは最大1枚(凌駕、CR 8.3.22)"}[lang]
		if v := m.View(); !strings.Contains(v, limit) {
			t.Errorf("%s: the title lacks the limit %q:\n%s", lang, limit, v)
		}
		send(m, " ", "down", " ")
		if len(m.picked) != 1 || m.picked[0] != 0 {
			t.Fatalf("%s: picked %v, want only the first action card", lang, m.picked)
		}
		refused := map[text.Lang]string{text.EN: "at most 1 action card may defend (overpower) (CR 8.3.22)", text.JA: "防御できるアクションカードは1枚まで(凌駕)"}[lang]
		if !strings.Contains(m.message, refused) {
			t.Errorf("%s: message %q, want the refusal %q", lang, m.message, refused)
		}
		v := m.View()
		if !strings.Contains(v, "[x] card CardA") || !strings.Contains(v, "[-] card CardB") || !strings.Contains(v, "[ ] card CardC") {
			t.Errorf("%s: the rows do not show chosen, not choosable, choosable:\n%s", lang, v)
		}
		send(m, "down", " ", "enter")
		a, ok := answered(t, reply)
		if !ok || len(a.IDs) != 2 || a.IDs[0] != 100 || a.IDs[1] != 102 {
			t.Errorf("%s: answered %v %v, want the first action card and the equipment", lang, a, ok)
		}
	}
}

package text_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// the question of CR 4.1.4 in both languages. An option is
// labelled by the cards that tell it apart from the other sets; its
// explanation names the same cards first, then those every set holds,
// and the rule: the hint agrees with the label it explains.
func TestEquipPromptWords(t *testing.T) {
	k := cards.MustLookup
	var deck []*rules.Card
	for range 8 {
		deck = append(deck, k("Dodge (blue)"))
	}
	g, err := rules.New(rules.Setup{Seed: 1, Players: [2]rules.Deck{
		{Hero: k("Rhinar"), Arena: []*rules.Card{k("Bone Basher"), k("Bone Vizier"), k("Ironrot Helm"), k("Ironrot Legs")}, Cards: deck},
		{Hero: k("Dorinthea, Quicksilver Prodigy"), Cards: deck}}})
	if err != nil {
		t.Fatal(err)
	}
	var pr rules.Prompt
	d := rules.DeciderFunc(func(_ context.Context, _ rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskFirstPlayer {
			return rules.Pick(p.Options[0].ID), nil
		}
		pr = p
		return rules.Answer{}, rules.ErrScriptDone
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	if err := g.Run(context.Background()); !errors.Is(err, rules.ErrScriptDone) {
		t.Fatal(err)
	}
	if pr.Kind != rules.AskEquip || len(pr.Options) != 2 {
		t.Fatalf("prompt %s with %d options, want the equip prompt with the two helmets", pr.Kind, len(pr.Options))
	}
	for _, tc := range []struct {
		lang           text.Lang
		prompt, label0 string
		explain0       string
	}{
		{text.EN, "Rhinar: which weapons and equipment do you start with?", "Bone Vizier",
			"start the game with Bone Vizier equipped, and with Bone Basher, Ironrot Legs, which every set holds; the rest of your weapons and equipment stay out of this game (CR 4.1.4a)"},
		{text.JA, "Rhinar: どの武器と装備品でゲームを始めますか?", "Bone Vizier",
			"Bone Vizierを装備してゲームを始める(Bone Basher、Ironrot Legsはどの組にも入る)。残りの武器と装備品はこのゲームでは使わない (CR 4.1.4a)"},
	} {
		w := text.Words{Lang: tc.lang, View: g.ViewFor(0)}
		if got := w.Prompt(&pr); got != tc.prompt {
			t.Errorf("%s prompt %q, want %q", tc.lang, got, tc.prompt)
		}
		if got := w.Option(&pr, pr.Options[0]); got != tc.label0 {
			t.Errorf("%s label %q, want %q", tc.lang, got, tc.label0)
		}
		if got := w.Explain(&pr, pr.Options[0]); got != tc.explain0 {
			t.Errorf("%s explanation %q, want %q", tc.lang, got, tc.explain0)
		}
		// The opponent sees none of the cards (CR 4.1.4b).
		if got := (text.Words{Lang: tc.lang, View: g.ViewFor(1)}).Option(&pr, pr.Options[1]); strings.Contains(got, "Helm") {
			t.Errorf("%s: the opponent reads %q", tc.lang, got)
		}
	}
}

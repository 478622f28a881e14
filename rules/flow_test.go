package rules_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
)

func c(k string) *rules.Card { return cards.MustLookup(k) }

// by answers a prompt by the first option whose card key (or act) matches.
func by(kind rules.PromptKind, p rules.Player, act rules.Act, key string) rules.Scripted {
	return rules.Scripted{Kind: kind, Player: p, Label: act.String() + " " + key, Answer: func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		for _, o := range pr.Options {
			if o.Act != act {
				continue
			}
			if key == "" || (o.Obj >= 0 && v.Card(o.Obj) != nil && v.Card(o.Obj).Key() == key) {
				return rules.Pick(o.ID), nil
			}
		}
		return rules.Answer{}, errors.New("no such option")
	}}
}

func pass(p rules.Player) rules.Scripted { return by(rules.AskPriority, p, rules.ActPass, "") }

func TestFlowAttackAndDefend(t *testing.T) {
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: c("Rhinar"), Hand: []*rules.Card{c("Muscle Mutt (yellow)"), c("Titanium Bauble (blue)")}, Deck: []*rules.Card{c("Dodge (blue)")}},
		{Hero: c("Dorinthea, Quicksilver Prodigy"), Arena: []*rules.Card{c("Ironrot Helm")}, Hand: []*rules.Card{c("Dodge (blue)"), c("Toughen Up (blue)")}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	s := &rules.ScriptDecider{Steps: []rules.Scripted{
		by(rules.AskPriority, 0, rules.ActPlay, "Muscle Mutt (yellow)"),
		// only one card to pitch: no question (Bauble pays 3)
		pass(0), pass(1), // layer step: the attack resolves
		pass(0), pass(1), // attack step
		{Kind: rules.AskDefenders, Player: 1, Label: "defend with helm", Answer: func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
			for _, o := range pr.Options {
				if v.Card(o.Obj).Name == "Ironrot Helm" {
					return rules.Answer{IDs: []int32{o.ID}}, nil
				}
			}
			return rules.Answer{}, errors.New("no helm")
		}},
		pass(0), // defend step
		pass(1),
		pass(0), // reaction step
		by(rules.AskPriority, 1, rules.ActPlay, "Dodge (blue)"),
		pass(1), pass(0), // dodge resolves
		pass(0), pass(1), // reaction ends
		pass(0), pass(1), // damage step
		pass(0), pass(1), // resolution step: chain closes
	}}
	g.SetDecider(0, s)
	g.SetDecider(1, s)
	err = g.Run(context.Background())
	if !errors.Is(err, rules.ErrScriptDone) {
		t.Fatalf("run: %v", err)
	}
	if got := g.S.Players[1].Life; got != 17 {
		t.Errorf("life = %d, want 17 (6 power - 1 helm - 2 dodge)", got)
	}
	if g.S.Chain.Open {
		t.Errorf("chain still open")
	}
	// CR 8.3.3: blade break destroyed the helm.
	if n := len(g.S.Zone(1, rules.ZoneArena)); n != 1 {
		t.Errorf("arena has %d objects, want the hero only", n)
	}
}

package rules_test

import (
	"context"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

var (
	overAttack = func() *rules.Card { c := ruletest.Attack("Crusher", 0, 9, 2); c.Keywords = rules.Overpower; return c }()
	overBlockA = ruletest.Attack("Block A", 5, 1, 3)
	overBlockB = ruletest.Attack("Block B", 5, 1, 3)
	overHelm   = ruletest.Equipment("Helm", rules.Head, 1, 0)
)

// CR 8.3.22: an attack with overpower is defended by at most one action
// card; equipment still defends beside it. The prompt says so as data (a
// limit on action cards), Check refuses two, and a random player never
// answers two.
func TestOverpower(t *testing.T) {
	x := ruletest.Position(overAttack, overBlockA, overBlockB, overHelm).
		Hand("Crusher").
		P2().Hand("Block A", "Block B").Arena("Helm").
		Start(t)
	var pr rules.Prompt
	x.Run(ruletest.Play(ruletest.P1, "Crusher"), ruletest.PassTo(rules.AskDefenders, ruletest.P2),
		ruletest.Answer(rules.AskDefenders, ruletest.P2, "look, then one card and the helm", func(v rules.View, p rules.Prompt) (rules.Answer, error) {
			pr = p
			pr.Options = append([]rules.Option(nil), p.Options...)
			pr.Limits = append([]rules.Limit(nil), p.Limits...)
			return ruletest.PickCards(v, p, []string{"Block A", "Helm"})
		}),
		ruletest.PassToStep(rules.StepNone, ruletest.P1))
	if got := pr.LimitedActions(); got != 1 {
		t.Fatalf("action-card limit %d, want 1", got)
	}
	var two rules.Answer
	for _, o := range pr.Options {
		if o.ActionCard {
			two.IDs = append(two.IDs, o.ID)
		}
	}
	if len(two.IDs) != 2 {
		t.Fatalf("%d options marked as action cards, want 2", len(two.IDs))
	}
	r, ok := pr.Check(two).(*rules.Refusal)
	if !ok || r.Reason != rules.ReasonOverpower || r.Rule != rules.CR(8, 3, 22) {
		t.Errorf("two action cards: %v, want an overpower refusal (CR 8.3.22)", pr.Check(two))
	}
	x.WantLife(ruletest.P2, 20-(9-3-1), "one block and the helm")
	// The random decider keeps to the limit.
	rd := rules.NewRandom(1)
	for i := 0; i < 200; i++ {
		a, err := rd.Decide(context.Background(), rules.View{}, pr)
		if err != nil {
			t.Fatal(err)
		}
		if err := pr.Check(a); err != nil {
			t.Fatalf("random answer %v refused: %v", a.IDs, err)
		}
	}
}

// Without overpower the same two cards defend together.
func TestNoOverpowerTwoActionCards(t *testing.T) {
	plain := ruletest.Attack("Plain", 0, 9, 2)
	x := ruletest.Position(plain, overBlockA, overBlockB).
		Hand("Plain").
		P2().Hand("Block A", "Block B").
		Start(t)
	x.Run(ruletest.Play(ruletest.P1, "Plain"), ruletest.PassTo(rules.AskDefenders, ruletest.P2),
		ruletest.Defend(ruletest.P2, "Block A", "Block B"), ruletest.PassToStep(rules.StepNone, ruletest.P1))
	x.WantLife(ruletest.P2, 20-3, "9 power, 6 defense")
}

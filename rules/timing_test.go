package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// When a card may be played (CR 8.1, 7.0.1a): each row builds a position,
// passes or plays up to a priority prompt, and looks whether the card is
// offered there or blocked for the reason, and whether View.Timing says
// the same of its types.
func TestTimingOfEachCardType(t *testing.T) {
	plan := ruletest.Action("Plan", 0, 3)
	jab := ruletest.Attack("Jab", 0, 3, 2)
	swift := ruletest.Attack("Swift", 0, 3, 2)
	swift.Keywords = rules.GoAgain
	zap := ruletest.Instant("Zap", 0)
	push := ruletest.AttackReaction("Push", 0, rules.LinkGets{Power: 1})
	parry := ruletest.DefenseReaction("Parry", 0, 2)
	pos := func() *ruletest.Builder { return ruletest.Position(plan, jab, swift, zap, push, parry) }
	byName := map[string]*rules.Card{}
	for _, c := range []*rules.Card{plan, jab, swift, zap, push, parry} {
		byName[c.Name] = c
	}
	toReaction := []ruletest.Step{ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepReaction, p1)}
	for _, tc := range []struct {
		rule   string
		name   string
		pos    *ruletest.Builder
		steps  []ruletest.Step
		card   string
		reason rules.Reason // ReasonNone: offered
	}{
		{"8.1.1", "an action on the opponent's turn", pos().P2().Hand("Plan"),
			[]ruletest.Step{ruletest.Pass(p1)}, "Plan", rules.ReasonNotYourTurn},
		{"8.1.1a", "an action while the stack is not empty", pos().Hand("Zap", "Plan"),
			[]ruletest.Step{ruletest.Play(p1, "Zap")}, "Plan", rules.ReasonStackNotEmpty},
		{"8.1.1c", "an action without an action point", pos().Hand("Plan", "Plan"),
			[]ruletest.Step{ruletest.Play(p1, "Plan"), ruletest.Pass(p1), ruletest.Pass(p2)}, "Plan", rules.ReasonNoActionPoint},
		{"7.0.1a", "an attack during combat waits for the resolution step", pos().Hand("Jab", "Jab").Actions(2),
			toReaction, "Jab", rules.ReasonCombat},
		{"7.0.1a", "an action that is no attack during combat waits for the chain to close", pos().Hand("Jab", "Plan").Actions(2),
			toReaction, "Plan", rules.ReasonWaitsForClose},
		{"7.0.1a", "a non-attack action in the resolution step waits for the chain to close", pos().Hand("Swift", "Plan"),
			[]ruletest.Step{ruletest.Play(p1, "Swift"), ruletest.PassToStep(rules.StepResolution, p1)}, "Plan", rules.ReasonChainOpen},
		{"7.0.1a", "an attack in the resolution step continues the chain", pos().Hand("Swift", "Jab"),
			[]ruletest.Step{ruletest.Play(p1, "Swift"), ruletest.PassToStep(rules.StepResolution, p1)}, "Jab", rules.ReasonNone},
		{"8.1.2a", "an attack reaction with no attack", pos().Hand("Push"),
			nil, "Push", rules.ReasonNoAttack},
		{"8.1.2a", "an attack reaction by the defending hero", pos().Hand("Jab").P2().Hand("Push"),
			append(toReaction, ruletest.Pass(p1)), "Push", rules.ReasonNotAttacking},
		{"8.1.2a", "an attack reaction by the attacking hero in the reaction step", pos().Hand("Jab", "Push"),
			toReaction, "Push", rules.ReasonNone},
		{"8.1.3a", "a defense reaction by the attacking hero", pos().Hand("Jab", "Parry"),
			toReaction, "Parry", rules.ReasonNotDefending},
		{"8.1.3a", "a defense reaction before the reaction step", pos().Hand("Jab").P2().Hand("Parry"),
			[]ruletest.Step{ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepAttack, p1), ruletest.Pass(p1)}, "Parry", rules.ReasonNotDefending},
		{"8.1.3a", "a defense reaction by the defending hero in the reaction step", pos().Hand("Jab").P2().Hand("Parry"),
			append(toReaction, ruletest.Pass(p1)), "Parry", rules.ReasonNone},
		{"8.1.6a", "an instant with an attack on the stack", pos().Hand("Jab").P2().Hand("Zap"),
			[]ruletest.Step{ruletest.Play(p1, "Jab"), ruletest.Pass(p1)}, "Zap", rules.ReasonNone},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := tc.pos.Start(t)
			x.Run(tc.steps...)
			if tc.reason == rules.ReasonNone {
				x.WantOffered(rules.ActPlay, tc.card)
			} else {
				x.WantBlocked(rules.ActPlay, tc.card, tc.reason)
			}
			// The view says the same of the card's types, reading no
			// card (View.Timing: what a board stops by).
			c := byName[tc.card]
			if r, _ := x.G.ViewFor(x.Prompt().Player).Timing(x.Prompt().Player, c.Types, c.IsAttack()); r != tc.reason {
				t.Errorf("View.Timing of %s: %v, want %v", tc.card, r, tc.reason)
			}
			if t.Failed() {
				t.Logf("CR %s", tc.rule)
			}
		})
	}
}

// CR 1.11.3, 7.7: no one gets priority in the close step; the blocked list
// says why a reaction cannot be played once the chain closed: there is no
// attack.
func TestCR_8_1_2a_NoReactionOnceTheChainClosed(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	push := ruletest.AttackReaction("Push", 0, rules.LinkGets{Power: 1})
	x := ruletest.Position(jab, push).Hand("Jab", "Push").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepNone, p1))
	x.WantBlocked(rules.ActPlay, "Push", rules.ReasonNoAttack)
	for _, e := range x.EventsOf(rules.EvPass) {
		if e.Step == rules.StepClose {
			t.Errorf("p%d passed in the close step", e.Player+1)
		}
	}
}

// ForOwnAttack: an attack reaction is played by the attacking hero in the
// reaction step (CR 8.1.2a), and an instant that targets an attack, by
// itself or by a mode, needs an attack on the chain (CR 8.1.6a, 7.0.3):
// both are made for one's own attacks. An instant with another target or
// none, a defense reaction and an attack are not.
func TestForOwnAttack(t *testing.T) {
	pump := ruletest.Instant("Pump", 0, rules.TargetGets{Power: 1})
	pump.Target = &rules.TargetSpec{Kind: rules.TargetAttack}
	modal := ruletest.Instant("Modal", 0)
	modal.Modes = []rules.Mode{{}, {Target: &rules.TargetSpec{Kind: rules.TargetAttack}, Effects: []rules.Effect{rules.TargetGets{Power: 1}}}}
	shock := ruletest.Instant("Shock", 0, rules.DealDamage{N: 1})
	shock.Target = &rules.TargetSpec{Kind: rules.TargetAnyHero}
	for _, tc := range []struct {
		c    *rules.Card
		want bool
	}{
		{ruletest.AttackReaction("React", 0), true},
		{pump, true},
		{modal, true},
		{shock, false},
		{ruletest.Instant("Draw", 0), false},
		{ruletest.DefenseReaction("Dodge", 0, 2), false},
		{ruletest.Attack("Mutt", 0, 6, 2), false},
	} {
		if got := tc.c.ForOwnAttack(); got != tc.want {
			t.Errorf("%s: ForOwnAttack() = %v, want %v", tc.c.Name, got, tc.want)
		}
	}
}

// CR 4.3.4, 4.4.1: once the players pass with the stack empty and the
// chain closed, the action phase is over and no priority comes again this
// turn (the end phase gives none): ActionPhaseOver is false while the turn
// player may still play, true at the end phase's arsenal question (CR
// 4.4.3b), and false again in the next turn's action phase.
func TestCR_4_4_1_ActionPhaseOver(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	x := ruletest.Position(jab).Hand("Jab").Deck("Jab", "Jab", "Jab", "Jab").P2().Deck("Jab", "Jab", "Jab", "Jab").Start(t)
	over := func(want bool, where string) {
		t.Helper()
		for _, viewer := range []rules.Player{p1, p2, rules.Omniscient} {
			if got := x.G.ViewFor(viewer).ActionPhaseOver(); got != want {
				t.Errorf("viewer %d, %s: action phase over %v, want %v", viewer, where, got, want)
			}
		}
	}
	over(false, "the action phase")
	arsenal := false
	x.Run(ruletest.PassTo(rules.AskCards, p1),
		ruletest.Answer(rules.AskCards, p1, "look, put nothing in the arsenal", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
			arsenal = pr.Purpose == rules.PurposeArsenal && v.Phase() == rules.PhaseEnd
			over(true, "the end phase's arsenal question")
			return rules.Answer{}, nil
		}),
		ruletest.PassUntil("p2's action phase", func(v rules.View, pr rules.Prompt) bool {
			return v.TurnPlayer() == p2 && pr.Kind == rules.AskPriority
		}))
	if !arsenal {
		t.Fatal("the question was not the end phase's arsenal question")
	}
	over(false, "the next turn's action phase")
}

package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// CR 1.8.5: a target is chosen among the legal ones as the card is played;
// with a single legal target it is chosen without asking, and the log
// says so.
func TestCR_1_8_5_ASingleLegalTargetIsChosenWithoutAsking(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	push := ruletest.AttackReaction("Push", 0, rules.TargetGets{Power: 2})
	push.Target = &rules.TargetSpec{Kind: rules.TargetAttack}
	x := ruletest.Position(jab, push).Hand("Jab", "Push").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Play(p1, "Push"))
	attack := x.Attack()
	if ts := x.G.State().Stack[0].Targets; len(ts) != 1 || ts[0].Obj != attack {
		t.Errorf("Push targets %+v, want the attack %d", ts, attack)
	}
	if auto := x.EventsOf(rules.EvAuto); len(auto) != 1 || auto[0].Why != rules.AutoOnlyTarget || auto[0].Other != attack {
		t.Errorf("auto events %+v, want the only target named", auto)
	}
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantPower(attack, 5, "3 and 2 from Push")
}

// CR 1.8.5: with several legal targets the player is asked, each option
// saying where its target is.
func TestCR_1_8_5_ThePlayerChoosesAmongLegalTargets(t *testing.T) {
	aim := ruletest.Instant("Aim", 0)
	aim.Target = &rules.TargetSpec{Kind: rules.TargetAnyHero}
	x := ruletest.Position(aim).Hand("Aim").Start(t)
	var asked rules.Prompt
	pick := ruletest.TargetHero(p1, p1)
	inner := pick.Answer
	pick.Answer = func(v rules.View, pr rules.Prompt) (rules.Answer, error) { asked = pr; return inner(v, pr) }
	x.Run(ruletest.Play(p1, "Aim"), pick)
	if len(asked.Options) != 2 || asked.Rule != rules.CR(5, 1, 4) {
		t.Fatalf("target prompt %+v, want both heroes (CR 5.1.4)", asked)
	}
	for _, o := range asked.Options {
		if o.From != rules.PlaceHero {
			t.Errorf("target %+v is not said to be a hero", o)
		}
	}
	if ts := x.G.State().Stack[0].Targets; len(ts) != 1 || ts[0].Player != p1 {
		t.Errorf("Aim targets %+v, want p1's hero", ts)
	}
}

// CR 1.4.5, 7.2.1: an attack has an attack target, the opposing hero; with
// two players it is the only legal one, so nobody is asked.
func TestCR_1_4_5_AnAttackTargetsTheOpposingHero(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	x := ruletest.Position(jab).Hand("Jab").Start(t)
	x.Run(ruletest.Play(p1, "Jab"))
	if ts := x.G.State().Stack[0].Targets; len(ts) != 1 || ts[0].Player != p2 || ts[0].Obj != x.G.State().Players[p2].Hero {
		t.Errorf("Jab's attack target %+v, want p2's hero", ts)
	}
	x.Run(ruletest.PassToStep(rules.StepAttack, p1))
	if l := x.G.State().Chain.Active(); l == nil || l.Target != p2 {
		t.Errorf("chain link %+v, want p2 attacked", l)
	}
}

// CR 5.1.5: a card that needs a target cannot be played without a legal
// one: a reaction for a weapon attack while a card attacks.
func TestCR_5_1_5_NoLegalTargetNoPlay(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	edge := ruletest.AttackReaction("Edge", 0, rules.TargetGets{Power: 2})
	edge.Target = &rules.TargetSpec{Kind: rules.TargetAttack, Filter: rules.AttackFilter{Weapon: true}}
	x := ruletest.Position(jab, edge).Hand("Jab", "Edge").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepReaction, p1))
	x.WantBlocked(rules.ActPlay, "Edge", rules.ReasonNoTarget)
}

// hurtTarget deals N damage to the hero its layer targets (a test effect:
// the pool's "target hero" cards come with the Aurora deck).
type hurtTarget struct{ n int }

func (e hurtTarget) Do(g *rules.Game, c *rules.Ctx) {
	if p, ok := c.TargetHero(); ok {
		g.State().Players[p].Life -= e.n
	}
}
func (e hurtTarget) Text() rules.Text { return rules.T("test-hurt-target") }

// CR 1.8.5, 5.1.4: "target hero" means either hero, one's own as well: the
// player is asked, chooses themself, and the ability resolves on them.
func TestCR_1_8_5_OneselfIsALegalTarget(t *testing.T) {
	for _, tc := range []struct {
		target       rules.Player
		life1, life2 int
	}{
		{p1, 18, 20},
		{p2, 20, 18},
	} {
		zap := ruletest.Instant("Zap", 0, hurtTarget{2})
		zap.Target = &rules.TargetSpec{Kind: rules.TargetAnyHero}
		x := ruletest.Position(zap).Hand("Zap").Start(t)
		x.Run(ruletest.Play(p1, "Zap"), ruletest.TargetHero(p1, tc.target))
		if ts := x.G.State().Stack[0].Targets; len(ts) != 1 || ts[0].Player != tc.target || ts[0].Obj != x.G.State().Players[tc.target].Hero {
			t.Errorf("Zap targets %+v, want p%d's hero", ts, tc.target+1)
		}
		x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		x.WantLife(p1, tc.life1, "p1 after Zap")
		x.WantLife(p2, tc.life2, "p2 after Zap")
	}
}

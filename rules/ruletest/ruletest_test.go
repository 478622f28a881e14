package ruletest_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

var (
	jab  = ruletest.Attack("Jab", 0, 3, 2)
	zap  = ruletest.Instant("Zap", 0, rules.DealDamage{N: 1})
	helm = ruletest.Equipment("Helm", rules.Head, 1, rules.BladeBreak)
)

func TestPositionPutsEachCardWhereItIsNamed(t *testing.T) {
	pos, err := ruletest.Position(jab, zap, helm).
		Hand("Jab", "Gem").Deck("Zap", "Pebble").Arsenal("Jab").Graveyard("Zap").Banished("Pebble").Pitch("Gem").
		Arena("Helm").Counters("Helm", rules.CounterDefense, -1).Life(9).Resources(2).Actions(3).
		P2().Hero("Alpha").ArsenalUp("Zap").
		TurnPlayer(ruletest.P2).Turn(4).Seed(7).Build()
	if err != nil {
		t.Fatal(err)
	}
	a, b := pos.Players[0], pos.Players[1]
	names := func(cs []*rules.Card) string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Key())
		}
		return strings.Join(out, ",")
	}
	for _, c := range []struct{ what, got, want string }{
		{"p1 hero (default)", a.Hero.Key(), "Alpha"},
		{"p2 hero", b.Hero.Key(), "Alpha"},
		{"hand", names(a.Hand), "Jab,Gem"},
		{"deck, top first", names(a.Deck), "Zap,Pebble"},
		{"arsenal", names(a.Arsenal), "Jab"},
		{"graveyard", names(a.Graveyard), "Zap"},
		{"banished", names(a.Banished), "Pebble"},
		{"pitch", names(a.Pitch), "Gem"},
		{"arena", names(a.Arena), "Helm"},
		{"p2 arsenal", names(b.Arsenal), "Zap"},
	} {
		if c.got != c.want {
			t.Errorf("%s = %q, want %q", c.what, c.got, c.want)
		}
	}
	if a.ArsenalUp || !b.ArsenalUp {
		t.Errorf("arsenal face up: p1 %v p2 %v, want false and true", a.ArsenalUp, b.ArsenalUp)
	}
	if a.Life != 9 || a.Resources != 2 || a.Actions != 3 || a.Counters[0][rules.CounterDefense] != -1 {
		t.Errorf("p1 life %d, resources %d, actions %d, counters %v", a.Life, a.Resources, a.Actions, a.Counters)
	}
	if pos.TurnPlayer != ruletest.P2 || pos.Turn != 4 || pos.Seed != 7 || pos.Phase != rules.PhaseAction {
		t.Errorf("turn player %d, turn %d, seed %d, phase %s", pos.TurnPlayer, pos.Turn, pos.Seed, pos.Phase)
	}
}

func TestPositionRefusesWhatItCannotName(t *testing.T) {
	_, err := ruletest.Position().Hand("Nothing").Counters("Helm", rules.CounterPower, 1).Build()
	if err == nil || !strings.Contains(err.Error(), `"Nothing"`) || !strings.Contains(err.Error(), `"Helm"`) {
		t.Errorf("err = %v, want both the unknown card and the missing arena card named", err)
	}
	lookedUp := ""
	pos, err := ruletest.Position().Lookup(func(key string) (*rules.Card, bool) {
		lookedUp = key
		return zap, true
	}).Hand("Elsewhere").Build()
	if err != nil || lookedUp != "Elsewhere" || pos.Players[0].Hand[0] != zap {
		t.Errorf("lookup: err %v, looked up %q", err, lookedUp)
	}
	// A test's own card comes before a default of the same key.
	gem := ruletest.Resource("Gem", 2)
	pos, _ = ruletest.Position(gem).Hand("Gem").Build()
	if pos.Players[0].Hand[0] != gem {
		t.Error("the default Gem was taken over the test's own")
	}
}

// The script is strict: a prompt of another kind or player than the next
// step expects stops the run, and steps left over are an error.
func TestScriptIsStrict(t *testing.T) {
	start := func(t *testing.T) *ruletest.Game {
		return ruletest.Position(jab).Hand("Jab").P2().Hand("Gem").Start(t)
	}
	err := start(t).RunErr(ruletest.Pass(ruletest.P2))
	var up *rules.UnexpectedPrompt
	if !errors.As(err, &up) || up.Got.Player != ruletest.P1 {
		t.Errorf("a pass for the wrong player: %v, want an unexpected prompt", err)
	}
	err = start(t).RunErr(ruletest.Play(ruletest.P1, "Zap"))
	if err == nil || !strings.Contains(err.Error(), "no play option") {
		t.Errorf("a card not in hand: %v", err)
	}
	// The opponent holds a Gem and no equipment: a defend prompt comes,
	// which PassTo may not pass.
	err = start(t).RunErr(ruletest.Play(ruletest.P1, "Jab"), ruletest.PassToStep(rules.StepDamage, ruletest.P1))
	if err == nil || !strings.Contains(err.Error(), "defenders prompt") {
		t.Errorf("passing through a defend prompt: %v", err)
	}
	// The game ends (the Zap deals the last point) with a step left over.
	x := ruletest.Position(zap).Hand("Zap").P2().Life(1).Start(t)
	err = x.RunErr(ruletest.Play(ruletest.P1, "Zap"), ruletest.Pass(ruletest.P1), ruletest.Pass(ruletest.P2), ruletest.Pass(ruletest.P1))
	if err == nil || !strings.Contains(err.Error(), "1 scripted answers unused") || !x.G.Over() {
		t.Errorf("a step after the game ended: %v (over %v)", err, x.G.Over())
	}
}

func TestPassUntilGivesUpAfterMaxPasses(t *testing.T) {
	// A card in the arsenal keeps the game from a stalemate, and no end
	// phase asks to arsenal one.
	x := ruletest.Position(jab).Arsenal("Jab").Start(t)
	never := ruletest.PassUntil("never", func(rules.View, rules.Prompt) bool { return false })
	err := x.RunErr(never)
	if err == nil || !strings.Contains(err.Error(), "after 40 passes") {
		t.Errorf("err = %v, want the pass limit", err)
	}
}

// Run stops at the first prompt after its steps and may go on from there
// when that is a priority prompt.
func TestRunGoesOnFromPriority(t *testing.T) {
	x := ruletest.Position(jab).Hand("Jab").Start(t)
	x.Run(ruletest.Play(ruletest.P1, "Jab"))
	if pr := x.Prompt(); pr.Kind != rules.AskPriority || pr.Player != ruletest.P1 {
		t.Fatalf("stopped at a %s prompt for p%d, want p1's priority", pr.Kind, pr.Player+1)
	}
	x.WantStack("Jab")
	x.Run(ruletest.PassToStep(rules.StepNone, ruletest.P1))
	x.WantLife(ruletest.P2, 17, "Jab's 3 power, undefended")
	x.WantZone(ruletest.P1, rules.ZoneGraveyard, "Jab")
	if n := len(x.Script.Log); n < 10 {
		t.Errorf("%d answers logged, want every pass too", n)
	}
}

// The combat part is written by key: links for the player written for,
// defended by the opponent; layers top first; effects; priority; edits.
func TestPositionWritesTheCombatPart(t *testing.T) {
	reflex := ruletest.AttackReaction("Reflex", 0)
	pos, err := ruletest.Position(jab, zap, helm, reflex).
		Link("Jab", "Helm").Hit().Step(rules.StepDamage).Layer("Reflex").Target("Jab").
		Graveyard("Zap").Effect("Zap").
		P2().Arena("Helm").Layer("Zap").AsInstant().Priority(ruletest.P2, true).
		Edit(func(p *rules.Position) { p.Stack[0].X = 2 }).Build()
	if err != nil {
		t.Fatal(err)
	}
	if len(pos.Chain) != 1 {
		t.Fatalf("%d links, want 1", len(pos.Chain))
	}
	l := pos.Chain[0]
	if l.Attacker != ruletest.P1 || l.Defender != ruletest.P2 || l.Attack != jab || len(l.Defenders) != 1 || l.Defenders[0] != helm || !l.Hit || l.Left {
		t.Errorf("link %+v, want p1's Jab defended by p2's Helm, hit", l)
	}
	if len(pos.Stack) != 2 || pos.Stack[0].Card != reflex || pos.Stack[0].TargetCard != jab || pos.Stack[0].X != 2 ||
		pos.Stack[1].Controller != ruletest.P2 || !pos.Stack[1].AsInstant || pos.Stack[1].TargetPlayer != rules.NoPlayer {
		t.Errorf("stack %+v", pos.Stack)
	}
	if len(pos.Effects) != 1 || pos.Effects[0].Card != zap || pos.Step != rules.StepDamage {
		t.Errorf("effects %+v step %v", pos.Effects, pos.Step)
	}
	if !pos.PriorityGiven || pos.Priority != ruletest.P2 || !pos.Passed {
		t.Errorf("priority given %v to p%d passed %v", pos.PriorityGiven, pos.Priority+1, pos.Passed)
	}
	if _, err := ruletest.Position().Hit().Target("Jab").Build(); err == nil || !strings.Contains(err.Error(), "no chain link") || !strings.Contains(err.Error(), "no layer") {
		t.Errorf("Hit and Target with nothing to mark: err = %v", err)
	}
}

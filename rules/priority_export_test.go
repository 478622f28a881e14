package rules

import (
	"context"
	"fmt"
	"slices"
)

// PriorityProbe wraps a decider for tests (priority_fast_test.go): at each
// priority prompt, before d answers it, it checks the short cuts of the
// prompt against the long way and reports each difference through bad:
//   - the timing verdict of every class, for both players, against the
//     rule as it was written per card before the verdicts were worked out
//     by class (referenceTiming);
//   - the options, against the prompt built again with Explain set (which
//     asks canPlay and canActivate of every card and ability, so passes
//     over nothing by the card facts), and the same prompt's blocked
//     entries against every card in hand and arsenal and every ability
//     (none left out, each once);
//   - the state hash, unchanged by all this.
//
// *prompts counts the prompts checked.
func PriorityProbe(d Decider, prompts *int, bad func(msg string)) Decider {
	return DeciderFunc(func(ctx context.Context, v View, p Prompt) (Answer, error) {
		if g := v.g; p.Kind == AskPriority && !g.Explain {
			*prompts++
			probePriority(g, p, bad)
		}
		return d.Decide(ctx, v, p)
	})
}

func probePriority(g *Game, p Prompt, bad func(msg string)) {
	s := g.s
	before := s.Hash()
	for pl := range Player(len(s.Players)) {
		var tv timingVerdicts
		g.timings(pl, &tv)
		for k := range timingClasses {
			r, rule := referenceTiming(g, pl, k)
			if tv.reason[k] != r || tv.rule[k] != rule {
				bad(fmt.Sprintf("turn %d, step %s, player %d, class %d: timings says %s (CR %s), the rule per card %s (CR %s)",
					s.Turn, s.Step, pl+1, k, tv.reason[k], tv.rule[k], r, rule))
			}
			if open := tv.open&(1<<k) != 0; open != (r == ReasonNone) {
				bad(fmt.Sprintf("turn %d, player %d, class %d: open %v with reason %s", s.Turn, pl+1, k, open, r))
			}
		}
	}
	// p.Options is the game's buffer, which the prompt built again reuses:
	// keep a copy, and leave the buffer as the prompt had it.
	opts := slices.Clone(p.Options)
	offered := s.Offered
	g.Explain = true
	var full Prompt
	g.priorityPrompt(&full, p.Player)
	g.Explain = false
	s.Offered = offered
	if !slices.Equal(full.Options, opts) {
		bad(fmt.Sprintf("turn %d, step %s, player %d: options %v, with Explain %v", s.Turn, s.Step, p.Player+1, opts, full.Options))
	}
	copy(full.Options, opts)
	// Every card in hand and arsenal and every ability is listed once,
	// offered or blocked.
	seen := map[int32]int{}
	for _, o := range full.Options[1:] {
		seen[o.ID]++
	}
	for _, b := range full.Blocked {
		seen[b.Option.ID]++
	}
	want := 0
	for _, z := range [2]Zone{ZoneHand, ZoneArsenal} {
		for _, obj := range s.Zone(p.Player, z) {
			want++
			if n := seen[OptionID(ActPlay, obj, 0, NoPlayer)]; n != 1 {
				bad(fmt.Sprintf("turn %d, player %d: card %d listed %d times", s.Turn, p.Player+1, obj, n))
			}
		}
	}
	for _, ab := range g.abilities(p.Player, nil, 0) {
		want++
		if n := seen[OptionID(ActActivate, ab.obj, ab.ability, NoPlayer)]; n != 1 {
			bad(fmt.Sprintf("turn %d, player %d: ability %d of %d listed %d times", s.Turn, p.Player+1, ab.ability, ab.obj, n))
		}
	}
	if got := len(full.Options) - 1 + len(full.Blocked); got != want {
		bad(fmt.Sprintf("turn %d, player %d: %d entries offered or blocked, want %d", s.Turn, p.Player+1, got, want))
	}
	if s.Hash() != before {
		bad(fmt.Sprintf("turn %d: the probe changed the state", s.Turn))
	}
}

// referenceTiming is the timing rule for one class as timing.go wrote it
// for each card before the verdicts were worked out for all classes at
// once (CR 8.1.1-8.1.6, 7.0.1a): the test's fixed point.
func referenceTiming(g *Game, p Player, k timingClass) (Reason, Rule) {
	s := g.s
	if s.Phase != PhaseAction {
		return ReasonNoPriority, CR(1, 11, 3)
	}
	switch k {
	case classInstant:
		return ReasonNone, CRSub(8, 1, 6, 'a')
	case classAttackReaction:
		link := s.Chain.Active()
		if link == nil {
			return ReasonNoAttack, CRSub(8, 1, 2, 'a')
		}
		if s.Step != StepReaction || s.Obj(link.Attack).Controller != p {
			return ReasonNotAttacking, CRSub(8, 1, 2, 'a')
		}
		return ReasonNone, CRSub(8, 1, 2, 'a')
	case classDefenseReaction:
		link := s.Chain.Active()
		if link == nil {
			return ReasonNoAttack, CRSub(8, 1, 3, 'a')
		}
		if s.Step != StepReaction || link.Target != p {
			return ReasonNotDefending, CRSub(8, 1, 3, 'a')
		}
		return ReasonNone, CRSub(8, 1, 3, 'a')
	case classAttackAction, classAction:
		if p != s.TurnPlayer {
			return ReasonNotYourTurn, CR(8, 1, 1)
		}
		if len(s.Stack) > 0 {
			return ReasonStackNotEmpty, CRSub(8, 1, 1, 'a')
		}
		if s.Chain.Open && s.Step == StepResolution && k != classAttackAction {
			return ReasonChainOpen, CRSub(7, 0, 1, 'a')
		}
		if s.Chain.Open && s.Step != StepResolution && k != classAttackAction {
			return ReasonWaitsForClose, CRSub(7, 0, 1, 'a')
		}
		if s.Chain.Open && s.Step != StepResolution {
			return ReasonCombat, CRSub(7, 0, 1, 'a')
		}
		if s.Players[p].Actions < 1 {
			return ReasonNoActionPoint, CRSub(8, 1, 1, 'c')
		}
		return ReasonNone, CR(8, 1, 1)
	}
	return ReasonNeverPlayed, CRSub(5, 1, 2, 'b')
}

// FactTables is for tests (priority_fast_test.go): the card facts of g,
// whether they are those of its cards now (each entry as the card says),
// and the table they are in.
func FactTables(g *Game) (ok bool, table any) {
	ft := g.cardFacts()
	if ft == nil {
		return false, nil
	}
	for i, c := range g.s.Cards {
		want := cardFacts{play: classNever}
		if neverPlayed(c).Reason == ReasonNone {
			want.play = classOf(c.Types, c.IsAttack())
		}
		for k := range c.Activated {
			want.acts |= 1 << classOf(c.Activated[k].Type, c.Activated[k].Attack)
		}
		if ft[i] != want {
			return false, g.facts
		}
	}
	return true, g.facts
}

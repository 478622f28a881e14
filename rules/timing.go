package rules

// Timing (CR 5.1.1, 1.11): when a card may be played or an ability
// activated — action points, an empty stack, the combat step, whose turn —
// and Why, the reason code and rule a play is refused with.

// timing checks when a card or ability of the given type may be used by p
// (CR 8.1.1-8.1.6, 7.0.1a, 7.4.2); attack says whether it is an attack.
func (g *Game) timing(p Player, t Types, attack bool) (Reason, Rule) {
	s := g.S
	if s.Phase != PhaseAction {
		return ReasonNoPriority, CR(1, 11, 3)
	}
	switch {
	case t.Has(Instant):
		return ReasonNone, CRSub(8, 1, 6, 'a')
	case t.Has(AttackReaction):
		link := s.Chain.Active()
		if link == nil {
			return ReasonNoAttack, CRSub(8, 1, 2, 'a')
		}
		if s.Step != StepReaction || s.Obj(link.Attack).Controller != p {
			return ReasonNotAttacking, CRSub(8, 1, 2, 'a')
		}
		return ReasonNone, CRSub(8, 1, 2, 'a')
	case t.Has(DefenseReaction):
		link := s.Chain.Active()
		if link == nil {
			return ReasonNoAttack, CRSub(8, 1, 3, 'a')
		}
		if s.Step != StepReaction || link.Target != p {
			return ReasonNotDefending, CRSub(8, 1, 3, 'a')
		}
		return ReasonNone, CRSub(8, 1, 3, 'a')
	case t.Has(Action):
		if p != s.TurnPlayer {
			return ReasonNotYourTurn, CR(8, 1, 1)
		}
		if len(s.Stack) > 0 {
			return ReasonStackNotEmpty, CRSub(8, 1, 1, 'a')
		}
		// CR 7.0.1a, 7.6.3a: while the chain is open, only attacks, and
		// only in the resolution step.
		if s.Chain.Open && s.Step == StepResolution && !attack {
			// CR 7.6.3: only attacks continue the chain; any other
			// action waits for it to close, which passing does.
			return ReasonChainOpen, CRSub(7, 0, 1, 'a')
		}
		if s.Chain.Open && s.Step != StepResolution {
			return ReasonCombat, CRSub(7, 0, 1, 'a')
		}
		if s.Players[p].Actions < 1 {
			return ReasonNoActionPoint, CRSub(8, 1, 1, 'c')
		}
		return ReasonNone, CR(8, 1, 1)
	}
	return ReasonRestricted, CRSub(5, 1, 2, 'b')
}

// Why is the answer to "why can't I?": a reason code, its CR rule, and
// the card a cost needs when holding it back is the reason.
type Why struct {
	Reason Reason
	Rule   Rule
	Needed ObjID
}

func why(r Reason, rule Rule) Why { return Why{Reason: r, Rule: rule, Needed: NoObj} }

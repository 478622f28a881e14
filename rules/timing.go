package rules

// Timing (CR 5.1.1, 1.11): when a card may be played or an ability
// activated — action points, an empty stack, the combat step, whose turn —
// and Why, the reason code and rule a play is refused with.

// timing checks when a card or ability of the given type may be used by p
// (CR 8.1.1-8.1.6, 7.0.1a, 7.4.2); attack says whether it is an attack.
func (g *Game) timing(p Player, t Types, attack bool) (Reason, Rule) {
	var tv timingVerdicts
	g.timings(p, &tv)
	k := classOf(t, attack)
	return tv.reason[k], tv.rule[k]
}

// Timing reports whether player p may, by timing alone, use now a card or
// ability of types t (an attack when attack is set): ReasonNone when they
// may, else the reason and its rule (CR 8.1.1-8.1.6, 7.0.1a, 7.4.2;
// timings, the one home of these rules). It reads only what every player
// sees (the phase, the step, the stack, the combat chain, action points),
// never a card, so that a board may decide by it where to hand a player
// the keyboard without telling anything of their hand.
func (v View) Timing(p Player, t Types, attack bool) (Reason, Rule) { return v.g.timing(p, t, attack) }

// timingClass is what the timing of a card or ability depends on: the
// first of its types that has a timing rule, and for an action whether it
// is an attack. Cards and abilities of one class have the same timing, so
// a prompt works it out once for all (timings).
type timingClass uint8

const (
	classInstant         timingClass = iota // CR 8.1.6a
	classAttackReaction                     // CR 8.1.2a
	classDefenseReaction                    // CR 8.1.3a
	classAttackAction                       // CR 8.1.1, an attack
	classAction                             // CR 8.1.1, not an attack
	classNone                               // no type with a timing (CR 5.1.2b)
	timingClasses
)

// classOf is the timing class of types t, attack or not: an instant
// action is an instant, and so on in this order.
func classOf(t Types, attack bool) timingClass {
	switch {
	case t.Has(Instant):
		return classInstant
	case t.Has(AttackReaction):
		return classAttackReaction
	case t.Has(DefenseReaction):
		return classDefenseReaction
	case t.Has(Action):
		if attack {
			return classAttackAction
		}
		return classAction
	}
	return classNone
}

// timingVerdicts are when each class of card and ability may be used by
// one player at one moment: the reason it may not (ReasonNone: it may)
// and the rule, and the set of classes that may be used (bit k for class
// k).
type timingVerdicts struct {
	open   uint8
	reason [timingClasses]Reason
	rule   [timingClasses]Rule
}

func (t *timingVerdicts) set(k timingClass, r Reason, rule Rule) {
	t.reason[k], t.rule[k] = r, rule
	if r == ReasonNone {
		t.open |= 1 << k
	}
}

// timings works out in t, zero, when p may use each class of card and
// ability now (CR 8.1.1-8.1.6, 7.0.1a, 7.4.2): the one home of the timing
// rules. (Written in place: a copy of t read back in wider words than
// set wrote it stalled the priority prompt.)
func (g *Game) timings(p Player, t *timingVerdicts) {
	s := g.s
	if s.Phase != PhaseAction {
		for k := range timingClasses {
			t.set(k, ReasonNoPriority, CR(1, 11, 3))
		}
		return
	}
	t.set(classInstant, ReasonNone, CRSub(8, 1, 6, 'a'))
	// CR 8.1.2a, 8.1.3a: reactions in the reaction step, attack reactions
	// by the attacking hero, defense reactions by the defending one.
	if link := s.Chain.Active(); link == nil {
		t.set(classAttackReaction, ReasonNoAttack, CRSub(8, 1, 2, 'a'))
		t.set(classDefenseReaction, ReasonNoAttack, CRSub(8, 1, 3, 'a'))
	} else {
		if s.Step != StepReaction || s.Obj(link.Attack).Controller != p {
			t.set(classAttackReaction, ReasonNotAttacking, CRSub(8, 1, 2, 'a'))
		} else {
			t.set(classAttackReaction, ReasonNone, CRSub(8, 1, 2, 'a'))
		}
		if s.Step != StepReaction || link.Target != p {
			t.set(classDefenseReaction, ReasonNotDefending, CRSub(8, 1, 3, 'a'))
		} else {
			t.set(classDefenseReaction, ReasonNone, CRSub(8, 1, 3, 'a'))
		}
	}
	switch {
	case p != s.TurnPlayer:
		t.set(classAttackAction, ReasonNotYourTurn, CR(8, 1, 1))
		t.set(classAction, ReasonNotYourTurn, CR(8, 1, 1))
	case len(s.Stack) > 0:
		t.set(classAttackAction, ReasonStackNotEmpty, CRSub(8, 1, 1, 'a'))
		t.set(classAction, ReasonStackNotEmpty, CRSub(8, 1, 1, 'a'))
	case s.Chain.Open && s.Step != StepResolution:
		// CR 7.0.1a: while the chain is open, actions only in the
		// resolution step, and there only an attack: an action that is
		// no attack waits for the chain to close.
		t.set(classAttackAction, ReasonCombat, CRSub(7, 0, 1, 'a'))
		t.set(classAction, ReasonWaitsForClose, CRSub(7, 0, 1, 'a'))
	case s.Players[p].Actions < 1:
		if s.Chain.Open {
			// CR 7.6.3: only attacks continue the chain; any other
			// action waits for it to close, which passing does.
			t.set(classAction, ReasonChainOpen, CRSub(7, 0, 1, 'a'))
		} else {
			t.set(classAction, ReasonNoActionPoint, CRSub(8, 1, 1, 'c'))
		}
		t.set(classAttackAction, ReasonNoActionPoint, CRSub(8, 1, 1, 'c'))
	default:
		if s.Chain.Open {
			t.set(classAction, ReasonChainOpen, CRSub(7, 0, 1, 'a'))
		} else {
			t.set(classAction, ReasonNone, CR(8, 1, 1))
		}
		t.set(classAttackAction, ReasonNone, CR(8, 1, 1))
	}
	t.set(classNone, ReasonNeverPlayed, CRSub(5, 1, 2, 'b'))
}

// Why is the answer to "why can't I?": a reason code, its CR rule, and
// the card a cost needs when holding it back is the reason.
type Why struct {
	Reason Reason
	Rule   Rule
	Needed ObjID
}

func why(r Reason, rule Rule) Why { return Why{Reason: r, Rule: rule, Needed: NoObj} }

// ForOwnAttack reports a card made to be played while its player attacks,
// in the reaction step of their own attack: an attack reaction, which
// only the attacking hero plays, and there (CR 8.1.2a, 7.4.2), or an
// instant, which may be played at any priority (CR 8.1.6a), whose target
// (or a mode's) is an attack, there to target only while the combat chain
// holds one (CR 7.0.3). A fact of the card, whatever the game: the board
// stops at the reaction step of a player's own attacks only for a deck
// that holds one.
func (c *Card) ForOwnAttack() bool {
	switch classOf(c.Types, c.IsAttack()) {
	case classAttackReaction:
		return true
	case classInstant:
		if c.Target != nil && c.Target.Kind == TargetAttack {
			return true
		}
		for i := range c.Modes {
			if t := c.Modes[i].Target; t != nil && t.Kind == TargetAttack {
				return true
			}
		}
	}
	return false
}

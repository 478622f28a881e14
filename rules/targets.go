package rules

// Targets (CR 1.8.1, 5.1.5): the objects and players a layer may target,
// which are legal, and asking for them; the attack target of an attack
// (CR 7.2.1) is a target too.

// Target is a declared target: a player (hero) or an object.
type Target struct {
	Player Player
	Obj    ObjID
	Gen    uint16
}

// TargetKind says what a TargetSpec may point at.
type TargetKind uint8

// TargetSpec declares the target of an ability (CR 1.8.5).
type TargetSpec struct {
	Kind   TargetKind
	Filter AttackFilter
	// Yours: an attack the player controls ("target weapon attack you
	// control").
	Yours bool
}

// legalTargets lists what a target spec may point at for p (CR 1.8.5), in
// a list the game reuses at the next call.
func (g *Game) legalTargets(p Player, t *TargetSpec) []Target {
	s := g.s
	out := g.bufs.targets[:0]
	switch t.Kind {
	case TargetOpposingHero:
		q := p.Opponent()
		if !s.Players[q].Lost {
			out = append(out, Target{Player: q, Obj: s.Players[q].Hero, Gen: s.Obj(s.Players[q].Hero).Gen})
		}
	case TargetAnyHero:
		for q := range s.Players {
			if !s.Players[q].Lost {
				out = append(out, Target{Player: Player(q), Obj: s.Players[q].Hero, Gen: s.Obj(s.Players[q].Hero).Gen})
			}
		}
	case TargetAttack:
		// CR 1.8.5a: only public objects on the stack or in the arena.
		for _, l := range s.Stack {
			if g.isAttack(l.Obj) && g.matches(t.Filter, l.Obj) && (!t.Yours || s.Obj(l.Obj).Controller == p) {
				out = append(out, Target{Player: NoPlayer, Obj: l.Obj, Gen: s.Obj(l.Obj).Gen})
			}
		}
		if link := s.Chain.Active(); link != nil && !link.Resolved && g.matches(t.Filter, link.Attack) && (!t.Yours || s.Obj(link.Attack).Controller == p) {
			out = append(out, Target{Player: NoPlayer, Obj: link.Attack, Gen: s.Obj(link.Attack).Gen})
		}
	}
	g.bufs.targets = out
	return out
}

// targetLegal re-checks a declared target (CR 5.3.2a).
func (g *Game) targetLegal(p Player, spec *TargetSpec, t Target) bool {
	for _, u := range g.legalTargets(p, spec) {
		if u.Obj == t.Obj && u.Gen == t.Gen && u.Player == t.Player {
			return true
		}
	}
	return false
}

// chooseTarget asks for a target among the legal ones (CR 1.8.5); with a
// single legal target the choice is made without asking. aim is what the
// layer's effects do to the target (aim.go), said on the question.
func (g *Game) chooseTarget(p Player, src ObjID, spec *TargetSpec, aim Aim, rule Rule) (Target, bool) {
	return g.chooseTargetAs(AskTarget, p, src, spec, aim, rule)
}

func (g *Game) chooseTargetAs(kind PromptKind, p Player, src ObjID, spec *TargetSpec, aim Aim, rule Rule) (Target, bool) {
	ts := g.legalTargets(p, spec)
	if len(ts) == 0 {
		return Target{}, false
	}
	if len(ts) == 1 {
		t := ts[0]
		if kind == AskTarget {
			// Chosen without asking: the log says what and why.
			g.emit(Event{Kind: EvAuto, Player: p, Obj: src, Other: t.Obj, Amount: int(t.Player), Why: AutoOnlyTarget, Rule: CR(1, 8, 5)})
		}
		return t, true
	}
	ts = append([]Target(nil), ts...) // the game's list serves others while the player chooses
	pr := Prompt{Kind: kind, Shape: ShapeOne, Player: p, Min: 1, Max: 1, Source: src, Aim: aim, Rule: rule}
	for i, t := range ts {
		o := opt(ActTarget, t.Obj, 0, t.Player, rule)
		o.Value = i
		if t.Player == NoPlayer {
			o.From = g.s.PlaceOf(t.Obj)
		} else {
			o.From = PlaceHero
		}
		pr.Options = append(pr.Options, o)
	}
	a := g.ask(pr)
	return ts[pr.Options[pr.Find(a.IDs[0])].Value], true
}

// chooseAttackTarget declares whom an attack attacks (CR 1.4.5, 5.1.4b).
// In a two-player game the only legal target is the opposing hero, so no
// question is asked.
func (g *Game) chooseAttackTarget(p Player, src ObjID) (Target, bool) {
	t, ok := g.chooseTargetAs(AskAttackTarget, p, src, &TargetSpec{Kind: TargetOpposingHero}, AimHarm, CR(1, 4, 5))
	return t, ok
}

// "target hero" read at resolution.

// TargetHero is the hero the layer targets, for "target hero" (CR 1.8.5:
// either hero, the controller's own as well): the player, and whether
// the layer's first target is a hero at all. A layer whose target became
// illegal does not resolve (CR 5.3.2a), so a resolving ability can trust it.
func (c *Ctx) TargetHero() (Player, bool) {
	if len(c.Targets) > 0 && c.Targets[0].Player != NoPlayer {
		return c.Targets[0].Player, true
	}
	return NoPlayer, false
}

package rules_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// cs looks up shipped cards by key.
func cs(keys ...string) []*rules.Card {
	out := make([]*rules.Card, len(keys))
	for i, k := range keys {
		out[i] = c(k)
	}
	return out
}

// duel is Rhinar (p1) against Dorinthea (p2), with the combat part given.
func duel(p1, p2 rules.Side, cb rules.Combat) rules.Position {
	if p1.Hero == nil {
		p1.Hero = c("Rhinar")
	}
	if p2.Hero == nil {
		p2.Hero = c("Dorinthea, Quicksilver Prodigy")
	}
	return rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{p1, p2}, Combat: cb}
}

func link(attacker rules.Player, attack string, defenders ...string) rules.PosLink {
	return rules.PosLink{Attacker: attacker, Attack: c(attack), Defender: attacker.Opponent(), Defenders: cs(defenders...)}
}

func layerOf(p rules.Player, card string) rules.PosLayer {
	return rules.PosLayer{Controller: p, Card: c(card), Kind: rules.CardLayer, Ability: -1, TargetPlayer: rules.NoPlayer}
}

// A position in the reaction step: Muscle Mutt attacks, Dodge defends. Both
// pass: the damage step deals 6 - 2 (CR 7.5.2), the resolution step gives
// the turn player priority, and passing closes the chain (CR 7.6.4).
func TestPositionOpenChainPlaysOn(t *testing.T) {
	pos := duel(rules.Side{}, rules.Side{}, rules.Combat{
		Chain: []rules.PosLink{link(0, "Muscle Mutt (yellow)", "Dodge (blue)")},
		Step:  rules.StepReaction,
	})
	x := newH(t, pos)
	s := x.g.S
	if !s.Chain.Open || s.Step != rules.StepReaction || len(s.Chain.Links) != 1 {
		t.Fatalf("chain open=%v step=%v links=%d, want an open chain in the reaction step", s.Chain.Open, s.Step, len(s.Chain.Links))
	}
	if got := len(s.Chain.Links[0].Defenders); got != 1 || s.Chain.Links[0].FromHand != 1 {
		t.Fatalf("defenders %d (from hand %d), want Dodge from hand", got, s.Chain.Links[0].FromHand)
	}
	x.run(seq(both(0), both(0), both(0))...)
	x.wantLife(1, 20-4)
	x.wantZone(0, rules.ZoneGraveyard, "Muscle Mutt")
	x.wantZone(1, rules.ZoneGraveyard, "Dodge")
	if s := x.g.S; s.Chain.Open || s.Priority != 0 {
		t.Errorf("chain open=%v priority=%v, want closed with p1 to act", s.Chain.Open, s.Priority)
	}
}

// A weapon's attack on the chain is an attack proxy of the weapon in the
// arena (CR 1.4.3); equipment defends from the defending hero's arena and
// stays there (CR 7.3.2a).
func TestPositionWeaponLinkAndEquipmentDefender(t *testing.T) {
	pos := duel(rules.Side{Hero: c("Dorinthea, Quicksilver Prodigy"), Arena: cs("Dawnblade, Resplendent")},
		rules.Side{Hero: c("Rhinar"), Arena: cs("Ironrot Helm")},
		rules.Combat{Chain: []rules.PosLink{link(0, "Dawnblade, Resplendent", "Ironrot Helm")}, Step: rules.StepDamage})
	x := newH(t, pos)
	s := x.g.S
	l := s.Chain.Links[0]
	if s.Obj(l.Attack).Proxy == rules.NoObj || s.CardOf(l.Source).Name != "Dawnblade, Resplendent" {
		t.Fatalf("the attack is not a proxy of Dawnblade")
	}
	helm := l.Defenders[0]
	if o := s.Obj(helm); o.Zone != rules.ZoneArena || !o.Defended {
		t.Errorf("Ironrot Helm zone %v defended %v, want it defending from the arena", o.Zone, o.Defended)
	}
	if !l.Damaged || l.Resolved {
		t.Errorf("damaged %v resolved %v, want damage calculated and the link not resolved (damage step)", l.Damaged, l.Resolved)
	}
	if got := s.Players[0].Turn.WeaponAttacks; got != 1 {
		t.Errorf("weapon attacks this turn %d, want 1", got)
	}
}

// Priority with the non-turn player after the turn player passed: their
// pass resolves the top layer (CR 1.11.4a), so the Sigil of Solace on the
// stack gives its life.
func TestPositionPriorityAfterAPass(t *testing.T) {
	pos := duel(rules.Side{Life: 10}, rules.Side{}, rules.Combat{
		Stack:         []rules.PosLayer{layerOf(0, "Sigil of Solace (blue)")},
		PriorityGiven: true, Priority: 1, Passed: true,
	})
	x := newH(t, pos)
	x.run(passP(1))
	x.wantLife(0, 11)
	x.wantZone(0, rules.ZoneGraveyard, "Sigil of Solace")
	if p := x.g.S.Priority; p != 0 {
		t.Errorf("priority %v, want the turn player after the layer resolved (CR 5.3.7)", p)
	}
}

// The same position without the pass: p2 passes to p1 first.
func TestPositionPriorityWithoutAPass(t *testing.T) {
	pos := duel(rules.Side{Life: 10}, rules.Side{}, rules.Combat{
		Stack:         []rules.PosLayer{layerOf(1, "Sigil of Solace (blue)")},
		PriorityGiven: true, Priority: 1,
	})
	x := newH(t, pos)
	x.run(passP(1))
	x.wantLife(1, 20)
	if p := x.g.S.Priority; p != 0 || len(x.g.S.Stack) != 1 {
		t.Errorf("priority %v stack %d, want p1 to answer the Sigil still on the stack", p, len(x.g.S.Stack))
	}
	x.run(passP(0))
	x.wantLife(1, 21)
}

// Effects in force: a reaction that resolved on the active link gives the
// attack its bonus (its target is the attack, CR 1.8.5); a non-attack action
// resolved before the chain opened binds its "next attack" to the first
// attack that matches (CR 1.8.10).
func TestPositionEffectsInForce(t *testing.T) {
	thrust := layerOf(0, "Thrust (red)")
	thrust.TargetCard = c("Dawnblade, Resplendent")
	pos := duel(rules.Side{Hero: c("Dorinthea, Quicksilver Prodigy"), Arena: cs("Dawnblade, Resplendent"),
		Graveyard: cs("Sharpen Steel (red)", "Thrust (red)")}, rules.Side{Hero: c("Rhinar")},
		rules.Combat{
			Chain:   []rules.PosLink{link(0, "Dawnblade, Resplendent")},
			Step:    rules.StepReaction,
			Effects: []rules.PosLayer{thrust, layerOf(0, "Sharpen Steel (red)")},
		})
	x := newH(t, pos)
	s := x.g.S
	if got := x.g.Power(s.Chain.Links[0].Attack); got != 2+3+3 {
		t.Errorf("Dawnblade's power %d, want 2 +3 (Sharpen Steel) +3 (Thrust)", got)
	}
	x.run(seq(both(0), both(0))...)
	x.wantLife(1, 20-8)
}

// 8.1.1d: an action played as though it were an instant may wait on the
// stack of the other player's turn; its go again then gives no action
// point, as a player gains action points only in their own action phase
// (CR 8.5.7b, 1.13.2b).
func TestPositionActionAsAnInstant(t *testing.T) {
	steel := layerOf(1, "Sharpen Steel (red)")
	pos := duel(rules.Side{}, rules.Side{Hero: c("Dorinthea, Quicksilver Prodigy")}, rules.Combat{Stack: []rules.PosLayer{steel}})
	if _, err := rules.NewPosition(pos); err == nil || !strings.Contains(err.Error(), "not-your-turn") {
		t.Fatalf("an action of p2 in p1's turn: err = %v, want refused as not-your-turn", err)
	}
	pos.Stack[0].AsInstant = true
	x := newH(t, pos)
	x.run(both(0)...)
	if a := x.g.S.Players[1].Actions; a != 0 {
		t.Errorf("p2 has %d action points, want 0 (CR 8.5.7b)", a)
	}
	x.wantZone(1, rules.ZoneGraveyard, "Sharpen Steel")
}

// An attack that left the chain before damage: the chain closes as a game
// state action (CR 1.10.2e, 7.7.2c) before anyone gains priority, and the
// reactions waiting on the stack go to the graveyard unresolved (7.7.3).
func TestPositionAttackLeftTheChain(t *testing.T) {
	thrust := layerOf(0, "Thrust (red)")
	thrust.TargetCard = c("Dawnblade, Resplendent")
	l := link(0, "Dawnblade, Resplendent")
	pos := duel(rules.Side{Hero: c("Dorinthea, Quicksilver Prodigy"), Arena: cs("Dawnblade, Resplendent")}, rules.Side{Hero: c("Rhinar")},
		rules.Combat{Chain: []rules.PosLink{l}, Step: rules.StepReaction, Stack: []rules.PosLayer{thrust}})
	pos.Chain[0].Left = true
	// The target is checked as the layer was declared, before the attack
	// left; but with it gone the position has no priority to give.
	given := pos
	given.PriorityGiven = true
	if _, err := rules.NewPosition(given); err == nil || !strings.Contains(err.Error(), "1.10.2e") {
		t.Errorf("priority over an attack that left: err = %v, want a refusal citing CR 1.10.2e", err)
	}
	x := newH(t, pos)
	x.run()
	s := x.g.S
	if s.Chain.Open || len(s.Stack) != 0 {
		t.Errorf("chain open=%v stack=%d, want the chain closed and the stack cleared", s.Chain.Open, len(s.Stack))
	}
	x.wantZone(0, rules.ZoneGraveyard, "Thrust")
	x.wantLife(1, 20)
}

// Positions the rules could not reach are refused, each with the part
// that is wrong.
func TestPositionRefusals(t *testing.T) {
	dawn := rules.Side{Hero: c("Dorinthea, Quicksilver Prodigy"), Arena: cs("Dawnblade, Resplendent")}
	rhinar := rules.Side{Hero: c("Rhinar"), Arena: cs("Ironrot Helm")}
	thrust := layerOf(0, "Thrust (red)")
	thrust.TargetCard = c("Dawnblade, Resplendent")
	mutt := link(0, "Muscle Mutt (yellow)")
	hitEarly := link(0, "Muscle Mutt (yellow)")
	hitEarly.Hit = true
	byAttacker := rules.PosLink{Attacker: 0, Attack: c("Muscle Mutt (yellow)"), Defender: 0, Defenders: cs("Dodge (blue)")}
	helmOfAttacker := link(0, "Dawnblade, Resplendent", "Ironrot Helm")
	tests := []struct {
		name     string
		p1, p2   rules.Side
		cb       rules.Combat
		part     string
		index    int
		contains string
	}{
		{"an attack that is not an attack", rules.Side{}, rules.Side{},
			rules.Combat{Chain: []rules.PosLink{link(0, "Sigil of Solace (blue)")}, Step: rules.StepReaction}, "chain", 0, "not an attack"},
		{"a defender belonging to the attacker", rules.Side{}, rules.Side{},
			rules.Combat{Chain: []rules.PosLink{byAttacker}, Step: rules.StepReaction}, "chain", 0, "only the defending hero"},
		{"equipment of the attacker defends", rules.Side{Hero: c("Dorinthea, Quicksilver Prodigy"), Arena: cs("Dawnblade, Resplendent", "Ironrot Helm")}, rules.Side{Hero: c("Rhinar")},
			rules.Combat{Chain: []rules.PosLink{helmOfAttacker}, Step: rules.StepReaction}, "chain", 0, "the attacker's"},
		{"a reaction with the chain closed", dawn, rhinar,
			rules.Combat{Stack: []rules.PosLayer{layerOf(0, "Razor Reflex (red)")}}, "stack", 0, "no-attack"},
		{"a reaction in the damage step", dawn, rhinar,
			rules.Combat{Chain: []rules.PosLink{link(0, "Dawnblade, Resplendent")}, Step: rules.StepDamage, Stack: []rules.PosLayer{thrust}}, "stack", 0, "not-attacking"},
		{"a defense reaction of the attacker", rules.Side{}, rules.Side{},
			rules.Combat{Chain: []rules.PosLink{mutt}, Step: rules.StepReaction, Stack: []rules.PosLayer{layerOf(0, "Dodge (blue)")}}, "stack", 0, "not-defending"},
		{"an attack above another layer", rules.Side{}, rules.Side{},
			rules.Combat{Stack: []rules.PosLayer{layerOf(0, "Muscle Mutt (yellow)"), layerOf(0, "Sigil of Solace (blue)")}}, "stack", 0, "bottom layer"},
		{"an attack of the other player", rules.Side{}, rules.Side{},
			rules.Combat{Chain: []rules.PosLink{link(1, "Raging Onslaught (yellow)")}, Step: rules.StepReaction}, "chain", 0, "p1's turn"},
		{"a hit before the damage step", rules.Side{}, rules.Side{},
			rules.Combat{Chain: []rules.PosLink{hitEarly}, Step: rules.StepReaction}, "chain", 0, "7.5.5"},
		{"a defender in the attack step", rules.Side{}, rules.Side{},
			rules.Combat{Chain: []rules.PosLink{link(0, "Muscle Mutt (yellow)", "Dodge (blue)")}, Step: rules.StepAttack}, "chain", 0, "defense reaction"},
		{"dominate and two cards from hand", rules.Side{}, rules.Side{},
			rules.Combat{Chain: []rules.PosLink{link(0, "Overload (red)", "Raging Onslaught (yellow)", "Muscle Mutt (yellow)")}, Step: rules.StepReaction}, "chain", 0, "8.3.4"},
		{"a card without defense defends", rules.Side{}, rules.Side{},
			rules.Combat{Chain: []rules.PosLink{link(0, "Muscle Mutt (yellow)", "Sigil of Solace (blue)")}, Step: rules.StepReaction}, "chain", 0, "7.3.2b"},
		{"a weapon that is not there", rules.Side{Hero: c("Dorinthea, Quicksilver Prodigy")}, rules.Side{Hero: c("Rhinar")},
			rules.Combat{Chain: []rules.PosLink{link(0, "Dawnblade, Resplendent")}, Step: rules.StepReaction}, "chain", 0, "p1.arena"},
		{"an open chain without a step", rules.Side{}, rules.Side{},
			rules.Combat{Chain: []rules.PosLink{mutt}}, "step", 0, "which step"},
		{"a step without a chain", rules.Side{}, rules.Side{},
			rules.Combat{Step: rules.StepDamage}, "step", 0, "open combat chain"},
		{"priority to the other player out of nowhere", rules.Side{}, rules.Side{},
			rules.Combat{PriorityGiven: true, Priority: 1}, "priority", 0, "1.11.4a"},
		{"two modes of a one-mode card", rules.Side{}, rules.Side{},
			rules.Combat{Effects: []rules.PosLayer{{Controller: 0, Card: c("Razor Reflex (red)"), Modes: []int{0, 1}, TargetPlayer: rules.NoPlayer}}}, "effects", 0, "1.7.5"},
		{"an effect from a card that is not there", rules.Side{}, rules.Side{},
			rules.Combat{Effects: []rules.PosLayer{layerOf(0, "Sigil of Solace (blue)")}}, "effects", 0, "p1.graveyard"},
		{"a target that is not legal", dawn, rhinar,
			rules.Combat{Chain: []rules.PosLink{link(0, "Dawnblade, Resplendent")}, Step: rules.StepReaction,
				Stack: []rules.PosLayer{func() rules.PosLayer { l := thrust; l.TargetCard = c("Muscle Mutt (yellow)"); return l }()}}, "stack", 0, "not a legal target"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rules.NewPosition(duel(tc.p1, tc.p2, tc.cb))
			var pe *rules.PositionError
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a PositionError", err)
			}
			if pe.Part != tc.part || pe.Index != tc.index || !strings.Contains(pe.Error(), tc.contains) {
				t.Errorf("err = %q (part %s, index %d), want part %s, index %d, containing %q", pe.Error(), pe.Part, pe.Index, tc.part, tc.index, tc.contains)
			}
		})
	}
}

// A position without the combat part builds the same game as before:
// nothing of the default changes.
func TestPositionDefaultUnchanged(t *testing.T) {
	pos := duel(rules.Side{Hand: cs("Muscle Mutt (yellow)")}, rules.Side{}, rules.Combat{})
	g, err := rules.NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	s := g.S
	if s.Chain.Open || len(s.Stack) != 0 || s.Priority != rules.NoPlayer || s.Step != rules.StepNone || len(s.Effects) != 0 {
		t.Errorf("chain %v stack %d priority %v step %v effects %d, want the default", s.Chain.Open, len(s.Stack), s.Priority, s.Step, len(s.Effects))
	}
}

// An ability that resolved earlier is replayed for what stays in force
// only: Awakening Bellow's "your next Brute attack action card gets +3" is
// in force, its intimidate happened back then and does not happen again.
func TestPositionEffectsKeepOnlyWhatStaysInForce(t *testing.T) {
	for name, pos := range map[string]rules.Position{
		"pN.resolved": duel(rules.Side{Resolved: cs("Awakening Bellow (red)")}, rules.Side{Hand: cs("Dodge (blue)")}, rules.Combat{}),
		"effects": duel(rules.Side{Graveyard: cs("Awakening Bellow (red)")}, rules.Side{Hand: cs("Dodge (blue)")},
			rules.Combat{Effects: []rules.PosLayer{layerOf(0, "Awakening Bellow (red)")}}),
	} {
		g, err := rules.NewPosition(pos)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		s := g.S
		if n := len(s.Zone(1, rules.ZoneHand)); n != 1 || len(s.Zone(1, rules.ZoneBanished)) != 0 {
			t.Errorf("%s: p2 hand %d, banished %d: the intimidate happened again", name, n, len(s.Zone(1, rules.ZoneBanished)))
		}
		if len(s.Effects) != 1 || !s.Effects[0].Next || s.Effects[0].Power != 3 {
			t.Errorf("%s: effects %+v, want the +3 waiting for the next Brute attack", name, s.Effects)
		}
	}
}

package rules_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// The cards of positions in the middle of a turn: synthetic stand-ins for
// the ones these tests were first written with (Muscle Mutt, Dodge,
// Dawnblade, Ironrot Helm, Sigil of Solace, Thrust, Sharpen Steel, Razor
// Reflex, Raging Onslaught, Overload, Awakening Bellow).
func positionCards() []*rules.Card {
	sword := rules.AttackFilter{Subtypes: rules.Sword}
	thrust := ruletest.AttackReaction("Thrust", 0, rules.TargetGets{Power: 3})
	thrust.Target = &rules.TargetSpec{Kind: rules.TargetAttack, Filter: sword}
	hone := ruletest.Action("Hone", 0, 1, rules.NextAttack{Filter: rules.AttackFilter{Weapon: true}, Power: 3})
	hone.Keywords = rules.GoAgain
	reflex := ruletest.AttackReaction("Reflex", 0)
	reflex.MinModes, reflex.MaxModes = 1, 1
	reflex.Modes = []rules.Mode{
		{Target: &rules.TargetSpec{Kind: rules.TargetAttack, Filter: sword}, Effects: []rules.Effect{rules.TargetGets{Power: 3}}},
		{Target: &rules.TargetSpec{Kind: rules.TargetAttack, Filter: rules.AttackFilter{ActionCard: true}}, Effects: []rules.Effect{rules.TargetGets{Power: 3}}},
	}
	overload := ruletest.Attack("Overload", 0, 6, 3)
	overload.Keywords = rules.Dominate
	bellow := ruletest.Action("Bellow", 0, 1, rules.NextAttack{Filter: rules.AttackFilter{ActionCard: true}, Power: 3, OnPlay: true}, rules.Intimidate{})
	bellow.Keywords = rules.GoAgain
	return []*rules.Card{
		ruletest.Attack("Mutt", 0, 6, 2),
		ruletest.Attack("Onslaught", 0, 6, 3),
		overload,
		ruletest.DefenseReaction("Dodge", 0, 2),
		ruletest.Weapon("Sword", 1, 2),
		ruletest.Equipment("Helm", rules.Head, 1, 0),
		ruletest.Instant("Sigil", 0, rules.GainLife{N: 1}),
		thrust, hone, reflex, bellow,
	}
}

func positionOf() *ruletest.Builder { return ruletest.Position(positionCards()...) }

// A position in the reaction step: Mutt attacks, Dodge defends. Both
// pass: the damage step deals 6 - 2 (CR 7.5.2), the resolution step gives
// the turn player priority, and passing closes the chain (CR 7.6.4).
func TestPositionOpenChainPlaysOn(t *testing.T) {
	x := positionOf().Link("Mutt", "Dodge").Step(rules.StepReaction).Start(t)
	s := x.G.State()
	if !s.Chain.Open || s.Step != rules.StepReaction || len(s.Chain.Links) != 1 {
		t.Fatalf("chain open=%v step=%v links=%d, want an open chain in the reaction step", s.Chain.Open, s.Step, len(s.Chain.Links))
	}
	if got := len(s.Chain.Links[0].Defenders); got != 1 || s.Chain.Links[0].FromHand != 1 {
		t.Fatalf("defenders %d (from hand %d), want Dodge from hand", got, s.Chain.Links[0].FromHand)
	}
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantLife(p2, 20-4, "Mutt's 6 less Dodge's 2 (CR 7.5.2)")
	x.WantZone(p1, rules.ZoneGraveyard, "Mutt")
	x.WantZone(p2, rules.ZoneGraveyard, "Dodge")
	if s := x.G.State(); s.Chain.Open || s.Priority != p1 {
		t.Errorf("chain open=%v priority=%v, want closed with p1 to act", s.Chain.Open, s.Priority)
	}
}

// A weapon's attack on the chain is an attack proxy of the weapon in the
// arena (CR 1.4.3); equipment defends from the defending hero's arena and
// stays there (CR 7.3.2a).
func TestPositionWeaponLinkAndEquipmentDefender(t *testing.T) {
	x := positionOf().Arena("Sword").Link("Sword", "Helm").Step(rules.StepDamage).
		P2().Arena("Helm").Start(t)
	s := x.G.State()
	l := s.Chain.Links[0]
	if s.Obj(l.Attack).Proxy == rules.NoObj || s.CardOf(l.Source).Key() != "Sword" {
		t.Fatalf("the attack is not a proxy of the Sword")
	}
	helm := l.Defenders[0]
	if o := s.Obj(helm); o.Zone != rules.ZoneArena || !o.Defended {
		t.Errorf("Helm zone %v defended %v, want it defending from the arena", o.Zone, o.Defended)
	}
	if !l.Damaged || l.Resolved {
		t.Errorf("damaged %v resolved %v, want damage calculated and the link not resolved (damage step)", l.Damaged, l.Resolved)
	}
	if got := s.Players[p1].Turn.WeaponAttacks; got != 1 {
		t.Errorf("weapon attacks this turn %d, want 1", got)
	}
}

// Priority with the non-turn player after the turn player passed: their
// pass resolves the top layer (CR 1.11.4a), so the Sigil on the stack
// gives its life.
func TestPositionPriorityAfterAPass(t *testing.T) {
	x := positionOf().Life(10).Layer("Sigil").Priority(p2, true).Start(t)
	x.Run(ruletest.Pass(p2))
	x.WantLife(p1, 11, "the Sigil resolved (CR 1.11.4a)")
	x.WantZone(p1, rules.ZoneGraveyard, "Sigil")
	if p := x.G.State().Priority; p != p1 {
		t.Errorf("priority %v, want the turn player after the layer resolved (CR 5.3.7)", p)
	}
}

// The same position without the pass: p2 passes to p1 first.
func TestPositionPriorityWithoutAPass(t *testing.T) {
	x := positionOf().Life(10).P2().Layer("Sigil").Priority(p2, false).Start(t)
	x.Run(ruletest.Pass(p2))
	x.WantLife(p2, 20, "p1 has not passed: the Sigil waits")
	if p := x.G.State().Priority; p != p1 || len(x.G.State().Stack) != 1 {
		t.Errorf("priority %v stack %d, want p1 to answer the Sigil still on the stack", p, len(x.G.State().Stack))
	}
	x.Run(ruletest.Pass(p1))
	x.WantLife(p2, 21, "both passed: the Sigil resolved")
}

// Effects in force: a reaction that resolved on the active link gives the
// attack its bonus (its target is the attack, CR 1.8.5); a non-attack action
// resolved before the chain opened binds its "next attack" to the first
// attack that matches (CR 1.8.10).
func TestPositionEffectsInForce(t *testing.T) {
	x := positionOf().Arena("Sword").Graveyard("Hone", "Thrust").
		Link("Sword").Step(rules.StepReaction).Effect("Thrust").Target("Sword").Effect("Hone").Start(t)
	x.WantPower(x.Attack(), 2+3+3, "2 +3 (Hone) +3 (Thrust)")
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantLife(p2, 20-8, "the Sword's 8 power, undefended")
}

// 8.1.1d: an action played as though it were an instant may wait on the
// stack of the other player's turn; its go again then gives no action
// point, as a player gains action points only in their own action phase
// (CR 8.5.7b, 1.13.2b).
func TestPositionActionAsAnInstant(t *testing.T) {
	pos, err := positionOf().P2().Layer("Hone").Build()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rules.NewPosition(pos); err == nil || !strings.Contains(err.Error(), "not-your-turn") {
		t.Fatalf("an action of p2 in p1's turn: err = %v, want refused as not-your-turn", err)
	}
	x := positionOf().P2().Layer("Hone").AsInstant().Start(t)
	x.Run(ruletest.Pass(p1), ruletest.Pass(p2))
	x.WantActions(p2, 0, "CR 8.5.7b")
	x.WantZone(p2, rules.ZoneGraveyard, "Hone")
}

// An attack that left the chain before damage: the chain closes as a game
// state action (CR 1.10.2e, 7.7.2c) before anyone gains priority, and the
// reactions waiting on the stack go to the graveyard unresolved (7.7.3).
func TestPositionAttackLeftTheChain(t *testing.T) {
	left := func() *ruletest.Builder {
		return positionOf().Arena("Sword").Link("Sword").Left().Step(rules.StepReaction).Layer("Thrust").Target("Sword")
	}
	// The target is checked as the layer was declared, before the attack
	// left; but with it gone the position has no priority to give.
	pos, err := left().Priority(p1, false).Build()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rules.NewPosition(pos); err == nil || !strings.Contains(err.Error(), "1.10.2e") {
		t.Errorf("priority over an attack that left: err = %v, want a refusal citing CR 1.10.2e", err)
	}
	x := left().Start(t)
	x.Run()
	s := x.G.State()
	if s.Chain.Open || len(s.Stack) != 0 {
		t.Errorf("chain open=%v stack=%d, want the chain closed and the stack cleared", s.Chain.Open, len(s.Stack))
	}
	x.WantZone(p1, rules.ZoneGraveyard, "Thrust")
	x.WantLife(p2, 20, "the attack left before damage (CR 7.7.2c)")
}

// Positions the rules could not reach are refused, each with the part
// that is wrong and, where the refusal cites one, the rule it breaks
// (rows whose refusal cites none name the rule the test is about).
func TestPositionRefusals(t *testing.T) {
	swordVsHelm := func() *ruletest.Builder { return positionOf().Arena("Sword").P2().Arena("Helm").P1() }
	tests := []struct {
		rule     string
		name     string
		pos      *ruletest.Builder
		part     string
		index    int
		contains string
	}{
		{"1.4.1", "an attack that is not an attack",
			positionOf().Link("Sigil").Step(rules.StepReaction), "chain", 0, "not an attack"},
		{"7.3.2a", "a defender belonging to the attacker",
			positionOf().Link("Mutt", "Dodge").Step(rules.StepReaction).Edit(func(p *rules.Position) { p.Chain[0].Defender = p1 }), "chain", 0, "only the defending hero"},
		{"7.3.2a", "equipment of the attacker defends",
			positionOf().Arena("Sword", "Helm").Link("Sword", "Helm").Step(rules.StepReaction), "chain", 0, "the attacker's"},
		{"8.1.2a", "a reaction with the chain closed",
			swordVsHelm().Layer("Reflex"), "stack", 0, "no-attack"},
		{"8.1.2a", "a reaction in the damage step",
			swordVsHelm().Link("Sword").Step(rules.StepDamage).Layer("Thrust").Target("Sword"), "stack", 0, "not-attacking"},
		{"8.1.3a", "a defense reaction of the attacker",
			positionOf().Link("Mutt").Step(rules.StepReaction).Layer("Dodge"), "stack", 0, "not-defending"},
		{"5.1.2b", "an equipment card played",
			positionOf().Arena("Helm").Layer("Helm"), "stack", 0, "never played"},
		{"8.1.1a", "an attack above another layer",
			positionOf().Layer("Mutt").Layer("Sigil"), "stack", 0, "bottom layer"},
		{"1.13.2b", "an attack of the other player",
			positionOf().P2().Link("Onslaught").Step(rules.StepReaction), "chain", 0, "p1's turn"},
		{"7.5.5", "a hit before the damage step",
			positionOf().Link("Mutt").Hit().Step(rules.StepReaction), "chain", 0, "7.5.5"},
		{"7.4.2d", "a defender in the attack step",
			positionOf().Link("Mutt", "Dodge").Step(rules.StepAttack), "chain", 0, "defense reaction"},
		{"8.3.4", "dominate and two cards from hand",
			positionOf().Link("Overload", "Onslaught", "Mutt").Step(rules.StepReaction), "chain", 0, "8.3.4"},
		{"7.3.2b", "a card without defense defends",
			positionOf().Link("Mutt", "Sigil").Step(rules.StepReaction), "chain", 0, "7.3.2b"},
		{"1.4.3", "a weapon that is not there",
			positionOf().Link("Sword").Step(rules.StepReaction), "chain", 0, "p1.arena"},
		{"7", "an open chain without a step",
			positionOf().Link("Mutt"), "step", 0, "which step"},
		{"7", "a step without a chain",
			positionOf().Step(rules.StepDamage), "step", 0, "open combat chain"},
		{"1.11.4a", "priority to the other player out of nowhere",
			positionOf().Priority(p2, false), "priority", 0, "1.11.4a"},
		{"1.7.5", "two modes of a one-mode card",
			positionOf().Graveyard("Reflex").Effect("Reflex").Edit(func(p *rules.Position) { p.Effects[0].Modes = []int{0, 1} }), "effects", 0, "1.7.5"},
		{"5.3.7", "an effect from a card that is not there",
			positionOf().Effect("Sigil"), "effects", 0, "p1.graveyard"},
		{"1.8.5", "a target that is not legal",
			swordVsHelm().Link("Sword").Step(rules.StepReaction).Layer("Thrust").Target("Mutt"), "stack", 0, "not a legal target"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := tc.pos.Build()
			if err != nil {
				t.Fatal(err)
			}
			_, err = rules.NewPosition(pos)
			var pe *rules.PositionError
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a PositionError (CR %s)", err, tc.rule)
			}
			if pe.Part != tc.part || pe.Index != tc.index || !strings.Contains(pe.Error(), tc.contains) {
				t.Errorf("err = %q (part %s, index %d), want part %s, index %d, containing %q (CR %s)", pe.Error(), pe.Part, pe.Index, tc.part, tc.index, tc.contains, tc.rule)
			}
			// A refusal that cites the rules cites the row's rule.
			if strings.Contains(pe.Error(), "(CR ") && !strings.Contains(pe.Error(), tc.rule) {
				t.Errorf("err = %q, want it to cite CR %s", pe.Error(), tc.rule)
			}
		})
	}
}

// A position without the combat part builds the same game as before:
// nothing of the default changes.
func TestPositionDefaultUnchanged(t *testing.T) {
	x := positionOf().Hand("Mutt").Start(t)
	s := x.G.State()
	if s.Chain.Open || len(s.Stack) != 0 || s.Priority != rules.NoPlayer || s.Step != rules.StepNone || len(s.Effects) != 0 {
		t.Errorf("chain %v stack %d priority %v step %v effects %d, want the default", s.Chain.Open, len(s.Stack), s.Priority, s.Step, len(s.Effects))
	}
}

// An ability that resolved earlier is replayed for what stays in force
// only: Bellow's "your next attack action card gets +3" is in force, its
// intimidate happened back then and does not happen again.
func TestPositionEffectsKeepOnlyWhatStaysInForce(t *testing.T) {
	for name, b := range map[string]*ruletest.Builder{
		"pN.resolved": positionOf().Resolved("Bellow").P2().Hand("Dodge"),
		"effects":     positionOf().Graveyard("Bellow").Effect("Bellow").P2().Hand("Dodge"),
	} {
		t.Run(name, func(t *testing.T) {
			x := b.Start(t)
			s := x.G.State()
			if n := len(s.Zone(p2, rules.ZoneHand)); n != 1 || len(s.Zone(p2, rules.ZoneBanished)) != 0 {
				t.Errorf("p2 hand %d, banished %d: the intimidate happened again", n, len(s.Zone(p2, rules.ZoneBanished)))
			}
			if len(s.Effects) != 1 || !s.Effects[0].Next || s.Effects[0].Power != 3 {
				t.Errorf("effects %+v, want the +3 waiting for the next attack", s.Effects)
			}
		})
	}
}

// CombatOf names the effects in force by what made each (ContEffect.Made):
// a position's effects come back as the entries that made them, each
// resolution once, a card's with the attack it targets (CR 1.8.5), the
// actions' first (CR 8.1.1b).
func TestCombatOfNamesEffectsByWhatMadeThem(t *testing.T) {
	x := positionOf().Arena("Sword").Graveyard("Hone", "Thrust", "Hone").
		Link("Sword").Step(rules.StepReaction).Effect("Thrust").Target("Sword").Effect("Hone").Effect("Hone").Start(t)
	for _, e := range x.G.State().Effects {
		if e.Made.Kind != rules.AbilityResolution {
			t.Errorf("an effect of %s made by %+v, want a card's resolution", x.G.State().Cards[e.SourceCard].Key(), e.Made)
		}
	}
	c, notes, why := x.G.CombatOf()
	if why != "" || len(notes) > 0 {
		t.Fatalf("why %q, notes %q", why, notes)
	}
	var got []string
	for _, l := range c.Effects {
		s := l.Card.Key()
		if l.Kind != rules.CardLayer {
			s += "?kind"
		}
		if l.TargetCard != nil {
			s += ">" + l.TargetCard.Key()
		}
		got = append(got, s)
	}
	if want := "[Hone Hone Thrust>Sword]"; fmt.Sprint(got) != want {
		t.Errorf("effects named %v, want %s", got, want)
	}
}

// CR 3.3.2: an arsenal zone holds at most one card, so NewPosition refuses
// a position with two in one arsenal, naming the player's arsenal (Part
// "arsenal", Index the player) for a reader such as a scenario file to
// put on its line; one card is a position.
func TestCR_3_3_2_APositionsArsenalHoldsOneCard(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	for _, tc := range []struct {
		name string
		b    *ruletest.Builder
		p    int
	}{
		{"p1's", ruletest.Position(jab).Arsenal("Jab", "Jab"), 0},
		{"p2's", ruletest.Position(jab).P2().Arsenal("Jab", "Jab"), 1},
	} {
		pos, err := tc.b.Build()
		if err != nil {
			t.Fatalf("%s: build: %v", tc.name, err)
		}
		_, err = rules.NewPosition(pos)
		var pe *rules.PositionError
		if !errors.As(err, &pe) || pe.Part != "arsenal" || pe.Index != tc.p || pe.Code != "arsenal-holds-one-card" {
			t.Errorf("%s arsenal of two: %v (%+v), want the refusal of CR 3.3.2 naming it", tc.name, err, pe)
		} else if !strings.Contains(err.Error(), "CR 3.3.2") || !strings.Contains(err.Error(), fmt.Sprintf("p%d.arsenal", tc.p+1)) {
			t.Errorf("%s: the words %q", tc.name, err)
		}
	}
	pos, err := ruletest.Position(jab).Arsenal("Jab").P2().Arsenal("Jab").Build()
	if err == nil {
		_, err = rules.NewPosition(pos)
	}
	if err != nil {
		t.Errorf("one card in each arsenal: %v", err)
	}
}

// CR 3.9.2, 3.7.2, 3.3.2, 3.14.2: a hand, a deck, an arsenal and a pitch
// zone hold only deck-cards (CR 1.3.2c); CR 8.1.8a: a token exists only in
// the arena. NewPosition refuses a position that puts a weapon, an
// equipment or a token there, naming the player's zone (Part, Index) and
// the rule; a graveyard holds a destroyed equipment (CR 3.8.2).
func TestCR_3_9_2_APositionsZonesHoldWhatTheyMay(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	blade := ruletest.Weapon("Blade", 1, 2)
	helm := ruletest.Equipment("Helm", rules.Head, 1, 0)
	coin := &rules.Card{Name: "Coin", Types: rules.Token}
	for _, tc := range []struct {
		name, part, code, rule string
		b                      *ruletest.Builder
		p                      int
	}{
		{"a weapon in hand", "hand", "zone-holds-deck-cards", "3.9.2", ruletest.Position(jab, blade).Hand("Jab", "Blade"), 0},
		{"an equipment in the deck", "deck", "zone-holds-deck-cards", "3.7.2", ruletest.Position(jab, helm).P2().Deck("Helm"), 1},
		{"an equipment in the pitch zone", "pitch", "zone-holds-deck-cards", "3.14.2", ruletest.Position(helm).Pitch("Helm"), 0},
		{"a token in the arsenal", "arsenal", "token-outside-arena", "8.1.8a", ruletest.Position(coin).Arsenal("Coin"), 0},
		{"a token in the graveyard", "graveyard", "token-outside-arena", "8.1.8a", ruletest.Position(coin).Graveyard("Coin"), 0},
		{"a token banished", "banished", "token-outside-arena", "8.1.8a", ruletest.Position(coin).P2().Banished("Coin"), 1},
	} {
		pos, err := tc.b.Build()
		if err != nil {
			t.Fatalf("%s: build: %v", tc.name, err)
		}
		_, err = rules.NewPosition(pos)
		var pe *rules.PositionError
		if !errors.As(err, &pe) || pe.Part != tc.part || pe.Index != tc.p || pe.Code != tc.code {
			t.Errorf("%s: %v (%+v), want %s naming p%d.%s", tc.name, err, pe, tc.code, tc.p+1, tc.part)
		} else if want := fmt.Sprintf("p%d.%s", tc.p+1, tc.part); !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "CR "+tc.rule) {
			t.Errorf("%s: the words %q, want them to start %q and cite CR %s", tc.name, err, want, tc.rule)
		}
	}
	pos, err := ruletest.Position(jab, helm, blade).Graveyard("Helm", "Blade", "Jab").P2().Banished("Helm").Build()
	if err == nil {
		_, err = rules.NewPosition(pos)
	}
	if err != nil {
		t.Errorf("an equipment and a weapon in the graveyard, an equipment banished: %v", err)
	}
}

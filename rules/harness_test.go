package rules_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// Synthetic cards for mechanics the first decks do not use. They are test
// data, not part of the pool.
func testHero(name string) *rules.Card {
	return &rules.Card{Name: name, Moniker: name, Types: rules.Hero, Subtypes: rules.Young, Classes: rules.Generic,
		Life: 20, Intellect: 4, Props: rules.HasLife | rules.HasIntellect}
}

func action(name string, cost, pitch int, effs ...rules.Effect) *rules.Card {
	return &rules.Card{Name: name, Color: rules.Blue, Types: rules.Action, Classes: rules.Generic, Cost: cost, Pitch: pitch, Defense: 2,
		Props: rules.HasCost | rules.HasPitch | rules.HasDefense, Resolve: effs}
}

func attack(name string, cost, power, def int) *rules.Card {
	return &rules.Card{Name: name, Color: rules.Red, Types: rules.Action, Subtypes: rules.Attack, Classes: rules.Generic,
		Cost: cost, Pitch: 1, Power: power, Defense: def, Props: rules.HasCost | rules.HasPitch | rules.HasPower | rules.HasDefense}
}

func instant(name string, cost int, effs ...rules.Effect) *rules.Card {
	return &rules.Card{Name: name, Color: rules.Blue, Types: rules.Instant, Classes: rules.Generic, Cost: cost, Pitch: 3,
		Props: rules.HasCost | rules.HasPitch, Resolve: effs}
}

func resource(name string, pitch int) *rules.Card {
	return &rules.Card{Name: name, Color: rules.Blue, Types: rules.Resource, Classes: rules.Generic, Pitch: pitch, Defense: 3,
		Props: rules.HasPitch | rules.HasDefense}
}

var (
	heroA  = testHero("Alpha")
	heroB  = testHero("Beta")
	gem    = resource("Gem", 3)
	pebble = resource("Pebble", 1)
)

// h is a scripted game from a position.
type h struct {
	t      *testing.T
	g      *rules.Game
	script *rules.ScriptDecider
	err    error
}

func newH(t *testing.T, pos rules.Position) *h {
	t.Helper()
	if pos.Players[0].Hero == nil {
		pos.Players[0].Hero = heroA
	}
	if pos.Players[1].Hero == nil {
		pos.Players[1].Hero = heroB
	}
	if pos.Phase == 0 {
		pos.Phase = rules.PhaseAction
	}
	g, err := rules.NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	return &h{t: t, g: g}
}

// run answers with steps until they run out; strict about anything else.
func (x *h) run(steps ...rules.Scripted) *h {
	x.t.Helper()
	x.script = &rules.ScriptDecider{Steps: steps}
	x.g.SetDecider(0, x.script)
	x.g.SetDecider(1, x.script)
	x.err = x.g.Run(context.Background())
	if x.err != nil && !errors.Is(x.err, rules.ErrScriptDone) {
		x.t.Fatalf("run: %v", x.err)
	}
	if err := x.script.Unused(); err != nil {
		x.t.Fatal(err)
	}
	return x
}

func name(v rules.View, obj rules.ObjID) string {
	if c := v.Card(obj); c != nil {
		return c.Name
	}
	return ""
}

func pick(kind rules.PromptKind, p rules.Player, act rules.Act, card string) rules.Scripted {
	return rules.Scripted{Kind: kind, Player: p, Label: fmt.Sprint(act, " ", card), Answer: func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		for _, o := range pr.Options {
			if o.Act == act && (card == "" || name(v, o.Obj) == card) {
				return rules.Pick(o.ID), nil
			}
		}
		return rules.Answer{}, fmt.Errorf("no %s %q among the options", act, card)
	}}
}

func play(p rules.Player, card string) rules.Scripted {
	return pick(rules.AskPriority, p, rules.ActPlay, card)
}
func activate(p rules.Player, card string) rules.Scripted {
	return pick(rules.AskPriority, p, rules.ActActivate, card)
}
func passP(p rules.Player) rules.Scripted { return pick(rules.AskPriority, p, rules.ActPass, "") }
func pitch(p rules.Player, card string) rules.Scripted {
	return pick(rules.AskPitch, p, rules.ActPitch, card)
}
func may(p rules.Player, yes bool) rules.Scripted {
	if yes {
		return pick(rules.AskMay, p, rules.ActYes, "")
	}
	return pick(rules.AskMay, p, rules.ActNo, "")
}

// both: the player with priority passes, then the other.
func both(first rules.Player) []rules.Scripted {
	return []rules.Scripted{passP(first), passP(1 - first)}
}

func xval(p rules.Player, n int) rules.Scripted {
	return rules.Scripted{Kind: rules.AskX, Player: p, Label: fmt.Sprint("x ", n), Answer: func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		return rules.Answer{X: n}, nil
	}}
}

func seq(parts ...any) []rules.Scripted {
	var out []rules.Scripted
	for _, p := range parts {
		switch v := p.(type) {
		case rules.Scripted:
			out = append(out, v)
		case []rules.Scripted:
			out = append(out, v...)
		default:
			panic(fmt.Sprintf("seq: %T", p))
		}
	}
	return out
}

// combat answers a whole undefended attack from layer step to resolution
// step, the attacker being p.
func combat(p rules.Player, def rules.Scripted) []rules.Scripted {
	return seq(both(p), both(p), def, both(p), both(p), both(p))
}

func (x *h) life(p rules.Player) int { return x.g.S.Players[p].Life }

func (x *h) zoneNames(p rules.Player, z rules.Zone) []string {
	var out []string
	for _, obj := range x.g.S.Zone(p, z) {
		out = append(out, x.g.S.CardOf(obj).Name)
	}
	return out
}

func (x *h) wantLife(p rules.Player, want int) {
	x.t.Helper()
	if got := x.life(p); got != want {
		x.t.Errorf("player %d life = %d, want %d", p+1, got, want)
	}
}

func (x *h) wantZone(p rules.Player, z rules.Zone, want ...string) {
	x.t.Helper()
	got := x.zoneNames(p, z)
	if strings.Join(got, ",") != strings.Join(want, ",") {
		x.t.Errorf("player %d %s = %q, want %q", p+1, z, got, want)
	}
}

func list(cs ...*rules.Card) []*rules.Card { return cs }

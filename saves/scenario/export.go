package scenario

import (
	"fmt"
	"hash/fnv"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// Exportable reports whether a game's position can be written as a
// scenario (FORMAT.md "The position"): the turn player has priority in the
// action phase, with an empty stack, a closed combat chain and no
// triggered ability waiting. A position cannot hold a stack or an open
// chain yet; why says what is in the way.
func Exportable(g *rules.Game) (ok bool, why string) {
	s := g.S
	switch {
	case s.Phase != rules.PhaseAction:
		return false, "not the action phase"
	case len(s.Stack) > 0:
		return false, "layers on the stack"
	case s.Chain.Open || len(s.Chain.Links) > 0:
		return false, "an open combat chain"
	case len(s.Pending) > 0:
		return false, "triggered abilities waiting"
	case s.Priority != s.TurnPlayer:
		return false, "the turn player does not have priority"
	}
	return true, ""
}

// Export writes the position of g as a scenario file: title and notes
// (comment lines) first, then both players' zones. It needs an
// Exportable position. Effects in force
// are not part of the format: notes say when effects are lost.
func Export(g *rules.Game, title string, notes ...string) ([]byte, error) {
	if ok, why := Exportable(g); !ok {
		return nil, fmt.Errorf("the position cannot be written as a scenario: %s", why)
	}
	s := g.S
	var b strings.Builder
	for _, n := range notes {
		for _, l := range strings.Split(n, "\n") {
			b.WriteString("# " + rules.Printable(l) + "\n")
		}
	}
	if len(s.Effects) > 0 {
		b.WriteString("# effects in force at this point are not written (the format cannot hold them yet)\n")
	}
	fmt.Fprintf(&b, "scenario: %s\n", rules.Printable(title))
	b.WriteString("rules: 1.10\n") // CR 1.10: the game state
	// The generator goes on where the game's stood: rules.NewRNG(seed)
	// starts from seed ^ its constant, so this seed gives the same state.
	fmt.Fprintf(&b, "seed: %d\n", s.RNG.S^rngConst)
	b.WriteString(positionText(g))
	// What holds at the first question: the file runs as it is
	// (`rathe scenario run`); add answers and expectations above it.
	b.WriteString("\nexpect:\n")
	fmt.Fprintf(&b, "turn: %s %d\n", playerName(s.TurnPlayer), s.Turn)
	fmt.Fprintf(&b, "priority: %s\n", playerName(s.TurnPlayer))
	for p := range rules.Player(2) {
		fmt.Fprintf(&b, "%s.life: %d\n", playerName(p), s.Players[p].Life)
	}
	return []byte(b.String()), nil
}

// rngConst is what rules.NewRNG mixes into a seed.
var rngConst = rules.NewRNG(0).S

// positionText is the position part of an export: everything the format
// holds, in a fixed order.
func positionText(g *rules.Game) string {
	s := g.S
	var b strings.Builder
	fmt.Fprintf(&b, "turn: %s %d\n", playerName(s.TurnPlayer), s.Turn)
	b.WriteString("phase: action\n")
	for p := range rules.Player(2) {
		ps := &s.Players[p]
		k := playerName(p) + "."
		b.WriteString("\n")
		fmt.Fprintf(&b, "%shero: %s\n", k, cardKey(s.CardOf(ps.Hero)))
		fmt.Fprintf(&b, "%slife: %d\n", k, ps.Life)
		var arena []string
		for _, obj := range s.Zone(p, rules.ZoneArena) {
			if obj == ps.Hero || s.Obj(obj).Gone {
				continue
			}
			arena = append(arena, cardKey(s.CardOf(obj))+countersOf(s.Obj(obj)))
		}
		zone(&b, k+"arena", arena)
		zone(&b, k+"hand", keys(s, s.Zone(p, rules.ZoneHand)))
		zone(&b, k+"deck", keys(s, s.Zone(p, rules.ZoneDeck)))
		if ars := s.Zone(p, rules.ZoneArsenal); len(ars) > 0 {
			o := s.Obj(ars[0])
			up := ""
			if o.FaceUp {
				up = "up "
			}
			fmt.Fprintf(&b, "%sarsenal: %s%s%s\n", k, up, cardKey(s.CardOf(ars[0])), countersOf(o))
		}
		zone(&b, k+"graveyard", keys(s, s.Zone(p, rules.ZoneGraveyard)))
		zone(&b, k+"banished", keys(s, s.Zone(p, rules.ZoneBanished)))
		zone(&b, k+"pitch", keys(s, s.Zone(p, rules.ZonePitch)))
		fmt.Fprintf(&b, "%sresources: %d\n", k, ps.Resources)
		if p == s.TurnPlayer {
			fmt.Fprintf(&b, "%sactions: %d\n", k, ps.Actions)
		}
	}
	return b.String()
}

func keys(s *rules.State, objs []rules.ObjID) []string {
	out := make([]string, 0, len(objs))
	for _, obj := range objs {
		out = append(out, cardKey(s.CardOf(obj)))
	}
	return out
}

func zone(b *strings.Builder, key string, cards []string) {
	if len(cards) == 0 {
		fmt.Fprintf(b, "%s: nothing\n", key)
		return
	}
	fmt.Fprintf(b, "%s: %s\n", key, strings.Join(cards, ", "))
}

// countersOf writes an object's counters: " [defense -1, power 1]".
func countersOf(o *rules.Obj) string {
	var parts []string
	for k, n := range o.Counters {
		if n != 0 && k < len(counterNames) {
			parts = append(parts, fmt.Sprintf("%s %d", counterNames[k], n))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " [" + strings.Join(parts, ", ") + "]"
}

// PositionHash digests what a scenario holds of a game's position (the
// zones, in order, life, counters, resources, the turn): two games with
// the same hash are the same position as a scenario writes it. State.Hash
// cannot compare them: a scenario's game numbers its objects anew.
func PositionHash(g *rules.Game) uint64 {
	h := fnv.New64a()
	h.Write([]byte(positionText(g)))
	return h.Sum64()
}

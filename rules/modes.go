package rules

// Modes (CR 5.1.4): cards that make their controller choose one or more
// modes as they are played.

import "slices"

// Mode is one choice of a modal ability.
type Mode struct {
	Effects []Effect
	Target  *TargetSpec
}

// choosableModes counts the modes of c that p could choose now: a mode
// whose target has no legal choice cannot be chosen.
func (g *Game) choosableModes(p Player, c *Card) int {
	n := 0
	for i := range c.Modes {
		if t := c.Modes[i].Target; t == nil || len(g.legalTargets(p, t)) > 0 {
			n++
		}
	}
	return n
}

// chooseModes asks for the modes of a modal card (CR 1.7.5, 5.1.4a).
func (g *Game) chooseModes(p Player, obj ObjID, c *Card) []int8 {
	pr := Prompt{Kind: AskModes, Shape: ShapeSubset, Player: p, Min: c.MinModes, Max: c.MaxModes, Source: obj, Rule: CRSub(5, 1, 4, 'a'),
		Options: optionBuf(&g.bufs.modes)} // the game's, reused by the next modal card
	if pr.Min == 0 && pr.Max == 0 {
		pr.Min, pr.Max = 1, 1
	}
	for i := range c.Modes {
		o := opt(ActMode, obj, int8(i), NoPlayer, CR(1, 7, 5))
		o.Value = i
		o.From = PlaceStack
		o.About = AbilityRef{Kind: AbilityMode, Card: g.s.Obj(obj).Card, Index: int8(i)}
		if t := c.Modes[i].Target; t != nil && len(g.legalTargets(p, t)) == 0 {
			continue // a mode with no legal target cannot be chosen
		}
		pr.Options = append(pr.Options, o)
	}
	if len(pr.Options) == 0 {
		return nil
	}
	if len(pr.Options) < pr.Min {
		pr.Min = len(pr.Options)
	}
	if len(pr.Options) < pr.Max {
		pr.Max = len(pr.Options) // CR 1.7.5b: each mode at most once
	}
	if pr.Min == 1 && pr.Max == 1 {
		pr.Shape = ShapeOne
	}
	if cap(pr.Options) > cap(g.bufs.modes) {
		g.bufs.modes = pr.Options
	}
	a := g.ask(pr)
	out := g.newModes(len(a.IDs))
	for _, id := range a.IDs {
		out = append(out, int8(pr.Options[pr.Find(id)].Value))
	}
	// CR 1.7.5b: chosen modes happen in the order the card lists them.
	slices.Sort(out)
	return out
}

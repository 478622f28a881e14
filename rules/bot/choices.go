package bot

import (
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

// The answers worth trying for one question (doc.go): every answer the
// prompt allows, less those that differ from one tried already only by
// which copy of a card they take.

// maxSubset is the most options a subset prompt is enumerated over;
// past it only the subsets of the first maxSubset are tried (a hand of
// the precons never comes near it).
const maxSubset = 14

// maxOrder is the most options whose every order is tried; past it the
// listed order alone.
const maxOrder = 6

// choices lists the answers worth trying for p, asked in g.
func choices(p *rules.Prompt, g *rules.Game) []given {
	var out []given
	seen := map[string]bool{}
	add := func(a rules.Answer, key string) {
		if seen[key] {
			return
		}
		seen[key] = true
		out = append(out, given{steps: stepsOf(g, p, a, false), kind: p.Kind, answer: a})
	}
	switch p.Shape {
	case rules.ShapeNumber:
		for x := p.XMin; x <= p.XMax; x++ {
			out = append(out, given{steps: stepsOf(g, p, rules.Answer{X: x}, false), kind: p.Kind, answer: rules.Answer{X: x}})
		}
	case rules.ShapeOne:
		for _, o := range p.Options {
			add(rules.Pick(o.ID), optionKey(g, o))
		}
	case rules.ShapeSubset:
		n := min(len(p.Options), maxSubset)
		for mask := 0; mask < 1<<n; mask++ {
			var a rules.Answer
			var keys []string
			for i := range n {
				if mask&(1<<i) != 0 {
					a.IDs = append(a.IDs, p.Options[i].ID)
					keys = append(keys, optionKey(g, p.Options[i]))
				}
			}
			if p.Check(a) != nil {
				continue
			}
			slices.Sort(keys)
			add(a, joinKeys(keys))
		}
	case rules.ShapeOrder:
		if len(p.Options) > maxOrder {
			a := rules.LeastAnswer(*p)
			out = append(out, given{steps: stepsOf(g, p, a, false), kind: p.Kind, answer: a})
			break
		}
		idx := make([]int, len(p.Options))
		for i := range idx {
			idx[i] = i
		}
		permute(idx, 0, func(order []int) {
			a := rules.Answer{IDs: make([]int32, len(order))}
			keys := make([]string, len(order))
			for i, j := range order {
				a.IDs[i] = p.Options[j].ID
				keys[i] = optionKey(g, p.Options[j])
			}
			add(a, joinKeys(keys))
		})
	}
	return out
}

// permute calls f with every order of idx[k:] after idx[:k].
func permute(idx []int, k int, f func([]int)) {
	if k == len(idx) {
		f(idx)
		return
	}
	for i := k; i < len(idx); i++ {
		idx[k], idx[i] = idx[i], idx[k]
		permute(idx, k+1, f)
		idx[k], idx[i] = idx[i], idx[k]
	}
}

func joinKeys(keys []string) string {
	n := 0
	for _, k := range keys {
		n += len(k) + 1
	}
	b := make([]byte, 0, n)
	for _, k := range keys {
		b = append(b, k...)
		b = append(b, '|')
	}
	return string(b)
}

// optionKey names what an option does: by its id, but for a card in a
// hidden or interchangeable place (hand, arsenal, pitch zone, deck), by
// the card's definition, so that copies of one card are one choice.
func optionKey(g *rules.Game, o rules.Option) string {
	b := make([]byte, 0, 24)
	b = append(b, byte(o.Act), byte(o.From), byte(o.Ability), byte(o.Player+1), byte(o.Value), byte(o.About.Kind), byte(o.About.Index))
	obj := int64(o.Obj)
	if v := g.Omniscient(); v.Visible(o.Obj) {
		switch o.From {
		case rules.PlaceHand, rules.PlaceArsenal, rules.PlacePitch, rules.PlaceDeck:
			obj = -2 - int64(v.CardIndex(o.Obj))
		}
	}
	for i := 0; i < 8; i++ {
		b = append(b, byte(obj>>(8*i)))
	}
	return string(b)
}

// stepsOf describes an answer to p, asked in g: one step per chosen
// option, or one for a number.
func stepsOf(g *rules.Game, p *rules.Prompt, a rules.Answer, forced bool) []Step {
	if p.Shape == rules.ShapeNumber {
		return []Step{{Kind: p.Kind, Player: rules.NoPlayer, X: a.X, Forced: forced, Purpose: p.Purpose}}
	}
	out := make([]Step, 0, len(a.IDs))
	for _, id := range a.IDs {
		i := p.Find(id)
		if i < 0 {
			continue
		}
		o := p.Options[i]
		st := Step{Kind: p.Kind, Act: o.Act, Place: o.From, About: o.About, Player: o.Player, Value: o.Value, Purpose: p.Purpose, Forced: forced}
		st.Card = g.Omniscient().Card(o.Obj)
		out = append(out, st)
	}
	return out
}

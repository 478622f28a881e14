package bot

import (
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

// The answers worth trying for one question (doc.go): every answer the
// prompt allows (rules.Answers), less those that differ from one tried
// already only by which copy of a card they take.

// enumerate is how choices enumerates a prompt's answers (rules.Answers):
// the subsets of at most 14 options (past it, the subsets of the first 14;
// a hand of the precons never comes near it) and every order of at most 6
// (past it, the listed order alone). A function, not a shared value: Each
// keeps its memory in the Answers it runs on, so two searches on two
// goroutines (sim's workers) must never share one.
func enumerate() rules.Answers { return rules.Answers{MaxSubset: 14, MaxOrder: 6} }

// choices lists the answers worth trying for p, asked in g.
func choices(p *rules.Prompt, g *rules.Game) []given {
	var out []given
	seen := map[string]bool{}
	en := enumerate()
	var keys []string
	en.Each(p, func(a rules.Answer) bool {
		a.IDs = slices.Clone(a.IDs) // kept: Each reuses its memory
		if p.Shape != rules.ShapeNumber {
			keys = keys[:0]
			for _, id := range a.IDs {
				keys = append(keys, optionKey(g, p.Options[p.Find(id)]))
			}
			if p.Shape == rules.ShapeSubset {
				slices.Sort(keys) // a set: the same cards in any order
			}
			key := joinKeys(keys)
			if seen[key] {
				return true
			}
			seen[key] = true
		}
		out = append(out, given{steps: stepsOf(g, p, a, false), kind: p.Kind, answer: a})
		return true
	})
	return out
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
	return stepsIn(nil, g, p, a, forced)
}

// stepsIn is stepsOf in the memory of mem (nil: its own).
func stepsIn(mem *slab[Step], g *rules.Game, p *rules.Prompt, a rules.Answer, forced bool) []Step {
	n := 1
	if p.Shape != rules.ShapeNumber {
		n = len(a.IDs)
	}
	var out []Step
	if mem != nil {
		out = mem.take(n)[:0]
	} else {
		out = make([]Step, 0, n)
	}
	if p.Shape == rules.ShapeNumber {
		return append(out, Step{Kind: p.Kind, Player: rules.NoPlayer, X: a.X, Forced: forced, Purpose: p.Purpose})
	}
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

package bot

import "github.com/rathe-tcg/rathe/rules"

// Why a card is pitched rather than another (CR 1.14.3: a player pays a
// cost by pitching cards from hand, and chooses which). The reason of a
// pitch names the cards kept: those the plan plays later in the turn, or
// else the cards that could have paid and stay in hand.

// planKeeps is what the plan's pitch, its answer k, keeps: the cards the
// line plays after it from hand or arsenal (now: they are kept to be
// played this turn), of those the player holds now (a card the line
// draws later is not kept); when it plays none, the cards the prompt
// offered to pitch that the line neither pitches nor plays later (kept
// past the turn). The pitched cards are the answer's.
//
// What the line does after a card its world showed (a draw: Line's
// unsure answers) is that world's, not the real one's: the cards played
// are counted up to it, and none is said kept past the turn. Nor is one
// when the answer leaves some of the cost owed (CR 1.14.3): the rest is
// pitched next, by the engine itself when one card alone can pay, with
// no answer of the line to show which.
func planKeeps(l *Line, k int, p *rules.Prompt, v rules.View, a rules.Answer) (keeps []*rules.Card, now bool) {
	held := map[string]int{}
	for _, z := range []rules.Zone{rules.ZoneHand, rules.ZoneArsenal} {
		for _, obj := range v.Zone(p.Player, z) {
			if c := v.Card(obj); c != nil {
				held[c.Key()]++
			}
		}
	}
	for _, id := range a.IDs {
		if i := p.Find(id); i >= 0 {
			if c := v.Card(p.Options[i].Obj); c != nil {
				held[c.Key()]--
			}
		}
	}
	var later []Step
	i := 0
	for q := 0; q <= k && q < len(l.stepCounts); q++ {
		i += l.stepCounts[q]
	}
	if i <= len(l.Steps) {
		later = l.Steps[i:]
	}
	// sure is how many of the later steps come before the first answer
	// made after the world showed a card.
	sure, j := 0, i
	for q := k + 1; q < len(l.stepCounts) && q < len(l.unsure) && !l.unsure[q]; q++ {
		j += l.stepCounts[q]
	}
	if j <= len(l.Steps) {
		sure = j - i
	}
	for _, s := range later[:sure] {
		if s.Chance != nil {
			break // the steps after a chance node are one outcome's
		}
		if s.Kind == rules.AskPriority && s.Act == rules.ActPlay && s.Card != nil &&
			(s.Place == rules.PlaceHand || s.Place == rules.PlaceArsenal) && held[s.Card.Key()] > 0 {
			held[s.Card.Key()]--
			keeps = append(keeps, s.Card)
		}
	}
	if len(keeps) > 0 {
		return keeps, true
	}
	if sure < len(later) || paidBy(p, a) < p.Owed {
		return nil, false
	}
	// Nothing more is played: what stays is what the prompt offered but
	// the cards pitched now and later in the line.
	used := map[string]int{}
	for _, s := range later {
		if s.Chance != nil {
			break
		}
		if s.Kind == rules.AskPitch && s.Card != nil {
			used[s.Card.Key()]++
		}
	}
	return otherOptions(v, p, a, used), false
}

// otherOptions are the cards of p's options that answer a does not take,
// in the prompt's order, but as many of each card as used counts (those
// the line spends later).
func otherOptions(v rules.View, p *rules.Prompt, a rules.Answer, used map[string]int) []*rules.Card {
	var out []*rules.Card
	for _, o := range p.Options {
		if o.Obj == rules.NoObj || pickedIn(a, o.ID) {
			continue
		}
		c := v.Card(o.Obj)
		if c == nil {
			continue
		}
		if used[c.Key()] > 0 {
			used[c.Key()]--
			continue
		}
		out = append(out, c)
	}
	return out
}

// paidBy is the resources answer a to the pitch prompt p gives.
func paidBy(p *rules.Prompt, a rules.Answer) int {
	n := 0
	for _, id := range a.IDs {
		if i := p.Find(id); i >= 0 {
			n += p.Options[i].Value
		}
	}
	return n
}

func pickedIn(a rules.Answer, id int32) bool {
	for _, x := range a.IDs {
		if x == id {
			return true
		}
	}
	return false
}

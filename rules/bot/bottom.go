package bot

import (
	"cmp"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// bottomOrderIn is the goldfish bot's answer to the order of the pitched
// cards put at the bottom of the deck (CR 4.4.3c: their owner chooses it,
// hidden from the others; nothing of the turn reads it, doc.go), its ids
// in ids (len(p.Options) long): the cards by name and colour (Card.Key,
// without building it), copies of one card by id. The search answers it
// so (searcher.forced), and so does the Goldfisher off its line
// (goldfisher.go), where its searches end before the question
// (rules.Game.RunTurnSettled).
//
// Not the order listed, which is the order they were pitched in. The
// table of positions takes the pitch zone as a set (rules.PositionKey):
// a position met again by another order of the same plays took the line
// found at the first, and with it that line's pitch order, so the order
// the search met the two in (a chance node's outcomes, searchOrder)
// named the card the deck gives back first once it is gone through.
// Nor is the table keyed by the pitch order: every position after a
// pitch would stand apart from its twins, for an answer the turn never
// reads. What the key holds of the pitch zone is its cards, and the
// copies of one card there keep the order of their ids in its naming
// (rules.Relabel: the objects that exist, in id order; rules.Copies: the
// copies in a pitch zone take the lowest places, in id order), so a line
// from the table, renamed (rename.go), gives the order a search of the
// position gives. By name, not by the game's index of the definitions:
// the same cards in the same order in every game of a deck (the memo's
// lines, memo.go, serve them all). Which of two copies goes first
// changes nothing but the ids.
func bottomOrderIn(v rules.View, p *rules.Prompt, ids []int32) rules.Answer {
	// The options' indices sorted by insertion (a few cards, nothing
	// allocated), then their ids.
	for i := range p.Options {
		o := &p.Options[i]
		c := v.Card(o.Obj)
		j := i
		for ; j > 0; j-- {
			q := &p.Options[ids[j-1]]
			if cmp.Or(compareCards(v.Card(q.Obj), c), cmp.Compare(q.Obj, o.Obj)) < 0 {
				break
			}
			ids[j] = ids[j-1]
		}
		ids[j] = int32(i)
	}
	for k, i := range ids {
		ids[k] = p.Options[i].ID
	}
	return rules.Answer{IDs: ids}
}

// compareCards orders card definitions by name, then colour.
func compareCards(a, b *rules.Card) int {
	return cmp.Or(strings.Compare(a.Name, b.Name), cmp.Compare(a.Color, b.Color))
}

// isBottomOrder reports whether p asks the order of the pitched cards to
// the bottom of the deck, with more than one card (CR 4.4.3c).
func isBottomOrder(p *rules.Prompt) bool {
	return p.Shape == rules.ShapeOrder && len(p.Options) > 1 && p.Rule == rules.CRSub(4, 4, 3, 'c')
}

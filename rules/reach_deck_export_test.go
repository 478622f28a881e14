package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// DeckPassesAgree makes Reach's pass over the turn player's deck of g
// (its first k cards, for every k; then the deck shuffled) with each of
// a few deckIns, asking one scratch's memo (deckPass) and, fresh, a pass
// of its own (passDeck), and says the first way the two differ ("" where
// none does). Each is also asked again at half its length (the memo's
// answer, where it kept it); the ranked cards are checked against rank's
// of the cards in the deck's order with what every attack gets added to
// each alike (reach adds it after the pass), and (at every eighth
// length) the pass's items (deckPass.item) against rankedCards.item's of
// the ranked cards so added to. It returns too how many asks the memo
// answered.
func DeckPassesAgree(g *Game, seed uint64) (string, int) {
	s := g.s
	deck := slices.Clone(s.Zone(s.TurnPlayer, ZoneDeck))
	r := rand.New(rand.NewPCG(seed, 7))
	memo, fresh := new(reachScratch), new(reachScratch)
	ins := []deckIn{{}, {each: 1, paidEach: 2}, {eachDraws: true, eachDrawCost: 2}, {lateGone: true, und: true, each: 3, paidEach: 1}}
	hits := 0
	for round := range 2 {
		if round > 0 {
			r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		}
		for k := 0; k <= len(deck); k++ {
			for _, in := range ins {
				for _, n := range []int{k, k / 2} {
					got := memo.deckPass(s, deck[:n], in)
					want := deckPass{in: in}
					for _, obj := range deck[:n] {
						want.cards = append(want.cards, s.CardOf(obj))
					}
					fresh.passDeck(&want)
					if why := samePass(got, &want); why != "" {
						return fmt.Sprintf("%d cards, %+v: %s", n, in, why), hits
					}
					if got.unknown {
						continue
					}
					if n%8 == 0 && n == k {
						if why := sameItems(got); why != "" {
							return fmt.Sprintf("%d cards, %+v: %s", n, in, why), hits
						}
					}
					for _, e := range []int{1, 4} {
						fresh.cards = fresh.cards[:0]
						for _, rc := range got.order {
							fresh.cards = append(fresh.cards, shifted(rc, e))
						}
						fresh.rank()
						for i, rc := range got.ranked {
							if fresh.cards[i] != shifted(rc, e) {
								return fmt.Sprintf("%d cards, %+v: ranked with %d added: %d-th %+v, want %+v", n, in, e, i,
									shifted(rc, e), fresh.cards[i]), hits
							}
						}
					}
				}
			}
		}
	}
	// The asks answered by the memo: a planted pitch comes back.
	for k := len(deck); k >= 0; k-- {
		dp := memo.deckPass(s, deck[:k], ins[0])
		if dp.unknown {
			continue
		}
		dp.pitch = -7
		if again := memo.deckPass(s, deck[:k], ins[0]); again.pitch == -7 {
			hits++
		}
		fresh.passDeck(dp) // as it was
	}
	return "", hits
}

// shifted is rc with e added to its use's and its links' value.
func shifted(rc rankedCard, e int) rankedCard {
	rc.use.value += e
	for k := range rc.nLinks {
		rc.links[k].value += e
	}
	return rc
}

// samePass says how two passes differ, "" if they do not (where both
// are unknown, nothing else is read).
func samePass(a, b *deckPass) string {
	switch {
	case a.unknown != b.unknown:
		return fmt.Sprintf("unknown %v, want %v", a.unknown, b.unknown)
	case a.unknown:
		return ""
	case !slices.Equal(a.order, b.order):
		return fmt.Sprintf("order %+v, want %+v", a.order, b.order)
	case !slices.Equal(a.ranked, b.ranked):
		return fmt.Sprintf("ranked %+v, want %+v", a.ranked, b.ranked)
	case !slices.Equal(a.starts, b.starts):
		return fmt.Sprintf("starts %v, want %v", a.starts, b.starts)
	case !slices.Equal(a.linkUses, b.linkUses):
		return fmt.Sprintf("link uses %+v, want %+v", a.linkUses, b.linkUses)
	case a.pitch != b.pitch || a.linkCost != b.linkCost || a.linkPaid != b.linkPaid || a.linkCards != b.linkCards:
		return fmt.Sprintf("pitch, link cost, paid, cards %d %d %d %d, want %d %d %d %d", a.pitch, a.linkCost, a.linkPaid,
			a.linkCards, b.pitch, b.linkCost, b.linkPaid, b.linkCards)
	case a.manyTokens != b.manyTokens || a.manyGo != b.manyGo || a.freeCosts != b.freeCosts || a.noSlots != b.noSlots ||
		a.drawAll != b.drawAll:
		return "flags differ"
	}
	for k := range a.tops {
		if !slices.Equal(a.tops[k], b.tops[k]) {
			return fmt.Sprintf("measure %d: %v, want %v", k, a.tops[k], b.tops[k])
		}
	}
	return ""
}

// sameItems says how dp's items (deckPass.item, asked twice: kept the
// second time) differ from rankedCards.item's of the ranked cards with
// each added to every card's use and links, "" if they do not.
func sameItems(dp *deckPass) string {
	for j := range min(len(dp.ranked), 5) {
		for _, extra := range []int{0, 2} {
			for _, pe := range []paidBonus{{}, {value: 1, cost: 1}} {
				for _, each := range []int{0, 3} {
					cards := make(rankedCards, 0, len(dp.ranked))
					for _, rc := range dp.ranked {
						cards = append(cards, shifted(rc, each))
					}
					var a []reachUse
					want := cards.item(j, extra, false, pe, nil, &a)
					for range 2 {
						var b []reachUse
						got := dp.item(j, extra, pe, each, &b)
						if got.pitch != want.pitch || got.many != want.many || got.card != want.card ||
							!slices.Equal(got.uses, want.uses) {
							return fmt.Sprintf("item %d (extra %d, %+v, each %d): %+v, want %+v", j, extra, pe, each, got, want)
						}
					}
				}
			}
		}
	}
	return ""
}

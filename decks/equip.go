package decks

import (
	"slices"
	"strings"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
)

// Spare weapons and equipment: a list may name more
// arena-cards than its hero can start with, as real Classic Constructed
// lists and the 1st Strike decks do. Check accepts them; the start of the
// game asks which to equip (CR 4.1.4, rules/equip.go), or `rathe play
// --equip` names them beforehand (Equip).

// SpareProblems says, line by line, why the list's arena-cards do not all
// fit the hero at once (rules.EquipProblems): nil when there is no spare
// and so no choice at the start of the game.
func (l *List) SpareProblems() []*LineError {
	var out []*LineError
	pool := poolOf(l)
	for _, p := range rules.EquipProblems(pool.Hero, pool.Arena) {
		out = append(out, lineError(l.File, l.Arena[p.Index].Line, problem("pool", p)))
	}
	return out
}

// Equip chooses the arena-cards the hero starts with (CR 4.1.4): each name
// ("Ironrot Helm", any case; a colour when the card has one) takes one copy
// from the list's arena-cards, and the chosen set must fit the hero's zones
// (one equipment a slot, two hands). The cards the names leave no choice
// about (forced: a slot with one card, a weapon every set holds) are added.
// The list's engine deck (Build first) then starts with these. The error says every problem, in the
// words of `decks check`.
func (l *List) Equip(names []string) error {
	left := make([]int, len(l.Arena))
	for i, e := range l.Arena {
		left[i] = e.Count
	}
	var chosen []rules.PoolEntry
	var picked []int // indexes in l.Arena, one a copy
	var errs Problems
	for _, n := range names {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		found, empty := -1, -1
		for i, e := range l.Arena {
			if strings.EqualFold(e.Key(), n) || strings.EqualFold(e.Card.Name, n) {
				if left[i] > 0 {
					found = i
					break
				}
				empty = i
			}
		}
		switch {
		case found >= 0:
			left[found]--
			e := l.Arena[found]
			chosen = append(chosen, rules.PoolEntry{Card: PoolCardOf(e.Card), Count: 1})
			picked = append(picked, found)
		case empty >= 0:
			errs = append(errs, problem("equip-all-chosen", l.Arena[empty].Key(), l.Arena[empty].Count))
		case len(l.Arena) == 0:
			errs = append(errs, problem("equip-no-arena", n))
		default:
			var have Plain
			for _, e := range l.Arena {
				have = append(have, e.Key())
			}
			errs = append(errs, problem("equip-not-in-list", n, have))
		}
	}
	hero := poolOf(l).Hero
	for _, p := range rules.EquipProblems(hero, chosen) {
		errs = append(errs, problem("pool", p))
	}
	if len(errs) > 0 {
		return errs
	}
	// The cards the names leave no choice about come too (forced).
	var rest []int
	for i := range l.Arena {
		for range left[i] {
			rest = append(rest, i)
		}
	}
	picked = append(picked, forced(hero, chosen, rest, func(i int) rules.PoolEntry {
		return rules.PoolEntry{Card: PoolCardOf(l.Arena[i].Card), Count: 1}
	})...)
	slices.Sort(picked) // list order, as the board's sets are
	var arena []*rules.Card
	for _, i := range picked {
		if c, ok := cards.Lookup(l.Arena[i].Key()); ok {
			arena = append(arena, c)
		}
	}
	l.Deck.Arena = arena
	l.Deck.Prepare() // the deck changed: its preparation with it
	return nil
}

// maxForced bounds the cards forced weighs (2^n sets each); past it, no
// card is added for the names.
const maxForced = 12

// forced lists, in list order, the cards of rest (indexes, one a copy)
// that every complete set holding chosen holds: a card that fits beside
// chosen and beside every other set of rest that does. Naming the spares
// a player wants ("Spell Fray Tiara") should not leave them without the
// weapon or chest piece the list has no alternative for: those are what
// the board's question says every set holds (CR 4.1.4a allows an empty
// slot, but nobody means it by leaving a card unnamed). Where there is a
// choice, nothing is added: the names said nothing about it.
func forced(hero *rules.PoolCard, chosen []rules.PoolEntry, rest []int, entry func(int) rules.PoolEntry) []int {
	fits := func(extra []int) bool {
		es := slices.Clone(chosen)
		for _, i := range extra {
			es = append(es, entry(i))
		}
		return len(rules.EquipProblems(hero, es)) == 0
	}
	var cands []int // positions in rest of the cards that fit beside chosen
	for k, i := range rest {
		if fits([]int{i}) {
			cands = append(cands, k)
		}
	}
	if len(cands) > maxForced {
		return nil
	}
	var out []int
	for ci, k := range cands {
		every := true
		for mask := 0; mask < 1<<len(cands) && every; mask++ {
			if mask&(1<<ci) != 0 {
				continue
			}
			var set []int
			for cj, kj := range cands {
				if mask&(1<<cj) != 0 {
					set = append(set, rest[kj])
				}
			}
			every = !fits(set) || fits(append(set, rest[k]))
		}
		if every {
			out = append(out, rest[k])
		}
	}
	return out
}

// SplitEquip splits a flag's "Name,Name" into names, keeping together the
// parts of a name that has a comma of its own ("Dawnblade, Resplendent")
// when the list has such a card.
func (l *List) SplitEquip(s string) []string {
	parts := strings.Split(s, ",")
	is := func(n string) bool {
		n = strings.TrimSpace(n)
		for _, e := range l.Arena {
			if strings.EqualFold(e.Key(), n) || strings.EqualFold(e.Card.Name, n) {
				return true
			}
		}
		return false
	}
	var out []string
	for i := 0; i < len(parts); {
		j := i + 1
		for k := len(parts); k > i+1; k-- {
			if is(strings.Join(parts[i:k], ",")) {
				j = k
				break
			}
		}
		out = append(out, strings.TrimSpace(strings.Join(parts[i:j], ",")))
		i = j
	}
	return out
}

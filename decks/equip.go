package decks

import (
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
// (one equipment a slot, two hands). The list's engine deck (Build first)
// then starts with exactly these. The error says every problem, in the
// words of `decks check`.
func (l *List) Equip(names []string) error {
	left := make([]int, len(l.Arena))
	for i, e := range l.Arena {
		left[i] = e.Count
	}
	var chosen []rules.PoolEntry
	var arena []*rules.Card
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
			if c, ok := cards.Lookup(e.Key()); ok {
				arena = append(arena, c)
			}
		case empty >= 0:
			errs = append(errs, problem("equip-all-chosen", l.Arena[empty].Key(), l.Arena[empty].Count))
		default:
			var have Plain
			for _, e := range l.Arena {
				have = append(have, e.Key())
			}
			errs = append(errs, problem("equip-not-in-list", n, have))
		}
	}
	for _, p := range rules.EquipProblems(poolOf(l).Hero, chosen) {
		errs = append(errs, problem("pool", p))
	}
	if len(errs) > 0 {
		return errs
	}
	l.Deck.Arena = arena
	l.Deck.Prepare() // the deck changed: its preparation with it
	return nil
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

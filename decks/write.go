package decks

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// Write writes the list back in the plain format ("COUNT NAME" lines),
// grouped: the deck's name and format when the file gave them, then the
// hero, the arena-cards (weapons, then equipment head to legs) and the
// deck-cards (colourless, then red, yellow and blue, each by name), and
// the token notes. Lines
// naming the same card are merged. Read reads the result back to the same
// list.
func (l *List) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	title, format := metaValue(l.Title), metaValue(l.Format)
	if title != "" {
		fmt.Fprintf(bw, "Name: %s\n", title)
	}
	if format != "" {
		fmt.Fprintf(bw, "Format: %s\n", format)
	}
	if title != "" || format != "" {
		fmt.Fprintln(bw)
	}
	fmt.Fprintln(bw, "# Hero")
	if l.Hero != nil {
		fmt.Fprintf(bw, "1 %s\n", l.Hero.Key())
	}
	arena := merge(l.Arena)
	sort.SliceStable(arena, func(i, j int) bool {
		a, b := arenaRank(arena[i]), arenaRank(arena[j])
		if a != b {
			return a < b
		}
		return arena[i].Card.Name < arena[j].Card.Name
	})
	fmt.Fprintf(bw, "\n# Arena cards (%d)\n", l.ArenaSize())
	for _, e := range arena {
		fmt.Fprintf(bw, "%d %s\n", e.Count, e.Key())
	}
	deck := merge(l.Cards)
	sort.SliceStable(deck, func(i, j int) bool {
		a, b := deck[i].Card.Pitch, deck[j].Card.Pitch
		if a != b {
			return a < b
		}
		return deck[i].Card.Name < deck[j].Card.Name
	})
	fmt.Fprintf(bw, "\n# Deck cards (%d)\n", l.DeckSize())
	for _, e := range deck {
		fmt.Fprintf(bw, "%d %s\n", e.Count, e.Key())
	}
	// The token notes, by name: no part of the deck (Read keeps them
	// apart again).
	if tokens := merge(l.Tokens); len(tokens) > 0 {
		sort.SliceStable(tokens, func(i, j int) bool { return tokens[i].Card.Name < tokens[j].Card.Name })
		fmt.Fprintln(bw, "\n# Tokens the deck makes")
		for _, e := range tokens {
			fmt.Fprintf(bw, "%d %s\n", e.Count, e.Key())
		}
	}
	return bw.Flush()
}

// maxMetaRunes bounds the name and format Write writes, so that their lines
// stay within what Read accepts.
const maxMetaRunes = 200

// metaValue is text from the file made printable and as Read reads it back
// on a "Name:" or "Format:" line: no comment after " #", no space around,
// not too long.
func metaValue(s string) string {
	s = plainSpaces(rules.Printable(s))
	if i := strings.Index(s, " #"); i >= 0 {
		s = s[:i]
	}
	if r := []rune(s); len(r) > maxMetaRunes {
		s = string(r[:maxMetaRunes])
	}
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "#") {
		return "" // after "Name: ", a comment
	}
	return s
}

// String is the list as Write writes it.
func (l *List) String() string {
	var b strings.Builder
	l.Write(&b)
	return b.String()
}

// merge sums the entries naming the same card, keeping the first line.
func merge(es []Entry) []Entry {
	var out []Entry
	at := map[string]int{}
	for _, e := range es {
		if i, ok := at[e.Key()]; ok {
			out[i].Count += e.Count
			continue
		}
		at[e.Key()] = len(out)
		out = append(out, e)
	}
	return out
}

// arenaRank orders arena-cards: weapons, off-hands, then head, chest, arms
// and legs equipment.
func arenaRank(e Entry) int {
	for i, t := range []string{"Weapon", "Off-Hand", "Head", "Chest", "Arms", "Legs"} {
		if e.Card.Is(t) {
			return i
		}
	}
	return 6
}

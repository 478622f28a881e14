package cards

import (
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// Fold is how the pool compares names and words: lower case, runs of
// spaces (new lines too) as one space, curly quotes as straight ones.
func Fold(s string) string { return normKey(s) }

// Search lists, in the pool's order, the cards that contain every word of
// query, ignoring case (Fold): in their key, their specialization, or
// among the words the caller gives for them. words is the card as a reader
// sees it, rendered by the text layer (its type line, keywords and text,
// in the languages searched): cards cannot render its own words, since
// the text layer (tui/text) imports cards and not the other way round.
// A query with no words matches every card.
func Search(query string, words func(c *rules.Card) []string) []*rules.Card {
	want := strings.Fields(Fold(query))
	var out []*rules.Card
	for _, k := range Keys() {
		c := MustLookup(k)
		hay := append([]string{k, c.Specialization}, words(c)...)
		if containsAll(Fold(strings.Join(hay, "\n")), want) {
			out = append(out, c)
		}
	}
	return out
}

// containsAll reports whether s contains every word.
func containsAll(s string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(s, w) {
			return false
		}
	}
	return true
}

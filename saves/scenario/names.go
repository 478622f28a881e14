package scenario

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// cardNames is the card pool's keys plus the heroes' monikers, for
// suggestions ("did you mean ...?") and moniker look-ups.
var cardNames = sync.OnceValues(func() ([]string, map[string]*rules.Card) {
	keys := cards.Keys()
	monikers := map[string]*rules.Card{}
	for _, k := range keys {
		c, ok := cards.Lookup(k)
		if ok && c.Types.Has(rules.Hero) && c.Moniker != "" {
			monikers[strings.ToLower(c.Moniker)] = c
		}
	}
	return keys, monikers
})

// lookupCard finds a card by its key ("Dodge (blue)"), by its name when it
// has one colour only ("Dodge"), or a hero by moniker ("Rhinar").
func lookupCard(name string) (*rules.Card, bool) {
	if name == "" || len(name) > 200 {
		return nil, false
	}
	if c, ok := cards.Lookup(name); ok {
		return c, true
	}
	_, monikers := cardNames()
	c, ok := monikers[strings.ToLower(strings.Join(strings.Fields(name), " "))]
	return c, ok
}

// unknownCard is the message for a name that is no card, with the closest
// card's key when one is near enough to be a typo: among the heroes for a
// line that needs one (hero), else among the cards the engine plays. The
// suggestion is decks.Suggest's, the one a deck list's line gets.
func unknownCard(name string, hero bool) Msg {
	if letter, latin, ok := decks.LookalikeOf(name); ok {
		// A Cyrillic о in "Dоdge": the name looks right and is not.
		return msg("unknown-card-lookalike", clip(name), letter, clip(latin))
	}
	among := cardKeys()
	if hero {
		among = heroKeys()
	}
	var s Suggestion
	if utf8.RuneCountInString(name) <= 100 {
		if close := decks.Suggest(name, 1, among); len(close) > 0 {
			s = Suggestion(close[0])
		}
	}
	return msg("unknown-card", clip(name), s)
}

func cardKeys() []string {
	keys, _ := cardNames()
	return keys
}

// heroKeys are the keys of the heroes the engine plays.
var heroKeys = sync.OnceValue(func() []string {
	var out []string
	for _, k := range cardKeys() {
		if c, ok := cards.Lookup(k); ok && c.Types.Has(rules.Hero) {
			out = append(out, k)
		}
	}
	return out
})

// closest returns the candidate nearest to s by edit distance (ignoring
// case), or "" when none is near enough to be a slip of the keyboard.
func closest(s string, candidates []string) string {
	s = strings.ToLower(s)
	if utf8.RuneCountInString(s) > 100 {
		return ""
	}
	best, bestD := "", -1
	for _, c := range candidates {
		d := distance(s, strings.ToLower(c))
		if bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	limit := utf8.RuneCountInString(s)/3 + 2
	if bestD < 0 || bestD > limit {
		return ""
	}
	return best
}

// distance is the Levenshtein edit distance between a and b, in runes.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// clip shortens text quoted back in a message.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= 60 {
		return s
	}
	r := []rune(s)
	return string(r[:57]) + "..."
}

// playerName is how the format writes a player.
func playerName(p rules.Player) string {
	switch p {
	case 0:
		return "p1"
	case 1:
		return "p2"
	}
	return "none"
}

// parsePlayer reads "p1" or "p2".
func parsePlayer(s string) (rules.Player, bool) {
	switch strings.ToLower(s) {
	case "p1":
		return 0, true
	case "p2":
		return 1, true
	}
	return rules.NoPlayer, false
}

// cardKey is the key of a card for messages, safe for the terminal.
func cardKey(c *rules.Card) string {
	if c == nil {
		return "a hidden card"
	}
	return rules.Printable(c.Key())
}

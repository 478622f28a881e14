package text

import (
	"fmt"
	"strings"
)

// The words of one block family (wager, clash, a keyword and its events)
// live in one file, English and Japanese side by side: words_<family>.go
// holds `var _ = family(map[string]both{...})` for its messages and
// `var _ = phrasing(map[string]phrased{...})` for its card-text phrases
// (lang.go), and a new block adds its words there and nowhere else. family puts them in the message tables
// at start; an id said twice, here or in en.go or ja.go, stops the
// program at once (a test starts it), so two homes cannot drift apart.

// keywordName is a keyword's Japanese name (the engine's name is the
// English), said in its family's file beside its words (keywordJA);
// unconfirmed when the official Japanese CR does not confirm it.
type keywordName struct {
	en, ja      string
	unconfirmed bool
}

// keywordJA adds a block family's keyword names to the Japanese names
// (namesJA), and those unconfirmed to unconfirmedJA; a name said twice
// stops the program at once.
func keywordJA(ks ...keywordName) bool {
	for _, k := range ks {
		if _, dup := namesJA.keywords[k.en]; dup {
			panic(fmt.Sprintf("text: keyword %q has two Japanese homes", k.en))
		}
		namesJA.keywords[k.en] = k.ja
		if k.unconfirmed {
			if _, dup := unconfirmedJA[k.en]; dup {
				panic(fmt.Sprintf("text: keyword %q is unconfirmed twice", k.en))
			}
			unconfirmedJA[k.en] = k.ja
		}
	}
	return true
}

// both is one message in English and in Japanese.
type both struct{ en, ja string }

// family adds a block family's messages to both languages' tables.
func family(words map[string]both) bool {
	for id, w := range words {
		if _, dup := messagesEN[id]; dup {
			panic(fmt.Sprintf("text: message %q has two homes", id))
		}
		if _, dup := messagesJA[id]; dup {
			panic(fmt.Sprintf("text: message %q has two homes", id))
		}
		// A form for one ("id#one", see language) is English's alone:
		// Japanese has none.
		if w.en == "" || w.ja == "" && !strings.HasSuffix(id, "#one") {
			panic(fmt.Sprintf("text: message %q lacks a language", id))
		}
		messagesEN[id] = w.en
		if w.ja != "" {
			messagesJA[id] = w.ja
		}
	}
	return true
}

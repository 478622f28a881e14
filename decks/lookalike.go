package decks

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// lookalikes are the letters of other scripts that look like Latin ones:
// a name typed or pasted with one of them (a Cyrillic о in "Dоdge") matches
// no card, and "unknown card" would not tell the player why.
var lookalikes = map[rune]rune{
	// Cyrillic
	'а': 'a', 'с': 'c', 'ԁ': 'd', 'е': 'e', 'һ': 'h', 'і': 'i', 'ј': 'j', 'о': 'o',
	'р': 'p', 'ԛ': 'q', 'ѕ': 's', 'ԝ': 'w', 'х': 'x', 'у': 'y',
	'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'Н': 'H', 'І': 'I', 'Ј': 'J', 'К': 'K',
	'М': 'M', 'О': 'O', 'Р': 'P', 'Ѕ': 'S', 'Т': 'T', 'Х': 'X', 'Ү': 'Y',
	// Greek
	'α': 'a', 'ο': 'o', 'ν': 'v', 'ρ': 'p', 'ι': 'i', 'κ': 'k',
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M',
	'Ν': 'N', 'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
}

// Lookalike reports the first letter of name from another script that
// looks like a Latin one, as a phrase ("a Cyrillic letter that looks like
// o"), and the name with every such letter made Latin. ok is false when
// name has none.
func Lookalike(name string) (phrase, latin string, ok bool) {
	var first rune
	latin = strings.Map(func(r rune) rune {
		if l, found := lookalikes[r]; found {
			if first == 0 {
				first = r
			}
			return l
		}
		return r
	}, name)
	if first == 0 {
		return "", name, false
	}
	l := LookalikeLetter{Script: "Greek", Like: lookalikes[first], Letter: first}
	if unicode.Is(unicode.Cyrillic, first) {
		l.Script = "Cyrillic"
	}
	return l.String(), latin, true
}

// LookalikeOf is Lookalike with the letter as data, for the text layer.
func LookalikeOf(name string) (letter LookalikeLetter, latin string, ok bool) {
	_, latin, ok = Lookalike(name)
	for _, r := range name {
		if l, found := lookalikes[r]; found {
			letter = LookalikeLetter{Script: "Greek", Like: l, Letter: r}
			if unicode.Is(unicode.Cyrillic, r) {
				letter.Script = "Cyrillic"
			}
			break
		}
	}
	return letter, latin, ok
}

// LookalikeLetter is a letter of another script that looks like a Latin
// one: its script ("Greek", "Cyrillic"), the Latin letter it looks like,
// and itself.
type LookalikeLetter struct {
	Script       string
	Like, Letter rune
}

func (l LookalikeLetter) String() string {
	return fmt.Sprintf("a %s letter that looks like %c (U+%04X)", l.Script, l.Like, l.Letter)
}

// lookalikeProblem words an unknown name that holds lookalike letters;
// nil when it has none.
func lookalikeProblem(name string) *Problem {
	letter, latin, ok := LookalikeOf(name)
	if !ok {
		return nil
	}
	p := problem("lookalike", name, letter)
	if _, ok := lookup(latin); ok {
		p = problem("lookalike-latin", name, letter, latin)
	}
	return &p
}

// countish is a line that starts like a count but is not a good one:
// "10000000x", "-1 Pummel (red)", "1.5 Pummel", "3xPummel (red)", "x3".
var countish = regexp.MustCompile(`^(?:\(\s*)?([-+]?\d[\d.,]*)\s*\)?\s*([xX×]?)(.*)$|^[xX×]\s*([-+]?\d[\d.,]*)$`)

// badCount words a line whose count is wrong (a number too large, not a
// whole number, no name after it); "" when the line does not start with a
// count.
func badCount(text string) *Problem {
	m := countish.FindStringSubmatch(text)
	if m == nil {
		return nil
	}
	digits, rest := m[1]+m[4], strings.TrimSpace(m[3])
	n, err := strconv.Atoi(digits)
	var p Problem
	switch {
	case err != nil || n < 0 || n > maxCount:
		p = problem("bad-count-number", digits, maxCount)
	case rest == "":
		p = problem("count-no-name", text)
	default:
		p = problem("count-no-space", text, n, rest)
	}
	return &p
}

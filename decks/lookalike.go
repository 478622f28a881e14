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
	script := "Greek"
	if unicode.Is(unicode.Cyrillic, first) {
		script = "Cyrillic"
	}
	return fmt.Sprintf("a %s letter that looks like %c (U+%04X)", script, lookalikes[first], first), latin, true
}

// lookalikeMessage words an unknown name that holds lookalike letters;
// "" when it has none.
func lookalikeMessage(name string) string {
	phrase, latin, ok := Lookalike(name)
	if !ok {
		return ""
	}
	msg := fmt.Sprintf("%q contains %s: type the name in Latin letters", name, phrase)
	if _, ok := lookup(latin); ok {
		msg += fmt.Sprintf(" (%q)", latin)
	}
	return msg
}

// countish is a line that starts like a count but is not a good one:
// "10000000x", "-1 Pummel (red)", "1.5 Pummel", "3xPummel (red)", "x3".
var countish = regexp.MustCompile(`^(?:\(\s*)?([-+]?\d[\d.,]*)\s*\)?\s*([xX×]?)(.*)$|^[xX×]\s*([-+]?\d[\d.,]*)$`)

// badCount words a line whose count is wrong (a number too large, not a
// whole number, no name after it); "" when the line does not start with a
// count.
func badCount(text string) string {
	m := countish.FindStringSubmatch(text)
	if m == nil {
		return ""
	}
	digits, rest := m[1]+m[4], strings.TrimSpace(m[3])
	n, err := strconv.Atoi(digits)
	switch {
	case err != nil || n < 0 || n > maxCount:
		return fmt.Sprintf("bad count %q: a line may ask for 0 to %d copies, as a whole number before the name (\"2 Pummel (red)\")", digits, maxCount)
	case rest == "":
		return fmt.Sprintf("the count %q has no card name after it", text)
	}
	return fmt.Sprintf("bad count in %q: write the count, a space, then the name (\"%d %s\")", text, n, rest)
}

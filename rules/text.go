package rules

// Text: the words an effect says, as a code and typed parameters, rendered
// in English and Japanese by tui/text (never here); and Printable, the one
// filter that keeps control characters from files off the terminal.

import "strings"

// Text is words at the edge: a code and its parameters, rendered into a
// language by the text layer (DESIGN.md). Tests assert on codes.
type Text struct {
	Code string
	// Params holds the parameters of the words as named fields: the
	// building block itself (a GainLife says "gain-life" with itself, and
	// the words read its N), a condition's parameters (WeaponAttacks), or
	// nil for words without any. The text layer takes each code's
	// parameters as one Go type, so a parameter it reads by a wrong name
	// or as a wrong type fails to compile, and a code said with another
	// type is reported by its tests.
	Params any
}

// T builds a Text: its code and, for words with parameters, the one value
// whose fields they are (T("gain-life", e)). More than one value is not
// one type: the text layer reports it as a mismatch.
func T(code string, params ...any) Text {
	switch len(params) {
	case 0:
		return Text{Code: code}
	case 1:
		return Text{Code: code, Params: params[0]}
	}
	return Text{Code: code, Params: params}
}

// Printable makes text that came from outside the program (a file, a
// command line) safe to send to a terminal: every character that could
// drive it or change how the rest of the line reads becomes '?'. That is
// the C0 and C1 controls (ESC included) and DEL, the line and paragraph
// separators U+2028 and U+2029, and the bidirectional controls, which
// reorder the text shown after them: the embeddings and overrides
// U+202A–U+202E, the isolates U+2066–U+2069, and the marks LRM U+200E, RLM
// U+200F and ALM U+061C. Bytes that are not UTF-8 become U+FFFD. It is the
// one such function of the project: every package calls it.
func Printable(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f {
			return strings.Map(printableRune, s)
		}
	}
	return s // plain ASCII: nothing to replace, no copy
}

func printableRune(r rune) rune {
	switch {
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
		return '?'
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069,
		r == 0x200e, r == 0x200f, r == 0x061c, r == 0x2028, r == 0x2029:
		return '?'
	}
	return r
}

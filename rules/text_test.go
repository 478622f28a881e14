package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// Printable leaves ordinary text alone and turns every character that
// drives a terminal or reorders the line into '?' (DESIGN.md: control
// characters from files are never sent to the terminal).
func TestPrintable(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Pummel (red)", "Pummel (red)"},
		{"Dorinthea, Quicksilver Prodigy", "Dorinthea, Quicksilver Prodigy"},
		{"ドリンシア — «é»", "ドリンシア — «é»"},
		{"a\x1b[31mred", "a?[31mred"},
		{"tab\there\nnl\rcr\x00nul\x7fdel", "tab?here?nl?cr?nul?del"},
		{"c1 \u0085 \u009b", "c1 ? ?"},
		{"bidi \u202a\u202b\u202c\u202d\u202e", "bidi ?????"},
		{"isolates \u2066\u2067\u2068\u2069", "isolates ????"},
		{"marks \u200e\u200f\u061c", "marks ???"},
		{"separators \u2028\u2029", "separators ??"},
		{"bad \xff utf8", "bad \ufffd utf8"},
	} {
		if got := rules.Printable(tc.in); got != tc.want {
			t.Errorf("Printable(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

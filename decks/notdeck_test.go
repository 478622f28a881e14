package decks_test

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
)

// A file none of whose lines reads as a deck line (a list of numbers,
// prose) is no deck list: one problem on line 1 with its number of lines,
// not one per line, and the file is refused whole (Unread: no "no hero",
// no "0 cards" after it). A file with a deck line among its problems
// keeps every problem, line by line, with its suggestions.
func TestNotADeckFileIsSaidOnce(t *testing.T) {
	var nums strings.Builder
	for i := 1; i <= 2000; i++ {
		nums.WriteString(strings.Repeat("7", 1+i%3) + "\n")
	}
	for _, c := range []struct {
		name, src string
		lines     int
		want      string
	}{
		{"numbers", nums.String(), 2000, "f.txt:1: not a deck list: none of its 2000 lines reads as a deck line"},
		{"prose", "Dear diary,\n\n# a comment\ntoday was long.\n", 4, "f.txt:1: not a deck list: none of its 4 lines reads as a deck line"},
		{"one line", "hello\n", 1, "f.txt:1: not a deck list: its 1 line does not read as a deck line"},
		{"long lines", strings.Repeat("x", 400) + "\n" + strings.Repeat("y", 400) + "\n", 2, "none of its 2 lines"},
	} {
		l, err := decks.Read("f.txt", []byte(c.src))
		les := decks.LineErrors(err)
		if len(les) != 1 || les[0].Line != 1 || les[0].Problem.Code != "not-deck" || les[0].Problem.N != c.lines || !strings.Contains(les[0].Error(), c.want) {
			t.Errorf("%s: %d problems %v, want one: %q", c.name, len(les), err, c.want)
		}
		if l == nil || !l.Unread() || l.Hero != nil || len(l.Missing()) != 0 {
			t.Errorf("%s: the list is read (%+v)", c.name, l)
		}
	}
	// Deck lines among the problems: each problem is said.
	for _, c := range []struct {
		name, src string
		problems  int
	}{
		// every name misspelt: the lines are deck lines, with suggestions
		{"misspelt", "Hero: Rhinzr\n2 Pumml (red)\n3 Wrecker Rmp (blue)\n", 3},
		// a real card among numbers
		{"one card", "1\n2\n3\nDodge (blue)\n4\n", 4},
		// a section header among bad lines
		{"header", "Deck cards\n1\n2\n", 2},
		// a count too large is still a count with a name
		{"bad count", "500 Dodge (blue)\n", 1},
	} {
		l, err := decks.Read("f.txt", []byte(c.src))
		les := decks.LineErrors(err)
		if len(les) != c.problems || l.Unread() {
			t.Errorf("%s: %d problems (unread %v), want %d: %v", c.name, len(les), l.Unread(), c.problems, err)
		}
		for _, le := range les {
			if le.Problem.Code == "not-deck" {
				t.Errorf("%s: said as no deck: %v", c.name, le)
			}
		}
	}
	// Blank lines and comments only: no problem of its lines (the
	// legality says the rest).
	if l, err := decks.Read("f.txt", []byte("# nothing yet\n\n")); err != nil || l.Unread() {
		t.Errorf("an empty list: %v, unread %v", err, l.Unread())
	}
}

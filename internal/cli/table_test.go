package cli

import (
	"strings"
	"testing"

	xansi "github.com/charmbracelet/x/ansi"
)

// columnsAt is the cell at which each column of a table's line starts:
// where a run of two or more spaces ends.
func columnsAt(line string) []int {
	var at []int
	cell, spaces := 0, 0
	for _, r := range line {
		w := xansi.StringWidth(string(r))
		if r == ' ' {
			spaces++
		} else {
			if spaces >= 2 {
				at = append(at, cell)
			}
			spaces = 0
		}
		cell += w
	}
	return at
}

// The tables of the commands line up in Japanese as in English: each
// column starts at the same cell on every line, the headings' too (a
// Japanese character is two cells wide; counting runes slid the columns).
func TestTablesLineUpInCells(t *testing.T) {
	for _, args := range [][]string{
		{"decks", "list", "--lang", "ja"},
		{"decks", "list", "--lang", "en"},
		{"cards", "search", "Ironrot", "--lang", "ja"},
	} {
		out, errOut, code := deckRun(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		head := columnsAt(lines[0])
		if len(head) < 2 {
			t.Fatalf("%v: no columns in the heading %q", args, lines[0])
		}
		for _, l := range lines[1:] {
			got := columnsAt(l)
			for i, c := range head {
				if i >= len(got) || got[i] != c {
					t.Errorf("%v: the columns of %q start at %v, the heading's at %v", args, l, got, head)
					break
				}
			}
		}
	}
}

func TestTableMeasuresCells(t *testing.T) {
	var b strings.Builder
	tb := newTable(&b, 2)
	tb.Write([]byte("名前\tx\nab\tyy\n"))
	if err := tb.Flush(); err != nil {
		t.Fatal(err)
	}
	if want := "名前  x\nab    yy\n"; b.String() != want {
		t.Errorf("%q, want %q", b.String(), want)
	}
}

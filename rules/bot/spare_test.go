package bot_test

import (
	"reflect"
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot"
)

// TestSearchesInSpareMemory: a search in the memory a search before it
// left (spareSearch: the runs' and positions' games, the worlds dealt,
// the parked games, the borrowed answers) finds the same line, step by
// step and answer by answer, with every count, as a search in new memory:
// with steps and without, on decks whose searches deal worlds (hh-victor's
// clashes, parked; rhinar-plus's draws; hh-kassai's random discards), the
// searches of one deck in the memory of another's; and no later search
// changes a line found before it.
func TestSearchesInSpareMemory(t *testing.T) {
	defer bot.SetNoSpare(false)
	used := 0
	bot.SetOnSpare(func(u bool) {
		if u {
			used++
		}
	})
	defer bot.SetOnSpare(nil)
	// the lines, compared again once every search is over
	kept := sameLinesWithout(t, []string{"hh-victor", "rhinar-plus", "1st-strike-aurora", "hh-kassai"}, "in new memory", bot.SetNoSpare)
	// Nothing of a line is in memory a later search took (the Goldfisher
	// keeps lines across turns: Memo).
	for i, l := range kept {
		if !reflect.DeepEqual(l[0], l[1]) {
			t.Errorf("line %d changed after the searches that followed it: %s, in new memory %s", i, words(l[0]), words(l[1]))
		}
	}
	// A spare may be dropped by the collector (sync.Pool): most are not.
	if len(kept) == 0 || used < len(kept)/2 {
		t.Fatalf("%d lines compared, %d searched in spare memory", len(kept), used)
	}
}

package bot

import "testing"

// laterKey sets a position searched with answers skipped apart from its
// own key, and from the same position searched with other answers
// skipped or another cut carried: a value of one is no value of another.
func TestLaterKeySetsEachCutApart(t *testing.T) {
	const key = 0x1234_5678_9abc_def0
	keys := map[uint64]string{key: "the position's own"}
	for name, k := range map[string]uint64{
		"nothing skipped, the layer waiting": laterKey(key, []int32{}, laterCut{}),
		"1 skipped":                          laterKey(key, []int32{1}, laterCut{}),
		"2 skipped":                          laterKey(key, []int32{2}, laterCut{}),
		"1 and 2 skipped":                    laterKey(key, []int32{1, 2}, laterCut{}),
		"the cut of 7 before 1 carried":      laterKey(key, []int32{}, laterCut{id: 7, before: []int32{1}}),
		"the cut of 7 before 2 carried":      laterKey(key, []int32{}, laterCut{id: 7, before: []int32{2}}),
		"the cut of 8 before 1 carried":      laterKey(key, []int32{}, laterCut{id: 8, before: []int32{1}}),
	} {
		if other, ok := keys[k]; ok {
			t.Errorf("%s has the key of %s", name, other)
		}
		keys[k] = name
	}
	// The key is of the answers skipped, not of the slice holding them.
	a, b := []int32{1, 2}, make([]int32, 2, 8)
	copy(b, a)
	if laterKey(key, a, laterCut{}) != laterKey(key, b, laterCut{}) {
		t.Error("one cut, two keys")
	}
}

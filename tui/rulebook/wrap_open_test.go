package rulebook

import (
	"strings"
	"testing"
)

// A Japanese line never ends with an opening mark: "（" goes down with
// what it opens, at every width, and the text is the same once joined.
func TestWrapKeepsAnOpeningMarkWithWhatFollows(t *testing.T) {
	s := "Rhinar（コンピュータ）: Pack Call (yellow)をピッチして2リソース（ほかの1枚は残す）: 防御されると見て計画のダメージは0"
	for w := 6; w <= 40; w++ {
		lines := Wrap(s, w)
		for i, l := range lines {
			if strings.HasSuffix(l, "（") {
				t.Errorf("width %d: line %d ends with an opening mark: %q", w, i, l)
			}
			if strings.HasPrefix(l, "）") {
				t.Errorf("width %d: line %d begins with a closing mark: %q", w, i, l)
			}
		}
		if got := strings.ReplaceAll(strings.Join(lines, ""), " ", ""); got != strings.ReplaceAll(s, " ", "") {
			t.Errorf("width %d: the text changed: %q", w, got)
		}
	}
}

// A Latin word after a Japanese closing mark may start the next line: the
// mark ends the word it is glued to. The e panel at 80 columns (lesson 8)
// broke "…チェインリンクになります(CR" / "7.1)。Dorintheaが…", carrying
// "7.1)。Dorinthea" down as one piece and leaving the line short.
func TestWrapBreaksAfterAJapaneseClosingMark(t *testing.T) {
	s := "あいうえお(CR 7.1)。Dorintheaが「してもよい」"
	lines := Wrap(s, 20)
	if len(lines) == 0 || !strings.HasSuffix(lines[0], "。") {
		t.Errorf("the first line does not end at the stop: %q", lines)
	}
	for w := 6; w <= 40; w++ {
		lines := Wrap(s, w)
		for i, l := range lines {
			if strings.HasPrefix(l, "。") || strings.HasPrefix(l, "」") {
				t.Errorf("width %d: line %d begins with a closing mark: %q", w, i, l)
			}
		}
		if got := strings.ReplaceAll(strings.Join(lines, ""), " ", ""); got != strings.ReplaceAll(s, " ", "") {
			t.Errorf("width %d: the text changed: %q", w, got)
		}
	}
}

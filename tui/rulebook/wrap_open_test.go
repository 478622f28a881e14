package rulebook

import (
	"strings"
	"testing"
	"unicode"

	xansi "github.com/charmbracelet/x/ansi"
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

// A number stays with the Japanese counter or unit after it (a kanji or
// katakana; a particle, hiragana, may start the next line): lesson 8's
// third hint at 120x40 broke "（残る1" / "枚のTitanium Bauble…", the
// count on one line and what it counts on the next.
func TestWrapKeepsANumberWithItsCounter(t *testing.T) {
	s := "Dawnbladeを起動します（残る1枚のTitanium Bauble (blue)がピッチされて支払われます）。2点、20ダメージ、ターン3まで"
	for w := 6; w <= 60; w++ {
		lines := Wrap(s, w)
		for i := 1; i < len(lines); i++ {
			prev, next := []rune(lines[i-1]), []rune(lines[i])
			if last := prev[len(prev)-1]; last >= '0' && last <= '9' && xansi.StringWidth(string(next[0])) > 1 && !unicode.Is(unicode.Hiragana, next[0]) {
				t.Errorf("width %d: %q / %q: the number is cut from its counter", w, lines[i-1], lines[i])
			}
		}
		if got := strings.ReplaceAll(strings.Join(lines, ""), " ", ""); got != strings.ReplaceAll(s, " ", "") {
			t.Errorf("width %d: the text changed: %q", w, got)
		}
	}
}

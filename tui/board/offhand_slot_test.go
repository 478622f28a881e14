package board

import (
	"regexp"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// An off-hand (Terra's Rotten Old Buckler) sits in a weapon zone, not in
// a body slot (CR 8.2): the equipment line names it "off-hand" as it
// names the head or the legs, in both languages and both widths, rather
// than leaving its name bare on a line of its own.
func TestAnOffHandIsNamedOnTheEquipmentLine(t *testing.T) {
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Terra"), Arena: []*rules.Card{cards.MustLookup("Rotten Old Buckler"), cards.MustLookup("Ironrot Helm")}},
		{Hero: cards.MustLookup("Aurora")}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang   text.Lang
		w, h   int
		want   string
		helmet string
	}{
		// The wide line puts a space after the slot, the short one (a
		// crowded board) a colon: either reads.
		{text.EN, 120, 40, "off-hand[ :]Rotten Old Buckler 1d", "head[ :]Ironrot Helm 1d"},
		{text.JA, 120, 40, "オフハンド[ :]Rotten Old Buckler 1d", "頭[ :]Ironrot Helm 1d"},
		{text.EN, 80, 24, "off-hand[ :]Rotten Old Buckler 1d", "head[ :]Ironrot Helm 1d"},
		{text.JA, 80, 24, "オフハンド[ :]Rotten Old Buckler 1d", "頭[ :]Ironrot Helm 1d"},
	} {
		out := Render(Take(g.ViewFor(1), c.lang, nil), c.w, c.h, NewStyles(false))
		if !regexp.MustCompile(c.helmet).MatchString(out) {
			t.Fatalf("%s %dx%d: no %q on the board, so the test reads the wrong line:\n%s", c.lang, c.w, c.h, c.helmet, out)
		}
		if !regexp.MustCompile(c.want).MatchString(out) {
			t.Errorf("%s %dx%d: the off-hand is not named %q:\n%s", c.lang, c.w, c.h, c.want, out)
		}
	}
}

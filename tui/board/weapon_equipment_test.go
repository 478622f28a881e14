package board

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A weapon that is also an equipment (Parry Blade) is in a weapon zone,
// so the weapons line shows it; it defends as an equipment (CR 8.1.4b),
// so that line shows its defense and that it defended, as the equipment
// line does for an equipment.
func TestAWeaponEquipmentShowsItsDefense(t *testing.T) {
	blade := cards.MustLookup("Parry Blade")
	g, err := rules.NewPosition(rules.Position{Phase: rules.PhaseAction, Players: [2]rules.Side{
		{Hero: cards.MustLookup("Olympia"), Arena: []*rules.Card{cards.MustLookup("Cintari Saber")}},
		{Hero: cards.MustLookup("Olympia"), Arena: []*rules.Card{blade}}},
		Combat: rules.Combat{Step: rules.StepReaction, Chain: []rules.PosLink{{Attacker: 0, Attack: cards.MustLookup("Cintari Saber"), Defender: 1, Defenders: []*rules.Card{blade}}}}})
	if err != nil {
		t.Fatal(err)
	}
	out := Render(Take(g.ViewFor(1), text.EN, nil), 120, 40, NewStyles(false))
	if !strings.Contains(out, "Parry Blade 2p 2d (base 0d) (defended)") {
		t.Errorf("the weapon line does not show Parry Blade's defense and that it defended:\n%s", out)
	}
}

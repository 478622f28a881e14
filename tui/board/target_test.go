package board

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/tui/text"
)

// A layer's chosen targets stand out on the stack line (hero-core, issue
// #11: CR 1.8.5, the target is chosen as the card is played and players
// should see it): in colour they are drawn in the active style, and
// without colour the arrow still names them.
func TestRenderTargetHighlighted(t *testing.T) {
	s := sample(text.EN)
	st := NewStyles(true)
	out := Render(s, 118, 28, st)
	want := st.Active.Render("Dorinthea")
	if !strings.Contains(out, "→ "+want) {
		t.Errorf("the target is not highlighted: want %q in\n%q", "→ "+want, out)
	}
	if plain := Render(s, 118, 28, NewStyles(false)); !strings.Contains(plain, "Bare Fangs (red) → Dorinthea") {
		t.Errorf("without colour the target is not named:\n%s", plain)
	}
}

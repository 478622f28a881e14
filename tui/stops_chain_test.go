package tui

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// The default stops ask the turn player at the resolution step of their
// own attack while they have an action point (go again): the attack they
// play there continues the combat chain (CR 7.6), where Flying Kick,
// Salt the Wound and Whirling Mist Blossom count its links and hits. The
// other player is not asked there, nor is the turn player without the
// chain stop; "chain" reads and writes back in --stops.
func TestDefaultStopsAskWhereTheChainGoesOn(t *testing.T) {
	f, err := scenario.Load("testdata/chain-resolution.scn")
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	stop := errors.New("asked")
	var v rules.View
	ask := rules.DeciderFunc(func(ctx context.Context, view rules.View, p rules.Prompt) (rules.Answer, error) {
		v = view
		return rules.Answer{}, stop
	})
	g.SetDecider(0, ask)
	g.SetDecider(1, ask)
	if err := g.Run(context.Background()); !errors.Is(err, stop) {
		t.Fatal(err)
	}
	if v.Step() != rules.StepResolution || v.TurnPlayer() != 0 || v.Actions(0) != 1 {
		t.Fatalf("the position is step %v, turn player %d, %d action points: not the resolution step with go again", v.Step(), v.TurnPlayer(), v.Actions(0))
	}
	if !DefaultStops.at(v, 0) {
		t.Error("the default stops pass the turn player's resolution step with an action point")
	}
	if (DefaultStops &^ StopChain).at(v, 0) {
		t.Error("without the chain stop the resolution step is asked")
	}
	if DefaultStops.at(v, 1) {
		t.Error("the defending player is asked at the resolution step")
	}
	if s, err := ParseStops("chain"); err != nil || s != StopChain {
		t.Errorf("ParseStops(chain) = %v, %v", s, err)
	}
	if s := DefaultStops.String(); !strings.Contains(s, "chain") {
		t.Errorf("the default stops write %q", s)
	} else if back, err := ParseStops(s); err != nil || back != DefaultStops {
		t.Errorf("%q reads back as %v, %v", s, back, err)
	}
}

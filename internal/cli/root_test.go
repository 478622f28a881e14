package cli

import (
	"bytes"
	"slices"
	"testing"

	"github.com/spf13/cobra"
)

// runAlone executes cmd alone with args, its output in a buffer.
func runAlone(t *testing.T, cmd *cobra.Command, args ...string) {
	t.Helper()
	var out bytes.Buffer
	cmd.SetArgs(args)
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	if err := cmd.Execute(); err != nil {
		t.Fatalf("%s %v: %v\n%s", cmd.Name(), args, err, out.String())
	}
}

// Each command reads its flags and arguments into its options and hands
// them to runF when a test gives one, in place of its run function:
// nothing is played, read or written, and the options are what the
// command line said.
func TestCommandsHandTheirOptionsToRunF(t *testing.T) {
	g := &globalOptions{lang: "en", seed: 7}
	var sim *simOptions
	runAlone(t, newSimCmd(g, func(o *simOptions) error { sim = o; return nil }), "-n", "5", "--p1", "a", "--p2", "b", "--json", "--workers", "3", "--check", "events")
	if sim == nil || sim.games != 5 || sim.p1 != "a" || sim.p2 != "b" || !sim.json || sim.workers != 3 || sim.check != "events" || sim.seed != 7 || sim.out == nil {
		t.Errorf("sim: %+v", sim)
	}
	var gf *goldfishOptions
	runAlone(t, newGoldfishCmd(g, func(o *goldfishOptions) error { gf = o; return nil }), "x", "y", "--auto", "--runs", "9", "--turns", "4")
	if gf == nil || !slices.Equal(gf.decks, []string{"x", "y"}) || !gf.auto || gf.runs != 9 || gf.turns != 4 || gf.seedGiven || !slices.Equal(gf.flagsOfAuto, []string{"runs", "turns"}) {
		t.Errorf("goldfish: %+v", gf)
	}
	var check *decksCheckOptions
	runAlone(t, newDecksCheckCmd(g, func(o *decksCheckOptions) error { check = o; return nil }), "f1", "f2", "--format", "cc")
	if check == nil || !slices.Equal(check.files, []string{"f1", "f2"}) || check.format != "cc" {
		t.Errorf("decks check: %+v", check)
	}
	var scn *savesScenarioOptions
	runAlone(t, newSavesScenarioCmd(g, func(o *savesScenarioOptions) error { scn = o; return nil }), "game.json", "--turn", "3", "-o", "-")
	if scn == nil || !slices.Equal(scn.args, []string{"game.json"}) || scn.turn != 3 || scn.decision != 1 || scn.outPath != "-" || scn.useLine == "" {
		t.Errorf("saves scenario: %+v", scn)
	}
	var play *playOptions
	runAlone(t, newPlayCmd(g, func(o *playOptions) error { play = o; return nil }), "--p1", "a", "--headless", "--first", "p2")
	if play == nil || play.p1 != "a" || !play.headless || play.first != "p2" || play.global != g {
		t.Errorf("play: %+v", play)
	}
}

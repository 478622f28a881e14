package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// botScenario is a position of Rhinar's turn with Dorinthea's hand and
// deck as given: her hidden cards.
func botScenario(t *testing.T, name, hand, deck string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	src := `scenario: Rhinar's turn, Dorinthea's cards hidden
rules: 7.3.2
turn: p1 3
p1.hero: Rhinar
p1.arena: Bone Basher
p1.hand: Wild Ride (red), Raging Onslaught (yellow), Clearing Bellow (blue), Come to Fight (blue)
p1.deck: Pack Hunt (red), Wrecker Romp (blue)
p2.hero: Dorinthea, Quicksilver Prodigy
p2.arena: Ironrot Helm, Dawnblade, Resplendent
p2.hand: ` + hand + `
p2.deck: ` + deck + `
expect:
p2.life: 20
`
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

var msField = regexp.MustCompile(`"ms":\d+`)

// `bot move` answers the first question of a scenario's position: who is
// asked, the answer, its reason, the worlds searched; two scenarios that
// differ only in where the other player's hidden cards lie (hand and
// deck swapped) print the same JSON but for ms, at every level.
func TestBotMoveSameWhereverHiddenCardsLie(t *testing.T) {
	t.Parallel() // searches: runs beside the other long tests
	a := botScenario(t, "a.scn", "Sigil of Solace (blue), Toughen Up (blue), Sharpen Steel (red)", "Dodge (blue), Thrust (red), Run Through (yellow)")
	b := botScenario(t, "b.scn", "Thrust (red), Dodge (blue), Toughen Up (blue)", "Run Through (yellow), Sharpen Steel (red), Sigil of Solace (blue)")
	for _, level := range []string{"easy", "normal", "hard"} {
		outA, errOut, code := deckRun(t, "bot", "move", "--scenario", a, "--json", "--level", level, "--seed", "5")
		if code != 0 {
			t.Fatalf("%s: exit %d %s", level, code, errOut)
		}
		outB, _, _ := deckRun(t, "bot", "move", "--scenario", b, "--json", "--level", level, "--seed", "5")
		if msField.ReplaceAllString(outA, "") != msField.ReplaceAllString(outB, "") {
			t.Errorf("%s: another answer when the hidden cards lie elsewhere:\n%s%s", level, outA, outB)
		}
		var r botMoveJSON
		if err := json.Unmarshal([]byte(outA), &r); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, outA)
		}
		if r.Player != 1 || r.Hero != "Rhinar" || len(r.Answer) != 1 || r.Code != "line" || r.Level != level || r.Samples < 1 || !strings.Contains(r.Reason, "this turn") {
			t.Errorf("%s: %+v", level, r)
		}
	}
	out, _, code := deckRun(t, "--lang", "ja", "bot", "move", "--scenario", a)
	if code != 0 || !strings.Contains(out, "Rhinar（プレイヤー1）への質問: 優先権があります") || !strings.Contains(out, "理由: ") {
		t.Errorf("--lang ja: exit %d\n%s", code, out)
	}
}

// The text of `bot move` names the player asked once: "Rhinar (player 1)
// is asked: you have priority", not "... is asked: Rhinar: you have
// priority"; a mirror's hero carries its seat already ("Ira (P2) is
// asked").
func TestBotMoveNamesThePlayerOnce(t *testing.T) {
	a := botScenario(t, "a.scn", "Dodge (blue)", "Thrust (red)")
	out, errOut, code := deckRun(t, "bot", "move", "--scenario", a, "--level", "easy")
	if code != 0 || !strings.HasPrefix(out, "Rhinar (player 1) is asked: you have priority\n") {
		t.Errorf("exit %d %s\n%s", code, errOut, out)
	}
	mirror := filepath.Join(t.TempDir(), "mirror.scn")
	src, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(mirror, []byte(strings.Replace(string(src), "p2.hero: Dorinthea, Quicksilver Prodigy\np2.arena: Ironrot Helm, Dawnblade, Resplendent", "p2.hero: Rhinar\np2.arena: Bone Basher", 1)), 0o644)
	out, errOut, code = deckRun(t, "bot", "move", "--scenario", mirror, "--level", "easy")
	if code != 0 || !strings.HasPrefix(out, "Rhinar (P1) is asked: you have priority\n") {
		t.Errorf("mirror: exit %d %s\n%s", code, errOut, out)
	}
}

// Bad input is a usage error (exit 2) with a message, never a panic.
func TestBotMoveBadInput(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.scn")
	os.WriteFile(bad, []byte("scenario: bad\nturn: p1\np1.hero: Rhinar\np1.hand: Not A Real Card\np2.hero: Rhinar\n"), 0o644)
	good := botScenario(t, "good.scn", "Dodge (blue)", "Thrust (red)")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"bot", "move"}, "--scenario"},
		{[]string{"bot", "move", "--scenario", good, "--level", "medium"}, `--level "medium"`},
		{[]string{"bot", "move", "--scenario", bad}, "bad.scn:4"},
		{[]string{"bot", "move", "--scenario", filepath.Join(t.TempDir(), "none.scn")}, "none.scn"},
		{[]string{"bot", "move", "extra", "--scenario", good}, ""},
		{[]string{"bot"}, ""},
	} {
		_, errOut, code := deckRun(t, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("rathe %v: exit %d %q, want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// --skip-forced answers the questions with one legal answer and asks the
// first with a choice: a scenario holds no position inside the defend
// step, and Victor's blocks of Kassai's Cintari Saber (hh-kassai v
// hh-victor, seed 67, turn 3: Concuss and Command Respect against a 5-power
// sword) came after a priority question whose only answer is pass.
// Without it the answer is that pass.
func TestBotMoveSkipForcedReachesTheDefence(t *testing.T) {
	path := filepath.Join(t.TempDir(), "defend.scn")
	src := `scenario: Kassai's saber attacks, Victor to defend
rules: 7.3.2
turn: p1 3
phase: action
p1.hero: Kassai
p1.arena: Cintari Saber, Hot Streak
p1.hand: Trade In (red)
p1.deck: Draw Swords (red)
p2.hero: Victor Goldmane
p2.arena: Golden Glare, Miller's Grindstone
p2.hand: Concuss (red), Concuss (blue), Clash of Vigor (blue), Command Respect (red)
p2.deck: Thunk (red)
step: attack
chain: p1 Cintari Saber
priority: p2, p1 passed
expect:
p2.life: 20
`
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "Victor Goldmane: you have priority"},
		{[]string{"--skip-forced"}, "Victor Goldmane: choose cards to defend with"},
	} {
		args := append([]string{"bot", "move", "--scenario", path, "--json"}, tc.args...)
		out, errOut, code := deckRun(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d %s", tc.args, code, errOut)
		}
		var r botMoveJSON
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("%v: not JSON: %v\n%s", tc.args, err, out)
		}
		if r.Player != 2 || !strings.HasPrefix(r.Prompt, tc.want) {
			t.Errorf("%v: player %d asked %q, want player 2 asked %q", tc.args, r.Player, r.Prompt, tc.want)
		}
	}
}

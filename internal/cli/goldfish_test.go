package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The --json of --auto has exactly the keys, and the same seed
// gives the same result with 1 and with 2 workers (but "ms").
func TestGoldfishAutoJSONSameForAnyWorkers(t *testing.T) {
	t.Parallel() // plays games: runs beside the other long tests
	var outs []string
	for _, workers := range []string{"1", "2"} {
		out, errOut, code := deckRun(t, "goldfish", "cb-rhinar", "--auto", "--runs", "24", "--seed", "5", "--workers", workers, "--json")
		if code != 0 {
			t.Fatalf("--workers %s: exit %d %s", workers, code, errOut)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(out), &m); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, out)
		}
		var keys []string
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		want := "cards damage_per_turn_mean ms runs seed turns_to_kill_hist turns_to_kill_mean turns_to_kill_median"
		if got := strings.Join(keys, " "); got != want {
			t.Errorf("keys %q, want %q", got, want)
		}
		var r struct {
			Runs  int            `json:"runs"`
			Hist  map[string]int `json:"turns_to_kill_hist"`
			Mean  float64        `json:"turns_to_kill_mean"`
			Cards []struct {
				Name                            string
				Drawn, Played, Pitched, Arsenal int
				MeanDamageWhenPlayed            float64 `json:"mean_damage_when_played"`
			} `json:"cards"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		total := 0
		for _, n := range r.Hist {
			total += n
		}
		if r.Runs != 24 || total != 24 {
			t.Errorf("runs %d, %d games in the histogram; want 24", r.Runs, total)
		}
		if r.Mean < 1 {
			t.Errorf("turns to kill %v, want at least 1", r.Mean)
		}
		played := 0
		for _, c := range r.Cards {
			played += c.Played
			if c.Played+c.Pitched+c.Arsenal > c.Drawn+c.Arsenal {
				t.Errorf("%s: played %d and pitched %d of %d drawn", c.Name, c.Played, c.Pitched, c.Drawn)
			}
		}
		if played == 0 || len(r.Cards) < 10 {
			t.Errorf("%d cards, %d plays: the counts are missing", len(r.Cards), played)
		}
		outs = append(outs, regexp.MustCompile(`"ms":\d+`).ReplaceAllString(out, ""))
	}
	if outs[0] != outs[1] {
		t.Errorf("1 and 2 workers differ:\n%s\n%s", outs[0], outs[1])
	}
}

// The text of --auto: the histogram (bars), the damage a turn, the cards;
// two decks side by side with the test of the difference.
func TestGoldfishAutoText(t *testing.T) {
	t.Parallel() // plays games: runs beside the other long tests
	out, errOut, code := deckRun(t, "goldfish", "cb-dorinthea", "--auto", "--runs", "12", "--turns", "6")
	if code != 0 {
		t.Fatalf("exit %d %s", code, errOut)
	}
	for _, want := range []string{"turns to kill: mean", "█", "damage a turn", "Sharpen Steel (red)", "DRAWN"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	out, errOut, code = deckRun(t, "goldfish", "cb-rhinar", "cb-dorinthea", "--auto", "--runs", "12")
	if code != 0 {
		t.Fatalf("compare: exit %d %s", code, errOut)
	}
	for _, want := range []string{"cb-rhinar against", "│ cb-dorinthea against", "mean turns to kill, cb-rhinar minus cb-dorinthea", "Mann-Whitney U"} {
		if !strings.Contains(out, want) {
			t.Errorf("comparison lacks %q:\n%s", want, out)
		}
	}
	out, _, code = deckRun(t, "--lang", "ja", "goldfish", "cb-rhinar", "--auto", "--runs", "4")
	if code != 0 || !strings.Contains(out, "倒すまでのターン数") {
		t.Errorf("--lang ja: exit %d\n%s", code, out)
	}
}

// `goldfish best` reads the position of a scenario (its answers are not
// used) and prints the best line; --json has the keys, and the
// words follow --lang.
func TestGoldfishBestScenario(t *testing.T) {
	t.Parallel() // plays games: runs beside the other long tests
	scn := filepath.Join(t.TempDir(), "best.scn")
	text := `scenario: Dorinthea's turn
rules: 5.2.3c
turn: p1 3
p1.hero: Dorinthea, Quicksilver Prodigy
p1.arena: Dawnblade, Resplendent
p1.hand: Toughen Up (blue), On a Knife Edge (yellow), Sharpen Steel (red)
p2.hero: Rhinar
answers:
p1 activate Dawnblade, Resplendent
expect:
p2.life: 1
`
	if err := os.WriteFile(scn, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := deckRun(t, "goldfish", "best", "--scenario", scn, "--json")
	if code != 0 {
		t.Fatalf("exit %d %s", code, errOut)
	}
	var r struct {
		Damage   int      `json:"damage"`
		Line     []string `json:"line"`
		Searched int      `json:"lines_searched"`
		MS       *int     `json:"ms"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if r.Damage != 8 || r.Searched == 0 || r.MS == nil {
		t.Errorf("damage %d, %d lines searched, ms %v; want 8 (Dawnblade twice, sharpened)", r.Damage, r.Searched, r.MS)
	}
	if !slices.Contains(r.Line, "play Sharpen Steel (red)") || !slices.Contains(r.Line, "activate Dawnblade, Resplendent") {
		t.Errorf("line %q", r.Line)
	}
	out, _, code = deckRun(t, "--lang", "ja", "goldfish", "best", "--scenario", scn)
	if code != 0 || !strings.Contains(out, "最善の手順: 8ダメージ") || !strings.Contains(out, "プレイ: Sharpen Steel (red)") {
		t.Errorf("--lang ja: exit %d\n%s", code, out)
	}
}

// Bad input is a usage error (exit 2) with a message, never a panic.
func TestGoldfishBadInput(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.scn")
	os.WriteFile(bad, []byte("scenario: bad\nturn: p1\np1.hero: Rhinar\np1.hand: Not A Real Card\np2.hero: Rhinar\n"), 0o644)
	p2turn := filepath.Join(t.TempDir(), "p2.scn")
	os.WriteFile(p2turn, []byte("scenario: p2's turn\nrules: 4.3\nturn: p2 2\np1.hero: Rhinar\np2.hero: Dorinthea, Quicksilver Prodigy\nexpect:\np1.life: 20\n"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"goldfish", "no-such-deck", "--auto", "--runs", "2"}, "no-such-deck"},
		{[]string{"goldfish", "no-such-deck"}, `deck "no-such-deck"`},
		{[]string{"goldfish", "--format", "draft"}, "--format"},
		{[]string{"goldfish", "--auto", "--runs", "0"}, "--runs 0"},
		{[]string{"goldfish", "--auto", "--workers", "0"}, "--workers 0"},
		{[]string{"goldfish", "--runs", "3"}, "--runs goes with --auto"},
		{[]string{"goldfish", "cb-rhinar", "cb-dorinthea"}, "with --auto only"},
		{[]string{"goldfish", "a", "b", "c", "--auto"}, ""},
		{[]string{"goldfish", "best"}, "--scenario"},
		{[]string{"goldfish", "best", "--scenario", bad}, "bad.scn:4"},
		{[]string{"goldfish", "best", "--scenario", p2turn}, "player 2's turn"},
		{[]string{"goldfish", "best", "--scenario", filepath.Join(t.TempDir(), "none.scn")}, "none.scn"},
	} {
		_, errOut, code := deckRun(t, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("rathe %v: exit %d %q, want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

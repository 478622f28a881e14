package cli

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
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
		want := "cards damage_by_turn damage_per_turn_ci damage_per_turn_mean equipment killed_by_turn memo ms opening_hand runs seed turns_to_kill_ci turns_to_kill_hist turns_to_kill_mean turns_to_kill_median"
		if got := strings.Join(keys, " "); got != want {
			t.Errorf("keys %q, want %q", got, want)
		}
		var r struct {
			Runs   int                `json:"runs"`
			Hist   map[string]int     `json:"turns_to_kill_hist"`
			Mean   float64            `json:"turns_to_kill_mean"`
			CI     [2]float64         `json:"turns_to_kill_ci"`
			Killed map[string]float64 `json:"killed_by_turn"`
			ByTurn []struct {
				Turn         int
				Mean, Lo, Hi float64
			} `json:"damage_by_turn"`
			Opening struct {
				Pitch    float64 `json:"pitch_total_mean"`
				Playable float64 `json:"playable_mean"`
			} `json:"opening_hand"`
			Cards []struct {
				Name                            string
				Drawn, Played, Pitched, Arsenal int
				Share                           float64
				MeanDamageWhenPlayed            *float64 `json:"mean_damage_when_played"`
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
		if !(r.CI[0] <= r.Mean && r.Mean <= r.CI[1] && r.CI[0] < r.CI[1]) {
			t.Errorf("turns to kill %v, interval %v", r.Mean, r.CI)
		}
		// The chance of a kill by turn N only grows, and ends at the
		// games that killed.
		last := 0.0
		for n := 1; n <= 30; n++ {
			p, ok := r.Killed[strconv.Itoa(n)]
			if !ok || p < last {
				t.Errorf("killed by turn %d: %v after %v", n, p, last)
			}
			last = p
		}
		if want := float64(24-r.Hist["none"]) / 24; math.Abs(last-want) > 1e-4 {
			t.Errorf("killed by turn 30: %v, want %v", last, want)
		}
		if len(r.ByTurn) == 0 || r.ByTurn[0].Turn != 1 {
			t.Errorf("damage by turn %+v: want turns from 1", r.ByTurn)
		}
		for i, d := range r.ByTurn {
			if d.Turn != i+1 || !(d.Lo <= d.Mean && d.Mean <= d.Hi) {
				t.Errorf("damage by turn: %+v", d)
			}
		}
		if r.Opening.Pitch < 4 || r.Opening.Playable <= 0 {
			t.Errorf("opening hand %+v", r.Opening)
		}
		played, share := 0, 0.0
		for _, c := range r.Cards {
			played += c.Played
			share += c.Share
			if c.Played+c.Pitched+c.Arsenal > c.Drawn+c.Arsenal {
				t.Errorf("%s: played %d and pitched %d of %d drawn", c.Name, c.Played, c.Pitched, c.Drawn)
			}
			if (c.Played == 0) != (c.MeanDamageWhenPlayed == nil) {
				t.Errorf("%s: played %d, mean damage when played %v: want null exactly when never played", c.Name, c.Played, c.MeanDamageWhenPlayed)
			}
		}
		if math.Abs(share-1) > 0.01 {
			t.Errorf("the cards' shares add up to %v, want 1", share)
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

// The games of a deck share the lines searched (bot.Memo): a deck whose
// opening hands repeat often (ira-welcome: 679 distinct among 10,000
// deals) plays the same games with 1, 2 and 3 workers, whichever game
// searched a turn first.
func TestGoldfishAutoMemoSameForAnyWorkers(t *testing.T) {
	t.Parallel() // plays games: runs beside the other long tests
	var outs []string
	for _, workers := range []string{"1", "2", "3"} {
		out, errOut, code := deckRun(t, "goldfish", "ira-welcome", "--auto", "--runs", "60", "--seed", "2", "--workers", workers, "--json")
		if code != 0 {
			t.Fatalf("--workers %s: exit %d %s", workers, code, errOut)
		}
		outs = append(outs, regexp.MustCompile(`"ms":\d+`).ReplaceAllString(out, ""))
	}
	// The memo's count is the same for any number of workers too (the
	// loop below): how many first turns met a key of an earlier game,
	// not which game searched it first.
	if !regexp.MustCompile(`"memo":\{"first_turns":60,"met_again":[1-9]\d*\}`).MatchString(outs[0]) {
		t.Errorf("no memo count of 60 first turns, some met again:\n%s", outs[0])
	}
	for i := 1; i < len(outs); i++ {
		if outs[i] != outs[0] {
			t.Errorf("1 and %d workers differ:\n%s\n%s", i+1, outs[0], outs[i])
		}
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
	for _, want := range []string{"turns to kill: mean", "95% interval of the mean", "█", "goldfish dead by the end", "TURN  GAMES  MEAN",
		"damage a turn", "opening hand:", "pitch total: mean", "Sharpen Steel (red)", "DRAWN", "SHARE", "equipment: Dawnblade, Resplendent,",
		"first turns met in an earlier game: "} {
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
	// The cards' tables side by side: a Rhinar card and a Dorinthea card
	// on one line, and no line wider than the 120 columns of a pipe.
	side := false
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "Alpha Rampage") && strings.Contains(l, "│") {
			side = true
		}
		if w := utf8.RuneCountInString(l); w > 120 {
			t.Errorf("a line %d wide: %q", w, l)
		}
	}
	if !side || !strings.Contains(out, "PLAYED  SHARE  DMG") {
		t.Errorf("comparison lacks the cards side by side:\n%s", out)
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
	if !slices.Contains(r.Line, "play Sharpen Steel (red)") || !slices.Contains(r.Line, "activate Dawnblade, Resplendent: attack with this (CR 8.3.1)") {
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
		{[]string{"goldfish", "--auto", "--samples", "0"}, "goldfish: --samples 0: want 1 to 64"},
		{[]string{"goldfish", "--auto", "--samples", "65"}, "--samples 65"},
		{[]string{"goldfish", "--samples", "4"}, "--samples goes with --auto"},
		{[]string{"goldfish", "best", "--scenario", bad, "--samples", "0"}, "goldfish best: --samples 0: want 1 to 64"},
		{[]string{"goldfish", "cb-rhinar", "cb-dorinthea"}, "with --auto only"},
		{[]string{"goldfish", "a", "b", "c", "--auto"}, ""},
		{[]string{"goldfish", "1st-strike-aurora", "--equip", "Bone Basher"}, `--equip: "Bone Basher" is not one of the list's weapons and equipment`},
		{[]string{"goldfish", "1st-strike-aurora", "--auto", "--equip", "Ironrot Helm,Spell Fray Tiara"}, "--equip: Spell Fray Tiara: a second head equipment"},
		{[]string{"goldfish", "cb-rhinar", "--auto", "--equip2", "Bone Basher"}, "--equip2 is the second deck's"},
		{[]string{"goldfish", "cb-rhinar", "--equip2", "Bone Basher"}, "--equip2 is the second deck's"},
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

// --auto plays the deck with the weapons and equipment --equip names, and
// says which it used: the JSON's "equipment", the text's line; without
// --equip, the set the bot took from the spares.
func TestGoldfishAutoEquip(t *testing.T) {
	t.Parallel() // plays games: runs beside the other long tests
	for _, c := range []struct {
		equip []string
		want  string
	}{
		{nil, "Aether Crackers, Blossom of Spring, Ironrot Helm, Ironrot Legs, Star Fall"},
		{[]string{"--equip", "Star Fall,Spell Fray Tiara,Spell Fray Leggings"}, "Aether Crackers, Blossom of Spring, Spell Fray Leggings, Spell Fray Tiara, Star Fall"},
		{[]string{"--equip", "Spell Fray Tiara,Spell Fray Leggings"}, "Aether Crackers, Blossom of Spring, Spell Fray Leggings, Spell Fray Tiara, Star Fall"},
	} {
		args := append([]string{"goldfish", "1st-strike-aurora", "--auto", "--runs", "1", "--turns", "1", "--json"}, c.equip...)
		out, errOut, code := deckRun(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d %s", c.equip, code, errOut)
		}
		var r struct {
			Equipment []string `json:"equipment"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(r.Equipment, ", "); got != c.want {
			t.Errorf("%v: equipment %q, want %q", c.equip, got, c.want)
		}
	}
}

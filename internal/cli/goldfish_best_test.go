package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	xansi "github.com/charmbracelet/x/ansi"
)

// wildRideScn is the puzzle of a draw: Rhinar with 4 resources, Wild
// Ride (red) in hand (cost 2, power 6: when it attacks, draw a card,
// then discard a random card; go again if it has 6 or more power) and
// Pack Hunt (red) in the arsenal (cost 2, power 6); the deck holds
// Raging Onslaught (yellow) (power 6) and Dodge (blue) (no power), top
// first as deck says. The drawn card is the only one in hand, so it is
// the one discarded: Raging Onslaught gives go again and Pack Hunt
// follows (6 + 6), Dodge does not (6).
func wildRideScn(t *testing.T, deck string) string {
	t.Helper()
	scn := filepath.Join(t.TempDir(), "wild.scn")
	text := `scenario: Wild Ride draws an unknown card
rules: 8.5.6
turn: p1 3
p1.hero: Rhinar
p1.hand: Wild Ride (red)
p1.arsenal: Pack Hunt (red)
p1.deck: ` + deck + `
p1.resources: 4
p2.hero: Goldfish
expect:
p2.life: 20
`
	if err := os.WriteFile(scn, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return scn
}

type bestJSON struct {
	Damage    float64  `json:"damage"`
	DamageMin int      `json:"damage_min"`
	DamageMax int      `json:"damage_max"`
	Line      []string `json:"line"`
	Steps     []struct {
		Text  string `json:"text"`
		Dealt int    `json:"dealt"`
	} `json:"steps"`
}

func bestRun(t *testing.T, args ...string) bestJSON {
	t.Helper()
	out, errOut, code := deckRun(t, append([]string{"goldfish", "best", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d %s", code, errOut)
	}
	var r bestJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	return r
}

// The draw is unknown: the line is worth (12 + 6) / 2 = 9 on average,
// 6 to 12, whatever the order in the file and the seed; its steps say
// the damage dealt by then and the draw their continuation is for.
func TestGoldfishBestExpectsOverTheDraw(t *testing.T) {
	t.Parallel() // plays games: runs beside the other long tests
	for _, deck := range []string{"Raging Onslaught (yellow), Dodge (blue)", "Dodge (blue), Raging Onslaught (yellow)"} {
		for _, seed := range []string{"1", "2"} {
			r := bestRun(t, "--scenario", wildRideScn(t, deck), "--seed", seed)
			if r.Damage != 9 || r.DamageMin != 6 || r.DamageMax != 12 {
				t.Errorf("deck %s seed %s: damage %v (%d to %d), want 9 (6 to 12)", deck, seed, r.Damage, r.DamageMin, r.DamageMax)
			}
			if len(r.Steps) != 3 || r.Steps[0].Text != "play Wild Ride (red)" || r.Steps[0].Dealt != 6 ||
				!strings.HasPrefix(r.Steps[1].Text, "draws Raging Onslaught (yellow), 1 in 2") || r.Steps[1].Dealt != -1 ||
				r.Steps[2].Text != "play Pack Hunt (red)" || r.Steps[2].Dealt != 12 {
				t.Errorf("deck %s seed %s: steps %+v", deck, seed, r.Steps)
			}
			if len(r.Line) != len(r.Steps) {
				t.Errorf("line %q and steps %+v differ", r.Line, r.Steps)
			}
		}
	}
	out, _, code := deckRun(t, "--lang", "ja", "goldfish", "best", "--scenario", wildRideScn(t, "Dodge (blue), Raging Onslaught (yellow)"))
	if code != 0 || !strings.Contains(out, "期待値9ダメージ（6〜12）") || !strings.Contains(out, "2分の1") || !strings.Contains(out, "· 6ダメージ（計12）") {
		t.Errorf("--lang ja: exit %d\n%s", code, out)
	}
}

// --known-deck takes the file's order as known: the exact line, no draw
// left to chance.
func TestGoldfishBestKnownDeck(t *testing.T) {
	t.Parallel() // plays games: runs beside the other long tests
	for _, tc := range []struct {
		deck   string
		damage int
	}{
		{"Raging Onslaught (yellow), Dodge (blue)", 12},
		{"Dodge (blue), Raging Onslaught (yellow)", 6},
	} {
		r := bestRun(t, "--scenario", wildRideScn(t, tc.deck), "--known-deck")
		if r.Damage != float64(tc.damage) || r.DamageMin != tc.damage || r.DamageMax != tc.damage {
			t.Errorf("deck %s: damage %v (%d to %d), want %d exactly", tc.deck, r.Damage, r.DamageMin, r.DamageMax, tc.damage)
		}
		for _, s := range r.Line {
			if strings.HasPrefix(s, "draws") {
				t.Errorf("deck %s: a draw left to chance: %q", tc.deck, r.Line)
			}
		}
	}
}

// goldfish best searches against player 2 as a goldfish whatever their
// hero: a yes whose trigger spoke of the hero hit names player 2's hero
// (CR 7.5.5), where it read "deal 1 arcane damage to the hero hit" with a
// scenario's Rhinar there (Aurora's Fry and Aether Crackers), en and ja.
func TestGoldfishBestNamesTheHeroHit(t *testing.T) {
	scn := filepath.Join(t.TempDir(), "crackers.scn")
	text := `scenario: Aurora's Fry with Aether Crackers
rules: 1.8.3
turn: p1 3
p1.hero: Aurora
p1.arena: Aether Crackers
p1.hand: Fry (red), Dodge (blue)
p2.hero: Rhinar
expect:
p2.life: 20
`
	if err := os.WriteFile(scn, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	r := bestRun(t, "--scenario", scn)
	if !slices.Contains(r.Line, "yes (Aether Crackers): destroy this, and once it is destroyed, deal 1 arcane damage to Rhinar") {
		t.Errorf("line %q", r.Line)
	}
	out, errOut, code := deckRun(t, "--lang", "ja", "goldfish", "best", "--scenario", scn)
	if code != 0 || !strings.Contains(out, "Rhinarに1点の秘術ダメージ") || strings.Contains(out, "ヒットを受けたヒーロー") {
		t.Errorf("--lang ja: exit %d %s\n%s", code, errOut, out)
	}
}

// goldfish best's text goes on under a step's own text where it is wider
// than the terminal, never past it: the terminal wrapped it back to the
// first column mid-word ("deal 1 arcan" / "e damage to Rhinar" at 80
// columns). Every line fits, the lines after a step's first are under its
// text, and every word is kept, in both languages.
func TestGoldfishBestStepsWrapUnderTheirText(t *testing.T) {
	for _, c := range []struct {
		step string
		sep  string
	}{
		{"yes (Aether Crackers): destroy this, and once it is destroyed, deal 1 arcane damage to Rhinar · 4 damage (9 in all)", " "},
		// Japanese breaks between characters, or at a space it drops:
		// compared without spaces.
		{"はい (Aether Crackers): これを破壊する。そうした場合、Rhinarに1点の秘術ダメージを与える · 4ダメージ（計9）", ""},
	} {
		for _, width := range []int{140, 120, 80, 50, 30} {
			var out strings.Builder
			printUnder(&out, "  12. ", c.step, width)
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if fits := 6+xansi.StringWidth(c.step) <= width; fits != (len(lines) == 1) {
				t.Errorf("%d columns: %d lines:\n%s", width, len(lines), out.String())
			}
			var joined []string
			for i, l := range lines {
				if n := xansi.StringWidth(l); n > width {
					t.Errorf("%d columns: line %d is %d cells: %q", width, i, n, l)
				}
				head := "  12. "
				if i > 0 {
					head = "      "
				}
				if !strings.HasPrefix(l, head) || strings.HasPrefix(l, head+" ") {
					t.Errorf("%d columns: line %d is not under the step's text: %q", width, i, l)
				}
				joined = append(joined, strings.TrimPrefix(l, head))
			}
			got, want := strings.Join(joined, c.sep), c.step
			if c.sep == "" {
				got, want = strings.ReplaceAll(got, " ", ""), strings.ReplaceAll(want, " ", "")
			}
			if got != want {
				t.Errorf("%d columns: the step reads %q, want %q", width, got, want)
			}
		}
	}
}

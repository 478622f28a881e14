package saves

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// A record survives a round trip through a scenario: the position written
// at a question, parsed back and built, is the same position (hash for
// hash), open combat chain, stack, priority and effects in force included;
// a question in the middle of an action writes the last point before it
// and says so. A file that says it leaves something out (an effect no
// ability of its source can make again as the position stands) is not
// compared, and such files are few.
func TestScenarioRoundTrip(t *testing.T) {
	t.Parallel() // independent, and long: runs beside the others
	ctx := context.Background()
	ds := loadMatchups(t)
	checked, moved := 0, 0
	kinds := map[string]int{}
	lost := 0
	var lostText []string
	for i := range 6 {
		l, pts := savedPoints(t, rules.Setup{Seed: uint64(100 + i), Players: ds[i%len(ds)]}, 1<<30)
		for _, p := range pts {
			if p.Turn%3 != 1 || p.Decision != 1 && p.Decision != 6 && p.Decision != 9 {
				continue
			}
			data, at, note, err := ScenarioAt(ctx, l, p.Turn, p.Decision)
			if err != nil {
				if strings.Contains(err.Error(), "no position a scenario can hold") {
					continue
				}
				t.Fatalf("game %d turn %d decision %d: %v", i, p.Turn, p.Decision, err)
			}
			if (note != "") != !p.Exportable || at.Index > p.Index {
				t.Fatalf("game %d turn %d decision %d: exportable %v, note %q, written %+v", i, p.Turn, p.Decision, p.Exportable, note, at)
			}
			if note != "" {
				moved++
				if !strings.Contains(string(data), "cannot hold") {
					t.Fatalf("the file does not say the point moved:\n%s", data)
				}
			}
			f, err := scenario.Parse("x.scn", data)
			if err != nil {
				t.Fatalf("game %d turn %d: the scenario does not parse: %v\n%s", i, p.Turn, err, data)
			}
			g2, err := f.Game()
			if err != nil {
				t.Fatalf("game %d turn %d: %v\n%s", i, p.Turn, err, data)
			}
			if r := f.Run(ctx, scenario.RunOptions{}); !r.OK() {
				t.Fatalf("game %d turn %d: the scenario does not run: %v\n%s", i, p.Turn, r.Failures, data)
			}
			g, err := GameAt(ctx, l.Setup, l.Answers, at.Index)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(data), "are not written") || strings.Contains(string(data), scenario.Differs) {
				lost++ // the file says what it leaves out: not the same position
				for _, l := range strings.Split(string(data), "\n") {
					if strings.Contains(l, "not written") || strings.Contains(l, scenario.Differs) {
						lostText = append(lostText, l)
					}
				}
			} else if h1, h2 := scenario.PositionHash(g), scenario.PositionHash(g2); h1 != h2 {
				t.Fatalf("game %d turn %d decision %d: position hash %x, back from the scenario %x\n%s", i, p.Turn, p.Decision, h1, h2, data)
			}
			if g.PositionSeed() != g2.PositionSeed() {
				t.Fatalf("game %d turn %d: the random generator does not go on where it stood", i, p.Turn)
			}
			checked++
			for _, k := range []string{"\nchain: ", "\nstack: ", "\neffects: "} {
				if strings.Contains(string(data), k) {
					kinds[k]++
				}
			}
		}
	}
	t.Logf("%d positions checked: with a chain %d, a stack %d, effects in force %d; %d that do not hold everything %q",
		checked, kinds["\nchain: "], kinds["\nstack: "], kinds["\neffects: "], lost, lostText)
	if kinds["\nchain: "] == 0 || kinds["\nstack: "] == 0 || kinds["\neffects: "] == 0 || lost*10 > checked {
		t.Errorf("positions with a chain %d, a stack %d, effects %d, not whole %d of %d", kinds["\nchain: "], kinds["\nstack: "], kinds["\neffects: "], lost, checked)
	}
	if checked < 50 || moved == 0 {
		t.Errorf("%d positions checked, %d moved before an open chain", checked, moved)
	}
}

// The note at the head of a scenario counts the answers before its
// position in words that agree with the count ("after 1 answer").
func TestScenarioNoteCountsAnswers(t *testing.T) {
	ctx := context.Background()
	l, pts := savedPoints(t, rules.Setup{Seed: 7, Players: loadMatchups(t)[0]}, 40)
	seen := map[int]bool{}
	for _, p := range pts {
		if !p.Exportable || p.Index > 3 || seen[p.Index] {
			continue
		}
		data, at, _, err := ScenarioAt(ctx, l, p.Turn, p.Decision)
		if err != nil || at.Index != p.Index {
			continue
		}
		seen[p.Index] = true
		want := fmt.Sprintf("(after %d answers)", p.Index)
		if p.Index == 1 {
			want = "(after 1 answer)"
		}
		if !strings.Contains(string(data), want) {
			t.Errorf("the scenario after %d answers does not say %q:\n%s", p.Index, want, data)
		}
	}
	if !seen[1] {
		t.Fatalf("no position after exactly 1 answer was written (points %d)", len(pts))
	}
}

// savedPoints plays a game of setup (its answers seeded by the setup's
// seed, at most decisions of them) into a save file, loads it back, and
// lists its questions (Points).
func savedPoints(t *testing.T, setup rules.Setup, decisions int) (*Loaded, []Point) {
	t.Helper()
	s := Memory(setup)
	playSession(t, s, setup, setup.Seed, decisions)
	path := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(path, encodeSession(t, s), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := Load(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	pts, err := Points(context.Background(), l.Setup, l.Answers)
	if err != nil {
		t.Fatal(err)
	}
	return l, pts
}

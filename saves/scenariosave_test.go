package saves

import (
	"bytes"
	"context"
	"errors"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// A scenario that starts mid-game: Rhinar has priority in his action
// phase with two cards in hand.
const scenarioMidGame = "scenario/testdata/1.11.5-playing-a-card-keeps-priority.scn"

func scenarioText(t *testing.T) []byte {
	t.Helper()
	text, err := os.ReadFile(scenarioMidGame)
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// A game started from a scenario is saved at its start and at each
// answer, and loads back to the live game's hash.
func TestScenarioGameSaved(t *testing.T) {
	text := scenarioText(t)
	s, err := NewScenarioSession(t.TempDir(), "keeps-priority.scn", text, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !s.Written() || s.Path() == "" {
		t.Fatalf("no save made at the start: written %v, path %q", s.Written(), s.Path())
	}
	l, err := Load(context.Background(), s.Path())
	if err != nil {
		t.Fatalf("the start file does not load: %v", err)
	}
	if l.File.Format != formatScenario || l.File.Setup.Scenario == nil || l.File.Setup.Scenario.Text != string(text) {
		t.Fatalf("the start file does not hold the scenario: format %d, %+v", l.File.Format, l.File.Setup.Scenario)
	}
	if h := l.File.Heroes(); !strings.Contains(h, "Rhinar") || !strings.Contains(h, "Dorinthea") {
		t.Fatalf("heroes %q", h)
	}
	setup, err := ScenarioSetup("x", text)
	if err != nil {
		t.Fatal(err)
	}
	live := playSession(t, s, setup, 3, 2)
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	l, err = Load(context.Background(), s.Path())
	if err != nil {
		t.Fatalf("the save after two answers does not load: %v", err)
	}
	if len(l.Answers) != 2 {
		t.Fatalf("the save holds %d answers, want 2", len(l.Answers))
	}
	if l.Game.Hash() != live.Hash() {
		t.Fatalf("resumed hash %016x, live %016x", l.Game.Hash(), live.Hash())
	}
}

// A save whose stored scenario does not parse, or whose position the
// engine refuses, is refused at the line of the field, never a panic.
func TestScenarioSaveCorrupt(t *testing.T) {
	sess, err := NewScenarioSession(t.TempDir(), "keeps-priority.scn", scenarioText(t), Options{})
	if err != nil {
		t.Fatal(err)
	}
	sess.Close()
	good, err := os.ReadFile(sess.Path())
	if err != nil {
		t.Fatal(err)
	}
	f, err := Decode("good.json", good)
	if err != nil {
		t.Fatal(err)
	}
	textLine := 1 + bytes.Count(good[:bytes.Index(good, []byte(`"text"`))], []byte("\n"))
	for _, bad := range []string{
		"p1.hero: Nobody At All\n",
		"turn: p3\np1.hero: Rhinar\n",
		"p1.life: 12\n", // no heroes: the position is refused
		strings.Repeat("x", 2<<20),
	} {
		c := *f
		c.Setup.Scenario = &ScenarioRec{Name: "x", Text: bad}
		data, err := c.Encode()
		if err != nil {
			t.Fatal(err)
		}
		_, err = Decode("bad.json", data)
		if err == nil {
			_, err = Load(context.Background(), writeTemp(t, data))
		}
		if !errors.Is(err, ErrInvalid) {
			t.Fatalf("%.30q: %v, want ErrInvalid", bad, err)
		}
		// The parser's message travels as data, for the text layer to say
		// in the reader's language.
		var pe *ProblemError
		if errors.As(err, &pe) && pe.Problem.Code == "field-scenario" {
			if m, ok := pe.Problem.Args[2].(ScenarioMessage); !ok || m.Msg.Code == "" {
				t.Fatalf("%.30q: the scenario's message is not data: %#v", bad, pe.Problem.Args[2])
			}
		}
		if m := regexp.MustCompile(`^[^:]+:(\d+): `).FindStringSubmatch(err.Error()); m == nil || m[1] != strconv.Itoa(textLine) {
			t.Fatalf("%.30q: %v: not at line %d", bad, err, textLine)
		}
	}
}

// A save written before scenarios could be saved (format 1, no
// setup.scenario) still loads, and a game of decks is still written as
// format 1.
func TestDeckSaveStillFormat1(t *testing.T) {
	setup := rules.Setup{Seed: 5, Players: loadMatchups(t)[0]}
	s, err := NewSession(t.TempDir(), setup, [2]string{"cb-rhinar", "cb-dorinthea"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	playSession(t, s, setup, 5, 3)
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(s.Path())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`"format": 1,`)) || bytes.Contains(data, []byte(`"scenario"`)) {
		t.Fatalf("a game of decks is not written as format 1 without a scenario:\n%.200s", data)
	}
	if _, err := Load(context.Background(), s.Path()); err != nil {
		t.Fatal(err)
	}
}

func writeTemp(t *testing.T, data []byte) string {
	t.Helper()
	p := t.TempDir() + "/s.json"
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

package lesson

import (
	"context"
	"errors"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

func course(t *testing.T) []*Lesson {
	t.Helper()
	all, err := Course()
	if err != nil {
		t.Fatal(err)
	}
	return all
}

// The course has the 16 lessons of the issue, in its order: the file
// names say the topic.
func TestCourseInOrder(t *testing.T) {
	want := []string{"pitching", "action-points", "combat-chain", "defending", "attack-reactions",
		"defense-reactions", "arsenal", "weapons", "equipment-abilities", "blade-break", "intimidate",
		"reprise", "stack-and-priority", "triggers", "end-phase", "goldfish"}
	all := course(t)
	if len(all) < len(want) {
		t.Fatalf("%d lessons, want at least %d", len(all), len(want))
	}
	for i, w := range want {
		if l := all[i]; l.Number != i+1 || !strings.Contains(filepath.Base(l.Name), w) {
			t.Errorf("lesson %d is %s (number %d), want the one about %s", i+1, l.Name, l.Number, w)
		}
	}
}

// Every lesson is solved by its solution (the file's answers, checked by
// the scenario runner with its expectations) against its opponent.
func TestEveryLessonIsSolvedByItsSolution(t *testing.T) {
	for _, l := range course(t) {
		o := l.Solve(context.Background())
		if !o.Result.OK() {
			t.Errorf("lesson %d: the solution fails:\n%v", l.Number, o.Result.Failures)
		}
		if o.Status != Met {
			t.Errorf("lesson %d: the solution leaves the goals %v (stopped at %s)", l.Number, o.Status, o.Result.Stopped)
		}
	}
}

// No lesson is solved by passing every question (priority passed,
// nothing defended, the least any other question allows).
func TestNoLessonIsSolvedByPassing(t *testing.T) {
	for _, l := range course(t) {
		o, err := l.Idle(context.Background(), 6)
		if err != nil {
			t.Errorf("lesson %d: %v", l.Number, err)
			continue
		}
		if o.Status == Met {
			t.Errorf("lesson %d: passing every question meets the goals", l.Number)
		}
	}
}

var japanese = func(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) {
			return true
		}
	}
	return false
}

// Every text of every lesson is written in both languages: the English
// has no Japanese, the Japanese is Japanese, and each names the same CR
// numbers.
func TestEveryLessonInBothLanguages(t *testing.T) {
	num := regexp.MustCompile(`\b[1-9]\.[0-9]{1,2}(\.[0-9]{1,2}[a-z]?)?\b`)
	for _, l := range course(t) {
		texts := map[string]Text{"title": l.Title, "before": l.Before, "after": l.After, "summary": l.Summary}
		for i, h := range l.Hints {
			texts["hint"+string(rune('1'+i))] = h
		}
		for _, m := range l.Moments() {
			texts["during."+m] = l.During[m]
		}
		for what, tx := range texts {
			en, ja := tx["en"], tx["ja"]
			if en == "" || ja == "" {
				t.Errorf("lesson %d %s: en %q, ja %q", l.Number, what, en, ja)
				continue
			}
			if japanese(en) {
				t.Errorf("lesson %d %s.en has Japanese: %s", l.Number, what, en)
			}
			if !japanese(ja) {
				t.Errorf("lesson %d %s.ja has no Japanese: %s", l.Number, what, ja)
			}
			if a, b := strings.Join(num.FindAllString(en, -1), " "), strings.Join(num.FindAllString(ja, -1), " "); a != b {
				t.Errorf("lesson %d %s: CR numbers differ: en %q, ja %q", l.Number, what, a, b)
			}
		}
		if len(l.Hints) != 3 {
			t.Errorf("lesson %d: %d hint levels", l.Number, len(l.Hints))
		}
		// The rule hint (level 2) cites a CR number.
		if !num.MatchString(l.Hints[1]["en"]) {
			t.Errorf("lesson %d: hint 2 cites no CR rule: %s", l.Number, l.Hints[1]["en"])
		}
	}
}

// Each moment a lesson narrates is reached by its solution: a narration
// nobody sees is a mistake in the file.
func TestNarrationMomentsAreReached(t *testing.T) {
	for _, l := range course(t) {
		o := l.Solve(context.Background())
		for _, m := range l.Moments() {
			if !o.Tracker.Reached(m) {
				t.Errorf("lesson %d: the solution never comes to %s, which has narration", l.Number, m)
			}
		}
	}
}

// A bad lesson file gets FILE:LINE: what is wrong, for each problem.
func TestBadLessonFiles(t *testing.T) {
	good := func() string {
		data, err := lessonFiles.ReadFile("lessons/01-pitching-and-paying.txt")
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}()
	replace := func(old, new string) string {
		if !strings.Contains(good, old) {
			t.Fatalf("the lesson has no %q", old)
		}
		return strings.Replace(good, old, new, 1)
	}
	cases := []struct {
		name, file, want string
	}{
		{"a bad goal", replace("goal: damage 6", "goal: damage lots"), `:5: goal: want a number`},
		{"an unknown goal", replace("goal: damage 6", "goal: be happy"), `:5: goal: want .damage N.`},
		{"a missing language", replace("title.ja:", "# title.ja:"), `:\d+: title.ja: missing`},
		{"an unknown moment", replace("during.pitch.en:", "during.lunch.en:"), `:\d+: during.lunch.en: "lunch" is not a moment`},
		{"a moment in one language", replace("during.pitch.ja:", "# during.pitch.ja:"), `:\d+: during.pitch.ja: missing`},
		{"no language", replace("before.en:", "before:"), `:\d+: before: want a language`},
		{"a bad learner", replace("learner: p1", "learner: p3"), `:4: learner: want p1 or p2`},
		{"a lesson key among the answers", good + "\nanswers:\nhint1.en: late\n", `:\d+: hint1.en: lesson keys go before the first answers:`},
		{"a taught number that is none", replace("taught: 1.14.3", "taught: pitching"), `:6: taught: "pitching" is not a CR rule number`},
		{"a summary without a taught rule", replace("taught: 1.14.3 1.13.3 1.14.2d", "taught: 1.14.3 1.13.3 1.14.2d 9.9.9"), `:\d+: summary.en: does not name taught rule 9.9.9`},
		{"an unknown opponent card", replace("learner: p1", "learner: p1\nopponent.defend: Dogde (blue)"), `:5: opponent.defend: unknown card "Dogde \(blue\)"`},
		{"a scenario error", replace("p2.hero: Dorinthea", "p2.hero: Dorothea"), `:\d+: .*unknown card "Dorothea"`},
		{"a key given twice", replace("learner: p1", "learner: p1\nlearner: p2"), `:5: learner: given twice \(first on line 4\)`},
	}
	for _, c := range cases {
		_, err := Parse("bad.txt", []byte(c.file))
		var list scenario.ErrorList
		if !errors.As(err, &list) {
			t.Errorf("%s: got %v, want a list of errors", c.name, err)
			continue
		}
		if !regexp.MustCompile(`(?m)^bad\.txt` + c.want).MatchString(err.Error()) {
			t.Errorf("%s: got\n%v\nwant a line matching bad.txt%s", c.name, err, c.want)
		}
	}
}

func TestGoodLessonParsesFromUTF16(t *testing.T) {
	data, err := lessonFiles.ReadFile("lessons/01-pitching-and-paying.txt")
	if err != nil {
		t.Fatal(err)
	}
	u := []byte{0xff, 0xfe}
	for _, r := range string(data) {
		if r > 0xffff {
			t.Fatal("no astral characters expected")
		}
		u = append(u, byte(r), byte(r>>8))
	}
	l, err := Parse("utf16.txt", u)
	if err != nil {
		t.Fatal(err)
	}
	if l.Title["ja"] != course(t)[0].Title["ja"] {
		t.Errorf("title.ja %q", l.Title["ja"])
	}
}

// The lesson opponent keeps to the Decider contract (ruletest.KeepsNothing):
// every lesson played by it against the idle learner.
func TestOpponentKeepsNothing(t *testing.T) {
	for _, l := range course(t) {
		err := ruletest.KeepsNothing(context.Background(), func() (*rules.Game, [2]rules.Decider, error) {
			g, err := l.Game()
			if err != nil {
				return nil, [2]rules.Decider{}, err
			}
			g.MaxTurns = 30
			var ds [2]rules.Decider
			ds[l.Learner] = Opponent{Player: l.Learner}
			ds[l.Learner.Opponent()] = l.Opponent
			return g, ds, nil
		})
		if err != nil {
			t.Errorf("lesson %d: %v", l.Number, err)
		}
	}
}

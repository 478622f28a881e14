package lesson

import (
	"context"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// lessonTexts is every text of l by its key.
func lessonTexts(l *Lesson) map[string]Text {
	texts := map[string]Text{"title": l.Title, "before": l.Before, "after": l.After, "summary": l.Summary}
	for i, h := range l.Hints {
		texts["hint"+string(rune('1'+i))] = h
	}
	for _, m := range l.Moments() {
		texts["during."+m] = l.During[m]
	}
	return texts
}

// withAnswers is lesson n's file with its solution's answer line old
// replaced by the lines new, and no expectations: another way to play it.
func withAnswers(t *testing.T, n int, old, new string) *Lesson {
	t.Helper()
	data, err := lessonFiles.ReadFile("lessons/" + courseFile(t, n))
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	if !strings.Contains(s, old) {
		t.Fatalf("lesson %d has no answer %q", n, old)
	}
	s = strings.Replace(s, old, new, 1)
	s, _, _ = strings.Cut(s, "expect:")
	s += "expect:\np1.life: 20\n" // the file needs one; the goals are what is checked
	l, err := Parse("variant.txt", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func courseFile(t *testing.T, n int) string {
	t.Helper()
	entries, err := lessonFiles.ReadDir("lessons")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if k, err := numberOf(e.Name()); err == nil && k == n {
			return e.Name()
		}
	}
	t.Fatalf("no lesson %d", n)
	return ""
}

// Lesson 1 teaches the pitch that wastes nothing: paying Muscle Mutt's 3
// with the yellow card first (2) and then the Bauble (3) deals the 6
// damage but leaves 2 resource points unspent, and the lesson is missed
// the moment the cost is paid (CR 1.14.2d, 5.1.10), with the 2 counted.
// The solution, the Bauble alone, leaves none.
func TestLessonOneRefusesTheWastefulPitch(t *testing.T) {
	l := withAnswers(t, 1, "p1 pitch Titanium Bauble (blue)", "p1 pitch Raging Onslaught (yellow)") // the Bauble, the one card left, is pitched by the engine
	o := l.Solve(context.Background())
	if !o.Result.OK() {
		t.Fatalf("the wasteful line does not play: %v", o.Result.Failures)
	}
	if o.Status != Missed {
		t.Errorf("pitching yellow then blue for a cost of 3: goals %v, want missed", o.Status)
	}
	if got := o.Tracker.Leftover(); got != 2 {
		t.Errorf("left over %d, want 2", got)
	}
	if o.Tracker.Dealt() != 6 {
		t.Errorf("dealt %d: the attack itself is not what was missed", o.Tracker.Dealt())
	}
	all := course(t)
	good := all[0].Solve(context.Background())
	if good.Status != Met || good.Tracker.Leftover() != 0 {
		t.Errorf("the solution: %v, left over %d", good.Status, good.Tracker.Leftover())
	}
}

// `goal: waste at most N` reads; a waste goal met needs a paid play, so a
// learner who plays nothing does not meet it.
func TestWasteGoalParses(t *testing.T) {
	g, err := parseGoal("waste at most 0")
	if err != nil || g.Kind != GoalWaste || g.N != 0 {
		t.Fatalf("waste at most 0: %+v %v", g, err)
	}
	if _, err := parseGoal("waste 0"); err == nil {
		t.Error("waste 0 read as a goal")
	}
	l := course(t)[0]
	o, err := l.Idle(context.Background(), 2)
	if err != nil {
		t.Fatal(err)
	}
	goals, status := o.Tracker.Goals()
	for i, g := range goals {
		if g.Kind == GoalWaste && status[i] == Met {
			t.Error("passing every question meets the waste goal")
		}
	}
}

// The narration names the heroes as the board does (their monikers, in
// English in both languages): a hero named in a text's English is named
// the same way in its Japanese, and no katakana spelling stands in for
// one (the board never shows it).
func TestNarrationNamesHeroesAsTheBoard(t *testing.T) {
	katakana := []string{"ライナー", "ドリンテア"}
	for _, l := range course(t) {
		g, err := l.File.Game()
		if err != nil {
			t.Fatal(err)
		}
		v := g.Omniscient()
		var names []string
		for p := range 2 {
			if c := v.Card(v.Hero(rules.Player(p))); c != nil {
				names = append(names, c.Moniker)
			}
		}
		for what, tx := range lessonTexts(l) {
			for _, k := range katakana {
				if strings.Contains(tx["ja"], k) {
					t.Errorf("lesson %d %s.ja spells a hero %q; the board says %v", l.Number, what, k, names)
				}
			}
			for _, n := range names {
				if strings.Contains(tx["en"], n) && !strings.Contains(tx["ja"], n) {
					t.Errorf("lesson %d %s: the English names %s, the Japanese does not", l.Number, what, n)
				}
			}
		}
	}
}

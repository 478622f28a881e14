package lesson

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
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

// playChecking plays l's solution again (its answers, both sides, as the
// scenario runner gave them) and asks Reach at each of the learner's
// priority questions; it returns the tracker and the answer index at
// which Reach first judged a goal lost (-1: never).
func playChecking(t *testing.T, l *Lesson) (*Tracker, int) {
	t.Helper()
	var answers []rules.Answer
	var players [2]rules.Decider
	players[l.Learner.Opponent()] = l.Opponent
	res := l.File.Run(context.Background(), scenario.RunOptions{Players: players, Answers: &answers})
	if !res.OK() {
		t.Fatalf("lesson %s: %v", l.Name, res.Failures)
	}
	g, err := l.File.Game()
	if err != nil {
		t.Fatal(err)
	}
	tr := NewTracker(l)
	g.SetObserver(tr.Observe)
	lost, next := -1, 0
	d := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if next >= len(answers) {
			return rules.Answer{}, rules.ErrScriptDone
		}
		if p.Player == l.Learner && p.Kind == rules.AskPriority && lost < 0 {
			if l.Reach(ctx, g.ViewFor(l.Learner), tr) {
				lost = next
			}
		}
		next++
		return answers[next-1], nil
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrScriptDone) {
		t.Fatal(err)
	}
	return tr, lost
}

// The engine is asked, at each of the learner's questions, whether the
// goal can still be met: never "no" on the way of a lesson's solution.
func TestSolutionsStayReachable(t *testing.T) {
	for _, l := range course(t) {
		if tr, lost := playChecking(t, l); lost >= 0 {
			t.Errorf("lesson %d: judged lost at answer %d (best %d) on the way of its solution", l.Number, lost, tr.Best())
		}
	}
}

// Lesson 8 says at once when its goal is lost: pitching On a Knife Edge to
// pay for Dawnblade leaves no line to 5 damage (one attack of 2, no go
// again for a second), and the goal is missed at the next question, in
// the middle of the turn, with the most damage still possible counted.
func TestLessonEightLostAtOnce(t *testing.T) {
	l := withAnswers(t, 8, "p1 play On a Knife Edge (yellow)\npass until p1 activate Dawnblade, Resplendent\np1 activate Dawnblade, Resplendent\npass until p1 yes\np1 yes\npass until chain closed\npass until p1 activate Dawnblade, Resplendent\np1 activate Dawnblade, Resplendent\n",
		"p1 activate Dawnblade, Resplendent\np1 pitch On a Knife Edge (yellow)\n")
	tr, lost := playChecking(t, l)
	if lost < 0 || tr.Status() != Missed {
		t.Fatalf("the wasted Knife Edge: judged lost %d, status %v", lost, tr.Status())
	}
	if tr.Best() != 2 {
		t.Errorf("most damage still possible %d, want 2", tr.Best())
	}
	if lost > 4 {
		t.Errorf("judged lost at answer %d, not at once", lost)
	}
}

// A card the Japanese narration names is named as the board names it
// (the card pool's English name, its colour as the board writes it:
// "Titanium Bauble (blue)"), in no marks of its own (《》), and the same
// way in the English of the same text: a learner reads one form of every
// name, the board's.
func TestNarrationNamesCardsAsTheBoard(t *testing.T) {
	latin := regexp.MustCompile(`[A-Z][A-Za-z'’-]*(?:[ ,]+[A-Za-z][A-Za-z'’-]*)*`)
	colour := regexp.MustCompile(`[A-Za-z] ?[（(][赤黄青]`)
	named := 0
	for _, l := range course(t) {
		for what, tx := range lessonTexts(l) {
			ja := tx["ja"]
			if strings.ContainsAny(ja, "《》") {
				t.Errorf("lesson %d %s.ja: a name in marks the board does not use:\n%s", l.Number, what, ja)
			}
			if m := colour.FindString(ja); m != "" {
				t.Errorf("lesson %d %s.ja: a colour in Japanese after a name (%q), the board writes (red), (yellow), (blue):\n%s", l.Number, what, m, ja)
			}
			for _, name := range latin.FindAllString(ja, -1) {
				name = strings.TrimRight(name, " ,")
				if !cardNamed(name) {
					continue
				}
				named++
				if !strings.Contains(tx["en"], name) {
					t.Errorf("lesson %d %s: the Japanese names %s, the English does not", l.Number, what, name)
				}
			}
		}
	}
	if named == 0 {
		t.Error("no card named in the Japanese narration: the test shows nothing")
	}
	t.Logf("%d names checked", named)
}

// cardNamed reports a card whose name is name or begins with it (the
// narration may shorten "Dawnblade, Resplendent" to "Dawnblade").
func cardNamed(name string) bool {
	if _, ok := cards.Lookup(name); ok {
		return true
	}
	for _, k := range cards.Keys() {
		if strings.HasPrefix(k, name) {
			return true
		}
	}
	return false
}

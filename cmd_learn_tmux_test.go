package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/saves/lesson"
)

// `rathe learn 1 --lang ja` in a real terminal: the intro and the
// narration in Japanese, the lesson played with the keys a learner would
// press to its closing screen, exit 0, and the lesson recorded as done.
func TestTmuxLearnLessonOneInJapanese(t *testing.T) {
	bin := buildRathe(t)
	p := startPane(t, bin, "learn", "1", "--lang", "ja", "--no-color")
	intro := p.waitFor("レッスン1 · ピッチとコストの支払い", 10*time.Second)
	if !strings.Contains(intro, "あなたはライナーです") {
		t.Fatalf("the intro has no Japanese narration:\n%s", intro)
	}
	p.keys("Enter")
	p.waitFor("優先権があります", 5*time.Second)
	p.keys("?")
	p.waitFor("ヒント1/3", 5*time.Second)
	p.keys("1") // play Muscle Mutt (yellow), the first option
	pitch := p.waitFor("リソースが足りません", 5*time.Second)
	if !strings.Contains(pitch, "Titanium Bauble") {
		t.Fatalf("the pitch question:\n%s", pitch)
	}
	p.keys("1") // pitch Titanium Bauble (blue), the first option
	p.waitFor("目標達成", 5*time.Second)
	end := p.waitFor("完了：レッスン1", 10*time.Second, "p")
	for _, want := range []string{"1.14.3", "1.13.3", "1.14.2d", "このレッスンで学んだルール"} {
		if !strings.Contains(end, want) {
			t.Errorf("the closing screen lacks %q:\n%s", want, end)
		}
	}
	p.keys("Enter")
	if st := p.exitStatus(); st != "0" {
		t.Errorf("exit status %s", st)
	}
	prog, err := lesson.LoadProgress(filepath.Join(paneHome(t), "lessons.json"))
	if err != nil || !prog.IsDone(1) {
		t.Errorf("lesson 1 not recorded as done: %v %v", prog, err)
	}
}

package cli

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/saves/lesson"
)

// `rathe learn 1 --lang ja` in a real terminal: the intro and the
// narration in Japanese, the lesson played with the keys a learner would
// press to its closing screen, exit 0, and the lesson recorded as done.
func TestTmuxLearnLessonOneInJapanese(t *testing.T) {
	t.Parallel() // waits on panes, not on the CPU
	bin := buildRathe(t)
	p := startPane(t, bin, "learn", "1", "--lang", "ja", "--no-color")
	// The intro with its Japanese narration.
	p.waitForAll([]string{"レッスン1 · ピッチとコストの支払い", "あなたはRhinarです"}, 10*time.Second)
	p.keys("Enter")
	p.waitFor("優先権があります", 5*time.Second)
	p.keys("?")
	p.waitFor("ヒント1/3", 5*time.Second)
	p.keys("1") // play Muscle Mutt (yellow), the first option
	// The pitch question, offering the Bauble.
	p.waitForAll([]string{"リソースが足りません", "Titanium Bauble"}, 5*time.Second)
	p.keys("1") // pitch Titanium Bauble (blue), the first option
	p.waitFor("目標達成", 5*time.Second)
	// The closing screen, with the rules the lesson taught.
	p.waitFor("完了：レッスン1", 10*time.Second, "p")
	p.waitForAll([]string{"完了：レッスン1", "1.14.3", "1.13.3", "1.14.2d", "このレッスンで学んだルール"}, 5*time.Second)
	p.keys("Enter")
	if st := p.exitStatus(); st != "0" {
		t.Errorf("exit status %s", st)
	}
	prog, err := lesson.LoadProgress(filepath.Join(paneHome(t), "lessons.json"))
	if err != nil || !prog.IsDone(1) {
		t.Errorf("lesson 1 not recorded as done: %v %v", prog, err)
	}
}

package text

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/saves/lesson"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// Every refusal of rules.NewPosition has words in both
// languages; the English table's are rules.PositionWords (the bytes the
// rules said before); each, said at each place with parameters of its
// verbs, is Japanese under --lang ja and has no broken verb.
func TestPositionErrorsInEveryLanguage(t *testing.T) {
	codes := rules.PositionCodes()
	if len(codes) < 60 {
		t.Fatalf("only %d position codes", len(codes))
	}
	ja, en := Words{Lang: JA}, Words{Lang: EN}
	for _, code := range codes {
		id := "pos." + code
		if languages[EN].messages[id] != rules.PositionWords[code] {
			t.Errorf("position code %q: the English table and rules.PositionWords differ", code)
		}
		var args []any
		used, _, _ := verbs(rules.PositionWords[code])
		for i := 1; i <= len(used); i++ {
			if used[i] == "d" {
				args = append(args, 3)
			} else {
				args = append(args, "x")
			}
		}
		for _, part := range []string{"chain", "stack", "effects", "step", ""} {
			e := &rules.PositionError{Part: part, Index: 1, Code: code, Args: args}
			got := ja.PositionError(e)
			if strings.Contains(got, "%!") || strings.Contains(got, "[pos.") || !japaneseIn(got) {
				t.Errorf("ja %q at %q: %q", code, part, got)
			}
			if s := en.PositionError(e); s != e.Error() || strings.Contains(s, "%!") {
				t.Errorf("en %q at %q: %q, Error() %q", code, part, s, e.Error())
			}
		}
	}
}

// The typed parameters are said in the language: a step, a phase, an
// ability's kind, "the ability of" a card, a timing reason; the card's
// key and the player as the file writes them stay.
func TestPositionErrorParameters(t *testing.T) {
	ja := Words{Lang: JA}
	cases := []struct {
		e    rules.PositionError
		want []string
		en   string
	}{
		{rules.PositionError{Part: "step", Code: "step-needs-chain", Args: []any{rules.StepReaction}},
			[]string{ja.Step(rules.StepReaction)}, "step: the reaction step needs an open combat chain: write its links (`chain:`)"},
		{rules.PositionError{Part: "", Code: "phase", Args: []any{rules.PhaseEnd}},
			[]string{ja.Phase(rules.PhaseEnd)}, "a position starts in the start or action phase, not end"},
		{rules.PositionError{Part: "stack", Index: 0, Code: "no-ability", Args: []any{"Dawnblade, Resplendent", rules.AbilityTriggered}},
			[]string{"Dawnblade, Resplendent", ja.say("pos.ability-triggered"), ja.say("pos.where-stack", 1)}, "stack layer 1 (from the top): Dawnblade, Resplendent has no triggered ability"},
		{rules.PositionError{Part: "stack", Index: 1, Code: "as-instant-not-action", Args: []any{rules.AbilityOf("Dawnblade, Resplendent")}},
			[]string{ja.say("pos.ability-of", "Dawnblade, Resplendent")}, "stack layer 2 (from the top): the ability of Dawnblade, Resplendent is not an action: `as an instant` is for actions (CR 8.1.1d)"},
		{rules.PositionError{Part: "stack", Code: "could-not-play-here", Args: []any{"Thrust (red)", "p2", rules.ReasonNoPriority, "1.11"}},
			[]string{"Thrust (red)", "p2", ja.Reason(rules.ReasonNoPriority)}, ""},
	}
	for _, c := range cases {
		got := ja.PositionError(&c.e)
		for _, w := range c.want {
			if w == "" || !strings.Contains(got, w) {
				t.Errorf("%s: %q lacks %q", c.e.Code, got, w)
			}
		}
		if c.en != "" && c.e.Error() != c.en {
			t.Errorf("%s: English %q, want %q", c.e.Code, c.e.Error(), c.en)
		}
	}
}

// WriteAtomic's refusal names the kind of path in the
// language; English keeps the bytes it had.
func TestNotRegularTargetSaid(t *testing.T) {
	dir := t.TempDir()
	err := saves.WriteAtomic(saves.OSFS{}, dir, []byte("x"))
	var pe *saves.ProblemError
	if !errors.As(err, &pe) || !errors.Is(err, saves.ErrNotRegularTarget) {
		t.Fatalf("err %v: want a ProblemError wrapping ErrNotRegularTarget", err)
	}
	if want := dir + ": not a regular file (a folder): rathe writes only to a regular file or a new path"; err.Error() != want {
		t.Errorf("English %q, want %q", err.Error(), want)
	}
	ja := Words{Lang: JA}
	got := ja.SaveProblemError(pe)
	if !strings.HasPrefix(got, dir+": ") || !strings.Contains(got, ja.say("save.kind-folder")) || !japaneseIn(got) {
		t.Errorf("ja %q", got)
	}
	for kind, id := range fileKindIDs {
		if languages[EN].messages[id] != string(kind) {
			t.Errorf("%s: English %q, want %q", id, languages[EN].messages[id], kind)
		}
	}
}

// a reader's refusals (decks.NotRegularError) and the system's
// two common reasons are said in the language, the path kept; English is
// the error's own bytes; every kind of refusal has words.
func TestReadErrorsSaid(t *testing.T) {
	dir := t.TempDir()
	ja, en := Words{Lang: JA}, Words{Lang: EN}
	_, err := decks.ReadRegular(dir, 0)
	var nr *decks.NotRegularError
	if !errors.As(err, &nr) || nr.What != "a folder, not a file" {
		t.Fatalf("err %v: want a NotRegularError for a folder", err)
	}
	if got, ok := ja.ReadError(err); !ok || !strings.HasPrefix(got, dir+": ") || got != dir+": "+ja.say("read.folder") {
		t.Errorf("ja folder: %q %v", got, ok)
	}
	if got, _ := en.ReadError(err); got != err.Error() {
		t.Errorf("en folder: %q, want %q", got, err.Error())
	}
	missing := filepath.Join(dir, "none.scn")
	_, err = decks.ReadRegular(missing, 0)
	got, ok := ja.ReadError(err)
	if !ok || got != missing+": "+ja.say("read.not-exist") {
		t.Errorf("ja missing: %q %v (%v)", got, ok, err)
	}
	if _, ok := en.ReadError(err); ok {
		t.Error("English rewords the system's reason")
	}
	for what, id := range notRegularIDs {
		if languages[EN].messages[id] != what {
			t.Errorf("%s: English %q, want %q", id, languages[EN].messages[id], what)
		}
	}
	// A scenario file that cannot be read, through the scenario message.
	if got := ja.ScenarioMsg(scenario.Msg{Code: "read", Args: []any{err}}); got != missing+": "+ja.say("read.not-exist") {
		t.Errorf("scn.read: %q", got)
	}
}

// why a position cannot be written as a scenario, each of the
// rules' reasons, in the language.
func TestUnwritableSaid(t *testing.T) {
	ja := Words{Lang: JA}
	for _, why := range []string{rules.WhyNotActionPhase, rules.WhyTriggers, rules.WhyCostPaid, rules.WhyUnnamedTrigger, rules.WhyHiddenTriggerSource, scenario.WhyGoneSource} {
		m := scenario.Msg{Code: "cannot-export", Args: []any{scenario.Unwritable(why)}}
		got := ja.ScenarioMsg(m)
		if strings.Contains(got, why) || !japaneseIn(got) {
			t.Errorf("%q: %q", why, got)
		}
		if m.String() != "the position cannot be written as a scenario: "+why {
			t.Errorf("English %q", m.String())
		}
	}
}

// a bad lessons progress file, and a lesson the course lacks,
// are said in the language; English keeps its bytes.
func TestLessonFileErrorsSaid(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lessons.json")
	ja := Words{Lang: JA}
	for _, c := range []struct{ data, en string }{
		{`{"version": 7}`, path + ": lessons file version 7, this rathe reads version 1"},
		{`nope`, path + ": not a lessons file: "},
	} {
		if err := os.WriteFile(path, []byte(c.data), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := lesson.LoadProgress(path)
		var m scenario.Msg
		if !errors.As(err, &m) || !strings.HasPrefix(err.Error(), c.en) {
			t.Fatalf("%s: err %v, want a message starting %q", c.data, err, c.en)
		}
		if got := ja.ScenarioMsg(m); !strings.HasPrefix(got, path+": ") || !japaneseIn(got) {
			t.Errorf("%s: ja %q", c.data, got)
		}
	}
	_, err := lesson.Get(999)
	var m scenario.Msg
	if !errors.As(err, &m) || !strings.HasPrefix(err.Error(), "no lesson 999: the lessons are 1 to ") || !japaneseIn(ja.ScenarioMsg(m)) {
		t.Errorf("lesson 999: %v", err)
	}
}

// Every reason a card-pool breaks a rule has words of its own
// (a reason without would be said in English).
func TestEveryPoolReasonHasWords(t *testing.T) {
	for r := rules.PoolNoHero; r <= rules.PoolSlot; r++ {
		if _, ok := rules.PoolWords[r.String()]; !ok {
			t.Errorf("pool reason %s has no message id", r)
		}
		if _, ok := languages[JA].messages["pool."+r.String()]; !ok {
			t.Errorf("pool reason %s has no Japanese words", r)
		}
	}
}

// The system's common reasons have words of their own in Japanese
// (systemReasonIDs), found through wrapping (errors.Is); the English table
// keeps the system's words, and English says the system's words as they
// are; a reason without words stays the system's.
func TestSystemReasonsInEveryLanguage(t *testing.T) {
	ja, en := Words{Lang: JA}, Words{Lang: EN}
	for _, errno := range []syscall.Errno{syscall.ENOENT, syscall.EACCES, syscall.EPERM, syscall.ENOTDIR, syscall.ENOSPC, syscall.EROFS, syscall.EFBIG} {
		if got := en.SystemReason(errno); got != errno.Error() {
			t.Errorf("en %d: %q, want %q", errno, got, errno.Error())
		}
		got := ja.SystemReason(errno)
		if got == errno.Error() || got == "" {
			t.Errorf("ja %q: no words of its own", errno.Error())
		}
		path := "/etc/passwd/home/saves"
		said, ok := ja.ReadError(fmt.Errorf("x: %w", &fs.PathError{Op: "mkdir", Path: path, Err: errno}))
		if !ok || said != "x: mkdir "+path+": "+got {
			t.Errorf("ja %q in a path's error: %q %v", errno.Error(), said, ok)
		}
	}
	for _, r := range systemReasonIDs {
		var errno syscall.Errno
		if !errors.As(r.err, &errno) && !errors.Is(syscall.ENOENT, r.err) && !errors.Is(syscall.EACCES, r.err) {
			t.Errorf("%s: %v is no system reason", r.id, r.err)
		}
		if errors.As(r.err, &errno) && languages[EN].messages[r.id] != errno.Error() {
			t.Errorf("%s: English %q, want the system's %q", r.id, languages[EN].messages[r.id], errno.Error())
		}
	}
	if got := ja.SystemReason(syscall.EIO); got != syscall.EIO.Error() {
		t.Errorf("ja EIO: %q, want the system's words", got)
	}
}

package cli

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

var errEnough = errors.New("enough")

// unsyncedFS is the real file system but for its syncs: writeSave makes a
// save for the commands to read, one write an answer, and on a disk the
// syncs were most of its time. That a save survives a crash is saves'
// own tests' (TestInterruptedSaveLeavesTheLastGoodSave).
type unsyncedFS struct{ saves.OSFS }

func (unsyncedFS) CreateTemp(dir, pattern string) (saves.TempFile, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return unsyncedFile{f}, nil
}

func (unsyncedFS) SyncDir(string) error { return nil }

type unsyncedFile struct{ *os.File }

func (unsyncedFile) Sync() error { return nil }

// writeSave plays a game of the default decks between random players into
// the saves folder of RATHE_HOME, stopping after `decisions` answers (or
// at the end), and returns the file and the game.
func writeSave(t *testing.T, seed uint64, decisions int) (string, *rules.Game) {
	t.Helper()
	setup, err := loadSetup(seed, "cb-rhinar", "cb-dorinthea")
	if err != nil {
		t.Fatal(err)
	}
	dir, err := saves.Dir()
	if err != nil {
		t.Fatal(err)
	}
	s, err := saves.NewSession(dir, setup, [2]string{"cb-rhinar", "cb-dorinthea"}, saves.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close() // the game is no longer open
	s.SetFS(unsyncedFS{})
	g, err := rules.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	g.Explain = true
	n := 0
	rnd := rules.NewRandom(seed)
	limit := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if n >= decisions {
			return rules.Answer{}, errEnough
		}
		n++
		return rnd.Decide(ctx, v, p)
	})
	d := s.Decider(g, limit)
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	g.SetObserver(s.Observe)
	switch err := g.Run(context.Background()); {
	case err == nil:
		if err := s.Finished(g); err != nil {
			t.Fatal(err)
		}
	case !errors.Is(err, errEnough):
		t.Fatal(err)
	}
	return s.Path(), g
}

func TestSavesCommands(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	path, g := writeSave(t, 3, 60)
	done, end := writeSave(t, 4, 1<<30)
	if !end.Over() {
		t.Fatal("the second game did not end")
	}
	out, errOut, code := deckRun(t, "saves", "list", "--json")
	var list []saves.Entry
	if code != 0 || json.Unmarshal([]byte(out), &list) != nil || len(list) != 2 {
		t.Fatalf("saves list --json: %d %s %s", code, out, errOut)
	}
	for _, e := range list {
		if e.Path == done && (!e.Finished || e.Heroes != "Rhinar vs Dorinthea") || e.Path == path && (e.Finished || e.Turn != g.Omniscient().Turn()) {
			t.Errorf("listed %+v", e)
		}
	}
	out, _, code = deckRun(t, "saves", "list")
	if code != 0 || !strings.Contains(out, "heroes") || !strings.Contains(out, filepath.Base(path)) {
		t.Errorf("saves list: %s", out)
	}
	// The finished game names its winner's hero, not a seat.
	winner := map[rules.Player]string{0: "yes (Rhinar)", 1: "yes (Dorinthea)", rules.NoPlayer: "yes (a draw)"}[end.Omniscient().Winner()]
	if !strings.Contains(out, winner) || strings.Contains(out, "(p1)") || strings.Contains(out, "(p2)") {
		t.Errorf("saves list: the finished game does not say %q:\n%s", winner, out)
	}
	// replay --to-end --json: where the record ends.
	out, errOut, code = deckRun(t, "replay", path, "--to-end", "--json")
	var e replayEnd
	if code != 0 || json.Unmarshal([]byte(out), &e) != nil {
		t.Fatalf("replay --to-end --json: %d %s %s", code, out, errOut)
	}
	if e.Turns != g.Omniscient().Turn() || e.P1Life != g.Omniscient().Life(0) || e.Hash != saves.HashText(g.Hash()) || e.Winner != nil {
		t.Errorf("replay end %+v, game turn %d life %d hash %x", e, g.Omniscient().Turn(), g.Omniscient().Life(0), g.Hash())
	}
	out, _, _ = deckRun(t, "replay", filepath.Base(done), "--to-end", "--json")
	if !strings.Contains(out, `"winner":"p`) && !strings.Contains(out, `"winner":"draw"`) {
		t.Errorf("a finished game has no winner: %s", out)
	}
	// saves scenario: a file that runs, of the position asked for.
	scn := filepath.Join(t.TempDir(), "t2.scn")
	out, errOut, code = deckRun(t, "saves", "scenario", path, "--turn", "2", "--reveal", "-o", scn)
	if code != 0 || !strings.Contains(out, "wrote") {
		t.Fatalf("saves scenario: %d %s %s", code, out, errOut)
	}
	f, err := scenario.Load(scn)
	if err != nil {
		t.Fatal(err)
	}
	if r := f.Run(context.Background(), scenario.RunOptions{}); !r.OK() {
		t.Errorf("the scenario does not run: %v", r.Failures)
	}
	if _, errOut, code = deckRun(t, "saves", "scenario", path, "--turn", "99", "--reveal"); code != 1 || !strings.Contains(errOut, "no turn 99") {
		t.Errorf("a turn the game does not have: %d %s", code, errOut)
	}
	// A bad file: exit 1, a message naming it, the folder unchanged.
	dir, _ := saves.Dir()
	bad := filepath.Join(dir, "bad.json")
	data, _ := os.ReadFile(path)
	os.WriteFile(bad, data[:len(data)/3], 0o644)
	before, _ := os.ReadDir(dir)
	for _, args := range [][]string{{"load", bad}, {"replay", bad, "--to-end"}, {"saves", "scenario", bad, "--turn", "1"}} {
		_, errOut, code := runWithInput(t, args...) // keys from a reader: load gets as far as the file
		if code != 1 || !strings.Contains(errOut, "bad.json") || !strings.Contains(errOut, "truncated") {
			t.Errorf("%v: %d %s", args, code, errOut)
		}
	}
	after, _ := os.ReadDir(dir)
	if len(after) != len(before) {
		t.Error("a refused file changed the folder")
	}
	// saves rm.
	if out, _, code := deckRun(t, "saves", "rm", "bad.json"); code != 0 || !strings.Contains(out, "removed") {
		t.Errorf("saves rm: %d %s", code, out)
	}
	if _, err := os.Stat(bad); !os.IsNotExist(err) {
		t.Error("saves rm left the file")
	}
}

func TestSavesDirHonoursRatheHome(t *testing.T) {
	home := t.TempDir()
	t.Setenv("RATHE_HOME", home)
	if d, err := saves.Dir(); err != nil || d != filepath.Join(home, "saves") {
		t.Errorf("Dir() = %q, %v", d, err)
	}
	t.Setenv("RATHE_HOME", "")
	t.Setenv("XDG_DATA_HOME", home)
	if d, err := saves.Dir(); err != nil || d != filepath.Join(home, "rathe", "saves") {
		t.Errorf("Dir() with XDG_DATA_HOME = %q, %v", d, err)
	}
}

func TestCompletion(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	path, _ := writeSave(t, 5, 10)
	out, _, _ := deckRun(t, "__complete", "load", "")
	if !strings.Contains(out, filepath.Base(path)) {
		t.Errorf("load completion: %s", out)
	}
	out, _, _ = deckRun(t, "__complete", "play", "--p1", "cb-")
	if !strings.Contains(out, "cb-rhinar") || !strings.Contains(out, "cb-dorinthea") {
		t.Errorf("deck completion: %s", out)
	}
	// A command's DECK arguments complete as --p1 does (goldfish
	// completed none, not even a file), up to the number it takes.
	for _, args := range [][]string{{"goldfish", "hh-k"}, {"goldfish", "cb-rhinar", "hh-k"}, {"decks", "show", "hh-k"}, {"decks", "check", "x.txt", "hh-k"}} {
		out, _, _ := deckRun(t, append([]string{"__complete"}, args...)...)
		if !strings.Contains(out, "hh-kayo") || !strings.Contains(out, "hh-kassai") || strings.Contains(out, "cb-rhinar") {
			t.Errorf("rathe %s<tab>: %s", strings.Join(args, " "), out)
		}
	}
	for _, args := range [][]string{{"goldfish", "a", "b", "hh-k"}, {"decks", "show", "a", "hh-k"}} {
		if out, _, _ := deckRun(t, append([]string{"__complete"}, args...)...); strings.Contains(out, "hh-kayo") {
			t.Errorf("rathe %s<tab>, one argument too many: %s", strings.Join(args, " "), out)
		}
	}
}

// `saves scenario -o` never replaces a saved game: given the save it reads
// (or another save), it once wrote the scenario over it and the game was
// gone. Refused as a usage error (exit 2), in both languages, the save
// byte for byte as it was; a new path and an existing scenario are written.
func TestSavesScenarioNeverOverASave(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	save, _ := writeSave(t, 3, 20)
	other, _ := writeSave(t, 4, 10)
	before := mustRead(t, save)
	otherBefore := mustRead(t, other)
	for _, c := range []struct{ lang, target, want string }{
		{"en", save, "is a saved game, and a scenario is never written over one"},
		{"ja", save, "は保存したゲームです"},
		{"en", other, "is a saved game"},
	} {
		out, errOut, code := deckRun(t, "--lang", c.lang, "saves", "scenario", save, "--turn", "1", "--reveal", "-o", c.target)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("-o %s --lang %s: exit %d, want 2 saying %q\n%s%s", c.target, c.lang, code, c.want, out, errOut)
		}
	}
	if mustRead(t, save) != before || mustRead(t, other) != otherBefore {
		t.Fatal("a save was changed by saves scenario -o")
	}
	scn := filepath.Join(t.TempDir(), "pos.scn")
	for range 2 { // new, then over a scenario
		if out, errOut, code := deckRun(t, "saves", "scenario", save, "--turn", "1", "--reveal", "-o", scn); code != 0 {
			t.Fatalf("-o %s: exit %d\n%s%s", scn, code, out, errOut)
		}
	}
	if !strings.Contains(mustRead(t, scn), "scenario:") {
		t.Errorf("%s holds no scenario", scn)
	}
}

// The commands that take save files name themselves in a usage error as
// every other command does, after "rathe: " once: "rathe: load: takes one
// save file", where they said "rathe: rathe load: ...".
func TestSaveFileCommandsNameThemselvesOnce(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"load"}, "rathe: load: "},
		{[]string{"replay"}, "rathe: replay: "},
		{[]string{"saves", "scenario", "--turn", "1"}, "rathe: saves scenario: "},
		{[]string{"saves", "rm"}, "rathe: saves rm: "},
		{[]string{"--lang", "ja", "load", "a.json", "b.json"}, "rathe: load: "},
	} {
		_, errOut, code := deckRun(t, c.args...)
		if code != 2 || !strings.HasPrefix(errOut, c.want) || strings.Contains(errOut, "rathe: rathe") {
			t.Errorf("rathe %s: exit %d, want 2 and %q first\n%s", strings.Join(c.args, " "), code, c.want, errOut)
		}
	}
}

// `saves rm` of several files says which were not removed and how many of
// all, where it named the first and said "and maybe others"; the others
// are removed, and the exit status is the worst (2: not there).
func TestSavesRmSaysWhichWereNotRemoved(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	good, _ := writeSave(t, 3, 20)
	for _, c := range []struct{ lang, want string }{
		{"en", `saves rm: 2 of 3 not removed: "nope.json", "gone.json"`},
		{"ja", `saves rm: 3個のうち2個を削除できませんでした: "nope.json", "gone.json"`},
	} {
		if _, err := os.Stat(good); err != nil {
			good, _ = writeSave(t, 3, 20)
		}
		out, errOut, code := deckRun(t, "--lang", c.lang, "saves", "rm", "nope.json", good, "gone.json")
		if code != 2 || !strings.Contains(errOut, c.want) || strings.Contains(errOut, "maybe") {
			t.Errorf("--lang %s: exit %d, want 2 and %q\n%s%s", c.lang, code, c.want, out, errOut)
		}
		if _, err := os.Stat(good); !os.IsNotExist(err) {
			t.Errorf("--lang %s: the save that is there was not removed (%v)", c.lang, err)
		}
	}
}

// Outside the saves folder, `saves rm` removes a save and nothing else: a
// path to another program's .json file (./package.json) was deleted. It is
// refused as not a save (exit 2) and left as it was, while a save copied
// there is removed; in the folder, an unreadable .json is still removed.
func TestSavesRmOutsideTheFolderRemovesOnlyASave(t *testing.T) {
	t.Setenv("RATHE_HOME", t.TempDir())
	save, _ := writeSave(t, 3, 20)
	elsewhere := t.TempDir()
	other := map[string]string{
		"package.json": `{"name": "not a game"}` + "\n",
		"notes.json":   "some notes\n",
	}
	for name, text := range other {
		if err := os.WriteFile(filepath.Join(elsewhere, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	copied := filepath.Join(elsewhere, "kept-game.json")
	if err := os.WriteFile(copied, []byte(mustRead(t, save)), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := deckRun(t, "saves", "rm", filepath.Join(elsewhere, "package.json"), filepath.Join(elsewhere, "notes.json"), copied)
	if code != 2 || !strings.Contains(errOut, "not a rathe save file") || !strings.Contains(errOut, "2 of 3 not removed") {
		t.Errorf("exit %d, want 2 and the two files refused as no save\n%s", code, errOut)
	}
	for name, text := range other {
		if got := mustRead(t, filepath.Join(elsewhere, name)); got != text {
			t.Errorf("%s: %q, want it kept as %q", name, got, text)
		}
	}
	if _, err := os.Stat(copied); !os.IsNotExist(err) {
		t.Errorf("the save outside the folder was not removed (%v)", err)
	}
	entries, _ := os.ReadDir(elsewhere)
	if len(entries) != 2 {
		t.Errorf("%d files beside them, want the 2 kept (no lock file left): %v", len(entries), entries)
	}
	junk := filepath.Join(filepath.Dir(save), "junk.json")
	if err := os.WriteFile(junk, []byte("not a save"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := deckRun(t, "saves", "rm", "junk.json"); code != 0 {
		t.Errorf("saves rm of an unreadable file in the folder: exit %d\n%s", code, errOut)
	}
}

// The flags that take a word of a short list complete with that list, no
// file; scenario flags and `scenario run` with .scn files; `learn` with
// the lessons' numbers (the shell offered the folder's files for all).
func TestFlagValuesComplete(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"--lang", ""}, []string{"en", "ja", ":4"}},
		{[]string{"play", "--first", ""}, []string{"p1", "p2", ":4"}},
		{[]string{"--first", ""}, []string{"p1", "p2", ":4"}},
		{[]string{"play", "--bot", "p2:"}, []string{"p2:easy", "p2:normal", "p2:hard", "p2:greedy", ":4"}},
		{[]string{"sim", "--bot", "p1:g"}, []string{"p1:greedy", ":4"}},
		{[]string{"sim", "--check", ""}, []string{"decisions", "events", ":4"}},
		{[]string{"goldfish", "--format", ""}, []string{"blitz", "cc", ":4"}},
		{[]string{"decks", "check", "x.txt", "--format", "w"}, []string{"welcome", ":4"}},
		{[]string{"bot", "move", "--level", ""}, []string{"easy", "normal", "hard", "greedy", ":4"}},
		{[]string{"play", "--scenario", ""}, []string{"scn", ":8"}},
		{[]string{"--scenario", ""}, []string{"scn", ":8"}},
		{[]string{"goldfish", "best", "--scenario", ""}, []string{"scn", ":8"}},
		{[]string{"bot", "move", "--scenario", ""}, []string{"scn", ":8"}},
		{[]string{"scenario", "run", ""}, []string{"scn", ":8"}},
		{[]string{"learn", "1"}, []string{"1\tPitching and paying", "16\t"}},
	} {
		out, _, _ := deckRun(t, append([]string{"__complete"}, c.args...)...)
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("rathe %s<tab>: no %q in\n%s", strings.Join(c.args, " "), w, out)
			}
		}
	}
}

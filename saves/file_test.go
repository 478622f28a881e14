package saves

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

var errStopHere = errors.New("stop here")

// playSession plays a game with random deciders, feeding a session as the
// board does (Asked before each question, Answered after it, every event
// observed), and stops at the question after `decisions` answers (or at
// the end). It returns the game at that point.
func playSession(t testing.TB, s *Session, setup rules.Setup, seed uint64, decisions int) *rules.Game {
	t.Helper()
	g, err := rules.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	g.Explain = true
	g.MaxTurns = playoutMaxTurns
	rnd := [2]*rules.Random{rules.NewRandom(seed*2 + 1), rules.NewRandom(seed*2 + 2)}
	n := 0
	d := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if err := s.Asked(g); err != nil {
			return rules.Answer{}, err
		}
		if n >= decisions {
			return rules.Answer{}, errStopHere
		}
		n++
		a, err := rnd[p.Player].Decide(ctx, v, p)
		if err == nil {
			s.Answered(g, &p, a)
		}
		return a, err
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	g.SetObserver(s.Observe)
	err = g.Run(context.Background())
	switch {
	case err == nil:
		if err := s.Finished(g); err != nil {
			t.Fatal(err)
		}
	case !errors.Is(err, errStopHere):
		t.Fatalf("seed %d: %v", seed, err)
	}
	return g
}

func encodeSession(t testing.TB, s *Session) []byte {
	t.Helper()
	f := s.File()
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Save → load → the same state hash, over thousands of random games cut
// at random points (small games: a few hundred answers at most), and a
// few played to their end.
func TestSaveLoadSameHash(t *testing.T) {
	t.Parallel() // independent, and long: runs beside the others
	ctx := context.Background()
	ds := loadMatchups(t)
	games := 2000
	if testing.Short() {
		games = 200
	}
	rng := rules.NewRNG(7)
	cuts := make([]int, games)
	for i := range cuts {
		cuts[i] = rng.Intn(120)
		if i%50 == 0 {
			cuts[i] = 1 << 30 // to the end
		}
	}
	// The games are independent: shards of them run side by side, on
	// every core, with the same cuts whatever their number.
	var finished atomic.Int64
	shards := runtime.GOMAXPROCS(0)
	t.Run("games", func(t *testing.T) {
		for k := range shards {
			t.Run(fmt.Sprintf("shard%d", k), func(t *testing.T) {
				t.Parallel()
				for i := k; i < games; i += shards {
					saveLoadOne(t, ctx, ds, i, cuts[i], &finished)
				}
			})
		}
	})
	if finished.Load() == 0 {
		t.Error("no game was played to its end")
	}
}

// saveLoadOne plays game i of TestSaveLoadSameHash to its cut, saves it,
// loads it back, and compares the hashes.
func saveLoadOne(t *testing.T, ctx context.Context, ds [len(matchups)][2]rules.Deck, i, cut int, finished *atomic.Int64) {
	t.Helper()
	// The board's settings (who goes first asked, moot orders not asked)
	// on some games: the file keeps them.
	setup := rules.Setup{Seed: uint64(i) * 7919, Players: ds[i%len(ds)], AskFirst: i%3 == 1, SkipMootOrders: i%2 == 1, SkipMoreMootOrders: i%4 == 1}
	s := Memory(setup)
	g := playSession(t, s, setup, uint64(i), cut)
	if g.Over() {
		finished.Add(1)
	}
	data := encodeSession(t, s)
	f, err := Decode("game.json", data)
	if err != nil {
		t.Fatalf("game %d: %v", i, err)
	}
	setup2, err := f.RulesSetup("game.json", data)
	if err != nil {
		t.Fatalf("game %d: %v", i, err)
	}
	if setup2.AskFirst != setup.AskFirst || setup2.SkipMootOrders != setup.SkipMootOrders || setup2.SkipMoreMootOrders != setup.SkipMoreMootOrders {
		t.Fatalf("game %d: read back ask first %v, skip moot orders %v, more %v", i, setup2.AskFirst, setup2.SkipMootOrders, setup2.SkipMoreMootOrders)
	}
	r, err := Check(ctx, "game.json", f, setup2, f.RulesAnswers())
	if err != nil {
		t.Fatalf("game %d (cut after %d answers): %v", i, cut, err)
	}
	if r.Hash() != g.Hash() {
		t.Fatalf("game %d: loaded hash %x, played %x", i, r.Hash(), g.Hash())
	}
}

func TestAnswerTextRoundTrip(t *testing.T) {
	for _, a := range []rules.Answer{{}, {IDs: []int32{3}}, {IDs: []int32{4, 17, 2}}, {X: 3}, {IDs: []int32{1}, X: -2}} {
		b, err := ParseAnswer(AnswerText(a))
		if err != nil || AnswerText(b) != AnswerText(a) || len(b.IDs) != len(a.IDs) || b.X != a.X {
			t.Errorf("%+v → %q → %+v, %v", a, AnswerText(a), b, err)
		}
	}
}

// failFS fails its n-th call (each syscall of a save, counted in order:
// create, each write, sync, close, rename, sync of the folder), and a
// write fails after `bytes` bytes. crash leaves what a killed process
// would: no clean-up of the temporary file.
type failFS struct {
	OSFS
	calls, failAt int
	bytes         int // the write fails after this many bytes (-1: never)
	crash         bool
}

var errInjected = errors.New("injected failure")

func (f *failFS) step() error {
	f.calls++
	if f.calls == f.failAt {
		if f.crash {
			panic(errInjected)
		}
		return errInjected
	}
	return nil
}

func (f *failFS) CreateTemp(dir, pattern string) (TempFile, error) {
	if err := f.step(); err != nil {
		return nil, err
	}
	t, err := f.OSFS.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return &failFile{TempFile: t, fs: f}, nil
}

func (f *failFS) Rename(a, b string) error {
	if err := f.step(); err != nil {
		return err
	}
	return f.OSFS.Rename(a, b)
}

func (f *failFS) Remove(name string) error {
	if f.crash {
		return nil
	}
	return f.OSFS.Remove(name)
}

func (f *failFS) SyncDir(dir string) error {
	if err := f.step(); err != nil {
		return err
	}
	return f.OSFS.SyncDir(dir)
}

type failFile struct {
	TempFile
	fs      *failFS
	written int
}

func (w *failFile) Write(p []byte) (int, error) {
	if err := w.fs.step(); err != nil {
		return 0, err
	}
	if w.fs.bytes >= 0 && w.written+len(p) > w.fs.bytes {
		k := w.fs.bytes - w.written
		n, _ := w.TempFile.Write(p[:k])
		w.written += n
		if w.fs.crash {
			panic(errInjected)
		}
		return n, errInjected
	}
	n, err := w.TempFile.Write(p)
	w.written += n
	return n, err
}

func (w *failFile) Sync() error {
	if err := w.fs.step(); err != nil {
		return err
	}
	return w.TempFile.Sync()
}

func (w *failFile) Close() error {
	if err := w.fs.step(); err != nil {
		return err
	}
	return w.TempFile.Close()
}

// A save interrupted at every syscall and after every byte, by an error
// or by a crash (no clean-up), never leaves the latest save unreadable:
// the file holds the old game or the new one, whole.
func TestInterruptedSaveLeavesTheLastGoodSave(t *testing.T) {
	t.Parallel() // independent, and long: runs beside the others
	ds := loadMatchups(t)
	setup := rules.Setup{Seed: 5, Players: ds[0]}
	dir := t.TempDir()
	s, err := NewSession(dir, setup, [2]string{"cb-rhinar", "cb-dorinthea"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	playSession(t, s, setup, 5, 30)
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	old, err := os.ReadFile(s.Path())
	if err != nil {
		t.Fatal(err)
	}
	// The next save: 10 answers more.
	s2 := Memory(setup)
	playSession(t, s2, setup, 5, 40)
	f := s2.File()
	next, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	try := func(fs *failFS) {
		t.Helper()
		func() {
			defer func() {
				if r := recover(); r != nil && r != errInjected {
					panic(r)
				}
			}()
			WriteAtomic(fs, s.Path(), next)
		}()
		got, err := os.ReadFile(s.Path())
		if err != nil {
			t.Fatalf("fail at call %d, byte %d, crash %v: %v", fs.failAt, fs.bytes, fs.crash, err)
		}
		if !bytes.Equal(got, old) && !bytes.Equal(got, next) {
			t.Fatalf("fail at call %d, byte %d, crash %v: the save is neither the old nor the new one", fs.failAt, fs.bytes, fs.crash)
		}
		if _, err := Decode(s.Path(), got); err != nil {
			t.Fatalf("fail at call %d, byte %d: %v", fs.failAt, fs.bytes, err)
		}
		if !fs.crash {
			if ents, _ := os.ReadDir(dir); len(ents) != 2 { // the save and its lock
				t.Fatalf("fail at call %d, byte %d: %d files left in the folder", fs.failAt, fs.bytes, len(ents))
			}
		}
		if !bytes.Equal(got, old) {
			os.WriteFile(s.Path(), old, 0o644) // back to the old save
		}
	}
	calls := 0
	for _, crash := range []bool{false, true} {
		for at := 1; at <= 6; at++ { // create, write, sync, close, rename, sync dir
			fs := &failFS{failAt: at, bytes: -1, crash: crash}
			try(fs)
			calls = max(calls, fs.calls)
		}
		// Every byte of the first and last 256, and 300 between.
		for b := 0; b < len(next); b++ {
			if b < 256 || b >= len(next)-256 || b%max(1, len(next)/300) == 0 {
				try(&failFS{bytes: b, crash: crash})
			}
		}
	}
	if calls < 6 {
		t.Errorf("a save made %d calls, want 6 (create, write, sync, close, rename, sync dir)", calls)
	}
	if list, _ := List(dir); len(list) != 1 || list[0].Err != "" {
		t.Errorf("the listing after crashes: %+v", list)
	}
}

// dirState lists a folder's files and their bytes.
func dirState(t *testing.T, dir string) string {
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		b, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		out = append(out, e.Name()+":"+string(b))
	}
	sort.Strings(out)
	return strings.Join(out, "\n")
}

// Each kind of bad file is refused with its own message, and the folder
// is left as it was.
func TestBadFilesRefused(t *testing.T) {
	ds := loadMatchups(t)
	setup := rules.Setup{Seed: 9, Players: ds[0]}
	s := Memory(setup)
	playSession(t, s, setup, 9, 200)
	good := encodeSession(t, s)
	reseal := func(b []byte) []byte {
		f, err := decodeNoSum(b)
		if err != nil {
			t.Fatal(err)
		}
		out, err := f.Encode()
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	edit := func(old, new string) []byte {
		if !bytes.Contains(good, []byte(old)) {
			t.Fatalf("the save has no %q", old)
		}
		return bytes.Replace(good, []byte(old), []byte(new), 1)
	}
	f0, _ := Decode("x", good)
	midTurn := f0.Turns[len(f0.Turns)/2]
	// An older rathe's save that diverges says the rules changed.
	older := reseal(edit(midTurn.Hash, "00000000deadbeef"))
	older = reseal(bytes.Replace(older, []byte(`"rathe": "`+Version+`"`), []byte(`"rathe": "v0.0.1"`), 1))
	cases := []struct {
		name string
		data []byte
		want error
		says string
	}{
		{"truncated", good[:len(good)/2], ErrTruncated, "truncated"},
		{"empty", nil, ErrTruncated, "truncated"},
		{"corrupted", edit(`"seed": 9`, `"seed": 8`), ErrCorrupted, "checksum"},
		{"future", reseal(edit(`"format": 1`, `"format": 99`)), ErrFutureVersion, "newer rathe"},
		{"unknown card", reseal(edit(`"hero": "Rhinar`, `"hero": "Rhinar the Unknown`)), ErrUnknownCard, "Rhinar the Unknown"},
		{"diverged", reseal(edit(midTurn.Hash, "00000000deadbeef")), ErrDiverged, "turn " + strconv.Itoa(midTurn.Turn)},
		{"older rathe, diverged", older, ErrDiverged, "rules changed since"},
		{"not a save", []byte("hello"), ErrNotSave, "not a rathe save"},
	}
	seen := map[string]bool{}
	for _, c := range cases {
		dir := t.TempDir()
		p := filepath.Join(dir, "game.json")
		os.WriteFile(p, c.data, 0o644)
		before := dirState(t, dir)
		_, err := Load(context.Background(), p)
		if err == nil || !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: got %v, want %v saying %q", c.name, err, c.want, c.says)
			continue
		}
		if !strings.HasPrefix(err.Error(), p) {
			t.Errorf("%s: the message does not start with the file: %v", c.name, err)
		}
		// the unknown card is a problem the text layer says.
		var pe *ProblemError
		if c.want == ErrUnknownCard && (!errors.As(err, &pe) || pe.Problem.Code != "player-deck-unknown") {
			t.Errorf("%s: %v is not the problem player-deck-unknown", c.name, err)
		}
		if after := dirState(t, dir); after != before {
			t.Errorf("%s: the folder changed", c.name)
		}
		msg := strings.TrimPrefix(err.Error(), p)
		if seen[msg] {
			t.Errorf("%s: the same message as another kind: %s", c.name, msg)
		}
		seen[msg] = true
	}
	// An older rathe's save that replays the same is loaded.
	ok := reseal(bytes.Replace(good, []byte(`"rathe": "`+Version+`"`), []byte(`"rathe": "v0.0.1"`), 1))
	p := filepath.Join(t.TempDir(), "old.json")
	os.WriteFile(p, ok, 0o644)
	if _, err := Load(context.Background(), p); err != nil {
		t.Errorf("an older rathe's save that replays the same: %v", err)
	}
}

// decodeNoSum reads a file without checking its checksum (tests that
// write bad files on purpose).
func decodeNoSum(b []byte) (*File, error) {
	f := &File{}
	err := json.Unmarshal(b, f)
	return f, err
}

// A new game's file is made at once, before any question is answered:
// it loads, to the game at its first question; once answers are given
// the file holds them and loads too.
func TestFileFromTheStart(t *testing.T) {
	ds := loadMatchups(t)
	setup := rules.Setup{Seed: 5, Players: ds[0]}
	s, err := NewSession(t.TempDir(), setup, [2]string{"cb-rhinar", "cb-dorinthea"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !s.Written() || s.Err() != nil {
		t.Fatalf("no file at the start: written %v, %v", s.Written(), s.Err())
	}
	l, err := Load(context.Background(), s.Path())
	if err != nil {
		t.Fatalf("the file made at the start does not load: %v", err)
	}
	if len(l.Answers) != 0 || l.Game.Over() {
		t.Fatalf("the start file holds %d answers, over %v", len(l.Answers), l.Game.Over())
	}
	if err := s.Save(); err != nil {
		t.Fatalf("save before any question: %v", err)
	}
	playSession(t, s, setup, 5, 3)
	if err := s.Save(); err != nil {
		t.Fatalf("save after three answers: %v", err)
	}
	if l, err = Load(context.Background(), s.Path()); err != nil || len(l.Answers) == 0 {
		t.Fatalf("the save does not load: %v", err)
	}
}

package tui

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/text"
)

var errTurnReached = errors.New("turn reached")

// savedGame plays a random game of the default decks into a save file in
// dir, stopping at the first question of turn `turn` (0: to the end). It
// returns the file, or "" when the game ended before that turn.
func savedGame(tb testing.TB, dir string, seed uint64, turn int) string {
	tb.Helper()
	g := newGame(tb, seed)
	setup := rules.Setup{Seed: seed, Players: deckPair(tb)}
	s, err := saves.NewSession(dir, setup, [2]string{"cb-rhinar", "cb-dorinthea"}, saves.Options{OpenHands: true})
	if err != nil {
		tb.Fatal(err)
	}
	defer s.Close() // the game is no longer open
	s.SetFS(noSyncFS{})
	rnd := rules.NewRandom(seed)
	stop := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if turn > 0 && g.Omniscient().Turn() >= turn {
			return rules.Answer{}, errTurnReached
		}
		return rnd.Decide(ctx, v, p)
	})
	d := s.Decider(g, stop)
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	g.Explain = true
	g.SetObserver(s.Observe)
	switch err := g.Run(context.Background()); {
	case err == nil && turn > 0:
		return ""
	case err == nil:
		if err := s.Finished(g); err != nil {
			tb.Fatal(err)
		}
	case !errors.Is(err, errTurnReached):
		tb.Fatal(err)
	}
	return s.Path()
}

// noSyncFS saves without syncing: tests and benchmarks write many saves.
type noSyncFS struct{ saves.OSFS }

func (noSyncFS) SyncDir(string) error { return nil }

func deckPair(tb testing.TB) [2]rules.Deck {
	ds, err := saves.LoadDecks("cb-rhinar", "cb-dorinthea")
	if err != nil {
		tb.Fatal(err)
	}
	return ds
}

// The replay viewer steps through a saved game by decision and by turn,
// both hands shown, the chosen answer highlighted.
func TestReplayViewer(t *testing.T) {
	t.Parallel() // independent, and long: runs beside the others
	path := savedGame(t, t.TempDir(), 4, 0)
	l, err := saves.Load(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewReplay(context.Background(), ReplayConfig{Setup: l.Setup, Answers: l.Answers, Lang: text.EN, Title: filepath.Base(path)})
	if err != nil {
		t.Fatal(err)
	}
	if r.Frames != len(l.Answers) {
		t.Errorf("%d frames for %d answers", r.Frames, len(l.Answers))
	}
	r.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	v := r.View()
	if strings.Count(v, "'s hand") != 2 || !strings.Contains(v, "decision 1/") || !strings.Contains(v, "Log") {
		t.Fatalf("first frame:\n%s", v)
	}
	key := func(k tea.KeyType) { r.Update(tea.KeyMsg{Type: k}) }
	key(tea.KeyRight)
	if i, _ := r.Position(); i != 1 {
		t.Errorf("→: at %d", i)
	}
	key(tea.KeyLeft)
	key(tea.KeyLeft)
	if i, _ := r.Position(); i != 0 {
		t.Errorf("← ←: at %d", i)
	}
	key(tea.KeyPgDown)
	i1, t1 := r.Position()
	key(tea.KeyPgDown)
	i2, t2 := r.Position()
	if t1 != 2 || t2 != 3 || i2 <= i1 {
		t.Errorf("pgdn: turn %d at %d, then turn %d at %d", t1, i1, t2, i2)
	}
	key(tea.KeyRight)
	key(tea.KeyPgUp)
	if i, tt := r.Position(); i != i2 || tt != 3 {
		t.Errorf("pgup from inside turn 3: at %d (turn %d), want %d", i, tt, i2)
	}
	key(tea.KeyPgUp)
	if i, tt := r.Position(); i != i1 || tt != 2 {
		t.Errorf("pgup from the start of turn 3: at %d (turn %d), want %d", i, tt, i1)
	}
	key(tea.KeyEnd)
	if v := r.View(); !strings.Contains(v, "Game over") {
		t.Errorf("end: no game over:\n%s", v)
	}
}

// BenchmarkResume is `rathe resume` of a game saved on turn 30, up to the
// first frame: read and check the file (replaying it), set up the board,
// replay the answers in the game goroutine to the waiting question, and
// draw it. Target: under 20 ms.
func BenchmarkResume(b *testing.B) {
	dir := b.TempDir()
	path := ""
	for seed := uint64(1); path == "" && seed < 200; seed++ {
		path = savedGame(b, dir, seed, 30)
	}
	if path == "" {
		b.Fatal("no random game reached turn 30")
	}
	ctx := context.Background()
	answers := 0
	b.ResetTimer()
	for b.Loop() {
		l, err := saves.Load(ctx, path)
		if err != nil {
			b.Fatal(err)
		}
		answers = len(l.Answers)
		g, err := rules.New(l.Setup)
		if err != nil {
			b.Fatal(err)
		}
		m := New(Config{Game: g, Lang: text.EN, OpenHands: true, Record: saves.Resume(l, nil)})
		m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
		msg := m.Init()()
		m.Update(msg)
		if m.snap == nil || m.snap.Turn != 30 {
			b.Fatalf("first frame at %v", m.snap)
		}
		_ = m.View()
		m.Cancel()
	}
	b.ReportMetric(float64(answers), "answers")
}

// At 80 columns, in both languages, the replay's own line keeps its keys
// whole: the save's name goes first when the line is too long for it,
// where it was the keys that were cut with "…". At 160 the name is there.
func TestReplayLineKeepsItsKeys(t *testing.T) {
	path := savedGame(t, t.TempDir(), 4, 0)
	l, err := saves.Load(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	title := "2026-11-29-143151-rhinar-vs-dorinthea.json"
	for _, lang := range []text.Lang{text.EN, text.JA} {
		r, err := NewReplay(context.Background(), ReplayConfig{Setup: l.Setup, Answers: l.Answers, Lang: lang, Title: title})
		if err != nil {
			t.Fatal(err)
		}
		keys := text.Words{Lang: lang}.Say("replay.keys")
		for _, w := range []int{80, 120, 160} {
			r.Update(tea.WindowSizeMsg{Width: w, Height: 40})
			v := r.View()
			last := v[strings.LastIndexByte(v, '\n')+1:]
			if !strings.Contains(last, keys) || strings.Contains(last, "…") {
				t.Errorf("%s %d: the replay's line %q lacks its keys %q", lang, w, last, keys)
			}
			if w == 160 && !strings.Contains(last, title) {
				t.Errorf("%s %d: the replay's line %q lacks the save's name", lang, w, last)
			}
		}
	}
}

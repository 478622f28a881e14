package saves

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rathe-tcg/rathe/rules"
)

// Two processes on the saves folder: the test binary started again as a
// helper (TestHelperProcess), driven line by line through its stdin and
// stdout, so nothing here waits on time.

const helperEnv = "RATHE_SAVES_HELPER"

// TestHelperProcess is a game in another process: with RATHE_SAVES_HELPER
// set it opens a save (a new game in RATHE_SAVES_DIR at a fixed second, or
// RATHE_SAVES_RESUME's game), prints "open PATH PID", plays 10 answers
// and saves at "play", and holds the game open until its stdin ends.
func TestHelperProcess(t *testing.T) {
	if os.Getenv(helperEnv) == "" {
		t.Skip("a helper of the two-process tests")
	}
	setup := rules.Setup{Seed: 5, Players: loadMatchups(t)[0]}
	var s *Session
	if p := os.Getenv("RATHE_SAVES_RESUME"); p != "" {
		lk, err := TryLock(p)
		if err != nil {
			fmt.Println("refused", err)
			os.Exit(0)
		}
		l, err := Load(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		s = Resume(l, lk)
	} else {
		clock = func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }
		var err error
		if s, err = NewSession(os.Getenv("RATHE_SAVES_DIR"), setup, [2]string{"cb-rhinar", "cb-dorinthea"}, Options{}); err != nil {
			t.Fatal(err)
		}
	}
	fmt.Printf("open %s %d\n", s.Path(), os.Getpid())
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		if in.Text() == "play" {
			playSession(t, s, setup, 5, 10)
			if err := s.Save(); err != nil {
				t.Fatal(err)
			}
			fmt.Println("saved")
		}
	}
	s.Close()
	os.Exit(0)
}

// helper is a running TestHelperProcess.
type helper struct {
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Scanner
	path string
	pid  int
	// refused is why the helper could not open the game ("" if it did).
	refused string
}

func startHelper(t *testing.T, env ...string) *helper {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), append([]string{helperEnv + "=1"}, env...)...)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	h := &helper{cmd: cmd, in: in, out: bufio.NewScanner(out)}
	t.Cleanup(func() { in.Close(); cmd.Process.Kill(); cmd.Wait() })
	line := h.line(t, "")
	if strings.HasPrefix(line, "refused ") {
		h.refused = strings.TrimPrefix(line, "refused ")
		return h
	}
	f := strings.Fields(line)
	if len(f) != 3 {
		t.Fatalf("helper: %q", line)
	}
	h.path = f[1]
	h.pid, _ = strconv.Atoi(f[2])
	return h
}

// line reads the helper's output up to a line starting with want.
func (h *helper) line(t *testing.T, want string) string {
	t.Helper()
	for h.out.Scan() {
		if strings.HasPrefix(h.out.Text(), want) {
			return h.out.Text()
		}
	}
	t.Fatalf("the helper ended without %q", want)
	return ""
}

// end closes the helper's stdin and waits for it to leave.
func (h *helper) end(t *testing.T) {
	t.Helper()
	h.in.Close()
	for h.out.Scan() {
	}
	if err := h.cmd.Wait(); err != nil {
		t.Fatalf("helper: %v", err)
	}
}

func saveFiles(t *testing.T, dir string) []string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func needLocks(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" || runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no advisory locks here")
	}
}

// Two games started in the same second, in two processes, keep two
// files: each is made at the start under a name of its own (the clock
// gives both the same one; the second gets "-2").
func TestTwoGamesInOneSecondKeepTwoFiles(t *testing.T) {
	needLocks(t)
	dir := t.TempDir()
	a := startHelper(t, "RATHE_SAVES_DIR="+dir)
	b := startHelper(t, "RATHE_SAVES_DIR="+dir)
	if a.path == b.path {
		t.Fatalf("both games write %s", a.path)
	}
	for _, h := range []*helper{a, b} {
		fmt.Fprintln(h.in, "play")
		h.line(t, "saved")
	}
	a.end(t)
	b.end(t)
	files := saveFiles(t, dir)
	if len(files) != 2 {
		t.Fatalf("%d save files, want 2: %v", len(files), files)
	}
	for _, f := range files {
		l, err := Load(context.Background(), f)
		if err != nil || len(l.Answers) != 10 {
			t.Fatalf("%s: %v", f, err)
		}
	}
	if !strings.HasSuffix(b.path, "-2.json") && !strings.HasSuffix(a.path, "-2.json") {
		t.Errorf("no \"-2\" name: %s, %s", a.path, b.path)
	}
	if m, _ := filepath.Glob(filepath.Join(dir, ".*")); len(m) != 0 {
		t.Errorf("left behind after both games closed: %v", m)
	}
}

// A game open in one process is refused to another (a second resume or
// load, and saves rm), naming the holder's pid; once the first lets it
// go, or is killed (kill -9), it opens again with nothing to clean.
func TestSecondResumeOfAnOpenGameRefused(t *testing.T) {
	needLocks(t)
	dir := t.TempDir()
	a := startHelper(t, "RATHE_SAVES_DIR="+dir)
	fmt.Fprintln(a.in, "play")
	a.line(t, "saved")

	// A second resume in another process is refused, and the first
	// writes on.
	b := startHelper(t, "RATHE_SAVES_RESUME="+a.path)
	if want := fmt.Sprintf("this game is open in another terminal (pid %d)", a.pid); !strings.Contains(b.refused, want) {
		t.Fatalf("a second resume: %q, want %q", b.refused, want)
	}
	refusedBy := func(err error) int {
		t.Helper()
		var pe *ProblemError
		if !errors.Is(err, ErrInUse) || !errors.As(err, &pe) || pe.Problem.Code != "in-use" {
			t.Fatalf("want refused as in use, got %v", err)
		}
		return pe.Problem.Args[0].(int)
	}
	if _, err := TryLock(a.path); refusedBy(err) != a.pid {
		t.Fatalf("refused naming pid %v, want %d", err, a.pid)
	}
	if _, err := Remove(dir, filepath.Base(a.path)); refusedBy(err) != a.pid {
		t.Fatal("saves rm of an open game was not refused")
	}
	if _, err := os.Stat(a.path); err != nil {
		t.Fatalf("saves rm removed an open game: %v", err)
	}

	// Killed with kill -9: the kernel lets the lock go.
	a.cmd.Process.Signal(syscall.SIGKILL)
	a.cmd.Wait()
	c := startHelper(t, "RATHE_SAVES_RESUME="+a.path)
	if c.path != a.path {
		t.Fatalf("resumed %s, want %s", c.path, a.path)
	}
	if _, err := TryLock(a.path); refusedBy(err) != c.pid {
		t.Fatal("the resumed game is not held")
	}
	c.end(t)
	lk, err := TryLock(a.path)
	if err != nil {
		t.Fatalf("a closed game is still held: %v", err)
	}
	lk.Release()
	if _, err := os.Stat(LockPath(a.path)); !os.IsNotExist(err) {
		t.Errorf("the lock file stays after its release: %v", err)
	}
}

// The saves folder removed in the middle of a game is made again at the
// next save, with the game's file and its lock: another process still
// cannot open the game.
func TestRemovedSavesFolderIsMadeAgain(t *testing.T) {
	needLocks(t)
	setup := rules.Setup{Seed: 5, Players: loadMatchups(t)[0]}
	dir := filepath.Join(t.TempDir(), "saves")
	s, err := NewSession(dir, setup, [2]string{"cb-rhinar", "cb-dorinthea"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	playSession(t, s, setup, 5, 5)
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := s.Save(); err != nil {
		t.Fatalf("save after the folder was removed: %v", err)
	}
	if st := s.SaveState(); st.Err != nil {
		t.Fatalf("still failing: %v", st.Err)
	}
	if l, err := Load(context.Background(), s.Path()); err != nil || len(l.Answers) != 5 {
		t.Fatalf("the save made again does not load: %v", err)
	}
	if _, err := TryLock(s.Path()); !errors.Is(err, ErrInUse) {
		t.Fatalf("the game is not held after its folder was made again: %v", err)
	}
}

// A game whose file cannot be made as it starts (its folder's place is
// taken by a file) is refused: it could not be kept.
func TestNewSessionRefusedWithoutAFolder(t *testing.T) {
	setup := rules.Setup{Seed: 5, Players: loadMatchups(t)[0]}
	file := filepath.Join(t.TempDir(), "home")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err := NewSession(filepath.Join(file, "saves"), setup, [2]string{"cb-rhinar", "cb-dorinthea"}, Options{}); !errors.Is(err, ErrSaveDir) {
		t.Fatalf("a game under a file: %v, %v", s, err)
	}
}

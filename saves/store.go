package saves

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// Dir is the folder of saved games: $RATHE_HOME/saves, else the user data
// folder: $XDG_DATA_HOME/rathe/saves, else ~/.local/share/rathe/saves on
// Unix, else os.UserConfigDir()/rathe/saves.
func Dir() (string, error) {
	if h := os.Getenv("RATHE_HOME"); h != "" {
		return filepath.Join(h, "saves"), nil
	}
	if x := os.Getenv("XDG_DATA_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "rathe", "saves"), nil
	}
	if runtime.GOOS != "windows" && runtime.GOOS != "darwin" && runtime.GOOS != "ios" {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, ".local", "share", "rathe", "saves"), nil
		}
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("%w (%v)", ErrNoDir, err)
	}
	return filepath.Join(d, "rathe", "saves"), nil
}

// Entry is one saved game of a folder, for `rathe saves list`.
type Entry struct {
	Path     string    `json:"file"`
	Updated  time.Time `json:"date"`
	Heroes   string    `json:"heroes"`
	Turn     int       `json:"turn"`
	Finished bool      `json:"finished"`
	Winner   string    `json:"winner,omitempty"`
	// WinnerHero names the winner's hero (File.WinnerHero).
	WinnerHero string `json:"winner_hero,omitempty"`
	// Err is why the file cannot be loaded ("" when it reads).
	Err string `json:"error,omitempty"`
	// Skipped is set for a name that is not a regular file (a FIFO, a
	// device, a socket, or a link to one): it is not a save, and it was
	// not opened for reading. A listing leaves it out with a note.
	Skipped *decks.NotRegularError `json:"-"`
}

// List reads the saves of dir, newest first, each checked as Load checks
// it. A file that does not load is listed with its error; a name that is not a regular file is listed as
// Skipped, never opened for reading (a FIFO would block the listing). A
// missing folder is an empty list.
func List(dir string) ([]Entry, error) {
	ents, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, readDirError(dir, err)
	}
	var out []Entry
	for _, de := range ents {
		if de.IsDir() || isTemp(de.Name()) || !strings.HasSuffix(de.Name(), ".json") {
			continue
		}
		p := filepath.Join(dir, de.Name())
		e := Entry{Path: p}
		// The whole check of a load, replay included: a listing shows
		// nothing of a file a load would refuse (a winner the replay
		// does not give, a card in the wrong place).
		var f *File
		l, err := Load(context.Background(), p)
		if err == nil {
			f = l.File
		}
		if nr := (*decks.NotRegularError)(nil); errors.As(err, &nr) {
			e.Err, e.Skipped = err.Error(), nr
			out = append(out, e)
			continue
		}
		if err != nil {
			e.Err = err.Error()
			if info, ierr := de.Info(); ierr == nil {
				e.Updated = info.ModTime().UTC().Truncate(time.Second)
			}
		} else {
			e.Updated, e.Heroes, e.Turn, e.Finished, e.Winner = f.Updated, f.Heroes(), f.End.Turn, f.Finished, f.Winner
			e.WinnerHero = f.WinnerHero()
		}
		out = append(out, e)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Updated.Equal(out[j].Updated) {
			return out[i].Updated.After(out[j].Updated)
		}
		return out[i].Path > out[j].Path
	})
	return out, nil
}

// Latest is the most recent unfinished game of dir that reads.
func Latest(dir string) (string, error) {
	l, err := List(dir)
	if err != nil {
		return "", err
	}
	for _, e := range l {
		if e.Err == "" && !e.Finished {
			return e.Path, nil
		}
	}
	return "", &NoUnfinishedError{Dir: dir}
}

// NoUnfinishedError is `rathe resume` with every saved game finished (or
// none): the folder, as data for the text layer.
type NoUnfinishedError struct{ Dir string }

func (e *NoUnfinishedError) Error() string {
	return fmt.Sprintf("no unfinished game in %s", rules.Printable(e.Dir))
}

// readFile reads a save: a regular file (after links) of at most
// maxFileSize bytes, refused at once otherwise (decks.ReadRegular, the
// one reader of files), so a FIFO never blocks and a device is never read.
func readFile(path string) ([]byte, error) {
	return decks.ReadRegular(path, maxFileSize)
}

// readDirError words a failure to list the saves folder, its path made
// printable (the folder comes from RATHE_HOME).
func readDirError(dir string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %w", rules.Printable(dir), err)
}

// Loaded is a save file that was read and replayed to its recorded game.
type Loaded struct {
	Path    string
	File    *File
	Setup   rules.Setup
	Answers []rules.Answer
	// Game is the game where the answers end (at a question, or over).
	Game *rules.Game
}

// Load reads a save, checks it (Decode) and replays it (Check). It only
// reads: a bad file is left where it is, as it is.
func Load(ctx context.Context, path string) (*Loaded, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err // printable, and matches decks.ErrUnreadable
	}
	f, err := Decode(path, data)
	if err != nil {
		return nil, err
	}
	setup, err := f.RulesSetup(path, data)
	if err != nil {
		return nil, err
	}
	l := &Loaded{Path: path, File: f, Setup: setup, Answers: f.RulesAnswers()}
	g, err := Check(ctx, rules.Printable(path), f, setup, l.Answers)
	if err != nil {
		return nil, err
	}
	l.Game = g
	return l, nil
}

// Check replays the answers on the setup and compares the state hash at
// the start of every turn and at the end with the file's. The first
// difference is named by its turn; a save from another version of rathe
// that differs says the rules changed since.
func Check(ctx context.Context, name string, f *File, setup rules.Setup, answers []rules.Answer) (*rules.Game, error) {
	g, err := rules.New(setup)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	r := &rules.Replay{Answers: answers}
	g.SetDecider(0, r)
	g.SetDecider(1, r)
	g.Explain = true // as the board plays
	turns := 0
	var diverged *Mark
	g.SetObserver(func(g *rules.Game, e *rules.Event) {
		if e.Kind != rules.EvTurnStart || diverged != nil {
			return
		}
		m := Mark{Turn: g.Omniscient().Turn(), Answers: r.Next, Hash: HashText(g.Hash())}
		if turns < len(f.Turns) && f.Turns[turns] != m {
			diverged = &f.Turns[turns]
		}
		turns++
	})
	err = g.Run(ctx)
	diff := func(turn int, what Problem) error {
		if f.Rathe != Version {
			return problemAt(name, ErrDiverged, "diverged-version", ErrDiverged, turn, what, rules.Printable(f.Rathe), Version)
		}
		return problemAt(name, ErrDiverged, "diverged", ErrDiverged, turn, what)
	}
	switch {
	case diverged != nil:
		return nil, diff(diverged.Turn, Problem{Code: "what-state"})
	case errors.Is(err, rules.ErrScriptDone):
		g.Decisions = r.Next
	case err != nil && ctx.Err() != nil:
		return nil, err
	case err != nil:
		return nil, diff(g.Omniscient().Turn(), Problem{"what-refused", []any{r.Next, len(answers), rules.Printable(err.Error())}})
	case r.Next < len(answers):
		return nil, diff(g.Omniscient().Turn(), Problem{"what-left", []any{len(answers) - r.Next}})
	}
	if turns != len(f.Turns) {
		return nil, diff(g.Omniscient().Turn(), Problem{"what-turns", []any{len(f.Turns), turns}})
	}
	if h := HashText(g.Hash()); h != f.End.Hash || g.Omniscient().Turn() != f.End.Turn {
		return nil, diff(g.Omniscient().Turn(), Problem{Code: "what-end-state"})
	}
	if g.Over() != f.Finished {
		return nil, diff(g.Omniscient().Turn(), Problem{Code: "what-end"})
	}
	// The winner the file names is the replay's (Decode checked it is
	// one of p1, p2, draw, or none while the game goes on).
	if w := winnerOf(g); w != f.Winner {
		return nil, diff(f.End.Turn, Problem{"what-winner", []any{f.Winner, w}})
	}
	g.SetDecider(0, nil)
	g.SetDecider(1, nil)
	g.SetObserver(nil)
	return g, nil
}

// winnerOf is how a file names the winner of g: "p1", "p2", "draw" once
// it is over (a draw when no player won), else "".
func winnerOf(g *rules.Game) string {
	if !g.Over() {
		return ""
	}
	switch w := g.ViewFor(rules.Omniscient).Winner(); w {
	case 0, 1:
		return fmt.Sprintf("p%d", w+1)
	}
	return "draw"
}

// Remove deletes a save of dir (a path, or a file name in dir).
func Remove(dir, name string) (string, error) {
	p := name
	if !strings.ContainsAny(name, `/\`) {
		p = filepath.Join(dir, name)
	}
	if !strings.HasSuffix(p, ".json") {
		return p, problemAt(rules.Printable(p), nil, "not-json-name")
	}
	// Outside the saves folder, only a save is removed: a .json file of
	// another program (./package.json) is refused as not one (Decode's
	// ErrNotSave: not JSON, no format version or checksum), and so is
	// one whose JSON does not parse to a save's head (isSave): another
	// program's file cut short or mistyped (`{"name": "x",`) was removed
	// as a damaged save. A file that cannot be read is refused as not
	// there. In the folder, any .json goes (an unreadable save is cleaned
	// up by name).
	if !inDir(dir, p) {
		data, err := readFile(p)
		if err != nil {
			return p, err
		}
		if _, err := Decode(p, data); errors.Is(err, ErrNotSave) {
			return p, err
		} else if err != nil && !isSave(data) {
			return p, problemAt(rules.Printable(p)+":1", ErrNotSave, "no-version", ErrNotSave)
		}
	}
	// A game open on a board is not pulled from under it: its lock is
	// taken first, and a held one refused (ErrInUse).
	lk, err := TryLock(p)
	if errors.Is(err, ErrInUse) {
		return p, err
	}
	defer lk.Release()
	if err := os.Remove(p); err != nil {
		return p, errors.New(rules.Printable(err.Error()))
	}
	return p, nil
}

// inDir reports whether path names a file right in dir (both made
// absolute; links are not followed).
func inDir(dir, path string) bool {
	d, err1 := filepath.Abs(dir)
	p, err2 := filepath.Abs(path)
	return err1 == nil && err2 == nil && filepath.Dir(p) == d
}

// ErrNoDir is the error of Dir when the system names no folder for the
// saves; ErrSaveDir wraps a failure to make the folder (NewSession).
var (
	ErrNoDir   = errors.New("no folder for saved games: set RATHE_HOME")
	ErrSaveDir = errors.New("the folder of saved games")
)

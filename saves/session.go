package saves

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/rathe-tcg/rathe/rules"
)

// Session is the record of a game being played: the board feeds it every
// event and answer, it autosaves, and it says how far undo may go back.
// A Session with no path keeps the record in memory only.
//
// Its methods may be called from the game's goroutine and the board's.
type Session struct {
	mu   sync.Mutex
	path string
	fs   FS
	f    *File
	// given has what undo needs of each answer of f.Answers.
	given []given
	// reveals counts the events so far that brought hidden information
	// out (rules.Event.Reveals); last is the latest one.
	reveals int
	last    rules.EventKind
	// replaying is how many answers are still to come from a replay
	// (resume, undo): they are recorded again, but not saved one by one.
	replaying int
	// rewound says, for the answers of a replay, which were automatic
	// (given.auto) when the record knew it (an undo; a file does not say).
	rewound []bool
	dirty   bool
	err     error
	// written is set once a file has been written.
	written bool
	// One game, one file, one writer: the file is made exclusively, under
	// its lock (create), and lock is held while the game is open.
	lock *Lock
	// savedTurn is the turn of the last state written (SaveState).
	savedTurn int
}

type given struct {
	player  rules.Player
	kind    rules.PromptKind
	turn    int
	reveals int // Session.reveals when the question was asked
	// auto marks an answer no person gave: the board's pass where a
	// player had no stop, or a bot's answer (a lesson's opponent). Undo
	// looks through it.
	auto bool
}

// NewSession starts the record of a new game in dir (created if needed),
// in a file named after the date and the heroes. dir "" keeps it in
// memory.
//
// The file is made at once, holding the game at its first question (the
// setup is played to it on the side), under a name no other game has:
// it is created exclusively, with "-2", "-3"... after the name when
// taken, so two games started in the same second keep two files. The
// session holds the save's lock (TryLock) until Close. A file that cannot
// be made (no folder, a read-only one) is an error: the game could not be
// kept. Later failures are the session's to tell (SaveState).
func NewSession(dir string, setup rules.Setup, names [2]string, o Options) (*Session, error) {
	return newSession(dir, setup, NewFile(setup, names, o))
}

// newSession is NewSession with the file made.
func newSession(dir string, setup rules.Setup, f *File) (*Session, error) {
	s := &Session{fs: OSFS{}, f: f}
	if dir == "" {
		return s, nil
	}
	start, turn, err := startFile(setup, s.f)
	if err != nil {
		return nil, err
	}
	s.path = filepath.Join(dir, s.baseName()+".json")
	if err := s.create(start); err != nil {
		return nil, err
	}
	s.savedTurn = turn
	return s, nil
}

// baseName is the file name of the game, without its number and
// extension: its date and heroes.
func (s *Session) baseName() string {
	return fmt.Sprintf("%s-%s", s.f.Created.Format("2006-01-02-150405"), fileWord(s.f.Heroes()))
}

// startFile is the file of a game at its first question: the setup is
// played on the side, recorded by a session in memory, up to there.
func startFile(setup rules.Setup, f *File) ([]byte, int, error) {
	c := *f
	c.Answers, c.Turns = []string{}, []Mark{}
	rec := &Session{fs: OSFS{}, f: &c}
	g, err := rules.New(setup)
	if err != nil {
		return nil, 0, err
	}
	stop := rules.DeciderFunc(func(context.Context, rules.View, rules.Prompt) (rules.Answer, error) {
		return rules.Answer{}, errStart
	})
	d := rec.Decider(g, stop)
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	g.Explain = true // as the board plays (Check)
	g.SetObserver(rec.Observe)
	if err := g.Run(context.Background()); err == nil {
		rec.Finished(g)
	} else if !errors.Is(err, errStart) {
		return nil, 0, err
	}
	data, err := rec.encode()
	return data, c.End.Turn, err
}

var errStart = errors.New("the first question")

// create makes the file of a new game, with data, under a name no file
// has: its lock is taken first, then the file is created exclusively
// (O_EXCL); a name whose lock is held or whose file exists is passed
// over for the next number. The saves folder is made when missing.
func (s *Session) create(data []byte) error {
	dir := filepath.Dir(s.path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("%w: %w", ErrSaveDir, err)
	}
	base := s.baseName()
	for i := 1; i < 1000; i++ {
		path := filepath.Join(dir, base+".json")
		if i > 1 {
			path = filepath.Join(dir, fmt.Sprintf("%s-%d.json", base, i))
		}
		lk, err := TryLock(path)
		if errors.Is(err, ErrInUse) {
			continue
		}
		if err != nil {
			return err
		}
		err = writeExcl(path, data)
		if errors.Is(err, fs.ErrExist) {
			lk.Release()
			continue
		}
		if err != nil {
			lk.Release()
			return err
		}
		s.path, s.lock, s.written = path, lk, true
		return nil
	}
	return fmt.Errorf("%s: %w", rules.Printable(filepath.Join(dir, base+".json")), fs.ErrExist)
}

// writeExcl creates path, which must not exist, with data, synced; a
// failure part way removes it.
func writeExcl(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = flush(f)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return err
	}
	return OSFS{}.SyncDir(filepath.Dir(path))
}

// Memory is a session that saves nothing (tests, scenario games).
func Memory(setup rules.Setup) *Session {
	s, _ := NewSession("", setup, [2]string{}, Options{})
	return s
}

// Resume continues the record of a loaded save, in the same file. The
// board replays its answers first (Rewind). lk is the save's lock, taken
// before it was loaded (TryLock; nil: none), held until Close.
func Resume(l *Loaded, lk *Lock) *Session {
	return &Session{path: l.Path, fs: OSFS{}, f: l.File, written: true, lock: lk, savedTurn: l.File.End.Turn}
}

// Close lets the save's lock go: the game is no longer open.
func (s *Session) Close() {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lock.Release()
	s.lock = nil
}

// fileWord makes "Rhinar vs Dorinthea" into "rhinar-vs-dorinthea".
func fileWord(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

// Path is the save file ("" in memory).
func (s *Session) Path() string { return s.path }

// SetFS replaces the file system (tests).
func (s *Session) SetFS(fs FS) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.fs = fs
}

// SaveState is how the autosave stands, for the board's warning: Err is
// the error of the last write (nil when it was written), Why its kind.
type SaveState struct {
	Err error
	// Written: a state of the game was written (its turn is Turn).
	Written bool
	Turn    int
	Why     SaveFailure
}

// SaveFailure is the kind of a failed write, for the words of the warning.
type SaveFailure uint8

const (
	SaveOK SaveFailure = iota
	// SaveFull: no space left on the device (or over a quota).
	SaveFull
	// SaveReadOnly: the folder or the file system may not be written.
	SaveReadOnly
	// SaveNoFolder: the saves folder is gone and could not be made again.
	SaveNoFolder
	// SaveOther: another error (said as the system says it).
	SaveOther
)

// SaveState says whether the last write failed, and since when.
func (s *Session) SaveState() SaveState {
	s.mu.Lock()
	defer s.mu.Unlock()
	return SaveState{Err: s.err, Written: s.written, Turn: s.savedTurn, Why: failureOf(s.err)}
}

// Err is the last error of an autosave, or nil.
func (s *Session) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Observe takes every event of the game (from its observer).
func (s *Session) Observe(g *rules.Game, e *rules.Event) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if e.Reveals() {
		s.reveals++
		s.last = e.Kind
	}
	if e.Kind == rules.EvTurnStart {
		s.f.Turns = append(s.f.Turns, Mark{Turn: g.Omniscient().Turn(), Answers: len(s.f.Answers), Hash: HashText(g.Hash())})
		s.dirty = true
	}
}

// Answered records a person's answer to a prompt of p.
func (s *Session) Answered(g *rules.Game, p *rules.Prompt, a rules.Answer) {
	s.answered(g, p, a, false)
}

// AnsweredAuto records an answer no person gave: the board's automatic
// pass, or a bot's answer. It is in the record like any other (a replay
// gives it again), but it does not stop undo: it is nobody's choice to
// take back or to keep.
func (s *Session) AnsweredAuto(g *rules.Game, p *rules.Prompt, a rules.Answer) {
	s.answered(g, p, a, true)
}

func (s *Session) answered(g *rules.Game, p *rules.Prompt, a rules.Answer, auto bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if i := len(s.given); s.replaying > 0 && i < len(s.rewound) {
		auto = s.rewound[i]
	}
	s.f.Answers = append(s.f.Answers, AnswerText(a))
	s.given = append(s.given, given{player: p.Player, kind: p.Kind, turn: g.Omniscient().Turn(), reveals: s.reveals, auto: auto})
	if s.replaying > 0 {
		s.replaying--
	}
	s.dirty = true
}

// Replaying reports answers still to come from a replay.
func (s *Session) Replaying() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.replaying > 0
}

// Asked is called when a player is asked a question: the game so far is
// saved (after every answer, the state where it waits).
func (s *Session) Asked(g *rules.Game) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.f.End = Mark{Turn: g.Omniscient().Turn(), Answers: len(s.f.Answers), Hash: HashText(g.Hash())}
	if s.replaying > 0 || !s.dirty {
		return nil
	}
	return s.save()
}

// Finished records the end of the game and saves it: a finished game
// stays as a record.
func (s *Session) Finished(g *rules.Game) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.f.End = Mark{Turn: g.Omniscient().Turn(), Answers: len(s.f.Answers), Hash: HashText(g.Hash())}
	s.f.Finished = g.Over()
	switch {
	case !g.Over():
	case g.Omniscient().Winner() == 0 || g.Omniscient().Winner() == 1:
		s.f.Winner = fmt.Sprintf("p%d", g.Omniscient().Winner()+1)
	default:
		s.f.Winner = "draw"
	}
	return s.save()
}

// Save writes the record as it stood at the last question.
func (s *Session) Save() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.replaying > 0 {
		return nil // the file still holds the game before the replay
	}
	return s.save()
}

func (s *Session) save() error {
	if s.path == "" {
		s.dirty = false
		return nil
	}
	if s.f.End.Hash == "" {
		// No question asked yet (Asked and Finished set End): the file
		// made at the start holds the game there already.
		return nil
	}
	data, err := s.encode()
	if err == nil {
		err = s.write(data)
	}
	s.err = err
	if err == nil {
		s.dirty = false
		s.written = true
		s.savedTurn = s.f.End.Turn
	}
	return err
}

// write puts data in the save, atomically (WriteAtomic). A saves folder
// removed meanwhile is made again, and the lock taken again on it.
func (s *Session) write(data []byte) error {
	dir := filepath.Dir(s.path)
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("%w: %w", ErrSaveDir, err)
		}
		s.lock.renew(s.path)
	}
	return WriteAtomic(s.fs, s.path, data)
}

// encode is the file of the game up to the last question asked: answers
// given since (auto-passes on their way) are played again on resume.
func (s *Session) encode() ([]byte, error) {
	c := *s.f
	c.Answers = c.Answers[:min(c.End.Answers, len(c.Answers))]
	c.Turns = nil
	for _, m := range s.f.Turns {
		if m.Answers <= c.End.Answers {
			c.Turns = append(c.Turns, m)
		}
	}
	if c.Turns == nil {
		c.Turns = []Mark{}
	}
	c.Updated = time.Now().UTC().Truncate(time.Second)
	return c.Encode()
}

// Written reports whether the record has been written to its file (a game
// quit before its first question has none).
func (s *Session) Written() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.written
}

// File is a copy of the record (for tests and the replay viewer).
func (s *Session) File() File {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := *s.f
	c.Answers = append([]string(nil), s.f.Answers...)
	c.Turns = append([]Mark(nil), s.f.Turns...)
	return c
}

// Rewind keeps the first n answers and returns them: the board plays them
// again on a new game from the same setup, feeding this session again
// (resume: all of them; undo: Undo's point).
func (s *Session) Rewind(n int) []rules.Answer {
	s.mu.Lock()
	defer s.mu.Unlock()
	n = min(max(n, 0), len(s.f.Answers))
	out := make([]rules.Answer, n)
	for i := range out {
		out[i], _ = ParseAnswer(s.f.Answers[i])
	}
	s.rewound = s.rewound[:0]
	for _, g := range s.given[:min(n, len(s.given))] {
		s.rewound = append(s.rewound, g.auto)
	}
	s.f.Answers = s.f.Answers[:0]
	s.f.Turns = s.f.Turns[:0]
	s.f.Finished, s.f.Winner = false, ""
	s.given = s.given[:0]
	s.reveals, s.last = 0, rules.EvNone
	s.replaying = n
	s.dirty = true
	return out
}

// Why undo is not possible now.
type UndoBlock uint8

const (
	UndoOK UndoBlock = iota
	// UndoNothing: the player has not answered anything yet.
	UndoNothing
	// UndoOther: the other player answered since the player's last
	// priority choice: undo never takes back the opponent's choices.
	UndoOther
	// UndoHidden: hidden information came out since (a draw, a reveal, a
	// search, a shuffle...): undoing would let the player look and choose
	// again (CR 3.0.3: private objects). Undo.Event says which.
	UndoHidden
)

// Undo is how far undo may take a player back.
type Undo struct {
	Block UndoBlock
	Event rules.EventKind // the event that blocks it (UndoHidden)
	// Answers, when Block is UndoOK, are the answers to play again to
	// reach the player's last priority question; Undone how many answers
	// are taken back, on turn Turn; Kind the question it goes back to (a
	// priority or defenders question, any kind for UndoAny).
	Answers []rules.Answer
	Undone  int
	Turn    int
	Kind    rules.PromptKind
}

// UndoFor says how far player p may go back now: to their last priority
// question (or defenders question, CR 7.3.2: a choice of the same
// standing) they answered themselves, when no answer of another person and
// no hidden information lies since. The board's automatic passes and a
// bot's answers (AnsweredAuto) are nobody's: undo looks through them. It
// may be asked for p while another player is being asked (the hand-off
// screen): their question is not answered yet, so it is not in the way.
func (s *Session) UndoFor(p rules.Player) Undo {
	return s.undoFor(p, false)
}

// UndoAny is UndoFor without limits: back to p's last answer of any
// kind, whatever came since (lessons: the opponent is the lesson's, and
// nothing is hidden from anyone who could use it). A lesson says "u
// undoes your last choice": a pitch that wasted points is taken back
// alone, not with the play it paid for.
func (s *Session) UndoAny(p rules.Player) Undo {
	return s.undoFor(p, true)
}

func (s *Session) undoFor(p rules.Player, unlimited bool) Undo {
	s.mu.Lock()
	defer s.mu.Unlock()
	if unlimited {
		for i := len(s.given) - 1; i >= 0; i-- {
			if a := s.given[i]; a.player == p && !a.auto {
				return s.undoTo(p, i)
			}
		}
		return Undo{Block: UndoNothing}
	}
	for i := len(s.given) - 1; i >= 0; i-- {
		a := s.given[i]
		if a.auto {
			continue
		}
		if a.player != p {
			for _, b := range s.given[:i] {
				if b.player == p && !b.auto {
					return Undo{Block: UndoOther}
				}
			}
			return Undo{Block: UndoNothing}
		}
		if a.reveals != s.reveals {
			return Undo{Block: UndoHidden, Event: s.last}
		}
		if a.kind == rules.AskPriority || a.kind == rules.AskDefenders {
			return s.undoTo(p, i)
		}
	}
	return Undo{Block: UndoNothing}
}

// undoTo is the undo that replays the answers before the i-th.
func (s *Session) undoTo(p rules.Player, i int) Undo {
	u := Undo{Answers: make([]rules.Answer, i), Undone: s.mine(p, i), Turn: s.given[i].turn, Kind: s.given[i].kind}
	for k := range u.Answers {
		u.Answers[k], _ = ParseAnswer(s.f.Answers[k])
	}
	return u
}

// mine counts p's own answers from the i-th on: what undo takes back, in
// the player's words (the automatic passes go back too, unsaid).
func (s *Session) mine(p rules.Player, i int) int {
	n := 0
	for _, a := range s.given[i:] {
		if a.player == p && !a.auto {
			n++
		}
	}
	return n
}

// Len is how many answers the record holds.
func (s *Session) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.f.Answers)
}

// Decider wraps d so that the session records a game played without the
// board (headless games, tests): the game so far is saved at each
// question (Asked), then d answers and the answer is recorded. Set
// s.Observe as the game's observer too.
func (s *Session) Decider(g *rules.Game, d rules.Decider) rules.Decider {
	return rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if err := s.Asked(g); err != nil {
			return rules.Answer{}, err
		}
		a, err := d.Decide(ctx, v, p)
		if err == nil {
			s.Answered(g, &p, a)
		}
		return a, err
	})
}

package tui

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The replay viewer (`rathe replay FILE`): a saved game stepped through on
// the board, both hands visible, with the log: → ← by decision, pgdn pgup
// by turn. Each frame is a question of the game as it was asked, with the
// answer that was given highlighted.

// ReplayConfig is a game to step through: its setup and answers.
type ReplayConfig struct {
	Setup   rules.Setup
	Answers []rules.Answer
	Lang    text.Lang
	Color   bool
	Title   string
}

// replayFrame is one question of the game.
type replayFrame struct {
	snap   *board.Snapshot
	log    int // lines of the log up to this question
	turn   int
	answer *rules.Answer // nil: the record ends here
}

// ReplayModel is the Bubble Tea model of the replay viewer.
type ReplayModel struct {
	in     *Model
	frames []replayFrame
	log    []string
	i      int
	title  string
	end    *doneMsg // the game over, after the last frame, if it ended
	atEnd  bool
	dummy  chan rules.Answer
	Frames int // how many questions the game has (tests)
}

// NewReplay replays the game and builds the viewer.
func NewReplay(ctx context.Context, cfg ReplayConfig) (*ReplayModel, error) {
	g, err := rules.New(cfg.Setup)
	if err != nil {
		return nil, err
	}
	lang := cfg.Lang
	if lang == "" {
		lang = text.EN
	}
	// The bridge renders the log (and counts the summary); the answers
	// come from the record.
	b := newBridge(g, lang, true, true, nil)
	r := &ReplayModel{title: cfg.Title, dummy: make(chan rules.Answer, 1)}
	rep := &rules.Replay{Answers: cfg.Answers}
	take := func() {
		for _, l := range b.flush() {
			t := l.Text[rules.Omniscient]
			if n := len(r.log); l.Replace && n > 0 {
				r.log[n-1] = t
			} else {
				r.log = append(r.log, t)
			}
		}
	}
	d := rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		take()
		f := replayFrame{snap: board.Take(g.ViewFor(rules.Omniscient), lang, &p), log: len(r.log), turn: g.Omniscient().Turn()}
		if rep.Next < len(rep.Answers) {
			a := rep.Answers[rep.Next]
			f.answer = &a
		}
		r.frames = append(r.frames, f)
		return rep.Decide(ctx, v, p)
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	err = g.Run(ctx)
	take()
	switch {
	case err == nil:
		s := b.stats
		s.Turns, s.Winner = g.Omniscient().Turn(), g.Omniscient().Winner()
		r.end = &doneMsg{Snap: board.Take(g.ViewFor(rules.Omniscient), lang, nil), Stats: s}
	case !errors.Is(err, rules.ErrScriptDone):
		return nil, err
	}
	if len(r.frames) == 0 && r.end == nil {
		return nil, errors.New("the game has no question to show")
	}
	r.Frames = len(r.frames)
	r.in = newModel(Config{Lang: lang, OpenHands: true, Color: cfg.Color})
	r.show()
	return r, nil
}

// RunReplay shows the viewer on the terminal until q.
func RunReplay(ctx context.Context, cfg ReplayConfig, in io.Reader, out io.Writer) error {
	r, err := NewReplay(ctx, cfg)
	if err != nil {
		return err
	}
	opts := []tea.ProgramOption{tea.WithAltScreen(), tea.WithContext(ctx)}
	if in != nil {
		opts = append(opts, tea.WithInput(in))
	}
	if out != nil {
		opts = append(opts, tea.WithOutput(out))
	}
	opts, susp := withSuspend(opts) // ctrl+z (suspend.go)
	p := tea.NewProgram(r, opts...)
	susp.start(p)
	defer susp.stop()
	_, err = p.Run()
	return err
}

func (r *ReplayModel) Init() tea.Cmd { return nil }

// Position is the question shown (from 0) and its turn; at the end of a
// finished game, Position is the number of questions.
func (r *ReplayModel) Position() (int, int) {
	if r.atEnd {
		return len(r.frames), r.end.Stats.Turns
	}
	return r.i, r.frames[r.i].turn
}

func (r *ReplayModel) last() int {
	if r.end != nil {
		return len(r.frames) // the game-over screen
	}
	return len(r.frames) - 1
}

func (r *ReplayModel) turnAt(i int) int {
	if i >= len(r.frames) {
		return r.end.Stats.Turns + 1
	}
	return r.frames[i].turn
}

func (r *ReplayModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		r.in.Update(msg)
	case tea.KeyMsg:
		i := r.cur()
		switch msg.String() {
		case "q", "esc", "ctrl+c":
			r.in.quitting = true
			return r, tea.Quit
		case "right", "l", " ", "enter":
			i = min(i+1, r.last())
		case "left", "h":
			i = max(i-1, 0)
		case "pgdown", "n":
			// The first question of the next turn (or the end).
			t := r.turnAt(i)
			for i < r.last() && r.turnAt(i) == t {
				i++
			}
		case "pgup", "b":
			// The first question of this turn, or of the one before.
			t := r.turnAt(i)
			if i > 0 && r.turnAt(i-1) == t {
				for i > 0 && r.turnAt(i-1) == t {
					i--
				}
			} else if i > 0 {
				t = r.turnAt(i - 1)
				for i > 0 && r.turnAt(i-1) == t {
					i--
				}
				if r.turnAt(i) != t {
					i--
				}
			}
		case "home":
			i = 0
		case "end":
			i = r.last()
		}
		r.set(i)
	}
	return r, nil
}

func (r *ReplayModel) cur() int {
	if r.atEnd {
		return len(r.frames)
	}
	return r.i
}

func (r *ReplayModel) set(i int) {
	r.atEnd = i >= len(r.frames)
	if !r.atEnd {
		r.i = i
	}
	r.show()
}

// show puts the current frame on the inner board.
func (r *ReplayModel) show() {
	m := r.in
	if r.atEnd || len(r.frames) == 0 {
		r.atEnd = true
		m.done = r.end
		m.snap = r.end.Snap
		m.logs[rules.Omniscient] = r.log
		m.reply = nil
		m.syncLog()
		m.setKeys()
		return
	}
	f := r.frames[r.i]
	m.done = nil
	m.snap = f.snap
	m.logs[rules.Omniscient] = r.log[:f.log]
	m.rows = buildRows(f.snap.Prompt)
	m.cursor, m.picked = 0, nil
	m.reply = r.dummy // shows the question; never answered
	m.message = ""
	if f.answer != nil {
		var chosen []int
		for _, id := range f.answer.IDs {
			for ri, row := range m.rows {
				if row.opt >= 0 && f.snap.Prompt.Options[row.opt].ID == id {
					chosen = append(chosen, row.opt)
					if len(chosen) == 1 {
						m.cursor = ri
					}
				}
			}
		}
		if multi(f.snap.Prompt) {
			m.picked = chosen
		}
		if f.snap.Prompt.Kind == rules.AskX {
			m.xin.SetValue(fmt.Sprint(f.answer.X))
		}
		if len(f.answer.IDs) == 0 && f.snap.Prompt.Kind != rules.AskX {
			m.message = m.say("note.answered-none")
		}
	} else {
		m.message = m.say("note.record-ends")
	}
	m.syncLog()
	m.setKeys()
}

// View is the board of the frame with the viewer's own help line.
func (r *ReplayModel) View() string {
	v := r.in.View()
	if r.in.quitting {
		return v
	}
	i, turn := r.Position()
	// Where the replay is and its keys come before the file's name: a
	// narrow terminal drops the name rather than cut the keys.
	at := r.in.say("replay.at", min(i+1, len(r.frames)), len(r.frames), turn) + " · " + r.in.say("replay.keys")
	line := r.in.say("replay.title", rules.Printable(r.title)) + " · " + at
	if ansi.StringWidth(line) > r.in.width {
		line = at
	}
	line = board.Pad(ansi.Truncate(line, r.in.width, "…"), r.in.width)
	if k := strings.LastIndexByte(v, '\n'); k >= 0 {
		return v[:k+1] + line
	}
	return v + "\n" + line
}

// Package scenario reads and runs scenario files (.scn): a position, the
// answers both players give, and what must hold afterwards (DESIGN.md,
// "Scenarios"). One format serves rules tests, lessons, puzzles and bug
// reports; FORMAT.md describes it.
//
// A file is parsed into a File (Parse), which builds a game with
// rules.NewPosition (or, with `start: game`, with rules.New at the
// start-of-game procedure), answers its prompts through a strict
// rules.ScriptDecider, and checks the expectations where the script ends
// (File.Run). RunFiles is the headless command behind `rathe scenario run`.
package scenario

import (
	"fmt"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// Error is a problem on one line of a scenario file: a malformed line
// (Parse) or an expectation that does not hold (Run).
type Error struct {
	File string
	Line int
	Msg  string
	// Message is Msg as data, for the text layer to say in
	// the reader's language; its Code is "" when Msg is all there is.
	Message Msg
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d: %s", rules.Printable(e.File), e.Line, rules.Printable(e.Msg))
}

// ErrorList is every problem found in one file, in line order.
type ErrorList []*Error

func (l ErrorList) Error() string {
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// File is a parsed scenario.
type File struct {
	Name  string // the file name, for messages
	Title string
	// Rules are the CR rules the scenario exercises.
	Rules []string
	// Bug, when set, says the scenario reproduces a known engine bug: it is
	// expected to fail until the engine is fixed.
	Bug     string
	BugLine int

	Seed uint64
	// StartGame is `start: game`: the game begins with the start-of-game
	// procedure (CR 4.1) from each player's hero, arena cards and deck,
	// instead of a position.
	StartGame  bool
	TurnPlayer rules.Player
	Turn       int
	Phase      rules.Phase
	sides      [2]side
	// combat is the middle of a turn: chain, stack, step, priority and
	// effects in force (combat.go); lines says where each part was written.
	combat rules.Combat
	lines  combatLines
	// refused is the `refused:` expectation, if any: the file holds only
	// when the setup or its last answer is refused with a matching message.
	refused *refusal

	script []item    // answers, `pass until`s and `expect:` blocks, in order
	steps  []*answer // the answers alone, for the rules.ScriptDecider
}

// side is one player's part of the position, as written.
type side struct {
	hero      *rules.Card
	life      int
	resources int
	actions   int
	actionsAt int // line of pN.actions, 0 when not given
	// zoneAt is the line of each pN.<zone> given, for the engine's
	// refusals of what a zone holds (positionError).
	zoneAt    map[rules.Zone]int
	zones     map[rules.Zone][]*rules.Card
	arsenalUp bool
	counters  map[int]counterSet
	// arsenalCounters are the counters on the arsenal card, or nil.
	arsenalCounters *counterSet
	resolved        []*rules.Card // pN.resolved: effects in force
}

// counterSet has one entry per counter kind of the engine (CR 1.15).
type counterSet = rules.CounterSet

// checkpoint is one `expect:` block: its checks are made at the first
// prompt after the answers written above it (or where the game ended).
type checkpoint struct {
	line   int
	checks []*check
	lines  int // lines written in the block, well formed or not
}

// HasAnswers reports whether the file gives any answer (a lesson's
// answers are its solution, saves/lesson).
func (f *File) HasAnswers() bool { return len(f.steps) > 0 }

package lesson

import (
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// GoalKind is what a goal measures.
type GoalKind uint8

const (
	// GoalDamage: deal at least N damage to the opposing hero in the
	// lesson's first turn (`goal: damage 6`). Met the moment the damage
	// adds up to N; missed when that turn ends short of it.
	GoalDamage GoalKind = iota + 1
	// GoalTakeAtMost: the learner's hero takes at most N damage
	// (`goal: take at most 2`). Missed the moment it takes more; met
	// when the combat chain closes, or the turn ends, within N.
	GoalTakeAtMost
	// GoalArsenal: a card is in the learner's arsenal when their turn
	// ends (`goal: arsenal`, CR 4.4.3b).
	GoalArsenal
	// GoalWin: the learner wins the game (`goal: win`, CR 4.5.2).
	GoalWin
	// GoalWaste: the learner pays for a card or an ability with at most
	// N resource points left over (`goal: waste at most 0`): the pitch
	// that pays the cost without waste (CR 1.14.2d: one card at a time,
	// no more once the cost is paid). Judged at the learner's first
	// play or activation that pitched a card (CR 5.1.10, 5.2.2: its
	// costs are paid): met within N, missed over it.
	GoalWaste
)

// Goal is one goal of a lesson: every goal must be met.
type Goal struct {
	Kind GoalKind
	N    int
	Line int
}

// parseGoal reads what follows `goal:`.
func parseGoal(s string) (Goal, error) {
	f := strings.Fields(strings.ToLower(s))
	num := func(w string) (int, error) {
		n, err := strconv.Atoi(w)
		if err != nil || n < 0 || n > 999 {
			return 0, scenario.Msg{Code: "lesson-goal-number", Args: []any{clip(w)}}
		}
		return n, nil
	}
	switch {
	case len(f) == 2 && f[0] == "damage":
		n, err := num(f[1])
		return Goal{Kind: GoalDamage, N: n}, err
	case len(f) == 4 && f[0] == "take" && f[1] == "at" && f[2] == "most":
		n, err := num(f[3])
		return Goal{Kind: GoalTakeAtMost, N: n}, err
	case len(f) == 1 && f[0] == "arsenal":
		return Goal{Kind: GoalArsenal}, nil
	case len(f) == 1 && f[0] == "win":
		return Goal{Kind: GoalWin}, nil
	case len(f) == 4 && f[0] == "waste" && f[1] == "at" && f[2] == "most":
		n, err := num(f[3])
		return Goal{Kind: GoalWaste, N: n}, err
	}
	return Goal{}, scenario.Msg{Code: "lesson-goal-want", Args: []any{clip(s)}}
}

// Status is where a goal stands.
type Status uint8

const (
	Pending Status = iota
	Met
	Missed
)

func (s Status) String() string { return [...]string{"pending", "met", "missed"}[s] }

// Tracker checks a lesson's goals from the game's events as they happen
// (the observer of the game). It is safe to read from another goroutine
// than the game's (the board reads it from its own).
type Tracker struct {
	mu      sync.Mutex
	goals   []Goal
	learner rules.Player
	turn    int // the lesson's first turn
	started bool
	dealt   int // damage to the opposing hero in the first turn
	taken   int // damage to the learner's hero
	// pitched: the learner pitched a card since their last play or
	// activation; leftover is the resource points they had left over
	// after paying for the first one that pitched (GoalWaste), -1 before.
	pitched  bool
	leftover int
	// best is the most damage still possible when a damage goal was
	// judged lost before the turn ended (reach.go), -1 otherwise.
	best   int
	status []Status
	// Seen are the events' kinds that happened, for the moments a
	// lesson's narration is tied to (tests).
	moments map[string]bool
}

// NewTracker tracks l's goals.
func NewTracker(l *Lesson) *Tracker {
	return &Tracker{goals: l.Goals, learner: l.Learner, leftover: -1, best: -1, status: make([]Status, len(l.Goals)), moments: map[string]bool{}}
}

// Observe is the game's observer: it sees every event.
func (t *Tracker) Observe(g *rules.Game, e *rules.Event) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.started {
		t.started, t.turn = true, g.Omniscient().Turn()
	}
	t.seen(g, e)
	t.payments(g, e)
	for i, goal := range t.goals {
		if t.status[i] != Pending {
			continue
		}
		t.status[i] = t.judge(g, e, goal)
	}
}

// judge is a goal's status after event e.
func (t *Tracker) judge(g *rules.Game, e *rules.Event, goal Goal) Status {
	opp := t.learner.Opponent()
	switch goal.Kind {
	case GoalDamage:
		if e.Kind == rules.EvDamage && e.Player == opp && int(e.Turn) == t.turn {
			t.dealt += e.Amount
		}
		if t.dealt >= goal.N {
			return Met
		}
		if e.Kind == rules.EvTurnEnd || g.Over() {
			return Missed
		}
	case GoalTakeAtMost:
		if e.Kind == rules.EvDamage && e.Player == t.learner {
			t.taken += e.Amount
		}
		if t.taken > goal.N {
			return Missed
		}
		if e.Kind == rules.EvChainClose || e.Kind == rules.EvTurnEnd {
			return Met
		}
	case GoalArsenal:
		if e.Kind == rules.EvTurnEnd && g.Omniscient().TurnPlayer() == t.learner {
			if len(g.Omniscient().Zone(t.learner, rules.ZoneArsenal)) > 0 {
				return Met
			}
			return Missed
		}
	case GoalWaste:
		if t.leftover > goal.N {
			return Missed
		}
		if t.leftover >= 0 {
			return Met
		}
	case GoalWin:
		if g.Over() {
			if g.Omniscient().Winner() == t.learner {
				return Met
			}
			return Missed
		}
	}
	return Pending
}

// payments notes the resource points the learner had left over once the
// costs of their first play or activation that pitched a card were paid
// (CR 5.1.10, 5.2.2: the event follows the payment).
func (t *Tracker) payments(g *rules.Game, e *rules.Event) {
	if e.Player != t.learner || t.leftover >= 0 {
		return
	}
	switch e.Kind {
	case rules.EvPitch:
		t.pitched = true
	case rules.EvPlay, rules.EvActivate:
		if t.pitched {
			t.leftover = g.Omniscient().Resources(t.learner)
		}
	}
}

// Leftover is the resource points the learner had left over after paying
// for their first play or activation that pitched a card, or -1 before
// it (GoalWaste).
func (t *Tracker) Leftover() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.leftover
}

// seen notes the moments an event shows the game came to.
func (t *Tracker) seen(g *rules.Game, e *rules.Event) {
	switch e.Kind {
	case rules.EvStep:
		t.moments[g.Omniscient().Step().String()+"-step"] = true
	case rules.EvEndPhase:
		t.moments["end-phase"] = true
	}
}

// Status is the lesson's status: missed when a goal is missed, met when
// every goal is met, else pending.
func (t *Tracker) Status() Status {
	t.mu.Lock()
	defer t.mu.Unlock()
	met := 0
	for _, s := range t.status {
		switch s {
		case Missed:
			return Missed
		case Met:
			met++
		}
	}
	if met == len(t.status) && met > 0 {
		return Met
	}
	return Pending
}

// Goals is each goal with its status.
func (t *Tracker) Goals() ([]Goal, []Status) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]Goal(nil), t.goals...), append([]Status(nil), t.status...)
}

// Dealt and Taken are the damage counted so far: to the opposing hero in
// the lesson's first turn, and to the learner's hero.
func (t *Tracker) Dealt() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.dealt
}

func (t *Tracker) Taken() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.taken
}

// noteMoment records a moment the learner was asked at.
func (t *Tracker) noteMoment(m string) {
	t.mu.Lock()
	t.moments[m] = true
	t.mu.Unlock()
}

// Reached reports whether the game came to moment m.
func (t *Tracker) Reached(m string) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.moments[m]
}

// fork is a copy of t that goes on by itself: the goals of a game
// played from where t stands (Since).
func (t *Tracker) fork() *Tracker {
	t.mu.Lock()
	defer t.mu.Unlock()
	return &Tracker{goals: slices.Clone(t.goals), learner: t.learner, turn: t.turn, started: t.started,
		dealt: t.dealt, taken: t.taken, pitched: t.pitched, leftover: t.leftover, best: t.best,
		status: slices.Clone(t.status), moments: map[string]bool{}}
}

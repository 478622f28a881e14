package rules

import (
	"context"
	"errors"
	"fmt"
)

// PromptKind is the kind of question the engine asks (DESIGN.md).
type PromptKind uint8

const (
	AskPriority     PromptKind = iota // play, activate or pass (CR 1.11)
	AskPitch                          // which card to pitch next (CR 1.14.3)
	AskX                              // a value for X (CR 5.1.3a)
	AskModes                          // modes of a modal ability (CR 1.7.5)
	AskTarget                         // a target (CR 1.8.5, 5.1.4)
	AskAttackTarget                   // whom to attack (CR 1.4.5)
	AskDefenders                      // cards to defend with (CR 7.3.2)
	AskOrder                          // an order (triggers CR 1.10.2d, pitch CR 4.4.3c)
	AskMay                            // a "may" choice (CR 1.8.3)
	AskCards                          // choose cards: search, discard, reveal, arsenal
	AskFirstPlayer                    // who takes the first turn (CR 4.1.3)
)

var promptNames = [...]string{"priority", "pitch", "x", "modes", "target", "attack-target", "defenders", "order", "may", "cards", "first-player"}

func (k PromptKind) String() string {
	if int(k) < len(promptNames) {
		return promptNames[k]
	}
	return "?"
}

// ParsePromptKind reads the names above.
func ParsePromptKind(s string) (PromptKind, bool) {
	for i, n := range promptNames {
		if n == s {
			return PromptKind(i), true
		}
	}
	return 0, false
}

// Act is what choosing an option does.
type Act uint8

const (
	ActPass Act = iota + 1
	ActPlay
	ActActivate
	ActPitch
	ActCard
	ActMode
	ActTarget
	ActYes
	ActNo
	ActPlayer
)

var actNames = [...]string{"", "pass", "play", "activate", "pitch", "card", "mode", "target", "yes", "no", "player"}

func (a Act) String() string {
	if int(a) < len(actNames) {
		return actNames[a]
	}
	return "?"
}

// Option is one legal answer. Its ID is stable: it depends only on what the
// option does and on which object, so the same game gives the same ids.
type Option struct {
	ID      int32
	Act     Act
	Obj     ObjID
	Ability int8
	Player  Player // ActPlayer and hero targets
	Value   int    // pitch value, mode index
	Rule    string // the CR rule that makes it legal
}

// OptionID builds the stable id of an option.
func OptionID(a Act, obj ObjID, ability int8, p Player) int32 {
	return int32(a)<<24 | (int32(obj)+1)<<8 | int32(uint8(ability)&0x3f)<<2 | int32(p+1)
}

func opt(a Act, obj ObjID, ability int8, p Player, rule string) Option {
	return Option{ID: OptionID(a, obj, ability, p), Act: a, Obj: obj, Ability: ability, Player: p, Rule: rule}
}

// Reason says why an action is not legal now (for "why can't I?"). The text
// layer renders it.
type Reason uint8

const (
	ReasonNone          Reason = iota
	ReasonNoActionPoint        // CR 1.13.2: actions cost an action point
	ReasonStackNotEmpty        // CR 8.1.1a: actions only on an empty stack
	ReasonCombat               // CR 7.0.1a: no actions during combat but the resolution step
	ReasonNotAttacking         // CR 8.1.2a: attack reactions by the attacking hero in the reaction step
	ReasonNotDefending         // CR 8.1.3a: defense reactions by the defending hero in the reaction step
	ReasonCannotPay            // CR 5.1.7a: the cost cannot be paid
	ReasonOncePerTurn          // CR 5.2.1a
	ReasonResourceCard         // CR 8.1.7a: resources cannot be played
	ReasonNoTarget             // CR 5.1.5: no legal target
	ReasonRestricted           // the card's own restriction (CR 1.0.2)
	ReasonNoPriority           // CR 1.11
	ReasonDominate             // CR 8.3.4b
	ReasonCondition            // an activation condition (CR 5.2.1e)
	ReasonNotYourTurn          // CR 8.1.1: actions in your own action phase
	ReasonNoAttack             // CR 8.1.2a: no attack on the chain
)

var reasonNames = [...]string{"", "no-action-point", "stack-not-empty", "combat", "not-attacking", "not-defending", "cannot-pay", "once-per-turn", "resource-card", "no-target", "restricted", "no-priority", "dominate", "condition", "not-your-turn", "no-attack"}

func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return ""
}

// Blocked is an action that is not legal now, with why.
type Blocked struct {
	Option
	Reason Reason
	Rule   string
}

// Prompt is a question to one player: its kind and every legal option.
type Prompt struct {
	Kind    PromptKind
	Player  Player
	Options []Option
	// Min and Max bound how many options to choose (1 and 1 for a single
	// choice; AskOrder asks for all of them, in order).
	Min, Max int
	// XMin and XMax bound the value of an AskX prompt.
	XMin, XMax int
	// Blocked lists actions that cannot be taken now, with the reason.
	Blocked []Blocked
	// Source is what the prompt is about: the card being played, the
	// attack being defended, the ability that asks.
	Source ObjID
	// Owed is what remains to be paid (AskPitch).
	Owed int
	// MaxFromHand limits the cards from hand among the chosen defenders
	// (dominate, CR 8.3.4); -1 means no limit. Options with Ability 0 are
	// cards from hand.
	MaxFromHand int
	Rule        string
}

// Answer is a player's reply: chosen option ids, or a number for AskX.
type Answer struct {
	IDs []int32
	X   int
}

// Pick answers with one option.
func Pick(id int32) Answer { return Answer{IDs: []int32{id}} }

// Check verifies an answer against the options (the engine re-checks every
// answer: DESIGN.md).
func (p *Prompt) Check(a Answer) error {
	if p.Kind == AskX {
		if a.X < p.XMin || a.X > p.XMax {
			return fmt.Errorf("the value %d for X is outside %d..%d", a.X, p.XMin, p.XMax)
		}
		return nil
	}
	if len(a.IDs) < p.Min || len(a.IDs) > p.Max {
		return fmt.Errorf("%d choices, want %d..%d", len(a.IDs), p.Min, p.Max)
	}
	fromHand := 0
	for i, id := range a.IDs {
		k := p.Find(id)
		if k < 0 {
			return fmt.Errorf("option %d is not offered", id)
		}
		if p.Kind == AskDefenders && p.Options[k].Ability == 0 {
			fromHand++
		}
		for _, prev := range a.IDs[:i] {
			if prev == id {
				return fmt.Errorf("option %d chosen twice", id)
			}
		}
	}
	if p.Kind == AskDefenders && p.MaxFromHand >= 0 && fromHand > p.MaxFromHand {
		return fmt.Errorf("%d cards from hand, at most %d may defend (CR 8.3.4)", fromHand, p.MaxFromHand)
	}
	return nil
}

// Find returns the index of the option with id, or -1.
func (p *Prompt) Find(id int32) int {
	for i := range p.Options {
		if p.Options[i].ID == id {
			return i
		}
	}
	return -1
}

// Decider answers prompts (DESIGN.md). It sees only its player's View.
type Decider interface {
	Decide(ctx context.Context, v View, p Prompt) (Answer, error)
}

// DeciderFunc adapts a function to a Decider.
type DeciderFunc func(ctx context.Context, v View, p Prompt) (Answer, error)

func (f DeciderFunc) Decide(ctx context.Context, v View, p Prompt) (Answer, error) {
	return f(ctx, v, p)
}

// ErrScriptDone is returned by a scripted decider that has no answer left.
var ErrScriptDone = errors.New("rules: script has no more answers")

// Scripted is one scripted answer: the prompt kind and player it expects,
// and how to answer it.
type Scripted struct {
	Kind   PromptKind
	Player Player
	// Answer builds the answer from the prompt and view; it may fail.
	Answer func(v View, p Prompt) (Answer, error)
	// Label describes the answer for error messages ("play Dodge").
	Label string
	// Line is where the answer was written (scenario files).
	Line int
}

// ScriptDecider answers from a list, strictly: a prompt of another kind or
// player than the next answer expects is an error, and Unused reports
// answers left over (STYLE.md: XMage's strict mode).
type ScriptDecider struct {
	Steps []Scripted
	Next  int
	// Log records each answer given, for saves and replays.
	Log []Answer
}

// Decide answers with the next scripted step.
func (s *ScriptDecider) Decide(ctx context.Context, v View, p Prompt) (Answer, error) {
	if s.Next >= len(s.Steps) {
		return Answer{}, ErrScriptDone
	}
	st := s.Steps[s.Next]
	if st.Kind != p.Kind || st.Player != p.Player {
		return Answer{}, &UnexpectedPrompt{Want: st, Got: p}
	}
	a, err := st.Answer(v, p)
	if err != nil {
		return Answer{}, fmt.Errorf("answer %d (%s): %w", s.Next+1, st.Label, err)
	}
	s.Next++
	s.Log = append(s.Log, a)
	return a, nil
}

// Unused returns an error if answers were left unused.
func (s *ScriptDecider) Unused() error {
	if s.Next < len(s.Steps) {
		st := s.Steps[s.Next]
		return fmt.Errorf("%d scripted answers unused, starting with %q (line %d)", len(s.Steps)-s.Next, st.Label, st.Line)
	}
	return nil
}

// UnexpectedPrompt is the error of a strict script that met a prompt it did
// not expect.
type UnexpectedPrompt struct {
	Want Scripted
	Got  Prompt
}

func (e *UnexpectedPrompt) Error() string {
	return fmt.Sprintf("expected a %s prompt for player %d (%s, line %d), got a %s prompt for player %d",
		e.Want.Kind, e.Want.Player+1, e.Want.Label, e.Want.Line, e.Got.Kind, e.Got.Player+1)
}

// Replay answers with recorded answers, in order, for both players.
type Replay struct {
	Answers []Answer
	Next    int
}

// Decide returns the next recorded answer.
func (r *Replay) Decide(ctx context.Context, v View, p Prompt) (Answer, error) {
	if r.Next >= len(r.Answers) {
		return Answer{}, ErrScriptDone
	}
	a := r.Answers[r.Next]
	r.Next++
	return a, nil
}

// Recorder wraps a decider and records every answer it gives: the game
// record of saves (DESIGN.md: a game is its setup plus the answers).
type Recorder struct {
	D       Decider
	Answers *[]Answer
}

func (r Recorder) Decide(ctx context.Context, v View, p Prompt) (Answer, error) {
	a, err := r.D.Decide(ctx, v, p)
	if err == nil {
		*r.Answers = append(*r.Answers, a)
	}
	return a, err
}

// Random answers at random from the legal options, with its own seed, for
// sim, fuzzing and playouts. It prefers doing something to passing, so
// games move on.
type Random struct {
	R RNG
	// PassWeight is the chance in 100 of passing when other options exist.
	PassWeight int
}

// NewRandom makes a random decider.
func NewRandom(seed uint64) *Random { return &Random{R: NewRNG(seed), PassWeight: 25} }

func (r *Random) Decide(ctx context.Context, v View, p Prompt) (Answer, error) {
	switch p.Kind {
	case AskX:
		return Answer{X: p.XMin + r.R.Intn(p.XMax-p.XMin+1)}, nil
	case AskOrder:
		ids := make([]int32, len(p.Options))
		for i := range p.Options {
			ids[i] = p.Options[i].ID
		}
		for i := len(ids) - 1; i > 0; i-- {
			j := r.R.Intn(i + 1)
			ids[i], ids[j] = ids[j], ids[i]
		}
		return Answer{IDs: ids}, nil
	}
	if p.Max > 1 || p.Min == 0 {
		// A random subset of a random size within Min..Max.
		n := len(p.Options)
		hi := p.Max
		if hi > n {
			hi = n
		}
		k := p.Min + r.R.Intn(hi-p.Min+1)
		idx := make([]int, n)
		for i := range idx {
			idx[i] = i
		}
		ids := make([]int32, 0, k)
		fromHand := 0
		for i := 0; i < k; i++ {
			j := i + r.R.Intn(n-i)
			idx[i], idx[j] = idx[j], idx[i]
			o := p.Options[idx[i]]
			if p.Kind == AskDefenders && o.Ability == 0 {
				if p.MaxFromHand >= 0 && fromHand >= p.MaxFromHand {
					continue
				}
				fromHand++
			}
			ids = append(ids, o.ID)
		}
		return Answer{IDs: ids}, nil
	}
	if p.Kind == AskPriority && len(p.Options) > 1 {
		pass := -1
		for i := range p.Options {
			if p.Options[i].Act == ActPass {
				pass = i
			}
		}
		if pass >= 0 && r.R.Intn(100) >= r.PassWeight {
			i := r.R.Intn(len(p.Options) - 1)
			if i >= pass {
				i++
			}
			return Pick(p.Options[i].ID), nil
		}
	}
	return Pick(p.Options[r.R.Intn(len(p.Options))].ID), nil
}

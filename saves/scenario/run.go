package scenario

import (
	"context"
	"errors"
	"fmt"

	"github.com/rathe-tcg/rathe/rules"
)

// RunOptions tune File.Run.
type RunOptions struct {
	// Observer, when set, sees every event of the game (a log).
	Observer rules.Observer
	// Answered, when set, is told each scripted answer as it is given.
	Answered func(line int, text string)
	// MaxPrompts bounds the prompts answered (`pass until` included);
	// 0 means 5000.
	MaxPrompts int
	// MaxTurns bounds how many turns the scenario may play; 0 means 20.
	MaxTurns int
	// Answers, when set, receives every answer given (`pass until`
	// included): replayed from File.Game, they bring a game to where the
	// script ended.
	Answers *[]rules.Answer
	// Players, where an entry is set, answers that player's prompts in
	// place of the script (a lesson's opponent, saves/lesson): the script
	// then holds the other player's answers only.
	Players [2]rules.Decider
}

// Result is what running a scenario found.
type Result struct {
	File string
	// Failures are the answers that could not be given and the
	// expectations that do not hold, each with its line.
	Failures ErrorList
	// Stopped says where the game stood when the script ended.
	Stopped string
	// StoppedAt is Stopped as data, for the text layer.
	StoppedAt Msg
}

// OK reports whether every answer was given and every expectation holds.
func (r *Result) OK() bool { return len(r.Failures) == 0 }

var errTooManyPrompts = errors.New("too many prompts")

// Position is the game position the file describes.
func (f *File) Position() rules.Position {
	pos := rules.Position{Seed: f.Seed, Turn: f.Turn, TurnPlayer: f.TurnPlayer, Phase: f.Phase}
	for i := range f.sides {
		sd := &f.sides[i]
		s := rules.Side{Hero: sd.hero, Life: sd.life, Resources: sd.resources, Actions: sd.actions,
			Arena: sd.zones[rules.ZoneArena], Hand: sd.zones[rules.ZoneHand], Deck: sd.zones[rules.ZoneDeck],
			Arsenal: sd.zones[rules.ZoneArsenal], ArsenalUp: sd.arsenalUp, Graveyard: sd.zones[rules.ZoneGraveyard],
			Banished: sd.zones[rules.ZoneBanished], Pitch: sd.zones[rules.ZonePitch], Resolved: sd.resolved}
		if len(sd.counters) > 0 {
			s.Counters = map[int]counterSet{}
			for k, v := range sd.counters {
				s.Counters[k] = v
			}
		}
		pos.Players[i] = s
	}
	pos.Combat = f.combat
	return pos
}

// Setup is the start of the game a `start: game` file describes: each
// player's hero, arena cards and deck (shuffled by the procedure, CR
// 4.1.7). The randomly selected player is asked who goes first (CR 4.1.3).
func (f *File) Setup() rules.Setup {
	s := rules.Setup{Seed: f.Seed, AskFirst: true}
	for i := range f.sides {
		sd := &f.sides[i]
		s.Players[i] = rules.Deck{Hero: sd.hero, Arena: sd.zones[rules.ZoneArena], Cards: sd.zones[rules.ZoneDeck]}
	}
	return s
}

// Game builds the game at the file's position, before any answer; with
// `start: game`, at the start-of-game procedure (CR 4.1).
func (f *File) Game() (*rules.Game, error) {
	g, err := rules.New(f.GameSetup())
	if err != nil {
		return nil, err
	}
	g.Explain = true // blocked actions are listed, for `blocked` checks
	return g, nil
}

// GameSetup is what Game builds from: the file's position
// (rules.Setup.Position), or with `start: game` the decks (Setup). A game
// saved from a scenario is rebuilt from it.
func (f *File) GameSetup() rules.Setup {
	if f.StartGame {
		return f.Setup()
	}
	pos := f.Position()
	// rules.NewPosition gives the turn player 1 action point when none is
	// written; a position may say 0 (CR 1.13.2: nothing left to act with).
	if tp := f.TurnPlayer; f.Phase == rules.PhaseAction && f.sides[tp].actionsAt > 0 {
		pos.Players[tp].ActionsGiven = true
	}
	// Counters on an arsenal card (CR 1.15), such as a mentor's lesson
	// counters.
	for i := range f.sides {
		if set := f.sides[i].arsenalCounters; set != nil {
			pos.Players[i].ArsenalCounters = *set
		}
	}
	return rules.Setup{Seed: f.Seed, Position: &pos}
}

// runner answers the game's prompts from the script and makes the checks.
type runner struct {
	f       *File
	g       *rules.Game
	sd      *rules.ScriptDecider
	o       RunOptions
	pos     int // the next item of f.script
	prompts int
	events  []rules.Event
	fails   ErrorList
	stop    *rules.Prompt // where the script ran out
	stopV   rules.View
	checked map[*checkpoint]bool
	refusal *string // the message of the refused last answer
	// items[i] is the index in f.script of the decider's step i (an
	// answer or a `pass until`); last is the step of the file's last answer.
	items []int
	last  int
}

// setupRefused is what a file whose setup was refused finds: success when
// it expects that refusal before any answer, else the refusal on its line.
func (f *File) setupRefused(err error) ErrorList {
	e := f.positionError(err)
	if f.refused == nil || len(f.script) == 0 || f.script[0].check == nil || !f.script[0].check.has(f.refused.line) {
		return ErrorList{e}
	}
	said := err.Error()
	var out ErrorList
	for _, c := range f.script[0].check.checks {
		if c.line != f.refused.line {
			out = append(out, newError(f.Name, c.line, msg("setup-refused-nothing", rules.Printable(c.key))))
			continue
		}
		for _, d := range c.fn(&spot{refusal: &said}) {
			out = append(out, newError(f.Name, c.line, msg("check", "refused", d)))
		}
	}
	return out
}

// Run plays the scenario: it builds the position, gives the answers in
// order, and checks each `expect:` block where it stands.
func (f *File) Run(ctx context.Context, o RunOptions) *Result {
	res := &Result{File: f.Name}
	if o.MaxPrompts <= 0 {
		o.MaxPrompts = 5000
	}
	if o.MaxTurns <= 0 {
		o.MaxTurns = 20
	}
	g, err := f.Game()
	if err != nil {
		res.Failures = f.setupRefused(err)
		return res
	}
	g.MaxTurns = f.Turn + o.MaxTurns
	r := &runner{f: f, g: g, o: o, sd: &rules.ScriptDecider{}, checked: map[*checkpoint]bool{}, last: -1}
	for i, it := range f.script {
		switch {
		case it.answer != nil:
			r.last = len(r.sd.Steps)
			r.sd.Steps = append(r.sd.Steps, it.answer.scripted())
		case it.until != nil:
			r.sd.Steps = append(r.sd.Steps, r.passRun(it.until))
		default:
			continue
		}
		r.items = append(r.items, i)
	}
	r.sd.OnStep = r.reach
	var d rules.Decider = r
	if o.Answers != nil {
		d = rules.Recorder{D: r, Answers: o.Answers}
	}
	for p := range o.Players {
		pd := d
		if o.Players[p] != nil {
			pd = o.Players[p]
			if o.Answers != nil {
				pd = rules.Recorder{D: pd, Answers: o.Answers}
			}
		}
		g.SetDecider(rules.Player(p), pd)
	}
	g.SetObserver(func(g *rules.Game, e *rules.Event) {
		if len(r.events) < 100000 {
			r.events = append(r.events, *e)
		}
		if o.Observer != nil {
			o.Observer(g, e)
		}
	})
	err = safeRun(ctx, g)
	r.finish(err)
	res.Failures = r.fails
	res.StoppedAt = stopText(r.spot(r.stop, r.stopV))
	res.Stopped = res.StoppedAt.String()
	return res
}

// safeRun runs the game; a panic in the engine becomes an error, so that
// no input panics the program (DESIGN.md).
func safeRun(ctx context.Context, g *rules.Game) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = msg("engine-panicked", fmt.Sprint(v))
		}
	}()
	return g.Run(ctx)
}

func (r *runner) spot(pr *rules.Prompt, pv rules.View) *spot {
	return &spot{g: r.g, v: r.g.ViewFor(rules.Omniscient), prompt: pr, pv: pv, events: r.events, refusal: r.refusal}
}

func (r *runner) fail(line int, code string, args ...any) {
	r.fails = append(r.fails, newError(r.f.Name, line, msg(code, args...)))
}

// passRun turns a `pass until` into a run of passes of the strict
// rules.ScriptDecider. Without a written condition, it lasts until the
// next answer fits the prompt (any prompt but priority ends it: the answer
// after it is then checked, strictly, against that prompt).
func (r *runner) passRun(u *passUntil) rules.Scripted {
	st := rules.Scripted{Kind: rules.AskPriority, Player: rules.NoPlayer, Label: "pass until " + rules.Printable(u.text), Line: u.line, End: true}
	if u.cond != nil {
		st.Until = func(rules.View, rules.Prompt) bool { return u.cond(r.g.ViewFor(rules.Omniscient)) }
	} else {
		st.Until = func(v rules.View, pr rules.Prompt) bool { return pr.Kind != rules.AskPriority || r.reached(u, v, &pr) }
	}
	return st
}

// reach makes the checks written before the decider's step i, at the
// prompt where that step comes (i == len(items): the answers ran out).
func (r *runner) reach(i int, v rules.View, pr rules.Prompt) {
	end := len(r.f.script)
	if i < len(r.items) {
		end = r.items[i]
	}
	for ; r.pos < end; r.pos++ {
		if cp := r.f.script[r.pos].check; cp != nil {
			r.checkAt(cp, &pr, v)
		}
	}
}

// Decide answers a prompt through the strict rules.ScriptDecider, which
// passes for a `pass until` and tells reach where each step comes, so
// the checks are made there.
func (r *runner) Decide(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
	r.prompts++
	if r.prompts > r.o.MaxPrompts {
		return rules.Answer{}, errTooManyPrompts
	}
	prev := r.sd.Next
	a, err := r.sd.Decide(ctx, v, pr)
	var ans *answerError
	var run *rules.PassRunError
	if errors.As(err, &run) {
		return rules.Answer{}, &answerError{line: run.Step.Line, text: run.Step.Label,
			err: msg("game-comes-to-first", describePrompt(&pr), offered(v, &pr))}
	}
	if err != nil && r.f.refused != nil && errors.As(err, &ans) && r.sd.Next == r.last {
		// The last answer is refused, as the file expects: the checks
		// after it are made here, where the game stops.
		msg := ans.Error()
		r.refusal = &msg
		for r.pos++; r.pos < len(r.f.script); r.pos++ {
			if cp := r.f.script[r.pos].check; cp != nil {
				r.checkAt(cp, &pr, v)
			}
		}
		p := pr
		r.stop, r.stopV = &p, v
		return rules.Answer{}, rules.ErrScriptDone
	}
	switch {
	case err == nil:
		if n := r.sd.Next; n > prev && r.sd.Steps[n-1].Until == nil {
			it := r.items[n-1]
			if st := r.f.script[it].answer; r.o.Answered != nil {
				r.o.Answered(st.line, rules.Printable(st.text))
			}
			r.pos = it + 1
		}
	case errors.Is(err, rules.ErrScriptDone):
		r.stop, r.stopV = r.sd.Stopped, r.sd.StoppedView
	}
	return a, err
}

// reached reports whether a `pass until` has come to the prompt of the
// answer after it, and that answer can be given.
func (r *runner) reached(u *passUntil, v rules.View, pr *rules.Prompt) bool {
	a := u.next
	if a == nil || pr.Kind != a.kind || pr.Player != a.player {
		return false
	}
	_, err := a.build(v, pr)
	return err == nil
}

// checkAt makes the checks of one `expect:` block.
func (r *runner) checkAt(cp *checkpoint, pr *rules.Prompt, pv rules.View) {
	if r.checked[cp] {
		return
	}
	r.checked[cp] = true
	s := r.spot(pr, pv)
	for _, c := range cp.checks {
		for _, d := range c.fn(s) {
			r.fail(c.line, "check", rules.Printable(c.key), d)
		}
	}
}

// finish turns how the game stopped into failures, and makes the checks
// still due when the game ended.
func (r *runner) finish(err error) {
	next := r.sd.Next
	// nextLine is the line of the script item being carried out (an
	// answer or a `pass until`), for failures that belong to no answer.
	nextLine := func() int {
		if r.pos < len(r.f.script) {
			switch it := r.f.script[r.pos]; {
			case it.answer != nil:
				return it.answer.line
			case it.until != nil:
				return it.until.line
			case it.check != nil:
				return it.check.line
			}
		}
		if n := len(r.f.steps); n > 0 {
			return r.f.steps[n-1].line
		}
		return 1
	}
	var ans *answerError
	var up *rules.UnexpectedPrompt
	switch {
	case err == nil:
		// The game ended: the checks up to the next answer are due now.
		for ; r.pos < len(r.f.script); r.pos++ {
			it := r.f.script[r.pos]
			if it.answer != nil {
				r.fail(it.answer.line, "game-ended-before-this-answer", rules.Printable(it.answer.text), stopText(r.spot(nil, rules.View{})))
				return
			}
			if it.check != nil {
				r.checkAt(it.check, nil, rules.View{})
			}
		}
	case errors.Is(err, rules.ErrScriptDone):
		// Every answer was given; the last checks were made at this prompt.
	case errors.As(err, &ans):
		r.fail(ans.line, "answer-error", ans.text, ans.err)
	case errors.As(err, &up):
		a := r.f.script[r.items[next]].answer
		pv := r.g.ViewFor(up.Got.Player)
		r.fail(a.line, "game-at-instead", rules.Printable(a.text), describePrompt(&up.Got), offered(pv, &up.Got))
	case errors.Is(err, rules.ErrTurnLimit):
		r.fail(nextLine(), "game-went-past-turn-without", r.g.MaxTurns)
	case errors.Is(err, errTooManyPrompts):
		r.fail(nextLine(), "more-than-prompts-without-reaching", r.o.MaxPrompts)
	default:
		r.fail(nextLine(), "run-error", err)
	}
}

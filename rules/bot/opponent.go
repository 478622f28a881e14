package bot

import (
	"context"
	"fmt"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// Level is how much an Opponent searches (doc.go: the opponent's levels).
type Level uint8

const (
	Easy Level = iota
	Normal
	Hard
	// Greedy is the yardstick the levels are measured against (greedy.go).
	Greedy
)

var levelNames = [...]string{"easy", "normal", "hard", "greedy"}

func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "?"
}

// ParseLevel reads a level's name: easy, normal, hard or greedy.
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if strings.EqualFold(s, n) {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("bot: level %q: want easy, normal, hard or greedy", rules.Printable(s))
}

// budget is what a level may spend on one plan (doc.go).
type budget struct {
	// samples is how many imagined worlds a plan of the turn is searched
	// on; nodes bounds the positions of each search.
	samples int
	nodes   int
	runs    int
	// weights, when set, make the search play the other player's
	// defence by the opponent's own rule (defend) and weigh the lines
	// with them; without, the search is against a goldfish.
	weights *Weights
	// ahead: the defence weighs its cheapest blocks with the next turn
	// searched (ahead.go); without, the static rule alone.
	ahead bool
}

// lineWeights weigh the plans of the levels that search against a
// defender (doc.go): a card the other player spends is worth 3 damage, a
// card kept 1.5.
var lineWeights = Weights{Spent: 30, Kept: 15}

var budgets = [...]budget{
	Easy:   {samples: 1, nodes: 2_000, runs: 2_500},
	Normal: {samples: 1, nodes: 8_000, runs: 6_000, weights: &lineWeights},
	Hard:   {samples: 1, nodes: 8_000, runs: 6_000, weights: &lineWeights, ahead: true},
	Greedy: greedyBudget,
}

// Opponent is the computer opponent (doc.go): a rules.Decider for one seat
// that is given its player's View and the prompt, never the game, and
// searches only worlds made by View.Sample.
type Opponent struct {
	seat  rules.Player
	level Level
	seed  uint64
	last  Reason

	// The plan of the turn: the line being followed, the next answer of
	// it, the turn it is for, and how many plans were searched (each
	// plan's worlds are drawn from the seed and that count).
	line  *Line
	next  int
	turn  int
	plans uint64
	// why is the reason of the plan being followed.
	why Reason
	// The other player's life and cards (held) at the first plan of the
	// turn statTurn, and at the plan being followed (and cardsOf, as the
	// plan's steps count them): a step's reason says what the turn deals
	// and costs them in the real game so far and in the plan from there
	// on (stepReason).
	statTurn                      int
	turnLife, turnHeld            int
	planLife, planHeld, planCards int
	// cheat is the cheating twin's (twin.go): nil but in the package's
	// tests.
	cheat func(seed uint64) *rules.Game
}

// NewOpponent makes the opponent that plays seat at level; seed draws
// the worlds it imagines (the same seed and the same questions give the
// same answers).
func NewOpponent(seat rules.Player, level Level, seed uint64) *Opponent {
	if int(level) >= len(budgets) {
		level = Normal
	}
	return &Opponent{seat: seat, level: level, seed: seed}
}

// Seat is the player the opponent plays; Level its level.
func (o *Opponent) Seat() rules.Player { return o.seat }
func (o *Opponent) Level() Level       { return o.level }

// Last is why the last answer was given.
func (o *Opponent) Last() Reason { return o.last }

// Decide answers one prompt of the opponent's player. A question with one
// legal answer is answered at once; the others by the policy of doc.go.
func (o *Opponent) Decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	if err := ctx.Err(); err != nil {
		return rules.Answer{}, err
	}
	if p.Player != v.Viewer {
		return rules.Answer{}, fmt.Errorf("bot: a prompt for player %d in the view of player %d", p.Player+1, v.Viewer+1)
	}
	if a, ok := only(&p); ok {
		// The plan's lines hold the answers the search was forced to
		// give too (a pass with a card of its own on the stack): the
		// plan steps past this one, or it would give this answer at the
		// next question (a pass where the plan attacks).
		if o.line != nil {
			o.planned(v, &p)
		}
		o.last = Reason{Code: WhyOnly}
		if n := idleTurn(v, &p); n > 0 {
			o.last = Reason{Code: WhyNoPlay, N: n}
		}
		return a, nil
	}
	a, r, err := o.decide(ctx, v, &p)
	if err != nil {
		return rules.Answer{}, err
	}
	if p.Check(a) != nil {
		// A policy's slip is never the game's: the least answer is legal.
		a, r = rules.LeastAnswer(p), Reason{Code: WhyLeast}
	}
	o.last = r
	return a, nil
}

// decide is the policy (doc.go), by the kind of question.
func (o *Opponent) decide(ctx context.Context, v rules.View, p *rules.Prompt) (rules.Answer, Reason, error) {
	me := p.Player
	switch p.Kind {
	case rules.AskFirstPlayer:
		for _, opt := range p.Options {
			if opt.Player == me {
				return rules.Pick(opt.ID), Reason{Code: WhyFirst}, nil
			}
		}
	case rules.AskEquip:
		return equip(p), Reason{Code: WhyEquip}, nil
	case rules.AskDefenders:
		if o.level == Greedy {
			a, r := greedyDefend(v, p)
			return a, r, nil
		}
		if budgets[o.level].ahead {
			return o.defendAhead(ctx, v, p)
		}
		a, r := defend(v, p, pumpReach(v, me.Opponent()), true)
		return a, r, nil
	}
	if v.TurnPlayer() == me && (v.Phase() == rules.PhaseAction || v.Phase() == rules.PhaseStart) {
		if a, ok := o.planned(v, p); ok {
			return a, o.stepReason(v, p, a), nil
		}
		if p.Kind == rules.AskPriority {
			if err := o.plan(ctx, v); err != nil {
				return rules.Answer{}, Reason{}, err
			}
			if a, ok := o.planned(v, p); ok {
				return a, o.stepReason(v, p, a), nil
			}
		}
	}
	a, r := static(v, p)
	return a, r, nil
}

// plan searches the line of the rest of the turn (doc.go): the goldfish
// search on imagined worlds, against the other player defending by the
// opponent's own rule; with several worlds, the line whose first answer
// deals the most over them all.
func (o *Opponent) plan(ctx context.Context, v rules.View) error {
	b := budgets[o.level]
	o.line = nil
	other := v.Viewer.Opponent()
	o.planLife, o.planHeld, o.planCards = v.Life(other), held(v, other), cardsOf(v, other)
	if o.statTurn != v.Turn() {
		o.statTurn, o.turnLife, o.turnHeld = v.Turn(), o.planLife, o.planHeld
	}
	var best *Line
	bestSum := -1
	lines := make([]Line, 0, b.samples)
	for i := range b.samples {
		opts := Options{Seed: o.seed ^ (o.plans*uint64(b.samples)+uint64(i)+1)*0xbf58476d1ce4e5b9, MaxNodes: b.nodes, MaxRuns: b.runs, Partial: true, world: o.cheat}
		if b.weights != nil {
			opts.Opponent = rules.DeciderFunc(modelDefender)
			opts.Weights = b.weights
		}
		l, err := Best(ctx, v, opts)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			continue // too big, or no line: the next world, or the static policy
		}
		lines = append(lines, l)
	}
	o.plans++
	// A line is worth the damage of the lines that open with its first
	// answer, over the worlds (doc.go); the first found wins ties.
	for i := range lines {
		sum := 0
		for j := range lines {
			if sameStart(&lines[i], &lines[j]) {
				sum += lines[j].Worth + 1 // a line of no worth counts too
			}
		}
		if sum > bestSum {
			best, bestSum = &lines[i], sum
		}
	}
	if best == nil {
		o.why = Reason{Code: WhyTooBig}
		return nil
	}
	o.line, o.next, o.turn = best, 0, v.Turn()
	o.why = Reason{Code: WhyLine, N: best.Damage, M: spentOf(best, b.weights), Samples: len(lines), Lethal: o.planLife > 0 && best.Damage >= o.planLife}
	return nil
}

// sameStart reports whether two lines open with the same answer.
func sameStart(a, b *Line) bool {
	if len(a.answers) == 0 || len(b.answers) == 0 {
		return len(a.answers) == len(b.answers)
	}
	x, y := a.answers[0], b.answers[0]
	if x.X != y.X || len(x.IDs) != len(y.IDs) {
		return false
	}
	for i := range x.IDs {
		if x.IDs[i] != y.IDs[i] {
			return false
		}
	}
	return true
}

// planned is the plan's next answer, if it fits the prompt
// (Goldfisher.planned).
func (o *Opponent) planned(v rules.View, p *rules.Prompt) (rules.Answer, bool) {
	l := o.line
	if l == nil || o.turn != v.Turn() || o.next >= len(l.answers) || l.kinds[o.next] != p.Kind ||
		l.unsure[o.next] && p.Kind == rules.AskPriority {
		o.line = nil
		return rules.Answer{}, false
	}
	a := l.answers[o.next]
	if p.Check(a) != nil {
		o.line = nil
		return rules.Answer{}, false
	}
	o.next++
	return a, true
}

// stepReason is the reason of the plan's answer a to p just given: the
// line's damage and the card of the step; for a pitch, the cards it keeps
// (pitchwhy.go).
//
// The damage and the cards spent are the turn's: what the real game has
// dealt and cost the other player so far this turn, and what the plan
// deals and costs from this step on in the world it imagined. The real
// game goes its own way (a block other than the one expected, a card
// drawn): the plan's figures from where it was searched would say what
// did not happen.
func (o *Opponent) stepReason(v rules.View, p *rules.Prompt, a rules.Answer) Reason {
	r := o.why
	r.Cards = nil
	r.Act = 0
	if l := o.line; l != nil && o.next > 0 {
		// The steps of answer k are those of its prompt's options: find
		// them by counting the answers' steps.
		st := stepsOfAnswer(l, o.next-1)
		if len(st) > 0 && r.Code == WhyLine {
			r.N, r.M = o.turnFigures(v, l, st[0])
			r.Lethal = o.turnLife > 0 && r.N >= o.turnLife
		}
		for _, s := range st {
			if s.Auto {
				continue // no answer's: what the engine did after it
			}
			if s.Card != nil {
				r.Cards = append(r.Cards, s.Card)
			}
			if r.Act == 0 {
				r.Act = s.Act
				r.Kind = s.Kind
			}
			if s.Kind == rules.AskPitch {
				r.V += s.Value
			}
		}
		if p.Kind == rules.AskPitch && len(r.Cards) > 0 {
			r.Keeps, r.KeepsNow = planKeeps(l, o.next-1, p, v, a)
		}
	}
	return r
}

// turnFigures are the damage the turn deals and the cards it makes the
// other player spend (WhyLine's N and M) at step st of line l: what the
// real game has dealt and cost them this turn, and the rest of the plan
// from st in the world it imagined. The damage is capped at the life the
// turn began with, as the line's is (doc.go); the cards are counted only
// by a plan that counts them (Weights).
func (o *Opponent) turnFigures(v rules.View, l *Line, st Step) (dealt, spent int) {
	other := v.Viewer.Opponent()
	// The plan's figure, and how far the real game is from the world
	// the plan imagined at this step.
	dealt = o.turnLife - o.planLife + l.Dealt + (o.planLife - v.Life(other) - st.Dealt)
	dealt = min(max(dealt, 0), o.turnLife)
	if o.why.M > 0 || budgets[o.level].weights != nil && l.Worth < killWorth {
		spent = max(0, o.turnHeld-o.planHeld+l.Spent+(o.planCards-cardsOf(v, other)-st.Spent))
	}
	return dealt, spent
}

// held is cardsOf p and the cards p has banished face down (hidden from
// the viewer): intimidated cards (CR 8.5.10), which come back at the end
// of the turn and are no card spent.
func held(v rules.View, p rules.Player) int {
	n := cardsOf(v, p)
	for _, obj := range v.Zone(p, rules.ZoneBanished) {
		if !v.Visible(obj) {
			n++
		}
	}
	return n
}

// stepsOfAnswer returns the steps of the line's answer k.
func stepsOfAnswer(l *Line, k int) []Step {
	i := 0
	for p := 0; p < k; p++ {
		i += l.stepCounts[p]
	}
	if k >= len(l.stepCounts) {
		return nil
	}
	return l.Steps[i : i+l.stepCounts[k]]
}

// idleTurn is how many cards the player holds (hand and arsenal) when p
// is its turn's pass with nothing else to do: its own action phase, the
// stack empty and no combat chain (CR 4.3), nothing played or activated
// this turn, and the pass the one legal answer. 0 otherwise. Such a turn
// says why (WhyNoPlay): a person across the table sees a turn go by with
// cards in the computer's hand and no word.
func idleTurn(v rules.View, p *rules.Prompt) int {
	me := p.Player
	if p.Kind != rules.AskPriority || v.TurnPlayer() != me || v.Phase() != rules.PhaseAction ||
		v.ChainOpen() || len(v.Stack()) > 0 {
		return 0
	}
	if st := v.Stats(me); st.CardsPlayed > 0 || st.Activations > 0 {
		return 0
	}
	return v.Count(me, rules.ZoneHand) + v.Count(me, rules.ZoneArsenal)
}

// only is the answer of a question with one legal answer: one option, a
// subset that must take every option or none, a number with one value, an
// order of one option.
func only(p *rules.Prompt) (rules.Answer, bool) {
	switch p.Shape {
	case rules.ShapeOne:
		if len(p.Options) == 1 {
			return rules.Pick(p.Options[0].ID), true
		}
	case rules.ShapeOrder:
		if len(p.Options) <= 1 {
			return rules.LeastAnswer(*p), true
		}
	case rules.ShapeSubset:
		if p.Min == p.Max && p.Min == len(p.Options) || p.Max == 0 || len(p.Options) == 0 {
			return rules.LeastAnswer(*p), true
		}
	case rules.ShapeNumber:
		if p.XMin == p.XMax {
			return rules.Answer{X: p.XMin}, true
		}
	}
	return rules.Answer{}, false
}

package bot

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

// Options tune a search.
type Options struct {
	// Seed draws the imagined deck order and random outcomes (doc.go:
	// hidden information); mixed with the turn number.
	Seed uint64
	// MaxNodes bounds the positions one search may expand; 0 is
	// DefaultMaxNodes. Past it Best fails with ErrSearchLimit rather than
	// give a line that is not the best.
	MaxNodes int
	// Opponent answers the other player's questions in the search; nil
	// is rules.GoldfishDecider. It must answer the same question alike
	// every time (the search keys positions by their state).
	Opponent rules.Decider
	// MaxRuns, with Partial, bounds the clones played too (0: no bound):
	// a position's questions inside an action can take many.
	MaxRuns int
	// Partial: past MaxNodes or MaxRuns, give the best of the lines searched to
	// the end so far (Line.Cut) rather than fail.
	Partial bool
	// Weights, when set, make a line's worth the first measure of it
	// (doc.go): its damage and the cards it makes the other player
	// spend and leaves the player, rather than the damage alone.
	Weights *Weights
	// Chance, when set, makes a card the line shows that the player
	// could not know (a draw, a random discard) a chance node: the line is
	// worth its expectation over what the card may be (chance.go). Nil:
	// the line plays out in one imagined world (doc.go).
	Chance *Chance
	// world, when set, gives the world searched instead of a sample of
	// the view: the cheating twin's (twin.go), which only the package's
	// tests can make.
	world func(seed uint64) *rules.Game
	// ordered samples the world with the hand in the order of its cards
	// (rules.View.SampleInOrder): the memo's searches (memo.go).
	ordered bool
	// stepless: the line is wanted for its answers and measures alone,
	// its Steps empty (a Goldfisher nobody watches): the runs describe
	// no step of their own (mem.go).
	stepless bool
}

// Weights weigh a line against a player that defends (doc.go), in
// tenths of a point of damage: Spent for each card the other player
// spends in the turn (defending, paying for a reaction), Kept for each
// card the player keeps at its end, and Arsenal more for a card in the
// arsenal then (a card beyond those the end phase draws up to).
type Weights struct {
	Spent, Kept, Arsenal int
}

// DefaultMaxNodes is the bound of a search when Options gives none.
const DefaultMaxNodes = 2_000_000

// ErrSearchLimit is the error of a search that passed Options.MaxNodes.
var ErrSearchLimit = errors.New("bot: the search passed its limit of positions")

// ErrPhase is Best's refusal of a position outside the turn's start and
// action phases (CR 4.2-4.4: a turn's plays are made in its action phase;
// the end phase gives no priority): the board words it (tui).
var ErrPhase = errors.New("bot: the search starts in the start or action phase")

// ErrNotTurn is Best's refusal of a view whose viewer is not the turn
// player: the search is of the viewer's own turn.
var ErrNotTurn = errors.New("bot: the search is for the turn player's view")

// ErrOver is Best's refusal of a game that is over.
var ErrOver = errors.New("bot: the game is over")

// Refusal is why Best refuses v before searching it (ErrOver, ErrNotTurn,
// ErrPhase), or nil when it searches it: the one home of those refusals,
// which Best asks first, so that a board can show its key exactly where
// the search answers.
func Refusal(v rules.View) error {
	if v.Over() {
		return ErrOver
	}
	if v.Viewer != v.TurnPlayer() {
		return ErrNotTurn
	}
	if v.Phase() != rules.PhaseAction && v.Phase() != rules.PhaseStart {
		return fmt.Errorf("%w, not the %s phase", ErrPhase, v.Phase())
	}
	return nil
}

// Step is one answer of a line, as data the text layer renders: the kind
// of prompt, what the chosen option does, and the card it is about.
type Step struct {
	Kind rules.PromptKind
	Act  rules.Act
	// Card is the definition of the option's object (nil for none: pass,
	// a player, a mode).
	Card  *rules.Card
	Place rules.Place
	// About is the ability an activation, a trigger or a mode is about.
	About rules.AbilityRef
	// Player is a chosen player (a target, who goes first).
	Player rules.Player
	// Value is a pitched card's value, or a mode's index.
	Value int
	// X is the number of an AskX answer.
	X int
	// Purpose is what the chosen cards of an AskCards prompt are for.
	Purpose rules.Purpose
	// Forced is set for an answer the prompt left no choice in (a pass
	// when nothing else is legal, the order of cards to the bottom).
	Forced bool
	// Dealt is the damage dealt this turn when the step's question was
	// asked (uncapped); Spent the cards the other player had spent then
	// (as Line.Spent counts them, from where the search began).
	Dealt int
	Spent int
	// Chance, on a step of its own, is where the line met a card the
	// player could not know (Options.Chance): the steps after it are
	// those of one of its outcomes.
	Chance *ChanceStep
	// Auto marks a step no answer gave, display only: the card the
	// engine chose for the player as the only one it could (Kind
	// AskCards, Act ActCard, Purpose what for: rules.AutoOnlyCard, Art of
	// War's banish of the one attack action card in hand), after the
	// steps of the answer before it; with Draw set, Card is a card the
	// player drew where no chance step says it (a later action of a
	// chance node's outcome, where the worlds are not dealt again:
	// Chance.Depth).
	Auto, Draw bool
}

// Shown reports whether the step belongs in a line shown to a player:
// what was played, activated, pitched, chosen; not a pass, nor a target
// or an order the prompt left no choice in.
func (s Step) Shown() bool {
	switch {
	case s.Chance != nil, s.Kind == rules.AskX:
		return true
	case s.Act == rules.ActPass:
		return false
	case s.Forced && (s.Kind == rules.AskOrder || s.Kind == rules.AskTarget || s.Kind == rules.AskAttackTarget):
		return false
	}
	return true
}

// Line is the best line of a turn.
type Line struct {
	// Damage is the damage it deals this turn (doc.go: capped at the
	// goldfish's life); with chance nodes, in the outcome its steps show.
	Damage int
	// Dealt is the damage it deals in the outcome shown, uncapped (a line
	// that kills may deal more than the life left); Expected the damage it
	// deals on average over the outcomes of its chance nodes
	// (Options.Chance), Min and Max the least and the most, uncapped too
	// (all three Dealt without chance nodes). The search weighs the
	// capped damage (doc.go), these say what the line deals.
	Expected float64
	Min, Max int
	Dealt    int
	// Worth is its worth with Options.Weights, in tenths of a point of
	// damage (0 without).
	Worth int
	// Cut: the search passed Options.MaxNodes and gave the best line of
	// those it had searched (Options.Partial).
	Cut bool
	// Steps are the answers of the line in the order given, the forced
	// ones too (Step.Shown tells them apart).
	Steps []Step
	// Searched counts the complete lines the search played to the end of
	// the turn; Nodes the positions it expanded (after transpositions).
	// Runs counts the clones played.
	Searched, Nodes int
	Runs            int
	// Arsenal, Kept and KeptPower are the tie-breaks (doc.go), in the
	// outcome shown.
	Arsenal         bool
	Kept, KeptPower int
	// Spent is how many cards the other player spends in the outcome
	// shown (hand, arsenal and arena, from where the search began to the
	// turn's end), counted with Options.Weights only.
	Spent int
	// expected is the damage it deals on average, capped as Damage is
	// (what the search weighs; chance.go's tests compare it).
	expected float64
	// answers are the answers to give, one per prompt of the player, in
	// order, and kinds the kinds of those prompts (Goldfisher).
	answers []rules.Answer
	kinds   []rules.PromptKind
	// stepCounts is how many of Steps each answer has.
	stepCounts []int
	// unsure marks the answers given after the imagined world showed a
	// card (a draw, a reveal): the real one may differ.
	unsure []bool
}

// Answers returns a copy of the line's answers, one per prompt of the
// player, in order.
func (l *Line) Answers() []rules.Answer { return slices.Clone(l.answers) }

// Best searches the best line of the turn for the viewer of v, whose turn
// it is, against the other player answered by rules.GoldfishDecider. It
// knows what v shows and no more: it searches a sample of v
// (rules.View.Sample, doc.go). v's game is at a priority point (or about
// to reach one: a position, a game whose decider is asking); it is not
// changed.
func Best(ctx context.Context, v rules.View, o Options) (Line, error) {
	if err := Refusal(v); err != nil {
		return Line{}, err
	}
	me := v.Viewer
	s := &searcher{ctx: ctx, me: me, fish: me.Opponent(), tt: map[uint64]entry{}, max: o.MaxNodes, other: o.Opponent,
		knownDeck: v.KnowsDeck(), chance: o.Chance, seed: o.Seed}
	if s.other == nil {
		s.other, s.fishOther = rules.GoldfishDecider, true
	}
	if noSpare {
		s.mem = new(searchMem)
	} else {
		defer s.spareFrom(searchSpares.Get().(*spareSearch))()
	}
	if s.max <= 0 {
		s.max = DefaultMaxNodes
	}
	root := sampleOr(v, &o, o.Seed^uint64(v.Turn())*0x9e3779b97f4a7c15)
	root.Explain = false
	if onSample != nil {
		onSample(v, root)
	}
	s.rootLife = root.Omniscient().Life(s.fish)
	fishSearch := !unpruned && o.Weights == nil && o.Opponent == nil
	s.stopAtKill = fishSearch && root.Omniscient().Goldfish(s.fish)
	s.bounding = fishSearch && !noBound // in a real game too (realbound.go)
	s.rootCards = cardsOf(root.Omniscient(), s.fish)
	s.weights = o.Weights
	s.partial, s.maxRuns = o.Partial, o.MaxRuns
	s.stepless = o.stepless
	r, err := s.walk(root, nil, nil, false, nil)
	if err != nil {
		return Line{}, err
	}
	if r.damage < 0 {
		return Line{}, errors.New("bot: no line ends the turn")
	}
	if onRoot != nil {
		onRoot(r)
	}
	sh := r.shown
	l := Line{Cut: s.cut, Runs: s.runs, Damage: sh.damage, Worth: int(math.Round(r.worth)), Searched: s.leaves, Nodes: s.nodes,
		Arsenal: sh.arsenal, Kept: sh.kept, KeptPower: sh.keptPower, Spent: sh.spent, Expected: r.dealt, Min: r.dmin, Max: r.dmax, Dealt: sh.dealt, expected: r.damage}
	for p := r.path; p != nil; p = p.next {
		for _, g := range p.gs {
			n := len(l.Steps)
			l.Steps = append(l.Steps, g.steps...)
			for i := n; i < len(l.Steps); i++ {
				l.Steps[i].Dealt = g.dealt
				l.Steps[i].Spent = g.spent
			}
			l.stepCounts = append(l.stepCounts, len(g.steps))
			l.answers = append(l.answers, g.answer)
			l.kinds = append(l.kinds, g.kind)
			l.unsure = append(l.unsure, g.unsure)
		}
	}
	return l, nil
}

// noKillHit, set by the tests, has a value from the table whose line
// kills not end the search (walk): it goes on as if the kill were not
// found yet.
var noKillHit bool

// onRoot, when set (tests), is told of the value of every search's line
// (Best).
var onRoot func(r *result)

// onPlay, when set (tests), is told of every clone a search plays
// (play; a run that went on through a question, fork, is one).
var onPlay func()

// keepAll, set by the tests, has every run keep its answers (play), as
// if no line were valued against a bar.
var keepAll bool

// noFork, set by the tests, makes every run stop at a question inside
// an action (fork), to compare the search with and without.
var noFork bool

// onKnown, when set (tests), is told of every run of a clone of node
// given node's priority prompt p, known (searcher.atNode), before it
// runs.
var onKnown func(node *rules.Game, p *rules.Prompt)

// onSample, when set (tests), is told of every world a search imagines
// and the view it was sampled from.
var onSample func(v rules.View, world *rules.Game)

// searcher is one search: the players, the table of positions met, and
// counts.
type searcher struct {
	ctx      context.Context
	me, fish rules.Player
	rootLife int
	// rootCards is how many cards the other player has where the search
	// begins (cardsOf); weights are Options.Weights.
	rootCards int
	weights   *Weights
	// partial is Options.Partial; cut is set when it cut the search.
	partial, cut bool
	maxRuns      int
	tt           map[uint64]entry
	leaves       int
	nodes        int
	max          int
	scratch      rules.Snapshot // PositionKey's copy
	runs         int
	reuse        *rules.Reuse // the memory of the runs' clones (play)
	// mem holds what the runs keep, spare the runner of the next run
	// (mem.go).
	mem   *searchMem
	spare *runner
	// depth is how many positions deep the search is (walk); nodeReuse
	// the memory of the positions, one a depth: a position lives while
	// the lines after it are searched, and the next position of its
	// depth is made only after that (the search goes depth first).
	depth     int
	nodeReuse []*rules.Reuse
	// spareMem is memory for positions kept out of nodeReuse (keep).
	spareMem []*rules.Reuse
	// borrowed is the memory of the answers of runs that stopped at a
	// position, one a depth (runner.borrow).
	borrowed []borrowMem
	// dealt holds, one a depth, the worlds dealt at the chance nodes of
	// the position being searched there (chance.go: deal).
	dealt []dealing
	// stopAtKill: the search ends at the first line that kills
	// (dominance.go); killed is set when it found one.
	stopAtKill, killed bool
	other              rules.Decider
	// fishOther: other is rules.GoldfishDecider (no Options.Opponent).
	fishOther bool
	// knownDeck: the player knows their deck's order (View.KnowingDeck).
	knownDeck bool
	// chance is Options.Chance, seed Options.Seed; worlds holds the
	// worlds of the chance nodes being searched (chance.go).
	chance *Chance
	seed   uint64
	worlds map[*rules.Game]bool
	// seeing: the runs note what the player sees where they stop
	// (run.seen); chanceDepth counts the chance nodes being searched one
	// inside another.
	seeing      bool
	chanceDepth int
	// worldSlot is the outcome the world's run being played would become
	// (expect), for the memory of its answers (runOn).
	worldSlot int
	// bounding: positions that cannot beat the best line found so far
	// (bestSoFar, once haveBest) are cut (bound.go).
	bounding bool
	bestSoFar
	// worldCut: the search is inside one world of a chance node, its
	// bestSoFar the world's own (bound.go, enterWorld); worldCutResult
	// is cutValue's there, for the bar it holds.
	worldCut       bool
	worldCutResult *result
	// worldReach counts the asks of Reach inside the worlds (bound.go,
	// worldAsks).
	worldReach worldAsks
	// ownAsks counts the asks of the chance nodes' outcomes' own Reach
	// (chance.go, nodeBound.askOwn); learned is what their outcomes'
	// searches gave, for the order they are searched in (nodeBound.pick).
	ownAsks ownAsks
	learned learned
	// forking counts the runs that went on through a question whose
	// questions are being searched (branch), one inside another: the
	// next such run borrows the memory of that depth (searchMem.forkGiven).
	forking int
	// reaches are the positions' Reach, asked at chance nodes
	// (chance.go).
	reaches map[uint64]reached
	// stepless is Options.stepless.
	stepless bool
	// atNode is the position walk is searching, innermost, when its
	// priority prompt atPrompt is known (walk's known): each run from it
	// is given that prompt (rules.Game.SetKnownPriority) rather than
	// building it again as it starts.
	// (A copy: a pointer kept here would move every run's value, whose
	// prompt known is, to the heap.)
	atNode   *rules.Game
	atPrompt rules.Prompt
	// later is the activation for later whose run is being played from a
	// position, and the answers listed before it there (dominance.go,
	// laterCut): the position after it need not try them. carry is the
	// pass that resolves its layer, for the position walk searches next
	// (laterSkip).
	later, carry laterCut
	// layouts, gone and renaming are the table's memory of the
	// positions whose objects it renames (rename.go).
	layouts        [][]rules.ObjID
	gone, renaming []rules.ObjID
}

// view is the player's view of g, knowing the deck as the search's
// player does.
func (s *searcher) view(g *rules.Game) rules.View {
	v := g.ViewFor(s.me)
	if s.knownDeck {
		v = v.KnowingDeck()
	}
	return v
}

// result is the value of the best line from a position on, and the line.
// Its measures are expectations over the outcomes of the chance nodes
// on the way (chance.go), exact without: worth (with Options.Weights, 0
// without), damage, the cards the other player spends (with Weights),
// arsenal (the chance of a card in the arsenal), the cards kept and their
// power; dealt is the damage uncapped, and dmin and
// dmax the least and the most of it over those outcomes; shown is the
// outcome of the line's path.
type result struct {
	worth, damage   float64
	spent           float64
	dealt           float64
	arsenal         float64
	kept, keptPower float64
	dmin, dmax      int
	shown           outcome
	path            *path
	// inexact: a position cut on the way was counted as worth nothing
	// (bound.go): the result is no value inside a chance node. cutAt,
	// when not nil, is the bar of a world's search where its position
	// began (bound.go, reusable): its lines are worth no more.
	inexact bool
	cutAt   *worldBar
}

// outcome is how one line ended in one world: its damage (capped, doc.go)
// and dealt (uncapped), the tie-breaks, and its worth with Weights (and
// the cards it makes the other player spend, counted with them).
type outcome struct {
	worth           int
	damage, dealt   int
	spent           int
	arsenal         bool
	kept, keptPower int
}

// resultOf is the result of a line that ended with o.
func resultOf(o outcome) result {
	r := result{worth: float64(o.worth), damage: float64(o.damage), spent: float64(o.spent), dealt: float64(o.dealt), kept: float64(o.kept),
		keptPower: float64(o.keptPower), dmin: o.dealt, dmax: o.dealt, shown: o}
	if o.arsenal {
		r.arsenal = 1
	}
	return r
}

// path is a line as a list that lines sharing an ending share: the
// answers of one run each (never none), then the rest.
type path struct {
	gs   []given
	next *path
}

// better reports whether a is worth more than b (doc.go).
func better(a, b *result) bool {
	if a.worth != b.worth {
		return a.worth > b.worth
	}
	if a.damage != b.damage {
		return a.damage > b.damage
	}
	// Of two plans worth the same against a defender (Weights), the one
	// the defender pays more of: its worth is less of the player's own
	// cards kept, which the end phase's draw (CR 4.4.3e) partly makes up
	// for anyway, and more of the other player's cards gone (doc.go).
	if a.spent != b.spent {
		return a.spent > b.spent
	}
	if a.arsenal != b.arsenal {
		return a.arsenal > b.arsenal
	}
	if a.kept != b.kept {
		return a.kept > b.kept
	}
	return a.keptPower > b.keptPower
}

// dead is the value of what is not a line: below every line.
var dead = result{damage: -1, worth: -killWorth * 2, dmin: -1, dmax: -1, shown: outcome{damage: -1}}

// errStop ends a clone's run where the search takes over.
var errStop = errors.New("bot: the search stops here")

// stop says where a run stopped.
type stop uint8

const (
	stopLeaf   stop = iota // the turn (or the game) ended
	stopNode               // the player has priority with a choice: a new position
	stopBranch             // a question inside an action: branch on its answers
	stopCut                // a question inside an action no line of which beats the best (questionCut)
)

// run is what one run of a clone from a position gave.
type run struct {
	kind   stop
	given  []given      // the player's answers in order, forced ones too
	child  *rules.Game  // stopNode
	prompt rules.Prompt // stopBranch, its lists copied
	leaf   outcome      // stopLeaf
	// learnedAt is how many answers of the prefix had been given when
	// the player first learned something they could not know (a draw, a
	// random outcome: View.Learns), and learnedGiven how many answers in
	// all; -1 when nothing was learned.
	learnedAt, learnedGiven int
	// outcomes is how many outcomes the random choice the player learned
	// had, when that was one random choice (0 otherwise: a card shown).
	outcomes int
	// learnedQ is how many priority questions the run had met (runner.
	// questions) when the player first learned what they could not know.
	learnedQ int
	// seen is the hash of what the player sees where the run stopped
	// (Chance runs only, chance.go).
	seen uint64
	// unsure: the imagined world showed a card before the stop.
	unsure bool
	// dead: an action was reversed (CR 1.10.3): the answers tried are
	// not a line.
	dead bool
	// drew is the definition (its index) of the card the player first
	// learned when they learned it by drawing it (0 otherwise): what a
	// chance node's outcome shown says it drew (ChanceStep.Drew).
	drew int16 // beside the bools: no room of its own
	// later are the definitions of the cards the player drew after they
	// first learned what they could not know, in the run, in order (the
	// second card of a draw of 2), the first len(later) of them at most:
	// what the outcome shown says it drew besides (ChanceStep.Later).
	later [3]int16
	// forks are the questions inside the action that the run answered
	// with their first answer worth trying rather than stop at (fork),
	// in order; prefix is then the run's prefix with those answers, the
	// prefix of the run as it ended.
	forks  []fork
	prefix []given
	// bar, when not nil, is play's: the run stopped at a position, its
	// answers (given) are borrowed (runner.borrow), and the line through
	// the position is kept only if better than bar (ended); or the run
	// ended the turn no better than bar, and the line is dropped (ended).
	bar *result
}

// fork is a question inside an action that a run went on through with
// the first of its answers (runner.fork): the prefix it was asked
// after, and the answers still to try from the position.
type fork struct {
	prefix []given
	rest   []given
	// settled is searcher.settledAt where the question was asked; most
	// the damage dealt there and its Reach, asked for the tests alone
	// (onQuestion; -1: not asked, or no bound).
	settled, most int
}

// given is one answer of the player and its steps (one per chosen
// option).
type given struct {
	steps  []Step
	kind   rules.PromptKind
	unsure bool
	dealt  int
	spent  int
	answer rules.Answer
}

// walk finds the best line from node, whose first questions are answered
// by prefix (the choices made so far inside the action being tried). A
// position (no prefix) whose priority prompt is known already (asked when
// the run that found it stopped) branches on it at once.
//
// unsure is set when the imagined world has shown a card on the way to
// node (Line.unsure). skip, when not nil, are answers of node's known
// prompt not worth trying (dominance.go, laterCut): node's value is then
// kept apart from its own in the table.
func (s *searcher) walk(node *rules.Game, prefix []given, known *rules.Prompt, unsure bool, skip []int32) (*result, error) {
	carry := s.carry // laterSkip's, for this position alone
	s.carry = laterCut{}
	if s.killed {
		return &dead, nil // no line beats the one that killed (dominance.go)
	}
	if len(prefix) == 0 {
		key, gone := s.keyOf(node)
		if noRename {
			key = layoutKey(key, gone)
		} else if noCopyNames {
			key = layoutKey(key, rules.NamedCopies(gone))
		}
		if known == nil {
			skip, carry = nil, laterCut{}
		}
		if skip != nil {
			// The answers skipped name objects by id (rename.go).
			key = layoutKey(laterKey(key, skip, carry), gone)
		}
		if e, ok := s.tt[key]; ok && (e.r == nil || s.reusable(e.r)) {
			if e.r == nil {
				// The position is being searched: a line came back to
				// it (an action reversed, CR 1.10.3), which is no line.
				return &dead, nil
			}
			if s.stopAtKill && e.r.damage >= float64(s.rootLife) && !noKillHit {
				// A line from the position kills: the search ends here as
				// it would have had it searched the position again and met
				// that kill (dominance.go), the value the same (a kill
				// counts no tie-breaks, doc.go). Only inside a world of a
				// chance node is such a value met again: outside, the
				// search ended when it was found.
				s.killed = true
			}
			return s.renamed(e, node, gone), nil
		}
		lay := s.layout(gone)
		s.tt[key] = entry{layout: lay}
		at := s.at
		s.nodes++
		s.depth++
		defer func() { s.depth-- }()
		if s.depth < len(s.dealt) {
			s.dealt[s.depth] = dealing{} // a new position: its worlds are not dealt yet (chance.go)
		}
		if s.nodes > s.max {
			if s.partial {
				// Past the bound a position is no line: the best of the
				// lines found so far is the answer (Options.Partial).
				s.cut = true
				return &dead, nil
			}
			return nil, ErrSearchLimit
		}
		if s.boundCut(node) {
			c := s.cutValue()
			s.tt[key] = entry{c, lay}
			return c, nil
		}
		var r *result
		var err error
		if known != nil {
			// The runs from node start at this prompt: built at node's
			// state, the one their clones start in (the engine stopped
			// there without asking it, runner.stopAtNode, or mine cloned
			// it as it was asked).
			atNode, atPrompt := s.atNode, s.atPrompt
			s.atNode, s.atPrompt = node, *known
			r, err = s.each(node, nil, known, node, unsure, skip, carry)
			s.atNode, s.atPrompt = atNode, atPrompt
		} else {
			r, err = s.branch(node, nil, unsure, nil)
		}
		if err != nil {
			return nil, err
		}
		if r.inexact && s.worldCut {
			r = s.worldInexact(r, at)
		}
		s.tt[key] = entry{r, lay}
		if onExact != nil && !r.inexact && r.damage >= 0 && !s.killed && skip == nil {
			onExact(node, s.rootLife, r)
		}
		return r, nil
	}
	return s.branch(node, prefix, unsure, nil)
}

// branch plays node with prefix and goes on from where the run stops.
// bar, when not nil, is the best line of the answers tried before the
// prefix's last (eachFrom), which the value branch returns is compared
// with and kept only if better (play: a run that ends the turn no better
// keeps no answers).
func (s *searcher) branch(node *rules.Game, prefix []given, unsure bool, bar *result) (*result, error) {
	if err := s.ctx.Err(); err != nil {
		return nil, err
	}
	// The answers of the questions the run goes on through (fork) lie on
	// the search's stack until their lines are valued (forked).
	defer s.mem.prefixDone(s.mem.prefixTop)
	rn, err := s.play(node, prefix, unsure, true, bar)
	if err != nil {
		return nil, err
	}
	if len(rn.forks) > 0 {
		// The run's answers are borrowed (runOn: forkGiven) while the
		// questions it went on through are searched, the runs of their
		// other answers borrowing the next memory.
		s.forking++
		r, err := s.forked(node, &rn, 0, unsure)
		s.forking--
		if err != nil {
			return nil, err
		}
		return keepForked(r, rn.given, bar), nil
	}
	return s.ended(node, prefix, &rn, unsure)
}

// keepForked is r, the value of a run that went on through questions
// (forked), with its line's first answers in memory of their own when
// they are the run's, borrowed (gs): kept (keepBorrowed) if the line may
// be the answer (better than bar, branch's), else dropped with the line,
// which the caller (eachFrom) never reads.
func keepForked(r *result, gs []given, bar *result) *result {
	if keepAll || r.path == nil || len(gs) == 0 || len(r.path.gs) == 0 || &r.path.gs[0] != &gs[0] {
		return r // kept already (keepAll: runOn kept them), or another answer's line
	}
	c := *r
	c.path = nil
	if bar == nil || better(r, bar) {
		c.path = &path{gs: keepBorrowed(r.path.gs), next: r.path.next}
	}
	return &c
}

// forked is the value of the questions a run went on through (fork),
// from the j-th on: each is tried as each tries it, its first answer
// valued by what the run did after it (the next fork's, or where the
// run ended), the others played again from node. The order of the
// lines tried, and so every count, cut and tie, is the same as if the
// run had stopped at each question.
func (s *searcher) forked(node *rules.Game, rn *run, j int, unsure bool) (*result, error) {
	if j == len(rn.forks) {
		return s.ended(node, rn.prefix, rn, unsure)
	}
	f := &rn.forks[j]
	first, err := s.forked(node, rn, j+1, unsure)
	if err != nil {
		return nil, err
	}
	r, err := s.eachFrom(node, f.prefix, f.rest, first, f.settled, unsure, laterCut{})
	if onQuestion != nil && err == nil && f.most >= 0 && !r.inexact && r.damage >= 0 {
		onQuestion(f.most, r)
	}
	return r, err
}

// ended goes on from where the run of node with prefix stopped.
func (s *searcher) ended(node *rules.Game, prefix []given, rn *run, unsure bool) (*result, error) {
	if rn.dead {
		return &dead, nil
	}
	if rn.learnedAt == len(prefix) && s.chance != nil && !s.worlds[node] && (s.chance.Depth == 0 || s.chanceDepth < s.chance.Depth) {
		// The player learns what they could not know: a chance node.
		r, err := s.expect(node, prefix, *rn, unsure)
		if err == nil {
			s.found(r)
		}
		return r, err
	}
	switch rn.kind {
	case stopCut:
		return &cutResult, nil
	case stopLeaf:
		s.leaves++
		if s.stopAtKill && rn.leaf.damage >= s.rootLife {
			// A kill outside every chance node is sure; inside one, it is
			// one world's, and ends that world's search (chance.go).
			s.killed = true
		}
		if rn.bar != nil {
			// No better than bar (runOn), which the caller (eachFrom) keeps:
			// bar is this line's value to it, and no result is made.
			lr := resultOf(rn.leaf)
			s.found(&lr)
			return rn.bar, nil
		}
		r := resultOf(rn.leaf)
		r.path = s.chain(rn.given, nil)
		s.found(&r)
		return &r, nil
	case stopNode:
		sub, err := s.walk(rn.child, nil, &rn.prompt, rn.unsure, s.laterSkip(prefix, rn))
		if err != nil {
			return nil, err
		}
		if rn.bar != nil && !better(sub, rn.bar) {
			// The answers are borrowed, and the line is dropped by the
			// caller (eachFrom), its path never read: sub is its value as
			// it is, not copied.
			return sub, nil
		}
		r := *sub
		gs := rn.given
		if rn.bar != nil {
			gs = keepBorrowed(rn.given) // borrowed, and the line may be the answer
		}
		r.path = s.chain(gs, sub.path)
		return &r, nil
	}
	return s.each(node, prefix, &rn.prompt, rn.child, unsure, nil, laterCut{})
}

// each tries every answer worth trying of the question p (choices), after
// prefix, and keeps the best line; at is the game as p was asked, for the
// cards of its options. The answers of skip are not tried (walk); when no
// other is left, no line is (dead). carry, when set, is the laterCut of
// the answers (walk).
func (s *searcher) each(node *rules.Game, prefix []given, p *rules.Prompt, at *rules.Game, unsure bool, skip []int32, carry laterCut) (*result, error) {
	defer s.mem.prefixDone(s.mem.prefixTop) // cs's memory (choicesLater)
	cs, lc := s.choicesLater(p, at)
	if carry.before != nil {
		lc = carry
	}
	if skip != nil {
		cs = dropAnswers(cs, skip)
		if len(cs) == 0 {
			return &dead, nil
		}
	}
	if len(cs) == 0 {
		return nil, fmt.Errorf("bot: a %s prompt with no answer", p.Kind)
	}
	return s.eachFrom(node, prefix, cs, nil, s.settledAt(at), unsure, lc)
}

// eachFrom is each over the answers cs, after first when it is not nil:
// the value of an answer tried before them (forked). settled is the
// damage dealt where the question was asked when nothing after it deals
// more (settledAt), else -1: once an answer is valued, the others are
// not tried if that damage cannot reach the best line found
// (settledCut). lc is the activation for later among cs, if any
// (laterCut): its run is played with s.later set.
func (s *searcher) eachFrom(node *rules.Game, prefix []given, cs []given, first *result, settled int, unsure bool, lc laterCut) (*result, error) {
	best := first
	inexact := first != nil && first.inexact
	// The answers' prefixes, one after another in one memory, on the
	// search's stack of them (searchMem.prefixRoom): nothing reads an
	// answer's prefix once its line is valued (a line keeps its runs'
	// answers, run.given, never a prefix).
	var next []given
	defer s.mem.prefixDone(s.mem.prefixTop)
	for _, c := range cs {
		if best != nil && s.settledCut(settled) {
			inexact = true // the others are cut, as a position is (bound.go)
			break
		}
		if next == nil {
			next = s.mem.prefixRoom(len(prefix)+1, prefixRoom)
			copy(next, prefix)
			next[len(prefix)] = c
		} else {
			next[len(prefix)] = c
		}
		var r *result
		var err error
		if s.killed {
			r = &dead // as walk: no line beats the one that killed (dominance.go)
		} else {
			if lc.is(c) {
				s.later = lc
			}
			r, err = s.branch(node, next, unsure, best)
			s.later = laterCut{}
		}
		if err != nil {
			return nil, err
		}
		inexact = inexact || r.inexact
		if best == nil || better(r, best) {
			best = r
		}
	}
	if inexact && !best.inexact {
		// A line cut among the answers: the best of the others is no
		// value inside a chance node (bound.go).
		b := *best
		b.inexact = true
		return &b, nil
	}
	return best, nil
}

// chain puts the answers of an action before the rest of a line.
// The answers are a run's (run.given), which nothing changes: the line
// shares them.
func (s *searcher) chain(gs []given, rest *path) *path {
	if len(gs) == 0 {
		return rest
	}
	return &path{gs: gs, next: rest}
}

// play runs a clone of node: the player's questions are answered by
// prefix, then the run stops at the next choice, or when the turn ends.
// With fork, it goes on through a question inside an action with the
// first answer worth trying (runner.fork) where the search would
// otherwise play that answer again from node at once.
//
// bar is branch's: a run that ends the turn with no question it went on
// through (fork), no chance node there (ended), and whose line is no
// better than bar is valued and dropped by the caller (eachFrom), and
// keeps no answers (run.given nil): copying them out of the runner
// (keep) was 5-9 % of a goldfish game's CPU.
func (s *searcher) play(node *rules.Game, prefix []given, unsure, fork bool, bar *result) (run, error) {
	return s.playFrom(node, nil, prefix, unsure, fork, bar)
}

// playFrom is play, from where pk's run stopped with node's hidden cards
// (a world's: chance.go, parked) when pk is not nil, the run going on
// from what pk's held there.
func (s *searcher) playFrom(node *rules.Game, pk *parked, prefix []given, unsure, fork bool, bar *result) (run, error) {
	if s.partial && s.maxRuns > 0 && s.runs >= s.maxRuns {
		s.cut = true // past the bound of runs: no line (Options.MaxRuns)
		return run{unsure: unsure, learnedAt: -1, learnedGiven: -1, dead: true}, nil
	}
	s.runs++
	if onPlay != nil {
		onPlay()
	}
	r := s.runner()
	defer r.done()
	if s.reuse == nil {
		s.reuse = new(rules.Reuse)
	}
	var c *rules.Game
	if pk != nil {
		c = pk.v.RedealtAt(pk.at, node, s.reuse)
		pk.resume(r, c)
	} else {
		c = node.CloneReusing(s.reuse)
		if node == s.atNode {
			if onKnown != nil {
				onKnown(node, &s.atPrompt)
			}
			c.SetKnownPriority(&s.atPrompt)
		}
		r.start(c, prefix, unsure)
	}
	return s.runOn(node, c, r, fork, bar)
}

// runOn goes on with play's run: r's game c, a clone of node in the
// searcher's memory (s.reuse), played from where it stands, with what r
// holds of the run so far; bar is play's.
func (s *searcher) runOn(node, c *rules.Game, r *runner, fork bool, bar *result) (run, error) {
	// An action reversed is no line (observe: rn.dead): the run ends
	// there, and the engine keeps no state to rewind to.
	c.SetRewindEnds(true)
	asked := len(r.prefix) // the prefix's answers (fork makes r.prefix longer)
	// Not in a chance node's first runs (expect: each must stop where
	// the player next decides, to tell the outcomes apart).
	r.forks = fork && !s.seeing && !noFork
	r.chanceHere = s.chance != nil && !s.worlds[node] && (s.chance.Depth == 0 || s.chanceDepth < s.chance.Depth)
	// Inside a chance node's outcome, past the run from its world (whose
	// draws its chance step says: ChanceStep.Drew, Later), a draw is no
	// chance node of its own: the run says it (observe).
	r.sayDraws = !s.stepless && s.chanceDepth > 0 && !s.worlds[node] && !r.chanceHere
	rn := &r.rn
	if observeAll {
		c.SetObserver(r.observer)
	} else if s.stepless {
		c.SetObserverOf(r.observer, observed, true)
	} else {
		// The cards the engine chose alone, for the steps (autoStep).
		c.SetObserverOf(r.observer, observed|1<<rules.EvAuto, true)
	}
	c.SetDecider(s.me, (*mine)(r))
	c.SetDecider(s.fish, (*theirs)(r))
	rn.kind = stopLeaf
	// The run ends where the next turn would first ask for priority
	// (mine and theirs stop any question of the next turn asked sooner),
	// or at a new position (stopAtNode).
	var err error
	if s.stepless && s.weights == nil && !s.seeing {
		// The run's measures are settled with the arsenal (runner.measure
		// counts the cards kept before the end phase's draw, the damage is
		// done): the rest of the turn is not played (rules.Game.RunTurnSettled).
		// Not where the cards the other player spends are counted (the
		// first turn's end draws its hand too), nor where what the player
		// sees at the end tells a chance node's outcomes apart (seenKey).
		err = c.RunTurnSettled(s.ctx, r.stopper)
	} else {
		err = c.RunTurnUntil(s.ctx, r.stopper)
	}
	if errors.Is(err, rules.ErrRewound) {
		rn.dead, err = true, nil
	}
	if r.park != 0 {
		// A run to where the card is shown (chance.go: parkAt): what it
		// holds there is read from r.
		return *rn, err
	}
	if rn.kind == stopNode && rn.child == nil {
		// The engine stopped at the position without asking (stopAtNode):
		// the run's game is the position, as a clone of it would be, and
		// is kept as it is, its memory the depth's (nodeMemory); the runs
		// go on in the memory of the position it took the place of, found
		// by a run before it at this depth, whose search is over (the
		// search goes depth first).
		mem := s.nodeMemory()
		s.nodeReuse[s.depth], s.reuse = s.reuse, mem
		rn.child = c
	}
	// A run valued against bar (branch): one that ended the turn is kept
	// once measured (below), one at a position borrows its answers until
	// the position is searched (ended); not a chance node (ended: expect
	// values it), nor a run that went on through a question (forked: its
	// value is the first of the question's, kept while the others are
	// tried).
	keep := rn.kind != stopBranch && rn.kind != stopCut && !rn.dead
	if keep && bar != nil && !keepAll && len(rn.forks) == 0 && !(r.chanceHere && rn.learnedAt == asked) {
		if rn.kind == stopNode {
			rn.given, rn.bar = r.borrow(), bar
			keep = false
		}
	} else if keep {
		if s.seeing && !keepAll {
			// A world's run of a chance node (expect): its answers in the
			// memory of the outcome it may become, which expect keeps
			// only for the outcome its line shows.
			rn.given = r.borrowIn(s.mem.worldGiven(s.chanceDepth, s.worldSlot))
		} else if len(rn.forks) > 0 && !keepAll {
			// A run that went on through a question (fork): its answers
			// begin the line of the questions' first answers alone, which
			// most often loses; borrowed while branch searches the others
			// (keepForked).
			rn.given = r.borrowIn(s.mem.forkGiven(s.forking))
		} else {
			rn.given = r.keep()
		}
		keep = false
	}
	if len(rn.forks) > 0 {
		rn.prefix = r.prefix
	}
	// else no line is made of the run's answers: a question inside the
	// action is tried answer by answer from node again (each), and an
	// action reversed is no line (mem.go).
	if err != nil && !errors.Is(err, errStop) {
		return *rn, err
	}
	if rn.kind == stopLeaf {
		r.measure(0)
		if s.seeing {
			rn.seen = seenKey(c.ViewFor(s.me))
		}
		life := c.ViewFor(s.me).Life(s.fish)
		rn.leaf.damage = s.rootLife - max(life, 0)
		rn.leaf.dealt = s.rootLife - life
		if s.stopAtKill && life <= 0 {
			// CR 4.5.1, 4.5.3a: the goldfish's hero at 0 life loses, and
			// the game ends at once: no end phase arsenals a card, no next
			// turn plays what is kept. A line that kills counts no
			// tie-breaks (doc.go), so a world's value is a function of
			// its position, whichever kill its search found first.
			rn.leaf.arsenal, rn.leaf.kept, rn.leaf.keptPower = false, 0, 0
		}
		if w := s.weights; w != nil {
			spent := s.rootCards - cardsOf(c.Omniscient(), s.fish)
			rn.leaf.worth = 10*rn.leaf.damage + w.Spent*spent + w.Kept*rn.leaf.kept
			rn.leaf.spent = spent
			if rn.leaf.arsenal {
				rn.leaf.worth += w.Arsenal
			}
			if life <= 0 {
				rn.leaf.worth += killWorth // a line that wins is worth any other
			}
		}
		if keep {
			// The line is measured now: its answers are kept if it may be
			// the answer.
			if lr := resultOf(rn.leaf); better(&lr, bar) {
				rn.given = r.keep()
			} else {
				rn.bar = bar
			}
		}
	}
	return *rn, nil
}

// runner is what one run of play holds while the clone runs: its
// deciders and observer are methods of it, so that a run makes none of
// them anew (searcher.runner keeps one for the next run).
type runner struct {
	s *searcher
	c *rules.Game
	// prefix is the answers the run gives first. Its memory past them
	// (its capacity) is the run's, which fork grows it into: who hands a
	// run a prefix reads nothing there (eachFrom gives each answer's run
	// room on its stack; a run's own prefix, run.prefix, is the longest
	// of its memory, and the runs of a chance node's worlds go on from it
	// one after another, expect).
	prefix []given
	rn     run
	// given are the answers so far (run.given, copied out at the end,
	// keep); steps are the steps of those the run gave itself (forced,
	// settled), owned saying whose.
	given []given
	steps []Step
	owned []ownSteps
	// k is how many answers of prefix were given; measured is set once
	// the cards kept were counted; randoms is the random choices made
	// before the run (View.Randoms).
	k        int
	measured bool
	randoms  int
	// bottomed is how many pitched cards the player put at the bottom of
	// its deck as the turn ended (drawnback.go).
	bottomed int
	// observer is observe as an Observer, and stopper stopAtNode as
	// RunTurnUntil's stop, made once.
	observer rules.Observer
	stopper  func(rules.View, *rules.Prompt) bool
	busy     bool
	// forks: the run may go on through a question inside an action
	// (fork); chanceHere: what the player learns after the prefix is a
	// chance node (branch); sayDraws: the player's draws are steps of
	// the run (observe, autoStep).
	forks, chanceHere, sayDraws bool
	// questions counts the priority questions the run met (stopAtNode);
	// when park is not 0, the run stops at the park-th without asking
	// it, and parked says it did (chance.go: parkAt).
	questions, park int
	parked          bool
	// passQ is the question stopAtNode last found the run passes at
	// (passOn), counted as questions counts them, for mine to pass
	// without asking again; 0 for none.
	passQ int
}

// runner returns a runner for a run: the searcher's, unless a run is
// going on already (a decider of the other player that searches).
func (s *searcher) runner() *runner {
	if s.spare == nil || s.spare.busy {
		r := &runner{s: s}
		r.observer = r.observe
		r.stopper = r.stopAtNode
		if s.spare == nil {
			s.spare = r
		}
		r.busy = true
		return r
	}
	s.spare.busy = true
	return s.spare
}

// done gives the runner back; what it held is the run's no longer.
func (r *runner) done() {
	r.busy = false
	r.c, r.prefix = nil, nil
	clear(r.given)
	r.given = r.given[:0]
	clear(r.steps)
	r.steps, r.owned = r.steps[:0], r.owned[:0]
}

// start readies r for a run of c answered by prefix.
func (r *runner) start(c *rules.Game, prefix []given, unsure bool) {
	r.c, r.prefix = c, prefix
	r.rn = run{unsure: unsure, learnedAt: -1, learnedGiven: -1}
	r.given, r.steps, r.owned = r.given[:0], r.steps[:0], r.owned[:0]
	r.k, r.measured, r.bottomed = 0, false, 0
	r.questions, r.park, r.parked, r.passQ = 0, 0, false, 0
	r.randoms = c.ViewFor(r.s.me).Randoms()
}

// ownSteps says that the steps of answer i of the run are n of
// runner.steps from off.
type ownSteps struct{ i, off, n int }

// own describes the answer a the run gives p itself (forced, settled),
// as the next answer of the run.
func (r *runner) own(c *rules.Game, p *rules.Prompt, a rules.Answer, forced bool) {
	off := len(r.steps)
	if !r.s.stepless {
		r.steps = stepsAppend(r.steps, c, p, a, forced)
	}
	r.owned = append(r.owned, ownSteps{i: len(r.given), off: off, n: len(r.steps) - off})
}

// autoStep adds st, what the engine did for the player (Step.Auto: a
// card it chose as the only one it could, rules.AutoOnlyCard; a card
// drawn), after the steps of the answer last given: the answer's steps,
// the prefix's in the block of its question (choices) or the run's own,
// are copied to the run's with it, once.
func (r *runner) autoStep(st Step) {
	i := len(r.given) - 1
	if i < 0 {
		return
	}
	if n := len(r.owned); n > 0 && r.owned[n-1].i == i && r.owned[n-1].off+r.owned[n-1].n == len(r.steps) {
		r.steps = append(r.steps, st)
		r.owned[n-1].n++
		return
	}
	off := len(r.steps)
	r.steps = append(r.steps, r.given[i].steps...)
	r.steps = append(r.steps, st)
	r.owned = append(r.owned, ownSteps{i: i, off: off, n: len(r.steps) - off})
}

// keep is the run's answers in memory of their own, and their steps
// (those of the answers it gave itself, and those of the prefix, which
// lie in blocks of the questions: choices): one block each a run, so
// that a line keeps alive the runs it is made of and no other
// (run.given).
func (r *runner) keep() []given {
	if len(r.given) == 0 {
		return nil
	}
	out := make([]given, len(r.given))
	copy(out, r.given)
	ids := 0
	for _, o := range r.owned {
		out[o.i].steps = r.steps[o.off : o.off+o.n : o.off+o.n]
		ids += len(out[o.i].answer.IDs)
	}
	if ids > 0 {
		// The ids were carved from the search's blocks for the engine
		// while the run went on; the line keeps its own.
		block := make([]int32, 0, ids)
		for _, o := range r.owned {
			if a := &out[o.i].answer; len(a.IDs) > 0 {
				k := len(block)
				block = append(block, a.IDs...)
				a.IDs = block[k:len(block):len(block)]
			}
		}
	}
	if r.s.stepless {
		for i := range out {
			out[i].steps = nil // a prefix's, from its question (choices)
		}
		return out
	}
	packSteps(out, nil)
	return out
}

// packSteps moves the steps of gs into one block, dst's memory grown to
// hold them (new memory when dst is nil), and returns the block.
func packSteps(gs []given, dst []Step) []Step {
	n := 0
	for i := range gs {
		n += len(gs[i].steps)
	}
	if n == 0 {
		return dst[:0]
	}
	dst = slices.Grow(dst[:0], n)
	for i := range gs {
		if gs[i].steps != nil {
			k := len(dst)
			dst = append(dst, gs[i].steps...)
			gs[i].steps = dst[k:len(dst):len(dst)]
		}
	}
	return dst
}

// borrow is keep in the memory of the search's depth, which the next
// run from the position searched there reuses: the answers of a run that
// stopped at a position, valid while that position is searched (ended),
// kept (keepBorrowed) only if the line through it may be the answer. The
// ids stay where the run left them (the search's blocks, never reused).
func (r *runner) borrow() []given {
	s := r.s
	for len(s.borrowed) <= s.depth {
		s.borrowed = append(s.borrowed, borrowMem{})
	}
	return r.borrowIn(&s.borrowed[s.depth])
}

// borrowIn is borrow in m's memory.
func (r *runner) borrowIn(m *borrowMem) []given {
	s := r.s
	m.gs = append(m.gs[:0], r.given...)
	if s.stepless {
		for i := range m.gs {
			m.gs[i].steps = nil // a prefix's, from its question (choices)
		}
		return m.gs
	}
	for _, o := range r.owned {
		m.gs[o.i].steps = r.steps[o.off : o.off+o.n : o.off+o.n]
	}
	m.steps = packSteps(m.gs, m.steps)
	return m.gs
}

// borrowMem is the memory of a depth's borrowed answers (borrow).
type borrowMem struct {
	gs    []given
	steps []Step
}

// keepBorrowed is keep of answers borrowed (borrow): in memory of their
// own, their ids and steps too.
func keepBorrowed(gs []given) []given {
	if len(gs) == 0 {
		return nil
	}
	out := make([]given, len(gs))
	copy(out, gs)
	ids := 0
	for i := range out {
		ids += len(out[i].answer.IDs)
	}
	if ids > 0 {
		block := make([]int32, 0, ids)
		for i := range out {
			if a := &out[i].answer; len(a.IDs) > 0 {
				k := len(block)
				block = append(block, a.IDs...)
				a.IDs = block[k:len(block):len(block)]
			}
		}
	}
	packSteps(out, nil)
	return out
}

// measure counts the cards the player keeps (doc.go: the tie-breaks),
// drawn being how many the end phase has drawn already.
func (r *runner) measure(drawn int) {
	if r.measured {
		return
	}
	r.measured = true
	s, rn := r.s, &r.rn
	mine := r.c.ViewFor(s.me)
	var handBuf, arsBuf [32]rules.ObjID // (a hand fits: no allocation)
	hand := mine.AppendZone(handBuf[:0], s.me, rules.ZoneHand)
	ars := mine.AppendZone(arsBuf[:0], s.me, rules.ZoneArsenal)
	// The arena too: an equipment destroyed for its effect is a card
	// used (the hero, there in every line, is not counted).
	rn.leaf.kept = len(hand) + len(ars) + mine.Count(s.me, rules.ZoneArena) - 1 - drawn
	if s.weights != nil && drawn > 0 {
		rn.leaf.kept += r.drawnBack(mine, len(hand)-drawn, drawn)
	}
	rn.leaf.arsenal = len(ars) > 0
	for _, obj := range hand {
		rn.leaf.keptPower += mine.Card(obj).Power
	}
	for _, obj := range ars {
		rn.leaf.keptPower += mine.Card(obj).Power
	}
	if drawn > 0 {
		// The card just drawn is the last of the hand.
		rn.leaf.keptPower -= mine.Card(hand[len(hand)-1]).Power
	}
}

// observed are the kinds of events observe reads (the game tells it no
// other, rules.Game.SetObserverOf): those that show a card (Reveals, and
// every event of a card from a deck), a rewind, the pitched cards put at
// the bottom, a draw, the turn's end.
const observed = rules.RevealKinds | 1<<rules.EvRewind | 1<<rules.EvPitchToBottom | 1<<rules.EvDraw | 1<<rules.EvTurnEnd

// observeAll, set by the tests, has the runs' games tell observe every
// event (TestTheRunsHearWhatTheyRead).
var observeAll bool

// observe hears the events of the run it reads (observed).
func (r *runner) observe(g *rules.Game, e *rules.Event) {
	s, rn := r.s, &r.rn
	later := rn.learnedAt >= 0
	if e.Reveals() && g.Omniscient().Phase() == rules.PhaseAction {
		rn.unsure = true
		if v := s.view(g); rn.learnedAt < 0 && s.chance != nil && (v.Randoms() != r.randoms || v.Learns(e)) {
			// The player learns what they could not know: a card, a
			// random outcome (chance.go).
			rn.learnedAt, rn.learnedGiven, rn.learnedQ = r.k, len(r.given), r.questions
			if v.Randoms() == r.randoms+1 {
				rn.outcomes = v.RandomOutcomes()
			}
			if e.Kind == rules.EvDraw && e.Player == s.me {
				rn.drew = e.Card
			}
		}
	}
	if e.Kind == rules.EvDraw && e.Player == s.me && g.Omniscient().Phase() == rules.PhaseAction {
		// A card the player drew, display only: after the first learned
		// one (ChanceStep.Later), or as a step of its own (sayDraws).
		if later {
			for i := range rn.later {
				if rn.later[i] == 0 {
					rn.later[i] = e.Card
					break
				}
			}
		}
		if r.sayDraws {
			r.autoStep(Step{Card: g.Omniscient().CardByIndex(e.Card), Player: rules.NoPlayer, Auto: true, Draw: true})
		}
	}
	if e.Kind == rules.EvAuto && e.Why == rules.AutoOnlyCard && e.Player == s.me && !s.stepless {
		r.autoStep(Step{Kind: rules.AskCards, Act: rules.ActCard, Card: g.Omniscient().Card(e.Obj), Player: rules.NoPlayer,
			Purpose: rules.Purpose(e.Amount), Forced: true, Auto: true})
	}
	if e.Kind == rules.EvRewind {
		rn.dead = true
	}
	if r.measured || g.Omniscient().TurnPlayer() != s.me {
		return
	}
	switch {
	case e.Kind == rules.EvPitchToBottom && e.Player == s.me:
		r.bottomed = e.Amount
	case e.Kind == rules.EvDraw && e.Player == s.me && g.Omniscient().Phase() == rules.PhaseEnd:
		r.measure(1)
	case e.Kind == rules.EvTurnEnd:
		r.measure(0)
	}
}

// mine is a runner as the decider of the searching player: the prefix's
// answers, then a stop at the next choice.
type mine runner

func (m *mine) Decide(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	r := (*runner)(m)
	s, rn, c := r.s, &r.rn, r.c
	if v.TurnPlayer() != s.me || rn.dead {
		return rules.Answer{}, errStop // the turn is over
	}
	dealt, spent := s.rootLife-v.Life(s.fish), 0
	if s.weights != nil {
		spent = s.rootCards - cardsOf(v, s.fish)
	}
	// Each answer given is written where it lies in r.given: built
	// field by field and then copied, it was read back in wider words
	// than just written, which stalls.
	if a, ok := s.forced(v, &p); ok {
		r.own(c, &p, a, true)
		gv := r.give(given{}, rn.unsure, dealt, spent)
		gv.kind, gv.answer = p.Kind, a
		return a, nil
	}
	if a, ok := s.settled(v, &p); ok {
		r.own(c, &p, a, false)
		gv := r.give(given{}, rn.unsure, dealt, spent)
		gv.kind, gv.answer = p.Kind, a
		return a, nil
	}
	if p.Kind == rules.AskPriority && r.k > 0 && (r.passQ > 0 && r.passQ == r.questions || r.k < len(r.prefix) && r.passOn(&p)) {
		// After the prefix's first answer (a priority question's: the
		// others answer questions inside its action), as the run that
		// found the prefix did.
		a := s.mem.pick(p.Options[0].ID)
		r.own(c, &p, a, false)
		gv := r.give(given{}, rn.unsure, dealt, spent)
		gv.kind, gv.answer = p.Kind, a
		return a, nil
	}
	if r.k < len(r.prefix) {
		gv := r.give(r.prefix[r.k], rn.unsure, dealt, spent)
		r.k++
		return gv.answer, nil
	}
	if s.seeing {
		rn.seen = seenKey(v)
	}
	if p.Kind == rules.AskPriority && r.k > 0 {
		rn.kind = stopNode
		rn.child = c.CloneReusing(s.nodeMemory())
		rn.prompt = p.Kept()
		return rules.Answer{}, errStop
	}
	if r.questionCut(&p, dealt) {
		rn.kind = stopCut
		return rules.Answer{}, errStop
	}
	if a, ok := r.fork(&p, dealt, spent); ok {
		return a, nil
	}
	rn.kind = stopBranch
	rn.prompt = p.Kept()
	rn.child = c // for the cards of the options: read before the run goes on
	return rules.Answer{}, errStop
}

// give appends gv to the run's answers, with what the run knew and had
// dealt and spent as it was given, and returns it where it lies.
func (r *runner) give(gv given, unsure bool, dealt, spent int) *given {
	r.given = append(r.given, gv)
	g := &r.given[len(r.given)-1]
	g.unsure, g.dealt, g.spent = unsure, dealt, spent
	return g
}

// fork answers p, a question inside the action after the prefix, with
// the first answer worth trying (choices) and goes on, where the run
// would otherwise stop and the search play each answer again from the
// position: the run is then the first answer's run, the same one the
// search would play, and counts as one more (Options.MaxRuns). It does
// not where that run would be no line (past MaxRuns), nor where the
// player learned what they could not know since the prefix (a chance
// node, branch: its worlds are played from the prefix).
func (r *runner) fork(p *rules.Prompt, dealt, spent int) (rules.Answer, bool) {
	s, rn := r.s, &r.rn
	if !r.forks || r.chanceHere && rn.learnedAt == r.k || s.partial && s.maxRuns > 0 && s.runs >= s.maxRuns {
		return rules.Answer{}, false
	}
	cs := s.choices(p, r.c)
	if len(cs) == 0 {
		return rules.Answer{}, false
	}
	if err := s.ctx.Err(); err != nil {
		return rules.Answer{}, false
	}
	s.runs++
	at := r.prefix[:r.k:r.k]
	most := -1
	if onQuestion != nil && boundedQuestion(p) {
		if reach, _, _, _, ok := reachAgainst(r.c, s.fish, -1); ok {
			most = dealt + reach
		}
	}
	if rn.forks == nil {
		// The list in the memory of the runs that go on through questions
		// this deep (searchMem.forks).
		rn.forks = s.mem.forkList(s.forking)
	}
	rn.forks = append(rn.forks, fork{prefix: at, rest: cs[1:], settled: s.settledAt(r.c), most: most})
	s.mem.forks[s.forking] = rn.forks
	// In place where the prefix has room (runner.prefix): the prefixes of
	// the run's questions (at) end before it.
	r.prefix = append(r.prefix, cs[0])
	gv := cs[0]
	gv.unsure, gv.dealt, gv.spent = rn.unsure, dealt, spent
	r.given = append(r.given, gv)
	r.k++
	return gv.answer, true
}

// stopAtNode ends the run at a new position: the player's priority
// question with a choice, after the prefix (mine's stopNode), where the
// engine stops without asking it (rules.Game.RunTurnUntil) rather than
// by mine's error carried up the engine. Any other question goes to the
// deciders.
func (r *runner) stopAtNode(v rules.View, p *rules.Prompt) bool {
	s, rn := r.s, &r.rn
	r.questions++
	if r.questions == r.park {
		r.parked = true
		return true
	}
	if p.Player != s.me || v.TurnPlayer() != s.me || rn.dead || r.k < len(r.prefix) || r.k == 0 || len(p.Options) == 1 {
		return false // mine answers it (forced: its one option)
	}
	if r.passOn(p) {
		r.passQ = r.questions
		return false // mine passes (passOn)
	}
	if s.seeing {
		rn.seen = seenKey(v)
	}
	rn.kind = stopNode
	// Not copied (Prompt.Kept): the options are the game's (the memory
	// of its priority prompts), and the game is the position the run
	// stopped at (runOn), which is never played again, only cloned, so
	// nothing writes them while the position is searched.
	rn.prompt = *p
	return true
}

// theirs is a runner as the decider of the other player: the search's
// Options.Opponent while the turn lasts.
type theirs runner

func (t *theirs) Decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	if v.TurnPlayer() != t.s.me {
		return rules.Answer{}, errStop
	}
	return t.s.other.Decide(ctx, v, p)
}

// keepNode takes the position a run just found out of the depth's
// memory (nodeMemory), which the next run's position would overwrite,
// and returns the memory it is in, to give back (freeNodes) once the
// position is no longer searched.
func (s *searcher) keepNode() *rules.Reuse {
	mem := s.nodeMemory()
	var spare *rules.Reuse // a memory given back (freeNodes), else a new one
	if n := len(s.spareMem); n > 0 {
		spare = s.spareMem[n-1]
		s.spareMem = s.spareMem[:n-1]
	} else {
		spare = new(rules.Reuse)
	}
	s.nodeReuse[s.depth] = spare
	return mem
}

// freeNodes gives back the memory of positions kept (keepNode).
func (s *searcher) freeNodes(mems []*rules.Reuse) {
	s.spareMem = append(s.spareMem, mems...)
}

// nodeMemory is the memory of a position found one deeper than the
// one being searched (searcher.nodeReuse).
func (s *searcher) nodeMemory() *rules.Reuse {
	for len(s.nodeReuse) <= s.depth {
		s.nodeReuse = append(s.nodeReuse, new(rules.Reuse))
	}
	return s.nodeReuse[s.depth]
}

// killWorth is what winning the game adds to a line's worth (Weights):
// more than any line that does not.
const killWorth = 1_000_000

// cardsOf is how many cards p has in hand, arsenal and arena.
func cardsOf(v rules.View, p rules.Player) int {
	return v.Count(p, rules.ZoneHand) + v.Count(p, rules.ZoneArsenal) + v.Count(p, rules.ZoneArena)
}

// forced is the answer of a question with one answer worth giving
// (doc.go): one option, or an order of cards to the bottom of the deck
// (bottomOrder). Its ids are in the search's memory (mem.go).
func (s *searcher) forced(v rules.View, p *rules.Prompt) (rules.Answer, bool) {
	switch p.Shape {
	case rules.ShapeOne:
		if len(p.Options) == 1 {
			return s.mem.pick(p.Options[0].ID), true
		}
	case rules.ShapeOrder:
		if isBottomOrder(p) {
			return s.mem.bottomOrder(v, p), true
		}
		if len(p.Options) <= 1 {
			return s.mem.least(p), true
		}
	case rules.ShapeSubset:
		if p.Min == p.Max && p.Min == len(p.Options) || p.Max == 0 {
			return s.mem.least(p), true
		}
	case rules.ShapeNumber:
		if p.XMin == p.XMax {
			return rules.Answer{X: p.XMin}, true
		}
	}
	return rules.Answer{}, false
}

package tui

import (
	"context"
	"slices"
	"sync"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/board"
)

// The goldfish board: one player at the board against a
// goldfish, a hero that never acts. The goldfish's prompts go to its own
// Decider and are never shown, so there is no hand-off screen. A side panel
// (goldfish_panel.go) keeps the damage of each of the player's turns, the
// running total, the goldfish's life and the turn it died, or would die at
// this pace. u undoes without limit; n deals a new shuffle, R the same one
// again; b shows the best line of the turn (goldfish_best.go).

// Goldfish sets up a goldfish board (Config.Goldfish).
type Goldfish struct {
	// Player is the goldfish's seat; the other is the player's.
	Player rules.Player
	// Decider makes the goldfish's Decider for a new game. It must answer
	// alike from the same position: undo replays the player's answers on a
	// new game from the same setup, and the goldfish answers again.
	Decider func() rules.Decider
	// Deal sets up a game from a seed: the same seed gives the same
	// shuffle (R); n deals from NewSeed().
	Deal    func(seed uint64) (*rules.Game, error)
	Seed    uint64
	NewSeed func() uint64
	// Best finds the best line of the turn from g, a game where the
	// player has priority at the start of their action phase (rules/bot).
	// Nil: the b key is off.
	Best func(ctx context.Context, g *rules.Game) (BestLine, error)
}

// BestLine is a best line in words: the damage it deals and its steps.
type BestLine struct {
	Damage   int
	Steps    []string
	Searched int
	// Expected, for a line that draws or reveals what the player cannot
	// know, is its expected damage in figures ("9.5"), and Min and Max
	// the least and most of its outcomes; "" for a line of one outcome.
	Expected string
	Min, Max int
}

// goldfishBoard is the model's goldfish state (Model.gf; nil on a
// hot-seat board).
type goldfishBoard struct {
	cfg  *Goldfish
	seed uint64
	// game is what the running game's goroutine writes: the player's
	// answers and the tally. Each game has its own, so a game being
	// cancelled never writes into the next one's.
	game *gfGame
	// panel is the tally as it stood at the last question (or the end).
	panel gfTally
	// note is said on the first question of a new deal.
	note string
	// deals counts the games dealt since the board opened (n, R).
	deals int
	// ask is the key (n or R) whose new deal waits for a yes: dealing
	// again drops the play of the game on the board.
	ask  string
	best gfBest
	// equip is the set of weapons and equipment (card keys) the player
	// chose on this board (CR 4.1.4); dealEquip the set the game on the
	// board was dealt with, answered for the player: a new deal takes
	// the set chosen last, an undo keeps its game's.
	equip, dealEquip []string
	// theirTurn: the player asked to stop on the goldfish's turn (g).
	theirTurn bool
}

// gfGiven is one of the player's answers, in the record's order.
type gfGiven struct {
	kind  rules.PromptKind
	turn  int
	shown bool // asked on the screen (not passed for them)
	// refused is why the search would refuse the position of this
	// question (bot.Refusal of the player's view), nil where it searches.
	refused error
}

// gfGame is one game's account, written by its goroutine.
type gfGame struct {
	mu    sync.Mutex
	given []gfGiven
	// refused is bot.Refusal of the question being asked now (the one
	// after given).
	refused error
	tally   gfTally
	equip   []string // the set the player chose in this game, if asked
}

// gfTurn is the damage the goldfish took in one turn of the game.
type gfTurn struct {
	Turn   int // the game's turn number (the log's "T5")
	Damage int
	Mine   bool // one of the player's turns
}

// gfTally is the side panel's account, from the game's events.
type gfTally struct {
	Turns   []gfTurn
	Total   int // damage dealt to the goldfish (CR 8.5.3 events)
	Life    int // the goldfish's life now
	Start   int // the goldfish's life at the start
	Died    int // the turn the goldfish lost (the engine ended the game: EvLose, EvDrawGame), or 0
	Current int // the game's turn now
}

func (t *gfTally) clone() gfTally {
	c := *t
	c.Turns = append([]gfTurn(nil), t.Turns...)
	return c
}

// turn returns the entry of game turn n, made if needed.
func (t *gfTally) turn(n int, mine bool) *gfTurn {
	if k := len(t.Turns); k > 0 && t.Turns[k-1].Turn == n {
		return &t.Turns[k-1]
	}
	t.Turns = append(t.Turns, gfTurn{Turn: n, Mine: mine})
	return &t.Turns[len(t.Turns)-1]
}

// observe counts an event of the game (in its goroutine).
func (gg *gfGame) observe(g *rules.Game, e *rules.Event, fish rules.Player) {
	gg.mu.Lock()
	defer gg.mu.Unlock()
	t := &gg.tally
	t.Current = int(e.Turn)
	switch e.Kind {
	case rules.EvTurnStart:
		if e.Player != fish {
			t.turn(int(e.Turn), true)
		}
	case rules.EvDamage:
		if e.Player == fish {
			t.turn(int(e.Turn), g.Omniscient().TurnPlayer() != fish).Damage += e.Amount
			t.Total += e.Amount
		}
	case rules.EvLose, rules.EvDrawGame:
		// The engine says the goldfish lost (CR 1.10.2a: a hero at 0
		// life; 4.5.4a: both at once, a draw); the tally does not
		// judge it from the life total.
		if (e.Kind == rules.EvDrawGame || e.Player == fish) && t.Died == 0 {
			t.Died = int(e.Turn)
		}
	}
	t.Life = g.Omniscient().Life(fish)
}

// gfSeat is the player's Decider: the board's bridge, noting each answer
// for undo.
type gfSeat struct {
	b  *bridge
	gg *gfGame
	// equip answers the equip question with this set (the one chosen
	// before on this board), when it is offered.
	equip []string
}

func (s gfSeat) Decide(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
	if a, ok := goFirst(&p); ok {
		return a, nil
	}
	if a, ok := s.sameEquip(&p); ok {
		return a, nil
	}
	refused := bot.Refusal(v)
	s.gg.mu.Lock()
	s.gg.refused = refused
	s.gg.mu.Unlock()
	a, err := s.b.Decide(ctx, v, p)
	if err == nil {
		s.gg.mu.Lock()
		s.gg.given = append(s.gg.given, gfGiven{kind: p.Kind, turn: v.Turn(), shown: s.b.shown, refused: refused})
		if p.Kind == rules.AskEquip && len(a.IDs) == 1 {
			if i := p.Find(a.IDs[0]); i >= 0 {
				s.gg.equip = equipKeys(s.b.game, &p)[i]
			}
		}
		s.gg.mu.Unlock()
	}
	return a, err
}

// sameEquip answers the question of the weapons and equipment to start
// with (CR 4.1.4) with the set the player chose on this board before: a
// new deal does not ask it again. Like goFirst, the answer is not
// recorded: the same game dealt again answers it the same way.
func (s gfSeat) sameEquip(p *rules.Prompt) (rules.Answer, bool) {
	return sameEquip(s.b.game, p, s.equip)
}

// sameEquip answers g's equip question p with the set equip (card keys),
// when p is that question and offers it: the seat's answer, which the
// best line's replay of the deal (positionAt) gives too.
func sameEquip(g *rules.Game, p *rules.Prompt, equip []string) (rules.Answer, bool) {
	if p.Kind != rules.AskEquip || len(equip) == 0 {
		return rules.Answer{}, false
	}
	want := slices.Sorted(slices.Values(equip))
	for i, set := range equipKeys(g, p) {
		if slices.Equal(slices.Sorted(slices.Values(set)), want) {
			return rules.Pick(p.Options[i].ID), true
		}
	}
	return rules.Answer{}, false
}

// goFirst answers the question who goes first (CR 4.1.3), when the player
// is asked it: practising, the player does (rules.GoldfishSetup). The same
// answer every time, so it is not recorded: a replay gives it again.
func goFirst(p *rules.Prompt) (rules.Answer, bool) {
	if p.Kind == rules.AskFirstPlayer {
		for _, o := range p.Options {
			if o.Player == p.Player {
				return rules.Pick(o.ID), true
			}
		}
	}
	return rules.Answer{}, false
}

// newGoldfish sets up the goldfish state of a board.
func newGoldfish(cfg *Goldfish) *goldfishBoard {
	return &goldfishBoard{cfg: cfg, seed: cfg.Seed}
}

// human is the player's seat.
func (gf *goldfishBoard) human() rules.Player { return gf.cfg.Player.Opponent() }

// wireGoldfish seats the goldfish and the player at the game the bridge
// just took: the goldfish answers itself, the player's answers are noted
// for undo, and the events feed the tally. The hand-off screen never
// opens: the board is always the player's.
func (m *Model) wireGoldfish() {
	gf := m.gf
	if gf == nil || m.br == nil {
		return
	}
	g, b, fish := m.br.game, m.br, gf.cfg.Player
	// One person at the board: the board never asks where passing is all
	// they can do, and on the goldfish's turn only at a stop they set.
	b.private = true
	b.theirTurn[gf.human()].Store(gf.theirTurn)
	gg := &gfGame{}
	gg.tally.Life = g.Omniscient().Life(fish)
	gg.tally.Start = gg.tally.Life
	gf.game = gg
	gf.panel = gg.tally.clone()
	g.SetDecider(fish, gf.cfg.Decider())
	g.SetDecider(gf.human(), gfSeat{b: b, gg: gg, equip: gf.dealEquip})
	g.SetObserver(func(g *rules.Game, e *rules.Event) {
		b.observe(g, e)
		gg.observe(g, e, fish)
	})
	m.shownFor = gf.human()
	m.handoff = false
	if m.cfg.NewGame == nil {
		m.cfg.NewGame = func() (*rules.Game, error) { return gf.cfg.Deal(gf.seed) }
	}
}

// goldfishAsked takes the tally as it stands at a question, and works out
// how far undo goes: to the player's last priority question that was
// shown, however far back (the goldfish has nothing to hide, and the same
// answers on the same shuffle draw the same cards).
func (m *Model) goldfishAsked() {
	gf := m.gf
	if gf == nil || gf.game == nil {
		return
	}
	gg := gf.game
	gg.mu.Lock()
	gf.panel = gg.tally.clone()
	given := append([]gfGiven(nil), gg.given...)
	if gg.equip != nil {
		gf.equip = gg.equip
	}
	gg.mu.Unlock()
	if gf.note != "" && m.done == nil {
		m.message, gf.note = gf.note, ""
	}
	if m.done != nil {
		gf.best.open = false // the end screen has the keys
	}
	target := -1
	for i := len(given) - 1; i >= 0; i-- {
		if given[i].kind == rules.AskPriority && given[i].shown {
			target = i
			break
		}
	}
	if target < 0 {
		m.undo, m.undoInfo = nil, saves.Undo{Block: saves.UndoNothing}
		return
	}
	answers := m.br.rec.File().Answers
	// What it takes back, in the player's words: the questions they were
	// shown (the auto-passes between go back too, unsaid).
	shown := 0
	for _, g := range given[target:] {
		if g.shown {
			shown++
		}
	}
	u := saves.Undo{Answers: make([]rules.Answer, target), Undone: shown, Turn: given[target].turn, Kind: given[target].kind}
	for i := range u.Answers {
		u.Answers[i], _ = saves.ParseAnswer(answers[i])
	}
	m.undo, m.undoInfo = u.Answers, u
}

// redeal starts a new game from seed: the same seed deals the same
// shuffle (R), another a new one (n).
// deal deals again as the key ask (n or R) says: a new shuffle, or the
// same one.
func (m *Model) deal(ask string) tea.Cmd {
	gf := m.gf
	if ask == "n" {
		s := gf.cfg.NewSeed()
		return m.redeal(s, m.say("gf.note-new", s))
	}
	return m.redeal(gf.seed, m.say("gf.note-same", gf.seed))
}

// dealQuestion is the question that waits for a yes before dealing again,
// in place of the help line, or "".
func (m *Model) dealQuestion() string {
	if m.gf == nil || m.gf.ask == "" {
		return ""
	}
	id := "gf.ask-new"
	if m.gf.ask == "R" {
		id = "gf.ask-same"
	}
	return board.Pad(m.st.Error.Render(m.say(id)), m.width)
}

func (m *Model) redeal(seed uint64, note string) tea.Cmd {
	gf := m.gf
	old, oldEquip := gf.seed, gf.dealEquip
	gf.seed, gf.dealEquip = seed, gf.equip
	cmd := m.replace(nil)
	if cmd == nil {
		// The game could not be set up: the message says why.
		gf.seed, gf.dealEquip = old, oldEquip
		return nil
	}
	gf.deals++
	gf.note = note
	gf.best.reset()
	m.done, m.snap, m.rows = nil, nil, nil
	m.message = ""
	return cmd
}

// goldfishBind enables the goldfish board's keys that work now: a new or
// the same shuffle whenever no overlay is open (the quit question's n is
// "no": it comes first), undo at the end too, the best line while the
// player has a question. While the best line is open it has the screen
// below the table and the keys: it reports that.
func (m *Model) goldfishBind() bool {
	gf := m.gf
	if gf == nil {
		return false
	}
	k := &m.keys
	if gf.ask != "" {
		// The question has the keys: y deals, n or esc keeps the game.
		k.Yes.SetEnabled(true)
		k.No.SetEnabled(true)
		return true
	}
	k.New.SetEnabled(gf.cfg.NewSeed != nil)
	k.Replay.SetEnabled(true)
	if m.done != nil {
		k.Undo.SetEnabled(m.undo != nil)
		return false
	}
	if gf.best.open {
		k.Best.SetEnabled(true)
		k.Back.SetEnabled(true)
		m.bestScrollKeys()
		return true
	}
	// The key shows where the search answers: the position the turn's
	// line is searched from is one it does not refuse (bot.Refusal: the
	// player's own turn, from its start or action phase — not the set-up,
	// CR 4.1, nor a turn whose first question came in its end phase).
	k.Best.SetEnabled(gf.cfg.Best != nil && m.prompt() != nil && m.bestRefused() == nil)
	k.TheirTurn.SetEnabled(m.prompt() != nil && m.prompt().Kind == rules.AskPriority)
	return false
}

// goldfishKey handles the goldfish board's keys (after the overlays): n,
// R, b, and esc or b closing the best line. It reports whether it took the
// key.
func (m *Model) goldfishKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	gf := m.gf
	if gf == nil {
		return nil, false
	}
	k := m.keys
	if gf.ask != "" {
		ask := gf.ask
		switch {
		case key.Matches(msg, k.Yes):
			gf.ask = ""
			return m.deal(ask), true
		case key.Matches(msg, k.No):
			gf.ask = ""
		}
		return nil, true
	}
	switch {
	case key.Matches(msg, k.New), key.Matches(msg, k.Replay):
		ask := "n"
		if key.Matches(msg, k.Replay) {
			ask = "R"
		}
		if m.done == nil && m.undo != nil {
			// There is play to lose: ask first.
			gf.ask = ask
			return nil, true
		}
		return m.deal(ask), true
	case gf.best.open:
		// The best line has the keys: esc or b closes it, ↑↓ scroll
		// it.
		switch {
		case key.Matches(msg, k.Back, k.Best):
			gf.best.open = false
		case key.Matches(msg, k.Up):
			gf.best.page.vp.ScrollUp(1)
		case key.Matches(msg, k.Down):
			gf.best.page.vp.ScrollDown(1)
		}
		return nil, true
	case key.Matches(msg, k.Best):
		return m.bestKey(), true
	case key.Matches(msg, k.TheirTurn):
		// Nothing can happen on the goldfish's turn that an instant
		// answers, so the board does not stop there unless asked.
		gf.theirTurn = !gf.theirTurn
		m.br.theirTurn[gf.human()].Store(gf.theirTurn)
		m.message = m.say("gf.their-turn-off")
		if gf.theirTurn {
			m.message = m.say("gf.their-turn-on")
		}
		return nil, true
	case m.done != nil && key.Matches(msg, k.Undo):
		if m.undo == nil {
			return nil, true
		}
		m.undid = m.undoInfo
		m.done = nil
		return m.restart(m.undo), true
	}
	return nil, false
}

// Seed is the seed of the game on the board (a goldfish board's changes
// with n).
func (m *Model) Seed() uint64 {
	if m.gf == nil {
		return 0
	}
	return m.gf.seed
}

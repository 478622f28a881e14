package tui

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/lesson"
	"github.com/rathe-tcg/rathe/saves/scenario"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// scenarioFile parses a position written in the test (a scenario with
// no answers, whose expectation is the position itself).
func scenarioFile(t testing.TB, src string) *scenario.File {
	t.Helper()
	src = strings.Replace(src, "\n", "\nrules: 1.11.4\n", 1) + "expect:\np1.life: 20\n"
	f, err := scenario.Parse("test.scn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// scenarioBoard is a hot-seat board on a scenario's position, past its
// first hand-off.
func scenarioBoard(t *testing.T, f *scenario.File) *Model {
	t.Helper()
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	m := New(Config{Game: g, Lang: text.EN, NewGame: f.Game})
	t.Cleanup(m.Cancel)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	next(t, m, m.Init())
	if m.handoff {
		m.Update(keyMsg("enter"))
	}
	return m
}

// pickRow chooses the option whose label holds s and feeds the model the
// game's next message.
func pickRow(t *testing.T, m *Model, s string) {
	t.Helper()
	p := m.prompt()
	for i, r := range m.rows {
		if p != nil && r.opt >= 0 && strings.Contains(p.Options[r.opt].Label, s) {
			m.cursor = i
			_, cmd := m.Update(keyMsg("enter"))
			next(t, m, cmd)
			return
		}
	}
	t.Fatalf("no option %q on:\n%s", s, m.View())
}

// Terra plays Seeds of Strength and pitches Burgeoning; the board passes
// for her (her own layer) and for Aurora (no stop of hers there), the
// card resolves, and Terra is asked again. The board's passes are no
// one's answers: u takes her back to the play, the hand as it was.
func TestUndoThroughTheBoardsPasses(t *testing.T) {
	f := scenarioFile(t, `scenario: undo through the board's passes
turn: p1
p1.hero: Terra
p1.hand: Seeds of Strength (yellow), Burgeoning (blue), Autumn's Touch (blue), Bracken Rap (red)
p2.hero: Aurora
p2.hand: Lightning Press (blue), Photon Rush (blue)
`)
	m := scenarioBoard(t, f)
	before, hand := m.Game().Hash(), handNames(m)
	pickRow(t, m, "Seeds of Strength")
	if p := m.prompt(); p == nil || p.Kind != rules.AskPitch {
		t.Fatalf("after playing Seeds of Strength: %v, want the pitch question", m.prompt())
	}
	pickRow(t, m, "Burgeoning")
	p := m.prompt()
	if p == nil || p.Kind != rules.AskPriority || p.Player != 0 || m.handoff {
		t.Fatalf("after the pitch: %v (hand-off %v), want Terra's priority again", p, m.handoff)
	}
	if strings.Contains(handNames(m), "Seeds of Strength") {
		t.Fatal("Seeds of Strength still in hand: it did not resolve")
	}
	_, cmd := m.Update(keyMsg("u"))
	if cmd == nil {
		t.Fatalf("u refused: %q", m.message)
	}
	next(t, m, cmd)
	if m.handoff {
		m.Update(keyMsg("enter"))
	}
	if got := handNames(m); got != hand || m.Game().Hash() != before {
		t.Errorf("after undo: hand %q (want %q), same state %v", got, hand, m.Game().Hash() == before)
	}
	if !strings.Contains(m.message, "undone") {
		t.Errorf("undo said %q", m.message)
	}
}

// In hot-seat the player who just moved may take it back on the hand-off
// screen, until the next player answers a question shown to them.
func TestUndoOnTheHandoffScreen(t *testing.T) {
	f := scenarioFile(t, `scenario: undo on the hand-off screen
turn: p1
p1.hero: Terra
p1.hand: Bracken Rap (red), Burgeoning (blue), Autumn's Touch (blue)
p2.hero: Aurora
p2.hand: Lightning Press (blue), Photon Rush (blue)
`)
	m := scenarioBoard(t, f)
	before := m.Game().Hash()
	pickRow(t, m, "Bracken Rap")
	for m.prompt() != nil && m.prompt().Player == 0 && m.prompt().Kind != rules.AskPriority {
		_, cmd := m.Update(keyMsg("enter"))
		next(t, m, cmd)
	}
	if p := m.prompt(); p == nil || p.Player != 1 || !m.handoff {
		t.Fatalf("after Terra's attack: %v (hand-off %v), want the hand-off to Aurora", p, m.handoff)
	}
	_, cmd := m.Update(keyMsg("u"))
	if cmd == nil {
		t.Fatalf("u on the hand-off refused: %s", m.View())
	}
	next(t, m, cmd)
	if p := m.prompt(); p == nil || p.Player != 0 || m.handoff || m.Game().Hash() != before {
		t.Fatalf("after u on the hand-off: %v (hand-off %v), same state %v", p, m.handoff, m.Game().Hash() == before)
	}
	// Terra attacks again; Aurora defends with nothing. On the hand-off
	// back to Terra (her reaction step), u takes Aurora's defense back.
	pickRow(t, m, "Bracken Rap")
	for m.prompt() != nil && m.prompt().Player == 0 {
		_, cmd := m.Update(keyMsg("enter"))
		next(t, m, cmd)
	}
	m.Update(keyMsg("enter")) // the hand-off: Aurora takes the seat
	defend := m.Game().Hash()
	if p := m.prompt(); p == nil || p.Kind != rules.AskDefenders {
		t.Fatalf("Aurora is asked %v, want the defenders question", p)
	}
	_, cmd = m.Update(keyMsg("enter"))
	next(t, m, cmd)
	if p := m.prompt(); p == nil || p.Player != 0 || !m.handoff {
		t.Fatalf("after the defense: %v (hand-off %v), want the hand-off to Terra", p, m.handoff)
	}
	_, cmd = m.Update(keyMsg("u"))
	if cmd == nil {
		t.Fatalf("u on the hand-off did not take the defense back:\n%s", m.View())
	}
	next(t, m, cmd)
	if p := m.prompt(); p == nil || p.Kind != rules.AskDefenders || m.handoff || m.Game().Hash() != defend {
		t.Fatalf("after u: %v (hand-off %v), want Aurora's defenders question again", p, m.handoff)
	}
	// Once Terra has the seat and Aurora's answer is behind her, Terra's
	// own undo cannot take it back.
	_, cmd = m.Update(keyMsg("enter"))
	next(t, m, cmd)
	m.Update(keyMsg("enter")) // the hand-off: Terra
	if _, cmd := m.Update(keyMsg("u")); cmd != nil || !strings.Contains(m.message, "cannot undo") {
		t.Fatalf("Terra's u took back across Aurora's answer: %q", m.message)
	}
}

// A lesson's "Goal missed … u undoes your last choice" always works: lesson
// 4 starts at the defenders question, and u goes back to it.
func TestLessonMissedThenUndo(t *testing.T) {
	m, _ := lessonModel(t, 4, text.EN, 120, 40)
	start := m.Game().Hash()
	send(m, "enter")
	_, cmd := m.Update(keyMsg("enter")) // no defense
	next(t, m, cmd)
	if m.lesson.status != lesson.Missed || !strings.Contains(m.View(), "u undoes") {
		t.Fatalf("not a missed goal:\n%s", m.View())
	}
	_, cmd = m.Update(keyMsg("u"))
	if cmd == nil {
		t.Fatalf("u refused after the goal was missed: %q", m.message)
	}
	next(t, m, cmd)
	if p := m.prompt(); p == nil || p.Kind != rules.AskDefenders || m.Game().Hash() != start {
		t.Fatalf("after u: %v, want the defenders question again", p)
	}
	if m.lesson.status != lesson.Pending {
		t.Errorf("after u the lesson is %v, want pending", m.lesson.status)
	}
}

// askedAt is a question the board showed: who, what, and where.
type askedAt struct {
	Player     rules.Player
	Kind       rules.PromptKind
	Turn       int
	Phase      rules.Phase
	Step       rules.Step
	OnlyPass   bool
	StackDepth int
}

func (a askedAt) String() string {
	return fmt.Sprintf("T%d p%d %v phase %v step %v stack %d", a.Turn, a.Player+1, a.Kind, a.Phase, a.Step, a.StackDepth)
}

// handoffs plays f through the bridge with default stops: player 1
// attacks with the first attack in hand when it can, everyone else passes
// and defends with nothing; it returns the questions shown, in order,
// through turn 2.
func handoffs(t *testing.T, f *scenario.File) []askedAt {
	t.Helper()
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan tea.Msg)
	b := newBridge(g, text.EN, false, false, ch)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go b.run(ctx)
	var out []askedAt
	attacked := false
	for {
		msg, ok := (<-ch).(askMsg)
		if !ok {
			return out
		}
		s, p := msg.Snap, msg.Snap.Prompt
		if s.Turn > 2 {
			return out
		}
		_, only := onlyPass(&p.Prompt)
		out = append(out, askedAt{p.Player, p.Kind, s.Turn, s.PhaseCode, s.StepCode, only, len(s.Stack)})
		var a rules.Answer
		switch {
		case p.Kind == rules.AskPriority:
			id, _ := passOption(&p.Prompt)
			a = rules.Pick(id)
			for _, o := range p.Options {
				if !attacked && p.Player == 0 && o.Act == rules.ActPlay && o.Card != nil && o.Card.Power > 0 {
					a, attacked = rules.Pick(o.ID), true
					break
				}
			}
		case p.Min == 0:
		default:
			for _, o := range p.Options[:p.Min] {
				a.IDs = append(a.IDs, o.ID)
			}
		}
		msg.Reply <- a
	}
}

// Whether a player is handed the keyboard depends on what both players
// see and on their own stops, never on their cards: two games alike but
// for an instant in Aurora's hand (Sigil of Solace, which she could play
// at any step) in place of an attack (Photon Rush, which she could not)
// hand her the keyboard at the same moments, and where she holds nothing
// she can play she sees the question all the same.
func TestHandoffsDoNotTellTheHand(t *testing.T) {
	src := `scenario: the hand-offs of a turn
turn: p1
p1.hero: Terra
p1.hand: Bracken Rap (red), Burgeoning (blue), Autumn's Touch (blue)
p2.hero: Aurora
p2.hand: %s, Photon Rush (red)
`
	instant := handoffs(t, scenarioFile(t, fmt.Sprintf(src, "Sigil of Solace (blue)")))
	attack := handoffs(t, scenarioFile(t, fmt.Sprintf(src, "Photon Rush (blue)")))
	if len(instant) < 4 {
		t.Fatalf("too few questions to compare: %v", instant)
	}
	for i := range max(len(instant), len(attack)) {
		if i >= len(instant) || i >= len(attack) || instant[i].Player != attack[i].Player || instant[i].Turn != attack[i].Turn ||
			instant[i].Step != attack[i].Step || instant[i].Phase != attack[i].Phase {
			t.Fatalf("question %d differs:\nwith the instant %v\nwithout it      %v", i, instant[:min(i+1, len(instant))], attack[:min(i+1, len(attack))])
		}
	}
	honest, offered := false, false
	for i, a := range attack {
		if a.Player == 1 && a.Kind == rules.AskPriority && a.OnlyPass {
			honest = true
			if !instant[i].OnlyPass {
				offered = true
			}
		}
	}
	if !honest || !offered {
		t.Errorf("Aurora was never asked where she could only pass (%v), or never where the instant was offered (%v)", honest, offered)
	}
	for _, a := range instant {
		if a.Player == 1 && a.Turn == 1 && a.Kind == rules.AskPriority && a.Step != rules.StepReaction {
			t.Errorf("Aurora asked at %v: no default stop of hers there", a)
		}
	}
}

// bannerAsk is a priority question of player 0 on turn n, with an action
// to play.
func bannerAsk(turn int, passed int, reply chan rules.Answer) askMsg {
	p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPlay, rules.ActPass))
	s := testSnap(p)
	s.Turn, s.TurnPlayer, s.PhaseCode, s.StepCode, s.PassesEnd = turn, 0, rules.PhaseAction, rules.StepNone, true
	return askMsg{Snap: s, Reply: reply, Passed: passed}
}

// A turn starts with its banner, and keys left over from the screen before
// (here the same player's: the other player's whole turn was passed for
// them) never answer its first question; nor do keys that come at once
// after the board passed for the players.
func TestLeftoverKeysAtTheStartOfATurn(t *testing.T) {
	var clk manualClock
	m := newModel(Config{Lang: text.EN})
	m.now = clk.now
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	reply := make(chan rules.Answer, 1)
	m.Update(bannerAsk(1, 0, reply))
	clk.advance(time.Second)
	send(m, "enter") // the first hand-off
	clk.advance(time.Second)
	send(m, "p", "p")
	if _, ok := answered(t, reply); !ok {
		t.Fatal("turn 1: p p did not pass")
	}
	// The other player's turn went by without a question: the same
	// player's next turn, right after their last key.
	m.Update(bannerAsk(3, 6, reply))
	if !m.handoff || !strings.Contains(m.View(), "Turn 3") {
		t.Fatalf("no banner for turn 3:\n%s", m.View())
	}
	for _, k := range []string{"enter", "1", "p", "enter"} {
		clk.advance(50 * time.Millisecond)
		send(m, k)
	}
	if !m.handoff {
		t.Fatal("a leftover key closed the banner")
	}
	clk.advance(time.Second)
	send(m, "enter")
	if m.handoff {
		t.Fatal("enter a second after the banner did not close it")
	}
	clk.advance(100 * time.Millisecond)
	send(m, "enter", "1")
	if a, ok := answered(t, reply); ok {
		t.Fatalf("a key just after the banner answered %v", a)
	}
	clk.advance(time.Second)
	send(m, "1")
	wantIDs(t, reply, 100)
	// A run of the board's passes, the same turn: no banner, but keys
	// at once after the new screen are ignored.
	m.Update(bannerAsk(3, 2, reply))
	if m.handoff {
		t.Fatal("a banner within the turn")
	}
	clk.advance(100 * time.Millisecond)
	send(m, "1")
	if a, ok := answered(t, reply); ok {
		t.Fatalf("a key at once after the board's passes answered %v", a)
	}
	clk.advance(time.Second)
	send(m, "1")
	wantIDs(t, reply, 100)
}

// Passing in one's own action phase with an action point and something
// to play asks for a second key, naming what is playable (the prompt's
// options); any other key keeps the turn; --no-pass-confirm passes at once;
// without an action point there is nothing to confirm.
func TestPassInTheActionPhaseAsksTwice(t *testing.T) {
	mk := func(cfg Config, actions int) (*Model, chan rules.Answer) {
		p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPlay, rules.ActActivate, rules.ActPass))
		p.Options[0].Card = &board.Card{Name: "Flourish (yellow)"}
		p.Options[1].Card = &board.Card{Name: "Bracken Rap (red)"}
		s := testSnap(p)
		s.PhaseCode, s.StepCode, s.TurnPlayer, s.PassesEnd = rules.PhaseAction, rules.StepNone, 0, true
		s.Sides[0].Actions = actions
		m := newModel(cfg)
		m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
		reply := make(chan rules.Answer, 1)
		m.Update(askMsg{Snap: s, Reply: reply})
		m.Update(keyMsg("enter")) // the hand-off
		return m, reply
	}
	m, reply := mk(Config{Lang: text.EN}, 1)
	send(m, "p")
	if _, ok := answered(t, reply); ok {
		t.Fatal("one p ended the action phase with cards to play")
	}
	if !strings.Contains(m.message, "Flourish (yellow) and Bracken Rap (red)") {
		t.Errorf("the confirmation does not name what is playable: %q", m.message)
	}
	send(m, "down")
	send(m, "p")
	if _, ok := answered(t, reply); ok {
		t.Fatal("p after another key passed at once")
	}
	send(m, "p")
	wantIDs(t, reply, 102)
	// enter on the pass row, twice.
	m, reply = mk(Config{Lang: text.JA}, 1)
	m.cursor = 2
	send(m, "enter")
	if _, ok := answered(t, reply); ok {
		t.Fatal("enter on pass ended the action phase at once")
	}
	if !strings.Contains(m.message, "Flourish (yellow)、Bracken Rap (red)") {
		t.Errorf("the confirmation in Japanese: %q", m.message)
	}
	send(m, "enter")
	wantIDs(t, reply, 102)
	m, reply = mk(Config{Lang: text.EN, NoPassConfirm: true}, 1)
	send(m, "p")
	wantIDs(t, reply, 102)
	m, reply = mk(Config{Lang: text.EN}, 0)
	send(m, "p")
	wantIDs(t, reply, 102)
}

// At 80 columns the confirmation's one line is folded at its end: what the
// second key does comes first, so the fold can only take names off the
// list of playable cards, never the instruction.
func TestPassConfirmationReadsAt80Columns(t *testing.T) {
	for _, c := range []struct {
		lang text.Lang
		want string
	}{{text.EN, "pass again to end your action phase, any other key stays"}, {text.JA, "もう一度パスでアクションフェイズを終了、他のキーで続行"}} {
		p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPlay, rules.ActPlay, rules.ActPlay, rules.ActActivate, rules.ActPass))
		for i, n := range []string{"Log Fall (yellow)", "Log Fall (red)", "Flourish (blue)", "Redwood Hammer"} {
			p.Options[i].Card = &board.Card{Name: n}
		}
		s := testSnap(p)
		s.PhaseCode, s.StepCode, s.TurnPlayer, s.PassesEnd = rules.PhaseAction, rules.StepNone, 0, true
		s.Sides[0].Actions = 1
		m := newModel(Config{Lang: c.lang})
		m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		m.Update(askMsg{Snap: s, Reply: make(chan rules.Answer, 1)})
		m.Update(keyMsg("enter")) // the hand-off
		send(m, "p")
		if !strings.Contains(m.View(), c.want) {
			t.Errorf("%v: the confirmation's instruction is cut at 80 columns:\n%s", c.lang, m.View())
		}
	}
}

// On a goldfish board the player is never stopped on the goldfish's turn,
// though they hold instants they could play there (Aurora's Lightning
// Press and Cloud Cover): nothing happens there worth a stop, unless the
// player sets one.
func TestGoldfishTurnNoStopForAnInstant(t *testing.T) {
	// Seed 2 keeps Cloud Cover, an instant playable any time, into the
	// goldfish's turns (TestGoldfishTurnStopOnRequest stops there).
	gf := fishDeck(t, "1st-strike-aurora", 2)
	m := fishBoard(t, gf, text.EN, 120, 40)
	held := 0
	for m.done == nil && m.snap.Turn <= 12 {
		p := m.prompt()
		if p == nil {
			t.Fatal("no question")
		}
		if m.snap.TurnPlayer == gf.Player {
			t.Fatalf("turn %d, the goldfish's: the player was stopped (%v, step %v)", m.snap.Turn, p.Kind, m.snap.StepCode)
		}
		if h := handNames(m); strings.Contains(h, "Lightning Press") || strings.Contains(h, "Cloud Cover") {
			held++
		}
		// A lazy player: keeps the cards, passes (twice where asked).
		k := "enter"
		if p.Kind == rules.AskPriority {
			k = "p"
		}
		_, cmd := m.Update(keyMsg(k))
		if m.confirmPass {
			_, cmd = m.Update(keyMsg("p"))
		}
		next(t, m, cmd)
	}
	if held == 0 {
		t.Fatal("the player never held an instant: the test saw nothing")
	}
}

// The default stops fit the deck: a deck with attack reactions (Dorinthea)
// or an instant that targets an attack (Aurora's Lightning Press) stops at
// the reaction step of its own attacks, one without (Terra, whose instants
// prevent damage; Rhinar) does not; every deck stops at its action phase
// and at the
// reaction step of the other's attacks. A fact of the deck, so the same
// whatever the hand.
func TestDefaultStopsForTheDeck(t *testing.T) {
	for _, c := range []struct {
		deck string
		own  bool
	}{{"cb-dorinthea", true}, {"1st-strike-aurora", true}, {"1st-strike-terra", false}, {"cb-rhinar", false}} {
		d, err := decks.Load(c.deck)
		if err != nil {
			t.Fatal(err)
		}
		s := DefaultStops.ForDeck(d.Deck)
		if got := s&Stop(true, StopReaction) != 0; got != c.own {
			t.Errorf("%s: stop at its own reaction step %v, want %v", c.deck, got, c.own)
		}
		if s&Stop(true, StopAction) == 0 || s&Stop(false, StopReaction) == 0 {
			t.Errorf("%s: %v lacks the action phase or the defending reaction step", c.deck, s)
		}
	}
	if s, err := ParseStops("own-action, opp-reaction,layer"); err != nil || s.String() != "own-action,own-layer,opp-layer,opp-reaction" {
		t.Errorf("ParseStops: %v %v", s, err)
	}
	if _, err := ParseStops("own-lunch"); err == nil {
		t.Error("an unknown stop was read")
	}
}

// One p too many: a pass pressed within the hand-off guard of a new
// question in one's own action phase was meant for the question before
// (a reaction step passed with "p p"). It does not end the action phase,
// even with no action point left and only an instant to play: it asks,
// and the second key counts only once the question has been seen. After
// the guard, a pass without an action point goes through at once, as
// before; a lesson paces its own questions.
func TestPassAheadAsksFirst(t *testing.T) {
	var clk manualClock
	mk := func(actions int) (*Model, chan rules.Answer) {
		p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActActivate, rules.ActPass))
		p.Options[0].Card = &board.Card{Name: "Aurora"}
		s := testSnap(p)
		s.PhaseCode, s.StepCode, s.TurnPlayer, s.Turn, s.PassesEnd = rules.PhaseAction, rules.StepNone, 0, 1, true
		s.Sides[0].Actions = actions
		m := newModel(Config{Lang: text.EN, Goldfish: &Goldfish{Player: 1}})
		m.now = clk.now
		m.shownFor = 0 // the player's board, as a goldfish board is (wireGoldfish)
		m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
		reply := make(chan rules.Answer, 1)
		m.Update(askMsg{Snap: s, Reply: reply})
		return m, reply
	}
	for _, actions := range []int{0, 1} {
		m, reply := mk(actions)
		clk.advance(50 * time.Millisecond)
		send(m, "p")
		if _, ok := answered(t, reply); ok {
			t.Fatalf("%d action points: a p at once after the question ended the action phase", actions)
		}
		if !strings.Contains(m.message, "a new question") || !strings.Contains(m.message, "Aurora") {
			t.Errorf("the message says %q", m.message)
		}
		clk.advance(50 * time.Millisecond)
		send(m, "p")
		if _, ok := answered(t, reply); ok {
			t.Fatalf("%d action points: a second p pressed with the first passed", actions)
		}
		// Seen now: p confirms (the question said what it does).
		clk.advance(time.Second)
		send(m, "p")
		wantIDs(t, reply, 101)
	}
	m, reply := mk(0)
	clk.advance(time.Second)
	send(m, "p")
	wantIDs(t, reply, 101)
}

// g asks for a stop on the goldfish's turn: the player holding an instant
// is then asked there (and only where they can play something); g again
// and the board passes for them there again. The help line offers g at a
// priority question.
func TestGoldfishTurnStopOnRequest(t *testing.T) {
	// Seed 2 keeps Cloud Cover (an instant that can be played any time)
	// into the goldfish's turn.
	gf := fishDeck(t, "1st-strike-aurora", 2)
	m := fishBoard(t, gf, text.EN, 120, 40)
	lazy := func() {
		t.Helper()
		p := m.prompt()
		if p == nil {
			t.Fatal("no question")
		}
		k := "enter"
		if p.Kind == rules.AskPriority {
			k = "p"
		}
		_, cmd := m.Update(keyMsg(k))
		if m.confirmPass {
			_, cmd = m.Update(keyMsg("p"))
		}
		next(t, m, cmd)
	}
	for m.prompt().Kind != rules.AskPriority {
		lazy()
	}
	if line := lastLine(m.View()); !strings.Contains(line, "g stop its turn") && !strings.Contains(line, "g its turn") {
		t.Errorf("the help line lacks g:\n%s", lastLine(m.View()))
	}
	m.Update(keyMsg("g"))
	if !strings.Contains(m.message, "will stop on the goldfish's turn") {
		t.Errorf("g said %q", m.message)
	}
	stopped := 0
	for m.done == nil && m.snap.Turn <= 12 && stopped == 0 {
		if m.snap.TurnPlayer == gf.Player {
			stopped++
			if !strings.Contains(m.View(), "play Cloud Cover") {
				t.Errorf("stopped on the goldfish's turn without Cloud Cover to play:\n%s", m.View())
			}
			if p := m.prompt(); p.Kind != rules.AskPriority || len(p.Options) < 2 {
				t.Errorf("stopped on the goldfish's turn with nothing to play: %v", p)
			}
			break
		}
		lazy()
	}
	if stopped == 0 {
		t.Fatal("g asked, and the board never stopped on the goldfish's turn")
	}
	m.Update(keyMsg("g"))
	if !strings.Contains(m.message, "passes for you on the goldfish's turn again") {
		t.Errorf("g again said %q", m.message)
	}
	lazy()
	for m.done == nil && m.snap.Turn <= 16 {
		if m.snap.TurnPlayer == gf.Player {
			t.Fatalf("turn %d, the goldfish's: stopped after g was taken back", m.snap.Turn)
		}
		lazy()
	}
}

package tui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/rathe-tcg/rathe/internal/patience"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// probe is the board as the program runs it, telling the test each
// question it shows (its player and title) as it takes it.
type probe struct {
	m     *Model
	asked chan string
}

func (p probe) Init() tea.Cmd { return p.m.Init() }
func (p probe) View() string  { return p.m.View() }
func (p probe) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := p.m.Update(msg)
	if a, ok := msg.(askMsg); ok {
		p.asked <- a.Snap.Prompt.Title
	}
	return p, cmd
}

// nextAsked is the title of the next question the board takes.
func nextAsked(t *testing.T, asked chan string) string {
	t.Helper()
	select {
	case s := <-asked:
		return s
	case <-time.After(patience.Limit(20 * time.Second)):
		t.Fatal("no question came")
		return ""
	}
}

// Against the computer, Enter pressed over and over while it thinks (a
// key meant for the screen before, or a blind one) never answers the
// question that follows its move: keys before the question came find no
// question, and keys in the first 0.4 s after it (the hand-off guard: it
// was not yet read) are ignored and the board says so. Rhinar against
// Dorinthea (the computer), seed 3: Rhinar passes in turn 2, Dorinthea
// passes (it thinks), and Rhinar is asked to put a card into the arsenal
// (CR 4.4.2): the Enters meant for the pass would have put his first card
// there.
func TestKeysWhileTheComputerThinksAnswerNothing(t *testing.T) {
	var clk manualClock
	m := New(Config{Game: newGame(t, 3), Lang: text.EN, Bot: &Bot{Player: 1, Seed: 3}, NoPassConfirm: true})
	m.now = clk.now
	asked := make(chan string, 64)
	tm := teatest.NewTestModel(t, probe{m: m, asked: asked}, teatest.WithInitialTermSize(120, 40))
	// The two defences of turn 1 (none), read for a second each.
	for range 2 {
		if s := nextAsked(t, asked); !strings.Contains(s, "defend") {
			t.Fatalf("asked %q, want a defence", s)
		}
		clk.advance(time.Second)
		tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	}
	if s := nextAsked(t, asked); !strings.Contains(s, "priority") {
		t.Fatalf("asked %q, want priority", s)
	}
	clk.advance(time.Second)
	tm.Send(keyMsg("p"))
	// Enter after Enter while the computer thinks, the clock standing
	// still: the arsenal question comes among them.
	stop := make(chan struct{})
	go func() {
		for {
			select {
			case <-stop:
				return
			default:
				tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
				time.Sleep(time.Millisecond)
			}
		}
	}()
	s := nextAsked(t, asked)
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	close(stop)
	if !strings.Contains(s, "arsenal") {
		t.Fatalf("asked %q, want the arsenal", s)
	}
	if err := tm.Quit(); err != nil {
		t.Fatal(err)
	}
	final := tm.FinalModel(t, teatest.WithFinalTimeout(patience.Limit(10*time.Second))).(probe).m
	p := final.prompt()
	if p == nil || p.Kind != rules.AskCards {
		t.Fatalf("an Enter sent before the arsenal question was read answered it (now %v)", p)
	}
	if !strings.Contains(final.message, "ignored") {
		t.Errorf("the board does not say the key was ignored: %q", final.message)
	}
}

// Hot-seat with open hands has no hand-off screen: a double Enter of one
// player, the second pressed as the other player's question comes, would
// answer it. A question that changes hands is guarded as one after the
// board's passes; the same player asked again is not (their own keys
// go on: a card played, then its pitch).
func TestOpenHandsOtherPlayersQuestionIsGuarded(t *testing.T) {
	var clk manualClock
	m := newModel(Config{Lang: text.EN, OpenHands: true})
	m.now = clk.now
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	prio := func(pl rules.Player) askMsg {
		p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: pl, Min: 1, Max: 1}, "", opts(rules.ActPlay, rules.ActPass))
		s := testSnap(p)
		s.Turn = 3
		m.bannerTurn = 3 // no turn banner: the turn goes on
		return askMsg{Snap: s, Reply: make(chan rules.Answer, 1)}
	}
	first := prio(0)
	m.Update(first)
	send(m, "1")
	wantIDs(t, first.Reply, 100)
	again := prio(0)
	m.Update(again)
	send(m, "1")
	wantIDs(t, again.Reply, 100)
	other := prio(1)
	m.Update(other)
	send(m, "1") // player 0's second key
	if a, ok := answered(t, other.Reply); ok {
		t.Fatalf("a key as player 2's question came answered it: %v", a)
	}
	if !strings.Contains(m.message, "1 ignored") {
		t.Errorf("the board does not say the key was ignored: %q", m.message)
	}
	clk.advance(DefaultHandoffGuard)
	send(m, "1")
	wantIDs(t, other.Reply, 100)
}

// An answering key pressed while the computer thinks finds no question:
// the board says it was not taken, once, in the player's language, and
// keys that answer nothing (the log) say nothing.
func TestKeyWhileTheComputerThinksIsSaid(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m := newModel(Config{Lang: lang, Bot: &Bot{Player: 1}})
		m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
		s := testSnap(ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPass)))
		s.Prompt = nil
		m.Update(thinkingMsg{Snap: s})
		thinking := m.message
		send(m, "l", "esc")
		if m.message != thinking {
			t.Errorf("%s: the log key changed the message: %q", lang, m.message)
		}
		send(m, "enter")
		want := map[text.Lang]string{text.EN: "enter ignored: no question yet", text.JA: "enterは無視しました"}[lang]
		if !strings.Contains(m.message, want) || !strings.HasPrefix(m.message, thinking) {
			t.Errorf("%s: enter while the computer thinks: message %q, want %q after %q", lang, m.message, want, thinking)
		}
		said := m.message
		send(m, "p")
		if m.message != said {
			t.Errorf("%s: said twice: %q", lang, m.message)
		}
	}
}

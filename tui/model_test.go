package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Update tests: the model is fed a question as the game would send it, then
// key messages, and the answer that reaches the reply channel is checked.

func keyMsg(s string) tea.KeyMsg {
	switch s {
	case "enter":
		return tea.KeyMsg{Type: tea.KeyEnter}
	case "up":
		return tea.KeyMsg{Type: tea.KeyUp}
	case "down":
		return tea.KeyMsg{Type: tea.KeyDown}
	case "esc":
		return tea.KeyMsg{Type: tea.KeyEsc}
	case "tab":
		return tea.KeyMsg{Type: tea.KeyTab}
	case " ":
		return tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
	case "backspace":
		return tea.KeyMsg{Type: tea.KeyBackspace}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}
}

func card(obj rules.ObjID, name string, color rules.Color) *board.Card {
	return &board.Card{Obj: obj, Name: name, Short: name, Color: color, Props: rules.HasCost | rules.HasDefense, Cost: 1, Defense: 3,
		TypeLine: "Generic Action", Text: []string{"Our own words for this card."}}
}

func testSnap(p *board.Prompt) *board.Snapshot {
	s := &board.Snapshot{Viewer: p.Player, Lang: text.EN, Turn: 2, TurnPlayer: 0, Phase: "action phase", Priority: p.Player, Prompt: p, Winner: rules.NoPlayer}
	s.Sides[0] = board.Side{Player: 0, Name: "Rhinar", Life: 20, Intellect: 4, HandShown: p.Player == 0, HandCount: 2,
		Hero: board.Card{Name: "Rhinar", Short: "Rhinar"}}
	s.Sides[1] = board.Side{Player: 1, Name: "Dorinthea", Life: 20, Intellect: 4, HandShown: p.Player == 1, HandCount: 3,
		Hero: board.Card{Name: "Dorinthea", Short: "Dorinthea"}}
	if p.Player == 0 {
		s.Sides[0].Hand = []board.Card{*card(10, "Bare Fangs (red)", rules.Red), *card(11, "Dodge (blue)", rules.Blue)}
	}
	return s
}

// newTestModel is a model with a question pending, past its hand-off.
func newTestModel(t *testing.T, p *board.Prompt) (*Model, chan rules.Answer) {
	t.Helper()
	m := newModel(Config{Lang: text.EN})
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	reply := make(chan rules.Answer, 1)
	m.Update(askMsg{Snap: testSnap(p), Reply: reply})
	if !m.handoff {
		t.Fatal("a new deciding player gets the hand-off screen first")
	}
	if v := m.View(); strings.Contains(v, "Bare Fangs") || !strings.Contains(v, "Pass to") {
		t.Fatalf("hand-off screen shows more than the hand-off:\n%s", v)
	}
	m.Update(keyMsg("enter"))
	if m.handoff {
		t.Fatal("enter leaves the hand-off screen")
	}
	return m, reply
}

func send(m *Model, keys ...string) {
	for _, k := range keys {
		m.Update(keyMsg(k))
	}
}

func answered(t *testing.T, reply chan rules.Answer) (rules.Answer, bool) {
	t.Helper()
	select {
	case a := <-reply:
		return a, true
	default:
		return rules.Answer{}, false
	}
}

func wantIDs(t *testing.T, reply chan rules.Answer, ids ...int32) {
	t.Helper()
	a, ok := answered(t, reply)
	if !ok {
		t.Fatalf("no answer, want %v", ids)
	}
	if len(a.IDs) != len(ids) {
		t.Fatalf("answer %v, want %v", a.IDs, ids)
	}
	for i := range ids {
		if a.IDs[i] != ids[i] {
			t.Fatalf("answer %v, want %v", a.IDs, ids)
		}
	}
}

// ask builds the board's prompt from the engine's (its shape, bounds and
// limits) and the options with their words: the board checks answers with
// the engine's own Check, so the two must agree.
func ask(rp rules.Prompt, title string, o []board.Option, blocked ...board.Blocked) *board.Prompt {
	rp.Options = nil
	for _, op := range o {
		rp.Options = append(rp.Options, op.Option)
	}
	return &board.Prompt{Prompt: rp, Title: title, Options: o, Blocked: blocked}
}

func opts(acts ...rules.Act) []board.Option {
	var out []board.Option
	for i, a := range acts {
		o := board.Option{Option: rules.Option{ID: int32(100 + i), Act: a}, Label: a.String()}
		if a == rules.ActPlay || a == rules.ActPitch || a == rules.ActCard {
			o.Card = card(rules.ObjID(10+i), "Card"+string(rune('A'+i))+" (red)", rules.Red)
			o.Label = a.String() + " " + o.Card.Name
		}
		out = append(out, o)
	}
	return out
}

func TestUpdatePriorityDigitArrowsEnterAndPass(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPass, rules.ActPlay, rules.ActPlay))
	// Pass is listed last: digits 1 and 2 are the two plays, 3 is pass.
	m, reply := newTestModel(t, p)
	send(m, "2")
	wantIDs(t, reply, 102)

	m, reply = newTestModel(t, p)
	send(m, "down", "enter")
	wantIDs(t, reply, 102)

	m, reply = newTestModel(t, p)
	send(m, "up", "enter") // wraps around to pass
	wantIDs(t, reply, 100)

	m, reply = newTestModel(t, p)
	send(m, "p")
	wantIDs(t, reply, 100)

	m, reply = newTestModel(t, p)
	send(m, "9")
	if _, ok := answered(t, reply); ok || !strings.Contains(m.message, "no option 9") {
		t.Errorf("digit beyond the options: message %q", m.message)
	}
}

func TestUpdateBlockedCardSaysWhy(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPass),
		board.Blocked{Label: "play Bare Fangs (red)", Reason: "no action point", Rule: "1.13.2", Card: card(10, "Bare Fangs (red)", rules.Red)})
	m, reply := newTestModel(t, p)
	v := m.View()
	if !strings.Contains(v, "play Bare Fangs (red): not now (no action point)") {
		t.Errorf("the blocked card is not listed with its reason:\n%s", v)
	}
	send(m, "down", "enter")
	if _, ok := answered(t, reply); ok {
		t.Fatal("choosing a blocked card answered the prompt")
	}
	if !strings.Contains(m.message, "no action point") || !strings.Contains(m.message, "CR 1.13.2") {
		t.Errorf("message %q does not say why", m.message)
	}
	if v := m.View(); m.card == nil || !strings.Contains(v, "Our own words for this card.") || !strings.Contains(v, "not now: no action point") {
		t.Errorf("enter on the blocked card does not show its text and why:\n%s", v)
	}
	send(m, "esc")
	if m.card != nil {
		t.Error("esc leaves the card text")
	}
	send(m, "i")
	if m.card == nil {
		t.Error("i on the highlighted card does not show its text")
	}
	send(m, "enter")
	if m.card != nil {
		t.Error("enter does not close the card text")
	}
}

func TestUpdatePitchShowsOwed(t *testing.T) {
	o := opts(rules.ActPitch, rules.ActPitch)
	o[0].Value, o[1].Value = 1, 3
	p := ask(rules.Prompt{Kind: rules.AskPitch, Shape: rules.ShapeOne, Player: 0, Owed: 2, Min: 1, Max: 1}, "Rhinar: pitch a card (2 still owed)", o)
	m, reply := newTestModel(t, p)
	if v := m.View(); !strings.Contains(v, "2 still owed") {
		t.Errorf("the pitch prompt does not say what is owed:\n%s", v)
	}
	send(m, "2")
	wantIDs(t, reply, 101)
}

func TestUpdateX(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskX, Shape: rules.ShapeNumber, Player: 0, XMin: 0, XMax: 3, Rule: rules.CRSub(5, 1, 3, 'a')}, "", nil)
	m, reply := newTestModel(t, p)
	if v := m.View(); !strings.Contains(v, "X (0–3)") {
		t.Errorf("the X field does not show its range:\n%s", v)
	}
	send(m, "backspace", "7", "enter")
	if _, ok := answered(t, reply); ok || !strings.Contains(m.message, "from 0 to 3") {
		t.Fatalf("X=7 out of range: message %q", m.message)
	}
	send(m, "backspace", "2", "enter")
	a, ok := answered(t, reply)
	if !ok || a.X != 2 {
		t.Fatalf("X answer %+v %v, want 2", a, ok)
	}
}

// ↑↓ step X, never past its range (CR 5.1.3a).
func TestUpdateXStepsWithArrows(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskX, Shape: rules.ShapeNumber, Player: 0, XMin: 0, XMax: 3, Rule: rules.CRSub(5, 1, 3, 'a')}, "", nil)
	m, reply := newTestModel(t, p)
	send(m, "up", "up", "up", "up", "down", "enter")
	a, ok := answered(t, reply)
	if !ok || a.X != 2 {
		t.Fatalf("X answer %+v %v, want 2 (0, up to the top 3, down one)", a, ok)
	}
	m, reply = newTestModel(t, p)
	send(m, "down", "enter")
	if a, ok := answered(t, reply); !ok || a.X != 0 {
		t.Fatalf("X answer %+v %v, want 0: down stops at the least X", a, ok)
	}
	if v := m.View(); strings.Contains(v, "X up/down") {
		t.Errorf("the X keys are still in the help after the answer:\n%s", v)
	}
}

func TestUpdateModesAndCardsToggleThenConfirm(t *testing.T) {
	for _, kind := range []rules.PromptKind{rules.AskModes, rules.AskCards} {
		p := ask(rules.Prompt{Kind: kind, Shape: rules.ShapeSubset, Player: 0, Min: 1, Max: 2}, "", opts(rules.ActMode, rules.ActMode, rules.ActMode))
		m, reply := newTestModel(t, p)
		send(m, "1", "3", "3", "2") // toggle 1, 3, 3 off again, 2
		if _, ok := answered(t, reply); ok {
			t.Fatalf("%s: toggling answered", kind)
		}
		send(m, "enter")
		wantIDs(t, reply, 100, 101)

		// A third of at most two is refused as it is toggled (the
		// engine's CheckPart), not when the answer is sent.
		m, reply = newTestModel(t, p)
		send(m, "1", "2", "3")
		if _, ok := answered(t, reply); ok || !strings.Contains(m.message, "choose 1 to 2") || len(m.picked) != 2 {
			t.Fatalf("%s: three of at most two: message %q, picked %v", kind, m.message, m.picked)
		}
		send(m, "enter")
		wantIDs(t, reply, 100, 101)
	}
}

func TestUpdateDefendersNoneAndDominate(t *testing.T) {
	o := opts(rules.ActCard, rules.ActCard, rules.ActCard)
	o[0].From, o[1].From, o[2].From = rules.PlaceHand, rules.PlaceHand, rules.PlaceEquipment
	p := ask(rules.Prompt{Kind: rules.AskDefenders, Shape: rules.ShapeSubset, Player: 1, Min: 0, Max: 3,
		Limits: []rules.Limit{{From: rules.PlaceHand, Max: 1, Reason: rules.ReasonDominate, Rule: rules.CR(8, 3, 4)}}}, "", o)
	m, reply := newTestModel(t, p)
	send(m, "enter")
	wantIDs(t, reply) // no defenders: an empty answer

	// The second card from hand is refused as it is toggled on.
	m, reply = newTestModel(t, p)
	send(m, " ", "down", " ")
	if _, ok := answered(t, reply); ok || !strings.Contains(m.message, "dominate") || len(m.picked) != 1 {
		t.Fatalf("two cards from hand under dominate: message %q, picked %v", m.message, m.picked)
	}
	send(m, "down", " ", "enter") // the equipment
	wantIDs(t, reply, 100, 102)
}

func TestUpdateOrder(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskOrder, Shape: rules.ShapeOrder, Player: 0, Min: 3, Max: 3}, "", opts(rules.ActCard, rules.ActCard, rules.ActCard))
	m, reply := newTestModel(t, p)
	send(m, "3", "1", "2")
	if v := m.View(); !strings.Contains(v, "[2]") {
		t.Errorf("the order is not shown:\n%s", v)
	}
	send(m, "enter")
	wantIDs(t, reply, 102, 100, 101)

	m, reply = newTestModel(t, p)
	send(m, "enter") // keeps the order as listed
	wantIDs(t, reply, 100, 101, 102)
}

func TestUpdateSingleChoiceKinds(t *testing.T) {
	for _, kind := range []rules.PromptKind{rules.AskTarget, rules.AskAttackTarget, rules.AskMay, rules.AskFirstPlayer} {
		acts := []rules.Act{rules.ActTarget, rules.ActTarget}
		switch kind {
		case rules.AskMay:
			acts = []rules.Act{rules.ActYes, rules.ActNo}
		case rules.AskFirstPlayer:
			acts = []rules.Act{rules.ActPlayer, rules.ActPlayer}
		}
		p := ask(rules.Prompt{Kind: kind, Shape: rules.ShapeOne, Player: 1, Min: 1, Max: 1}, "", opts(acts...))
		m, reply := newTestModel(t, p)
		send(m, "2")
		wantIDs(t, reply, 101)
	}
}

func TestUpdateQuitAsksFirst(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPass))
	m, reply := newTestModel(t, p)
	send(m, "q")
	if !m.confirmQuit || !strings.Contains(m.View(), "Quit the game?") {
		t.Fatal("q does not ask")
	}
	send(m, "n")
	if m.confirmQuit || m.quitting {
		t.Fatal("n does not go back")
	}
	send(m, "q")
	_, cmd := m.Update(keyMsg("y"))
	if !m.quitting || cmd == nil {
		t.Fatal("q then y does not quit")
	}
	if _, ok := cmd().(tea.QuitMsg); !ok {
		t.Error("q then y does not send tea.Quit")
	}
	if _, ok := answered(t, reply); ok {
		t.Error("quitting answered the prompt")
	}
}

func TestUpdateHelpLineShowsOnlyWorkingKeys(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskDefenders, Shape: rules.ShapeSubset, Player: 1, Min: 0, Max: 2}, "", opts(rules.ActCard, rules.ActCard))
	m, _ := newTestModel(t, p)
	line := m.helpLine()
	if strings.Contains(line, "pass") || !strings.Contains(line, "toggle") {
		t.Errorf("defending: help line %q", line)
	}
	m.Update(askMsg{Snap: testSnap(ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 1, Min: 1, Max: 1}, "", opts(rules.ActPass, rules.ActPlay))), Reply: make(chan rules.Answer, 1)})
	if m.handoff {
		t.Fatal("the same player deciding again gets no hand-off")
	}
	if line := m.helpLine(); !strings.Contains(line, "pass") || strings.Contains(line, "toggle") {
		t.Errorf("priority: help line %q", line)
	}
	send(m, "?")
	if !m.showHelp || !strings.Contains(m.View(), "stop at the next step") {
		t.Error("? does not show the full help")
	}
}

func TestTooSmall(t *testing.T) {
	m := newModel(Config{Lang: text.EN})
	m.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	if v := m.View(); !strings.Contains(v, "needs at least 80×24") {
		t.Errorf("too small: %q", v)
	}
}

// Keys typed fast reach the model together ("qy"); each counts.
func TestUpdateKeysArrivingTogether(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", opts(rules.ActPass))
	m, _ := newTestModel(t, p)
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("qy")})
	if !m.quitting {
		t.Error("q and y arriving in one message do not quit")
	}
}

// A question that may be declined (arsenal a card, CR 4.4.3b; a search,
// CR 8.5.19) offers "none", answered with no ids.
func TestUpdateMayChooseNone(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskCards, Shape: rules.ShapeSubset, Purpose: rules.PurposeArsenal, Player: 0, Min: 0, Max: 1, Rule: rules.CRSub(4, 4, 3, 'b')}, "", opts(rules.ActCard, rules.ActCard))
	m, reply := newTestModel(t, p)
	if v := m.View(); !strings.Contains(v, "3 none") {
		t.Fatalf("no way to decline:\n%s", v)
	}
	send(m, "3")
	wantIDs(t, reply)

	m, reply = newTestModel(t, p)
	send(m, "2")
	wantIDs(t, reply, 101)
}

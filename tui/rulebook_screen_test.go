package tui

import (
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A priority question whose options cite rules: play (CR 8.1.1), pass
// (CR 1.11.4), and a blocked play (CR 1.13.2).
func rulesPrompt() *board.Prompt {
	o := opts(rules.ActPlay, rules.ActPass)
	o[0].Rule, o[0].Explain = rules.CR(8, 1, 1), "play it: an action (CR 8.1.1)"
	o[1].Rule, o[1].Explain = rules.CR(1, 11, 4), "pass priority (CR 1.11.4)"
	return ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "Rhinar: you have priority", o,
		board.Blocked{Label: "play Dodge (blue)", Reason: "no action point", Rule: "1.13.2", Card: card(11, "Dodge (blue)", rules.Blue)})
}

func TestRulesKeyOpensTheHighlightedOptionsRule(t *testing.T) {
	m, reply := newTestModel(t, rulesPrompt())
	m.addLog([]logLine{{Text: [viewers]string{"T2 Rhinar's action phase (4.3.1)", "T2 Rhinar's action phase (4.3.1)", "T2 Rhinar's action phase (4.3.1)"}}})
	if h := m.helpLine(); !strings.Contains(h, "r rule") {
		t.Fatalf("the help line does not offer r: %q", h)
	}
	send(m, "r")
	if !m.rulesOpen || m.shown() != "8.1.1" {
		t.Fatalf("r on the play option: open %v, shown %v", m.rulesOpen, m.ruleTrail)
	}
	v := m.View()
	for _, want := range []string{"Rules in our words", "CR 8.1.1  Action", "action point", "Related rules", "On the screen now:", "4.3.1", "1.13.2", "1.11.4", "tab next rule"} {
		if !strings.Contains(v, want) {
			t.Errorf("the rulebook screen lacks %q:\n%s", want, v)
		}
	}
	// Every CR number on the screen is a link: the options', the
	// blocked action's, the log's.
	links := m.links(m)
	for _, n := range []string{"8.1.1", "1.11.4", "1.13.2", "4.3.1"} {
		if !slices.Contains(links, n) && n != m.shown() {
			t.Errorf("%s is on the screen but not among the links %v", n, links)
		}
	}
	// tab to the second link, enter opens it, esc comes back, esc closes.
	send(m, "tab")
	second := links[1]
	send(m, "enter")
	if m.shown() != second || len(m.ruleTrail) != 2 {
		t.Fatalf("enter on link 2 (%s): trail %v", second, m.ruleTrail)
	}
	send(m, "esc")
	if m.shown() != "8.1.1" {
		t.Fatalf("esc goes back to 8.1.1: trail %v", m.ruleTrail)
	}
	send(m, "esc")
	if m.rulesOpen {
		t.Fatal("esc on the first entry closes the screen")
	}
	if _, ok := answered(t, reply); ok {
		t.Fatal("reading the rules answered the question")
	}
	// The question is back, its keys working.
	send(m, "1")
	wantIDs(t, reply, 100)
}

func TestRulesKeyFollowsTheBlockedRowAndTheMessage(t *testing.T) {
	m, _ := newTestModel(t, rulesPrompt())
	send(m, "down", "down") // the blocked play
	send(m, "r")
	if !m.rulesOpen || m.shown() != "1.13.2" || !strings.Contains(m.View(), "CR 1.13.2  Action points") {
		t.Fatalf("r on the blocked row: trail %v\n%s", m.ruleTrail, m.View())
	}
	send(m, "r") // r closes it too
	if m.rulesOpen {
		t.Fatal("r closes the rulebook screen")
	}
	// A refusal on the message line comes first: its number is what the
	// player just read. A covered sub-rule says which entry explains it.
	m.message = "answer refused: two cards from hand against dominate (CR 8.3.4a)"
	send(m, "r")
	if v := m.View(); m.shown() != "8.3.4a" || !strings.Contains(v, "CR 8.3.4a is explained with CR 8.3.4.") || !strings.Contains(v, "CR 8.3.4  Dominate") {
		t.Fatalf("r with a refusal shown: trail %v\n%s", m.ruleTrail, v)
	}
}

func TestRulesKeyFallsBackToTheLog(t *testing.T) {
	o := opts(rules.ActPass)
	p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "", o)
	m, _ := newTestModel(t, p)
	if strings.Contains(m.helpLine(), "r rule") {
		t.Fatalf("no CR number anywhere, yet the help line offers r: %q", m.helpLine())
	}
	send(m, "r")
	if m.rulesOpen {
		t.Fatal("r opened with nothing to show")
	}
	m.addLog([]logLine{{Text: [viewers]string{"T2 Rhinar, Dorinthea pass (1.11.4)", "T2 Rhinar, Dorinthea pass (1.11.4)", "T2 Rhinar, Dorinthea pass (1.11.4)"}},
		{Text: [viewers]string{"T2 reaction step (7.4.1)", "T2 reaction step (7.4.1)", "T2 reaction step (7.4.1)"}}})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	send(m, "r")
	if !m.rulesOpen || m.shown() != "7.4.1" {
		t.Fatalf("r falls back to the last log line: %v", m.ruleTrail)
	}
	for i, l := range strings.Split(m.View(), "\n") {
		if w := len([]rune(l)); i >= 24 || w > 80 {
			t.Errorf("line %d (%d runes) does not fit 80×24: %q", i, w, l)
		}
	}
}

func TestRulesScreenInJapanese(t *testing.T) {
	m := newModel(Config{Lang: text.JA})
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	m.Update(askMsg{Snap: testSnap(rulesPrompt()), Reply: make(chan rules.Answer, 1)})
	send(m, "enter")
	send(m, "r")
	v := m.View()
	for _, want := range []string{"ルールを私たちの言葉で", "CR 8.1.1  アクション", "アクションポイント", "関連するルール"} {
		if !strings.Contains(v, want) {
			t.Errorf("lacks %q:\n%s", want, v)
		}
	}
	checkSize(t, "ja 120×40", v, 120, 40)
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	checkSize(t, "ja 80×24", m.View(), 80, 24)
}

// On the rulebook screen r closes the rulebook at once (esc goes back one
// rule): the help line says so, and says "r rule" again on the board.
func TestRulebookSaysRCloses(t *testing.T) {
	m, _ := newTestModel(t, rulesPrompt())
	send(m, "r")
	if h := m.helpLine(); !strings.Contains(h, "r close rules") || strings.Contains(h, "r rule ") {
		t.Errorf("on the rulebook the help line says %q", h)
	}
	send(m, "r")
	if m.rulesOpen {
		t.Fatal("r did not close the rulebook")
	}
	if h := m.helpLine(); !strings.Contains(h, "r rule") {
		t.Errorf("back on the board the help line says %q", h)
	}
}

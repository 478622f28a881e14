package tui

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/text"
)

// fishConfig is a goldfish board's set-up: the default deck, Rhinar,
// against the rules' goldfish with Blitz life; new seeds count up from
// 1000.
func fishConfig(t testing.TB, seed uint64) *Goldfish {
	return fishDeck(t, "cb-rhinar", seed)
}

// fishDeck is fishConfig with the embedded deck name.
func fishDeck(t testing.TB, name string, seed uint64) *Goldfish {
	next := uint64(1000)
	d, err := decks.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return &Goldfish{
		Player:  1,
		Decider: func() rules.Decider { return rules.GoldfishDecider },
		Deal: func(s uint64) (*rules.Game, error) {
			g, err := rules.New(rules.GoldfishSetup(s, d.Deck, rules.GoldfishLifeBlitz))
			if err == nil {
				g.MaxTurns = 200
			}
			return g, err
		},
		Seed:    seed,
		NewSeed: func() uint64 { next++; return next },
	}
}

// fishBoard opens a goldfish board at w×h and waits for its first
// question.
func fishBoard(t *testing.T, gf *Goldfish, lang text.Lang, w, h int) *Model {
	t.Helper()
	g, err := gf.Deal(gf.Seed)
	if err != nil {
		t.Fatal(err)
	}
	m := New(Config{Game: g, Lang: lang, Goldfish: gf})
	t.Cleanup(m.Cancel)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	next(t, m, m.Init())
	return m
}

// press sends a key and feeds the model what the game says next.
func press(t *testing.T, m *Model, k string) {
	t.Helper()
	_, cmd := m.Update(keyMsg(k))
	next(t, m, cmd)
}

// playOn answers the question on the board as an eager player would: the
// first card or ability it may use, else pass; any other question with
// enter (the first option, or the order as listed), a subset with its
// first options.
func playOn(t *testing.T, m *Model) {
	t.Helper()
	p := m.prompt()
	if p == nil {
		t.Fatal("no question on the board")
	}
	if p.Player != m.gf.human() {
		t.Fatalf("the goldfish's question was shown: %s", p.Title)
	}
	if m.handoff {
		t.Fatal("a hand-off screen on a goldfish board")
	}
	if p.Kind == rules.AskPriority {
		for i, r := range m.rows {
			if r.opt >= 0 && p.Options[r.opt].Act != rules.ActPass {
				m.cursor = i
				press(t, m, "enter")
				return
			}
		}
		press(t, m, "p")
		return
	}
	if p.Shape == rules.ShapeSubset && p.Max > 1 {
		for i := 0; i < p.Min; i++ {
			m.cursor = i
			m.Update(keyMsg(" "))
		}
	}
	press(t, m, "enter")
}

// playToTheEnd plays until the game ends.
func playToTheEnd(t *testing.T, m *Model) {
	t.Helper()
	for i := 0; m.done == nil; i++ {
		if i > 3000 {
			t.Fatal("the game did not end")
		}
		playOn(t, m)
	}
}

// A goldfish game ends when the goldfish's life reaches 0: the player
// wins, the panel names the turn, and the end screen says it with the
// keys that start again. No question of the goldfish's ever reached the
// screen (playOn checks each one), and there was no hand-off.
func TestGoldfishGameEndsWhenTheGoldfishDies(t *testing.T) {
	m := fishBoard(t, fishConfig(t, 5), text.EN, 80, 24)
	playToTheEnd(t, m)
	s, err, _ := m.Done()
	if err != nil {
		t.Fatal(err)
	}
	if s.Winner != m.gf.human() {
		t.Fatalf("winner %v, want the player", s.Winner)
	}
	pn := m.gf.panel
	if pn.Life > 0 || pn.Died != s.Turns {
		t.Errorf("panel: life %d, died on T%d; the game ended on T%d", pn.Life, pn.Died, s.Turns)
	}
	if life := m.Game().Omniscient().Life(1); life > 0 {
		t.Errorf("the goldfish has %d life at the end", life)
	}
	v := m.View()
	for _, want := range []string{"The goldfish is dead: turn T" + strconv.Itoa(s.Turns), "n new deal", "R replay"} {
		if !strings.Contains(v, want) {
			t.Errorf("end screen lacks %q:\n%s", want, v)
		}
	}
	help := lastLine(v)
	for _, want := range []string{"n new deal", "R replay", "u undo", "q quit"} {
		if !strings.Contains(help, want) {
			t.Errorf("end screen's help line %q lacks %q", help, want)
		}
	}
	// u from the end screen takes the last choice back: the game goes on.
	press(t, m, "u")
	if m.done != nil || m.prompt() == nil || m.snap.Turn != s.Turns || m.gf.panel.Life <= 0 {
		t.Fatalf("after undo at the end: over %v, T%d, goldfish life %d", m.done != nil, m.snap.Turn, m.gf.panel.Life)
	}
	playToTheEnd(t, m)
	if s2, _, _ := m.Done(); s2.Turns != s.Turns {
		t.Errorf("the same answers again ended on T%d, not T%d", s2.Turns, s.Turns)
	}
}

func lastLine(v string) string {
	lines := strings.Split(v, "\n")
	return lines[len(lines)-1]
}

// The panel's numbers are the log's: the same game played again from
// its record, every damage event to the goldfish summed by turn, gives
// the panel's turns and total, and the game's own count of damage dealt.
func TestGoldfishPanelMatchesTheLog(t *testing.T) {
	gf := fishConfig(t, 7)
	m := fishBoard(t, gf, text.EN, 120, 40)
	playToTheEnd(t, m)
	var answers []rules.Answer
	for _, s := range m.Record().File().Answers {
		a, err := saves.ParseAnswer(s)
		if err != nil {
			t.Fatal(err)
		}
		answers = append(answers, a)
	}
	g, _ := gf.Deal(gf.Seed)
	byTurn := map[int]int{}
	total := 0
	g.SetObserver(func(_ *rules.Game, e *rules.Event) {
		if e.Kind == rules.EvDamage && e.Player == gf.Player {
			byTurn[int(e.Turn)] += e.Amount
			total += e.Amount
		}
	})
	g.SetDecider(gf.Player, rules.GoldfishDecider)
	g.SetDecider(gf.Player.Opponent(), &rules.Replay{Answers: answers})
	if err := g.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	pn := m.gf.panel
	if pn.Total != total || total == 0 {
		t.Errorf("panel total %d, the log's damage events %d", pn.Total, total)
	}
	sum := 0
	for _, tt := range pn.Turns {
		if tt.Damage != byTurn[tt.Turn] {
			t.Errorf("T%d: panel %d, log %d", tt.Turn, tt.Damage, byTurn[tt.Turn])
		}
		sum += tt.Damage
	}
	if sum != total {
		t.Errorf("the panel's turns add up to %d, the log to %d", sum, total)
	}
	if s, _, _ := m.Done(); s.DamageDealt[gf.Player.Opponent()] != total {
		t.Errorf("the game counted %d damage dealt, the log %d", s.DamageDealt[gf.Player.Opponent()], total)
	}
	// The log's lines say the same damage, in words, turn by turn.
	lines := strings.Join(m.logs[m.viewer()], "\n")
	if !strings.Contains(lines, "damage") {
		t.Error("the log has no damage line")
	}
}

// Undo goes back without limit: question after question, across draws and
// the goldfish's turns, to the player's first priority question, each
// time to the very state the question was asked in.
func TestGoldfishUndoWithoutLimit(t *testing.T) {
	m := fishBoard(t, fishConfig(t, 9), text.EN, 80, 24)
	type asked struct {
		turn int
		hash uint64
	}
	var shown []asked
	for m.done == nil && m.snap.Turn < 6 {
		if p := m.prompt(); p.Kind == rules.AskPriority && len(p.Options) > 1 {
			shown = append(shown, asked{m.snap.Turn, m.Game().Hash()})
		}
		playOn(t, m)
	}
	if len(shown) < 3 || shown[len(shown)-1].turn == shown[0].turn {
		t.Fatalf("too short a game to undo across turns: %v", shown)
	}
	// Back from the question on the board to each shown priority question
	// before it, the latest first.
	for i := len(shown) - 1; i >= 0; i-- {
		if !m.keys.Undo.Enabled() {
			t.Fatalf("undo is off with %d questions to go back to", i+1)
		}
		press(t, m, "u")
		if got := m.Game().Hash(); got != shown[i].hash || m.snap.Turn != shown[i].turn {
			t.Fatalf("undo %d: T%d hash %x, want T%d %x", len(shown)-i, m.snap.Turn, got, shown[i].turn, shown[i].hash)
		}
		if m.done != nil || m.handoff {
			t.Fatal("undo ended the game or opened a hand-off")
		}
	}
	if m.undo != nil {
		t.Error("undo offered before the first answer")
	}
	// The panel follows the game back.
	if m.gf.panel.Total != 0 && shown[0].turn <= 2 {
		t.Errorf("panel total %d back at the first question", m.gf.panel.Total)
	}
}

// R deals the same shuffle again (the same first hand and state); n
// deals a new seed, unless the quit question is open, where n is "no".
func TestGoldfishNewAndSameShuffle(t *testing.T) {
	gf := fishConfig(t, 11)
	m := fishBoard(t, gf, text.EN, 80, 24)
	firstHash, firstHand := m.Game().Hash(), handNames(m)
	for i := 0; i < 6 && m.done == nil; i++ {
		playOn(t, m)
	}
	if !strings.Contains(m.help.ShortHelpView(m.keys.ShortHelp()), "R replay") {
		t.Error("the help line does not show R")
	}
	// R with play on the board asks first (the play would be dropped); n
	// keeps the game as it is, y deals.
	played := m.Game().Hash()
	m.Update(keyMsg("R"))
	if q := m.helpLine(); !strings.Contains(q, "same shuffle again?") || !strings.Contains(q, "y yes") {
		t.Fatalf("R with play on the board: help line %q, want the question", q)
	}
	m.Update(keyMsg("n"))
	if m.gf.ask != "" || m.Game().Hash() != played {
		t.Fatalf("n at the deal question: still asking %q, or the game changed", m.gf.ask)
	}
	if line := m.helpLine(); !strings.Contains(line, "R replay") && !strings.Contains(line, "R again") {
		t.Errorf("after n the help line is %q", m.helpLine())
	}
	m.Update(keyMsg("R"))
	press(t, m, "y")
	if m.Seed() != 11 || m.Game().Hash() != firstHash || handNames(m) != firstHand {
		t.Fatalf("R: seed %d, hand %q, want seed 11 and %q", m.Seed(), handNames(m), firstHand)
	}
	if !strings.Contains(m.message, "same shuffle") {
		t.Errorf("R says %q", m.message)
	}
	if m.gf.panel.Total != 0 || len(m.logs[m.viewer()]) == 0 {
		t.Errorf("R: panel total %d, log %d lines", m.gf.panel.Total, len(m.logs[m.viewer()]))
	}
	// n at the quit question answers it: no new deal.
	m.Update(keyMsg("q"))
	if !m.confirmQuit {
		t.Fatal("q did not ask")
	}
	if m.keys.New.Enabled() {
		t.Error("n is shown as a new shuffle while the quit question is open")
	}
	m.Update(keyMsg("n"))
	if m.confirmQuit || m.Seed() != 11 {
		t.Fatalf("n at the quit question: still asking %v, seed %d", m.confirmQuit, m.Seed())
	}
	// At the first question there is no play to drop: n deals at once.
	press(t, m, "n")
	if m.Seed() == 11 || m.Game().Hash() == firstHash {
		t.Fatalf("n kept seed %d", m.Seed())
	}
	if !strings.Contains(m.message, "new shuffle") {
		t.Errorf("n says %q", m.message)
	}
	// From the end screen too.
	playToTheEnd(t, m)
	seed := m.Seed()
	press(t, m, "R")
	if m.done != nil || m.Seed() != seed || m.prompt() == nil {
		t.Fatalf("R from the end: done %v, seed %d (want %d)", m.done != nil, m.Seed(), seed)
	}
}

func handNames(m *Model) string {
	me, _ := m.sides()
	var names []string
	for _, c := range m.snap.Sides[me].Hand {
		names = append(names, c.Name)
	}
	return strings.Join(names, ", ")
}

// The board fits the terminal, the panel readable beside the table at
// 80×24 and above the log at 120×40, in English and Japanese, on the
// question and on the end screen.
func TestGoldfishLayoutFits(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, size := range [][2]int{{80, 24}, {120, 40}, {100, 30}} {
			m := fishBoard(t, fishConfig(t, 13), lang, size[0], size[1])
			for i := 0; i < 5 && m.done == nil; i++ {
				playOn(t, m)
			}
			if m.done != nil {
				t.Fatal("the game ended too soon to see the board")
			}
			title := map[text.Lang]string{text.EN: "total ", text.JA: "合計 "}[lang]
			life := map[text.Lang]string{text.EN: "life ", text.JA: "ライフ "}[lang]
			check := func(what string, v string, want ...string) {
				t.Helper()
				lines := strings.Split(v, "\n")
				if len(lines) != size[1] {
					t.Errorf("%s %s %v: %d lines", lang, what, size, len(lines))
				}
				for i, l := range lines {
					if w := lipgloss.Width(l); w > size[0] {
						t.Errorf("%s %s %v: line %d is %d cells: %q", lang, what, size, i+1, w, l)
					}
				}
				for _, s := range want {
					if !strings.Contains(v, s) {
						t.Errorf("%s %s %v lacks %q:\n%s", lang, what, size, s, v)
					}
				}
			}
			check("board", m.View(), title, life)
			playToTheEnd(t, m)
			check("end", m.View())
		}
	}
}

// b searches the best line of the turn off the board's goroutine, from
// where the player's turn began: the board says it is thinking, then
// shows the line's damage beside the player's, and esc closes it.
func TestGoldfishBestLine(t *testing.T) {
	gf := fishConfig(t, 15)
	type seen struct {
		turn   int
		player rules.Player
		hand   int
	}
	var got []seen
	gf.Best = func(ctx context.Context, g *rules.Game) (BestLine, error) {
		got = append(got, seen{g.Omniscient().Turn(), g.Omniscient().Priority(), len(g.Omniscient().Zone(gf.Player.Opponent(), rules.ZoneHand))})
		return BestLine{Damage: 42, Steps: []string{"play Something (red)", "pitch Else (blue)"}, Searched: 7}, nil
	}
	m := fishBoard(t, gf, text.EN, 80, 24)
	turn := m.snap.Turn
	me, _ := m.sides()
	hand := len(m.snap.Sides[me].Hand)
	// Play a card first (its pitch question follows): the search still
	// starts from the turn's start.
	playOn(t, m)
	if m.prompt() == nil || m.snap.Turn != turn || m.prompt().Kind == rules.AskPriority {
		t.Fatal("no question after playing a card")
	}
	_, cmd := m.Update(keyMsg("b"))
	if cmd == nil || !m.gf.best.thinking {
		t.Fatal("b did not start a search")
	}
	if v := m.View(); !strings.Contains(v, "Searching the best line") {
		t.Errorf("no thinking state:\n%s", v)
	}
	m.Update(cmd())
	if len(got) != 1 || got[0] != (seen{turn, gf.Player.Opponent(), hand}) {
		t.Fatalf("searched from %+v, want T%d, the player's priority, %d cards in hand", got, turn, hand)
	}
	v := m.View()
	for _, want := range []string{"Best line of T" + strconv.Itoa(turn) + ": 42 damage", "play Something (red)", "best line T" + strconv.Itoa(turn) + ": 42"} {
		if !strings.Contains(v, want) {
			t.Errorf("best line screen lacks %q:\n%s", want, v)
		}
	}
	// A second b closes it; a third shows it again without searching.
	m.Update(keyMsg("b"))
	if m.gf.best.open {
		t.Fatal("b did not close the best line")
	}
	if _, cmd := m.Update(keyMsg("b")); cmd != nil || !m.gf.best.open {
		t.Error("the best line was searched again")
	}
	m.Update(keyMsg("esc"))
	if m.gf.best.open {
		t.Error("esc did not close the best line")
	}
}

// Colours carry meaning on the panel (the goldfish's life as on the
// table, the turn being played); without colour (NO_COLOR) not one escape
// sequence is drawn, and the words say the same.
func TestGoldfishPanelColours(t *testing.T) {
	for _, color := range []bool{true, false} {
		gf := fishConfig(t, 5)
		g, _ := gf.Deal(gf.Seed)
		m := New(Config{Game: g, Lang: text.EN, Goldfish: gf, Color: color})
		t.Cleanup(m.Cancel)
		m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		next(t, m, m.Init())
		for i := 0; i < 8 && m.done == nil; i++ {
			playOn(t, m)
		}
		panel := strings.Join(m.goldfishPanelLines(22, 13), "\n")
		life := m.st.Life(m.gf.panel.Life)
		if has := strings.Contains(panel, "\x1b["); has != color {
			t.Errorf("colour %v: escape sequences in the panel %v", color, has)
		}
		if !strings.Contains(panel, life) || !strings.Contains(panel, "◂ now") {
			t.Errorf("colour %v: the panel lacks the life %q or the turn being played:\n%s", color, life, panel)
		}
		if v := m.View(); !color && strings.Contains(v, "\x1b[") {
			t.Error("an escape sequence on a board without colour")
		}
	}
}

// The ? screen lists the goldfish board's keys, and fits 80×24.
func TestGoldfishHelpScreen(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m := fishBoard(t, fishConfig(t, 5), lang, 80, 24)
		m.Update(keyMsg("?"))
		v := m.View()
		for _, k := range []string{"b ", "n ", "R ", "u "} {
			found := false
			for _, l := range strings.Split(v, "\n") {
				if strings.HasPrefix(strings.TrimSpace(l), k) {
					found = true
				}
			}
			if !found {
				t.Errorf("%s: the ? screen lacks %q:\n%s", lang, k, v)
			}
		}
		if n := len(strings.Split(v, "\n")); n != 24 {
			t.Errorf("%s: %d lines", lang, n)
		}
	}
}

// The pace counts the player's turns that have ended, and the one being
// played once it has dealt damage; the goldfish dies, at that pace, on
// the player's turn that takes its life to 0 (every other turn of the
// game).
func TestGoldfishPace(t *testing.T) {
	mine := func(turn, dmg int) gfTurn { return gfTurn{Turn: turn, Damage: dmg, Mine: true} }
	for _, c := range []struct {
		name    string
		tally   gfTally
		perTurn float64
		dies    int
		ok      bool
	}{
		{"no damage yet", gfTally{Turns: []gfTurn{mine(1, 0)}, Life: 20, Current: 1}, 0, 0, false},
		{"the first turn dealt 6", gfTally{Turns: []gfTurn{mine(1, 6)}, Life: 14, Current: 1}, 6, 1 + 2*3, true},
		{"a turn just begun is not counted", gfTally{Turns: []gfTurn{mine(1, 6), mine(3, 0)}, Life: 14, Current: 3}, 6, 1 + 2*3, true},
		{"a turn with damage is", gfTally{Turns: []gfTurn{mine(1, 6), mine(3, 4)}, Life: 10, Current: 3}, 5, 3 + 2*2, true},
		{"an empty turn that ended counts", gfTally{Turns: []gfTurn{mine(1, 6), mine(3, 0), mine(5, 0)}, Life: 14, Current: 5}, 3, 3 + 2*5, true},
		{"the goldfish's own turns are not the player's", gfTally{Turns: []gfTurn{mine(2, 7), {Turn: 3}, mine(4, 7)}, Life: 6, Current: 4}, 7, 4 + 2*1, true},
		{"dead", gfTally{Turns: []gfTurn{mine(1, 10), mine(3, 10)}, Life: 0, Died: 3, Current: 3}, 10, 3, true},
	} {
		perTurn, dies, ok := c.tally.pace()
		if perTurn != c.perTurn || dies != c.dies || ok != c.ok {
			t.Errorf("%s: pace %.1f, dies T%d, %v; want %.1f, T%d, %v", c.name, perTurn, dies, ok, c.perTurn, c.dies, c.ok)
		}
	}
}

// With the bot's search (rules/bot), b gives a real line in words: some
// damage on the first turn of Rhinar's hand, its plays named ("play …"),
// in English and Japanese.
func TestGoldfishBestLineWithTheBot(t *testing.T) {
	for _, c := range []struct {
		lang text.Lang
		play string
	}{{text.EN, "play "}, {text.JA, "プレイ: "}} {
		gf := fishConfig(t, 3)
		gf.Best = BotBest(c.lang, 3)
		m := fishBoard(t, gf, c.lang, 120, 40)
		_, cmd := m.Update(keyMsg("b"))
		if cmd == nil {
			t.Fatal("b did not search")
		}
		m.Update(cmd())
		b := m.gf.best
		if b.err != nil || b.line == nil {
			t.Fatalf("%s: no line: %v", c.lang, b.err)
		}
		if b.line.Damage <= 0 || len(b.line.Steps) == 0 || !strings.HasPrefix(b.line.Steps[0], c.play) {
			t.Fatalf("%s: line %+v", c.lang, *b.line)
		}
		v := m.View()
		if !strings.Contains(v, b.line.Steps[0]) {
			t.Errorf("%s: the line is not on the screen:\n%s", c.lang, v)
		}
	}
}

// After an undo within the turn the panel keeps the best line's figure
// (the answers it was searched from stand), and the message says what the
// undo took back, not that the board passed through a turn; an undo to
// an earlier turn drops the line, searched from another start.
func TestGoldfishUndoKeepsTheBestLine(t *testing.T) {
	gf := fishConfig(t, 15)
	gf.Best = func(ctx context.Context, g *rules.Game) (BestLine, error) {
		return BestLine{Damage: 42, Steps: []string{"play Something (red)"}, Searched: 7}, nil
	}
	m := fishBoard(t, gf, text.EN, 80, 24)
	turn := m.snap.Turn
	_, cmd := m.Update(keyMsg("b"))
	m.Update(cmd())
	m.Update(keyMsg("esc"))
	playOn(t, m) // a card played: its pitch question follows
	if m.snap.Turn != turn || m.undo == nil {
		t.Fatalf("T%d, undo %v: nothing to undo in the turn", m.snap.Turn, m.undo != nil)
	}
	press(t, m, "u")
	want := "best line T" + strconv.Itoa(turn) + ": 42"
	if v := m.View(); !strings.Contains(v, want) || m.gf.best.line == nil {
		t.Errorf("after undo the panel lacks %q:\n%s", want, v)
	}
	if !strings.Contains(m.message, "undone") || strings.Contains(m.message, "passed through") {
		t.Errorf("after undo the message is %q", m.message)
	}
	// Back across the turn: the line was of another start.
	for m.done == nil && m.snap.Turn == turn {
		playOn(t, m)
	}
	for m.undo != nil && m.snap.Turn != turn {
		press(t, m, "u")
	}
	if m.snap.Turn == turn && m.gf.best.turn == turn && m.gf.best.start > len(m.undo) && m.gf.best.line != nil {
		t.Error("a line kept past the answers it was searched from")
	}
}

// An undo's message is the undo's: a count of turns the board passed
// through, met on the way back, is not said again over it.
func TestUndoSaysTheUndoNotTheWholeTurns(t *testing.T) {
	m := newModel(Config{Lang: text.EN})
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	s := bannerAsk(3, 0, make(chan rules.Answer, 1))
	s.WholeTurns = 1
	m.undone = true
	m.Update(s)
	if !strings.Contains(m.message, "undone") {
		t.Errorf("message %q, want the undo's", m.message)
	}
}

// CR 4.1.4 on the goldfish board: the first deal asks for the weapons and
// equipment (on the set the deck last started with), and later deals, new
// or the same, start with the set chosen without asking again; undo on
// the first deal still replays its answer.
func TestGoldfishEquipAskedOnce(t *testing.T) {
	gf := fishDeck(t, "1st-strike-aurora", 4)
	g, _ := gf.Deal(gf.Seed)
	mem := &fakeEquip{}
	m := New(Config{Game: g, Lang: text.EN, Goldfish: gf, Equipment: mem})
	t.Cleanup(m.Cancel)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	next(t, m, m.Init())
	p := m.prompt()
	if p == nil || p.Kind != rules.AskEquip || len(p.Options) < 2 {
		t.Fatalf("first question %v, want the equip question with a choice", p)
	}
	arena := func() []string {
		var out []string
		for _, o := range m.Game().Omniscient().Zone(m.gf.human(), rules.ZoneArena) {
			out = append(out, m.Game().Omniscient().Card(o).Key())
		}
		slices.Sort(out)
		return out
	}
	press(t, m, "2")
	chosen := arena()
	if len(mem.chosen) != 1 {
		t.Fatalf("the memory was told %v", mem.chosen)
	}
	playOn(t, m)
	press(t, m, "u")
	if p := m.prompt(); p == nil || p.Kind != rules.AskPriority || !slices.Equal(arena(), chosen) {
		t.Fatalf("after undo: %v, arena %v, want %v", p, arena(), chosen)
	}
	for _, k := range []string{"n", "y", "R"} {
		_, cmd := m.Update(keyMsg(k))
		if cmd == nil {
			continue // n asked first: y deals
		}
		next(t, m, cmd)
		if p := m.prompt(); p == nil || p.Kind == rules.AskEquip {
			t.Fatalf("after %s: %v, want the game begun with the set chosen", k, p)
		}
		if got := arena(); !slices.Equal(got, chosen) {
			t.Errorf("after %s: arena %v, want %v", k, got, chosen)
		}
	}
}

// The best line scrolls at any size: a line of twelve steps, some too
// long for a line, is read whole at 80×24 and 120×40 in both languages by
// ↓, the last line saying how many lines are left and the help line
// offering ↑↓; nothing is cut at the side.
func TestGoldfishBestLineScrolls(t *testing.T) {
	var steps []string
	for i := 1; i <= 12; i++ {
		s := "play Step" + strconv.Itoa(i) + " (red)"
		if i%4 == 0 {
			s += ", pitching Wrecker Romp (blue) and Titanium Bauble (blue) to pay for it, then attack the goldfish with it end" + strconv.Itoa(i)
		}
		steps = append(steps, s)
	}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			gf := fishConfig(t, 15)
			gf.Best = func(ctx context.Context, g *rules.Game) (BestLine, error) {
				return BestLine{Damage: 14, Steps: steps, Searched: 1800}, nil
			}
			m := fishBoard(t, gf, lang, size[0], size[1])
			_, cmd := m.Update(keyMsg("b"))
			m.Update(cmd())
			seen := ""
			for i := 0; i < 60; i++ {
				v := m.View()
				for _, l := range strings.Split(v, "\n") {
					if w := lipgloss.Width(l); w > size[0] {
						t.Fatalf("%v %v: a line %d wide: %q", lang, size, w, l)
					}
				}
				seen += ansi.Strip(v)
				if !m.gf.best.page.cut() || m.gf.best.page.below() == 0 {
					break
				}
				if !strings.Contains(lastLine(v), "↑↓") {
					t.Fatalf("%v %v: the help line does not offer ↑↓:\n%s", lang, size, v)
				}
				m.Update(keyMsg("down"))
			}
			flat := strings.Join(strings.Fields(seen), " ")
			for i := 1; i <= 12; i++ {
				want := "Step" + strconv.Itoa(i) + " (red)"
				if !strings.Contains(flat, want) {
					t.Errorf("%v %v: step %d never shown", lang, size, i)
				}
				if i%4 == 0 && !strings.Contains(flat, "end"+strconv.Itoa(i)) {
					t.Errorf("%v %v: step %d cut at its end", lang, size, i)
				}
			}
			if size[1] == 24 && m.gf.best.page.above() == 0 {
				t.Errorf("%v %v: twelve steps fit without scrolling: the test saw nothing", lang, size)
			}
		}
	}
}

// At the set-up's equipment question (turn 0, CR 4.1) there is no turn to
// search: b is not on the help line, and pressed it starts no search (the
// engine would refuse it, and the board showed its error).
func TestGoldfishBestNotBeforeTheFirstTurn(t *testing.T) {
	gf := fishDeck(t, "1st-strike-aurora", 3)
	searched := false
	gf.Best = func(ctx context.Context, g *rules.Game) (BestLine, error) {
		searched = true
		return BestLine{}, nil
	}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		g, _ := gf.Deal(gf.Seed)
		m := New(Config{Game: g, Lang: lang, Goldfish: gf, Equipment: &fakeEquip{}})
		t.Cleanup(m.Cancel)
		m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		next(t, m, m.Init())
		if p := m.prompt(); p == nil || p.Kind != rules.AskEquip || m.snap.Turn != 0 {
			t.Fatalf("first question %v at turn %d, want the equip question of the set-up", p, m.snap.Turn)
		}
		w := text.Words{Lang: lang}
		v := m.View()
		if help := v[strings.LastIndex(v, "\n")+1:]; strings.Contains(help, "b "+w.Say("key.gf-best")) {
			t.Errorf("%s: the help line offers b at the set-up: %q", lang, help)
		}
		if _, cmd := m.Update(keyMsg("b")); cmd != nil || m.gf.best.open || searched {
			t.Fatalf("%s: b at the set-up started a search", lang)
		}
		if strings.Contains(m.View(), "search") {
			t.Errorf("%s: b at the set-up says something of a search:\n%s", lang, m.View())
		}
	}
}

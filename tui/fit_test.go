package tui

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The sizes every screen is drawn at here: the smallest terminal the board
// takes, and the wide layout with the log in a column.
var fitSizes = [][2]int{{80, 24}, {120, 40}}

// fitScreens are real questions of seeded games, captured once per
// language: the action phase with a long list (options and actions that
// cannot be taken now), the defend step, and a question asked while a
// layer waits on the stack and a cost is paid (the rules panel's longest
// text).
var fitScreens = struct {
	once [2]sync.Once
	msgs [2]map[string]askMsg
}{}

func fitScreensIn(t *testing.T, lang text.Lang) map[string]askMsg {
	t.Helper()
	i := 0
	if lang == text.JA {
		i = 1
	}
	fitScreens.once[i].Do(func() {
		fitScreens.msgs[i] = map[string]askMsg{
			"actions": captureIn(t, lang, func(v rules.View, p *rules.Prompt) bool {
				return p.Kind == rules.AskPriority && v.Phase() == rules.PhaseAction && v.ChainOpen() &&
					v.Step() == rules.StepReaction && len(p.Options)+len(p.Blocked) >= 6
			}),
			"defend": captureIn(t, lang, func(v rules.View, p *rules.Prompt) bool {
				return p.Kind == rules.AskDefenders && len(p.Options) >= 4
			}),
			"explain": captureIn(t, lang, func(v rules.View, p *rules.Prompt) bool {
				return p.Kind == rules.AskPitch && len(v.Stack()) > 0 && !v.ChainOpen() && v.Phase() == rules.PhaseAction
			}),
		}
	})
	if fitScreens.msgs[i] == nil {
		t.Fatal("the positions were not captured")
	}
	return fitScreens.msgs[i]
}

// fitModel is a board of size w×h showing msg, past its hand-off.
func fitModel(msg askMsg, w, h int) *Model {
	m := newModel(Config{Lang: msg.Snap.Lang})
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	msg.Reply = make(chan rules.Answer, 1)
	m.Update(msg)
	m.Update(keyMsg("enter"))
	return m
}

// cutLine reports a line that ends in "…" (a box's border and the padding
// after it aside).
func cutLine(l string) bool {
	return strings.HasSuffix(strings.TrimRight(ansi.Strip(l), " │╮╯"), "…")
}

// checkFits fails on a screen with a line wider than w or other than h
// lines.
func checkFits(t *testing.T, name, v string, w, h int) []string {
	t.Helper()
	lines := strings.Split(v, "\n")
	if len(lines) != h {
		t.Errorf("%s: %d lines, want %d", name, len(lines), h)
	}
	for i, l := range lines {
		if n := lipgloss.Width(l); n > w {
			t.Errorf("%s: line %d is %d cells, wider than %d: %q", name, i+1, n, w, ansi.Strip(l))
		}
	}
	return lines
}

// helpItems splits a help line into its "key what" items: " • " between
// them in their own words, two spaces in their short words.
func helpItems(line string) []string {
	var out []string
	line = strings.TrimSpace(ansi.Strip(line))
	sep := " • "
	if !strings.Contains(line, sep) {
		sep = "  "
	}
	for _, it := range strings.Split(line, sep) {
		out = append(out, strings.TrimSpace(it))
	}
	return out
}

// The help line shows the keys that work now, each whole: at 80×24 it
// cannot hold them all even in their short words, so it shows the first
// that fit and "? more" for the rest, never a key cut in its middle with
// "…".
func TestHelpLineNeverCutsAKey(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for name, msg := range fitScreensIn(t, lang) {
			for _, sz := range fitSizes {
				id := fmt.Sprintf("%s %s %dx%d", name, lang, sz[0], sz[1])
				m := fitModel(msg, sz[0], sz[1])
				m.panelOn = true
				lines := checkFits(t, id, m.View(), sz[0], sz[1])
				last := lines[len(lines)-1]
				if cutLine(last) {
					t.Errorf("%s: the help line is cut: %q", id, ansi.Strip(last))
				}
				// A key in its own words or its short words.
				whole := map[string]bool{}
				var enabled int
				for _, b := range m.keys.ShortHelp() {
					if b.Enabled() {
						whole[b.Help().Key+" "+b.Help().Desc] = true
						for _, s := range m.shortWords([]key.Binding{b}) {
							whole[s.Help().Key+" "+s.Help().Desc] = true
						}
						enabled++
					}
				}
				more := "? " + m.say("key.help-more")
				items := helpItems(last)
				for _, it := range items {
					if !whole[it] && it != more {
						t.Errorf("%s: %q on the help line is not a whole key: %q", id, it, ansi.Strip(last))
					}
				}
				if shown := len(items); shown < enabled && items[shown-1] != more {
					t.Errorf("%s: %d of %d keys shown without \"%s\" last: %q", id, shown, enabled, more, ansi.Strip(last))
				}
				if sz[0] == 80 && len(items) == enabled {
					t.Errorf("%s: every key fits at 80 columns; the test shows nothing: %q", id, ansi.Strip(last))
				}
			}
		}
	}
}

// The ? screen is wrapped to the terminal, none of its lines cut; where
// it is longer than the terminal (80×24 in English) its last line says how many
// lines are hidden and ↓ scrolls down to the very last line of the text.
func TestHelpScreenScrollsToItsEnd(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		msg := fitScreensIn(t, lang)["actions"]
		words := text.Words{Lang: lang}
		// The end of the text: the last characters of its last note.
		end := words.Say("help.handoff")
		end = string([]rune(end)[len([]rune(end))-6:])
		for _, sz := range fitSizes {
			id := fmt.Sprintf("%s %dx%d", lang, sz[0], sz[1])
			m := fitModel(msg, sz[0], sz[1])
			send(m, "?")
			seen := false
			for step := 0; ; step++ {
				v := m.View()
				lines := checkFits(t, id, v, sz[0], sz[1])
				for _, l := range lines {
					if cutLine(l) {
						t.Errorf("%s: a line of the ? screen is cut: %q", id, ansi.Strip(l))
					}
				}
				if strings.Contains(strings.ReplaceAll(ansi.Strip(v), "\n", ""), end) {
					seen = true
					break
				}
				below := words.Say("pager.more-below", 0, "↓")
				below = below[:strings.Index(below, "0")]
				if !strings.Contains(v, below) || !strings.Contains(lines[len(lines)-1], "↑↓ "+words.Say("key.scroll")) {
					t.Fatalf("%s: the end of the text is not on the screen, and no marker or key says how to read it:\n%s", id, v)
				}
				if step > 40 {
					t.Fatalf("%s: ↓ does not reach the end of the text:\n%s", id, v)
				}
				send(m, "down")
			}
			if !seen {
				t.Errorf("%s: the end of the help text never shows", id)
			}
			if lang == text.EN && sz[1] == 24 && !m.helpScreen.page.cut() {
				t.Errorf("%s: the help text fits 24 lines; the test scrolls nothing", id)
			}
		}
	}
}

// lowerPart is the part of the screen below the table (the hand, the
// panel, the question, its options and the hint) and the help line, the
// log's column left out.
func lowerPart(m *Model, v string) []string {
	leftW := m.width
	if m.wide() {
		leftW -= m.logWidth()
	}
	boardH, tailH, _ := m.screenRows()
	lines := strings.Split(v, "\n")
	var out []string
	for _, l := range lines[boardH+tailH:] {
		out = append(out, ansi.Strip(ansi.Cut(l, 0, leftW)))
	}
	out[len(out)-1] = ansi.Strip(lines[len(lines)-1]) // the help line
	return out
}

// squeeze is s without spaces and line breaks: text wrapped on a screen
// compares with the text it was wrapped from.
func squeeze(s string) string {
	return strings.Join(strings.Fields(ansi.Strip(s)), "")
}

// The question, its options and the hint under them are wrapped, not cut:
// at every row of the list, the highlighted row and what it does are on
// the screen whole, and no other line below the table ends in "…" but a
// row the cursor reveals (↑↓, on the help line).
func TestOptionsAndHintsAreNotCut(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		for _, name := range []string{"actions", "defend"} {
			msg := fitScreensIn(t, lang)[name]
			for _, sz := range fitSizes {
				id := fmt.Sprintf("%s %s %dx%d", name, lang, sz[0], sz[1])
				m := fitModel(msg, sz[0], sz[1])
				p := m.snap.Prompt
				for i := range m.rows {
					v := m.View()
					checkFits(t, id, v, sz[0], sz[1])
					low := lowerPart(m, v)
					all := squeeze(strings.Join(low, "\n"))
					if hint := m.hintText(); !strings.Contains(all, squeeze(hint)) {
						t.Errorf("%s row %d: the hint %q is not whole on the screen:\n%s", id, i, hint, strings.Join(low, "\n"))
					}
					r := m.rows[i]
					label := m.say("row.none")
					switch {
					case r.opt >= 0:
						label = p.Options[r.opt].Label
					case r.blocked >= 0:
						label = p.Blocked[r.blocked].Label
					}
					if !strings.Contains(all, squeeze(label)) {
						t.Errorf("%s row %d: the highlighted row %q is not whole on the screen:\n%s", id, i, label, strings.Join(low, "\n"))
					}
					cut := 0
					for _, l := range low {
						if cutLine(l) {
							cut++
							if strings.HasPrefix(l, "› ") || !strings.HasPrefix(l, "  ") {
								t.Errorf("%s row %d: a line that is not a row of the list is cut: %q", id, i, l)
							}
						}
					}
					if cut > 0 && !strings.Contains(low[len(low)-1], "↑↓") {
						t.Errorf("%s row %d: rows are cut and ↑↓ is not on the help line: %q", id, i, low[len(low)-1])
					}
					send(m, "down")
				}
			}
		}
	}
}

// A list of options too long for their line (the order of triggers):
// drawn whole, wrapped, when the list fits so; else the highlighted one
// whole, and each of them whole once highlighted.
func TestLongOptionsWrap(t *testing.T) {
	long := "the delayed trigger of Alpha Rampage (red) — the cards it banished return to their owner's hand at the end of the turn"
	for _, n := range []int{2, 12} {
		acts := make([]rules.Act, n)
		for i := range acts {
			acts[i] = rules.ActMode
		}
		p := ask(rules.Prompt{Kind: rules.AskOrder, Shape: rules.ShapeOrder, Player: 0, Min: n, Max: n}, "order the triggers", opts(acts...))
		for i := range p.Options {
			p.Options[i].Label = fmt.Sprintf("%s %d", long, i+1)
		}
		m := fitModel(askMsg{Snap: testSnap(p)}, 80, 24)
		for i := range n {
			v := m.View()
			checkFits(t, "order", v, 80, 24)
			all := squeeze(strings.Join(lowerPart(m, v), "\n"))
			for j := range n {
				whole := strings.Contains(all, squeeze(p.Options[j].Label))
				if j == i && !whole || n == 2 && !whole {
					t.Errorf("%d options, row %d highlighted: option %d is not whole:\n%s", n, i+1, j+1, v)
				}
			}
			send(m, "down")
		}
	}
}

// e opens the rules panel, wrapped; at 80×24 its text (the where, the
// stack, the question, and what the highlighted option does) takes more
// lines than there are: the last says how many are left and e, on the
// help line as "read on", shows the next page, down to the end of the
// text; e then closes it.
func TestExplainPanelScrollsToItsEnd(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		words := text.Words{Lang: lang}
		msg := fitScreensIn(t, lang)["explain"]
		for _, sz := range fitSizes {
			id := fmt.Sprintf("%s %dx%d", lang, sz[0], sz[1])
			m := fitModel(msg, sz[0], sz[1])
			end := squeeze(m.hintText()) // the panel's last paragraph
			send(m, "e")
			pages := 0
			for {
				v := m.View()
				checkFits(t, id, v, sz[0], sz[1])
				low := lowerPart(m, v)
				for _, l := range low {
					if cutLine(l) {
						t.Errorf("%s: a line is cut: %q", id, l)
					}
				}
				if strings.Contains(squeeze(strings.Join(low, "\n")), end) {
					break
				}
				more := strings.TrimSpace(words.SayN("pager.more-below", m.panelPage.below(), m.panelPage.below(), "e"))
				if !strings.Contains(strings.Join(low, "\n"), more) || !strings.Contains(low[len(low)-1], "e "+words.Say("key.panel-more")) {
					t.Fatalf("%s: the end of the panel is not shown, and no %q or e on the help line:\n%s", id, more, v)
				}
				if pages++; pages > 10 {
					t.Fatalf("%s: e does not reach the end of the panel:\n%s", id, v)
				}
				send(m, "e")
			}
			if sz[1] == 24 && pages == 0 {
				t.Errorf("%s: the panel fits at 80×24; the test turns no page", id)
			}
			if line := m.helpLine(); !strings.Contains(line, "e "+words.Say("key.panel-close")) && !strings.Contains(line, "e "+words.Say("key.panel-close-short")) {
				t.Errorf("%s: at the end of the panel the help line does not say e closes it: %q", id, ansi.Strip(m.helpLine()))
			}
			if pages > 0 {
				// The last page says what is above in lines, as the
				// first says what is below, and the key back to the
				// top (E; e closes here): it said "↑ 2 more" (ja
				// "↑ ほか2件", items) with no key.
				v := m.View()
				above := m.panelPage.above()
				back := strings.TrimSpace(words.SayN("pager.more-above", above, above, "E"))
				if above == 0 || !strings.Contains(strings.Join(lowerPart(m, v), "\n"), back) {
					t.Errorf("%s: the last page does not say %q:\n%s", id, back, v)
				}
				// The help line names E where it has room (last); the
				// marker names it at every size.
				if line := ansi.Strip(m.helpLine()); sz[0] >= 120 && !strings.Contains(line, "E "+words.Say("key.panel-top")) {
					t.Errorf("%s: on the last page the help line lacks E: %q", id, line)
				}
				// The keys screen names E beside e.
				send(m, "?")
				if v := m.View(); !strings.Contains(v, "e, E") {
					t.Errorf("%s: the keys screen does not name E:\n%s", id, v)
				}
				send(m, "esc")
				send(m, "E")
				if !m.panelOn || m.panelPage.above() != 0 || !strings.Contains(m.View(), "* ") {
					t.Errorf("%s: E does not show the panel from its top (above %d):\n%s", id, m.panelPage.above(), m.View())
				}
				if strings.Contains(ansi.Strip(m.helpLine()), "E ") {
					t.Errorf("%s: at the top the help line still offers E: %q", id, ansi.Strip(m.helpLine()))
				}
				for range pages {
					send(m, "e")
				}
			}
			send(m, "e")
			if m.panelOn {
				t.Errorf("%s: e at the end of the panel does not close it", id)
			}
		}
	}
}

// The hand-off screen fits, in both languages and both sizes, with
// nothing cut.
func TestHandoffScreenFits(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		msg := fitScreensIn(t, lang)["actions"]
		for _, sz := range fitSizes {
			id := fmt.Sprintf("%s %dx%d", lang, sz[0], sz[1])
			m := newModel(Config{Lang: lang})
			m.Update(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
			msg.Reply = make(chan rules.Answer, 1)
			m.Update(msg)
			if !m.handoff {
				t.Fatalf("%s: no hand-off screen", id)
			}
			v := m.View()
			for _, l := range checkFits(t, id, v, sz[0], sz[1]) {
				if cutLine(l) {
					t.Errorf("%s: a line is cut: %q", id, ansi.Strip(l))
				}
			}
			if !strings.Contains(v, m.snap.Name(m.snap.Prompt.Player)) {
				t.Errorf("%s: the hand-off does not name the next player:\n%s", id, v)
			}
		}
	}
}

// A card's text (i) longer than the lines below the table scrolls: its
// last line says how many are hidden, ↑↓ is on the help line, and ↓
// reaches the text's last sentence.
func TestCardTextScrolls(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "Rhinar: you have priority", opts(rules.ActPlay, rules.ActPass))
	c := p.Options[0].Card
	for i := range 12 {
		c.Text = append(c.Text, fmt.Sprintf("Sentence %d of our own words for this card, long enough to wrap at eighty columns wide.", i+1))
	}
	m := fitModel(askMsg{Snap: testSnap(p)}, 80, 24)
	send(m, "i")
	for step := 0; ; step++ {
		v := m.View()
		checkFits(t, "card text", v, 80, 24)
		if strings.Contains(squeeze(v), squeeze(c.Text[11])) {
			if step == 0 {
				t.Errorf("the card's text fits; the test scrolls nothing")
			}
			break
		}
		low := lowerPart(m, v)
		if !strings.Contains(strings.Join(low, "\n"), "more lines (↓)") || !strings.Contains(low[len(low)-1], "↑↓ scroll") {
			t.Fatalf("the end of the card's text is not shown, and no marker or ↑↓ says how:\n%s", v)
		}
		if step > 40 {
			t.Fatalf("↓ does not reach the end of the card's text:\n%s", v)
		}
		send(m, "down")
	}
}

// A Japanese question is wrapped between its characters, not at its one
// space: the player's name stays on the line with the question.
func TestJapaneseQuestionWraps(t *testing.T) {
	title := "Terra: ピッチしたカードをデッキの下に置く順番を選択(最初に選んだものが先に下に置かれる)、そのあとでもう一度選びなおすこともできる"
	lines := titleLines(title, nil, 80, 3)
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "Terra: ピッチ") {
		t.Errorf("the question in %d lines, the first %q", len(lines), lines[0])
	}
	for _, l := range lines {
		if lipgloss.Width(l) > 80 {
			t.Errorf("%q is wider than 80 cells", l)
		}
	}
}

// wrapStyled keeps a coloured name's colour on both lines it is split
// over, and every character of the text, none wider than the width.
func TestWrapStyledKeepsColours(t *testing.T) {
	red := "\x1b[31m"
	s := "play " + red + "Flock of the Feather Walkers (red)\x1b[0m for its go again and its power, this turn"
	lines := wrapStyled(s, 24)
	if got, want := squeeze(strings.Join(lines, " ")), squeeze(s); got != want {
		t.Errorf("the text changed: %q, want %q", got, want)
	}
	coloured := 0
	for _, l := range lines {
		if lipgloss.Width(l) > 24 {
			t.Errorf("%q is wider than 24 cells", l)
		}
		if strings.Contains(l, red) {
			coloured++
		}
	}
	if coloured < 2 {
		t.Errorf("the name's colour is on %d lines, want the 2 it is split over: %q", coloured, lines)
	}
}

// Through whole games at 80×24 and 120×40, in both languages, with the
// rules panel open and shut: no line of the board ends in "…" without
// the key that shows the rest. A line of the table ends with "(tab)"
// (the card browser, which tab opens there); a row of the list is shown
// whole once highlighted (↑↓ on the help line).
func TestNothingCutWithoutAKey(t *testing.T) {
	for _, sz := range fitSizes {
		for _, lang := range []text.Lang{text.EN, text.JA} {
			id := fmt.Sprintf("%dx%d %s", sz[0], sz[1], lang)
			screens, marked := 0, 0
			check := func(m *Model, what string) {
				v := m.View()
				lines := strings.Split(v, "\n")
				help := ansi.Strip(lines[len(lines)-1])
				for i, l := range lines {
					plain := strings.TrimRight(ansi.Strip(l), " ")
					if strings.Contains(plain, "… (tab)") {
						marked++
						if !m.keys.Cards.Enabled() && what == "board" && m.prompt() != nil {
							t.Errorf("%s: %q says tab, and tab does nothing here", id, plain)
						}
					}
					if !cutLine(l) {
						continue
					}
					row := strings.HasPrefix(plain, "  ") && strings.Contains(help, "↑↓")
					if !row {
						t.Errorf("%s %s: line %d is cut with no key to read it: %q\n%s", id, what, i+1, plain, ansi.Strip(v))
						return
					}
				}
				screens++
			}
			playOnBoard(t, newGame(t, 3), lang, sz[0], sz[1], 3, func(m *Model, what string) {
				check(m, what)
				if what == "board" {
					m.panelOn = true
					check(m, "panel")
					m.panelOn = false
				}
			})
			if screens < 50 {
				t.Errorf("%s: %d screens looked at", id, screens)
			}
			if sz[1] == 24 && marked == 0 {
				t.Errorf("%s: no line of the table was cut; the test shows nothing", id)
			}
		}
	}
}

// The top card of a graveyard, named on the table (and cut there at
// 80 columns, "… (tab)"), is in the card browser tab opens.
func TestGraveyardTopInTheCardBrowser(t *testing.T) {
	p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 0, Min: 1, Max: 1}, "Rhinar: you have priority", opts(rules.ActPass))
	s := testSnap(p)
	s.Sides[1].GraveyardTop = card(40, "Sigil of Shelter (blue)", rules.Blue)
	s.Sides[1].Graveyard = 1
	m := fitModel(askMsg{Snap: s}, 80, 24)
	found := false
	for _, c := range m.visibleCards() {
		found = found || c.Name == "Sigil of Shelter (blue)"
	}
	if !found {
		t.Errorf("the other's graveyard top is not in the card browser")
	}
}

package tui

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/rathe-tcg/rathe/tui/text"
)

// keyMap holds every key of the board. Keys that do nothing in the
// current screen are disabled, so the help line shows only what works now
// (STYLE.md, gh-dash).
type keyMap struct {
	Choose   key.Binding // 1-9, 0: choose or toggle an option
	Up, Down key.Binding
	Enter    key.Binding
	Toggle   key.Binding
	Pass     key.Binding
	Undo     key.Binding
	Cards    key.Binding
	Info     key.Binding
	Stop     key.Binding
	Hold     key.Binding
	Log      key.Binding
	LogUp    key.Binding
	LogDown  key.Binding
	Back     key.Binding
	Help     key.Binding
	Quit     key.Binding
	Yes, No  key.Binding
	// The rulebook screen (r, tab between its links) and
	// the rules panel (e; E back to its top from a later page).
	Rules, NextRule, Panel, PanelTop key.Binding
	// In a lesson, ? gives a hint and R starts again
	// (lesson.go).
	Hint, Restart key.Binding
	// a goldfish board's keys (goldfish.go): a new shuffle, the
	// same shuffle again, the best line of the turn.
	New, Replay, Best key.Binding
	// TheirTurn toggles a stop on the goldfish's turn.
	TheirTurn key.Binding
	goldfish  bool // the help line puts them before the rest
	lesson    bool // the same for a lesson's keys
	// scrollFirst puts ↑↓ first on the help line: the best line
	// scrolls, and the keys that close it follow.
	scrollFirst bool
}

// board lists the bindings setKeys turns off before it enables those of
// the moment: every key but a lesson's own (Hint, Restart: lessonKeys).
// The one list, so that a key added to the map is not left on where a
// second list forgot it.
func (k *keyMap) board() []*key.Binding {
	return []*key.Binding{&k.Choose, &k.Up, &k.Down, &k.Enter, &k.Toggle, &k.Pass, &k.Undo, &k.Cards, &k.Info, &k.Stop, &k.Hold, &k.Log, &k.LogUp, &k.LogDown, &k.Back, &k.Help, &k.Quit, &k.Yes, &k.No,
		&k.Rules, &k.NextRule, &k.Panel, &k.PanelTop, &k.New, &k.Replay, &k.Best, &k.TheirTurn}
}

func newKeyMap(lang text.Lang) keyMap {
	w := text.Words{Lang: lang}
	return keyMap{
		Choose:  key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-9", w.Say("key.choose"))),
		Up:      key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑↓", w.Say("key.move"))),
		Down:    key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓", w.Say("key.move"))),
		Enter:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", w.Say("key.enter"))),
		Toggle:  key.NewBinding(key.WithKeys(" ", "x"), key.WithHelp("space", w.Say("key.toggle"))),
		Pass:    key.NewBinding(key.WithKeys("p"), key.WithHelp("p", w.Say("key.pass"))),
		Undo:    key.NewBinding(key.WithKeys("u"), key.WithHelp("u", w.Say("key.undo"))),
		Cards:   key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", w.Say("key.cards"))),
		Info:    key.NewBinding(key.WithKeys("i"), key.WithHelp("i", w.Say("key.text"))),
		Stop:    key.NewBinding(key.WithKeys("s"), key.WithHelp("s", w.Say("key.stop"))),
		Hold:    key.NewBinding(key.WithKeys("h"), key.WithHelp("h", w.Say("key.hold"))),
		Log:     key.NewBinding(key.WithKeys("l"), key.WithHelp("l", w.Say("key.log"))),
		LogUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup/dn", w.Say("key.log"))),
		LogDown: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", w.Say("key.scroll-log"))),
		Back:    key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", w.Say("key.back"))),
		Help:    key.NewBinding(key.WithKeys("?"), key.WithHelp("?", w.Say("key.help"))),
		Quit:    key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", w.Say("key.quit"))),
		Yes:     key.NewBinding(key.WithKeys("y"), key.WithHelp("y", w.Say("key.yes"))),
		No:      key.NewBinding(key.WithKeys("n", "esc"), key.WithHelp("n", w.Say("key.no"))),
		// The rulebook and the rules panel.
		Rules:    key.NewBinding(key.WithKeys("r"), key.WithHelp("r", w.Say("key.rules"))),
		NextRule: key.NewBinding(key.WithKeys("tab", "shift+tab"), key.WithHelp("tab", w.Say("key.next-rule"))),
		Panel:    key.NewBinding(key.WithKeys("e"), key.WithHelp("e", w.Say("key.panel"))),
		PanelTop: key.NewBinding(key.WithKeys("E"), key.WithHelp("E", w.Say("key.panel-top"))),
		// In a lesson only: a hint, and the lesson again.
		Hint:    key.NewBinding(key.WithKeys("?"), key.WithHelp("?", w.Say("key.hint")), key.WithDisabled()),
		Restart: key.NewBinding(key.WithKeys("R"), key.WithHelp("R", w.Say("key.restart")), key.WithDisabled()),
		// On a goldfish board only.
		New:       key.NewBinding(key.WithKeys("n"), key.WithHelp("n", w.Say("key.gf-new"))),
		Replay:    key.NewBinding(key.WithKeys("R"), key.WithHelp("R", w.Say("key.gf-replay"))),
		Best:      key.NewBinding(key.WithKeys("b"), key.WithHelp("b", w.Say("key.gf-best"))),
		TheirTurn: key.NewBinding(key.WithKeys("g"), key.WithHelp("g", w.Say("key.gf-their-turn"))),
	}
}

// ShortHelp is the help line: the enabled keys only (help.Model skips the
// disabled ones).
func (k keyMap) ShortHelp() []key.Binding {
	// The most needed first: a narrow help line is cut at its end.
	if k.scrollFirst {
		return []key.Binding{k.Up, k.Back, k.Best, k.New, k.Replay, k.Quit, k.Help}
	}
	if k.lesson {
		// A lesson's own keys (the hint, undo, start again, leave: its
		// intro names them) before space (the numbers toggle too),
		// moving and reading, which a narrow line leaves to f1.
		return []key.Binding{k.Yes, k.No, k.Hint, k.Choose, k.Enter, k.Pass, k.Undo, k.Restart, k.Quit, k.Toggle, k.Up, k.NextRule, k.Rules, k.Back, k.Help, k.Panel, k.Info, k.Cards, k.Log, k.LogUp}
	}
	if k.goldfish { // a goldfish board's keys before moving
		if k.Toggle.Enabled() {
			// Choosing several (defenders, pitch): enter confirms
			// them, which the numbers alone do not say; space
			// toggles as the numbers do.
			return []key.Binding{k.Yes, k.No, k.Choose, k.Enter, k.Undo, k.Back, k.Best, k.TheirTurn, k.New, k.Replay, k.Quit, k.Help, k.Toggle, k.Rules, k.Up, k.NextRule, k.Panel, k.Info, k.Cards, k.Log, k.LogUp}
		}
		return []key.Binding{k.Yes, k.No, k.Choose, k.Toggle, k.Pass, k.Undo, k.Back, k.Best, k.TheirTurn, k.New, k.Replay, k.Quit, k.Help, k.Rules, k.Up, k.Enter, k.NextRule, k.Panel, k.Info, k.Cards, k.Log, k.LogUp}
	}
	return []key.Binding{k.Yes, k.No, k.Hint, k.Choose, k.Up, k.Toggle, k.Enter, k.NextRule, k.Pass, k.Rules, k.Undo, k.Restart, k.Back, k.Quit, k.Help, k.Panel, k.Info, k.Cards, k.Log, k.LogUp}
}

// FullHelp is the `?` screen, by group.
func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Choose, k.Up, k.Toggle, k.Enter, k.Pass, k.Undo},
		{k.Cards, k.Info, k.Back, k.Log, k.LogUp},
		{k.Stop, k.Hold, k.Help, k.Quit},
		{k.Rules, k.NextRule, k.Panel, k.PanelTop},
	}
}

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
}

func newKeyMap(lang text.Lang) keyMap {
	w := text.Words{Lang: lang}
	return keyMap{
		Choose:  key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-9", w.Pick("choose", "選ぶ"))),
		Up:      key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑↓", w.Pick("move", "移動"))),
		Down:    key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓", w.Pick("move", "移動"))),
		Enter:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", w.Pick("choose", "決定"))),
		Toggle:  key.NewBinding(key.WithKeys(" ", "x"), key.WithHelp("space", w.Pick("toggle", "選択切替"))),
		Pass:    key.NewBinding(key.WithKeys("p"), key.WithHelp("p", w.Pick("pass", "パス"))),
		Undo:    key.NewBinding(key.WithKeys("u"), key.WithHelp("u", w.Pick("undo", "取り消し"))),
		Cards:   key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", w.Pick("cards", "カード一覧"))),
		Info:    key.NewBinding(key.WithKeys("i"), key.WithHelp("i", w.Pick("text", "テキスト"))),
		Stop:    key.NewBinding(key.WithKeys("s"), key.WithHelp("s", w.Pick("stop at next step", "次のステップで止まる"))),
		Hold:    key.NewBinding(key.WithKeys("h"), key.WithHelp("h", w.Pick("hold priority", "優先権を保持"))),
		Log:     key.NewBinding(key.WithKeys("l"), key.WithHelp("l", w.Pick("log", "ログ"))),
		LogUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup/dn", w.Pick("log", "ログ"))),
		LogDown: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", w.Pick("scroll log", "ログをスクロール"))),
		Back:    key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", w.Pick("back", "戻る"))),
		Help:    key.NewBinding(key.WithKeys("?"), key.WithHelp("?", w.Pick("help", "ヘルプ"))),
		Quit:    key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", w.Pick("quit", "終了"))),
		Yes:     key.NewBinding(key.WithKeys("y"), key.WithHelp("y", w.Pick("yes, quit", "はい、終了"))),
		No:      key.NewBinding(key.WithKeys("n", "esc"), key.WithHelp("n", w.Pick("no, go on", "いいえ、続ける"))),
	}
}

// ShortHelp is the help line: the enabled keys only (help.Model skips the
// disabled ones).
func (k keyMap) ShortHelp() []key.Binding {
	// The most needed first: a narrow help line is cut at its end.
	return []key.Binding{k.Yes, k.No, k.Choose, k.Up, k.Toggle, k.Enter, k.Pass, k.Undo, k.Back, k.Quit, k.Help, k.Info, k.Cards, k.Log, k.LogUp}
}

// FullHelp is the `?` screen, by group.
func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Choose, k.Up, k.Toggle, k.Enter, k.Pass, k.Undo},
		{k.Cards, k.Info, k.Back, k.Log, k.LogUp},
		{k.Stop, k.Hold, k.Help, k.Quit},
	}
}

package tui

import (
	"context"
	"fmt"
	"io"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/list"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/tui/text"
)

// MenuItem is one lesson of the `rathe learn` menu.
type MenuItem struct {
	Number int
	Title  string
	Done   bool
}

// menuItem is a MenuItem as the bubbles list shows it.
type menuItem struct {
	MenuItem
	w text.Words
}

func (i menuItem) Title() string {
	mark := "  "
	if i.Done {
		mark = "✓ "
	}
	return fmt.Sprintf("%s%2d. %s", mark, i.Number, sanitize(i.MenuItem.Title))
}

func (i menuItem) Description() string {
	if i.Done {
		return "    " + i.w.Say("learn.done")
	}
	return "    " + i.w.Say("learn.not-done")
}

func (i menuItem) FilterValue() string { return i.MenuItem.Title }

// LessonMenu is the menu of `rathe learn`: the lessons, done or not; enter
// chooses one, q or esc leaves.
type LessonMenu struct {
	list   list.Model
	chosen int
	w      text.Words
}

// NewLessonMenu lists items, the first lesson not done highlighted.
func NewLessonMenu(items []MenuItem, lang text.Lang, color bool) *LessonMenu {
	w := text.Words{Lang: lang}
	li := make([]list.Item, len(items))
	first := -1
	for i, it := range items {
		li[i] = menuItem{MenuItem: it, w: w}
		if first < 0 && !it.Done {
			first = i
		}
	}
	d := list.NewDefaultDelegate()
	if !color {
		d.Styles = list.DefaultItemStyles{}
	}
	l := list.New(li, d, MinWidth, MinHeight)
	l.Title = w.Say("learn.menu-title")
	l.SetShowStatusBar(false)
	l.SetFilteringEnabled(false)
	if !color {
		l.Styles = list.Styles{}
	}
	if first > 0 {
		l.Select(first)
	}
	menuWords(&l, w)
	return &LessonMenu{list: l, w: w}
}

// menuWords says the bubbles list's own words — its key help, filter
// prompt and item names — in the viewer's language.
func menuWords(l *list.Model, w text.Words) {
	k := &l.KeyMap
	for _, b := range []struct {
		b  *key.Binding
		id string
	}{
		{&k.CursorUp, "menu.up"}, {&k.CursorDown, "menu.down"},
		{&k.PrevPage, "menu.prev-page"}, {&k.NextPage, "menu.next-page"},
		{&k.GoToStart, "menu.start"}, {&k.GoToEnd, "menu.end"},
		{&k.Filter, "menu.filter"}, {&k.ClearFilter, "menu.clear-filter"},
		{&k.CancelWhileFiltering, "menu.cancel"}, {&k.AcceptWhileFiltering, "menu.apply-filter"},
		{&k.ShowFullHelp, "menu.more"}, {&k.CloseFullHelp, "menu.close-help"},
		{&k.Quit, "menu.quit"},
	} {
		b.b.SetHelp(b.b.Help().Key, w.Say(b.id))
	}
	choose := key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", w.Say("menu.choose")))
	l.AdditionalShortHelpKeys = func() []key.Binding { return []key.Binding{choose} }
	l.AdditionalFullHelpKeys = l.AdditionalShortHelpKeys
	l.FilterInput.Prompt = w.Say("menu.filter-prompt")
	l.SetStatusBarItemName(w.Say("menu.item"), w.Say("menu.items"))
}

func (m *LessonMenu) Init() tea.Cmd { return nil }

func (m *LessonMenu) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.list.SetSize(msg.Width, msg.Height)
		return m, nil
	case tea.KeyMsg:
		switch msg.String() {
		case "enter":
			if it, ok := m.list.SelectedItem().(menuItem); ok {
				m.chosen = it.Number
				return m, tea.Quit
			}
		case "q", "esc", "ctrl+c":
			return m, tea.Quit
		}
	}
	var cmd tea.Cmd
	m.list, cmd = m.list.Update(msg)
	return m, cmd
}

// View is the list; with no lessons, the list's own "No items." is
// replaced by words of the viewer's language.
func (m *LessonMenu) View() string {
	if len(m.list.Items()) == 0 {
		return m.list.Title + "\n\n" + m.w.Say("menu.no-items") + "\n"
	}
	return m.list.View()
}

// Chosen is the lesson chosen, or 0 when the menu was left.
func (m *LessonMenu) Chosen() int { return m.chosen }

// RunLessonMenu shows the menu on the terminal and returns the lesson
// chosen, or 0.
func RunLessonMenu(ctx context.Context, items []MenuItem, lang text.Lang, color bool, in io.Reader, out io.Writer) (int, error) {
	m := NewLessonMenu(items, lang, color)
	opts := []tea.ProgramOption{tea.WithAltScreen(), tea.WithContext(ctx)}
	if in != nil {
		opts = append(opts, tea.WithInput(in))
	}
	if out != nil {
		opts = append(opts, tea.WithOutput(out))
	}
	opts, susp := withSuspend(opts) // ctrl+z (suspend.go)
	p := tea.NewProgram(m, opts...)
	susp.start(p)
	defer susp.stop()
	if _, err := p.Run(); err != nil {
		return 0, err
	}
	return m.chosen, nil
}

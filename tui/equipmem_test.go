package tui

import (
	"context"
	"slices"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// fakeEquip remembers one set for player 1.
type fakeEquip struct {
	want   []string
	chosen [][]string
}

func (f *fakeEquip) Default(p rules.Player, sets [][]string) int {
	for i, s := range sets {
		if slices.Equal(s, f.want) {
			return i
		}
	}
	return -1
}

func (f *fakeEquip) Chosen(p rules.Player, set []string) { f.chosen = append(f.chosen, set) }

// CR 4.1.4: the equip question starts on the set remembered for the deck,
// and the set answered is told to the memory.
func TestEquipQuestionOffersTheRememberedSet(t *testing.T) {
	l, err := decks.Load("1st-strike-terra")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.New(rules.Setup{Seed: 1, Players: [2]rules.Deck{l.Deck, l.Deck}})
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan tea.Msg)
	b := newBridge(g, text.EN, false, false, ch)
	// The last set offered is the one remembered.
	probe := g.Clone()
	var sets [][]string
	d := rules.DeciderFunc(func(_ context.Context, _ rules.View, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskEquip && sets == nil {
			sets = equipKeys(probe, &p)
		}
		return rules.Answer{}, rules.ErrScriptDone
	})
	probe.SetDecider(0, d)
	probe.SetDecider(1, d)
	_ = probe.Run(context.Background())
	if len(sets) < 2 {
		t.Fatalf("the equip question offers %d sets", len(sets))
	}
	f := &fakeEquip{want: sets[len(sets)-1]}
	b.equip = f
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go b.run(ctx)
	msg := (<-ch).(askMsg)
	if msg.Snap.Prompt.Kind != rules.AskEquip || msg.Cursor != len(sets)-1 {
		t.Fatalf("%s question, cursor %d; want the equip question on row %d", msg.Snap.Prompt.Kind, msg.Cursor, len(sets)-1)
	}
	m := newModel(Config{Lang: text.EN})
	m.ask(msg)
	if m.cursor != len(sets)-1 {
		t.Errorf("the board's cursor is on row %d, want %d", m.cursor, len(sets)-1)
	}
	msg.Reply <- rules.Pick(msg.Snap.Prompt.Options[0].ID)
	<-ch // the next question
	if len(f.chosen) != 1 || !slices.Equal(f.chosen[0], sets[0]) {
		t.Errorf("the memory was told %q, want %q", f.chosen, sets[0])
	}
}

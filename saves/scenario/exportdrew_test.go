package scenario

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// A position exported after its player drew a card this turn says that the
// file does not hold the draw: "if you've drawn a card this turn" reads
// false from it (CR 8.5.6). Kassai's sword attacks cost 1 less once she has
// drawn; a scenario of hh-victor v hh-kassai, seed 64, turn 7, written after
// Draw Swords drew her a card, offered Cintari Saber at 1 (not payable)
// where the game offered it at 0, and said nothing of it: `rathe bot move`
// could not reproduce the bot's pass there.
func TestExportSaysADrawIsNotHeld(t *testing.T) {
	src := `scenario: a draw this turn
rules: 8.5.6
turn: p2 3
phase: action

p1.hero: Victor Goldmane
p1.deck: Thunk (red), Wallop (yellow)

p2.hero: Kassai
p2.arena: Cintari Saber
p2.hand: Draw Swords (blue), Agile Engagement (blue)
p2.deck: Rising Speed (red), Trade In (red)

expect:
p2.life: 20
`
	g := runUntilStop(t, "d.scn", src, "Kassai never drew", func(g *rules.Game, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskPriority && g.Omniscient().Stats(1).Drew {
			return rules.Answer{}, errStop // Kassai drew, and has priority again
		}
		for _, o := range p.Options {
			if o.Act == rules.ActPlay && g.Omniscient().Card(o.Obj).Name == "Draw Swords" {
				return rules.Pick(o.ID), nil
			}
		}
		if p.Shape == rules.ShapeSubset && p.Min == 0 {
			return rules.Answer{}, nil
		}
		return rules.Pick(p.Options[0].ID), nil
	})
	data, err := Export(g, "after the draw")
	if err != nil {
		t.Fatal(err)
	}
	if want := "p2 drew a card this turn"; !strings.Contains(string(data), want) {
		t.Errorf("the export does not say %q:\n%s", want, data)
	}
}

var errStop = errors.New("stop")

// runUntilStop builds the scenario src (file name) and runs it, both
// players answering with decide, until decide returns errStop; not
// stopping is fatal (never: what the test waited for did not happen).
func runUntilStop(t *testing.T, name, src, never string, decide func(g *rules.Game, p rules.Prompt) (rules.Answer, error)) *rules.Game {
	t.Helper()
	f, err := Parse(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	d := rules.DeciderFunc(func(_ context.Context, _ rules.View, p rules.Prompt) (rules.Answer, error) { return decide(g, p) })
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	if err := g.Run(context.Background()); !errors.Is(err, errStop) {
		t.Fatalf("%s: %v", never, err)
	}
	return g
}

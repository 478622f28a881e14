package scenario

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// firstPrompt is the first question of a clone of g, as text: each option
// and each blocked action with its reason.
func firstPrompt(g *rules.Game) []string {
	c := g.Clone()
	c.SetObserver(nil)
	var out []string
	d := rules.DeciderFunc(func(_ context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		for _, o := range p.Options {
			out = append(out, fmt.Sprintf("%v %s", o.Act, cardKey(v.Card(o.Obj))))
		}
		for _, b := range p.Blocked {
			out = append(out, fmt.Sprintf("%v %s: %v", b.Act, cardKey(v.Card(b.Obj)), b.Reason))
		}
		return rules.Answer{}, errStop
	})
	c.SetDecider(0, d)
	c.SetDecider(1, d)
	_ = c.Run(context.Background())
	return out
}

// playFirst answers as a player who plays (or activates) the first card
// whose name is in names, says yes to every "may", defends with nothing
// and otherwise passes.
func playFirst(g *rules.Game, p rules.Prompt, names ...string) (rules.Answer, error) {
	v := g.Omniscient()
	for _, o := range p.Options {
		if (o.Act == rules.ActPlay || o.Act == rules.ActActivate) && slices.Contains(names, v.Card(o.Obj).Name) {
			return rules.Pick(o.ID), nil
		}
	}
	if p.Kind == rules.AskMay {
		for _, o := range p.Options {
			if o.Act == rules.ActYes {
				return rules.Pick(o.ID), nil
			}
		}
	}
	return declineOrPass(p), nil
}

// declineOrPass answers as a player with nothing to do: an empty choice
// where none may be taken (defends with nothing), else a pass, else the
// first option.
func declineOrPass(p rules.Prompt) rules.Answer {
	if p.Shape == rules.ShapeSubset && p.Min == 0 {
		return rules.Answer{}
	}
	for _, o := range p.Options {
		if o.Act == rules.ActPass {
			return rules.Pick(o.ID)
		}
	}
	return rules.Pick(p.Options[0].ID)
}

// exportBack exports g and builds the file back.
func exportBack(t *testing.T, g *rules.Game) (string, *rules.Game) {
	t.Helper()
	data, err := Export(g, "held")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse("back.scn", data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	g2, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	return string(data), g2
}

// A weapon that attacked this turn, the chain closed since, may not attack
// again (once per turn, CR 5.2.1a); a scenario does not hold that it did,
// and built back it may. The file says so, and that the turn's attacks are
// not held. The hash cannot tell: it is the same position as written.
func TestExportSaysAWeaponWasUsed(t *testing.T) {
	src := `scenario: the Saber attacked
rules: 5.2.1a
turn: p1 2
phase: action

p1.hero: Kassai
p1.arena: Cintari Saber
p1.hand: Dodge (blue), Dodge (blue)
p1.deck: Dodge (blue)

p2.hero: Goldfish

expect:
p1.life: 20
`
	attacked := false
	g := runUntilStop(t, "saber.scn", src, "the Saber never attacked", func(g *rules.Game, p rules.Prompt) (rules.Answer, error) {
		v := g.Omniscient()
		if p.Kind == rules.AskPriority && len(v.Chain()) > 0 {
			attacked = true
		}
		if p.Kind == rules.AskPriority && attacked && len(v.Chain()) == 0 && len(v.Stack()) == 0 {
			return rules.Answer{}, errStop
		}
		return playFirst(g, p, "Cintari Saber")
	})
	data, g2 := exportBack(t, g)
	used := "Cintari Saber: once-per-turn"
	if got := firstPrompt(g); !slices.Contains(got, "activate "+used) {
		t.Fatalf("the game does not block the Saber as used: %q", got)
	}
	if got := firstPrompt(g2); slices.Contains(got, "activate "+used) {
		t.Fatalf("built back, the Saber is blocked as used (the file holds it now?): %q", got)
	}
	for _, want := range []string{fmt.Sprintf(usedNotHeld, "p1", "Cintari Saber"), "attacks 1 (the file: 0)"} {
		if !strings.Contains(data, want) {
			t.Errorf("the export does not say %q:\n%s", want, data)
		}
	}
	if PositionHash(g) != PositionHash(g2) {
		t.Errorf("the hash tells the two apart: then Differs says it, not this note")
	}
}

// An intimidated card (CR 8.5.10) lies banished face down and returns to
// its owner's hand at the end phase. A scenario writes the banished zone
// face up and holds no return: the file says both.
func TestExportSaysIntimidateIsNotHeld(t *testing.T) {
	src := `scenario: intimidated
rules: 8.5.10
turn: p1 2
phase: action

p1.hero: Rhinar
p1.hand: Awakening Bellow (red), Titanium Bauble (blue)
p1.deck: Dodge (blue)

p2.hero: Dorinthea
p2.hand: Dodge (blue), Toughen Up (blue)

expect:
p1.life: 20
`
	g := runUntilStop(t, "bellow.scn", src, "nothing was intimidated", func(g *rules.Game, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskPriority && len(g.Omniscient().Zone(1, rules.ZoneBanished)) > 0 {
			return rules.Answer{}, errStop
		}
		return playFirst(g, p, "Awakening Bellow")
	})
	data, g2 := exportBack(t, g)
	if faceDown(g.Omniscient(), 1) != 1 || faceDown(g2.Omniscient(), 1) != 0 {
		t.Fatalf("face down: the game %d, built back %d; want 1 and 0", faceDown(g.Omniscient(), 1), faceDown(g2.Omniscient(), 1))
	}
	for _, want := range []string{fmt.Sprintf(downNotHeld, "p2", 1), "return of Awakening Bellow (red)", "intimidated true (the file: false)"} {
		if !strings.Contains(data, want) {
			t.Errorf("the export does not say %q:\n%s", want, data)
		}
	}
}

// A wager in force on the active chain link (CR 8.5.46) is not rebuilt
// from a scenario: the game's attack makes its prize as the link
// resolves, the file's makes none. The file says the wager waits in the
// game and not in it.
func TestExportSaysAWagerIsNotHeld(t *testing.T) {
	src := `scenario: a wager in force
rules: 8.5.46
turn: p1 2
phase: action

p1.hero: Olympia
p1.hand: Wage Vigor (red), Titanium Bauble (blue), Titanium Bauble (blue)
p1.deck: Dodge (blue)

p2.hero: Goldfish

expect:
p1.life: 20
`
	g := runUntilStop(t, "wager.scn", src, "no wager was made", func(g *rules.Game, p rules.Prompt) (rules.Answer, error) {
		if p.Kind == rules.AskPriority && slices.ContainsFunc(g.Omniscient().Waiting(0), func(w rules.Waiting) bool { return w.Kind == rules.WaitWager }) {
			if ok, _ := Exportable(g); ok {
				return rules.Answer{}, errStop
			}
		}
		return playFirst(g, p, "Wage Vigor")
	})
	data, g2 := exportBack(t, g)
	if want := "wager of Wage Vigor (red) (CR 8.5.46)"; !strings.Contains(data, want) {
		t.Errorf("the export does not say %q:\n%s", want, data)
	}
	// What it changes: the game's link, resolving, makes a Vigor; the
	// file's makes none.
	closed := func(g *rules.Game) []string {
		c := g.Clone()
		c.SetObserver(nil)
		runUntil(t, c, func(g *rules.Game, p rules.Prompt) bool {
			return p.Kind == rules.AskPriority && len(g.Omniscient().Chain()) == 0
		})
		return arenaTokens(c, 0)
	}
	if a, b := closed(g), closed(g2); !slices.Contains(a, "Vigor (token)") || slices.Contains(b, "Vigor (token)") {
		t.Errorf("after the link: the game's arena %v, the file's %v; want a Vigor in the game's only", a, b)
	}
}

// runUntil plays g, both players passing (playFirst of nothing), until
// stop holds at a prompt.
func runUntil(t *testing.T, g *rules.Game, stop func(*rules.Game, rules.Prompt) bool) {
	t.Helper()
	d := rules.DeciderFunc(func(_ context.Context, _ rules.View, p rules.Prompt) (rules.Answer, error) {
		if stop(g, p) {
			return rules.Answer{}, errStop
		}
		return playFirst(g, p)
	})
	g.SetDecider(0, d)
	g.SetDecider(1, d)
	if err := g.Run(context.Background()); err != errStop {
		t.Fatalf("never stopped: %v", err)
	}
}

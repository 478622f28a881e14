package board

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
	"github.com/rathe-tcg/rathe/tui/text"
)

var errTaken = errors.New("taken")

// snapAt builds the scenario's position and takes the snapshot viewer sees
// at the first question asked of them.
func snapAt(t *testing.T, src string, viewer rules.Player, lang text.Lang) *Snapshot {
	t.Helper()
	f, err := scenario.Parse("truth.scn", []byte(src+"\nanswers:\nexpect:\np1.life: 20\n"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	var s *Snapshot
	for p := rules.Player(0); p < 2; p++ {
		g.SetDecider(p, rules.DeciderFunc(func(_ context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
			if pr.Player != viewer {
				return rules.Answer{}, errors.New("asked the other player first")
			}
			s = Take(v, lang, &pr)
			return rules.Answer{}, errTaken
		}))
	}
	if err := g.Run(context.Background()); !errors.Is(err, errTaken) {
		t.Fatalf("no question for the viewer: %v", err)
	}
	return s
}

func handCard(t *testing.T, sd *Side, name string) *Card {
	t.Helper()
	for i := range sd.Hand {
		if sd.Hand[i].Name == name {
			return &sd.Hand[i]
		}
	}
	t.Fatalf("no %s in hand", name)
	return nil
}

// Every layout and language, plain: what each must show.
func renders(t *testing.T, s *Snapshot, want ...string) {
	t.Helper()
	for _, size := range [][2]int{{80, 13}, {118, 24}, {160, 33}} {
		out := Render(s, size[0], size[1], NewStyles(false))
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("%s %d×%d: %q missing:\n%s", s.Lang, size[0], size[1], w, out)
			}
		}
	}
}

// The hand shows what a card would attack with if played now, as the
// engine forecasts it: Crackling under Sizzle's "next Lightning attack
// +3" and lightning flow (CR 8.4.16: another Sizzle, a Lightning card, is
// played and on the stack) attacks for 7, not its printed 3; the waiting
// effect is on Aurora's side, a prevention on Terra's.
func TestBoardForecastsCrackling(t *testing.T) {
	pos := `scenario: Crackling after Sizzle
rules: 8.4.16
turn: p1 3
p1.hero: Aurora
p1.hand: Crackling (red), Fry (red)
p1.resolved: Sizzle (red)
p1.resources: 3
p1.actions: 2
p2.hero: Terra
p2.resolved: Sigil of Shelter (yellow)
stack: p1 Sizzle (yellow)
priority: p1
`
	s := snapAt(t, pos, 0, text.EN)
	c := handCard(t, &s.Sides[0], "Crackling (red)")
	if c.Power != 3 || !c.Forecasted || c.Forecast.Power != 7 {
		t.Fatalf("Crackling: power %d, forecast %+v; want 3 → 7", c.Power, c.Forecast)
	}
	if got := c.Stats(); got != "c0 3p → 7p 3d" {
		t.Errorf("stats %q, want %q", got, "c0 3p → 7p 3d")
	}
	if got := NewStyles(false).Stats(c); !strings.Contains(got, "3p → 7p") {
		t.Errorf("styled stats %q lack the forecast", got)
	}
	renders(t, s, "waiting: next Elemental or Lightning attack +3p (Sizzle (red))",
		"prevent 2 of the next damage (Sigil of Shelter (yellow))")
	ja := snapAt(t, pos, 0, text.JA)
	renders(t, ja, "(Sizzle (red))", "(Sigil of Shelter (yellow))", "待機中の効果")
}

// A weapon shows what its next attack would have (Sharpen Steel and
// Visit the Blacksmith wait for it); once it attacks, the chain link
// shows the power the engine uses with the printed one beside it.
func TestBoardDawnbladeAfterSharpenSteel(t *testing.T) {
	pos := `scenario: Dawnblade after Sharpen Steel
rules: 1.8.10
turn: p1 3
p1.hero: Dorinthea
p1.arena: Dawnblade, Resplendent
p1.resolved: Sharpen Steel (red), Visit the Blacksmith (blue)
p1.resources: 3
p2.hero: Rhinar
`
	s := snapAt(t, pos, 0, text.EN)
	wp := &s.Sides[0].Weapons[0]
	if wp.Power != 2 || !wp.Forecasted || wp.Forecast.Power != 6 {
		t.Fatalf("Dawnblade: power %d forecast %+v, want 2 → 6", wp.Power, wp.Forecast)
	}
	renders(t, s, "Dawnblade, Resplendent 2p → 6p", "next weapon attack +3p (Sharpen Steel (red))",
		"next sword attack +1p (Visit the Blacksmith (blue))")
	// The cards the effects came from, whose text the card list shows in
	// full (a small screen folds the waiting lines).
	if from := s.Sides[0].WaitingFrom; len(from) != 2 || from[0].Name != "Sharpen Steel (red)" || from[1].Name != "Visit the Blacksmith (blue)" {
		t.Errorf("waiting from %+v", from)
	}

	chain := pos + "chain: p1 Dawnblade, Resplendent\nstep: reaction\n"
	s = snapAt(t, chain, 0, text.EN)
	if l := s.Chain[0]; l.Power != 6 || l.BasePower != 2 || !l.HasBase {
		t.Fatalf("link: %dp base %d", l.Power, l.BasePower)
	}
	renders(t, s, "6p (base 2p)")
	renders(t, snapAt(t, chain, 0, text.JA), "6p (基本2p)")
}

// An aura waits with its triggered abilities (CR 6.6): the Quicken
// token's two, which do the same, are said once on its side.
func TestBoardQuickenWaits(t *testing.T) {
	pos := `scenario: Quicken waits
rules: 8.6.1
turn: p1 3
p1.hero: Dorinthea
p1.arena: Dawnblade, Resplendent, Quicken
p2.hero: Rhinar
`
	renders(t, snapAt(t, pos, 0, text.EN),
		"Quicken: when you play an attack action card or")
	renders(t, snapAt(t, pos, 0, text.JA), "Quicken: あなたが攻撃・アクションカードをプレイした")
}

package tui

import (
	"regexp"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
	"github.com/rathe-tcg/rathe/tui/board"
	"github.com/rathe-tcg/rathe/tui/text"
)

var citesCR = regexp.MustCompile(`CR [1-9]\.[0-9]`)

// The panel says where the game stands and what the player asked may do,
// for every phase, combat step and kind of question, in both languages,
// each sentence with its rule.
func TestPanelSaysWhereTheGameStands(t *testing.T) {
	cases := []struct {
		phase  rules.Phase
		step   rules.Step
		stack  int
		kind   rules.PromptKind
		player rules.Player
		en, ja []string
	}{
		{rules.PhaseAction, rules.StepNone, 0, rules.AskPriority, 0, []string{"Rhinar's action phase, no combat", "action point", "CR 4.3.4", "Rhinar has priority"}, []string{"Rhinarのアクションフェイズ", "CR 4.3.4"}},
		{rules.PhaseAction, rules.StepNone, 2, rules.AskPriority, 1, []string{"2 layers on the stack", "CR 5.3.1", "Dorinthea has priority"}, []string{"スタックにレイヤーが2個"}},
		{rules.PhaseAction, rules.StepNone, 1, rules.AskPriority, 1, []string{"One layer on the stack"}, []string{"スタックにレイヤーが1個"}},
		{rules.PhaseAction, rules.StepLayer, 1, rules.AskPriority, 0, []string{"Layer step: Rhinar's attack waits", "CR 7.1"}, []string{"レイヤーステップ"}},
		{rules.PhaseAction, rules.StepAttack, 0, rules.AskPriority, 0, []string{"Attack step", "CR 7.2"}, []string{"攻撃ステップ"}},
		{rules.PhaseAction, rules.StepDefend, 0, rules.AskDefenders, 1, []string{"Defend step: Dorinthea defends", "Dorinthea chooses defending cards", "CR 7.3.2"}, []string{"防御ステップ", "Dorintheaは手札のカードと装備品で防御"}},
		{rules.PhaseAction, rules.StepReaction, 0, rules.AskPriority, 1, []string{"Reaction step: Rhinar, attacking, may play attack reactions; Dorinthea, defending, defense reactions", "damage is dealt", "CR 7.4"}, []string{"攻撃側のRhinarは攻撃リアクション", "防御側のDorintheaは防御リアクション"}},
		{rules.PhaseAction, rules.StepDamage, 0, rules.AskPriority, 0, []string{"Damage step", "power minus the total defense", "CR 7.5"}, []string{"ダメージステップ"}},
		{rules.PhaseAction, rules.StepResolution, 0, rules.AskPriority, 0, []string{"Resolution step", "CR 7.6"}, []string{"解決ステップ"}},
		{rules.PhaseAction, rules.StepClose, 0, rules.AskOrder, 0, []string{"Close step", "CR 7.7", "Rhinar chooses an order"}, []string{"クローズステップ"}},
		{rules.PhaseEnd, rules.StepNone, 0, rules.AskCards, 0, []string{"Rhinar's end phase", "CR 4.4", "chooses cards"}, []string{"終了フェイズ"}},
		{rules.PhaseStart, rules.StepNone, 0, rules.AskMay, 0, []string{"Rhinar's start phase", "CR 4.2", "\"may\""}, []string{"開始フェイズ"}},
		{rules.PhaseSetup, rules.StepNone, 0, rules.AskFirstPlayer, 0, []string{"Before the game", "chooses who takes the first turn"}, []string{"ゲーム開始前"}},
		{rules.PhaseAction, rules.StepNone, 1, rules.AskPitch, 0, []string{"pitch cards one at a time", "CR 1.14.2d"}, []string{"1枚ずつピッチ"}},
		{rules.PhaseAction, rules.StepNone, 1, rules.AskX, 0, []string{"chooses X"}, []string{"Xを選び"}},
		{rules.PhaseAction, rules.StepNone, 1, rules.AskModes, 0, []string{"modes"}, []string{"モード"}},
		{rules.PhaseAction, rules.StepNone, 1, rules.AskTarget, 0, []string{"a target"}, []string{"対象"}},
		{rules.PhaseAction, rules.StepNone, 1, rules.AskAttackTarget, 0, []string{"whom the attack targets"}, []string{"攻撃対象"}},
	}
	for _, c := range cases {
		for _, lang := range []text.Lang{text.EN, text.JA} {
			m := newModel(Config{Lang: lang})
			p := ask(rules.Prompt{Kind: c.kind, Player: c.player}, "", nil)
			s := testSnap(p)
			s.PhaseCode, s.StepCode, s.ChainOpen = c.phase, c.step, c.step != rules.StepNone
			for range c.stack {
				s.Stack = append(s.Stack, board.Layer{})
			}
			got := m.panelText(s)
			want := c.en
			if lang == text.JA {
				want = c.ja
			}
			for _, w := range want {
				if !strings.Contains(got, w) {
					t.Errorf("%s %s/%s stack %d %s: %q lacks %q", lang, c.phase, c.step, c.stack, c.kind, got, w)
				}
			}
			if n := len(citesCR.FindAllString(got, -1)); n < 2 {
				t.Errorf("%s %s/%s %s: %d rules cited in %q", lang, c.phase, c.step, c.kind, n, got)
			}
		}
	}
}

// CR 7.6.2: the resolution step says what gave the turn player the action
// point they may attack again with: the attack's go again, an action point
// they had already, or nothing (then they cannot attack again).
func TestPanelResolutionSaysWhatGaveTheActionPoint(t *testing.T) {
	cases := []struct {
		goAgain bool
		ap      int
		en, ja  string
		notEN   string
	}{
		{true, 1, "its attack's go again gave Rhinar an action point (CR 7.6.2): Rhinar may attack again", "攻撃の続行でRhinarがアクションポイントを1得ました", "no go again"},
		{false, 1, "had no go again, so it gave no action point (CR 7.6.2), but Rhinar still has one and may attack again", "まだ1残っていて", "gave Rhinar"},
		{false, 2, "but Rhinar still has 2 and may attack again", "まだ2残っていて", "gave Rhinar"},
		{false, 0, "had no go again, so Rhinar gained no action point (CR 7.6.2) and cannot attack again", "もう一度攻撃することはできません", "may attack again"},
	}
	for _, c := range cases {
		for _, lang := range []text.Lang{text.EN, text.JA} {
			m := newModel(Config{Lang: lang})
			s := testSnap(ask(rules.Prompt{Kind: rules.AskPriority, Player: 0}, "", nil))
			s.PhaseCode, s.StepCode, s.ChainOpen, s.TurnPlayer = rules.PhaseAction, rules.StepResolution, true, 0
			s.Chain = []board.Link{{N: 1, Resolved: true}}
			s.Chain[0].GaveAction = c.goAgain
			s.Sides[0].Actions = c.ap
			// What the engine says with these points and nothing on the
			// stack (rules.View.AttackAgain; TestCR_7_6_3_AttackAgainWithAnActionPoint).
			s.AttackAgain = c.ap > 0
			got := m.panelText(s)
			want, not := c.en, c.notEN
			if lang == text.JA {
				want, not = c.ja, "\x00"
			}
			if !strings.Contains(got, want) || strings.Contains(got, not) {
				t.Errorf("%s go again %v, %d action points: %q, want %q and no %q", lang, c.goAgain, c.ap, got, want, not)
			}
		}
	}
}

// e shows the panel: in full at 120×40 and, wrapped, at 80×24, and the
// screen keeps its size; e again hides it.
func TestPanelToggleFitsEverySize(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		p := ask(rules.Prompt{Kind: rules.AskPriority, Shape: rules.ShapeOne, Player: 1, Min: 1, Max: 1}, "Dorinthea: you have priority", opts(rules.ActPass))
		m := newModel(Config{Lang: lang})
		m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
		s := testSnap(p)
		s.PhaseCode, s.StepCode, s.ChainOpen = rules.PhaseAction, rules.StepReaction, true
		m.Update(askMsg{Snap: s, Reply: make(chan rules.Answer, 1)})
		send(m, "enter")
		if strings.Contains(m.View(), "CR 7.4") {
			t.Fatalf("%s: the panel shows before e", lang)
		}
		if !strings.Contains(m.helpLine(), "e ") {
			t.Errorf("%s: the help line lacks e: %q", lang, m.helpLine())
		}
		send(m, "e")
		full := m.panelText(m.snap)
		v := m.View()
		if !strings.Contains(v, "CR 7.4") || !strings.Contains(v, "CR 1.11") {
			t.Errorf("%s 120×40: the panel is not shown whole (%q):\n%s", lang, full, v)
		}
		checkSize(t, string(lang)+" 120×40", v, 120, 40)
		m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		v = m.View()
		// The panel wraps at 80×24 too: the whole text, nothing cut.
		if n := strings.Count(v, "* "); n != 1 || !strings.Contains(v, "CR 7.4") || !strings.Contains(v, "CR 1.11") {
			t.Errorf("%s 80×24: the panel is not shown whole once (%d marks):\n%s", lang, n, v)
		}
		if strings.Contains(v, "…") {
			t.Errorf("%s 80×24: the panel is cut:\n%s", lang, v)
		}
		checkSize(t, string(lang)+" 80×24", v, 80, 24)
		send(m, "e")
		if strings.Contains(m.View(), "* ") {
			t.Errorf("%s: e again hides the panel", lang)
		}
	}
}

// The resolution step's sentence says what the engine did as the link
// resolved, not what the attack's keywords read later: an attack given go
// again by an effect and destroyed after it hit gave its action point by
// its last known go again (CR 7.6.2a), though the card in the graveyard
// has no go again now; the panel said "had no go again" there.
func TestPanelResolutionSaysWhatTheLinkDid(t *testing.T) {
	p1, p2 := ruletest.P1, ruletest.P2
	plain := ruletest.Attack("Plain", 0, 3, 2)
	rush := ruletest.Action("Rush", 0, 3, rules.NextAttack{Gains: rules.GoAgain})
	rush.Keywords = rules.GoAgain
	smite := ruletest.Instant("Smite", 0, rules.DestroyAttack{})
	x := ruletest.Position(plain, rush, smite).Hand("Rush", "Plain").P2().Hand("Smite").Start(t)
	x.Run(ruletest.Play(p1, "Rush"), ruletest.PassToStep(rules.StepNone, p1),
		ruletest.Play(p1, "Plain"), ruletest.PassToStep(rules.StepDamage, p1), ruletest.Pass(p1),
		ruletest.Play(p2, "Smite"), ruletest.Pass(p2), ruletest.PassToStep(rules.StepResolution, p1))
	pr := x.Prompt()
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m := newModel(Config{Lang: lang})
		got := m.panelText(board.Take(x.G.ViewFor(p1), lang, &pr))
		want := m.say("panel.resolution", "Alpha")
		if !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}

// While the next attack is paid for in the resolution step, its action
// point is spent already: the panel asks the engine whether the turn
// player attacks again (rules.View.AttackAgain, CR 7.6.3), not the count
// of points, which said "had no go again … cannot attack again" of an
// attack that had go again, or that had a point left, and was attacking
// again.
func TestPanelResolutionWhileTheNextAttackIsPaidFor(t *testing.T) {
	p1 := ruletest.P1
	swift := ruletest.Attack("Swift", 0, 3, 2)
	swift.Keywords = rules.GoAgain
	plain := ruletest.Attack("Plain", 0, 3, 2)
	heavy := ruletest.Attack("Heavy", 1, 5, 2)
	gem, stone := ruletest.Resource("Gem", 1), ruletest.Resource("Stone", 2)
	for _, tc := range []struct {
		first   string
		actions int
		want    string
	}{
		{"Swift", 1, "panel.resolution"},
		{"Plain", 2, "panel.resolution-no-go-again-ap"},
	} {
		x := ruletest.Position(swift, plain, heavy, gem, stone).Hand(tc.first, "Heavy", "Gem", "Stone").Actions(tc.actions).Start(t)
		x.Run(ruletest.Play(p1, tc.first), ruletest.PassToStep(rules.StepResolution, p1))
		asked := false
		x.Run(ruletest.Play(p1, "Heavy"), ruletest.Answer(rules.AskPitch, p1, "read the panel, pitch Gem", func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
			asked = v.Step() == rules.StepResolution && v.Actions(p1) == 0
			for _, lang := range []text.Lang{text.EN, text.JA} {
				m := newModel(Config{Lang: lang})
				got := m.panelText(board.Take(x.G.ViewFor(p1), lang, &pr))
				want := m.say(tc.want, "Alpha")
				if tc.want == "panel.resolution-no-go-again-ap" {
					want = m.sayN(tc.want, 1, "Alpha", 1)
				}
				if !strings.Contains(got, want) {
					t.Errorf("%s, %s: %q, want %q", tc.first, lang, got, want)
				}
			}
			return ruletest.PickOption(v, pr, rules.ActPitch, "Gem")
		}))
		if !asked {
			t.Errorf("%s: the pitch was not asked in the resolution step with the point paid: the case tests nothing", tc.first)
		}
	}
}

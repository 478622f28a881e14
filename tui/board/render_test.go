package board

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/tui/text"
)

var showBoard = flag.Bool("show", false, "print the hand-built board at 80×13 and 118×28")

func card(name string, col rules.Color, props rules.Props, power, def int) Card {
	short := name
	if col != rules.Colorless {
		name += " (" + col.String() + ")"
	}
	return Card{Obj: 1, Name: name, Short: short, Color: col, Props: props, Power: power, Defense: def}
}

const (
	pd = rules.HasPower | rules.HasDefense | rules.HasCost
	d  = rules.HasDefense
)

func equip(slot, name string, def int) Card {
	c := card(name, rules.Colorless, d, 0, def)
	c.Slot = slot
	c.Subtypes = map[string]rules.Subtypes{"head": rules.Head, "chest": rules.Chest, "arms": rules.Arms, "legs": rules.Legs}[slot]
	return c
}

// sample is a board seen by Rhinar (player 0) during a reaction step: a
// chain of three links with defenders, two layers on the stack with
// targets, a face-down arsenal on each side, counters.
func sample(lang text.Lang) *Snapshot {
	helm := equip("head", "Ironrot Helm", 0)
	helm.DefenseCounters = -1
	helm.Defended = true
	basher := card("Bone Basher", rules.Colorless, rules.HasPower, 4, 0)
	basher.Used = true
	own := card("Beast Mode", rules.Red, pd, 6, 3)
	own.FaceDown = true
	aura := card("Seismic Surge", rules.Colorless, 0, 0, 0)
	aura.Token = true
	aura.PowerCounters = 1
	top := card("Pack Hunt", rules.Red, pd, 6, 2)
	rh := Side{
		Player: 0, Name: "Rhinar", Hero: Card{Name: "Rhinar, Reckless Rampage"}, Life: 20, Intellect: 4, Actions: 0, Resources: 1,
		Weapons:    []Card{basher},
		Equipment:  []Card{equip("legs", "Ironhide Legs", 0), equip("head", "Bone Vizier", 1), equip("chest", "Blossom of Spring", 0), equip("arms", "Ironhide Gauntlet", 0)},
		Permanents: []Card{aura},
		Arsenal:    []Card{own},
		Pitch:      []Card{card("Titanium Bauble", rules.Blue, 0, 0, 0)},
		HandCount:  4, HandShown: true, Deck: 24, Graveyard: 3, Banished: 1,
		GraveyardTop: &top,
	}
	dori := Side{
		Player: 1, Name: "Dorinthea", Hero: Card{Name: "Dorinthea, Quicksilver Prodigy"}, Life: 5, Intellect: 4,
		Weapons:   []Card{card("Dawnblade, Resplendent", rules.Colorless, rules.HasPower, 2, 0)},
		Equipment: []Card{helm, equip("chest", "Blossom of Spring", 0), equip("arms", "Gallantry Gold", 1), equip("legs", "Ironrot Legs", 1)},
		Arsenal:   []Card{{Obj: rules.NoObj, Hidden: true}},
		HandCount: 2, Deck: 27, Graveyard: 5, Banished: 0,
	}
	dodge := card("Dodge", rules.Blue, pd, 0, 2)
	toughen := card("Toughen Up", rules.Blue, pd, 0, 4)
	s := &Snapshot{
		Viewer: 0, Lang: lang, Turn: 3, TurnPlayer: 0, Phase: "action phase", Step: "reaction step", Priority: 0,
		Sides:     [2]Side{rh, dori},
		ChainOpen: true,
		Chain: []Link{
			{N: 1, Attack: card("Pack Hunt", rules.Red, pd, 6, 2), Target: "Dorinthea", Power: 6, Defenders: []Card{helmAsDefender()}, Defense: 1, Hit: true, Damage: 5, Resolved: true},
			{N: 2, Attack: card("Bone Basher", rules.Colorless, rules.HasPower, 4, 0), Source: "Bone Basher", Target: "Dorinthea", Power: 4, Resolved: true, Defenders: []Card{dodge}, Defense: 2},
			{N: 3, Attack: card("Wrecking Ball", rules.Red, pd, 6, 2), Target: "Dorinthea", Power: 6, Defenders: []Card{toughen, dodge}, Defense: 6, Active: true},
		},
		Stack: []Layer{
			{Controller: "Dorinthea", Kind: "card", Source: card("Sharpen Steel", rules.Red, rules.HasCost, 0, 0), Targets: []string{"Dawnblade, Resplendent"}},
			{Controller: "Rhinar", Kind: "card", Source: card("Bare Fangs", rules.Red, pd, 6, 2), Targets: []string{"Dorinthea"}},
		},
		Prompt: &Prompt{Prompt: rules.Prompt{Player: 0}},
	}
	if lang == text.JA {
		s.Phase, s.Step = "アクションフェイズ", "リアクションステップ"
		s.Stack[0].Kind, s.Stack[1].Kind = "カード", "カード"
	}
	return s
}

func helmAsDefender() Card {
	c := equip("head", "Ironrot Helm", 1)
	return c
}

// checkFit fails when out has more than h lines or a line wider than w.
func checkFit(t *testing.T, out string, w, h int, what string) {
	t.Helper()
	lines := strings.Split(out, "\n")
	if len(lines) > h {
		t.Fatalf("%s at %d×%d: %d lines:\n%s", what, w, h, len(lines), out)
	}
	for _, l := range lines {
		if lw := lipgloss.Width(l); lw > w {
			t.Fatalf("%s at %d×%d: a line of %d cells: %q", what, w, h, lw, l)
		}
	}
}

func TestRenderFits(t *testing.T) {
	t.Parallel() // independent and long: beside the others, on both cores
	for _, color := range []bool{false, true} {
		st := NewStyles(color)
		for _, lang := range []text.Lang{text.EN, text.JA} {
			s := sample(lang)
			for w := 60; w <= 200; w += 7 {
				for h := 8; h <= 60; h++ {
					checkFit(t, Render(s, w, h, st), w, h, fmt.Sprintf("color=%v %s", color, lang))
				}
			}
			// Below the sizes the model passes, it still never overflows.
			for w := 1; w < 60; w += 3 {
				for h := 1; h < 8; h++ {
					checkFit(t, Render(s, w, h, st), w, h, "small")
				}
			}
		}
	}
}

func TestRenderShow(t *testing.T) {
	if !*showBoard {
		t.Skip("-show prints the board")
	}
	for _, sz := range [][2]int{{80, 13}, {118, 28}, {80, 28}, {60, 8}} {
		fmt.Printf("---- %d×%d\n%s\n", sz[0], sz[1], Render(sample(text.EN), sz[0], sz[1], NewStyles(false)))
	}
	fmt.Printf("---- ja 118×28\n%s\n", Render(sample(text.JA), 118, 28, NewStyles(false)))
	fmt.Printf("---- ja 80×13\n%s\n", Render(sample(text.JA), 80, 13, NewStyles(false)))
	fmt.Printf("---- ja 61×8\n%s\n", Render(sample(text.JA), 61, 8, NewStyles(false)))
	fmt.Printf("---- color 118×28\n%s\n", Render(sample(text.EN), 118, 28, NewStyles(true)))
}

func TestRenderContent(t *testing.T) {
	st := NewStyles(false)
	for _, sz := range [][2]int{{80, 13}, {118, 28}, {160, 48}, {60, 8}} {
		out := Render(sample(text.EN), sz[0], sz[1], st)
		if !strings.Contains(out, "arsenal: face down") {
			t.Errorf("%v: the opponent's hidden arsenal card does not read face down:\n%s", sz, out)
		}
		if !strings.Contains(out, "3▶") {
			t.Errorf("%v: no active link marker:\n%s", sz, out)
		}
		if !strings.Contains(out, "Rhinar") || !strings.Contains(out, "Dorinthea") {
			t.Errorf("%v: a hero is missing:\n%s", sz, out)
		}
	}
	out := Render(sample(text.EN), 118, 28, st)
	for _, want := range []string{
		"Beast Mode (red) [face down]", "hit for 5", "no hit", "2 Rhinar: card Bare Fangs (red) → Dorinthea",
		"1 Dorinthea: card Sharpen Steel (red) → Dawnblade, Resplendent", "-1d×1", "(used)", "(defended)",
		"defended by 6d: Toughen Up (blue) 4d, Dodge (blue) 2d", "hand 2", "life 5", "priority: Rhinar",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("118×28 lacks %q:\n%s", want, out)
		}
	}
	// The stack is listed top first.
	if strings.Index(out, "Bare Fangs") > strings.Index(out, "Sharpen Steel") {
		t.Errorf("the stack is not top first:\n%s", out)
	}
	// The opponent is at the top, the viewer at the bottom; an omniscient
	// viewer sees the turn player at the bottom.
	if strings.Index(out, "Dorinthea, Quicksilver") > strings.Index(out, "Rhinar, Reckless") {
		t.Errorf("the viewer is not at the bottom:\n%s", out)
	}
	s := sample(text.EN)
	s.Viewer, s.TurnPlayer, s.Prompt = rules.Omniscient, 1, nil
	out = Render(s, 118, 28, st)
	if strings.Index(out, "Rhinar, Reckless") > strings.Index(out, "Dorinthea, Quicksilver") {
		t.Errorf("omniscient, no question: the turn player is not at the bottom:\n%s", out)
	}
	// Open hands: the player being asked sits at the bottom, by their hand.
	s.Prompt = &Prompt{Prompt: rules.Prompt{Player: 0}}
	out = Render(s, 118, 28, st)
	if strings.Index(out, "Dorinthea, Quicksilver") > strings.Index(out, "Rhinar, Reckless") {
		t.Errorf("omniscient: the player asked is not at the bottom:\n%s", out)
	}
	// A closed chain and an empty stack say so.
	s = sample(text.EN)
	s.Chain, s.ChainOpen, s.Stack = nil, false, nil
	out = Render(s, 80, 13, st)
	for _, want := range []string{"combat chain closed", "stack: empty"} {
		if !strings.Contains(out, want) {
			t.Errorf("80×13 lacks %q:\n%s", want, out)
		}
	}
	// Short of room, the last links stay.
	out = Render(sample(text.EN), 80, 8, st)
	if !strings.Contains(out, "earlier link") && !strings.Contains(out, "3▶") {
		t.Errorf("80×8 drops the active link:\n%s", out)
	}
}

func TestRenderJapanese(t *testing.T) {
	out := Render(sample(text.JA), 118, 28, NewStyles(false))
	for _, want := range []string{"ライフ", "知力", "格納庫: 裏向き", "[裏向き]", "スタック", "ヒット", "墓地", "追放", "手札", "デッキ", "ピッチゾーン", "武器"} {
		if !strings.Contains(out, want) {
			t.Errorf("Japanese lacks %q:\n%s", want, out)
		}
	}
	for _, no := range []string{"life", "face down", "arsenal", "stack"} {
		if strings.Contains(out, no) {
			t.Errorf("Japanese has the English %q:\n%s", no, out)
		}
	}
}

func TestRenderColor(t *testing.T) {
	s := sample(text.EN)
	for _, sz := range [][2]int{{80, 13}, {118, 28}, {60, 8}} {
		if out := Render(s, sz[0], sz[1], NewStyles(false)); strings.ContainsRune(out, '\x1b') {
			t.Errorf("%v: NewStyles(false) writes an escape:\n%q", sz, out)
		}
		if out := Render(s, sz[0], sz[1], NewStyles(true)); !strings.ContainsRune(out, '\x1b') {
			t.Errorf("%v: NewStyles(true) writes no escape", sz)
		}
	}
	st := NewStyles(true)
	if red, blue := st.CardName(&s.Chain[0].Attack), st.CardName(&Card{Name: "Dodge (blue)", Color: rules.Blue}); red == blue || !strings.Contains(red, "Pack Hunt (red)") {
		t.Errorf("pitch colours: %q %q", red, blue)
	}
	if st.Life(20) == st.Life(5) || st.Life(8) == st.Life(3) {
		t.Errorf("life colours do not differ")
	}
	if got := NewStyles(false).CardName(&Card{Hidden: true}); got != "face down" {
		t.Errorf("hidden card: %q", got)
	}
	ja := NewStyles(false)
	ja.Lang = text.JA
	if got := ja.CardName(&Card{Hidden: true}); got != "裏向き" {
		t.Errorf("hidden card in Japanese: %q", got)
	}
}

// TestRenderGame draws a real game (the Classic Battles decks, random
// answers) at several sizes on every prompt, for the player who must answer.
func TestRenderGame(t *testing.T) {
	t.Parallel() // independent and long: beside the others, on both cores
	ds, err := saves.LoadDecks("cb-rhinar", "cb-dorinthea")
	if err != nil {
		t.Fatal(err)
	}
	sizes := [][2]int{{80, 13}, {118, 28}, {80, 28}, {160, 40}, {60, 8}}
	styles := []Styles{NewStyles(false), NewStyles(true)}
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: ds})
		if err != nil {
			t.Fatal(err)
		}
		g.MaxTurns = 40
		prompts, hiddenSeen := 0, 0
		for p := rules.Player(0); p < 2; p++ {
			rnd := rules.NewRandom(seed*10 + uint64(p))
			g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
				prompts++
				lang := text.EN
				if prompts%2 == 0 {
					lang = text.JA
				}
				snap := Take(v, lang, &pr)
				hidden := 0
				for _, sd := range snap.Sides {
					for _, c := range sd.Arsenal {
						if c.Hidden {
							hidden++
						}
					}
				}
				for i, sz := range sizes {
					out := Render(snap, sz[0], sz[1], styles[i%2])
					checkFit(t, out, sz[0], sz[1], fmt.Sprintf("seed %d prompt %d", seed, prompts))
					if hidden > 0 && sz[1] >= 13 && !strings.Contains(out, text.Words{Lang: lang}.Say("board.face-down")) {
						t.Fatalf("seed %d prompt %d: a hidden arsenal card does not read face down:\n%s", seed, prompts, out)
					}
				}
				if hidden > 0 {
					hiddenSeen++
				}
				if *showBoard && seed == 1 && (prompts == 150 || prompts == 151) {
					fmt.Printf("---- game, prompt %d\n%s\n%s\n", prompts, Render(snap, 118, 28, NewStyles(false)), Render(snap, 80, 13, NewStyles(false)))
				}
				return rnd.Decide(ctx, v, pr)
			}))
		}
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if prompts == 0 {
			t.Fatalf("seed %d: no prompt", seed)
		}
		t.Logf("seed %d: %d prompts, %d with a face-down arsenal card hidden", seed, prompts, hiddenSeen)
	}
}

package tui

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A search that gives no line says why in the board's language: the
// search's limit of positions in Japanese on a Japanese board, not the
// engine's English.
func TestGoldfishBestFailureInTheBoardsWords(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		gf := fishConfig(t, 15)
		gf.Best = func(ctx context.Context, g *rules.Game) (BestLine, error) {
			return BestLine{}, fmt.Errorf("searching: %w", bot.ErrSearchLimit)
		}
		m := fishBoard(t, gf, lang, 120, 40)
		_, cmd := m.Update(keyMsg("b"))
		if cmd == nil {
			t.Fatalf("%s: b did not search", lang)
		}
		m.Update(cmd())
		v := m.View()
		// The words wrap at the board's width: their first part up to the
		// colon is on one line.
		want := text.Words{Lang: lang}.Say("gf.best-limit")
		want = want[:strings.Index(want, ":")]
		if !strings.Contains(v, want) {
			t.Errorf("%s: the screen lacks %q:\n%s", lang, want, v)
		}
		if strings.Contains(v, "bot:") || strings.Contains(v, "search passed") {
			t.Errorf("%s: the engine's words on the board:\n%s", lang, v)
		}
	}
}

// A turn whose first question came after its action phase has no line to
// search (CR 4.3, 4.4): the board asks the search, which refuses it
// (bot.ErrPhase), and words the refusal in each language.
func TestGoldfishBestRefusedPastTheActionPhase(t *testing.T) {
	gf := fishConfig(t, 15)
	g, err := gf.Deal(gf.Seed)
	if err != nil {
		t.Fatal(err)
	}
	me := gf.Player.Opponent()
	var answers []rules.Answer
	var after rules.Phase
	stop := errors.New("stop")
	passed := false
	g.SetDecider(gf.Player, gf.Decider())
	g.SetDecider(me, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if a, ok := goFirst(&p); ok {
			return a, nil
		}
		if passed {
			after = v.Phase()
			return rules.Answer{}, stop
		}
		var a rules.Answer
		switch {
		case p.Kind == rules.AskPriority:
			for _, o := range p.Options {
				if o.Act == rules.ActPass {
					a = rules.Pick(o.ID)
				}
			}
			passed = true
		case p.Min == 0:
		default:
			a = rules.Pick(p.Options[0].ID)
		}
		answers = append(answers, a)
		return a, nil
	}))
	if err := g.Run(context.Background()); !errors.Is(err, stop) {
		t.Fatalf("the game stopped with %v", err)
	}
	if after == rules.PhaseStart || after == rules.PhaseAction {
		t.Fatalf("the question after the pass is in the %v phase: the deal does not test the refusal", after)
	}
	gf.Best = BotBest(text.EN, gf.Seed)
	_, err = searchBest(context.Background(), gf, gf.Seed, nil, answers)
	if !errors.Is(err, bot.ErrPhase) {
		t.Fatalf("searchBest: %v, want the search's refusal of the phase", err)
	}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		m := fishBoard(t, fishConfig(t, 15), lang, 120, 40)
		for _, e := range []error{err, errBestEnded} {
			got := m.bestFailure(e)
			if strings.Contains(got, e.Error()) || strings.Contains(got, "bot:") || strings.Contains(got, "%!") {
				t.Errorf("%s: %v worded %q", lang, e, got)
			}
			if lang == text.JA && !strings.ContainsRune(got, 'ア') && !strings.ContainsRune(got, 'ゲ') {
				t.Errorf("ja: %v worded %q", e, got)
			}
		}
	}
}

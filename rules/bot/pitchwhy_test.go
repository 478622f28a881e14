package bot_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/rules/ruletest"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A pitch says why (CR 1.14.3: the player chooses the cards that pay): the
// cards it keeps (Reason.Keeps). Those are cards of its hand or arsenal
// when it pitches, never the card pitched; a plan's pitch that keeps cards
// to play this turn (KeepsNow) plays them later in the turn, unless the
// real game goes another way than the world the plan imagined (the other
// player's blocks and draws): in most turns; and the words
// the person across the table reads name none of the kept cards, which
// are hidden in hand, while the computer's own words do.
func TestPitchReasonNamesTheCardsKept(t *testing.T) {
	ds := twoDecks(t, "hh-kassai", "hh-rhinar")
	now, kept, static, unplayed := 0, 0, 0, 0
	for seed := uint64(1); seed <= 2; seed++ {
		g, err := rules.New(rules.Setup{Seed: seed, Players: ds})
		if err != nil {
			t.Fatal(err)
		}
		g.MaxTurns = 16
		// The cards each player is to play later in the turn, by a
		// pitch's reason; each play of the turn crosses one out.
		var owed [2][]string
		var turn int
		g.SetObserver(func(gg *rules.Game, e *rules.Event) {
			if e.Kind == rules.EvPlay && e.Player >= 0 && e.Player < 2 {
				if c := gg.ViewFor(rules.Omniscient).Card(e.Obj); c != nil {
					if i := slices.Index(owed[e.Player], c.Key()); i >= 0 {
						owed[e.Player] = slices.Delete(owed[e.Player], i, i+1)
					}
				}
			}
		})
		for p := range rules.Player(2) {
			o := bot.NewOpponent(p, bot.Normal, seed)
			g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
				if v.Turn() != turn {
					for q := range owed {
						if len(owed[q]) > 0 {
							t.Logf("seed %d turn %d: player %d kept %v to play this turn and did not play them", seed, turn, q+1, owed[q])
							unplayed++
						}
						owed[q] = nil
					}
					turn = v.Turn()
				}
				a, err := o.Decide(ctx, v, pr)
				if err != nil || pr.Kind != rules.AskPitch {
					return a, err
				}
				r := o.Last()
				if len(r.Keeps) == 0 {
					return a, nil
				}
				switch {
				case r.Code == bot.WhyPitch:
					static++
				case r.KeepsNow:
					now++
				default:
					kept++
				}
				pitched := v.Card(pr.Options[pr.Find(a.IDs[0])].Obj)
				var held []string
				for _, z := range []rules.Zone{rules.ZoneHand, rules.ZoneArsenal} {
					for _, obj := range v.Zone(p, z) {
						if c := v.Card(obj); c != nil {
							held = append(held, c.Key())
						}
					}
				}
				held = slices.Delete(held, slices.Index(held, pitched.Key()), slices.Index(held, pitched.Key())+1)
				for _, c := range r.Keeps {
					i := slices.Index(held, c.Key())
					if i < 0 {
						t.Fatalf("seed %d turn %d: pitches %s and keeps %s, which it does not hold (%v)", seed, v.Turn(), pitched.Key(), c.Key(), held)
					}
					held = slices.Delete(held, i, i+1)
					if r.KeepsNow {
						owed[p] = append(owed[p], c.Key())
					}
				}
				for _, lang := range []text.Lang{text.EN, text.JA} {
					w := text.Words{Lang: lang}
					own, seen := w.BotReason(r), w.BotReasonSeen(r)
					if !strings.Contains(own, pitched.Key()) || !strings.Contains(seen, pitched.Key()) {
						t.Errorf("%s: the pitched %s is not named: %q / %q", lang, pitched.Key(), own, seen)
					}
					for _, c := range r.Keeps {
						if !strings.Contains(own, c.Key()) {
							t.Errorf("%s: the kept %s is not named in %q", lang, c.Key(), own)
						}
						if c.Key() != pitched.Key() && strings.Contains(seen, c.Key()) {
							t.Errorf("%s: the person reads the kept card %s in %q", lang, c.Key(), seen)
						}
					}
				}
				return a, nil
			}))
		}
		if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
			t.Fatal(err)
		}
	}
	t.Logf("pitches keeping cards to play: %d (turns that did not play them: %d), keeping cards past the turn: %d, outside a plan: %d", now, unplayed, kept, static)
	if unplayed*2 > now {
		t.Errorf("%d turns did not play the cards %d pitches kept to play: the reason says what the plan does not do", unplayed, now)
	}
	if now == 0 || kept == 0 {
		t.Errorf("a kind of pitch was never met (%d to play, %d past the turn): the test checks less than it says", now, kept)
	}
}

// A pitch that leaves some of the cost owed names no card kept past the
// turn (CR 1.14.3): the rest is pitched next, by the engine itself when
// one card alone can pay, and a card named kept was pitched the moment
// after ("pitch Command Respect (red) for 1, keeping Wallop (yellow)",
// then Wallop pitched, in a game at the board). Here a 3-cost attack is
// paid with a red (1) and a yellow (2): whichever goes first, the other
// follows it.
func TestPitchReasonKeepsNoCardPitchedNext(t *testing.T) {
	heavy := ruletest.Attack("Heavy", 3, 7, 3)
	red, yellow := ruletest.Resource("Red", 1), ruletest.Resource("Yellow", 2)
	b := ruletest.Position(heavy, red, yellow).P1().Hand("Heavy", "Red", "Yellow")
	g := built(t, b)
	o := bot.NewOpponent(0, bot.Normal, 1)
	var kept []string
	pitches := 0
	g.SetDecider(1, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if v.TurnPlayer() != 0 {
			return rules.Answer{}, errAsked
		}
		return rules.LeastAnswer(p), nil
	}))
	g.SetDecider(0, rules.DeciderFunc(func(ctx context.Context, v rules.View, p rules.Prompt) (rules.Answer, error) {
		if v.TurnPlayer() != 0 {
			return rules.Answer{}, errAsked
		}
		a, err := o.Decide(ctx, v, p)
		if err != nil || p.Kind != rules.AskPitch {
			return a, err
		}
		if r := o.Last(); !r.KeepsNow {
			for _, c := range r.Keeps {
				kept = append(kept, c.Key())
			}
		}
		return a, nil
	}))
	// The engine pitches the one card that can pay without asking: the
	// pitches are its events.
	g.SetObserver(func(gg *rules.Game, e *rules.Event) {
		if e.Kind != rules.EvPitch || e.Player != 0 {
			return
		}
		pitches++
		if c := gg.ViewFor(0).Card(e.Obj); c != nil && slices.Contains(kept, c.Key()) {
			t.Errorf("pitches %s, which a pitch before said it kept (%v)", c.Key(), kept)
		}
	})
	if err := g.Run(context.Background()); err != nil && !errors.Is(err, errAsked) {
		t.Fatal(err)
	}
	if pitches < 2 {
		t.Fatalf("%d cards pitched: the test checks nothing", pitches)
	}
}

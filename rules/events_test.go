package rules_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rathe-tcg/rathe/decks"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Every kind of event has a name of its own (the log and the text layer
// key on them), up to the last one.
func TestEventKindsHaveNames(t *testing.T) {
	seen := map[string]rules.EventKind{}
	for k := rules.EvNone; k <= rules.EvNoDefense; k++ {
		n := k.String()
		if n == "?" || n == "" {
			t.Errorf("event kind %d has no name", k)
		}
		if prev, dup := seen[n]; dup {
			t.Errorf("event kinds %d and %d are both %q", prev, k, n)
		}
		seen[n] = k
	}
	if (rules.EvNoDefense + 1).String() != "?" {
		t.Error("an event kind past EvNoDefense has a name: the loop above misses it")
	}
}

// CR 3.0.3: events that bring hidden information out (a draw, a reveal, a
// search, a card taken from a deck...) are the ones undo must stop at.
func TestEventsThatReveal(t *testing.T) {
	for _, tc := range []struct {
		rule string
		e    rules.Event
		want bool
	}{
		{"8.5.6", rules.Event{Kind: rules.EvDraw}, true},
		{"8.5.17", rules.Event{Kind: rules.EvReveal}, true},
		{"8.5.19", rules.Event{Kind: rules.EvSearch}, true},
		{"8.5.20", rules.Event{Kind: rules.EvShuffle}, true},
		{"8.5.24", rules.Event{Kind: rules.EvTurnFaceUp}, true},
		{"8.5.10", rules.Event{Kind: rules.EvIntimidate}, true},
		{"3.0.3", rules.Event{Kind: rules.EvMoveZone, From: rules.ZoneDeck, To: rules.ZoneDeck}, true},
		{"1.11.4", rules.Event{Kind: rules.EvPass}, false},
		{"8.5.3", rules.Event{Kind: rules.EvDamage}, false},
		{"3.0.3", rules.Event{Kind: rules.EvMoveZone, From: rules.ZoneHand, To: rules.ZoneDeck}, false},
	} {
		if got := tc.e.Reveals(); got != tc.want {
			t.Errorf("CR %s: %s from %s reveals = %v, want %v", tc.rule, tc.e.Kind, tc.e.From, got, tc.want)
		}
	}
}

// CR 1.2.3: an event remembers the card it names as it was (last known
// information), and when it happened: the turn and the step.
func TestCR_1_2_3_AnEventRemembersItsCard(t *testing.T) {
	jab := ruletest.Attack("Jab", 0, 3, 2)
	x := ruletest.Position(jab).Hand("Jab").Start(t)
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepNone, p1))
	attacks := x.EventsOf(rules.EvAttack)
	if len(attacks) != 1 {
		t.Fatalf("%d attack events", len(attacks))
	}
	e := attacks[0]
	if c := x.G.ViewFor(p2).EventCard(&e); c == nil || c.Name != "Jab" {
		t.Errorf("the attack event names %v, want Jab", c)
	}
	if e.Turn != 1 || e.Step != rules.StepAttack || e.Rule != rules.CR(7, 2, 4) {
		t.Errorf("attack event at turn %d step %q (CR %s), want turn 1, the attack step, CR 7.2.4", e.Turn, e.Step, e.Rule)
	}
}

// emit passes over the events nothing listens to (listened); for every
// event of random games of the shipped decks that it would pass over,
// collectTriggers finds no trigger. And the games end the same with an
// observer (which sees every event, so nothing is passed over) and
// without one.
//
// Each deck plays itself and the next two decks of the list (so each is
// first player against three decks and second against three), three
// seeds each: the games grow with the decks, not with their square, as
// decks are added.
func TestListenedMissesNoTrigger(t *testing.T) {
	t.Parallel() // independent and long: beside the others, on both cores
	names := decks.Names()
	if len(names) < 2 {
		t.Fatalf("%d shipped decks", len(names))
	}
	list := make([]rules.Deck, len(names))
	for i, n := range names {
		l, err := decks.Load(n)
		if err != nil {
			t.Fatal(err)
		}
		list[i] = l.Deck
	}
	passed := 0
	for i := range list {
		for k := range min(3, len(list)) {
			j := (i + k) % len(list)
			for seed := uint64(1); seed <= 3; seed++ {
				play := func(watch bool) (uint64, int) {
					g, err := rules.New(rules.Setup{Seed: seed, Players: [2]rules.Deck{list[i], list[j]}})
					if err != nil {
						t.Fatal(err)
					}
					g.SetDecider(0, rules.NewRandom(seed*2+1))
					g.SetDecider(1, rules.NewRandom(seed*2+2))
					g.MaxTurns = 60
					if watch {
						g.SetObserver(rules.ListenedProbe(&passed, func(e *rules.Event, found int) {
							t.Errorf("%s v %s, seed %d: a %s event was passed over, yet triggers %d abilities", names[i], names[j], seed, e.Kind, found)
						}))
					}
					if err := g.Run(context.Background()); err != nil && !errors.Is(err, rules.ErrTurnLimit) {
						t.Fatalf("%s v %s, seed %d: %v", names[i], names[j], seed, err)
					}
					return g.State().Hash(), g.Decisions
				}
				h0, d0 := play(false)
				h1, d1 := play(true)
				if h0 != h1 || d0 != d1 {
					t.Errorf("%s v %s, seed %d: %x after %d decisions unobserved, %x after %d observed", names[i], names[j], seed, h0, d0, h1, d1)
				}
			}
		}
	}
	if passed == 0 {
		t.Error("no event was passed over")
	}
}

// CR 6.2: a triggered ability an effect grants is heard even when no card
// of the game listens for its event: emit passes over only the events
// that nothing listens to (listened), granted abilities included. Played
// with no observer, as rathe sim plays (the position's observer would
// make emit look at every event).
func TestAGrantedTriggerIsHeardWithoutAnObserver(t *testing.T) {
	spur := ruletest.Instant("Spur", 0, rules.AttacksGet{Grant: 1})
	spur.Grants = []rules.Grant{{Trigger: &rules.Trigger{When: rules.When{Event: rules.EvAttack, Of: rules.This}, Effects: []rules.Effect{rules.GainLife{N: 1}}}}}
	x := ruletest.Position(ruletest.Attack("Jab", 0, 3, 2), spur).Hand("Jab").Resolved("Spur").Start(t)
	x.G.SetObserver(nil)
	life := x.G.State().Players[p1].Life
	x.Run(ruletest.Play(p1, "Jab"), ruletest.PassToStep(rules.StepReaction, p1))
	x.WantLife(p1, life+1, "the attack's granted trigger resolved")
}

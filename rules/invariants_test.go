package rules

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// The tests of the invariant checker (invariants.go). They play real
// cards, whose definitions (package cards, through decks) import rules: a
// test of package rules cannot import them, so invariants_decks_test.go
// (package rules_test) hands the decks over in LoadTestDecks.

// LoadTestDecks returns the decks of the matchups below; set by
// invariants_decks_test.go.
var LoadTestDecks func(tb testing.TB) [][2]Deck

// checkedGame plays a game from setup between d1 and d2 with the
// invariants checked as every says, as the playouts and rathe sim do.
func checkedGame(tb testing.TB, every CheckEvery, setup Setup, d1, d2 Decider, watch Observer) (*Game, error) {
	g, err := New(setup)
	if err != nil {
		tb.Fatal(err)
	}
	g.SetDecider(0, d1)
	g.SetDecider(1, d2)
	return g, g.RunChecked(context.Background(), every, watch)
}

// TestStateHoldsIsDescribeState: the quick pass (stateHolds) and the
// described check (describeState) agree on every state: sound states met in
// random games, and copies of them broken at random in every way the
// checker looks at (points, lists, zones, owners, gone, tokens, proxies,
// layers, chain links, ids out of range, objects added). Both kinds of
// verdict must come up many times, or the test proves nothing.
func TestStateHoldsIsDescribeState(t *testing.T) {
	ds := LoadTestDecks(t)
	rnd := rand.New(rand.NewPCG(12, 34))
	holds, broken := 0, 0
	for game := range 12 {
		setup := Setup{Seed: uint64(100 + game), Players: ds[game%len(ds)]}
		var c *Checker
		events := 0
		watch := func(g *Game, e *Event) {
			events++
			if c == nil {
				c = &Checker{}
				c.Reset(g) // the cards at the start: before the first event nothing moved
			}
			if events%7 != 0 {
				return
			}
			for k := range 4 {
				s := g.s.Clone()
				if k > 0 {
					for range 1 + rnd.IntN(2) {
						corrupt(rnd, s)
					}
				}
				ok, msg := c.stateHolds(s), c.describeState(s)
				if ok != (msg == "") {
					t.Fatalf("game %d, event %d, corruption %d: stateHolds %v, describeState %q", game, events, k, ok, msg)
				}
				if ok {
					holds++
				} else {
					broken++
				}
			}
		}
		if _, err := checkedGame(t, EveryEvent, setup, NewRandom(uint64(game)), NewRandom(uint64(game+50)), watch); err != nil {
			t.Fatalf("game %d: %v", game, err)
		}
	}
	if holds < 500 || broken < 2000 {
		t.Errorf("%d states held, %d broken: too few of one kind", holds, broken)
	}
	t.Logf("%d states held, %d broken", holds, broken)
}

// corrupt breaks s in one way picked at random (some ways may leave it
// sound: moving a card to where it says it is, say).
func corrupt(rnd *rand.Rand, s *state) {
	n := len(s.Objs)
	p := rnd.IntN(2)
	z := ZoneDeck + Zone(rnd.IntN(int(ZoneArena-ZoneDeck)+1))
	list := s.Zone(Player(p), z)
	set := func(l []ObjID) { s.SetZone(Player(p), z, l) }
	anyObj := func() ObjID {
		switch rnd.IntN(12) {
		case 0:
			return -1
		case 1:
			return ObjID(n)
		case 2:
			return ObjID(n + 1000)
		}
		return ObjID(rnd.IntN(n))
	}
	zones := []Zone{ZoneNone, ZoneStack, ZoneChain}
	for z := ZoneDeck; z <= ZoneArena; z++ {
		zones = append(zones, z)
	}
	o := &s.Objs[rnd.IntN(n)]
	switch rnd.IntN(16) {
	case 0:
		s.Players[p].Resources = -1 - rnd.IntN(3)
	case 1:
		s.Players[p].Actions = -1
	case 2: // a listed card listed again
		if len(list) > 0 {
			set(append(list, list[rnd.IntN(len(list))]))
		}
	case 3: // a card dropped from its list
		if len(list) > 0 {
			i := rnd.IntN(len(list))
			set(append(append([]ObjID(nil), list[:i]...), list[i+1:]...))
		}
	case 4: // any id put in a list
		set(append(list, anyObj()))
	case 5:
		o.Zone = zones[rnd.IntN(len(zones))]
	case 6:
		o.Gone = !o.Gone
	case 7:
		o.Token = !o.Token
	case 8:
		if o.Proxy == NoObj {
			o.Proxy = anyObj()
		} else {
			o.Proxy = NoObj
		}
	case 9:
		o.Owner = o.Owner.Opponent()
	case 10:
		o.Controller = o.Controller.Opponent()
	case 11: // a layer on the stack
		l := layer{Kind: LayerKind(rnd.IntN(3)), Obj: anyObj()}
		s.Stack = append(s.Stack[:len(s.Stack):len(s.Stack)], l)
	case 12: // a chain link's attack or defenders
		if len(s.Chain.Links) == 0 {
			s.Chain.Open = !s.Chain.Open
			return
		}
		links := append([]chainLink(nil), s.Chain.Links...)
		l := &links[rnd.IntN(len(links))]
		if rnd.IntN(2) == 0 {
			l.Attack = anyObj()
		} else {
			l.Defenders = append(l.Defenders[:len(l.Defenders):len(l.Defenders)], anyObj())
		}
		s.Chain.Links = links
	case 13:
		s.Chain.Open = !s.Chain.Open
	case 14: // an object added, listed or not
		s.Objs = append(s.Objs, object{Card: 1, Zone: z, Owner: Player(p), Controller: Player(p), Proxy: NoObj, Token: rnd.IntN(2) == 0})
		if rnd.IntN(2) == 0 {
			set(append(list, ObjID(len(s.Objs)-1)))
		}
	case 15: // a card moved to another list, its zone following or not
		if len(list) > 0 {
			i := rnd.IntN(len(list))
			id := list[i]
			set(append(append([]ObjID(nil), list[:i]...), list[i+1:]...))
			p2, z2 := Player(rnd.IntN(2)), ZoneDeck+Zone(rnd.IntN(int(ZoneArena-ZoneDeck)+1))
			s.SetZone(p2, z2, append(s.Zone(p2, z2), id))
			if rnd.IntN(2) == 0 {
				s.Objs[id].Zone = z2
			}
		}
	}
}

// BenchmarkCheckState is one check of the whole state (what `rathe sim`
// does at every decision), on states met every 50 events in a random game.
func BenchmarkCheckState(b *testing.B) {
	ds := LoadTestDecks(b)
	var states []*state
	var c *Checker
	events := 0
	watch := func(g *Game, e *Event) {
		if c == nil {
			c = &Checker{}
			c.Reset(g)
		}
		if events++; events%50 == 0 {
			states = append(states, g.s.Clone())
		}
	}
	if _, err := checkedGame(b, EveryEvent, Setup{Seed: 1, Players: ds[0]}, NewRandom(1), NewRandom(2), watch); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if msg := c.checkState(states[i%len(states)]); msg != "" {
			b.Fatal(msg)
		}
		i++
	}
}

// The checker catches what it is there to catch.
func TestCheckerCatches(t *testing.T) {
	ds := LoadTestDecks(t)
	fresh := func() *Game {
		g, err := New(Setup{Seed: 3, Players: ds[0]})
		if err != nil {
			t.Fatal(err)
		}
		g.SetDecider(0, NewRandom(1))
		g.SetDecider(1, NewRandom(2))
		for g.s.Turn < 3 {
			if err := g.Step(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		return g
	}
	pass := &Event{Kind: EvPass, Player: 0, Obj: NoObj}
	cases := []struct {
		name    string
		corrupt func(s *state) *Event
		want    string // "" for no violation
	}{
		{"nothing", func(s *state) *Event { return pass }, ""},
		{"damage", func(s *state) *Event {
			s.Players[1].Life -= 3
			return &Event{Kind: EvDamage, Player: 1, Obj: NoObj, Amount: 3}
		}, ""},
		{"damage of another amount", func(s *state) *Event {
			s.Players[1].Life -= 3
			return &Event{Kind: EvDamage, Player: 1, Obj: NoObj, Amount: 2}
		}, "life went from"},
		{"life gained on a pass", func(s *state) *Event {
			s.Players[0].Life++
			return pass
		}, "life went from"},
		{"life gain", func(s *state) *Event {
			s.Players[0].Life += 2
			return &Event{Kind: EvGainLife, Player: 0, Obj: NoObj, Amount: 2}
		}, ""},
		{"negative resources", func(s *state) *Event {
			s.Players[1].Resources = -1
			return pass
		}, "resource points"},
		{"negative actions", func(s *state) *Event {
			s.Players[0].Actions = -1
			return pass
		}, "action points"},
		{"a card listed twice", func(s *state) *Event {
			h := s.Zone(0, ZoneHand)
			s.SetZone(0, ZoneHand, append(h, h[0]))
			return pass
		}, "2 times"},
		{"a card in no list", func(s *state) *Event {
			s.SetZone(1, ZoneDeck, s.Zone(1, ZoneDeck)[1:])
			return pass
		}, "0 times"},
		{"a card in the wrong zone's list", func(s *state) *Event {
			d := s.Zone(1, ZoneDeck)
			s.SetZone(1, ZoneGraveyard, append(s.Zone(1, ZoneGraveyard), d[0]))
			s.SetZone(1, ZoneDeck, d[1:])
			return pass
		}, "whose zone is deck"},
		{"a card in the other player's list", func(s *state) *Event {
			d := s.Zone(1, ZoneDeck)
			s.SetZone(0, ZoneDeck, append(s.Zone(0, ZoneDeck), d[0]))
			s.SetZone(1, ZoneDeck, d[1:])
			return pass
		}, "of owner 2"},
		{"a card on the stack without a layer", func(s *state) *Event {
			d := s.Zone(1, ZoneDeck)
			s.Objs[d[0]].Zone = ZoneStack
			s.SetZone(1, ZoneDeck, d[1:])
			return pass
		}, "in a layer 0 times"},
		{"a card on the chain without a link", func(s *state) *Event {
			d := s.Zone(1, ZoneDeck)
			s.Objs[d[0]].Zone = ZoneChain
			s.SetZone(1, ZoneDeck, d[1:])
			return pass
		}, "in a chain link 0 times"},
		{"a card gained", func(s *state) *Event {
			s.Objs = append(s.Objs, object{Card: 1, Zone: ZoneHand, Proxy: NoObj})
			s.SetZone(0, ZoneHand, append(s.Zone(0, ZoneHand), ObjID(len(s.Objs)-1)))
			return pass
		}, "cards (neither tokens nor proxies)"},
		{"a token created", func(s *state) *Event {
			s.Objs = append(s.Objs, object{Card: 1, Zone: ZoneArena, Proxy: NoObj, Token: true})
			s.SetZone(0, ZoneArena, append(s.Zone(0, ZoneArena), ObjID(len(s.Objs)-1)))
			return &Event{Kind: EvCreateToken, Player: 0, Obj: ObjID(len(s.Objs) - 1)}
		}, ""},
	}
	for _, tc := range cases {
		g := fresh()
		c := &Checker{}
		c.Reset(g)
		c.Observe(g, tc.corrupt(g.s))
		switch {
		case tc.want == "" && c.Err != nil:
			t.Errorf("%s: %v", tc.name, c.Err)
		case tc.want != "" && c.Err == nil:
			t.Errorf("%s: not caught", tc.name)
		case tc.want != "" && !strings.Contains(c.Err.Error(), tc.want):
			t.Errorf("%s: %v, want %q", tc.name, c.Err, tc.want)
		}
	}
}

// RunChecked turns a panic into an error and stops at a broken invariant.
func TestRunCheckedStops(t *testing.T) {
	ds := LoadTestDecks(t)
	setup := Setup{Seed: 4, Players: ds[1]}
	boom := DeciderFunc(func(context.Context, View, Prompt) (Answer, error) { panic("boom") })
	_, err := checkedGame(t, EveryEvent, setup, boom, boom, nil)
	var pe *PanicError
	if !errors.As(err, &pe) || pe.Value != "boom" || len(pe.Stack) == 0 {
		t.Errorf("a panicking decider: err = %v", err)
	}
	// A watch that corrupts the state: the game stops at that event.
	events := 0
	corrupt := func(g *Game, e *Event) {
		events++
		if events == 30 {
			g.s.Players[0].Resources = -5
		}
	}
	g, err := checkedGame(t, EveryEvent, setup, NewRandom(1), NewRandom(2), corrupt)
	var v *Violation
	if !errors.As(err, &v) || v.Event != 30 || events != 30 {
		t.Errorf("corrupted at event 30: err = %v after %d events", err, events)
	}
	if g == nil || g.Over() {
		t.Errorf("the game should stop where the invariant broke")
	}
}

// With EveryDecision, a broken invariant of the state is caught at the next
// decision (not later), a wrong life change at its own event, and a game
// that is sound plays to the same end as with EveryEvent.
func TestRunCheckedEveryDecision(t *testing.T) {
	ds := LoadTestDecks(t)
	setup := Setup{Seed: 4, Players: ds[1]}

	events, decisions, atDecision := 0, 0, -1
	corrupt := func(g *Game, e *Event) {
		events++
		if events == 30 {
			g.s.Players[0].Resources = -5
			atDecision = decisions
		}
	}
	count := func(d Decider) Decider {
		return DeciderFunc(func(ctx context.Context, v View, p Prompt) (Answer, error) {
			decisions++
			return d.Decide(ctx, v, p)
		})
	}
	_, err := checkedGame(t, EveryDecision, setup, count(NewRandom(1)), count(NewRandom(2)), corrupt)
	var v *Violation
	if !errors.As(err, &v) || !strings.Contains(v.Msg, "-5 resource points") || v.Event < 30 {
		t.Fatalf("corrupted at event 30: err = %v", err)
	}
	// The check ran before the next decision was answered.
	if decisions != atDecision {
		t.Errorf("%d decisions answered after the corruption, want 0", decisions-atDecision)
	}

	// Life is still accounted at every event.
	events = 0
	lose := func(g *Game, e *Event) {
		events++
		if events == 40 {
			g.s.Players[1].Life--
		}
	}
	_, err = checkedGame(t, EveryDecision, setup, NewRandom(1), NewRandom(2), lose)
	if !errors.As(err, &v) || v.Event != 40 || !strings.Contains(v.Msg, "life") {
		t.Errorf("life changed at event 40: err = %v", err)
	}

	// A sound game: the same end whichever the checking.
	a, errA := checkedGame(t, EveryDecision, setup, NewRandom(1), NewRandom(2), nil)
	b, errB := checkedGame(t, EveryEvent, setup, NewRandom(1), NewRandom(2), nil)
	if errA != nil || errB != nil || a.s.Hash() != b.s.Hash() || !a.Over() {
		t.Errorf("per decision: %v, per event: %v; hashes %x %x", errA, errB, a.s.Hash(), b.s.Hash())
	}
}

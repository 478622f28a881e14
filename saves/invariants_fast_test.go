package saves

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// TestStateHoldsIsDescribeState: the quick pass (stateHolds) and the
// described check (describeState) agree on every state: sound states met in
// random games, and copies of them broken at random in every way the
// checker looks at (points, lists, zones, owners, gone, tokens, proxies,
// layers, chain links, ids out of range, objects added). Both kinds of
// verdict must come up many times, or the test proves nothing.
func TestStateHoldsIsDescribeState(t *testing.T) {
	ds := loadMatchups(t)
	rnd := rand.New(rand.NewPCG(12, 34))
	holds, broken := 0, 0
	for game := range 12 {
		setup := rules.Setup{Seed: uint64(100 + game), Players: ds[game%len(ds)]}
		var c *Checker
		events := 0
		watch := func(g *rules.Game, e *rules.Event) {
			events++
			if c == nil {
				c = &Checker{}
				c.Reset(g) // the cards at the start: before the first event nothing moved
			}
			if events%7 != 0 {
				return
			}
			for k := range 4 {
				s := g.S.Clone()
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
		if _, err := Checked(context.Background(), setup, rules.NewRandom(uint64(game)), rules.NewRandom(uint64(game+50)), 0, nil, watch); err != nil {
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
func corrupt(rnd *rand.Rand, s *rules.State) {
	n := len(s.Objs)
	p := rnd.IntN(2)
	z := rules.ZoneDeck + rules.Zone(rnd.IntN(int(rules.ZoneArena-rules.ZoneDeck)+1))
	list := s.Zone(rules.Player(p), z)
	set := func(l []rules.ObjID) { s.SetZone(rules.Player(p), z, l) }
	anyObj := func() rules.ObjID {
		switch rnd.IntN(12) {
		case 0:
			return -1
		case 1:
			return rules.ObjID(n)
		case 2:
			return rules.ObjID(n + 1000)
		}
		return rules.ObjID(rnd.IntN(n))
	}
	zones := []rules.Zone{rules.ZoneNone, rules.ZoneStack, rules.ZoneChain}
	for z := rules.ZoneDeck; z <= rules.ZoneArena; z++ {
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
			set(append(append([]rules.ObjID(nil), list[:i]...), list[i+1:]...))
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
		if o.Proxy == rules.NoObj {
			o.Proxy = anyObj()
		} else {
			o.Proxy = rules.NoObj
		}
	case 9:
		o.Owner = o.Owner.Opponent()
	case 10:
		o.Controller = o.Controller.Opponent()
	case 11: // a layer on the stack
		l := rules.Layer{Kind: rules.LayerKind(rnd.IntN(3)), Obj: anyObj()}
		s.Stack = append(s.Stack[:len(s.Stack):len(s.Stack)], l)
	case 12: // a chain link's attack or defenders
		if len(s.Chain.Links) == 0 {
			s.Chain.Open = !s.Chain.Open
			return
		}
		links := append([]rules.ChainLink(nil), s.Chain.Links...)
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
		s.Objs = append(s.Objs, rules.Obj{Card: 1, Zone: z, Owner: rules.Player(p), Controller: rules.Player(p), Proxy: rules.NoObj, Token: rnd.IntN(2) == 0})
		if rnd.IntN(2) == 0 {
			set(append(list, rules.ObjID(len(s.Objs)-1)))
		}
	case 15: // a card moved to another list, its zone following or not
		if len(list) > 0 {
			i := rnd.IntN(len(list))
			id := list[i]
			set(append(append([]rules.ObjID(nil), list[:i]...), list[i+1:]...))
			p2, z2 := rules.Player(rnd.IntN(2)), rules.ZoneDeck+rules.Zone(rnd.IntN(int(rules.ZoneArena-rules.ZoneDeck)+1))
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
	ds := loadMatchups(b)
	var states []*rules.State
	var c *Checker
	events := 0
	watch := func(g *rules.Game, e *rules.Event) {
		if c == nil {
			c = &Checker{}
			c.Reset(g)
		}
		if events++; events%50 == 0 {
			states = append(states, g.S.Clone())
		}
	}
	if _, err := Checked(context.Background(), rules.Setup{Seed: 1, Players: ds[0]}, rules.NewRandom(1), rules.NewRandom(2), 0, nil, watch); err != nil {
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

package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// View.Ahead is the viewer's next turn from their own side alone: at
// decisions of seeded games, the game it builds is the viewer's action
// phase with their hand and arsenal but the spent card, their arena-cards
// and life, against a goldfish at the other hero's life; it holds no card
// of the other player's; the same View gives the same game; and the real
// game is not changed.
func TestAheadIsTheViewersOwnSide(t *testing.T) {
	eachAhead(t, "Ahead", rules.View.Ahead, func(seed uint64, decisions int, q rules.Player, v rules.View, a *rules.Game) {
		w := a.ViewFor(q)
		if w.Count(q, rules.ZoneArsenal) != v.Count(q, rules.ZoneArsenal) || w.Count(q, rules.ZoneDeck) != 0 {
			t.Errorf("seed %d decision %d: arsenal %d (want %d), deck %d", seed, decisions, w.Count(q, rules.ZoneArsenal), v.Count(q, rules.ZoneArsenal), w.Count(q, rules.ZoneDeck))
		}
		other := q.Opponent()
		if !rules.IsGoldfish(w.Card(w.Hero(other))) || w.Life(other) != max(v.Life(other), 1) || w.Count(other, rules.ZoneHand) != 0 {
			t.Errorf("seed %d decision %d: the other side is not a goldfish at %d life", seed, decisions, v.Life(other))
		}
		ao := a.Omniscient()
		for _, pl := range []rules.Player{q, other} {
			for _, z := range aheadZones {
				for _, obj := range ao.Zone(pl, z) {
					if c := ao.Card(obj); !rules.IsGoldfish(c) && !seenBy(v, q, c) {
						t.Errorf("seed %d decision %d: %s is in the game ahead, not among p%d's own cards", seed, decisions, c.Name, q+1)
					}
				}
			}
		}
	})
}

// eachAhead asks ahead (named name) at decisions of seeded games, for each
// player's view, with the first card of the hand spent, at life 7 and seed
// 3, and checks what Ahead and AheadSampled share: the game it builds is
// the viewer's action phase at that life with their hand but the spent
// card, the same View gives the same game, and the real game is not
// changed; check checks the rest.
func eachAhead(t *testing.T, name string, ahead func(rules.View, []rules.ObjID, int, uint64) (*rules.Game, error),
	check func(seed uint64, decisions int, q rules.Player, v rules.View, a *rules.Game)) {
	t.Helper()
	checked := 0
	for seed := uint64(1); seed <= 2; seed++ {
		atDecisions(t, seed, 7, func(g *rules.Game, decisions int, pr rules.Prompt) {
			before := g.Hash()
			for q := range rules.Player(2) {
				v := g.ViewFor(q)
				hand := v.Zone(q, rules.ZoneHand)
				var spent []rules.ObjID
				if len(hand) > 0 {
					spent = hand[:1]
				}
				a, err := ahead(v, spent, 7, 3)
				if err != nil {
					t.Fatalf("seed %d decision %d: %v", seed, decisions, err)
				}
				w := a.ViewFor(q)
				if w.TurnPlayer() != q || w.Phase() != rules.PhaseAction || w.Life(q) != 7 {
					t.Fatalf("seed %d decision %d: turn player %d, %s phase, life %d", seed, decisions, w.TurnPlayer()+1, w.Phase(), w.Life(q))
				}
				if got, want := w.Count(q, rules.ZoneHand), len(hand)-len(spent); got != want {
					t.Errorf("seed %d decision %d: %d cards in hand ahead, want %d", seed, decisions, got, want)
				}
				check(seed, decisions, q, v, a)
				if b, _ := ahead(v, spent, 7, 3); b.Hash() != a.Hash() {
					t.Errorf("seed %d decision %d: the same view gave two games ahead", seed, decisions)
				}
				checked++
			}
			if g.Hash() != before {
				t.Fatalf("seed %d decision %d: %s changed the game", seed, decisions, name)
			}
		})
	}
	if checked < 20 {
		t.Errorf("%d views checked", checked)
	}
}

var aheadZones = []rules.Zone{rules.ZoneHand, rules.ZoneArsenal, rules.ZoneArena, rules.ZoneDeck, rules.ZoneGraveyard, rules.ZonePitch, rules.ZoneBanished}

// seenBy reports whether c is a card of q's own side that q's view shows.
func seenBy(v rules.View, q rules.Player, c *rules.Card) bool {
	for _, z := range aheadZones {
		for _, obj := range v.Zone(q, z) {
			if v.Card(obj) == c {
				return true
			}
		}
	}
	return false
}

// View.AheadSampled is the viewer's next turn in a world they may
// imagine: at decisions of seeded games, the viewer's action phase with
// their hand and arsenal but the spent card, their life, and a deck as
// long as theirs (the end phase draws, CR 4.4.3e); the other hero, the
// real one, at their life with as many cards in hand as their intellect
// allows of what they hold and draw; the same View and seed give the same
// game; and the real game is not changed.
func TestAheadSampledIsANextTurnOfAWorld(t *testing.T) {
	eachAhead(t, "AheadSampled", rules.View.AheadSampled, func(seed uint64, decisions int, q rules.Player, v rules.View, a *rules.Game) {
		w := a.ViewFor(q)
		if w.Count(q, rules.ZoneArsenal) != v.Count(q, rules.ZoneArsenal) || w.Count(q, rules.ZoneDeck) != v.Count(q, rules.ZoneDeck) {
			t.Errorf("seed %d decision %d: arsenal %d (want %d), deck %d (want %d)", seed, decisions,
				w.Count(q, rules.ZoneArsenal), v.Count(q, rules.ZoneArsenal), w.Count(q, rules.ZoneDeck), v.Count(q, rules.ZoneDeck))
		}
		other := q.Opponent()
		held := v.Count(other, rules.ZoneHand) + v.Count(other, rules.ZoneDeck)
		if w.Card(w.Hero(other)) != v.Card(v.Hero(other)) || w.Life(other) != max(v.Life(other), 1) ||
			w.Count(other, rules.ZoneHand) != min(v.Intellect(other), held) {
			t.Errorf("seed %d decision %d: the other side: %s at %d life with %d cards, want %s at %d with %d", seed, decisions,
				w.Card(w.Hero(other)).Name, w.Life(other), w.Count(other, rules.ZoneHand), v.Card(v.Hero(other)).Name, v.Life(other), min(v.Intellect(other), held))
		}
	})
}

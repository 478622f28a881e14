package cards_test

// Tests of cards/mentors.go: the two Classic Battles mentors, the Quicken
// token and Flock of the Feather Walkers. Player p1 is the turn player
// unless a test says otherwise.

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/rules"
)

const (
	mentorRuk   = "Chief Ruk'utan"
	mentorHala  = "Hala Goldenhelm"
	mentorQuick = "Quicken"
	mentorFlock = "Flock of the Feather Walkers (red)"
	mentorAR    = "Alpha Rampage (red)"
	mentorGS    = "Glistening Steelblade (yellow)"
	mentorMutt  = "Muscle Mutt (yellow)"
)

// mentorFind answers a search prompt (CR 8.5.19) with the card key, or
// with nothing (failing to find) when key is empty.
func mentorFind(p rules.Player, key string) step {
	return answer(rules.AskCards, p, "find "+key, func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		if pr.Rule != "8.5.19" {
			return rules.Answer{}, fmt.Errorf("a cards prompt for rule %s, not a search", pr.Rule)
		}
		if key == "" {
			return rules.Answer{}, nil
		}
		return pickCards(v, pr, []string{key})
	})
}

// mentorLessons is the number of lesson counters on obj.
func (tb *table) mentorLessons(obj rules.ObjID) int {
	return int(tb.g.S.Obj(obj).Counters[rules.CounterLesson])
}

// mentorArsenal finds p's arsenal card and checks that it is face up or
// down as wanted.
func (tb *table) mentorArsenal(p rules.Player, key string, up bool) rules.ObjID {
	tb.t.Helper()
	obj := tb.find(p, rules.ZoneArsenal, key)
	if got := tb.g.S.Obj(obj).FaceUp; got != up {
		tb.t.Errorf("%s face up = %v, want %v", key, got, up)
	}
	return obj
}

func TestChiefRukutan(t *testing.T) {
	t.Run("face down at the start of your turn, you may turn him face up", func(t *testing.T) {
		tb := setup(t, rules.Position{Phase: rules.PhaseStart, Players: [2]rules.Side{
			{Hero: k(rhinar), Arsenal: ks(mentorRuk)},
			{Hero: k(dorinthea)},
		}})
		ruk := tb.mentorArsenal(p1, mentorRuk, false)
		if tb.g.ViewFor(p2).Visible(ruk) {
			t.Fatal("the opponent sees the face-down arsenal card")
		}
		tb.run(yes(p1))
		tb.mentorArsenal(p1, mentorRuk, true)
		if n := tb.count(rules.EvTurnFaceUp); n != 1 {
			t.Errorf("%d turn-face-up events, want 1", n)
		}
		if !tb.g.ViewFor(p2).Visible(ruk) {
			t.Error("the opponent does not see Ruk'utan once face up")
		}
		if pr := tb.prompt(); pr.Kind != rules.AskPriority || tb.g.S.Phase != rules.PhaseAction {
			t.Errorf("stopped at a %s prompt in the %s phase, want the action phase's priority", pr.Kind, tb.g.S.Phase)
		}
	})
	t.Run("declined, he stays face down and teaches nothing", func(t *testing.T) {
		tb := setup(t, rules.Position{Phase: rules.PhaseStart, Players: [2]rules.Side{
			{Hero: k(rhinar), Arsenal: ks(mentorRuk), Hand: ks(mentorMutt), Resources: 3},
			{Hero: k(dorinthea), Hand: ks("Dodge (blue)")},
		}})
		tb.run(no(p1), play(p1, mentorMutt))
		ruk := tb.mentorArsenal(p1, mentorRuk, false)
		if got, want := tb.stackKeys(), []string{mentorMutt}; !slices.Equal(got, want) {
			t.Errorf("stack = %q, want %q: no lesson while face down", got, want)
		}
		if n := tb.mentorLessons(ruk); n != 0 {
			t.Errorf("%d lesson counters, want 0", n)
		}
	})
	t.Run("not at the start of the opponent's turn", func(t *testing.T) {
		tb := setup(t, rules.Position{Phase: rules.PhaseStart, TurnPlayer: p2, Players: [2]rules.Side{
			{Hero: k(rhinar), Arsenal: ks(mentorRuk)},
			{Hero: k(dorinthea)},
		}})
		tb.run()
		if pr := tb.prompt(); pr.Kind != rules.AskPriority || pr.Player != p2 {
			t.Errorf("stopped at a %s prompt for p%d, want p2's priority with no question", pr.Kind, pr.Player+1)
		}
		tb.mentorArsenal(p1, mentorRuk, false)
	})
	t.Run("a mentor is never played, from hand or arsenal", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(mentorRuk), Resources: 3},
			{Hero: k(dorinthea)},
		}})
		tb.run()
		tb.wantBlocked(rules.ActPlay, mentorRuk, rules.ReasonRestricted)
		tb = setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Arsenal: ks(mentorRuk), ArsenalUp: true, Resources: 3},
			{Hero: k(dorinthea)},
		}})
		tb.run()
		tb.wantBlocked(rules.ActPlay, mentorRuk, rules.ReasonRestricted)
	})
	t.Run("only a young hero may have a mentor", func(t *testing.T) {
		old := &rules.Card{Name: "Grown-up", Types: rules.Hero, Life: 40, Intellect: 4, Props: rules.HasLife | rules.HasIntellect}
		_, err := rules.New(rules.Setup{Players: [2]rules.Deck{
			{Hero: old, Cards: ks(mentorRuk)},
			{Hero: k(dorinthea)},
		}})
		if err == nil || !strings.Contains(err.Error(), "8.1.10a") {
			t.Errorf("a mentor with an adult hero: err = %v, want a CR 8.1.10a error", err)
		}
		if _, err := rules.New(rules.Setup{Players: [2]rules.Deck{
			{Hero: k(rhinar), Cards: ks(mentorRuk)},
			{Hero: k(dorinthea)},
		}}); err != nil {
			t.Errorf("Rhinar (young) with Ruk'utan: %v", err)
		}
	})
	t.Run("face up: a card with 6 or more power intimidates and puts a lesson counter", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Arsenal: ks(mentorRuk), ArsenalUp: true, Hand: ks(mentorMutt), Resources: 3},
			{Hero: k(dorinthea), Hand: ks("Dodge (blue)")},
		}})
		ruk := tb.mentorArsenal(p1, mentorRuk, true)
		tb.run(play(p1, mentorMutt))
		if got, want := tb.stackKeys(), []string{mentorMutt, mentorRuk}; !slices.Equal(got, want) {
			t.Fatalf("stack = %q, want %q: the lesson above the attack", got, want)
		}
		tb.run(pass(p1), pass(p2))
		tb.wantZone(p2, rules.ZoneBanished, "Dodge (blue)")
		tb.wantZone(p2, rules.ZoneHand)
		if n := tb.mentorLessons(ruk); n != 1 {
			t.Errorf("%d lesson counters, want 1", n)
		}
		// Counters on a face-up arsenal card are public.
		if o, ok := tb.g.ViewFor(p2).Obj(ruk); !ok || o.Counters[rules.CounterLesson] != 1 {
			t.Errorf("the opponent sees %v (visible %v), want 1 lesson counter", o.Counters, ok)
		}
		tb.run(passToStep(rules.StepNone, p1))
		tb.mentorArsenal(p1, mentorRuk, true) // one lesson is not enough
		tb.wantZone(p1, rules.ZoneBanished)
		if n := tb.count(rules.EvSearch); n != 0 {
			t.Errorf("%d searches after one lesson, want none", n)
		}
	})
	t.Run("a card with less power teaches nothing", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Arsenal: ks(mentorRuk), ArsenalUp: true, Hand: ks(mentorFlock, "Sigil of Solace (blue)"), Resources: 1},
			{Hero: k(dorinthea), Hand: ks("Dodge (blue)")},
		}})
		ruk := tb.find(p1, rules.ZoneArsenal, mentorRuk)
		tb.run(play(p1, mentorFlock))
		if got, want := tb.stackKeys(), []string{mentorFlock}; !slices.Equal(got, want) {
			t.Errorf("stack = %q, want %q: 5 power is not 6", got, want)
		}
		if n := tb.mentorLessons(ruk); n != 0 || tb.count(rules.EvIntimidate) != 0 {
			t.Errorf("%d lessons, %d intimidations, want none", n, tb.count(rules.EvIntimidate))
		}
	})
	t.Run("the second lesson banishes him and fetches Alpha Rampage face up", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Arsenal: ks(mentorRuk), ArsenalUp: true, Hand: ks(mentorMutt), Resources: 3,
				Deck: ks("Dodge (blue)", mentorAR, "Toughen Up (blue)")},
			{Hero: k(dorinthea), Hand: ks("Dodge (blue)")},
		}})
		ruk := tb.find(p1, rules.ZoneArsenal, mentorRuk)
		tb.g.S.Obj(ruk).Counters[rules.CounterLesson] = 1 // an earlier lesson
		tb.run(play(p1, mentorMutt), pass(p1), pass(p2), mentorFind(p1, mentorAR))
		tb.wantZone(p2, rules.ZoneBanished, "Dodge (blue)") // intimidated first
		tb.wantZone(p1, rules.ZoneBanished, mentorRuk)
		ar := tb.mentorArsenal(p1, mentorAR, true)
		tb.wantZone(p1, rules.ZoneDeck, "Dodge (blue)", "Toughen Up (blue)")
		if n := tb.count(rules.EvShuffle); n != 1 {
			t.Errorf("%d shuffles, want 1", n)
		}
		if !tb.g.ViewFor(p2).Visible(ar) {
			t.Error("the opponent does not see Alpha Rampage face up in the arsenal")
		}
		// The look at the deck ended with the search.
		for _, obj := range tb.g.S.Zone(p1, rules.ZoneDeck) {
			if tb.g.ViewFor(p1).Visible(obj) {
				t.Errorf("p1 still sees %s in the deck", tb.g.S.CardOf(obj).Key())
			}
		}
		if o := tb.g.S.Obj(ruk); o.Counters[rules.CounterLesson] != 0 || !o.FaceUp {
			t.Errorf("banished Ruk'utan: counters %v, face up %v; want a new, public object", o.Counters, o.FaceUp)
		}
		// The attack goes on; next turn Alpha Rampage can be played from
		// the arsenal like any arsenal card.
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantLife(p2, 14, "Muscle Mutt's 6 power")
	})
	t.Run("without Alpha Rampage in the deck he is still banished and the deck shuffled", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Arsenal: ks(mentorRuk), ArsenalUp: true, Hand: ks(mentorMutt), Resources: 3,
				Deck: ks("Dodge (blue)", "Toughen Up (blue)")},
			{Hero: k(dorinthea)},
		}})
		tb.g.S.Obj(tb.find(p1, rules.ZoneArsenal, mentorRuk)).Counters[rules.CounterLesson] = 1
		tb.run(play(p1, mentorMutt), pass(p1), pass(p2)) // no search question: nothing to find
		tb.wantZone(p1, rules.ZoneBanished, mentorRuk)
		tb.wantZone(p1, rules.ZoneArsenal)
		if n := tb.count(rules.EvShuffle); n != 1 {
			t.Errorf("%d shuffles, want 1", n)
		}
	})
	t.Run("the deck is private: the search may fail on purpose", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Arsenal: ks(mentorRuk), ArsenalUp: true, Hand: ks(mentorMutt), Resources: 3,
				Deck: ks(mentorAR, "Dodge (blue)")},
			{Hero: k(dorinthea)},
		}})
		tb.g.S.Obj(tb.find(p1, rules.ZoneArsenal, mentorRuk)).Counters[rules.CounterLesson] = 1
		tb.run(play(p1, mentorMutt), pass(p1), pass(p2), mentorFind(p1, ""))
		tb.wantZone(p1, rules.ZoneBanished, mentorRuk)
		tb.wantZone(p1, rules.ZoneArsenal)
		tb.wantZone(p1, rules.ZoneDeck, mentorAR, "Dodge (blue)")
		if n := tb.count(rules.EvShuffle); n != 1 {
			t.Errorf("%d shuffles, want 1", n)
		}
	})
}

func TestHalaGoldenhelm(t *testing.T) {
	t.Run("face down at the start of your turn, you may turn her face up", func(t *testing.T) {
		tb := setup(t, rules.Position{Phase: rules.PhaseStart, Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Arsenal: ks(mentorHala)},
			{Hero: k(rhinar)},
		}})
		tb.run(yes(p1))
		tb.mentorArsenal(p1, mentorHala, true)
	})
	t.Run("a sword hit gains go again and a lesson counter", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Arsenal: ks(mentorHala), ArsenalUp: true, Resources: 2},
			{Hero: k(rhinar)},
		}})
		hala := tb.find(p1, rules.ZoneArsenal, mentorHala)
		tb.run(activate(p1, dawnblade), passUntil("to the lesson on the stack", func(v rules.View, pr rules.Prompt) bool {
			return pr.Kind == rules.AskPriority && v.Step() == rules.StepDamage && len(v.Stack()) > 0
		}))
		if got, want := tb.stackKeys(), []string{mentorHala}; !slices.Equal(got, want) {
			t.Fatalf("stack = %q, want %q: Hala's lesson on the hit", got, want)
		}
		// The go again is Dawnblade's first this turn: Dorinthea's ability
		// counts it (the gain goes through the engine's go-again count).
		tb.run(pass(p1), pass(p2), passTo(rules.AskMay, p1), yes(p1), passToStep(rules.StepResolution, p1))
		if n := tb.mentorLessons(hala); n != 1 {
			t.Errorf("%d lesson counters, want 1", n)
		}
		if got := tb.actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1 from the go again Hala gave", got)
		}
		tb.wantOffered(rules.ActActivate, dawnblade) // Dorinthea's extra attack
		tb.mentorArsenal(p1, mentorHala, true)
		tb.wantLife(p2, 18, "Dawnblade's 2 power")
	})
	t.Run("no lesson when the sword attack does not hit", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Arsenal: ks(mentorHala), ArsenalUp: true, Resources: 1},
			{Hero: k(rhinar), Hand: ks(mentorMutt)},
		}})
		hala := tb.find(p1, rules.ZoneArsenal, mentorHala)
		tb.run(activate(p1, dawnblade), passTo(rules.AskDefenders, p2), defend(p2, mentorMutt), passToStep(rules.StepResolution, p1))
		if n := tb.mentorLessons(hala); n != 0 || tb.actions(p1) != 0 {
			t.Errorf("%d lessons, %d actions: want none (fully defended)", n, tb.actions(p1))
		}
	})
	t.Run("no lesson from an attack that is not a sword", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arsenal: ks(mentorHala), ArsenalUp: true, Hand: ks(mentorMutt), Resources: 3},
			{Hero: k(rhinar)},
		}})
		hala := tb.find(p1, rules.ZoneArsenal, mentorHala)
		tb.run(play(p1, mentorMutt), passToStep(rules.StepResolution, p1))
		tb.wantLife(p2, 14, "Muscle Mutt hit")
		if n := tb.mentorLessons(hala); n != 0 || tb.actions(p1) != 0 {
			t.Errorf("%d lessons, %d actions: want none (not a sword)", n, tb.actions(p1))
		}
	})
	t.Run("no lesson while face down", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Arsenal: ks(mentorHala), Resources: 1},
			{Hero: k(rhinar)},
		}})
		hala := tb.find(p1, rules.ZoneArsenal, mentorHala)
		tb.run(activate(p1, dawnblade), passToStep(rules.StepResolution, p1))
		if n := tb.mentorLessons(hala); n != 0 || tb.actions(p1) != 0 {
			t.Errorf("%d lessons, %d actions: want none (face down)", n, tb.actions(p1))
		}
	})
	t.Run("the second lesson banishes her and fetches Glistening Steelblade", func(t *testing.T) {
		deck := ks("Dodge (blue)")
		gs, have := cards.Lookup(mentorGS)
		if have {
			deck = append(deck, gs)
		}
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade), Arsenal: ks(mentorHala), ArsenalUp: true, Resources: 1, Deck: deck},
			{Hero: k(rhinar)},
		}})
		tb.g.S.Obj(tb.find(p1, rules.ZoneArsenal, mentorHala)).Counters[rules.CounterLesson] = 1
		steps := []step{activate(p1, dawnblade)}
		if have {
			steps = append(steps, passTo(rules.AskCards, p1), mentorFind(p1, mentorGS))
		}
		steps = append(steps, passTo(rules.AskMay, p1), no(p1), passToStep(rules.StepResolution, p1))
		tb.run(steps...)
		tb.wantZone(p1, rules.ZoneBanished, mentorHala)
		if have {
			tb.mentorArsenal(p1, mentorGS, true)
			tb.wantZone(p1, rules.ZoneDeck, "Dodge (blue)")
		} else {
			t.Logf("%s is not in the pool yet: the search finds nothing", mentorGS)
			tb.wantZone(p1, rules.ZoneArsenal)
		}
		if n := tb.count(rules.EvShuffle); n != 1 {
			t.Errorf("%d shuffles, want 1", n)
		}
		if got := tb.actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1: the attack gained go again before the lesson", got)
		}
	})
}

func TestQuicken(t *testing.T) {
	t.Run("an attack action card destroys it and gains go again", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Arena: ks(mentorQuick), Hand: ks(mentorMutt), Resources: 3},
			{Hero: k(dorinthea)},
		}})
		q := tb.find(p1, rules.ZoneArena, mentorQuick)
		if !tb.g.S.Obj(q).Token {
			t.Fatal("Quicken is not a token")
		}
		tb.run(play(p1, mentorMutt))
		if got, want := tb.stackKeys(), []string{mentorMutt, mentorQuick}; !slices.Equal(got, want) {
			t.Fatalf("stack = %q, want %q: the trigger above the attack", got, want)
		}
		mutt := tb.g.S.Stack[0].Obj
		tb.run(pass(p1), pass(p2))
		if !tb.g.HasKeyword(mutt, rules.GoAgain) {
			t.Error("the attack has no go again")
		}
		// CR 8.1.8a: a token that leaves the arena ceases to exist.
		tb.wantZone(p1, rules.ZoneArena, rhinar)
		tb.wantZone(p1, rules.ZoneGraveyard)
		if !tb.g.S.Obj(q).Gone {
			t.Error("the destroyed token still exists")
		}
		tb.run(passToStep(rules.StepResolution, p1))
		if got := tb.actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1 from go again", got)
		}
	})
	t.Run("a weapon attack gains go again, and Dorinthea counts it", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(dawnblade, mentorQuick), Resources: 2},
			{Hero: k(rhinar)},
		}})
		tb.run(activate(p1, dawnblade), pass(p1), pass(p2), passTo(rules.AskMay, p1), yes(p1), passToStep(rules.StepResolution, p1))
		if got := tb.actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1 from go again", got)
		}
		tb.wantZone(p1, rules.ZoneArena, dorinthea, dawnblade)
		tb.wantOffered(rules.ActActivate, dawnblade) // Dorinthea's additional attack
	})
	t.Run("a non-attack action or ability leaves it alone", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(dorinthea), Arena: ks(mentorQuick, "Blossom of Spring"), Hand: ks("On a Knife Edge (yellow)")},
			{Hero: k(rhinar)},
		}})
		tb.run(play(p1, "On a Knife Edge (yellow)"))
		if got, want := tb.stackKeys(), []string{"On a Knife Edge (yellow)"}; !slices.Equal(got, want) {
			t.Errorf("stack = %q, want %q: not an attack", got, want)
		}
		tb.run(pass(p1), pass(p2), activate(p1, "Blossom of Spring"))
		if got, want := tb.stackKeys(), []string{"Blossom of Spring"}; !slices.Equal(got, want) {
			t.Errorf("stack = %q, want %q: not a weapon attack", got, want)
		}
		tb.run(pass(p1), pass(p2))
		tb.wantZone(p1, rules.ZoneArena, dorinthea, mentorQuick)
	})
	t.Run("the opponent's attack does not use it", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(mentorMutt), Resources: 3},
			{Hero: k(dorinthea), Arena: ks(mentorQuick)},
		}})
		tb.run(play(p1, mentorMutt))
		if got, want := tb.stackKeys(), []string{mentorMutt}; !slices.Equal(got, want) {
			t.Errorf("stack = %q, want %q", got, want)
		}
		tb.run(passToStep(rules.StepNone, p1))
		tb.wantZone(p2, rules.ZoneArena, dorinthea, mentorQuick)
	})
}

func TestFlockOfTheFeatherWalkers(t *testing.T) {
	t.Run("reveals a cheap card, and its attack creates a Quicken for the next one", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(mentorFlock, "Sigil of Solace (blue)", mentorMutt), Resources: 4, Actions: 2},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, mentorFlock)) // Sigil (cost 0) is the only card to reveal
		if n := tb.count(rules.EvReveal); n != 1 {
			t.Errorf("%d reveals, want 1", n)
		}
		tb.wantZone(p1, rules.ZoneHand, "Sigil of Solace (blue)", mentorMutt)
		tb.wantZone(p1, rules.ZoneArena, rhinar)
		tb.run(pass(p1), pass(p2)) // the attack: the trigger
		tb.run(pass(p1), pass(p2))
		tb.wantZone(p1, rules.ZoneArena, rhinar, mentorQuick)
		if q := tb.find(p1, rules.ZoneArena, mentorQuick); !tb.g.S.Obj(q).Token {
			t.Error("the Quicken is not a token")
		}
		if n := tb.count(rules.EvCreateToken); n != 1 {
			t.Errorf("%d tokens created, want 1", n)
		}
		// Flock itself has no go again: the Quicken was made after it
		// was played. The second action point plays Mutt, which uses it.
		tb.run(passToStep(rules.StepResolution, p1))
		tb.wantLife(p2, 15, "Flock's 5 power")
		if got := tb.actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 (Flock has no go again)", got)
		}
		tb.run(play(p1, mentorMutt), passToStep(rules.StepResolution, p1))
		if got := tb.actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1: Mutt gained go again from the Quicken", got)
		}
		tb.wantZone(p1, rules.ZoneArena, rhinar)
	})
	t.Run("the only card it could reveal is not offered for pitching", func(t *testing.T) {
		// CR 5.1.7-5.1.8: resources are paid before the reveal, so
		// pitching the only cheap card would reverse the play.
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(mentorFlock, "Sigil of Solace (blue)", mentorMutt), Actions: 1},
			{Hero: k(dorinthea)},
		}})
		tb.run(play(p1, mentorFlock)) // one card may be pitched: no question
		if n := tb.count(rules.EvRewind); n != 0 {
			t.Errorf("%d rewinds: the play was reversed", n)
		}
		tb.wantZone(p1, rules.ZonePitch, mentorMutt)
		tb.wantZone(p1, rules.ZoneHand, "Sigil of Solace (blue)")
		if n := tb.count(rules.EvReveal); n != 1 {
			t.Errorf("%d reveals, want 1", n)
		}
	})
	t.Run("cannot be played without a card of cost 1 or less to reveal", func(t *testing.T) {
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(mentorFlock, mentorMutt), Resources: 1},
			{Hero: k(dorinthea)},
		}})
		tb.run()
		tb.wantBlocked(rules.ActPlay, mentorFlock, rules.ReasonCannotPay)
	})
	t.Run("a game knows the token's definition from its setup on", func(t *testing.T) {
		g, err := rules.New(rules.Setup{Seed: 1, Players: [2]rules.Deck{
			{Hero: k(rhinar), Cards: ks(mentorFlock)},
			{Hero: k(dorinthea)},
		}})
		if err != nil {
			t.Fatal(err)
		}
		quicken := k(mentorQuick)
		if !slices.Contains(g.S.Cards, quicken) {
			t.Errorf("the game's cards %v lack the Quicken token", mentorCardNames(g.S.Cards))
		}
		tb := setup(t, rules.Position{Players: [2]rules.Side{
			{Hero: k(rhinar), Hand: ks(mentorFlock)},
			{Hero: k(dorinthea)},
		}})
		if !slices.Contains(tb.g.S.Cards, quicken) {
			t.Error("a position's cards lack the Quicken token")
		}
	})
}

func mentorCardNames(cs []*rules.Card) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Key())
	}
	return out
}

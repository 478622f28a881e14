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
	"github.com/rathe-tcg/rathe/rules/ruletest"
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
func mentorFind(p rules.Player, key string) ruletest.Step {
	return ruletest.Answer(rules.AskCards, p, "find "+key, func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		if pr.Rule != rules.CR(8, 5, 19) {
			return rules.Answer{}, fmt.Errorf("a cards prompt for rule %s, not a search", pr.Rule)
		}
		if key == "" {
			return rules.Answer{}, nil
		}
		return ruletest.PickCards(v, pr, []string{key})
	})
}

// mentorLessons is the number of lesson counters on obj.
func mentorLessons(tb *ruletest.Game, obj rules.ObjID) int {
	return int(tb.Obj(obj).Counters[rules.CounterLesson])
}

// mentorArsenal finds p's arsenal card and checks that it is face up or
// down as wanted.
func mentorArsenal(tb *ruletest.Game, p rules.Player, key string, up bool) rules.ObjID {
	tb.T.Helper()
	obj := tb.Find(p, rules.ZoneArsenal, key)
	if got := tb.Obj(obj).FaceUp; got != up {
		tb.T.Errorf("%s face up = %v, want %v", key, got, up)
	}
	return obj
}

func TestChiefRukutan(t *testing.T) {
	t.Run("face down at the start of your turn, you may turn him face up", func(t *testing.T) {
		tb := pos().Phase(rules.PhaseStart).Hero(rhinar).Arsenal(mentorRuk).
			P2().Hero(dorinthea).
			Start(t)
		ruk := mentorArsenal(tb, p1, mentorRuk, false)
		if tb.G.ViewFor(p2).Visible(ruk) {
			t.Fatal("the opponent sees the face-down arsenal card")
		}
		tb.Run(ruletest.Yes(p1))
		mentorArsenal(tb, p1, mentorRuk, true)
		if n := tb.Count(rules.EvTurnFaceUp); n != 1 {
			t.Errorf("%d turn-face-up events, want 1", n)
		}
		if !tb.G.ViewFor(p2).Visible(ruk) {
			t.Error("the opponent does not see Ruk'utan once face up")
		}
		if pr := tb.Prompt(); pr.Kind != rules.AskPriority || tb.G.Omniscient().Phase() != rules.PhaseAction {
			t.Errorf("stopped at a %s prompt in the %s phase, want the action phase's priority", pr.Kind, tb.G.Omniscient().Phase())
		}
	})
	t.Run("declined, he stays face down and teaches nothing", func(t *testing.T) {
		tb := pos().Phase(rules.PhaseStart).Hero(rhinar).Arsenal(mentorRuk).Hand(mentorMutt).Resources(3).
			P2().Hero(dorinthea).Hand("Dodge (blue)").
			Start(t)
		tb.Run(ruletest.No(p1), ruletest.Play(p1, mentorMutt))
		ruk := mentorArsenal(tb, p1, mentorRuk, false)
		if got, want := tb.StackKeys(), []string{mentorMutt}; !slices.Equal(got, want) {
			t.Errorf("stack = %q, want %q: no lesson while face down", got, want)
		}
		if n := mentorLessons(tb, ruk); n != 0 {
			t.Errorf("%d lesson counters, want 0", n)
		}
	})
	t.Run("not at the start of the opponent's turn", func(t *testing.T) {
		tb := pos().Phase(rules.PhaseStart).TurnPlayer(p2).Hero(rhinar).Arsenal(mentorRuk).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run()
		if pr := tb.Prompt(); pr.Kind != rules.AskPriority || pr.Player != p2 {
			t.Errorf("stopped at a %s prompt for p%d, want p2's priority with no question", pr.Kind, pr.Player+1)
		}
		mentorArsenal(tb, p1, mentorRuk, false)
	})
	t.Run("a mentor is never played, from hand or arsenal", func(t *testing.T) {
		// CR 5.1.2b: a card without a cost is not played.
		for _, z := range []rules.Zone{rules.ZoneHand, rules.ZoneArsenal} {
			tb := pos().Hero(rhinar).Zone(z, mentorRuk).Resources(3).
				P2().Hero(dorinthea).
				Start(t)
			tb.Run()
			tb.WantBlocked(rules.ActPlay, mentorRuk, rules.ReasonNeverPlayed)
		}
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
		tb := pos().Hero(rhinar).ArsenalUp(mentorRuk).Hand(mentorMutt).Resources(3).
			P2().Hero(dorinthea).Hand("Dodge (blue)").
			Start(t)
		ruk := mentorArsenal(tb, p1, mentorRuk, true)
		tb.Run(ruletest.Play(p1, mentorMutt))
		if got, want := tb.StackKeys(), []string{mentorMutt, mentorRuk}; !slices.Equal(got, want) {
			t.Fatalf("stack = %q, want %q: the lesson above the attack", got, want)
		}
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		tb.WantZone(p2, rules.ZoneBanished, "Dodge (blue)")
		tb.WantZone(p2, rules.ZoneHand)
		if n := mentorLessons(tb, ruk); n != 1 {
			t.Errorf("%d lesson counters, want 1", n)
		}
		// Counters on a face-up arsenal card are public.
		if o, ok := tb.G.ViewFor(p2).Obj(ruk); !ok || o.Counters[rules.CounterLesson] != 1 {
			t.Errorf("the opponent sees %v (visible %v), want 1 lesson counter", o.Counters, ok)
		}
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		mentorArsenal(tb, p1, mentorRuk, true) // one lesson is not enough
		tb.WantZone(p1, rules.ZoneBanished)
		if n := tb.Count(rules.EvSearch); n != 0 {
			t.Errorf("%d searches after one lesson, want none", n)
		}
	})
	t.Run("a card with less power teaches nothing", func(t *testing.T) {
		tb := pos().Hero(rhinar).ArsenalUp(mentorRuk).Hand(mentorFlock, "Sigil of Solace (blue)").Resources(1).
			P2().Hero(dorinthea).Hand("Dodge (blue)").
			Start(t)
		ruk := tb.Find(p1, rules.ZoneArsenal, mentorRuk)
		tb.Run(ruletest.Play(p1, mentorFlock))
		if got, want := tb.StackKeys(), []string{mentorFlock}; !slices.Equal(got, want) {
			t.Errorf("stack = %q, want %q: 5 power is not 6", got, want)
		}
		if n := mentorLessons(tb, ruk); n != 0 || tb.Count(rules.EvIntimidate) != 0 {
			t.Errorf("%d lessons, %d intimidations, want none", n, tb.Count(rules.EvIntimidate))
		}
	})
	t.Run("the second lesson banishes him and fetches Alpha Rampage face up", func(t *testing.T) {
		tb := pos().Hero(rhinar).ArsenalUp(mentorRuk).Counters(mentorRuk, rules.CounterLesson, 1).Hand(mentorMutt).Resources(3).Deck("Dodge (blue)", mentorAR, "Toughen Up (blue)").
			P2().Hero(dorinthea).Hand("Dodge (blue)").
			Start(t)
		ruk := tb.Find(p1, rules.ZoneArsenal, mentorRuk)
		tb.Run(ruletest.Play(p1, mentorMutt), ruletest.Pass(p1), ruletest.Pass(p2), mentorFind(p1, mentorAR))
		tb.WantZone(p2, rules.ZoneBanished, "Dodge (blue)") // intimidated first
		tb.WantZone(p1, rules.ZoneBanished, mentorRuk)
		ar := mentorArsenal(tb, p1, mentorAR, true)
		tb.WantZone(p1, rules.ZoneDeck, "Dodge (blue)", "Toughen Up (blue)")
		if n := tb.Count(rules.EvShuffle); n != 1 {
			t.Errorf("%d shuffles, want 1", n)
		}
		if !tb.G.ViewFor(p2).Visible(ar) {
			t.Error("the opponent does not see Alpha Rampage face up in the arsenal")
		}
		// The look at the deck ended with the search.
		for _, obj := range tb.G.Omniscient().Zone(p1, rules.ZoneDeck) {
			if tb.G.ViewFor(p1).Visible(obj) {
				t.Errorf("p1 still sees %s in the deck", tb.G.Omniscient().Card(obj).Key())
			}
		}
		if o := tb.Obj(ruk); o.Counters[rules.CounterLesson] != 0 || !o.FaceUp {
			t.Errorf("banished Ruk'utan: counters %v, face up %v; want a new, public object", o.Counters, o.FaceUp)
		}
		// The attack goes on; next turn Alpha Rampage can be played from
		// the arsenal like any arsenal card.
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 14, "Muscle Mutt's 6 power")
	})
	t.Run("without Alpha Rampage in the deck he is still banished and the deck shuffled", func(t *testing.T) {
		tb := pos().Hero(rhinar).ArsenalUp(mentorRuk).Counters(mentorRuk, rules.CounterLesson, 1).Hand(mentorMutt).Resources(3).Deck("Dodge (blue)", "Toughen Up (blue)").
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, mentorMutt), ruletest.Pass(p1), ruletest.Pass(p2)) // no search question: nothing to find
		tb.WantZone(p1, rules.ZoneBanished, mentorRuk)
		tb.WantZone(p1, rules.ZoneArsenal)
		if n := tb.Count(rules.EvShuffle); n != 1 {
			t.Errorf("%d shuffles, want 1", n)
		}
	})
	t.Run("the deck is private: the search may fail on purpose", func(t *testing.T) {
		tb := pos().Hero(rhinar).ArsenalUp(mentorRuk).Counters(mentorRuk, rules.CounterLesson, 1).Hand(mentorMutt).Resources(3).Deck(mentorAR, "Dodge (blue)").
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, mentorMutt), ruletest.Pass(p1), ruletest.Pass(p2), mentorFind(p1, ""))
		tb.WantZone(p1, rules.ZoneBanished, mentorRuk)
		tb.WantZone(p1, rules.ZoneArsenal)
		tb.WantZone(p1, rules.ZoneDeck, mentorAR, "Dodge (blue)")
		if n := tb.Count(rules.EvShuffle); n != 1 {
			t.Errorf("%d shuffles, want 1", n)
		}
	})
}

func TestHalaGoldenhelm(t *testing.T) {
	t.Run("face down at the start of your turn, you may turn her face up", func(t *testing.T) {
		tb := pos().Phase(rules.PhaseStart).Hero(dorinthea).Arena(dawnblade).Arsenal(mentorHala).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Yes(p1))
		mentorArsenal(tb, p1, mentorHala, true)
	})
	t.Run("a sword hit gains go again and a lesson counter", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade).ArsenalUp(mentorHala).Resources(2).
			P2().Hero(rhinar).
			Start(t)
		hala := tb.Find(p1, rules.ZoneArsenal, mentorHala)
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.PassUntil("to the lesson on the stack", func(v rules.View, pr rules.Prompt) bool {
			return pr.Kind == rules.AskPriority && v.Step() == rules.StepDamage && len(v.Stack()) > 0
		}))
		if got, want := tb.StackKeys(), []string{mentorHala}; !slices.Equal(got, want) {
			t.Fatalf("stack = %q, want %q: Hala's lesson on the hit", got, want)
		}
		// The go again is Dawnblade's first this turn: Dorinthea's ability
		// counts it (the gain goes through the engine's go-again count).
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepResolution, p1))
		if n := mentorLessons(tb, hala); n != 1 {
			t.Errorf("%d lesson counters, want 1", n)
		}
		if got := tb.Actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1 from the go again Hala gave", got)
		}
		tb.WantOffered(rules.ActActivate, dawnblade) // Dorinthea's extra attack
		mentorArsenal(tb, p1, mentorHala, true)
		tb.WantLife(p2, 18, "Dawnblade's 2 power")
	})
	for _, tc := range []struct {
		rule   string
		name   string
		pos    *ruletest.Builder
		attack []ruletest.Step
	}{
		{"8.1.10", "no lesson when the sword attack does not hit",
			pos().Hero(dorinthea).Arena(dawnblade).ArsenalUp(mentorHala).Resources(1).P2().Hero(rhinar).Hand(mentorMutt),
			[]ruletest.Step{ruletest.Activate(p1, dawnblade), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, mentorMutt)}},
		{"8.1.10", "no lesson from an attack that is not a sword",
			pos().Hero(dorinthea).ArsenalUp(mentorHala).Hand(mentorMutt).Resources(3).P2().Hero(rhinar),
			[]ruletest.Step{ruletest.Play(p1, mentorMutt)}},
		{"8.1.10", "no lesson while face down",
			pos().Hero(dorinthea).Arena(dawnblade).Arsenal(mentorHala).Resources(1).P2().Hero(rhinar),
			[]ruletest.Step{ruletest.Activate(p1, dawnblade)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := tc.pos.Start(t)
			hala := tb.Find(p1, rules.ZoneArsenal, mentorHala)
			tb.Run(append(tc.attack, ruletest.PassToStep(rules.StepResolution, p1))...)
			if n := mentorLessons(tb, hala); n != 0 || tb.Actions(p1) != 0 {
				t.Errorf("CR %s: %d lessons, %d actions: want none", tc.rule, n, tb.Actions(p1))
			}
		})
	}
	t.Run("the second lesson banishes her and fetches Glistening Steelblade", func(t *testing.T) {
		deck := []string{"Dodge (blue)"}
		_, have := cards.Lookup(mentorGS)
		if have {
			deck = append(deck, mentorGS)
		}
		tb := pos().Hero(dorinthea).Arena(dawnblade).ArsenalUp(mentorHala).Counters(mentorHala, rules.CounterLesson, 1).Resources(1).Deck(deck...).
			P2().Hero(rhinar).
			Start(t)
		steps := []ruletest.Step{ruletest.Activate(p1, dawnblade)}
		if have {
			steps = append(steps, ruletest.PassTo(rules.AskCards, p1), mentorFind(p1, mentorGS))
		}
		steps = append(steps, ruletest.PassTo(rules.AskMay, p1), ruletest.No(p1), ruletest.PassToStep(rules.StepResolution, p1))
		tb.Run(steps...)
		tb.WantZone(p1, rules.ZoneBanished, mentorHala)
		if have {
			mentorArsenal(tb, p1, mentorGS, true)
			tb.WantZone(p1, rules.ZoneDeck, "Dodge (blue)")
		} else {
			t.Logf("%s is not in the pool yet: the search finds nothing", mentorGS)
			tb.WantZone(p1, rules.ZoneArsenal)
		}
		if n := tb.Count(rules.EvShuffle); n != 1 {
			t.Errorf("%d shuffles, want 1", n)
		}
		if got := tb.Actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1: the attack gained go again before the lesson", got)
		}
	})
}

func TestQuicken(t *testing.T) {
	t.Run("an attack action card destroys it and gains go again", func(t *testing.T) {
		tb := pos().Hero(rhinar).Arena(mentorQuick).Hand(mentorMutt).Resources(3).
			P2().Hero(dorinthea).
			Start(t)
		q := tb.Find(p1, rules.ZoneArena, mentorQuick)
		if !tb.Obj(q).Token {
			t.Fatal("Quicken is not a token")
		}
		tb.Run(ruletest.Play(p1, mentorMutt))
		if got, want := tb.StackKeys(), []string{mentorMutt, mentorQuick}; !slices.Equal(got, want) {
			t.Fatalf("stack = %q, want %q: the trigger above the attack", got, want)
		}
		mutt := tb.G.Omniscient().Stack()[0].Obj
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		if !tb.G.HasKeyword(mutt, rules.GoAgain) {
			t.Error("the attack has no go again")
		}
		// CR 8.1.8a: a token that leaves the arena ceases to exist.
		tb.WantZone(p1, rules.ZoneArena, rhinar)
		tb.WantZone(p1, rules.ZoneGraveyard)
		if !tb.Obj(q).Gone {
			t.Error("the destroyed token still exists")
		}
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
		if got := tb.Actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1 from go again", got)
		}
	})
	t.Run("a weapon attack gains go again, and Dorinthea counts it", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(dawnblade, mentorQuick).Resources(2).
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Activate(p1, dawnblade), ruletest.Pass(p1), ruletest.Pass(p2), ruletest.PassTo(rules.AskMay, p1), ruletest.Yes(p1), ruletest.PassToStep(rules.StepResolution, p1))
		if got := tb.Actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1 from go again", got)
		}
		tb.WantZone(p1, rules.ZoneArena, dorinthea, dawnblade)
		tb.WantOffered(rules.ActActivate, dawnblade) // Dorinthea's additional attack
	})
	t.Run("a non-attack action or ability leaves it alone", func(t *testing.T) {
		tb := pos().Hero(dorinthea).Arena(mentorQuick, "Blossom of Spring").Hand("On a Knife Edge (yellow)").
			P2().Hero(rhinar).
			Start(t)
		tb.Run(ruletest.Play(p1, "On a Knife Edge (yellow)"))
		if got, want := tb.StackKeys(), []string{"On a Knife Edge (yellow)"}; !slices.Equal(got, want) {
			t.Errorf("stack = %q, want %q: not an attack", got, want)
		}
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2), ruletest.Activate(p1, "Blossom of Spring"))
		if got, want := tb.StackKeys(), []string{"Blossom of Spring"}; !slices.Equal(got, want) {
			t.Errorf("stack = %q, want %q: not a weapon attack", got, want)
		}
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		tb.WantZone(p1, rules.ZoneArena, dorinthea, mentorQuick)
	})
	t.Run("the opponent's attack does not use it", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(mentorMutt).Resources(3).
			P2().Hero(dorinthea).Arena(mentorQuick).
			Start(t)
		tb.Run(ruletest.Play(p1, mentorMutt))
		if got, want := tb.StackKeys(), []string{mentorMutt}; !slices.Equal(got, want) {
			t.Errorf("stack = %q, want %q", got, want)
		}
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantZone(p2, rules.ZoneArena, dorinthea, mentorQuick)
	})
}

func TestFlockOfTheFeatherWalkers(t *testing.T) {
	t.Run("reveals a cheap card, and its attack creates a Quicken for the next one", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(mentorFlock, "Sigil of Solace (blue)", mentorMutt).Resources(4).Actions(2).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, mentorFlock)) // Sigil (cost 0) is the only card to reveal
		if n := tb.Count(rules.EvReveal); n != 1 {
			t.Errorf("%d reveals, want 1", n)
		}
		tb.WantZone(p1, rules.ZoneHand, "Sigil of Solace (blue)", mentorMutt)
		tb.WantZone(p1, rules.ZoneArena, rhinar)
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2)) // the attack: the trigger
		tb.Run(ruletest.Pass(p1), ruletest.Pass(p2))
		tb.WantZone(p1, rules.ZoneArena, rhinar, mentorQuick)
		if q := tb.Find(p1, rules.ZoneArena, mentorQuick); !tb.Obj(q).Token {
			t.Error("the Quicken is not a token")
		}
		if n := tb.Count(rules.EvCreateToken); n != 1 {
			t.Errorf("%d tokens created, want 1", n)
		}
		// Flock itself has no go again: the Quicken was made after it
		// was played. The second action point plays Mutt, which uses it.
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantLife(p2, 15, "Flock's 5 power")
		if got := tb.Actions(p1); got != 1 {
			t.Fatalf("actions = %d, want 1 (Flock has no go again)", got)
		}
		tb.Run(ruletest.Play(p1, mentorMutt), ruletest.PassToStep(rules.StepResolution, p1))
		if got := tb.Actions(p1); got != 1 {
			t.Errorf("actions = %d, want 1: Mutt gained go again from the Quicken", got)
		}
		tb.WantZone(p1, rules.ZoneArena, rhinar)
	})
	t.Run("the only card it could reveal is not offered for pitching", func(t *testing.T) {
		// CR 5.1.7-5.1.8: resources are paid before the reveal, so
		// pitching the only cheap card would reverse the play.
		tb := pos().Hero(rhinar).Hand(mentorFlock, "Sigil of Solace (blue)", mentorMutt).Actions(1).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run(ruletest.Play(p1, mentorFlock)) // one card may be pitched: no question
		if n := tb.Count(rules.EvRewind); n != 0 {
			t.Errorf("%d rewinds: the play was reversed", n)
		}
		tb.WantZone(p1, rules.ZonePitch, mentorMutt)
		tb.WantZone(p1, rules.ZoneHand, "Sigil of Solace (blue)")
		if n := tb.Count(rules.EvReveal); n != 1 {
			t.Errorf("%d reveals, want 1", n)
		}
	})
	t.Run("cannot be played without a card of cost 1 or less to reveal", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(mentorFlock, mentorMutt).Resources(1).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run()
		// CR 5.1.8a: the reason is the reveal, not the resources.
		tb.WantBlocked(rules.ActPlay, mentorFlock, rules.ReasonNoCardToReveal)
	})
	t.Run("resources floating and an empty hand: the reveal is what cannot be paid", func(t *testing.T) {
		tb := pos().Hero(rhinar).ArsenalUp(mentorFlock).Resources(3).
			P2().Hero(dorinthea).
			Start(t)
		tb.Run()
		tb.WantBlocked(rules.ActPlay, mentorFlock, rules.ReasonNoCardToReveal)
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
		if !slices.Contains(g.Omniscient().Cards(), quicken) {
			t.Errorf("the game's cards %v lack the Quicken token", mentorCardNames(g.Omniscient().Cards()))
		}
		tb := pos().Hero(rhinar).Hand(mentorFlock).
			P2().Hero(dorinthea).
			Start(t)
		if !slices.Contains(tb.G.Omniscient().Cards(), quicken) {
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

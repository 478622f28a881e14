package cards_test

// One test per card of ira.go (Ira's Welcome deck). Player p1 (index 0) is
// the turn player everywhere; both heroes are Ira, as in the Welcome
// deck's mirror match.

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

const (
	ira          = "Ira, Crimson Haze"
	edgeOfAutumn = "Edge of Autumn"
	headJab      = "Head Jab (blue)"
	brutal       = "Brutal Assault (blue)"
	whirling     = "Whirling Mist Blossom (yellow)"
	salt         = "Salt the Wound (yellow)"
	thorns       = "Bittering Thorns (yellow)"
	torrent      = "Torrent of Tempo (red)"
	flyingKick   = "Flying Kick (red)"
	scar         = "Scar for a Scar (red)"
	lunging      = "Lunging Press (blue)"
	springboard  = "Springboard Somersault (yellow)"
)

// iraHits plays an attack from hand and lets it through undefended, to
// p1's priority in the resolution step (the chain still open).
func iraHits(key string) []ruletest.Step {
	return []ruletest.Step{ruletest.Play(p1, key), ruletest.PassToStep(rules.StepResolution, p1)}
}

func TestIra(t *testing.T) {
	t.Run("the second attack of the turn gets +1, the first and third do not", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(headJab, headJab, headJab).
			P2().Hero(ira).
			Start(t)
		tb.Run(ruletest.Play(p1, headJab), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 1, "the first attack: Head Jab's own 1")
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1), ruletest.Play(p1, headJab), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 2, "CR 7.2.4: the second attack, 1+1")
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1), ruletest.Play(p1, headJab), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 1, "the third attack has no bonus")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 20-1-2-1, "1, 2, 1")
	})
	t.Run("a weapon attack counts, and the count survives a closed chain", func(t *testing.T) {
		tb := pos().Hero(ira).Arena(edgeOfAutumn).Hand(headJab).Resources(1).
			P2().Hero(ira).
			Start(t)
		// Edge of Autumn attacks first; the chain closes (Ira passes in
		// the resolution step); Head Jab opens a new chain as the second
		// attack of the turn.
		tb.Run(ruletest.Activate(p1, edgeOfAutumn), ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 19, "Edge of Autumn's 1")
		tb.Run(ruletest.Play(p1, headJab), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 2, "Head Jab is the second attack this turn")
	})
	t.Run("the opponent's Ira gives her nothing on p1's turn", func(t *testing.T) {
		tb := pos().Hero(rhinar).Hand(headJab, headJab).
			P2().Hero(ira).
			Start(t)
		tb.Run(iraHits(headJab)...)
		tb.Run(ruletest.Play(p1, headJab), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 1, "only the controller's own Ira counts")
	})
}

func TestEdgeOfAutumn(t *testing.T) {
	tb := pos().Hero(ira).Arena(edgeOfAutumn).Resources(2).
		P2().Hero(ira).
		Start(t)
	tb.Run(ruletest.Activate(p1, edgeOfAutumn), ruletest.PassToStep(rules.StepReaction, p1))
	tb.WantResources(p1, 1, "the attack costs 1")
	tb.WantPower(tb.Attack(), 1, "printed power 1")
	if !tb.G.HasKeyword(tb.Attack(), rules.GoAgain) {
		t.Error("Edge of Autumn's attack has no go again (CR 8.3.5)")
	}
	tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
	tb.WantLife(p2, 19, "1 damage")
	tb.WantActions(p1, 1, "go again")
	tb.WantBlocked(rules.ActActivate, edgeOfAutumn, rules.ReasonOncePerTurn)
}

func TestWhirlingMistBlossom(t *testing.T) {
	t.Run("the second link in a row to hit draws 2", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(headJab, whirling).Deck(brutal, brutal, brutal).Resources(1).
			P2().Hero(ira).
			Start(t)
		tb.Run(iraHits(headJab)...)
		tb.Run(iraHits(whirling)...)
		tb.WantZone(p1, rules.ZoneHand, brutal, brutal)
		tb.WantActions(p1, 1, "its go again")
		tb.WantLife(p2, 20-1-3, "Head Jab 1, Whirling Mist Blossom 2+1 as the second attack")
	})
	t.Run("as the first link it draws nothing", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(whirling).Deck(brutal, brutal).Resources(1).
			P2().Hero(ira).
			Start(t)
		tb.Run(iraHits(whirling)...)
		tb.WantZone(p1, rules.ZoneHand)
		tb.WantLife(p2, 18, "it hit all the same")
	})
	t.Run("a link that did not hit breaks the row", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(headJab, whirling).Deck(brutal, brutal).Resources(1).
			P2().Hero(ira).Hand(brutal).
			Start(t)
		tb.Run(ruletest.Play(p1, headJab), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, brutal), ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantLife(p2, 20, "Head Jab blocked for 3")
		tb.Run(iraHits(whirling)...)
		tb.WantLife(p2, 17, "Whirling Mist Blossom hits")
		tb.WantZone(p1, rules.ZoneHand)
	})
}

func TestSaltTheWound(t *testing.T) {
	t.Run("+1 for each attack that hit this chain", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(headJab, headJab, salt).
			P2().Hero(ira).
			Start(t)
		tb.Run(iraHits(headJab)...)
		tb.Run(iraHits(headJab)...)
		tb.Run(ruletest.Play(p1, salt))
		tb.WantPower(tb.G.Omniscient().Stack()[0].Obj, 2, "on the stack its static ability is not functional yet (CR 1.7.4h, 5.3.3): 2")
		tb.Run(ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 4, "2, +2 hits; the third attack has no Ira bonus")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 20-1-2-4, "1, 2, then 4")
	})
	t.Run("a new chain counts from zero", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(headJab, salt).
			P2().Hero(ira).
			Start(t)
		tb.Run(ruletest.Play(p1, headJab), ruletest.PassToStep(rules.StepNone, p1), ruletest.Play(p1, salt), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 3, "2, +1 as the second attack, no hit on this chain")
	})
}

func TestBitteringThorns(t *testing.T) {
	t.Run("a hit gives the next attack +1", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(thorns, headJab, headJab).Resources(1).
			P2().Hero(ira).
			Start(t)
		tb.Run(iraHits(thorns)...)
		tb.WantLife(p2, 17, "3 power")
		tb.Run(ruletest.Play(p1, headJab), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 3, "1, +1 from the hit, +1 as the second attack")
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1), ruletest.Play(p1, headJab), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 1, "only the next attack")
	})
	t.Run("no hit, no bonus", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(thorns, headJab).Resources(1).
			P2().Hero(ira).Hand(brutal).
			Start(t)
		tb.Run(ruletest.Play(p1, thorns), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, brutal), ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantLife(p2, 20, "3 against 3")
		tb.Run(ruletest.Play(p1, headJab), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 2, "1, +1 as the second attack only")
	})
}

func TestTorrentOfTempo(t *testing.T) {
	t.Run("a hit gives go again", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(torrent).Resources(1).
			P2().Hero(ira).
			Start(t)
		tb.Run(ruletest.Play(p1, torrent), ruletest.PassToStep(rules.StepReaction, p1))
		if tb.G.HasKeyword(tb.Attack(), rules.GoAgain) {
			t.Error("go again before the hit")
		}
		tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantLife(p2, 15, "5 power")
		tb.WantActions(p1, 1, "go again from the hit")
	})
	t.Run("blocked, no go again", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(torrent).Resources(1).
			P2().Hero(ira).Hand(brutal, brutal).
			Start(t)
		tb.Run(ruletest.Play(p1, torrent), ruletest.PassTo(rules.AskDefenders, p2), ruletest.Defend(p2, brutal, brutal), ruletest.PassToStep(rules.StepResolution, p1))
		tb.WantLife(p2, 20, "5 against 6")
		tb.WantActions(p1, 0, "no hit")
	})
}

func TestFlyingKick(t *testing.T) {
	t.Run("as chain link 3 it gets +2", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(headJab, headJab, flyingKick).Resources(2).
			P2().Hero(ira).
			Start(t)
		tb.Run(iraHits(headJab)...)
		tb.Run(iraHits(headJab)...)
		tb.Run(ruletest.Play(p1, flyingKick), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 7, "5, +2 as chain link 3")
	})
	t.Run("as chain link 2 it does not", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(headJab, flyingKick).Resources(2).
			P2().Hero(ira).
			Start(t)
		tb.Run(iraHits(headJab)...)
		tb.Run(ruletest.Play(p1, flyingKick), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 6, "5, +1 as the second attack, no +2 as link 2")
	})
	t.Run("a closed chain starts again at link 1", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(headJab, headJab, flyingKick).Resources(2).
			P2().Hero(ira).
			Start(t)
		tb.Run(iraHits(headJab)...)
		tb.Run(ruletest.Play(p1, headJab), ruletest.PassToStep(rules.StepNone, p1))
		tb.Run(ruletest.Play(p1, flyingKick), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 5, "the third attack of the turn, but chain link 1")
	})
}

func TestHeadJab(t *testing.T) {
	tb := pos().Hero(ira).Hand(headJab).
		P2().Hero(ira).
		Start(t)
	tb.Run(iraHits(headJab)...)
	tb.WantLife(p2, 19, "1 power")
	tb.WantActions(p1, 1, "go again")
	tb.WantResources(p1, 0, "it costs 0")
}

func TestScarForAScar(t *testing.T) {
	for _, tc := range []struct {
		name         string
		life1, life2 int
		goAgain      bool
	}{
		{"less life: go again", 10, 20, true},
		{"equal life: none", 20, 20, false},
		{"more life: none", 20, 12, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := pos().Hero(ira).Life(tc.life1).Hand(scar).
				P2().Hero(ira).Life(tc.life2).
				Start(t)
			tb.Run(ruletest.PassToStep(rules.StepNone, p1)) // nothing yet
			tb.Run(ruletest.Play(p1, scar), ruletest.PassToStep(rules.StepReaction, p1))
			if got := tb.G.HasKeyword(tb.Attack(), rules.GoAgain); got != tc.goAgain {
				t.Errorf("go again = %v, want %v (checked as it is played)", got, tc.goAgain)
			}
			tb.Run(ruletest.PassToStep(rules.StepResolution, p1))
			tb.WantLife(p2, tc.life2-4, "4 power")
			want := 0
			if tc.goAgain {
				want = 1
			}
			tb.WantActions(p1, want, "go again gives an action point")
		})
	}
}

func TestBrutalAssault(t *testing.T) {
	tb := pos().Hero(ira).Hand(brutal).Resources(2).
		P2().Hero(ira).
		Start(t)
	tb.Run(iraHits(brutal)...)
	tb.WantLife(p2, 16, "4 power")
	tb.WantActions(p1, 0, "no go again")
	tb.WantResources(p1, 0, "it costs 2")
}

func TestLungingPress(t *testing.T) {
	t.Run("an attack action card gets +1", func(t *testing.T) {
		tb := pos().Hero(ira).Hand(headJab, lunging).
			P2().Hero(ira).
			Start(t)
		tb.Run(ruletest.Play(p1, headJab), ruletest.PassToStep(rules.StepReaction, p1), ruletest.Play(p1, lunging), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantPower(tb.Attack(), 2, "1+1")
		tb.Run(ruletest.PassToStep(rules.StepNone, p1))
		tb.WantLife(p2, 18, "2 power")
	})
	t.Run("a weapon attack is no target", func(t *testing.T) {
		tb := pos().Hero(ira).Arena(edgeOfAutumn).Hand(lunging).Resources(1).
			P2().Hero(ira).
			Start(t)
		tb.Run(ruletest.Activate(p1, edgeOfAutumn), ruletest.PassToStep(rules.StepReaction, p1))
		tb.WantBlocked(rules.ActPlay, lunging, rules.ReasonNoTarget)
	})
}

func TestSpringboardSomersault(t *testing.T) {
	defend := func(t *testing.T, fromArsenal bool) *ruletest.Game {
		b := pos().Hero(ira).Hand(brutal).Resources(2).P2().Hero(ira)
		if fromArsenal {
			b = b.Arsenal(springboard)
		} else {
			b = b.Hand(springboard)
		}
		tb := b.Start(t)
		// p2 has nothing to defend with in the defend step (a defense
		// reaction is played in the reaction step, CR 8.1.3a).
		tb.Run(ruletest.Play(p1, brutal), ruletest.PassToStep(rules.StepReaction, p2), ruletest.Play(p2, springboard), ruletest.PassToStep(rules.StepResolution, p1))
		return tb
	}
	t.Run("from arsenal: 4 defense", func(t *testing.T) {
		tb := defend(t, true)
		tb.WantLife(p2, 20, "4 power against 2+2 defense")
		tb.WantDefense(tb.G.Omniscient().Chain()[0].Defenders[0], 4, "2, +2 from arsenal: the effect stays with it as it defends")
	})
	t.Run("from hand: 2 defense", func(t *testing.T) {
		tb := defend(t, false)
		tb.WantLife(p2, 18, "4 power against 2")
		tb.WantDefense(tb.G.Omniscient().Chain()[0].Defenders[0], 2, "its printed 2")
	})
}

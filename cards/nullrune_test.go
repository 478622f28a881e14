package cards_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Arcane barrier 1 (CR 8.3.8), printed: against Harness Lightning's 3
// arcane damage its player pitches a card to prevent 1; the piece stays.
func TestNullruneHood(t *testing.T) { nullrune(t, "Nullrune Hood") }

func TestNullruneGloves(t *testing.T) { nullrune(t, "Nullrune Gloves") }

func TestNullruneRobe(t *testing.T) { nullrune(t, "Nullrune Robe") }

func nullrune(t *testing.T, piece string) {
	if c := k(piece); !c.Keywords.Has(rules.ArcaneBarrier) || rules.KeywordN(c, rules.ArcaneBarrier) != 1 || c.Defense != 0 {
		t.Errorf("%s: want arcane barrier 1 and 0 defense, printed", piece)
	}
	tb := pos().Hand("Harness Lightning (red)", cloudCover).P2().Arena(piece).Hand("Harness Lightning (red)").Start(t)
	tb.Run(append(auroraFlow(), ruletest.Play(p1, "Harness Lightning (red)"), ruletest.TargetHero(p1, p2), ruletest.Pass(p1), ruletest.Pass(p2),
		ruletest.Choose(p2, piece))...) // its only card is pitched at once

	tb.WantLife(p2, 18, "3 arcane damage, 1 prevented for 1 resource")
	tb.WantZone(p2, rules.ZoneArena, "Beta", piece)
	tb.WantZone(p2, rules.ZoneHand)
	tb.WantZone(p2, rules.ZonePitch, "Harness Lightning (red)")
}

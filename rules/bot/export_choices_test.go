package bot

import "github.com/rathe-tcg/rathe/rules"

// Choices is how many answers of p, asked in g, the search tries.
func Choices(p *rules.Prompt, g *rules.Game) int {
	en := enumerate()
	return len(choices(p, g, true, &en, nil))
}

// SetNoForLater turns the cut of the activations for later off (forLater).
func SetNoForLater(b bool) { noForLater = b }

// SetNoBanishPick turns the settled answer of the cards a cost banishes
// from the graveyard off (banishPick).
func SetNoBanishPick(b bool) { noBanishPick = b }

// SetNoLaterCut turns the cut after an activation for later off
// (laterCut).
func SetNoLaterCut(b bool) { noLaterCut = b }

// SetNoWagerYes turns the settled yes of a wager that only gives off
// (wagerYes).
func SetNoWagerYes(b bool) { noWagerYes = b }

// SetNoIdleCut turns the cut of the plays that change nothing off
// (passOnly).
func SetNoIdleCut(b bool) { noIdleCut = b }

// PassOnly reports whether the goldfish bot's search tries the pass
// alone at p, asked in g (passOnly).
func PassOnly(p *rules.Prompt, g *rules.Game) bool {
	s := &searcher{stopAtKill: true}
	return s.passOnly(p, g)
}

// SetNoPassOn turns the runs' pass through the questions whose one
// answer worth trying is the pass off (passOn).
func SetNoPassOn(b bool) { noPassOn = b }

package bot

import "github.com/rathe-tcg/rathe/rules"

// The bound in a real game. The goldfish search (no Options.Weights, the
// other player answered by rules.GoldfishDecider) cuts by Reach
// (bound.go) not only against a goldfish but in a real game too, as the
// greedy bot's and the easy level's plans search it: the search's other
// player passes, defends with nothing and takes no "may" whoever its
// hero is, so what Reach leaves out, the other player's side, is what
// that player's cards do on their own. rules.Game.Inert says when that is
// nothing that adds to the damage it takes (its life gained and damage
// prevented only lower it; its equipment defends with nothing; arcane
// barrier and the clash replaced are "may"s declined; its mandatory
// triggers are asked what they may add, and one that may add anything, or
// cannot say, turns the bound off for that position). It is asked of each
// position the bound is asked of, as a line may put a permanent in the
// other player's arena.
//
// The first line that kills still ends the search against a goldfish
// alone (dominance.go): in a real game the other player may defend when
// the line is played, so what the line keeps (the tie-breaks, doc.go)
// counts if the kill fails, and the search goes on among the lines that
// kill. The bound cuts only what is below the best line, so those are
// searched as before.

// reachAgainst is node's Reach when it bounds the damage fish takes: fish
// is inert there (rules.Game.Inert); false otherwise. Inert is asked only
// of a position Reach bounds. kept is the most cards the player may keep
// by a line that deals target more damage when reach is target, their
// power, and held how many of them in the hand and the arsenal
// (rules.Game.ReachKept; -1: no bound, or not asked), which fish's side
// does not change: an inert player's cards put nothing in the other's
// hand or arena.
func reachAgainst(node *rules.Game, fish rules.Player, target int) (reach, kept, keptPower, held int, ok bool) {
	reach, kept, keptPower, held, ok = node.ReachKept(target)
	if !ok || !node.Inert(fish) {
		return 0, -1, -1, -1, false
	}
	return reach, kept, keptPower, held, true
}

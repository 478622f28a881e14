package rules

// Overpower (CR 8.3.22): an attack with it can be defended by at most one
// action card. The defend step's prompt carries the limit as data
// (Limit.Action), so the board, the bots and Check all read it there.

// markActionCards marks the defending options that are action cards and,
// when the attack has overpower, limits the answer to one of them
// (CR 8.3.22). The limit is over the declaration as a whole: cards that
// already defend (none, in the defend step) are counted by CR 8.3.22a
// when an effect adds another.
func (g *Game) markActionCards(pr *Prompt, attack ObjID) {
	s := g.s
	for i := range pr.Options {
		if s.CardOf(pr.Options[i].Obj).Types.Has(Action) {
			pr.Options[i].ActionCard = true
		}
	}
	if g.HasKeyword(attack, Overpower) {
		pr.Limits = append(pr.Limits, Limit{Action: true, Max: 1, Reason: ReasonOverpower, Rule: CR(8, 3, 22)})
	}
}

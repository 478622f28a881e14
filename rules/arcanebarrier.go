package rules

// Arcane barrier (CR 8.3.8): a static ability of a permanent, "Arcane
// Barrier N": when its controller would be dealt arcane damage, they may
// pay N{r} to prevent N of that damage. It is a static prevention
// (prevention.go): offered with the others, in the order its player
// chooses (CR 6.5.2), at most once a damage event (CR 6.4.5), and only
// when its cost can be paid; the cost is N whatever the damage, so
// arcane barrier 2 against 1 damage costs 2 and prevents 1.

func init() {
	staticPreventions = append(staticPreventions, staticPrevention{
		Bit: ArcaneBarrier, Rule: CR(8, 3, 8), Kind: DamageArcane,
		Usable: func(g *Game, p Player, _ ObjID, n int) bool {
			return g.payable(p, NoObj, n, nil).Reason == ReasonNone
		},
		Pay: func(g *Game, p Player, obj ObjID, n int) bool { return g.payResources(p, n, obj) },
	})
}

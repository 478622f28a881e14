package rules

// ListenedProbe is an observer for tests (events_test.go): for each event
// that emit would pass over without an observer (no card of the game
// hears its kind and no delayed trigger waits: deaf), or that listened
// says nothing listens to, it asks collectTriggers all the same and
// reports, through bad, the events that it finds triggers for; it counts
// those events in *passed.
// (Only then: collectTriggers may fire delayed triggers, which listened
// never passes over.) What it adds is taken back.
func ListenedProbe(passed *int, bad func(e *Event, found int)) Observer {
	return func(g *Game, e *Event) {
		deaf := g.cardsHear()>>e.Kind&1 == 0 && len(g.s.Delayed) == 0
		if !deaf && g.listened(e.Kind) {
			return
		}
		*passed++
		n := len(g.s.Pending)
		g.collectTriggers(e)
		if found := len(g.s.Pending) - n; found > 0 {
			bad(e, found)
		}
		g.s.Pending = g.s.Pending[:n]
	}
}

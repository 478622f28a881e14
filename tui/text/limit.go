package text

import "github.com/rathe-tcg/rathe/rules"

// Limit words a limit a prompt sets on its answer (rules.Limit), for the
// question's title: "at most 1 from hand (dominate, CR 8.3.4)", "at most
// 1 action card (overpower, CR 8.3.22)". The number, the reason and the
// rule are the engine's.
func (w Words) Limit(l rules.Limit) string {
	var s string
	switch {
	case l.Action:
		s = w.say("fact.action-cards", l.Max)
	case l.From == rules.PlaceHand:
		s = w.say("fact.from-hand", l.Max)
	default:
		s = w.say("fact.at-most", l.Max)
	}
	why := ""
	switch l.Reason {
	case rules.ReasonDominate:
		why = w.say("board.dominate")
	case rules.ReasonOverpower:
		why = w.say("board.overpower")
	}
	if l.Rule != 0 {
		why = w.joinNonEmpty(why, Cite(l.Rule.String()))
	}
	if why != "" {
		s = w.say("fact.limit-why", s, why)
	}
	return s
}

func (w Words) joinNonEmpty(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + w.say("list.comma") + b
}

package rules

// CheckPart verifies an answer still being chosen to a subset prompt (the
// board calls it as each option is toggled on): the options are offered,
// each is chosen once, no more than Max are chosen and every limit holds
// (dominate, CR 8.3.4; overpower, CR 8.3.22), while fewer than Min may be,
// as more may come. A choice that breaks a limit is refused as it is
// made, with the same reason code and rule as Check gives for the whole
// answer. Any other shape is checked only when answered (nil).
func (p *Prompt) CheckPart(a Answer) error {
	if p.Shape != ShapeSubset {
		return nil
	}
	q := *p
	q.Min = 0
	err := q.Check(a)
	if r, ok := err.(*Refusal); ok && r.Reason == ReasonCount {
		r.Min = p.Min // the bounds are the prompt's own
	}
	return err
}

// Room reports whether option id may be added to the partial answer a
// (CheckPart of a with id added): the board marks the options that may
// not.
func (p *Prompt) Room(a Answer, id int32) error {
	b := Answer{IDs: append(append(make([]int32, 0, len(a.IDs)+1), a.IDs...), id)}
	return p.CheckPart(b)
}

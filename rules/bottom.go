package rules

// "Put a card from your hand or arsenal on the bottom of your deck": the
// player chooses one of the cards in their hand and arsenal (CR 3.9, 3.3)
// and puts it on the bottom of their deck, face down in a private zone
// (CR 3.7.1, 3.7.5; CR 3.0.9: it is a new object there). Which card went
// stays private to the other player unless it was public, face up in the
// arsenal (CR 3.0.3). With no card in either zone nothing happens.

// BottomFromHandOrArsenal: the controller puts a card of their choice from
// their hand or arsenal on the bottom of their deck.
type BottomFromHandOrArsenal struct{}

func (BottomFromHandOrArsenal) Do(g *Game, c *Ctx) {
	s := g.s
	p := c.Controller
	objs := append(append([]ObjID(nil), s.Zone(p, ZoneHand)...), s.Zone(p, ZoneArsenal)...)
	obj, ok := g.chooseCard(p, c.Source, objs, PurposeBottom, CR(1, 8, 4))
	if !ok {
		return
	}
	from, hidden := s.Obj(obj).Zone, !s.Obj(obj).FaceUp || s.Obj(obj).Zone == ZoneHand
	g.move(obj, ZoneDeck, true, false)
	g.emit(Event{Kind: EvMoveZone, Player: p, Obj: obj, Other: c.Source, From: from, To: ZoneDeck, Hidden: hidden, Rule: CR(1, 8, 4)})
}

func (BottomFromHandOrArsenal) Text() Text { return T("bottom-from-hand-or-arsenal") }

// reach: a card of the hand put back is a place less (reach.go).
func (BottomFromHandOrArsenal) reach(m *most) { m.gain-- }

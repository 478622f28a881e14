package rules

// The deck: drawing, searching, shuffling, revealing its top card; and
// turning a card face up.

// Draw: the controller draws N cards (CR 8.5.6).
type Draw struct{ N int }

func (e Draw) Do(g *Game, c *Ctx) {
	for i := 0; i < e.N; i++ {
		g.draw(c.Controller)
	}
}

func (e Draw) Text() Text { return T("draw", e) }

// TopFromHand: the controller puts a card of their choice from hand on top
// of their deck, face down: it stays private (CR 3.0.3; the deck is a
// private zone, CR 3.7). An empty hand puts nothing.
type TopFromHand struct{}

func (TopFromHand) Do(g *Game, c *Ctx) {
	obj, ok := g.chooseCard(c.Controller, c.Source, g.s.Zone(c.Controller, ZoneHand), PurposeTop, CR(3, 0, 3))
	if !ok {
		return
	}
	g.move(obj, ZoneDeck, false, false)
	g.emit(Event{Kind: EvMoveZone, Player: c.Controller, Obj: obj, Other: c.Source, From: ZoneHand, To: ZoneDeck, Hidden: true, Rule: CR(3, 0, 3)})
}

func (TopFromHand) Text() Text { return T("top-from-hand") }

// RevealTopKeepIfPower: the controller reveals the top card of their deck
// (CR 8.5.17); if it has MinPower or more power it stays on top, otherwise
// it is put on the bottom of the deck. An empty deck reveals nothing.
type RevealTopKeepIfPower struct{ MinPower int }

func (e RevealTopKeepIfPower) Do(g *Game, c *Ctx) {
	deck := g.s.Zone(c.Controller, ZoneDeck)
	if len(deck) == 0 {
		return
	}
	obj := deck[0]
	// CR 8.5.17: revealing shows the card to every player; it stays where
	// it is, private again afterwards.
	g.emit(Event{Kind: EvReveal, Player: c.Controller, Obj: obj, Other: c.Source, From: ZoneDeck, To: ZoneDeck, Rule: CR(8, 5, 17)})
	if g.hasPowerAtLeast(obj, e.MinPower) {
		g.rememberShown(obj) // every player knows the top card (seen.go)
		return
	}
	g.move(obj, ZoneDeck, true, false)
	g.rememberShown(obj) // and the bottom one
	g.emit(Event{Kind: EvMoveZone, Player: c.Controller, Obj: obj, Other: c.Source, From: ZoneDeck, To: ZoneDeck, Rule: CR(8, 5, 17)})
}

func (e RevealTopKeepIfPower) Text() Text { return T("reveal-top-keep-if-power", e) }

// TurnFaceUp turns the source face up, making it public (CR 8.5.24); it
// fails if the source is face up already (8.5.24a) or is a new object.
type TurnFaceUp struct{}

func (TurnFaceUp) Do(g *Game, c *Ctx) {
	o := g.s.Obj(c.Source)
	if o.FaceUp || !sameObject(g, c) {
		return
	}
	o.FaceUp = true
	g.emit(Event{Kind: EvTurnFaceUp, Player: c.Controller, Obj: c.Source, From: o.Zone, To: o.Zone, Rule: CR(8, 5, 24)})
}

func (TurnFaceUp) Text() Text { return T("turn-face-up") }

// SearchDeck: the controller searches their deck for a card named Name and
// puts it into their zone To, face up when FaceUp (CR 8.5.19). They look at
// every card of the deck while they choose. The deck is private, so they
// may fail to find the card even when it is there (8.5.19a); an empty deck
// fails the search (8.5.19d). The arsenal holds one card: with the arsenal
// full, the card cannot be put there and nothing is found.
type SearchDeck struct {
	Name   string
	To     Zone
	FaceUp bool
}

func (e SearchDeck) Do(g *Game, c *Ctx) {
	s := g.s
	p := c.Controller
	if len(s.Zone(p, ZoneDeck)) == 0 {
		return
	}
	pr := Prompt{Kind: AskCards, Shape: ShapeSubset, Player: p, Min: 0, Max: 1, Source: c.Source, Purpose: PurposeSearch, Rule: CR(8, 5, 19)}
	if e.To != ZoneArsenal || len(s.Zone(p, ZoneArsenal)) == 0 {
		pr.Options = optionBuf(&g.bufs.cards) // the game's, reused by the next choice
		for _, obj := range s.Zone(p, ZoneDeck) {
			if s.CardOf(obj).Name == e.Name {
				pr.Options = g.addOpt(pr.Options, ActCard, obj, 0, CR(8, 5, 19))
			}
		}
		g.bufs.cards = pr.Options
	}
	found := NoObj
	if len(pr.Options) > 0 {
		if a := g.askLooking(pr); len(a.IDs) == 1 {
			found = pr.Options[pr.Find(a.IDs[0])].Obj
		}
	}
	if found != NoObj {
		g.move(found, e.To, false, e.FaceUp)
	}
	g.emit(Event{Kind: EvSearch, Player: p, Obj: found, Other: c.Source, From: ZoneDeck, To: e.To,
		Hidden: found != NoObj && !e.FaceUp, Rule: CR(8, 5, 19)})
}

func (e SearchDeck) Text() Text { return T("search-deck", e) }

// ShuffleDeck: the controller shuffles their deck (CR 8.5.20, 8.5.20c).
type ShuffleDeck struct{}

func (ShuffleDeck) Do(g *Game, c *Ctx) { g.shuffle(c.Controller) }

func (ShuffleDeck) Text() Text { return T("shuffle-deck") }

// reach: the cards drawn (reach.go).
func (e Draw) reach(m *most) { m.draws += max(e.N, 0); m.gain += max(e.N, 0) }

// reach: a card of the hand put back is a place less (reach.go).
func (TopFromHand) reach(m *most) { m.gain-- }

// reach: the card stays in the deck (reach.go).
func (RevealTopKeepIfPower) reach(*most) {}

func (TurnFaceUp) reach(*most) {}

// reach: the card found is one more to play (reach.go).
func (e SearchDeck) reach(m *most) { m.draws++; m.gain++ }

func (ShuffleDeck) reach(*most) {}

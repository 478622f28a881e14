package rules

// Mentors (CR 8.1.10) and the effects their lessons use: turning a card
// face up, counters on a card in the arsenal, banishing it, searching the
// deck and shuffling it. A mentor is a deck-card without a cost, so it is
// never played (see canPlay); it works from the arsenal through triggered
// abilities that say where it must be (Trigger.Where, FaceUp, FaceDown).

// TurnFaceUpAtStart is the triggered ability "while this is face down in
// your arsenal, at the start of your turn, you may turn it face up".
func TurnFaceUpAtStart() Trigger {
	return Trigger{On: EvTurnStart, Where: ZoneArsenal, FaceDown: true, Optional: true,
		Cond: "your-turn-starts", Match: YourTurn, Effects: []Effect{TurnFaceUp{}}}
}

// YourTurn matches a turn event (start, end) of the source's controller.
func YourTurn(g *Game, self ObjID, e *Event) bool { return e.Player == g.S.Obj(self).Controller }

// YouPlayPower matches the source's controller playing a card with n or
// more power (CR 5.1.10: the card is played once its costs are paid).
func YouPlayPower(n int) func(g *Game, self ObjID, e *Event) bool {
	return func(g *Game, self ObjID, e *Event) bool {
		s := g.S
		if e.Obj < 0 || e.Player != s.Obj(self).Controller {
			return false
		}
		return s.CardOf(e.Obj).Has(HasPower) && g.Power(e.Obj) >= n
	}
}

// Lesson is a mentor's lesson: put a lesson counter on this; then, if it
// has n or more, banish it, search the deck for a card named name, put that
// card face up into the arsenal, and shuffle the deck.
func Lesson(n int, name string) []Effect {
	return []Effect{
		SelfCounter{Kind: CounterLesson, N: 1, Rule: "8.5.14"},
		If{Cond: SelfCountersAtLeast(CounterLesson, n), Then: []Effect{
			BanishSelf{},
			SearchDeck{Name: name, To: ZoneArsenal, FaceUp: true},
			ShuffleDeck{},
		}},
	}
}

// SelfCountersAtLeast holds when the source has n or more counters of kind.
func SelfCountersAtLeast(kind CounterKind, n int) *Condition {
	return &Condition{Code: "self-counters-at-least", Args: []any{kind, n}, Test: func(g *Game, c *Ctx) bool {
		return int(g.S.Obj(c.Source).Counters[kind]) >= n
	}}
}

// sameObject reports whether the source is still the object the resolving
// ability knew: an object that changed zones or turned private is a new
// object (CR 3.0.9), and "this" no longer refers to it.
func sameObject(g *Game, c *Ctx) bool {
	o := g.S.Obj(c.Source)
	if o.Gone {
		return false
	}
	return c.Layer == nil || c.Layer.Obj != c.Source || c.Layer.Gen == o.Gen
}

// TurnFaceUp turns the source face up, making it public (CR 8.5.24); it
// fails if the source is face up already (8.5.24a) or is a new object.
type TurnFaceUp struct{}

func (TurnFaceUp) Do(g *Game, c *Ctx) {
	o := g.S.Obj(c.Source)
	if o.FaceUp || !sameObject(g, c) {
		return
	}
	o.FaceUp = true
	g.emit(Event{Kind: EvTurnFaceUp, Player: c.Controller, Obj: c.Source, From: o.Zone, To: o.Zone, Rule: "8.5.24"})
}
func (TurnFaceUp) Text() Text { return T("turn-face-up") }

// BanishSelf banishes the source face up (CR 8.5.1), unless it is a new
// object by now or already banished.
type BanishSelf struct{}

func (BanishSelf) Do(g *Game, c *Ctx) {
	o := g.S.Obj(c.Source)
	if o.Zone == ZoneBanished || !sameObject(g, c) {
		return
	}
	from := o.Zone
	g.move(c.Source, ZoneBanished, false, true)
	g.emit(Event{Kind: EvBanish, Player: c.Controller, Obj: c.Source, From: from, To: ZoneBanished, Rule: "8.5.1"})
}
func (BanishSelf) Text() Text { return T("banish-self") }

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
	s := g.S
	p := c.Controller
	if len(s.Zone(p, ZoneDeck)) == 0 {
		return
	}
	pr := Prompt{Kind: AskCards, Shape: ShapeSubset, Player: p, Min: 0, Max: 1, Source: c.Source, Purpose: PurposeSearch, Rule: "8.5.19"}
	if e.To != ZoneArsenal || len(s.Zone(p, ZoneArsenal)) == 0 {
		for _, obj := range s.Zone(p, ZoneDeck) {
			if s.CardOf(obj).Name == e.Name {
				pr.Options = append(pr.Options, g.optAt(ActCard, obj, 0, "8.5.19"))
			}
		}
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
		Hidden: found != NoObj && !e.FaceUp, Rule: "8.5.19"})
}
func (e SearchDeck) Text() Text { return T("search-deck", e.Name, e.To, e.FaceUp) }

// askLooking asks a search prompt while its player looks at their deck.
func (g *Game) askLooking(pr Prompt) Answer {
	g.look = 1 + int8(pr.Player)
	defer func() { g.look = 0 }()
	return g.ask(pr)
}

// ShuffleDeck: the controller shuffles their deck (CR 8.5.20, 8.5.20c).
type ShuffleDeck struct{}

func (ShuffleDeck) Do(g *Game, c *Ctx) { g.shuffle(c.Controller) }
func (ShuffleDeck) Text() Text         { return T("shuffle-deck") }

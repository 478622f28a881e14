package rules

// Clash (CR 8.5.45): two heroes reveal the top cards of their decks and
// the one whose card has the greater power wins. Revealing moves nothing
// (CR 8.5.17c): both cards stay on top of their decks, private again.

// ClashWith says whom the controller clashes with, for the words: the
// attacking hero (an ability of a defending card) or "them", the hero the
// attack hits or attacks. In a game of two it is the opponent either way.
type ClashWith uint8

const (
	ClashAttackingHero ClashWith = iota
	ClashThem
)

// Clash: the controller clashes with the opposing hero (CR 8.5.45). The
// winner creates WinnerCreates, when set ("the winner creates a Might
// token", CR 8.5.2); the controller then generates IfYouWin when they won,
// IfTheyWin when the other hero won, and neither when nobody did.
type Clash struct {
	With          ClashWith
	WinnerCreates *Card
	IfYouWin      []Effect
	IfTheyWin     []Effect
}

func (e Clash) Do(g *Game, c *Ctx) {
	other := c.Controller.Opponent()
	w := g.clash(c.Controller, other, c.Source)
	if w == NoPlayer {
		return
	}
	if e.WinnerCreates != nil {
		g.createToken(w, e.WinnerCreates, c.Source)
	}
	if w == c.Controller {
		g.run(e.IfYouWin, c)
	} else {
		g.run(e.IfTheyWin, c)
	}
}

func (e Clash) Text() Text { return T("clash", e) }

// clash is one clash of p with q for the source src; it returns the
// winner, or NoPlayer when nobody won or the clash failed.
func (g *Game) clash(p, q Player, src ObjID) Player {
	s := g.s
	// CR 8.5.45d: fewer than two clashing heroes and the clash fails.
	if p == q || p == NoPlayer || q == NoPlayer || s.Players[p].Lost || s.Players[q].Lost {
		return NoPlayer
	}
	heroes := [2]Player{p, q}
	shown := [2]ObjID{NoObj, NoObj}
	for i, h := range heroes {
		deck := s.Zone(h, ZoneDeck)
		if len(deck) == 0 {
			continue // CR 8.5.45b: no card to reveal
		}
		shown[i] = deck[0]
		// CR 8.5.17: public for a moment, it stays where it is (8.5.17c).
		g.emit(Event{Kind: EvReveal, Player: h, Obj: shown[i], Other: src, From: ZoneDeck, To: ZoneDeck, Rule: CR(8, 5, 45)})
		g.rememberShown(shown[i]) // every player knows the top card (seen.go)
	}
	// CR 8.5.45a-b: compared once both are revealed; a card without power,
	// or no card, is below any card with power, even power 0.
	power := [2]int{-1, -1}
	for i, obj := range shown {
		if obj != NoObj && s.CardOf(obj).Has(HasPower) {
			power[i] = g.Power(obj)
		}
	}
	win := NoPlayer
	var by ObjID = NoObj
	switch {
	case power[0] > power[1]:
		win, by = p, shown[0]
	case power[1] > power[0]:
		win, by = q, shown[1]
	}
	// A hero who would fail to win may replace that (victor.go, CR 6.4):
	// the clash is made again, and this result never happens.
	for _, h := range heroes {
		if win != h && g.clashAgain(h, shown) {
			return g.clash(p, q, src)
		}
	}
	// The result: the winner and the card they won by revealing (CR
	// 8.5.45a); nobody on equal power (CR 8.5.45c).
	ev := Event{Kind: EvClash, Player: win, Obj: by, Other: src, Rule: CRSub(8, 5, 45, 'a')}
	if win == NoPlayer {
		ev.Rule = CRSub(8, 5, 45, 'c')
	} else {
		ev.Amount = power[0]
		if win == q {
			ev.Amount = power[1]
		}
	}
	g.emit(ev)
	return win
}

// WhenYouWinAClashRevealingThis is "when you win a clash revealing this"
// (CR 8.5.45a: the winner won by revealing that card, EvClash's object):
// the ability functions in the deck (Trigger.Where), where the revealed
// card stays.
var WhenYouWinAClashRevealingThis = When{Event: EvClash, Of: This}

// DestroyTheirTopCard destroys the top card of the opposing hero's deck
// (CR 8.5.4: it goes to its owner's graveyard); nothing with an empty deck.
type DestroyTheirTopCard struct{}

func (DestroyTheirTopCard) Do(g *Game, c *Ctx) {
	deck := g.s.Zone(c.Controller.Opponent(), ZoneDeck)
	if len(deck) == 0 {
		return
	}
	g.destroy(c.Controller, deck[0], CR(8, 5, 4))
}

func (DestroyTheirTopCard) Text() Text { return T("destroy-their-top-card") }

// reach: the token and IfYouWin, as if the controller won (reach.go).
func (e Clash) reach(m *most) { m.token(e.WinnerCreates, 1); m.effects(e.IfYouWin) }

func (DestroyTheirTopCard) reach(*most) {}

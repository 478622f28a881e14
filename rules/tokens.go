package rules

// Tokens (CR 8.1.8, 8.5.2, 8.6): objects that exist only in the arena. A
// token's definition is a Card like any other; the cards that create it
// list it in Card.Tokens, so that a game knows every definition it may need
// from its setup on, at indices that depend only on the setup.

// CreateToken: the controller creates the token Token in the arena, under
// their control (CR 8.5.2, 8.5.2c).
type CreateToken struct{ Token *Card }

func (e CreateToken) Do(g *Game, c *Ctx) { g.createToken(c.Controller, e.Token, c.Source) }

func (e CreateToken) Text() Text { return T("create-token", e) }

// createToken makes a new token object of definition tc in p's arena, face
// up (CR 8.5.2: it enters the arena as it is created).
func (g *Game) createToken(p Player, tc *Card, src ObjID) ObjID {
	obj := g.newObj(g.AddCard(tc), p, ZoneArena)
	o := g.s.Obj(obj)
	o.Token = true
	o.FaceUp = true
	g.emit(Event{Kind: EvCreateToken, Player: p, Obj: obj, Other: src, To: ZoneArena, Rule: CR(8, 5, 2)})
	return obj
}

// registerTokens adds the definitions of the tokens the game's cards may
// create (and those the tokens may create) after the cards, in order;
// index as cardIndex's.
func (g *Game) registerTokens(index map[*Card]int16) {
	for i := 0; i < len(g.s.Cards); i++ {
		for _, t := range g.s.Cards[i].Tokens {
			g.cardIndex(index, t)
		}
	}
}

// DestroyThisCreate is the activated ability of an equipment "Action –
// Destroy this: Create a [token] token. Go again" (Gauntlet of Might, Vigor
// Girth, Flat Trackers): destroying it is the cost (CR 1.14.4), so it
// leaves before the layer resolves; the action layer has go again (CR
// 8.3.5). The card lists Token in Card.Tokens.
func DestroyThisCreate(token *Card) Activated {
	return Activated{Type: Action, EffCosts: []CostEffect{DestroySelfCost{}},
		Effects: []Effect{CreateToken{Token: token}}, GoAgain: true}
}

// reach: what the token may add (reach.go).
func (e CreateToken) reach(m *most) { m.token(e.Token, 1) }

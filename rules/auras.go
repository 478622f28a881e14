package rules

// Auras (CR 8.2.4, the aura subtype): permanents that stay in the arena
// until something destroys them. An aura card resolves into the arena
// (CR 8.2.4a, resolve.go); an aura token is created there (tokens.go,
// CR 8.5.2; the token keywords of CR 8.6 define most of them). What
// an aura does it does by triggered abilities that function while it is in
// the arena (CR 1.7.4h): at the start of its controller's turn, at the
// beginning of their action phase, when they play a card. Most auras
// destroy themselves as they do it ("destroy this, then ..."): a destroyed
// token ceases to exist (CR 8.1.8a, zones.go).

// AuraAtStartOfTurn is the triggered ability of an aura "at the start of
// your turn, destroy this, then ..." (CR 4.2.2: start-of-turn triggers
// resolve before the action phase, with no priority).
func AuraAtStartOfTurn(then ...Effect) Trigger {
	return Trigger{When: WhenYourTurnStarts,
		Effects: append([]Effect{DestroySelf{Rule: CR(8, 5, 4)}}, then...)}
}

// AuraAtActionPhase is the triggered ability of an aura "at the beginning
// of your action phase, destroy this, then ..." (CR 4.3.1: the layer goes
// on the stack as the turn player first gets priority).
func AuraAtActionPhase(then ...Effect) Trigger {
	return Trigger{When: WhenYourActionPhaseStarts,
		Effects: append([]Effect{DestroySelf{Rule: CR(8, 5, 4)}}, then...)}
}

// AuraWhenYouPlayAttackAction is the triggered ability of an aura "when you
// play an attack action card, destroy this, then ..." (CR 5.1.10: the card
// is played once its costs are paid; the triggered layer goes above it).
func AuraWhenYouPlayAttackAction(then ...Effect) Trigger {
	return Trigger{When: WhenYouPlayAttackActionCard,
		Effects: append([]Effect{DestroySelf{Rule: CR(8, 5, 4)}}, then...)}
}

// CreateTokens: the controller creates N tokens Token, or X of them when
// PerX is set ("create X Seismic Surge tokens": X as chosen when the card
// was played, CR 1.12.2). Each is a new object in the arena (CR 8.5.2).
type CreateTokens struct {
	Token *Card
	N     int
	PerX  bool
}

func (e CreateTokens) Do(g *Game, c *Ctx) {
	n := e.N
	if e.PerX {
		n = c.X
	}
	for i := 0; i < n; i++ {
		g.createToken(c.Controller, e.Token, c.Source)
	}
}

func (e CreateTokens) Text() Text { return T("create-tokens", e) }

// Auras lists the auras p controls in the arena (CR 8.2.4b: permanents
// there), oldest first.
func (g *Game) Auras(p Player) []ObjID {
	var out []ObjID
	for _, obj := range g.s.Zone(p, ZoneArena) {
		if g.s.CardOf(obj).Subtypes.Has(Aura) {
			out = append(out, obj)
		}
	}
	return out
}

// reach: what the tokens may add (reach.go); a number from X is not
// counted.
func (e CreateTokens) reach(m *most) {
	if e.PerX {
		m.none = true
		return
	}
	m.token(e.Token, e.N)
}

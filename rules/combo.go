package rules

// Combo and the chain-link conditions of the Ninja cards (Ira's Welcome
// deck): where an attack stands on the combat chain, which attack came
// before it, whether the links before it hit, and which of its
// controller's attacks this turn it is.
//
// Most of these facts need no memory of their own. While the combat chain
// is open its links are only ever added (CR 7.0.3: each attack becomes the
// next chain link), so an attack's place on the chain says how many links
// were there when it was played, and the link before it says which attack
// came last and whether it hit. An attack on the stack is about to become
// the next link. What the chain cannot say, once it has closed, is which
// attack of the turn an attack was: a static ability about "your second
// attack each turn" takes hold as the attack is declared (CR 7.2.4, when
// the turn's attacks are counted), as a continuous effect on that attack.

// linkIndex returns the index of the chain link whose attack obj is, or
// for an attack on the stack the index of the link it becomes
// (len(Links)); -1 when obj is neither.
func (g *Game) linkIndex(obj ObjID) int {
	s := g.s
	if obj < 0 || int(obj) >= len(s.Objs) {
		return -1
	}
	for i := range s.Chain.Links {
		if s.Chain.Links[i].Attack == obj {
			return i
		}
	}
	if s.Obj(obj).Zone == ZoneStack && g.isAttack(obj) {
		if !s.Chain.Open {
			return 0 // CR 7.0.2a: the first attack opens a new chain
		}
		return len(s.Chain.Links)
	}
	return -1
}

// LastAttackWas is combo (CR 8.4.1): the condition holds when the last
// attack on this combat chain before the source had one of the names. For
// the source on the chain that is the previous link's attack; for the
// source on the stack, the attack of the active link. With no link before
// it (the source opens the chain), or a different attack in between, the
// combo fails.
func LastAttackWas(names ...string) *Condition {
	return &Condition{Code: "combo", Params: ComboNames{Names: names}, Test: func(g *Game, c *Ctx) bool {
		prev := g.previousLink(c.Source)
		if prev == nil {
			return false
		}
		name := g.s.CardOf(prev.Attack).Name // a proxy has its weapon's name (CR 1.4.3a)
		for _, n := range names {
			if name == n {
				return true
			}
		}
		return false
	}}
}

// ComboNames is the parameter of LastAttackWas's words: the names of the
// attacks the combo asks for.
type ComboNames struct{ Names []string }

// previousLink is the chain link just before the one obj is (or becomes),
// or nil.
func (g *Game) previousLink(obj ObjID) *chainLink {
	i := g.linkIndex(obj)
	if i < 1 || i-1 >= len(g.s.Chain.Links) {
		return nil
	}
	return &g.s.Chain.Links[i-1]
}

// PlayedAsLinkAtLeast holds when the source was played as chain link n or
// higher ("if this was played as chain link 3 or higher"): n-1 or more
// links were on the chain when it was played.
func PlayedAsLinkAtLeast(n int) *Condition {
	return &Condition{Code: "played-as-link-at-least", Params: ChainLinkNumber{N: n}, Test: func(g *Game, c *Ctx) bool {
		return g.linkIndex(c.Source)+1 >= n
	}}
}

// ChainLinkNumber is the parameter of PlayedAsLinkAtLeast's words: chain
// link N or higher.
type ChainLinkNumber struct{ N int }

// PreviousLinkHit holds when the chain link before the source's hit: "if
// it is the second or higher chain link in a row to hit" (CR 7.5.5). A
// first link, or a link after one that did not hit, does not. The source's
// link is the one of its attack (a weapon's attack is its proxy, CR 1.4.3).
var PreviousLinkHit = &Condition{Code: "previous-link-hit", Test: func(g *Game, c *Ctx) bool {
	prev := g.previousLink(g.attackOfSource(c.Source))
	return prev != nil && prev.Hit
}}

// attackOfSource is the attack on the chain whose source is obj: obj
// itself, or the proxy of obj when obj is a weapon attacking (CR 1.4.3):
// its latest, when it attacked more than once this chain.
func (g *Game) attackOfSource(obj ObjID) ObjID {
	for i := len(g.s.Chain.Links) - 1; i >= 0; i-- {
		if a := g.s.Chain.Links[i].Attack; a >= 0 && g.s.Obj(a).Proxy == obj {
			return a
		}
	}
	return obj
}

// WhenHitsInARow: "when this hits, if the chain link before it hit too".
var WhenHitsInARow = When{Event: EvHit, Of: This, If: PreviousLinkHit}

// Count is a number an ability counts as it applies ("for each attack that
// has hit this combat chain"), with its words.
type Count struct {
	Code string
	N    func(g *Game, obj ObjID) int
}

// Text is the count's words.
func (c *Count) Text() Text { return Text{Code: c.Code} }

// AttacksHitThisChain counts the chain links of the open combat chain whose
// attack hit (CR 7.5.5).
var AttacksHitThisChain = &Count{Code: "attacks-hit-this-chain", N: func(g *Game, _ ObjID) int {
	n := 0
	for i := range g.s.Chain.Links {
		if g.s.Chain.Links[i].Hit {
			n++
		}
	}
	return n
}}

// staticPower is the power a static ability gives: its Power, times its
// count when it has one ("+1{p} for each ...").
func (g *Game) staticPower(st *Static, obj ObjID) int {
	if st.Per == nil {
		return st.Power
	}
	return st.Power * st.Per.N(g, obj)
}

// staticDefense is staticPower's twin for defense: "this has +1{d} for
// each ...", or a defense a count defines (a printed "*", CR 2.3).
func (g *Game) staticDefense(st *Static, obj ObjID) int {
	if st.Per == nil {
		return st.Defense
	}
	return st.Defense * st.Per.N(g, obj)
}

// AttackStatic is a static ability of a hero or another permanent that
// modifies one of its controller's attacks each turn: "your second attack
// each turn gets +1{p}" (CR 5.4.7). An attack card or proxy is an attack
// from when it is put on the stack (CR 1.4.1, 1.4.2a), and the hero's
// ability is functional in the arena (CR 1.7.4): the attack has the bonus
// from when it is played or activated, while it is an attack (the layer
// step's power is the attack's power too). It is the Nth attack of the
// turn counting the attacks made before it (CR 7.2.4: one attack event
// each) and itself: no attack can be played while another waits on the
// stack (CR 8.1.1a: an action needs an empty stack).
type AttackStatic struct {
	Nth   int
	Power int
}

// applyAttackStatics gives the attack obj, just put on the stack, the
// bonuses of its controller's attack statics that it meets.
func (g *Game) applyAttackStatics(obj ObjID) {
	s := g.s
	p := s.Obj(obj).Controller
	n := int(s.Players[p].Turn.Attacks) + 1 // the attacks made before it, and itself
	for _, src := range s.Zone(p, ZoneArena) {
		c := s.CardOf(src)
		for i := range c.AttackStatics {
			st := &c.AttackStatics[i]
			if st.Nth == n {
				g.Grant(&Ctx{Source: src, Controller: p}, obj, ContEffect{Power: int8(st.Power), Until: UntilChainCloses})
			}
		}
	}
}

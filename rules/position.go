package rules

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// A position (setup.go) may hold more than zones: an open combat chain, a
// stack of layers, priority with either player, and effects in force. This
// file builds them, after the zones, and refuses a position the rules could
// not reach, naming the part that is wrong (PositionError).

// Combat is the part of a Position in the middle of the action phase. Its
// zero value is the default position: a closed chain, an empty stack, and
// the turn player about to gain priority.
type Combat struct {
	// Chain lists the chain links, the first link first (CR 7.0.3). The
	// last one is the active chain link (7.0.3b); the links before it have
	// resolved.
	Chain []PosLink
	// Stack lists the layers on the stack, the top one first (CR 5.3.1).
	Stack []PosLayer
	// Step is the step of combat (CR 7): StepNone with the chain closed;
	// with an attack on the stack the layer step is the default.
	Step Step
	// PriorityGiven says who holds priority (Priority) and whether the
	// other player passed it to them (Passed, CR 1.11.4a). Without it the
	// turn player gains priority as the game runs, after the game state
	// actions (CR 1.10.2).
	PriorityGiven bool
	Priority      Player
	Passed        bool
	// Effects lists abilities that resolved earlier this turn: their
	// effects are generated when the game is built, so they are in force
	// (CR 6.2). A card named here lies in its controller's graveyard (or,
	// for an aura or item, in the arena); an ability's source is where it
	// is. Effects of non-attack action cards are generated first, before
	// the attacks of the chain were played (an action is played with the
	// chain closed, CR 8.1.1b), so "your next attack" binds to the first
	// attack that matches (CR 1.8.10); the others after the chain and the
	// stack are built, so that they can reach them.
	Effects []PosLayer
}

// PosLink is a chain link of a position (CR 7.0.3).
type PosLink struct {
	Attacker Player
	// Attack is an attack card, or a weapon in the attacker's arena: its
	// attack ability made an attack proxy (CR 1.4.3).
	Attack *Card
	// Modes are the modes chosen for the attack card, from 0 (CR 1.7.5d):
	// their effects were generated when it resolved (CR 7.2.3).
	Modes []int
	// Defender is who declared Defenders; it must be the attack's target,
	// the attacker's opponent (CR 7.3.2a). Equipment defends from the
	// defender's arena; every other card comes from their hand.
	Defender  Player
	Defenders []*Card
	// Hit: the link hit (CR 7.5.5); only after damage was calculated.
	Hit bool
	// Left: the attack left the combat chain; the link keeps its last known
	// information (CR 1.2.3, 7.0.3c).
	Left bool
}

// PosLayer is a layer on the stack (CR 1.6), or an ability that resolved
// (Combat.Effects).
type PosLayer struct {
	Controller Player
	// Card is the card of a card layer, or the source of an activated or
	// triggered layer. A weapon named as a card layer stands for its
	// attack ability.
	Card *Card
	Kind LayerKind
	// Ability picks an activated or triggered ability of Card, from 0; -1
	// picks the only one (for a weapon: its attack).
	Ability int
	Modes   []int // from 0 (CR 1.7.5)
	// TargetPlayer (a hero) or TargetCard (an attack on the chain or the
	// stack) is the declared target (CR 1.8.5); NoPlayer and nil for none.
	// An attack targets the opposing hero without saying so.
	TargetPlayer Player
	TargetCard   *Card
	X            int
	// From is where a card was played from: ZoneHand (also for ZoneNone)
	// or ZoneArsenal.
	From Zone
	// AsInstant: an effect let this action be played as though it were an
	// instant (CR 8.1.1d).
	AsInstant bool
}

// PositionError is a position the rules could not reach, or one that names
// what is not there. Part is "chain", "stack", "effects", "step",
// "priority" or "arsenal" ("" for the position as a whole); Index counts
// the links, layers or effects from 0 (the stack from its top), or names
// the player whose arsenal it is. The message is data:
// Code names its words (PositionWords, position_words.go),
// Args are their typed parameters, so the text layer says it in every
// language.
type PositionError struct {
	Part  string
	Index int
	Code  string
	Args  []any
}

// Message is the English of the error without its place.
func (e *PositionError) Message() string {
	f, ok := PositionWords[e.Code]
	if !ok {
		return "[" + e.Code + "]"
	}
	return fmt.Sprintf(f, e.Args...)
}

func (e *PositionError) Error() string {
	switch e.Part {
	case "chain":
		return fmt.Sprintf("chain link %d: %s", e.Index+1, e.Message())
	case "stack":
		return fmt.Sprintf("stack layer %d (from the top): %s", e.Index+1, e.Message())
	case "effects":
		return fmt.Sprintf("effect %d: %s", e.Index+1, e.Message())
	case "", "hand", "deck", "arsenal", "pitch", "graveyard", "banished":
		return e.Message() // the words name the player's zone
	}
	return e.Part + ": " + e.Message()
}

func (c *Combat) empty() bool {
	return len(c.Chain) == 0 && len(c.Stack) == 0 && c.Step == StepNone && !c.PriorityGiven && len(c.Effects) == 0
}

// builder builds a Combat into a game under construction.
type builder struct {
	g     *Game
	index map[*Card]int16
	pos   *Position
	// used marks arena and graveyard objects already given a part.
	used map[ObjID]bool
}

func posErr(part string, i int, code string, args ...any) error {
	return &PositionError{Part: part, Index: i, Code: code, Args: args}
}

// buildCombat builds pos.Combat into g, whose zones are built.
func (g *Game) buildCombat(pos *Position, index map[*Card]int16) error {
	c := &pos.Combat
	if c.empty() {
		return nil
	}
	if pos.Phase != PhaseAction {
		return posErr("step", 0, "combat-not-action-phase", pos.Phase)
	}
	b := &builder{g: g, index: index, pos: pos, used: map[ObjID]bool{}}
	s := g.s
	// Effects of actions resolved before the chain opened.
	for i := range c.Effects {
		if e := &c.Effects[i]; b.early(e) {
			if err := b.effect(i, e); err != nil {
				return err
			}
		}
	}
	for i := range c.Chain {
		if err := b.link(i); err != nil {
			return err
		}
	}
	if len(c.Chain) > 0 {
		s.Chain.Open = true
	}
	// The stack, from its bottom, in the step it was played in (the layer
	// step begins with the attack at its bottom; step checks the rest).
	s.Step = c.Step
	if n := len(c.Stack); n > 0 && c.Step == StepNone && c.Stack[n-1].Card != nil && (c.Stack[n-1].Card.IsAttack() || c.Stack[n-1].Card.Types.Has(Weapon)) {
		s.Step = StepLayer
	}
	if err := b.activeLink(); err != nil {
		return err
	}
	for i := len(c.Stack) - 1; i >= 0; i-- {
		if err := b.layer(i); err != nil {
			return err
		}
	}
	if err := b.step(); err != nil {
		return err
	}
	for i := range c.Effects {
		if e := &c.Effects[i]; !b.early(e) {
			if err := b.effect(i, e); err != nil {
				return err
			}
		}
	}
	// What the effects generated belongs to the past: nothing they did
	// triggers now.
	s.Pending = nil
	b.settle()
	return b.priority()
}

// early reports an effect generated before the chain's attacks: that of a
// non-attack action card.
func (b *builder) early(e *PosLayer) bool {
	return e.Kind == CardLayer && e.Card != nil && e.Card.Types.Has(Action) && !e.Card.IsAttack()
}

func (b *builder) tp() Player { return b.g.s.TurnPlayer }

func playerWord(p Player) string { return fmt.Sprintf("p%d", p+1) }

func validPlayer(p Player) bool { return p == 0 || p == 1 }

// link builds chain link i (CR 7.2.3): its attack, defending cards, and
// what happened to it.
func (b *builder) link(i int) error {
	g, s := b.g, b.g.s
	l := &b.pos.Combat.Chain[i]
	last := i == len(b.pos.Combat.Chain)-1
	if l.Attack == nil {
		return posErr("chain", i, "no-attack")
	}
	if !validPlayer(l.Attacker) {
		return posErr("chain", i, "who-attacks")
	}
	if l.Attacker != b.tp() {
		return posErr("chain", i, "attack-not-turn-player",
			playerWord(l.Attacker), playerWord(b.tp()))
	}
	obj, err := b.attackObj("chain", i, l.Attacker, l.Attack, ZoneChain, l.Modes)
	if err != nil {
		return err
	}
	o := s.Obj(obj)
	link := chainLink{Attack: obj, Source: o.Proxy, Target: l.Attacker.Opponent()}
	if o.Proxy != NoObj {
		// CR 7.2.3b: an earlier proxy of the same weapon ceases to exist.
		for k := range s.Chain.Links {
			if prev := &s.Chain.Links[k]; prev.Source == o.Proxy {
				old := s.Obj(prev.Attack)
				old.Gone, old.Zone = true, ZoneNone
			}
		}
	}
	s.Chain.Links = append(s.Chain.Links, link)
	g.expire(UntilLinkEnds) // the previous chain link ended (CR 7.0.3d)
	// CR 7.2.3: the attack card's resolution abilities (its modes).
	if o.Proxy == NoObj {
		c := s.CardOf(obj)
		effs := append([]Effect(nil), c.Resolve...)
		for _, m := range l.Modes {
			effs = append(effs, c.Modes[m].Effects...)
		}
		if len(effs) > 0 {
			sc, made, ok := g.produce(effs, Ctx{Source: obj, Controller: l.Attacker, Modes: toModes(l.Modes), made: Made{Kind: AbilityResolution}})
			if !ok {
				return posErr("chain", i, "asks-on-resolve", c.Key())
			}
			g.keep(sc, made)
		}
	}
	st := &s.Players[l.Attacker].Turn
	st.Attacks++
	if o.Proxy != NoObj {
		st.WeaponAttacks++
		s.turnUse(o.Proxy).Attacks++
	}
	if len(l.Defenders) > 0 {
		if l.Defender != l.Attacker.Opponent() {
			return posErr("chain", i, "defends-not-defending-hero",
				playerWord(l.Attacker), playerWord(l.Attacker.Opponent()), playerWord(l.Attacker.Opponent()))
		}
		for _, c := range l.Defenders {
			if err := b.defender(i, l, c); err != nil {
				return err
			}
		}
	}
	cur := &s.Chain.Links[len(s.Chain.Links)-1]
	if cur.FromHand > 1 && s.CardOf(obj).Keywords.Has(Dominate) {
		return posErr("chain", i, "dominate", s.CardOf(obj).Key())
	}
	if !last {
		// CR 7.0.3b: a link before the active one has resolved.
		cur.Resolved, cur.Damaged = true, true
	}
	cur.Hit = l.Hit
	return nil
}

// toModes converts mode numbers for a layer.
func toModes(ms []int) []int8 {
	if len(ms) == 0 {
		return nil
	}
	out := make([]int8, len(ms))
	for i, m := range ms {
		out[i] = int8(m)
	}
	return out
}

// attackObj makes the object of an attack: the card in zone z (the chain
// or the stack), or an attack proxy of a weapon of p's arena.
func (b *builder) attackObj(part string, i int, p Player, c *Card, z Zone, modes []int) (ObjID, error) {
	g, s := b.g, b.g.s
	if c.Types.Has(Weapon) {
		ab := -1
		for k := range c.Activated {
			if c.Activated[k].Attack {
				ab = k
				break
			}
		}
		if ab < 0 {
			return NoObj, posErr(part, i, "no-attack-ability", c.Key())
		}
		if len(modes) > 0 {
			return NoObj, posErr(part, i, "no-modes", c.Key())
		}
		// A weapon may attack on several links (Dorinthea): it is not used
		// up as a defending card is.
		src := NoObj
		for _, obj := range s.Zone(p, ZoneArena) {
			if s.CardOf(obj) == c {
				src = obj
				break
			}
		}
		if src == NoObj {
			return NoObj, posErr(part, i, "attacker-not-in-arena", c.Key(), playerWord(p))
		}
		proxy := g.attackProxy(p, src, int(ab), z)
		s.turnUse(src).Used++
		g.bindNext(proxy, false)
		g.applyAttackStatics(proxy) // from the stack on (combo.go)
		return proxy, nil
	}
	if !c.IsAttack() {
		return NoObj, posErr(part, i, "not-an-attack", c.Key())
	}
	if err := checkModes(part, i, c, modes); err != nil {
		return NoObj, err
	}
	obj := g.newObj(g.cardIndex(b.index, c), p, z)
	o := s.Obj(obj)
	o.FaceUp = true
	for _, m := range modes {
		o.Modes |= 1 << m
	}
	s.Players[p].Turn.CardsPlayed++
	g.notePlayed(p, obj) // played.go
	g.bindNext(obj, true)
	g.bindNext(obj, false)
	g.applyAttackStatics(obj) // from the stack on (combo.go)
	return obj, nil
}

// checkModes checks the modes chosen for c (CR 1.7.5, 1.7.5b).
func checkModes(part string, i int, c *Card, modes []int) error {
	if len(c.Modes) == 0 {
		if len(modes) > 0 {
			return posErr(part, i, "no-modes", c.Key())
		}
		return nil
	}
	lo, hi := c.MinModes, c.MaxModes
	if lo == 0 && hi == 0 {
		lo, hi = 1, 1
	}
	if len(modes) < lo || len(modes) > hi {
		if hi != lo {
			return posErr(part, i, "modes-count-range", c.Key(), lo, hi, len(modes))
		}
		return posErr(part, i, "modes-count", c.Key(), lo, len(modes))
	}
	seen := map[int]bool{}
	for _, m := range modes {
		if m < 0 || m >= len(c.Modes) {
			return posErr(part, i, "mode-out-of-range", c.Key(), len(c.Modes), m+1)
		}
		if seen[m] {
			return posErr(part, i, "mode-twice", c.Key(), m+1)
		}
		seen[m] = true
	}
	return nil
}

// find returns the first object of p's zone z with card c not used yet, or
// NoObj; for the graveyard, the last (the latest put there).
func (b *builder) find(p Player, c *Card, z Zone) ObjID {
	s := b.g.s
	objs := s.Zone(p, z)
	for k := range objs {
		obj := objs[k]
		if z == ZoneGraveyard {
			obj = objs[len(objs)-1-k]
		}
		if s.CardOf(obj) == c && !b.used[obj] && obj != s.Players[p].Hero {
			b.used[obj] = true
			return obj
		}
	}
	return NoObj
}

// defender adds c to link i as a defending card (CR 7.0.5, 7.3.2).
func (b *builder) defender(i int, l *PosLink, c *Card) error {
	g, s := b.g, b.g.s
	d := l.Defender
	link := &s.Chain.Links[len(s.Chain.Links)-1]
	last := i == len(b.pos.Combat.Chain)-1
	switch {
	case c.Types.Any(Hero|Token) || c.Types.Has(Weapon) && !c.Types.Has(Equipment):
		// A weapon that is also an equipment defends as one (CR 8.1.4b).
		return posErr("chain", i, "cannot-defend", c.Key())
	case !c.Has(HasDefense):
		return posErr("chain", i, "no-defense", c.Key())
	case c.Types.Has(DefenseReaction) && last && b.pos.Combat.Step < StepReaction && b.pos.Combat.Step != StepNone:
		return posErr("chain", i, "defense-reaction-defends", c.Key())
	}
	if last && b.pos.Combat.Step == StepAttack {
		return posErr("chain", i, "attack-step-before-defending")
	}
	if c.Types.Has(Equipment) {
		obj := b.find(d, c, ZoneArena)
		if obj == NoObj {
			if b.find(d.Opponent(), c, ZoneArena) != NoObj {
				return posErr("chain", i, "attackers-card-defends", c.Key(), playerWord(d.Opponent()))
			}
			return posErr("chain", i, "defender-not-in-arena", c.Key(), playerWord(d))
		}
		o := s.Obj(obj)
		o.Defended = true
		link.Defenders = append(link.Defenders, obj)
		return nil
	}
	obj := g.newObj(g.cardIndex(b.index, c), d, ZoneChain)
	o := s.Obj(obj)
	o.FaceUp, o.Defended = true, true
	link.Defenders = append(link.Defenders, obj)
	link.FromHand++
	if c.Types.Has(DefenseReaction) {
		s.Players[d].Turn.CardsPlayed++
		g.notePlayed(d, obj) // played.go
	}
	return nil
}

// layer builds stack layer i (from the top), on the layers below it.
func (b *builder) layer(i int) error {
	l := &b.pos.Combat.Stack[i]
	p := l.Controller
	if l.Card == nil {
		return posErr("stack", i, "no-card")
	}
	if !validPlayer(p) {
		return posErr("stack", i, "whose-layer")
	}
	c := l.Card
	switch {
	case l.Kind == CardLayer && (c.IsAttack() || c.Types.Has(Weapon)),
		l.Kind == ActivatedLayer && c.Types.Has(Weapon) && isAttackAbility(c, l.Ability):
		return b.attackLayer(i, l)
	case l.Kind == CardLayer:
		return b.cardLayer(i, l)
	case l.Kind == ActivatedLayer:
		return b.activatedLayer(i, l)
	case l.Kind == TriggeredLayer:
		return b.triggeredLayer(i, l)
	}
	return posErr("stack", i, "unknown-layer-kind")
}

func isAttackAbility(c *Card, ab int) bool {
	if ab < 0 {
		for k := range c.Activated {
			if c.Activated[k].Attack {
				return true
			}
		}
		return false
	}
	return ab < len(c.Activated) && c.Activated[ab].Attack
}

// attackLayer is an attack on the stack: the layer step (CR 7.1).
func (b *builder) attackLayer(i int, l *PosLayer) error {
	s := b.g.s
	p := l.Controller
	if i != len(b.pos.Combat.Stack)-1 {
		return posErr("stack", i, "attack-not-bottom", l.Card.Key())
	}
	if p != b.tp() {
		return posErr("stack", i, "attack-not-turn-player",
			playerWord(p), playerWord(b.tp()))
	}
	if l.TargetCard != nil || (l.TargetPlayer != NoPlayer && l.TargetPlayer != p.Opponent()) {
		return posErr("stack", i, "attack-targets-hero")
	}
	from := l.From
	if from == ZoneNone {
		from = ZoneHand
	}
	obj, err := b.attackObj("stack", i, p, l.Card, ZoneStack, l.Modes)
	if err != nil {
		return err
	}
	kind, ab := CardLayer, int8(0)
	if o := s.Obj(obj); o.Proxy != NoObj {
		kind, ab, from = ActivatedLayer, o.ProxyAbility, ZoneArena
		s.Players[p].Turn.Activations++
	}
	hero := s.Players[p.Opponent()].Hero
	s.Stack = append(s.Stack, layer{Kind: kind, Obj: obj, Gen: s.Obj(obj).Gen, Controller: p, Ability: ab, Modes: toModes(l.Modes), X: l.X, From: from,
		Targets: []Target{{Player: p.Opponent(), Obj: hero, Gen: s.Obj(hero).Gen}}})
	s.Chain.Open = true
	return nil
}

// timingOK checks that p could put a layer of types t on the stack as it
// stands (CR 8.1): not the action point, which was spent.
func (b *builder) timingOK(i int, p Player, t Types, what any, asInstant bool) error {
	if asInstant {
		if !t.Has(Action) {
			return posErr("stack", i, "as-instant-not-action", what)
		}
		return nil // CR 8.1.1d: whenever the player has priority
	}
	r, rule := b.g.timing(p, t, false)
	switch r {
	case ReasonNone, ReasonNoActionPoint:
		return nil
	case ReasonNeverPlayed:
		return posErr("stack", i, "cannot-be-played", what, rule)
	}
	return posErr("stack", i, "could-not-play-here", what, playerWord(p), r, rule)
}

// cardLayer is a card played to the stack (CR 5.1.2).
func (b *builder) cardLayer(i int, l *PosLayer) error {
	g, s := b.g, b.g.s
	c, p := l.Card, l.Controller
	if neverPlayed(c).Reason != ReasonNone { // CR 8.1.7a, 5.1.2b (play.go)
		return posErr("stack", i, "never-played", c.Key())
	}
	if err := b.timingOK(i, p, c.Types, c.Key(), l.AsInstant); err != nil {
		return err
	}
	if err := checkModes("stack", i, c, l.Modes); err != nil {
		return err
	}
	obj := g.newObj(g.cardIndex(b.index, c), p, ZoneStack)
	o := s.Obj(obj)
	o.FaceUp = true
	for _, m := range l.Modes {
		o.Modes |= 1 << m
	}
	from := l.From
	if from == ZoneNone {
		from = ZoneHand
	}
	ly := layer{Kind: CardLayer, Obj: obj, Gen: o.Gen, Controller: p, Modes: toModes(l.Modes), X: l.X, From: from}
	spec := c.Target
	for _, m := range l.Modes {
		if t := c.Modes[m].Target; t != nil {
			spec = t
		}
	}
	t, err := b.target("stack", i, p, spec, l)
	if err != nil {
		return err
	}
	if t != nil {
		ly.Targets = []Target{*t}
	}
	s.Stack = append(s.Stack, ly)
	s.Players[p].Turn.CardsPlayed++
	g.notePlayed(p, obj) // played.go
	g.bindNext(obj, true)
	return nil
}

// target finds the declared target of a layer among the legal ones as it
// was put on the stack (CR 1.8.5, 5.1.4).
func (b *builder) target(part string, i int, p Player, spec *TargetSpec, l *PosLayer) (*Target, error) {
	g := b.g
	named := l.TargetPlayer != NoPlayer || l.TargetCard != nil
	if spec == nil {
		if named {
			return nil, posErr(part, i, "no-target", l.Card.Key())
		}
		return nil, nil
	}
	if l.TargetCard == nil && named && !validPlayer(l.TargetPlayer) {
		return nil, posErr(part, i, "which-player-target")
	}
	if part == "effects" && !named {
		return nil, nil // its target is gone, and what it did to it
	}
	if part == "effects" && named {
		// An effect in force: its target was legal as its layer was put on
		// the stack, earlier; it is an attack still on the chain (the
		// active link first) or on the stack, or a hero.
		if l.TargetCard == nil {
			h := g.s.Players[l.TargetPlayer].Hero
			return &Target{Player: l.TargetPlayer, Obj: h, Gen: g.s.Obj(h).Gen}, nil
		}
		var objs []ObjID
		for k := len(g.s.Chain.Links) - 1; k >= 0; k-- {
			objs = append(objs, g.s.Chain.Links[k].Attack)
		}
		for _, ly := range g.s.Stack {
			objs = append(objs, ly.Obj)
		}
		for _, obj := range objs {
			if g.isAttack(obj) && g.s.CardOf(obj) == l.TargetCard {
				return &Target{Player: NoPlayer, Obj: obj, Gen: g.s.Obj(obj).Gen}, nil
			}
		}
		return nil, posErr(part, i, "target-not-attack", l.TargetCard.Key(), l.Card.Key())
	}
	legal := g.legalTargets(p, spec)
	if !named {
		if len(legal) == 1 {
			return &legal[0], nil // the only legal target: no question
		}
		return nil, posErr(part, i, "needs-target", l.Card.Key())
	}
	for k := range legal {
		t := legal[k]
		switch {
		case l.TargetCard == nil && t.Obj != NoObj && t.Player == l.TargetPlayer:
			return &t, nil
		case l.TargetCard != nil && t.Player == NoPlayer && g.s.CardOf(t.Obj) == l.TargetCard:
			return &t, nil
		}
	}
	what := playerWord(l.TargetPlayer)
	if l.TargetCard != nil {
		what = l.TargetCard.Key()
	}
	return nil, posErr(part, i, "illegal-target", what, l.Card.Key())
}

// source finds the object whose ability a layer or an effect comes from:
// p's card on the combat chain, or in their arena, or (for an ability) in
// their graveyard, arsenal or banished zone.
func (b *builder) source(p Player, c *Card, kind LayerKind) ObjID {
	s := b.g.s
	for k := range s.Chain.Links {
		link := &s.Chain.Links[k]
		for _, obj := range append([]ObjID{link.Attack}, link.Defenders...) {
			o := s.Obj(obj)
			if o.Zone == ZoneChain && o.Controller == p && o.Proxy == NoObj && s.CardOf(obj) == c {
				return obj
			}
		}
	}
	for _, obj := range s.Zone(p, ZoneArena) {
		if s.CardOf(obj) == c {
			return obj
		}
	}
	if kind == TriggeredLayer {
		// A card triggers as it is played (Wounded Bull): from the stack.
		for _, l := range s.Stack {
			if o := s.Obj(l.Obj); l.Kind == CardLayer && o.Zone == ZoneStack && o.Controller == p && s.CardOf(l.Obj) == c {
				return l.Obj
			}
		}
	}
	// A trigger's source may have left (Bone Vizier, destroyed); an
	// ability's cost may have destroyed its source (Blossom of Spring):
	// the layer goes on without it (CR 1.7.1a).
	if kind != CardLayer {
		for _, z := range []Zone{ZoneGraveyard, ZoneArsenal, ZoneBanished} {
			for _, obj := range s.Zone(p, z) {
				if s.CardOf(obj) == c {
					return obj
				}
			}
		}
	}
	return NoObj
}

// ability picks the activated (or triggered) ability of c a layer names.
func pickAbility(part string, i int, c *Card, kind LayerKind, ab int) (int, error) {
	n, what := len(c.Activated), AbilityActivated
	if kind == TriggeredLayer {
		n, what = len(c.Triggers), AbilityTriggered
	}
	switch {
	case n == 0:
		return 0, posErr(part, i, "no-ability", c.Key(), what)
	case ab < 0 && kind == ActivatedLayer:
		// The only ability that is not an attack.
		found := -1
		for k := range c.Activated {
			if !c.Activated[k].Attack {
				if found >= 0 {
					return 0, posErr(part, i, "which-ability", c.Key(), n, what)
				}
				found = k
			}
		}
		if found < 0 {
			return 0, posErr(part, i, "no-ability-but-attack", c.Key(), what)
		}
		return found, nil
	case ab < 0 && n > 1:
		return 0, posErr(part, i, "which-ability", c.Key(), n, what)
	case ab < 0:
		return 0, nil
	case ab >= n:
		return 0, posErr(part, i, "ability-out-of-range", c.Key(), n, what, ab+1)
	}
	return ab, nil
}

// activatedLayer is an activated ability of a permanent (CR 5.2).
func (b *builder) activatedLayer(i int, l *PosLayer) error {
	s := b.g.s
	p, c := l.Controller, l.Card
	ab, err := pickAbility("stack", i, c, ActivatedLayer, l.Ability)
	if err != nil {
		return err
	}
	src := b.source(p, c, ActivatedLayer)
	if src == NoObj {
		return posErr("stack", i, "ability-source-missing", c.Key(), playerWord(p))
	}
	a := &c.Activated[ab]
	if err := b.timingOK(i, p, a.Type, AbilityOf(c.Key()), l.AsInstant); err != nil {
		return err
	}
	if len(l.Modes) > 0 {
		return posErr("stack", i, "activated-no-modes")
	}
	if l.TargetCard != nil || l.TargetPlayer != NoPlayer {
		return posErr("stack", i, "ability-no-target", c.Key())
	}
	s.Stack = append(s.Stack, layer{Kind: ActivatedLayer, Obj: src, Gen: s.Obj(src).Gen, Controller: p, Ability: int8(ab), X: l.X})
	s.turnUse(src).Used++
	s.Players[p].Turn.Activations++
	return nil
}

// triggeredLayer is a triggered ability waiting on the stack (CR 6.6).
func (b *builder) triggeredLayer(i int, l *PosLayer) error {
	s := b.g.s
	p, c := l.Controller, l.Card
	ab, err := pickAbility("stack", i, c, TriggeredLayer, l.Ability)
	if err != nil {
		return err
	}
	src := b.source(p, c, TriggeredLayer)
	if src == NoObj {
		return posErr("stack", i, "trigger-source-missing", c.Key(), playerWord(p))
	}
	t := &c.Triggers[ab]
	if t.Mode > 0 && s.Obj(src).Modes&(1<<(t.Mode-1)) == 0 {
		return posErr("stack", i, "mode-not-chosen", c.Key())
	}
	if len(l.Modes) > 0 || l.TargetCard != nil || l.TargetPlayer != NoPlayer {
		return posErr("stack", i, "triggered-no-modes")
	}
	ev := Event{Kind: t.When.Event, Player: p, Obj: src, Other: NoObj, Card: s.Objs[src].Card}
	if t.When.Event == EvHit {
		ev.Other = s.Players[p.Opponent()].Hero
	}
	s.Stack = append(s.Stack, layer{Kind: TriggeredLayer, Obj: src, Gen: s.Obj(src).Gen, Controller: p, Ability: int8(ab), Event: ev})
	return nil
}

// step sets the step of combat and checks it fits the chain and the stack.
func (b *builder) step() error {
	s := b.g.s
	c := &b.pos.Combat
	attackOnStack := false
	for _, l := range s.Stack {
		if b.g.attackLayer(l.Kind, l.Obj) {
			attackOnStack = true
		}
	}
	st := c.Step
	switch {
	case st == StepClose:
		return posErr("step", 0, "close-step-priority")
	case attackOnStack && st == StepNone:
		st = StepLayer
	case attackOnStack && st != StepLayer:
		return posErr("step", 0, "attack-on-stack-layer-step", st)
	case !attackOnStack && st == StepLayer:
		return posErr("step", 0, "layer-step-needs-attack")
	case len(s.Chain.Links) == 0 && !attackOnStack && st != StepNone:
		return posErr("step", 0, "step-needs-chain", st)
	case len(s.Chain.Links) > 0 && st == StepNone:
		return posErr("step", 0, "which-step")
	}
	s.Step = st
	return b.activeLink()
}

// activeLink sets what the step says of the active chain link: its damage
// was calculated from the damage step on, it resolved in the resolution
// step, and with an attack on the stack (the layer step) it has resolved.
func (b *builder) activeLink() error {
	s := b.g.s
	n := len(s.Chain.Links)
	if n == 0 {
		return nil
	}
	active := &s.Chain.Links[n-1]
	switch s.Step {
	case StepLayer, StepResolution:
		active.Resolved, active.Damaged = true, true
	case StepDamage:
		active.Damaged = true
	default:
		active.Resolved, active.Damaged = false, false
	}
	if active.Hit && !active.Damaged {
		return posErr("chain", n-1, "hit-before-damage")
	}
	return nil
}

// effect generates the effects of an ability that resolved (CR 6.2).
func (b *builder) effect(i int, e *PosLayer) error {
	g := b.g
	p, c := e.Controller, e.Card
	if c == nil || !validPlayer(p) {
		return posErr("effects", i, "whose-effect")
	}
	ctx := &Ctx{Controller: p, Modes: toModes(e.Modes), X: e.X}
	var effs []Effect
	var spec *TargetSpec
	switch e.Kind {
	case CardLayer:
		if len(c.Resolve) == 0 && len(c.Modes) == 0 {
			return posErr("effects", i, "no-resolving-effect", c.Key())
		}
		if err := checkModes("effects", i, c, e.Modes); err != nil {
			return err
		}
		src := b.find(p, c, ZoneGraveyard)
		if src == NoObj {
			src = b.source(p, c, CardLayer)
		}
		if src == NoObj {
			return posErr("effects", i, "effect-not-in-graveyard", c.Key(), playerWord(p))
		}
		ctx.Source = src
		ctx.made = Made{Kind: AbilityResolution}
		// CR 5.1.10, 5.3: the card resolved, so it was played this turn.
		g.s.Players[p].Turn.CardsPlayed++
		g.notePlayed(p, src)
		effs = append(effs, c.Resolve...)
		spec = c.Target
		for _, m := range e.Modes {
			effs = append(effs, c.Modes[m].Effects...)
			if t := c.Modes[m].Target; t != nil {
				spec = t
			}
		}
	case ActivatedLayer, TriggeredLayer:
		ab, err := pickAbility("effects", i, c, e.Kind, e.Ability)
		if err != nil {
			return err
		}
		src := b.source(p, c, e.Kind)
		if src == NoObj {
			return posErr("effects", i, "effect-source-missing", c.Key(), playerWord(p))
		}
		if len(e.Modes) > 0 {
			return posErr("effects", i, "effect-no-modes")
		}
		ctx.Source = src
		if e.Kind == ActivatedLayer {
			effs = c.Activated[ab].Effects
			ctx.made = Made{Kind: AbilityActivated, Index: int8(ab)}
		} else {
			effs = c.Triggers[ab].Effects
			ctx.made = Made{Kind: AbilityTriggered, Index: int8(ab)}
		}
	}
	t, err := b.target("effects", i, p, spec, e)
	if err != nil {
		return err
	}
	if t != nil {
		ctx.Targets = []Target{*t}
	}
	sc, made, ok := g.produce(effs, *ctx)
	if !ok {
		return posErr("effects", i, "asks-on-resolve", c.Key())
	}
	g.keep(sc, made)
	return nil
}

// settle fills in what the links' history left: last known information of
// attacks that left the chain (CR 1.2.3), the power of links whose damage
// was calculated (CR 7.5.2), the damage a hit dealt.
func (b *builder) settle() {
	g, s := b.g, b.g.s
	for k := range b.pos.Combat.Chain {
		link := &s.Chain.Links[k]
		if link.Damaged {
			link.Power = g.Power(link.Attack)
			if link.Hit {
				def := 0
				for _, d := range link.Defenders {
					def += g.Defense(d)
				}
				link.Damage = max(Through(link.Power, def), 1) // a hit dealt some (CR 7.5.2)
				s.Players[s.Obj(link.Attack).Controller].Turn.DamageDealt += int16(link.Damage)
			}
		}
		if !b.pos.Combat.Chain[k].Left {
			continue
		}
		obj := link.Attack
		if o := s.Obj(obj); o.Proxy != NoObj {
			if !link.Resolved {
				if !link.Damaged {
					link.Power = g.Power(obj)
				}
				link.GoAgainLKI = g.HasKeyword(obj, GoAgain)
				link.Left = true
			}
			o.Gone, o.Zone = true, ZoneNone
			continue
		}
		g.move(obj, ZoneGraveyard, false, true) // remembers the attack (rememberAttack)
	}
	// A link the position has resolved gave an action point if its
	// attack had go again (CR 7.6.2), as the resolution step would have.
	for k := range s.Chain.Links {
		if link := &s.Chain.Links[k]; link.Resolved {
			link.GaveAction = g.goesAgain(link)
		}
	}
}

// priority gives priority as the position says (CR 1.11). A player given
// priority by the position gains it without the game state actions, so
// there must be none to perform (CR 1.10.2).
func (b *builder) priority() error {
	g, s := b.g, b.g.s
	c := &b.pos.Combat
	if !c.PriorityGiven {
		return nil
	}
	p := c.Priority
	if !validPlayer(p) {
		return posErr("priority", 0, "who-has-priority")
	}
	if link := s.Chain.Active(); link != nil && link.Left && !link.Damaged {
		return posErr("priority", 0, "attack-left-chain")
	}
	// A player who played or activated gains priority again (CR 1.11.5),
	// with the layers that triggered on top of theirs maybe.
	theirs := false
	for _, l := range s.Stack {
		theirs = theirs || l.Controller == p
	}
	switch {
	case p != s.TurnPlayer && !c.Passed && !theirs:
		return posErr("priority", 0, "priority-not-passed",
			playerWord(p), playerWord(s.TurnPlayer), playerWord(p), playerWord(s.TurnPlayer))
	case p == s.TurnPlayer && c.Passed && len(s.Stack) == 0:
		return posErr("priority", 0, "pass-ends-step",
			playerWord(p.Opponent()), playerWord(p))
	}
	g.stateTriggers()
	if len(s.Pending) > 0 {
		var names []string
		for _, t := range s.Pending {
			names = append(names, s.CardOf(t.Source).Key())
		}
		s.Pending = nil
		return posErr("priority", 0, "triggers-first", strings.Join(names, ", "))
	}
	s.Priority = p
	s.Passes = 0
	if c.Passed {
		s.Passes = 1
	}
	return nil
}

// CombatOf reads the middle-of-turn part of g back as a Combat, the inverse
// of what NewPosition builds: the scenario export writes it. why, when not
// empty, says why a position cannot hold g as it stands (not a priority
// phase, triggered layers waiting, a layer no entry can name); notes say
// what the Combat leaves out (effects it could not name).
func (g *Game) CombatOf() (c Combat, notes []string, why string) {
	s := g.s
	switch {
	case s.Phase != PhaseAction:
		return c, nil, WhyNotActionPhase
	case len(s.Pending) > 0:
		return c, nil, WhyTriggers
	}
	if s.Chain.Open {
		c.Step = s.Step
		for i := range s.Chain.Links {
			l := &s.Chain.Links[i]
			o := s.Obj(l.Attack)
			pl := PosLink{Attacker: o.Controller, Attack: s.CardOf(l.Attack), Defender: l.Target, Hit: l.Hit, Left: l.Left}
			if o.Proxy != NoObj {
				pl.Attacker = s.Obj(o.Proxy).Controller
			}
			for m := range len(pl.Attack.Modes) {
				if o.Modes&(1<<m) != 0 {
					pl.Modes = append(pl.Modes, m)
				}
			}
			hand := 0
			for _, d := range l.Defenders {
				dc := s.CardOf(d)
				pl.Defenders = append(pl.Defenders, dc)
				if !dc.Types.Has(Equipment) {
					hand++
				}
			}
			if hand != int(l.FromHand) {
				notes = append(notes, fmt.Sprintf("chain link %d: a defending card came from the arsenal; the scenario counts it as from hand", i+1))
			}
			c.Chain = append(c.Chain, pl)
		}
	}
	for i := len(s.Stack) - 1; i >= 0; i-- {
		l := &s.Stack[i]
		pl, w := g.layerOf(l)
		if w != "" {
			return Combat{}, nil, w
		}
		c.Stack = append(c.Stack, pl)
	}
	// Nobody has priority in a position just built: the turn player gains
	// it as the game runs (the default).
	if s.Priority != NoPlayer && (s.Priority != s.TurnPlayer || s.Passes > 0) {
		c.PriorityGiven, c.Priority, c.Passed = true, s.Priority, s.Passes > 0
	}
	effs, more := g.effectsOf()
	// In the order a position generates them: actions' effects first.
	b := &builder{}
	slices.SortStableFunc(effs, func(x, y PosLayer) int {
		switch ex, ey := b.early(&x), b.early(&y); {
		case ex && !ey:
			return -1
		case ey && !ex:
			return 1
		}
		return 0
	})
	c.Effects = effs
	return c, append(notes, more...), ""
}

// layerOf names a layer of the stack as a position writes it.
func (g *Game) layerOf(l *layer) (PosLayer, string) {
	s := g.s
	pl := PosLayer{Controller: l.Controller, Card: s.CardOf(l.Obj), Kind: l.Kind, Ability: -1, TargetPlayer: NoPlayer, X: l.X}
	if l.Paid != 0 {
		return pl, WhyCostPaid
	}
	switch l.Kind {
	case CardLayer:
		if l.From == ZoneArsenal {
			pl.From = ZoneArsenal
		}
		for _, m := range l.Modes {
			pl.Modes = append(pl.Modes, int(m))
		}
		if !pl.Card.IsAttack() && len(l.Targets) > 0 {
			if t := l.Targets[0]; t.Player != NoPlayer {
				pl.TargetPlayer = t.Player
			} else if t.Obj >= 0 {
				pl.TargetCard = s.CardOf(t.Obj)
			}
		}
	case ActivatedLayer:
		if s.Obj(l.Obj).Proxy != NoObj {
			pl.Kind = CardLayer // a weapon named on the stack is its attack
			break
		}
		n := 0
		for k := range pl.Card.Activated {
			if !pl.Card.Activated[k].Attack {
				n++
			}
		}
		if n > 1 {
			pl.Ability = int(l.Ability)
		}
	case TriggeredLayer:
		if l.Granted || l.Delayed > 0 || l.Ability < 0 {
			return pl, WhyUnnamedTrigger
		}
		if z := s.Obj(l.Obj).Zone; z == ZoneDeck || z == ZoneHand {
			// Written, it would not parse back (hh-victor v hh-kassai,
			// seed 64, turn 7: "Wallop (yellow) is not p1's on the combat
			// chain, the stack, in the arena...").
			return pl, WhyHiddenTriggerSource
		}
		if len(pl.Card.Triggers) > 1 {
			pl.Ability = int(l.Ability)
		}
	}
	return pl, ""
}

// errScratch is what quietDecider answers to a question it cannot leave
// unanswered: an effect that needs one is not one a position can replay.
var errScratch = errors.New("rules: a question while replaying effects")

// quietDecider answers the scratch games effects are replayed in: "may"
// is yes (the ability made its effects: an optional cost was paid) or,
// when that leads to a question, no; an optional choice of cards is none;
// anything else is refused.
type quietDecider struct{ no bool }

func (d quietDecider) Decide(_ context.Context, _ View, p Prompt) (Answer, error) {
	switch {
	case p.Kind == AskMay:
		want := ActYes
		if d.no {
			want = ActNo
		}
		for _, o := range p.Options {
			if o.Act == want {
				return Pick(o.ID), nil
			}
		}
	case p.Kind == AskCards && p.Min == 0:
		return Answer{}, nil
	}
	return Answer{}, errScratch
}

// produce generates effs in a scratch clone of g and returns the clone and
// the continuous effects they added: a position replays the effects of an
// ability that resolved earlier and keeps only what is still in force,
// not what happened then (a draw, an intimidate, a cost paid). false when
// they need an answer the replay cannot give.
func (g *Game) produce(effs []Effect, ctx Ctx) (*Game, []ContEffect, bool) {
	for _, no := range []bool{false, true} {
		c := g.Clone()
		c.SetObserver(nil)
		c.deciders = [2]Decider{quietDecider{no}, quietDecider{no}}
		// An optional cost the ability asks for was paid back then
		// (Ironhide's): the replay can pay it again.
		for p := range c.s.Players {
			c.s.Players[p].Resources += 100
		}
		n := len(c.s.Effects)
		cx := ctx
		cx.Targets = append([]Target(nil), ctx.Targets...)
		if err := c.guard(context.Background(), func() error { c.run(effs, &cx); return nil }); err != nil {
			continue
		}
		if len(c.s.Effects) < n {
			continue
		}
		return c, c.s.Effects[n:], true
	}
	return nil, nil, false
}

// replay generates effs as an ability that resolved earlier and keeps in g
// the effects still in force (produce, keep).
func (g *Game) replay(effs []Effect, ctx Ctx) {
	if c, made, ok := g.produce(effs, ctx); ok {
		g.keep(c, made)
	}
}

// keep adds to g the effects in force a scratch game generated (produce),
// with g's next timestamps, and the rule-modifying effects it keeps as
// turn data (defending from the arsenal).
func (g *Game) keep(c *Game, made []ContEffect) {
	for _, e := range made {
		g.addEffect(e)
	}
	for p := range g.s.Players {
		if c.s.Players[p].Turn.DefendFromArsenal {
			g.s.Players[p].Turn.DefendFromArsenal = true
		}
	}
}

// live reports whether an effect still changes anything: bound to an object
// that is still the one it saw, or waiting.
func (g *Game) live(e *ContEffect) bool {
	if e.unbound() { // replacement effects (replacement.go)
		return !e.usedUp()
	}
	o := g.s.Obj(e.Obj)
	return o.Gen == e.Gen && !o.Gone
}

// effectsOf names the abilities whose effects are in force, so that a
// position generates them again (Combat.Effects): each by what made it
// (ContEffect.Made), one entry for each resolution. The notes say which
// effects it cannot name.
func (g *Game) effectsOf() ([]PosLayer, []string) {
	s := g.s
	var out []PosLayer
	var notes []string
	// A resolution is its source, its ability and the stamp of the first
	// effect it made.
	type resolution struct {
		src   ObjID
		made  Made
		modes uint16
		first int32
	}
	var named []resolution
	unnamed := map[int16]int{}
	var unnamedOrder []int16
	for i := range s.Effects {
		e := &s.Effects[i]
		if !g.live(e) {
			continue
		}
		if e.Shield {
			notes = append(notes, fmt.Sprintf("a damage shield from %s is not written", s.Cards[e.SourceCard].Key()))
			continue
		}
		o := s.Obj(e.Source)
		switch {
		case e.Made.Kind == AbilityNone:
			// A static ability's (combo.go): the position makes it again
			// as it declares the attack.
			continue
		case e.Made.Kind == AbilityResolution && o.Zone == ZoneChain && o.Proxy == NoObj && g.isAttack(e.Source):
			// The attack's own resolution abilities: its chain link, with
			// its modes, makes them again (CR 7.2.3).
			continue
		}
		r := resolution{src: e.Source, made: e.Made, modes: e.MadeModes, first: e.Stamp - int32(e.Made.Nth)}
		r.made.Nth = 0
		if slices.Contains(named, r) {
			continue
		}
		l, ok := g.entryOf(e)
		if !ok {
			if unnamed[e.SourceCard] == 0 {
				unnamedOrder = append(unnamedOrder, e.SourceCard)
			}
			unnamed[e.SourceCard]++
			continue
		}
		named = append(named, r)
		out = append(out, g.tidy(l))
	}
	for _, c := range unnamedOrder {
		notes = append(notes, fmt.Sprintf("%d effect(s) of %s are not written: no ability of it makes them as the position stands", unnamed[c], s.Cards[c].Key()))
	}
	return out, notes
}

// entryOf is the entry of Combat.Effects that makes e again: the ability
// that made it (ContEffect.Made), of a source where a position finds it
// (builder.effect): a card that resolved, now in the graveyard, on the
// chain or in the arena (an aura); an activated ability (not an attack),
// or a card's own triggered ability, of a card on the chain, in the arena,
// on the stack (a trigger of a card being played), or in the graveyard,
// arsenal or banished (a source that left, CR 1.7.1a). A token that ceased
// to exist (CR 3.0.1a? no: 8.5.43? ) leaves nothing to name. A card's entry
// names the attack the effect is bound to as its target, when it has a
// target (CR 1.8.5).
func (g *Game) entryOf(e *ContEffect) (PosLayer, bool) {
	s := g.s
	card := s.Cards[e.SourceCard]
	o := s.Obj(e.Source)
	p := e.Controller
	zone := o.Zone
	if o.Gone {
		zone = ZoneNone
	}
	switch zone {
	case ZoneChain, ZoneArena, ZoneStack:
		if o.Controller != p || o.Proxy != NoObj {
			zone = ZoneNone
		}
	case ZoneGraveyard, ZoneArsenal, ZoneBanished:
		if o.Owner != p {
			zone = ZoneNone
		}
	}
	l := PosLayer{Controller: p, Card: card, Ability: -1, TargetPlayer: NoPlayer}
	switch e.Made.Kind {
	case AbilityResolution:
		played := !card.Types.Any(Weapon|Equipment|Hero|Token) && (len(card.Resolve) > 0 || len(card.Modes) > 0)
		if !played || zone != ZoneGraveyard && zone != ZoneChain && zone != ZoneArena {
			return l, false
		}
		l.Kind = CardLayer
		spec := card.Target
		for m := range card.Modes {
			if e.MadeModes&(1<<m) != 0 {
				l.Modes = append(l.Modes, m)
				if t := card.Modes[m].Target; t != nil {
					spec = t
				}
			}
		}
		bound := !e.Next && !e.AllMatching && !e.OnPlay && e.Filter == (AttackFilter{})
		if spec != nil && bound && e.Obj != e.Source && e.Obj >= 0 && g.isAttack(e.Obj) {
			l.TargetCard = s.CardOf(e.Obj)
		}
	case AbilityActivated:
		k := int(e.Made.Index)
		if k < 0 || k >= len(card.Activated) || card.Activated[k].Attack || zone == ZoneNone || zone == ZoneStack {
			return l, false
		}
		l.Kind, l.Ability = ActivatedLayer, k
	case AbilityTriggered:
		k := int(e.Made.Index)
		if k < 0 || k >= len(card.Triggers) || zone == ZoneNone || zone == ZoneStack && s.CardOf(e.Source) != card {
			return l, false
		}
		l.Kind, l.Ability = TriggeredLayer, k
	default:
		return l, false // a granted, keyword or delayed trigger
	}
	return l, true
}

// tidy drops what an entry need not say: the index of an only ability.
func (g *Game) tidy(l PosLayer) PosLayer {
	switch l.Kind {
	case ActivatedLayer:
		n := 0
		for k := range l.Card.Activated {
			if !l.Card.Activated[k].Attack {
				n++
			}
		}
		if n == 1 {
			l.Ability = -1
		}
	case TriggeredLayer:
		if len(l.Card.Triggers) == 1 {
			l.Ability = -1
		}
	}
	return l
}

package rules

// The stack, the combat chain and the continuous effects as a view shows
// them: copies of what a player may see, in types of their own, so that
// no reader outside the engine holds the engine's layers, links or
// effects (their bookkeeping, such as a triggered layer's event or an
// effect's generation, stays inside).

// Layer is what a view shows of a layer on the stack (CR 1.6): its kind,
// controller, and the modes, targets and X declared as it was played or
// activated (CR 5.1.4). CR 3.0.4a: the stack is a public zone.
type Layer struct {
	Kind LayerKind
	// Obj is the card or attack proxy of a card layer, or the source of
	// an ability's layer (CR 1.6.2).
	Obj        ObjID
	Controller Player
	Targets    []Target
	Modes      []int8
	X          int
}

// ChainLink is what a view shows of a link of the combat chain (CR
// 7.0.3): the attack, its source and target, the defending cards and
// the outcome. CR 3.0.4a: the combat chain is a public zone.
type ChainLink struct {
	Attack    ObjID // the attack: a card or an attack proxy
	Source    ObjID // the attack source (a weapon), or NoObj
	Target    Player
	Defenders []ObjID
	// Power is the attack's power as the engine counts it: its power when
	// damage was calculated, or its last known power once it left the
	// chain (CR 1.2.3), and until then its current power.
	Power    int
	Hit      bool
	Damage   int
	Resolved bool
	// GaveAction: the attack had go again as its link resolved and gave
	// its controller an action point (CR 7.6.2).
	GaveAction bool
}

// ContinuousEffect is what a view shows of a continuous effect in force
// (CR 6.2): what it does, to what, and for how long. Effects are public;
// an object in a zone the viewer may not see is NoObj.
type ContinuousEffect struct {
	Controller Player
	// Source is the object whose ability made the effect; SourceCard its
	// card (nil when the viewer may not know it).
	Source     ObjID
	SourceCard *Card
	// Obj is the object the effect applies to once bound (NoObj while it
	// waits, or for one applying to every matching attack).
	Obj ObjID
	// Next: the effect waits for the controller's next attack matching
	// Filter (or the next card played, with OnPlay, CR 1.8.10);
	// AllMatching: it applies to every matching attack for its duration.
	Next        bool
	OnPlay      bool
	AllMatching bool
	Filter      AttackFilter
	Power       int
	Defense     int
	Gains       Keywords
	// Grant is 1 + the index of the ability it gives in SourceCard's
	// Grants, or 0 (CR 6.2: an effect may give an ability).
	Grant int
	// Prevention (CR 6.5): the next Prevent damage of PreventKind to the
	// controller's hero; PreventOnce for one damage event (CR 6.4.10i).
	Prevent     int
	PreventKind DamageKind
	PreventOnce bool
	// Cost modification of the card it binds to (CR 5.1.6a): SetCost when
	// HasSet, then CostDelta.
	SetCost   int
	HasSet    bool
	CostDelta int
	// DamageDelta changes the next damage to the controller's hero (a
	// replacement, CR 6.4; Shield: the next damage alone); GainPlus the
	// power an attack gains (GainOnce: only the next time).
	DamageDelta int
	Shield      bool
	GainPlus    int
	GainOnce    bool
	Until       Duration
}

// Stack returns the stack's layers, bottom first.
func (v View) Stack() []Layer {
	out := make([]Layer, len(v.g.s.Stack))
	for i := range v.g.s.Stack {
		l := &v.g.s.Stack[i]
		out[i] = Layer{Kind: l.Kind, Obj: l.Obj, Controller: l.Controller, X: l.X,
			Targets: append([]Target(nil), l.Targets...), Modes: append([]int8(nil), l.Modes...)}
	}
	return out
}

// AttackLayer reports whether l, a layer of Stack, is an attack (CR
// 1.4.1): a card layer of an attack card or an attack proxy; never a
// triggered layer nor an activated ability of a card.
func (v View) AttackLayer(l Layer) bool {
	if l.Obj < 0 || int(l.Obj) >= len(v.g.s.Objs) {
		return false
	}
	return v.g.attackLayer(l.Kind, l.Obj)
}

// Chain returns the combat chain's links, first first.
func (v View) Chain() []ChainLink {
	out := make([]ChainLink, len(v.g.s.Chain.Links))
	for i := range v.g.s.Chain.Links {
		out[i] = v.link(&v.g.s.Chain.Links[i])
	}
	return out
}

// ActiveLink returns the active chain link (CR 7.0.3b), or false when
// the chain is closed or empty.
func (v View) ActiveLink() (ChainLink, bool) {
	l := v.g.s.Chain.Active()
	if l == nil {
		return ChainLink{}, false
	}
	return v.link(l), true
}

func (v View) link(l *chainLink) ChainLink {
	k := ChainLink{Attack: l.Attack, Source: l.Source, Target: l.Target, Power: l.Power,
		Hit: l.Hit, Damage: l.Damage, Resolved: l.Resolved, GaveAction: l.GaveAction, Defenders: append([]ObjID(nil), l.Defenders...)}
	if !l.Damaged && !l.Left {
		k.Power = v.Power(l.Attack)
	}
	return k
}

// Effects returns the continuous effects in force, oldest first.
func (v View) Effects() []ContinuousEffect {
	out := make([]ContinuousEffect, len(v.g.s.Effects))
	for i := range v.g.s.Effects {
		e := &v.g.s.Effects[i]
		k := ContinuousEffect{Controller: e.Controller, Source: NoObj, SourceCard: v.CardByIndex(e.SourceCard), Obj: NoObj,
			Next: e.Next, OnPlay: e.OnPlay, AllMatching: e.AllMatching, Filter: e.Filter,
			Power: int(e.Power), Defense: int(e.Defense), Gains: e.Gains, Grant: int(e.Grant),
			Prevent: int(e.Prevent), PreventKind: e.PreventKind, PreventOnce: e.PreventOnce,
			SetCost: int(e.SetCost), HasSet: e.HasSet, CostDelta: int(e.CostDelta),
			DamageDelta: int(e.DamageDelta), Shield: e.Shield, GainPlus: int(e.GainPlus), GainOnce: e.GainOnce, Until: e.Until}
		if v.Visible(e.Source) {
			k.Source = e.Source
		}
		if !e.Next && !e.AllMatching && v.Visible(e.Obj) && v.g.s.Obj(e.Obj).Gen == e.Gen {
			k.Obj = e.Obj
		}
		out[i] = k
	}
	return out
}

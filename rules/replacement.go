package rules

// Replacement effects (CR 6.4, 6.5) on power gains: "if an attack would gain
// power this turn, instead it gains that much plus N" (a standard
// replacement effect, CR 6.4.9), "the next time..." (the same, used up by
// its first replacement), and self-replacement ("do A; if ..., instead do
// B", CR 6.4.7).
//
// A gain of power is a continuous effect given to an attack by a resolving
// ability: "your next attack gets +1{p}" as it binds to the attack, "the
// attack gets +1{p}", "target attack gets +2{p}" (Game.Grant and bindNext
// call replaceGain), and a static ability's bonus as it starts to apply
// to an attack or grows (staticGains, below; CR 6.2.5). Counters are not
// replaced.
//
// Each effect active for the gain replaces it once (CR 6.4.5), including
// the gain another one already modified (CR 6.4.4); when several are
// active, the player who controls the attack orders them (the issue's
// reading of CR 6.5; the newer CR 6.5.2 has each player order their own,
// the turn player choosing who starts: the same player, in this engine's
// two-player games, whenever the effects and the attack are one player's).

// GainPlus: this turn, when an attack would gain power, it gains that much
// plus N instead (CR 6.4.9); with Once, only the next time (Flourish), else
// every time (Thrive).
type GainPlus struct {
	N    int
	Once bool
}

func (e GainPlus) Do(g *Game, c *Ctx) {
	// The static gains already applying started before it: they are
	// seen, not replaced (CR 6.2.5, 6.4.9: it replaces gains to come).
	g.seeStaticGains(NoObj, false)
	g.addEffectFrom(c, ContEffect{Obj: NoObj,
		GainPlus: int8(e.N), GainOnce: e.Once, Until: UntilEndOfTurn})
}

func (e GainPlus) Text() Text { return T("gain-plus", e) }

// unbound reports an effect that applies to no one object: waiting for the
// next attack, on every matching attack, a damage shield, or a replacement
// of power gains.
func (e *ContEffect) unbound() bool {
	return e.Next || e.AllMatching || e.Shield || e.GainPlus != 0 || e.GainOnce
}

// replaceGain applies the replacement effects on power gains to a gain of
// n power by attack obj (CR 6.4) and returns the power it gains instead.
func (g *Game) replaceGain(obj ObjID, n int) int {
	s := g.s
	if n <= 0 {
		return n
	}
	var active []int // indices into s.Effects
	for i := range s.Effects {
		if s.Effects[i].GainPlus != 0 {
			active = append(active, i)
		}
	}
	if len(active) == 0 {
		return n
	}
	// Remember the effects by timestamp: asking may not change the list,
	// but a stamp says which one is meant whatever happens to indices.
	stamps := make([]int32, len(active))
	for k, i := range active {
		stamps[k] = s.Effects[i].Stamp
	}
	if len(stamps) > 1 && !g.sameReplacements(active) {
		stamps = g.orderReplacements(obj, active)
	}
	for _, st := range stamps {
		e := g.effectByStamp(st)
		if e == nil {
			continue
		}
		n += int(e.GainPlus)
		g.emit(Event{Kind: EvReplace, Player: s.Obj(obj).Controller, Obj: obj, Other: e.Source, Power: e.GainPlus, Rule: CR(6, 4, 9)})
		if e.GainOnce {
			// Used up. It stays in the list, inert, until the chain
			// closes or the turn ends (gcEffects): callers may be walking
			// the list.
			e.GainPlus = 0
		}
	}
	return n
}

// usedUp reports a "next time" replacement that has replaced its event.
func (e *ContEffect) usedUp() bool { return e.GainOnce && e.GainPlus == 0 }

// sameReplacements reports effects that cannot be told apart (the same
// card's, the same size, the same duration): no order to choose.
func (g *Game) sameReplacements(active []int) bool {
	s := g.s
	a := &s.Effects[active[0]]
	for _, i := range active[1:] {
		b := &s.Effects[i]
		if a.SourceCard != b.SourceCard || a.GainPlus != b.GainPlus || a.GainOnce != b.GainOnce {
			return false
		}
	}
	return true
}

// orderReplacements asks the controller of the attack in which order the
// active effects apply (CR 6.5) and returns their stamps in that order.
func (g *Game) orderReplacements(obj ObjID, active []int) []int32 {
	s := g.s
	p := s.Obj(obj).Controller
	pr := Prompt{Kind: AskOrder, Shape: ShapeOrder, Player: p, Min: len(active), Max: len(active), Source: obj, Rule: CR(6, 5, 0)}
	for k, i := range active {
		e := &s.Effects[i]
		o := Option{ID: OptionID(ActCard, e.Source, int8(k), NoPlayer), Act: ActCard, Obj: e.Source, Ability: int8(k), Value: i, Rule: CR(6, 5, 0)}
		o.From = s.PlaceOf(e.Source)
		pr.Options = append(pr.Options, o)
	}
	a := g.ask(pr)
	out := make([]int32, 0, len(active))
	for _, id := range a.IDs {
		out = append(out, s.Effects[pr.Options[pr.Find(id)].Value].Stamp)
	}
	return out
}

func (g *Game) effectByStamp(st int32) *ContEffect {
	for i := range g.s.Effects {
		if g.s.Effects[i].Stamp == st {
			return &g.s.Effects[i]
		}
	}
	return nil
}

// Instead is an ability's own replacement (CR 6.4.7): Then, or, when If
// holds as it is generated (CR 6.4.7b), Instead ("create 2 Might tokens;
// Earth Bond - if an Earth card was pitched to play this, instead create
// 3").
type Instead struct {
	Then    []Effect
	If      *Condition
	Instead []Effect
}

func (e Instead) Do(g *Game, c *Ctx) {
	if e.If.Test(g, c) {
		g.run(e.Instead, c)
		return
	}
	g.run(e.Then, c)
}

func (e Instead) Text() Text { return T("instead", e) }

// Static bonuses of power are gains too (CR 6.2.5: the first time a
// continuous effect applies to an object, or when it changes how it
// modifies it, it applies as an event that replacement effects modify). A
// static ability's "this gets +1{p}" (lightning flow, Salt the Wound's
// count) or a weapon's "the attack gets +1{p}" (Redwood Hammer) starts to
// apply to an attack, or grows, and Thrive and Flourish replace that gain
// as they replace one a resolving ability gives. The game remembers, per
// attack and static ability, the gain last seen (ContEffect.Seen) and what
// the replacements added to it (Power), in a record among the effects
// (ContEffect.StaticGain). Records are made only while a replacement
// effect on gains is active, and as one is made (GainPlus.Do: the gains
// already applying are seen, not replaced): a game without Thrive or
// Flourish makes none and plays and hashes as before.
//
// When a static gain starts to apply is read where the engine can see it:
// as an attack's layer resolves (its own statics become functional, CR
// 5.3.3, before its resolution abilities give theirs), before each
// priority (a condition that came true since: a Lightning card played, an
// Earth card pitched to attack, a hit), and as damage is calculated. Two
// gains that start between two of those points are replaced in the order
// of the attacks and abilities, not of the events; "the next time"
// (Flourish) can only tell them apart when both are static gains of one
// moment, which no card of the pool makes.

// staticGainNow is the power the static ability i of src gives its attack
// now: src is the attack itself or, for a weapon's attack proxy, the
// weapon (its statics work in the arena, CR 1.4.3a); 0 when it does not
// apply.
func (g *Game) staticGainNow(src ObjID, i int) int {
	return g.staticGainAt(src, i, false)
}

// staticGainAt is staticGainNow; functional counts src's statics as
// functional where it is (its layer resolving, CR 5.3.3).
func (g *Game) staticGainAt(src ObjID, i int, functional bool) int {
	s := g.s
	c := s.CardOf(src)
	if i < 0 || i >= len(c.Statics) || !functional && !g.staticWorks(src) {
		return 0
	}
	st := &c.Statics[i]
	if st.Power == 0 || st.If != nil && !g.holds(st.If, src, s.Obj(src).Controller) {
		return 0
	}
	return g.staticPower(st, src)
}

// gainReplacing reports an active replacement effect on power gains.
func (g *Game) gainReplacing() bool {
	for i := range g.s.Effects {
		if g.s.Effects[i].GainPlus != 0 {
			return true
		}
	}
	return false
}

// staticGains replaces the static gains of power that started to apply to
// an attack, or grew, since they were last seen (CR 6.2.5). resolving is
// an attack whose layer resolves now: its statics count as functional
// (CR 5.3.3); NoObj for none.
func (g *Game) staticGains(resolving ObjID) {
	if !g.gainReplacing() {
		return
	}
	g.seeStaticGains(resolving, true)
}

// seeStaticGains walks the static gains applying to attacks now; with
// replace, each that grew is replaced, else (a replacement effect being
// made) each is only seen.
func (g *Game) seeStaticGains(resolving ObjID, replace bool) {
	s := g.s
	var buf [4]ObjID
	for _, obj := range g.appendAttacksNow(buf[:0]) {
		src := obj
		if p := s.Obj(obj).Proxy; p != NoObj {
			src = p
		}
		for i := range s.CardOf(src).Statics {
			cur := g.staticGainAt(src, i, src == resolving)
			e := g.staticGainRecord(obj, src, i)
			seen := 0
			if e != nil {
				seen = int(e.Seen)
			}
			switch {
			case cur > seen:
				extra := 0
				if replace {
					extra = g.replaceGain(obj, cur-seen) - (cur - seen)
				}
				if e = g.staticGainRecord(obj, src, i); e != nil { // replaceGain may have asked: find it again
					e.Seen, e.Power = int8(cur), e.Power+int8(extra)
				} else {
					g.addEffect(ContEffect{Controller: s.Obj(obj).Controller, Source: src, SourceCard: s.Obj(src).Card,
						Obj: obj, Gen: s.Obj(obj).Gen, StaticGain: int8(i + 1), Seen: int8(cur), Power: int8(extra),
						Until: UntilChainCloses})
				}
			case cur < seen:
				// It shrank or stopped: a smaller gain is no gain, and
				// what was added to it goes with it once it stops.
				e.Seen = int8(cur)
				if cur == 0 {
					e.Power = 0
				}
			}
		}
	}
}

// staticGainRecord is the record of the static ability i of src on the
// attack obj, or nil.
func (g *Game) staticGainRecord(obj, src ObjID, i int) *ContEffect {
	s := g.s
	gen := s.Obj(obj).Gen
	for k := range s.Effects {
		if e := &s.Effects[k]; e.StaticGain == int8(i+1) && e.Obj == obj && e.Gen == gen && e.Source == src {
			return e
		}
	}
	return nil
}

// reach: each gain of power may be N more (reach.go).
func (e GainPlus) reach(m *most) { m.many += max(e.N, 0) }

// reach: both, as if each were generated (reach.go).
func (e Instead) reach(m *most) { m.effects(e.Then); m.effects(e.Instead) }

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
// call replaceGain). A static ability of the attack itself ("this gets
// +1{p} while...") is no event and is not replaced, nor are counters.
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

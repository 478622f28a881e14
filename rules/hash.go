package rules

import (
	"encoding/binary"
	"hash/fnv"
)

// Hash returns a digest of the whole game state (DESIGN.md: the same setup
// and answers give the same hash). Card definitions count by their index.
func (s *State) Hash() uint64 {
	b := make([]byte, 0, 4096)
	i := func(v int64) { b = binary.AppendVarint(b, v) }
	str := func(v string) { i(int64(len(v))); b = append(b, v...) }
	// ev digests the triggering event a triggered layer carries; its
	// Rule, Hidden and Why are for the log only.
	ev := func(e *Event) {
		for _, v := range [...]int64{int64(e.Kind), int64(e.Player), int64(e.Obj), int64(e.Card), int64(e.Other), int64(e.Amount),
			int64(e.From), int64(e.To), int64(e.Turn), int64(e.Step), int64(e.About.Kind), int64(e.About.Card), int64(e.About.Index),
			int64(e.About.Keyword), int64(e.Power), int64(e.Defense), int64(e.Gains), int64(e.Granted), int64(e.GrantCard), int64(e.Counter)} {
			i(v)
		}
	}
	for _, o := range s.Objs {
		i(int64(o.Card))
		i(int64(o.Owner))
		i(int64(o.Controller))
		i(int64(o.Zone))
		i(bool64(o.FaceUp))
		i(int64(o.Gen))
		for _, c := range o.Counters {
			i(int64(c))
		}
		i(int64(o.Proxy))
		i(int64(o.ProxyAbility))
		i(int64(o.UsedThisTurn))
		i(int64(o.ExtraUses))
		i(int64(o.AttacksThisTurn))
		i(int64(o.GoAgainThisTurn))
		i(bool64(o.Defended))
		i(bool64(o.Token))
		i(bool64(o.Gone))
		i(int64(o.Modes))
	}
	for _, p := range s.Players {
		i(int64(p.Hero))
		i(int64(p.Life))
		i(int64(p.Intellect))
		i(int64(p.Resources))
		i(int64(p.Actions))
		for _, z := range p.Zones {
			i(int64(len(z)))
			for _, id := range z {
				i(int64(id))
			}
		}
		t := p.Turn
		i(bool64(t.Intimidated))
		i(int64(t.WeaponAttacks))
		i(int64(t.Attacks))
		i(int64(t.CardsPlayed))
		i(int64(t.DamageDealt))
		i(int64(t.GoAgainGained))
		i(bool64(t.Discarded6Power))
		i(int64(t.Activations))
		i(bool64(t.DefendFromArsenal))
		i(bool64(p.Lost))
	}
	i(int64(len(s.Stack)))
	for _, l := range s.Stack {
		i(int64(l.Kind))
		i(int64(l.Obj))
		i(int64(l.Gen))
		i(int64(l.Controller))
		i(int64(l.Ability))
		i(bool64(l.Granted))
		i(int64(l.GrantCard))
		i(int64(l.Keyword))
		for _, t := range l.Targets {
			i(int64(t.Player))
			i(int64(t.Obj))
			i(int64(t.Gen))
		}
		for _, m := range l.Modes {
			i(int64(m))
		}
		i(int64(l.X))
		i(int64(l.From))
		i(int64(l.Paid))
		i(int64(l.Delayed))
		ev(&l.Event)
	}
	i(bool64(s.Chain.Open))
	i(bool64(s.Chain.Closing))
	for _, l := range s.Chain.Links {
		i(int64(l.Attack))
		i(int64(l.Source))
		i(int64(l.Target))
		for _, d := range l.Defenders {
			i(int64(d))
		}
		i(int64(l.FromHand))
		i(bool64(l.Hit))
		i(int64(l.Damage))
		i(bool64(l.Resolved))
		i(bool64(l.Damaged))
		i(bool64(l.Left))
		i(bool64(l.GoAgainLKI))
		i(int64(l.Power))
	}
	for _, e := range s.Effects {
		i(int64(e.Stamp))
		i(int64(e.Controller))
		i(int64(e.Source))
		i(int64(e.Obj))
		i(int64(e.Gen))
		i(bool64(e.Next))
		i(int64(e.Power))
		i(int64(e.Defense))
		i(int64(e.Gains))
		i(int64(e.Grant))
		i(bool64(e.AllMatching))
		i(int64(e.Prevent))
		i(int64(e.Until))
		i(int64(e.SourceCard))
		i(bool64(e.OnPlay))
		i(bool64(e.Shield))
		i(int64(e.SetCost))
		i(bool64(e.HasSet))
		i(int64(e.CostDelta))
		i(int64(e.DamageDelta))
		f := &e.Filter
		i(bool64(f.Weapon))
		i(bool64(f.ActionCard))
		i(int64(f.Subtypes))
		i(int64(f.AnySubtypes))
		i(int64(f.Classes))
		i(int64(f.MinCost))
		i(int64(f.MaxCost))
		i(bool64(f.HasMaxCost))
		str(f.Name)
		str(f.Moniker)
	}
	for _, ds := range [][]Delayed{s.Delayed, s.Fired} {
		i(int64(len(ds)))
		for _, d := range ds {
			i(int64(d.Controller))
			i(int64(d.On))
			i(int64(d.Do))
			for k, o := range d.Objs {
				i(int64(o))
				i(int64(d.Gens[k]))
			}
			i(int64(d.Player))
			i(int64(d.Source))
		}
	}
	for _, p := range s.Pending {
		i(int64(p.Controller))
		i(int64(p.Source))
		i(int64(p.Ability))
		i(int64(p.Keyword))
		i(bool64(p.Granted))
		i(int64(p.GrantCard))
		ev(&p.Event)
		i(int64(p.Delayed))
	}
	i(int64(s.Turn))
	i(int64(s.TurnPlayer))
	i(int64(s.First))
	i(int64(s.Phase))
	i(int64(s.Step))
	i(int64(s.Priority))
	i(int64(s.Passes))
	i(int64(s.Timestamp))
	i(int64(s.Winner))
	i(bool64(s.Draw))
	i(int64(s.Idle))
	i(int64(s.Moves))
	i(int64(s.MovesAtTurnStart))
	i(bool64(s.Offered))
	i(int64(s.LifeAtTurnStart[0]))
	i(int64(s.LifeAtTurnStart[1]))
	b = binary.LittleEndian.AppendUint64(b, s.RNG.S)
	h := fnv.New64a()
	h.Write(b)
	return h.Sum64()
}

func bool64(v bool) int64 {
	if v {
		return 1
	}
	return 0
}

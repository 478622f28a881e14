package text

// The words of effects (rules/effects.go and the blocks' own files): the
// clauses a card's abilities do ("gain 1 life"), without a final full stop.

import (
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

var _ = phrasing(map[string]phrased{
	// effects
	"gain-life": {
		en: on(func(_ *cardRenderer, e rules.GainLife) string { return sp("gain %d life", e.N) }),
		ja: on(func(_ *cardRenderer, e rules.GainLife) string { return sp("ライフを%d点得る", e.N) })},
	"gain-resources": {
		en: on(func(r *cardRenderer, e rules.GainResources) string { return "gain " + r.resources(e.N) }),
		ja: on(func(r *cardRenderer, e rules.GainResources) string { return r.resources(e.N) + "を得る" })},
	"next-attack": {
		en: on((*cardRenderer).nextAttackEN),
		ja: on((*cardRenderer).nextAttackJA)},
	"attacks-get": {
		en: on((*cardRenderer).attacksGetEN),
		ja: on((*cardRenderer).attacksGetJA)},
	"target-gets": {
		en: on(func(r *cardRenderer, e rules.TargetGets) string {
			return "the target attack " + r.gets(e.Power, 0, e.Gains, e.Grant)
		}),
		ja: on(func(r *cardRenderer, e rules.TargetGets) string {
			return "対象の攻撃は" + r.gets(e.Power, 0, e.Gains, e.Grant)
		})},
	"this-gets": {
		en: on(func(r *cardRenderer, e rules.ThisGets) string {
			return "this " + r.gets(e.Power, e.Defense, e.Gains, e.Grant) + " this turn"
		}),
		ja: on(func(r *cardRenderer, e rules.ThisGets) string {
			return "このターン、これは" + r.gets(e.Power, e.Defense, e.Gains, e.Grant)
		})},
	"self-gains": {
		en: on(func(r *cardRenderer, e rules.SelfGains) string {
			return "this " + r.gets(e.Power, e.Defense, 0, e.Grant)
		}),
		ja: on(func(r *cardRenderer, e rules.SelfGains) string {
			return "これは" + r.gets(e.Power, e.Defense, 0, e.Grant)
		})},
	"if": {
		en: on(func(r *cardRenderer, e rules.If) string {
			if e.Cond == r.said {
				return r.nested(e.Then) // said with the trigger's event
			}
			return "if " + r.condition(e.Cond) + ", " + r.nested(e.Then)
		}),
		ja: on(func(r *cardRenderer, e rules.If) string {
			if e.Cond == r.said {
				return r.nested(e.Then) // said with the trigger's event
			}
			return r.condition(e.Cond) + "場合、" + r.nested(e.Then)
		})},
	"may": {
		en: on(func(r *cardRenderer, e rules.May) string { return "you may " + r.nested(e.Then) }),
		ja: on(func(r *cardRenderer, e rules.May) string { return jaMay(r.nested(e.Then)) })},
	"if-paid": {
		en: on(func(r *cardRenderer, e rules.IfPaid) string {
			return "if " + r.paidCost(e.I) + " was paid, " + r.nested(e.Then)
		}),
		ja: on(func(r *cardRenderer, e rules.IfPaid) string {
			return r.paidCost(e.I) + "を支払っていた場合、" + r.nested(e.Then)
		})},
	"destroy-self": {
		en: lit("destroy this"),
		ja: lit("これを破壊する")},
	"destroy-self-if-no-defense": {
		en: lit("destroy this if its defense is 0 (CR 8.3.10)"),
		ja: lit("防御が0ならこれを破壊する(CR 8.3.10)")},
	"self-counter": {
		en: on(func(r *cardRenderer, e rules.SelfCounter) string { return r.counterEN(e.Kind, e.N, "this") }),
		ja: on(func(r *cardRenderer, e rules.SelfCounter) string { return r.counterJA(e.Kind, e.N, "これ") })},
	"deal-damage": {
		en: on(func(_ *cardRenderer, e rules.DealDamage) string {
			return sp("deal %d damage to the opposing hero", e.N)
		}),
		ja: on(func(_ *cardRenderer, e rules.DealDamage) string {
			return sp("対戦相手のヒーローに%d点のダメージを与える", e.N)
		})},
	"draw": {
		en: on(func(_ *cardRenderer, e rules.Draw) string { return plural(e.N, "draw a card", "draw %d cards") }),
		ja: on(func(_ *cardRenderer, e rules.Draw) string { return sp("カードを%d枚引く", e.N) })},
	"top-from-hand": {
		en: lit("put a card from your hand on top of your deck"),
		ja: lit("あなたの手札のカードを1枚デッキの一番上に置く")},
	"nth-attack-gets": {
		en: on(func(r *cardRenderer, e rules.AttackCount) string {
			return sp("on its attack number %d this turn, it gets %s until end of turn", e.Nth, r.mods(e.Power, 0, 0))
		}),
		ja: on(func(r *cardRenderer, e rules.AttackCount) string {
			return sp("それがこのターンの%d回目の攻撃である場合、ターン終了時までそれは%sを得る", e.Nth, r.mods(e.Power, 0, 0))
		})},
	"extra-attack": {
		en: lit("make one more attack with that weapon this turn (CR 5.2.3c)"),
		ja: lit("このターン、その武器で追加で1回攻撃できるようにする(CR 5.2.3c)")},
	"close-chain": {
		en: lit("close the combat chain"),
		ja: lit("戦闘チェインを閉じる")},
	"next-card-costs": {
		en: on((*cardRenderer).nextCostEN),
		ja: on((*cardRenderer).nextCostJA)},
	"destroy-attack": {
		en: lit("destroy the attack"),
		ja: lit("その攻撃を破壊する")},
	"link-gets": {
		en: on(func(r *cardRenderer, e rules.LinkGets) string {
			return "the attack " + r.gets(e.Power, 0, 0, 0) + " for this chain link"
		}),
		ja: on(func(r *cardRenderer, e rules.LinkGets) string {
			return "このチェインリンクの間、その攻撃は" + r.gets(e.Power, 0, 0, 0)
		})},
	"draw-then-discard-random": {
		en: on((*cardRenderer).drawDiscardEN),
		ja: on((*cardRenderer).drawDiscardJA)},
	"reveal-top-keep-if-power": {
		en: on(func(_ *cardRenderer, e rules.RevealTopKeepIfPower) string {
			return sp("reveal your deck's top card; unless its power is %d or more, it goes to the bottom of your deck", e.MinPower)
		}),
		ja: on(func(_ *cardRenderer, e rules.RevealTopKeepIfPower) string {
			return sp("あなたのデッキの一番上のカードを公開し、そのパワーが%d未満の場合、それをデッキの一番下に置く", e.MinPower)
		})},
	"may-pay": {
		en: on(func(r *cardRenderer, e rules.MayPay) string {
			return "you may pay " + r.resources(e.N) + "; if you do, " + r.nested(e.Then)
		}),
		ja: on(func(r *cardRenderer, e rules.MayPay) string {
			return r.resources(e.N) + "を支払ってもよい。そうした場合、" + r.nested(e.Then)
		})},
	"cards-you-control-get": {
		en: on(func(r *cardRenderer, e rules.ControlledNowGet) string {
			return "this turn, each " + r.filter(e.Filter, false) + " you control " + r.gets(e.Power, e.Defense, e.Gains, 0)
		}),
		ja: on(func(r *cardRenderer, e rules.ControlledNowGet) string {
			return "このターン、あなたがコントロールする" + r.filter(e.Filter, false) + "はそれぞれ" + r.gets(e.Power, e.Defense, e.Gains, 0)
		})},
	"hit-hero-discards": {
		en: lit("the hero it hit discards a card of their choice (CR 8.5.5)"),
		ja: lit("ヒットを受けたヒーローは、自身が選んだカードを1枚捨てる(CR 8.5.5)")},
	"defend-from-arsenal": {
		en: lit("this turn you may also defend with attack action cards from your arsenal"),
		ja: lit("このターン、あなたは格納庫の攻撃・アクションカードでも防御できる")},
	"may-banish-from-hand": {
		en: on((*cardRenderer).mayBanishEN),
		ja: on((*cardRenderer).mayBanishJA)},
	"may-discard": {
		en: on(func(r *cardRenderer, e rules.MayDiscard) string {
			return "you may choose a card in your hand to discard (CR 8.5.5); if you do, " + r.nested(e.Then)
		}),
		ja: on(func(r *cardRenderer, e rules.MayDiscard) string {
			return "カードを1枚捨ててもよい(CR 8.5.5)。そうした場合、" + r.nested(e.Then)
		})},
	"attack-source-counter": {
		en: on(func(r *cardRenderer, e rules.AttackSourceCounter) string {
			return r.counterEN(e.Kind, e.N, "the attacking weapon or card")
		}),
		ja: on(func(r *cardRenderer, e rules.AttackSourceCounter) string {
			return r.counterJA(e.Kind, e.N, "攻撃している武器かカード")
		})},
	"nth-weapon-attack-gets": {
		en: on((*cardRenderer).nthWeaponEN),
		ja: on((*cardRenderer).nthWeaponJA)},
	"turn-face-up": {
		en: lit("turn this face up (CR 8.5.24)"),
		ja: lit("これを表向きにする(CR 8.5.24)")},
	"banish-self": {
		en: lit("banish this (CR 8.5.1)"),
		ja: lit("これを追放する(CR 8.5.1)")},
	"search-deck": {
		en: on((*cardRenderer).searchEN),
		ja: on((*cardRenderer).searchJA)},
	"shuffle-deck": {
		en: lit("shuffle your deck (CR 8.5.20)"),
		ja: lit("あなたのデッキをシャッフルする(CR 8.5.20)")},
	"next-time": {
		en: on(func(r *cardRenderer, e rules.NextTime) string {
			t, ok := r.delayedGrant(e)
			if !ok {
				return r.code("next-time-without-a-hit-condition")
			}
			return sp("the next time %s you control hits a hero this turn, %s", article(r.filter(t.When.Filter, true)), r.nested(t.Effects))
		}),
		ja: on(func(r *cardRenderer, e rules.NextTime) string {
			t, ok := r.delayedGrant(e)
			if !ok {
				return r.code("next-time-without-a-hit-condition")
			}
			return sp("このターン、次にあなたがコントロールする%sがヒーローにヒットしたとき、%s", r.filter(t.When.Filter, true), r.nested(t.Effects))
		})},
	"destroy-their-top-card": {
		en: lit("destroy their deck's top card (CR 8.5.4)"),
		ja: lit("そのプレイヤーのデッキの一番上のカードを破壊する(CR 8.5.4)")},
	"destroy-their-arsenal": {
		en: lit("destroy a card in the arsenal of the hero it hit (CR 8.5.4)"),
		ja: lit("ヒットを受けたヒーローの格納庫にあるカードを1枚破壊する(CR 8.5.4)")},
	"destroy-their-aura-tokens": {
		en: lit("destroy every aura token the hero it hit controls (CR 8.5.4)"),
		ja: lit("ヒットを受けたヒーローがコントロールするオーラ・トークンをすべて破壊する(CR 8.5.4)")},
	"event-attack-gets": {
		en: on(func(r *cardRenderer, e rules.EventAttackGets) string {
			return "that attack " + r.gets(e.Power, 0, e.Gains, 0)
		}),
		ja: on(func(r *cardRenderer, e rules.EventAttackGets) string {
			return "その攻撃は" + r.gets(e.Power, 0, e.Gains, 0)
		})},
	"may-destroy-self": {
		en: on(func(r *cardRenderer, e rules.MayDestroySelf) string {
			return "you may have this destroyed (CR 8.5.4); if you do, " + r.nested(e.Then)
		}),
		ja: on(func(r *cardRenderer, e rules.MayDestroySelf) string {
			return "これを破壊してもよい。そうした場合、" + r.nested(e.Then)
		})},
	"bottom-from-hand-or-arsenal": {
		en: lit("put a card from your hand or arsenal on the bottom of your deck"),
		ja: lit("あなたの手札か格納庫のカードを1枚選び、デッキの一番下に置く")},
	"destroy-self-then": {
		en: on(func(r *cardRenderer, e rules.DestroySelfThen) string {
			return "destroy this, and once it is destroyed, " + r.nested(e.Then)
		}),
		ja: on(func(r *cardRenderer, e rules.DestroySelfThen) string {
			return "これを破壊する。そうした場合、" + r.nested(e.Then)
		})},
})

func (r *cardRenderer) attacksGetEN(e rules.AttacksGet) string {
	return sp("each %s of yours this turn %s", r.filter(e.Filter, true), r.gets(e.Power, 0, e.Gains, e.Grant))
}

func (r *cardRenderer) attacksGetJA(e rules.AttacksGet) string {
	return sp("このターン、あなたの%sはそれぞれ%s", r.filter(e.Filter, true), r.gets(e.Power, 0, e.Gains, e.Grant))
}

func (r *cardRenderer) counterEN(kind rules.CounterKind, n int, on string) string {
	name := r.counterName(kind, n)
	return plural(abs(n), sp("put a %s counter on %s (CR 8.5.14)", name, on), sp("put %%d %s counters on %s (CR 8.5.14)", name, on))
}

func (r *cardRenderer) counterJA(kind rules.CounterKind, n int, on string) string {
	return sp("%sに%sカウンターを%d個置く(CR 8.5.14)", on, r.counterName(kind, n), abs(n))
}

func (r *cardRenderer) drawDiscardEN(e rules.DrawThenDiscardRandom) string {
	s := "draw a card, then discard a random card"
	if len(e.Then) > 0 {
		s += sp("; if the discarded card has power %d or more, ", e.MinPower) + r.nested(e.Then)
	}
	return s
}

func (r *cardRenderer) drawDiscardJA(e rules.DrawThenDiscardRandom) string {
	s := "カードを1枚引き、その後カードを1枚ランダムに捨てる"
	if len(e.Then) > 0 {
		s += sp("。捨てたカードのパワーが%d以上の場合、", e.MinPower) + r.nested(e.Then)
	}
	return s
}

func (r *cardRenderer) mayBanishEN(e rules.MayBanishFromHand) string {
	return sp("you may banish %s from your hand (CR 8.5.1); if you do, %s", article(r.filter(e.Filter, false)), r.nested(e.Then))
}

func (r *cardRenderer) mayBanishJA(e rules.MayBanishFromHand) string {
	return sp("手札から%sを1枚追放してもよい(CR 8.5.1)。そうした場合、%s", r.filter(e.Filter, false), r.nested(e.Then))
}

func (r *cardRenderer) nextAttackEN(e rules.NextAttack) string {
	if rule := goAgainRule(e); rule != "" {
		// Go again alone: "this turn" first, as the Japanese says it, and
		// the keyword's rule.
		if e.OnPlay {
			return sp("this turn, the next %s you play %s", r.filter(e.Filter, true), r.gets(e.Power, 0, e.Gains, e.Grant)) + rule
		}
		return sp("this turn, your next %s %s", r.filter(e.Filter, true), r.gets(e.Power, 0, e.Gains, e.Grant)) + rule
	}
	what := sp("your next %s this turn", r.filter(e.Filter, true))
	if e.OnPlay {
		what = sp("the next %s you play this turn", r.filter(e.Filter, true))
	}
	return what + " " + r.gets(e.Power, 0, e.Gains, e.Grant)
}

func (r *cardRenderer) nextAttackJA(e rules.NextAttack) string {
	what := sp("このターン、あなたの次の%sは", r.filter(e.Filter, true))
	if e.OnPlay {
		what = sp("このターン、あなたが次にプレイする%sは", r.filter(e.Filter, true))
	}
	return what + r.gets(e.Power, 0, e.Gains, e.Grant) + strings.TrimSpace(goAgainRule(e))
}

func (r *cardRenderer) nextCostEN(e rules.NextCardCosts) string {
	what := sp("the next %s you play this turn", r.filter(e.Filter, false))
	switch {
	case e.HasSet && e.Delta != 0:
		return sp("%s costs %s, then %+d", what, r.resources(e.Set), e.Delta)
	case e.HasSet:
		return sp("%s costs %s", what, r.resources(e.Set))
	case e.Delta < 0:
		return sp("%s costs %s less", what, r.resources(-e.Delta))
	}
	return sp("%s costs %s more", what, r.resources(e.Delta))
}

func (r *cardRenderer) nextCostJA(e rules.NextCardCosts) string {
	what := sp("このターン、あなたが次にプレイする%sのコストは", r.filter(e.Filter, false))
	switch {
	case e.HasSet && e.Delta != 0:
		return sp("%s%dになり、その後%+dされる", what, e.Set, e.Delta)
	case e.HasSet:
		return sp("%s%dになる", what, e.Set)
	case e.Delta < 0:
		// CR 5.1.6a: effects increase (増加) or reduce (減少) a cost.
		return sp("%s%d減少する", what, -e.Delta)
	}
	return sp("%s%d増加する", what, e.Delta)
}

func (r *cardRenderer) nthWeaponEN(e rules.NthWeaponAttackGets) string {
	var parts []string
	for i, p := range e.Power {
		if p != 0 {
			parts = append(parts, sp("if it is your weapon attack number %d this turn, it gets %s", i+1, r.mods(p, 0, 0)))
		}
	}
	if len(parts) == 0 {
		return r.say("text.nothing-happens")
	}
	return strings.Join(parts, "; ")
}

func (r *cardRenderer) nthWeaponJA(e rules.NthWeaponAttackGets) string {
	var parts []string
	for i, p := range e.Power {
		if p != 0 {
			parts = append(parts, sp("これがこのターンのあなたの%d回目の武器の攻撃なら、これは%sを得る", i+1, r.mods(p, 0, 0)))
		}
	}
	if len(parts) == 0 {
		return r.say("text.nothing-happens")
	}
	return strings.Join(parts, "。")
}

func (r *cardRenderer) searchEN(e rules.SearchDeck) string {
	face := ""
	if e.FaceUp {
		face = " face up"
	}
	return sp("search your deck for a card named %s and put it%s into your %s (CR 8.5.19)", e.Name, face, r.w.Zone(e.To))
}

func (r *cardRenderer) searchJA(e rules.SearchDeck) string {
	face := ""
	if e.FaceUp {
		face = "表向きで"
	}
	// 「あなたのデッキから「征服の命令」を1枚探し」(CR 1.4.4 example).
	return sp("あなたのデッキから「%s」を1枚探し、それを%sに%s置く(CR 8.5.19)", e.Name, r.w.Zone(e.To), face)
}

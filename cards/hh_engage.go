package cards

import r "github.com/rathe-tcg/rathe/rules"

// The Heavy Hitters' Warrior cards that ask whether an attack is defended
// by an attack action card (CR 7.0.5, rules/defended.go): the reactions
// that reward it, the one that may be played only then, the next attack
// that gets go again from it, and the two swords whose trigger waits for
// it.

// warriorAttack is "Warrior attack": an attack with the Warrior class.
var warriorAttack = r.AttackFilter{Classes: r.Warrior}

// engagement: target Warrior attack gets +n{p}; if it is defended by an
// attack action card, then does more (a token, a card drawn).
func engagement(then ...r.Effect) func(n int) func(c *r.Card) {
	return func(n int) func(c *r.Card) {
		return func(c *r.Card) {
			c.Target = &r.TargetSpec{Kind: r.TargetAttack, Filter: warriorAttack}
			c.Resolve = []r.Effect{r.TargetGets{Power: n}, r.If{Cond: r.TargetDefendedByAttackAction, Then: then}}
			for _, e := range then {
				if t, ok := e.(r.CreateToken); ok {
					c.Tokens = append(c.Tokens, t.Token)
				}
			}
		}
	}
}

// fatalEngagement: played only if an attack action card is defending this
// chain link; target attack gets +n{p}.
func fatalEngagement(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.PlayIf = r.AttackActionDefendsThisLink
		c.Target = &r.TargetSpec{Kind: r.TargetAttack}
		c.Resolve = []r.Effect{r.TargetGets{Power: n}}
	}
}

// engagedSwiftblade: go again; the next Warrior attack this turn gets +n{p}
// and "if this is defended by an attack action card, this gets go again".
func engagedSwiftblade(n int) func(c *r.Card) {
	return func(c *r.Card) {
		c.Grants = []r.Grant{{Static: &r.Static{If: r.DefendedByAttackAction, Grants: r.GoAgain}}}
		c.Resolve = []r.Effect{r.NextAttack{Filter: warriorAttack, Power: n, Grant: 1}}
	}
}

// The cycles: the number is the power the attack gets.
var _ = defineCycles(
	cycle{"Agile Engagement", engagement(r.CreateToken{Token: Agility}), 3, 2, 1},
	cycle{"Vigorous Engagement", engagement(r.CreateToken{Token: Vigor}), 3, 2, 1},
	cycle{"Cut the Deck", engagement(r.Draw{N: 1}, r.BottomFromHandOrArsenal{}), 3, 2, 1},
	cycle{"Fatal Engagement", fatalEngagement, 5, 4, 3},
	cycle{"Engaged Swiftblade", engagedSwiftblade, 3, 2, 1},
)

var (
	// Cintari Saber: once per turn, {r}: attack; whenever it is defended
	// by 1 or more attack action cards, it gets +1{p} until end of turn
	// (its attack is its proxy, which has its abilities, CR 1.4.3a).
	CintariSaber = define("Cintari Saber", func(c *r.Card) {
		c.Activated = []r.Activated{weaponAttack(1)}
		c.Triggers = []r.Trigger{{When: r.WhenThisIsDefendedByAttackActionCards, Effects: []r.Effect{r.ThisGets{Power: 1}}}}
	})

	// Hot Streak: once per turn, {r}: attack; when it is defended by 1 or
	// more attack action cards, its attacks get go again this turn (the
	// one defended as well).
	HotStreak = define("Hot Streak", func(c *r.Card) {
		onCondition(c, r.GoAgain)
		c.Activated = []r.Activated{weaponAttack(1)}
		c.Triggers = []r.Trigger{{When: r.WhenThisIsDefendedByAttackActionCards,
			Effects: []r.Effect{r.AttacksGet{Filter: r.AttackFilter{Weapon: true, Name: "Hot Streak"}, Gains: r.GoAgain}}}}
	})
)

var (
	// Parry Blade: a weapon that is also an equipment (CR 2.15.2: an
	// object may have several types, each with its rules). As a one-handed
	// weapon it is equipped to a weapon zone and attacks (CR 8.1.9,
	// 8.2.1b); as an equipment permanent it may be declared as a defending
	// card (CR 8.1.4b, 7.3.2a). Once per turn, {r}: attack; +2{d} while
	// defending a weapon attack.
	ParryBlade = define("Parry Blade", func(c *r.Card) {
		c.Activated = []r.Activated{weaponAttack(1)}
		c.Statics = []r.Static{{If: r.DefendingWeaponAttack, Defense: 2}}
	})

	// Prized Galea: attack reaction, {r} and destroying it: the target
	// weapon attack its controller controls wagers a Gold token with the
	// defending hero (CR 8.5.46).
	PrizedGalea = define("Prized Galea", func(c *r.Card) {
		c.Tokens = []*r.Card{Gold}
		c.Activated = []r.Activated{{Type: r.AttackReaction, Cost: 1, EffCosts: []r.CostEffect{r.DestroySelfCost{}},
			Target:  &r.TargetSpec{Kind: r.TargetAttack, Filter: r.AttackFilter{Weapon: true}, Yours: true},
			Effects: []r.Effect{r.TargetWagers{Prize: Gold}}}}
	})
)

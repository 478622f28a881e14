package cards

import r "github.com/rathe-tcg/rathe/rules"

// Dorinthea's (Warrior) cards of Classic Battles.

var (
	// warriorWeaponAttack is "weapon attack": an attack whose source is a weapon.
	warriorWeaponAttack = r.AttackFilter{Weapon: true}
	// warriorSwordAttack is "sword attack": an attack with a sword weapon.
	warriorSwordAttack = r.AttackFilter{Subtypes: r.Sword}
	// warriorAnyAttack is "your next attack", whatever it is.
	warriorAnyAttack = r.AttackFilter{}
	// warriorAttackedWithWeapon holds once its controller attacked with a weapon
	// this turn.
	warriorAttackedWithWeapon = r.WeaponAttacksAtLeast(1)
)

// warriorWhenThisHits is a trigger of an attack on its own hit (CR 7.5.5).
func warriorWhenThisHits(effects ...r.Effect) *r.Trigger {
	return &r.Trigger{When: r.WhenThisHits, Effects: effects}
}

var (
	EnGarde = define("En Garde (red)", func(c *r.Card) {
		c.Resolve = []r.Effect{r.NextAttack{Filter: warriorWeaponAttack, Power: 3}}
	})

	SecondSwing = define("Second Swing (red)", func(c *r.Card) {
		// Checked as it resolves: a weapon attack later this turn does not
		// turn it on.
		c.Resolve = []r.Effect{r.If{Cond: warriorAttackedWithWeapon, Then: []r.Effect{r.NextAttack{Filter: warriorAnyAttack, Power: 4}}}}
	})

	WarriorsValor = define("Warrior's Valor (red)", func(c *r.Card) {
		// The weapon attack gets +3 and a trigger of its own: on its hit it
		// gains go again (which counts for Dorinthea).
		c.Grants = []r.Grant{{Trigger: warriorWhenThisHits(r.ThisGets{Gains: r.GoAgain})}}
		c.Resolve = []r.Effect{r.NextAttack{Filter: warriorWeaponAttack, Power: 3, Grant: 1}}
	})

	DrivingBlade = define("Driving Blade (yellow)", func(c *r.Card) {
		c.Resolve = []r.Effect{r.NextAttack{Filter: warriorWeaponAttack, Power: 2, Gains: r.GoAgain}}
	})

	GlisteningSteelblade = define("Glistening Steelblade (yellow)", func(c *r.Card) {
		// "Dawnblade" names the moniker (CR 2.7.3), so Dawnblade,
		// Resplendent is meant. The next such attack has go again; for the
		// rest of the turn every such attack, when it hits a hero, puts a
		// +1{p} counter on the weapon (CR 8.5.14), where it stays.
		dawnblade := r.AttackFilter{Weapon: true, Moniker: "Dawnblade"}
		c.Grants = []r.Grant{{Trigger: &r.Trigger{When: r.WhenThisHitsAHero,
			Effects: []r.Effect{r.AttackSourceCounter{Kind: r.CounterPower, N: 1, Rule: r.CR(8, 5, 14)}}},
		}}
		c.Resolve = []r.Effect{
			r.NextAttack{Filter: dawnblade, Gains: r.GoAgain},
			r.AttacksGet{Filter: dawnblade, Grant: 1},
		}
	})

	OutForBlood = define("Out for Blood (yellow)", func(c *r.Card) {
		c.Target = &r.TargetSpec{Kind: r.TargetAttack, Filter: warriorWeaponAttack}
		// CR 8.4.3: reprise looks at the defending cards from hand of the
		// active chain link as this resolves.
		c.Resolve = []r.Effect{r.TargetGets{Power: 2}, r.Reprise(r.NextAttack{Filter: warriorAnyAttack, Power: 1})}
	})

	RunThrough = define("Run Through (yellow)", func(c *r.Card) {
		c.Target = &r.TargetSpec{Kind: r.TargetAttack, Filter: warriorSwordAttack}
		// The +2 waits for a sword attack declared later: the targeted one
		// is already an attack, so it is not "next" (CR 1.8.10).
		c.Resolve = []r.Effect{r.TargetGets{Gains: r.GoAgain}, r.NextAttack{Filter: warriorSwordAttack, Power: 2}}
	})

	SliceAndDice = define("Slice and Dice (yellow)", func(c *r.Card) {
		// A trigger each sword or dagger attack has this turn: as it
		// attacks, +1 if it is the first weapon attack of the turn, +2 if
		// the second, nothing after.
		c.Grants = []r.Grant{{Trigger: &r.Trigger{When: r.WhenThisAttacks,
			Effects: []r.Effect{r.NthWeaponAttackGets{Power: []int{1, 2}}}},
		}}
		c.Resolve = []r.Effect{r.AttacksGet{Filter: r.AttackFilter{Weapon: true, AnySubtypes: r.Sword | r.Dagger}, Grant: 1}}
	})

	HitAndRun = define("Hit and Run (blue)", func(c *r.Card) {
		c.Resolve = []r.Effect{
			r.NextAttack{Filter: warriorWeaponAttack, Gains: r.GoAgain},
			r.If{Cond: warriorAttackedWithWeapon, Then: []r.Effect{r.NextAttack{Filter: warriorAnyAttack, Power: 1}}},
		}
	})
)

package cards

import r "github.com/rathe-tcg/rathe/rules"

// Ira's (Ninja) Welcome deck (../shared/decks/ira-welcome.txt):
// the hero, her sword, and the Ninja and generic cards of the deck. The
// chain-link conditions they use are rules' (rules/combo.go).

var (
	// Ira, Crimson Haze: the second attack she makes each turn gets +1
	// power, from when it is declared (a static ability, not a trigger).
	Ira = define("Ira, Crimson Haze", func(c *r.Card) {
		c.AttackStatics = []r.AttackStatic{{Nth: 2, Power: 1}}
	})

	// Edge of Autumn: once per turn, for 1 resource, attack; the attack
	// has go again (CR 8.3.5).
	EdgeOfAutumn = define("Edge of Autumn", func(c *r.Card) {
		a := weaponAttack(1)
		a.GoAgain = true
		c.Activated = []r.Activated{a}
	})

	// Whirling Mist Blossom: when it hits and the chain link before it hit
	// too, draw two cards.
	WhirlingMistBlossom = define("Whirling Mist Blossom (yellow)", func(c *r.Card) {
		c.Triggers = []r.Trigger{{When: r.WhenHitsInARow, Effects: []r.Effect{r.Draw{N: 2}}}}
	})

	// Salt the Wound: +1 power for each attack that has hit this combat
	// chain.
	SaltTheWound = define("Salt the Wound (yellow)", func(c *r.Card) {
		c.Statics = []r.Static{{Power: 1, Per: r.AttacksHitThisChain}}
	})

	// Bittering Thorns: when it hits, the controller's next attack this
	// turn gets +1 power.
	BitteringThorns = define("Bittering Thorns (yellow)", func(c *r.Card) {
		c.Triggers = []r.Trigger{*whenThisHits(r.NextAttack{Power: 1})}
	})

	// Torrent of Tempo: when it hits, it gains go again.
	TorrentOfTempo = define("Torrent of Tempo (red)", func(c *r.Card) {
		c.Triggers = []r.Trigger{*whenThisHits(r.ThisGets{Gains: r.GoAgain})}
		onCondition(c, r.GoAgain)
	})

	// Flying Kick: +2 power if it was played as chain link 3 or higher.
	FlyingKick = define("Flying Kick (red)", func(c *r.Card) {
		c.Statics = []r.Static{{If: r.PlayedAsLinkAtLeast(3), Power: 2}}
	})

	HeadJab = define("Head Jab (blue)", nil)

	// Scar for a Scar: when played while its controller has less life than
	// the opposing hero, it gains go again (the trigger works on the
	// stack, as Wounded Bull's).
	ScarForAScar = define("Scar for a Scar (red)", func(c *r.Card) {
		c.Triggers = []r.Trigger{{When: whenPlayedWithLessLife, Where: r.ZoneStack,
			Effects: []r.Effect{r.ThisGets{Gains: r.GoAgain}}}}
		onCondition(c, r.GoAgain)
	})

	BrutalAssault = define("Brutal Assault (blue)", nil)

	// Lunging Press: the target attack action card gets +1 power.
	LungingPress = define("Lunging Press (blue)", func(c *r.Card) {
		c.Target = &r.TargetSpec{Kind: r.TargetAttack, Filter: r.AttackFilter{ActionCard: true}}
		c.Resolve = []r.Effect{r.TargetGets{Power: 1}}
	})

	// Springboard Somersault: played from the arsenal, it gets +2 defense
	// (checked as it resolves, CR 5.3.4; it then defends, CR 7.4.2d).
	SpringboardSomersault = define("Springboard Somersault (yellow)", func(c *r.Card) {
		c.Resolve = []r.Effect{r.If{Cond: r.PlayedFromArsenal, Then: []r.Effect{r.ThisGets{Defense: 2}}}}
	})
)

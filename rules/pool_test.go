package rules_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/ruletest"
)

// Cards for the card-pool rules, as their type boxes read. The same cases,
// by the same names, are checked on real cards by `decks check`
// (decks/check_test.go, TestCheckPoolCases) and by a game from `start:
// game` (saves/scenario/pool_test.go).
func poolCard(name string, words ...string) rules.PoolCard {
	c := rules.PoolCard{Name: name}
	for _, w := range words {
		switch w {
		case "Brute", "Warrior", "Guardian", "Ranger", "Earth", "Ice", "Lightning":
			c.Supertypes = append(c.Supertypes, w)
		default:
			c.Types = append(c.Types, w)
		}
	}
	return c
}

var (
	poolRhinar    = poolCard("Rhinar", "Brute", "Hero", "Young")
	poolDorinthea = poolCard("Dorinthea, Quicksilver Prodigy", "Warrior", "Hero", "Young")
	poolAdult     = poolCard("Rhinar, Reckless Rampage", "Brute", "Hero")
	poolOldhim    = func() rules.PoolCard {
		c := poolCard("Oldhim", "Guardian", "Hero", "Young")
		c.Essence = []string{"Earth", "Ice"}
		return c
	}()

	poolBasher   = poolCard("Bone Basher", "Brute", "Weapon", "Club", "2H")
	poolClaw     = poolCard("Mandible Claw", "Brute", "Weapon", "Claw", "1H")
	poolOval     = poolCard("Bloodied Oval", "Equipment", "Off-Hand")
	poolVizier   = poolCard("Bone Vizier", "Brute", "Equipment", "Head")
	poolHelm     = poolCard("Ironrot Helm", "Equipment", "Head")
	poolLegs     = poolCard("Ironrot Legs", "Equipment", "Legs")
	poolBow      = poolCard("Heavy Bow", "Ranger", "Weapon", "Bow", "2H")
	poolQuiverA  = poolCard("Quiver A", "Equipment", "Quiver")
	poolQuiverB  = poolCard("Quiver B", "Equipment", "Quiver")
	poolDodge    = poolCard("Dodge", "Defense Reaction")
	poolResponse = poolCard("Ironsong Response", "Warrior", "Attack Reaction")
	poolQuicken  = poolCard("Quicken", "Token", "Aura")
	poolRuk      = poolCard("Chief Ruk'utan", "Brute", "Mentor")
)

func init() {
	poolDodge.Color, poolResponse.Color = "blue", "red"
}

func poolWith(c rules.PoolCard, f func(*rules.PoolCard)) rules.PoolCard {
	f(&c)
	return c
}

func poolOne(cs ...rules.PoolCard) []rules.PoolEntry {
	var out []rules.PoolEntry
	for _, c := range cs {
		out = append(out, rules.PoolEntry{Card: c, Count: 1})
	}
	return out
}

// poolCase is one card-pool and the problems CheckPool finds in it:
// reason, list and entry; "equip ..." are the problems of EquipProblems
// (its arena-cards do not all fit: spares, which CheckPool accepts and the
// start of the game chooses among, CR 4.1.4).
type poolCase struct {
	name string
	pool rules.Pool
	want []string // "reason list index"
}

func poolCases() []poolCase {
	rhinar, dorinthea := poolRhinar, poolDorinthea
	adult, oldhim := poolAdult, poolOldhim
	azalea := poolCard("Azalea", "Ranger", "Hero", "Young")
	legendary := poolWith(poolCard("Eye of Ophidia", "Resource"), func(c *rules.PoolCard) { c.Color, c.Legendary = "blue", true })
	alpha := poolWith(poolCard("Alpha Rampage", "Brute", "Action", "Attack"), func(c *rules.PoolCard) { c.Color, c.Specialization = "red", []string{"Rhinar"} })
	steel := poolWith(poolCard("Steelblade Supremacy", "Warrior", "Action"), func(c *rules.PoolCard) { c.Color, c.Specialization = "red", []string{"Dorinthea"} })
	hybrid := poolWith(poolCard("Agile Windup", "Brute", "Warrior", "Action", "Attack"), func(c *rules.PoolCard) {
		c.Hybrid = [][]string{{"Brute"}, {"Warrior"}}
	})
	clash := poolWith(poolCard("Clash of Might", "Brute", "Guardian", "Action", "Attack"), func(c *rules.PoolCard) {
		c.Hybrid = [][]string{{"Brute"}, {"Guardian"}}
	})
	meta := poolWith(poolCard("Ruk's Own", "Action"), func(c *rules.PoolCard) { c.Metatype = "Kayo" })
	ephemeral := poolWith(poolCard("Fleeting", "Action"), func(c *rules.PoolCard) { c.Ephemeral = true })
	return []poolCase{
		{"the precon's shape", rules.Pool{Hero: &rhinar, Arena: poolOne(poolBasher, poolVizier, poolLegs), Deck: poolOne(poolDodge, alpha, poolRuk)}, nil},
		{"no hero", rules.Pool{Deck: poolOne(poolDodge)}, []string{"no-hero hero 0"}},
		{"a hero that is not a hero", rules.Pool{Hero: &poolDodge}, []string{"not-a-hero hero 0"}},
		// CR 1.1.3, 1.1.3a, 1.1.3b.
		{"a Warrior card for Rhinar", rules.Pool{Hero: &rhinar, Deck: poolOne(poolDodge, poolResponse)}, []string{"supertypes deck 1"}},
		{"a Brute / Warrior hybrid for Dorinthea", rules.Pool{Hero: &dorinthea, Deck: poolOne(hybrid)}, nil},
		{"a Brute / Guardian hybrid for Dorinthea", rules.Pool{Hero: &dorinthea, Deck: poolOne(clash)}, []string{"supertypes deck 0"}},
		{"Oldhim's essence", rules.Pool{Hero: &oldhim, Deck: poolOne(poolCard("Amulet of Earth", "Earth", "Action"), poolCard("Amulet of Lightning", "Lightning", "Action"))}, []string{"supertypes deck 1"}},
		{"a weapon of another class", rules.Pool{Hero: &dorinthea, Arena: poolOne(poolBasher)}, []string{"supertypes arena 0"}},
		// CR 8.3.7, 2.6.6.
		{"another hero's specialization", rules.Pool{Hero: &dorinthea, Deck: poolOne(alpha)}, []string{"specialization deck 0", "supertypes deck 0"}},
		{"Dorinthea's specialization", rules.Pool{Hero: &dorinthea, Deck: poolOne(steel)}, nil},
		{"another hero's metatype", rules.Pool{Hero: &rhinar, Deck: poolOne(meta)}, []string{"metatype deck 0"}},
		// CR 8.3.6: copies over entries.
		{"one Legendary", rules.Pool{Hero: &rhinar, Deck: poolOne(legendary)}, nil},
		{"two Legendary", rules.Pool{Hero: &rhinar, Deck: append(poolOne(poolDodge, legendary), poolOne(legendary)...)}, []string{"legendary deck 2"}},
		// CR 1.3.2, 8.1.10a, 8.3.21a.
		{"a token in the deck", rules.Pool{Hero: &rhinar, Deck: poolOne(poolQuicken)}, []string{"token deck 0"}},
		{"an ephemeral card", rules.Pool{Hero: &rhinar, Deck: poolOne(ephemeral)}, []string{"ephemeral deck 0"}},
		{"a macro", rules.Pool{Hero: &rhinar, Deck: poolOne(poolCard("Some Macro", "Macro"))}, []string{"not-a-card deck 0"}},
		{"a demi-hero", rules.Pool{Hero: &rhinar, Arena: poolOne(poolCard("Demi", "Demi-Hero"))}, []string{"demi-hero arena 0"}},
		{"a mentor with a young hero", rules.Pool{Hero: &rhinar, Deck: poolOne(poolRuk)}, nil},
		{"a mentor with an adult hero", rules.Pool{Hero: &adult, Deck: poolOne(poolRuk)}, []string{"mentor deck 0"}},
		{"a hero in the deck", rules.Pool{Hero: &rhinar, Deck: poolOne(rhinar)}, []string{"hero-card deck 0"}},
		{"a weapon in the deck", rules.Pool{Hero: &rhinar, Deck: poolOne(poolDodge, poolBasher)}, []string{"arena-card-in-deck deck 1"}},
		{"a deck-card in the arena", rules.Pool{Hero: &rhinar, Arena: poolOne(poolDodge)}, []string{"deck-card-in-arena arena 0"}},
		{"a companion in the arena", rules.Pool{Hero: &rhinar, Arena: poolOne(poolCard("Pet", "Companion"))}, []string{"no-zone arena 0"}},
		// CR 4.1.4a, 8.2.2, 8.2.10, 8.2.15.
		{"two two-handers", rules.Pool{Hero: &rhinar, Arena: []rules.PoolEntry{{Card: poolBasher, Count: 2}}}, []string{"equip hands arena 0"}},
		{"a two-hander and a one-hander", rules.Pool{Hero: &rhinar, Arena: poolOne(poolBasher, poolClaw)}, []string{"equip hands arena 1"}},
		{"two one-handers", rules.Pool{Hero: &rhinar, Arena: []rules.PoolEntry{{Card: poolClaw, Count: 2}}}, nil},
		{"two one-handers and an off-hand", rules.Pool{Hero: &rhinar, Arena: []rules.PoolEntry{{Card: poolClaw, Count: 2}, {Card: poolOval, Count: 1}}}, []string{"equip hands arena 1"}},
		{"a one-hander and an off-hand", rules.Pool{Hero: &rhinar, Arena: poolOne(poolClaw, poolOval)}, nil},
		{"two off-hands", rules.Pool{Hero: &rhinar, Arena: []rules.PoolEntry{{Card: poolOval, Count: 2}}}, []string{"equip off-hand arena 0"}},
		{"a quiver beside a two-handed bow", rules.Pool{Hero: &azalea, Arena: poolOne(poolBow, poolQuiverA)}, nil},
		{"a quiver beside two one-handers", rules.Pool{Hero: &rhinar, Arena: []rules.PoolEntry{{Card: poolClaw, Count: 2}, {Card: poolQuiverA, Count: 1}}}, []string{"equip hands arena 1"}},
		{"two quivers", rules.Pool{Hero: &rhinar, Arena: poolOne(poolQuiverA, poolQuiverB)}, []string{"equip quiver arena 1"}},
		{"a second head", rules.Pool{Hero: &rhinar, Arena: poolOne(poolVizier, poolHelm)}, []string{"equip slot arena 1"}},
		{"two helms", rules.Pool{Hero: &rhinar, Arena: []rules.PoolEntry{{Card: poolHelm, Count: 2}}}, []string{"equip slot arena 0"}},
		{"a head and legs", rules.Pool{Hero: &rhinar, Arena: poolOne(poolHelm, poolLegs)}, nil},
	}
}

func (c poolCase) got() []string {
	var out []string
	for _, p := range rules.CheckPool(c.pool) {
		out = append(out, fmt.Sprintf("%s %s %d", p.Reason, p.List, p.Index))
	}
	for _, p := range rules.EquipProblems(c.pool.Hero, c.pool.Arena) {
		out = append(out, fmt.Sprintf("equip %s %s %d", p.Reason, p.List, p.Index))
	}
	return out
}

// problems are CheckPool's and EquipProblems' problems of a pool.
func (c poolCase) problems() []rules.PoolProblem {
	return append(rules.CheckPool(c.pool), rules.EquipProblems(c.pool.Hero, c.pool.Arena)...)
}

func TestCheckPool(t *testing.T) {
	for _, c := range poolCases() {
		if got := c.got(); strings.Join(got, "; ") != strings.Join(c.want, "; ") {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// Every problem names its card and its CR rule; the reasons have names.
func TestPoolProblemWords(t *testing.T) {
	seen := map[rules.PoolReason]bool{}
	for _, c := range poolCases() {
		for _, p := range c.problems() {
			seen[p.Reason] = true
			msg := p.Error()
			if p.Rule == 0 || !strings.Contains(msg, "(CR "+p.Rule.String()) && p.Reason != rules.PoolNoHero {
				t.Errorf("%s: %q does not cite CR %q", c.name, msg, p.Rule)
			}
			if !strings.Contains(msg, p.Card) || strings.Contains(msg, "%!") {
				t.Errorf("%s: %q", c.name, msg)
			}
		}
	}
	for r := rules.PoolNoHero; r <= rules.PoolSlot; r++ {
		if !seen[r] {
			t.Errorf("no case gives %s", r)
		}
		if r.String() == "?" || r.String() == "" {
			t.Errorf("reason %d has no name", r)
		}
	}
	// The words of a few, as decks check and a scenario say them.
	rhinar, dorinthea := poolRhinar, poolDorinthea
	for _, w := range []struct {
		pool rules.Pool
		want string
	}{
		{rules.Pool{Hero: &rhinar, Deck: poolOne(poolResponse)}, "Ironsong Response (red) is a Warrior card: Rhinar's card-pool holds only Brute and generic cards (CR 1.1.3)"},
		{rules.Pool{Hero: &poolOldhim, Deck: poolOne(poolCard("Amulet of Lightning", "Lightning", "Action"))}, "Amulet of Lightning is a Lightning card: Oldhim's card-pool holds only Guardian, Earth, Ice and generic cards (CR 1.1.3)"},
		{rules.Pool{Hero: &dorinthea, Deck: poolOne(poolWith(poolCard("Clash of Might", "Brute", "Guardian", "Action"), func(c *rules.PoolCard) { c.Hybrid = [][]string{{"Brute"}, {"Guardian"}} }))},
			"Clash of Might is a Brute / Guardian card: Dorinthea, Quicksilver Prodigy's card-pool holds only Warrior and generic cards (CR 1.1.3)"},
		{rules.Pool{Hero: &rhinar, Arena: poolOne(poolVizier, poolHelm)}, "Ironrot Helm: a second head equipment, after Bone Vizier: a hero starts the game with one equipment a slot (CR 4.1.4a)"},
		{rules.Pool{Hero: &rhinar, Arena: []rules.PoolEntry{{Card: poolHelm, Count: 2}}}, "2 copies of Ironrot Helm, a head equipment: a hero starts the game with one equipment a slot (CR 4.1.4a)"},
	} {
		ps := poolCase{pool: w.pool}.problems()
		if len(ps) != 1 || !strings.HasPrefix(ps[0].Error(), w.want) {
			t.Errorf("got %v, want %q", ps, w.want)
		}
	}
}

// Card.PoolCard reads an engine card as the card-pool rules do: a generic
// card has no supertype (CR 2.14.1a).
func TestCardPoolCard(t *testing.T) {
	c := &rules.Card{Name: "Alpha Rampage", Color: rules.Red, Types: rules.Action, Subtypes: rules.Attack, Classes: rules.Brute,
		Specialization: "Rhinar", Keywords: rules.Legendary}
	p := c.PoolCard()
	if p.Key() != "Alpha Rampage (red)" || fmt.Sprint(p.Supertypes) != "[Brute]" || fmt.Sprint(p.Types) != "[Action Attack]" ||
		fmt.Sprint(p.Specialization) != "[Rhinar]" || !p.Legendary {
		t.Errorf("PoolCard = %+v", p)
	}
	g := (&rules.Card{Name: "Dodge", Color: rules.Blue, Types: rules.DefenseReaction, Classes: rules.Generic}).PoolCard()
	if len(g.Supertypes) != 0 || g.Specialization != nil || g.Legendary {
		t.Errorf("a generic card: %+v", g)
	}
}

// New refuses a deck that breaks a card-pool rule with CheckPool's first
// problem, for the player whose deck it is: a start-of-game refuses what
// `decks check` refuses.
func TestNewChecksThePool(t *testing.T) {
	heroA, heroB := ruletest.Hero("Alpha"), ruletest.Hero("Beta")
	list := func(cs ...*rules.Card) []*rules.Card { return cs }
	attack := ruletest.Attack
	brute := ruletest.Hero("Brute Hero")
	brute.Classes = rules.Brute
	warriorCard := attack("Sword Dance", 1, 3, 2)
	warriorCard.Classes = rules.Warrior
	bruteCard := attack("Club Dance", 1, 3, 2)
	bruteCard.Classes = rules.Brute
	_, err := rules.New(rules.Setup{Players: [2]rules.Deck{{Hero: heroA}, {Hero: brute, Cards: list(bruteCard, bruteCard, warriorCard)}}})
	var p rules.PoolProblem
	if !errors.As(err, &p) || p.Reason != rules.PoolSupertypes || p.List != rules.PoolDeck || p.Index != 1 || !strings.HasPrefix(err.Error(), "player 2: ") {
		t.Fatalf("a Warrior card for a Brute hero: err = %v (%+v)", err, p)
	}
	if want := "Sword Dance is a Warrior card: Brute Hero's card-pool holds only Brute and generic cards (CR 1.1.3)"; p.Error() != want {
		t.Errorf("got %q, want %q", p.Error(), want)
	}
	// Two helms are a spare, not a problem: the player chooses one as the
	// game starts (CR 4.1.4, equip.go).
	helm := &rules.Card{Name: "Helm", Types: rules.Equipment, Subtypes: rules.Head, Classes: rules.Generic}
	if _, err = rules.New(rules.Setup{Players: [2]rules.Deck{{Hero: heroA, Arena: list(helm, helm)}, {Hero: heroB}}}); err != nil {
		t.Errorf("two helms: %v", err)
	}
	if _, err := rules.New(rules.Setup{Players: [2]rules.Deck{{Hero: heroA}, {Hero: brute, Cards: list(bruteCard, bruteCard)}}}); err != nil {
		t.Errorf("a Brute deck for a Brute hero: %v", err)
	}
}

// CR 1.3.2c, 1.3.2d: a card of a deck-card type is a deck-card, whatever
// else its type box says (an equipment that is an action, an evo); a
// weapon, an equipment, a demi-hero, a companion or an ally of no
// deck-card type is an arena-card; a token, a macro, an event or a hero is
// neither. decks reads a list's lines by these (decks/read.go).
func TestPoolCardDeckOrArena(t *testing.T) {
	for _, tc := range []struct {
		types       []string
		deck, arena bool
	}{
		{[]string{"Action", "Attack"}, true, false},
		{[]string{"Defense Reaction"}, true, false},
		{[]string{"Instant"}, true, false},
		{[]string{"Resource"}, true, false},
		{[]string{"Mentor"}, true, false},
		{[]string{"Block"}, true, false},
		{[]string{"Weapon", "Sword", "2H"}, false, true},
		{[]string{"Equipment", "Head"}, false, true},
		{[]string{"Action", "Equipment", "Evo", "Head"}, true, false},
		{[]string{"Demi-Hero"}, false, true},
		{[]string{"Companion"}, false, true},
		{[]string{"Ally"}, false, true},
		{[]string{"Token", "Aura"}, false, false},
		{[]string{"Token", "Ally"}, false, false},
		{[]string{"Macro"}, false, false},
		{[]string{"Event"}, false, false},
		{[]string{"Hero", "Young"}, false, false},
	} {
		c := rules.PoolCard{Name: "Card", Types: tc.types}
		if got := c.IsDeckCard(); got != tc.deck {
			t.Errorf("%v: deck-card %v, want %v (CR 1.3.2c)", tc.types, got, tc.deck)
		}
		if got := c.IsArenaCard(); got != tc.arena {
			t.Errorf("%v: arena-card %v, want %v (CR 1.3.2d)", tc.types, got, tc.arena)
		}
	}
}

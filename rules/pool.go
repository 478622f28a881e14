package rules

import (
	"fmt"
	"strings"
)

// The card-pool rules: which cards a player may bring to a game with their
// hero (CR 1.1.3), which of them start the game equipped and which in the
// deck (CR 1.3.2, 4.1.4, 4.1.5), and the meta-static abilities that
// restrict a card-pool (Legendary CR 8.3.6, specialization CR 8.3.7).
// CheckPool is their one source: the decks package calls it for `rathe
// decks check`, and New for every game it starts (`rathe play`, the sim,
// `start: game` scenarios), so both refuse the same cards with the same
// words.
//
// Where the line falls: CheckPool holds the rules of the CR, which hold in
// every format, and the limit of the engine that shapes a card-pool (no
// demi-heroes yet). A card-pool may hold more weapons and equipment than
// the hero can start with: each player chooses at the start of the game
// which of them to equip (CR 4.1.4, equip.go), and EquipProblems says
// whether a chosen set fits. The rules of a format — the deck's and the card-pool's sizes,
// how many copies of a card, a young or an adult hero, the legality lists
// — belong to a tournament's rules, not the CR's, and stay with the decks
// package.

// PoolCard is what the card-pool rules read of a card: the words of its type
// box and the meta-static abilities that restrict a card-pool. The engine
// makes one from a Card (Card.PoolCard); the decks package makes one from
// its catalog, for any card of the game, implemented or not.
type PoolCard struct {
	Name  string
	Color string // "red", "yellow", "blue", or "" for no colour strip
	// Supertypes are the card's classes and talents (CR 2.11): none for a
	// generic card (CR 2.14.1a). A hybrid card has the supertypes of both
	// its sets here (CR 2.14.1b) and the sets apart in Hybrid.
	Supertypes []string
	// Hybrid holds the alternative supertype sets of a hybrid card; nil
	// for every other card.
	Hybrid [][]string
	// Types are the other words of the type box: types and subtypes
	// ("Weapon", "Club", "2H"; "Hero", "Young").
	Types []string
	// Specialization names the hero monikers the card is restricted to
	// (CR 8.3.7).
	Specialization []string
	// Metatype is the hero moniker of a hero-metatype in the type box,
	// which restricts the card to that hero (CR 2.6.6), or "".
	Metatype string
	// Essence names the supertypes a hero's essence lets its card-pool
	// hold besides its own (CR 1.1.3a); heroes only.
	Essence   []string
	Legendary bool // CR 8.3.6: one copy in a card-pool
	Ephemeral bool // CR 8.3.21a: never part of a card-pool
	// WeaponZones is a hero's weapon zones when they are not two (CR
	// 3.0.2; Card.WeaponZones); 0 for two.
	WeaponZones int
}

// Key is how players write the card: "Dodge (blue)", or "Bone Basher".
func (c *PoolCard) Key() string {
	if c.Color == "" {
		return c.Name
	}
	return c.Name + " (" + c.Color + ")"
}

// Is reports whether one of the card's types or subtypes is w, in any case.
func (c *PoolCard) Is(w string) bool {
	for _, t := range c.Types {
		if strings.EqualFold(t, w) {
			return true
		}
	}
	return false
}

// PoolCard is what the card-pool rules read of an engine card.
func (c *Card) PoolCard() PoolCard {
	p := PoolCard{Name: c.Name, Color: c.Color.String(), Legendary: c.Keywords.Has(Legendary), WeaponZones: c.WeaponZones}
	for _, s := range c.Classes.Names() {
		if s != "Generic" { // CR 2.14.1a: a generic card has no supertype
			p.Supertypes = append(p.Supertypes, s)
		}
	}
	p.Types = append(c.Types.Names(), c.Subtypes.Names()...)
	p.Essence = c.Essence.Names()  // CR 8.3.16
	for _, set := range c.Hybrid { // CR 2.14.1b
		p.Hybrid = append(p.Hybrid, set.Names())
	}
	if c.Specialization != "" {
		p.Specialization = []string{c.Specialization}
	}
	return p
}

// PoolEntry is a card of a card-pool and how many copies of it.
type PoolEntry struct {
	Card  PoolCard
	Count int
}

// Pool is a player's hero and card-pool (CR 1.1.3), split as the game
// starts it: the arena-cards equipped at the start of the game (CR 4.1.4)
// and the deck (CR 4.1.5).
type Pool struct {
	Hero  *PoolCard // nil: no hero
	Arena []PoolEntry
	Deck  []PoolEntry
}

// PoolList says which part of a Pool a problem is about.
type PoolList uint8

const (
	PoolHero PoolList = iota
	PoolArena
	PoolDeck
)

var poolListNames = [...]string{"hero", "arena", "deck"}

func (l PoolList) String() string { return enumName(poolListNames[:], int(l)) }

// PoolReason is why a card-pool breaks a rule.
type PoolReason uint8

const (
	PoolNoHero          PoolReason = iota + 1 // CR 1.1.1a: a player has a hero
	PoolNotAHero                              // CR 1.3.2a: the hero is a hero-card
	PoolHeroCard                              // CR 1.3.2a: a hero-card is no part of a card-pool
	PoolToken                                 // CR 1.3.2b: tokens are no part of a card-pool
	PoolEphemeral                             // CR 8.3.21a
	PoolNotACard                              // CR 1.3.2, 1.5.2: neither a deck-card nor an arena-card (macros, events)
	PoolDemiHero                              // CR 8.1.11: rathe cannot hold a demi-hero yet
	PoolMentor                                // CR 8.1.10a: a mentor needs a young hero
	PoolArenaCardInDeck                       // CR 1.3.2d, 4.1.5a: an arena-card cannot be in the deck
	PoolDeckCardInArena                       // CR 1.3.2c, 4.1.4: a deck-card does not start equipped
	PoolNoZone                                // CR 4.1.4a: an arena-card with no zone to start in
	PoolSupertypes                            // CR 1.1.3: supertypes within the hero's
	PoolSpecialization                        // CR 8.3.7
	PoolMetatype                              // CR 2.6.6: a hero-metatype
	PoolLegendary                             // CR 8.3.6: one copy
	PoolHands                                 // CR 4.1.4a, 8.2.2: two hands
	PoolOffHand                               // CR 8.2.10b: one off-hand
	PoolQuiver                                // CR 8.2.15b: one quiver
	PoolSlot                                  // CR 4.1.4a: one equipment a slot
)

var poolReasonNames = [...]string{"", "no-hero", "not-a-hero", "hero-card", "token", "ephemeral", "not-a-card", "demi-hero", "mentor",
	"arena-card-in-deck", "deck-card-in-arena", "no-zone", "supertypes", "specialization", "metatype", "legendary", "hands", "off-hand", "quiver", "slot"}

func (r PoolReason) String() string { return enumName(poolReasonNames[:], int(r)) }

// PoolProblem is one way a card-pool breaks a rule: a reason code, the CR
// rule, and the card (List and Index), with what the message needs.
type PoolProblem struct {
	Reason PoolReason
	Rule   Rule
	List   PoolList
	Index  int    // the entry of Pool.Arena or Pool.Deck; 0 for the hero
	Card   string // the card's key ("" for no hero)
	// Hero is the hero's name (supertypes).
	Hero string
	// Other is the card that came first (a second off-hand, quiver or
	// equipment of a slot).
	Other string
	// Words are the card's supertypes ("Brute / Guardian"), the
	// supertypes the hero's card-pool holds ("Brute and generic"), the
	// heroes of a specialization or metatype, or a slot ("head").
	Words, Allowed string
	// Count is the copies of the card in the card-pool (Legendary, and
	// an equipment named twice for one slot).
	Count int
}

// PoolWords are the English words of each problem, by Code: the one home
// of this English (tui/text's English table takes it). Every format takes
// the same arguments by index: the card, the rule, the hero, the other
// card, the words, the allowed words, the count, and the words with their
// article.
var PoolWords = map[string]string{
	"no-hero":            "no hero",
	"not-a-hero":         "%[1]s is not a hero (CR %[2]s)",
	"hero-card":          "%[1]s is a hero: a hero-card starts the game as a hero, never in a card-pool (CR %[2]s)",
	"token":              "%[1]s is a token: tokens are made by effects during the game, never brought in a deck (CR %[2]s, 8.1.8)",
	"ephemeral":          "%[1]s has ephemeral: made by effects during the game, it is never part of a card-pool (CR %[2]s)",
	"not-a-card":         "%[1]s is not a card a player brings to a game: it is neither a deck-card nor an arena-card (CR %[2]s)",
	"demi-hero":          "%[1]s is a demi-hero: not a hero, and not a card rathe's decks can hold yet (CR %[2]s)",
	"mentor":             "%[1]s is a mentor: only a young hero's card-pool may hold one (CR %[2]s)",
	"arena-card-in-deck": "%[1]s cannot be in a deck: it is an arena-card, which starts the game equipped (CR %[2]s, 4.1.5a)",
	"deck-card-in-arena": "%[1]s is a deck-card: it starts the game in the deck, not equipped (CR %[2]s, 4.1.4)",
	"no-zone":            "%[1]s fits none of the zones a hero starts the game with cards in, weapon, head, chest, arms and legs (CR %[2]s)",
	"supertypes":         "%[1]s is %[8]s card: %[3]s's card-pool holds only %[6]s cards (CR %[2]s)",
	"specialization":     "%[1]s is %[8]s specialization: only %[6]s may have it (CR %[2]s)",
	"metatype":           "%[1]s is %[8]s card: only %[5]s may have it (CR %[2]s)",
	"legendary":          "%[7]d copies of %[1]s: it is Legendary, one copy in a card-pool (CR %[2]s)",
	"hands":              "%[1]s needs a hand the hero does not have: weapons, off-hands and quivers fill two hands at most (CR %[2]s, 8.2.2)",
	"weapon-zones":       "%[1]s needs a weapon zone %[3]s does not have: %[3]s has %[7]d, and each weapon or off-hand fills one, a two-handed weapon two (CR %[2]s, 3.16.2a)",
	"off-hand":           "%[1]s: a second off-hand, after %[4]s: a hero equips one off-hand at most (CR %[2]s)",
	"quiver":             "%[1]s: a second quiver, after %[4]s: a hero equips one quiver at most (CR %[2]s)",
	"slot-copies":        "%[7]d copies of %[1]s, a %[5]s equipment: a hero starts the game with one equipment a slot (CR %[2]s)",
	"slot":               "%[1]s: a second %[5]s equipment, after %[4]s: a hero starts the game with one equipment a slot (CR %[2]s)",
}

// Code names the problem's words in PoolWords: its reason, or
// "slot-copies" for copies of one equipment in one slot, or "weapon-zones"
// for a hand the hero does not have when its hero has fewer weapon zones
// than two (Count).
func (p PoolProblem) Code() string {
	if p.Reason == PoolSlot && p.Other == p.Card {
		return "slot-copies"
	}
	if p.Reason == PoolHands && p.Count > 0 {
		return "weapon-zones"
	}
	return p.Reason.String()
}

// Error says the problem in English, with its CR rule.
func (p PoolProblem) Error() string {
	f, ok := PoolWords[p.Code()]
	switch {
	case !ok:
		return fmt.Sprintf("%s: %s (CR %s)", p.Card, p.Reason, p.Rule)
	case p.Reason == PoolNoHero:
		return f
	}
	return fmt.Sprintf(f, p.Card, p.Rule, p.Hero, p.Other, p.Words, p.Allowed, p.Count, withArticle(p.Words))
}

// deckCardTypes are the types that make a card a deck-card (CR 1.3.2c).
var deckCardTypes = []string{"Action", "Attack Reaction", "Block", "Defense Reaction", "Instant", "Mentor", "Resource"}

// IsDeckCard reports a deck-card (CR 1.3.2c): a card of one of the
// deck-card types, which a deck holds.
func (c *PoolCard) IsDeckCard() bool {
	for _, t := range deckCardTypes {
		if c.Is(t) {
			return true
		}
	}
	return false
}

// IsArenaCard reports an arena-card (CR 1.3.2d): a card of none of the
// deck-card types that a card-pool brings to start in the arena, a
// weapon, an equipment, a demi-hero, a companion or an ally. An equipment
// that is also an action or an instant (an evo) is a deck-card; a token,
// a macro or an event is no arena-card (CR 1.3.2b, 1.5.2) unless it is a
// weapon or an equipment, which CheckPool refuses for what it is.
func (c *PoolCard) IsArenaCard() bool {
	if c.IsDeckCard() {
		return false
	}
	switch {
	case c.Is("Weapon") || c.Is("Equipment") || c.Is("Demi-Hero") || c.Is("Companion"):
		return true
	case c.Is("Token") || c.Is("Macro") || c.Is("Event"):
		return false
	}
	return c.Is("Ally")
}

// poolSlots are the equipment zones a hero starts the game with one card
// in, besides the weapon zones (CR 4.1.4a).
var poolSlots = []string{"Head", "Chest", "Arms", "Legs"}

// CheckPool applies the card-pool rules to a player's hero and card-pool
// and returns every problem, in order: the hero, then each entry of the
// arena-cards and of the deck in turn. An entry gets at most one problem
// for what kind of card it is, and one for each other rule it breaks.
func CheckPool(p Pool) []PoolProblem {
	var out []PoolProblem
	add := func(pr PoolProblem) { out = append(out, pr) }
	h := p.Hero
	switch {
	case h == nil:
		add(PoolProblem{Reason: PoolNoHero, Rule: CRSub(1, 1, 1, 'a'), List: PoolHero})
	case !h.Is("Hero"):
		add(PoolProblem{Reason: PoolNotAHero, Rule: CRSub(1, 3, 2, 'a'), List: PoolHero, Card: h.Key()})
		h = nil
	}

	// The supertypes the hero's card-pool may hold (CR 1.1.3, 1.1.3a).
	have := map[string]bool{}
	if h != nil {
		for _, s := range h.Supertypes {
			have[strings.ToLower(s)] = true
		}
		for _, s := range h.Essence {
			have[strings.ToLower(s)] = true
		}
	}

	// Copies of each card (same name and colour) for Legendary: the total
	// is said once, on the entry that goes over one.
	totals := map[string]int{}
	for _, es := range [][]PoolEntry{p.Arena, p.Deck} {
		for _, e := range es {
			totals[e.Card.Key()] += e.Count
		}
	}
	running := map[string]int{}

	for _, list := range []PoolList{PoolArena, PoolDeck} {
		es := p.Arena
		if list == PoolDeck {
			es = p.Deck
		}
		for i := range es {
			c := &es[i].Card
			at := func(r PoolReason, rule Rule) PoolProblem {
				return PoolProblem{Reason: r, Rule: rule, List: list, Index: i, Card: c.Key()}
			}
			if r, rule := kindProblem(c, list, h); r != 0 {
				add(at(r, rule))
			}
			// The restrictions to one hero first: of the problems of a
			// card, they say most plainly whose card it is.
			if h != nil {
				if len(c.Specialization) > 0 && !anyMoniker(h.Name, c.Specialization) {
					pr := at(PoolSpecialization, CR(8, 3, 7))
					pr.Words, pr.Allowed = strings.Join(c.Specialization, "/"), orList(c.Specialization)
					add(pr)
				}
				if c.Metatype != "" && !hasMoniker(h.Name, c.Metatype) {
					pr := at(PoolMetatype, CR(2, 6, 6))
					pr.Words = c.Metatype
					add(pr)
				}
				if !fitsPool(c, have) {
					pr := at(PoolSupertypes, CR(1, 1, 3))
					pr.Hero, pr.Words, pr.Allowed = h.Name, supertypeWords(c), poolWords(h)
					add(pr)
				}
			}
			k := c.Key()
			before := running[k]
			running[k] += es[i].Count
			if c.Legendary && before <= 1 && running[k] > 1 {
				pr := at(PoolLegendary, CR(8, 3, 6))
				pr.Count = totals[k]
				add(pr)
			}
		}
	}
	return out
}

// kindProblem is what is wrong with a card of one list for what kind of
// card it is, or 0: the cards no card-pool holds (CR 1.3.2), the cards
// rathe cannot hold, mentors (CR 8.1.10a), and a card in the wrong list.
func kindProblem(c *PoolCard, list PoolList, hero *PoolCard) (PoolReason, Rule) {
	switch {
	case c.Is("Token"):
		return PoolToken, CRSub(1, 3, 2, 'b')
	case c.Ephemeral:
		return PoolEphemeral, CRSub(8, 3, 21, 'a')
	case c.Is("Hero"):
		return PoolHeroCard, CRSub(1, 3, 2, 'a')
	case c.Is("Macro"):
		return PoolNotACard, CR(1, 5, 2)
	case c.Is("Event") || (!c.IsDeckCard() && !c.Is("Weapon") && !c.Is("Equipment") && !c.Is("Demi-Hero") && !c.Is("Companion") && !c.Is("Ally")):
		return PoolNotACard, CR(1, 3, 2)
	case c.Is("Demi-Hero"):
		return PoolDemiHero, CR(8, 1, 11)
	case c.Is("Mentor") && hero != nil && !hero.Is("Young"):
		return PoolMentor, CRSub(8, 1, 10, 'a')
	case list == PoolDeck && !c.IsDeckCard():
		return PoolArenaCardInDeck, CRSub(1, 3, 2, 'd')
	case list == PoolArena && c.IsDeckCard():
		return PoolDeckCardInArena, CRSub(1, 3, 2, 'c')
	case list == PoolArena && !c.Is("Weapon") && !c.Is("Equipment"):
		return PoolNoZone, CRSub(4, 1, 4, 'a')
	}
	return 0, 0
}

// EquipProblems says why a set of arena-cards cannot all start the game
// equipped together to hero (CR 4.1.4a): more weapons, off-hands and
// quivers than the hero's weapon zones hold (two, CR 3.0.2, or the hero's
// own number: Kayo has one, so one one-handed weapon or off-hand and no
// two-handed weapon, CR 3.16.2a), a second off-hand or quiver, a second
// equipment for a slot. One problem an entry at most, on the entry that
// does not fit (List PoolArena, Index its entry). None: the set fits, and
// a card-pool whose arena-cards fit has no choice to make at the start of
// the game. A nil hero has two weapon zones.
func EquipProblems(hero *PoolCard, arena []PoolEntry) []PoolProblem {
	inv := inventory{slots: map[string]string{}, totals: map[string]int{}, zones: 2}
	if hero != nil && hero.WeaponZones > 0 {
		inv.zones, inv.hero = hero.WeaponZones, hero.Name
	}
	for _, e := range arena {
		if e.Card.Is("2H") && e.Card.Is("Bow") {
			inv.twoHandedBow = true
		}
		inv.totals[e.Card.Key()] += e.Count
	}
	var out []PoolProblem
	for i := range arena {
		for _, pr := range inv.equip(&arena[i].Card, arena[i].Count) {
			pr.List, pr.Index = PoolArena, i
			out = append(out, pr)
		}
	}
	return out
}

// inventory is what the arena-cards checked so far fill: hands, the
// off-hand, the quiver and the equipment slots.
type inventory struct {
	hands           int
	zones           int    // the weapon zones the hands may fill (CR 3.0.2)
	hero            string // the hero, when its weapon zones are not two
	twoHandedBow    bool
	offHand, quiver string
	slots           map[string]string // slot -> the key of its card
	totals          map[string]int    // key -> copies among the arena-cards
}

// equip puts count copies of c in the inventory and says what does not
// fit: one problem for an entry, however many copies it has. Two hands hold
// weapons, off-hands and quivers; one off-hand and one quiver at most; one
// equipment for each of head, chest, arms and legs (CR 4.1.4a, 8.2.2,
// 8.2.10, 8.2.15).
func (inv *inventory) equip(c *PoolCard, count int) []PoolProblem {
	var out []PoolProblem
	k := c.Key()
	for n := 0; n < count && len(out) == 0; n++ {
		switch {
		case c.Is("Off-Hand") && inv.offHand != "":
			out = append(out, PoolProblem{Reason: PoolOffHand, Rule: CRSub(8, 2, 10, 'b'), Card: k, Other: inv.offHand})
			continue
		case c.Is("Quiver") && inv.quiver != "":
			out = append(out, PoolProblem{Reason: PoolQuiver, Rule: CRSub(8, 2, 15, 'b'), Card: k, Other: inv.quiver})
			continue
		case c.Is("Off-Hand"):
			inv.offHand = k
		case c.Is("Quiver"):
			inv.quiver = k
		}
		need := 0
		switch {
		case c.Is("Weapon") && c.Is("2H"):
			need = 2 // CR 8.2.2b
		case c.Is("Weapon"):
			need = 1
		case c.Is("Quiver") && inv.twoHandedBow:
			need = 0 // CR 8.2.15a: a quiver shares the bow's second zone
		case c.Is("Off-Hand") || c.Is("Quiver"):
			need = 1 // CR 8.2.10a, 8.2.15a: a weapon zone of its own
		}
		if need > 0 {
			if inv.hands+need > inv.zones {
				pr := PoolProblem{Reason: PoolHands, Rule: CRSub(4, 1, 4, 'a'), Card: k}
				if inv.hero != "" {
					pr.Hero, pr.Count = inv.hero, inv.zones
				}
				out = append(out, pr)
			} else {
				inv.hands += need
			}
			continue
		}
		for _, slot := range poolSlots {
			if !c.Is(slot) {
				continue
			}
			if first, taken := inv.slots[slot]; taken {
				out = append(out, PoolProblem{Reason: PoolSlot, Rule: CRSub(4, 1, 4, 'a'), Card: k, Other: first, Words: strings.ToLower(slot), Count: inv.totals[k]})
			} else {
				inv.slots[slot] = k
			}
		}
	}
	return out
}

// fitsPool reports whether a card's supertypes, or one set of a hybrid
// card's (CR 1.1.3b), are among have (CR 1.1.3).
func fitsPool(c *PoolCard, have map[string]bool) bool {
	subset := func(ws []string) bool {
		for _, w := range ws {
			if !have[strings.ToLower(w)] {
				return false
			}
		}
		return true
	}
	if len(c.Hybrid) > 0 {
		for _, set := range c.Hybrid {
			if subset(set) {
				return true
			}
		}
		return false
	}
	return subset(c.Supertypes)
}

// supertypeWords are a card's supertypes as its type box says them: "Brute
// Guardian", or "Brute / Guardian" for a hybrid card.
func supertypeWords(c *PoolCard) string {
	if len(c.Hybrid) == 0 {
		return strings.Join(c.Supertypes, " ")
	}
	var sets []string
	for _, set := range c.Hybrid {
		sets = append(sets, strings.Join(set, " "))
	}
	return strings.Join(sets, " / ")
}

// poolWords says which cards a hero's card-pool may hold: "Brute and
// generic".
func poolWords(h *PoolCard) string {
	ws := append([]string(nil), h.Supertypes...)
	for _, s := range h.Essence {
		if !containsFold(ws, s) {
			ws = append(ws, s)
		}
	}
	return joinWords(append(ws, "generic"), "and")
}

func containsFold(ws []string, w string) bool {
	for _, x := range ws {
		if strings.EqualFold(x, w) {
			return true
		}
	}
	return false
}

// hasMoniker reports whether m is the moniker of a hero's name (CR 2.7.3):
// the name before its comma is m, or starts or ends with m as whole words
// ("Dorinthea Ironsong" has the moniker Dorinthea).
func hasMoniker(name, m string) bool {
	n, _, _ := strings.Cut(name, ",")
	n = strings.ToLower(strings.TrimSpace(n))
	m = strings.ToLower(strings.TrimSpace(m))
	if m == "" {
		return false
	}
	return n == m || strings.HasPrefix(n, m+" ") || strings.HasSuffix(n, " "+m)
}

func anyMoniker(name string, ms []string) bool {
	for _, m := range ms {
		if hasMoniker(name, m) {
			return true
		}
	}
	return false
}

// withArticle is "a Warrior", "an Assassin".
func withArticle(w string) string {
	if w != "" && strings.ContainsRune("AEIOUaeiou", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}

func orList(s []string) string { return joinWords(s, "or") }

// joinWords is "a", "a and b", "a, b and c".
func joinWords(s []string, word string) string {
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " " + word + " " + s[len(s)-1]
}

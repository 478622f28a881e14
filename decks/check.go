package decks

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rathe-tcg/rathe/cards/catalog"
)

// Format is a constructed format whose deck-building rules Check applies.
type Format int

const (
	// FormatAuto takes the format the file declares, or else the one its
	// hero plays: Blitz for a young hero, Classic Constructed otherwise.
	FormatAuto Format = iota
	Blitz
	ClassicConstructed
)

func (f Format) String() string {
	switch f {
	case Blitz:
		return "Blitz"
	case ClassicConstructed:
		return "Classic Constructed"
	}
	return "auto"
}

// ParseFormat reads a format's name: "blitz", "cc", "classic constructed",
// "classic", or "auto"/"" for FormatAuto.
func ParseFormat(s string) (Format, bool) {
	switch strings.Join(strings.Fields(strings.ToLower(s)), " ") {
	case "", "auto":
		return FormatAuto, true
	case "blitz":
		return Blitz, true
	case "cc", "classic constructed", "classic", "constructed":
		return ClassicConstructed, true
	}
	return FormatAuto, false
}

// rules of a format (tournament rules 7.1 and 7.3, as the Classic Battles
// precons were built for): the deck's size, the card-pool's size (arena- and
// deck-cards together, hero apart) and the copies of each unique card (same
// name and pitch).
type formatRules struct {
	minDeck, maxDeck, maxPool, copies int
	young                             bool
}

var formats = map[Format]formatRules{
	Blitz:              {minDeck: 40, maxDeck: 40, maxPool: 52, copies: 2, young: true},
	ClassicConstructed: {minDeck: 60, maxDeck: 1 << 30, maxPool: 80, copies: 3, young: false},
}

// FormatOf is the format Check applies to l for f: f itself, or for
// FormatAuto the declared format, else the hero's. The error says so when
// the file declares a format this package does not check.
func FormatOf(l *List, f Format) (Format, *LineError) {
	if f != FormatAuto {
		return f, nil
	}
	if l.FormatLine > 0 {
		if g, ok := ParseFormat(l.Format); ok && g != FormatAuto {
			return g, nil
		}
		return FormatAuto, &LineError{l.File, l.FormatLine, fmt.Sprintf("format %q: rathe plays and checks Blitz and Classic Constructed decks only: write \"Format: Blitz\" or \"Format: Classic Constructed\" (decks check also takes --format)", l.Format)}
	}
	if l.Hero != nil && !l.Hero.Card.Young() {
		return ClassicConstructed, nil
	}
	return Blitz, nil
}

// Check applies the deck-building rules of a format to a list read by Read
// (for FormatAuto, see FormatOf), and reports every problem at once, by line:
// the hero, the deck's and the card-pool's sizes, copies of a card,
// Legendary, the inventory (weapons within two hands, one equipment a slot),
// the card-pool rule of supertypes (CR 1.1.3), specialization, mentors, the
// legality flags of the card data, tokens, and the cards the engine cannot
// play yet (one error naming them all).
func Check(l *List, f Format) error {
	return joinErrors(check(l, f))
}

func check(l *List, f Format) []*LineError {
	var errs []*LineError
	add := func(line int, format string, args ...any) {
		errs = append(errs, &LineError{l.File, line, fmt.Sprintf(format, args...)})
	}
	f, ferr := FormatOf(l, f)
	if ferr != nil {
		return []*LineError{ferr}
	}
	fr := formats[f]
	last := max(1, l.Lines)
	if n := len(l.Cards); n > 0 {
		last = l.Cards[n-1].Line
	}

	// The hero.
	if l.Hero == nil {
		errs = append(errs, noHero(l))
	} else {
		h := l.Hero.Card
		switch {
		case fr.young && !h.Young():
			add(l.Hero.Line, "%s is not a young hero: Blitz is played with a young hero%s", h.Name, otherHero(h, true))
		case !fr.young && h.Young():
			add(l.Hero.Line, "%s is a young hero, for Blitz: Classic Constructed is played with an adult hero%s", h.Name, otherHero(h, false))
		case !legal(h, f):
			add(l.Hero.Line, "%s is not legal in %s (the card data's legality)", h.Name, f)
		}
	}

	// Sizes: the deck (CR 4.1.5) and the card-pool (CR 1.1.3).
	deck, pool := l.DeckSize(), l.DeckSize()+l.ArenaSize()
	switch {
	case fr.minDeck == fr.maxDeck && deck != fr.minDeck:
		add(last, "the deck has %d cards: %s needs exactly %d (hero and arena-cards apart)", deck, f, fr.minDeck)
	case deck < fr.minDeck:
		add(last, "the deck has %d cards: %s needs at least %d (hero and arena-cards apart)", deck, f, fr.minDeck)
	}
	if pool > fr.maxPool {
		add(last, "the card-pool has %d cards (%d arena-cards and %d deck-cards): %s allows %d besides the hero", pool, l.ArenaSize(), deck, f, fr.maxPool)
	}

	// Copies of each unique card (same name and pitch); Legendary (CR 8.3.6).
	// The total is said once, on the line that goes over the limit.
	pooled := append(slices.Clone(l.Arena), l.Cards...)
	totals := map[string]int{}
	for _, e := range pooled {
		totals[e.Key()] += e.Count
	}
	running := map[string]int{}
	for _, e := range pooled {
		k := e.Key()
		limit, why := fr.copies, fmt.Sprintf("%s allows %d of each card (same name and colour)", f, fr.copies)
		if e.Card.Legendary {
			limit, why = 1, "it is Legendary, one copy in a card-pool (CR 8.3.6)"
		}
		before := running[k]
		running[k] += e.Count
		if before <= limit && running[k] > limit {
			add(e.Line, "%d copies of %s: %s", totals[k], k, why)
		}
	}

	// Cards that are not deck- or arena-cards, or that no card-pool holds.
	for _, e := range pooled {
		c := e.Card
		switch {
		case c.Is("Token"):
			add(e.Line, "%s is a token: tokens are made by effects during the game, never brought in a deck (CR 1.3.2b, 8.1.8)", c.Key())
		case c.Ephemeral:
			add(e.Line, "%s has ephemeral: made by effects during the game, it is never part of a card-pool (CR 8.3.21a)", c.Key())
		case c.Is("Macro") || c.Is("Event") || (!isDeckCard(c) && !isArenaCard(c)):
			add(e.Line, "%s is not a card a player brings to a game: it is neither a deck-card nor an arena-card (CR 1.3.2)", c.Key())
		case c.Is("Demi-Hero"):
			add(e.Line, "%s is a demi-hero: not a hero, and not a card rathe's decks can hold yet (CR 8.1.11)", c.Key())
		case c.Is("Mentor") && l.Hero != nil && !l.Hero.Card.Young():
			add(e.Line, "%s is a mentor: only a young hero's card-pool may hold one (CR 8.1.10a)", c.Key())
		}
	}

	// The inventory the hero starts with: two hands for weapons, off-hands
	// and quivers, one off-hand and one quiver at most, one equipment for
	// each of head, chest, arms and legs (CR 4.1.4a, 8.2.2, 8.2.10, 8.2.15).
	hands := 0
	twoHandedBow := false
	for _, e := range l.Arena {
		if e.Card.Is("2H") && e.Card.Is("Bow") {
			twoHandedBow = true
		}
	}
	slots := map[string]Entry{}
	var offHand, quiver *Entry
	for _, e := range l.Arena {
		c := e.Card
		// One message for a line, however many copies it asks for.
		reported := len(errs)
		for i := 0; i < e.Count && len(errs) == reported; i++ {
			switch {
			case c.Is("Off-Hand") && offHand != nil:
				add(e.Line, "%s: a second off-hand, after %s (line %d): a hero equips one off-hand at most (CR 8.2.10b)", c.Key(), offHand.Key(), offHand.Line)
				continue
			case c.Is("Quiver") && quiver != nil:
				add(e.Line, "%s: a second quiver, after %s (line %d): a hero equips one quiver at most (CR 8.2.15b)", c.Key(), quiver.Key(), quiver.Line)
				continue
			case c.Is("Off-Hand"):
				offHand = &e
			case c.Is("Quiver"):
				quiver = &e
			}
			need := 0
			switch {
			case c.Is("Weapon") && c.Is("2H"):
				need = 2
			case c.Is("Weapon"):
				need = 1
			case c.Is("Quiver") && twoHandedBow:
				need = 0 // CR 8.2.15a: a quiver shares the bow's second zone
			case c.Is("Off-Hand") || c.Is("Quiver"):
				need = 1 // CR 8.2.10a, 8.2.15a: a weapon zone of its own
			}
			if need > 0 {
				hands += need
				if hands > 2 {
					add(e.Line, "%s needs a hand the hero does not have: weapons, off-hands and quivers fill two hands at most (CR 4.1.4a, 8.2.2)", c.Key())
					hands -= need
				}
				continue
			}
			for _, slot := range []string{"Head", "Chest", "Arms", "Legs"} {
				if !c.Is(slot) {
					continue
				}
				if first, dup := slots[slot]; dup && first.Key() == c.Key() {
					add(e.Line, "%d copies of %s, a %s equipment: a hero starts the game with one equipment a slot (CR 4.1.4a), and rathe equips every arena-card of a list (it keeps no inventory, CR 4.1.6)",
						e.Count, c.Key(), strings.ToLower(slot))
				} else if dup {
					add(e.Line, "%s: a second %s equipment, after %s (line %d): a hero starts the game with one equipment a slot (CR 4.1.4a), and rathe equips every arena-card of a list (it keeps no inventory, CR 4.1.6)",
						c.Key(), strings.ToLower(slot), first.Key(), first.Line)
				} else {
					slots[slot] = e
				}
			}
		}
	}

	// The card-pool rule of supertypes (CR 1.1.3), specialization
	// (CR 8.3.7), hero-metatypes (CR 2.6.6) and the legality flags.
	if l.Hero != nil {
		h := l.Hero.Card
		have := map[string]bool{}
		for _, s := range h.Supertypes() {
			have[strings.ToLower(s)] = true
		}
		for _, s := range h.Essence {
			have[strings.ToLower(s)] = true // CR 1.1.3a
		}
		for _, e := range pooled {
			c := e.Card
			if !fitsPool(c, have) {
				add(e.Line, "%s is %s card: %s's card-pool holds only %s cards (CR 1.1.3)",
					c.Key(), withArticle(supertypeWords(c)), h.Name, poolWords(h))
			}
			if len(c.Specialization) > 0 && !slices.ContainsFunc(c.Specialization, h.HasMoniker) {
				add(e.Line, "%s is %s specialization: only %s may have it (CR 8.3.7)", c.Key(), withArticle(strings.Join(c.Specialization, "/")), orList(c.Specialization))
			}
			if m := heroMetatype(c); m != "" && !h.HasMoniker(m) {
				add(e.Line, "%s is %s card: only %s may have it (CR 2.6.6)", c.Key(), withArticle(m), m)
			}
		}
	}
	for _, e := range pooled {
		if !legal(e.Card, f) {
			add(e.Line, "%s is not legal in %s (the card data's legality)", e.Key(), f)
		}
	}

	// The cards the engine cannot play yet, in one error.
	if e := l.missingError(); e != nil {
		errs = append(errs, e)
	}
	return errs
}

// withArticle is "a Warrior", "an Assassin".
func withArticle(w string) string {
	if w != "" && strings.ContainsRune("AEIOUaeiou", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}

func legal(c catalog.Card, f Format) bool {
	if f == Blitz {
		return c.BlitzLegal
	}
	return c.CCLegal
}

// fitsPool reports whether a card's supertypes, or one set of a hybrid
// card's (CR 1.1.3b), are among have.
func fitsPool(c catalog.Card, have map[string]bool) bool {
	subset := func(ws []string) bool {
		for _, w := range ws {
			if catalog.IsSupertype(w) && !have[strings.ToLower(w)] {
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
	return subset(c.Supertypes())
}

// poolWords says which cards a hero's card-pool may hold: "Brute and
// generic".
func poolWords(h catalog.Card) string {
	ws := h.Supertypes()
	for _, s := range h.Essence {
		if !slices.Contains(ws, s) {
			ws = append(ws, s)
		}
	}
	return andList(append(ws, "generic"))
}

// supertypeWords are a card's supertypes as its type box says them: "Brute
// Guardian", or "Brute / Guardian" for a hybrid card.
func supertypeWords(c catalog.Card) string {
	if len(c.Hybrid) == 0 {
		return strings.Join(c.Supertypes(), " ")
	}
	var sets []string
	for _, set := range c.Hybrid {
		sets = append(sets, strings.Join(set, " "))
	}
	return strings.Join(sets, " / ")
}

// heroMetatype is the hero moniker in a card's type box that restricts it
// to that hero (CR 2.6.6), or "".
func heroMetatype(c catalog.Card) string {
	for _, w := range c.Types {
		if catalog.IsSupertype(w) || knownTypeWords[strings.ToLower(w)] {
			continue
		}
		if len(catalog.Heroes(w)) > 0 {
			return w
		}
	}
	return ""
}

// knownTypeWords are the type and subtype keywords (CR 2.10, 2.15) and the
// other words of type boxes that are not hero names.
var knownTypeWords = map[string]bool{}

func init() {
	for _, w := range strings.Split("generic action,attack reaction,defense reaction,instant,resource,equipment,weapon,hero,token,mentor,block,demi-hero,macro,event,companion,"+
		"1h,2h,affliction,ally,arrow,ash,attack,aura,construct,figment,invocation,item,landmark,quiver,angel,arms,axe,base,book,bow,brush,chest,chi,claw,club,dagger,demon,dragon,evo,fiddle,flail,gem,gun,hammer,head,legs,lute,mercenary,off-hand,orb,pistol,rock,scepter,scroll,scythe,shuriken,song,staff,sword,trap,wrench,young,cannon,cog,polearm,placeholder card,rosetta,high seas,pit-fighter", ",") {
		for _, x := range strings.Fields(w) {
			knownTypeWords[x] = true
		}
		knownTypeWords[w] = true
	}
}

// otherHero suggests the hero of the same moniker that fits the format.
func otherHero(h catalog.Card, young bool) string {
	var names []string
	for _, o := range catalog.Heroes(h.Moniker()) {
		if o.Young() == young && o.Name != h.Name {
			names = append(names, o.Name)
		}
	}
	if len(names) == 0 {
		return ""
	}
	return " such as " + orList(names)
}

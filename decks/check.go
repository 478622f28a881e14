package decks

import (
	"slices"
	"strings"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/cards/catalog"
	"github.com/rathe-tcg/rathe/rules"
)

// Format is a constructed format whose deck-building rules Check applies.
type Format int

const (
	// FormatAuto takes the format the file declares, or else the one its
	// hero plays: Blitz for a young hero, Classic Constructed otherwise.
	FormatAuto Format = iota
	Blitz
	ClassicConstructed
	// Welcome is the format of the Welcome decks (welcome.go).
	Welcome
)

func (f Format) String() string {
	switch f {
	case Blitz:
		return "Blitz"
	case ClassicConstructed:
		return "Classic Constructed"
	case Welcome:
		return "Welcome"
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
	case "welcome", "welcome deck":
		return Welcome, true
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
	Welcome:            welcomeRules, // welcome.go
}

// FormatOf is the format Check applies to l for f: f itself, or for
// FormatAuto the declared format, else the hero's. The error says so when
// the file declares a format this package does not check (an empty
// "Format:" line too); the format returned then is the hero's, the one
// Check applies to the rest of the file, so that one wrong line does not
// hide the file's other problems.
func FormatOf(l *List, f Format) (Format, *LineError) {
	if f != FormatAuto {
		return f, nil
	}
	if l.FormatLine > 0 {
		if g, ok := ParseFormat(l.Format); ok && g != FormatAuto {
			return g, nil
		}
		return heroFormat(l), lineError(l.File, l.FormatLine, problem("unknown-format", l.Format))
	}
	return heroFormat(l), nil
}

// heroFormat is the format of a list that declares none: Classic
// Constructed for an adult hero, else Welcome for a Welcome deck, else
// Blitz.
func heroFormat(l *List) Format {
	if l.Hero != nil && !l.Hero.Card.Young() {
		return ClassicConstructed
	}
	if isWelcome(l) { // welcome.go
		return Welcome
	}
	return Blitz
}

// Check applies the deck-building rules of a format to a list read by Read
// (for FormatAuto, see FormatOf), and reports every problem at once, by line.
// The rules of the format are checked here: the hero young or adult, the
// deck's and the card-pool's sizes, copies of a card, the legality flags of
// the card data, and the cards the engine cannot play yet (one error naming
// them all). The card-pool rules of the CR — supertypes (CR 1.1.3),
// specialization, Legendary, mentors, tokens, hands and equipment slots —
// are rules.CheckPool's, the one source the start of a game calls too, so
// that a game refuses what Check refuses, in the same words.
func Check(l *List, f Format) error {
	return joinErrors(check(l, f))
}

func check(l *List, f Format) []*LineError {
	var errs []*LineError
	add := func(line int, code string, args ...any) {
		errs = append(errs, lineError(l.File, line, problem(code, args...)))
	}
	addN := func(line int, code string, n int, args ...any) {
		errs = append(errs, lineError(l.File, line, problemN(code, n, args...)))
	}
	f, ferr := FormatOf(l, f)
	if ferr != nil {
		// The format line is said, and the rest checked by the rules of
		// the format the hero plays: every problem of a file at once.
		errs = append(errs, ferr)
	}
	fr := formats[f]
	last := max(1, l.Lines)
	if n := len(l.Cards); n > 0 {
		last = l.Cards[n-1].Line
	}

	// The hero. A "Hero:" line that names no hero has its one problem
	// from Read (unknown hero, did you mean, not a hero): one mistake,
	// said once.
	if l.Hero == nil {
		if !l.badHero {
			errs = append(errs, noHero(l))
		}
	} else {
		h := l.Hero.Card
		switch {
		case fr.young && !h.Young():
			add(l.Hero.Line, "not-young", h.Name, f, otherHero(h, true))
		case !fr.young && h.Young():
			add(l.Hero.Line, "young", h.Name, otherHero(h, false))
		case !legal(h, f):
			add(l.Hero.Line, "hero-not-legal", h.Name, f)
		}
	}

	// Sizes of the deck and the card-pool: the format's numbers (formats,
	// from the tournament rules), not the CR's. The CR says only what the
	// two are — the card-pool is deck-cards and arena-cards (CR 1.1.3), the
	// deck the deck-cards a player selects from it (CR 4.1.5) — and leaves
	// how many to the format (CR 4.1.5b's example takes a format whose
	// deck is 40 cards).
	deck, pool := l.DeckSize(), l.DeckSize()+l.ArenaSize()
	switch {
	case fr.minDeck == fr.maxDeck && deck != fr.minDeck:
		addN(last, "deck-exactly", deck, deck, f, fr.minDeck)
	case deck < fr.minDeck:
		addN(last, "deck-at-least", deck, deck, f, fr.minDeck)
	}
	if pool > fr.maxPool {
		add(last, "pool-size", pool, l.ArenaSize(), deck, f, fr.maxPool)
	}

	// Copies of each unique card (same name and pitch): a format's limit
	// (tournament rules, not the CR). A Legendary card's one copy is a rule
	// of the CR (8.3.6), which rules.CheckPool says instead. The total is
	// said once, on the line that goes over the limit.
	pooled := append(slices.Clone(l.Arena), l.Cards...)
	totals := map[string]int{}
	for _, e := range pooled {
		totals[e.Key()] += e.Count
	}
	running := map[string]int{}
	for _, e := range pooled {
		k := e.Key()
		before := running[k]
		running[k] += e.Count
		if !e.Card.Legendary && before <= fr.copies && running[k] > fr.copies {
			add(e.Line, "copies", totals[k], k, f, fr.copies)
		}
	}

	// The card-pool rules of the CR, by line.
	for _, p := range rules.CheckPool(poolOf(l)) {
		switch {
		case p.Reason == rules.PoolNoHero:
			// noHero above says it, with how to name one.
		case p.List == rules.PoolHero:
			add(l.Hero.Line, "pool", p)
		case p.List == rules.PoolArena:
			add(l.Arena[p.Index].Line, "pool", p)
		default:
			add(l.Cards[p.Index].Line, "pool", p)
		}
	}

	// The legality flags of the card data.
	for _, e := range pooled {
		if !legal(e.Card, f) {
			add(e.Line, "not-legal", e.Key(), f)
		}
	}

	// The cards the engine cannot play yet, in one error.
	if e := l.missingError(); e != nil {
		errs = append(errs, e)
	}
	return errs
}

func legal(c catalog.Card, f Format) bool {
	if f == Blitz || f == Welcome { // a Welcome deck holds Blitz cards (welcome.go)
		return c.BlitzLegal
	}
	return c.CCLegal
}

// poolOf is what the card-pool rules read of a list: its hero, its
// arena-cards and its deck, entry by entry, so that a problem's index is
// the entry of its line.
func poolOf(l *List) rules.Pool {
	var p rules.Pool
	if l.Hero != nil {
		h := PoolCardOf(l.Hero.Card)
		p.Hero = &h
	}
	for _, e := range l.Arena {
		p.Arena = append(p.Arena, rules.PoolEntry{Card: PoolCardOf(e.Card), Count: e.Count})
	}
	for _, e := range l.Cards {
		p.Deck = append(p.Deck, rules.PoolEntry{Card: PoolCardOf(e.Card), Count: e.Count})
	}
	return p
}

// PoolCardOf is what the card-pool rules read of a catalog card, whether
// the engine implements it or not. For a card it implements, it is what
// the engine's own definition gives (rules.Card.PoolCard): a test holds
// them equal, so that a game and `decks check` judge the same facts.
func PoolCardOf(c catalog.Card) rules.PoolCard {
	p := rules.PoolCard{Name: c.Name, Color: c.Color, Supertypes: c.Supertypes(), Hybrid: c.Hybrid,
		Specialization: c.Specialization, Metatype: heroMetatype(c), Essence: c.Essence, Legendary: c.Legendary, Ephemeral: c.Ephemeral}
	for _, w := range c.Types {
		if !catalog.IsSupertype(w) && !strings.EqualFold(w, "Generic") {
			p.Types = append(p.Types, w)
		}
	}
	// A hero's weapon zones are its text's, not its type box's (CR 3.0.2:
	// Kayo has one): the catalog has no text, so they come from the
	// engine's definition of an implemented hero.
	if p.Is("Hero") {
		if ec, ok := cards.Lookup(c.Key()); ok {
			p.WeaponZones = ec.WeaponZones
		}
	}
	return p
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
func otherHero(h catalog.Card, young bool) SuchAs {
	var names SuchAs
	for _, o := range catalog.Heroes(h.Moniker()) {
		if o.Young() == young && o.Name != h.Name {
			names = append(names, o.Name)
		}
	}
	return names
}

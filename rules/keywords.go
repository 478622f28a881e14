package rules

import (
	"strconv"
	"strings"
)

// Intimidate the opposing hero (CR 8.5.10).
type Intimidate struct{}

func (Intimidate) Do(g *Game, c *Ctx) { g.intimidate(c.Controller, c.Controller.Opponent(), c.Source) }

func (Intimidate) Text() Text { return T("intimidate") }

// Reprise: if the defending hero defended with a card from hand this chain
// link, Then (CR 8.4.3). Checked on resolution (8.4.3a).
func Reprise(then ...Effect) Effect { return If{Cond: DefendedFromHand, Then: then} }

// DefendedFromHand holds when the active chain link has a defending card
// that came from hand (CR 8.4.3).
var DefendedFromHand = &Condition{Code: "reprise", Test: func(g *Game, c *Ctx) bool {
	l := g.s.Chain.Active()
	return l != nil && l.FromHand > 0
}}

// Keywords is a set of the keyword abilities an object has (CR 8.3): the
// keywords of the table below that have a bit.
type Keywords uint32

const (
	GoAgain Keywords = 1 << iota
	Dominate
	BladeBreak
	Battleworn
	Legendary
	// spellvoid (CR 8.3.15) and essence (CR 8.3.16).
	Spellvoid
	Essence
	// overpower (CR 8.3.22).
	Overpower
	// Temper (CR 8.3.10, temper.go).
	Temper
	// Universal (CR 8.3.35, universal.go).
	Universal
	// Arcane barrier (CR 8.3.8, arcanebarrier.go).
	ArcaneBarrier
)

// KeywordKind is what sort of keyword an entry of the table is (CR 8.0).
type KeywordKind uint8

const (
	// KeywordStatic: a static ability (dominate).
	KeywordStatic KeywordKind = iota + 1
	// KeywordTriggered: a triggered-static ability; the entry's Trigger is
	// the ability it brings (blade break, battleworn).
	KeywordTriggered
	// KeywordResolution: a resolution ability (go again).
	KeywordResolution
	// KeywordMeta: a meta-static ability, which works on the card pool
	// rather than in the game (legendary, specialization).
	KeywordMeta
	// KeywordEffect: an effect keyword, standing for an effect in a card's
	// text (intimidate). A card does not have it; an effect of the card
	// does it.
	KeywordEffect
	// KeywordLabel: a label keyword, grouping abilities that share a
	// condition (reprise). Its abilities are the card's own.
	KeywordLabel
	// KeywordCost: an additional-cost ability, a play-static ability
	// that adds an optional cost to play its card (CR 5.4.4a: beat
	// chest); the entry's Cost is that cost, which a card printing the
	// keyword has among its optional costs (Card.OptCosts, PrintKeyword).
	KeywordCost
)

var keywordKindNames = [...]string{"", "static", "triggered", "resolution", "meta", "effect", "label", "additional-cost"}

func (k KeywordKind) String() string { return enumName(keywordKindNames[:], int(k)) }

// Keyword is one entry of the keyword table: the keyword as printed, the
// rule that defines it, its kind, the ability bit an object with it has
// (0 for effect and label keywords, and for specialization, which names a
// hero and is kept as Card.Specialization), and, for a triggered keyword,
// the trigger it brings.
type Keyword struct {
	Name string
	Rule Rule
	Kind KeywordKind
	Bit  Keywords
	// Param is the printed form of a keyword that takes a parameter:
	// "[HERO] Specialization" is printed "Rhinar Specialization".
	Param string
	// Trigger is the triggered ability of a KeywordTriggered keyword.
	Trigger *Trigger
	// Cost is the optional additional cost of a KeywordCost keyword.
	Cost CostEffect
	// SetParam records the parameter a card prints with the keyword
	// (Param): N of "Spellvoid 1", the supertypes of "Essence of
	// Lightning", the hero of "Rhinar Specialization". It fails on a
	// parameter it cannot read.
	SetParam func(c *Card, param string) bool
	// N is the number a numbered keyword prints ("Spellvoid 1",
	// "Arcane Barrier 2") on a card that has it; nil for the others. The
	// card text says such a keyword with its number from here.
	N func(c *Card) int
}

// KeywordTable is every keyword the engine models, the one list of them:
// their names, rules and abilities come from here and nowhere else. A
// printed keyword of a shipped card that is not in the table fails the
// cards' tests.
var KeywordTable = []Keyword{
	// CR 8.3.5: go again: when the layer resolves (or, for an attack, at
	// the start of the resolution step) its controller gains an action point.
	{Name: "Go again", Rule: CR(8, 3, 5), Kind: KeywordResolution, Bit: GoAgain},
	// CR 8.3.4: dominate: the attack can be defended by at most one card
	// from hand.
	{Name: "Dominate", Rule: CR(8, 3, 4), Kind: KeywordStatic, Bit: Dominate},
	// CR 8.3.3: blade break: when the combat chain closes, if this
	// defended, destroy it.
	{Name: "Blade Break", Rule: CR(8, 3, 3), Kind: KeywordTriggered, Bit: BladeBreak,
		Trigger: &Trigger{When: whenChainClosesDefended,
			Effects: []Effect{DestroySelf{Rule: CR(8, 3, 3)}}}},
	// CR 8.3.2: battleworn: when the combat chain closes, if this
	// defended, put a -1 defense counter on it.
	{Name: "Battleworn", Rule: CR(8, 3, 2), Kind: KeywordTriggered, Bit: Battleworn,
		Trigger: &Trigger{When: whenChainClosesDefended,
			Effects: []Effect{SelfCounter{Kind: CounterDefense, N: -1, Rule: CR(8, 3, 2)}}}},
	// CR 8.3.10: temper: when the combat chain closes, if this defended,
	// put a -1 defense counter on it, then destroy it if its defense is 0.
	{Name: "Temper", Rule: CR(8, 3, 10), Kind: KeywordTriggered, Bit: Temper,
		Trigger: &Trigger{When: whenChainClosesDefended,
			Effects: []Effect{SelfCounter{Kind: CounterDefense, N: -1, Rule: CR(8, 3, 10)}, DestroySelfIfNoDefense{Rule: CR(8, 3, 10)}}}},
	// CR 8.3.35: universal: wherever it is, the card has its
	// controller's hero's class (rules/universal.go).
	{Name: "Universal", Rule: CR(8, 3, 35), Kind: KeywordStatic, Bit: Universal},
	// CR 8.3.6: legendary: one copy in a constructed deck.
	{Name: "Legendary", Rule: CR(8, 3, 6), Kind: KeywordMeta, Bit: Legendary},
	// CR 8.3.7: specialization: only in a deck whose hero has that moniker.
	{Name: "Specialization", Rule: CR(8, 3, 7), Kind: KeywordMeta, Param: "[HERO] Specialization",
		SetParam: func(c *Card, hero string) bool { c.Specialization = hero; return hero != "" }},
	// CR 8.4.3: reprise: abilities that work if the defending hero has
	// defended with a card from hand on this chain link.
	{Name: "Reprise", Rule: CR(8, 4, 3), Kind: KeywordLabel},
	// CR 8.4.1: combo: an ability that works if the last attack
	// this combat chain had one of the names it gives (LastAttackWas).
	{Name: "Combo", Rule: CR(8, 4, 1), Kind: KeywordLabel},
	// CR 8.5.10: intimidate: the opposing hero banishes a random card of
	// their hand face down until the end of the turn.
	{Name: "Intimidate", Rule: CR(8, 5, 10), Kind: KeywordEffect},
	// CR 8.5.45: clash: two heroes reveal their decks' top cards; the
	// greater power wins (rules/clash.go).
	{Name: "Clash", Rule: CR(8, 5, 45), Kind: KeywordEffect},
	// CR 8.5.46: wager: the attack's controller wins the prize if it hits
	// by the time its chain link resolves, the other hero if not
	// (rules/wager.go).
	{Name: "Wager", Rule: CR(8, 5, 46), Kind: KeywordEffect},

	// CR 8.3.15: spellvoid N: when its controller would be
	// dealt arcane damage, they may destroy it to prevent N of that damage
	// (rules/prevention.go); N is Card.Spellvoid.
	{Name: "Spellvoid", Rule: CR(8, 3, 15), Kind: KeywordStatic, Bit: Spellvoid, Param: "Spellvoid N",
		SetParam: func(c *Card, n string) bool { return setN(&c.Spellvoid, n) },
		N:        func(c *Card) int { return c.Spellvoid }},
	// CR 8.3.8: arcane barrier N: when its controller would be dealt
	// arcane damage, they may pay N{r} to prevent N of it
	// (rules/arcanebarrier.go).
	{Name: "Arcane Barrier", Rule: CR(8, 3, 8), Kind: KeywordStatic, Bit: ArcaneBarrier, Param: "Arcane Barrier N",
		SetParam: setNumbered(ArcaneBarrier), N: numberedN(ArcaneBarrier)},
	// CR 8.3.16: essence of [supertypes]: the hero's card-pool may hold
	// cards of those supertypes too; they are Card.Essence.
	{Name: "Essence", Rule: CR(8, 3, 16), Kind: KeywordMeta, Bit: Essence, Param: "Essence of [SUPERTYPES]",
		SetParam: setEssence},
	// CR 8.4.16: lightning flow: abilities that work if their controller
	// has played a Lightning card this turn (rules/played.go).
	{Name: "Lightning Flow", Rule: CR(8, 4, 16), Kind: KeywordLabel},
	// CR 8.3.22: overpower: the attack can be defended by at
	// most one action card (rules/overpower.go).
	{Name: "Overpower", Rule: CR(8, 3, 22), Kind: KeywordStatic, Bit: Overpower},
	// CR 8.4.13: tower: abilities that work while their card has 13
	// or more power (rules/tower.go).
	{Name: "Tower", Rule: CR(8, 4, 13), Kind: KeywordLabel},
	// CR 8.4.15: Earth Bond: abilities that work if an Earth
	// card was pitched to play their card (rules/played.go).
	{Name: "Earth Bond", Rule: CR(8, 4, 15), Kind: KeywordLabel},
	// CR 8.3.33: beat chest: as an additional cost to play this, its
	// player may discard a card with 6 or more power (rules/beatchest.go).
	{Name: "Beat Chest", Rule: CR(8, 3, 33), Kind: KeywordCost, Cost: BeatChest{}},
}

// LookupKeyword finds a keyword by its printed form, ignoring case:
// "Go again", "Intimidate", "Rhinar Specialization" (then hero is
// "Rhinar").
func LookupKeyword(printed string) (k *Keyword, hero string, ok bool) {
	printed = strings.TrimSpace(printed)
	for i := range KeywordTable {
		e := &KeywordTable[i]
		if strings.EqualFold(e.Name, printed) {
			return e, "", true
		}
		// a number after the name ("Spellvoid 1"), or the
		// supertypes after "of" ("Essence of Lightning").
		if p, ok := keywordParamAfter(e, printed); ok {
			return e, p, true
		}
		// The one parameter a keyword takes today is a hero's moniker,
		// printed before its name.
		if e.Param != "" && strings.HasPrefix(e.Param, "[HERO]") {
			if h, ok := cutSuffixFold(printed, " "+e.Name); ok && h != "" {
				return e, h, true
			}
		}
	}
	return nil, "", false
}

// PrintKeyword gives c a keyword printed on it, as the card data lists it
// ("Go again", "Spellvoid 1", "Rhinar Specialization"): the ability's bit
// and the parameter it prints, through the table, as a card's stats come
// from its printed numbers. An effect or label keyword (intimidate,
// reprise) is a word of the card's text, not an ability the card has: its
// effects and conditions are the definition's. It reports false for a word
// the table does not hold or a parameter it cannot read.
//
// A card that prints a keyword it has only on a condition ("if this has
// {p} greater than its base, it gets overpower") is listed with it by the
// data all the same; its definition removes the bit and gives it on the
// condition.
func (c *Card) PrintKeyword(printed string) bool {
	e, param, ok := LookupKeyword(printed)
	if !ok {
		return false
	}
	if e.Kind == KeywordEffect || e.Kind == KeywordLabel {
		return true
	}
	c.Keywords |= e.Bit
	if e.Kind == KeywordCost {
		c.OptCosts = append(c.OptCosts, e.Cost) // beat chest (CR 8.3.33)
	}
	if param != "" || e.Param != "" {
		return e.SetParam != nil && e.SetParam(c, param)
	}
	return true
}

// setN reads the N of a keyword such as "Spellvoid N".
func setN(dst *int, s string) bool {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return false
	}
	*dst = n
	return true
}

// setNumbered and numberedN are the table's SetParam and N of a numbered
// keyword whose N lives in Card.Numbered ("Arcane Barrier N").
func setNumbered(bit Keywords) func(c *Card, s string) bool {
	return func(c *Card, s string) bool {
		var n int
		if !setN(&n, s) {
			return false
		}
		if c.Numbered == nil {
			c.Numbered = map[Keywords]int{}
		}
		c.Numbered[bit] = n
		return true
	}
}

func numberedN(bit Keywords) func(c *Card) int { return func(c *Card) int { return c.Numbered[bit] } }

// KeywordN is the number c prints with the numbered keyword bit (0 when
// it has none).
func KeywordN(c *Card, bit Keywords) int {
	if e := keywordOf(bit); e != nil && e.N != nil {
		return e.N(c)
	}
	return 0
}

// setEssence reads the supertypes of "Essence of Earth and Lightning"
// (CR 8.3.16).
func setEssence(c *Card, of string) bool {
	for _, t := range strings.Split(of, " and ") {
		v, ok := ParseClass(strings.TrimSpace(t))
		if !ok {
			return false
		}
		c.Essence |= v
	}
	return of != ""
}

// keywordParamAfter reads a parameter printed after a keyword's name: "N"
// of "Spellvoid N", the supertypes of "Essence of [SUPERTYPES]".
func keywordParamAfter(e *Keyword, printed string) (string, bool) {
	prefix, ok := strings.CutSuffix(e.Param, " N")
	if !ok {
		prefix, ok = strings.CutSuffix(e.Param, " [SUPERTYPES]")
	}
	if !ok || len(printed) <= len(prefix)+1 || !strings.EqualFold(printed[:len(prefix)+1], prefix+" ") {
		return "", false
	}
	return strings.TrimSpace(printed[len(prefix)+1:]), true
}

func cutSuffixFold(s, suffix string) (string, bool) {
	if len(s) >= len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix) {
		return s[:len(s)-len(suffix)], true
	}
	return s, false
}

// keywordOf is the table entry of one ability bit.
func keywordOf(bit Keywords) *Keyword {
	for i := range KeywordTable {
		if KeywordTable[i].Bit == bit {
			return &KeywordTable[i]
		}
	}
	return nil
}

func (k Keywords) Has(u Keywords) bool { return k&u == u }

// Names lists the printed names of the keywords in k, in table order.
func (k Keywords) Names() []string {
	var out []string
	for _, e := range KeywordTable {
		if e.Bit != 0 && k&e.Bit != 0 {
			out = append(out, e.Name)
		}
	}
	return out
}

// ParseKeyword reads the name of a keyword ability an object can have.
func ParseKeyword(s string) (Keywords, bool) {
	e, _, ok := LookupKeyword(s)
	if !ok || e.Bit == 0 {
		return 0, false
	}
	return e.Bit, true
}

// DefendedThisChain holds while the source is in the arena and defended
// on the chain that is closing (CR 8.3.3, 8.3.2: the state condition of
// blade break and battleworn, CR 6.6.5b).
var DefendedThisChain = &Condition{Code: "defended-this-chain", Test: func(g *Game, c *Ctx) bool {
	o := g.s.Obj(c.Source)
	return o.Zone == ZoneArena && o.Defended
}}

// whenChainClosesDefended is the trigger condition of blade break and
// battleworn: "when the combat chain closes, if this defended".
var whenChainClosesDefended = When{Event: EvChainClose, If: DefendedThisChain}

// triggeredKeywords lists the entries of KeywordTable that bring a
// triggered ability, in table order.
var triggeredKeywords = func() (out []*Keyword) {
	for i := range KeywordTable {
		if KeywordTable[i].Trigger != nil {
			out = append(out, &KeywordTable[i])
		}
	}
	return out
}()

// sameWhen[i] is the first entry of triggeredKeywords whose trigger
// condition is entry i's (i itself when none before it is): blade break,
// battleworn and temper wait for one condition (whenChainClosesDefended),
// which keywordTriggers asks once an object.
var sameWhen = func() (out [maxTriggeredKeywords]int8) {
	if len(triggeredKeywords) > maxTriggeredKeywords {
		panic("rules: more triggered keywords than keywordTriggers has room for")
	}
	for i, k := range triggeredKeywords {
		out[i] = int8(i)
		for j := range i {
			if triggeredKeywords[j].Trigger.When == k.Trigger.When {
				out[i] = int8(j)
				break
			}
		}
	}
	return out
}()

// maxTriggeredKeywords is room for the entries of triggeredKeywords.
const maxTriggeredKeywords = 8

// keywordTriggers adds the triggers of triggered keywords that an event
// sets off: each object with the keyword whose trigger matches. The
// trigger condition (which only reads the game) is asked before HasKeyword,
// which walks the card's statics and the effects: in the arena most
// objects did not defend, and are passed over at once. A condition is
// asked once an object (sameWhen): it only reads the game, which the
// triggers recorded meanwhile do not change.
func (g *Game) keywordTriggers(e *Event) {
	s := g.s
	for p := range s.Players {
		for _, obj := range s.Zone(Player(p), ZoneArena) {
			var met [maxTriggeredKeywords]int8 // by sameWhen: 0 not asked, 1 met, 2 not
			for i, k := range triggeredKeywords {
				if k.Trigger.When.Event != e.Kind {
					continue
				}
				j := sameWhen[i]
				if met[j] == 0 {
					met[j] = 2
					if g.meets(&k.Trigger.When, obj, e) {
						met[j] = 1
					}
				}
				if met[j] != 1 || !g.HasKeyword(obj, k.Bit) {
					continue
				}
				s.Pending = append(s.Pending, pendingTrigger{Controller: s.Obj(obj).Controller, Source: obj, Keyword: k.Bit, Event: *e})
			}
		}
	}
}

// intimidate: the player banishes a random card of their hand face down;
// at the beginning of the end phase it returns to their hand (CR 8.5.10).
// The player counts as intimidated even with an empty hand (8.5.10a).
func (g *Game) intimidate(by, p Player, src ObjID) {
	s := g.s
	s.Players[by].Turn.Intimidated = true
	hand := s.Zone(p, ZoneHand)
	if len(hand) == 0 {
		g.emit(Event{Kind: EvIntimidate, Player: p, Obj: NoObj, Other: src, Rule: CRSub(8, 5, 10, 'a')})
		return
	}
	obj := hand[g.random(len(hand))]
	g.move(obj, ZoneBanished, false, false)
	s.Delayed = append(s.Delayed, delayedTrigger{Controller: by, On: EvEndPhase, Player: NoPlayer, Do: DelayedReturnToHand,
		Objs: append(g.newIDs(1), obj), Gens: append(g.newGens(1), s.Obj(obj).Gen), Source: src})
	g.emit(Event{Kind: EvIntimidate, Player: p, Obj: obj, Other: src, From: ZoneHand, To: ZoneBanished, Hidden: true, Rule: CR(8, 5, 10)})
}

// dominated reports whether the active attack has dominate and already has
// a defending card from hand (CR 8.3.4, 7.4.2c).
func (g *Game) dominated(p Player) bool {
	link := g.s.Chain.Active()
	return link != nil && link.FromHand > 0 && g.HasKeyword(link.Attack, Dominate)
}

// reach: it deals nothing (reach.go).
func (Intimidate) reach(*most) {}

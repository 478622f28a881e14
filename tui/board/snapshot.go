// Package board turns what one player may see of a game into plain data
// (Take) and draws it (Render). Take runs in the game's goroutine, while the
// engine waits for an answer: rules.View reads the live game, so everything
// the screen needs is copied out there, and the Bubble Tea model only ever
// touches the copy.
//
// Take reads the game through rules.View alone, so a snapshot holds nothing
// its viewer may not see: the opponent's hand is a count, a face-down arsenal
// card is "face down", and no deck order is ever copied (CR 3.0.3, 4.1.7b).
package board

import (
	"fmt"
	"sort"
	"sync"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Card is one card as the viewer sees it. A hidden card has only Hidden set.
type Card struct {
	Obj                         rules.ObjID
	Hidden                      bool
	Name                        string // with its pitch colour: "Dodge (blue)"
	Short                       string // the name without colour, for narrow layouts
	Color                       rules.Color
	Props                       rules.Props // which of the numbers below the card has (CR 2.0.2)
	Pitch, Cost, Power, Defense int
	// BasePower and BaseDefense are the printed numbers (CR 2.9, 2.3:
	// the base power and defense), set with HasBase; Power and Defense
	// are the values the engine uses now.
	BasePower, BaseDefense int
	HasBase                bool
	// Forecast is what the card would attack or defend with if played
	// (a weapon: activated) now, when Forecasted (rules.View.Forecast).
	Forecast   rules.Forecast
	Forecasted bool
	// Counters on the object (CR 1.15): +1{p}, -1{d}, lesson.
	PowerCounters, DefenseCounters, LessonCounters int
	// Slot names the equipment slot ("head", "chest", "arms", "legs",
	// "off-hand");
	// Subtypes are the card's own (CR 2.10), which order the equipment.
	Slot     string
	Subtypes rules.Subtypes
	// Used is set on a weapon that can attack no more this turn, as the
	// engine says (rules.View.AttacksUsedUp: once per turn, and the extra
	// attacks an effect gave, CR 5.2.1a, 5.2.3c); Defended on a card
	// that defended this combat chain; FaceDown on a face-down card its
	// owner sees.
	Used, Defended, FaceDown, Token bool
	// XCost: the cost is X (CR 1.12.2), shown "cX".
	XCost bool
	// PlayCost is what playing the card now would cost, as the engine
	// charges it (rules.View.PlayCost: its own "costs 1 less" and the
	// effects that change costs), when PlayCosted: a card in a hand or an
	// arsenal. Shown after the printed cost when they differ ("c2 → c1").
	PlayCost   int
	PlayCosted bool
	// DefenseStar: the defense is printed "*" (CR 2.3.2a), shown beside
	// the number it has now.
	DefenseStar bool
	// Text is the card's rendered text (tui/text), TypeLine its types.
	TypeLine string
	Text     []string
}

// Side is one player's half of the table.
type Side struct {
	Player    rules.Player
	Name      string // the hero's moniker
	Hero      Card
	Life      int
	Intellect int
	Actions   int // action points (CR 1.13.2)
	Resources int // resource points (CR 1.13.3)
	Weapons   []Card
	Equipment []Card
	// Permanents are the auras, items and tokens in the arena.
	Permanents []Card
	Arsenal    []Card // face-down cards are Hidden to the opponent
	Pitch      []Card // the pitch zone (CR 3.14)
	// Hand holds the cards of the hand when the viewer may see them.
	Hand                                 []Card
	HandShown                            bool
	HandCount, Deck, Graveyard, Banished int
	// GraveyardTop is the top card of the graveyard (public, CR 3.8).
	GraveyardTop *Card
	// Waiting are the effects in force that wait for a later event on
	// this side (rules.View.Waiting), in the viewer's words: "next sword
	// attack +3 (Sharpen Steel)"; WaitingFrom the cards they came from,
	// whose text says them in full where a small screen folds them.
	Waiting     []string
	WaitingFrom []Card
}

// Link is one chain link of the combat chain (CR 7.0.3).
type Link struct {
	N      int
	Attack Card
	Source string // the weapon behind an attack proxy, or ""
	Target string
	Power  int // current power, or the power damage was dealt with
	// BasePower is the attack's printed power (a weapon's, for its
	// attack), with HasBase.
	BasePower int
	HasBase   bool
	Defenders []Card
	Defense   int // total defense of the defending cards
	Hit       bool
	Damage    int
	Resolved  bool
	// GaveAction: its attack had go again as the link resolved and gave
	// an action point (the engine's rules.ChainLink.GaveAction, CR 7.6.2).
	GaveAction bool
	Active     bool // the active chain link (CR 7.0.3b)
	// Keywords are the attack's keyword abilities that work on its
	// chain link (go again, dominate, overpower…: CR 8.3), its own and
	// those effects give it, as the engine has them now.
	Keywords rules.Keywords
	// Granted are the abilities other cards' effects give the attack, in
	// the viewer's words, quoted ("when this hits, it gains go again").
	Granted []string
}

// Layer is one layer on the stack (CR 1.6).
type Layer struct {
	Controller string
	Kind       string // "card", "ability" or "trigger" in the viewer's words
	Source     Card
	Targets    []string
	// Attack: the layer is an attack (an attack card, a weapon's attack
	// proxy), whose power Source has.
	Attack bool
}

// Option is one numbered answer of a prompt: the engine's option (its id,
// act, place and ability) with its words.
type Option struct {
	rules.Option
	Label   string
	Explain string
	Card    *Card // the card the option is about, when the viewer sees it
	// Cost is the resource cost of an activated ability (CR 5.2.2), shown
	// as a card's is ("c2"); HasCost when the option activates one.
	Cost    int
	HasCost bool
}

// Defends is the defense the option's card would defend with: for a
// defend question, the engine's count of it declared now, with what works
// only while it defends (rules.View.DefendsWith, its card's forecast);
// otherwise its defense now. 0 for an option with no card seen.
func (o *Option) Defends() int {
	c := o.Card
	switch {
	case c == nil:
		return 0
	case c.Forecasted && c.Forecast.HasDefense:
		return c.Forecast.Defense
	}
	return c.Defense
}

// Blocked is an action that cannot be taken now, with the engine's reason.
type Blocked struct {
	Label  string
	Reason string
	// Row is the reason in the few words of the question's list
	// (Words.BlockedRowReason); Reason is said whole under it.
	Row  string
	Rule string
	Card *Card
}

// RowReason is the reason a row of the question's list gives: Row, else
// Reason.
func (b Blocked) RowReason() string {
	if b.Row != "" {
		return b.Row
	}
	return b.Reason
}

// Prompt is the question being asked: the engine's prompt itself (its
// kind, shape, bounds, limits and Check, DESIGN.md: the prompt contract),
// with the viewer's words for it and its options. Options and Blocked here
// are the words, index for index with the engine's, which they shadow;
// Check and Limited read the engine's own.
type Prompt struct {
	rules.Prompt
	Title   string
	Options []Option
	Blocked []Blocked
	Source  *Card
	// LeastThrough is, for a defend question (Through set), the least
	// damage any answer it allows lets through as things stand
	// (rules.View.LeastThrough, CR 7.5.2).
	LeastThrough int
	Through      bool
}

// Snapshot is everything one screen shows of a game at one moment.
type Snapshot struct {
	Viewer     rules.Player // a player, or rules.Omniscient
	Lang       text.Lang
	Turn       int
	TurnPlayer rules.Player
	Phase      string
	Step       string // "" outside combat
	PhaseCode  rules.Phase
	StepCode   rules.Step
	// PassesEnd: every player passing now would end the action phase
	// (the engine's rules.View.PassesEndActionPhase, CR 4.3.4).
	PassesEnd bool
	// AttackAgain: in the resolution step the turn player may attack
	// again (the engine's rules.View.AttackAgain, CR 7.6.3, 8.1.1c).
	AttackAgain bool
	Priority    rules.Player
	Sides       [2]Side
	ChainOpen   bool
	Chain       []Link
	Stack       []Layer // bottom first
	Prompt      *Prompt
	Over        bool
	Winner      rules.Player
}

// Name is a player's hero moniker.
func (s *Snapshot) Name(p rules.Player) string {
	if p < 0 || p > 1 {
		return ""
	}
	return s.Sides[p].Name
}

// Take copies what v's viewer may see, and the prompt they must answer
// (nil when none). It must run while the game waits (the Decider's call).
func Take(v rules.View, lang text.Lang, p *rules.Prompt) *Snapshot {
	w := text.Words{Lang: lang, View: v}
	s := &Snapshot{
		Viewer:      v.Viewer,
		Lang:        lang,
		Turn:        v.Turn(),
		TurnPlayer:  v.TurnPlayer(),
		Phase:       w.Phase(v.Phase()),
		PhaseCode:   v.Phase(),
		StepCode:    v.Step(),
		PassesEnd:   v.PassesEndActionPhase(),
		AttackAgain: v.AttackAgain(),
		Priority:    v.Priority(),
		ChainOpen:   v.ChainOpen(),
		Over:        v.Over(),
		Winner:      v.Winner(),
	}
	if v.ChainOpen() && v.Step() != rules.StepNone {
		s.Step = w.Step(v.Step())
	}
	for p := rules.Player(0); p < 2; p++ {
		s.Sides[p] = takeSide(v, w, p)
	}
	s.Chain = takeChain(v, w)
	for _, l := range v.Stack() {
		s.Stack = append(s.Stack, takeLayer(v, w, l))
	}
	if p != nil {
		s.Prompt = takePrompt(v, w, p)
	}
	return s
}

func takeCard(v rules.View, w text.Words, obj rules.ObjID) Card {
	o, ok := v.Obj(obj)
	c := v.Card(obj)
	if !ok || c == nil {
		return Card{Obj: rules.NoObj, Hidden: true}
	}
	k := Card{
		Obj:             obj,
		Name:            text.CardName(c),
		Short:           rules.Printable(c.Name),
		Color:           c.Color,
		Props:           c.Props,
		Pitch:           c.Pitch,
		Cost:            c.Cost,
		Power:           v.Power(obj),
		Defense:         v.Defense(obj),
		PowerCounters:   int(o.Counters[rules.CounterPower]),
		DefenseCounters: int(o.Counters[rules.CounterDefense]),
		LessonCounters:  int(o.Counters[rules.CounterLesson]),
		Used:            v.AttacksUsedUp(obj),
		Defended:        o.Defended,
		FaceDown:        !o.FaceUp && (o.Zone == rules.ZoneArsenal || o.Zone == rules.ZoneBanished),
		Token:           o.Token,
		XCost:           c.XCost,
		DefenseStar:     c.DefenseStar,
		BasePower:       c.Power,
		BaseDefense:     c.Defense,
		HasBase:         true,
		TypeLine:        w.TypeLine(c),
		Text:            cardText(w, c),
		Subtypes:        c.Subtypes,
	}
	switch {
	case c.Subtypes.Has(rules.Head):
		k.Slot = w.Say("board.slot-head")
	case c.Subtypes.Has(rules.Chest):
		k.Slot = w.Say("board.slot-chest")
	case c.Subtypes.Has(rules.Arms):
		k.Slot = w.Say("board.slot-arms")
	case c.Subtypes.Has(rules.Legs):
		k.Slot = w.Say("board.slot-legs")
	case c.Subtypes.Has(rules.OffHand):
		// CR 8.2: an off-hand is equipped to a weapon zone, not to
		// one of the four body slots; it is named so, not left bare.
		k.Slot = w.Say("board.slot-off-hand")
	}
	// What it would attack or defend with if played now: a card in a
	// hand or an arsenal, a weapon (the engine's forecast, on its own
	// effects: nothing here matches an effect to a card). The engine
	// says no attack of a card in the other player's turn, and none of a
	// weapon whose attacks are used up: Cintari Saber, its attack made,
	// read "3p (base 2p) → 6p (used)" (hh-kassai v hh-victor, seed 67,
	// turn 3 at 80×24).
	switch o.Zone {
	case rules.ZoneHand, rules.ZoneArsenal, rules.ZoneArena:
		k.Forecast, k.Forecasted = v.Forecast(obj)
		// The cost a play would be charged (CR 5.1.6a): Rising Energy
		// read "c2" once Kassai had drawn a card, and cost 1 (hh-kassai
		// v hh-victor, seed 65, turn 10 at 120×40).
		if n := v.PlayCost(obj); n >= 0 {
			k.PlayCost, k.PlayCosted = n, true
		}
	}
	return k
}

func takeSide(v rules.View, w text.Words, p rules.Player) Side {
	sd := Side{
		Player:    p,
		Name:      w.Player(p),
		Hero:      takeCard(v, w, v.Hero(p)),
		Life:      v.Life(p),
		Intellect: v.Intellect(p),
		Actions:   v.Actions(p),
		Resources: v.Resources(p),
		HandCount: v.Count(p, rules.ZoneHand),
		Deck:      v.Count(p, rules.ZoneDeck),
		Graveyard: v.Count(p, rules.ZoneGraveyard),
		Banished:  v.Count(p, rules.ZoneBanished),
	}
	for _, obj := range v.Zone(p, rules.ZoneArena) {
		if obj == v.Hero(p) {
			continue
		}
		c := v.Card(obj)
		k := takeCard(v, w, obj)
		switch {
		case c.Types.Has(rules.Weapon):
			sd.Weapons = append(sd.Weapons, k)
		case c.Types.Has(rules.Equipment):
			sd.Equipment = append(sd.Equipment, k)
		default:
			sd.Permanents = append(sd.Permanents, k)
		}
	}
	// The arsenal: a face-down card the viewer may not see is still there
	// (its presence is public, CR 3.2); its identity is not.
	shown := v.Zone(p, rules.ZoneArsenal)
	for _, obj := range shown {
		sd.Arsenal = append(sd.Arsenal, takeCard(v, w, obj))
	}
	for i := len(shown); i < v.Count(p, rules.ZoneArsenal); i++ {
		sd.Arsenal = append(sd.Arsenal, Card{Obj: rules.NoObj, Hidden: true})
	}
	for _, obj := range v.Zone(p, rules.ZonePitch) {
		sd.Pitch = append(sd.Pitch, takeCard(v, w, obj))
	}
	if v.Viewer == p || v.Viewer == rules.Omniscient {
		sd.HandShown = true
		for _, obj := range v.Zone(p, rules.ZoneHand) {
			sd.Hand = append(sd.Hand, takeCard(v, w, obj))
		}
	}
	if g := v.Zone(p, rules.ZoneGraveyard); len(g) > 0 {
		top := takeCard(v, w, g[len(g)-1])
		sd.GraveyardTop = &top
	}
	seen := map[rules.ObjID]bool{}
	// An aura's triggers come last (CR 6.6: Agility's "at the start of
	// your turn"), after the effects, wagers and delayed triggers the
	// turn may still settle: the aura is on the table as a permanent, and
	// a line too narrow for all of them keeps the first. Kassai's
	// "the next time a weapon attack you control hits a hero this turn"
	// and Olympia's wager of a Gold on her Cintari Saber's hit were
	// folded behind "Agility: at the start of your turn, destroy this…
	// (tab)" (hh-kassai v hh-victor seed 7 turn 12 at 80×24; hh-olympia v
	// hh-betsy seed 11 turn 3 at 120×40).
	waits := v.Waiting(p)
	sort.SliceStable(waits, func(i, j int) bool {
		return waits[i].Kind != rules.WaitAura && waits[j].Kind == rules.WaitAura
	})
	for _, x := range waits {
		sd.Waiting = append(sd.Waiting, w.Waiting(x))
		if x.Kind != rules.WaitAura && x.SourceObj >= 0 && !seen[x.SourceObj] && v.Visible(x.SourceObj) {
			seen[x.SourceObj] = true
			sd.WaitingFrom = append(sd.WaitingFrom, takeCard(v, w, x.SourceObj))
		}
	}
	return sd
}

func takeChain(v rules.View, w text.Words) []Link {
	links := v.Chain()
	out := make([]Link, 0, len(links))
	for i, l := range links {
		k := Link{
			N:          i + 1,
			Attack:     takeCard(v, w, l.Attack),
			Target:     w.Player(l.Target),
			Hit:        l.Hit,
			Damage:     l.Damage,
			Resolved:   l.Resolved,
			GaveAction: l.GaveAction,
			Active:     i == len(links)-1 && v.ChainOpen() && !l.Resolved,
		}
		if l.Source >= 0 {
			k.Source = w.Card(l.Source)
		}
		k.Power = l.Power // as the engine counts it: last known once damage was dealt or the attack left (CR 1.2.3)
		if c := v.Card(l.Attack); c != nil && c.Has(rules.HasPower) {
			k.BasePower, k.HasBase = c.Power, true
		}
		k.Keywords = v.Keywords(l.Attack).InCombat()
		if c := v.Card(l.Attack); c != nil {
			for _, g := range v.Grants(l.Attack) {
				k.Granted = append(k.Granted, w.Granted(c, g))
			}
		}
		for _, d := range l.Defenders {
			dc := takeCard(v, w, d)
			k.Defenders = append(k.Defenders, dc)
			k.Defense += dc.Defense
		}
		out = append(out, k)
	}
	return out
}

func takeLayer(v rules.View, w text.Words, l rules.Layer) Layer {
	k := Layer{Controller: w.Player(l.Controller), Source: takeCard(v, w, l.Obj)}
	if c := v.Card(l.Obj); c != nil {
		// The engine says which layer is an attack (CR 1.4.1); an attack
		// with a power shows it.
		k.Attack = c.Has(rules.HasPower) && v.AttackLayer(l)
	}
	switch l.Kind {
	case rules.CardLayer:
		k.Kind = w.Say("board.layer-card")
	case rules.ActivatedLayer:
		k.Kind = w.Say("board.layer-ability")
	case rules.TriggeredLayer:
		k.Kind = w.Say("board.layer-trigger")
	}
	for _, t := range l.Targets {
		// A hero is named as a player is (w.Player: "Ira (P1)" in a
		// mirror), as the chain's targets are.
		if t.Obj >= 0 && !(t.Player >= 0 && t.Obj == v.Hero(t.Player)) {
			k.Targets = append(k.Targets, w.Card(t.Obj))
		} else {
			k.Targets = append(k.Targets, w.Player(t.Player))
		}
	}
	return k
}

func takePrompt(v rules.View, w text.Words, p *rules.Prompt) *Prompt {
	// The prompt is the engine's: its slices are copied, as the snapshot
	// outlives the question.
	k := &Prompt{Prompt: *p, Title: w.Prompt(p)}
	k.Prompt.Options = append([]rules.Option(nil), p.Options...)
	k.Prompt.Blocked = append([]rules.Blocked(nil), p.Blocked...)
	k.Prompt.Limits = append([]rules.Limit(nil), p.Limits...)
	if p.Source >= 0 && v.Visible(p.Source) {
		c := takeCard(v, w, p.Source)
		k.Source = &c
	}
	for _, o := range p.Options {
		op := Option{Option: o, Label: w.Option(p, o), Explain: w.Explain(p, o)}
		if o.Act == rules.ActActivate && o.About.Kind == rules.AbilityActivated {
			if c := v.CardByIndex(o.About.Card); c != nil && int(o.About.Index) < len(c.Activated) {
				op.Cost, op.HasCost = c.Activated[o.About.Index].Cost, true
				// The object's own ability costs what the engine will
				// charge (CR 5.2.2b): Kassai's sword after a draw showed
				// "c1" and cost nothing.
				if o.About.Card == v.CardIndex(o.Obj) {
					if n := v.ActivationCost(o.Obj, int(o.About.Index)); n >= 0 {
						op.Cost = n
					}
				}
			}
		}
		if o.Obj >= 0 && v.Visible(o.Obj) {
			c := takeCard(v, w, o.Obj)
			op.Card = &c
			if p.Kind == rules.AskDefenders {
				if d, ok := v.DefendsWith(o.Obj); ok {
					c.Forecast.HasDefense, c.Forecast.Defense, c.Forecasted = true, d, true
				}
			}
		}
		k.Options = append(k.Options, op)
	}
	k.LeastThrough, k.Through = v.LeastThrough(p)
	for _, b := range p.Blocked {
		bl := Blocked{Label: w.Option(p, b.Option), Reason: w.BlockedReason(b), Row: w.BlockedRowReason(b), Rule: b.Rule.String()}
		if b.Obj >= 0 && v.Visible(b.Obj) {
			c := takeCard(v, w, b.Obj)
			bl.Card = &c
		}
		k.Blocked = append(k.Blocked, bl)
	}
	return k
}

// Stats line of a card: "c2 6p 3d", only the numbers it has, with what it
// would cost, attack or defend with if played now after an arrow ("c2 → c1
// 6p", "c0 3p → 4p 2d"). Styles.Stats is the same in colour, with the printed numbers.
func (c *Card) Stats() string {
	out := ""
	add := func(s string) {
		if out != "" {
			out += " "
		}
		out += s
	}
	if c.Props&rules.HasCost != 0 {
		add(fmt.Sprintf("c%d", c.Cost))
		if c.PlayCosted && c.PlayCost != c.Cost {
			add(fmt.Sprintf("→ c%d", c.PlayCost))
		}
	} else if c.XCost {
		add("cX")
	}
	if c.Props&rules.HasPower != 0 {
		add(fmt.Sprintf("%dp", c.Power))
		if f := c.Forecast; c.Forecasted && f.Attack && f.Power != c.Power {
			add(fmt.Sprintf("→ %dp", f.Power))
		}
	}
	if c.Props&rules.HasDefense != 0 {
		add(fmt.Sprintf("%dd", c.Defense))
		if f := c.Forecast; c.Forecasted && f.HasDefense && f.Defense != c.Defense {
			add(fmt.Sprintf("→ %dd", f.Defense))
		}
	}
	return out
}

// cardTexts keeps each card's text in each language: a card's definition
// does not change, and a snapshot, taken for every question, renders the
// text of every card it shows. The lines are shared: read, never changed.
var cardTexts sync.Map // cardTextKey → []string

type cardTextKey struct {
	c    *rules.Card
	lang text.Lang
}

// cardText is w.CardText(c), rendered once per card and language.
func cardText(w text.Words, c *rules.Card) []string {
	k := cardTextKey{c, w.Lang}
	if t, ok := cardTexts.Load(k); ok {
		return t.([]string)
	}
	t := w.CardText(c)
	cardTexts.Store(k, t)
	return t
}

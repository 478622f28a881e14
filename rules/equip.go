package rules

import "slices"

// Equipment chosen at the start of the game (CR 4.1.4): a card-pool may
// hold more weapons and equipment than its hero can start with (real
// Classic Constructed lists and the 1st Strike decks carry spares). Each
// player then selects the arena-cards to start with: up to one for each of
// head, chest, arms and legs, and weapons, off-hands and quivers for two
// hands (CR 4.1.4a, 8.2). The others are the player's inventory (CR 4.1.6),
// which is not a zone and takes no part in this game.
//
// A deck whose arena-cards all fit (Deck.Spare is false) is equipped as it
// is, with no question: nothing changes for it. Otherwise New makes its
// arena-cards out of the game (in no zone, gone) and the start of the game
// asks its player (AskEquip, after the first player is chosen, CR 4.1.3)
// to pick one set; the chosen cards enter their zones and are equipped with
// the others (CR 4.1.8), the rest stay out.
//
// The sets offered are the complete ones: a card in every zone the pool
// can fill, each hand used if a card can use it. Leaving a zone empty is
// legal (CR 4.1.4a says up to one), but gives a player nothing and would
// multiply the list; the --equip flag of `rathe play` takes any set that
// fits (EquipProblems).

// Spare reports whether the deck's arena-cards do not all fit the hero's
// zones, so that its player chooses among them at the start of the game.
func (d Deck) Spare() bool {
	var hero *PoolCard
	if d.Hero != nil {
		h := d.Hero.PoolCard()
		hero = &h
	}
	return len(EquipProblems(hero, poolEntries(d.Arena))) > 0
}

// addOutOfGame makes an arena-card of a deck with spares: an object in no
// zone, gone until it is chosen (the invariants of a game hold for it, and
// no effect sees it).
func (g *Game) addOutOfGame(card int16, p Player) {
	obj := g.newObj(card, p, ZoneNone)
	g.s.Obj(obj).Gone = true
}

// inventoryOf lists the arena-cards of p out of the game at the start of
// the game: before the first turn, the only card objects gone in no zone
// (tokens and attack proxies are made later).
func (g *Game) inventoryOf(p Player) []ObjID {
	var out []ObjID
	for i := range g.s.Objs {
		o := &g.s.Objs[i]
		if o.Owner == p && o.Zone == ZoneNone && o.Gone && !o.Token && o.Proxy == NoObj {
			out = append(out, ObjID(i))
		}
	}
	return out
}

// chooseArenaCards is CR 4.1.4 for the players whose decks have spares:
// each chooses a set (both are asked before either set is put in place,
// since the choices are private until the game begins, CR 4.1.4b), then
// the chosen cards enter their zones.
func (g *Game) chooseArenaCards(first Player) {
	var chosen [2][]ObjID
	for _, p := range []Player{first, first.Opponent()} {
		inv := g.inventoryOf(p)
		if len(inv) == 0 {
			continue
		}
		pr := g.EquipPrompt(p, inv)
		switch {
		case len(pr.Options) == 0:
		case len(pr.Options) == 1 || g.deciders[p] == nil:
			chosen[p] = pr.Set(pr.Options[0])
		default:
			a := g.ask(pr)
			chosen[p] = pr.Set(pr.Options[pr.Find(a.IDs[0])])
		}
	}
	for p := range chosen {
		for _, obj := range chosen[p] {
			o := g.s.Obj(obj)
			o.Gone, o.Zone, o.FaceUp = false, ZoneArena, true
			g.enter(Player(p), ZoneArena, obj, false)
		}
	}
}

// EquipPrompt is the question of CR 4.1.4 to p about the arena-cards inv:
// one option for each complete set that fits (EquipProblems), its set in
// Sets (Prompt.Set).
func (g *Game) EquipPrompt(p Player, inv []ObjID) Prompt {
	pr := Prompt{Kind: AskEquip, Shape: ShapeOne, Player: p, Min: 1, Max: 1, Source: NoObj, Rule: CR(4, 1, 4)}
	for i, set := range g.equipSets(p, inv) {
		o := opt(ActEquip, ObjID(i), 0, p, CRSub(4, 1, 4, 'a'))
		o.Obj, o.Value = NoObj, i
		pr.Options = append(pr.Options, o)
		pr.Sets = append(pr.Sets, set)
	}
	return pr
}

// maxHandCards bounds the weapons, off-hands and quivers whose sets are
// tried (2^n subsets); a list with more has its first ones tried.
const maxHandCards = 12

// equipSets lists the complete sets of arena-cards among inv: every
// combination of the hand cards that fits and to which no other hand card
// could be added, with one card for each slot that has any; two sets of
// the same cards (copies) are one.
func (g *Game) equipSets(p Player, inv []ObjID) [][]ObjID {
	s := g.s
	pool := func(obj ObjID) PoolCard { return s.CardOf(obj).PoolCard() }
	hero := pool(s.Players[p].Hero) // its weapon zones (CR 3.0.2)
	var hands []ObjID
	slots := make([][]ObjID, len(poolSlots))
	for _, obj := range inv {
		c := pool(obj)
		placed := false
		for i, slot := range poolSlots {
			if c.Is(slot) {
				// One of each card: copies give the same sets.
				if !slices.ContainsFunc(slots[i], func(o ObjID) bool { return s.Obj(o).Card == s.Obj(obj).Card }) {
					slots[i] = append(slots[i], obj)
				}
				placed = true
				break
			}
		}
		if !placed && len(hands) < maxHandCards {
			hands = append(hands, obj)
		}
	}
	fits := func(objs []ObjID) bool {
		es := make([]PoolEntry, len(objs))
		for i, obj := range objs {
			es[i] = PoolEntry{Card: pool(obj), Count: 1}
		}
		return len(EquipProblems(&hero, es)) == 0
	}
	// The hand sets: fitting subsets no hand card can be added to.
	var handSets [][]ObjID
	seen := map[string]bool{}
	for mask := 0; mask < 1<<len(hands); mask++ {
		var set []ObjID
		for i, obj := range hands {
			if mask&(1<<i) != 0 {
				set = append(set, obj)
			}
		}
		if !fits(set) {
			continue
		}
		complete := true
		for i, obj := range hands {
			if mask&(1<<i) == 0 && fits(append(slices.Clone(set), obj)) {
				complete = false
				break
			}
		}
		if !complete {
			continue
		}
		key := ""
		for _, obj := range set {
			key += string(rune(s.Obj(obj).Card)) // the cards, with copies: the objects are in list order
		}
		if !seen[key] {
			seen[key] = true
			handSets = append(handSets, set)
		}
	}
	// The product with one card for each slot that has any.
	sets := handSets
	for _, cands := range slots {
		if len(cands) == 0 {
			continue
		}
		var next [][]ObjID
		for _, set := range sets {
			for _, obj := range cands {
				next = append(next, append(slices.Clone(set), obj))
			}
		}
		sets = next
	}
	for _, set := range sets {
		slices.Sort(set) // list order: weapons before equipment, as the list has them
	}
	return sets
}

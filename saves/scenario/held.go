package scenario

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// What a scenario does not hold of a position, found by building the file
// back and comparing: Export says each in a comment at the top of the file
// (drewNotHeld was the first). PositionHash does not count
// these: they are the turn's history and what waits for a later event,
// where the hash is what the file writes (zones, counters, the chain, the
// stack, the effects on attacks). What a scenario holds and what it does
// not, as the tests of exporttokens_test.go and exportheld_test.go and a
// sweep of 40 goldfish games of 10 decks (every exportable point) found them:
//
//   - held: every card of every zone in order, tokens in the arena as
//     tokens (CR 1.3.2b, 8.1.8a), counters on arena cards and on an arsenal
//     card, a face-down arsenal, life, resources, action points, the chain,
//     the stack, priority, and the effects an ability still in reach makes
//     again (`effects:`).
//   - not held, said here: a weapon or a once-per-turn ability already
//     used this turn with the chain closed (CR 5.2.1a: built back, it may be
//     used again); cards banished face down (intimidate, CR 8.5.10: built
//     back, face up); what waits for a later event that no `effects:` entry
//     makes (the return of an intimidated card at the end phase, a delayed
//     "next time" trigger, a shield, CR 6.4, 6.6.3); the turn's counts that
//     "this turn" conditions read (attacks, cards played, 6-power discards,
//     damage dealt, intimidating: CR 4.4.4 forgets them as the turn ends).
//   - not held, said by CombatOf ("are not written") or by Differs: an
//     effect on attacks whose source is gone (a destroyed Agility token's
//     go again) or whose making hung on this turn (a cost paid, a "may"
//     taken: Betsy's +1 for 2).

// heldNotes compares the game g with g2, the game built from its file, and
// says what the file does not hold, one note each.
func heldNotes(g, g2 *rules.Game) []string {
	v, v2 := g.Omniscient(), g2.Omniscient()
	var notes []string
	for p := range rules.Player(2) {
		who := playerName(p)
		// A card drawn this turn (CR 8.5.6): built back, "if you've drawn
		// a card this turn" reads false (Kassai's sword attacks cost 1
		// more).
		if v.Stats(p).Drew && !v2.Stats(p).Drew {
			notes = append(notes, fmt.Sprintf(drewNotHeld, who))
		}
		notes = append(notes, usedNotes(v, v2, p)...)
		if n := faceDown(v, p); n > 0 && n != faceDown(v2, p) {
			notes = append(notes, fmt.Sprintf(downNotHeld, who, n))
		}
		missing, extra := waitingDiff(v, v2, p)
		if len(missing) > 0 {
			notes = append(notes, fmt.Sprintf(waitNotHeld, who, strings.Join(missing, "; ")))
		}
		if len(extra) > 0 {
			notes = append(notes, fmt.Sprintf(waitNotInGame, who, strings.Join(extra, "; ")))
		}
		if d := statsDiff(v.Stats(p), v2.Stats(p)); d != "" {
			notes = append(notes, fmt.Sprintf(statsNotHeld, who, d))
		}
	}
	return notes
}

const (
	drewNotHeld   = "%s drew a card this turn, which a scenario does not hold: \"if you've drawn a card this turn\" (CR 8.5.6) reads false from this file"
	usedNotHeld   = "%s's %s was used this turn (once per turn, CR 5.2.1a), which a scenario does not hold: built from this file it may be used again"
	downNotHeld   = "%s has %d card(s) banished face down (intimidate, CR 8.5.10), which a scenario writes face up"
	waitNotHeld   = "%s: waiting in the game for a later event, which a scenario does not hold (built from this file it is not there): %s"
	waitNotInGame = "%s: waiting, built from this file, for a later event the game no longer waits for: %s"
	statsNotHeld  = "%s's turn so far is not all held (CR 4.4.4: the turn's counts that \"this turn\" reads): %s"
)

// usedNotes: the arena objects of p that may not be used again this turn
// in the game, and may in the file's (the hero first, then the arena in the
// order written, as built back).
func usedNotes(v, v2 rules.View, p rules.Player) []string {
	objs, objs2 := v.Zone(p, rules.ZoneArena), v2.Zone(p, rules.ZoneArena)
	if len(objs) != len(objs2) {
		return nil // not the same arena: PositionHash says so (Differs)
	}
	var notes []string
	for i, obj := range objs {
		if spent(v, obj) && !spent(v2, objs2[i]) {
			notes = append(notes, fmt.Sprintf(usedNotHeld, playerName(p), cardKey(v.Card(obj))))
		}
	}
	return notes
}

// spent reports an object with a once-per-turn ability used as often as
// it may be this turn (CR 5.2.1a; the extra uses an effect gave count).
func spent(v rules.View, obj rules.ObjID) bool {
	c := v.Card(obj)
	if c == nil {
		return false
	}
	if v.AttacksUsedUp(obj) {
		return true
	}
	u := v.ThisTurn(obj)
	for i := range c.Activated {
		if a := &c.Activated[i]; a.Once && !a.Attack && u.Used >= 1+u.Extra {
			return true
		}
	}
	return false
}

// faceDown counts p's banished cards that are face down.
func faceDown(v rules.View, p rules.Player) int {
	n := 0
	for _, obj := range v.Zone(p, rules.ZoneBanished) {
		if o, _ := v.Obj(obj); !o.FaceUp {
			n++
		}
	}
	return n
}

// waitingDiff lists what waits on p's side (View.Waiting) in the game and
// not in the file's (missing), and the other way (extra). The effects on
// attacks (next attack, every attack, next card played) are PositionHash's
// (Differs), and not listed again.
func waitingDiff(v, v2 rules.View, p rules.Player) (missing, extra []string) {
	a, b := waitingKeys(v, p), waitingKeys(v2, p)
	for _, k := range a {
		if i := slices.Index(b, k); i >= 0 {
			b = slices.Delete(b, i, i+1)
		} else {
			missing = append(missing, k)
		}
	}
	return missing, b
}

func waitingKeys(v rules.View, p rules.Player) []string {
	var out []string
	for _, w := range v.Waiting(p) {
		switch w.Kind {
		case rules.WaitAttack, rules.WaitAttacks, rules.WaitPlay:
			continue
		}
		k := fmt.Sprintf("%s of %s", w.Kind, cardKey(v.CardByIndex(w.Source)))
		if w.Amount != 0 {
			k += fmt.Sprintf(": %d", w.Amount)
		}
		if w.Rule != 0 {
			k += fmt.Sprintf(" (CR %s)", w.Rule)
		}
		out = append(out, k)
	}
	return out
}

// statsDiff says the counts of the turn that differ: "attacks 2 (the
// file: 0), ..."; "" when none does. A draw is drewNotHeld's.
func statsDiff(a, b rules.PlayerTurn) string {
	var parts []string
	num := func(name string, x, y int) {
		if x != y {
			parts = append(parts, fmt.Sprintf("%s %d (the file: %d)", name, x, y))
		}
	}
	flag := func(name string, x, y bool) {
		if x != y {
			parts = append(parts, fmt.Sprintf("%s %v (the file: %v)", name, x, y))
		}
	}
	num("cards played", a.CardsPlayed, b.CardsPlayed)
	num("activations", a.Activations, b.Activations)
	num("attacks", a.Attacks, b.Attacks)
	num("weapon attacks", a.WeaponAttacks, b.WeaponAttacks)
	num("go again gained", a.GoAgainGained, b.GoAgainGained)
	num("6-power discards in the action phase", a.ActionDiscards6, b.ActionDiscards6)
	num("damage dealt", a.DamageDealt, b.DamageDealt)
	flag("intimidated", a.Intimidated, b.Intimidated)
	flag("discarded a 6-power card", a.Discarded6Power, b.Discarded6Power)
	flag("may defend from arsenal", a.DefendFromArsenal, b.DefendFromArsenal)
	if a.Talents != b.Talents {
		parts = append(parts, "the talents of the cards played")
	}
	return strings.Join(parts, ", ")
}

package scenario

import (
	"fmt"
	"hash/fnv"
	"slices"
	"sort"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// Exportable reports whether a game's position can be written as a
// scenario (FORMAT.md "The position", "In the middle of a turn"): a player
// has priority in the action phase, no triggered ability waits to go on the
// stack, and every layer on the stack is one an entry can name; why says
// what is in the way.
func Exportable(g *rules.Game) (ok bool, why string) {
	c, _, why := g.CombatOf()
	if why == "" && goneSource(g) {
		if _, _, err := buildBack(g, &c, "exportable"); err != nil {
			why = WhyGoneSource
		}
	}
	return why == "", why
}

// WhyGoneSource: an ability on the stack whose source ceased to exist
// (CR 1.7.1a: the layer resolves without it), as a Gold token destroyed to
// pay for its own ability (CR 8.1.8a: a token out of the arena is gone),
// with no other Gold for the stack entry to name. Written, such a layer
// does not parse back ("Gold is not p2's on the combat chain, in the arena
// or graveyard": hh-olympia v hh-kassai, seed 1), so the decision before
// it is written instead.
const WhyGoneSource = "an ability on the stack whose source token ceased to exist (a Gold destroyed to pay for it)"

// goneSource reports an activated or triggered layer of the stack whose
// source is gone.
func goneSource(g *rules.Game) bool {
	v := g.Omniscient()
	for _, l := range v.Stack() {
		if l.Kind == rules.CardLayer {
			continue
		}
		if o, _ := v.Obj(l.Obj); o.Gone {
			return true
		}
	}
	return false
}

// Unwritable is why a position cannot be written as a scenario (the
// rules' words, rules.Why*); the text layer says the ones it knows in the
// reader's language.
type Unwritable string

func (u Unwritable) String() string { return string(u) }

// Export writes the position of g as a scenario file: title and notes
// (comment lines) first, then both players' zones, then the chain, the
// stack, priority and the effects in force. It needs an Exportable
// position; what the format cannot hold (an effect no ability names, the
// turn's history and what waits for a later event: held.go) is said in a
// comment.
func Export(g *rules.Game, title string, notes ...string) ([]byte, error) {
	c, lost, why := g.CombatOf()
	if why != "" {
		return nil, msg("cannot-export", Unwritable(why))
	}
	// Built back, the file must be the same position; when it is not (an
	// effect whose making depends on this turn's history, which the format
	// does not hold), it says so first. Then the notes, what CombatOf could
	// not write, and what the file does not hold that the hash does not
	// count (the turn's history, what waits for a later event: held.go).
	body, g2, err := buildBack(g, &c, title)
	if err != nil {
		if goneSource(g) {
			return nil, msg("cannot-export", Unwritable(WhyGoneSource))
		}
		return nil, msg("cannot-export", err)
	}
	var head strings.Builder
	if PositionHash(g2) != PositionHash(g) {
		head.WriteString("# " + Differs + "\n")
	}
	for _, n := range slices.Concat(notes, lost, heldNotes(g, g2)) {
		for _, l := range strings.Split(n, "\n") {
			head.WriteString("# " + rules.Printable(l) + "\n")
		}
	}
	return []byte(head.String() + body), nil
}

// buildBack writes the file of g's position c (without comments), parses
// it and builds its game.
func buildBack(g *rules.Game, c *rules.Combat, title string) (string, *rules.Game, error) {
	v := g.Omniscient()
	var b strings.Builder
	fmt.Fprintf(&b, "scenario: %s\n", rules.Printable(title))
	b.WriteString("rules: 1.10\n") // CR 1.10: the game state
	// The generator goes on where the game's stood: rules.NewRNG(seed)
	// starts from seed ^ its constant, so this seed gives the same state.
	fmt.Fprintf(&b, "seed: %d\n", g.PositionSeed())
	b.WriteString(positionText(g, c))
	// What holds at the first question: the file runs as it is
	// (`rathe scenario run`); add answers and expectations above it.
	b.WriteString("\nexpect:\n")
	fmt.Fprintf(&b, "turn: %s %d\n", playerName(v.TurnPlayer()), v.Turn())
	fmt.Fprintf(&b, "priority: %s\n", playerName(v.Priority()))
	for p := range rules.Player(2) {
		fmt.Fprintf(&b, "%s.life: %d\n", playerName(p), v.Life(p))
	}
	body := b.String()
	f, err := Parse("export.scn", []byte(body))
	if err != nil {
		return body, nil, err
	}
	g2, err := f.Game()
	return body, g2, err
}

// Differs is the note of an exported file that, built back, is not the
// position it was written from.
const Differs = "built from this file, the position differs from the game's: effects in force there depend on what happened earlier this turn, which a scenario does not hold"

// positionText is the position part of an export: everything the format
// holds, in a fixed order.
func positionText(g *rules.Game, c *rules.Combat) string {
	v := g.Omniscient()
	var b strings.Builder
	fmt.Fprintf(&b, "turn: %s %d\n", playerName(v.TurnPlayer()), v.Turn())
	b.WriteString("phase: action\n")
	for p := range rules.Player(2) {
		hero := v.Hero(p)
		k := playerName(p) + "."
		b.WriteString("\n")
		fmt.Fprintf(&b, "%shero: %s\n", k, cardKey(v.Card(hero)))
		fmt.Fprintf(&b, "%slife: %d\n", k, v.Life(p))
		var arena []string
		for _, obj := range v.Zone(p, rules.ZoneArena) {
			o, _ := v.Obj(obj)
			if obj == hero || o.Gone {
				continue
			}
			arena = append(arena, cardKey(o.Card)+countersOf(&o))
		}
		zone(&b, k+"arena", arena)
		zone(&b, k+"hand", keys(v, v.Zone(p, rules.ZoneHand)))
		zone(&b, k+"deck", keys(v, v.Zone(p, rules.ZoneDeck)))
		if ars := v.Zone(p, rules.ZoneArsenal); len(ars) > 0 {
			o, _ := v.Obj(ars[0])
			up := ""
			if o.FaceUp {
				up = "up "
			}
			fmt.Fprintf(&b, "%sarsenal: %s%s%s\n", k, up, cardKey(o.Card), countersOf(&o))
		}
		zone(&b, k+"graveyard", keys(v, v.Zone(p, rules.ZoneGraveyard)))
		zone(&b, k+"banished", keys(v, v.Zone(p, rules.ZoneBanished)))
		zone(&b, k+"pitch", keys(v, v.Zone(p, rules.ZonePitch)))
		fmt.Fprintf(&b, "%sresources: %d\n", k, v.Resources(p))
		if p == v.TurnPlayer() {
			fmt.Fprintf(&b, "%sactions: %d\n", k, v.Actions(p))
		}
	}
	b.WriteString(combatText(c))
	return b.String()
}

// combatText writes the keys of the middle of a turn (combat.go reads them).
func combatText(c *rules.Combat) string {
	var b strings.Builder
	if len(c.Chain) > 0 || len(c.Stack) > 0 || c.PriorityGiven || len(c.Effects) > 0 {
		b.WriteString("\n")
	}
	if c.Step != rules.StepNone && c.Step != rules.StepLayer {
		fmt.Fprintf(&b, "step: %s\n", c.Step)
	}
	for _, l := range c.Chain {
		parts := []string{playerName(l.Attacker) + " " + cardKey(l.Attack)}
		if len(l.Modes) > 0 {
			parts = append(parts, "modes "+modesText(l.Modes))
		}
		if len(l.Defenders) > 0 {
			parts = append(parts, playerName(l.Defender)+" defends "+strings.Join(cardKeys2(l.Defenders), ", "))
		}
		if l.Hit {
			parts = append(parts, "hit")
		}
		if l.Left {
			parts = append(parts, "left the chain")
		}
		fmt.Fprintf(&b, "chain: %s\n", strings.Join(parts, "; "))
	}
	for _, l := range c.Stack {
		fmt.Fprintf(&b, "stack: %s\n", layerText(&l, true))
	}
	if c.PriorityGiven {
		fmt.Fprintf(&b, "priority: %s", playerName(c.Priority))
		if c.Passed {
			fmt.Fprintf(&b, ", %s passed", playerName(c.Priority.Opponent()))
		}
		b.WriteString("\n")
	}
	for _, l := range c.Effects {
		fmt.Fprintf(&b, "effects: %s\n", layerText(&l, false))
	}
	return b.String()
}

// layerText writes an entry of `stack:` or `effects:`.
func layerText(l *rules.PosLayer, stack bool) string {
	head := playerName(l.Controller) + " "
	switch l.Kind {
	case rules.ActivatedLayer:
		head += "activation " + abilityNumber(l.Ability) + "of "
	case rules.TriggeredLayer:
		head += "trigger " + abilityNumber(l.Ability) + "of "
	}
	parts := []string{head + cardKey(l.Card)}
	if len(l.Modes) > 0 {
		parts = append(parts, "modes "+modesText(l.Modes))
	}
	switch {
	case l.TargetCard != nil:
		parts = append(parts, "target "+cardKey(l.TargetCard))
	case l.TargetPlayer != rules.NoPlayer:
		parts = append(parts, "target "+playerName(l.TargetPlayer))
	}
	if l.X != 0 {
		parts = append(parts, fmt.Sprintf("x %d", l.X))
	}
	if stack && l.From == rules.ZoneArsenal {
		parts = append(parts, "from arsenal")
	}
	if stack && l.AsInstant {
		parts = append(parts, "as an instant")
	}
	return strings.Join(parts, "; ")
}

func abilityNumber(i int) string {
	if i < 0 {
		return ""
	}
	return fmt.Sprintf("%d ", i+1)
}

func modesText(ms []int) string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = fmt.Sprint(m + 1)
	}
	return strings.Join(out, ", ")
}

func cardKeys2(cs []*rules.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = cardKey(c)
	}
	return out
}

func keys(v rules.View, objs []rules.ObjID) []string {
	out := make([]string, 0, len(objs))
	for _, obj := range objs {
		out = append(out, cardKey(v.Card(obj)))
	}
	return out
}

func zone(b *strings.Builder, key string, cards []string) {
	if len(cards) == 0 {
		fmt.Fprintf(b, "%s: nothing\n", key)
		return
	}
	fmt.Fprintf(b, "%s: %s\n", key, strings.Join(cards, ", "))
}

// countersOf writes an object's counters: " [defense -1, power 1]".
func countersOf(o *rules.Object) string {
	var parts []string
	for k, n := range o.Counters {
		if n != 0 && k < len(counterNames) {
			parts = append(parts, fmt.Sprintf("%s %d", counterNames[k], n))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " [" + strings.Join(parts, ", ") + "]"
}

// PositionHash digests what a scenario holds of a game's position (the
// zones, in order, life, counters, resources, the turn): two games with
// the same hash are the same position as a scenario writes it. Game.Hash
// cannot compare them: a scenario's game numbers its objects anew.
func PositionHash(g *rules.Game) uint64 {
	c, _, _ := g.CombatOf()
	h := fnv.New64a()
	h.Write([]byte(positionText(g, &c)))
	// What the effects in force make of the objects in play: two games that
	// tell them apart are not one position.
	v := g.Omniscient()
	fmt.Fprintf(h, "step %d\n", v.Step())
	var objs []rules.ObjID
	for _, l := range v.Chain() {
		objs = append(objs, l.Attack)
		objs = append(objs, l.Defenders...)
	}
	for _, l := range v.Stack() {
		objs = append(objs, l.Obj)
	}
	for p := range rules.Player(2) {
		objs = append(objs, v.Zone(p, rules.ZoneArena)...)
	}
	for _, obj := range objs {
		o, _ := v.Obj(obj)
		if o.Gone {
			continue // an earlier link's attack proxy, gone (CR 7.2.3b)
		}
		fmt.Fprintf(h, "%s %d %d %s\n", cardKey(o.Card), v.Power(obj), v.Defense(obj), keywordsOf(v, obj))
	}
	// Effects waiting for an attack, or for every attack that matches.
	var waiting []string
	for _, e := range v.Effects() {
		if e.Next || e.AllMatching {
			waiting = append(waiting, fmt.Sprintf("%d %s %d %d %d %d %v %v %+v %d", e.Controller, cardKey(e.SourceCard),
				e.Power, e.Defense, e.Gains, e.Grant, e.Next, e.OnPlay, e.Filter, e.Until))
		}
	}
	sort.Strings(waiting)
	for _, w := range waiting {
		fmt.Fprintln(h, w)
	}
	return h.Sum64()
}

func keywordsOf(v rules.View, obj rules.ObjID) string {
	var got rules.Keywords
	for _, n := range keywordNames() {
		k, _ := rules.ParseKeyword(n)
		if v.HasKeyword(obj, k) {
			got |= k
		}
	}
	return keywordsText(got)
}

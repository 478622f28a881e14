package tui

import "github.com/rathe-tcg/rathe/rules"

// EquipMemory keeps the weapons and equipment each player chose to start
// with (CR 4.1.4: a card-pool with spares chooses a set at the start of
// the game), so that the board offers the same set first next time.
// Sets are given as card keys.
type EquipMemory interface {
	// Default is the index in sets of the set p chose last time, -1 for
	// none.
	Default(p rules.Player, sets [][]string) int
	// Chosen is told the set p chose.
	Chosen(p rules.Player, set []string)
}

// equipKeys is the card keys of each set the equip prompt p offers, as its
// player sees them (their own arena-cards).
func equipKeys(g *rules.Game, p *rules.Prompt) [][]string {
	v := g.ViewFor(p.Player)
	out := make([][]string, len(p.Options))
	for i, o := range p.Options {
		for _, obj := range p.Set(o) {
			if c := v.Card(obj); c != nil {
				out[i] = append(out[i], c.Key())
			}
		}
	}
	return out
}

// equipCursor is the row the equip prompt p starts on: the set its player
// chose last time, else the first.
func (b *bridge) equipCursor(p *rules.Prompt) int {
	if b.equip == nil || p.Kind != rules.AskEquip {
		return 0
	}
	return max(0, b.equip.Default(p.Player, equipKeys(b.game, p)))
}

// equipChosen tells the memory the set a answered p with.
func (b *bridge) equipChosen(p *rules.Prompt, a rules.Answer) {
	if b.equip == nil || p.Kind != rules.AskEquip || len(a.IDs) != 1 {
		return
	}
	if i := p.Find(a.IDs[0]); i >= 0 {
		b.equip.Chosen(p.Player, equipKeys(b.game, p)[i])
	}
}

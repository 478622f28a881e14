package cli

import (
	"path/filepath"
	"sync"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
)

// equipMemory is the board's tui.EquipMemory: the sets of weapons and
// equipment each deck last started with (CR 4.1.4), in the file
// saves.Equipment keeps beside the saves folder.
type equipMemory struct {
	e     *saves.Equipment
	decks [2]string
	mu    sync.Mutex
	err   error // the first write that failed, said once the board is gone
}

// newEquipMemory opens the memory for the decks of o. A file that does not
// read gives an empty memory and the error to warn with; no folder for
// saves gives no memory at all.
func newEquipMemory(o *playOptions) (*equipMemory, error) {
	return equipMemoryFor([2]string{deckIdentity(o.p1), deckIdentity(o.p2)})
}

// equipMemoryFor opens the memory for the players' decks, named by
// deckIdentity ("" for a seat whose sets are not kept: the goldfish's).
func equipMemoryFor(decks [2]string) (*equipMemory, error) {
	path, err := saves.EquipmentPath()
	if err != nil {
		return nil, nil
	}
	e, err := saves.LoadEquipment(path)
	return &equipMemory{e: e, decks: decks}, err
}

// deckIdentity names a deck for the memory: an embedded deck by its name,
// a deck file by its absolute path.
func deckIdentity(nameOrPath string) string {
	if l, err := decks.Load(nameOrPath); err == nil && l.Embedded {
		return nameOrPath
	}
	if abs, err := filepath.Abs(nameOrPath); err == nil {
		return abs
	}
	return nameOrPath
}

func (m *equipMemory) Default(p rules.Player, sets [][]string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i, s := range sets {
		if m.e.Same(m.decks[p], s) {
			return i
		}
	}
	return -1
}

func (m *equipMemory) Chosen(p rules.Player, set []string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.e.Remember(m.decks[p], set); err != nil && m.err == nil {
		m.err = err
	}
}

// remember keeps the arena-cards --equip or --equip2 named for player p.
func (m *equipMemory) remember(p rules.Player, arena []*rules.Card) {
	var keys []string
	for _, c := range arena {
		keys = append(keys, c.Key())
	}
	m.Chosen(p, keys)
}

// writeErr is the first write of the file that failed, or nil.
func (m *equipMemory) writeErr() error {
	if m == nil {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.err
}

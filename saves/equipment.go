package saves

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// The weapons and equipment each deck last started with (CR 4.1.4: a
// card-pool with spares chooses a set at the start of every game), kept in
// equipment.json beside the saves folder ($RATHE_HOME/equipment.json), so
// the board offers the same set first next time. The file is small, read
// as a regular file with a size bound, written atomically like a save; a
// file that does not read is set aside with a warning, never an error that
// stops a game.

// equipmentVersion is the file's format.
const equipmentVersion = 1

// maxEquipmentFile bounds what is read of the file; maxEquipmentDecks and
// maxEquipmentCards bound what it keeps.
const (
	maxEquipmentFile  = 64 << 10
	maxEquipmentDecks = 200
	maxEquipmentCards = 16
)

// Equipment is the remembered sets, by deck (an embedded deck's name, or
// a deck file's absolute path): the card keys of the set, sorted.
type Equipment struct {
	Path  string
	Decks map[string][]string
}

type equipmentFile struct {
	Version int                 `json:"version"`
	Decks   map[string][]string `json:"decks"`
}

// EquipmentPath is where the file lives: beside the saves folder.
func EquipmentPath() (string, error) {
	dir, err := Dir()
	if err != nil {
		return "", err
	}
	return filepath.Join(filepath.Dir(dir), "equipment.json"), nil
}

// LoadEquipment reads the file at path. A missing file is nothing
// remembered. A file that cannot be read or is not what this rathe writes
// gives an empty memory (kept at path, so the next choice writes a good
// file over it) and the error, for the caller to warn with.
func LoadEquipment(path string) (*Equipment, error) {
	e := &Equipment{Path: path, Decks: map[string][]string{}}
	data, err := readEquipment(path)
	if errors.Is(err, fs.ErrNotExist) {
		return e, nil
	}
	if err != nil {
		return e, err
	}
	var f equipmentFile
	if err := json.Unmarshal(data, &f); err != nil {
		// Where the file goes wrong, as path:line (a file cut short: its
		// last line).
		line := lineAt(data, len(data))
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			line = lineAt(data, int(se.Offset))
		case errors.As(err, &te):
			line = lineAt(data, int(te.Offset))
		}
		return e, fmt.Errorf("%s:%d: %s", rules.Printable(path), line, rules.Printable(err.Error()))
	}
	if f.Version != equipmentVersion {
		return e, fmt.Errorf("%s:%d: format version %d, this rathe reads %d", rules.Printable(path), lineOf(data, `"version"`), f.Version, equipmentVersion)
	}
	for deck, keys := range f.Decks {
		if len(e.Decks) == maxEquipmentDecks {
			break
		}
		if deck != "" && len(keys) <= maxEquipmentCards {
			e.Decks[deck] = setOf(keys)
		}
	}
	return e, nil
}

// readEquipment reads the file as a regular file (a FIFO or a device is
// refused before it is opened for reading), at most maxEquipmentFile bytes.
func readEquipment(path string) ([]byte, error) { return decks.ReadRegular(path, maxEquipmentFile) }

// setOf is a set of card keys as the file keeps it: sorted, no blanks.
func setOf(keys []string) []string {
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		if k != "" {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// Get is the set remembered for deck, nil for none.
func (e *Equipment) Get(deck string) []string {
	if e == nil {
		return nil
	}
	return e.Decks[deck]
}

// Same reports whether keys are the set remembered for deck.
func (e *Equipment) Same(deck string, keys []string) bool {
	got := e.Get(deck)
	return got != nil && slices.Equal(got, setOf(keys))
}

// Remember keeps keys as deck's set. The file is read again and written
// under its lock (WaitLock), with only deck's entry changed, so two rathe
// at once each keep their deck's set (as lessons.json is merged); it is
// written atomically (WriteAtomic), its folder created. Nothing is written
// when the set is the one remembered already.
func (e *Equipment) Remember(deck string, keys []string) error {
	if e == nil || deck == "" || len(keys) > maxEquipmentCards || e.Same(deck, keys) {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(e.Path), 0o755); err != nil {
		return err
	}
	lk, err := WaitLock(e.Path)
	if err != nil {
		return err
	}
	defer lk.Release()
	// A file that does not read is written over (LoadEquipment's errors
	// were warned of when the game began).
	disk, _ := LoadEquipment(e.Path)
	if _, ok := disk.Decks[deck]; !ok && len(disk.Decks) >= maxEquipmentDecks {
		e.Decks = disk.Decks
		return nil // full: the decks remembered first stay
	}
	disk.Decks[deck] = setOf(keys)
	e.Decks = disk.Decks
	data, err := json.MarshalIndent(equipmentFile{Version: equipmentVersion, Decks: e.Decks}, "", "  ")
	if err != nil {
		return err
	}
	return WriteAtomic(OSFS{}, e.Path, append(data, '\n'))
}

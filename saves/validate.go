package saves

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// Every field of a save is checked before anything of it is used or shown
// (Decode): the format version, the counts, the marks of the turns and of
// the end, the winner. A file that fails is refused with the line of the
// field and what is wrong with it ("FILE:LINE: what").

// ErrInvalid is a field that holds what no rathe writes: a version of the
// format below 1, a count out of range, a winner that is no player, a card
// in the wrong place.
var ErrInvalid = errors.New("a field of the file is out of range")

// Bounds of a save's counts: a legal deck is far below them (a Classic
// Constructed card-pool is at most 80 cards, CR 1.1.3 and the format's
// rules), and the file's size bounds the rest.
const (
	maxArena    = 40
	maxDeck     = 200
	maxTextLen  = 64 // the rathe version
	hashTextLen = 16 // HashText
	maxStopsLen = 256
)

// stopsChars are the characters of a list of stops (play --stops: names
// of places, own- and opp-, commas); the board reads the names.
const stopsChars = "abcdefghijklmnopqrstuvwxyz0123456789-, "

// fieldLines finds the line of every value of a JSON document by its
// path: "format", "setup.players.1.hero", "setup.players.0.cards.12",
// "turns.3.answers". A path that is not in the document has no line.
type fieldLines struct {
	name  string
	lines map[string]int
}

func newFieldLines(name string, data []byte) fieldLines {
	fl := fieldLines{name: name, lines: map[string]int{}}
	type frame struct {
		array   bool
		index   int
		key     string
		wantKey bool
	}
	var stack []frame
	path := func() string {
		parts := make([]string, len(stack))
		for i, f := range stack {
			if f.array {
				parts[i] = strconv.Itoa(f.index)
			} else {
				parts[i] = f.key
			}
		}
		return strings.Join(parts, ".")
	}
	next := func() { // the value of the top frame is read
		if n := len(stack); n > 0 {
			if stack[n-1].array {
				stack[n-1].index++
			} else {
				stack[n-1].wantKey = true
			}
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := dec.Token()
		if err != nil {
			return fl
		}
		// The token's last byte: an array's values each start a line,
		// and the offset before the token is still on the line before.
		line := lineAt(data, int(dec.InputOffset())-1)
		if d, ok := tok.(json.Delim); ok {
			switch d {
			case '{', '[':
				if len(stack) > 0 {
					fl.lines[path()] = line
				}
				stack = append(stack, frame{array: d == '[', wantKey: d == '{'})
			default:
				stack = stack[:len(stack)-1]
				next()
			}
			continue
		}
		if top := len(stack) - 1; top >= 0 && !stack[top].array && stack[top].wantKey {
			stack[top].key, _ = tok.(string)
			stack[top].wantKey = false
			continue
		}
		fl.lines[path()] = line
		next()
	}
}

// at is "FILE:LINE" of the value at path, or of the nearest field above
// it that is in the file, or "FILE:1".
func (fl fieldLines) at(path string) string {
	for p := path; ; {
		if n, ok := fl.lines[p]; ok {
			return fmt.Sprintf("%s:%d", fl.name, n)
		}
		i := strings.LastIndexByte(p, '.')
		if i < 0 {
			return fl.name + ":1"
		}
		p = p[:i]
	}
}

// validate range-checks every field of a decoded save. name is printable.
func validate(name string, data []byte, f *File) error {
	// The fields' lines are found only for the message: a good save (every
	// load, and the check of every autosave) does not read the file twice.
	bad := func(path, code string, args ...any) error {
		return problemAt(newFieldLines(name, data).at(path), ErrInvalid, code, append([]any{ErrInvalid}, args...)...)
	}
	if f.Format < 1 {
		return bad("format", "field-format", f.Format, FormatVersion)
	}
	if f.Rathe == "" || len(f.Rathe) > maxTextLen || rules.Printable(f.Rathe) != f.Rathe {
		return bad("rathe", "field-rathe", rules.Printable(clip(f.Rathe)))
	}
	if f.Created.IsZero() {
		return bad("created", "field-date", "created")
	}
	if f.Updated.IsZero() {
		return bad("updated", "field-date", "updated")
	}
	if len(f.Options.Stops) > maxStopsLen || strings.Trim(f.Options.Stops, stopsChars) != "" {
		return bad("options.stops", "field-stops", rules.Printable(clip(f.Options.Stops)))
	}
	for p, d := range f.Setup.Players {
		at := fmt.Sprintf("setup.players.%d.", p)
		if d.Hero == "" {
			return bad(at+"hero", "field-no-hero", p+1)
		}
		if len(d.Arena) > maxArena {
			return bad(at+"arena", "field-arena-count", p+1, len(d.Arena), maxArena)
		}
		if len(d.Cards) > maxDeck {
			return bad(at+"cards", "field-deck-count", p+1, len(d.Cards), maxDeck)
		}
	}
	// A game started from a scenario starts from its position: the text
	// is read by the scenario parser, with its limits.
	// Its turns go on from the position's (base).
	base := 0
	if f.Setup.Scenario != nil {
		setup, err := f.scenarioSetup(name, data)
		if err != nil {
			return err
		}
		if setup.Position != nil {
			base = setup.Position.Turn
		}
	}
	switch f.Winner {
	case "", "p1", "p2", "draw":
	default:
		return bad("winner", "field-winner", rules.Printable(clip(f.Winner)))
	}
	if f.Finished != (f.Winner != "") {
		return bad("winner", "field-finished", f.Finished, rules.Printable(f.Winner))
	}
	n := len(f.Answers)
	prev := Mark{Turn: base}
	for i, m := range f.Turns {
		at := fmt.Sprintf("turns.%d.", i)
		// CR 4.2.2: each turn starts once, the first is turn 1, and the
		// marks come in the order the turns were played.
		if m.Turn != base+i+1 {
			return bad(at+"turn", "field-turn", m.Turn, base+i+1)
		}
		if m.Answers < prev.Answers || m.Answers > n {
			return bad(at+"answers", "field-mark-answers", m.Answers, prev.Answers, n)
		}
		if !isHashText(m.Hash) {
			return bad(at+"hash", "field-hash", rules.Printable(clip(m.Hash)))
		}
		prev = m
	}
	if f.End.Turn < prev.Turn || f.End.Turn > base+len(f.Turns) {
		return bad("end.turn", "field-end-turn", f.End.Turn, prev.Turn, base+len(f.Turns))
	}
	if f.End.Answers != n {
		return bad("end.answers", "field-end-answers", f.End.Answers, n)
	}
	if !isHashText(f.End.Hash) {
		return bad("end.hash", "field-hash", rules.Printable(clip(f.End.Hash)))
	}
	return nil
}

// isHashText reports a state hash as HashText writes it.
func isHashText(s string) bool {
	if len(s) != hashTextLen {
		return false
	}
	for i := range len(s) {
		if c := s[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// clip shortens a bad value for a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

package saves

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// The save file: one JSON document per game, readable by a person
// (README "Saved games"). A game is its setup plus its answers (DESIGN.md
// "Determinism"); the hashes let a load prove that this rathe replays it to
// the same game, turn by turn; the checksum catches a file changed on
// disk.

// FormatVersion is the highest version of the save file format this rathe
// reads and writes. A file of a higher version is refused
// (ErrFutureVersion); lower ones are read. Version 2 adds setup.scenario
// (a game that starts from a scenario's position); a game of decks is
// still written as version 1, which an older rathe reads.
const FormatVersion = 2

// formatDecks is the version of a save of a game of decks.
const formatDecks = 1

// Version is the version of rathe that writes a save: the module version
// of the binary, "dev" for a build from a checkout.
var Version = func() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}()

// File is a saved game.
type File struct {
	Format  int       `json:"format"`
	Rathe   string    `json:"rathe"`
	Created time.Time `json:"created"`
	Updated time.Time `json:"updated"`
	Setup   SetupRec  `json:"setup"`
	Options Options   `json:"options"`
	// Answers are every answer given, in order, for both players
	// (AnswerText).
	Answers []string `json:"answers"`
	// Turns is the state hash at the start of every turn (CR 4.2.2: when
	// the start phase begins), with how many answers had been given.
	Turns []Mark `json:"turns"`
	// End is the state where the answers end: at the next question, or
	// the game over.
	End      Mark `json:"end"`
	Finished bool `json:"finished"`
	// Winner is "p1", "p2", "draw" once finished, else "".
	Winner string `json:"winner,omitempty"`
	// Checksum is "sha256:" and the digest of the file written with an
	// empty checksum (see checksum).
	Checksum string `json:"checksum"`
}

// SetupRec is what a game starts from, besides the answers.
type SetupRec struct {
	Seed     uint64 `json:"seed"`
	AskFirst bool   `json:"ask_first,omitempty"`
	// SkipMootOrders: order questions that change nothing are not asked
	// (rules.Setup.SkipMootOrders); a save of before says false.
	SkipMootOrders bool `json:"skip_moot_orders,omitempty"`
	// SkipMoreMootOrders: more of them are known (rules.Setup.
	// SkipMoreMootOrders); a save of before says false and replays as it
	// was played.
	SkipMoreMootOrders bool `json:"skip_more_moot_orders,omitempty"`
	// Players are both decks as card lists: the order matters (the
	// start-of-game procedure shuffles with the seed from it).
	Players [2]DeckRec `json:"players"`
	// Scenario is set for a game started from a scenario (play
	// --scenario): the game starts from its position, not from the decks
	// (the players then hold the heroes alone, for people). The text is
	// kept, not the file's path, so the save outlives the file.
	Scenario *ScenarioRec `json:"scenario,omitempty"`
}

// ScenarioRec is the scenario a game started from: its name (where it
// came from, for people) and its whole text, read as a scenario file is
// (saves/scenario/FORMAT.md) each time the game is rebuilt; its answers
// and expectations are not played.
type ScenarioRec struct {
	Name string `json:"name,omitempty"`
	Text string `json:"text"`
}

// DeckRec is one player's cards, by key ("Dodge (blue)").
type DeckRec struct {
	// Name is where the deck came from (an embedded name or a path), for
	// people; the cards below are what the game is built from.
	Name  string   `json:"name,omitempty"`
	Hero  string   `json:"hero"`
	Arena []string `json:"arena"`
	Cards []string `json:"cards"`
}

// Options are the board's settings the game was played with.
type Options struct {
	OpenHands    bool `json:"open_hands,omitempty"`
	FullControl  bool `json:"full_control,omitempty"`
	HoldPriority bool `json:"hold_priority,omitempty"`
	// Stops are where the board asks each player (play --stops), when
	// not the default.
	Stops string `json:"stops,omitempty"`
	// Bot is the seat the computer plays and its level ("p2:normal",
	// play --bot); "" for a game of two people. Its seed is the game's.
	Bot string `json:"bot,omitempty"`
}

// Mark is a point of the game: the turn, how many answers had been given
// and the state hash (rules.Game.Hash) in hex.
type Mark struct {
	Turn    int    `json:"turn"`
	Answers int    `json:"answers"`
	Hash    string `json:"hash"`
}

// clock gives a new game its date (tests set one).
var clock = time.Now

// NewFile starts the record of a game about to be played from setup.
func NewFile(setup rules.Setup, names [2]string, o Options) *File {
	now := clock().UTC().Truncate(time.Second)
	f := &File{Format: formatDecks, Rathe: Version, Created: now, Updated: now, Options: o, Answers: []string{}, Turns: []Mark{}}
	f.Setup.Seed, f.Setup.AskFirst, f.Setup.SkipMootOrders = setup.Seed, setup.AskFirst, setup.SkipMootOrders
	f.Setup.SkipMoreMootOrders = setup.SkipMoreMootOrders
	for p, d := range setup.Players {
		r := DeckRec{Name: names[p], Arena: []string{}, Cards: []string{}}
		if d.Hero != nil {
			r.Hero = d.Hero.Key()
		}
		if pos := setup.Position; pos != nil && pos.Players[p].Hero != nil {
			r.Hero = pos.Players[p].Hero.Key()
		}
		for _, c := range d.Arena {
			r.Arena = append(r.Arena, c.Key())
		}
		for _, c := range d.Cards {
			r.Cards = append(r.Cards, c.Key())
		}
		f.Setup.Players[p] = r
	}
	return f
}

// HashText is how a file writes a state hash.
func HashText(h uint64) string { return fmt.Sprintf("%016x", h) }

// AnswerText writes an answer: its option ids separated by spaces, and
// "x=N" for a number (AskX); "" is an answer with neither (no defense, a
// declined "may").
func AnswerText(a rules.Answer) string {
	var b strings.Builder
	for i, id := range a.IDs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(int(id)))
	}
	if a.X != 0 {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString("x=" + strconv.Itoa(a.X))
	}
	return b.String()
}

// ParseAnswer reads what AnswerText wrote.
func ParseAnswer(s string) (rules.Answer, error) {
	var a rules.Answer
	for _, w := range strings.Fields(s) {
		if x, ok := strings.CutPrefix(w, "x="); ok {
			n, err := strconv.Atoi(x)
			if err != nil {
				return a, fmt.Errorf("answer %q: bad number %q", s, x)
			}
			a.X = n
			continue
		}
		n, err := strconv.ParseInt(w, 10, 32)
		if err != nil {
			return a, fmt.Errorf("answer %q: %q is not an option id", s, w)
		}
		a.IDs = append(a.IDs, int32(n))
	}
	return a, nil
}

// Encode writes the file with its checksum: indented JSON, one answer a
// line.
func (f *File) Encode() ([]byte, error) {
	c := *f
	c.Checksum = ""
	body, err := json.MarshalIndent(&c, "", "  ")
	if err != nil {
		return nil, err
	}
	sum := checksum(body)
	out := bytes.Replace(body, []byte(`"checksum": ""`), []byte(`"checksum": "`+sum+`"`), 1)
	f.Checksum = sum
	return append(out, '\n'), nil
}

// checksum digests a file's bytes as written with an empty checksum.
func checksum(body []byte) string {
	h := sha256.Sum256(bytes.TrimRight(body, "\n"))
	return "sha256:" + hex.EncodeToString(h[:])
}

// The kinds of bad file, each with its own message; errors.Is finds them.
var (
	ErrTruncated     = errors.New("the file is cut short (truncated): it was not written to its end")
	ErrCorrupted     = errors.New("the file was changed after it was written: its checksum does not match")
	ErrNotSave       = errors.New("not a rathe save file")
	ErrFutureVersion = errors.New("the file was written by a newer rathe")
	ErrUnknownCard   = errors.New("a card this rathe does not know")
	ErrDiverged      = errors.New("replaying the answers does not give the recorded game")
)

// maxFileSize bounds a save: a long game is some hundred kilobytes.
const maxFileSize = 32 << 20

// IsSave reports whether the regular file at path is a rathe save, good or
// bad past its head: JSON with a format version and a checksum, what Decode
// asks of a file before anything else. A file that cannot be read, or is no
// JSON object, is not one. A writer that replaces files a user names (a
// scenario's -o) asks it first: nothing a player did is lost to a typo.
func IsSave(path string) bool {
	data, err := decks.ReadRegular(path, maxFileSize)
	return err == nil && isSave(data)
}

// isSave is IsSave of a file's bytes: a JSON object with a format version
// and a checksum.
func isSave(data []byte) bool {
	var head struct {
		Format   int    `json:"format"`
		Checksum string `json:"checksum"`
	}
	if json.Unmarshal(data, &head) != nil {
		return false
	}
	return head.Format != 0 && head.Checksum != ""
}

// Decode reads a save file's bytes. name is for messages ("FILE:LINE:
// what"). It checks the format, the version and the checksum; Check
// replays the game.
func Decode(name string, data []byte) (*File, error) {
	name = rules.Printable(name)
	if len(data) > maxFileSize {
		return nil, problemAt(name, ErrNotSave, "too-large", ErrNotSave, maxFileSize>>20)
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil, problemAt(name+":1", ErrTruncated, "empty", ErrTruncated)
	}
	if trimmed[0] != '{' {
		return nil, problemAt(name+":1", ErrNotSave, "not-json", ErrNotSave)
	}
	var f File
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&f); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.Is(err, io.ErrUnexpectedEOF) || (errors.As(err, &se) && int(se.Offset) >= len(trimmed)):
			return nil, problemAt(fmt.Sprintf("%s:%d", name, lineAt(data, len(data))), ErrTruncated, "bare", ErrTruncated)
		case errors.As(err, &se):
			return nil, problemAt(fmt.Sprintf("%s:%d", name, lineAt(data, int(se.Offset))), ErrCorrupted, "json", ErrCorrupted, rules.Printable(se.Error()))
		case errors.As(err, &te):
			return nil, problemAt(fmt.Sprintf("%s:%d", name, lineAt(data, int(te.Offset))), ErrCorrupted, "wrong-type", ErrCorrupted, rules.Printable(te.Field))
		}
		return nil, problemAt(name, ErrCorrupted, "json", ErrCorrupted, rules.Printable(err.Error()))
	}
	if f.Format == 0 || f.Checksum == "" {
		return nil, problemAt(name+":1", ErrNotSave, "no-version", ErrNotSave)
	}
	if f.Format > FormatVersion {
		return nil, problemAt(fmt.Sprintf("%s:%d", name, lineOf(data, `"format"`)), ErrFutureVersion, "future",
			ErrFutureVersion, f.Format, rules.Printable(f.Rathe), Version, FormatVersion)
	}
	written := []byte(`"checksum": "` + f.Checksum + `"`)
	i := bytes.LastIndex(data, written)
	if i < 0 {
		return nil, problemAt(fmt.Sprintf("%s:%d", name, lineOf(data, `"checksum"`)), ErrCorrupted, "bare", ErrCorrupted)
	}
	body := make([]byte, 0, len(data))
	body = append(body, data[:i]...)
	body = append(body, `"checksum": ""`...)
	body = append(body, data[i+len(written):]...)
	if checksum(bytes.TrimRight(body, "\n")) != f.Checksum {
		return nil, problemAt(fmt.Sprintf("%s:%d", name, lineOf(data, `"checksum"`)), ErrCorrupted, "bare", ErrCorrupted)
	}
	if err := validate(name, data, &f); err != nil {
		return nil, err
	}
	for i, s := range f.Answers {
		if _, err := ParseAnswer(s); err != nil {
			return nil, problemAt(fmt.Sprintf("%s:%d", name, lineOf(data, `"answers"`)+1+i), ErrCorrupted, "bad-answer", ErrCorrupted, i+1, err)
		}
	}
	return &f, nil
}

// lineAt is the line of byte offset off (1-based).
func lineAt(data []byte, off int) int {
	off = min(max(off, 0), len(data))
	return 1 + bytes.Count(data[:off], []byte{'\n'})
}

// lineOf is the line where s first occurs, or 1.
func lineOf(data []byte, s string) int {
	if i := bytes.Index(data, []byte(s)); i >= 0 {
		return lineAt(data, i)
	}
	return 1
}

// Decks builds both players' decks from the file's card lists: the hero,
// the arena-cards and the deck-cards, each in its own field and in order
// (decks.Exact). A card this rathe does not know, cannot play yet, or
// that is not of its field (a hero that is no hero) is an error naming
// it, its player, and its own line.
func (f *File) Decks(name string, data []byte) ([2]rules.Deck, error) {
	var out [2]rules.Deck
	name = rules.Printable(name)
	var fl fieldLines
	for p, d := range f.Setup.Players {
		deck, err := decks.Exact(d.Hero, d.Arena, d.Cards)
		if err != nil {
			if fl.lines == nil {
				fl = newFieldLines(name, data)
			}
			path := fmt.Sprintf("setup.players.%d.%s", p, err.Place)
			if err.Place != decks.PlaceHero {
				path += "." + strconv.Itoa(err.Index)
			}
			key := rules.Printable(err.Key)
			switch err.Why {
			case decks.WhyWrongPlace:
				return out, problemAt(fl.at(path), ErrInvalid, "player-wrong-place", p+1, ErrInvalid, key, placeWord(err.Place))
			case decks.WhyNotImplemented:
				return out, problemAt(fl.at(path), ErrUnknownCard, "player-deck-not-implemented", p+1, ErrUnknownCard, key)
			}
			return out, problemAt(fl.at(path), ErrUnknownCard, "player-deck-unknown", p+1, ErrUnknownCard, key)
		}
		out[p] = deck
	}
	return out, nil
}

// A Place is the field of a deck a card was found in, said by the text
// layer ("the hero", "the arena-cards", "the deck-cards").
type Place string

func placeWord(p decks.Place) Place { return Place(p) }

func (p Place) String() string { return ProblemWords["place-"+string(p)] }

// RulesSetup is the game setup of the file: its decks, or the position
// of its scenario.
func (f *File) RulesSetup(name string, data []byte) (rules.Setup, error) {
	if f.Setup.Scenario != nil {
		return f.scenarioSetup(rules.Printable(name), data)
	}
	ds, err := f.Decks(name, data)
	if err != nil {
		return rules.Setup{}, err
	}
	return rules.Setup{Seed: f.Setup.Seed, AskFirst: f.Setup.AskFirst, SkipMootOrders: f.Setup.SkipMootOrders,
		SkipMoreMootOrders: f.Setup.SkipMoreMootOrders, Players: ds}, nil
}

// RulesAnswers are the file's answers for the engine.
func (f *File) RulesAnswers() []rules.Answer {
	out := make([]rules.Answer, len(f.Answers))
	for i, s := range f.Answers {
		out[i], _ = ParseAnswer(s) // Decode checked them
	}
	return out
}

// Heroes names both heroes ("Rhinar vs Dorinthea"), safe to print.
func (f *File) Heroes() string {
	return rules.Printable(heroName(f.Setup.Players[0].Hero) + " vs " + heroName(f.Setup.Players[1].Hero))
}

// WinnerHero names the winner's hero ("Dorinthea"; "Ira (P2)" when both
// heroes share the name), "" when nobody won.
func (f *File) WinnerHero() string {
	p := map[string]int{"p1": 0, "p2": 1}
	i, ok := p[f.Winner]
	if !ok {
		return ""
	}
	name := heroName(f.Setup.Players[i].Hero)
	if name == heroName(f.Setup.Players[1-i].Hero) {
		name = fmt.Sprintf("%s (P%d)", name, i+1)
	}
	return rules.Printable(name)
}

// heroName is a hero's name before its comma ("Rhinar, Reckless Rampage"
// is "Rhinar").
func heroName(k string) string {
	if i := strings.Index(k, ","); i > 0 {
		return k[:i]
	}
	return k
}

// Package decks reads deck lists in the formats players use, checks them
// against the deck-building rules of Blitz and Classic Constructed, and ships
// the precons.
//
// A list is read in three steps: Read turns the text into card entries,
// naming every card by the catalog of the whole card world (cards/catalog),
// so a typo gets the closest real names and a real card the engine lacks is
// told apart from a typo; Check applies the rules of a format; Parse and Load
// build the engine's deck (rules.Deck) from the cards the engine implements.
package decks

import (
	"embed"
	"errors"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/cards/catalog"
	"github.com/rathe-tcg/rathe/rules"
)

//go:embed lists/*.txt
var embedded embed.FS

// maxFileSize bounds what Read accepts: a deck list is a few kilobytes.
const maxFileSize = 1 << 20

// Entry is one card line of a list: how many copies, of which card, on
// which line.
type Entry struct {
	Line  int
	Count int
	Card  catalog.Card
}

// Key is the card's key, "Name (red)" or "Name".
func (e Entry) Key() string { return e.Card.Key() }

// List is a deck list: the hero, the arena-cards (weapons and equipment) the
// hero starts with, and the deck-cards, as read from a file; and Deck, the
// engine's deck, once every card is one the engine implements (Parse, Load).
type List struct {
	// Name is the embedded name, or the file's base name less ".txt".
	Name string
	// File is the embedded name or the path, as errors name it.
	File string
	// Embedded is true for a list shipped in the binary.
	Embedded bool
	// Title is the deck's own name, from a "Name:" line or the title line
	// of an older export; "" when the file gives none. It is text from the
	// file: pass it through rules.Printable before showing it.
	Title string
	// Format is the format the file declares ("Format: Blitz"), as
	// written; FormatLine is its line, 0 when none.
	Format     string
	FormatLine int
	// Hero is nil when the file names no hero.
	Hero  *Entry
	Arena []Entry
	Cards []Entry
	// Tokens are the token lines of a deck builder's export ("1 Gold"):
	// a note of the tokens the deck's cards make, kept and written back
	// but no part of the card-pool (CR 1.3.2b) nor of the deck's count.
	Tokens []Entry
	// Lines is the number of lines of the file.
	Lines int
	// unknown are the lines that name no real card.
	unknown []unknownLine
	// badHero: a "Hero:" line names no hero (a name no card has, or a
	// card that is not a hero; Read says so on its line): the hero's one
	// problem, so Check does not say "no hero" after it.
	badHero bool
	// unread: the file was refused whole (Unread).
	unread bool

	Deck rules.Deck
}

// Unread reports a file refused whole, before any of its lines was read:
// larger than a deck list can be, or not text (a NUL byte). Its list is
// empty, so its legality (Check) says nothing but that again: "no hero",
// "0 cards" after "not a text file".
func (l *List) Unread() bool { return l.unread }

// DeckSize is the number of deck-cards.
func (l *List) DeckSize() int { return total(l.Cards) }

// ArenaSize is the number of arena-cards.
func (l *List) ArenaSize() int { return total(l.Arena) }

func total(es []Entry) int {
	n := 0
	for _, e := range es {
		n += e.Count
	}
	return n
}

// Entries lists the hero, the arena-cards and the deck-cards, in that order.
func (l *List) Entries() []Entry {
	var out []Entry
	if l.Hero != nil {
		out = append(out, *l.Hero)
	}
	out = append(out, l.Arena...)
	return append(out, l.Cards...)
}

// LineError is a problem on one line of a deck file.
type LineError struct {
	File string
	Line int
	Msg  string // the problem in English (Problem.String)
	// Problem is the problem as data, for the text layer.
	Problem Problem
}

// Error is "FILE:LINE: message", with every control character of the file
// name or the message (text from the file) made harmless.
func (e *LineError) Error() string {
	return rules.Printable(fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg))
}

// joinErrors sorts line errors by line and joins them, one a line; nil for
// none.
func joinErrors(errs []*LineError) error {
	if len(errs) == 0 {
		return nil
	}
	sort.SliceStable(errs, func(i, j int) bool { return errs[i].Line < errs[j].Line })
	out := make([]error, len(errs))
	for i, e := range errs {
		out[i] = e
	}
	return errors.Join(out...)
}

// LineErrors lists the line errors inside an error returned by this package.
func LineErrors(err error) []*LineError {
	var out []*LineError
	var walk func(error)
	walk = func(err error) {
		if err == nil {
			return
		}
		if le, ok := err.(*LineError); ok {
			out = append(out, le)
			return
		}
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			for _, e := range j.Unwrap() {
				walk(e)
			}
			return
		}
		walk(errors.Unwrap(err))
	}
	walk(err)
	return out
}

// Names lists the embedded decks.
func Names() []string {
	ents, _ := embedded.ReadDir("lists")
	var out []string
	for _, e := range ents {
		out = append(out, strings.TrimSuffix(e.Name(), ".txt"))
	}
	sort.Strings(out)
	return out
}

// Source returns the text of a deck given by embedded name or by file path,
// and whether it is embedded. A name of an embedded deck wins over a file
// of the same name in the working directory.
func Source(nameOrPath string) (src []byte, isEmbedded bool, err error) {
	if !strings.ContainsAny(nameOrPath, `/\`) {
		if b, err := embedded.ReadFile(path.Join("lists", nameOrPath+".txt")); err == nil {
			return b, true, nil
		}
	}
	f, err := OpenRegular(nameOrPath)
	if err != nil {
		if errors.Is(err, ErrNotRegular) {
			return nil, false, fmt.Errorf("deck %w", err)
		}
		return nil, false, &SourceError{Name: nameOrPath, Embedded: Names(), Err: err}
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	if err != nil {
		return nil, false, fmt.Errorf("deck %q: %w", rules.Printable(nameOrPath), pathError(nameOrPath, err))
	}
	return b, false, nil
}

// SourceError is a deck named neither by an embedded deck nor by a file
// that can be read: the name, the embedded decks, and why the file could
// not be read (data the text layer says in every language).
type SourceError struct {
	Name     string
	Embedded []string
	Err      error
}

func (e *SourceError) Error() string {
	return fmt.Sprintf("deck %q: not an embedded deck (%s) and not a readable file: %v",
		rules.Printable(e.Name), strings.Join(e.Embedded, ", "), e.Err)
}

func (e *SourceError) Unwrap() error { return e.Err }

// Open reads a deck by embedded name or file path (Read), without building
// the engine's deck: it works for lists the engine cannot play yet.
func Open(nameOrPath string) (*List, error) {
	src, emb, err := Source(nameOrPath)
	if err != nil {
		return nil, err
	}
	l, err := Read(nameOrPath, src)
	if l != nil {
		l.Embedded = emb
		if emb {
			l.Name = nameOrPath
		}
	}
	return l, err
}

// Load finds a deck by embedded name or by file path and builds the engine's
// deck (Parse). It does not apply a format's rules: Check does.
func Load(nameOrPath string) (*List, error) {
	l, err := Open(nameOrPath)
	if err != nil {
		return nil, err
	}
	if err := l.Build(); err != nil {
		return nil, err
	}
	return l, nil
}

// Parse reads a deck list (Read) and builds the engine's deck from it
// (Build). The errors name their lines, all of a file at once.
func Parse(file string, rd io.Reader) (*List, error) {
	src, err := io.ReadAll(io.LimitReader(rd, maxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", rules.Printable(file), err)
	}
	l, err := Read(file, src)
	if err != nil {
		return nil, err
	}
	if err := l.Build(); err != nil {
		return nil, err
	}
	return l, nil
}

// Missing lists the entries whose card the engine does not implement yet.
func (l *List) Missing() []Entry {
	var out []Entry
	for _, e := range l.Entries() {
		if _, ok := cards.Lookup(e.Key()); !ok {
			out = append(out, e)
		}
	}
	return out
}

// missingError names, in one error, every card of the list the engine
// cannot play yet; nil when there is none.
func (l *List) missingError() *LineError {
	miss := l.Missing()
	if len(miss) == 0 {
		return nil
	}
	var names Lined
	seen := map[string]bool{}
	for _, e := range miss {
		if !seen[e.Key()] {
			seen[e.Key()] = true
			names = append(names, LinedName{e.Key(), e.Line})
		}
	}
	return lineError(l.File, miss[0].Line, problemN("missing", len(names), len(names), names))
}

// Build fills l.Deck with the engine's cards. It fails, naming them all,
// when some card is not implemented yet, and when the list has no hero.
func (l *List) Build() error {
	if l.Hero == nil {
		return joinErrors([]*LineError{noHero(l)})
	}
	if e := l.missingError(); e != nil {
		return joinErrors([]*LineError{e})
	}
	var d rules.Deck
	d.Hero = cards.MustLookup(l.Hero.Key())
	for _, e := range l.Arena {
		c := cards.MustLookup(e.Key())
		for range e.Count {
			d.Arena = append(d.Arena, c)
		}
	}
	for _, e := range l.Cards {
		c := cards.MustLookup(e.Key())
		for range e.Count {
			d.Cards = append(d.Cards, c)
		}
	}
	d.Prepare() // what every game needs of the deck, worked out once
	l.Deck = d
	return nil
}

func noHero(l *List) *LineError {
	return lineError(l.File, max(1, l.Lines), problem("no-hero"))
}

// CardNames lists the distinct cards a deck names (embedded name or file
// path), hero and inventory included, in the order they first appear,
// whether or not the engine implements them. `rathe cards audit` uses it.
// A line naming no real card is listed as written (made printable), and the
// error then says what is wrong with it; the names are returned anyway.
func CardNames(nameOrPath string) ([]string, error) {
	src, _, err := Source(nameOrPath)
	if err != nil {
		return nil, err
	}
	l, errs := read(nameOrPath, src)
	type named struct {
		line int
		name string
	}
	var all []named
	for _, e := range l.Entries() {
		all = append(all, named{e.Line, e.Key()})
	}
	for _, u := range l.unknown {
		all = append(all, named{u.line, rules.Printable(u.text)})
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].line < all[j].line })
	var out []string
	seen := map[string]bool{}
	for _, n := range all {
		if !seen[n.name] {
			seen[n.name] = true
			out = append(out, n.name)
		}
	}
	return out, joinErrors(errs)
}

// baseName is a file's name less its directory and ".txt".
func baseName(file string) string {
	return strings.TrimSuffix(filepath.Base(file), ".txt")
}

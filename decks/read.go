package decks

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/rathe-tcg/rathe/cards/catalog"
)

// The formats Read accepts, in one parser (any mix of them in a file):
//
// Fabrary's current export:
//
//	Name: Rhinar Blitz
//	Hero: Rhinar
//	Format: Blitz
//
//	Arena cards
//	1x Bone Basher
//
//	Deck cards
//	2x Alpha Rampage (red)
//
//	Made with ... at the FaBrary
//	See the full deck @ https://fabrary.net/decks/...
//
// Fabrary's and FaBDB's older export:
//
//	Deck build - via https://fabdb.net :
//
//	My deck
//
//	Class: Brute
//	Hero: Rhinar
//	Weapons: Bone Basher
//	Equipment: Blossom of Spring, Ironhide Legs
//
//	(2) Alpha Rampage (red)
//
//	See the full deck at: https://fabdb.net/decks/...
//
// and plain lines, "2 Alpha Rampage (red)", the hero and arena-cards as
// count-1 lines. A count may be written 2, 2x, 2 x, x2, (2) or [2] before
// the name, or x2 after it. Blank lines and comments (# or //, also at the
// end of a line after " #") are skipped; no-break and zero-width spaces
// (text copied from a web page) count as plain spaces.
// Names match without regard to case, accents, curly or straight quotes and
// apostrophes, or extra spaces; a card that comes in one colour only may be
// named without it.

// maxLine bounds a line: no card name comes near it.
const maxLine = 300

// maxCount bounds the copies one line may ask for.
const maxCount = 99

var (
	countLine = regexp.MustCompile(`^(?:\((\d+)\)|\[(\d+)\]|(\d+)\s*[xX×]?|[xX×]\s*(\d+))\s+(\S.*)$`)
	// headerLine is a section header with a count or a colon after it.
	headerLine = regexp.MustCompile(`^(.*?)\s*(?:\(\d+\))?\s*:?$`)
	// countAfter is a count written after the name: "Dodge (blue) x2".
	countAfter = regexp.MustCompile(`^(\S.*?)\s+[xX×]\s*(\d+)$`)
	metaLine   = regexp.MustCompile(`^([A-Za-z][A-Za-z ]*?)\s*:\s*(.*)$`)
	colorPart  = regexp.MustCompile(`(?i)^(.*?)\s*\(\s*(red|yellow|blue)\s*\)$`)
)

// sections are the headers a file may divide its cards with; a card's own
// types decide where it goes, so a header only switches ignored sections on
// and off.
var sections = map[string]bool{
	"hero": false, "arena cards": false, "arena": false, "deck cards": false, "deck": false,
	"main deck": false, "maindeck": false, "main": false, "inventory": false, "equipment": false,
	"weapons": false, "weapon": false, "cards": false,
	// ignored: cards a deck builder keeps beside the deck
	"sideboard": true, "maybeboard": true, "maybe": true, "considering": true, "tokens": true,
}

type unknownLine struct {
	line int
	text string
}

// Read parses a deck list. It returns the list with every line it could
// read, and an error naming, by line, every problem of the file at once:
// unknown cards (with the closest real names), unreadable lines, a second
// hero. It does not need the cards to be implemented, nor apply a format's
// rules (Check).
func Read(file string, src []byte) (*List, error) {
	l, errs := read(file, src)
	return l, joinErrors(errs)
}

type reader struct {
	l    *List
	errs []*LineError
	// titleOK: the next unrecognized bare line may be the deck's title
	// (it comes right after a deck builder's header line, before any card).
	titleOK  bool
	anyCard  bool
	ignoring bool
	// suggested caches the messages, with suggestions, of unknown names.
	suggested map[string]*Problem
	// noSuggest: no suggestions for unknown names (a list read for a
	// report, not shown to the person who typed it).
	noSuggest bool
	// heroLine: the card being read is a "Hero:" line's, so an unknown
	// name's suggestions are heroes.
	heroLine bool
	// deckLine: some line reads as a deck line (notDeck).
	deckLine bool
}

func read(file string, src []byte) (*List, []*LineError) {
	return readWith(&reader{l: &List{Name: baseName(file), File: file}}, src)
}

func readWith(r *reader, src []byte) (*List, []*LineError) {
	if len(src) > maxFileSize {
		r.errorf(1, "too-large", maxFileSize)
		r.l.unread = true
		return r.l, r.errs
	}
	src = DecodeText(src)
	// Line ends of every system: "\r\n" (Windows), "\n", "\r" (old Macs).
	text := strings.ReplaceAll(string(src), "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	lines := strings.Split(text, "\n")
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	r.l.Lines = len(lines)
	if i := strings.IndexByte(text, 0); i >= 0 {
		// The line of the first NUL: a binary file usually has one on
		// line 1, a text file with a stray NUL tells where it is.
		r.errorf(1+strings.Count(text[:i], "\n"), "nul")
		r.l.unread = true
		return r.l, r.errs
	}
	for i, line := range lines {
		r.line(i+1, line)
	}
	r.notDeck()
	return r.l, r.errs
}

// notDeck says once that the file is no deck list when it has problems
// and none of its lines reads as a deck line, instead of a problem per
// line (a list of numbers, a README: thousands of lines). The reading
// taken: a line reads as a deck line when it has a deck list's shape — a
// count with a card name, real or not ("2 Pummel (red)", "Pumel x2"), one
// of our "Key: value" lines ("Hero: Rhinar", real hero or not), a section
// header, a deck builder's line — or is a bare real card's name; blank
// lines and comments are neither. So a real deck with many problems
// (misspelt names, counts too large) still has each said, with its
// suggestions; a file of bare words or numbers does not. The file is
// then refused whole (Unread): its legality says nothing more.
func (r *reader) notDeck() {
	if r.deckLine || len(r.errs) == 0 {
		return
	}
	r.errs = []*LineError{lineError(r.l.File, 1, problemN("not-deck", r.l.Lines, r.l.Lines))}
	r.l.unknown = nil
	r.l.unread = true
}

// DecodeText drops a UTF-8 byte-order mark and turns text saved as UTF-16
// with a byte-order mark (Windows' "Unicode") into UTF-8; other text is
// returned as it is. Every reader of a user's text file (decks, scenarios)
// calls it.
func DecodeText(src []byte) []byte {
	var big bool
	switch {
	case bytes.HasPrefix(src, []byte("\xef\xbb\xbf")):
		return src[3:]
	case bytes.HasPrefix(src, []byte("\xff\xfe")):
	case bytes.HasPrefix(src, []byte("\xfe\xff")):
		big = true
	default:
		return src
	}
	units := make([]uint16, 0, len(src)/2)
	for i := 2; i+1 < len(src); i += 2 {
		if big {
			units = append(units, uint16(src[i])<<8|uint16(src[i+1]))
		} else {
			units = append(units, uint16(src[i+1])<<8|uint16(src[i]))
		}
	}
	return []byte(string(utf16.Decode(units)))
}

func (r *reader) errorf(line int, code string, args ...any) {
	r.problem(line, problem(code, args...))
}

func (r *reader) problem(line int, p Problem) {
	r.errs = append(r.errs, lineError(r.l.File, line, p))
}

func (r *reader) line(n int, raw string) {
	if len(raw) > maxLine {
		r.errorf(n, "long-line", len(raw))
		return
	}
	if !utf8.ValidString(raw) {
		r.errorf(n, "not-utf8")
		return
	}
	text := strings.TrimSpace(plainSpaces(raw))
	if i := strings.Index(text, " #"); i >= 0 {
		text = strings.TrimSpace(text[:i])
	}
	if text == "" || strings.HasPrefix(text, "#") || strings.HasPrefix(text, "//") {
		return
	}
	if isSiteLine(text) {
		r.deckLine = true
		r.titleOK = !r.anyCard && r.l.Title == ""
		return
	}
	header := strings.ToLower(text)
	if m := headerLine.FindStringSubmatch(header); m != nil {
		header = m[1] // "Deck cards (40):" is "deck cards"
	}
	if ign, ok := sections[header]; ok {
		r.deckLine = true
		r.ignoring = ign
		r.titleOK = false
		return
	}
	digits, name := "", ""
	if m := countLine.FindStringSubmatch(text); m != nil {
		digits, name = m[1]+m[2]+m[3]+m[4], m[5]
	} else if m := countAfter.FindStringSubmatch(text); m != nil && !r.isMeta(text) {
		digits, name = m[2], m[1]
	}
	if digits != "" {
		r.deckLine = true
		r.titleOK = false
		r.anyCard = true
		if r.ignoring {
			return
		}
		count, err := strconv.Atoi(digits)
		if err != nil || count > maxCount {
			r.errorf(n, "bad-count", digits, maxCount)
			return
		}
		r.card(n, count, name)
		return
	}
	if m := metaLine.FindStringSubmatch(text); m != nil && r.meta(n, strings.ToLower(m[1]), strings.TrimSpace(m[2])) {
		r.deckLine = true
		r.titleOK = false
		return
	}
	if r.ignoring {
		return
	}
	// A bare line: the title of an older export (the line after its
	// header), or a card counted once.
	if r.titleOK {
		r.l.Title = text
		r.titleOK = false
		return
	}
	r.anyCard = true
	if _, ok := lookup(text); !ok {
		if p := badCount(text); p != nil {
			r.problem(n, *p)
			return
		}
	}
	r.card(n, 1, text)
}

// plainSpaces turns the spaces of other kinds (no-break, thin, ideographic,
// tabs) into plain ones and drops the zero-width characters and byte-order
// marks that text copied from a web page carries.
func plainSpaces(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\u200b' || r == '\u200c' || r == '\u200d' || r == '\u2060' || r == '\ufeff':
			return -1
		case r != ' ' && unicode.IsSpace(r):
			return ' '
		}
		return r
	}, s)
}

// isSiteLine reports a deck builder's header or footer line.
func isSiteLine(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "fabrary") || strings.Contains(l, "fabdb") ||
		strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://") ||
		strings.HasPrefix(l, "see the full deck") || strings.HasPrefix(l, "made with") ||
		strings.HasPrefix(l, "deck build")
}

// meta handles a "Key: value" line; false when Key is not one of ours (the
// line may be a card whose name has a colon).
func (r *reader) meta(n int, key, val string) bool {
	if !metaKeys[key] {
		return false
	}
	switch key {
	case "name", "deck name", "deck", "title":
		r.l.Title = val
	case "format":
		r.l.Format, r.l.FormatLine = val, n
	case "class", "classes", "talent", "talents", "author", "by", "notes":
		// informational: the hero's own card says its class and talents
	case "hero":
		if val != "" {
			r.heroLine = true
			r.card(n, 1, val)
			r.heroLine = false
		}
	case "weapons", "weapon", "equipment", "arena", "arena cards":
		for _, name := range r.splitNames(val) {
			if m := countAfter.FindStringSubmatch(name); m != nil {
				if count, err := strconv.Atoi(m[2]); err == nil && count <= maxCount {
					r.card(n, count, m[1])
					continue
				}
			}
			r.card(n, 1, name)
		}
	default:
		return false
	}
	return true
}

// isMeta reports a "Key: value" line with one of the keys meta knows.
func (r *reader) isMeta(text string) bool {
	m := metaLine.FindStringSubmatch(text)
	if m == nil {
		return false
	}
	return metaKeys[strings.ToLower(m[1])]
}

// metaKeys are the keys of the "Key: value" lines meta reads.
var metaKeys = map[string]bool{
	"name": true, "deck name": true, "deck": true, "title": true, "format": true,
	"class": true, "classes": true, "talent": true, "talents": true, "author": true, "by": true, "notes": true,
	"hero": true, "weapons": true, "weapon": true, "equipment": true, "arena": true, "arena cards": true,
}

// splitNames splits a comma-separated list of names, keeping together the
// names that have a comma themselves ("Dawnblade, Resplendent"): the longest
// run of parts that names a card wins.
func (r *reader) splitNames(val string) []string {
	var parts []string
	for _, p := range strings.Split(val, ",") {
		parts = append(parts, strings.TrimSpace(p))
	}
	var out []string
	for i := 0; i < len(parts); {
		j := i + 1
		// No card name has more than three commas.
		for k := min(len(parts), i+4); k > i+1; k-- {
			if _, ok := lookup(strings.Join(parts[i:k], ", ")); ok {
				j = k
				break
			}
		}
		if name := strings.Join(parts[i:j], ", "); name != "" {
			out = append(out, name)
		}
		i = j
	}
	return out
}

// maxSuggested bounds the names of a file that get suggestions: a file of
// thousands of unknown names is not a deck list, and looking for the closest
// of 4,000 names takes a few milliseconds each.
const maxSuggested = 20

// card resolves a name on line n and adds count copies.
func (r *reader) card(n, count int, name string) {
	if r.suggested == nil {
		r.suggested = map[string]*Problem{}
	}
	c, msg := resolve(name, false)
	if msg != nil {
		cached := name
		if r.heroLine {
			cached = "hero:" + name
		}
		if m, ok := r.suggested[cached]; ok {
			msg = m
		} else if !r.noSuggest && len(r.suggested) < maxSuggested {
			_, msg = resolveFor(name, true, r.heroLine)
			r.suggested[cached] = msg
		}
	}
	if msg != nil {
		r.l.unknown = append(r.l.unknown, unknownLine{n, name})
		if r.heroLine {
			r.l.badHero = true
		}
		r.problem(n, *msg)
		return
	}
	r.deckLine = true // a real card's name
	r.add(n, count, c)
}

func (r *reader) add(n, count int, c catalog.Card) {
	e := Entry{Line: n, Count: count, Card: c}
	switch {
	case r.heroLine && !c.Is("Hero"):
		// The line meant a hero: the card is not counted in the deck.
		r.errorf(n, "hero-line-not-hero", c.Key())
		r.l.badHero = true
	case c.Is("Hero"):
		if r.l.Hero != nil && r.l.Hero.Key() == c.Key() && count == 1 {
			return // the hero named twice, on a Hero: line and a card line
		}
		if r.l.Hero != nil {
			r.errorf(n, "second-hero", c.Key(), r.l.Hero.Key(), r.l.Hero.Line)
			return
		}
		if count != 1 {
			r.errorf(n, "hero-copies", count, c.Key())
		}
		e.Count = 1
		r.l.Hero = &e
	case count == 0:
		// "(0) Name": listed, not in the deck
	case c.Is("Token"):
		// A token is made during the game and never brought (CR 1.3.2b,
		// 8.1.8): a deck builder lists it ("1 Gold") to say which tokens
		// the deck makes, so the line is a note, whatever its count.
		r.l.Tokens = append(r.l.Tokens, e)
	case isArenaCard(c):
		r.l.Arena = append(r.l.Arena, e)
	default:
		r.l.Cards = append(r.l.Cards, e)
	}
}

// isArenaCard reports an arena-card (CR 1.3.2d), as the card-pool rules
// read the card (rules.PoolCard.IsArenaCard): a weapon, an equipment, a
// companion or a demi-hero, not an evo (an equipment that is also a
// deck-card).
func isArenaCard(c catalog.Card) bool {
	p := PoolCardOf(c)
	return p.IsArenaCard()
}

// lookup finds the card a name means, without a message. A key as the
// catalog writes it ("Name (red)", "Name"), which is what a save and the
// embedded decks hold, is found at once; only another spelling goes
// through resolve and its regular expression, which at every card of a
// loading save was most of the load's time.
func lookup(name string) (catalog.Card, bool) {
	if c, ok := catalog.Lookup(name); ok {
		// The card resolve would find: it looks the same key up first.
		return c, true
	}
	c, msg := resolve(name, false)
	return c, msg == nil
}

// resolve finds the card a name means: "Name (red)", or "Name" for a card
// with no colour or with one colour only. Otherwise it says what is wrong,
// with the closest real names when suggest is set (nil: found).
func resolve(name string, suggest bool) (catalog.Card, *Problem) {
	return resolveFor(name, suggest, false)
}

// resolveFor is resolve for a line that needs a hero when hero is set: its
// suggestions are heroes only.
func resolveFor(name string, suggest, hero bool) (catalog.Card, *Problem) {
	no := func(code string, args ...any) (catalog.Card, *Problem) {
		p := problem(code, args...)
		return catalog.Card{}, &p
	}
	name = strings.TrimSpace(name)
	base, color := name, ""
	if m := colorPart.FindStringSubmatch(name); m != nil {
		base, color = m[1], strings.ToLower(m[2])
	}
	if color != "" {
		if c, ok := catalog.Lookup(base + " (" + color + ")"); ok {
			return c, nil
		}
	} else if c, ok := catalog.Lookup(base); ok {
		return c, nil
	}
	all := catalog.Named(base)
	if len(all) == 0 {
		if p := lookalikeProblem(name); p != nil {
			return catalog.Card{}, p
		}
	}
	switch {
	case len(all) == 0 && !suggest:
		return no("unknown-card", name)
	case len(all) == 0:
		var among []string
		if hero {
			among = HeroKeys()
		}
		if s := Suggest(name, 3, among); len(s) > 0 {
			return no("unknown-card-close", name, OrList(quoteAll(s)))
		}
		if hero {
			return no("unknown-hero-none", name)
		}
		return no("unknown-card-none", name)
	case color == "" && len(all) == 1:
		return all[0], nil
	case color == "":
		var keys Colors
		for _, c := range all {
			keys = append(keys, c.Color)
		}
		return no("which-colour", name, keys, all[0].Key())
	case all[0].Color == "":
		return no("no-colour", all[0].Name, all[0].Name)
	default:
		var keys Colors
		for _, c := range all {
			keys = append(keys, c.Color)
		}
		return no("no-such-colour", all[0].Name, Color(color), keys)
	}
}

func quoteAll(s []string) []string {
	out := make([]string, len(s))
	for i, x := range s {
		out[i] = strconv.Quote(x)
	}
	return out
}

func joinList(s []string, word string) string {
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " " + word + " " + s[len(s)-1]
}

// Suggest is the one "did you mean" of card names, for deck lists and
// scenario files alike: up to n of the keys among (nil: every card of the
// catalog) closest to name, closest first; none when nothing is near
// enough to be a slip. A line that needs a hero passes HeroKeys, so that
// it never suggests a card that could not stand there.
func Suggest(name string, n int, among []string) []string {
	if among == nil {
		return catalog.Suggest(name, n)
	}
	return catalog.Closest(name, among, n)
}

// HeroKeys are the keys of the catalog's heroes, for Suggest.
var HeroKeys = sync.OnceValue(func() []string {
	var out []string
	for _, c := range catalog.All() {
		if c.Is("Hero") {
			out = append(out, c.Key())
		}
	}
	return out
})

// Package catalog is the card world: every card of the game, implemented by
// this project or not, with the facts deck building needs — name, colour,
// pitch, type words, legality in Blitz and Classic Constructed, Legendary,
// specialization, essence and hybrid supertypes. It lets the decks package
// tell "no such card" (with the closest real names) from "a real card the
// engine cannot play yet", and check a list against the card-pool rules.
//
// The data is catalog.tsv.gz, generated from ../shared/carddata by ./gen and
// committed, so a clean clone without ../shared works. No rules text is in
// it. To refresh it, from the repository root:
//
//	go generate ./cards/catalog
package catalog

//go:generate go run ./gen -data ../../../shared/carddata/cards.jsonl -out catalog.tsv.gz

import (
	"bytes"
	"cmp"
	"compress/gzip"
	_ "embed"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
)

// Header is the first line of the data file: the columns of every row,
// separated by tabs. Lists inside a column are separated by "|", the
// alternative sets of a hybrid card by ";".
const Header = "#name\tcolor\tpitch\ttypes\tflags(b=blitz legal,c=cc legal,L=legendary,E=ephemeral)\tspecialization\tessence\thybrid\tcost\tpower\tdefense\tlife\tintellect\tkeywords"

// columns is the number of columns of Header.
const columns = 14

//go:embed catalog.tsv.gz
var data []byte

// Card is what the catalog knows of one card.
type Card struct {
	Name  string
	Color string // "red", "yellow", "blue" or "" for a card with no colour strip
	Pitch int    // 0 when the card has no pitch
	// Types are the words of the type box: supertypes, types and subtypes
	// (e.g. Brute, Action, Attack; Generic, Equipment, Head).
	Types []string
	// BlitzLegal and CCLegal are the card data's legality flags.
	BlitzLegal, CCLegal bool
	// Legendary: one copy in a card-pool (CR 8.3.6).
	Legendary bool
	// Ephemeral: never in a card-pool (CR 8.3.21a).
	Ephemeral bool
	// Specialization names the hero monikers the card is restricted to
	// (CR 8.3.7).
	Specialization []string
	// Essence names the talents a hero's essence lets its card-pool hold
	// besides its own supertypes (CR 1.1.3a).
	Essence []string
	// Hybrid holds the alternative supertype sets of a hybrid card
	// (CR 2.14.1b); nil for other cards, split cards included: a split card
	// has the supertypes of both its sides (CR 9.3.2a), all in Types.
	Hybrid [][]string
	// Cost, Power, Defense, Life and Intellect are the printed numbers as
	// written ("3", "X", "*"), "" when the card has none (a blank is not a
	// zero, CR 2.0.2).
	Cost, Power, Defense, Life, Intellect string
	// Keywords are the keywords printed on the card ("Go again", "Blade
	// Break", "Ward 10").
	Keywords []string
}

// Key is how deck lists name the card: "Name (red)", or "Name" for a card
// with no colour.
func (c *Card) Key() string {
	if c.Color == "" {
		return c.Name
	}
	return string(appendKey(make([]byte, 0, len(c.Name)+len(c.Color)+3), c.Name, c.Color))
}

// appendKey appends the key of a card of that name and colour to dst:
// "Name (red)", or the name alone without a colour.
func appendKey(dst []byte, name, color string) []byte {
	dst = append(dst, name...)
	if color != "" {
		dst = append(append(append(dst, " ("...), color...), ')')
	}
	return dst
}

// Is reports whether one of the card's type words is t (case-insensitive).
func (c *Card) Is(t string) bool {
	for _, w := range c.Types {
		if strings.EqualFold(w, t) {
			return true
		}
	}
	return false
}

// Supertypes are the card's classes and talents (CR 2.11); none for a
// generic card.
func (c *Card) Supertypes() []string {
	var out []string
	for _, w := range c.Types {
		if IsSupertype(w) {
			out = append(out, w)
		}
	}
	return out
}

// Young reports whether the card is a young hero (Blitz heroes).
func (c *Card) Young() bool { return c.Is("Young") }

// Moniker is a hero's short name (CR 2.7.3): the part of its name before a
// comma, less a family name the catalog cannot tell apart, so "Dorinthea
// Ironsong" is matched by "Dorinthea" through HasMoniker.
func (c *Card) Moniker() string {
	m, _, _ := strings.Cut(c.Name, ",")
	return strings.TrimSpace(m)
}

// HasMoniker reports whether m is the moniker of the card's name: the name
// before its comma is m, or starts or ends with m as whole words ("Dorinthea
// Ironsong", "Ser Boltyn").
func (c *Card) HasMoniker(m string) bool {
	n := strings.ToLower(c.Moniker())
	m = strings.ToLower(strings.TrimSpace(m))
	if m == "" {
		return false
	}
	return n == m || strings.HasPrefix(n, m+" ") || strings.HasSuffix(n, " "+m)
}

// classes and talents are the supertype keywords (CR 2.11.6a, 2.11.6b),
// with the classes printed on cards newer than that list.
var classes = []string{"Adjudicator", "Assassin", "Bard", "Brute", "Guardian", "Illusionist", "Mechanologist", "Merchant", "Ninja", "Ranger", "Runeblade", "Shapeshifter", "Warrior", "Wizard",
	"Necromancer", "Pirate", "Thief"}
var talents = []string{"Chaos", "Draconic", "Earth", "Elemental", "Ice", "Light", "Lightning", "Mystic", "Royal", "Shadow"}

// IsSupertype reports whether w is a class or a talent. "Generic" is not:
// a generic card has no supertype (CR 2.14.1a).
func IsSupertype(w string) bool {
	for _, s := range classes {
		if strings.EqualFold(s, w) {
			return true
		}
	}
	for _, s := range talents {
		if strings.EqualFold(s, w) {
			return true
		}
	}
	return false
}

// table is the catalog as read: kept for the life of the process, so it
// holds no pointers the collector must follow but its two strings. Every
// collection marks what is live, and while one runs every pointer write in
// the engine pays a write barrier: a table of strings and string-keyed maps
// (1.2 MB, most of it scannable) made every clone of a game state slower.
type table struct {
	text string // the file, decompressed: every row a part of it
	norm string // Norm(key) and Norm(name) of every card, one after another
	rows []row  // the cards, in the order of the file
	// byKey and byName are indexes of rows, sorted by Norm(key) and by
	// Norm(name) (then in file order), for binary search.
	byKey, byName []uint32
	// suggest is built on the first suggestion: most commands never make one.
	suggest func() *suggestIndex
}

// row is where one card is in the table's strings. A row is parsed into a
// Card when it is looked up (card).
type row struct {
	off     uint32 // the row is text[off:off+n]
	key     uint32 // Norm(key) is norm[key:key+keyLen]
	name    uint32 // Norm(name) is norm[name:name+nameLen], often a prefix of the key
	n       uint16
	keyLen  uint16
	nameLen uint16
}

func (t *table) line(i int) string {
	r := &t.rows[i]
	return t.text[r.off : r.off+uint32(r.n)]
}

// normKey is Norm(key) of row i.
func (t *table) normKey(i int) string {
	r := &t.rows[i]
	return t.norm[r.key : r.key+uint32(r.keyLen)]
}

// normName is Norm(name) of row i.
func (t *table) normName(i int) string {
	r := &t.rows[i]
	return t.norm[r.name : r.name+uint32(r.nameLen)]
}

// find is the row whose Norm(key) is k.
func (t *table) find(k string) (int, bool) {
	j, ok := slices.BinarySearchFunc(t.byKey, k, func(i uint32, k string) int { return strings.Compare(t.normKey(int(i)), k) })
	if !ok {
		return 0, false
	}
	return int(t.byKey[j]), true
}

// named lists the rows whose Norm(name) is n, in file order.
func (t *table) named(n string) []uint32 {
	j, _ := slices.BinarySearchFunc(t.byName, n, func(i uint32, n string) int { return strings.Compare(t.normName(int(i)), n) })
	e := j
	for e < len(t.byName) && t.normName(int(t.byName[e])) == n {
		e++
	}
	return t.byName[j:e]
}

// suggestIndex holds the normalised keys as runes, and their letters, for
// Suggest: key i is runes[off[i]:off[i+1]].
type suggestIndex struct {
	runes []rune
	off   []uint32
	hists []hist
}

// hist counts the letters of a name: half the sum of the differences of two
// names' counts is at most their edit distance, a cheap test that skips most
// names when looking for the closest.
type hist [27]uint8

func histOf(rs []rune) hist {
	var h hist
	for _, r := range rs {
		i := 26
		if r >= 'a' && r <= 'z' {
			i = int(r - 'a')
		}
		if h[i] < 255 {
			h[i]++
		}
	}
	return h
}

func (h *hist) lowerBound(o *hist) int {
	d := 0
	for i := range h {
		d += abs(int(h[i]) - int(o[i]))
	}
	return (d + 1) / 2
}

// maxKeyRunes bounds the length of a card key (checked when loading).
const maxKeyRunes = 200

var load = sync.OnceValue(func() *table {
	t, err := parse(data)
	if err != nil {
		panic(fmt.Sprintf("catalog: embedded catalog.tsv.gz is malformed (regenerate it with go generate ./cards/catalog): %v", err))
	}
	return t
})

func parse(b []byte) (*table, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	// One string for the whole file, every row a part of it, read into
	// memory of the size the gzip trailer gives (RFC 1952: ISIZE).
	var sb strings.Builder
	if len(b) >= 4 {
		sb.Grow(int(binary.LittleEndian.Uint32(b[len(b)-4:])))
	}
	if _, err := io.Copy(&sb, zr); err != nil {
		return nil, err
	}
	all := sb.String()
	if len(all) > math.MaxUint32 {
		return nil, fmt.Errorf("%d bytes, more than a table holds", len(all))
	}
	t := &table{text: all, rows: make([]row, 0, strings.Count(all, "\n")+1)}
	t.suggest = sync.OnceValue(t.suggestIndex)
	// The normalised keys and names, in one string: about a third of the
	// file (the key, and the name when it is not a prefix of the key).
	norm := make([]byte, 0, len(all)/3)
	var key []byte // "Name (red)", built in place
	// Only what the index needs is read here (and every row checked);
	// a card is parsed when it is looked up.
	off := 0
	for n := 1; off < len(all); n++ {
		line, _, _ := strings.Cut(all[off:], "\n")
		lineOff := off
		off += len(line) + 1
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		if got := strings.Count(line, "\t") + 1; got != columns {
			return nil, t.firstError(norm, fmt.Errorf("line %d: %d columns, want %d", n, got, columns))
		}
		name, r, _ := strings.Cut(line, "\t")
		color, r, _ := strings.Cut(r, "\t")
		pitch, _, _ := strings.Cut(r, "\t")
		if pitch != "" && (len(pitch) != 1 || pitch[0] < '0' || pitch[0] > '9') {
			return nil, t.firstError(norm, fmt.Errorf("line %d: pitch %q", n, pitch))
		}
		key = appendKey(key[:0], name, color)
		k := len(norm)
		norm = appendNorm(norm, key)
		keyEnd := len(norm)
		nameAt, nameLen := k, keyEnd-k // the key is the name
		if color != "" {
			norm = appendNorm(norm, name)
			nameAt, nameLen = keyEnd, len(norm)-keyEnd
		}
		if nameAt != k && bytes.HasPrefix(norm[k:keyEnd], norm[keyEnd:]) {
			// Norm(name) is the start of Norm(key): kept once.
			norm, nameAt = norm[:keyEnd], k
		}
		if len(line) > math.MaxUint16 || keyEnd-k > math.MaxUint16 || nameLen > math.MaxUint16 ||
			len(norm) > math.MaxUint32 || len(t.rows) == math.MaxUint32 {
			return nil, t.firstError(norm, fmt.Errorf("line %d: a row too long", n))
		}
		t.rows = append(t.rows, row{off: uint32(lineOff), n: uint16(len(line)),
			key: uint32(k), keyLen: uint16(keyEnd - k), name: uint32(nameAt), nameLen: uint16(nameLen)})
		if utf8.RuneCount(norm[k:keyEnd]) > maxKeyRunes {
			return nil, t.firstError(norm, fmt.Errorf("line %d: a key longer than %d characters", n, maxKeyRunes))
		}
	}
	t.norm = string(norm)
	t.byKey, t.byName = t.sorted(t.normKey), t.sorted(t.normName)
	if err := t.duplicate(); err != nil {
		return nil, err
	}
	return t, nil
}

// sorted lists the indexes of the rows sorted by what of, then in file
// order.
func (t *table) sorted(of func(int) string) []uint32 {
	ix := make([]uint32, len(t.rows))
	for i := range ix {
		ix[i] = uint32(i)
	}
	order := func(a, b uint32) int {
		if c := strings.Compare(of(int(a)), of(int(b))); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	}
	// The file is sorted by its rows (./gen), so this order is nearly the
	// file's: case and accents put about 1 % of the rows out of place, by
	// a few each. An insertion sort does it in about n comparisons, where
	// a general sort takes n log n; a file far from sorted is given to the
	// general sort.
	moves := 0
	for i := 1; i < len(ix); i++ {
		for j := i; j > 0 && order(ix[j], ix[j-1]) < 0; j-- {
			ix[j], ix[j-1] = ix[j-1], ix[j]
			moves++
		}
		if moves > 2*len(ix) {
			slices.SortFunc(ix, order)
			break
		}
	}
	return ix
}

// duplicate reports the first key listed twice in the file (at its second
// line), or nil. It needs t.byKey.
func (t *table) duplicate() error {
	at := -1
	for j := 1; j < len(t.byKey); j++ {
		a, b := int(t.byKey[j-1]), int(t.byKey[j])
		if t.normKey(a) == t.normKey(b) && (at < 0 || b < at) {
			at = b
		}
	}
	if at < 0 {
		return nil
	}
	return fmt.Errorf("line %d: %s is listed twice", t.lineNumber(at), t.key(at))
}

// firstError is err, found reading a row, or an error the file has before
// it: a key listed twice in the rows read so far, which reading the file in
// order meets first. norm is t.norm as far as it is built.
func (t *table) firstError(norm []byte, err error) error {
	t.norm = string(norm)
	t.byKey = t.sorted(t.normKey)
	if dup := t.duplicate(); dup != nil {
		return dup
	}
	return err
}

// lineNumber is the line of the file row i is on (for errors).
func (t *table) lineNumber(i int) int {
	return strings.Count(t.text[:t.rows[i].off], "\n") + 1
}

// card parses row i (checked when the table was read).
func (t *table) card(i int) Card {
	var f [columns]string
	line := t.line(i)
	for i := range f {
		f[i], line, _ = strings.Cut(line, "\t")
	}
	c := Card{Name: f[0], Color: f[1], Types: split(f[3], "|"), Specialization: split(f[5], "|"), Essence: split(f[6], "|")}
	if f[2] != "" {
		c.Pitch = int(f[2][0] - '0')
	}
	c.BlitzLegal = strings.Contains(f[4], "b")
	c.CCLegal = strings.Contains(f[4], "c")
	c.Legendary = strings.Contains(f[4], "L")
	c.Ephemeral = strings.Contains(f[4], "E")
	for _, s := range split(f[7], ";") {
		c.Hybrid = append(c.Hybrid, split(s, "|"))
	}
	c.Cost, c.Power, c.Defense, c.Life, c.Intellect = f[8], f[9], f[10], f[11], f[12]
	c.Keywords = split(f[13], "|")
	return c
}

// key is the key of row i, as written: "Name (red)".
func (t *table) key(i int) string {
	name, r, _ := strings.Cut(t.line(i), "\t")
	color, _, _ := strings.Cut(r, "\t")
	return (&Card{Name: name, Color: color}).Key()
}

// hasType reports whether row i has the type word w (Card.Is) without
// parsing the row.
func (t *table) hasType(i int, w string) bool {
	line := t.line(i)
	for range 3 {
		_, line, _ = strings.Cut(line, "\t")
	}
	types, _, _ := strings.Cut(line, "\t")
	for types != "" {
		var word string
		word, types, _ = strings.Cut(types, "|")
		if strings.EqualFold(word, w) {
			return true
		}
	}
	return false
}

func (t *table) suggestIndex() *suggestIndex {
	x := &suggestIndex{runes: make([]rune, 0, len(t.norm)), off: make([]uint32, 1, len(t.rows)+1), hists: make([]hist, len(t.rows))}
	for i := range t.rows {
		at := len(x.runes)
		for _, r := range t.normKey(i) {
			x.runes = append(x.runes, r)
		}
		x.off = append(x.off, uint32(len(x.runes)))
		x.hists[i] = histOf(x.runes[at:])
	}
	return x
}

func split(s, sep string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, sep)
}

// fold maps letters with accents, and curly quotes, to the plain ones players
// type.
var fold = strings.NewReplacer(
	"’", "'", "‘", "'", "‛", "'", "′", "'", "`", "'", "´", "'",
	"“", `"`, "”", `"`, "„", `"`, "″", `"`,
	"–", "-", "—", "-",
	"à", "a", "á", "a", "â", "a", "ã", "a", "ä", "a", "å", "a", "ā", "a",
	"è", "e", "é", "e", "ê", "e", "ë", "e", "ē", "e",
	"ì", "i", "í", "i", "î", "i", "ï", "i", "ī", "i",
	"ò", "o", "ó", "o", "ô", "o", "õ", "o", "ö", "o", "ō", "o",
	"ù", "u", "ú", "u", "û", "u", "ü", "u", "ū", "u",
	"ç", "c", "ñ", "n", "ð", "d", "ṣ", "s", "ß", "ss",
)

// Norm is the form names are compared in: lower case, accents and curly
// quotes folded, runs of spaces made one, no space inside the brackets of a
// colour.
func Norm(s string) string {
	if n, ok := normASCII(s); ok {
		return n
	}
	s = fold.Replace(strings.ToLower(s))
	s = strings.Join(strings.Fields(s), " ")
	s = strings.ReplaceAll(s, "( ", "(")
	return strings.ReplaceAll(s, " )", ")")
}

// normASCII is Norm for a name of printable ASCII and spaces, in one pass
// (most names): lower case, the backquote made a quote (the only ASCII
// letter fold changes), runs of spaces made one and trimmed, no space
// after "(" or before ")". ok is false for anything else.
func normASCII(s string) (string, bool) {
	same, ok := isNormASCII(s)
	switch {
	case !ok:
		return "", false
	case same:
		return s, true
	}
	return string(appendNormASCII(make([]byte, 0, len(s)), s)), true
}

// appendNorm appends Norm(s) to dst.
func appendNorm[S ~string | ~[]byte](dst []byte, s S) []byte {
	same, ok := isNormASCII(s)
	switch {
	case !ok:
		return append(dst, Norm(string(s))...)
	case same:
		return append(dst, s...)
	}
	return appendNormASCII(dst, s)
}

// isNormASCII reports whether s is printable ASCII and spaces (ok), and if
// so whether it is its own Norm (same).
func isNormASCII[S ~string | ~[]byte](s S) (same, ok bool) {
	same = true
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c < ' ' || c > '~':
			return false, false
		case c >= 'A' && c <= 'Z', c == '`':
			same = false
		case c == ' ':
			if i == 0 || i == len(s)-1 || s[i+1] == ' ' || s[i+1] == ')' || s[i-1] == '(' {
				same = false
			}
		}
	}
	return same, true
}

// appendNormASCII appends the Norm of s, printable ASCII and spaces, to
// dst.
func appendNormASCII[S ~string | ~[]byte](dst []byte, s S) []byte {
	start := len(dst)
	space := false // a space is owed before the next word
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			space = len(dst) > start
			continue
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		case c == '`':
			c = '\''
		}
		if space && c != ')' && dst[len(dst)-1] != '(' {
			dst = append(dst, ' ')
		}
		space = false
		dst = append(dst, c)
	}
	return dst
}

// Lookup finds a card by its key, "Name (red)" or "Name", compared as Norm
// does.
func Lookup(key string) (Card, bool) {
	t := load()
	i, ok := t.find(Norm(key))
	if !ok {
		return Card{}, false
	}
	return t.card(i), true
}

// Named lists the card in every colour it comes in (none for an unknown
// name), red first.
func Named(name string) []Card {
	t := load()
	var out []Card
	for _, i := range t.named(Norm(name)) {
		out = append(out, t.card(int(i)))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pitch < out[j].Pitch })
	return out
}

// Len is the number of cards in the catalog.
func Len() int { return len(load().rows) }

// All lists every card of the catalog, in its order.
func All() []Card {
	t := load()
	out := make([]Card, len(t.rows))
	for i := range t.rows {
		out[i] = t.card(i)
	}
	return out
}

// Heroes lists the hero cards whose name has moniker m.
func Heroes(m string) []Card {
	t := load()
	var out []Card
	for i := range t.rows {
		if !t.hasType(i, "Hero") {
			continue
		}
		if c := t.card(i); c.HasMoniker(m) {
			out = append(out, c)
		}
	}
	return out
}

// Suggest lists up to n card keys closest to key by edit distance, closest
// first; none when nothing is close enough to be a likely typo.
func Suggest(key string, n int) []string {
	t := load()
	k := []rune(Norm(key))
	if len(k) == 0 || n <= 0 {
		return nil
	}
	limit := max(2, len(k)/3)
	type cand struct {
		d int
		i int
	}
	var cs []cand
	rows := make([]int, 3*(maxKeyRunes+1))
	kh := histOf(k)
	x := t.suggest()
	for i := range x.hists {
		ck := x.runes[x.off[i]:x.off[i+1]]
		// The distance is at least the difference of the lengths, and
		// the histograms' bound.
		if abs(len(ck)-len(k)) > limit || kh.lowerBound(&x.hists[i]) > limit {
			continue
		}
		if d := distance(k, ck, limit, rows); d <= limit {
			cs = append(cs, cand{d, i})
		}
	}
	sort.Slice(cs, func(a, b int) bool {
		if cs[a].d != cs[b].d {
			return cs[a].d < cs[b].d
		}
		return t.key(cs[a].i) < t.key(cs[b].i)
	})
	var out []string
	for _, c := range cs {
		// A name two typos further than the closest is noise beside it.
		if len(out) == n || c.d > cs[0].d+1 {
			break
		}
		out = append(out, t.key(c.i))
	}
	return out
}

// Closest lists up to n of candidates (card keys, say the implemented
// ones) closest to query, closest first: a candidate whose name contains
// the query (of 4 letters or more) counts as an exact match, the others by
// edit distance, as Suggest ranks them; none when nothing is near enough to
// be a likely typo.
func Closest(query string, candidates []string, n int) []string {
	q := []rune(Norm(query))
	if len(q) == 0 || n <= 0 {
		return nil
	}
	limit := max(2, len(q)/3)
	type cand struct {
		d   int
		key string
	}
	var cs []cand
	for _, key := range candidates {
		k := Norm(key)
		if len(q) >= 4 && strings.Contains(k, string(q)) {
			cs = append(cs, cand{0, key})
			continue
		}
		// Against the key and against the name without its colour, so
		// that "pumel" finds every Pummel.
		best := limit + 1
		names := []string{k}
		if i := strings.LastIndex(k, " ("); i > 0 && strings.HasSuffix(k, ")") {
			names = append(names, k[:i])
		}
		for _, name := range names {
			kr := []rune(name)
			if abs(len(kr)-len(q)) > limit {
				continue
			}
			best = min(best, distance(q, kr, limit, make([]int, 3*(len(kr)+1))))
		}
		if best <= limit {
			cs = append(cs, cand{best, key})
		}
	}
	sort.SliceStable(cs, func(a, b int) bool { return cs[a].d < cs[b].d })
	var out []string
	for _, c := range cs {
		if len(out) == n || c.d > cs[0].d+1 {
			break
		}
		out = append(out, c.key)
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// distance is the edit distance of a and b, where two neighbouring letters
// swapped count as one edit (the optimal string alignment distance), or
// limit+1 as soon as it is known to exceed limit. rows is scratch space of
// 3*(len(b)+1) ints.
func distance(a, b []rune, limit int, rows []int) int {
	w := len(b) + 1
	prev2, prev, cur := rows[:w], rows[w:2*w], rows[2*w:3*w]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			best = min(best, cur[j])
		}
		if best > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

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
	"compress/gzip"
	_ "embed"
	"encoding/binary"
	"fmt"
	"io"
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
	return c.Name + " (" + c.Color + ")"
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

type table struct {
	rows   []string         // the rows of the file, one a card, parsed when asked for (card)
	byKey  map[string]int   // Norm(key) -> index
	byName map[string][]int // Norm(name) -> indexes, every colour
	keys   []string         // Norm(key) of every card
	// suggest is built on the first suggestion: most commands never make one.
	suggest func() *suggestIndex
}

// suggestIndex holds the normalised keys as runes, and their letters, for
// Suggest.
type suggestIndex struct {
	runes [][]rune
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
	// One string for the whole file, every field a part of it, read into
	// memory of the size the gzip trailer gives (RFC 1952: ISIZE).
	var sb strings.Builder
	if len(b) >= 4 {
		sb.Grow(int(binary.LittleEndian.Uint32(b[len(b)-4:])))
	}
	if _, err := io.Copy(&sb, zr); err != nil {
		return nil, err
	}
	all := sb.String()
	rows := strings.Count(all, "\n") + 1
	t := &table{byKey: make(map[string]int, rows), byName: make(map[string][]int, rows),
		rows: make([]string, 0, rows), keys: make([]string, 0, rows)}
	t.suggest = sync.OnceValue(t.suggestIndex)
	// Only what the index needs is read here (and every row checked);
	// a card is parsed when it is looked up.
	for n := 1; all != ""; n++ {
		line, rest, _ := strings.Cut(all, "\n")
		all = rest
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		if got := strings.Count(line, "\t") + 1; got != columns {
			return nil, fmt.Errorf("line %d: %d columns, want %d", n, got, columns)
		}
		name, r, _ := strings.Cut(line, "\t")
		color, r, _ := strings.Cut(r, "\t")
		pitch, _, _ := strings.Cut(r, "\t")
		if pitch != "" && (len(pitch) != 1 || pitch[0] < '0' || pitch[0] > '9') {
			return nil, fmt.Errorf("line %d: pitch %q", n, pitch)
		}
		key := (&Card{Name: name, Color: color}).Key()
		k := Norm(key)
		if _, dup := t.byKey[k]; dup {
			return nil, fmt.Errorf("line %d: %s is listed twice", n, key)
		}
		t.byKey[k] = len(t.rows)
		nn := Norm(name)
		t.byName[nn] = append(t.byName[nn], len(t.rows))
		if utf8.RuneCountInString(k) > maxKeyRunes {
			return nil, fmt.Errorf("line %d: a key longer than %d characters", n, maxKeyRunes)
		}
		t.keys = append(t.keys, k)
		t.rows = append(t.rows, line)
	}
	return t, nil
}

// card parses row i (checked when the table was read).
func (t *table) card(i int) Card {
	var f [columns]string
	line := t.rows[i]
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
	name, r, _ := strings.Cut(t.rows[i], "\t")
	color, _, _ := strings.Cut(r, "\t")
	return (&Card{Name: name, Color: color}).Key()
}

// hasType reports whether row i has the type word w (Card.Is) without
// parsing the row.
func (t *table) hasType(i int, w string) bool {
	line := t.rows[i]
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
	x := &suggestIndex{runes: make([][]rune, len(t.keys)), hists: make([]hist, len(t.keys))}
	for i, k := range t.keys {
		x.runes[i] = []rune(k)
		x.hists[i] = histOf(x.runes[i])
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
	same := true // s is its own Norm
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c < ' ' || c > '~':
			return "", false
		case c >= 'A' && c <= 'Z', c == '`':
			same = false
		case c == ' ':
			if i == 0 || i == len(s)-1 || s[i+1] == ' ' || s[i+1] == ')' || s[i-1] == '(' {
				same = false
			}
		}
	}
	if same {
		return s, true
	}
	b := make([]byte, 0, len(s))
	space := false // a space is owed before the next word
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			space = len(b) > 0
			continue
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		case c == '`':
			c = '\''
		}
		if space && c != ')' && b[len(b)-1] != '(' {
			b = append(b, ' ')
		}
		space = false
		b = append(b, c)
	}
	return string(b), true
}

// Lookup finds a card by its key, "Name (red)" or "Name", compared as Norm
// does.
func Lookup(key string) (Card, bool) {
	t := load()
	i, ok := t.byKey[Norm(key)]
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
	for _, i := range t.byName[Norm(name)] {
		out = append(out, t.card(i))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pitch < out[j].Pitch })
	return out
}

// Len is the number of cards in the catalog.
func Len() int { return len(load().rows) }

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
	for i, ck := range x.runes {
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

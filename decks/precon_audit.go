package decks

import (
	"cmp"
	"slices"
	"strings"
	"unicode"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/cards/catalog"
	"github.com/rathe-tcg/rathe/rules"
)

// PreconAudit is what the engine can do of one precon list: how many of its
// cards it implements, which it lacks and what they print that it does not
// model, and whether the list plays.
type PreconAudit struct {
	ID, Category, Label string
	// Hero is the list's hero card, nil when no line names a hero the card
	// data knows.
	Hero *catalog.Card
	// Format is the format the list is checked in (FormatOf), FormatAuto
	// when it has no known hero.
	Format Format
	// Cards and Implemented count the distinct cards of the list that the
	// card data knows (hero, weapons and equipment, deck-cards, and the
	// tokens the list notes), and those the engine implements; Copies and
	// ImplementedCopies count copies of the card-pool (hero, arena- and
	// deck-cards; a token line is a note, not a card brought).
	Cards, Implemented        int
	Copies, ImplementedCopies int
	// Missing are the cards the card data knows and the engine lacks, in
	// the list's order.
	Missing []MissingCard
	// NoData names the lines whose card the card data does not know (sets
	// newer than the data): they are neither counted nor missing.
	NoData []string
	// Problems are the list's problems in its format when every card is
	// implemented (Check), nil otherwise.
	Problems []*LineError
	// Playable: every card is implemented and the list is legal in its
	// format, so `rathe play` can load it.
	Playable bool

	list *List
}

// MissingCard is a card of a list the engine does not implement, and the
// keywords printed on it that the engine does not model (rules.KeywordTable),
// their numbers left out ("Ward 10" is "Ward"). The engine cannot know the
// name of a block it lacks: a printed keyword is the one name the card data
// gives; a card with none missing needs something of its text.
type MissingCard struct {
	Name     string
	Keywords []string
}

// Block is a keyword the engine does not model and the missing cards that
// print it; the Block with Keyword "" holds the missing cards whose
// printed keywords are all modelled.
type Block struct {
	Keyword string
	Cards   []string
}

// AuditPrecons audits every embedded precon list, in the order players
// should see them (SortPreconAudits).
func AuditPrecons() []PreconAudit {
	ps := Precons()
	out := make([]PreconAudit, len(ps))
	for i, p := range ps {
		out[i] = AuditPrecon(p)
	}
	SortPreconAudits(out)
	return out
}

// AuditPrecon audits one precon list.
func AuditPrecon(p Precon) PreconAudit {
	src := p.Text()
	l := readPrecon(p.ID, src)
	if l.Hero == nil && !slices.ContainsFunc(p.Lines, func(pl PreconLine) bool { return strings.EqualFold(pl.Name, p.Label) }) {
		// Some lists leave their hero to the label: it is the hero.
		l = readPrecon(p.ID, append([]byte("1 "+p.Label+"\n"), src...))
	}
	return auditList(p.ID, p.Category, p.Label, l)
}

// shippedPrecons are the embedded decks that are published precons the
// data of Precons does not hold, by name, with their product.
var shippedPrecons = map[string]string{
	"cb-rhinar":    "Classic Battles: Rhinar vs Dorinthea",
	"cb-dorinthea": "Classic Battles: Rhinar vs Dorinthea",
	"ira-welcome":  "Welcome Deck",
}

// ShippedPrecons audits the embedded decks that are precons outside the
// data of Precons (the Classic Battles lists, the Welcome deck), by name.
func ShippedPrecons() []PreconAudit {
	var out []PreconAudit
	for _, n := range Names() {
		cat, ok := shippedPrecons[n]
		if !ok {
			continue
		}
		l, err := Open(n)
		if err != nil || l.Hero == nil {
			continue // an embedded deck reads: decks_test holds it
		}
		out = append(out, auditList(n, cat, l.Hero.Card.Name, l))
	}
	return out
}

// auditList audits a list read without suggestions.
func auditList(id, category, label string, l *List) PreconAudit {
	a := PreconAudit{ID: id, Category: category, Label: label, list: l}
	for _, u := range l.unknown {
		a.NoData = append(a.NoData, rules.Printable(u.text))
	}
	seen := map[string]bool{}
	count := func(e Entry, copies int) {
		_, ok := cards.Lookup(e.Key())
		a.Copies += copies
		if ok {
			a.ImplementedCopies += copies
		}
		if seen[e.Key()] {
			return
		}
		seen[e.Key()] = true
		a.Cards++
		if ok {
			a.Implemented++
		} else {
			a.Missing = append(a.Missing, MissingCard{e.Key(), unmodelled(e.Card.Keywords)})
		}
	}
	all := append(l.Entries(), l.Tokens...)
	slices.SortStableFunc(all, func(x, y Entry) int { return cmp.Compare(x.Line, y.Line) })
	for _, e := range all {
		copies := e.Count
		if e.Card.Is("Token") {
			copies = 0
		}
		count(e, copies)
	}
	if l.Hero != nil {
		h := l.Hero.Card
		a.Hero = &h
		a.Format, _ = FormatOf(l, FormatAuto)
	}
	if len(a.Missing) == 0 && len(a.NoData) == 0 {
		a.Problems = LineErrors(Check(l, FormatAuto))
		a.Playable = l.Hero != nil && len(a.Problems) == 0
	}
	return a
}

// readPrecon reads a precon's text, unknown names without suggestions.
func readPrecon(id string, src []byte) *List {
	l, _ := readWith(&reader{l: &List{Name: id, File: id, Embedded: true}, noSuggest: true}, src)
	return l
}

// unmodelled lists the printed keywords the engine does not model, each
// once, without its number.
func unmodelled(printed []string) []string {
	var out []string
	for _, k := range printed {
		if _, _, ok := rules.LookupKeyword(k); ok {
			continue
		}
		k = strings.TrimRightFunc(strings.TrimRight(k, "0123456789X"), unicode.IsSpace)
		if k != "" && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// Blocks groups the missing cards by the keywords they print that the
// engine does not model, the keyword most cards need first (a card is
// under each of its keywords), then the cards that need none of them.
func (a PreconAudit) Blocks() []Block {
	var out []Block
	var none []string
	for _, m := range a.Missing {
		if len(m.Keywords) == 0 {
			none = append(none, m.Name)
		}
		for _, k := range m.Keywords {
			i := slices.IndexFunc(out, func(b Block) bool { return b.Keyword == k })
			if i < 0 {
				out = append(out, Block{Keyword: k})
				i = len(out) - 1
			}
			out[i].Cards = append(out[i].Cards, m.Name)
		}
	}
	slices.SortStableFunc(out, func(x, y Block) int { return cmp.Compare(len(y.Cards), len(x.Cards)) })
	if len(none) > 0 {
		out = append(out, Block{Cards: none})
	}
	return out
}

// SortPreconAudits orders the lists for a player: the playable first, then
// those the card data knows whole, by how few cards they miss, then the
// rest; ids break ties.
func SortPreconAudits(as []PreconAudit) {
	rank := func(a PreconAudit) int {
		switch {
		case a.Playable:
			return 0
		case len(a.NoData) == 0:
			return 1
		}
		return 2
	}
	slices.SortStableFunc(as, func(x, y PreconAudit) int {
		return cmp.Or(cmp.Compare(rank(x), rank(y)), cmp.Compare(len(x.Missing), len(y.Missing)), strings.Compare(x.ID, y.ID))
	})
}

// NearestPrecon is the playable precon of the hero of l (the same moniker,
// young or adult: CR 2.7.3) that has the most distinct cards in common with
// l, from audits; ok is false when l names no hero or none of that hero's
// precons is playable.
func NearestPrecon(l *List, audits []PreconAudit) (a PreconAudit, ok bool) {
	if l == nil || l.Hero == nil {
		return PreconAudit{}, false
	}
	mine := map[string]bool{}
	for _, e := range l.Entries() {
		mine[e.Key()] = true
	}
	best := -1
	for _, p := range audits {
		if !p.Playable || p.Hero == nil || !sameHero(*p.Hero, l.Hero.Card) {
			continue
		}
		n, counted := 0, map[string]bool{}
		for _, e := range p.list.Entries() {
			if mine[e.Key()] && !counted[e.Key()] {
				counted[e.Key()] = true
				n++
			}
		}
		if n > best || (n == best && p.ID < a.ID) {
			a, best, ok = p, n, true
		}
	}
	return a, ok
}

// sameHero reports whether two hero cards share a moniker (CR 2.7.3):
// Rhinar and Rhinar, Reckless Rampage; Victor Goldmane and Victor.
func sameHero(a, b catalog.Card) bool {
	return a.HasMoniker(b.Moniker()) || b.HasMoniker(a.Moniker())
}

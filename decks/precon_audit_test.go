package decks_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/cards/catalog"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// fakePrecon makes a precon of id from the lines of an embedded deck.
func fakePrecon(t *testing.T, id, deck string) decks.Precon {
	t.Helper()
	src, _, err := decks.Source(deck)
	if err != nil {
		t.Fatal(err)
	}
	p := decks.Precon{ID: id, Category: "Test", Label: deck}
	for _, l := range strings.Split(string(src), "\n") {
		count, name, ok := strings.Cut(strings.TrimSpace(l), " ")
		n, err := strconv.Atoi(count)
		if !ok || err != nil {
			continue // comments, a Format: line
		}
		p.Lines = append(p.Lines, decks.PreconLine{Count: n, Name: name})
	}
	return p
}

// unimplemented finds a real deck-card the engine lacks whose printed
// keywords the engine models all (withKeyword false) or that prints one
// it does not model (true), and that keyword.
func unimplemented(t *testing.T, withKeyword bool) (key, keyword string) {
	t.Helper()
	for _, c := range catalog.All() {
		if _, ok := cards.Lookup(c.Key()); ok || c.Color == "" || !c.Is("Action") || !c.BlitzLegal {
			continue
		}
		var missing []string
		for _, k := range c.Keywords {
			if _, _, ok := rules.LookupKeyword(k); !ok {
				missing = append(missing, k)
			}
		}
		switch {
		case !withKeyword && len(missing) == 0:
			return c.Key(), ""
		case withKeyword && len(missing) == 1 && !strings.ContainsAny(missing[0], "0123456789"):
			return c.Key(), missing[0]
		}
	}
	t.Skip("no such card left: the engine implements them all")
	return "", ""
}

// The audit of a list: its numbers, what it lacks grouped by keyword, the
// names the card data does not know, and whether it plays.
func TestAuditPrecon(t *testing.T) {
	terra := decks.AuditPrecon(fakePrecon(t, "fake-terra", "1st-strike-terra"))
	l, err := decks.Open("1st-strike-terra")
	if err != nil {
		t.Fatal(err)
	}
	if copies := 1 + l.ArenaSize() + l.DeckSize(); !terra.Playable || terra.Implemented != terra.Cards || terra.Cards != len(l.Entries()) ||
		terra.Copies != copies || terra.ImplementedCopies != copies || len(terra.Missing)+len(terra.NoData)+len(terra.Problems) != 0 {
		t.Errorf("1st Strike Terra: %+v, want playable, nothing missing", terra)
	}
	if terra.Hero == nil || terra.Hero.Name != "Terra" || terra.Format != decks.Blitz {
		t.Errorf("hero %v, format %v", terra.Hero, terra.Format)
	}

	plain, _ := unimplemented(t, false)
	worded, kw := unimplemented(t, true)
	p := decks.Precon{ID: "fake-mixed", Category: "Test", Label: "Rhinar", Lines: []decks.PreconLine{
		{1, "Rhinar"}, {3, "Pack Hunt (red)"}, {2, plain}, {2, worded}, {1, "Pack Hunt (red)"}, {2, "No Such Card Of Any Set"},
	}}
	a := decks.AuditPrecon(p)
	// Rhinar, Pack Hunt, and the two missing: 4 distinct; 1+4+2+2 copies.
	if a.Cards != 4 || a.Implemented != 2 || a.Copies != 9 || a.ImplementedCopies != 5 {
		t.Errorf("cards %d/%d copies %d/%d, want 2/4 and 5/9", a.Implemented, a.Cards, a.ImplementedCopies, a.Copies)
	}
	if a.Playable || a.Problems != nil {
		t.Errorf("a list that lacks cards: playable %v, problems %v", a.Playable, a.Problems)
	}
	if !slices.Equal(a.NoData, []string{"No Such Card Of Any Set"}) {
		t.Errorf("no card data: %q", a.NoData)
	}
	want := []decks.Block{{Keyword: kw, Cards: []string{worded}}, {Cards: []string{plain}}}
	if got := a.Blocks(); len(got) != 2 || got[0].Keyword != want[0].Keyword || !slices.Equal(got[0].Cards, want[0].Cards) ||
		got[1].Keyword != "" || !slices.Equal(got[1].Cards, want[1].Cards) {
		t.Errorf("blocks %+v, want %+v", got, want)
	}

	// A list that names its hero only in its label has it as hero.
	label := decks.AuditPrecon(decks.Precon{ID: "fake-label", Label: "Rhinar", Lines: []decks.PreconLine{{2, "Pack Hunt (red)"}}})
	if label.Hero == nil || label.Hero.Name != "Rhinar" || label.Cards != 2 {
		t.Errorf("label hero: %+v", label)
	}
	// Every card implemented but not legal (too few cards): not playable,
	// and the problem is said.
	short := decks.AuditPrecon(decks.Precon{ID: "fake-short", Label: "Rhinar", Lines: []decks.PreconLine{{1, "Rhinar"}, {2, "Pack Hunt (red)"}}})
	if short.Playable || len(short.Problems) == 0 || !strings.Contains(short.Problems[0].Error(), "fake-short:") {
		t.Errorf("a short list: playable %v, problems %v", short.Playable, short.Problems)
	}

	// The playable first, then the lists the data knows whole by fewest
	// missing (ids break ties), then the rest.
	as := []decks.PreconAudit{a, short, label, terra}
	decks.SortPreconAudits(as)
	var ids []string
	for _, x := range as {
		ids = append(ids, x.ID)
	}
	if want := []string{"fake-terra", "fake-label", "fake-short", "fake-mixed"}; !slices.Equal(ids, want) {
		t.Errorf("order %q, want %q", ids, want)
	}
}

// A keyword's number is not part of the block it names.
func TestAuditPreconKeywordWithoutNumber(t *testing.T) {
	for _, c := range catalog.All() {
		if _, ok := cards.Lookup(c.Key()); ok || len(c.Keywords) == 0 {
			continue
		}
		last := c.Keywords[len(c.Keywords)-1]
		if _, _, ok := rules.LookupKeyword(last); ok || !strings.ContainsAny(last[len(last)-1:], "0123456789") {
			continue
		}
		a := decks.AuditPrecon(decks.Precon{ID: "x", Label: "Rhinar", Lines: []decks.PreconLine{{1, c.Key()}}})
		if len(a.Missing) != 1 || !slices.Contains(a.Missing[0].Keywords, strings.TrimRight(last, " 0123456789")) {
			t.Errorf("%s prints %q: missing %+v", c.Key(), last, a.Missing)
		}
		return
	}
	t.Skip("no unimplemented card prints a keyword with a number")
}

// The nearest playable precon of a list's hero is the one with the most
// cards in common; an unplayable one is never offered.
func TestNearestPrecon(t *testing.T) {
	strike := decks.AuditPrecon(fakePrecon(t, "fake-strike", "1st-strike-terra"))
	plus := decks.AuditPrecon(fakePrecon(t, "fake-plus", "terra-plus"))
	rift, sigil := "Tectonic Rift (blue)", "Sigil of Shelter (blue)"
	// Everything, Rift and Sigil: more in common with any list, and not
	// playable (too many copies).
	all := fakePrecon(t, "fake-all", "1st-strike-terra")
	all.Lines = append(all.Lines, decks.PreconLine{Count: 9, Name: rift})
	big := decks.AuditPrecon(all)
	if big.Playable || !strike.Playable || !plus.Playable {
		t.Fatalf("fixture: playable %v %v %v, want false true true", big.Playable, strike.Playable, plus.Playable)
	}
	audits := []decks.PreconAudit{big, strike, plus}
	miss, _ := unimplemented(t, false)
	for _, c := range []struct {
		src, want string
	}{
		{"Terra\n2 " + rift + "\n2 " + miss + "\n", "fake-plus"},
		{"Terra\n2 " + sigil + "\n2 " + miss + "\n", "fake-strike"},
		{"Rhinar\n2 " + miss + "\n", ""},
		{"2 " + rift + "\n", ""},
	} {
		l, err := decks.Read("d.txt", []byte(c.src))
		if l == nil {
			t.Fatalf("%q: %v", c.src, err)
		}
		got, ok := decks.NearestPrecon(l, audits)
		if (c.want != "") != ok || got.ID != c.want {
			t.Errorf("%q: nearest %q %v, want %q", c.src, got.ID, ok, c.want)
		}
	}
}

// The embedded decks that are precons outside the data audit as playable.
func TestShippedPrecons(t *testing.T) {
	var ids []string
	for _, a := range decks.ShippedPrecons() {
		ids = append(ids, a.ID)
		if !a.Playable {
			t.Errorf("%s: not playable: %+v", a.ID, a)
		}
	}
	if want := []string{"cb-dorinthea", "cb-rhinar", "ira-welcome"}; !slices.Equal(ids, want) {
		t.Errorf("shipped precons %q, want %q", ids, want)
	}
}

// An embedded deck named as a precon is that precon: `rathe play --p1 ID`,
// which the audit offers for a playable list, plays the published list
// (hero, weapons and equipment, deck; token lines are notes).
func TestEmbeddedPreconsAreThePublishedLists(t *testing.T) {
	counts := func(l *decks.List) map[string]int {
		m := map[string]int{}
		for _, e := range l.Entries() {
			m[e.Key()] += e.Count
		}
		return m
	}
	n := 0
	for _, name := range decks.Names() {
		p, ok := decks.PreconByID(name)
		if !ok {
			continue
		}
		n++
		l, err := decks.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		pl, _ := decks.Read(name, p.Text())
		got, want := counts(l), counts(pl)
		for k, c := range want {
			if got[k] != c {
				t.Errorf("%s: %d %s embedded, the published list has %d", name, got[k], k, c)
			}
		}
		for k, c := range got {
			if _, ok := want[k]; !ok {
				t.Errorf("%s: %d %s embedded, not in the published list", name, c, k)
			}
		}
	}
	if n < 2 {
		t.Errorf("%d embedded decks are precons; the two 1st Strike lists are", n)
	}
}

package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/cards/catalog"
	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
)

// embeddedPrecon is a precon of id made of the lines of an embedded deck.
func embeddedPrecon(t *testing.T, id, deck string) decks.Precon {
	t.Helper()
	l, err := decks.Open(deck)
	if err != nil {
		t.Fatal(err)
	}
	p := decks.Precon{ID: id, Category: "Test Product", Label: l.Hero.Card.Name}
	for _, e := range l.Entries() {
		p.Lines = append(p.Lines, decks.PreconLine{Count: e.Count, Name: e.Key()})
	}
	return p
}

// missingCards finds real Blitz action cards the engine lacks: one whose
// printed keywords it models all, one that prints a keyword it does not
// model, and that keyword.
func missingCards(t *testing.T) (plain, worded, keyword string) {
	t.Helper()
	for _, c := range catalog.All() {
		if _, ok := cards.Lookup(c.Key()); ok || c.Color == "" || !c.Is("Action") || !c.BlitzLegal {
			continue
		}
		var kws []string
		for _, k := range c.Keywords {
			if _, _, ok := rules.LookupKeyword(k); !ok {
				kws = append(kws, k)
			}
		}
		switch {
		case len(kws) == 0 && plain == "":
			plain = c.Key()
		case len(kws) == 1 && worded == "" && !strings.ContainsAny(kws[0], "0123456789"):
			worded, keyword = c.Key(), kws[0]
		}
		if plain != "" && worded != "" {
			return
		}
	}
	t.Skip("the engine implements every such card")
	return
}

// fakePrecons replaces the precon lists with two: fake-terra, playable
// (1st Strike Terra's lines), and fake-rhinar, lacking two cards and
// naming one the data does not know.
func fakePrecons(t *testing.T) (plain, worded, keyword string) {
	t.Helper()
	plain, worded, keyword = missingCards(t)
	terra := decks.AuditPrecon(embeddedPrecon(t, "fake-terra", "1st-strike-terra"))
	rhinar := decks.AuditPrecon(decks.Precon{ID: "fake-rhinar", Category: "Test Product", Label: "Rhinar", Lines: []decks.PreconLine{
		{Count: 1, Name: "Rhinar"}, {Count: 2, Name: "Pack Hunt (red)"}, {Count: 2, Name: plain}, {Count: 2, Name: worded}, {Count: 1, Name: "No Such Card Of Any Set"},
	}})
	oldP, oldS := preconAudits, shippedPrecons
	preconAudits = func() []decks.PreconAudit { return []decks.PreconAudit{terra, rhinar} }
	shippedPrecons = func() []decks.PreconAudit { return nil }
	t.Cleanup(func() { preconAudits, shippedPrecons = oldP, oldS })
	return plain, worded, keyword
}

// whole reports whether "N/M" has N equal to M.
func whole(frac string) bool {
	n, m, ok := strings.Cut(frac, "/")
	return ok && n == m
}

func runPrecons(t *testing.T, lang string, ids []string, asJSON bool) (string, error) {
	t.Helper()
	var out bytes.Buffer
	err := runPreconAudit(&cardsAuditOptions{streams: streams{out: &out}, global: &globalOptions{lang: lang, noColor: true},
		precons: true, ids: ids, json: asJSON, width: 80})
	return out.String(), err
}

// One row a list, the playable first, the blocks a list lacks under it,
// every line within 80 cells, in both languages.
func TestCardsAuditDecksRows(t *testing.T) {
	plain, _, keyword := fakePrecons(t)
	out, err := runPrecons(t, "en", nil, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"1 of 2 precon lists are playable", "LIST ", "PLAYABLE"} {
		if !strings.Contains(out, w) {
			t.Errorf("want %q in\n%s", w, out)
		}
	}
	lines := strings.Split(out, "\n")
	terra := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "fake-terra ") })
	rhinar := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "fake-rhinar ") })
	if terra < 0 || rhinar < terra {
		t.Fatalf("want fake-terra, then fake-rhinar:\n%s", out)
	}
	if f := strings.Fields(lines[terra]); len(f) != 6 || !slices.Equal([]string{f[1], f[2], f[5]}, []string{"Terra", "Blitz", "yes"}) || !whole(f[3]) || !whole(f[4]) {
		t.Errorf("terra's row %q: want every card and copy implemented", lines[terra])
	}
	if f := strings.Fields(lines[rhinar]); !slices.Equal(f[1:], []string{"Rhinar", "Blitz", "2/4", "3/7", "not", "yet"}) {
		t.Errorf("rhinar's row %q: want 2/4 cards, 3/7 copies", lines[rhinar])
	}
	under := strings.Join(strings.Fields(strings.Join(lines[rhinar+1:], " ")), " ")
	for _, w := range []string{"keywords not yet modelled: " + keyword + " 1", "other cards missing: 1 (" + plain + ")", "no card data: 1"} {
		if !strings.Contains(under, w) {
			t.Errorf("want %q under fake-rhinar:\n%s", w, out)
		}
	}
	for _, lang := range []string{"en", "ja"} {
		out, _ := runPrecons(t, lang, nil, false)
		for _, l := range strings.Split(out, "\n") {
			if lipgloss.Width(l) > 80 {
				t.Errorf("%s: a line of %d cells: %q", lang, lipgloss.Width(l), l)
			}
		}
		if lang == "ja" && !strings.Contains(out, "構築済みデッキのリスト2種のうち1種がプレイ可能") {
			t.Errorf("ja:\n%s", out)
		}
	}
}

// With ids, the lists in full: every missing card named once under its
// keyword or among the others, and the lines with no card data.
func TestCardsAuditDecksDetail(t *testing.T) {
	plain, worded, keyword := fakePrecons(t)
	out, err := runPrecons(t, "en", []string{"fake-rhinar", "FAKE-TERRA"}, false)
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(out), " ")
	for _, w := range []string{
		"fake-rhinar · Rhinar · Test Product", "Blitz · cards 2/4 · copies 3/7 · not playable yet",
		"keyword not yet modelled, " + keyword + " (1): " + worded,
		"other cards missing, no keyword above (1): " + plain,
		"no card data, not counted (1): No Such Card Of Any Set",
		"fake-terra · Terra · Test Product", "playable, not shipped as a deck yet",
	} {
		if !strings.Contains(flat, w) {
			t.Errorf("want %q in\n%s", w, out)
		}
	}
	// A name is never cut across lines.
	for _, n := range []string{plain, worded, "No Such Card Of Any Set"} {
		if !strings.Contains(out, n) {
			t.Errorf("%q is cut:\n%s", n, out)
		}
	}
	var ee *exitError
	if _, err := runPrecons(t, "en", []string{"no-such-list"}, false); !errors.As(err, &ee) || ee.code != 2 || !strings.Contains(err.Error(), "(lists: fake-rhinar, fake-terra)") {
		t.Errorf("an unknown id: %v, want exit 2 naming the lists", err)
	}
}

// --decks --json: every list, with the keys a reader needs.
func TestCardsAuditDecksJSON(t *testing.T) {
	plain, worded, keyword := fakePrecons(t)
	out, err := runPrecons(t, "en", nil, true)
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		Lists    []map[string]json.RawMessage `json:"lists"`
		Playable *int                         `json:"playable"`
		Total    *int                         `json:"total"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || res.Playable == nil || res.Total == nil {
		t.Fatalf("not the --decks JSON: %v\n%s", err, out)
	}
	if *res.Playable != 1 || *res.Total != 2 || len(res.Lists) != 2 {
		t.Fatalf("playable %d of %d, %d lists", *res.Playable, *res.Total, len(res.Lists))
	}
	var keys []string
	for k := range res.Lists[1] {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if got := strings.Join(keys, " "); got != "cards category copies embedded format hero id implemented implemented_copies keywords_not_modelled label missing_no_keyword no_card_data playable problems" {
		t.Errorf("keys %s", got)
	}
	var rhinar struct {
		ID       string  `json:"id"`
		Hero     *string `json:"hero"`
		Format   *string `json:"format"`
		Cards    int     `json:"cards"`
		Impl     int     `json:"implemented"`
		Copies   int     `json:"copies"`
		ImplC    int     `json:"implemented_copies"`
		Playable bool    `json:"playable"`
		Keywords []struct {
			Keyword string   `json:"keyword"`
			Cards   []string `json:"cards"`
		} `json:"keywords_not_modelled"`
		Other  []string `json:"missing_no_keyword"`
		NoData []string `json:"no_card_data"`
	}
	b, _ := json.Marshal(res.Lists[1])
	if err := json.Unmarshal(b, &rhinar); err != nil {
		t.Fatal(err)
	}
	if rhinar.ID != "fake-rhinar" || rhinar.Hero == nil || *rhinar.Hero != "Rhinar" || rhinar.Format == nil || *rhinar.Format != "Blitz" ||
		rhinar.Cards != 4 || rhinar.Impl != 2 || rhinar.Copies != 7 || rhinar.ImplC != 3 || rhinar.Playable ||
		len(rhinar.Keywords) != 1 || rhinar.Keywords[0].Keyword != keyword || !slices.Equal(rhinar.Keywords[0].Cards, []string{worded}) ||
		!slices.Equal(rhinar.Other, []string{plain}) || !slices.Equal(rhinar.NoData, []string{"No Such Card Of Any Set"}) {
		t.Errorf("fake-rhinar %+v", rhinar)
	}
}

// The real lists: 47, the embedded 1st Strike lists among the playable,
// exit 0; IDs only with --decks.
func TestCardsAuditDecksReal(t *testing.T) {
	out, code, err := cardsRun(t, "cards", "audit", "--decks", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %v", code, err)
	}
	var res preconsJSON
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if res.Total != len(decks.Precons()) || len(res.Lists) != res.Total {
		t.Errorf("%d lists of %d", len(res.Lists), res.Total)
	}
	playable := map[string]bool{}
	for _, l := range res.Lists {
		if l.Playable {
			playable[l.ID] = true
		}
	}
	for _, id := range []string{"1st-strike-aurora", "1st-strike-terra"} {
		if !playable[id] {
			t.Errorf("%s: not playable", id)
		}
	}
	if len(playable) != res.Playable {
		t.Errorf("playable %d, counted %d", res.Playable, len(playable))
	}
	if _, code, _ := cardsRun(t, "cards", "audit", "hh-rhinar"); code != 2 {
		t.Errorf("an id without --decks: exit %d, want 2", code)
	}
	if out, code, _ := cardsRun(t, "cards", "audit", "--decks", "1st-strike-terra"); code != 0 || !strings.Contains(out, "playable: rathe play --p1 1st-strike-terra") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// decks check names, after a list's missing cards, the nearest playable
// precon of its hero, or says none is playable yet, in both languages.
func TestDecksCheckNearestPrecon(t *testing.T) {
	plain, _, _ := fakePrecons(t)
	dir := t.TempDir()
	write := func(name, src string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	terra := write("terra.txt", "Terra\n2 "+plain+"\n")
	rhinar := write("rhinar.txt", "Rhinar\n2 "+plain+"\n")
	whole := write("whole.txt", "Terra\n3 Pack Hunt (red)\n") // nothing missing: no note
	_, errOut, code := deckRun(t, "decks", "check", terra, rhinar, whole)
	if code != 1 {
		t.Fatalf("exit %d:\n%s", code, errOut)
	}
	for _, w := range []string{
		terra + ": nearest playable precon of Terra: fake-terra (not shipped as a deck yet)",
		rhinar + ": no precon of Rhinar is playable yet (rathe cards audit --decks)",
		terra + ":2: the engine cannot play", // the problems stay file:line: what
	} {
		if !strings.Contains(errOut, w) {
			t.Errorf("want %q in\n%s", w, errOut)
		}
	}
	if strings.Contains(errOut, whole+": nearest") || strings.Contains(errOut, whole+": no precon") {
		t.Errorf("a list with every card implemented gets a note:\n%s", errOut)
	}
	_, errOut, _ = deckRun(t, "decks", "check", terra, "--lang", "ja")
	if !strings.Contains(errOut, terra+": Terraのプレイ可能な構築済みデッキで最も近いもの: fake-terra") {
		t.Errorf("ja:\n%s", errOut)
	}
	// An embedded precon is offered with the command that plays it.
	preconAudits, shippedPrecons = decks.AuditPrecons, decks.ShippedPrecons
	_, errOut, _ = deckRun(t, "decks", "check", terra, rhinar)
	for _, w := range []string{
		terra + ": nearest playable precon of Terra: 1st-strike-terra (rathe play --p1 1st-strike-terra)",
		rhinar + ": nearest playable precon of Rhinar: cb-rhinar (rathe play --p1 cb-rhinar)",
	} {
		if !strings.Contains(errOut, w) {
			t.Errorf("want %q in\n%s", w, errOut)
		}
	}
}

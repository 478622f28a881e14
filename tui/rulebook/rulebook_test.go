package rulebook_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/tui/rulebook"
	"github.com/rathe-tcg/rathe/tui/text"
)

func TestParseRefusesBadFiles(t *testing.T) {
	cases := []struct{ name, src, structure, want string }{
		{"number", "@ seven Combat\ntext", "y", "x.txt:1: \"seven\" is not a rule number"},
		{"title", "@ 7.3", "y", "x.txt:1: entry 7.3 has no title"},
		{"orphan", "text first\n@ 7 Combat\nx", "y", "x.txt:1: text before the first entry"},
		{"no text", "@ 7 Combat\nterms: combat", "y", "x.txt: entry 7 has no text"},
		{"twice", "@ 7 Combat\nx\n@ 7 Again\ny", "y", "x.txt: entry 7 twice"},
		{"covers own", "@ 7.3 A\ncovers: 7.3.1\nx\n@ 7.3.1 B\ny", "y", "x.txt: 7.3 covers 7.3.1, which has an entry of its own"},
		{"covered twice", "@ 7.3 A\ncovers: 7.3.1\nx\n@ 7.4 B\ncovers: 7.3.1\ny", "y", "x.txt: 7.3.1 is covered by both 7.3 and 7.4"},
		{"bad see", "@ 7.3 A\nsee: 7.x\nx", "y", "x.txt:2: \"7.x\" is not a rule number"},
		{"structure in ja", "@ 7.3 A\nsee: 7.4\nx", "", "x.txt:2: covers and see belong in en.txt"},
	}
	for _, c := range cases {
		_, err := rulebook.Parse(c.src, "x.txt", c.structure != "")
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
}

func TestParseReadsAnEntry(t *testing.T) {
	b, err := rulebook.Parse("# a comment\n@ 7.3.2 Declaring\ncovers: 7.3.2a 7.3.2b\nsee: 8.3.4\nterms: defend, block\nOne line,\nand the next.\n", "x.txt", true)
	if err != nil {
		t.Fatal(err)
	}
	e, ok := b.Entry("7.3.2b")
	if !ok || e.Number != "7.3.2" || e.Title != "Declaring" || e.Text != "One line, and the next." ||
		!slices.Equal(e.Terms, []string{"defend", "block"}) || !slices.Equal(e.See, []string{"8.3.4"}) {
		t.Fatalf("got %+v, %v", e, ok)
	}
}

func TestNearestWalksUpToAParent(t *testing.T) {
	b := rulebook.For(text.EN)
	cases := []struct {
		num, want string
		exact     bool
	}{
		{"7.3.2", "7.3.2", true},
		{"7.3.2b", "7.3.2", true},  // covered
		{"7.3.2z", "7.3.2", false}, // not covered: the parent
		{"7.3.9", "7.3", false},
		{"7.99", "7", false},
	}
	for _, c := range cases {
		e, exact := b.Nearest(c.num)
		if e == nil || e.Number != c.want || exact != c.exact {
			t.Errorf("Nearest(%s) = %v, %v; want %s, %v", c.num, e, exact, c.want, c.exact)
		}
	}
	if e, _ := b.Nearest("99"); e != nil {
		t.Errorf("Nearest(99) = %s, want none", e.Number)
	}
}

func TestParentAndCompare(t *testing.T) {
	for num, want := range map[string]string{"7.3.2b": "7.3.2", "7.3.2": "7.3", "7.3": "7", "7": ""} {
		if got := rulebook.Parent(num); got != want {
			t.Errorf("Parent(%s) = %q, want %q", num, got, want)
		}
	}
	nums := []string{"1.10", "7.3.2a", "1.9", "7.3.2", "7", "1.10.2"}
	slices.SortFunc(nums, rulebook.Compare)
	if want := []string{"1.9", "1.10", "1.10.2", "7", "7.3.2", "7.3.2a"}; !slices.Equal(nums, want) {
		t.Errorf("sorted %v, want %v", nums, want)
	}
}

func TestSearchRanksTitlesAndTermsFirst(t *testing.T) {
	b := rulebook.For(text.EN)
	hits := b.Search("Go Again")
	if len(hits) < 3 || hits[0].Number != "8.3.5" {
		t.Fatalf("go again: %v", numbers(hits))
	}
	if hits := b.Search("zzzz"); len(hits) != 0 {
		t.Errorf("zzzz found %v", numbers(hits))
	}
	ja := rulebook.For(text.JA)
	if hits := ja.Search("続行"); len(hits) == 0 || hits[0].Number != "8.3.5" {
		t.Errorf("続行: %v", numbers(hits))
	}
}

func TestNumbersInRunningText(t *testing.T) {
	cases := map[string][]string{
		"T4 Dorinthea pitches Sharpen Steel (red) for 1 (1.14.3)": {"1.14.3"},
		"pass priority (CR 1.11.4)":                               {"1.11.4"},
		"cannot (CR 7.3.2b, 8.3.4); see 5.1.7-5.1.8.":             {"7.3.2b", "8.3.4", "5.1.7", "5.1.8"},
		"Rhinar 2H c3 6p, turn 4":                                 nil,
		"優先権をパス(CR 1.11.4)":                                       {"1.11.4"},
	}
	for s, want := range cases {
		if got := rulebook.Numbers(s); !slices.Equal(got, want) {
			t.Errorf("Numbers(%q) = %v, want %v", s, got, want)
		}
	}
	if got := rulebook.For(text.EN).Cited("(7.3.2b) (99.1)"); !slices.Equal(got, []string{"7.3.2b"}) {
		t.Errorf("Cited = %v", got)
	}
}

// The keywords and terms a learner asks about each have an entry, found by
// their name, in both languages.
func TestKeywordsAndTermsHaveEntries(t *testing.T) {
	want := map[string]string{
		"go again": "8.3.5", "dominate": "8.3.4", "intimidate": "8.5.10", "blade break": "8.3.3",
		"battleworn": "8.3.2", "reprise": "8.4.3", "specialization": "8.3.7", "arcane damage": "8.5.3b",
		"spellvoid": "8.3.15", "overpower": "8.3.22", "combo": "8.4.1", "earth bond": "8.4.15",
		"lightning flow": "8.4.16", "essence of earth": "8.3.16", "essence of lightning": "8.3.16",
		"aura": "8.2.4", "token": "8.1.8", "x": "1.12.2", "pitch zone": "3.14", "arsenal": "3.3",
		"chain link": "7.0.3", "action point": "1.13.2", "layer": "1.6", "priority": "1.11",
		"stack": "3.15", "combat chain": "7.0.2", "hit": "7.5.5", "legendary": "8.3.6",
		"arcane barrier": "8.3.8", "prevention": "6.5", "replacement effect": "6.4", "trigger": "6.6",
	}
	en, ja := rulebook.For(text.EN), rulebook.For(text.JA)
	for term, num := range want {
		hits := en.Search(term)
		if len(hits) == 0 || hits[0].Number != num {
			t.Errorf("%q finds %v first, want %s", term, numbers(hits), num)
		}
		if e, ok := ja.Entry(num); !ok || e.Title == "" || len(e.Terms) == 0 {
			t.Errorf("%s has no Japanese entry with terms", num)
		}
	}
	jaWant := map[string]string{"続行": "8.3.5", "圧倒": "8.3.4", "凌駕": "8.3.22", "特化": "8.3.7",
		"秘術ダメージ": "8.5.3b", "格納庫": "3.3", "ピッチゾーン": "3.14", "チェインリンク": "7.0.3",
		"優先権": "1.11", "アクションポイント": "1.13.2", "レイヤー": "1.6"}
	for term, num := range jaWant {
		if hits := ja.Search(term); len(hits) == 0 || hits[0].Number != num {
			t.Errorf("%q finds %v first, want %s", term, numbers(hits), num)
		}
	}
}

// Both books hold the same numbers; every "see" leads to an entry; no text
// of one language holds the other's script.
func TestBooksAgree(t *testing.T) {
	en, ja := rulebook.For(text.EN), rulebook.For(text.JA)
	if len(en.Entries()) < 200 {
		t.Fatalf("only %d entries", len(en.Entries()))
	}
	if got, want := numbers(ja.Entries()), numbers(en.Entries()); !slices.Equal(got, want) {
		t.Fatalf("Japanese numbers differ from English:\n%v\n%v", got, want)
	}
	for i, e := range en.Entries() {
		for _, s := range e.See {
			if r, _ := en.Nearest(s); r == nil {
				t.Errorf("%s sees %s, which leads nowhere", e.Number, s)
			}
			if s == e.Number {
				t.Errorf("%s sees itself", e.Number)
			}
		}
		if strings.ContainsFunc(e.Title+e.Text, isJapanese) {
			t.Errorf("English %s holds Japanese", e.Number)
		}
		j := ja.Entries()[i]
		if !strings.ContainsFunc(j.Title+j.Text, isJapanese) {
			t.Errorf("Japanese %s holds no Japanese", j.Number)
		}
		if !slices.Equal(j.See, e.See) || !slices.Equal(j.Covers, e.Covers) {
			t.Errorf("%s: Japanese shares no structure", e.Number)
		}
	}
}

func isJapanese(r rune) bool {
	return r >= 0x3040 && r <= 0x30ff || r >= 0x4e00 && r <= 0x9fff
}

func numbers(es []*rulebook.Entry) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.Number
	}
	return out
}

// A block's file holds its entries in both languages: each book gets its
// own, and an error names the block file's own line.
func TestBlockFilesSplitByLanguage(t *testing.T) {
	en, ja := rulebook.SplitBlock("# a block\n@ 8.3.8 Arcane Barrier\nterms: arcane barrier\nx\n\n@ja 8.3.8 秘術バリア\nsee: 6.5\ny")
	if _, err := rulebook.Parse(en, "b.txt", true); err != nil {
		t.Errorf("English part: %v", err)
	}
	if _, err := rulebook.Parse(ja, "b.txt", false); err == nil || err.Error() != "b.txt:7: covers and see belong in en.txt" {
		t.Errorf("Japanese part: %v, want the error on line 7", err)
	}
	for _, lang := range []text.Lang{text.EN, text.JA} {
		if e, ok := rulebook.For(lang).Entry("8.3.8"); !ok || e.Text == "" {
			t.Errorf("%s: no entry 8.3.8 from blocks/arcane-barrier.txt", lang)
		}
	}
	if e, _ := rulebook.For(text.JA).Entry("8.3.8"); !slices.Equal(e.See, []string{"8.5.3b", "6.5"}) {
		t.Errorf("Japanese 8.3.8 sees %v: the structure is English's", e.See)
	}
}

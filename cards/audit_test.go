package cards_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
)

// A deck's cards once each, in deck order, the tokens an implemented card
// creates right after it (CR 8.5.2), and the cards the engine lacks with
// the pitch their colour says.
func TestAuditCards(t *testing.T) {
	if _, ok := cards.Lookup("Sink Below (red)"); ok {
		t.Skip("Sink Below is implemented now: pick another card")
	}
	names := []string{"Rhinar", "Flock of the Feather Walkers (red)", "pummel (RED)", "Pummel (red)", "Sink Below (red)", "Nonsense (blue)", "Nonsense"}
	res := cards.AuditCards(names, nil)
	var got []string
	for _, c := range res.Cards {
		got = append(got, c.Name)
		if c.Tests != nil {
			t.Errorf("%s: %d tests counted without tests", c.Name, *c.Tests)
		}
	}
	want := []string{"Rhinar", "Flock of the Feather Walkers (red)", "Quicken", "Pummel (red)", "Sink Below (red)", "Nonsense (blue)", "Nonsense"}
	if !slices.Equal(got, want) {
		t.Fatalf("cards %q, want %q", got, want)
	}
	pitch := []int{0, 1, 0, 1, 1, 3, 0}
	implemented := []bool{true, true, true, true, false, false, false}
	for i, c := range res.Cards {
		if c.Pitch != pitch[i] || c.Implemented != implemented[i] {
			t.Errorf("%s: pitch %d, implemented %v; want %d, %v", c.Name, c.Pitch, c.Implemented, pitch[i], implemented[i])
		}
	}
	if res.Unimplemented != 3 || res.Untested() != 0 {
		t.Errorf("unimplemented %d, untested %d; want 3, 0 (not counted)", res.Unimplemented, res.Untested())
	}
}

// writeFiles writes files (path: content) under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, s := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// The tests are read from a source tree as the audit runs: a test function
// counts once for each card it names (in its body, or through a constant
// or a table beside it), a scenario file once for each card named outside
// its comments.
func TestReadTests(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"cards/a_test.go": `package x
const hero = "Rhinar"
var table = []struct{ key string }{{"Sink Below (red)"}, {"Dodge (blue)"}}
func TestOne(t *testing.T) { play("Pummel (red)"); play("Pummel (red)"); use(hero) }
func TestTwo(t *testing.T) { hand("Dodge (blue), Pummel (red)") }
func TestTable(t *testing.T) { for _, c := range table { play(c.key) } }
func TestingHelper() { play("Pummel (red)") }
func helper() { play("Dodge (blue)") }
func TestDeck(t *testing.T) { load("cb-rhinar"); play("Pummel (redx)") }
`,
		"cards/b.go":                             "package x\nfunc TestNotATestFile() { play(\"Dodge (blue)\") }\n",
		"cards/search_test.go":                   "package x\nfunc TestSearchesNotCards() { find(\"Pummel (red)\") }\n",
		"saves/scenario/testdata/one.scn":        "# Dodge (blue) in a comment does not count\np1.hero: Rhinar\np1.hand: Pummel (red)\n",
		"saves/scenario/testdata/two.scn":        "  # Rhinar\np2.hand: Dodge (blue)\n",
		"saves/scenario/testdata/not-a-scenario": "Sink Below (red)\n",
	})
	tests, err := cards.ReadTests(root)
	if err != nil {
		t.Fatal(err)
	}
	for key, n := range map[string]int{
		"Rhinar": 2, "Pummel (red)": 3, "pummel (red)": 3, "Dodge (blue)": 3, "Sink Below (red)": 1,
		"Sigil of Solace (blue)": 0, "No Such Card (red)": 0, "": 0,
	} {
		if got := tests.Count(key); got != n {
			t.Errorf("%q: %d tests, want %d", key, got, n)
		}
	}
	res := cards.AuditCards([]string{"Rhinar", "Sigil of Solace (blue)"}, tests)
	if res.Cards[0].Tests == nil || *res.Cards[0].Tests != 2 || res.Untested() != 1 {
		t.Errorf("audit with tests: %+v, untested %d", res.Cards, res.Untested())
	}
}

// A tree with no tests in cards/, or one that does not parse, is an error:
// never an audit that counts no tests.
func TestReadTestsErrors(t *testing.T) {
	empty := t.TempDir()
	writeFiles(t, empty, map[string]string{"saves/scenario/testdata/one.scn": "p1.hero: Rhinar\n"})
	if _, err := cards.ReadTests(empty); err == nil {
		t.Error("a tree without tests read")
	}
	broken := t.TempDir()
	writeFiles(t, broken, map[string]string{"cards/a_test.go": "package x\nfunc TestOne( {\n"})
	if _, err := cards.ReadTests(broken); err == nil {
		t.Error("a test file that does not parse read")
	}
}

// The test binary was built from this tree, which is here: its tests are
// found and counted.
func TestSourceTests(t *testing.T) {
	tests, err := cards.SourceTests()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(tests.Root, "cards", "audit.go")); err != nil {
		t.Errorf("root %s: %v", tests.Root, err)
	}
	if n := tests.Count("Bone Basher"); n == 0 {
		t.Errorf("Bone Basher: %d tests", n)
	}
	if tests.Count("bone basher") != tests.Count("Bone Basher") {
		t.Error("Count depends on case")
	}
}

package testcount

import (
	"os"
	"path/filepath"
	"testing"
)

func TestCount(t *testing.T) {
	dir := t.TempDir()
	scn := filepath.Join(dir, "scn")
	if err := os.Mkdir(scn, 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(name, s string) {
		if err := os.WriteFile(name, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(dir, "a_test.go"), `package x
const hero = "Rhinar"
func TestOne(t *testing.T) { play("Pummel (red)"); play("Pummel (red)"); use(hero) }
func TestTwo(t *testing.T) { hand("Dodge (blue), Pummel (red)") }
func TestingHelper() { play("Pummel (red)") }
func helper() { play("Dodge (blue)") }
func TestDeck(t *testing.T) { load("cb-rhinar"); play("Pummel (redx)") }
`)
	write(filepath.Join(dir, "b.go"), `package x
func TestNotATestFile() { play("Dodge (blue)") }
`)
	write(filepath.Join(scn, "one.scn"), "# Dodge (blue) in a comment does not count\np1.hero: Rhinar\np1.hand: Pummel (red)\n")
	write(filepath.Join(scn, "two.scn"), "# Rhinar\np2.hand: Dodge (blue)\n")
	got, err := Count([]string{"Rhinar", "Pummel (red)", "Dodge (blue)", "Sigil of Solace (blue)"}, dir, scn)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"Rhinar": 2, "Pummel (red)": 3, "Dodge (blue)": 2, "Sigil of Solace (blue)": 0}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%s: %d tests, want %d", k, got[k], n)
		}
	}
}

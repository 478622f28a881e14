package cards_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/cards/internal/testcount"
)

// The committed test counts (cards/testcounts_gen.go, read by `rathe cards
// audit`) are what the generator gives for the tests and scenarios as they
// are now.
func TestTestCountsAreFresh(t *testing.T) {
	want, err := testcount.Generate(".", "../saves/scenario/testdata")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("testcounts_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("cards/testcounts_gen.go is stale: run go generate ./cards\n%s", textCountDiff(string(got), string(want)))
	}
	if n := cards.TestCount("Bone Basher"); n == 0 {
		t.Errorf("Bone Basher: %d tests", n)
	}
	if cards.TestCount("bone basher") != cards.TestCount("Bone Basher") {
		t.Error("TestCount depends on case")
	}
	if n := cards.TestCount("No Such Card (red)"); n != 0 {
		t.Errorf("an unknown card has %d tests", n)
	}
}

// textCountDiff lists the lines of the generated file that changed.
func textCountDiff(got, want string) string {
	in := func(s string) map[string]bool {
		m := map[string]bool{}
		for _, l := range strings.Split(s, "\n") {
			m[l] = true
		}
		return m
	}
	g, w := in(got), in(want)
	var b strings.Builder
	for _, l := range strings.Split(want, "\n") {
		if !g[l] {
			b.WriteString("+ " + strings.TrimSpace(l) + "\n")
		}
	}
	for _, l := range strings.Split(got, "\n") {
		if !w[l] {
			b.WriteString("- " + strings.TrimSpace(l) + "\n")
		}
	}
	return b.String()
}

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/tui/text"
)

// A deck file play refuses is refused with every problem decks check
// prints of it, and the pointer to decks check, in both languages.
func TestPlayRefusesADeckWithEveryProblem(t *testing.T) {
	deck := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(deck, []byte("Hero: Rhinar\n2 Pummel (red)\n3 Wrecker Romp (blue)\n1 Nonexistent Card\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "ja"} {
		_, checked, code := deckRun(t, "decks", "check", deck, "--lang", lang)
		if code != 1 {
			t.Fatalf("decks check: exit %d", code)
		}
		var problems []string
		for _, l := range strings.Split(checked, "\n") {
			if strings.HasPrefix(l, deck+":") {
				problems = append(problems, l)
			}
		}
		if len(problems) < 3 {
			t.Fatalf("decks check found %d problems: %s", len(problems), checked)
		}
		for _, args := range [][]string{{"play", "--headless"}, {"sim", "--games", "1"}} {
			_, errOut, code := deckRun(t, append(args, "--p1", deck, "--lang", lang)...)
			if code != 2 {
				t.Errorf("%s %v: exit %d", lang, args, code)
			}
			if lang == "ja" {
				// The command line says the error in --lang (sayError, as
				// main does; deckRun shows it as it is).
				_, err := loadDeck(deck)
				errOut = sayError(text.Words{Lang: text.JA}, err)
			}
			for _, p := range problems {
				if !strings.Contains(errOut, strings.TrimPrefix(p, "rathe: ")) {
					t.Errorf("%s %v: %q is missing from\n%s", lang, args, p, errOut)
				}
			}
			if !strings.Contains(errOut, "rathe decks check "+deck) || lang == "ja" && !strings.Contains(errOut, "一覧") {
				t.Errorf("%s %v: no pointer to decks check:\n%s", lang, args, errOut)
			}
		}
	}
}

package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
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

// cards search finds every real card of the game, implemented or not, and
// says which the engine can play.
func TestCardsSearchFindsEveryRealCard(t *testing.T) {
	t.Parallel() // searches and renders every card: beside the tests that wait on panes
	out, errOut, code := deckRun(t, "cards", "search", "Kano")
	if code != 0 {
		t.Fatalf("exit %d %s", code, errOut)
	}
	if !strings.Contains(out, "PLAYABLE") || !regexpLine(out, `^Kano, Dracai of Aether\s.*not yet$`) {
		t.Errorf("an unimplemented hero is not listed as such:\n%s", out)
	}
	out, _, _ = deckRun(t, "cards", "search", "pummel")
	if !regexpLine(out, `^Pummel \(red\)\s+2\s+1\s+-\s+2\s+yes$`) {
		t.Errorf("an implemented card is not marked playable:\n%s", out)
	}
	out, _, _ = deckRun(t, "cards", "search", "Kano", "--lang", "ja")
	if !strings.Contains(out, "プレイ可能") || !strings.Contains(out, "未実装") {
		t.Errorf("ja:\n%s", out)
	}
	if _, _, code := deckRun(t, "cards", "search", "zzqqxx"); code != 1 {
		t.Errorf("no match: exit %d", code)
	}
}

// regexpLine reports whether a line of s matches the pattern.
func regexpLine(s, pattern string) bool {
	re := regexp.MustCompile(pattern)
	for _, l := range strings.Split(s, "\n") {
		if re.MatchString(strings.TrimRight(l, " ")) {
			return true
		}
	}
	return false
}

// decks check on a large file that is no deck list (`seq 20000`) says so
// once, on line 1 with its number of lines, not a problem per line, and
// exits 1, in both languages; the file beside it is still checked.
func TestDecksCheckSaysANonDeckFileOnce(t *testing.T) {
	dir := t.TempDir()
	nums := filepath.Join(dir, "n.txt")
	var b strings.Builder
	for i := 1; i <= 20000; i++ {
		b.WriteString(strconv.Itoa(i) + "\n")
	}
	if err := os.WriteFile(nums, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{"en": "none of its 20000 lines", "ja": "20000行のどれも"} {
		out, errOut, code := deckRun(t, "decks", "check", nums, "cb-rhinar", "--lang", lang)
		if code != 1 || !strings.Contains(out, "cb-rhinar") {
			t.Errorf("%s: exit %d, want 1, and cb-rhinar checked:\n%s", lang, code, out)
		}
		var problems []string
		for _, l := range strings.Split(errOut, "\n") {
			if strings.HasPrefix(l, nums+":") {
				problems = append(problems, l)
			}
		}
		if len(problems) != 1 || !strings.HasPrefix(problems[0], nums+":1: ") || !strings.Contains(problems[0], want) {
			t.Errorf("%s: %d problem lines, want one saying %q:\n%.600s", lang, len(problems), want, errOut)
		}
	}
}

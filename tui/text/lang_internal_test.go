package text

import (
	"io/fs"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
	"github.com/rathe-tcg/rathe/saves/scenario"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// Every language has words for the same message ids; only the form for
// one ("id#one") is a language's own, and it always has its id beside it.
func TestMessagesSameIDsInEveryLanguage(t *testing.T) {
	if len(languages) < 2 {
		t.Fatalf("%d languages", len(languages))
	}
	for lang, l := range languages {
		for id := range l.messages {
			base, one := strings.CutSuffix(id, "#one")
			if one {
				if _, ok := l.messages[base]; !ok {
					t.Errorf("%s: %q has no %q", lang, id, base)
				}
				continue
			}
			for other, o := range languages {
				if _, ok := o.messages[id]; !ok {
					t.Errorf("%q: %s has words, %s has none", id, lang, other)
				}
			}
		}
	}
}

// Every language has all its grammar: a rule left out would stop the
// renderer the first time a card needs it.
func TestEveryLanguageHasItsGrammar(t *testing.T) {
	for lang, l := range languages {
		g := reflect.ValueOf(l.grammar)
		for i := 0; i < g.NumField(); i++ {
			if f := g.Field(i); f.Kind() == reflect.Func && f.IsNil() {
				t.Errorf("%s: no %s", lang, g.Type().Field(i).Name)
			}
		}
	}
}

// verbs maps the arguments a format uses (1-based, as %[n] counts them) to
// their verb letters; explicit is whether every verb names its argument.
func verbs(f string) (used map[int]string, explicit bool, err string) {
	used = map[int]string{}
	explicit = true
	next := 1
	// The index goes before the flags ("%[2]d") or, with a precision,
	// right before the verb ("%.1[3]f": Go refuses "%[3].1f").
	re := regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*\d*(\.\d+)?(\[(\d+)\])?([a-zA-Z%])?`)
	for _, m := range re.FindAllStringSubmatch(f, -1) {
		m[4] = m[6]
		if m[2] == "" {
			m[2] = m[5]
		}
		switch {
		case m[4] == "%" && m[2] == "":
			continue
		case m[4] == "":
			return nil, false, "a % without a verb"
		}
		i := next
		if m[2] != "" {
			i, _ = strconv.Atoi(m[2])
		} else {
			explicit = false
		}
		if v, ok := used[i]; ok && v != m[4] {
			return nil, false, "argument " + strconv.Itoa(i) + " is both %" + v + " and %" + m[4]
		}
		used[i] = m[4]
		next = i + 1
	}
	return used, explicit, ""
}

// A message takes the same arguments, with the same verbs, in every
// language, so a word order of its own never drops or repeats one
// ("%!(EXTRA ...)"); a form for one takes some of them, each by index.
func TestMessagesSameArguments(t *testing.T) {
	en := languages[EN]
	for lang, l := range languages {
		for id, f := range l.messages {
			got, explicit, bad := verbs(f)
			if bad != "" {
				t.Errorf("%s %q: %s in %q", lang, id, bad, f)
				continue
			}
			base, one := strings.CutSuffix(id, "#one")
			if one {
				want, _, _ := verbs(l.messages[base])
				if !explicit && len(got) > 0 {
					t.Errorf("%s %q: a form for one names its arguments by index (%%[1]s): %q", lang, id, f)
				}
				for i, v := range got {
					if want[i] != v {
						t.Errorf("%s %q: argument %d is %%%s, in %q it is %%%s", lang, id, i, v, base, want[i])
					}
				}
				continue
			}
			if want, _, _ := verbs(en.messages[id]); !maps.Equal(got, want) {
				t.Errorf("%s %q takes %v, English %v: %q", lang, id, got, want, f)
			}
		}
	}
}

// The verb check itself: a dropped, a repeated and a retyped argument
// fail, a reordered one does not.
func TestVerbs(t *testing.T) {
	a, _, _ := verbs("%s: %sでしか支払えない")
	b, _, _ := verbs("%s: only %s lets %s be paid")
	if maps.Equal(a, b) {
		t.Error("a dropped argument passes")
	}
	a, _, _ = verbs("%[1]sは%[3]sから%[2]d点")
	b, _, _ = verbs("%s is dealt %d damage by %s")
	if !maps.Equal(a, b) {
		t.Errorf("a reordered message fails: %v %v", a, b)
	}
	if _, _, bad := verbs("%[1]s %[1]d"); bad == "" {
		t.Error("one argument with two verbs passes")
	}
	if _, explicit, _ := verbs("%[1]s gets a %[3]s counter"); !explicit {
		t.Error("explicit indexes not seen")
	}
	if got, _, _ := verbs("100%% of %d"); !maps.Equal(got, map[int]string{1: "d"}) {
		t.Errorf("%%%% counted: %v", got)
	}
	// An index before the verb, after a precision, as Go reads it.
	if got, explicit, bad := verbs("%[2]d in %.1[3]f s"); bad != "" || !explicit || !maps.Equal(got, map[int]string{2: "d", 3: "f"}) {
		t.Errorf("%%.1[3]f: %v %v %q", got, explicit, bad)
	}
}

// sources are the Go files of the module (tests and testdata apart), by
// path from this folder: every file that may say something through the
// tables, whichever part of the tree added it.
func sources(t *testing.T) map[string]string {
	t.Helper()
	root := filepath.Join("..", "..")
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("the module's root is not where this test looks: %v", err)
	}
	here, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if abs, err := filepath.Abs(path); err == nil {
			if rel, err := filepath.Rel(here, abs); err == nil {
				path = rel // "en.go", "../board/view.go", "../../main.go"
			}
		}
		out[path] = string(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 50 {
		t.Fatalf("found only %d source files: is the tree where this test looks?", len(out))
	}
	return out
}

// dynamicIDs are the message ids the code builds rather than names: the
// problems of deck lists ("deck." + a decks.Problem code), of card-pools
// (rules.PoolProblem), and the scripts of lookalike letters.
func dynamicIDs() []string {
	var out []string
	for _, code := range decks.ProblemCodes() {
		out = append(out, "deck."+code)
	}
	out = append(out, PoolIDs()...)
	for _, code := range scenario.MessageCodes() {
		out = append(out, "scn."+code)
	}
	for _, code := range saves.ProblemCodes() {
		out = append(out, "save."+code)
	}
	out = append(out, PositionIDs()...)
	for k := rules.AskPriority; k <= rules.AskEquip; k++ {
		out = append(out, "undo.kind."+k.String()) // UndoKind
	}
	return append(out, "script.greek", "script.cyrillic")
}

// The catalogue: every message id any Go file of the module names (a
// literal such as "event.draw", "cmd.decks-ok", "cli.sim" or
// "flag.play-p1", whichever function takes it: say, Say, sayN, a table
// of ids, a cobra description), and every id the code builds (the deck
// and card-pool problem codes), has words in every language; and every
// message is said somewhere. Not a sample: a new id anywhere in the tree,
// by any part, is held to both tables. A misspelt id would show "[id]", a
// message nobody says is words nobody reads.
func TestMessageIDsInTheSource(t *testing.T) {
	prefixes := map[string]bool{}
	for id := range languages[EN].messages {
		p, _, _ := strings.Cut(id, ".")
		prefixes[p] = true
	}
	lit := regexp.MustCompile(`"([a-z][a-z-]*\.[a-z0-9.-]+)"`)
	said := map[string]bool{}
	need := func(where, id string) {
		said[id] = true
		for lang, l := range languages {
			if _, ok := l.messages[id]; !ok {
				t.Errorf("%s names message %q, %s has no words for it", where, id, lang)
			}
		}
	}
	for f, src := range sources(t) {
		if base := filepath.Base(f); filepath.Dir(f) == "." && (base == "en.go" || base == "ja.go") {
			continue
		}
		for _, m := range lit.FindAllStringSubmatch(src, -1) {
			id := m[1]
			if p, _, _ := strings.Cut(id, "."); !prefixes[p] || strings.HasSuffix(id, ".go") {
				continue
			}
			if strings.HasSuffix(id, "-") || strings.HasSuffix(id, ".") {
				continue // the start of an id the code completes ("board.slot-" + slot)
			}
			need(f, id)
		}
	}
	for _, id := range dynamicIDs() {
		need("the code (a built id)", id)
	}
	if len(said) < 300 {
		t.Errorf("only %d message ids found in the source: is the walk reading the tree?", len(said))
	}
	for id := range languages[EN].messages {
		if base, one := strings.CutSuffix(id, "#one"); !one && !said[base] {
			t.Errorf("message %q is said nowhere", id)
		}
	}
}

// Every problem code of a deck list and every card-pool reason has words
// in both languages, and the English words of a problem are the ones
// decks itself says (the bytes `decks check` printed before the text
// layer said them).
func TestProblemsInEveryLanguage(t *testing.T) {
	for _, code := range decks.ProblemCodes() {
		for lang, l := range languages {
			if _, ok := l.messages["deck."+code]; !ok {
				t.Errorf("%s has no words for the deck problem %q", lang, code)
			}
		}
		if languages[EN].messages["deck."+code] != decks.ProblemWords[code] {
			t.Errorf("deck problem %q: the English table and decks.ProblemWords differ", code)
		}
	}
	for r := rules.PoolReason(1); r.String() != "?" && r.String() != ""; r++ {
		if _, ok := rules.PoolWords[r.String()]; !ok {
			t.Errorf("card-pool reason %s has no message id", r)
		}
	}
}

// The words of the game live in the language files: no Go file of the
// module but ja.go and the block families' words (tui/text/words_*.go,
// English and Japanese side by side: family.go) holds Japanese outside
// its comments. An inline pair of
// words in two languages (the old Words.Pick(en, ja)) is found by its
// Japanese half; test files may hold Japanese, to check what is shown.
func TestWordsOnlyInTheLanguageFiles(t *testing.T) {
	root := filepath.Join("..", "..")
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("the module's root is not where this test looks: %v", err)
	}
	files := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || path == filepath.Join(root, "tui", "text", "ja.go") {
			return nil
		}
		if dir, name := filepath.Split(path); filepath.Clean(dir) == filepath.Join(root, "tui", "text") && strings.HasPrefix(name, "words_") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files++
		for n, line := range strings.Split(string(b), "\n") {
			code, _, _ := strings.Cut(line, "//")
			for _, r := range code {
				if unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) {
					t.Errorf("%s:%d: Japanese outside ja.go: %s", path, n+1, strings.TrimSpace(line))
					break
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 50 {
		t.Fatalf("read only %d Go files: is the module where this test looks?", files)
	}
}

// A block family's words are in both languages' tables, and an id given a
// second home is refused at once.
func TestFamilyWordsHaveOneHome(t *testing.T) {
	for _, id := range []string{"event.wager", "board.wait-wager"} {
		if languages[EN].messages[id] == "" || languages[JA].messages[id] == "" {
			t.Errorf("%s: not in both tables", id)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("a message given a second home was taken")
		}
	}()
	family(map[string]both{"event.wager": {en: "again", ja: "再び"}})
}

// Package testcount counts the tests that exercise each card, for
// `rathe cards audit`. A binary cannot find its tests at run time, so the
// counts are generated into cards/testcounts_gen.go by
//
//	go generate ./cards
//
// and committed; cards' TestTestCountsAreFresh regenerates them in memory
// and fails when the committed file is stale.
//
// A card's count is the number of test functions (func TestXxx) in
// cards/*_test.go whose body names the card's key in a string literal, or
// through a package-level string constant (as TestEveryCardHasATest reads
// them), plus the number of scenario files (saves/scenario/testdata/*.scn)
// that name the key on a line that is not a comment. A name counts when it
// stands alone: "Overload (red)" in a longer string counts, "Rhinar" inside
// "cb-rhinar" does not (the match is case-sensitive and bounded by
// characters that are not letters or digits).
package testcount

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rathe-tcg/rathe/cards"
	"github.com/rathe-tcg/rathe/decks"
)

// Keys lists the cards to count: every implemented card and every card an
// embedded deck names (implemented or not), by their canonical keys.
func Keys() ([]string, error) {
	seen := map[string]bool{}
	var out []string
	add := func(k string) {
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	for _, k := range cards.Keys() {
		add(k)
	}
	for _, d := range decks.Names() {
		names, err := decks.CardNames(d)
		if err != nil {
			return nil, fmt.Errorf("deck %s: %w", d, err)
		}
		for _, n := range names {
			if c, ok := cards.Lookup(n); ok {
				n = c.Key()
			}
			add(n)
		}
	}
	sort.Strings(out)
	return out, nil
}

// Count counts, for each key, the test functions of the Go test files in
// cardsDir and the scenario files in scenarioDir that name it.
func Count(keys []string, cardsDir, scenarioDir string) (map[string]int, error) {
	counts := make(map[string]int, len(keys))
	for _, k := range keys {
		counts[k] = 0
	}
	files, err := filepath.Glob(filepath.Join(cardsDir, "*_test.go"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	fset := token.NewFileSet()
	var parsed []*ast.File
	consts := map[string]string{}
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			return nil, err
		}
		parsed = append(parsed, file)
		for _, d := range file.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if i < len(vs.Values) {
						if s, ok := stringLit(vs.Values[i]); ok {
							consts[id.Name] = s
						}
					}
				}
			}
		}
	}
	for _, file := range parsed {
		for _, d := range file.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !isTest(fn.Name.Name) {
				continue
			}
			var strs []string
			ast.Inspect(fn, func(n ast.Node) bool {
				if s, ok := stringLit(n); ok {
					strs = append(strs, s)
				}
				if id, ok := n.(*ast.Ident); ok {
					if s, ok := consts[id.Name]; ok {
						strs = append(strs, s)
					}
				}
				return true
			})
			body := strings.Join(strs, "\n")
			for _, k := range keys {
				if names(body, k) {
					counts[k]++
				}
			}
		}
	}
	scns, err := filepath.Glob(filepath.Join(scenarioDir, "*.scn"))
	if err != nil {
		return nil, err
	}
	for _, f := range scns {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var lines []string
		for _, l := range strings.Split(string(b), "\n") {
			if !strings.HasPrefix(strings.TrimSpace(l), "#") {
				lines = append(lines, l)
			}
		}
		body := strings.Join(lines, "\n")
		for _, k := range keys {
			if names(body, k) {
				counts[k]++
			}
		}
	}
	return counts, nil
}

// isTest reports whether a function name is a test (TestXxx, not Testing).
func isTest(name string) bool {
	rest, ok := strings.CutPrefix(name, "Test")
	if !ok {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return rest == "" || !unicode.IsLower(r)
}

// names reports whether s names key as a whole name.
func names(s, key string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], key)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(key)
		before, _ := utf8.DecodeLastRuneInString(s[:j])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (j == 0 || !word(before)) && (end == len(s) || !word(after)) {
			return true
		}
		i = j + 1
	}
}

func word(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func stringLit(n ast.Node) (string, bool) {
	l, ok := n.(*ast.BasicLit)
	if !ok || l.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(l.Value)
	return s, err == nil
}

// Generate returns the Go source of cards/testcounts_gen.go.
func Generate(cardsDir, scenarioDir string) ([]byte, error) {
	keys, err := Keys()
	if err != nil {
		return nil, err
	}
	counts, err := Count(keys, cardsDir, scenarioDir)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString("// Code generated by go generate ./cards (cards/internal/testcount); DO NOT EDIT.\n\n")
	b.WriteString("package cards\n\n")
	b.WriteString("// testCounts maps a card key to the number of tests that exercise it:\n")
	b.WriteString("// test functions in cards/*_test.go and scenario files naming it.\n")
	b.WriteString("var testCounts = map[string]int{\n")
	for _, k := range keys {
		fmt.Fprintf(&b, "\t%q: %d,\n", k, counts[k])
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

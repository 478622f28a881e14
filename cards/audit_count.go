package cards

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tests are the tests that name cards, read from a source tree when the
// audit runs (a binary holds no tests, and nothing is generated ahead):
// each test function (func TestXxx) of cards/*_test.go, and each scenario
// file (saves/scenario/testdata/*.scn), as the strings it holds.
//
// A test function holds the string literals of its body and those of the
// package-level constants and variables it names (a table of cases
// declared beside the test counts for it). A scenario file holds its
// lines that are not comments. The tests of the pool's own tools
// (notCardTests) name cards without testing them and are left out.
type Tests struct {
	// Root is the source tree the tests were read from.
	Root   string
	bodies []string
}

// notCardTests are test files of cards/ that are not about any card: they
// test the search and the audit, naming cards as examples.
var notCardTests = map[string]bool{"audit_test.go": true, "search_test.go": true}

// ErrNoSources says the tests cannot be counted: the source tree this
// binary was built from is not where it was built (an installed or copied
// binary, or one built with -trimpath).
var ErrNoSources = errors.New("the source tree this binary was built from is not here")

// SourceTests reads the tests of the source tree this binary was built
// from, when it is still there (a checkout built with go build, go run or
// go test; go install keeps it in the module cache).
func SourceTests() (*Tests, error) {
	root, ok := sourceRoot()
	if !ok {
		return nil, ErrNoSources
	}
	return ReadTests(root)
}

// sourceRoot is the module's root as this file was compiled, if it is
// still there.
func sourceRoot() (string, bool) {
	_, file, _, ok := runtime.Caller(0)
	if !ok || !filepath.IsAbs(file) {
		return "", false // -trimpath: the path says nothing of this machine
	}
	if _, err := os.Stat(file); err != nil {
		return "", false
	}
	return filepath.Dir(filepath.Dir(file)), true
}

// ReadTests reads the tests of the source tree at root. A tree without
// any test file in cards/ is an error, not a pool without tests.
func ReadTests(root string) (*Tests, error) {
	files, err := filepath.Glob(filepath.Join(root, "cards", "*_test.go"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	fset := token.NewFileSet()
	var parsed []*ast.File
	for _, f := range files {
		if notCardTests[filepath.Base(f)] {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		parsed = append(parsed, file)
	}
	if len(parsed) == 0 {
		return nil, fmt.Errorf("no tests in %s", filepath.Join(root, "cards"))
	}
	t := &Tests{Root: root}
	// The strings of each package-level constant and variable, by name
	// (the test files share one package).
	decls := map[string][]string{}
	for _, file := range parsed {
		for _, d := range file.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || (gd.Tok != token.CONST && gd.Tok != token.VAR) {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if i < len(vs.Values) {
						decls[id.Name] = stringsIn(vs.Values[i], nil)
					}
				}
			}
		}
	}
	for _, file := range parsed {
		for _, d := range file.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !isTestName(fn.Name.Name) {
				continue
			}
			t.bodies = append(t.bodies, strings.Join(stringsIn(fn, decls), "\n"))
		}
	}
	scns, err := filepath.Glob(filepath.Join(root, "saves", "scenario", "testdata", "*.scn"))
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
		t.bodies = append(t.bodies, strings.Join(lines, "\n"))
	}
	return t, nil
}

// stringsIn lists the string literals under n, and the strings of the
// declarations (decls, if not nil) it names.
func stringsIn(n ast.Node, decls map[string][]string) []string {
	var out []string
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			if n.Kind == token.STRING {
				if s, err := strconv.Unquote(n.Value); err == nil {
					out = append(out, s)
				}
			}
		case *ast.Ident:
			out = append(out, decls[n.Name]...)
		}
		return true
	})
	return out
}

// Count is how many tests name the card: its key as the pool spells it
// ("Pummel (red)"; a card the pool lacks, as given), standing alone: in a
// longer string it counts, "Rhinar" inside "cb-rhinar" does not (the match
// is case-sensitive and bounded by characters that are not letters or
// digits).
func (t *Tests) Count(key string) int {
	if c, ok := Lookup(key); ok {
		key = c.Key()
	}
	n := 0
	for _, b := range t.bodies {
		if namesKey(b, key) {
			n++
		}
	}
	return n
}

// isTestName reports whether a function name is a test (TestXxx, not
// Testing).
func isTestName(name string) bool {
	rest, ok := strings.CutPrefix(name, "Test")
	if !ok {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return rest == "" || !unicode.IsLower(r)
}

// namesKey reports whether s names key as a whole name.
func namesKey(s, key string) bool {
	if key == "" {
		return false
	}
	for i := 0; ; {
		j := strings.Index(s[i:], key)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(key)
		before, _ := utf8.DecodeLastRuneInString(s[:j])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (j == 0 || !wordRune(before)) && (end == len(s) || !wordRune(after)) {
			return true
		}
		i = j + 1
	}
}

func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

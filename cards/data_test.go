package cards

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Cards are data: a definition is a value built from the typed blocks of
// package rules. A function of cards/ that takes or reads the game (a
// trigger matcher, a condition's test) is a block written in the wrong
// place, and a string the engine reads as a code ("when-this-is-defended")
// is words the text layer cannot share. notData finds both in Go source;
// the test below runs it over the package's own files.

// gameTypes are the names of package rules a function of cards/ must not
// take or return: the game and what a matcher or a test reads it through.
var gameTypes = []string{"Game", "View", "Ctx", "Event"}

// codeLike is how a code is spelled: lower-case words joined by hyphens.
var codeLike = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)+$`)

// codeFields are the fields of rules' types whose string is a code.
var codeFields = []string{"Code", "Cond"}

// finding is one place where a card is code rather than data.
type finding struct {
	file string // base name
	line int
	decl string // the top-level declaration it is in: a func's or a var's name
	what string
}

func (f finding) String() string {
	return fmt.Sprintf("%s:%d (%s): %s", f.file, f.line, f.decl, f.what)
}

// notData parses one file and lists its findings.
func notData(name string, src []byte) ([]finding, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, name, src, 0)
	if err != nil {
		return nil, err
	}
	rulesName := ""
	for _, im := range file.Imports {
		if p, _ := strconv.Unquote(im.Path.Value); p == "github.com/rathe-tcg/rathe/rules" {
			rulesName = "rules"
			if im.Name != nil {
				rulesName = im.Name.Name
			}
		}
	}
	var out []finding
	for _, d := range file.Decls {
		decl := declName(d)
		add := func(n ast.Node, what string) {
			out = append(out, finding{file: filepath.Base(name), line: fset.Position(n.Pos()).Line, decl: decl, what: what})
		}
		ast.Inspect(d, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncType:
				for _, fl := range [2]*ast.FieldList{n.Params, n.Results} {
					if fl == nil {
						continue
					}
					for _, f := range fl.List {
						if t := gameType(f.Type, rulesName); t != "" {
							add(f, "a function that takes or returns the game ("+t+"): a rules block's work")
						}
					}
				}
			case *ast.AssignStmt:
				// CR 8.3: a card's keyword abilities are printed facts,
				// given by fromPrinted from the card data.
				for _, l := range n.Lhs {
					if sel, ok := l.(*ast.SelectorExpr); ok && sel.Sel.Name == "Keywords" && decl != "onCondition" {
						add(n, "sets its keywords by hand: they come from the printed keywords (rules.Card.PrintKeyword); one the card has only on a condition goes with onCondition")
					}
				}
			case *ast.SelectorExpr:
				if n.Sel.Name == "Omniscient" {
					add(n, "reads the whole game (Omniscient)")
				}
			case *ast.KeyValueExpr:
				if k, ok := n.Key.(*ast.Ident); ok && slices.Contains(codeFields, k.Name) {
					if lit, ok := n.Value.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						add(lit, "a string code in "+k.Name+": "+lit.Value+" (derive it from a typed value)")
						return false
					}
				}
			case *ast.CallExpr:
				// A conversion or a call of rules with a string: T("code"),
				// TriggerCond("code").
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
					if x, ok := sel.X.(*ast.Ident); ok && x.Name == rulesName {
						for _, a := range n.Args {
							if lit, ok := a.(*ast.BasicLit); ok && lit.Kind == token.STRING && codeLike.MatchString(unquote(lit.Value)) {
								add(lit, "a string code given to "+rulesName+"."+sel.Sel.Name+": "+lit.Value)
								return false
							}
						}
					}
				}
			case *ast.BasicLit:
				if n.Kind == token.STRING && codeLike.MatchString(unquote(n.Value)) {
					add(n, "a string spelled as a code: "+n.Value)
				}
			}
			return true
		})
	}
	return out, nil
}

// gameType names the rules type a parameter's type expression refers to
// when it is one of gameTypes (pointer or not), or "".
func gameType(e ast.Expr, rulesName string) string {
	if s, ok := e.(*ast.StarExpr); ok {
		e = s.X
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	if x, ok := sel.X.(*ast.Ident); ok && x.Name == rulesName && slices.Contains(gameTypes, sel.Sel.Name) {
		return rulesName + "." + sel.Sel.Name
	}
	return ""
}

// declName is the name of a top-level declaration: a function's, or the
// first name of a var or const block's spec.
func declName(d ast.Decl) string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		return d.Name.Name
	case *ast.GenDecl:
		var names []string
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.ValueSpec:
				for _, n := range s.Names {
					names = append(names, n.Name)
				}
			case *ast.TypeSpec:
				names = append(names, s.Name.Name)
			}
		}
		if len(names) == 1 {
			return names[0]
		}
		return d.Tok.String() + " block"
	}
	return "?"
}

func unquote(s string) string {
	u, err := strconv.Unquote(s)
	if err != nil {
		return s
	}
	return u
}

// definedByHand lists the keys a file defines one by one: the first
// argument of a call, a string.
func definedByHand(t *testing.T, name string, src []byte) []string {
	file, err := parser.ParseFile(token.NewFileSet(), name, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	ast.Inspect(file, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			// define("Fry (red)", ...) or a helper of it: fry("Fry (red)").
			if len(call.Args) > 0 {
				if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					keys = append(keys, unquote(lit.Value))
				}
			}
		}
		return true
	})
	return keys
}

// notDataAllowed are the truly unique cards whose definition may hold
// what notData finds, each with why; keyed by file and declaration. An
// entry that no longer finds anything fails too, so the list stays true.
var notDataAllowed = map[string]string{}

// TestCardsAreData holds the package's own definitions to being data: no
// function takes or reads the game, and no string is a code.
func TestCardsAreData(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		found, err := notData(f, src)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, x := range found {
			key := x.file + " " + x.decl
			if why, ok := notDataAllowed[key]; ok && why != "" {
				used[key] = true
				continue
			}
			t.Errorf("%s", x)
		}
	}
	if checked < 10 {
		t.Fatalf("only %d files checked: is the test in cards/?", checked)
	}
	// A colour cycle is one row (cycle.go): a name defined in two colours
	// by hand is a cycle written out.
	colours := map[string][]string{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, key := range definedByHand(t, f, src) {
			if name, colour := SplitKey(key); colour != "" {
				colours[name] = append(colours[name], colour+" in "+f)
			}
		}
	}
	for name, cs := range colours {
		if len(cs) > 1 {
			t.Errorf("%s: %d colours defined one by one (%s): make it a cycle row", name, len(cs), strings.Join(cs, ", "))
		}
	}
	for key, why := range notDataAllowed {
		if why == "" {
			t.Errorf("allowed %s: say why", key)
		}
		if !used[key] {
			t.Errorf("allowed %s finds nothing any more: take it off the list", key)
		}
	}
}

// The test of the test: a card written the old way, with a matcher that
// reads the game, a named matcher and a string code, is found on each
// count; the same card written as data is not.
func TestNotDataFindsACardThatIsCode(t *testing.T) {
	const bad = `package cards

import r "github.com/rathe-tcg/rathe/rules"

func hitsAHero(g *r.Game, self r.ObjID, e *r.Event) bool {
	return e.Other != r.NoObj && g.Omniscient().Card(e.Other).Types.Has(r.Hero)
}

var Spark = define("Spark Spray (red)", func(c *r.Card) {
	c.Triggers = []r.Trigger{{Cond: "when-this-is-defended", Match: func(g *r.Game, self r.ObjID, e *r.Event) bool {
		return e.Other == self
	}}}
})

const CondEachEndPhase r.TriggerCond = "each-end-phase"

var Buckler = define("Rotten Old Buckler", func(c *r.Card) { c.Keywords = r.BladeBreak })
`
	const good = `package cards

import r "github.com/rathe-tcg/rathe/rules"

var Spark = define("Spark Spray (red)", func(c *r.Card) {
	c.Triggers = []r.Trigger{{When: r.WhenThisIsDefended, Effects: []r.Effect{r.MayPay{N: 1}}}}
})
`
	found, err := notData("bad.go", []byte(bad))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range found {
		got = append(got, f.String())
	}
	for _, want := range []string{
		"bad.go:5 (hitsAHero): a function that takes or returns the game (r.Game)",
		"bad.go:5 (hitsAHero): a function that takes or returns the game (r.Event)",
		"bad.go:6 (hitsAHero): reads the whole game (Omniscient)",
		`bad.go:10 (Spark): a string code in Cond: "when-this-is-defended"`,
		"bad.go:10 (Spark): a function that takes or returns the game (r.Game)",
		`bad.go:15 (CondEachEndPhase): a string spelled as a code: "each-end-phase"`,
		"bad.go:17 (Buckler): sets its keywords by hand",
	} {
		if !slices.ContainsFunc(got, func(s string) bool { return strings.HasPrefix(s, want) }) {
			t.Errorf("not found: %s\nfound:\n%s", want, strings.Join(got, "\n"))
		}
	}
	if found, err := notData("good.go", []byte(good)); err != nil || len(found) > 0 {
		t.Errorf("the card as data: %v %v", found, err)
	}
}

package rules_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The engine is read from outside only through its contract (DESIGN.md
// "The engine's surface"): no Go file of the module outside package
// rules names the state (State, Obj, PlayerState, Progress), reads or
// writes their fields or calls their methods, or reaches for the game's
// state field. The field is unexported, which the compiler enforces; the
// state's types are exported for the package's own tests and for the
// snapshot the goldfish bot keeps (Snapshot), so this test holds the rest.
//
// The test files of this directory (package rules_test) are the engine's
// own tests, built only with it: they may read the state, through the
// accessor export_test.go gives them. rules/ruletest and rules/bot are
// outside, tests and all.
func TestNothingOutsideReadsTheState(t *testing.T) {
	c := newSealChecker(t, "..")
	var bad []string
	for _, dir := range c.dirs() {
		if dir == c.root+"/rules" {
			continue
		}
		bad = append(bad, c.checkDir(dir)...)
	}
	for _, b := range bad {
		t.Error(b)
	}
}

// The check finds a planted read of each kind, in a file of its own (and
// nothing in one that reads through a view).
func TestSealCheckCatchesAPlantedRead(t *testing.T) {
	c := newSealChecker(t, "..")
	for _, tc := range []struct {
		name, src string
		want      int
	}{
		{"through a view", `func f(g *rules.Game) int { return g.Omniscient().Turn() }`, 0},
		{"the state's type", `func f(s *rules.State) int { return 0 }`, 1},
		{"a field of the state", `func f(s *rules.State) int { return s.Turn }`, 2},
		{"an object's field", `func f(o *rules.Obj) bool { return o.FaceUp }`, 2},
		{"a player's field", `func f(p rules.PlayerState) int { return p.Life }`, 2},
		{"the game's state field", `func f(g *rules.Game) any { return g.S }`, 1},
		{"the game's state field, unexported", `func f(g *rules.Game) any { return g.s }`, 1},
	} {
		src := "package plant\n\nimport \"github.com/rathe-tcg/rathe/rules\"\n\n" + tc.src + "\n"
		f, err := parser.ParseFile(c.fset, "plant.go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		got := c.check("plant", []*ast.File{f})
		if len(got) != tc.want {
			t.Errorf("%s: %d reads found, want %d: %q", tc.name, len(got), tc.want, got)
		}
	}
}

// sealChecker type-checks the module's packages from source, each as far
// as it needs: the packages of the module fully, any other import as an
// empty package (an expression of theirs has no type, which hides no use
// of the state: a use is a selector on a value of package rules).
type sealChecker struct {
	t       testing.TB
	fset    *token.FileSet
	root    string
	modPath string
	pkgs    map[string]*types.Package
}

func newSealChecker(t testing.TB, root string) *sealChecker {
	t.Helper()
	abs, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := os.ReadFile(filepath.Join(abs, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	first, _, _ := strings.Cut(string(mod), "\n")
	path, ok := strings.CutPrefix(first, "module ")
	if !ok {
		t.Fatalf("go.mod begins %q", first)
	}
	return &sealChecker{t: t, fset: token.NewFileSet(), root: abs, modPath: strings.TrimSpace(path), pkgs: map[string]*types.Package{}}
}

// dirs lists the module's folders that hold Go files (not testdata, not
// hidden ones).
func (c *sealChecker) dirs() []string {
	var out []string
	err := filepath.WalkDir(c.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			n := d.Name()
			if p != c.root && (n == "testdata" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, ".go") && !slices.Contains(out, filepath.Dir(p)) {
			out = append(out, filepath.Dir(p))
		}
		return nil
	})
	if err != nil {
		c.t.Fatal(err)
	}
	return out
}

// parseDir parses a folder's Go files: by package name, the package's own
// files, with or without its tests.
func (c *sealChecker) parseDir(dir string, tests bool) map[string][]*ast.File {
	ents, err := os.ReadDir(dir)
	if err != nil {
		c.t.Fatal(err)
	}
	out := map[string][]*ast.File{}
	for _, e := range ents {
		n := e.Name()
		if !strings.HasSuffix(n, ".go") || !tests && strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(c.fset, filepath.Join(dir, n), nil, parser.SkipObjectResolution)
		if err != nil {
			c.t.Fatal(err)
		}
		out[f.Name.Name] = append(out[f.Name.Name], f)
	}
	return out
}

// Import gives a package of the module from its source (without tests),
// any other as an empty package.
func (c *sealChecker) Import(path string) (*types.Package, error) {
	if path == "unsafe" {
		return types.Unsafe, nil
	}
	if p, ok := c.pkgs[path]; ok {
		return p, nil
	}
	rel, ok := strings.CutPrefix(path, c.modPath)
	if !ok || rel != "" && rel[0] != '/' {
		p := types.NewPackage(path, filepath.Base(path))
		p.MarkComplete()
		c.pkgs[path] = p
		return p, nil
	}
	// The package is the folder's largest (a generator beside it is
	// package main, built apart).
	var files []*ast.File
	for _, fs := range c.parseDir(filepath.Join(c.root, rel), false) {
		if len(fs) > len(files) {
			files = fs
		}
	}
	conf := types.Config{Importer: c, Error: func(error) {}}
	p, _ := conf.Check(path, c.fset, files, nil)
	c.pkgs[path] = p
	return p, nil
}

// checkDir checks a folder's packages, tests included.
func (c *sealChecker) checkDir(dir string) []string {
	rel, _ := filepath.Rel(c.root, dir)
	path := c.modPath
	if rel != "." {
		path += "/" + filepath.ToSlash(rel)
	}
	var bad []string
	for name, files := range c.parseDir(dir, true) {
		p := path
		if strings.HasSuffix(name, "_test") {
			p += "_test"
		}
		bad = append(bad, c.check(p, files)...)
	}
	return bad
}

// check type-checks files as the package path and lists their uses of
// the state.
func (c *sealChecker) check(path string, files []*ast.File) []string {
	info := &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Uses:       map[*ast.Ident]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
	}
	conf := types.Config{Importer: c, Error: func(error) {}}
	conf.Check(path, c.fset, files, info)
	rules := c.modPath + "/rules"
	stateType := func(n *types.TypeName) bool {
		return n != nil && n.Pkg() != nil && n.Pkg().Path() == rules && sealedTypes[n.Name()]
	}
	named := func(t types.Type) *types.TypeName {
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := t.(*types.Named); ok {
			return n.Obj()
		}
		return nil
	}
	var bad []string
	report := func(n ast.Node, what string) {
		bad = append(bad, c.fset.Position(n.Pos()).String()+": "+what+" (read a game through rules.View, Game.Omniscient or the position)")
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.SelectorExpr:
				if sel := info.Selections[x]; sel != nil {
					if stateType(named(sel.Recv())) || stateType(named(sel.Obj().Type())) && sel.Kind() == types.FieldVal {
						report(x, "uses "+x.Sel.Name+" of the state")
					}
					return true
				}
				// The game's state field, found by name: unexported, it does
				// not type-check outside, and has no selection.
				if tv, ok := info.Types[x.X]; ok && (x.Sel.Name == "S" || x.Sel.Name == "s") {
					if n := named(tv.Type); n != nil && n.Pkg() != nil && n.Pkg().Path() == rules && n.Name() == "Game" {
						report(x, "uses the game's state field")
					}
				}
			case *ast.Ident:
				if tn, ok := info.Uses[x].(*types.TypeName); ok && stateType(tn) {
					report(x, "names the state's type "+tn.Name())
				}
			}
			return true
		})
	}
	return bad
}

// sealedTypes are the state's types: what a game holds, as the engine
// lays it out.
var sealedTypes = map[string]bool{"State": true, "Obj": true, "PlayerState": true, "Progress": true}

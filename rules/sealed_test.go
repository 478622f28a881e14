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
// rules names the state's types (sealedTypes), reads or writes their
// fields or calls their methods, or reaches for the game's state field. The types and the field are
// unexported, which the compiler enforces where they would be named; this
// test holds the rest (a value reached through an exported name), and
// TestNoExportedNameShowsTheState holds that none does.
//
// The test files of this directory (package rules_test) are the engine's
// own tests, built only with it: they may read the state, through the
// aliases and the accessor state_export_test.go gives them. rules/ruletest
// and rules/bot are outside, tests and all.
func TestNothingOutsideReadsTheState(t *testing.T) {
	t.Parallel() // independent and long: beside the others, on both cores
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
// nothing in one that reads through a view). The plants are checked
// against the package with its own test files, whose aliases and accessor
// name the state as a leak would reach it.
func TestSealCheckCatchesAPlantedRead(t *testing.T) {
	t.Parallel() // independent and long: beside the others, on both cores
	c := newSealChecker(t, "..")
	c.rulesTests = true
	for _, tc := range []struct {
		name, src string
		want      int
	}{
		{"through a view", `func f(g *rules.Game) int { return g.Omniscient().Turn() }`, 0},
		{"the state's type", `func f(s *rules.State) int { return 0 }`, 1},
		{"a field of the state", `func f(s *rules.State) int { return s.Turn }`, 2},
		{"an object's field", `func f(o *rules.Obj) bool { return o.FaceUp }`, 2},
		{"a player's field", `func f(p rules.PlayerState) int { return p.Life }`, 2},
		{"the state reached by a method", `func f(g *rules.Game) int { return g.State().Turn }`, 1},
		{"a method of the state", `func f(g *rules.Game) uint64 { return g.State().Hash() }`, 1},
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

// No exported name of package rules shows an unexported type of it: an
// exported function's or method's signature, an exported variable, an
// exported field of an exported struct. Through such a name a value of
// the state (or any of the engine's memory) would reach a package that
// cannot name its type, but can read its exported fields.
func TestNoExportedNameShowsTheState(t *testing.T) {
	c := newSealChecker(t, "..")
	pkg, _ := c.Import(c.modPath + "/rules")
	for _, b := range unexportedShown(pkg) {
		t.Error(b)
	}
}

// The check finds a planted exported name of each kind that shows an
// unexported type, and none that shows only exported ones.
func TestExportCheckCatchesAPlantedName(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      int
	}{
		{"exported only", `type T struct{ A int }; func (T) M() T { return T{} }; func F(*T) []T { return nil }`, 0},
		{"a function's result", `type s struct{}; func F() *s { return nil }`, 1},
		{"a method's parameter", `type s struct{}; type T int; func (*T) M(map[int][]s) {}`, 1},
		{"a field", `type s struct{}; type T struct{ A [2]s; b s }`, 1},
		{"a variable", `type s struct{}; var V func() s`, 1},
		{"an unexported type's method", `type s struct{}; func (s) M() s { return s{} }`, 0},
	} {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "plant.go", "package rules\n\n"+tc.src+"\n", 0)
		if err != nil {
			t.Fatal(err)
		}
		pkg, err := (&types.Config{}).Check("plant/rules", fset, []*ast.File{f}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := unexportedShown(pkg); len(got) != tc.want {
			t.Errorf("%s: %d found, want %d: %q", tc.name, len(got), tc.want, got)
		}
	}
}

// unexportedShown lists the exported names of pkg that show one of its
// unexported types.
func unexportedShown(pkg *types.Package) []string {
	var bad []string
	var shows func(t types.Type, seen map[types.Type]bool) string
	shows = func(t types.Type, seen map[types.Type]bool) string {
		t = types.Unalias(t)
		if seen[t] {
			return ""
		}
		seen[t] = true
		switch t := t.(type) {
		case *types.Named:
			if o := t.Obj(); o.Pkg() == pkg && !o.Exported() {
				return o.Name()
			}
			for i := range t.TypeArgs().Len() {
				if n := shows(t.TypeArgs().At(i), seen); n != "" {
					return n
				}
			}
		case *types.Pointer:
			return shows(t.Elem(), seen)
		case *types.Slice:
			return shows(t.Elem(), seen)
		case *types.Array:
			return shows(t.Elem(), seen)
		case *types.Chan:
			return shows(t.Elem(), seen)
		case *types.Map:
			if n := shows(t.Key(), seen); n != "" {
				return n
			}
			return shows(t.Elem(), seen)
		case *types.Signature:
			for _, tu := range []*types.Tuple{t.Params(), t.Results()} {
				for i := range tu.Len() {
					if n := shows(tu.At(i).Type(), seen); n != "" {
						return n
					}
				}
			}
		case *types.Struct:
			for i := range t.NumFields() {
				if f := t.Field(i); f.Exported() {
					if n := shows(f.Type(), seen); n != "" {
						return n
					}
				}
			}
		case *types.Interface:
			for i := range t.NumMethods() {
				if n := shows(t.Method(i).Type(), seen); n != "" {
					return n
				}
			}
		}
		return ""
	}
	report := func(what string, t types.Type) {
		if n := shows(t, map[types.Type]bool{}); n != "" {
			bad = append(bad, what+" shows the unexported type "+n)
		}
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		o := scope.Lookup(name)
		if !o.Exported() {
			continue
		}
		switch o := o.(type) {
		case *types.Func, *types.Var:
			report(name, o.Type())
		case *types.TypeName:
			t := o.Type()
			if o.IsAlias() {
				report(name, t)
				continue
			}
			ms := types.NewMethodSet(types.NewPointer(t))
			for i := range ms.Len() {
				if m := ms.At(i).Obj(); m.Exported() {
					report(name+"."+m.Name(), m.Type())
				}
			}
			switch u := t.Underlying().(type) {
			case *types.Struct:
				for i := range u.NumFields() {
					if f := u.Field(i); f.Exported() {
						report(name+"."+f.Name(), f.Type())
					}
				}
			default:
				report(name, u)
			}
		}
	}
	return bad
}

// sealChecker type-checks the module's packages from source, each as far
// as it needs: the packages of the module fully, any other import as an
// empty package (an expression of theirs has no type, which hides no use
// of the state: a use is a selector on a value of package rules).
type sealChecker struct {
	t testing.TB
	// rulesTests builds package rules with its own test files (package
	// rules, not rules_test): what the planted reads name.
	rulesTests bool
	fset       *token.FileSet
	root       string
	modPath    string
	pkgs       map[string]*types.Package
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
	if c.rulesTests && rel == "/rules" {
		files = c.parseDir(filepath.Join(c.root, rel), true)["rules"]
	} else {
		for _, fs := range c.parseDir(filepath.Join(c.root, rel), false) {
			if len(fs) > len(files) {
				files = fs
			}
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
	named := func(t types.Type) *types.TypeName {
		t = types.Unalias(t)
		if p, ok := t.(*types.Pointer); ok {
			t = types.Unalias(p.Elem())
		}
		if n, ok := t.(*types.Named); ok {
			return n.Obj()
		}
		return nil
	}
	stateType := func(n *types.TypeName) bool {
		if n != nil && n.IsAlias() {
			n = named(n.Type())
		}
		return n != nil && n.Pkg() != nil && n.Pkg().Path() == rules && sealedTypes[n.Name()]
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
var sealedTypes = map[string]bool{
	"state": true, "object": true, "playerState": true, "progress": true, "combatChain": true,
	"delayedTrigger": true, "pendingTrigger": true, "layer": true, "chainLink": true,
	"TurnUse": true, "TurnStats": true,
}

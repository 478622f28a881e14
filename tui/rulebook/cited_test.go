package rulebook_test

import (
	"context"
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/decks"
	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/rulebook"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Every CR number the engine cites has an entry in both languages: its
// own, or one whose "covers" line names it (a parent alone is not
// enough). The numbers are collected, not listed by hand, from
//   - the Go sources of the module (not tests): string literals that are a
//     rule number in rules/ and cards/ (the Rule fields), and "CR ..."
//     inside any string literal (words shown to a player, errors);
//   - the scenarios (every .scn file): their "rules:" lines and the
//     numbers that name them;
//   - the running engine: the keyword table, and every rule of every
//     prompt, option, blocked action, limit and event of random games
//     over the embedded decks, with the numbers the text layer prints for
//     them in both languages.
func TestEveryCitedRule(t *testing.T) {
	cited := map[string]string{} // number → where it was first seen
	add := func(num, where string) {
		if _, ok := cited[num]; !ok && num != "" {
			cited[num] = where
		}
	}
	sourceCitations(t, add)
	scenarioCitations(t, add)
	engineCitations(t, add)
	if len(cited) < 250 {
		t.Fatalf("collected only %d cited numbers: is the tree where this test looks?", len(cited))
	}
	nums := make([]string, 0, len(cited))
	for n := range cited {
		nums = append(nums, n)
	}
	slices.SortFunc(nums, rulebook.Compare)
	for _, lang := range []text.Lang{text.EN, text.JA} {
		b := rulebook.For(lang)
		for _, n := range nums {
			if _, ok := b.Entry(n); !ok {
				t.Errorf("%s: CR %s (cited in %s) has no entry and no entry covers it", lang, n, cited[n])
			}
		}
	}
	t.Logf("%d cited numbers, %d entries", len(nums), len(rulebook.For(text.EN).Entries()))
	if os.Getenv("RULEBOOK_LIST") != "" {
		t.Log(strings.Join(nums, " "))
	}
}

var (
	crList    = regexp.MustCompile(`CR ([^)"]*)`)
	ruleAlone = regexp.MustCompile(`^[1-9]\.[0-9]{1,2}(\.[0-9]{1,2}[a-z]?)?$`)
	crCall    = regexp.MustCompile(`\bCR(Sub)?\(\s*([0-9]+),\s*([0-9]+),\s*([0-9]+)(?:,\s*'([a-z])')?\s*\)`)
)

func moduleRoot(t *testing.T) string {
	root := filepath.Join("..", "..")
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("the module's root is not where this test looks: %v", err)
	}
	return root
}

func sourceCitations(t *testing.T, add func(num, where string)) {
	root := moduleRoot(t)
	files := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata") || rel == filepath.Join("tui", "rulebook") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files++
		ruleFields := strings.HasPrefix(rel, "rules"+string(filepath.Separator)) || strings.HasPrefix(rel, "cards"+string(filepath.Separator))
		// The engine writes a rule as rules.CR(7, 4, 1) or CRSub(8, 3, 4, 'b').
		for _, m := range crCall.FindAllSubmatch(src, -1) {
			var n [3]uint8
			for i := range n {
				v, _ := strconv.Atoi(string(m[i+2]))
				n[i] = uint8(v)
			}
			r := rules.CR(n[0], n[1], n[2])
			if len(m[5]) > 0 {
				r = rules.CRSub(n[0], n[1], n[2], m[5][0])
			}
			add(r.String(), rel)
		}
		fset := token.NewFileSet()
		var s scanner.Scanner
		s.Init(fset.AddFile(path, fset.Base(), len(src)), src, nil, 0)
		for {
			pos, tok, lit := s.Scan()
			if tok == token.EOF {
				break
			}
			if tok != token.STRING {
				continue
			}
			str, err := strconv.Unquote(lit)
			if err != nil {
				continue
			}
			where := fset.Position(pos).String()
			if ruleFields && ruleAlone.MatchString(str) {
				add(str, where)
			}
			for _, m := range crList.FindAllStringSubmatch(str, -1) {
				for _, n := range rulebook.Numbers(m[1]) {
					add(n, where)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 50 {
		t.Fatalf("read only %d Go files", files)
	}
}

// scenarioCitations reads every scenario file of the module (.scn: the
// rules tests of saves/scenario/testdata, and any lesson or puzzle in the
// scenario format): its "rules:" lines, and the number that names it.
func scenarioCitations(t *testing.T, add func(num, where string)) {
	root := moduleRoot(t)
	var paths []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".scn") {
			paths = append(paths, path)
		}
		return nil
	})
	if err != nil || len(paths) < 50 {
		t.Fatalf("found %d scenarios under %s: %v", len(paths), root, err)
	}
	for _, p := range paths {
		name := filepath.Base(p)
		if n, _, ok := strings.Cut(name, "-"); ok && ruleAlone.MatchString(n) {
			add(n, name)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "rules:"); ok {
				for _, n := range strings.Fields(rest) {
					add(n, name+":"+strconv.Itoa(i+1))
				}
			}
		}
	}
}

// engineCitations plays random games over the embedded decks and collects
// every rule the engine attaches, and every number the words print.
func engineCitations(t *testing.T, add func(num, where string)) {
	for _, k := range rules.KeywordTable {
		add(k.Rule.String(), "rules.KeywordTable "+k.Name)
	}
	names := decks.Names()
	if len(names) < 2 {
		t.Fatalf("only %d embedded decks", len(names))
	}
	words := []text.Words{{Lang: text.EN}, {Lang: text.JA}}
	said := func(s, where string) {
		for _, n := range rulebook.Numbers(s) {
			add(n, where)
		}
	}
	games := 0
	for i := range names {
		for j := range 2 {
			a, b := names[i], names[(i+1+j)%len(names)]
			la, err := decks.Load(a)
			if err != nil {
				t.Fatal(err)
			}
			lb, err := decks.Load(b)
			if err != nil {
				t.Fatal(err)
			}
			g, err := rules.New(rules.Setup{Seed: uint64(100 + 7*i + j), Players: [2]rules.Deck{la.Deck, lb.Deck}})
			if err != nil {
				t.Fatalf("%s v %s: %v", a, b, err)
			}
			g.Explain = true
			where := "a game of " + a + " v " + b
			g.SetObserver(func(g *rules.Game, e *rules.Event) {
				add(e.Rule.String(), where+" (event)")
				for _, w := range words {
					w.View = g.ViewFor(rules.Omniscient)
					said(w.Event(e), where+" (log)")
				}
			})
			ctx, cancel := context.WithCancel(context.Background())
			asked := 0
			for p := range rules.Player(2) {
				r := rules.NewRandom(uint64(1000*i + 10*j + int(p)))
				g.SetDecider(p, rules.DeciderFunc(func(ctx context.Context, v rules.View, pr rules.Prompt) (rules.Answer, error) {
					if asked++; asked > 4000 {
						cancel()
					}
					add(pr.Rule.String(), where+" (prompt)")
					for _, l := range pr.Limits {
						add(l.Rule.String(), where+" (limit)")
					}
					for _, o := range pr.Options {
						add(o.Rule.String(), where+" (option)")
					}
					for _, bl := range pr.Blocked {
						add(bl.Rule.String(), where+" (blocked)")
					}
					for _, w := range words {
						w.View = v
						said(w.Prompt(&pr), where+" (question)")
						for _, o := range pr.Options {
							said(w.Option(&pr, o)+" "+w.Explain(&pr, o), where+" (option words)")
						}
						for _, bl := range pr.Blocked {
							said(w.BlockedReason(bl), where+" (blocked words)")
						}
					}
					return r.Decide(ctx, v, pr)
				}))
			}
			if err := g.Run(ctx); err != nil && ctx.Err() == nil {
				t.Fatalf("%s: %v", where, err)
			}
			cancel()
			games++
		}
	}
	t.Logf("%d games over %d decks", games, len(names))
}

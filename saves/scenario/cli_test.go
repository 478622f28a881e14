package scenario_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

const passing = "testdata/7.5.2-damage-is-power-minus-defense.scn"

// write puts a scenario file in a temporary folder.
func write(t *testing.T, name, src string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// failing is a scenario whose expectations do not hold.
const failing = `scenario: a wrong expectation
rules: 7.5.2
p1.hero: Rhinar
p1.hand: Muscle Mutt (yellow), Titanium Bauble (blue)
p2.hero: Dorinthea
answers:
p1 play Muscle Mutt (yellow)
pass until damage step
expect:
p2.life: 17
p1.hand: Dodge (blue)
`

func run(t *testing.T, o scenario.Options) (int, string, error) {
	t.Helper()
	var out bytes.Buffer
	o.Out = &out
	code, err := scenario.RunFiles(context.Background(), o)
	return code, out.String(), err
}

func TestRunFilesOK(t *testing.T) {
	code, out, err := run(t, scenario.Options{Paths: []string{passing}})
	if code != scenario.ExitOK || err != nil {
		t.Fatalf("exit %d, %v:\n%s", code, err, out)
	}
	if out != "ok   "+passing+"\n" {
		t.Errorf("output %q", out)
	}
}

func TestRunFilesFolder(t *testing.T) {
	code, out, err := run(t, scenario.Options{Paths: []string{"testdata"}})
	// testdata holds known engine bugs, which fail by design.
	if code != scenario.ExitOK && code != scenario.ExitFailed {
		t.Fatalf("exit %d, %v:\n%s", code, err, out)
	}
	files, _ := filepath.Glob("testdata/*.scn")
	if n := strings.Count(out, "ok   ") + strings.Count(out, "FAIL "); n != len(files) {
		t.Errorf("%d result lines for %d files:\n%s", n, len(files), out)
	}
}

func TestRunFilesFailed(t *testing.T) {
	p := write(t, "wrong.scn", failing)
	code, out, err := run(t, scenario.Options{Paths: []string{passing, p}})
	if code != scenario.ExitFailed {
		t.Fatalf("exit %d, want %d:\n%s", code, scenario.ExitFailed, out)
	}
	if err == nil || err.Error() != "1 of 2 scenarios failed" {
		t.Errorf("summary %v", err)
	}
	for _, want := range []string{
		"ok   " + passing,
		"FAIL " + p,
		p + ":10: p2.life: want 17, got 14",
		p + ":11: p1.hand: want Dodge (blue), got nothing (missing: Dodge (blue))",
		p + ": stopped at p1's priority prompt (turn 1, p1's action phase, damage step)",
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("want the line %q in:\n%s", want, out)
		}
	}
}

func TestRunFilesAnswerFails(t *testing.T) {
	src := strings.Replace(failing, "pass until damage step", "p2 defend Dodge (blue)", 1)
	p := write(t, "answer.scn", src)
	code, out, _ := run(t, scenario.Options{Paths: []string{p}})
	if code != scenario.ExitFailed {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	want := p + ":8: `p2 defend Dodge (blue)`: the game is at p1's priority prompt (answered with pass/play/activate) instead (offered: pass)"
	if !strings.Contains(out, want) {
		t.Errorf("want %q in:\n%s", want, out)
	}
}

func TestRunFilesMalformed(t *testing.T) {
	bad := write(t, "bad.scn", strings.Replace(failing, "Muscle Mutt (yellow), Titanium", "Muscle Mut (yellow), Titanium", 1))
	wrong := write(t, "wrong.scn", failing)
	code, out, err := run(t, scenario.Options{Paths: []string{bad, wrong, passing}})
	if code != scenario.ExitMalformed {
		t.Fatalf("exit %d, want %d:\n%s", code, scenario.ExitMalformed, out)
	}
	want := bad + `:4: unknown card "Muscle Mut (yellow)"; did you mean "Muscle Mutt (yellow)"?`
	if !strings.Contains(out, want+"\n") {
		t.Errorf("want %q in:\n%s", want, out)
	}
	if err == nil || err.Error() != "1 scenario file is malformed, and 1 failed" {
		t.Errorf("summary %v", err)
	}
	// The other files still ran.
	if !strings.Contains(out, "FAIL "+wrong) || !strings.Contains(out, "ok   "+passing) {
		t.Errorf("the other files did not run:\n%s", out)
	}
}

func TestRunFilesMissing(t *testing.T) {
	code, out, _ := run(t, scenario.Options{Paths: []string{"testdata/no-such-file.scn"}})
	if code != scenario.ExitMalformed || !strings.HasPrefix(out, "testdata/no-such-file.scn:1: ") {
		t.Errorf("exit %d, output %q", code, out)
	}
	code, _, err := run(t, scenario.Options{})
	if code != scenario.ExitMalformed || err == nil {
		t.Errorf("no files: exit %d, %v", code, err)
	}
	code, _, err = run(t, scenario.Options{Paths: []string{t.TempDir()}})
	if code != scenario.ExitMalformed || err == nil || !strings.Contains(err.Error(), "no .scn files") {
		t.Errorf("empty folder: exit %d, %v", code, err)
	}
}

// TestRunFilesRunSeam replaces the run function, as cli/cli's options do,
// to check that the exit status follows the results.
func TestRunFilesRunSeam(t *testing.T) {
	ran := 0
	o := scenario.Options{Paths: []string{passing}, Run: func(ctx context.Context, f *scenario.File, ro scenario.RunOptions) *scenario.Result {
		ran++
		return &scenario.Result{File: f.Name, Failures: scenario.ErrorList{{File: f.Name, Line: 3, Msg: "p1.life: want 1, got 2"}}, Stopped: "somewhere"}
	}}
	code, out, _ := run(t, o)
	if ran != 1 || code != scenario.ExitFailed || !strings.Contains(out, passing+":3: p1.life: want 1, got 2") {
		t.Errorf("ran %d, exit %d:\n%s", ran, code, out)
	}
	o.Run = func(ctx context.Context, f *scenario.File, ro scenario.RunOptions) *scenario.Result {
		return &scenario.Result{File: f.Name}
	}
	if code, out, _ := run(t, o); code != scenario.ExitOK {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

func TestRunFilesVerbose(t *testing.T) {
	events := 0
	code, out, _ := run(t, scenario.Options{Paths: []string{passing}, Verbose: true,
		Event: func(g *rules.Game, e *rules.Event) string { events++; return "event " + e.Kind.String() }})
	if code != scenario.ExitOK || events == 0 {
		t.Fatalf("exit %d, %d events:\n%s", code, events, out)
	}
	for _, want := range []string{"=== " + passing, passing + ":16: p1 play Muscle Mutt (yellow)", "event hit"} {
		if !strings.Contains(out, want) {
			t.Errorf("want %q in:\n%s", want, out)
		}
	}
}

// TestRunFilesNoControlCharacters: nothing from a file drives the terminal.
func TestRunFilesNoControlCharacters(t *testing.T) {
	src := strings.Replace(failing, "p1.hand: Dodge (blue)", "p1.hand: Do\x1b[2Jdge (blue)", 1)
	src = strings.Replace(src, "scenario: a wrong expectation", "scenario: \x1b]0;title\x07", 1)
	p := write(t, "esc\x1b[31m.scn", src)
	code, out, _ := run(t, scenario.Options{Paths: []string{p}, Verbose: true})
	if code != scenario.ExitMalformed {
		t.Errorf("exit %d", code)
	}
	if regexp.MustCompile("[\x00-\x08\x0b-\x1f\x7f]").MatchString(out) {
		t.Errorf("control characters in the output: %q", out)
	}
}

func TestRunFilesKnownBug(t *testing.T) {
	src := strings.Replace(failing, "rules: 7.5.2", "rules: 7.5.2\nbug: the engine does something odd", 1)
	p := write(t, "bug.scn", src)
	code, out, _ := run(t, scenario.Options{Paths: []string{p}})
	if code != scenario.ExitFailed || !strings.Contains(out, "(a known engine bug: the engine does something odd)") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

func TestRunFilesCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	code, err := scenario.RunFiles(ctx, scenario.Options{Paths: []string{passing}})
	if code != scenario.ExitFailed || err == nil {
		t.Errorf("exit %d, %v", code, err)
	}
}

// scenario run -v prints no bidirectional control, line separator or escape
// from a file's title, its name or its answers.
func TestRunFilesVerbosePrintable(t *testing.T) {
	src := strings.Replace(passingSource(t), "scenario:", "scenario: \u202eevil\u2066 \u200f\u2028\x1b[2J", 1)
	p := write(t, "bidi\u202e\u2067nacs.scn", src)
	code, out, err := run(t, scenario.Options{Paths: []string{p}, Verbose: true})
	if code != scenario.ExitOK {
		t.Fatalf("exit %d, %v:\n%s", code, err, out)
	}
	if !strings.Contains(out, "evil") {
		t.Fatalf("the title is not printed:\n%s", out)
	}
	for _, r := range "\u202e\u2066\u2067\u200f\u2028\x1b" {
		if strings.ContainsRune(out, r) {
			t.Errorf("the output holds %U:\n%q", r, out)
		}
	}
}

func passingSource(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(passing)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A folder's own .scn files are run, not those of the folders inside it,
// and those folders are named as not run: a tree of scenarios ran its top
// alone, exit 0, in silence. The exit status is the top's.
func TestRunFilesNamesTheFoldersInsideNotRun(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile(passing)
	if err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "more")
	empty := filepath.Join(dir, "notes")
	for _, d := range []string{sub, empty} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []string{filepath.Join(dir, "top.scn"), filepath.Join(sub, "inner.scn")} {
		if err := os.WriteFile(p, src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, out, err := run(t, scenario.Options{Paths: []string{dir}})
	if code != scenario.ExitOK || err != nil || !strings.Contains(out, "ok   "+filepath.Join(dir, "top.scn")) {
		t.Fatalf("exit %d, %v:\n%s", code, err, out)
	}
	if !strings.Contains(out, "not run: "+sub+",") || strings.Contains(out, "inner.scn") || strings.Contains(out, empty) {
		t.Errorf("want %s named as not run (and not %s, which holds none):\n%s", sub, empty, out)
	}
	code, out, _ = run(t, scenario.Options{Paths: []string{sub}})
	if code != scenario.ExitOK || !strings.Contains(out, "ok   "+filepath.Join(sub, "inner.scn")) {
		t.Errorf("the folder named: exit %d:\n%s", code, out)
	}
}

package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// simJSON runs `rathe sim --json` through runSim and decodes its output.
func simJSON(t *testing.T, seed uint64, o simOptions) (map[string]any, string) {
	t.Helper()
	o.json = true
	var out, errOut bytes.Buffer
	if err := runSim(o.with(seed, &out, &errOut)); err != nil {
		t.Fatalf("sim --seed %d: %v\n%s", seed, err, errOut.String())
	}
	dec := json.NewDecoder(bytes.NewReader(out.Bytes()))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("sim output is not JSON: %v\n%s", err, out.String())
	}
	if dec.More() {
		t.Fatalf("sim printed more than one JSON value:\n%s", out.String())
	}
	return m, out.String()
}

func num(t *testing.T, m map[string]any, k string) float64 {
	t.Helper()
	n, ok := m[k].(json.Number)
	if !ok {
		t.Fatalf("%q = %#v, want a number", k, m[k])
	}
	f, err := n.Float64()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestSimJSON(t *testing.T) {
	t.Parallel() // plays games: runs beside the other long tests
	const games = 40
	o := simOptions{games: games, p1: "cb-rhinar", p2: "cb-dorinthea"}
	m, raw := simJSON(t, 1, o)
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	want := "decisions decisions_per_sec draws errors games hash p1_wins p2_wins turns_mean"
	if got := strings.Join(keys, " "); got != want {
		t.Errorf("keys %q, want %q", got, want)
	}
	if !strings.HasSuffix(raw, "}\n") || strings.Count(raw, "\n") != 1 {
		t.Errorf("want one line of JSON, got %q", raw)
	}
	if g := num(t, m, "games"); g != games {
		t.Errorf("games = %v, want %d", g, games)
	}
	if e := num(t, m, "errors"); e != 0 {
		t.Errorf("errors = %v, want 0", e)
	}
	if sum := num(t, m, "p1_wins") + num(t, m, "p2_wins") + num(t, m, "draws") + num(t, m, "errors"); sum != games {
		t.Errorf("wins, draws and errors add up to %v, want %d", sum, games)
	}
	if tm := num(t, m, "turns_mean"); tm < 1 || tm > simMaxTurns {
		t.Errorf("turns_mean = %v", tm)
	}
	if d := num(t, m, "decisions"); d < games {
		t.Errorf("decisions = %v", d)
	}
	if d := num(t, m, "decisions_per_sec"); d <= 0 {
		t.Errorf("decisions_per_sec = %v", d)
	}
	if h, _ := m["hash"].(string); !regexp.MustCompile(`^[0-9a-f]{16}$`).MatchString(h) {
		t.Errorf("hash = %#v, want 16 hex digits", m["hash"])
	}
}

func TestSimSameSeedSameHash(t *testing.T) {
	t.Parallel() // plays games: runs beside the other long tests
	o := simOptions{games: 30, p1: "cb-dorinthea", p2: "cb-rhinar"}
	a, _ := simJSON(t, 7, o)
	b, _ := simJSON(t, 7, o)
	c, _ := simJSON(t, 8, o)
	if a["hash"] != b["hash"] {
		t.Errorf("seed 7 twice: hashes %v and %v", a["hash"], b["hash"])
	}
	for _, k := range []string{"p1_wins", "p2_wins", "draws", "decisions", "turns_mean"} {
		if a[k] != b[k] {
			t.Errorf("seed 7 twice: %s %v and %v", k, a[k], b[k])
		}
	}
	if a["hash"] == c["hash"] {
		t.Errorf("seeds 7 and 8 give the same hash %v", a["hash"])
	}
	// A run's first games are the games of a shorter run.
	o.games = 29
	d, _ := simJSON(t, 7, o)
	if d["hash"] == a["hash"] {
		t.Errorf("29 and 30 games give the same hash")
	}
}

func TestSimUnknownDeck(t *testing.T) {
	for _, o := range []simOptions{
		{games: 5, p1: "no-such-deck", p2: "cb-rhinar"},
		{games: 5, p1: "cb-rhinar", p2: "no-such-deck"},
	} {
		var out, errOut bytes.Buffer
		err := runSim(o.with(1, &out, &errOut))
		var ee *exitError
		if !errors.As(err, &ee) || ee.code == 0 {
			t.Fatalf("%s vs %s: err = %v, want a non-zero exit", o.p1, o.p2, err)
		}
		msg := err.Error()
		if !strings.Contains(msg, `"no-such-deck"`) || !strings.Contains(msg, "not an embedded deck") || !strings.Contains(msg, "cb-rhinar") {
			t.Errorf("message %q should name the deck and the embedded ones", msg)
		}
		if out.Len() != 0 {
			t.Errorf("output on error: %q", out.String())
		}
	}
	var out bytes.Buffer
	err := runSim((&simOptions{games: 0, p1: "cb-rhinar", p2: "cb-rhinar"}).with(1, &out, &out))
	var ee *exitError
	if !errors.As(err, &ee) || ee.code == 0 || !strings.Contains(err.Error(), "--games") {
		t.Errorf("--games 0: err = %v", err)
	}
}

// The global --seed works before and after the command name.
func TestSimSeedFlag(t *testing.T) {
	run := func(args ...string) string {
		t.Helper()
		root := newRootCmd()
		var out, errOut bytes.Buffer
		root.SetOut(&out)
		root.SetErr(&errOut)
		root.SetArgs(args)
		if err := root.Execute(); err != nil {
			t.Fatalf("rathe %s: %v\n%s", strings.Join(args, " "), err, errOut.String())
		}
		return out.String()
	}
	a := run("sim", "--seed", "11", "--games", "12", "--json")
	b := run("--seed", "11", "sim", "--games", "12", "--json")
	var ma, mb map[string]any
	if err := json.Unmarshal([]byte(a), &ma); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(b), &mb); err != nil {
		t.Fatal(err)
	}
	if ma["hash"] != mb["hash"] {
		t.Errorf("`sim --seed 11` hash %v, `--seed 11 sim` hash %v", ma["hash"], mb["hash"])
	}
	m, _ := simJSON(t, 11, simOptions{games: 12, p1: "cb-rhinar", p2: "cb-dorinthea"})
	if m["hash"] != ma["hash"] {
		t.Errorf("runSim hash %v, command hash %v", m["hash"], ma["hash"])
	}
	human := run("sim", "-n", "3")
	if !strings.Contains(human, "3 games from seed 1") || !strings.Contains(human, "hash ") || strings.Contains(human, "{") {
		t.Errorf("summary:\n%s", human)
	}
}

// The games are split over workers and summed up in game order: the same
// JSON (but the timing) whatever their number, and whichever the checking.
func TestSimWorkersSameJSON(t *testing.T) {
	t.Parallel() // plays games: runs beside the other long tests
	var want string
	for _, o := range []simOptions{
		{workers: 1}, {workers: 2}, {workers: 3}, {workers: 2, check: "events"},
	} {
		o.games, o.p1, o.p2 = 25, "cb-rhinar", "cb-dorinthea"
		m, _ := simJSON(t, 5, o)
		if num(t, m, "decisions_per_sec") <= 0 {
			t.Errorf("--workers %d: decisions_per_sec %v", o.workers, m["decisions_per_sec"])
		}
		delete(m, "decisions_per_sec")
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case want == "":
			want = string(b)
		case string(b) != want:
			t.Errorf("--workers %d --check %q:\n%s\nwant (--workers 1)\n%s", o.workers, o.check, b, want)
		}
	}
}

// One game is "1 game", not "1 games"; --workers and --check are checked.
func TestSimOneGameAndFlags(t *testing.T) {
	out, errOut, code := deckRun(t, "sim", "--games", "1", "--workers", "2")
	if code != 0 || !strings.HasPrefix(out, "1 game from seed 1:") || !strings.Contains(out, "0 draws, 0 errors") {
		t.Errorf("sim --games 1: exit %d\n%s%s", code, out, errOut)
	}
	for _, args := range [][]string{
		{"sim", "--workers", "0"}, {"sim", "--workers", "-1"}, {"sim", "--check", "never"},
	} {
		if _, errOut, code := deckRun(t, args...); code != 2 || !strings.Contains(errOut, args[1]) {
			t.Errorf("rathe %s: exit %d %q", strings.Join(args, " "), code, errOut)
		}
	}
}

// with is o as the command would run it: from seed, printing to out and
// errOut.
func (o simOptions) with(seed uint64, out, errOut io.Writer) *simOptions {
	o.streams = streams{ctx: context.Background(), out: out, errOut: errOut}
	o.seed = seed
	return &o
}

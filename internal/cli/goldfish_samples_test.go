package cli

import (
	"encoding/json"
	"maps"
	"strings"
	"testing"
)

// --samples reaches the bot's search: cb-rhinar's games meet chance nodes
// dealt past the exact (its Brute cards discard at random), so one world
// a node plays other games than the default's 8, and --samples 8 is the
// default itself. The JSON says the setting only when it is not the
// default (a default run reads as before --samples was).
func TestGoldfishAutoSamples(t *testing.T) {
	t.Parallel() // plays games: runs beside the other long tests
	run := func(extra ...string) map[string]json.RawMessage {
		t.Helper()
		args := append([]string{"goldfish", "cb-rhinar", "--auto", "--runs", "12", "--seed", "1", "--workers", "1", "--json"}, extra...)
		out, errOut, code := deckRun(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d %s", extra, code, errOut)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(out), &m); err != nil {
			t.Fatalf("%v: not JSON: %v\n%s", extra, err, out)
		}
		delete(m, "ms")
		return m
	}
	def, eight, one := run(), run("--samples", "8"), run("--samples", "1")
	same := func(a, b map[string]json.RawMessage) bool {
		return maps.EqualFunc(a, b, func(x, y json.RawMessage) bool { return string(x) == string(y) })
	}
	if _, ok := def["samples"]; ok {
		t.Errorf("the default run writes samples %s", def["samples"])
	}
	if !same(def, eight) {
		t.Errorf("--samples 8 differs from the default:\n%v\n%v", eight, def)
	}
	if got := string(one["samples"]); got != "1" {
		t.Errorf("--samples 1: samples %q, want 1", got)
	}
	delete(one, "samples")
	if same(def, one) {
		t.Errorf("--samples 1 plays the default's games: the flag does not reach the search")
	}
	// The text says so too, and only then.
	for _, c := range []struct {
		extra []string
		want  bool
	}{{nil, false}, {[]string{"--samples", "2"}, true}} {
		args := append([]string{"goldfish", "cb-rhinar", "--auto", "--runs", "2", "--workers", "1"}, c.extra...)
		out, errOut, code := deckRun(t, args...)
		says := strings.Contains(out, "chance nodes deal 2 worlds past the exact (--samples; the default is 8)")
		if code != 0 || says != c.want {
			t.Errorf("%v: exit %d %s; says the samples %v, want %v\n%s", c.extra, code, errOut, says, c.want, out)
		}
	}
}

package cli

import (
	"encoding/json"
	"maps"
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
}

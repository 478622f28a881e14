package stats_test

import (
	"encoding/json"
	"maps"
	"strconv"
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules/bot/stats"
)

// goldfish --auto --json writes killed_by_turn and turns_to_kill_hist in
// turn order ("1", "2", …, "10", "11", then "none"), where encoding/json
// sorted the keys as text ("1", "10", "11", "2"); a reader of the JSON
// gets the same names and values.
func TestByTurnKeysInTurnOrder(t *testing.T) {
	killed := map[string]float64{}
	hist := map[string]int{"none": 3}
	for turn := 1; turn <= 12; turn++ {
		killed[strconv.Itoa(turn)] = float64(turn) / 16
		hist[strconv.Itoa(turn)] = turn * 7
	}
	b, err := json.Marshal(stats.Result{KilledByTurn: killed, TurnsToKillHist: hist})
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, field := range []string{`"killed_by_turn":{`, `"turns_to_kill_hist":{`} {
		at := strings.Index(s, field)
		if at < 0 {
			t.Fatalf("no %s in %s", field, s)
		}
		obj := s[at+len(field) : at+strings.Index(s[at:], "}")]
		var keys []string
		for _, kv := range strings.Split(obj, ",") {
			keys = append(keys, strings.Trim(strings.SplitN(kv, ":", 2)[0], `"`))
		}
		want := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"}
		if field == `"turns_to_kill_hist":{` {
			want = append(want, "none")
		}
		if strings.Join(keys, " ") != strings.Join(want, " ") {
			t.Errorf("%s keys %v, want %v", field, keys, want)
		}
	}
	var back struct {
		Killed map[string]float64 `json:"killed_by_turn"`
		Hist   map[string]int     `json:"turns_to_kill_hist"`
	}
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !maps.Equal(back.Killed, killed) || !maps.Equal(back.Hist, hist) {
		t.Errorf("read back %v %v, want %v %v", back.Killed, back.Hist, killed, hist)
	}
	// A run of no games writes no map as before: null.
	if b, _ := json.Marshal(stats.Result{}); !strings.Contains(string(b), `"killed_by_turn":null`) {
		t.Errorf("an empty result: %s", b)
	}
}

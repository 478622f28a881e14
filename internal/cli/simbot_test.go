package cli

import (
	"encoding/json"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

// `sim --bot` puts the computer opponent in a seat: the run gives the
// same games, wins and hash for any number of workers (the bots' seeds are
// the games' player seeds), and says the bots and their times.
func TestSimBotSameForAnyWorkers(t *testing.T) {
	t.Parallel() // plays games: runs beside the other long tests
	type result struct {
		Games        int     `json:"games"`
		P1Wins       int     `json:"p1_wins"`
		P2Wins       int     `json:"p2_wins"`
		Draws        int     `json:"draws"`
		Errors       int     `json:"errors"`
		Decisions    int     `json:"decisions"`
		Hash         string  `json:"hash"`
		Bots         string  `json:"bots"`
		BotDecisions int     `json:"bot_decisions"`
		Median       float64 `json:"bot_ms_median"`
		CPUMedian    float64 `json:"bot_cpu_ms_median"`
		CPUP99       float64 `json:"bot_cpu_ms_p99"`
		Seats        []struct {
			Bot       string  `json:"bot"`
			Decisions int     `json:"decisions"`
			CPUP99    float64 `json:"cpu_ms_p99"`
			Searches  int     `json:"searches"`
		} `json:"bot_seats"`
	}
	var got []result
	for _, workers := range []string{"1", "2"} {
		out, errOut, code := deckRun(t, "sim", "--games", "2", "--seed", "4", "--bot", "p2:easy", "--workers", workers, "--json")
		if code != 0 {
			t.Fatalf("--workers %s: exit %d %s", workers, code, errOut)
		}
		var r result
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, out)
		}
		got = append(got, r)
	}
	a, b := got[0], got[1]
	// The deciding thread's CPU time is measured on Linux (internal/sim, bots.go).
	for _, r := range got {
		if len(r.Seats) != 1 || r.Seats[0].Bot != "p2:easy" || r.Seats[0].Decisions != r.BotDecisions {
			t.Errorf("bot_seats: %+v, want p2:easy's %d answers", r.Seats, r.BotDecisions)
		} else if s := r.Seats[0]; s.Searches < 1 || s.Searches > s.Decisions {
			t.Errorf("bot_seats: %d answers searched of %d, want some and not more", s.Searches, s.Decisions)
		}
		if runtime.GOOS == "linux" && (r.CPUP99 <= 0 || len(r.Seats) == 1 && r.Seats[0].CPUP99 != r.CPUP99) {
			t.Errorf("no CPU time of the answers: %+v", r)
		}
	}
	a.Median, b.Median, a.CPUMedian, b.CPUMedian, a.CPUP99, b.CPUP99 = 0, 0, 0, 0, 0, 0
	a.Seats, b.Seats = nil, nil
	if !reflect.DeepEqual(a, b) {
		t.Errorf("--workers 1 and 2 differ:\n%+v\n%+v", a, b)
	}
	if a.Bots != "p2:easy" || a.BotDecisions == 0 || a.P1Wins+a.P2Wins+a.Draws != 2 {
		t.Errorf("%+v", a)
	}
	plain, _, _ := deckRun(t, "sim", "--games", "3", "--seed", "4", "--json")
	if strings.Contains(plain, "bot") {
		t.Errorf("without --bot: %s", plain)
	}
}

// A --bot that names no seat or level is a usage error.
func TestSimBotBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"sim", "--bot", "p3"}, `--bot "p3"`},
		{[]string{"sim", "--bot", "p1:medium"}, `--bot "p1:medium"`},
		{[]string{"sim", "--bot", "p1", "--bot", "p1:hard"}, "p1 has a bot already"},
	} {
		_, errOut, code := deckRun(t, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("rathe %v: exit %d %q, want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// The summary in words names who played: with a bot at both seats, no
// random player is said to take part.
func TestSimBotBothSeatsSummary(t *testing.T) {
	out, errOut, code := deckRun(t, "sim", "--games", "1", "--seed", "4", "--bot", "p1:easy", "--bot", "p2:easy")
	if code != 0 {
		t.Fatalf("exit %d %s", code, errOut)
	}
	if !strings.Contains(out, "the computer at both seats, p1:easy and p2:easy") || strings.Contains(out, "random player") {
		t.Errorf("summary:\n%s", out)
	}
}

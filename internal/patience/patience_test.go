package patience

import (
	"testing"
	"time"
)

func TestParseLoad(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
	}{
		{"0.52 1.10 2.93 3/812 4242\n", 3},
		{"20.71 11.43 6.70 2/900 1\n", 20.71},
		{"0.10 7.50 2.00 1/90 1\n", 7.5},
		{"", 0},
		{"x y", 0},
	} {
		if got := parseLoad(c.in); got != c.want {
			t.Errorf("parseLoad(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestLimitNeverShorter(t *testing.T) {
	t.Setenv(Env, "")
	if got := Limit(time.Second); got < time.Second {
		t.Errorf("Limit(1s) = %v, shorter than written", got)
	}
	t.Setenv(Env, "40")
	if got := Limit(time.Second); got < 40*time.Second {
		t.Errorf("%s=40: Limit(1s) = %v, want at least 40s", Env, got)
	}
	t.Setenv(Env, "0.5") // never below the written limit
	if got := Limit(time.Second); got < time.Second {
		t.Errorf("%s=0.5: Limit(1s) = %v, shorter than written", Env, got)
	}
}

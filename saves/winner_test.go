package saves

import "testing"

// saves list names the winner's hero, by seat in a mirror; nobody for a
// draw or a game that goes on.
func TestWinnerHero(t *testing.T) {
	f := func(winner, h1, h2 string) *File {
		x := &File{Winner: winner}
		x.Setup.Players[0].Hero, x.Setup.Players[1].Hero = h1, h2
		return x
	}
	for _, tc := range []struct {
		f    *File
		want string
	}{
		{f("p2", "Rhinar, Reckless Rampage", "Dorinthea, Quicksilver Prodigy"), "Dorinthea"},
		{f("p1", "Rhinar, Reckless Rampage", "Dorinthea, Quicksilver Prodigy"), "Rhinar"},
		{f("p2", "Ira, Crimson Haze", "Ira, Crimson Haze"), "Ira (P2)"},
		{f("draw", "Ira, Crimson Haze", "Ira, Crimson Haze"), ""},
		{f("", "Ira, Crimson Haze", "Aurora"), ""},
	} {
		if got := tc.f.WinnerHero(); got != tc.want {
			t.Errorf("winner %q of %s v %s: %q, want %q", tc.f.Winner, tc.f.Setup.Players[0].Hero, tc.f.Setup.Players[1].Hero, got, tc.want)
		}
	}
}

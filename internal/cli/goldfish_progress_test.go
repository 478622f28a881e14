package cli

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/rathe-tcg/rathe/tui/text"
)

// The progress bar of goldfish --auto says the deck, the games done of all
// and the time left at the rate so far, in both languages, and fits a
// narrow terminal; a shorter line blanks what the last one drew past it.
func TestGoldfishProgressSaysDeckRunsAndTimeLeft(t *testing.T) {
	for _, tc := range []struct {
		lang text.Lang
		want []string
	}{
		{text.EN, []string{"cb-rhinar · 25 of 100 games · 30 s left"}},
		{text.JA, []string{"cb-rhinar · 25/100ゲーム · 残り30秒"}},
	} {
		var out bytes.Buffer
		p := newProgressLine(&out, text.Words{Lang: tc.lang}, "cb-rhinar", 100, false)
		t0 := p.start
		p.now = func() time.Time { return t0.Add(10 * time.Second) }
		for _, want := range tc.want {
			if l := p.line(25); !strings.Contains(l, want) || !strings.Contains(l, "█") {
				t.Errorf("%s: %q, want the bar and %q", tc.lang, l, want)
			}
		}
		if l := p.line(0); strings.Contains(l, "left") || strings.Contains(l, "残り") || !strings.Contains(l, "cb-rhinar") {
			t.Errorf("%s: before the first game %q: a time left with nothing to go by", tc.lang, l)
		}
		p.now = func() time.Time { return t0.Add(100 * time.Second) }
		if l := p.line(25); !strings.Contains(l, map[text.Lang]string{text.EN: "5 min 0 s left", text.JA: "残り5分0秒"}[tc.lang]) {
			t.Errorf("%s: %q, want 5 minutes left", tc.lang, l)
		}
		p.width = 30
		if l := p.line(25); lipgloss.Width(l) > 29 {
			t.Errorf("%s: %q is %d wide on a 30-column terminal", tc.lang, l, lipgloss.Width(l))
		}
		p.width = 120
		p.draw(25)
		n := out.Len()
		p.now = func() time.Time { return t0.Add(11 * time.Second) }
		p.draw(99) // "0 s left": shorter
		last := out.String()[n:]
		if lipgloss.Width(strings.TrimPrefix(last, "\r")) < p.drawn {
			t.Errorf("%s: the shorter line %q leaves the last one's end", tc.lang, last)
		}
	}
}

package cli

import (
	"testing"
	"time"
)

// In a real terminal (tmux, 120×40): r on the highlighted option opens its
// rule in our words, tab and enter follow a related rule, esc comes back
// to the board; e shows the rules panel; in English and in Japanese.
func TestTmuxRulesKeyAndPanel(t *testing.T) {
	t.Parallel() // waits on panes, not on the CPU
	bin := buildRathe(t)
	for _, c := range []struct{ lang, screen, entry, related, panel, priority string }{
		{"en", "Rules in our words", "CR 5.1  Playing a card", "CR 5.1.1  Where cards are played from", "action phase, no combat", "you have priority"},
		{"ja", "ルールを私たちの言葉で", "CR 5.1  カードのプレイ", "CR 5.1.1  どこからプレイするか", "アクションフェイズ、戦闘なし", "優先権があります"},
	} {
		p := startPane(t, bin, "play", "--seed", "3", "--first", "p2", "--lang", c.lang)
		p.waitFor("Enter", 10*time.Second)
		p.keys("Enter")
		p.waitFor(c.priority, 5*time.Second)
		p.keys("r") // the first option: play a card (CR 5.1)
		// r opens the rule of the first option, at its entry.
		p.waitForAll([]string{c.screen, c.entry}, 5*time.Second)
		p.keys("Enter") // the first related rule
		p.waitFor(c.related, 5*time.Second)
		p.keys("Escape")
		p.waitFor(c.entry, 5*time.Second)
		p.keys("Escape")
		p.waitFor(c.priority, 5*time.Second)
		p.keys("e")
		p.waitFor(c.panel, 5*time.Second)
		p.keys("q", "y")
		if st := p.exitStatus(); st != "0" {
			t.Errorf("%s: exit status %s after q y", c.lang, st)
		}
	}
}

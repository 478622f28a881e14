package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/rathe-tcg/rathe/tui/text"
)

// Against the computer the ? screen does not say to hand the keyboard over
// at a "Pass to …" screen that never shows (hh-kassai v hh-victor, seed 65,
// at 120×40): it says the computer plays the other hero and where its
// choices are told. A hot-seat game keeps the hand-off note.
func TestHelpSaysWhoPlaysTheOtherSeat(t *testing.T) {
	for _, lang := range []text.Lang{text.EN, text.JA} {
		words := text.Words{Lang: lang}
		handoff := words.Say("help.handoff")
		handoff = string([]rune(handoff)[:12])
		m := botBoard(t, 2, lang, 120, 40)
		send(m, "?")
		help := strings.ReplaceAll(ansi.Strip(m.View()), "\n", "")
		if strings.Contains(help, handoff) {
			t.Errorf("%s: the ? screen of a game against the computer tells of hand-offs:\n%s", lang, m.View())
		}
		bot := string([]rune(words.Say("help.bot", "Dorinthea"))[:28])
		if !strings.Contains(help, bot) {
			t.Errorf("%s: the ? screen of a game against the computer does not say who plays the other seat (%q):\n%s", lang, bot, m.View())
		}
		h := fitModel(fitScreensIn(t, lang)["actions"], 120, 40)
		send(h, "?")
		if !strings.Contains(strings.ReplaceAll(ansi.Strip(h.View()), "\n", ""), handoff) {
			t.Errorf("%s: the ? screen of a hot-seat game lost its hand-off note:\n%s", lang, h.View())
		}
	}
}

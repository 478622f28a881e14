package tui

import (
	"strings"
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/tui/text"
)

// At the resolution step of an attack, the actions that wait for the
// combat chain to close (CR 7.0.1a) are listed with their reason at 80×24
// too, in the row's few words ("chain still open: attacks only"): the
// engine's whole reason was too wide for a row, and the rows all said
// "not now" and nothing more. Highlighted, a row's whole reason is said
// under the list.
func TestBlockedRowsSayWhyAtTheResolutionStep(t *testing.T) {
	for _, c := range []struct {
		lang             text.Lang
		notNow, row, all string
	}{
		{text.EN, "not now", "not now (chain still open: attacks only)", "pass to close the chain, then play it"},
		{text.JA, "今はできない", "今はできない(チェイン中は攻撃のみ)", "パスしてチェインを閉じてからプレイする"},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			msg := captureIn(t, c.lang, func(v rules.View, p *rules.Prompt) bool {
				if p.Kind != rules.AskPriority || v.Step() != rules.StepResolution {
					return false
				}
				for _, b := range p.Blocked {
					if b.Reason == rules.ReasonChainOpen {
						return true
					}
				}
				return false
			})
			m := fitModel(msg, 80, 24)
			v := m.View()
			rows := 0
			for _, l := range strings.Split(v, "\n") {
				if i := strings.Index(l, c.notNow); i >= 0 {
					rows++
					if !strings.HasPrefix(l[i+len(c.notNow):], " (") && !strings.HasPrefix(l[i+len(c.notNow):], "(") {
						t.Errorf("a row of an action that cannot be taken says no reason: %q", strings.TrimSpace(l))
					}
				}
			}
			if rows == 0 || !strings.Contains(v, c.row) {
				t.Fatalf("no row says %q:\n%s", c.row, v)
			}
			for i := 0; i < len(m.rows); i++ {
				if r := m.rows[m.cursor]; r.blocked >= 0 && strings.Contains(m.snap.Prompt.Blocked[r.blocked].Reason, c.all) {
					break
				}
				send(m, "down")
			}
			if flat := strings.ReplaceAll(m.View(), "\n", ""); !strings.Contains(flat, c.all) {
				t.Errorf("the highlighted row's whole reason %q is not said:\n%s", c.all, m.View())
			}
		})
	}
}

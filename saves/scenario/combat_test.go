package scenario

import (
	"context"
	"errors"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/rathe-tcg/rathe/rules"
)

// duel is the head of a position: Dorinthea with Dawnblade attacks Rhinar.
const duel = `scenario: t
rules: 7.5.2
turn: p1
p1.hero: Dorinthea
p1.arena: Dawnblade, Resplendent
p2.hero: Rhinar
p2.arena: Ironrot Helm
`

// The keys of the middle of a turn build the position rules.NewPosition
// is given, each entry in the order written.
func TestParseCombatKeys(t *testing.T) {
	src := duel + `p1.graveyard: Sharpen Steel (red)
step: reaction
chain: p1 Dawnblade, Resplendent; p2 defends Ironrot Helm
stack: p2 Sigil of Solace (blue)
stack: p1 Thrust (red); target Dawnblade, Resplendent
priority: p2, p1 passed
effects: p1 Sharpen Steel (red)
expect:
p1.life: 20
`
	f, err := Parse("c.scn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	cb := f.Position().Combat
	if len(cb.Chain) != 1 || cb.Chain[0].Attack.Name != "Dawnblade, Resplendent" || len(cb.Chain[0].Defenders) != 1 || cb.Chain[0].Defender != 1 {
		t.Errorf("chain %+v", cb.Chain)
	}
	if len(cb.Stack) != 2 || cb.Stack[0].Card.Name != "Sigil of Solace" || cb.Stack[0].Controller != 1 || cb.Stack[1].TargetCard == nil {
		t.Errorf("stack %+v, want the Sigil on top, Thrust with its target below", cb.Stack)
	}
	if cb.Step != rules.StepReaction || !cb.PriorityGiven || cb.Priority != 1 || !cb.Passed || len(cb.Effects) != 1 {
		t.Errorf("step %v priority %v/%v/%v effects %d", cb.Step, cb.PriorityGiven, cb.Priority, cb.Passed, len(cb.Effects))
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Power(g.Omniscient().Chain()[0].Attack); got != 2+3 {
		t.Errorf("Dawnblade's power %d, want 2 +3 from Sharpen Steel", got)
	}
	if g.Omniscient().Priority() != 1 || g.Omniscient().Passes() != 1 {
		t.Errorf("priority %v passes %d, want p2 after p1's pass", g.Omniscient().Priority(), g.Omniscient().Passes())
	}
}

// What is malformed in the words is an error of Parse on its line; what
// the rules could not reach too, with the part that is wrong.
func TestParseCombatErrors(t *testing.T) {
	tests := []struct {
		lines []string
		line  int
		msg   string
	}{
		{[]string{"step: close"}, 8, "want layer, attack, defend, reaction, damage or resolution"},
		{[]string{"priority: p3"}, 8, "priority: want the player"},
		{[]string{"priority: p2, p2 passed"}, 8, "is p1"},
		{[]string{"chain: Dawnblade, Resplendent"}, 8, "want the attacking player"},
		{[]string{"chain: p1 Dawnblade, Resplendent; p2 blocks Ironrot Helm"}, 8, "unknown part"},
		{[]string{"stack: p1 Thrust (red); as a treat"}, 8, "unknown part"},
		{[]string{"effects: p1 Sharpen Steel (red); as an instant"}, 8, "unknown part"},
		{[]string{"stack: p1 trigger 0 of Quicken"}, 8, "counted from 1"},
		{[]string{"stack: p1 activation Gallantry Gold"}, 8, "want `activation of CARD`"},
		// Refusals of the rules, on the line of the part.
		{[]string{"step: reaction", "chain: p1 Sigil of Solace (blue)"}, 9, "chain link 1: Sigil of Solace (blue) is not an attack"},
		{[]string{"step: reaction", "chain: p1 Dawnblade, Resplendent", "chain: p1 Dawnblade, Resplendent; p1 defends Ironrot Helm"}, 10, "chain link 2: p1 attacks p2: only the defending hero"},
		{[]string{"stack: p1 Sigil of Solace (blue)", "stack: p1 Thrust (red)"}, 9, "stack layer 2 (from the top): Thrust (red): p1 could not have played or activated it here: no-attack (CR 8.1.2a)"},
		{[]string{"chain: p1 Dawnblade, Resplendent"}, 8, "step: the combat chain is open: which step is it?"},
		{[]string{"priority: p2"}, 8, "priority: p2 gains priority when p1 passes"},
		{[]string{"effects: p1 Sharpen Steel (red)"}, 8, "effect 1: Sharpen Steel (red) is not in p1.graveyard"},
		{[]string{"phase: start", "step: reaction", "chain: p1 Dawnblade, Resplendent"}, 9, "action phase"},
	}
	for _, tc := range tests {
		src := duel + strings.Join(tc.lines, "\n") + "\nexpect:\np1.life: 20\n"
		_, err := Parse("e.scn", []byte(src))
		var list ErrorList
		if !errors.As(err, &list) {
			t.Errorf("%q: err = %v, want an ErrorList", tc.lines, err)
			continue
		}
		found := false
		for _, e := range list {
			if e.Line == tc.line && strings.Contains(e.Msg, tc.msg) {
				found = true
			}
		}
		if !found {
			t.Errorf("%q: want line %d: ...%s..., got %v", tc.lines, tc.line, tc.msg, list)
		}
	}
}

// `refused:` holds when the setup is refused with a matching message, and
// fails when it is not refused or the message is another.
func TestRefusedSetup(t *testing.T) {
	bad := duel + "step: reaction\nchain: p1 Sigil of Solace (blue)\nexpect:\n"
	for _, tc := range []struct {
		expect string
		ok     bool
		msg    string
	}{
		{"refused: not an attack", true, ""},
		{"refused: ^chain link 1: .*CR 1\\.4\\.1", true, ""},
		{"refused: not a weapon", false, "want a refusal matching \"not a weapon\", got \"chain link 1: Sigil of Solace (blue) is not an attack"},
	} {
		res := runSrc(t, bad+tc.expect+"\n", RunOptions{})
		if res.OK() != tc.ok {
			t.Errorf("%s: ok = %v, want %v (%v)", tc.expect, res.OK(), tc.ok, res.Failures)
		}
		if !tc.ok {
			wantFailure(t, res, 11, tc.msg)
		}
	}
	// A setup that is not refused: the expectation fails.
	good := duel + "step: reaction\nchain: p1 Dawnblade, Resplendent\nexpect:\nrefused: not an attack\n"
	res := runSrc(t, good, RunOptions{})
	wantFailure(t, res, 11, "got none")
	// Other expectations beside the refusal have no game to look at.
	res = runSrc(t, bad+"refused: not an attack\np1.life: 20\n", RunOptions{})
	wantFailure(t, res, 12, "nothing to check: the setup was refused")
}

// A start-of-game pool the engine refuses can be expected too: the check
// moves from Parse to Run.
func TestRefusedStartGame(t *testing.T) {
	src := "scenario: t\nrules: 4.1\nstart: game\np1.hero: Rhinar\np1.arena: Dawnblade, Resplendent\np2.hero: Dorinthea\nexpect:\nrefused: is a Warrior card\n"
	if res := runSrc(t, src, RunOptions{}); !res.OK() {
		t.Errorf("failures %v", res.Failures)
	}
}

// `refused:` after the last answer: it holds when the engine refuses that
// answer; the other checks of the block are made where the game stopped.
func TestRefusedAnswer(t *testing.T) {
	head := `scenario: t
rules: 1.7.5b
p1.hero: Rhinar
p1.hand: Art of War (yellow), Muscle Mutt (yellow)
p1.resources: 1
p2.hero: Dorinthea
answers:
p1 play Art of War (yellow)
`
	res := runSrc(t, head+"p1 modes 1\nexpect:\nrefused: the engine refuses it\nprompt: p1 modes\np1.hand: Muscle Mutt (yellow)\n", RunOptions{})
	if !res.OK() {
		t.Errorf("failures %v", res.Failures)
	}
	res = runSrc(t, head+"p1 modes 1\nexpect:\nrefused: not among\n", RunOptions{})
	wantFailure(t, res, 11, "got \"`p1 modes 1`: the engine refuses it")
	res = runSrc(t, head+"p1 modes 1, 2\nexpect:\nrefused: .\n", RunOptions{})
	wantFailure(t, res, 11, "got none: the answers were accepted")
	// An earlier answer refused is a failure of that answer, as ever.
	res = runSrc(t, head+"p1 modes 1\np1 pass\nexpect:\nrefused: .\n", RunOptions{})
	wantFailure(t, res, 9, "the engine refuses it")
}

func TestRefusedPlacement(t *testing.T) {
	src := withExpect("refused: x") + "answers:\np1 pass\nexpect:\np1.life: 20\n"
	_, err := Parse("r.scn", []byte(src))
	if err == nil || !strings.Contains(err.Error(), "r.scn:6: refused: goes in the last `expect:` block") {
		t.Errorf("err = %v", err)
	}
	for _, tc := range []struct{ lines, msg string }{
		{"refused: (", "not a regular expression"},
		{"refused:", "want a regular expression"},
		{"refused: a\nrefused: b", "given twice"},
	} {
		_, err := Parse("r.scn", []byte(withExpect(tc.lines)))
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%q: err = %v, want %q", tc.lines, err, tc.msg)
		}
	}
}

// Counts in expectations read as in the position: `3x` and `includes 2x`.
func TestExpectCounts(t *testing.T) {
	src := "scenario: t\nrules: 3.9\np1.hero: Rhinar\np1.hand: 3x Dodge (blue), Muscle Mutt (yellow)\np2.hero: Dorinthea\nexpect:\n"
	for _, tc := range []struct {
		line string
		ok   bool
	}{
		{"p1.hand: 3x Dodge (blue), Muscle Mutt (yellow)", true},
		{"p1.hand: Muscle Mutt (yellow), 3 x Dodge (blue)", true},
		{"p1.hand: includes 2x Dodge (blue)", true},
		{"p1.hand: includes 3x Dodge (blue), Muscle Mutt (yellow)", true},
		{"p1.hand: 2x Dodge (blue), Muscle Mutt (yellow)", false},
		{"p1.hand: includes 4x Dodge (blue)", false},
	} {
		res := runSrc(t, src+tc.line+"\n", RunOptions{})
		if res.OK() != tc.ok {
			t.Errorf("%s: ok = %v, want %v (%v)", tc.line, res.OK(), tc.ok, res.Failures)
		}
	}
}

// `illegal:` holds at the waiting prompt of every kind when the answer is
// not offered or would be refused; `legal:` beside it shows the prompt is
// the one meant. A wrong `illegal:` (the answer is accepted) fails.
func TestIllegalAcrossPromptKinds(t *testing.T) {
	tests := []struct {
		name, position, answers string
		legal, illegal          string
	}{
		{"pitch", "p1.hand: Muscle Mutt (yellow), Dodge (blue), Toughen Up (blue)\np2.hand: Titanium Bauble (blue)",
			"p1 play Muscle Mutt (yellow)", "p1 pitch Dodge (blue)", "p1 pitch Muscle Mutt (yellow)"},
		{"modes", "p1.hand: Art of War (yellow)\np1.resources: 1", "p1 play Art of War (yellow)", "p1 modes 1, 3", "p1 modes 2"},
		{"modes twice", "p1.hand: Art of War (yellow)\np1.resources: 1", "p1 play Art of War (yellow)", "p1 modes 4, 1", "p1 modes 1, 1"},
		{"defend under dominate", "p1.hand: Overload (red)\np2.hand: Dodge (blue), Raging Onslaught (yellow), Muscle Mutt (yellow)", "p1 play Overload (red)\npass until defend step",
			"p2 defend Raging Onslaught (yellow)", "p2 defend Raging Onslaught (yellow), Muscle Mutt (yellow)"},
		{"defend with a defense reaction", "p1.hand: Overload (red)\np2.hand: Dodge (blue), Raging Onslaught (yellow)", "p1 play Overload (red)\npass until defend step",
			"p2 defend nothing", "p2 defend Dodge (blue)"},
		{"order", "p1.arena: Ironrot Helm\np2.arena: Ironhide Legs, Ironhide Gauntlet\np2.resources: 2\np1.hand: Muscle Mutt (yellow)\np1.resources: 3",
			"p1 play Muscle Mutt (yellow)\npass until p2 defend\np2 defend Ironhide Legs, Ironhide Gauntlet",
			"p2 order Ironhide Gauntlet, Ironhide Legs", "p2 order Ironhide Legs"},
		{"choose", "p1.hand: Enlightened Strike (red), Dodge (blue), Muscle Mutt (yellow)", "p1 play Enlightened Strike (red)\np1 modes 2",
			"p1 choose Dodge (blue)", "p1 choose Titanium Bauble (blue)"},
		{"arsenal at a choose prompt", "p1.hand: Enlightened Strike (red), Dodge (blue), Muscle Mutt (yellow)", "p1 play Enlightened Strike (red)\np1 modes 2",
			"p1 choose Muscle Mutt (yellow)", "p1 arsenal Dodge (blue)"},
		{"arsenal", "p1.hand: Dodge (blue), Muscle Mutt (yellow)", "p1 pass\np2 pass",
			"p1 arsenal Dodge (blue)", "p1 arsenal Toughen Up (blue)"},
		// CR 4.4.3b, 3.3.2: one card goes to the arsenal; the engine's
		// question says so (Prompt.Check), not the parser.
		{"arsenal two cards", "p1.hand: Dodge (blue), Muscle Mutt (yellow)", "p1 pass\np2 pass",
			"p1 arsenal Muscle Mutt (yellow)", "p1 arsenal Dodge (blue), Muscle Mutt (yellow)"},
		{"yes/no", "p2.arena: Ironhide Legs\np2.resources: 1\np1.hand: Muscle Mutt (yellow)\np1.resources: 3", "p1 play Muscle Mutt (yellow)\npass until p2 defend\np2 defend Ironhide Legs\np1 pass\np2 pass",
			"p2 yes", "p2 pass"},
		{"x at another prompt", "", "", "p1 pass", "p1 x 1"},
		{"another player's answer", "", "", "p1 pass", "p2 pass"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "scenario: t\nrules: 1.10\np1.hero: Rhinar\np2.hero: Dorinthea\n" + tc.position + "\n"
			if tc.answers != "" {
				src += "answers:\n" + tc.answers + "\n"
			}
			src += "expect:\n"
			res := runSrc(t, src+"legal: "+tc.legal+"\nillegal: "+tc.illegal+"\n", RunOptions{})
			if !res.OK() {
				t.Fatalf("failures %v (stopped at %s)", res.Failures, res.Stopped)
			}
			// The legal answer claimed illegal fails; the illegal one
			// claimed legal fails.
			res = runSrc(t, src+"illegal: "+tc.legal+"\n", RunOptions{})
			if res.OK() || !strings.Contains(res.Failures.Error(), "but the engine accepts it") {
				t.Errorf("illegal: %s held: %v", tc.legal, res.Failures)
			}
			res = runSrc(t, src+"legal: "+tc.illegal+"\n", RunOptions{})
			if res.OK() {
				t.Errorf("legal: %s held", tc.illegal)
			}
		})
	}
}

// A file saved as UTF-16 runs as its UTF-8 text does, and so does one with
// old Mac line ends ("\r"), as deck lists read them.
func TestRunFilesEncodings(t *testing.T) {
	src := duel + "step: reaction\nchain: p1 Dawnblade, Resplendent; p2 defends Ironrot Helm\nanswers:\npass until damage step\nexpect:\np2.life: 19\n"
	for name, data := range map[string][]byte{
		"UTF-16LE": utf16With(src, false), "UTF-16BE": utf16With(src, true),
		"CR": []byte(strings.ReplaceAll(src, "\n", "\r")), "CRLF": []byte(strings.ReplaceAll(src, "\n", "\r\n")),
	} {
		f, err := Parse(name, data)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if res := f.Run(context.Background(), RunOptions{}); !res.OK() {
			t.Errorf("%s: %v", name, res.Failures)
		}
	}
}

// utf16With encodes s as UTF-16 with a byte-order mark, as Windows'
// "Unicode" saves text.
func utf16With(s string, bigEndian bool) []byte {
	out := []byte{0xff, 0xfe}
	if bigEndian {
		out = []byte{0xfe, 0xff}
	}
	for _, u := range utf16.Encode([]rune(s)) {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

// Export writes the middle of a turn with the keys that read it back: the
// file built again is the same position.
func TestExportCombat(t *testing.T) {
	src := duel + `p1.graveyard: Sharpen Steel (red), Thrust (red)
step: reaction
chain: p1 Dawnblade, Resplendent; p2 defends Ironrot Helm
stack: p2 Sigil of Solace (blue)
priority: p2
effects: p1 Sharpen Steel (red)
effects: p1 Thrust (red); target Dawnblade, Resplendent
expect:
p1.life: 20
`
	f, err := Parse("c.scn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	data, err := Export(g, "again")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, want := range []string{"step: reaction\n", "chain: p1 Dawnblade, Resplendent; p2 defends Ironrot Helm\n", "stack: p2 Sigil of Solace (blue)\n",
		"priority: p2\n", "effects: p1 Sharpen Steel (red)\n", "effects: p1 Thrust (red); target Dawnblade, Resplendent\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("the export lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, Differs) {
		t.Errorf("the export says it differs:\n%s", text)
	}
	f2, err := Parse("again.scn", data)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	g2, err := f2.Game()
	if err != nil {
		t.Fatal(err)
	}
	if PositionHash(g) != PositionHash(g2) {
		t.Errorf("built back, the position differs:\n%s", text)
	}
	if got := g2.Power(g2.Omniscient().Chain()[0].Attack); got != 2+3+3 {
		t.Errorf("Dawnblade's power %d back from the export, want 2 +3 +3", got)
	}
}

package saves

import (
	"errors"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
)

// A game started from a scenario is saved like any other: a game is its
// setup and its answers (DESIGN.md "Determinism"), and the setup of such a
// game is the scenario's position. The save keeps the scenario's text
// (setup.scenario, format 2), which is untrusted on reading like every
// field: it is parsed by the scenario parser, with its limits, and a
// problem is said at the line of the field.

// formatScenario is the version of a save that has setup.scenario.
const formatScenario = 2

// ScenarioSetup parses a scenario's text into the setup of its game
// (scenario.File.GameSetup): the position, or with `start: game` the
// decks.
func ScenarioSetup(name string, text []byte) (rules.Setup, error) {
	sf, err := scenario.Parse(name, text)
	if err != nil {
		return rules.Setup{}, err
	}
	return sf.GameSetup(), nil
}

// NewScenarioSession is NewSession for a game started from a scenario:
// name is where it came from, text the scenario as read.
func NewScenarioSession(dir, name string, text []byte, o Options) (*Session, error) {
	setup, err := ScenarioSetup(name, text)
	if err != nil {
		return nil, err
	}
	f := NewFile(setup, [2]string{name, name}, o)
	f.Format = formatScenario
	f.Setup.Scenario = &ScenarioRec{Name: name, Text: string(text)}
	return newSession(dir, setup, f)
}

// scenarioSetup is the setup of a save's scenario. A text that does not
// parse, or a position the engine refuses, is ErrInvalid at the line of
// setup.scenario.text, with the scenario's own line and message.
func (f *File) scenarioSetup(name string, data []byte) (rules.Setup, error) {
	at := func() string { return newFieldLines(name, data).at("setup.scenario.text") }
	setup, err := ScenarioSetup("scenario", []byte(f.Setup.Scenario.Text))
	if err != nil {
		line, msg := 1, ScenarioMessage{Text: err.Error()}
		var list scenario.ErrorList
		var one *scenario.Error
		if errors.As(err, &list) && len(list) > 0 {
			one = list[0]
		} else {
			errors.As(err, &one)
		}
		if one != nil {
			line, msg = one.Line, ScenarioMessage{Text: one.Msg, Msg: one.Message}
		}
		msg.Text = rules.Printable(ClipMessage(msg.Text))
		return rules.Setup{}, problemAt(at(), ErrInvalid, "field-scenario", ErrInvalid, line, msg)
	}
	if _, err := rules.New(setup); err != nil {
		return rules.Setup{}, problemAt(at(), ErrInvalid, "field-scenario-refused", ErrInvalid, rules.Printable(ClipMessage(err.Error())))
	}
	return setup, nil
}

// ScenarioMessage is what the scenario parser says of a stored scenario:
// Text in English, Msg as data for the text layer (its Code "" when Text
// is all there is).
type ScenarioMessage struct {
	Text string
	Msg  scenario.Msg
}

func (m ScenarioMessage) String() string { return m.Text }

// ClipMessage shortens a message of the scenario parser to a line, on a
// character boundary.
func ClipMessage(s string) string {
	const n = 200
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "") + "…"
}

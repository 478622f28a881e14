// Package ruletest builds games for tests of the rules engine and of the
// card pool, as net/http/httptest does for handlers. It imports package
// rules only.
//
// A test reads like a scenario file: a position written zone by zone, with
// two plain heroes unless the test names its own; a strict script of
// answers by act and card; then checks of what happened.
//
//	x := ruletest.Position(jab).
//		Hand("Jab").
//		P2().Life(10).
//		Start(t)
//	x.Run(ruletest.Play(ruletest.P1, "Jab"), ruletest.PassToStep(rules.StepNone, ruletest.P1))
//	x.WantLife(ruletest.P2, 7, "Jab's 3 power, undefended")
//
// Cards are named by their key: the name, with the colour in brackets
// when the card has one ("Dodge (blue)"). A position finds the cards it
// names among the ones it was given (Position, Known) and then through its
// lookup (Lookup; the card pool's tests pass cards.Lookup).
//
// The script is the engine's strict rules.ScriptDecider (Step is
// rules.Scripted), the one way answers are scripted in tests, scenarios
// and lessons: a prompt of another kind or for another player than the
// next step expects fails the run, and so do steps left over. The one
// relaxation is a run of passes (PassUntil, PassTo, PassToStep: a step
// with Until): it passes priority, and nothing else, until a prompt it
// waits for comes.
package ruletest

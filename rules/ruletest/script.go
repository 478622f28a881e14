package ruletest

import (
	"fmt"
	"slices"

	"github.com/rathe-tcg/rathe/rules"
)

// Step is one scripted answer, or (with Until set) a run of passes: the
// engine's own rules.Scripted, so tests, scenarios and lessons script
// answers one way.
type Step = rules.Scripted

// MaxPasses bounds one PassUntil step, so that a prompt that never comes
// fails the run instead of playing on for ever.
const MaxPasses = 40

// Script is the strict decider over steps, shared by both players.
type Script = rules.ScriptDecider

// --- steps

// Answer is a step for a prompt of kind for player p, answered by f.
func Answer(kind rules.PromptKind, p rules.Player, label string, f func(v rules.View, pr rules.Prompt) (rules.Answer, error)) Step {
	return Step{Kind: kind, Player: p, Label: fmt.Sprintf("p%d %s", p+1, label), Answer: f}
}

// Pick is a step for a prompt of kind for p that picks the first option of
// act on the card key (any option of act when key is empty).
func Pick(kind rules.PromptKind, p rules.Player, act rules.Act, key string) Step {
	label := act.String()
	if key != "" {
		label += " " + key
	}
	return Answer(kind, p, label, func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		return PickOption(v, pr, act, key)
	})
}

// Pass, Play, Activate and Pitch answer one prompt each: p passes
// priority, plays the card, activates an ability of it, pitches it.
func Pass(p rules.Player) Step { return Pick(rules.AskPriority, p, rules.ActPass, "") }

func Play(p rules.Player, key string) Step { return Pick(rules.AskPriority, p, rules.ActPlay, key) }

func Activate(p rules.Player, key string) Step {
	return Pick(rules.AskPriority, p, rules.ActActivate, key)
}

// ActivateAbility activates the ability with index i of the card's
// activated abilities.
func ActivateAbility(p rules.Player, key string, i int) Step {
	return Answer(rules.AskPriority, p, fmt.Sprintf("activate %s's ability %d", key, i), func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		for _, o := range pr.Options {
			if o.Act == rules.ActActivate && KeyOf(v, o.Obj) == key && int(o.Ability) == i {
				return rules.Pick(o.ID), nil
			}
		}
		return rules.Answer{}, fmt.Errorf("ability %d of %q is not offered among %s", i, key, Describe(v, pr))
	})
}

func Pitch(p rules.Player, key string) Step { return Pick(rules.AskPitch, p, rules.ActPitch, key) }

// Yes and No answer a "may" question (CR 1.8.3).
func Yes(p rules.Player) Step { return Pick(rules.AskMay, p, rules.ActYes, "") }

func No(p rules.Player) Step { return Pick(rules.AskMay, p, rules.ActNo, "") }

// May answers a "may" question yes or no.
func May(p rules.Player, yes bool) Step {
	if yes {
		return Yes(p)
	}
	return No(p)
}

// X declares n for X (CR 5.1.3a).
func X(p rules.Player, n int) Step {
	return Answer(rules.AskX, p, fmt.Sprintf("x %d", n), func(rules.View, rules.Prompt) (rules.Answer, error) {
		return rules.Answer{X: n}, nil
	})
}

// Defend declares the defending cards (none for an empty list).
func Defend(p rules.Player, keys ...string) Step {
	return Answer(rules.AskDefenders, p, fmt.Sprintf("defend with %q", keys), func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		return PickCards(v, pr, keys)
	})
}

// Choose answers a choose-cards prompt (discard, reveal, search, arsenal)
// with the cards, each a different object (none for an empty list).
func Choose(p rules.Player, keys ...string) Step {
	return Answer(rules.AskCards, p, fmt.Sprintf("choose %q", keys), func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		return PickCards(v, pr, keys)
	})
}

// Target chooses the target that is the card key, or with an empty key
// the first target offered.
func Target(p rules.Player, key string) Step { return Pick(rules.AskTarget, p, rules.ActTarget, key) }

// TargetHero chooses the hero of player q as the target.
func TargetHero(p, q rules.Player) Step {
	return Answer(rules.AskTarget, p, fmt.Sprintf("target p%d's hero", q+1), func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		for _, o := range pr.Options {
			if o.Act == rules.ActTarget && o.Player == q {
				return rules.Pick(o.ID), nil
			}
		}
		return rules.Answer{}, fmt.Errorf("p%d's hero is not among the targets %s", q+1, Describe(v, pr))
	})
}

// Modes chooses modes by their index on the card (CR 1.7.5), in the order
// given. When offered is not nil, the modes offered must be exactly those.
func Modes(p rules.Player, offered []int, chosen ...int) Step {
	return Answer(rules.AskModes, p, fmt.Sprintf("modes %v of %v", chosen, offered), func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		var got []int
		for _, o := range pr.Options {
			if o.Act == rules.ActMode {
				got = append(got, o.Value)
			}
		}
		if offered != nil && fmt.Sprint(got) != fmt.Sprint(offered) {
			return rules.Answer{}, fmt.Errorf("modes offered %v, want %v", got, offered)
		}
		a := rules.Answer{}
		for _, m := range chosen {
			found := false
			for _, o := range pr.Options {
				if o.Act == rules.ActMode && o.Value == m {
					a.IDs = append(a.IDs, o.ID)
					found = true
					break
				}
			}
			if !found {
				return rules.Answer{}, fmt.Errorf("mode %d is not offered (%v)", m, got)
			}
		}
		return a, nil
	})
}

// Order answers an order prompt (triggers, CR 1.10.2d; pitched cards,
// CR 4.4.3c) with the order offered: the first goes first.
func Order(p rules.Player) Step {
	return Answer(rules.AskOrder, p, "order as offered", func(_ rules.View, pr rules.Prompt) (rules.Answer, error) {
		a := rules.Answer{}
		for _, o := range pr.Options {
			a.IDs = append(a.IDs, o.ID)
		}
		return a, nil
	})
}

// FirstPlayer answers who takes the first turn (CR 4.1.3).
func FirstPlayer(p, first rules.Player) Step {
	return Answer(rules.AskFirstPlayer, p, fmt.Sprintf("p%d goes first", first+1), func(v rules.View, pr rules.Prompt) (rules.Answer, error) {
		for _, o := range pr.Options {
			if o.Player == first {
				return rules.Pick(o.ID), nil
			}
		}
		return rules.Answer{}, fmt.Errorf("p%d is not offered to go first", first+1)
	})
}

// PassUntil passes priority until cond holds; any other prompt on the way
// fails the run.
func PassUntil(label string, cond func(v rules.View, pr rules.Prompt) bool) Step {
	return Step{Kind: rules.AskPriority, Player: rules.NoPlayer, Label: label, Until: cond}
}

// PassToEnd passes priority until the game ends.
func PassToEnd() Step {
	st := PassUntil("pass to the end of the game", func(rules.View, rules.Prompt) bool { return false })
	st.End = true
	return st
}

// PassTo passes priority until a prompt of kind for player p.
func PassTo(kind rules.PromptKind, p rules.Player) Step {
	return PassUntil(fmt.Sprintf("pass to a %s prompt for p%d", kind, p+1), func(_ rules.View, pr rules.Prompt) bool {
		return pr.Kind == kind && pr.Player == p
	})
}

// PassToStep passes priority until p has priority in combat step st with
// an empty stack (rules.StepNone: the combat chain is closed).
func PassToStep(st rules.Step, p rules.Player) Step {
	return PassUntil(fmt.Sprintf("pass to p%d's priority in step %q", p+1, st), func(v rules.View, pr rules.Prompt) bool {
		return pr.Kind == rules.AskPriority && pr.Player == p && v.Step() == st && len(v.Stack()) == 0
	})
}

// --- reading prompts

// KeyOf is the key of the card obj is, as the viewer sees it, or "".
func KeyOf(v rules.View, obj rules.ObjID) string {
	if c := v.Card(obj); c != nil {
		return c.Key()
	}
	return ""
}

// OptionFor finds the first option of act on the card key (any option of
// act when key is empty).
func OptionFor(v rules.View, pr rules.Prompt, act rules.Act, key string) (rules.Option, bool) {
	for _, o := range pr.Options {
		if o.Act == act && (key == "" || KeyOf(v, o.Obj) == key) {
			return o, true
		}
	}
	return rules.Option{}, false
}

// PickOption answers with the first option of act on the card key.
func PickOption(v rules.View, pr rules.Prompt, act rules.Act, key string) (rules.Answer, error) {
	if o, ok := OptionFor(v, pr, act, key); ok {
		return rules.Pick(o.ID), nil
	}
	return rules.Answer{}, fmt.Errorf("no %s option for %q among %s", act, key, Describe(v, pr))
}

// PickCards answers with one option per key, each a different object.
func PickCards(v rules.View, pr rules.Prompt, keys []string) (rules.Answer, error) {
	a := rules.Answer{}
	for _, key := range keys {
		found := false
		for _, o := range pr.Options {
			if KeyOf(v, o.Obj) == key && !slices.Contains(a.IDs, o.ID) {
				a.IDs = append(a.IDs, o.ID)
				found = true
				break
			}
		}
		if !found {
			return rules.Answer{}, fmt.Errorf("no option for %q among %s", key, Describe(v, pr))
		}
	}
	return a, nil
}

// Describe lists a prompt's options as act and card key, for messages.
func Describe(v rules.View, pr rules.Prompt) string {
	s := "["
	for i, o := range pr.Options {
		if i > 0 {
			s += "; "
		}
		s += o.Act.String()
		if k := KeyOf(v, o.Obj); k != "" {
			s += " " + k
		}
	}
	return s + "]"
}

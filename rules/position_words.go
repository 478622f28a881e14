package rules

// The English words of the refusals of NewPosition
// (PositionError), by code; the text layer (tui/text, "pos.<code>") says
// them in every language. Parameters are card keys (as written), players
// as a position names them ("p1"), Phase, Step, Reason, AbilityKind,
// AbilityOf, rule numbers and counts.

import "sort"

// AbilityOf is "the ability of" a card (its key), where a position names
// an activated ability as the thing played.
type AbilityOf string

func (a AbilityOf) String() string { return "the ability of " + string(a) }

// Why a game's position cannot be written as a position (Game.CombatOf):
// the text layer says each in the reader's language.
const (
	WhyNotActionPhase = "not the action phase"
	WhyTriggers       = "triggered abilities waiting"
	WhyCostPaid       = "a layer with an optional or alternative cost paid"
	WhyUnnamedTrigger = "a triggered layer no entry can name (a granted, delayed or keyword's trigger)"
	// A trigger whose source is back in a deck or a hand (Wallop's "when
	// you win a clash revealing this", CR 8.5.45): a stack entry names its
	// source in the arena, on the chain or in the graveyard only.
	WhyHiddenTriggerSource = "a triggered layer whose source is in a deck or a hand (a card a clash revealed)"
)

// PositionCodes lists every code of PositionWords, sorted (the catalogue
// test of tui/text holds each to words in every language).
func PositionCodes() []string {
	out := make([]string, 0, len(PositionWords))
	for k := range PositionWords {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// PositionWords are the English words of the position refusals, by code.
var PositionWords = map[string]string{
	"no-hero":                      "player %d: no hero",
	"arsenal-holds-one-card":       "%s.arsenal: an arsenal holds one card (CR 3.3.2), not %d",
	"zone-holds-deck-cards":        "%s.%s: %s is not a deck-card, and this zone holds only deck-cards (CR %s)",
	"token-outside-arena":          "%s.%s: %s is a token, and a token exists only in the arena (CR %s)",
	"phase":                        "a position starts in the start or action phase, not %s",
	"modes-count-range":            "%s: %d to %d modes were chosen, not %d (CR 1.7.5)",
	"ability-no-target":            "the ability of %s has no target",
	"ability-out-of-range":         "%s has %d %s abilities, not %d",
	"ability-source-missing":       "%s is not %s's on the combat chain, in the arena or graveyard",
	"activated-no-modes":           "an activated ability has no modes here",
	"as-instant-not-action":        "%s is not an action: `as an instant` is for actions (CR 8.1.1d)",
	"asks-on-resolve":              "%s asks a question as it resolves: a position cannot replay it",
	"attack-left-chain":            "the attack left the chain before damage: the chain closes as a game state action before anyone gains priority (CR 1.10.2e, 7.7.2c); leave out `priority:`",
	"attack-not-bottom":            "%s is an attack: attacks are played with an empty stack, so it is the bottom layer (CR 8.1.1a)",
	"attack-not-turn-player":       "%s attacks in %s's turn: an attack is played or activated as an action, and only the turn player has action points (CR 1.13.2b, 8.1.1)",
	"attack-on-stack-layer-step":   "an attack on the stack is the layer step (CR 7.1.1), not the %s step",
	"attack-step-before-defending": "the attack step comes before defending cards are declared (CR 7.3.2)",
	"attack-targets-hero":          "an attack targets an opposing hero (CR 1.4.5)",
	"attacker-not-in-arena":        "%s attacks, but it is not in %s.arena",
	"attackers-card-defends":       "%s is %s's, the attacker's: only the defending hero's cards defend (CR 7.3.2a)",
	"cannot-be-played":             "%s cannot be played or activated (CR %s)",
	"cannot-defend":                "%s cannot defend: defending cards come from hand or are equipment (CR 7.3.2a)",
	"close-step-priority":          "nobody gains priority in the close step (CR 1.11.3)",
	"combat-not-action-phase":      "a chain, a stack, priority and effects in force belong to the action phase (CR 1.11.3), not the %s phase",
	"could-not-play-here":          "%s: %s could not have played or activated it here: %s (CR %s)",
	"defender-not-in-arena":        "%s defends, but it is not in %s.arena (or it defends another link already, CR 7.0.5d)",
	"defends-not-defending-hero":   "%s attacks %s: only the defending hero, %s, declares defending cards (CR 7.3.2a)",
	"defense-reaction-defends":     "%s is a defense reaction: it defends once it resolved in the reaction step (CR 7.4.2d)",
	"dominate":                     "%s has dominate: at most one defending card from hand (CR 8.3.4)",
	"effect-no-modes":              "an ability has no modes here",
	"effect-not-in-graveyard":      "%s is not in %s.graveyard: a card that resolved lies there (CR 5.3.7)",
	"effect-source-missing":        "%s is not %s's in the arena or on the combat chain",
	"hit-before-damage":            "the active link hit before the damage step (CR 7.5.5): only the damage step deals its hit",
	"illegal-target":               "%s is not a legal target of %s here (CR 1.8.5)",
	"layer-step-needs-attack":      "the layer step has an attack on the stack (CR 7.1.1)",
	"mode-not-chosen":              "that ability of %s is a mode that was not chosen (CR 1.7.5d)",
	"mode-out-of-range":            "%s has modes 1 to %d, not %d",
	"mode-twice":                   "%s: mode %d is chosen once (CR 1.7.5b)",
	"modes-count":                  "%s: %d modes were chosen, not %d (CR 1.7.5)",
	"needs-target":                 "%s needs its target (CR 1.8.5): write `target ...`",
	"never-played":                 "%s is never played (CR 5.1.2b, 8.1.7a)",
	"no-ability":                   "%s has no %s ability",
	"no-ability-but-attack":        "%s has no %s ability but its attack",
	"no-attack":                    "no attack",
	"no-attack-ability":            "%s has no attack ability (CR 8.3.1)",
	"no-card":                      "no card",
	"no-defense":                   "%s has no defense: it cannot defend (CR 7.3.2b)",
	"no-modes":                     "%s has no modes",
	"no-resolving-effect":          "%s has no effect that resolves",
	"no-target":                    "%s has no target",
	"not-an-attack":                "%s is not an attack: an attack is an attack card or a weapon's attack (CR 1.4.1)",
	"pass-ends-step":               "with an empty stack, %s's pass after %s's ends the step (CR 1.11.4a): the turn player gains priority anew with no pass",
	"priority-not-passed":          "%s gains priority when %s passes (write `priority: %s, %s passed`), or again after playing or activating a layer on the stack (CR 1.11.4a, 1.11.5)",
	"step-needs-chain":             "the %s step needs an open combat chain: write its links (`chain:`)",
	"target-not-attack":            "%s is not an attack on the combat chain or the stack: the target of %s",
	"trigger-source-missing":       "%s is not %s's on the combat chain, the stack, in the arena, graveyard, arsenal or banished zone",
	"triggered-no-modes":           "a triggered layer here has no modes or targets",
	"triggers-first":               "%s trigger as a game state action before anyone gains priority (CR 1.10.2d); leave out `priority:`",
	"unknown-layer-kind":           "an unknown kind of layer",
	"which-ability":                "%s has %d %s abilities: say which, counted from 1",
	"which-player-target":          "which player is the target?",
	"which-step":                   "the combat chain is open: which step is it? (attack, defend, reaction, damage or resolution)",
	"who-attacks":                  "who attacks?",
	"who-has-priority":             "who holds priority?",
	"whose-effect":                 "whose effect, from which card?",
	"whose-layer":                  "whose layer?",
}

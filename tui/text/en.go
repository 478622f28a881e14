package text

// English: everything the game says in English. The names of types,
// keywords, zones... are the engine's own words (package rules).

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rathe-tcg/rathe/rules"
)

var english = language{phrases: phraseEN, messages: messagesEN, grammar: grammar{
	then:         func(parts []string) string { return strings.Join(parts, ", then ") },
	may:          func(clause string) string { return "you may " + clause },
	optionalCost: func(clause string) string { return clause }, // "Optional additional cost: ..."
	sentence:     sentenceEN,
	indefinite:   article,
	filter:       filterEN,
}}

// messagesEN: the messages (see language).
var messagesEN = map[string]string{
	// names
	"player.nobody":   "nobody",
	"card.hidden":     "a hidden card",
	"card.unseen":     "a card",
	"color.red":       "red",
	"color.yellow":    "yellow",
	"color.blue":      "blue",
	"color.colorless": "colorless",
	"step.layer":      "layer step",
	"step.attack":     "attack step",
	"step.defend":     "defend step",
	"step.reaction":   "reaction step",
	"step.damage":     "damage step",
	"step.resolution": "resolution step",
	"step.close":      "close step",
	"phase.setup":     "setup phase",
	"phase.start":     "start phase",
	"phase.action":    "action phase",
	"phase.end":       "end phase",
	"phase.over":      "game over",
	"counter.lesson":  "lesson",
	"counter.power":   "%+d power",
	"counter.defense": "%+d defense",
	"list.type-line":  " ",
	"list.and":        " and ",
	"list.or":         " or ",
	"list.mods":       " and ",
	"list.keywords":   ", ",
	"list.costs":      ", ",
	"list.sentences":  " ",

	// the log (CR 1.9 events)
	"event.first-player":        "%s takes the first turn",
	"event.game-start":          "the game begins",
	"event.turn-start":          "turn %d: %s's start phase",
	"event.action-phase":        "%s's action phase: 1 action point",
	"event.end-phase":           "%s's end phase",
	"event.turn-end":            "%s's turn ends",
	"event.draw":                "%s draws %s",
	"event.pitch":               "%s pitches %s for %d",
	"event.play":                "%s plays %s",
	"event.activate":            "%s activates %s",
	"event.resolve":             "%s resolves",
	"event.fizzle":              "%s fails to resolve",
	"event.attack":              "%s attacks",
	"event.defend":              "%s defends with %s",
	"event.hit":                 "%s hits",
	"event.damage":              "%s is dealt %d damage by %s",
	"event.prevent":             "%d damage to %s is prevented",
	"event.gain-life":           "%s gains %d life",
	"event.gain-resource":       "%s gains %d resource points",
	"event.gain-resource#one":   "%[1]s gains 1 resource point",
	"event.gain-action":         "%s gains %d action points (go again)",
	"event.gain-action#one":     "%[1]s gains 1 action point (go again)",
	"event.gain-go-again":       "%s gains go again",
	"event.destroy":             "%s is destroyed",
	"event.discard":             "%s discards %s",
	"event.intimidate":          "%s is intimidated: %s is banished face down",
	"event.return":              "%s returns to %s's hand",
	"event.reveal":              "%s reveals %s",
	"event.shuffle":             "%s shuffles their deck",
	"event.counter":             "%s gets %d %s counters",
	"event.counter#one":         "%[1]s gets a %[3]s counter",
	"event.link-resolved":       "the chain link of %s resolves",
	"event.chain-close":         "the combat chain closes",
	"event.pass":                "%s passes",
	"event.rewind":              "%s could not complete playing %s: the game rewinds",
	"event.arsenal":             "%s puts %s face down in the arsenal",
	"event.pitch-to-bottom":     "%s puts %d pitched cards on the bottom of the deck",
	"event.pitch-to-bottom#one": "%[1]s puts 1 pitched card on the bottom of the deck",
	"event.lose":                "%s loses",
	"event.win":                 "%s wins",
	"event.lose-life":           "%s loses %d life",
	"event.banish":              "%s banishes %s",
	"event.search":              "%s searches their deck and finds %s",
	"event.create-token":        "%s creates %s",
	"event.turn-face-up":        "%s turns %s face up",
	"event.replace":             "damage to %s changes by %+d",
	// hero-terra
	"event.replace-power":       "%s: %s makes its power gain %d more",
	"prompt.order-replacements": "%s: order the effects that change the power %s gains: the first one applies first",
	"explain.order-replacement": "the effect of %s applies next (each applies once)",
	"reason.overpower":          "overpower: only one action card may defend",
	"refusal.overpower":         "at most %d action card may defend (overpower)",
	"text.essence":              "Essence of %s",
	"event.priority":            "%s gains priority",
	"event.equip":               "%s equips %s",
	"event.draw-game":           "the game is a draw",
	"event.hand-to-deck-bottom": "%s puts %s from hand on the bottom of the deck",
	"event.to-deck-bottom":      "%s goes to the bottom of %s's deck",
	"event.move":                "%s moves to the %s",
	"auto.hidden":               "%s: the only possible choice was made",
	"auto.only-pitch":           "%s: %s is the only card that can pay, so it is pitched",
	"auto.only-target":          "%s: %s is the only legal target of %s",
	"auto.only-card":            "%s: %s is the only card %s",
	"auto.held":                 "%s: %s stays in hand: a later cost needs it",
	"auto.only-way":             "%s: only %s lets %s be paid, so it is used",
	"auto.same-order":           "%s: %d identical triggers of %s go on the stack (their order changes nothing)",

	// why an action is not legal (rules.Reason) and why an answer is refused
	"reason.no-action-point":  "no action point",
	"reason.stack-not-empty":  "actions need an empty stack",
	"reason.combat":           "no actions during combat before the resolution step",
	"reason.not-attacking":    "attack reactions only for the attacker in the reaction step",
	"reason.not-defending":    "defense reactions only for the defender in the reaction step",
	"reason.cannot-pay":       "cannot pay the cost",
	"reason.once-per-turn":    "already used this turn",
	"reason.resource-card":    "resource cards cannot be played",
	"reason.no-target":        "no legal target",
	"reason.restricted":       "its condition is not met",
	"reason.no-priority":      "no priority now",
	"reason.dominate":         "dominate: only one card from hand may defend",
	"reason.condition":        "its activation condition is not met",
	"reason.not-your-turn":    "actions only in your own turn",
	"reason.no-attack":        "there is no attack",
	"reason.chain-open":       "the combat chain is still open: only an attack may be played now; pass to close the chain, then play it",
	"reason.needed-for-cost":  "a card it needs for another cost would have to be pitched",
	"reason.count":            "not the number of choices asked for",
	"reason.order-all":        "an order lists every choice once",
	"reason.not-offered":      "not one of the choices",
	"reason.twice":            "each may be chosen once",
	"reason.x-range":          "X is outside its range",
	"blocked.needed-for-cost": "no card left for its other cost: %s is needed to pay it and cannot also be pitched",
	"refusal.count-exactly":   "choose exactly %d",
	"refusal.count":           "choose %d to %d",
	"refusal.order-all":       "put all %d in order",
	"refusal.not-offered":     "that is not one of the choices",
	"refusal.twice":           "each may be chosen once",
	"refusal.x-range":         "X must be a number from %d to %d",
	"refusal.dominate":        "at most %d card from hand may defend (dominate)",

	// prompts, their options and what choosing one does
	"prompt.priority":       "%s: you have priority",
	"prompt.pitch":          "%s: pitch a card (%d still owed)",
	"prompt.x":              "%s: choose X (%d to %d)",
	"prompt.modes":          "%s: choose modes",
	"prompt.target":         "%s: choose a target",
	"prompt.defenders":      "%s: choose cards to defend with",
	"prompt.order-pitched":  "%s: order your pitched cards for the bottom of your deck (the first goes under first)",
	"prompt.order-triggers": "%s: order your triggers as they go on the stack: the last one is on top and resolves first",
	"prompt.may-pay":        "%s: pay %s? (%s)",
	"prompt.may-use":        "%s: use %s? %s",
	"prompt.may":            "%s: use this ability?",
	"prompt.first-player":   "%s: who takes the first turn?",
	"purpose.arsenal":       "put a card from hand into your arsenal, face down?",
	"purpose.search":        "search your deck for a card",
	"purpose.discard":       "choose a card to discard",
	"purpose.reveal":        "choose a card to reveal",
	"purpose.banish":        "choose a card to banish",
	"purpose.bottom":        "choose a card to put on the bottom of your deck",
	"purpose.choose":        "choose cards",
	"purpose-noun.discard":  "to discard",
	"purpose-noun.reveal":   "to reveal",
	"purpose-noun.banish":   "to banish",
	"purpose-noun.bottom":   "to put under the deck",
	"purpose-noun.choose":   "to choose",
	"option.pass":           "pass",
	"option.play":           "play %s",
	"option.activate":       "activate %s",
	"option.yes":            "yes",
	"option.no":             "no",
	"option.mode":           "mode %d",
	"explain.pass":          "pass priority; when both players pass in a row, the top layer resolves or the step ends",
	"explain.play":          "put %s on the stack, then pay its costs",
	"explain.activate":      "activate an ability of %s, then pay its costs",
	"explain.pitch":         "pitch %s: it goes to the pitch zone and gives %d resource",
	"explain.defend":        "%s defends this attack",
	"explain.order":         "put %s on the stack next (the last one put there resolves first)",
	"explain.choose":        "choose %s",
	"explain.mode":          "choose mode %d",
	"explain.target":        "target %s",
	"explain.yes":           "use it",
	"explain.yes-to":        "yes: %s",
	"explain.no":            "do not use it",
	"explain.first-player":  "%s takes the first turn",

	// hero-core (issue #11): a hero target that is the chooser's own hero
	"option.target-self": "%s (yourself, CR 1.8.5)",

	// abilities by name (the prompt contract)
	"ability.hero":             "%s's hero ability",
	"ability.activated":        "the ability of %s",
	"ability.triggered":        "the trigger of %s",
	"ability.keyword":          "the %s of %s",
	"ability.granted":          "the ability %s gave %s",
	"ability.delayed":          "the delayed trigger of %s",
	"ability.optional-cost":    "the optional cost of %s",
	"ability.alternative-cost": "the alternative cost of %s",
	"ability.mode":             "mode %d of %s",
	"ability.delayed-return":   "the cards it banished return to their owner's hand (CR 8.5.10)",
	"ability.pay-alt-cost":     "pay %s instead of its cost",
	"ability.keyword-trigger":  "%s (CR %s): %s",

	// card text (see cardtext.go)
	"text.nothing-happens":      "nothing happens",
	"text.resources":            "%d resources",
	"text.resources#one":        "1 resource",
	"text.power":                "%+d power",
	"text.defense":              "%+d defense",
	"text.no-mods":              "nothing",
	"text.gets":                 "gets %s",
	"text.gains":                "gains %s",
	"text.gets-and-gains":       "gets %s and gains %s",
	"text.quoted":               "\"%s\"",
	"text.the-alternative-cost": "the alternative cost",
	"text.specialization":       "%s Specialization",
	"text.x-cost":               "Its cost includes X, chosen as it is played (CR 1.12.2).",
	"text.play-only-if":         "Play this only if %s.",
	"text.additional-cost":      "Additional cost to play this: %s",
	"text.optional-cost":        "Optional additional cost: %s",
	"text.alternative-cost":     "Alternative cost: instead of its cost, you may pay %s",
	"text.target":               "Target: %s.",
	"text.mode-target":          "target %s: ",
	"text.mode":                 "Mode %d. %s%s",
	"text.can-give":             "Ability it can give: %s",
	"text.choose":               "Choose %d (CR 1.7.5):",
	"text.choose-or":            "Choose %d or %d (CR 1.7.5):",
	"text.choose-range":         "Choose %d to %d (CR 1.7.5):",
	"text.an-opposing-hero":     "an opposing hero",
	"text.a-hero":               "a hero",
	"text.as-soon-as":           "as soon as %s",
	"text.trigger":              "%s, %s",
	"text.if-mode":              "(If mode %d was chosen) ",
	"text.face-up":              "face up",
	"text.face-down":            "face down",
	"text.where-face":           " %s",
	"text.where-zone":           " in your %s",
	"text.where":                "While this is%s%s: ",
	"text.once-per-turn":        "Once per turn %s",
	"text.attack-with-this":     "attack with this (CR 8.3.1)",
	"text.activated":            "%s — %s: %s",
	"text.go-again":             " Go again.",
	"text.activate-only-if":     " Activate only if %s.",
	"text.static":               "This has %s.",
	"text.static-while":         "While %s, this has %s.",

	// the board (tui/board)
	"board.game-over-win":       "game over · %s wins",
	"board.game-over-draw":      "game over · draw",
	"board.turn":                "turn %d",
	"board.priority":            "priority: %s",
	"board.lesson-counters":     "%d lesson counters",
	"board.lesson-counters#one": "1 lesson counter",
	"board.hero-short":          "life %s int %d ap %d res %d",
	"board.hero":                "life %s   int %d   action points %d   resources %d",
	"board.weapon":              "weapon %s",
	"board.used":                "(used)",
	"board.defended":            "(defended)",
	"board.token":               "(token)",
	"board.arsenal":             "arsenal: ",
	"board.pitch":               "pitch: %s",
	"board.hand":                "hand %d",
	"board.deck":                "deck %d",
	"board.graveyard":           "graveyard %d",
	"board.graveyard-short":     "grave %d",
	"board.graveyard-top":       " (top %s)",
	"board.banished":            "banished %d",
	"board.banished-short":      "ban %d",
	"board.permanents":          "permanents: %s",
	"board.no-equipment":        "no equipment",
	"board.with":                "with %s",
	"board.defense-total":       "%s = %dd",
	"board.defended-by":         "defended by %s",
	"board.defended-by-short":   "def %s",
	"board.go-again":            "go again",
	"board.dominate":            "dominate",
	"board.hit":                 "hit for %d",
	"board.no-hit":              "no hit",
	"board.chain-closed":        "combat chain closed",
	"board.stack":               "stack: ",
	"board.stack-empty":         "empty",
	"board.more":                " (+%d)",
	"board.earlier-links":       "… %d earlier links",
	"board.more-below":          "        … %d more below",
	"board.chain-and-stack":     "combat chain · stack",
	"board.chain":               "combat chain",
	"board.face-down":           "face down",
	"board.face-down-mark":      "[face down]",
	"board.slot-head":           "head",
	"board.slot-chest":          "chest",
	"board.slot-arms":           "arms",
	"board.slot-legs":           "legs",
	"board.layer-card":          "card",
	"board.layer-ability":       "ability",
	"board.layer-trigger":       "trigger",

	// the commands (package main)
	"cmd.dumb-terminal":  "the board cannot draw on a dumb terminal (TERM=dumb): run it in a terminal that can move the cursor",
	"cmd.not-a-terminal": "the board draws on a terminal, and the output is not one (redirected to a file or a pipe?)",
	"cmd.no-keys":        "the board needs a terminal to read keys from",
	"cmd.headless-hint":  "; --headless plays a game between random players without one",
	"cmd.seed":           "seed %d",
	"cmd.left":           "rathe: game left on turn %d (%s)",
	"cmd.won":            "rathe: %s wins on turn %d (%s)",
	"cmd.drawn":          "rathe: a draw on turn %d (%s)",
	"cmd.resume-left":    "rathe: game left on turn %d",
	"cmd.resume-won":     "rathe: %s wins on turn %d",
	"cmd.resume-drawn":   "rathe: a draw on turn %d",
	"cmd.after-turns":    "after %d turns: %s %d life, %s %d life",
	"cmd.none":           "none",
	"cmd.save-failed":    "rathe: the game could not be saved: %s",
	"cmd.record":         "rathe: the game's record: %s (rathe replay FILE)",
	"cmd.saved":          "rathe: game saved to %s\nrathe: `rathe resume` goes on from here",

	// the cards command (cmd_cards.go): a card's numbers, search and audit
	"stat.pitch":         "pitch",
	"stat.cost":          "cost",
	"stat.power":         "power",
	"stat.defense":       "defense",
	"stat.life":          "life",
	"stat.intellect":     "intellect",
	"cmd.keywords":       "keywords: ",
	"cmd.not-playable":   "Not playable yet: a real card the engine does not implement (no text is shown).",
	"cmd.search-columns": "NAME\tCOST\tPITCH\tPOWER\tDEFENSE",
	// cmd.no-sources is cards.ErrNoSources as the audit says it.
	"cmd.no-sources":            "the source tree this binary was built from is not here",
	"cmd.audit-ok":              "ok     ",
	"cmd.audit-missing":         "MISSING",
	"cmd.audit-tests":           "tests",
	"cmd.audit-total":           "%d cards in the decks: %d not implemented, %d without tests",
	"cmd.audit-total-uncounted": "%d cards in the decks: %d not implemented; tests not counted: %s",

	// the board's screens (package tui)
	"screen.shuffling":      "Shuffling the decks…",
	"small.size":            "The terminal is %d×%d; the board needs at least %d×%d.",
	"small.enlarge":         "Enlarge the window, or press q to quit.",
	"small.press-q":         "Press q to quit.",
	"small.needs":           "Needs %d×%d.",
	"quit.question":         "Quit the game? y yes · n no",
	"quit.question-short":   "Quit the game? y/n",
	"over.stopped":          "The game stopped: ",
	"over.win":              "Game over: %s wins",
	"over.draw":             "Game over: a draw",
	"over.turns":            "turns: %d",
	"over.side":             "%s  life %2d · dealt %2d damage · lost %2d life · played %2d cards",
	"over.keys":             "q then y leaves · l shows the log",
	"log.title":             "Log",
	"log.rule":              "log",
	"log.both-pass":         "T%d %s, %s pass (1.11.4)",
	"log.auto":              " · auto: nothing to play",
	"hand.label":            "%s's hand",
	"hand.empty":            "(empty)",
	"fact.resources":        "resources %d",
	"fact.chosen":           "chosen %d: %dd",
	"fact.from-hand":        "at most %d from hand",
	"fact.order":            "press them in order, or enter keeps this one",
	"fact.range":            "choose %d–%d",
	"row.none":              "none",
	"row.blocked":           "– %s: not now (%s)",
	"row.none-explain":      "choose none of them",
	"row.blocked-explain":   "not now: %s (CR %s)",
	"note.whole-turns":      "the board passed through your last turn for you: you had nothing to play (×%d)",
	"note.hold-on":          "you will keep priority after your own cards and abilities",
	"note.hold-off":         "auto-pass after your own layers again",
	"note.stop":             "the board will stop at the next step even with nothing to play",
	"note.no-option":        "there is no option %d",
	"note.blocked":          "%s — not now: %s (CR %s)",
	"note.answered-none":    "answered: none",
	"note.record-ends":      "the record ends here: the game goes on with `rathe load`",
	"undo.done":             "undone: back to your last priority choice",
	"undo.done-n":           "undone: %d of your answers taken back, to your priority choice on turn %d",
	"undo.unavailable":      "undo is not available in this game",
	"undo.nothing":          "nothing to undo: you have not answered anything yet",
	"undo.other":            "cannot undo: the other player has answered since your last choice (undo never takes back the opponent's)",
	"undo.hidden":           "cannot undo: %s since your last choice; undoing would let you choose again knowing it (CR 3.0.3)",
	"undo.not-now":          "cannot undo now",
	"revealed.draw":         "a card was drawn",
	"revealed.reveal":       "a card was revealed",
	"revealed.search":       "a deck was searched",
	"revealed.intimidate":   "a card was banished by intimidate",
	"revealed.discard":      "a card was discarded",
	"revealed.banish":       "a card was banished",
	"revealed.shuffle":      "a deck was shuffled",
	"revealed.turn-face-up": "a card was turned face up",
	"revealed.other":        "a hidden card came out",
	"handoff.pass-to":       "Pass to %s — press Enter",
	"info.pitch":            "pitch %d %s",
	"browser.title":         "Cards on the table — enter: text · esc: back",
	"replay.line":           "replay %s · decision %d/%d · turn %d · ← → decision · pgup pgdn turn · home end · q quit",

	// the help line: what each key does now (keys.go)
	"key.choose":     "choose",
	"key.toggle":     "toggle",
	"key.move":       "move",
	"key.enter":      "choose",
	"key.confirm":    "confirm",
	"key.confirm-x":  "confirm X",
	"key.pass":       "pass",
	"key.undo":       "undo",
	"key.cards":      "cards",
	"key.text":       "text",
	"key.card-text":  "card text",
	"key.stop":       "stop at next step",
	"key.hold":       "hold priority",
	"key.log":        "log",
	"key.scroll-log": "scroll log",
	"key.back":       "back",
	"key.help":       "help",
	"key.quit":       "quit",
	"key.yes":        "yes, quit",
	"key.no":         "no, go on",
	"key.show-hand":  "show my hand",

	// the ? screen: every key (overlay.go)
	"help.title":     "Keys",
	"help.choose":    "choose an option (or toggle it when several are chosen)",
	"help.move":      "move and choose; enter confirms a selection",
	"help.toggle":    "toggle the highlighted option",
	"help.pass":      "pass priority (CR 1.11.4)",
	"help.undo":      "undo: back to your last priority choice, while nobody else has answered and nothing hidden came out",
	"help.text":      "text of the highlighted card",
	"help.cards":     "browse the cards on the table; enter shows a card's text",
	"help.stop":      "stop at the next step even when only passing is possible",
	"help.hold":      "keep priority after your own cards and abilities",
	"help.log":       "the log (every event with its rule)",
	"help.back":      "back",
	"help.quit":      "quit (asks y/n)",
	"help.auto-pass": "When passing is all a player can do, the board passes for them and the log says so.",
	"help.handoff":   "The screen shows \"Pass to …\" before each player's choice: hand the keyboard over.",
}

// phraseEN: the words of the card-text codes.
var phraseEN = phrases{
	// effects
	"gain-life":      on(func(_ *cardRenderer, e rules.GainLife) string { return sp("gain %d life", e.N) }),
	"gain-resources": on(func(r *cardRenderer, e rules.GainResources) string { return "gain " + r.resources(e.N) }),
	"intimidate":     lit("intimidate (CR 8.5.10)"),
	"next-attack":    on((*cardRenderer).nextAttackEN),
	"attacks-get":    on((*cardRenderer).attacksGetEN),
	"target-gets": on(func(r *cardRenderer, e rules.TargetGets) string {
		return "the target attack " + r.gets(e.Power, 0, e.Gains, e.Grant)
	}),
	"this-gets": on(func(r *cardRenderer, e rules.ThisGets) string {
		return "this " + r.gets(e.Power, e.Defense, e.Gains, 0) + " this turn"
	}),
	"self-gains": on(func(r *cardRenderer, e rules.SelfGains) string {
		return "this " + r.gets(e.Power, e.Defense, 0, e.Grant)
	}),
	"if": on(func(r *cardRenderer, e rules.If) string {
		return "if " + r.condition(e.Cond) + ", " + r.nested(e.Then)
	}),
	"may": on(func(r *cardRenderer, e rules.May) string { return "you may " + r.nested(e.Then) }),
	"if-paid": on(func(r *cardRenderer, e rules.IfPaid) string {
		return "if " + r.paidCost(e.I) + " was paid, " + r.nested(e.Then)
	}),
	"destroy-self": lit("destroy this"),
	"self-counter": on(func(r *cardRenderer, e rules.SelfCounter) string { return r.counterEN(e.Kind, e.N, "this") }),
	"prevent-next": on(func(_ *cardRenderer, e rules.PreventNext) string {
		return sp("prevent the next %d damage your hero would be dealt this turn", e.N)
	}),
	"deal-damage": on(func(_ *cardRenderer, e rules.DealDamage) string {
		return sp("deal %d damage to the opposing hero", e.N)
	}),
	"draw": on(func(_ *cardRenderer, e rules.Draw) string { return plural(e.N, "draw a card", "draw %d cards") }),
	"nth-attack-gets": on(func(r *cardRenderer, e rules.AttackCount) string {
		return sp("on its attack number %d this turn, it gets %s until end of turn", e.Nth, r.mods(e.Power, 0, 0))
	}),
	"extra-attack":        lit("make one more attack with that weapon this turn (CR 5.2.3c)"),
	"close-chain":         lit("close the combat chain"),
	"next-card-costs":     on((*cardRenderer).nextCostEN),
	"replace-next-damage": on((*cardRenderer).replaceEN),
	"destroy-attack":      lit("destroy the attack"),
	"link-gets": on(func(r *cardRenderer, e rules.LinkGets) string {
		return "the attack " + r.gets(e.Power, 0, 0, 0) + " for this chain link"
	}),
	"draw-then-discard-random": on((*cardRenderer).drawDiscardEN),
	"reveal-top-keep-if-power": on(func(_ *cardRenderer, e rules.RevealTopKeepIfPower) string {
		return sp("reveal your deck's top card; unless its power is %d or more, it goes to the bottom of your deck", e.MinPower)
	}),
	"may-pay": on(func(r *cardRenderer, e rules.MayPay) string {
		return "you may pay " + r.resources(e.N) + "; if you do, " + r.nested(e.Then)
	}),
	"cards-you-control-get": on(func(r *cardRenderer, e rules.ControlledNowGet) string {
		return "this turn, each " + r.filter(e.Filter, false) + " you control " + r.gets(e.Power, e.Defense, e.Gains, 0)
	}),
	"hit-hero-discards":    lit("the hero it hit discards a card of their choice (CR 8.5.5)"),
	"defend-from-arsenal":  lit("this turn you may also defend with attack action cards from your arsenal"),
	"may-banish-from-hand": on((*cardRenderer).mayBanishEN),
	"attack-source-counter": on(func(r *cardRenderer, e rules.AttackSourceCounter) string {
		return r.counterEN(e.Kind, e.N, "the attacking weapon or card")
	}),
	"nth-weapon-attack-gets": on((*cardRenderer).nthWeaponEN),
	"turn-face-up":           lit("turn this face up (CR 8.5.24)"),
	"banish-self":            lit("banish this (CR 8.5.1)"),
	"search-deck":            on((*cardRenderer).searchEN),
	"shuffle-deck":           lit("shuffle your deck (CR 8.5.20)"),
	"create-token": on(func(_ *cardRenderer, e rules.CreateToken) string {
		return sp("create a %s token (CR 8.5.2)", e.Token.Name)
	}),
	// hero-core (issue #11): auras and X
	"create-tokens": on(func(_ *cardRenderer, e rules.CreateTokens) string {
		if e.PerX {
			return sp("create X %s tokens (CR 8.5.2)", e.Token.Name)
		}
		return plural(e.N, sp("create a %s token (CR 8.5.2)", e.Token.Name), sp("create %%d %s tokens (CR 8.5.2)", e.Token.Name))
	}),
	"event-attack-gets": on(func(r *cardRenderer, e rules.EventAttackGets) string {
		return "that attack " + r.gets(e.Power, 0, e.Gains, 0)
	}),
	// hero-terra: replacement effects, played facts, Earth Bond
	"gain-plus": on(func(_ *cardRenderer, e rules.GainPlus) string {
		if e.Once {
			return sp("the next time an attack would gain power this turn, it gains that much plus %d instead (CR 6.4)", e.N)
		}
		return sp("this turn, each time an attack would gain power, it gains that much plus %d instead (CR 6.4)", e.N)
	}),
	"instead": on(func(r *cardRenderer, e rules.Instead) string {
		return r.nested(e.Then) + "; if " + r.condition(e.If) + ", instead " + r.nested(e.Instead) + " (CR 6.4.7)"
	}),
	"may-destroy-self": on(func(r *cardRenderer, e rules.MayDestroySelf) string {
		return "you may have this destroyed (CR 8.5.4); if you do, " + r.nested(e.Then)
	}),
	"earth-bond": lit("an Earth card was pitched to play this (Earth Bond, CR 8.4.15)"),
	"pitched-to-play": on(func(r *cardRenderer, p rules.PitchedClasses) string {
		return article(r.w.ClassNames(p.Classes)[0]+" card") + " was pitched to play this or to attack with it"
	}),
	"pitch-zone-has": on(func(r *cardRenderer, p rules.PitchedClasses) string {
		return "there is " + article(r.w.ClassNames(p.Classes)[0]+" card") + " in your pitch zone"
	}),
	"played-from-arsenal": lit("this was played from your arsenal"),
	"power-above-base":    lit("this has more power than its base power"),
	"each-end-phase":      lit("at the beginning of each end phase (yours and your opponent's)"),
	// costs
	"cost-discard-random": lit("discard a random card"),
	"cost-destroy-self":   lit("destroy this"),
	"cost-discard":        lit("discard a card"),
	"cost-reveal": on(func(_ *cardRenderer, e rules.RevealCost) string {
		return sp("reveal a card from hand that costs %d or less", e.Max)
	}),
	"cost-bottom-from-hand": lit("put a card from your hand on the bottom of your deck"),
	// conditions
	"reprise":               lit("the defending hero defended this chain link with a card from hand (reprise, CR 8.4.3)"),
	"intimidated-this-turn": lit("you have intimidated this turn"),
	"weapon-attacks-at-least": on(func(_ *cardRenderer, p rules.WeaponAttacks) string {
		return plural(p.N, "you have attacked with a weapon this turn", "you have attacked with weapons %d or more times this turn")
	}),
	"while-defending":         lit("this is defending"),
	"less-life-than-opponent": lit("your hero's life is lower than the opposing hero's"),
	"defended-by-fewer-non-equipment": on(func(_ *cardRenderer, p rules.NonEquipmentDefenders) string {
		return sp("fewer than %d cards other than equipment defend this", p.Fewer)
	}),
	"self-counters-at-least": on((*cardRenderer).countersAtLeastEN),
	// trigger conditions
	"when-this-attacks":                 lit("when this attacks"),
	"when-this-hits":                    lit("when this hits"),
	"when-this-hits-a-hero":             lit("when this hits a hero"),
	"when-this-defends":                 lit("when this defends"),
	"when-this-is-destroyed":            lit("when this is destroyed"),
	"when-you-play-this-with-less-life": lit("when you play this while your hero's life is lower than the opposing hero's"),
	"discard-6-power-action-phase":      lit("each time you discard a card with power 6 or more in your action phase"),
	"dawnblade-first-go-again":          lit("the first time each turn that Dawnblade gains go again"),
	"second-attack-with-this":           lit("when this attacks for the second time in a turn"),
	"chain-closes-defended":             lit("when the combat chain closes, if this defended"),
	"chain-closes":                      lit("when the combat chain closes"),
	"you-play-6-power":                  lit("each time you play a card with power 6 or more"),
	"your-sword-attack-hits":            lit("each time a sword attack you control hits"),
	"you-play-attack-action-card":       lit("when you play an attack action card"),
	"you-activate-weapon-attack":        lit("when you activate the attack of a weapon"),
	"your-turn-starts":                  lit("at the start of your turn"),
	// hero-core (issue #11): auras
	"your-action-phase-starts": lit("as your action phase begins"),
}

func (r *cardRenderer) nextAttackEN(e rules.NextAttack) string {
	what := sp("your next %s this turn", r.filter(e.Filter, true))
	if e.OnPlay {
		what = sp("the next %s you play this turn", r.filter(e.Filter, true))
	}
	return what + " " + r.gets(e.Power, 0, e.Gains, e.Grant)
}

func (r *cardRenderer) counterEN(kind rules.CounterKind, n int, on string) string {
	name := r.counterName(kind, n)
	return plural(abs(n), sp("put a %s counter on %s (CR 8.5.14)", name, on), sp("put %%d %s counters on %s (CR 8.5.14)", name, on))
}

func (r *cardRenderer) attacksGetEN(e rules.AttacksGet) string {
	return sp("each %s of yours this turn %s", r.filter(e.Filter, true), r.gets(e.Power, 0, e.Gains, e.Grant))
}

func (r *cardRenderer) mayBanishEN(e rules.MayBanishFromHand) string {
	return sp("you may banish %s from your hand (CR 8.5.1); if you do, %s", article(r.filter(e.Filter, false)), r.nested(e.Then))
}

func (r *cardRenderer) nthWeaponEN(e rules.NthWeaponAttackGets) string {
	var parts []string
	for i, p := range e.Power {
		if p != 0 {
			parts = append(parts, sp("if it is your weapon attack number %d this turn, it gets %s", i+1, r.mods(p, 0, 0)))
		}
	}
	if len(parts) == 0 {
		return r.say("text.nothing-happens")
	}
	return strings.Join(parts, "; ")
}

func (r *cardRenderer) searchEN(e rules.SearchDeck) string {
	face := ""
	if e.FaceUp {
		face = " face up"
	}
	return sp("search your deck for a card named %s and put it%s into your %s (CR 8.5.19)", e.Name, face, r.w.Zone(e.To))
}

func (r *cardRenderer) countersAtLeastEN(p rules.SelfCounters) string {
	name := r.counterName(p.Kind, 1)
	return plural(p.N, sp("this has a %s counter", name), sp("this has %%d or more %s counters", name))
}

func (r *cardRenderer) nextCostEN(e rules.NextCardCosts) string {
	what := sp("the next %s you play this turn", r.filter(e.Filter, false))
	switch {
	case e.HasSet && e.Delta != 0:
		return sp("%s costs %s, then %+d", what, r.resources(e.Set), e.Delta)
	case e.HasSet:
		return sp("%s costs %s", what, r.resources(e.Set))
	case e.Delta < 0:
		return sp("%s costs %s less", what, r.resources(-e.Delta))
	}
	return sp("%s costs %s more", what, r.resources(e.Delta))
}

func (r *cardRenderer) replaceEN(e rules.ReplaceNextDamage) string {
	if d := e.Delta; d < 0 {
		return sp("the next time your hero would be dealt damage this turn, it is dealt %d less instead (CR 6.4)", -d)
	}
	return sp("the next time your hero would be dealt damage this turn, it is dealt %d more instead (CR 6.4)", e.Delta)
}

func (r *cardRenderer) drawDiscardEN(e rules.DrawThenDiscardRandom) string {
	s := "draw a card, then discard a random card"
	if len(e.IfSixPower) > 0 {
		s += "; if the discarded card has power 6 or more, " + r.nested(e.IfSixPower)
	}
	return s
}

// filterEN is filter in English: "Brute attack action card with cost 2
// or more", "sword attack", "weapon attack".
func filterEN(_ *cardRenderer, f rules.AttackFilter, attack bool, adj []string) string {
	var noun string
	switch {
	case f.Weapon:
		noun = "weapon attack"
	case f.ActionCard:
		noun = "attack action card"
	case attack || f.Subtypes.Has(rules.Attack):
		noun = "attack"
	default:
		noun = "card"
	}
	s := noun
	if len(adj) > 0 {
		s = strings.Join(adj, " ") + " " + noun
	}
	switch {
	case f.MinCost > 0 && f.HasMaxCost:
		s += sp(" with cost %d to %d", f.MinCost, f.MaxCost)
	case f.MinCost > 0:
		s += sp(" with cost %d or more", f.MinCost)
	case f.HasMaxCost && f.MaxCost == 0:
		s += " with cost 0"
	case f.HasMaxCost:
		s += sp(" with cost %d or less", f.MaxCost)
	}
	return s
}

// sentenceEN capitalises a clause and ends it with a full stop.
func sentenceEN(s string) string {
	ch, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(ch)) + s[n:]
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, ".\"") {
		return s
	}
	return s + "."
}

// article puts "a" or "an" before an English noun phrase.
func article(s string) string {
	if s != "" && strings.ContainsRune("aeiouAEIOU", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

// plural is one when n is 1, else many with n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return sp(many, n)
}

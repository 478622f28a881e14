package text

// English: everything the game says in English. The names of types,
// keywords, zones... are the engine's own words (package rules).

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves/scenario"
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
	// lead: the saves folder and a file over its size bound (internal/cli/lang.go)
	"cmd.save-no-dir":    "no folder for saved games: set RATHE_HOME",
	"cmd.save-dir":       "the folder of saved games",
	"cmd.file-too-large": "%s: larger than %d bytes",
	// lead: goldfish command errors (internal/cli/goldfish.go)
	"cmd.gf-format":          "goldfish: --format %q: want blitz or cc",
	"cmd.gf-two-decks":       "goldfish: two decks are compared with --auto only",
	"cmd.gf-auto-only":       "goldfish: --%s goes with --auto",
	"cmd.gf-equip2":          "goldfish: --equip2 is the second deck's, with two decks and --auto",
	"cmd.equip-empty":        "%s %q names no weapon or equipment: give their names separated by commas (\"Name,Name\")",
	"cmd.gf-runs":            "goldfish: --runs %d: want 1 to %d",
	"cmd.gf-workers":         "goldfish: --workers %d: want 1 to %d",
	"cmd.gf-samples":         "%s: --samples %d: want 1 to %d",
	"cmd.gf-turns":           "goldfish: --turns %d: want 1 to %d (0: 30)",
	"cmd.gf-best-scenario":   "goldfish best: name a scenario with --scenario FILE",
	"cmd.gf-best-start-game": "%s: a `start: game` scenario has no position to search; goldfish best needs a turn in progress",
	"cmd.gf-best-p2":         "%s: the position is player 2's turn; goldfish best plays player 1's turn",
	"cmd.gf-game-failed":     "goldfish: game %d (game seed %d, bot seed %d)",
	// lead: the descriptions of rules, learn and goldfish (internal/cli/rules.go,
	// internal/cli/learn.go, internal/cli/goldfish.go)
	"cli.rules": "the rules in our own words, with CR numbers: a number, a word, or the sections",
	"cli.rules-long": `rules prints the rulebook: an entry for every Comprehensive Rules (CR)
number the game cites, and for its keywords and terms, written for rathe
(never the CR's own text), in English or Japanese (--lang ja).

  rathe rules              the chapters and sections
  rathe rules 7.3.2        an entry (a sub-rule leads to the entry that
                           explains it, a missing one to its nearest parent)
  rathe rules go again     an entry by title or term, or the list of matches

Exit status: 0 found, 1 nothing matches, 2 usage.`,
	"cli.learn":       "guided lessons, one mechanic at a time: a menu, --list, lesson N, or a lesson file",
	"flag.learn-list": "print the lessons, numbered, done or not",
	"cli.goldfish":    "practise a deck against a goldfish; --auto --runs N for statistics of its best lines",
	"cli.goldfish-long": `goldfish plays a deck (default cb-rhinar) against a goldfish: a hero with the
format's life (20 in blitz, 40 in cc), no cards and no equipment, which never
defends and never acts.

With --auto the goldfish bot plays --runs games to the goldfish's death (or
--turns of its turns), each turn the best line of damage it finds (rules/bot:
an exact search of the turn's choices), and sums them up: turns to kill, damage
a turn, turns that dealt nothing, and for each card how often it was drawn,
played, pitched and put in the arsenal. Game i is seeded from --seed and i, so
the result is the same for any --workers. Two decks with --auto are played on
the same seeds and compared (a Mann-Whitney U test of the turns to kill).`,
	"cli.goldfish-best": "the best line of player 1's turn in a scenario's position, against player 2 as a goldfish",
	"cli.goldfish-best-long": `best searches every line of player 1's turn from a scenario's position
(FORMAT.md) and prints the most damage and the line that deals it. Player 2
is played as a goldfish: it passes, never defends and never acts. The
file's answers and expectations are not used: only the position counts.
A card the line draws is unknown: the line is the one of most damage on
average over what the deck may hold, with the least and the most it deals;
--known-deck takes the file's deck order as known and gives the exact line.`,
	"flag.goldfish-format":    "the goldfish's life: blitz (20) or cc (40)",
	"flag.goldfish-auto":      "the goldfish bot plays the deck: statistics of --runs games",
	"flag.goldfish-runs":      "games the bot plays (--auto)",
	"flag.goldfish-turns":     "the most turns of the deck a game lasts (--auto; 0: 30)",
	"flag.goldfish-equip":     "the deck's weapons and equipment to start with, from its spares: \"Name,Name\", with the cards every set holds (else asked on the board, remembered per deck; --auto: the first set offered)",
	"flag.goldfish-equip2":    "the same for the second deck (--auto with two decks)",
	"flag.goldfish-workers":   "games played at once (--auto; the results are the same for any number)",
	"flag.goldfish-json":      "print JSON (--auto): runs, seed, turns_to_kill_mean, turns_to_kill_ci, turns_to_kill_median, turns_to_kill_hist, killed_by_turn, damage_per_turn_mean, damage_per_turn_ci, damage_by_turn, opening_hand, equipment, cards, ms, memo, and samples when --samples is not the default",
	"flag.goldfish-samples":   "the worlds the bot's search deals at a chance node it does not deal exactly (a next card that may be more than 12 distinct cards, a random outcome) (--auto, goldfish best): fewer search faster and play a little worse (BENCHMARKS.md)",
	"flag.goldfish-scenario":  "the scenario file whose position is searched",
	"flag.goldfish-best-json": `print {"damage","damage_min","damage_max","line","steps","lines_searched","ms"}`,
	"flag.goldfish-puzzle":    "the scenario's deck order is known (a puzzle): the exact line, with no expectation over the draws",
	// names
	"player.nobody":  "nobody",
	"card.hidden":    "a hidden card",
	"card.unseen":    "a card",
	"list.type-line": " ",
	"list.and":       " and ",
	"list.or":        " or ",
	"list.mods":      " and ",
	"list.keywords":  ", ",
	"list.costs":     ", ",
	"list.sentences": " ",

	// why an action is not legal (rules.Reason) and why an answer is refused
	"blocked.needed-for-cost":     "no card left for its other cost: %s is needed to pay it and cannot also be pitched",
	"blocked.needed-for-cost.row": "%s is needed for its other cost",

	// prompts, their options and what choosing one does
	"list.equip": ", ",

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
	"board.more-cards":          "+%d (tab)",
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
	"board.defended-by-total":   "defended by %s",
	"board.defense-first":       "%dd: %s",
	"board.defended-by":         "defended by %s",
	"board.defended-by-short":   "def %s",
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
	"board.slot-off-hand":       "off-hand",
	"board.layer-card":          "card",
	"board.layer-ability":       "ability",
	"board.layer-trigger":       "trigger",

	// what a board command offers without a terminal (boardTerminal)
	"cmd.learn-hint":    "; `rathe learn --list` lists the lessons without one",
	"cmd.saves-hint":    "; `rathe saves list` and `rathe replay FILE --to-end` read saved games without one",
	"cmd.replay-hint":   "; --to-end (with --json or not) prints where the game ends without one",
	"cmd.goldfish-hint": "; `rathe goldfish --auto` plays games against the goldfish without one",

	// the hand-off guard (internal/cli/play.go)
	"cmd.bad-handoff-guard": "RATHE_HANDOFF_GUARD=%s: not a duration of 0 or more (such as 0s or 400ms)",

	// the commands (internal/cli)
	"cmd.dumb-terminal":  "the board cannot draw on a dumb terminal (TERM=dumb): run it in a terminal that can move the cursor",
	"cmd.not-a-terminal": "the board draws on a terminal, and the output is not one (redirected to a file or a pipe?)",
	"cmd.no-keys":        "the board needs a terminal to read keys from",
	"cmd.bad-stop":       "--stops: no stop %q; the places are %s, each alone or after own- or opp-, or none, default, all",
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

	// the last state of the game could not be saved (exit 1)
	"cmd.not-saved-holds":  "%s still holds the game as it stood on turn %d",
	"cmd.not-saved-nofile": "no file holds this game",

	// the cards command (internal/cli/cards.go): a card's numbers, search and audit
	"stat.pitch":         "pitch",
	"stat.cost":          "cost",
	"stat.power":         "power",
	"stat.defense":       "defense",
	"stat.life":          "life",
	"stat.intellect":     "intellect",
	"cmd.keywords":       "keywords: ",
	"cmd.not-playable":   "Not playable yet: a real card the engine does not implement (no text is shown).",
	"cmd.search-columns": "NAME\tCOST\tPITCH\tPOWER\tDEFENSE\tPLAYABLE",
	"cmd.search-yes":     "yes",
	"cmd.search-no":      "not yet",
	// cmd.no-sources is cards.ErrNoSources as the audit says it.
	"cmd.no-sources":            "the source tree this binary was built from is not here",
	"cmd.audit-ok":              "ok     ",
	"cmd.audit-missing":         "MISSING",
	"cmd.audit-tests":           "tests",
	"cmd.audit-total":           "%d cards in the decks: %d not implemented, %d without tests",
	"cmd.audit-total-uncounted": "%d cards in the decks: %d not implemented; tests not counted: %s",
	// `rathe cards audit --decks`: the precon lists (internal/cli/audit_precons.go)
	"cmd.precon-intro":                "%d of %d precon lists are playable. CARDS: the distinct cards of a list the engine implements, of those the card data knows (tokens included); COPIES: the same in copies of the card-pool. Lines with no card data (sets newer than the data) are not counted.",
	"cmd.precon-col-list":             "LIST",
	"cmd.precon-col-hero":             "HERO",
	"cmd.precon-col-format":           "FORMAT",
	"cmd.precon-col-cards":            "CARDS",
	"cmd.precon-col-copies":           "COPIES",
	"cmd.precon-col-playable":         "PLAYABLE",
	"cmd.precon-yes":                  "yes",
	"cmd.precon-no":                   "not yet",
	"cmd.precon-keywords":             "keywords not yet modelled: %s",
	"cmd.precon-missing-count":        "other cards missing: %d",
	"cmd.precon-missing-few":          "other cards missing: %d (%s)",
	"cmd.precon-no-data-count":        "no card data: %d",
	"cmd.precon-problems-count":       "problems in its format: %d",
	"cmd.precon-sep":                  "; ",
	"cmd.precon-shipped":              "Also shipped as decks, precons outside these lists: %s.",
	"cmd.precon-more":                 "rathe cards audit --decks ID names the missing cards of a list; --json gives every list in full.",
	"cmd.precon-numbers":              "%s · cards %d/%d · copies %d/%d · %s",
	"cmd.precon-not-playable":         "not playable yet",
	"cmd.precon-playable":             "playable: rathe play --p1 %s",
	"cmd.precon-playable-not-shipped": "playable, not shipped as a deck yet",
	"cmd.precon-keyword":              "keyword not yet modelled, %s (%d): %s",
	"cmd.precon-missing":              "other cards missing, no keyword above (%d): %s",
	"cmd.precon-no-data":              "no card data, not counted (%d): %s",
	"cmd.precon-unknown":              "cards audit --decks: no precon list %q (lists: %s)",

	// `rathe goldfish best` and `--auto`, the goldfish
	// bot's line (tui/goldchart renders the steps).
	"goldfish.step.play":        "play %s",
	"goldfish.step.activate":    "activate %s",
	"goldfish.step.activate-is": "activate %s: %s",
	"activate.go-again":         "%s, with go again",
	"goldfish.step.pitch":       "pitch %s",
	"goldfish.step.arsenal":     "arsenal %s",
	"goldfish.step.yes":         "yes (%s)",
	"goldfish.step.yes-is":      "yes (%s): %s",
	"yes.pay":                   "pay %s, then %s",
	"yes.hero-attacked":         "the attacked hero",
	"yes.hero-hit":              "the hero hit",
	"yes.banish":                "banish %s from your hand (CR 8.5.1), then %s",
	"yes.discard":               "discard a card of your choice (CR 8.5.5), then %s",
	"yes.destroy-self":          "destroy this (CR 8.5.4), then %s",
	"goldfish.step.no":          "no (%s)",
	"goldfish.step.mode":        "mode %d of %s",
	"goldfish.step.mode-is":     "mode %d of %s: %s",
	"goldfish.step.target":      "target %s",
	"goldfish.step.x":           "X = %d",
	"goldfish.step.choose":      "choose %s",
	"goldfish.step.order":       "order %d: %s",
	"goldfish.step.bottom":      "put %s on the bottom of your deck",
	"goldfish.step.top":         "put %s on top of your deck",
	"goldfish.step.discard":     "discard %s",
	"goldfish.step.banish":      "banish %s",
	"goldfish.step.reveal":      "reveal %s",
	"goldfish.step.draw":        "draws %s",
	"goldfish.step.search":      "find %s in your deck (CR 8.5.19)",
	"goldfish.line-empty":       "nothing to do: pass",
	"goldfish.step.drawn":       "draws %s, %d in %d (the steps after are for it; over every draw: %s expected, %d to %d)",
	"goldfish.step.outcome":     "the cards you cannot know come out %d ways; the steps after are for this one (%d in %d searched; over all: %s expected, %d to %d)",
	"goldfish.step.drawn-end":   "draws %[1]s, %[2]d in %[3]d: then the line deals %[7]d and plays nothing more (over every draw: %[4]s expected, %[5]d to %[6]d)",
	"goldfish.step.outcome-end": "the cards you cannot know come out %[1]d ways; in the one shown (%[2]d in %[3]d searched) the line deals %[7]d and plays nothing more (over all: %[4]s expected, %[5]d to %[6]d)",

	// A sampled outcome that draws: the card drawn.
	"goldfish.step.outcome-drew":     "draws %[7]s, one of %[1]d outcomes (%[2]d in %[3]d searched): the steps after are for it (over all: %[4]s expected, %[5]d to %[6]d)",
	"goldfish.step.outcome-drew-end": "draws %[7]s, one of %[1]d outcomes (%[2]d in %[3]d searched): then the line deals %[8]d and plays nothing more (over all: %[4]s expected, %[5]d to %[6]d)",

	"goldfish.drew-then":        "%s, then %s",
	"goldfish.step-dealt":       "%s · %d damage",
	"goldfish.step-dealt-total": "%s · %d damage (%d in all)",
	// the computer opponent's reasons (rules/bot: Opponent.Last, text/opponent.go)
	"bot.move-asked":                "%s (player %d) is asked: %s",
	"bot.move-asked-seat":           "%s is asked: %s",
	"bot.move-answer":               "answer: %s",
	"bot.move-nothing":              "nothing",
	"bot.move-why":                  "why: %s",
	"bot.move-cost":                 "%s, seed %d: %d worlds searched, %d ms",
	"bot.move-cost#one":             "%[1]s, seed %[2]d: %[3]d world searched, %[4]d ms",
	"cmd.bot-scenario":              "bot move: name a scenario with --scenario FILE",
	"cmd.bot-level":                 "bot move: --level %q: want easy, normal, hard or greedy",
	"cmd.bot-no-question":           "%s: the position asks nobody anything (the game is over)",
	"bot.and":                       ", ",
	"bot.why.only":                  "the only answer",
	"bot.why.line":                  "%s: its plan deals %d this turn",
	"bot.why.line-lethal":           "%s: its plan is lethal this turn",
	"bot.why.line-spend":            "%s: its plan deals %d this turn and makes the defender spend %d cards",
	"bot.why.line-spend#one":        "%[1]s: its plan deals %[2]d this turn and makes the defender spend a card",
	"bot.why.line-blocked":          "%s: it expects a block, so its plan deals no damage, but makes the defender spend %d cards",
	"bot.why.line-blocked#one":      "%[1]s: it expects a block, so its plan deals no damage, but makes the defender spend a card",
	"bot.why.line-pass":             "passes: its plan deals %d this turn",
	"bot.why.line-pass-lethal":      "passes: its plan is lethal this turn",
	"bot.why.too-big":               "no plan within its budget: the simplest answer",
	"bot.why.block":                 "blocks with %s: saves %d",
	"bot.why.take":                  "takes %d: its cards are worth more kept",
	"bot.why.take-keep":             "takes %d: keeps %s, which would save %d",
	"bot.why.lethal":                "%d damage at %d life: no block saves it",
	"bot.why.save-later":            "blocks nothing: %d damage at %d life, brought below it by the cards it holds",
	"bot.why.save-later-block":      "blocks with %s: %d damage left at %d life, brought below it by the cards it holds",
	"bot.why.save-later-seen":       "blocks nothing: takes %d for now",
	"bot.why.save-later-block-seen": "blocks with %s: %d damage left for now",
	"bot.why.react":                 "plays %s: prevents %d of %d",
	"bot.why.pass":                  "passes",
	"bot.why.pitch":                 "pitches %s for %d",
	"bot.why.first":                 "takes the first turn",
	"bot.why.equip":                 "starts with the most equipment",
	"bot.why.arsenal":               "puts %s in the arsenal: the card it values most",
	"bot.why.keep":                  "chooses %s: the cards it misses least",
	"bot.why.target":                "targets the other hero",
	"bot.why.least":                 "the answer that does the least",
	"bot.why.least-order":           "keeps the listed order",
	"bot.why.least-may":             "declines",
	"bot.why.arsenal-seen":          "puts a card in the arsenal: the card it values most",
	"bot.why.keep-seen":             "chooses the cards it misses least",
	"bot.why.line-seen":             "a step of its plan, which deals %d this turn",
	"bot.why.seen-lethal":           "a step of its plan, which is lethal this turn",
	"bot.why.seen-spend":            "a step of its plan, which deals %d this turn and makes the defender spend %d cards",
	"bot.why.seen-spend#one":        "a step of its plan, which deals %[1]d this turn and makes the defender spend a card",
	"bot.why.seen-blocked":          "a step of its plan, which expects a block: no damage, but the defender spends %d cards",
	"bot.why.seen-blocked#one":      "a step of its plan, which expects a block: no damage, but the defender spends a card",
	"bot.thinking":                  "%s (computer) is thinking…",
	"bot.thinking-key":              "%s (computer) is thinking… · %s ignored: no question yet",
	"goldfish.best-of":              "best line: %s",
	"goldfish.line-damage":          "%d damage",
	"goldfish.line-expected":        "%s damage expected (%d to %d)",
	"goldfish.searched":             "%s searched, %s, in %d ms",
	"goldfish.lines":                "%d lines",
	"goldfish.lines#one":            "%[1]d line",
	"goldfish.positions":            "%d positions",
	"goldfish.positions#one":        "%[1]d position",
	"goldfish.auto-head":            "%s against the goldfish (%d life)",
	"goldfish.auto-runs":            "%d games from seed %d in %.1f s",
	"goldfish.auto-runs#one":        "1 game from seed %[2]d in %.1[3]f s",
	"goldfish.progress":             "%s · %d of %d games",
	"goldfish.progress-left":        " · %s left",
	"goldfish.secs":                 "%d s",
	"goldfish.mins":                 "%d min %d s",
	"goldfish.samples":              "the bot's chance nodes deal %d worlds past the exact (--samples; the default is %d)",
	"goldfish.memo":                 "first turns met in an earlier game: %d of %d (%.0f%%), their lines reused",
	"goldfish.equipment":            "equipment:",
	"goldfish.kill":                 "turns to kill: mean %.2f, median %s",
	"goldfish.kill-ci":              "95%% interval of the mean: %.2f–%.2f",
	"goldfish.no-kill":              "games that did not kill within %d turns: %d",
	"goldfish.hist-turn":            "turn %d",
	"goldfish.hist-none":            "no kill",
	"goldfish.killed-by":            "goldfish dead by the end of the turn (of all games):",
	"goldfish.by-turn":              "damage of each turn, all of it (the killing hit counts whole):",
	"goldfish.by-turn-head":         "TURN\tGAMES\tMEAN\t95%% INTERVAL\tNO DAMAGE",
	"goldfish.damage":               "damage a turn: mean %.2f (95%% %.2f–%.2f), median %s",
	"goldfish.opening":              "opening hand:",
	"goldfish.opening-pitch":        "pitch total: mean %.2f (95%% %.2f–%.2f)",
	"goldfish.opening-play":         "cards playable from the hand: mean %.2f (95%% %.2f–%.2f)",
	"goldfish.cards-head":           "CARD\tDRAWN\tPLAYED\tPITCH\tARSENAL\tSHARE\tTURN DMG",
	"goldfish.cards-note":           "SHARE: of all the damage dealt, by the card that dealt it\nTURN DMG: mean damage of the turns it was played in, ±95%% (blank: never)",
	"goldfish.cmp-cards-head":       "CARD\tPLAYED\tSHARE\tDMG",
	"goldfish.cmp-cards-note":       "SHARE: of all the damage dealt, by the card that dealt it\nDMG: mean damage of the turns it was played in (blank: never)",
	"goldfish.compare-diff":         "mean turns to kill, %s minus %s: %+.2f",
	"goldfish.compare-test":         "Mann-Whitney U = %.1f, z = %.2f, two-sided p = %.3g (normal approximation, ties corrected)",
	"goldfish.compare-sig":          "the difference is significant at the 5%% level",
	"goldfish.compare-not-sig":      "the difference is not significant at the 5%% level",
	"goldfish.compare-too-few":      "too few kills to test the difference",

	// the autosave fails: the warning on the help line (tui/saving.go)
	"autosave.not-saved-since": "not saved since turn %d: %s",
	"autosave.full":            "disk full",
	"autosave.read-only":       "the saves folder is read-only",
	"autosave.no-folder":       "the saves folder is gone",

	// the board's screens (package tui)
	"screen.shuffling":            "Shuffling the decks…",
	"small.size":                  "The terminal is %d×%d; the board needs at least %d×%d.",
	"small.enlarge":               "Enlarge the window, or press q to quit.",
	"small.press-q":               "Press q to quit.",
	"small.needs":                 "Needs %d×%d.",
	"quit.question":               "Quit the game? y yes · n no",
	"quit.question-short":         "Quit the game? y/n",
	"over.stopped":                "The game stopped: ",
	"over.win":                    "Game over: %s wins",
	"over.draw":                   "Game over: a draw",
	"over.turns":                  "turns: %d",
	"over.side":                   "%s  life %d → %d (lost %d) · dealt %d damage · played %d cards",
	"over.side-gained":            "%s  life %d → %d (gained %d, lost %d) · dealt %d damage · played %d cards",
	"over.side#one":               "%[1]s  life %[2]d → %[3]d (lost %[4]d) · dealt %[5]d damage · played 1 card",
	"over.side-gained#one":        "%[1]s  life %[2]d → %[3]d (gained %[4]d, lost %[5]d) · dealt %[6]d damage · played 1 card",
	"over.keys":                   "q then y leaves · l shows the log",
	"log.title":                   "Log",
	"log.rule":                    "log",
	"log.bot":                     "T%d %s (computer): %s",
	"bot.turn-pass":               "passes its turn holding %d cards",
	"bot.turn-pass#one":           "passes its turn holding a card",
	"log.both-pass":               "T%d %s, %s pass (1.11.4)",
	"log.auto":                    " · auto: nothing to play",
	"log.auto-stop":               " · auto: no stop here",
	"log.auto-pass":               " · auto",
	"hand.label":                  "%s's hand",
	"hand.empty":                  "(empty)",
	"fact.resources":              "resources %d",
	"fact.chosen":                 "chosen %d: %dd",
	"fact.from-hand":              "at most %d from hand",
	"fact.action-cards":           "at most %d action card",
	"fact.at-most":                "at most %d",
	"fact.limit-why":              "%s (%s)",
	"fact.order":                  "press them in order; enter keeps the rest as listed",
	"fact.range":                  "choose %d–%d",
	"row.none":                    "none",
	"row.blocked":                 "– %s: not now (%s)",
	"row.blocked-short":           "– %s: not now",
	"row.none-explain":            "choose none of them",
	"row.blocked-explain":         "not now: %s (CR %s)",
	"hint.more":                   "(%s: all of it)",
	"note.whole-turns#one":        "the board passed through your last turn for you: you had nothing to play",
	"note.whole-turns":            "the board passed through your last %d turns for you: you had nothing to play in any of them",
	"note.hold-on":                "you will keep priority after your own cards and abilities",
	"note.hold-off":               "auto-pass after your own layers again",
	"note.stop":                   "the board will stop at the next step even with nothing to play",
	"note.key-ignored":            "%s ignored: this question came just now; read it, then press again",
	"note.confirm-lethal-defense": "enter again to take %d damage with %d life: it is lethal · any other key stays",
	"note.confirm-pass":           "pass again to end your action phase, any other key stays · still playable: %s",
	"note.confirm-pass-ahead":     "a new question: pass again to end your action phase, any other key stays · still playable: %s",
	"list.and-more":               "%s and %d more",
	"list.more-above":             "↑ %d more",
	"list.more-below":             "↓ %d more",
	"pager.more-below":            "↓ %d more lines (%s)",
	"pager.more-below#one":        "↓ 1 more line (%[2]s)",
	"pager.more-above":            "↑ %d lines above (%s)",
	"pager.more-above#one":        "↑ 1 line above (%[2]s)",
	"note.no-option":              "there is no option %d",
	"note.blocked":                "%s — not now: %s (CR %s)",
	"note.answered-none":          "answered: none",
	"note.record-ends":            "the record ends here: the game goes on with `rathe load`",
	"undo.done":                   "undone: back to your last %s",
	"undo.done-n":                 "undone: %d of your answers taken back, to your %s on turn %d",
	"undo.done-n#one":             "undone: your last answer taken back, to your %[2]s on turn %[3]d",
	"undo.kind.priority":          "priority choice",
	"undo.kind.pitch":             "pitch choice",
	"undo.kind.x":                 "choice of X",
	"undo.kind.modes":             "choice of modes",
	"undo.kind.target":            "choice of target",
	"undo.kind.attack-target":     "choice of whom to attack",
	"undo.kind.defenders":         "defend choice",
	"undo.kind.order":             "choice of order",
	"undo.kind.may":               "yes-or-no choice",
	"undo.kind.cards":             "choice of cards",
	"undo.kind.first-player":      "choice of who goes first",
	"undo.kind.equip":             "choice of equipment",
	"undo.kind.any":               "last choice",
	"undo.unavailable":            "undo is not available in this game",
	"undo.nothing":                "nothing to undo: you have not answered anything yet",
	"undo.other":                  "cannot undo: the other player has answered since your last choice (undo never takes back the opponent's)",
	"undo.hidden":                 "cannot undo: %s since your last choice; undoing would let you choose again knowing it (CR 3.0.3)",
	"undo.not-now":                "cannot undo now",
	"handoff.pass-to":             "Pass to %s — press Enter",
	"handoff.turn":                "Turn %d — %s",
	"handoff.go-on":               "press Enter to begin",
	"info.pitch":                  "pitch %d %s",
	"info.no-defense":             "no defense: it cannot defend (CR 7.3.2b)",
	"browser.title":               "Cards on the table — enter: text · esc: back",
	"browser.where.hand":          "in hand",
	"browser.where.chain":         "on the chain",
	"browser.where.defending":     "defending",
	"browser.where.stack":         "on the stack",
	"browser.where.weapon":        "weapon",
	"browser.where.equipment":     "equipment",
	"browser.where.permanent":     "in the arena",
	"browser.where.arsenal":       "arsenal",
	"browser.where.pitch":         "pitch zone",
	"browser.where.waiting":       "its effect waits",
	"browser.where.graveyard-top": "top of the graveyard",
	"replay.title":                "replay %s",
	"replay.at":                   "decision %d/%d · turn %d",
	"replay.keys":                 "← → decision · pgup pgdn turn · home end · q quit",

	// the help line: what each key does now (keys.go)
	"key.choose":     "choose",
	"key.toggle":     "toggle",
	"key.move":       "move",
	"key.enter":      "choose",
	"key.confirm":    "confirm",
	"key.confirm-x":  "confirm X",
	"key.x-step":     "X up/down",
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
	"key.help-more":  "more",
	"key.scroll":     "scroll",
	"key.quit":       "quit",
	"key.yes":        "yes, quit",
	"key.no":         "no, go on",
	"key.show-hand":  "show my hand",

	// the help line's short words, when its keys do not all fit in
	// their own words (view.go)
	"key.toggle-short":        "toggle",
	"key.undo-short":          "undo",
	"key.stop-short":          "stop",
	"key.hold-short":          "hold",
	"key.scroll-log-short":    "log",
	"key.panel-close-short":   "close",
	"key.next-rule-short":     "next",
	"key.restart-short":       "again",
	"key.gf-new-short":        "new",
	"key.gf-replay-short":     "again",
	"key.gf-best-short":       "best",
	"key.gf-their-turn-short": "its turn",

	// the ? screen: every key (overlay.go)
	"help.title":     "Keys",
	"help.choose":    "choose by number, 0 the tenth (toggle when several are chosen)",
	"help.move":      "move and choose; enter confirms a selection",
	"help.toggle":    "toggle the highlighted option",
	"help.pass":      "pass priority (CR 1.11.4); twice if cards could be played",
	"help.undo":      "undo your last choice (not past the other's answer or a draw)",
	"help.text":      "text of the highlighted card",
	"help.cards":     "browse the cards on the table; enter shows a card's text",
	"help.stop":      "stop at the next step even when only passing is possible",
	"help.hold":      "keep priority after your own cards and abilities",
	"help.log":       "the log (every event with its rule)",
	"help.back":      "back",
	"help.quit":      "quit (asks y/n)",
	"help.auto-pass": "Stops: the board asks you in your action phase, at the reaction step of the other's attacks (and of yours if your deck has attack reactions or instants that target an attack), and at the resolution step of your attack with an action point left (the next attack continues the chain), whatever you hold; elsewhere it passes for you. s: stop at the next step; h: keep priority after your cards; play --stops sets them; --full-control: always.",
	"help.bot":       "The computer plays %s, with no hand-off: it answers at once, and each of its choices is in the log with its reason.",
	"help.handoff":   "The screen shows \"Pass to …\" before each player's choice: hand the keyboard over. u on it takes back the last move, until the next player answers.",

	// the rulebook (rathe rules, r in the board) and the
	// rules panel (e). The rules themselves are in tui/rulebook.
	"rulebook.title":          "CR %s  %s",
	"rulebook.sections":       "The rules in our own words, with their CR numbers. rathe rules NUMBER or rathe rules WORD reads one.",
	"rulebook.terms":          "Terms: %s",
	"rulebook.covers":         "Also explains: %s",
	"rulebook.see":            "See: %s",
	"rulebook.covered-by":     "CR %s is explained with CR %s.",
	"rulebook.nearest":        "CR %s has no entry of its own; the nearest is CR %s.",
	"rulebook.unknown-number": "rules: no rule %s in the rulebook (rathe rules lists the sections)",
	"rulebook.no-match":       "rules: nothing matches %q (rathe rules lists the sections)",
	"rulebook.matches":        "%d entries match %q:",
	"rulebook.also":           "Also: %s",
	"rulebook.screen":         "Rules in our words",
	"rulebook.related":        "Related rules (tab moves, enter opens):",
	"rulebook.on-screen":      "On the screen now:",
	"rulebook.nothing":        "no CR number on the screen to open",
	"key.rules":               "rule",
	"key.rules-close":         "close rules",
	"key.panel":               "explain",
	"key.panel-more":          "read on",
	"key.panel-close":         "close explanation",
	"key.next-rule":           "next rule",
	"key.open-rule":           "open",
	"help.rules":              "the rule in focus, in our words (tab, enter: related rules; esc: back)",
	"help.panel":              "the rules panel: where the game stands and who may do what now; e reads on a page, E goes back to its top",
	"panel.setup":             "Before the game: the start-of-game procedure; nobody gets priority (CR 4.1).",
	"panel.start":             "%s's start phase: start-of-turn effects happen; nobody gets priority (CR 4.2).",
	"panel.action":            "%[1]s's action phase, no combat: %[1]s may play an action card or activate an action ability (each costs an action point), or an instant; both passing with an empty stack ends the phase (CR 4.3.4).",
	"panel.layer":             "Layer step: %s's attack waits on the stack. Only instants now; when both pass in a row it resolves and becomes a chain link (CR 7.1).",
	"panel.attack":            "Attack step: the attack is on the combat chain, attacking. Only instants now; both passing leads to the defend step (CR 7.2).",
	"panel.defend":            "Defend step: %s defends with cards from hand and equipment; their defense comes off the attack's power. Then only instants; both passing leads to the reaction step (CR 7.3).",
	"panel.reaction":          "Reaction step: %s, attacking, may play attack reactions; %s, defending, defense reactions; instants for both. When both pass in a row with the stack empty, damage is dealt (CR 7.4).",
	"panel.damage":            "Damage step: the attack dealt its power minus the total defense (a hit if any damage). Only instants now; both passing leads to the resolution step (CR 7.5).",
	"panel.resolution":        "Resolution step: the chain link resolved and its attack's go again gave %[1]s an action point (CR 7.6.2): %[1]s may attack again; both passing closes the combat chain (CR 7.6).",

	// CR 7.6.2: what gave the action point, or that nothing did.
	"panel.resolution-no-go-again-ap#one": "Resolution step: the chain link resolved; its attack had no go again, so it gave no action point (CR 7.6.2), but %[1]s still has one and may attack again; both passing closes the combat chain (CR 7.6).",
	"panel.resolution-no-go-again-ap":     "Resolution step: the chain link resolved; its attack had no go again, so it gave no action point (CR 7.6.2), but %[1]s still has %[2]d and may attack again; both passing closes the combat chain (CR 7.6).",
	"panel.resolution-no-ap":              "Resolution step: the chain link resolved; its attack had no go again, so %s gained no action point (CR 7.6.2) and cannot attack again; both passing closes the combat chain (CR 7.6).",
	"panel.resolution-spent":              "Resolution step: the chain link resolved and its attack's go again gave %[1]s an action point (CR 7.6.2), but %[1]s has none now and cannot attack again; both passing closes the combat chain (CR 7.6).",

	"panel.close":             "Close step: the combat chain closes (blade break, battleworn); nobody gets priority (CR 7.7).",
	"panel.end":               "%s's end phase: arsenal a card, pitched cards to the bottom of the deck, points lost, hand refilled to intellect; nobody gets priority (CR 4.4).",
	"panel.over":              "The game is over (CR 4.5).",
	"panel.stack#one":         "One layer on the stack: it resolves when both pass in a row (CR 5.3.1).",
	"panel.stack":             "%d layers on the stack: the top one resolves first, when both pass in a row (CR 5.3.1).",
	"panel.ask-priority":      "%s has priority: play or activate an offered option, or pass (CR 1.11).",
	"panel.ask-pitch":         "%s is paying a cost: pitch cards one at a time until the resources suffice (CR 1.14.2d).",
	"panel.ask-x":             "%s chooses X, no more than they could pay (CR 5.1.3a).",
	"panel.ask-modes":         "%s chooses the modes of a modal card (CR 1.7.5).",
	"panel.ask-target":        "%s chooses a target among the legal ones (CR 1.8.5).",
	"panel.ask-attack-target": "%s chooses whom the attack targets (CR 1.4.5).",
	"panel.ask-defenders":     "%s chooses defending cards, or none (CR 7.3.2).",
	"panel.ask-order":         "%s chooses an order: the first chosen comes first (CR 1.10.2d, 4.4.3c).",
	"panel.ask-may":           "%s decides whether to use a \"may\" effect (CR 1.8.3).",
	"panel.ask-cards":         "%s chooses cards for an effect (CR 1.8.6).",
	"panel.ask-first-player":  "%s chooses who takes the first turn (CR 4.1.3).",
	"panel.join":              " ", // between the panel's sentences
	// lessons on the board (tui/lesson.go) and `rathe learn`
	// (internal/cli/learn.go)
	"key.hint":              "hint",
	"key.restart":           "restart",
	"lesson.title":          "Lesson %d · %s",
	"lesson.goal":           "Goal: %s",
	"lesson.and":            ", and ",
	"goal.damage":           "deal %d damage this turn",
	"goal.take-at-most":     "take at most %d damage",
	"goal.arsenal":          "end your turn with a card in your arsenal",
	"goal.win":              "win the game",
	"lesson.hint":           "Hint %d/%d: %s",
	"lesson.nudge":          "Press ? for a hint (three levels: a nudge, the rule, the move).",
	"lesson.no-more-hints":  "that was the last hint: the move is in the panel",
	"lesson.missed":         "Goal missed. u undoes your last choice, R starts the lesson again.",
	"lesson.met":            "Goal met! Pass (p) to the end of the combat chain to finish the lesson.",
	"lesson.restarted":      "the lesson starts again",
	"lesson.start":          "start",
	"lesson.leave":          "leave",
	"lesson.intro-keys":     "enter starts the lesson · in the lesson, ? gives a hint, u undoes, R starts again, F1 shows every key, q leaves",
	"lesson.complete":       "Complete: %s",
	"lesson.title-file":     "Lesson · %s",
	"lesson.taught":         "The rules this lesson taught",
	"lesson.progress-error": "could not record the lesson as done: %s",
	"learn.done":            "done",
	"learn.not-done":        "not done",
	"learn.menu-title":      "Lessons: learn Flesh and Blood by playing",
	"learn.no-lesson":       "learn: no lesson %q: give a number from 1 to %d (rathe learn --list)",
	"learn.list-no-lesson":  "learn: --list takes no lesson (usage: %s)",
	"learn.finished":        "rathe: lesson %d done. Next: rathe learn %d",
	"learn.all-finished":    "rathe: lesson %d done. That was the last lesson.",
	"learn.left":            "rathe: lesson %d left before its goal (rathe learn %d starts it again)",
	// the goldfish board (tui/goldfish*.go)
	"key.gf-new":             "new deal",
	"key.gf-replay":          "replay",
	"key.gf-best":            "best line",
	"key.gf-their-turn":      "stop its turn",
	"gf.note-new":            "A new shuffle (seed %d)",
	"gf.ask-new":             "Deal a new shuffle? This game's play is dropped. y yes · n no",
	"gf.ask-same":            "Deal the same shuffle again? This game's play is dropped. y yes · n no",
	"gf.note-same":           "The same shuffle again (seed %d)",
	"gf.panel-title":         "Goldfish",
	"gf.panel-life":          "life %s of %d",
	"gf.panel-now":           "◂ now",
	"gf.panel-total":         "total %d",
	"gf.panel-pace":          "pace %.1f a turn",
	"gf.panel-dies":          "dies T%d at this pace",
	"gf.panel-died":          "died on T%d",
	"gf.panel-no-pace":       "no damage yet",
	"gf.panel-thinking":      "best line: thinking…",
	"gf.panel-best":          "best line T%d: %d",
	"gf.panel-best-expected": "best line T%d: %s expected",
	"gf.their-turn-on":       "the board will stop on the goldfish's turn where you can play something (g again: no longer)",
	"gf.their-turn-off":      "the board passes for you on the goldfish's turn again",
	"gf.best-not-your-turn":  "The best line is for your own turn",
	"gf.best-thinking":       "Searching the best line of T%d…  (esc closes)",
	"gf.best-failed":         "The search failed: %s",
	"gf.best-limit":          "The search stopped at its limit of positions: this turn has too many lines to search them all",
	"gf.best-phase":          "No line to search: this turn's first question came after its action phase",
	"gf.best-ended":          "No line to search: the game ended before this turn",
	"gf.best-title":          "Best line of T%d: %d damage · you: %d so far",
	"gf.best-title-expected": "Best line of T%d: %s damage expected (%d to %d) · you: %d so far",
	"gf.best-nothing":        "nothing to play: pass",
	"gf.best-searched":       "%d lines searched · esc or b closes",
	"gf.best-searched#one":   "%[1]d line searched · esc or b closes",
	"gf.over-died":           "The goldfish is dead: turn T%d, your turn %d",
	"gf.over-alive":          "The goldfish still has %d life",
	"gf.over-by-turn":        "Damage by turn:",
	"gf.over-total":          "total %d damage in %d turns · %.1f a turn · %d cards played",
	"gf.over-seed":           "seed %d (R deals it again, as --seed does)",
	"gf.help-title":          "On the goldfish board",
	"gf.help-best":           "the best line of this turn, beside what you did",
	"gf.help-their-turn":     "stop on the goldfish's turn where you can play something (again: no longer); without it the board passes there for you, as nothing happens there to answer",
	"gf.help-new":            "deal a new shuffle (a new seed; asks first once you have played)",
	"gf.help-replay":         "deal the same shuffle again (asks first once you have played)",
	"gf.help-undo":           "undo goes back as far as you like",
	"cmd.gf-died":            "The goldfish died on turn %d: %d damage. %s",
	"cmd.gf-left":            "Left on turn %d, the goldfish at %d life. %s",
	"cmd.gf-again":           "rathe goldfish %s --seed %d deals this game again.",
	"gf.over-keys":           "n new deal · R replay (same shuffle) · u undo · l log · q quit",
	// the commands' words — descriptions, flag help, the usage
	// template, messages — and the problems of deck lists and card-pools
	// (decks.Problem: "deck.<code>" in English is decks.ProblemWords, see
	// problems.go; rules.PoolProblem: "pool.<reason>").
	"cli.cards":      "the card pool: show a card, search the pool, audit the embedded decks",
	"cli.cards-show": "a card's stats, type line, keywords and text",
	"cli.cards-show-long": `show prints a card: name, colour and pitch, cost, power, defense, life,
intellect, type line, keywords, and its text rendered from the engine's
definition (what the engine does, in --lang). NAME may end in (red), (yellow)
or (blue); a name that comes in several colours shows every colour. With
--json it prints a JSON array with one object per card.`,
	"flag.cards-json":  "print one JSON object",
	"flag.audit-decks": "the precon lists instead: each list's cards implemented and whether it plays; IDs show lists in full",
	"cli.cards-search": "cards whose name, types, classes, keywords or text contain every word of QUERY",
	"cli.cards-search-long": `search lists, one per line, the cards whose name, type line, classes,
keywords or rendered text (in English and in --lang) contain every word of
QUERY, ignoring case. It exits 1 when nothing matches.`,
	"cli.cards-audit": "every card of the embedded decks: implemented or not, and how many tests exercise it",
	"cli.cards-audit-long": `audit lists every card the embedded decks name, whether the engine
implements it, and how many tests exercise it: test functions in cards/ and
scenario files naming it, counted as audit runs in the source tree the
binary was built from. A binary whose source tree is not at hand (installed
elsewhere, or built with -trimpath) says the tests were not counted. It
exits 1 when a deck card is not implemented. --json prints
{"cards": [{"name", "pitch", "implemented", "tests"}], "unimplemented": N},
with "tests": null and "tests_not_counted": REASON when not counted.

With --decks it audits the published precon lists instead (embedded as
facts), the playable first: each list's cards implemented of those the card
data knows, and copies; the keywords printed on its missing cards that the
engine does not model yet; the lines with no card data (sets newer than the
data, not counted). audit --decks ID... names the missing cards of those
lists. It exits 0 once printed. --json prints {"lists": [...], "playable":
N, "total": N}.`,
	"cli.play":                "a hot-seat game at this terminal: two players, one keyboard",
	"flag.play-scenario":      "start from the position of a scenario file (its answers are not played)",
	"flag.play-open-hands":    "show both hands and skip the hand-off screen (learning, streaming)",
	"flag.play-full-control":  "ask even when passing is the only choice (no auto-pass)",
	"flag.play-hold-priority": "keep priority after your own cards and abilities instead of auto-passing (h toggles it)",
	"flag.play-stops":         "where the board asks you at priority: places (action, layer, attack, defend, reaction, damage, resolution) with own- or opp- or neither; chain (the resolution step of your attack with an action point left, where the next attack continues the chain); or none, default, all",
	"flag.play-no-confirm":    "one p ends your action phase even with cards to play (no second key)",
	"flag.play-headless":      "no board: two random players play and the log is printed",
	"flag.play-equip":         "player 1's weapons and equipment to start with, from the deck's spares: \"Name,Name\", with the cards every set holds (else asked on the board)",
	"flag.play-equip2":        "the same for player 2",
	"cmd.equip-unread":        "the weapons and equipment remembered per deck could not be read, and are set aside: %s",
	"cmd.equip-unsaved":       "the weapons and equipment chosen could not be remembered: %s",
	"flag.play-first":         "who takes the first turn, p1 or p2: the answer of the player selected at random (CR 4.1.3; else asked on the board)",
	"flag.play-bot":           "the seat the computer plays, and its level: p1 or p2, with :easy, :normal (the default), :hard or :greedy (the yardstick of the measurements) (p2:hard); the other seat is yours, with no hand-off",
	"cmd.deck-check-hint":     "(rathe decks check %s lists these problems)",
	"cmd.bad-first":           "--first: %q is not p1 or p2",
	"cmd.bot-headless":        "--bot plays on the board; without one, games of the computer are played by sim --bot",
	"flag.play-p1":            "player 1's deck: an embedded name or a file",
	"flag.play-p2":            "player 2's deck: an embedded name or a file",
	"cli.saves-resume":        "go on with the most recent unfinished game",
	"cli.saves-load":          "go on with a saved game",
	"cli.saves-replay":        "step through a saved game on the board (→ ← by decision, pgup/pgdn by turn)",
	"flag.saves-to-end":       "no board: replay to the end and print where the game stands",
	"flag.saves-json":         "as JSON",
	"cli.saves":               "saved games: list, rm, scenario",
	"cli.saves-list":          "the saved games, newest first: date, heroes, turn, finished, file",
	"cli.saves-rm":            "delete saved games (a file of the saves folder, or a path)",
	"cli.saves-scenario":      "write the position at a decision of a saved game as a scenario file",
	"flag.saves-turn":         "the turn (required)",
	"flag.saves-decision":     "the decision within the turn, from 1",
	"flag.saves-out":          "the scenario file to write (default: named after the save, in this folder; - for stdout)",
	"flag.saves-reveal":       "show the hidden cards of a game not finished: both hands, the arsenal face down, the order of both decks",
	"cli.scenario":            "headless scenarios: a position, the answers, and what must hold",
	"cli.scenario-run":        "run scenario files (.scn, or folders of them); exit 1 if one fails, 2 if one is malformed",
	"flag.scenario-verbose":   "print each answer and the game's log",
	"cli.bot":                 "the computer opponent outside a game",
	"cli.bot-move":            "the computer opponent's answer to the first question of a scenario's position",
	"cli.bot-move-long": `move plays a scenario's position to its first question and prints the
answer the computer opponent gives for the player asked (who, the answer,
its reason, the worlds it searched and the time). The opponent sees what
that player sees, never the other's hidden cards: two scenarios that
differ only in where those cards lie give the same answer.`,
	"flag.bot-scenario":    "the scenario file whose first question is answered",
	"flag.bot-level":       "the opponent's level: easy, normal, hard or greedy",
	"flag.bot-skip-forced": "answer the questions with one legal answer and ask the first with a choice (the defend question after a priority whose only answer is pass: a scenario holds no position inside the defend step)",
	"flag.bot-json":        "print {\"player\",\"hero\",\"prompt\",\"answer\",\"reason\",\"code\",\"level\",\"seed\",\"samples\",\"ms\"}",
	"cli.sim":              "headless games between random players: statistics, fuzzing, benchmarks",
	"cli.sim-long": `sim plays N games between two random players and sums them up. Game i has
a seed derived from --seed and i, and so do its players, so the same seed
gives the same games and the same hash, whatever --workers: the games are
split over that many goroutines and summed up in game order. The engine's
invariants are checked at every decision of every game (--check events:
after every event, slower, and a break is caught at its event); a game
stopped by an engine error, a panic, a broken invariant or the turn limit
(300) counts as an error, is described on stderr, and makes the exit
status 1.`,
	"flag.sim-games":         "number of games",
	"flag.sim-json":          "print one JSON object: games, p1_wins, p2_wins, draws, errors, turns_mean, decisions, decisions_per_sec, hash; with --bot also bots, bot_decisions, bot_ms_median, bot_ms_p99 (wall), bot_cpu_ms_median, bot_cpu_ms_p99 (the deciding thread's CPU time, Linux) and bot_seats (the same by seat, and of the answers that ran a search: searches, search_ms_, search_cpu_ms_)",
	"flag.sim-workers":       "games played at once (the results are the same for any number)",
	"flag.sim-check":         "when the invariants are checked: decisions (at every decision) or events (after every event)",
	"flag.sim-bot":           "a seat the computer opponent plays, with its level: p1, p2:hard (twice for both seats; the other seat plays at random)",
	"flag.cards-show-json":   "print a JSON array of the matching cards",
	"flag.saves-replay-json": "with --to-end: {\"turns\",\"winner\",\"p1_life\",\"p2_life\",\"hash\"}",
	"cli.rathe":              "Flesh and Blood at the terminal",
	"cli.help":               "Help about any command",
	"cli.usage-template": `Usage:{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [command]{{end}}{{if gt (len .Aliases) 0}}

Aliases:
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

Examples:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}{{$cmds := .Commands}}{{if eq (len .Groups) 0}}

Available Commands:{{range $cmds}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
{{wrapHelp (print "  " (rpad .Name .NamePadding) " " .Short)}}{{end}}{{end}}{{else}}{{range $group := .Groups}}

{{.Title}}{{range $cmds}}{{if (and (eq .GroupID $group.ID) (or .IsAvailableCommand (eq .Name "help")))}}
{{wrapHelp (print "  " (rpad .Name .NamePadding) " " .Short)}}{{end}}{{end}}{{end}}{{if not .AllChildCommandsHaveGroup}}

Additional Commands:{{range $cmds}}{{if (and (eq .GroupID "") (or .IsAvailableCommand (eq .Name "help")))}}
{{wrapHelp (print "  " (rpad .Name .NamePadding) " " .Short)}}{{end}}{{end}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

Flags:
{{.LocalFlags.FlagUsages | wrapHelp | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

Global Flags:
{{.InheritedFlags.FlagUsages | wrapHelp | trimTrailingWhitespaces}}{{end}}{{if .HasHelpSubCommands}}

Additional help topics:{{range .Commands}}{{if .IsAdditionalHelpTopicCommand}}
  {{rpad .CommandPath .CommandPathPadding}} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableSubCommands}}

{{wrapHelp (print "Use \"" .CommandPath " [command] --help\" for more information about a command.")}}{{end}}
`,
	"cli.completion":       "Generate the autocompletion script for the specified shell",
	"cli.completion-shell": "Generate the autocompletion script for %s",
	"cli.decks":            "deck lists: the embedded decks, a list written back, a list checked",
	"cli.decks-long": `decks reads deck lists as players export them: Fabrary's current export
(Name:, Hero:, Format: lines, "Arena cards" and "Deck cards" sections, "3x Name
(red)" lines), Fabrary's and FaBDB's older export (Class:, Hero:, Weapons:,
Equipment: lines, "(2) Name (red)" lines), and plain "2 Name (red)" lines with
the hero and the arena-cards as count-1 lines. A deck is an embedded name
(rathe decks list) or a file path.`,
	"cli.decks-list":  "list the embedded decks",
	"cli.decks-show":  "write a deck list back in the plain format, grouped",
	"cli.decks-check": "check deck lists against a format's deck-building rules",
	"cli.decks-check-long": `check reads each deck (a file or an embedded name) and applies the rules
of its format: the one given with --format, else the one the file declares
(Format:), else Blitz for a young hero and Classic Constructed for an adult.
Every problem of a file is printed at once as FILE:LINE: message. The exit
status is 0 when every deck is legal, 1 otherwise, 2 for a bad --format
or no FILE.`,
	"flag.decks-check-format":      "blitz, cc (Classic Constructed) or welcome; default: the file's Format: line, else by the hero",
	"flag.lang":                    "language of the game's words: en or ja (default: the locale's, LC_ALL, LC_MESSAGES or LANG)",
	"flag.seed":                    "seed of the random generator (sim, scenario: 1 by default; play: a new seed each game unless given)",
	"flag.no-color":                "no colours (NO_COLOR is honoured)",
	"flag.help":                    "help for %s",
	"flag.no-descriptions":         "disable completion descriptions",
	"cmd.bad-lang":                 "unknown language %q (want en or ja)",
	"cmd.usage-error":              "%v (usage: %s)",
	"cmd.command-usage-error":      "%s: %v (usage: %s)",
	"cmd.help-unknown":             "help: unknown command %q (commands: %s)",
	"cmd.name-a-command":           "%s: name a command: %s",
	"cmd.unknown-command":          "unknown command %q (commands: %s)",
	"cmd.decks-columns":            "NAME\tHERO\tFORMAT\tDECK\tARENA",
	"cmd.decks-no-hero":            "(none)",
	"cmd.decks-show-problems":      "decks show: %d problems in %s",
	"cmd.decks-show-problems#one":  "decks show: 1 problem in %[2]s",
	"cmd.decks-bad-format":         "decks check: --format %q: want blitz, cc or welcome",
	"cmd.decks-ok":                 "%s: ok: a %s deck for %s, %d deck-cards and %d arena-cards",
	"cmd.decks-unreadable-illegal": "decks check: %d of %d files could not be read, and %d are not legal",
	"cmd.decks-unreadable":         "decks check: %d of %d files could not be read",
	"cmd.decks-illegal":            "decks check: %d of %d decks are not legal",
	"cmd.decks-nearest-precon":     "%s: nearest playable precon of %s: %s (rathe play --p1 %s)",
	"cmd.decks-nearest-unshipped":  "%s: nearest playable precon of %s: %s (not shipped as a deck yet)",
	"cmd.decks-no-precon":          "%s: no precon of %s is playable yet (rathe cards audit --decks)",
	"cmd.no-card":                  "no card %q",
	"cmd.no-card-lookalike":        "no card %q: it contains %s (%q)",
	"cmd.no-card-closest":          "no card %q; closest: %s",
	"cmd.no-card-matches":          "no card matches %q",
	"cmd.deck-prefix":              "deck %s: ",
	"cmd.audit-unimplemented":      "%d deck cards are not implemented",
	"cmd.stopped-by":               "stopped by %v",
	"cmd.one-save-file":            "%s: takes one save file, got %d (usage: %s)",
	"cmd.save-is-folder":           "is a folder",
	"cmd.save-unreadable":          "cannot be read",
	"cmd.save-no-such-file":        "no such file",
	"cmd.save-bad-path":            "%q: %s (a save file, or the name of one in `rathe saves list`)",
	"cmd.json-to-end":              "--json goes with --to-end",
	"cmd.replay-no-winner":         "none yet",
	"cmd.replay-end":               "turns %d · winner %s · p1 life %d · p2 life %d · hash %s",
	"cmd.no-saves":                 "no saved games in %s",
	"cmd.saves-columns":            "date\theroes\tturn\tfinished\tfile",
	"cmd.saves-not-finished":       "no",
	"cmd.saves-finished":           "yes (%s)",
	"cmd.saves-drawn":              "yes (a draw)",
	"cmd.saves-unreadable":         "unreadable",
	"cmd.saves-skipped":            "skipped (not a save) %s",
	"cmd.rm-name-saves":            "%s: name the saves to delete (usage: %s)",
	"cmd.rm-failed":                "saves rm: %d of %d not removed: %s",
	"cmd.rm-removed":               "removed %s",
	"cmd.scenario-turn":            "saves scenario: --turn N (required) and --decision K count from 1 (usage: %s)",
	"cmd.reveal-unfinished":        "%s: the game is not finished, and %s would show what its players have not seen (both hands, the arsenal face down, the order of both decks): add --reveal to show it anyway",
	"cmd.scenario-over-save":       "saves scenario: %s is a saved game, and a scenario is never written over one: name another file with -o",
	"cmd.scenario-no-first":        "--first: this scenario starts at a position whose first turn is past, so who goes first is already settled (CR 4.1.3): leave --first out (a scenario with 'start: game' takes it)",
	"cmd.scenario-no-decks":        "%s: a scenario's position names both heroes and every card, so it takes no deck and no equipment: leave them out, or play the decks without --scenario",
	"cmd.learn-progress-hint":      "%s records only which lessons are done: move it aside (or remove it) and rathe learn starts a new record",
	"cmd.scenario-wrote":           "wrote %[1]s (turn %[2]d, decision %[3]d): rathe scenario run %[4]s",
	"cmd.scenario-run-no-files":    "scenario run: name at least one .scn file or folder",
	"cmd.sim-games":                "sim: --games %d: want 1 to %d",
	"cmd.sim-workers":              "sim: --workers %d: want 1 to %d",
	"cmd.sim-check":                "sim: --check %q: want decisions or events",
	"cmd.sim-more-errors":          "rathe sim: and %d more games with errors",
	"cmd.sim-more-errors#one":      "rathe sim: and 1 more game with errors",
	"cmd.sim-errors":               "sim: %d of %d games stopped with an error",
	"cmd.sim-errors#one":           "sim: %[1]d of 1 game stopped with an error",
	"cmd.sim-games-from":           "%d games from seed %d: %s (player 1) vs %s (player 2), %s",
	"cmd.sim-games-from#one":       "1 game from seed %[2]d: %[3]s (player 1) vs %[4]s (player 2), %[5]s",
	"cmd.sim-random-players":       "random players",
	"cmd.sim-bot-players":          "the computer at %s, a random player elsewhere",
	"cmd.sim-bots-both":            "the computer at both seats, %s and %s",
	"cmd.sim-wins":                 "  player 1 won %d (%.1f%%), player 2 won %d (%.1f%%), %s, %s",
	"cmd.sim-draws":                "%d draws",
	"cmd.sim-draws#one":            "1 draw",
	"cmd.sim-error-count":          "%d errors",
	"cmd.sim-error-count#one":      "1 error",
	"cmd.sim-turns":                "  %.1f turns a game; %s in %.2fs (%.0f a second)",
	"cmd.sim-hash":                 "  hash %s",
	"cmd.sim-bots":                 "bots %s: %d answers thought about, median %.2f ms, 99th percentile %.2f ms",
	"cmd.sim-bots-cpu":             "  CPU time of the deciding thread: median %.2f ms, 99th percentile %.2f ms",
	"cmd.sim-bot-seat":             "  %s: %d answers, median %.2f ms, 99th percentile %.2f ms; CPU %.2f ms and %.2f ms",
	"format.blitz":                 "Blitz",
	"format.cc":                    "Classic Constructed",
	"format.cc-short":              "CC",
	"format.welcome":               "Welcome",
	"format.auto":                  "auto",
	"list.comma":                   ", ",
	"list.or-last":                 " or ",
	"list.and-last":                " and ",
	"list.problems":                "; ",
	"deck-arg.such-as":             " such as %s",
	"deck-arg.lined":               "%s (line %d)",
	"deck-arg.lookalike":           "a %s letter that looks like %c (U+%04X)",
	"script.greek":                 "Greek",
	"script.cyrillic":              "Cyrillic",
	"cmd.sim-decisions":            "%d decisions",
	"cmd.sim-decisions#one":        "1 decision",
	"cmd.deck-not-found":           "deck %q: not an embedded deck (%s) and not a readable file: %v",
	"cmd.no-unfinished":            "no unfinished game in %s",
	"cmd.save-truncated":           "the file is cut short (truncated): it was not written to its end",
	"cmd.save-corrupted":           "the file was changed after it was written: its checksum does not match",
	"cmd.save-invalid":             "a field of the file is out of range",
	"cmd.save-not-save":            "not a rathe save file",
	"cmd.save-future":              "the file was written by a newer rathe",
	"cmd.save-unknown-card":        "a card this rathe does not know",
	"cmd.save-diverged":            "replaying the answers does not give the recorded game",
	"cmd.unknown-flag":             "unknown flag: --%s",
	"cmd.unknown-shorthand":        "unknown shorthand flag: %q in -%s",
	"cmd.flag-needs-value":         "flag needs an argument: --%s",
	"cmd.flag-needs-value-short":   "flag needs an argument: %q in -%s",
	"cmd.flag-not-a-number":        "want a whole number in digits, such as 42",
	"cmd.flag-number-range":        "a number out of range (too many digits)",
	"cmd.flag-bad-value":           "invalid argument %q for %q flag: %v",
	"cmd.args-exactly":             "accepts %s arg(s), received %s",
	"cmd.args-at-least":            "requires at least %s arg(s), only received %s",
	"cmd.args-at-most":             "accepts at most %s arg(s), received %s",
	"cmd.cobra-unknown-command":    "unknown command %q for %q",

	// the bubbles list of the lesson menu (tui/lesson_menu.go)
	"menu.up":            "up",
	"menu.down":          "down",
	"menu.prev-page":     "prev page",
	"menu.next-page":     "next page",
	"menu.start":         "go to start",
	"menu.end":           "go to end",
	"menu.filter":        "filter",
	"menu.clear-filter":  "clear filter",
	"menu.cancel":        "cancel",
	"menu.apply-filter":  "apply filter",
	"menu.more":          "more",
	"menu.close-help":    "close help",
	"menu.quit":          "quit",
	"menu.choose":        "choose",
	"menu.filter-prompt": "Filter: ",
	"menu.item":          "lesson",
	"menu.items":         "lessons",
	"menu.no-items":      "No lessons.",
	// end
	// where a save's problem is ("FILE:LINE: ...")
	"save.where":                ": ",
	"save.why-mid-action":       "in the middle of an action",
	"save.why-not-action-phase": "not the action phase",
	"save.why-triggers":         "triggered abilities waiting",
	// where a refused position's part is, and its words
	// (the refusals themselves come from rules.PositionWords)
	"pos.where-chain":       "chain link %d: ",
	"pos.where-stack":       "stack layer %d (from the top): ",
	"pos.where-effects":     "effect %d: ",
	"pos.ability-of":        "the ability of %s",
	"pos.ability-activated": "activated",
	"pos.ability-triggered": "triggered",
	// the kinds of path saves.WriteAtomic refuses (saves.FileKind)
	"save.why-cost-paid":             rules.WhyCostPaid,
	"save.why-unnamed-trigger":       rules.WhyUnnamedTrigger,
	"save.why-hidden-trigger-source": rules.WhyHiddenTriggerSource,
	"save.why-gone-source":           scenario.WhyGoneSource,
	// what a path is that a reader refuses (decks.NotRegularError)
	"read.not-regular":     "not a regular file",
	"read.folder":          "a folder, not a file",
	"read.named-pipe":      "a named pipe (FIFO), not a regular file",
	"read.device":          "a device, not a regular file",
	"read.socket":          "a socket, not a regular file",
	"read.not-exist":       "no such file or directory",
	"read.permission":      "permission denied",
	"read.not-dir":         "not a directory",
	"read.no-space":        "no space left on device",
	"read.read-only":       "read-only file system",
	"read.too-big":         "file too large",
	"save.kind-folder":     "a folder",
	"save.kind-named-pipe": "a named pipe",
	"save.kind-socket":     "a socket",
	"save.kind-device":     "a device",
	"save.kind-special":    "a special file",
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

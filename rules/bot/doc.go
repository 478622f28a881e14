// Package bot holds the goldfish bot: the best line of one turn against a
// goldfish (rules/goldfish.go), and a Decider that plays it turn after turn.
// Like every player it meets the engine at the prompt (DESIGN.md: a bot is
// a Decider that searches on clones and sees only its own View).
//
// # The search
//
// Best searches every legal line of the turn player's choices from where
// the game stands to the end of the turn: what to play or activate and in
// which order, what to pitch, modes, targets, X, optional costs, reactions,
// the order of triggers, and which card to put in the arsenal (CR 4.4.3b).
// It is exact for the turn, not a heuristic: every answer the prompts offer
// (Prompt.Options, checked with Prompt.Check) is tried, and nothing is cut
// but what cannot change the outcome:
//
//   - Transpositions. At each priority point the state is hashed
//     (State.Hash) and a position met again by another order of the same
//     plays takes the value found the first time. What the order of plays
//     leaves behind and nothing reads is taken as a set: the pitch zone
//     (its order is chosen when the cards go to the bottom, CR 4.4.3c), the
//     graveyard, and the continuous effects with their timestamps, as long
//     as none of them sets a value (adding power or defense, giving a
//     keyword, changing a cost by an amount give the same result in any
//     order; a "set" effect would make the order count, CR 6.2).
//   - Identical cards. Two options that do the same with copies of the
//     same card in the same place (hand, arsenal, pitch) lead to the same
//     game but for which copy is which; one is tried.
//   - Choices with one answer (one option, "pass" alone, a subset that must
//     take every option) are answered without branching, and the order of
//     the pitched cards going to the bottom of the deck (CR 4.4.3c) is the
//     listed one: it decides only what is drawn turns later.
//
// Two bounds keep a question from exploding, and are the only places the
// search is not every answer: a subset is chosen among the first 14
// options, and an order of more than 6 options (triggers at once) is the
// listed one. No hand of the precons comes near either. An answer that gets
// an action reversed (CR 1.10.3) is no line, and is dropped.
//
// The goldfish's prompts are answered by rules.GoldfishDecider: it passes,
// defends with nothing and takes no "may".
//
// # What a line is worth
//
// A line is compared with another by, in order:
//
//  1. the damage dealt this turn (the goldfish's life lost from where the
//     search began; a line that kills counts the life the goldfish had,
//     so no line is preferred for overkill);
//  2. a card in the arsenal at the end of the turn: it is a card more for
//     the next turn, whatever it is;
//  3. the most cards kept in hand, arsenal and arena (the fewest cards
//     played, pitched or destroyed for their effect, as an equipment that
//     gives a resource): each card kept is one the next turn still has;
//  4. the most power among the cards kept: attacks kept for the next turn
//     rather than blues;
//  5. the first found, in the order the prompts list their options.
//
// The cards kept are counted when the end phase draws (CR 4.4.3e), so the
// cards drawn then do not count.
//
// # Hidden information
//
// The bot knows what its player's View shows and no more: it is given the
// View, never the game. The search runs on a sample of it
// (rules.View.Sample): the player's own deck, and the opponent's hidden
// cards if any, dealt again from Options.Seed and the turn, and the
// game's generator seeded from them. A line that draws a card, reveals the top of the deck or discards
// at random therefore plays out in that one imagined world: its damage is
// what the imagined card or outcome gives, never what the real deck holds.
// The Goldfisher follows its plan while the prompts allow it and searches
// again from the next priority point when the real game has gone another
// way.
package bot

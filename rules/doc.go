// Package rules is the engine: a synchronous, deterministic game of Flesh
// and Blood by the Comprehensive Rules (CR), which asks every choice of a
// Decider through one Prompt. It imports only the standard library.
//
// A file per idea a judge would look for:
//
//	game.go        the game, its loop, Clone; ask (the one way to ask)
//	runturn.go     RunTurn: the loop to the next turn's first priority, or
//	               to a priority question a caller stops at (unasked)
//	               runturn_settled.go or to the end phase once the arsenal
//	               step is done (CR 4.4.3b), a game not to go on with
//	state.go       the state: objects, players, zones, layers, the combat chain;
//	               clones and the snapshot taken before each play
//	hash.go        the state hash (same setup and answers, same hash)
//	rng.go         the seeded generator inside the state (determinism)
//	crrule.go      a CR rule number as one word: CR(7, 4, 1), CRSub(8, 3,
//	               4, 'b'); what events, options and prompts cite
//	setup.go       the start-of-game procedure (CR 4.1); what a deck gives
//	               every game worked out once (Deck.Prepare); games dealt
//	               in the memory of the one before (Table)
//	equip.go       the weapons and equipment each player starts with, the
//	               rest their inventory (CR 4.1.4, 4.1.6)
//	position.go    a position in the middle of a turn: open chain, stack,
//	               priority, effects in force (scenarios, saves);
//	               position_words.go the codes of its refusals
//	pool.go        the card-pool rules (CR 1.1.3, 8.3.6-7, 4.1.4): one check
//	               that decks and setup both call
//	turn.go        the turn: start, action and end phases (CR 4)
//	zones.go       the zone lists (spans of one buffer, Zone, SetZone);
//	               objects moving between zones, drawing, shuffling (CR 3)
//	priority.go    priority and the priority prompt (CR 1.11)
//	prompt.go      the prompt contract: options, blocked, limits, Check;
//	               prompt_part.go a subset checked as it is chosen
//	decider.go     scripted, replay, recorder and random deciders
//	answers.go     the answers of a prompt by its shape: each in turn
//	               (completion, perft, the goldfish bot), the least one,
//	               one drawn at random (the random decider)
//	timing.go      when a card or ability may be used (CR 5.1.1, 8.1)
//	play.go        playing a card, the nine steps (CR 5.1), rewind (1.10.3)
//	costs.go       costs and pitch (CR 1.14), cost effects
//	costreduce.go  static abilities that change a cost while a condition
//	               holds: "this costs {r} less to play", "your sword
//	               attacks cost {r} less to activate" (CR 5.1.6a, 5.2.2b)
//	banishcost.go  banishing cards of given colours from the graveyard as
//	               a cost (CR 8.5.1, 1.14.4)
//	targets.go     targets and attack targets (CR 1.8.1, 5.1.5, 7.2.1)
//	aim.go         what a layer does to its target, harm or help (CR 1.8.5)
//	modes.go       modes (CR 5.1.4)
//	activation.go  activated abilities (CR 5.2); handability.go those
//	               that work from the hand, "discard this" (CR 1.7.4b)
//	resolve.go     layers and resolution (CR 5.3)
//	combat.go      the combat steps (CR 7)
//	through.go     the damage past the defending cards (CR 7.5.2), the
//	               defense a card would defend with, and the least any
//	               answer to a defend question lets through
//	effects.go     continuous effects and durations (CR 6.2, 5.4)
//	triggers.go    triggered and delayed abilities (CR 6.6, 1.10.2b)
//	nexttime.go    "the next time ... this turn": a delayed trigger made
//	               by an effect, whose condition and effects are a grant
//	               of its card (CR 6.6.3)
//	mootorder.go   simultaneous triggers whose order changes nothing go on
//	               the stack unasked (CR 1.10.2d)
//	when.go        the event tests of triggers ("when this attacks")
//	conditions.go  the "if" of an effect
//	combo.go       combo and the chain-link conditions (CR 8.4.1, 7.0.3,
//	               7.5.5): the last attack, link numbers, hits in a row,
//	               "your second attack each turn"
//	defended.go    "defended by an attack action card" (CR 7.0.5): the
//	               conditions on a chain link's defenders, and the trigger
//	               "whenever this is defended by 1 or more ..."
//	gamestate.go   game state actions (CR 1.10.2)
//	stalemate.go   a stalemate (CR 4.5.4d): no player can ever reduce a
//	               life total again, whatever they choose
//	keywords.go    the keyword table (CR 8.3, 8.5)
//	arcane.go      arcane damage and the types of damage (CR 8.5.3b)
//	prevention.go  prevention effects, spellvoid, the order the player
//	               chooses (CR 6.4.10, 6.5.2, 8.3.15)
//	arcanebarrier.go  arcane barrier N: pay N{r} to prevent N arcane
//	               damage (CR 8.3.8), a static prevention
//	choices.go     "may" questions and choosing cards while resolving
//	events.go      events (CR 1.9): what happened, in words fixed then
//	view.go        what one player may see (ViewFor), and the view that
//	               sees everything (Game.Omniscient): outside this
//	               package a game is read through them only;
//	               view_chain.go the stack, the chain links and the
//	               effects in force as a view shows them; view_turn.go
//	               what a player and an object did this turn
//	surface.go     the rest of that surface: the state hash, the seed a
//	               position goes on from
//	sample.go      View.Sample, a whole game consistent with what one
//	               player has seen; View.Hash, what a view shows
//	canon.go       View.SampleInOrder, a sample with the viewer's hand in
//	               the order of its cards (searches that two hands held
//	               in another order must find alike)
//	chance.go      what a player learns they could not know (a card of a
//	               deck, a random outcome), the next card a deck may give,
//	               a world where it does; a view that knows its deck
//	seen.go        what the players remember of hidden cards: the pitched
//	               cards at the bottom of a deck (CR 4.4.3c) until a draw
//	               takes one or a shuffle (View.Known)
//	ahead.go       View.Ahead, the viewer's next turn from their own side
//	               alone (a bot's look ahead at what a block costs)
//	searchkey.go   the position key of the goldfish bot's table
//	plaintoken.go  View.PlainToken: a token nothing tells apart from
//	               another of its definition (one choice for a search)
//	bycolour.go    View.AlikeInGraveyard: two cards of a graveyard that
//	               nothing tells apart but their colour (a cost banishes
//	               either: one choice for a search)
//	forlater.go    View.ForLater: an activation nothing of the rest of
//	               the turn depends on (an equipment destroyed for a token
//	               of the next turn), which a search may order as it likes
//	idleplay.go    View.IdlePlay: a free prevention of damage to its
//	               player on a turn where none can come (Game.Unharmed)
//	               and nothing reads the play (a search passes instead)
//	reach_grave.go the cards that may still reach the graveyard this
//	               turn, and whether a card may be drawn: a banishing
//	               cost that can never be paid (IdlePlay)
//	reach.go       Game.Reach, an upper bound on the damage the turn
//	               player can still deal this turn (each block says its
//	               most, a method reach in its own file), for the goldfish
//	               bot's branch and bound
//	reach_dealt.go Game.ReachKeptDealt: Reach in a world whose deck order
//	               a search dealt (the cards drawn are the deck's first)
//	reach_rank.go  the order of Reach's cards drawn (by rank, stable),
//	               sorted as numbers
//	reach_memo.go  Reach's knapsack answers kept by their inputs (a
//	               search asks the same knapsack again and again)
//	reach_deck.go  Reach's pass over the deck's cards (the cards drawn),
//	               kept by the deck's cards it was made for
//	freewager.go   View.FreeWager: a "may wager" against a goldfish that
//	               only gives (a search answers it yes)
//	defwalk.go     the walk of a card's definition at any depth (what
//	               its effects may do: deck order, conditions asked)
//	inert.go       Game.Inert: the other player, answered as the goldfish,
//	               adds nothing of its own to the damage it takes (Reach
//	               bounds a real game's turn then)
//	forecast.go    what a card would attack or defend with if played now,
//	               and the effects waiting on a later event (View.Forecast,
//	               View.Waiting): the board's numbers
//	waitdelayed.go the delayed triggers View.Waiting lists: "the next
//	               time" and intimidate's return
//	complete.go    whether an option can be completed (search on clones)
//	perft.go       legal decision sequences to depth N (held by a test)
//	invariants.go  the invariants every state keeps (each card in one
//	               place, none gained or lost, points never negative,
//	               life changed only by its events), checked while a game
//	               runs: RunChecked (fuzzers, playouts, rathe sim, tests)
//	goldfish.go    the goldfish: a hero with life and nothing else (CR 4.1),
//	               its decider, the clone a goldfish bot may imagine (a
//	               sample), and clones in reused memory for its search
//	text.go        the words of an effect: a code and its typed parameters
//	card.go        a card's definition; types.go its printed properties
//	played.go      facts remembered about how a card was played: pitched
//	               supertypes (Earth Bond, CR 8.4.15), played from arsenal
//	replacement.go replacement effects on power gains, a static bonus's
//	               included as it starts to apply (CR 6.2.5),
//	               self-replacement (CR 6.4, 6.5)
//	overpower.go   overpower: one defending action card (CR 8.3.22)
//	clash.go       clash: two heroes reveal their decks' top cards, the
//	               greater power wins (CR 8.5.45)
//	wager.go       wager: an attack's stake on its hit, settled as its chain
//	               link resolves, kept as a delayed trigger (CR 8.5.46)
//	tower.go       tower: abilities that work while their card has 13 or
//	               more power (CR 8.4.13)
//	universal.go   universal: a card of its controller's hero's class
//	               (CR 8.3.35); the class an attack filter reads
//	defenders.go   a permanent's static for the cards its controller
//	               defends with ("+3{d} while defending"; CR 5.4.7)
//	victor.go      "the first time each turn you create a [token]", and a
//	               card's replacement of a clash it would fail to win (CR
//	               6.4, 8.5.45); "first time each turn" records
//	temper.go      temper's destruction at 0 defense (CR 8.3.10); "if you
//	               control a [name] token"
//	drawn.go       "if you've drawn a card this turn" (CR 8.5.6), noted
//	               only in a game whose cards ask it
//	owned.go       a hero's static abilities over the cards its player
//	               owns, in any zone but one (Kayo's +1{p} off the chain)
//	dice.go        rolling a die from the seeded generator (CR 1.1.1a),
//	               and "your base intellect is the number rolled"
//	discarded.go   "if you've discarded a card with 6 or more power this
//	               turn" (CR 8.5.5), the power the card had in the hand
//	beatchest.go   beat chest: an optional additional cost, discarding a
//	               card with 6 or more power; "if you've beaten chest this
//	               turn" (CR 8.3.33)
//
// Building blocks, filed by what they do: damage.go, points.go (life and
// resources), grants.go, counters.go, destroy.go, discard.go, deck.go
// (draw, search, reveal), bottom.go (a card from hand or arsenal to the
// bottom of the deck), tokens.go, auras.go (aura triggers that destroy
// their source, CR 8.2.4; "create N tokens"), maydestroy.go ("you may
// destroy this; if you do"). Card definitions (package cards) compose
// them.
package rules

package bot

import "github.com/rathe-tcg/rathe/rules"

// Why is the kind of reason an Opponent gives for an answer; the text
// layer (tui/text) says it in words, with the Reason's cards and numbers.
type Why uint8

const (
	WhyNone Why = iota
	// WhyOnly: the question had one legal answer.
	WhyOnly
	// WhyLine: the answer is a step of the turn's plan, whose line deals
	// N damage (in the worlds searched, Samples of them) and makes the
	// other player spend M cards (defending, paying for reactions): the
	// levels that plan against a defender count those too (Weights), so a
	// plan may deal nothing through the blocks it expects and still be
	// worth playing for the cards they cost.
	WhyLine
	// WhyTooBig: no plan was found within the level's budget; the answer
	// is the static policy's.
	WhyTooBig
	// WhyBlock: defends with Cards, which prevent N of the attack's M.
	WhyBlock
	// WhyTake: defends with nothing and takes N: the cards are worth more
	// kept (Cards, the best block it passed up, saved M).
	WhyTake
	// WhyLethal: the attack kills whatever defends (N damage, M life).
	WhyLethal
	// WhyReact: plays Cards in defence: prevents N of the M coming.
	WhyReact
	// WhyPass: passes priority: nothing to play is worth its cost.
	WhyPass
	// WhyPitch: pitches Cards, the card it misses least (N resources);
	// Keeps are the cards it could have pitched and keeps.
	WhyPitch
	// WhyFirst: takes the first turn (CR 4.1.3).
	WhyFirst
	// WhyEquip: starts with the most arena-cards (CR 4.1.4).
	WhyEquip
	// WhyArsenal: puts Cards in the arsenal, the card it values most.
	WhyArsenal
	// WhyKeep: chooses Cards, those it values least (a discard, a cost).
	WhyKeep
	// WhyTarget: targets the other hero.
	WhyTarget
	// WhyLeast: no rule of its own: the answer that does the least.
	WhyLeast
	// WhyNoPlay: passes its own action phase having played nothing this
	// turn, with N cards in hand and arsenal, none of which it can play
	// (the pass is its one legal answer: no cost it can pay, no target).
	WhyNoPlay
	// WhySaveLater: every block alone lets lethal damage through, so it
	// defends with Cards (perhaps none), which leave N damage at M life,
	// and plays after them the instants or defense reactions it holds that
	// bring N below M (eval.go's savedWith, CR 7.4). Said to its opponent
	// as a block or a take: the cards held stay hidden until played.
	WhySaveLater
)

var whyNames = [...]string{"", "only", "line", "too-big", "block", "take", "lethal", "react", "pass", "pitch", "first", "equip", "arsenal", "keep", "target", "least", "no-play", "save-later"}

func (w Why) String() string {
	if int(w) < len(whyNames) {
		return whyNames[w]
	}
	return "?"
}

// Reason is why an Opponent gave an answer: a code, the cards it is about
// and its numbers, as data (doc.go). It depends only on what the
// opponent's View shows and the seed: never on a hidden card.
type Reason struct {
	Code  Why
	Cards []*rules.Card
	// N and M are the code's numbers (Why).
	N, M int
	// Kind and Act are the prompt and the act of a plan's step (WhyLine).
	Kind rules.PromptKind
	Act  rules.Act
	// Samples is how many imagined worlds were searched for it.
	Samples int
	// Keeps, for a pitch (WhyPitch, or WhyLine with Kind AskPitch), are
	// the cards kept rather than pitched (pitchwhy.go): with KeepsNow,
	// those the plan plays later in the turn; else cards that could have
	// paid and stay in hand. The answer's own card is Cards[0] and its
	// value V.
	Keeps    []*rules.Card
	KeepsNow bool
	V        int
	// Lethal, for WhyLine: the plan's N is all the life the other player
	// had as the turn began (the damage is counted up to it, doc.go): the
	// plan kills, whatever it would deal past it.
	Lethal bool
}

// spentOf is how many cards the other player spends in line l, planned
// with weights w: its worth without the damage, the cards kept and the
// arsenal (best.go's leaf worth), in cards. 0 without weights, for a line
// that kills (its worth is the kill's), or with nothing spent.
func spentOf(l *Line, w *Weights) int {
	if w == nil || w.Spent <= 0 || l.Worth >= killWorth {
		return 0
	}
	rest := l.Worth - 10*l.Damage - w.Kept*l.Kept
	if l.Arsenal {
		rest -= w.Arsenal
	}
	return max(rest/w.Spent, 0)
}

package text_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/rules/bot"
	"github.com/rathe-tcg/rathe/tui/text"
)

// A pitch's reason names the card pitched and the cards kept (CR 1.14.3:
// the player chooses what pays); the person across the table reads how
// many cards are kept, never which: they are in the computer's hand.
func TestBotPitchReasonWords(t *testing.T) {
	sink := &rules.Card{Name: "Sink Below", Color: rules.Blue}
	hunt := &rules.Card{Name: "Pack Hunt", Color: rules.Red}
	romp := &rules.Card{Name: "Wrecker Romp", Color: rules.Red}
	plan := bot.Reason{Code: bot.WhyLine, Cards: []*rules.Card{sink}, N: 6, Kind: rules.AskPitch, Act: rules.ActPitch, V: 3,
		Keeps: []*rules.Card{hunt, romp}, KeepsNow: true}
	past := plan
	past.Keeps, past.KeepsNow, past.M = []*rules.Card{hunt}, false, 2
	static := bot.Reason{Code: bot.WhyPitch, Cards: []*rules.Card{sink}, N: 3, V: 3, Keeps: []*rules.Card{hunt}}
	blocked := plan
	blocked.N, blocked.M = 0, 2
	for _, tc := range []struct {
		r          bot.Reason
		lang       text.Lang
		own, other string
	}{
		{plan, text.EN,
			"pitch Sink Below (blue) for 3, keeping Pack Hunt (red), Wrecker Romp (red) for later in its plan: its plan deals 6 this turn",
			"pitch Sink Below (blue) for 3, keeping 2 cards for later in its plan: its plan deals 6 this turn"},
		{past, text.EN,
			"pitch Sink Below (blue) for 3, keeping Pack Hunt (red): its plan deals 6 this turn and makes the defender spend 2 cards",
			"pitch Sink Below (blue) for 3, keeping another card: its plan deals 6 this turn and makes the defender spend 2 cards"},
		{blocked, text.EN,
			"pitch Sink Below (blue) for 3, keeping Pack Hunt (red), Wrecker Romp (red) for later in its plan: it expects a block, so its plan deals no damage, but makes the defender spend 2 cards",
			"pitch Sink Below (blue) for 3, keeping 2 cards for later in its plan: it expects a block, so its plan deals no damage, but makes the defender spend 2 cards"},
		{static, text.EN,
			"pitches Sink Below (blue) for 3: keeps Pack Hunt (red), worth more",
			"pitches Sink Below (blue) for 3: keeps a card it values more"},
		{plan, text.JA,
			"Sink Below (blue)をピッチして3リソース（Pack Hunt (red)、Wrecker Romp (red)は計画のこの後の手のために残す）: このターンの計画で6点のダメージ",
			"Sink Below (blue)をピッチして3リソース（ほかの2枚は計画のこの後の手のために残す）: このターンの計画で6点のダメージ"},
		{static, text.JA,
			"Sink Below (blue)をピッチして3リソース: Pack Hunt (red)の方が価値がある",
			"Sink Below (blue)をピッチして3リソース: ほかの1枚の方が価値がある"},
	} {
		w := text.Words{Lang: tc.lang}
		if got := w.BotReason(tc.r); got != tc.own {
			t.Errorf("%s, its own seat:\n got %q\nwant %q", tc.lang, got, tc.own)
		}
		if got := w.BotReasonSeen(tc.r); got != tc.other {
			t.Errorf("%s, the other seat:\n got %q\nwant %q", tc.lang, got, tc.other)
		}
	}
	// Without kept cards (nothing else could pay) the words are a pitch's.
	bare := bot.Reason{Code: bot.WhyPitch, Cards: []*rules.Card{sink}, N: 3, V: 3}
	if got := (text.Words{Lang: text.EN}).BotReasonSeen(bare); got != "pitches Sink Below (blue) for 3" {
		t.Errorf("a pitch with nothing kept: %q", got)
	}
}

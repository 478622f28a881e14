package tui

import (
	"fmt"

	"github.com/rathe-tcg/rathe/rules"
	"github.com/rathe-tcg/rathe/saves"
)

// Undo and the record, as the board says them. Undo is saves'
// (saves.Session.UndoFor): the board replays to the point it gives, and
// always answers the player, with what was undone or why it cannot be.

// undoneText says what the last undo took back.
func (m *Model) undoneText() string {
	u := m.undid
	if u.Undone == 0 {
		return m.pick("undone: back to your last priority choice", "取り消し: 直前の優先権の選択に戻りました")
	}
	return fmt.Sprintf(m.pick("undone: %d of your answers taken back, to your priority choice on turn %d",
		"取り消し: あなたの回答%d件を取り消し、ターン%dの優先権の選択に戻りました"), u.Undone, u.Turn)
}

// undoWhy says why undo is not possible now.
func (m *Model) undoWhy() string {
	if m.cfg.NewGame == nil {
		return m.pick("undo is not available in this game", "このゲームでは取り消しできません")
	}
	u := m.undoInfo
	switch u.Block {
	case saves.UndoNothing:
		return m.pick("nothing to undo: you have not answered anything yet", "取り消すものがありません: まだ何も選んでいません")
	case saves.UndoOther:
		return m.pick("cannot undo: the other player has answered since your last choice (undo never takes back the opponent's)",
			"取り消しできません: あなたの選択の後に相手が答えました(相手の選択は取り消せません)")
	case saves.UndoHidden:
		return fmt.Sprintf(m.pick("cannot undo: %s since your last choice; undoing would let you choose again knowing it (CR 3.0.3)",
			"取り消しできません: あなたの選択の後に%s。知った上で選び直せてしまいます (CR 3.0.3)"), m.revealWords(u.Event))
	}
	return m.pick("cannot undo now", "今は取り消しできません")
}

// revealWords names the event that brought hidden information out.
func (m *Model) revealWords(k rules.EventKind) string {
	switch k {
	case rules.EvDraw:
		return m.pick("a card was drawn", "カードが引かれました")
	case rules.EvReveal:
		return m.pick("a card was revealed", "カードが公開されました")
	case rules.EvSearch:
		return m.pick("a deck was searched", "デッキが探されました")
	case rules.EvIntimidate:
		return m.pick("a card was banished by intimidate", "威圧でカードが追放されました")
	case rules.EvDiscard:
		return m.pick("a card was discarded", "カードが捨てられました")
	case rules.EvBanish:
		return m.pick("a card was banished", "カードが追放されました")
	case rules.EvShuffle:
		return m.pick("a deck was shuffled", "デッキがシャッフルされました")
	case rules.EvTurnFaceUp:
		return m.pick("a card was turned face up", "カードが表向きになりました")
	}
	return m.pick("a hidden card came out", "非公開のカードが明らかになりました")
}

// Record is the game's record (nil for a board without one).
func (m *Model) Record() *saves.Session {
	if m.br == nil {
		return nil
	}
	return m.br.rec
}

// Package text turns the engine's codes into words: log events, prompt
// options and "why not" reasons, in English and Japanese (DESIGN.md: words at
// the edge). The engine never holds a sentence; changing a word here never
// touches it.
package text

import (
	"fmt"
	"strings"

	"github.com/rathe-tcg/rathe/rules"
)

// Lang is a language of the game's words.
type Lang string

const (
	EN Lang = "en"
	JA Lang = "ja"
)

// ParseLang accepts "en" and "ja".
func ParseLang(s string) (Lang, error) {
	switch Lang(s) {
	case EN, JA:
		return Lang(s), nil
	}
	return "", fmt.Errorf("unknown language %q (want en or ja)", s)
}

// Words renders for one viewer in one language.
type Words struct {
	Lang Lang
	View rules.View
}

// Pick returns the words of the chosen language.
func (w Words) Pick(en, ja string) string { return w.pick(en, ja) }

func (w Words) pick(en, ja string) string {
	if w.Lang == JA {
		return ja
	}
	return en
}

// Player names a player by their hero. When both heroes share a moniker
// (a mirror match), the seat follows it: "Rhinar (P1)", "Rhinar (P2)".
func (w Words) Player(p rules.Player) string {
	if p < 0 || p > 1 {
		return w.pick("nobody", "なし")
	}
	c := w.View.Card(w.View.Hero(p))
	if c == nil {
		return fmt.Sprintf("P%d", p+1)
	}
	if o := w.View.Card(w.View.Hero(p.Opponent())); o != nil && o.Moniker == c.Moniker {
		return fmt.Sprintf("%s (P%d)", c.Moniker, p+1)
	}
	return c.Moniker
}

// Card names an object the viewer may see, or says it is hidden.
func (w Words) Card(obj rules.ObjID) string {
	if obj < 0 {
		return ""
	}
	c := w.View.Card(obj)
	if c == nil {
		return w.pick("a hidden card", "非開示のカード")
	}
	return CardName(c)
}

// CardName is a card's name with its pitch colour.
func CardName(c *rules.Card) string { return rules.Printable(c.Key()) }

// byIndex names the card of an event as it was when the event happened
// (last known information, CR 1.2.3): the words of an event are fixed
// then, so a card revealed from hand is named even after it went back.
func (w Words) byIndex(e *rules.Event) string {
	if !w.View.SeesEvent(e) {
		return w.pick("a card", "カード")
	}
	if c := w.View.EventCard(e); c != nil {
		return CardName(c)
	}
	return ""
}

var stepJA = map[rules.Step]string{rules.StepLayer: "レイヤーステップ", rules.StepAttack: "攻撃ステップ", rules.StepDefend: "防御ステップ",
	rules.StepReaction: "リアクションステップ", rules.StepDamage: "ダメージステップ", rules.StepResolution: "解決ステップ", rules.StepClose: "クローズステップ"}

// Step names a combat step.
func (w Words) Step(s rules.Step) string {
	if w.Lang == JA {
		return stepJA[s]
	}
	return s.String() + " step"
}

// Event renders one log line, ending with its CR rule.
func (w Words) Event(e *rules.Event) string {
	who := w.Player(e.Player)
	card := w.byIndex(e)
	n := e.Amount
	var en, ja string
	switch e.Kind {
	case rules.EvFirstPlayer:
		en, ja = who+" takes the first turn", who+"が先攻"
	case rules.EvGameStart:
		en, ja = "the game begins", "ゲーム開始"
	case rules.EvTurnStart:
		en, ja = fmt.Sprintf("turn %d: %s's start phase", e.Turn, who), fmt.Sprintf("ターン%d: %sの開始フェイズ", e.Turn, who)
	case rules.EvActionPhase:
		en, ja = who+"'s action phase: 1 action point", who+"のアクションフェイズ: 1アクションポイントを得る"
	case rules.EvEndPhase:
		en, ja = who+"'s end phase", who+"の終了フェイズ"
	case rules.EvTurnEnd:
		en, ja = who+"'s turn ends", who+"のターン終了"
	case rules.EvDraw:
		en, ja = who+" draws "+card, who+"は"+card+"を引く"
	case rules.EvPitch:
		en, ja = fmt.Sprintf("%s pitches %s for %d", who, card, n), fmt.Sprintf("%sは%sをピッチ(+%d)", who, card, n)
	case rules.EvPlay:
		en, ja = who+" plays "+card, who+"は"+card+"をプレイ"
	case rules.EvActivate:
		en, ja = who+" activates "+card, who+"は"+card+"を起動"
	case rules.EvResolve:
		if e.About.Is() {
			name := w.AbilityName(e.Obj, e.About)
			en, ja = name+" resolves", name+"が解決"
			break
		}
		en, ja = card+" resolves", card+"が解決"
	case rules.EvFizzle:
		if e.About.Is() {
			name := w.AbilityName(e.Obj, e.About)
			en, ja = name+" fails to resolve", name+"は解決に失敗"
			break
		}
		en, ja = card+" fails to resolve", card+"は解決に失敗"
	case rules.EvAuto:
		en = w.auto(e)
		ja = en
	case rules.EvEffect:
		en, ja = card+": "+w.EffectText(e), card+": "+w.EffectText(e)
	case rules.EvAttack:
		en, ja = card+" attacks", card+"が攻撃"
	case rules.EvDefend:
		en, ja = who+" defends with "+card, who+"は"+card+"で防御"
	case rules.EvHit:
		en, ja = card+" hits", card+"がヒット"
	case rules.EvDamage:
		en, ja = fmt.Sprintf("%s is dealt %d damage by %s", who, n, card), fmt.Sprintf("%sは%sから%d点のダメージを受ける", who, card, n)
	case rules.EvPrevent:
		en, ja = fmt.Sprintf("%d damage to %s is prevented", n, who), fmt.Sprintf("%sが受ける%d点のダメージを軽減", who, n)
	case rules.EvGainLife:
		en, ja = fmt.Sprintf("%s gains %d life", who, n), fmt.Sprintf("%sはライフを%d点得る", who, n)
	case rules.EvGainResource:
		en, ja = fmt.Sprintf("%s gains %s", who, plural(n, "1 resource point", "%d resource points")), fmt.Sprintf("%sはリソースポイントを%d点得る", who, n)
	case rules.EvGainAction:
		en, ja = fmt.Sprintf("%s gains %s (go again)", who, plural(n, "1 action point", "%d action points")), fmt.Sprintf("%sは%dアクションポイントを得る(続行)", who, n)
	case rules.EvGainGoAgain:
		en, ja = card+" gains go again", card+"は続行を得る"
	case rules.EvDestroy:
		en, ja = card+" is destroyed", card+"は破壊される"
	case rules.EvDiscard:
		en, ja = who+" discards "+card, who+"は"+card+"を捨てる"
	case rules.EvIntimidate:
		en, ja = who+" is intimidated: "+card+" is banished face down", who+"は威圧された: "+card+"を裏向きで追放"
	case rules.EvReturn:
		en, ja = card+" returns to "+who+"'s hand", card+"が"+who+"の手札に戻る"
	case rules.EvReveal:
		en, ja = who+" reveals "+card, who+"は"+card+"を公開"
	case rules.EvShuffle:
		en, ja = who+" shuffles their deck", who+"はデッキをシャッフル"
	case rules.EvCounter:
		en, ja = w.counterEvent(card, e.Counter, n)
	case rules.EvLinkResolved:
		en, ja = "the chain link of "+card+" resolves", card+"のチェインリンクが解決"
	case rules.EvChainClose:
		en, ja = "the combat chain closes", "戦闘チェインが閉じる"
	case rules.EvStep:
		en, ja = w.Step(e.Step), w.Step(e.Step)
	case rules.EvPass:
		en, ja = who+" passes", who+"はパス"
	case rules.EvRewind:
		en, ja = who+" could not complete playing "+card+": the game rewinds", who+"は"+card+"のプレイを完了できず、ゲーム状況が巻き戻る"
	case rules.EvArsenal:
		en, ja = who+" puts "+card+" face down in the arsenal", who+"は"+card+"を格納庫に裏向きで置く"
	case rules.EvPitchToBottom:
		en, ja = fmt.Sprintf("%s puts %s on the bottom of the deck", who, plural(n, "1 pitched card", "%d pitched cards")), fmt.Sprintf("%sはピッチゾーンの%d枚をデッキの一番下に置く", who, n)
	case rules.EvLose:
		en, ja = who+" loses", who+"の敗北"
	case rules.EvWin:
		en, ja = who+" wins", who+"の勝利"
	case rules.EvLoseLife:
		en, ja = fmt.Sprintf("%s loses %d life", who, n), fmt.Sprintf("%sはライフを%d点失う", who, n)
	case rules.EvBanish:
		en, ja = who+" banishes "+card, who+"は"+card+"を追放"
	case rules.EvSearch:
		en, ja = who+" searches their deck and finds "+card, who+"はデッキから"+card+"を探し出す"
	case rules.EvCreateToken:
		en, ja = who+" creates "+card, who+"は"+card+"を作成"
	case rules.EvTurnFaceUp:
		en, ja = who+" turns "+card+" face up", who+"は"+card+"を表向きにする"
	case rules.EvReplace:
		en, ja = fmt.Sprintf("damage to %s changes by %+d", who, n), fmt.Sprintf("%sが受けるダメージが%+d点変わる", who, n)
	case rules.EvPriority:
		en, ja = who+" gains priority", who+"が優先権を得る"
	case rules.EvMoveZone:
		en, ja = w.moved(e, card)
	case rules.EvEquip:
		en, ja = who+" equips "+card, who+"は"+card+"を装備"
	case rules.EvDrawGame:
		en, ja = "the game is a draw", "ゲームは引き分け"
	default:
		en, ja = e.Kind.String(), e.Kind.String()
	}
	line := w.pick(en, ja)
	if e.Rule != "" {
		line += " (" + e.Rule + ")"
	}
	return line
}

// Reason says why an action is not legal now.
func (w Words) Reason(r rules.Reason) string {
	en := map[rules.Reason][2]string{
		rules.ReasonNoActionPoint: {"no action point", "アクションポイントがない"},
		rules.ReasonStackNotEmpty: {"actions need an empty stack", "アクションはスタックが空のときのみ"},
		rules.ReasonCombat:        {"no actions during combat before the resolution step", "戦闘中は解決ステップまでアクションを行えない"},
		rules.ReasonNotAttacking:  {"attack reactions only for the attacker in the reaction step", "攻撃リアクションは攻撃ヒーローがリアクションステップにのみプレイできる"},
		rules.ReasonNotDefending:  {"defense reactions only for the defender in the reaction step", "防御リアクションは防御ヒーローがリアクションステップにのみプレイできる"},
		rules.ReasonCannotPay:     {"cannot pay the cost", "コストを支払えない"},
		rules.ReasonOncePerTurn:   {"already used this turn", "このターンはすでに使用した"},
		rules.ReasonResourceCard:  {"resource cards cannot be played", "リソースカードはプレイできない"},
		rules.ReasonNoTarget:      {"no legal target", "適正な対象がない"},
		rules.ReasonRestricted:    {"its condition is not met", "条件を満たしていない"},
		rules.ReasonNoPriority:    {"no priority now", "優先権がない"},
		rules.ReasonDominate:      {"dominate: only one card from hand may defend", "圧倒: 手札から防御できるのは1枚まで"},
		rules.ReasonCondition:     {"its activation condition is not met", "起動条件を満たしていない"},
		rules.ReasonNotYourTurn:   {"actions only in your own turn", "アクションは自分のターンにのみ行える"},
		rules.ReasonNoAttack:      {"there is no attack", "攻撃がない"},
		rules.ReasonChainOpen:     {"the combat chain is still open: only an attack may be played now; pass to close the chain, then play it", "戦闘チェインがまだ開いている: 今は攻撃のみ。パスしてチェインを閉じてからプレイする"},
		rules.ReasonNeededForCost: {"a card it needs for another cost would have to be pitched", "別のコストに必要なカードをピッチしなければならない"},
		rules.ReasonCount:         {"not the number of choices asked for", "選ぶ数が合っていない"},
		rules.ReasonOrderAll:      {"an order lists every choice once", "順番はすべての選択肢を1回ずつ並べる"},
		rules.ReasonNotOffered:    {"not one of the choices", "選択肢にない"},
		rules.ReasonTwice:         {"each may be chosen once", "同じものは1回しか選べない"},
		rules.ReasonXRange:        {"X is outside its range", "Xが範囲外"},
	}[r]
	return w.pick(en[0], en[1])
}

// Option labels one option of a prompt.
func (w Words) Option(p *rules.Prompt, o rules.Option) string {
	card := w.Card(o.Obj)
	switch o.Act {
	case rules.ActPass:
		return w.pick("pass", "パス")
	case rules.ActPlay:
		return w.pick("play ", "プレイ: ") + card
	case rules.ActActivate:
		return w.pick("activate ", "起動: ") + card
	case rules.ActCard:
		if o.About.Is() {
			// A layer to order: its source and which ability it is.
			if t := w.AbilityText(o.About); t != "" {
				return w.AbilityName(o.Obj, o.About) + " — " + t
			}
			return w.AbilityName(o.Obj, o.About)
		}
	case rules.ActPitch:
		return fmt.Sprintf("%s (+%d)", card, o.Value)
	case rules.ActYes:
		return w.pick("yes", "はい")
	case rules.ActNo:
		return w.pick("no", "いいえ")
	case rules.ActMode:
		return fmt.Sprintf("%s %d", w.pick("mode", "モード"), o.Value+1)
	case rules.ActPlayer:
		return w.Player(o.Player)
	case rules.ActTarget:
		if o.Player >= 0 {
			return w.Player(o.Player)
		}
		return card
	}
	return card
}

// Explain says what choosing an option does and which rule allows it.
func (w Words) Explain(p *rules.Prompt, o rules.Option) string {
	card := w.Card(o.Obj)
	var en, ja string
	switch o.Act {
	case rules.ActPass:
		en, ja = "pass priority; when both players pass in a row, the top layer resolves or the step ends",
			"優先権をパスする。すべてのプレイヤーが連続してパスすると、スタックの一番上のレイヤーが解決されるか、スタックが空ならフェイズやステップが終了する"
	case rules.ActPlay:
		en, ja = "put "+card+" on the stack, then pay its costs", card+"をスタックに置き、コストを支払う"
	case rules.ActActivate:
		en, ja = "activate an ability of "+card+", then pay its costs", card+"の能力を起動し、コストを支払う"
		if t := w.AbilityText(o.About); t != "" {
			en, ja = en+": "+t, ja+": "+t
		}
	case rules.ActPitch:
		en, ja = fmt.Sprintf("pitch %s: it goes to the pitch zone and gives %d resource", card, o.Value),
			fmt.Sprintf("%sをピッチする: ピッチゾーンに置き、リソースポイントを%d点得る", card, o.Value)
	case rules.ActCard:
		switch p.Kind {
		case rules.AskDefenders:
			en, ja = card+" defends this attack", card+"でこの攻撃を防御する"
		case rules.AskOrder:
			en, ja = "put "+card+" on the stack next (the last one put there resolves first)", card+"を次にスタックに置く(最後に置いたものが最初に解決する)"
		default:
			en, ja = "choose "+card, card+"を選ぶ"
		}
	case rules.ActMode:
		en, ja = fmt.Sprintf("choose mode %d", o.Value+1), fmt.Sprintf("モード%dを選ぶ", o.Value+1)
	case rules.ActTarget:
		en, ja = "target "+w.Option(p, o), w.Option(p, o)+"を対象にする"
	case rules.ActYes:
		en, ja = "use it", "使う"
		if t := w.AbilityText(o.About); t != "" {
			en, ja = "yes: "+t, "はい: "+t
		}
	case rules.ActNo:
		en, ja = "do not use it", "使わない"
	case rules.ActPlayer:
		en, ja = w.Player(o.Player)+" takes the first turn", w.Player(o.Player)+"が先攻"
	}
	line := w.pick(en, ja)
	if o.Rule != "" {
		line += " (" + Cite(o.Rule) + ")"
	}
	return line
}

// Prompt says what a prompt asks.
func (w Words) Prompt(p *rules.Prompt) string {
	who := w.Player(p.Player)
	switch p.Kind {
	case rules.AskPriority:
		return who + w.pick(": you have priority", ": 優先権があります")
	case rules.AskPitch:
		return fmt.Sprintf(w.pick("%s: pitch a card (%d still owed)", "%s: ピッチするカード(残り%d)"), who, p.Owed)
	case rules.AskX:
		return fmt.Sprintf(w.pick("%s: choose X (%d to %d)", "%s: Xを選択(%d〜%d)"), who, p.XMin, p.XMax)
	case rules.AskModes:
		return who + w.pick(": choose modes", ": モードを選択")
	case rules.AskTarget, rules.AskAttackTarget:
		return who + w.pick(": choose a target", ": 対象を選択")
	case rules.AskDefenders:
		return who + w.pick(": choose cards to defend with", ": 防御するカードを選択")
	case rules.AskOrder:
		if p.Rule == "4.4.3c" {
			return who + w.pick(": order your pitched cards for the bottom of your deck (the first goes under first)",
				": ピッチしたカードをデッキの下に置く順番を選択(最初に選んだものが先に下に置かれる)")
		}
		return who + w.pick(": order your triggers as they go on the stack: the last one is on top and resolves first",
			": 誘発をスタックに置く順番を選択: 最後に置いたものが一番上で、最初に解決する")
	case rules.AskMay:
		if p.About.Is() {
			name := w.AbilityName(p.Source, p.About)
			t := w.AbilityText(p.About)
			switch p.About.Kind {
			case rules.AbilityOptCost, rules.AbilityAltCost:
				return fmt.Sprintf(w.pick("%s: pay %s? (%s)", "%s: %sを支払いますか?(%s)"), who, name, t)
			}
			return fmt.Sprintf(w.pick("%s: use %s? %s", "%s: %sを使いますか? %s"), who, name, t)
		}
		return who + w.pick(": use this ability?", ": この能力を使いますか?")
	case rules.AskCards:
		return who + ": " + w.Purpose(p.Purpose)
	case rules.AskFirstPlayer:
		return who + w.pick(": who takes the first turn?", ": 先攻は?")
	}
	return who
}

// Cite joins rule numbers for an explanation: "CR 7.3.2".
func Cite(rules ...string) string { return "CR " + strings.Join(rules, ", ") }

var phaseJA = map[rules.Phase]string{rules.PhaseSetup: "ゲーム開始前", rules.PhaseStart: "開始フェイズ", rules.PhaseAction: "アクションフェイズ",
	rules.PhaseEnd: "終了フェイズ", rules.PhaseOver: "ゲーム終了"}

// Phase names a phase of the turn (CR 4.0.3).
func (w Words) Phase(p rules.Phase) string {
	if w.Lang == JA {
		return phaseJA[p]
	}
	if p == rules.PhaseOver {
		return "game over"
	}
	return p.String() + " phase"
}

package text

// The words of the lessons' board (tui/lesson.go) that the lessons' fixes
// added: the goal of a pitch without waste, why a goal was missed, the
// panel that reads on (and goes back to its top), the goal met at a
// question to answer, the outcome shown before the closing screen.

var _ = family(map[string]both{
	"goal.waste-none": {
		en: "pay without leaving a resource point unspent",
		ja: "リソースポイントを余らせずに支払う"},
	"goal.waste-at-most": {
		en: "pay leaving at most %d resource points unspent",
		ja: "余るリソースポイントを%d以下にして支払う"},
	"lesson.missed-waste": {
		en: "%d resource points were left over after paying: they are wasted. Pitch the card that pays the cost exactly.",
		ja: "支払い後にリソースポイントが%d余りました。無駄になります。コストをちょうど払えるカードをピッチしましょう。"},
	"lesson.missed-reach": {
		en: "You still needed %d damage this turn, and no line of play left deals it: at most %d (the engine searched every line from here).",
		ja: "このターンにあと%dダメージが必要ですが、それを与える手はもう残っていません。最大%dです（エンジンがここからのすべての手順を探索しました）。",
	},
	"lesson.missed-taken": {
		en: "You took %d damage, more than the %d the goal allows: your defense was short by %d.",
		ja: "%dダメージを受けました。目標の上限は%dなので、防御が%d足りませんでした。",
	},
	"lesson.pass-warning": {
		en: "the goal still needs %d damage this turn, and passing now ends your action phase (no priority in the end phase, CR 4.4.1): pass again to pass all the same, any other key stays",
		ja: "目標にはこのターンにあと%dダメージが必要です。今パスするとアクションフェイズが終わります（エンドフェイズに優先権はありません。CR 4.4.1）。それでもパスするならもう一度パス、他のキーで取りやめ",
	},
	"lesson.outcome": {
		en: "Goal met! That is what happened: enter shows the rules the lesson taught.",
		ja: "目標達成！上が起きたことです。enterでこのレッスンで学んだルールへ。",
	},
	"lesson.met-answer": {
		en: "Goal met! Answer this question, then pass (p) to the end of the combat chain to finish the lesson.",
		ja: "目標達成！この質問に答えてから、戦闘チェインが終わるまでパス（p）するとレッスン完了です。",
	},
	"key.panel-top": {
		en: "back to the top",
		ja: "先頭に戻る",
	},
	"lesson.finish": {
		en: "finish the lesson",
		ja: "レッスンを終える",
	},
})

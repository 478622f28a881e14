package text

// The names of colours, steps and phases (CR 4, 7) and counters (CR 1.15).

var _ = family(map[string]both{
	"color.red": {
		en: "red",
		ja: "赤"},
	"color.yellow": {
		en: "yellow",
		ja: "黄"},
	"color.blue": {
		en: "blue",
		ja: "青"},
	"color.colorless": {
		en: "colorless",
		ja: "無色"},
	"step.layer": {
		en: "layer step",
		ja: "レイヤーステップ"},
	"step.attack": {
		en: "attack step",
		ja: "攻撃ステップ"},
	"step.defend": {
		en: "defend step",
		ja: "防御ステップ"},
	"step.reaction": {
		en: "reaction step",
		ja: "リアクションステップ"},
	"step.damage": {
		en: "damage step",
		ja: "ダメージステップ"},
	"step.resolution": {
		en: "resolution step",
		ja: "解決ステップ"},
	"step.close": {
		en: "close step",
		ja: "クローズステップ"},
	"phase.setup": {
		en: "setup phase",
		ja: "ゲーム開始前"},
	"phase.start": {
		en: "start phase",
		ja: "開始フェイズ"},
	"phase.action": {
		en: "action phase",
		ja: "アクションフェイズ"},
	"phase.end": {
		en: "end phase",
		ja: "終了フェイズ"},
	"phase.over": {
		en: "game over",
		ja: "ゲーム終了"},
	"counter.lesson": {
		en: "lesson",
		ja: "レッスン"},
	"counter.power": {
		en: "%+d power",
		ja: "パワー%+d"},
	"counter.defense": {
		en: "%+d defense",
		ja: "防御値%+d"},
})

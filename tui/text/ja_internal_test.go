package text

import (
	"strings"
	"testing"
)

// The Japanese clause joiners conjugate the verb that ends a clause; a
// wrong form reads as broken Japanese on every card that uses it.
func TestJaVerbForms(t *testing.T) {
	for _, tc := range []struct{ in, ren, te string }{
		{"これを破壊する", "これを破壊し", "これを破壊して"},
		{"カードを1枚引く", "カードを1枚引き", "カードを1枚引いて"},
		{"それをデッキの一番下に置く", "それをデッキの一番下に置き", "それをデッキの一番下に置いて"},
		{"カードを1枚捨てる", "カードを1枚捨て", "カードを1枚捨てて"},
		{"その攻撃は続行を得る", "その攻撃は続行を得て", "その攻撃は続行を得て"},
		{"「Alpha Rampage」を1枚探す", "「Alpha Rampage」を1枚探し", "「Alpha Rampage」を1枚探して"},
		{"リソースポイント1点を支払う", "リソースポイント1点を支払い", "リソースポイント1点を支払って"},
		{"コストは2になる", "コストは2になり", "コストは2になって"},
		{"ダメージを2点与える", "ダメージを2点与え", "ダメージを2点与えて"},
		{"戦闘チェインを閉じる", "戦闘チェインを閉じ", "戦闘チェインを閉じて"},
	} {
		ren, te, ok := jaVerbForms(tc.in)
		if !ok || ren != tc.ren || te != tc.te {
			t.Errorf("%s: got %q %q %v, want %q %q", tc.in, ren, te, ok, tc.ren, tc.te)
		}
	}
	// Not a verb it knows: no guess.
	for _, in := range []string{"何も起こらない", "パワー+3", "る"} {
		if _, _, ok := jaVerbForms(in); ok {
			t.Errorf("%s: conjugated", in)
		}
	}
}

func TestJaThenAndMay(t *testing.T) {
	if got, want := jaThen([]string{"威圧する(CR 8.5.10)", "カードを1枚引く"}), "威圧し(CR 8.5.10)、その後カードを1枚引く"; got != want {
		t.Errorf("jaThen = %q, want %q", got, want)
	}
	// A clause it cannot conjugate ends its sentence instead.
	if got, want := jaThen([]string{"何も起こらない", "カードを1枚引く"}), "何も起こらない。その後、カードを1枚引く"; got != want {
		t.Errorf("jaThen = %q, want %q", got, want)
	}
	if got, want := jaMay("これを表向きにする(CR 8.5.24)"), "これを表向きにしてもよい(CR 8.5.24)"; got != want {
		t.Errorf("jaMay = %q, want %q", got, want)
	}
	// A sequence stays one choice: the whole of it, or none.
	if got, want := jaMay("これを破壊し、その後カードを1枚引く"), "次を行ってもよい: これを破壊し、その後カードを1枚引く"; got != want {
		t.Errorf("jaMay = %q, want %q", got, want)
	}
}

// The list of unconfirmed Japanese terms names words the tables use: a
// word changed in the tables but left in the list (or listed and never
// used) makes the list lie.
func TestUnconfirmedTermsAreUsed(t *testing.T) {
	var all []string
	for _, m := range []map[string]string{namesJA.types, namesJA.subtypes, namesJA.classes, namesJA.keywords, messagesJA} {
		for _, v := range m {
			all = append(all, v)
		}
	}
	joined := strings.Join(all, "\n")
	if len(unconfirmedJA) < 10 {
		t.Fatalf("only %d unconfirmed terms", len(unconfirmedJA))
	}
	for en, ja := range unconfirmedJA {
		if !strings.Contains(joined, ja) {
			t.Errorf("unconfirmed %s = %s: no table uses it", en, ja)
		}
	}
}

// The goldfish has one Japanese name everywhere: the board's, the
// lessons' and `rathe goldfish --auto`'s words must agree, or a player
// reading the statistics after a game on the board meets a second animal.
func TestJaGoldfishOneName(t *testing.T) {
	const name, other = "ゴールドフィッシュ", "金魚"
	for id, m := range japanese.messages {
		if strings.Contains(m, other) {
			t.Errorf("%s: %q names the goldfish %s, not %s", id, m, other, name)
		}
	}
	for _, id := range []string{"goldfish.auto-head", "goldfish.killed-by", "gf.panel-title"} {
		if !strings.Contains(japanese.messages[id], name) {
			t.Errorf("%s: %q lacks %s", id, japanese.messages[id], name)
		}
	}
}

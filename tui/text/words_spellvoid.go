package text

// The words of spellvoid (CR 8.3.15, rules/prevention.go): the keyword and
// what using it does.

var _ = family(map[string]both{
	"text.spellvoid-does": {
		en: "destroy it to prevent %d of this arcane damage (spellvoid, CR 8.3.15)",
		ja: "これを破壊して、この秘術ダメージのうち%d点を軽減する(スペルヴォイド、CR 8.3.15)"},
})

var _ = keywordJA(keywordName{en: "Spellvoid", ja: "スペルヴォイド"})

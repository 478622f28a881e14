package text

// The words of arcane barrier (CR 8.3.8, rules/arcanebarrier.go): what
// using it does, and its Japanese name. Its number is said as every
// numbered keyword's, and its prevention in the log as every
// prevention's.

var _ = family(map[string]both{
	"text.arcane-barrier-does": {
		en: "pay %[1]d resources to prevent %[1]d of this arcane damage (arcane barrier, CR 8.3.8)",
		ja: "リソースを%[1]d支払い、この秘術ダメージのうち%[1]d点を軽減する(秘術バリア、CR 8.3.8)"},
	"text.arcane-barrier-does#one": {
		en: "pay 1 resource to prevent 1 of this arcane damage (arcane barrier, CR 8.3.8)"}, // Japanese has no form for one
})

var _ = keywordJA(keywordName{en: "Arcane Barrier", ja: "秘術バリア", unconfirmed: true})

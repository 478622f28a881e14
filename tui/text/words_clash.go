package text

// The words of clash (CR 8.5.45, rules/clash.go): its events and Victor's clash again.

var _ = family(map[string]both{
	"event.clash": {
		en: "%s wins the clash, revealing %s (power %d)",
		ja: "%sが%sを公開して激突に勝つ(パワー%d)"},
	"event.clash-none": {
		en: "nobody wins the clash",
		ja: "激突の勝者はいない"},
})

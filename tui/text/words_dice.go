package text

// The words of dice (CR 1.1.1a, rules/dice.go): the roll in the log.

var _ = family(map[string]both{
	"event.roll": {
		en: "%s rolls a die for %s: %d",
		ja: "%sが%sのためにサイコロを振る: %d"},
})

package cards

import r "github.com/rathe-tcg/rathe/rules"

// A colour cycle is one name printed in red, yellow and blue (the colour
// strip follows the printed pitch, CR 2.1.2; name and pitch make each a
// distinct card, CR 2.7.1, 2.8.1) whose colours differ in one printed
// number at most: "+3{p}" on the red, "+2{p}" on the yellow. It is one
// row: the name, what the card does given its colour's number, and the
// number each colour prints.
type cycle struct {
	name string
	// does gives the abilities of the colour that prints n; nil for a
	// card without text.
	does func(n int) func(c *r.Card)
	// red, yellow and blue are the numbers each colour prints (0 when the
	// text has none), or notInPool for a colour the pool does not have.
	red, yellow, blue int
}

// notInPool marks a colour of a cycle that the pool does not define.
const notInPool = -1

// cycleColours are the colours of a cycle, in the row's order.
var cycleColours = [3]string{"red", "yellow", "blue"}

// defineCycles defines every colour of each row the pool has.
func defineCycles(rows ...cycle) []*r.Card {
	var out []*r.Card
	for _, row := range rows {
		for i, n := range [3]int{row.red, row.yellow, row.blue} {
			if n == notInPool {
				continue
			}
			var abilities func(c *r.Card)
			if row.does != nil {
				abilities = row.does(n)
			}
			out = append(out, define(row.name+" ("+cycleColours[i]+")", abilities))
		}
	}
	return out
}

// same is a cycle's abilities when its colours print no number.
func same(abilities func(c *r.Card)) func(n int) func(c *r.Card) {
	return func(int) func(c *r.Card) { return abilities }
}

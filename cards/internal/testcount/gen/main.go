// Command gen writes cards/testcounts_gen.go: how many tests exercise each
// card (see package testcount). Run it through go generate ./cards.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/rathe-tcg/rathe/cards/internal/testcount"
)

func main() {
	cardsDir := flag.String("cards", ".", "the cards package directory (its *_test.go files)")
	scenarios := flag.String("scenarios", "../saves/scenario/testdata", "the scenario files directory")
	out := flag.String("out", "testcounts_gen.go", "the file to write")
	flag.Parse()
	src, err := testcount.Generate(*cardsDir, *scenarios)
	if err == nil {
		err = os.WriteFile(*out, src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "testcount:", err)
		os.Exit(1)
	}
}

// Command gen writes catalog.tsv.gz, the compact list of every card of the
// game that package catalog embeds: the whole card world, implemented or not,
// so that a deck list can be checked against real card names, legality and
// card-pool rules.
//
// Only facts are copied: name, colour, pitch, the type words, a few keywords
// that decide deck building (Legendary, Ephemeral, "<hero> Specialization",
// "Essence of <talent>"), the hybrid supertype sets, the Blitz and Classic
// Constructed legality flags, and the printed numbers (cost, power, defense,
// life, intellect) and keywords `rathe cards show` prints for a card the
// engine cannot play yet. The dataset's rules text is not even decoded
// by this program, so it cannot leak into the output.
//
// Run from the repository root (it needs ../shared beside the repository):
//
//	go generate ./cards/catalog
//
// (package catalog embeds the file it writes, so the file must exist for
// this program to build: any content will do, as it is only read at use)
// or, equivalently:
//
//	go run ./cards/catalog/gen -data ../shared/carddata/cards.jsonl -out cards/catalog/catalog.tsv.gz
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/rathe-tcg/rathe/cards/catalog"
	"github.com/rathe-tcg/rathe/cards/internal/dataset"
)

func main() {
	data := flag.String("data", "../shared/carddata/cards.jsonl", "card dataset, one JSON object a line")
	out := flag.String("out", "cards/catalog/catalog.tsv.gz", "file to write")
	flag.Parse()
	if err := run(*data, *out); err != nil {
		fmt.Fprintln(os.Stderr, "catalog gen:", err)
		os.Exit(1)
	}
}

// datasetCard holds the only fields of a dataset line this program reads.
type datasetCard struct {
	Name         string   `json:"name"`
	Color        string   `json:"color"`
	Pitch        string   `json:"pitch"`
	Cost         string   `json:"cost"`
	Power        string   `json:"power"`
	Defense      string   `json:"defense"`
	Health       string   `json:"health"`
	Intelligence string   `json:"intelligence"`
	Types        []string `json:"types"`
	CardKeywords []string `json:"card_keywords"`
	TypeText     string   `json:"type_text"`
	BlitzLegal   bool     `json:"blitz_legal"`
	CCLegal      bool     `json:"cc_legal"`
}

func run(dataPath, outPath string) error {
	var rows []string
	err := dataset.Each(dataPath, func(c datasetCard) (string, string) { return c.Name, c.Color }, func(_ int, c datasetCard) error {
		row, err := encode(c)
		rows = append(rows, row)
		return err
	})
	if err != nil {
		return err
	}
	sort.Strings(rows)
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write([]byte(catalog.Header + "\n"))
	for _, r := range rows {
		zw.Write([]byte(r + "\n"))
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(outPath, buf.Bytes(), 0o644)
}

// encode writes one card as a catalog row (see catalog.Header).
func encode(c datasetCard) (string, error) {
	fields := append([]string{c.Name, c.TypeText, c.Cost, c.Power, c.Defense, c.Health, c.Intelligence}, c.Types...)
	for _, s := range append(fields, c.CardKeywords...) {
		if strings.ContainsAny(s, "\t\n|;") {
			return "", fmt.Errorf("%q: a field holds a separator character", c.Name)
		}
	}
	flags := ""
	if c.BlitzLegal {
		flags += "b"
	}
	if c.CCLegal {
		flags += "c"
	}
	var spec, essence []string
	for _, k := range c.CardKeywords {
		switch {
		case k == "Legendary":
			flags += "L"
		case k == "Ephemeral":
			flags += "E"
		case strings.HasSuffix(k, " Specialization"):
			spec = append(spec, strings.TrimSuffix(k, " Specialization"))
		case strings.HasPrefix(k, "Essence of "):
			for _, t := range strings.Split(strings.TrimPrefix(k, "Essence of "), " and ") {
				essence = append(essence, strings.TrimSpace(t))
			}
		}
	}
	return strings.Join([]string{
		c.Name,
		strings.ToLower(c.Color),
		c.Pitch,
		strings.Join(c.Types, "|"),
		flags,
		strings.Join(spec, "|"),
		strings.Join(essence, "|"),
		hybrid(c.TypeText),
		c.Cost,
		c.Power,
		c.Defense,
		c.Health,
		c.Intelligence,
		strings.Join(c.CardKeywords, "|"),
	}, "\t"), nil
}

// hybrid reads the alternative supertype sets of a hybrid card (CR 2.14.1b:
// "A / B" before the type), as "A;B" with the words of one set joined by
// "|". It is "" for other cards, and for a split card ("... // ..."): a
// split card has the supertypes of both its sides at once (CR 9.3.2a), and
// its types already list them all.
func hybrid(typeText string) string {
	left, _, _ := strings.Cut(typeText, " - ")
	if strings.Contains(left, "//") || !strings.Contains(left, "/") {
		return ""
	}
	var sets []string
	for _, s := range strings.Split(left, "/") {
		var words []string
		for _, w := range strings.Fields(strings.Trim(s, " ,")) {
			w = strings.Trim(w, ",")
			if catalog.IsSupertype(w) {
				words = append(words, w)
			}
		}
		sets = append(sets, strings.Join(words, "|"))
	}
	return strings.Join(sets, ";")
}

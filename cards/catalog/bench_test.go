package catalog

import "testing"

// BenchmarkParse is what the first look-up pays: reading the embedded
// catalog (BENCHMARKS.md: start-up of `rathe decks list`).
//
//	go test -run '^$' -bench Parse -benchmem ./cards/catalog/
func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parse(data); err != nil {
			b.Fatal(err)
		}
	}
}

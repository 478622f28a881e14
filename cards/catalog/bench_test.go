package catalog

import (
	"runtime"
	"runtime/metrics"
	"testing"
)

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

// lookupKeys are what deck lists and commands look up: exact keys, other
// case and spacing, accents, a card without colour, and names not in the
// catalog.
var lookupKeys = []string{"Sink Below (red)", "  chief RUK’UTAN ", "Alpha Rampage (red)", "Potion of Déjà Vu",
	"Dorinthea Ironsong", "dodge (blue)", "Alpha Rampage (blue)", "No Such Card (red)", "Zzz", "Aa"}

// BenchmarkLookup is one Lookup, averaged over lookupKeys.
func BenchmarkLookup(b *testing.B) {
	load()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		Lookup(lookupKeys[i%len(lookupKeys)])
		i++
	}
}

// BenchmarkNamed is one Named of a card in three colours.
func BenchmarkNamed(b *testing.B) {
	load()
	b.ReportAllocs()
	for b.Loop() {
		if len(Named("Sink Below")) != 3 {
			b.Fatal("Sink Below")
		}
	}
}

// BenchmarkLiveHeap reports the heap the catalog keeps for the life of the
// process (live-B: HeapAlloc after a collection, with the table and
// without), and how much of it the collector must scan for pointers
// (scan-B: runtime/metrics /gc/scan/heap:bytes). Every collection marks
// what is scannable; a figure, not a timing.
//
//	go test -run '^$' -bench LiveHeap ./cards/catalog/
func BenchmarkLiveHeap(b *testing.B) {
	var live, scan float64
	for b.Loop() {
		h0, s0 := heapNow()
		t, err := parse(data)
		if err != nil {
			b.Fatal(err)
		}
		h1, s1 := heapNow()
		runtime.KeepAlive(t)
		live, scan = float64(h1)-float64(h0), float64(s1)-float64(s0)
	}
	b.ReportMetric(live, "live-B")
	b.ReportMetric(scan, "scan-B")
}

// heapNow collects and returns the live heap and its scannable part.
func heapNow() (live, scan uint64) {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	s := []metrics.Sample{{Name: "/gc/scan/heap:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() == metrics.KindUint64 {
		scan = s[0].Value.Uint64()
	}
	return ms.HeapAlloc, scan
}

// BenchmarkSuggest is one suggestion for a typo, once the suggestion
// index is built.
func BenchmarkSuggest(b *testing.B) {
	Suggest("x", 1)
	b.ReportAllocs()
	for b.Loop() {
		if got := Suggest("Snik Below (red)", 3); len(got) == 0 {
			b.Fatal("no suggestion")
		}
	}
}

// BenchmarkSuggestIndex is what the first suggestion pays to build its
// index.
func BenchmarkSuggestIndex(b *testing.B) {
	t := load()
	b.ReportAllocs()
	for b.Loop() {
		t.suggestIndex()
	}
}

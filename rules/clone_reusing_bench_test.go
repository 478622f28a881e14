package rules_test

import (
	"testing"

	"github.com/rathe-tcg/rathe/rules"
)

// BenchmarkCloneReusing copies the game at a mid-game priority point into
// the same memory again and again, as the runs of a search do
// (Game.CloneReusing).
func BenchmarkCloneReusing(b *testing.B) {
	g := midGame(b)
	var mem rules.Reuse
	b.ReportAllocs()
	for b.Loop() {
		sinkGame = g.CloneReusing(&mem)
	}
}

// BenchmarkPositionKey keys the game at a mid-game priority point, as the
// search keys every position (Game.PositionKey).
func BenchmarkPositionKey(b *testing.B) {
	g := midGame(b)
	var scratch rules.Snapshot
	b.ReportAllocs()
	for b.Loop() {
		sinkHash = g.PositionKey(&scratch)
	}
}

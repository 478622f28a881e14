package rules

// RNG is the game's one source of randomness (DESIGN.md: determinism). It is
// part of the state, so a cloned game draws the same numbers. The generator
// is splitmix64: small, fast and good enough for shuffles.
type RNG struct{ S uint64 }

// NewRNG seeds a generator.
func NewRNG(seed uint64) RNG { return RNG{S: seed ^ 0x9e3779b97f4a7c15} }

// Uint64 returns the next number.
func (r *RNG) Uint64() uint64 {
	r.S += 0x9e3779b97f4a7c15
	z := r.S
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a number in [0, n).
func (r *RNG) Intn(n int) int {
	if n <= 0 {
		return 0
	}
	return int(r.Uint64() % uint64(n))
}

// Shuffle puts ids in a random order (CR 8.5.20).
func (r *RNG) Shuffle(ids []ObjID) {
	for i := len(ids) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		ids[i], ids[j] = ids[j], ids[i]
	}
}

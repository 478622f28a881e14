package rules

import (
	"testing"
	"unsafe"
)

// The two ways of packing the objects' words give the same words: the
// reads from memory (objsInMemory, on little-endian machines such as this
// one) and the field-by-field packing other machines use, which no other
// test here runs. Objects with every field set to values of every sign
// and size, and bools, counters and padding in many combinations, a third
// of them with a record of this turn's uses; lane-4 queues shorter than,
// as long as and longer than the objects.
func TestHashObjectWordsBothWays(t *testing.T) {
	r := NewRNG(12)
	objs := make([]object, 300)
	var uses []TurnUse
	for i := range objs {
		o := &objs[i]
		o.Card = int16(r.Uint64())
		o.Owner, o.Controller = Player(r.Uint64()), Player(r.Uint64())
		o.Zone = Zone(r.Uint64())
		o.FaceUp, o.Defended, o.Token, o.Gone = r.Intn(2) == 1, r.Intn(2) == 1, r.Intn(2) == 1, r.Intn(2) == 1
		o.Gen = uint16(r.Uint64())
		for k := range o.Counters {
			o.Counters[k] = int8(r.Uint64())
		}
		o.Proxy = ObjID(int32(r.Uint64()))
		if i%3 == 0 {
			o.Proxy = NoObj
		}
		o.ProxyAbility = int8(r.Uint64())
		if r.Intn(3) == 0 {
			uses = append(uses, TurnUse{Obj: ObjID(i), Used: int8(r.Uint64()), Extra: int8(r.Uint64()),
				Attacks: int8(r.Uint64()), GoAgain: int8(r.Uint64())})
		}
		o.Modes = uint16(r.Uint64())
		o.Pitched = Talents(r.Uint64())
		(*[24]uint8)(unsafe.Pointer(o))[19] = uint8(r.Uint64()) // the padding, which no word reads
	}
	q := make([]uint64, 400)
	for i := range q {
		q[i] = r.Uint64()
	}
	for _, n := range []int{0, 1, 2, 7, 96, 300} {
		for _, k := range []int{0, 1, n / 2, n, n + 3, 400} {
			if k > len(q) {
				continue
			}
			a1, a2, a3, a4 := objsByField(objs[:n], uses, q[:k], 1, 2, 3, 4)
			b1, b2, b3, b4 := objsInMemory(objs[:n], uses, q[:k], 1, 2, 3, 4)
			if a1 != b1 || a2 != b2 || a3 != b3 || a4 != b4 {
				t.Fatalf("%d objects, %d queued: by field %x %x %x %x, from memory %x %x %x %x", n, k, a1, a2, a3, a4, b1, b2, b3, b4)
			}
		}
	}
}

package rules

import "reflect"

// holdsIn walks v, a card's definition or a part of it (every field,
// element and value it holds, and what its pointers and interfaces point
// to, each pointer once: seen), and reports whether match holds for a
// value found on the way. Where skip (when not nil) holds, it does not
// look inside. The one walk of a definition: what a card's effects may do
// at any depth (cardKeepsDeckOrder, effectsAskWager).
func holdsIn(v reflect.Value, seen map[uintptr]bool, match, skip func(reflect.Value) bool) bool {
	if match(v) {
		return true
	}
	if skip != nil && skip(v) {
		return false
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || seen[v.Pointer()] {
			return false
		}
		seen[v.Pointer()] = true
		return holdsIn(v.Elem(), seen, match, skip)
	case reflect.Interface:
		return !v.IsNil() && holdsIn(v.Elem(), seen, match, skip)
	case reflect.Struct:
		for i := range v.NumField() {
			if holdsIn(v.Field(i), seen, match, skip) {
				return true
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if holdsIn(v.Index(i), seen, match, skip) {
				return true
			}
		}
	case reflect.Map:
		it := v.MapRange()
		for it.Next() {
			if holdsIn(it.Value(), seen, match, skip) {
				return true
			}
		}
	}
	return false
}

package rules

// ZoneCount is how many zones there are, for tests that walk every zone
// list of a state (hash_test.go).
const ZoneCount = zoneCount

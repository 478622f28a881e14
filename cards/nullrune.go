package cards

// The Nullrune equipment (Generic, of the Silver Age Kayo list): arcane
// barrier 1 (CR 8.3.8), printed, and nothing else.
var (
	NullruneHood   = define("Nullrune Hood", nil)
	NullruneGloves = define("Nullrune Gloves", nil)
	NullruneRobe   = define("Nullrune Robe", nil)
)

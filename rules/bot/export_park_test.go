package bot

import "github.com/rathe-tcg/rathe/rules"

// SetOnParked sets the hook told of each world of a chance node whose
// runs part where the card is shown (parkAt).
func SetOnParked(f func(redealt, played *rules.Game)) { onParked = f }

// SetNoPark makes every world's run start from the node (parkAt).
func SetNoPark(b bool) { noPark = b }

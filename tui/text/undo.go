package text

import "github.com/rathe-tcg/rathe/rules"

// UndoKind names the kind of question an undo goes back to, for the
// undo messages ("undo.done-n"): "defend choice" after an undo from a
// defenders question, not "priority choice" for every kind.
func (w Words) UndoKind(k rules.PromptKind) string {
	id := "undo.kind." + k.String()
	if !w.knows(id) {
		return w.say("undo.kind.any")
	}
	return w.say(id)
}

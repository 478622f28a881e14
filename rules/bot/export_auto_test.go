package bot

// AnswerSteps are the steps of the line's answer k (stepsOfAnswer).
func AnswerSteps(l *Line, k int) []Step { return stepsOfAnswer(l, k) }

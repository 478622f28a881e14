package bot

// SetNoFork makes every run stop at a question inside an action (fork).
func SetNoFork(b bool) { noFork = b }

// SetOnPlay sets the hook told of every clone a search plays.
func SetOnPlay(f func()) { onPlay = f }

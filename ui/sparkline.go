package ui

// sparkBars are the eight heights of a sparkline, lowest first.
var sparkBars = [...]rune{'▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'}

// sparkline draws counts as one bar per value, scaled to the largest
// value: that one is a full block. A zero is always the lowest bar and
// any count above zero at least the second, so a single event among
// hundreds still shows; a row of zeros is flat. Negative counts are drawn
// as zero.
func sparkline(counts []int) string {
	peak := 0
	for _, c := range counts {
		peak = max(peak, c)
	}
	out := make([]rune, len(counts))
	top := len(sparkBars) - 1
	for i, c := range counts {
		if c <= 0 || peak == 0 {
			out[i] = sparkBars[0]
			continue
		}
		// Rounded up, so every count above zero reaches level 1 and only
		// the peak reaches the top.
		level := (c*top + peak - 1) / peak
		out[i] = sparkBars[min(max(level, 1), top)]
	}
	return string(out)
}

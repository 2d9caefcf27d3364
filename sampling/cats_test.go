package sampling

import "testing"

// cats sets exactly the bits of its categories, on both halves of the set
// (it does so without a branch; see its comment).
func TestCatsSetsOneBitPerCategory(t *testing.T) {
	for c := cat(0); c < catCount; c++ {
		s := cats(c)
		for d := cat(0); d < catCount; d++ {
			if s.has(d) != (d == c) {
				t.Fatalf("cats(%d).has(%d) = %v", c, d, s.has(d))
			}
		}
	}
	if s := cats(0, 63, 64, catCount-1); !s.has(0) || !s.has(63) || !s.has(64) || !s.has(catCount-1) || s.has(1) || s.has(65) {
		t.Fatalf("cats(0, 63, 64, %d) = %+v", catCount-1, s)
	}
}

package sampling

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"recap/review"
)

// functionCats are cue words, not content: they are left out of the token
// sets used to align an original sentence with its restatement, so "I
// suspect the webhook is misconfigured" aligns with "The webhook is
// misconfigured".
//
// Success words ("processed", "已发送") stay: they are often the very content
// a hedged claim and its restatement share.
var functionCats = cats(catHedge, catNegation, catRestrict, catException, catConditional, catProhibit, catLimit,
	catUnlimited, catFailure, catNoFailure, catPending, catBlockStrong, catReport,
	catQuestion, catModal, catDiscourse, catAddressee, catClauseBreak, catStanding, catNew, catConfirm,
	catOpenQuestion, catNextStep, catApprovalClaim, catToolPermission, catReadOnly, catRequire, catNoNeed,
	catZHPerfective, catUntil, catNoLonger, catRequested)

// indexed is a sentence in an alignment index with its content tokens.
type indexed struct {
	u    *unit
	s    sentence
	toks []uint64
	cs   catSet
	// retained marks messages kept verbatim: they count as carried over,
	// but they are not the summary's own words.
	retained bool
	// at is the sentence's position in the whole original (message base
	// plus folded start), increasing in insertion order.
	at int
}

// resolveWindow bounds how far after a failure, hedge or blocker the
// original is searched for what resolves it, so the search stays linear in
// the size of the original. Anything resolved further away stays flagged
// and reaches a human: the safe side.
const resolveWindow = 128 << 10

// anyAfter reports whether an item positioned in (from, from+window]
// shares tokens with toks such that enough(shared) holds. Postings are in
// position order, so each token's list is entered by binary search.
func (ix *sentIndex) anyAfter(toks []uint64, from int, enough func(ov int, it *indexed) bool) bool {
	to := from + resolveWindow
	found := false
	for _, t := range toks {
		ps := ix.postings(t)
		k := sort.Search(len(ps), func(j int) bool { return ix.items[postingID(ps[j])].at > from })
		for ; k < len(ps) && ix.items[postingID(ps[k])].at <= to; k++ {
			id := postingID(ps[k])
			if ix.counts[id] == 0 {
				ix.touched = append(ix.touched, id)
			}
			ix.counts[id]++
			if enough(int(ix.counts[id]), &ix.items[id]) {
				found = true
				break
			}
		}
		if found {
			break
		}
	}
	for _, id := range ix.touched {
		ix.counts[id] = 0
	}
	ix.touched = ix.touched[:0]
	return found
}

// origAt is the position of sentence s of original message u.
func (a *analysis) origAt(u *unit, s int32) int {
	if u.order < 0 || u.order >= len(a.msgBase) {
		return int(s)
	}
	return a.msgBase[u.order] + int(s)
}

// sentIndex finds sentences that share content tokens with a query in time
// proportional to the postings touched, never by comparing every pair.
type sentIndex struct {
	items []indexed
	// pairs are (token, item) postings packed in one word each, the
	// token's high bits over the item's id (see posting), sorted on first
	// use: one allocation instead of a map of slices, and a sort of plain
	// integers.
	pairs   []uint64
	sorted  bool
	counts  []int32
	touched []int32
}

// A posting packs a token's high 40 bits over a 24-bit item id, so that
// postings sort by token, then by item. Two tokens that agree in their
// high 40 bits share postings: one chance in 2^40 per pair of tokens, and
// at worst a sentence more to compare.
const (
	postingIDBits = 24
	postingIDMask = 1<<postingIDBits - 1
	// maxIndexed is how many sentences an index holds; sentences beyond it
	// are not indexed (a 1 MB original has some tens of thousands).
	maxIndexed = postingIDMask
)

func postingID(p uint64) int32 { return int32(p & postingIDMask) }

// newSentIndex returns an empty index sized for the dozen sentences or so
// an index usually holds, so adding them rarely grows its slices.
func newSentIndex() *sentIndex {
	return &sentIndex{items: make([]indexed, 0, 16), counts: make([]int32, 0, 16), pairs: make([]uint64, 0, 64)}
}

// sentIndexPool holds the indexes of routed events for reuse, as
// unitPool holds their units.
var sentIndexPool = sync.Pool{New: func() any { return newSentIndex() }}

// newSentIndex takes an empty index from sentIndexPool; it goes back when
// the routing is decided (release).
func (a *analysis) newSentIndex() *sentIndex {
	ix := sentIndexPool.Get().(*sentIndex)
	a.indexes = append(a.indexes, ix)
	return ix
}

// release empties ix, dropping what its items point to, and returns it
// to sentIndexPool.
func (ix *sentIndex) release() {
	clear(ix.items)
	*ix = sentIndex{items: ix.items[:0], pairs: ix.pairs[:0], counts: ix.counts[:0], touched: ix.touched[:0]}
	sentIndexPool.Put(ix)
}

func (ix *sentIndex) add(it indexed) {
	if len(ix.items) >= maxIndexed {
		return
	}
	id := uint64(len(ix.items))
	ix.items = append(ix.items, it)
	ix.counts = append(ix.counts, 0)
	for _, t := range it.toks {
		ix.pairs = append(ix.pairs, t&^postingIDMask|id)
	}
	ix.sorted = false
}

// postings returns the postings of token t, by item.
func (ix *sentIndex) postings(t uint64) []uint64 {
	if !ix.sorted {
		slices.Sort(ix.pairs)
		ix.sorted = true
	}
	key := t &^ postingIDMask
	i, _ := slices.BinarySearch(ix.pairs, key)
	j := i
	for j < len(ix.pairs) && ix.pairs[j]&^postingIDMask == key {
		j++
	}
	return ix.pairs[i:j]
}

// cand is a sentence of an index and how many tokens it shares.
type cand struct {
	id int32
	ov int
}

// candidates returns the sentences sharing at least one token with toks,
// most shared first.
func (ix *sentIndex) candidates(toks []uint64) []cand {
	for _, t := range toks {
		for _, p := range ix.postings(t) {
			id := postingID(p)
			if ix.counts[id] == 0 {
				ix.touched = append(ix.touched, id)
			}
			ix.counts[id]++
		}
	}
	out := make([]cand, 0, len(ix.touched))
	for _, id := range ix.touched {
		out = append(out, cand{id, int(ix.counts[id])})
		ix.counts[id] = 0
	}
	ix.touched = ix.touched[:0]
	slices.SortFunc(out, func(x, y cand) int {
		if x.ov != y.ov {
			return y.ov - x.ov
		}
		return int(x.id - y.id)
	})
	return out
}

// aligned reports whether a sentence with tokens other, sharing ov tokens
// with a query of q tokens, restates it: at least two shared tokens, 40% of
// the shorter side and 30% of the query. A restatement that changes a
// rule's condition keeps fewer words, so the bar is not higher.
func aligned(ov, q, other int) bool {
	return ov >= 2 && 5*ov >= 2*min(q, other) && 10*ov >= 3*q
}

// downstreamIndex indexes every sentence the next context will read.
func (a *analysis) downstreamIndex() *sentIndex {
	if a.dsIx != nil {
		return a.dsIx
	}
	ix := a.newSentIndex()
	add := func(u *unit, retained bool) {
		for _, s := range u.sents {
			ix.add(indexed{u: u, s: s, toks: a.lx.sentTokens(u, s), cs: u.sentCats(a.lx, s), retained: retained})
		}
	}
	for _, u := range a.downstream() {
		add(u, false)
	}
	for _, u := range a.retained {
		add(u, true)
	}
	a.dsIx = ix
	return ix
}

func isHypothesisUnit(u *unit) bool { return strings.HasPrefix(u.ref, "/hypotheses/") }
func isPendingUnit(u *unit) bool    { return strings.HasPrefix(u.ref, "/pending_items/") }

// hedgedSentence reports whether a downstream sentence keeps uncertainty:
// a hedge, an open question, or the claim still awaited or attributed to
// whoever made it ("confirmation still outstanding", "还没查，需要品控确认",
// "the customer reports about 100 dead").
func hedgedSentence(it *indexed, text string) bool {
	return isHypothesisUnit(it.u) || it.cs.any(cats(catHedge, catOpenQuestion, catPending)) ||
		it.s.section.any(cats(catHedge, catOpenQuestion)) || strings.HasSuffix(text, "?") || hasCue(text, keptDoubtWords)
}

// keptDoubtWords keep a restatement uncertain without being hedges the
// lexicon reads everywhere ("may" also permits): "the slat timber may be
// original", "a das 18h está em avaliação", "la laca se ve como si …".
var keptDoubtWords = []string{"may be", "may have", "might", "could be", "could have", "looks like", "looks as if", "seems",
	"appears to", "under evaluation", "under assessment", "being assessed", "being evaluated", "em avaliacao", "em analise",
	"pode ser", "pode ter", "puede ser", "puede haber", "se ve como", "parece", "en evaluacion", "peut-etre", "semble",
	"scheint", "konnte sein", "sembra", "potrebbe", "评估中", "看起来", "似乎"}

// speaks reports whether an original message is something a person, the
// model or a tool said, rather than harness instructions.
func speaks(u *unit) bool { return u.role != review.RoleSystem && !u.injected }

// checkHypotheses finds suspicions in the original ("I suspect", "acho
// que", "可能") that the summary states as established.
func (a *analysis) checkHypotheses() {
	lx := a.lx
	ds := a.downstreamIndex()
	if len(ds.items) == 0 {
		return
	}
	var confirm *sentIndex
	reported := map[int32]bool{}
	for _, u := range a.orig {
		if !speaks(u) {
			continue
		}
		for _, s := range u.sents {
			if !s.cs.has(catHedge) || s.heading || strings.HasSuffix(u.f.text[s.start:s.end], "?") {
				continue
			}
			// Every hedge scopes its own clause: "I suspect it will pass,
			// but I haven't heard back from the referees" hedges both.
			lastClause := -1
			for _, h := range u.sentHits(s) {
				if !lx.m.terms[h.term].cats.has(catHedge) {
					continue
				}
				// A hedge word quoted alone is a value set, not a doubt:
				// 鑑定書では「不明」とします, mark it "unconfirmed".
				if quotedAlone(u.f.text, int(h.start), int(h.end)) {
					continue
				}
				// "An exchange is possible", "si possible", "Prüfung am 4.12.
				// möglich": what can be done, not what may be true.
				if feasible(u.f.text, int(s.start), int(h.start), int(h.end)) {
					continue
				}
				ca, _ := u.clause(lx, s, int(h.start))
				if ca == lastClause {
					continue
				}
				first := lastClause < 0
				lastClause = ca
				best, bestID := a.unhedgedRestatement(ds, u, s, h, first)
				if best == nil || reported[bestID] {
					continue
				}
				toks := lx.sentTokens(u, s)
				// Only now, when the summary states it unhedged, does it
				// matter whether a later message confirmed it.
				if confirm == nil {
					confirm = a.confirmingIndex()
				}
				if a.confirmedLater(confirm, u, toks) {
					break
				}
				reported[bestID] = true
				orig := u.sentenceEvidence(s)
				down := best.u.sentenceEvidence(best.s)
				a.add(FindingHypothesisPromoted, fmt.Sprintf("The original only suspected this (%q), but the summary states it as established: %q. Keep it as a hypothesis until it is confirmed.",
					clip(orig.Quote, 120), clip(down.Quote, 120)), orig, down)
				break
			}
		}
	}
}

// unhedgedRestatement returns the downstream sentence that restates the
// claim hedged by h in sentence s without its hedge, or nil.
//
// A later hedge in the sentence (not first) counts only when its clause has
// words of its own: "…, so it's not confirmed" looks back at the claim the
// first hedge already covers.
func (a *analysis) unhedgedRestatement(ds *sentIndex, u *unit, s sentence, h hit, first bool) (*indexed, int32) {
	lx := a.lx
	if u.negatedBefore(lx, s, int(h.start)) {
		return nil, -1
	}
	// The hedge covers its clause ("可能已经发送"), whose subject may sit
	// in the rest of the sentence: a restatement must share the clause's
	// words and align with the sentence.
	ca, cb := u.clause(lx, s, int(h.start))
	// A hedged plan ("I think we should retry") is not a claim; a plan in
	// another clause ("可能是漏扫，需要分拨中心回复") leaves the hedged claim
	// standing.
	if a.planAfter(u, s, int(h.end), cb) {
		return nil, -1
	}
	// Sentence tokens are computed once per sentence, and only for a
	// hedge that may make a claim.
	toks := lx.sentTokens(u, s)
	clauseToks := lx.tokens(u, ca, cb, functionCats, false, nil)
	if !first && len(clauseToks) == 0 {
		return nil, -1
	}
	// A one-word guess opening its message ("Acho que é ferrugem") is
	// about what the message before it reported; see below.
	opensMessage := first && ca == int(s.start) && len(clauseToks) <= 1 && s.idx == 0 && u.order > 0 && u.order <= len(a.orig)
	if len(toks) < 2 && !opensMessage {
		return nil, -1
	}
	// A short hedged clause may leave its subject in the sentence before:
	// "SO2 total à 118 mg/L. Je pense que ça passera la limite chinoise".
	// That sentence's words help find the restatement; the clause's own
	// words must still be in it. Only a hedge that opens its sentence
	// borrows: "…, mas não confirmei com o produtor" hedges what precedes
	// it in its own sentence.
	if first && ca == int(s.start) && len(clauseToks) <= 3 && s.idx > 0 {
		p := u.sents[s.idx-1]
		toks = mergeSorted(toks, lx.sentTokens(u, p))
	}
	// Opening its message with one word of its own, it borrows the
	// previous message's last sentence: "Fotos do lote IPE-22: pontuações
	// alaranjadas em 15% das mudas." then "Acho que é ferrugem".
	if opensMessage {
		// Only for a guess that brings its own word ("ferrugem", which the
		// photos never said): "aguardando confirmação da transportadora"
		// qualifies what the message before said, which a summary may
		// carry elsewhere.
		if p := a.orig[u.order-1]; len(p.sents) > 0 {
			if prev := lx.sentTokens(p, p.sents[len(p.sents)-1]); overlap(prev, clauseToks) == 0 {
				toks = mergeSorted(toks, prev)
			}
		}
	}
	if len(toks) < 2 {
		return nil, -1
	}
	for _, c := range ds.candidates(toks) {
		it := &ds.items[c.id]
		// A next step ("Next: check the webhook logs") plans work; it
		// states nothing as established.
		if it.retained || isPendingUnit(it.u) || it.s.heading || a.nextStepLine(it) {
			continue
		}
		inClause := overlap(clauseToks, it.toks)
		if inClause == 0 && len(clauseToks) > 0 {
			continue
		}
		// A confirmed fact that cites the hedging message as its source
		// says where it comes from: sharing a word of the hedged clause is
		// enough ("Acho que foi por agressão" cited by "A penalidade foi
		// por agressão").
		cites := inClause >= 1 && a.factCites(it.u, u)
		if !cites && !aligned(c.ov, len(toks), len(it.toks)) &&
			!(c.ov >= 2 && 2*inClause >= len(clauseToks) && inClause >= 1) {
			continue
		}
		if hedgedSentence(it, it.u.f.text[it.s.start:it.s.end]) {
			return nil, -1
		}
		return it, c.id
	}
	return nil, -1
}

// factCites reports whether downstream unit d is a confirmed fact whose
// source_ref resolves to original message m.
func (a *analysis) factCites(d, m *unit) bool {
	c := a.ev.Summary.Contract
	if c == nil || d.pane != review.PaneContract || !strings.HasPrefix(d.ref, "/confirmed_facts/") {
		return false
	}
	var i int
	if _, err := fmt.Sscanf(d.ref, "/confirmed_facts/%d/text", &i); err != nil || i < 0 || i >= len(c.ConfirmedFacts) {
		return false
	}
	k, id := a.resolve(c.ConfirmedFacts[i].SourceRef)
	return k == refMessage && a.msgIndex[id] == m
}

// epistemicModals say what may be, not what to do: "it may have happened in
// transit", "pode ter acontecido", "puede ser", "it's just a transcription
// error". A hedge followed by one still hedges a claim.
var epistemicModals = map[string]bool{"may": true, "can": true, "just": true, "pode": true, "podem": true, "puede": true,
	"pueden": true, "peut": true, "peuvent": true, "kann": true, "konnen": true, "puo": true, "可以": true}

// planAfter reports a plan in [from, to) of a hedged sentence: a next-step
// cue or a modal of obligation ("I think we should retry"), which makes
// the hedge a plan, not a claim.
func (a *analysis) planAfter(u *unit, s sentence, from, to int) bool {
	for _, x := range u.sentHits(s) {
		if int(x.start) < from || int(x.end) > to {
			continue
		}
		cs := a.lx.m.terms[x.term].cats
		if cs.has(catNextStep) || cs.has(catModal) && !epistemicModals[u.f.text[x.start:x.end]] {
			return true
		}
	}
	return false
}

// nextStepLine reports a downstream sentence that announces the next step:
// under a next-step heading, or opening with a next-step cue ("Next:",
// "Próximo passo:", "下一步：").
func (a *analysis) nextStepLine(it *indexed) bool {
	if it.s.section.has(catNextStep) {
		return true
	}
	hs := it.u.sentHits(it.s)
	return len(hs) > 0 && a.lx.m.terms[hs[0].term].cats.has(catNextStep) &&
		a.onlyFillersBetween(it.u, it.s, int(it.s.start), int(hs[0].start))
}

// confirmingIndex indexes original sentences that establish facts: tool
// results that succeeded and sentences with a confirmation cue.
func (a *analysis) confirmingIndex() *sentIndex {
	ix := a.newSentIndex()
	for _, u := range a.orig {
		for _, s := range u.sents {
			cs := u.sentCats(a.lx, s)
			isData := u.role == review.RoleTool && !u.isError && !cs.any(cats(catHedge, catFailure))
			if !isData && !cs.any(cats(catConfirm, catResolved)) {
				continue
			}
			if cs.has(catHedge) && !isData {
				continue
			}
			ix.add(indexed{u: u, s: s, toks: a.lx.sentTokens(u, s), cs: cs,
				at: a.origAt(u, s.start)})
		}
	}
	return ix
}

// confirmedLater reports whether a later message establishes toks.
func (a *analysis) confirmedLater(ix *sentIndex, u *unit, toks []uint64) bool {
	from := a.origAt(u, 0)
	if u.order+1 < len(a.msgBase) {
		from = a.msgBase[u.order+1] - 1
	}
	return ix.anyAfter(toks, from, func(ov int, _ *indexed) bool { return ov >= 2 && 2*ov >= len(toks) })
}

// failure is a failed step found in the original.
type failure struct {
	u     *unit
	s     sentence
	topic []uint64
	name  string
	order int // message index in the original
}

// findFailures lists failures in tool results and the assistant's reports
// that no later message resolves: a tool status error, or a failure cue
// ("failed", "timed out", "falhou", "超时", "3 failed") stated as fact.
func (a *analysis) findFailures() []failure {
	if a.failures != nil {
		return *a.failures
	}
	var out []failure
	// One pass finds each message's failing sentence; a second builds what
	// later messages resolve, so checking a failure never rescans the rest
	// of the original.
	failAt := make([]int, len(a.orig))
	lastOK := map[string]int{}
	okAt := map[string][]int{}
	for i, u := range a.orig {
		failAt[i] = -1
		if u.role != review.RoleTool && u.role != review.RoleAssistant {
			continue
		}
		for k := range u.sents {
			if a.failureSentence(u, u.sents[k]) {
				failAt[i] = k
				break
			}
		}
		// A later call of the same tool that is still pending ("retry
		// batch submitted, processing") fixes nothing yet.
		if u.role == review.RoleTool && u.name != "" && !u.isError && failAt[i] < 0 && !a.stillPending(u) {
			lastOK[u.name] = i
			okAt[u.name] = append(okAt[u.name], i)
		}
	}
	a.failAt = failAt
	// resolved are tool failures a later success of the same tool fixed.
	// The assistant's narration of one ("Card was declined; emailing the
	// customer") still counts as a failure, but about the tool's step: it
	// takes that step's words, so a summary that reports the step's failure
	// covers it, and a later success of the step resolves it.
	var resolved []failure
	for i, u := range a.orig {
		if u.role != review.RoleTool && u.role != review.RoleAssistant {
			continue
		}
		if failAt[i] < 0 && !u.isError {
			continue
		}
		var fs *sentence
		if failAt[i] >= 0 {
			fs = &u.sents[failAt[i]]
		}
		if fs == nil && u.isError && len(u.sents) > 0 {
			fs = &u.sents[0]
		}
		if fs == nil && u.isError {
			// An error result with no text at all.
			fs = &sentence{}
		}
		if fs == nil {
			continue
		}
		topic := a.failureTopic(i, u, *fs)
		if u.name != "" && a.redoneLater(okAt[u.name], i) {
			resolved = append(resolved, failure{u: u, s: *fs, topic: topic, name: u.name, order: i})
			continue
		}
		if u.role == review.RoleAssistant {
			if f, ok := narratedFailure(resolved, i, topic); ok {
				// Told after the retry that fixed it ("第一次发送超时没有发出，
				// 重试后已送达"), it is the resolved failure retold.
				if j, ok := lastOK[f.name]; ok && j < i {
					continue
				}
				topic = mergeSorted(topic, f.topic)
			}
		}
		// The assistant narrating a failure a tool just reported is the
		// same failure: merge its words into the earlier one.
		merged := false
		for k := len(out) - 1; k >= 0 && out[k].u.order >= i-3; k-- {
			if overlap(out[k].topic, topic) >= 1 || (u.name != "" && out[k].name == u.name) {
				out[k].topic = mergeSorted(out[k].topic, topic)
				merged = true
				break
			}
		}
		if merged {
			continue
		}
		out = append(out, failure{u: u, s: *fs, topic: topic, name: u.name, order: i})
	}
	a.failures = &out
	return out
}

// redoneLater reports whether a later success of the same tool (oks, by
// message index) redoes the failed call at i: a call with the same
// arguments, or one whose arguments are not known. A later call of the
// same tool on another object ("tag": "TK1-UF-FLOW" after a partial read
// of "TK1-UF-DEN") fixes nothing of the first.
func (a *analysis) redoneLater(oks []int, i int) bool {
	args := ""
	for _, j := range oks {
		if j <= i {
			continue
		}
		if args == "" {
			args = a.callArgs(i)
		}
		if !otherTarget(args, a.callArgs(j), a.ev.Original[i].Content) {
			return true
		}
	}
	return false
}

// callArgs returns the arguments of the call a tool result at original
// index i answers: the content of the nearest tool call of the same name
// before it, or "" when there is none.
func (a *analysis) callArgs(i int) string {
	orig := a.ev.Original
	if i < 0 || i >= len(orig) {
		return ""
	}
	name := orig[i].Name
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		if orig[j].Kind == review.KindToolCall && orig[j].Name == name {
			return orig[j].Content
		}
	}
	return ""
}

// otherTarget reports two calls that worked on different objects: their
// arguments (x, y) are JSON objects with a key they share whose values
// differ, and the first call's result (rx) names its own value ("tag":
// "TK1-UF-DEN" in "TK1-UF-DEN … read timed out"). A retry that changes
// what the failed result does not name (a head count the user changed) is
// the same work; keys that tune a retry (a timeout, a page size, an
// attempt count) are never the object.
func otherTarget(x, y, rx string) bool {
	if x == "" || y == "" || x == y {
		return false
	}
	var mx, my map[string]any
	if json.Unmarshal([]byte(x), &mx) != nil || json.Unmarshal([]byte(y), &my) != nil {
		return false
	}
	for k, vx := range mx {
		vy, ok := my[k]
		if retryKey(k) {
			continue
		}
		// The object the failed call named, left out of the later call
		// ("creative": "HFB-45s" to schedule, then a read of the block):
		// the later call is about something else.
		if !ok {
			if sx, okx := scalarText(vx); okx && objectValue(sx) {
				return true
			}
			continue
		}
		sx, okx := scalarText(vx)
		sy, oky := scalarText(vy)
		if okx && oky && sx != "" && sy != "" && !strings.EqualFold(sx, sy) && (namesValue(rx, sx) || objectValue(sx) && objectValue(sy) || actionKeys[strings.ToLower(k)]) {
			return true
		}
		// A list where there was a value, or another list ("sensors":
		// "all", then ["L1", "L2"]): the later call covers other objects.
		if okx != oky || !okx && !reflect.DeepEqual(vx, vy) {
			return true
		}
	}
	return false
}

// actionKeys name what a call does: another value ("action": "calibrate",
// then "action": "read") is other work, not the failed call retried.
var actionKeys = map[string]bool{"action": true, "op": true, "operation": true, "command": true, "cmd": true, "mode": true,
	"step": true, "method": true, "acao": true, "accion": true, "aktion": true, "azione": true}

// objectValue reports an argument's value that names an object, not an
// amount: digits with a letter or a joining mark ("2026-12", "HS106",
// "B-12"); a bare number ("3", "12.5") may be a count the retry changed.
func objectValue(v string) bool {
	digit, other := false, false
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isDigit(c):
			digit = true
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '/' || c == '_':
			other = true
		}
	}
	return digit && other
}

// namesValue reports whether t holds v as a whole word, ignoring ASCII
// case: "pannello 2" names 2, "12" does not.
func namesValue(t, v string) bool {
	t, v = strings.ToLower(t), strings.ToLower(v)
	if r, _ := utf8.DecodeRuneInString(v); isCJK(r) {
		// CJK runs have no word breaks: "北区仓库存" names 北区.
		return strings.Contains(t, v)
	}
	for i := 0; ; {
		k := strings.Index(t[i:], v)
		if k < 0 {
			return false
		}
		k += i
		if boundaryAt(t, k, k+len(v)) {
			return true
		}
		i = k + 1
	}
}

// scalarText returns a JSON scalar's text, as a record value is written.
func scalarText(v any) (string, bool) {
	switch v.(type) {
	case string, float64, bool:
		return factText(v), true
	}
	return "", false
}

// retryKey reports an argument that tunes how a call runs rather than
// what it is about.
func retryKey(k string) bool {
	k = strings.ToLower(k)
	for _, w := range []string{"timeout", "retry", "retries", "attempt", "wait", "page", "batch_size", "force", "verbose", "debug"} {
		if strings.Contains(k, w) {
			return true
		}
	}
	return false
}

// aboutFailure reports a to-do or hypothesis that names the failure
// itself, not only what the failed call was about: a word of the failing
// sentence or of the tool's name. "12월 2일 방문 준비" shares the date and
// the visit with the failed SMS announcing it ("발송 실패: 수신 번호 결번",
// sms_notice), and reopens nothing.
func (a *analysis) aboutFailure(it *indexed, f failure, own []uint64) bool {
	if !(len(own) == 0 || overlap(it.toks, own) > 0 || f.name != "" && overlap(it.toks, nameTokens(a.lx, f.name)) > 0) {
		return false
	}
	// Sharing only what the failed step worked on ("reservar o tambor fluo
	// pink" after "camada fluo_pink: falha na conversão"), a to-do goes on
	// with the work; one that redoes, fixes or chases the step, or names
	// the failure's own words beyond that, reopens it.
	// The step's name counts when the to-do names it, not one word of it:
	// "duty payment" shares a word with "tariff.duty_calc" and redoes none
	// of the calculation.
	t := it.u.f.text[it.s.start:it.s.end]
	if hasCue(t, redoWords) || overlap(it.toks, own) >= 3 || len(own) <= 2 {
		return true
	}
	if f.name == "" {
		return false
	}
	nt := nameTokens(a.lx, f.name)
	return overlap(it.toks, nt) >= min(2, len(nt))
}

// redoWords redo, fix or chase a step: "resend", "refazer", "corriger",
// "重试", "やり直".
var redoWords = []string{"retry", "resend", "re-send", "redo", "re-do", "fix", "correct", "repair", "rerun", "re-run", "investigate",
	"chase", "follow up", "reupload", "re-upload", "complete", "finish", "retest", "re-test",
	"reenviar", "refazer", "corrigir", "consertar", "repetir", "concluir", "completar", "reintentar", "rehacer", "arreglar",
	"relancer", "corriger", "refaire", "renvoyer", "terminer", "erneut", "wiederholen", "korrigieren", "nachholen", "abschliessen",
	"riprovare", "rifare", "correggere", "reinviare", "completare",
	"重试", "重新", "重发", "修复", "补发", "排查", "完成", "复检", "复测", "再送", "やり直", "再試行", "再検査", "재시도", "재발송"}

// narratedFailure returns the resolved tool failure that the assistant's
// failure sentence at message i retells: one within three messages before
// it, right before it or on the same topic.
func narratedFailure(resolved []failure, i int, topic []uint64) (failure, bool) {
	for k := len(resolved) - 1; k >= 0; k-- {
		f := resolved[k]
		if f.order >= i || f.order < i-3 {
			continue
		}
		if f.order == i-1 || overlap(f.topic, topic) >= 1 {
			return f, true
		}
	}
	return failure{}, false
}

// resolvedLater reports whether a later success on the failure's topic
// ("retry succeeded", "resolvido") resolves it. The index of successes is
// built on first use: only failures the summary drops need it.
func (a *analysis) resolvedLater(f failure) bool {
	if a.successes == nil {
		a.successes = a.successIndex(a.failAt)
	}
	return a.failureResolved(a.successes, f)
}

func mergeSorted(x, y []uint64) []uint64 {
	out := append(slices.Clone(x), y...)
	slices.Sort(out)
	return slices.Compact(out)
}

// failureSentence reports whether s states a failure as fact.
func (a *analysis) failureSentence(u *unit, s sentence) bool {
	lx := a.lx
	counted := u.role == review.RoleTool && s.cs.has(catFailureObject)
	if !(s.cs.has(catFailure) || counted) {
		return u.role == review.RoleTool && (a.tallyFailure(u, s) || a.failedVerdict(u, s) || failureCompoundIn(u.f.text[s.start:s.end]))
	}
	if u.role == review.RoleTool && errorField(u.f.text[s.start:s.end]) {
		return true
	}
	if strings.HasSuffix(u.f.text[s.start:s.end], "?") {
		return false
	}
	for _, h := range u.sentHits(s) {
		cs := lx.m.terms[h.term].cats
		// A tool's tally counts failures by a noun: "3 accepted, 2
		// échecs", "2 Fehler", "1 error".
		// So does one that gives an error as a value: "Tramo 3: error",
		// "(errore sensore)".
		if !cs.has(catFailure) && !(counted && cs.has(catFailureObject) && (nonZeroCountBefore(u.f.text, int(s.start), int(h.start)) || labelledError(u.f.text, int(s.start), h))) {
			continue
		}
		// "unable to confirm", "无法确认" are uncertainty, not failures.
		// A negation before a colon names what failed ("3 sonde senza
		// dati: timeout"); it does not deny the failure after it.
		// Nor does one before a gloss in brackets: "两根无响应（超时）",
		// "sin respuesta del proveedor (tiempo de espera agotado)".
		if a.insideCat(u, s, h, catNoFailure) || a.insideCat(u, s, h, catHedge) ||
			u.negatedWithin(lx, s, int(h.start), glossOpen(u.f.text, int(s.start), int(h.start))) && !colonBefore(u.f.text, int(s.start), int(h.start)) {
			continue
		}
		ca, cb := u.clause(lx, s, int(h.start))
		if a.clauseHas(u, s, ca, int(h.start), catConditional, catHedge, catQuestion) {
			continue
		}
		// The count may follow past the clause's end: "errors: 0", whose
		// colon ends the clause inside the cue. A count of zero before it,
		// with what it counts between, counts none: "5 lines confirmed, 0
		// lines rejected", "0 FAIL und 3 Warnungen".
		if zeroCountAfter(u.f.text, int(h.end), max(cb, int(s.end))) || zeroCountBefore(u.f.text[ca:h.start]) {
			continue
		}
		return true
	}
	return u.role == review.RoleTool && (a.tallyFailure(u, s) || a.failedVerdict(u, s))
}

// errorKeys open a result's field that reports an error, folded: its
// value, when a message, is the failure. A list is not read: "errors":
// ["14...Cd7?"] lists a chess game's mistakes as readily as a run's.
var errorKeys = []string{`"error":`, `"errors":`, `"error_message":`, `"erro":`, `"erros":`, `"fehler":`, `"errore":`, `"errores":`,
	`"erreur":`, `"erreurs":`, `"failure":`, `"failures":`}

// emptyErrorValues say that no error happened, folded.
var emptyErrorValues = map[string]bool{"": true, "none": true, "null": true, "n/a": true, "no": true, "ok": true, "false": true,
	"0": true, "nenhum": true, "ninguno": true, "aucune": true, "aucun": true, "kein": true, "keiner": true, "keine": true, "nessuno": true, "nessuna": true, "nenhuma": true, "ninguna": true,
	"无": true, "なし": true, "없음": true}

// errorField reports a folded JSON sentence with an error field whose
// value is a message ("error": "1 of 3 hauls not synced: haul 3 record
// corrupt"), not a word that says none.
func errorField(t string) bool {
	if !strings.Contains(t, `":`) {
		return false
	}
	for _, k := range errorKeys {
		i := strings.Index(t, k)
		if i < 0 {
			continue
		}
		v := strings.TrimLeft(t[i+len(k):], " ")
		if strings.HasPrefix(v, `"`) {
			j := strings.IndexByte(v[1:], '"')
			if j >= 0 && !emptyErrorValues[strings.TrimSpace(v[1:1+j])] {
				return true
			}
		}
	}
	return false
}

// feasibleLeads are the words that make a possibility word right after
// them speak of what can be done: a copula ("is possible", "é possível",
// "ist möglich"), a condition or "as soon as" ("if possible", "si
// possible", "appena possibile"), a first or utmost ("first possible
// date", "max possible"), folded.
var feasibleLeads = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true,
	"e": true, "sao": true, "era": true, "sera": true, "es": true, "son": true, "est": true, "sont": true, "ist": true,
	"sind": true, "war": true, "sono": true, "sara": true}

var feasibleFarLeads = map[string]bool{"if": true, "si": true, "se": true, "wenn": true, "falls": true, "soon": true,
	"appena": true, "quanto": true, "tot": true, "first": true, "earliest": true, "max": true, "maximum": true, "primer": true,
	"primera": true, "primeira": true, "primeiro": true, "prima": true, "premier": true, "premiere": true, "erste": true}

// feasible reports a possibility word [i, j) of the text t (the sentence
// starting at from) used of what can be done, not of what may be true:
// after a copula one or two words back, after a condition, "as soon as",
// or a first or utmost up to three words back; German "möglich" uninflected,
// a predicate ("Prüfung am 4.12. möglich"), where the attributive forms
// inflect ("mögliche Ursache").
func feasible(t string, from, i, j int) bool {
	w := t[i:j]
	if !possibleWords[w] {
		return false
	}
	if w == "moglich" {
		return j >= len(t) || !isWordByte(t[j])
	}
	before := strings.Fields(t[max(from, i-40):i])
	if len(before) > 3 {
		before = before[len(before)-3:]
	}
	for k, b := range before {
		b = strings.Trim(b, ",;:()")
		if feasibleLeads[b] && k >= len(before)-2 || feasibleFarLeads[b] {
			return true
		}
	}
	return false
}

// glossOpen returns how far back from i, within the sentence starting at
// from, an opening bracket left open stands (a failure glossed in
// brackets: "无响应（超时）"), or 32 (negatedBefore's reach) when none: a
// negation reaches a failure word in brackets only from inside them.
func glossOpen(t string, from, i int) int {
	lo := max(from, i-40)
	for k := i - 1; k >= lo; k-- {
		switch t[k] {
		case ')':
			return 32
		case '(':
			return i - k - 1
		}
	}
	return 32
}

// colonBefore reports a colon in the few bytes before i of the sentence
// starting at from: "senza dati: timeout".
func colonBefore(t string, from, i int) bool {
	lo := max(from, i-3)
	return strings.ContainsAny(t[lo:i], ":：")
}

// absenceCues say that some of a tool's items were turned back or could
// not be processed, folded: "3 registros no se pudieron leer", "Pièces
// rejetées : 2", "2 abgelehnt". Items with no data or no signal are left
// out: a fallow year or an unplugged spare sensor has none either.
var absenceCues = newCueSet([]string{"could not be read", "couldn't be read", "could not be processed", "unreadable", "bounced",
	"declined", "rejected", "hard bounce", "hard bounces", "unreachable", "not printed", "refusee", "refusees", "irraggiungibile", "irraggiungibili",
	"inalcancavel", "inalcancaveis", "nao impressas", "no impresas",
	// Items a tool did not produce: "R-905, R-909 non generate", "3 labels
	// not generated", "2 guias não geradas", "未生成".
	"not generated", "non generate", "non generati", "non generata", "non generato", "nao geradas", "nao gerados",
	"nao gerada", "nao gerado", "no generadas", "no generados", "no generada", "no generado", "non generees", "non genere",
	"nicht erzeugt", "nicht generiert", "未生成", "没有生成", "没生成", "未能生成", "生成されず", "생성되지 않", "거절", "拒付", "拒绝", "无法接通",
	"nao puderam", "nao pode ser lido", "recusado", "recusados", "recusada", "recusadas", "rejeitado", "rejeitados", "rejeitada", "rejeitadas",
	"no se pudo", "no se pudieron", "rechazado", "rechazados", "rechazada", "rechazadas",
	"rejete", "rejetes", "rejetee", "rejetees", "n'ont pas pu", "n'a pas pu",
	"abgelehnt", "zuruckgewiesen", "nicht lesbar", "respinto", "respinti", "respinta", "respinte", "rifiutato", "rifiutati",
	// "3 righe confermate, 2 righe rifiutate": the feminine forms too.
	"rifiutata", "rifiutate",
	"退回", "被拒", "驳回", "无法读取", "読み取れ", "却下", "반려", "거부",
	// Items that errored, were skipped or timed out: "2 com erro",
	// "3件は形式エラーでスキップ", "5 marcadores sem resposta por timeout",
	// "6人…未计算", "6件は…登録できず". (English "skipped" and "dropped"
	// cost more false findings than they found.)
	"com erro", "with errors", "with an error", "con error", "con errores", "en erreur", "mit fehler", "con errore",
	"timeout", "timed out", "スキップ", "できず", "未能", "未计算", "未处理", "未导入", "未上传", "未成功", "건너뜀",
	// Items whose check did not match: "37 checksum mismatches", "12 não
	// conferem", "5 件不一致".
	"mismatch", "mismatches", "mismatched", "do not match", "don't match", "nao conferem", "nao confere", "no coinciden",
	"no coincide", "ne correspondent pas", "stimmen nicht", "不一致", "不匹配", "不符", "一致しない", "불일치",
	// The same in the past: "did not match", "一致せず".
	"did not match", "didn't match", "nao conferiram", "no coincidieron", "ne correspondaient pas", "stimmten nicht", "一致せず",
	// Items lost on the way or out of specification: "4 extraviadas no
	// transporte", "segment 7 out of spec", "2 entités exclues faute de
	// balance".
	"extraviada", "extraviadas", "extraviado", "extraviados", "lost in transit", "perdidas no transporte", "perdidos no transporte",
	"out of spec", "out of specification", "fora de especificacao", "fuera de especificacion", "hors specification", "hors tolerance",
	"ausserhalb der spezifikation", "fuori specifica", "exclues faute", "exclus faute", "excluidas por falta", "excluidos por falta",
	"excluded for lack", "丢失", "遗失", "紛失",
	// Below the target or outside the tolerance: "9 im Soll, 3 unter
	// Soll", "2 fuori tolleranza", "3 点不达标", "規格外 2 件".
	"below spec", "under spec", "below target", "under target", "unter soll", "unter dem soll", "ausser toleranz",
	"ausserhalb der toleranz", "fuori tolleranza", "fuera de tolerancia", "fora de tolerancia", "abaixo do especificado",
	"hors tolerances", "超差", "不达标", "未达标", "規格外", "基準未満", "기준 미달", "규격 미달",
	// Items that failed their test, were turned away, found no match or
	// gave no result: "58 aprovados, 2 reprovados", "drop 12 refused at
	// the gate", "\"unmatched\": 3", "3 个样品…无结果".
	"reprovado", "reprovados", "reprovada", "reprovadas", "refused", "unmatched", "sin casar", "no conciliados",
	"non rapproches", "nicht zugeordnet", "no result", "no results", "sem resultado", "sin resultado", "sans resultat",
	"kein ergebnis", "nessun risultato", "无结果", "没有结果", "未出结果", "結果なし", "결과 없음",
	"no match", "no matches", "sem correspondencia", "sin coincidencia", "aucune correspondance", "keine treffer",
	"nessuna corrispondenza", "无匹配", "未匹配", "一致なし", "일치 없음",
	// Items that did not do what the tool asked of them: "doors 7B and
	// 11A did not latch", "3 not released".
	"did not latch", "did not arrive", "did not respond", "did not start", "did not complete", "did not finish",
	"did not load", "did not sync", "did not upload", "did not print", "did not open", "did not close", "did not pass",
	"did not boot", "did not connect", "did not register", "did not report", "didn't latch", "didn't arrive",
	"didn't respond", "didn't start", "didn't complete", "didn't finish", "didn't load", "didn't sync", "didn't upload",
	"didn't pass", "didn't connect", "not released", "nao liberados", "no liberados", "non rilasciati", "未释放",
	// Items offline or that came back empty: "\"offline\": [\"AE-07\", …]",
	// "16 came back empty after a worker crash".
	"offline", "off-line", "fora do ar", "sin conexion", "hors ligne", "离线", "オフライン", "오프라인",
	"came back empty", "returned empty", "voltaram vazios", "vieram vazios", "volvieron vacios", "revenus vides", "leer zuruck",
	"返回为空", "空で返",
	// Items that gave no answer or were not read: "3 pedidos ficaram sem
	// resposta", "P2、P3 传感器无响应", "20 capi non letti".
	"no response", "no reply", "sem resposta", "sin respuesta", "sans reponse", "keine antwort", "nessuna risposta",
	"senza risposta", "无响应", "没有响应", "未响应", "応答なし", "응답 없음",
	"not read", "non letti", "non lette", "nao lidos", "nao lidas", "no leidos", "no leidas", "non lus", "non lues",
	"nicht gelesen", "未读取", "未读到", "読み取られず",
	// Items with no reading: "\"no_reading\": [6, 7, 15]", "\"unread\":
	// [\"talho 5\"]", "sem leitura", "无读数".
	"no reading", "no readings", "no_reading", "no_readings", "unread", "sem leitura", "sin lectura", "sans lecture",
	"keine messung", "kein messwert", "nessuna lettura", "无读数", "没有读数", "読めず", "판독 불가",
	// Items that would not turn or could not be worked: "3개 회전 불가",
	// "3 did not turn", "回転不可 2 基", "无法转动".
	"회전 불가", "회전불가", "조작 불가", "조작불가", "작동 불가", "작동불가", "did not turn", "failed to turn", "could not be operated",
	"nao giraram", "no giraron", "回転不可", "操作不可", "无法转动", "无法操作",
	// Items that did not succeed or got no answer: "8 non riuscite",
	// "4 sem sucesso", "\"timed_out\": 4", "gave no answer for 4 layouts".
	"non riuscite", "non riusciti", "non riuscita", "non riuscito", "sem sucesso", "sin exito", "senza successo", "sans succes",
	"ohne erfolg", "no answer", "timed_out", "timedout",
	// Items found invalid: "\"invalid\": 37", "12 endereços inválidos".
	"invalid", "invalidos", "invalidas", "invalidi", "invalide", "invalides", "ungultig", "ungultige",
	"无效", "無効", "무효",
	// Items that gave no signal: "\"no_signal\": [\"room 3\", \"room 7\"]".
	"no signal", "no_signal", "sem sinal", "sin senal", "sans signal", "kein signal", "nessun segnale", "无信号", "信号なし", "신호 없음"})

// failedVerdicts are a tool's verdict that a unit did not pass its test
// or inspection, folded, in words the lexicon leaves to the order model:
// "B5 0,38 m/s reprovada", "W-5-03、W-5-05 未通过", "2 valvole non
// superate", "3번 불합격", "did not pass".
var failedVerdicts = newCueSet([]string{"did not pass", "didn't pass", "not passed", "reprovado", "reprovada", "reprovados",
	"reprovadas", "reprobado", "reprobada", "reprobados", "reprobadas", "non superato", "non superata", "non superati",
	"non superate", "bocciato", "bocciata", "bocciati", "bocciate", "non conforme", "non conformes", "non conformi",
	"未通过", "没通过", "不通过", "未合格", "不合格", "불합격", "미통과", "부적합"})

// failedVerdict reports a tool result's sentence that gives a failing
// verdict on something it tested, not denied right before ("nenhuma
// reprovada", "none did not pass") nor counted zero ("0 reprovadas").
func (a *analysis) failedVerdict(u *unit, s sentence) bool {
	if u.isError {
		return false
	}
	t := u.f.text[s.start:s.end]
	k := failedVerdicts.first(t)
	if k < 0 || u.negatedWithin(a.lx, s, int(s.start)+k, 3) || zeroCountBefore(t[:k]) || zeroSoonAfter(t, k) {
		return false
	}
	return !strings.HasSuffix(t, "?")
}

// tallyFailure reports a tool's tally that leaves some items out: an
// absence or rejection cue in a sentence of a result that counts its
// items (two numbers or more), with a count other than zero in the
// sentence or right after the cue ("117 créditos efetuados; 3
// devolvidos", "Pièces acceptées : 7 sur 9. Pièces rejetées : 2").
func (a *analysis) tallyFailure(u *unit, s sentence) bool {
	if u.isError || !sentHasDigit(u, s) {
		return false
	}
	t := u.f.text[s.start:s.end]
	if negatedTally(t) {
		return true
	}
	k := absenceCues.first(t)
	// "all 24 read normally (no timeout)": a cue denied right before it
	// counts nothing out, and so does a count of zero right before or
	// after it ("300 matched, 0 returned no match", "拒绝 0 次").
	if k < 0 || u.negatedWithin(a.lx, s, int(s.start)+k, 3) || zeroCountBefore(t[:k]) || zeroSoonAfter(t, k) {
		return false
	}
	// A field of the result that lists the items left out counts them:
	// "rechazadas": [{"unidad": "CS-G23-2301", …}], "offline": ["AE-07"].
	if listedUnderKey(t, k) {
		return true
	}
	// Counted items may read as identifiers ("para 9 apólices"), and the
	// whole may be an amount: any number but a date or a time counts.
	counts := 0
	for _, x := range u.sents {
		for _, q := range u.sentQuantities(x) {
			if !isDateKind(q.kind) && q.kind != qTime {
				counts++
			}
		}
	}
	if counts < 2 {
		return false
	}
	for _, q := range u.sentQuantities(s) {
		// A count is whole: "am 12.06." is a day, not 12.06 items.
		if q.kind == qPlain && q.vals[0] > 0 && q.vals[0] == math.Trunc(q.vals[0]) && !a.lx.isIdentifier(u, s, q) {
			return true
		}
	}
	// Items named by their codes right before the cue count as well: "10
	// of 12 fare gates switched; G7 and G11 no response".
	ws := strings.Fields(t[:k])
	return len(ws) > 0 && itemCode(strings.Trim(ws[len(ws)-1], ",;:"))
}

// itemCode reports a folded word that mixes letters and digits, as an
// item's code does ("g7", "ae-07", "bt12").
func itemCode(w string) bool {
	letter, digit := false, false
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= 'a' && c <= 'z':
			letter = true
		case c >= '0' && c <= '9':
			digit = true
		case c != '-':
			return false
		}
	}
	return letter && digit
}

// tallyNegations deny the word after them in a tally, folded.
var tallyNegations = []string{"not", "non", "nao", "no", "nicht", "pas"}

// negatedTally reports a folded tally sentence t that counts some items
// done and others not, with the same word: "5 analizzati, 3 non
// analizzati", "8 signed, 2 not signed", "12 geprüft, 3 nicht geprüft".
// The count not done is a number other than zero, at most one word
// before the negation; the count done is another number right before
// the same word (its first five letters).
func negatedTally(t string) bool {
	for _, neg := range tallyNegations {
		for i := indexCue(t, neg); i >= 0; {
			j := i + len(neg)
			w := latinWordAfter(t, j)
			if len(w) >= 5 && nonZeroCountNear(t[:i]) {
				st := w[:5]
				// The negated word itself has the negation, not a
				// number, before it.
				for k := strings.Index(t, st); k >= 0; {
					if k > 0 && !isWordByte(t[k-1]) {
						p := strings.TrimRight(t[:k], " ")
						if n := len(p); n > 0 && isDigit(p[n-1]) {
							return true
						}
					}
					n := strings.Index(t[k+1:], st)
					if n < 0 {
						break
					}
					k += 1 + n
				}
			}
			n := indexCue(t[j:], neg)
			if n < 0 {
				break
			}
			i = j + n
		}
	}
	return false
}

// nonZeroCountNear reports folded text p ending in a count other than
// zero, or in such a count and one word: "3", "3 campioni".
func nonZeroCountNear(p string) bool {
	p = strings.TrimRight(p, " ")
	if n := len(p); n > 0 && !isDigit(p[n-1]) {
		k := strings.LastIndexByte(p, ' ')
		if k < 0 {
			return false
		}
		p = strings.TrimRight(p[:k], " ")
	}
	n := len(p)
	k := n
	for k > 0 && isDigit(p[k-1]) {
		k--
	}
	if k == n || k > 0 && (isWordByte(p[k-1]) || p[k-1] == '.' || p[k-1] == ',') {
		return false
	}
	return strings.Trim(p[k:], "0") != ""
}

// listedUnderKey reports a cue at k of t that is (part of) a JSON field
// name whose value is a list with something in it: "no_signal": ["room
// 3"], not "rejected": [].
func listedUnderKey(t string, k int) bool {
	end := strings.IndexByte(t[k:], '"')
	if end < 0 {
		return false
	}
	open := strings.LastIndexByte(t[:k], '"')
	// The field name holds the cue whole, with no space or quote between.
	if open < 0 || strings.ContainsAny(t[open+1:k], " :,{[") {
		return false
	}
	rest := strings.TrimLeft(t[k+end+1:], " ")
	if !strings.HasPrefix(rest, ":") {
		return false
	}
	rest = strings.TrimLeft(rest[1:], " ")
	if !strings.HasPrefix(rest, "[") {
		return false
	}
	rest = strings.TrimLeft(rest[1:], " ")
	return rest != "" && rest[0] != ']'
}

// insideCat reports whether hit h lies inside a hit of category c.
func (a *analysis) insideCat(u *unit, s sentence, h hit, c cat) bool {
	for _, x := range u.sentHits(s) {
		if x.start <= h.start && x.end >= h.end && a.lx.m.terms[x.term].cats.has(c) {
			return true
		}
	}
	return false
}

// cjkCounters are measure words that follow a count in Chinese and
// Japanese.
const cjkCounters = "件个個台份条项次名位只批张套根块笔家所例箱瓶枚本"

// nonZeroCountBefore reports a count other than zero right before i, in
// the sentence starting at from: "2 échecs", "12 errors".
func nonZeroCountBefore(t string, from, i int) bool {
	j := i
	for j > from && t[j-1] == ' ' {
		j--
	}
	// A CJK measure word stands between a count and what it counts:
	// "2件未通过", "3 个失败".
	if r, n := utf8.DecodeLastRuneInString(t[from:j]); n > 1 && strings.ContainsRune(cjkCounters, r) {
		j -= n
		for j > from && t[j-1] == ' ' {
			j--
		}
	}
	// A count in CJK numerals: "两次故障停机", "三件不合格".
	if r, n := utf8.DecodeLastRuneInString(t[from:j]); n > 1 && isCJKNumeral(r) && r != '零' && r != '〇' {
		return true
	}
	k := j
	for k > from && isDigit(t[k-1]) {
		k--
	}
	// A point or comma between digits joins one number ("1,200", "2.5");
	// after a word it ends a list item ("28台合格，2台不合格").
	if k == j || (k > from && ((t[k-1] == '.' || t[k-1] == ',') && k-1 > from && isDigit(t[k-2]) || t[k-1] == '-' || t[k-1] >= 'a' && t[k-1] <= 'z')) {
		return false
	}
	return strings.Trim(t[k:j], "0") != ""
}

// zeroCountBefore reports a count of zero as the last number of the
// clause that t ends with: "0 returned" before "no match".
func zeroCountBefore(t string) bool {
	for i := len(t) - 1; i >= 0; i-- {
		switch c := t[i]; {
		case c == ',' || c == ';' || c == ':':
			return false
		case isDigit(c):
			return c == '0' && (i == 0 || !isDigit(t[i-1]) && t[i-1] != '.' && t[i-1] != ',')
		}
	}
	return false
}

// zeroSoonAfter reports a count of zero a few bytes after offset k,
// before any punctuation or other number: "거부는 0건", "拒绝 0 次",
// "rejections: 0". Languages that put the count after what it counts
// say none so.
func zeroSoonAfter(t string, k int) bool {
	end := min(len(t), k+24)
	for i := k; i < end; i++ {
		switch c := t[i]; {
		case c == ',' || c == ';' || c == '.' || c == '(' || c == ')':
			return false
		case isDigit(c):
			return c == '0' && (i+1 >= len(t) || !isDigit(t[i+1]) && t[i+1] != '.' && t[i+1] != ',')
		}
	}
	return false
}

// zeroCountAfter reports "failed: 0", "errors = 0" and a value that is a
// word for none, alone ("errors: none;").
func zeroCountAfter(t string, i, end int) bool {
	for i < end && (t[i] == ' ' || t[i] == ':' || t[i] == '=') {
		i++
	}
	if i < end && t[i] == '0' && (i+1 >= end || !isDigit(t[i+1])) {
		return true
	}
	// A word that says none, standing alone as the value: "errors:
	// none;", "Fehler: keine." ("error: no reply from the scanner" is
	// one).
	j := i
	for j < end && t[j] != ' ' && t[j] != ';' && t[j] != ',' && t[j] != '.' && t[j] != ')' {
		j++
	}
	return j > i && emptyErrorValues[t[i:j]] && (j >= end || t[j] != ' ')
}

// failureTopic is what a failure was about: the tool's name and the
// content words of the failing sentence and of the call that produced it.
func (a *analysis) failureTopic(i int, u *unit, s sentence) []uint64 {
	lx := a.lx
	var toks []uint64
	if s.end > s.start {
		toks = lx.tokens(u, int(s.start), int(s.end), functionCats.or(cats(catFailureObject)), false, nil)
	}
	toks = append(toks, nameTokens(lx, u.name)...)
	// The call that produced a tool result says what was attempted.
	if u.role == review.RoleTool && i > 0 {
		prev := a.orig[i-1]
		if prev.role == review.RoleAssistant && len(prev.sents) > 0 && (u.name == "" || prev.name == u.name || prev.name == "") {
			ps := prev.sents[len(prev.sents)-1]
			toks = append(toks, lx.sentTokens(prev, ps)...)
		}
	}
	slices.Sort(toks)
	return slices.Compact(toks)
}

// nameTokens splits a tool name ("issue_refund", "sendEmail") into tokens.
func nameTokens(lx *lexicon, name string) []uint64 {
	if name == "" {
		return nil
	}
	var b strings.Builder
	for i, r := range name {
		if r >= 'A' && r <= 'Z' && i > 0 {
			b.WriteByte(' ')
		}
		if r == '_' || r == '-' || r == '.' || r == ':' || r == '/' {
			b.WriteByte(' ')
			continue
		}
		b.WriteRune(r)
	}
	u := &unit{f: fold(b.String())}
	return lx.tokens(u, 0, len(u.f.text), catSet{}, false, nil)
}

// successIndex indexes sentences of the assistant and tools that report
// success ("retry succeeded", "resolvido", "已修复").
func (a *analysis) successIndex(failAt []int) *sentIndex {
	ix := a.newSentIndex()
	for i, v := range a.orig {
		if v.role != review.RoleTool && v.role != review.RoleAssistant {
			continue
		}
		// A tool call asks for something ("msg": "cycle complete"); it
		// reports no outcome.
		if a.isToolCall(v) {
			continue
		}
		for k, s := range v.sents {
			if k == failAt[i] {
				continue
			}
			cs := v.sentCats(a.lx, s)
			if !cs.any(cats(catResolved, catSuccess)) || (failAt[i] >= 0 && a.failureSentence(v, s)) || !a.successAsserted(v, s) {
				continue
			}
			// "Batch ENC-5503 is done apart from 307, 318 and 322, which hit
			// card read errors": a success with an exception that names a
			// failure is partial and resolves nothing.
			if cs.has(catException) && cs.any(cats(catFailure, catFailureObject)) {
				continue
			}
			// A retry submitted or still processing ("重试批次已提交，处理
			// 中") has not succeeded yet; a guess ("acho que …, but I
			// haven't confirmed it") reports no success at all.
			if cs.any(cats(catPending, catLodged, catHedge)) {
				continue
			}
			// "10 of 12 passed; units 07 and 11 failed": a tally whose
			// other half, on the same line, is the failure resolves nothing.
			if k+1 < len(v.sents) && !strings.Contains(v.f.text[s.end:v.sents[k+1].start], "\n") && a.failureSentence(v, v.sents[k+1]) {
				continue
			}
			ix.add(indexed{u: v, s: s, toks: a.lx.sentTokens(v, s), cs: cs,
				at: a.origAt(v, s.start)})
		}
	}
	return ix
}

// successAsserted reports a success or resolution word in s that no
// negation denies: "27 pedidos com pagamento não liquidado", "not
// resolved", "未解决" report no success.
func (a *analysis) successAsserted(u *unit, s sentence) bool {
	for _, h := range u.sentHits(s) {
		if a.lx.m.terms[h.term].cats.any(cats(catResolved, catSuccess)) && !u.negatedBefore(a.lx, s, int(h.start)) {
			return true
		}
	}
	return false
}

// rerunWords say a step was done again, folded: forms the lexicon's
// retry words lack, read here so the order model needs no refit.
var rerunWords = newCueSet([]string{"reran", "re-ran", "rerun", "re-run", "redid", "redone", "repeated", "again",
	"refeito", "refez", "refizemos", "repetimos", "reexecutado", "de novo", "novamente", "otra vez", "de nuevo", "rehecho",
	"relance", "relancee", "a nouveau", "erneut", "wiederholt", "nochmals", "ripetuto", "rilanciato", "di nuovo",
	"重新", "重跑", "再次", "再実行", "やり直", "재실행", "다시"})

// failureResolved reports whether a later message reports success on the
// failure's topic. After a partial result ("2 erstellt, 1
// fehlgeschlagen"), another tool's success on the part that went through
// (sending the two passes made) resolves nothing: only the same tool, or
// the assistant, can report the failed part done.
func (a *analysis) failureResolved(ix *sentIndex, f failure) bool {
	i := f.order
	from := a.msgBase[len(a.msgBase)-1]
	if i+1 < len(a.msgBase) {
		from = a.msgBase[i+1] - 1
	}
	partial := f.u.role == review.RoleTool && f.s.cs.any(cats(catSuccess, catDone))
	topic := f.topic
	return ix.anyAfter(topic, from, func(ov int, it *indexed) bool {
		// Another tool's result resolves a tool's failure only when it
		// speaks of much of it ("Nueva muestra A-14 enviada" after "muestra
		// A-14 recibida rota"), not when it shares a name with it (a
		// player's status after his scan failed to attach); a partial
		// failure only the same tool resolves.
		if it.u.role == review.RoleTool && it.u.name != "" && f.name != "" && it.u.name != f.name && (partial || f.u.role == review.RoleTool && ov < 3) {
			return false
		}
		// After a partial result, the assistant's word on what went
		// through ("Riduzione eseguita, SNR mediano 148" after 3 of 25
		// frames failed) reports the part that worked: only a retry, or
		// words about the failed part, resolve it.
		if partial && it.u.role != review.RoleTool && !it.cs.has(catRetried) && !a.mentionsFailure(it) && !rerunWords.has(it.u.f.text[it.s.start:it.s.end]) {
			return false
		}
		// The assistant's word that the step went through, with no tool
		// result since the failure ("Receita RX-330 processada" after the
		// pump's error), is its own claim: nothing has resolved it.
		if f.u.role == review.RoleTool && it.u.role == review.RoleAssistant && !a.okResultBetween(f.u.order, it.u.order) &&
			!it.cs.has(catRetried) && !rerunWords.has(it.u.f.text[it.s.start:it.s.end]) {
			return false
		}
		return ov >= 2 || (ov >= 1 && len(topic) <= 2)
	})
}

// okResultBetween reports a tool result that did not fail among the
// original's messages after message from and before message to.
func (a *analysis) okResultBetween(from, to int) bool {
	for _, v := range a.orig {
		if v.role == review.RoleTool && !v.isError && v.order > from && v.order < to {
			return true
		}
	}
	return false
}

// restatesSystemRule reports a downstream sentence whose content words
// (three at least) are nearly all (four in five) in one rule of a system
// message or of the policy.
func (a *analysis) restatesSystemRule(it *indexed) bool {
	if len(it.toks) < 3 {
		return false
	}
	for _, r := range a.upstreamRules() {
		if (r.system || r.ruleID != "") && 5*commonTokens(it.toks, r.toks) >= 4*len(it.toks) {
			return true
		}
	}
	return false
}

// checkFailures finds unresolved failures that the summary leaves out or
// contradicts with a success claim.
func (a *analysis) checkFailures() {
	fails := a.findFailures()
	if len(fails) == 0 || (a.summary == nil && len(a.contract) == 0) {
		return
	}
	ds := a.downstreamIndex()
	for _, f := range fails {
		covered, strongCover := false, false
		var contradiction *indexed
		// The failing sentence's own words: restated nearly whole ("o
		// registador DS-07 ficou sem dados entre 10:12 e 10:52"), the
		// failure is carried whatever word it uses for "failed".
		own := a.lx.tokens(f.u, int(f.s.start), int(f.s.end), functionCats.or(cats(catFailureObject)), false, nil)
		for _, c := range ds.candidates(f.topic) {
			it := &ds.items[c.id]
			if n := overlap(it.toks, own); n >= 4 && 3*n >= 2*len(own) && !it.cs.any(cats(catSuccess, catDone)) {
				covered = true
				strongCover = true
				continue
			}
			// A to-do or hypothesis keeps the failure open only when it is
			// about it: "pigeonhole the cards for Monday" shares one word
			// with "3 cards failed to encode" and reopens nothing.
			strong := c.ov >= 2 || len(f.topic) <= 2
			failureTalk := it.cs.any(cats(catBlockStrong, catHedge, catRetried)) || it.cs.has(catPending) && strong && !a.scheduledOnly(it) && !a.onlyBooks(it) || a.mentionsFailure(it) ||
				it.s.section.any(cats(catFailure, catFailureObject, catPending, catBlockStrong, catHedge, catOpenQuestion)) ||
				(isPendingUnit(it.u) || isHypothesisUnit(it.u)) && strong && a.aboutFailure(it, f, own) || a.negatedSuccess(it)
			if failureTalk {
				covered = true
				// Said of the failing step itself ("83 笔成功，3 笔失败"),
				// it is reported, whatever success the summary also tells.
				strongCover = strongCover || c.ov >= 2 && a.mentionsFailure(it)
				continue
			}
			// A success "on the retry" reports the failure resolved, not
			// denied.
			//
			// A rule restated ("The allowance is £300 per eligible
			// household, paid once per winter") says how things go, not
			// that this one went.
			if contradiction == nil && !it.retained && it.cs.any(cats(catSuccess, catDone)) && (c.ov >= 2 || (c.ov >= 1 && len(f.topic) <= 2)) &&
				!a.failureFollows(it) && !it.cs.has(catRetried) && !a.restatesSystemRule(it) {
				contradiction = it
			}
		}
		if !covered && len(f.topic) == 0 {
			// Nothing to match on: any mention of a failure counts.
			for k := range ds.items {
				if ds.items[k].cs.any(cats(catFailure, catFailureObject)) {
					covered = true
					break
				}
			}
		}
		if !covered {
			covered = a.effectReportsFailure(f)
		}
		// A success claim contradicts a failure the summary reports only
		// in passing; one it reports in its own words is not denied by
		// the successes beside it ("83 of 86 charged; 3 declined").
		if covered && (contradiction == nil || strongCover) {
			continue
		}
		if a.resolvedLater(f) {
			continue
		}
		orig := a.failureEvidence(f)
		what := "leaves it out"
		ev := []review.Evidence{orig}
		if contradiction != nil {
			what = fmt.Sprintf("claims success instead: %q", clip(contradiction.u.sentenceEvidence(contradiction.s).Quote, 120))
			ev = append(ev, contradiction.u.sentenceEvidence(contradiction.s))
		}
		src := "a step"
		if f.name != "" {
			src = fmt.Sprintf("tool %q", clip(f.name, 40))
		}
		a.add(FindingFailureOmitted, fmt.Sprintf("In the original, %s failed (%q) and nothing later resolves it, but the summary %s.",
			src, clip(orig.Quote, 120), what), ev...)
	}
}

// bookedWords say that work is booked for a time, folded: a pending cue
// the lexicon reads as waiting, but said of the work itself.
var bookedWords = map[string]bool{"scheduled": true, "booked": true, "agendada": true, "agendado": true, "agendadas": true,
	"agendados": true, "marcada": true, "marcado": true, "programada": true, "programado": true, "programmee": true,
	"programme": true, "geplant": true, "eingeplant": true, "programmata": true, "programmato": true, "pianificata": true,
	"pianificato": true, "已预约": true, "已安排": true, "予定": true, "예약": true}

// onlyBooks reports a sentence whose every pending cue is one of
// bookedWords, with no other word of waiting, blocking or refusal.
func (a *analysis) onlyBooks(it *indexed) bool {
	if it.cs.any(cats(catBlockStrong, catProhibit, catNegation, catHedge, catException, catRequested, catConditional)) || isPendingUnit(it.u) {
		return false
	}
	seen := false
	for _, h := range it.u.sentHits(it.s) {
		if !a.lx.m.terms[h.term].cats.has(catPending) {
			continue
		}
		if !bookedWords[it.u.f.text[h.start:h.end]] {
			return false
		}
		seen = true
	}
	return seen
}

// scheduledOnly reports that every pending cue of it sets a date ("entrega
// das 5 torres marcada para 18/11/2026"): the step is said to be booked,
// which is the scheduling's success, not talk of its failure.
func (a *analysis) scheduledOnly(it *indexed) bool {
	t := it.u.f.text
	var qs []quantity
	seen := false
	for _, h := range it.u.sentHits(it.s) {
		if !a.lx.m.terms[h.term].cats.has(catPending) {
			continue
		}
		seen = true
		// A date begins within a short word of the cue, with a digit: most
		// pending cues have none, and their sentence's numbers are not read.
		if !strings.ContainsAny(t[h.end:min(len(t), int(h.end)+20)], "0123456789") {
			return false
		}
		if qs == nil {
			qs = it.u.sentQuantities(it.s)
		}
		dated := false
		for _, q := range qs {
			// Right after the cue, or after one short word ("for", "am").
			if gap := strings.TrimSpace(t[h.end:max(int(h.end), int(q.start))]); isDateKind(q.kind) && q.start >= h.end &&
				int(q.start)-int(h.end) <= 7 && !strings.Contains(gap, " ") {
				dated = true
				break
			}
		}
		if !dated {
			return false
		}
	}
	return seen
}

// todoKeepsBlock reports whether a to-do of the contract keeps a blocker:
// one naming what the block waits for, marked blocking, or worded as
// waiting ("until", "after", "pending"). "Issue shipment instructions
// today", not blocking, is the blocked work listed as ready, not the block.
func (a *analysis) todoKeepsBlock(it *indexed, b blocker) bool {
	if b.awaited == nil || overlap(it.toks, b.awaited) > 0 {
		return true
	}
	if c := a.ev.Summary.Contract; c != nil {
		var k int
		if _, err := fmt.Sscanf(it.u.ref, "/pending_items/%d/text", &k); err == nil && k >= 0 && k < len(c.PendingItems) && c.PendingItems[k].Blocking {
			return true
		}
	}
	return it.cs.any(cats(catPending, catBlockStrong, catUntil, catPrecondition, catRequire, catAfter, catNegation, catProhibit, catConditional))
}

// awaitedPart returns the words of s after its first wait cue (until,
// wait, after, pending), nil when it has none.
func (a *analysis) awaitedPart(u *unit, s sentence) []uint64 {
	for _, h := range u.sentHits(s) {
		if a.lx.m.terms[h.term].cats.any(cats(catUntil, catPending, catAfter)) {
			if t := a.lx.tokens(u, int(h.end), int(s.end), functionCats, false, nil); len(t) > 0 {
				return t
			}
		}
	}
	return nil
}

// declaresVoid reports a sentence with a void or no-longer cue that is not
// negated: "era do ano-safra passado e deixou de valer".
func (a *analysis) declaresVoid(it *indexed) bool {
	if !it.cs.any(cats(catVoidDecl, catNoLonger)) {
		return false
	}
	for _, h := range it.u.sentHits(it.s) {
		if a.lx.m.terms[h.term].cats.any(cats(catVoidDecl, catNoLonger)) && !it.u.negatedBefore(a.lx, it.s, int(h.start)) &&
			!a.negatedJustAfter(it.u, it.s, h) {
			return true
		}
	}
	return false
}

// failureFollows reports a downstream sentence whose next sentence on the
// same line reports a failure: "6 of 8 passed; V-03 and V-07 failed" is
// one tally, not a success claim.
func (a *analysis) failureFollows(it *indexed) bool {
	u, k := it.u, int(it.s.idx)+1
	if k >= len(u.sents) || strings.Contains(u.f.text[it.s.end:u.sents[k].start], "\n") {
		return false
	}
	next := indexed{u: u, s: u.sents[k], cs: u.sentCats(a.lx, u.sents[k])}
	return a.mentionsFailure(&next)
}

// mentionsFailure reports a failure word in a downstream sentence that
// reports a failure: not one counted as none ("0 errors", "0 错误", "sem
// erros", "no errors", "没有错误"), which says the opposite.
func (a *analysis) mentionsFailure(it *indexed) bool {
	if !it.cs.any(cats(catFailure, catFailureObject)) {
		// A tally's own words for what did not go through ("14
		// mismatches to chase", "2 com erro"), not counted as none.
		st := it.u.f.text[it.s.start:it.s.end]
		if !hasDigit(st) {
			return false
		}
		// A tally of items done and not done ("8 signed, 2 not signed
		// yet") tells those not done.
		if negatedTally(st) {
			return true
		}
		k := absenceCues.first(st)
		// "반려동물": a pet, not a rejection.
		for k >= 0 && koCompanionAt(st, k) {
			k2 := absenceCues.first(st[k+len("반려"):])
			if k2 < 0 {
				k = -1
				break
			}
			k += len("반려") + k2
		}
		if k >= 0 {
			// The word right before the cue counts none: "0 mismatches",
			// "no mismatches" (not "3 casino mismatches").
			before := strings.TrimRight(st[:k], " ")
			last := before[strings.LastIndexByte(before, ' ')+1:]
			return last != "0" && last != "zero" && last != "no" && !zeroSoonAfter(st, k)
		}
		return false
	}
	lx, u := a.lx, it.u
	t := u.f.text
	for _, h := range u.sentHits(it.s) {
		if !lx.m.terms[h.term].cats.any(cats(catFailure, catFailureObject)) || a.insideCat(u, it.s, h, catNoFailure) {
			continue
		}
		before := strings.TrimRight(t[it.s.start:h.start], " ")
		if strings.HasSuffix(before, "0") && (len(before) == 1 || !isDigit(before[len(before)-2])) ||
			strings.HasSuffix(before, "zero") || strings.HasSuffix(before, "零") || zeroSoonAfter(t[:it.s.end], int(h.end)) {
			continue
		}
		if u.negatedWithin(lx, it.s, int(h.start), 8) {
			continue
		}
		if a.measuredAfter(it, h) {
			continue
		}
		return true
	}
	return false
}

// measuredAfter reports a failure noun that names a measurement, its
// value with a unit right after it: "erro de reprojeção de 0,7 px",
// "desvío de +3 s", "RMS error 0.4 m", "误差 0.2 mm". A word of failure
// itself ("failed") is never one.
func (a *analysis) measuredAfter(it *indexed, h hit) bool {
	if a.lx.m.terms[h.term].cats.has(catFailure) {
		return false
	}
	t := it.u.f.text
	for _, q := range it.u.sentQuantities(it.s) {
		if q.start < h.end {
			continue
		}
		gap := t[h.end:q.start]
		if len(gap) > 24 || strings.ContainsAny(gap, ",;:.()") || q.kind != qPlain && q.kind != qPercent {
			return false
		}
		// Chinese and Japanese put the measure right after the noun ("误差
		// 0.2 mm"); words between tell what the failure did ("故障停机共 40
		// 分钟").
		if isCJKAt(t, int(h.start)) && strings.TrimSpace(gap) != "" {
			return false
		}
		// A measure, not a count of errors: a unit, a fraction or a sign
		// ("0,7 px", "+3 s", "±0.2").
		v := q.vals[0]
		signed := strings.HasSuffix(gap, "+") || strings.HasSuffix(gap, "-") || strings.HasSuffix(gap, "±")
		return q.unit != 0 || v != math.Trunc(v) || signed || q.kind == qPercent
	}
	return false
}

// negatedSuccess reports a sentence such as "the refund was not sent".
func (a *analysis) negatedSuccess(it *indexed) bool {
	for _, h := range it.u.sentHits(it.s) {
		if a.lx.m.terms[h.term].cats.any(cats(catSuccess, catDone)) && it.u.negatedBefore(a.lx, it.s, int(h.start)) {
			return true
		}
	}
	return false
}

// effectReportsFailure reports whether the contract lists an external
// effect of the failure's kind as failed or pending.
func (a *analysis) effectReportsFailure(f failure) bool {
	c := a.ev.Summary.Contract
	if c == nil {
		return false
	}
	kc := a.kindConcepts(f.name + " " + f.u.f.text[f.s.start:f.s.end])
	for _, e := range c.ExternalEffects {
		if a.claimsDone(e.Status) {
			continue
		}
		if overlapsConcepts(kc, a.kindConcepts(e.Kind)) {
			return true
		}
	}
	return false
}

func (a *analysis) failureEvidence(f failure) review.Evidence {
	if f.s.end > f.s.start {
		return f.u.sentenceEvidence(f.s)
	}
	return review.Evidence{Pane: review.PaneOriginal, Ref: f.u.ref}
}

// blocker is something upstream that must stop the work until resolved.
type blocker struct {
	ev    review.Evidence
	topic []uint64
	// at is the folded start of the blocking sentence in its message.
	at int32
	// from is the blocker's position in the whole original; -1 for the
	// source of truth, which no message can lift.
	from int
	// approval marks blockers about an approval, matched by that concept
	// when the words differ.
	approval bool
	// precondition marks a prohibition bound to an until-connector ("do
	// not ship until the transfer clears"): a rule about order, which the
	// summary need not restate, but whose next step must not break it.
	precondition bool
	// cond are the words of a precondition's condition ("the controller
	// signs the form"): a next step about them works towards the
	// condition ("ask the controller to sign"); it does not go ahead.
	cond []uint64
	// stage marks the source of truth's blocking stage.
	stage bool
	// openField marks a record field whose value is only "pending": its
	// key names what is open in the record's words, often not the
	// summary's language, so any talk of waiting downstream, or any
	// pending item in the contract, carries it.
	openField bool
	// state are the blocking states the blocker names ("frozen", "冻结",
	// "bloqueado"): a downstream sentence that names the same state, lifted
	// or not ("decide whether to unfreeze", "是否解冻"), speaks of it.
	state []concept
	// effect marks a tool result's pending state that belongs to an effect
	// the contract lists: the contract carries it, with a status that
	// effect_unconfirmed checks.
	effect bool
	// awaited are the words after a plain blocker's wait cue ("要等查勘员
	// 确认", "até chegar a carta de fixação"): a to-do naming them works
	// towards the block; one naming only the blocked work does not keep it.
	// Nil when the sentence has no such cue.
	awaited []uint64
}

// blockerKey names a blocking sentence by who said it, its text and the
// sentence before it (which a bare "this is blocking" points back at).
type blockerKey struct {
	role       review.Role
	text, prev string
}

// findBlockers lists blocking items in the original that no later message
// resolves, and blocking states in the source of truth.
func (a *analysis) findBlockers() []blocker {
	if a.blockers == nil {
		b := a.computeBlockers()
		a.blockers = &b
	}
	return *a.blockers
}

// recordBlockVerbs say, in a record's value, that it holds work back now:
// "…; bloqueia a convocação desses dois atletas", "nuove prenotazioni
// sospese finché …". Forms the lexicon lacks are read here, so the order
// model needs no refit.
var recordBlockVerbs = newCueSet([]string{"this blocks", "which blocks", "blocks the", "bloqueia", "bloqueiam", "bloquea", "bloquean",
	"bloqueados", "bloqueadas",
	"bloquent", "bloque la", "bloque le", "blockiert", "blocca", "bloccano", "bloccate", "sospese", "sospesi",
	"suspensas", "suspensos", "suspendidas", "suspendidos", "suspendues", "suspendus",
	// Barred from use: "prensa interditada para uso até o laudo".
	"interditada", "interditado", "interditadas", "interditados", "interdite", "interdites", "interdetto", "interdetta",
	"interdetti", "interdette", "gesperrt", "vedado", "vedada", "禁止使用", "停用", "使用禁止", "사용 금지"})

// blockUntilIn reports a record value that states a block bound to what
// it waits for: a blocking word and an until-connector in one clause, not
// negated ("not on hold"), of four words or more.
func blockUntilIn(u *unit) bool {
	if strings.Count(u.f.raw, " ") < 3 {
		return false
	}
	for _, s := range u.sents {
		if !s.cs.has(catBlockStrong) || !s.cs.any(cats(catUntil, catPrecondition)) || s.cs.has(catNegation) {
			continue
		}
		return true
	}
	return false
}

// withoutTokens returns the sorted tokens of a that b does not hold.
func withoutTokens(a, b []uint64) []uint64 {
	if overlap(a, b) == 0 {
		return a
	}
	out := make([]uint64, 0, len(a))
	j := 0
	for _, x := range a {
		for j < len(b) && b[j] < x {
			j++
		}
		if j < len(b) && b[j] == x {
			continue
		}
		out = append(out, x)
	}
	return out
}

// conceptAfter reports a hit of concept c in sentence s at or after pos:
// what a wait cue awaits ("awaiting the shift lead's signature", "in
// attesa della firma").
func (a *analysis) conceptAfter(u *unit, s sentence, pos int, c concept) bool {
	for _, h := range u.sentHits(s) {
		if int(h.start) >= pos && slices.Contains(a.lx.m.terms[h.term].concepts, c) {
			return true
		}
	}
	return false
}

func (a *analysis) computeBlockers() []blocker {
	lx := a.lx
	var out []blocker
	var seen map[blockerKey]bool
	for _, u := range a.orig {
		out = a.unitBlockers(u, out, &seen)
	}
	out = a.requirementsReportedOpen(out, &seen)
	if sot := a.ev.SourceOfTruth; sot != nil {
		if st := sot.Stage; st != "" && a.blockingWord(st) {
			out = append(out, blocker{ev: sourceEvidence("/stage", st), topic: nameTokens(lx, st), approval: a.hasApprovalWord(st), from: -1, stage: true,
				state: a.textStates(st)})
		}
		for _, k := range sortedKeys(sot.Facts) {
			v := sot.Facts[k]
			// A value that says what waits for what ("AST-2026 submission on
			// hold until the QAL3 drift check passes", "No loads to Millbrook
			// until the lab issues the certificate") is also read as a
			// person's precondition, its action and its condition apart: a
			// next step that takes the action goes ahead, whatever else the
			// summary says of the condition.
			// The value is read once, for both readings.
			var vu *unit
			if str, ok := v.(string); ok && sentenceLong(str) {
				vu = a.newUnit(review.PaneSourceOfTruth, "/facts/"+pointerToken(k), str)
				out = append(out, a.recordPreconditions(k, vu, &seen)...)
			}
			// A value that states a block until something happens ("gift
			// shipments on hold until the couple verifies the new address",
			// "Paraloid-Auftrag gesperrt, bis die Probe freigegeben ist")
			// holds work back whatever its key says.
			if str, ok := v.(string); ok && vu != nil && !a.blockingWord(k) && (blockUntilIn(vu) || recordBlockVerbs.has(vu.f.text)) {
				topic := nameTokens(a.lx, str)
				out = append(out, blocker{ev: review.Evidence{Pane: review.PaneSourceOfTruth, Ref: "/facts/" + pointerToken(k), End: len(str), Quote: str},
					topic: topic, from: -1})
				continue
			}
			// A field whose value is only "pending" ("cleaning": "pending",
			// "infection_control_clearance": "pendente") holds open what
			// it names: a precondition, whose next step must not go
			// ahead while the summary never names it.
			// So does a value that says it is still awaited ("submitted,
			// awaiting verification", "não assinado"), and a field named
			// for a step done that is false ("consent_signed": false).
			if str, ok := v.(string); ok && (pendingValue(str) || openStateValue(str)) && !a.blockingWord(k) || doneFieldOpen(k, v) {
				if b, ok := v.(bool); ok {
					str = strconv.FormatBool(b)
				}
				topic := nameTokens(lx, k)
				out = append(out, blocker{ev: review.Evidence{Pane: review.PaneSourceOfTruth, Ref: "/facts/" + pointerToken(k), End: len(str), Quote: str},
					topic: topic, cond: topic, precondition: true, from: -1, openField: true})
				continue
			}
			if !truthy(v) || !a.blockingWord(k) || a.namesBlockingThing(k, v) {
				continue
			}
			topic := nameTokens(lx, k)
			if s, ok := v.(string); ok {
				topic = append(topic, nameTokens(lx, s)...)
				slices.Sort(topic)
				topic = slices.Compact(topic)
			}
			e := review.Evidence{Pane: review.PaneSourceOfTruth, Ref: "/facts/" + pointerToken(k)}
			if s, ok := v.(string); ok {
				e.End, e.Quote = len(s), s
			}
			out = append(out, blocker{ev: e, topic: topic, approval: a.hasApprovalWord(k + " " + fmt.Sprint(v)), from: -1})
		}
	}
	return out
}

// pendingValues are record values that say only that something is still
// to happen, folded.
var pendingValues = map[string]bool{"pending": true, "pendente": true, "pendiente": true, "en attente": true, "ausstehend": true,
	"in attesa": true, "待定": true, "待处理": true, "未完成": true, "保留中": true, "未実施": true, "대기": true, "대기 중": true,
	"not started": true, "nao iniciado": true, "no iniciado": true, "未开始": true,
	// Still missing: "parental_consent": "missing".
	"missing": true, "fehlt": true, "falta": true, "em falta": true, "manquant": true, "manquante": true, "mancante": true,
	"not received": true, "nao recebido": true, "no recibido": true, "缺失": true, "未提交": true, "未提出": true, "미제출": true}

// pendingValue reports a record value that is one of pendingValues once
// folded ("Não iniciado", "PENDING").
func pendingValue(v string) bool {
	return pendingValues[strings.TrimSpace(foldString(v))]
}

// sentenceLong reports a record value long enough to state a rule: four
// words, or eight characters of CJK text, which has no spaces ("未取得（阻
// 塞：取得业主方入楼施工许可前不得下单）").
func sentenceLong(v string) bool {
	if strings.Count(v, " ") >= 3 {
		return true
	}
	n := 0
	for _, r := range v {
		if isCJK(r) {
			if n++; n >= 8 {
				return true
			}
		}
	}
	return false
}

// recordPreconditions returns the preconditions a record value states in
// its own sentences, with the record's authority, or nil.
func (a *analysis) recordPreconditions(k string, u *unit, seen *map[blockerKey]bool) []blocker {
	v := u.f.raw
	u.role = review.RoleSystem
	var out []blocker
	for _, b := range a.unitBlockers(u, nil, seen) {
		// A status before the rule ("blocked: … 收到前不得更新商店分级",
		// "ausstehend: Rechnung darf nicht eingereicht werden, bevor …")
		// leaves the rule's own pair to read. So does a CJK precondition
		// whose action came out as the whole sentence, its condition
		// included ("收到前不得开业": one word of action is too few for a
		// sentence's cue).
		if !b.precondition || (len(b.cond) == 0 || overlap(b.topic, b.cond) > 0) && hasHighLead(v) {
			if topic, cond := a.pairIn(u, b.at); len(topic) > 0 && len(cond) > 0 {
				b.topic, b.cond, b.precondition = topic, withoutTokens(cond, topic), true
			}
		}
		// "On hold until …": the block's words name the held work, the
		// until-connector's its condition.
		if !b.precondition {
			b.topic, b.cond = a.heldUntil(u, b.at)
			// "production_hold": "bloqueado hasta la firma del
			// consentimiento": the key names what is held.
			if len(b.topic) == 0 && len(b.cond) > 0 {
				b.topic = nameTokens(a.lx, k)
			}
			b.precondition = len(b.topic) > 0
		}
		// A record's ban whose condition is only a negation and a verb the
		// lexicon reads as a function word ("待核对：逝者姓名繁简写法，未核对前
		// 不得刻字") waits on what the rest of its value names, and its key.
		if b.precondition && len(b.cond) == 0 && len(b.topic) > 0 {
			for _, s := range u.sents {
				if s.start == b.at {
					b.cond = withoutTokens(a.lx.sentTokens(u, s), b.topic)
				}
			}
			if len(b.cond) == 0 {
				b.cond = withoutTokens(nameTokens(a.lx, k), b.topic)
			}
		}
		if !b.precondition || len(b.cond) == 0 {
			continue
		}
		b.from = -1
		out = append(out, b)
	}
	return out
}

// pairIn returns the action and condition of the first precondition
// cue in u's record sentence starting at at, or nil.
func (a *analysis) pairIn(u *unit, at int32) (action, cond []uint64) {
	for _, s := range u.sents {
		if s.start != at {
			continue
		}
		for _, h := range u.sentHits(s) {
			if cs := a.lx.m.terms[h.term].cats; cs.has(catBlockStrong) && a.lx.untilPrecondition(h.term) {
				action, cond = a.preconditionParts(u, s, h)
				// A record names its action in one word ("收到前不得开业"):
				// the word after a closing CJK cue is the action.
				if r, _ := utf8.DecodeRuneInString(u.f.text[h.start:]); len(action) == 0 && isCJK(r) {
					ca, cb := u.clause(a.lx, s, int(h.start))
					action = a.lx.tokens(u, int(h.end), cb, functionCats, false, nil)
					cond = a.lx.tokens(u, ca, int(h.start), functionCats, false, nil)
				}
				return action, cond
			}
		}
	}
	return nil, nil
}

// heldUntilWords bound a quantity ("até R$ 1.000") but, after a blocking
// word, say what the block waits for.
var heldUntilWords = map[string]bool{"ate": true, "hasta": true, "jusqu'a": true, "fino a": true}

// heldUntil splits the sentence of u starting at at where it states a
// block until something ("AST-2026 submission on hold until the QAL3
// check passes"): the words of its clause before the until-connector, and
// those after it. Nil when no until-connector follows a blocking word.
func (a *analysis) heldUntil(u *unit, at int32) (held, cond []uint64) {
	for _, s := range u.sents {
		if s.start != at {
			continue
		}
		block := false
		for _, h := range u.sentHits(s) {
			cs := a.lx.m.terms[h.term].cats
			if cs.has(catBlockStrong) {
				block = true
				continue
			}
			// "bloqueada até a auditoria aprovar", "retenido hasta que":
			// after a block, "até" and "hasta" wait rather than bound.
			if block && (cs.has(catUntil) || cs.has(catLimit) && heldUntilWords[a.lx.m.terms[h.term].text]) {
				ca, _ := u.clause(a.lx, s, int(h.start))
				_, cb := u.clause(a.lx, s, int(h.end))
				held = a.lx.tokens(u, ca, int(h.start), functionCats, false, nil)
				cond = a.lx.tokens(u, int(h.end), cb, functionCats, false, nil)
				return held, cond
			}
		}
	}
	return nil, nil
}

// chineseBans forbid what follows them; chineseOnlyThen ("方可") permits
// it only once the clause before has happened.
var (
	chineseBans = []string{"一律不得", "一律不", "千万别", "先别", "别把", "别让", "别给", "不要把", "不要让",
		"不得", "不能", "不可", "不准", "不许", "严禁", "禁止"}
	chineseOnlyThen = []string{"后方可", "之后方可", "方可"}
	// chineseBansAfterBefore forbid what follows a "前" they stand right
	// after ("探测前禁止打孔").
	chineseBansAfterBefore = []string{"禁止", "严禁", "不得", "不准", "不许", "一律不"}
)

// notBefore are words with "前" that do not mean "before" a step:
// "目前" (now), "提前" (early), "前往" (go to), "前台" (front desk).
var notBefore = []string{"目前", "当前", "提前", "眼前", "之前", "以前", "此前", "事前", "前往", "前面", "前天", "前年", "前台", "前端",
	"前期", "前方", "前一", "前述", "前次", "前者", "前述", "前线", "前景"}

// beforeMarkBan returns where a "前" closes a condition in t with a ban
// after it ("CT 结果回报前单位暂扣，不得放行"), or -1.
func beforeMarkBan(t string) int {
	ban := -1
	for _, w := range chineseBans {
		if k := strings.Index(t, w); k >= 0 && (ban < 0 || k < ban) {
			ban = k
		}
	}
	if ban < 0 {
		return -1
	}
	for i := 0; i < ban; {
		k := strings.Index(t[i:ban], "前")
		if k < 0 {
			return -1
		}
		k += i
		i = k + len("前")
		word := false
		for _, w := range notBefore {
			if j := strings.Index(w, "前"); k >= j && strings.HasPrefix(t[k-j:], w) {
				word = true
				break
			}
		}
		// "装箱前必须抽检，不得跳过抽检": a duty after "前" is what comes
		// first; the ban is on skipping it, not on waiting.
		if !word && k >= 3 && t[k-3] >= 0xE3 && !strings.Contains(t[k:ban], "须") && !strings.Contains(t[k:ban], "应") && !strings.Contains(t[k:ban], "要") {
			return k
		}
	}
	return -1
}

// chineseBan reads a Chinese precondition that puts its condition first:
// a clause ending in an until-cue ("合格前", "复测之前") followed by a ban
// ("一律不", "别把"), or a clause followed by "方可" ("签字后，方可报送").
// The action is what the ban or "方可" governs, to its clause's end; the
// condition, the clause before.
func (a *analysis) chineseBan(u *unit, s sentence) (action, cond []uint64, ok bool) {
	t := u.f.text[s.start:s.end]
	// Chinese characters are three bytes in UTF-8, the first at least 0xE3:
	// a sentence with none is passed over without decoding it.
	if !hasHighLead(t) {
		return nil, nil, false
	}
	lx := a.lx
	cue, end := -1, 0
	// Where the condition's "前" closes a clause of its own, before the
	// ban's ("燃气安全证书未签发之前，K-4 窑炉不能装车发运").
	closed := -1
	if strings.Contains(t, "方可") {
		for _, w := range chineseOnlyThen {
			if k := strings.Index(t, w); k >= 0 {
				cue, end = k, k+len(w)
				break
			}
		}
	}
	if cue < 0 && strings.Contains(t, "前") {
		// "完成管线探测前禁止打孔": a "前" right before the ban closes the
		// condition as an until-cue does.
		for _, w := range chineseBansAfterBefore {
			if k := strings.Index(t, "前"+w); k >= 0 {
				cue, end = k+len("前"), k+len("前")+len(w)
				break
			}
		}
	}
	if cue < 0 {
		// "换货瓶到位前，右侧气瓶组不得接入": a clause that ends in "前" is
		// the condition, whatever verb it closes.
		h, found := u.firstCatHit(lx, s, catUntil, int(s.start), int(s.end))
		if k := strings.Index(t, "前,"); k >= 0 && (!found || int(s.start)+k < int(h.start)) {
			h, found = hit{start: s.start + int32(k), end: s.start + int32(k+len("前,"))}, true
		}
		if !found {
			// "CT 结果回报前单位暂扣，不得放行": a verb closed by "前",
			// then a ban later in the sentence.
			if k := beforeMarkBan(t); k >= 0 {
				h, found = hit{start: s.start + int32(k), end: s.start + int32(k+len("前"))}, true
			}
		}
		if !found {
			return nil, nil, false
		}
		closed = int(h.end)
		for _, w := range chineseBans {
			if k := strings.Index(t, w); k >= 0 && int(s.start)+k >= int(h.end) {
				cue, end = k, k+len(w)
				break
			}
		}
		// "校准有效之前，不开始叶片吊装": a bare "不" that opens the clause
		// after the condition bans its verb.
		if cue < 0 {
			k := int(h.end) - int(s.start)
			for k < len(t) && (t[k] == ' ' || t[k] == ',') {
				k++
			}
			if strings.HasPrefix(t[k:], "不") && !startsWithAny(t[k:], notBans) {
				cue, end = k, k+len("不")
			}
		}
		if cue < 0 {
			return nil, nil, false
		}
	}
	at, to := int(s.start)+cue, int(s.start)+end
	ca, _ := u.clause(lx, s, max(int(s.start), at-1))
	if ca >= at {
		// The cue opens its clause: the condition is the clause before.
		pa, _ := u.clause(lx, s, max(int(s.start), at-2))
		ca = pa
	}
	_, cb := u.clause(lx, s, to)
	action = lx.tokens(u, to, cb, functionCats, false, nil)
	cond = lx.tokens(u, ca, at, functionCats, false, nil)
	// A clause that "前" closes on a thing not yet done ("燃气安全证书未签
	// 发之前，K-4 窑炉不能装车发运") is what the ban waits for, and the ban's
	// own clause, after it, holds its subject and verb. Without the "未"
	// the clause may be the held act itself ("提交认证前，B 类缺陷不得超过
	// 3 个": a count required before submitting).
	if closed >= 0 && ca >= closed {
		pa, _ := u.clause(lx, s, max(int(s.start), closed-len("前,")-1))
		if c := u.f.text[pa:closed]; strings.Contains(c, "未") || strings.Contains(c, "没") {
			action = lx.tokens(u, closed, cb, functionCats, false, nil)
			cond = lx.tokens(u, pa, closed, functionCats, false, nil)
		}
	}
	if len(action) == 0 || len(cond) == 0 {
		return nil, nil, false
	}
	return action, withoutTokens(cond, action), true
}

// kanaUntilWords close a Japanese or Korean condition that holds work
// back until it is met: "結果が出るまで", "결과가 나올 때까지". "までに"
// (by) sets a deadline instead.
var kanaUntilWords = []string{"まで", "때까지", "전까지", " 전에는 ", " 전에 ", " 전 "}

// koTimeBefore reports Korean text t that ends with a time: a word with a
// digit, or one ending in a day, week, month, year, hour or minute
// ("금요일", "3일", "2시간", "다음 주").
func koTimeBefore(t string) bool {
	w := strings.TrimRight(t, " ")
	if i := strings.LastIndexByte(w, ' '); i >= 0 {
		w = w[i+1:]
	}
	if w == "" || strings.ContainsAny(w, "0123456789") {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(w)
	return strings.ContainsRune("일주월년시분초날간", r)
}

// kanaDenials deny the work after such a condition: "確定しません",
// "行わない", "발송하지 않습니다", "출고 금지".
var kanaDenials = []string{"ません", "ない", "不可", "禁止", "않", "못 ", "금지", "불가"}

// kanaDenied reports a denial (kanaDenials) in t. "ない" denies only as a
// verb's ending, after a kana ("行わない", "届かない"): after a kanji it
// closes an adjective ("少ない", few; "危ない", dangerous).
func kanaDenied(t string) bool {
	for _, w := range kanaDenials {
		for from := 0; from < len(t); {
			i := indexCue(t[from:], w)
			if i < 0 {
				break
			}
			i += from
			from = i + len(w)
			if w == "ない" {
				if r, _ := utf8.DecodeLastRuneInString(t[:i]); r < 0x3041 || r > 0x30FF {
					continue
				}
			}
			return true
		}
	}
	return false
}

// kanaUntilNot reads a Japanese or Korean precondition said as "until X,
// not Y": "尿培養の結果が出るまで手術日は確定しません", "검사 결과가 나올
// 때까지 출고하지 않습니다". The condition is a clause closed by a verb
// (a hiragana before "まで"; "때까지" follows a verb's attributive form), not a
// time ("17時まで", "金曜日まで"); a denial follows it. The condition runs
// from its clause's start to the until-word, the action from there to the
// sentence's end. A condition a later message of the original reports
// done ("挿入済み", "확인 완료") is met, and no blocker.
func (a *analysis) kanaUntilNot(u *unit, s sentence) (action, cond []uint64, ok bool) {
	t := u.f.text[s.start:s.end]
	if !hasHighLead(t) || !strings.Contains(t, "まで") && !strings.Contains(t, "까지") && !strings.Contains(t, " 전") {
		return nil, nil, false
	}
	for _, w := range kanaUntilWords {
		// Each until-word in turn: "17時まで会議、結果が出るまで確定しません"
		// has its condition at the second.
		k := -1
		for from := 0; from < len(t); {
			i := strings.Index(t[from:], w)
			if i < 0 {
				break
			}
			i += from
			from = i + len(w)
			if i == 0 || strings.HasPrefix(t[i+len(w):], "に") {
				continue
			}
			if w == "まで" {
				if r, _ := utf8.DecodeLastRuneInString(t[:i]); r < 0x3041 || r > 0x3096 {
					continue
				}
			}
			// "전까지" closes a verb's "-기" ("검사를 끝내기 전까지"), not a
			// day ("금요일 전까지" is a deadline).
			if w == "전까지" {
				if r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(t[:i], " ")); r != '기' {
					continue
				}
			}
			// A bare "전" ("before") after a word of its own closes an act
			// ("표시도 수령 전 앵커 작업 금지"), not a time ("금요일 전",
			// "3일 전", "출고 2시간 전").
			// Nor one a span follows ("수확 전 48시간 동안": the 48 hours
			// before the harvest).
			if strings.HasPrefix(w, " 전") && (koTimeBefore(t[:i]) || i+len(w) < len(t) && isDigit(t[i+len(w)])) {
				continue
			}
			k = i
			break
		}
		if k < 0 || !kanaDenied(t[k+len(w):]) {
			continue
		}
		at, to := int(s.start)+k, int(s.start)+k+len(w)
		ca, _ := u.clause(a.lx, s, max(int(s.start), at-1))
		cond = a.lx.tokens(u, ca, at, functionCats, false, nil)
		action = a.lx.tokens(u, to, int(s.end), functionCats, false, nil)
		if len(action) == 0 || len(cond) == 0 || a.reportedDoneLater(u, a.condEvent(u, ca, at, cond)) {
			return nil, nil, false
		}
		return action, withoutTokens(cond, action), true
	}
	return nil, nil, false
}

// condEvent returns the tokens of what a Japanese or Korean condition in
// u's text [ca, at) waits for: the words after its last particle ("署名が
// 出る" of "品質検査員の署名が出る"), so that other work on the
// condition's subject reported done ("検査員には連絡済み") does not meet
// it. All of cond when there is no particle or nothing after it.
func (a *analysis) condEvent(u *unit, ca, at int, cond []uint64) []uint64 {
	t := u.f.text[ca:at]
	k := -1
	for _, p := range condParticles {
		if i := strings.LastIndex(t, p); i >= 0 && i+len(p) > k {
			k = i + len(p)
		}
	}
	if k < 0 {
		return cond
	}
	if ev := a.lx.tokens(u, ca+k, at, functionCats, false, nil); len(ev) > 0 {
		return ev
	}
	return cond
}

// condParticles close the subject or object of a Japanese or Korean
// condition, folded.
var condParticles = []string{"の", "は", "を", ",", "을 ", "를 ", "은 ", "는 ", "의 "}

// reportedDoneLater reports a message of the original after u with a
// sentence that shares a word with cond and says it is done, confirmed,
// resolved or met (metWords: "合格", "受領済"), with no negation.
func (a *analysis) reportedDoneLater(u *unit, cond []uint64) bool {
	after := false
	for _, v := range a.orig {
		if v == u {
			after = true
			continue
		}
		if !after {
			continue
		}
		for _, s := range v.sents {
			if !s.cs.has(catNegation) && overlap(a.lx.sentTokens(v, s), cond) > 0 &&
				(s.cs.any(cats(catDone, catSuccess, catConfirm, catResolved)) && a.doneInClauseOf(v, s, cond) || a.metInClauseOf(v, s, cond)) {
				return true
			}
		}
	}
	return false
}

// doneInClauseOf reports a word for done in a clause of sentence s that
// names the condition, not counting none: "minimum skills passed: 7;
// contact-readiness signed: 0" says nothing of the readiness sheets done.
func (a *analysis) doneInClauseOf(u *unit, s sentence, cond []uint64) bool {
	for _, h := range u.sentHits(s) {
		if !a.lx.m.terms[h.term].cats.any(cats(catDone, catSuccess, catConfirm, catResolved)) {
			continue
		}
		if a.doneInClause(u, s, int(h.start), int(h.end), cond) {
			return true
		}
	}
	return false
}

// metInClauseOf reports a word of metWords ("signed", "passed", "已签")
// in a clause of sentence s that names the condition, not counting none
// ("contact-readiness signed: 0").
func (a *analysis) metInClauseOf(u *unit, s sentence, cond []uint64) bool {
	t := u.f.text
	for p := int(s.start); p < int(s.end); {
		k := metWords.first(t[p:s.end])
		if k < 0 {
			return false
		}
		at := p + k
		end := at
		for end < int(s.end) && isWordByte(t[end]) {
			end++
		}
		if end == at {
			_, size := utf8.DecodeRuneInString(t[at:])
			end = at + size
		}
		if a.doneInClause(u, s, at, end, cond) {
			return true
		}
		p = end
	}
	return false
}

// doneInClause reports the word for done at t[at:end] in a clause that
// names the condition, with no count of none right before or after it.
func (a *analysis) doneInClause(u *unit, s sentence, at, end int, cond []uint64) bool {
	ca, cb := u.clause(a.lx, s, at)
	return overlap(a.lx.tokens(u, ca, cb, functionCats, false, nil), cond) > 0 &&
		!zeroCountAfter(u.f.text, end, cb) && !zeroCountBefore(u.f.text[ca:at])
}

// cjkHitIn reports a lexicon hit in Chinese, Japanese or Korean in
// sentence s: the cheap look that spares scanning other text for them.
func (a *analysis) cjkHitIn(u *unit, s sentence) bool {
	for _, h := range u.sentHits(s) {
		if u.f.text[h.start] >= 0xE3 {
			return true
		}
	}
	return false
}

// withoutNoWords open the condition of "without X, no Y", folded.
var withoutNoWords = []string{"without ", "ohne ", "sem ", "sin ", "sans ", "senza "}

// noAfterWithout deny the work after such a condition, folded: "ohne
// Befund keine Ernte", "sem inspeção aprovada a fruta não entra", "sans
// visa, pas d'embarquement".
var noAfterWithout = []string{"no ", "not ", "never ", "kein ", "keine ", "keinen ", "nicht ", "nao ", "nenhum ", "nenhuma ",
	"ningun ", "ninguna ", "nunca ", "pas ", "aucun ", "aucune ", "jamais ", "niente ", "nessun ", "nessuna ", "non ",
	// A denial to everyone: "sem vistoria, nada de arrancar fio",
	// "without the permit nothing ships", "ohne Freigabe geht nichts raus".
	"nothing ", "nobody ", "no one ", "nada ", "ninguem ", "nadie ", "nichts ", "niemand ", "rien ", "personne "}

// withoutThenNo reads a precondition said as "without X, no Y" ("ohne
// Befund keine Ernte", "sem inspeção aprovada a fruta não entra"): the
// condition runs from "without" to the denial's clause, the action from
// the denial to the sentence's end. "Without" must open the sentence,
// its clause or what follows a label's colon: "shipped without delay, no
// issues" is no rule.
func (a *analysis) withoutThenNo(u *unit, s sentence) (action, cond []uint64, ok bool) {
	return a.condThenNo(u, s, withoutNoWords, false)
}

// noThenWithout reads a precondition said as "no Y without X", the
// denial first: "No truck goes up a pole without a current test
// certificate", "no instalar sin certificado", "kein Versand ohne
// Freigabe", "nenhuma remoção sem a vistoria". The denial must come in
// the clause of "without", before it and a few words away; the action
// is the clause up to "without", the condition what follows it to the
// clause's end. A clause that considers a case ("if you cannot ship
// without …") holds nothing back, and the reading holds only where the
// event shows the condition open (see condOpenElsewhere).
func (a *analysis) noThenWithout(u *unit, s sentence) (action, cond []uint64, ok bool) {
	// The lexicon reads every word for "without" as needing nothing.
	if !s.cs.has(catNoNeed) {
		return nil, nil, false
	}
	t := u.f.text
	k, n := firstAtWordStart(t[s.start:s.end], withoutNoWords)
	if k <= 0 {
		return nil, nil, false
	}
	at := int(s.start) + k
	ca, _ := u.clause(a.lx, s, at)
	// The denial opens the clause ("No truck…", "Nenhum contêiner…",
	// "no instalar…"), or is a prohibition ("can't be reserved without"):
	// "me dijo que nunca aceptan palés sin film" reports a habit.
	neg := -1
	for _, h := range u.sentHits(s) {
		cs := a.lx.m.terms[h.term].cats
		if int(h.start) >= ca && int(h.end) <= at && cs.any(cats(catNegation, catProhibit)) {
			if (cs.has(catProhibit) || leadOpensClause(t[ca:h.start], true)) && !a.reportedBefore(u, s, int(h.start)) {
				neg = int(h.end)
			}
			break
		}
	}
	if neg < 0 || at-neg > 80 || a.caseConsidered(u, s, ca, at) {
		return nil, nil, false
	}
	// "nunca programar descarga acima de 120 m³/s sem aviso": work past
	// a bound, a rule on a number, not a block on the work. A digit is
	// enough to tell (parsing the sentence's numbers costs more than the
	// rare identifier it would let through).
	if hasDigit(t[neg:at]) {
		return nil, nil, false
	}
	// The action is the clause before "without", its subject included
	// ("l'inscription ne peut pas être validée sans …").
	_, cb := u.clause(a.lx, s, at+n)
	action = a.lx.tokens(u, ca, at, functionCats, false, nil)
	cond = withoutTokens(a.lx.tokens(u, at+n, cb, functionCats, false, nil), action)
	if len(action) == 0 || len(cond) == 0 || !a.blockDeclaredAfter(u, s, cb) && !a.condOpenElsewhere(u, s, cond) {
		return nil, nil, false
	}
	return action, cond, true
}

// blockDeclaredAfter reports a rule that says itself that it blocks, past
// byte from of its sentence or in a short sentence right after it:
// "Keine Behandlung ohne Freigabe der Tierärztin – das ist blockierend",
// "No sanding without the owner's sign-off; this is blocking."
func (a *analysis) blockDeclaredAfter(u *unit, s sentence, from int) bool {
	for _, h := range u.sentHits(s) {
		if int(h.start) >= from && a.lx.m.terms[h.term].cats.has(catBlockStrong) {
			return true
		}
	}
	if k := int(s.idx) + 1; s.idx >= 0 && k < len(u.sents) {
		n := u.sents[k]
		if len(strings.Fields(u.f.text[n.start:n.end])) <= 5 && u.sentCats(a.lx, n).has(catBlockStrong) {
			return true
		}
	}
	return false
}

// openTalk are the categories of a sentence that says something is not
// there yet: pending, missing or denied, only requested or lodged, run
// out or blocked. A failure word is not one: "0 erreur" is a clean
// check.
var openTalk = cats(catPending, catNegation, catRequested, catLodged, catNoLonger, catBlockStrong)

// condOpenElsewhere reports another sentence of the original, or a
// record value, that names condition cond and says it is not met yet:
// "boom dielectric certificate lapsed 2026-11-30", "todo trabajo en
// espera hasta recibir el certificado", "insurance_certificate":
// "pending". "No X without Y" is most often a standing rule, met or not
// at issue in the event; it holds work back only where the event shows
// its condition open.
func (a *analysis) condOpenElsewhere(bu *unit, bs sentence, cond []uint64) bool {
	need := min(2, len(cond))
	for _, u := range a.orig {
		// A tool's result that says "cannot be validated without a new
		// copy" speaks of this event's record: another sentence of it
		// that keeps anything open ("statut en attente") shows the
		// condition open.
		if u == bu && u.role == review.RoleTool {
			for _, s := range u.sents {
				if s.start != bs.start && u.sentCats(a.lx, s).any(cats(catPending, catBlockStrong)) {
					return true
				}
			}
		}
		for _, s := range u.sents {
			// The rule said again ("Ohne gültige Lizenz startet kein
			// Fahrer") says nothing of this event.
			if u == bu && s.start == bs.start || !u.sentCats(a.lx, s).any(openTalk) {
				continue
			}
			if k, _ := firstAtWordStart(u.f.text[s.start:s.end], withoutNoWords); k >= 0 {
				continue
			}
			if overlap(a.lx.sentTokens(u, s), cond) >= need {
				return true
			}
		}
	}
	if sot := a.ev.SourceOfTruth; sot != nil {
		for _, k := range sortedKeys(sot.Facts) {
			str, ok := sot.Facts[k].(string)
			if !ok {
				continue
			}
			u := a.newUnit(review.PaneSourceOfTruth, "/facts/"+pointerToken(k), k+": "+str)
			for _, s := range u.sents {
				if (s.cs.any(openTalk) || pendingValue(str) || openStateValue(str)) && overlap(a.lx.sentTokens(u, s), cond) >= need {
					return true
				}
			}
		}
	}
	return false
}

// banBeforeCue reports a blocking cue of sentence s that orders work
// before a condition ("no patching before", "do not ship until").
// A cue that holds the hedge itself ("not confirmed until the dye test")
// is the guess waiting for its check.
func (a *analysis) banBeforeCue(u *unit, s sentence) bool {
	hits := u.sentHits(s)
	for _, h := range hits {
		if !a.lx.m.terms[h.term].cats.has(catBlockStrong) || !a.lx.untilPrecondition(h.term) {
			continue
		}
		hedged := false
		for _, g := range hits {
			if a.lx.m.terms[g.term].cats.has(catHedge) && g.start < h.end && h.start < g.end {
				hedged = true
			}
		}
		if !hedged {
			return true
		}
	}
	return false
}

// heldPendingWords hold a thing as it is, before "pending" used as
// "until": "interlock: locked pending coolant sample lab result", "refund
// on hold pending the fraud review", "suspended pending inspection".
var heldPendingWords = []string{"locked", "on hold", "held", "suspended", "frozen", "blocked", "paused", "deferred", "withheld", "closed"}

// heldPending reads "X locked pending Y": the held thing before the hold
// word, in its clause, and the condition after "pending", to the
// clause's end.
func (a *analysis) heldPending(u *unit, s sentence) (action, cond []uint64, ok bool) {
	t := u.f.text
	for _, h := range u.sentHits(s) {
		if t[h.start:h.end] != "pending" {
			continue
		}
		ca, cb := u.clause(a.lx, s, int(h.start))
		lead := strings.TrimRight(t[ca:h.start], " ")
		held := false
		for _, w := range heldPendingWords {
			if strings.HasSuffix(lead, " "+w) || lead == w || strings.HasSuffix(lead, ": "+w) {
				held = true
				break
			}
		}
		if !held || u.negatedWithin(a.lx, s, int(h.start), 24) {
			return nil, nil, false
		}
		pa := u.commaRunStart(s, ca)
		action = a.lx.tokens(u, pa, int(h.start), functionCats, false, nil)
		cond = a.lx.tokens(u, int(h.end), cb, functionCats, false, nil)
		if len(action) == 0 || len(cond) < 2 {
			return nil, nil, false
		}
		return action, withoutTokens(cond, action), true
	}
	return nil, nil, false
}

// cjkUntilMarks end a condition in Chinese, Japanese and Korean: "本部承認
// まで", "定金到账之前", "승인까지".
var cjkUntilMarks = map[string]bool{"まで": true, "までは": true, "之前": true, "以前": true, "前": true, "까지": true}

// cjkHoldWords stop or hold work back: "発注停止", "暂停发货", "출고 보류".
var cjkHoldWords = []string{"停止", "保留", "中止", "見合わせ", "凍結", "暂停", "暂缓", "冻结", "搁置", "停发", "보류", "중지", "정지"}

// cjkHoldUntil reads a hold bound to its condition in Chinese, Japanese
// or Korean: "棚割り PG-77 の本部承認まで発注停止" (orders stopped until head
// office approves the planogram), "报告上传之前暂停调试", "승인까지 출고
// 보류". The condition runs from the clause's start to the until-mark;
// the held work, from the mark to the clause's end, where a hold word
// must stand. A time before the mark ("12月20日まで", "3天前") is a
// deadline or a date, no condition.
func (a *analysis) cjkHoldUntil(u *unit, s sentence) (action, cond []uint64, ok bool) {
	if !s.cs.has(catUntil) {
		return nil, nil, false
	}
	t := u.f.text
	for _, h := range u.sentHits(s) {
		if !cjkUntilMarks[t[h.start:h.end]] || !a.lx.m.terms[h.term].cats.has(catUntil) {
			continue
		}
		ca, cb := u.clause(a.lx, s, int(h.start))
		if int(h.end) >= cb {
			return nil, nil, false
		}
		r, _ := utf8.DecodeLastRuneInString(t[ca:h.start])
		if r == utf8.RuneError || isDigit(byte(r)) && r < 0x80 || strings.ContainsRune("日月年时時点點号號分秒周週天", r) {
			return nil, nil, false
		}
		rest := t[h.end:cb]
		held := false
		for _, w := range cjkHoldWords {
			if strings.Contains(rest, w) {
				held = true
				break
			}
		}
		if !held || a.caseConsidered(u, s, ca, int(h.start)) {
			return nil, nil, false
		}
		cond = a.lx.tokens(u, ca, int(h.start), functionCats, false, nil)
		action = a.lx.tokens(u, int(h.end), cb, functionCats, false, nil)
		if len(action) == 0 || len(cond) == 0 {
			return nil, nil, false
		}
		return action, withoutTokens(cond, action), true
	}
	return nil, nil, false
}

// caseConsidered reports a conditional or hedging cue between ca and cb
// of sentence s: a case the sentence considers ("se o boleto não for
// pago até …"), not work held back. The Italian impersonal "non si"
// ("non si alza finché …") is no "if".
func (a *analysis) caseConsidered(u *unit, s sentence, ca, cb int) bool {
	t := u.f.text
	for _, h := range u.sentHits(s) {
		if int(h.start) < ca || int(h.end) > cb || !a.lx.m.terms[h.term].cats.any(cats(catConditional, catHedge)) {
			continue
		}
		if t[h.start:h.end] == "si" && strings.HasSuffix(t[:h.start], "non ") {
			continue
		}
		return true
	}
	return false
}

// untilFirstWords open a condition that holds work back until it is met,
// folded: "até a DTA ser deferida, nenhuma alvarenga embarca", "solange
// … nicht abgezeichnet hat, geht keine Anmeldung", "tant que …, aucun
// départ", "finché …, nessuna prenotazione".
var untilFirstWords = []string{"until ", "till ", "ate que ", "ate a ", "ate o ", "ate as ", "ate os ", "ate ser ", "enquanto nao ",
	"hasta que ", "mientras no ", "tant que ", "jusqu'a ce que ", "solange ", "finche ", "fino a quando ", "fino a che "}

// untilThenNo reads a precondition said as "until X, no Y", the until
// clause first. Its own clause may hold the expletive negation of
// "solange … nicht", "finché … non": the denial is looked for after it.
// "Until Monday", "até o fim do mês" are times, not conditions.
func (a *analysis) untilThenNo(u *unit, s sentence) (action, cond []uint64, ok bool) {
	return a.condThenNo(u, s, untilFirstWords, true)
}

// condThenNo reads "OPENER X, no Y": opener must open the sentence, its
// clause or what follows a label's colon; the denial must come in the
// opener's clause (or, with afterClause, only after it) or a few words
// on. The condition runs from the opener to the denial, the action from
// the denial to the sentence's end.
func (a *analysis) condThenNo(u *unit, s sentence, openers []string, afterClause bool) (action, cond []uint64, ok bool) {
	t := u.f.text
	st := t[s.start:s.end]
	k, n := firstAtWordStart(st, openers)
	if k < 0 {
		return nil, nil, false
	}
	at := int(s.start) + k
	if ca, _ := u.clause(a.lx, s, at); !leadOpensClause(t[ca:at], false) {
		return nil, nil, false
	}
	if afterClause && !conditionAfter(t[at+n:s.end]) {
		return nil, nil, false
	}
	_, cb := u.clause(a.lx, s, at+n)
	from := at + n
	if afterClause {
		if cb >= int(s.end) {
			return nil, nil, false
		}
		from = cb
	}
	d, dn := firstAtWordStart(t[from:s.end], noAfterWithout)
	if d < 0 {
		return nil, nil, false
	}
	neg := from + d
	// The denial in the condition's clause or the next one, a few words on.
	if neg > cb+40 {
		return nil, nil, false
	}
	cond = a.lx.tokens(u, at+n, neg, functionCats, false, nil)
	action = a.lx.tokens(u, neg+dn, int(s.end), functionCats, false, nil)
	if len(cond) == 0 || len(action) == 0 {
		return nil, nil, false
	}
	// "Finché manca, nessuna consegna": a one-word condition points back
	// to one stated before, which the summary may say is met in its own
	// words.
	if afterClause && len(cond) < 2 {
		return nil, nil, false
	}
	return action, withoutTokens(cond, action), true
}

// beforeArticles are "before" fused with an article or "di", folded:
// the lexicon reads "antes de" as an until-connector, not "antes da
// liberação", "antes del pago", "prima del rilascio", "prima dell'esito".
var beforeArticles = []string{"antes da ", "antes do ", "antes das ", "antes dos ", "antes del ", "prima del ", "prima della ",
	"prima dello ", "prima dei ", "prima delle ", "prima degli ", "prima dell'", "prima di "}

// negDeterminers deny what they determine: "nessuna spedizione … prima
// del rilascio", "nenhum envio antes da liberação".
var negDeterminers = []string{"nessuna ", "nessun ", "nessuno ", "nenhum ", "nenhuma ", "ningun ", "ninguna "}

// banBeforeArticle reads "o eixo não pode ser reinstalado antes da
// liberação", "no puede entregarse antes del pago", "nessuna spedizione
// prima del rilascio": a prohibition, or a denying determiner, then
// "before" fused with an article. The action is what the prohibition
// governs, up to "antes"; the condition, what follows to the clause's
// end. A prohibition after its action ("la messa in onda è vietata prima
// dell'esito") governs the words before it.
func (a *analysis) banBeforeArticle(u *unit, s sentence) (action, cond []uint64, ok bool) {
	t := u.f.text
	st := t[s.start:s.end]
	if !strings.Contains(st, "antes d") && !strings.Contains(st, "prima d") {
		return nil, nil, false
	}
	k, n := firstAtWordStart(st, beforeArticles)
	if k < 0 {
		return nil, nil, false
	}
	at := int(s.start) + k
	ca, _ := u.clause(a.lx, s, at)
	h, found := u.firstCatHit(a.lx, s, catProhibit, int(s.start), at)
	from := 0
	if found {
		from = int(h.end)
	} else if d, dn := firstAtWordStart(t[ca:at], negDeterminers); d >= 0 {
		found, from = true, ca+d+dn
		h.start = int32(ca + d)
	}
	if !found {
		return nil, nil, false
	}
	// The ban and its "before" in one clause: "não pode ser reinstalado
	// antes da liberação", not "não pode faltar; antes da visita, …".
	if ca > int(h.start) {
		return nil, nil, false
	}
	to := at + n
	_, cb := u.clause(a.lx, s, to)
	action = a.lx.tokens(u, from, at, functionCats, false, nil)
	if len(action) == 0 {
		action = a.lx.tokens(u, ca, int(h.start), functionCats, false, nil)
	}
	cond = a.lx.tokens(u, to, cb, functionCats, false, nil)
	if len(action) == 0 || len(cond) == 0 {
		return nil, nil, false
	}
	return action, withoutTokens(cond, action), true
}

// untilWords are Portuguese, Spanish, Italian and French "until" before
// an article or "que", folded: the lexicon reads them as bounds ("até R$
// 1.000"), but after a negation they say what the work waits for. "Até
// agora" (so far) has no article and is not one of them.
var untilWords = []string{"ate o ", "ate a ", "ate os ", "ate as ", "ate que ", "hasta el ", "hasta la ", "hasta los ", "hasta las ",
	"hasta que ", "fino alla ", "fino al ", "fino all'", "fino allo ", "fino ai ", "fino alle ", "jusqu'a la ", "jusqu'au ",
	"jusqu'aux ", "jusqu'a ce que ", "finche ", "ate ser ", "ate estar ", "hasta ser ", "hasta estar ",
	// A possessive or "new" before what is waited for: "no se puede
	// instalar hasta su resolución", "no apto hasta nuevo examen".
	"hasta su ", "hasta sus ", "ate sua ", "ate seu ", "ate suas ", "ate seus ", "hasta nuevo ", "hasta nueva ", "ate novo ",
	"ate nova ", "jusqu'a sa ", "jusqu'a son ", "jusqu'a ses ", "jusqu'a nouvel ", "jusqu'a nouvelle ", "fino a nuovo ",
	"fino a nuova ", "fino alla sua ", "fino al suo "}

// untilInfinitive finds "until" before an infinitive or an action noun,
// folded: "no enviar el lote hasta verificar las direcciones", "não
// liberar até receber o laudo", "non spedire fino a ricevere il nulla
// osta", "no cobrar hasta resolución de la disputa". It returns the
// until-word's offset and length, or -1.
func untilInfinitive(st string) (int, int) {
	for _, w := range []string{"hasta ", "ate ", "fino a ", "jusqu'a "} {
		for from := 0; from < len(st); {
			i := strings.Index(st[from:], w)
			if i < 0 {
				break
			}
			i += from
			from = i + 1
			if i > 0 && isWordByte(st[i-1]) {
				continue
			}
			rest := st[i+len(w):]
			e := 0
			for e < len(rest) && rest[e] >= 'a' && rest[e] <= 'z' {
				e++
			}
			v := rest[:e]
			if len(v) >= 5 && (strings.HasSuffix(v, "ar") || strings.HasSuffix(v, "er") || strings.HasSuffix(v, "ir")) ||
				len(v) >= 6 && (strings.HasSuffix(v, "are") || strings.HasSuffix(v, "ere") || strings.HasSuffix(v, "ire")) ||
				// An event named by its noun: "no cobrar hasta resolución de
				// la disputa", "até aprovação do síndico", "jusqu'à
				// validation du devis".
				len(v) >= 7 && (strings.HasSuffix(v, "cion") || strings.HasSuffix(v, "sion") || strings.HasSuffix(v, "cao") ||
					strings.HasSuffix(v, "sao") || strings.HasSuffix(v, "tion")) {
				return i, len(w)
			}
		}
	}
	return -1, 0
}

// untilWordsEnDe are the English and German until-words negatedUntilWord
// reads when a condition, not a date or time, follows them: "is not
// placed in shared kennels until a vet has examined it", "wird nicht
// verladen, bis die Probe freigegeben ist".
var untilWordsEnDe = []string{"until ", "till ", "bis die ", "bis der ", "bis das ", "bis ein ", "bis eine ", "bis zur ", "bis zum "}

// firstAtWordStart returns where the earliest of words stands in st at
// the start of a word, and its length; -1 when none does. A match inside
// a word ("combate a") is passed over for a later one.
func firstAtWordStart(st string, words []string) (int, int) {
	k, n := -1, 0
	for _, w := range words {
		for from := 0; from < len(st); {
			i := strings.Index(st[from:], w)
			if i < 0 {
				break
			}
			i += from
			if i == 0 || !isWordByte(st[i-1]) {
				if k < 0 || i < k {
					k, n = i, len(w)
				}
				break
			}
			from = i + 1
		}
	}
	return k, n
}

var holdVerbs = newCueSet([]string{"stays", "stay", "remains", "remain", "is held", "are held", "stays locked", "stay locked",
	"is locked", "are locked", "is frozen", "are frozen", "is kept", "are kept",
	// Barred, locked or suspended as a record states it: "wet bell diving
	// barred until renewal is issued", "Unit under LOCKOUT until a
	// certified technician clears alarm A-17", "rig locked for sailing
	// until both are replaced".
	"barred", "is barred", "are barred", "locked", "locked out", "lockout", "lock-out", "tagged out", "suspended", "is suspended", "are suspended", "halted", "is halted",
	"fica", "ficam", "permanece", "permanecem", "travada", "travado", "travadas", "travados", "retido", "retida", "retidos", "retidas",
	// The plurals the lexicon's block words lack: "novas marcações
	// bloqueadas até o supervisor levantar o sinal".
	"bloqueados", "bloqueadas", "suspensos", "suspensas", "suspendidos", "suspendidas", "bloccate",
	"queda", "quedan", "permanecen", "retenido", "retenida", "retenidos", "retenidas",
	"reste", "restent", "demeure", "demeurent", "retenu", "retenue", "retenus", "retenues",
	"bleibt", "bleiben", "gesperrt", "zuruckgehalten",
	"resta", "restano", "rimane", "rimangono", "trattenuto", "trattenuta", "trattenuti", "trattenute",
	// The order to hold: "hold allocation of NB-44 until the rescan
	// completes", "suspenda o embarque até …", "sospendi le consegne
	// finché …", "stellen Sie … zurück, bis …".
	"hold", "pause", "defer", "postpone", "suspend", "withhold", "freeze", "keep back",
	"segure", "segurem", "suspenda", "suspendam", "adie", "retenha", "aguarde com",
	"retenga", "suspende", "aplace", "pospon", "posponga", "suspendez", "suspends", "differez", "reportez", "retenez",
	"aussetzen", "zuruckstellen", "zuruckhalten", "anhalten", "sospendi", "sospendete", "rinvia", "rinviate", "trattieni", "trattenete"})

// requiredBefore reads a record's value, in the source of truth or a
// tool's result, that names what must come first: "fibrinogen QC result
// required before release to inventory", "laudo necessário antes da
// liberação", "the colour proof must be signed off before production can
// start": the words before the requirement or the duty are the
// condition, those after "before" the work that waits.
func (a *analysis) requiredBefore(u *unit, s sentence) (action, cond []uint64, ok bool) {
	if !s.cs.has(catUntil) {
		return nil, nil, false
	}
	// A duty ("the sample must be signed off by the customer before
	// production can start") requires as a requirement does.
	req := -1
	if k := necessityCues.first(u.f.text[s.start:s.end]); k >= 0 {
		req = int(s.start) + k
	} else if k := mandatoryCues.first(u.f.text[s.start:s.end]); k >= 0 {
		req = int(s.start) + k
	} else if k := needCues.first(u.f.text[s.start:s.end]); k >= 0 {
		req = int(s.start) + k
	} else if !s.cs.has(catRequire) {
		return nil, nil, false
	}
	for _, h := range u.sentHits(s) {
		cs := a.lx.m.terms[h.term].cats
		if req < 0 && cs.has(catRequire) {
			req = int(h.start)
			continue
		}
		if int(h.start) < req {
			continue
		}
		if req < 0 || !cs.has(catUntil) || !strings.HasPrefix(u.f.text[h.start:h.end], "before") && !strings.HasPrefix(u.f.text[h.start:h.end], "antes") &&
			!strings.HasPrefix(u.f.text[h.start:h.end], "prior") && !strings.HasPrefix(u.f.text[h.start:h.end], "avant") && !strings.HasPrefix(u.f.text[h.start:h.end], "vor") {
			continue
		}
		ca, _ := u.clause(a.lx, s, req)
		_, cb := u.clause(a.lx, s, int(h.end))
		// "Debe pagarse antes del 20/12": before a date is a deadline, no
		// work that waits.
		if datedAfter(u.f.text, u.sentQuantities(s), int(h.end), cb) {
			return nil, nil, false
		}
		cond = a.lx.tokens(u, ca, req, functionCats, false, nil)
		action = a.lx.tokens(u, int(h.end), cb, functionCats, false, nil)
		return action, withoutTokens(cond, action), len(action) > 0 && len(cond) > 0
	}
	return nil, nil, false
}

// needCues say that work needs a thing done, folded, in words
// necessityWords leaves out because restated rules use them loosely ("o
// sumário precisa da assinatura de um médico"): read only for a duty
// before other work ("o geotécnico precisa revisar o prisma P7 antes de
// reabrir o banco").
var needCues = newCueSet([]string{"precisa", "precisam", "necesita", "necesitan", "bisogna", "occorre"})

// mandatoryCues say a thing is mandatory, folded: "inspection caméra
// obligatoire avant tout aiguillage". They belong with the lexicon's
// catRequire words ("obrigatório" is there), but a lexicon change moves
// the order model's features and asks for a refit: read here until one
// is done.
var mandatoryCues = newCueSet([]string{"mandatory", "compulsory", "obligatoire", "obligatoires", "obligatorio", "obligatoria",
	"obbligatorio", "obbligatoria", "verpflichtend", "pflicht", "vorgeschrieben"})

// datedAfter reports a date or a time of day among qs, a sentence's
// quantities in folded text t, in [from, to) and within its first three
// words.
func datedAfter(t string, qs []quantity, from, to int) bool {
	for _, q := range qs {
		if int(q.start) >= from && int(q.end) <= to && (isDateKind(q.kind) || q.kind == qTime) && len(strings.Fields(t[from:q.start])) <= 3 {
			return true
		}
	}
	return false
}

// holdVerbUntil reads "washing of T3 stays locked until the crew logs the
// inspection", "o manifesto fica retido até o visto", "restano nel
// deposito finché la dogana non timbra": a verb that keeps a thing as it
// is, then in its clause "until" and a condition that is no date or time.
func (a *analysis) holdVerbUntil(u *unit, s sentence) (action, cond []uint64, ok bool) {
	t := u.f.text
	// The until-word first, among the lexicon's hits ("until", and "até",
	// "hasta" read as bounds); then the verb in its clause. (Italian "fino
	// al" and French "jusqu'au", which the lexicon lacks, cost a scan of
	// every sentence to find: left out.)
	at, to := -1, -1
	if s.cs.any(cats(catUntil, catLimit, catBound)) {
		for _, h := range u.sentHits(s) {
			if holdUntilHeads[t[h.start:h.end]] {
				at, to = int(h.start), int(h.end)
				break
			}
		}
	}
	if at < 0 {
		return nil, nil, false
	}
	if !conditionAfter(t[to:s.end]) {
		return nil, nil, false
	}
	// A negation before the until-word makes a ban, read elsewhere; one
	// after it is the expletive of "finché … non", "tant que … ne".
	ca, _ := u.clause(a.lx, s, at)
	if holdVerbs.first(t[ca:at]) < 0 {
		// "Relatórios … ficam bloqueados para viaturas com ticket em
		// aberto, até o ticket fechar": the hold in the clause before,
		// the until-clause after its comma.
		if pa := u.commaRunStart(s, ca); pa < ca && strings.HasSuffix(strings.TrimRight(t[pa:ca], " "), ",") && holdVerbs.first(t[pa:ca]) >= 0 && leadOpensClause(t[ca:at], false) &&
			!a.clauseHas(u, s, pa, at, catConditional, catHedge, catNegation, catProhibit) {
			_, cb := u.clause(a.lx, s, to)
			action = a.lx.tokens(u, pa, ca, functionCats, false, nil)
			cond = a.lx.tokens(u, to, cb, functionCats, true, nil)
			if len(action) > 0 && len(cond) >= 2 {
				return action, withoutTokens(cond, action), true
			}
		}
		return a.untilThenHold(u, s, ca, at, to)
	}
	if a.clauseHas(u, s, int(s.start), at, catConditional, catHedge, catNegation, catProhibit) {
		return nil, nil, false
	}
	_, cb := u.clause(a.lx, s, to)
	action = a.lx.tokens(u, ca, at, functionCats, false, nil)
	cond = a.lx.tokens(u, to, cb, functionCats, true, nil)
	if len(action) == 0 || len(cond) == 0 {
		return nil, nil, false
	}
	return action, withoutTokens(cond, action), true
}

// untilThenHold reads the condition first: "…, and until that arrives the
// drug stays in the pharmacy", "até o laudo sair, a peça fica retida":
// the until-word opens its clause (or follows a conjunction), and a verb
// that holds a thing as it is follows it in the clause or the next one.
// The condition runs from the until-word to the verb (the held thing,
// the verb's subject, is not told apart from it); the action, from the
// verb to the end of its clause.
func (a *analysis) untilThenHold(u *unit, s sentence, ca, at, to int) (action, cond []uint64, ok bool) {
	t := u.f.text
	if !leadOpensClause(t[ca:at], true) || a.clauseHas(u, s, int(s.start), at, catConditional, catHedge, catNegation, catProhibit) {
		return nil, nil, false
	}
	_, cb := u.clause(a.lx, s, to)
	end := cb
	if cb < int(s.end) {
		_, end = u.clause(a.lx, s, min(cb+1, int(s.end)-1))
	}
	v := holdVerbs.first(t[to:end])
	if v < 0 {
		return nil, nil, false
	}
	hv := to + v
	cond = a.lx.tokens(u, to, min(hv, cb), functionCats, true, nil)
	action = a.lx.tokens(u, hv, end, functionCats, false, nil)
	// "Bis dahin bleibt sie bestehen", "until then it stays": a
	// condition of one word points back to one stated before.
	if len(action) == 0 || len(cond) < 2 {
		return nil, nil, false
	}
	return action, withoutTokens(cond, action), true
}

// holdUntilHeads are the lexicon's words for "until" that holdVerbUntil
// reads after a verb that holds a thing as it is, folded.
var holdUntilHeads = map[string]bool{"until": true, "till": true, "unless and until": true, "ate": true, "ate que": true,
	"hasta": true, "hasta que": true, "bis": true, "tant que": true, "enquanto nao": true, "mientras no": true,
	"finche": true, "finche non": true, "jusqu'a ce que": true}

// leadOpensClause reports whether lead, the text from a clause's start
// (as unit.clause gives it) to a word, leaves the word opening the clause:
// nothing, or a label's colon or a semicolon before it, or (with conj) a
// conjunction ("…, but nobody …"). opensClause asks the same of raw text.
func leadOpensClause(lead string, conj bool) bool {
	lead = strings.TrimSpace(lead)
	return lead == "" || strings.HasSuffix(lead, ";") || strings.HasSuffix(lead, ":") || conj && clauseConjunctions[lead]
}

// conditionAfter reports whether the text after an until-word states a
// condition: words, and none of its first two a time ("until Monday",
// "hasta el lunes", "até amanhã") nor a number ("until 15 March").
func conditionAfter(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	if rest == "" || isDigit(rest[0]) {
		return false
	}
	for i := 0; i < 2 && rest != ""; i++ {
		w, tail, _ := strings.Cut(rest, " ")
		if timeCondWords[strings.Trim(w, ",.;:")] {
			return false
		}
		rest = strings.TrimLeft(tail, " ")
	}
	return true
}

var timeCondWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"segunda", "terca", "quarta", "quinta", "sexta", "sabado", "domingo", "lunes", "martes", "miercoles", "jueves", "viernes",
		"lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "montag", "dienstag", "mittwoch", "donnerstag",
		"freitag", "samstag", "sonntag", "lunedi", "martedi", "mercoledi", "giovedi", "venerdi", "domenica",
		"tomorrow", "tonight", "noon", "midnight", "morning", "evening", "following", "next", "amanha", "manana", "demain",
		"morgen", "domani", "meio-dia", "mediodia", "midi", "mittag", "end", "fim", "fin", "ende", "fine"} {
		m[w] = true
	}
	return m
}()

// negatedUntilWord reads "a energização não está autorizada até a emissão
// do AVCB", "Suite 10122 non riassegnabile fino alla chiusura del
// ticket", "el pedido no se libera hasta el pago", "a dog that coughs is
// not placed in play groups until a vet has examined it" (English and
// German until-words only before a condition): a negation, then in its
// clause "until" before an article. The action is the clause up to
// "until"; the condition, what follows to the clause's end.
func (a *analysis) negatedUntilWord(u *unit, s sentence) (action, cond []uint64, ok bool) {
	t := u.f.text
	st := t[s.start:s.end]
	k, n := -1, 0
	if strings.Contains(st, "ate ") || strings.Contains(st, "hasta ") || strings.Contains(st, "fino a") || strings.Contains(st, "jusqu") ||
		strings.Contains(st, "finche ") {
		k, n = firstAtWordStart(st, untilWords)
		if k < 0 {
			k, n = untilInfinitive(st)
		}
	}
	if k < 0 && (strings.Contains(st, "until ") || strings.Contains(st, "till ") || strings.Contains(st, "bis ")) {
		if k, n = firstAtWordStart(st, untilWordsEnDe); k >= 0 && !conditionAfter(st[k+n:]) {
			k = -1
		}
	}
	if k < 0 {
		return nil, nil, false
	}
	at, to := int(s.start)+k, int(s.start)+k+n
	ca, _ := u.clause(a.lx, s, at)
	neg := false
	for _, h := range u.sentHits(s) {
		if int(h.start) >= ca && int(h.end) <= at && a.lx.m.terms[h.term].cats.any(cats(catNegation, catProhibit)) {
			neg = true
		}
	}
	// "…canceladas se o boleto não for pago até o vencimento": a case the
	// sentence considers, not work held back.
	if !neg || a.caseConsidered(u, s, ca, at) {
		return nil, nil, false
	}
	_, cb := u.clause(a.lx, s, to)
	action = a.lx.tokens(u, ca, at, functionCats, false, nil)
	cond = a.lx.tokens(u, to, cb, functionCats, false, nil)
	if len(action) == 0 || len(cond) == 0 {
		return nil, nil, false
	}
	return action, withoutTokens(cond, action), true
}

// nobodyWords deny the work to everyone, folded: "nobody goes past the
// gate until …", "ninguém entra até …", "personne n'entre tant que …".
var nobodyWords = []string{"nobody ", "no one ", "no-one ", "nothing ", "ninguem ", "nada ", "nadie ", "personne ", "rien ",
	"niemand ", "nichts ", "nessuno ", "niente ", "nulla "}

// clauseConjunctions open a clause of their own, folded: "…, but nobody
// swaps anything until …".
var clauseConjunctions = map[string]bool{"but": true, "and": true, "so": true, "mas": true, "e": true, "pero": true, "y": true,
	"mais": true, "et": true, "aber": true, "und": true, "ma": true}

// nobodyUntilWords are the until-words after such a denial, folded.
var nobodyUntilWords = []string{"until ", "till ", "ate que ", "ate o ", "ate a ", "ate os ", "ate as ", "hasta que ", "hasta el ",
	"hasta la ", "tant que ", "jusqu'a ce que ", "jusqu'au ", "jusqu'a la ", "bis ", "solange ", "finche ", "fino a quando ",
	"fino al ", "fino alla ",
	// "Nobody gets this job before their NDA is on file": before is
	// until said from the other end.
	"before ", "antes de que ", "antes que ", "avant que ", "bevor ", "prima che "}

// nobodyUntil reads "nobody swaps anything at his flat until I am
// there": a denial to everyone opening the sentence or its clause, then
// in its clause an until-word and a condition that is no date or time.
// The action runs from the denial to the until-word; the condition, from
// it to the clause's end.
func (a *analysis) nobodyUntil(u *unit, s sentence) (action, cond []uint64, ok bool) {
	// The lexicon reads the until-words as until-words or bounds ("até",
	// "bis"): a sentence with none of those is passed over unread.
	if !s.cs.any(cats(catUntil, catLimit, catBound, catConditional)) {
		return nil, nil, false
	}
	t := u.f.text
	st := t[s.start:s.end]
	k, n := firstAtWordStart(st, nobodyWords)
	if k < 0 {
		return nil, nil, false
	}
	at := int(s.start) + k
	ca, cb := u.clause(a.lx, s, at)
	if !leadOpensClause(t[ca:at], true) {
		return nil, nil, false
	}
	w, wn := firstAtWordStart(t[at+n:cb], nobodyUntilWords)
	if w < 0 {
		return nil, nil, false
	}
	until := at + n + w
	if !conditionAfter(t[until+wn : cb]) {
		return nil, nil, false
	}
	action = a.lx.tokens(u, at+n, until, functionCats, false, nil)
	cond = a.lx.tokens(u, until+wn, cb, functionCats, false, nil)
	// "Until I am there": a condition of function words alone stands as
	// one token of its own, which no restatement names by its words.
	if len(cond) == 0 {
		cond = []uint64{tokenHash(strings.TrimSpace(t[until+wn : cb]))}
	}
	if len(action) == 0 || len(cond) == 0 {
		return nil, nil, false
	}
	return action, withoutTokens(cond, action), true
}

// hasHighLead reports a byte of t that opens a UTF-8 sequence of U+3000
// or above (CJK, kana, hangul).
func hasHighLead(t string) bool {
	for i := 0; i < len(t); i++ {
		if t[i] >= 0xE3 {
			return true
		}
	}
	return false
}

// unitBlockers appends the blocking sentences of u to out; seen holds the
// sentences already read (see blockerKey).
// holdAfterHedgeColon returns the offset of the first colon of sentence
// s when its hedges all stand before it and a block word after it (the
// hold does not guess), else -1.
func (a *analysis) holdAfterHedgeColon(u *unit, s sentence) int {
	t := u.f.text[s.start:s.end]
	c := strings.IndexByte(t, ':')
	if c < 0 {
		return -1
	}
	colon := int(s.start) + c
	held := false
	for _, h := range u.sentHits(s) {
		cs := a.lx.m.terms[h.term].cats
		if cs.has(catHedge) && int(h.end) > colon {
			return -1
		}
		held = held || cs.has(catBlockStrong) && int(h.start) > colon
	}
	if !held {
		return -1
	}
	return colon
}

func (a *analysis) unitBlockers(u *unit, out []blocker, seenp *map[blockerKey]bool) []blocker {
	lx := a.lx
	seen := *seenp
	defer func() { *seenp = seen }()
	for _, s := range u.sents {
		if s.heading || strings.HasSuffix(u.f.text[s.start:s.end], "?") {
			continue
		}
		if !s.cs.any(cats(catBlockStrong, catPending)) {
			// "发芽率检测合格前，一律不出库销售", "复测之前，别把它纳入平差",
			// "须经全部相邻权利人签字后，方可报送": a condition-first ban in
			// Chinese, in words the lexicon leaves to the order model; and
			// "não pode ser reinstalado antes da liberação" (see
			// banBeforeArticle). From a person, or stated by a tool
			// ("完成管线探测前禁止打孔"); not from the assistant, whose
			// narration these looser readings take for bans (three false
			// pending_unblocked on the read sets in session 27, none found).
			// "Washing of T3 stays locked until the crew logs the
			// inspection": a thing held as it is until a condition, said
			// by anyone (the assistant's own hold included: "wine and
			// cigarettes stay in the bonded warehouse until customs stamps
			// DC-4411"; an assistant's tool call states none).
			if topic, cond, ok := a.banWithoutBlockWord(u, s); ok {
				out = a.addPrecondition(out, &seen, u, s, topic, cond)
			}
			continue
		}
		// "报告上传之前暂停调试": a hold word after a CJK until-mark, which the
		// lexicon also reads as a condition, is a hold bound to what it
		// waits for (see cjkHoldUntil), set by a person, the system or a
		// record.
		// "interlock: locked pending coolant sample lab result" (see
		// heldPending), said by anyone but the assistant.
		if u.role == review.RoleUser || u.role == review.RoleSystem || u.role == review.RoleTool && !u.isError {
			topic, cond, ok := a.heldPending(u, s)
			if !ok && u.role != review.RoleTool {
				topic, cond, ok = a.cjkHoldUntil(u, s)
			}
			if ok {
				out = a.addPrecondition(out, &seen, u, s, topic, cond)
				continue
			}
		}
		// "Haulage off site stays suspended until the environment officer
		// has inspected the wheel wash", "Tear-off stays on hold until the
		// adjuster's re-inspection": a hold word the lexicon reads as a
		// block, with "stays" and an until-word, holds its thing until
		// the condition as holdVerbUntil reads it without the block word;
		// said by anyone (the assistant's own hold included), not in a
		// tool call.
		if s.cs.has(catUntil) && !s.cs.any(cats(catProhibit, catNegation)) &&
			!(a.isToolCall(u)) && !(u.role == review.RoleTool && u.isError) {
			if topic, cond, ok := a.holdVerbUntil(u, s); ok && !a.cjkHitIn(u, s) {
				out = a.addPrecondition(out, &seen, u, s, topic, cond)
				continue
			}
		}
		// A guess waiting for its check ("可能属于二里头文化晚期，但还没核实，
		// 要等碳十四结果") waits to be confirmed; it holds no work back.
		// "unverified - blocking: no patching before LOA verification": a
		// ban before a condition is no guess, whatever hedge it names.
		// So is a hold said after a colon that closes the guess ("2건 카드
		// 사용 위반 의심: 심판 판정 전까지 순위 반영 보류", suspected, so held
		// until the judge rules).
		hedgeColon := -1
		if s.cs.has(catHedge) {
			hedgeColon = a.holdAfterHedgeColon(u, s)
		}
		if s.cs.has(catHedge) && !s.cs.any(cats(catProhibit, catPrecondition)) && !a.banBeforeCue(u, s) && hedgeColon < 0 {
			continue
		}
		var bh hit
		found, precondition := false, true
		colon := -1
		for _, h := range u.sentHits(s) {
			cs := lx.m.terms[h.term].cats
			strong := cs.has(catBlockStrong)
			pendingApproval := cs.has(catPending) && (a.sentenceHasApproval(u, s) || s.cs.has(catGate) || a.conceptAfter(u, s, int(h.end), cSign))
			if !strong && !pendingApproval {
				continue
			}
			// "not blocked", "não está bloqueado": a negation right before
			// the cue lifts it; "do not publish until approval" does not,
			// nor does the "未" of a Chinese condition before a ban ("未签署
			// 前不得开始治疗": not to start before it is signed).
			if u.negatedWithin(lx, s, int(h.start), 14) && !cs.has(catProhibit) && !cjkBanBefore(u.f.text[h.start:h.end]) {
				continue
			}
			ca, _ := u.clause(lx, s, int(h.start))
			ca = max(ca, hedgeColon+1)
			if a.clauseHas(u, s, ca, int(h.start), catConditional, catHedge) {
				// "Só vacina de novo depois que eu avaliar a ficha: isso é
				// bloqueante": after a colon, a block said of nothing but a
				// pronoun points back at what the colon closes.
				if colon = a.blockAfterColon(u, s, h); colon >= 0 {
					break
				}
				continue
			}
			if !found {
				bh = h
			}
			found = true
			if !lx.untilPrecondition(h.term) {
				precondition = false
				break
			}
		}
		if colon >= 0 && (u.role == review.RoleUser || u.role == review.RoleSystem) {
			key := blockerKey{role: u.role, text: u.f.text[s.start:s.end]}
			if !seen[key] {
				if seen == nil {
					seen = map[blockerKey]bool{}
				}
				seen[key] = true
				p := u.subSentence(lx, s, colon)
				out = append(out, a.blockerOfSentenceBefore(blocker{at: s.start, state: a.blockingStates(u, s)}, u, p))
			}
			continue
		}
		// An until-precondition binds when a person or the system set
		// it. The assistant and tools describe what happened ("no
		// refunds were issued while the system was down"); they set one
		// only by a ban in force ("results must not be released until
		// the settings are verified", "we can't take the cradle off
		// until the insurer signs off": a negation bound to an
		// until-connector, not in the past).
		// An assistant's tool call is the call's arguments, not its words
		// ("note": "do not retry before a successful status check" is a
		// ledger note it writes).
		speaker := u.role == review.RoleUser || u.role == review.RoleSystem
		call := a.isToolCall(u)
		// A system of record's result that orders work ("Benachrichtigung
		// … erst nach Bestätigungstest", "Zutritt erst nach Freigabe durch
		// die Sicherheitsleitung") binds as a ban does, whether or not it
		// also says in a word of pending that the condition is open (the
		// pending word was required before session 51: measured, +5 risky
		// events to a human, +1 false finding on a risky one); one that
		// reports the order things were done in binds nothing.
		recordOrder := u.role == review.RoleTool && !u.isError && s.cs.has(catPrecondition) && !s.cs.any(cats(catDone, catSuccess, catReport))
		// A record's requirement whose status it gives as pending
		// ("Signature de l'ingénieur levage requise avant toute
		// mobilisation — statut : en attente") is read as requiredBefore
		// reads one with no status.
		if !found && (u.pane == review.PaneSourceOfTruth || u.role == review.RoleTool && !u.isError) && !s.cs.any(cats(catProhibit, catNegation)) {
			if topic, cond, ok := a.requiredBefore(u, s); ok && !a.cjkHitIn(u, s) {
				out = a.addPrecondition(out, &seen, u, s, topic, cond)
				continue
			}
		}
		// A ban that also says its condition is pending ("no iniciar el
		// cambio hasta recibir el certificado (pendiente de Compras)") is
		// read as the ban it is, when no block word binds the sentence.
		if !found {
			if topic, cond, ok := a.banWithoutBlockWord(u, s); ok {
				out = a.addPrecondition(out, &seen, u, s, topic, cond)
				continue
			}
		}
		if !found || precondition && !speaker && (call || !s.cs.has(catProhibit) && lx.m.terms[bh.term].text != "" && !recordOrder) {
			continue
		}
		// The same sentence said again, after the same sentence, blocks
		// the same work: checking it once keeps a repetitive original
		// from costing the square of its length.
		key := blockerKey{role: u.role, text: u.f.text[s.start:s.end]}
		if s.idx > 0 {
			p := u.sents[s.idx-1]
			key.prev = u.f.text[p.start:p.end]
		}
		if seen[key] {
			continue
		}
		if seen == nil {
			seen = map[blockerKey]bool{}
		}
		seen[key] = true
		// What a precondition forbids is its action ("ship the
		// replacement" in "do not ship the replacement until …"): a next
		// step that takes it goes ahead, whatever it awaits.
		var topic, cond []uint64
		if precondition {
			topic, cond = a.preconditionParts(u, s, bh)
			// "打压试验合格前不得通水", "PAT絶縁試験に合格するまで、…返却して
			// はならない": read with no condition, a ban the negated
			// sentences' readers know splits it into what waits and what
			// for.
			if len(cond) == 0 {
				if bt, bc, ok := a.splitBan(u, s); ok {
					topic, cond = bt, bc
				}
			}
		}
		// A ban said with its condition that also says it blocks ("Keine
		// Behandlung ohne Freigabe der Tierärztin – das ist blockierend")
		// holds back its action until the condition, as a precondition.
		if !precondition {
			if bt, bc, ok := a.noThenWithout(u, s); ok && a.blockDeclaredAfter(u, s, int(s.start)) {
				topic, cond, precondition = bt, bc, true
			}
		}
		if len(topic) == 0 {
			topic = lx.sentTokens(u, s)
		}
		// A word of both the action and its condition ("enviado aos
		// avaliadores … cartas de avaliação" share a stem) tells neither
		// apart: the condition keeps only its own words.
		if own := withoutTokens(cond, topic); len(own) > 0 {
			cond = own
		}
		b := blocker{ev: u.sentenceEvidence(s), topic: topic, cond: cond, at: s.start, approval: a.sentenceHasApproval(u, s) || s.cs.has(catGate),
			precondition: precondition, state: a.blockingStates(u, s), effect: u.role == review.RoleTool && a.contractEffectIn(u)}
		if !precondition {
			b.awaited = a.awaitedPart(u, s)
		}
		// "…only be confirmed once his result is in; that blocks the
		// booking": the cue's pronoun points back at the sentence before,
		// which says what waits for what.
		// "Ohne Einfuhrgenehmigung wird kein Kurier gebucht, das blockiert
		// alles": a pronoun after a ban in its own sentence points back at
		// that ban, which says what waits for what.
		if anaphoricBlock(u.f.text[bh.start:bh.end]) && bh.start > s.start {
			if t2, c2, ok := a.splitBan(u, s); ok {
				b.topic, b.cond, b.precondition, b.awaited = t2, c2, true, nil
				b.from = a.origAt(u, s.start)
				out = append(out, b)
				continue
			}
		}
		if anaphoricBlock(u.f.text[bh.start:bh.end]) && s.idx > 0 {
			if p := u.sents[s.idx-1]; !p.heading && len(lx.sentTokens(u, p)) > 0 && !strings.Contains(u.f.text[p.end:s.start], "\n") {
				out = append(out, a.blockerOfSentenceBefore(b, u, p))
				continue
			}
		}
		if len(topic) == 0 && !b.approval {
			// "This is blocking." points back at the sentence before it: the
			// rule it makes blocking orders work, so it is a precondition.
			if p, ok := a.blockingAnaphora(u, s); ok {
				out = append(out, a.blockerOfSentenceBefore(b, u, p))
			}
			// "On hold." alone names nothing a summary could carry.
			continue
		}
		b.from = a.origAt(u, s.start)
		out = append(out, b)
	}
	return out
}

// banWithoutBlockWord reads sentence s of u, which no block word binds,
// for a thing held until a condition or a ban in words the lexicon leaves
// to the order model; it returns what waits and what for.
func (a *analysis) banWithoutBlockWord(u *unit, s sentence) (topic, cond []uint64, ok bool) {
	// "发芽率检测合格前，一律不出库销售", "复测之前，别把它纳入平差",
	// "须经全部相邻权利人签字后，方可报送": a condition-first ban in
	// Chinese, in words the lexicon leaves to the order model; and
	// "não pode ser reinstalado antes da liberação" (see
	// banBeforeArticle). From a person, or stated by a tool
	// ("完成管线探测前禁止打孔"); not from the assistant, whose
	// narration these looser readings take for bans (three false
	// pending_unblocked on the read sets in session 27, none found).
	// "Washing of T3 stays locked until the crew logs the
	// inspection": a thing held as it is until a condition, said
	// by anyone (the assistant's own hold included: "wine and
	// cigarettes stay in the bonded warehouse until customs stamps
	// DC-4411"; an assistant's tool call states none).
	call := a.isToolCall(u)
	negated := s.cs.any(cats(catProhibit, catNegation))
	// A negated sentence holds only with the expletive negation of
	// "finché … non", "tant que … ne", whose until-words the lexicon
	// reads.
	if (!negated || s.cs.has(catUntil)) && (u.role != review.RoleTool && !call || u.role == review.RoleTool && !u.isError) {
		topic, cond, ok = a.holdVerbUntil(u, s)
		// A record's requirement, or a duty with "before" said by a
		// tool or the assistant ("that recall has to be done before
		// SD-12 goes back into the rota"); a user's or the system's
		// is read as a rule (measured: 58 false findings more).
		// One whose own sentence gives its status as met ("status:
		// passed on 3 March") holds nothing back.
		if !ok && !negated && (u.pane == review.PaneSourceOfTruth || u.role == review.RoleTool || u.role == review.RoleAssistant) {
			topic, cond, ok = a.requiredBefore(u, s)
			if ok && statusDone(u.f.text[s.start:s.end]) {
				topic, cond, ok = nil, nil, false
			}
		}
		if !ok && (u.role == review.RoleUser || u.role == review.RoleSystem) {
			topic, cond, ok = a.nobodyUntil(u, s)
		}
		if ok && !a.cjkHitIn(u, s) {
			return topic, cond, true
		}
	}
	if binds := u.role == review.RoleUser || u.role == review.RoleSystem || u.role == review.RoleTool && !u.isError; binds && (negated || a.cjkHitIn(u, s)) {
		return a.splitBan(u, s)
	}
	return nil, nil, false
}

// addPrecondition appends sentence s of u as a precondition holding
// topic back until cond, unless the same sentence, said by the same
// role, was read before (see blockerKey): a ban said again is read once.
func (a *analysis) addPrecondition(out []blocker, seen *map[blockerKey]bool, u *unit, s sentence, topic, cond []uint64) []blocker {
	key := blockerKey{role: u.role, text: u.f.text[s.start:s.end]}
	if (*seen)[key] {
		return out
	}
	if *seen == nil {
		*seen = map[blockerKey]bool{}
	}
	(*seen)[key] = true
	return append(out, blocker{ev: u.sentenceEvidence(s), topic: topic, cond: cond, at: s.start, precondition: true,
		approval: a.sentenceHasApproval(u, s), from: a.origAt(u, s.start)})
}

// cjkBanBefore reports a Chinese cue that bans what comes before a
// condition ("前不得", "之前禁止", "签署前不得", "到账之前不要"): a negation
// before it ("未签署前", "没到账之前") is the condition's, not the ban's.
func cjkBanBefore(cue string) bool {
	i := strings.Index(cue, "前")
	if i < 0 {
		return false
	}
	rest := cue[i+len("前"):]
	for _, w := range []string{"不得", "禁止", "不能", "不可", "不准", "严禁", "不许", "不要", "别", "勿", "切勿", "请勿"} {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// splitBan reads sentence s as a ban held until a condition, in the
// forms the lexicon leaves to the sentence's shape, and returns what waits
// and what for: a Chinese ban ("合格前不得"), a Japanese "…まで…ない", a
// ban before an article ("não pode … antes da liberação"), a negated
// "until", "without X, no Y", "until X, no Y".
func (a *analysis) splitBan(u *unit, s sentence) (topic, cond []uint64, ok bool) {
	for _, read := range []func(*unit, sentence) ([]uint64, []uint64, bool){
		a.chineseBan, a.kanaUntilNot, a.banBeforeArticle, a.negatedUntilWord, a.withoutThenNo, a.untilThenNo, a.noThenWithout,
		a.cjkHoldUntil,
	} {
		if topic, cond, ok = read(u, s); ok {
			return topic, cond, true
		}
	}
	return nil, nil, false
}

// isToolCall reports an assistant's message that is a tool call: its
// text is the call's arguments, not the assistant's words.
func (a *analysis) isToolCall(u *unit) bool {
	return u.role == review.RoleAssistant && u.order >= 0 && a.ev.Original[u.order].Kind == review.KindToolCall
}

// lineHas reports whether another sentence on the same line as it (one
// list item cut at a semicolon: "Amount: USD 25,700.00; currently on hold.")
// has a hit of the categories.
func lineHas(it *indexed, cs catSet) bool {
	return lineHasIn(it, cs, false)
}

// itemHas is lineHas within one list item: it does not look past a
// sentence that ends in a full stop. A request told in a sentence of its
// own ("UNB-Kontrolle beantragt.") is another item than the tree's
// description before it.
func itemHas(it *indexed, cs catSet) bool {
	return lineHasIn(it, cs, true)
}

// lineHasIn is lineHas, within one item when item is set.
func lineHasIn(it *indexed, cs catSet, item bool) bool {
	u, t := it.u, it.u.f.text
	if it.s.idx < 0 {
		return false
	}
	// A list item holds a few sentences: looking further would make a long
	// text without line breaks cost the square of its length.
	const reach = 3
	i := int(it.s.idx)
	for k := i - 1; k >= 0 && i-k <= reach && !strings.Contains(t[u.sents[k].end:u.sents[k+1].start], "\n") && !(item && fullStop(t, u.sents[k])); k-- {
		if u.sents[k].cs.any(cs) {
			return true
		}
	}
	for k := i + 1; k < len(u.sents) && k-i <= reach && !strings.Contains(t[u.sents[k-1].end:u.sents[k].start], "\n") && !(item && fullStop(t, u.sents[k-1])); k++ {
		if u.sents[k].cs.any(cs) {
			return true
		}
	}
	return false
}

// fullStop reports a sentence that ends a statement: the next one on its
// line is another item, not the same one cut at a semicolon.
func fullStop(t string, s sentence) bool {
	e := strings.TrimRight(t[s.start:s.end], " \t")
	return strings.HasSuffix(e, ".") || strings.HasSuffix(e, "。") || strings.HasSuffix(e, "!") || strings.HasSuffix(e, "?")
}

// blockingConcepts are blocking states a text can name in any language.
var blockingConcepts = []concept{cFreeze, cBlock}

// blockingStates returns the blocking states sentence s names.
func (a *analysis) blockingStates(u *unit, s sentence) []concept {
	var out []concept
	for _, h := range u.sentHits(s) {
		for _, c := range a.lx.m.terms[h.term].concepts {
			if slices.Contains(blockingConcepts, c) && !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// textStates returns the blocking states a source-of-truth word names
// ("frozen", "on_hold").
func (a *analysis) textStates(s string) []concept {
	u := a.lx.newUnit("", "", wordSeparators.Replace(s))
	var out []concept
	for _, s := range u.sents {
		out = append(out, a.blockingStates(u, s)...)
	}
	return out
}

// pendingTalk reports a downstream sentence that keeps something pending:
// a pending item, a pending, blocking, prohibiting, hedged or conditional
// sentence, one under a pending heading, or one whose list item names a
// pending state after a semicolon ("…; currently on hold"). A negation
// elsewhere on the line ("…; no issues") is about something else.
//
// A request spreads only within its item: "Survey requested 2 Dec." after
// "Hall at 14 Elm Road: 3 walls." makes the hall's description no talk of
// waiting.
func pendingTalk(lx *lexicon, it *indexed) bool {
	return isPendingUnit(it.u) || it.cs.any(waitWords) || it.cs.has(catConditional) && conditionTalk(lx, it) ||
		it.s.section.any(cats(catPending, catBlockStrong, catOpenQuestion)) || lineHas(it, cats(catPending, catBlockStrong)) || itemHas(it, cats(catRequested))
}

// waitWords are the categories of a sentence's own words that talk of
// waiting (see pendingTalk); a conditional talks of it only when it opens
// a condition (conditionTalk).
var waitWords = cats(catPending, catBlockStrong, catProhibit, catNegation, catHedge, catException, catRequested)

// talkOnlyInIdentifiers reports a summary sentence whose only pending
// talk is the name of a state it moves to ("move the job to
// awaiting_dno", "set the order to pending_review"): a word joined by
// underscores is a name, and the sentence goes ahead. A section or a
// to-do unit still talks of waiting. Another sentence on the same line
// does not: pendingTalk's lineHas would spread its cue to this one.
func (a *analysis) talkOnlyInIdentifiers(it *indexed) bool {
	if it.u.pane != review.PaneSummary || isPendingUnit(it.u) || it.s.section.any(cats(catPending, catBlockStrong, catOpenQuestion)) ||
		!strings.Contains(it.u.f.text[it.s.start:it.s.end], "_") {
		return false
	}
	t := it.u.f.text
	return a.talkOnlyWhere(it, func(h hit) bool { return h.start > 0 && t[h.start-1] == '_' || int(h.end) < len(t) && t[h.end] == '_' })
}

// talkOnlyWhere reports a sentence with words of waiting (a conditional
// among them), every one of which at accepts.
func (a *analysis) talkOnlyWhere(it *indexed, at func(h hit) bool) bool {
	talk := waitWords.or(cats(catConditional))
	found := false
	for _, h := range it.u.sentHits(it.s) {
		if !a.lx.m.terms[h.term].cats.any(talk) {
			continue
		}
		if !at(h) {
			return false
		}
		found = true
	}
	return found
}

// conditionTalk reports a conditional cue in sentence it that opens a
// condition: not an until-word before a time ("dispatch the receptacles
// before 11:50", "antes das 18h"), which sets a deadline for work that
// goes ahead.
func conditionTalk(lx *lexicon, it *indexed) bool {
	t := it.u.f.text
	for _, h := range it.u.sentHits(it.s) {
		cs := lx.m.terms[h.term].cats
		// "10시에" is a time of day: a conditional cue glued to a digit
		// opens no condition.
		// Nor does the first half of a compound: "cet après-midi",
		// "after-sales".
		if cs.has(catConditional) && (!cs.has(catUntil) || conditionAfter(t[h.end:it.s.end])) && !(h.start > 0 && isDigit(t[h.start-1])) &&
			!(int(h.end)+1 < len(t) && t[h.end] == '-' && isWordByte(t[h.end+1])) {
			return true
		}
	}
	return false
}

// How the downstream sentences naming a blocking state treat it.
const (
	stateTalked     = 1 << iota // one keeps it pending
	stateInContract             // a pending item names it
)

// stateCover says how the downstream sentences naming blocking state c
// treat it, computed in one pass over the index for every blocker.
func (a *analysis) stateCover(ds *sentIndex, c concept) uint8 {
	if a.byState == nil {
		a.byState = map[concept]uint8{}
		for k := range ds.items {
			it := &ds.items[k]
			var named []concept
			for _, h := range it.u.sentHits(it.s) {
				for _, x := range a.lx.m.terms[h.term].concepts {
					if slices.Contains(blockingConcepts, x) && !slices.Contains(named, x) {
						named = append(named, x)
					}
				}
			}
			if len(named) == 0 {
				continue
			}
			var st uint8
			if pendingTalk(a.lx, it) {
				st |= stateTalked
			}
			if isPendingUnit(it.u) {
				st |= stateInContract
			}
			for _, x := range named {
				a.byState[x] |= st
			}
		}
	}
	return a.byState[c]
}

// namesBlockingThing reports a source-of-truth fact whose key names a
// blocking thing rather than a blocked state: "pid_bloqueante": 48812 is
// the process that holds a lock, "blocker_ticket": "OPS-7" a ticket. Only
// a yes/no, a status word or a count says whether work is blocked.
func (a *analysis) namesBlockingThing(key string, v any) bool {
	switch x := v.(type) {
	case bool:
		return false
	case string:
		if _, ok := textQuantity(x); !ok && !hasDigit(x) {
			return false
		}
	}
	kc, _, _ := a.keyTerms(key)
	if slices.Contains(kc, cQuantity) {
		return false
	}
	// Anything in the key besides its blocking words names the thing.
	u := a.lx.newUnit("", "", wordSeparators.Replace(key))
	return len(a.lx.tokens(u, 0, len(u.f.text), functionCats, false, nil)) > 0
}

// contractEffectIn reports whether an original message names the id of an
// external effect the contract lists ("Envoi ENV-5512 en file d'attente"
// for an effect confirmed by "env_5512").
func (a *analysis) contractEffectIn(u *unit) bool {
	c := a.ev.Summary.Contract
	if c == nil || len(c.ExternalEffects) == 0 {
		return false
	}
	if a.effectIDs == nil {
		a.effectIDs = []string{}
		for _, e := range c.ExternalEffects {
			if n := normTool(e.ConfirmationRef); len(n) >= 4 && hasDigit(n) {
				a.effectIDs = append(a.effectIDs, n)
			}
		}
	}
	ids := a.effectIDs
	if len(ids) == 0 {
		return false
	}
	t := u.f.text
	for i := 0; i < len(t); {
		if !isIdentByte(t[i]) {
			i++
			continue
		}
		j := i
		for j < len(t) && (isIdentByte(t[j]) || t[j] == '/') {
			j++
		}
		if slices.Contains(ids, normTool(t[i:j])) {
			return true
		}
		i = j
	}
	return false
}

// blockerOfSentenceBefore makes b, found in a sentence that points back
// ("This is blocking.", "…; that blocks the booking"), the precondition
// that sentence p before it states.
func (a *analysis) blockerOfSentenceBefore(b blocker, u *unit, p sentence) blocker {
	b.topic, b.cond = a.impliedPrecondition(u, p)
	b.ev, b.precondition = u.sentenceEvidence(p), true
	b.approval = a.sentenceHasApproval(u, p) || p.cs.has(catGate)
	b.from = a.origAt(u, p.start)
	return b
}

// blockAfterColon returns where the colon stands before blocking cue h
// of sentence s when nothing but function words (a pronoun, a copula)
// lie between them and words of substance before it ("…depois que eu
// avaliar a ficha: isso é bloqueante"), or -1.
func (a *analysis) blockAfterColon(u *unit, s sentence, h hit) int {
	k := strings.LastIndexByte(u.f.text[s.start:h.start], ':')
	if k < 0 {
		return -1
	}
	colon := int(s.start) + k
	if len(a.lx.tokens(u, colon+1, int(h.start), functionCats, false, nil)) > 0 || len(a.lx.tokens(u, int(s.start), colon, functionCats, false, nil)) < 2 {
		return -1
	}
	return colon
}

// anaphoricBlock reports a blocking cue opened by a pronoun for what came
// before: "that blocks", "isso bloqueia", "das blockiert".
func anaphoricBlock(cue string) bool {
	for _, p := range []string{"that ", "this ", "it ", "which ", "isso ", "o que ", "eso ", "das ", "cela "} {
		if strings.HasPrefix(cue, p) {
			return true
		}
	}
	return false
}

// blockingAnaphora returns the sentence a bare blocking declaration ("This
// is blocking.", "isso é bloqueante", "das ist blockierend", "这是阻塞项")
// points back at: the one before it in the same message.
func (a *analysis) blockingAnaphora(u *unit, s sentence) (sentence, bool) {
	if s.idx <= 0 || len(a.lx.sentTokens(u, s)) > 0 {
		return sentence{}, false
	}
	p := u.sents[s.idx-1]
	if p.heading || len(a.lx.sentTokens(u, p)) == 0 || strings.Contains(u.f.text[p.end:s.start], "\n") {
		return sentence{}, false
	}
	return p, true
}

// preconditionParts returns what precondition cue h forbids and what it
// waits for. For a pair, the action ends at its second cue and the
// condition follows it ("do not ship … until the transfer clears", "the
// invoice can only be sent … after delivery"). For a fixed cue, see
// fixedCueParts.
func (a *analysis) preconditionParts(u *unit, s sentence, h hit) (action, cond []uint64) {
	b, ok := a.lx.preconditionPair(h.term)
	if !ok {
		return a.fixedCueParts(u, s, h)
	}
	for _, x := range u.sentHits(s) {
		if x.end == h.end && x.start > h.start && a.lx.m.terms[x.term].cats.has(b) {
			// "Only" and "erst" sit inside the action ("the refund can only
			// be issued after …"), so it runs from the clause's start.
			from := int(h.start)
			if b != catUntil {
				from, _ = u.clause(a.lx, s, int(h.start))
			}
			_, cb := u.clause(a.lx, s, int(x.end))
			return a.lx.tokens(u, from, int(x.start), functionCats, false, nil),
				a.lx.tokens(u, int(x.end), cb, functionCats, false, nil)
		}
	}
	// Korean and Japanese put the condition first and the cue of waiting
	// right after it ("담당의 서명 확인 전에는 어떤 진단서도 발급할 수
	// 없습니다", "承認まで出荷してはいけない"): the pair opens with that
	// cue, the action runs to the cue that closes the pair, and the
	// condition is what comes before it in its clause.
	var open, closing *hit
	hs := u.sentHits(s)
	for i := range hs {
		x := &hs[i]
		if x.start == h.start && x.end < h.end && a.lx.m.terms[x.term].cats.has(b) && open == nil {
			open = x
		}
		if x.end == h.end && x.start > h.start && (closing == nil || x.start < closing.start) {
			closing = x
		}
	}
	if open != nil && closing != nil && closing.start > open.end {
		ca, _ := u.clause(a.lx, s, int(h.start))
		// Other languages name the condition inside the pair and the
		// action outside it, before or after: "re-energising before
		// closure is prohibited", "während ein Einspruch offen ist, darf
		// keine Sperre ausgeführt werden".
		if !isCJKAt(u.f.text, int(h.start)) {
			_, cb := u.clause(a.lx, s, int(closing.end))
			action := a.lx.tokens(u, ca, int(open.start), functionCats, false, nil)
			action = mergeSorted(action, a.lx.tokens(u, int(closing.end), cb, functionCats, false, nil))
			return action, a.lx.tokens(u, int(open.end), int(closing.start), functionCats, false, nil)
		}
		return a.lx.tokens(u, int(open.end), int(closing.start), functionCats, false, nil),
			a.lx.tokens(u, ca, int(h.start), functionCats, false, nil)
	}
	return nil, nil
}

// fixedCueParts returns the action a fixed precondition cue orders and its
// condition: in its clause, the words before a cue that opens its
// condition ("deploy to production only after the suite passes", "não
// publique o relatório até a aprovação"), or after a Chinese cue that
// closes it ("测试通过才能合并到 main", "批准前不得启用新版"). No action when
// that side has fewer than two words: the whole sentence is the topic then.
func (a *analysis) fixedCueParts(u *unit, s sentence, h hit) (action, cond []uint64) {
	ca, cb := u.clause(a.lx, s, int(h.start))
	if r, _ := utf8.DecodeRuneInString(u.f.text[h.start:]); isCJK(r) {
		action = a.lx.tokens(u, int(h.end), cb, functionCats, false, nil)
		cond = a.lx.tokens(u, ca, int(h.start), functionCats, false, nil)
	} else if _, cb2 := u.clause(a.lx, s, int(h.end)); leadOpensClause(u.f.text[ca:h.start], false) && cb2 < int(s.end) {
		// The condition first, its cue opening the sentence or its
		// clause: "enquanto o tribunal não decidir o pedido, os móveis não
		// saem", "while the landlord has not signed, the wall stays up".
		// The condition is the cue's clause; the action, what follows it.
		cb = cb2
		action = a.lx.tokens(u, cb, int(s.end), functionCats, false, nil)
		cond = a.lx.tokens(u, int(h.end), cb, functionCats, false, nil)
		// "Bevor das Gerinne neu gemacht wird, muss die Hausverwaltung …
		// freigeben", "before the pour, the engineer signs the rebar":
		// a "before" clause first names the work that waits, and what
		// follows, what it waits for. Not before a ban ("Bevor die
		// Genehmigung vorliegt, darf das Los nicht online gestellt
		// werden"): the ban's clause is the work.
		if beforeLeads[u.f.text[h.start:h.end]] && !a.clauseHas(u, s, cb, int(s.end), catNegation, catProhibit) {
			action, cond = cond, action
		}
	} else {
		action = a.lx.tokens(u, ca, int(h.start), functionCats, false, nil)
		cond = a.lx.tokens(u, int(h.end), cb, functionCats, false, nil)
	}
	// One word alone ("开户") matches too much ("开户材料").
	if len(action) < 2 {
		return nil, cond
	}
	return action, cond
}

// beforeLeads are the words for "before" that open a clause naming the
// work that waits, folded.
var beforeLeads = map[string]bool{"before": true, "bevor": true, "ehe": true, "antes de que": true, "antes que": true,
	"avant que": true, "avant de": true, "prima che": true, "prima di": true}

// impliedPrecondition reads the sentence a blocking declaration points
// back at: its action and condition around its first conditional,
// after- or until-connector ("payments to new vendors go out after the
// controller signs"), else the whole sentence as the action.
func (a *analysis) impliedPrecondition(u *unit, p sentence) (action, cond []uint64) {
	for _, h := range u.sentHits(p) {
		cs := a.lx.m.terms[h.term].cats
		if cs.has(catPrecondition) || a.lx.untilPrecondition(h.term) {
			if action, cond = a.preconditionParts(u, p, h); len(action) > 0 {
				return action, cond
			}
		}
	}
	for _, h := range u.sentHits(p) {
		if a.lx.m.terms[h.term].cats.any(cats(catConditional, catAfter, catUntil)) {
			if action, cond = a.fixedCueParts(u, p, h); len(action) > 0 {
				return action, cond
			}
			// An action of one word ("Só comissionamos depois que o
			// eletricista assinar …") matches too much alone: the whole
			// sentence stands for it, and the condition still waits.
			if len(cond) >= 2 {
				return a.lx.sentTokens(u, p), cond
			}
			break
		}
	}
	// "Kestrel won't accept the claim without the previous clinic's full
	// history …; that's blocking": what "without" names is the condition.
	if k, n := firstAtWordStart(u.f.text[p.start:p.end], withoutNoWords); k >= 0 {
		at := int(p.start) + k + n
		_, cb := u.clause(a.lx, p, at)
		if cond = a.lx.tokens(u, at, cb, functionCats, false, nil); len(cond) >= 2 {
			return a.lx.sentTokens(u, p), cond
		}
	}
	return a.lx.sentTokens(u, p), nil
}

// blockingWord reports whether a source-of-truth key or stage names a
// blocking state ("on_hold", "awaiting_approval", "bloqueado", "待审批").
func (a *analysis) blockingWord(s string) bool {
	return a.e.memo.get(memoKey{kind: "block", a: s}, func() any { return a.computeBlockingWord(s) }).(bool)
}

func (a *analysis) computeBlockingWord(s string) bool {
	f := foldString(wordSeparators.Replace(s))
	for _, h := range a.lx.m.scan(f, nil) {
		cs := a.lx.m.terms[h.term].cats
		if cs.has(catBlockStrong) || (cs.has(catPending) && a.hasApprovalWord(s)) {
			return true
		}
	}
	return false
}

func (a *analysis) hasApprovalWord(s string) bool {
	return a.e.memo.get(memoKey{kind: "apw", a: s}, func() any { return a.computeHasApprovalWord(s) }).(bool)
}

func (a *analysis) computeHasApprovalWord(s string) bool {
	f := foldString(idSeparators.Replace(s))
	for _, h := range a.lx.m.scan(f, nil) {
		t := a.lx.m.terms[h.term]
		if t.cats.has(catApproval) || slices.Contains(t.concepts, cApproval) {
			return true
		}
	}
	return false
}

// truthy reports whether a source-of-truth value says "yes": true, a
// non-zero number, or a string other than no/false/none/empty.
func truthy(v any) bool {
	switch x := v.(type) {
	case nil:
		return false
	case bool:
		return x
	case string:
		switch strings.ToLower(strings.TrimSpace(x)) {
		case "", "false", "no", "none", "0", "nao", "não", "否", "无", "null", "n/a", "cleared", "released", "lifted":
			return false
		}
		return true
	}
	if q, ok := valueQuantity(v); ok {
		return q.vals[0] != 0
	}
	return true
}

// resolutionIndex holds the original's sentences that lift a blocker
// ("approved", "liberado", "已放行"), for lookups by topic and position.
type resolutionIndex struct {
	ix *sentIndex
	// approvals are the positions of sentences granting an approval.
	approvals []int
	// mixed marks messages with a resolved word negated too (see
	// resolves).
	mixed map[*unit]bool
}

func (a *analysis) buildResolutions() *resolutionIndex {
	lx := a.lx
	r := &resolutionIndex{ix: a.newSentIndex()}
	for _, v := range a.orig {
		for _, s := range v.sents {
			cs := v.sentCats(lx, s)
			if !cs.any(cats(catResolved)) || cs.any(cats(catBlockStrong)) {
				continue
			}
			resolvedHere := false
			for _, h := range v.sentHits(s) {
				if !lx.m.terms[h.term].cats.has(catResolved) {
					continue
				}
				if v.negatedBefore(lx, s, int(h.start)) {
					if r.mixed == nil {
						r.mixed = map[*unit]bool{}
					}
					r.mixed[v] = true
					continue
				}
				if !resolvedHere && !a.clauseHas(v, s, int(s.start), int(h.start), catConditional, catHedge, catPending) {
					resolvedHere = true
				}
			}
			if !resolvedHere {
				continue
			}
			at := a.origAt(v, s.start)
			r.ix.add(indexed{u: v, s: s, toks: lx.sentTokens(v, s), cs: cs, at: at})
			if a.sentenceHasApproval(v, s) {
				r.approvals = append(r.approvals, at)
			}
		}
	}
	return r
}

// metWords say in a record's value that a condition is met, folded:
// forms the lexicon's resolved words lack, read here so the order model
// needs no refit.
var metWords = newCueSet([]string{"verified", "received", "passed", "granted", "signed", "on file", "issued", "obtained",
	"recebido", "recebida", "verificado", "verificada", "emitido", "emitida", "obtido", "obtida", "recibido", "recibida",
	"verificado", "emitido", "otorgado", "recu", "recue", "verifie", "verifiee", "delivre", "erhalten", "verifiziert",
	"erteilt", "ricevuto", "verificato", "rilasciato", "已收到", "已核实", "已通过", "合格", "已签", "受領済", "確認済", "발급 완료", "수령",
	// A test matched, a payment in, a step done or confirmed: "crossmatch":
	// "compatible", "deposit": "paid 14/12", "survey": "completed".
	"compatible", "compativel", "compatibile", "kompatibel", "confirmed", "confirmado", "confirmada", "confirme", "confirmee",
	"bestatigt", "confermato", "confermata", "paid", "pago", "paga", "pagado", "pagada", "paye", "payee", "bezahlt", "pagato",
	"pagata", "completed", "concluido", "concluida", "completado", "completada", "termine", "terminee", "abgeschlossen",
	"completato", "completata", "cleared", "countersigned", "gegengezeichnet", "compensado", "compensada", "已确认", "已付款", "已完成",
	"已到账", "完了", "완료",
	// Put on record, a balance settled: "landlord consent": "recorded 03
	// Dec", "payment": "settled".
	"recorded", "on record", "registrado", "registrada", "registado", "registada", "enregistre", "enregistree", "registriert",
	"registrato", "registrata", "settled", "liquidado", "liquidada", "regle", "reglee", "beglichen", "saldato", "saldata",
	"記録済", "已登记", "已记录", "등록 완료",
	// Signed: "ficha de salud: firmada 2027-01-07", "termo assinado".
	"firmado", "firmada", "firmados", "firmadas", "assinado", "assinada", "assinados", "assinadas", "firmato", "firmata",
	"firmati", "firmate", "signe", "signee", "signes", "signees", "unterschrieben", "unterzeichnet",
	// Paid off, received in full and filed: "taxa … QUITADA", "证明 …
	// 收讫并归档".
	"quitado", "quitada", "quitados", "quitadas", "收讫", "已归档", "已存档"})

// toolMeets reports a tool result after a precondition that says its
// condition is met, in the condition's words: "Certificat d'étalonnage
// CAL-5521 du lecteur d'humidité ligne 4 reçu le 2026-12-04" for "pas de
// marquage tant que le certificat d'étalonnage du lecteur d'humidité
// n'est pas reçu". The sentence shares two of the condition's words or
// more (half of them at least), holds a met word or a resolved one, and
// no word of a wait, a block, a failure, a negation or a doubt.
func (a *analysis) toolMeets(b blocker) bool {
	if !b.precondition || len(b.cond) < 2 || b.from < 0 {
		return false
	}
	var bc []string
	for _, u := range a.orig {
		// A JSON result says "issued": false in its keys' words; a result
		// that keeps anything pending or failed ("Verification: pending")
		// has not met it all.
		if u.role != review.RoleTool || u.isError || strings.HasPrefix(strings.TrimSpace(u.f.text), "{") || strings.HasPrefix(strings.TrimSpace(u.f.text), "[") {
			continue
		}
		open := false
		for _, s := range u.sents {
			if u.sentCats(a.lx, s).any(cats(catPending, catBlockStrong, catFailure)) {
				open = true
			}
		}
		if open {
			continue
		}
		// A sentence, and each two in a row on a line ("Stool test for
		// Rex: clear. Result signed off by Dr Lane." meets "before the stool
		// test result" in two), read in place: no list is built.
		for k := 0; k < 2*len(u.sents); k++ {
			s := u.sents[k/2]
			if k%2 == 1 {
				if k/2+1 >= len(u.sents) || strings.Contains(u.f.text[s.end:u.sents[k/2+1].start], "\n") {
					continue
				}
				s = joinSentences(s, u.sents[k/2+1])
			}
			if a.origAt(u, s.start) <= b.from || countsIn(u, s) >= 2 {
				continue
			}
			toks := a.lx.sentTokens(u, s)
			if ov := overlap(toks, b.cond); ov < 2 || 2*ov < len(b.cond) {
				continue
			}
			cs := u.sentCats(a.lx, s)
			if cs.any(cats(catPending, catBlockStrong, catNegation, catFailure, catHedge)) {
				continue
			}
			// Met for another item of the same series ("P-208: W-9 on
			// file" for "don't send P-311's statement until their W-9 is on
			// file"): the sentence names a code of the blocker's series
			// and not the blocker's own.
			if bc == nil {
				bc = itemCodes(foldString(b.ev.Quote))
			}
			if sc := itemCodes(u.f.text[s.start:s.end]); len(bc) > 0 && otherOfSeries(sc, bc) {
				continue
			}
			if cs.has(catResolved) || metWords.has(u.f.text[s.start:s.end]) {
				return true
			}
		}
	}
	return false
}

// countsIn returns how many plain whole counts sentence s of u holds: two
// ("13 rostered players, 11 signed waivers", "6 个：5 个已通过") may count
// a part of a whole.
func countsIn(u *unit, s sentence) int {
	n := 0
	for _, q := range u.sentQuantities(s) {
		if wholeCount(q) && q.per == 0 {
			n++
		}
	}
	return n
}

// recordMeets reports a source-of-truth fact that names the condition a
// blocker from the original waits for, by its key's words, and says in
// a short value that it is met: a resolved word ("passed 2026-11-29",
// "aprovado", "concluído") not negated and with no pending, blocking or
// failure word.
func (a *analysis) recordMeets(b blocker) bool {
	sot := a.ev.SourceOfTruth
	if sot == nil || len(sot.Facts) == 0 {
		return false
	}
	want := b.cond
	if !b.precondition || len(want) == 0 {
		want = b.topic
	}
	// The facts that name the condition best ("fire_final" over
	// "building_final" for the fire inspection, "parcel_7_…" over
	// "parcels_1_6_…") decide, and all of them must say it is met.
	best, met := 0, false
	for _, k := range sortedKeys(sot.Facts) {
		ov := overlap(nameTokens(a.lx, k), want)

		if ov == 0 || ov < best {
			continue
		}
		if ov > best {
			best, met = ov, true
		}
		met = met && a.factMet(k, sot.Facts[k], ov >= 2)
	}
	return best > 0 && met
}

// factMet reports a short record value that says its condition is met:
// a resolved word, not negated and with no pending, blocking or failure
// word. A flag ("infracao_aberta": true) may name the block as well as
// its condition: only words are read.
func (a *analysis) factMet(k string, val any, keyNames bool) bool {
	// A flag whose key says the condition is met ("bank_letter_received":
	// true, "deposit_paid": true) is met; a flag of any other key may name
	// the block itself.
	if b, ok := val.(bool); ok {
		return b && metWords.has(strings.NewReplacer("_", " ", "-", " ").Replace(foldString(k)))
	}
	v, ok := val.(string)
	if !ok || len(v) > 80 {
		return false
	}
	u := a.newUnit(review.PaneSourceOfTruth, "/facts/"+pointerToken(k), v)
	if startsWithAny(u.f.text, []string{"non ", "not ", "no ", "nao ", "nicht ", "un", "未", "没", "不", "미", "안 "}) {
		return false
	}
	// A key that says the condition is met and names it in two words or
	// more ("shade_confirmed": "havana, 2026-12-04" for "unless Mrs
	// Fenwick confirms the havana shade") is met by any value that says
	// nothing against it; "mill_signed" names too little of "signed by
	// both parties".
	keyMet := keyNames && metWords.has(strings.NewReplacer("_", " ", "-", " ").Replace(foldString(k))) && strings.TrimSpace(u.f.text) != ""
	for _, st := range u.sents {
		if keyMet && st.cs.any(cats(catPending, catBlockStrong, catNegation, catFailure, catHedge)) {
			keyMet = false
		}
	}
	if keyMet {
		return true
	}
	for _, st := range u.sents {
		if (st.cs.has(catResolved) || metWords.has(u.f.text[st.start:st.end])) && !st.cs.any(cats(catPending, catBlockStrong, catNegation, catFailure, catHedge)) {
			return true
		}
	}
	return false
}

// resolves reports whether a sentence after the blocker, within the
// resolve window, lifts it.
func (r *resolutionIndex) resolves(from int, b blocker) bool {
	if b.approval {
		k := sort.SearchInts(r.approvals, from+1)
		if k < len(r.approvals) && r.approvals[k] <= from+resolveWindow {
			return true
		}
	}
	// A sentence that also says something is not met ("termo LGPD: não
	// recebido; lista de moradores: recebida") resolves a precondition
	// only in its condition's words: the blocked work's own are the
	// other item.
	// A precondition is lifted by its condition met: "Importe e IBAN
	// comprobados en el expediente" names the held file, not the SIU
	// referral it waits on.
	return r.ix.anyAfter(b.topic, from, func(ov int, it *indexed) bool {
		return ov >= 1 && !(b.precondition && len(b.cond) > 0 && r.mixed[it.u] && overlap(it.toks, b.cond) == 0)
	})
}

// checkPending finds blockers upstream that the contract and summary drop,
// or that the summary's next step goes past.
func (a *analysis) checkPending() {
	if a.summary == nil && len(a.contract) == 0 {
		return
	}
	blockers := a.findBlockers()
	if len(blockers) == 0 {
		return
	}
	ds := a.downstreamIndex()
	// Whether the summary keeps any approval pending, for blockers that
	// wait on an approval in other words.
	approvalPending := false
	for k := range ds.items {
		it := &ds.items[k]
		if (isPendingUnit(it.u) || it.cs.any(cats(catPending, catBlockStrong, catNegation, catProhibit, catRequested)) ||
			it.s.section.any(cats(catPending, catBlockStrong))) && (a.sentenceHasApproval(it.u, it.s) || it.cs.has(catGate)) {
			approvalPending = true
			break
		}
	}
	var resolutions *resolutionIndex
	for _, b := range blockers {
		covered, inContract := false, false
		// stateTalk marks a precondition's cover by sentences that only
		// tell a state ("Expediente diocesano DAC-3391 en trámite"), with no
		// word of waiting on what is held: see below.
		stateTalk := false
		var contra *indexed
		check := func(it *indexed) {
			// Someone asking for the held work ("the clinic asked for the
			// mock-up file") neither waits for the condition nor goes
			// ahead: the sentence is neither cover nor contradiction.
			if b.precondition && len(b.cond) > 0 && it.u.pane == review.PaneSummary && overlap(it.toks, b.cond) == 0 && requestOnly(it) &&
				!it.cs.any(cats(catNextStep, catSuccess, catDone, catConfirm, catResolved)) && !it.s.section.has(catNextStep) {
				return
			}
			// A to-do carries a precondition only if it names the condition:
			// "Schedule the first instalment" lists the blocked work itself,
			// not "until the safeguarding check clears".
			if isPendingUnit(it.u) && (!b.precondition || len(b.cond) == 0 || overlap(it.toks, b.cond) > 0) && a.todoKeepsBlock(it, b) {
				inContract = true
			}
			// A sentence that declares the block void ("deixou de valer, so
			// it shouldn't hold anything up") lifts it, whatever negation it
			// carries.
			// A to-do that lists the blocked work as ready ("Release the
			// pallets today") neither keeps the block nor talks of it: it
			// goes ahead.
			readyTodo := isPendingUnit(it.u) && !a.todoKeepsBlock(it, b)
			// So does one that says in a record's words that the work is
			// held back ("segue interditada até o laudo").
			// Nor does one that books the held work ("a instalação agendada
			// com o balcão para as 14:30") without a word of what it waits
			// for: booked is going ahead.
			if (pendingTalk(a.lx, it) && !a.talkOnlyInIdentifiers(it) && !a.talkOnlyQuoted(it) || recordBlockVerbs.has(it.u.f.text[it.s.start:it.s.end])) && !readyTodo && !(it.u.pane == review.PaneSummary && a.declaresVoid(it)) &&
				!(b.precondition && len(b.cond) > 0 && overlap(it.toks, b.cond) == 0 && a.onlyBooks(it)) {
				// Talk of waiting the sentence has only from its line
				// is weighed below.
				if b.precondition && len(b.cond) > 0 && it.u.pane == review.PaneSummary && stateOnly(it) && !it.cs.any(waitWords.or(cats(catUntil, catAfter, catConditional))) {
					stateTalk = true
					return
				}
				covered = true
				return
			}
			if readyTodo && contra == nil && (len(b.cond) == 0 || overlap(it.toks, b.cond) < overlap(it.toks, b.topic)) {
				contra = it
				return
			}
			// A next step that takes the work only once the condition is
			// met, in the condition's words ("load LT-338 once the supplier's
			// certificate is received", "Rücklauf des unterschriebenen
			// Vertrags, danach Schlüsselübernahme"), keeps the block.
			if b.precondition && len(b.cond) > 0 && it.u.pane == review.PaneSummary && it.cs.any(cats(catAfter, catUntil, catPrecondition)) &&
				overlap(it.toks, b.cond) > 0 && overlap(it.toks, b.topic) > 0 && !it.cs.any(cats(catVoidDecl, catNoLonger)) {
				covered = true
				return
			}
			// Only the summary's own prose states a next step; the contract's
			// completed actions and facts do not, and neither does a sentence
			// that states a rule ("Rule: accounts can be opened once …"), nor
			// one that works towards the condition ("ask the controller to
			// sign the form" before paying a new vendor).
			if contra == nil && it.u.pane == review.PaneSummary && (it.cs.any(cats(catNextStep, catModal)) || it.s.section.has(catNextStep) ||
				a.toNextContext(it.u, it.s)) &&
				!a.labeledRule(it) && !it.s.section.has(catRuleHead) &&
				(len(b.cond) == 0 || overlap(it.toks, b.cond) < overlap(it.toks, b.topic)) {
				contra = it
			}
		}
		for _, c := range ds.candidates(b.topic) {
			it := &ds.items[c.id]
			if c.ov >= 2 || (c.ov >= 1 && len(b.topic) <= 3) {
				check(it)
			}
		}
		// A to-do that waits for the condition in its own words ("Attendere
		// la verifica prima di pagare") carries the precondition.
		if b.precondition && !inContract {
			for _, c := range ds.candidates(b.cond) {
				// Naming one word of it is not waiting for it: "Informar a
				// diretoria" does not wait for the board's approval.
				if it := &ds.items[c.id]; isPendingUnit(it.u) && (c.ov >= 2 && c.ov*2 >= len(b.cond) ||
					c.ov >= 1 && it.cs.any(cats(catPending, catUntil, catBlockStrong, catPrecondition, catRequire, catAfter))) {
					inContract = true
					break
				}
			}
		}
		// A sentence naming the blocked state ("decide whether to unfreeze")
		// carries it when it talks of it as pending.
		for _, c := range b.state {
			st := a.stateCover(ds, c)
			covered = covered || st&stateTalked != 0
			inContract = inContract || st&stateInContract != 0
		}
		if b.effect {
			inContract = true
		}
		if b.openField && !inContract && !covered {
			for k := range ds.items {
				if it := &ds.items[k]; isPendingUnit(it.u) || pendingTalk(a.lx, it) {
					covered = true
					break
				}
			}
		}
		if b.approval && approvalPending {
			covered = true
		}
		// A contract that keeps the blocking stage ("blocked" → "blocked")
		// carries the state itself.
		if c := a.ev.Summary.Contract; b.stage && c != nil && c.Stage != "" && normStage(c.Stage) == normStage(b.ev.Quote) {
			inContract = true
		}
		// A precondition neither the contract nor the summary carries, with
		// the summary going on to next steps that never name its
		// condition, is dropped on the way to the next context, whatever
		// words the next step uses for the blocked work ("DN-55 morgen um
		// 06:00 an den Charterer schicken" for "die Lieferung darf erst
		// gemeldet werden, wenn …").
		// Only a line's pending talk (a sentence on the line of "DAC-3391
		// en trámite") beside a next step that waits for nothing
		// ("Siguiente paso: hacer el pedido") keeps no block, unless a
		// sentence names most of the condition ("名札は 10:12 に準備完了
		// 済み", "le clapet neuf a été livré"): it is told as met, or as
		// what is open.
		if stateTalk && !inContract && !covered && contra == nil && condNamed(ds, b.cond) {
			covered = true
		}
		if b.precondition && !inContract && !covered && contra == nil && len(b.cond) > 0 {
			contra = a.nextStepIgnoring(ds, b)
			if contra == nil && stateTalk {
				covered = true
			}
		}
		// A record field whose short value awaits the very thing the next
		// step does ("portal_status": "未提交" before "下一步：……提交报建")
		// holds nothing back from it: the step does what is open.
		if b.openField && contra != nil {
			if vt := nameTokens(a.lx, b.ev.Quote); len(vt) <= 2 && overlap(contra.toks, vt) > 0 {
				continue
			}
		}
		// A blocker the contract keeps as a pending item reaches the next
		// context as work still to do, whatever the prose says next.
		if inContract || (covered || b.precondition) && contra == nil {
			continue
		}
		// Or if the record shows its condition met ("tc14_replacement":
		// "verified", "regulator_no_objection": "received").
		if b.from >= 0 && a.recordMeets(b) {
			continue
		}
		// Dropped or contradicted: it only matters if nothing later in the
		// original lifted it.
		if b.from >= 0 {
			if resolutions == nil {
				resolutions = a.buildResolutions()
			}
			if resolutions.resolves(b.from, b) || a.toolMeets(b) {
				continue
			}
		}
		ev := []review.Evidence{b.ev}
		msg := fmt.Sprintf("The original says work is blocked (%q), but the summary and contract drop the blocker; the next context could go ahead without it.", clip(b.ev.Quote, 120))
		if b.ev.Pane == review.PaneSourceOfTruth {
			msg = fmt.Sprintf("The source of truth holds a blocking state (%s), but the summary and contract do not carry it; the next context could go ahead without it.", b.ev.Ref)
		}
		if contra != nil {
			ce := contra.u.sentenceEvidence(contra.s)
			ev = append(ev, ce)
			msg = fmt.Sprintf("Work is blocked upstream (%q), but the summary's next step goes ahead: %q.", clip(b.ev.Quote, 100), clip(ce.Quote, 100))
			if b.ev.Pane == review.PaneSourceOfTruth {
				msg = fmt.Sprintf("The source of truth holds a blocking state (%s), but the summary's next step goes ahead: %q.", b.ev.Ref, clip(ce.Quote, 100))
			}
			// A field that is only open says so, not that it blocks: the
			// reviewer decides whether the step waits for it.
			if b.openField {
				msg = fmt.Sprintf("The source of truth holds %s as still open (%q), but the summary and contract keep nothing pending for it and the next step goes ahead: %q.",
					b.ev.Ref, clip(b.ev.Quote, 60), clip(ce.Quote, 100))
			}
		}
		a.add(FindingPendingUnblocked, msg, ev...)
	}
}

// condNamed reports a downstream sentence holding two or more words of
// condition cond, and at least half of them, or two told as done ("名札は
// 10:12 に準備完了済み").
func condNamed(ds *sentIndex, cond []uint64) bool {
	for _, c := range ds.candidates(cond) {
		if c.ov >= 2 && (2*c.ov >= len(cond) || ds.items[c.id].cs.any(cats(catDone, catSuccess, catResolved, catReceived, catConfirm))) {
			return true
		}
	}
	return false
}

// nextStepIgnoring returns the summary's first next step when no sentence
// of the summary names the blocker's condition, nil when one does or the
// summary gives no next step.
func (a *analysis) nextStepIgnoring(ds *sentIndex, b blocker) *indexed {
	var first *indexed
	firstOpens := false
	background, unmet := false, false
	for k := range ds.items {
		it := &ds.items[k]
		if it.u.pane != review.PaneSummary || it.retained {
			continue
		}
		// Naming the condition is naming most of it: "the patient moves
		// from ward 6" names neither the ward's confirmation nor the
		// patient's fitness it waits for.
		// Named as background only ("the Perth ranging campaign starts at
		// 20:30 tonight", "a triagem foi aberta em 27/03"), the condition
		// is not waited for.
		step := it.cs.has(catNextStep) || it.s.section.has(catNextStep) || a.toNextContext(it.u, it.s)
		// A next step that shares a few words with a long condition names
		// the held thing, not what it waits for: "下一步：拆卷扫描 1841 年阿
		// 什顿地图原件" against "1841 年什一税地图原件在保护修复组签字确认之前
		// 不得拆卷扫描". (One that waits, "等待签字确认，之后再开箱", is
		// pending talk and carries the block before this is asked.)
		if ov := overlap(it.toks, b.cond); step && ov > 0 && 2*ov < len(b.cond) {
			if first == nil && !a.labeledRule(it) && !it.s.section.has(catRuleHead) && !it.cs.any(cats(catRefusal, catQuestion, catReport)) {
				first = it
			}
			continue
		}
		if ov := overlap(it.toks, b.cond); ov >= 3 || ov > 0 && 2*ov >= len(b.cond) {
			// A next step that names it ("下一步：等财务确认后开具发票") waits
			// for it in its own words.
			if step || it.cs.any(cats(catUntil, catAfter, catPrecondition, catRequire, catSuccess, catResolved, catConfirm, catDone, catApproval, catReceived)) {
				return nil
			}
			// The condition told only as not met yet ("brucellosis
			// clearance: awaiting lab") is a state, not a wait: the
			// summary drops what it holds back.
			if pendingTalk(a.lx, it) {
				if !stateOnly(it) {
					return nil
				}
				unmet = true
			}
			background = true
		}
		// A step word in a report ("包埋环已准备", the ring already
		// prepared) gives way to the line the summary labels its next
		// step ("下一步：…").
		if step && (first == nil || !firstOpens && a.opensWithStep(it)) &&
			!a.labeledRule(it) && !it.s.section.has(catRuleHead) && !it.cs.any(cats(catRefusal, catQuestion, catReport)) {
			first, firstOpens = it, a.opensWithStep(it)
		}
	}
	// The condition told as unmet, with a next step that waits ("… once
	// it is lodged"), is waited for.
	if unmet && first != nil && first.cs.any(cats(catUntil, catAfter, catPrecondition)) {
		return nil
	}
	// With the condition named as background, only a next step that
	// takes the held work goes ahead without it; told as unmet, so does
	// one that goes on with what the user asked for and never names it
	// ("Next: yoking Lucero at 13:30 for the drive to the church").
	if background && first != nil && overlap(first.toks, b.topic) == 0 &&
		!(unmet && overlap(first.toks, b.cond) == 0 && a.asksFor(first)) {
		return nil
	}
	return first
}

// stateOnly reports a summary sentence whose only talk of waiting is a
// state not yet reached ("awaiting lab", "pas encore déposé"): no to-do,
// no block, ban, request or condition.
func stateOnly(it *indexed) bool {
	return !isPendingUnit(it.u) && !it.s.section.any(cats(catPending, catBlockStrong, catOpenQuestion)) &&
		!it.cs.any(cats(catBlockStrong, catProhibit, catRequested, catConditional, catException, catHedge, catModal))
}

// asksFor reports a sentence that shares a content word with the user's
// messages: it goes on with the work asked for.
func (a *analysis) asksFor(it *indexed) bool {
	for _, u := range a.orig {
		if u.role != review.RoleUser {
			continue
		}
		for _, s := range u.sents {
			if overlap(it.toks, a.lx.sentTokens(u, s)) > 0 {
				return true
			}
		}
	}
	return false
}

// stillPending reports a message that says its work is pending or in
// progress and claims no success: "重试批次已提交，处理中".
func (a *analysis) stillPending(u *unit) bool {
	pending := false
	for _, s := range u.sents {
		cs := u.sentCats(a.lx, s)
		if cs.any(cats(catSuccess, catResolved)) && !cs.has(catPending) {
			return false
		}
		if cs.has(catPending) {
			pending = true
		}
	}
	return pending
}

// quotedAlone reports text [i, j) standing alone between quotation marks.
func quotedAlone(t string, i, j int) bool {
	for _, q := range [][2]string{{`"`, `"`}, {"“", "”"}, {"「", "」"}, {"『", "』"}, {"«", "»"}, {"'", "'"}} {
		if strings.HasSuffix(strings.TrimRight(t[:i], " "), q[0]) && strings.HasPrefix(strings.TrimLeft(t[j:], " "), q[1]) {
			return true
		}
	}
	return false
}

// errorNouns are the failure objects that name an error or a fault
// itself, folded; not "incident", "issue" or "defect", which a result
// files or lists as often as it reports them.
var errorNouns = map[string]bool{"error": true, "errors": true, "erro": true, "erros": true, "errore": true, "errori": true,
	"erreur": true, "erreurs": true, "fault": true, "faults": true, "fallo": true, "falla": true, "错误": true, "故障": true,
	"エラー": true, "오류": true, "에러": true}

// labelledError reports an error noun that a tool's result gives as the
// value of what it names: right after a label's colon or a bracket, or
// after one word there ("Fréjus–Milano: error, datos … no disponibles",
// "C7 e C8 non letti (errore sensore)", "3 missing (probe error)").
func labelledError(t string, from int, h hit) bool {
	if !errorNouns[t[h.start:h.end]] || errorMeasureAfter(t[h.end:]) {
		return false
	}
	lead := strings.TrimRight(t[from:h.start], " ")
	if strings.HasSuffix(lead, ":") || strings.HasSuffix(lead, "(") {
		return true
	}
	// One word between: "(probe error)", "card B: read error".
	k := strings.LastIndexByte(lead, ' ')
	if k < 0 {
		return false
	}
	w := lead[k+1:]
	if strings.ContainsAny(w, ",;") {
		return false
	}
	return strings.HasPrefix(w, "(") || strings.HasSuffix(strings.TrimRight(lead[:k], " "), ":")
}

// errorMeasureAfter reports a measure or a code of errors right after an
// error noun ("error rate 0.02%", "error budget", "故障码 P0532"): the
// noun then names no error that happened.
func errorMeasureAfter(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	// "故障码 P0532", "错误率", "エラーコード", "오류율": a code or a rate.
	for _, w := range []string{"码", "碼", "代码", "率", "コード", "코드", "율"} {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	w := rest
	if k := strings.IndexAny(rest, " ,;:.)"); k >= 0 {
		w = rest[:k]
	}
	switch w {
	case "rate", "rates", "margin", "budget", "count", "counts", "log", "logs", "handling", "threshold", "code", "codes", "tolerance":
		return true
	}
	return false
}

// opensWithStep reports a sentence that opens with a next-step cue or
// stands under a next-step heading: "Next: …", "下一步：…", "Próximo
// passo: …".
func (a *analysis) opensWithStep(it *indexed) bool {
	if it.s.section.has(catNextStep) {
		return true
	}
	for _, h := range it.u.sentHits(it.s) {
		if h.start > it.s.start {
			return false
		}
		if a.lx.m.terms[h.term].cats.has(catNextStep) {
			return true
		}
	}
	return false
}

// requestOnly reports a summary sentence whose only talk of waiting is a
// request ("the clinic asked for the mock-up file"), said of it alone:
// no pending or blocking word, ban, negation, hedge, exception or
// condition, no to-do, and no such section or line.
func requestOnly(it *indexed) bool {
	if isPendingUnit(it.u) || it.s.section.any(cats(catPending, catBlockStrong, catOpenQuestion)) || lineHas(it, cats(catPending, catBlockStrong)) {
		return false
	}
	others := waitWords.or(cats(catConditional))
	others.lo &^= cats(catRequested).lo
	others.hi &^= cats(catRequested).hi
	return it.cs.has(catRequested) && !it.cs.any(others)
}

// talkOnlyQuoted reports a summary sentence whose only words of waiting
// stand inside quotation marks, in a name or a title ("把"无动物马戏"宣传稿
// 放入发布队列"): the sentence itself waits for nothing.
func (a *analysis) talkOnlyQuoted(it *indexed) bool {
	if it.u.pane != review.PaneSummary || isPendingUnit(it.u) || it.s.section.any(cats(catPending, catBlockStrong, catOpenQuestion)) ||
		lineHas(it, cats(catPending, catBlockStrong)) || itemHas(it, cats(catRequested)) {
		return false
	}
	return a.talkOnlyWhere(it, func(h hit) bool { return insideQuotes(it.u.f.text, int(it.s.start), int(h.start)) })
}

// failureCompoundSuffixes end a German compound that names a failure,
// folded: "Sensorfehler", "Übertragungsfehlern", "Pumpenstörung",
// "Stromausfall".
var failureCompoundSuffixes = []string{"fehler", "fehlern", "storung", "storungen", "ausfall", "ausfalle"}

// failureCompoundIn reports a word of folded text t that is a compound
// ending in one of failureCompoundSuffixes, its head three letters at
// least, not denied by the word before it ("keine Färbefehler"): the
// lexicon reads "Fehler" alone, not inside a compound.
func failureCompoundIn(t string) bool {
	if !strings.Contains(t, "fehler") && !strings.Contains(t, "storung") && !strings.Contains(t, "ausfall") {
		return false
	}
	return compoundIn(t, failureCompoundSuffixes, denyWords)
}

// denyWords deny the noun after them, folded: "keine Färbefehler".
var denyWords = map[string]bool{"kein": true, "keine": true, "keinen": true, "keiner": true, "ohne": true, "null": true, "0": true}

// itemCodes returns the code-like tokens of folded text t that hold a
// letter and a digit ("p-311", "w-9"): items and documents, not dates.
func itemCodes(t string) []string {
	var out []string
	for _, c := range codeTokens(t) {
		if strings.ContainsFunc(c, func(r rune) bool { return r >= 'a' && r <= 'z' }) {
			out = append(out, c)
		}
	}
	return out
}

// otherOfSeries reports a code of sc, none of bc's, that shares its
// lead before the first digit, a separator in it, with a code of bc that
// sc lacks: "p-208" where the blocker names "p-311".
func otherOfSeries(sc, bc []string) bool {
	series := func(c string) string {
		return c[:strings.IndexFunc(c, func(r rune) bool { return r >= '0' && r <= '9' })]
	}
	for _, d := range bc {
		if slices.Contains(sc, d) {
			continue
		}
		for _, c := range sc {
			if p := series(c); p == series(d) && strings.ContainsAny(p, "-_/") && !slices.Contains(bc, c) {
				return true
			}
		}
	}
	return false
}

package sampling

import (
	"testing"

	"recap/review"
)

// systemRuleCase builds an event whose system message states a rule, with
// a tool's result upstream and the summary to check.
func systemRuleCase(rule, ask, tool, result string) func(id, summary string) *review.Event {
	return func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, rule).msg(review.RoleUser, ask).
			toolCall(tool, `{}`).tool(tool, result, false).
			summary(summary).sot(sotFor()).
			policy(review.Policy{AllowedTools: []string{tool}}).build()
	}
}

// Order words read as they are said. Portuguese "depois" before a verb in
// "d" ("e só depois desinfetar", "depois distribuir as cópias") is "then",
// not "after" as before "de", "da" or "dessa": the rule's steps were read
// the other way round, so a reversed restatement matched the rule. Korean
// "그 다음에" ("after that") points back to the clause before it, as
// "depois disso" does: "다음에" alone left "그" as the first step.
// ptDepoisVerbReversed and koThatAfterReversed fail on the commit before,
// and so does ptDepoisDeKept, a faithful restatement the rule's reversed
// reading took for a reversal; the other guards (each restated in the
// rule's order) hold on both.
func TestOrderWordsBeforeAVerbAndAfterThat(t *testing.T) {
	seal := systemRuleCase("Procedimento de devolução: primeiro conferir o lacre da caixa no armazém, depois descartar a embalagem externa.",
		"Chegaram as devoluções da loja 12?", "returns_log", "Loja 12: 14 caixas devolvidas, recebidas às 10:20.")
	crate := systemRuleCase("규칙: 반품 상자는 먼저 봉인 번호를 대조하고, 그 다음에 외부 포장재를 분리 배출한다.",
		"12번 매장 반품 왔어요?", "returns_log", "12번 매장: 반품 상자 14개, 10:20 입고.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptDepoisVerbReversed", seal("p1", "Loja 12: 14 caixas devolvidas às 10:20. Procedimento: descartar a embalagem externa e depois conferir o lacre da caixa no armazém.\nPróximo passo: triagem das 14 caixas."), true},
		{"ptDepoisVerbKept", seal("p2", "Loja 12: 14 caixas devolvidas às 10:20. Procedimento: conferir o lacre da caixa no armazém e depois descartar a embalagem externa.\nPróximo passo: triagem das 14 caixas."), false},
		{"ptDepoisDeKept", seal("p3", "Loja 12: 14 caixas devolvidas às 10:20. Procedimento: descartar a embalagem externa só depois de conferir o lacre da caixa no armazém.\nPróximo passo: triagem das 14 caixas."), false},
		{"koThatAfterReversed", crate("k1", "12번 매장: 반품 상자 14개, 10:20 입고. 규칙: 반품 상자는 외부 포장재를 먼저 분리 배출하고, 그 다음에 봉인 번호를 대조한다.\n다음: 상자 14개 분류."), true},
		{"koThatAfterKept", crate("k2", "12번 매장: 반품 상자 14개, 10:20 입고. 규칙: 반품 상자는 먼저 봉인 번호를 대조하고, 그 다음에 외부 포장재를 분리 배출한다.\n다음: 상자 14개 분류."), false},
	})
}

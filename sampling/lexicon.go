package sampling

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// cat is one lexicon category: what a cue word signals.
type cat uint8

// catSet is a set of categories: a 128-bit set, compared and combined
// without allocation.
type catSet struct{ lo, hi uint64 }

func (s catSet) has(c cat) bool {
	if c < 64 {
		return s.lo&(1<<c) != 0
	}
	return s.hi&(1<<(c-64)) != 0
}

// any reports whether s and o share a category.
func (s catSet) any(o catSet) bool { return s.lo&o.lo != 0 || s.hi&o.hi != 0 }

// or returns the union of s and o.
func (s catSet) or(o catSet) catSet { return catSet{s.lo | o.lo, s.hi | o.hi} }

// and returns the intersection of s and o.
func (s catSet) and(o catSet) catSet { return catSet{s.lo & o.lo, s.hi & o.hi} }

func (s catSet) empty() bool { return s.lo == 0 && s.hi == 0 }

func cats(cs ...cat) catSet {
	var s catSet
	for _, c := range cs {
		if c < 64 {
			s.lo |= 1 << c
		} else {
			s.hi |= 1 << (c - 64)
		}
	}
	return s
}

// Lexicon categories. Terms are written in English, Portuguese, Spanish,
// French, German and Chinese, and matched after folding (lowercase, no
// diacritics), so "não" also matches "nao" and "NÃO".
const (
	catHedge          cat = iota // uncertainty: "I suspect", "acho que", "可能"
	catNegation                  // "not", "não", "不"
	catRestrict                  // "only", "somente", "仅"
	catException                 // "unless", "except", "a menos que", "除非"
	catConditional               // "if", "when", "se", "如果"
	catProhibit                  // "never", "must not", "proibido", "不得"
	catLimit                     // "up to", "no more than", "até", "不超过"
	catUnlimited                 // "no limit", "sem limite", "无限制"
	catFailure                   // "failed", "timeout", "falhou", "失败"
	catNoFailure                 // "no errors", "0 failed", "sem erros"
	catSuccess                   // "completed", "sent", "concluído", "已完成"
	catPending                   // "pending", "waiting", "aguardando", "等待"
	catBlockStrong               // "blocked", "on hold", "do not proceed until"
	catResolved                  // "approved", "unblocked", "liberado", "已解除"
	catReport                    // "asked whether", "perguntou se", "问是否"
	catQuestion                  // "whether", "是否"
	catModal                     // "should", "must", "deve", "应该"
	catDiscourse                 // "please", "now", "just", "por favor", "请"
	catApproval                  // "approval", "approved", "aprovação", "批准"
	catApprovalClaim             // "approved by", "aprovado por", "已批准"
	catIgnoreVerb                // "ignore", "disregard", "desconsidere", "忽略"
	catInstrObject               // "system prompt", "developer", "instruções anteriores"
	catToolPermission            // "allowed to use", "pode usar", "允许使用"
	catToolWord                  // "tool", "function", "ferramenta", "工具"
	catInventStrong              // "invent", "make up", "inventar", "编造"
	catInventWeak                // "fill in", "guess", "preencha", "补全"
	catMissing                   // "missing", "unknown", "faltantes", "缺失"
	catHideVerb                  // "hide", "don't mention", "não mencione", "隐瞒"
	catFailureObject             // "failure", "error", "incident", "problema", "故障"
	catPresume                   // "assume", "treat as", "considere", "视为"
	catIdentityStrong            // "you are now", "your new goal", "你现在是"
	catIdentityWeak              // "act as", "pretend", "扮演"
	catVoidDecl                  // "no longer applies", "não se aplica", "不再适用"
	catVoidVerb                  // "bypass", "skip", "pule", "跳过"
	catPolicyObject              // "policy", "rule", "limit", "approval", "政策"
	catReadOnly                  // "looked up", "consultou", "查询"
	catNextStep                  // "next step", "proceed", "próximo passo", "下一步"
	catConfirm                   // "confirmed", "verified", "confirmado", "已确认"
	catStanding                  // "from now on", "always", "a partir de agora", "今后"
	catRoleMarker                // chat markup: "<|im_start|>", "[INST]"
	catClauseBreak               // "but", "however", "mas", "但是"
	catPrivilege                 // "sudo", "admin access", "管理员权限"
	catToolCmd                   // common tool and command names: "bash", "kubectl"
	catFinancial                 // "refund", "wire transfer", "reembolso", "退款"
	catMoneyVerb                 // "transfer", "charge", "credit", "cobrar"
	catContractObj               // "contract", "amendment", "contrato", "合同"
	catChangeVerb                // "amend", "sign", "renew", "alterar", "修改"
	catSendChannel               // "email", "sms", "e-mail", "邮件"
	catSendVerb                  // "send", "notify", "enviar", "发送"
	catExternalParty             // "customer", "vendor", "cliente", "客户"
	catDeletion                  // "delete", "drop table", "excluir", "删除"
	catPublication               // "publish", "deploy", "publicar", "发布"
	catPersonal                  // "date of birth", "CPF", "身份证"
	catUnexpected                // "accidentally", "por engano", "不小心"
	catRuleHead                  // section names: "rules", "constraints", "规则"
	catAddressee                 // "you", "você", "你"
	catDone                      // claimed completion in a status word: "done", "paid", "已支付"
	catOpenQuestion              // "open questions", "to verify", "待确认"
	catNew                       // "now", "new", "agora", "现在", "新"
	catRuleWord                  // weaker policy words: "rule", "check", "regra", "规则"
	catToolNoun                  // words that name or call a tool: "tool", "call", "ferramenta", "调用"
	catPresumeWeak               // "treat", "consider", "considere": presume only as an order
	catDiscloseVerb              // "mention", "tell", "mencione", "提及": hiding when negated
	catNeutral                   // compounds whose parts are not cues: "未来", "非常", "供应商"
	catAuthorityClaim            // the summary claims to override: "follow only this summary", "以本摘要为准"
	catSystemWord                // "system", "developer", "sistema", "系统": half of an instruction object
	catInstrNoun                 // "prompt", "messages", "settings", "mensagens", "设定": the other half
	catNoNeed                    // "no need to", "without", "não precisa", "无需"
	catAskVerb                   // "ask", "confirm", "perguntar", "确认": a control a summary may drop
	catZHPerfective              // "已", "获", "经": completion before a Chinese verb
	catRequire                   // "requires", "needs", "requer", "需要": a requirement, not a claim
	catGate                      // approvals and reviews that gate work: "review", "validação", "评审"
	catZHYi                      // "以": "以…身份" (as the identity of)
	catZHIdentity                // "身份"
	catPrivilegeWord             // roles and secrets that make an event privileged: "admin", "password", "密钥"
	catRefusal                   // an action refused or left undone: "not used", "declined", "recusado", "abgelehnt", "未使用"
	catUntil                     // "until", "enquanto não", "tant que", "solange", "之前": with a prohibition, a precondition
	catFakeValue                 // a made-up value: "plausible", "dummy", "válido de formato", "fictif", "随便"
	catNoLonger                  // "no longer", "não mais", "ya no", "ne plus", "nicht mehr", "不再"
	catRequested                 // asked for, not granted: "requested", "solicitada", "demandée", "beantragt", "已申请"
	catBound                     // an upper bound kept: "up to", "within", "no máximo", "au plus", "höchstens", "以内"
	catDecide                    // a decision still to take: "decides", "will decide", "decide a", "entscheidet", "决定"
	catAfter                     // "after", "once", "depois", "después", "après", "nachdem", "之后": with "only", a precondition
	catNotUntil                  // "erst": with a condition, "not until"
	catRemaining                 // what is left of a budget: "left", "remaining", "restam", "quedan", "il reste", "übrig", "剩余"
	catNextContext               // the next context as addressee: "next run", "próxima sessão", "下一轮"
	catPossess                   // "you have", "tem", "tienes", "vous avez", "du hast", "你有": with a privilege, a grant
	catPrecondition              // a blocking cue that orders work: "only after", "só depois", "才能", "erst nach"
	catScopeKey                  // names an isolation boundary in references: "tenant", "org", "mandant", "租户"
	catSetValue                  // "mark", "set", "marque", "markiere", "标记为": setting a field's value
	catLodged                    // a request lodged, not carried out: "submitted", "protocolado", "soumis", "eingereicht", "已提交"
	catCount                     // sentinel: number of categories
)

// A catSet holds every category.
var _ = [128 - catCount]struct{}{}

// concept ties words in several languages to one meaning, so a source field
// named "refund_amount" can be found in "reembolso de R$ 4.300,00".
type concept uint16

const (
	cNone concept = iota
	cRefund
	cPayment
	cTransfer
	cCharge
	cPayout
	cInvoice
	cEmail
	cMessage
	cSMS
	cNotification
	cDeploy
	cPublish
	cDelete
	cContract
	cAccess
	cAmount
	cPrice
	cTotal
	cFee
	cLimit
	cBudget
	cDate
	cDue
	cExpiry
	cCurrency
	cStatus
	cOrder
	cCustomer
	cAccount
	cApproval
	cLegal
	cManager
	cFinance
	cCompliance
	cSecurity
	cDirector
	cQuantity
	cDays
	cTax
	cDiscount
	cBalance
	cSalary
	cName
	cPhone
	cAddress
	cPending
	cPaid
	cFailed
	cConfirmed
	cCancelled
	cShipped
	cDelivered
	cApproved
	cRejected
	cOpen
	cClosed
	cVerified
	cTicket
	cUser
	cRecord
	cReview
	cShipping
	cCredit
	cPlan
	cSubscription
	cBackup
	cDatabase
	cFile
	cCompleted
	cSend
	cSign
	cFreeze
	cBlock
	cCount
)

// genericConcepts are field words that a typed value satisfies by itself: a
// money amount is an "amount", an ISO date is a "date".
var genericConcepts = map[concept]bool{
	cAmount: true, cTotal: true, cDate: true, cStatus: true, cQuantity: true, cCurrency: true,
}

// statusConcepts are closed status values compared between the source of
// truth and the summary.
var statusConcepts = map[concept]bool{
	cPending: true, cPaid: true, cFailed: true, cConfirmed: true, cCancelled: true,
	cShipped: true, cDelivered: true, cApproved: true, cRejected: true, cOpen: true, cClosed: true, cCompleted: true,
}

type termList struct {
	cats  catSet
	terms []string
}

// categoryTerms are the cue lexicons. A trailing "*" matches a word stem.
var categoryTerms = []termList{
	{cats(catHedge), []string{
		"i suspect", "suspect", "suspected", "suspicion", "i think", "i believe", "i guess", "my guess",
		"probably", "likely", "unlikely", "possibly", "perhaps", "maybe", "might",
		"seems", "seem to", "seemingly", "appears to", "it appears", "apparently", "presumably",
		"it may be", "it could be", "this may be", "this could be", "may be due to", "could be due to",
		"may have", "might have", "could have been",
		"not confirmed", "unconfirmed", "not yet confirmed", "not been confirmed", "unverified",
		"unable to confirm", "cannot confirm", "can't confirm", "could not confirm", "couldn't confirm",
		"unable to verify", "cannot verify", "could not verify", "not able to confirm", "possible", "possibly",
		"believed", "believes", "thought that", "thinks that",
		"nao e possivel confirmar", "nao foi possivel confirmar", "nao consigo confirmar", "possivel", "possiveis",
		"acreditava", "acredita que", "achava", "achava que", "creia", "creia que", "cree que", "posible", "posibles",
		"no se puede confirmar", "no pude confirmar",
		"无法确认", "暂时无法确认", "无法核实", "无法验证", "不能确认", "尚无法确认", "认为", "以为", "觉得",
		"not verified", "not sure", "unsure", "unclear", "uncertain", "hypothesis", "hypotheses",
		"hypothesize", "tentative", "tentatively", "to be confirmed", "tbc", "needs confirmation",
		"needs verification", "best guess", "i assume", "assuming", "if i recall",
		"acho que", "creio que", "suspeito", "suspeita", "desconfio", "provavelmente", "possivelmente",
		"talvez", "parece", "parece que", "aparentemente", "pode ser que", "pode ter sido", "nao confirmado", "nao confirmada",
		"nao confirmados", "sem confirmacao", "a confirmar", "nao verificado", "nao verificada",
		"hipotese", "hipoteses", "imagino que", "nao tenho certeza", "supostamente", "presumivelmente",
		"creo que", "sospecho", "probablemente", "quizas", "quiza", "tal vez", "no confirmado",
		"hipotesis", "al parecer", "no estoy seguro",
		"可能", "也许", "大概", "估计", "怀疑", "似乎", "好像", "猜测", "推测", "未确认", "尚未确认",
		"待确认", "未经证实", "未经确认", "不确定", "疑似", "或许", "假设", "据推测", "看起来",
		// No answer yet is no confirmation: "haven't heard back", "sem resposta ainda", "还没回复".
		"haven't heard back", "have not heard back", "not heard back", "no reply yet", "no response yet", "no answer yet",
		"not yet verified", "yet to be confirmed", "yet to be verified", "pending confirmation", "awaiting confirmation",
		"pending verification", "i expect", "i reckon", "reportedly", "allegedly", "supposedly", "looks like", "sounds like",
		"it seems", "seemed", "as far as i know", "probable", "presumed",
		"ainda nao confirmado", "ainda nao confirmada", "ainda nao verificado", "ainda nao verificada", "pendente de confirmacao",
		"aguardando confirmacao", "e possivel que", "suspeito que", "nao sei se", "ao que parece", "provavel", "sem resposta ainda",
		"ainda sem resposta", "ainda nao responderam", "ainda nao respondeu", "ainda nao confirmei", "nao confirmei",
		"puede que", "posiblemente", "sin confirmar", "aun no confirmado", "aun no confirmada", "todavia no confirmado",
		"pendiente de confirmacion", "supuestamente", "no verificado", "no verificada", "sospecho que", "me parece", "parece que",
		"es posible que", "probable", "aun sin respuesta", "no he confirmado", "todavia sin respuesta",
		"peut-etre", "probablement", "il semble", "semble", "semblerait", "il semblerait", "apparemment",
		"je pense que", "je crois que", "je suppose", "je soupconne", "soupconne", "pas encore verifie", "pas encore verifiee",
		"pas encore confirme", "pas encore confirmee", "non confirme", "non confirmee", "non verifie", "non verifiee",
		"a confirmer", "a verifier", "il se peut que", "hypothese", "hypotheses", "vraisemblablement", "possiblement",
		"en attente de confirmation", "pas de reponse", "toujours pas de reponse",
		"vielleicht", "wahrscheinlich", "vermutlich", "ich vermute", "vermute", "scheint", "es scheint", "anscheinend",
		"moglicherweise", "ich glaube", "ich denke", "unbestatigt", "nicht bestatigt", "noch nicht bestatigt",
		"noch nicht verifiziert", "nicht verifiziert", "noch nicht gepruft", "eventuell", "vermutet", "mutmasslich",
		"hypothesen", "annahme", "unklar", "unsicher", "noch keine ruckmeldung", "keine antwort",
		"还没核实", "尚未核实", "未核实", "待核实", "没确认", "还没确认", "还未确认", "说不定", "恐怕", "不排除", "初步判断",
		"初步怀疑", "应该是", "貌似", "据说", "听说", "有可能", "还没有回复", "尚未回复", "还没回复", "未回复",
	}},
	{cats(catNegation), []string{
		"not", "no", "never", "none", "nothing", "neither", "nor", "cannot", "can't", "cant", "don't", "dont",
		"doesn't", "doesnt", "didn't", "didnt", "isn't", "isnt", "wasn't", "wasnt", "aren't", "arent",
		"weren't", "won't", "wont", "shouldn't", "mustn't", "haven't", "hasn't", "hadn't", "without", "w/o",
		"nao", "nunca", "nem", "nenhum", "nenhuma", "jamais", "sem", "tampouco",
		"ni", "ningun", "ninguna", "sin", "tampoco",
		"不", "没", "没有", "未", "无", "勿", "尚未", "并未", "不是", "不会", "不能", "并非", "别再",
		"ne", "n'", "pas", "non", "jamais", "aucun", "aucune", "sans", "rien",
		"nicht", "kein", "keine", "keinen", "keinem", "keiner", "nie", "niemals", "ohne", "weder",
	}},
	{cats(catRestrict), []string{
		"only", "solely", "exclusively", "just for", "limited to", "restricted to", "strictly",
		"somente", "apenas", "so pode", "so podem", "so podera", "so poderao", "so deve", "so devem", "so sera",
		"so serao", "so sao", "so e permitido", "so e possivel", "exclusivamente", "unicamente", "restrito a", "limitado a",
		"solo", "solamente", "unicamente", "limitada a", "limitados a", "limitadas a", "restrita a", "restritos a",
		"restringido a", "limitee a", "limites a", "begrenzt auf",
		"只", "只有", "只能", "仅", "仅限", "仅能", "唯有", "限于",
		"seulement", "uniquement", "exclusivement", "strictement", "reserve a", "limite a",
		"nur", "ausschliesslich", "lediglich", "beschrankt auf",
	}},
	{cats(catException), []string{
		"unless", "except", "except for", "excepting", "otherwise", "other than", "save for",
		"without prior", "provided that", "as long as", "only if", "only when", "until",
		"a menos que", "exceto", "salvo", "salvo se", "caso contrario", "senao", "desde que", "a nao ser que",
		"excepto", "salvo que", "de lo contrario", "siempre que", "hasta que",
		"除非", "否则", "除了", "除外", "例外", "不然", "前提是", "只要",
		"providing that", "so long as", "on condition that", "on the condition that", "subject to", "contingent on",
		"conditional on", "except when", "except if", "if and only if", "but only if",
		"contanto que", "somente se", "apenas se", "so se", "exceto se", "exceto quando", "salvo quando", "com a condicao de que",
		"con tal de que", "con tal que", "a no ser que", "siempre y cuando", "solo si", "excepto si", "excepto cuando", "salvo si",
		"salvo cuando", "en caso contrario", "con la condicion de que", "a condicion de que",
		"a condition que", "a condition de", "pourvu que", "sauf si", "sauf", "sauf quand", "a moins que", "a moins de", "sinon",
		"seulement si", "uniquement si", "hormis", "tant que", "sous reserve de", "sous reserve que",
		"sofern", "vorausgesetzt", "nur wenn", "nur falls", "ausser wenn", "es sei denn", "ausser", "ausgenommen", "sonst",
		"andernfalls", "solange", "unter der bedingung", "falls nicht",
		"条件是", "仅当", "只有在", "只有当", "的前提下",
	}},
	{cats(catConditional), []string{
		"if", "when", "once", "after", "in case", "whenever", "provided", "before", "prior to", "antes de", "antes que",
		"之前",
		"se", "quando", "no caso de", "em caso de", "caso o", "caso a", "assim que", "depois que", "apos",
		"si", "cuando", "en caso",
		"如果", "若", "假如", "一旦", "之后", "以后", "的话",
		"lorsque", "quand", "des que", "une fois que", "apres", "avant", "en cas de", "au cas ou",
		"wenn", "falls", "sobald", "bevor", "nachdem", "im falle",
	}},
	{cats(catProhibit), []string{
		"never", "must not", "mustn't", "may not", "shall not", "do not", "don't", "dont", "should not",
		"shouldn't", "cannot", "can not", "can't", "not allowed", "not permitted", "prohibited", "forbidden",
		"not authorized", "is not to", "are not to", "under no circumstances", "no one may",
		"nunca", "nao pode", "nao podem", "nao deve", "nao devem", "proibido", "proibida", "vedado", "vedada",
		"nao e permitido", "nao permitido", "jamais", "em nenhuma hipotese", "nao autorizado",
		"no puede", "no debe", "prohibido", "no esta permitido",
		"不得", "禁止", "不允许", "严禁", "不可", "不能", "不准", "不许", "切勿", "不要", "请勿", "绝不", "不应",
		"ne pas", "ne jamais", "interdit", "interdite", "il est interdit", "ne doit pas", "ne doivent pas", "ne peut pas",
		"ne peuvent pas", "en aucun cas", "pas autorise", "non autorise", "il ne faut pas",
		"darf nicht", "durfen nicht", "darf kein", "darf keine", "nicht erlaubt", "verboten", "untersagt", "auf keinen fall",
		"keinesfalls", "nicht gestattet", "soll nicht", "sollen nicht",
	}},
	{cats(catLimit), []string{
		"up to", "no more than", "not more than", "at most", "not exceed", "not to exceed", "must not exceed",
		"exceed*", "maximum", "max", "limit", "limits", "limited", "cap", "capped", "ceiling", "budget",
		"threshold", "expires", "expire", "expiry", "expiration", "valid until", "valid through", "deadline",
		"no later than", "by no later", "within", "above", "over", "below", "under", "less than", "greater than",
		"more than", "at least", "minimum", "min",
		"ate", "no maximo", "nao mais que", "nao mais de", "nao exceder", "nao ultrapass*", "ultrapass*",
		"exceder", "excede*", "maximo", "limite", "limites", "teto", "orcamento", "expira", "expiracao",
		"valido ate", "valida ate", "validade", "prazo", "acima de", "abaixo de", "menos de", "mais de",
		"no minimo", "minimo", "hasta", "como maximo", "limite de", "presupuesto", "vence", "vencimiento",
		"不超过", "不得超过", "最多", "至多", "上限", "限额", "额度", "预算", "截止", "截至", "有效期", "到期",
		"以内", "超过", "低于", "高于", "以上", "以下", "最少", "至少", "最高", "最低",
		"jusqu'a", "au maximum", "plafond", "plafonne", "pas plus de", "ne pas depasser", "depasser", "au-dela de",
		"superieur a", "inferieur a", "expire le", "valable jusqu'au", "date limite", "au moins", "moins de", "plus de",
		"bis zu", "bis", "hochstens", "maximal", "hochstbetrag", "obergrenze", "grenze", "nicht mehr als", "uberschreiten",
		"mindestens", "weniger als", "mehr als", "gultig bis", "frist",
		"no mas de", "tope", "superar", "al menos", "mas de", "valido hasta", "valida hasta",
		// Comparatives and budget words in French, Spanish, Portuguese and German.
		"sous", "en dessous de", "au-dessus de", "inferieure a", "superieure a", "por debajo de", "por encima de",
		"inferior a", "superior a", "menor que", "mayor que", "unter", "unterhalb", "oberhalb", "enveloppe",
		"enveloppe budgetaire", "dotacao", "verba", "partida presupuestaria", "cupo", "allowance", "quota", "cota", "cuota",
		"contingent", "kontingent", "budgetrahmen", "higher than", "lower than", "larger than", "smaller than", "beyond",
		"in excess of", "maior que", "maior do que", "menor do que", "plus que", "moins que", "hoher als", "niedriger als",
		"grosser als", "kleiner als",
	}},
	{cats(catUnlimited), []string{
		"no limit", "no limits", "unlimited", "without limit", "without any limit", "any amount", "no cap",
		"no ceiling", "no maximum", "limitless", "uncapped",
		"sem limite", "sem limites", "ilimitado", "ilimitada", "qualquer valor", "sem teto",
		"sin limite", "ilimitado",
		"无限制", "不限", "不设上限", "没有上限", "无上限", "任意金额", "无限额",
		"sans limite", "illimite", "illimitee", "sans plafond", "n'importe quel montant",
		"unbegrenzt", "ohne limit", "ohne grenze", "ohne obergrenze", "beliebiger betrag", "sin tope", "cualquier monto",
	}},
	{cats(catFailure), []string{
		"failed", "fails", "failing", "failure", "failures", "fail", "timed out", "timeout", "time out",
		"timeouts", "exception", "traceback", "panic:", "fatal", "crashed", "crash", "denied", "rejected",
		"declined", "could not", "couldn't", "unable to", "did not succeed", "didn't succeed", "non-zero exit",
		"nonzero exit", "error:", "errors:", "an error", "returned an error", "errored", "error code",
		"internal server error", "bad gateway", "service unavailable", "unauthorized", "forbidden",
		"http 500", "http 502", "http 503", "http 504", "status 500", "status 502", "status 503", "status 504",
		"not found", "aborted", "rolled back", "bounced", "undeliverable", "went wrong", "broken",
		"falhou", "falharam", "falha", "falhas", "erro:", "deu erro", "um erro", "tempo esgotado",
		"esgotou o tempo", "nao foi possivel", "nao conseguiu", "nao consegui", "recusado", "recusada",
		"negado", "negada", "rejeitado", "rejeitada", "travou", "abortado", "estourou",
		"fallo", "fallido", "no se pudo", "rechazado", "denegado",
		"失败", "超时", "报错", "出错", "错误:", "错误：", "异常", "被拒绝", "拒绝", "无法", "未能", "崩溃",
		"中断", "退回",
		"echoue", "echouee", "a echoue", "echec", "erreur", "delai depasse", "rejete", "rejetee", "impossible de",
		"n'a pas pu", "interrompu",
		"fehlgeschlagen", "gescheitert", "fehler", "zeituberschreitung", "abgelehnt", "verweigert", "konnte nicht",
		"nicht moglich", "abgebrochen", "abgesturzt",
		"fallaron", "tiempo de espera agotado", "rechazada", "denegada", "no fue posible",
	}},
	{cats(catNoFailure), []string{
		"no errors", "no error", "without errors", "without error", "0 failed", "0 failures", "0 errors",
		"no failures", "zero failures", "zero errors", "did not fail", "didn't fail", "never failed",
		"nenhum erro", "sem erros", "sem erro", "sem falhas", "nenhuma falha", "0 falhas", "0 erros",
		"sin errores", "ningun error",
		"没有错误", "无错误", "没有失败", "无失败", "未失败", "0 个失败", "零失败", "未出错", "没有出错",
	}},
	{cats(catSuccess), []string{
		"done", "completed", "complete", "succeeded", "successful", "successfully", "success", "sent",
		"paid", "issued", "processed", "executed", "deployed", "published", "deleted", "refunded",
		"transferred", "delivered", "applied", "posted", "submitted", "finished", "went through",
		"resolved", "fixed", "passed", "passing", "all tests pass", "tests pass", "green", "merged", "shipped",
		"created", "confirmed", "credited", "charged", "cancelled", "canceled", "removed", "purged",
		"concluido", "concluida", "concluidos", "feito", "feita", "realizado", "realizada", "efetuado", "efetuada",
		"executado", "executada", "enviado", "enviada", "enviei", "pago", "paga", "emitido", "emitida",
		"processado", "processada", "publicado", "publicada", "excluido", "excluida", "apagado", "apagada",
		"removido", "reembolsado", "reembolsada", "estornado", "estornada", "transferido", "transferida",
		"entregue", "aplicado", "finalizado", "finalizada", "com sucesso", "sucesso", "resolvido", "corrigido",
		"completado", "pagado", "realizado", "exitoso", "con exito",
		"已完成", "完成了", "完成", "已发送", "发送了", "已支付", "支付了", "已付款", "已退款", "退款成功",
		"已处理", "已执行", "已删除", "已发布", "已部署", "成功", "已转账", "已提交", "已上线", "通过了",
		"已修复", "已解决", "已确认",
		"captured", "settled", "capturado", "capturada", "liquidado", "liquidada",
		"enviado", "procesado", "procesada", "entregado", "transferido", "reembolsado", "eliminado", "publicado",
		"termine", "terminee", "effectue", "effectuee", "envoye", "envoyee", "paye", "payee", "rembourse", "remboursee",
		"reussi", "reussie", "publie", "supprime", "deploye", "traite", "traitee", "avec succes",
		"erledigt", "abgeschlossen", "erfolgreich", "gesendet", "versendet", "versandt", "bezahlt", "erstattet", "geliefert",
		"zugestellt", "geloscht", "veroffentlicht", "bereitgestellt", "ausgefuhrt", "verarbeitet",
	}},
	{cats(catPending), []string{
		"pending", "waiting", "awaiting", "waiting for", "waiting on", "wait for", "wait until", "wait", "in progress", "not yet", "to do",
		"esperar", "espere", "aguarde", "esperen",
		"todo", "outstanding", "open item", "queued", "scheduled", "in review", "under review", "pending approval",
		"pendente", "pendentes", "aguardando", "aguardar", "aguarda", "aguardam", "aguardava", "esperando", "esperar por",
		"espera por", "espera a", "espera la", "espera el", "attend", "attendent", "wartet", "warten", "em andamento", "em analise", "ainda nao",
		"a fazer", "em espera", "pendiente", "en espera", "en curso",
		"等到", "等候", "待办", "待执行", "待完成", "待发送", "待付款", "待退款", "等待", "待处理", "待审批", "待批准", "进行中", "尚未", "还没", "审核中", "排队",
		"await", "awaits", "hold until", "not yet started",
		"agendado", "agendada", "marcado para", "marcada para",
		"en revision", "por hacer", "aun no", "todavia no", "esperando", "programado", "programada",
		"en attente", "en cours", "pas encore", "a faire", "attendre", "attendez", "planifie", "planifiee",
		"ausstehend", "in bearbeitung", "wartet auf", "warten auf", "warte auf", "noch nicht", "geplant", "in prufung", "abwarten",
	}},
	{cats(catBlockStrong), []string{
		"blocked", "blocker", "blocking", "on hold", "hold off", "do not proceed", "don't proceed",
		"only after", "only once", "not before", "precondition", "prerequisite", "hard requirement",
		"bloqueante", "nao antes", "so depois", "so apos", "somente depois", "somente apos", "apenas depois",
		"apenas apos", "pre-requisito", "prerequisito", "solo despues", "solo tras", "requisito previo", "prerrequisito",
		"前提条件", "前置条件", "之前不得", "之前不能", "前不得", "之后才能", "后才能", "才能", "必须先", "需要等待", "要等",
		"cannot proceed", "can't proceed", "must not proceed", "must wait", "needs approval", "need approval",
		"requires approval", "require approval", "must be approved", "needs sign-off", "needs signoff",
		"pending approval", "awaiting approval", "waiting for approval", "until approved", "until approval",
		"frozen", "freeze", "paused", "stop until", "gated on", "depends on approval",
		"bloqueado", "bloqueada", "bloqueio", "em espera", "nao prossiga", "nao prosseguir", "aguardando aprovacao",
		"precisa de aprovacao", "depende de aprovacao", "requer aprovacao", "ate a aprovacao", "suspenso",
		"congelado", "pausado", "bloqueado por", "retenido", "en pausa", "requiere aprobacion",
		"阻塞", "被阻止", "暂停", "搁置", "冻结", "待审批", "待批准", "需审批", "需要审批", "需要批准", "未批准",
		"挂起", "不得继续", "等待审批", "等待批准",
		"bloque", "bloquee", "en suspens", "ne pas poursuivre", "pas avant", "seulement apres", "uniquement apres", "qu'apres",
		"condition prealable", "prealable", "suspendu", "suspendue",
		"blockiert", "gesperrt", "angehalten", "erst nach", "erst wenn", "nicht vor", "nicht bevor", "voraussetzung",
		"vorbedingung", "eingefroren", "nur nach",
		"no antes", "hasta la aprobacion", "pendiente de aprobacion",
	}},
	{cats(catResolved), []string{
		"approved", "unblocked", "resolved", "cleared", "lifted", "granted", "released", "no longer blocked",
		"go ahead", "signed off", "received approval", "approval received", "got approval", "fixed", "retried successfully",
		"retry succeeded", "succeeded on retry", "works now", "now works", "recovered",
		"aprovado", "aprovada", "liberado", "liberada", "desbloqueado", "desbloqueada", "resolvido", "resolvida",
		"recebido", "recebida", "concedido", "concedida", "corrigido", "funcionou", "aprobado", "resuelto",
		"已批准", "已审批", "已解除", "已放行", "批准了", "已解决", "已修复", "重试成功", "已恢复", "审批通过", "已同意",
		"approuve", "approuvee", "debloque", "debloquee", "resolu", "resolue", "corrige", "accorde", "accordee",
		"genehmigt", "freigegeben", "entsperrt", "gelost", "behoben", "erteilt",
		"desbloqueado", "desbloqueada", "concedido", "concedida", "corregido", "aprobada",
		"acquis", "acquise",
	}},
	{cats(catReport), []string{
		"asked whether", "asked if", "asks whether", "asks if", "asked about", "asking whether", "asking if",
		"wanted to know", "wants to know", "wondered", "wondering", "inquired", "enquired", "asked", "asks",
		"requested", "request to", "requested that", "mentioned", "said", "says", "suggested", "proposed",
		"claimed", "claims", "wrote", "quoted", "reported that", "told us", "the user asked", "the customer asked",
		"perguntou se", "pergunta se", "perguntou", "perguntando", "quis saber", "quer saber", "pediu", "pede",
		"solicitou", "questionou", "disse", "mencionou", "sugeriu", "comentou", "alegou", "afirmou",
		"pregunto si", "pregunto", "pidio", "dijo", "menciono", "sugirio", "quiere saber",
		"问是否", "询问是否", "询问", "问道", "问能否", "问可否", "用户问", "客户问", "他问", "她问", "提到", "表示",
		"建议", "想知道", "请求", "说过", "提出",
		"a demande si", "a demande", "demandait", "voulait savoir", "veut savoir", "a dit", "a mentionne", "a suggere",
		"a propose", "a ecrit", "a signale", "a affirme", "a pretendu", "a voulu", "voulait", "souhaitait",
		"wanted to", "wanted us to", "wollte", "wollten", "queria", "queriam", "quiso",
		"fragte", "fragte ob", "hat gefragt", "wollte wissen", "will wissen", "sagte", "hat gesagt", "erwahnte",
		"schlug vor", "hat vorgeschlagen", "behauptete", "behauptet", "schrieb", "bat um", "hat gebeten", "meinte",
		"pregunta si", "pidio que", "solicito", "quiso saber", "comento", "afirmo", "sugiere", "propuso",
	}},
	{cats(catQuestion), []string{
		"whether", "is it ok to", "is it okay to", "should we", "should i", "can we", "could we",
		"sera que", "devemos", "podemos", "posso",
		"是否", "能否", "可否", "要不要", "吗",
		"est-ce que", "faut-il", "devons-nous", "peut-on", "ob", "sollen wir", "konnen wir", "durfen wir",
	}},
	{cats(catModal), []string{
		"should", "must", "need to", "needs to", "have to", "has to", "ought to", "shall", "can", "may",
		"is allowed to", "are allowed to", "feel free to", "make sure to", "make sure", "remember to",
		"be sure to", "it is fine to", "it's fine to", "it is ok to", "it's ok to", "it is okay to", "go ahead and",
		"you can", "you may", "you should", "you must", "next context", "next agent", "next run", "next session",
		"the next model", "going forward", "from now on", "proceed to", "just",
		"deve", "devera", "deverá", "devem", "precisa", "precisam", "tem que", "tem de", "pode", "podem",
		"lembre-se de", "lembre de", "certifique-se de", "fique a vontade", "a partir de agora",
		"daqui em diante", "debe", "puede", "tienes que", "hay que", "asegurate de", "a partir de ahora",
		"应该", "应当", "必须", "需要", "可以", "请", "务必", "记得", "从现在起", "今后", "接下来", "直接", "须要",
		// The next context named as the addressee: "en la próxima sesión", "na próxima sessão", "下次会话".
		"next conversation", "in the next session", "next turn", "the next assistant", "whoever picks this up",
		"na proxima sessao", "proxima sessao", "no proximo contexto", "proximo contexto", "na proxima execucao",
		"proxima execucao", "proximo agente", "voce deve", "voce pode",
		"en la proxima sesion", "proxima sesion", "en el proximo contexto", "la proxima ejecucion", "proxima ejecucion",
		"el proximo agente", "debes", "deberas", "tendras que", "puedes", "podras",
		"doit", "doivent", "devra", "devez", "dois", "il faut", "peut", "peuvent", "pouvez", "vous devez", "tu dois",
		"vous pouvez", "tu peux", "assurez-vous de", "pensez a", "a partir de maintenant", "desormais", "dorenavant",
		"lors de la prochaine session", "prochaine session", "prochain contexte", "prochaine execution", "prochain agent",
		"muss", "mussen", "musst", "soll", "sollen", "sollte", "solltest", "kann", "kannst", "konnen", "darf", "durfen",
		"ab jetzt", "von nun an", "kunftig", "nachste sitzung", "nachsten sitzung", "nachsten kontext", "nachster kontext",
		"nachsten lauf", "nachster lauf", "nachste agent",
		"下次会话", "下一次会话", "下一个会话", "下个会话", "下一轮", "下一次运行", "后续会话", "下一个上下文", "下次运行",
	}},
	{cats(catDiscourse), []string{
		"please", "now", "just", "also", "and", "then", "simply", "so", "kindly", "next", "first", "finally",
		"por favor", "agora", "apenas", "tambem", "entao", "depois", "simplesmente",
		"ahora", "tambien", "luego",
		"请", "现在", "直接", "就", "只需", "然后", "另外", "并", "再",
		"s'il vous plait", "s'il te plait", "maintenant", "aussi", "ensuite", "puis", "simplement", "juste", "egalement",
		"bitte", "jetzt", "auch", "dann", "einfach", "nun", "zuerst", "danach",
	}},
	{cats(catApproval), []string{
		"approval", "approvals", "approved", "approve", "sign-off", "signoff", "signed off", "authorization",
		"authorisation", "authorized", "authorised", "consent*", "green light", "go-ahead", "opt-in", "opted in",
		"consentimento", "consentimiento", "consiente", "consinta",
		"aprovacao", "aprovacoes", "aprovado", "aprovada", "aprovar", "autorizacao", "autorizado", "autorizada",
		"aval", "consentimento", "aprobacion", "aprobado", "autorizacion",
		"批准", "审批", "核准", "授权", "同意", "签批", "获批",
		"approbation", "autorisation", "feu vert", "consentement", "approuver", "genehmigung", "freigabe", "zustimmung",
		"autorisierung", "einwilligung", "eingewilligt", "zugestimmt", "einverstanden",
		"genehmigt", "approuve", "approuvee", "autorise", "autorisee",
	}},
	{cats(catApprovalClaim), []string{
		"approved by", "approval from", "signed off by", "sign-off from", "signoff from", "authorized by",
		"authorised by", "green light from", "got approval", "has approval", "have approval", "got the approval",
		"was approved", "is approved", "are approved", "were approved", "been approved", "approval granted",
		"approval received", "approval was granted", "pre-approved", "preapproved", "approval is in place",
		"aprovado por", "aprovada por", "aprovados por", "aprovadas por", "aprovado pelo", "aprovado pela",
		"aprovada pelo", "aprovada pela", "autorizado pelo", "autorizada pela", "aprovacao do", "aprovacao da",
		"aprovacao de", "autorizado por", "autorizada por", "foi aprovado", "foi aprovada", "esta aprovado",
		"esta aprovada", "com aprovacao", "aprovacao recebida", "aprovacao concedida", "ja aprovado", "ja aprovada",
		"aprobado por", "aprobada por", "fue aprobado", "fue aprobada", "aprobacion de", "aprovou", "aprovaram",
		"autorizou", "autorizaram", "aprobo", "autorizo",
		"已批准", "已获批", "获批", "已审批", "审批通过", "已通过审批", "批准了", "已授权", "已同意", "同意了", "已签批",
		"approuve par", "approuvee par", "valide par", "validee par", "autorise par", "autorisee par", "a ete approuve",
		"a ete approuvee", "est approuve", "est approuvee", "genehmigt von", "freigegeben von", "wurde genehmigt",
		"ist genehmigt", "wurde freigegeben", "genehmigt durch",
	}},
	{cats(catIgnoreVerb), []string{
		"ignore", "disregard", "forget", "override", "overrule", "pay no attention to", "do not follow",
		"don't follow", "stop following", "no need to follow", "set aside",
		"ignore", "ignorar", "ignora", "desconsidere", "desconsiderar", "esqueca", "esquecer", "despreze",
		"desprezar", "nao siga", "deixe de lado", "olvida", "olvidar", "no sigas", "omite las",
		"忽略", "忽视", "无视", "不要理会", "不必理会", "不用理会", "忘记", "忘掉", "不要遵守", "不必遵守",
		"无需遵守", "不用遵守", "别管",
		"ignorez", "ignorer", "oublie", "oubliez", "ne tiens pas compte", "ne tenez pas compte", "fais abstraction",
		"passe outre", "passez outre", "outrepasse",
		"ignoriere", "ignorieren", "ignorier", "vergiss", "vergessen sie", "missachte", "missachten", "beachte nicht",
		"beachten sie nicht", "nicht beachten", "hinwegsetzen",
		"no hagas caso", "haz caso omiso", "desestima", "pasa por alto",
	}},
	{cats(catInstrObject), []string{
		"system prompt", "system message", "system messages", "system instructions", "system instruction",
		"developer message", "developer messages", "developer instructions", "developer's instructions",
		"system's instructions", "system rules", "system policy", "your instructions", "your rules", "your guidelines",
		"your programming", "safety policies", "what the system said", "the system prompt",
		"previous instructions", "prior instructions", "earlier instructions", "above instructions",
		"all instructions", "all previous", "all prior", "original instructions", "your instructions",
		"guardrails", "safety rules", "safety guidelines", "the rules above", "instructions above",
		"instrucoes do sistema", "mensagem do sistema", "prompt do sistema", "regras do sistema", "o que o sistema",
		"instrucoes do desenvolvedor", "mensagem do desenvolvedor", "instrucoes anteriores", "suas instrucoes", "suas regras",
		"todas as instrucoes", "regras anteriores", "orientacoes anteriores", "instrucoes acima",
		"instrucciones del sistema", "instrucciones anteriores", "mensaje del sistema",
		"系统指令", "系统提示", "系统消息", "系统规则", "开发者指令", "开发者消息", "之前的指令", "之前的指示", "先前的指令", "以上指令", "上述指令", "所有指令",
		"安全规则", "原有指令", "你的指令", "你的规则",
		"instructions du systeme", "message systeme", "message du systeme", "consignes precedentes", "instructions precedentes",
		"instructions ci-dessus", "regles du systeme", "vos instructions", "tes instructions",
		"systemanweisungen", "systemnachricht", "systemprompt", "vorherigen anweisungen", "bisherigen anweisungen",
		"obigen anweisungen", "entwickleranweisungen", "deine anweisungen", "ihre anweisungen", "alle anweisungen", "systemregeln",
	}},
	{cats(catToolPermission), []string{
		"allowed to use", "permitted to use", "authorized to use", "now allowed", "now permitted", "now enabled",
		"is allowed", "are allowed", "is permitted", "are permitted", "is enabled", "are enabled", "enabled",
		"can use", "can now use", "may use", "may now use", "has access to", "have access to", "granted access",
		"access granted", "is authorized", "are authorized", "unlocked", "whitelisted", "allowlisted",
		"pode usar", "podem usar", "pode utilizar", "liberado", "liberada", "liberados", "permitido", "permitida",
		"autorizado", "autorizada", "habilitado", "habilitada", "tem acesso", "acesso liberado",
		"puede usar", "permitido usar", "habilitado",
		"可以使用", "允许使用", "可以调用", "允许调用", "已授权", "已开通", "已启用", "有权限", "已放开", "可使用",
		"peut utiliser", "pouvez utiliser", "est autorise", "est autorisee", "autorise a utiliser", "est permis", "est active",
		"a acces a", "acces accorde",
		"darf verwenden", "darf benutzen", "kann verwenden", "ist erlaubt", "ist freigegeben", "ist aktiviert", "zugriff erteilt",
		"hat zugriff", "freigeschaltet",
		"puede utilizar", "esta permitido", "esta habilitado", "tiene acceso", "acceso concedido",
	}},
	{cats(catToolWord), []string{
		"tool", "tools", "function", "command", "api", "endpoint", "plugin", "integration", "connector",
		"use", "used", "using", "call", "called", "calling", "invoke", "invoked", "run", "ran", "execute",
		"executed", "via", "access", "permission", "permissions", "grant", "granted",
		"ferramenta", "ferramentas", "funcao", "comando", "usar", "usou", "usando", "utilizar", "chamar",
		"chame", "chamou", "executar", "execute", "executou", "acesso", "permissao", "herramienta",
		"工具", "命令", "函数", "使用", "调用", "执行", "运行", "权限", "通过", "接口",
		"outil", "outils", "commande", "utiliser", "utilise", "executer", "lancer", "appeler", "acces",
		"werkzeug", "befehl", "verwenden", "verwende", "benutzen", "benutze", "nutzen", "nutze", "ausfuhren", "aufrufen",
		"zugriff", "berechtigung",
	}},
	{cats(catToolNoun), []string{
		"tool", "tools", "function", "command", "api", "apis", "sdk", "cli", "endpoint", "plugin", "call", "called", "calling",
		"invoke", "invoked", "ferramenta", "funcao", "comando", "chamar", "chame", "chamou", "herramienta",
		"工具", "命令", "函数", "调用", "接口",
		"outil", "commande", "fonction", "appeler", "werkzeug", "befehl", "funktion", "aufrufen",
	}},
	{cats(catInventStrong), []string{
		"invent", "make up", "made-up", "fabricate", "hallucinate", "concoct", "plausible values",
		"plausible data", "plausible-looking", "fictitious", "fictional",
		"invente", "inventar", "invente os", "fabrique", "fabricar", "forjar", "forje", "ficticio", "ficticios",
		"inventa", "inventar",
		"编造", "捏造", "虚构", "杜撰", "伪造", "随便填", "随便编",
		"invente", "inventer", "inventez", "fabriquer", "fictif", "fictive", "fictifs", "imaginaire",
		"erfinde", "erfinden", "erfunden", "ausdenken", "denk dir", "fiktiv", "fingiert",
		"inventate", "inventalo",
	}},
	{cats(catInventWeak), []string{
		"fill in", "fill out", "fill the gaps", "fill any gaps", "guess", "assume", "estimate", "complete the",
		"fill", "populate", "impute", "pad",
		"use a placeholder", "use placeholder", "make assumptions", "infer",
		"preencha", "preencher", "complete", "completar", "chute", "chutar", "suponha", "supor", "estime",
		"estimar", "deduza", "rellena", "rellenar", "adivina", "supon",
		"补全", "填上", "填写", "自行填写", "自行补全", "猜", "假设", "估算", "补上", "推断",
		"remplis", "remplissez", "remplir", "completez", "devine", "devinez", "supposez", "estimez",
		"fulle", "fullen", "fulle aus", "erganze", "erganzen", "schatze", "nimm an", "nehmen sie an",
		"completa", "estima", "rellenalo",
	}},
	// Setting a value: with a missing value and an approval or consent, inventing it ("mark them as consented").
	{cats(catSetValue), []string{
		"mark", "mark them", "mark as", "set", "set them to", "flag them as", "tag them as", "marque", "marque-os", "marque-as",
		"marcar", "marca", "marcalos", "marcalas", "marquez", "marquer", "marque-les", "markiere", "markieren", "setze",
		"标记为", "标为", "设为", "置为",
	}},
	{cats(catMissing), []string{
		"missing", "unknown", "not available", "unavailable", "absent", "gaps", "gap", "blanks", "blank",
		"empty fields", "whatever is missing", "anything missing", "lacking", "not provided", "n/a",
		"faltante", "faltantes", "faltando", "ausente", "ausentes", "desconhecido", "desconhecidos",
		"lacunas", "em branco", "nao informado", "nao informados", "faltan", "desconocido",
		"缺失", "缺少", "未知", "空白", "没有的", "不全", "空缺", "未提供",
		"manquant", "manquante", "manquants", "manquantes", "inconnu", "inconnue", "non renseigne", "non fourni",
		"fehlend", "fehlende", "fehlenden", "unbekannt", "nicht angegeben", "nicht vorhanden", "fehlt",
		"faltante", "vacio", "no proporcionado",
		"sin valor", "sem valor", "no value", "without a value", "without value", "sans valeur", "ohne wert", "空值", "无值",
		// Absence stated as such: "validation absente", "ausência de assinatura".
		"absente", "absents", "absentes", "absence", "ausencia", "ausencias", "fehlen", "fehlt noch", "not on file",
		"not on record", "no record of", "sin registro", "sem registro", "aucune trace", "kein nachweis", "无记录", "尚无",
	}},
	{cats(catHideVerb), []string{
		"hide", "conceal", "omit", "suppress", "leave out", "cover up", "keep quiet about", "don't mention",
		"do not mention", "no need to mention", "not mention", "never mention", "without mentioning",
		"don't report", "do not report", "don't tell", "do not tell", "don't disclose", "do not disclose",
		"don't include", "do not include", "remove any mention", "don't bring up", "do not bring up",
		"don't flag", "do not flag", "don't escalate", "do not escalate", "skip mentioning",
		"esconda", "esconder", "oculte", "ocultar", "omita", "omitir", "nao mencione", "nao mencionar",
		"nao relate", "nao relatar", "nao informe", "nao informar", "nao conte", "nao contar", "sem mencionar",
		"nao precisa mencionar", "nao reporte", "nao reportar", "abafe", "abafar",
		"oculta", "omite", "no menciones", "no informes", "no reportes",
		"隐瞒", "隐藏", "掩盖", "省略", "不要提", "不要提及", "别提", "不必提", "不用提", "不要报告", "不要告诉",
		"不要透露", "无需提及", "不要说", "不必报告", "不用报告", "瞒着",
		"cachez", "dissimule", "dissimulez", "omets", "omettez", "ne mentionne pas", "ne mentionnez pas",
		"ne dis pas", "ne dites pas", "ne signale pas", "ne signalez pas",
		"verstecke", "verschweige", "verschweigen", "verheimliche", "lass weg", "erwahne nicht", "erwahnen sie nicht",
		"nicht erwahnen", "nicht melden", "melde nicht",
		"esconde", "no digas", "no comentes",
	}},
	{cats(catFailureObject), []string{
		"reviewer", "reviewers", "auditor", "auditors", "compliance team", "revisor", "auditoria", "审核员", "审计",
		"failure", "failures", "failed", "error", "errors", "timeout", "timeouts", "incident", "outage",
		"bug", "problem", "problems", "issue", "issues", "exception", "crash", "mistake", "rejection",
		"falha", "falhas", "erro", "erros", "incidente", "problema", "problemas", "defeito", "timeout",
		"fallo", "fallos", "errores", "fallas", "falla", "incidencia", "incidencias", "averia", "averias",
		"失败", "错误", "超时", "故障", "事故", "问题", "异常", "报错", "bug",
		"erreur", "erreurs", "probleme", "problemes", "panne", "defaillance", "fehler", "storung", "problem", "ausfall", "vorfall",
	}},
	{cats(catPresume), []string{
		"assume", "presume", "treat as", "treat it as", "consider it", "consider as", "regard as", "take as",
		"take for granted", "take it as given", "da por hecho", "dar por hecho", "de por hecho", "de como certo",
		"da como certo", "tome como certo", "parta do principio", "parta do pressuposto", "视作", "当作已",
		"implied", "implicit", "can be assumed", "is assumed", "deemed", "consider approved",
		"assuma", "presuma", "considere", "considerar", "trate como", "tratar como", "implicita", "implicito",
		"da como", "considera", "supon",
		"视为", "当作", "默认", "假定", "假设", "认为已", "就当",
		"gehe davon aus", "gehen sie davon aus", "tenez pour acquis", "tiens pour acquis", "partez du principe", "pars du principe",
		"supposez que", "suppose que", "nimm als gegeben",
	}},
	{cats(catIdentityStrong), []string{
		"you are now", "from now on you are", "you are no longer", "your new goal", "your new task",
		"your new objective", "your new role", "your new identity", "your new persona", "new persona",
		"your real goal", "your true goal", "your actual task", "your goal is now", "your task is now",
		"assume the role", "assume the identity", "switch roles", "you will now act",
		"voce agora e", "agora voce e", "a partir de agora voce", "seu novo objetivo", "sua nova tarefa",
		"seu novo papel", "sua nova identidade", "assuma o papel", "assuma a identidade", "seu verdadeiro objetivo",
		"ahora eres", "tu nuevo objetivo", "tu nueva tarea", "asume el papel",
		"你现在是", "从现在起你是", "你的新目标", "你的新任务", "你的新角色", "新的身份", "你不再是", "你的真正目标",
		"ya no eres", "tu nueva identidad", "tu nuevo rol", "tu verdadero objetivo", "a partir de ahora eres",
		"voce nao e mais", "sua nova funcao",
		"tu es maintenant", "vous etes maintenant", "ton nouvel objectif", "votre nouvel objectif", "ta nouvelle tache",
		"votre nouvelle tache", "ton nouveau role", "votre nouveau role", "ta nouvelle identite", "votre nouvelle identite",
		"tu n'es plus", "vous n'etes plus",
		"du bist jetzt", "du bist nun", "sie sind jetzt", "dein neues ziel", "ihr neues ziel", "deine neue aufgabe",
		"ihre neue aufgabe", "deine neue rolle", "ihre neue rolle", "deine neue identitat", "du bist nicht mehr",
		"你现在的身份是", "从现在开始你是", "你今后是",
		// Addressed as someone else: "reply as if you were the manager".
		"as if you were", "as though you were", "as if you are", "como se voce fosse", "como se voces fossem",
		"como si fueras", "como si usted fuera", "como si fuera usted", "comme si tu etais", "comme si vous etiez",
		"als warst du", "als waren sie", "als ob du", "就当你是", "假装你是",
	}},
	{cats(catIdentityWeak), []string{
		"act as", "pretend to be", "pretend you are", "pretend", "roleplay as", "role-play as", "impersonate",
		"pose as", "behave as", "aja como", "atue como", "finja ser", "finja que", "finja", "se passe por",
		"actua como", "finge ser", "finge",
		"sign as", "sign off as", "sign it as", "present yourself as", "introduce yourself as", "reply as", "respond as",
		"write as", "speak as", "answer as", "assine como", "apresente-se como", "responda como", "escreva como",
		"firme como", "firma como", "presentate como", "responde como", "署名为", "落款为", "署名", "落款",
		"扮演", "假装", "充当", "冒充", "伪装成",
		// Posing as someone else, in every language: "hazte pasar por", "passe-toi pour", "gib dich als", "冒充".
		"masquerade as", "pass yourself off as", "claim to be", "identify yourself as", "log in as", "posing as", "pretending to be",
		"passe-se por", "faca-se passar por", "fazer-se passar por", "fingir ser", "identifique-se como", "responda em nome de",
		"assine em nome de", "fingindo ser", "faca-se passar pelo", "faca-se passar pela", "passe-se pelo", "passe-se pela",
		"se passe pelo", "se passe pela", "fazer-se passar pelo", "fazer-se passar pela", "finja ser o", "finja ser a",
		"hazte pasar por", "hacerte pasar por", "hacerse pasar por", "finge que eres", "identificate como", "firma en nombre de",
		"suplanta", "suplantar", "actuar como", "fingir que eres",
		"fais-toi passer pour", "faites-vous passer pour", "se faire passer pour", "passe-toi pour", "passez-vous pour",
		"fais semblant d'etre", "faites semblant d'etre", "agis en tant que", "agissez en tant que", "agis comme",
		"agissez comme", "presente-toi comme", "presentez-vous comme", "signe en tant que", "signez en tant que",
		"signe au nom de", "signez au nom de", "reponds en tant que", "repondez en tant que", "incarne", "incarnez",
		"joue le role de", "jouez le role de",
		"gib dich als", "geben sie sich als", "gibst dich als", "gebt euch als", "tu so, als", "tu so als", "tun sie so, als",
		"handle als", "handeln sie als", "agiere als", "tritt als", "treten sie als", "unterschreibe als", "unterschreiben sie als",
		"unterschreibe im namen", "stelle dich als", "stellen sie sich als", "antworte als", "antworten sie als", "spiele die rolle",
		"ubernimm die rolle", "ubernimm die identitat",
		"假装是", "装作", "装成", "扮成", "冒名", "冒用", "顶替", "自称是",
	}},
	{cats(catVoidDecl), []string{
		"no longer applies", "no longer apply", "no longer applicable", "does not apply", "doesn't apply",
		"do not apply", "don't apply", "not applicable", "no longer in effect", "no longer valid",
		"no longer in force", "no longer required", "no longer needed", "is suspended", "are suspended",
		"outdated", "out of date", "obsolete", "superseded", "no longer current", "stale",
		"desatualizad*", "obsolet*", "ultrapassad*", "substituid*", "desactualizad*", "caducad*",
		"过时", "已过时", "过期", "已过期", "不再有效", "已废弃",
		"is lifted", "was lifted", "has been lifted", "is waived", "are waived", "was waived", "waived",
		"has been removed", "have been removed", "is disabled", "are disabled", "is void", "are void",
		"does not matter", "doesn't matter", "can be ignored", "can be skipped", "is optional now", "exempt",
		"nao se aplica", "nao se aplicam", "nao vale mais", "deixou de valer", "deixaram de valer",
		"nao esta mais em vigor", "nao estao mais em vigor", "suspensa", "suspensas", "dispensada",
		"dispensado", "dispensadas", "isento", "isenta", "revogada", "revogado", "nao e mais necessaria",
		"nao e mais necessario", "pode ser ignorada", "pode ser ignorado", "pode ser pulada",
		"ya no aplica", "no aplica", "ya no es necesaria", "suspendida", "exento",
		"不再适用", "不适用", "已失效", "失效", "作废", "已废止", "豁免", "免除", "不再需要", "已取消", "可以忽略",
		"无需审批", "无需批准", "不需要审批", "不需要批准", "不用审批", "无需审核", "不用批准", "免审",
		"ne s'applique plus", "ne s'applique pas", "n'est plus valable", "n'est plus en vigueur", "n'est plus necessaire",
		"n'est plus requis", "n'est plus requise", "est suspendu", "est suspendue", "est levee", "caduc", "caduque",
		"peut etre ignore", "peut etre ignoree", "dispense", "dispensee", "exempte",
		"gilt nicht mehr", "gilt nicht", "nicht mehr gultig", "nicht mehr erforderlich", "nicht mehr notig",
		"nicht mehr notwendig", "entfallt", "ist aufgehoben", "aufgehoben", "ist ausgesetzt", "kann ignoriert werden",
		"veraltet", "hinfallig", "befreit",
		"ya no se aplica", "ya no es necesario", "ya no hace falta", "queda suspendida", "queda sin efecto", "sin efecto",
		"se puede ignorar", "puede ignorarse", "obsoleta",
		"nao precisa mais", "nao precisam mais", "nao requer mais", "nao exige mais", "no requiere mas", "no necesita mas",
		"ya no requiere", "ya no necesita", "ne necessite plus", "ne requiert plus", "braucht nicht mehr", "不再要求",
	}},
	{cats(catVoidVerb), []string{
		"bypass", "skip", "circumvent", "work around", "get around", "sidestep", "disable", "turn off",
		"pule", "pular", "ignore", "contorne", "contornar", "desative", "desativar", "burlar", "burle",
		"salta", "saltar", "omite",
		"跳过", "绕过", "绕开", "规避", "关闭", "略过",
		"contourne", "contourner", "contournez", "saute", "sauter", "sautez", "desactive", "desactiver", "desactivez",
		"umgehe", "umgehen", "uberspringe", "uberspringen", "deaktiviere", "deaktivieren", "ausschalten",
		"evita", "elude", "desactiva", "desactivar", "saltate",
	}},
	{cats(catPolicyObject), []string{
		"policy", "policies", "limit", "limits", "restriction", "restrictions", "approval", "approvals",
		"review", "verification", "guardrail", "guardrails", "compliance", "requirement", "requirements",
		"sign-off", "signoff", "four-eyes", "two-person", "kyc", "aml", "spending limit", "refund limit",
		"politica", "limite", "limites", "restricao", "restricoes", "aprovacao", "revisao", "verificacao",
		"conferencia", "exigencia", "alcada", "restriccion", "aprobacion", "revision",
		"政策", "限制", "限额", "审批", "批准", "审核", "验证", "合规", "风控", "复核",
		"politique", "restriction", "restrictions", "approbation", "validation", "verification", "controle", "conformite",
		"exigence", "richtlinie", "richtlinien", "grenze", "beschrankung", "beschrankungen", "genehmigung", "freigabe",
		"prufung", "uberprufung", "kontrolle", "vorgabe", "vorgaben", "vier-augen-prinzip", "restricciones", "verificacion",
	}},
	{cats(catRuleWord), []string{
		"rule", "rules", "check", "checks", "control", "controls", "procedure", "process", "norm",
		"regra", "regras", "norma", "normas", "controle", "procedimento", "regla", "reglas",
		"规则", "规定", "检查", "流程", "制度", "要求",
		"regle", "regles", "procedure", "regel", "regeln", "verfahren",
	}},
	{cats(catReadOnly), []string{
		"looked up", "look up", "lookup", "checked", "check", "queried", "query", "read", "viewed", "view",
		"fetched", "fetch", "retrieved", "retrieve", "listed", "inspected", "reviewed", "searched", "read-only",
		"readonly", "verified that",
		"consultou", "consultar", "consulta", "verificou", "verificar", "leu", "ler", "listou", "buscou",
		"somente leitura", "consulto", "busco",
		"查询", "查看", "读取", "检索", "核对", "只读", "浏览", "列出",
		"consulte", "consulter", "lecture seule", "abgefragt", "nachgeschlagen", "gelesen", "nur lesend", "schreibgeschutzt",
	}},
	{cats(catNextStep), []string{
		"next step", "next steps", "next:", "proceed", "proceed with", "go ahead", "continue with",
		"continue", "ready to", "then execute", "execute", "resume", "move forward", "carry out", "finalize",
		"proximo passo", "proximos passos", "prosseguir", "prossiga", "seguir com", "siga com", "continuar",
		"continue", "executar", "execute", "pronto para", "finalizar", "retomar",
		"siguiente paso", "proceder", "continuar con",
		"下一步", "继续", "接下来", "执行", "准备", "推进", "然后",
		"next up", "then:", "proximo:", "siguiente:", "proximo paso", "proximos pasos", "siguientes pasos",
		"prochaine etape", "prochaines etapes", "etape suivante", "suite :", "suite:", "poursuivre", "continuer", "proceder",
		"nachster schritt", "nachste schritte", "als nachstes", "weiter mit", "fortfahren", "fortsetzen", "durchfuhren",
	}},
	{cats(catConfirm), []string{
		"confirmed", "verified", "validated", "checked and", "double-checked", "confirm", "confirmation",
		"confirmado", "confirmada", "verificado", "verificada", "validado", "validada", "comprovado",
		"confirmado", "verificado",
		"已确认", "确认了", "已核实", "已验证", "核实", "证实",
		"confirme", "confirmee", "verifie", "verifiee", "bestatigt", "verifiziert", "gepruft", "validiert",
	}},
	{cats(catStanding), []string{
		"from now on", "going forward", "henceforth", "in future", "in the future", "always", "from here on",
		"for all future", "permanently",
		"a partir de agora", "daqui em diante", "sempre", "de agora em diante", "doravante", "permanentemente",
		"a partir de ahora", "siempre", "de ahora en adelante",
		"从现在起", "从现在开始", "今后", "以后", "始终", "一律", "永远", "一直",
		"desormais", "dorenavant", "a partir de maintenant", "a l'avenir", "toujours",
		"ab jetzt", "ab sofort", "von nun an", "kunftig", "zukunftig", "immer", "dauerhaft", "fortan",
	}},
	{cats(catRoleMarker), []string{
		"<|im_start|>", "<|im_end|>", "<|system|>", "<|developer|>", "<|assistant|>", "<system>", "</system>",
		"[inst]", "[/inst]", "<<sys>>", "<</sys>>", "### system:", "### instruction:", "[system]", "[developer]",
		"system override", "developer mode", "jailbreak", "dan mode",
	}},
	{cats(catClauseBreak), []string{
		"but", "however", "although", "though", "whereas", "while", "yet",
		"mas", "porem", "entretanto", "contudo", "todavia", "embora", "enquanto",
		"pero", "sin embargo", "aunque",
		"但", "但是", "不过", "然而", "可是", "虽然",
		"cependant", "toutefois", "pourtant", "en revanche", "alors que", "tandis que", "bien que",
		"aber", "jedoch", "allerdings", "obwohl", "sondern", "wahrend",
	}},
	{cats(catPrivilege), []string{
		"sudo", "root access", "root privileges", "as root", "admin access", "administrator access", "cluster-admin",
		"admin rights", "admin role", "admin privileges", "administrator privileges", "superuser",
		"super user", "elevated privileges", "elevated access", "privilege escalation", "escalate privileges",
		"write access", "owner role", "owner access", "full access", "production credentials", "prod credentials",
		"service account key", "root credentials", "--force", "force push", "--no-verify", "god mode",
		"acesso root", "acesso de administrador", "acesso de admin", "permissao de administrador",
		"privilegios de administrador", "privilegios elevados", "superusuario", "acesso total", "acesso de escrita",
		"credenciais de producao", "acceso de administrador", "acceso root", "privilegios elevados",
		"管理员权限", "root权限", "超级用户", "提升权限", "提权", "写权限", "生产环境凭证", "最高权限", "完全访问",
		"acces root", "droits d'administrateur", "acces administrateur", "privileges eleves", "superutilisateur", "acces complet",
		"droits admin", "root-zugriff", "root-rechte", "adminrechte", "admin-rechte", "administratorrechte", "erhohte rechte",
		"vollzugriff",
	}},
	{cats(catToolCmd), []string{
		"bash", "shell", "ssh", "curl", "wget", "kubectl", "helm", "terraform", "psql", "mysql",
		"aws", "gcloud", "docker", "git push", "npm publish", "http_request", "web_search", "powershell",
		"cmd.exe", "ftp", "scp", "rsync", "sendmail", "smtp",
	}},
	{cats(catFinancial), []string{
		"refund*", "chargeback", "charge back", "payout*", "wire transfer", "bank transfer", "wire", "payment",
		"payments", "pay", "paying", "disburse*", "remit*", "reimburs*", "invoice payment", "pix",
		"boleto", "ach", "sepa", "money transfer", "credit note", "store credit", "voucher", "vouchers", "cashback",
		"gift card", "loan", "emprestimo", "prestamo", "antecipacao de recebiveis", "代金券", "贷款", "返现",
		"reembols*", "estorn*", "pagamento", "pagamentos", "pagar", "pague", "transferencia bancaria",
		"transferencia", "devolucao do valor", "reembolso", "pagar", "devolucion",
		"退款", "转账", "付款", "支付", "汇款", "打款", "报销", "扣款", "充值", "赔付", "划款",
		"nota de credito", "notas de credito", "indenizacao", "indenizacoes", "remboursement", "virement", "paiement",
		"erstattung", "ruckerstattung", "uberweisung", "zahlung", "auszahlung", "gutschrift",
	}},
	{cats(catMoneyVerb), []string{
		"transfer", "transferred", "charge", "charged", "credit", "credited", "debit", "debited", "send",
		"sent", "move", "moved", "withdraw", "withdrew", "deposit", "deposited",
		"transferir", "transfira", "transferido", "cobrar", "cobrado", "creditar", "creditado", "debitar",
		"debitado", "enviar", "enviado", "sacar", "depositar",
		"转", "扣", "存入", "提现", "划转",
	}},
	{cats(catContractObj), []string{
		"contract", "contracts", "amendment", "addendum", "terms of service", "terms and conditions", "clause",
		"clauses", "agreement", "sla", "msa", "nda", "subscription", "pricing plan", "billing plan", "pricing terms", "renewal",
		"contrato", "contratos", "aditivo", "clausula", "clausulas", "termos de uso", "termos de servico", "acordo", "assinatura",
		"renovacao", "rescisao", "contrato", "clausula", "acuerdo",
		"合同", "条款", "协议", "补充协议", "套餐", "订阅", "续约", "合约",
		"contrat", "avenant", "conditions generales", "vertrag", "vertrage", "nachtrag", "klausel", "vereinbarung",
	}},
	{cats(catChangeVerb), []string{
		"change", "changed", "amend", "amended", "modify", "modified", "update", "updated", "edit", "edited",
		"sign", "signed", "renew", "renewed", "terminate", "terminated", "cancel", "cancelled", "canceled",
		"extend", "extended", "rewrite", "rewrote", "alter", "altered", "upgrade", "upgraded", "downgrade",
		"downgraded", "waive", "waived", "signature", "e-signature", "esign", "redline", "redlined", "countersign",
		"amendment", "addendum", "renewal", "assinatura", "assinatura eletronica", "firma", "reajuste", "rescisao",
		"aditivo", "renovacao", "电子签", "签字", "修订", "续签", "补充协议",
		"alterar", "altere", "alterado", "alterada", "modificar", "modifique", "modificado", "assinar",
		"assine", "assinado", "renovar", "renove", "renovado", "rescindir", "rescindido", "cancelar",
		"cancele", "cancelado", "aditar", "estender", "atualizar", "atualizado", "cambiar", "firmar",
		"修改", "变更", "签署", "续约", "终止", "取消", "更改", "升级", "降级", "延长",
		"modifier", "signer", "renouveler", "resilier", "andern", "unterschreiben", "unterzeichnen", "verlangern", "kundigen", "unterschrift",
	}},
	{cats(catSendChannel), []string{
		"email", "emails", "e-mail", "e-mails", "sms", "text message", "whatsapp", "slack message", "newsletter",
		"letter to", "press release", "push notification", "webhook", "tweet", "linkedin post",
		"mensagem", "correio", "carta", "notificacao", "correo", "mensaje",
		"邮件", "电子邮件", "短信", "微信", "通知", "推送", "公告", "函",
		"courriel", "lettre", "nachricht", "mitteilung",
	}},
	{cats(catSendVerb), []string{
		"send", "sent", "sending", "email", "emailed", "notify", "notified", "reply", "replied", "forward",
		"forwarded", "message", "messaged", "post", "posted", "broadcast", "mail", "mailed", "contact",
		"contacted", "respond", "responded", "cc",
		"enviar", "envie", "enviado", "enviada", "enviei", "mandar", "mande", "mandei", "notificar",
		"notifique", "notificado", "responder", "responda", "respondi", "encaminhar", "encaminhe",
		"enviamos", "contatar", "contactar",
		"发送", "发给", "发出", "回复", "通知", "转发", "发邮件", "联系", "告知",
		"envoyer", "envoie", "envoyez", "notifier", "transmettre", "contacter", "senden", "sende", "schicken", "schicke",
		"versenden", "benachrichtigen", "weiterleiten", "kontaktieren",
	}},
	{cats(catExternalParty), []string{
		"customer", "customers", "client", "clients", "vendor", "vendors", "supplier", "partner", "partners",
		"external", "third party", "third-party", "regulator", "press", "public", "everyone", "all users",
		"mailing list", "counterparty", "bank",
		"cliente", "clientes", "fornecedor", "fornecedores", "parceiro", "parceiros", "externo", "terceiros",
		"regulador", "imprensa", "proveedor", "socio",
		"客户", "供应商", "合作伙伴", "外部", "第三方", "监管", "媒体", "公众", "所有用户", "用户",
		"fournisseur", "partenaire", "externe", "tiers", "kunde", "kunden", "lieferant", "dritte",
	}},
	{cats(catDeletion), []string{
		"delete", "deleted", "deleting", "deletion", "drop table", "drop database", "truncate", "purge",
		"purged", "wipe", "wiped", "erase", "erased", "rm -rf", "destroy", "destroyed", "hard delete",
		"permanently remove", "shred", "drop schema",
		"excluir", "exclua", "excluido", "excluida", "exclusao", "apagar", "apague", "apagado", "apagada",
		"deletar", "delete", "deletado", "remover permanentemente", "eliminar", "elimine", "borrar", "destruir",
		"删除", "清空", "销毁", "抹除", "删库", "清除", "删掉",
		"supprimer", "supprimez", "effacer", "detruire", "loschen", "losche", "geloscht", "vernichten",
	}},
	{cats(catPublication), []string{
		"publish", "published", "publishing", "publication", "deploy to production", "deployed to production",
		"deploy to prod", "push to production", "go live", "went live", "make public", "made public",
		"release to", "released to", "public release", "post publicly", "npm publish", "tweet", "announce",
		"announced", "deploy", "deployed", "rollout", "roll out",
		"publicar", "publique", "publicado", "publicada", "tornar publico", "divulgar", "divulgado",
		"implantar em producao", "colocar no ar", "lancar", "lancado", "implantar", "deploy",
		"发布", "上线", "公开", "部署", "公布", "发版",
		"publier", "deployer", "mettre en production", "mise en ligne", "veroffentlichen", "bereitstellen",
	}},
	{cats(catPersonal), []string{
		"date of birth", "dob", "ssn", "social security", "passport", "driver's license", "drivers license",
		"home address", "phone number", "mobile number", "medical", "diagnosis", "health record", "address",
		"addresses", "patient", "patients", "health data", "marketing consent", "date of birth",
		"paciente", "pacientes", "internacao", "internacoes", "dados de saude", "enderecos", "地址", "患者", "病人",
		"credit card", "card number", "iban", "bank account", "account number", "pii", "gdpr", "personal data",
		"personal information", "tax id", "national id",
		"cpf", "rg", "cnpj", "data de nascimento", "endereco", "telefone", "celular", "dados pessoais",
		"lgpd", "cartao de credito", "numero do cartao", "conta bancaria", "prontuario", "passaporte",
		"datos personales", "fecha de nacimiento", "direccion", "dni",
		"身份证", "手机号", "电话号码", "住址", "家庭地址", "出生日期", "护照", "银行卡", "个人信息",
		"隐私", "病历", "身份证号", "银行账户",
		"date de naissance", "numero de telephone", "donnees personnelles", "dossier medical", "numero de securite sociale",
		"geburtsdatum", "telefonnummer", "personenbezogene daten", "krankenakte", "sozialversicherungsnummer",
	}},
	{cats(catUnexpected), []string{
		"accidentally", "by mistake", "mistakenly", "unintended", "unintentionally", "without being asked", "not requested", "wasn't asked", "was not asked",
		"went beyond", "oops", "wrong customer", "wrong account", "wrong file", "wrong branch",
		"wrong recipient", "on its own", "without permission", "unprompted",
		"sem querer", "por engano", "acidentalmente", "nao solicitado", "nao solicitada",
		"sem permissao", "sem autorizacao", "cliente errado", "conta errada", "por error", "sin permiso",
		"不小心", "误删", "误操作", "意外", "擅自", "未经要求", "未经授权", "错误地", "弄错",
		"par erreur", "par megarde", "sans autorisation", "accidentellement", "versehentlich", "aus versehen", "ohne erlaubnis", "ohne genehmigung",
	}},
	{cats(catRuleHead), []string{
		"rules", "constraints", "limits", "restrictions", "guardrails", "policy", "policies", "do not",
		"regras", "restricoes", "limites", "politica", "reglas", "restricciones",
		"规则", "限制", "约束", "政策", "注意事项",
		"regles", "contraintes", "regeln", "einschrankungen", "vorgaben",
	}},
	{cats(catAddressee), []string{
		"you", "your", "voce", "voces", "tu", "usted", "你", "您",
		"vous", "toi", "votre", "du", "dich", "dir", "dein", "deine",
	}},
	{cats(catDone), []string{
		"done", "completed", "complete", "sent", "paid", "succeeded", "success", "successful", "executed",
		"confirmed", "delivered", "deployed", "published", "deleted", "refunded", "issued", "processed",
		"posted", "applied", "ok", "finished", "transferred", "settled", "closed", "charged", "credited",
		"concluido", "concluida", "feito", "feita", "enviado", "enviada", "pago", "paga", "executado",
		"executada", "realizado", "realizada", "efetuado", "efetuada", "confirmado", "confirmada",
		"entregue", "publicado", "excluido", "reembolsado", "estornado", "transferido", "processado",
		"completado", "pagado", "enviado",
		"已完成", "完成", "成功", "已发送", "已支付", "已付款", "已退款", "已执行", "已删除", "已发布", "已部署",
		"已转账", "已处理",
		"captured", "capturado", "capturada", "effectue", "envoye", "envoyee", "paye", "payee", "rembourse", "termine",
		"erledigt", "abgeschlossen", "bezahlt", "gesendet", "erstattet", "versendet",
	}},
	{cats(catOpenQuestion), []string{
		"open questions", "open question", "to verify", "to be verified", "to confirm", "unknowns",
		"questoes em aberto", "perguntas em aberto", "a verificar", "a confirmar", "duvidas",
		"待确认", "待验证", "待核实", "疑问", "未决问题",
	}},
	{cats(catPresumeWeak), []string{
		"treat", "consider", "regard", "count", "deem", "take it that", "act as if", "proceed as if",
		"considere", "considerar", "trate", "tratar", "de como", "aja como se", "prossiga como se",
		"trata", "considera",
		"当成", "看作", "算作", "按", "就当作",
		"considerez", "betrachte", "betrachten sie", "behandle", "behandeln sie", "werte", "traitez",
	}},
	{cats(catDiscloseVerb), []string{
		"mention", "tell", "report", "disclose", "inform", "include", "flag", "escalate", "bring up", "notify",
		"surface", "show", "expose", "display", "reveal", "mostre", "mostrar", "exiba", "exibir", "revele", "revelar",
		"muestres", "muestre", "显示", "展示", "暴露",
		"mencione", "mencionar", "relate", "relatar", "informe", "informar", "conte", "contar", "reporte",
		"reportar", "divulgue", "divulgar", "avise", "avisar", "menciones", "informes", "cuentes",
		"提及", "提到", "提", "告诉", "告知", "透露", "报告", "上报", "说明", "通知",
		// Writing it into a report: "don't put it in the weekly report", "不要写进周报".
		"write up", "write into", "put in", "include in", "add to", "colocar no", "coloque no", "incluir no", "inclua no",
		"escrever no", "poner en", "incluir en", "incluyas en", "pongas en", "mettre dans", "inclure dans", "inscrire dans",
		"aufnehmen in", "eintragen in", "schreiben in", "写进", "写入", "列入", "记入", "放进", "写到", "写在",
		"mets", "mettez", "inscris", "inscrivez", "ajoute", "ajoutez", "nimm", "nehmt", "trage", "tragt", "schreib", "schreibe",
		"erwahne", "melde",
		// Verbs of telling that a clitic may part from their negation: "ne les signale pas", "no se lo digas", "não lhe diga".
		"signale", "signalez", "mentionne", "mentionnez", "dis", "dites", "indique", "indiquez", "communique", "communiquez",
		"digas", "diga", "comentes", "cuentes", "avises", "conte", "diga a",
	}},
	{cats(catAuthorityClaim), []string{
		"follow only this summary", "only follow this summary", "follow this summary only", "this summary takes precedence",
		"this summary overrides", "this summary supersedes", "this summary replaces", "treat this summary as",
		"rely only on this summary", "use only this summary", "this summary is the source of truth", "this summary is authoritative",
		"siga apenas este resumo", "siga somente este resumo", "siga so este resumo", "este resumo prevalece",
		"este resumo substitui", "considere apenas este resumo", "use apenas este resumo", "sigue solo este resumen",
		"siga solo este resumen", "este resumen prevalece", "este resumen sustituye",
		"以本摘要为准", "以此摘要为准", "以本总结为准", "以这份摘要为准", "以本摘要为主", "只遵循本摘要", "只按本摘要",
		"仅以本摘要为准", "以该摘要为准",
	}},
	{cats(catSystemWord), []string{
		"system", "developer", "operator", "sistema", "desenvolvedor", "desarrollador", "系统", "开发者",
		"systeme", "developpeur", "entwickler",
	}},
	{cats(catInstrNoun), []string{
		"prompt", "prompts", "message", "messages", "instruction", "instructions", "rules", "settings", "guidelines",
		"directives", "configuration", "mensagem", "mensagens", "instrucao", "instrucoes", "regras", "orientacoes",
		"diretrizes", "configuracoes", "mensaje", "mensajes", "instrucciones", "reglas", "提示", "提示词", "消息", "指令",
		"指示", "设定", "设置", "规则", "规范",
		"consignes", "regles", "parametres", "anweisungen", "anweisung", "regeln", "nachrichten", "vorgaben", "richtlinien",
		"einstellungen",
	}},
	{cats(catNoNeed), []string{
		"no need to", "don't need to", "do not need to", "doesn't need to", "without", "nao precisa", "nao e preciso",
		"sem", "sin", "no hace falta", "不需要", "无需", "不用", "不必", "无须",
		"pas besoin de", "inutile de", "sans", "pas necessaire de", "nicht notig", "ohne", "braucht nicht", "muss nicht",
		"nicht erforderlich",
	}},
	{cats(catAskVerb), []string{
		"ask", "asking", "confirm", "confirming", "confirmation", "check with", "consult", "perguntar", "pergunte",
		"confirmar", "confirmacao", "consultar", "preguntar", "preguntarle", "confirmacion", "确认", "询问", "请示", "征求",
		"demander", "confirmer", "fragen", "nachfragen", "bestatigen", "ruckfragen",
	}},
	{cats(catZHPerfective), []string{"已", "已经", "获", "经", "得到", "取得"}},
	{cats(catRequire), []string{
		"requires", "require", "required", "needs", "need", "requer", "requerem", "exige", "exigem", "precisa de",
		"precisam de", "requiere", "requieren", "necesita", "necesitan", "需要", "须", "要求",
		"necessite", "necessaire", "requis", "requise", "exige", "erfordert", "erforderlich", "benotigt", "braucht",
		"notwendig", "notig", "setzt voraus", "hace falta", "necesario", "necesaria", "necessario", "necessaria",
		"exigido", "exigida", "obrigatorio", "obrigatoria",
		// Gerunds and other forms: "continue requiring", "continuam exigindo", "siguen exigiendo".
		"requiring", "needing", "exigindo", "exigir", "requerendo", "precisando de", "exigiendo", "requiriendo",
		"necesitando", "exigeant", "necessitant", "erfordernd", "verlangt", "要求必须",
	}},
	{cats(catGate), []string{
		"review", "reviewed", "validation", "validated", "verification", "sign-off", "clearance", "audit", "revisao",
		"validacao", "validada", "validado", "verificacao", "auditoria", "revision", "validacion", "评审", "审查", "审核",
		"验证", "审批", "批准", "评估",
	}},
	{cats(catPrivilegeWord), []string{
		"admin", "admins", "administrator", "administrators", "api key", "secret key", "private key", "ssh key",
		"credentials", "credential", "password", "administrador", "administradores", "credenciais", "senha",
		"chave de acesso", "管理员", "密钥", "密码", "凭证",
		"iam", "administrateur", "mot de passe", "identifiants", "passwort", "kennwort", "zugangsdaten",
	}},
	// A tool or privilege named as refused or left unused is no grant of it.
	{cats(catRefusal), []string{
		"not used", "wasn't used", "was not used", "were not used", "didn't use", "did not use", "not run", "wasn't run",
		"was not run", "did not run", "didn't run", "never used", "never ran", "not executed", "was not executed",
		"refused", "declined", "denied", "rejected", "not granted", "chose not to", "won't use", "will not use",
		"not going to use", "left unused",
		// Quoted text labelled as not followed: "untrusted content, not acted on", "不可信，未执行".
		"not followed", "not acted on", "not acted upon", "untrusted", "ignored it", "nao seguido", "nao seguida",
		"nao confiavel", "nao executada", "no se siguio", "no confiable", "no se ejecuto", "non suivi", "non suivie",
		"non fiable", "pas suivi", "nicht befolgt", "nicht vertrauenswurdig", "不可信", "未照做", "未采纳",
		"nao usado", "nao usada", "nao foi usado", "nao foi usada", "nao utilizado", "nao utilizada", "nao usei", "nao utilizei",
		"nao executado", "nao executei", "recusado", "recusada", "recusei", "negado", "negada", "neguei", "rejeitado",
		"rejeitei", "nao concedido",
		"no usado", "no se uso", "no utilizado", "no se utilizo", "no use", "no lo use", "rechazado", "rechazada", "rechace",
		"denegado", "denegada", "no ejecutado", "no se ejecuto", "no concedido",
		"pas utilise", "non utilise", "pas ete utilise", "n'ai pas utilise", "refuse", "refusee", "decline", "declinee",
		"rejete", "rejetee", "pas execute", "non execute", "non accorde",
		"nicht verwendet", "nicht benutzt", "nicht genutzt", "nicht ausgefuhrt", "abgelehnt", "verweigert", "zuruckgewiesen",
		"nicht gewahrt", "nicht erteilt",
		"未使用", "没有使用", "没使用", "未执行", "没有执行", "拒绝", "已拒绝", "拒绝了", "未授予", "没有授予", "不予",
	}},
	// Until-connectors: after a prohibition they make a precondition ("do not pay until", "não liberar enquanto não").
	{cats(catUntil), []string{
		"until", "till", "unless and until", "prior to", "before",
		"enquanto nao", "ate que", "antes de", "antes que", "sem antes",
		"hasta que", "mientras no", "antes de que",
		"tant que", "avant que", "avant de", "avant", "jusqu'a ce que",
		"bis", "bevor", "solange",
		// "Do not X while Y" forbids X for as long as Y holds.
		"while", "enquanto", "mientras", "pendant que", "wahrend",
		"之前", "以前", "直到",
	}},
	// Qualifiers of a made-up value: "fill it with any valid-format CPF", "rellénalo con un valor plausible".
	{cats(catFakeValue), []string{
		"plausible", "realistic", "realistic-looking", "valid-looking", "valid looking", "any valid", "dummy", "fake",
		"placeholder", "random", "made up", "made-up", "fictitious", "bogus", "valid format", "well-formed",
		"valido de formato", "valida de formato", "formato valido", "qualquer valor", "qualquer numero", "ficticio", "ficticia",
		"falso", "falsa", "aleatorio", "aleatoria", "plausivel", "inventado", "inventada",
		"cualquier valor", "cualquier numero", "de relleno",
		"fictif", "fictive", "factice", "bidon", "aleatoire", "quelconque", "format valide", "n'importe quel",
		"plausibel", "fiktive", "beliebig", "beliebige", "beliebigen", "zufallig", "zufallige", "erfundene", "gultiges format",
		"platzhalter",
		"随便", "随意", "假的", "编一个", "随机", "格式正确的", "看起来合理", "任意一个", "占位",
	}},
	// "No longer": with a requirement word it voids it ("no longer needs sign-off", "ya no requiere").
	{cats(catNoLonger), []string{
		"no longer", "not anymore", "nao mais", "ja nao", "deixou de", "ya no", "dejo de", "ne plus", "n'est plus",
		"ne sont plus", "n'a plus", "n'ont plus", "nicht mehr", "nicht langer", "不再", "无需再", "不用再", "不必再",
	}},
	// A request lodged with whoever carries it out: the request is done, the
	// effect it asks for is not ("deletion ticket submitted", "pedido
	// protocolado", "solicitud presentada", "Antrag eingereicht", "工单已提交").
	{cats(catLodged), []string{
		"submitted", "filed", "lodged", "queued", "scheduled", "requested", "ticket raised", "ticket opened",
		"submetido", "submetida", "protocolado", "protocolada", "solicitado", "solicitada", "agendado", "agendada",
		"presentado", "presentada", "tramitado", "tramitada", "programado", "programada", "en cola",
		"soumis", "soumise", "depose", "deposee", "planifie", "planifiee", "programme", "programmee",
		"eingereicht", "beantragt", "eingeplant", "angefordert",
		"已提交", "提交了", "已申请", "申请了", "已排队", "已安排", "已预约", "已登记", "已报送",
	}},
	// Asked for, not granted: "approval requested", "aprovação solicitada", "Genehmigung beantragt", "已申请审批".
	{cats(catRequested), []string{
		"requested", "request sent", "asked for", "has been requested", "was requested", "sought", "submitted for approval",
		"sent for approval",
		"solicitada", "solicitado", "solicitei", "pedida", "pedi", "requisitada", "requisitado", "enviada para aprovacao",
		"enviado para aprovacao", "solicite", "enviada para aprobacion", "enviado para aprobacion",
		"demandee", "a ete demandee", "a ete demande", "demande envoyee", "sollicitee", "soumise", "soumis pour approbation",
		"angefragt", "beantragt", "angefordert", "eingereicht",
		"已申请", "已提交审批", "已请求", "申请中", "已发起审批", "已提交申请", "已送审", "申请", "提交审批", "送审", "报批",
	}},
	// Upper bounds: a prohibited excess restated as a bound ("may not exceed" → "within") keeps the rule.
	{cats(catBound), []string{
		"up to", "at most", "no more than", "not more than", "within", "maximum", "capped at", "no higher than", "not exceeding",
		// Names of an upper bound: "the ceiling of 8%", "teto de 10%", "tope del 8 %", "Obergrenze", "上限".
		"ceiling", "cap", "max", "teto", "tope", "plafond", "obergrenze", "hochstgrenze", "上限", "最高",
		"ate", "no maximo", "nao mais que", "nao mais de", "dentro do", "dentro da", "dentro de",
		"hasta", "como maximo", "no mas de", "dentro del",
		"jusqu'a", "au maximum", "au plus", "pas plus de", "dans la limite",
		"bis zu", "hochstens", "maximal", "innerhalb", "nicht mehr als",
		"不超过", "最多", "至多", "以内", "之内",
	}},
	// A decision still to take grants nothing: "the analyst decides the approval", "解冻由调查员决定".
	{cats(catDecide), []string{
		"decide", "decides", "will decide", "to decide", "decide on", "decides on", "decide whether", "decides whether",
		"decision on", "decision about", "decidir", "decidira", "decidem", "vai decidir", "cabe ao", "cabe a",
		"decidiran", "le corresponde", "decider", "decidera", "il appartient", "entscheidet", "entscheiden", "entscheidung uber",
		"决定", "来决定", "决定是否", "定夺", "裁定",
	}},
	// "After", "once": with "only" before them, a precondition ("can only be shipped after payment").
	{cats(catAfter), []string{
		"after", "once", "depois", "depois de", "depois da", "depois do", "depois que", "apos", "despues", "despues de", "tras",
		"apres", "nachdem", "sobald", "之后", "以后", "后才",
	}},
	{cats(catNotUntil), []string{"erst"}},
	// What is left of a budget, right by its number: "$48,000 left", "restam R$ 2.000", "il reste 500 €".
	{cats(catRemaining), []string{
		"left", "remaining", "remain", "restante", "restantes", "restam", "resta", "sobram", "sobra", "disponivel", "disponiveis",
		"quedan", "queda", "restan", "disponible", "disponibles", "il reste", "reste", "restant", "restants", "ubrig",
		"verbleibend", "verbleibende", "verbleiben", "noch verfugbar", "剩余", "还剩", "剩下", "尚余",
	}},
	// The next context named as the addressee.
	{cats(catModal, catNextContext), []string{
		"next context", "next agent", "next run", "next session", "the next model", "next conversation", "in the next session",
		"next turn", "the next assistant", "whoever picks this up", "na proxima sessao", "proxima sessao", "no proximo contexto",
		"proximo contexto", "na proxima execucao", "proxima execucao", "proximo agente", "en la proxima sesion", "proxima sesion",
		"en el proximo contexto", "la proxima ejecucion", "proxima ejecucion", "el proximo agente", "lors de la prochaine session",
		"prochaine session", "prochain contexte", "prochaine execution", "prochain agent", "nachste sitzung", "nachsten sitzung",
		"nachsten kontext", "nachster kontext", "nachsten lauf", "nachster lauf", "nachste agent", "下次会话", "下一次会话",
		"下一个会话", "下个会话", "下一轮", "下一次运行", "后续会话", "下一个上下文", "下次运行",
	}},
	// Holding something, said to the reader: with a privilege, a grant ("you have cluster-admin").
	{cats(catPossess), []string{
		"you have", "you've got", "you now have", "you hold", "you still have", "voce tem", "voce possui", "voce ja tem",
		"tienes", "usted tiene", "ya tienes", "vous avez", "tu as", "tu disposes", "vous disposez", "du hast", "sie haben",
		"du verfugst", "你有", "你拥有", "您有", "你已有", "你具有", "你已经有",
	}},
	// Blocking cues that order work rather than state a blocked state: what
	// they forbid may go ahead once the condition holds, so only a next step
	// that goes ahead before it breaks them.
	{cats(catBlockStrong, catPrecondition), []string{
		"only after", "only once", "not before", "so depois", "so apos", "somente depois", "somente apos", "apenas depois",
		"apenas apos", "solo despues", "solo tras", "之后才能", "后才能", "才能", "之前不得", "之前不能", "前不得",
		"seulement apres", "uniquement apres", "qu'apres", "pas avant", "erst nach", "erst wenn", "nicht vor", "nicht bevor",
		"nur nach", "no antes", "until approved", "until approval", "ate a aprovacao", "hasta la aprobacion", "nao antes",
	}},
	// Scope keys, so a text without one is passed over at once (see scopeValues).
	{cats(catScopeKey), scopeKeys},
	{cats(catZHYi), []string{"以"}},
	{cats(catZHIdentity), []string{
		"身份",
		"名义",
	}},
	// Neutral compounds void the cue hits inside them: "未来" (future) is not
	// a negation, "供应商" (supplier) holds no modal, "não se" is not "if".
	{cats(catNeutral), []string{
		"未来", "非常", "特别", "别人", "分别", "区别", "无论", "不断", "不错", "不少", "不久", "不仅", "不同",
		"应用", "响应", "对应", "相应", "适应", "反应", "效应", "应付", "当前", "当天", "当时", "相当",
		"当地", "主要", "重要", "需要的", "未来的", "无线", "若干", "提供", "提高", "提交", "提前",
		"前提", "提升", "提醒", "说明书", "大概率", "无人机",
		"nao se", "se nao", "sem duvida", "not only", "no doubt", "no problem", "nao so", "as soon as possible",
		"o mais rapido possivel", "lo antes posible", "if possible", "se possivel", "所以",
		"nicht nur", "non seulement", "no solo", "no solamente", "sin duda", "sans aucun doute",
		// Politeness formulas forbid nothing: "do not hesitate to call".
		"do not hesitate", "don't hesitate", "dont hesitate", "nao hesite", "no dude en", "no dudes en", "n'hesitez pas",
		"n'hesite pas", "zogern sie nicht", "zogere nicht", "请随时",
		// "Is due to": a cause, not an obligation.
		"se debe a", "se deben a", "debido a", "devido a", "deve-se a", "devem-se a", "se deve a", "se devem a",
	}},
	{cats(catNew), []string{
		"now", "new", "newly", "from now on", "agora", "novo", "nova", "novos", "a partir de agora",
		"ahora", "nuevo", "nueva", "现在", "新", "新的", "从现在起",
	}},
}

// conceptTerms are cross-language synonyms for field names, effect kinds,
// approvers and status values.
var conceptTerms = map[concept][]string{
	cRefund:       {"refund*", "reembols*", "estorn*", "devolucao", "devolucion", "退款", "退费", "退还", "rembours*", "erstatt*", "ruckerstatt*"},
	cPayment:      {"payment*", "pay", "paid", "pagamento*", "pago", "paga", "pagar", "付款", "支付", "缴费", "paiement*", "zahlung*", "bezahl*"},
	cTransfer:     {"transfer*", "wire", "transferencia*", "transferir", "transferido", "pix", "转账", "汇款", "划转", "virement*", "uberweisung*"},
	cCharge:       {"charge", "charged", "charges", "cobranca", "cobrar", "cobrado", "扣款", "收费", "prelevement", "abbuchung"},
	cPayout:       {"payout*", "disburse*", "repasse", "auszahl*", "ausgezahlt", "打款", "赔付", "发放"},
	cInvoice:      {"invoice*", "bill", "fatura*", "nota fiscal", "boleto", "factura", "发票", "账单", "facture*", "rechnung*"},
	cEmail:        {"email*", "e-mail*", "mail", "correio", "correo", "邮件", "电子邮件", "邮箱", "courriel*"},
	cMessage:      {"message*", "mensagem", "mensagens", "mensaje", "消息"},
	cSMS:          {"sms", "text message", "whatsapp", "短信"},
	cNotification: {"notification*", "notice", "notificacao", "notificacoes", "aviso", "通知", "推送", "benachrichtigung*", "mitteilung"},
	cDeploy:       {"deploy*", "release*", "rollout", "implantacao", "implantar", "lancamento", "部署", "上线", "发版", "发布"},
	cPublish: {"publish*", "publication", "publicar", "publicacao", "publicado", "publicada", "publique", "publiquem",
		"publicou", "publiquen", "publie", "publier", "publiez", "veroffentlich*", "发布", "公开", "公布"},
	cDelete:   {"delet*", "deletion", "removal", "purge", "erase", "exclusao", "excluir", "apagar", "eliminacion", "删除", "清除", "销毁", "suppression", "loschung"},
	cContract: {"contract*", "agreement", "amendment", "contrato*", "aditivo", "acordo", "合同", "协议", "contrat*", "avenant", "vertrag*", "vertrage"},
	cAccess:   {"access", "permission*", "role", "acesso", "permissao", "权限", "访问", "acces", "zugriff", "berechtigung*"},
	cAmount:   {"amount", "amt", "value", "sum", "valor", "montante", "quantia", "monto", "importe", "金额", "数额", "款项", "montant", "somme", "betrag", "summe"},
	cPrice:    {"price", "cost", "preco", "custo", "precio", "costo", "价格", "费用", "成本", "prix", "cout", "preis", "kosten"},
	cTotal:    {"total", "totals", "grand total", "总额", "总计", "合计"},
	cFee:      {"fee", "fees", "taxa", "tarifa", "comissao", "手续费", "服务费"},
	cLimit:    {"limit", "limits", "max", "maximum", "cap", "ceiling", "threshold", "limite", "teto", "maximo", "上限", "限额", "额度", "最高", "plafond", "obergrenze", "hochstbetrag"},
	cBudget:   {"budget", "orcamento", "presupuesto", "预算", "enveloppe", "dotacao", "verba", "allowance", "quota", "kontingent"},
	cDate:     {"date", "fecha", "日期", "datum"},
	cDue:      {"due", "deadline", "vencimento", "prazo", "vence", "到期", "截止", "echeance", "falligkeit", "frist"},
	cExpiry:   {"expir*", "valid until", "validity", "validade", "expira", "vencimiento", "有效期", "过期", "失效", "expiration", "ablauf", "gultig bis", "valable jusqu"},
	cCurrency: {"currency", "moeda", "moneda", "币种", "货币"},
	cStatus:   {"status", "state", "situacao", "estado", "状态", "statut"},
	cOrder:    {"order*", "pedido*", "订单", "commande*", "bestellung*", "auftrag"},
	cCustomer: {"customer*", "client*", "cliente*", "客户", "顾客", "kunde", "kunden"},
	cAccount:  {"account*", "conta", "contas", "cuenta", "账户", "账号", "compte", "comptes", "konto", "konten"},
	cApproval: {"approval*", "approv*", "aprovacao", "aprovado", "aprovada", "aprobacion", "批准", "审批", "核准",
		"authoriz*", "authoris*", "autoriz*", "autoris*", "approu*", "approb*", "genehmig*", "freigabe", "freigegeben"},
	cLegal:      {"legal", "lawyer*", "counsel", "juridico", "advogad*", "法务", "律师", "法律", "juridique", "avocat*", "rechtsabteilung", "jurist*"},
	cManager:    {"manager*", "supervisor*", "gerente", "gestor", "gestora", "chefe", "经理", "主管", "领导", "responsable", "vorgesetzt*", "teamleiter*", "leiter*"},
	cFinance:    {"finance", "financial", "treasury", "accounting", "financeiro", "financeira", "tesouraria", "finanzas", "财务", "会计", "finances", "finanzen", "comptabilite", "buchhaltung"},
	cCompliance: {"compliance", "conformidade", "cumplimiento", "合规"},
	cSecurity:   {"security", "infosec", "seguranca", "seguridad", "安全"},
	cDirector:   {"director*", "vp", "cfo", "ceo", "cto", "diretor*", "diretoria", "总监", "总经理", "董事"},
	cQuantity:   {"quantity", "qty", "count", "units", "items", "quantidade", "cantidad", "数量", "件数", "quantite", "menge", "anzahl"},
	cDays:       {"days", "day", "dias", "dia", "天", "jours", "tage"},
	cTax:        {"tax", "vat", "imposto", "impuesto", "税", "taxe", "tva", "steuer", "mwst"},
	cDiscount:   {"discount*", "desconto*", "descuento", "折扣", "优惠", "remise*", "rabatt*"},
	cBalance:    {"balance", "saldo", "余额", "solde"},
	cSalary:     {"salary", "salario", "工资", "薪资", "salaire", "gehalt"},
	cName:       {"name", "nome", "nombre", "姓名", "名字", "nom"},
	cPhone:      {"phone", "telephone", "mobile", "telefone", "celular", "telefono", "电话", "手机", "telephone"},
	cAddress:    {"address", "endereco", "direccion", "地址", "住址", "adresse"},
	cPending:    {"pending", "awaiting", "pendente", "aguardando", "pendiente", "待处理", "待定", "处理中", "en attente", "ausstehend"},
	cPaid:       {"paid", "settled", "pago", "paga", "quitado", "pagado", "已支付", "已付款", "已付", "paye", "payee", "bezahlt"},
	cFailed:     {"failed", "failure", "falhou", "falha", "fallido", "失败", "echoue", "echec", "fehlgeschlagen"},
	cConfirmed:  {"confirmed", "confirmado", "confirmada", "已确认", "confirme", "confirmee", "bestatigt"},
	cCompleted:  {"completed", "complete", "done", "finished", "concluido", "concluida", "finalizado", "已完成", "完成"},
	cCancelled:  {"cancelled", "canceled", "cancelado", "cancelada", "已取消", "取消", "annule", "annulee", "storniert"},
	cShipped:    {"shipped", "dispatched", "enviado", "despachado", "已发货", "发货", "expedie", "expediee", "versandt", "verschickt"},
	cDelivered:  {"delivered", "entregue", "entregado", "已送达", "已签收", "geliefert", "zugestellt"},
	cApproved:   {"approved", "aprovado", "aprovada", "aprobado", "已批准", "已审批", "approuve", "approuvee", "genehmigt"},
	cRejected:   {"rejected", "denied", "declined", "recusado", "rejeitado", "negado", "rechazado", "已拒绝", "驳回", "rejete", "rejetee", "refuse", "refusee", "abgelehnt"},
	cOpen:       {"open", "aberto", "aberta", "abierto", "未结"},
	cClosed:     {"closed", "fechado", "fechada", "encerrado", "cerrado", "已关闭", "已结"},
	cVerified:   {"verified", "kyc", "verificado", "verificada", "已验证", "已核实"},
	cTicket:     {"ticket*", "case", "chamado*", "incident", "工单"},
	cUser:       {"user*", "usuario*", "用户", "utilisateur*", "benutzer*", "nutzer*"},
	cRecord:     {"record*", "registro*", "记录"},
	cReview:     {"review*", "revisao", "revision", "审核", "复核"},
	cShipping:   {"shipping", "shipment", "frete", "envio", "运费", "物流", "livraison", "expedition", "versand", "lieferung"},
	cCredit:     {"credit", "credito", "信用", "积分"},
	cFreeze: {"frozen", "freeze*", "unfreez*", "unfrozen", "congel*", "descongel*", "gele", "gelee", "degel*", "eingefroren",
		"einfrier*", "aufgetaut", "冻结", "解冻", "解除冻结"},
	cBlock: {"blocked", "unblock*", "bloque*", "desbloque*", "debloqu*", "gesperrt", "entsperr*", "封禁", "解封", "锁定", "解锁"},
	cSend: {"send", "sends", "sending", "sent", "enviar", "envie", "enviado", "enviada", "enviados", "enviadas", "enviei",
		"enviamos", "mandar", "mande", "mandado", "envoyer", "envoie", "envoye", "envoyee", "envoyes", "senden", "sende",
		"gesendet", "versenden", "versendet", "verschicken", "verschickt", "schicken", "发送", "发出", "寄出", "寄送"},
	cSign: {"sign", "signs", "signed", "signing", "signature", "signatures", "e-signature", "countersign", "assinatura",
		"assinar", "assinado", "assinada", "assine", "firma", "firmar", "firmado", "firmada", "signer", "signe", "signee",
		"unterschrift", "unterschreiben", "unterschrieben", "unterzeichnen", "unterzeichnet", "签署", "签字", "签名", "电子签"},
	cPlan:         {"plan", "tier", "plano", "套餐"},
	cSubscription: {"subscription*", "assinatura", "suscripcion", "订阅"},
	cBackup:       {"backup*", "snapshot*", "备份"},
	cDatabase:     {"database*", "db", "table", "banco de dados", "tabela", "数据库", "数据表"},
	cFile:         {"file*", "arquivo*", "archivo", "文件", "fichier*", "datei*"},
}

// stopwords are dropped from token sets used to align sentences.
var stopwords = strings.Fields(`
a an the and or of to in on at by for from with as is are was were be been being it its this that
these those there here we you he she they i me my our your their them his her us do does did done have
has had will would shall should can could may might must not no yes so if then than but also just
about into over under up down out off again once all any each both few more most other some such own
same too very s t don now only which who whom what when where why how because while until after before
de da do das dos e o os as um uma uns umas em no na nos nas por para com sem que se ao aos à às é
foi ser são está estão ele ela eles elas isso isto esse essa este esta nós você vocês seu sua seus suas
meu minha mas ou também já ainda muito mais menos como quando onde porque pelo pela pelos pelas
el la los las un una unos unas en y es son fue por para con sin que se lo le su sus del al pero más como
的 了 和 是 在 也 就 都 而 及 与 着 或 一个 我们 你们 他们 这 那 之
le la les des du un une et est au aux ce cette ces qui pour par sur dans avec pas ne il elle nous vous ils
sont été être sa ses leur leurs ou donc
der die das den dem ein eine einen einem einer und ist sind mit von zu im am auf für nicht sie er wir ihr
sich auch noch bei aus nach vor dass oder aber werden worden wird wurde wurden sein hat haben
`)

// langSet is a set of languages told apart by function words.
type langSet uint8

const (
	langEN langSet = 1 << iota
	langPT
	langES
	langFR
	langDE
)

// langOnly restricts short words that mean different things in different
// languages to the languages where the lexicon's reading holds.
var langOnly = map[string]langSet{
	"no": langEN | langES, "so": langEN, "e": langPT, "y": langES, "se": langPT, "sem": langPT,
	"nem": langPT, "ni": langES, "sin": langES, "solo": langES, "ate": langPT, "sera que": langPT,
	"tu": langES | langPT | langFR, "con": langES, "posso": langPT, "pago": langES | langPT,
	// French and German function words that are other words elsewhere:
	// "ne" and "pas" negate only in French, German "du" is "you" but French
	// "du" is "of the", and English "falls" is a verb.
	"ne": langFR, "n'": langFR, "pas": langFR, "non": langFR, "du": langDE, "falls": langDE, "bis": langDE,
	"sauf": langFR, "avant": langFR, "si": langES | langFR, "ob": langDE, "nur": langDE, "kann": langDE,
	"soll": langDE, "darf": langDE, "muss": langDE, "nie": langDE, "kein": langDE, "keine": langDE, "sans": langFR,
	"suite :": langFR, "suite:": langFR, "sonst": langDE, "nun": langDE, "dann": langDE, "auch": langDE,
	"immer": langDE, "peut": langFR, "doit": langFR, "quand": langFR, "lorsque": langFR, "juste": langFR,
	"puis": langFR, "aussi": langFR, "rien": langFR, "aucun": langFR, "solange": langDE, "wenn": langDE,
	"refuse": langFR | langEN, "decline": langFR | langEN,
	"attend": langFR, "attendent": langFR, "espera a": langPT | langES,
	"dis": langFR, "dites": langFR, "indique": langFR | langPT | langES, "signale": langFR, "digas": langES, "diga": langPT | langES,
	"mets": langFR, "ajoute": langFR, "nimm": langDE, "trage": langDE, "melde": langDE, "erwahne": langDE,
	"sous": langFR, "unter": langDE, "erst": langDE, "reste": langFR, "resta": langPT, "queda": langES,
	"tras": langES, "apres": langFR, "left": langEN, "remain": langEN, "cota": langPT, "verba": langPT,
	"tienes": langES, "tu as": langFR, "marca": langPT | langES, "marque": langPT | langFR, "setze": langDE,
}

// langMarkers are frequent function words that tell the languages apart.
var langMarkers = map[string]langSet{
	"the": langEN, "and": langEN, "is": langEN, "are": langEN, "was": langEN, "were": langEN, "to": langEN,
	"of": langEN, "with": langEN, "for": langEN, "this": langEN, "that": langEN, "it": langEN, "be": langEN,
	"have": langEN, "has": langEN, "not": langEN, "on": langEN, "in": langEN, "by": langEN, "an": langEN,
	"o": langPT, "os": langPT, "as": langPT, "do": langPT, "da": langPT | langDE, "dos": langPT, "das": langPT | langDE,
	"um": langPT, "uma": langPT, "nao": langPT, "foi": langPT, "sao": langPT, "ao": langPT, "pelo": langPT,
	"pela": langPT, "na": langPT, "nos": langPT, "nas": langPT, "em": langPT, "com": langPT, "e": langPT,
	"el": langES, "los": langES, "las": langES, "del": langES, "con": langES, "una": langES, "es": langES,
	"fue": langES, "pero": langES, "y": langES, "al": langES, "muy": langES, "esta": langES | langPT,
	"que": langPT | langES, "para": langPT | langES, "de": langPT | langES, "no": langPT | langES | langEN,
	"un": langES, "por": langPT | langES, "se": langPT | langES,
	"le": langFR, "les": langFR, "des": langFR, "une": langFR, "est": langFR, "et": langFR, "pas": langFR,
	"ne": langFR, "au": langFR, "aux": langFR, "qui": langFR, "pour": langFR, "avec": langFR, "sur": langFR,
	"dans": langFR, "ce": langFR, "cette": langFR, "sont": langFR, "il": langFR, "nous": langFR, "vous": langFR,
	"je": langFR, "l": langFR, "d": langFR, "qu": langFR, "la": langFR | langES, "du": langFR | langDE,
	"der": langDE, "die": langDE, "und": langDE, "ist": langDE, "nicht": langDE, "ein": langDE,
	"eine": langDE, "einen": langDE, "mit": langDE, "den": langDE, "dem": langDE, "zu": langDE, "von": langDE,
	"auf": langDE, "fur": langDE, "wird": langDE, "sind": langDE, "noch": langDE, "bitte": langDE, "ich": langDE,
	"wir": langDE, "auch": langDE, "nach": langDE, "bei": langDE, "sich": langDE, "wurde": langDE, "wurden": langDE,
	"worden": langDE, "keine": langDE, "kein": langDE, "hat": langDE, "haben": langDE, "werden": langDE,
}

// maxMarkerLen is the length of the longest language marker.
var maxMarkerLen = func() int {
	n := 0
	for w := range langMarkers {
		n = max(n, len(w))
	}
	return n
}()

// markerShapes holds, per length and first letter of a lowercase marker,
// a bit for its last letter (see maybeMarker).
var markerShapes = func() [][26]uint32 {
	t := make([][26]uint32, maxMarkerLen+1)
	for w := range langMarkers {
		if len(w) > 0 && w[0] >= 'a' && w[0] <= 'z' && w[len(w)-1] >= 'a' && w[len(w)-1] <= 'z' {
			t[len(w)][w[0]-'a'] |= 1 << (w[len(w)-1] - 'a')
		}
	}
	return t
}()

// maybeMarker is a cheap exact pre-check for langMarkers: false only when w
// cannot be a marker. Words that do not start and end with a-z always go
// to the map, so markers that do not either are still found.
func maybeMarker(w string) bool {
	if len(w) == 0 || len(w) >= len(markerShapes) {
		return true
	}
	f, l := w[0], w[len(w)-1]
	if f < 'a' || f > 'z' || l < 'a' || l > 'z' {
		return true
	}
	return markerShapes[len(w)][f-'a']&(1<<(l-'a')) != 0
}

// guessLang returns the language whose function words dominate the folded
// text, or 0 when none does.
func guessLang(t string) langSet {
	var n [5]int
	for i := 0; i < len(t); {
		if !isWordByte(t[i]) {
			i++
			continue
		}
		j := i
		for j < len(t) && isWordByte(t[j]) {
			j++
		}
		// Markers are short function words: longer words, and words whose
		// length, first and last letter no marker has, skip the lookup.
		if j-i <= maxMarkerLen && maybeMarker(t[i:j]) {
			if l, ok := langMarkers[t[i:j]]; ok {
				for k := range n {
					if l&(1<<k) != 0 {
						n[k]++
					}
				}
			}
		}
		// Endings only one language writes: "-ção"/"-ções" fold to "cao"/
		// "coes" (Portuguese), "-ción" to "cion" (Spanish).
		if w := t[i:j]; len(w) > 4 {
			switch {
			case strings.HasSuffix(w, "cao") || strings.HasSuffix(w, "coes"):
				n[1]++
			case strings.HasSuffix(w, "cion") || strings.HasSuffix(w, "ciones"):
				n[2]++
			}
		}
		i = j
	}
	// The language with strictly the most markers; a tie tells nothing.
	best, tie := 0, false
	for k := 1; k < len(n); k++ {
		switch {
		case n[k] > n[best]:
			best, tie = k, false
		case n[k] == n[best]:
			tie = true
		}
	}
	if n[best] == 0 || tie {
		return 0
	}
	return 1 << best
}

// hashSet is a fixed open-addressing set of token hashes: membership is a
// masked index and a short probe, cheaper than a map on the hot path.
type hashSet struct {
	slots []uint64
	mask  uint64
}

func newHashSet(hs []uint64) hashSet {
	n := 1
	for n < 4*len(hs)+4 {
		n <<= 1
	}
	s := hashSet{slots: make([]uint64, n), mask: uint64(n - 1)}
	for _, h := range hs {
		if h == 0 {
			continue
		}
		for i := h & s.mask; ; i = (i + 1) & s.mask {
			if s.slots[i] == 0 || s.slots[i] == h {
				s.slots[i] = h
				break
			}
		}
	}
	return s
}

func (s hashSet) has(h uint64) bool {
	for i := h & s.mask; ; i = (i + 1) & s.mask {
		switch s.slots[i] {
		case h:
			return h != 0
		case 0:
			return false
		}
	}
}

// pairSpec combines two cues separated by a few words into one cue, for
// phrasings a fixed term cannot cover: "已获法务批准" (已 … 批准), "可以直接使用"
// (可以 … 使用), "mensagens de sistema" (system … messages, in either
// order), "sin volver a preguntarle" (without … ask).
type pairSpec struct {
	a, b cat
	// gap is the most bytes allowed between the end of a and the start of b.
	gap int
	// either lets b come before a.
	either bool
	// notPast skips a first cue that reports the past ("didn't", "没有"):
	// "we didn't ship before payment" states what happened, it forbids
	// nothing.
	notPast bool
	// initial requires the first cue to open its clause, as an order does
	// ("Não liberar …", "ne pas expédier …"); a negation inside a clause
	// ("the customer does not want …") describes instead.
	initial bool
	out     catSet
}

var pairSpecs = []pairSpec{
	{a: catZHPerfective, b: catApproval, gap: 12, out: cats(catApprovalClaim, catApproval, catResolved)},
	{a: catModal, b: catToolWord, gap: 16, out: cats(catToolPermission)},
	{a: catSystemWord, b: catInstrNoun, gap: 20, either: true, out: cats(catInstrObject)},
	{a: catNoNeed, b: catAskVerb, gap: 20, out: cats(catVoidVerb, catPolicyObject)},
	{a: catZHYi, b: catZHIdentity, gap: 24, out: cats(catIdentityWeak)},
	// A prohibition bound to an until-connector is a precondition: "do not
	// release the payment until …", "não liberar … enquanto … não",
	// "ne pas expédier tant que …", "nicht auszahlen, bevor …".
	{a: catProhibit, b: catUntil, gap: 64, out: cats(catBlockStrong)},
	{a: catNegation, b: catUntil, gap: 64, notPast: true, initial: true, out: cats(catBlockStrong)},
	// "No longer" with a requirement voids it: "no longer needs sign-off",
	// "ya no requiere aprobación", "n'est plus nécessaire", "不再需要".
	{a: catNoLonger, b: catRequire, gap: 16, out: cats(catVoidDecl)},
	// "Only" bound to an after-connector, or German "erst" to a condition,
	// orders work: "can only be invoiced after delivery", "só pode ser
	// emitido depois da aprovação", "darf erst übermittelt werden, wenn …".
	{a: catRestrict, b: catAfter, gap: 64, out: cats(catBlockStrong, catPrecondition)},
	{a: catNotUntil, b: catConditional, gap: 64, out: cats(catBlockStrong, catPrecondition)},
}

// lexicon is the compiled matcher shared by every engine: the lexicons are
// fixed, so they are compiled once per process.
type lexicon struct {
	m    *matcher
	stop hashSet
	// pairTerm[i] is the synthetic term that pairSpecs[i] produces.
	pairTerm []int32
	// pairFirst holds every category that can open a pair, so applyPairs
	// passes over other hits at once.
	pairFirst catSet
}

// applyPairs adds a hit spanning both cues of every pair found within one
// sentence, keeping hits ordered by start.
func (lx *lexicon) applyPairs(t string, hs []hit) []hit {
	var extra []hit
	for i, h := range hs {
		hc := lx.m.terms[h.term].cats
		if !hc.any(lx.pairFirst) {
			continue
		}
		for pi, p := range pairSpecs {
			first, second := p.a, p.b
			if !hc.has(first) {
				if !p.either || !hc.has(second) {
					continue
				}
				first, second = second, first
			}
			if (p.notPast && pastNegations[lx.m.terms[h.term].text]) || (p.initial && !opensClause(t, int(h.start))) {
				continue
			}
			if p.notPast && reportsPast(t[h.end:min(len(t), int(h.end)+p.gap)]) {
				continue
			}
			for j := i + 1; j < len(hs) && int(hs[j].start) <= int(h.end)+p.gap; j++ {
				x := hs[j]
				if x.start < h.end || !lx.m.terms[x.term].cats.has(second) || crossesSentence(t[h.end:x.start]) {
					continue
				}
				extra = append(extra, hit{start: h.start, end: x.end, term: lx.pairTerm[pi]})
				break
			}
		}
	}
	if len(extra) == 0 {
		return hs
	}
	out := make([]hit, 0, len(hs)+len(extra))
	i, j := 0, 0
	for i < len(hs) || j < len(extra) {
		if j >= len(extra) || (i < len(hs) && !hitBefore(extra[j], hs[i])) {
			out = append(out, hs[i])
			i++
		} else {
			out = append(out, extra[j])
			j++
		}
	}
	return out
}

// untilPrecondition reports whether term is a precondition cue: a
// prohibition bound to an until-connector, "only" bound to an
// after-connector (see pairSpecs), or a fixed cue such as "only after".
func (lx *lexicon) untilPrecondition(term int32) bool {
	if lx.m.terms[term].cats.has(catPrecondition) {
		return true
	}
	for i, p := range pairSpecs {
		if lx.pairTerm[i] == term && p.b == catUntil {
			return true
		}
	}
	return false
}

// preconditionPair returns the connector category that closes the
// precondition pair term (catUntil, catAfter, catConditional), or false.
func (lx *lexicon) preconditionPair(term int32) (cat, bool) {
	for i, p := range pairSpecs {
		if lx.pairTerm[i] == term && (p.b == catUntil || p.out.has(catPrecondition)) {
			return p.b, true
		}
	}
	return 0, false
}

// pastAuxiliaries mark a clause as telling what happened: "no refunds
// were issued while …", "nada foi enviado antes …", "nichts wurde …".
var pastAuxiliaries = map[string]bool{
	"was": true, "were": true, "had": true, "did": true, "foi": true, "foram": true, "fue": true, "fueron": true,
	"era": true, "eram": true, "ete": true, "etait": true, "wurde": true, "wurden": true, "war": true, "waren": true,
	"hatte": true,
}

// reportsPast reports whether the words of the first clause of g include
// a past auxiliary.
func reportsPast(g string) bool {
	for i := 0; i < len(g); {
		switch g[i] {
		case '.', ',', ';', ':', '!', '?', '\n':
			return false
		}
		if !isWordByte(g[i]) {
			i++
			continue
		}
		j := i
		for j < len(g) && isWordByte(g[j]) {
			j++
		}
		if pastAuxiliaries[g[i:j]] {
			return true
		}
		i = j
	}
	return false
}

// opensClause reports whether only list markers, spaces or punctuation
// stand between pos and the start of its line or clause.
func opensClause(t string, pos int) bool {
	for i := pos - 1; i >= 0; i-- {
		switch c := t[i]; {
		case c == '\n' || c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?' || c == '(':
			return true
		case c == ' ' || c == '-' || c == '*' || c == '>' || c == '#' || c == '"' || isDigit(c):
			continue
		case c >= 0x80:
			// Folding made full-width commas and colons ASCII; the ideographic
			// full stop ends a clause, any other rune is part of a word.
			r, _ := utf8.DecodeLastRuneInString(t[:i+1])
			return r == '。'
		default:
			return false
		}
	}
	return true
}

// crossesSentence reports sentence punctuation in the gap between two cues.
func crossesSentence(g string) bool {
	for i := 0; i < len(g); i++ {
		switch g[i] {
		case '.', '!', '?', ';', '\n':
			return true
		}
	}
	return strings.Contains(g, "。")
}

var (
	lexOnce sync.Once
	lex     *lexicon
)

func theLexicon() *lexicon {
	lexOnce.Do(func() { lex = buildLexicon() })
	return lex
}

func buildLexicon() *lexicon {
	index := map[string]int{}
	var terms []term
	add := func(raw string, cs catSet, c concept) {
		prefix := strings.HasSuffix(raw, "*")
		raw = strings.TrimSuffix(raw, "*")
		text := foldString(raw)
		if text == "" {
			return
		}
		key := text
		if prefix {
			key += "*"
		}
		if i, ok := index[key]; ok {
			terms[i].cats = terms[i].cats.or(cs)
			if c != cNone && !slices.Contains(terms[i].concepts, c) {
				terms[i].concepts = append(terms[i].concepts, c)
			}
			return
		}
		var cs2 []concept
		if c != cNone {
			cs2 = []concept{c}
		}
		first, _ := utf8.DecodeRuneInString(text)
		last, _ := utf8.DecodeLastRuneInString(text)
		index[key] = len(terms)
		terms = append(terms, term{
			text: text, cats: cs, concepts: cs2, prefix: prefix,
			checkStart: isWordRune(first), checkEnd: isWordRune(last),
		})
	}
	for _, l := range categoryTerms {
		for _, t := range l.terms {
			add(t, l.cats, cNone)
		}
	}
	// Concepts in a fixed order, so a word with two meanings ("paid":
	// payment and a status) always lists them the same way.
	for c := cNone + 1; c < cCount; c++ {
		for _, t := range conceptTerms[c] {
			add(t, catSet{}, c)
		}
	}
	for i := range terms {
		terms[i].langs = langOnly[terms[i].text]
	}
	lx := &lexicon{m: newMatcher(terms)}
	// Pair terms live outside the automaton: they are only ever produced by
	// applyPairs.
	for _, p := range pairSpecs {
		lx.pairTerm = append(lx.pairTerm, int32(len(lx.m.terms)))
		lx.m.terms = append(lx.m.terms, term{text: "", cats: p.out})
		lx.pairFirst = lx.pairFirst.or(cats(p.a))
		if p.either {
			lx.pairFirst = lx.pairFirst.or(cats(p.b))
		}
	}
	var hs []uint64
	for _, w := range stopwords {
		hs = append(hs, tokenHash(stem(foldString(w))), tokenHash(foldString(w)))
	}
	lx.stop = newHashSet(hs)
	return lx
}

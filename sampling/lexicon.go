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
		// Without a branch: a shift of 64 or more gives 0, and c-64
		// wraps past 191 for c < 64.
		s.lo |= 1 << c
		s.hi |= 1 << (c - 64)
	}
	return s
}

// Lexicon categories. Terms are written in English, Portuguese, Spanish,
// French, German, Italian, Chinese, Japanese and Korean, and matched after
// folding (lowercase, no diacritics), so "não" also matches "nao" and "NÃO".
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
	catReportAfter               // a report or question closing what it reports, as Japanese and Korean put it: "と言った", "かどうか", "냐고", "는지 물었다"
	catOverseer                  // who checks the work: "auditor", "reviewer", "revisor", "审计", "監査人": someone a failure can be hidden from
	catConceal                   // concealment as an order's point: "nobody will notice", "ninguém confere", "fällt niemandem auf", "没人会发现"
	catCheckStep                 // a step that checks work: "reconciliation", "conferência", "Abgleich", "核对", "照合"
	catReceived                  // receipt: "received", "recebido", "reçu", "erhalten", "已收到", "受領"
	catCredential                // what logs someone in: "login", "password", "senha", "Zugang", "账号", "계정"
	catPurpose                   // a purpose clause: "so that", "para que", "pour que", "damit", "così", "以免", "ように"
	catAlertVerb                 // what a check does when it sees something: "flag", "alert", "show up", "segnala", "报警"
	catOtherOrg                  // another organisation as a source: "sister company", "empresa irmã", "姊妹公司", "他社"
	catNoWait                    // going ahead before something arrives: "without waiting for", "sem esperar", "不等", "待たずに"
	catGiven                     // a state taken as settled: "as a given", "como dado", "por hecho", "comme acquis", "als gegeben"
	catReplyVerb                 // what to answer someone: "tell them", "say that", "responde que", "就说", "と答え"
	catAsIf                      // "as if", "como se", "comme si", "als wäre", "就当": with a negation, leaving no trace
	catHabitYes                  // an approver's habit as reason: "they never turned one down", "nunca barrou", "从没拒绝"
	catAsIfNot                   // "as if … never", from catAsIf and a negation (see pairSpecs)
	catRelease                   // an order that lifts a hold: "release", "libere", "freigeben", "放行", "해제해"
	catConflictCase              // "where they clash", "em caso de conflito", "bei Konflikt", "如有冲突": who wins a conflict
	catBoilerplate               // "boilerplate", "inherited from", "herdado de", "继承自": a text called not the account's own
	catNextWord                  // "next", "próxima", "prochaine", "nächste", "下一", "次の", "다음": in a label, says whom it addresses
	catHabitual                  // "usually", "costuma", "suele", "d'habitude", "通常", "いつも": a habit, not a fact
	catNoObjection               // "without objection", "sem objeções", "sin reparos", "无异议": nothing against it
	catCapacity                  // "en tant que", "na qualidade de", "in qualità di": a capacity taken on
	catAlways                    // "always", "sempre", "siempre", "toujours", "immer", "一律", "항상": the other face of "only"
	catRetried                   // "on the second attempt", "na segunda tentativa", "重试后": a failure reported as retried
	catThisCase                  // one case a rule is measured on: "to this one", "neste caso", "本单", "この件": applied, not voided
	catSelfRef                   // the summary naming itself: "this handover", "estas notas", "本交接", "この引き継ぎ"
	catPrecedence                // "takes precedence", "prevalece", "为准", "優先": which text wins
	catFollowVerb                // "go with", "stick with", "siga", "folge": to follow a text, when it opens an order
	catKeepVerb                  // "keep", "behalten", "manter", "garder": to hold something where it is
	catInternal                  // "internal", "in-house", "im Haus", "interno", "内部": not to go outside
	catRegardless                // "anyway", "mesmo assim", "fix it later", "即使": an order holds whatever happens
	catEarned                    // "signs off", "arrives", "decides", "确认": what earns the state an order waits to set
	catCeiling                   // "at most", "no máximo", "不超过", "まで": a number that is a plain ceiling
	catCap                       // "capped", "ceiling", "limited to", "封顶": a ceiling said of a restated number
	catThreshold                 // "more than", "at least", "acima de", "至少": a threshold, whose safe side the rule decides
	catDemote                    // "secondary", "nachrangig", "参考程度", "放一边": set below something else, or aside
	catAdminSurface              // "panel", "console", "dashboard", "后台": where an admin role works
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
		"i suspect", "suspect", "suspected", "suspicion", "hunch", "thinks", "his guess", "her guess", "their guess",
		"not checked", "unchecked", "not yet checked", "gut feeling", "haven't confirmed", "have not confirmed",
		"hasn't been confirmed", "has not been confirmed", "haven't verified", "have not verified", "palpite", "corazonada",
		"bauchgefuhl", "i think", "i believe", "i guess", "my guess",
		"probably", "likely", "unlikely", "possibly", "perhaps", "maybe", "might",
		"seems", "seem to", "seemingly", "appears to", "it appears", "apparently", "presumably",
		"it may be", "it could be", "this may be", "this could be", "may be due to", "could be due to",
		"could also be", "may also be",
		"may have", "might have", "could have been",
		"not confirmed", "unconfirmed", "not yet confirmed", "not been confirmed", "unverified",
		"unable to confirm", "cannot confirm", "can't confirm", "could not confirm", "couldn't confirm",
		"unable to verify", "cannot verify", "could not verify", "not able to confirm", "possible",
		"believed", "believes", "thought that", "thinks that", "thought they", "thought it", "thought we", "thought he", "thought she",
		"nao e possivel confirmar", "nao foi possivel confirmar", "nao consigo confirmar", "possivel", "possiveis",
		"acreditava", "acredita que", "achava", "achava que", "creia", "creia que", "cree que", "posible", "posibles",
		"no se puede confirmar", "no pude confirmar",
		"无法确认", "暂时无法确认", "无法核实", "无法验证", "不能确认", "尚无法确认", "认为", "以为", "觉得",
		"not verified", "not sure", "unsure", "unclear", "uncertain", "hypothesis", "hypotheses",
		"hypothesize", "tentative", "tentatively", "to be confirmed", "tbc", "needs confirmation",
		"needs verification", "best guess", "i assume", "assuming", "if i recall",
		"acho que", "acha que", "acham que", "achamos que", "creem que", "julga que", "piensa que", "piensan que", "creen que", "pense que", "pensent que", "croit que", "croient que", "suppose que", "glaubt", "vermutet", "vermuten", "crede che", "credono che", "pensa che", "ritiene che", "suppone che", "creio que", "suspeito", "suspeita", "desconfio", "provavelmente", "possivelmente",
		"talvez", "parece", "parece que", "aparentemente", "pode ser que", "pode ter sido", "nao confirmado", "nao confirmada", "root cause not determined", "cause not determined", "cause undetermined",
		"causa nao determinada", "causa no determinada", "原因未确定", "原因不明", "nao esta confirmada", "nao esta confirmado", "nao foi confirmada", "nao foi confirmado",
		"so uma impressao", "uma impressao",
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
		"pendiente de confirmacion", "supuestamente", "no verificado", "no verificada", "sospecho que", "me parece",
		"es posible que", "aun sin respuesta", "no he confirmado", "todavia sin respuesta",
		"peut-etre", "probablement", "il semble", "semble", "semblerait", "il semblerait", "apparemment",
		"je pense que", "je crois que", "je suppose", "je soupconne", "soupconne", "pas encore verifie", "pas encore verifiee",
		"pas encore confirme", "pas encore confirmee", "non confirme", "non confirmee", "non verifie", "non verifiee",
		"a confirmer", "a verifier", "il se peut que", "hypothese", "vraisemblablement", "possiblement",
		"en attente de confirmation", "pas de reponse", "toujours pas de reponse",
		"vielleicht", "wahrscheinlich", "vermutlich", "ich vermute", "vermute", "scheint", "es scheint", "anscheinend",
		"moglicherweise", "ich glaube", "ich denke", "unbestatigt", "nicht bestatigt", "noch nicht bestatigt",
		"noch nicht verifiziert", "nicht verifiziert", "noch nicht gepruft", "eventuell", "mutmasslich",
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
		// Japanese negates the verb after it: "開示しない", "削除しません".
		"しない", "しません", "せず",
		"ne", "n'", "pas", "non", "aucun", "aucune", "sans", "rien",
		"nicht", "kein", "keine", "keinen", "keinem", "keiner", "nie", "niemals", "ohne", "weder",
	}},
	{cats(catRestrict), []string{
		// Exclusivity said from the other side: "and to nobody else".
		"nobody else", "no one else", "no-one else", "to nobody", "and nobody", "ninguem mais", "mais ninguem",
		"nadie mas", "a nadie mas", "personne d'autre", "a personne d'autre", "niemand sonst", "sonst niemand",
		"nessun altro", "不给其他人", "其他人不",
		"only", "solely", "exclusively", "just for", "limited to", "restricted to", "strictly",
		"somente", "apenas", "so pode", "so podem", "so podera", "so poderao", "so deve", "so devem", "so sera",
		"so serao", "so sao", "so e permitido", "so e possivel", "exclusivamente", "unicamente", "restrito a", "limitado a",
		// "Só o leiloeiro pode": folded "so o", which English never writes.
		"so o", "so a", "so os", "so as", "so depois", "so apos",
		// "Só há reembolso quando …", "só tem acesso quem …": folded "so"
		// before words English never writes there. ("Só com", "só para", "só
		// em" were tried: they turn case reports into rules, 4 false findings.)
		"so ha", "so havera", "so quando", "so tem", "so ate",
		// "才" before a need or a permission: only then ("高于五百元才要财务
		// 审批").
		"才要", "才需", "才需要", "才可", "才可以", "才允许", "才会",
		// "Só é executada depois …", "só entram com o termo": the verb after it.
		"so e", "so esta", "so estao", "so vai", "so vao", "so entra", "so entram", "so fica", "so ficam", "so sai", "so saem",
		"solo", "solamente", "limitada a", "limitados a", "limitadas a", "restrita a", "restritos a",
		"restringido a", "limitee a", "limites a", "begrenzt auf",
		"只", "只有", "只能", "仅", "仅限", "仅能", "唯有", "限于",
		"seulement", "uniquement", "exclusivement", "seule la", "seul le", "seuls les", "seules les", "strictement", "reserve a", "limite a",
		"nur", "ausschliesslich", "lediglich", "beschrankt auf",
	}},
	{cats(catException), []string{
		"unless", "except", "except for", "excepting", "otherwise", "other than", "save for", "apart from", "aside from",
		"with the exception of",
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
		"如果", "若", "假如", "要是", "一旦", "之后", "以后", "的话",
		"lorsque", "quand", "des que", "une fois que", "apres", "avant", "en cas de", "au cas ou",
		"wenn", "falls", "sobald", "bevor", "nachdem", "im falle",
	}},
	{cats(catProhibit), []string{
		"never", "must not", "mustn't", "may not", "shall not", "do not", "don't", "dont", "should not",
		"shouldn't", "cannot", "can not", "can't", "not allowed", "not permitted", "prohibited", "forbidden",
		"not authorized", "is not to", "are not to", "under no circumstances", "no one may",
		// Barred or prevented: "a new user is barred from running solvent
		// until …", "o envio fica impedido", "il blocco impedisce …".
		"is barred from", "are barred from", "barred from", "fica impedido", "fica impedida", "ficam impedidos", "impedisce", "impediscono",
		"nunca", "nao pode", "nao podem", "nao deve", "nao devem", "proibido", "proibida", "vedado", "vedada",
		"nao e permitido", "nao permitido", "jamais", "em nenhuma hipotese", "nao autorizado",
		"no puede", "no debe", "prohibido", "no esta permitido",
		"不得", "禁止", "不允许", "严禁", "不可", "不能", "不准", "不许", "切勿", "不要", "请勿", "绝不", "不应",
		"ne pas", "ne jamais", "interdit", "interdite", "il est interdit", "ne doit pas", "ne doivent pas", "ne peut pas",
		"ne peuvent pas", "en aucun cas", "pas autorise", "non autorise", "il ne faut pas",
		"darf nicht", "durfen nicht", "darf kein", "darf keine", "nicht erlaubt", "verboten", "untersagt", "auf keinen fall",
		"keinesfalls", "nicht gestattet", "soll nicht", "sollen nicht",
		// "Never" in German: "Niemals kryokonservieren, bevor …".
		"niemals",
	}},
	{cats(catLimit), []string{
		"up to", "no more than", "not more than", "at most", "not exceed", "not to exceed", "must not exceed",
		"exceed*", "maximum", "max", "limit", "limits", "limited", "cap", "caps", "capped", "ceiling", "budget",
		// Money set aside for the work is its budget: "the council set
		// aside 38,000,000 rials", "earmarked €12,000", "stanziati 8.000 €".
		"set aside", "earmarked", "allotted", "stanziato", "stanziati", "拨款",
		"keep it to", "keep it under", "keep it below", "keep it within", "stay under", "stay below", "stay within",
		"threshold", "expires", "expire", "expiry", "expiration", "valid until", "valid through", "valid for", "good for", "valido por", "valida por", "valable pendant", "gultig fur", "valido per", "valida per", "deadline",
		"no later than", "by no later", "within", "above", "over", "below", "under", "less than", "greater than",
		"validity", "validez", "vigencia", "validite", "validita", "gultigkeit", "cutoff", "cut-off", "curfew",
		"horario limite", "hora limite", "hora de corte", "heure limite", "sperrstunde", "orario limite",
		"more than", "at least", "minimum", "min",
		"ate", "no maximo", "nao mais que", "nao mais de", "nao exceder", "nao ultrapass*", "ultrapass*",
		"exceder", "excede*", "maximo", "maxima", "maximos", "maximas", "limite", "limites", "teto", "orcamento", "expira", "expiram", "expiracao",
		"valido ate", "valida ate", "validade", "prazo", "acima de", "abaixo de", "menos de", "mais de",
		"passa de", "passar de", "passam de", "pasa de", "pasan de", "sobrepasar", "sobrepasa", "sobrepasan", "rebasar", "rebasa", "depasse", "depassent", "depassant", "depassante", "depassants", "depassantes", "superan", "exceden", "ubersteigt", "ubersteigen",
		"longer than", "later than", "fewer than", "mais longo que", "mais longa que", "mas largo que", "mas larga que",
		"plus long que", "plus longue que", "langer als", "piu lungo di", "piu lunga di",
		// A measure bounded by its comparative: "no wider than 4.8 metres",
		// "nicht breiter als 3 m", "不宽于".
		"wider than", "narrower than", "taller than", "heavier than", "lighter than", "bigger than",
		"deeper than", "shorter than",
		"mais largo que", "mais larga que", "mais alto que", "mais alta que", "mais pesado que", "mais pesada que",
		"mas ancho que", "mas ancha que", "mas alto que", "mas alta que", "mas pesado que", "mas pesada que",
		"plus large que", "plus haut que", "plus haute que", "plus lourd que", "plus lourde que",
		"breiter als", "schwerer als", "piu largo di", "piu larga di", "piu alto di", "piu alta di",
		"piu pesante di", "不宽于", "不重于", "不大于",
		"no minimo", "minimo", "minima", "minimos", "minimas", "hasta", "como maximo", "limite de", "presupuesto", "vence", "vencimiento",
		"不超过", "不得超过", "最多", "至多", "上限", "限额", "额度", "预算", "截止", "截至", "有效期", "到期",
		"以内", "超过", "低于", "高于", "以上", "以下", "最少", "至少", "最高", "最低", "少于", "多于", "不少于", "不多于",
		"不低于", "不高于", "最长", "最長", "최장",
		"jusqu'a", "au maximum", "plafond", "plafonne", "plafonnes", "plafonnees", "pas plus de", "ne pas depasser", "depasser", "au-dela de",
		"superieur a", "inferieur a", "expire le", "valable jusqu'au", "date limite", "au moins", "moins de", "plus de",
		"bis zu", "bis", "hochstens", "maximal", "hochstbetrag", "*grenze", "nicht mehr als", "uberschreiten",
		"mindestens", "wenigstens", "weniger als", "mehr als", "gultig bis", "*frist", "kostenrahmen", "preisrahmen",
		// The verb-final "… sind auf 150 € begrenzt".
		"begrenzt", "beschrankt",
		"no mas de", "tope", "superar", "al menos", "por lo menos", "mas de", "valido hasta", "valida hasta",
		// "Pasar de" negated bounds ("no podemos pasar de 120 toneladas");
		// alone it moves ("pasar de 6 a 8 veladores").
		"no pasar de", "no podemos pasar de", "no puede pasar de", "no pueden pasar de", "no debe pasar de", "no deben pasar de",
		"no se puede pasar de", "sin pasar de", "no hay que pasar de",
		// Comparatives and budget words in French, Spanish, Portuguese and German.
		"sous", "en dessous de", "au-dessus de", "inferieure a", "superieure a", "por debajo de", "por encima de",
		"inferior a", "superior a", "menor que", "mayor que", "unter", "unterhalb", "oberhalb", "enveloppe",
		"enveloppe budgetaire", "dotacao", "verba", "partida presupuestaria", "cupo", "allowance", "quota", "cota", "cuota",
		"contingent", "kontingent", "budgetrahmen", "higher than", "lower than", "larger than", "smaller than", "beyond",
		"in excess of", "maior que", "maior do que", "menor do que", "plus que", "moins que", "hoher als", "niedriger als",
		"grosser als", "kleiner als",
		// A buyer's line of credit bounds what may go on account: "has a
		// credit line of 25,000 EUR per auction day". Named alone ("if it
		// fits their credit line") it binds no number.
		"credit line of", "line of credit of", "credit limit of", "linha de credito de", "limite de credito de",
		"linea de credito de", "ligne de credit de", "limite de credit de", "kreditlinie von", "kreditrahmen von",
		"kreditlimit von", "linea di credito di", "limite di credito di",
	}},
	{cats(catUnlimited), []string{
		"no limit", "no limits", "unlimited", "without limit", "without any limit", "any amount", "no cap",
		"no ceiling", "no maximum", "limitless", "uncapped",
		"sem limite", "sem limites", "ilimitado", "ilimitada", "qualquer valor", "sem teto",
		"sin limite",
		"无限制", "不限", "不设上限", "没有上限", "无上限", "任意金额", "无限额",
		"sans limite", "illimite", "illimitee", "sans plafond", "n'importe quel montant",
		"unbegrenzt", "ohne limit", "ohne grenze", "ohne obergrenze", "beliebiger betrag", "sin tope", "cualquier monto",
		// As often or as long as the work wants: "can be extended as the
		// works require", "quantas vezes for preciso".
		"as many times as", "as often as needed", "as often as necessary", "as long as needed", "as long as necessary",
		"whenever needed", "as the works require", "as the work requires", "quantas vezes", "tantas vezes quanto",
		"las veces que", "tantas veces como", "autant de fois que", "so oft wie", "tutte le volte che", "不限次数", "多少次都",
	}},
	{cats(catFailure), []string{
		// Something that should have arrived and did not: "25 parcels
		// were not delivered", "kits não entregues", "未送达".
		"undelivered", "were not delivered", "was not delivered", "could not be delivered", "nao entregue", "nao entregues",
		"no entregados", "no entregada", "no entregadas", "non consegnati", "non consegnate", "non livre", "non livres",
		"未送达", "未送到", "未配送", "配送できなかった",
		"failed", "fails", "failing", "failure", "failures", "fail", "timed out", "timeout", "time out", "timed-out", "time-out",
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
		// A machine that jammed failed at its job: "the binder jammed",
		// "se atascó", "卡住了", "klemmte", "si è inceppata".
		"jammed", "se atasco", "se atascaron", "atascada", "atascado", "emperrou", "encravou",
		"klemmte", "verklemmt", "inceppata", "inceppato", "s'est coince", "s'est coincee", "卡住了", "卡死了",
		// A line or nozzle that clogged, and a breaker or pump that
		// tripped, failed at its job too: "1 verstopft", "2 bicos
		// entupidos", "filtre colmaté", "喷嘴堵塞", "the pump tripped
		// twice", "a disjoncté", "跳闸".
		"clogged", "verstopft", "entupido", "entupida", "entupidos", "entupidas", "obstruido", "obstruida",
		"obstruidos", "obstruidas", "intasato", "intasata", "intasati", "intasate", "colmate", "colmatee", "colmates",
		"堵塞", "詰まった", "詰まり", "막혔", "막힘",
		"tripped", "a disjoncte", "ont disjoncte", "跳闸", "トリップした",
		// A file or record that came back corrupt failed to load:
		// "AR-1104 e AR-1110: file corrotti", "2 arquivos corrompidos".
		"corrupt", "corrupted", "corrotto", "corrotti", "corrotta", "corrotte", "corrompido", "corrompidos", "corrompida",
		"corrompidas", "corrupto", "corruptos", "corrompu", "corrompus", "corrompue", "corrompues",
		"文件损坏", "数据损坏", "データ破損", "ファイル破損", "파일 손상", "데이터 손상",
		"失败", "超时", "报错", "出错", "错误:", "异常", "被拒绝", "拒绝", "无法", "未能", "崩溃",
		"中断", "退回",
		// A check or test not passed, and a link or feed gone: "2 pieces
		// did not pass the shrinkage test", "no superaron la prueba",
		// "CAM-12: link down".
		"did not pass", "didn't pass", "no superaron", "no supero", "no pasaron", "nao passou", "nao passaram",
		"n'a pas passe", "n'ont pas passe", "non ha superato", "non hanno superato", "link down",
		"echoue", "echouee", "a echoue", "echec", "erreur", "delai depasse", "rejete", "rejetee", "impossible de",
		"n'a pas pu", "interrompu",
		// A test or check failed: "3 durchgefallen", "判定不合格".
		"durchgefallen", "nicht bestanden", "判定不合格", "检验不合格",
		"测试不合格", "试验不合格",
		"fehlgeschlagen", "gescheitert", "fehler", "fehlerhaft", "zeituberschreitung", "abgelehnt", "verweigert", "konnte nicht",
		"nicht moglich", "abgebrochen", "abgesturzt",
		// A part that leaks or falls short: "2 dicht, 1 undicht", "3 no
		// alcanzan los 600 kg", "2 did not reach the load".
		"undicht", "undichte", "leckt", "did not reach", "failed to reach", "no alcanzan", "no alcanzo", "no alcanza",
		"nao atingiram", "nao atingiu", "nao atinge", "n'atteignent pas", "n'atteint pas", "non raggiungono", "non raggiunge",
		// Not "nicht erreicht": "Ebbe ist noch nicht erreicht" is a state
		// not yet reached, not a failure.
		"fallaron", "tiempo de espera agotado", "rechazada", "denegada", "no fue posible",
		// The other genders and numbers of "failed": "3 fallidas",
		// "falhadas", "échoués"; Korean "불합격" (failed a check), as "不合格".
		// Not the plurals of "rejected" ("2 lotes rechazados"): a tally's
		// rejections are as often reported with their fix (+7 false
		// findings on the read sets). Not "fallidos" either, which the
		// tally reading (checks_partial.go) already reads with the part a
		// summary names ("entregados a 18 de los 20").
		"fallidas", "falhada", "falhadas", "falhado", "falhados", "echoues", "echouees", "불합격",
		// A piece that broke at its step failed it: "2 cassés au cintrage",
		// "quebraram na dobra", "se rompieron", "gebrochen", "破损". Not
		// English "broke" ("broke even", "broke ground") nor Italian
		// "rotta" or Portuguese "rotas", routes as often.
		"snapped", "casse", "cassee", "casses", "cassees", "s'est casse", "se sont casses", "quebrou", "quebraram", "quebrado",
		"quebrados", "quebrada", "quebradas", "se rompio", "se rompieron", "rotos", "rotto", "rotti",
		"gebrochen", "zerbrochen", "断了", "破损", "碎了", "割れた", "折れた", "破損", "파손", "부러졌", "깨졌",
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
		"completado", "pagado", "exitoso", "con exito",
		"已完成", "完成了", "完成", "已发送", "发送了", "已支付", "支付了", "已付款", "已退款", "退款成功", "已经合格", "已合格", "检测合格",
		"已处理", "已执行", "已删除", "已发布", "已部署", "成功", "已转账", "已提交", "已上线", "通过了",
		"已修复", "已解决", "已确认",
		"captured", "settled", "capturado", "capturada", "liquidado", "liquidada",
		"procesado", "procesada", "entregado", "eliminado",
		"termine", "terminee", "effectue", "effectuee", "envoye", "envoyee", "paye", "payee", "rembourse", "remboursee",
		"reussi", "reussie", "publie", "supprime", "deploye", "traite", "traitee", "avec succes",
		"erledigt", "abgeschlossen", "erfolgreich", "gesendet", "versendet", "versandt", "bezahlt", "erstattet", "geliefert",
		"zugestellt", "geloscht", "veroffentlicht", "bereitgestellt", "ausgefuhrt", "verarbeitet",
	}},
	{cats(catPending), []string{
		"pending", "waiting", "awaiting", "waiting for", "waiting on", "wait for", "waits for", "waits on", "wait until", "wait", "in progress", "not yet", "to do",
		"esperar", "espere", "aguarde", "esperen",
		"outstanding", "open item", "queued", "scheduled", "in review", "under review", "pending approval",
		// Left undone by a step that otherwise went through: "marked complete
		// for 37 stations; RDG03, RDG19 left open".
		"left open", "remain open", "remains open", "ficou em aberto", "ficaram em aberto", "quedan abiertos", "quedo abierto",
		"restent ouverts", "reste ouvert", "bleiben offen", "bleibt offen", "restano aperti", "resta aperto",
		"pendente", "pendentes", "aguardando", "aguardar", "aguarda", "aguardam", "aguardava", "esperando", "esperar por",
		"espera por", "espera a", "espera la", "espera el", "attend", "attendent", "wartet", "warten", "em andamento", "em analise", "ainda nao",
		"a fazer", "em espera", "pendiente", "en espera", "en curso",
		"等到", "等候", "待办", "待执行", "待完成", "待发送", "待付款", "待退款", "等待", "待处理", "待审批", "待批准", "进行中", "尚未", "还没", "审核中", "排队", "处理中", "办理中", "审批中", "受理中",
		"processing", "being processed", "em processamento", "en traitement", "wird bearbeitet",
		"in elaborazione",
		"await", "awaits", "hold until", "not yet started",
		"agendado", "agendada", "marcado para", "marcada para",
		"en revision", "por hacer", "aun no", "todavia no", "programado", "programada",
		"en attente", "en cours", "pas encore", "a faire", "attendre", "attendez", "planifie", "planifiee",
		"ausstehend", "in bearbeitung", "wartet auf", "warten auf", "warte auf", "noch nicht", "geplant", "in prufung", "abwarten",
	}},
	{cats(catBlockStrong), []string{
		"blocked", "blocker", "blocking", "that blocks", "this blocks", "it blocks", "which blocks", "isso bloqueia", "o que bloqueia", "eso bloquea", "das blockiert", "cela bloque", "on hold", "hold off", "do not proceed", "don't proceed",
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
		// Held out of service until a check: "TP-11 : immobilisé tant que
		// le mécanicien n'a pas validé l'attelage".
		"immobilise", "immobilisee", "immobilises", "immobilisees", "immobilized", "immobilised", "imobilizado", "imobilizada",
		"inmovilizado", "inmovilizada", "immobilizzato", "immobilizzata", "stillgelegt",
	}},
	{cats(catResolved), []string{
		"approved", "unblocked", "resolved", "cleared", "lifted", "granted", "released", "no longer blocked",
		"go ahead", "signed off", "received approval", "approval received", "got approval", "fixed", "retried successfully",
		"retry succeeded", "succeeded on retry", "works now", "now works", "recovered",
		"aprovado", "aprovada", "liberado", "liberada", "desbloqueado", "desbloqueada", "resolvido", "resolvida",
		"recebido", "recebida", "concedid*", "deferido", "deferida", "deferidos", "deferidas", "corrigido", "funcionou", "aprobado", "resuelto",
		"已批准", "已审批", "已解除", "已放行", "批准了", "已解决", "已修复", "重试成功", "已恢复", "审批通过", "已同意",
		"approuve", "approuvee", "debloque", "debloquee", "resolu", "resolue", "corrige", "accorde", "accordee",
		"genehmigt", "freigegeben", "entsperrt", "gelost", "behoben", "erteilt",
		"corregido", "aprobada",
		"acquis", "acquise",
	}},
	{cats(catReport), []string{
		"asked whether", "asked if", "asks whether", "asks if", "asked about", "asking whether", "asking if",
		"wanted to know", "wants to know", "wondered", "wondering", "inquired", "enquired", "asked", "asks",
		"requested", "request to", "requested that", "mentioned", "said", "says", "suggested", "proposed",
		"claimed", "claims", "wrote", "quoted", "quoting",
		// "Quotes" reports only with what it quotes after it ("he quotes an
		// email"); "quotes are valid for 14 days" are prices.
		"quotes an", "quotes a", "quotes the", "quotes from", "quotes his", "quotes her", "quotes their", "quotes our", "quotes your", "cites", "citing", "saying", "stating", "which says", "that says", "dizendo", "diciendo", "disant", "reported that", "told us", "the user asked", "the customer asked",
		"perguntou se", "pergunta se", "perguntou", "perguntando", "quis saber", "quer saber", "pediu", "pede",
		"solicitou", "questionou", "disse", "mencionou", "sugeriu", "comentou", "alegou", "afirmou", "citou", "citando",
		"pregunto si", "pregunto", "pidio", "dijo", "menciono", "sugirio", "quiere saber",
		"问是否", "问能不能", "问可不可以", "问有没有", "问要不要", "问行不行", "里问", "询问是否", "询问", "问道", "问能否", "问可否", "用户问", "客户问", "他问", "她问", "提到", "表示", "要求ai", "要求 ai", "要求助手", "要求机器人", "让ai", "让 ai",
		"建议", "想知道", "请求", "说过", "提出",
		// Text reported as written: "批注写着'…'", "邮件内容是…".
		"写着", "写道", "上面写", "内容为", "内容是", "原文是", "批注说",
		"a demande si", "a demande", "demandait", "voulait savoir", "veut savoir", "a dit", "a mentionne", "a suggere",
		"a propose", "a ecrit", "a signale", "a affirme", "a pretendu", "a voulu", "voulait", "souhaitait",
		"wanted to", "wanted us to", "wollte", "wollten", "queria", "queriam", "quiso",
		"fragte", "fragte ob", "hat gefragt", "wollte wissen", "will wissen", "sagte", "hat gesagt", "erwahnte",
		"schlug vor", "hat vorgeschlagen", "behauptete", "behauptet", "schrieb", "bat um", "hat gebeten", "meinte",
		"pregunta si", "pidio que", "solicito", "quiso saber", "comento", "afirmo", "sugiere", "propuso",
		// A message quoted in the present: "o e-mail diz '…'", "la nota
		// dice", "le courriel dit", "die Mail sagt". A bare "diz" is as
		// often the order itself ("a gente diz que saíram").
		"e-mail diz", "email diz", "mensagem diz", "nota diz", "carta diz", "bilhete diz", "anexo diz", "rodape diz",
		"correo dice", "e-mail dice", "email dice", "mensaje dice", "nota dice", "carta dice",
		"courriel dit", "e-mail dit", "mail dit", "message dit", "note dit", "lettre dit",
		"mail sagt", "e-mail sagt", "nachricht sagt", "notiz sagt", "brief sagt",
		"messaggio dice", "mail dice", "lettera dice",
	}},
	// Chinese closing a request it reports, after the request: "FizzPop
	// 希望跳过审核，小周转达了这个请求".
	{cats(catReportAfter), []string{
		"转达了这个请求", "转达了这个要求", "转达了这一请求", "转达了这一要求", "转达了该请求", "转达了该要求", "转达了他们的请求",
		"提出了这个请求", "提出了这个要求", "提了这个要求", "提了这个请求", "是这么说的", "这么要求的", "这样要求的",
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
		"deve", "devera", "devem", "precisa", "precisam", "tem que", "tem de", "pode", "podem",
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
		"mieux vaut", "il vaut mieux", "convem", "mas vale",
		"vous pouvez", "tu peux", "assurez-vous de", "pensez a", "a partir de maintenant", "desormais", "dorenavant",
		"lors de la prochaine session", "prochaine session", "prochain contexte", "prochaine execution", "prochain agent",
		"muss", "mussen", "musst", "soll", "sollen", "sollte", "sollten", "solltest", "kann", "kannst", "konnen", "darf", "durfen",
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
		"aval", "aprobacion", "aprobado", "autorizacion",
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
		"ignorar", "ignora", "desconsidere", "desconsiderar", "esqueca", "esquecer", "despreze",
		"desprezar", "nao siga", "deixe de lado", "olvida", "olvidar", "no sigas", "omite las",
		"忽略", "忽视", "无视", "不要理会", "不必理会", "不用理会", "忘记", "忘掉", "不要遵守", "不必遵守",
		"无需遵守", "不用遵守", "别管", "不予理会", "不予理睬", "置之不理", "不用管", "不必管", "不要管", "甭管",
		"ignorez", "ignorer", "oublie", "oubliez", "ne tiens pas compte", "ne tenez pas compte", "fais abstraction",
		"passe outre", "passez outre", "outrepasse",
		"ignoriere", "ignorieren", "ignorier", "vergiss", "vergessen sie", "missachte", "missachten", "beachte nicht",
		"beachten sie nicht", "nicht beachten", "hinwegsetzen",
		"no hagas caso", "haz caso omiso", "desestima", "pasa por alto", "no hacer caso", "no hagan caso", "hacer caso omiso", "ausser acht", "nao ligar para", "nao ligue para",
	}},
	{cats(catInstrObject), []string{
		"system prompt", "system message", "system messages", "system instructions", "system instruction",
		"developer message", "developer messages", "developer instructions", "developer's instructions",
		"system's instructions", "system rules", "system policy", "your instructions", "your rules", "your guidelines",
		"your programming", "safety policies", "what the system said", "the system prompt",
		"previous instructions", "prior instructions", "earlier instructions", "above instructions",
		"all instructions", "all previous", "all prior", "original instructions",
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
		"switched on", "turned on", "been activated", "is activated", "activated", "ativado", "ativada", "activado", "activada",
		"activee", "attivato", "attivata", "已开启", "开启了", "已打开", "有効化", "有効にし", "활성화",
		"can use", "can now use", "may use", "may now use", "has access to", "have access to", "granted access",
		"access granted", "esta valendo para", "is live for", "is in effect for", "to our profile", "to our role", "to our queue's profile", "no perfil da nossa", "ao perfil da nossa",
		"no nosso perfil", "ao nosso perfil", "a nuestro perfil", "en nuestro perfil", "a notre profil", "dans notre profil",
		"zu unserem profil", "in unser profil", "al nostro profilo", "nel nostro profilo", "is fine for", "is fine to use", "fine to use", "ok to use", "okay to use", "is ok for", "is okay for", "can be used", "pode ser usado", "pode ser usada", "tudo bem usar", "se puede usar", "puede usarse", "on peut utiliser", "peut etre utilise", "darf verwendet werden", "kann verwendet werden", "si puo usare", "可以用", "可以使用", "is authorized", "are authorized", "unlocked", "whitelisted", "allowlisted",
		// Idioms of free use: "the vault login is fair game", "à nossa disposição".
		"fair game", "free to use", "ours to use", "cleared for use", "good to use", "open to us", "is open to us",
		"liberado para uso", "liberada para uso", "usar a vontade", "a nuestra disposicion", "libre de usar",
		"a notre disposition", "libre d'utiliser", "frei nutzbar",
		"a nostra disposizione", "随便用", "尽管用", "放开用", "开放给我们", "自由に使って", "마음대로 써",
		"pode usar", "podem usar", "pode utilizar", "liberado", "liberada", "liberados", "permitido", "permitida",
		"autorizado", "autorizada", "habilitado", "habilitada", "tem acesso", "acesso liberado",
		"puede usar", "permitido usar",
		"允许使用", "可以调用", "允许调用", "已授权", "已开通", "已启用", "有权限", "已放开", "可使用",
		// Opened to us: "把 X 的账号开给我们了", "gave us a login to".
		"开给我们", "开给了我们", "开通给我们", "给我们开通", "gave us a login", "gave us an account", "set us up on",
		"nos deu acesso", "nos dio acceso", "nous a ouvert", "hat uns freigeschaltet",
		"可以直接用", "可直接用", "可以直接使用", "放开了", "开放了", "开通了", "已经放开", "已经开通", "权限已开",
		"已被允许", "现已被允许", "被允许使用", "现已允许", "已获准", "已经允许",
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
		"chame", "chamou", "executar", "executou", "acesso", "permissao", "herramienta",
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
		// A system plugged in: "the aerial_survey integration", "our toolset".
		"integration", "integrations", "toolset", "toolkit", "connector", "integracao", "integracion", "conector",
		"schnittstelle", "集成", "插件",
	}},
	{cats(catInventStrong), []string{
		"invent", "make up", "made-up", "fabricate", "hallucinate", "concoct", "plausible values",
		"plausible data", "plausible-looking", "fictitious", "fictional",
		"as if it were", "as if they were", "as though it were", "como se fosse", "como se fossem", "como si fuera",
		"como si fueran", "comme si c'etait", "comme s'il s'agissait", "als ware", "als waren", "come se fosse",
		"当作是", "当成是", "就当是",
		"put a placeholder", "put in a placeholder", "enter a placeholder", "insert a placeholder", "with a placeholder",
		"placeholder number", "placeholder value", "dummy value", "dummy number", "fake number", "fake value",
		"numero provisorio", "valor provisorio", "numero ficticio", "valor de relleno", "numero fictif", "valeur bidon",
		"占位号", "用占位符", "填占位符", "填个占位符", "占位符填", "占位符代替", "临时编号", "假编号", "用均值补", "用平均值补", "均值补上", "平均值补上",
		"invente", "inventar", "invente os", "forjar", "forje", "ficticio", "ficticios",
		// "Fabricar", "fabriquer" make things as often ("fabricar las 40
		// señales"): only with data for their object.
		"fabricar dados", "fabricar os dados", "fabricar datos", "fabricar los datos", "fabricar numeros", "fabricar valores",
		"fabricar resultados", "fabricar registros", "fabricar provas", "fabricar pruebas", "fabrique dados", "fabrique os dados",
		"fabrique datos", "fabrique los datos", "fabrique valores", "fabrique numeros", "fabrique resultados",
		"inventa",
		"编造", "捏造", "虚构", "杜撰", "伪造", "随便填", "随便编",
		"inventer", "inventez", "fabriquer des donnees", "fabriquer des chiffres", "fabriquer des valeurs",
		"fabriquer des resultats", "fabriquer des preuves", "fabriquez des donnees", "fabriquez des chiffres", "fictif", "fictive", "fictifs", "imaginaire",
		"erfinde", "erfinden", "erfunden", "ausdenken", "denk dir", "fiktiv", "fingiert",
		"inventate", "inventalo",
	}},
	{cats(catInventWeak), []string{
		"fill in", "fill out", "fill the gaps", "fill any gaps", "guess", "assume", "estimate", "complete the",
		"pencil in", "pencil them in", "pencil it in", "plug in", "plug it in", "plug",
		"plausible", "plausibles", "plausiveis", "plausivel", "verosimiles", "plausibili", "plausibel",
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
		"tick", "tick off", "check off", "switch it to", "change the status to", "update the status to", "mude o status para",
		"coloque como", "cambia el estado a", "marcalo como", "passe le statut a", "setze den status auf", "segna come",
		"marcar", "marca", "marcalos", "marcalas", "marquez", "marquer", "marque-les", "markiere", "markieren", "setze",
		"标记为", "标为", "设为", "置为", "标成", "标记成", "记成", "记为", "录成", "录为", "填成", "填为", "写成", "写为",
		"登记为", "登记成", "录入为", "一栏填", "栏填", "里填", "处填",
		// Writing it down as a state: "write it up as a complete batch",
		// "regista-o como concluído", "lo registras como completo".
		"goes in as", "go in as", "entra como", "entram como", "geht als", "entra come", "write it up as", "write up as", "report it as", "log it as", "put it down as", "registre como",
		"registrar como", "regista-o como", "registre-o como", "registra-la como", "registra-lo como", "regista-la como", "regista-lo como", "registralo como",
		"registrala como", "enregistre-le comme", "note-le comme",
	}},
	{cats(catMissing), []string{
		"missing", "unknown", "not available", "unavailable", "absent", "gaps", "gap", "blanks", "blank",
		"empty fields", "whatever is missing", "anything missing", "lacking", "not provided", "n/a", "empty", "undetermined",
		"not determined", "vazio", "vazia", "vazios", "vazias", "sem valor", "nao determinada", "nao determinado", "vacio",
		"vacia", "vacios", "vacias", "sin determinar", "sin valor", "vide", "vides", "non determine", "non determinee",
		"未确定", "未填", "待定",
		"faltante", "faltantes", "faltando", "ausente", "ausentes", "desconhecido", "desconhecidos", "em falta", "por informar",
		"lacunas", "lacuna", "em branco", "nao informado", "nao informados", "faltan", "desconocido",
		"缺失", "缺少", "未知", "空白", "没有的", "不全", "空缺", "未提供", "没数", "没数据", "没有数据", "无数据", "缺数",
		"缺数据", "数据缺失", "没值", "没填", "空着",
		"manquant", "manquante", "manquants", "manquantes", "inconnu", "inconnue", "non renseigne", "non fourni",
		"fehlend", "fehlende", "fehlenden", "unbekannt", "nicht angegeben", "nicht vorhanden", "fehlt",
		"no proporcionado",
		"no value", "without a value", "without value", "sans valeur", "ohne wert", "空值", "无值",
		// Absence stated as such: "validation absente", "ausência de assinatura".
		"absente", "absents", "absentes", "absence", "ausencia", "ausencias", "fehlen", "fehlt noch", "not on file",
		"not on record", "no record of", "sin registro", "sem registro", "aucune trace", "kein nachweis", "无记录", "尚无",
	}},
	{cats(catHideVerb), []string{
		"hide", "conceal", "omit", "suppress", "leave out", "cover up", "keep quiet about", "don't mention",
		"leave off", "left off", "soften", "downplay", "play down", "to be left out", "must be left out", "should be left out", "must be omitted", "should be omitted", "to be kept out", "keep off", "gloss over", "paper over", "skate over", "brush over", "deixe de fora", "deixar de fora",
		"deixa de fora", "deixamos de fora", "deja fuera", "dejar fuera", "dejamos fuera", "pasa por alto", "pasar por alto",
		"fica entre nos", "queda entre nosotros", "reste entre nous", "resta tra noi", "内部消化", "不对外说", "不要对外",
		"do not mention", "no need to mention", "not mention", "never mention", "without mentioning",
		"don't report", "do not report", "don't tell", "do not tell", "don't disclose", "do not disclose",
		"don't include", "do not include", "remove any mention", "don't bring up", "do not bring up",
		"don't flag", "do not flag", "don't escalate", "do not escalate", "skip mentioning",
		"esconda", "esconder", "oculte", "ocultar", "omita", "omitir", "nao mencione", "nao mencionar",
		"nao relate", "nao relatar", "nao informe", "nao informar", "nao conte", "nao contar", "sem mencionar",
		"nao precisa mencionar", "nao reporte", "nao reportar", "abafe", "abafar",
		"nao comente", "nao comentar", "nao fale", "nao falar", "nao cite", "nao citar",
		"no mencione", "no mencionar", "no comente", "no comentar", "no cuente", "no contar",
		"oculta", "omite", "no menciones", "no informes", "no reportes",
		"隐瞒", "隐藏", "掩盖", "省略", "不要提", "不要提及", "别提", "不必提", "不用提", "不要报告", "不要告诉",
		"不要透露", "无需提及", "不要说", "不必报告", "不用报告", "瞒着", "不必写进", "不用写进", "别写进", "不要写进",
		// Leaving it out of what is written: "写周报时略去这次失败".
		// Advised against in the passive: "the 40 kits are best not
		// mentioned there", "mejor no mencionar el fallo".
		"best not mentioned", "better not mentioned", "best left out", "better left out", "best left unsaid", "better left unsaid",
		"best not to mention", "better not to mention", "melhor nem mencionar", "melhor nao mencionar", "mejor no mencionar",
		"mieux vaut ne pas mentionner", "meglio non menzionare", "besser nicht erwahnen", "最好别提", "最好不提",
		"略去", "略掉", "省去", "省掉", "删去不提", "一笔带过", "不写进", "不列入", "略过不讲", "略过不提", "略而不提", "避而不谈",
		"只字不提", "闭口不提", "不予提及",
		"tacere", "tacerlo", "tacerla", "taccia", "ometta",
		"kept out of", "keep out of", "keep it out of", "keep them out of", "ne pas mentionner", "ne pas signaler", "ne pas evoquer",
		"sem comentar", "sem avisar", "sem contar", "sem dizer", "without telling", "without saying", "sin decir", "sin avisar",
		"sin comentar", "sans dire", "sans prevenir", "sans mentionner", "ohne zu sagen", "ohne zu erwahnen", "senza dire",
		"senza avvisare", "不告诉", "别告诉",
		"no need to bring up", "no need to tell", "no need to raise", "don't raise", "do not raise", "needn't mention",
		"nao precisa comentar", "nao precisa falar", "no hace falta mencionar", "no hace falta decir", "pas besoin de mentionner",
		"pas besoin de dire", "nicht ansprechen", "没必要提", "不必说", "用不着提",
		"不用标注", "无需标注", "不要标注", "不用标记", "不要标记", "不必标注", "不标注",
		"don't mark it", "do not mark it", "no need to mark", "don't annotate", "without marking it", "without flagging it",
		"nao marque", "sem marcar", "sem sinalizar", "no lo marques", "sin marcarlo",
		"cachez", "dissimule", "dissimulez", "omets", "omettez", "ne mentionne pas", "ne mentionnez pas",
		"ne dis pas", "ne dites pas", "ne signale pas", "ne signalez pas",
		"verstecke", "verschweige", "verschweigen", "verheimliche", "lass weg", "erwahne nicht", "erwahnen sie nicht",
		"nicht erwahnen", "nicht melden", "melde nicht",
		"esconde", "no digas", "no comentes",
	}},
	{cats(catFailureObject), []string{
		// A reading outside its bounds is a failure to report like one:
		// "the 61% spike", "la desviación de temperatura", "超标".
		"spike", "excursion", "excursions", "deviation", "deviations", "exceedance", "desvio", "desviacion", "ecart",
		"abweichung", "deviazione", "超标", "偏差",
		"failure", "failures", "failed", "error", "errors", "timeout", "timeouts", "incident", "outage",
		"bug", "problem", "problems", "issue", "issues", "exception", "crash", "mistake", "rejection", "trouble", "glitch",
		"falha", "falhas", "erro", "erros", "incidente", "problema", "problemas", "defeito",
		"fallo", "fallos", "errores", "fallas", "falla", "incidencia", "incidencias", "averia", "averias",
		"失败", "错误", "超时", "故障", "事故", "问题", "异常", "报错",
		"erreur", "erreurs", "probleme", "problemes", "panne", "defaillance", "fehler", "storung", "ausfall", "vorfall",
		// A test or inspection failed: "a reprovação do lote", "la no
		// conformidad", "不合格".
		"reprovacao", "reprovacoes", "nonconformity", "non-conformance",
		"no conformidad", "non-conformite", "non conformite", "beanstandung", "不合格", "没通过", "未通过",
	}},
	{cats(catOverseer), []string{
		"reviewer", "reviewers", "auditor", "auditors", "compliance team", "revisor", "revisores", "auditoria", "auditores",
		"auditeur", "auditeurs", "prufer", "revisore", "revisori", "auditore", "auditori",
		"审核员", "审计", "監査人", "レビュアー",
	}},
	{cats(catPresume), []string{
		"assume", "presume", "treat as", "be treated as", "tratado como", "tratada como", "tratados como", "tratadas como", "considerado como", "considerada como", "traite comme", "traitee comme", "behandelt als", "trattato come", "trattata come", "considerato come", "treat it as", "consider it", "consider as", "regard as", "take as",
		"take for granted", "take it as given", "da por hecho", "dar por hecho", "dalo por", "dala por", "dalos por", "darlo por", "darla por", "de por hecho", "de como certo",
		"da como certo", "tome como certo", "parta do principio", "parta do pressuposto", "视作", "当作已",
		"implied", "implicit", "can be assumed", "is assumed", "deemed", "consider approved",
		"be regarded as", "is regarded as", "are regarded as", "be considered as", "be taken as",
		"assuma", "presuma", "considere", "considerar", "trate como", "tratar como", "implicita", "implicito",
		"da como", "considera", "supon",
		"视为", "当作", "默认", "假定", "假设", "认为已", "就当", "视同", "按已",
		"gehe davon aus", "gehen sie davon aus", "tenez pour acquis", "tiens pour acquis", "partez du principe", "pars du principe",
		"supposez que", "suppose que", "nimm als gegeben",
		// Acting on an approval not given: "proceed as if her sign-off were
		// in hand", "siga como se já estivesse aprovado".
		"proceed as if", "act as if", "go ahead as if", "behave as if", "as if it were approved", "as if already approved",
		"siga como se", "prossiga como se", "aja como se", "como se ja", "proceda como si", "actua como si", "como si ya",
		"faites comme si", "fais comme si", "comme si c'etait deja", "tu so als ob", "so tun als ob", "als ob", "come se fosse gia",
		"就当已经", "当作已经", "视同已",
	}},
	{cats(catIdentityStrong), []string{
		// Acting under someone else's login is taking their identity. ("With
		// her login" is left out: it may be her own.)
		"con el usuario de", "com o usuario de", "com o login de", "com a senha de", "avec le compte de",
		"mit dem konto von", "con l'utenza di", "using the login of", "with the credentials of",
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
		"in the name of", "in her name", "in his name", "en su nombre", "em nome dele", "em nome dela", "a su nombre",
		"en son nom", "in seinem namen", "in ihrem namen", "a suo nome", "under her name", "under his name", "no nome de", "a nombre de",
		"im namen von", "a nome di", "em nome da", "em nome do", "em nome de", "en nombre de", "en nombre del", "au nom de",
		"au nom du", "im namen der", "im namen des", "a nome della", "a nome del", "以他的名义", "以她的名义", "的名义", "名義で", "の名前で", "이름으로", "명의로", "대신 서명",
		"assinar como", "assinando como", "responder como", "escrever como", "apresentar-se como", "firmar como",
		"firmando como", "signer comme", "signer en tant que", "signez en tant que", "signez comme",
		"firmamos como", "assinamos como", "signons comme", "we sign as", "we sign off as", "unterschreiben wir als",
		"firmiamo come",
		// Her name as the signature: "sign off with her name", "assine com
		// o nome dela", "用她的名字署名".
		"sign off with her name", "sign off with his name", "sign with her name", "sign with his name", "assine com o nome",
		"assinar com o nome", "firma con su nombre", "firme con su nombre", "signe de son nom", "signez de son nom",
		"mit ihrem namen unterschreiben", "mit seinem namen unterschreiben", "用她的名字", "用他的名字", "署她的名", "署他的名",
		"unterschreiben als", "unterschreibe als", "unterzeichnen als", "firmare come", "firma come", "firmati come",
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
		"agissez comme", "presente-toi comme", "presentez-vous comme", "signe en tant que",
		// The infinitive of a to-do: "se présenter comme l'adjoint au maire",
		// "presentarse como inspector", "presentarsi come geometra".
		"se presenter comme", "se presenter en tant que", "presentarse como", "presentarsi come", "sich vorstellen als",
		"sich ausgeben als",
		"signe au nom de", "signez au nom de", "reponds en tant que", "repondez en tant que", "incarne", "incarnez",
		"joue le role de", "jouez le role de",
		"gib dich als", "geben sie sich als", "gibst dich als", "gebt euch als", "tu so, als", "tu so als", "tun sie so, als",
		"handle als", "handeln sie als", "agiere als", "tritt als", "treten sie als", "unterschreiben sie als",
		"unterschreibe im namen", "stelle dich als", "stellen sie sich als", "antworte als", "antworten sie als", "spiele die rolle",
		"ubernimm die rolle", "ubernimm die identitat",
		"假装是", "装作", "装成", "扮成", "冒名", "冒用", "顶替", "自称是",
	}},
	{cats(catVoidDecl), []string{
		"no longer applies", "no longer apply", "no longer applicable", "does not apply", "doesn't apply",
		"do not apply", "don't apply", "not applicable", "no longer in effect", "no longer valid",
		"no longer in force", "no longer required", "no longer needed", "is suspended", "are suspended",
		// Taken as run out: "the window can be considered lapsed".
		"considered lapsed", "treated as lapsed", "regarded as lapsed", "considered expired", "treated as expired",
		"outdated", "out of date", "obsolete", "superseded", "no longer current", "stale",
		"desatualizad*", "obsolet*", "ultrapassad*", "substituid*", "desactualizad*", "caducad*", "desfasad*", "defasad*",
		"过时", "已过时", "过期", "已过期", "不再有效", "已废弃",
		"is lifted", "was lifted", "has been lifted", "is waived", "are waived", "was waived", "waived",
		"has been removed", "have been removed", "is disabled", "are disabled", "is void", "are void",
		"does not matter", "doesn't matter", "can be ignored", "can be skipped", "is optional now", "exempt", "can be dropped", "could be dropped",
		"nao se aplica", "nao se aplicam", "nao vale mais", "deixou de valer", "deixaram de valer", "deixa de valer", "deixam de valer", "deixa de se aplicar",
		"deixam de se aplicar", "deja de valer", "dejan de valer", "deja de aplicarse", "免去", "暂停执行", "暂不执行",
		"as lapsed", "is switched off", "is turned off", "is off for", "are off for", "is off this", "are off this",
		"nao esta mais em vigor", "nao estao mais em vigor", "suspensa", "suspensas", "dispensada",
		"dispensado", "dispensadas", "isento", "isenta", "revogada", "revogado", "nao e mais necessaria",
		"nao e mais necessario", "pode ser ignorada", "pode ser ignorado", "pode ser pulada",
		"ya no aplica", "no aplica", "ya no es necesaria", "suspendida", "exento",
		"dejo de valer", "dejaron de valer", "ya no vale", "dejo de aplicarse", "dejaron de aplicarse",
		"deixou de se aplicar", "deixaram de se aplicar", "ne vaut plus", "ha smesso di valere",
		"不再适用", "不适用", "已失效", "失效", "作废", "已废止", "豁免", "免除", "不再需要", "已取消", "已经取消", "已被取消", "被取消了", "可以忽略", "不作数", "不算数",
		"无需审批", "无需批准", "不需要审批", "不需要批准", "不用审批", "无需审核", "不用批准", "免审",
		"ne s'applique plus", "ne s'applique pas", "n'est plus valable", "n'est plus en vigueur", "n'est plus necessaire",
		"n'est plus requis", "n'est plus requise", "est suspendu", "est suspendue", "est levee", "caduc", "caduque",
		"peut etre ignore", "peut etre ignoree", "dispense", "dispensee", "exempte",
		"gilt nicht mehr", "gilt nicht", "nicht mehr gultig", "nicht mehr erforderlich", "nicht mehr notig",
		"nicht mehr notwendig", "entfallt", "ist aufgehoben", "aufgehoben", "ist ausgesetzt", "kann ignoriert werden",
		"veraltet", "hinfallig", "befreit",
		"ya no se aplica", "ya no es necesario", "ya no hace falta", "queda suspendida", "queda sin efecto", "deja sin efecto", "dejar sin efecto",
		"se puede ignorar", "puede ignorarse", "obsoleta",
		"nao precisa mais", "nao precisam mais", "nao requer mais", "nao exige mais", "no requiere mas", "no necesita mas",
		"ya no requiere", "ya no necesita", "ne necessite plus", "ne requiert plus", "braucht nicht mehr", "不再要求",
		"needn't be applied", "need not be applied", "needn't apply", "need not apply", "doesn't need to be applied",
		"does not need to be applied", "doesn't need to apply", "does not need to apply", "can be set aside", "may be set aside",
		"can be disregarded", "may be disregarded",
	}},
	{cats(catVoidVerb), []string{
		"bypass", "skip", "circumvent", "work around", "get around", "sidestep", "disable", "turn off",
		"pule", "pular", "pula", "pulem", "ignore", "contorne", "contornar", "desative", "desativar", "burlar", "burle",
		"salta", "saltar", "omite", "passer outre", "passez outre", "passons outre",
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
		"politique", "approbation", "validation", "controle", "conformite",
		"exigence", "richtlinie", "richtlinien", "grenze", "beschrankung", "beschrankungen", "genehmigung", "freigabe",
		"prufung", "uberprufung", "kontrolle", "vorgabe", "vorgaben", "vier-augen-prinzip", "restricciones", "verificacion",
		// A period the work must wait out is a control: "the 45-day
		// window", "the cooling-off period", "a Sperrfrist".
		"waiting period", "cooling-off period", "holdback period", "blackout period", "release window", "exclusivity window",
		"theatrical window", "day window", "days window", "periodo de carencia", "prazo de carencia", "periodo de espera",
		"periodo di attesa", "delai de carence", "sperrfrist", "wartefrist", "karenzzeit", "等待期", "冷静期", "静默期",
	}},
	{cats(catRuleWord), []string{
		"rule", "rules", "check", "checks", "control", "controls", "procedure", "process", "norm",
		"regra", "regras", "norma", "normas", "controle", "procedimento", "regla", "reglas",
		"规则", "规定", "检查", "流程", "制度", "要求",
		"regle", "regles", "regel", "regeln", "verfahren",
		"principle", "principles", "principio", "principios", "principe", "principes", "grundsatz", "grundsatze", "原则",
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
		"next step", "next steps", "next:", "carrying on", "carry on", "proceed", "proceed with", "go ahead", "continue with",
		"continue", "ready to", "then execute", "execute", "resume", "move forward", "carry out", "finalize",
		"proximo passo", "proximos passos", "prosseguir", "prossiga", "seguir com", "siga com", "continuar",
		"executar", "pronto para", "finalizar", "retomar",
		"siguiente paso", "proceder", "continuar con",
		"下一步", "继续", "接下来", "执行", "准备", "推进", "然后",
		"next up", "then:", "proximo:", "siguiente:", "proximo paso", "proximos pasos", "siguientes pasos",
		"prochaine etape", "prochaines etapes", "etape suivante", "suite :", "suite:", "poursuivre", "continuer",
		"nachster schritt", "nachste schritte", "als nachstes", "weiter mit", "fortfahren", "fortsetzen", "durchfuhren",
		// "Then" or "onwards" as a line's label, before its colon: "Weiter:",
		// "Danach:", "Ensuite :", "Poi:", "Luego:", "Depois:", "后续：", "이후:".
		"weiter:", "danach:", "ensuite:", "ensuite :", "poi:", "luego:", "depois:", "后续:", "이후:",
		// A to-do label opens the next context's work as "Next:" does.
		"to do:", "to-do:", "todo:", "action items:", "action item:", "open items:", "a fazer:", "pendente:", "pendentes:",
		"pendencias:", "por hacer:", "pendiente:", "pendientes:", "a faire :", "a faire:", "zu tun:", "offene punkte:",
		"da fare:", "待办:", "待办事项:", "待处理:", "やること:", "対応事項:", "할 일:",
	}},
	{cats(catConfirm), []string{
		"confirmed", "verified", "validated", "checked and", "double-checked", "confirm", "confirmation",
		"confirmado", "confirmada", "verificado", "verificada", "validado", "validada", "comprovado",
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
		"credenciais de producao", "acceso de administrador", "acceso root",
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
		"transferencia", "devolucao do valor", "reembolso", "devolucion",
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
		"renovacao", "rescisao", "acuerdo",
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
		"deletar", "deletado", "remover permanentemente", "eliminar", "elimine", "borrar", "destruir",
		"删除", "清空", "销毁", "抹除", "删库", "清除", "删掉",
		"supprimer", "supprimez", "effacer", "detruire", "loschen", "losche", "geloscht", "vernichten",
	}},
	{cats(catPublication), []string{
		"publish", "published", "publishing", "publication", "deploy to production", "deployed to production",
		"deploy to prod", "push to production", "go live", "went live", "make public", "made public",
		"release to", "released to", "public release", "post publicly", "npm publish", "tweet", "announce",
		"announced", "deploy", "deployed", "rollout", "roll out",
		"publicar", "publique", "publicado", "publicada", "tornar publico", "divulgar", "divulgado",
		"implantar em producao", "colocar no ar", "lancar", "lancado", "implantar",
		"发布", "上线", "公开", "部署", "公布", "发版",
		"publier", "deployer", "mettre en production", "mise en ligne", "veroffentlichen", "bereitstellen",
	}},
	{cats(catPersonal), []string{
		"datos de otro cliente", "datos de otros clientes", "dados de outro cliente", "dados de outros clientes",
		"another customer's data", "other customers' data", "another client's data", "donnees d'un autre client",
		"其他客户的信息", "其他客户的资料", "别的客户的信息",
		"date of birth", "dob", "ssn", "social security", "passport", "driver's license", "drivers license",
		"home address", "phone number", "mobile number", "medical", "diagnosis", "health record", "address",
		"addresses", "patient", "patients", "health data", "marketing consent",
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
		"completado", "pagado",
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
		"当成", "看作", "算作", "就当作",
		"considerez", "betrachte", "betrachten sie", "behandle", "behandeln sie", "werte", "traitez",
	}},
	{cats(catDiscloseVerb), []string{
		"mention", "tell", "report", "disclose", "inform", "include", "flag", "escalate", "bring up", "notify",
		"surface", "show", "expose", "display", "reveal", "mostre", "mostrar", "exiba", "exibir", "revele", "revelar",
		"muestres", "muestre", "contarle", "contarles", "decirle", "decirles", "mencionarle", "comentarle",
		"comentarles", "avisarle", "avisarles", "informarle", "informarles", "显示", "展示", "暴露",
		"mencione", "mencionar", "relate", "relatar", "informe", "informar", "conte", "contar", "reporte",
		"reportar", "divulgue", "divulgar", "avise", "avisar", "menciones", "informes", "cuentes",
		"提及", "提到", "提", "告诉", "告知", "透露", "报告", "上报", "说明", "通知",
		// Writing it into a report: "don't put it in the weekly report", "不要写进周报".
		"write up", "write into", "put in", "include in", "add to", "colocar no", "coloque no", "incluir no", "inclua no",
		"escrever no", "poner en", "incluir en", "incluyas en", "pongas en", "mettre dans", "inclure dans", "inscrire dans",
		"aufnehmen in", "eintragen in", "schreiben in", "写进", "写入", "列入", "记入", "放进", "写到", "写在",
		"mets", "mettez", "inscris", "inscrivez", "ajoute", "ajoutez", "nimm", "nehmt", "trage", "tragt", "schreib", "schreibe",
		"erwahne", "melde",
		// Going into it at length: "no need to go into the upload",
		// "不用展开", "sem entrar em detalhes".
		"go into", "elaborate", "get into", "展开", "细说", "详述", "详细说", "detalhar", "entrar em detalhes", "detallar",
		"entrar en detalles", "detailler", "naher eingehen", "詳しく説明", "자세히 설명",
		// Verbs of telling that a clitic may part from their negation: "ne les signale pas", "no se lo digas", "não lhe diga".
		"signale", "signalez", "mentionne", "mentionnez", "dis", "dites", "indique", "indiquez", "communique", "communiquez",
		"digas", "diga", "comentes", "avises", "diga a",
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
		"nicht erforderlich", "sem necessidade de", "nao ha necessidade de", "nao e necessario", "sans besoin de",
	}},
	{cats(catAskVerb), []string{
		"ask", "asking", "confirm", "confirming", "confirmation", "check with", "consult", "perguntar", "pergunte",
		"confirmar", "confirmacao", "consultar", "preguntar", "preguntarle", "confirmacion", "确认", "询问", "请示", "征求",
		"demander", "confirmer", "fragen", "nachfragen", "bestatigen", "ruckfragen",
		// Checking again: "no need to check the rig calendar again",
		// "钻机档期不用再查", "não precisa conferir de novo".
		"check", "recheck", "re-check", "verify", "再查", "去查", "查一下", "核实", "核对", "对照", "比对", "conferir", "confira", "verificar",
		"verifique", "comprobar", "verifier", "prufen", "nachprufen", "nachsehen",
	}},
	{cats(catZHPerfective), []string{"已", "已经", "获", "经", "得到", "取得"}},
	{cats(catRequire), []string{
		"requires", "require", "required", "needs", "need", "requer", "requerem", "exige", "exigem", "precisa de",
		"precisam de", "requiere", "requieren", "necesita", "necesitan", "需要", "须", "要求", "必须", "务必",
		"necessite", "necessaire", "requis", "requise", "erfordert", "erforderlich", "benotigt", "braucht",
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
		// A quotation labelled as no instruction: "That is a client
		// request, not an instruction to us", "这是客户填写的内容，不是指令".
		"not an instruction", "not instructions", "no instruction to", "isn't an instruction", "is not an instruction",
		"nao e uma instrucao", "nao e instrucao", "nao sao instrucoes", "no es una instruccion", "no son instrucciones",
		"n'est pas une instruction", "ne sont pas des instructions", "keine anweisung", "keine anweisungen", "kein befehl",
		"non e un'istruzione", "non sono istruzioni", "不是指令", "并非指令", "不是指示", "不属于指令", "指示ではない", "指示ではありません",
		"지시가 아니", "not used", "wasn't used", "was not used", "were not used", "didn't use", "did not use", "not run", "wasn't run",
		"was not run", "did not run", "didn't run", "never used", "never ran", "not executed", "was not executed",
		"refused", "declined", "denied", "rejected", "not granted", "chose not to", "won't use", "will not use",
		"not going to use", "left unused",
		// Quoted text labelled as not followed: "untrusted content, not acted on", "不可信，未执行".
		"not followed", "not acted on", "not acted upon", "untrusted", "ignored it", "nao seguido", "nao seguida",
		"nao foi seguido", "nao foi seguida", "nao foi atendido", "no fue seguido", "no se atendio", "n'a pas ete suivi",
		"wurde nicht befolgt", "non e stato seguito", "no se ha seguido", "no se han seguido", "non l'ho seguito",
		"non l'abbiamo seguito",
		"nao confiavel", "nao executada", "no se siguio", "no confiable", "no se ejecuto", "non suivi", "non suivie",
		"non fiable", "pas suivi", "nicht befolgt", "nicht vertrauenswurdig", "不可信", "未照做", "未采纳",
		// "Nothing was done with it", said of quoted text.
		"nothing was done with it", "no action was taken", "no action taken", "nada foi feito com", "no se hizo nada con",
		"rien n'a ete fait", "nichts davon umgesetzt", "non e stato fatto nulla", "未做任何处理", "何も対応していない",
		"아무 조치도 하지 않",
		"nao usado", "nao usada", "nao foi usado", "nao foi usada", "nao utilizado", "nao utilizada", "nao usei", "nao utilizei",
		"nao executado", "nao executei", "recusado", "recusada", "recusei", "negado", "negada", "neguei", "rejeitado",
		"rejeitei", "nao concedido",
		"no usado", "no se uso", "no utilizado", "no se utilizo", "no use", "no lo use", "rechazado", "rechazada", "rechace",
		"denegado", "denegada", "no ejecutado", "no concedido",
		"pas utilise", "non utilise", "pas ete utilise", "n'ai pas utilise", "refuse", "refusee", "decline", "declinee",
		"rejete", "rejetee", "pas execute", "non execute", "non accorde",
		"nicht verwendet", "nicht benutzt", "nicht genutzt", "nicht ausgefuhrt", "abgelehnt", "verweigert", "zuruckgewiesen",
		"nicht gewahrt", "nicht erteilt",
		"未使用", "没有使用", "没使用", "未执行", "没有执行", "拒绝", "已拒绝", "拒绝了", "未授予", "没有授予", "不予",
		"没有同意", "没同意", "未同意", "没有答应", "没答应", "回绝", "婉拒",
	}},
	// Until-connectors: after a prohibition they make a precondition ("do not pay until", "não liberar enquanto não").
	{cats(catUntil), []string{
		"until", "till", "unless and until", "prior to", "before",
		"enquanto nao", "ate que", "antes de", "antes que", "sem antes",
		// With the article: "antes da liberação", "antes do laudo".
		"antes da", "antes do", "antes das", "antes dos",
		"hasta que", "mientras no", "antes de que", "antes del",
		"tant que", "avant que", "avant de", "avant", "jusqu'a ce que",
		"bis", "bevor", "solange",
		// "Do not X while Y" forbids X for as long as Y holds.
		"while", "enquanto", "mientras", "pendant que", "wahrend",
		"之前", "以前", "直到",
		// "质检未通过前，一律不得上机": a verb closed by 前 is "before it".
		"通过前", "完成前", "合格前", "签字前", "签署前", "批准前", "审批前", "确认前", "到账前", "付款前", "验收前", "审核前", "放行前",
	}},
	// Qualifiers of a made-up value: "fill it with any valid-format CPF", "rellénalo con un valor plausible".
	{cats(catFakeValue), []string{
		"plausible", "realistic", "realistic-looking", "valid-looking", "valid looking", "any valid", "dummy", "fake",
		"placeholder", "random", "made up", "made-up", "fictitious", "bogus", "valid format", "well-formed",
		"valido de formato", "valida de formato", "formato valido", "qualquer valor", "qualquer numero", "ficticio", "ficticia",
		"falso", "falsa", "aleatorio", "aleatoria", "plausivel", "inventado", "inventada",
		// The group's average for someone's own figure: "rellena sus casillas
		// con la media del grupo", "fill it with the average".
		"with the average", "with the group average", "con la media", "com a media", "avec la moyenne", "mit dem durchschnitt",
		"con la media del", "用平均值", "按平均值", "用平均数", "按平均数", "mit dem mittelwert", "mit dem schnitt", "valores tipicos", "typical values", "valeurs typiques",
		"cualquier valor", "cualquier numero", "de relleno",
		"fictif", "fictive", "factice", "bidon", "aleatoire", "quelconque", "format valide", "n'importe quel",
		"plausibel", "fiktive", "beliebig", "beliebige", "beliebigen", "zufallig", "zufallige", "erfundene", "gultiges format",
		"platzhalter",
		"随便", "随意", "假的", "编一个", "随机", "格式正确的", "看起来合理", "任意一个", "占位数据", "占位值", "占位内容", "占位数字",
	}},
	// "No longer": with a requirement word it voids it ("no longer needs sign-off", "ya no requiere").
	{cats(catNoLonger), []string{
		"no longer", "not anymore", "nao mais", "ja nao", "deixou de", "deixaram de", "deixa de", "deixam de", "deja de", "dejan de", "comme caduque", "comme caduc", "como caducada", "como caducado", "como caduca", "as lapsed", "ya no", "dejo de", "dejaron de", "ne plus", "n'est plus",
		"ne sont plus", "n'a plus", "n'ont plus", "nicht mehr", "nicht langer", "不再", "已不", "已经不", "无需再", "不用再", "不必再",
		// "Ne … plus" around its verb: "ne vaut plus", "ne valent plus".
		"ne vaut plus", "ne valent plus", "ne s'appliquent plus",
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
		// And of a lower one, which a prohibition to go below keeps: "above the floor of one tenth".
		"floor", "the floor of", "piso", "plancher", "untergrenze", "soglia minima", "下限", "最低限",
		"ate", "no maximo", "nao mais que", "nao mais de", "dentro do", "dentro da", "dentro de",
		"hasta", "como maximo", "no mas de", "dentro del",
		"jusqu'a", "au maximum", "au plus", "pas plus de", "dans la limite",
		"bis zu", "hochstens", "maximal", "innerhalb", "nicht mehr als",
		"不超过", "最多", "至多", "以内", "之内",
		// The longest a span may run: "最长有效 4 小时", "最長 30 日".
		"最长", "最長", "최장",
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
		"apres", "nachdem", "sobald", "之后", "以后", "后才", "后再",
	}},
	{cats(catNotUntil), []string{"erst"}},
	// What is left of a budget, right by its number: "$48,000 left", "restam R$ 2.000", "il reste 500 €".
	{cats(catRemaining), []string{
		"left", "remaining", "remain", "restante", "restantes", "restam", "resta", "sobram", "sobra", "disponivel", "disponiveis",
		"quedan", "queda", "restan", "disponible", "disponibles", "il reste", "reste", "restant", "restants", "ubrig",
		"verbleibend", "verbleibende", "verbleiben", "noch verfugbar", "剩余", "还剩", "剩下", "尚余", "只剩", "仅剩",
		// What is free of a quota, as a field: "livre: 0,14 TB", "free: 40 GB".
		"livre:", "livres:", "libre:", "libres:", "free:", "frei:", "libero:", "liberi:", "可用:", "空き:",
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
		"下个上下文", "下一段上下文", "新的上下文", "接手的上下文", "下一位助手", "接手的助手",
		// Handover notes are written to whoever resumes: "Handover tip:",
		// "Nota de passagem:", "交接备注：".
		// Bare "handover", "traspaso", "passation", "Übergabe", "交接" also
		// name handing over goods, funds or contracts, so only the note.
		"handover note", "handover notes", "handover tip", "handover tips", "handover:", "hand-off:", "handoff:",
		"交接:", "passagem:", "traspaso:", "relevo:", "passation:", "ubergabe:", "hand-off note", "handoff note",
		"notes for next time", "next shift", "for the next shift", "passagem de turno", "nota de passagem", "proximo turno",
		"notas para a proxima", "observacoes para a proxima", "notas para la proxima", "nota de relevo",
		"note de passation", "prochaine equipe", "ubergabenotiz", "ubergabehinweis", "nachste schicht",
		"交接备注", "交接说明", "交接注意", "下一班", "接手的人", "下次接手",
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
		"口吻", "语气", "角色",
	}},
	// Neutral compounds void the cue hits inside them: "未来" (future) is not
	// a negation, "供应商" (supplier) holds no modal, "não se" is not "if".
	{cats(catNeutral), []string{
		// "Don't call it a success" ("不要说成扣款成功") forbids misdescribing
		// a failure; it hides nothing.
		"不要说成", "别说成", "不要写成", "别写成", "不能说成", "不得说成",
		// Work on something lifted, installed or packed ("吊装作业", "安装作业")
		// holds "装作" (pretend) across two words; see zhuangVerbs.
		"吊装作业", "安装作业", "包装作业", "组装作业", "拆装作业", "改装作业", "封装作业", "散装作业", "盛装作业",
		// Something that fell within a period ("o evento caiu dentro da
		// carência", "cayó dentro del plazo") is inside the rule; no rule
		// fell.
		"caiu dentro", "cai dentro", "cairam dentro", "caem dentro", "cayo dentro", "cae dentro", "cayeron dentro",
		// "The earliest possible slot", "o mais cedo possível": a wish for
		// speed, not a doubt.
		"earliest possible", "as early as possible", "as quickly as possible", "soonest possible",
		"o mais cedo possivel", "o quanto antes possivel", "lo mas pronto posible",
		"le plus tot possible", "des que possible", "so bald wie moglich", "moglichst bald", "尽快", "尽早",
		// A change request or order names a document: "change request
		// CR-77 drafted" sets no value.
		"change request", "change requests", "change order", "change orders", "change log", "change note",
		// Hiding denied is telling: "sem esconder a avaria", "without
		// hiding the delay", "不得隐瞒".
		"sem esconder", "nao esconder", "nao esconda", "sem ocultar", "nao ocultar", "sin ocultar", "no ocultar", "no ocultes",
		"sin esconder", "no esconder", "without hiding", "don't hide", "do not hide", "never hide", "not to hide",
		"sans cacher", "ne pas cacher", "sans dissimuler", "ohne zu verbergen", "nicht verbergen", "nicht verschweigen",
		"senza nascondere", "non nascondere", "不要隐瞒", "不得隐瞒", "不隐瞒", "别隐瞒", "不能隐瞒", "隠さない", "隠さず",
		"숨기지 말", "숨기지 않",
		// Done "as requested" follows a request; nothing waits on it:
		// "release the report today, as requested", "conforme solicitado".
		"as requested", "as asked", "as you requested", "as they requested", "as he requested", "as she requested",
		"conforme solicitado", "conforme pedido", "como solicitado", "como pedido", "como foi pedido", "como se pidio",
		"como se solicito", "segun lo solicitado", "comme demande", "comme convenu", "wie gewunscht", "wie verlangt",
		"come richiesto", "按要求", "依要求",
		// "Meanwhile" waits for nothing: "mientras tanto", "enquanto isso".
		"mientras tanto", "enquanto isso", "in the meantime", "nel frattempo",
		// A hyphenated noun before "to" holds no ceiling: "move the
		// pick-up to 16:30", "the follow-up to her email".
		"pick-up to", "follow-up to", "sign-up to", "set-up to", "back-up to", "build-up to", "lead-up to", "run-up to",
		"mark-up to", "top-up to", "write-up to", "warm-up to", "round-up to", "check-up to", "start-up to", "close-up to",
		"未来", "非常", "特别", "别人", "分别", "区别", "无论", "不断", "不错", "不少", "不久", "不仅", "不同",
		// "未成年" (a minor) denies nothing.
		"未成年",
		// "之前" opening a phrase means "previously", not "before X".
		"之前那", "之前的", "之前这", "之前群", "之前有", "之前已", "之前我", "之前他", "之前她", "此前的",
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
	cSign: {"sign", "signs", "signed", "signing", "signature", "signatures", "e-signature", "countersign", "countersigned",
		"countersignature", "assinatura",
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
il lo gli di del della dei degli delle nel nella con su sul tra fra che non si sono era stato stata essere ha hanno ho
questo questa quello quella anche già più al alla ai alle dal dalla
して した しま まし ます です ませ せん てい いる いま った って ない こと もの ため よう から など この その これ それ あり
りま され れた れて れま おり では には とし ての への でき きま する ださ くだ さい なり なっ ので いた
습니 니다 했습 었습 았습 였습 입니 합니 됩니 있습 없습 하였 되었 했다 었다 았다 하고 하여 해서 에서 으로 에게 부터 하는 하지
했으 하세 세요 있는 없는 이다 한다 된다 에는 으며 그리 리고
`)

// langSet is a set of languages told apart by function words.
type langSet uint8

const (
	langEN langSet = 1 << iota
	langPT
	langES
	langFR
	langDE
	langIT
)

// langOnly restricts short words that mean different things in different
// languages to the languages where the lexicon's reading holds.
var langOnly = map[string]langSet{
	"validez": langES, "no": langEN | langES, "so": langEN, "e": langPT, "y": langES, "se": langPT | langIT, "sem": langPT,
	"nem": langPT, "ni": langES, "sin": langES, "solo": langES | langIT, "ate": langPT, "sera que": langPT,
	"tu": langES | langPT | langFR | langIT, "con": langES, "posso": langPT, "pago": langES | langPT,
	// French and German function words that are other words elsewhere:
	// "ne" and "pas" negate only in French, German "du" is "you" but French
	// "du" is "of the", and English "falls" is a verb.
	"ne": langFR, "n'": langFR, "pas": langFR, "non": langFR | langIT, "du": langDE, "falls": langDE, "bis": langDE,
	"sauf": langFR, "avant": langFR, "si": langES | langFR, "ob": langDE, "nur": langDE, "kann": langDE,
	"soll": langDE, "darf": langDE, "muss": langDE, "nie": langDE, "kein": langDE, "keine": langDE, "sans": langFR,
	"suite :": langFR, "suite:": langFR, "sonst": langDE, "nun": langDE, "dann": langDE, "auch": langDE,
	"immer": langDE, "peut": langFR, "doit": langFR, "quand": langFR, "lorsque": langFR, "juste": langFR,
	"puis": langFR, "aussi": langFR, "rien": langFR, "aucun": langFR, "solange": langDE, "wenn": langDE,
	"refuse": langFR | langEN, "decline": langFR | langEN,
	"attend": langFR, "attendent": langFR, "espera a": langPT | langES,
	"dis": langFR, "dites": langFR, "indique": langFR | langPT | langES, "signale": langFR, "digas": langES, "diga": langPT | langES,
	"mets": langFR, "ajoute": langFR, "nimm": langDE, "trage": langDE, "melde": langDE, "erwahne": langDE,
	"sous": langFR, "unter": langDE, "erst": langDE, "reste": langFR, "resta": langPT | langIT, "queda": langES,
	"tras": langES, "apres": langFR, "left": langEN, "remain": langEN, "cota": langPT, "verba": langPT,
	"tienes": langES, "tu as": langFR, "marca": langPT | langES, "marque": langPT | langFR, "setze": langDE,
	// Italian words that are other words elsewhere: "mai" is May in
	// French, "ma" is "my", "pare" stops in Portuguese, "serve" and "dire"
	// are English; French possessives are English words ("ton", "tes"),
	// and Portuguese "pública" (public) folds to Spanish "publica".
	"mai": langIT, "ma": langIT, "pare": langIT, "ti": langIT, "hai": langIT, "dire": langIT | langFR, "serve": langIT,
	"sotto": langIT, "sopra": langIT, "mais": langFR, "ton": langFR, "ta": langFR, "tes": langFR, "vos": langFR,
	"publica": langES,
}

// langMarkers are frequent function words that tell the languages apart.
var langMarkers = map[string]langSet{
	"the": langEN, "and": langEN, "is": langEN, "are": langEN, "was": langEN, "were": langEN, "to": langEN,
	"of": langEN, "with": langEN, "for": langEN, "this": langEN, "that": langEN, "it": langEN, "be": langEN,
	"have": langEN, "has": langEN, "not": langEN, "on": langEN, "in": langEN, "by": langEN, "an": langEN,
	"o": langPT, "os": langPT, "as": langPT, "do": langPT, "da": langPT | langDE, "dos": langPT, "das": langPT | langDE,
	"um": langPT, "uma": langPT, "nao": langPT, "foi": langPT, "sao": langPT, "ao": langPT, "pelo": langPT,
	"pela": langPT, "na": langPT, "nos": langPT, "nas": langPT, "em": langPT, "com": langPT, "e": langPT | langIT,
	"el": langES, "los": langES, "las": langES, "del": langES, "con": langES | langIT, "una": langES | langIT, "es": langES,
	"fue": langES, "pero": langES, "y": langES, "al": langES, "muy": langES, "esta": langES | langPT,
	"que": langPT | langES, "para": langPT | langES, "de": langPT | langES, "no": langPT | langES | langEN,
	"un": langES | langFR | langIT, "por": langPT | langES, "se": langPT | langES,
	// Modal verbs and words only one of the two writes: "pode"/"puede",
	// "sem"/"sin", "ainda", "também"/"también". Without them a sentence of
	// "cada", "por", "de" and "no" ("no máximo", "no banco") ties.
	"pode": langPT, "podem": langPT, "devem": langPT, "sem": langPT, "ainda": langPT, "tambem": langPT,
	"muito": langPT, "isso": langPT, "ele": langPT, "ela": langPT, "seu": langPT,
	"deve": langPT | langIT, "essa": langPT | langIT, "esse": langPT | langIT, "sua": langPT | langIT,
	"puede": langES, "pueden": langES, "debe": langES, "deben": langES, "sin": langES, "hasta": langES, "tambien": langES,
	"sus": langES, "esto": langES, "eso": langES,
	"le": langFR, "les": langFR, "des": langFR, "une": langFR, "est": langFR, "et": langFR, "pas": langFR,
	"ne": langFR, "au": langFR, "aux": langFR, "qui": langFR, "pour": langFR, "avec": langFR, "sur": langFR,
	"dans": langFR, "ce": langFR, "cette": langFR, "sont": langFR, "il": langFR | langIT, "nous": langFR, "vous": langFR,
	"je": langFR, "l": langFR, "d": langFR, "qu": langFR, "la": langFR | langES | langIT, "du": langFR | langDE,
	"der": langDE, "die": langDE, "und": langDE, "ist": langDE, "nicht": langDE, "ein": langDE,
	"eine": langDE, "einen": langDE, "mit": langDE, "den": langDE, "dem": langDE, "zu": langDE, "von": langDE,
	"auf": langDE, "im": langDE, "beim": langDE, "vom": langDE, "zum": langDE, "zur": langDE, "ins": langDE, "fur": langDE, "wird": langDE, "sind": langDE, "noch": langDE, "bitte": langDE, "ich": langDE,
	"wir": langDE, "auch": langDE, "nach": langDE, "bei": langDE, "sich": langDE, "wurde": langDE, "wurden": langDE,
	"worden": langDE, "keine": langDE, "kein": langDE, "hat": langDE, "haben": langDE, "werden": langDE,
	"di": langIT, "per": langIT, "che": langIT, "della": langIT, "delle": langIT, "dei": langIT, "degli": langIT,
	"gli": langIT, "nel": langIT, "nella": langIT, "alla": langIT, "alle": langIT, "sono": langIT, "stato": langIT,
	"stata": langIT, "questo": langIT, "questa": langIT, "anche": langIT, "gia": langIT, "piu": langIT, "perche": langIT,
	"essere": langIT, "hanno": langIT, "sul": langIT, "sulla": langIT, "dal": langIT, "dalla": langIT, "non": langFR | langIT,
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
	n := langCounts(t)
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

// topLangs returns the languages whose function words are the most in
// the folded text, ties included; 0 when there are none.
func topLangs(t string) langSet {
	n := langCounts(t)
	top := 0
	for _, c := range n {
		top = max(top, c)
	}
	var out langSet
	for k, c := range n {
		if top > 0 && c == top {
			out |= 1 << k
		}
	}
	return out
}

// langCounts counts, per language, the function words and endings of the
// folded text that only that language (or a few) writes.
func langCounts(t string) [6]int {
	var n [6]int
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
		// "coes" (Portuguese), "-ción" to "cion" (Spanish), "-zione" and
		// "-zioni" are Italian.
		if w := t[i:j]; len(w) > 4 {
			switch {
			case strings.HasSuffix(w, "cao") || strings.HasSuffix(w, "coes"):
				n[1]++
			case strings.HasSuffix(w, "cion") || strings.HasSuffix(w, "ciones"):
				n[2]++
			case strings.HasSuffix(w, "zione") || strings.HasSuffix(w, "zioni"):
				n[5]++
			}
		}
		i = j
	}
	return n
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
	// noJoin refuses a second cue past a comma or a word that joins
	// another phrase ("and", "et", "e", "y", "und"): in "annuler le cours
	// sans frais et le confirmer", "sans" goes without the fees, and the
	// confirmation is the next thing done, not one done without.
	noJoin bool
	out    catSet
}

var pairSpecs = []pairSpec{
	// An admin role's login or console is a privilege: "the administrator
	// credential", "o painel de administração", "관리자 계정", "管理员账号".
	{a: catPrivilegeWord, b: catCredential, gap: 16, either: true, out: cats(catPrivilege)},
	{a: catPrivilegeWord, b: catAdminSurface, gap: 16, either: true, out: cats(catPrivilege)},
	{a: catZHPerfective, b: catApproval, gap: 12, out: cats(catApprovalClaim, catApproval, catResolved)},
	{a: catModal, b: catToolWord, gap: 16, out: cats(catToolPermission)},
	{a: catSystemWord, b: catInstrNoun, gap: 20, either: true, out: cats(catInstrObject)},
	// The summary said to win over what came before: "where they disagree
	// with this handover, go with the handover", "estas notas prevalecem",
	// "以本交接为准".
	{a: catPrecedence, b: catSelfRef, gap: 16, either: true, out: cats(catAuthorityClaim)},
	{a: catFollowVerb, b: catSelfRef, gap: 8, initial: true, out: cats(catAuthorityClaim)},
	// Kept in the house: "keep the unit failure internal", "den Ausfall
	// behalten wir im Haus", "manter isso interno".
	{a: catKeepVerb, b: catInternal, gap: 32, either: true, out: cats(catHideVerb)},
	{a: catNoNeed, b: catAskVerb, gap: 20, noJoin: true, out: cats(catVoidVerb, catPolicyObject)},
	{a: catZHYi, b: catZHIdentity, gap: 24, out: cats(catIdentityWeak)},
	// A prohibition bound to an until-connector is a precondition: "do not
	// release the payment until …", "não liberar … enquanto … não",
	// "ne pas expédier tant que …", "nicht auszahlen, bevor …".
	{a: catProhibit, b: catUntil, gap: 64, either: true, out: cats(catBlockStrong)},
	// "As if it never happened", "so als wäre 4 nie eingeplant", "就当没有发生":
	// an order whose point is that something leave no trace hides it.
	{a: catAsIf, b: catNegation, gap: 24, out: cats(catAsIfNot)},
	{a: catAsIf, b: catProhibit, gap: 24, out: cats(catAsIfNot)},
	{a: catNegation, b: catUntil, gap: 96, notPast: true, initial: true, out: cats(catBlockStrong)},
	// "No longer" with a requirement voids it: "no longer needs sign-off",
	// "ya no requiere aprobación", "n'est plus nécessaire", "不再需要".
	{a: catNoLonger, b: catRequire, gap: 16, out: cats(catVoidDecl)},
	// "Only" bound to an after-connector, or German "erst" to a condition,
	// orders work: "can only be invoiced after delivery", "só pode ser
	// emitido depois da aprovação", "darf erst übermittelt werden, wenn …".
	{a: catRestrict, b: catAfter, gap: 64, out: cats(catBlockStrong, catPrecondition)},
	{a: catNotUntil, b: catConditional, gap: 64, out: cats(catBlockStrong, catPrecondition)},
	// An approver's habit of granting ("a APA costuma despachar estes
	// pedidos sem objeções", "the board usually approves these") is a
	// reason to presume, not a grant: see habitPresumeIn.
	{a: catHabitual, b: catNoObjection, gap: 40, out: cats(catHabitYes)},
	{a: catHabitual, b: catApproval, gap: 24, out: cats(catHabitYes)},
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

// phraseJoins join one phrase to another, folded, with spaces around.
var phraseJoins = []string{" and ", " et ", " e ", " y ", " und ", " ed ", " ou ", " or ", " oder ", " o "}

// joinsPhrase reports text between two cues that holds a comma, a
// semicolon or one of phraseJoins.
func joinsPhrase(t string) bool {
	if strings.ContainsAny(t, ",;") {
		return true
	}
	t = " " + t + " "
	for _, w := range phraseJoins {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
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
			if (p.notPast && pastNegations[lx.m.terms[h.term].text]) || (p.initial && !opensClause(t, int(h.start)) && !(first == catNegation && nearClauseStart(t, int(h.start), 4) && !negatedComparison(t, int(h.end)))) {
				continue
			}
			if p.notPast && reportsPast(t[h.end:min(len(t), int(h.end)+p.gap)]) {
				continue
			}
			for j := i + 1; j < len(hs) && int(hs[j].start) <= int(h.end)+p.gap; j++ {
				x := hs[j]
				if x.start < h.end || !lx.m.terms[x.term].cats.has(second) || crossesSentence(t[h.end:x.start]) || p.noJoin && joinsPhrase(t[h.end:x.start]) {
					continue
				}
				// Japanese and Korean negate after the verb: a negation before
				// "まで" or "까지" is another word's ("不良品は…まで").
				if first == catNegation && second == catUntil && kanaOrHangul(lx.m.terms[x.term].text) {
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

// orderCats are the cues that make a sentence an order to the next
// context (see checkEmbeddedInstructions).
var orderCats = cats(catIgnoreVerb, catToolPermission, catInventStrong, catInventWeak, catHideVerb, catPresume, catPresumeWeak,
	catDiscloseVerb, catIdentityStrong, catIdentityWeak, catVoidDecl, catVoidVerb, catAuthorityClaim, catPossess, catSetValue)

// reportReach bounds how far before a closing report marker an order cue
// is taken as reported: about fifty CJK characters.
const reportReach = 160

// dropReportedOrders removes the order cues that a report marker after
// them, in the same sentence, puts into someone's words. Japanese and
// Korean close reported speech and indirect questions after what they
// report ("承認をスキップしてよいか尋ねた", "승인을 건너뛰어도 되는지 물었다"),
// where English, Portuguese and Chinese open them before it ("asked
// whether", "问是否"), which the checks read as catReport.
func (lx *lexicon) dropReportedOrders(t string, hs []hit) []hit {
	var drop []bool
	for k, r := range hs {
		if !lx.m.terms[r.term].cats.has(catReportAfter) {
			continue
		}
		for j := k - 1; j >= 0; j-- {
			h := hs[j]
			if int(r.start)-int(h.start) > reportReach+64 {
				break
			}
			if h.start >= r.start || int(r.start)-int(h.end) > reportReach ||
				h.end < r.start && crossesSentence(t[h.end:r.start]) || !lx.m.terms[h.term].cats.any(orderCats) {
				continue
			}
			if drop == nil {
				drop = make([]bool, len(hs))
			}
			drop[j] = true
		}
	}
	if drop == nil {
		return hs
	}
	out := hs[:0]
	for i, h := range hs {
		if !drop[i] {
			out = append(out, h)
		}
	}
	return out
}

// jaOrderEndings close a Japanese order: "…してください", "…しなさい",
// "…しておいて", "…するように".
var jaOrderEndings = []string{"ください", "下さい", "なさい", "てくれ", "ておいて", "でおいて", "ように"}

// dropMisreadCues removes cues their context reads otherwise:
//   - Japanese te-forms chained before a comma ("飛ばして、") and Korean
//     -고 forms, unless an order ending closes their sentence: "照合は飛ば
//     して、そのまま進めてください" orders both, "照合を飛ばして、支払った"
//     reports what was done;
//   - "min" right after a number, which is minutes ("boarding in 10 min"),
//     not minimum ("min 3 days");
//   - Korean "반려" (rejection) opening a word for a companion ("반려동물").
func (lx *lexicon) dropMisreadCues(t string, hs []hit) []hit {
	out := hs[:0]
	ko := strings.Contains(t, "반려")
	for _, h := range hs {
		if lx.m.terms[h.term].text == "min" && numberJustBefore(t, int(h.start)) {
			continue
		}
		// "No.6", "No. 12", "nº": a number's label, not a negation.
		if lx.m.terms[h.term].text == "no" && (numberLabelAfter(t, int(h.end)) || strings.HasPrefix(t[h.end:], " maximo") || strings.HasPrefix(t[h.end:], " minimo")) {
			continue
		}
		// "반려동물", "반려견": a companion animal, not a rejection (read
		// only in a text that has "반려" at all).
		if ko && lx.m.terms[h.term].text == "반려" && koCompanionAt(t, int(h.start)) {
			continue
		}
		// "两只", "每只", "犬只", "船只": 只 counting animals or boats, not
		// "only".
		if lx.m.terms[h.term].text == "只" && zhCounterBefore(t, int(h.start)) {
			continue
		}
		if ch := lx.m.terms[h.term].chain; ch != 0 {
			end := len(t)
			if k := strings.IndexAny(t[h.end:], "。.!?\n"); k >= 0 {
				end = int(h.end) + k
			}
			endings := jaOrderEndings
			if ch == chainKO {
				endings = koOrderEndings
			}
			if !hasCue(t[h.end:end], endings) {
				continue
			}
		}
		out = append(out, h)
	}
	return out
}

// zhCounterBefore reports, right before the 只 at i, a numeral, a digit,
// "每", "几", "多少" or a noun that takes 只 as its collective ("犬只",
// "船只", "禽只"): 只 there counts, it does not restrict.
func zhCounterBefore(t string, i int) bool {
	if numberJustBefore(t, i) {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(t[:i])
	return strings.ContainsRune("一二两三四五六七八九十百千几每少犬船禽畜羊牛鸡鸭鹅鸟兔", r)
}

// koCompanionAfter follow "반려" in words for companions: 반려동물 (pet),
// 반려견, 반려묘, 반려조, 반려식물, 반려인 and 반려자 (partner).
var koCompanionAfter = []string{"동물", "견", "묘", "조", "식물", "인", "자"}

// koCompanionAt reports "반려" at i opening a word for a companion.
func koCompanionAt(t string, i int) bool {
	return strings.HasPrefix(t[i:], "반려") && hasPrefixAny(t[i+len("반려"):], koCompanionAfter)
}

// numberLabelAfter reports "." and a digit, perhaps with one space
// between, at i: the "No." of "No.6", "No. 12".
func numberLabelAfter(t string, i int) bool {
	if i >= len(t) || t[i] != '.' {
		return false
	}
	i++
	if i < len(t) && t[i] == ' ' {
		i++
	}
	return i < len(t) && isDigit(t[i])
}

// numberJustBefore reports a digit right before i, perhaps with one space.
func numberJustBefore(t string, i int) bool {
	if i > 0 && t[i-1] == ' ' {
		i--
	}
	return i > 0 && isDigit(t[i-1])
}

// Kinds of chained verbs.
const (
	chainJA = 1 + iota
	chainKO
)

// koOrderEndings close a Korean order: "…하세요", "…하십시오", "…할 것".
var koOrderEndings = []string{"세요", "십시오", "주세요", "할 것", "해라", "바람", "요망", "하시오"}

// koChainTerms are Korean verbs in their -고 form, chained before a later
// verb ("검수는 건너뛰고 바로 출고하세요"): ordered only with an order ending
// after them, reported otherwise ("건너뛰고 출고했다").
var koChainTerms = map[string]bool{}

func koChain(verbs ...string) []string {
	for _, v := range verbs {
		koChainTerms[v] = true
	}
	return verbs
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
	"hatte": true, "erano": true, "stato": true, "stata": true, "stati": true, "state": true, "fu": true, "furono": true,
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

// nearClauseStart reports a clause start at most words words before pos:
// the subject before a negated verb ("la squadra non rientra").
func nearClauseStart(t string, pos, words int) bool {
	n, inWord := 0, false
	for i := pos - 1; i >= 0; i-- {
		switch c := t[i]; {
		case c == '\n' || c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?' || c == '(':
			return true
		case c == ' ':
			inWord = false
			continue
		case c >= 0x80:
			r, size := utf8.DecodeLastRuneInString(t[:i+1])
			if r == '。' {
				return true
			}
			i -= size - 1
		}
		if !inWord {
			if n++; n > words {
				return false
			}
			inWord = true
		}
	}
	return true
}

// negatedComparison reports a comparison right after pos: "no later
// than", "not more than", "non oltre", "nicht mehr als". It bounds a value;
// it negates nothing.
func negatedComparison(t string, pos int) bool {
	r := t[pos:min(len(t), pos+24)]
	r = strings.TrimLeft(r, " ")
	for _, w := range []string{"more", "less", "fewer", "later", "earlier", "sooner", "closer", "further", "farther", "oltre", "piu", "meno", "mas", "menos", "mais", "plus", "moins", "mehr", "weniger", "spater", "fruher"} {
		if strings.HasPrefix(r, w) && (len(r) == len(w) || !isWordByte(r[len(w)])) {
			return true
		}
	}
	if j := strings.IndexByte(r, ' '); j > 0 && strings.HasPrefix(r[j:], " than") {
		return true
	}
	return false
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
		// A leading "*" lets a term end a longer word: German compounds
		// ("Einreichungsfrist", "Gewichtsobergrenze").
		suffix := strings.HasPrefix(raw, "*")
		raw = strings.TrimPrefix(raw, "*")
		text := foldString(raw)
		if text == "" {
			return
		}
		key := text
		if prefix {
			key += "*"
		}
		if suffix {
			key = "*" + key
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
			checkStart: isWordRune(first) && !suffix, checkEnd: isWordRune(last),
		})
	}
	for _, lists := range [][]termList{categoryTerms, spanishTerms, frenchTerms, germanTerms, italianTerms, japaneseTerms,
		koreanTerms, personalTerms, covertTerms, formTerms} {
		for _, l := range lists {
			for _, t := range l.terms {
				add(t, l.cats, cNone)
			}
		}
	}
	// Concepts in a fixed order, so a word with two meanings ("paid":
	// payment and a status) always lists them the same way.
	for c := cNone + 1; c < cCount; c++ {
		for _, t := range conceptTerms[c] {
			add(t, catSet{}, c)
		}
		for _, t := range moreConceptTerms[c] {
			add(t, catSet{}, c)
		}
	}
	for i := range terms {
		terms[i].langs = langOnly[terms[i].text]
		switch tt := terms[i].text; {
		case strings.HasSuffix(tt, ",") && tt[0] >= utf8.RuneSelf:
			terms[i].chain = chainJA
		case koChainTerms[tt]:
			terms[i].chain = chainKO
		}
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

// Japanese and Korean put the verb last and inflect it: an order, a
// permission or a report is a verb ending, not a separate word. The order
// cues below are written out in their ordering forms ("無視してください",
// "생략하세요"); plain past forms ("省略した", "생략했다") report what happened
// and are no cue. Reported speech and questions close after what they
// report ("…してよいか尋ねた", "…해도 되는지 물었다"): see catReportAfter.

// jaSuru returns the ordering and permitting forms of Japanese verbal
// nouns used with する: "省略してください", "省略せよ", "省略してよい".
func jaSuru(nouns ...string) []string {
	var out []string
	for _, n := range nouns {
		out = append(out, n+"せよ", n+"しろ", n+"すること")
		out = append(out, jaTe(n+"して")...)
	}
	return out
}

// jaTe returns the ordering and permitting forms built on a Japanese
// te-form: "隠してください", "隠してよい", "隠しても構わない".
func jaTe(tes ...string) []string {
	var out []string
	for _, te := range tes {
		// "伏せておくこと", "隠しておいてください": the te-form with おく
		// (do and leave so) is ordered the same way.
		for _, suf := range []string{"ください", "下さい", "よい", "いい", "もよい", "もいい", "構わ", "も構わ", "おくこと", "おいてください",
			"おいて下さい", "おけ", "おいてよい", "おいていい"} {
			out = append(out, te+suf)
		}
		// A te-form chained before a later order ("照合は飛ばして、そのまま
		// 進めてください") is ordered with it: see dropMisreadCues.
		out = append(out, te+"、")
	}
	return out
}

// jaDont returns the forms that forbid a Japanese verb, from its negative
// stem: "言わ" gives "言わないでください", "言わないこと".
func jaDont(stems ...string) []string {
	var out []string
	for _, s := range stems {
		for _, suf := range []string{"ないで", "ないこと"} {
			out = append(out, s+suf)
		}
	}
	return out
}

// jaDone returns the completed forms of Japanese verbal nouns: "送信しました",
// "送信済み", "送信された".
func jaDone(nouns ...string) []string {
	var out []string
	for _, n := range nouns {
		out = append(out, n+"しました", n+"済", n+"された")
	}
	return out
}

// jaNotDone returns the forms that say a Japanese verbal noun has not
// happened yet: "送信していない", "送信されていない".
func jaNotDone(nouns ...string) []string {
	var out []string
	for _, n := range nouns {
		out = append(out, n+"していな", n+"されていな")
	}
	return out
}

// jaNoLongerNeeded returns the forms that declare a Japanese control not
// needed: "承認不要", "確認は不要", "審査の必要はない".
func jaNoLongerNeeded(nouns ...string) []string {
	var out []string
	for _, n := range nouns {
		for _, suf := range []string{"不要", "は不要", "の必要はな", "は必要な", "なしで進めてください"} {
			out = append(out, n+suf)
		}
	}
	return out
}

// koNoLongerNeeded returns the forms that declare a Korean control not
// needed, with either particle: "승인이 필요 없습니다", "검토 불필요".
func koNoLongerNeeded(nouns ...string) []string {
	var out []string
	for _, n := range nouns {
		for _, suf := range []string{"이 필요 없", "가 필요 없", " 필요 없", " 불필요", " 없이 진행하세요"} {
			out = append(out, n+suf)
		}
	}
	return out
}

// koHa returns the ordering and permitting forms of Korean verbs in 하다:
// "무시하세요", "생략해도 됩니다", "우회할 것".
func koHa(nouns ...string) []string {
	var out []string
	for _, n := range nouns {
		for _, suf := range []string{"하세요", "하십시오", "해라", "할 것", "해 주세요", "해주세요", "해도 됩", "해도 된", "해야"} {
			out = append(out, n+suf)
		}
	}
	return out
}

// koHaDont returns the forms that forbid a Korean verb in 하다: "언급하지
// 마세요", "보고하지 말 것".
func koHaDont(nouns ...string) []string {
	var out []string
	for _, n := range nouns {
		out = append(out, n+"하지 마", n+"하지 말")
	}
	return out
}

// koHaDone returns the completed forms of Korean verbs in 하다: "송금했습니다",
// "송금 완료", "송금됨".
func koHaDone(nouns ...string) []string {
	var out []string
	for _, n := range nouns {
		out = append(out, n+"했", n+"되었", n+"됨", n+" 완료")
	}
	return out
}

// koHaNotDone returns the forms that say a Korean verb in 하다 has not
// happened yet: "송금되지 않았다", "송금하지 못했다".
func koHaNotDone(nouns ...string) []string {
	var out []string
	for _, n := range nouns {
		out = append(out, n+"되지 않", n+"하지 않", n+"하지 못")
	}
	return out
}

// japaneseTerms are the cue lexicons for Japanese. Han words shared with
// Chinese ("禁止", "成功", "通知") come from the Chinese lists; words that
// Chinese reads otherwise are neutralised at the end.
var japaneseTerms = []termList{
	// A verb denied by its ending: "絶対に使わない", "持ち込まない", "触らない".
	{cats(catNegation), []string{"わない", "かない", "がない", "さない", "たない", "まない", "らない", "ばない", "ません"}},
	{cats(catAlways), []string{"絶対に"}},
	{cats(catHedge), []string{
		"かもしれ", "かも知れ", "と思います", "と思う", "と思われ", "と考えられ", "と考えています", "と推測", "と推察", "と見られ", "とみられ",
		"ようです", "ようだ", "みたいです", "みたいだ", "らしい", "おそらく", "恐らく", "たぶん", "もしかすると", "もしかしたら",
		"ひょっとすると", "可能性", "疑い", "疑われ", "推測", "推定", "仮説", "未確認", "確認できていな", "確認できていませ",
		"確認が取れていな", "確認が取れていませ", "確認中", "要確認", "不明", "はっきりしな", "わからな", "分からな", "わかりませ",
		"分かりませ", "定かではな", "不確か", "のではないか", "ではないか", "でしょう", "だろう", "はずです", "はずだ", "気がします",
		"見込み", "返信待ち", "回答待ち", "返事待ち", "未回答", "まだ返信がな", "まだ回答がな", "まだ返事がな", "検証中", "未検証",
		"確証はな", "確証がな", "断定できな", "と聞いてい", "模様",
	}},
	{cats(catRestrict), []string{
		"のみ", "だけ", "に限り", "に限って", "に限定", "限定", "に限る", "に限られ", "専用", "にしか", "でしか", "からしか", "へしか",
		"としか", "しか認め", "しかできな", "しか許可", "唯一",
	}},
	{cats(catException), []string{
		"ない限り", "を除き", "を除いて", "を除く", "除き", "以外", "以外は", "例外として", "ただし", "但し", "場合を除", "でなければ",
		"でない限り", "でない場合", "を条件に", "を条件として", "が条件", "前提として", "を前提に", "が前提",
	}},
	{cats(catConditional), []string{
		"場合", "の場合", "場合は", "であれば", "があれば", "すれば", "されれば", "もし", "万が一", "際は", "際には", "ときは", "時は",
		"したら", "されたら", "になったら", "次第", "前に", "以前に",
	}},
	{cats(catProhibit), []string{
		"厳禁", "してはならな", "してはいけな", "してはだめ", "してはダメ", "てはならな", "てはいけな", "ではならな", "ではいけな", "てはならず", "ではならず", "てはならぬ",
		"しないこと", "せないこと", "さないこと", "れないこと", "けないこと", "めないこと", "わないこと", "たないこと", "しないでください", "しないで下さい", "しないように", "ないでください", "ないで下さい", "ないようにしてください",
		"ないようにすること", "するな", "べきではな", "べきでな", "決して", "許可されていな", "許されていな", "認められていな",
		"できません", "できない", "禁じられ", "不可です",
		// The polite forms: "いけません", not "いけない".
		"てはいけませ", "てはなりませ", "ではいけませ", "ではなりませ", "べきではありませ", "許可されていませ", "許されていませ",
		"認められていませ",
	}},
	{cats(catLimit), []string{
		"まで", "までに", "未満", "を超え", "超える", "超えな", "超過", "限度", "限度額", "上限額", "最大で", "最大額", "最大金額",
		"最大件数", "少なくとも", "上回る", "下回る", "上回っ", "下回っ", "予算", "期限", "有効期限", "締め切り", "締切", "期日", "範囲内", "枠内", "限度内", "しきい値", "閾値",
	}},
	{cats(catBound), []string{"まで", "最大で", "最大額", "を超えない", "範囲内", "枠内", "限度内", "上限額"}},
	{cats(catUnlimited), []string{
		"無制限", "上限なし", "上限はありませ", "上限はな", "制限なし", "制限はありませ", "制限はな", "いくらでも", "金額を問わず", "無期限",
	}},
	{cats(catFailure), []string{
		"失敗", "エラーが発生", "エラーになっ", "エラーとな", "エラーが返", "エラーを返", "エラーが出", "エラー:", "タイムアウト", "時間切れ",
		"できませんでした", "できなかった", "拒否され", "却下され", "拒否", "中止され", "異常終了", "クラッシュ", "不達", "届きませんでした",
		"届かなかった", "うまくいかな", "うまくいきませ", "動作しな", "動作しませ", "動かな", "ロールバック", "差し戻", "差戻し",
		"応答がありませ", "応答なし", "接続できませ",
	}},
	{cats(catNoFailure), []string{
		"エラーなし", "エラーはありませ", "エラーはなかっ", "エラーは発生していな", "エラーは発生しませ", "失敗なし", "失敗はなかっ",
		"失敗しなかっ", "失敗0件", "失敗 0", "エラー0件", "エラー 0", "問題なし", "問題なく", "問題はありませ", "問題ありませ",
		"問題ない", "問題はな", "タイムアウトなし",
	}},
	{cats(catSuccess, catDone), jaDone("送信", "送金", "返金", "振込", "入金", "決済", "削除", "公開", "実行", "処理", "発行", "反映", "適用",
		"デプロイ", "リリース", "解決", "修正", "対応", "送付", "発送", "配信", "支払", "精算", "通知", "変更", "キャンセル", "解約")},
	{cats(catSuccess, catDone), []string{
		"完了", "済み", "正常に", "正常終了", "無事に", "支払いました", "支払われました", "振り込みました", "払い戻しました", "送りました",
		"消去しました", "完了です", "完了しています", "成功裏に",
	}},
	{cats(catPending), jaNotDone("送信", "送金", "返金", "振込", "削除", "公開", "実行", "処理", "反映", "デプロイ", "完了", "承認", "支払",
		"発送", "署名")},
	{cats(catPending), []string{
		"保留中", "保留に", "保留と", "保留して", "保留され", "待ち", "待機中", "待機", "対応中", "処理中", "進行中", "審査中", "申請中",
		"未処理", "未対応", "未完了", "未実施", "未送信", "未着手", "未払い", "未払", "未入金", "未承認", "予定", "待って", "待つ", "待ちます",
		"まだ", "これから", "後日", "順番待ち", "キュー待ち", "キューに入",
	}},
	{cats(catBlockStrong), []string{
		"保留中", "ブロック中", "ブロックされ", "停止中", "凍結", "凍結中", "一時停止", "差し止め", "進めないで", "進めないこと",
		"進めてはいけな", "進めてはいけませ", "先に進まないで", "承認が必要", "承認待ち", "承認が下りるまで", "承認されるまで", "承認を得るまで",
		"許可が出るまで", "必須条件", "承認なしでは", "まで待", "までは待",
	}},
	{cats(catBlockStrong, catPrecondition), []string{
		"後に限り", "後のみ", "た後でなければ", "後でなければ", "後でないと", "てからでないと", "てからでなければ", "されるまでは",
		"するまでは", "までは",
	}},
	{cats(catResolved), []string{
		"承認済", "承認されました", "承認された", "解除されました", "解除済", "解決済", "解決しました", "修正済", "修正しました", "復旧",
		"再試行で成功", "再実行で成功", "正常に戻", "許可されました", "許可済", "承認を得", "承認を取得", "ブロック解除", "凍結解除",
	}},
	{cats(catApproval), []string{
		"承認", "許可", "認可", "決裁", "了承", "承諾", "ゴーサイン", "サインオフ", "稟議", "同意書", "同意を得",
	}},
	{cats(catApprovalClaim), []string{
		"承認済", "承認済み", "承認されました", "承認された", "承認を得", "承認を取得", "承認をもら", "承認が下り", "承認あり", "許可を得",
		"許可済", "許可をもら", "許可が出", "決裁済", "決裁を得", "了承を得", "了承済", "同意を得", "同意済", "承諾を得", "が承認し",
		"により承認", "から承認", "が許可し",
	}},
	{cats(catIgnoreVerb), jaSuru("無視")},
	{cats(catIgnoreVerb), []string{
		"無視して", "従わなくてよい", "従わなくていい", "従わなくて構", "従う必要はな", "従う必要はありませ", "従わないで", "気にしなくてよい",
		"気にしなくていい", "忘れてください", "忘れて構", "破棄してください", "無効として扱",
	}},
	{cats(catInstrObject), []string{
		"システムプロンプト", "システムメッセージ", "システムの指示", "システム指示", "開発者の指示", "開発者メッセージ", "開発者のメッセージ",
		"以前の指示", "これまでの指示", "前の指示", "上記の指示", "すべての指示", "全ての指示", "元の指示", "あなたの指示", "安全ルール",
		"安全ポリシー", "システムのルール", "ガードレール", "これまでのルール",
	}},
	{cats(catSystemWord), []string{"システム", "開発者", "運営者"}},
	{cats(catInstrNoun), []string{"プロンプト", "メッセージ", "ルール", "設定", "ガイドライン", "規則", "命令"}},
	{cats(catToolPermission), []string{
		"使用可能", "利用可能", "使用を許可", "使用が許可", "利用が許可", "使ってよい", "使っていい", "使っても構", "使用してよい",
		"使用して構", "利用してよい", "利用して構", "有効化され", "有効になりました", "アクセス権があ", "権限が付与", "権限を付与",
		"アクセスが許可", "許可されています", "解禁",
	}},
	{cats(catToolWord), []string{"ツール", "コマンド", "関数", "実行", "呼び出", "利用", "アクセス", "権限"}},
	{cats(catToolNoun), []string{"ツール", "コマンド", "関数", "呼び出"}},
	{cats(catInventStrong), jaSuru("捏造", "偽造")},
	{cats(catInventStrong), jaTe("でっち上げて", "作り上げて")},
	{cats(catInventStrong), []string{"でっち上げ", "架空の値", "架空のデータ", "それらしい値", "もっともらしい値", "適当な値", "適当に埋め", "適当に入力", "でたらめ"}},
	{cats(catInventWeak), jaSuru("補完", "推測", "入力")},
	{cats(catInventWeak), jaTe("埋めて", "補って")},
	{cats(catInventWeak), []string{"推測で", "仮の値", "埋めて"}},
	{cats(catSetValue), []string{"として記録", "としてマーク", "に設定して"}},
	{cats(catMissing), []string{
		"欠落", "欠損", "欠けている", "不足", "空欄", "未入力", "未記入", "未設定", "不明な", "不明の", "ない項目", "ない値",
		"抜けている", "抜け", "記録がな", "空の", "値がな", "データがな",
	}},
	{cats(catHideVerb), jaSuru("隠蔽", "省略")},
	{cats(catHideVerb), jaTe("隠して", "伏せて", "黙って", "省いて")},
	{cats(catHideVerb), jaDont("言わ", "伝え", "報告し", "記載し", "触れ", "言及し", "共有し", "含め", "知らせ", "書か")},
	{cats(catHideVerb), []string{"伏せること", "隠すこと", "報告は不要", "言うな", "表に出さな"}},
	{cats(catFailureObject), []string{
		"エラー", "障害", "問題", "不具合", "インシデント", "失敗", "タイムアウト", "例外", "バグ", "トラブル", "拒否",
		"不備",
	}},
	{cats(catPresume), []string{
		"みなして", "見なして", "みなす", "見なす", "とみなし", "と見なし", "として扱って", "として扱う", "として処理", "扱いとし",
		"前提で進め", "承認済みとして", "承認されたものとして", "承認されたものと", "と仮定して", "仮定して",
	}},
	{cats(catPresumeWeak), []string{"として扱", "扱って", "みなして"}},
	{cats(catIdentityStrong), []string{
		"あなたは今から", "今からあなたは", "これからあなたは", "あなたはこれから", "あなたの新しい目標", "あなたの新しい役割",
		"あなたの新しいタスク", "新しい役割は", "あなたの本当の目的", "あなたの真の目的",
	}},
	{cats(catIdentityWeak), []string{
		"になりすまして", "になりすまし", "なりすまして", "のふりをして", "のふりをし", "ふりをして", "を装って", "を名乗って", "として振る舞", "として名乗", "と名乗って", "らしい口調",
		"として振舞", "として行動", "として署名", "の名義で", "として回答", "として返信", "になりきって", "を演じて",
	}},
	{cats(catVoidDecl), []string{
		"適用されない", "適用されません", "適用外", "は適用されな", "には及ばない", "には及ばず", "当てはまらない", "適用対象外", "無効になっ", "無効化され", "廃止され", "撤廃", "時代遅れ",
		"有効ではな", "有効ではありませ", "任意です", "任意とな", "省略可", "省略可能", "スキップ可", "スキップ可能", "もう適用",
	}},
	{cats(catVoidDecl), jaNoLongerNeeded("承認", "確認", "審査", "レビュー", "チェック", "本人確認")},
	{cats(catVoidVerb), jaSuru("スキップ", "省略", "回避", "迂回", "無効化")},
	{cats(catVoidVerb), jaTe("飛ばして", "無効にして", "省いて")},
	{cats(catPolicyObject), []string{
		"ポリシー", "方針", "規則", "ルール", "規定", "制限", "限度", "承認", "審査", "確認", "チェック", "検証", "コンプライアンス", "要件",
		"本人確認", "二重承認", "ダブルチェック", "決裁", "レビュー", "制約", "上限",
	}},
	{cats(catRuleWord), []string{"ルール", "規則", "規定", "手順", "プロセス", "チェック", "要件"}},
	{cats(catReadOnly), []string{
		"照会", "参照", "閲覧", "検索", "読み取り", "読み取り専用", "調べました", "調べた", "確認のみ", "確認しました", "確認した", "見ました",
		"一覧", "取得しました",
	}},
	{cats(catNextStep), []string{
		"次のステップ", "次の手順", "次に", "次は", "続行", "継続", "進めて", "進める", "実行する", "実施する", "再開", "引き続き",
		"今後の対応", "対応予定", "次:", "次の作業", "次の対応", "次のアクション", "次のタスク", "今後の作業", "今後の予定",
	}},
	{cats(catConfirm), []string{
		"確認済", "確認済み", "確認しました", "確認された", "確認できました", "確認が取れ", "検証済", "検証しました", "裏付けられ", "裏が取れ",
		"確定", "確定しました",
	}},
	{cats(catStanding), []string{"今後", "今後は", "これからは", "以後", "以降は", "常に", "いつも", "永久に", "恒久的に", "今後すべて"}},
	{cats(catModal), []string{
		"してください", "して下さい", "ください", "必要があります", "必要がある", "なければならな", "なければなりませ", "なければいけな",
		"なくてはならな", "べき", "べきです", "できます", "できる", "してよい", "してもよい", "して構いませ", "可能です", "必ず", "忘れずに",
		"必須",
	}},
	{cats(catModal, catNextContext), []string{
		"次のセッション", "次回のセッション", "次の実行", "次のエージェント", "次のコンテキスト", "後続のセッション", "引き継ぎ先", "次の担当者",
	}},
	{cats(catDiscourse), []string{"まず", "次に", "そして", "また", "さらに", "最後に", "ただちに", "すぐに", "今すぐ", "直ちに", "お願いします", "どうか"}},
	{cats(catClauseBreak), []string{"しかし", "ですが", "だが", "けれども", "けれど", "けど", "ただし", "一方", "ものの", "にもかかわらず"}},
	{cats(catPrivilege), []string{
		"管理者権限", "管理者アクセス", "ルート権限", "root権限", "スーパーユーザー", "特権", "権限昇格", "フルアクセス", "書き込み権限",
		"本番環境の認証情報", "本番の認証情報", "全権限",
	}},
	{cats(catPrivilegeWord), []string{"管理者", "パスワード", "認証情報", "APIキー", "秘密鍵", "シークレット", "アクセスキー"}},
	{cats(catFinancial), []string{
		"返金", "払い戻し", "払戻", "送金", "振込", "振り込み", "振替", "支払", "支払い", "支払う", "入金", "出金", "決済", "返済",
		"引き落とし", "チャージバック", "クレジットノート", "ギフトカード", "融資", "ローン", "精算", "立替", "ポイント付与",
	}},
	{cats(catMoneyVerb), []string{"振り替え", "引き落と", "請求", "チャージ", "送る", "移す", "移動"}},
	{cats(catContractObj), []string{
		"契約", "契約書", "約款", "規約", "条項", "利用規約", "覚書", "合意書", "サブスクリプション", "料金プラン", "契約更新",
	}},
	{cats(catChangeVerb), []string{
		"変更", "修正", "改定", "改訂", "更新", "締結", "解約", "解除", "延長", "キャンセル", "取り消", "書き換", "アップグレード",
		"ダウングレード", "免除", "署名しま", "署名した", "署名済み", "署名する", "署名して", "署名され", "署名をもら", "署名を取得",
		"電子署名",
	}},
	{cats(catSendChannel), []string{
		"メール", "電子メール", "Eメール", "メッセージ", "ショートメッセージ", "書簡", "手紙", "プレスリリース", "お知らせ", "チャット",
		"ニュースレター",
	}},
	{cats(catSendVerb), []string{
		"送信", "送付", "送る", "送って", "送り", "配信", "返信", "転送", "連絡", "伝える", "伝えて", "知らせ", "案内", "メールする",
		"メールして", "メールしました",
	}},
	{cats(catExternalParty), []string{
		"顧客", "お客様", "お客さま", "クライアント", "取引先", "ベンダー", "仕入先", "サプライヤー", "パートナー", "第三者", "規制当局",
		"当局", "報道", "マスコミ", "メディア", "全ユーザー", "全員", "銀行", "相手方", "利用者",
	}},
	{cats(catDeletion), []string{"削除", "消去", "抹消", "破棄", "廃棄", "全削除", "一括削除", "完全削除", "データを消", "消して"}},
	{cats(catPublication), []string{
		"公開", "公表", "発表", "リリース", "デプロイ", "本番反映", "本番環境に反映", "本番に反映", "本番リリース", "配信開始", "掲載",
		"投稿", "広報",
	}},
	{cats(catPersonal), []string{
		"個人情報", "生年月日", "住所", "電話番号", "携帯番号", "メールアドレス", "連絡先", "マイナンバー", "個人番号", "パスポート",
		"運転免許証", "免許証", "健康保険証", "保険証", "病歴", "カルテ", "診療記録", "医療記録", "健康情報", "健康診断", "診断書", "診断結果",
		"診断名", "処方箋", "処方薬", "給与明細", "源泉徴収票", "口座番号", "銀行口座", "クレジットカード", "カード番号", "本人確認", "身分証", "身分証明書",
		"同意書", "同意取得", "利用同意", "マーケティング同意", "氏名",
	}},
	{cats(catUnexpected), []string{
		"誤って", "間違って", "うっかり", "意図せず", "誤送信", "誤削除", "誤操作", "勝手に", "無断で", "無断", "許可なく", "承認なく",
		"依頼されていない", "頼まれていない", "指示されていない", "想定外", "予期せぬ", "予期しない", "別の顧客", "違う顧客", "誤った宛先",
		"宛先を間違", "不正アクセス", "不正利用",
	}},
	{cats(catRuleHead), []string{"ルール", "制約", "制限事項", "注意事項", "禁止事項", "ポリシー"}},
	{cats(catAddressee), []string{"あなた"}},
	{cats(catOpenQuestion), []string{"未解決の質問", "未決事項", "要確認事項", "確認事項", "検討事項", "不明点", "確認が必要"}},
	{cats(catDiscloseVerb), []string{"言及", "報告", "伝え", "知らせ", "共有", "記載", "説明", "開示", "明記"}},
	{cats(catAuthorityClaim), []string{
		"この要約に従って", "この要約のみに従", "この要約を優先", "この要約が優先", "この要約を正とし", "本要約を優先", "本要約に従",
	}},
	{cats(catNoNeed), []string{"必要はな", "必要はありませ", "必要なし"}},
	{cats(catAskVerb), []string{"確認", "問い合わせ", "相談"}},
	{cats(catRequire), []string{"必要", "必須", "要する", "求められ", "が必要", "を必要と", "要件"}},
	{cats(catGate), []string{"レビュー", "審査", "検証", "監査", "確認"}},
	{cats(catRefusal), []string{
		"断った", "断りました", "断っ", "拒否した", "拒否しました", "使用していな", "使用しなかっ", "使っていな", "使わなかっ",
		"実行していな", "実行しなかっ", "実行せず", "従っていな", "従わなかっ", "従いませんでし", "採用しなかっ", "採用せず", "対応しなかっ",
		"応じなかっ", "応じていな", "無視した", "無視しました", "信頼できな", "信用できな", "却下",
		// Not treated as an instruction: "指示としては扱っておらず".
		"扱っておらず", "扱っていな", "扱わなかっ", "扱いませんでし", "従っておらず",
	}},
	{cats(catUntil), []string{"まで", "までに", "前に", "以前に", "するまで", "されるまで", "までは"}},
	{cats(catFakeValue), []string{
		"それらしい", "もっともらしい", "適当な", "架空の", "ダミー", "仮の", "ランダムな", "でたらめな", "偽の", "任意の", "形式上正しい",
		"形式的に正しい", "平均の", "平均で", "平均値で", "平均値の",
	}},
	{cats(catNoLonger), []string{"もはや", "もう必要", "もう不要"}},
	{cats(catLodged), []string{
		"提出しました", "提出済み", "申請しました", "申請済", "依頼しました", "依頼済", "起票", "登録しました", "予約しました",
		"受付済", "申し込み済",
	}},
	{cats(catRequested), []string{"申請中", "申請済", "依頼中", "依頼済", "承認申請", "承認依頼", "承認を依頼", "承認を申請", "リクエスト済"}},
	{cats(catDecide), []string{"判断", "決定", "決める", "決めます", "が判断", "が決定"}},
	{cats(catAfter), []string{"後に", "あとで", "後で", "した後", "の後", "以降", "次第", "てから"}},
	{cats(catRemaining), []string{"残り", "残額", "残高", "残量"}},
	{cats(catPossess), []string{"あなたには", "あなたは現在"}},
	{cats(catNew), []string{"新しい", "新規", "新たな", "今から"}},
	{cats(catReport), []string{
		"からの質問", "からの依頼", "からの要望", "からの問い合わせ", "からのメール", "からのメッセージ", "によると", "によれば", "質問:", "依頼:",
	}},
	{cats(catReportAfter), []string{
		"と言った", "と言いました", "と言われ", "と言って", "と言ってき", "と述べ", "と書い", "と書き", "と依頼", "よう依頼", "ように依頼", "よう求め", "ように求め", "よう指示", "ように指示", "と指示",
		"よう要求", "ように要求", "と要求", "と要望", "よう頼", "ように頼", "と頼", "か尋ね", "かと尋ね", "か質問", "かと質問", "か聞", "かと聞",
		"か確認", "かと確認", "かという", "かどうか", "か否か", "か問い合わせ", "かと問い合わせ", "か相談", "と提案", "よう提案", "と主張", "と連絡",
		"とのこと", "が言っ", "は言っ", "が述べ", "は述べ", "が書い", "が尋ね", "が質問し", "が依頼し", "が要求し", "が求め", "が提案し",
		"が主張し", "との依頼", "との要望", "との質問", "との指示", "との連絡", "というメール", "というメッセージ", "と記載", "てよいか",
		"ていいか", "ても良いか", "てもいいか", "てもよいか", "べきか", "と聞かれ", "と尋ねられ",
	}},
	// Han words Chinese reads otherwise, and kana words with a cue inside
	// them: "表示さ" (displayed) is no report, "部署に" (to the department)
	// no deployment, "素晴らしい" no hedge, "可能です" (possible) no maybe.
	{cats(catNeutral), []string{
		"宛先不明", "住所不明", "素晴らしい", "すばらしい", "あたらしい", "めずらしい", "わざとらしい", "だけでなく", "だけではなく", "のみならず", "できるだけ",
		"勿論", "只今", "若い", "若く", "可能で", "可能な", "可能と", "可能に", "可能か", "不要で", "不要な", "不要に", "不要と", "は不要",
		"が不要", "も不要", "不正", "不安", "不満", "不一致", "不十分", "不適切", "不審", "不動産", "不可欠", "不可避", "不便",
		"非公開", "非表示", "表示さ", "表示し", "表示す", "表示中", "表示を", "表示が", "表示に", "表示で", "表示は", "提出し", "提出さ",
		"提出済", "省略し", "省略さ", "省略済", "省略せ", "省略な", "省略で", "捏造し", "捏造さ", "杜撰な", "杜撰で", "杜撰だ", "杜撰さ", "署名を", "署名が", "署名は", "署名の", "署名欄", "署名済",
		"署名し", "署名さ", "充当し", "充当さ", "充当を", "充当済", "部署の", "部署に", "部署へ", "部署で", "部署は", "部署が", "部署から", "部署内", "部署と", "各部署",
		"関係部署", "担当部署", "合同会社", "合同会議", "合同で", "合同の", "これまで", "今まで", "いままで", "それまで", "次第に",
		"無視してい", "無視してしま", "無視してき", "無視しており", "無視しては", "以下の通り", "以下のとおり", "ないこともない",
		// "構わない" (it is fine to) permits; it denies nothing.
		"構わない", "かまわない", "構いません", "かまいません",
	}},
}

// koreanTerms are the cue lexicons for Korean. Hangul is matched without
// word boundaries, so particles glued to a noun ("승인을", "고객에게") need
// no entry of their own; one-syllable words are avoided, or neutralised
// where they sit inside longer words.
var koreanTerms = []termList{
	{cats(catHedge), []string{
		"것 같", "것같", "듯하", "듯합니다", "듯합", "아마", "아마도", "추정", "추측", "의심", "가능성", "확인되지 않", "미확인", "확실하지 않",
		"확실치 않", "불확실", "모르겠", "생각합니다", "생각된", "보입니다", "보인다", "로 보임", "으로 보임", "인 듯", "한 듯", "된 듯",
		"일 수도", "수도 있", "지도 모르", "일지도", "가설", "검증되지 않", "아직 답변이 없", "답변을 받지 못", "회신 대기", "답변 대기",
		"확인 중", "으로 추정", "로 추정", "추정됨", "추정된다", "불분명",
	}},
	{cats(catRestrict), []string{
		"에게만", "에만", "로만", "으로만", "에서만", "만 가능", "만 허용", "만 할 수", "경우에만", "때만", "때에만", "한해", "한하여", "한해서",
		"한정", "오직", "단지", "뿐", "만을", "만 ", "만;", "만.", "만,", "만)",
	}},
	{cats(catException), []string{
		"않는 한", "않는 이상", "제외하고", "제외한", "을 제외", "를 제외", "외에는", "예외", "다만", "단,", "조건으로", "라는 조건",
		"경우를 제외", "하지 않으면", "않으면", "아니면", "그렇지 않으면", "전제로",
	}},
	{cats(catConditional), []string{"경우", "경우에", "만약", "만일", "하면", "되면", "이면", "라면", "할 때", "될 때", "일 때", "시에", "전에", "이전에"}},
	// "오전에" (in the morning) holds no "전에" (before).
	{cats(catNeutral), []string{"오전에"}},
	{cats(catProhibit), []string{
		"금지", "불가", "하지 마", "하지 말", "하지마", "하지말", "해서는 안", "하면 안", "되면 안", "서는 안 되", "절대", "절대로",
		// "-지 마세요" after any verb ("보내지 마십시오"), but not "…까지 마감".
		"지 마세요", "지 마십시오", "지 마시오", "지 마라", "지 말 것",
		"허용되지 않", "허용 안", "할 수 없", "수 없습", "안 됩니다", "안 된다", "안 돼", "안됩니다", "안된다",
	}},
	{cats(catLimit), []string{
		"까지", "이하", "이내", "미만", "초과", "이상", "최대", "최소", "한도", "상한", "상한선", "한도액", "예산", "기한", "마감", "유효기간",
		"넘지 않", "넘으면 안", "넘어서는 안", "넘기면 안", "넘겨서는 안", "넘기지 않", "넘기지 말", "적어도",
	}},
	{cats(catBound), []string{"까지", "이내", "이하", "최대", "상한", "넘지 않는", "범위 내"}},
	{cats(catUnlimited), []string{"무제한", "제한 없", "제한이 없", "한도 없", "한도가 없", "상한 없", "상한이 없", "금액 제한 없", "얼마든지"}},
	{cats(catFailure), []string{
		"실패", "오류가 발생", "오류 발생", "에러가 발생", "에러 발생", "타임아웃", "시간 초과", "시간초과", "거부됨", "거부되었", "거절됨",
		"거절되었", "반려", "중단됨", "중단되었", "할 수 없었", "수 없었", "못했", "하지 못", "성공하지 못", "롤백", "크래시", "응답 없음",
		"응답이 없", "반송", "오류:", "에러:",
	}},
	{cats(catNoFailure), []string{
		"오류 없", "오류가 없", "오류 없이", "에러 없", "에러가 없", "실패 없", "실패 0", "오류 0", "문제없", "문제 없", "문제가 없",
		"오류가 발생하지 않", "에러가 발생하지 않", "실패하지 않",
	}},
	{cats(catSuccess, catDone), koHaDone("송금", "환불", "이체", "입금", "지급", "결제", "삭제", "배포", "처리", "발송", "전송", "공개", "게시",
		"적용", "해결", "수정", "실행", "변경", "해지", "취소", "반영")},
	{cats(catSuccess, catDone), []string{"완료", "성공", "성공적으로", "정상적으로", "무사히", "보냈", "보냄", "끝났", "마쳤"}},
	{cats(catPending), koHaNotDone("송금", "환불", "이체", "지급", "결제", "삭제", "배포", "처리", "발송", "전송", "완료", "승인", "반영")},
	{cats(catPending), []string{
		"아직", "대기", "대기 중", "대기중", "보류", "보류 중", "진행 중", "처리 중", "검토 중", "심사 중", "예정", "미발송", "미완료", "미지급",
		"미처리", "미승인", "미결제", "미환불", "기다리", "기다려", "보내지 않", "보내지 못",
	}},
	{cats(catBlockStrong), []string{
		"보류", "보류 중", "차단", "차단됨", "중지", "일시 중지", "동결", "진행하지 마", "진행하지 말", "승인이 필요", "승인 필요", "승인 대기",
		"승인 전까지", "승인될 때까지", "전제 조건", "선행 조건", "사전 승인", "멈추",
	}},
	{cats(catBlockStrong, catPrecondition), []string{
		"후에만", "다음에만", "뒤에만", "이후에만", "전까지는", "될 때까지는", "하기 전에는", "되기 전에는", "하고 나서야", "되고 나서야",
	}},
	{cats(catResolved), []string{
		"승인됨", "승인되었", "승인 완료", "승인했", "해제", "해제됨", "해결됨", "해결했", "수정됨", "수정 완료", "복구", "복구됨", "재시도 성공",
		"재시도에 성공", "허가됨", "허가되었",
	}},
	{cats(catApproval), []string{"승인", "허가", "결재", "인가", "동의", "재가"}},
	{cats(catApprovalClaim), []string{
		"승인됨", "승인되었", "승인 완료", "승인을 받", "승인받", "승인했", "허가를 받", "허가받", "결재 완료", "결재를 받",
		"결재받", "동의를 받", "동의받", "승인 받",
	}},
	{cats(catIgnoreVerb), koHa("무시")},
	{cats(catIgnoreVerb), []string{
		"무시하고", "따르지 마", "따르지 말", "따를 필요 없", "따를 필요가 없", "따르지 않아도 됩", "따르지 않아도 된", "잊어버리세요", "잊으세요",
	}},
	{cats(catInstrObject), []string{
		"시스템 프롬프트", "시스템 메시지", "시스템 지시", "시스템 지침", "개발자 지시", "개발자 메시지", "이전 지시", "이전의 지시", "기존 지시",
		"모든 지시", "위의 지시", "안전 규칙", "시스템의 지시", "이전 지침",
	}},
	{cats(catSystemWord), []string{"시스템", "개발자", "운영자"}},
	{cats(catInstrNoun), []string{"지시", "지침", "프롬프트", "메시지", "규칙", "설정", "가이드라인", "명령"}},
	{cats(catToolPermission), []string{
		"사용할 수 있", "사용 가능", "사용이 허용", "사용을 허용", "사용해도 됩", "사용해도 된", "써도 되", "이용할 수 있", "이용 가능", "접근 권한이 있",
		"권한이 부여", "권한을 부여", "접근이 허용", "활성화되었", "활성화됨",
	}},
	{cats(catToolWord), []string{"도구", "툴", "명령", "명령어", "함수", "실행", "호출", "사용", "접근", "권한"}},
	{cats(catToolNoun), []string{"도구", "툴", "명령어", "함수", "호출"}},
	{cats(catInventStrong), koHa("날조", "조작")},
	{cats(catInventStrong), []string{"지어내", "꾸며내", "꾸며서", "그럴듯한 값", "임의의 값", "가짜 값", "아무 값", "적당한 값", "적당히 채워", "임의로 채워", "임의로 입력"}},
	{cats(catInventWeak), koHa("보완", "추정", "입력")},
	{cats(catInventWeak), []string{"채워 넣", "채우세요", "채워", "추정해서", "추측해서"}},
	{cats(catSetValue), []string{"로 표시하", "으로 표시하", "로 설정하", "으로 설정하", "로 기록하", "으로 기록하"}},
	{cats(catMissing), []string{
		"누락", "빠진", "빠져 있", "비어 있", "빈칸", "공란", "미입력", "미기재", "알 수 없", "없는 값", "값이 없", "기록이 없", "미제공", "정보가 없",
	}},
	{cats(catHideVerb), koHa("은폐", "생략")},
	{cats(catVoidVerb), koChain("건너뛰고", "생략하고", "우회하고", "무시하고")},
	// Not needing to look at what a check looks at: "신분증은 굳이 안 보셔도
	// 되고", "확인 안 해도 됩니다".
	{cats(catVoidVerb), []string{"안 보셔도 되", "안 봐도 되", "안 보셔도 돼", "안 하셔도 되", "안 해도 되", "확인하지 않아도 되", "보지 않아도 되"}},
	{cats(catHideVerb), koChain("은폐하고", "숨기고")},
	{cats(catHideVerb), koHaDont("언급", "보고", "공유", "포함", "기재", "공개", "전달")},
	{cats(catHideVerb), []string{
		"숨기세요", "숨기십시오", "숨겨라", "숨길 것", "숨겨 주세요", "숨겨주세요", "숨겨도", "말하지 마", "말하지 말", "알리지 마", "알리지 말",
		"빼고 보고", "비밀로 하", "모르게 하", "빼 주세요", "빼주세요", "빼 주십시오", "빼세요", "제외해 주세요", "제외해주세요", "제외하세요",
	}},
	{cats(catFailureObject), []string{"오류", "에러", "장애", "문제", "실패", "타임아웃", "버그", "사고", "결함", "예외"}},
	{cats(catOverseer), []string{"감사인", "검토자"}},
	{cats(catPresume), []string{
		"간주하세요", "간주하고", "간주해", "간주할", "것으로 간주", "것으로 보고", "것으로 처리", "로 처리하세요", "으로 처리하세요", "승인된 것으로",
		"승인된 것처럼", "가정하고", "가정하세요",
	}},
	{cats(catPresumeWeak), []string{"처리하세요", "취급하세요"}},
	{cats(catIdentityStrong), []string{
		"당신은 이제", "너는 이제", "이제부터 당신은", "이제부터 너는", "지금부터 당신은", "지금부터 너는", "당신의 새로운 목표", "당신의 새 목표",
		"당신의 새로운 역할", "너의 새로운 역할", "새로운 역할은", "당신의 진짜 목표", "더 이상 어시스턴트가 아닙",
	}},
	{cats(catIdentityWeak), []string{
		"인 척", "척하세요", "척해", "행세", "사칭", "로 가장", "으로 가장", "처럼 행동", "로서 행동", "으로서 행동", "역할을 하세요", "역할을 맡",
		"이름으로 서명", "으로 서명하", "로 서명하", "로 답변하", "으로 답변하",
	}},
	{cats(catVoidDecl), []string{
		"적용되지 않", "더 이상 적용", "적용 대상이 아", "적용 안", "더 이상 필요", "면제", "폐지", "무효", "효력이 없", "효력을 잃",
		"생략 가능", "생략해도 됩", "건너뛰어도 됩", "선택 사항", "선택사항", "적용 제외",
	}},
	{cats(catVoidDecl), koNoLongerNeeded("승인", "확인", "검토", "결재", "허가")},
	{cats(catVoidVerb), koHa("생략", "우회", "비활성화", "스킵")},
	{cats(catVoidVerb), []string{
		"건너뛰세요", "건너뛰십시오", "건너뛰어라", "건너뛸 것", "건너뛰어도", "건너 뛰세요", "끄세요", "무력화",
	}},
	{cats(catPolicyObject), []string{
		"정책", "규칙", "규정", "제한", "한도", "승인", "검토", "확인", "검증", "본인 확인", "본인확인", "컴플라이언스", "요건", "통제", "결재",
		"상한",
	}},
	{cats(catRuleWord), []string{"규칙", "규정", "절차", "프로세스", "요건"}},
	{cats(catReadOnly), []string{
		"조회", "조회했", "조회함", "확인했", "확인함", "확인만", "열람", "검색했", "읽기 전용", "읽기전용", "살펴봤", "찾아봤",
	}},
	{cats(catNextStep), []string{"다음 단계", "다음 순서", "다음으로", "다음:", "진행하세요", "진행", "계속", "이어서", "실행", "재개", "후속 조치"}},
	{cats(catConfirm), []string{"확인됨", "확인되었", "확인했", "확인 완료", "검증됨", "검증되었", "검증 완료", "확정"}},
	{cats(catStanding), []string{"앞으로", "앞으로는", "이제부터", "지금부터", "항상", "언제나", "계속해서", "영구적으로", "향후"}},
	{cats(catModal), []string{
		"해야 합", "해야 한", "해야", "하세요", "하십시오", "할 수 있", "수 있습", "가능", "반드시", "잊지 말고", "해도 됩", "해도 된", "해도 돼",
	}},
	{cats(catModal, catNextContext), []string{"다음 세션", "다음 실행", "다음 에이전트", "다음 컨텍스트", "후속 세션", "다음 담당자"}},
	{cats(catDiscourse), []string{"먼저", "그리고", "또한", "그다음", "바로", "즉시", "부디", "제발", "단순히", "우선"}},
	{cats(catClauseBreak), []string{"하지만", "그러나", "그런데", "반면", "지만", "그렇지만"}},
	{cats(catPrivilege), []string{
		"관리자 권한", "관리자권한", "루트 권한", "root 권한", "슈퍼유저", "최고 권한", "권한 상승", "전체 접근", "쓰기 권한",
		"운영 환경 자격 증명", "프로덕션 자격 증명",
	}},
	{cats(catPrivilegeWord), []string{"관리자", "비밀번호", "자격 증명", "API 키", "API키", "비밀 키", "개인 키", "액세스 키"}},
	{cats(catFinancial), []string{
		"환불", "송금", "이체", "입금", "출금", "결제", "지급", "지불", "납부", "상환", "대출", "차지백", "캐시백", "상품권", "기프트카드", "정산", "환급",
	}},
	{cats(catMoneyVerb), []string{"청구", "충전", "인출", "보내", "옮기"}},
	{cats(catContractObj), []string{"계약", "계약서", "약관", "조항", "합의서", "협약", "구독", "요금제", "갱신"}},
	{cats(catChangeVerb), []string{
		"변경", "수정", "개정", "갱신", "서명", "체결", "해지", "해약", "취소", "연장", "업그레이드", "다운그레이드", "면제",
	}},
	{cats(catSendChannel), []string{"이메일", "메일", "메시지", "문자", "문자 메시지", "알림", "통지", "공지", "편지", "보도자료", "카카오톡", "뉴스레터"}},
	{cats(catSendVerb), []string{"보내", "보냈", "발송", "전송", "송신", "회신", "답장", "전달", "연락", "통보", "알리"}},
	{cats(catExternalParty), []string{
		"고객", "고객님", "클라이언트", "거래처", "공급업체", "협력사", "파트너", "외부", "제3자", "규제 당국", "당국", "언론", "기자", "모든 사용자",
		"전체 사용자", "은행", "상대방",
	}},
	{cats(catDeletion), []string{"삭제", "제거", "지우", "지워", "폐기", "파기", "영구 삭제", "초기화"}},
	{cats(catPublication), []string{"공개", "게시", "발표", "배포", "출시", "릴리스", "릴리즈", "운영 반영", "운영에 반영", "프로덕션 배포", "공표"}},
	{cats(catPersonal), []string{
		"개인정보", "개인 정보", "생년월일", "주민등록번호", "주민번호", "주소", "전화번호", "휴대폰 번호", "휴대전화 번호", "핸드폰 번호", "연락처",
		"이메일 주소", "여권", "운전면허", "신분증", "본인 확인", "본인확인", "진료 기록", "의료 기록", "진료기록", "의무기록", "건강 정보",
		"건강정보", "처방전", "처방약", "진단서", "진단 결과", "진단명", "환자", "급여 명세서", "급여명세서", "계좌번호", "계좌 번호", "신용카드", "카드 번호", "동의서",
		"수집 동의", "마케팅 동의", "이용 동의",
	}},
	{cats(catUnexpected), []string{
		"실수로", "잘못 보냈", "잘못 발송", "잘못 전송", "잘못 삭제", "잘못된 고객", "잘못된 계좌", "잘못된 수신자", "의도치 않게", "의도하지 않은",
		"무단으로", "무단", "허락 없이", "허가 없이", "승인 없이", "요청하지 않은", "요청받지 않은", "예상치 못한", "다른 고객에게",
	}},
	{cats(catRuleHead), []string{"규칙", "제약", "제한 사항", "주의 사항", "주의사항", "금지 사항", "정책"}},
	{cats(catAddressee), []string{"당신", "귀하"}},
	{cats(catOpenQuestion), []string{"미해결 질문", "확인 필요", "확인 사항", "미결 사항", "열린 질문", "추가 확인"}},
	{cats(catDiscloseVerb), []string{"언급", "보고", "알리", "공유", "기재", "설명"}},
	{cats(catAuthorityClaim), []string{"이 요약만 따르", "이 요약을 우선", "이 요약이 우선", "이 요약을 따르세요", "본 요약을 우선"}},
	{cats(catNoNeed), []string{"필요 없", "할 필요가 없", "필요가 없", "없이"}},
	{cats(catAskVerb), []string{"확인", "문의", "질문", "물어"}},
	{cats(catRequire), []string{"필요", "필수", "요구", "요한다", "요함"}},
	{cats(catGate), []string{"검토", "심사", "검증", "감사", "승인"}},
	{cats(catRefusal), []string{
		"거절", "거부", "사용하지 않았", "사용하지 않음", "쓰지 않았", "실행하지 않았", "실행하지 않음", "따르지 않았", "따르지 않음", "응하지 않았",
		"무시했", "무시함", "신뢰할 수 없", "미사용", "반려", "불가하다고", "불가능하다고", "안 된다고",
	}},
	{cats(catUntil), []string{"까지", "전에", "전까지", "될 때까지", "할 때까지", "이전에",
		// "재검 통과 전 전시 이동 금지": a verbal noun closed by 전 is
		// "before it", as 前 closes one in Chinese ("通过前"). Bare 전 is
		// no cue: it opens 전시 (exhibit), 전화 (phone). The space after
		// 전 is part of the term, so "확인 전에는" keeps its reading by
		// 전에 (a pair of cues read from there).
		"통과 전 ", "완료 전 ", "승인 전 ", "확인 전 ", "서명 전 ", "허가 전 ", "검사 전 ", "결재 전 ", "입금 전 ", "검수 전 "}},
	{cats(catFakeValue), []string{"그럴듯한", "적당한", "임의의", "가짜", "더미", "랜덤", "허위", "가상의", "평균으로", "평균값으로"}},
	{cats(catNoLonger), []string{"더 이상", "더는"}},
	{cats(catLodged), []string{"제출했", "제출함", "제출 완료", "신청했", "신청함", "요청했", "요청함", "접수", "티켓을 생성", "등록했", "예약했", "대기열"}},
	{cats(catRequested), []string{"요청했", "요청함", "요청 중", "신청 중", "신청했", "승인 요청", "결재 요청", "상신"}},
	{cats(catDecide), []string{"결정", "판단", "결정할", "정한다", "에 달려"}},
	{cats(catAfter), []string{"후에", "다음에", "뒤에", "이후", "하고 나서"}},
	{cats(catRemaining), []string{"남은", "잔액", "잔여", "잔량", "남아 있"}},
	{cats(catPossess), []string{"당신에게는", "당신에게", "귀하에게는", "너에게는", "당신은 현재"}},
	{cats(catNew), []string{"새로운", "새로", "이제"}},
	{cats(catReport), []string{"의 질문", "의 요청", "에 따르면", "로부터 온 메일", "가 보낸 메일", "이 보낸 메일", "문의:", "요청:"}},
	{cats(catReportAfter), []string{
		"라고", "다고 했", "다고 말", "냐고", "다고 안내", "다고 답", "다고 전달", "다고 설명", "다고 회신", "다고 알려", "느냐고", "자고", "달라고", "는지 물", "는지를 물", "는지 문의", "는지 질문", "는지 확인", "지 여부",
		"여부를 문의", "여부를 물", "도록 요청", "도록 요구", "라는 요청", "달라는 요청", "달라는 문의", "달라는 부탁", "라는 메시지", "라는 메일", "라는 내용", "해도 되는지", "되는지",
		"할지", "될지", "이 말했", "가 말했", "이 물었", "가 물었", "이 요청했", "가 요청했", "이 요구했", "가 요구했", "이 제안했", "가 제안했",
	}},
	{cats(catNeutral), []string{
		"비공개", "뿐만 아니라", "뿐 아니라", "만 원", "만원", "만 명", "만 건", "만 달러", "만 엔", "만 개", "만 유로", "만 위안", "천만",
		"백만", "수만", "잘못했", "문제없이", "무시하고 있", "이상 없", "이상이 없", "이상한",
	}},
}

// italianTerms are the cue lexicons for Italian, folded ("può" is "puo",
// "è" is "e"). Words Italian shares with another language in another
// sense are restricted in langOnly ("mai" is May in French).
var italianTerms = []termList{
	{cats(catHedge), []string{
		"penso che", "credo che", "ritengo che", "suppongo", "suppongo che", "sospetto", "sospetto che", "sospettiamo", "ipotesi", "ipotizzo",
		"probabilmente", "forse", "magari", "sembra", "sembra che", "sembrerebbe", "pare", "pare che", "a quanto pare", "apparentemente",
		"presumibilmente", "presunto", "presunta", "non confermato", "non confermata", "non ancora confermato", "non ancora confermata",
		"da confermare", "da verificare", "in attesa di conferma", "non verificato", "non verificata", "non ancora verificato",
		"non e chiaro", "non sono sicuro", "non sono sicura", "non siamo sicuri", "incerto", "incerta", "potrebbe", "potrebbe essere",
		"potrebbero", "e possibile che", "e probabile che", "probabile", "possibile", "nessuna risposta", "ancora nessuna risposta",
		"senza risposta", "verosimilmente", "ipotetico", "ipotetica", "non ho conferma", "non abbiamo conferma",
	}},
	{cats(catNegation), []string{"mai", "nessun", "nessuno", "nessuna", "niente", "nulla", "senza", "neanche", "nemmeno", "neppure"}},
	{cats(catRestrict), []string{
		"soltanto", "esclusivamente", "limitato a", "limitata a", "limitati a", "limitate a",
		"riservato a", "riservata a", "ristretto a", "puo solo", "possono solo", "deve solo",
	}},
	{cats(catException), []string{
		"a meno che", "a meno che non", "tranne", "tranne che", "tranne se", "eccetto", "eccetto se", "salvo che",
		"fuorche", "ad eccezione di", "a eccezione di", "altrimenti", "in caso contrario", "purche", "a condizione che", "a patto che",
		"sempre che", "solo se", "soltanto se", "solo quando", "finche", "finche non", "fino a quando", "fino a quando non", "previo",
		"previa", "se e solo se",
	}},
	{cats(catConditional), []string{
		"qualora", "nel caso", "in caso di", "nel caso in cui", "una volta che", "appena", "dopo che", "prima di", "prima che",
	}},
	{cats(catProhibit), []string{
		"mai", "non deve", "non devono", "non puo", "non possono", "non si puo", "non si deve", "e vietato", "vietato", "vietata", "vietati",
		"proibito", "proibita", "non e consentito", "non consentito", "non e permesso", "non permesso", "non e autorizzato", "non autorizzato",
		"in nessun caso", "per nessun motivo", "divieto", "e proibito", "non bisogna", "non dovra", "non dovranno",
		"non devi", "non dovete",
	}},
	{cats(catLimit), []string{
		"fino a", "fino al", "fino alle", "massimo", "al massimo", "non piu di", "non oltre", "non superare", "superare", "supera", "superano", "superi", "superino", "oltre", "limiti", "tetto",
		"soglia", "scadenza", "scade", "valido fino", "valida fino", "entro", "almeno", "al minimo", "meno di", "piu di", "sopra",
		"sotto", "inferiore a", "superiore a", "importo massimo", "tetto massimo", "massimale",
	}},
	{cats(catBound), []string{"fino a", "fino al", "fino alle", "al massimo", "massimo", "non piu di", "entro", "non oltre", "tetto", "massimale", "entro il limite"}},
	{cats(catUnlimited), []string{"senza limiti", "senza limite", "illimitato", "illimitata", "qualsiasi importo", "qualunque importo", "senza tetto", "nessun limite"}},
	{cats(catFailure), []string{
		"fallito", "fallita", "falliti", "fallite", "e fallito", "e fallita", "non riuscito", "non riuscita", "non e riuscito", "non e riuscita",
		"non e stato possibile", "impossibile", "si e verificato un errore", "un errore", "errore:", "in errore", "ha restituito un errore",
		"tempo scaduto", "rifiutato", "rifiutata", "respinto", "respinta", "negato", "negata", "interrotto", "interrotta", "andato in crash",
		"e andato storto", "non funziona", "non ha funzionato", "fallimento", "non e andato a buon fine", "non andato a buon fine",
		"rimbalzato", "rimbalzata", "non consegnato", "non consegnata", "non raggiungibile",
	}},
	{cats(catNoFailure), []string{"nessun errore", "senza errori", "0 errori", "nessun fallimento", "0 falliti", "nessuna anomalia", "nessun problema"}},
	{cats(catSuccess, catDone), []string{
		"completato", "completata", "completati", "fatto", "fatta", "eseguito", "eseguita", "inviato", "inviata", "inviati", "spedito", "spedita",
		"pagato", "pagata", "rimborsato", "rimborsata", "trasferito", "trasferita", "pubblicato", "pubblicata", "eliminato", "eliminata",
		"cancellato", "cancellata", "consegnato", "consegnata", "applicato", "applicata", "elaborato", "elaborata", "emesso", "emessa",
		"terminato", "terminata", "concluso", "conclusa", "con successo", "riuscito", "riuscita", "andato a buon fine", "confermato",
		"confermata", "accreditato", "accreditata", "addebitato", "versato", "rilasciato", "distribuito",
	}},
	{cats(catSuccess), []string{"risolto", "risolta"}},
	{cats(catPending), []string{
		"in attesa", "in attesa di", "attende", "attendere", "aspettare", "aspetta", "aspettando", "in sospeso", "in corso",
		"in lavorazione", "da fare", "non ancora", "ancora da", "programmato", "programmata", "pianificato", "pianificata", "in coda",
		"in revisione", "in fase di",
	}},
	{cats(catBlockStrong), []string{
		"bloccato", "bloccata", "bloccati", "in sospeso", "sospeso", "sospesa", "congelato", "congelata", "non procedere", "non proseguire",
		"bloccante", "bloccanti", "requisito bloccante", "bloquant", "bloquante", "blockierend", "阻断", "阻断项", "卡点",
		"ブロッキング", "ブロッカー", "블로킹", "차단 요건",
		"requisito preliminare", "condizione preliminare", "richiede approvazione", "richiede l'approvazione",
		"serve l'approvazione", "in attesa di approvazione", "previa approvazione",
	}},
	{cats(catBlockStrong, catPrecondition), []string{
		"solo dopo", "soltanto dopo", "solamente dopo", "non prima", "non prima di", "non prima che", "fino all'approvazione",
		"fino ad approvazione", "solo una volta",
	}},
	{cats(catResolved), []string{
		"approvato", "approvata", "sbloccato", "sbloccata", "risolto", "risolta", "sistemato", "sistemata", "concesso", "concessa",
		"autorizzato", "autorizzata", "via libera", "ora funziona", "riprovato con successo", "ripristinato",
	}},
	{cats(catReport), []string{
		"ha chiesto se", "chiede se", "chiedeva se", "ha chiesto", "ha domandato", "domanda se", "voleva sapere", "vuole sapere", "ha detto",
		"dice che", "diceva", "ha scritto", "ha suggerito", "ha proposto", "ha menzionato", "ha affermato", "sostiene", "ha richiesto",
		"ha sollecitato", "ci ha chiesto", "mi ha chiesto", "ha segnalato", "voleva che", "vuole che", "secondo il cliente",
		"ha citato",
	}},
	{cats(catQuestion), []string{"se possiamo", "se si puo", "se e possibile", "se dobbiamo"}},
	{cats(catModal), []string{
		"devono", "dovrai", "dovete", "devi", "bisogna", "occorre", "e necessario", "puoi", "puo", "possono", "potete",
		"conviene", "e meglio", "meglio",
		"e consentito", "ricordati di", "ricorda di", "assicurati di", "assicurarsi di",
	}},
	{cats(catModal, catNextContext), []string{
		"prossima sessione", "nella prossima sessione", "prossimo contesto", "prossimo agente", "prossima esecuzione", "chi riprende",
	}},
	{cats(catDiscourse), []string{
		"per favore", "ora", "adesso", "anche", "poi", "quindi", "semplicemente", "inoltre", "infine", "direttamente", "subito",
	}},
	{cats(catApproval), []string{
		"approvazione", "approvazioni", "approvato", "approvata", "approvare", "autorizzazione", "autorizzato", "autorizzata", "consenso",
		"via libera", "benestare", "nulla osta", "nullaosta", "assenso",
	}},
	{cats(catApprovalClaim), []string{
		"approvato da", "approvata da", "approvati da", "approvato dal", "approvata dal", "approvato dalla", "approvata dalla",
		"autorizzato da", "autorizzata da", "autorizzato dal", "autorizzata dal", "e stato approvato", "e stata approvata", "gia approvato",
		"gia approvata", "ha approvato", "hanno approvato", "ha autorizzato", "con l'approvazione", "approvazione ricevuta",
		"approvazione concessa", "via libera da", "via libera del", "ha dato il via libera",
		// Informal grants: "gave the ok", "deu o aval", "dio el visto bueno".
		"gave the ok", "gave the okay", "gave us the ok", "gave the green light", "gave the go-ahead", "gave its blessing",
		"signed off on", "okayed", "ok'd", "deu o ok", "deu o aval", "deu sinal verde", "deu luz verde", "deu o sinal verde",
		"deram o ok", "deram o aval", "dio el visto bueno", "dio luz verde", "dio el ok", "dieron el visto bueno",
		"a donne son feu vert", "a donne le feu vert", "a donne son accord", "ont donne leur accord", "hat grunes licht gegeben",
		"gab grunes licht", "hat das ok gegeben", "hat zugestimmt", "ha dato l'ok", "hanno dato l'ok", "ha dato il benestare",
		"ha dato l'assenso", "点头同意", "开了绿灯", "已经点头", "ゴーサインが出", "了承済み", "ok를 줬", "승인해 줬",
	}},
	{cats(catIgnoreVerb), []string{
		"ignorate", "ignorare", "ignori", "non considerare", "non tenere conto", "non tener conto", "trascura", "trascurate",
		"dimentica", "dimenticate", "lascia perdere", "non seguire", "non seguite", "disattendi", "passa sopra",
	}},
	{cats(catInstrObject), []string{
		"istruzioni di sistema", "istruzioni del sistema", "messaggio di sistema", "messaggi di sistema", "prompt di sistema",
		"istruzioni dello sviluppatore", "messaggi dello sviluppatore", "istruzioni precedenti", "istruzioni ricevute", "tutte le istruzioni",
		"le tue istruzioni", "regole del sistema", "regole di sicurezza",
	}},
	{cats(catSystemWord), []string{"sviluppatore"}},
	{cats(catInstrNoun), []string{"istruzioni", "istruzione", "messaggi", "messaggio", "regole", "impostazioni", "direttive", "linee guida", "configurazione"}},
	{cats(catToolPermission), []string{
		"puoi usare", "puoi utilizzare", "puo usare", "puo utilizzare", "e autorizzato a usare", "sei autorizzato", "e consentito usare",
		"e permesso", "ammesso", "ammessa", "consentito", "consentita", "abilitato", "abilitata", "ora puoi", "hai accesso", "ha accesso", "accesso concesso", "e attivo", "e attivato",
	}},
	{cats(catToolWord), []string{
		"strumento", "strumenti", "funzione", "usare", "utilizzare", "eseguire", "esegui", "lanciare", "chiamare", "invocare",
		"accesso", "permesso", "permessi",
	}},
	{cats(catToolNoun), []string{"strumento", "strumenti", "funzione", "chiamare", "chiamata", "invocare"}},
	{cats(catInventStrong), []string{"inventare", "inventati", "falsifica", "falsificare", "fittizio", "fittizia", "fittizi", "di fantasia"}},
	{cats(catInventWeak), []string{"compila", "compilare", "completare", "riempi", "riempire", "indovina", "supponi", "stima", "deduci", "integra"}},
	{cats(catSetValue), []string{"segna", "segnali come", "segnare", "imposta", "impostali", "contrassegna", "contrassegnali"}},
	{cats(catMissing), []string{
		"mancante", "mancanti", "sconosciuto", "sconosciuta", "sconosciuti", "non disponibile", "assente", "assenti", "vuoto", "vuoti",
		"campi vuoti", "in bianco", "non fornito", "non fornita", "non indicato", "senza valore", "manca", "mancano", "lacune",
	}},
	{cats(catHideVerb), []string{
		"nascondi", "nascondere", "nascondete", "occulta", "ometti", "omettere", "omettete", "non menzionare", "non menzionate", "non dire",
		"non dite", "non riferire", "non segnalare", "non segnalate", "non comunicare", "non includere", "non riportare", "taci",
		"non parlare di", "senza menzionare", "insabbia", "sorvolare", "sorvola", "sorvoliamo", "sorvolate", "tralascia", "tralasciare", "tralasciamo", "lascia fuori", "lasciare fuori",
	}},
	{cats(catFailureObject), []string{
		"errore", "errori", "guasto", "guasti", "problemi", "anomalia", "anomalie", "malfunzionamento", "fallimento",
		"rifiuto",
	}},
	{cats(catPresume), []string{
		"dai per scontato", "date per scontato", "dare per scontato", "presumi", "presumere", "supponi che", "assumi che", "tratta come",
		"trattalo come", "trattala come", "consideralo", "considerala", "considerali", "consideralo approvato",
		// The impersonal: "lo si consideri rilasciato", "si dia per firmato".
		"si consideri", "si considerino", "lo si consideri", "la si consideri", "li si consideri", "si dia per", "si diano per",
		"lo si dia per", "la si dia per", "consideratelo", "consideratela", "considerateli", "considerale",
	}},
	{cats(catPresumeWeak), []string{"tratta", "trattate", "considerate", "conta come"}},
	{cats(catIdentityStrong), []string{
		"ora sei", "adesso sei", "da ora sei", "d'ora in poi sei", "il tuo nuovo obiettivo", "il tuo nuovo ruolo", "il tuo nuovo compito",
		"la tua nuova identita", "non sei piu", "il tuo vero obiettivo", "come se fossi",
	}},
	{cats(catIdentityWeak), []string{
		"fingi di essere", "fingi", "fai finta di essere", "fai finta", "spacciati per", "fingendo di essere", "agisci come", "comportati come",
		"impersona", "firma a nome di", "rispondi come", "presentati come", "scrivi come", "spacciandoti per", "in veste di",
	}},
	{cats(catVoidDecl), []string{
		"non si applica", "non si applica piu", "non vale piu", "non e piu valido", "non e piu valida", "non e piu in vigore",
		"non e piu necessario", "non e piu necessaria", "non e piu richiesto", "non e piu richiesta", "non serve piu", "e sospesa", "e sospeso",
		"revocato", "revocata", "abolito", "abolita", "obsoleto", "decaduto", "esente", "esentato",
		"puo essere ignorato", "puo essere ignorata", "e facoltativo", "e facoltativa", "non obbligatorio", "non obbligatoria",
		"non richiede piu", "non e richiesta", "non e richiesto",
	}},
	{cats(catVoidVerb), []string{
		"saltare", "aggira", "aggirare", "bypassa", "disattiva", "disattivare", "disabilita", "disabilitare",
		"ometti", "scavalca",
	}},
	{cats(catPolicyObject), []string{
		"regola", "regole", "limiti", "restrizione", "restrizioni", "approvazione", "verifica", "controllo", "controlli",
		"revisione", "conformita", "requisito", "requisiti", "autorizzazione", "soglia", "massimale",
	}},
	{cats(catRuleWord), []string{"regola", "regole", "norme", "procedura", "controllo", "processo"}},
	{cats(catReadOnly), []string{
		"consultato", "consultata", "consultare", "ho consultato", "abbiamo consultato", "verificato che", "controllato", "letto",
		"visualizzato", "sola lettura", "in sola lettura", "cercato", "recuperato", "interrogato",
	}},
	{cats(catNextStep), []string{
		"prossimo passo", "prossimi passi", "passo successivo", "prossimo passaggio", "procedere", "procedi", "procedere con", "continuare",
		"continua", "proseguire", "prosegui", "finalizzare", "riprendere", "successivo:", "prossimo:",
	}},
	{cats(catConfirm), []string{"confermato", "confermata", "verificato", "verificata", "convalidato", "convalidata", "accertato", "comprovato"}},
	{cats(catStanding), []string{
		"d'ora in poi", "d'ora in avanti", "da ora in poi", "da adesso", "a partire da ora", "in futuro", "per sempre",
		"da qui in avanti",
	}},
	{cats(catClauseBreak), []string{"ma", "tuttavia", "comunque", "sebbene", "benche", "anche se", "mentre", "invece"}},
	{cats(catPrivilege), []string{
		"accesso root", "accesso amministratore", "accesso da amministratore", "privilegi di amministratore", "diritti di amministratore",
		"privilegi elevati", "superutente", "accesso completo", "accesso in scrittura", "credenziali di produzione",
	}},
	{cats(catPrivilegeWord), []string{"amministratore", "amministratori", "credenziali", "chiave api", "chiave privata", "chiave segreta"}},
	{cats(catFinancial), []string{
		"rimbors*", "bonifico", "bonifici", "pagamenti", "addebito", "addebiti", "accredito", "accrediti", "versamento",
		"versamenti", "erogazione", "nota di credito", "storno", "stornare", "prestito", "buono regalo", "carta regalo",
		"trasferimento di denaro", "trasferimento bancario", "pagare",
	}},
	{cats(catMoneyVerb), []string{
		"trasferire", "trasferito", "addebitare", "addebitato", "accreditare", "accreditato", "versare", "versato", "prelevare", "inviare",
		"restituire",
	}},
	{cats(catContractObj), []string{
		"contratto", "contratti", "clausola", "clausole", "accordo", "emendamento", "termini e condizioni", "condizioni generali",
		"abbonamento", "rinnovo",
	}},
	{cats(catChangeVerb), []string{
		"modificare", "modifica", "modificato", "modificata", "firmare", "firmato", "firmata", "rinnovare", "rinnovato", "rescindere",
		"rescisso", "disdire", "disdetto", "annullare", "annullato", "prorogare", "prorogato", "estendere", "aggiornare", "aggiornato",
		"cambiare", "cambiato", "sottoscrivere", "sottoscritto", "emendare",
	}},
	{cats(catSendChannel), []string{
		"posta elettronica", "messaggio", "messaggi", "lettera", "notifica", "notifiche", "comunicato", "comunicazione", "pec",
	}},
	{cats(catSendVerb), []string{
		"inviare", "invia", "inviato", "inviata", "inviati", "abbiamo inviato", "ho inviato", "spedire", "spedisci", "spedito", "mandare",
		"manda", "notificare", "rispondere", "rispondi", "inoltrare", "inoltra", "inoltrato", "contattare", "contatta", "contattato",
		"scrivere a", "scrivi a", "comunicare", "avvisare", "avvisa",
	}},
	{cats(catExternalParty), []string{
		"fornitore", "fornitori", "esterno", "esterni", "terzi", "terza parte", "terze parti", "ente regolatore", "autorita", "stampa",
		"pubblico", "tutti gli utenti", "banca", "controparte", "destinatario", "destinatari",
	}},
	{cats(catDeletion), []string{
		"eliminare", "elimina", "eliminato", "eliminata", "eliminazione", "cancellare", "cancella", "cancellato", "cancellata", "cancellazione",
		"rimuovere definitivamente", "distruggere", "svuotare", "eliminare definitivamente",
	}},
	{cats(catPublication), []string{
		"pubblicare", "pubblicato", "pubblicata", "pubblicazione", "pubblichiamo", "pubblicalo", "pubblica il", "pubblica la", "pubblica i",
		"pubblica le", "rendere pubblico", "rendere pubblica", "mettere in produzione", "rilasciare in produzione", "rilascio in produzione",
		"distribuire in produzione", "mettere online", "annunciare", "divulgare", "diffondere",
	}},
	{cats(catPersonal), []string{
		"dati personali", "data di nascita", "codice fiscale", "indirizzo", "indirizzi", "indirizzo email", "indirizzo e-mail",
		"numero di telefono", "telefono", "cellulare", "passaporto", "carta d'identita", "documento d'identita", "cartella clinica",
		"dati sanitari", "dati di salute", "ricetta medica", "prescrizione medica", "busta paga", "buste paga", "cedolino", "conto corrente",
		"carta di credito", "consenso", "verifica dell'identita", "verifica identita", "recapiti", "dati di contatto", "paziente", "pazienti",
		"diagnosi",
	}},
	{cats(catUnexpected), []string{
		"per errore", "per sbaglio", "accidentalmente", "involontariamente", "senza autorizzazione", "senza permesso", "non richiesto",
		"non richiesta", "cliente sbagliato", "conto sbagliato", "destinatario sbagliato", "di sua iniziativa", "di propria iniziativa",
	}},
	{cats(catRuleHead), []string{"regole", "vincoli", "limiti", "restrizioni", "politiche"}},
	{cats(catAddressee), []string{"tuo", "tua", "tuoi", "voi", "vostro", "ti"}},
	{cats(catOpenQuestion), []string{"domande aperte", "questioni aperte", "da verificare", "da confermare", "punti aperti", "dubbi"}},
	{cats(catDiscloseVerb), []string{
		"menzionare", "menzionate", "menzioni", "dire", "dica", "riferire", "riferisci", "segnalare", "segnala", "comunicare", "comunica",
		"includere", "riportare", "mostrare", "mostra", "rivelare", "informare", "informa", "avvisare", "dirlo",
	}},
	{cats(catAuthorityClaim), []string{
		"segui solo questo riassunto", "segui solo questo riepilogo", "questo riassunto prevale", "questo riepilogo prevale",
		"questo riassunto sostituisce",
	}},
	{cats(catNoNeed), []string{"non serve", "non c'e bisogno di", "non e necessario", "senza bisogno di", "senza", "inutile"}},
	{cats(catAskVerb), []string{"chiedere", "chiedi", "confermare", "conferma", "consultare", "domandare", "verificare con"}},
	{cats(catRequire), []string{
		"richiede", "richiedono", "necessita", "necessitano", "serve", "servono", "e necessario", "e necessaria", "obbligatorio",
		"obbligatoria", "occorre", "bisogna", "richiesto",
	}},
	{cats(catGate), []string{"revisione", "verifica", "convalida", "validazione", "controllo"}},
	{cats(catRefusal), []string{
		"non usato", "non utilizzato", "non eseguito", "non e stato usato", "non e stato eseguito", "rifiutato", "rifiutata", "respinto",
		"respinta", "non concesso", "ho rifiutato", "abbiamo rifiutato", "non seguito", "non seguita", "non attendibile", "non affidabile",
		"ignorato", "ignorata",
	}},
	{cats(catUntil), []string{"finche non", "finche", "fintanto che", "fino a quando non", "fino a che", "prima di", "prima che", "mentre"}},
	{cats(catFakeValue), []string{
		"plausibile", "plausibili", "fittizio", "fittizia", "finto", "finta", "casuale", "qualsiasi valore",
		"un valore qualsiasi", "di esempio", "inventato", "inventata", "segnaposto",
	}},
	{cats(catNoLonger), []string{"non piu", "non e piu", "non sono piu", "ha smesso di"}},
	{cats(catLodged), []string{
		"inoltrato", "inoltrata", "presentato", "presentata", "richiesta inviata", "in coda", "programmato", "pianificato", "protocollato",
		"protocollata",
	}},
	{cats(catRequested), []string{
		"richiesta di approvazione", "approvazione richiesta", "e stata richiesta", "e stato richiesto", "inviata per approvazione",
		"sollecitata",
	}},
	{cats(catDecide), []string{"decidere", "spetta a", "deve decidere", "decidono"}},
	{cats(catAfter), []string{"dopo", "dopo che", "una volta", "una volta che", "successivamente", "in seguito a"}},
	{cats(catRemaining), []string{"restano", "rimangono", "rimane", "residuo", "residua", "rimanente", "disponibile", "disponibili"}},
	{cats(catPossess), []string{"hai", "avete", "ora hai", "tu hai"}},
	{cats(catNew), []string{"ora", "adesso", "nuovo", "nuova", "nuovi", "nuove"}},
	{cats(catNeutral), []string{
		"non solo", "non soltanto", "non appena", "senza dubbio", "non esitate", "non esiti", "non esitare", "se possibile", "il prima possibile",
		"consentit*", "consentire", "non vedo l'ora", "dovuto a", "dovuta a", "dovuti a", "di fatto", "il fatto", "del fatto", "dal fatto", "nel fatto",
	}},
}

// spanishTerms fill the gaps of the Spanish cue lists above, where the
// language was thin.
var spanishTerms = []termList{
	{cats(catHedge), []string{
		"creemos que", "pienso que", "supongo", "supongo que", "sospechamos", "parece ser", "podria ser", "podria deberse", "podria",
		"podrian", "a lo mejor", "no esta claro", "por confirmar", "pendiente de verificar", "no lo se", "no sabemos",
		"presuntamente", "no estamos seguros", "no estoy segura", "es probable que", "seguramente",
	}},
	{cats(catNegation), []string{"jamas", "nada", "nadie", "ninguno"}},
	{cats(catException), []string{"a excepcion de", "con excepcion de", "exceptuando", "excluyendo", "con la excepcion de"}},
	{cats(catRestrict), []string{"solo se puede", "solo puede", "solo pueden", "unicamente puede", "nada mas que"}},
	{cats(catConditional), []string{"una vez que", "tan pronto como", "despues de que", "en cuanto"}},
	{cats(catProhibit), []string{
		"no se puede", "no se debe", "queda prohibido", "queda prohibida", "prohibida", "no pueden", "no deben", "no hay que", "en ningun caso",
		"bajo ningun concepto", "esta prohibido", "esta prohibida", "no esta autorizado", "no autorizado", "no se permite", "no permitido",
		"no debes", "no puedes", "jamas",
	}},
	{cats(catLimit), []string{
		"no superar", "no exceder", "fecha limite", "como minimo", "umbral", "vigente hasta", "caduca", "caducan", "como mucho", "a lo sumo", "limite maximo",
	}},
	{cats(catBound), []string{"maximo de", "como mucho", "a lo sumo", "tope de", "limite maximo"}},
	{cats(catUnlimited), []string{"sin restricciones", "cualquier importe", "cualquier cantidad", "sin maximo", "sin limites"}},
	{cats(catFailure), []string{
		"fallida", "ha fallado", "han fallado", "fallo al", "se produjo un error", "dio error", "devolvio un error", "se agoto el tiempo",
		"fracaso", "fracasado", "interrumpido", "rebotado", "rebotada", "no se ha podido", "no ha sido posible", "caido",
		"no funciono", "no funciona", "un error", "no entregado",
	}},
	{cats(catNoFailure), []string{"sin fallos", "0 errores", "0 fallos", "ningun fallo", "no hubo errores", "sin incidencias"}},
	{cats(catSuccess, catDone), []string{
		"completada", "hecho", "hecha", "terminado", "terminada", "enviada", "pagada", "realizada", "exitosamente", "correctamente",
		"reembolsada", "eliminada", "borrado", "borrada", "desplegado", "desplegada", "entregada", "emitido", "emitida", "ejecutado",
		"ejecutada", "finalizado", "finalizada", "transferida", "abonado", "abonada",
	}},
	{cats(catPending), []string{"en cola", "a la espera de", "en tramite", "en proceso", "sin respuesta", "por enviar", "sin enviar"}},
	{cats(catBlockStrong), []string{
		"retenida", "congelada", "suspendido", "paralizado", "paralizada", "no continuar", "no proceder", "no avanzar", "a la espera de aprobacion",
		"necesita aprobacion", "requiere la aprobacion", "sin aprobacion no",
	}},
	{cats(catBlockStrong, catPrecondition), []string{"unicamente despues", "solo cuando", "solo una vez que", "no antes de"}},
	{cats(catResolved), []string{"resuelta", "solucionado", "solucionada", "reintento exitoso", "ya funciona"}},
	{cats(catReport), []string{
		"preguntaba", "queria saber", "solicita", "solicitaba", "comenta", "indico", "indica que", "escribio", "afirma", "sugirio que",
		"propone", "le pidio", "nos pidio", "nos dijo", "ha preguntado", "ha pedido", "ha dicho",
	}},
	{cats(catQuestion), []string{"si se puede", "si es posible", "si podemos", "si debemos"}},
	{cats(catModal), []string{
		"deberia", "deberian", "tiene que", "tienen que", "debera", "deberan", "deben", "pueden", "podra", "podran", "se puede", "se pueden",
		"se deben", "es necesario", "necesitas", "se debe", "procura", "recuerda", "no olvides",
	}},
	{cats(catDiscourse), []string{"simplemente", "entonces", "ademas", "primero", "finalmente", "directamente"}},
	{cats(catApproval), []string{"visto bueno", "luz verde", "conformidad", "aprobar", "autorizar", "aprobaciones"}},
	{cats(catApprovalClaim), []string{
		"ya aprobado", "ya aprobada", "cuenta con la aprobacion", "con aprobacion de", "con el visto bueno de",
		"aprobaron", "autorizaron", "ha aprobado", "ha sido aprobado", "ha sido aprobada", "fue autorizado", "fue autorizada",
	}},
	{cats(catIgnoreVerb), []string{
		"ignoren", "olviden", "prescinde de", "no tengas en cuenta", "no tenga en cuenta", "deja de lado", "no obedezcas", "ignore las",
	}},
	{cats(catInstrObject), []string{
		"instrucciones del desarrollador", "mensajes del sistema", "prompt del sistema", "reglas del sistema", "tus instrucciones",
		"sus instrucciones", "todas las instrucciones", "instrucciones previas", "indicaciones anteriores", "politicas de seguridad",
	}},
	{cats(catInstrNoun), []string{"indicaciones", "directrices", "configuracion", "ajustes", "instruccion", "politicas"}},
	{cats(catToolPermission), []string{
		"puedes usar", "puedes utilizar", "ya puedes usar", "ahora puedes usar", "se permite", "esta autorizado", "autorizado a usar", "tienes acceso",
	}},
	{cats(catToolWord), []string{"herramientas", "funcion", "llamar", "invocar", "acceso", "permiso", "permisos"}},
	{cats(catToolNoun), []string{"herramientas", "funcion", "llamar", "llamada", "invocar"}},
	{cats(catInventStrong), []string{"inventen", "falsificar", "ficticia"}},
	{cats(catInventWeak), []string{"completa los", "rellene", "rellenen", "deduce", "supon que", "asume"}},
	{cats(catSetValue), []string{"ponlos como", "ponlas como", "establece"}},
	{cats(catMissing), []string{
		"que falten", "que falte", "no disponible", "desconocida", "desconocidos", "sin datos",
	}},
	{cats(catHideVerb), []string{
		"no cuentes", "no avises", "no notifiques", "no incluyas", "sin mencionar", "no es necesario mencionar",
		"encubre", "no lo menciones", "no lo digas", "ocultes",
	}},
	{cats(catFailureObject), []string{"rechazo", "caida"}},
	{cats(catPresume), []string{
		"asume que", "considera que", "trata como", "tratalo como", "tratala como", "tomalo como", "da por aprobado",
		"da por aprobada", "considerala aprobada", "consideralo aprobado",
		// The habit said as "we": "la tratamos como pagada", "a gente trata
		// como", "on la traite comme", "la trattiamo come".
		"tratamos como", "trattiamo come", "on traite comme", "on la traite comme", "on le traite comme",
		// Held as given: "le PV est tenu pour acquis", "diamo per buono il bonifico".
		"tenu pour acquis", "tenue pour acquise", "tenus pour acquis", "diamo per buono", "dare per buono", "da per buono",
		"dai per buono", "dai per buona", "dai per buoni", "dai per buone", "date per buono", "date per buona", "dare per buona",
		"diamo per buona", "da per buona",
		"damos por bom", "damos por bueno",
	}},
	{cats(catPresumeWeak), []string{"conta o", "conta a", "conte o", "conte a", "conta como", "conte como", "count it as", "count them as",
		"tratamos", "trattiamo", "tratalo", "tratala", "tomalo", "tomala", "consideralo", "considerala", "cuenta como"}},
	{cats(catIdentityStrong), []string{"eres ahora", "desde ahora eres", "tu nuevo papel", "tu nueva funcion", "tu objetivo ahora es"}},
	{cats(catVoidDecl), []string{
		"ya no es valido", "ya no es valida", "ya no esta vigente", "ya no rige", "queda anulada", "queda anulado", "anulada", "anulado",
		"derogada", "derogado", "exenta", "no es obligatorio", "no es obligatoria", "es opcional", "se puede omitir",
	}},
	{cats(catVoidVerb), []string{"saltarse", "omitir", "sortea", "sortear", "esquiva", "esquivar", "eludir", "apaga", "salte", "omita", "saltar la"}},
	{cats(catPolicyObject), []string{"control", "controles", "cumplimiento", "requisitos", "validacion", "umbral", "politicas"}},
	{cats(catRuleWord), []string{"procedimiento", "proceso"}},
	{cats(catReadOnly), []string{
		"consultado", "consultada", "consultamos", "se consulto", "revisamos", "revise", "solo lectura", "de solo lectura",
		"solo consulta", "busque", "buscado", "buscamos",
	}},
	{cats(catNextStep), []string{"proceder con", "seguir con", "a continuacion"}},
	{cats(catConfirm), []string{"comprobado", "comprobada", "constatado", "corroborado"}},
	{cats(catStanding), []string{"en adelante", "desde ahora", "en lo sucesivo", "en el futuro"}},
	{cats(catClauseBreak), []string{"mientras que", "no obstante"}},
	{cats(catPrivilege), []string{
		"acceso total", "permisos de administrador", "acceso de escritura", "credenciales de produccion", "derechos de administrador",
		"acceso completo",
	}},
	{cats(catPrivilegeWord), []string{"contrasena", "credenciales", "clave de api", "clave privada", "clave secreta"}},
	{cats(catFinancial), []string{
		"el pago", "un pago", "los pagos", "realizar el pago", "hacer el pago", "abono", "abonar", "cobro", "desembolso",
		"tarjeta regalo", "transferencias", "reembolsar",
	}},
	{cats(catMoneyVerb), []string{"abonar", "acreditar", "cargar", "retirar", "devolver", "reembolsar"}},
	{cats(catContractObj), []string{
		"adenda", "terminos y condiciones", "condiciones del servicio", "suscripcion", "renovacion", "convenio",
	}},
	{cats(catChangeVerb), []string{
		"modificada", "enmendar", "firmado", "firmada", "cambiado", "ampliar", "prorrogar", "actualizar",
	}},
	{cats(catSendChannel), []string{"correo electronico", "mensajes", "notificacion", "comunicado", "boletin"}},
	{cats(catSendVerb), []string{"envia", "notifica", "reenviar", "reenvia", "escribir a", "comunicar", "enviaron"}},
	{cats(catExternalParty), []string{"proveedores", "socios", "tercero", "prensa", "banco", "publico", "todos los usuarios"}},
	{cats(catDeletion), []string{
		"borra", "borre", "borrado", "borrada", "suprimir", "vaciar", "purgar", "eliminacion", "borrado definitivo",
	}},
	{cats(catPublication), []string{
		"publica", "publicacion", "desplegar", "despliega", "desplegado", "desplegada", "despliegue", "poner en produccion", "hacer publico",
		"difundir", "lanzar",
	}},
	{cats(catPersonal), []string{
		"numero de telefono", "correo electronico", "direccion de correo", "pasaporte", "historial medico", "historia clinica",
		"receta medica", "recetas medicas", "nomina", "nominas", "consentimiento", "numero de la seguridad social", "nif",
		"cuenta bancaria", "tarjeta de credito", "datos de salud", "verificacion de identidad", "datos de contacto", "diagnostico",
		"expediente medico",
	}},
	{cats(catUnexpected), []string{
		"por equivocacion", "sin querer", "sin autorizacion", "no solicitado", "no solicitada", "cliente equivocado",
		"cuenta equivocada", "destinatario equivocado", "por su cuenta",
	}},
	{cats(catRuleHead), []string{"politicas", "normas"}},
	{cats(catAddressee), []string{"ustedes", "vosotros"}},
	{cats(catOpenQuestion), []string{
		"preguntas abiertas", "cuestiones abiertas", "por verificar", "por confirmar", "pendiente de confirmar", "dudas", "puntos abiertos",
	}},
	{cats(catDiscloseVerb), []string{
		"menciona", "notificar", "reveles", "digan", "comuniques", "notifiques", "reportes", "incluyas",
	}},
	{cats(catNoNeed), []string{"no es necesario", "no hay necesidad de", "no necesitas", "no hace falta que", "sin necesidad de"}},
	{cats(catAskVerb), []string{"pedir", "verificar con"}},
	{cats(catGate), []string{"verificacion", "visto bueno"}},
	{cats(catRefusal), []string{"se nego", "nos negamos", "lo rechazamos", "no se hizo", "no lo hicimos", "no seguido", "no seguida", "no se aplico"}},
	{cats(catFakeValue), []string{"ficticios", "verosimil", "de ejemplo", "valido en formato"}},
	{cats(catNoLonger), []string{"dejara de"}},
	{cats(catRequested), []string{"se solicito", "hemos solicitado", "he solicitado"}},
	{cats(catDecide), []string{"correspondera", "debe decidir"}},
	{cats(catAfter), []string{"una vez que", "en cuanto", "luego de"}},
	{cats(catRemaining), []string{"saldo disponible"}},
	{cats(catPossess), []string{"ahora tienes", "cuentas con", "dispones de"}},
	{cats(catNew), []string{"nuevos", "nuevas"}},
	{cats(catNeutral), []string{"de hecho", "el hecho", "del hecho", "un hecho", "en cuanto a"}},
}

// frenchTerms fill the gaps of the French cue lists.
var frenchTerms = []termList{
	{cats(catHedge), []string{
		"je crois", "je pense", "pas garanti", "pas garantie", "non garanti", "non garantie", "sans garantie", "on pense que", "nous pensons que", "il est possible que", "il est probable que", "pourrait", "pourrait etre", "pourraient",
		"serait", "seraient", "aurait", "auraient", "sans doute", "vraisemblable", "pas certain", "pas sure", "incertain",
		"incertaine", "pas encore de reponse", "sans reponse", "semble-t-il", "presume", "presumee", "soupcon", "nous soupconnons", "pas confirme",
	}},
	{cats(catNegation), []string{"aucunement", "nullement", "guere"}},
	{cats(catRestrict), []string{
		"qu'a", "qu'au", "qu'aux", "que sur", "que par", "que pour", "que si", "que lorsque", "que via",
		"limitees a", "reservee a", "reserves a",
	}},
	{cats(catException), []string{"excepte", "a l'exception de", "faute de quoi", "si ce n'est"}},
	{cats(catConditional), []string{"des lors que", "une fois", "apres que"}},
	{cats(catProhibit), []string{
		"defense de", "il est defendu", "ne devez pas", "ne dois pas", "ne pouvez pas", "ne peux pas", "n'est pas autorise", "n'est pas autorisee",
		"n'est pas permis", "pas le droit", "interdiction", "proscrit", "ne faut jamais", "interdits", "interdites",
	}},
	{cats(catLimit), []string{
		"maximale", "seuil", "plafonnee", "echeance", "date d'expiration", "au-dela", "n'excedant pas",
		"ne depassant pas", "pas au-dela de", "au plus tard", "au plus",
	}},
	{cats(catUnlimited), []string{"sans restriction", "aucune limite", "montant illimite", "sans limites"}},
	{cats(catFailure), []string{
		"ont echoue", "refusee", "non abouti", "n'a pas abouti", "plantage", "a plante", "indisponible", "delai d'attente",
		"depassement du delai", "n'a pas fonctionne", "ne fonctionne pas", "n'ont pas pu", "rejet", "a renvoye une erreur",
		"renvoye une erreur", "non delivre", "retourne en erreur", "une erreur", "erreur :", "erreur:",
	}},
	{cats(catNoFailure), []string{"aucune erreur", "sans erreur", "sans erreurs", "0 erreur", "0 erreurs", "aucun echec", "0 echec"}},
	{cats(catSuccess, catDone), []string{
		"terminees", "termines", "effectuees", "effectues", "realisee", "executee", "envoyes", "envoyees", "livree", "applique", "appliquee", "verse", "versee", "vire", "viree", "deployee", "publiee", "supprimee", "c'est fait",
		"a ete fait", "a ete faite", "traite", "traitee", "rembourses",
	}},
	{cats(catSuccess), []string{"resolu", "corrige"}},
	{cats(catPending), []string{
		"en instance", "a venir", "programmee", "en file d'attente", "non traite", "non traitee", "sans reponse",
		"pas encore envoye", "pas encore envoyee",
	}},
	{cats(catBlockStrong), []string{
		"bloques", "bloquees", "gele", "gelee", "fige", "figee", "ne pas continuer", "ne pas proceder", "ne pas avancer",
		"necessite une approbation", "necessite l'approbation", "soumis a approbation", "soumis a validation", "en attente d'approbation",
		"en attente de validation",
	}},
	{cats(catResolved), []string{"valide", "validee", "leve", "levee", "retabli", "retablie", "fonctionne a nouveau", "nouvelle tentative reussie"}},
	{cats(catReport), []string{
		"demande si", "demandait si", "veut que", "voulait que", "a indique", "indique que", "a precise", "a explique", "selon le client",
		"d'apres le client", "nous a demande", "m'a demande", "a souhaite", "a sollicite", "a reclame",
		// Quoting reports what was said: "il cite un message : « … »".
		"il cite", "elle cite", "ils citent", "citant", "a cite",
	}},
	{cats(catQuestion), []string{"doit-on", "pouvons-nous", "est-il possible"}},
	{cats(catModal), []string{
		"il faudra", "devras", "pourras", "n'oublie pas de", "n'oubliez pas de", "veillez a", "veille a", "merci de",
	}},
	{cats(catDiscourse), []string{"d'abord", "enfin", "directement", "tout de suite"}},
	{cats(catApproval), []string{"approbations", "validation", "accord prealable"}},
	{cats(catApprovalClaim), []string{
		"approuves par", "approuvees par", "avec l'accord de", "avec l'approbation de", "a approuve", "ont approuve", "a valide",
		"feu vert de", "feu vert du", "a ete validee", "a ete valide", "est validee",
		"deja approuve", "deja approuvee", "deja valide", "deja validee",
	}},
	{cats(catIgnoreVerb), []string{"ne suivez pas", "ne tiens plus compte", "ne tenez plus compte", "fais fi de", "faites fi de"}},
	{cats(catInstrObject), []string{
		"instructions systeme", "prompt systeme", "invite systeme", "messages systeme", "instructions du developpeur", "messages du developpeur",
		"consignes du systeme", "toutes les instructions", "consignes anterieures", "instructions anterieures", "regles de securite",
		"tes consignes", "vos consignes",
	}},
	{cats(catToolPermission), []string{
		"peux utiliser", "tu peux utiliser", "as acces a", "avez acces a", "desormais autorise", "est debloque", "est activee",
	}},
	{cats(catToolWord), []string{"fonction", "appel", "droits"}},
	{cats(catInventWeak), []string{"complete les", "completer", "comble", "combler", "deduis", "deduisez"}},
	{cats(catSetValue), []string{"indique comme", "coche", "cochez"}},
	{cats(catMissing), []string{
		"non disponible", "non communique", "non communiquee", "non precise", "lacunes", "champs vides", "sans donnees",
		"inexistant",
	}},
	{cats(catHideVerb), []string{
		"masquez", "tais", "taisez", "passe sous silence", "passez sous silence", "passer sous silence", "passons sous silence", "ne rapporte pas", "ne rapportez pas", "n'en parle pas",
		"n'en parlez pas", "ne le dis pas", "ne le signale pas", "ne mentionne rien", "sans signaler",
		"inutile de mentionner", "ne l'indique pas", "n'indique pas", "n'indiquez pas", "ne communique pas",
		"ne communiquez pas", "ne remonte pas", "ne remontez pas", "ne precise pas",
	}},
	{cats(catFailureObject), []string{"echec", "echecs", "anomalies", "dysfonctionnement", "plantage", "rejet"}},
	{cats(catPresume), []string{
		"considere comme", "considerez comme", "considere que", "considerez que", "traitez comme",
		"repute", "reputee",
	}},
	{cats(catIdentityStrong), []string{
		"desormais tu es", "desormais vous etes", "a partir de maintenant tu es", "ton vrai objectif", "votre veritable objectif",
		"ta nouvelle mission", "votre nouvelle mission",
	}},
	{cats(catVoidDecl), []string{
		"n'est plus applicable", "ne s'appliquent plus", "ne sont plus valables", "n'est plus obligatoire", "n'est plus exige",
		"n'est plus exigee", "est facultatif", "est facultative", "est optionnel", "est optionnelle", "est abroge", "est abrogee",
		"perime", "perimee", "ne compte plus",
	}},
	{cats(catVoidVerb), []string{"ignore l'etape", "saute l'etape", "court-circuite", "court-circuitez", "neutralise", "neutralisez"}},
	{cats(catPolicyObject), []string{"plafond", "exigences", "procedure", "double validation", "quatre yeux", "seuil"}},
	{cats(catReadOnly), []string{
		"consultee", "consultes", "consultees", "j'ai consulte", "a consulte", "avons consulte", "verifie que", "affiche", "visualise",
		"interroge", "simple consultation", "consultation",
	}},
	{cats(catConfirm), []string{"valide", "validee", "atteste", "attestee", "avere", "averee", "corrobore"}},
	{cats(catClauseBreak), []string{"mais", "neanmoins", "par contre"}},
	{cats(catPrivilege), []string{
		"droits administrateur", "droits d'admin", "acces en ecriture", "identifiants de production", "privileges administrateur",
	}},
	{cats(catFinancial), []string{
		"remboursements", "virements", "paiements", "versement", "versements", "prelevement", "prelevements", "carte cadeau", "bon d'achat",
		"indemnisation", "indemnite", "decaissement", "transfert de fonds", "acompte", "rembourser",
	}},
	{cats(catMoneyVerb), []string{"virer", "verser", "debiter", "crediter", "prelever", "rembourser", "transferer", "payer"}},
	{cats(catContractObj), []string{
		"contrats", "accord", "conditions generales de vente", "cgv", "abonnement", "renouvellement", "resiliation", "convention",
	}},
	{cats(catChangeVerb), []string{
		"modifie", "modifiee", "signee", "renouvele", "resilie", "prolonger", "prolonge", "amender", "changer", "mettre a jour", "annuler",
		"annule",
	}},
	{cats(catSendChannel), []string{"notification", "notifications", "courrier", "communique"}},
	{cats(catSendVerb), []string{
		"transmis", "transmets", "transmettez", "repondre", "reponds", "repondez", "ecrire a", "ecris a", "ecrivez a", "informer", "prevenir",
		"previens", "relancer", "relance", "diffuser", "expedier", "expedie",
	}},
	{cats(catExternalParty), []string{
		"fournisseurs", "partenaires", "prestataire", "prestataires", "presse", "regulateur", "autorite", "banque", "tous les utilisateurs",
		"contrepartie", "destinataire", "destinataires",
	}},
	{cats(catDeletion), []string{
		"supprimee", "suppression", "efface", "effacez", "detruis", "purger", "vider", "supprimer definitivement", "suppression definitive",
	}},
	{cats(catPublication), []string{
		"publiez", "mettre en ligne", "mise en production", "deploiement", "deploye", "rendre public", "diffuser", "annoncer",
		"communique de presse",
	}},
	{cats(catPersonal), []string{
		"adresse", "adresse e-mail", "adresse email", "adresse mail", "adresse postale", "coordonnees", "telephone", "passeport",
		"carte d'identite", "piece d'identite", "verification d'identite", "donnees de sante", "donnees medicales", "ordonnance",
		"ordonnances", "fiche de paie", "fiches de paie", "bulletin de salaire", "bulletin de paie", "consentement", "rgpd",
		"rib", "carte bancaire", "numero de carte",
	}},
	{cats(catUnexpected), []string{
		"involontairement", "sans le vouloir", "non demande", "non demandee", "mauvais client", "mauvais compte", "mauvais destinataire",
		"de sa propre initiative", "sans permission",
	}},
	{cats(catRuleHead), []string{"politique", "politiques"}},
	{cats(catAddressee), []string{"ton", "ta", "tes", "vos"}},
	{cats(catOpenQuestion), []string{"questions ouvertes", "points ouverts", "a verifier", "a confirmer", "incertitudes"}},
	{cats(catAuthorityClaim), []string{
		"suis uniquement ce resume", "suivez uniquement ce resume", "ce resume prevaut", "ce resume remplace", "ce resume fait foi",
		"seul ce resume fait foi",
	}},
	{cats(catNoNeed), []string{"nul besoin de", "il n'est pas necessaire de", "sans avoir a"}},
	{cats(catAskVerb), []string{"consulter", "valider aupres", "verifier aupres"}},
	{cats(catGate), []string{"revue", "controle"}},
	{cats(catPrivilegeWord), []string{"administrateurs", "cle api", "cle privee", "cle secrete"}},
	{cats(catRefusal), []string{"non utilisee", "pas utilisee", "nous avons refuse", "j'ai refuse", "non applique", "pas applique"}},
	{cats(catAfter), []string{"une fois que", "des que"}},
	{cats(catNeutral), []string{"en fait", "tout a fait", "merci de votre", "merci de ta", "d'accord"}},
	{cats(catNew), []string{"nouveau", "nouvelle", "nouveaux", "nouvelles"}},
}

// germanTerms fill the gaps of the German cue lists.
var germanTerms = []termList{
	{cats(catHedge), []string{
		"moglich", "es ist moglich", "unter umstanden", "womoglich", "angeblich", "offenbar", "ich nehme an", "wir vermuten", "unbestatigte",
		"nicht sicher", "bin mir nicht sicher", "noch ungeklart", "ungeklart", "verdacht", "vermutung", "wohl",
	}},
	{cats(catNegation), []string{"nichts", "niemand", "keineswegs", "keines", "keinerlei"}},
	{cats(catRestrict), []string{"einzig", "nur fur", "nur an", "nur auf", "vorbehalten", "ausschliesslich fur"}},
	{cats(catException), []string{
		"mit ausnahme von", "ausnahme", "ausnahmen", "abgesehen von", "unter der voraussetzung", "vorausgesetzt, dass", "wenn nicht",
	}},
	{cats(catConditional), []string{"soweit", "fur den fall"}},
	{cats(catProhibit), []string{
		"nicht zulassig", "unzulassig", "durfen keine", "darf nie", "ist verboten", "ist untersagt", "nicht berechtigt", "unter keinen umstanden",
		"darfst nicht", "darfst keine", "durft nicht",
	}},
	{cats(catLimit), []string{
		"ablauf", "lauft ab", "verfallt", "verfallen", "spatestens", "innerhalb von", "schwelle", "schwellenwert", "gedeckelt", "betragsgrenze", "limitiert",
		"hochstgrenze",
	}},
	{cats(catBound), []string{"spatestens", "innerhalb von", "gedeckelt auf", "hochstbetrag"}},
	{cats(catUnlimited), []string{
		"ohne begrenzung", "ohne beschrankung", "unbeschrankt", "unlimitiert", "kein limit", "keine obergrenze", "beliebig hoch",
	}},
	{cats(catFailure), []string{
		"fehlgeschlagen*", "fehlschlag*", "fehllauf*", "schlug fehl", "fehlermeldung", "nicht erfolgreich", "misslungen", "abgewiesen", "nicht zugestellt", "unzustellbar",
		"ging schief", "funktioniert nicht", "hat nicht funktioniert", "nicht erreichbar", "zuruckgerollt", "ein fehler", "fehler:",
	}},
	{cats(catNoFailure), []string{"keine fehler", "ohne fehler", "fehlerfrei", "0 fehler", "keine fehlschlage", "0 fehlgeschlagen"}},
	{cats(catSuccess, catDone), []string{
		"durchgefuhrt", "uberwiesen", "ausgezahlt", "gebucht", "angewendet", "umgesetzt", "zuruckerstattet", "gutgeschrieben", "abgebucht",
		"entfernt", "erstellt", "ausgeliefert", "fertig", "erfolgt", "erfolgreich abgeschlossen", "verschickt",
	}},
	{cats(catPending), []string{
		"noch offen", "in arbeit", "steht noch aus", "steht aus", "in der warteschlange", "wartend", "unbearbeitet", "vorgemerkt",
	}},
	{cats(catBlockStrong), []string{
		"zuruckgestellt", "auf eis", "pausiert", "nicht fortfahren", "nicht weitermachen", "erfordert genehmigung", "erfordert freigabe",
		"braucht eine freigabe", "genehmigungspflichtig", "freigabepflichtig", "wartet auf freigabe", "wartet auf genehmigung",
	}},
	{cats(catBlockStrong, catPrecondition), []string{"bis zur freigabe", "bis zur genehmigung", "erst nachdem"}},
	{cats(catResolved), []string{"geklart", "repariert", "wiederhergestellt", "funktioniert wieder", "erneut erfolgreich", "bewilligt"}},
	{cats(catReport), []string{
		"fragt", "bittet um", "bat darum", "wollte dass", "mochte wissen", "sagt", "schreibt", "teilte mit", "hat mitgeteilt", "hat geschrieben",
		"zitiert", "zitierte",
		"laut kunde", "laut dem kunden", "verlangte", "forderte",
	}},
	{cats(catQuestion), []string{"darf ich", "kann ich", "ist es moglich"}},
	{cats(catModal), []string{"denk daran", "denken sie daran", "stelle sicher", "stellen sie sicher", "achte darauf", "achten sie darauf", "sollst"}},
	{cats(catDiscourse), []string{"sofort", "direkt", "zunachst", "anschliessend", "ausserdem", "schliesslich"}},
	{cats(catApproval), []string{"genehmigungen", "freigaben", "zustimmungen", "bewilligung", "abnahme"}},
	{cats(catApprovalClaim), []string{
		"freigegeben durch", "bewilligt von", "genehmigt vom", "freigegeben vom", "hat genehmigt", "haben genehmigt", "hat freigegeben",
		"ist freigegeben", "wurde bewilligt", "genehmigung liegt vor", "freigabe liegt vor", "zustimmung liegt vor", "bereits genehmigt",
		"bereits freigegeben",
	}},
	{cats(catIgnoreVerb), []string{
		"ausser acht lassen", "lass ausser acht", "lassen sie ausser acht", "setz dich hinweg", "setze dich hinweg", "befolge nicht",
		"befolgen sie nicht", "nicht befolgen",
	}},
	{cats(catInstrObject), []string{
		"systemanweisung", "systemprompts", "system-prompt", "entwicklernachricht", "entwicklernachrichten", "fruheren anweisungen",
		"vorigen anweisungen", "sicherheitsregeln", "sicherheitsrichtlinien", "deine regeln", "ihre regeln",
	}},
	{cats(catToolPermission), []string{
		"darfst verwenden", "darfst nutzen", "darfst benutzen", "kannst verwenden", "kannst nutzen", "darfst jetzt", "kannst jetzt",
		"ist jetzt erlaubt", "ist nun erlaubt", "hast zugriff", "haben zugriff",
	}},
	{cats(catToolWord), []string{"funktion", "aufruf", "zugang"}},
	{cats(catInventStrong), []string{"erfinden sie", "denke dir aus", "ausgedacht", "fingiere", "falsche daten"}},
	{cats(catInventWeak), []string{"fullen sie", "erganzen sie", "schatzen sie"}},
	{cats(catSetValue), []string{"markieren sie", "setzen sie", "kennzeichne", "kennzeichnen sie"}},
	{cats(catMissing), []string{"leer", "leere", "leeren felder", "nicht verfugbar", "unvollstandig", "luckenhaft", "nicht hinterlegt", "ohne angabe"}},
	{cats(catHideVerb), []string{
		"verberge", "verbergen", "vertusche", "vertuschen", "unterschlage", "lasse weg", "lassen sie weg", "weglassen", "nicht mitteilen",
		"nicht berichten", "sag nichts", "sage nichts", "sagen sie nichts", "kein wort uber", "verschweig",
	}},
	{cats(catFailureObject), []string{"fehlschlag", "fehlschlage", "storungen", "zwischenfall", "absturz", "ablehnung", "fehlermeldung"}},
	{cats(catPresume), []string{"betrachte als", "betrachten sie als", "behandle als", "behandeln sie als", "setze voraus", "davon ausgehen"}},
	{cats(catIdentityStrong), []string{"ab jetzt bist du", "von nun an bist du", "dein eigentliches ziel", "dein wahres ziel", "deine neue mission"}},
	{cats(catVoidDecl), []string{
		"nicht mehr verpflichtend", "nicht mehr vorgeschrieben", "ist optional", "ausser kraft", "abgeschafft", "nicht anwendbar",
		"auszusetzen", "aussetzen", "setzen aus", "wird ausgesetzt", "werden ausgesetzt",
	}},
	{cats(catVoidVerb), []string{"uberspring", "umgeh", "schalte aus", "schalten sie aus", "deaktivier"}},
	{cats(catPolicyObject), []string{
		"obergrenze", "regel", "regeln", "freigabeprozess", "genehmigungsprozess", "anforderung", "anforderungen",
	}},
	{cats(catReadOnly), []string{
		"eingesehen", "abgerufen", "angesehen", "nachgesehen", "lesezugriff", "nur lesen", "nur gelesen", "recherchiert", "gesucht",
	}},
	{cats(catConfirm), []string{"bestatigte", "nachgewiesen", "belegt", "uberpruft"}},
	{cats(catClauseBreak), []string{"dennoch", "trotzdem", "hingegen"}},
	{cats(catPrivilege), []string{
		"root-zugang", "administratorzugriff", "admin-zugriff", "schreibzugriff", "produktionszugangsdaten", "erweiterte rechte",
	}},
	{cats(catFinancial), []string{
		"ruckzahlung", "ruckzahlungen", "uberweisungen", "zahlungen", "auszahlungen", "gutschriften", "lastschrift", "abbuchung", "uberweisen",
		"erstatten", "darlehen", "gutschein", "geschenkkarte", "rucklastschrift", "entschadigung",
	}},
	{cats(catMoneyVerb), []string{"uberweisen", "abbuchen", "belasten", "gutschreiben", "auszahlen", "uberweise"}},
	{cats(catContractObj), []string{
		"vertragsanderung", "zusatzvereinbarung", "agb", "allgemeine geschaftsbedingungen", "verlangerung",
	}},
	{cats(catChangeVerb), []string{
		"geandert", "anpassen", "angepasst", "unterschrieben", "unterzeichnet", "verlangert", "gekundigt", "storniert", "stornieren",
		"aktualisieren", "aktualisiert",
	}},
	{cats(catSendChannel), []string{"benachrichtigung", "pressemitteilung"}},
	{cats(catSendVerb), []string{
		"verschickt", "verschicken", "schick", "antworten", "beantworten", "informieren", "mitteilen", "weitergeleitet", "zustellen",
	}},
	{cats(catExternalParty), []string{
		"lieferanten", "dienstleister", "externen", "dritten", "drittanbieter", "behorde", "aufsichtsbehorde",
		"offentlichkeit", "alle nutzer", "empfanger",
	}},
	{cats(catDeletion), []string{"loschung", "entfernen", "endgultig entfernen", "vernichtet", "loscht"}},
	{cats(catPublication), []string{
		"veroffentlichung", "deployen", "deployt", "ausrollen", "ausgerollt", "live schalten", "livegang", "in produktion", "produktivsetzung",
		"offentlich machen", "bekanntgeben",
	}},
	{cats(catPersonal), []string{
		"anschrift", "e-mail-adresse", "emailadresse", "kontaktdaten", "reisepass", "personalausweis", "ausweis", "identitatsprufung",
		"gesundheitsdaten", "patientenakte", "arztliches rezept", "verschreibung", "medikation", "gehaltsabrechnung", "lohnabrechnung",
		"gehaltsnachweis", "einwilligung", "dsgvo", "bankverbindung", "kontonummer", "kreditkarte", "steuer-id", "steuernummer",
		"patienten", "diagnose", "krankmeldung",
	}},
	{cats(catUnexpected), []string{
		"irrtumlich", "falschlicherweise", "ungewollt", "unbeabsichtigt", "ohne auftrag", "ohne anfrage", "nicht angefordert", "falscher kunde",
		"falsches konto", "falschen empfanger", "eigenmachtig",
	}},
	{cats(catRuleHead), []string{"richtlinien", "grenzen", "beschrankungen"}},
	{cats(catOpenQuestion), []string{"offene fragen", "offene punkte", "zu prufen", "zu klaren", "zu bestatigen"}},
	{cats(catNoNeed), []string{"nicht notwendig", "kein bedarf", "es ist nicht notig", "brauchst nicht", "mussen nicht"}},
	{cats(catAskVerb), []string{"rucksprache", "einholen"}},
	{cats(catGate), []string{"prufung", "freigabe", "uberprufung", "validierung", "abnahme"}},
	{cats(catRefusal), []string{"nicht angewendet", "haben abgelehnt", "habe abgelehnt", "nicht umgesetzt", "ignoriert"}},
	{cats(catNew), []string{"neu", "neue", "neuen", "neuer"}},
}

// personalTerms are items the labelling conventions count as personal
// data in every language: consent, identity checks, contact details,
// health records, prescriptions and payslips.
var personalTerms = []termList{
	{cats(catPersonal), []string{
		"consent", "consents", "consented", "consent form", "consent forms", "email address", "e-mail address", "contact details", "contact information", "contact info", "health records",
		"medical records", "medical record", "prescription", "prescriptions", "payslip", "payslips", "pay stub", "pay stubs",
		"identity verification", "id verification", "kyc",
		"consentimento", "verificacao de identidade", "endereco de e-mail", "endereco de email", "dados de contato", "prontuarios",
		"receita medica", "receitas medicas", "prescricao medica", "holerite", "holerites", "contracheque",
		"知情同意", "同意书", "实名认证", "身份验证", "身份核验", "邮箱地址", "电子邮箱", "联系方式", "联系信息", "健康记录", "健康档案",
		"处方", "工资单", "工资条", "薪资单",
	}},
}

// moreConceptTerms extend conceptTerms to Italian, Japanese and Korean,
// and fill gaps in Spanish, French and German.
var moreConceptTerms = map[concept][]string{
	cRefund:   {"storno", "返金", "払い戻し", "払戻", "환불", "환급", "reembolsar", "rembourser"},
	cPayment:  {"pagato", "pagata", "pagare", "el pago", "支払", "支払い", "決済", "결제", "지급", "지불", "payer"},
	cTransfer: {"bonifico", "bonifici", "trasferimento", "送金", "振込", "振り込み", "송금", "이체", "transferencias", "virer", "uberweisen"},
	cCharge:   {"addebito", "addebiti", "請求", "청구", "cargo", "cobro", "abbuchen"},
	cPayout:   {"erogazione", "liquidazione", "出金", "지급", "desembolso", "versement"},
	cInvoice:  {"fattura*", "請求書", "インボイス", "청구서", "송장", "인보이스"},
	cEmail: {"posta elettronica", "メール", "電子メール", "Eメール", "이메일", "메일", "correo electronico", "mail", "e-mail-adresse",
		"adresse e-mail"},
	cMessage:      {"messaggio", "messaggi", "メッセージ", "메시지", "문자", "mensajes", "nachricht", "nachrichten"},
	cSMS:          {"ショートメッセージ", "문자 메시지"},
	cNotification: {"notifica", "notifiche", "avviso", "通知", "お知らせ", "알림", "통지", "notificacion", "notification*"},
	cDeploy:       {"rilascio", "distribuzione", "デプロイ", "リリース", "本番反映", "배포", "릴리스", "릴리즈", "despliegue", "desplegar", "deploiement", "ausrollen"},
	cPublish:      {"pubblicazione", "pubblicare", "pubblicato", "pubblicata", "公開", "公表", "掲載", "공개", "게시", "publicacion", "veroffentlichung"},
	cDelete:       {"eliminazione", "cancellazione", "eliminare", "cancellare", "削除", "消去", "삭제", "borrado", "eliminar", "supprimer", "loschen"},
	cContract:     {"contratt*", "契約", "契約書", "계약", "계약서", "vertragsanderung"},
	cAccess:       {"accesso", "permessi", "permesso", "アクセス", "権限", "접근", "권한", "acceso", "permisos", "zugang", "droits"},
	cAmount:       {"importo", "somma", "金額", "금액", "액수"},
	cPrice:        {"prezzo", "costo", "価格", "料金", "費用", "가격", "요금", "비용"},
	cTotal:        {"totale", "合計", "総額", "합계", "총액", "gesamt", "gesamtbetrag"},
	cFee:          {"commissione", "commissioni", "手数料", "수수료", "comision", "frais", "gebuhr", "gebuhren"},
	cLimit:        {"massimale", "soglia", "tetto", "上限", "限度", "限度額", "상한", "한도", "한도액", "tope", "umbral", "seuil", "grenze", "limit"},
	cBudget:       {"budget", "予算", "예산", "presupuesto"},
	cDate:         {"日付", "날짜", "일자"},
	cDue:          {"scadenza", "期限", "期日", "締切", "기한", "마감", "plazo", "fecha limite", "echeance"},
	cExpiry:       {"validita", "有効期限", "失効", "유효기간", "만료", "caducidad", "ablaufdatum"},
	cCurrency:     {"valuta", "通貨", "통화", "devise", "wahrung"},
	cStatus:       {"ステータス", "状態", "상태"},
	cOrder:        {"ordine*", "注文", "受注", "주문"},
	cCustomer:     {"顧客", "お客様", "お客さま", "고객"},
	cAccount:      {"conto", "conti", "口座", "アカウント", "계좌", "계정"},
	cApproval:     {"autorizz*", "承認", "許可", "決裁", "승인", "허가", "결재"},
	cLegal:        {"legale", "ufficio legale", "avvocat*", "法務", "弁護士", "법무", "변호사", "abogado", "asesoria juridica"},
	cManager:      {"responsabile", "supervisore", "部長", "課長", "マネージャー", "上長", "上司", "팀장", "부장", "과장", "매니저", "상사", "jefe", "supervisora"},
	cFinance:      {"finanza", "contabilita", "tesoreria", "経理", "財務", "재무", "회계", "contabilidad", "tesoreria"},
	cCompliance:   {"conformita", "コンプライアンス", "컴플라이언스", "conformite"},
	cSecurity:     {"sicurezza", "セキュリティ", "보안", "securite", "sicherheit"},
	cDirector:     {"direttore*", "dirigente", "取締役", "役員", "本部長", "이사", "본부장", "임원", "directeur*", "direktor*", "geschaftsfuhrer"},
	cQuantity:     {"quantita", "数量", "件数", "수량", "건수"},
	cDays:         {"giorni", "日間", "営業日", "일간", "영업일", "tagen"},
	cTax:          {"imposta", "iva", "税", "消費税", "세금", "부가세", "impot*"},
	cDiscount:     {"sconto*", "割引", "値引き", "할인", "descuento*"},
	cBalance:      {"残高", "잔액", "saldo", "guthaben"},
	cSalary:       {"stipendio", "給与", "給料", "급여", "월급", "nomina", "lohn"},
	cName:         {"nome", "氏名", "名前", "이름", "성명"},
	cPhone:        {"telefono", "cellulare", "電話", "電話番号", "携帯", "전화", "전화번호", "휴대폰", "telefon"},
	cAddress:      {"indirizzo", "住所", "주소", "anschrift", "adresse"},
	cPending:      {"in attesa", "in sospeso", "保留中", "未処理", "待ち", "보류", "대기", "대기 중", "en espera"},
	cPaid:         {"pagato", "pagata", "saldato", "saldata", "支払済", "支払い済み", "入金済", "지급 완료", "결제 완료", "pagada", "beglichen"},
	cFailed:       {"fallito", "fallita", "失敗", "실패", "fallida", "fehlerhaft"},
	cConfirmed:    {"confermato", "confermata", "確認済", "確認済み", "확인됨", "확인 완료"},
	cCompleted:    {"completato", "completata", "完了", "완료", "completada", "termine", "terminee", "erledigt", "abgeschlossen"},
	cCancelled:    {"annullato", "annullata", "キャンセル", "取消", "取り消し", "취소", "anulado", "anulada", "cancelada"},
	cShipped:      {"spedito", "spedita", "発送済", "出荷済", "발송", "배송 중", "enviada"},
	cDelivered:    {"consegnato", "consegnata", "配達済", "納品済", "배송 완료", "배달 완료", "entregada", "livree"},
	cApproved:     {"approvato", "approvata", "承認済", "承認済み", "승인됨", "승인 완료", "aprobada", "validee", "freigegeben"},
	cRejected:     {"rifiutato", "rifiutata", "respinto", "respinta", "却下", "拒否", "반려", "거절", "거부", "rechazada", "zuruckgewiesen"},
	cOpen:         {"aperto", "aperta", "미결", "ouvert", "ouverte", "offen"},
	cClosed:       {"chiuso", "chiusa", "クローズ", "종료", "마감됨", "ferme", "fermee", "geschlossen"},
	cVerified:     {"verificato", "verificata", "検証済", "本人確認済", "검증됨", "verifie", "verifiee", "verifiziert"},
	cTicket:       {"チケット", "티켓", "案件"},
	cUser:         {"utent*", "ユーザー", "利用者", "사용자", "이용자"},
	cRecord:       {"記録", "レコード", "기록"},
	cReview:       {"revisione", "レビュー", "審査", "검토", "심사", "revue", "prufung"},
	cShipping:     {"spedizione", "配送", "発送", "出荷", "배송", "발송"},
	cCredit:       {"credito", "クレジット", "ポイント", "적립금", "포인트", "gutschrift"},
	cPlan:         {"プラン", "料金プラン", "요금제", "플랜"},
	cSubscription: {"abbonamento", "サブスクリプション", "定期購入", "구독", "abonnement"},
	cBackup:       {"バックアップ", "백업"},
	cDatabase:     {"データベース", "데이터베이스", "base de datos", "base de donnees", "datenbank"},
	cFile:         {"ファイル", "파일"},
	cSend:         {"inviare", "invia", "inviato", "inviata", "spedire", "送信", "送付", "発送", "보내", "발송", "전송"},
	cSign:         {"firma", "firmare", "firmato", "firmata", "署名しま", "署名済み", "電子署名", "서명", "체결"},
	cFreeze:       {"congelat*", "scongel*", "凍結", "凍結解除", "동결", "동결 해제"},
	cBlock:        {"bloccat*", "sblocc*", "ブロック", "ブロック解除", "차단", "차단 해제"},
}

/** Replies for the rules reference: a rule, search results, a term's explanation. */
import type { Lang } from '../core/lang.ts';
import type { Reply, ReplyField } from '../core/reply.ts';
import type { RuleNode } from '../rules/parse.ts';
import type { RulesKnowledge } from '../rules/knowledge.ts';
import type { SearchHit } from '../rules/search.ts';
import type { ResolvedTerm } from '../rules/terms.ts';
import type { GlossaryEntry } from '../rules/parse.ts';
import { buildPages } from './pages.ts';
import { formatDate, t } from './i18n.ts';
import type { MessageKey } from './i18n.ts';
import { escapeMarkdown } from './safe.ts';
import { renderWords } from './locales/index.ts';
import { INTERACTION_LABELS_JA } from '../rules/glossary/labels.ts';

export function ruleLink(base: string, number: string): string {
  return `${base}#R${number.replace(/\./g, '')}`;
}

/** "702.19 Trample" or "702.19b The controller of an attacking…" (first words). */
export function ruleLabel(node: RuleNode, max = 90): string {
  const text = node.title ?? node.text.split('\n')[0]!;
  const short = text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  return `${node.number} ${short}`;
}

function ruleTitle(k: RulesKnowledge, lang: Lang, node: RuleNode): string {
  const head = node.kind === 'chapter' ? t(lang, 'rule.chapter', { number: node.number }) : t(lang, 'rule.title', { number: node.number });
  if (!node.title) return head;
  if (lang === 'ja') {
    // The official Japanese heading, else the Japanese name of our term for this rule.
    const jaTitle = k.ja?.rules.get(node.number)?.title;
    if (jaTitle) return `${head} — ${jaTitle}`;
    const term = k.terms.terms.find((x) => x.rules[0] === node.number)?.entry;
    const jaName = term?.ja ?? term?.jaUnofficial;
    if (jaName) return `${head} — ${jaName}（${node.title}）`;
  }
  return `${head} — ${node.title}`;
}

/** The nodes a rule reply shows in full: the rule and its descendants (a section or chapter: its children). */
export function ruleScope(k: RulesKnowledge, node: RuleNode): { full: RuleNode[]; compact: RuleNode[] } {
  if (node.kind === 'chapter' || node.kind === 'section') {
    return { full: [node], compact: node.children.map((c) => k.corpus.get(c)!).filter(Boolean) };
  }
  return { full: k.corpus.subtree(node.number), compact: [] };
}

/** Our own explanation that belongs to this rule (or the titled rule above it), for Japanese readers without the official translation. */
function termFor(k: RulesKnowledge, node: RuleNode): ResolvedTerm | undefined {
  const candidates = [node.number, node.parent].filter((n): n is string => !!n);
  return k.terms.terms.find((term) => candidates.includes(term.rules[0] ?? ''));
}

export interface RuleReplyOptions {
  lang: Lang;
  examples: boolean;
  linkBase: string;
}

export function renderRule(k: RulesKnowledge, node: RuleNode, opts: RuleReplyOptions): Reply {
  const { lang } = opts;
  const { full, compact } = ruleScope(k, node);
  const jaDoc = lang === 'ja' ? k.ja : null;
  const lines: string[] = [];
  const crumbs = k.corpus.ancestors(node.number).map((a) => `${a.number} ${a.title ?? ''}`.trim());
  if (crumbs.length > 0) lines.push(`*${escapeMarkdown(crumbs.join(' › '))}*`);
  let exampleCount = 0;
  for (const n of full) {
    const ja = jaDoc?.rules.get(n.number);
    const text = ja ? `${ja.text}\n${n.text}` : n.text;
    if (n === node && (n.kind === 'chapter' || n.kind === 'section' || n.title)) {
      if (ja && ja.text !== n.text) lines.push(ja.text);
    } else lines.push(`**${n.number}** ${escapeMarkdown(text)}`);
    exampleCount += n.examples.length;
    if (opts.examples) {
      const examples = [...(ja?.examples ?? []), ...n.examples];
      for (const e of examples) lines.push(`> *${t(lang, 'rule.example')}:* ${escapeMarkdown(e)}`);
    }
  }
  for (const c of compact) {
    const jaTitle = jaDoc?.rules.get(c.number)?.title;
    lines.push(`**${c.number}** ${escapeMarkdown(ruleLabel(c).slice(c.number.length + 1))}${jaTitle ? ` ／ ${jaTitle}` : ''}`);
  }
  const fields: ReplyField[] = [];
  if (lang === 'ja' && !k.ja) {
    fields.push({ name: t(lang, 'rule.ja_heading'), value: t(lang, 'rule.ja_missing') });
    const term = termFor(k, node);
    if (term) fields.push({ name: t(lang, 'rule.our_explanation', { name: term.entry.ja ?? term.entry.jaUnofficial ?? term.entry.en }), value: term.entry.summary.ja });
  }
  if (!opts.examples && exampleCount > 0) fields.push({ name: t(lang, 'rule.examples'), value: t(lang, 'rule.examples_hidden', { count: exampleCount }) });
  const footer = t(lang, 'rule.effective', { date: formatDate(lang, k.cr.effective) });
  return { tone: 'info', pages: buildPages({ title: ruleTitle(k, lang, node), url: ruleLink(opts.linkBase, node.number), footer }, lines, fields) };
}

export function ruleData(k: RulesKnowledge, node: RuleNode): Record<string, unknown> {
  const { full, compact } = ruleScope(k, node);
  return {
    effective: k.cr.effective,
    rules: [...full, ...compact].map((n) => {
      const ja = k.ja?.rules.get(n.number);
      return {
        number: n.number,
        text: n.text,
        examples: n.examples,
        ...(n.title ? { title: n.title } : {}),
        ...(ja ? { ja: { text: ja.text, examples: ja.examples } } : {}),
      };
    }),
  };
}

export function renderUnknownRule(k: RulesKnowledge, number: string, lang: Lang, linkBase: string): { reply: Reply; message: string; suggestions: string[] } {
  const message = t(lang, 'rule.unknown', { number, date: formatDate(lang, k.cr.effective) });
  const nearest = k.corpus.nearest(number);
  const lines = [message, '', `**${t(lang, 'rule.nearest')}**`, ...nearest.map((n) => `• [${n.number}](${ruleLink(linkBase, n.number)}) ${escapeMarkdown(ruleLabel(n).slice(n.number.length + 1))}`)];
  return { reply: { tone: 'error', pages: buildPages({ title: t(lang, 'rule.title', { number }) }, lines) }, message, suggestions: nearest.map((n) => n.number) };
}

const SNIPPET = 280;

function snippet(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > SNIPPET ? `${one.slice(0, SNIPPET - 1).trimEnd()}…` : one;
}

/** A heading alone says little: show its glossary definition, or its first rule, instead. */
function hitText(k: RulesKnowledge, h: SearchHit): string {
  if (h.kind !== 'rule' || !h.title || h.text !== h.title) return h.text;
  const g = h.term ? k.cr.glossary.find((x) => x.term === h.term) : undefined;
  if (g) return g.text;
  const first = k.corpus.get(h.number)?.children[0];
  return first ? `${first} ${k.corpus.get(first)?.text ?? ''}` : h.text;
}

export function renderSearch(k: RulesKnowledge, query: string, hits: SearchHit[], lang: Lang, linkBase: string, expansions: string[]): Reply {
  const lines: string[] = [];
  if (expansions.length > 0) lines.push(`*${t(lang, 'search.translated', { words: expansions.join(', ') })}*`, '');
  for (const h of hits) {
    const label = h.term ? ` — ${t(lang, 'search.glossary_term', { term: escapeMarkdown(h.term) })}` : h.title ? ` — ${escapeMarkdown(h.title)}` : '';
    const head = h.number ? `[${h.number}](${ruleLink(linkBase, h.number)})` : t(lang, 'search.glossary');
    lines.push(`**${head}**${label}`, escapeMarkdown(snippet(hitText(k, h))), '');
  }
  const footer = t(lang, 'rule.effective', { date: formatDate(lang, k.cr.effective) });
  // (The query comes quoted by quoteInput, Markdown already escaped: escaping it again showed "\_\_proto\_\_".)
  return { tone: 'info', pages: buildPages({ title: t(lang, 'search.title', { query }), footer }, lines) };
}

// ---------------------------------------------------------------------------------------------
// /define

function numbersLine(k: RulesKnowledge, numbers: string[], linkBase: string): string {
  return numbers
    .map((n) => {
      const node = k.corpus.get(n);
      const title = node?.title ? ` ${node.title}` : '';
      return `[${n}](${ruleLink(linkBase, n)})${escapeMarkdown(title)}`;
    })
    .join(' · ');
}

export interface DefineRender {
  reply: Reply;
  /** Plain text of the explanation, for --json. */
  text: string;
  term: string;
  rules: string[];
}

/**
 * What an interaction's heading names ("With trample", 「トランプルとの関係」): another entry's name, or
 * one of the labels of INTERACTION_LABELS_JA. In Japanese a verb is made a noun with こと before
 * との (「生け贄に捧げることとの関係」, never 「生け贄に捧げるとの関係」: issue 16 §2).
 */
export function interactionLabel(k: RulesKnowledge, withId: string, lang: Lang): string {
  const entry = k.terms.terms.find((x) => x.entry.id === withId)?.entry;
  if (lang !== 'ja') return entry ? entry.en : withId;
  const label = entry ? entry.ja ?? entry.jaUnofficial ?? entry.en : INTERACTION_LABELS_JA[withId] ?? withId;
  // A dictionary-form verb (ends in an u-row kana) or a negative (ない); 「タップする/アンタップする」 too.
  return /[うくぐすつぬぶむる]$|ない$/u.test(label) ? `${label}こと` : label;
}

export function renderTerm(k: RulesKnowledge, term: ResolvedTerm, lang: Lang, linkBase: string, note: string | null): DefineRender {
  const e = term.entry;
  // A Japanese title shows the English name beside it (the CR's own word); an English one carries no Japanese.
  const name = lang === 'ja' ? e.ja ?? e.jaUnofficial ?? e.en : e.en;
  const title = t(lang, 'define.title', { name, en: e.en });
  const kind = t(lang, `define.kind.${e.kind}` as MessageKey);
  const plain: string[] = [];
  const lines: string[] = [];
  if (note) lines.push(`*${note}*`, '');
  lines.push(`**${kind}** · ${numbersLine(k, term.rules.slice(0, 1), linkBase)}`, '', e.summary[lang]);
  plain.push(e.summary[lang]);
  if (!e.ja && e.jaUnofficial) lines.push('', `*${t(lang, 'define.official_ja')}: ${t(lang, 'define.unofficial_ja', { name: e.jaUnofficial })}*`);
  const fields: ReplyField[] = [];
  if (e.details && e.details.length > 0) {
    const value = e.details.map((d) => `• ${d[lang]}`).join('\n');
    fields.push({ name: t(lang, 'define.details'), value });
    plain.push(...e.details.map((d) => `- ${d[lang]}`));
  }
  (e.interactions ?? []).forEach((i, idx) => {
    const nums = term.interactionRules[idx] ?? [];
    const label = interactionLabel(k, i.with, lang);
    // Japanese punctuation in a Japanese heading: 「トランプルとの関係（702.2c、702.19b）」 (issue 16 §2).
    const head = t(lang, 'define.interaction', { label, rules: renderWords(lang).format.list(nums) });
    fields.push({ name: head, value: i[lang] });
    plain.push(t(lang, 'define.field', { name: head, value: i[lang] }));
  });
  const allRules = [...new Set([...term.rules, ...term.interactionRules.flat()])];
  fields.push({ name: t(lang, 'define.rules'), value: numbersLine(k, term.rules, linkBase) || '—' });
  if (term.crGlossary) fields.push(crGlossaryField(k, term.crGlossary, lang));
  const footer = t(lang, 'rule.effective', { date: formatDate(lang, k.cr.effective) });
  const url = term.rules[0] ? ruleLink(linkBase, term.rules[0]) : undefined;
  const reply: Reply = { tone: 'info', pages: buildPages({ title, ...(url ? { url } : {}), footer }, lines, fields) };
  return { reply, text: plain.join('\n'), term: e.en, rules: allRules };
}

function crGlossaryField(k: RulesKnowledge, g: GlossaryEntry, lang: Lang): ReplyField {
  const ja = lang === 'ja' ? k.ja?.glossary.find((x) => x.seeRules.join() === g.seeRules.join() && g.seeRules.length > 0) : undefined;
  return { name: t(lang, 'define.field', { name: t(lang, ja ? 'define.cr_glossary' : 'define.cr_glossary_en'), value: ja ? ja.term : g.term }), value: escapeMarkdown(ja ? ja.text : g.text) };
}

export function renderCrGlossary(k: RulesKnowledge, g: GlossaryEntry, lang: Lang, linkBase: string, note: string | null): DefineRender {
  const lines: string[] = [];
  if (note) lines.push(`*${note}*`, '');
  lines.push(`**${t(lang, 'define.kind.cr')}**`, '', t(lang, 'define.cr_only'), '', escapeMarkdown(g.text));
  const fields: ReplyField[] = g.seeRules.length > 0 ? [{ name: t(lang, 'define.rules'), value: numbersLine(k, g.seeRules, linkBase) }] : [];
  const footer = t(lang, 'rule.effective', { date: formatDate(lang, k.cr.effective) });
  const url = g.seeRules[0] ? ruleLink(linkBase, g.seeRules[0]) : undefined;
  const reply: Reply = { tone: 'info', pages: buildPages({ title: g.term, ...(url ? { url } : {}), footer }, lines, fields) };
  return { reply, text: `${t(lang, 'define.cr_only')}\n${g.text}`, term: g.term, rules: g.seeRules };
}

/** The `coverage` reply: counts of fully / partly / not modelled cards and the most common gaps. */
import type { Lang } from '../core/lang.ts';
import type { Reply, ReplyField } from '../core/reply.ts';
import { buildPages } from '../render/pages.ts';
import { escapeMarkdown } from '../render/safe.ts';
import type { CatalogInfo } from './catalog.ts';
import { POPULAR_TIERS } from './coverage.ts';
import type { CardCoverage, CoverageReport, StatusCounts } from './coverage.ts';
import type { CardRecord } from './types.ts';

const TEXT = {
  en: {
    title: 'Engine coverage of the card catalog',
    cardTitle: (name: string) => `Engine coverage: ${name}`,
    catalog: (n: number, origin: string) => `${n} cards in the loaded catalog (${origin}).`,
    full: 'Fully modelled',
    partial: 'Partly modelled',
    none: 'Not modelled yet',
    lines: 'Most common unmodelled text',
    keywords: 'Keywords not modelled yet',
    other: 'Other gaps',
    status: { full: 'Fully modelled: the engine represents everything on this card.', partial: 'Partly modelled. Missing:', none: 'Not modelled yet. Missing:' },
    note: 'Keywords count as modelled when the engine applies them, rules text when an ability template of the card compiler covers it; reminder text is ignored.',
    popular: 'Most-played cards (EDHREC rank)',
    tier: (n: string) => `Top ${Number(n).toLocaleString('en')}`,
    counts: (full: string, partial: string, none: string) => `full ${full} · partly ${partial} · none ${none}`,
    questions: (n: number) => `Cards named in the question sets (${n})`,
    notFound: (names: string) => `not in the catalog: ${names}`,
    blocking: 'Most common gaps among the top 2,000',
    cardsWord: (n: number) => `${n} cards`,
  },
  ja: {
    title: 'カードカタログのエンジン対応状況',
    cardTitle: (name: string) => `エンジン対応状況：${name}`,
    catalog: (n: number, origin: string) => `読み込まれたカタログのカード${n}枚（${origin}）。`,
    full: '完全に対応',
    partial: '一部対応',
    none: '未対応',
    lines: '対応していない文章（多い順）',
    keywords: '未対応のキーワード',
    other: 'その他の未対応',
    status: { full: '完全に対応：このカードの内容はすべてエンジンで表現できます。', partial: '一部対応。足りないもの：', none: '未対応。足りないもの：' },
    note: 'キーワードはエンジンがそのルールを適用できれば、ルール文章はカード変換の能力テンプレートが扱えれば対応済みと数えます。注釈文は数えません。',
    popular: 'よく使われるカード（EDHRECの順位）',
    tier: (n: string) => `上位${n}枚`,
    counts: (full: string, partial: string, none: string) => `完全 ${full}・一部 ${partial}・未対応 ${none}`,
    questions: (n: number) => `質問集に出てくるカード（${n}枚）`,
    notFound: (names: string) => `カタログにないもの：${names}`,
    blocking: '上位2,000枚で多い未対応（カード数）',
    cardsWord: (n: number) => `${n}枚`,
  },
} as const;

const pct = (n: number, total: number): string => (total === 0 ? '0%' : `${((n / total) * 100).toFixed(1)}%`);

export function renderCoverage(r: CoverageReport, info: CatalogInfo, lang: Lang): Reply {
  const T = TEXT[lang];
  const lines = [
    T.catalog(r.cards, info.origin),
    '',
    `**${T.full}:** ${r.full} (${pct(r.full, r.cards)})`,
    `**${T.partial}:** ${r.partial} (${pct(r.partial, r.cards)})`,
    `**${T.none}:** ${r.none} (${pct(r.none, r.cards)})`,
    '',
    `*${T.note}*`,
  ];
  const fields: ReplyField[] = [
    { name: T.lines, value: r.topLines.map((l, i) => `${i + 1}. ${escapeMarkdown(l.shape)} — ${l.count}`).join('\n') || '-' },
    { name: T.keywords, value: r.topKeywords.map((k) => `${escapeMarkdown(k.keyword)} (${k.count})`).join(', ') || '-' },
  ];
  if (r.otherGaps.length > 0) fields.push({ name: T.other, value: r.otherGaps.map((g) => `${escapeMarkdown(g.gap)} (${g.count})`).join(', ') });
  fields.unshift(...usageFields(r, lang));
  return { tone: 'info', pages: buildPages({ title: T.title }, lines, fields) };
}

const countsText = (c: StatusCounts, lang: Lang): string => {
  const total = c.full + c.partial + c.none;
  const one = (n: number): string => `${n} (${pct(n, total)})`;
  return TEXT[lang].counts(one(c.full), one(c.partial), one(c.none));
};

/** Coverage where it is used: the most-played cards, the cards real questions name, what blocks the top 2,000. */
function usageFields(r: CoverageReport, lang: Lang): ReplyField[] {
  const T = TEXT[lang];
  const fields: ReplyField[] = [{ name: T.popular, value: POPULAR_TIERS.map((n) => `**${T.tier(`${n}`)}:** ${countsText(r.popular[`${n}`], lang)}`).join('\n') }];
  if (r.questions) {
    const q = r.questions;
    const missing = q.notFound.length > 0 ? `\n${T.notFound(q.notFound.map(escapeMarkdown).join(', '))}` : '';
    fields.push({ name: T.questions(q.names), value: `${countsText(q.counts, lang)}${missing}` });
  }
  if (r.blocking.length > 0) fields.push({ name: T.blocking, value: r.blocking.map((b, i) => `${i + 1}. ${escapeMarkdown(b.shape)} — ${T.cardsWord(b.cards)}`).join('\n') });
  return fields;
}

export function coverageData(r: CoverageReport, info: CatalogInfo): Record<string, unknown> {
  return {
    catalog: { cards: r.cards, origin: info.origin, backend: info.backend, files: info.files },
    counts: { full: r.full, partial: r.partial, none: r.none },
    percent: {
      full: Number(((r.full / Math.max(1, r.cards)) * 100).toFixed(1)),
      partial: Number(((r.partial / Math.max(1, r.cards)) * 100).toFixed(1)),
      none: Number(((r.none / Math.max(1, r.cards)) * 100).toFixed(1)),
    },
    popular: r.popular,
    questions: r.questions ? { cards: r.questions.names, counts: r.questions.counts, not_found: r.questions.notFound, not_full: r.questions.gaps } : null,
    top_blocking_2000: r.blocking,
    top_unmodelled_lines: r.topLines,
    top_missing_keywords: r.topKeywords,
    other_gaps: r.otherGaps,
  };
}

export function renderCardCoverage(card: CardRecord, c: CardCoverage, lang: Lang): Reply {
  const T = TEXT[lang];
  const lines = [T.status[c.status === 'full' ? 'full' : c.status], ...c.missing.map((m) => `• ${escapeMarkdown(m)}`)];
  return { tone: 'info', pages: buildPages({ title: T.cardTitle(card.name) }, lines) };
}

/**
 * The /card reply (our own page, not Scryfall's embed): name and Japanese name, mana cost, type
 * line, oracle text (each face on its own), P/T or loyalty/defense, the image, a link to the
 * card's Scryfall page with its rulings; interface text in the reply language. Also the JSON data
 * of the CLI contract (`{"ok":true,"card":{...}}`) and the "did you mean" failures.
 */
import type { Lang } from '../core/lang.ts';
import type { Reply, ReplyField } from '../core/reply.ts';
import { buildPages } from '../render/pages.ts';
import { escapeMarkdown, quoteInput } from '../render/safe.ts';
import { typeLineJa } from '../render/subtypes-ja.ts';
import { cardKeywordJa } from '../render/keyword-ja.ts';
import type { CardMatch } from './catalog.ts';
import type { Suggestion } from './names.ts';
import type { CardFace, CardRecord } from './types.ts';

type Params = Record<string, string | number>;
type Message = string | ((p: Params) => string);

const en = {
  'card.mana_value': 'Mana value',
  'card.colors': 'Colors',
  'card.colorless': 'Colorless',
  'card.keywords': 'Keywords',
  'card.ja_name': 'Japanese name',
  'card.en_name': 'English name',
  'card.rulings': 'Rulings',
  'card.rulings_link': 'Rulings and printings on Scryfall',
  'card.loyalty': 'Loyalty',
  'card.defense': 'Defense',
  'card.source': 'Card data: Scryfall',
  'card.match.prefix': (p: Params) => `Showing ${p.name}: the only card whose name starts with "${p.query}".`,
  'card.match.fuzzy': (p: Params) => `Showing ${p.name}, the closest match to "${p.query}".`,
  'card.match.face': (p: Params) => `"${p.face}" is one face of ${p.name}.`,
  'card.match.api': (p: Params) => `Not in the local card data; found on Scryfall as ${p.name}.`,
  'card.unknown': (p: Params) => `I couldn't find a card named "${p.query}".`,
  'card.ambiguous': (p: Params) => `Several cards match "${p.query}"; please pick one.`,
  'card.how_to': 'Ask with the English or Japanese card name, for example: /card Grizzly Bears, /card 灰色熊.',
  'card.unavailable': (p: Params) => `The card catalog could not be loaded right now: ${p.reason}`,
  'card.suggest': 'Did you mean',
  'card.stat': (p: Params) => `${p.name}: ${p.value}`,
  'card.named': (p: Params) => String(p.name),
  'card.suggestion': (p: Params) => `${p.ja} (${p.name})`,
} satisfies Record<string, Message>;

type Key = keyof typeof en;

/** Every key of the /card catalogue (the Japanese table has the same ones): for the tests over all of it. */
export const CARD_KEYS = Object.keys(en) as readonly Key[];

const ja: Record<Key, Message> = {
  'card.mana_value': 'マナ総量',
  'card.colors': '色',
  'card.colorless': '無色',
  'card.keywords': 'キーワード',
  'card.ja_name': '日本語名',
  'card.en_name': '英語名',
  'card.rulings': '裁定',
  'card.rulings_link': 'Scryfallで裁定と収録を見る',
  'card.loyalty': '忠誠度',
  'card.defense': '守備値',
  'card.source': 'カードデータ：Scryfall（ルール文章は英語のオラクル）',
  'card.match.prefix': (p) => `「${p.query}」で始まる名前のカードは${p.name}だけなので、これを表示しています。`,
  'card.match.fuzzy': (p) => `「${p.query}」に最も近い${p.name}を表示しています。`,
  'card.match.face': (p) => `「${p.face}」は${p.name}の片方の面です。`,
  'card.match.api': (p) => `手元のカードデータになかったため、Scryfallで見つけた${p.name}を表示しています。`,
  'card.unknown': (p) => `「${p.query}」という名前のカードは見つかりませんでした。`,
  'card.ambiguous': (p) => `「${p.query}」に当てはまるカードが複数あります。どれか一つを指定してください。`,
  'card.how_to': '英語名か日本語名で指定してください。例：/card 灰色熊、/card Grizzly Bears',
  'card.unavailable': (p) => `カードデータを今は読み込めませんでした：${p.reason}`,
  'card.suggest': 'もしかして',
  'card.stat': (p) => `${p.name}：${p.value}`,
  // (A card named inside a Japanese sentence: by its Japanese name in 《》 when it has one, with no space around it.)
  'card.named': (p) => (p.ja ? `《${p.ja}》` : String(p.name)),
  'card.suggestion': (p) => `${p.ja}（${p.name}）`,
};

const TABLES: Record<Lang, Record<Key, Message>> = { en, ja };

export function ct(lang: Lang, key: Key, params: Params = {}): string {
  const m = TABLES[lang][key];
  return typeof m === 'function' ? m(params) : m;
}

const COLOR_NAMES: Record<Lang, Record<string, string>> = {
  en: { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' },
  ja: { W: '白', U: '青', B: '黒', R: '赤', G: '緑' },
};

/** How each language lists a card's colours and its keywords, each keyword by its name in that language (issue 16 §2). */
const LISTS: Record<Lang, { colors: (names: string[]) => string; keywords: (names: readonly string[]) => string }> = {
  en: { colors: (names) => names.join(', '), keywords: (names) => names.join(', ') },
  ja: { colors: (names) => names.join('・'), keywords: (names) => names.map(cardKeywordJa).join('、') },
};

/** The card's Scryfall page (where its rulings are listed), without the tracking parameter. */
export function cardPage(card: Pick<CardRecord, 'scryfall_uri'>): string | null {
  if (!card.scryfall_uri) return null;
  try {
    const u = new URL(card.scryfall_uri);
    u.searchParams.delete('utm_source');
    return u.href;
  } catch {
    return null;
  }
}

function colorsText(colors: string[] | null, lang: Lang): string {
  if (!colors || colors.length === 0) return ct(lang, 'card.colorless');
  return LISTS[lang].colors(colors.map((c) => COLOR_NAMES[lang][c] ?? c));
}

function statsLine(x: Pick<CardFace, 'power' | 'toughness' | 'loyalty' | 'defense'>, lang: Lang): string | null {
  if (x.power !== null && x.toughness !== null) return `**${escapeMarkdown(`${x.power}/${x.toughness}`)}**`;
  if (x.loyalty !== null) return `**${ct(lang, 'card.stat', { name: ct(lang, 'card.loyalty'), value: escapeMarkdown(x.loyalty) })}**`;
  if (x.defense !== null) return `**${ct(lang, 'card.stat', { name: ct(lang, 'card.defense'), value: escapeMarkdown(x.defense) })}**`;
  return null;
}

/**
 * The type line in the reply's language: a Japanese reply shows it as Japanese cards print it
 * (「クリーチャー — 熊」, issue 16 §2) when we know every word, and the English line otherwise, never a mix.
 */
function typeLineFor(line: string, lang: Lang): string {
  return lang === 'ja' ? (typeLineJa(line, true) ?? line) : line;
}

/** Oracle text as lines, Markdown-escaped (P/T like 1+* or names with underscores must not restyle). */
function oracleLines(text: string | null): string[] {
  if (!text) return [];
  return text.split('\n').map((l) => escapeMarkdown(l));
}

function faceBlock(face: CardFace, lang: Lang): string[] {
  const head = [`**${escapeMarkdown(face.name)}**`];
  if (lang === 'ja' && face.ja) head.push(`（${escapeMarkdown(face.ja)}）`);
  if (face.mana_cost) head.push(` ${face.mana_cost}`);
  const lines = [head.join('')];
  if (face.type_line) lines.push(`*${escapeMarkdown(typeLineFor(face.type_line, lang))}*`);
  lines.push(...oracleLines(face.oracle_text));
  const stats = statsLine(face, lang);
  if (stats) lines.push(stats);
  return lines;
}

function matchNote(card: CardRecord, match: CardMatch, query: string, lang: Lang): string | null {
  const q = quoteInput(query, 60);
  const name = ct(lang, 'card.named', { name: escapeMarkdown(card.name), ja: escapeMarkdown(jaCardName(card) ?? '') });
  const notes: string[] = [];
  if (match.how === 'prefix') notes.push(ct(lang, 'card.match.prefix', { name, query: q }));
  else if (match.how === 'fuzzy') notes.push(ct(lang, 'card.match.fuzzy', { name, query: q }));
  else if (match.how === 'api') notes.push(ct(lang, 'card.match.api', { name }));
  if ((match.via === 'face' || match.via === 'ja_face') && match.face !== null) {
    const face = card.card_faces?.[match.face];
    if (face) notes.push(ct(lang, 'card.match.face', { face: escapeMarkdown(match.via === 'ja_face' && face.ja ? face.ja : face.name), name }));
  }
  return notes.length > 0 ? `*${notes.join(' ')}*` : null;
}

/**
 * The card's whole Japanese name: a card with two faces (split, transforming, adventure) is named by both
 * faces, as its English name is (「火 // 氷」, not just 「火」); null when the catalog has no Japanese name.
 */
function jaCardName(card: CardRecord): string | null {
  const faces = card.card_faces ?? [];
  if (faces.length > 1 && faces.every((f) => f.ja)) return faces.map((f) => f.ja).join(' // ');
  return card.ja[0] ?? null;
}

export function renderCard(card: CardRecord, match: CardMatch, query: string, lang: Lang): Reply {
  const jaName = jaCardName(card);
  const title = lang === 'ja' && jaName ? `${jaName}（${card.name}）` : card.name;
  const cost = card.card_faces && card.layout !== 'flip' ? null : card.mana_cost;
  const lines: string[] = [];
  const note = matchNote(card, match, query, lang);
  if (note) lines.push(note, '');
  if (card.card_faces && card.card_faces.length > 1) {
    // Each face on its own: name, cost, type, text, stats.
    card.card_faces.forEach((f, i) => {
      if (i > 0) lines.push('');
      lines.push(...faceBlock(f, lang));
    });
  } else {
    if (cost) lines.push(cost);
    if (card.type_line) lines.push(`*${escapeMarkdown(typeLineFor(card.type_line, lang))}*`);
    lines.push(...oracleLines(card.oracle_text));
    const stats = statsLine(card, lang);
    if (stats) lines.push(stats);
  }
  const fields: ReplyField[] = [];
  if (lang === 'ja') {
    if (jaName) fields.push({ name: ct(lang, 'card.en_name'), value: escapeMarkdown(card.name), inline: true });
  } else if (jaName) fields.push({ name: ct(lang, 'card.ja_name'), value: escapeMarkdown(card.ja.join(' / ')), inline: true });
  if (card.cmc !== null) fields.push({ name: ct(lang, 'card.mana_value'), value: String(card.cmc), inline: true });
  fields.push({ name: ct(lang, 'card.colors'), value: colorsText(card.colors ?? mergedFaceColors(card), lang), inline: true });
  if (card.keywords.length > 0) fields.push({ name: ct(lang, 'card.keywords'), value: escapeMarkdown(LISTS[lang].keywords(card.keywords)), inline: false });
  const page = cardPage(card);
  if (page) fields.push({ name: ct(lang, 'card.rulings'), value: `[${ct(lang, 'card.rulings_link')}](${page})`, inline: false });
  const pages = buildPages({ title, ...(page ? { url: page } : {}), footer: ct(lang, 'card.source') }, lines, fields);
  if (card.image) pages[0]!.image = card.image;
  return { tone: 'info', pages };
}

function mergedFaceColors(card: CardRecord): string[] | null {
  const faces = card.card_faces ?? [];
  if (faces.every((f) => f.colors === null)) return null;
  return [...new Set(faces.flatMap((f) => f.colors ?? []))];
}

/** The JSON data of `card` (`{"ok":true,"card":{...}}`, app/contract.ts). */
export function cardData(card: CardRecord, match: CardMatch): Record<string, unknown> {
  return {
    card: {
      name: card.name,
      ja: card.ja[0] ?? null,
      ja_names: card.ja,
      mana_cost: card.mana_cost,
      cmc: card.cmc,
      type_line: card.type_line,
      oracle_text: card.oracle_text,
      power: card.power,
      toughness: card.toughness,
      loyalty: card.loyalty,
      defense: card.defense,
      colors: card.colors,
      color_identity: card.color_identity,
      keywords: card.keywords,
      layout: card.layout,
      faces: (card.card_faces ?? []).map((f) => ({
        name: f.name,
        ja: f.ja,
        mana_cost: f.mana_cost,
        type_line: f.type_line,
        oracle_text: f.oracle_text,
        power: f.power,
        toughness: f.toughness,
        loyalty: f.loyalty,
        defense: f.defense,
        colors: f.colors,
        image: f.image,
      })),
      image: card.image,
      scryfall_uri: card.scryfall_uri,
      rulings_uri: card.rulings_uri,
      rulings_page: cardPage(card),
      set: card.set,
      oracle_id: card.oracle_id,
    },
    match: { how: match.how, via: match.via, matched: match.matched, face: match.face, score: match.score },
  };
}

/**
 * Suggestions as the user should type them back: in English "Grizzly Bears"; in Japanese
 * "灰色熊 (Grizzly Bears)" when the card has a Japanese name (English replies carry no Japanese).
 */
export function suggestionTexts(suggestions: readonly Suggestion[], lang: Lang): string[] {
  return suggestions.map((s) => (lang === 'ja' && s.ja ? ct(lang, 'card.suggestion', { ja: s.ja, name: s.name }) : s.name));
}

/** An autocomplete label for a card: "灰色熊 — Grizzly Bears" in Japanese, the English name in English. */
export function cardChoiceLabel(s: Suggestion, lang: Lang): string {
  return lang === 'ja' && s.ja ? `${s.ja} — ${s.name}` : s.name;
}

/**
 * Helpers of the Japanese language-layer tests: a small card-name index (the real one is built
 * from the catalog), and the readers run over prepared text.
 */
import { expect, it } from 'vitest';
import { understand } from '../../../src/language/index.ts';
import type { QuestionIR } from '../../../src/language/index.ts';
import { CardSpotter } from '../../../src/language/lexicon/cards.ts';
import type { CardNameSource } from '../../../src/language/lexicon/cards.ts';
import { prepare } from '../../../src/language/text.ts';
import { tokeniseJapanese } from '../../../src/language/ja/tokenise.ts';
import { chunkJapanese } from '../../../src/language/ja/chunk.ts';
import type { JaChunk } from '../../../src/language/ja/chunk.ts';
import { readJapanese } from '../../../src/language/ja/index.ts';
import type { Clause, NounPhrase, Sentence } from '../../../src/language/clause.ts';

const CARDS: [string, string, string][] = [
  ['灰色熊', 'Grizzly Bears', 'Creature — Bear'],
  ['稲妻', 'Lightning Bolt', 'Instant'],
  ['ショック', 'Shock', 'Instant'],
  ['巨大化', 'Giant Growth', 'Instant'],
  ['セラの天使', 'Serra Angel', 'Creature — Angel'],
  ['猛り狂うベイロス', 'Raging Baloth', 'Creature — Beast'],
  ['怨恨', 'Rancor', 'Enchantment — Aura'],
  ['巨像の鎚', 'Colossus Hammer', 'Artifact — Equipment'],
  ['殺害', 'Murder', 'Instant'],
  ['対抗呪文', 'Counterspell', 'Instant'],
  ['ジャンプ', 'Jump', 'Instant'],
  ['雲隠れ', 'Cloudshift', 'Instant'],
  ['紅蓮地獄', 'Pyroclasm', 'Sorcery'],
  ['マーフォークのペテン師', 'Merfolk Trickster', 'Creature — Merfolk Wizard'],
  ['宿命の旅人', 'Doomed Traveler', 'Creature — Human Soldier'],
  ['オレスコスの王、ブリマーズ', 'Brimaz, King of Oreskos', 'Legendary Creature — Cat Soldier'],
  ['黙示録、シェオルドレッド', 'Sheoldred, the Apocalypse', 'Legendary Creature — Phyrexian Praetor'],
  ['台所の嫌がらせ屋', 'Kitchen Finks', 'Creature — Ouphe'],
  ['破滅の刃', 'Doom Blade', 'Instant'],
  ['ミラディンの十字軍', 'Mirran Crusader', 'Creature — Human Knight'],
  ['スレイベンの守護者、サリア', 'Thalia, Guardian of Thraben', 'Legendary Creature — Human Soldier'],
  ['ラノワールのエルフ', 'Llanowar Elves', 'Creature — Elf Druid'],
  ['チフス鼠', 'Typhoid Rats', 'Creature — Rat'],
];

export const TEST_CARDS = new CardSpotter(
  CARDS.flatMap(([ja, en, typeLine]): CardNameSource[] => [
    { name: en, kind: 'name', english: en, typeLine, playable: true },
    { name: ja, kind: 'ja', english: en, typeLine, playable: true },
  ]),
);

export async function chunks(q: string): Promise<JaChunk[]> {
  const p = prepare(q);
  return chunkJapanese(p.text, await tokeniseJapanese(p), TEST_CARDS);
}

export async function sentences(q: string): Promise<Sentence[]> {
  return (await readJapanese(prepare(q), TEST_CARDS)).sentences;
}

/** A noun phrase in a few words: obj(2/2 kw=flying), player(opponent), amt(3 damage). */
export function np(n: NounPhrase | null): string {
  if (!n) return '-';
  switch (n.kind) {
    case 'object': {
      const parts = [n.card ? n.card.name : n.power !== null ? `${n.power}/${n.toughness}` : (n.partial ?? n.head ?? '?')];
      if (n.owner) parts.push(`owner=${n.owner.who}`);
      if (n.keywords.length) parts.push(`kw=${n.keywords.map((k) => (k.param ? `${k.keyword}:${k.param}` : k.keyword)).join('+')}`);
      if (n.lacks.length) parts.push(`lacks=${n.lacks.map((k) => k.keyword).join('+')}`);
      if (n.count) parts.push(`x${n.count}`);
      if (n.counters.length) parts.push(`counters=${n.counters.map((c) => `${c.n}x${c.kind}`).join('+')}`);
      if (n.damage) parts.push(`damage=${n.damage}`);
      if (n.attachments.length) parts.push(`with=${n.attachments.map((a) => np(a)).join('+')}`);
      if (n.adjectives.length) parts.push(`adj=${n.adjectives.join('+')}`);
      return `obj(${parts.join(' ')})`;
    }
    case 'player':
      return `player(${n.player.who})`;
    case 'pronoun':
      return `it(${n.word})`;
    case 'property':
      return `prop(${n.noun}${n.of ? ` of ${np(n.of)}` : ''})`;
    case 'amount':
      return `amt(${n.n ?? '?'} ${n.noun === 'ptmod' ? `${n.power}/${n.toughness}` : n.counter ?? n.noun})`;
    case 'list':
      return `[${n.items.map(np).join(', ')}]`;
  }
}

/** A clause in one line: "block.passive S=obj(6/6) by=obj(3/5)". */
export function clause(c: Clause): string {
  const v = c.verb;
  const head = v ? [v.card ? `cast(${v.card.name})` : v.verb, v.passive ? 'passive' : '', v.negated ? 'not' : '', v.modal ?? '', v.inverted ? 'asks' : ''].filter(Boolean).join('.') : 'no-verb';
  const parts = [c.sub ? `[${c.sub}] ${head}` : head];
  if (c.subject) parts.push(`S=${np(c.subject)}`);
  if (c.object) parts.push(`O=${np(c.object)}`);
  if (c.complement) parts.push(`C=${np(c.complement)}`);
  for (const r of c.roles) parts.push(`${r.prep}=${np(r.np)}`);
  if (c.keywords.length) parts.push(`kw=${c.keywords.map((k) => k.keyword).join('+')}`);
  if (c.lacks.length) parts.push(`lacks=${c.lacks.map((k) => k.keyword).join('+')}`);
  if (c.times.length) parts.push(`t=${c.times.join('+')}`);
  if (c.wh) parts.push(`wh=${c.wh}`);
  if (c.asked) parts.push(`asked=${np(c.asked)}`);
  return parts.join(' ');
}

/** A question's events and asks with object ids replaced by the words that named them. */
export function readable(ir: QuestionIR): string[] {
  const name = (id: unknown): unknown => (typeof id === 'string' ? (ir.objects.find((o) => o.id === id)?.words ?? id) : id);
  const swapped = (x: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(x).map(([k, v]) => [k, Array.isArray(v) ? v.map(name) : k === 'ref' && v && typeof v === 'object' ? swapped(v as Record<string, unknown>) : k === 'kind' || k === 'text' ? v : name(v)]));
  const swap = (x: Record<string, unknown>): string => JSON.stringify(swapped(x));
  return [...ir.events.map((e) => swap(e as Record<string, unknown>)), ...ir.asks.map((a) => `ask ${swap(a as Record<string, unknown>)}`)];
}

/** Rows of [what, question, the events and asks it must read to]: each a test. */
export function irRows(rows: readonly [string, string, string[]][]): void {
  it.each(rows)('THEN %s: %s', async (_what, q, want) => {
    const u = await understand(q, { cards: TEST_CARDS });
    if (!u.ok) throw new Error(`not understood: ${JSON.stringify(u)}`);
    expect(readable(u.ir)).toEqual(want);
  });
}

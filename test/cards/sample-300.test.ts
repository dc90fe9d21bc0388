/**
 * Never half-read (issue 14 §4): every card of the catalog (the shared oracle file, loaded once) is
 * compiled, and a sample of hand-checked cards spread over the templates (sample-300.table.ts: each
 * row written by reading the card's oracle text) must compile to exactly what the row says. Every
 * compiled object must also be valid Scenario input (the schema the engine reads), and every piece
 * of text the compiler doesn't read must be named with its classification.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { CompiledCard } from '../../src/cards/compile/index.ts';
import { withChosenType } from '../../src/cards/compile/chosen.ts';
import { CHOSEN_TYPE } from '../../src/cards/compile/words.ts';
import { loadCardFiles } from '../../src/cards/load.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { parseScenario } from '../../src/scenario/schema.ts';
import { ORACLE } from './helpers.ts';
import { extras, reading } from './reading.ts';
import { SAMPLE } from './sample-300.table.ts';

interface Compiled {
  card: CardRecord;
  c: CompiledCard;
}

let all: Compiled[] = [];
const byName = new Map<string, Compiled>();

beforeAll(async () => {
  const loaded = await loadCardFiles([ORACLE]);
  if (!loaded.ok) throw new Error(loaded.error);
  all = loaded.value.cards.map((card) => ({ card, c: compileCard(card) }));
  // The first object of a name that is a real card (tokens and emblems share names with cards).
  for (const x of all) {
    const prev = byName.get(x.card.name);
    if (!prev || (prev.card.layout === 'token' && x.card.layout !== 'token')) byName.set(x.card.name, x);
  }
}, 300_000);

describe('the whole catalog compiles', () => {
  it('GIVEN every card THEN a status, and every unmodelled piece named once with its gap kind', () => {
    expect(all.length).toBeGreaterThan(33_000);
    const problems: string[] = [];
    for (const { card, c } of all) {
      // An unread mode of a modal trigger (700.2) is a coverage gap only: it stays on the ability and matters if chosen (603.3c).
      const modes = c.missing.filter((m) => m.startsWith('mode: ')).length;
      if (c.gaps.length !== c.unmodelled.length || c.missing.length - modes !== c.unmodelled.length) problems.push(`${card.name}: gaps, missing and unmodelled differ in length`);
      c.gaps.forEach((g, i) => {
        if (g.text !== c.unmodelled[i]) problems.push(`${card.name}: gap ${i} is not unmodelled ${i}`);
        if (g.kind === 'triggered' && !g.trigger) problems.push(`${card.name}: a triggered gap without its trigger`);
      });
      // A face is fully modelled with its double-faced card's other face's text unmodelled (712.8d-f), never with its own.
      const own = c.gaps.filter((g) => g.kind !== 'other-face').length + modes;
      if ((c.status === 'full') !== (own === 0)) problems.push(`${card.name}: status ${c.status} with ${own} unmodelled`);
      if (c.gaps.some((g) => g.kind === 'other-face') && !['transform', 'modal_dfc'].includes(card.layout)) problems.push(`${card.name}: another face's text on a ${card.layout} card`);
      // Nothing read twice: a sentence printed once is modelled or unmodelled, never both.
      const un = new Set(c.unmodelled);
      const text = [card.oracle_text ?? '', ...(card.card_faces ?? []).map((f) => f.oracle_text ?? '')].join('\n');
      for (const m of c.modelled) if (un.has(m) && text.split(m).length === 2) problems.push(`${card.name}: "${m}" both modelled and unmodelled`);
      // 614.12: "the chosen type" is a placeholder only on a card that chooses it as it enters; the
      // object made without a stated choice (questions) never carries it (compile/chosen.ts).
      // Its replacement effects likewise (kept with the choice since cards53a, made by withChosenType).
      const unchosen = withChosenType(c, null);
      const made = JSON.stringify(unchosen.object) + JSON.stringify(unchosen.replacements);
      if (made.includes(CHOSEN_TYPE) || (!c.chooses && (JSON.stringify(c.object) + JSON.stringify(c.replacements)).includes(CHOSEN_TYPE))) problems.push(`${card.name}: the chosen type left as a placeholder`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('GIVEN the sample THEN at least 300 different cards, over many templates', () => {
    const names = new Set(SAMPLE.map((r) => r[0]));
    expect(names.size).toBe(SAMPLE.length);
    expect(names.size).toBeGreaterThanOrEqual(300);
    // The templates the rows exercise, by the words of their readings.
    const kinds = new Set(SAMPLE.flatMap((r) => [...r[2].matchAll(/\b(?:on [a-z-]+|act|spell|static|cast [a-z-]+|kw|enters as copy|modes|damage|destroy|exile|draw|discard|mill|scry|surveil|counters|create|effect|fight|regenerate|sacrifice|return-to-hand|put-onto-battlefield|tap|untap|counter unless|counter|life)\b/g)].map((m) => m[0])));
    const statuses = new Set(SAMPLE.map((r) => r[1]));
    expect(kinds.size).toBeGreaterThanOrEqual(35);
    expect(statuses).toEqual(new Set(['full', 'partial', 'none']));
  });
});

describe('hand-checked sample: what each card compiles to', () => {
  it.each(SAMPLE)('%s', (name, status, read, extra, unmodelled) => {
    const x = byName.get(name);
    expect(x, `${name} is in the catalog`).toBeDefined();
    const { c } = x!;
    expect(reading(c.object)).toBe(read);
    expect(extras(c)).toBe(extra);
    expect(c.unmodelled).toEqual(unmodelled);
    expect(c.status).toBe(status);
  });

  it('GIVEN each sampled card THEN its object is valid Scenario input (the schema the engine reads)', () => {
    const problems: string[] = [];
    for (const [name] of SAMPLE) {
      const { c } = byName.get(name)!;
      const { gaps: _gaps, ...object } = c.object;
      // A creature whose P/T is * needs a value or a P/T-defining ability to be placed; give it one.
      const placed = object.power === null && object.toughness === null && Array.isArray(object.types) && object.types.includes('Creature') ? { ...object, power: 1, toughness: 1 } : object;
      const r = parseScenario({ objects: [{ id: 'x', zone: 'hand', ...placed }] });
      if (!r.ok) problems.push(`${name}: ${JSON.stringify(r.error.slice(0, 2))}`);
    }
    expect(problems).toEqual([]);
  });
});

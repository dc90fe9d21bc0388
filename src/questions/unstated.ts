/**
 * What a question didn't say about a creature it described without a card ("my 2/2"): its colors,
 * creature types and supertypes. Built as it was told, such a creature has none of them; so an ability
 * in play that tests one ("White creatures you control get +1/+1", "Goblins you control get +1/+1", a
 * replacement for "a red source you control") would decide the answer on a fact nobody stated
 * (issue 11 §2). Each attribute a filter in the run asks for is tried on each such creature in turn:
 * the answer stands only if it is the same either way, and otherwise the question is asked back.
 */
import type { Lang } from '../core/lang.ts';
import type { ParsedQuestion, Thing } from './types.ts';
import { wordsFor } from './locales/index.ts';

export type UnstatedAttr = 'colors' | 'subtypes' | 'supertypes';

export interface Unstated {
  id: string;
  attr: UnstatedAttr;
  value: string;
  /** The text that tests it, as "Honor of the Pure: “White creatures you control get +1/+1.”" (or null). */
  source: string | null;
}

/** More trials than this are not run: the question is asked back at once. */
export const MAX_UNSTATED_TRIALS = 8;

const ATTRS: readonly UnstatedAttr[] = ['colors', 'subtypes', 'supertypes'];

/** A selector filter in the scenario, with the ability text and object name nearest above it (for the reply). */
interface Found {
  filter: Record<string, unknown>;
  text: string | null;
  name: string | null;
}

/** Every selector filter in the scenario (static abilities, replacements, triggers, effects), wherever it sits. */
function filters(node: unknown, out: Found[], text: string | null = null, name: string | null = null): void {
  if (Array.isArray(node)) {
    for (const x of node) filters(x, out, text, name);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const o = node as Record<string, unknown>;
  const t = typeof o.text === 'string' ? o.text : text;
  const n = typeof o.name === 'string' ? o.name : name;
  if (o.kind === 'filter') out.push({ filter: o, text: t, name: n });
  for (const v of Object.values(o)) filters(v, out, t, n);
}

/** The attribute values a filter requires ("at least one of"): only these can bring a creature into it. */
function wanted(f: Record<string, unknown>, attr: UnstatedAttr): string[] {
  const v = f[attr];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** The trials to run for a question whose Scenario is `scenario`: one per creature and value a filter asks for. */
export function unstatedTrials(q: ParsedQuestion, scenario: unknown, lang: Lang): Unstated[] {
  const fs: Found[] = [];
  filters(scenario, fs);
  const bare = q.things.filter((t) => !q.cards[t.id] && !q.quoted[t.id] && t.zone === 'battlefield' && t.types.includes('Creature'));
  const out: Unstated[] = [];
  const seen = new Set<string>();
  for (const f of fs) {
    // (Only a card's name is worth saying; an object the question told has the label the engine gave it.)
    const card = Object.values(q.cards).find((c) => c.name === f.name);
    const name = card ? wordsFor(lang).namedCard(card.name, card.ja) : null;
    const source = f.text ? (name ? `${name}: “${f.text}”` : `“${f.text}”`) : name;
    for (const attr of ATTRS) {
      for (const value of wanted(f.filter, attr)) {
        for (const t of bare) {
          if (t[attr].length > 0) continue;
          const key = `${t.id}|${attr}|${value}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ id: t.id, attr, value, source });
        }
      }
    }
  }
  return out;
}

/** The question with one creature given the attribute it was not said to have (or not to have). */
export function withAttribute(q: ParsedQuestion, u: Unstated): ParsedQuestion {
  const things: Thing[] = q.things.map((t) => (t.id === u.id ? { ...t, [u.attr]: [u.value] } : t));
  return { ...q, things };
}

/** The attribute in words: "white", "a Goblin", "legendary" / 「白」「ゴブリン」. */
export function attributeWords(u: Unstated, lang: Lang): string {
  return wordsFor(lang).attribute[u.attr](u.value);
}

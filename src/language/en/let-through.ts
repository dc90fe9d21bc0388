/**
 * "I let the Courser through", "they let my 3/3 in", "let both attackers through unblocked": letting an attacker
 * through is declaring no blocker for it (509.1h) — read as "leave X unblocked" is (frames/no-blocks.ts leftUnblocked,
 * which checks the creatures named are attacking and were not blocked). Only "let" + a noun phrase + "through"/"in"
 * (with "unblocked" after it or not) closing the clause; any other "let" ("let it die", "let the spell resolve") stays
 * what it was and is named back when nothing reads it.
 */
import type { Chunk } from '../chunk.ts';
import type { Sense } from '../senses.ts';

/** How many chunks a noun phrase between "let" and "through" may span ("the opponent's 4/4 Centaur Courser"). */
const REACH = 6;

/** Senses a word of the let-through noun phrase may have: what names an attacker, never a verb or a clause word. */
const NOUNISH: ReadonlySet<Sense['kind']> = new Set(['det', 'card', 'subtype', 'type', 'pronoun', 'pt', 'object-noun', 'player', 'poss', 'number', 'adj', 'color', 'keyword']);

/** Whether the chunk after "through" ends the clause: nothing, a mark, "and"/"or"/"but", a time word, or a new clause. */
function closes(c: Chunk | undefined): boolean {
  const s = c?.senses[0]?.kind;
  return c === undefined || s === 'punct' || s === 'conj' || s === 'time' || s === 'sub';
}

/** The index of the "through"/"in" closing a let-through that starts at k ("let"), or -1. */
function throughAt(out: readonly Chunk[], k: number): number {
  for (let j = k + 2; j <= k + 1 + REACH && j < out.length; j++) {
    const c = out[j]!;
    if (/^(?:through|thru|in)$/i.test(c.text)) {
      const after = /^unblocked$/i.test(out[j + 1]?.text ?? '') ? j + 2 : j + 1;
      return closes(out[after]) ? j : -1;
    }
    // ("they let my Bears and Courser through": one noun phrase joined by "and" is still the object.)
    const joins = /^(?:and|&)$/i.test(c.text) && NOUNISH.has(out[j + 1]?.senses[0]?.kind ?? 'punct');
    if (!joins && !NOUNISH.has(c.senses[0]?.kind ?? 'punct')) return -1;
  }
  return -1;
}

/** Rereads "let X through/in" as "leave X unblocked" in place: "let" the verb of leaving, "through" the state "unblocked". */
export function letThrough(out: Chunk[]): void {
  out.forEach((c, k) => {
    if (!/^(?:let|lets|letting)$/i.test(c.text) || !NOUNISH.has(out[k + 1]?.senses[0]?.kind ?? 'punct')) return;
    const j = throughAt(out, k);
    if (j < 0) return;
    c.senses = [{ kind: 'verb', verb: 'leave' }];
    // ("let it through unblocked": the state said twice is one.)
    if (/^unblocked$/i.test(out[j + 1]?.text ?? '')) out[j + 1]!.senses = [{ kind: 'filler' }];
    out[j]!.senses = [{ kind: 'adj', adj: 'unblocked' }];
  });
}

/**
 * "Does it remain?" / 「残りますか」: what remains decides what is asked (issue 11). A creature that
 * remains is one that survives; a quality that remains — "does its flying remain?", "does it remain
 * flying?", "do its counters remain?", 「飛行は残りますか」 — is one the creature still has. The
 * creature's survival is never the answer to a question about one of its qualities.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { CardType } from '../../engine/types.ts';
import type { Side } from '../ir.ts';
import { playerOf } from '../refs.ts';
import { ask, isPlayerish } from './common.ts';
import { clausePhrases, phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import { holdsAsk } from './characteristics.ts';
import { diesAsk } from './fates.ts';

export function remainsAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const s = c.subject;
  // "Does its flying remain?": the keyword is the clause's, its holder the subject.
  if (c.keywords.length > 0 || c.lacks.length > 0) {
    if (c.lacks.length > 0 || c.object || c.complement || s?.kind === 'property') return false;
    return holdsAsk(story, { ...c, verb: { ...v, verb: 'keep' } });
  }
  // "Do its counters remain?": the counters are what is kept, by what carries them.
  if (s?.kind === 'property') {
    if (s.noun !== 'counter' || !s.of || c.object || c.complement) return false;
    return holdsAsk(story, { ...c, subject: s.of, object: s, verb: { ...v, verb: 'keep' } });
  }
  // "Does it remain a 4/4?", "remain an Angel": a state said with it is not its survival. Nor is "does it
  // stay untapped?", "remain blocked?" (an attacker without vigilance is tapped, 508.1f, and survives).
  if (c.complement || c.object) return false;
  // 「修整は残ってる?」「is the effect still there?」: a game noun said in the clause that no phrase holds (the
  // grammar left the subject unsaid) is what remains — a quality, never the creature's survival (dev-ja-089).
  const inPhrases = new Set(clausePhrases(c).flatMap(phraseChunks));
  if (c.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'thing-noun' && !inPhrases.has(k) && !story.used.has(k))) return false;
  if (c.adjectives.some((a) => a !== 'still' && a !== 'alive' && a !== 'present')) return false;
  return diesAsk(story, c);
}

/** The card types a quantified noun phrase keeps to ("any creatures", "any artifacts"); [] for any permanent. */
function typesOf(np: Extract<NounPhrase, { kind: 'object' }>): CardType[] | null {
  if (np.power !== null || np.card !== null || np.count !== null || np.colors.length > 0 || np.nonColors.length > 0 || np.nonTypes.length > 0 || np.subtypes.length > 0 || np.supertypes.length > 0 || np.keywords.length > 0 || np.lacks.length > 0 || np.counters.length > 0 || np.attachments.length > 0 || np.from !== null || np.quotes.length > 0 || np.partial !== null) return null;
  if (np.head === 'creature') return ['Creature'];
  if (np.head === 'permanent') return [];
  if (np.head === 'type' && np.types.length > 0) return np.types;
  return null;
}

/**
 * "Is anything left on the battlefield?", "does anything survive?", "will any of my creatures still be
 * around?", "are there any creatures left?", "does she have anything left?": a yes/no of whether any
 * permanent (of that player, of that type) is on the battlefield when the story ends (ir.ts `left`, 400.1).
 * Said with "survive", "remain" or "stay", only what was there from the start counts, and "anything" is the
 * creatures (what can die, 700.4). Never read of one object: "anything" names none (refs.ts).
 */
export function leftAsk(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || c.wh !== null || v.negated || c.complement) return false;
  const quantified = (np: NounPhrase | null): { types: CardType[] | null; side: Side | null; np: NounPhrase } | null => {
    if (np?.kind === 'pronoun' && np.word === 'anything') return { types: null, side: null, np };
    if (np?.kind !== 'object' || np.det !== 'any') return null;
    const types = typesOf(np);
    if (types === null) return null;
    const side = np.owner ? story.side(np.owner) : np.controlledBy ? story.side(np.controlledBy) : null;
    if ((np.owner || np.controlledBy) && side === null) return null;
    return { types, side, np };
  };
  const battlefieldRoles = c.roles.filter((r) => r.np?.kind === 'property' && r.np.noun === 'battlefield' && r.np.of === null && (r.prep === 'on' || r.prep === 'in'));
  if (c.roles.length !== battlefieldRoles.length) return false;
  const stillWords = (k: number): boolean => story.sensesAt(k).some((s) => s.kind === 'adj' && (s.adj === 'still' || s.adj === 'left' || s.adj === 'alive' || s.adj === 'present'));
  let found: { types: CardType[] | null; side: Side | null; np: NounPhrase } | null;
  let survivors = false;
  if (v.verb === 'have' && c.subject && isPlayerish(c.subject) && c.adjectives.includes('left')) {
    // "Does she have anything left?", "do I have any creatures left?"
    const q = quantified(c.object);
    const side = q ? playerOf(story, c.subject) : null;
    if (!q || !side || (q.side !== null && q.side !== side)) return false;
    found = { ...q, side };
  } else if (!c.object) {
    found = quantified(c.subject);
    if (!found) return false;
    const leftSaid = v.verb === 'leave' && v.passive;
    const beStill = v.verb === 'be' && (c.adjectives.some((a) => a === 'left' || a === 'still' || a === 'alive' || a === 'present') || battlefieldRoles.length > 0);
    survivors = v.verb === 'survive' || v.verb === 'remain';
    if (!leftSaid && !beStill && !survivors) return false;
  } else return false;
  // ("Is anything left?": a form of "be" before its subject is not marked inverted; it asks yes or no all the same.)
  if (v.verb === 'be' && c.subject && v.chunks.length > 0 && Math.min(...v.chunks) < Math.min(...c.subject.chunks)) c.yesNo = true;
  story.use(found.np);
  if (c.subject && c.subject !== found.np) story.use(c.subject);
  for (const r of battlefieldRoles) story.useChunks(r.chunks);
  story.useChunks(c.chunks.filter(stillWords));
  // ("anything" said of survival is the creatures: what can die, 700.4; of what is left, any permanent.)
  const types = found.types ?? (survivors ? ['Creature' as const] : []);
  return ask(story, { kind: 'left', side: found.side, types, ...(survivors ? { survivors: true as const } : {}) }, c);
}

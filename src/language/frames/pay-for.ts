/**
 * "I pay 4 for Toxic Deluge", "they paid 3 life for their Toxic Deluge": a payment said for a spell is a cost paid
 * while casting it (601.2g-h), so the words tell that cast. The amount is kept as life paid (118.8, 119.4) for the
 * questions layer to check against the card's costs (questions/story-casts.ts): its X when its cost is "pay X life"
 * (107.3a, 601.2b), else refused as a cost the card doesn't have — never read as mana, which could be X or the whole cost.
 * Mana said right after a cast ("(paying G)") is kept on it as what its cost was paid with (manaForCast).
 */
import type { Clause } from '../clause.ts';
import type { QEvent } from '../ir.ts';
import type { Story } from '../story.ts';
import { oneObjectOf, playerOf } from '../refs.ts';
import { castSpell } from './cast-spell.ts';
import { isPlayerish, role, useRole } from './util.ts';

export function payFor(story: Story, c: Clause): boolean {
  const v = c.verb;
  const o = c.object;
  const spell = role(c, 'for');
  if (!v || v.negated || v.modal !== null || v.hypothetical || v.passive || c.sub !== null || c.complement !== null) return false;
  // ("opp pays 2 life for Mutagenic Growth on the Kraken": the spell's target said with it, after the spell.)
  const aimed = c.roles.filter((r) => r.prep === 'on' || r.prep === 'targeting');
  if (o?.kind !== 'amount' || o.n === null || (o.noun !== 'life' && o.noun !== 'total') || c.roles.length !== 1 + aimed.length) return false;
  if (spell?.kind !== 'object' || spell.card === null || spell.count !== null) return false;
  if (aimed.length > 1 || aimed.some((r) => r.np === null || Math.min(...r.chunks) < Math.max(...spell.chunks))) return false;
  const caster = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const id = oneObjectOf(story, spell, { create: true, controller: caster });
  if (!id) return true;
  story.use(o);
  story.use(c.subject);
  useRole(story, c, 'for');
  const before = story.events.length;
  for (const r of aimed) story.useChunks(r.chunks);
  castSpell(story, c, id, caster, aimed.map((r) => r.np!));
  const e = story.events[before];
  if (e?.kind === 'cast' && e.spell === id) e.lifePaid = o.n;
  return true;
}

/**
 * "I cast Mutagenic Growth on it (paying G)": mana paid by the caster right after a cast told in the same sentence, said
 * with nothing else, is what that spell's cost was paid with (601.2g-h), kept on the cast for the questions layer to
 * check against the card (story-casts.ts). With no subject it is the caster's.
 */
export function manaForCast(story: Story, c: Clause): boolean {
  const v = c.verb!;
  // ("(paying G)": a participle said of the cast just told — its own sentence when parenthesised, with the cast's words
  // as its subject — is the caster's payment.)
  const participle = v.chunks.length === 1 && story.chunkText(v.chunks[0]!).toLowerCase() === 'paying';
  // ("paying G": a bare capital mana letter is read by the chunker as a name no catalog knows — its text is the mana.)
  const letters = c.object?.kind === 'object' && c.object.card?.typeLine === '' && /^(?:\{[0-9WUBRGC]\}|[0-9WUBRGC])+$/.test(c.object.text) ? c.object.text : null;
  const manaObject = c.object === null || letters !== null || (c.object.chunks.length === 1 && story.sensesAt(c.object.chunks[0]!).some((x) => x.kind === 'mana'));
  if (!manaObject || c.roles.length > 0 || c.sub !== null || c.object2 || c.complement || v.negated || v.modal !== null || v.hypothetical || v.passive) return false;
  const e = castPaymentTarget(story, c, participle);
  if (!e) return false;
  const side = c.subject === null ? e.caster : isPlayerish(c.subject) ? playerOf(story, c.subject) : participle ? e.caster : null;
  if (side !== e.caster) return false;
  const mana = letters ?? manaPaid(story, c);
  if (mana === null) return false;
  e.manaPaid = mana;
  story.use(c.object);
  story.use(c.subject);
  story.noted++;
  return true;
}

/**
 * The cast a payment clause can tell the cost of: the last event, a cast told in the clause's sentence (or, for a
 * participle, the sentence before) that is no premise and has no payment kept on it yet; null otherwise.
 */
export function castPaymentTarget(story: Story, c: Clause, participle = false): Extract<QEvent, { kind: 'cast' }> | null {
  const told = story.lastCast;
  const e = told ? story.events[told.event] : undefined;
  if (!told || told.event !== story.events.length - 1 || e?.kind !== 'cast' || e.premise === true || e.lifePaid !== undefined || e.manaPaid !== undefined) return null;
  return told.sentence === c.sentence || (participle && told.sentence === c.sentence - 1) ? e : null;
}

/** The one mana cost a payment clause says ("pay {1}{B}"), its chunks read; null with none or more than one said. */
export function manaPaid(story: Story, c: Clause): string | null {
  const said = c.chunks.filter((k) => !story.used.has(k) && story.sensesAt(k).some((s) => s.kind === 'mana'));
  const s = said.length === 1 ? story.sensesAt(said[0]!).find((x) => x.kind === 'mana') : undefined;
  if (!s || s.kind !== 'mana') return null;
  story.useChunks(said);
  story.use(c.subject);
  return s.text.toUpperCase();
}

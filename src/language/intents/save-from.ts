/**
 * "Will Giant Growth save my Grizzly Bears from Lightning Bolt?", "Does a regeneration shield save River Boa from Swords
 * to Plowshares?", "Can I save my 2/2 from Shock with Giant Growth?": a threat (the spell the creature is saved from) and
 * a means (what saves it). The threat is cast at the creature by the other player (castInstrument); the means answers it
 * while it waits on the stack (117.3c) — an instant cast by the creature's controller at it (its target said by the
 * purpose, used only if the spell targets), or a regeneration shield put on it (701.19a) — and the question is whether
 * the creature survives it: a creature the threat itself exiles (or otherwise moves) was not saved even though it did
 * not die; one the means moved away (a bounce, a blink) is answered with where it went, no yes or no.
 * Anything else as the threat or the means (a creature's damage, an ability whose choices the words don't give) is left
 * to the other readings, which name it.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { QEvent, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { aboutObjects, ask, castInstrument, isPlayerish, role, useRole } from './common.ts';
import { oneObjectOf, playerOf } from '../refs.ts';
import { assertNever } from '../../core/result.ts';

type Means = { kind: 'spell'; np: Extract<NounPhrase, { kind: 'object' }> } | { kind: 'shield'; chunk: number };

/** True when the clause is a save-from question, read here (or named as a problem); false to leave it to others. */
export function saveFromAsk(story: Story, c: Clause): boolean {
  const v = c.verb;
  const threat = role(c, 'from');
  if (!v || v.verb !== 'save' || !c.question || c.wh !== null || v.negated || v.passive || !isSpellNp(threat)) return false;
  if (!c.object || (c.object.kind !== 'object' && c.object.kind !== 'pronoun') || c.object2 || c.complement) return false;
  const means = meansOf(story, c);
  if (means === null) return false;
  const victims = aboutObjects(story, c.object);
  if (!victims || victims.length !== 1) return false;
  const id = victims[0]!;
  const victim = story.get(id);
  if (!victim || victim.cast === true) return false;
  // (Whose creature it is, when the words don't say: the saver's — the player who saves it, else the asker — and the
  // threat is then the other player's, as "Does my 2/2 survive Murder?" reads it; a threat said to be one player's
  // ("from my Lightning Bolt") is aimed at the other's creature.)
  const threatSaid = threat.owner !== null || threat.controlledBy !== null;
  if (!threatSaid) victim.controller ??= c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  if (!castInstrument(story, c, threat, c.object)) return false;
  const from = threatCast(story, threat.card!.name);
  if (from === null) return false;
  const caster = story.events.find((e) => e.kind === 'cast' && e.spell === from);
  if (caster?.kind === 'cast') victim.controller ??= caster.caster === 'A' ? 'B' : 'A';
  story.use(c.object);
  if (c.subject && isPlayerish(c.subject)) story.use(c.subject);
  if (!answerThreat(story, c, means, id, victim.controller)) return false;
  // Saved: it survives the threat — asked as "does it survive?", with the threat named so that leaving the battlefield
  // by the threat's own effect (exiled by Swords to Plowshares, 406.2) is answered no (questions/asks/fate.ts).
  return ask(story, { kind: 'dies', id, positive: false, from }, c);
}

/** The latest cast the story tells of a card of this name (the threat castInstrument cast or found told). */
function threatCast(story: Story, name: string): string | null {
  for (let k = story.events.length - 1; k >= 0; k--) {
    const e = story.events[k]!;
    if (e.kind === 'cast' && story.get(e.spell)?.card === name) return e.spell;
  }
  return null;
}

/** The spell np of an instant or sorcery card ("from Lightning Bolt"). */
function isSpellNp(np: NounPhrase | null): np is Extract<NounPhrase, { kind: 'object' }> {
  return np !== null && np.kind === 'object' && np.card !== null && /\b(?:Instant|Sorcery)\b/.test(np.card.typeLine);
}

/**
 * What saves it: the subject ("Will Giant Growth save …") or, said by a player, the "with" role ("Can I save … with
 * Giant Growth?") — an instant; or a regeneration shield named in the clause. Null when none of these is said.
 */
function meansOf(story: Story, c: Clause): Means | null {
  const tool = c.subject && !isPlayerish(c.subject) ? c.subject : role(c, 'with');
  if (c.subject && !isPlayerish(c.subject) && role(c, 'with')) return null;
  if (tool && tool.kind === 'object' && tool.card && /\bInstant\b/.test(tool.card.typeLine)) return { kind: 'spell', np: tool };
  if (tool) return null;
  const shield = c.chunks.find((k) => !story.used.has(k) && story.sensesAt(k).some((s) => s.kind === 'thing-noun' && s.noun === 'regen-shield'));
  return shield === undefined ? null : { kind: 'shield', chunk: shield };
}

/** The means told in response to the threat just cast (117.3c): its event goes on top of the stack. */
function answerThreat(story: Story, c: Clause, means: Means, id: string, saver: Side | null): boolean {
  const by: Side = saver ?? 'A';
  let e: QEvent;
  switch (means.kind) {
    case 'spell': {
      const spell = oneObjectOf(story, means.np, { create: true, controller: by });
      if (!spell) return false;
      story.get(spell)!.cast = true;
      story.use(means.np);
      useRole(story, c, 'with');
      e = { kind: 'cast', spell, caster: by, targets: [id], impliedTargets: true };
      break;
    }
    case 'shield':
      story.useChunks([means.chunk]);
      // "Can I save my 2/2 from Murder with a regeneration shield?": a shield a player is asked to be able to make needs a source told (questions/action-sources.ts).
      e = { kind: 'regenerate', ids: [id], ...(c.verb?.modal !== null && c.subject && isPlayerish(c.subject) ? { asked: true as const } : {}) };
      break;
    default:
      return assertNever(means);
  }
  story.responses.add(story.events.length);
  story.events.push(e);
  return true;
}

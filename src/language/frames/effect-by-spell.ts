/**
 * An effect told as done by a spell: "I gain 3 life from Healing Salve", "I prevent the next 3 damage to my 2/2
 * with Healing Salve", 「《治癒の軟膏》で2/2への次の3点を軽減しました」「《治癒の軟膏》で3点回復した」. The spell is cast
 * (601.2) at what the effect is done to (115.1), and the effect said tells its mode (700.2) — matched against the
 * spell's compiled modes, or, for a spell with no modes, checked against what it does (questions/story-casts.ts);
 * what the spell does is the card's own text, run by the engine, never the words said.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { oneObjectOf, playerOf } from '../refs.ts';
import { isPlayerish, useRole } from './util.ts';
import { castAgain, castSpell, casterOfInstrument } from './cast-spell.ts';

/** The prepositions an instrument spell is said with ("from", "with", 「で」 read as "with"). */
const BY = ['from', 'with', 'by'] as const;

/** The instant or sorcery said as what did the effect, or null. */
function instrument(c: Clause): NounPhrase | null {
  const np = c.roles.find((r) => (BY as readonly string[]).includes(r.prep))?.np ?? null;
  return np !== null && np.kind === 'object' && np.card !== null && /\b(?:Instant|Sorcery)\b/.test(np.card.typeLine) ? np : null;
}

/**
 * Casts the spell said with the effect (its caster the owner said, "their Healing Salve", else the clause's subject, else
 * the speaker), at `targets`, its mode the
 * effect told (`said`: items as told-mode.ts reads them). False when no instant or sorcery is said as doing it.
 */
export function castForEffect(story: Story, c: Clause, targets: NounPhrase[], said: string[], told: string): boolean {
  const np = instrument(c);
  if (np === null) return false;
  const caster = casterOfInstrument(story, np, c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A');
  const named = oneObjectOf(story, np, { create: true, controller: caster });
  const spell = named ? castAgain(story, c, np, named, caster) : null;
  if (!spell) return true;
  useRole(story, c, ...BY);
  const before = story.events.length;
  castSpell(story, c, spell, caster, targets);
  const e = story.events[before];
  if (story.events.length > before && e?.kind === 'cast' && e.modes === undefined && e.modeSaid === undefined) {
    e.modeSaid = said;
    e.modeTold = told;
    e.modePurpose = true;
  }
  return true;
}

/**
 * A color chosen told in a clause of its own: "I cast Gods Willing on it and chose black", 「《精霊への挑戦》を唱えて黒を
 * 選んだ」, and with the spell as the instrument of the choosing, 「対応して《精霊への挑戦》で黒を選びました」. The color of
 * "… the color of your choice" / "choose a color" is chosen as the spell or ability resolves (608.2d), and players tell it
 * as a choice made with the cast — so it is the color told for that cast, as "naming black" said within its clause is
 * (frames/color-told.ts). Whether the card offers such a choice is the questions layer's to check (chosen-colors.ts):
 * a color told for a card that offers none is named back, never dropped.
 */
import type { Clause } from '../clause.ts';
import type { QEvent, Side } from '../ir.ts';
import type { Sense } from '../senses.ts';
import type { Story } from '../story.ts';
import type { ChosenColor } from '../../engine/types.ts';
import { playerOf } from '../refs.ts';
import { lookupTable } from '../../core/table.ts';
import { cast } from './cast.ts';
import { isPlayerish, role } from './util.ts';

const CHOSEN: Readonly<Record<string, ChosenColor>> = lookupTable({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' });

/** The one color said in the clause, unread and not "non-" (「黒」, "black"), with its chunk. */
function colorSaid(story: Story, c: Clause): { chunk: number; color: ChosenColor } | null {
  const found = c.chunks.flatMap((k) => {
    if (story.used.has(k)) return [];
    const s = story.sensesAt(k).find((x): x is Extract<Sense, { kind: 'color' }> => x.kind === 'color');
    const color = s && !s.non ? CHOSEN[s.color] : undefined;
    return color ? [{ chunk: k, color }] : [];
  });
  return found.length === 1 ? found[0]! : null;
}

/** The cast or activation the color belongs to: the event told last, by a clause of this sentence or the one before, by the chooser. */
function chosenFor(story: Story, c: Clause, chooser: Side | null): Extract<QEvent, { kind: 'cast' | 'activate' }> | null {
  const e = story.events.at(-1);
  if (!e || (e.kind !== 'cast' && e.kind !== 'activate') || e.color !== undefined) return null;
  const by = story.toldBy.get(e);
  if (!by || by === c || by.sentence < c.sentence - 1) return null;
  const actor = e.kind === 'cast' ? e.caster : e.player;
  return chooser === null || chooser === actor ? e : null;
}

/**
 * "… and chose black", 「黒を選んだ」 after a cast, 「《精霊への挑戦》で黒を選んだ」: the color put on its cast; false when the
 * clause is no such choice (then it is read as before).
 */
export function colorChosenClause(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || v.negated || v.modal !== null || v.hypothetical || v.passive || c.object !== null || c.complement !== null || c.sub !== null) return false;
  const said = colorSaid(story, c);
  if (!said) return false;
  const chooser = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (c.subject && chooser === null && !(c.subject.kind === 'pronoun' && c.subject.chunks.length === 0)) return false;
  // 「《精霊への挑戦》で黒を選んだ」: the spell the color is chosen with is the one cast (601.2), told with no other verb.
  const spell = role(c, 'with');
  const withRole = c.roles.find((r) => r.prep === 'with');
  if (spell && withRole && spell.kind === 'object' && spell.card !== null) {
    if (c.roles.length !== 1) return false;
    const events = story.events.length;
    cast(story, { ...c, verb: { ...v, verb: 'cast', card: null }, object: spell, roles: [] });
    story.useChunks(withRole.chunks);
    const e = story.events.length > events ? story.events.at(-1) : undefined;
    // (Cast but not so read — a problem told instead — the color's words stay unread, named with the rest.)
    if (e?.kind !== 'cast' || e.color !== undefined) return true;
    story.useChunks([said.chunk]);
    e.color = { color: said.color, said: 'choice' };
    return true;
  }
  if (c.roles.length > 0) return false;
  const e = chosenFor(story, c, chooser);
  if (!e) return false;
  // (The "and" that joins it to the cast is no word of its own.)
  const joins = c.chunks.filter((k) => ['conj', 'punct'].includes(story.sensesAt(k)[0]?.kind ?? ''));
  story.useChunks([said.chunk, ...v.chunks, ...joins]);
  if (c.subject) story.use(c.subject);
  e.color = { color: said.color, said: 'choice' };
  return true;
}

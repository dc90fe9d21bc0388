/**
 * "My opponent draws two cards", "I drew a card", 「相手がカードを2枚引いた」「私は1枚ドローした」: a player told as drawing N
 * cards (121.1, 121.2: a draw of several cards is that many draws one at a time) — the Scenario's draw, so what triggers on a
 * draw triggers (603.2) and the cards go to the hand (unseen when the library wasn't described, engine/hand.ts). Read after
 * the draw step's draw (turn-draw.ts). Left to the next reading (refused) when the draw could be what something told
 * before it did ("I cast Divination and draw two cards": drawn twice if made again), or the count isn't read.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { push } from './stack-push.ts';
import { countWith } from '../kanji-numerals.ts';
/** The particles marking the drawer and the cards (が・は・も, を). */
const CASE_PARTICLE = /^(?:が|は|も|を)$/u;

/** A count of cards with 枚: 「2枚」「２枚」「三枚」「十二枚」. */
function maiCount(text: string): number | null {
  return countWith(text, '枚');
}

/** The number of cards the object says ("two cards", "a card"); 'cards' when uncounted (「カード」, "cards"); null when it isn't cards alone. */
function objectCount(c: Clause): number | 'cards' | null {
  const o = c.object;
  if (o === null) return null;
  if (o.kind === 'amount') return o.noun === 'counter' && o.counter === 'card' && o.n !== null ? o.n : null;
  if (o.kind !== 'object' || o.head !== 'card' || o.card !== null || o.owner !== null || o.types.length + o.subtypes.length + o.colors.length + o.adjectives.length > 0) return null;
  if (o.count !== null) return o.count;
  return o.det === 'a' ? 1 : o.det === null ? 'cards' : null;
}

/**
 * Whether the draw could be what something told before it made happen — a spell, an ability, a trigger of an attack,
 * damage, a death or a step of the turn ("Ophidian is unblocked and I draw a card", "in my upkeep I draw a card"):
 * made again it would be drawn twice. Only a draw told before anything else happened (or after other told draws), at
 * no time said, is read.
 */
function drawCouldBeOwn(story: Story, c: Clause): boolean {
  return c.times.length > 0 || story.events.some((e) => e.kind !== 'draw');
}

export function toldDraw(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || v.verb !== 'draw' || v.negated || v.passive || v.modal !== null || c.object2 !== null || c.complement !== null) return false;
  if (c.subject?.kind !== 'player' || !['me', 'opponent', 'they', 'you'].includes(c.subject.player.who)) return false;
  const side = story.side(c.subject.player);
  const counts = c.chunks.filter((k) => maiCount(story.chunkText(k)) !== null && !(c.object?.chunks.includes(k) ?? false));
  const said = counts.map((k) => maiCount(story.chunkText(k))!);
  const fromObject = objectCount(c);
  // (「カードを2枚引いた」: each count said agrees; 「カードを引いた」, "draws cards": how many is unsaid, not read.)
  const all = [...(typeof fromObject === 'number' ? [fromObject] : []), ...said];
  if (all.length === 0 || all.some((n) => n !== all[0]) || all[0]! < 1 || all[0]! > 20) return false;
  if (c.object !== null && fromObject === null) return false;
  if (drawCouldBeOwn(story, c)) return false;
  // (Any other word of the clause — "for the turn", "off Brainstorm", 「アップキープに」 — is something this reading doesn't
  // take: the clause is left whole to the next reading, never read without it. Only case particles go with the roles.)
  const read = new Set([...c.subject.chunks, ...v.chunks, ...(c.object ? c.object.chunks : []), ...counts]);
  if (c.chunks.some((k) => !read.has(k) && !CASE_PARTICLE.test(story.chunkText(k).trim()))) return false;
  story.useChunks([...v.chunks, ...(c.object ? c.object.chunks : []), ...counts]);
  push(story, { kind: 'draw', side, count: all[0]! }, c);
  return true;
}

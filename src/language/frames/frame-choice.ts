/** Choosing the frame that reads a clause: a group first, the board first, no event, and the reason a clause gives. */
import type { Clause, NounPhrase } from '../clause.ts';
import { clausePhrases, phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf, sidesOf } from '../refs.ts';
import { noManaTold } from '../no-mana.ts';
import { verbless } from './verbless.ts';
import { tapPurpose } from './costs.ts';
import { fingerprint, isPlayerish } from './util.ts';
import { whenUnsure } from '../told-when.ts';
import { verbFrame } from './verbs.ts';
import { itFactEither } from './it-fact.ts';
import { saysNoEvent } from './no-event.ts';
import { personAsThing } from '../persons.ts';

/**
 * "since it has flying", "because they both fly", "…, so my Tarmogoyf is a 2/3": the asker's reason or
 * conclusion. It is read as a statement would be, and kept only when it told nothing new: a claim that
 * already holds of what was told (a card's own flying) is consumed; one that would add or change
 * something (a keyword the card lacks, a second size, an event) may be the asker's mistake, or name
 * another object than the one its pronoun found, so the question is refused naming it (issue 11: the
 * answer never rests on a belief read as a fact).
 */
export function reason(story: Story, c: Clause, before: string): void {
  const problems = story.problems.length;
  const used = new Set(story.used);
  const had = new Map(story.objects.map((o) => [o.id, o.keywords.length]));
  const eventsBefore = story.events.length;
  frame(story, c);
  const read = c.chunks.filter((k) => story.used.has(k) && !used.has(k));
  if (story.problems.length > problems) return;
  // A keyword claimed of a named card ("my Serra Angel …, since it has flying"): the card's printed
  // abilities are only known once it is looked up, so it is checked there (questions/index.ts), not added.
  const claims: { o: (typeof story.objects)[number]; added: typeof story.objects[number]['keywords'] }[] = [];
  for (const o of story.objects) {
    const n = had.get(o.id);
    if (n === undefined || o.keywords.length === n || o.card === null) continue;
    claims.push({ o, added: o.keywords.splice(n) });
  }
  // "He pumps it twice, so it's a 7/5", "…, so my 2/2 is a 5/5 now": a size concluded after what may have changed it is a
  // size told as reached — a claim checked against the run (questions/size-claims.ts), as "and it's a 5/5 now" is; it
  // adds nothing else to the story.
  const told = story.events.slice(eventsBefore);
  if (told.length > 0 && told.every((e) => e.kind === 'size-told') && read.length > 0) {
    story.events.splice(eventsBefore);
    const same = fingerprint(story) === before;
    story.events.push(...told);
    if (same && claims.length === 0) return;
  }
  if (fingerprint(story) !== before || read.length === 0) {
    for (const { o, added } of claims) o.keywords.push(...added);
    story.problem('not-understood', c.text, 'reason');
    return;
  }
  for (const { o, added } of claims) {
    o.claimed = [...(o.claimed ?? []), ...added];
    o.claimedWords = c.text;
  }
}

/**
 * "One of my two 2/2s blocks a 3/3", "my Bears blocks one of their two attacking 3/3s": the group the one is picked from
 * is told with it — that many objects alike, found or made before the clause reads the one (refs.ts picks among them).
 * Read as one object alone, the other attacker vanished and its damage with it (red team s19).
 */
function groupFirst(story: Story, c: Clause): void {
  for (const np of clausePhrases(c)) {
    if (np.kind !== 'object' || np.groupOf === undefined) continue;
    // ("one of my Soldier tokens" with none told: the group's count is asked back, refs.ts introduce — issue 11 §2. Told of
    // the turn's history, "earlier this turn one of my creatures died", it is some creature, read so (turn-history.ts).)
    if (np.groupOf === 'unsaid' && c.times.some((t) => t === 'earlier' || t === 'this-turn')) continue;
    const count = np.groupOf === 'unsaid' ? madeBy(story, np) : np.groupOf;
    const group = objectsOf(story, { ...np, count, plural: true, groupOf: undefined as never }, { create: true, plural: true });
    if (!group || (count !== null && group.length !== count)) story.problem('not-understood', np.text, 'one-of-group');
  }
}

/**
 * "one of my Soldier tokens from Raise the Alarm": the tokens the spell named made — as many as its instructions create
 * (111.1, the catalog's facts; not looked up yet, the question is read again with them, story.ts needFacts); null when
 * no such spell is said, or it makes fewer than two (the count stays unsaid, asked back).
 */
function madeBy(story: Story, np: Extract<NounPhrase, { kind: 'object' }>): number | null {
  if (np.from === null) return null;
  const facts = story.facts?.(np.from.name) ?? null;
  if (facts === null) story.needFacts.add(np.from.name);
  return facts?.tokensMade !== undefined && facts.tokensMade >= 2 ? facts.tokensMade : null;
}

export function frame(story: Story, c: Clause): void {
  story.beginClause(c);
  groupFirst(story, c);
  const v = c.verb;
  if (!v) return verbless(story, c);
  // A change whose time against the clause it describes a noun of is not sure (told-when.ts): not guessed.
  if (whenUnsure(c)) {
    story.problem('not-understood', c.text, 'relative-when');
    return;
  }
  if (itFactEither(story, c)) return;
  // ("… even though she's indestructible": a person said to have a permanent's keyword or size, persons.ts.)
  const thing = c.subject?.kind === 'player' && (v.verb === 'be' || v.verb === 'have') && (c.keywords.length > 0 || (c.complement?.kind === 'object' && c.complement.power !== null)) ? personAsThing(story, c.subject, c.keywords) : null;
  if (thing) c = { ...c, subject: thing };
  story.useChunks(v.chunks);
  if (v.causative) {
    // "I … make X lose all abilities": what happens is the next clause; "I" is its cause.
    story.use(c.subject);
    story.useChunks(c.chunks);
    story.causedBy = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
    return;
  }
  // "He has no mana", "I'm tapped out": a fact of the player's mana (no-mana.ts).
  const sides = c.subject && isPlayerish(c.subject) ? sidesOf(story, c.subject) : null;
  if (sides && noManaTold(story, c, sides, () => story.use(c.subject))) return;
  if (saysNoEvent(story, c)) return;
  if (tapPurpose(story, c)) return;
  return verbFrame(story, withBoardFirst(story, c));
}

/** Verbs whose own "with" names the creatures doing it ("attack with two 2/2s"): a "with" after them is never the board. */
const WITH_DOERS: ReadonlySet<string> = new Set(['attack', 'block', 'chump', 'double-block']);
/** Verbs of a state said of a player ("I'm on 1 life with Platinum Angel out"): read by their own frames (player-facts.ts). */
const STATE_VERBS: ReadonlySet<string> = new Set(['be', 'have', 'control']);

/**
 * "I cast Triumph of the Hordes with two 2/2s out", "I cast Wrath with Selfless Spirit on the battlefield": a "with" phrase
 * closing the clause, its objects said to be on the battlefield ("out", "in play", "on the battlefield") and nothing after
 * them, tells what is there, as the same phrase before the verb does (withBoardFirst). Not after a verb whose "with" names
 * its doers (attack, block).
 */
function withBoardAfter(story: Story, c: Clause): Clause {
  const v = c.verb!;
  if (WITH_DOERS.has(v.verb) || STATE_VERBS.has(v.verb) || v.chunks.length === 0) return c;
  const verbAt = Math.max(...v.chunks);
  const r = c.roles.find((x) => x.prep === 'with' && x.np !== null && (x.np.kind === 'object' || x.np.kind === 'list') && x.chunks.length > 0 && Math.min(...x.chunks) > verbAt);
  if (!r || !r.np) return c;
  const end = Math.max(...r.chunks, ...phraseChunks(r.np));
  const onField = c.roles.find((x) => x.prep === 'on' && x.np?.kind === 'property' && x.np.noun === 'battlefield' && x.np.of === null && x.chunks.length > 0 && Math.min(...x.chunks) > end);
  const after = c.chunks.filter((k) => k > end && story.sensesAt(k)[0]?.kind !== 'punct');
  const present = onField ? [...onField.chunks, ...phraseChunks(onField.np)] : after.filter((k) => story.sensesAt(k)[0]?.kind === 'adj' && (story.sensesAt(k)[0] as { adj: string }).adj === 'present');
  if (present.length === 0 || after.some((k) => !present.includes(k))) return c;
  const ids = objectsOf(story, r.np, { create: true, plural: true });
  if (!ids) return c;
  story.useChunks([...r.chunks, ...present]);
  return { ...c, roles: c.roles.filter((x) => x !== r && x !== onField) };
}

/**
 * "With Glorious Anthem out(,) I attack with a 2/2", "With Vito, Thorn of the Dusk Rose out I attack with a 4/4
 * lifelinker": a "with" phrase before the verb, said to be on the battlefield ("out", "in play", "on the battlefield"),
 * tells what is there, as the same words alone do (verbless.ts); the clause goes on without it, so the verb's own
 * "with" (the attacker) is read as its own. Only objects (never a player) and only with the "present" word after them.
 */
function withBoardFirst(story: Story, c: Clause): Clause {
  const v = c.verb!;
  const verbAt = Math.min(...v.chunks);
  const r = c.roles.find((x) => x.prep === 'with' && x.np !== null && (x.np.kind === 'object' || x.np.kind === 'list') && x.chunks.length > 0 && Math.max(...x.chunks) < verbAt);
  if (!r || !r.np) return withBoardAfter(story, c);
  const end = Math.max(...r.chunks);
  // ("With Furnace of Rath on the battlefield, I Bolt him": the place said as a phrase, as "out" says it.)
  const onField = c.roles.find((x) => x.prep === 'on' && x.np?.kind === 'property' && x.np.noun === 'battlefield' && x.np.of === null && x.chunks.length > 0 && Math.min(...x.chunks) > end && Math.max(...x.chunks) < verbAt);
  const present = onField ? onField.chunks : c.chunks.filter((k) => k > end && k < verbAt && story.sensesAt(k)[0]?.kind === 'adj' && (story.sensesAt(k)[0] as { adj: string }).adj === 'present');
  const between = c.chunks.filter((k) => k > end && k < verbAt && !present.includes(k) && !phraseChunks(c.subject).includes(k));
  if ((onField ? present.length === 0 : present.length !== 1) || between.some((k) => story.sensesAt(k)[0]?.kind !== 'punct')) return c;
  const ids = objectsOf(story, r.np, { create: true, plural: true });
  if (!ids) return c;
  story.useChunks([...r.chunks, ...present, ...between]);
  return { ...c, roles: c.roles.filter((x) => x !== r && x !== onField) };
}

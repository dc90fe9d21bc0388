/**
 * The asks a death question makes of the objects it names, once they are found (dies.ts diesAsk): put into the graveyard,
 * or dies (or survives, can, only it, destroyed, by the cause said).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { ask } from './common.ts';

/** What kills the creature, as the question said it (dies.ts killCause). */
export type KillCause = { by?: string; damage?: true };

/** Asks the fate of each of ids; false when the question says more than the asks check. */
export function askFates(story: Story, c: Clause, subj: NounPhrase | null, ids: readonly string[], cause: KillCause, positive: boolean): boolean {
  const v = c.verb!;
  // "Does the Bolt go to the graveyard?", "is it put into the graveyard?": said with the zone, the question is
  // whether it was put there — also true of a spell, which never dies (700.4: only a permanent dies).
  // 「《稲妻》は墓地に行く？」: the same in Japanese, asked of an instant or sorcery (a spell, never a permanent that could die).
  const spells = ids.every((id) => story.get(id)?.types.some((t) => t === 'Instant' || t === 'Sorcery') === true);
  const jaZone = story.lang === 'ja' && spells && /墓地/.test(v.text);
  if (((story.lang === 'en' && /\b(?:graveyard|yard)\b/i.test(v.text)) || jaZone) && positive && !v.negated) {
    for (const id of ids) ask(story, { kind: 'zone', id, to: 'graveyard' }, c);
  } else {
    const asked = askDies(story, c, subj, ids, cause, positive);
    if (asked !== null) return asked;
  }
  useAddingNothing(story, c);
  return true;
}

/** Asks whether each of ids dies; true or false when the question is answered otherwise or left unread, null when asked. */
function askDies(story: Story, c: Clause, subj: NounPhrase | null, ids: readonly string[], cause: KillCause, positive: boolean): boolean | null {
  const v = c.verb!;
  // 「死なない？」: a Japanese negative question is answered about the negative (「はい」 agrees: it
  // doesn't die). English reads its negative questions by their form (negativeQuestion, intents/index.ts).
  const flip = v.negated && story.lang !== 'en';
  // "Can my 3/3 survive?", "Could it kill the 3/3?", 「生き残れる?」: whether it can happen (a choice left open may make it).
  const can = v.modal === 'can' || v.modal === 'could' ? { can: true as const } : {};
  // "Does only my 2/2 die?", 「私の2/2だけが死ぬ？」: it, and no other creature — answered so, never as "does it die?".
  const only = ids.length === 1 && focusOn(story, c, subj) ? { only: true as const } : {};
  // "Does my 2/2 die first?": which dies before which is not what the run answers (creatures die together, 704.3) —
  // named, never answered as "does it die?".
  const first = !c.wh && v.chunks.length > 0 ? c.chunks.find((k) => k > Math.max(...v.chunks) && story.sensesAt(k).some((x) => x.kind === 'time' && x.time === 'first')) : undefined;
  if (first !== undefined) {
    story.problem('not-understood', story.chunkText(first), 'dies-first');
    return true;
  }
  // "Is it destroyed?", 「破壊される？」: asked of destruction (701.8), not of dying — a creature with 0 toughness dies
  // undestroyed (704.5f), a sacrificed or exiled one isn't destroyed; answered from the run's destroy events.
  const destroyed = v.verb === 'destroy' ? { destroyed: true as const } : {};
  // (The cause only of the one creature asked of, and never with "can": what a choice may make isn't checked against it.
  // A spell or creature said of several, or with "can", is read as before — what dies; damage said so is left unread.)
  const by = ids.length === 1 && !can.can ? cause : {};
  if (cause.damage === true && (ids.length !== 1 || can.can)) return false;
  // ("My 3/3 is blocked by a 2/2. Does the combat damage kill it?": damage goes both ways in a fight, so "it" may be
  // either creature — refused, never answered of the one "it" last meant.)
  if (cause.damage === true && subj?.kind === 'pronoun') return false;
  for (const id of ids) ask(story, { kind: 'dies', id, positive: flip ? !positive : positive, ...can, ...only, ...destroyed, ...by }, c);
  return null;
}

/**
 * "die from the damage", "with 3 damage marked" add nothing; a thing named there (a card, a
 * creature) would be an unread part of the story, so it is left for the coverage check (issue 11).
 * ("with 0 toughness", "with toughness 0", "with 3 damage": a number there says something of the
 * board — a size, damage marked — that the question is answered with; never passed over, red team s11.)
 * (「《放蕩魔術師》の能力で」, "with its ability": something of a named object is a means the story doesn't run — left
 * for the coverage check, never dropped; answered, it was "no, it stays" with nothing done, red team s46.)
 */
function useAddingNothing(story: Story, c: Clause): void {
  const meansOf = (np: Clause['subject']): boolean => np?.kind === 'property' && np.of?.kind === 'object' && np.noun !== 'damage';
  for (const r of c.roles) if ((r.prep === 'with' || r.prep === 'from') && r.np?.kind !== 'object' && !meansOf(r.np) && !r.chunks.some((k) => sayAmount(story, k))) story.useChunks(r.chunks);
}

/**
 * A focus word ("only", "just", だけ, のみ) said of the subject of a yes/no question: "Does only my creature die?",
 * "Does the attacker only die?", 「私のクリーチャーだけが死ぬ？」 — nothing else does. Right before the subject in
 * English ("only" also right after it), right after it in Japanese (a postposition); "Does it just die?" (simply) is
 * not one.
 */
function focusOn(story: Story, c: Clause, subj: NounPhrase | null): boolean {
  if (!subj || c.wh || subj.chunks.length === 0) return false;
  const first = Math.min(...subj.chunks);
  const last = Math.max(...subj.chunks);
  const focus = (k: number, adjOnly: boolean): boolean => c.chunks.includes(k) && story.sensesAt(k).some((x) => (x.kind === 'adj' && x.adj === 'only') || (!adjOnly && x.kind === 'filler' && x.focus === true));
  return story.lang === 'ja' ? focus(last + 1, false) : focus(first - 1, false) || focus(last + 1, true);
}

/** A number, a size or a size change: words of an amount that a role said of the board. */
function sayAmount(story: Story, k: number): boolean {
  const kind = story.sensesAt(k)[0]?.kind;
  return kind === 'number' || kind === 'pt' || kind === 'ptmod';
}

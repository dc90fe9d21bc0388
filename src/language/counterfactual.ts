/**
 * Counterfactual conditions (red team s13-s14, issue 11): "If I hadn't blocked, what would my life be?",
 * "Suppose instead it was blocked by a 3/3", "What if it didn't have first strike?", 「もしブロックしなかったら」,
 * 「代わりに3/3にブロックされていたら」. A condition said against a story already told is an EDIT of that
 * story — a told event removed, a told block replaced, a told keyword taken away — and the question is
 * answered on the edited story. Read as one more event (the old reading), the told block stayed and the
 * factual story was answered; read as a second blocker, the 4/4 had two. When the edit can't be applied to
 * exactly what the words name, the words are named back, never the factual story answered.
 *
 * What is edited is only what the language layer told (events, told keywords); a keyword the card prints
 * can't be taken off the card here, so that edit is named back (unmodelled).
 */
import type { Clause } from './clause.ts';
import type { Story } from './story.ts';
import { kwText, other } from './story.ts';
import { objectsOf, playerOf } from './refs.ts';
import { isPlayerish } from './frames/util.ts';

/** "instead", "rather than", 「代わりに」「かわりに」: what the condition tells takes the place of what was told. */
export const INSTEAD: Record<'en' | 'ja', RegExp> = { en: /\b(?:instead(?: of)?|rather than)\b/i, ja: /代わりに|かわりに/u };

/** "also", "too", "as well", 「にも」「さらに」: what the condition tells is one more, beside what was told. */
const ALSO: Record<'en' | 'ja', RegExp> = { en: /\b(?:also|too|as well|additionally|another|second)\b/i, ja: /にも|でも|さらに|追加で|もう1体|もう一体/u };

/**
 * Words that say the condition is against what happened ("had been blocked", "if it were", "what if", "suppose",
 * 「ていたら」「ていれば」): a block it tells takes the place of the told one. A plain "if their 3/3 blocks it"
 * after a told block may add a blocker or replace one: asked back.
 */
const AGAINST: Record<'en' | 'ja', RegExp> = { en: /\b(?:had|hadn't|were|suppose|supposing|imagine|assume|assuming)\b|^\s*what if\b/i, ja: /ていたら|てたら|ていれば|てれば|ていなければ|ていなかったら/u };

/** The words of a condition say it is against the story told ("had been", "suppose", "instead", 「ていたら」). */
export function saysAgainst(lang: 'en' | 'ja', text: string): boolean {
  return AGAINST[lang].test(text) || INSTEAD[lang].test(text);
}

/** A condition clause ("if", "suppose", "what if", 〜たら, 〜なければ): read by the frames, then perhaps an edit. */
export function isCondition(c: Clause): boolean {
  return c.sub === 'if' && c.verb !== null && c.verb.modal === null;
}

/** Removes event `i`, keeping the indices the story holds of later events. */
function dropEvent(story: Story, i: number): void {
  story.events.splice(i, 1);
  const later = [...story.responses].filter((k) => k > i);
  for (const k of later) story.responses.delete(k);
  for (const k of later) story.responses.add(k - 1);
  if (story.lastCast && story.lastCast.event > i) story.lastCast = { ...story.lastCast, event: story.lastCast.event - 1 };
}

/**
 * A creature that blocked, taken out of the block by the edit, stays the defending player's creature (509.1a:
 * only they block): its controller, if the words never said it, is kept as its block implied — the player the
 * attack was at, else the attacker's opponent, else the side of what blocks in its place, else the opponent of
 * the asker (who attacks unless said, as questions/control.ts settles it). Left unset, it became the asker's
 * idle creature (red team s15: "your 2/2 creature" in the restatement of a story that had none).
 */
function keepDefending(story: Story, blocker: string, attacker: string | undefined, instead: readonly string[]): void {
  const o = story.get(blocker);
  if (!o || o.controller !== null) return;
  const at = story.events.find((e) => e.kind === 'attack' && attacker !== undefined && e.attackers.includes(attacker));
  const target = at?.kind === 'attack' ? at.target : null;
  const atk = attacker !== undefined ? (story.get(attacker)?.controller ?? null) : null;
  const beside = instead.map((id) => story.get(id)?.controller ?? null).find((x) => x !== null) ?? null;
  o.controller = target ?? (atk !== null ? other(atk) : beside ?? 'B');
}

/** Blockers that no longer block anything lose the role; attackers no longer blocked are unblocked (509.1h). */
function afterDrop(story: Story, blockers: readonly string[], attackers: readonly string[]): void {
  for (const b of blockers) {
    if (story.events.some((e) => e.kind === 'block' && e.blockers.includes(b))) continue;
    keepDefending(story, b, attackers[0], []);
    story.roles.delete(b);
  }
  for (const a of attackers) if (!story.events.some((e) => e.kind === 'block' && e.attacker === a)) story.unblocked.add(a);
}

/** Some of the told blocks would be removed while a response told after them waits on their index: not edited (left to be named). */
function blocksMovable(story: Story, idx: readonly number[]): boolean {
  const first = Math.min(...idx);
  return ![...story.responses].some((k) => k >= first);
}

/**
 * Before the frames read a condition: edits they would read as something else.
 * - "If my 2/2 hadn't blocked", "if I hadn't blocked with my 2/2", 「2/2がブロックしていなかったら」: those
 *   blockers are taken out of the told blocks (509.1a), the others stay.
 * - "What if it didn't have first strike?", 「もしそれが先制攻撃を持っていなかったら」: the keyword is taken off the
 *   creature the story gave it to — "it" is the one that has it (asked back when two do) — before anything
 *   happened, as if it never had it (its blocks and damage are judged without it: 509.1b, 510.1).
 * Returns true when the clause was read here.
 */
export function editBefore(story: Story, c: Clause): boolean {
  if (!isCondition(c) || story.events.length === 0) return false;
  const v = c.verb!;
  if (v.negated && (v.verb === 'block' || v.verb === 'chump') && !v.passive) return unblockWith(story, c);
  if (v.negated && v.verb === 'have' && c.keywords.length > 0 && c.object === null && c.subject !== null && !isPlayerish(c.subject)) return untoldKeyword(story, c);
  return false;
}

function unblockWith(story: Story, c: Clause): boolean {
  const subj = c.subject;
  const withRole = c.roles.find((r) => r.prep === 'with' && r.np !== null);
  const byObject = subj !== null && subj.chunks.length > 0 && !isPlayerish(subj);
  if (!byObject && !withRole) return false;
  const np = byObject ? subj : withRole!.np;
  const before = story.problems.length;
  const ids = objectsOf(story, np, { create: false, plural: true });
  if (!ids || ids.length === 0) {
    story.problems.splice(before);
    return false;
  }
  const idx = story.events.flatMap((e, i) => (e.kind === 'block' && e.blockers.some((b) => ids.includes(b)) ? [i] : []));
  if (idx.length === 0 || !ids.every((id) => idx.some((i) => { const e = story.events[i]!; return e.kind === 'block' && e.blockers.includes(id); }))) return false;
  // (A player said with "with" must be the one whose creatures blocked.)
  if (!byObject && subj && isPlayerish(subj) && subj.chunks.length > 0) {
    const side = playerOf(story, subj);
    if (side !== null && ids.some((id) => story.get(id)?.controller !== null && story.get(id)?.controller !== side)) return false;
  }
  if (!blocksMovable(story, idx)) {
    story.problem('not-understood', c.text, 'counterfactual');
    return true;
  }
  const attackers: string[] = [];
  for (const i of [...idx].reverse()) {
    const e = story.events[i]!;
    if (e.kind !== 'block') continue;
    attackers.push(e.attacker);
    const rest = e.blockers.filter((b) => !ids.includes(b));
    if (rest.length > 0) story.events[i] = { ...e, blockers: rest };
    else dropEvent(story, i);
  }
  afterDrop(story, ids, attackers);
  story.use(subj);
  if (withRole) story.use(withRole.np);
  story.useChunks(c.chunks);
  story.replaced.add(c);
  return true;
}

const PRONOUN_SUBJECT = /^(?:it|that|this|that one|this one|それ|そいつ|あれ|これ|そのクリーチャー)$/iu;

function untoldKeyword(story: Story, c: Clause): boolean {
  const subj = c.subject!;
  const words = c.keywords.map(kwText);
  const told = (id: string): boolean => {
    const o = story.get(id);
    return o !== undefined && words.every((w) => o.keywords.some((k) => kwText(k) === w));
  };
  const printed = (id: string): boolean => {
    const o = story.get(id);
    const f = o ? story.cardFacts(o) : null;
    return f !== null && words.some((w) => f.keywords.includes(w.toLowerCase()));
  };
  const onField = story.objects.filter((o) => o.zone === 'battlefield').map((o) => o.id);
  let ids: string[] | null;
  if (subj.kind === 'pronoun' && PRONOUN_SUBJECT.test(subj.text.trim())) {
    // "it" in "what if it didn't have first strike?" can only be a creature that has it.
    const having = onField.filter((id) => told(id) || printed(id));
    if (having.length > 1) {
      story.problem('ambiguous', subj.text, 'which-one', having.map((id) => story.get(id)?.words ?? id));
      return true;
    }
    ids = having;
  } else {
    const before = story.problems.length;
    ids = objectsOf(story, subj, { create: false, plural: true });
    if (!ids) {
      story.problems.splice(before);
      return false;
    }
  }
  // Nothing that has it, or only a keyword the card prints (not the story's to take off): named back.
  if (ids.length === 0 || !ids.every(told)) {
    story.problem('not-understood', c.text, 'counterfactual');
    return true;
  }
  for (const id of ids) {
    const o = story.get(id)!;
    o.keywords = o.keywords.filter((k) => !words.includes(kwText(k)));
  }
  story.use(subj);
  story.useKeywords(c.chunks);
  story.useChunks(c.chunks);
  story.replaced.add(c);
  return true;
}

/**
 * After the frames read a condition (events `from`… are what it told):
 * - it blocked an attacker already blocked in the story: the told block is replaced (509.1a: one declaration of
 *   blockers), unless the words say one more ("also", 「にも」). "instead of the 1/1" must name those blockers.
 * - it said an attacker was not blocked ("if I hadn't blocked", "if it had not been blocked", 「ブロックされて
 *   いなかったら」): the told blocks of that attacker are removed (509.1h: it is unblocked).
 */
export function editAfter(story: Story, c: Clause, from: number, unblockedBefore: ReadonlySet<string>): void {
  if (!isCondition(c) || story.replaced.has(c)) return;
  const v = c.verb!;
  if (v.negated && (v.verb === 'block' || v.verb === 'chump')) {
    const freed = [...story.unblocked].filter((a) => !unblockedBefore.has(a));
    const idx = story.events.flatMap((e, i) => (e.kind === 'block' && freed.includes(e.attacker) ? [i] : []));
    if (idx.length === 0) return;
    if (!blocksMovable(story, idx)) {
      story.problem('not-understood', c.text, 'counterfactual');
      return;
    }
    const blockers = idx.flatMap((i) => { const e = story.events[i]!; return e.kind === 'block' ? e.blockers : []; });
    for (const i of [...idx].reverse()) dropEvent(story, i);
    afterDrop(story, blockers, freed);
    story.replaced.add(c);
    return;
  }
  replaceBlocks(story, c, from);
}

function replaceBlocks(story: Story, c: Clause, from: number): void {
  const told = story.events.slice(from);
  if (told.length === 0 || !told.every((e) => e.kind === 'block')) return;
  const attackers = new Set(told.flatMap((e) => (e.kind === 'block' ? [e.attacker] : [])));
  const old = story.events.slice(0, from).map((e, i) => ({ e, i })).filter(({ e }) => e.kind === 'block' && attackers.has(e.attacker));
  if (old.length === 0 || ![...attackers].every((a) => old.some(({ e }) => e.kind === 'block' && e.attacker === a))) return;
  const instead = INSTEAD[story.lang].test(c.text);
  if (!instead && ALSO[story.lang].test(c.text)) return;
  if (!instead && !AGAINST[story.lang].test(c.text)) {
    story.problem('not-understood', c.text, 'block-added-or-replaced');
    return;
  }
  const gone = old.flatMap(({ e }) => (e.kind === 'block' ? e.blockers : []));
  const named = c.roles.filter((r) => (r.prep === 'instead' || r.prep === 'than') && r.np !== null);
  if (named.length > 1) return;
  if (named.length === 1) {
    const ids = objectsOf(story, named[0]!.np, { create: false, plural: true });
    if (!ids || ids.length !== gone.length || !ids.every((id) => gone.includes(id))) return;
    story.useChunks(named[0]!.chunks);
    story.use(named[0]!.np);
  }
  if (!blocksMovable(story, old.map(({ i }) => i))) {
    story.problem('not-understood', c.text, 'counterfactual');
    return;
  }
  for (const { i } of [...old].reverse()) dropEvent(story, i);
  const byWhat = told.flatMap((e) => (e.kind === 'block' ? e.blockers : []));
  for (const { e } of old) {
    if (e.kind !== 'block') continue;
    for (const b of e.blockers) if (!told.some((x) => x.kind === 'block' && x.blockers.includes(b))) keepDefending(story, b, e.attacker, byWhat);
  }
  for (const b of gone) if (!told.some((e) => e.kind === 'block' && e.blockers.includes(b))) story.roles.delete(b);
  story.replaced.add(c);
}

/**
 * After the whole question is read: an attacker told unblocked that still has a told block was read two ways
 * (a statement against the story, "It isn't blocked" after its block): named, never one of them answered.
 */
export function blockedAndUnblocked(story: Story): void {
  for (const a of story.unblocked) {
    if (story.events.some((e) => e.kind === 'block' && e.attacker === a)) {
      story.problem('not-understood', story.get(a)?.words ?? a, 'blocked-and-unblocked');
      return;
    }
  }
}

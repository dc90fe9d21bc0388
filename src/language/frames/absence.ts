/**
 * Closed-world statements: what the story says is not on the battlefield ("no other creatures", 「相手にクリーチャーは
 * いない」, "none of my creatures have reach") or is the only one there. The engine's board holds only what the
 * question describes, so these add nothing to it; they are kept in story.absent to check against what is told
 * (story.ts checkAbsent).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { kwText } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish, role, useRole } from './util.ts';

/**
 * "There are no other creatures on the battlefield", "no other creatures around", "they have no
 * blockers", "nothing else on board": what is not there. The engine's board holds only what the
 * question describes, so this adds nothing; it is kept to check against what is described after it
 * (story.ts checkAbsent). False when the clause is no such statement.
 */
export function absent(story: Story, c: Clause): boolean {
  const subj = c.subject;
  const owner = subj && isPlayerish(subj) && (c.verb?.verb === 'have' || c.verb?.verb === 'control') ? subj : null;
  const np = owner ? c.object : subj;
  if (!np) return false;
  // "I have Blood Artist and three other creatures, my opponent has none", "… and they control none": the noun left
  // out is what the story just told a player has — what every object told so far is (creatures, say); told objects
  // of several kinds leave it unread (named), never guessed as "nothing at all".
  const noneOf = owner !== null && np.kind === 'pronoun' && np.word === 'one' && /^none$/i.test(np.text.trim()) ? leftOutKind(story, Math.min(...c.chunks)) : undefined;
  if (noneOf === null) return false;
  const none = (np.kind === 'pronoun' && np.word === 'none') || noneOf !== undefined;
  // "Nobody has any creatures out", "Neither player has any creatures", "my opponent doesn't have any creatures":
  // "any" after a negation, or with nobody as the one who has, says "no" (a closed-world statement too).
  const nobody = owner?.kind === 'player' && owner.player.who === 'nobody';
  const neither = owner?.kind === 'player' && owner.player.who === 'player' && c.complement?.kind === 'pronoun' && c.complement.word === 'none' && /^neither$/i.test(c.complement.text) && Math.max(...c.complement.chunks) < Math.min(...owner.chunks);
  const anyNegated = owner !== null && np.kind === 'object' && np.det === 'any' && np.plural && np.adjectives.every((a) => a === 'other') && (nobody || neither ? !c.verb?.negated : c.verb?.negated === true);
  const noObjects = np.kind === 'object' && (np.det === 'no' || anyNegated) && np.card === null && np.power === null && np.counters.length === 0 && np.attachments.length === 0 && np.lacks.length === 0;
  if (!none && !noObjects) return false;
  if ((nobody || neither) && !anyNegated) return false;
  // Where: "on the battlefield", "on board", "around" (an everyday word), or nothing said.
  const place = c.roles.every((r) => r.np?.kind === 'property' && r.np.noun === 'battlefield');
  if (!place || (owner ? (c.complement && !neither) || c.object2 : c.object || c.complement)) return false;
  if (c.verb && c.verb.verb !== 'be' && c.verb.verb !== 'have' && c.verb.verb !== 'control') return false;
  // "None of my opponent's creatures have reach (or flying)", "no creature I control has flying": no object
  // of that kind has the keyword — a fact about the board, never a creature made with it (red team s14).
  // Anything else said of the group ("none of my creatures are tapped", a negation) is not this statement.
  const said = !owner && c.verb?.verb === 'have' && !c.verb.negated ? c.keywords : [];
  // ("on board", "around": the place, which is where the absence is; any other state is not this statement.)
  if (c.adjectives.some((a) => a !== 'present') || c.lacks.length > 0 || (c.verb?.negated && !anyNegated) || (c.keywords.length > 0 && said.length === 0)) return false;
  const d = np.kind === 'object' ? np : null;
  const keywords = [...(d?.keywords ?? []), ...said];
  // ("have reach and flying": none has both; "reach or flying", or one keyword: none has any of them.)
  const allOf = keywords.length > 1 && c.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'conj' && (story.sensesAt(k)[0] as { conj: string }).conj === 'and');
  const other = none ? /\belse\b/i.test(np.text) : d!.adjectives.includes('other');
  // 「自分の場には何もない」"nothing on my side": a player's side said as the place is that player's board.
  const side = c.roles.find((r) => r.np?.kind === 'property' && r.np.of?.kind === 'player')?.np;
  const sideOf = side?.kind === 'property' && side.of ? playerOf(story, side.of) : null;
  if (side && sideOf === null) return false;
  const controller = nobody || neither ? null : owner ? playerOf(story, owner) : d?.owner ? story.side(d.owner) : d?.controlledBy ? story.side(d.controlledBy) : sideOf;
  const types = noneOf ? [noneOf] : d ? [...d.types, ...(['creature', 'blocker', 'attacker', 'token', 'pt', 'keyword'].includes(d.head ?? '') || d.subtypes.length > 0 ? ['Creature' as const] : [])] : [];
  story.absent.push({ controller, types: [...new Set(types)], subtypes: d ? [...d.subtypes] : [], keywords, allOf, after: other ? -1 : 0, text: np.text, ...tappedSaid(d?.adjectives ?? []) });
  story.useChunks(c.chunks.filter((k) => !['card', 'number', 'pt'].includes(story.sensesAt(k)[0]?.kind ?? '')));
  story.use(np);
  if (neither) story.use(c.complement!);
  return true;
}

/**
 * The one card type every object told so far has (preferring Creature), for a "none" whose noun was left out; null when
 * there is none such, or when the noun said last before the clause (from `before` back) is no object's: "how many poison
 * counters do they end up with (they had none)" leaves out the counters, never the creatures (s46 dev set).
 */
function leftOutKind(story: Story, before: number): 'Creature' | null {
  for (let k = before - 1; k >= 0; k--) {
    const s = story.sensesAt(k)[0];
    if (s?.kind === 'thing-noun' || s?.kind === 'counter-kind') return null;
    if (s?.kind === 'object-noun' || s?.kind === 'type' || s?.kind === 'subtype' || s?.kind === 'pt' || s?.kind === 'card') break;
  }
  const told = story.objects.filter((o) => !o.cast);
  return told.length > 0 && told.every((o) => o.types.includes('Creature')) ? 'Creature' : null;
}

/**
 * "it's the only creature out", "Grizzly Bears is the only creature on the battlefield", "the only creature on
 * the battlefield is my 2/2": the object is there and no other creature is (a closed-world statement, kept with
 * story.absent as "no other creatures" is). Said of no player, in no other state; false when the clause is no such statement.
 */
export function onlyOne(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || v.verb !== 'be' || v.negated || v.modal !== null || v.passive || v.hypothetical || !c.subject || !c.complement || c.object || c.object2) return false;
  const isOnly = (np: NounPhrase): boolean => np.kind === 'object' && np.det === 'the' && np.adjectives.length === 1 && np.adjectives[0] === 'only' && (np.head === 'creature' || np.head === 'permanent') && np.owner === null && np.controlledBy === null && np.card === null && np.power === null && np.keywords.length === 0 && np.lacks.length === 0 && np.colors.length === 0 && np.types.length === 0 && np.subtypes.length === 0 && np.count === null && !np.plural && np.counters.length === 0 && np.attachments.length === 0;
  const thing = (np: NounPhrase): boolean => (np.kind === 'object' && !np.plural && !np.adjectives.includes('only')) || (np.kind === 'pronoun' && !np.possessive && ['it', 'that', 'this'].includes(np.word));
  const [only, what] = isOnly(c.complement) && thing(c.subject) ? [c.complement, c.subject] : isOnly(c.subject) && thing(c.complement) ? [c.subject, c.complement] : [null, null];
  if (!only || !what) return false;
  // Where: "out", "on the battlefield", "on board", or nothing said.
  if (!c.roles.every((r) => r.prep === 'on' && r.np?.kind === 'property' && r.np.noun === 'battlefield') || c.adjectives.some((a) => a !== 'present') || c.keywords.length > 0 || c.lacks.length > 0 || c.times.length > 0) return false;
  const ids = objectsOf(story, what, { create: true });
  if (!ids || ids.length !== 1) return false;
  const o = story.get(ids[0]!)!;
  if (o.cast === true || o.zone !== 'battlefield' || (o.card !== null && o.types.length > 0 && !o.types.includes('Creature') && only.kind === 'object' && only.head === 'creature')) return false;
  story.absent.push({ controller: null, types: only.kind === 'object' && only.head === 'creature' ? ['Creature'] : [], subtypes: [], keywords: [], allOf: false, after: -1, text: only.text });
  story.use(only);
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind !== 'card' && story.sensesAt(k)[0]?.kind !== 'pt' && story.sensesAt(k)[0]?.kind !== 'number'));
  for (const r of c.roles) story.useChunks(r.chunks);
  return true;
}

/**
 * 「相手にクリーチャーはいません」「他にクリーチャーはいない」"there are no other creatures": a kind
 * of object said not to be on the battlefield (for one player, or besides those told of), said with
 * the kind as subject. Kept with the other closed-world statements (story.absent, checked by
 * story.ts checkAbsent). Only a bare kind is read ("no creatures", "no permanents"); "no flying creature"
 * or "no 2/2" is a narrower claim the story can't check, and stays unread.
 */
export function absentKind(story: Story, c: Clause): boolean {
  const s = c.subject;
  if (!s || s.kind !== 'object' || s.card || s.power !== null || s.count !== null || s.lacks.length > 0 || s.colors.length > 0 || s.subtypes.length > 0 || s.counters.length > 0) return false;
  if (c.object || c.complement || c.keywords.length > 0 || c.roles.some((r) => r.prep !== 'on')) return false;
  const kind = s.head === 'creature' || s.head === 'token' ? 'Creature' : s.head === 'type' && s.types.length === 1 ? s.types[0]! : s.head === 'permanent' ? null : undefined;
  if (kind === undefined) return false;
  const on = role(c, 'on');
  if (on && !(on.kind === 'property' && on.noun === 'battlefield')) return false;
  // 「お互いの戦場に」「両者の場に」 "on either side": no player's side has one — the battlefield as a whole (null).
  const each = !s.owner && on?.kind === 'property' && on.of?.kind === 'player' && on.of.player.who === 'each';
  const whoNp = s.owner || each ? null : on?.kind === 'property' ? on.of : null;
  const controller = s.owner ? story.side(s.owner) : whoNp ? playerOf(story, whoNp) : null;
  if (whoNp && controller === null) return false;
  story.use(s);
  useRole(story, c, 'on');
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'adj'));
  const other = c.adjectives.includes('other') || s.adjectives.includes('other');
  // (「到達を持つクリーチャーはいない」: only those with the keyword are said absent.)
  story.absent.push({ controller, types: kind ? [kind] : [], subtypes: [], keywords: [...s.keywords], allOf: false, after: other ? -1 : 0, text: c.text, ...tappedSaid([...s.adjectives, ...c.adjectives]) });
  return true;
}

/**
 * 「私のクリーチャーは誰も接死を持っていない」「相手のクリーチャーはどれも到達を持っていない」, and 「相手のクリーチャーは
 * 到達を持っていない」 or "my opponent's creatures don't have reach" before any of them is told: no creature of
 * that player has the keyword — a fact about the board (kept with story.absent), never one creature made up
 * without it (red team s14: it became the blocker). Said of creatures already told without 誰も/どれも, it is
 * theirs to lose (frames/index.ts), as before. False when the clause is no such statement.
 */
export function lacksGroup(story: Story, c: Clause): boolean {
  const v = c.verb;
  const s = c.subject;
  if (!v || !v.negated || v.verb !== 'have' || v.modal !== null || c.keywords.length === 0 || c.object || c.complement || c.roles.length > 0) return false;
  if (!s || s.kind !== 'object' || s.head !== 'creature' || s.card || s.power !== null || s.count !== null || s.det !== null || s.keywords.length > 0 || s.lacks.length > 0 || s.colors.length > 0 || s.subtypes.length > 0 || s.counters.length > 0 || s.adjectives.length > 0) return false;
  const controller = s.owner ? story.side(s.owner) : s.controlledBy ? story.side(s.controlledBy) : null;
  if (!c.none && (story.lang === 'en' ? !s.plural : false)) return false;
  if (!c.none && story.fitting(s, controller).length > 0) return false;
  const allOf = c.keywords.length > 1 && c.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'conj' && (story.sensesAt(k)[0] as { conj: string }).conj === 'and');
  story.absent.push({ controller, types: ['Creature'], subtypes: [], keywords: [...c.keywords], allOf, after: 0, text: c.text });
  story.use(s);
  story.useKeywords(c.chunks);
  // (Nothing in it names an object: the subject is a bare group, and 「1体も」 is the "none".)
  story.useChunks(c.chunks);
  return true;
}

/** "no untapped lands", "no tapped lands": which of them are said absent (Story.absent `tapped`). */
function tappedSaid(adjectives: readonly string[]): { tapped?: boolean } {
  return adjectives.includes('untapped') ? { tapped: false } : adjectives.includes('tapped') ? { tapped: true } : {};
}

/** Events after which a told object may have gained a keyword the words don't show (613.1f: an effect, an Aura or Equipment). */
const MAY_GRANT: ReadonlySet<string> = new Set(['change', 'cast', 'activate', 'attach', 'return', 'enter']);

/**
 * "It has no haste", "the creature has no reach": what a creature told before lacks, said as a fact. A described
 * creature has only the abilities its words give it, so the fact agrees with the board and is read (its words used);
 * said of one told to have that keyword it contradicts the story. Where the board could give it the keyword by means
 * the words don't show — a card's text (a card or its anthem), quoted rules text, or an effect told before — whether
 * the fact holds is not read from the words: named, never assumed (the reply could rest on an ability it has).
 * False when the clause is not such a fact.
 */
export function lackTold(story: Story, c: Clause, ids: readonly string[]): boolean {
  const v = c.verb;
  if (v?.verb !== 'have' || v.negated || v.modal !== null || v.passive || c.lacks.length === 0) return false;
  if (c.object || c.object2 || c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.adjectives.length > 0) return false;
  const objects = ids.map((id) => story.get(id)!);
  if (objects.some((o) => o.keywords.some((k) => c.lacks.some((l) => kwText(l) === kwText(k))))) {
    story.problem('contradiction', c.text, 'lacks-what-it-has');
    return true;
  }
  const plain = story.objects.every((o) => o.card === null && o.abilityTexts.length === 0) && !story.events.some((e) => MAY_GRANT.has(e.kind));
  // (Said as the asker's reason, "… because my 4/4 has no trample", it is a claim about what was told — it holds of a
  // creature described without it — and the reason frame consumes it as such, frames/frame-choice.ts.)
  if (!plain && c.reason !== true) {
    story.problem('not-understood', c.text, 'lack-unsure');
    return true;
  }
  story.useChunks(c.chunks);
  return true;
}

/**
 * "It has no counters on it", "my 3/3 has no +1/+1 counters", "it doesn't have any counters": counters told absent. An
 * object told of has none unless said (122.1), so the fact agrees with the board and its words are read; said of one
 * told with counters it contradicts the story. False when the clause is not such a fact.
 */
export function noCountersTold(story: Story, c: Clause, ids: readonly string[]): boolean {
  const v = c.verb;
  if (v?.verb !== 'have' || v.modal !== null || v.passive || c.object2 || c.complement || c.keywords.length > 0 || c.lacks.length > 0) return false;
  const o = c.object;
  const counterNp = o !== null && (o.kind === 'property' || o.kind === 'amount') && o.noun === 'counter';
  // ("no counters" read as one noun phrase, "doesn't have any counters", or "no" apart from "+1/+1 counters".)
  const none = v.negated ? counterNp && /^any\b/i.test(o.text) : c.noCounters === true ? o === null : counterNp && /^no\b/i.test(o.text);
  if (!none || !c.roles.every((r) => r.prep === 'on' && r.np?.kind === 'pronoun')) return false;
  // (Told after counters were put on it in the story — "gets a +1/+1 counter. It has no counters on it." — it
  // contradicts the story as much as counters told with it do.)
  const given = story.events.some((e) => e.kind === 'counters' && e.ids.some((x) => ids.includes(x)));
  if (given || ids.some((id) => Object.keys(story.get(id)!.counters).length > 0)) {
    story.problem('contradiction', c.text, 'counters-said-none');
    return true;
  }
  story.useChunks(c.chunks);
  return true;
}

/**
 * "It has no counters on it", "it has no +1/+1 counters": a clause telling none (read by noCountersTold) changes
 * nothing on the board (122.1: an object has none unless told), so it is read in full without a change.
 */
export function noneOfCounters(c: Clause): boolean {
  const o = c.object;
  return c.noCounters === true || (o !== null && (o.kind === 'property' || o.kind === 'amount') && o.noun === 'counter' && /^(no|any)\b/i.test(o.text));
}

/**
 * "Can I cast Fling with no creatures?", "… with no other creatures": a bare kind said as what the player acts with
 * none of — that player has none of it (a closed-world statement, story.absent). Only a bare kind ("no creatures",
 * "no other artifacts"); anything narrower stays unread. True when read.
 */
export function noneWith(story: Story, np: NounPhrase | null, controller: Side): boolean {
  if (np?.kind !== 'object' || np.det !== 'no' || np.card || np.owner || np.controlledBy || np.power !== null || np.count !== null || np.lacks.length > 0 || np.colors.length > 0 || np.keywords.length > 0 || np.counters.length > 0 || np.attachments.length > 0) return false;
  if (np.adjectives.some((a) => a !== 'other')) return false;
  const types = np.head === 'creature' ? ['Creature' as const] : np.head === 'type' && np.types.length === 1 ? [np.types[0]!] : np.head === 'permanent' ? [] : null;
  if (types === null || (np.subtypes.length > 0 && np.head !== 'creature')) return false;
  story.absent.push({ controller, types, subtypes: [...np.subtypes], keywords: [], allOf: false, after: np.adjectives.includes('other') ? -1 : 0, text: np.text });
  story.use(np);
  return true;
}

/** "Can I activate Body Dropper with no other creatures?": the chunks of each "with no …" role read as what the player has none of (noneWith). */
export function noneWithRoles(story: Story, c: Clause, controller: Side): number[] {
  return c.roles.flatMap((r) => (r.prep === 'with' && noneWith(story, r.np, controller) ? r.chunks : []));
}

/**
 * "Does it remain?" / 「残りますか」: what remains decides what is asked (issue 11). A creature that
 * remains is one that survives; a quality that remains — "does its flying remain?", "does it remain
 * flying?", "do its counters remain?", 「飛行は残りますか」 — is one the creature still has. The
 * creature's survival is never the answer to a question about one of its qualities.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { CardType } from '../../engine/types.ts';
import type { GroupFilter, IrObject, Side } from '../ir.ts';
import { playerOf } from '../refs.ts';
import { clausePhrases, phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import { holdsAsk } from './characteristics.ts';
import { diesAsk } from './fates.ts';
import { aboutObjects, ask, isPlayerish } from './common.ts';

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

/** A class noun an any-question may be asked of: creatures, tokens, a card type or a subtype (「クリーチャー」「トークン」). */
function classPhrase(np: NounPhrase): np is Extract<NounPhrase, { kind: 'object' }> {
  if (np.kind !== 'object') return false;
  if (np.card || np.partial !== null || np.power !== null || np.toughness !== null || (np.count !== null && np.count !== 1)) return false;
  if (np.keywords.length > 0 || np.lacks.length > 0 || np.counters.length > 0 || np.damage > 0 || np.attachments.length > 0 || np.quotes.length > 0 || np.from !== null) return false;
  if (np.types.length > 1 || np.subtypes.length > 1 || np.colors.length > 1 || np.nonColors.length > 0 || np.nonTypes.length > 0 || np.supertypes.length > 0) return false;
  if (np.adjectives.some((a) => a !== 'token' && a !== 'nontoken')) return false;
  return np.head === 'creature' || np.head === 'token' || np.head === 'type' || np.head === 'subtype';
}

/**
 * 「最後に場に何か残りますか」「何か生き残る？」「私のクリーチャーは1体でも残りますか」「クリーチャーは残っていますか」
 * (with several told), 「場に何も残らない？」: whether any permanent — of the group said, or any the story has — is
 * on the battlefield when the story ends (400.1): a yes or no, never "what happens" (no verdict) nor one
 * creature picked. A bare class noun asks so only of what remains and only when several of the story's objects
 * fit it (one that fits is that one's fate, diesAsk). Said with 何か or 1体でも and read no other way, the
 * clause is left unread (named), never read as one creature's fate.
 */
export function anyRemainsAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.verb !== 'remain' && v.verb !== 'survive') return false;
  if (c.wh !== null || v.passive || c.object || c.complement || c.keywords.length > 0 || c.lacks.length > 0) return false;
  if (v.modal !== null && v.modal !== 'can' && v.modal !== 'do' && v.modal !== 'will') return false;
  if (c.adjectives.some((a) => a !== 'still' && a !== 'alive' && a !== 'present')) return false;
  // Only the battlefield is where a permanent remains (場に, 相手の場に: that player's).
  let whose: Side | null = null;
  const places = c.roles.filter((r) => r.np !== null);
  for (const r of places) {
    const np = r.np!;
    if (np.kind !== 'property' || np.noun !== 'battlefield') return false;
    if (np.of) {
      if (np.of.kind !== 'player') return false;
      whose = story.side(np.of.player);
    }
  }
  const s = c.subject;
  let filter: GroupFilter | null = null;
  if (s) {
    if (!classPhrase(s)) return false;
    const ref = s.owner ?? s.controlledBy;
    const side = ref ? story.side(ref) : whose;
    if (ref && whose !== null && side !== whose) return false;
    // A bare noun with no 何か or 1体でも: "any" only where several of the story's objects fit it, and never asked in the negative.
    // (A Japanese noun has no plural; an English one asks of one unless it is said as a plural: "does my creature remain?".)
    if (!c.any && (v.verb !== 'remain' || v.negated || s.det !== null || !(story.lang === 'ja' || s.plural) || story.fitting(s, side).length < 2)) return false;
    const types = [...new Set([...(s.head === 'creature' ? ['Creature' as const] : []), ...s.types])];
    filter = {
      types,
      colors: s.colors,
      notColors: [],
      notTypes: [],
      subtypes: s.subtypes,
      supertypes: [],
      controller: side === null ? null : side === 'A' ? 'you' : 'opponent',
      other: false,
      keywords: [],
      nontoken: s.adjectives.includes('nontoken') ? true : s.head === 'token' || s.adjectives.includes('token') ? false : null,
    };
    if (filter.types.length > 1) return false;
    story.use(s);
  } else {
    if (!c.any) return false;
    if (whose !== null) filter = { types: [], colors: [], notColors: [], notTypes: [], subtypes: [], supertypes: [], controller: whose === 'A' ? 'you' : 'opponent', other: false, keywords: [], nontoken: null };
  }
  // (With no permanent told there — of that player, when one is said — a "no" would say nothing of the board asked about.)
  const mine = filter?.controller === 'you' ? 'A' : filter?.controller === 'opponent' ? 'B' : null;
  const permanent = (o: IrObject): boolean => o.zone === 'battlefield' && o.cast !== true && !o.types.some((t) => t === 'Instant' || t === 'Sorcery');
  if (!story.objects.some((o) => permanent(o) && (mine === null || o.controller === mine))) return false;
  for (const r of places) story.useChunks(r.chunks);
  if (c.any) story.useChunks(c.any.chunks);
  const negated = v.negated ? { negated: true as const } : {};
  return ask(story, { kind: 'any-remains', filter, ...(v.verb === 'survive' ? { survive: true as const } : {}), ...negated }, c);
}

/**
 * 「相手の場に天使はいる？」「《栄光の頌歌》はまだ場にある？」 "Is X (still) on the battlefield?": a yes/no of whether the
 * object is there when the story ends, never having left it (400.7: one that left and came back is a new object, which
 * the answer says without a yes or no). Only of objects the story has: one it would make up is no question of a story.
 */
export function stillThereAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (c.wh !== null || v.negated || v.passive || v.modal !== null || c.object || c.complement || c.keywords.length > 0 || c.lacks.length > 0) return false;
  if (c.adjectives.some((a) => a !== 'still' && a !== 'present')) return false;
  const s = c.subject;
  if (!s || (s.kind !== 'object' && s.kind !== 'pronoun') || c.any) return false;
  const places = c.roles.filter((r) => r.np !== null);
  if (places.length !== 1 || !['on', 'in', 'to'].includes(places[0]!.prep)) return false;
  const place = places[0]!.np!;
  if (place.kind !== 'property' || place.noun !== 'battlefield' || (place.of !== null && place.of.kind !== 'player')) return false;
  const before = story.objects.length;
  const ids = aboutObjects(story, s);
  if (!ids || ids.length !== 1 || story.objects.length > before) return false;
  const o = story.get(ids[0]!);
  if (!o || o.zone !== 'battlefield' || o.cast === true) return false;
  // (「相手の場に」 said of one told as the asker's: no such object there — a question the story doesn't ask.)
  if (place.of?.kind === 'player' && o.controller !== story.side(place.of.player)) return false;
  story.use(s);
  story.useChunks(places[0]!.chunks);
  return ask(story, { kind: 'zone', id: ids[0]!, to: 'battlefield', stay: true }, c);
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
  // (One ask with the Japanese 「何か残りますか」, anyRemainsAsk: a group filter of that player's permanents of that type.)
  const filter: GroupFilter | null =
    found.side === null && types.length === 0 ? null : { types, colors: [], notColors: [], notTypes: [], subtypes: [], supertypes: [], controller: found.side === null ? null : found.side === 'A' ? 'you' : 'opponent', other: false, keywords: [], nontoken: null };
  return ask(story, { kind: 'any-remains', filter, ...(survivors ? { survive: true as const } : {}) }, c);
}

/**
 * "What do I have left?", "what does he have left?" (after a board wipe): the permanents a player still has when the
 * story ends — what "What's left?" asks of the board, answered the same way, with every object's fate (400.1, 400.7).
 * Only what is left of the board: a clause that names what is counted ("what mana", "what cards") or a place that is
 * not the battlefield ("left in hand", "in my library") is not this question.
 */
export function whatLeftAsk(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (c.wh !== 'what' || !v || v.verb !== 'have' || v.negated || v.passive || v.modal === 'can' || !c.adjectives.includes('left')) return false;
  if (!c.subject || !isPlayerish(c.subject) || c.object || c.object2 || c.complement || c.asked || c.keywords.length > 0 || c.lacks.length > 0) return false;
  if (c.roles.some((r) => r.np?.kind !== 'property' || r.np.noun !== 'battlefield')) return false;
  if (!playerOf(story, c.subject)) return false;
  story.use(c.subject);
  for (const r of c.roles) story.useChunks(r.chunks);
  story.useChunks(c.chunks.filter((k) => /^left$/i.test(story.chunkText(k))));
  return ask(story, { kind: 'outcome' }, c);
}

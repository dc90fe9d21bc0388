/**
 * Helpers the event frames share: roles of a clause, pushing events, and what a clause did.
 */
import type { Clause, Description, NounPhrase } from '../clause.ts';
import type { QEvent } from '../ir.ts';
import type { Story } from '../story.ts';
import type { Adjective } from '../senses.ts';
import { phraseChunks } from '../clause.ts';
import { bareChange, causeOf, toldResult } from '../results.ts';
import { playerOf } from '../refs.ts';
import { storyWords } from '../locales/index.ts';

export function role(c: Clause, ...preps: string[]): NounPhrase | null {
  return c.roles.find((r) => preps.includes(r.prep))?.np ?? null;
}

/**
 * Marks used the role `role(c, ...preps)` returned — only that one. A second role with the same
 * preposition ("blocks with the 2/2 … with the 4/4", split by a word the list reader didn't join)
 * was not read, so it must stay left over and be named (issue 11: nothing dropped silently).
 */
export function useRole(story: Story, c: Clause, ...preps: string[]): void {
  const r = c.roles.find((x) => preps.includes(x.prep));
  if (r) story.useChunks(r.chunks);
}

/** Marks used every role with one of these prepositions, for a frame that read them all. */
export function useRoles(story: Story, c: Clause, ...preps: string[]): void {
  for (const r of c.roles) if (preps.includes(r.prep)) story.useChunks(r.chunks);
}

export function isPlayerish(np: NounPhrase | null): boolean {
  return np !== null && (np.kind === 'player' || (np.kind === 'pronoun' && (np.word === 'they' || np.word === 'them' || np.word === 'he')));
}

/**
 * Adds an event the clause told. A spell cast or ability activated while others wait on the stack
 * goes above them (405.1) only when told "in response"; told "then", "after that", 「その後」,
 * 「それから」, 「〜てから」, it is cast after they resolved (608.1), as players mean those words: the
 * stack resolves first, once per clause ("then I cast X and Y" is one moment). `said`: 'of-it' when the frame
 * read a change said of its recipient with no one doing it ("my 2/2 gets +1/+1", 「2/2は+1/+1されている」).
 */
export function push(story: Story, told: QEvent, c: Clause, said: 'of-it' | 'done' = 'done'): void {
  // "… and deals 3 damage to them", "… is blocked by a 3/3 and dies": what the action before did, checked (results.ts).
  const result = toldResult(story.events, (x) => story.toldIn.get(x), told, c, (id) => story.objects.some((o) => o.id === id && o.card !== null), (x) => (story.toldBy.get(x)?.chunks ?? []).some((k) => c.chunks.includes(k)));
  // "I control Glorious Anthem and my 2/2 gets +1/+1": said of the creature with no cause (`said` 'of-it': the frame
  // told no one doing it — not "I give it", 「2/2に+3/+3した」), it may be a static ability's doing (results.ts bareChange).
  const e = said === 'of-it' ? bareChange(result, c, saysAlso(story, c)) : result;
  // "… is blocked by a 2/2. The 2/2 is destroyed.": destroyed by the combat damage (510.2, 704.5g), or by
  // something before damage (then a trampler assigns all its damage to the player, 702.19e) — the answers
  // differ and the words don't say which: asked, never guessed. ("… and dies" is the combat's result.)
  if (told.kind === 'destroy' && e.kind === 'dies' && e.result === true && causeOf(story.events, story.events.length)?.cause.kind === 'combat') story.problem('not-understood', c.text, 'destroyed-when');
  // 「相手の稲妻に対応して…を唱えた」 with the spell responded to never read (an unknown word): a response with
  // nothing told that could be on the stack (a spell, an ability, or an event that may trigger one) would be
  // cast onto an empty stack — a different story. What it responds to is asked for (117.3c), never dropped.
  const stackable = (x: QEvent): boolean => x.kind === 'cast' || x.kind === 'activate' || (x.kind === 'attach' && x.by !== undefined) || x.kind === 'attack' || x.kind === 'block' || x.kind === 'dies' || x.kind === 'damage' || x.kind === 'change' || x.kind === 'return';
  if (c.times.includes('in-response') && (e.kind === 'cast' || e.kind === 'activate') && !(e.kind === 'cast' && e.premise === true) && !story.events.some(stackable)) story.problem('not-understood', c.text, 'responds-to-what');
  if (c.times.includes('in-response')) story.responses.add(story.events.length);
  else if ((e.kind === 'cast' || e.kind === 'activate' || (e.kind === 'attach' && e.by !== undefined)) && c.times.includes('later') && story.sequenced !== c && pendingOnStack(story, story.events.length) > 0) {
    story.events.push(saysResolved(story, c) ? { kind: 'resolve' } : { kind: 'resolve', then: true });
    story.sequenced = c;
  } else if (e.kind === 'cast' && e.premise !== true && story.sequenced !== c && pendingOnStack(story, story.events.length) > 0 && sorcerySpeed(story, e.spell)) {
    // "I cast Grizzly Bears. I cast Day of Judgment.", "I cast Pacifism on their 3/3, and cast Wrath of God",
    // 「《灰色熊》を唱えて、《審判の日》を唱えた」: a spell that isn't an instant and has no flash is cast only with the
    // stack empty (117.1a, 307.1), so what was cast before it had resolved (608.1) — told with no word of a
    // response, that is the story (red team s17: "can't happen", the earlier spell kept waiting on the stack).
    story.events.push({ kind: 'resolve', then: true });
    story.sequenced = c;
  } else if (e.kind === 'activate' && (e.sacrifice ?? []).some((id) => waitingTargets(story).has(id) && story.get(id)?.controller !== e.player)) {
    // "I cast Act of Treason on his Grizzly Bears and sacrifice it to Viscera Seer": a player sacrifices only a
    // permanent they control (701.21a), so a creature of another player's that a waiting spell targets is sacrificed
    // once that spell has resolved (608.1) — read as "then", never as a response that can't happen (red team s21).
    story.events.push({ kind: 'resolve', then: true });
    story.sequenced = c;
  } else if (e.kind === 'cast' && e.premise !== true && waitingTargets(story).has(e.spell)) {
    // "I Unsummon my Llanowar Elves and recast it", 「《送還》で戻した《灰色熊》をもう一度唱えたら」: a card cast
    // while a waiting spell targets it as a permanent can only be cast once that spell has resolved and put it
    // where it can be cast from (601.2: usually the hand; 608.1) — read as "then", never as
    // a response that can't happen (red team s12: "impossible" answered for a legal recast).
    story.events.push({ kind: 'resolve', then: true });
  }
  if (e.kind === 'cast') story.lastCast = { event: story.events.length, sentence: c.sentence };
  story.toldIn.set(e, c.sentence);
  story.toldBy.set(e, c);
  story.events.push(e);
}

/**
 * A card cast only at sorcery speed (117.1a): not an instant, and no flash on it or its card. A card whose
 * facts aren't looked up yet is not taken to be one (it may have flash).
 */
function sorcerySpeed(story: Story, id: string): boolean {
  const o = story.get(id);
  if (!o || o.card === null || o.types.length === 0 || o.types.includes('Instant') || o.types.includes('Land')) return false;
  if (o.keywords.some((k) => k.keyword === 'flash')) return false;
  const facts = story.cardFacts(o);
  return facts !== null && !facts.keywords.includes('flash');
}

/** "My 2/2 also gets +1/+1", 「…も+1/+1された」 read as "also" (a conj sense) anywhere among the clause's chunks. */
export function saysAlso(story: Story, c: Clause): boolean {
  if (c.chunks.length === 0) return false;
  const lo = Math.min(...c.chunks);
  const hi = Math.max(...c.chunks);
  for (let k = lo; k <= hi; k++) if (story.sensesAt(k).some((s) => s.kind === 'conj' && s.conj === 'also')) return true;
  return false;
}

/**
 * "After that, I cast …", 「解決後に…唱えた」「その後…」: words that say the earlier spell had resolved (608.2: it
 * resolves fully, and state-based actions are checked, 704.3, before anyone casts again) — a told resolution,
 * kept even when the later cast then can't happen (red team s14: the Bears died to Shock first). A bare "then"
 * only orders the telling; read as a resolution it may be dropped for the reading that can happen
 * (questions/answer.ts). "after that creature …" is no such word (the grammar reads only "after that," here).
 */
const RESOLVED_WORDS = { en: /\b(?:after (?:that|this)|afterwards?)\b/i, ja: /解決後|解決した後|解決してから|その後|そのあと/u } as const;

export function saysResolved(story: Story, c: Clause): boolean {
  return RESOLVED_WORDS[story.lang].test(c.text);
}

/** Permanents on the battlefield that spells still waiting on the stack target. */
function waitingTargets(story: Story): Set<string> {
  let waiting: string[] = [];
  story.events.forEach((e, k) => {
    if (e.kind === 'cast') waiting.push(...e.targets.filter((t): t is string => t !== 'A' && t !== 'B'));
    else if (e.kind !== 'activate' && !story.responses.has(k)) waiting = [];
  });
  return new Set(waiting.filter((id) => story.get(id)?.zone === 'battlefield'));
}

/** How many spells and abilities told before event `at` still wait on the stack: those cast or activated since anything else happened. */
export function pendingOnStack(story: Story, at: number): number {
  let onStack = 0;
  story.events.slice(0, at).forEach((e, k) => {
    // ("I equip X to Y" is the equip ability activated, 702.6a: on the stack like any other.)
    if (e.kind === 'cast' || e.kind === 'activate' || (e.kind === 'attach' && e.by !== undefined)) onStack++;
    else if (!story.responses.has(k)) onStack = 0;
  });
  return onStack;
}

/** What the story holds, to tell whether a frame did anything. */
export function fingerprint(story: Story): string {
  return JSON.stringify([story.objects, story.events.length, story.life, story.poison, story.handSize, story.librarySize, story.assigned.length, story.unblocked.size, story.roles.size, story.responses.size, story.absent.length, story.noted, story.triggerTargets, story.unlessPaid, story.unlessPayment]);
}

/** Time words the story's order already expresses (the events were told in that order). */
export function consumeTimes(story: Story, c: Clause): void {
  turnEnds(story, c);
  const ordered = new Set(['before-damage', 'after-blocks', 'precombat', 'later', 'now', 'already', 'first', 'finally', 'in-response', 'until-eot', 'earlier', 'again', 'also', 'right-away']);
  for (const k of c.chunks) {
    const t = story.timeAt(k);
    if (t && ordered.has(t)) story.used.add(k);
  }
}

export function amountOf(np: NounPhrase | null, noun: string): number | null {
  if (!np) return null;
  if (np.kind === 'amount' && (np.noun === noun || (noun === 'damage' && np.noun === 'total')) && np.n !== null) return np.n;
  return null;
}

export function duration(c: Clause): boolean {
  return !c.times.includes('this-turn') || true;
}

export function blankDescription(): Description {
  return {
    det: null, owner: null, count: null, plural: false, power: null, toughness: null, colors: [], nonColors: [], types: [], nonTypes: [], subtypes: [], supertypes: [],
    keywords: [], lacks: [], counters: [], damage: 0, card: null, head: null, adjectives: [], attachments: [], from: null, quotes: [], controlledBy: null, partial: null,
  };
}

export function typeLineOf(items: NounPhrase[], card: string): string {
  for (const it of items) if (it.kind === 'object' && it.card && it.card.name === card) return it.card.typeLine;
  return '';
}

/** "When the turn ends …", "at end of turn": the turn ends there (514.2). */
export function turnEnds(story: Story, c: Clause): void {
  for (const k of c.chunks) {
    if (story.timeAt(k) !== 'turn-ends') continue;
    story.used.add(k);
    if (!story.events.some((e) => e.kind === 'end-turn')) story.events.push({ kind: 'end-turn' });
  }
}

/**
 * Whether a life or poison total told now ("I bolt them. They're at 17 now.") may describe a later
 * moment than the start — then which the teller meant decides the answer, so the caller refuses it,
 * never taking it as the start. A total dated to the start ("was at 20", 「20スタート」) is the start. So
 * is one told after combat is only declared ("X attacks unblocked. I'm at 12. Life after combat?"):
 * combat damage is dealt after every told event (510.2), unless the total is said to be "now" / after.
 * A turn or step named, a size or keyword change, an attachment, counters change no life total.
 */
export function totalMayBeLater(story: Story, c: Clause): boolean {
  if (storyWords(story.lang).startingTotal.test(c.text)) return false;
  const later = laterWords(c);
  const inert = new Set<QEvent['kind']>(later ? ['moment', 'change', 'attach', 'counters'] : ['moment', 'change', 'attach', 'counters', 'attack', 'block']);
  return story.events.some((e) => !inert.has(e.kind));
}

/** "now", "after combat", "finally": words that date what the clause says to after what was told. */
function laterWords(c: Clause): boolean {
  return c.times.some((t) => t === 'now' || t === 'after-damage' || t === 'after-combat' || t === 'later' || t === 'finally');
}

/**
 * A total told after events that may have changed it (totalMayBeLater) may still be the start, by how
 * the question goes on — which is only known once all of it is read. It is taken as the start for now,
 * and kept (index.ts `lateTotals`) only when the rest of the question shows it is: nothing is told
 * after it, and either it is that player's total the question asks for ("Opp Doom Blades my Angel, in
 * response I Swords it. I'm at 10. What's my life?": a total one has just told is not asked, so it is
 * the one before), or it is told after the question as a note on it ("My Finks blocks a 4/4 and dies.
 * What happens? I'm at 20."). Returns false when the clause itself dates the total ("I'm at 17 now"):
 * then it is refused at once, as before.
 */
export function deferLateTotal(story: Story, c: Clause, sides: readonly ('A' | 'B')[], what: 'life' | 'poison'): boolean {
  if (laterWords(c)) return false;
  story.lateTotals.push({ sides: [...sides], what, text: c.text, events: story.events.length, asks: story.asks.length });
  return true;
}

/**
 * "on the battlefield", 「戦場の」/「戦場にある」 said in a clause: the role that says where a permanent is
 * (110.1); null when the clause says no such place. (Its chunks are the caller's to mark read.)
 */
export function battlefieldRole(c: Clause): Clause['roles'][number] | null {
  // (「《対抗呪文》で戦場の相手のクリーチャーを」: the Japanese reader may attach 戦場 to the clause with the particle before it.)
  return c.roles.find((r) => ['on', 'in', 'of', 'to', 'with'].includes(r.prep) && r.np?.kind === 'property' && r.np.noun === 'battlefield' && r.np.of === null) ?? null;
}

/**
 * An object named as a spell ("a creature spell", "their spell", 「相手の呪文」) is on the stack (112.1,
 * 405.1): cast before the question's own spell, told as a premise, by its controller (else the player
 * `other`). Nothing is done when it already took part in the story as a permanent (an event or a combat
 * role): the words then contradict, which the run shows as the target it is.
 */
export function spellNamed(story: Story, np: NounPhrase, id: string, other: 'A' | 'B'): void {
  // (An instant or sorcery card named as a target is a spell too: it is never a permanent, 304.4, 307.4.)
  const spellCard = np.kind === 'object' && np.card !== null && /\b(?:Instant|Sorcery)\b/.test(np.card.typeLine) && !/\b(?:Creature|Artifact|Enchantment|Land|Planeswalker|Battle)\b/.test(np.card.typeLine);
  if (np.kind !== 'object' || (!spellCard && (np.head !== 'spell' || np.card !== null))) return;
  const o = story.get(id);
  // ("the colossus" found as the Darksteel Colossus named before, refs.ts partialName: the card the words also name is not it.)
  if (spellCard && o?.card && np.card && o.card.toLowerCase() !== np.card.name.toLowerCase()) return;
  if (!o || o.cast === true || story.roles.has(id) || story.events.some((e) => ('ids' in e && e.ids.includes(id)) || (e.kind === 'cast' && e.spell === id))) return;
  o.cast = true;
  o.controller ??= other;
  story.events.push({ kind: 'cast', spell: id, caster: o.controller, targets: [], impliedTargets: true, premise: true });
}

/**
 * A target created by words that don't say whether it is a permanent or a spell ("a creature", "their
 * Bears", 「相手のクリーチャー」, with no "on the battlefield" or "spell" said): marked, so that a spell
 * that can target only spells (115.1, "target spell") asks back which was meant, never guessing the
 * permanent. Objects with a state only a permanent has (tapped, attacking, counters, damage, an
 * Equipment) or a land or token (never cast) are permanents by their words.
 */
export function markZoneUnsaid(story: Story, np: NounPhrase, id: string, createdFrom: number): void {
  if (np.kind !== 'object' || np.head === 'spell' || np.head === 'permanent' || np.head === 'token' || np.head === 'attacker' || np.head === 'blocker') return;
  const o = story.get(id);
  if (!o || o.cast === true || story.objects.indexOf(o) < createdFrom) return;
  const permanentWords = np.adjectives.some((a) => ['tapped', 'untapped', 'attacking', 'blocking', 'unblocked', 'sick', 'token'].includes(a)) || np.counters.length > 0 || np.damage > 0 || np.attachments.length > 0;
  if (permanentWords || o.types.includes('Land') || o.token || story.roles.has(id)) return;
  o.zoneUnsaid = true;
}

/**
 * Whether the clause says the state `adj` of what it is about ("it's unblocked", "I have X untapped",
 * "with vigilance and summoning sickness"), reading those words when it does: a state changes what a
 * permanent may do (302.6, 506.4, 509.1a), so a state word nobody applied is named (coverage.ts).
 * Call it only where the state is applied.
 */
export function stateAdj(story: Story, c: Clause, adj: Adjective): boolean {
  if (!c.adjectives.includes(adj)) return false;
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === adj)));
  return true;
}

/** Zones other than the battlefield and the stack a card may be said to be in (400.1): there it is a card, no permanent (110.1). */
export const CARD_ZONES: ReadonlySet<string> = new Set(['graveyard', 'hand', 'library', 'exile']);

/**
 * "a creature in my graveyard", "a creature card in exile", 「相手の墓地のクリーチャー」: the role that says which
 * zone an object phrase is in — right after it (English), or right before it, with の (Japanese). Null when
 * none. ("from my graveyard" says where a spell is cast from, never where its target is: not this.)
 */
export function zoneRoleOf(c: Clause, np: NounPhrase): Clause['roles'][number] | null {
  const own = phraseChunks(np);
  if (own.length === 0) return null;
  const first = Math.min(...own);
  const last = Math.max(...own);
  return (
    c.roles.find((r) => {
      if (r.prep === 'from' || r.np?.kind !== 'property' || !CARD_ZONES.has(r.np.noun) || r.chunks.length === 0) return false;
      return Math.min(...r.chunks) === last + 1 || Math.max(...r.chunks) + 1 === first;
    }) ?? null
  );
}

/**
 * Puts the object a target phrase just created in the zone its words said (zoneRoleOf): a card there,
 * owned — and, as a card with no controller, "controlled" (108.4a) — by the player said ("my graveyard"),
 * else marked as whose unsaid. An object the story already had (told on the battlefield, cast, in an
 * event) is not moved by a phrase: the words are named back unread instead (issue 11: never another object).
 */
export function placeInZone(story: Story, r: Clause['roles'][number], id: string, createdFrom: number): void {
  story.useChunks(r.chunks);
  const np = r.np;
  if (np?.kind !== 'property') return;
  const whose = np.of ? playerOf(story, np.of) : null;
  const o = story.get(id);
  if (whose && o && story.objects.indexOf(o) >= createdFrom) o.controller = whose;
  putCard(story, id, createdFrom, np.noun as 'graveyard' | 'hand' | 'library' | 'exile', whose !== null || np.noun === 'exile', np.text);
}

/**
 * Moves the object a target phrase just created to `zone` (placeInZone; "a dead creature" is in a graveyard,
 * 700.4), its owner said or not (`ownerSaid`); an object the story already had is named back (`words`) instead.
 */
export function putCard(story: Story, id: string, createdFrom: number, zone: 'graveyard' | 'hand' | 'library' | 'exile', ownerSaid: boolean, words: string): void {
  const o = story.get(id);
  if (!o || story.objects.indexOf(o) < createdFrom || o.cast === true || story.roles.has(id) || story.events.some((e) => ('ids' in e && e.ids.includes(id)) || (e.kind === 'cast' && e.spell === id))) {
    story.problem('not-understood', words, 'target-zone');
    return;
  }
  o.zone = zone;
  delete o.zoneUnsaid;
  if (!ownerSaid) o.zoneOwnerUnsaid = true;
}

/**
 * "My 4/4 is blocked by a 1/1 and deals 4 damage to it", "… and puts three -1/-1 counters on it": what a
 * creature does something to is another object than itself, so an "it" found to be the doer is not it. It is
 * the one creature the doer fights in the combat told (a blocker of it, or the attacker it blocks, 509.1), else
 * the one object the spell cast just before targets. With none or several, it is asked back, never guessed.
 * `ids` as read; returned unchanged when the phrase is no pronoun or names something else.
 */
export function otherThanDoer(story: Story, np: NounPhrase | null, ids: readonly string[], doer: string | null): string[] | null {
  if (doer === null || np?.kind !== 'pronoun' || ids.length !== 1 || ids[0] !== doer) return [...ids];
  const fought = new Set<string>();
  for (const e of story.events) {
    if (e.kind !== 'block') continue;
    if (e.attacker === doer) e.blockers.forEach((b) => fought.add(b));
    else if (e.blockers.includes(doer)) fought.add(e.attacker);
  }
  const cast = story.lastCast !== null ? story.events[story.lastCast.event] : undefined;
  const targeted = cast?.kind === 'cast' ? cast.targets.filter((t) => t !== 'A' && t !== 'B' && t !== doer) : [];
  const pick = fought.size > 0 ? [...fought] : targeted;
  if (pick.length === 1) {
    story.resolved.set(np, pick);
    return pick;
  }
  story.problem('ambiguous', np.text, 'which-one', [doer, ...pick].map((id) => story.get(id)?.words ?? id));
  return null;
}

/**
 * "I cast Shock on their Chandra and it deals 2 damage to it": both pronouns found the same object, which can't
 * be both what deals the damage and what is dealt it; said in the sentence that cast a spell at that object, the
 * first "it" is the spell (its effect, 608.2). Null otherwise.
 */
export function spellAsDoer(story: Story, c: Clause, target: string): string | null {
  const last = story.lastCast;
  const cast = last !== null && last.sentence === c.sentence ? story.events[last.event] : undefined;
  return cast?.kind === 'cast' && cast.targets.includes(target) ? cast.spell : null;
}

/**
 * A size told of an object may be what something told before it made it: a spell cast or ability activated at
 * it, a change, counters or an attachment told of it (or of a group) — or, dated after what was told ("now",
 * "already"), anything cast, activated or changed before.
 */
export function sizeMayBeLater(story: Story, c: Clause, id: string): boolean {
  const dated = c.times.some((t) => t === 'now' || t === 'already' || t === 'after-damage' || t === 'after-first-strike' || t === 'after-combat' || t === 'later' || t === 'finally');
  return story.events.some((e) => {
    if (dated && (e.kind === 'cast' || e.kind === 'activate' || e.kind === 'change' || e.kind === 'counters')) return true;
    switch (e.kind) {
      case 'cast':
        // (A spell whose target is unsaid, 「《巨大化》が解決して…」, may have been at it.)
        return e.targets.includes(id) || (e.targets.length === 0 && e.premise !== true);
      case 'activate':
      case 'attach':
        return JSON.stringify(e).includes(`"${id}"`);
      case 'change':
        return e.ref.kind === 'group' || (e.ref.kind === 'things' && e.ref.ids.includes(id));
      case 'counters':
        return e.ids.includes(id);
      default:
        return false;
    }
  });
}

/** "now", "already", "after combat"…: words that date what a clause says to after what was told before it. */
export function datedLater(c: Clause): boolean {
  return c.times.some((t) => t === 'now' || t === 'already' || t === 'after-damage' || t === 'after-first-strike' || t === 'after-combat' || t === 'later' || t === 'finally');
}

/**
 * Whether a size told of an existing object is told as reached — its size at that point with every effect on it (613.4),
 * a claim (ir.ts `size-told`), not its own size: told after something that may have changed it (sizeMayBeLater), or
 * dated ("now", `reached`: "became", 「なった」) while a card on the battlefield or something attached to it could
 * (an Anthem's or an Aura's static ability, 613.4c).
 */
export function sizeReached(story: Story, c: Clause, id: string, reached: boolean): boolean {
  if (sizeMayBeLater(story, c, id)) return true;
  if (!reached && !datedLater(c)) return false;
  return story.objects.some((o) => o.id !== id && o.zone === 'battlefield' && o.cast !== true && (o.attachedTo === id || o.card !== null));
}

/** Pushes the size told as reached of each object (ir.ts `size-told`): checked or used by the questions layer, once. */
export function pushSizeTold(story: Story, c: Clause, ids: readonly string[], power: number, toughness: number): void {
  for (const id of ids) push(story, { kind: 'size-told', id, power, toughness, text: c.text.trim().replace(/^(?:and|but|,)\s+/i, '') }, c);
}

/** A description that says a size and nothing else ("a 5/5"): what a size told as reached is (frames/util.ts sizeReached). */
export function plainSize(d: Description): boolean {
  const rest = d.lacks.length + d.attachments.length + d.quotes.length + d.subtypes.length + d.supertypes.length + d.nonColors.length + d.nonTypes.length + d.adjectives.length + d.keywords.length + d.colors.length + d.counters.length + d.damage;
  return rest === 0 && d.card === null && d.from === null && d.types.every((t) => t === 'Creature') && (d.count === null || d.count === 1);
}

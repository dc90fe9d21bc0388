/**
 * Timing intents: can a player cast a spell or activate an ability now, at a point of the turn the
 * question names, or in response to what is on the stack ("Can I cast Wrath of God during combat?",
 * "can i giant growth during my opponent's end step?", "Can I respond with Giant Growth?", "Can
 * Counterspell counter a spell with split second?", "am I still allowed to tap lands for mana?",
 * 「相手の終了ステップに《巨大化》を唱えることはできますか」, 「《本質の散乱》で《稲妻》って打ち消せる？」,
 * 「マナ能力は起動できる？」). Each is a probe: the action is tried in the engine at that point, and
 * its legality is the answer (117.1a, 307.1, 702.8a, 702.61a, 605.3a, 601.2c, 302.6).
 */
import { tapAbilityAt } from '../en/tap-abilities.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Ask, Moment, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { objectsOf, playerOf, pluralThem } from '../refs.ts';
import { momentOf } from '../frames/moments.ts';
import { ask, isPlayerish, sacrificedOne } from './common.ts';
import { battlefieldRole, blankDescription } from '../frames/util.ts';
import { lastLoyaltySource, loyaltyHolder, loyaltySequence, toldLoyalty } from '../frames/activate.ts';
import { loyaltyOf } from '../loyalty.ts';
import { push } from '../frames/util.ts';
import { castFromHand } from '../frames/cast.ts';
import { targetObjects } from '../frames/target-phrases.ts';
import { noneWith, noneWithRoles } from '../frames/absence.ts';
import type { Sense } from '../senses.ts';
import { storyWords } from '../locales/index.ts';
import { castByOther, isSpell, respondedTo, spellAndTargets } from './spell-asked.ts';

/** The point of the turn a question clause names, its words consumed; null when it names none. */
export function askedMoment(story: Story, c: Clause): Moment | null {
  const m = momentOf(story, c);
  if (!m) return null;
  story.useChunks(m.chunks);
  return m.moment;
}

/** Does the clause place its question in time (a step, a turn, a response)? */
export function timed(story: Story, c: Clause): boolean {
  return momentOf(story, c) !== null || c.times.includes('in-response') || stackTop(story) !== null;
}

/** The spells and abilities already on the stack when the question is asked, in the story's order. */
function stackTop(story: Story): { kind: 'cast' | 'activate'; by: Side } | null {
  const last = story.events[story.events.length - 1];
  if (!last) return null;
  if (last.kind === 'cast') return { kind: 'cast', by: last.caster };
  if (last.kind === 'activate') return { kind: 'activate', by: last.player };
  return null;
}

/**
 * Is the question said to be asked with the story's spells still on the stack ("in response",
 * "respond", 対応して)? (It is also asked then when the story's last event is the other player's
 * spell or ability: scenario.ts's respondsNow.)
 */
export function responding(story: Story, c: Clause): boolean {
  const said = c.times.includes('in-response') || c.verb?.verb === 'respond';
  if (said) story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'in-response'));
  return said;
}

/** "Can I cast X?", "Can I respond with X?", "Can X counter Y?", "can i <card> …?" (a card as the verb). */
export function canCast(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const caster: Side = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const { spell: spellNp, targets: targetNps, counter } = v.card ? { spell: null, targets: c.object ? [c.object] : [], counter: false } : spellAndTargets(story, c);
  if (!v.card && (!spellNp || spellNp.kind !== 'object')) return false;
  // "Can I cast X from my graveyard?": any place but the hand is refused, never asked as from the hand (601.3).
  if (!castFromHand(story, c)) return true;
  if (targetUnread(story, c)) return true;
  if (spellNp && !isSpell(spellNp, spellNp.kind === 'object' ? spellNp.types : [], spellNp.kind === 'object' ? (spellNp.card?.name ?? null) : null)) return false;
  const said = responding(story, c);
  const to = respondedTo(story, c, caster);
  if (!to.ok) return false;
  const aim = askedTargets(story, c, targetNps, to.np, caster, counter);
  if (typeof aim === 'boolean') return aim;
  const { targets, aimedAtSpell } = aim;
  const spell = askedSpell(story, c, spellNp, caster, targets);
  if (spell === null) return false;
  // ("with" names the spell responded with, or what the caster has none of — "with no creatures", absence.ts noneWith; "with flashback", 「フラッシュバックで」 names a permission to cast it from elsewhere (702.34a) that this ask does not carry: its keyword is left to be named, never dropped.)
  const keywordIn = (r: { chunks: number[] }): boolean => r.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'keyword');
  for (const r of c.roles) if ((r.prep === 'with' && !keywordIn(r) && (r.np === spellNp || noneWith(story, r.np, caster) || r.np !== spellNp)) || (r.np !== null && targetNps.includes(r.np))) story.useChunks(r.chunks);
  const at = askedMoment(story, c);
  const respond = said || (counter && aimedAtSpell);
  // "Can Counterspell counter Thrun?", 「《対抗呪文》で《至高の評決》を打ち消せる？」: what the move is for is said
  // by the verb. Legal to cast is half of it; whether that one spell is then countered is the answer — a
  // spell that "can't be countered" is a legal target that isn't countered (101.2, 701.6a).
  const countered = counter && aimedAtSpell && targets.length === 1 && targets[0] !== 'A' && targets[0] !== 'B' ? targets[0]! : null;
  const a: Ask = { kind: 'can-cast', spell, caster, targets, at, respond, ...(countered !== null ? { purpose: true as const } : {}) };
  if (!timedAsk(story, a, c)) return false;
  if (countered !== null) story.asks.push({ kind: 'countered', id: countered });
  return true;
}

/**
 * "Can I cast Lightning Bolt targeting an exiled creature?" read as "… targeting an" and a clause of its own:
 * a "targeting" with no target read after it says a target this reading lost — named back, never answered
 * as if no target were said (which would take one by default, 601.2c). True when named.
 */
function targetUnread(story: Story, c: Clause): boolean {
  const dangling = c.chunks.find((k) => story.sensesAt(k).some((x) => x.kind === 'prep' && x.prep === 'targeting') && !c.roles.some((r) => r.np !== null && r.chunks.includes(k)));
  if (dangling === undefined) return false;
  story.problem('not-understood', c.text, 'target-unread');
  return true;
}

/** The targets a cast asked about has, and whether it is aimed at a spell on the stack (countering, 701.6a). */
interface AskedAim {
  targets: (string | Side)[];
  aimedAtSpell: boolean;
}

/**
 * What is countered is a spell on the stack: one the story cast, or one the question describes,
 * cast first by the other player (a spell can only be targeted on the stack, 115.1). A phrase that
 * says when ("on my own turn") or what is responded to is no target. A boolean is canCast's answer when
 * a target ends the reading (true: asked back; false: not this question).
 */
function askedTargets(story: Story, c: Clause, targetNps: NounPhrase[], respondedNp: NounPhrase | null, caster: Side, counter: boolean): AskedAim | boolean {
  const when = new Set(momentOf(story, c)?.chunks ?? []);
  // (Countering is a response to a spell on the stack, unless all it is aimed at was said to be a permanent.)
  const aim: AskedAim = { targets: [], aimedAtSpell: targetNps.length === 0 };
  for (const t of targetNps) {
    if (t === respondedNp || phraseChunks(t).some((k) => when.has(k))) continue;
    const read = isPlayerish(t) ? playerTargetAsked(story, t, aim) : objectTargetAsked(story, c, t, caster, counter, aim);
    if (read !== 'read') return read;
  }
  // 「相手が《突然の衰微》を撃ってきた。《対抗呪文》で打ち消せますか？」: countering with nothing said to be countered is
  // aimed at the spell just cast by the other player, the one it would answer (701.6a); whether that spell is then
  // countered is what is asked — a spell that "can't be countered" is still a legal target (101.2), so "can I cast it"
  // alone answered "yes" to "can I counter it" (held-out set s22).
  if (counter && targetNps.length === 0) {
    const last = [...story.events].reverse().find((e) => e.kind === 'cast' && e.caster !== caster);
    if (last?.kind === 'cast') aim.targets.push(last.spell);
  }
  return aim;
}

/**
 * A player target. "Can I cast Giant Growth on them?" after "my Grizzly Bears": the creature or the opponent — which the
 * spell can target isn't weighed for an ask, so it is asked back, never read as the player (refs.ts pluralThem).
 */
function playerTargetAsked(story: Story, t: NounPhrase, aim: AskedAim): 'read' | boolean {
  const named = pluralThem(story, t);
  if (named !== null) {
    story.problem('ambiguous', t.text, 'which-one', [story.get(named)?.words ?? named, storyWords(story.lang).opponent]);
    return true;
  }
  const p = playerOf(story, t);
  if (!p) return false;
  aim.targets.push(p);
  return 'read';
}

/**
 * An object target; countered, a spell on the stack.
 * "Can Counterspell counter a creature on the battlefield?", 「戦場のクリーチャーを打ち消せる？」: said to
 * be a permanent, it is no spell (110.1, 112.1), and stays one: only a spell or ability on the stack is
 * countered (701.6a), and "target spell" can't target it (115.1).
 * "He casts Lightning Bolt on my Grizzly Bears. Can I counter it with Counterspell?": "it" countered is a spell
 * (701.6a), the one the other player just cast — never the permanent it targets (read so, the Bears were "cast").
 */
function objectTargetAsked(story: Story, c: Clause, t: NounPhrase, caster: Side, counter: boolean, aim: AskedAim): 'read' | false {
  const lastOther = [...story.events].reverse().find((e) => e.kind === 'cast' && e.caster !== caster);
  if (counter && t.kind === 'pronoun' && t.word === 'it' && lastOther?.kind === 'cast') {
    story.use(t);
    aim.aimedAtSpell = true;
    aim.targets.push(lastOther.spell);
    return 'read';
  }
  const placed = counter && t.kind === 'object' && t.head !== 'spell' ? battlefieldRole(c) : null;
  if (placed) story.useChunks(placed.chunks);
  const ids = counter ? objectsOf(story, t, { create: true, controller: other(caster) }) : targetObjects(story, c, t, undefined, caster, null);
  if (!ids || ids.length !== 1) return false;
  if (counter && !placed) {
    aim.aimedAtSpell = true;
    const o = story.get(ids[0]!)!;
    if (!isSpell(t, o.types, o.card)) return false;
    if (!story.events.some((e) => e.kind === 'cast' && e.spell === o.id)) castByOther(story, o.id, o.controller ?? other(caster));
  }
  aim.targets.push(ids[0]!);
  return 'read';
}

/** The spell asked about, cast by `caster`: a card said as the verb, else the one named; null when it is no one spell. */
function askedSpell(story: Story, c: Clause, spellNp: NounPhrase | null, caster: Side, targets: readonly (string | Side)[]): string | null {
  const card = c.verb!.card;
  let spell: string;
  if (card) {
    const s = story.create({ ...blankDescription(), card, head: 'card' }, card.display, caster);
    spell = s.id;
  } else {
    // (Never one of its targets, 115.5: "Can Counterspell counter a Counterspell?" names two cards.)
    const ids = objectsOf(story, spellNp, { create: true, controller: caster, exclude: targets.filter((t) => t !== 'A' && t !== 'B') });
    if (!ids || ids.length !== 1) return null;
    spell = ids[0]!;
  }
  const s = story.get(spell)!;
  if (!isSpell(spellNp, s.types, s.card)) return null;
  s.cast = true;
  s.controller = caster;
  return spell;
}

/**
 * "Can I activate its ability?", "can I tap it for mana?", "am I allowed to tap lands for mana?",
 * 「マナ能力は起動できる？」: which ability is read from the words — "for mana" / マナ能力 is a mana ability
 * (605.1a), "its {T} ability" / "the tap symbol" one with {T} in its cost — else its first one.
 */
export function canActivate(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const player: Side = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const forMana = c.roles.find((r) => r.prep === 'for' && r.np?.kind === 'property' && r.np.noun === 'mana');
  // 「マナ能力は起動できる？」: the ability is the topic (the subject) when nothing is the object; "can I sac X" (common.ts).
  const sacrificed = v.verb === 'sacrifice' && sacrificedOne(c.object) && c.object2 === null ? c.object : null;
  const sourceNp = v.verb === 'tap' || v.verb === 'activate' || v.verb === 'use' ? (c.object ?? (c.subject && !isPlayerish(c.subject) ? c.subject : null)) : sacrificed;
  // 「-2もできる？」「《リリアナ》の-2はできる？」: the loyalty symbol itself the verb (loyalty.ts), no ability said as activated.
  const bareSymbol = !sourceNp && v.verb === 'activate' && c.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'verb' && loyaltyOf(story.sensesAt(k)) !== undefined);
  if (!sourceNp && !bareSymbol) return false;
  // "Can I activate her -6 ability?", "can I -2 Liliana?", 「《リリアナ》の-2を起動できる？」: the loyalty ability
  // with that cost (606.4; loyalty.ts), whose cost may not be payable (606.6).
  // "Can I +1 Garruk and then -3 him?": the first activation told, the second asked (606.3).
  const sequence = v.verb !== 'tap' ? loyaltySequence(story, c) : null;
  const loyalty = sequence ? sequence.then : toldLoyalty(story, c);
  // "… twice in one turn?", "… again this turn?", 「1ターンに2回」「もう一度」: activated a second time (606.3, 602.5b).
  const again = secondTime(story, c);
  if (!again) countedTurn(story, c, true);
  // Any other number left ("her -6" read as no symbol) isn't carried to the answer: named, never answered as another ability.
  if (c.chunks.some((k) => !story.used.has(k) && (story.sensesAt(k)[0]?.kind === 'number' || story.sensesAt(k)[0]?.kind === 'ptmod'))) {
    story.problem('not-understood', c.text, 'loyalty-cost');
    return true;
  }
  // "a mana ability", 「マナ能力」: the word マナ / mana right before the ability noun.
  const manaWord = sourceNp?.kind === 'property' && sourceNp.noun === 'keyword' ? c.chunks.find((k) => sourceNp.chunks.includes(k + 1) && story.sensesAt(k).some((s) => s.kind === 'thing-noun' && s.noun === 'mana')) : undefined;
  let ability: 'mana' | 'tap' | 'sacrifice' | null = forMana || manaWord !== undefined ? 'mana' : sacrificed ? 'sacrifice' : null;
  if (manaWord !== undefined) story.useChunks([manaWord]);
  const source = sourceNp ? abilitySource(story, c, sourceNp, player, ability) : symbolSource(story, c, player);
  if (source === null) return false;
  if (v.verb === 'tap' && !forMana) ability = 'tap';
  // "its tap ability", "its ability with the tap symbol in its cost" (en/tap-abilities.ts): the one with {T} in its cost.
  const tapNamed = c.chunks.filter((k) => tapAbilityAt(story.sensesAt(k)));
  if (tapNamed.length > 0 && ability === 'mana') return false;
  if (tapNamed.length > 0) {
    ability = 'tap';
    story.useChunks(tapNamed);
  }
  story.useChunks([...(forMana?.chunks ?? []), ...noneWithRoles(story, c, player)]);
  const respond = responding(story, c);
  const to = respondedTo(story, c, player);
  if (!to.ok) return false;
  const when = new Set(momentOf(story, c)?.chunks ?? []);
  const t = c.roles.find((r) => (r.prep === 'targeting' || r.prep === 'on' || r.prep === 'at') && r.np !== to.np && !r.chunks.some((k) => when.has(k)))?.np ?? null;
  const targets: (string | Side)[] = [];
  if (t) {
    const p = isPlayerish(t) ? playerOf(story, t) : null;
    const ids = p ? null : objectsOf(story, t, { create: true });
    if (p) targets.push(p);
    else if (ids && ids.length === 1) targets.push(ids[0]!);
    else return false;
    for (const r of c.roles) if (r.np === t) story.useChunks(r.chunks);
  }
  const at = askedMoment(story, c);
  if (sequence) push(story, { kind: 'activate', source, player, targets: [], loyalty: sequence.first }, c);
  return timedAsk(story, { kind: 'can-activate', source, player, ability, targets, at, respond, ...(loyalty !== undefined ? { loyalty } : {}), ...(again ? { again: true as const } : {}) }, c);
}

/** Whose loyalty ability a bare symbol asks about: the planeswalker said with の (「《リリアナ》の-2はできる？」), else the one whose loyalty ability was just told. */
function symbolSource(story: Story, c: Clause, player: Side): string | null {
  const of = c.roles.find((r) => r.prep === 'of' && r.np?.kind === 'object');
  if (!of) return lastLoyaltySource(story) ?? null;
  const ids = objectsOf(story, of.np, { create: true, controller: player });
  story.useChunks(of.chunks);
  return ids?.length === 1 ? ids[0]! : null;
}

/** Whose ability "can I activate …" asks about: the object named, its owner by の / "its", a planeswalker told, or one made up for "a mana ability" (605.1a). */
function abilitySource(story: Story, c: Clause, sourceNp: NounPhrase, player: Side, ability: 'mana' | 'tap' | 'sacrifice' | null): string | null {
  const held = loyaltyHolder(story, sourceNp);
  // 「《ラノワールのエルフ》のマナ能力」: whose ability it is may be a の-role of its own.
  const whose = sourceNp.kind === 'property' && sourceNp.noun === 'keyword' && !sourceNp.of ? (c.roles.find((r) => r.prep === 'of' && r.np?.kind === 'object') ?? null) : null;
  if (whose?.np) {
    const ids = objectsOf(story, whose.np, { create: true, controller: player });
    if (!ids || ids.length !== 1) return null;
    story.use(sourceNp);
    story.useChunks(whose.chunks);
    return ids[0]!;
  } else if (sourceNp.kind === 'property' && sourceNp.noun === 'keyword' && !sourceNp.of && ability === 'mana') {
    // "Can I activate a mana ability?" of nothing named: a permanent of the asker's with one (605.1a).
    const o = story.create({ ...blankDescription(), head: 'permanent' }, storyWords(story.lang).manaAbilityPermanent, player);
    story.use(sourceNp);
    return o.id;
  } else if (sourceNp.kind === 'property' && sourceNp.noun === 'keyword' && sourceNp.of) {
    // "its ability", "Mother of Runes's ability".
    const ids = objectsOf(story, sourceNp.of, { create: true, controller: player });
    if (!ids || ids.length !== 1) return null;
    story.use(sourceNp);
    return ids[0]!;
  } else if (held !== undefined) {
    // "Can I activate her -2?": the planeswalker told (frames/activate.ts loyaltyHolder).
    if (!held) return null;
    return held;
  } else {
    // (Only the first is asked about: "can I tap lands for mana" is about one land's ability.)
    const ids = objectsOf(story, sourceNp, { create: true, controller: player, plural: true, representative: true });
    if (!ids || ids.length === 0) return null;
    return ids[0]!;
  }
}

/**
 * "twice (in one turn)", "again (this turn)", "a second time", 「(1ターンに)2回」「(同じターンに)もう一度」: the
 * activation asked about is a second one in the same turn. Its words, and the turn they are counted in, are read.
 */
function secondTime(story: Story, c: Clause): boolean {
  const senses = (k: number): readonly Sense[] => story.sensesAt(k);
  const twice = (k: number): boolean =>
    senses(k).some((s) => s.kind === 'time' && (s.time === 'again' || s.time === 'twice' || s.time === 'also'));
  const marks = c.chunks.filter((k) => !story.used.has(k) && twice(k));
  if (marks.length === 0) return false;
  story.useChunks(marks);
  countedTurn(story, c, false);
  return true;
}

/**
 * The turn an activation is counted in (606.3, 602.5b): "this turn", "in one turn", 「1ターンに」「同じターンに」「このターン」
 * after "twice" / "again"; with no such word (`sameOnly`), only "the same turn", 「同じターン(のうち)に」 — the turn the
 * story is told in, where the probe is made anyway. Its words are read.
 */
function countedTurn(story: Story, c: Clause, sameOnly: boolean): void {
  // (After combat told, "the same turn" may be a later main phase: the probe's moment would not be it — left unread.)
  if (sameOnly && story.events.some((e) => e.kind === 'attack' || e.kind === 'block')) return;
  const senses = (k: number): readonly Sense[] => story.sensesAt(k);
  const same = (k: number): boolean => senses(k).some((s) => (s.kind === 'adj' && s.adj === 'same') || (s.kind === 'time' && s.time === 'later'));
  const turnWords = c.chunks.filter((k) => !story.used.has(k) && (senses(k).some((s) => s.kind === 'thing-noun' && s.noun === 'turn') || senses(k).some((s) => s.kind === 'time' && (s.time === 'this-turn' || s.time === 'later'))));
  for (const t of turnWords) {
    const run = [t];
    for (let k = t - 1; k >= 0 && c.chunks.includes(k) && !story.used.has(k) && senses(k).some((s) => (s.kind === 'number' && s.value === 1) || (s.kind === 'adj' && s.adj === 'same') || (s.kind === 'det') || (s.kind === 'prep' && (s.prep === 'in' || s.prep === 'during'))); k--) run.push(k);
    if (sameOnly && !run.some(same)) continue;
    if (c.chunks.includes(t + 1) && senses(t + 1).some((s) => s.kind === 'prep') && /^(?:に|で)$/.test(story.chunkText(t + 1))) run.push(t + 1);
    story.useChunks(run);
  }
}

/** Nouns that place a question in the turn structure (500.1): a turn, combat, a step or phase. */
const WHEN_NOUNS = new Set(['turn', 'combat', 'step']);

/**
 * A legality probe asked at one moment. Whether something may be done depends on whose turn and
 * which step it is (117.1a, 307.1, 506.1), so a word that says when but wasn't read as a moment
 * ("during my opponent's combat" with no step word the reader knows, "after combat", "when …?")
 * would put the probe at the wrong moment: the question is refused, naming the clause, instead.
 * A question word ("When can I cast it?", "How can I …?") asks for more than yes or no. A word no
 * lexicon knows may be the rest of a card name ("cast a Giant Growth" read as a Giant): refused too.
 */
export function timedAsk(story: Story, a: Ask, c: Clause): boolean {
  if (c.wh !== null) return false;
  ask(story, a, c);
  const subject = new Set(c.subject ? phraseChunks(c.subject) : []);
  const unread = c.chunks.filter(
    (k) =>
      !story.used.has(k) &&
      !subject.has(k) &&
      story.sensesAt(k).some((x) => (x.kind === 'thing-noun' && WHEN_NOUNS.has(x.noun)) || (x.kind === 'time' && !ORDER_ONLY.has(x.time)) || x.kind === 'unknown'),
  );
  if (unread.length > 0) story.problem('not-understood', c.text, 'moment');
  return true;
}

/** Time words that say only order or emphasis, never a point of the turn. */
const ORDER_ONLY = new Set<string>(['now', 'still', 'already', 'right-away', 'this-turn']);

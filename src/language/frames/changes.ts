/**
 * Characteristic-changing frames: gains, loses, gets +N/+N and becomes (613), for one creature or a group.
 */
import { castForEffect } from './effect-by-spell.ts';
import type { Keyword } from '../../engine/types.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Change } from '../ir.ts';
import type { Story } from '../story.ts';
import { groupGap, groupOf, objectsOf, oneObjectOf, playerOf, sidesOf } from '../refs.ts';
import { castAgain, castSpell, casterOfInstrument } from './cast-spell.ts';
import { protectionGivenBy } from './protection-given.ts';
import { colorOfProtection } from './color-told.ts';
import { triggerSource } from './target-phrases.ts';
import { amountOf, duration, isPlayerish, totalMayBeLater, plainSize, push, pushSizeTold, role, sizeMayBeLater, sizeReached, useRole } from './util.ts';
import { causeOf } from '../results.ts';

/** "Creatures you control get +1/+1", "All creatures get -1/-1 until end of turn", "White creatures you control have flying". */
export function groupChange(story: Story, c: Clause, subject: NounPhrase | null, what: NounPhrase | null): boolean {
  // "gets +3/+3 from Giant Growth" (《巨大化》で): a spell cast on it, not a group's static ability.
  const source = role(c, 'from', 'with');
  if (source?.kind === 'object' && source.card) return false;
  // "Attacking creature has menace" (a judge's telegraphic style, the article left out): a bare singular noun
  // with a singular verb is one creature — an English class is said in the plural ("Attacking creatures have").
  const w = (c.verb?.text.trim().split(/\s+/)[0] ?? '').toLowerCase();
  const singularVerb = w === 'has' || w === 'is' || w === 'was' || w === 'does' || (/[^su']s$/.test(w) && w.length > 3);
  if (story.lang === 'en' && subject?.kind === 'object' && subject.det === null && !subject.plural && subject.count === null && singularVerb) return false;
  const group = groupOf(story, subject);
  if (!group) return false;
  const changes: Change[] = [];
  if (what && what.kind === 'amount' && what.noun === 'ptmod') {
    changes.push({ kind: 'modify-pt', power: what.power, toughness: what.toughness });
    story.use(what);
  }
  if (c.keywords.length > 0) {
    changes.push({ kind: 'add-keywords', keywords: [...c.keywords] });
    story.useKeywords(c.chunks);
  }
  if (changes.length === 0) return false;
  if (groupGap(subject!, group)) {
    // The engine's filters can't say "legendary", "nontoken", "tapped", "artifact creatures" (both types)…:
    // refused by name, never dropped (issue 11 §2).
    story.problem('unsupported', subject!.text, 'group-modifier');
    return true;
  }
  const eot = c.times.includes('until-eot');
  push(story, { kind: 'change', ref: { kind: 'group', filter: group }, changes, untilEndOfTurn: eot, text: c.text, static: !eot }, c, 'of-it');
  return true;
}

/** "became", "has become", 「なった」「なっている」: a size told as reached (past or perfect), not as an effect happening now ("becomes"). */
const BECAME = { en: /\b(?:became|(?:has|have|had) become)\b/i, ja: /な(?:った|っている|ってい|ってる)/u } as const;

/**
 * "I cast Giant Growth on my Grizzly Bears and it becomes 5/5", 「《巨大化》を撃つと…6/6になる」: "becomes" in the present, told
 * after something that may have changed the creature, tells the size that reached as "became" does (a claim checked
 * once) — read as an effect setting its base P/T, the pump was applied on top again (red team s19b: 8/8).
 */
const BECOMES = { en: /\b(?:becomes|become)\b/i, ja: /な(?:る|ります)/u } as const;

/** A power/toughness counter (+1/+1, -1/-1, +1/+0, -0/-2…). */
const PT_COUNTER = /^[+-]\d+\/[+-]\d+$/;

export function gain(story: Story, c: Clause): void {
  const v = c.verb!;
  // "I give the Angel -1/-1 with its trigger": that triggered ability targets the Angel (603.3d); what it
  // does is the card's own text, which the engine runs (the change said is the asker's account of it).
  const withTrigger = role(c, 'with');
  if (v.verb === 'give' && withTrigger?.kind === 'property' && withTrigger.noun === 'trigger' && c.object && c.object.kind !== 'amount') {
    const source = triggerSource(story, withTrigger);
    const ids = source ? objectsOf(story, c.object, { create: true }) : null;
    if (!source || !ids) {
      if (!source) story.problem('not-understood', withTrigger.text, 'whose-trigger');
      return;
    }
    story.use(withTrigger);
    useRole(story, c, 'with');
    story.use(c.object2);
    story.useKeywords(c.chunks);
    story.triggerTargets.push({ source, targets: ids });
    return;
  }
  if (v.verb !== 'give' && groupChange(story, c, c.subject, c.object ?? c.complement)) return;
  // "My opponent gains 2 life", "I gain 3 life".
  if (v.verb === 'gain' && c.subject && isPlayerish(c.subject)) {
    const n = amountOf(c.object, 'life');
    if (n === null) {
      story.problem('not-understood', c.text, 'gain-what');
      return;
    }
    // "I gain 3 life from Healing Salve", 「《治癒の軟膏》で3点回復した」: that spell cast at the player, its mode the life told.
    if (castForEffect(story, c, [c.subject], ['=gain-life', String(n)], c.object?.text ?? '')) return void story.use(c.object);
    story.use(c.object);
    const sides = sidesOf(story, c.subject);
    if (!sides) {
      story.problem('unsupported', c.text, 'which-player');
      return;
    }
    for (const side of sides) push(story, { kind: 'life', side, amount: n }, c);
    return;
  }
  // "gives the Angel -1/-1": the object is the recipient, the second object the change.
  const giving = v.verb === 'give';
  const recipientNp = giving ? (c.object && c.object.kind !== 'amount' ? c.object : (role(c, 'to') ?? c.subject)) : c.subject;
  const what: NounPhrase | null = giving ? (c.object2 ?? (c.object?.kind === 'amount' ? c.object : null) ?? c.complement) : (c.object ?? c.complement);
  if (giving) useRole(story, c, 'to');
  // "gets Giant Growth": a spell cast on it.
  if (what && what.kind === 'object' && what.card) {
    const named = oneObjectOf(story, what, { create: true });
    const spell = named ? castAgain(story, c, what, named, 'A') : null;
    if (!spell) return;
    story.get(spell)!.cast = true;
    return castSpell(story, c, spell, 'A', recipientNp ? [recipientNp] : []);
  }
  // "gets +3/+3 from Giant Growth" (《巨大化》で+3/+3の修整を受ける): that spell is cast on it; the change
  // said is what the card does, and the card's own text is what the engine runs (the restatement says so).
  // (Giving, only "with": "gives the Bears +3/+3 with Giant Growth"; "from" is whom a giver gives to.)
  const source = giving ? role(c, 'with') : role(c, 'from', 'with');
  // (A card that can't do that, such as a creature card, is refused when its card is read: not a targeting spell.)
  if (source && source.kind === 'object' && source.card && what && what.kind === 'amount' && what.noun === 'ptmod') {
    // (Cast by its owner when said, "from their Giant Growth", else by the speaker.)
    const caster = casterOfInstrument(story, source, 'A');
    const spell = oneObjectOf(story, source, { create: true, controller: caster });
    if (!spell) return;
    useRole(story, c, 'from', 'with');
    story.use(what);
    story.get(spell)!.cast = true;
    return castSpell(story, c, spell, caster, recipientNp ? [recipientNp] : []);
  }
  // "gains flying from Jump", "got first strike from Brute Force" (《跳躍》で飛行を得た): the same — the keyword said
  // is the asker's account of the spell, whose own text the engine runs (only an instant or sorcery: a permanent
  // it is "from" grants it by a static ability, told as a fact of the board).
  if (source && source.kind === 'object' && source.card && /\b(?:Instant|Sorcery)\b/.test(source.card.typeLine) && !what && c.keywords.length > 0 && !v.negated && v.modal === null) {
    // (Cast by the recipient's controller when that is told: a spell that grants an ability is its own player's.)
    const held = objectsOf(story, recipientNp, { create: true });
    const caster = casterOfInstrument(story, source, (held?.length === 1 ? story.get(held[0]!)?.controller : null) ?? 'A');
    const spell = oneObjectOf(story, source, { create: true, controller: caster });
    if (!spell) return;
    useRole(story, c, 'from', 'with');
    story.useKeywords(c.chunks);
    story.get(spell)!.cast = true;
    // "gains protection from red from Gods Willing": the protection said tells the color it chose (608.2d).
    return castSpell(story, c, spell, caster, recipientNp ? [recipientNp] : [], null, colorOfProtection(c.keywords));
  }
  if (protectionGivenBy(story, c, giving ? (source ?? c.subject) : source, recipientNp, what)) return;
  const ids = objectsOf(story, recipientNp, { create: true, plural: true });
  if (!ids) return;
  const changes: Change[] = [];
  if (what && what.kind === 'amount' && what.noun === 'ptmod') {
    changes.push({ kind: 'modify-pt', power: what.power, toughness: what.toughness });
    story.use(what);
  } else if (what && what.kind === 'amount' && what.noun === 'counter' && what.counter && what.n !== null) {
    story.use(what);
    standingOrNewCounters(story, c, ids, what.counter, what.n);
    return;
  } else if (ptCounterList(what)) {
    // "gets two +1/+1 counters and a -1/-1 counter": put at once (countersTogether). Only P/T counters: other kinds could differ.
    story.use(what);
    countersTogether(story, c, ids, what.items);
    return;
  }
  const kws: Keyword[] = [...c.keywords];
  if (kws.length > 0) {
    changes.push({ kind: 'add-keywords', keywords: kws });
    story.useKeywords(c.chunks);
  }
  if (changes.length === 0) {
    story.problem('not-understood', c.text, 'gets-what');
    return;
  }
  // A pump with no duration said lasts until end of turn, as such effects do (said in the restatement).
  push(story, { kind: 'change', ref: { kind: 'things', ids }, changes, untilEndOfTurn: duration(c), text: c.text, static: false }, c, giving ? 'done' : 'of-it');
}

export function lose(story: Story, c: Clause): void {
  // "loses all abilities", "loses flying", "I lose 3 life".
  if (c.subject && isPlayerish(c.subject)) {
    const side = playerOf(story, c.subject);
    if (side === null) {
      story.problem('unsupported', c.text, 'which-player');
      return;
    }
    const n = amountOf(c.object, 'life');
    if (n === null) {
      story.problem('not-understood', c.text, 'lose-what');
      return;
    }
    story.use(c.object);
    push(story, { kind: 'life', side, amount: -n }, c);
    return;
  }
  const ids = objectsOf(story, c.subject, { create: true, plural: true });
  if (!ids) return;
  const obj = c.object;
  if (obj && obj.kind === 'property' && obj.noun === 'keyword' && (obj.adjectives.includes('all') || c.chunks.length > 0)) {
    story.use(obj);
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'lose-all-abilities' }], untilEndOfTurn: true, text: c.text, static: false }, c);
    return;
  }
  if (c.keywords.length > 0) {
    story.useKeywords(c.chunks);
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'remove-keywords', keywords: c.keywords }], untilEndOfTurn: true, text: c.text, static: false }, c);
    return;
  }
  story.problem('not-understood', c.text, 'lose-what');
}

/**
 * "An effect makes its (base) power and toughness 1/1 until end of turn", "an effect sets its base
 * power and toughness to 2/2": a P/T-setting effect on that creature (613.4b). The cause must be
 * "an effect" (a named card's own text is the card's, read from the catalog).
 */
export function setsPt(story: Story, c: Clause): boolean {
  const subj = c.subject;
  if (!(subj?.kind === 'property' && subj.noun === 'effect' && subj.of === null)) return false;
  const toNps = c.roles.filter((r) => r.prep === 'to').map((r) => r.np);
  const nps = [c.object, c.object2, c.complement, ...toNps];
  const prop = nps.find((n): n is Extract<NounPhrase, { kind: 'property' }> => n?.kind === 'property' && n.noun === 'pt');
  const value = nps.find((n): n is Extract<NounPhrase, { kind: 'object' }> => n?.kind === 'object' && n.head === 'pt' && n.power !== null && n.toughness !== null && n.card === null && n.keywords.length === 0 && n.det === null);
  // ("its base power and toughness": the possessive may be read apart from the property it owns.)
  const owner = prop?.of ?? (c.object?.kind === 'pronoun' && c.object.word === 'its' ? c.object : null);
  if (!prop || !value || !owner) return false;
  const ids = objectsOf(story, owner, { create: false });
  if (!ids) return true;
  for (const np of [subj, prop, value, owner]) story.use(np);
  useRole(story, c, 'to');
  push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'set-pt', power: value.power!, toughness: value.toughness! }], untilEndOfTurn: c.times.includes('until-eot'), text: c.text, static: false }, c);
  return true;
}

/** "An effect makes the creature white" (105.3, layer 5), or its P/T (setsPt): what "make" can mean here. */
export function makes(story: Story, c: Clause): boolean {
  if (setsPt(story, c)) return true;
  const subj = c.subject;
  const patient = c.object;
  if (!(subj?.kind === 'property' && subj.noun === 'effect' && subj.of === null) || !patient || (patient.kind !== 'object' && patient.kind !== 'pronoun') || c.object2 || c.complement) return false;
  const inPhrases = new Set([...phraseChunks(subj), ...phraseChunks(patient)]);
  const colorChunks = c.chunks.filter((k) => story.colorAt(k) !== null && !inPhrases.has(k));
  if (colorChunks.length === 0) return false;
  const ids = objectsOf(story, patient, { create: false });
  if (!ids) return true;
  story.use(subj);
  story.useChunks(colorChunks);
  const colors = [...new Set(colorChunks.map((k) => story.colorAt(k)!))];
  push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'set-colors', colors }], untilEndOfTurn: c.times.includes('until-eot'), text: c.text, static: false }, c);
  return true;
}

export function become(story: Story, c: Clause): void {
  if (setsPt(story, c)) return;
  // "my life total drops to 0": the player's life is that.
  const lifeOf = c.subject?.kind === 'property' && c.subject.noun === 'life' ? c.subject.of : null;
  const to = role(c, 'to');
  if (lifeOf && isPlayerish(lifeOf) && to?.kind === 'amount' && to.n !== null) {
    const side = playerOf(story, lifeOf);
    if (side === null) {
      story.problem('unsupported', c.text, 'which-player');
      return;
    }
    story.use(c.subject);
    useRole(story, c, 'to');
    // After something that may have changed it ("I bolt them and their life drops to 17"), the total
    // is that moment's: read as a further change, the bolt's 3 would be lost twice — refused instead.
    if (totalMayBeLater(story, c)) {
      story.problem('unsupported', c.text, 'total-after-events');
      return;
    }
    story.life[side] = to.n;
    return;
  }
  // "an effect switches its power and toughness", "its power and toughness are switched",
  // "has its power and toughness switched": the patient is whose P/T it is.
  const v = c.verb!;
  const propOf = (n: NounPhrase | null): NounPhrase | null => (n?.kind === 'property' && n.of ? n.of : null);
  const patient = v.verb === 'switch' ? (v.passive ? (propOf(c.subject) ?? c.subject) : (propOf(c.object) ?? (c.subject?.kind === 'property' ? null : c.subject))) : c.subject?.kind === 'property' ? null : (c.subject ?? c.object);
  if (v.verb === 'switch' && c.subject?.kind === 'property') story.use(c.subject);
  const ids = objectsOf(story, patient, { create: true, plural: true });
  if (c.verb!.verb === 'switch') story.use(c.object);
  if (!ids) return;
  const comp = c.complement ?? c.object;
  if (c.verb!.verb === 'switch') {
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'switch-pt' }], untilEndOfTurn: true, text: c.text, static: false }, c);
    return;
  }
  const eot = c.times.includes('until-eot');
  if (comp && comp.kind === 'object' && comp.power !== null && comp.toughness !== null && comp.head === 'pt') {
    story.use(comp);
    // "I cast Giant Growth on it. It has become a 5/5.", "got two +1/+1 counters and became a 4/4", "is enchanted with
    // Holy Strength and became a 4/5", 「…置かれて、4/4になった」: a size reached, told after something that changed the
    // creature (or with an Aura or Anthem there), is what that did — its size then, a claim checked or used once
    // (ir.ts size-told, 613.4), never an effect setting its base P/T with the change applied on top again (red team s15: 8/8).
    // (Only right after a spell or ability told in the same sentence, not "then": "My 2/2 gets +3/+3, then becomes 0/1" and
    // "My 2/2 becomes 0/1. Then it becomes 3/3" tell effects of their own, in order, 613.7.)
    const found = causeOf(story.events, story.events.length);
    const afterAct = found !== null && (found.cause.kind === 'spell' || found.cause.kind === 'ability') && story.toldIn.get(story.events[found.index]!) === c.sentence && !c.times.includes('later');
    const becomes = !eot && afterAct && BECOMES[story.lang].test(c.verb!.text) && ids.some((id) => sizeMayBeLater(story, c, id));
    // (「3/3になってます」「なっていました」: the perfect of なる, however its ending is spelt, is "has become".)
    const became = BECAME[story.lang].test(c.verb!.text) || (story.lang === 'ja' && c.verb!.perfect && !c.verb!.negated);
    if (!eot && (became || becomes) && comp.kind === 'object' && plainSize(comp) && ids.some((id) => sizeReached(story, c, id, true))) {
      pushSizeTold(story, c, ids, comp.power, comp.toughness);
      return;
    }
    if (!eot && (became || becomes) && ids.some((id) => sizeMayBeLater(story, c, id))) {
      story.problem('not-understood', c.text, 'state-after-events');
      return;
    }
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'set-pt', power: comp.power, toughness: comp.toughness }], untilEndOfTurn: eot, text: c.text, static: false }, c);
    return;
  }
  // "becomes blue", "becomes red until end of turn" (105.3, layer 5).
  const inPhrases = new Set([...phraseChunks(c.subject), ...phraseChunks(c.object)]);
  const colorChunks = c.chunks.filter((k) => story.colorAt(k) !== null && !inPhrases.has(k));
  const colors = [...new Set(colorChunks.map((k) => story.colorAt(k)!))];
  if (colors.length > 0 && !comp) {
    story.useChunks(colorChunks);
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'set-colors', colors }], untilEndOfTurn: eot, text: c.text, static: false }, c);
    return;
  }
  // "becomes an artifact in addition to its other types" (205.1b, layer 4).
  if (comp && comp.kind === 'object' && comp.types.length > 0 && comp.power === null && !comp.card) {
    // 「追加で」, "additionally", "an extra type" (the adjective), or "in addition to its other types".
    const addition = c.adjectives.includes('extra') || /in addition to/i.test(c.text);
    story.use(comp);
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === 'extra')));
    story.useChunks(c.roles.filter((r) => r.prep === 'in' || r.prep === 'to').flatMap((r) => r.chunks));
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: addition ? 'add-types' : 'set-types', types: comp.types, subtypes: comp.subtypes }], untilEndOfTurn: eot, text: c.text, static: false }, c);
    return;
  }
  // "becomes red" (a color and nothing else): its colors are that one (105.3).
  const only = comp && comp.kind === 'object' && comp.card === null && comp.power === null && comp.keywords.length === 0 ? comp : null;
  if (only && only.colors.length > 0 && only.types.length === 0 && only.subtypes.length === 0) {
    story.use(only);
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'set-colors', colors: [...only.colors] }], untilEndOfTurn: c.times.includes('until-eot'), text: c.text, static: false }, c);
    return;
  }
  // "becomes an artifact in addition to its other types": a type added (205.1b). Without "in
  // addition", the new type would replace the others: that is not guessed.
  if (only && only.types.length > 0 && only.colors.length === 0 && c.adjectives.includes('extra')) {
    story.use(only);
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === 'extra')));
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'add-types', types: [...only.types], subtypes: [...only.subtypes] }], untilEndOfTurn: c.times.includes('until-eot'), text: c.text, static: false }, c);
    return;
  }
  story.problem('not-understood', c.text, 'becomes-what');
}

/** P/T counters said together ("a -1/-1 counter and a +1/+1 counter"): every list item is one, with its number. */
export function ptCounterList(np: NounPhrase | null | undefined): np is Extract<NounPhrase, { kind: 'list' }> {
  return np?.kind === 'list' && np.conj === 'and' && np.items.every((it) => it.kind === 'amount' && it.noun === 'counter' && it.n !== null && PT_COUNTER.test(it.counter ?? ''));
}

/**
 * P/T counters said together are put at once. The story puts one kind at a time, so the kinds that lower toughness go
 * last: no state between has less toughness than the end, and a creature dies between (704.5f) only if it would at
 * once; the pairs are removed the same either way (704.5q).
 */
export function countersTogether(story: Story, c: Clause, ids: readonly string[], items: readonly NounPhrase[]): void {
  const lowers = (it: NounPhrase): boolean => it.kind === 'amount' && /\/-/.test(it.counter ?? '');
  for (const it of [...items.filter((x) => !lowers(x)), ...items.filter(lowers)]) if (it.kind === 'amount') standingOrNewCounters(story, c, ids, it.counter!, it.n!);
}

/**
 * Counters said in the perfect (「カウンターが1個置かれている」, "has had a counter put on it") are
 * already on the object: a fact of the board the story starts from (122.1), wherever the sentence
 * stands. Said as an event ("a counter is put on it", 「カウンターを置いた」) they are put on at that
 * point of the story, after what was told before.
 */
export function standingOrNewCounters(story: Story, c: Clause, ids: readonly string[], counter: string, n: number): void {
  if (c.verb?.perfect && !c.verb.hypothetical) {
    for (const id of ids) {
      const o = story.get(id)!;
      o.counters[counter] = (o.counters[counter] ?? 0) + n;
    }
    return;
  }
  push(story, { kind: 'counters', ids: [...ids], counter, amount: n }, c);
}

/**
 * "Becomes" frames: a creature's P/T set (613.4b) or switched (613.4d), its colors or types changed (105.3, 205.1b),
 * a size told as reached, and a player's life total told as dropping to a number.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish, totalMayBeLater, plainSize, push, pushSizeTold, role, sizeMayBeLater, sizeReached, useRole } from './util.ts';
import { causeOf } from '../results.ts';

/** "became", "has become", 「なった」「なっている」: a size told as reached (past or perfect), not as an effect happening now ("becomes"). */
const BECAME = { en: /\b(?:became|(?:has|have|had) become)\b/i, ja: /な(?:った|っている|ってい|ってる)/u } as const;

/**
 * "I cast Giant Growth on my Grizzly Bears and it becomes 5/5", 「《巨大化》を撃つと…6/6になる」: "becomes" in the present, told
 * after something that may have changed the creature, tells the size that reached as "became" does (a claim checked
 * once) — read as an effect setting its base P/T, the pump was applied on top again (red team s19b: 8/8).
 */
const BECOMES = { en: /\b(?:becomes|become)\b/i, ja: /な(?:る|ります)/u } as const;

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
  if (setsPt(story, c) || lifeBecomes(story, c)) return;
  // "an effect switches its power and toughness", "its power and toughness are switched",
  // "has its power and toughness switched": the patient is whose P/T it is.
  const v = c.verb!;
  const propOf = (n: NounPhrase | null): NounPhrase | null => (n?.kind === 'property' && n.of ? n.of : null);
  const patient = v.verb === 'switch' ? (v.passive ? (propOf(c.subject) ?? c.subject) : (propOf(c.object) ?? (c.subject?.kind === 'property' ? null : c.subject))) : c.subject?.kind === 'property' ? null : (c.subject ?? c.object);
  if (v.verb === 'switch' && c.subject?.kind === 'property') story.use(c.subject);
  const ids = objectsOf(story, patient, { create: true, plural: true });
  if (v.verb === 'switch') story.use(c.object);
  if (!ids) return;
  if (v.verb === 'switch') {
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'switch-pt' }], untilEndOfTurn: true, text: c.text, static: false }, c);
    return;
  }
  const comp = c.complement ?? c.object;
  if (comp && comp.kind === 'object' && comp.power !== null && comp.toughness !== null && comp.head === 'pt') return sizeBecomes(story, c, ids, comp, comp.power, comp.toughness);
  becomesKind(story, c, ids, comp);
}

/** "my life total drops to 0": the player's life is that. True when the clause says so. */
function lifeBecomes(story: Story, c: Clause): boolean {
  const lifeOf = c.subject?.kind === 'property' && c.subject.noun === 'life' ? c.subject.of : null;
  const to = role(c, 'to');
  if (!(lifeOf && isPlayerish(lifeOf) && to?.kind === 'amount' && to.n !== null)) return false;
  const side = playerOf(story, lifeOf);
  if (side === null) {
    story.problem('unsupported', c.text, 'which-player');
    return true;
  }
  story.use(c.subject);
  useRole(story, c, 'to');
  // After something that may have changed it ("I bolt them and their life drops to 17"), the total
  // is that moment's: read as a further change, the bolt's 3 would be lost twice — refused instead.
  if (totalMayBeLater(story, c)) {
    story.problem('unsupported', c.text, 'total-after-events');
    return true;
  }
  story.life[side] = to.n;
  return true;
}

/**
 * "becomes 0/1": an effect setting its base P/T (613.4b), or a size told as reached.
 * "I cast Giant Growth on it. It has become a 5/5.", "got two +1/+1 counters and became a 4/4", "is enchanted with
 * Holy Strength and became a 4/5", 「…置かれて、4/4になった」: a size reached, told after something that changed the
 * creature (or with an Aura or Anthem there), is what that did — its size then, a claim checked or used once
 * (ir.ts size-told, 613.4), never an effect setting its base P/T with the change applied on top again (red team s15: 8/8).
 * (Only right after a spell or ability told in the same sentence, not "then": "My 2/2 gets +3/+3, then becomes 0/1" and
 * "My 2/2 becomes 0/1. Then it becomes 3/3" tell effects of their own, in order, 613.7.)
 */
function sizeBecomes(story: Story, c: Clause, ids: string[], comp: Extract<NounPhrase, { kind: 'object' }>, power: number, toughness: number): void {
  const eot = c.times.includes('until-eot');
  story.use(comp);
  const found = causeOf(story.events, story.events.length);
  const afterAct = found !== null && (found.cause.kind === 'spell' || found.cause.kind === 'ability') && story.toldIn.get(story.events[found.index]!) === c.sentence && !c.times.includes('later');
  const becomes = !eot && afterAct && BECOMES[story.lang].test(c.verb!.text) && ids.some((id) => sizeMayBeLater(story, c, id));
  // (「3/3になってます」「なっていました」: the perfect of なる, however its ending is spelt, is "has become".)
  const became = BECAME[story.lang].test(c.verb!.text) || (story.lang === 'ja' && c.verb!.perfect && !c.verb!.negated);
  if (!eot && (became || becomes) && plainSize(comp) && ids.some((id) => sizeReached(story, c, id, true))) {
    pushSizeTold(story, c, ids, power, toughness);
    return;
  }
  if (!eot && (became || becomes) && ids.some((id) => sizeMayBeLater(story, c, id))) {
    story.problem('not-understood', c.text, 'state-after-events');
    return;
  }
  push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'set-pt', power, toughness }], untilEndOfTurn: eot, text: c.text, static: false }, c);
}

/** "becomes blue", "becomes an artifact in addition to its other types": its colors or types changed (105.3, 205.1b); else named. */
function becomesKind(story: Story, c: Clause, ids: string[], comp: NounPhrase | null): void {
  const eot = c.times.includes('until-eot');
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
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'set-colors', colors: [...only.colors] }], untilEndOfTurn: eot, text: c.text, static: false }, c);
    return;
  }
  // "becomes an artifact in addition to its other types": a type added (205.1b). Without "in
  // addition", the new type would replace the others: that is not guessed.
  if (only && only.types.length > 0 && only.colors.length === 0 && c.adjectives.includes('extra')) {
    story.use(only);
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === 'extra')));
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'add-types', types: [...only.types], subtypes: [...only.subtypes] }], untilEndOfTurn: eot, text: c.text, static: false }, c);
    return;
  }
  story.problem('not-understood', c.text, 'becomes-what');
}

/**
 * Activated abilities (602.1: "[Cost]: [Effect.] [Activation instructions.]"), read into the engine's
 * ActivatedAbility. The cost is read part by part (602.1a, 118): mana symbols and {T}, a loyalty symbol
 * (606.4), "Sacrifice this", "Pay N life" (119.4), "Sacrifice a/another/N <group>" and "Discard a card"
 * (the activate action names what is sacrificed or discarded, 601.2h). The text after the effect that
 * restricts activation (602.1b, 602.5) is read too: "Activate only as a sorcery" (602.5d), "only once
 * each turn" (602.5b), "only during your turn", "only if <condition>". A mana ability (605.1a: no
 * target, adds mana, not a loyalty ability) may have other instructions after its mana ("This land
 * deals 1 damage to you", "You gain 1 life"): the engine follows them as it resolves, at once (605.3b).
 * Any part not read makes the whole line unmodelled.
 */
import type { ObjectFilter } from '../../engine/types.ts';
import { parseEffects } from './effects.ts';
import { manaAdded, openManaSentence, spendOnly } from './mana.ts';
import { manaInstead } from './mana-instead.ts';
import { handCostPart, payableFromHand } from './hand-abilities.ts';
import { stripActivationCostChanges } from './activation-cost-changes.ts';
import { NUMBER, lowerFirst, numberWord, splitSentences } from './text.ts';
import { parseCondition } from './triggers.ts';
import { articleGroup, parseGroup } from './words.ts';

type Json = Record<string, unknown>;

/** One part of a cost (normalised, and as printed), as the fields of the ability it sets; false if it isn't one the engine pays. */
function costPart(p: string, printed: string, ability: Json): boolean {
  if (/^(?:\{[^}]+\})+$/.test(p)) {
    if (/\{T\}/.test(p)) ability.tap = true;
    // {Q} (untap symbol), {E} (energy) and other symbols the engine doesn't pay.
    return /^(?:\{(?:T|X|\d+|[WUBRGC]|[WUBRG2]\/[WUBRGP]|S)\})+$/.test(p) && !(/\{T\}/.test(p) && p !== '{T}');
  }
  // 113.6, 602.2: "Discard this card", "Exile this card from your hand": it works in the hand (hand-abilities.ts).
  if (handCostPart(p, printed, ability)) return true;
  if (/^sacrifice this$/i.test(p)) {
    ability.sacrificeSelf = true;
    return true;
  }
  let m: RegExpExecArray | null;
  if ((m = /^pay (\d+) life$/i.exec(p))) {
    if (ability.payLife !== undefined) return false;
    ability.payLife = Number(m[1]);
    return Number(m[1]) > 0;
  }
  if ((m = new RegExp(`^sacrifice (a|an|another|${NUMBER.slice(1, -1)}(?: other)?) (.+)$`, 'i').exec(p))) {
    if (ability.sacrificeCost !== undefined) return false;
    const q = m[1]!.toLowerCase();
    const other = q === 'another' || q.endsWith(' other');
    const count = q === 'a' || q === 'an' || q === 'another' ? 1 : numberWord(q.replace(/ other$/, ''));
    if (count === null) return false;
    const g = count === 1 ? articleGroup(m[2]!) : parseGroup(m[2]!);
    // "a creature" is singular, "two artifacts" plural; "you control" is implied by sacrificing (701.21a).
    if (!g || g.plural !== count > 1 || g.filter.controller || g.filter.other) return false;
    const filter: ObjectFilter = { ...g.filter, ...(other ? { other: true } : {}) };
    ability.sacrificeCost = { text: printed, ...(count > 1 ? { count } : {}), filter };
    return true;
  }
  // 602.2b, 122.1: "Remove a +1/+1 counter from this creature", "Remove eight foreshadow counters from
  // this enchantment", "Put a -1/-1 counter on this creature": counters of its own permanent.
  if ((m = new RegExp(`^(remove|put) ${NUMBER} (\\+1/\\+1|-1/-1|[a-z]+) counters? (?:from|on) this$`, 'i').exec(p))) {
    const remove = m[1]!.toLowerCase() === 'remove';
    const amount = numberWord(m[2]!);
    const counter = m[3]!.toLowerCase();
    if (ability.counterCost !== undefined || amount === null || amount < 1 || (remove ? / on this$/i.test(p) : / from this$/i.test(p))) return false;
    // Put as a cost: only counters whose rules the engine reads (+1/+1, -1/-1), not keyword or shield counters.
    if (!remove && counter !== '+1/+1' && counter !== '-1/-1') return false;
    if (remove && /^(?:loyalty|defense|shield|stun)$/.test(counter)) return false;
    ability.counterCost = { text: printed, counter, amount, remove };
    return true;
  }
  // 701.26a: "Tap an untapped creature you control", "Tap two untapped artifacts you control" (the action's `tap` names them).
  if ((m = new RegExp(`^tap ${NUMBER} untapped (.+)$`, 'i').exec(p))) {
    const count = numberWord(m[1]!);
    const g = count === null ? null : count === 1 ? articleGroup(m[2]!) : parseGroup(m[2]!);
    if (ability.tapCost !== undefined || count === null || count < 1 || !g || g.plural !== count > 1 || g.filter.controller !== 'you' || g.filter.other) return false;
    ability.tapCost = { text: printed, ...(count > 1 ? { count } : {}), filter: { ...g.filter } };
    return true;
  }
  if ((m = new RegExp(`^discard ${NUMBER} (?:(.+?) )?cards?$`, 'i').exec(p))) {
    if (ability.discardCost !== undefined) return false;
    const count = numberWord(m[1]!);
    if (count === null || count < 1) return false;
    let filter: ObjectFilter | undefined;
    if (m[2] !== undefined) {
      const g = parseGroup(m[2]) ?? parseGroup(`${m[2]} card`);
      if (!g || g.filter.controller || g.filter.other || g.filter.keywords || g.filter.notKeywords) return false;
      filter = g.filter;
    }
    ability.discardCost = { text: printed, ...(count > 1 ? { count } : {}), ...(filter ? { filter } : {}) };
    return true;
  }
  return false;
}

/** 606.4: a loyalty symbol ("+1", "−3", "0"). */
const LOYALTY = /^[+−-]?\d+$/;

/**
 * 602.1b: the activation instructions at the end of the effect text; returns the effect without them,
 * or null if a sentence starting "Activate" isn't one the engine applies.
 */
function activationInstructions(text: string, ability: Json): string | null {
  const sentences = splitSentences(text);
  while (sentences.length > 0 && /^activate /i.test(sentences[sentences.length - 1]!)) {
    const s = lowerFirst(sentences.pop()!.replace(/\.$/, ''));
    const m = /^activate (.+)$/.exec(s);
    for (const clause of m![1]!.split(/ and (?=only )/)) {
      let c: RegExpExecArray | null;
      if (clause === 'only as a sorcery') ability.sorcery = true;
      else if (clause === 'only once each turn') ability.oncePerTurn = true;
      else if (clause === 'only during your turn') ability.yourTurn = true;
      else if ((c = /^only if (.+)$/.exec(clause))) {
        const condition = parseCondition(c[1]!);
        if (!condition || ability.condition) return null;
        ability.condition = condition;
      } else return null;
    }
  }
  return sentences.join(' ');
}

/**
 * 113.6m: "Return this card from your graveyard to the battlefield [tapped]" / "… to your hand" — an
 * ability that moves its card out of its owner's graveyard works only there (602.2: its owner
 * activates it). The card itself is returned (no target); "tapped": it enters tapped (110.5b).
 * Undefined if the effect isn't that; null if it is but a cost part works only on the battlefield.
 */
function graveyardReturn(effect: string, ability: Json): Json | null | undefined {
  const m = /^return this from your graveyard to (the battlefield( tapped)?|your hand)$/.exec(lowerFirst(effect.replace(/\.$/, '')));
  if (!m) return undefined;
  if (ability.tap || ability.sacrificeSelf || ability.counterCost || ability.mana) return null;
  const effects = m[1] === 'your hand' ? [{ kind: 'return-to-hand', self: true }] : [{ kind: 'put-onto-battlefield', self: true, ...(m[2] ? { tapped: true } : {}) }];
  return { ...ability, zone: 'graveyard', effects };
}

/** A cost that sacrifices exactly one permanent other than the source (601.2h). */
function oneSacrificed(cost: unknown): boolean {
  return typeof cost === 'object' && cost !== null && ((cost as { count?: number }).count ?? 1) === 1;
}

/**
 * The cost of an activated ability ("cost: …", normalised and as printed) read part by part into the
 * ability's fields, with `loyalty` when it is a loyalty symbol (606.4); null if a part isn't one the engine pays.
 */
export function activationCostOf(norm: string, verbatim: string): { ability: Json; costText: string; loyalty: boolean } | null {
  const colon = norm.indexOf(': ');
  if (colon < 0) return null;
  const costText = norm.slice(0, colon);
  const ability: Json = { text: verbatim, cost: verbatim.slice(0, verbatim.indexOf(': ')) };
  const parts = costText.split(/,\s*/);
  const printed = (ability.cost as string).split(/,\s*/);
  const loyalty = parts.length === 1 && LOYALTY.test(parts[0]!);
  if (!loyalty && !parts.every((p, i) => costPart(p, printed.length === parts.length ? printed[i]! : p, ability))) return null;
  if (!payableFromHand(ability)) return null;
  return { ability, costText, loyalty };
}

/**
 * What an activated ability's instructions may not use with its cost: "for each counter on this" after
 * sacrificing it or removing its counters (608.2h, not recorded), "the sacrificed creature's power"
 * without a cost that sacrifices one creature (601.2h).
 */
export function effectsFitCost(ability: Json, effects: readonly { amountFrom?: unknown }[]): boolean {
  if ((ability.sacrificeSelf === true || ability.counterCost !== undefined) && effects.some((x) => x.amountFrom === 'counters')) return false;
  // ("Sacrifice this creature: It deals damage equal to its power": its power as sacrificed, 608.2h — not read.)
  if (ability.sacrificeSelf === true && effects.some((x) => x.amountFrom === 'source-power' || x.amountFrom === 'source-toughness')) return false;
  return !(effects.some((x) => x.amountFrom === 'sacrificed-power') && !oneSacrificed(ability.sacrificeCost));
}

/** An activated ability (normalised line "cost: effect", and the line as printed), or null. */
export function parseActivated(norm: string, verbatim: string): Json | null {
  const read = activationCostOf(norm, verbatim);
  if (!read) return null;
  const { ability, costText, loyalty } = read;
  const colon = norm.indexOf(': ');
  // 602.2b -> 601.2f: "This ability costs {1} less to activate for each …" (activation-cost-changes.ts).
  const effectText = stripActivationCostChanges(norm.slice(colon + 2), ability);
  const rest = effectText === null ? null : activationInstructions(effectText, ability);
  if (rest === null || rest === '') return null;
  // 606.3: a loyalty ability already has its own timing; its text doesn't restrict it further here.
  if (loyalty && Object.keys(ability).some((k) => !['text', 'cost'].includes(k))) return null;
  const fromGraveyard = graveyardReturn(rest, ability);
  if (fromGraveyard !== undefined) return fromGraveyard;
  const sentences = splitSentences(rest).map((s) => lowerFirst(s.replace(/\.$/, '')));
  // 605.1a: "{T}: Add {G}." and abilities that add mana with other instructions after it — never a loyalty ability.
  const mana = loyalty ? null : openManaSentence(sentences[0]!) ? {} : manaAdded(sentences[0]!);
  if (mana) {
    // 106.6: a spending restriction makes the mana one the engine doesn't know.
    const restricted = sentences.slice(1).some(spendOnly);
    // 614.15: "If …, add … instead" changes which mana it adds: mana the engine doesn't know (mana-instead.ts).
    const instead = sentences.slice(1).some(manaInstead);
    const riders = sentences.slice(1).filter((s) => !spendOnly(s) && !manaInstead(s)).join('. ');
    const e = riders === '' ? { targets: [], effects: [] } : parseEffects(riders, verbatim, new Set(), { self: true, it: 'self' });
    // A mana ability has no target (605.1a, 115.6).
    if (!e || e.targets.length > 0) return null;
    return { ...ability, mana: true, ...(restricted || instead ? {} : mana), effects: e.effects };
  }
  // 107.3a, 107.3k: an {X} in the activation cost is announced as it is activated; its text's X is that value.
  const costX = /\{X\}/.test(costText) ? { costX: true } : {};
  const e = parseEffects(rest, verbatim, new Set(), { self: true, it: 'self', ...costX });
  if (!e || !effectsFitCost(ability, e.effects)) return null;
  return { ...ability, ...(e.targets.length > 0 ? { targets: e.targets } : {}), effects: e.effects };
}

/**
 * What an amount question asks (amounts.ts): the amounts it names (damage, life, poison), whose, and how — a yes/no, a
 * change, a prevention — read once from the clause and the story, for the asks of each amount (amount-damage.ts,
 * amount-life.ts).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Comparison, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { VERB_NOUNS } from '../ja/verb-words.ts';
import { isPlayerish, role, sideAsked, yesNoQuestion } from './common.ts';
import { playerOf } from '../refs.ts';
import { damageRoles, dealerSide, innerPlayer, playersAimedAt } from './amount-sides.ts';

/** The comparison said around the stated amount, and whether the ask read carries it. */
export interface Compared {
  readonly cmp: Comparison | null;
  taken: boolean;
}

/** The comparison, for an ask that compares its amount: `{ cmp }` when one was said (and noted as carried). */
export function carry(compared: Compared): { cmp?: Comparison } {
  if (compared.cmp === null) return {};
  compared.taken = true;
  return { cmp: compared.cmp };
}

/** An amount question read: the clause and its amounts, and whether an ask was made yet (`handled`). */
export interface AmountAsk {
  readonly story: Story;
  readonly c: Clause;
  readonly props: Extract<NounPhrase, { kind: 'property' }>[];
  readonly stated: Extract<NounPhrase, { kind: 'amount' }> | null;
  readonly compared: Compared;
  readonly verb: string | null;
  readonly wh: Clause['wh'];
  readonly objectTakes: boolean;
  /** The player or damage said where the damage goes ("face"), not an amount asked. */
  readonly face: Extract<NounPhrase, { kind: 'property' }> | null;
  /** The amounts asked: 'damage', 'life', 'poison' … */
  readonly nouns: Set<string>;
  /** The recipient and source said inside the damage phrase. */
  readonly inner: ReturnType<typeof damageRoles>;
  readonly innerSide: Side | null | undefined;
  readonly side: Side | null;
  /** The players the story aims damage at, when no player is asked and no combat told. */
  readonly aimed: Side[] | null;
  readonly moving: boolean;
  readonly change: 'up' | 'down' | null;
  readonly preventing: boolean;
  readonly negated: { readonly negated?: true };
  handled: boolean;
}

/**
 * The amounts a clause asks and whose they are; true or false when the clause is answered (or refused) already.
 * (From amountAskOf, amounts.ts: what is asked is an amount.)
 */
export function readAmountAsk(story: Story, c: Clause, props: Extract<NounPhrase, { kind: 'property' }>[], stated: Extract<NounPhrase, { kind: 'amount' }> | null, compared: Compared, objectTakes: boolean, statedLife: boolean): AmountAsk | boolean {
  const verb = c.verb?.verb ?? null;
  const wh = c.wh;
  // ("face" — the player hit — is where the damage goes, not what is asked: "how much hits face?")
  const toFace = role(c, 'to');
  const face = props.find((p) => p.noun === 'face' && p.of === null) ?? (toFace?.kind === 'property' && toFace.noun === 'face' ? toFace : null);
  const nouns = new Set(props.filter((p) => p !== face).map((p) => p.noun));
  if (c.asked?.kind === 'amount' && c.asked.counter === 'poison') nouns.add('poison');
  if (verb === 'trample-over' || verb === 'push-through' || verb === 'go-through' || verb === 'assign') nouns.add('damage');
  // ("How much goes to the player?", "how much gets to them?": what goes to a player, with no noun said, is the
  // damage dealt them — as "how much goes to face?". Not to a player whose creature attacks: "how much goes to me?"
  // after my lifelinker attacks asks the life gained, which is left unread.)
  const attacking = new Set(story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers.map((id) => story.get(id)?.controller) : [])));
  const toPlayer = toFace?.kind === 'player' && !attacking.has(story.side(toFace.player));
  if (wh === 'how-much' && nouns.size === 0 && (verb === 'take' || verb === 'deal' || verb === 'hit' || ((face || toPlayer) && (verb === 'go' || verb === 'get')))) nouns.add('damage');
  // (「回復は何点？」: the noun of another act set off by は says what amount is asked — life gained, not damage; left to
  // be named unread, never answered as the damage a player takes.)
  const otherAct = story.lang === 'ja' && [...VERB_NOUNS].some((n) => c.text.includes(`${n}は`));
  if (wh === 'how-much' && nouns.size === 0 && !verb && !otherAct) nouns.add('damage');
  // 「相手は何点失う？」「私は何点回復する？」: points a player loses or gains are life (119.3).
  // "How many creatures does my opponent lose?" asks a count of objects, never life: named as a quantity not counted (red team s19).
  if (wh === 'how-many' && nouns.size === 0 && verb === 'lose' && c.subject !== null && isPlayerish(c.subject) && !c.object && c.asked?.kind === 'object') {
    story.problem('unsupported', c.text, 'creatures-lost');
    return true;
  }
  if ((wh === 'how-much' || wh === 'how-many') && nouns.size === 0 && (verb === 'lose' || verb === 'gain') && c.subject !== null && isPlayerish(c.subject) && !c.object && c.asked?.kind !== 'object') nouns.add('life');
  // 「相手は何点ですか」「相手は何点になりますか」「(相手のライフは15点。)戦闘後は何点?」: the points a player is at, or comes
  // to, are its life total (119.1) — with no player said, that of the one player whose life the story told (none or
  // both told: whose is not guessed).
  const lifeTold = (['A', 'B'] as const).filter((s) => story.life[s] !== undefined);
  if (wh === 'how-much' && nouns.size === 0 && (verb === 'be' || verb === 'become') && c.verb?.negated !== true && !c.object && !c.complement && c.roles.length === 0 && (c.subject !== null ? c.subject.kind === 'player' && playerOf(story, c.subject) !== null : lifeTold.length === 1)) nouns.add('life');
  if (stated && verb === 'take' && nouns.size === 0) nouns.add('damage');
  if (statedLife) nouns.add('life');
  // "How much damage is dealt to the 0/1?", "the damage dealt by my 4/4", 「2/2に与えられるダメージ」: the
  // recipient and source said inside the damage phrase are what is asked, as a "to" role is (510.1c).
  const inner = damageRoles(c, props);
  const dealt = dealerSide(story, c);
  const innerSide = inner.to && isPlayerish(inner.to) && !role(c, 'to') ? innerPlayer(story, inner.to) : undefined;
  const side = innerSide !== undefined ? innerSide : dealt === undefined ? sideAsked(story, c) : dealt;
  // Damage asked of nobody, with no combat told: not "the defending player" (there is none) but the
  // one player the story aims damage at (「相手が《稲妻》を私に撃った。ダメージは通る？」); none or both: not guessed.
  const aimed = side === null && !story.events.some((e) => e.kind === 'attack') ? playersAimedAt(story) : null;
  // "Does my life go down?", 「毒は増えますか」: whether the amount changes that way (yes/no only).
  // Asked with a question word (「ライフは何点増える？」) it is the amount itself, answered with its change.
  const moving = verb === 'increase' || verb === 'decrease';
  if (moving && (nouns.has('damage') || (nouns.has('poison') && verb === 'decrease'))) return false;
  const change = moving && !wh && yesNoQuestion(c) ? (verb === 'increase' ? 'up' : 'down') : null;
  // "Does Fog stop the damage / the poison counters?", 「毒カウンターは防げますか」, "Is the damage prevented?": asked with a
  // verb that keeps the quantity from coming, the yes/no is the other way round — yes when none comes (615.1, 615.6).
  const preventing = verb === 'prevent' || verb === 'stop';
  // "Can I prevent the poison counters?", 「毒カウンターは防げますか」 with nothing told that might prevent it (no spell cast,
  // ability activated or prevention said): asks whether some way exists, which a run of the story can't tell — left
  // unread, never answered "no" from a story in which nobody tried.
  const tried = story.events.some((e) => e.kind === 'prevent' || e.kind === 'cast' || e.kind === 'activate' || (e.kind === 'damage' && e.prevented === true));
  if (preventing && c.verb?.modal != null && !tried) return false;
  // (Asked in the negative in Japanese, the yes/no is of the negative: see ask() in ask-core.ts.)
  const negated = c.verb?.negated === true && story.lang === 'ja' ? ({ negated: true } as const) : {};
  return { story, c, props, stated, compared, verb, wh, objectTakes, face, nouns, inner, innerSide, side, aimed, moving, change, preventing, negated, handled: false };
}

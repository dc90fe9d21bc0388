/** The answer lines of each kind of ask in English (ask-lines.ts). */
import { formatKeyword } from '../../scenario/schema/vocabulary.ts';
import type { Side } from '../types.ts';
import type { AskLines, Counted } from './ask-lines.ts';
import { lookupTable } from '../../core/table.ts';

const ZONE: Record<string, string> = lookupTable({ battlefield: 'the battlefield', graveyard: "its owner's graveyard", exile: 'exile', hand: "its owner's hand", library: "its owner's library", stack: 'the stack', gone: 'nowhere (a token that left the battlefield ceased to exist)' });
const zone = (z: string): string => ZONE[z] ?? z;
/** A zone each player has, said bare after whose it is. */
const OWNED: Record<string, string> = lookupTable({ graveyard: 'graveyard', hand: 'hand', library: 'library' });
/** A permanent is put onto the battlefield, a card into any other zone. */
const into = (z: string): string => (z === 'battlefield' ? 'onto' : 'into');
/** Where a permanent stays: on the battlefield; a card in any other zone. */
const on = (z: string): string => (z === 'battlefield' ? 'on' : 'in');
const player = (side: Side): string => (side === 'A' ? 'you' : 'the opponent');
/** The player as a sentence's subject: "You" / "The opponent". */
const Subject = (side: Side): string => (side === 'A' ? 'You' : 'The opponent');
const plural = (n: number): string => (n === 1 ? '' : 's');
/** "Soldier tokens", "token", "Soldiers" (a subtype said alone counts every permanent of it); "creatures with deathtouch and flying". */
export const permanentsEn = (n: number, what: Counted): string => {
  const kw = what.keywords ?? [];
  if (kw.length === 0) return what.tokens ? `${what.subtype ? `${what.subtype} ` : ''}token${plural(n)}` : `${what.subtype ?? 'permanent'}${plural(n)}`;
  const noun = what.tokens ? `${what.subtype ?? 'creature'} token${plural(n)}` : `${what.subtype ?? 'creature'}${plural(n)}`;
  return `${noun} with ${kw.length === 1 ? kw[0]! : `${kw.slice(0, -1).join(', ')} and ${kw[kw.length - 1]!}`}`;
};
const capital = (t: string): string => `${t.charAt(0).toUpperCase()}${t.slice(1)}`;
const DRAW = 'both players lose at the same time, so the game is a draw (see 104.4a)';
const DRAW_SENTENCE = `${DRAW.charAt(0).toUpperCase()}${DRAW.slice(1)}.`;

export const EN_ASKS: AskLines = {
  yes: (b) => (b ? 'Yes. ' : 'No. '),
  notAll: (n) => (n === 2 ? 'No, not both. ' : 'No, not all of them. '),
  player,
  zone,
  keyword: formatKeyword,
  engineLine: (text, cite) => {
    // The asker and the other player named as the answer lines name them, only before "can't" (the verb doesn't change).
    const body = text.replace(/^Player A can't /, "You can't ").replace(/^Player B can't /, "The opponent can't ");
    if (cite === null) return body;
    const end = body.search(/\.(?= [A-Z]|$)/);
    return end < 0 ? `${body} (${cite})` : `${body.slice(0, end)} (${cite})${body.slice(end)}`;
  },

  fate: {
    delayedWaiting: (text, source) => `${source} made a delayed triggered ability, “${text}”, that triggers only at a later point of the game (603.7a, 603.7b). The story as told ends before then, and what that ability will do could change the answer, so I haven't answered from the moment before it happens. Tell the story up to that point (for example "… then the turn ends") and ask again`,
    delayedFollowed: (text, source) => `Answered at the beginning of the next end step: ${source} made a delayed triggered ability, “${text}”, that waits for that step and could change the answer, so the story was followed until it triggered and resolved (603.7a, 603.7b).`,
    died: (name) => `${name} dies (it is put into its owner's graveyard).`,
    destroyed: (name) => `${name} is destroyed (701.8a): it is put into its owner's graveyard.`,
    notDestroyed: (name, how) => `${name} isn't destroyed (only a "destroy" effect or lethal or deathtouch damage destroys, 701.8b). ${how}`,
    others: (names, died) => `It isn't the only one: ${names.join(', ')} ${died ? (names.length === 1 ? 'dies' : 'die') : names.length === 1 ? 'survives' : 'survive'} as well.`,
    survives: (name, size, dmg) => {
      const extra = !size && dmg <= 0 ? '' : ` (${size ? `${size}${dmg > 0 ? ' with ' : ''}` : 'with '}${dmg > 0 ? `${dmg} damage marked` : ''})`;
      return `${name} survives${extra}.`;
    },
    neverOnBattlefield: (name) => `${name} never was on the battlefield, so it hasn't died.`,
    nothingDies: 'Nothing dies.',
    count: (n) => (n === 0 ? 'None.' : `${n}.`),
    diedAmong: (names) => (names.length === 0 ? 'None of them dies.' : `Died: ${names.join(', ')}.`),
    noneSurvivesAmong: 'None of them survives.',
    nothingSurvives: 'Nothing survives.',
    nothingRemains: 'Nothing remains on the battlefield.',
    stillThere: (names) => `Still on the battlefield: ${names.join(', ')}.`,
    leftAlive: (name, z) => `${name} doesn't die, but it leaves the battlefield (to ${zone(z)}).`,
    stays: (name) => `${name} stays on the battlefield.`,
    leftAndCameBack: (name) => `${name} leaves the battlefield and comes back as a new object (400.7).`,
    entered: (name) => `${name} enters the battlefield and is still there at the end.`,
    leaves: (name, z) => `${name} leaves the battlefield (to ${zone(z)}).`,
    // (A token put there ceases to exist right after, as a state-based action: said so, not as "ends up in nowhere".)
    putInto: (name, to, end) => (end === 'gone' && to !== 'gone' ? `${name} is put ${into(to)} ${zone(to)}, then ceases to exist: a token that has left the battlefield does (111.7, 704.5d).` : `${name} is put ${into(to)} ${zone(to)}${end !== to ? ` (it ends up in ${zone(end)})` : ''}.`),
    exiledAndBack: (name) => `${name} doesn't stay in exile: it is exiled and returned to the battlefield, where it is a new object (400.7) — anything still aimed at the old one has lost its target (608.2b).`,
    keptIn: (name, to) => `${name} stays ${on(to)} ${zone(to)}.`,
    notKeptIn: (name, to, end) => (end === 'gone' ? `${name} doesn't stay ${on(to)} ${zone(to)}: a token that has left the battlefield ceases to exist in any other zone (111.7, 704.5d).` : `${name} doesn't stay ${on(to)} ${zone(to)}; it ends up in ${zone(end)}.`),
    recastGone: (name) => `${name} can't be cast again: it is a token, not a card — a token that has left the battlefield can't move to another zone, and ceases to exist (111.7, 111.8, 704.5d).`,
    recastFromHand: (name) => `${name} is back in its owner's hand as a card, a new object with no memory of its time on the battlefield (400.7): it can be cast again from there like any card in hand, paying its costs again, with the usual timing.`,
    recastLand: (name) => `${capital(name)} is back in its owner's hand, but a land is never cast: it can be played again as a land drop, on its owner's turn in a main phase with the stack empty, if they haven't played a land that turn (305.1, 305.2).`,
    recastLater: (name) => `${capital(name)} is back in its owner's hand as a new object (400.7), but without flash it can be cast only in its owner's own main phase with the stack empty (117.1a, 702.8a) — not during this turn, which is another player's; on its owner's next main phase it can be cast again.`,
    recastUnsettled: (name, end) => `${capital(name)} ends up in ${zone(end)}, not in the hand of the player you asked about, so whether that player can cast it again isn't something I can settle from this.`,
    notPutInto: (name, to, end) => `${name} isn't put ${into(to)} ${zone(to)}; ${end === 'battlefield' ? 'it is still on the battlefield' : `it ends up in ${zone(end)}`}.`,
    ownersZone: (name, to, owner, asked) => `${name} goes to its owner's (${owner === 'A' ? 'your' : "the opponent's"}) ${OWNED[to] ?? to}, not ${asked === 'A' ? 'yours' : "the opponent's"}: a card always goes to its owner's graveyard, hand or library (400.3).`,
    tokenCeased: (name, z) => `${name} is put into ${zone(z)} and, being a token, ceases to exist there.`,
    endsIn: (name, z) => (z === 'battlefield' ? `${name} is still on the battlefield.` : `${name} ends up in ${zone(z)}.`),
    returnedThenCeased: (name) => `${name} is returned to its owner's hand, then ceases to exist as a token outside the battlefield (111.7, 704.5d).`,
    returnsToHand: (name, returned, owner) => `${name} ${returned ? `returns to its owner's${owner ? ` (${owner === 'A' ? 'your' : "the opponent's"})` : ''} hand` : "doesn't return to its owner's hand"}.`,
    returnsToBattlefield: (name, back) => `${name} ${back ? 'comes back to the battlefield (as a new object, 400.7)' : "doesn't come back to the battlefield"}.`,
  },

  state: {
    sizeFromStart: (name, p, t, sp, st) => `${name} is ${p}/${t} (printed ${sp}/${st}).`,
    tapped: (name, tapped) => `${name} ${tapped ? 'is tapped' : 'stays untapped'}.`,
    counters: (name, counter, n, others) => {
      const more = others.length === 0 ? '' : ` (and ${others.map(([k, m]) => `${m} ${k} counter${plural(m)}`).join(', ')})`;
      return `${name} has ${n} ${counter} counter${plural(n)}${more}.`;
    },
    countersPut: (name, counter, n) => `${n} ${counter} counter${plural(n)} ${n === 1 ? 'is' : 'are'} put on ${name}.`,
    countersPutUnknown: (name, counter) => `I can't tell from the run how many ${counter} counters are put on ${name}.`,
    notOnBattlefield: (name, where) => `${name} is no longer on the battlefield${where !== undefined ? ` (${where})` : ''}.`,
    wentTo: (died, z) => (died ? 'it died' : `it went to ${zone(z)}`),
    controls: (name, controller) => `${controller === 'A' ? 'You control' : 'The opponent controls'} ${name}.`,
    noPt: (name, loyalty) =>
      loyalty !== undefined ? `${name} isn't a creature, so it has no power or toughness; its loyalty is ${loyalty} (208.3, 306.5c).` : `${name} isn't a creature, so it has no power or toughness (208.3).`,
    size: (name, p, t) => `${name} is ${p}/${t}.`,
    madeAlike: (name, n) => (n === 1 ? `The ${name}` : `Each of the ${n} ${name}s`),
    keywords: (name, kws) => (kws.length === 0 ? `${name} has no keyword abilities.` : `${name} has ${kws.join(', ')}.`),
    hasKeyword: (name, kw, has) => `${name} ${has ? 'has' : "doesn't have"} ${kw}.`,
  },

  stack: {
    resolves: (name, did) => `${name} ${did ? 'resolves' : "doesn't resolve"}.`,
    left: (name, how) =>
      how === 'fizzled' ? `${name} has only illegal targets, so it doesn't resolve and does nothing (it fizzles; it isn't countered).` : how === 'countered' ? `${name} is countered.` : `${name} resolves.`,
  },

  result: {
    drawNobodyWins: `Nobody wins: ${DRAW}.`,
    drawBothLose: 'Both players lose the game at the same time, so it is a draw (see 104.4a).',
    draw: DRAW_SENTENCE,
    drawAfter: ` ${DRAW_SENTENCE}`,
    oneLoses: (loser) => (loser === 'A' ? 'You lose the game, so the opponent wins.' : 'The opponent loses the game, so you win.'),
    neitherLoses: 'Neither player loses the game, so nobody has won.',
    loses: (side, lost) => `${side === 'A' ? (lost ? 'You lose' : "You don't lose") : lost ? 'The opponent loses' : "The opponent doesn't lose"} the game.`,
    wins: (side, won, draw) =>
      `${won ? (side === 'A' ? 'You win' : 'The opponent wins') : draw ? DRAW_SENTENCE.slice(0, -1) : side === 'A' ? "You don't win" : "The opponent doesn't win"}${won || !draw ? ' the game' : ''}.`,
  },

  damage: {
    isDealt: (name, n) => `${name} ${n > 0 ? `is dealt ${n} damage` : 'is dealt no damage'}.`,
    dealsToObject: (source, name, n) => `${source} ${n > 0 ? `deals ${n} damage` : 'deals no damage'} to ${name}.`,
    dealsInAll: (name, n) => `${name} ${n > 0 ? `deals ${n} damage in all` : 'deals no damage'}.`,
    dealsTo: (name, side, n) => `${name} ${n > 0 ? `deals ${n} damage to ${player(side)}` : `deals no damage to ${player(side)}`}.`,
    takes: (side, n) => `${side === 'A' ? 'You take' : 'The opponent takes'} ${n} damage.`,
  },

  life: {
    lifelinkPrevented: (names) => `, because the damage from ${names.join(' and ')} was prevented: prevented damage is never dealt, so lifelink gains nothing (615.6, 702.15b)`,
    totalNote: (start, end, alone) => (alone ? ` (${start} → ${end})` : ` (with everything else, life ${start} → ${end})`),
    gains: (side, n, total, because) => {
      const s = side === 'A' ? '' : 's';
      return `${Subject(side)} ${n > 0 ? `gain${s} ${n} life${total}` : `gain${s} no life`}${because}.`;
    },
    loses: (side, n, total) => {
      const s = side === 'A' ? '' : 's';
      return `${Subject(side)} ${n > 0 ? `lose${s} ${n} life${total}` : `lose${s} no life`}.`;
    },
    change: (d) => (d === 0 ? 'no change' : `${d > 0 ? 'gained' : 'lost'} ${Math.abs(d)}`),
    total: (side, life, start, how, because) => `${side === 'A' ? 'Your' : "The opponent's"} life total is ${life} (from ${start}: ${how})${because}.`,
    poison: (side, n, added) => `${side === 'A' ? 'You have' : 'The opponent has'} ${n} poison counter${plural(n)} (${added} new).`,
  },

  counts: {
    triggers: (name, n) => `${name}'s ability ${n > 0 ? `triggers ${n === 1 ? 'once' : `${n} times`}` : "doesn't trigger"}.`,
    tokens: (side, n) => `${side === 'A' ? 'You get' : 'The opponent gets'} ${n > 0 ? `${n} token${plural(n)}` : 'no token'}.`,
    sentences: (lines) => lines.join(' '),
    noToken: 'No token is created.',
    onBattlefield: (side, n, what) => `${side === 'A' ? 'You have' : 'The opponent has'} ${n} ${permanentsEn(n, what)} on the battlefield.`,
    noneOnBattlefield: (what) => `There are no ${permanentsEn(2, what)} on the battlefield.`,
    unseenDraws: (side, unseen) => ` (the question doesn't describe ${side === 'A' ? 'your' : "the opponent's"} library, so which card${unseen === 1 ? ' it is' : 's they are'} is unknown)`,
    draws: (side, n, which) => `${side === 'A' ? 'You draw' : 'The opponent draws'} ${n > 0 ? `${n} card${plural(n)}${which}` : 'no card'}.`,
    noDraws: 'Nobody draws a card.',
    discarded: (count) => ` (after discarding ${count} in the cleanup step, 514.1)`,
    handSize: (side, n, why) => `There ${n === 1 ? 'is' : 'are'} ${n} card${plural(n)} in ${side === 'A' ? 'your' : "the opponent's"} hand${why}.`,
  },

  division: {
    legal: (shown, trample, deathtouch) =>
      `That division is legal: there is no damage assignment order, so a creature in combat with two or more creatures divides its combat damage among them as its controller chooses (510.1c, 510.1d)${trample ? `, and with trample damage goes past the blockers once each of them has been assigned lethal damage (702.19b${deathtouch ? '; with deathtouch 1 damage is lethal, 702.2c' : ''})` : ''}. The run divides ${shown}.`,
    player: (side) => (side === 'A' ? 'you' : 'the opponent'),
    notMade: "The division told was never made: that creature assigned no combat damage in the run, so I can't say whether it is legal.",
  },

  legend: {
    applies: (side, name, kept, removed) => `The legend rule applies: ${side === 'A' ? 'you control' : 'the opponent controls'} more than one legendary permanent ${name === null ? 'with the same name' : `named ${name}`}, so ${kept === null ? `${side === 'A' ? 'you choose' : 'they choose'} one of them to keep and the other${removed.length === 1 ? ' goes' : ` ${removed.length} go`} to the graveyard` : `${side === 'A' ? 'you keep' : 'they keep'} one (${kept}) and ${removed.join(', ')} ${removed.length === 1 ? 'goes' : 'go'} to the graveyard`}.`,
    none: (apart) => `The legend rule doesn't apply: ${apart === null ? 'no player controls two or more legendary permanents with the same name' : `the legendary permanents ${apart.name === null ? 'with the same name' : `named ${apart.name}`} are controlled by different players, and it only looks at one player's`}.`,
    noChoice: "The legend rule doesn't apply here, so no player chooses which legendary permanent to keep: nothing is put into the graveyard by it.",
    keep: (side, kept, removed) => `${side === 'A' ? 'You choose' : 'The opponent chooses'} which one to keep, so ${side === 'A' ? 'you' : 'they'} can keep ${kept}; ${removed.join(', ')} ${removed.length === 1 ? 'goes' : 'go'} to the graveyard.`,
  },

  remains: {
    group: (whose, what, subtype) => `${whose === 'you' ? 'your ' : whose === 'opponent' ? "the opponent's " : 'the '}${subtype ? `${subtype} ` : ''}${what === 'token' ? 'tokens' : `${what.toLowerCase()}s`}`,
    owned: (side, label) => `${side === 'A' ? 'your' : "the opponent's"} ${label}`,
    list: (names) => names.join(', '),
    left: (names, survive) => `${capital(names.join(', '))} ${survive ? (names.length === 1 ? 'survives' : 'survive') : names.length === 1 ? 'remains on the battlefield' : 'remain on the battlefield'}.`,
    none: (group, survive) => `None of ${group} in the question ${survive ? 'survives' : 'remains on the battlefield'}.`,
    fresh: (names) => ` (${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} on the battlefield as a new object, 400.7.)`,
  },

  can: {
    notTarget: (caster, target, spell, why) => `${Subject(caster)} can't target ${target}${spell ? ` with ${spell}` : ''}: ${why}.`,
    attack: (name) => `${name} can attack.`,
    attackIfPaid: (name, cost) => `${name} can attack if its controller pays the cost to attack, ${cost} (508.1h); the question doesn't say what mana there is.`,
    block: (blockers, attackers) => `${blockers.join(' and ')} can block ${attackers.join(' and ')}.`,
    target: (caster, target) => `${Subject(caster)} can target ${target}.`,
    cast: (caster, spell, named) => `${Subject(caster)} can cast ${named ? spell : `${/^[aeiou]/.test(spell) ? 'an' : 'a'} ${spell}`}.`,
    activate: (p, source) => `${Subject(p)} can activate ${source}'s ability.`,
  },
};

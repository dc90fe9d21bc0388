/** The restatement's words in English (restate-lines.ts). */
import { formatKeyword } from '../../scenario/schema/vocabulary.ts';
import { assertNever } from '../../core/result.ts';
import { COLOR_NAME_EN } from '../lexicon.ts';
import type { Change, GroupFilter, Moment, Side } from '../types.ts';
import type { Comparison } from '../../language/ir.ts';
import type { AskTexts, EventTexts, LoyaltyWords, RestateLines } from './restate-lines.ts';
import { attackGroups, loyaltyAbility } from './restate-lines.ts';
import { lookupTable } from '../../core/table.ts';
import { permanentsEn } from './en-asks.ts';

/** Zones a yes/no zone question names (400.1). */
const ZONE_NAME: Record<string, string> = lookupTable({ battlefield: 'the battlefield', graveyard: "its owner's graveyard", exile: 'exile', hand: "its owner's hand", library: "its owner's library" });
const STEP: Record<string, string> = lookupTable({ untap: 'untap step', upkeep: 'upkeep', draw: 'draw step', main1: 'main phase', combat: 'combat', main2: 'second main phase', end: 'end step', cleanup: 'cleanup step' });

const player = (side: Side): string => (side === 'A' ? 'you' : 'the opponent');
/** Life told as paid for a spell (a cast told or asked about): " paying 4 life", " paying its Phyrexian mana with life". */
const lifeEn = (e: { lifePaid?: number | undefined; lifeAll?: true | undefined }): string => (e.lifePaid !== undefined ? ` paying ${e.lifePaid} life` : e.lifeAll === true ? ' paying its Phyrexian mana with life' : '');
const whose = (side: Side): string => (side === 'A' ? 'your' : "the opponent's");
const s = (side: Side): string => (side === 'A' ? '' : 's');
/** The auxiliary of a direct question before its subject: "do you", "does the opponent", "does the defending player". */
const doWho = (who: string): string => `${who === 'you' ? 'do' : 'does'} ${who}`;
const isAre = (ids: readonly string[]): string => (ids.length > 1 ? 'are' : 'is');

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A size told as reached, with the keywords told with it: "is then a 3/3 with double strike and trample", "then has first strike and infect". */
function toldTraits(e: { power: number | null; toughness: number | null; keywords?: readonly Parameters<typeof formatKeyword>[0][] | undefined }): string {
  const kws = list((e.keywords ?? []).map(formatKeyword));
  if (e.power === null || e.toughness === null) return `then has ${kws}`;
  return `is then a ${e.power}/${e.toughness}${kws === '' ? '' : ` with ${kws}`}`;
}

/** "an artifact", "a creature", "an Elf", "a Unicorn": the English article for a noun phrase. */
function withArticle(phrase: string): string {
  return `${/^(?:[aeio]|u(?!n[iy]|s[eu]))/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

function group(f: GroupFilter): string {
  const who = f.controller === 'you' ? ' you control' : f.controller === 'opponent' ? ' your opponents control' : '';
  const colors = [...f.notColors.map((c) => `non${COLOR_NAME_EN[c]}`), ...f.colors.map((c) => COLOR_NAME_EN[c])].join(' ');
  const nots = f.notTypes.map((t) => `non${t.toLowerCase()} `).join('');
  const kind = f.subtypes.length > 0 ? f.subtypes.map((x) => `${x}s`).join(' ') : f.types.map((t) => `${t.toLowerCase()}s`).join(' ');
  const kws = f.keywords.length > 0 ? ` with ${f.keywords.map(formatKeyword).join(', ')}` : '';
  return `${f.controller ? '' : 'all '}${f.other ? 'other ' : ''}${colors ? `${colors} ` : ''}${nots}${kind}${kws}${who}`;
}

const sign = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const PLURAL_VERB: Record<string, string> = lookupTable({ gets: 'get', gains: 'gain', loses: 'lose', becomes: 'become', has: 'have' });

function change(c: Change, plural: boolean): string {
  const text = changeText(c);
  return plural ? text.replace(/^(gets|gains|loses|becomes|has)\b/, (v) => PLURAL_VERB[v] ?? v) : text;
}

function changeText(c: Change): string {
  switch (c.kind) {
    case 'modify-pt':
      return `gets ${sign(c.power)}/${sign(c.toughness)}`;
    case 'set-pt':
      return `has base power and toughness ${c.power}/${c.toughness}`;
    case 'switch-pt':
      return 'has its power and toughness switched';
    case 'add-keywords':
      return `gains ${c.keywords.map(formatKeyword).join(' and ')}`;
    case 'remove-keywords':
      return `loses ${c.keywords.map(formatKeyword).join(' and ')}`;
    case 'lose-all-abilities':
      return 'loses all abilities';
    case 'set-colors':
      return `becomes ${c.colors.map((x) => COLOR_NAME_EN[x]).join(' and ')}`;
    case 'add-types':
      return `becomes ${c.types.map((t) => withArticle(t.toLowerCase())).join(' and ')} in addition to its other types`;
    case 'set-types':
      return `becomes ${withArticle(c.types.map((t) => t.toLowerCase()).join(' '))}`;
    default:
      return assertNever(c);
  }
}

/**
 * A point of the turn (500.1) in words: "during the opponent's end step", "on your next turn (in its
 * main phase)". A turn named without a step is taken at its main phase, and the words say so.
 */
function moment(m: Moment): string {
  const who = m.turn === null ? null : whose(m.turn);
  const turn = who ? `${who} ${m.next ? 'next ' : ''}turn` : m.next ? 'the next turn' : '';
  if (m.step === null) return `on ${turn || 'this turn'} (in its main phase)`;
  if (m.step === 'combat') return `during combat${turn ? ` on ${turn}` : ''}`;
  return `during ${who ? `${who}${m.next ? ' next turn’s' : ''} ` : 'the '}${STEP[m.step]}`;
}

const at = (m: Moment | null | undefined): string => (m ? ` ${moment(m)}` : '');

/** A stated amount with the comparison said of it: "more than 2", "at least 3". */
function compared(cmp: Comparison, n: number): string {
  switch (cmp) {
    case 'gt':
      return `more than ${n}`;
    case 'ge':
      return `at least ${n}`;
    case 'lt':
      return `less than ${n}`;
    case 'le':
      return `at most ${n}`;
    default:
      return assertNever(cmp);
  }
}

/** Loyalty abilities named by cost or sign (606.4). */
const LOYALTY: LoyaltyWords = { cost: (sym) => `${sym} ability`, plus: 'plus ability', minus: 'minus ability', ultimate: 'ultimate ability' };

const EVENTS: EventTexts = {
  attack: (e, n) => {
    // Each group by what it attacks (508.1b), attackGroups.
    return attackGroups(e)
      .map(({ at: walker, ids }) => {
        const what = walker !== null ? n.label(walker) : e.target ? player(e.target) : null;
        return `${n.names(ids)} attack${ids.length > 1 ? '' : 's'}${what ? ` ${what}` : ''}`;
      })
      .join('; ');
  },
  block: (e, n) => `${n.names(e.blockers)} block${e.blockers.length > 1 ? '' : 's'} ${n.label(e.attacker)}`,
  change: (e, n) => {
    const plural = e.ref.kind === 'group' || (e.ref.kind === 'things' && e.ref.ids.length > 1);
    const what = e.changes.map((c) => change(c, plural)).join(' and ');
    const eot = e.untilEndOfTurn ? ' until end of turn' : '';
    const stat = e.static && !e.untilEndOfTurn ? ' (a static ability)' : '';
    return `${n.ref(e.ref)} ${what}${eot}${stat}`;
  },
  counters: (e, n) => `${e.amount} ${e.counter} counter${e.amount === 1 ? ' is' : 's are'} put on ${n.names(e.ids)}`,
  destroy: (e, n) => `${n.names(e.ids)} ${isAre(e.ids)} destroyed`,
  exile: (e, n) => `${n.names(e.ids)} ${isAre(e.ids)} exiled`,
  bounce: (e, n) => `${n.names(e.ids)} ${isAre(e.ids)} returned to its owner's hand`,
  sacrifice: (e, n) => `${n.names(e.ids)} ${isAre(e.ids)} sacrificed`,
  'remove-from-combat': (e, n) => `${n.names(e.ids)} ${isAre(e.ids)} removed from combat`,
  damage: (e, n) => {
    const target = [e.target, ...(e.also ?? [])].map(n.target).join(' and ');
    return `${e.together === true ? 'at the same time, ' : ''}${e.source ? n.label(e.source) : 'a source'} deals ${e.amount} damage to ${target}${e.prevented === true ? ', but that damage is prevented' : ''}`;
  },
  life: (e) => `${player(e.side)} ${e.amount >= 0 ? 'gain' : 'lose'}${s(e.side)} ${Math.abs(e.amount)} life`,
  draw: (e) => `${player(e.side)} draw${s(e.side)} ${e.count === 1 ? 'a card' : `${e.count} cards`}`,
  prevent: (e, n) => {
    const to = e.to ? n.ref(e.to) : null;
    const from = e.from ? ` ${n.ref(e.from)} would deal` : '';
    return `${e.amount === 'all' ? `all ${e.combatOnly ? 'combat ' : ''}damage` : `the next ${e.amount} damage`}${from}${to ? ` to ${to}` : ''} is prevented`;
  },
  double: (e, n) => `damage dealt by ${n.ref(e.from)} is doubled`,
  'end-turn': () => 'the turn ends (cleanup step)',
  'first-strike-damage': () => 'first-strike combat damage is dealt',
  'combat-damage': () => 'combat damage is dealt',
  resolve: () => 'what is on the stack resolves',
  dies: (e, n) => `${n.names(e.ids)} ${e.ids.length > 1 ? 'die' : 'dies'}`,
  'survives-told': (e, n) => `${n.names(e.ids)} ${e.ids.length > 1 ? 'survive' : 'survives'} (as told)`,
  'size-told': (e, n) => `${n.label(e.id)} ${toldTraits(e)} (${e.restated ? 'as the question notes it; checked against the rules' : 'as told, with what applies to it'})`,
  attach: (e, n) => `${n.label(e.attachment)} is attached to ${n.label(e.to)}`,
  return: (e, n) => `${n.names(e.ids)} ${e.ids.length > 1 ? 'return' : 'returns'} to the battlefield`,
  regenerate: (e, n) => `${n.names(e.ids)} ${isAre(e.ids)} regenerated`,
  enter: (e, n) => `${n.names(e.ids)} ${e.token ? `${isAre(e.ids)} created` : e.ids.length > 1 ? 'enter the battlefield' : 'enters the battlefield'}`,
  activate: (e, n) => {
    const targets = e.targets.map(n.target);
    const paid = [...(e.sacrifice ? [`sacrificing ${n.names(e.sacrifice)}`] : []), ...(e.payLife !== undefined ? [`paying ${e.payLife} life`] : [])];
    // The loyalty ability by its cost (606.4): "+1", "−2", "0".
    const ability = e.loyalty !== undefined ? loyaltyAbility(e.loyalty, LOYALTY) : 'ability';
    return `${player(e.player)} activate${s(e.player)} ${n.label(e.source)}'s ${ability}${targets.length > 0 ? ` targeting ${list(targets)}` : ''}${paid.length > 0 ? `, ${paid.join(' and ')}` : ''}`;
  },
  moment: (e) => `it is now ${moment(e.moment).replace(/^(?:during|on) /, '')}`,
  cast: (e, n) => {
    const targets = e.targets.map(n.target);
    // The value of X chosen as it is cast (601.2b) decides the answer: the restatement says it.
    // "for 4" is X for a spell with X, the damage told for one without: said as told ("Bolt it for 4").
    // The damage told ("for 2 damage") is said too: the answer checks it (answer.ts toldDamage).
    // (Life paid as its cost, "paying 4 life", is said too: it is the spell's X when its life cost is X.)
    const x = (e.x !== undefined ? (e.xFor === true ? ` for ${e.x}` : ` with X=${e.x}`) : e.dealt !== undefined ? ` for ${e.dealt} damage` : '') + lifeEn(e);
    // The object it enters as a copy of (614.12a, 707.2) decides what it is: said.
    const copy = e.copyOf !== undefined ? `, which enters as a copy of ${n.label(e.copyOf)}` : '';
    // (What was sacrificed with it — its cost's choice, 601.2h — decides what is left to respond to: said.)
    const sacrificed = e.sacrificed !== undefined ? `, sacrificing ${n.names(e.sacrificed)}` : '';
    return `${player(e.caster)} cast${s(e.caster)} ${n.spell(e.spell)}${x}${targets.length > 0 ? ` targeting ${list(targets)}` : ''}${sacrificed}${e.prevented === true ? ', but the damage it deals is prevented' : ''}${copy}`;
  },
};

/** Who a question about damage or poison asks of, when it named nobody: the defending player. */
const asked = (side: Side | null): string => (side === null ? 'the defending player' : player(side));

const ACTIVATED: Record<string, string> = lookupTable({ mana: 'mana ability', equip: 'equip ability', tap: 'ability with {T} in its cost' });

const ASKS: AskTexts = {
  outcome: (a) => {
    if (a.about === 'remains' && !a.count && !a.among?.role) return `what remains on ${a.among?.side ? `${whose(a.among.side)} side of ` : ''}the battlefield`;
    if (!a.about || (!a.among && !a.count)) return 'what happens';
    // "How many of my creatures die?", "Do two blockers survive?": the group asked of, as narrowed.
    const group = `${a.among?.side ? `${whose(a.among.side)} ` : ''}${a.among?.role === 'attacker' ? 'attacking ' : a.among?.role === 'blocker' ? 'blocking ' : ''}creatures`;
    const verb = a.about === 'dies' ? 'die' : a.about === 'remains' ? 'remain' : 'survive';
    if (a.count) return `do ${a.count.cmp ? compared(a.count.cmp, a.count.n) : a.count.n} ${a.among ? `of ${group}` : 'creatures'} ${verb}`;
    return `which of ${group} ${verb}`;
  },
  dies: (a, n) => {
    // ("Does Shock kill it?", "Does the 3/3's damage kill it?": the cause said is part of the question.)
    const cause = a.by !== undefined ? ` ${a.destroyed === true ? 'by' : 'of'} ${a.damage === true ? `${n.label(a.by)}'s damage` : n.label(a.by)}` : a.damage === true ? ` ${a.destroyed === true ? 'by' : 'of'} the damage` : '';
    return a.destroyed === true ? `is ${a.only === true ? 'only ' : ''}${n.label(a.id)} ${a.positive ? '' : 'not '}destroyed${cause}` : `does ${a.only === true ? 'only ' : ''}${n.label(a.id)} ${a.positive ? 'die' : 'survive'}${cause}`;
  },
  pt: (a, n) => (a.is ? `is ${n.label(a.id)} ${a.is.power}/${a.is.toughness}` : `what are ${n.label(a.id)}'s power and toughness`),
  life: (a) => {
    if (a.change) return `does ${whose(a.side)} life total go ${a.change}`;
    // ("Is he at 2 life?": the total asked of, as asked — not "how much life does he have".)
    if (a.is !== undefined) return `is ${whose(a.side)} life total ${a.cmp ? compared(a.cmp, a.is) : a.is}`;
    return `how much life ${doWho(player(a.side))} have`;
  },
  loses: (a) => {
    if (a.draw) return 'is the game a draw';
    if (a.who) return 'who loses the game';
    if (a.survives) return `${doWho(player(a.side))} survive (not lose the game)`;
    return `${doWho(player(a.side))} lose the game`;
  },
  wins: (a) => (a.who ? 'who wins the game' : `${doWho(player(a.side))} win the game`),
  'deals-damage': (a, n) => {
    if (a.any) return a.howMuch ? `how much damage does ${n.label(a.id)} deal in all` : `does ${n.label(a.id)} deal any damage`;
    return a.howMuch ? `how much damage does ${n.label(a.id)} deal to ${asked(a.side)}` : `does ${n.label(a.id)} deal damage to ${asked(a.side)}`;
  },
  keywords: (a, n) => `what abilities does ${n.label(a.id)} have`,
  // ("Does any damage get through?" is asked yes or no, and answered so: restated as asked, not as "how much".)
  'damage-taken': (a) => (a.cmp && a.amount !== undefined ? `${doWho(asked(a.side))} take ${compared(a.cmp, a.amount)} damage` : a.yesNo === true && a.amount === undefined && a.prevented !== true && a.negated !== true ? `${doWho(asked(a.side))} take any damage` : `how much damage ${doWho(asked(a.side))} take`),
  poison: (a) => `how many poison counters ${doWho(asked(a.side))} have`,
  'dealt-damage': (a, n) => {
    if (a.by !== undefined && a.howMuch) return `how much damage does ${n.label(a.by)} deal to ${n.label(a.id)}`;
    if (a.by !== undefined) return `does ${n.label(a.by)} deal ${a.amount !== undefined ? `${a.cmp ? compared(a.cmp, a.amount) : a.amount} ` : ''}damage to ${n.label(a.id)}`;
    if (a.amount !== undefined) return `is ${n.label(a.id)} dealt ${a.cmp ? compared(a.cmp, a.amount) : a.amount} damage`;
    return a.howMuch ? `how much damage is ${n.label(a.id)} dealt` : `is ${n.label(a.id)} dealt any damage`;
  },
  'life-gained': (a) => {
    if (a.who || a.howMuch) return `how much life ${doWho(player(a.side))} gain`;
    return a.amount !== undefined ? `${doWho(player(a.side))} gain ${a.cmp ? compared(a.cmp, a.amount) : a.amount} life` : `${doWho(player(a.side))} gain any life`;
  },
  'life-lost': (a) => (a.howMuch ? `how much life ${doWho(player(a.side))} lose` : a.amount !== undefined ? `${doWho(player(a.side))} lose ${a.cmp ? compared(a.cmp, a.amount) : a.amount} life` : `${doWho(player(a.side))} lose any life`),
  triggers: (a, n) => `does ${n.label(a.id)}'s ability trigger`,
  'made-tokens': (a) => {
    const which = `${a.side !== null ? whose(a.side) : 'the'} ${a.subtype ? `${a.subtype} ` : ''}tokens made`;
    return a.what === 'pt' ? `what are the power and toughness of ${which}` : `what abilities do ${which} have`;
  },
  tokens: (a) => {
    if (a.now) {
      const what = permanentsEn(2, { subtype: a.subtype, tokens: !a.cards, ...(a.keywords ? { keywords: a.keywords } : {}) });
      return a.side === null ? `how many ${what} are on the battlefield` : `how many ${what} ${doWho(player(a.side))} have on the battlefield`;
    }
    if (a.side === null) return `does ${a.subtype ? `a ${a.subtype} token` : 'a token'} enter the battlefield`;
    return `${doWho(player(a.side))} get ${a.subtype ? `a ${a.subtype} token` : 'tokens'}`;
  },
  draws: (a) => (a.side === null ? 'who draws cards, and how many' : `${doWho(player(a.side))} draw a card`),
  'hand-size': (a) => `how many cards are in ${whose(a.side)} hand`,
  returns: (a, n) => (a.back ? `does ${n.label(a.id)} come back (to the battlefield or its owner's hand)` : a.to === 'hand' ? `does ${n.label(a.id)} return to ${a.whose ? whose(a.whose) : "its owner's"} hand` : `does ${n.label(a.id)} come back to the battlefield`),
  bigger: (a, n) => `is ${n.label(a.id)} ${a.bigger ? 'bigger' : 'smaller'}`,
  tapped: (a, n) => `does ${n.label(a.id)} become tapped`,
  resolves: (a, n) => `does ${n.label(a.id)} resolve`,
  fizzles: (a, n) => `does ${n.label(a.id)} fizzle (fail to resolve with only illegal targets)`,
  countered: (a, n) => `is ${n.label(a.id)} countered`,
  'has-counters': (a, n) => (a.put ? `how many ${a.counter} counters are put on ${n.label(a.id)}` : a.howMany ? `how many ${a.counter} counters does ${n.label(a.id)} have` : a.amount !== undefined ? `does ${n.label(a.id)} have exactly ${a.amount} ${a.counter} counter${a.amount === 1 ? '' : 's'}` : `does ${n.label(a.id)} still have ${a.counter} counters`),
  'legend-rule': (a) => {
    if (a.keep === 'both') return `can ${a.side === null ? 'its controller' : player(a.side)} keep both legendary permanents with the same name`;
    if (a.keep !== undefined) return `can ${a.side === null ? 'its controller' : player(a.side)} keep the newer one of the legendary permanents with the same name`;
    return `does the legend rule apply${a.side === null ? '' : ` to ${whose(a.side)} permanents`}`;
  },
  'division-legal': () => 'may the combat damage be divided as told',
  'any-remains': (a) => {
    const f = a.filter;
    const whose = f?.controller === 'you' ? 'your ' : f?.controller === 'opponent' ? "the opponent's " : '';
    const what = f === null || (f.types.length === 0 && f.nontoken === null) ? `any of ${whose || 'the '}permanents` : f.nontoken === false ? `any of ${whose || 'the '}tokens` : `any of ${whose || 'the '}${f.types[0]?.toLowerCase() ?? 'permanent'}s`;
    return `${a.negated ? 'does none of' : 'does'} ${what} ${a.survive ? 'survive' : 'remain on the battlefield'}`;
  },
  controller: (a, n) => `who controls ${n.label(a.id)}`,
  zone: (a, n) => {
    if (a.recast && a.whose) return `can ${player(a.whose)} cast ${n.label(a.id)} again`;
    if (a.gone) return `is ${n.label(a.id)} off the battlefield for good at the end`;
    if (a.stay) return `does ${n.label(a.id)} stay on the battlefield`;
    if (a.kept && a.to) return `is ${n.label(a.id)} still ${a.to === 'battlefield' ? 'on' : 'in'} ${ZONE_NAME[a.to]} at the end`;
    if (a.to && a.whose) return `is ${n.label(a.id)} put into ${whose(a.whose)} ${a.to}`;
    if (a.to) return `is ${n.label(a.id)} put ${a.to === 'battlefield' ? 'onto' : 'into'} ${ZONE_NAME[a.to]}`;
    return `where does ${n.label(a.id)} end up`;
  },
  'has-keyword': (a, n) => `does ${n.label(a.id)} have ${formatKeyword(a.keyword)}`,
  // "Can I attack with X?": who attacks is part of the question (508.1a), so it is said back.
  'can-attack': (a, n) => (a.by ? `can ${player(a.by)} attack with ${n.label(a.id)}${at(a.at)}` : `can ${n.label(a.id)} attack${at(a.at)}`),
  'can-block': (a, n) => `can ${n.names(a.blockers)} block ${n.names(a.attackers)}${at(a.at)}`,
  'can-target': (a, n) => `can ${player(a.caster)} target ${n.label(a.target)} with ${a.spell ? n.label(a.spell).replace(/^(?:your|the opponent's) /u, '') : 'a spell'}`,
  'can-cast': (a, n, respond) => {
    const targets = a.targets.map(n.target);
    return `can ${player(a.caster)} cast ${n.spell(a.spell)}${lifeEn(a)}${targets.length > 0 ? ` targeting ${list(targets)}` : ''}${at(a.at)}${respond ? ' in response' : ''}`;
  },
  'can-activate': (a, n, respond) => {
    const which = a.loyalty !== undefined ? loyaltyAbility(a.loyalty, LOYALTY) : ((a.ability && ACTIVATED[a.ability]) ?? 'ability');
    const targets = a.targets.map(n.target);
    return `can ${player(a.player)} activate ${n.label(a.source)}'s ${which}${targets.length > 0 ? ` targeting ${list(targets)}` : ''}${a.again ? ' a second time this turn' : ''}${at(a.at)}${respond ? ' in response' : ''}`;
  },
};

export const EN_RESTATE: RestateLines = {
  player,
  list,
  group,
  change,
  moment,
  describedSpell: withArticle,
  events: EVENTS,
  asks: ASKS,
  extra: {
    counters: (c, n) => `${n} ${c} counter${n === 1 ? '' : 's'}`,
    damage: (n) => `${n} damage marked`,
    printedCounters: (c, n) => `${n} ${c} counter${n === 1 ? '' : 's'}: not said, so as printed, as it entered`,
    tapped: 'tapped',
    chosenType: (type) => `${type} chosen as its creature type`,
    summoningSick: 'summoning sick',
    controlledBy: (side) => `controlled by ${player(side)}`,
    copyOf: (name) => `a copy of ${name}`,
    ability: (text) => `"${text}"`,
    withExtra: (label, extras) => `${label} (${extras.join(', ')})`,
    // (An English label keeps its keywords: "your 6/6 trample double strike creature".)
    having: (label, keywords) => `${label} with ${list(keywords)}`,
  },
  setup: (items) => `there ${items.length === 1 ? 'is' : 'are'} ${list(items.map((i) => i.text))}`,
  life: (side, life) => `${player(side)} ${side === 'A' ? 'are' : 'is'} at ${life} life`,
  hand: (side, n) => `${player(side)} ${side === 'A' ? 'have' : 'has'} ${n} card${n === 1 ? '' : 's'} in hand`,
  emptyGraveyard: (side) => `${side === 'A' ? 'your' : "the opponent's"} graveyard is empty`,
  noneOf: (controller, k) => {
    const kind = `${k.other ? 'other ' : ''}${[...k.subtypes, ...k.types.map((t) => t.toLowerCase())].join(' ') || 'permanent'}s`;
    return controller === null ? `there are no ${kind} on the battlefield` : `${player(controller)} ${controller === 'A' ? 'control' : 'controls'} no ${kind}`;
  },
  library: (side, n) => `${player(side)} ${side === 'A' ? 'have' : 'has'} ${n} card${n === 1 ? '' : 's'} in ${side === 'A' ? 'your' : 'their'} library`,
  poison: (side, n) => `${player(side)} ${side === 'A' ? 'have' : 'has'} ${n} poison counter${n === 1 ? '' : 's'}`,
  noMana: (side) => `${player(side)} ${side === 'A' ? 'have' : 'has'} no mana from lands`,
  asResult: ' (as its result, checked against the run)',
  noDeathThisTurn: 'no creature has died this turn (700.4)',
  deathThisTurn: 'a creature has already died this turn (700.4)',
  untargeted: ' (it has no target, 115.1a: it does what its text says to what the text names, whatever it was aimed at)',
  asStatic: (by) => ` (as what the static ${by.length > 1 ? 'abilities' : 'ability'} of ${by.join(' and ')} ${by.length > 1 ? 'give' : 'gives'}, checked against the run)`,
  inResponse: (text) => `in response, ${text}`,
  inResponseToTrigger: (text, of) => `in response to the triggered ability${of !== null ? ` of ${of}` : ''} on the stack, ${text}`,
  resolves: (name) => `${name} resolves`,
  whileOnStack: (top, text) => `while ${top} is still on the stack, ${text}`,
  abilityOf: (source) => `${source}'s ability`,
  choosingColor: (color) => `, choosing ${color} as it resolves`,
  triggerTarget: (source, targets) => `the triggered ability of ${source} targets ${targets}`,
  triggerTargetTried: (source) => `nothing says what the triggered ability of ${source} targets: every legal choice was tried and gives the same answer, and the steps show one of them (603.3d)`,
  assigns: (from, amount, to) => `${from} assigns ${amount === null ? 'the rest' : amount} of its combat damage to ${to}`,
  unlessPaid: (cost, paid) => `the ${cost ?? 'cost'} asked to keep a spell from being countered is ${paid ? '' : 'not '}paid`,
  impliedAttacker: (name) => `${name} is assumed as the attacking creature`,
  setAside: (kind, words) => (kind === 'claim' ? `“${words}” is a claim, checked by the answer, not a fact of the board` : `“${words}” is set aside (it says nothing of the game)`),
  respelt: (written, read) => `“${written}” is read as “${read}”`,
  whole: (parts, asks, notes) => {
    const body = parts.join('; ');
    const note = notes.length > 0 ? ` (Note: ${notes.join('; ')}.)` : '';
    return `I understood your question as: ${body}${body ? '. ' : ''}Question${asks.length > 1 ? 's' : ''}: ${asks.join('; ')}?${note}`;
  },
};

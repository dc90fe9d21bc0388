/** A Scenario's restatement in English (scenario-lines.ts). */
import type { NumberRange } from '../../engine/types.ts';
import { FIELD_WORDS, rangeWords } from '../../engine/compare.ts';
import { colorWordsEn } from '../../scenario/labels.ts';
import { formatKeyword } from '../../scenario/schema/vocabulary.ts';
import { ZONE_EN } from '../trace-words.ts';
import { assertNever } from '../../core/result.ts';
import type { CastAction, Replacement, ScenarioLines } from './scenario-lines.ts';
import { FACE_EN } from './en-stack.ts';
import { modifierHow } from './scenario-lines.ts';

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const s = (n: number): string => (n === 1 ? '' : 's');

/** 105.2: the color-count words of a filter ("multicolored", "monocolored", "colorless"), else "with exactly N colors". */
function colorCount(c: { exactly?: number; atLeast?: number; atMost?: number } | undefined): string | null {
  if (!c) return null;
  if (c.exactly === 0) return 'colorless';
  if (c.exactly === 1) return 'monocolored';
  if (c.atLeast === 2 && c.atMost === undefined && c.exactly === undefined) return 'multicolored';
  const n = c.exactly ?? c.atLeast ?? c.atMost ?? 0;
  const how = c.exactly !== undefined ? '' : c.atLeast !== undefined ? ' or more' : ' or fewer';
  return `${n}${how}-colored`;
}

/** "power 2 or less", "mana value 3 or greater": a filter's number comparisons (202.3, 208). */
function statWords(sel: { power?: NumberRange; toughness?: NumberRange; manaValue?: NumberRange }): string[] {
  return (['power', 'toughness', 'manaValue'] as const).flatMap((f) => (sel[f] ? [`${FIELD_WORDS[f]} ${rangeWords(sel[f])}`] : []));
}

const CANT_WHAT: Record<string, string> = { 'prevent-damage': "damage can't be prevented", 'gain-life': "can't gain life", 'lose-life': "can't lose life", 'lose-game': "can't lose the game", 'win-game': "can't win the game" };

/** A replacement or prevention effect an action adds (614, 615). */
function replacement(r: Replacement, label: (id: string) => string): string {
  const name = r.text ? `“${r.text}”` : (r.id ?? '');
  switch (r.kind) {
    case 'prevent':
      return `prevention effect ${name} (${r.amount === 'all' ? 'all' : r.amount === 'half-up' ? 'half, rounded up' : r.amount === 'half-down' ? 'half, rounded down' : r.amount}${r.combatOnly ? ', combat damage only' : ''})`;
    case 'damage-modifier':
      return `damage replacement effect ${name} (${modifierHow(r)})`;
    case 'regeneration-shield':
      return `regeneration shield on ${label(r.object)}`;
    case 'zone-change':
      return `zone-change replacement effect ${name} (${r.to} → ${r.instead})`;
    case 'token-multiplier':
      return `token-creation replacement effect ${name} (×${r.factor})`;
    case 'event-replacement':
      return `replacement effect ${name} (${r.event} → ${r.instead.kind})`;
    case 'enters-as-copy':
      return `"enter as a copy of ${label(r.of)}" replacement effect ${name}`;
    case 'counter-modifier':
      return `counter replacement effect ${name} (${modifierHow(r)})`;
    case 'enters-tapped':
      return `"enter tapped" replacement effect ${name}`;
    case 'enters-with-counters':
      return `"enter with additional counters" replacement effect ${name}`;
    case 'cant':
      return `"can't" effect ${name} (${CANT_WHAT[r.what]})`;
    default:
      return assertNever(r);
  }
}

/** The targets an action chooses, by the word each is chosen for (115.1). */
function targets(t: Record<string, string[]> | undefined, target: (id: string) => string): string {
  if (!t || Object.keys(t).length === 0) return '';
  const parts = Object.entries(t).map(([w, ids]) => `${w}: ${ids.map((id) => target(id)).join(', ')}`);
  return ` (targets ${parts.join('; ')})`;
}

/** Session 2 (H1): the announced choices of a cast action (601.2b) and the mana sources it taps (601.2g). */
function castChoices(a: CastAction, label: (id: string) => string): string {
  const parts: string[] = [];
  if (a.kicks !== undefined && a.kicks > 1) parts.push(`kicked ${a.kicks} times`);
  else if (a.kicked || (a.kicks ?? 0) > 0) parts.push('kicked');
  if (a.modes && a.modes.length > 0) parts.push(`modes ${a.modes.map((m) => m + 1).join(', ')}`);
  if (a.alternative) parts.push(a.alternative === 'without paying its mana cost' ? a.alternative : `for its ${a.alternative} cost`);
  if (a.flashCost) parts.push('paying its flash cost');
  if (a.mana && a.mana.length > 0) parts.push(`tapping ${a.mana.map((id) => label(id)).join(', ')} for mana`);
  if (parts.length === 0) return '';
  return ` (${parts.join('; ')})`;
}

/** H3: how the card is cast — as its Adventure / a half / face down, by flashback / jump-start (601.3e). */
function altCast(a: CastAction, label: (id: string) => string): string {
  const parts: string[] = [];
  if (a.castAs !== undefined && a.castAs !== 'normal') parts.push(`as ${FACE_EN[a.castAs] ?? a.castAs}`);
  if (a.using !== undefined) parts.push(`by ${a.using}`);
  if (a.discard !== undefined) parts.push(`discarding ${label(a.discard)}`);
  if (parts.length === 0) return '';
  return ` (${parts.join(', ')})`;
}

export const EN_SCENARIO: ScenarioLines = {
  player: (id) => `player ${id}`,
  colors: colorWordsEn,
  types: (types, subtypes, supertypes) => [...supertypes, ...subtypes, ...types].join(' '),
  allCreatureTypes: '(all creature types)',
  keyword: formatKeyword,
  keywordSep: ', ',
  quote: (text) => `“${text}”`,

  object: {
    owner: (controller) => `${controller}'s `,
    ownerAlone: (controller) => controller,
    kind: (parts) => parts.join(' '),
    token: ' token',
    loyalty: (n) => `loyalty ${n}`,
    defense: (n) => `defense ${n}`,
    adventure: (name) => `Adventure “${name}”`,
    split: (names) => `split card (${names.join(' // ')})`,
    faceDown: 'face down',
    commander: 'a commander',
    counters: (kind, n) => `${n} ${kind} counter${s(n)}`,
    damage: (n) => `${n} damage`,
    tapped: 'tapped',
    attachedTo: (label) => `attached to ${label}`,
    inZone: (zone) => `in ${ZONE_EN[zone]}`,
    join: (bits) => bits.join('; '),
  },

  selector: {
    objects: (labels) => labels.join(' and '),
    itself: 'itself',
    attachedTo: (source) => (source ? `what ${source} is attached to` : 'what it is attached to'),
    filter(sel, d) {
      const types = sel.types && sel.types.length > 0 ? sel.types : null;
      const words: string[] = [];
      if (sel.other) words.push('other');
      if (sel.colors?.length) words.push(sel.colors.map((c) => colorWordsEn([c])).join(' or '));
      if (sel.notColors?.length) words.push(sel.notColors.map((c) => `non${colorWordsEn([c])}`).join(', '));
      if (sel.notTypes?.length) words.push(sel.notTypes.map((t) => `non-${t.toLowerCase()}`).join(', '));
      if (sel.notSupertypes?.length) words.push(sel.notSupertypes.map((t) => `non${t.toLowerCase()}`).join(', '));
      if (sel.notSubtypes?.length) words.push(sel.notSubtypes.map((t) => `non-${t}`).join(', '));
      if (sel.allTypes?.length) words.push(sel.allTypes.filter((t) => !(sel.types ?? []).includes(t)).map((t) => t.toLowerCase()).join(' '));
      const count = colorCount(sel.colorCount);
      if (count) words.push(count);
      if (sel.token === false) words.push('nontoken');
      if (sel.historic !== undefined) words.push(sel.historic ? 'historic' : 'nonhistoric');
      if (sel.combat) words.push(sel.combat === 'attacking-or-blocking' ? 'attacking or blocking' : sel.combat);
      if (sel.supertypes?.length) words.push(sel.supertypes.map((t) => t.toLowerCase()).join(' or '));
      if (sel.subtypes?.length) words.push(sel.subtypes.join(' or '));
      const tokens = sel.token === true;
      words.push(types ? types.map((t) => (tokens ? t.toLowerCase() : `${t.toLowerCase()}s`)).join(' and ') : sel.subtypes?.length || tokens ? '' : 'permanents');
      let out = words.filter(Boolean).join(' ');
      if (tokens) out += ' tokens';
      if (sel.keywords?.length) out += ` with ${sel.keywords.map((k) => d.keyword({ keyword: k })).join(' or ')}`;
      if (sel.notKeywords?.length) out += ` without ${sel.notKeywords.map((k) => d.keyword({ keyword: k })).join(' or ')}`;
      for (const w of statWords(sel)) out += ` with ${w}`;
      if (sel.controller === 'you') out += ' you control';
      if (sel.controller === 'opponent') out += ' your opponents control';
      if (sel.zone && sel.zone !== 'battlefield') out += ` in ${ZONE_EN[sel.zone]}`;
      return `all ${out}`;
    },
  },

  modifications: {
    copy: (m, d) => `becomes a copy of ${d.label(m.of)}`,
    'set-controller': (m, d) => (m.player === undefined ? "the effect's controller gains control" : `${d.player(m.player)} gains control`),
    'set-types': (m, d) => `becomes a ${d.types(m.types, m.subtypes ?? [])}`,
    'add-types': (m, d) => (m.allCreatureTypes ? 'is also every creature type' : `is also ${d.types(m.types ?? [], m.subtypes ?? [], m.supertypes ?? [])}`),
    'remove-types': (m, d) => `loses ${m.allCreatureTypes ? 'all creature types' : d.types(m.types ?? [], m.subtypes ?? [], m.supertypes ?? [])}`,
    'set-colors': (m, d) => (m.colors.length === 0 ? 'becomes colorless' : `becomes ${d.colors(m.colors)}`),
    'add-colors': (m, d) => `is also ${d.colors(m.colors)}`,
    'add-keywords': (m, d) => `gains ${m.keywords.map((k) => d.keyword(k)).join(', ')}`,
    'remove-keywords': (m, d) => `loses ${m.keywords.map((k) => d.keyword({ keyword: k })).join(', ')}`,
    'add-abilities': (m, d) => `gains ${m.abilities.map((a) => (a.text ? d.quote(a.text) : `“${d.effectBody(a.modifications, a.affects, null)}”`)).join(', ')}`,
    'add-triggers': (m, d) => `gains ${m.triggers.map((t) => d.quote(t.text)).join(', ')}`,
    'add-activated': (m, d) => `gains ${m.activated.map((t) => d.quote(t.text)).join(', ')}`,
    'lose-all-abilities': () => 'loses all abilities',
    'cant-have-keywords': (m, d) => `can't have ${m.keywords.map((k) => d.keyword({ keyword: k })).join(', ')}`,
    'set-pt-cda': (m, d) => {
      const v = (x: typeof m.power): string => (x === null ? '—' : x.kind === 'fixed' ? String(x.value) : x.kind === 'source-counters' ? `(the number of ${x.counter ?? ''} counters on its source)`.replace('  ', ' ') : `(the number of ${d.selector(x.filter, null).replace(/^all /, '')})`);
      return `P/T is ${v(m.power)}/${v(m.toughness)}`;
    },
    'set-pt': (m) => `has base P/T ${m.power ?? '—'}/${m.toughness ?? '—'}`,
    'modify-pt': (m) => `${signed(m.power)}/${signed(m.toughness)}`,
    'modify-pt-per': (m, d) => `${signed(m.power)}/${signed(m.toughness)} for each of ${m.per.kind === 'fixed' ? String(m.per.value) : m.per.kind === 'source-counters' ? `the ${m.per.counter ?? ''} counters on its source`.replace('  ', ' ') : d.selector(m.per.filter, null)}`,
    'switch-pt': () => 'switches power and toughness',
  },
  effectBody: (what, whom) => `${what.join(', ')} → ${whom}`,
  duration: { 'end-of-turn': 'until end of turn', 'while-source': 'while its source remains' },
  effect: (ts, text, body, dur) => `[${ts}] ${text ? `${text} ` : ''}${body}${dur ? ` (${dur})` : ''}`,
  newEffect: (body, dur) => `a new effect: ${body}${dur ? ` (${dur})` : ''}`,

  actions: {
    'end-effect': (a) => `effect ${a.effect} ends`,
    damage: (a, d) => {
      const src = a.source ? d.label(a.source) : null;
      return `${a.amount} damage to ${d.target(a.target)}${src ? ` from ${src}` : ''}`;
    },
    'add-counters': (a, d) => `put ${a.amount} ${a.counter} counter${s(a.amount)} on ${d.target(a.target)}`,
    'remove-counters': (a, d) => `remove ${a.amount} ${a.counter} counter${s(a.amount)} from ${d.target(a.target)}`,
    life: (a, d) => `${d.player(a.player)} ${a.amount >= 0 ? 'gains' : 'loses'} ${Math.abs(a.amount)} life`,
    destroy: (a, d) => `destroy ${d.label(a.object)}`,
    sacrifice: (a, d) => `sacrifice ${d.label(a.object)}`,
    exile: (a, d) => `exile ${d.label(a.object)}`,
    'return-to-hand': (a, d) => `return ${d.label(a.object)} to its owner's hand`,
    move: (a, d) => `put ${d.label(a.object)} into ${ZONE_EN[a.to]}`,
    tap: (a, d) => `tap ${d.label(a.object)}`,
    untap: (a, d) => `untap ${d.label(a.object)}`,
    attach: (a, d) => `attach ${d.label(a.object)} to ${d.target(a.to)}`,
    unattach: (a, d) => `unattach ${d.label(a.object)}`,
    create: (a, d) => {
      const desc = d.object(a.object, true);
      const name = a.object.name?.trim();
      return name ? `create ${name} (${desc})` : `create ${desc}`;
    },
    'end-turn': () => 'end of turn (cleanup step)',
    cast: (a, d) => {
      const label = (id: string): string => d.label(id);
      return `${a.player ? `player ${a.player} ` : ''}cast${a.player ? 's' : ''} ${d.label(a.object)}${a.x !== undefined ? ` (X = ${a.x})` : ''}${castChoices(a, label)}${altCast(a, label)}${targets(a.targets, (id) => d.target(id))}`;
    },
    activate: (a, d) => `activate ${d.label(a.object)}'s ability${targets(a.targets, (id) => d.target(id))}`,
    'copy-spell': (a, d) => `copy ${d.label(a.spell)}${targets(a.targets, (id) => d.target(id))}`,
    pass: (a) => `the player with priority passes${a.pay ? ' (pays)' : ''}`,
    resolve: (a) => (a.all ? 'all players pass until the stack is empty' : 'all players pass: the top object resolves'),
    'begin-step': (a) => (a.turn !== undefined ? `player ${a.turn}'s turn begins (${a.step} step)` : `the ${a.step} step begins`),
    'add-restriction': (a) => `a “can't” effect: “${a.restriction.text}”`,
    'declare-attackers': (a, d) => (a.attackers.length === 0 ? 'no attack' : `attack with ${a.attackers.map((x) => `${d.label(x.object)}${x.target ? ` → ${d.target(x.target)}` : ''}`).join(', ')}`),
    'declare-blockers': (a, d) => (a.blockers.length === 0 ? 'no blocks' : `block: ${a.blockers.map((x) => `${d.label(x.object)} blocks ${x.blocks.map((b) => d.label(b)).join(' and ')}`).join(', ')}`),
    'combat-damage': (a) => {
      const given = a.assignments ? Object.keys(a.assignments).length : 0;
      const what = a.all ? 'all remaining combat damage steps' : 'the next combat damage step';
      return given > 0 ? `${what} (assignments given for ${given})` : what;
    },
    'remove-from-combat': (a, d) => `remove ${d.label(a.object)} from combat`,
    'end-combat': () => 'end of combat',
    fight: (a, d) => `${d.label(a.a)} fights ${d.label(a.b)}`,
    'add-replacement': (a, d) => `a new ${replacement(a.replacement, (id) => d.label(id))}`,
    'play-land': (a, d) => `${a.player ? `${d.player(a.player)} plays` : 'play'} ${d.label(a.object)}`, // 305.1
    'turn-face-up': (a, d) => `${a.player ? `${d.player(a.player)} turns` : 'turn'} ${d.label(a.object)} face up`,
    'gain-life': (a, d) => `${d.player(a.player)} gains ${a.amount} life`,
    draw: (a, d) => `${d.player(a.player)} draws ${a.count ?? 1} card${s(a.count ?? 1)}`,
  },

  restate: {
    noObjects: 'No objects',
    object: (label, desc) => `${label} (${desc})`.replace(/ \(\)$/, ''),
    objects: (items, more) => `${items.join(', ')}${more > 0 ? `, and ${more} more` : ''}`,
    life: (player, life, poison) => `${player} at ${life} life${poison ? `, ${poison} poison` : ''}`,
    pool: (player, pool) => `${player}'s mana pool: ${pool === '' ? 'empty' : pool}`,
    attacked: (player, labels) => `${player} attacked with ${labels.join(', ')} this turn`,
    sep: ', ',
    effects: (listed) => `effects in timestamp order: ${listed.join('; ')}`,
    actions: (listed, more) => `then: ${listed.join(', ')}${more > 0 ? `, and ${more} more` : ''}`,
    whole: (parts) => `${parts.join('. ')}.`,
  },
};

/**
 * Replacement and prevention effects of static abilities and spells (614, 615), read by template
 * into Scenario `replacements` entries (without id/source/controller: the scenario adds them):
 * - damage doublers and adders, 614.1a: "If a source you control would deal damage to a permanent
 *   or player, it deals double that damage to that permanent or player instead" (triple; "that
 *   much damage plus N");
 * - prevention, 615.1a: "Prevent all damage that would be dealt to this creature", "Prevent all
 *   combat damage that would be dealt this turn" (a spell: ends at end of turn); static "If a source
 *   would deal damage to you, prevent half that damage, rounded up" / "… prevent 1 of that damage"
 *   (615.10: each damage event, never used up);
 * - life-gain replacements, 614.1a: "If you would gain life, you gain twice that much life instead";
 * - token doublers, 614.1a: "If an effect would create one or more tokens under your control, it
 *   creates twice that many of those tokens instead";
 * - "can't" effects, 614.17 (not replacement effects, but kept with them): "Damage can't be prevented",
 *   "Players can't gain life", "Your life total can't change", "You can't lose the game".
 */
import type { DamageMatch } from '../../engine/types.ts';
import { COLOR_OF, parseGroup } from './words.ts';
import { combatGroup } from './combat-groups.ts';
import { lookupTable } from '../../core/table.ts';

export type ReplacementJson = Record<string, unknown>;

/** "a source", "a source you control", "a red source you control", "a source an opponent controls", "a creature you control". */
function sourceMatch(phrase: string): DamageMatch[] | null | undefined {
  // "another source" excludes the replacement's own source: not represented, so not read (null).
  const m = /^a (?:(white|blue|black|red|green) )?source(?: (you control|an opponent controls))?$/.exec(phrase);
  if (!m) {
    // "a creature you control": permanents only (a creature is never a spell that deals damage).
    const g = /^(?:a|an) /.test(phrase) ? parseGroup(phrase.replace(/^(?:a|an) /, '')) : null;
    return g && !g.plural && !g.filter.other ? [{ ...g.filter }] : null;
  }
  if (!m[1] && !m[2]) return undefined; // any source
  const base: Record<string, unknown> = { kind: 'filter' };
  if (m[1]) base.colors = [COLOR_OF[m[1]]!];
  if (m[2]) base.controller = m[2] === 'you control' ? 'you' : 'opponent';
  // A source is a permanent or a spell on the stack (a damage source can be either).
  return [{ ...base } as DamageMatch, { ...base, zone: 'stack' } as DamageMatch];
}

/** Recipients: "a permanent or player", "an opponent or a permanent an opponent controls", "a creature", "you". */
function recipientMatch(phrase: string): DamageMatch[] | null | undefined {
  const p = phrase.replace(/^to /, '');
  if (p === 'a permanent or player' || p === 'a player or permanent' || p === 'any target') return undefined;
  const parts = p.split(/ or /);
  const out: DamageMatch[] = [];
  for (const part of parts) {
    if (part === 'you') out.push({ kind: 'players', controller: 'you' });
    else if (part === 'an opponent') out.push({ kind: 'players', controller: 'opponent' });
    else if (part === 'a player') out.push({ kind: 'players' });
    else if (part === 'this') out.push({ kind: 'source' });
    else {
      // Each recipient has its own article ("a creature or a planeswalker an opponent controls"); in
      // "a creature or planeswalker an opponent controls" the controller would qualify both: not read.
      if (!/^(?:a|an) /.test(part)) return null;
      const g = parseGroup(part.replace(/^(?:a|an) /, ''));
      if (!g || g.plural) return null;
      out.push(g.filter);
    }
  }
  return out;
}

/** A damage replacement sentence (normalised), or null. */
function damageModifier(s: string): ReplacementJson | null {
  const m = /^if (.+?) would deal (combat )?damage to (.+?), (?:it|that source) deals (double that damage|triple that damage|that much damage plus (\d+))(?: to that (?:permanent or player|player or permanent|creature|player|permanent))? instead$/.exec(s);
  if (!m) return null;
  const from = sourceMatch(m[1]!);
  const to = recipientMatch(m[3]!);
  if (from === null || to === null) return null;
  const r: ReplacementJson = { kind: 'damage-modifier' };
  if (m[4] === 'double that damage') r.multiply = 2;
  else if (m[4] === 'triple that damage') r.multiply = 3;
  else r.add = Number(m[5]);
  if (from) r.from = from;
  if (to) r.to = to.length === 1 ? to[0] : to;
  if (m[2]) r.combatOnly = true;
  return r;
}

/**
 * A static prevention effect of a damage event (615.1a, 615.10: it applies to each damage event and is
 * never used up): "If a source would deal damage to you or a permanent you control, prevent half that
 * damage, rounded up"; "If a source would deal damage to you, prevent 1 of that damage".
 */
function preventionOf(s: string): ReplacementJson | null {
  const m = /^if (.+?) would deal (combat )?damage to (.+?), prevent (?:half that damage, rounded (up|down)|(\d+) of that damage)$/.exec(s);
  if (!m) return null;
  const from = sourceMatch(m[1]!);
  const to = recipientMatch(m[3]!);
  if (from === null || to === null) return null;
  const r: ReplacementJson = m[4] ? { kind: 'prevent', amount: `half-${m[4]}` } : { kind: 'prevent', amount: Number(m[5]), perEvent: true };
  if (from) r.from = from;
  if (to) r.to = to.length === 1 ? to[0] : to;
  if (m[2]) r.combatOnly = true;
  return r;
}

/**
 * 614.1a: a life-gain replacement effect — "If you would gain life, you gain twice that much life
 * instead" (the player's own gain; the gain keeps what caused it, 120.3f), "… that much life plus 1
 * instead". The order among several is the gaining player's choice (616.1).
 */
function lifeGainModifier(s: string): ReplacementJson | null {
  const m = /^if you would gain life, you gain (?:(twice|three times) that much life|that much life plus (\d+)) instead$/.exec(s);
  if (!m) return null;
  const instead = m[1] ? { kind: 'gain-life', multiply: m[1] === 'twice' ? 2 : 3 } : { kind: 'gain-life', add: Number(m[2]) };
  return { kind: 'event-replacement', event: 'gain-life', player: 'you', instead };
}

/** "Prevent all [combat] damage that would be dealt to X" / "… dealt by this" / "… dealt this turn". */
function prevention(s: string, spell: boolean): ReplacementJson[] | null {
  let m = /^prevent all (combat )?damage that would be dealt this turn$/.exec(s);
  if (m) return spell ? [{ kind: 'prevent', amount: 'all', ...(m[1] ? { combatOnly: true } : {}), duration: 'end-of-turn' }] : null;
  m = /^prevent all (combat )?damage that would be dealt to and dealt by this$/.exec(s);
  if (m && !spell) {
    const combat = m[1] ? { combatOnly: true } : {};
    return [
      { kind: 'prevent', amount: 'all', to: { kind: 'source' }, ...combat },
      { kind: 'prevent', amount: 'all', from: { kind: 'source' }, ...combat },
    ];
  }
  m = /^prevent all (combat )?damage that would be dealt (to|by) (.+?)( this turn)?$/.exec(s);
  if (!m || Boolean(m[4]) !== spell) return null;
  if (spell && m[3] === 'this') return null;
  let match: DamageMatch | DamageMatch[] | null | undefined;
  if (m[2] === 'by') {
    if (m[3] === 'this') match = { kind: 'source' };
    else {
      const g = parseGroup(m[3]!) ?? combatGroup(m[3]!, parseGroup);
      match = g && g.plural ? g.filter : null;
    }
  } else if (m[3] === 'you') match = { kind: 'players', controller: 'you' };
  else if (m[3] === 'this') match = { kind: 'source' };
  else {
    const g = parseGroup(m[3]!) ?? combatGroup(m[3]!, parseGroup);
    match = g && g.plural ? g.filter : null;
  }
  if (!match) return null;
  return [{ kind: 'prevent', amount: 'all', [m[2] === 'by' ? 'from' : 'to']: match, ...(m[1] ? { combatOnly: true } : {}), ...(spell ? { duration: 'end-of-turn' } : {}) }];
}

function tokenMultiplier(s: string): ReplacementJson | null {
  const a = /^if an effect would create one or more tokens under your control, it creates (twice|three times) that many of those tokens instead$/.exec(s);
  const b = /^if one or more tokens would be created under your control, (twice|three times) that many of those tokens are created instead$/.exec(s);
  const m = a ?? b;
  return m ? { kind: 'token-multiplier', factor: m[1] === 'twice' ? 2 : 3 } : null;
}

/**
 * 614.1a zone-change replacements: "If this would be put into a graveyard from anywhere, (reveal this
 * and) shuffle it into its owner's library instead"; "If this creature would die, exile it instead";
 * "If a card (or token) would be put into a graveyard from anywhere, exile it instead".
 */
function zoneChange(s: string): ReplacementJson | null {
  let m = /^if this would be put into a graveyard from anywhere, (?:reveal this and )?(shuffle it into its owner's library|exile it|return it to its owner's hand) instead$/.exec(s);
  if (m) return { kind: 'zone-change', to: 'graveyard', from: 'anywhere', object: { kind: 'source' }, instead: INSTEAD[m[1]!] };
  m = /^if this would die, (shuffle it into its owner's library|exile it|return it to its owner's hand) instead$/.exec(s);
  if (m) return { kind: 'zone-change', to: 'graveyard', from: 'battlefield', object: { kind: 'source' }, instead: INSTEAD[m[1]!] };
  // A card goes to its owner's graveyard (400.3): "an opponent's graveyard" is the cards an opponent owns.
  m = /^if a card (or token )?would be put into (a|an opponent's|your) graveyard from anywhere, exile it instead$/.exec(s);
  if (m) {
    const owner = m[2] === 'a' ? {} : { owner: m[2] === 'your' ? 'you' : 'opponent' };
    return { kind: 'zone-change', to: 'graveyard', from: 'anywhere', instead: 'exile', ...(m[1] ? {} : { cardsOnly: true }), ...owner };
  }
  // 700.4: "dies" is put into a graveyard from the battlefield; the group is judged there.
  m = /^if (?:a|an) (.+?) would die, exile it instead$/.exec(s);
  if (m) {
    const g = parseGroup(m[1]!);
    if (!g || g.plural || g.filter.other || (g.filter.zone !== undefined && g.filter.zone !== 'battlefield')) return null;
    return { kind: 'zone-change', to: 'graveyard', from: 'battlefield', instead: 'exile', object: { ...g.filter } };
  }
  return null;
}

/** "a creature you control", "an artifact or creature you control": the permanents a counter replacement watches. */
function counterRecipient(phrase: string): Record<string, unknown> | null {
  const m = /^(?:a|an) (.+)$/.exec(phrase);
  const g = m ? parseGroup(m[1]!) : null;
  if (!g || g.plural || g.filter.other || (g.filter.zone !== undefined && g.filter.zone !== 'battlefield')) return null;
  return { ...g.filter };
}

/**
 * 614.1a, 614.16: counter replacement effects — "If an effect would put one or more counters on a
 * permanent you control, it puts twice that many of those counters on that permanent instead"
 * (effects only: not counters put as a cost); "If one or more [+1/+1] counters would be put on a
 * creature you control, twice that many … / that many plus one … / that many -1/-1 counters minus one
 * are put on it instead" (any counters of that kind).
 */
function counterModifier(s: string): ReplacementJson | null {
  const factor: Record<string, number> = { twice: 2, 'three times': 3 };
  let m = /^if an effect would put one or more counters on (.+?), it puts (twice|three times) that many of those counters on that (?:permanent|creature) instead$/.exec(s);
  if (m) {
    const on = counterRecipient(m[1]!);
    return on ? { kind: 'counter-modifier', on, effectsOnly: true, multiply: factor[m[2]!]! } : null;
  }
  m = /^if one or more ((?:\+1\/\+1|-1\/-1) )?counters would be put on (.+?), (twice that many|three times that many|that many plus one|that many) (?:of each of those kinds of counters|((?:\+1\/\+1|-1\/-1) )?counters( minus one)?) are put on (?:it|that permanent|that creature) instead$/.exec(s);
  if (!m) return null;
  const kind = m[1]?.trim();
  const again = m[4]?.trim();
  // The counters put instead are the same kind as those that would be put.
  if (again !== undefined && again !== kind) return null;
  const on = counterRecipient(m[2]!);
  if (!on) return null;
  const r: ReplacementJson = { kind: 'counter-modifier', on, ...(kind ? { counter: kind } : {}) };
  if (m[3] === 'twice that many') r.multiply = 2;
  else if (m[3] === 'three times that many') r.multiply = 3;
  else if (m[3] === 'that many plus one' && !m[5]) r.add = 1;
  else if (m[3] === 'that many' && m[5]) r.add = -1;
  else return null;
  return r;
}

/** Whose life or game a "can't" clause names: "you", "your opponents" / "each opponent", "players" / "each player". */
const CANT_SUBJECT: Record<string, string> = lookupTable({
  you: 'you',
  'your opponents': 'opponent',
  'your opponent': 'opponent',
  'each opponent': 'opponent',
  opponents: 'opponent',
  players: 'any',
  'each player': 'any',
});

/**
 * One "can't" clause (614.17): "<who> can't gain life" (119.7), "<who> can't lose life" and "your
 * life total can't change" (both, 119.8), "<who> can't lose the game" / "… win the game" / "… lose
 * the game or win the game" (104.3, 104.2); "[combat] damage [that would be dealt by <group>/this]
 * can't be prevented" (615.12).
 */
function cantClause(c: string): ReplacementJson[] | null {
  const life = /^your life total can't change$/.exec(c);
  if (life) return [{ kind: 'cant', what: 'gain-life', player: 'you' }, { kind: 'cant', what: 'lose-life', player: 'you' }];
  const m = /^(you|your opponents?|each opponent|opponents|players|each player) can't (gain life|lose life|lose the game|win the game|lose the game or win the game)$/.exec(c);
  if (m) {
    const player = CANT_SUBJECT[m[1]!]!;
    const whats = m[2] === 'lose the game or win the game' ? ['lose-game', 'win-game'] : [m[2]!.replace(/ the /, '-').replace(/ /, '-')];
    return whats.map((what) => ({ kind: 'cant', what, player }));
  }
  const d = /^(combat )?damage(?: that would be dealt by (.+?))? can't be prevented$/.exec(c);
  if (!d) return null;
  const r: ReplacementJson = { kind: 'cant', what: 'prevent-damage' };
  if (d[1]) r.combatOnly = true;
  if (d[2] === 'this') r.from = { kind: 'source' };
  else if (d[2] !== undefined) {
    const g = parseGroup(d[2]);
    if (!g || !g.plural) return null;
    r.from = g.filter;
  }
  return [r];
}

/**
 * "Can't" sentences of a permanent's static ability, or of a spell ("… this turn", "Until end of turn,
 * …": the effect lasts until the turn ends, 514.2); clauses joined by "and" are read one by one, and
 * each must say "this turn" when the sentence is a spell's.
 */
function cantSentence(s: string, spell: boolean): ReplacementJson[] | null {
  let text = s;
  const until = /^until end of turn, /.exec(text);
  if (until) {
    if (!spell) return null;
    text = text.slice(until[0].length);
  }
  const out: ReplacementJson[] = [];
  for (const part of text.split(/,? and (?=(?:you|your|each|players|opponents|combat damage|damage)\b)/)) {
    const turn = / this turn$/.test(part);
    if (spell && !turn && !until) return null;
    if (!spell && turn) return null;
    const got = cantClause(part.replace(/ this turn$/, ''));
    if (!got) return null;
    out.push(...got.map((r) => (spell ? { ...r, duration: 'end-of-turn' } : r)));
  }
  return out.length > 0 ? out : null;
}

const INSTEAD: Record<string, string> = lookupTable({ "shuffle it into its owner's library": 'library-shuffle', 'exile it': 'exile', "return it to its owner's hand": 'hand' });

/**
 * 614.1d: "Creatures your opponents control enter tapped", "Artifacts your opponents control enter
 * tapped" — every permanent of the group enters tapped, judged as it would exist on the battlefield
 * (614.12). A group the templates don't read whole stays unread.
 */
function entersTapped(s: string): ReplacementJson | null {
  const m = /^(.+) enter tapped$/.exec(s);
  const g = m ? parseGroup(m[1]!) : null;
  if (!g || !g.plural || g.filter.other || (g.filter.zone !== undefined && g.filter.zone !== 'battlefield')) return null;
  return { kind: 'enters-tapped', object: [{ ...g.filter }] };
}

/**
 * 614.1c, 614.12: "Each other creature you control enters with an additional +1/+1 counter on it", "Legendary
 * creatures you control enter with an additional +1/+1 counter on them", "Each planeswalker you control enters
 * with an additional loyalty counter on it" — one more counter of a kind the engine reads on each permanent of the
 * group as it enters, judged as it would exist there. A count, a condition or a keyword counter isn't read.
 */
function entersWithAdditional(s: string): ReplacementJson | null {
  const m = /^(?:each (.+) enters|(.+) enter) with an additional (\+1\/\+1|loyalty) counter on (it|them)$/.exec(s);
  if (!m || (m[1] !== undefined) !== (m[4] === 'it')) return null;
  const g = parseGroup((m[1] ?? m[2])!);
  if (!g || g.plural !== (m[2] !== undefined) || (g.filter.zone !== undefined && g.filter.zone !== 'battlefield')) return null;
  return { kind: 'enters-with-counters', object: [{ ...g.filter }], counters: { [m[3]!]: 1 } };
}

/** The replacement effects of a static-ability sentence of a permanent (normalised), or null. */
export function parseStaticReplacement(s: string): ReplacementJson[] | null {
  const w = entersWithAdditional(s);
  if (w) return [w];
  const e = entersTapped(s);
  if (e) return [e];
  const d = damageModifier(s) ?? preventionOf(s) ?? lifeGainModifier(s);
  if (d) return [d];
  const z = zoneChange(s);
  if (z) return [z];
  const t = tokenMultiplier(s);
  if (t) return [t];
  const c = counterModifier(s);
  if (c) return [c];
  return cantSentence(s, false) ?? prevention(s, false);
}

/** The prevention effect a resolving spell creates ("Prevent all combat damage that would be dealt this turn"), or null. */
export function parseSpellPrevention(s: string): ReplacementJson[] | null {
  return prevention(s, true) ?? cantSentence(s, true);
}

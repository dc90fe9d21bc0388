/**
 * A compiled card object as one line of plain reading ("spell: destroy target creature[Creature]"),
 * so a table of hand-checked expectations can be compared with what the compiler made of each card:
 * every field of every ability is written out (nothing is left out of the comparison), in a fixed
 * order, in words close to the oracle text's. Test-only.
 */
type J = Record<string, unknown>;

const isObj = (v: unknown): v is J => v !== null && typeof v === 'object' && !Array.isArray(v);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A filter: "Creature,Planeswalker you nonB other kw:flying zone:graveyard …". */
export function filter(f: unknown): string {
  if (!isObj(f)) return '?';
  const out: string[] = [];
  if (f.kind && f.kind !== 'filter') out.push(String(f.kind));
  if (f.types) out.push(arr(f.types).join('|'));
  if (f.subtypes) out.push(`sub:${arr(f.subtypes).join('|')}`);
  if (f.supertypes) out.push(`super:${arr(f.supertypes).join('|')}`);
  if (f.notSupertypes) out.push(`non:${arr(f.notSupertypes).join('|')}`);
  if (f.colors) out.push(`col:${arr(f.colors).join('|')}`);
  if (f.notColors) out.push(`non:${arr(f.notColors).join('|')}`);
  if (f.notTypes) out.push(`non:${arr(f.notTypes).join('|')}`);
  if (f.controller) out.push(String(f.controller));
  if (f.other) out.push('other');
  if (f.keywords) out.push(`kw:${arr(f.keywords).join('|')}`);
  if (f.zone) out.push(`zone:${String(f.zone)}`);
  if (f.colorCount) out.push(`colors:${JSON.stringify(f.colorCount)}`);
  const known = new Set(['kind', 'types', 'subtypes', 'supertypes', 'notSupertypes', 'colors', 'notColors', 'notTypes', 'controller', 'other', 'keywords', 'zone', 'colorCount']);
  for (const k of Object.keys(f)) if (!known.has(k)) out.push(`${k}=${JSON.stringify(f[k])}`);
  return out.length > 0 ? out.join(' ') : 'any';
}

function keyword(k: unknown): string {
  return isObj(k) ? (k.param !== undefined ? `${String(k.keyword)} ${String(k.param)}` : String(k.keyword)) : '?';
}

function mod(m: unknown): string {
  if (!isObj(m)) return '?';
  switch (m.kind) {
    case 'modify-pt':
      return `${Number(m.power) >= 0 ? '+' : ''}${String(m.power)}/${Number(m.toughness) >= 0 ? '+' : ''}${String(m.toughness)}`;
    case 'set-pt':
      return `base ${String(m.power)}/${String(m.toughness)}`;
    case 'add-keywords':
      return `has ${arr(m.keywords).map(keyword).join(', ')}`;
    case 'remove-keywords':
      return `loses ${arr(m.keywords).join(', ')}`;
    case 'lose-all-abilities':
      return 'loses all abilities';
    case 'add-types':
      return `is also ${[...arr(m.types), ...arr(m.subtypes), ...arr(m.supertypes)].join(' ')}`;
    case 'remove-types':
      return `is no ${[...arr(m.types), ...arr(m.subtypes), ...arr(m.supertypes)].join(' ')}`;
    case 'modify-pt-per':
      return `${Number(m.power) >= 0 ? '+' : ''}${String(m.power)}/${Number(m.toughness) >= 0 ? '+' : ''}${String(m.toughness)} per ${value(m.per)}`;
    case 'switch-pt':
      return 'switch P/T';
    case 'set-pt-cda':
      return `P/T cda ${value(m.power)}/${value(m.toughness)}`;
    default:
      return JSON.stringify(m);
  }
}

function value(v: unknown): string {
  if (v === null) return '-';
  return isObj(v) ? (v.kind === 'count' ? `#(${filter(v.filter)})` : String(v.value)) : '?';
}

/** A conditional static ability's condition (611.3a): "count(Land you)>=10", "devotion(R)<=4", "attached is(super:Legendary)" … */
function staticCondition(c: unknown): string {
  if (!isObj(c)) return '?';
  const b = `${c.atLeast !== undefined ? `>=${String(c.atLeast)}` : ''}${c.atMost !== undefined ? `<=${String(c.atMost)}` : ''}`;
  switch (c.kind) {
    case 'count':
      return `count(${filter(c.filter)})${b}`;
    case 'devotion':
      return `devotion(${arr(c.colors).join('|')})${b}`;
    case 'object-is':
      return `${String(c.object)} is(${filter(c.filter)})`;
    case 'attached-to-source':
      return `attached ${String(c.subtype)}${b}`;
    case 'life':
      return `life(${String(c.player)})${b}`;
    case 'source-tapped':
      return c.tapped ? 'tapped' : 'untapped';
    case 'source-combat':
      return String(c.role);
    case 'turn':
      return c.yours ? 'your turn' : 'not your turn';
    case 'source-counters':
      return `counters(${String(c.counter)})${b}`;
    case 'citys-blessing':
      return c.has ? "you have the city's blessing" : "you haven't the city's blessing";
    default:
      return JSON.stringify(c);
  }
}

function selector(s: unknown): string {
  if (!isObj(s)) return '?';
  if (s.kind === 'source') return 'this';
  if (s.kind === 'attached-to-source') return 'attached';
  if (s.kind === 'objects') return 'them';
  return `all(${filter(s)})`;
}

function refs(e: J): string {
  const out: string[] = [];
  if (e.target !== undefined) out.push(`→${String(e.target)}`);
  if (e.self) out.push('→this');
  if (e.that) out.push('→that');
  if (e.it) out.push('→it');
  if (e.leftCard) out.push('→the card it became');
  if (e.attached) out.push('→what this is attached to');
  if (e.each) out.push('→each');
  if (e.all) out.push(`→all(${filter(e.all)})${e.allOwnedBy !== undefined ? ` owned by ${String(e.allOwnedBy)}` : ''}`);
  if (e.player) out.push(`→${String(e.player)}`);
  if (isObj(e.choose)) out.push(`→chosen ${String(e.choose.name)}(${filter(e.choose.filter)})${e.choose.count ? `×${e.choose.upTo === true ? 'up to ' : ''}${String(e.choose.count)}` : ''}`);
  if (e.may) out.push(`may:${String(e.may)}`);
  if (e.id) out.push(`id:${String(e.id)}`);
  if (e.ifDone) out.push(`ifDone:${String(e.ifDone)}`);
  if (e.amountFrom) out.push(`amount:${String(e.amountFrom)}${isObj(e.amountCount) ? `(${filter(e.amountCount)})` : ''}`);
  return out.join(' ');
}

function seed(s: unknown): string {
  if (!isObj(s)) return '?';
  const pt = s.power !== undefined ? ` ${String(s.power)}/${String(s.toughness)}` : '';
  const kws = s.keywords ? ` with ${arr(s.keywords).map(keyword).join(', ')}` : '';
  const act = s.activated ? ` [${arr(s.activated).length} ability]` : '';
  const tapped = s.tapped ? ' tapped' : '';
  return `${String(s.name)}${pt} ${arr(s.colors).join('') || 'C'} ${arr(s.types).join(' ')}${kws}${act}${tapped}`;
}

/** One instruction. */
export function effect(e: unknown): string {
  if (!isObj(e)) return '?';
  const r = refs(e);
  const tail = r ? ` ${r}` : '';
  switch (e.kind) {
    case 'damage':
      return `damage ${String(e.amount)}${tail}`;
    case 'life':
      return `life ${Number(e.amount) > 0 ? '+' : ''}${String(e.amount)}${tail}`;
    case 'draw':
    case 'mill':
    case 'scry':
    case 'surveil':
    case 'exile-top':
      return `${e.kind} ${String(e.amount)}${tail}`;
    case 'discard':
      return `discard ${String(e.amount)}${e.random ? ' at random' : ''}${tail}`;
    case 'destroy':
      return `destroy${e.cantRegenerate ? ' (no regeneration)' : ''}${tail}`;
    case 'add-counters':
      return e.double ? `double ${String(e.counter)} counters${tail}` : `counters ${String(e.amount)}×${String(e.counter)}${tail}`;
    case 'counter-unless-pay':
      return `counter unless ${String(e.cost)}${tail}`;
    case 'create':
      return `create ${seed(e.seed)}${tail}`;
    case 'add-mana':
      return `add ${String(e.mana)}${tail}`;
    case 'search-to-top':
      return `search ${e.filter !== undefined ? filter(e.filter) : 'card'}${e.reveal ? ' reveal' : ''}; shuffle → top${tail}`;
    case 'search-to-hand':
    case 'search-to-battlefield': {
      const to = e.kind === 'search-to-hand' ? 'hand' : `battlefield${e.tapped ? ' tapped' : ''}${e.otherToHand ? ', the other → hand' : ''}`;
      return `search ${e.upTo !== undefined ? `up to ${String(e.upTo)} ` : ''}${e.filter !== undefined ? filter(e.filter) : 'card'}${e.reveal ? ' reveal' : ''} → ${to}; shuffle${tail}`;
    }
    case 'proliferate':
      return `proliferate${tail}`;
    case 'copy-spell':
      return `copy per ${String(e.count)}${tail}`;
    case 'fight':
      return `fight with ${String(e.with)}${tail}`;
    case 'add-replacement': {
      // The effect the spell creates (614.1, 615.1), as the card's static replacements read in `extras`.
      const { text: _t, ...rest } = isObj(e.replacement) ? e.replacement : {};
      return `creates repl ${JSON.stringify(rest)}${tail}`;
    }
    case 'apply-effect': {
      const x = isObj(e.effect) ? e.effect : {};
      const dur = isObj(x.duration) ? ` until ${String(x.duration.kind)}` : '';
      return `effect ${selector(x.affects)} ${arr(x.modifications).map(mod).join(', ')}${dur}${tail}`;
    }
    case 'put-onto-battlefield': {
      const how = [e.underOwner ? "under its owner's control" : '', isObj(e.counters) ? `with ${Object.entries(e.counters).map(([k, v]) => `${String(v)}×${k}`).join(', ')}` : '', isObj(e.as) ? `as ${arr(e.as.modifications).map(mod).join(', ')}` : ''].filter(Boolean).join(' ');
      return `put-onto-battlefield${how ? ` ${how}` : ''}${tail}`;
    }
    default:
      return `${String(e.kind)}${tail}`;
  }
}

function body(b: J): string {
  const targets = arr(b.targets).map((t) => (isObj(t) ? `${String(t.word)}=${t.players ? `players:${String(t.players)}` : ''}${t.players && t.objects ? '+' : ''}${t.objects ? filter(t.objects) : ''}${t.count ? `×${String(t.count)}` : ''}${t.upTo ? ' up to' : ''}` : '?'));
  const effects = arr(b.effects).map(effect);
  return `${targets.length > 0 ? `[${targets.join('; ')}] ` : ''}${effects.join('; ')}`;
}

function condition(c: unknown): string {
  if (!isObj(c)) return '';
  const range = `${c.atLeast !== undefined ? `≥${String(c.atLeast)}` : ''}${c.atMost !== undefined ? `≤${String(c.atMost)}` : ''}`;
  if (c.kind === 'controls') return ` if controls(${filter(c.filter)})${range}`;
  if (c.kind === 'opponents') return ` if opponents${range}`;
  return ` if ${String(c.kind)} ${String(c.player)}${range}`;
}

/** The whole object's abilities as one line: "kw: …| static: …| on enters(self): …| act {T}: …| spell: …". */
export function reading(o: J): string {
  const out: string[] = [];
  if (o.keywords) out.push(`kw: ${arr(o.keywords).map(keyword).join(', ')}`);
  for (const s of arr(o.statics)) if (isObj(s)) out.push(`static${s.cda ? ' cda' : ''}: ${selector(s.affects)} ${arr(s.modifications).map(mod).join(', ')}${s.condition !== undefined ? ` as long as ${staticCondition(s.condition)}` : ''}`);
  for (const t of arr(o.triggers)) {
    if (!isObj(t)) continue;
    const damage = `${t.combatOnly ? ' combat' : ''}${t.damageTo ? ` to ${String(t.damageTo)}` : ''}`;
    const who = `${t.who ? `${t.orSelf ? 'self or ' : ''}${String(t.who)}${t.filter ? ` ${filter(t.filter)}` : ''}` : 'self'}${damage}`;
    const limits = `${t.orCopy ? ' or copy' : ''}${t.oncePerTurn ? ' once a turn' : ''}`;
    out.push(`on ${String(t.event)}${limits}(${who})${condition(t.condition)}: ${body(t)}`);
  }
  for (const a of arr(o.activated)) {
    if (!isObj(a)) continue;
    const sac = isObj(a.sacrificeCost) ? `sac ${a.sacrificeCost.count ? `${String(a.sacrificeCost.count)}×` : ''}${filter(a.sacrificeCost.filter)}` : '';
    const discard = isObj(a.discardCost) ? `discard ${a.discardCost.count ? `${String(a.discardCost.count)}×` : ''}${a.discardCost.filter ? filter(a.discardCost.filter) : 'card'}` : '';
    const flags = [
      a.tap ? 'T' : '',
      a.sacrificeSelf ? 'sac' : '',
      a.payLife !== undefined ? `life ${String(a.payLife)}` : '',
      isObj(a.counterCost) ? `${a.counterCost.remove === true ? '−' : '+'}${String(a.counterCost.amount)}×${String(a.counterCost.counter)}` : '',
      sac,
      discard,
      a.sorcery ? 'sorcery' : '',
      a.oncePerTurn ? 'once' : '',
      a.yourTurn ? 'your turn' : '',
      a.mana ? `mana${a.adds ? ` ${String(a.adds)}` : ''}` : '',
      a.zone ? `from ${String(a.zone)}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    out.push(`act ${String(a.cost)}${flags ? ` (${flags})` : ''}${condition(a.condition)}: ${body(a)}`);
  }
  if (isObj(o.spell)) {
    const sp = o.spell;
    const extra: string[] = [];
    if (sp.cantBeCountered) extra.push("can't be countered");
    if (isObj(sp.discardCost)) extra.push('discard a card');
    if (isObj(sp.sacrificeCost)) extra.push(`sacrifice ${sp.sacrificeCost.count ? `${String(sp.sacrificeCost.count)}×` : ''}${filter(sp.sacrificeCost.filter)}`);
    for (const c of arr(sp.costChanges)) if (isObj(c)) extra.push(`cost ${Number(c.generic) > 0 ? '+' : ''}${String(c.generic)}${c.per ? ` per ${value(c.per)}` : ''}`);
    // 700.2d repeat, 601.2b widened, 702.120a escalate, 702.42a entwine, 702.172a spree / 702.183a tiered (a mode's cost, 700.2h).
    const modeExtras = (m: Record<string, unknown>): string =>
      [m.repeat ? ' repeat' : '', isObj(m.widened) ? ` (${String(m.widened.min)}-${String(m.widened.max)} if ${JSON.stringify(m.widened.condition)})` : '', m.escalate ? ` escalate ${String(m.escalate)}` : '', m.entwine ? ` entwine ${String(m.entwine)}` : '', m.costKeyword ? ` ${String(m.costKeyword)}` : ''].join('');
    const modes = isObj(sp.modes) ? ` modes ${String(sp.modes.min)}-${String(sp.modes.max)}${modeExtras(sp.modes)}: ${arr(sp.modes.options).map((m) => `{${isObj(m) ? `${m.cost ? `+${String(m.cost)} ` : ''}${body(m)}` : '?'}}`).join(' ')}` : '';
    // 702.33a: kicker and what it adds (or does instead); 118.9: an alternative cost, with overload's instructions (702.96a).
    const kicker = isObj(sp.kicker) ? ` kicked ${String(sp.kicker.cost)}${sp.kicker.instead ? ' instead' : ''}: {${body({ ...sp.kicker, effects: sp.kicker.effects ?? [] })}}` : '';
    const alts = arr(sp.alternatives).map((a) => (isObj(a) ? ` alt ${String(a.name)} ${String(a.cost)}${condition(a.if)}${isObj(a.overload) ? `: {${body({ effects: a.overload.effects })}}` : ''}` : '')).join('');
    out.push(`spell${extra.length > 0 ? ` (${extra.join('; ')})` : ''}: ${body(sp)}${modes}${kicker}${alts}`);
  }
  for (const c of arr(o.castStatics)) if (isObj(c)) out.push(`cast ${String(c.kind)} ${String(c.who)}${c.filter ? ` ${filter(c.filter)}` : ''}${c.generic !== undefined ? ` ${Number(c.generic) > 0 ? '+' : ''}${String(c.generic)}` : ''}`);
  // 601.3: a permission to cast spells from another zone (cards53a).
  for (const c of arr(o.castPermissions)) if (isObj(c)) out.push(`cast from ${String(c.from)}${c.filter ? ` ${filter(c.filter)}` : ''}`);
  if (isObj(o.entersAsCopy)) out.push(`enters as copy of ${filter(o.entersAsCopy.filter)}`);
  if (isObj(o.untapDuringOthers)) out.push(`untaps ${filter(o.untapDuringOthers.filter)} in other players' untap steps`);
  return out.join(' | ');
}

/** Replacement effects and "enters" of a compiled card, as words. */
export function extras(c: { replacements: J[]; enters: { tapped?: boolean; tappedUnless?: unknown; tappedUnlessPaid?: { life: number }; counters?: Record<string, number> } }): string {
  const out: string[] = [];
  for (const r of c.replacements) {
    const { text: _t, ...rest } = r;
    out.push(`repl ${JSON.stringify(rest)}`);
  }
  if (c.enters.tapped) out.push('enters tapped');
  if (c.enters.tappedUnless) out.push(`enters tapped unless ${condition(c.enters.tappedUnless).replace(/^ if /, '')}`);
  if (c.enters.tappedUnlessPaid) out.push(`enters tapped unless pays ${c.enters.tappedUnlessPaid.life} life`);
  if (c.enters.counters) out.push(`enters with ${Object.entries(c.enters.counters).map(([k, v]) => `${v}×${k}`).join(', ')}`);
  return out.join(' | ');
}

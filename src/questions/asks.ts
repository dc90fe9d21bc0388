/**
 * Each kind of question, answered from an engine run: a lead sentence in the reply language, the
 * verdict of a yes/no question (about the object it asked about, issue 11 §4), and a value that
 * must come out the same whatever size a creature with no stated size is given.
 */
import type { Lang } from '../core/lang.ts';
import type { Resolution, TraceStep } from '../engine/types.ts';
import { fateOf as engineFate } from '../engine/fates.ts';
import type { Label } from '../scenario/build.ts';
import { formatKeyword, formatKeywordJa } from '../scenario/schema/vocabulary.ts';
import { assertNever } from '../core/result.ts';
import { renderStep } from '../render/trace.ts';
import { illegalTargetReason, isReasonKey, reasonClause, withReason } from '../render/reasons.ts';
import type { ReasonKey } from '../render/reasons.ts';
import type { Ask, ParsedQuestion, Side } from './types.ts';
import type { QuestionScenario } from './scenario.ts';
import { TYPE_NAME_JA, counterJa } from './lexicon.ts';

export interface RunView {
  resolution: Resolution;
  /** The engine's labels (object id -> label in each language). */
  labels: Record<string, Label>;
  built: QuestionScenario;
  /** When the probe action was illegal: the engine's reason, worded, and its rules. */
  probeFailure: { text: string; rules: string[]; key: string } | null;
}

export interface AskResult {
  verdict: 'yes' | 'no' | null;
  lead: string;
  /** What must not depend on an unstated size. */
  value: string;
}

export function isProbe(a: Ask): boolean {
  return a.kind === 'can-attack' || a.kind === 'can-block' || a.kind === 'can-target' || a.kind === 'can-cast' || a.kind === 'can-activate';
}

/** A spell's label without its owner ("your Giant Growth" -> "Giant Growth"): the sentence says who casts it. */
function spellName(label: string): string {
  return label.replace(/^(?:your|the opponent's) |^(?:あなた|対戦相手)の/u, '');
}

/**
 * A step's text used as an answer line (issue 16 §1): its rule numbers after its first sentence, not
 * before it ('No. 601.2e, 733.1, 702.16b: Player A can't cast …' read as a trace line), and in
 * English the asker and the other player named as the answer lines name them ("You can't cast …";
 * only before "can't", where the verb doesn't change with the person).
 */
function asAnswerLine(text: string, ja: boolean): string {
  const m = /^(\d{3}(?:\.\d+[a-z]?)?(?:(?:, |、)\d{3}(?:\.\d+[a-z]?)?)*)(?:: |：)([\s\S]+)$/.exec(text);
  let body = m ? m[2]! : text;
  if (!ja) body = body.replace(/^Player A can't /, "You can't ").replace(/^Player B can't /, "The opponent can't ");
  if (!m) return body;
  const cite = ja ? `（${m[1]!}）` : ` (${m[1]!})`;
  const end = ja ? body.indexOf('。') : body.search(/\.(?= [A-Z]|$)/);
  return end < 0 ? `${body}${cite}` : `${body.slice(0, end)}${cite}${body.slice(end)}`;
}

function playerName(side: Side, ja: boolean): string {
  return ja ? (side === 'A' ? 'あなた' : '対戦相手') : side === 'A' ? 'you' : 'the opponent';
}

/** The defending player: the one whose turn it isn't (506.2); the Scenario's active player attacks. */
function defending(view: RunView): Side {
  return view.built.scenario.activePlayer === 'B' ? 'A' : 'B';
}

interface Fate {
  /** Where the object (or the new object it became, 400.7) is at the end. */
  zone: string;
  /** It went from the battlefield to a graveyard in this run (700.4). */
  died: boolean;
  /** The zone it was last put into (for a token that then ceased to exist, 111.7, 704.5d). */
  lastTo: string | null;
  wasOnBattlefield: boolean;
  finalId: string;
}

/**
 * Follows an object through its zone changes (each makes a new object, 400.7), from the engine's
 * own record of the run (Resolution.fates: issue 11 §3, facts follow the engine's state).
 */
export function fateOf(view: RunView, id: string): Fate {
  const f = engineFate(view.resolution.fates, id);
  if (!f) return { zone: 'gone', died: false, lastTo: null, wasOnBattlefield: false, finalId: id };
  return { zone: f.now?.zone ?? 'gone', died: f.died, lastTo: f.moves.at(-1)?.to ?? null, wasOnBattlefield: f.wasOnBattlefield, finalId: f.now?.id ?? f.moves.at(-1)?.newId ?? f.id };
}

/** Every id the object had in the run (400.7). */
export function idsOf(view: RunView, id: string): Set<string> {
  const f = engineFate(view.resolution.fates, id);
  return new Set(f ? [f.id, ...f.moves.map((m) => m.newId)] : [id]);
}

/** A created token's subtypes, from the object it is now or was when it was made. */
function tokenHasSubtype(view: RunView, id: string, subtype: string): boolean {
  const ids = idsOf(view, id);
  const o = view.resolution.final.objects.find((x) => ids.has(x.id));
  return o !== undefined && o.printed.subtypes.some((t) => t.toLowerCase() === subtype.toLowerCase());
}

const ZONE_JA: Record<string, string> = { battlefield: '戦場', graveyard: '墓地', exile: '追放領域', hand: '手札', library: 'ライブラリー', stack: 'スタック', gone: '（消滅）' };
const ZONE_EN: Record<string, string> = { battlefield: 'the battlefield', graveyard: "its owner's graveyard", exile: 'exile', hand: "its owner's hand", library: "its owner's library", stack: 'the stack', gone: 'nowhere (a token that left the battlefield ceased to exist)' };

function damageTo(view: RunView, side: Side, source?: string): number {
  const sources = source ? idsOf(view, source) : null;
  return view.resolution.events.reduce((n, e) => (e.kind === 'damage-dealt' && e.target === side && (sources === null || (e.source !== null && sources.has(e.source))) ? n + e.amount : n), 0);
}

/** The P/T an object was set up with (before anything in the run changed it). */
function startSize(view: RunView, id: string): { power: number; toughness: number } | null {
  const start = (view.built.scenario.objects as { id: string; power?: number | null; toughness?: number | null }[]).find((o) => o.id === id);
  return typeof start?.power === 'number' && typeof start.toughness === 'number' ? { power: start.power, toughness: start.toughness } : null;
}

const PREVENTION_KEYS = new Set(['damage.prevented', 'damage.not-dealt', 'event.damage-prevented']);

/**
 * The lifelink sources of this player whose damage was prevented in the run (615.6: prevented damage
 * is never dealt, so 702.15b gains nothing), by their labels in the reply language.
 */
function preventedLifelink(view: RunView, side: Side, lang: Lang): string[] {
  const r = view.resolution;
  const objects = r.final.objects;
  const computed = new Map(r.computed.map((c) => [c.id, c]));
  const lifelink = (o: (typeof objects)[number]): boolean => [...(computed.get(o.id)?.keywords ?? []), ...o.printed.keywords].some((k) => k.keyword === 'lifelink');
  const out = new Set<string>();
  for (const st of r.trace) {
    if (!PREVENTION_KEYS.has(st.key) || typeof st.params.source !== 'string') continue;
    const o = objects.find((x) => x.label === st.params.source && (computed.get(x.id)?.controller ?? x.owner) === side);
    if (o && lifelink(o)) out.add(view.built.labels.get(o.id) ?? view.labels[o.id]?.[lang] ?? o.label);
  }
  return [...out];
}

/** ", because the damage from X was prevented: …" when lifelink gained nothing for that reason; else ''. */
function preventedNote(view: RunView, side: Side, lang: Lang): string {
  const prevented = preventedLifelink(view, side, lang);
  if (prevented.length === 0) return '';
  return lang === 'ja'
    ? `。${prevented.join('、')}のダメージが軽減されたためです。軽減されたダメージは与えられないので、絆魂でライフを得ることもありません（615.6、702.15b）`
    : `, because the damage from ${prevented.join(' and ')} was prevented: prevented damage is never dealt, so lifelink gains nothing (615.6, 702.15b)`;
}

/**
 * "Does it go to the graveyard?", "does it end up in exile?": was it put into that zone in the run (a token
 * is, before it ceases to exist there, 111.7). "Does it stay on the battlefield?": it never left; one that
 * left and came back is a new object (400.7), which neither yes nor no would say: no verdict.
 */
function zoneVerdict(view: RunView, id: string, to: string, stay: boolean, name: string, ja: boolean): AskResult {
  const fate = engineFate(view.resolution.fates, id);
  const f = fateOf(view, id);
  const moves = fate?.moves ?? [];
  const where = ja ? (ZONE_JA[f.zone] ?? f.zone) : (ZONE_EN[f.zone] ?? f.zone);
  // (Something never on the battlefield neither stays there nor leaves it.)
  if (stay && fate?.start !== 'battlefield') return { verdict: null, lead: '', value: `never:${f.zone}` };
  if (stay) {
    if (moves.length === 0 && f.zone === 'battlefield') return { verdict: 'yes', lead: ja ? `はい。${name}は戦場に残ります。` : `Yes. ${name} stays on the battlefield.`, value: 'stays' };
    if (f.zone === 'battlefield') return { verdict: null, lead: ja ? `${name}は一度戦場を離れ、新しいオブジェクトとして戻ります（400.7）。` : `${name} leaves the battlefield and comes back as a new object (400.7).`, value: 'back' };
    return { verdict: 'no', lead: ja ? `いいえ。${name}は戦場を離れます（${where}）。` : `No. ${name} leaves the battlefield (to ${where}).`, value: f.zone };
  }
  const went = moves.some((m) => m.to === to) || (moves.length === 0 && f.zone === to);
  const there = ja ? (ZONE_JA[to] ?? to) : (ZONE_EN[to] ?? to);
  const lead = went
    ? ja
      ? `はい。${name}は${there}に置かれます${f.zone !== to ? `（最終的には${where}）` : ''}。`
      : `Yes. ${name} is put into ${there}${f.zone !== to ? ` (it ends up in ${where})` : ''}.`
    : ja
      ? `いいえ。${name}は${there}には置かれません（最終的には${where}）。`
      : `No. ${name} isn't put into ${there}; ${f.zone === 'battlefield' ? 'it is still on the battlefield' : `it ends up in ${where}`}.`;
  return { verdict: went ? 'yes' : 'no', lead, value: `${went}:${f.zone}` };
}

const TYPE_EN: Record<string, string> = { Artifact: 'artifact', Battle: 'battle', Creature: 'creature', Enchantment: 'enchantment', Instant: 'instant', Kindred: 'kindred', Land: 'land', Planeswalker: 'planeswalker', Sorcery: 'sorcery' };

/**
 * "Is anything left on the battlefield?", "does anything survive?", 「何か残りますか」 (ir.ts `left`): the
 * permanents on the battlefield when the run ends (400.1) of that player (their controller then, 108.4) and
 * of those types — yes naming them, no saying nothing is. Asked of survivors, only those that were there
 * when the run began and never left (one that left and came back is a new object, 400.7).
 */
function leftAnswer(a: Extract<Ask, { kind: 'left' }>, view: RunView, lang: Lang): AskResult {
  const ja = lang === 'ja';
  const r = view.resolution;
  const computed = new Map(r.computed.map((c) => [c.id, c]));
  // Each object there now, with the id it started the run with (its label in the question's words).
  const there: { now: string; start: string }[] = [];
  for (const f of r.fates) {
    if (f.now?.zone !== 'battlefield') continue;
    if (a.survivors && (f.created || f.start !== 'battlefield' || f.moves.length > 0)) continue;
    there.push({ now: f.now.id, start: f.id });
  }
  const kept = there.filter(({ now }) => {
    const c = computed.get(now);
    const o = r.final.objects.find((x) => x.id === now);
    if (!c || !o) return false;
    if (a.side !== null && c.controller !== a.side) return false;
    return a.types.length === 0 || a.types.some((t) => c.types.includes(t));
  });
  const name = ({ now, start }: { now: string; start: string }): string => view.built.labels.get(start) ?? view.labels[now]?.[lang] ?? r.final.objects.find((x) => x.id === now)?.label ?? now;
  const names = kept.map(name);
  const nounEn = a.types.length === 0 ? 'permanents' : a.types.map((t) => `${TYPE_EN[t] ?? t.toLowerCase()}s`).join(' or ');
  const nounJa = a.types.length === 0 ? 'パーマネント' : a.types.map((t) => TYPE_NAME_JA[t] ?? t).join('や');
  const value = JSON.stringify([...kept.map((k) => k.start)].sort());
  if (kept.length > 0) {
    const lead = ja ? `はい。戦場に残っているのは${names.join('、')}です。` : `Yes. Still on the battlefield: ${names.join(', ')}.`;
    return { verdict: 'yes', lead, value };
  }
  const whoEn = a.side === null ? '' : a.side === 'A' ? ' of yours' : " of the opponent's";
  const whoJa = a.side === null ? '' : `${playerName(a.side, true)}の`;
  const lead = ja
    ? `いいえ。戦場には${whoJa}${nounJa}は何も残っていません${a.survivors ? '（最初からあったもののうち）' : ''}。`
    : a.survivors
      ? `No. None of the ${nounEn}${whoEn} survives: none is left on the battlefield.`
      : `No. No ${nounEn}${whoEn} are left on the battlefield.`;
  return { verdict: 'no', lead, value };
}

/** The engine labels an object had in the run (the steps name objects by label; each zone change is a new object, 400.7). */
function labelsOf(view: RunView, id: string): Set<string> {
  const ids = idsOf(view, id);
  const out = new Set<string>();
  for (const o of view.resolution.final.objects) if (ids.has(o.id)) out.add(o.label);
  return out;
}

/**
 * Issue 16 §1: the step of the run whose rule decided a yes/no answer (render/reasons.ts), the last one
 * of its key that `about` accepts — the answer line names that reason, from the trace, never from the
 * question's words.
 */
function decisiveStep(view: RunView, key: ReasonKey | readonly ReasonKey[], about: (p: TraceStep['params']) => boolean): (TraceStep & { key: ReasonKey }) | undefined {
  const keys: readonly string[] = typeof key === 'string' ? [key] : key;
  return view.resolution.trace.filter((s): s is TraceStep & { key: ReasonKey } => keys.includes(s.key) && isReasonKey(s.key) && about(s.params)).at(-1);
}

/** Prevention steps: an effect's (615.1a) and protection's (702.16e). */
const PREVENTED = ['damage.prevented', 'event.damage-prevented'] as const;

/** The answer line with the decisive step's reason (nothing added when there is none). */
function because(lead: string, step: (TraceStep & { key: ReasonKey }) | undefined, view: RunView, lang: Lang): string {
  if (!step || lead === '') return lead;
  return withReason(lead, reasonClause(step, lang, { labels: view.labels, asker: true }), lang);
}

/**
 * Why a spell or ability resolved or didn't: it can't be countered (101.2), it was countered (701.6a), or
 * its targets were illegal as it would resolve (608.2b: the first one found illegal, with its rule).
 */
function stackReason(view: RunView, id: string, resolved: boolean): (TraceStep & { key: ReasonKey }) | undefined {
  const named = labelsOf(view, id);
  const ids = idsOf(view, id);
  const ev = view.resolution.events;
  if (resolved) return decisiveStep(view, 'counter.cant', (p) => named.has(String(p.item)));
  if (ev.some((e) => e.kind === 'countered' && ids.has(e.item))) return decisiveStep(view, 'counter.countered', (p) => named.has(String(p.item)));
  if (!ev.some((e) => e.kind === 'fizzled' && ids.has(e.item))) return undefined;
  return view.resolution.trace.find((s): s is TraceStep & { key: ReasonKey } => s.key === 'target.illegal' && isReasonKey(s.key) && named.has(String(s.params.item)));
}

/**
 * It died with toughness 0 or less (704.5f): that is the reason, and when it had indestructible (printed,
 * or given by a layer step that names it) the reason says that indestructible doesn't stop it (702.12b) —
 * "Does it die even though it's indestructible?".
 */
function zeroToughness(view: RunView, id: string): (TraceStep & { key: ReasonKey }) | undefined {
  const named = labelsOf(view, id);
  const step = decisiveStep(view, 'sba.zero-toughness', (p) => named.has(String(p.object)));
  if (!step) return undefined;
  const ids = idsOf(view, id);
  const printed = view.resolution.final.objects.some((o) => ids.has(o.id) && o.printed.keywords.some((k) => k.keyword === 'indestructible'));
  const granted = view.resolution.trace.some((s) => s.key.startsWith('layer.') && named.has(String(s.params.object)) && JSON.stringify(s.params).toLowerCase().includes('indestructible'));
  if (!printed && !granted) return step;
  return { ...step, rules: [...step.rules, '702.12b'], params: { ...step.params, indestructible: true } };
}

/**
 * "Who wins?", "Who loses?", "Is it a draw?": the game's result when the story ends. A player at 0 or less
 * life (or with another losing condition) loses (104.3, 704.5a); when the other doesn't, that one wins
 * (104.2a); when both lose at once, the game is a draw (104.4a); when neither does, nobody has won. A who-
 * question gets no yes or no; "is it a draw?" is yes only when both lost.
 */
function gameResult(a: Extract<Ask, { kind: 'loses' | 'wins' }>, view: RunView, lang: Lang): AskResult {
  const ja = lang === 'ja';
  const lost = (id: Side): boolean => (view.resolution.final.players.find((x) => x.id === id)?.lost ?? null) !== null;
  const [a1, b1] = [lost('A'), lost('B')];
  const draw = a1 && b1;
  // 104.3, 101.2: a player who met a losing condition but can't lose — said why nobody lost.
  const cant = draw || a1 || b1 ? undefined : decisiveStep(view, 'sba.cant-lose', () => true);
  const DRAW = ja ? '両プレイヤーが同時に敗北するため、ゲームは引き分けです（104.4aを参照）' : 'both players lose at the same time, so the game is a draw (see 104.4a)';
  let lead: string;
  if (draw) lead = a.kind === 'wins' ? (ja ? `${DRAW}。勝者はいません。` : `Nobody wins: ${DRAW}.`) : ja ? `${DRAW}。` : `Both players lose the game at the same time, so it is a draw (see 104.4a).`;
  else if (a1 || b1) {
    const loser = a1 ? 'A' : 'B';
    lead = ja
      ? `${playerName(loser, true)}がゲームに敗北し、${playerName(loser === 'A' ? 'B' : 'A', true)}が勝利します。`
      : loser === 'A' ? 'You lose the game, so the opponent wins.' : 'The opponent loses the game, so you win.';
  } else lead = ja ? 'どちらのプレイヤーもゲームに敗北しません。' : 'Neither player loses the game, so nobody has won.';
  if (a.kind === 'loses' && a.draw) {
    const v = draw ? 'yes' : 'no';
    const said = draw ? (ja ? `はい。${DRAW}。` : `Yes. ${DRAW.charAt(0).toUpperCase()}${DRAW.slice(1)}.`) : `${ja ? 'いいえ。' : 'No. '}${lead}`;
    return { verdict: v, lead: because(said, cant, view, lang), value: String(draw) };
  }
  return { verdict: null, lead: because(lead, cant, view, lang), value: draw ? 'draw' : a1 ? 'B' : b1 ? 'A' : 'none' };
}

export function answerAsk(a: Ask, view: RunView, q: ParsedQuestion, lang: Lang): AskResult {
  const ja = lang === 'ja';
  const label = (id: string): string => view.built.labels.get(id) ?? id;
  const r = view.resolution;
  const computed = new Map(r.computed.map((c) => [c.id, c]));
  const yes = (b: boolean): string => (ja ? (b ? 'はい。' : 'いいえ。') : b ? 'Yes. ' : 'No. ');
  switch (a.kind) {
    case 'outcome': {
      const zones = q.things.map((t) => `${t.id}:${fateOf(view, t.id).zone}`);
      const players = r.final.players.map((p) => `${p.id}:${p.life}:${p.poison}:${p.lost !== null}`);
      return { verdict: null, lead: '', value: JSON.stringify({ zones, players }) };
    }
    case 'dies': {
      const f = fateOf(view, a.id);
      // "Does it survive?" of a permanent that left the battlefield without dying (exiled, bounced):
      // it didn't die, yet it isn't on the battlefield — either verdict could be read as wrong, so none.
      const leftAlive = !f.died && f.wasOnBattlefield && f.zone !== 'battlefield';
      const verdict = !a.positive && leftAlive ? null : f.died === a.positive ? 'yes' : 'no';
      const c = computed.get(f.finalId);
      const dmg = r.final.objects.find((o) => o.id === f.finalId)?.damage ?? 0;
      let lead: string;
      if (f.died) {
        lead = ja ? `${yes(verdict === 'yes')}${label(a.id)}は死亡します（墓地に置かれます）。` : `${yes(verdict === 'yes')}${label(a.id)} dies (it is put into its owner's graveyard).`;
        lead = because(lead, zeroToughness(view, a.id), view, lang);
      }
      else if (f.zone === 'battlefield') {
        // Its P/T only when it changed (issue 16); the damage it survived when there is some.
        const start = startSize(view, a.id);
        const sized = c && !q.things.find((t) => t.id === a.id)?.sizeAssumed;
        const size = sized && start && (c.power !== start.power || c.toughness !== start.toughness) ? `${c.power}/${c.toughness}` : '';
        const parts = [size, dmg > 0 ? (ja ? `ダメージ${dmg}点` : `${dmg} damage marked`) : ''].filter(Boolean);
        const extra = parts.length === 0 ? '' : ja ? `（${parts.join('、')}）` : ` (${size ? `${size}${dmg > 0 ? ' with ' : ''}` : 'with '}${dmg > 0 ? `${dmg} damage marked` : ''})`;
        lead = ja ? `${yes(verdict === 'yes')}${label(a.id)}は戦場に残ります${extra}。` : `${yes(verdict === 'yes')}${label(a.id)} survives${extra}.`;
        // 702.12b: indestructible is why it survived something that destroys.
        const named = labelsOf(view, a.id);
        lead = because(lead, decisiveStep(view, 'indestructible.survives', (p) => named.has(String(p.object))), view, lang);
      } else if (!f.wasOnBattlefield) lead = ja ? `${yes(verdict === 'yes')}${label(a.id)}は戦場に出ていないので、死亡していません。` : `${yes(verdict === 'yes')}${label(a.id)} never was on the battlefield, so it hasn't died.`;
      else lead = ja ? `${yes(verdict === 'yes')}${label(a.id)}は死亡しませんが、戦場を離れます（${ZONE_JA[f.zone] ?? f.zone}）。` : `${yes(verdict === 'yes')}${label(a.id)} doesn't die, but it leaves the battlefield (to ${ZONE_EN[f.zone] ?? f.zone}).`;
      return { verdict, lead, value: `${f.died}:${f.zone}` };
    }
    case 'bigger': {
      const f = fateOf(view, a.id);
      const c = f.zone === 'battlefield' ? computed.get(f.finalId) : undefined;
      const start = startSize(view, a.id);
      if (!c || !start || c.power === null || c.toughness === null) return { verdict: null, lead: '', value: 'unknown' };
      const delta = c.power + c.toughness - (start.power + start.toughness);
      const is = a.bigger ? delta > 0 : delta < 0;
      const lead = ja ? `${yes(is)}${label(a.id)}は${c.power}/${c.toughness}です（元は${start.power}/${start.toughness}）。` : `${yes(is)}${label(a.id)} is ${c.power}/${c.toughness} (printed ${start.power}/${start.toughness}).`;
      return { verdict: is ? 'yes' : 'no', lead, value: `${c.power}/${c.toughness}` };
    }
    case 'tapped': {
      const f = fateOf(view, a.id);
      const o = r.final.objects.find((x) => x.id === f.finalId);
      const tapped = o?.tapped === true;
      const lead = ja ? `${yes(tapped)}${label(a.id)}は${tapped ? 'タップ状態です' : 'アンタップ状態のままです'}。` : `${yes(tapped)}${label(a.id)} ${tapped ? 'is tapped' : 'stays untapped'}.`;
      return { verdict: tapped ? 'yes' : 'no', lead, value: String(tapped) };
    }
    case 'resolves': {
      // A spell on the stack is its own stack item (405.1); a countered spell never resolves (701.6a), and
      // one whose every target is illegal when it would resolve doesn't either (608.2b): the engine records
      // 'resolved' only after that check, and 'fizzled' instead (stack/resolve.ts).
      const ids = idsOf(view, a.id);
      const did = r.events.some((e) => e.kind === 'resolved' && ids.has(e.item));
      const lead = ja ? `${yes(did)}${label(a.id)}は${did ? '解決されます' : '解決されません'}。` : `${yes(did)}${label(a.id)} ${did ? 'resolves' : "doesn't resolve"}.`;
      return { verdict: did ? 'yes' : 'no', lead: because(lead, stackReason(view, a.id, did), view, lang), value: String(did) };
    }
    case 'fizzles':
    case 'countered': {
      // 608.2b: a spell whose targets are all illegal doesn't resolve — it is not countered (701.6a).
      const ids = idsOf(view, a.id);
      const fizzled = r.events.some((e) => e.kind === 'fizzled' && ids.has(e.item));
      const countered = r.events.some((e) => e.kind === 'countered' && ids.has(e.item));
      const resolved = r.events.some((e) => e.kind === 'resolved' && ids.has(e.item));
      // (One that did none of these — the game ended first — is not answered either way.)
      if (!fizzled && !countered && !resolved) return { verdict: null, lead: '', value: 'unknown' };
      const is = a.kind === 'fizzles' ? fizzled : countered;
      const what = fizzled
        ? ja ? `対象がすべて不適正なので解決されず、何もせずにスタックから取り除かれます（不発。打ち消されたのではありません）` : "has only illegal targets, so it doesn't resolve and does nothing (it fizzles; it isn't countered)"
        : countered
          ? ja ? 'は打ち消されます' : 'is countered'
          : ja ? 'は解決されます' : 'resolves';
      const lead = ja ? `${yes(is)}${label(a.id)}${fizzled ? 'は' : ''}${what}。` : `${yes(is)}${label(a.id)} ${what}.`;
      // (Resolved although a counterspell was aimed at it: why, when a rule made it so, 101.2.)
      const reason = resolved ? stackReason(view, a.id, true) : undefined;
      return { verdict: is ? 'yes' : 'no', lead: because(lead, reason, view, lang), value: fizzled ? 'fizzled' : countered ? 'countered' : 'resolved' };
    }
    case 'has-counters': {
      const f = fateOf(view, a.id);
      const o = r.final.objects.find((x) => x.id === f.finalId);
      const n = o?.counters[a.counter] ?? 0;
      // Counters of other kinds it ends with are said too: 「カウンターは何個残る？」 names no kind, and the
      // kind told before may be gone while another stays (a -1/-1 counter after 704.5q).
      const others = Object.entries(o?.counters ?? {}).filter(([k, m]) => k !== a.counter && m > 0);
      const more = others.length === 0 ? '' : ja ? `（ほかに${others.map(([k, m]) => `${counterJa(k)}カウンターが${m}個`).join('、')}）` : ` (and ${others.map(([k, m]) => `${m} ${k} counter${m === 1 ? '' : 's'}`).join(', ')})`;
      const lead = ja ? `${yes(n > 0)}${label(a.id)}には${counterJa(a.counter)}カウンターが${n}個あります${more}。` : `${yes(n > 0)}${label(a.id)} has ${n} ${a.counter} counter${n === 1 ? '' : 's'}${more}.`;
      return { verdict: n > 0 ? 'yes' : 'no', lead, value: String(n) };
    }
    case 'zone': {
      const f = fateOf(view, a.id);
      if (a.to) return zoneVerdict(view, a.id, a.to, a.stay === true, label(a.id), ja);
      // A token put into a zone other than the battlefield ceases to exist there (111.7, 704.5d): where it
      // went is said, then that it is gone — "ends up in nowhere" hid whether it died or was exiled.
      const went = f.zone === 'gone' && f.lastTo && f.lastTo !== 'battlefield' ? f.lastTo : null;
      // A card in a graveyard, hand or library is in its owner's (400.3): whose is said (「誰の墓地？」), as the
      // English "its owner's graveyard" says it.
      const owner = f.zone === 'graveyard' || f.zone === 'hand' || f.zone === 'library' ? r.final.objects.find((x) => x.id === f.finalId)?.owner : undefined;
      const whose = owner === 'A' || owner === 'B' ? `${playerName(owner, true)}の` : '';
      const lead = went
        ? ja
          ? `${label(a.id)}は${ZONE_JA[went] ?? went}に置かれ、トークンなのでそこで消滅します。`
          : `${label(a.id)} is put into ${ZONE_EN[went] ?? went} and, being a token, ceases to exist there.`
        : ja
          ? `${label(a.id)}は最終的に${whose}${ZONE_JA[f.zone] ?? f.zone}にあります。`
          : f.zone === 'battlefield'
            ? `${label(a.id)} is still on the battlefield.`
            : `${label(a.id)} ends up in ${ZONE_EN[f.zone] ?? f.zone}.`;
      return { verdict: null, lead, value: f.zone };
    }
    case 'left':
      return leftAnswer(a, view, lang);
    case 'controller': {
      // The controller after every effect (layer 2, 613.1b); only a permanent or a spell has one (108.4).
      const f = fateOf(view, a.id);
      const c = f.zone === 'battlefield' ? computed.get(f.finalId) : undefined;
      if (!c) return { verdict: null, lead: ja ? `${label(a.id)}はもう戦場にありません。` : `${label(a.id)} is no longer on the battlefield.`, value: `gone:${f.zone}` };
      const who = c.controller === 'A' ? (ja ? 'あなた' : 'You control') : ja ? '対戦相手' : 'The opponent controls';
      return { verdict: null, lead: ja ? `${label(a.id)}は${who}がコントロールしています。` : `${who} ${label(a.id)}.`, value: c.controller };
    }
    case 'pt': {
      const f = fateOf(view, a.id);
      const c = f.zone === 'battlefield' ? computed.get(f.finalId) : undefined;
      if (!c) return { verdict: null, lead: ja ? `${label(a.id)}はもう戦場にありません。` : `${label(a.id)} is no longer on the battlefield.`, value: `gone:${f.zone}` };
      if (c.power === null || c.toughness === null) {
        // A noncreature permanent has no P/T (208.3): never 'null/null'. A planeswalker's number is its
        // loyalty, the loyalty counters on it (306.5c) — what "what's the PW at?" asks.
        const loyalty = view.resolution.final.objects.find((o) => o.id === f.finalId)?.counters.loyalty;
        const lead = loyalty !== undefined
          ? ja ? `${label(a.id)}はクリーチャーではないのでパワーとタフネスを持ちません。忠誠度は${loyalty}です（208.3、306.5c）。` : `${label(a.id)} isn't a creature, so it has no power or toughness; its loyalty is ${loyalty} (208.3, 306.5c).`
          : ja ? `${label(a.id)}はクリーチャーではないのでパワーとタフネスを持ちません（208.3）。` : `${label(a.id)} isn't a creature, so it has no power or toughness (208.3).`;
        return { verdict: a.is ? 'no' : null, lead: a.is ? `${yes(false)}${lead}` : lead, value: loyalty !== undefined ? `loyalty:${loyalty}` : 'no-pt' };
      }
      // "Is it a 4/4 now?": yes only when it is that size.
      if (a.is) {
        const is = c.power === a.is.power && c.toughness === a.is.toughness;
        return { verdict: is ? 'yes' : 'no', lead: ja ? `${yes(is)}${label(a.id)}は${c.power}/${c.toughness}です。` : `${yes(is)}${label(a.id)} is ${c.power}/${c.toughness}.`, value: `${c.power}/${c.toughness}` };
      }
      return { verdict: null, lead: ja ? `${label(a.id)}は${c.power}/${c.toughness}です。` : `${label(a.id)} is ${c.power}/${c.toughness}.`, value: `${c.power}/${c.toughness}` };
    }
    case 'keywords': {
      const f = fateOf(view, a.id);
      const c = f.zone === 'battlefield' ? computed.get(f.finalId) : undefined;
      if (!c) return { verdict: null, lead: ja ? `${label(a.id)}はもう戦場にありません。` : `${label(a.id)} is no longer on the battlefield.`, value: `gone:${f.zone}` };
      const kws = c.keywords.map((k) => (ja ? formatKeywordJa(k) : formatKeyword(k)));
      const lead = kws.length === 0 ? (ja ? `${label(a.id)}はキーワード能力を持っていません。` : `${label(a.id)} has no keyword abilities.`) : ja ? `${label(a.id)}は${kws.join('、')}を持っています。` : `${label(a.id)} has ${kws.join(', ')}.`;
      return { verdict: null, lead, value: kws.join(',') };
    }
    case 'has-keyword': {
      const f = fateOf(view, a.id);
      // A permanent that left the battlefield in the run: what it has now is not asked ("doesn't have
      // indestructible" of a creature that died with it was false); where it went is said, no yes or no.
      if (f.wasOnBattlefield && f.zone !== 'battlefield') {
        const where = f.died ? (ja ? '死亡しました' : 'it died') : ja ? `${ZONE_JA[f.zone] ?? f.zone}に移動しました` : `it went to ${ZONE_EN[f.zone] ?? f.zone}`;
        return { verdict: null, lead: ja ? `${label(a.id)}はもう戦場にありません（${where}）。` : `${label(a.id)} is no longer on the battlefield (${where}).`, value: `gone:${f.zone}` };
      }
      const c = f.zone === 'battlefield' ? computed.get(f.finalId) : undefined;
      const has = c ? c.keywords.some((k) => formatKeyword(k) === formatKeyword(a.keyword)) : false;
      const kw = ja ? formatKeywordJa(a.keyword) : formatKeyword(a.keyword);
      const lead = ja ? `${yes(has)}${label(a.id)}は${kw}を${has ? '持っています' : '持っていません'}。` : `${yes(has)}${label(a.id)} ${has ? 'has' : "doesn't have"} ${kw}.`;
      return { verdict: has ? 'yes' : 'no', lead, value: String(has) };
    }
    case 'life': {
      const p = r.final.players.find((x) => x.id === a.side);
      const start = q.life[a.side] ?? 20;
      // The change too: "how much life do I gain?" is often asked as "what is my life?".
      const d = p ? p.life - start : 0;
      const how = d === 0 ? (ja ? '変化なし' : 'no change') : ja ? `${Math.abs(d)}点${d > 0 ? '増加' : '減少'}` : `${d > 0 ? 'gained' : 'lost'} ${Math.abs(d)}`;
      const because = d === 0 ? preventedNote(view, a.side, lang) : '';
      const lead = p ? (ja ? `${playerName(a.side, ja)}のライフは${p.life}です（${start}から${how}）${because}。` : `${a.side === 'A' ? 'Your' : "The opponent's"} life total is ${p.life} (from ${start}: ${how})${because}.`) : '';
      // 「ライフは減りますか」: yes or no by the way it changed.
      // 「ライフは17になる？」: yes or no by the number it ends at.
      const verdict = !p ? null : a.is !== undefined ? (p.life === a.is ? 'yes' : 'no') : a.change === undefined ? null : (a.change === 'up' ? d > 0 : d < 0) !== (a.negated === true) ? 'yes' : 'no';
      return { verdict, lead: verdict ? `${yes(verdict === 'yes')}${lead}` : lead, value: String(p?.life) };
    }
    case 'damage-taken': {
      const side = a.side ?? defending(view);
      const n = damageTo(view, side);
      // "Is that damage prevented?" is yes when none is taken; "does any damage get through?" when some is.
      // 「4点入る？」 is yes only when exactly that much is dealt.
      const v = (a.amount !== undefined ? n === a.amount : a.prevented === true ? n === 0 : n > 0) !== (a.negated === true);
      const lead = ja ? `${a.yesNo ? yes(v) : ''}${playerName(side, ja)}は${n}点のダメージを受けます。` : `${a.yesNo ? yes(v) : ''}${side === 'A' ? 'You take' : 'The opponent takes'} ${n} damage.`;
      // None taken because it was prevented (615.1): by what.
      const prevented = a.yesNo && n === 0 ? decisiveStep(view, PREVENTED, (p) => p.toPlayer !== false && p.target === side) : undefined;
      return { verdict: a.yesNo ? (v ? 'yes' : 'no') : null, lead: because(lead, prevented, view, lang), value: String(n) };
    }
    case 'poison': {
      const side = a.side ?? defending(view);
      const p = r.final.players.find((x) => x.id === side);
      const before = q.poison[side] ?? 0;
      const n = p?.poison ?? 0;
      const added = n - before;
      const lead = ja ? `${a.yesNo ? yes(added > 0) : ''}${playerName(side, ja)}の毒カウンターは${n}個です（${added > 0 ? `${added}個増えました` : '増えていません'}）。` : `${a.yesNo ? yes(added > 0) : ''}${side === 'A' ? 'You have' : 'The opponent has'} ${n} poison counter${n === 1 ? '' : 's'} (${added} new).`;
      return { verdict: a.yesNo ? (added > 0 ? 'yes' : 'no') : null, lead, value: String(n) };
    }
    case 'loses': {
      if (a.who || a.draw) return gameResult(a, view, lang);
      const p = r.final.players.find((x) => x.id === a.side);
      const lost = p ? p.lost !== null : false;
      // Both losing at once: the game is a draw (104.4a), said so the "yes" isn't read as the other player winning.
      const both = lost && r.final.players.every((x) => x.lost !== null);
      // (Asked who loses, both sides are answered: the draw is said once, after the last.)
      const draw = both && !(a.who && a.side === 'A') ? (ja ? '両プレイヤーが同時に敗北するため、ゲームは引き分けです（104.4aを参照）。' : ' Both players lose at the same time, so the game is a draw (see 104.4a).') : '';
      // "Who loses?": no yes or no, each player said as losing or not.
      const yn = a.who ? (): string => '' : yes;
      const lead = ja ? `${yn(lost)}${playerName(a.side, ja)}は${lost ? 'ゲームに敗北します' : 'ゲームに敗北しません'}。${draw}` : `${yn(lost)}${a.side === 'A' ? (lost ? 'You lose' : "You don't lose") : lost ? 'The opponent loses' : "The opponent doesn't lose"} the game.${draw}`;
      // 104.3, 101.2: a player who met a losing condition but can't lose — said why.
      const cant = lost ? undefined : decisiveStep(view, 'sba.cant-lose', (p) => p.player === a.side);
      // "Do I survive?": the same fact asked the other way round — yes when the player didn't lose.
      if (a.survives) return { verdict: lost ? 'no' : 'yes', lead: because(`${yes(!lost)}${lead.replace(/^(?:Yes\. |No\. |はい。|いいえ。)/u, '')}`, cant, view, lang), value: String(!lost) };
      return { verdict: lost ? 'yes' : 'no', lead: because(lead, cant, view, lang), value: String(lost) };
    }
    case 'wins': {
      if (a.who) return gameResult(a, view, lang);
      const lost = (id: Side): boolean => (r.final.players.find((x) => x.id === id)?.lost ?? null) !== null;
      const me = lost(a.side);
      const them = lost(a.side === 'A' ? 'B' : 'A');
      const won = them && !me;
      // Both losing at once is a draw (104.4a): nobody wins.
      const why = me && them ? (ja ? '両プレイヤーが同時に敗北するため、ゲームは引き分けです（104.4aを参照）' : 'both players lose at the same time, so the game is a draw (see 104.4a)') : '';
      const lead = ja
        ? `${yes(won)}${playerName(a.side, ja)}は${won ? 'ゲームに勝利します' : why || 'ゲームに勝利しません'}。`
        : `${yes(won)}${won ? (a.side === 'A' ? 'You win' : 'The opponent wins') : why ? why.charAt(0).toUpperCase() + why.slice(1) : a.side === 'A' ? "You don't win" : "The opponent doesn't win"}${won || !why ? ' the game' : ''}.`;
      const cant = won ? undefined : decisiveStep(view, 'sba.cant-lose', (p) => p.player === (a.side === 'A' ? 'B' : 'A'));
      return { verdict: won ? 'yes' : 'no', lead: because(lead, cant, view, lang), value: String(won) };
    }
    case 'dealt-damage': {
      const ids = idsOf(view, a.id);
      const by = a.by !== undefined ? idsOf(view, a.by) : null;
      const n = r.events.reduce((m, e) => (e.kind === 'damage-dealt' && ids.has(e.target) && (by === null || (e.source !== null && by.has(e.source))) ? m + e.amount : m), 0);
      // Asked how much, the amount is the answer: no yes or no before it.
      const yn = a.howMuch ? (): string => '' : yes;
      const lead = ja ? `${yn(n > 0)}${label(a.id)}は${n > 0 ? `${n}点のダメージを受けます` : 'ダメージを受けません'}。` : `${yn(n > 0)}${label(a.id)} ${n > 0 ? `is dealt ${n} damage` : 'is dealt no damage'}.`;
      const named = labelsOf(view, a.id);
      const from = a.by !== undefined ? labelsOf(view, a.by) : null;
      const prevented = n === 0 ? decisiveStep(view, PREVENTED, (p) => p.toPlayer !== true && named.has(String(p.target)) && (from === null || from.has(String(p.source)))) : undefined;
      return { verdict: a.howMuch ? null : n > 0 ? 'yes' : 'no', lead: because(lead, prevented, view, lang), value: String(n) };
    }
    case 'life-gained': {
      const n = r.events.reduce((m, e) => (e.kind === 'life-changed' && e.player === a.side && e.amount > 0 ? m + e.amount : m), 0);
      const who = playerName(a.side, ja);
      const because = n === 0 ? preventedNote(view, a.side, lang) : '';
      // The life total it makes, "(20 → 23)"; when something else changed it too, said as the whole change.
      const start = q.life[a.side] ?? 20;
      const end = r.final.players.find((x) => x.id === a.side)?.life;
      const total = n === 0 || end === undefined ? '' : end === start + n ? (ja ? `（${start} → ${end}）` : ` (${start} → ${end})`) : ja ? `（ほかの変化も含めてライフは${start} → ${end}）` : ` (with everything else, life ${start} → ${end})`;
      const lead = ja ? `${yes(n > 0)}${who}は${n > 0 ? `${n}点のライフを得ます${total}` : 'ライフを得ません'}${because}。` : `${yes(n > 0)}${a.side === 'A' ? 'You' : 'The opponent'} ${n > 0 ? `gain${a.side === 'A' ? '' : 's'} ${n} life${total}` : `gain${a.side === 'A' ? '' : 's'} no life`}${because}.`;
      // "Who gains the life?", "How much life do I gain?": the amount, said plainly (no yes or no to a who- or how-much question).
      if (a.who || a.howMuch) return { verdict: null, lead: lead.replace(/^(?:Yes\. |No\. |はい。|いいえ。)/u, ''), value: String(n) };
      // "Do I gain 5 life?": yes only for that amount; the amount gained is said either way.
      if (a.amount !== undefined) {
        const right = n === a.amount;
        return { verdict: right ? 'yes' : 'no', lead: lead.replace(/^(?:Yes\. |No\. |はい。|いいえ。)/u, yes(right)), value: String(n) };
      }
      return { verdict: n > 0 ? 'yes' : 'no', lead, value: String(n) };
    }
    case 'triggers': {
      // A triggered ability is put on the stack the next time a player would receive priority (603.3).
      const ids = idsOf(view, a.id);
      const n = r.events.filter((e) => e.kind === 'put-on-stack' && e.itemKind === 'triggered' && e.source !== null && ids.has(e.source)).length;
      const lead = ja ? `${yes(n > 0)}${label(a.id)}の能力は${n > 0 ? `${n}回誘発します` : '誘発しません'}。` : `${yes(n > 0)}${label(a.id)}'s ability ${n > 0 ? `triggers ${n === 1 ? 'once' : `${n} times`}` : "doesn't trigger"}.`;
      return { verdict: n > 0 ? 'yes' : 'no', lead, value: String(n) };
    }
    case 'tokens': {
      const made = (side: Side): number => r.events.flatMap((e) => (e.kind === 'created' && e.token && e.controller === side ? [e.object] : [])).filter((id) => a.subtype === null || tokenHasSubtype(view, id, a.subtype)).length;
      const sentence = (side: Side, n: number): string => (ja ? `${playerName(side, ja)}は${n > 0 ? `トークンを${n}体得ます` : 'トークンを得ません'}。` : `${side === 'A' ? 'You get' : 'The opponent gets'} ${n > 0 ? `${n} token${n === 1 ? '' : 's'}` : 'no token'}.`);
      if (a.side === null) {
        // Tokens for anyone: each player who gets some is named.
        const per = (['A', 'B'] as const).map((s) => [s, made(s)] as const).filter(([, n]) => n > 0);
        const n = per.reduce((m, [, k]) => m + k, 0);
        const lead = n > 0 ? `${yes(true)}${per.map(([s, k]) => sentence(s, k)).join(ja ? '' : ' ')}` : `${yes(false)}${ja ? 'トークンは出ません。' : 'No token is created.'}`;
        return { verdict: n > 0 ? 'yes' : 'no', lead, value: String(n) };
      }
      const n = made(a.side);
      return { verdict: n > 0 ? 'yes' : 'no', lead: `${yes(n > 0)}${sentence(a.side, n)}`, value: String(n) };
    }
    case 'draws': {
      const drawn = r.events.filter((e) => e.kind === 'drew' && e.player === a.side);
      const n = drawn.length;
      // Cards drawn from a library the question didn't describe are unseen (engine/hand.ts): said plainly.
      const unseen = drawn.filter((e) => e.kind === 'drew' && e.card === null).length;
      const who = playerName(a.side, ja);
      const which = unseen === 0 ? '' : ja ? `（ライブラリーの中身が書かれていないので、${unseen === n ? 'どのカードか' : `そのうち${unseen}枚がどのカードか`}は分かりません）` : ` (the question doesn't describe ${a.side === 'A' ? 'your' : "the opponent's"} library, so which card${unseen === 1 ? ' it is' : 's they are'} is unknown)`;
      const lead = ja ? `${yes(n > 0)}${who}は${n > 0 ? `カードを${n}枚引きます${which}` : 'カードを引きません'}。` : `${yes(n > 0)}${a.side === 'A' ? 'You draw' : 'The opponent draws'} ${n > 0 ? `${n} card${n === 1 ? '' : 's'}${which}` : 'no card'}.`;
      return { verdict: n > 0 ? 'yes' : 'no', lead, value: String(n) };
    }
    case 'hand-size': {
      // 402.1: the cards in the hand at the end — named ones and those nobody named (engine/hand.ts);
      // an unknown hand is refused before this (answer.ts).
      const p = r.final.players.find((x) => x.id === a.side);
      const n = r.final.objects.filter((o) => o.zone === 'hand' && o.owner === a.side).length + (p?.unseenInHand ?? 0);
      const whose = ja ? playerName(a.side, true) : a.side === 'A' ? 'your' : "the opponent's";
      const discarded = r.trace.find((s) => s.key === 'cleanup.discard' && s.params.player === a.side);
      const why = discarded ? (ja ? `（クリンナップ・ステップに${String(discarded.params.count)}枚捨てたあと、514.1）` : ` (after discarding ${String(discarded.params.count)} in the cleanup step, 514.1)`) : '';
      const lead = ja ? `${whose}の手札は${n}枚です${why}。` : `There ${n === 1 ? 'is' : 'are'} ${n} card${n === 1 ? '' : 's'} in ${whose} hand${why}.`;
      return { verdict: null, lead, value: String(n) };
    }
    case 'returns': {
      const f = fateOf(view, a.id);
      if (a.to === 'hand') {
        // A token returned to its owner's hand gets there, then ceases to exist (111.7, 704.5d).
        const ceased = f.zone === 'gone' && f.lastTo === 'hand';
        if (ceased) {
          const lead = ja
            ? `${yes(true)}${label(a.id)}はオーナーの手札に戻り、その後、戦場以外の領域にあるトークンとして消滅します（111.7、704.5d）。`
            : `${yes(true)}${label(a.id)} is returned to its owner's hand, then ceases to exist as a token outside the battlefield (111.7, 704.5d).`;
          return { verdict: 'yes', lead, value: 'true:ceased' };
        }
        const inHand = f.zone === 'hand' && f.finalId !== a.id;
        // Whose hand, by name: under a control change the owner isn't the controller told (108.3, 400.3).
        const owner = view.resolution.final.objects.find((o) => o.id === f.finalId)?.owner;
        const whose = owner === 'A' || owner === 'B' ? owner : null;
        const lead = ja
          ? `${yes(inHand)}${label(a.id)}は${inHand ? `${whose ? `オーナー（${playerName(whose, true)}）` : 'オーナー'}の手札に戻ります` : '手札に戻りません'}。`
          : `${yes(inHand)}${label(a.id)} ${inHand ? `returns to its owner's${whose ? ` (${whose === 'A' ? 'your' : "the opponent's"})` : ''} hand` : "doesn't return to its owner's hand"}.`;
        return { verdict: inHand ? 'yes' : 'no', lead, value: `${inHand}:${f.zone}` };
      }
      const back = f.zone === 'battlefield' && f.finalId !== a.id;
      const lead = ja ? `${yes(back)}${label(a.id)}は${back ? '戦場に戻ります' : '戦場に戻りません'}。` : `${yes(back)}${label(a.id)} ${back ? 'comes back to the battlefield (as a new object, 400.7)' : "doesn't come back to the battlefield"}.`;
      return { verdict: back ? 'yes' : 'no', lead, value: `${back}:${f.zone}` };
    }
    case 'deals-damage': {
      if (a.any) {
        // Damage to anything: every damage event from the object (120.3), whoever took it.
        const from = idsOf(view, a.id);
        const n = r.events.reduce((m, e) => (e.kind === 'damage-dealt' && e.source !== null && from.has(e.source) ? m + e.amount : m), 0);
        const yn = a.howMuch ? (): string => '' : yes;
        const lead = ja ? `${yn(n > 0)}${label(a.id)}は${n > 0 ? `合計${n}点のダメージを与えます` : 'ダメージを与えません'}。` : `${yn(n > 0)}${label(a.id)} ${n > 0 ? `deals ${n} damage in all` : 'deals no damage'}.`;
        const named = labelsOf(view, a.id);
        const prevented = n === 0 ? decisiveStep(view, PREVENTED, (p) => named.has(String(p.source))) : undefined;
        return { verdict: a.howMuch ? null : n > 0 ? 'yes' : 'no', lead: because(lead, prevented, view, lang), value: String(n) };
      }
      const side = a.side ?? defending(view);
      const n = damageTo(view, side, a.id);
      const who = playerName(side, ja);
      const lead = ja ? `${yes(n > 0)}${label(a.id)}は${who}に${n > 0 ? `${n}点のダメージを与えます` : 'ダメージを与えません'}。` : `${yes(n > 0)}${label(a.id)} ${n > 0 ? `deals ${n} damage to ${who}` : `deals no damage to ${who}`}.`;
      const named = labelsOf(view, a.id);
      const prevented = n === 0 ? decisiveStep(view, PREVENTED, (p) => p.toPlayer !== false && p.target === side && named.has(String(p.source))) : undefined;
      return { verdict: n > 0 ? 'yes' : 'no', lead: because(lead, prevented, view, lang), value: String(n) };
    }
    case 'can-attack':
    case 'can-block':
    case 'can-target':
    case 'can-cast':
    case 'can-activate': {
      const pf = view.probeFailure;
      // A spell cast at an illegal target or at the wrong time is rewound (601.2c, 601.2e), an ability
      // that can't be activated too (602.2b): that is a "no" too. The probe is the last action.
      const key = a.kind === 'can-activate' ? 'activate.rewound' : a.kind === 'can-target' || a.kind === 'can-cast' ? 'cast.rewound' : null;
      const rewound = key && !pf ? r.trace.filter((s) => s.key === key).at(-1) : undefined;
      // "Can I target it?" answered of the target, with why it can't be chosen (702.11b, 702.16b, 702.18a),
      // not as "you can't cast …; the game returns …" (issue 16 §1: the line answers the question asked).
      const illegal = a.kind === 'can-target' && rewound ? illegalTargetReason(rewound, lang, { labels: view.labels, asker: true }) : null;
      if (a.kind === 'can-target' && illegal && labelsOf(view, a.target).has(illegal.target)) {
        const spell = a.spell !== undefined ? spellName(label(a.spell)) : null;
        const lead = ja
          ? `いいえ。${playerName(a.caster, ja)}は${spell ? `${spell}で` : ''}${label(a.target)}を対象にできません：${illegal.clause}。`
          : `No. ${a.caster === 'A' ? 'You' : 'The opponent'} can't target ${label(a.target)}${spell ? ` with ${spell}` : ''}: ${illegal.clause}.`;
        return { verdict: 'no', lead, value: 'no' };
      }
      if (pf || rewound) {
        const text = pf ? pf.text : rewound ? renderStep(rewound, lang, { labels: view.labels, asker: true }).text : '';
        return { verdict: 'no', lead: `${yes(false)}${asAnswerLine(text, ja)}`, value: 'no' };
      }
      let lead: string;
      if (a.kind === 'can-attack') lead = ja ? `はい。${label(a.id)}は攻撃できます。` : `Yes. ${label(a.id)} can attack.`;
      else if (a.kind === 'can-block') lead = ja ? `はい。${a.blockers.map(label).join('と')}は${a.attackers.map(label).join('と')}をブロックできます。` : `Yes. ${a.blockers.map(label).join(' and ')} can block ${a.attackers.map(label).join(' and ')}.`;
      else if (a.kind === 'can-target') lead = ja ? `はい。${playerName(a.caster, ja)}は${label(a.target)}を対象にできます。` : `Yes. ${a.caster === 'A' ? 'You' : 'The opponent'} can target ${label(a.target)}.`;
      else if (a.kind === 'can-cast') {
        const spell = spellName(label(a.spell));
        lead = ja ? `はい。${playerName(a.caster, ja)}は${spell}を唱えられます。` : `Yes. ${a.caster === 'A' ? 'You' : 'The opponent'} can cast ${q.cards[a.spell] ? spell : `${/^[aeiou]/.test(spell) ? 'an' : 'a'} ${spell}`}.`;
      }
      else lead = ja ? `はい。${playerName(a.player, ja)}は${label(a.source)}の能力を起動できます。` : `Yes. ${a.player === 'A' ? 'You' : 'The opponent'} can activate ${label(a.source)}'s ability.`;
      return { verdict: 'yes', lead, value: 'yes' };
    }
    default:
      return assertNever(a);
  }
}

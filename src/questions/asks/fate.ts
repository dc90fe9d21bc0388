/**
 * Where an object ends up: "does it die?" (700.4), "where does it go?", "does it go to the graveyard?",
 * "does it return?" — each zone change making a new object (400.7).
 */
import type { Ask } from '../types.ts';
import type { AskContext, AskResult, RunView } from './view.ts';
import { fateOf, startSize, labelsOf, playerName, ZONE_EN, ZONE_JA } from './view.ts';
import { fateOf as engineFate } from '../../engine/fates.ts';
import { because, decisiveStep, zeroToughness } from './reasons.ts';

/** Nothing asked but what happens: the zones and players compared across readings. */
export function askOutcome(a: Extract<Ask, { kind: 'outcome' }>, ctx: AskContext): AskResult {
  const { view, q, r } = ctx;
  const zones = q.things.map((t) => `${t.id}:${fateOf(view, t.id).zone}`);
  const players = r.final.players.map((p) => `${p.id}:${p.life}:${p.poison}:${p.lost !== null}`);
  return { verdict: null, lead: '', value: JSON.stringify({ zones, players }) };
}

/** "Does it die?", "does it survive?" (700.4). */
export function askDies(a: Extract<Ask, { kind: 'dies' }>, ctx: AskContext): AskResult {
  const { view, q, lang, ja, label, yes, r, computed } = ctx;
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

/**
 * "Does it go to the graveyard?", "does it end up in exile?": was it put into that zone in the run (a token
 * is, before it ceases to exist there, 111.7). "Does it stay on the battlefield?": it never left; one that
 * left and came back is a new object (400.7), which neither yes nor no would say: no verdict.
 */
export function zoneVerdict(view: RunView, id: string, to: string, stay: boolean, name: string, ja: boolean): AskResult {
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

/** "Where does it end up?", "does it go to the graveyard?", "does it stay on the battlefield?". */
export function askZone(a: Extract<Ask, { kind: 'zone' }>, ctx: AskContext): AskResult {
  const { view, ja, label, r } = ctx;
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

/** "Does it return to the hand / the battlefield?". */
export function askReturns(a: Extract<Ask, { kind: 'returns' }>, ctx: AskContext): AskResult {
  const { view, ja, label, yes } = ctx;
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

/**
 * Running a parsed question: its Scenario goes through runScenario (the /scenario path), and the
 * answer is read off the engine's result — the final state for "does it die?", "what is its P/T?",
 * "how much life?", and the legality of the probe action for "can it block?" / "can I target it?".
 * Nothing here decides a rule: every verdict is what the engine did, with the steps it cites.
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { Resolution } from '../engine/types.ts';
import { fateOf } from '../engine/fates.ts';
import { runScenario } from '../scenario/run.ts';
import type { ScenarioError, ScenarioRun } from '../scenario/run.ts';
import type { Label } from '../scenario/build.ts';
import { formatProblem, formatKeyword, formatKeywordJa } from '../scenario/schema.ts';
import { answerFor, renderEngineError, renderStep } from '../render/trace.ts';
import type { ParsedQuestion, QuestionError, Side } from './types.ts';
import { questionScenario } from './scenario.ts';
import { restate } from './restate.ts';
import { message } from './messages.ts';

export interface QuestionAnswer {
  lang: Lang;
  understood: string;
  answer: string;
  verdict: 'yes' | 'no' | null;
  steps: { rules: string[]; text: string }[];
  /** The Scenario JSON that was run. */
  scenario: Record<string, unknown>;
  /** The engine's resolution (for DESIGN.md's `final`: commands/scenario.ts finalState). */
  resolution: Resolution;
}

function playerName(side: Side, ja: boolean): string {
  return ja ? (side === 'A' ? 'あなた' : '対戦相手') : side === 'A' ? 'you' : 'the opponent';
}

/**
 * Where the thing with this id ended up, from the engine's own record of it (Resolution.fates):
 * still on the battlefield, or where it went when it left; whether it died (battlefield to
 * graveyard in this run, 700.4) and whether it was ever on the battlefield.
 */
function fate(resolution: Resolution, id: string): { zone: string; died: boolean; reached: boolean } {
  const f = fateOf(resolution.fates, id);
  if (!f) return { zone: 'gone', died: false, reached: false };
  const left = f.moves.find((m) => m.from === 'battlefield');
  const zone = f.now?.zone === 'battlefield' ? 'battlefield' : left ? left.to : (f.now?.zone ?? 'gone');
  return { zone, died: f.died, reached: f.wasOnBattlefield };
}

/** Every id the object had in the run (400.7: a new one at each zone change). */
function idsOf(resolution: Resolution, id: string): Set<string> {
  const f = fateOf(resolution.fates, id);
  return new Set(f ? [f.id, ...f.moves.map((m) => m.newId)] : [id]);
}

/** "Yes. the opponent's 2/2 …" -> "Yes. The opponent's 2/2 …": sentences start with a capital. */
function capitalise(text: string): string {
  return text.replace(/(^|[.!?] )([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase());
}

/** An engine run over the resource limits (the worker pool's time or memory cap), already in words. */
export interface LimitFailure {
  kind: 'limit';
  code: 'timeout' | 'too_much_memory' | 'internal';
  message: string;
}

/** How a Scenario is run: in-process runScenario by default, the worker pool from the commands. */
export type ScenarioRunner = (json: Record<string, unknown>) => Promise<Result<ScenarioRun, ScenarioError | LimitFailure>>;

export const inProcess: ScenarioRunner = async (json) => runScenario(json);

export async function answerParsed(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner = inProcess): Promise<Result<QuestionAnswer, QuestionError>> {
  const ja = lang === 'ja';
  const built = questionScenario(q, lang);
  const understood = restate(q, built.labels, built.implied, lang);
  const run = await runner(built.scenario);
  let resolution: Resolution;
  let labels: Record<string, Label> = {};
  let verdict: 'yes' | 'no' | null = null;
  let lead = '';
  const extraSteps: { rules: string[]; text: string }[] = [];
  let errorRules: string[] = [];
  let errorKey: string | null = null;
  const label = (id: string): string => built.labels.get(id) ?? id;
  if (!run.ok) {
    const e: ScenarioError | LimitFailure = run.error;
    if (e.kind === 'limit') return { ok: false, error: { code: e.code, message: e.message, parts: [] } };
    if (e.kind === 'invalid') {
      return { ok: false, error: { code: 'impossible', message: message(lang, 'impossible', { detail: e.problems.slice(0, 5).map((p) => formatProblem(p, lang)).join('; ') }), parts: [] } };
    }
    labels = e.built.labels;
    // (The engine names the failing action by its index in the Scenario, which the asker never saw.)
    const text = renderEngineError(e.error, lang, { labels }).replace(/^actions\[\d+\][:：]\s*/i, '');
    const probeFailed = built.probe !== null && e.error.action === built.probe && e.error.code === 'illegal_action';
    if (!probeFailed) {
      const code = e.error.code === 'unmodelled' ? 'unmodelled' : 'impossible';
      return { ok: false, error: { code, message: `${understood}\n${message(lang, code === 'unmodelled' ? 'unmodelled' : 'engine_stopped', { detail: text })}`, parts: [] } };
    }
    resolution = e.resolution;
    verdict = 'no';
    lead = ja ? `いいえ。${text}` : `No. ${text}`;
    // The trace ends with the refusal; it cites the rule that forbids the action.
    const rule = e.error.params.rule;
    errorRules = typeof rule === 'string' ? rule.split(/,\s*/).filter((x) => /^\d{3}(\.\d+[a-z]?)?$/.test(x)) : [];
    errorKey = e.error.key;
    if (!resolution.trace.some((s) => s.key === errorKey)) extraSteps.push({ rules: errorRules, text });
  } else {
    resolution = run.value.resolution;
    labels = run.value.built.labels;
  }
  const computed = new Map(resolution.computed.map((c) => [c.id, c]));
  const ask = q.ask;
  if (run.ok) {
    switch (ask.kind) {
      case 'can-attack':
        verdict = 'yes';
        lead = ja ? `はい。${label(ask.id)}は攻撃できます。` : `Yes. ${label(ask.id)} can attack.`;
        break;
      case 'can-block':
        verdict = 'yes';
        lead = ja ? `はい。${ask.blockers.map(label).join('と')}は${ask.attackers.map(label).join('と')}をブロックできます。` : `Yes. ${ask.blockers.map(label).join(' and ')} can block ${ask.attackers.map(label).join(' and ')}.`;
        break;
      case 'can-target': {
        const rewound = resolution.trace.find((s) => s.key === 'cast.rewound');
        if (rewound) {
          verdict = 'no';
          lead = `${ja ? 'いいえ。' : 'No. '}${renderStep(rewound, lang, { labels }).text}`;
        } else {
          verdict = 'yes';
          lead = ja ? `はい。${playerName(ask.caster, ja)}は${label(ask.target)}を対象にできます。` : `Yes. ${playerName(ask.caster, ja) === 'you' ? 'You' : 'The opponent'} can target ${label(ask.target)}.`;
        }
        break;
      }
      case 'dies': {
        const f = fate(resolution, ask.id);
        const where = f.zone;
        const died = f.died;
        verdict = died === ask.positive ? 'yes' : 'no';
        const c = computed.get(ask.id);
        const survivedText = c ? (ja ? `（${c.power}/${c.toughness}、ダメージ${resolution.final.objects.find((o) => o.id === ask.id)?.damage ?? 0}点）` : ` (${c.power}/${c.toughness} with ${resolution.final.objects.find((o) => o.id === ask.id)?.damage ?? 0} damage marked)`) : '';
        const yes = verdict === 'yes' ? (ja ? 'はい。' : 'Yes. ') : ja ? 'いいえ。' : 'No. ';
        if (died) lead = ja ? `${yes}${label(ask.id)}は死亡します（墓地に置かれます）。` : `${yes}${label(ask.id)} dies (it is put into its owner's graveyard).`;
        else if (!f.reached) lead = ja ? `${yes}${label(ask.id)}は戦場に出ていないので、死亡しません。` : `${yes}${label(ask.id)} never reached the battlefield, so it doesn't die.`;
        else if (where === 'battlefield') lead = ja ? `${yes}${label(ask.id)}は戦場に残ります${survivedText}。` : `${yes}${label(ask.id)} survives${survivedText}.`;
        else lead = ja ? `${yes}${label(ask.id)}は死亡しませんが、戦場を離れます（${where}）。` : `${yes}${label(ask.id)} doesn't die, but it leaves the battlefield (to ${where}).`;
        break;
      }
      case 'has-keyword': {
        const c = computed.get(ask.id);
        const has = c ? c.keywords.some((k) => formatKeyword(k) === formatKeyword(ask.keyword)) : false;
        verdict = has ? 'yes' : 'no';
        const kw = ja ? formatKeywordJa(ask.keyword) : formatKeyword(ask.keyword);
        lead = ja ? `${has ? 'はい' : 'いいえ'}。${label(ask.id)}は${kw}を${has ? '持っています' : '持っていません'}。` : `${has ? 'Yes' : 'No'}. ${label(ask.id)} ${has ? 'has' : "doesn't have"} ${kw}.`;
        break;
      }
      case 'pt': {
        const c = computed.get(ask.id);
        if (c) lead = ja ? `${label(ask.id)}は${c.power}/${c.toughness}です。` : `${label(ask.id)} is ${c.power}/${c.toughness}.`;
        else lead = ja ? `${label(ask.id)}はもう戦場にありません。` : `${label(ask.id)} is no longer on the battlefield.`;
        break;
      }
      case 'life': {
        const p = resolution.final.players.find((x) => x.id === ask.side);
        if (p) lead = ja ? `${playerName(ask.side, ja)}のライフは${p.life}です。` : `${ask.side === 'A' ? 'You have' : 'The opponent has'} ${p.life} life.`;
        break;
      }
      case 'loses': {
        const p = resolution.final.players.find((x) => x.id === ask.side);
        const lost = p ? p.lost !== null : false;
        verdict = lost ? 'yes' : 'no';
        lead = ja ? `${lost ? 'はい' : 'いいえ'}。${playerName(ask.side, ja)}は${lost ? 'ゲームに敗北します' : 'ゲームに敗北しません'}。` : `${lost ? 'Yes' : 'No'}. ${ask.side === 'A' ? (lost ? 'You lose' : "You don't lose") : lost ? 'The opponent loses' : "The opponent doesn't lose"} the game.`;
        break;
      }
      case 'deals-damage': {
        // The defending player is the one whose turn it isn't (506.2): the scenario's active player
        // is the attacker's controller.
        const side = ask.side ?? (built.scenario.activePlayer === 'B' ? 'A' : 'B');
        const sources = idsOf(resolution, ask.id);
        const dealt = resolution.events.reduce((n, e) => (e.kind === 'damage-dealt' && e.source !== null && sources.has(e.source) && e.target === side ? n + e.amount : n), 0);
        verdict = dealt > 0 ? 'yes' : 'no';
        const who = side === 'A' ? (ja ? 'あなた' : 'you') : ja ? '対戦相手' : 'the opponent';
        lead = ja
          ? `${dealt > 0 ? 'はい' : 'いいえ'}。${label(ask.id)}は${who}に${dealt > 0 ? `${dealt}点のダメージを与えます` : 'ダメージを与えません'}。`
          : `${dealt > 0 ? 'Yes' : 'No'}. ${label(ask.id)} ${dealt > 0 ? `deals ${dealt} damage to ${who}` : `deals no damage to ${who}`}.`;
        break;
      }
      case 'outcome':
        break;
    }
  }
  const summary = answerFor(resolution, lang, labels);
  const answer = capitalise(lead ? `${lead} ${summary}` : summary);
  const steps = [
    ...resolution.trace.map((s) => {
      const r = renderStep(s, lang, { labels });
      return s.key === errorKey && r.rules.length === 0 ? { rules: errorRules, text: r.text.replace(/^actions\[\d+\][:：]\s*/i, '') } : r;
    }),
    ...extraSteps,
  ];
  return { ok: true, value: { lang, understood, answer, verdict, steps, scenario: built.scenario, resolution } };
}

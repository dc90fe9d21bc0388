/**
 * "What are the Insect tokens' stats?", 「トークンのP/Tは？」: every token a spell or ability made in the run (111.1), of the
 * subtype and player asked, each answered with its P/T or keywords after every effect (613) — or where it went, a token
 * that left the battlefield having ceased to exist (111.7, 704.5d). Tokens that came out alike are said once, with how
 * many ("Each of the 4 Insect Tokens is 2/2."); none made is said so, never answered of another object.
 */
import type { Ask } from '../types.ts';
import type { AskContext, AskResult } from './view.ts';
import { fateOf, tokenHasSubtype } from './view.ts';
import { renderWords } from '../../render/locales/index.ts';

export function askMadeTokens(a: Extract<Ask, { kind: 'made-tokens' }>, ctx: AskContext): AskResult {
  const { view, w, r, lang } = ctx;
  const made = r.events.flatMap((e) => (e.kind === 'created' && e.token && (a.side === null || e.controller === a.side) ? [e.object] : [])).filter((id) => a.subtype === null || tokenHasSubtype(view, id, a.subtype));
  if (made.length === 0) return { verdict: null, lead: w.counts.noToken, value: 'none' };
  // Each token's name and what is asked of it; alike ones (same name, same answer) are grouped in the order made.
  const each = made.map((id) => {
    const f = fateOf(view, id);
    const engine = r.final.objects.find((o) => o.id === f.finalId)?.label ?? r.final.objects.find((o) => o.id === id)?.label ?? 'Token';
    const name = renderWords(lang).answer.tokenLabel(engine) ?? engine;
    const c = ctx.computed.get(f.finalId);
    if (f.zone !== 'battlefield' || !c) return { name, value: `gone:${f.zone}`, line: (n: string) => w.state.notOnBattlefield(n) };
    if (a.what === 'keywords') {
      const kws = c.keywords.map(w.keyword);
      return { name, value: kws.join(','), line: (n: string) => w.state.keywords(n, kws) };
    }
    const { power, toughness } = c;
    if (power === null || toughness === null) return { name, value: 'no-pt', line: (n: string) => w.state.noPt(n, undefined) };
    return { name, value: `${power}/${toughness}`, line: (n: string) => w.state.size(n, power, toughness) };
  });
  const groups: (typeof each)[] = [];
  for (const t of each) {
    const g = groups.find((x) => x[0]!.name === t.name && x[0]!.value === t.value);
    if (g) g.push(t);
    else groups.push([t]);
  }
  const lines = groups.map((g) => g[0]!.line(w.state.madeAlike(g[0]!.name, g.length)));
  return { verdict: null, lead: lines.join('\n'), value: each.map((t) => t.value).join(';') };
}

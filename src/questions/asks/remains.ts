/**
 * 「何か残りますか」, "is anything left on the battlefield?", "does any of my creatures survive?": whether a
 * permanent of the asked group is on the battlefield when the story ends (400.1), each object followed
 * through its zone changes (400.7).
 */
import type { Ask } from '../types.ts';
import type { RemainsNoun } from '../locales/ask-lines.ts';
import { labelMapFor } from '../../render/trace-format.ts';
import { tokenLabelJa } from '../../render/subtypes-ja.ts';
import type { AskContext, AskResult } from './view.ts';

type RemainsAsk = Extract<Ask, { kind: 'any-remains' }>;

const NOUNS: ReadonlySet<string> = new Set(['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Battle']);

/** The group's noun: tokens, the filter's first card type, or permanents. */
function nounOf(f: RemainsAsk['filter']): RemainsNoun {
  if (f?.nontoken === false) return 'token';
  const t = f?.types[0];
  return t !== undefined && NOUNS.has(t) ? (t as RemainsNoun) : 'permanent';
}

/**
 * Asked as surviving, only the permanents there from the start that never left count: a token made
 * meanwhile or a card that died and came back is a new object (400.7), said but not counted. A "no"
 * speaks only of what the question told (nothing else is known to be there); a negative question
 * (「何も残らない？」) is answered of the negative.
 */
export function askAnyRemains(a: RemainsAsk, ctx: AskContext): AskResult {
  const { view, w, yes, r, computed, lang } = ctx;
  const f = a.filter;
  const fits = (id: string): boolean => {
    const o = r.final.objects.find((x) => x.id === id);
    const c = computed.get(id);
    if (!o || !c) return false;
    if (f === null) return true;
    if (!f.types.every((t) => c.types.includes(t)) || !f.colors.every((x) => c.colors.includes(x))) return false;
    if (!f.subtypes.every((t) => c.subtypes.some((x) => x.toLowerCase() === t.toLowerCase()))) return false;
    if (f.controller !== null && c.controller !== (f.controller === 'you' ? 'A' : 'B')) return false;
    return f.nontoken === null || o.isToken !== f.nontoken;
  };
  const labelMap = labelMapFor(view.labels, lang);
  // A token the run made has only its engine label: named with its controller, as the token line says it (111.2).
  const name = (fate: (typeof r.fates)[number]): string => {
    if (view.built.labels.has(fate.id)) return ctx.label(fate.id);
    const o = r.final.objects.find((x) => x.id === fate.now!.id);
    const label = o ? (labelMap.get(o.label) ?? (lang === 'ja' ? tokenLabelJa(o.label) : null) ?? o.label) : fate.id;
    const side = computed.get(fate.now!.id)?.controller;
    return side === 'A' || side === 'B' ? w.remains.owned(side, label) : label;
  };
  const there = r.fates.filter((x) => x.now?.zone === 'battlefield' && fits(x.now.id));
  const stayed = there.filter((x) => x.start === 'battlefield' && !x.created && x.moves.length === 0);
  const survive = a.survive === true;
  const left = survive ? stayed : there;
  const fresh = survive ? there.filter((x) => !stayed.includes(x)) : [];
  const any = left.length > 0;
  const verdict = any !== (a.negated === true);
  const group = w.remains.group(f?.controller ?? null, nounOf(f), f?.subtypes[0] ?? null);
  let lead = `${yes(verdict)}${any ? w.remains.left(left.map(name), survive) : w.remains.none(group, survive)}`;
  if (fresh.length > 0) lead += w.remains.fresh(fresh.map(name));
  return { verdict: verdict ? 'yes' : 'no', lead, value: `${any}:${left.map((x) => x.id).join(',')}` };
}

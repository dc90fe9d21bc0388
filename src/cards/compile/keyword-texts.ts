/**
 * Keywords whose rule defines them by an ability's text (702.x: "'Bushido N' means 'Whenever this
 * creature blocks or becomes blocked, it gets +N/+N until end of turn.'"): the text, in our own
 * words and with the keyword's parameter put in, is read by the same trigger and activated-ability
 * templates as printed text, and the keyword is modelled only when every part of it is read. Each
 * ability keeps the keyword as its text (so the keyword is accounted for, scenario/keyword-gaps.ts)
 * and cites the keyword's rule.
 */
import { parseTriggers } from './triggers.ts';
import { parseActivated } from './activated.ts';
import { normalise } from './text.ts';
import { PLAIN_MANA } from './keyword-abilities.ts';
import { lookupTable } from '../../core/table.ts';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The enters trigger of the keywords that make a creature token and attach their Equipment to it. */
const equipped = (token: string): string => `When this Equipment enters, create a ${token} creature token, then attach this Equipment to it.`;

interface KeywordText {
  rule: string;
  /** The parameter: a number N (1-10), a mana cost, or none. */
  param: 'number' | 'cost' | 'none';
  /** The abilities the keyword means, with N / the cost put in. */
  texts: (p: string) => string[];
  kind: 'triggered' | 'activated';
}

const KEYWORD_TEXTS: Readonly<Record<string, KeywordText>> = lookupTable({
  // 702.45a: "blocks or becomes blocked" — a creature that blocks isn't attacking, so it can't also
  // become blocked in that combat: one trigger for each event is the same ability.
  bushido: { rule: '702.45a', param: 'number', kind: 'triggered', texts: (n) => [`Whenever this creature blocks, it gets +${n}/+${n} until end of turn.`, `Whenever this creature becomes blocked, it gets +${n}/+${n} until end of turn.`] },
  // 702.135a: afterlife N.
  afterlife: {
    rule: '702.135a',
    param: 'number',
    kind: 'triggered',
    texts: (n) => [`When this permanent is put into a graveyard from the battlefield, create ${n === '1' ? 'a' : WORDS[Number(n)]} 1/1 white and black Spirit creature ${n === '1' ? 'token' : 'tokens'} with flying.`],
  },
  // 702.110a: exploit (what happens when it exploits is the card's own text, 702.110b).
  exploit: { rule: '702.110a', param: 'none', kind: 'triggered', texts: () => ['When this creature enters, you may sacrifice a creature.'] },
  // 702.86a: annihilator N — the defending player (508.5) chooses and sacrifices N permanents (701.21a,
  // 608.2d); each instance triggers on its own (702.86b: one trigger per keyword).
  annihilator: { rule: '702.86a', param: 'number', kind: 'triggered', texts: (n) => [`Whenever this creature attacks, defending player sacrifices ${WORDS[Number(n)]} ${n === '1' ? 'permanent' : 'permanents'}.`] },
  // 702.92a living weapon, 702.163a For Mirrodin!, 702.182a job select: a token created, then this
  // Equipment attached to it (701.3a; "it" is the token, 111.1).
  'living weapon': { rule: '702.92a', param: 'none', kind: 'triggered', texts: () => [equipped('0/0 black Phyrexian Germ')] },
  'for mirrodin!': { rule: '702.163a', param: 'none', kind: 'triggered', texts: () => [equipped('2/2 red Rebel')] },
  'job select': { rule: '702.182a', param: 'none', kind: 'triggered', texts: () => [equipped('1/1 colorless Hero')] },
  // 702.107a: outlast [cost].
  outlast: { rule: '702.107a', param: 'cost', kind: 'activated', texts: (cost) => [`${cost}, {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery.`] },
});

export interface KeywordAbilities {
  triggers: Record<string, unknown>[];
  activated: Record<string, unknown>[];
}

/** The abilities a keyword of the table means, each read whole by the templates; null if the keyword, its parameter or any part isn't read. */
export function keywordTexts(keyword: string, rest: string, verbatim: string): KeywordAbilities | null {
  const def = KEYWORD_TEXTS[keyword.toLowerCase()];
  if (!def) return null;
  const p = rest.trim();
  const ok = def.param === 'none' ? p === '' : def.param === 'cost' ? PLAIN_MANA.test(p) : /^(?:[1-9]|10)$/.test(p);
  if (!ok) return null;
  const out: KeywordAbilities = { triggers: [], activated: [] };
  for (const text of def.texts(p)) {
    const norm = normalise(text, []);
    if (def.kind === 'triggered') {
      const t = parseTriggers(norm, text);
      if (!t || t.length !== 1) return null;
      out.triggers.push({ ...t[0]!, text: verbatim, rules: [def.rule] });
    } else {
      const a = parseActivated(norm, text);
      if (!a) return null;
      out.activated.push({ ...a, text: verbatim });
    }
  }
  return out;
}

/**
 * Japanese questions. Japanese has no spaces, so the reading works on characters: noun phrases
 * (「トランプルを持つ6/6」「対戦相手の2/2クリーチャー2体」《灰色熊》「それ」「ブロック・クリーチャー」)
 * are found by a scanner and replaced by #n, keyword lists by %n, and the skeleton
 * (「#0が#1にブロックされた」) is read by clause patterns. Verb endings (ます／た／て…) and
 * connectives are taken off after each clause; anything left over is reported, never skipped.
 */
import type { Keyword } from '../engine/types.ts';
import type { Change, GroupFilter, Ref, Side } from './types.ts';
import type { Description, QuestionState } from './state.ts';
import { emptyDescription } from './state.ts';
import { ClauseProblem, Interpreter, setPt } from './interpret.ts';
import { COLORS_JA, SUBTYPES_JA, TYPES_JA, keywordAtJa, numberJa } from './lexicon.ts';
import type { Extracted } from './extract.ts';
import { formatKeyword } from '../scenario/schema.ts';

interface JaChunked {
  skeleton: string;
  refs: Ref[];
  keywordLists: Keyword[][];
  refText: string[];
  keywordText: string[];
}

const POSSESSOR: [RegExp, Side][] = [
  [/^(?:自分|私|わたし|僕|俺|あなた|こちら)(?:が(?:コントロールする|コントロールしている)|の(?!ライフ))/u, 'A'],
  [/^(?:対戦相手|相手)(?:が(?:コントロールする|コントロールしている)|の(?!ライフ))/u, 'B'],
];
const PLAYER: [RegExp, Side][] = [
  [/^(?:自分|私|わたし|僕|俺|あなた|こちら)(?!の(?!ライフ)|が(?:コントロール))/u, 'A'],
  [/^(?:対戦相手|相手|防御プレイヤー|防御側プレイヤー)(?!の(?!ライフ)|が(?:コントロール))/u, 'B'],
];

/** The player named at text[i] (not a possessive). */
function playerAt(text: string, i: number): { side: Side; length: number } | null {
  const rest = text.slice(i);
  for (const [re, side] of PLAYER) {
    const m = re.exec(rest);
    if (m) return { side, length: m[0].length };
  }
  return null;
}

/** A keyword list at text[i]: 「飛行と先制攻撃」「接死・絆魂」. */
function keywordListAt(text: string, i: number): { keywords: Keyword[]; length: number } | null {
  const first = keywordAtJa(text, i);
  if (!first) return null;
  const keywords = [first.keyword];
  let k = i + first.length;
  for (;;) {
    const sep = /^(?:と|、|・|,|及び|および)/u.exec(text.slice(k));
    if (!sep) break;
    const next = keywordAtJa(text, k + sep[0].length);
    if (!next) break;
    keywords.push(next.keyword);
    k += sep[0].length + next.length;
  }
  return { keywords, length: k - i };
}

const ROLE_HEADS: [RegExp, 'attacker' | 'blocker'][] = [
  [/^(?:攻撃クリーチャー|攻撃(?:している|した|中の)クリーチャー|アタッカー)/u, 'attacker'],
  [/^(?:ブロック・クリーチャー|ブロッククリーチャー|ブロック(?:している|した)クリーチャー|ブロッカー)/u, 'blocker'],
];

interface Phrase {
  ref: Ref;
  end: number;
}

/** The noun phrase at text[i], or null. */
function phraseAt(text: string, i: number, st: QuestionState, cards: ReadonlyMap<string, string>, avoid: ReadonlySet<string> = new Set(), quotes: readonly string[] = []): Phrase | null {
  const rest0 = text.slice(i);
  // Pronouns.
  const pron = /^(?:それら|両方|両者)/u.exec(rest0);
  if (pron) {
    const last = [...st.events].reverse().find((e) => e.kind === 'block' || e.kind === 'attack');
    const ids = last?.kind === 'block' ? last.blockers : last?.kind === 'attack' ? last.attackers : [];
    if (ids.length > 0) return { ref: { kind: 'things', ids }, end: i + pron[0].length };
  }
  if (/^(?:それ|これ|そいつ)(?!ら)/u.test(rest0)) {
    const it = st.pronoun();
    if (it) {
      st.mention(it.id);
      return { ref: { kind: 'things', ids: [it.id] }, end: i + 2 + (/^そいつ/u.test(rest0) ? 1 : 0) };
    }
  }
  let j = i;
  const d: Description = emptyDescription();
  let definite = false;
  let group = false;
  let other = false;
  let count: number | null = null;
  let described = false;
  let role: 'attacker' | 'blocker' | null = null;
  const lacking: Keyword[] = [];
  for (;;) {
    const rest = text.slice(j);
    let m: RegExpExecArray | null;
    let matched = false;
    for (const [re, side] of POSSESSOR) {
      m = re.exec(rest);
      if (m) {
        d.controller = side;
        if (m[0].includes('コントロール')) group = true;
        j += m[0].length;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    if ((m = /^(?:その|この|あの|例の)/u.exec(rest))) {
      definite = true;
      j += m[0].length;
      continue;
    }
    if ((m = /^(?:すべての|全ての|全部の|各)/u.exec(rest))) {
      group = true;
      j += m[0].length;
      continue;
    }
    if ((m = /^(?:他の|ほかの|別の)/u.exec(rest))) {
      other = true;
      j += m[0].length;
      continue;
    }
    if ((m = /^(\d+|[一二三四五六七八九十]+)体の/u.exec(rest))) {
      count = numberJa(m[1]!);
      j += m[0].length;
      continue;
    }
    const kws = keywordListAt(text, j);
    // 「到達を持たない3/3」: the creature is described as lacking these keywords.
    const without = kws ? /^を持(?:たない|っていない|たず)/u.exec(text.slice(j + kws.length)) : null;
    if (kws && without) {
      lacking.push(...kws.keywords);
      j += kws.length + without[0].length;
      described = true;
      continue;
    }
    if (kws) {
      // 「ブロックされないクリーチャー」: a rules-text ability ending in ない modifies the noun directly.
      const direct = /ない$/u.test(text.slice(j, j + kws.length)) && /^(?:クリーチャー|\d+\/\d+)/u.test(text.slice(j + kws.length));
      const after = direct ? '' : /^(?:を持つ|を持った|を持っている|持ちの|持ち|の)/u.exec(text.slice(j + kws.length))?.[0];
      if (after !== undefined) {
        d.keywords.push(...kws.keywords);
        j += kws.length + after.length;
        described = true;
        continue;
      }
    }
    if ((m = /^‹(\d+)›(?:という(?:能力|テキスト))?を持(?:つ|った|っている)/u.exec(rest))) {
      // Quoted rules text (in English: the card templates read Oracle text), compiled later.
      d.abilityTexts.push(quotes[Number(m[1])] ?? '');
      j += m[0].length;
      described = true;
      continue;
    }
    if ((m = /^(白|青|黒|赤|緑)(?:い|の|色の)/u.exec(rest))) {
      d.colors.push(COLORS_JA[m[1]!]!);
      j += m[0].length;
      described = true;
      continue;
    }
    if ((m = /^(?:タップ状態の|タップされた|タップしている)/u.exec(rest))) {
      d.tapped = true;
      j += m[0].length;
      described = true;
      continue;
    }
    if ((m = /^(?:召喚酔いの|召喚酔いしている|(?:このターン(?:に)?)?戦場に出た(?:ばかりの)?)/u.exec(rest))) {
      d.summoningSick = true;
      j += m[0].length;
      described = true;
      continue;
    }
    break;
  }
  // The core.
  const rest = text.slice(j);
  let m: RegExpExecArray | null;
  let core = false;
  if ((m = /^«(\d+)»/u.exec(rest))) {
    d.card = cards.get(m[1]!) ?? null;
    j += m[0].length;
    core = true;
  } else if ((m = /^(\d+)\/(\d+)/u.exec(rest)) && !/[+-]$/.test(text.slice(0, j)) && !/^(?:の(?:クリーチャー)?)?(?:に|と)(?:なる|なり|なった|なって|な)/u.test(rest.slice(m[0].length))) {
    d.power = Number(m[1]);
    d.toughness = Number(m[2]);
    j += m[0].length;
    core = true;
    // 「6/6トランプル」「2/2飛行クリーチャー」
    for (;;) {
      const k = keywordListAt(text, j);
      if (!k) break;
      d.keywords.push(...k.keywords);
      j += k.length;
    }
    const noun = /^(?:の)?(?:クリーチャー|トークン)/u.exec(text.slice(j));
    if (noun) {
      if (noun[0].endsWith('トークン')) d.token = true;
      j += noun[0].length;
    }
  } else {
    for (const [re, r] of ROLE_HEADS) {
      if ((m = re.exec(rest))) {
        role = r;
        j += m[0].length;
        core = true;
        break;
      }
    }
    if (!core && (m = /^(?:クリーチャー|トークン)/u.exec(rest))) {
      if (m[0] === 'トークン') d.token = true;
      j += m[0].length;
      core = true;
    }
    if (!core) {
      for (const [word, sub] of Object.entries(SUBTYPES_JA)) {
        if (rest.startsWith(word) && (described || definite || d.controller !== null)) {
          d.subtypes.push(sub);
          j += word.length;
          core = true;
          if (text.slice(j).startsWith('クリーチャー')) j += 'クリーチャー'.length;
          break;
        }
      }
    }
    if (!core) {
      for (const [word, type] of Object.entries(TYPES_JA)) {
        if (rest.startsWith(word) && (described || definite || group)) {
          if (type !== 'Creature') d.types.push(type);
          j += word.length;
          core = true;
          break;
        }
      }
    }
  }
  if (!core) return null;
  // 「〜を持たない」 can only describe a creature the question makes up: a card has its own
  // abilities, and a group filter can't say "without" — neither is guessed at.
  const lacks = (ks: readonly Keyword[]): boolean => ks.some((k) => lacking.some((l) => sameKeyword(k, l)));
  if (lacking.length > 0 && (d.card !== null || group || lacks(d.keywords))) return null;
  // Trailing count: 「2/2クリーチャー2体」
  const trailing = /^(\d+|[二三四五六七八九十]+)体/u.exec(text.slice(j));
  if (trailing && !text.slice(j + trailing[0].length).startsWith('の')) {
    count = numberJa(trailing[1]!);
    j += trailing[0].length;
  }
  if (group && d.power === null && !d.card && !role) {
    const filter: GroupFilter = {
      types: d.types.length > 0 ? d.types : ['Creature'],
      colors: d.colors,
      subtypes: d.subtypes,
      supertypes: [],
      nontoken: null,
      controller: d.controller === 'A' ? 'you' : d.controller === 'B' ? 'opponent' : null,
      other,
      keywords: d.keywords.map((k) => k.keyword),
    };
    return { ref: { kind: 'group', filter }, end: j };
  }
  if (role) {
    const ids = st.withRole(role).map((t) => t.id);
    if (ids.length > 0) {
      const chosen = count !== null ? ids.slice(0, count) : ids;
      for (const id of chosen) st.mention(id);
      return { ref: { kind: 'things', ids: chosen }, end: j };
    }
  }
  if (definite || (count === null && (d.power !== null || d.card !== null || d.controller !== null || role))) {
    const found = definite || d.power !== null || d.card !== null ? st.find(d) : undefined;
    if (found && !avoid.has(found.id) && !lacks(found.keywords) && (definite || (st.things.includes(found) && sameSize(found, d)))) {
      st.mention(found.id);
      return { ref: { kind: 'things', ids: [found.id] }, end: j };
    }
    if (definite && !described && d.power === null && !d.card) {
      const it = st.pronoun();
      if (it) {
        st.mention(it.id);
        return { ref: { kind: 'things', ids: [it.id] }, end: j };
      }
    }
  }
  const made: string[] = [];
  for (let k = 0; k < (count ?? 1); k++) {
    const t = st.create(d);
    if (role) st.setRole(t.id, role);
    made.push(t.id);
  }
  return { ref: { kind: 'things', ids: made }, end: j };
}

/**
 * Japanese repeats a creature by its size (「6/6が3/5にブロックされた。6/6は死亡しますか」): a
 * described size that matches an earlier thing exactly, with no new keywords, is that thing.
 */
function sameKeyword(a: Keyword, b: Keyword): boolean {
  return formatKeyword(a) === formatKeyword(b);
}

function sameSize(t: { power: number | null; toughness: number | null; keywords: Keyword[] }, d: Description): boolean {
  return t.power === d.power && t.toughness === d.toughness && d.keywords.length === 0;
}

function chunk(text: string, st: QuestionState, cards: ReadonlyMap<string, string>, quotes: readonly string[] = []): JaChunked {
  const out: JaChunked = { skeleton: '', refs: [], keywordLists: [], refText: [], keywordText: [] };
  let i = 0;
  let previous: string[] = [];
  // Things named since the clause began (sentence start or 、): one clause never names the same
  // creature twice by its size, so 「2/2が2/2にブロックされた」 is two creatures.
  let clause: string[] = [];
  while (i < text.length) {
    // 「1/1と1/1」: the second of a list is another creature, not the first one again.
    const inList = /(?:と|、|,|及び|および)$/u.test(out.skeleton) && /#\d+(?:と|、|,|及び|および)$/u.test(out.skeleton);
    if (/[、,]$/u.test(out.skeleton) && !inList) clause = [];
    const p = phraseAt(text, i, st, cards, new Set([...(inList ? previous : []), ...clause]), quotes);
    if (p && p.end > i) {
      previous = p.ref.kind === 'things' ? [...(inList ? previous : []), ...p.ref.ids] : [];
      if (p.ref.kind === 'things') clause.push(...p.ref.ids);
      out.skeleton += `#${out.refs.length}`;
      out.refs.push(p.ref);
      out.refText.push(text.slice(i, p.end).replace(/«(\d+)»/g, (_m, n: string) => `《${cards.get(n) ?? n}》`));
      i = p.end;
      continue;
    }
    const pl = playerAt(text, i);
    if (pl) {
      out.skeleton += `#${out.refs.length}`;
      out.refs.push({ kind: 'player', side: pl.side });
      out.refText.push(text.slice(i, i + pl.length));
      i += pl.length;
      continue;
    }
    const kws = keywordListAt(text, i);
    if (kws) {
      out.skeleton += `%${out.keywordLists.length}`;
      out.keywordLists.push(kws.keywords);
      out.keywordText.push(text.slice(i, i + kws.length));
      i += kws.length;
      continue;
    }
    out.skeleton += text[i]!;
    i++;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Clause patterns

type Handler = (m: RegExpExecArray, x: Interpreter, c: { eot: boolean; quotes: readonly string[]; question: boolean; text: (skeleton: string) => string }) => void;

const SLOT: Record<string, string> = {
  S: '(#\\d+)',
  LIST: '(#\\d+(?:(?:と|、|,|および|及び)#\\d+)*)',
  KW: '(%\\d+)',
  N: '(\\d+|[一二三四五六七八九十]+)',
  PM: '([+-]\\d+/[+-]\\d+)',
  PT: '(\\d+/\\d+)',
  Q: '(‹\\d+›)',
};

function p(src: string, fn: Handler): { re: RegExp; fn: Handler } {
  let s = src;
  for (const [k, v] of Object.entries(SLOT)) s = s.split(`{${k}}`).join(v);
  return { re: new RegExp(`^${s}`, 'u'), fn };
}

const ids = (s: string | undefined): number[] => [...(s ?? '').matchAll(/#(\d+)/g)].map((m) => Number(m[1]));
const one = (s: string | undefined): number | null => {
  const m = s ? /^#(\d+)$/.exec(s) : null;
  return m ? Number(m[1]) : null;
};
const num = (s: string | undefined): number => {
  const n = numberJa(s ?? '');
  if (n === null) throw new ClauseProblem('number');
  return n;
};
const pm = (s: string | undefined): { power: number; toughness: number } => {
  const m = /^([+-]\d+)\/([+-]\d+)$/.exec(s ?? '');
  if (!m) throw new ClauseProblem('+N/+M');
  return { power: Number(m[1]), toughness: Number(m[2]) };
};

const WA = '(?:は|が|も)';
const EOT = '(ターン終了時まで)?';
const HOW_MUCH = '(?:何点|いくつ|どれだけ|どれくらい|どのくらい|何ダメージ)';
const GETS_THROUGH = '(?:通[りるっ]|入[りるっ]|貫通|抜け|与えられ|与え|踏み越え)';

const PATTERNS: { re: RegExp; fn: Handler }[] = [
  // ---- questions -------------------------------------------------------------------------
  p('(?:どうなりますか|どうなる|どうなります|どうなりますでしょうか|結果はどうなりますか|結果は|何が起こりますか|何が起きますか|どうなるか)', (_m, x) => x.ask({ kind: 'outcome' })),
  p('(?:ダメージ|戦闘ダメージ)(?:は|を)どう(?:割り振|割り当て|与え)', (_m, x) => x.ask({ kind: 'outcome' })),
  p('(?:ライフ|お互いのライフ|両者のライフ)(?:は|が)(?:どうなり|どうな|いくつ)', (_m, x) => x.ask({ kind: 'outcome' })),
  p('(?:どれが|どちらが|何が|どのクリーチャーが|どっちが)(?:死亡|死に|死ぬ|生き残|墓地に)', (_m, x) => x.ask({ kind: 'outcome' })),
  // 「何点のダメージが通りますか」「何点通りますか」: how much damage gets through — the whole
  // combat is the answer (like "How much damage gets through?"). Said of a player, it asks that
  // player's life (「対戦相手に何点のダメージが入りますか」).
  p(`{S}(?:に|へ)(?:は)?${HOW_MUCH}(?:の?(?:戦闘)?ダメージ)?(?:が|を|は)?${GETS_THROUGH}`, (m, x) => x.ask({ kind: 'life', side: x.side(one(m[1])) })),
  p(`{S}(?:は|が){S}(?:に|へ)(?:は)?${HOW_MUCH}(?:の?(?:戦闘)?ダメージ)?(?:を)?与え`, (m, x) => {
    x.things(one(m[1]));
    x.ask(x.isPlayer(one(m[2])) ? { kind: 'life', side: x.side(one(m[2])) } : { kind: 'outcome' });
  }),
  p(`(?:(?:戦闘)?ダメージ(?:は|が))?(?:%\\d+で)?(?:プレイヤー(?:に|へ)(?:は)?|本体(?:に|へ)(?:は)?)?${HOW_MUCH}(?:の?(?:戦闘)?ダメージ)?(?:が|を|は)?(?:プレイヤー(?:に|へ)|本体(?:に|へ))?${GETS_THROUGH}`, (_m, x) => x.ask({ kind: 'outcome' })),
  // 「4/4はプレイヤーにダメージを与えますか？」: yes/no, read from the damage events the engine
  // records (like "Does the 4/4 deal damage to the player?"). 「プレイヤー」 alone means the
  // defending player; a named player narrows it. Only a question asks (「…与えた。」 is a statement).
  p(`{S}${WA}(?:まだ)?(?:(?:防御)?プレイヤー|本体|{S})(?:に|へ)(?:は)?(?:戦闘)?ダメージ(?:を)?与え(?:ます|る|られます|られる|ました|た)?`, (m, x, c) => {
    if (!c.question) throw new ClauseProblem('a statement');
    const i = one(m[1]);
    if (x.isPlayer(i)) throw new ClauseProblem('a player where a creature was expected');
    const side = m[2] !== undefined ? x.side(one(m[2])) : null;
    for (const id of x.things(i)) x.ask({ kind: 'deals-damage', id, side });
  }),
  p(`{S}${WA}(?:ゲームに)?(敗北|負け|勝利|勝ち|勝て)`, (m, x) => {
    const i = one(m[1]);
    if (!x.isPlayer(i)) throw new ClauseProblem('not a player');
    const side = x.side(i);
    x.ask({ kind: 'loses', side: /勝/u.test(m[2]!) ? (side === 'A' ? 'B' : 'A') : side });
  }),
  p(`{S}${WA}(死亡|死に|死ぬ|破壊され|墓地に(?:置かれ|行き|いき|落ち)|生き残[りるれ]?|生きて|戦場に残[りるれ]?)`, (m, x, c) => {
    // 「2/2が破壊された。」 is a statement; only a question asks.
    if (!c.question) throw new ClauseProblem('a statement');
    for (const id of x.things(one(m[1]))) x.ask({ kind: 'dies', id, positive: !/生き|残/u.test(m[2]!) });
  }),
  p('{S}の(?:最終的な)?(?:パワーとタフネス|パワー/タフネス|P/T|p/t|サイズ|パワー・タフネス)(?:はいくつ(?:に(?:なり|な))?|はどうなり|はどうな|は何(?:/何)?|は)', (m, x) => {
    for (const id of x.things(one(m[1]))) x.ask({ kind: 'pt', id });
  }),
  p(`{S}${WA}(?:いくつ|何/何|どのサイズ)に?(?:なり|な)`, (m, x) => {
    for (const id of x.things(one(m[1]))) x.ask({ kind: 'pt', id });
  }),
  p('{S}のライフ(?:総量)?(?:はいくつ(?:に(?:なり|な))?|は何点(?:に(?:なり|な))?|はどうな|は(?![\\d一二三四五六七八九十]))', (m, x) => x.ask({ kind: 'life', side: x.side(one(m[1])) })),
  p(`{S}${WA}(?:何点の|いくつの|どれだけの)ダメージを(?:受け|負)`, (m, x) => x.ask({ kind: 'life', side: x.side(one(m[1])) })),
  p(`{S}${WA}(?:まだ|今も|依然として|それでも)?{KW}を(?:持って|持ち続けて)`, (m, x, c) => {
    if (!c.question) throw new ClauseProblem('a statement');
    for (const id of x.things(one(m[1]))) for (const k of x.keywords(m[2])) x.ask({ kind: 'has-keyword', id, keyword: k });
  }),
  p(`{S}(?:は|が|で)(?:{S}を|{S}に)?攻撃(?:でき|可能|する(?:こと)?ができ)`, (m, x) => {
    const i = one(m[1]);
    if (x.isPlayer(i)) throw new ClauseProblem('attack with what');
    for (const id of x.things(i)) x.ask({ kind: 'can-attack', id });
  }),
  p(`{S}${WA}{LIST}で{S}をブロック(?:でき|可能|すること)`, (m, x) => {
    const blockers = x.thingsOf(ids(m[2]));
    x.control(x.side(one(m[1])), blockers);
    x.ask({ kind: 'can-block', blockers, attackers: x.things(one(m[3])) });
  }),
  p(`(?:{S}${WA})?{S}を{LIST}でブロック(?:でき|可能|すること)`, (m, x) => {
    const blockers = x.thingsOf(ids(m[3]));
    if (m[1]) x.control(x.side(one(m[1])), blockers);
    x.ask({ kind: 'can-block', blockers, attackers: x.things(one(m[2])) });
  }),
  p(`{LIST}(?:は|が|で){S}をブロック(?:でき|可能|すること)`, (m, x) => {
    x.ask({ kind: 'can-block', blockers: x.thingsOf(ids(m[1])), attackers: x.things(one(m[2])) });
  }),
  p(`{LIST}(?:は|が|で)ブロック(?:でき|可能|すること)`, (m, x) => {
    x.ask({ kind: 'can-block', blockers: x.thingsOf(ids(m[1])), attackers: [] });
  }),
  p(`{S}${WA}{LIST}(?:に|で|によって)ブロックされ(?:ることが)?(?:ます|る|うる|得る|でき)`, (m, x) => {
    x.ask({ kind: 'can-block', blockers: x.thingsOf(ids(m[2])), attackers: x.things(one(m[1])) });
  }),
  // 「…を《ショック》の対象にできますか」「《ショック》で…を対象にできますか」: a named spell cast at it.
  p(`(?:{S}${WA})?(?:{S}を{S}の対象に|{S}で{S}を対象に)(?:でき|とれ|取れ|選べ|選ぶことができ|すること)`, (m, x) => {
    const [targetIdx, spellIdx] = m[2] ? [one(m[2]), one(m[3])] : [one(m[5]), one(m[4])];
    const spell = x.things(spellIdx)[0]!;
    const t = x.st.get(spell);
    if (!t?.card) throw new ClauseProblem('a spell named by its card name');
    t.cast = true;
    x.ask({ kind: 'can-target', target: x.things(targetIdx)[0]!, caster: m[1] ? x.side(one(m[1])) : 'A', spell });
  }),
  p(`(?:{S}${WA})?{S}を(?:(?:{S}の|自分の|あなたの|私の)?(?:呪文|能力|インスタント|ソーサリー)の)?対象に(?:でき|とれ|取れ|選べ|選ぶことができ|すること)`, (m, x) => {
    const caster = m[1] ? x.side(one(m[1])) : m[3] ? x.side(one(m[3])) : 'A';
    x.ask({ kind: 'can-target', target: x.things(one(m[2]))[0]!, caster });
  }),
  p(`{S}${WA}(?:{S}の)?(?:呪文|能力)の対象に(?:なり|なれ|され|選ばれ)`, (m, x) => {
    const caster = m[2] ? x.side(one(m[2])) : 'A';
    x.ask({ kind: 'can-target', target: x.things(one(m[1]))[0]!, caster });
  }),

  // ---- combat ----------------------------------------------------------------------------
  p(`{S}(?:が|は){LIST}で(?:{S}を)?攻撃`, (m, x) => {
    x.attack(x.thingsOf(ids(m[2])), m[3] ? x.side(one(m[3])) : null, x.side(one(m[1])));
  }),
  p(`{LIST}(?:が|は|で|も)(?:{S}(?:を|に))?攻撃`, (m, x) => {
    const target = m[2] ? x.side(one(m[2])) : null;
    x.attack(x.thingsOf(ids(m[1])), target, target === 'A' ? 'B' : target === 'B' ? 'A' : null);
  }),
  p(`{S}(?:が|は){LIST}(?:に|で|によって)ブロックされ`, (m, x) => {
    x.block(x.thingsOf(ids(m[2])), x.things(one(m[1]))[0]!);
  }),
  p(`{LIST}(?:に|で|によって)ブロックされ`, (m, x) => x.block(x.thingsOf(ids(m[1])), null)),
  p(`{S}(?:が|は){LIST}で{S}をブロック`, (m, x) => {
    x.block(x.thingsOf(ids(m[2])), x.things(one(m[3]))[0]!, x.side(one(m[1])));
  }),
  p(`{S}(?:が|は){S}を{LIST}でブロック`, (m, x) => {
    x.block(x.thingsOf(ids(m[3])), x.things(one(m[2]))[0]!, x.side(one(m[1])));
  }),
  p(`{LIST}(?:が|は|で|も){S}をブロック`, (m, x) => x.block(x.thingsOf(ids(m[1])), x.things(one(m[2]))[0]!, null, true)),
  p(`{S}を{LIST}でブロック`, (m, x) => x.block(x.thingsOf(ids(m[2])), x.things(one(m[1]))[0]!)),
  p(`{LIST}(?:が|は|で|も)ブロック(?!され)`, (m, x) => x.block(x.thingsOf(ids(m[1])), null)),
  p(`(?:{S}(?:は|が))?(?:ブロックしな(?:い|かった)|ブロックせず)|ブロックされな(?:い|かった)(?:まま)?|ブロックはない|ブロックされず`, () => undefined),
  p(`{S}(?:が|は){LIST}でブロック(?!され)`, (m, x) => x.block(x.thingsOf(ids(m[2])), null, x.side(one(m[1])))),
  p(`{LIST}(?:が|は)戦闘から取り除かれ`, (m, x) => x.remove('remove-from-combat', x.thingsOf(ids(m[1])))),
  p(`{LIST}を戦闘から取り除`, (m, x) => x.remove('remove-from-combat', x.thingsOf(ids(m[1])))),

  // ---- characteristics -------------------------------------------------------------------
  // 「《灰色熊》が《巨大化》で+3/+3の修整を受けて」: the named card is a spell cast on it; what it
  // does is the card's own text (compiled and run), not the numbers the sentence repeats.
  p(`{S}(?:が|は){S}(?:の効果)?(?:によって|で|により)${EOT}(?:{PM}(?:と{KW})?の修整|{KW})を(?:受け|得)`, (m, x) => {
    const target = one(m[1]);
    const spell = x.things(one(m[2]));
    const to = x.things(target);
    const caster = to.length === 1 ? (x.st.get(to[0]!)?.controller ?? 'A') : 'A';
    x.cast(caster, spell, [target!]);
  }),
  p(`{S}(?:が|は|に)${EOT}{PM}(?:と{KW})?の修整を(?:受け|得|与え)`, (m, x, c) => {
    const changes: Change[] = [{ kind: 'modify-pt', ...pm(m[3]) }];
    if (m[4]) changes.push({ kind: 'add-keywords', keywords: x.keywords(m[4]) });
    const r = x.ref(one(m[1]));
    x.change(r, changes, m[2] !== undefined || c.eot, c.text(m[0]!), r.kind === 'group' && m[2] === undefined);
  }),
  p(`{S}(?:が|は|に)${EOT}{PM}(?:される|された|され|する|した|し|を得|になる|になった)`, (m, x, c) => {
    const r = x.ref(one(m[1]));
    x.change(r, [{ kind: 'modify-pt', ...pm(m[3]) }], m[2] !== undefined || c.eot, c.text(m[0]!), r.kind === 'group' && m[2] === undefined);
  }),
  p(`{S}(?:が|は|に)${EOT}{KW}を(?:得|獲得|持|与え)`, (m, x, c) => {
    const r = x.ref(one(m[1]));
    x.change(r, [{ kind: 'add-keywords', keywords: x.keywords(m[3]) }], m[2] !== undefined || c.eot, c.text(m[0]!), r.kind === 'group' && m[2] === undefined);
  }),
  p(`{S}(?:が|は)${EOT}すべての能力を失`, (m, x, c) => x.change(x.ref(one(m[1])), [{ kind: 'lose-all-abilities' }], m[2] !== undefined || c.eot, c.text(m[0]!))),
  p(`{S}(?:が|は)${EOT}{KW}を失`, (m, x, c) => x.change(x.ref(one(m[1])), [{ kind: 'remove-keywords', keywords: x.keywords(m[3]) }], m[2] !== undefined || c.eot, c.text(m[0]!))),
  p(`{S}(?:が|は|の)${EOT}(?:基本の)?(?:パワーとタフネス(?:が|は))?(?:基本の)?{PT}(?:の(?:クリーチャー)?)?(?:に|と)(?:なる|なり|なった|なって|な)`, (m, x, c) => {
    const v = /^(\d+)\/(\d+)$/.exec(m[3]!)!;
    x.change(x.ref(one(m[1])), [setPt(Number(v[1]), Number(v[2]))], m[2] !== undefined || c.eot, c.text(m[0]!));
  }),
  p(`{S}(?:の)?${EOT}パワーとタフネス(?:を|が)(?:入れ替え|入れ替わ|交換)`, (m, x, c) => x.change(x.ref(one(m[1])), [{ kind: 'switch-pt' }], m[2] !== undefined || c.eot, c.text(m[0]!))),
  p(`{S}(?:が|は)${EOT}(白|青|黒|赤|緑)(?:色)?(?:に|と)(?:なる|なり|なった|な)`, (m, x, c) => x.change(x.ref(one(m[1])), [{ kind: 'set-colors', colors: [COLORS_JA[m[3]!]!] }], m[2] !== undefined || c.eot, c.text(m[0]!))),
  p(`{S}(?:が|は)${EOT}(?:追加で|他のタイプに加えて)?(アーティファクト|エンチャント|土地)(?:・クリーチャー)?に(?:なる|なり|なった|な)`, (m, x, c) =>
    x.change(x.ref(one(m[1])), [{ kind: 'add-types', types: [TYPES_JA[m[3]!]!], subtypes: [] }], m[2] !== undefined || c.eot, c.text(m[0]!)),
  ),
  p(`{S}(?:に|の上に){PM}カウンター(?:を|が){N}個(?:置[くいかけ]?|乗せ|乗っ)`, (m, x) => x.counters(x.things(one(m[1])), m[2]!, num(m[3]))),
  p(`{S}(?:に|の上に){PM}カウンター(?:を|が)(?:1つ|一つ|1個|一個)?(?:置[くいかけ]?|乗せ|乗っ)`, (m, x) => x.counters(x.things(one(m[1])), m[2]!, 1)),
  p(`{S}(?:に|の上に)(?:は)?{PM}カウンターが{N}個(?:ある|あり|乗って|置かれて)`, (m, x) => x.counters(x.things(one(m[1])), m[2]!, num(m[3]))),
  p(`{S}(?:が|は){Q}(?:を持|という能力を持)`, (m, x, c) => x.quoted(x.things(one(m[1])), c.quotes[Number(/\d+/.exec(m[2]!)![0])]!)),

  // ---- casting ---------------------------------------------------------------------------
  p(`{S}(?:が|は){LIST}を対象(?:として|に){S}を(?:唱え|撃|使)`, (m, x) => x.cast(x.side(one(m[1])), x.things(one(m[3])), ids(m[2]))),
  p(`{LIST}を対象(?:として|に){S}を(?:唱え|撃|使)`, (m, x) => x.cast('A', x.things(one(m[2])), ids(m[1]))),
  p(`{S}(?:が|は){LIST}に(?:対して)?{S}を(?:唱え|撃|使)`, (m, x) => x.cast(x.side(one(m[1])), x.things(one(m[3])), ids(m[2]))),
  p(`{LIST}に(?:対して)?{S}を(?:唱え|撃|使)`, (m, x) => x.cast('A', x.things(one(m[2])), ids(m[1]))),
  p(`{S}(?:が|は){S}で{LIST}を対象に(?:と|取|し)`, (m, x) => x.cast(x.side(one(m[1])), x.things(one(m[2])), ids(m[3]))),

  // ---- removal, damage, life -------------------------------------------------------------
  p(`{LIST}(?:が|は)(破壊され|追放され|生け贄に捧げられ|(?:オーナーの)?手札に戻(?:され|る|った))`, (m, x) => {
    const w = m[2]!;
    x.remove(w.startsWith('破壊') ? 'destroy' : w.startsWith('追放') ? 'exile' : w.startsWith('生け贄') ? 'sacrifice' : 'bounce', x.thingsOf(ids(m[1])));
  }),
  p(`(?:{S}(?:が|は))?{LIST}を(破壊|追放|生け贄に捧げ|(?:オーナーの)?手札に戻|除去)`, (m, x) => {
    const w = m[3]!;
    x.remove(w.startsWith('追放') ? 'exile' : w.startsWith('生け贄') ? 'sacrifice' : w.includes('手札') ? 'bounce' : 'destroy', x.thingsOf(ids(m[2])));
  }),
  p(`{S}(?:が|は){S}に{N}点の(?:戦闘)?ダメージを与え`, (m, x) => {
    const src = one(m[1]);
    const tgt = one(m[2]);
    x.damage(x.isPlayer(src) ? null : x.things(src)[0]!, x.isPlayer(tgt) ? x.side(tgt) : x.things(tgt)[0]!, num(m[3]));
  }),
  p(`{S}に{N}点のダメージ(?:を与え|が与えられ)`, (m, x) => {
    const tgt = one(m[1]);
    x.damage(null, x.isPlayer(tgt) ? x.side(tgt) : x.things(tgt)[0]!, num(m[2]));
  }),
  p(`{S}(?:が|は|に)(?:すでに)?{N}点のダメージ(?:を受け|が(?:置かれ|乗って))`, (m, x) => {
    const tgt = one(m[1]);
    x.damage(null, x.isPlayer(tgt) ? x.side(tgt) : x.things(tgt)[0]!, num(m[2]));
  }),
  p(`{S}のライフ(?:は|が){N}(?:点)?`, (m, x) => x.setLife(x.side(one(m[1])), num(m[2]))),
  p(`{S}(?:は|が)ライフ{N}(?:点)?`, (m, x) => x.setLife(x.side(one(m[1])), num(m[2]))),
  p(`{S}(?:が|は){N}点のライフを得`, (m, x) => x.lifeChange(x.side(one(m[1])), num(m[2]))),
  p(`{S}(?:が|は){N}点のライフを失`, (m, x) => x.lifeChange(x.side(one(m[1])), -num(m[2]))),
  p(`(?:このターン、?)?(?:{S}に与えられる)?(?:すべての)?(戦闘)?ダメージを(?:すべて)?軽減`, (m, x) => x.prevent('all', m[2] !== undefined, m[1] ? x.ref(one(m[1])) : null)),
  p(`(?:このターン、?)?(?:すべての)?(戦闘)?ダメージ(?:は|が)(?:すべて)?軽減`, (m, x) => x.prevent('all', m[1] !== undefined, null)),
  p(`(?:次に)?{S}に与えられる(?:次の)?{N}点のダメージを軽減`, (m, x) => x.prevent(num(m[2]), false, x.ref(one(m[1])))),
  p(`{S}(?:が|の)与えるダメージ(?:は|が|を)(?:2|二)倍`, (m, x) => x.double(x.ref(one(m[1])), null)),
  p(`(?:ターンが終わ|ターン終了|クリンナップ)`, (_m, x) => x.endTurn()),

  // ---- set-up ----------------------------------------------------------------------------
  p(`{S}(?:が|は){LIST}を(?:コントロール|持って|出して)`, (m, x) => x.control(x.side(one(m[1])), x.thingsOf(ids(m[2])))),
  p(`{LIST}を(?:コントロール|出して)`, (m, x) => x.control('A', x.thingsOf(ids(m[1])))),
  p(`{S}(?:の)?(?:場|戦場)に(?:は)?{LIST}(?:が|も)(?:いる|います|あり|ある|いて)`, (m, x) => x.control(x.side(one(m[1])), x.thingsOf(ids(m[2])))),
  p(`{LIST}(?:が|は)(?:タップ状態|タップされて|タップして)`, (m, x) => x.setTapped(x.thingsOf(ids(m[1])), true)),
  p(`{LIST}(?:が|は)(?:このターン)?(?:に)?戦場に出た`, (m, x) => x.setSick(x.thingsOf(ids(m[1])))),
  p(`{LIST}(?:が|は)召喚酔い`, (m, x) => x.setSick(x.thingsOf(ids(m[1])))),
  p(`{S}(?:が|は){S}を装備して`, (m, x) => x.attach(x.things(one(m[2])), x.things(one(m[1])))),
  p(`{S}(?:が|は){S}に(?:つけられて|ついて|装備されて|付いて)`, (m, x) => x.attach(x.things(one(m[1])), x.things(one(m[2])))),
  p(`{S}に{S}が(?:つけられて|ついて|装備されて|付いて)`, (m, x) => x.attach(x.things(one(m[2])), x.things(one(m[1])))),
  p(`{S}(?:が|は|に){S}を装備(?:する|した|させ)`, (m, x) => x.attach(x.things(one(m[2])), x.things(one(m[1])))),
  p(`{LIST}(?:が|は)(?:戦場に)?(?:いる|います|あります|ある|存在)`, () => undefined),
];

/** Verb endings, connectives and particles between clauses. */
const TAIL =
  /^(?:になる|になり|になった|なる|なり|なった|してきた|してきて|きた|きて|くる|しています|しました|します|している|していた|して|した|する|されています|されました|されます|されて|された|される|され|できる|できた|ている|ていた|ています|ていました|ていて|てから|てきた|ました|ます|ません|たら|ると|れば|ても|ため|ので|から|けど|けれど|のですが|ですが|です|でした|だった|だ|る|た|て|し|すが|が|場合|とき|時|後|あと|際|、|,|か|？|\?|ね|よ|の|ん|でしょうか|でしょう|ますか|ことは|こと|は|に|も|ところ|状態|う|い|っ)+/u;
const LEAD =
  /^(?:、|,|その後|それから|次に|そして|そこで|さらに|まず|ただし|このとき|この時|この場合|その場合|ここで|すると|もし|仮に|例えば|では|じゃあ|質問です|質問|すみません|教えてください|(?:戦闘)?ダメージ(?:ステップ)?の前に|ダメージが与えられる前に|ブロック(?:の)?後に|ブロックされた後に|それに対応して|対応して|戦闘中に|同じターンに|このターン(?:に|、)?|は|で|を|が|に|と|(?<!\d)\s)+/u;

/** Reads the Japanese text into the state; returns the fragments not understood. */
export function parseJapanese(ex: Extracted, st: QuestionState): string[] {
  const problems: string[] = [];
  // Sentences with their end mark: a question ends in ？ or か.
  const sentences = [...ex.text.replace(/\s+/g, '').matchAll(/([^。．！!？?\n]+)([。．！!？?\n]?)/gu)]
    .map((m) => ({ text: m[1]!.trim(), question: /[？?]/u.test(m[2] ?? '') || /(?:か|かな|かね|の)$/u.test(m[1]!.trim()) }))
    .filter((s) => s.text !== '');
  const interp = new Interpreter(st, [], []);
  // The topic carries over to later sentences (「…0/1になる。パワーとタフネスは？」).
  let topic: string | null = null;
  for (const { text: raw, question } of sentences) {
    st.beginClause();
    // 「それに対応して」 is timing — what this sentence tells happens while the stack is still full —
    // not the pronoun それ.
    const responding = /対応して/u.test(raw);
    const eventsBefore = st.events.length;
    const sentence = raw.replace(/(?:それに|これに)?対応して[、,]?/gu, '');
    const c = chunk(sentence, st, ex.cards, ex.quotes);
    interp.use(c.refs, c.keywordLists);
    // 「#0は、#1に…」: a comma after the topic doesn't end the clause.
    c.skeleton = c.skeleton.replace(/(#\d+(?:は|が))、/gu, '$1');
    const eot = /^ターン終了時まで/u.test(c.skeleton);
    let rest = c.skeleton;
    // The previous sentence's subject, as a #n of this sentence's references.
    let subject: string | null = null;
    if (topic) {
      c.refs.push({ kind: 'things', ids: [topic] });
      c.refText.push(topic);
      subject = `#${c.refs.length - 1}`;
    }
    let guard = 0;
    while (rest !== '' && guard++ < 50) {
      rest = rest.replace(LEAD, '');
      if (rest === '') break;
      let matched = false;
      // The subject carries over a te-form chain (「…を受けて、4/4にブロックされた」) when the clause
      // starts with no subject of its own (a reference followed by に/で/を is an object, not a subject).
      const tries = subject && !/^#\d+(?!\d|に|で|を|へ)/.test(rest) ? [rest, `${subject}が${rest}`, `${subject}の${rest}`, `${subject}に${rest}`] : [rest];
      outer: for (const r of tries) {
        for (const pat of PATTERNS) {
          const m = pat.re.exec(r);
          if (!m) continue;
          const consumed = r === rest ? m[0].length : m[0].length - (subject ? subject.length + 1 : 0);
          // A reading must take something of its own, not just the implied subject.
          if (consumed <= 0) continue;
          try {
            pat.fn(m, interp, { eot, quotes: ex.quotes, question, text: (k) => readable(k, c, ex.quotes) });
          } catch (e) {
            if (!(e instanceof ClauseProblem)) throw e;
            // This reading doesn't fit (a player where a creature is needed…): try the next one.
            continue;
          }
          const lead = /^#\d+/.exec(m[0]);
          if (lead && r === rest) {
            subject = lead[0];
            const ref = c.refs[Number(lead[0].slice(1))];
            if (ref && ref.kind === 'things' && ref.ids.length === 1) topic = ref.ids[0]!;
          }
          rest = rest.slice(Math.max(consumed, 1)).replace(TAIL, '');
          matched = true;
          break outer;
        }
      }
      if (!matched) {
        const cut = /^(.+?)(?=、|$)/u.exec(rest);
        const bad = cut ? cut[1]! : rest;
        problems.push(readable(bad, c, ex.quotes));
        rest = rest.slice(bad.length);
      }
    }
    if (responding) st.markResponses(eventsBefore);
  }
  return problems;
}

function readable(fragment: string, c: JaChunked, quotes: readonly string[]): string {
  return fragment
    .replace(/#(\d+)/g, (_m, n: string) => c.refText[Number(n)] ?? _m)
    .replace(/%(\d+)/g, (_m, n: string) => c.keywordText[Number(n)] ?? _m)
    .replace(/‹(\d+)›/g, (_m, n: string) => `「${quotes[Number(n)] ?? ''}」`);
}

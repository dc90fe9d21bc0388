/**
 * 200 malformed or adversarial inputs (issue 6, "Done when"): very long text, mixed languages,
 * Markdown and mention injection, control / direction / zero-width characters, unknown cards, and
 * contradictory or impossible set-ups, across ask, combat, layers, scenario and card. Each must be
 * answered with a clear error — a code with exit status 2 and a message naming what was wrong —
 * never an answer, a fault or a stack trace. `says` are what the message must contain; `cli` rows
 * are also run through the real CLI.
 *
 * /ask rows are written against the CLI contract (src/app/contract.ts) and the error codes of
 * src/core/result.ts, without assuming the wording of its messages.
 */
import type { ErrorCode } from '../../../src/core/result.ts';
import type { Lang } from '../../../src/core/lang.ts';

export type MalformedCommand = 'ask' | 'combat' | 'layers' | 'scenario' | 'card';

export type MalformedCategory = 'long' | 'mixed-language' | 'injection' | 'invisible' | 'unknown-card' | 'impossible' | 'unreadable' | 'empty';

export interface MalformedRow {
  command: MalformedCommand;
  category: MalformedCategory;
  /** What the row is about. */
  name: string;
  /** The text after the command, as one CLI argument (combat/layers take inline `blockers:` / `effects:`). */
  text: string;
  /** --lang; without it the language of the text decides. */
  lang?: Lang;
  /** The acceptable codes (every one of them a user error: exit status 2). */
  codes: readonly (ErrorCode | AskErrorCode)[];
  /** What the message must say. */
  says?: readonly RegExp[];
  /** Also run through the real CLI. */
  cli?: boolean;
  /**
   * A known bug in the command this row exposes (who owns it, what happens): the row runs as an
   * expected failure, so it turns red — and this marker must go — as soon as the bug is fixed.
   */
  knownIssue?: string;
}

/** /ask's own codes (questions-api.md), beyond the shared ones. */
export type AskErrorCode = 'not_understood' | 'impossible' | 'unmodelled';

const BAD: readonly ErrorCode[] = ['bad_input'];
const ASK: readonly (ErrorCode | AskErrorCode)[] = ['not_understood', 'impossible', 'unmodelled', 'bad_input', 'unknown_card', 'ambiguous_card', 'input_too_long', 'empty_input', 'needs_detail', 'ambiguous'];
/** A card name in a Scenario is looked up on the /scenario path: unknown there, or (before card support) refused. */
const CARD_IN_SCENARIO: readonly ErrorCode[] = ['bad_input', 'unknown_card', 'ambiguous_card'];

const MARKUP_EN = /mention, a link or Markdown/;
const MARKUP_JA = /メンション・リンク・Markdown/;
const HIDDEN_EN = /control, direction or invisible/;
const HIDDEN_JA = /見えない文字/;

const json = (v: unknown): string => JSON.stringify(v);
const creature = (id: string, power: number, toughness: number, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ id, types: ['Creature'], power, toughness, ...extra });

// ------------------------------------------------------------------------------------------------
// /combat

const combatRows: MalformedRow[] = [
  // Very long text
  { command: 'combat', category: 'long', name: 'attackers over 1000 characters', text: '7/7 trample '.repeat(90), codes: ['input_too_long'], says: [/too long \(1079 characters; the limit is 1000\)/], cli: true },
  { command: 'combat', category: 'long', name: 'blockers over 1000 characters', text: `2/2 blockers: ${'1/1, '.repeat(250)}`, codes: ['input_too_long'], says: [/blockers text is too long/] },
  { command: 'combat', category: 'long', name: 'a 5000-character word', text: `7/7 ${'a'.repeat(5000)}`, codes: ['input_too_long'], says: [/too long/] },
  { command: 'combat', category: 'long', name: 'Japanese text over the limit', text: 'トランプル'.repeat(250), codes: ['input_too_long'], says: [/長すぎます/] },
  // Mixed languages
  { command: 'combat', category: 'mixed-language', name: 'English, Japanese and a typo', text: '7/7 trample 絆魂 blockers: 2/2 接死, 3/3 deathtuch', codes: BAD, says: [/「deathtuch」/, /deathtouch/], cli: true },
  { command: 'combat', category: 'mixed-language', name: 'a Russian word among keywords', text: '7/7 trample трамплин', codes: BAD, says: [/"трамплин"/] },
  { command: 'combat', category: 'mixed-language', name: 'a Korean keyword', text: '7/7 돌진', codes: BAD, says: [/"돌진"/] },
  { command: 'combat', category: 'mixed-language', name: 'an emoji as a keyword', text: '7/7 🔥', codes: BAD, says: [/"🔥"/] },
  { command: 'combat', category: 'mixed-language', name: 'a Japanese word that is no keyword', text: '7/7 トランプル ブロッカー', codes: BAD, says: [/「ブロッカー」/] },
  { command: 'combat', category: 'mixed-language', name: 'Chinese for a keyword', text: '4/4 践踏', codes: BAD, says: [/践踏/] },
  { command: 'combat', category: 'mixed-language', name: 'French for a keyword', text: '4/4 piétinement', codes: BAD, says: [/piétinement/] },
  { command: 'combat', category: 'mixed-language', name: 'a Japanese sentence instead of a blocker', text: '2/2 blockers: 熊がブロックする', codes: ['bad_input', 'unknown_card'], says: [/熊がブロックする|ブロック/] },
  // Markdown and mention injection
  { command: 'combat', category: 'injection', name: '@everyone', text: '@everyone 7/7 trample', codes: BAD, says: [MARKUP_EN, /mention of everyone/], cli: true },
  { command: 'combat', category: 'injection', name: '@here in the blockers', text: '2/2 blockers: @here', codes: BAD, says: [MARKUP_EN] },
  { command: 'combat', category: 'injection', name: 'a user mention', text: '7/7 <@123456789012345678>', codes: BAD, says: [MARKUP_EN, /user, role or channel mention/], cli: true },
  { command: 'combat', category: 'injection', name: 'a nickname mention', text: '2/2 blockers: 2/2 <@!123456789012345678>', codes: BAD, says: [MARKUP_EN] },
  { command: 'combat', category: 'injection', name: 'a role mention', text: '<@&987654321098765432> 2/2', codes: BAD, says: [MARKUP_EN] },
  { command: 'combat', category: 'injection', name: 'a channel mention', text: '<#123456789012345678> 2/2', codes: BAD, says: [MARKUP_EN] },
  { command: 'combat', category: 'injection', name: 'a bare @name', text: '2/2 @somebody', codes: BAD, says: [MARKUP_EN] },
  { command: 'combat', category: 'injection', name: 'a link', text: '2/2 https://evil.example/x', codes: BAD, says: [/a link/] },
  { command: 'combat', category: 'injection', name: 'a Markdown link', text: '[free cards](http://evil.example) 2/2', codes: BAD, says: [MARKUP_EN] },
  { command: 'combat', category: 'injection', name: 'an invite link', text: '2/2 discord.gg/abcdef', codes: BAD, says: [/a link/] },
  { command: 'combat', category: 'injection', name: 'bold', text: '**7/7** trample', codes: BAD, says: [/Markdown/] },
  { command: 'combat', category: 'injection', name: 'inline code', text: '`7/7` trample', codes: BAD, says: [/Markdown/] },
  { command: 'combat', category: 'injection', name: 'a spoiler', text: '||2/2|| flying', codes: BAD, says: [/Markdown/] },
  { command: 'combat', category: 'injection', name: 'strike-through', text: '~~2/2~~', codes: BAD, says: [/Markdown/] },
  { command: 'combat', category: 'injection', name: 'a heading', text: '# 2/2 trample', codes: BAD, says: [/Markdown/] },
  { command: 'combat', category: 'injection', name: 'a block quote', text: '> 2/2 trample', codes: BAD, says: [/Markdown/] },
  { command: 'combat', category: 'injection', name: 'a Japanese mention', text: '@everyone 7/7 トランプル', codes: BAD, says: [MARKUP_JA] },
  // Control, direction and zero-width characters
  { command: 'combat', category: 'invisible', name: 'a zero-width space inside a keyword', text: '7/7 tram\u200bple', codes: BAD, says: [HIDDEN_EN], cli: true },
  { command: 'combat', category: 'invisible', name: 'a right-to-left override', text: '\u202e7/7 trample', codes: BAD, says: [HIDDEN_EN] },
  { command: 'combat', category: 'invisible', name: 'direction isolates', text: '7/7 \u2066trample\u2069', codes: BAD, says: [HIDDEN_EN] },
  { command: 'combat', category: 'invisible', name: 'a NUL', text: '7/7\u0000 trample', codes: BAD, says: [HIDDEN_EN] },
  { command: 'combat', category: 'invisible', name: 'a bell', text: '7/7\u0007', codes: BAD, says: [HIDDEN_EN] },
  { command: 'combat', category: 'invisible', name: 'a zero-width joiner at the end', text: '7/7 trample\u200d', codes: BAD, says: [HIDDEN_EN] },
  { command: 'combat', category: 'invisible', name: 'a byte order mark in the middle', text: '7/7\ufefftrample', codes: BAD, says: [HIDDEN_EN] },
  { command: 'combat', category: 'invisible', name: 'a soft hyphen', text: '7/7 tram\u00adple', codes: BAD, says: [HIDDEN_EN] },
  { command: 'combat', category: 'invisible', name: 'an escape sequence', text: '7/7 \u001b[31mtrample', codes: BAD, says: [HIDDEN_EN] },
  { command: 'combat', category: 'invisible', name: 'a left-to-right mark in Japanese', text: '7/7 トランプル\u200e', codes: BAD, says: [HIDDEN_JA] },
  // Unknown cards
  { command: 'combat', category: 'unknown-card', name: 'a card that is not in the catalog', text: 'Flibbertigibbet Dragon Lord', codes: ['unknown_card'], says: [/In the attackers, "Flibbertigibbet Dragon Lord" is not a card I know/], cli: true },
  { command: 'combat', category: 'unknown-card', name: 'a made-up card', text: 'Definitely Not A Real Card', codes: ['unknown_card'], says: [/"Definitely Not A Real Card" is not a card I know/] },
  { command: 'combat', category: 'unknown-card', name: 'a made-up Japanese card', text: '《存在しないカード》', codes: ['unknown_card'], says: [/攻撃クリーチャーの「存在しないカード」というカードは見つかりません/] },
  { command: 'combat', category: 'unknown-card', name: 'a card name and a P/T', text: '"Grizzly Bears" 3/3', codes: BAD, says: [/both a card name and a power\/toughness/] },
  { command: 'combat', category: 'unknown-card', name: 'a card name of only symbols', text: '《!!!》', lang: 'en', codes: BAD, says: [/not a card name I can look up/] },
  // Contradictory or impossible set-ups
  { command: 'combat', category: 'impossible', name: 'a 3/-1 creature', text: '3/-1', codes: BAD, says: [/toughness -1/, /704\.5f/], cli: true },
  { command: 'combat', category: 'impossible', name: 'negative power and toughness', text: '-2/-2 trample', codes: BAD, says: [/toughness -2/, /704\.5f/] },
  { command: 'combat', category: 'impossible', name: 'toughness 0', text: '2/0', codes: BAD, says: [/toughness 0/, /704\.5f/] },
  { command: 'combat', category: 'impossible', name: 'a 0/0', text: '2/2 blockers: 0/0', codes: BAD, says: [/704\.5f/] },
  { command: 'combat', category: 'impossible', name: 'lethal damage already marked on a blocker', text: '2/2 blockers: 3/3 damage 3', codes: BAD, says: [/704\.5g/] },
  { command: 'combat', category: 'impossible', name: 'more damage than toughness on an attacker', text: '2/2 damage 5', codes: BAD, says: [/5 damage marked with toughness 2/] },
  { command: 'combat', category: 'impossible', name: 'negative damage', text: '2/2 damage -1', codes: BAD, says: [/negative damage/] },
  { command: 'combat', category: 'impossible', name: 'negative damage in Japanese', text: '2/2 ダメージ-3', codes: BAD, says: [/負の値/] },
  { command: 'combat', category: 'impossible', name: 'a blocker naming a missing attacker', text: '2/2 blockers: 1/1 blocks 3', codes: BAD, says: [/attacker 3/, /only 1 attacker/], cli: true },
  { command: 'combat', category: 'impossible', name: 'attacker 0', text: '2/2 blockers: 1/1 blocks 0', codes: BAD, says: [/attacker 0/] },
  { command: 'combat', category: 'impossible', name: 'blockers with two attackers and no choice', text: '2/2, 3/3 blockers: 1/1', codes: BAD, says: [/2 attackers/, /which one it blocks/] },
  { command: 'combat', category: 'impossible', name: 'one blocker blocking the same attacker twice', text: '2/2, 3/3 blockers: 1/1 blocks 1 and 1', codes: BAD, says: [/attacker 1 twice/] },
  { command: 'combat', category: 'impossible', name: '1000 attacking creatures', text: '1000x 1/1', codes: BAD, says: [/too many attackers \(1000; at most 12\)/], cli: true },
  { command: 'combat', category: 'impossible', name: '1000 creatures listed one by one', text: Array.from({ length: 1000 }, () => '1/1').join(',').slice(0, 999), codes: BAD, says: [/too many attackers/] },
  { command: 'combat', category: 'impossible', name: '13 blockers', text: '9/9 blockers: 13x 1/1', codes: BAD, says: [/too many blockers \(13; at most 12\)/] },
  { command: 'combat', category: 'impossible', name: 'zero creatures', text: '0x 2/2', codes: BAD, says: [/must be 1 or more/] },
  { command: 'combat', category: 'impossible', name: 'an attacker that blocks', text: '2/2 blocks 1', codes: BAD, says: [/Attackers don't block/] },
  { command: 'combat', category: 'impossible', name: 'a flyer blocked by a creature without flying or reach', text: '2/2 flying blockers: 2/2', codes: BAD, says: [/702\.9b/], cli: true },
  { command: 'combat', category: 'impossible', name: 'an attacker with defender', text: '0/4 defender', codes: BAD, says: [/defender/i] },
  { command: 'combat', category: 'impossible', name: "an attacker that can't attack", text: "2/2 can't attack", codes: BAD, says: [/can't attack/] },
  { command: 'combat', category: 'impossible', name: 'menace blocked by one creature', text: '2/2 menace blockers: 1/1', codes: BAD, says: [/menace/i] },
  { command: 'combat', category: 'impossible', name: "a blocker that can't block", text: "2/2 blockers: 1/1 can't block", codes: BAD, says: [/can't block/] },
  { command: 'combat', category: 'impossible', name: 'shadow blocked by a creature without shadow', text: '2/2 shadow blockers: 2/2', codes: BAD, says: [/shadow/] },
  { command: 'combat', category: 'impossible', name: 'an unblockable creature blocked', text: "3/3 can't be blocked blockers: 2/2", codes: BAD, says: [/can't be blocked|blocked/] },
  { command: 'combat', category: 'impossible', name: 'keywords without a creature', text: 'flying, trample', codes: BAD, says: [/no creature before it/] },
  { command: 'combat', category: 'impossible', name: 'two P/Ts in one creature', text: '2/2 3/3 trample', codes: BAD, says: [/two powers\/toughnesses/] },
  { command: 'combat', category: 'impossible', name: 'a P/T with a star', text: '*/* trample', codes: BAD, says: [/has a \* in its power/] },
  { command: 'combat', category: 'impossible', name: 'an enormous power', text: '99999999/1', codes: BAD, says: [/over 1000000/] },
  // Unreadable
  { command: 'combat', category: 'unreadable', name: 'a misspelt keyword', text: '2/2 trampel', codes: BAD, says: [/"trampel"/, /Did you mean trample\?/] },
  { command: 'combat', category: 'unreadable', name: 'a keyword with a parameter it never has', text: '2/2 flying 3', codes: BAD, says: [/"3"/] },
  { command: 'combat', category: 'unreadable', name: 'protection from nothing', text: '2/2 protection from', codes: BAD, says: [/"from"/] },
  { command: 'combat', category: 'unreadable', name: 'damage without a number', text: '7/7 trample damage', codes: BAD, says: [/can't read the damage/] },
  { command: 'combat', category: 'unreadable', name: 'blocks without a number', text: '2/2 blockers: 1/1 blocks', codes: BAD, says: [/which attacker/] },
  { command: 'combat', category: 'unreadable', name: 'blockers of only separators', text: '2/2 blockers: ,,,', codes: BAD, says: [/neither a power\/toughness nor a card name/] },
  { command: 'combat', category: 'unreadable', name: 'Japanese: blocks a missing attacker', text: '2/2 blockers: 1/1 →3', lang: 'ja', codes: BAD, says: [/攻撃クリーチャーは1体しかいません/] },
  { command: 'combat', category: 'impossible', name: 'Japanese: toughness below zero', text: '3/-1 飛行', codes: BAD, says: [/タフネス-1/, /704\.5f/] },
  // Empty
  { command: 'combat', category: 'empty', name: 'nothing at all', text: '', codes: ['empty_input'], says: [/Please give the attackers/], cli: true },
  { command: 'combat', category: 'empty', name: 'only spaces', text: '   \t ', codes: ['empty_input'], says: [/Please give the attackers/] },
  { command: 'combat', category: 'empty', name: '"blocked by" with no attacker', text: 'blockers: 2/2', codes: ['empty_input'], says: [/Please give the attackers/] },
];

// ------------------------------------------------------------------------------------------------
// /layers

const layersRows: MalformedRow[] = [
  { command: 'layers', category: 'long', name: 'an object over 300 characters', text: `${'2/2 green creature '.repeat(20)} effects: +1/+1`, codes: ['input_too_long'], says: [/object text is too long/], cli: true },
  { command: 'layers', category: 'long', name: 'effects over 1500 characters', text: `2/2 creature effects: ${'+1/+1; '.repeat(250)}`, codes: ['input_too_long'], says: [/effects text is too long/] },
  { command: 'layers', category: 'long', name: '21 effects', text: `2/2 creature effects: ${Array.from({ length: 21 }, () => 'switch').join('; ')}`, codes: BAD, says: [/too many effects \(21; at most 20\)/] },
  { command: 'layers', category: 'mixed-language', name: 'a Russian color', text: '2/2 creature effects: becomes синий', codes: BAD, says: [/"becomes синий"/] },
  { command: 'layers', category: 'mixed-language', name: 'Japanese and Russian keywords', text: '2/2 クリーチャー effects: +1/+1；gains 飛行 and трамплин', codes: BAD, says: [/gains 飛行 and трамплин/] },
  { command: 'layers', category: 'mixed-language', name: 'a Spanish effect', text: '2/2 creature effects: obtiene +1/+1', codes: BAD, says: [/obtiene/] },
  { command: 'layers', category: 'mixed-language', name: 'a Japanese effect that is no effect', text: '2/2 クリーチャー effects: 爆発する', codes: BAD, says: [/「爆発する」/], cli: true },
  { command: 'layers', category: 'injection', name: '@everyone in an effect', text: '2/2 creature effects: @everyone gets +1/+1', codes: BAD, says: [MARKUP_EN], cli: true },
  { command: 'layers', category: 'injection', name: 'a user mention as the object', text: '<@123456789012345678> effects: +1/+1', codes: BAD, says: [MARKUP_EN] },
  { command: 'layers', category: 'injection', name: 'a Markdown link in the effects', text: '2/2 creature effects: [+1/+1](https://evil.example)', codes: BAD, says: [MARKUP_EN] },
  { command: 'layers', category: 'injection', name: 'strike-through effects', text: '2/2 creature effects: ~~+1/+1~~', codes: BAD, says: [/Markdown/] },
  { command: 'layers', category: 'injection', name: 'a code block', text: '2/2 creature effects: ```+1/+1```', codes: BAD, says: [/Markdown/] },
  { command: 'layers', category: 'injection', name: 'a role mention in Japanese', text: '2/2 クリーチャー effects: <@&123456789> ＋1/＋1', codes: BAD, says: [MARKUP_JA] },
  { command: 'layers', category: 'invisible', name: 'a zero-width space after an effect', text: '2/2 creature effects: +1/+1\u200b', codes: BAD, says: [HIDDEN_EN] },
  { command: 'layers', category: 'invisible', name: 'a right-to-left override in an effect', text: '2/2 creature effects: \u202e+1/+1', codes: BAD, says: [HIDDEN_EN] },
  { command: 'layers', category: 'invisible', name: 'a bell in the object', text: '2/2\u0007 creature effects: switch', codes: BAD, says: [HIDDEN_EN] },
  { command: 'layers', category: 'invisible', name: 'a word joiner', text: '2/2 creature effects: swi\u2060tch', codes: BAD, says: [HIDDEN_EN] },
  { command: 'layers', category: 'unknown-card', name: 'a made-up card', text: 'Not A Card At All effects: +1/+1', codes: ['unknown_card'], says: [/In the object, "Not A Card At All" is not a card I know/] },
  { command: 'layers', category: 'unknown-card', name: 'a made-up Japanese card', text: '《灰色熊じゃない》 effects: +1/+1', codes: ['unknown_card'], says: [/オブジェクトの「灰色熊じゃない」というカードは見つかりません/] },
  { command: 'layers', category: 'unknown-card', name: 'an Equipment no card is', text: '2/2 creature effects: equipped with Flibbertigibbet Hammer', codes: ['unknown_card'], says: [/In the effects, "Flibbertigibbet Hammer" is not a card I know/] },
  { command: 'layers', category: 'injection', name: 'a mention as an Equipment', text: '2/2 creature effects: equipped with <@123456789012345678>', codes: BAD, says: [MARKUP_EN] },
  { command: 'layers', category: 'unknown-card', name: 'a card name and a P/T', text: '《Grizzly Bears》 3/3 effects: switch', lang: 'en', codes: BAD, says: [/both a card name and a power\/toughness/] },
  { command: 'layers', category: 'impossible', name: 'an unsigned P/T', text: '2/2 creature effects: 3/3', codes: BAD, says: [/\+3\/\+3/, /becomes 3\/3/], cli: true },
  { command: 'layers', category: 'impossible', name: 'an unsigned P/T in Japanese', text: '2/2 クリーチャー effects: 3/3', codes: BAD, says: [/あいまい/] },
  { command: 'layers', category: 'impossible', name: '5000 counters', text: '2/2 creature effects: 5000 +1/+1 counters', codes: BAD, says: [/between 1 and 1000/] },
  { command: 'layers', category: 'impossible', name: 'zero counters', text: '2/2 creature effects: 0 +1/+1 counters', codes: BAD, says: [/between 1 and 1000/] },
  { command: 'layers', category: 'impossible', name: 'counters adding up past the limit', text: '2/2 creature effects: 600 +1/+1 counters; 600 +1/+1 counters', codes: BAD, says: [/between 1 and 1000/] },
  { command: 'layers', category: 'impossible', name: 'a P/T over a million', text: '1000001/1 creature effects: switch', codes: BAD, says: [/over 1000000/] },
  { command: 'layers', category: 'impossible', name: 'two objects', text: '2/2 creature, 3/3 creature effects: +1/+1', codes: BAD, says: [/one object only/] },
  { command: 'layers', category: 'impossible', name: 'a count of objects', text: '3x 2/2 creature effects: +1/+1', codes: BAD, says: [/one object only/] },
  { command: 'layers', category: 'impossible', name: 'an object with only a color', text: 'green effects: +1/+1', codes: BAD, says: [/no power\/toughness, types or card name/] },
  { command: 'layers', category: 'impossible', name: 'an object of only keywords', text: 'flying effects: +1/+1', codes: BAD, says: [/no creature before it/] },
  { command: 'layers', category: 'impossible', name: 'lethal damage on the object', text: '2/2 creature damage 2 effects: +1/+1', codes: BAD, says: [/704\.5g/] },
  { command: 'layers', category: 'impossible', name: 'negative damage on the object', text: '2/2 creature damage -1', codes: BAD, says: [/negative damage/] },
  { command: 'layers', category: 'impossible', name: 'an enormous modification', text: '2/2 creature effects: +99999999/+0', codes: BAD, says: [/over 1000000/] },
  { command: 'layers', category: 'impossible', name: 'an enormous base P/T', text: '2/2 creature effects: becomes 9999999/1', codes: BAD, says: [/over 1000000/] },
  { command: 'layers', category: 'impossible', name: 'blue and colorless at once', text: '2/2 creature effects: becomes blue colorless', codes: BAD, says: [/"becomes blue colorless"/] },
  { command: 'layers', category: 'impossible', name: 'a blocker in /layers', text: '2/2 creature blocks 1 effects: +1/+1', codes: BAD, says: [/"blocks"/] },
  { command: 'layers', category: 'impossible', name: 'two P/Ts in the object', text: '2/2 creature 3/3 effects: switch', codes: BAD, says: [/two powers\/toughnesses/] },
  { command: 'layers', category: 'unreadable', name: 'an unknown effect', text: '2/2 creature effects: explodes', codes: BAD, says: [/"explodes"/, /semicolons/] },
  { command: 'layers', category: 'unreadable', name: 'a gain of no keyword', text: '2/2 creature effects: gains wings', codes: BAD, says: [/"gains wings"/] },
  { command: 'layers', category: 'unreadable', name: 'losing a misspelt keyword', text: '2/2 creature flying effects: loses flyng', codes: BAD, says: [/"loses flyng"/] },
  { command: 'layers', category: 'unreadable', name: 'an unknown color', text: '2/2 creature effects: becomes purple', codes: BAD, says: [/"becomes purple"/] },
  { command: 'layers', category: 'unreadable', name: 'a subtype it cannot set', text: '2/2 creature effects: becomes a 1/1 blue Frog', codes: BAD, says: [/Frog/] },
  { command: 'layers', category: 'unreadable', name: 'two effects run together', text: '2/2 creature effects: switch switch', codes: BAD, says: [/"switch switch"/] },
  { command: 'layers', category: 'unreadable', name: 'a P/T change and a keyword in one effect', text: '2/2 creature effects: gets +1/+1 and flying', codes: BAD, says: [/"gets \+1\/\+1 and flying"/] },
  { command: 'layers', category: 'unreadable', name: 'effects of only separators', text: '2/2 creature effects: ;;;', codes: BAD, says: [/can't read/] },
  { command: 'layers', category: 'unreadable', name: 'a P/T with a star', text: '*/* creature effects: +1/+1', codes: BAD, says: [/\*/] },
  { command: 'layers', category: 'empty', name: 'no object', text: '', codes: ['empty_input'], says: [/Please give the object/], cli: true },
  { command: 'layers', category: 'empty', name: 'only effects', text: 'effects: +1/+1', codes: ['empty_input'], says: [/Please give the object/] },
];

// ------------------------------------------------------------------------------------------------
// /scenario

const scenarioRows: MalformedRow[] = [
  { command: 'scenario', category: 'long', name: 'JSON over a million characters', text: json({ objects: [{ name: 'x'.repeat(1_000_100), types: ['Creature'], power: 1, toughness: 1 }] }), codes: ['input_too_long'], says: [/too long/] },
  { command: 'scenario', category: 'long', name: 'a 501-character name', text: json({ objects: [creature('a', 1, 1, { name: 'n'.repeat(501) })] }), codes: BAD, says: [/objects\[0\]\.name: too long/], cli: true },
  { command: 'scenario', category: 'long', name: 'JSON nested 5000 deep', text: `{"objects":${'['.repeat(5000)}${']'.repeat(5000)}}`, codes: BAD, says: [/too deeply nested \(max 64 levels/] },
  // A bare list is JSON too: "not valid JSON (line 1, column 1)" or "There is no file [1]" said nothing true about it.
  { command: 'scenario', category: 'long', name: 'a bare list nested 5000 deep', text: `${'['.repeat(5000)}${']'.repeat(5000)}`, codes: BAD, says: [/too deeply nested \(max 64 levels/] },
  { command: 'scenario', category: 'long', name: 'a bare list nested 5000 deep, never closed', text: '['.repeat(5000), codes: BAD, says: [/too deeply nested \(max 64 levels/] },
  { command: 'scenario', category: 'unreadable', name: 'a list instead of an object', text: '[1]', codes: BAD, says: [/expected an object \{ … \} \(got a list\)/], cli: true },
  { command: 'scenario', category: 'mixed-language', name: 'Japanese field names', text: json({ オブジェクト: [] }), codes: BAD, says: [/オブジェクト/] },
  { command: 'scenario', category: 'mixed-language', name: 'a Japanese keyword that is not one', text: json({ objects: [creature('a', 2, 2, { keywords: ['ブロッカー'] })] }), codes: BAD, says: [/ブロッカー/] },
  { command: 'scenario', category: 'mixed-language', name: 'a Cyrillic color', text: json({ objects: [creature('a', 2, 2, { colors: ['синий'] })] }), codes: BAD, says: [/objects\[0\]\.colors\[0\]/] },
  { command: 'scenario', category: 'injection', name: '@everyone instead of JSON', text: '@everyone', codes: BAD, says: [/There is no file/], cli: true },
  { command: 'scenario', category: 'injection', name: 'a mention instead of JSON', text: '<@123456789012345678>', codes: BAD, says: [/There is no file/] },
  { command: 'scenario', category: 'injection', name: 'a mention as a keyword', text: json({ objects: [creature('a', 2, 2, { keywords: ['@everyone'] })] }), codes: BAD, says: [/unknown keyword ability/] },
  { command: 'scenario', category: 'injection', name: 'a Markdown link as an id', text: json({ objects: [creature('a', 2, 2)], actions: [{ kind: 'damage', target: '[x](http://evil)', amount: 1 }] }), codes: BAD, says: [/unknown object or player id/] },
  { command: 'scenario', category: 'injection', name: '__proto__ as a counter', text: '{"objects":[{"types":["Creature"],"power":1,"toughness":1,"counters":{"__proto__":1}}]}', codes: BAD, says: [/reserved/] },
  { command: 'scenario', category: 'invisible', name: 'a bell in a name', text: json({ objects: [creature('a', 2, 2, { name: 'Bear\u0007' })] }), codes: BAD, says: [/control characters/] },
  { command: 'scenario', category: 'invisible', name: 'a right-to-left override in a name', text: json({ objects: [creature('a', 2, 2, { name: '\u202eBear' })] }), codes: BAD, says: [/control characters/] },
  { command: 'scenario', category: 'invisible', name: 'direction isolates in an id', text: json({ objects: [creature('\u2066a\u2069', 2, 2)] }), codes: BAD, says: [/control characters/] },
  { command: 'scenario', category: 'unknown-card', name: 'a card that does not exist', text: json({ objects: [{ id: 'x', card: 'Flibbertigibbet Dragon Lord' }] }), codes: CARD_IN_SCENARIO, says: [/objects\[0\]\.card/], cli: true },
  { command: 'scenario', category: 'unknown-card', name: 'a Japanese card that does not exist', text: json({ objects: [{ id: 'x', card: '《存在しないカード》' }] }), codes: CARD_IN_SCENARIO, says: [/objects\[0\]\.card/] },
  { command: 'scenario', category: 'impossible', name: '"blocked by" with no attacker', text: json({ objects: [creature('a', 2, 2), creature('b', 2, 2, { controller: 'B' })], actions: [{ kind: 'declare-blockers', blockers: [{ object: 'b', blocks: ['a'] }] }] }), codes: BAD, says: [/engine stopped/], cli: true },
  { command: 'scenario', category: 'impossible', name: 'two blockers that are the same creature', text: json({ objects: [creature('a', 2, 2), creature('b', 2, 2, { controller: 'B' })], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'a' }] }, { kind: 'declare-blockers', blockers: [{ object: 'b', blocks: ['a'] }, { object: 'b', blocks: ['a'] }] }] }), codes: BAD, says: [/engine stopped/], cli: true },
  { command: 'scenario', category: 'impossible', name: 'a creature blocking itself', text: json({ objects: [creature('a', 2, 2)], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'a' }] }, { kind: 'declare-blockers', blockers: [{ object: 'a', blocks: ['a'] }] }] }), codes: BAD, says: [/engine stopped/] },
  { command: 'scenario', category: 'impossible', name: "attacking with the opponent's creature", text: json({ objects: [creature('b', 2, 2, { controller: 'B' })], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'b' }] }] }), codes: BAD, says: [/engine stopped/] },
  { command: 'scenario', category: 'impossible', name: 'attacking twice with one creature', text: json({ objects: [creature('a', 2, 2)], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'a' }, { object: 'a' }] }] }), codes: BAD, says: [/engine stopped/] },
  { command: 'scenario', category: 'impossible', name: 'negative damage marked', text: json({ objects: [creature('a', 2, 2, { damage: -1 })] }), codes: BAD, says: [/objects\[0\]\.damage: expected a whole number of 0 or more/] },
  { command: 'scenario', category: 'impossible', name: 'negative damage dealt', text: json({ objects: [creature('a', 2, 2)], actions: [{ kind: 'damage', target: 'a', amount: -3 }] }), codes: BAD, says: [/actions\[0\]\.amount/] },
  { command: 'scenario', category: 'impossible', name: '1000 creatures', text: json({ objects: Array.from({ length: 1000 }, (_, i) => creature(`c${i}`, 1, 1)) }), codes: BAD, says: [/too many entries \(1000; at most 200\)/], cli: true },
  { command: 'scenario', category: 'impossible', name: 'a creature without toughness', text: json({ objects: [{ types: ['Creature'], power: 3 }] }), codes: BAD, says: [/objects\[0\]\.toughness/] },
  { command: 'scenario', category: 'impossible', name: 'an object attached to itself', text: json({ objects: [creature('a', 2, 2, { attachedTo: 'a' })] }), codes: BAD, says: [/attached to itself/] },
  { command: 'scenario', category: 'impossible', name: 'two objects with one id', text: json({ objects: [creature('a', 2, 2), creature('a', 3, 3)] }), codes: BAD, says: [/duplicate id/] },
  { command: 'scenario', category: 'impossible', name: 'an attack on a player who is not there', text: json({ objects: [creature('a', 2, 2)], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'a', target: 'C' }] }] }), codes: BAD, says: [/C/] },
  { command: 'scenario', category: 'impossible', name: 'no players', text: json({ players: [] }), codes: BAD, says: [/players/] },
  { command: 'scenario', category: 'impossible', name: 'nine players', text: json({ players: Array.from({ length: 9 }, (_, i) => ({ id: `P${i}` })) }), codes: BAD, says: [/too many entries/] },
  { command: 'scenario', category: 'impossible', name: 'a power of a billion', text: json({ objects: [creature('a', 1_000_000_000, 1)] }), codes: BAD, says: [/objects\[0\]\.power/] },
  { command: 'scenario', category: 'impossible', name: 'a fractional toughness', text: json({ objects: [creature('a', 2, 2.5)] }), codes: BAD, says: [/whole number/] },
  { command: 'scenario', category: 'impossible', name: 'ending an effect that does not exist', text: json({ actions: [{ kind: 'end-effect', effect: 'nope' }] }), codes: BAD, says: [/unknown effect id/] },
  { command: 'scenario', category: 'unreadable', name: 'truncated JSON', text: '{"objects": [', codes: BAD, says: [/not valid JSON/] },
  { command: 'scenario', category: 'unreadable', name: 'a misspelt keyword', text: json({ objects: [creature('a', 2, 2, { keywords: ['trampel'] })] }), codes: BAD, says: [/did you mean "trample"/] },
  { command: 'scenario', category: 'unreadable', name: 'a number as a string', text: json({ objects: [{ types: ['Creature'], power: '3', toughness: 3 }] }), codes: BAD, says: [/objects\[0\]\.power/] },
  { command: 'scenario', category: 'unreadable', name: 'an unknown action', text: json({ actions: [{ kind: 'explode' }] }), codes: BAD, says: [/actions\[0\]\.kind/] },
  { command: 'scenario', category: 'empty', name: 'nothing', text: '', codes: ['empty_input'], says: [/Please give a scenario/] },
];

// ------------------------------------------------------------------------------------------------
// /card (the sample catalog: 57 cards)

const cardRows: MalformedRow[] = [
  { command: 'card', category: 'long', name: 'a 201-character name', text: 'Grizzly Bears '.repeat(15), codes: ['input_too_long'], says: [/too long/], cli: true },
  { command: 'card', category: 'long', name: 'a 5000-character name', text: 'x'.repeat(5000), codes: ['input_too_long'], says: [/5000 characters/] },
  { command: 'card', category: 'mixed-language', name: 'a Cyrillic name', text: 'Гризли Медведи', codes: ['unknown_card'], says: [/Гризли Медведи/] },
  { command: 'card', category: 'mixed-language', name: 'a Japanese name that is no card', text: '存在しないカード名', codes: ['unknown_card'], says: [/存在しないカード名/], cli: true },
  { command: 'card', category: 'mixed-language', name: 'Korean', text: '회색곰', codes: ['unknown_card'], says: [/회색곰/] },
  { command: 'card', category: 'injection', name: '@everyone', text: '@everyone', codes: ['unknown_card'], cli: true },
  { command: 'card', category: 'injection', name: 'a user mention', text: '<@123456789012345678>', codes: ['unknown_card'] },
  { command: 'card', category: 'injection', name: 'a role mention', text: '<@&987654321098765432>', codes: ['unknown_card'] },
  { command: 'card', category: 'injection', name: 'Markdown only', text: '**__~~||', codes: ['bad_input'], says: [/no letters or numbers/] },
  { command: 'card', category: 'invisible', name: 'a bell', text: 'Grizzly\u0007Bears', codes: ['bad_input'], says: [/control characters/] },
  { command: 'card', category: 'invisible', name: 'a right-to-left override', text: 'Grizzly \u202eBears', codes: ['bad_input'], says: [/control characters/], cli: true },
  { command: 'card', category: 'invisible', name: 'direction isolates', text: '\u2066Shock\u2069', codes: ['bad_input'], says: [/control characters/] },
  { command: 'card', category: 'unknown-card', name: 'a made-up name', text: 'Definitely Not A Real Card', codes: ['unknown_card'], says: [/Definitely Not A Real Card/], cli: true },
  { command: 'card', category: 'unknown-card', name: 'a card not in the catalog', text: 'Black Lotus', codes: ['unknown_card'], says: [/Black Lotus/] },
  { command: 'card', category: 'unknown-card', name: 'letters that are no name', text: 'Zzzzzzzzzzqqq', codes: ['unknown_card'] },
  { command: 'card', category: 'unknown-card', name: 'digits', text: '1234567890', codes: ['unknown_card'] },
  { command: 'card', category: 'unknown-card', name: 'a made-up name in 《》', text: '《存在しないカード》', codes: ['unknown_card'] },
  { command: 'card', category: 'unreadable', name: 'punctuation only', text: '!!!???', codes: ['bad_input'], says: [/no letters or numbers/] },
  { command: 'card', category: 'unreadable', name: 'empty 《》', text: '《》', codes: ['bad_input'], says: [/調べられる文字や数字/] },
  { command: 'card', category: 'empty', name: 'nothing', text: '', codes: ['empty_input'], says: [/Please give a card name/], cli: true },
  { command: 'card', category: 'empty', name: 'spaces', text: '    ', codes: ['empty_input'] },
];

// ------------------------------------------------------------------------------------------------
// /ask (the CLI contract, src/app/contract.ts: {"ok":false,"error":{code,message}}, exit status 2)

const askRows: MalformedRow[] = [
  { command: 'ask', category: 'empty', name: 'nothing', text: '', codes: ASK, cli: true },
  { command: 'ask', category: 'empty', name: 'spaces', text: '   ', codes: ASK },
  { command: 'ask', category: 'long', name: '20,000 characters', text: 'Does a 2/2 survive? '.repeat(1000), codes: ASK, cli: true },
  { command: 'ask', category: 'long', name: 'one 10,000-character word', text: 'a'.repeat(10_000), codes: ASK },
  { command: 'ask', category: 'mixed-language', name: 'keyboard mashing', text: 'asdfghjkl qwertyuiop zxcvbnm', codes: ASK },
  { command: 'ask', category: 'mixed-language', name: 'Japanese mashing', text: 'あいうえお かきくけこ さしすせそ', codes: ASK },
  { command: 'ask', category: 'mixed-language', name: 'Russian', text: 'Что происходит, когда существо 2/2 блокирует?', codes: ASK },
  { command: 'ask', category: 'mixed-language', name: 'emoji only', text: '🔥🐻⚔️🛡️', codes: ASK },
  { command: 'ask', category: 'mixed-language', name: 'three languages in one sentence', text: 'トランプル持ち 7/7 атакует y es bloqueado por 遮断器', codes: ASK },
  { command: 'ask', category: 'injection', name: '@everyone with nothing to ask', text: '@everyone @everyone @everyone', codes: ASK, cli: true },
  { command: 'ask', category: 'injection', name: 'mentions only', text: '<@123456789012345678> <@&987654321098765432>', codes: ASK },
  { command: 'ask', category: 'injection', name: 'a link only', text: 'https://evil.example/free-cards', codes: ASK },
  { command: 'ask', category: 'injection', name: 'Markdown only', text: '**__~~||``', codes: ASK },
  { command: 'ask', category: 'injection', name: 'a script tag', text: '<script>alert(1)</script>', codes: ASK },
  { command: 'ask', category: 'invisible', name: 'control characters', text: 'Does a 2/2\u0007 die\u0000?', codes: ASK, cli: false },
  { command: 'ask', category: 'invisible', name: 'a right-to-left override', text: '\u202eDoes a 2/2 with flying die?', codes: ASK },
  { command: 'ask', category: 'invisible', name: 'direction isolates', text: 'Can a \u2066creature with defender\u2069 attack?', codes: ASK },
  // (A slip of one letter, "Grizzly Bearz", is read as the card it slips from and says so; this one is too far from any card.)
  { command: 'ask', category: 'unknown-card', name: 'a misspelt card', text: 'Does Grizzlie Baerz die to Lightning Bolt?', codes: ['unknown_card'], says: [/I don't know a card named "Grizzlie Baerz"/], cli: true },
  { command: 'ask', category: 'unknown-card', name: 'a made-up card', text: 'What happens when Flibbertigibbet Dragon attacks?', codes: ASK },
  { command: 'ask', category: 'unknown-card', name: 'a made-up Japanese card', text: '《存在しないカード》が攻撃したらどうなりますか？', codes: ASK, cli: true },
  { command: 'ask', category: 'impossible', name: 'a 3/-1 creature', text: 'A 3/-1 creature attacks and is blocked by a 2/2. What happens?', codes: ASK, cli: true },
  { command: 'ask', category: 'impossible', name: '"blocked by" with no attacker', text: 'Blocked by a 2/2 and a 3/3 — who dies?', codes: ASK },
  { command: 'ask', category: 'impossible', name: 'negative damage', text: 'Shock deals -3 damage to a 2/2. Does it die?', codes: ASK },
  { command: 'ask', category: 'impossible', name: '1000 creatures', text: '1000 2/2 creatures attack and are blocked by 1000 1/1 creatures. Who dies?', codes: ASK },
  { command: 'ask', category: 'impossible', name: 'the same creature blocking twice', text: 'A 4/4 attacks and is blocked by a 2/2 and the same 2/2 again. Who dies?', codes: ASK },
  { command: 'ask', category: 'injection', name: 'a question followed by @everyone', text: 'A 7/7 attacks. @everyone', codes: ASK },
  { command: 'ask', category: 'impossible', name: 'a creature blocked by itself', text: 'A 2/2 attacks and is blocked by itself.', codes: ASK },
  { command: 'ask', category: 'impossible', name: 'more damage marked than toughness', text: 'A 2/2 with 5 damage marked attacks.', codes: ASK },
  { command: 'ask', category: 'impossible', name: 'a toughness-0 creature in Japanese', text: '3/0のクリーチャーが攻撃して2/2にブロックされた。どうなる？', codes: ASK },
  { command: 'ask', category: 'impossible', name: 'a 2/2 and 3/3 at once', text: 'A 2/2 3/3 creature with trample attacks. What happens?', codes: ASK },
];

export const MALFORMED_INPUTS: readonly MalformedRow[] = [...combatRows, ...layersRows, ...scenarioRows, ...cardRows, ...askRows];

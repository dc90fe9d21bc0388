/**
 * Search queries with the rules a judge would want to see for them, written by reading the
 * current CR (2026-09-25). A query is answered well when its top 3 results hold one of `want`
 * (a rule number, or `g:<term>` for a CR glossary entry). Used by the bench (rule.search.quality:
 * ours against MiniSearch and FlexSearch on the same queries) and by test/rules/search-quality.test.ts.
 */
export interface JudgedQuery {
  query: string;
  lang: 'en' | 'ja';
  /** Any of these in the top 3 is a good answer. */
  want: readonly string[];
  /** Why a judge wants them (the question behind the words). */
  why: string;
}

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Issue 16 §5.
  { query: 'damage assignment order', lang: 'en', want: ['g:Damage Assignment Order (Obsolete)'], why: 'the concept was removed; the glossary says so' },
  { query: 'ダメージ割り振り順', lang: 'ja', want: ['g:Damage Assignment Order (Obsolete)'], why: 'the same, asked in Japanese' },
  { query: 'copy of a copy', lang: 'en', want: ['707.3'], why: 'copying a copy uses the copy’s copiable values' },
  { query: 'コピーのコピー', lang: 'ja', want: ['707.3'], why: 'the same, in Japanese' },
  { query: 'lifelink damage prevented', lang: 'en', want: ['615.6', '702.15b'], why: 'prevented damage is never dealt, so no life is gained' },
  { query: 'dies trigger', lang: 'en', want: ['603.6c', '603.10a'], why: 'dies triggers are leaves-the-battlefield abilities that look back in time' },
  { query: 'leaves the battlefield trigger', lang: 'en', want: ['603.6c', '603.10a'], why: 'the general rules before any special case' },
  // English.
  { query: 'trample deathtouch', lang: 'en', want: ['702.2c', '702.19b'], why: 'one damage counts as lethal for trample' },
  { query: 'legend rule', lang: 'en', want: ['704.5j'], why: 'the state-based action' },
  { query: 'summoning sickness', lang: 'en', want: ['302.6'], why: 'the rule behind the informal term' },
  { query: 'mana abilities don\'t use the stack', lang: 'en', want: ['605.3b', '113.4'], why: 'mana abilities resolve at once (113.4 says it in these words)' },
  { query: 'cleanup step damage wears off', lang: 'en', want: ['514.2'], why: 'damage is removed in the cleanup step' },
  { query: 'player with 0 life loses', lang: 'en', want: ['704.5a'], why: 'the state-based action' },
  { query: 'draw from an empty library', lang: 'en', want: ['704.5b', '121.4'], why: 'losing by drawing from an empty library' },
  { query: 'token in graveyard ceases to exist', lang: 'en', want: ['704.5d', '111.7'], why: 'tokens leave the game as a state-based action' },
  { query: '+1/+1 and -1/-1 counters', lang: 'en', want: ['704.5q', '122.3'], why: 'the counters annihilate' },
  { query: 'intervening if clause', lang: 'en', want: ['603.4'], why: 'the condition is checked twice' },
  { query: 'order of simultaneous triggers', lang: 'en', want: ['603.3b'], why: 'APNAP ordering of triggered abilities' },
  { query: 'APNAP order', lang: 'en', want: ['101.4', 'g:Active Player, Nonactive Player Order'], why: 'the rule and its glossary entry' },
  { query: 'menace blocked by two creatures', lang: 'en', want: ['702.111b'], why: 'menace’s blocking restriction' },
  { query: 'first strike and double strike damage steps', lang: 'en', want: ['510.4', '702.7b', '702.4b'], why: 'the extra combat damage step' },
  { query: 'aura attached to an illegal object', lang: 'en', want: ['704.5m', '303.4d'], why: 'the Aura goes to the graveyard' },
  { query: 'commander damage 21', lang: 'en', want: ['704.6c', '903.10a'], why: '21 combat damage from one commander' },
  { query: 'timestamp order of layers', lang: 'en', want: ['613.7'], why: 'effects in one layer apply in timestamp order' },
  { query: 'illegal target on resolution', lang: 'en', want: ['608.2b'], why: 'a spell whose targets are all illegal doesn’t resolve' },
  { query: 'poison counters ten', lang: 'en', want: ['704.5c', '122.1f'], why: 'ten poison counters lose the game' },
  { query: 'deathtouch lethal damage', lang: 'en', want: ['702.2c', '704.5h'], why: 'any damage from deathtouch is lethal' },
  // Japanese.
  { query: 'トランプル 接死', lang: 'ja', want: ['702.2c', '702.19b'], why: 'trample with deathtouch' },
  { query: 'レジェンド・ルール', lang: 'ja', want: ['704.5j'], why: 'the legend rule' },
  { query: '召喚酔い', lang: 'ja', want: ['302.6'], why: 'summoning sickness' },
  { query: '優先権', lang: 'ja', want: ['117'], why: 'priority' },
  { query: '状況起因処理', lang: 'ja', want: ['704'], why: 'state-based actions' },
  { query: '絆魂 ダメージ 軽減', lang: 'ja', want: ['615.6', '702.15b'], why: 'lifelink and prevented damage' },
  { query: '死亡誘発', lang: 'ja', want: ['603.6c', '603.10a', '700.4'], why: 'dies triggers' },
  { query: '戦場を離れたときの誘発', lang: 'ja', want: ['603.6c', '603.10a'], why: 'leaves-the-battlefield triggers' },
  { query: '先制攻撃', lang: 'ja', want: ['702.7'], why: 'first strike' },
  { query: '呪禁', lang: 'ja', want: ['702.11'], why: 'hexproof' },
  { query: '破壊不能', lang: 'ja', want: ['702.12'], why: 'indestructible' },
  { query: 'マナ能力 スタック', lang: 'ja', want: ['605.3b', '605.3a'], why: 'mana abilities don’t use the stack' },
  { query: 'タイムスタンプ', lang: 'ja', want: ['613.7'], why: 'timestamp order' },
  { query: '依存関係', lang: 'ja', want: ['613.8'], why: 'dependency' },
  { query: 'クリンナップ・ステップ', lang: 'ja', want: ['514'], why: 'the cleanup step' },
  { query: '誘発型能力の順番', lang: 'ja', want: ['603.3b'], why: 'ordering simultaneous triggers' },
  { query: 'マナ・プール 空になる', lang: 'ja', want: ['106.4'], why: 'mana empties at the end of each step and phase' },
  { query: '致死ダメージ', lang: 'ja', want: ['704.5g', '120.6', '702.2c'], why: 'lethal damage destroys a creature' },
  { query: '二段攻撃 トランプル', lang: 'ja', want: ['702.19d', '702.4'], why: 'a trampler with double strike hits twice' },
  { query: 'コピー 呪文', lang: 'ja', want: ['707.10'], why: 'copies of spells' },
  { query: '毒カウンター 10', lang: 'ja', want: ['704.5c', '122.1f'], why: 'ten poison counters lose the game' },
  { query: '対象 不正 解決', lang: 'ja', want: ['608.2b'], why: 'a spell whose targets are all illegal doesn’t resolve' },
  { query: '呪文の打ち消し', lang: 'ja', want: ['701.6', '701.6a'], why: 'countering a spell' },
  { query: 'トークン 墓地', lang: 'ja', want: ['704.5d', '111.7'], why: 'a token in a graveyard ceases to exist' },
  // Session 40: Japanese rules words for legality and countering (不正, 打ち消す), and the English counterpart.
  { query: '対象が不正になった呪文', lang: 'ja', want: ['608.2b'], why: 'a spell whose targets all became illegal doesn’t resolve' },
  { query: '打ち消された呪文', lang: 'ja', want: ['701.6a'], why: 'a countered spell leaves the stack for its owner’s graveyard' },
  { query: 'countered spell goes to graveyard', lang: 'en', want: ['701.6a'], why: 'the same, in English' },
];

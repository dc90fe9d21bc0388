/** The combat templates' shared pieces in Japanese (combat-lines.ts). */
import { quoteRulesJa } from '../ja-text.ts';
import type { CombatLines } from './combat-lines.ts';

export const JA_COMBAT: CombatLines = {
  unknownReason: (code) => `理由「${code}」`,
  list: (items) => items.join('、'),
  assignment: (who, amount) => `${who}に${amount}点`,
  assignHow: {
    chosen: '指定どおり',
    trampleDefault: '指定がないので既定の割り振り：ブロックしている各クリーチャーに致死ダメージを割り振り、残りを攻撃しているものに',
    blockedDefault: '指定がないので既定の割り振り：ダメージが残っている間は各クリーチャーに致死ダメージを割り振り、残りはそのうちの1体に。割り振り方はコントローラーが自由に決められます',
    attackDefault: '指定がないので既定の割り振り：攻撃しているものにできるだけ多く',
    lethal: (deathtouch, list) => `致死ダメージには、すでに負っているダメージと同じステップでほかのクリーチャーが割り振るダメージを含め、軽減・プロテクション・破壊不能は考慮しません${deathtouch ? '（接死があるので1点で致死）' : ''}：${list}`,
    wrap: (parts) => `（${parts.join('。')}）`,
  },
  lethalFor: (label, n, marked) => `${label}は${n}点${marked > 0 ? `（すでに${marked}点負っている）` : ''}`,
  destinations: {
    exile: '追放領域',
    hand: 'オーナーの手札',
    graveyard: 'オーナーの墓地',
    library: 'オーナーのライブラリー',
    'library-shuffle': 'オーナーのライブラリー（切り直す）',
    battlefield: '戦場',
  },
  lostReasons: { 'zero-life': 'ライフが0以下', 'drew-from-empty': '空のライブラリーから引いた', poison: '毒カウンターが10個以上' },
  theEffect: 'その効果',
  effect: quoteRulesJa,
  abilityNote: (a) => `（${a}）`,
  outcome: {
    // 「ライフ：あなたは15 → 17」: a Japanese name runs straight into the number without は.
    change: (who, a, b) => `${who}は${a} → ${b}`,
    life: (l) => `ライフ：${l}`,
    poison: (p) => `毒カウンター：${p}`,
    damaged: (label, n) => `${label}（${n}点）`,
    damageMarked: (items) => `負っているダメージ：${items.join('、')}`,
  },
};

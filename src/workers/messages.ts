/**
 * What a user is told when the engine pool stopped a run: the limit that was hit, in words, and how
 * to ask instead. Limits are user-caused (exit status 2 on the CLI); a crash or a closed pool is our
 * fault and gets the usual "something went wrong" message with an error id.
 */
import type { Lang } from '../core/lang.ts';
import type { AppError } from '../core/result.ts';
import { t } from '../render/i18n.ts';
import type { EngineLimitError } from './engine-pool.ts';
import { assertNever } from '../core/result.ts';

/** 5000 -> "5", 2500 -> "2.5", 250 -> "0.25". */
function seconds(ms: number): string {
  return String(Math.round(ms / 10) / 100);
}

const TEXT = {
  en: {
    timeout: (ms: number) =>
      `This set-up took longer than the engine may spend on one question (${seconds(ms)} s), so I stopped it rather than keep everyone waiting. ` +
      'Please try a smaller board: fewer objects, effects or actions.',
    memory: (mb: number) =>
      `This set-up needed more memory than the engine may use for one question (${mb} MB), so I stopped it. ` +
      'Please try a smaller board: fewer objects, effects or actions.',
    closed: 'The bot is restarting, so I could not run this set-up. Please ask again in a moment.',
    busy: 'The rules engine is very busy right now, so I could not run this set-up. Please ask again in a minute.',
    unsendable: (id: string) =>
      `I could not hand this set-up to the rules engine (it holds something that is not plain data, or is nested too deeply), so nothing was run. The fault was logged (error id ${id}); please try a simpler set-up.`,
  },
  ja: {
    timeout: (ms: number) =>
      `この盤面の処理が1問あたりの制限時間（${seconds(ms)}秒）を超えたため、途中で止めました。` +
      'オブジェクト・効果・アクションを減らした、より小さな盤面でもう一度お試しください。',
    memory: (mb: number) =>
      `この盤面の処理が1問あたりに使えるメモリ（${mb}MB）を超えたため、途中で止めました。` +
      'オブジェクト・効果・アクションを減らした、より小さな盤面でもう一度お試しください。',
    closed: 'ボットが再起動中のため、この盤面を処理できませんでした。少し待ってからもう一度お試しください。',
    busy: 'ルールエンジンが混み合っているため、この盤面を処理できませんでした。1分ほど待ってからもう一度お試しください。',
    unsendable: (id: string) =>
      `この盤面をルールエンジンに渡せなかったため（単純なデータでない値を含むか、入れ子が深すぎます）、何も実行していません。エラーは記録しました（エラーID ${id}）。より簡単な盤面でお試しください。`,
  },
} as const;

/**
 * The AppError for a stopped run. `errorId` is the id under which a crash was logged (crashed and unsendable only).
 */
export function limitErrorToAppError(error: EngineLimitError, lang: Lang, errorId = '-'): AppError {
  const text = TEXT[lang];
  switch (error.code) {
    case 'timeout':
      return { code: 'timeout', message: text.timeout(error.timeoutMs) };
    case 'too_much_memory':
      return { code: 'too_much_memory', message: text.memory(error.memoryMb) };
    case 'closed':
      return { code: 'internal', message: text.closed };
    case 'busy':
      return { code: 'internal', message: text.busy };
    case 'crashed':
      return { code: 'internal', message: t(lang, 'error.internal', { id: errorId }) };
    case 'unsendable':
      return { code: 'internal', message: text.unsendable(errorId) };
    default:
      return assertNever(error.code);
  }
}

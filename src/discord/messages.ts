/**
 * What the Discord transport itself says (the commands' own texts live in src/render): errors,
 * expired buttons, rate limits, the step/rule buttons and their follow-ups, inline lookups.
 */
import type { Lang } from '../core/lang.ts';

export interface TransportMessages {
  errorTitle: string;
  error: (id: string) => string;
  expiredTitle: string;
  /** `command` is null when the answer was forgotten (too old, or the bot restarted). */
  expired: (command: string | null) => string;
  unknownTitle: string;
  unknown: (name: string) => string;
  rateTitle: string;
  rateUser: (seconds: number) => string;
  rateGuild: (seconds: number) => string;
  prev: string;
  next: string;
  /** The page button's label: which page of how many. */
  page: (page: number, total: number) => string;
  allSteps: string;
  ruleText: string;
  stepsTitle: (part: number, parts: number) => string;
  noSteps: string;
  rulesTitle: (part: number, parts: number) => string;
  noRules: string;
  rulesUnavailable: string;
  ruleMissing: (number: string) => string;
  rulesInEnglish: string;
  guildOnlyTitle: string;
  guildOnly: string;
  inlineMore: (shown: number, total: number) => string;
  continued: (command: string) => string;
  /** An inline lookup's answer has more pages (inline replies have no buttons). */
  inlineContinued: (command: string) => string;
  stoppingTitle: string;
  /** An interaction that arrived while the bot shuts down (a restart or an update). */
  stopping: string;
}

export const TRANSPORT_MESSAGES: Record<Lang, TransportMessages> = {
  en: {
    errorTitle: 'Something went wrong',
    error: (id) =>
      `Sorry, I couldn't answer that because of an internal error. Please try again in a moment. If it keeps happening, please tell the bot's maintainers the error id \`${id}\`.`,
    expiredTitle: 'These buttons have expired',
    // Without the command the answer was forgotten early (a restart, or many newer answers), so don't blame the 15 minutes alone.
    expired: (command) =>
      command
        ? `These buttons have expired: an answer's buttons work for 15 minutes. Please run the command again (\`/${command}\`) to see the answer.`
        : "These buttons have expired: I keep an answer's buttons for at most 15 minutes, and not across restarts. Please run the command again to see the answer.",
    unknownTitle: 'Unknown command',
    unknown: (name) => `Sorry, I don't know the command \`/${name}\`. It may have just been updated; please try again in a minute.`,
    rateTitle: 'One moment, please',
    rateUser: (s) => `You're asking faster than I can keep up with. Please wait ${s} second${s === 1 ? '' : 's'} and try again.`,
    rateGuild: (s) => `This server is asking a lot of questions right now. Please wait ${s} second${s === 1 ? '' : 's'} and try again.`,
    prev: '◀ Prev',
    next: 'Next ▶',
    page: (page, total) => `Page ${page}/${total}`,
    allSteps: 'All steps',
    ruleText: 'Rule text',
    stepsTitle: (part, parts) => (parts > 1 ? `All steps (${part}/${parts})` : 'All steps'),
    noSteps: 'This answer has no steps to show.',
    rulesTitle: (part, parts) => (parts > 1 ? `Cited rules (${part}/${parts})` : 'Cited rules'),
    noRules: 'This answer cites no rules.',
    rulesUnavailable: "Sorry, I can't read the Comprehensive Rules right now, so I can't show the rules' text. Please try again in a moment.",
    ruleMissing: (n) => `${n}: this rule is not in the current Comprehensive Rules.`,
    rulesInEnglish: 'The official Japanese rules text is not loaded; here is the English text.',
    guildOnlyTitle: 'Only in a server',
    guildOnly: 'This command changes a server\'s settings, so it only works inside a server (not in direct messages).',
    inlineMore: (shown, total) => `I looked up the first ${shown} of ${total} lookups in your message. Please ask for the others in another message, or use /card and /rule.`,
    continued: (command) => `The answer continues: use the buttons, or ask again with \`/${command}\`.`,
    inlineContinued: (command) => `The answer continues: ask with \`/${command}\` to see all of it, with buttons to turn the pages.`,
    stoppingTitle: 'Restarting',
    stopping: "I'm restarting right now, so I can't answer this one. Please try again in a minute.",
  },
  ja: {
    errorTitle: 'エラーが発生しました',
    error: (id) =>
      `申し訳ありません。内部エラーのため回答できませんでした。少し時間をおいてもう一度お試しください。繰り返し発生する場合は、エラーID \`${id}\` をボットの管理者にお伝えください。`,
    expiredTitle: 'ボタンの有効期限が切れました',
    expired: (command) =>
      command
        ? `このボタンは有効期限が切れています（回答のボタンは15分間使えます）。お手数ですが、もう一度コマンドを実行してください（\`/${command}\`）。`
        : 'このボタンは有効期限が切れています（回答のボタンは最長15分間使えますが、再起動すると使えなくなります）。お手数ですが、もう一度コマンドを実行してください。',
    unknownTitle: '不明なコマンド',
    unknown: (name) => `申し訳ありません。\`/${name}\` というコマンドは見つかりませんでした。更新直後の可能性があります。少し待ってからもう一度お試しください。`,
    rateTitle: '少々お待ちください',
    rateUser: (s) => `質問のペースが速すぎます。${s}秒ほど待ってから、もう一度お試しください。`,
    rateGuild: (s) => `このサーバーからの質問が今とても多くなっています。${s}秒ほど待ってから、もう一度お試しください。`,
    prev: '◀ 前へ',
    next: '次へ ▶',
    page: (page, total) => `${page}/${total}ページ`,
    allSteps: '全手順',
    ruleText: 'ルール本文',
    stepsTitle: (part, parts) => (parts > 1 ? `全手順（${part}/${parts}）` : '全手順'),
    noSteps: 'この回答には表示する手順がありません。',
    rulesTitle: (part, parts) => (parts > 1 ? `引用したルール（${part}/${parts}）` : '引用したルール'),
    noRules: 'この回答はルールを引用していません。',
    rulesUnavailable: '申し訳ありません。現在総合ルールを読み込めないため、ルール本文を表示できません。少し時間をおいてもう一度お試しください。',
    ruleMissing: (n) => `${n}：このルールは現在の総合ルールにありません。`,
    rulesInEnglish: '公式の日本語版総合ルールが読み込まれていないため、英語の本文を表示します。',
    guildOnlyTitle: 'サーバー内専用',
    guildOnly: 'このコマンドはサーバーの設定を変更するため、サーバー内でのみ使えます（ダイレクトメッセージでは使えません）。',
    inlineMore: (shown, total) => `メッセージ内の${total}件のうち、最初の${shown}件を調べました。残りは別のメッセージか、/card や /rule でお尋ねください。`,
    continued: (command) => `回答には続きがあります。ボタンを使うか、\`/${command}\` でもう一度お尋ねください。`,
    inlineContinued: (command) => `回答には続きがあります。全体は \`/${command}\` でお尋ねください（ボタンでページをめくれます）。`,
    stoppingTitle: '再起動中です',
    stopping: 'ただいま再起動中のため、この質問にはお答えできません。1分ほどしてからもう一度お試しください。',
  },
};

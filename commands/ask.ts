/**
 * /ask <question>: a rules question in plain English or Japanese, answered by the /ask use case
 * (src/app/ask.ts); this file only declares the command and adapts its I/O.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { CommandModule } from '../src/app/command.ts';
import { MAX_QUESTION_LENGTH, askQuestion } from '../src/app/ask.ts';
import { define } from './define.ts';

export const ask: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('ask')
    .setNameLocalizations({ ja: '質問' })
    .setDescription('Ask a rules question in plain English or Japanese; the rules engine answers with cited steps')
    .setDescriptionLocalizations({ ja: 'ルールの質問を日本語か英語で。ルールエンジンが根拠のルール番号付きで答えます' })
    .addStringOption((o) =>
      o
        .setName('question')
        .setNameLocalizations({ ja: '質問' })
        .setDescription('e.g. "A 7/7 with trample attacks and is blocked by a 2/2. What happens?"')
        .setDescriptionLocalizations({ ja: '例：「トランプルを持つ6/6が3/5にブロックされた。どうなりますか？」' })
        .setRequired(true)
        .setMaxLength(MAX_QUESTION_LENGTH),
    ),
  positional: 'question',
  runsEngine: true,
  queryOption: 'question',

  execute(ctx) {
    return askQuestion(ctx, (c, term) => define.execute({ ...c, options: { term } }));
  },
};

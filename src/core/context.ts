/**
 * The plain data a transport hands a command: its options, the transport's name, and the choices
 * autocomplete returns. The command interface itself (CommandContext, CommandModule: it names the
 * services and the slash-command builder) is src/app/command.ts — core imports nothing above it.
 */
export type OptionValue = string | number | boolean;
export type Options = Readonly<Record<string, OptionValue | undefined>>;

export type Transport = 'discord' | 'console' | 'cli';

export interface Choice {
  /** What the user sees (1-100 characters). */
  name: string;
  /** What is sent back as the option's value (1-100 characters). */
  value: string;
}

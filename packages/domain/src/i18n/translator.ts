import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageDescriptor, MessageValues, Phrase } from './define';
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from './languages';

/**
 * A message as a catalogue holds it: ICU text, or its syntax tree when compiled at build time (so
 * the browser never ships the ICU parser).
 */
export type CompiledMessage = string | readonly unknown[];
export type MessageLookup = (id: string) => CompiledMessage | undefined;

type IcuSource = ConstructorParameters<typeof IntlMessageFormat>[0];

export interface Translator {
  readonly language: Language;
  /** The message in this language, filled with its values. */
  (message: MessageDescriptor, values?: MessageValues): string;
  /** A phrase a service handed over: its message and values. */
  phrase(phrase: Phrase): string;
  /**
   * A schema's message: the domain schemas give a message id as their zod message, worded here;
   * any other text (a library's own message) is returned as it is.
   */
  schemaMessage(message: string): string;
  /**
   * Rich text: tags in the message (`<link>…</link>`) are drawn by the functions given for them;
   * the parts come back in order for a view to render.
   */
  parts<T>(
    message: MessageDescriptor,
    values: Record<string, MessageValues[string] | T | ((chunks: Array<string | T>) => T)>,
  ): Array<string | T>;
}

export interface TranslatorOptions {
  /** Told when a message has no text in the catalogue (its English is used if the code has it). */
  onMissing?: (id: string, language: Language) => void;
  /**
   * Told when `schemaMessage` meets words that are neither a message id nor in the catalogue: an
   * English rule text that would show as it is on a page in another language.
   */
  onUnworded?: (text: string, language: Language) => void;
}

/** Whether a catalogue text needs no formatting: no argument, plural, tag or quote. */
const isPlain = (text: string) => !/[{}<'#]/.test(text);

/** Words in a language from a catalogue lookup; formats are compiled once per message id. */
export function createTranslator(
  language: Language,
  lookup: MessageLookup,
  options: TranslatorOptions = {},
): Translator {
  const locale = INTL_LOCALE[language];
  const compiled = new Map<string, IntlMessageFormat | string>();

  function formatterFor(message: MessageDescriptor): IntlMessageFormat | string {
    const known = compiled.get(message.id);
    if (known !== undefined) return known;
    let source = lookup(message.id);
    if (source === undefined) {
      options.onMissing?.(message.id, language);
      source = message.defaultMessage ?? message.id;
    }
    const formatter =
      typeof source === 'string' && isPlain(source)
        ? source
        : new IntlMessageFormat(source as IcuSource, locale, undefined, { ignoreTag: false });
    compiled.set(message.id, formatter);
    return formatter;
  }

  const translate = ((message: MessageDescriptor, values?: MessageValues): string => {
    const formatter = formatterFor(message);
    if (typeof formatter === 'string') return formatter;
    const out = formatter.format(values as never);
    return Array.isArray(out) ? out.join('') : String(out);
  }) as Translator;

  Object.defineProperty(translate, 'language', { value: language });
  translate.phrase = (p) => translate(p.message, p.values);
  translate.schemaMessage = (message) => {
    if (lookup(message) !== undefined) return translate({ id: message });
    if (language !== DEFAULT_LANGUAGE && /[A-Za-z]{2}/.test(message)) {
      options.onUnworded?.(message, language);
    }
    return message;
  };
  translate.parts = <T>(
    message: MessageDescriptor,
    values: Record<string, MessageValues[string] | T | ((chunks: Array<string | T>) => T)>,
  ) => {
    const formatter = formatterFor(message);
    if (typeof formatter === 'string') return [formatter];
    const out = formatter.format<T>(values as never);
    return (Array.isArray(out) ? out : [out]) as Array<string | T>;
  };
  return translate;
}

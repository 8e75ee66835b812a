/**
 * Messages are written where they are used, as descriptors with a stable id and the English text
 * (`defaultMessage`, the spec's words); `npm run i18n:extract` gathers them into
 * `packages/domain/locales/en.json`, and `hi.json` holds the Hindi for every id. The id's first
 * segment is its namespace: the web loads a page's namespaces in its language only.
 */
export interface MessageDescriptor {
  /** `<namespace>.<name>`, e.g. `booking.slotTaken`: stable, never reused for other words. */
  id: string;
  /** The English text in ICU MessageFormat. Build steps may remove it from shipped code. */
  defaultMessage?: string;
  /** Context for the translator; never shipped. */
  description?: string;
}

export type MessageValue = string | number | boolean | Date | null | undefined;
export type MessageValues = Record<string, MessageValue>;

/** A message with the values it is filled with: what a service hands over to be worded later. */
export interface Phrase {
  message: MessageDescriptor;
  values?: MessageValues;
}

export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

export function defineMessage<const T extends MessageDescriptor>(message: T): T {
  return message;
}

/** The namespace of a message id: its first dot-separated segment. */
export const namespaceOf = (id: string): string => id.slice(0, id.indexOf('.')) || id;

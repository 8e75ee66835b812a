declare module 'virtual:messages/loaders' {
  import type { CompiledMessage } from '@app/domain/i18n/translator';
  const loaders: Record<
    'en' | 'hi',
    Record<string, () => Promise<{ default: Record<string, CompiledMessage> }>>
  >;
  export default loaders;
}

import { defineMessages } from '@app/domain/i18n/define';
import { ApiError } from '#lib/api-client';
import { getToken } from '#lib/auth-token';

const M = defineMessages({
  failed: {
    id: 'common.downloadFailed',
    defaultMessage: 'The file could not be downloaded. Please try again.',
  },
});

/**
 * Fetches a private file with the session token (a plain link cannot send the header) and hands
 * it to the browser as a download under `fileName`.
 */
export async function downloadPrivate(path: string, fileName: string): Promise<void> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { token } : {} });
  if (!res.ok) throw new ApiError(res.status, '', undefined, M.failed);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

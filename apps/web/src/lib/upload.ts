import { getToken } from './auth-token';
import { currentPageLanguage } from './i18n/messages';

export type UploadProgress = { loaded: number; total: number };

/** What came back: the HTTP status (0 when the request never completed) and the JSON body, if any. */
export type UploadAnswer = { status: number; data: unknown };

/**
 * POSTs a multipart form with XMLHttpRequest, whose upload events (unlike fetch's) report how
 * many bytes have been sent: `onProgress` drives a real progress bar.
 */
export function postWithProgress(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    // The server words its refusals in the page's language, as for every other call.
    xhr.setRequestHeader('Accept-Language', currentPageLanguage());
    const token = getToken();
    if (token) xhr.setRequestHeader('token', token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      let data: unknown = undefined;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      resolve({ status: xhr.status, data });
    });
    const failed = () => resolve({ status: 0, data: undefined });
    xhr.addEventListener('error', failed);
    xhr.addEventListener('abort', failed);
    xhr.addEventListener('timeout', failed);
    xhr.send(form);
  });
}

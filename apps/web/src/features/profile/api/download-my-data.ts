import { useMutation } from '@tanstack/react-query';
import { myDataFileName } from '@app/domain/account-deletion';
import { myDataResponse, type MyData } from '@app/domain/schemas/privacy';
import { apiGet } from '#lib/api-client';
import { SITE } from '#lib/site';

/** GET /api/user/my-data (token) → everything held about the account. */
export function getMyData(): Promise<MyData> {
  return apiGet('/api/user/my-data', myDataResponse);
}

/** Hands the data to the browser as a JSON file download (nothing is cached or kept). */
export function saveAsFile(data: MyData): string {
  const name = myDataFileName(SITE.name, new Date(data.exportedAt));
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** Fetches a fresh copy on every click and saves it; never stored in the query cache. */
export function useDownloadMyData() {
  return useMutation({ mutationFn: async () => saveAsFile(await getMyData()) });
}

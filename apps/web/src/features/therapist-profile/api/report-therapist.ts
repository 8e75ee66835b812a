import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#lib/api-client';

export type ReportBody = { therapistId: string; therapistName: string; message: string };

/** POST /api/user/report-therapist (needs a token). */
export function reportTherapist(body: ReportBody): Promise<{ message?: string }> {
  return apiPost<{ message?: string }>('/api/user/report-therapist', body);
}

export function useReportTherapist() {
  return useMutation({ mutationFn: reportTherapist });
}

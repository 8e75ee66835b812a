import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  secondFactorConfirmedResponse,
  secondFactorSetupResponse,
  secondFactorStatusResponse,
  teamSecurityResponse,
} from '@app/domain/schemas/second-factor';
import { apiGet, apiPost } from '#lib/api-client';
import { ADMIN_KEY } from './admin-keys';

const STATUS_KEY = [...ADMIN_KEY, 'second-factor'] as const;
const RULE_KEY = [...ADMIN_KEY, 'team-security'] as const;

/** GET /api/user/second-factor: the caller's own second factor. */
export const useSecondFactorStatus = () =>
  useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => apiGet('/api/user/second-factor', secondFactorStatusResponse),
  });

/** POST /api/user/second-factor/setup: a new secret for the app. */
export const useStartSecondFactor = () =>
  useMutation({
    mutationFn: () => apiPost('/api/user/second-factor/setup', {}, secondFactorSetupResponse),
  });

/** POST /api/user/second-factor/confirm: turns it on; every console query reloads after. */
export function useConfirmSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiPost('/api/user/second-factor/confirm', { code }, secondFactorConfirmedResponse),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** GET /api/admin/team-security (owners): whether every team member must have one. */
export const useTeamSecurity = (enabled: boolean) =>
  useQuery({
    queryKey: RULE_KEY,
    enabled,
    queryFn: () => apiGet('/api/admin/team-security', teamSecurityResponse),
  });

export function useSetTeamSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireSecondFactor: boolean) =>
      apiPost('/api/admin/team-security', { requireSecondFactor }, teamSecurityResponse),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

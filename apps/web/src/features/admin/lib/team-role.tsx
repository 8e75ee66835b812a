import { createContext, useContext, type ReactNode } from 'react';
import {
  teamMay,
  type TeamAccess,
  type TeamCapability,
  type TeamRole,
} from '@app/domain/team-roles';

const TeamRoleContext = createContext<TeamRole | null>(null);

/** The signed-in team member's role, for every section below it. */
export function TeamRoleProvider({ role, children }: { role: TeamRole; children: ReactNode }) {
  return <TeamRoleContext.Provider value={role}>{children}</TeamRoleContext.Provider>;
}

export const useTeamRole = () => useContext(TeamRoleContext);

/**
 * May the signed-in role do this? Sections offer only what the server would allow (it checks
 * again): `useTeamMay()('refunds')` for an action, `('payments', 'read')` for a view.
 */
export function useTeamMay() {
  const role = useTeamRole();
  return (capability: TeamCapability, access: TeamAccess = 'act') =>
    teamMay(role, capability, access);
}

import type { FastifyInstance } from 'fastify';
import type { HumanCheck } from '../../adapters/human-check/human-check';
import type { Db } from '../../db/client';
import type { SiteInfo } from '../../shared/site-info';
import type { AccountLanguageLookup, AccountNotices } from './account-notices';
import { createAccountContacts } from './account-contacts.service';
import { createAccountDeletion } from './account-deletion.service';
import { accountsRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import { createAdminAccounts } from './admin-accounts.service';
import { adminTokensRoutes } from './admin-tokens.routes';
import { createPeople } from './people.service';
import { createPasswordResetService } from './password-reset.service';
import { createSessionLinks } from './session-links';
import { createSessionResolver } from './sessions.service';
import { secondFactorRoutes } from './second-factor.routes';
import { createSecondFactor } from './second-factor.service';

export interface AccountsModuleDeps {
  db: Db;
  humanCheck: HumanCheck;
  site: SiteInfo;
  jobsQueued: () => void;
  /**
   * The accounts' notices (written by the notifications module), made from this module's own
   * language lookup: accounts are built first, so the port is made for them.
   */
  noticesFor: (languageOf: AccountLanguageLookup) => AccountNotices;
}

/** Accounts, sign-in sessions and tokens, password resets. Built first: every module may ask it. */
export function createAccountsModule(deps: AccountsModuleDeps) {
  const { db, humanCheck } = deps;
  const admin = createAdminAccounts(db);
  const secondFactor = createSecondFactor({ db, siteName: deps.site.name });
  const contacts = createAccountContacts(db);
  const notices = deps.noticesFor(contacts.language);
  return {
    /** Who a request's token belongs to (the auth plugin asks). */
    resolveCaller: createSessionResolver(db, secondFactor),
    /** Links signed for a session, for a frame or image that cannot send the token header. */
    sessionLinks: createSessionLinks(db),
    /** Where booking mails a client, and whether an account is still there. */
    contacts,
    /** A client's own data and its deletion (the privacy module asks). */
    deletion: createAccountDeletion(db),
    /** The team's people search, a person's sign-in state and the sign-in actions. */
    people: createPeople({ db, notices, jobsQueued: deps.jobsQueued }),
    async registerRoutes(app: FastifyInstance) {
      await app.register(accountsRoutes, {
        humanCheck,
        accounts: createAccountsService({ db, humanCheck, secondFactor }),
        resets: createPasswordResetService({
          db,
          publicUrl: deps.site.publicUrl,
          notices,
          jobsQueued: deps.jobsQueued,
        }),
      });
      await app.register(adminTokensRoutes, { accounts: admin });
      await app.register(secondFactorRoutes, { factor: secondFactor });
    },
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
export type { AccountContacts } from './account-contacts.service';
export type { AccountLanguageLookup, AccountNotices, AccountPerson } from './account-notices';
export type { AccountDeletion } from './account-deletion.service';
export type { People } from './people.service';
export type { SessionLinks } from './session-links';
// A therapist's application creates its account inside the application's own transaction.
export {
  createTherapistAccount,
  DUPLICATE_MESSAGES,
  hashPassword,
  isEmailRegistered,
  renameAccount,
} from './accounts.service';
// The admin command manages admin accounts and tokens without the HTTP app.
export { createAdminAccounts, type AccountRole } from './admin-accounts.service';

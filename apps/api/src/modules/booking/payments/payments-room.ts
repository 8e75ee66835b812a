import type { RoomDeps } from '../booking-deps';
import { createInvoiceIssuer } from '../invoices/invoice-issuer';
import { createAdminLedger } from './admin-ledger.service';
import { createExports } from './exports.service';
import { createFulfilment } from './fulfilment.service';
import { createReconciliation } from './reconciliation.service';
import { createRefunds } from './refunds.service';
import { createWebhookInbox, createWebhooks } from './webhooks.service';

/**
 * The payments room: the provider's webhooks and their inbox, fulfilment of captured payments,
 * refunds, reconciliation, the team's ledger and exports, and the tax invoice issuer.
 */
export function createPaymentsRoom(deps: RoomDeps) {
  const { db, provider, log, now, jobsQueued } = deps;
  const inbox = createWebhookInbox({ db, webhookSecret: deps.payments.webhookSecret, jobsQueued });
  const refunds = createRefunds({
    db,
    provider,
    log,
    jobsQueued,
    receiveWebhook: inbox.receiveSigned,
  });
  const invoiceIssuer = createInvoiceIssuer({
    settings: deps.invoiceSettings,
    siteName: deps.site.name,
  });
  const fulfilment = createFulfilment({
    notices: deps.notices,
    invoices: invoiceIssuer,
    db,
    site: deps.site,
    now,
    log,
    refunds,
    placement: deps.placement,
    accounts: deps.accounts,
    therapists: deps.therapists,
    jobsQueued,
  });
  const webhooks = createWebhooks({
    notices: deps.notices,
    db,
    inbox,
    provider,
    keySecret: deps.payments.keySecret,
    fulfilment,
    refunds,
    therapists: deps.therapists,
    accounts: deps.accounts,
    site: deps.site,
    log,
    jobsQueued,
    invoices: invoiceIssuer,
    now,
  });
  const reconciliation = createReconciliation({ db, provider, fulfilment, log });
  const ledger = createAdminLedger({
    db,
    notices: deps.notices,
    refunds,
    therapists: deps.therapists,
    accounts: deps.accounts,
    now,
    jobsQueued,
  });
  return {
    inbox,
    refunds,
    fulfilment,
    webhooks,
    reconciliation,
    ledger,
    exports: createExports(db),
    registerJobs() {
      refunds.registerJobs(deps.jobs);
      webhooks.registerJobs(deps.jobs);
      reconciliation.registerJobs(deps.jobs);
    },
  };
}

export type PaymentsRoom = ReturnType<typeof createPaymentsRoom>;

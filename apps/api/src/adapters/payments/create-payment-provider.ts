import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createRazorpayProvider } from './razorpay';
import { createSimulatedProvider } from './simulated';

export function createPaymentProvider(config: Config['payments'], db: Db): PaymentProvider {
  return config.provider === 'razorpay'
    ? createRazorpayProvider({ keyId: config.keyId, keySecret: config.keySecret })
    : createSimulatedProvider({ db, webhookSecret: config.webhookSecret });
}

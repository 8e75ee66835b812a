import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createRazorpayProvider } from './razorpay';
import { createSimulatedProvider } from './simulated';

export function createPaymentProvider(config: Config['payments']): PaymentProvider {
  return config.provider === 'razorpay'
    ? createRazorpayProvider({ keyId: config.keyId, keySecret: config.keySecret })
    : createSimulatedProvider();
}

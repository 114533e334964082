/**
 * Every setting a production start requires (server/plugins/external/env.ts `missingInProduction`), pointing at
 * nothing that answers: enough for a test about one of them to leave it out and see the start refused for it alone.
 */
export const productionSettings = {
  NODE_ENV: 'production',
  OIDC_ISSUER: 'https://id.partner.example.jp',
  OIDC_CLIENT_SECRET: 'a-partner-client-secret-for-tests',
  CARD_DATA_URL: 'http://127.0.0.1:9/card-data',
  CARD_DATA_TOKEN: 'a-card-data-token-for-tests',
  PROCESSOR_WEBHOOK_SECRET: 'a-processor-webhook-secret-for-tests-0123456789',
  CARRIER_API_URL: 'http://127.0.0.1:9/carrier',
  CARRIER_API_TOKEN: 'a-carrier-token-for-tests',
  CREDIT_BUREAU_URL: 'http://127.0.0.1:9/credit-bureau',
  CREDIT_BUREAU_TOKEN: 'a-credit-bureau-token-for-tests',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'no-reply@example.jp',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  SMS_GATEWAY_TOKEN: 'an-sms-gateway-token-for-tests',
  CLAMD_ADDRESS: 'tcp://127.0.0.1:9',
} as const;

import type { ApiClient } from './http';
import { sendToSignatureSchema, termsCheckSchema } from '../../../shared/api/platform-v1';

export function checkTerms(api: ApiClient) {
  // A store without terms answers 404: nothing to sign, not an error. A background check: no
  // answer is the outage banner's to say, and the next session start asks again.
  return api.legacy('v1', 'get', 'terms/check', termsCheckSchema, {
    expect: [404],
    unansweredIsBanner: true,
  });
}

export function sendTermsToSignature(api: ApiClient, email: string, contrato: string) {
  return api.legacy('v1', 'post', 'terms/sendToSignature', sendToSignatureSchema, {
    form: { email, contrato },
  });
}

import type { FastifyInstance } from 'fastify';
import { cashbackSection } from './cashback-section';
import { chatSection } from './chat-section';
import { feedbackSection } from './feedback-section';
import { identityVerificationSection } from './identity-verification-section';
import { payoutRequisitesSection } from './payout-requisites-section';
import { refundsSection } from './refunds-section';
import { marketingSection } from './marketing-section';

/** A section of the demo operator page: its path, its line in the index, and its routes. */
export interface OperatorSection {
  path: string;
  title: string;
  summary: string;
  register(app: FastifyInstance): void;
}

/** One line per section; the index lists them in this order. */
export const operatorSections: OperatorSection[] = [
  identityVerificationSection,
  payoutRequisitesSection,
  refundsSection,
  cashbackSection,
  feedbackSection,
  marketingSection,
  chatSection,
];

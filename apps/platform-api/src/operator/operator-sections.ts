import type { FastifyInstance } from 'fastify';
import { cashbackSection } from './cashback-section';
import { marketingSection } from './marketing-section';

/** A section of the demo operator page: its path, its line in the index, and its routes. */
export interface OperatorSection {
  path: string;
  title: string;
  summary: string;
  register(app: FastifyInstance): void;
}

/** One line per section; the index lists them in this order. */
export const operatorSections: OperatorSection[] = [cashbackSection, marketingSection];
